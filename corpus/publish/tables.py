"""The page of one table: `/<jurisdiction>/table/<id>`.

The matrix as an HTML table (districts across, uses down, grouped by their headings, notes and
legend below), a version picker, and with `?compare=N` every cell that differs from version N
marked `old → new`. The section numbers of the specific-use column link to their sections.
"""

from __future__ import annotations

import re
from typing import Any
from urllib.parse import unquote

from datasette.utils.asgi import Response
from markupsafe import Markup, escape

from corpus.db.tables import TablePage, load_table
from corpus.publish.render import ordinance_url, section_url

# A section number in the specific-use column: `17.42.130(E)`, `17.42.150`.
SECTION_NUMBER = re.compile(r"\b\d{1,3}\.\d{1,3}\.\d{1,4}(?:\([A-Za-z0-9]{1,4}\))*")


def _int(value: Any) -> int | None:
    try:
        return int(value) if value not in (None, "") else None
    except ValueError:
        return None


def link_sections(value: str, jurisdiction: str) -> Markup:
    """A cell's section numbers as links to their pages."""
    out: list[str] = []
    at = 0
    for match in SECTION_NUMBER.finditer(value):
        out.append(str(escape(value[at : match.start()])))
        href = section_url(match.group(), jurisdiction)
        out.append(f'<a href="{escape(href)}">{escape(match.group())}</a>')
        at = match.end()
    out.append(str(escape(value[at:])))
    return Markup("".join(out))


def groups(page: TablePage) -> list[tuple[str | None, list[Any]]]:
    """The rows under their headings, in printed order."""
    found: list[tuple[str | None, list[Any]]] = []
    for row in page.rows:
        if not found or found[-1][0] != row.category:
            found.append((row.category, []))
        found[-1][1].append(row)
    return found


def table_context(page: TablePage) -> dict[str, Any]:
    return {
        "page": page,
        "groups": groups(page),
        "link_sections": lambda v: link_sections(v, page.jurisdiction),
        "section_url": lambda s: section_url(s, page.jurisdiction),
        "ordinance_url": lambda o: ordinance_url(o, page.jurisdiction),
        "base": f"/{page.jurisdiction}/table/",
    }


async def table_html(
    datasette: Any, jurisdiction: str, table: str, args: Any, request: Any
) -> tuple[int, str]:
    db = datasette.get_database()
    version, compare = _int(args.get("version")), _int(args.get("compare"))
    page: TablePage | None = await db.execute_fn(
        lambda conn: load_table(conn, jurisdiction, table, version, compare)
    )
    if page is None:
        html = await datasette.render_template(
            "corpus_missing.html",
            {"kind": "table", "key": table, "jurisdiction": jurisdiction},
            request=request,
        )
        return 404, html
    context = table_context(page) | {"database": db.name}
    return 200, await datasette.render_template("corpus_table.html", context, request=request)


async def table_page(datasette: Any, request: Any) -> Any:
    """The route's handler (datasette/plugins/corpus_pages.py)."""
    jurisdiction = unquote(request.url_vars["jurisdiction"])
    table = unquote(request.url_vars["id"])
    status, html = await table_html(datasette, jurisdiction, table, request.args, request)
    return Response.html(html, status=status)
