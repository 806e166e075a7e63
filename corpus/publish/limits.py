"""Bounds SQLite itself keeps on every connection Datasette opens: size, time and memory.

Whatever the query's form (a canned query, typed SQL, a table page's `_where`, `_search` or
filters, a table-valued `fts('…')`), it runs on one of these connections, so these bounds hold
for all of them; `corpus.publish.guard` adds what SQLite cannot see (see there).

- Size (`Connection.setlimit`, `LIMITS`): no string or blob over `MAX_VALUE_BYTES` (a
  `group_concat` over a cross join once built 500 MB in 2 s; it now fails at 500 KB with
  "string or blob too big"), at most `MAX_COLUMNS` result columns, shallow expressions, few
  compound selects and function arguments, short LIKE patterns and SQL. One row in SQLite's
  memory is therefore at most `MAX_VALUE_BYTES × MAX_COLUMNS` (16 MB).
- Memory of a query's rows (`budgeted_text` and `budgeted_row`, the connections' text and row
  factories): the rows a query returns to Python may hold `ROW_BUDGET_BYTES` bytes of text
  and blobs in all, each text counted before it becomes a string; past it the query is
  interrupted and fails with a message (1,000 rows of 500 KB would otherwise be 500 MB).
- Time (`deadline`, which replaces Datasette's `sqlite_timelimit`): Datasette's progress
  handler runs every 1,000 virtual-machine instructions, but FTS5's `snippet`, `highlight` and
  `bm25` run inside one instruction per row: a typed `snippet` over 200 `p*` terms ran 30 s
  past a 3 s limit. A watchdog thread also calls `Connection.interrupt()` at the deadline,
  which SQLite checks at every row and inside FTS5's own reads, so the query stops within one
  row's work. What one row's ranking may cost is bounded by the terms a full-text query may
  hold (`corpus.publish.guard`).

No heap limit: SQLite's `hard_heap_limit` is one figure for the whole process, so a hostile
query reaching it would fail the other requests' allocations at that moment too. The bounds
above keep each query to about 30 MB instead (a 16 MB row in SQLite, 8 MB of rows in Python),
and at most two such queries run at once (the query lane, `corpus.publish.guard`):
benchmarks/hostile.py measures the server within 1.5 times its idle size under attack.
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

# The longest string or blob a query may make (and row it may write): 500 KB, 11 times the
# longest value of the seeds' build (an instruction's text, 43 KB; tests/datasette checks 10).
MAX_VALUE_BYTES = 500_000
# Result columns of one query: 32, the widest table (23 columns) and more; SQLite holds a
# row's values at once, so a row of 64 values of 1 MB took 64 MB, and now at most 16 MB.
MAX_COLUMNS = 32
# Bytes (of text and blobs) the rows of one query may bring back to Python: 8 MB, a page of
# 100 rows of the longest seed value or 1,000 of an average section (4 KB). Python holds them
# two or three times over (bytes, str, JSON).
ROW_BUDGET_BYTES = 8_000_000
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
    Limit(sqlite3.SQLITE_LIMIT_LENGTH, MAX_VALUE_BYTES, "no value built past 500 KB"),
    Limit(sqlite3.SQLITE_LIMIT_COLUMN, MAX_COLUMNS, "one row is at most 32 values"),
    Limit(sqlite3.SQLITE_LIMIT_SQL_LENGTH, 100_000, "typed SQL fits a URL; ours is shorter"),
    Limit(sqlite3.SQLITE_LIMIT_EXPR_DEPTH, 200, "parser stack; filters nest a few levels"),
    Limit(sqlite3.SQLITE_LIMIT_COMPOUND_SELECT, 50, "UNIONs: ours use two"),
    Limit(sqlite3.SQLITE_LIMIT_FUNCTION_ARG, 32, "json_object and printf take a few"),
    Limit(sqlite3.SQLITE_LIMIT_LIKE_PATTERN_LENGTH, 20_000, "a pattern is matched per row"),
    Limit(sqlite3.SQLITE_LIMIT_VDBE_OP, 250_000, "one statement's program"),
)


BUDGET_SPENT = (
    f"The query's rows hold over {ROW_BUDGET_BYTES // 1_000_000} MB of text, the most one "
    "request may use: ask for fewer rows or shorter values."
)


class RowBudgetExceeded(sqlite3.OperationalError):
    """The rows of one query hold more than `ROW_BUDGET_BYTES` bytes."""


@dataclass(slots=True)
class Budget:
    """The bytes the running query on `conn` may still return; once spent, the query is
    interrupted and its values read as empty until it stops."""

    conn: sqlite3.Connection
    remaining: int
    spent: bool = False


_RUNNING = threading.local()  # `budget`: the Budget of the query this thread runs, or None


def _spend(size: int) -> bool:
    """Count `size` bytes against the running query's budget; True once it is spent."""
    budget: Budget | None = getattr(_RUNNING, "budget", None)
    if budget is None:
        return False
    if not budget.spent:
        budget.remaining -= size
        if budget.remaining < 0:
            # Stopping the statement, not raising here: an exception from a factory leaves the
            # statement holding its last row (megabytes) for as long as the traceback lives.
            budget.spent = True
            budget.conn.interrupt()
    return budget.spent


def budgeted_text(data: bytes) -> str:
    """Datasette's text factory (UTF-8, errors replaced), counting what a query under
    `deadline` returns before it becomes a string."""
    return "" if _spend(len(data)) else str(data, "utf-8", "replace")


def budgeted_row(cursor: sqlite3.Cursor, row: tuple[object, ...]) -> sqlite3.Row:
    """Datasette's `sqlite3.Row`, counting the blobs (texts are counted as they are read)."""
    _spend(sum(len(value) for value in row if isinstance(value, bytes)))
    return sqlite3.Row(cursor, row)


def limit_connection(conn: sqlite3.Connection) -> None:
    """Put `LIMITS` and the row budget on a connection (Datasette's `prepare_connection`)."""
    for limit in LIMITS:
        conn.setlimit(limit.category, limit.value)
    conn.text_factory = budgeted_text
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
    Datasette's `sqlite_timelimit` does), and count the bytes of its rows."""
    due = time.perf_counter() + ms / 1000
    step = 1 if ms <= 20 else PROGRESS_STEP

    def past_due() -> int:
        return 1 if time.perf_counter() >= due else 0

    conn.set_progress_handler(past_due, step)
    alarm = WATCHDOG.arm(conn, due)
    budget = Budget(conn, ROW_BUDGET_BYTES)
    _RUNNING.budget = budget
    try:
        yield
    except Exception:
        if budget.spent:  # the interruption was the budget's, whatever the caller made of it
            raise RowBudgetExceeded(BUDGET_SPENT) from None
        raise
    finally:
        WATCHDOG.disarm(alarm)
        _RUNNING.budget = None
        conn.set_progress_handler(None, step)
    if budget.spent:
        raise RowBudgetExceeded(BUDGET_SPENT)


def install(database_module: Any) -> None:
    """Make Datasette's queries (`datasette.database`, which holds its own reference to
    `sqlite_timelimit`) run under `deadline`; idempotent. Datasette 0.65 has no hook for it."""
    database_module.sqlite_timelimit = deadline
