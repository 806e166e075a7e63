"""The pages' body lines as raw paragraphs and pictures, in reading order, before any cleaning.

One non-blank line is one item here (lines a layout rendering wrapped are joined afterwards,
by `paragraphs.join_wrapped`). Picture text (between its `Start of picture text` and `End of
picture text` delimiters) and runs of table rows (`Line.table_row`, from a PDF reader's table
finder) become one PICTURE item each; a bare `Table N-M` line and the plain lines after it too.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field

from parsers.ecode360.classify import (
    BARE_TABLE,
    BULLET,
    PICTURE_END,
    PICTURE_MARK,
    PICTURE_START,
    starts_block,
)
from parsers.ecode360.furniture import FOOTER
from parsers.ecode360.items import Item, Kind
from parsers.ecode360.pages import ExportPage, Line

_make = tuple.__new__

# Space-aligned columns inside a line (a plain-text table row, a two-column list): a run of
# three or more blanks between words, after any leading label.
COLUMNS = re.compile(r"\S {3,}\S")
# The glyphs `BULLET` opens with: a line starting otherwise is not matched against it.
BULLET_GLYPHS = frozenset("•▪◦●-–*")
LEADING_LABEL = re.compile(r"^(?:\(?[A-Za-z0-9]{1,4}[.)]|[•▪◦●\-–*])\s+")


def has_columns(text: str) -> bool:
    if "   " not in text:  # no run of three blanks anywhere: no columns (most lines)
        return False
    return COLUMNS.search(LEADING_LABEL.sub("", text.strip(), count=1)) is not None


def picture_item(rows: Sequence[str], start: int, end: int, page: int, first: bool) -> Item:
    clean = tuple(" ".join(r.split()) for r in rows if r and not r.isspace())
    return Item(
        Kind.PICTURE,
        "\n".join(clean),
        start,
        end,
        page,
        page,
        rows=clean,
        starts_block=True,
        first_on_page=first,
    )


@dataclass(slots=True)
class _PageReader:
    """The items of one page, line by line."""

    page: int
    items: list[Item]
    first: bool = True  # nothing of this page seen yet
    picture: list[str] | None = None
    picture_start: int = 0
    rows: list[str] = field(default_factory=list)
    rows_start: int = 0
    rows_end: int = 0

    def add(self, item: Item) -> None:
        self.items.append(item)
        self.first = False

    def flush_rows(self) -> None:
        if self.rows:
            self.add(picture_item(self.rows, self.rows_start, self.rows_end, self.page, self.first))
            self.rows = []

    def table_row(self, line: Line, stripped: str) -> None:
        if self.rows and BARE_TABLE.match(stripped):
            self.flush_rows()  # two tables drawn one after the other: the caption starts the second
        if not self.rows:
            self.rows_start = line.start
        self.rows.append(line.text)
        self.rows_end = line.start + len(line.text)

    def picture_line(self, line: Line, stripped: str) -> None:
        assert self.picture is not None
        if stripped[:1] == "-" and PICTURE_END.match(stripped):
            end = line.start + len(line.text)
            self.add(picture_item(self.picture, self.picture_start, end, self.page, self.first))
            self.picture = None
        else:
            self.picture.append(line.text)

    def line(self, line: Line) -> None:
        stripped = line.text.strip()
        if self.rows and not line.table_row:
            self.flush_rows()
        if self.picture is not None:
            self.picture_line(line, stripped)
            return
        if not stripped:
            return
        if line.table_row:
            self.table_row(line, stripped)
            return
        if stripped[:1] == "-" and PICTURE_START.match(stripped):
            self.picture, self.picture_start = [], line.start
            return
        if "ecode360" in stripped and FOOTER.match(stripped):
            return  # a download footer the reader left in the body is still furniture
        end = line.start + len(line.text.rstrip())
        if stripped[:1] == "=" and PICTURE_MARK.match(stripped):
            page, first = self.page, self.first
            self.add(Item(Kind.PICTURE_MARK, "", line.start, end, page, page, (), True, first))
            return
        raw = line.text
        bullet = BULLET.match(raw) if stripped[0] in BULLET_GLYPHS else None
        text = " ".join((raw[bullet.end() :] if bullet else stripped).split())
        indent = len(raw) - len(raw.lstrip())
        opens = bullet is not None or starts_block(text)
        columns = "   " in raw and has_columns(raw)
        page, number = self.page, line.number
        # `Item(…)` without its Python-level `__new__`, the fields in their order: one a line.
        self.items.append(
            _make(Item, (
                Kind.TEXT, text, line.start, end, page, page, (), opens, self.first, (),
                number, number, indent, columns, (), False,
            ))
        )  # fmt: skip
        self.first = False

    def finish(self, last: Line | None) -> None:
        """The page ends after its line `last`."""
        self.flush_rows()
        if self.picture and last is not None:
            # Picture text left open at the page's end: keep its lines rather than lose them.
            end = last.start + len(last.text)
            self.add(picture_item(self.picture, self.picture_start, end, self.page, self.first))


def page_blocks(page: ExportPage) -> list[Item]:
    """Paragraphs and pictures of one page, in reading order."""
    items: list[Item] = []
    reader = _PageReader(page.number, items)
    last: Line | None = None
    for last in page.body:
        picture = reader.picture
        if picture is not None and not reader.rows and "---" not in last.text:
            picture.append(last.text)  # picture text, not its end delimiter (`picture_line`)
            continue
        reader.line(last)
    reader.finish(last)
    return items


def bare_tables(items: Iterable[Item]) -> Iterator[Item]:
    """A bare `Table N-M` line and the plain lines after it (caption, rows) as one picture."""
    stream = iter(items)
    item = next(stream, None)
    while item is not None:
        if item.kind is not Kind.TEXT or BARE_TABLE.match(item.text) is None:
            yield item
            item = next(stream, None)
            continue
        rows = [item.text]
        last = item
        following = next(stream, None)
        while following is not None and following.kind is Kind.TEXT and not following.starts_block:
            rows.append(following.text)
            last = following
            following = next(stream, None)
        yield picture_item(
            rows, item.start, last.end, item.first_page, item.first_on_page
        )._replace(
            last_page=last.last_page,
        )
        item = following
