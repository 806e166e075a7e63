"""Tables of an export: `Table N-M` captions with their rows, each table kept once.

ecode360 gives a table twice over: as the text of an omitted picture (`Table 2-7` / `RR Zone
Standards` / rows, one per printed line, often repeated) and, for the part that did not fit the
picture, re-flowed in the page's text layer (`Table 2-5 OSC Zone Standards Development Standard
OSC Zone Requirement Allowed encroachments …`). Both feed one `TableBook`: the first sighting
of a table creates it, later sightings add only the rows it does not have yet.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from parsers.ids import table_id
from parsers.records import SourceSpan, Table

# A caption opening a picture's text or a text-layer paragraph: `Table 2-7`, `Table 2-7 RR Zone
# Standards …`, `Table 2A-1.` The number is the public part of the table id.
CAPTION = re.compile(r"^Table\s+(?P<number>\d+[A-Z]?-\d+[A-Z]?)\.?(?:\s+(?P<rest>.*))?$")

# A text-layer paragraph that is a table (not a sentence about one, such as `Table 2-4 shows` or
# `Table 2-2 is included`): the caption number is followed by at least two capitalised words.
TEXT_CAPTION = re.compile(
    r"^Table\s+(?P<number>\d+[A-Z]?-\d+[A-Z]?)\.?\s+(?P<rest>[A-Z][\w/&,.()-]*\s+[A-Z0-9].*)$"
)

# A row shorter than this may legitimately repeat inside a table (`for exceptions.`), so only
# longer rows are checked against the table's text as a whole.
MIN_REFLOWED = 20


def _norm(text: str) -> str:
    """Blank runs collapsed, as rows are compared (`str.split` splits where `\\s+` would, and
    several times faster)."""
    return " ".join(text.split())


def _common_words(a: str, b: str) -> str:
    """The longest run of whole words both texts start with."""
    shared: list[str] = []
    for x, y in zip(a.split(), b.split(), strict=False):
        if x != y:
            break
        shared.append(x)
    return " ".join(shared)


def _strip_header(table: _Table, rest: str) -> str:
    """A text-layer sighting without the header row the table already has.

    The header row is the table's first row when the picture gave it; when the table is known
    only from the text layer, it is the words both sightings start with (then the first row is
    split into header and content)."""
    first = _norm(table.rows[0])
    if rest.startswith(first):
        return rest[len(first) :].strip()
    shared = _common_words(first, rest)
    if len(shared.split()) >= 2:
        table.split_first_row(shared)
        return rest[len(shared) :].strip()
    return rest


@dataclass(slots=True)
class _Table:
    id: str
    number: str
    caption: str
    section: str
    rows: list[str]
    document: str
    start: int
    end: int
    first_page: int
    last_page: int
    seen: set[str] = field(default_factory=set)
    joined: str = ""

    def add(self, row: str, *, check: bool = True) -> bool:
        """Add a row unless (with `check`) the table already has it: the same row, or for a
        longer row, the same words re-flowed across rows it already holds."""
        norm = _norm(row)
        if not norm:
            return False
        if check and (norm in self.seen or (len(norm) >= MIN_REFLOWED and norm in self.joined)):
            return False
        self.rows.append(row)
        self.seen.add(norm)
        self.joined = f"{self.joined} {norm}" if self.joined else norm
        return True

    def split_first_row(self, header: str) -> None:
        """Split a re-flowed first row into the header it starts with and the rest."""
        first = _norm(self.rows[0])
        if first != header and first.startswith(header + " "):
            self.rows[0:1] = [header, first[len(header) :].strip()]
            self.seen.update({header, _norm(self.rows[1])})

    def record(self) -> Table:
        span = SourceSpan(self.document, self.start, self.end, self.first_page, self.last_page)
        return Table(self.id, self.number, self.caption, self.section, tuple(self.rows), span)


@dataclass(slots=True)
class TableBook:
    """Every table of one export, by id, in the order first seen."""

    document: str
    tables: dict[str, _Table] = field(default_factory=dict)
    header_starts: set[str] = field(default_factory=set)  # first words of known header rows
    by_section: dict[str, list[str]] = field(default_factory=dict)  # section → table ids

    def table_id(self, section: str, number: str) -> str:
        return table_id(section, number)

    def _sighting(
        self,
        table_id: str,
        number: str,
        caption: str,
        section: str,
        where: tuple[int, int, int, int],
    ) -> tuple[_Table, bool]:
        start, end, first_page, last_page = where
        table = self.tables.get(table_id)
        if table is None:
            table = _Table(table_id, number, caption, section, [], self.document, *where)
            self.tables[table_id] = table
            self.by_section.setdefault(section, []).append(table_id)
            return table, True
        table.start = min(table.start, start)
        table.end = max(table.end, end)
        table.first_page = min(table.first_page, first_page)
        table.last_page = max(table.last_page, last_page)
        if not table.caption and caption:
            table.caption = caption
        return table, False

    def add_picture(
        self, chapter_id: str, section: str, rows: tuple[str, ...], where: tuple[int, int, int, int]
    ) -> tuple[str, bool] | None:
        """A picture's text: the table id and whether it is new, or None when not a table."""
        if not rows:
            return None
        match = CAPTION.match(rows[0])
        if match is None:
            return None
        number = match.group("number")
        rest = (match.group("rest") or "").strip()
        body = list(rows[1:])
        if not rest and body:
            rest = body.pop(0)
        table, new = self._sighting(self.table_id(section, number), number, rest, section, where)
        if new and body:
            words = body[0].split()
            if len(words) >= 2:
                self.header_starts.add(" ".join(words[:2]))
        for row in body:
            table.add(row, check=not new)
        return table.id, new

    def open_text_table(
        self, chapter_id: str, section: str, text: str, where: tuple[int, int, int, int]
    ) -> tuple[str, bool] | None:
        """A text-layer paragraph that starts a table: the id and whether it is new, or None."""
        match = TEXT_CAPTION.match(text)
        if match is None:
            return None
        number = match.group("number")
        rest = match.group("rest").strip()
        key = self.table_id(section, number)
        known = self.tables.get(key)
        caption = ""
        if known is not None:
            if known.caption and rest.startswith(known.caption):
                rest = rest[len(known.caption) :].strip()
            if known.rows:
                rest = _strip_header(known, rest)
        else:
            cut = min(
                (index for index in (rest.find(f" {h} ") for h in self.header_starts) if index > 0),
                default=-1,
            )
            caption, rest = (rest[:cut].strip(), rest[cut:].strip()) if cut > 0 else (rest, "")
        table, new = self._sighting(key, number, caption, section, where)
        if rest:
            table.add(rest)
        return table.id, new

    def add_row(self, table_id: str, text: str, where: tuple[int, int, int, int]) -> None:
        table = self.tables[table_id]
        table.add(text)
        table.end = max(table.end, where[1])
        table.last_page = max(table.last_page, where[3])

    def rendering(self, table_id: str) -> list[str]:
        """How a table reads inside its section's text: the caption line, then its rows."""
        table = self.tables[table_id]
        caption = f"Table {table.number} {table.caption}".strip()
        return [caption, *table.rows]

    def of_section(self, section: str) -> tuple[Table, ...]:
        return tuple(self.tables[i].record() for i in self.by_section.get(section, ()))
