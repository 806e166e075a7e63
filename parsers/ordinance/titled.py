"""Divisions cited with the divisions they are numbered in.

A chapter cited with the title it is numbered in: `Chapter 1, Title 10`, `Chapter 14 of Title
25`, `Title 5, Chapter 10`.

Codes that number chapters within titles print a chapter's sections with both numbers: `25-14-1`,
`5-10-1` (three-level hyphenated), `17.62.030` (dotted), or packed as `10-101` (title 10, chapter
1, section 01). The chapter such a phrase names is then the title's: `25-14`, `5-10`, `10-1`, never
a bare `Chapter 1` (another title's chapter 1, or nothing) nor the whole title. How the two numbers
join is read from the document's own numbers that start with them (its new text prints the
chapter's sections); where it prints none, the target stays as the phrase parser read it, since a
code may number its chapters across titles (`Title One, Chapter 135`, sections `135.01`).

A section cited at the end of the chain of divisions it stands in (`Part I "Administrative
Legislation", Chapter 5 "…", Part 2 "…", Article III "…", Section 5-27 "…" of the Nashua Revised
Ordinances`): the section is the target, the divisions before it its context, when its number
shows it is in the chapter (or title) the chain starts with (`5-27` of chapter `5`).
"""

from __future__ import annotations

import re
from dataclasses import replace

from parsers.grammar.joints import LIST_WORD, RANGE_WORD
from parsers.ordinance.targets import TargetPhrase, parse_target_phrase
from parsers.ordinance_records import Target, TargetKind
from parsers.schemes import PRINTED_NUMBER, split

# The chapter and its title, in either order, as the first citation of a phrase; not a section
# number called a chapter (`Title 17, Chapter 17.04.020`) nor a section named by three numbers
# (`Title 2, Chapter 4, Section 11`: `composed_paths.COMPOSED`).
TITLED_CHAPTER = re.compile(
    r"\b(?:Chapter\s+(?P<chapter>\d{1,3}[A-Z]?)\s*,?\s+(?:of\s+)?(?:the\s+)?Title\s+"
    r"(?P<title>\d{1,3})|Title\s+(?P<title_first>\d{1,3})\s*,?\s+(?:of\s+)?Chapter\s+"
    r"(?P<chapter_after>\d{1,3}[A-Z]?))(?![.\-]?\d|\s*,?\s*(?:Article|Section)\s+\d)",
    re.IGNORECASE,
)
# A digit before the citation: the phrase names something else first.
DIGIT = re.compile(r"\d")
# The kinds a phrase parser gives such a citation: the chapter's bare number, or the title.
READ_AS = frozenset({TargetKind.CHAPTER, TargetKind.TITLE})


def _joint(title: str, chapter: str, text: str) -> str | None:
    """How the document joins the title's and the chapter's numbers in the section numbers it
    prints (`25-14-1`, `17.62.030`, packed `10-101`): `-` or `.`; None when it prints none."""
    printed = re.compile(
        rf"(?<![\w.\-]){re.escape(title)}(?P<joint>[.\-]){re.escape(chapter)}"
        r"(?:[.\-]\d|\d{2}(?![\d.\-]))"
    )
    found = printed.search(text)
    return None if found is None else found.group("joint")


def titled_chapter(named: TargetPhrase, phrase: str, text: str) -> TargetPhrase:
    """The phrase's target as the chapter of the title it names with it, where the document's
    own numbers show how the two join (see the module); else `named` unchanged."""
    if len(named.targets) != 1 or named.targets[0].kind not in READ_AS:
        return named
    cited = TITLED_CHAPTER.search(phrase)
    if cited is None or DIGIT.search(phrase, 0, cited.start()) is not None:
        return named
    title = cited.group("title") or cited.group("title_first")
    chapter = cited.group("chapter") or cited.group("chapter_after")
    joint = _joint(title, chapter, text)
    if joint is None:
        return named
    return replace(named, targets=(Target(TargetKind.CHAPTER, f"{title}{joint}{chapter}"),))


# A section later in the same phrase: `…, Section 5-27 “Dating …”`.
LATER_SECTION = re.compile(rf"\b(?:Section|§)\s*(?={PRINTED_NUMBER})", re.IGNORECASE)
# A second number after the section (`Section 135.01 … and 135.02`): a list, not one section.
SEVERAL = re.compile(
    rf"(?<!\w)(?:{LIST_WORD}|{RANGE_WORD})\s+(?:Sections?\s+|§+\s*)?\d", re.IGNORECASE
)
# The divisions a chain may start with.
CHAIN_STARTS = frozenset({TargetKind.TITLE, TargetKind.CHAPTER, TargetKind.ARTICLE})


def _within(section: str, division: Target) -> bool:
    """Whether a section's number shows it is in the division (`5-27` in chapter `5`, `17.62.030`
    in chapter `17.62` or `Title 17`)."""
    parts = split(section)
    if parts.scheme is None:
        return False
    if division.kind is TargetKind.TITLE:
        return parts.title is not None and f"Title {parts.title}" == division.id
    return division.kind is TargetKind.CHAPTER and parts.chapter == division.id


def section_in_chain(
    named: TargetPhrase, phrase: str, style: str, title: str | None = None
) -> TargetPhrase:
    """The section a chain of divisions ends with, where its number shows it is in the division
    the chain starts with (see the module); else `named` unchanged."""
    if len(named.targets) != 1 or named.targets[0].kind not in CHAIN_STARTS:
        return named
    later = list(LATER_SECTION.finditer(phrase))
    if len(later) != 1 or SEVERAL.search(phrase, later[0].end()):
        return named  # several sections: the list's reader's, not one of them
    section = parse_target_phrase(phrase[later[0].start() :], title, style)
    ids = [t.id for t in section.targets]
    if len(ids) == 1 and _within(ids[0].split("(", 1)[0], named.targets[0]):
        return section
    return named
