"""What a file in `raw/` is: the signatures of each kind of document, and reading text files.

Detection looks at structure anywhere in the document, and uses the folder name (`ecode360/`,
`ordinances/`) only to break ties, so a city's files work wherever they sit:

- an ecode360 export prints its download footer as a line of its own on every page;
- an ordinance opens with its caption (`ORDINANCE NO.`, `AN ORDINANCE`, `BILL NO.`, `COUNCIL
  BILL`) and is cut into numbered sections (`SECTION 1:`, `Section 1.`, `SECTION ONE.`,
  `Sec. 1.`, `§ 1.`, `Section 1 -`).

A footer line anywhere makes an export, unless an ordinance's caption and its first section
heading both come before the first footer: an export's first page (which that footer closes)
holds its title, table of contents or first chapter, never an ordinance's caption and
sections, while an ordinance that pastes pages of the code into its amendments (footers and
all) has opened with both long before. So a quoted footer never turns an ordinance into an
export, and an export whose first footer comes late is still an export.

The formats that use these signatures are listed in `parsers/formats.py`.
"""

from __future__ import annotations

import re
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
# An ordinance's caption: `ORDINANCE NO.` (with or without a number), `AN ORDINANCE`,
# `BILL NO.`, `COUNCIL BILL`.
ORDINANCE_CAPTION = re.compile(
    r"\bORDINANCE\s+(?:NO\.?|NUMBER|#)|\bAN\s+ORDINANCE\b|\bBILL\s+(?:NO\.?|NUMBER|#)"
    r"|\bCOUNCIL\s+BILL\b|\bAN\s+ACT\b|\bLOCAL\s+LAW\b",
    re.IGNORECASE,
)
# What makes a captioned document an ordinance when its sections print no heading of the forms
# above (a one-section ordinance, Markdown `### 1.` headings): its enacting clause (`BE IT
# ORDAINED`, `DOES ORDAIN`, `do enact`) or a sentence that amends (`is hereby amended`,
# `is adopted to read`, `are repealed`).
ENACTING = re.compile(
    r"\b(?:BE\s+IT\s+(?:ORDAINED|ENACTED)|DO(?:ES)?\s+(?:HEREBY\s+)?(?:ORDAIN|ENACT))\b"
    r"|\b(?:is|are)\s+(?:hereby\s+)?(?:amended|added|repealed|adopted|enacted|renumbered)\b",
    re.IGNORECASE,
)

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
    footer line anywhere, unless an ordinance's caption and a section heading precede it."""
    footer = first_footer(text)
    return footer is not None and not looks_like_ordinance(text[:footer], strict=True)


def in_folder(path: Path, name: str) -> bool:
    """Whether a folder of `path` (not the file itself) is called `name`, in any case."""
    return name in {part.lower() for part in path.parts[:-1]}
