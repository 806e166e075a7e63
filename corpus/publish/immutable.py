"""Schema answers of immutable databases, asked once.

Datasette 0.65 asks SQLite about a table's columns, keys, foreign keys, full-text index and
definition on every table page (14 of a table page's 28 trips to its SQL threads), and reads
every database's schema version on every request. A corpus is served immutable (`-i`): those
answers cannot change while it is served, so each is asked once and kept. Under 10 concurrent
clients each trip waits behind the other requests' work; the trips, not the SQL, made a table
page slow (p50 296 ms).

Only the answers are kept, copied out to each caller so that no caller can change another's;
rows, counts and queries are never cached here.
"""

from __future__ import annotations

import copy
from collections.abc import Awaitable, Callable
from typing import Any

# The methods of datasette.database.Database that only read the schema.
SCHEMA_QUESTIONS = (
    "table_exists",
    "table_names",
    "view_names",
    "hidden_table_names",
    "table_columns",
    "table_column_details",
    "primary_keys",
    "fts_table",
    "label_column_for_table",
    "foreign_keys_for_table",
    "get_all_foreign_keys",
    "get_table_definition",
    "get_view_definition",
)


def remembered(question: Callable[..., Awaitable[Any]]) -> Callable[..., Awaitable[Any]]:
    """`question` asked once per arguments; every caller gets its own copy of the answer."""
    answers: dict[tuple[Any, ...], Any] = {}

    async def ask(*args: Any) -> Any:
        if args not in answers:
            answers[args] = await question(*args)
        return copy.deepcopy(answers[args])

    return ask


def remember_schemas(datasette: Any) -> None:
    """Answer the schema questions of `datasette`'s immutable databases once each, and, when
    every served database is immutable, look for schema changes only on the first request."""
    served = [db for name, db in datasette.databases.items() if name != "_internal"]
    for db in served:
        if db.is_mutable or db.is_memory:
            continue
        for name in SCHEMA_QUESTIONS:
            setattr(db, name, remembered(getattr(db, name)))
    if served and all(not db.is_mutable and not db.is_memory for db in served):
        refresh = datasette.refresh_schemas
        refreshed: list[bool] = []

        async def refresh_once() -> None:
            if not refreshed:
                await refresh()
                refreshed.append(True)

        datasette.refresh_schemas = refresh_once
