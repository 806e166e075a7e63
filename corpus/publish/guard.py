"""Full-text queries too large to be stopped, refused before they run.

SQLite stops a query at its time limit through the progress handler, which runs between
virtual-machine instructions; FTS5 ranks (bm25), snippets and highlights in C, inside one
instruction, at a cost of the phrases in the MATCH times the rows matched. A typed SQL query
ranking 2,000 `p*` terms ran 24 s past a 3 s limit and held one of Datasette's SQL threads. The
search page and the `search` query cut a query to its first terms (`corpus.publish.search`);
this guard refuses the other ways in: a table page's `_search` and custom SQL whose string
literals or parameters hold a long full-text query. (SQL that builds such a string itself is
not caught; it is stopped when its ranking ends.)
"""

from __future__ import annotations

import re
from collections.abc import Awaitable, Callable, Iterable, MutableMapping
from typing import Any
from urllib.parse import parse_qsl

# Terms one full-text query may hold where SQLite cannot bound its ranking; the search box
# keeps 10, so this refuses nothing people type.
MAX_FTS_TERMS = 64
# A single-quoted SQL string literal (a quote inside it is doubled).
SQL_STRING = re.compile(r"'(?:[^']|'')*'")
# `match`, where a full-text query starts.
MATCH = re.compile(r"\bmatch\b", re.IGNORECASE)
# Query-string parameters that are not SQL values.
NOT_VALUES = frozenset({"sql", "_shape", "_size", "_next", "_sort", "_sort_desc", "_facet"})

Scope = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[dict[str, Any]]]
Send = Callable[[dict[str, Any]], Awaitable[None]]
App = Callable[[Scope, Receive, Send], Awaitable[None]]


def _terms(text: str) -> int:
    return len(text.split())


def refusal(params: Iterable[tuple[str, str]]) -> str | None:
    """Why a request's full-text query is refused, or None to let it run."""
    pairs = list(params)
    sql = " ".join(value for name, value in pairs if name == "sql")
    if any(name == "_search" or name.startswith("_search_") for name, _ in pairs):
        values = [value for name, value in pairs if name.startswith("_search")]
    elif sql and MATCH.search(sql):
        values = [literal[1:-1] for literal in SQL_STRING.findall(sql)]
        values += [value for name, value in pairs if name not in NOT_VALUES]
    else:
        return None
    longest = max((_terms(v) for v in values), default=0)
    if longest <= MAX_FTS_TERMS:
        return None
    return (
        f"A full-text query of {longest} terms is refused: at most {MAX_FTS_TERMS} can be "
        "ranked within the time limit. The search box (/-/search) reads the first 10."
    )


def guarded(app: App) -> App:
    """`app`, refusing (HTTP 400) requests whose full-text query is too long to be stopped."""

    async def guard(scope: Scope, receive: Receive, send: Send) -> None:
        if scope.get("type") == "http":
            query = scope.get("query_string", b"").decode("utf-8", "replace")
            reason = refusal(parse_qsl(query, keep_blank_values=True))
            if reason:
                await send(
                    {
                        "type": "http.response.start",
                        "status": 400,
                        "headers": [(b"content-type", b"text/plain; charset=utf-8")],
                    }
                )
                await send({"type": "http.response.body", "body": reason.encode("utf-8")})
                return
        await app(scope, receive, send)

    return guard
