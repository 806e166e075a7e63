"""An act a state's codes cite by its acronym alone (`MPC § 717.3(e)`, `§ 508 of the MPC`, `Part V
of the MPC`): within that state's codes only, the act of `graph.named_codes.CODIFIED_ACTS`.

A Pennsylvania code cites the Municipalities Planning Code as `the MPC`; elsewhere `MPC` may be
anything (a zone, another state's code), so the acronym is read only where the citing code's
state is the act's (`find_citations(state=…)`), or the state is printed before it (`the
Pennsylvania MPC`). The readers read such numbers already, either as a body `MPC` of their own
(`MPC § 717.3(e)`) or as numbers of no named law (`§ 508` before `of the MPC`); this pass gives
them the act's codified body and numbers (53 P.S. § 10508), and reads a part of the act named
by the acronym (`Part V of the MPC`: its first section, 53 P.S. § 10501).
"""

from __future__ import annotations

import re
from dataclasses import replace

import graph.named_codes as named_codes
import graph.statutes as statutes
from graph.readers.cursor import Hit, Member, make_hit
from graph.records import CitationKind, Reference

EXTERNAL = CitationKind.EXTERNAL
# The kinds of reading a section of the act may have had (`§ 508`: a section, or outside law).
_SECTIONS = frozenset({EXTERNAL, CitationKind.SECTION, CitationKind.SUBSECTION})
# Each state's acronyms of acts it codifies (a USPS code → acronym → the act's name in
# `CODIFIED_ACTS`), with the state's name as printed before the acronym.
STATE_ACRONYMS: dict[str, tuple[str, dict[str, str]]] = {
    "PA": ("Pennsylvania", {"MPC": "Pennsylvania Municipalities Planning Code"}),
}
# The acronym after a citation's numbers: ` of the MPC`, `, of the Pennsylvania MPC` (the name
# checked against the state's acronyms; no longer word after it).
_OF_ACRONYM_RE = re.compile(
    r",?\s+of\s+(?:the\s+)?(?:(?P<state>[A-Z][a-z]+)\s+)?(?P<name>[A-Z]{2,6})\b"
)
# A part of the act before the acronym: `Part V of the `, `Article IX of the Pennsylvania `.
_PART_BEFORE_RE = re.compile(
    r"(?<![\w])(?:Part|Article)\s+(?P<n>[IVXL]{1,6}|\d{1,2})\s+of\s+(?:the\s+)?"
    r"(?:(?P<state>[A-Z][a-z]+)\s+)?$"
)


def with_state_acts(text: str, hits: tuple[Hit, ...], state: str) -> tuple[Hit, ...]:
    """`hits` with the acts their state's codes cite by acronym read as those acts (see the
    module's doc); unchanged where the text holds none of the state's acronyms."""
    known = STATE_ACRONYMS.get(state)
    if known is None or not any(acronym in text for acronym in known[1]):
        return hits
    name, acronyms = known
    out = [_read(text, hit, name, acronyms) for hit in hits]
    return tuple(sorted((*out, *_parts(text, out, name, acronyms)), key=lambda h: h.start))


def _act(acronyms: dict[str, str], acronym: str) -> named_codes.CodifiedAct | None:
    name = acronyms.get(acronym)
    return named_codes.CODIFIED_ACTS.get(name) if name else None


def _read(text: str, hit: Hit, state_name: str, acronyms: dict[str, str]) -> Hit:
    """The hit's members of the act: those read as a body named by the acronym, or, before `of
    the MPC`, those of no named law (the hit then ends after the acronym)."""
    tail = _OF_ACRONYM_RE.match(text, hit.end)
    if tail and tail["state"] not in (None, state_name):
        tail = None
    after = _act(acronyms, tail["name"]) if tail else None
    members = list(hit.members)
    for at, member in enumerate(members):
        ref = member.reference
        act = _act(acronyms, ref.code) if ref.code else after if ref.code is None else None
        if act is not None and ref.number and ref.kind in _SECTIONS and not ref.relative_to:
            members[at] = replace(member, reference=_codified(ref, act))
    if members == list(hit.members):
        return hit
    end = tail.end() if after is not None and tail is not None else hit.end
    return make_hit(hit.start, end, members, named_law=hit.named_law)


def _codified(ref: Reference, act: named_codes.CodifiedAct) -> Reference:
    """`ref`'s number as a section of the body `act` is codified in (`508` → 53 P.S. § 10508)."""
    return replace(
        ref,
        kind=EXTERNAL,
        number=named_codes.codified_number(act, ref.number),
        code=act.body,
        external_title=act.title,
        division="",
        jurisdiction=statutes.jurisdiction_of(act.body),
    )


def _parts(text: str, hits: list[Hit], state_name: str, acronyms: dict[str, str]) -> list[Hit]:
    """`Part V of the MPC`: the act's part by its first section, where no hit is read there."""
    found: list[Hit] = []
    for acronym in acronyms:
        at = text.find(acronym)
        while at >= 0:
            end = at + len(acronym)
            part = _PART_BEFORE_RE.search(text, max(0, at - 40), at)
            act = _act(acronyms, acronym)
            whole = not text[end : end + 1].isalnum() and not text[at - 1 : at].isalnum()
            if part and act and whole and part["state"] in (None, state_name):
                first = named_codes.article_section(act, part["n"])
                free = not any(h.start < end and part.start() < h.end for h in hits)
                if first and free:
                    ref = replace(_codified(Reference(EXTERNAL, ""), act), number=first)
                    found.append(make_hit(part.start(), end, [Member(ref, part.start(), end)]))
            at = text.find(acronym, end)
    return found
