"""Datasette's table and query cells: ids as links to their pages, citations in text as links,
flags and lists as words, long values folded, search snippets highlighted.

Which column holds what is decided by its name (and, for a citation's ends, by the kind column
beside it), so the canned queries get the same links as the tables.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Awaitable, Callable, Sequence
from typing import Any

from markupsafe import Markup, escape

from corpus.publish.loaders.section_page import Citation, citations
from corpus.publish.render import (
    Placed,
    display_value,
    highlight_snippet,
    link,
    link_placed,
    place,
)
from corpus.publish.urls import TARGET_PAGES, Links

# Longest cell shown whole on a table page; a longer one shows its start and folds the rest.
CELL_LIMIT = 360
# Columns whose values are section or subsection ids wherever they appear.
NODE_COLUMNS = frozenset({"section", "subsection", "defined_in", "before_id"})
# Columns naming an ordinance, a document, an instruction (rows of other tables).
ORDINANCE_COLUMNS = frozenset({"ordinance"})
DOCUMENT_COLUMNS = frozenset({"document", "matched_document"})
# A column holding one end of a citation (or a unit), with the column that says its kind.
KIND_COLUMNS = {"source": "source_kind", "target": "target_kind", "unit": "unit_kind"}
# Tables whose `id` column names a node with a page, and that node's kind.
ID_KINDS = {
    "sections": "section",
    "subsections": "subsection",
    "chapters": "chapter",
    "tables": "table",
    "ordinances": "ordinance",
}
# Cells of text whose citations are known: (table, column) → the column naming the citing node.
TEXT_SOURCES = {
    ("sections", "text"): "id",
    ("subsections", "text"): "id",
    ("section_versions", "text"): "section",
    ("tables", "rows"): "id",
}


def _cell(row: Any, column: str) -> Any:
    """A row's value for `column`, or None when the row has no such column."""
    try:
        return row[column]
    except (IndexError, KeyError):
        return None


def _cut(text: str, placed: Sequence[Placed]) -> int:
    """Where a long value's visible start ends: the last space before CELL_LIMIT, moved past a
    citation it would split."""
    cut = text.rfind(" ", 0, CELL_LIMIT) + 1 or CELL_LIMIT
    for p in placed:
        if p.start < cut < p.end:
            cut = p.end
    return cut


def fold(text: str, placed: Sequence[Placed], links: Links) -> Markup:
    """A long value as its first CELL_LIMIT characters (cut at a space, never inside a
    citation) and the rest folded in a <details>; a short one whole."""
    if len(text) <= CELL_LIMIT:
        return link_placed(text, placed, links)
    cut = _cut(text, placed)
    head = [p for p in placed if p.end <= cut]
    tail = [Placed(p.start - cut, p.end - cut, p.citation) for p in placed if p.start >= cut]
    return Markup(
        '<details class="corpus-cell"><summary>{}<span class="more">…</span></summary>{}</details>'
    ).format(link_placed(text[:cut], head, links), link_placed(text[cut:], tail, links))


def truncate(text: str, placed: Sequence[Placed], links: Links, page: str) -> Markup:
    """A long text whose whole lives on `page` as its first CELL_LIMIT characters (cut as
    `fold` cuts) and a link to that page saying how much is left; a short one whole. A table
    page of 20 sections stays a few kilobytes instead of the sections' whole texts."""
    if len(text) <= CELL_LIMIT:
        return link_placed(text, placed, links)
    cut = _cut(text, placed)
    return Markup(
        '<span class="corpus-cell">{}<a class="more" href="{}">… {:,} more characters</a></span>'
    ).format(
        link_placed(text[:cut], [p for p in placed if p.end <= cut], links), page, len(text) - cut
    )


def _citations_of(
    jurisdiction: str | None, source: str
) -> Callable[[sqlite3.Connection], tuple[Citation, ...]]:
    def load(conn: sqlite3.Connection) -> tuple[Citation, ...]:
        if jurisdiction is None:
            return ()
        return citations(conn, jurisdiction, "source", source)

    return load


# Citations by (database, jurisdiction, source), kept per Datasette instance: the corpus is served
# immutable, so a table page's text cells need one query per source once, not per request (a
# page of 37 sections made 37 queries, and under 10 clients the thread pool queued them).
CACHE_ATTRIBUTE = "_corpus_cell_citations"
CACHE_SIZE = 50_000


async def _cached_citations(
    datasette: Any, database: str, where: str | None, source: str
) -> tuple[Citation, ...]:
    cache: dict[tuple[str, str | None, str], tuple[Citation, ...]] | None = getattr(
        datasette, CACHE_ATTRIBUTE, None
    )
    if cache is None:
        cache = {}
        setattr(datasette, CACHE_ATTRIBUTE, cache)
    key = (database, where, source)
    found = cache.get(key)
    if found is None:
        db = datasette.get_database(database)
        found = await db.execute_fn(_citations_of(where, source))
        if len(cache) >= CACHE_SIZE:
            cache.clear()
        cache[key] = found
    return found


def _node_link(
    links: Links, column: str, kind: Any, where: str | None, value: str
) -> Markup | None:
    if column == "source" and kind in ("section", "subsection", "table", "ordinance", "paragraph"):
        return link(links.source(kind, where, value), value)
    if column == "unit" and kind in ("section", "ordinance", "paragraph"):
        return link(links.source(kind, where, value), value)
    if column == "target" and kind in TARGET_PAGES:
        return link(links.node(kind, where, value), value)
    return None


def _link_by_column(
    links: Links, row: Any, column: str, table: str | None, value: str
) -> Markup | None:
    """An id cell as a link to its page, by the column's name (and its kind column)."""
    where = _cell(row, "jurisdiction")
    if column in KIND_COLUMNS and table in (None, "citations", "citation_counts", "term_uses"):
        return _node_link(links, column, _cell(row, KIND_COLUMNS[column]), where, value)
    if column == "target" and table == "instructions":
        return _node_link(links, column, _cell(row, "target_kind"), where, value)
    if column == "id" and table in ID_KINDS:
        kind = ID_KINDS[table]
        href = (
            links.ordinance(where, value) if kind == "ordinance" else links.node(kind, where, value)
        )
        return link(href, value)
    if column in NODE_COLUMNS:
        return link(links.section(where, value), value)
    if column == "chapter":
        return link(links.chapter(where, value), value)
    if column in ORDINANCE_COLUMNS:
        return link(links.ordinance(where, value), value)
    if column in DOCUMENT_COLUMNS:
        return link(links.document(value), value)
    if column == "instruction" and where:
        return link(links.row("instructions", where, value), value)
    return None


def _text_page(links: Links, row: Any, table: str, where: str | None) -> str | None:
    """The page showing a text cell's whole text (the row's own page), or None, also when the
    row lacks a column naming it (`?_col=text`). A code table's rows stay whole and folded:
    their citations are links, and `tables` has few rows."""
    node = _cell(row, "section" if table == "section_versions" else "id")
    if where is None or node is None:
        return None
    if table == "sections":
        return links.section(where, str(node))
    if table == "subsections":
        return links.node("subsection", where, str(node))
    version = _cell(row, "version")
    if table == "section_versions" and version is not None:
        return links.section_version(where, str(node), int(version))
    return None


def render_cell(
    row: Any, value: Any, column: str, table: str | None, database: str, datasette: Any
) -> Markup | Callable[[], Awaitable[Markup | None]] | None:
    """Datasette's render_cell; None leaves Datasette's own rendering."""
    shown = display_value(column, value)
    if shown is not None:  # (an empty one as Datasette shows an empty cell)
        return escape(shown) if shown else Markup("&nbsp;")
    if not isinstance(value, str) or not value:
        return None
    if column == "snippet" and "<mark>" in value:
        return highlight_snippet(value)
    links = Links(datasette.urls, database)
    if (table, column) in TEXT_SOURCES:
        where = _cell(row, "jurisdiction")
        source = str(_cell(row, TEXT_SOURCES[(table or "", column)]))
        current = table in ("sections", "subsections")

        page = _text_page(links, row, table or "", where)

        async def linked() -> Markup | None:
            found = await _cached_citations(datasette, database, where, source)
            placed = place(value, found, offsets=current)
            return (
                fold(value, placed, links) if page is None else truncate(value, placed, links, page)
            )

        return linked
    linked_id = _link_by_column(links, row, column, table, value)
    if linked_id is not None:
        return linked_id
    if len(value) > CELL_LIMIT:
        return fold(value, (), links)
    return None
