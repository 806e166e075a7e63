"""An outside statute's number spelled out by its divisions beside it: that statute, never
this code's.

A text that cites a state statute by its number (`(1976 SC Code §5-7-30)`) may say in the same
passage what the number means, division by division (`means Title 5, Chapter 7, Section 30`).
Read alone, those divisions look like this code's own title, chapter and section. When the
numbers of a run of such divisions, outermost first, are the parts of a nearby statute's number
(or its leading parts), the run restates that statute: one citation of it, with its body.
"""

from __future__ import annotations

import re
from dataclasses import replace

from graph.readers.cursor import Hit, Member, make_hit
from graph.records import CitationKind, Reference

EXTERNAL = CitationKind.EXTERNAL
# The divisions a run spells a statute's number with (a bare section is read as outside law with
# no body named when the city's code has no sections of that shape: `EXTERNAL` without a code).
_DIVISION_KINDS = frozenset(
    {CitationKind.TITLE, CitationKind.CHAPTER, CitationKind.ARTICLE, CitationKind.SECTION, EXTERNAL}
)
# Between two divisions of one run: a comma, white space (a line break too), no other word
# (`Title 5, Chapter 7,\nSection 30`).
_RUN_GAP_RE = re.compile(r",?[ \t]*\n?[ \t]*")
# What separates the levels of a statute's number (`5-7-30`, `40:55D-25`, `8.10.2`).
_JOINT_RE = re.compile(r"[-:.]")
# The separators themselves, kept to write the run's number as the statute prints it.
_SEPARATORS_RE = re.compile(r"[^-:.]+")
# How far from the statute a run may sit: the same passage (no blank line between them).
_NEAR = 240
_BLANK_LINE_RE = re.compile(r"\n[ \t]*\n")


def restated(text: str, hits: tuple[Hit, ...]) -> tuple[Hit, ...]:
    """Each run of bare divisions whose numbers are a nearby statute's number's parts, read as a
    citation of that statute."""
    statutes = [
        m.reference
        for h in hits
        for m in h.members
        if m.reference.kind is EXTERNAL
        and m.reference.code
        and _JOINT_RE.search(m.reference.number)
    ]
    if not statutes:
        return hits
    out: list[Hit] = []
    at = 0
    while at < len(hits):
        run = _run(text, hits, at)
        statute = _statute(text, run, statutes) if run else None
        if statute is None:
            out.append(hits[at])
            at += 1
            continue
        out.append(statute)
        at += len(run)
    return tuple(out)


def _run(text: str, hits: tuple[Hit, ...], at: int) -> list[Hit]:
    """The hits from `at` on that are each one bare division, joined by commas or spaces."""
    run: list[Hit] = []
    for hit in hits[at:]:
        if not _bare_division(hit) or (
            run and not _RUN_GAP_RE.fullmatch(text, run[-1].end, hit.start)
        ):
            break
        run.append(hit)
    return run


def _bare_division(hit: Hit) -> bool:
    if len(hit.members) != 1 or hit.members[0].through is not None:
        return False
    ref = hit.members[0].reference
    return (
        ref.kind in _DIVISION_KINDS
        and not ref.code
        and not ref.labels
        and ref.relative_to is None
        and bool(ref.number)
    )


def _parts(run: list[Hit]) -> list[str]:
    parts: list[str] = []
    for hit in run:
        ref = hit.members[0].reference
        if ref.within:  # `Title 2, Chapter 4` joined: chapter 4 within 2
            parts.append(ref.within)
        parts.append(ref.number)
    return parts


def _statute(text: str, run: list[Hit], statutes: list[Reference]) -> Hit | None:
    """The run as one citation of the statute in its passage whose number it spells, if any."""
    parts = [x.casefold() for x in _parts(run)]
    start, end = run[0].start, run[-1].end
    passage = text[max(0, start - _NEAR) : min(len(text), end + _NEAR)]
    for ref in statutes:
        numbers = [x.casefold() for x in _JOINT_RE.split(ref.number)]
        if len(parts) < 2 or numbers[: len(parts)] != parts or ref.number not in passage:
            continue
        where = passage.find(ref.number) + max(0, start - _NEAR)
        if _BLANK_LINE_RE.search(text, min(where, start), max(where, end)):
            continue
        separators = _SEPARATORS_RE.sub("", ref.number)
        number = parts[0] + "".join(s + n for s, n in zip(separators, parts[1:], strict=False))
        cited = replace(ref, number=number if len(parts) == len(numbers) else "", labels=())
        if len(parts) < len(numbers):  # `Title 5, Chapter 7`: a division of that statute
            cited = replace(cited, division=collapsed_run(text, start, end))
        return make_hit(start, end, [Member(cited, start, end)])
    return None


def collapsed_run(text: str, start: int, end: int) -> str:
    """The run's words, white space collapsed (`Title 5, Chapter 7`)."""
    return " ".join(text[start:end].split())
