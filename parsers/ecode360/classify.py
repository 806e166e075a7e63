"""What each paragraph of an export is: chapter or structure line, section heading, history
note, editor's note, prior-legislation note, or text.

Section numbers are matched in the document's numbering scheme (`schemes`), so a reference of
another shape at the start of a line is never a heading.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache

from parsers.ecode360.items import Item, Kind
from parsers.history import looks_like_history
from parsers.schemes import Scheme, number_pattern
from parsers.subsections import match_label

# A bullet glyph ecode360 prints before list paragraphs (`•`, and `-` in some renderings),
# with the indentation around it.
BULLET = re.compile(r"^\s*[•▪◦●\-–*]\s+")

# The small words a title-case heading leaves in lower case (`Permit Review and Decisions`).
TITLE_SMALL_WORDS = r"a|an|and|as|at|by|for|from|in|of|on|or|the|to|with|&"

# A title after a structure word and its number: after a dash anything; otherwise in capitals
# (`PERMIT REVIEW AND DECISIONS`) or in title case (`Zoning`, `Payment of Claims`, `Boards,
# Commissions and Committees`: a comma may close a word), so that `Chapter 17.84 (Appeals) of
# this title` is not a heading. Empty for a bare `Chapter 24`, whose name is printed on the next
# line.
_TITLE = (
    r"(?:[—–-]+\s*(?P<title>\S.*?)|(?P<caps>[A-Z][A-Z0-9 ,;:'’&/()\-—–]+)"
    r"|(?P<words>[A-Z][\w'’/-]*(?:,?\s+(?:[A-Z(][\w'’/)-]*|" + TITLE_SMALL_WORDS + r"))*))?"
)

# A chapter line: `Chapter 17.62 — PERMIT REVIEW AND DECISIONS`, `Chapter 18.05. INTRODUCTION
# …`, `CHAPTER 15.04`, `Chapter 24`, `Chapter 19:2`.
CHAPTER = re.compile(
    r"^(?:Chapter|CHAPTER)\s+(?P<id>\d+[A-Z]?(?:[.:]\d+[A-Z]?)?)\.?\s*" + _TITLE + r"\s*$"
)

# A structure line above or inside chapters: `Article 2 — COMMUNITY AND PROJECT DESIGN`,
# `Title 18. Zoning`, `Division I. INTRODUCTION AND GENERAL PROVISIONS`, `ARTICLE I`, `Part 2`.
STRUCTURE = re.compile(
    r"^(?P<word>Title|Article|Part|Division|Subchapter|Subpart|TITLE|ARTICLE|PART|DIVISION"
    r"|SUBCHAPTER|SUBPART)\s+(?P<id>[\dIVXLC]+[A-Z]?)\b[.:]?\s*" + _TITLE + r"\s*$"
)

# An editor's or code reviser's note, possibly numbered as the footnote it is (`10. Editor's
# Note: …`, `2. Code reviser's note: …`).
EDITOR_NOTE = re.compile(
    r"^(?:\[?(?P<number>\d{1,3})[.\]]\s*)?(?:Editor|Code\s+reviser|Reviser)['’]s\s+[Nn]ote"
    r"\s*:?\s*(?P<text>.*)$"
)

# `Prior legislation: Ords. 668, 969, …`: the ordinances a title or chapter replaced.
PRIOR_LEGISLATION = re.compile(r"^Prior\s+legislation\s*:", re.IGNORECASE)

# Markers of omitted pictures and the delimiters of their text.
PICTURE_MARK = re.compile(r"^==>\s*picture\b.*<==$")
PICTURE_START = re.compile(r"^-{3,}\s*Start of picture text\s*-{3,}$")
PICTURE_END = re.compile(r"^-{3,}\s*End of picture text\s*-{3,}$")

# A parenthesized note closing a paragraph, `… of this title. (A (part), 2004; Ord. 766 § 2 Exh)`:
# one level of nested parentheses allowed, as in `(part)` and `2(C)`.
INLINE_NOTE = re.compile(r"\s\((?P<note>(?:[^()]|\([^()]*\))*)\)\s*$")

# A bracketed note closing a paragraph or a heading: `… candidate. [Amended 12-11-2002 by Ord.
# No. 16-2002]`; `looks_like_history` decides (`[elected to new positions …]` is text).
INLINE_BRACKET = re.compile(r"\s\[(?P<note>[^\[\]]*)\]\s*$")

# A chapter's note, `[HISTORY: Adopted by … by Ord. No. 314. Amendments noted …]`.
CHAPTER_HISTORY = re.compile(r"^\[\s*HISTORY\s*:", re.IGNORECASE)

# A table or figure caption starting a paragraph: `Table 2-5 …`, `Figure 2-1. Building Placement`.
CAPTION = re.compile(r"^(?:Table|Figure)\s+\d+[A-Z]?-\d+[A-Z]?\b")

# Where a sentence may end: a paragraph ending otherwise continues after a page break.
TERMINAL = (".", ":", ";", "!", "?")

# A caption alone on its line, `Table 2-4`: how a table drawn on the page (not as a picture)
# reaches the text when the reader did not mark its rows.
BARE_TABLE = re.compile(r"^Table\s+\d+[A-Z]?-\d+[A-Z]?\.?$")


@dataclass(frozen=True, slots=True)
class Patterns:
    """The section-number patterns of one numbering scheme."""

    # A section heading: `§ 17.62.030. Limited term permit.` (the period after the number is
    # optional; the title starts with a capital, a quote (`"A."`), or is `(Reserved)` /
    # `[Reserved]`, and ends as a title does: with a period, parenthesis or bracket, a footnote
    # marker perhaps glued to it — never mid-sentence like a wrapped cross-reference).
    heading: re.Pattern[str]
    # Several sections under one heading: `§ 60-5. through § 60-6. (Reserved)`.
    range: re.Pattern[str]
    # A heading whose title ecode360 printed without its closing period, alone on its line:
    # `§ 40-225. Trustees of the Public Library`, `§ 40-205. School Committee` (then
    # `(Reserved)`). Only with the period after the number that headings print, and a short
    # title in title case (`TITLE_SMALL_WORDS` aside), so a wrapped sentence (`§ 40-5. The Board
    # shall appoint`) is not one.
    open_heading: re.Pattern[str]
    # A heading's number and title before the history note closing its line, the title's period
    # missing: `§ 10-116. Select Board [Added 4-30-2019 ATM, approved 9-5-2019]` (the note,
    # read as history, is what shows the line is a heading).
    noted_heading: re.Pattern[str]


@cache
def patterns(scheme: Scheme | None) -> Patterns:
    number = number_pattern(scheme)
    return Patterns(
        re.compile(
            rf"^§\s*(?P<number>{number})\.?\s*"
            r"(?P<title>[\"“‘']?[A-Z(\[][^§]*?[.)\]”\"’](?:\d{1,3})?)\s*$"
        ),
        re.compile(
            rf"^§§?\s*(?P<first>{number})\.?\s*(?:through|thru|to|–|—|-)\s*§?\s*"
            rf"(?P<last>{number})\.?\s*(?P<title>[^§]*?)\s*$"
        ),
        re.compile(
            rf"^§\s*(?P<number>{number})\.\s+"
            r"(?P<title>[A-Z][\w'’/-]*(?:,?\s+(?:[A-Z][\w'’/-]*|" + TITLE_SMALL_WORDS + r"))*)$"
        ),
        re.compile(rf"^§\s*(?P<number>{number})\.?\s*(?P<title>[\"“‘']?[A-Z(\[][^§]*?)\s*$"),
    )


# The longest title `open_heading` takes: a line of body text is longer.
MAX_OPEN_TITLE = 80


# The first characters of what `starts_block` looks for with a pattern: bullets, the structure
# words, `Table`/`Figure`, an editor's note (its footnote number, `[`, `Editor`, `Code`,
# `Reviser`); a paragraph opening otherwise is not matched against them (most paragraphs).
BLOCK_OPENERS = frozenset("•▪◦●-–*CTFAPDSERc[ \t0123456789")


def starts_block(text: str) -> bool:
    """Whether a paragraph begins with something that always opens a new paragraph."""
    if text.startswith(("§", "(", "==>", "[", "-----")) or match_label(text) is not None:
        return True
    if not text or text[0] not in BLOCK_OPENERS:
        return False
    return (
        BULLET.match(text) is not None
        or CHAPTER.match(text) is not None
        or CAPTION.match(text) is not None
        or EDITOR_NOTE.match(text) is not None
        or STRUCTURE.match(text) is not None
    )


def _closing(text: str) -> int | None:
    """Where the bracket the paragraph opens with closes, if it does."""
    depth = 0
    for index, char in enumerate(text):
        depth += char in "(["
        depth -= char in ")]"
        if depth == 0:
            return index
    return None


def _enclosed(text: str) -> bool:
    """Whether the whole paragraph is one parenthesised or bracketed group: the bracket it
    opens with closes at its end (`(1) Harbor Manager. [Amended …]` is not)."""
    if not text or text[0] not in "([" or text[-1] != {"(": ")", "[": "]"}[text[0]]:
        return False
    return _closing(text) == len(text) - 1


def _title(match: re.Match[str]) -> str:
    return (match.group("title") or match.group("caps") or match.group("words") or "").strip()


def _split_note(item: Item, text: str, cut: int, bracketed: bool) -> list[Item]:
    """`item` cut at `cut` into its text (or heading) and the note that closes it."""
    note_start = item.end - (len(text) - cut - 1)
    head = item._replace(text=text[:cut].rstrip(), end=max(item.start, note_start - 1))
    note = item._replace(
        kind=Kind.HISTORY,
        text=text[cut + 1 :].strip(),
        start=max(item.start, note_start),
        starts_block=True,
        first_on_page=False,
        groups=(),
        markers=(),
        bracketed=bracketed,
    )
    return [head, note]


def _trailing_note(item: Item, text: str) -> list[Item] | None:
    """A paragraph closed by a history note in parentheses or brackets, as two items."""
    if text.endswith(")") and "Ord" in text:
        inline = INLINE_NOTE.search(text)
        if inline is not None and looks_like_history(inline.group("note")):
            return _split_note(item, text, inline.start(), False)
    if text.endswith("]"):
        bracket = INLINE_BRACKET.search(text)
        if bracket is not None and looks_like_history(bracket.group("note")):
            return _split_note(item, text, bracket.start(), True)
    return None


def _heading(item: Item, text: str, found: Patterns) -> list[Item] | None:
    ranged = found.range.match(text)
    if ranged is not None:
        groups = (ranged.group("first"), ranged.group("last"), ranged.group("title"))
        return [item._replace(kind=Kind.RANGE, groups=groups)]
    parts = _trailing_note(item, text) if text.endswith((")", "]")) else None
    if parts is not None:
        # `§ 24-1. Membership. [Amended …]`, and a reader's `§ 17.85.090. Reserved. (Ord. …)`.
        head = found.heading.match(parts[0].text) or found.noted_heading.match(parts[0].text)
        if head is not None:
            number, title = head.group("number"), head.group("title").strip()
            return [parts[0]._replace(kind=Kind.HEADING, groups=(number, title)), parts[1]]
    heading = found.heading.match(text)
    if heading is None:
        heading = found.open_heading.match(text)
        if heading is None or len(heading.group("title")) > MAX_OPEN_TITLE:
            return None
    title = heading.group("title").strip()
    return [item._replace(kind=Kind.HEADING, groups=(heading.group("number"), title))]


def classify(item: Item, scheme: Scheme | None) -> list[Item]:
    """Give a TEXT item its kind; a paragraph ending in a history note becomes two items."""
    if item.kind is not Kind.TEXT:
        return [item]
    text = item.text
    note = EDITOR_NOTE.match(text)
    if note is not None:
        return [item._replace(kind=Kind.EDITOR_NOTE, groups=(note.group("number") or "",))]
    if text.startswith(("Chapter", "CHAPTER")):
        chapter = CHAPTER.match(text)
        if chapter is not None:
            groups = (chapter.group("id"), _title(chapter))
            return [item._replace(kind=Kind.CHAPTER, groups=groups)]
    if text.startswith("§"):
        heading = _heading(item, text, patterns(scheme))
        if heading is not None:
            return heading
    structure = STRUCTURE.match(text)
    if structure is not None:
        parts = (structure.group("word").title(), structure.group("id"), _title(structure))
        return [item._replace(kind=Kind.STRUCTURE, groups=parts)]
    if PRIOR_LEGISLATION.match(text):
        return [item._replace(kind=Kind.PRIOR)]
    if CHAPTER_HISTORY.match(text) and not _enclosed(text):
        close = _closing(text)
        if close is not None:
            # `[HISTORY: …] § 59-1. Title.`: a reader that ran the note into the heading.
            head = item._replace(kind=Kind.HISTORY, text=text[: close + 1], bracketed=True)
            rest = item._replace(text=text[close + 1 :].strip(), start=item.start + close + 1)
            return [head, *classify(rest, scheme)]
    if _enclosed(text) and (CHAPTER_HISTORY.match(text) or looks_like_history(text)):
        return [item._replace(kind=Kind.HISTORY, bracketed=text.startswith("["))]
    return _trailing_note(item, text) or [item]
