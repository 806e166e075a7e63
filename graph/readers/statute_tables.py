"""A table of the state's statutes an appendix prints (`Appendix B. TABLE OF PUBLIC ACTS
AFFECTING LOCAL GOVERNMENT`: `Animals 39-14-207 Humane society to have right of action …`):
each bare number of the statutes' shape is a section of the citing code's state's statutes.

Read only in a text whose heading (its first line) names a table of acts or statutes, and only
where the citing code's state has one body of statutes (`statutes.ONLY_STATUTES`); a number some
other reading covers keeps that reading, and an act named right after a number is its caption.
"""

from __future__ import annotations

import re

import graph.statutes as statutes
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
