"""What SQLite cannot bound by itself: the terms of a full-text query, and which requests may
hold Datasette's SQL threads.

`corpus.publish.limits` bounds every query's values, rows and time on the connection; two
things stay outside its reach, and this ASGI wrapper handles them before Datasette sees the
request.

Full-text terms. FTS5's `snippet`, `highlight` and `bm25` (a `rank` order) work inside one
virtual-machine instruction per row, at a cost that grows faster than the square of the terms
in the MATCH (measured on the seeds: one row's `snippet` over 8 `s*` terms takes 0.3 s, over 24
1.4 s, over 128 terms 21 s). SQLite stops a query between rows at the latest, so what bounds one
row is the number of terms, and SQLite shows no MATCH argument to a callback (an authorizer
sees functions and tables, never values). A full-text query reaches SQLite through the
request: as a string literal of typed SQL or of `_where` (`match '…'`, `fts = '…'`, `fts('…')`,
`"…"` read as a string, `x'…'` cast to text), as a parameter, a filter's value or `_search`.
When a request touches full-text search (`match` or an FTS table, named `<table>_fts`, in its
SQL or path, or a `_search`), its terms are counted in all of these together, so a query
split into pieces joined with `||` counts whole; over `MAX_FTS_TERMS` it is refused (400).

Terms are counted without parsing FTS5's syntax, as an upper bound no spelling escapes: an FTS5
token (unicode61, porter or ascii tokenizer) holds a run of ASCII letters and digits or a
character outside ASCII, so `terms()` counts those (`p*p*p*` is three, `"a-b"` two, `café`
two). SQL that computes a query itself (`match (select text from …)`, `printf`, `replace`) is
not seen; it is stopped by the time limit within a row's ranking, and holds one thread of the
query lane meanwhile, never the pages'.

The query lane. Datasette runs every query, a page's as a hostile one's, in one pool of
`num_sql_threads` threads; four slow queries once made a cheap section page wait 60 s. Requests
that run queries people write (a database's pages: typed SQL, tables, rows, canned queries,
and `/-/search`) may hold at most `num_sql_threads - 1` threads at once; the others wait for
their turn in the event loop, so the code's own pages always find a thread.
"""

from __future__ import annotations

import asyncio
import re
from collections.abc import Awaitable, Callable, Collection, Iterable, Iterator, MutableMapping
from dataclasses import dataclass
from typing import Any
from urllib.parse import parse_qsl

# Terms a request's full-text queries may hold in all: ranking and snippets over 16 prefix
# terms take at most half a second a row on the seeds' longest section; the search box keeps 10.
MAX_FTS_TERMS = 16
# Parameters whose value is SQL: its string literals are the values.
SQL_PARAMS = frozenset({"sql", "_where"})
# Query-string parameters that are Datasette's controls, not values a query reads.
NOT_VALUES = frozenset(
    {
        "_shape",
        "_size",
        "_next",
        "_sort",
        "_sort_desc",
        "_facet",
        "_facet_array",
        "_facet_date",
        "_nofacet",
        "_nocount",
        "_searchmode",
        "_labels",
        "_col",
        "_nocol",
        "_json",
        "_timelimit",
        "_ttl",
        "_trace",
        "_stream",
        "_dl",
        "_nl",
    }
)
# A request that touches full-text search: `match`, or an FTS table (the build names each
# `<table>_fts`) by any spelling of its name.
FULL_TEXT = re.compile(r"\bmatch\b|fts", re.IGNORECASE)
# One piece of SQL, in the order SQLite's tokenizer tells them apart: a comment (to the line's
# end, or `/* … */`, unclosed to the end of the text), a blob literal `x'…'`, a string literal
# (a quote inside doubled), a `"…"` identifier (which SQLite reads as a string when it names
# no column), a `[…]` or backquoted identifier, a word (so the `x` ending `max` starts no blob),
# or any other character. Unclosed quotes run to the end, as the SQL would fail anyway.
SQL_PIECE = re.compile(
    r"--[^\n]*|/\*.*?(?:\*/|\Z)"
    r"|[xX]'(?P<blob>[^']*)'"
    r"|'(?P<string>(?:[^']|'')*)'?"
    r"|\"(?P<quoted>(?:[^\"]|\"\")*)\"?"
    r"|\[[^\]]*\]?|`(?:[^`]|``)*`?"
    r"|[\w$]+|.",
    re.DOTALL,
)
# A run of ASCII letters and digits: one FTS5 token holds it whole.
ASCII_WORD = re.compile(r"[A-Za-z0-9]+")
# A character outside ASCII: a token, or part of one, by itself at most.
NON_ASCII = re.compile(r"[^\x00-\x7f]")

Scope = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[dict[str, Any]]]
Send = Callable[[dict[str, Any]], Awaitable[None]]
App = Callable[[Scope, Receive, Send], Awaitable[None]]


def terms(text: str) -> int:
    """At least the number of terms FTS5 reads in `text`, however it is written."""
    return len(ASCII_WORD.findall(text)) + len(NON_ASCII.findall(text))


def _blob_text(hex_digits: str) -> str:
    try:
        return bytes.fromhex(hex_digits).decode("utf-8", "replace")
    except ValueError:  # not a blob SQLite accepts: count the text as it is
        return hex_digits


def sql_strings(sql: str) -> Iterator[str]:
    """Every value SQLite may read as a string in `sql`: string and blob literals and
    double-quoted names, unquoted."""
    for piece in SQL_PIECE.finditer(sql):
        if piece["string"] is not None:
            yield piece["string"].replace("''", "'")
        elif piece["quoted"] is not None:
            yield piece["quoted"].replace('""', '"')
        elif piece["blob"] is not None:
            yield _blob_text(piece["blob"])


def refusal(path: str, params: Iterable[tuple[str, str]]) -> str | None:
    """Why a request's full-text query is refused, or None to let it run."""
    pairs = list(params)
    sql = [value for name, value in pairs if name in SQL_PARAMS]
    searched = any(name.startswith("_search") and name not in NOT_VALUES for name, _ in pairs)
    if not (searched or FULL_TEXT.search(path) or any(FULL_TEXT.search(s) for s in sql)):
        return None
    strings = [literal for text in sql for literal in sql_strings(text)]
    strings += [value for name, value in pairs if name not in SQL_PARAMS | NOT_VALUES]
    count = sum(terms(s) for s in strings)
    if count <= MAX_FTS_TERMS:
        return None
    return (
        f"A full-text query of {count} terms is refused: at most {MAX_FTS_TERMS} (in all its "
        "strings and parameters) can be ranked within the time limit. The search box "
        "(/-/search) reads the first 10."
    )


@dataclass(frozen=True, slots=True)
class QueryLane:
    """The requests that run queries people write, and how many SQL threads they may hold."""

    size: int
    databases: Callable[[], Collection[str]]

    def takes(self, path: str) -> bool:
        """A database's own pages (`/<db>`, `/<db>.json`, `/<db>/…`) and the search page."""
        first = path.split("/", 2)[1] if path.count("/") else ""
        if first == "-":
            return path.startswith("/-/search")
        return any(first == db or first.startswith(f"{db}.") for db in self.databases())


async def _answer(send: Send, status: int, text: str) -> None:
    headers = [(b"content-type", b"text/plain; charset=utf-8")]
    await send({"type": "http.response.start", "status": status, "headers": headers})
    await send({"type": "http.response.body", "body": text.encode("utf-8")})


def guarded(app: App, lane: QueryLane) -> App:
    """`app`, refusing (HTTP 400) requests whose full-text query holds too many terms, and
    letting `lane.size` requests of the lane run at once."""
    turns = asyncio.Semaphore(max(1, lane.size))

    async def guard(scope: Scope, receive: Receive, send: Send) -> None:
        if scope.get("type") != "http":
            await app(scope, receive, send)
            return
        path = str(scope.get("path", ""))
        query = scope.get("query_string", b"").decode("utf-8", "replace")
        reason = refusal(path, parse_qsl(query, keep_blank_values=True))
        if reason:
            await _answer(send, 400, reason)
        elif lane.takes(path):
            async with turns:
                await app(scope, receive, send)
        else:
            await app(scope, receive, send)

    return guard
