"""The parts of a table's printed lines: caption, legend, column headings, body, key, notes.

A table continued on a new page prints its caption, legend and headings again; those lines are
furniture and dropped from the body. A table printed twice in one text (an ordinance that
reprints it with other line wrapping) starts again with its caption after its notes: each
printing is a `Printing` of its own, for the caller to compare.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from parsers.tables.tokens import DASHES, DEFAULT_CODES

# A caption line: `Table 2-3`, `TABLE 2-3`, `17.20.020 Table 2-1 Zoning Districts`, or a caption
# that ends with its number (`Allowable Land Uses … Districts Table 2-3`).
CAPTION = re.compile(
    r"^(?:[\d.]+\s+)?Table\s+(?P<number>\d+[A-Z]?-\d+[A-Z]?)\b\.?\s*(?P<rest>.*)$", re.I
)
CAPTION_AT_END = re.compile(r"^(?P<rest>[A-Z].*?)\s+Table\s+(?P<number>\d+[A-Z]?-\d+[A-Z]?)$")

# A legend entry: a code, then what it means (`MUP Minor Use Permit required`, `– Use not
# allowed`), alone on its line or after the caption on the caption's line.
LEGEND = re.compile(r"(?:^|\s)(?P<code>[A-Z]{1,4}|[–—-]{1,2})\s+(?P<meaning>[A-Z][a-z][^\n]*?)$")
# What a legend's meaning speaks of: permits, uses, what is allowed or required.
LEGEND_WORDS = re.compile(r"permit|\buse\b|allow|requir", re.I)

# A column heading: a zone or district code (`CE`, `RR`, `RVL-0.5`, `MHP`).
DISTRICT = re.compile(r"^[A-Z][A-Z0-9]{0,5}(?:-[\d.]+)?$")

# Where the notes start (`Notes:`, `NOTES`) and the key to the column codes.
NOTES = re.compile(r"^Notes?\s*:?\s*$|^Notes?:\s", re.I)
KEY = re.compile(r"^Key\s+to\b", re.I)
# One note: `(2) Use allowed only …` (a mark at the start of the text or after a blank).
NOTE_START = re.compile(r"(?:^|(?<=\s))\((?P<mark>\d{1,2})\)\s+")
# A history note closing the section the table sits in: `(Ord. 910 § 3, 2022; …)`.
HISTORY = re.compile(r"\((?:Ord\.|Ordinance|Ord\s)", re.I)

# Words of a heading line, compared without case or marks.
WORD = re.compile(r"[a-z0-9]+")
FURNITURE_WORDS = 12  # a heading line repeated on a new page is short


@dataclass(slots=True)
class Printing:
    """One printing of a table: its body lines (text, offset) and its notes."""

    body: list[tuple[str, int]] = field(default_factory=list)
    notes: list[tuple[str, int]] = field(default_factory=list)
    key: list[str] = field(default_factory=list)


@dataclass(slots=True)
class Layout:
    number: str | None = None
    caption: str | None = None
    legend: dict[str, str] = field(default_factory=dict)
    columns: tuple[str, ...] = ()
    column_line: int | None = None
    header_words: set[str] = field(default_factory=set)
    reference_column: str | None = None
    printings: list[Printing] = field(default_factory=list)

    @property
    def codes(self) -> frozenset[str]:
        found = frozenset(c for c in self.legend if c not in DASHES)
        return found or DEFAULT_CODES


def lines_of(text: str) -> list[tuple[str, int]]:
    """The lines of a text with the offset each starts at."""
    out: list[tuple[str, int]] = []
    at = 0
    for line in text.split("\n"):
        out.append((line.strip(), at + len(line) - len(line.lstrip())))
        at += len(line) + 1
    return out


def _words(line: str) -> list[str]:
    return WORD.findall(re.sub(r"\(\d{1,2}\)", " ", line.casefold()))


def column_codes(line: str, codes: frozenset[str]) -> tuple[str, ...] | None:
    """The district codes a column-heading line prints, or None for any other line."""
    tokens = line.split()
    if len(tokens) < 2 or not all(DISTRICT.match(t) for t in tokens):
        return None
    if sum(t in codes for t in tokens) * 2 > len(tokens):  # a line of permit codes
        return None
    return tuple(tokens)


def _caption(line: str, layout: Layout) -> bool:
    """Read a caption line into the layout; whether the line is one."""
    match = CAPTION.match(line) or CAPTION_AT_END.match(line)
    if match is None:
        return False
    if layout.number is None:
        layout.number = match.group("number")
    rest = match.group("rest").strip()
    if rest and layout.caption is None:
        layout.caption = _legend_off(rest, layout)
    return True


def _legend_off(line: str, layout: Layout) -> str:
    """A line without the legend entry printed at its end; the entry goes into the legend."""
    match = LEGEND.search(line)
    if match is None or not LEGEND_WORDS.search(match.group("meaning")):
        return line
    layout.legend.setdefault(match.group("code"), match.group("meaning").strip())
    return line[: match.start()].strip()


def _header(lines: list[tuple[str, int]], layout: Layout) -> int:
    """Read caption, legend and headings up to the column line; the index of the first body
    line (0 when no column line is found: the table has no district columns)."""
    for index, (line, _at) in enumerate(lines):
        if _caption(line, layout):
            continue
        columns = column_codes(line, layout.codes)
        if columns is not None:
            layout.columns, layout.column_line = columns, index
            return index + 1
        rest = _legend_off(line, layout)
        if rest and layout.caption is None and not layout.header_words:
            layout.caption = rest
        elif rest:
            layout.header_words.update(_words(rest))
    return 0


def is_furniture(line: str, layout: Layout) -> bool:
    """A heading line printed again where the table continues on a new page."""
    if CAPTION.match(line) or CAPTION_AT_END.match(line):
        return True
    if layout.caption and line.startswith(layout.caption):
        return True
    if column_codes(line, layout.codes) == layout.columns:
        return True
    match = LEGEND.search(line)
    if match is not None and match.start() == 0 and LEGEND_WORDS.search(match.group("meaning")):
        return match.group("code") in layout.legend
    words = _words(line)
    return bool(words) and len(words) <= FURNITURE_WORDS and set(words) <= layout.header_words


def read_layout(text: str) -> Layout:
    """The caption, legend, columns and printings of a table's text."""
    lines = lines_of(text)
    layout = Layout()
    start = _header(lines, layout)
    # The section-number column: named as its header names it, else `References`.
    specific = {"specific", "regulations"} & layout.header_words
    layout.reference_column = "Specific Use Regulations" if specific else "References"
    printing = Printing()
    layout.printings.append(printing)
    state = "body"
    for line, at in lines[start:]:
        if not line:
            continue
        caption = CAPTION.match(line)
        if state != "body" and caption is not None and not caption.group("rest"):
            printing, state = Printing(), "body"
            layout.printings.append(printing)
            continue
        if NOTES.match(line):
            state = "notes"
            rest = NOTES.sub("", line, count=1).strip()
            if rest:
                printing.notes.append((rest, at + len(line) - len(rest)))
            continue
        if KEY.match(line):
            state = "key"
            continue
        if state == "notes":
            printing.notes.append((line, at))
        elif state == "key":
            printing.key.append(line)
        elif not is_furniture(line, layout):
            printing.body.append((line, at))
    return layout


def parse_notes(notes: list[tuple[str, int]]) -> tuple[tuple[str, str], ...]:
    """`(1) See Article 9 … (2) Use allowed …` into (mark, text) pairs, in order; a history
    note closing the section is not a note."""
    text = " ".join(line for line, _at in notes)
    history = HISTORY.search(text)
    if history is not None:
        text = text[: history.start()]
    starts = list(NOTE_START.finditer(text))
    found: dict[str, str] = {}
    for index, match in enumerate(starts):
        end = starts[index + 1].start() if index + 1 < len(starts) else len(text)
        found.setdefault(match.group("mark"), " ".join(text[match.end() : end].split()))
    return tuple(found.items())


def parse_key(key: list[str], columns: tuple[str, ...]) -> tuple[tuple[str, str], ...]:
    """`CE East Cotati Avenue Corridor CI Commercial/Industrial District …` into (code, name)
    pairs for the table's columns."""
    text = " ".join(key)
    places = sorted(
        (m.start(), code)
        for code in columns
        for m in [re.search(rf"(?:^|\s){re.escape(code)}\s", text)]
        if m is not None
    )
    pairs: list[tuple[str, str]] = []
    for index, (start, code) in enumerate(places):
        end = places[index + 1][0] if index + 1 < len(places) else len(text)
        name = text[start:end].strip()[len(code) :].strip()
        if name:
            pairs.append((code, name))
    return tuple(pairs)
