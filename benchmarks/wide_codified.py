"""Acts the wide set's truth names by their own section numbers (`Pa. MPC § 717.3(e)`,
README-F-g19-f.md) where the finder cites the body they are codified in (53 P.S. § 10717.3(e),
`graph.named_codes.CODIFIED_ACTS`): one provision, so `benchmarks/citations_wide.py` compares the
truth's entry as the codified one."""

from __future__ import annotations

import re

from graph.named_codes import CODIFIED_ACTS, codified_number

# The truth's body (letters only, no case) → the act's name in `CODIFIED_ACTS`.
CODIFIED_TRUTH: dict[str, str] = {"pampc": "Pennsylvania Municipalities Planning Code"}
# The section number of such a truth target: `717.3(e)` of `Pa. MPC § 717.3(e)`.
_ACT_SECTION_RE = re.compile(r"§\s*(?P<number>\S+)$")


def codified_truth(target: str, target_kind: str, body: str) -> tuple[str, str, str]:
    """(target, target kind, body) of a truth entry, an act's own numbers as its codified body's
    (`Pa. MPC § 717.3(e)` → `Pa. Stat. and Cons. Stat. § 10717.3(e)`); any other unchanged."""
    name = CODIFIED_TRUTH.get(re.sub(r"[^a-z]", "", body.casefold()))
    if name is None:
        return target, target_kind, body
    act = CODIFIED_ACTS[name]
    m = _ACT_SECTION_RE.search(target)
    number = codified_number(act, m["number"]) if m else ""
    return (f"{act.body} § {number}" if number else target), target_kind, act.body
