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
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

import sqlite_utils

from parsers.ids import section_of


class ItemKind(StrEnum):
    SECTION = "section"
    ORDINANCE = "ordinance"
    TABLE = "table"
    PARAGRAPH = "paragraph"


# Words people write before an id: `§ 17.62.030`, `Sec. 17.62.030`, `Chapter 17.88`,
# `Ordinance No. 934`,
# `Ord. #934`. Taken off (repeatedly) before the id is keyed.
_ID_PREFIX = re.compile(
    r"^(?:§+|sections?\b|sec\b\.?|chapters?\b|ch\b\.?|ordinances?\b|ord\b\.?|no\b\.?|number\b|#)\s*",
    re.IGNORECASE,
)
# A table or figure named by its number, with or without its title: `Title 17, Table 2-3`,
# `table 2-3`. The title is dropped: people rarely type it, and several titles may each have
# their Table 2-3 (the lookup then offers the choice).
_NUMBERED = re.compile(r"\b(table|figure)\s*([\w.-]+)$", re.IGNORECASE)
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


def _item(
    kind: ItemKind,
    jurisdiction: str,
    item: str,
    title: Any,
    text: Any,
    section: Any = None,
    alias: Any = None,
) -> dict[str, Any]:
    return {
        "jurisdiction": jurisdiction,
        "kind": kind.value,
        "id": item,
        "title": title,
        "text": text,
        "section": section,
        "key": id_key(item),
        # Never NULL: an index whose column is mostly NULL looks useless to ANALYZE.
        "alias": id_key(alias or item),
    }


def _ordinance_item(ordinance: dict[str, Any], headings: list[str]) -> dict[str, Any]:
    """An ordinance is found by its number, its file number and its instructions' headings;
    its other id (the file number when it is known by its number) is its alias."""
    number, file_no, item = ordinance.get("number"), ordinance.get("file_no"), ordinance["id"]
    text = f"{number or ''} {file_no or ''} {' '.join(headings)}"
    alias = file_no if file_no is not None and file_no != item else number
    return _item(
        ItemKind.ORDINANCE,
        ordinance["jurisdiction"],
        item,
        ordinance.get("title"),
        text,
        None,
        alias,
    )


def search_item_rows(tables: Mapping[str, Iterable[dict[str, Any]]]) -> list[dict[str, Any]]:
    """The `search_items` rows of a corpus's rows (by table, in their order): sections, then
    ordinances, tables and the paragraphs no section holds (by document and place).
    Paragraphs attributed to a section are searched as that section's text already."""
    items = [
        _item(ItemKind.SECTION, s["jurisdiction"], s["id"], s.get("title"), s.get("text"), s["id"])
        for s in tables.get("sections", ())
    ]
    headings: dict[tuple[str, str], list[str]] = {}
    for instruction in tables.get("instructions", ()):
        if instruction.get("heading") is not None:
            key = (instruction["jurisdiction"], instruction["ordinance"])
            headings.setdefault(key, []).append(instruction["heading"])
    items += [
        _ordinance_item(o, headings.get((o["jurisdiction"], o["id"]), []))
        for o in tables.get("ordinances", ())
    ]
    items += [
        _item(
            ItemKind.TABLE,
            t["jurisdiction"],
            t["id"],
            t.get("caption"),
            t.get("rows"),
            t.get("section"),
        )
        for t in tables.get("tables", ())
    ]
    unattributed = [p for p in tables.get("paragraphs", ()) if not p.get("section")]
    items += [
        _item(
            ItemKind.PARAGRAPH,
            p["jurisdiction"],
            f"{p['document']}#{p['idx']}",
            None,
            p.get("text"),
        )
        for p in sorted(unattributed, key=lambda p: (p["document"], p["idx"]))
    ]
    return items


# The tables search items are made of, for a database whose rows were not written by
# `corpus.db.write` (a benchmark's generated corpus, a test's hand-made rows).
SOURCE_TABLES = ("sections", "instructions", "ordinances", "tables", "paragraphs")


def fill_search_items(db: sqlite_utils.Database) -> None:
    """Refill `search_items` from the rows already in `db` (its FTS index is rebuilt by
    `finalize`); the writer makes them for each jurisdiction as it writes (`write.py`)."""
    db.execute("DELETE FROM [search_items]")
    tables = {
        name: [dict(row) for row in db.query(f"select * from [{name}] order by rowid")]
        for name in SOURCE_TABLES
        if db.table(name).exists()
    }
    db.table("search_items").insert_all(search_item_rows(tables), batch_size=2000)
