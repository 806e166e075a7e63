"""The one search index: sections, ordinances, tables and paragraphs, ranked together.

`search_items` (declared in `schema.py`) holds one row per thing a person may be looking for,
labelled by kind, with its title, its text and the key of its id as people type it;
`finalize` fills it from the other tables and then indexes its title and text with FTS5
(`search_items_fts`, porter stemming), so one bm25 ranks every kind against the others.

Ids are looked up by key, not by text: `17.62.030`, `§ 17.62.030`, `Section 17.62.030` share
the key `17.62.030`; `PA#26-17`, `PA26-17` and `PA 26-17` share `pa26-17`; `Table 2-3` and
`Title 17, Table 2-3` share `table2-3`. The same `id_key` runs over the typed query (search,
the CLI's arguments) and over the ids when the index is built, so both sides agree.
"""

from __future__ import annotations

import re
import sqlite3
from dataclasses import dataclass
from enum import StrEnum

from parsers.ids import section_of


class ItemKind(StrEnum):
    SECTION = "section"
    ORDINANCE = "ordinance"
    TABLE = "table"
    PARAGRAPH = "paragraph"
    CHAPTER = "chapter"
    TITLE = "title"
    ARTICLE = "article"
    PARCEL = "parcel"  # a parcel a rezoning lists: its APN, its address


# Words people write before an id: `§ 17.62.030`, `Sec. 17.62.030`, `Chapter 17.88`,
# `Ordinance No. 934`,
# `Ord. #934`. Taken off (repeatedly) before the id is keyed.
_ID_PREFIX = re.compile(
    r"^(?:§+|sections?\b|sec\b\.?|chapters?\b|ch\b\.?|ordinances?\b|ord\b\.?|no\b\.?|number\b|#)\s*",
    re.IGNORECASE,
)
# A table, figure, article or division named by its number, with or without its title:
# `Title 17, Table 2-3`, `table 2-3`, `Article 2`. The title is dropped: people rarely type
# it, and several titles may each have their Table 2-3 (the lookup then offers the choice).
_NUMBERED = re.compile(r"\b(table|figure|article|division)\s*([\w.-]+)$", re.IGNORECASE)
# What does not distinguish one typed id from another: spaces, `#` (PA#26-17 and PA26-17),
# a closing full stop.
_NOISE = re.compile(r"[\s#]+|\.$")
# The longest text looked up as an id: anything longer is a sentence, not an id.
MAX_ID_CHARS = 60


def typed_node(typed: str | None) -> str | None:
    """An id as typed, in the form the tables store it: `§ 17.62.030` → `17.62.030`, `Section
    17.62.030(E)` → `17.62.030(E)`, `Chapter 17.88` → `17.88` (labels keep their case: `(E)`
    and `(e)` are different levels). The canned queries read their id parameters through it."""
    if typed is None:
        return None
    return _without_prefix(typed.strip()).strip()


def sql_id_key(typed: str | None) -> str | None:
    """`id_key` for SQL (`corpus_id_key(…)`): NULL stays NULL."""
    return id_key(typed) if typed is not None else None


def id_key(typed: str) -> str:
    """The key of an id as typed: `§ 17.62.030` → `17.62.030`, `PA#26-17` → `pa26-17`,
    `PA22/14` → `pa22-14`, `Title 17, Table 2-3` → `table2-3`; `` for nothing id-like."""
    text = typed.strip()[: MAX_ID_CHARS + 1]
    if len(text) > MAX_ID_CHARS:
        return ""
    numbered = _NUMBERED.search(text)
    if numbered:
        return numbered.group(1).lower() + numbered.group(2).lower()
    return _NOISE.sub("", _without_prefix(text)).replace("/", "-").lower()


@dataclass(frozen=True, slots=True)
class IdMatch:
    """A node whose id is what was typed: its kind, jurisdiction and id, and the node typed
    (a subsection of the section found, or the id itself)."""

    kind: ItemKind
    jurisdiction: str
    id: str
    node: str


def _without_prefix(text: str) -> str:
    """`§ 17.62.030` → `17.62.030`, `Ordinance No. 934` → `934`."""
    while True:
        stripped = _ID_PREFIX.sub("", text, count=1)
        if stripped == text:
            return text
        text = stripped


def find_ids(
    conn: sqlite3.Connection, typed: str, jurisdiction: str | None = None
) -> list[IdMatch]:
    """Every node (in `jurisdiction`, or in any) whose id is `typed` in one of its forms; a
    subsection (`17.62.030(E)(3)`) is found through its section."""
    text = _without_prefix(typed.strip())
    tries: list[tuple[str, str | None]] = [(id_key(text), None)]
    if section_of(text) != text:
        tries.append((id_key(section_of(text)), text))
    for key, node in tries:
        if not key:
            continue
        # Two indexed lookups, not `key = ? or alias = ?`, which the planner may scan for.
        rows = conn.execute(
            "select kind, jurisdiction, id from search_items where key = :key "
            "union select kind, jurisdiction, id from search_items where alias = :key "
            "order by 2, 1, 3",
            {"key": key},
        ).fetchall()
        rows = [row for row in rows if jurisdiction in (None, row[1])]
        if rows:
            return [IdMatch(ItemKind(k), j, i, node or i) for k, j, i in rows]
    return []


def register_id_functions(conn: sqlite3.Connection) -> None:
    """`corpus_node(typed)` and `corpus_id_key(typed)` for SQL: the canned queries read ids
    as the pages do (`§ 17.62.030`, `Chapter 17.88`, `PA26-17`)."""
    conn.create_function("corpus_node", 1, typed_node, deterministic=True)
    conn.create_function("corpus_id_key", 1, sql_id_key, deterministic=True)
