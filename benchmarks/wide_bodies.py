"""The wide set's body names: one body of law under the names different traditions give it.

`same_body(truth_body, code, target, truth_target)` says whether a prediction names the truth's
body: by the same name (compared without dots, spaces and case), through `BODY_ALIASES`, however
the state of a state's own code is printed (`N.C.` or `North Carolina`, `State` said or not), or
as the body the truth's own target names (an act truthed by its title, `Condominium Property
Act`, cited as `765 ILCS 605`). Read by `benchmarks/citations_wide.py`, `fp_kinds.py` and
`outside_law.py`.
"""

from __future__ import annotations

import re

from graph.statutes import STATE_ABBREVIATIONS

# The same body of law under the names different traditions give it: the truth's canonical
# name (README-A.md) → other names a finder may use. Compared after `_key`.
BODY_ALIASES: dict[str, frozenset[str]] = {
    "ocga": frozenset({"gacode", "gacodeann", "ocgaann"}),
    "njsa": frozenset({"njstat", "njstatann", "njs"}),
    "njac": frozenset({"njadmincode"}),
    "revcodewash": frozenset({"rcw", "washrevcode"}),
    "ilcs": frozenset({"illcompstat"}),
    "kanstat": frozenset({"ksa"}),
    "ars": frozenset({"arizrevstat"}),  # Arizona: the truth's `A.R.S.`, reporters-db's name
    "pastat": frozenset({"pastatandconsstat", "ps"}),
    "texlocgovtcode": frozenset({"texlocalgovtcode"}),
    "ohiorevcode": frozenset({"orc", "ohiorevcodeann", "rc"}),
    "lars": frozenset({"larevstat", "larevstatann", "rs", "lastat", "lastatann"}),
    "ncgenstat": frozenset({"ncgs", "ncgenstatann"}),
    "vacode": frozenset({"vacodeann", "codeofvirginia"}),
    "usc": frozenset({"unitedstatescode"}),
    "cfr": frozenset({"codeoffederalregulations"}),
    "stat": frozenset({"statutesatlarge", "usstat"}),
    "ncadmincode": frozenset({"ncac"}),
    "gacomprregs": frozenset({"gacompr&regs", "gacompregs"}),
    "adminrmont": frozenset({"montadminr"}),  # Montana's rules: the truth's order, reporters-db's
    "lawsofdelaware": frozenset({"dellaws"}),  # session laws by volume: `57 Del. Laws c. 504`
}
# Bodies that name no numbered law: right when the prediction is external and unresolved.
UNNUMBERED = frozenset({"statelaw", "federallaw"})


def _key(name: str) -> str:
    return re.sub(r"[^a-z&]", "", name.casefold().replace("ann.", ""))


# A body the truth's canonical target names before its number (`765 ILCS 605`: an act the truth
# names by its title, `Condominium Property Act`, codified in the ILCS): a chapter's number first.
_TARGET_BODY_RE = re.compile(r"(?:\d+\s+)?(?P<body>[A-Z][^§\d]*?)\s*(?:§|\d)")


def _state_named(name: str) -> str:
    """A body named after its state however printed: the state's abbreviation spelled out and a
    `State` after it dropped (`N.C. State Building Code`, `North Carolina Building Code`)."""
    for state, abbreviation in STATE_ABBREVIATIONS.items():
        for printed in {state, abbreviation}:
            if name.startswith(f"{printed} "):
                rest = re.sub(r"^State\s+(?=[A-Z])", "", name[len(printed) + 1 :])
                return f"{state} {rest}"
    return name


def same_body(truth_body: str, code: str, target: str, truth_target: str = "") -> bool:
    """Whether a prediction's body (`code`, or the one its `target` names) is the truth's: by
    name, through `BODY_ALIASES`, or the body the truth's own target names (`765 ILCS 605`)."""
    if _named_same(truth_body, code, target):
        return True
    named = _TARGET_BODY_RE.match(truth_target)
    return (
        named is not None
        and _key(named["body"]) != _key(truth_body)
        and (_named_same(named["body"], code, target))
    )


def _named_same(truth_body: str, code: str, target: str) -> bool:
    if code and _key(_state_named(truth_body)) == _key(_state_named(code)):
        return True
    wanted = _key(truth_body)
    if wanted in UNNUMBERED:
        return True
    if wanted == "stateconstitution" and _key(code).endswith("const"):
        return _key(code) != "usconst"  # `state constitution`: any state's `… Const.`
    if wanted == "sessionlaw" and (_key(code).endswith(("acts", "pl")) or _key(code) == "publ"):
        return True  # `session law`: `La. Acts`, `Acts`, `Pub. L.`
    for got in filter(None, (_key(code), _key(re.split(r"\s*§|\s+\d", target)[0]))):
        if got == wanted or got in BODY_ALIASES.get(wanted, ()):
            return True
        if len(got) > 6 and len(wanted) > 6 and (got in wanted or wanted in got):
            return True
    return False
