"""An act named with its state first (`New Mexico Open Meetings Act`, `the Georgia Animal
Protection Act`): a law of that state, codified in the state's statutes.

Where the state is the citing code's (`find_citations(state=…)`: a state's name opens some
federal acts' names too) and reporters-db knows it by one body of statutes (its `leg_statute`
entries, their annotated editions one body: `N.M. Stat. Ann.` → `N.M. Stat.`), the act is outside
law of that body, unnumbered (the name gives no section); another state, a state with several
bodies (Texas's subject codes, Louisiana's, Massachusetts's two editions) or none leaves the act
named as printed. An act named after a division path with no body said (`Title 11, Chapter 13,
Interlocal Cooperation Act`, in lower case too), no nation's word in its name, is that path of the
citing state's one body of statutes (a code cites its state's statutes by title and chapter).
"""

from __future__ import annotations

import re
from functools import cache

from reporters_db import LAWS

import graph.statutes as statutes
from graph.records import CitationKind, Reference

# The state's name opening an act's name, longest first (`West Virginia` before `Virginia`).
_STATE_FIRST_RE = re.compile(rf"(?:[Tt]he\s+)?(?P<state>{statutes.STATE_NAMES})\s+[A-Z]")


@cache
def _statutes_by_state() -> dict[str, statutes.Body]:
    """Each state's one body of statutes, by the state's name (states with several left out)."""
    found: dict[str, set[str]] = {}
    for key, entries in LAWS.items():
        for entry in entries:
            if entry["cite_type"] == "leg_statute":
                found.setdefault(entry["jurisdiction"], set()).add(key)
    bodies: dict[str, statutes.Body] = {}
    for state, keys in found.items():
        named = {body.name: body for key in keys if (body := statutes.body_named(key))}
        if len(named) == 1 and state in statutes.STATE_CODES and state != "United States":
            bodies[state] = next(iter(named.values()))
    return bodies


def state_act(ref: Reference, state: str) -> Reference | None:
    """A law named alone (`New Mexico Open Meetings Act`) in a code of `state` (USPS code) that
    opens with that state's name → outside law of the state's statutes (`N.M. Stat.`), no number
    (the raw text keeps the act's name); None for any other reference, another state's act
    (`Alaska Native Claims Settlement Act` is federal), or a state of several bodies."""
    if ref.kind is not CitationKind.EXTERNAL or ref.number or ref.jurisdiction or not ref.code:
        return None
    m = _STATE_FIRST_RE.match(ref.code)
    if m is None and ref.division and _pathed_act(ref.code):
        return _path_of_statutes(ref, state)
    body = _statutes_by_state().get(m["state"]) if m else None
    if body is None or body.jurisdiction != state:
        return None
    return Reference(CitationKind.EXTERNAL, "", code=body.name, jurisdiction=body.jurisdiction)


# An act's name with no state's or nation's word in it (`Interlocal Cooperation Act`, `interlocal
# cooperation act`): whose it is, the text does not say.
_NATIONAL_RE = re.compile(r"\b(?:Federal|National|United\s+States|U\.S\.|American)\b", re.I)


def _pathed_act(name: str) -> bool:
    """Whether `name` is an act's own name, no state's or nation's said in it."""
    return name.lower().endswith(" act") and _NATIONAL_RE.search(name) is None


def _path_of_statutes(ref: Reference, state: str) -> Reference | None:
    """An act named after a division path (`Title 11, Chapter 13, Interlocal Cooperation Act`,
    `chapter 13, interlocal cooperation act`) in a code of `state`: the path is of the state's one
    body of statutes (`Utah Code`), which a code cites by title and chapter unnamed; None where
    the state has several bodies or none, or is unknown."""
    bodies = [b for b in _statutes_by_state().values() if b.jurisdiction == state]
    if not state or len(bodies) != 1:
        return None
    return Reference(
        CitationKind.EXTERNAL,
        "",
        code=bodies[0].name,
        external_title=ref.external_title,
        division=ref.division,
        jurisdiction=state,
    )
