"""Datasette hooks for the code corpus: thin glue over `corpus.publish` (typed, tested there).

- pages (register_routes): `/<jurisdiction>/<kind>/<id>` for sections, ordinances, chapters,
  titles, articles, tables and figures, each also as `.json`; `/section/<id>` and
  `/ordinance/<id>` lead to the one jurisdiction holding the id
- cells (render_cell): ids and citations as links, flags and lists as words, long text folded
- errors (handle_exception): every error answers a page; Datasette's default handler, which
  fails outside an `except` block when rich is installed, is replaced (corpus.publish.errors)
- home's contents (extra_template_vars): each jurisdiction's titles, linked
- `corpus_fts_query()` SQL function the `search` canned query uses (prepare_connection)
- `/-/search` and `/-/search.json`: one ranked search over every kind (register_routes)
- full-text queries too long for the time limit to stop are refused (asgi_wrapper)
- the schema of an immutable database is read once, not on every request (startup;
  corpus.publish.immutable)

This folder must never hold an `__init__.py`: `datasette/` would then shadow the real package.
"""

from __future__ import annotations

import sqlite3
from typing import Any
from urllib.parse import unquote

from datasette import hookimpl
from datasette.plugins import pm
from datasette.utils.asgi import Response

from corpus.publish import cells, errors, immutable, tables, views
from corpus.publish.guard import guarded
from corpus.publish.search import fts_query
from corpus.publish.search_page import search_answer
from corpus.publish.urls import PageKind

errors.replace_default_handler(pm)

# `/<jurisdiction>/<kind>/<id>` with an optional `.json`; ids never hold a `/` unencoded.
NODE_ROUTE = r"^/(?P<jurisdiction>[^/]+)/(?P<kind>{kinds})/(?P<id>[^/]+?)(?P<json>\.json)?$"
NODE_KINDS = "|".join(k.value for k in PageKind if k not in (PageKind.SECTION, PageKind.ORDINANCE))


@hookimpl
def prepare_connection(conn: sqlite3.Connection) -> None:
    conn.create_function("corpus_fts_query", 1, fts_query, deterministic=True)


@hookimpl
def asgi_wrapper() -> Any:
    return guarded


@hookimpl
def startup(datasette: Any) -> None:
    immutable.remember_schemas(datasette)


@hookimpl
def extra_template_vars(template: str, datasette: Any) -> Any:
    """Home (`index.html`) lists each jurisdiction's titles: the way into the contents."""
    if template != "index.html":
        return None

    async def contents() -> dict[str, Any]:
        return await views.home_contents(datasette)

    return contents


@hookimpl
def register_routes() -> list[tuple[str, Any]]:
    return [
        (NODE_ROUTE.format(kinds="section"), section_page),
        (NODE_ROUTE.format(kinds="ordinance"), ordinance_page),
        # the matrix page; its `.json` is the node page's
        (r"^/(?P<jurisdiction>[^/]+)/table/(?P<id>(?:(?!\.json$)[^/])+)$", tables.table_page),
        (NODE_ROUTE.format(kinds=NODE_KINDS), node_page),
        (r"^/(?P<kind>section|ordinance)/(?P<id>[^/]+)$", anywhere),
        (r"^/-/search(?P<format>\.json)?$", search_page),
    ]


def _vars(request: Any) -> tuple[str, str, bool]:
    found = request.url_vars
    return unquote(found["jurisdiction"]), unquote(found["id"]), bool(found.get("json"))


def _response(answer: views.Answer) -> Any:
    if answer.location is not None:
        return Response.redirect(answer.location, status=answer.status)
    if answer.data is not None:
        return Response.json(answer.data, status=answer.status)
    return Response.html(answer.html, status=answer.status)


async def search_page(datasette: Any, request: Any) -> Any:
    answer = await search_answer(datasette, request, bool(request.url_vars.get("format")))
    if answer.location:
        return Response.redirect(answer.location)
    if answer.data is not None:
        return Response.json(answer.data, status=answer.status)
    return Response.html(answer.html or "", status=answer.status)


async def section_page(datasette: Any, request: Any) -> Any:
    jurisdiction, key, as_json = _vars(request)
    return _response(await views.section_page(datasette, jurisdiction, key, request, as_json))


async def ordinance_page(datasette: Any, request: Any) -> Any:
    jurisdiction, key, as_json = _vars(request)
    return _response(await views.ordinance_page(datasette, jurisdiction, key, request, as_json))


async def node_page(datasette: Any, request: Any) -> Any:
    jurisdiction, key, as_json = _vars(request)
    kind = request.url_vars["kind"]
    return _response(await views.node_page(datasette, jurisdiction, kind, key, request, as_json))


async def anywhere(datasette: Any, request: Any) -> Any:
    kind = PageKind(request.url_vars["kind"])
    key = unquote(request.url_vars["id"])
    return _response(await views.anywhere(datasette, kind, key, request))


@hookimpl
def render_cell(
    row: Any, value: Any, column: str, table: str | None, database: str, datasette: Any
) -> Any:
    return cells.render_cell(row, value, column, table, database, datasette)


@hookimpl
def handle_exception(datasette: Any, request: Any, exception: BaseException) -> Any:
    async def answer() -> Any:
        return await errors.error_response(datasette, request, exception)

    return answer
