"""A new article added to a chapter: `Chapter 17 … is hereby further amended by adding a new
Article X as follows:` (Illinois, and codes that divide chapters into articles).

The sentence names the chapter as its target and the article only after the verb; the new
division is the article, numbered in its chapter (`17-X`: chapter 17, article X, as codes that
number articles by chapter write them), never a replacement of the chapter (which would repeal
every section of the chapter the new text omits).
"""

from __future__ import annotations

import re

from parsers.ordinance.building import Context, make_instruction
from parsers.ordinance.sections import RawSection
from parsers.ordinance.targets import TargetPhrase
from parsers.ordinance_records import Instruction, Target, TargetKind, Verb

# `by adding a new Article X`, `to add a new Article 14`, `by enacting a new .Article IV` (OCR may
# print a speck before the word): the article's label, a Roman or Arabic numeral.
NEW_ARTICLE = re.compile(
    r"\b(?:by\s+(?:adding|enacting|creating)|to\s+(?:add|enact|create))\s+(?:thereto\s+)?"
    r"(?:a\s+)?new\s+[.,'`]?Article\s+(?P<label>[IVXLC]{1,7}|\d{1,3}[A-Z]?)(?=[\s.,;:]|$)",
    re.IGNORECASE,
)


def new_article(
    section: RawSection, key: str, context: Context, named: TargetPhrase, body: str
) -> Instruction | None:
    """The new article a chapter's amending sentence adds (`NEW_ARTICLE`), or None when the
    sentence adds none or names no one chapter."""
    match = NEW_ARTICLE.search(section.heading)
    if match is None or len(named.targets) != 1:
        return None
    chapter = named.targets[0]
    if chapter.kind is not TargetKind.CHAPTER:
        return None
    article = article_in(chapter, match.group("label"))
    return make_instruction(section, key, context, Verb.ADD_CHAPTER, (article,), body)


def article_in(chapter: Target, label: str) -> Target:
    """The article `label` of `chapter`, numbered in its chapter (`17-X`)."""
    return Target(TargetKind.ARTICLE, f"{chapter.id}-{label.upper()}")
