"""The page of one table: `/<jurisdiction>/table/<id>`.

The matrix as an HTML table (districts across, uses down, grouped by their headings, notes and
legend below), a version picker, and with `?compare=N` every cell that differs from version N
marked `old → new`. The section numbers of the specific-use column link to their sections.
"""

from __future__ import annotations

from typing import Any
from urllib.parse import unquote

from markupsafe import Markup, escape

from corpus.publish import views
from corpus.publish.loaders.contents import Crumb, trail
from corpus.publish.loaders.table_page import TablePage, load_table
from corpus.publish.parameters import known_version, number_parameter
from corpus.publish.urls import Links, cell_anchor
from parsers.ids import SECTION_NUMBER, section_of


def link_sections(value: str, jurisdiction: str, links: Links) -> Markup:
    """A cell's section numbers as links to their pages."""
    out: list[str] = []
    at = 0
    for match in SECTION_NUMBER.finditer(value):
        out.append(str(escape(value[at : match.start()])))
        href = links.section(jurisdiction, section_of(match.group()))
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


def table_context(page: TablePage, links: Links) -> dict[str, Any]:
    where = page.jurisdiction
    return {
        "page": page,
        "groups": groups(page),
        "cell_anchor": cell_anchor,
        "link_sections": lambda v: link_sections(v, where, links),
        "section_url": lambda s: links.section(where, s),
        "district_url": lambda d: links.district(where, d),
        "ordinance_url": lambda o: links.ordinance(where, o),
        "base": links.table(where, page.id).rsplit("/", 1)[0] + "/",
    }


async def table_answer(
    datasette: Any, jurisdiction: str, table: str, args: Any, request: Any
) -> views.Answer:
    db = datasette.get_database()
    version, compare = number_parameter(args, "version"), number_parameter(args, "compare")
    found: tuple[TablePage | None, tuple[Crumb, ...]] = await db.execute_fn(
        lambda conn: (
            load_table(conn, jurisdiction, table, version, compare),
            trail(conn, jurisdiction, "table", table),
        )
    )
    page, crumbs = found
    if page is None:  # another name of a table, or one the corpus only mentions
        return await views.node_page(datasette, jurisdiction, "table", table, request, False)
    held = {v.version for v in page.versions}
    known_version("version", version, page.id, held)
    known_version("compare", compare, page.id, held)
    links = views.links_of(datasette)
    context = table_context(page, links) | {
        "database": db.name,
        "code_trail": crumbs,
        "links": links,
    }
    html = await datasette.render_template("corpus_table.html", context, request=request)
    return views.Answer(200, html)


async def table_page(datasette: Any, request: Any) -> Any:
    """The route's handler (datasette/plugins/corpus_pages.py)."""
    jurisdiction = unquote(request.url_vars["jurisdiction"])
    table = unquote(request.url_vars["id"])
    answer = await table_answer(datasette, jurisdiction, table, request.args, request)
    return views.response_of(answer)
