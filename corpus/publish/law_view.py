"""The page of an outside law, `/<jurisdiction>/law/<target>` (and its `.json`): the body of law,
the law's place in it, who cites it, the body's other laws cited, the official text when known.

The same route with a body of law (`/<jurisdiction>/law/Cal. Gov. Code`) lists the body's laws
the jurisdiction cites, with counts; an id the jurisdiction cites neither as a law nor as a body
is a 404 page.
"""

from __future__ import annotations

from typing import Any
from urllib.parse import unquote

from corpus.publish import views
from corpus.publish.loaders.law_page import CitedLaw, LawPage, load_law
from corpus.publish.loaders.section_page import Citation
from corpus.publish.section_view import source_label
from corpus.publish.urls import Links


def place_label(page: LawPage) -> str:
    """Where the law sits in its body, as people read it: `title 42, § 1983`, `§ 65852.2`."""
    name = page.name
    parts = [f"title {name.title}"] if name.title else []
    if name.section:
        parts.append(f"§ {name.section}")
    return ", ".join(parts)


def cited_law_json(law: CitedLaw, jurisdiction: str, links: Links) -> dict[str, Any]:
    return {
        "target": law.target,
        "title": law.name.title,
        "section": law.name.section,
        "citations": law.citations,
        "sources": law.sources,
        "url": links.law(jurisdiction, law.target),
    }


def citing_json(c: Citation, page: LawPage, links: Links) -> dict[str, Any]:
    """A citation of the law, with the unit citing it named and linked."""
    return {
        "source": c.source,
        "source_kind": c.source_kind,
        "label": source_label(c, page.paragraphs),
        "raw": c.raw,
        "sentence": c.sentence,
        "url": links.source(c.source_kind, page.jurisdiction, c.source),
    }


def law_json(page: LawPage, links: Links) -> dict[str, Any]:
    """The law's page as data."""
    where = page.jurisdiction
    return {
        "jurisdiction": where,
        "kind": "law",
        "id": page.id,
        "is_body": page.is_body,
        "body": page.name.body,
        "body_jurisdiction": page.name.jurisdiction,
        "title": page.name.title,
        "section": page.name.section,
        "official_url": page.official_url,
        "url": links.law(where, page.id),
        "body_url": links.law(where, page.name.body),
        "query_url": None if page.is_body else links.cited_by(where, page.id),
        "cited_by": [citing_json(c, page, links) for c in page.citing],
        "same_body": [cited_law_json(law, where, links) for law in page.same_body],
    }


def law_context(page: LawPage, links: Links) -> dict[str, Any]:
    where = page.jurisdiction
    return {
        "page": page,
        "links": links,
        "place": place_label(page),
        "jurisdiction_name": page.jurisdiction_name or where,
        "label": lambda c: source_label(c, page.paragraphs),
        "source_url": lambda c: links.source(c.source_kind, where, c.source),
        "law_url": lambda target: links.law(where, target),
        "query_url": links.cited_by(where, page.id),
    }


async def law_page(datasette: Any, request: Any) -> Any:
    """The route's handler (datasette/plugins/corpus_pages.py)."""
    jurisdiction = unquote(request.url_vars["jurisdiction"])
    target = unquote(request.url_vars["id"])
    wants_json = bool(request.url_vars.get("json"))
    db = datasette.get_database()
    page: LawPage | None = await db.execute_fn(lambda conn: load_law(conn, jurisdiction, target))
    links = views.links_of(datasette)
    if page is None:
        answer = await views.missing(datasette, "law", target, request, jurisdiction, wants_json)
    elif wants_json:
        answer = views.Answer(200, data=law_json(page, links))
    else:
        context = law_context(page, links)
        html = await datasette.render_template("corpus_law.html", context, request=request)
        answer = views.Answer(200, html)
    return views.response_of(answer)
