"""A section of outside law left without its body, whose number opens with a chapter of a body
the text has cited before it: that body's section.

`… as provided by law and particularly by Chapter 414, Code of Iowa. … Notwithstanding Section
414.2, …`: the bare `Section 414.2` is read as outside law with no body named (the citing code
cannot number it), and the text has named the body whose chapter 414 it lies in. Only numbers
already read as outside law are given a body; a number the code could hold stays as it was, and
one that opens with the citing section's own chapter is never carried.
"""

from __future__ import annotations

import re
from dataclasses import replace

from graph.readers.cursor import Hit, Member
from graph.records import CitationKind, Reference, TextUnit

# A chapter of a body of law, as a citation's division names it alone: `ch. 414`, `ch. 36-71`.
_CHAPTER_DIVISION_RE = re.compile(r"ch\.\s(?P<chapter>\d{1,4}[A-Z]?(?:-\d{1,4}[A-Z]?)*)")
# What joins a chapter to its section's own part in a statute's number (`414.2`, `36-71-4`).
_JOINTS = (".", "-", ":")


def chapter_bodies(unit: TextUnit, hits: tuple[Hit, ...]) -> tuple[Hit, ...]:
    """Hits whose every member is outside law with no body named, and whose numbers open with a
    chapter of a body cited before them in the text (the nearest such citation), as that body's
    sections; a number that opens with the citing section's own chapter is left as it was."""
    chapters: list[tuple[str, Reference]] = []  # the chapters cited so far, nearest last
    out = list(hits)
    for at, hit in enumerate(hits):
        refs = [m.reference for m in hit.members]
        if chapters and all(_unnamed(r) for r in refs):
            body = _body_of(refs, chapters, unit.chapter)
            if body is not None:
                out[at] = replace(hit, members=tuple(_as_section(m, body) for m in hit.members))
        chapters += [(chapter, r) for r in refs if (chapter := _chapter_of(r))]
    return tuple(out)


def _unnamed(ref: Reference) -> bool:
    """Outside law with a section's number and no body named."""
    return ref.kind is CitationKind.EXTERNAL and ref.code is None and bool(ref.number)


def _chapter_of(ref: Reference) -> str:
    """The chapter a citation of a named body names alone (`Chapter 414, Code of Iowa` → `414`),
    or "" (a section, a title, no body)."""
    if ref.kind is not CitationKind.EXTERNAL or not ref.code or ref.number:
        return ""
    m = _CHAPTER_DIVISION_RE.fullmatch(ref.division)
    return m["chapter"] if m else ""


def _body_of(
    refs: list[Reference], chapters: list[tuple[str, Reference]], own: str | None
) -> Reference | None:
    """The body whose cited chapter every number of `refs` opens with (the nearest), or None."""
    for chapter, body in reversed(chapters):
        if chapter == own:
            return None  # the citing section's own chapter's number: never carried
        if all(r.number.startswith(tuple(chapter + j for j in _JOINTS)) for r in refs):
            return body
    return None


def _as_section(member: Member, body: Reference) -> Member:
    """A member (and its range's end) as a section of `body`, its chapter no longer named."""
    ref, through = member.reference, member.through
    section = replace(body, division="", number=ref.number, labels=ref.labels)
    if through is not None:
        through = replace(section, number=through.number, labels=through.labels)
    return replace(member, reference=section, through=through)
