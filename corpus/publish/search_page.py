"""The search page (`/-/search`, `/-/search.json`): Datasette glue over `search_ranking`.

The search runs in one of Datasette's SQL threads under Datasette's own time limit
(`sql_time_limit_ms`, `corpus.publish.limits.deadline`), like every other query, so a slow
search is stopped and the page says so instead of holding the thread.
"""

from __future__ import annotations

import html
import re
import sqlite3
from dataclasses import dataclass
from typing import Any
from urllib.parse import quote, urlencode

from corpus.db.search_index import IdMatch, ItemKind
from corpus.publish.limits import deadline
from corpus.publish.render import highlight_snippet
from corpus.publish.search_query import MAX_QUERY_CHARS, MAX_TERMS, parse_query
from corpus.publish.search_ranking import Result, SearchOutcome, SearchRequest, run_search
from corpus.publish.urls import Links, PageKind

KIND_LABELS = {
    ItemKind.SECTION: "Section",
    ItemKind.ORDINANCE: "Ordinance",
    ItemKind.TABLE: "Table",
    ItemKind.PARAGRAPH: "Paragraph",
    ItemKind.CHAPTER: "Chapter",
    ItemKind.TITLE: "Title",
    ItemKind.ARTICLE: "Article",
    ItemKind.PARCEL: "Parcel",
}
# The kinds with a page of their own, by the kind of their search item.
NODE_PAGES = {
    ItemKind.ORDINANCE: PageKind.ORDINANCE,
    ItemKind.TABLE: PageKind.TABLE,
    ItemKind.CHAPTER: PageKind.CHAPTER,
    ItemKind.TITLE: PageKind.TITLE,
    ItemKind.ARTICLE: PageKind.ARTICLE,
}
# The first words a snippet marks: what the target page is asked to highlight.
MARKED = re.compile(r"<mark>(.*?)</mark>(?:(\s+)<mark>(.*?)</mark>)*")


@dataclass(frozen=True, slots=True)
class Answer:
    """What the route sends: a redirect, a page or JSON."""

    status: int
    html: str | None = None
    data: dict[str, Any] | None = None
    location: str | None = None


def item_url(datasette: Any, database: str, kind: ItemKind, jurisdiction: str, item: str) -> str:
    """The page of a search item: a section (anchored at a subsection typed), an ordinance, a
    table, a chapter, title or article, the rezonings of a parcel, or the row of a
    paragraph."""
    links = Links(datasette.urls, database)
    if kind is ItemKind.SECTION:
        return links.section(jurisdiction, item)
    if kind in NODE_PAGES:
        return links.page(NODE_PAGES[kind], jurisdiction, item)
    if kind is ItemKind.PARCEL:
        return links.query("rezoned_parcels", apn=item, jurisdiction=jurisdiction)
    return links.paragraph(item)


def highlighted(url: str, snippet: str) -> str:
    """`url` asking the browser to highlight the first words the snippet marks (a URL text
    fragment, `#:~:text=`), so the hit is marked where the link lands."""
    found = MARKED.search(snippet)
    if found is None:
        return url
    words = html.unescape(re.sub(r"</?mark>", "", found.group(0)))
    directive = ":~:text=" + quote(words, safe="")
    return f"{url}{directive}" if "#" in url else f"{url}#{directive}"


def _notes(outcome: SearchOutcome) -> list[str]:
    query = outcome.query
    notes = []
    if query.cut_chars:
        notes.append(f"Only the first {MAX_QUERY_CHARS} characters were read.")
    if query.dropped_terms:
        notes.append(
            f"Only the first {MAX_TERMS} terms were searched ({query.dropped_terms} left out)."
        )
    return notes


def _result_dict(datasette: Any, database: str, result: Result) -> dict[str, Any]:
    return {
        "kind": result.kind.value,
        "jurisdiction": result.jurisdiction,
        "id": result.id,
        "title": result.title,
        "section": result.section,
        "url": highlighted(
            item_url(datasette, database, result.kind, result.jurisdiction, result.id),
            result.snippet,
        ),
        "snippet": result.snippet,
        "relevance": result.relevance,
    }


def _id_dict(datasette: Any, database: str, match: IdMatch) -> dict[str, Any]:
    url = item_url(datasette, database, match.kind, match.jurisdiction, match.node)
    return {
        "kind": match.kind.value,
        "jurisdiction": match.jurisdiction,
        "id": match.id,
        "url": url,
    }


def outcome_data(datasette: Any, database: str, outcome: SearchOutcome) -> dict[str, Any]:
    """The JSON of a search: what was searched, the ids found, the total and one page."""
    return {
        "q": outcome.request.q,
        "terms": list(outcome.query.terms),
        "notes": _notes(outcome),
        "jurisdiction": outcome.request.jurisdiction,
        "kind": outcome.request.kind.value if outcome.request.kind else None,
        "chapter": outcome.request.chapter,
        "since": outcome.request.since.isoformat() if outcome.request.since else None,
        "page": outcome.request.page,
        "pages": outcome.pages,
        "total": outcome.total,
        "ids": [_id_dict(datasette, database, m) for m in outcome.ids],
        "results": [_result_dict(datasette, database, r) for r in outcome.results],
    }


def _page_url(request: SearchRequest, **changes: object) -> str:
    args = {
        "q": request.q,
        "jurisdiction": request.jurisdiction,
        "kind": request.kind.value if request.kind else None,
        "chapter": request.chapter,
        "since": request.since.isoformat() if request.since else None,
        "page": request.page,
        **changes,
    }
    kept = {k: v for k, v in args.items() if v not in (None, "", 1)}
    return "/-/search?" + urlencode(kept)


def _context(data: dict[str, Any], request: SearchRequest, error: str | None) -> dict[str, Any]:
    for result in data["results"]:
        result["snippet_html"] = highlight_snippet(result["snippet"])
        result["label"] = KIND_LABELS[ItemKind(result["kind"])]
    kinds = [(None, "Everything")] + [(k.value, label + "s") for k, label in KIND_LABELS.items()]
    return {
        "search": data,
        "error": error,
        "kinds": [
            (label, _page_url(request, kind=k, page=1), k == data["kind"]) for k, label in kinds
        ],
        "previous": _page_url(request, page=request.page - 1) if request.page > 1 else None,
        "next": _page_url(request, page=request.page + 1) if request.page < data["pages"] else None,
    }


async def search_answer(datasette: Any, request: Any, as_json: bool) -> Answer:
    """The search page, its JSON, or (for a typed id naming one node) a redirect to its page."""
    db = datasette.get_database()
    wanted = SearchRequest.from_args(request.args)
    limit = int(datasette.setting("sql_time_limit_ms"))

    def search(conn: sqlite3.Connection) -> SearchOutcome:
        with deadline(conn, limit):
            return run_search(conn, wanted)

    error = None
    try:
        outcome = await db.execute_fn(search)
    except sqlite3.OperationalError as exc:
        error = f"The search was stopped after {limit / 1000:g} s: try fewer or longer words."
        if "interrupted" not in str(exc):
            error = "The search could not read that query."
        outcome = SearchOutcome(wanted, parse_query(""), (), 0, ())
    data = outcome_data(datasette, db.name, outcome)
    if as_json:
        return Answer(400 if error else 200, data={**data, "error": error})
    if len(outcome.ids) == 1 and wanted.page == 1 and wanted.kind is None:
        return Answer(302, location=data["ids"][0]["url"])
    html = await datasette.render_template(
        "corpus_search.html", _context(data, wanted, error), request=request
    )
    return Answer(400 if error else 200, html=html)
