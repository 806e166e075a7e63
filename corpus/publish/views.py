"""The plugin's views and cell rendering: load (pages.py), render (render.py), template.

Datasette objects are passed in untyped (Datasette ships no type information); everything this
module computes is typed. Templates autoescape; values that are already HTML are `Markup` built
by render.py from escaped text.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Awaitable, Callable
from typing import Any

from markupsafe import Markup

from corpus.db.pages import (
    Citation,
    OrdinancePage,
    SectionPage,
    jurisdictions_with,
    load_ordinance,
    load_section,
)
from corpus.publish.render import (
    anchor,
    cited_by_url,
    highlight_snippet,
    link_citations,
    link_cited_by,
    link_section,
    ordinance_url,
    pick_versions,
    render_diff,
    section_url,
)

# Columns whose values are section or subsection ids wherever they appear (tables and queries).
NODE_COLUMNS = frozenset({"section", "subsection"})
# Columns holding a citation's end, with the column that says what kind of node it is.
CITATION_ENDS = {"source": "source_kind", "target": "target_kind"}
SECTION_KINDS = frozenset({"section", "subsection"})
# Tables whose `id` column is a section or subsection id.
NODE_TABLES = frozenset({"sections", "subsections"})
# Tables with a `text` cell whose citations are known: the column naming the citing node.
TEXT_SOURCES = {"sections": "id", "subsections": "id", "section_versions": "section"}


def _database(datasette: Any) -> Any:
    return datasette.get_database()


async def section_html(
    datasette: Any, jurisdiction: str, section_id: str, request: Any
) -> tuple[int, str]:
    """(HTTP status, HTML) of the page of one section of one jurisdiction."""
    db = _database(datasette)
    page: SectionPage | None = await db.execute_fn(
        lambda conn: load_section(conn, jurisdiction, section_id)
    )
    if page is None:
        html = await datasette.render_template(
            "corpus_missing.html",
            {
                "kind": "section",
                "key": section_id,
                "jurisdiction": jurisdiction,
                "cited_by": cited_by_url(db.name, section_id, jurisdiction),
            },
            request=request,
        )
        return 404, html
    return 200, await datasette.render_template(
        "section.html", section_context(page, db.name, request.args), request=request
    )


def section_context(page: SectionPage, database: str, args: Any) -> dict[str, Any]:
    """The template context of a section page (args: the request's query string)."""
    numbers = [v.version for v in page.versions]
    pair = pick_versions(numbers, args.get("from"), args.get("to"))
    diff = None
    if pair is not None:
        texts = {v.version: v.text for v in page.versions}
        diff = {"from": pair[0], "to": pair[1], **_diff_dict(texts[pair[0]], texts[pair[1]])}
    subsections = [
        {
            "node": node,
            "anchor": anchor(node.id),
            "html": link_citations(
                node.text, [c for c in page.outbound if c.source == node.id], database
            ),
        }
        for node in page.subsections
    ]
    return {
        "database": database,
        "page": page,
        "text_html": link_citations(page.text, page.outbound, database),
        "subsections": subsections,
        "inbound": [_inbound(c) for c in page.inbound],
        "outbound": page.outbound,
        "diff": diff,
        "editorial_changes": [c for c in page.changes if c.change == "editorial"],
        "structural_changes": [c for c in page.changes if c.change != "editorial"],
        "ordinance_url": lambda oid: ordinance_url(oid, page.jurisdiction),
        "section_url": lambda sid: section_url(sid, page.jurisdiction),
        "cited_by_url": cited_by_url(database, page.id, page.jurisdiction),
    }


def _diff_dict(before: str, after: str) -> dict[str, Any]:
    rendered = render_diff(before, after)
    return {
        "html": rendered.html,
        "substantive": rendered.substantive,
        "editorial": rendered.editorial,
    }


def _inbound(citation: Citation) -> dict[str, Any]:
    return {"citation": citation, "href": section_url(citation.source, citation.jurisdiction)}


async def ordinance_html(
    datasette: Any, jurisdiction: str, key: str, request: Any
) -> tuple[int, str]:
    """(HTTP status, HTML) of the page of one ordinance (by id, number or file number)."""
    db = _database(datasette)
    page: OrdinancePage | None = await db.execute_fn(
        lambda conn: load_ordinance(conn, jurisdiction, key)
    )
    if page is None:
        html = await datasette.render_template(
            "corpus_missing.html",
            {"kind": "ordinance", "key": key, "jurisdiction": jurisdiction},
            request=request,
        )
        return 404, html
    versions = [
        {
            "version": v,
            "href": section_url(v.section, jurisdiction)
            + (f"?from={v.version - 1}&to={v.version}" if v.version > 1 else ""),
        }
        for v in page.versions
    ]
    return 200, await datasette.render_template(
        "ordinance.html",
        {
            "database": db.name,
            "page": page,
            "versions": versions,
            "section_url": lambda sid: section_url(sid, jurisdiction),
        },
        request=request,
    )


async def anywhere(datasette: Any, table: str, key: str, request: Any) -> tuple[int, str]:
    """Where `/section/<id>` and `/ordinance/<id>` (the forms without a jurisdiction) lead:
    (302, the URL) when one jurisdiction holds the id, else (404 or 300, a page)."""
    db = _database(datasette)
    found: list[str] = await db.execute_fn(lambda conn: jurisdictions_with(conn, table, key))
    url = section_url if table == "sections" else ordinance_url
    if len(found) == 1:
        return 302, url(key, found[0])
    kind = "section" if table == "sections" else "ordinance"
    html = await datasette.render_template(
        "corpus_missing.html",
        {
            "kind": kind,
            "key": key,
            "choices": [(j, url(key, j)) for j in found],
            "cited_by": cited_by_url(db.name, key) if kind == "section" else None,
        },
        request=request,
    )
    return (300 if found else 404), html


def _citations_of(
    jurisdiction: str | None, source: str
) -> Callable[[sqlite3.Connection], list[Citation]]:
    def load(conn: sqlite3.Connection) -> list[Citation]:
        cursor = conn.execute(
            "select * from citations where coalesce(?, jurisdiction) = jurisdiction "
            "and (source = ? or (source > ? || '(' and source < ? || ')')) "
            "order by source, start",
            (jurisdiction, source, source, source),
        )
        names = [d[0] for d in cursor.description or ()]
        return [Citation.from_row(dict(zip(names, r, strict=True))) for r in cursor.fetchall()]

    return load


def render_cell(
    row: Any, value: Any, column: str, table: str | None, database: str, datasette: Any
) -> Markup | Callable[[], Awaitable[Markup | None]] | None:
    """Datasette's render_cell: links and highlights; None leaves Datasette's own rendering."""
    if not isinstance(value, str):
        return None
    if column == "snippet" and "<mark>" in value:
        return highlight_snippet(value)
    where = _cell(row, "jurisdiction")
    if column == "text" and table in TEXT_SOURCES:
        source = str(_cell(row, TEXT_SOURCES[table]))

        async def linked() -> Markup | None:
            db = datasette.get_database(database)
            citations: list[Citation] = await db.execute_fn(_citations_of(where, source))
            return link_citations(value, citations, database) if citations else None

        return linked
    if column in NODE_COLUMNS or (column == "id" and table in NODE_TABLES):
        return link_section(value, where)
    if column in CITATION_ENDS and table in {None, "citations"}:
        kind = _cell(row, CITATION_ENDS[column])
        if kind in SECTION_KINDS:
            return link_section(value, where)
        if column == "target" and kind is not None:
            return link_cited_by(value, database, where)
    return None


def _cell(row: Any, column: str) -> Any:
    """A row's value for `column`, or None when the row has no such column."""
    try:
        return row[column]
    except (IndexError, KeyError):
        return None
