"""Read an ecode360 export's text rendering into the common page stream (`ExportText`).

A page ends at its download footer; the lines right after a footer are the next page's running
header (see `furniture.header_length`). Text after the last footer that is only header is not a
page. The first page has no header unless one is plainly there (a section reference among its
first lines, or at the end of its first line).
"""

from __future__ import annotations

from array import array

from parsers.ecode360.furniture import (
    FOOTER,
    HEADER_WINDOW,
    PLACE,
    REF_LINE,
    TRAILING_REF,
    header_length,
)
from parsers.ecode360.pages import ExportPage, ExportText, Line


def split_lines(text: str, starts: array[int] | None = None) -> list[Line]:
    """Every non-blank line of `text` with its offset and 1-based number (newline excluded);
    `starts`, when given, receives the offset of every line, blank ones too.

    Blank lines only separate paragraphs, which one line per paragraph already does."""
    lines: list[Line] = []
    start = 0
    for number, raw in enumerate(text.split("\n"), start=1):
        if starts is not None:
            starts.append(start)
        if raw and not raw.isspace():
            # A form feed (a page break in `pdftotext` output) is not part of the line.
            skip = len(raw) - len(raw.lstrip("\f"))
            line = raw[skip:-1] if raw[-1] == "\r" else raw[skip:]
            if line.strip():
                lines.append(Line(line, start + skip, number))
        start += len(raw) + 1
    return lines


def _take_header(
    lines: list[Line], *, first_page: bool, jurisdiction: str | None = None
) -> tuple[tuple[Line, ...], list[Line]]:
    """Split a page's lines into its running header and its body. The first page has a header
    when it shows a section reference among its first lines, or when its first line is the
    jurisdiction line the next page's header starts with."""
    non_blank = [(i, line) for i, line in enumerate(lines[:40]) if line.text.strip()]
    window = [line for _, line in non_blank]
    if first_page and not (
        any(REF_LINE.match(line.text) for line in window[:HEADER_WINDOW])
        or (window and TRAILING_REF.search(window[0].text))
        or (
            window
            and jurisdiction
            and PLACE.match(jurisdiction)
            and window[0].text.strip() == jurisdiction
        )
    ):
        return (), lines
    count = header_length(window)
    if count == 0:
        return (), lines
    last_index = non_blank[count - 1][0]
    header = tuple(line for line in lines[: last_index + 1] if line.text.strip())
    return header, lines[last_index + 1 :]


def read_export_text(text: str) -> ExportText:
    """The pages of an export's text rendering (no footer at all gives no pages)."""
    starts = array("q")
    lines = split_lines(text, starts)
    footers = [
        i for i, line in enumerate(lines) if "ecode360" in line.text and FOOTER.match(line.text)
    ]
    if not footers:
        return ExportText(text, (), line_starts=starts)
    pages: list[ExportPage] = []
    previous = -1
    following = lines[footers[0] + 1].text.strip() if footers[0] + 1 < len(lines) else None
    for page_index, footer_index in enumerate(footers):
        header, body = _take_header(
            lines[previous + 1 : footer_index],
            first_page=page_index == 0,
            jurisdiction=following,
        )
        pages.append(
            ExportPage(
                len(pages) + 1,
                tuple(body),
                header,
                (lines[footer_index],),
            )
        )
        previous = footer_index
    header, body = _take_header(lines[previous + 1 :], first_page=False)
    if any(line.text.strip() for line in body):
        pages.append(ExportPage(len(pages) + 1, tuple(body), header, ()))
    return ExportText(text, tuple(pages), line_starts=starts)
