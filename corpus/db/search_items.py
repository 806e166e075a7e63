"""The rows of `search_items`: one per thing a person may look for, from a corpus's rows.

Sections (their current text), ordinances (numbers and instruction headings), tables (their
rows), the outline's chapters, titles and articles with the sections and tables it knows that
no document holds, the parcels rezonings list, and the paragraphs no section holds; each with
the key of its id as people type it (`search_index.id_key`), its chapter and the date its
current form took effect, which the search page filters by.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from typing import Any

import sqlite_utils

from corpus.db.search_index import ItemKind, id_key
from parsers.ids import paragraph_id

# The outline's kinds searched as nodes of their own; sections and tables the corpus holds are
# searched through their own tables (with their text), the outline's only when absent.
OUTLINE_KINDS = {
    "chapter": ItemKind.CHAPTER,
    "title": ItemKind.TITLE,
    "article": ItemKind.ARTICLE,
    "section": ItemKind.SECTION,
    "table": ItemKind.TABLE,
}


def _item(
    kind: ItemKind,
    jurisdiction: str,
    item: str,
    title: Any,
    text: Any,
    section: Any = None,
    alias: Any = None,
    *,
    chapter: Any = None,
    since: Any = None,
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
        "chapter": chapter,
        "since": since,
    }


# What an APN prints besides its digits: `144-020-004`, `144 020 004`.
_APN_NOISE = re.compile(r"[^0-9A-Za-z]+")


def _parcel_items(rezonings: Iterable[dict[str, Any]]) -> list[dict[str, Any]]:
    """One item per parcel a rezoning lists (its last listing): found by its APN in any
    punctuation and by the words of its address."""
    parcels: dict[tuple[str, str], dict[str, Any]] = {}
    for row in rezonings:
        if row.get("apn"):
            parcels[(row["jurisdiction"], row["apn"])] = row
    return [
        _item(
            ItemKind.PARCEL,
            where,
            apn,
            row.get("address"),
            " ".join(
                str(v)
                for v in (row.get("from_zone"), "→", row.get("to_zone"), row.get("ordinance"))
                if v
            ),
            None,
            _APN_NOISE.sub("", apn),
        )
        for (where, apn), row in sorted(parcels.items())
    ]


def _outline_items(
    outline: Iterable[dict[str, Any]], held: set[tuple[str, str, str]]
) -> list[dict[str, Any]]:
    """Chapters, titles and articles, and the sections and tables the code cites but no
    document holds: found by their id (`Chapter 17.88`, `Title 17`) and title."""
    items = []
    for row in outline:
        kind = OUTLINE_KINDS.get(str(row.get("kind")))
        node = (row["jurisdiction"], str(row.get("kind")), row["id"])
        if kind is None or node in held:
            continue
        chapter = {ItemKind.CHAPTER: row["id"], ItemKind.SECTION: row.get("parent")}.get(kind)
        section = row["id"] if kind is ItemKind.SECTION else None
        items.append(
            _item(
                kind,
                row["jurisdiction"],
                row["id"],
                row.get("title"),
                None,
                section,
                chapter=chapter,
            )
        )
    return items


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
        since=ordinance.get("effective") or ordinance.get("applied_as_of"),
    )


def _section_items(
    sections: list[dict[str, Any]], versions: Iterable[dict[str, Any]]
) -> list[dict[str, Any]]:
    """A section is found by its id, title and current text; `since` is the start of its
    latest version."""
    since: dict[tuple[str, str], str] = {}
    for v in versions:
        key = (v["jurisdiction"], v["section"])
        if v.get("valid_from") and v["valid_from"] >= since.get(key, ""):
            since[key] = v["valid_from"]
    return [
        _item(
            ItemKind.SECTION,
            s["jurisdiction"],
            s["id"],
            s.get("title"),
            s.get("text"),
            s["id"],
            chapter=s.get("chapter"),
            since=since.get((s["jurisdiction"], s["id"])),
        )
        for s in sections
    ]


def search_item_rows(tables: Mapping[str, Iterable[dict[str, Any]]]) -> list[dict[str, Any]]:
    """The `search_items` rows of a corpus's rows (by table, in their order): sections, then
    ordinances, tables, the chapters, titles and articles of the outline with the sections
    and tables it knows that no document holds, the parcels rezonings list, and the
    paragraphs no section holds (by document and place). Paragraphs attributed to a section
    are searched as that section's text already."""
    sections = list(tables.get("sections", ()))
    outline = list(tables.get("outline", ()))
    # A section's chapter: as its row gives it, else as the outline places it (absent ones).
    chapter_of_section = {
        (o["jurisdiction"], o["id"]): o.get("parent") for o in outline if o.get("kind") == "section"
    }
    chapter_of_section |= {(s["jurisdiction"], s["id"]): s.get("chapter") for s in sections}
    items = _section_items(sections, tables.get("section_versions", ()))
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
            chapter=chapter_of_section.get((t["jurisdiction"], t.get("section") or "")),
        )
        for t in tables.get("tables", ())
    ]
    held = {(s["jurisdiction"], "section", s["id"]) for s in sections}
    held |= {(t["jurisdiction"], "table", t["id"]) for t in tables.get("tables", ())}
    items += _outline_items(outline, held)
    items += _parcel_items(tables.get("rezonings", ()))
    unattributed = [p for p in tables.get("paragraphs", ()) if not p.get("section")]
    items += [
        _item(
            ItemKind.PARAGRAPH,
            p["jurisdiction"],
            paragraph_id(p["document"], p["idx"]),
            None,
            p.get("text"),
        )
        for p in sorted(unattributed, key=lambda p: (p["document"], p["idx"]))
    ]
    return items


# The tables search items are made of, for a database whose rows were not written by
# `corpus.db.write` (a benchmark's generated corpus, a test's hand-made rows).
SOURCE_TABLES = (
    "sections",
    "section_versions",
    "instructions",
    "ordinances",
    "tables",
    "outline",
    "rezonings",
    "paragraphs",
)


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
