"""The chapter of a section whose excerpt opens under an article heading that numbers the
registry's chapter (`benchmarks/wide_units.py`): Roswell's `Article 10.6 - Financial
Institutions` over `Section 10.6.1` is article `10.6` of chapter `10`. The whole code prints the
chapter's own heading (`Chapter 10 - …`) before it, which the excerpt cut away: a build of the
code knows the chapter from there, as `heading_chapter` reads it where the excerpt keeps it."""

from __future__ import annotations

import re

# A dotted article heading that opens its line (`Article 10.6 - Financial Institutions`,
# `ARTICLE 6.1. IN GENERAL`): the article's number, two parts, then the heading's separator.
DOTTED_ARTICLE_HEADING_RE = re.compile(
    r"(?m)^[#>*\s]*(?:ARTICLE|Article)\s+(?P<number>\d{1,3}\.\d{1,3})\.?[ \t]*[-–—:]"
)


def dotted_article_chapter(text: str, upto: int, chapter: str | None) -> str | None:
    """The first part of the registry's `chapter` (`10.6` → `10`) where the last dotted article
    heading before `upto` (or, where none, the first in the text) numbers it; `chapter` else."""
    if chapter is None or "." not in chapter:
        return chapter
    heads = (
        list(DOTTED_ARTICLE_HEADING_RE.finditer(text, 0, upto))
        or list(DOTTED_ARTICLE_HEADING_RE.finditer(text))[:1]
    )
    if not heads or heads[-1]["number"] != chapter:
        return chapter
    return chapter.split(".", 1)[0]
