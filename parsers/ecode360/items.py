"""The paragraph stream between the readers and the structure parser: one `Item` per paragraph.

`clean` makes them from the page stream (joining lines a layout rendering wrapped, taking off
furniture and glued footnote markers), `classify` says what each one is, `outline` reads the
structure lines (chapters, titles, articles) and `structure` cuts the stream into sections.
"""

from __future__ import annotations

from enum import Enum
from typing import NamedTuple


class Kind(Enum):
    TEXT = "text"
    CHAPTER = "chapter"  # `Chapter 17.62 — PERMIT REVIEW AND DECISIONS`, `Chapter 24` + name
    HEADING = "heading"  # `§ 17.62.030. Limited term permit.`
    RANGE = "range"  # `§ 60-5. through § 60-6. (Reserved)`: several sections in one heading
    HISTORY = "history"  # `(Ord. 766 § 2 Exh. A (part), 2004; …)`, `[Amended … by Ord. No. 5]`
    EDITOR_NOTE = "editor_note"  # `10. Editor's Note: Table 2-2 is included …`
    PICTURE = "picture"  # the text of an omitted picture, one row per line
    PICTURE_MARK = "picture_mark"  # where a picture was omitted (no text of its own)
    STRUCTURE = "structure"  # `Title 17 — …`, `Article I` + name, `Division II. …`, `Part 2`
    PRIOR = "prior"  # `Prior legislation: Ords. 668, 969, …`: kept apart from section text


class Item(NamedTuple):
    """One paragraph. A named tuple, not a frozen dataclass: every paragraph of every pass makes
    one or more, and a tuple is made several times faster (issue 21); `_replace` makes a changed
    copy."""

    kind: Kind
    text: str
    start: int
    end: int
    first_page: int
    last_page: int
    rows: tuple[str, ...] = ()  # PICTURE only
    starts_block: bool = False  # began with a bullet, label or heading: never a continuation
    first_on_page: bool = False
    # CHAPTER: (id, title); HEADING: (number, title); RANGE: (first, last, title);
    # STRUCTURE: (kind word, number, title); EDITOR_NOTE: (number,)
    groups: tuple[str, ...] = ()
    line: int = 0  # 1-based line number of the paragraph's first line (0: unknown)
    last_line: int = 0  # and of its last line
    indent: int = 0  # blanks before the first line's text (layout renderings)
    columns: bool = False  # the line prints space-aligned columns (a table row, two lists)
    markers: tuple[str, ...] = ()  # footnote markers glued to the text, taken off (`19`)
    bracketed: bool = False  # HISTORY: a bracketed note (`[Amended …]`), not a closing `(Ord. …)`
