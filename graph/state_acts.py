"""An act named with its state first (`New Mexico Open Meetings Act`, `the Georgia Animal
Protection Act`): a law of that state, codified in the state's statutes.

Where reporters-db knows the state by one body of statutes (its `leg_statute` entries, their
annotated editions one body: `N.M. Stat. Ann.` → `N.M. Stat.`), the act is outside law of that
body, unnumbered (the name gives no section); a state with several (Texas's subject codes,
Louisiana's, Massachusetts's two editions) or none leaves the act named as printed.
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


def state_act(name: str) -> Reference | None:
    """`New Mexico Open Meetings Act` → outside law of `N.M. Stat.`, no number, the act's name
    its title; None where the name opens with no state, or a state of several bodies."""
    m = _STATE_FIRST_RE.match(name)
    body = _statutes_by_state().get(m["state"]) if m else None
    if body is None:
        return None
    return Reference(
        CitationKind.EXTERNAL,
        "",
        code=body.name,
        external_title=name,
        jurisdiction=body.jurisdiction,
    )
