"""What a file in `raw/` is: the signatures of each kind of document, and reading text files.

Detection looks at structure anywhere in the document, and uses the folder name (`ecode360/`,
`ordinances/`) only to break ties, so a city's files work wherever they sit:

- an ecode360 export prints its download footer as a line of its own on every page;
- an ordinance opens with its caption (`ORDINANCE NO.`, `AN ORDINANCE`, `BILL NO.`, `COUNCIL
  BILL`) and is cut into numbered sections (`SECTION 1:`, `Section 1.`, `SECTION ONE.`,
  `Sec. 1.`, `§ 1.`, `Section 1 -`).

A footer line anywhere makes an export, unless the document is an ordinance that quotes one
(`read_footer`):

- its caption and its first section heading both come before the first footer: an export's
  first page (which that footer closes) holds its title, table of contents or first chapter,
  never an ordinance's caption and sections, while an ordinance that pastes pages of the code
  into its amendments (footers and all) has opened with both long before;
- or it opens with its caption (within its first lines, before any footer) and its enacting
  clause (`BE IT ORDAINED`, `… does ordain as follows`, `NOW, THEREFORE`) follows, before its
  first section heading: a footer pasted into a recital or a quotation cannot outweigh both.

A document that opens with a caption and prints a footer line before its first section, with
no enacting clause before that section (or an enacting clause but only after it), is
ambiguous: it is refused as one `AmbiguousDocument` error naming the file and what was
expected, so it never stands as an export whose pasted fragments replace the code's text. A
caption-like first line and nothing else of an ordinance (no section heading, no enacting
clause) leaves an export an export, as does a first footer that comes late.

The formats that use these signatures are listed in `parsers/formats.py`.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum
from pathlib import Path

from parsers.decode import read_decoded

# File suffixes a build reads; anything else in raw/ (README.md, sidecars, images) is skipped.
DOCUMENT_SUFFIXES = frozenset({".txt", ".md", ".pdf", ".docx", ".html", ".htm"})

# The footer ecode360 prints on every page of a download: the strongest sign of an export.
ECODE360_FOOTER = re.compile(r"Downloaded from https?://ecode360\.com/\w+")
# The footer as page furniture: a line that begins with it (a quotation in running text does
# not begin its line, or begins with its quotation mark).
FOOTER_LINE = re.compile(r"^[ \t]*Downloaded from https?://ecode360\.com/\w+", re.MULTILINE)

# Section numbers an ordinance spells out: `SECTION ONE.`
NUMBER_WORD = (
    r"(?:ONE|TWO|THREE|FOUR|FIVE|SIX|SEVEN|EIGHT|NINE|TEN|ELEVEN|TWELVE|THIRTEEN|FOURTEEN|"
    r"FIFTEEN|SIXTEEN|SEVENTEEN|EIGHTEEN|NINETEEN|TWENTY(?:[- ](?:ONE|TWO|THREE|FOUR|FIVE|SIX|"
    r"SEVEN|EIGHT|NINE))?)"
)
# An ordinance's own section heading at the start of a line: `SECTION 1:`, `Section 1.`,
# `SECTION ONE.`, `Sec. 1.`, `§ 1.`, `Section 1 -`, `SECTION 2A.`. The number is followed by
# `:`/`.` and a space (so `§ 17.62.030` and `§ 1-1.` of a code are not ordinance sections) or
# by a spaced dash. Also `SECTION 9:` in upper case anywhere on a line, as before.
ORDINANCE_SECTION = re.compile(
    r"^[ \t]*(?:SECTION|Section|SEC\.|Sec\.|§)[ \t]*(?:\d{1,3}[A-Za-z]?|(?i:" + NUMBER_WORD + r"))"
    r"(?:[:.](?=[ \t]|$)|[ \t]+[-–—][ \t])"
    r"|\bSECTION[ \t]+\d+[ \t]*[:.](?=\s|$)",
    re.MULTILINE,
)
# The words of an ordinance's caption: `ORDINANCE NO.` (with or without a number), `AN
# ORDINANCE`, `BILL NO.`, `COUNCIL BILL`, `AN ACT`, `LOCAL LAW`.
_CAPTION_WORDS = (
    r"\bORDINANCE\s+(?:NO\.?|NUMBER|#)|\bAN\s+ORDINANCE\b|\bBILL\s+(?:NO\.?|NUMBER|#)"
    r"|\bCOUNCIL\s+BILL\b|\bAN\s+ACT\b|\bLOCAL\s+LAW\b"
)
# An ordinance's caption anywhere (a letterhead may precede it on its line).
ORDINANCE_CAPTION = re.compile(_CAPTION_WORDS, re.IGNORECASE)
# A caption as a heading: a line that begins with it (a code's history note that cites an
# `Ordinance No.` in running text does not begin its line with it).
CAPTION_LINE = re.compile(r"^[ \t]*(?:" + _CAPTION_WORDS + r")", re.IGNORECASE | re.MULTILINE)
# What makes a captioned document an ordinance when its sections print no heading of the forms
# above (a one-section ordinance, Markdown `### 1.` headings): its enacting clause (`BE IT
# ORDAINED`, `DOES ORDAIN`, `do enact`) or a sentence that amends (`is hereby amended`,
# `is adopted to read`, `are repealed`).
ENACTING = re.compile(
    r"\b(?:BE\s+IT\s+(?:ORDAINED|ENACTED)|DO(?:ES)?\s+(?:HEREBY\s+)?(?:ORDAIN|ENACT))\b"
    r"|\b(?:is|are)\s+(?:hereby\s+)?(?:amended|added|repealed|adopted|enacted|renumbered)\b",
    re.IGNORECASE,
)

# An ordinance's enacting clause, which ends its preamble and opens its sections: `BE IT
# ORDAINED`, `BE IT ENACTED`, `The City Council … does ordain as follows`, `ordains as
# follows`, `do enact`, and the `NOW, THEREFORE` that turns from the recitals to it. Unlike
# `ENACTING`, never an amending sentence (a code's text says `are hereby repealed` too).
ENACTING_CLAUSE = re.compile(
    r"\bBE\s+IT\s+(?:ORDAINED|ENACTED)\b|\bDO(?:ES)?\s+(?:HEREBY\s+)?(?:ORDAIN|ENACT)\b"
    r"|\bORDAINS?\s+AS\s+FOLLOWS\b|\bNOW,?\s+THEREFORE\b",
    re.IGNORECASE,
)
# A line with something on it: the opening of a document is counted in these.
NONBLANK_LINE = re.compile(r"^[ \t]*\S.*$", re.MULTILINE)

OPENING_LINES = 8  # an ordinance that opens with its caption prints it within these lines
CAPTION_CHARS = 20_000  # an ordinance's caption is within this many characters of its start
SNIFF_CHARS = CAPTION_CHARS  # kept for callers that read a document's start


def is_document(path: Path) -> bool:
    return (
        path.is_file()
        and path.suffix.lower() in DOCUMENT_SUFFIXES
        and not path.name.startswith(".")
    )


def read_text(path: Path) -> str:
    """A text file's contents through the shared decoder (`parsers/decode.py`), or a
    `DocumentError` naming it when it is too large, empty or binary. The decoder's problems are
    dropped here: a parser that reports them calls `read_decoded` instead."""
    return read_decoded(path).text


def first_footer(text: str) -> int | None:
    """The offset of the first line that begins with an ecode360 download footer."""
    match = FOOTER_LINE.search(text)
    return match.start() if match else None


def looks_like_ordinance(head: str, text: str | None = None, *, strict: bool = False) -> bool:
    """An ordinance's caption in `head` (the document's start) and, in `text` (or `head`), its
    section headings or (unless `strict`) its enacting clause or an amending sentence."""
    if ORDINANCE_CAPTION.search(head[:CAPTION_CHARS]) is None:
        return False
    body = head if text is None else text
    if ORDINANCE_SECTION.search(body) is not None:
        return True
    return not strict and ENACTING.search(body) is not None


def looks_like_export(text: str) -> bool:
    """The text of an ecode360 download (all of it, or its pages up to the first footer): a
    footer line anywhere, unless the document is an ordinance that quotes it or is ambiguous
    (`read_footer`)."""
    return read_footer(text, lambda: text).reading is FooterReading.EXPORT


def in_folder(path: Path, name: str) -> bool:
    """Whether a folder of `path` (not the file itself) is called `name`, in any case."""
    return name in {part.lower() for part in path.parts[:-1]}


class FooterReading(Enum):
    """What a document's download footer lines make of it."""

    NONE = "no footer line"  # other signs decide
    EXPORT = "an ecode360 export"
    ORDINANCE = "an ordinance that quotes a download footer"
    AMBIGUOUS = "both an ordinance and an ecode360 export"


@dataclass(frozen=True, slots=True)
class FooterVerdict:
    """A reading, and for an ambiguous document what makes it so (for its error)."""

    reading: FooterReading
    reason: str = ""


def line_of(text: str, offset: int) -> int:
    """The 1-based number of the line holding `offset`."""
    return text.count("\n", 0, offset) + 1


def opening_caption(head: str) -> re.Match[str] | None:
    """A caption line among the document's first `OPENING_LINES` lines with something on
    them (and within `head`, the text before its first footer)."""
    end = 0
    for count, line in enumerate(NONBLANK_LINE.finditer(head), start=1):
        end = line.end()
        if count == OPENING_LINES:
            break
    return CAPTION_LINE.search(head, 0, end)


def preamble_clause(text: str, start: int) -> re.Match[str] | None:
    """The enacting clause after `start` (the caption) that ends an ordinance's preamble:
    before its first section heading, or within `CAPTION_CHARS` of the start when it prints
    no section heading at all."""
    clause = ENACTING_CLAUSE.search(text, start)
    if clause is None:
        return None
    heading = ORDINANCE_SECTION.search(text, start)
    limit = CAPTION_CHARS if heading is None else heading.start()
    return clause if clause.start() < limit else None


def read_footer(head: str, whole: Callable[[], str]) -> FooterVerdict:
    """What the download footer lines make of a document: `head` is its text up to (at least)
    its first footer line; `whole()` gives all of it, asked for only when a caption opens the
    document before that footer (so an export is decided on its first page)."""
    footer = first_footer(head)
    if footer is None:
        return FooterVerdict(FooterReading.NONE)
    if looks_like_ordinance(head[:footer], strict=True):
        return FooterVerdict(FooterReading.ORDINANCE)
    caption = opening_caption(head[:footer])
    if caption is None:
        return FooterVerdict(FooterReading.EXPORT)
    text = whole()
    if preamble_clause(text, caption.end()) is not None:
        return FooterVerdict(FooterReading.ORDINANCE)
    heading = ORDINANCE_SECTION.search(text, caption.end())
    clause = ENACTING_CLAUSE.search(text, caption.end())
    if heading is not None:
        found = f"its first section heading (line {line_of(text, heading.start())}) has no "
        found += "enacting clause before it"
    elif clause is not None:
        found = f"its enacting clause comes late (line {line_of(text, clause.start())})"
    else:  # a caption-like line at the start of an export, nothing more of an ordinance
        return FooterVerdict(FooterReading.EXPORT)
    reason = (
        f"ambiguous document: it opens with an ordinance caption ({caption.group().strip()!r}, "
        f"line {line_of(text, caption.start())}) but a line begins with an ecode360 download "
        f"footer (line {line_of(text, footer)}) and {found}; expected an ordinance (its "
        "caption, then its enacting clause — `BE IT ORDAINED`, `… does ordain as follows`, "
        "`NOW, THEREFORE` — before its first section heading) or an ecode360 export (a "
        "download footer closing every page, no caption); nothing of it was read"
    )
    return FooterVerdict(FooterReading.AMBIGUOUS, reason)
