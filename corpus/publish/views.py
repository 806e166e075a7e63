"""The plugin's pages: load (corpus.publish.loaders), shape (section_view, render, svg), template.

Datasette objects are passed in untyped (Datasette ships no type information); everything this
module computes is typed. Templates autoescape; values that are already HTML are `Markup` built
from escaped text. Each page answers HTML, or data when its path ends `.json` (Datasette's
convention).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from datasette.utils.asgi import Response

from corpus.publish.loaders.contents import (
    Surroundings,
    jurisdiction_titles,
    node_extras,
    surroundings,
)
from corpus.publish.loaders.neighbourhood import Neighbourhood, neighbourhood
from corpus.publish.loaders.node_pages import NodePage, canonical_nodes, load_node
from corpus.publish.loaders.ordinance_page import OrdinancePage, jurisdictions_with, load_ordinance
from corpus.publish.loaders.section_page import SectionPage, changes_between, load_section
from corpus.publish.ordinance_view import node_context, ordinance_context
from corpus.publish.page_json import node_json, ordinance_json, section_json
from corpus.publish.parameters import known_version
from corpus.publish.section_view import compare_request, section_context, version_request
from corpus.publish.urls import Links, PageKind


@dataclass(frozen=True, slots=True)
class Answer:
    """What a page answers: a status and HTML, data (for `.json`), or a redirect."""

    status: int
    html: str = ""
    data: dict[str, Any] | None = None
    location: str | None = None


def response_of(answer: Answer) -> Response:
    """The HTTP response of a page's answer."""
    if answer.location is not None:
        return Response.redirect(answer.location, status=answer.status)
    if answer.data is not None:
        return Response.json(answer.data, status=answer.status)
    return Response.html(answer.html, status=answer.status)


def links_of(datasette: Any) -> Links:
    return Links(datasette.urls, datasette.get_database().name)


async def _render(datasette: Any, template: str, context: dict[str, Any], request: Any) -> str:
    html: str = await datasette.render_template(template, context, request=request)
    return html


async def section_page(
    datasette: Any, jurisdiction: str, section_id: str, request: Any, as_json: bool
) -> Answer:
    """The page of one section of one jurisdiction, at the version asked for; a section the
    corpus only cites has the page of an absent node."""
    db = datasette.get_database()
    links = links_of(datasette)
    wanted = version_request(request.args)
    page: SectionPage | None = await db.execute_fn(
        lambda conn: load_section(conn, jurisdiction, section_id, wanted)
    )
    if page is None:
        return await node_page(datasette, jurisdiction, "section", section_id, request, as_json)
    pair = compare_request(request.args)
    numbers = {v.version: v for v in page.versions}
    known_version("version", wanted.version, section_id, numbers)
    for name, number in zip(("from", "to"), pair or (), strict=False):
        known_version(name, number, section_id, numbers)
    if as_json:
        return Answer(200, data=section_json(page, links))

    def around_it(conn: Any) -> tuple[Neighbourhood, Surroundings]:
        cited = (*page.inbound, *page.citations)
        return (
            neighbourhood(conn, jurisdiction, section_id),
            surroundings(conn, jurisdiction, section_id, cited),
        )

    hood, around = await db.execute_fn(around_it)
    compared = None
    if pair and pair[0] != pair[1]:
        before, after = numbers[pair[0]], numbers[pair[1]]
        changes = await db.execute_fn(
            lambda conn: changes_between(conn, jurisdiction, before, after)
        )
        compared = (pair[0], pair[1], changes)
    context = section_context(page, links, hood, compared, around)
    return Answer(200, await _render(datasette, "section.html", context, request))


async def ordinance_page(
    datasette: Any, jurisdiction: str, key: str, request: Any, as_json: bool
) -> Answer:
    """The page of one ordinance (by id, number or file number, in any punctuation); an
    ordinance only the history notes cite has the page of an absent node."""
    db = datasette.get_database()
    links = links_of(datasette)
    page: OrdinancePage | None = await db.execute_fn(
        lambda conn: load_ordinance(conn, jurisdiction, key)
    )
    if page is None:
        return await node_page(datasette, jurisdiction, "ordinance", key, request, as_json)
    if as_json:
        return Answer(200, data=ordinance_json(page, links))
    context = ordinance_context(page, links)
    return Answer(200, await _render(datasette, "ordinance.html", context, request))


async def node_page(
    datasette: Any, jurisdiction: str, kind: str, node_id: str, request: Any, as_json: bool
) -> Answer:
    """The page of a chapter, title, article, table or figure, or of a section or ordinance the
    corpus mentions without holding; 404 when the corpus knows nothing of it."""
    db = datasette.get_database()
    links = links_of(datasette)
    meant: list[str] = await db.execute_fn(
        lambda conn: canonical_nodes(conn, jurisdiction, kind, node_id)
    )
    if meant:
        return await _one_of(datasette, jurisdiction, kind, node_id, meant, request, as_json)
    page: NodePage | None = await db.execute_fn(
        lambda conn: load_node(conn, jurisdiction, kind, node_id)
    )
    if page is None:
        return await missing(datasette, kind, node_id, request, jurisdiction, as_json)
    if as_json:
        return Answer(200, data=node_json(page, links))
    found = page
    extras = await db.execute_fn(
        lambda conn: node_extras(conn, jurisdiction, found.kind, found.id, found.inbound)
    )
    context = node_context(page, links, extras, bool(request.args.get("citations")))
    return Answer(200, await _render(datasette, "corpus_node.html", context, request))


async def _one_of(
    datasette: Any,
    jurisdiction: str,
    kind: str,
    typed: str,
    meant: list[str],
    request: Any,
    as_json: bool,
) -> Answer:
    """Where another name of a node leads: a redirect to the one page holding it (its query
    string kept), or a choice (300) between the nodes it may mean."""
    links = links_of(datasette)
    urls = [links.page(PageKind(kind), jurisdiction, node) for node in meant]
    if len(meant) == 1:
        query = request.query_string
        location = urls[0] + (".json" if as_json else "") + (f"?{query}" if query else "")
        return Answer(302, location=location)
    if as_json:
        choices = [{"id": node, "url": url} for node, url in zip(meant, urls, strict=True)]
        return Answer(300, data={"ok": False, "kind": kind, "id": typed, "choices": choices})
    return await missing(
        datasette, kind, typed, request, jurisdiction, choices=list(zip(meant, urls, strict=True))
    )


async def missing(
    datasette: Any,
    kind: str,
    key: str,
    request: Any,
    jurisdiction: str | None = None,
    as_json: bool = False,
    choices: list[tuple[str, str]] | None = None,
) -> Answer:
    """404 (or 300 with `choices`): the corpus has no such node, or several jurisdictions do."""
    status = 300 if choices else 404
    if as_json:
        return Answer(status, data={"ok": False, "kind": kind, "id": key, "status": status})
    links = links_of(datasette)
    context = {
        "kind": kind,
        "key": key,
        "jurisdiction": jurisdiction,
        "choices": choices or [],
        "cited_by": links.cited_by(jurisdiction, key) if kind in ("section", "law") else None,
        "links": links,
    }
    return Answer(status, await _render(datasette, "corpus_missing.html", context, request))


async def home_contents(datasette: Any) -> dict[str, Any]:
    """Home's contents: every jurisdiction with the titles its outline knows."""
    db = datasette.get_database()
    return {
        "corpus_contents": await db.execute_fn(jurisdiction_titles),
        "corpus_links": links_of(datasette),
    }


async def anywhere(datasette: Any, kind: PageKind, key: str, request: Any) -> Answer:
    """Where `/section/<id>` and `/ordinance/<id>` (the forms without a jurisdiction) lead: a
    redirect when one jurisdiction holds the id, else a page listing them (or saying none
    does)."""
    db = datasette.get_database()
    links = links_of(datasette)
    found: list[str] = await db.execute_fn(lambda conn: jurisdictions_with(conn, kind.value, key))
    if len(found) == 1:
        return Answer(302, location=links.page(kind, found[0], key))
    choices = [(j, links.page(kind, j, key)) for j in found]
    return await missing(datasette, kind.value, key, request, choices=choices)
