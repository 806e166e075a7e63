"""Chapters inside an appendix of a chapter, as an older code numbered them (Kansas City's
`Chapter 80 … Appendix A, Chapters 2 (Land Use Controls) and 4 (…)`, `new Chapter 2 and Chapter
4, Appendix A`): the chapters are the appendix's, the appendix the chapter's its sentence cited.

A pass over the merged hits (`graph.find.scan`): an appendix named alone (`graph.readers.units`)
with chapters listed right after it (`Appendix A, Chapters 2 and 4`) takes as its parent the
plain chapter cited last before it in its sentence (`within` `Chapter 80`; an appendix holding no
chapters is left to the resolver's own search); those chapters, and the chapters listed before an
appendix and ending on it (`Chapter 2 and Chapter 4, Appendix A`), are that appendix's (their
`within` the appendix's id, `Chapter 80, Appendix A`). The resolver links them only where the
outline holds them (`graph.resolve.units`).
"""

from __future__ import annotations

import re

from graph.readers.cursor import Hit, Member, evolve
from graph.records import CitationKind

K = CitationKind
# An appendix's name as the units reader gives it: `Appendix A`, `Appendix 3`.
_APPENDIX_RE = re.compile(r"Appendix [A-Z0-9]{1,3}")
# An appendix named at the end of a chapter's hit: `Chapter 4,⏎Appendix A`.
_APPENDIX_AT_END_RE = re.compile(r",\s*(?P<name>Appendix [A-Z0-9]{1,3})$")
# Between an appendix and the chapters it holds: a comma (`Appendix A, Chapters 2`).
_COMMA_RE = re.compile(r",\s*")
# Between two chapters' hits of one list: `Chapter 2 and Chapter 4`.
_AND_RE = re.compile(r"\s+and\s+")
# A sentence's end between a chapter and the appendix named after it.
_SENTENCE_END_RE = re.compile(r"[.;:](?:\s|$)")


def in_appendices(text: str, hits: tuple[Hit, ...]) -> tuple[Hit, ...]:
    """`hits` with each appendix given its sentence's chapter, and the chapters it holds."""
    if "Appendix" not in text:
        return hits
    out = list(hits)
    for i, hit in enumerate(out):
        if _appendix_alone(hit) and i + 1 < len(out) and _joined(text, _COMMA_RE, hit, out[i + 1]):
            # an appendix that holds chapters (`Appendix A, Chapters 2 and 4`): a chapter's
            name = hit.members[0].reference.number
            parent = _chapter_before(text, out, i)
            out[i] = _within(hit, f"Chapter {parent}" if parent else "", K.DIVISION)
            held = f"Chapter {parent}, {name}" if parent else name
            out[i + 1] = _within(out[i + 1], held, K.CHAPTER)
        elif _chapters(hit) and (end := _APPENDIX_AT_END_RE.search(text, hit.start, hit.end)):
            listed = _listed(text, out, i)
            parent = _chapter_before(text, out, i - 1 if listed else i)
            held = f"Chapter {parent}, {end['name']}" if parent else end["name"]
            out[i] = _within(hit, held, K.CHAPTER)
            if listed:
                out[i - 1] = _within(out[i - 1], held, K.CHAPTER)
    return tuple(out)


def _appendix_alone(hit: Hit) -> bool:
    ref = hit.members[0].reference
    return (
        len(hit.members) == 1
        and ref.kind is K.DIVISION
        and not ref.within
        and _APPENDIX_RE.fullmatch(ref.number) is not None
    )


def _chapters(hit: Hit) -> bool:
    """Every member a plain chapter of this code (no parent, no other body)."""
    return all(
        m.reference.kind is K.CHAPTER and not m.reference.within and not m.reference.code
        for m in hit.members
    )


def _joined(text: str, joint: re.Pattern[str], first: Hit, second: Hit) -> bool:
    return _chapters(second) and joint.fullmatch(text, first.end, second.start) is not None


def _listed(text: str, hits: list[Hit], i: int) -> bool:
    """The chapters' hit before `hits[i]` is the first half of its list (`Chapter 2 and`)."""
    return i > 0 and _joined(text, _AND_RE, hits[i - 1], hits[i])


def _chapter_before(text: str, hits: list[Hit], i: int) -> str:
    """The number of the plain chapter cited last before `hits[i]` in its sentence, or ""."""
    for hit in reversed(hits[:i]):
        if _SENTENCE_END_RE.search(text, hit.end, hits[i].start):
            return ""
        if len(hit.members) == 1 and _chapters(hit):
            return hit.members[0].reference.number
    return ""


def _within(hit: Hit, parent: str, kind: CitationKind) -> Hit:
    """`hit` with its members of `kind` placed within `parent` (unchanged for no parent)."""
    if not parent:
        return hit

    def placed(m: Member) -> Member:
        if m.reference.kind is not kind:
            return m
        return evolve(m, reference=evolve(m.reference, within=parent))

    return evolve(hit, members=tuple(placed(m) for m in hit.members))
