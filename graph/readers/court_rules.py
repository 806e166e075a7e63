"""A state's (or the federal) court rules named by the state: `Idaho Rules of Civil Procedure
6(a)`, `Ohio Rules of Criminal Procedure`, `Federal Rules of Evidence 803(6)`.

Outside law, never this code's: the body's name as courts cite it (`Idaho R. Civ. P.`, `Ohio R.
Evid.`: the state's reporters-db abbreviation, then the rules' own), with the rule's number and
labels when one follows (`Idaho R. Civ. P. 6(a)`, `graph.laws.external_target`). The state must be
printed just before the name: `the Rules of Evidence` alone does not say whose rules they are,
and is read as rules of no state (`graph.readers.state_names` makes them the citing code's
state's, where it is known).
"""

from __future__ import annotations

import re

import graph.statutes as statutes
from graph.readers.cursor import Hit, Member, labels_from_path, make_hit
from graph.readers.external import EXTERNAL
from graph.records import Reference

# The rules' name after the state (`Rules of Civil Procedure`, `Rules of Evidence`): one anchor
# opening with the literal `Rules`, which the scan looks for before running it.
COURT_RULES_RE = re.compile(
    r"Rules\s+of\s+(?:(?P<kind>Civil|Criminal|Appellate|Juvenile)\s+Procedure"
    r"|(?P<evidence>Evidence))(?![\w-])"
)
# Each kind of rules' abbreviation (the Bluebook's), one of `graph.laws.COURT_RULES`.
_KINDS = {"Civil": "R. Civ. P.", "Criminal": "R. Crim. P.", "Appellate": "R. App. P.",
          "Juvenile": "R. Juv. P."}  # fmt: skip
# Each kind of rules by its name, to its abbreviation (`Rules of Evidence` → `R. Evid.`).
KIND_NAMES = {f"Rules of {kind} Procedure": rules for kind, rules in _KINDS.items()} | {
    "Rules of Evidence": "R. Evid."
}
# The federal rules' name before the kind (`Federal Rules of Evidence`), its jurisdiction.
_FEDERAL = "Federal"
# The state (or `Federal`) printed just before the name (`Idaho `, `the State of Ohio `).
_WHOSE_RE = re.compile(
    rf"(?<![\w.])(?P<state>{statutes.STATE_NAMES}|{_FEDERAL})\s+(?:[Ss]tate\s+)?$"
)
# A rule's number after the name, with its labels: ` 6(a)`, `, Rule 803(6)`, ` Rule 4.1`.
_RULE_AFTER_RE = re.compile(
    r",?\s+(?:[Rr]ule\s+)?(?P<number>\d{1,3}(?:\.\d{1,3})?[A-Z]?)(?![\d.-]\d)"
    r"(?P<path>(?:\([A-Za-z0-9]{1,5}\))+)?"
)


def read_court_rules(text: str, anchor: re.Match[str]) -> Hit | None:
    """`Idaho Rules of Civil Procedure 6(a)`: rule 6(a) of Idaho's rules; `Ohio Rules of
    Evidence`: the rules, unnumbered. None where no state is printed before the name."""
    whose = _WHOSE_RE.search(text, max(0, anchor.start() - 24), anchor.start())
    if whose is None:
        return _unsaid(text, anchor)
    state = whose["state"]
    kind = "R. Evid." if anchor["evidence"] else _KINDS[anchor["kind"]]
    abbreviation = "Fed." if state == _FEDERAL else statutes.state_abbreviation(state)
    if abbreviation is None:
        return None
    jurisdiction = "US" if state == _FEDERAL else statutes.STATE_CODES[state]
    code = f"{abbreviation} {kind}"
    rule = _RULE_AFTER_RE.match(text, anchor.end())
    number, labels = (rule["number"], labels_from_path(rule["path"] or "")) if rule else ("", ())
    end = rule.end() if rule else anchor.end()
    ref = Reference(EXTERNAL, number, labels, code=code, jurisdiction=jurisdiction)
    return make_hit(whose.start(), end, [Member(ref, whose.start(), end)])


# `the ` before the rules' name: rules whose state is unsaid (`under the Rules of Evidence`).
_THE_BEFORE_RE = re.compile(r"(?<![\w])the\s+$")


def _unsaid(text: str, anchor: re.Match[str]) -> Hit | None:
    """`the Rules of Evidence`: court rules of a state left unsaid, named as printed (no
    jurisdiction); None without `the` before (a heading's `Rules of Evidence`)."""
    if _THE_BEFORE_RE.search(text, max(0, anchor.start() - 8), anchor.start()) is None:
        return None
    name = " ".join(anchor[0].split())
    ref = Reference(EXTERNAL, code=name)
    return make_hit(anchor.start(), anchor.end(), [Member(ref, anchor.start(), anchor.end())])
