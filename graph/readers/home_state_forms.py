"""An act a state's codes cite by its acronym alone (`MPC § 717.3(e)`, `§ 508 of the MPC`, `Part V
of the MPC`): within that state's codes only, the act of `graph.named_codes.CODIFIED_ACTS`.

A Pennsylvania code cites the Municipalities Planning Code as `the MPC`; elsewhere `MPC` may be
anything (a zone, another state's code), so the acronym is read only where the citing code's
state is the act's (`find_citations(state=…)`), printed with the state's name or not (`the
Pennsylvania MPC`; another name before it, `the Ohio MPC`, is not the act). The readers read
such numbers already, either as a body `MPC` of their own (`MPC § 717.3(e)`) or as numbers of no
named law (`§ 508` before `of the MPC`); this pass gives them the act's codified body and numbers
(53 P.S. § 10508), and reads a part of the act named by the acronym (`Part V of the MPC`: its
first section, 53 P.S. § 10501).

A state's administrative code whose chapters its agencies' prefixes name (Wisconsin's `COMM 82 &
83`, `NR 811`, `Chapters ADM 65`) is read so within that state's codes only (`NR 811` may be a
zone's elsewhere): a chapter of that code, where no other reading covers it.
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


# Each state's administrative code whose chapters are named by their agency's prefix, and those
# prefixes (Wisconsin's: `COMM 82`, `NR 811`, `ADM 65`, `ATCP 93`, `SPS 383`, `Trans 305`).
AGENCY_CHAPTERS: dict[str, tuple[str, tuple[str, ...]]] = {
    "WI": ("Wis. Admin. Code", ("ADM", "ATCP", "COMM", "DHS", "DNR", "NR", "PSC", "SPS", "Trans")),
}
# An agency's chapter, or a list of its chapters, its word before it or not: `COMM 82 & 83`,
# `Chapters ADM 65`, `NR 811 and 812` (the prefix checked against the state's; a chapter's section,
# `NR 115.05`, is left unread).
_AGENCY_CHAPTER_RE = re.compile(
    r"(?P<prefix>[A-Z][A-Za-z]{1,4})\s+(?P<n>\d{1,3})(?![\d.\-:]\d|\.?\d)"
)
# The word that may stand before it: `Chapters `, `ch. `.
_CHAPTER_WORD_RE = re.compile(r"(?<![\w.])(?:Chapters?|[Cc]hs?\.)\s*$")
# A further chapter of the same agency in a list: ` & 83`, `, 812`, ` and 812`.
_MORE_CHAPTER_RE = re.compile(r"\s*(?:&|,|and)\s*(?P<n>\d{1,3})(?![\d.\-:]\d|\w)")


def with_state_acts(text: str, hits: tuple[Hit, ...], state: str) -> tuple[Hit, ...]:
    """`hits` with the acts their state's codes cite by acronym read as those acts, and the
    chapters of its administrative code named by agency (see the module's doc); unchanged where
    the text holds none of the state's acronyms or prefixes."""
    known = STATE_ACRONYMS.get(state)
    if known is not None and any(acronym in text for acronym in known[1]):
        name, acronyms = known
        out = [_read(text, hit, name, acronyms) for hit in hits]
        hits = tuple(sorted((*out, *_parts(text, out, name, acronyms)), key=lambda h: h.start))
    agencies = AGENCY_CHAPTERS.get(state)
    if agencies is not None and any(f"{prefix} " in text for prefix in agencies[1]):
        found = _agency_chapters(text, hits, *agencies)
        hits = tuple(sorted((*hits, *found), key=lambda h: h.start)) if found else hits
    return hits


def _agency_chapters(
    text: str, hits: tuple[Hit, ...], code: str, prefixes: tuple[str, ...]
) -> list[Hit]:
    """Each chapter of `code` named by its agency's prefix that no hit covers, one member each
    (`COMM 82 & 83`: COMM 82 and COMM 83)."""
    found: list[Hit] = []
    for prefix in prefixes:
        at = text.find(f"{prefix} ")
        while at >= 0:
            m = _AGENCY_CHAPTER_RE.match(text, at, at + len(prefix) + 12)
            word = _CHAPTER_WORD_RE.search(text, max(0, at - 12), at)
            start = word.start() if word else at
            at = text.find(f"{prefix} ", at + 1)
            if m is None or m["prefix"] != prefix or (start and text[start - 1].isalnum()):
                continue
            if any(h.start < m.end() and start < h.end for h in (*hits, *found)):
                continue
            members = [_chapter(code, prefix, m["n"], start, m.end())]
            end = m.end()
            while more := _MORE_CHAPTER_RE.match(text, end):
                members.append(_chapter(code, prefix, more["n"], more.start("n"), more.end()))
                end = more.end()
            found.append(Hit(start, end, tuple(members)))
    return found


def _chapter(code: str, prefix: str, number: str, start: int, end: int) -> Member:
    """A member naming chapter `prefix number` of `code` (`Wis. Admin. Code ch. COMM 82`)."""
    ref = Reference(
        EXTERNAL,
        code=code,
        division=f"ch. {prefix} {number}",
        jurisdiction=statutes.jurisdiction_of(code),
    )
    return Member(ref, start, end)


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
