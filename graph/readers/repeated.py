"""A chapter of outside law cited again in the same words without its body.

`The city hereby adopts chapter 214, subchapter A, of the Texas Local Government Code … In the
event that any provision of this article conflicts with chapter 214, subchapter A, …`: the later
`chapter 214, subchapter A` is printed as the earlier citation opens, and the earlier one names a
state's statutes; it is that body's chapter (and subchapter), never this code's. Only a bare
chapter the earlier external citation opens with in the same words is read so, and never one
numbered as the text's own chapter; anything else stays as the grammar read it.
"""

from __future__ import annotations

import re

import graph.statutes as statutes
from graph.readers.cursor import Hit, Member, make_hit
from graph.records import CitationKind, Reference

# A subchapter printed after a bare chapter: `, subchapter A` of `chapter 214, subchapter A`.
_SUBCHAPTER_AFTER_RE = re.compile(r",?\s+[Ss]ubchapter\s+(?P<n>[A-Z]|\d{1,3})\b")


def repeated_chapters(text: str, hits: tuple[Hit, ...], own: str | None) -> tuple[Hit, ...]:
    """`hits` with every bare chapter that repeats the opening words of an earlier citation of a
    state's statutes (`chapter 214` after `chapter 214, subchapter A, of the Texas Local
    Government Code`) read as that body's; `own`: the text's own chapter (never so read)."""
    if "hapter" not in text:
        return hits
    earlier: list[tuple[str, Reference]] = []  # (the opening words, lower case; the body)
    kept: list[Hit] = []
    end = -1
    for hit in hits:
        if hit.start < end:
            continue  # inside a repeated chapter's subchapter, read with it
        first = hit.members[0].reference
        if first.kind is CitationKind.CHAPTER and not first.code and first.number != own:
            printed = text[hit.start : hit.end].lower()
            body = next((ref for words, ref in earlier if _opens(words, printed)), None)
            if body is not None and len(hit.members) == 1:
                hit = _as_body(text, hit, first.number, body)
                end = hit.end
        kept.append(hit)
        ref = hit.members[0].reference
        if ref.kind is CitationKind.EXTERNAL and ref.jurisdiction and "ch." in ref.division:
            earlier.append((text[hit.start : hit.end].lower(), ref))
    return tuple(kept)


def _opens(words: str, printed: str) -> bool:
    """Whether `words` open with `printed` whole (`chapter 214,` with `chapter 214`, never
    `chapter 2`)."""
    after = words[len(printed) : len(printed) + 1]
    return words.startswith(printed) and not (after.isalnum() or after in ".-")


def _as_body(text: str, hit: Hit, chapter: str, body: Reference) -> Hit:
    """The bare chapter as `body`'s, with the subchapter printed after it where the earlier
    citation names the same one."""
    printed, end = f"Chapter {chapter}", hit.end
    sub = _SUBCHAPTER_AFTER_RE.match(text, hit.end)
    if sub and f"subch. {sub['n']}" in body.division:
        printed, end = f"{printed}, Subchapter {sub['n']}", sub.end()
    ref = Reference(
        CitationKind.EXTERNAL,
        code=body.code,
        division=statutes.divisions(printed, body.code or ""),
        jurisdiction=body.jurisdiction,
    )
    return make_hit(hit.start, end, [Member(ref, hit.start, end)])
