"""One ranked search over every kind of item, and ids typed in any form.

`run_search` answers a `SearchRequest` over one connection: the ids the text names (a typed
`17.62.030` or `PA26-17` goes to its page), the number of matches, and one page of results
ranked by bm25 over `search_items_fts` (titles weigh ten times the text). Rank first, then make
snippets for the page shown only: a snippet is the costly part of a result, and a page shows
twenty of possibly tens of thousands of matches.

Relevance is shown as a share of the best match's bm25 score (100 for the best), not as bm25's
raw negative number.
"""

from __future__ import annotations

import json
import math
import sqlite3
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import date

from corpus.db.search_index import IdMatch, ItemKind, find_ids, typed_node
from corpus.publish.parameters import date_parameter
from corpus.publish.search_query import ParsedQuery, parse_query

PAGE_SIZE = 20
MAX_PAGE = 25  # 500 results: past that, people refine the query
SNIPPET_TOKENS = 24
# bm25 weights of search_items_fts's columns: (title, text).
WEIGHTS = (10.0, 1.0)

_MATCHING = """
    from search_items_fts f join search_items i on i.rowid = f.rowid
    where search_items_fts match :fts
      and (:jurisdiction is null or i.jurisdiction = :jurisdiction)
      and (:kind is null or i.kind = :kind)
      and (:chapter is null or i.chapter = :chapter)
      and (:since is null or i.since >= :since)
"""
RANK_SQL = f"""
    select f.rowid, bm25(search_items_fts, {WEIGHTS[0]}, {WEIGHTS[1]}) as score {_MATCHING}
    order by score, f.rowid limit :limit offset :offset
"""
COUNT_SQL = f"select count(*) {_MATCHING}"
# Without filters the index ranks and counts its own matches, without reading search_items
# for each (half the time of a ranking of 60,000 matches).
RANK_ALL_SQL = f"""
    select rowid, bm25(search_items_fts, {WEIGHTS[0]}, {WEIGHTS[1]}) as score
    from search_items_fts where search_items_fts match :fts
    order by score, rowid limit :limit offset :offset
"""
COUNT_ALL_SQL = "select count(*) from search_items_fts where search_items_fts match :fts"
ITEMS_SQL = """
    select rowid, kind, jurisdiction, id, title, section, text from search_items
    where rowid in (select value from json_each(?))
"""
# Snippets are made in a small index of the page's items alone: the same tokenizer and query
# over twenty texts, where the big index would expand a prefix (`perm*`) again for each one.
PAGE_INDEX = "create virtual table page using fts5(title, text, tokenize='porter')"
SNIPPET_SQL = f"""
    select rowid, snippet(page, -1, '<mark>', '</mark>', '…', {SNIPPET_TOKENS})
    from page where page match ?
"""


@dataclass(frozen=True, slots=True)
class SearchRequest:
    """What a search page is asked for: the text, its filters and the page."""

    q: str
    jurisdiction: str | None = None
    kind: ItemKind | None = None
    page: int = 1
    chapter: str | None = None  # only items of this chapter (`17.62`, `Chapter 17.62`)
    since: date | None = None  # only items whose current form took effect on or after it

    @property
    def filtered(self) -> bool:
        return any((self.jurisdiction, self.kind, self.chapter, self.since))

    @classmethod
    def from_args(cls, args: Mapping[str, str]) -> SearchRequest:
        """From a query string (`q`, `jurisdiction`, `kind`, `chapter`, `since`, `page`); an
        unknown kind or page is ignored, a date that is not one is a 400."""
        kind = args.get("kind") or None
        page = args.get("page") or "1"
        return cls(
            q=args.get("q") or "",
            jurisdiction=args.get("jurisdiction") or None,
            kind=ItemKind(kind) if kind in set(ItemKind) else None,
            page=min(max(int(page), 1), MAX_PAGE) if page.isdigit() else 1,
            chapter=typed_node(args.get("chapter") or None) or None,
            since=date_parameter(args, "since"),
        )


@dataclass(frozen=True, slots=True)
class Result:
    kind: ItemKind
    jurisdiction: str
    id: str
    title: str
    section: str | None  # the section it is or belongs to
    snippet: str  # the matching passage; `<mark>` around the words found (text unescaped)
    relevance: int  # 100 for the best match of the query, less for the others


@dataclass(frozen=True, slots=True)
class SearchOutcome:
    request: SearchRequest
    query: ParsedQuery
    ids: tuple[IdMatch, ...]  # nodes whose id is the text typed
    total: int  # matches of the text (within the filters)
    results: tuple[Result, ...]  # this page's

    @property
    def pages(self) -> int:
        return min(MAX_PAGE, max(1, math.ceil(self.total / PAGE_SIZE)))


def relevance(score: float, best: float) -> int:
    """bm25 scores are negative, the best the lowest: the share of the best, 1 to 100."""
    if best >= 0 or score >= 0:
        return 100
    return max(1, round(100 * score / best))


def _params(request: SearchRequest, query: ParsedQuery) -> dict[str, object]:
    return {
        "fts": query.fts,
        "jurisdiction": request.jurisdiction,
        "kind": request.kind.value if request.kind else None,
        "chapter": request.chapter,
        "since": request.since.isoformat() if request.since else None,
    }


def snippets(texts: dict[int, tuple[str, str]], fts: str) -> dict[int, str]:
    """The passage of each (title, text) that best matches `fts`, by its key."""
    page = sqlite3.connect(":memory:")
    try:
        page.execute(PAGE_INDEX)
        page.executemany(
            "insert into page (rowid, title, text) values (?, ?, ?)",
            [(key, title, text) for key, (title, text) in texts.items()],
        )
        return {int(key): str(snippet) for key, snippet in page.execute(SNIPPET_SQL, (fts,))}
    finally:
        page.close()


def _results(
    conn: sqlite3.Connection, query: ParsedQuery, hits: list[tuple[int, float]], best: float
) -> tuple[Result, ...]:
    rows = {
        row[0]: row for row in conn.execute(ITEMS_SQL, (json.dumps([rowid for rowid, _ in hits]),))
    }
    found = snippets({k: (r[4] or "", r[6] or "") for k, r in rows.items()}, query.fts)
    out = []
    for rowid, score in hits:
        _, kind, jurisdiction, item, title, section, _text = rows[rowid]
        out.append(
            Result(
                kind=ItemKind(kind),
                jurisdiction=jurisdiction,
                id=item,
                title=title or "",
                section=section,
                snippet=found.get(rowid, ""),
                relevance=relevance(score, best),
            )
        )
    return tuple(out)


def run_search(conn: sqlite3.Connection, request: SearchRequest) -> SearchOutcome:
    """The ids the text names, then one page of ranked results with their snippets."""
    query = parse_query(request.q)
    ids = tuple(find_ids(conn, request.q, request.jurisdiction)) if request.q.strip() else ()
    if query.empty:
        return SearchOutcome(request, query, ids, 0, ())
    params = _params(request, query)
    filtered = request.filtered
    total = conn.execute(COUNT_SQL if filtered else COUNT_ALL_SQL, params).fetchone()[0]
    rank = RANK_SQL if filtered else RANK_ALL_SQL
    offset = (request.page - 1) * PAGE_SIZE
    hits = conn.execute(rank, {**params, "limit": PAGE_SIZE, "offset": offset}).fetchall()
    best = hits[0][1] if hits else 0.0
    if offset and hits:
        best = conn.execute(rank, {**params, "limit": 1, "offset": 0}).fetchone()[1]
    return SearchOutcome(request, query, ids, total, _results(conn, query, hits, best))
