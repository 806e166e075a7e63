"""What a file in `raw/` is: the signatures of each kind of document, and reading text files.

Detection looks at content first (an ecode360 footer, an ordinance's `SECTION n:` headings) and
uses the folder name (`ecode360/`, `ordinances/`) only to break ties, so a city's files work
wherever they sit. The formats that use these signatures are listed in `parsers/formats.py`.
"""

from __future__ import annotations

import re
from pathlib import Path

from parsers.errors import DocumentError

# File suffixes a build reads; anything else in raw/ (README.md, sidecars, images) is skipped.
DOCUMENT_SUFFIXES = frozenset({".txt", ".pdf", ".docx", ".html", ".htm"})

# The footer ecode360 prints on every page of a download: the strongest sign of an export.
ECODE360_FOOTER = re.compile(r"Downloaded from https?://ecode360\.com/\w+")
# An ordinance's own section headings (`SECTION 9:`), anywhere on a line.
ORDINANCE_SECTION = re.compile(r"\bSECTION\s+\d+\s*[:.]")
# An ordinance's caption: `ORDINANCE NO.` with or without a number.
ORDINANCE_CAPTION = re.compile(r"\bORDINANCE\s+(?:NO\.|NUMBER)", re.IGNORECASE)

SNIFF_CHARS = 20_000


def is_document(path: Path) -> bool:
    return (
        path.is_file()
        and path.suffix.lower() in DOCUMENT_SUFFIXES
        and not path.name.startswith(".")
    )


def read_text(path: Path) -> str:
    """A text file's contents, or a `DocumentError` naming it when it is empty or binary."""
    data = path.read_bytes()
    if not data.strip():
        raise DocumentError(path, "the file is empty")
    if b"\x00" in data[:SNIFF_CHARS]:
        raise DocumentError(path, "the file is binary, not text")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        # Exports saved by Windows tools are often cp1252; accept them rather than lose them.
        try:
            return data.decode("cp1252")
        except UnicodeDecodeError:
            raise DocumentError(
                path, f"the file is not UTF-8 text (bad byte at offset {exc.start})"
            ) from exc


def looks_like_export(head: str) -> bool:
    """The text of an ecode360 download (its first characters or first pages)."""
    return ECODE360_FOOTER.search(head) is not None


def looks_like_ordinance(head: str, text: str | None = None) -> bool:
    """An ordinance's caption in `head` and its `SECTION n:` headings in `text` (or `head`)."""
    return (
        ORDINANCE_CAPTION.search(head) is not None
        and ORDINANCE_SECTION.search(head if text is None else text) is not None
    )


def in_folder(path: Path, name: str) -> bool:
    """Whether a folder of `path` (not the file itself) is called `name`, in any case."""
    return name in {part.lower() for part in path.parts[:-1]}
