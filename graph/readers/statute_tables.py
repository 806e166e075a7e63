"""A table of the state's statutes an appendix prints (`Appendix B. TABLE OF PUBLIC ACTS
AFFECTING LOCAL GOVERNMENT`: `Animals 39-14-207 Humane society to have right of action …`):
each bare number of the statutes' shape is a section of the citing code's state's statutes.

Read only in a text whose heading (its first line) names a table of acts or statutes, and only
where the citing code's state has one body of statutes (`statutes.ONLY_STATUTES`); a number some
other reading covers keeps that reading, and an act named right after a number is its caption.

A state's statute reprinted in a section (`with_inserted_statute`: a county section inserting
`23-114.05 County zoning; …`, which cites `sections 23-114 to 23-115.02` with no body named):
the bare numbers take the state's one body only where that is certain: the text prints the
statute's catchline of their chapter, names that body before a number of the same shape (`Neb.
Rev. Stat. 28-106`), and the citing section is numbered unlike it (`Section 518`); else they
stay this code's, left unresolved by the resolver (a footnote's `§ 2-166 et seq.` is the code's).
"""

from __future__ import annotations

import re

import graph.statutes as statutes
from graph.copies import evolve
from graph.readers.cursor import Hit, Member, make_hit
from graph.records import CitationKind, Reference

# The heading of such a table: `TABLE OF PUBLIC ACTS`, `Table of State Statutes`, `TABLE OF
# STATE LAWS` (a few words between `of` and the kind of law).
_TABLE_HEADING_RE = re.compile(
    r"(?i)\btable\s+of\s+(?:[a-z]+\s+){0,3}(?:acts|statutes|state\s+laws?)\b"
)
# A bare statute number of at least three hyphen-joined parts (`39-14-207`, `62-6-102*`): the
# title-chapter-section shape a table lists, never a year, a count or a date.
_TABLE_NUMBER_RE = re.compile(r"(?<![\w.,/-])\d{1,3}[A-Z]?-\d{1,3}[A-Z]?-\d{1,5}(?![\w/-]|\.\d)")


def with_state_statutes(
    text: str, section: str, hits: tuple[Hit, ...], state: str
) -> tuple[Hit, ...]:
    """`hits` with the bare numbers of the state's statutes read as theirs: a table's
    (`with_statute_table`), a reprinted statute's (`with_inserted_statute`)."""
    return with_inserted_statute(text, section, with_statute_table(text, hits, state), state)


def with_statute_table(text: str, hits: tuple[Hit, ...], state: str) -> tuple[Hit, ...]:
    """`hits` with each bare statute number of a table of the state's statutes no hit covers;
    unchanged where the text is no such table or the state has no single body of statutes."""
    at = text.find("\n", 0, 200)
    heading = text[: at if at >= 0 else 200]  # the first line, a heading's length at most
    code = statutes.ONLY_STATUTES.get(state)
    if code is None or "ABLE" not in heading.upper() or not _TABLE_HEADING_RE.search(heading):
        return hits
    covered = [(h.start, h.end) for h in hits]
    found: list[Hit] = []
    for m in _TABLE_NUMBER_RE.finditer(text, len(heading)):
        if any(start < m.end() and m.start() < end for start, end in covered):
            continue
        ref = Reference(CitationKind.EXTERNAL, m[0], code=code, jurisdiction=state)
        found.append(make_hit(m.start(), m.end(), [Member(ref, m.start(), m.end())]))
    ends = {h.end for h in found}
    kept = [h for h in hits if not (h.named_law and _named_after(text, h.start, ends))]
    return tuple(sorted((*kept, *found), key=lambda h: h.start)) if found else hits


# Between a table's number and the act it names (`7-59-101 et seq. Cable Television Act`).
_NUMBER_TO_NAME_RE = re.compile(r"(?:\s+et\.?\s+seq\.?)?\s+$")


def _named_after(text: str, start: int, ends: set[int]) -> bool:
    """Whether a law named at `start` is a table's entry's caption: the number just before it
    (one of `ends`) is the citation, the name its title."""
    m = _NUMBER_TO_NAME_RE.search(text, max(0, start - 12), start)
    return m is not None and m.start() in ends


# A statute's chapter-dash number (`23-114`, `23-115.02`, `28-106`): two parts, the first one to
# three digits, the second up to five with a decimal; its shape is its count of hyphens.
_INSERTED_NUMBER_RE = re.compile(r"\d{1,3}[A-Z]?-\d{1,5}[A-Z]?(?:\.\d{1,3})?")


# A reprinted statute's catchline opening its line: its number, then its title (`23-114.05
# County zoning; violations; penalty; …`); its chapter (`23`) is the one its bare numbers share.
_CATCHLINE_RE = re.compile(
    r"^[ \t]*(?P<chapter>\d{1,3}[A-Z]?)-\d{1,5}[A-Z]?(?:\.\d{1,3})?[ \t]+[A-Z]", re.MULTILINE
)


def with_inserted_statute(
    text: str, section: str, hits: tuple[Hit, ...], state: str
) -> tuple[Hit, ...]:
    """`hits` with each bare section number of a reprinted statute made the state's statute:
    only where the state has one body of statutes, the text names it before a number of the
    chapter-dash shape, `section` (the citing section's number) is not of that shape, and the
    text prints a statute's catchline of the bare number's chapter (`23-114.05 County …`)."""
    code = statutes.ONLY_STATUTES.get(state)
    if code is None or not section or _INSERTED_NUMBER_RE.search(section):
        return hits
    named = [m.reference for h in hits for m in h.members if m.reference.code == code]
    if not any(_INSERTED_NUMBER_RE.fullmatch(ref.number) for ref in named):
        return hits
    chapters = {m["chapter"] for m in _CATCHLINE_RE.finditer(text)}
    out = [_as_statute(h, code, state) if _bare_statute(h, chapters) else h for h in hits]
    return tuple(out)


def _bare_statute(hit: Hit, chapters: set[str]) -> bool:
    """Whether every member of `hit` is a bare section number of the statute's shape in one
    of the reprinted statutes' `chapters`."""
    refs = [r for m in hit.members for r in (m.reference, m.through) if r is not None]
    return all(
        r.kind is CitationKind.SECTION
        and r.code is None
        and r.relative_to is None
        and _INSERTED_NUMBER_RE.fullmatch(r.number) is not None
        and r.number.split("-")[0] in chapters
        for r in refs
    )


def _as_statute(hit: Hit, code: str, state: str) -> Hit:
    """`hit` with each member (and range end) a section of the state's statutes `code`."""

    def outside(ref: Reference | None) -> Reference | None:
        if ref is None:
            return None
        return evolve(ref, kind=CitationKind.EXTERNAL, code=code, jurisdiction=state)

    members = tuple(
        evolve(m, reference=outside(m.reference), through=outside(m.through)) for m in hit.members
    )
    return evolve(hit, members=members)
