"""Datasette hooks for the code corpus: thin glue over `corpus.publish` (typed, tested there).

- pages (register_routes): `/<jurisdiction>/<kind>/<id>` for sections, ordinances, chapters,
  titles, articles, tables and figures, each also as `.json`; `/section/<id>` and
  `/ordinance/<id>` lead to the one jurisdiction holding the id
- cells (render_cell): ids and citations as links, flags and lists as words, long text folded
- errors (handle_exception): every error answers a page; Datasette's default handler, which
  fails outside an `except` block when rich is installed, is replaced (corpus.publish.errors)
- home's contents (extra_template_vars): each jurisdiction's titles, linked
- SQL functions the canned queries use (prepare_connection): `corpus_fts_query()` (search),
  `corpus_node()` and `corpus_id_key()` (ids in any form people type them), and SQLite's bounds
  on values, rows and time on every connection (corpus.publish.limits, whose `deadline`
  replaces Datasette's `sqlite_timelimit` for every query)
- `/<jurisdiction>/law/<target>` (and `.json`): an outside law the code cites (`Cal. Gov. Code §
  65852.2`), who cites it and its official text; with a body of law (`Cal. Gov. Code`), the
  body's laws cited (corpus.publish.law_view)
- `/<jurisdiction>/district/<code>` (and `.json`): a zoning district's housing treatments, uses
  and standards; `/<jurisdiction>/housing.csv` and `.json`: the treatments in the Atlas's fields
- `/-/search` and `/-/search.json`: one ranked search over every kind (register_routes)
- changes to follow (corpus.publish.changes): `/<jurisdiction>/-/changes` (`?since=DATE`,
  `section`, `chapter`, `q`) and its `.json` and `.atom`; `/<jurisdiction>/section/<id>.atom`
  and `/<jurisdiction>/chapter/<id>.atom`
- downloads (corpus.publish.downloads): `/-/export`, and `/<jurisdiction>/-/export?as_of=DATE&
  format=jsonl|markdown`, the bytes `corpus export` writes
- full-text queries with too many terms to rank within the time limit are refused, and the
  queries people write share all SQL threads but one (asgi_wrapper; corpus.publish.guard)
- the schema of an immutable database is read once, not on every request (startup;
  corpus.publish.immutable)

This folder must never hold an `__init__.py`: `datasette/` would then shadow the real package.
"""

from __future__ import annotations

import sqlite3
from typing import Any
from urllib.parse import unquote

import datasette.database
from datasette import hookimpl
from datasette.plugins import pm

from corpus.db.search_index import register_id_functions
from corpus.publish import (
    cells,
    district_view,
    errors,
    immutable,
    law_view,
    limits,
    table_view,
    views,
)
from corpus.publish.changes import Format, changes_route
from corpus.publish.downloads import downloads_route
from corpus.publish.guard import QueryLane, guarded
from corpus.publish.search_page import search_answer
from corpus.publish.search_query import fts_query
from corpus.publish.urls import PageKind

errors.replace_default_handler(pm)
limits.install(datasette.database)

# `/<jurisdiction>/<kind>/<id>` with an optional `.json`; ids never hold a `/` unencoded.
NODE_ROUTE = r"^/(?P<jurisdiction>[^/]+)/(?P<kind>{kinds})/(?P<id>[^/]+?)(?P<json>\.json)?$"
# The kinds node_page shows; sections, ordinances and outside laws have their own routes.
OWN_ROUTES = (PageKind.SECTION, PageKind.ORDINANCE, PageKind.LAW)
NODE_KINDS = "|".join(k.value for k in PageKind if k not in OWN_ROUTES)


@hookimpl
def prepare_connection(conn: sqlite3.Connection) -> None:
    conn.create_function("corpus_fts_query", 1, fts_query, deterministic=True)
    register_id_functions(conn)  # canned queries read ids as the pages do
    limits.limit_connection(conn)


@hookimpl
def asgi_wrapper(datasette: Any) -> Any:
    threads = int(datasette.setting("num_sql_threads"))
    lane = QueryLane(threads - 1, lambda: datasette.databases)
    return lambda app: guarded(app, lane)


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
        # before the node pages: `17.62.atom` is a feed, not a chapter's id
        (r"^/(?P<jurisdiction>[^/]+)/(?P<kind>section|chapter)/(?P<id>[^/]+?)\.atom$", node_feed),
        (r"^/(?P<jurisdiction>[^/]+)/-/changes(?P<format>\.json|\.atom)?$", changes_page),
        (r"^/(?:(?P<jurisdiction>[^/]+)/)?-/export$", downloads_page),
        (NODE_ROUTE.format(kinds="section"), section_page),
        (NODE_ROUTE.format(kinds="ordinance"), ordinance_page),
        (NODE_ROUTE.format(kinds="law"), law_view.law_page),
        # the matrix page; its `.json` is the node page's
        (r"^/(?P<jurisdiction>[^/]+)/table/(?P<id>(?:(?!\.json$)[^/])+)$", table_view.table_page),
        (NODE_ROUTE.format(kinds=NODE_KINDS), node_page),
        (r"^/(?P<kind>section|ordinance)/(?P<id>[^/]+)$", anywhere),
        # a zoning district's page, and every district's housing treatments in the Atlas's fields
        (
            r"^/(?P<jurisdiction>[^/]+)/district/(?P<id>[^/]+?)(?P<json>\.json)?$",
            district_view.district_page,
        ),
        (r"^/(?P<jurisdiction>[^/]+)/housing\.(?P<format>csv|json)$", district_view.housing_export),
        (r"^/-/search(?P<format>\.json)?$", search_page),
    ]


def _vars(request: Any) -> tuple[str, str, bool]:
    found = request.url_vars
    return unquote(found["jurisdiction"]), unquote(found["id"]), bool(found.get("json"))


def _response(answer: views.Answer) -> Any:
    return views.response_of(answer)


async def search_page(datasette: Any, request: Any) -> Any:
    answer = await search_answer(datasette, request, bool(request.url_vars.get("format")))
    return views.response_of(
        views.Answer(answer.status, answer.html or "", answer.data, answer.location)
    )


async def changes_page(datasette: Any, request: Any) -> Any:
    jurisdiction = unquote(request.url_vars["jurisdiction"])
    fmt = Format(request.url_vars.get("format") or "")
    return await changes_route(datasette, request, jurisdiction, fmt)


async def node_feed(datasette: Any, request: Any) -> Any:
    jurisdiction, key, _ = _vars(request)
    node = {request.url_vars["kind"]: key}
    return await changes_route(datasette, request, jurisdiction, Format.ATOM, **node)


async def downloads_page(datasette: Any, request: Any) -> Any:
    found = request.url_vars.get("jurisdiction")
    return await downloads_route(datasette, request, unquote(found) if found else None)


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
