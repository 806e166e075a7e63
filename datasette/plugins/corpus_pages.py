"""Datasette hooks for the code corpus: thin glue over `corpus.publish` (typed, tested there).

- `/section/<id>` and `/ordinance/<id>` pages (register_routes)
- citations in text cells as links, id cells as links, highlighted search snippets (render_cell)
- `corpus_fts_query()` SQL function the `search` canned query uses (prepare_connection)

This folder must never hold an `__init__.py`: `datasette/` would then shadow the real package.
"""

from __future__ import annotations

import sqlite3
from typing import Any
from urllib.parse import unquote

from datasette import hookimpl
from datasette.utils.asgi import Response

from corpus.publish import tables, views
from corpus.publish.search import fts_query


@hookimpl
def prepare_connection(conn: sqlite3.Connection) -> None:
    conn.create_function("corpus_fts_query", 1, fts_query, deterministic=True)


@hookimpl
def register_routes() -> list[tuple[str, Any]]:
    return [
        (r"^/(?P<jurisdiction>[^/]+)/section/(?P<id>[^/]+)$", section_page),
        (r"^/(?P<jurisdiction>[^/]+)/ordinance/(?P<id>[^/]+)$", ordinance_page),
        (r"^/(?P<jurisdiction>[^/]+)/table/(?P<id>[^/]+)$", tables.table_page),
        (r"^/section/(?P<id>[^/]+)$", section_anywhere),
        (r"^/ordinance/(?P<id>[^/]+)$", ordinance_anywhere),
    ]


def _vars(request: Any) -> tuple[str, str]:
    return unquote(request.url_vars["jurisdiction"]), unquote(request.url_vars["id"])


async def section_page(datasette: Any, request: Any) -> Any:
    status, html = await views.section_html(datasette, *_vars(request), request)
    return Response.html(html, status=status)


async def ordinance_page(datasette: Any, request: Any) -> Any:
    status, html = await views.ordinance_html(datasette, *_vars(request), request)
    return Response.html(html, status=status)


async def section_anywhere(datasette: Any, request: Any) -> Any:
    return await _anywhere(datasette, request, "sections")


async def ordinance_anywhere(datasette: Any, request: Any) -> Any:
    return await _anywhere(datasette, request, "ordinances")


async def _anywhere(datasette: Any, request: Any, table: str) -> Any:
    """An id without its jurisdiction: the page of the one jurisdiction holding it, or a page
    listing the jurisdictions (or saying that none does)."""
    status, body = await views.anywhere(datasette, table, unquote(request.url_vars["id"]), request)
    if status == 302:
        return Response.redirect(body)
    return Response.html(body, status=status)


@hookimpl
def render_cell(
    row: Any, value: Any, column: str, table: str | None, database: str, datasette: Any
) -> Any:
    return views.render_cell(row, value, column, table, database, datasette)
