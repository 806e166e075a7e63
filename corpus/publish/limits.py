"""Bounds SQLite itself keeps on every connection Datasette opens: size, time and memory.

Whatever the query's form (a canned query, typed SQL, a table page's `_where`, `_search` or
filters, a table-valued `fts('…')`), it runs on one of these connections, so these bounds hold
for all of them; `corpus.publish.guard` adds what SQLite cannot see (see there).

- Size (`Connection.setlimit`, `LIMITS`): no string or blob over `MAX_VALUE_BYTES` (a
  `group_concat` over a cross join once built 500 MB in 2 s; it now fails at 1 MB with "string
  or blob too big"), at most `MAX_COLUMNS` result columns, shallow expressions, few compound
  selects and function arguments, short LIKE patterns and SQL. One row in SQLite's memory is
  therefore at most `MAX_VALUE_BYTES × MAX_COLUMNS` (64 MB).
- Memory of a query's rows (`budgeted_row`, the connections' row factory): the rows a query
  returns to Python may hold `ROW_BUDGET_CHARS` characters of text and blobs in all; past it
  the query fails with a message (1,000 rows of 1 MB would otherwise be 1 GB).
- Time (`deadline`, which replaces Datasette's `sqlite_timelimit`): Datasette's progress
  handler runs every 1,000 virtual-machine instructions, but FTS5's `snippet`, `highlight` and
  `bm25` run inside one instruction per row: a typed `snippet` over 200 `p*` terms ran 30 s
  past a 3 s limit. A watchdog thread also calls `Connection.interrupt()` at the deadline,
  which SQLite checks at every row and inside FTS5's own reads, so the query stops within one
  row's work. What one row's ranking may cost is bounded by the terms a full-text query may
  hold (`corpus.publish.guard`).

No heap limit: SQLite's `hard_heap_limit` is one figure for the whole process, so a hostile
query reaching it would fail the other requests' allocations at that moment too; the bounds
above keep each query's memory to tens of MB instead.
"""

from __future__ import annotations

import heapq
import itertools
import sqlite3
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

# The longest string or blob a query may make (and row it may write): 1 MB, 23 times the longest
# value of the seeds' build (an instruction's text, 43 KB); tests/datasette checks the room.
MAX_VALUE_BYTES = 1_000_000
# Result columns of one query: 64, nearly 3 times the widest table (23 columns).
MAX_COLUMNS = 64
# Characters (of text and blobs) the rows of one query may bring back to Python: 64 MB, 16
# pages of 1,000 sections of the longest seed text.
ROW_BUDGET_CHARS = 64_000_000
# Datasette's progress-handler step (datasette.utils.sqlite_timelimit): every 1,000
# instructions, every one for limits of 20 ms and less (its tests).
PROGRESS_STEP = 1000


@dataclass(frozen=True, slots=True)
class Limit:
    """One `sqlite3.Connection.setlimit` bound and why it is what it is."""

    category: int
    value: int
    why: str


LIMITS = (
    Limit(sqlite3.SQLITE_LIMIT_LENGTH, MAX_VALUE_BYTES, "no value built past 1 MB"),
    Limit(sqlite3.SQLITE_LIMIT_COLUMN, MAX_COLUMNS, "one row is at most 64 values"),
    Limit(sqlite3.SQLITE_LIMIT_SQL_LENGTH, 100_000, "typed SQL fits a URL; ours is shorter"),
    Limit(sqlite3.SQLITE_LIMIT_EXPR_DEPTH, 200, "parser stack; filters nest a few levels"),
    Limit(sqlite3.SQLITE_LIMIT_COMPOUND_SELECT, 50, "UNIONs: ours use two"),
    Limit(sqlite3.SQLITE_LIMIT_FUNCTION_ARG, 32, "json_object and printf take a few"),
    Limit(sqlite3.SQLITE_LIMIT_LIKE_PATTERN_LENGTH, 20_000, "a pattern is matched per row"),
    Limit(sqlite3.SQLITE_LIMIT_VDBE_OP, 250_000, "one statement's program"),
    Limit(sqlite3.SQLITE_LIMIT_ATTACHED, 0, "a read-only site attaches nothing"),
)


class RowBudgetExceeded(sqlite3.OperationalError):
    """The rows of one query hold more than `ROW_BUDGET_CHARS` characters."""


_BUDGET = threading.local()  # `remaining`: characters left to the running query, or None


def budgeted_row(cursor: sqlite3.Cursor, row: tuple[object, ...]) -> sqlite3.Row:
    """Datasette's `sqlite3.Row`, counting the characters a query under `deadline` returns."""
    remaining: int | None = getattr(_BUDGET, "remaining", None)
    if remaining is not None:
        remaining -= sum(len(v) for v in row if isinstance(v, str | bytes))
        if remaining < 0:
            _BUDGET.remaining = None
            raise RowBudgetExceeded(
                f"The query's rows hold over {ROW_BUDGET_CHARS // 1_000_000} MB of text, the "
                "most one request may use: ask for fewer rows or shorter values."
            )
        _BUDGET.remaining = remaining
    return sqlite3.Row(cursor, row)


def limit_connection(conn: sqlite3.Connection) -> None:
    """Put `LIMITS` and the row budget on a connection (Datasette's `prepare_connection`)."""
    for limit in LIMITS:
        conn.setlimit(limit.category, limit.value)
    conn.row_factory = budgeted_row


@dataclass(slots=True)
class Alarm:
    """A connection to interrupt at `due` (a `time.perf_counter()` reading) unless disarmed."""

    conn: sqlite3.Connection
    due: float
    armed: bool = True


@dataclass(slots=True)
class Watchdog:
    """One daemon thread that interrupts each connection whose query is past its deadline."""

    _alarms: list[tuple[float, int, Alarm]] = field(default_factory=list)
    _order: Iterator[int] = field(default_factory=itertools.count)
    _wake: threading.Condition = field(default_factory=threading.Condition)
    _thread: threading.Thread | None = None

    def arm(self, conn: sqlite3.Connection, due: float) -> Alarm:
        alarm = Alarm(conn, due)
        with self._wake:
            heapq.heappush(self._alarms, (due, next(self._order), alarm))
            if self._thread is None:
                self._thread = threading.Thread(
                    target=self._watch, name="sqlite-deadlines", daemon=True
                )
                self._thread.start()
            self._wake.notify()
        return alarm

    def disarm(self, alarm: Alarm) -> None:
        with self._wake:
            alarm.armed = False

    def _watch(self) -> None:
        with self._wake:
            while True:
                while self._alarms and not self._alarms[0][2].armed:
                    heapq.heappop(self._alarms)
                if not self._alarms:
                    self._wake.wait()
                    continue
                due, _, alarm = self._alarms[0]
                wait = due - time.perf_counter()
                if wait > 0:
                    self._wake.wait(wait)
                    continue
                heapq.heappop(self._alarms)
                alarm.armed = False
                alarm.conn.interrupt()  # under the lock: the query has not left `deadline`


WATCHDOG = Watchdog()


@contextmanager
def deadline(conn: sqlite3.Connection, ms: int) -> Iterator[None]:
    """Stop what runs on `conn` inside the block after `ms` milliseconds ("interrupted", as
    Datasette's `sqlite_timelimit` does), and count the characters of its rows."""
    due = time.perf_counter() + ms / 1000
    step = 1 if ms <= 20 else PROGRESS_STEP

    def past_due() -> int:
        return 1 if time.perf_counter() >= due else 0

    conn.set_progress_handler(past_due, step)
    alarm = WATCHDOG.arm(conn, due)
    _BUDGET.remaining = ROW_BUDGET_CHARS
    try:
        yield
    finally:
        WATCHDOG.disarm(alarm)
        _BUDGET.remaining = None
        conn.set_progress_handler(None, step)


def install(database_module: Any) -> None:
    """Make Datasette's queries (`datasette.database`, which holds its own reference to
    `sqlite_timelimit`) run under `deadline`; idempotent. Datasette 0.65 has no hook for it."""
    database_module.sqlite_timelimit = deadline
