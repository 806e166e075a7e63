"""What a file in `raw/` is: the signatures of each kind of document, and reading text files.

Detection looks at structure anywhere in the document, and uses the folder name (`ecode360/`,
`ordinances/`) only to break ties, so a city's files work wherever they sit:

- an ecode360 export prints its download footer as a line of its own on every page;
- an ordinance opens with its caption (`ORDINANCE NO.`, `AN ORDINANCE`, `BILL NO.`, `COUNCIL
  BILL`) and is cut into numbered sections (`SECTION 1:`, `Section 1.`, `SECTION ONE.`,
  `Sec. 1.`, `§ 1.`, `Section 1 -`).

An ordinance that quotes an export's footer (one or two quoted lines, after its caption) stays
an ordinance: a footer outweighs the caption only when it repeats like page furniture, or comes
before the caption. The formats that use these signatures are listed in `parsers/formats.py`.
"""

from __future__ import annotations

import re
from pathlib import Path

from parsers.decode import read_decoded

# File suffixes a build reads; anything else in raw/ (README.md, sidecars, images) is skipped.
DOCUMENT_SUFFIXES = frozenset({".txt", ".pdf", ".docx", ".html", ".htm"})

# The footer ecode360 prints on every page of a download: the strongest sign of an export.
ECODE360_FOOTER = re.compile(r"Downloaded from https?://ecode360\.com/\w+")
# The footer as page furniture: a line that begins with it (a quotation in running text does
# not begin its line, or begins with its quotation mark).
FOOTER_LINE = re.compile(r"^[ \t]*Downloaded from https?://ecode360\.com/\w+", re.MULTILINE)
# Footer lines from which a footer is page furniture whatever else the document holds: an
# ordinance quotes a footer once or twice, an export prints one on every page.
FURNITURE_FOOTERS = 3

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
    r"|\bSECTION[ \t]+\d+[ \t]*[:.]",
    re.MULTILINE,
)
# An ordinance's caption: `ORDINANCE NO.` (with or without a number), `AN ORDINANCE`,
# `BILL NO.`, `COUNCIL BILL`.
ORDINANCE_CAPTION = re.compile(
    r"\bORDINANCE\s+(?:NO\.?|NUMBER|#)|\bAN\s+ORDINANCE\b|\bBILL\s+(?:NO\.?|NUMBER|#)"
    r"|\bCOUNCIL\s+BILL\b",
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


def footer_lines(text: str, enough: int = FURNITURE_FOOTERS) -> list[int]:
    """Offsets of the first `enough` lines that begin with an ecode360 download footer."""
    out: list[int] = []
    for match in FOOTER_LINE.finditer(text):
        out.append(match.start())
        if len(out) >= enough:
            break
    return out


def looks_like_ordinance(head: str, text: str | None = None) -> bool:
    """An ordinance's caption in `head` (the document's start) and its section headings in
    `text` (or `head`)."""
    return (
        ORDINANCE_CAPTION.search(head[:CAPTION_CHARS]) is not None
        and ORDINANCE_SECTION.search(head if text is None else text) is not None
    )


def looks_like_export(text: str) -> bool:
    """The text of an ecode360 download (all of it, or its pages up to the third footer): a
    footer line anywhere, unless the text is an ordinance whose caption comes before a footer
    quoted once or twice."""
    footers = footer_lines(text)
    if not footers:
        return False
    if len(footers) >= FURNITURE_FOOTERS:
        return True
    return not looks_like_ordinance(text[: footers[0]], text)


def in_folder(path: Path, name: str) -> bool:
    """Whether a folder of `path` (not the file itself) is called `name`, in any case."""
    return name in {part.lower() for part in path.parts[:-1]}
