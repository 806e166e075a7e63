"""The database contract (docs/architecture.md) as a schema: every table, column, index and
view, created up front.

`create_schema` runs before any stage writes, so every table of the contract exists even when a
stage has nothing to say (an empty `citations` table is a fact; a missing one is a bug), and every
stage inserts with `db.table(name).insert_all(rows, alter=True)` under the column names below.
`finalize` runs after every stage: the full-text indexes are built last because later stages
UPDATE `sections` (the engine writes current text, the citation stage inferred titles).

Foreign keys are declared for Datasette's links and for readers of the schema; SQLite does not
enforce them here (a citation may name a section the corpus lacks: that is data, not an error).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

import sqlite_utils

from corpus.db.schema_housing import CURRENT_HOUSING, HOUSING_TABLES
from corpus.db.schema_stages import STAGE_TABLES
from corpus.db.schema_tables import DISTRICT_STANDARDS_CURRENT, LAND_USE, TABLE_TABLES


@dataclass(frozen=True, slots=True)
class TableSchema:
    name: str
    ddl: str  # the CREATE TABLE statement
    indexes: tuple[tuple[str, ...], ...] = ()  # column lists to index

    @property
    def key(self) -> tuple[str, ...]:
        """The columns that identify a row (its primary key or unique id), from the DDL."""
        for pattern in (r"PRIMARY KEY \(([^)]*)\)", r"UNIQUE \(([^)]*)\)"):
            found = re.search(pattern, self.ddl)
            if found:
                return tuple(c.strip(" []") for c in found.group(1).split(","))
        inline = re.search(r"\[(\w+)\] TEXT PRIMARY KEY", self.ddl)
        return (inline.group(1),) if inline else ()


# The contract's tables, in dependency order. Column types are SQLite affinities; dates are ISO
# 8601 TEXT; 0/1 flags are INTEGER.
TABLES: tuple[TableSchema, ...] = (
    TableSchema(
        "jurisdictions",
        """CREATE TABLE [jurisdictions] (
            [jurisdiction] TEXT PRIMARY KEY,  -- the raw folder's name: `cotati`
            [name] TEXT,                  -- as its documents print it: `City of Cotati, CA`
            [code] TEXT,                  -- the ecode360 customer code its exports name
            [url] TEXT                    -- the publisher's page of its code
        )""",
    ),
    TableSchema(
        "documents",
        """CREATE TABLE [documents] (
            [jurisdiction] TEXT NOT NULL,  -- the raw folder it came from: `cotati`
            [id] TEXT PRIMARY KEY,        -- the path relative to raw/
            [path] TEXT,
            [kind] TEXT,                  -- ecode360_export, ecode360_html, ordinance
            [sha256] TEXT,
            [printed_jurisdiction] TEXT,  -- as the document prints it: `City of Cotati, CA`
            [as_of] TEXT,                 -- export download date, or the ordinance's date
            [title] TEXT,
            [code] TEXT,                  -- ecode360 customer code
            [pages] INTEGER
        )""",
        (("kind",),),
    ),
    TableSchema(
        "chapters",
        """CREATE TABLE [chapters] (
            [jurisdiction] TEXT NOT NULL,  -- the raw folder it came from: `cotati`
            [id] TEXT NOT NULL,
            [title] TEXT,
            [title_source] TEXT,
            [document] TEXT REFERENCES [documents]([id]),
            PRIMARY KEY ([jurisdiction], [id])
        )""",
    ),
    TableSchema(
        "sections",
        # An integer primary key that full-text search joins on; the section id stays unique.
        """CREATE TABLE [sections] (
            [rowid] INTEGER PRIMARY KEY,
            [jurisdiction] TEXT NOT NULL,  -- the raw folder it came from: `cotati`
            [id] TEXT NOT NULL,
            [chapter] TEXT,
            [title] TEXT,
            [title_source] TEXT,          -- source, citations, ordinance; NULL when untitled
            [text] TEXT,                  -- the current text
            [status] TEXT,                -- current, repealed, reserved
            [as_of] TEXT,
            [document] TEXT REFERENCES [documents]([id]),
            [history_note] TEXT,          -- verbatim
            [number_source] TEXT,         -- heading, header, inferred
            [first_page] INTEGER,
            [last_page] INTEGER,
            [start] INTEGER,
            [end] INTEGER,
            [editor_notes] TEXT,          -- JSON list
            [footnotes] TEXT,             -- JSON list
            [current_version] INTEGER,
            UNIQUE ([jurisdiction], [id]),
            FOREIGN KEY ([jurisdiction], [chapter]) REFERENCES [chapters]([jurisdiction], [id])
        )""",
        (("jurisdiction", "chapter"), ("status",), ("document",)),
    ),
    TableSchema(
        "subsections",
        """CREATE TABLE [subsections] (
            [jurisdiction] TEXT NOT NULL,  -- the raw folder it came from: `cotati`
            [id] TEXT NOT NULL,
            [section] TEXT,
            [parent] TEXT,
            [label] TEXT,
            [level] INTEGER,
            [text] TEXT,
            [start] INTEGER,
            [end] INTEGER,
            PRIMARY KEY ([jurisdiction], [id]),
            FOREIGN KEY ([jurisdiction], [section]) REFERENCES [sections]([jurisdiction], [id])
        )""",
        (("jurisdiction", "section"), ("jurisdiction", "parent")),
    ),
    TableSchema(
        "tables",
        """CREATE TABLE [tables] (
            [jurisdiction] TEXT NOT NULL,  -- the raw folder it came from: `cotati`
            [id] TEXT NOT NULL,
            [number] TEXT,
            [caption] TEXT,
            [section] TEXT,
            [rows] TEXT,
            [kind] TEXT,                  -- permit_matrix, standards, text
            [current_version] INTEGER,    -- the table_versions version the rows are
            PRIMARY KEY ([jurisdiction], [id]),
            FOREIGN KEY ([jurisdiction], [section]) REFERENCES [sections]([jurisdiction], [id])
        )""",
        (("jurisdiction", "section"),),
    ),
    *(TableSchema(*table) for table in TABLE_TABLES),
    *(TableSchema(*table) for table in HOUSING_TABLES),
    TableSchema(
        "ordinances",
        """CREATE TABLE [ordinances] (
            [jurisdiction] TEXT NOT NULL,  -- the raw folder it came from: `cotati`
            [id] TEXT NOT NULL,           -- the number when known, else the file number
            [number] TEXT,
            [file_no] TEXT,
            [title] TEXT,
            [introduced] TEXT,
            [adopted] TEXT,
            [effective] TEXT,
            [document] TEXT REFERENCES [documents]([id]),
            [effective_estimated] INTEGER,
            [effective_rule] TEXT,
            [applied_as_of] TEXT,         -- the date the engine applied it on
            [applied_as_of_basis] TEXT,
            [state] TEXT,                 -- postal code of the state whose law it is made under
            [urgency] INTEGER,            -- adopted as an urgency/emergency measure
            [from_sidecar] TEXT,          -- JSON list of the fields a sidecar gave
            PRIMARY KEY ([jurisdiction], [id])
        )""",
        (("number",), ("file_no",), ("effective",)),
    ),
    TableSchema(
        "section_versions",
        """CREATE TABLE [section_versions] (
            [jurisdiction] TEXT NOT NULL,  -- the raw folder it came from: `cotati`
            [section] TEXT NOT NULL,
            [version] INTEGER NOT NULL,   -- 1, 2, ...
            [text] TEXT,
            [valid_from] TEXT,
            [valid_to] TEXT,
            [ordinance] TEXT,
            [source] TEXT,                -- export, ordinance
            [change] TEXT,                -- base, replaced, partial, added, repealed
            [instruction] TEXT,
            [document] TEXT,
            [title] TEXT,
            [complete] INTEGER,           -- 0 when only named subsections are known
            [valid_from_estimated] INTEGER,
            [as_of] TEXT,
            [subsections] INTEGER,        -- how many subsections the version has
            PRIMARY KEY ([jurisdiction], [section], [version]),
            FOREIGN KEY ([jurisdiction], [section]) REFERENCES [sections]([jurisdiction], [id]),
            FOREIGN KEY ([jurisdiction], [ordinance]) REFERENCES [ordinances]([jurisdiction], [id])
        )""",
        (("jurisdiction", "ordinance"), ("valid_from",)),
    ),
    TableSchema(
        "changes",
        """CREATE TABLE [changes] (
            [jurisdiction] TEXT NOT NULL,  -- the raw folder it came from: `cotati`
            [section] TEXT,
            [version] INTEGER,
            [subsection] TEXT,
            [change] TEXT,                -- added, removed, renumbered, modified, editorial
            [before] TEXT,
            [after] TEXT,
            [before_id] TEXT,             -- the subsection's id in the version before
            [diff] TEXT,                  -- word-level ops as JSON
            [rendered] TEXT,              -- the diff as [-removed-]{+added+}
            FOREIGN KEY ([jurisdiction], [section]) REFERENCES [sections]([jurisdiction], [id])
        )""",
        (("jurisdiction", "section", "version"), ("change",)),
    ),
    TableSchema(
        "history",
        """CREATE TABLE [history] (
            [jurisdiction] TEXT NOT NULL,  -- the raw folder it came from: `cotati`
            [section] TEXT,
            [ordinance] TEXT,             -- the ordinance number as the note prints it
            [raw] TEXT,
            [ord_section] TEXT,
            [exhibit] TEXT,
            [part] INTEGER,
            [year] INTEGER,
            [date] TEXT,
            [repaired] INTEGER,
            FOREIGN KEY ([jurisdiction], [section]) REFERENCES [sections]([jurisdiction], [id])
        )""",
        (("jurisdiction", "section"), ("jurisdiction", "ordinance"), ("year",)),
    ),
    TableSchema(
        "instructions",
        """CREATE TABLE [instructions] (
            [jurisdiction] TEXT NOT NULL,  -- the raw folder it came from: `cotati`
            [id] TEXT NOT NULL,           -- `PA#26-17 §12`
            [ordinance] TEXT,
            [ordinance_section] INTEGER,
            [verb] TEXT,
            [target_kind] TEXT,
            [target] TEXT,
            [status] TEXT,                -- applied, base_missing, flagged, not_applicable
            [note] TEXT,
            [targets] TEXT,               -- JSON list of {kind, id}
            [from_sidecar] INTEGER,
            [heading] TEXT,
            [target_title] TEXT,
            [labels] TEXT,                -- JSON list
            [rows] TEXT,                  -- JSON list of table rows named
            [parcels] TEXT,               -- JSON list of {apn, address}
            [parser_flags] TEXT,          -- JSON list
            [versions] TEXT,              -- JSON list of `section vN` the instruction made
            [text] TEXT,
            [document] TEXT,
            [start] INTEGER,
            [end] INTEGER,
            PRIMARY KEY ([jurisdiction], [id]),
            FOREIGN KEY ([jurisdiction], [ordinance]) REFERENCES [ordinances]([jurisdiction], [id])
        )""",
        (("jurisdiction", "ordinance"), ("status",), ("jurisdiction", "target")),
    ),
    TableSchema(
        "citations",
        """CREATE TABLE [citations] (
            [jurisdiction] TEXT NOT NULL,  -- the raw folder it came from: `cotati`
            [source] TEXT,                -- the citing section or subsection id
            [source_kind] TEXT,
            [raw] TEXT,
            [target_kind] TEXT,
            [target] TEXT,
            [resolved] INTEGER,
            [in_corpus] INTEGER,
            [how] TEXT,                   -- absolute, relative, repaired
            [sentence] TEXT,
            [start] INTEGER,
            [end] INTEGER,
            [unit] TEXT,                  -- the text `start`/`end` point into
            [unit_kind] TEXT,
            [section] TEXT,
            [ordinance_section] TEXT,
            [document] TEXT,
            [reason] TEXT,                -- why a citation stays unresolved
            [target_title] TEXT,          -- the title the citation gives its target
            [body] TEXT,                  -- outside law: the body it names, `Ohio Rev. Code`
            [body_jurisdiction] TEXT,     -- and that body's jurisdiction: `OH`, `US`
            [unresolved] TEXT             -- the kind of `reason` readers act on: unnumbered_law
        )""",
        (("jurisdiction", "source"), ("jurisdiction", "target"), ("resolved",)),
    ),
    TableSchema(
        "parse_issues",
        """CREATE TABLE [parse_issues] (
            [jurisdiction] TEXT NOT NULL,  -- the raw folder it came from: `cotati`
            [document] TEXT REFERENCES [documents]([id]),
            [location] TEXT,
            [severity] TEXT,
            [code] TEXT,
            [message] TEXT
        )""",
        (("document",), ("severity",)),
    ),
    *(TableSchema(*table) for table in STAGE_TABLES),
)

# Views: rules written once for every reader (the CLI, the pages and the canned queries).
VIEWS: tuple[tuple[str, str], ...] = (
    # Which version of a section is in force on a date: the one whose period holds it. A version
    # with no start date has been in force since anyone knows; `valid_to` is the day the next
    # version starts, so the period ends the day before; an open period has not ended.
    (
        "version_periods",
        """CREATE VIEW [version_periods] AS
        SELECT *,
               coalesce(valid_from, '0000-01-01') AS in_force_from,
               coalesce(date(valid_to, '-1 day'), '9999-12-31') AS in_force_until
        FROM section_versions""",
    ),
    LAND_USE,
    DISTRICT_STANDARDS_CURRENT,
    CURRENT_HOUSING,
)

# Full-text indexes: (table, columns). Porter stemming so `permits` finds `permit`.
FTS_TABLES: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("sections", ("title", "text")),
    ("ordinances", ("title", "number", "file_no")),
    ("search_items", ("title", "text")),  # every kind at once: the search page ranks these
)


# Tables `finalize` derives from the others.
DERIVED_TABLES = ("citation_counts",)

# Citation counts per target, materialized once (a GROUP BY over every citation is too slow to
# run per request on a large corpus); the `most_cited` canned query reads it. An outside law's
# body of law (the first of its citations that names one) is stored with it: the law pages list
# a body's laws from this table alone, never a look-up in `citations` per law.
CITATION_COUNTS = """
    CREATE TABLE [citation_counts] AS
    SELECT c.jurisdiction, c.target, c.target_kind, count(*) AS citations,
           count(DISTINCT c.source) AS sources, max(c.in_corpus) AS in_corpus,
           CASE WHEN c.target_kind = 'external' THEN (
               SELECT b.body FROM citations b
               WHERE b.jurisdiction = c.jurisdiction AND b.target = c.target
                 AND b.target_kind = 'external' AND b.body IS NOT NULL
               ORDER BY b.rowid LIMIT 1
           ) END AS body
    FROM citations c
    WHERE c.target IS NOT NULL AND c.target != ''
    GROUP BY c.jurisdiction, c.target, c.target_kind
"""


def create_indexes(db: sqlite_utils.Database) -> None:
    """The indexes people join and filter on (`finalize` makes them when a build deferred them:
    an index built once over the final rows is cheaper than one kept up row by row)."""
    with db.conn:
        for table in TABLES:
            for columns in table.indexes:
                db.table(table.name).create_index(list(columns), if_not_exists=True)


def create_schema(db: sqlite_utils.Database, *, indexes: bool = True) -> None:
    """Create every table, foreign key and view of the contract in an empty database, and its
    indexes unless a build makes them at the end (`indexes=False`, then `finalize`)."""
    with db.conn:
        for table in TABLES:
            db.execute(table.ddl)
        for _name, ddl in VIEWS:
            db.execute(ddl)
    if indexes:
        create_indexes(db)


def finalize(db: sqlite_utils.Database) -> None:
    """Build the full-text indexes over the final rows and refresh the planner's statistics.

    Run once, after every stage has written: the indexes are rebuilt from scratch, so rows
    UPDATEd by later stages are searched as they finally are.
    """
    create_indexes(db)
    db.execute("DROP TABLE IF EXISTS [citation_counts]")
    db.execute(CITATION_COUNTS)
    db.table("citation_counts").create_index(["citations"])
    db.table("citation_counts").create_index(["jurisdiction", "target"])
    db.table("citation_counts").create_index(["jurisdiction", "body"])
    for name, columns in FTS_TABLES:
        table = db.table(name)
        existed = db.table(f"{name}_fts").exists()
        # Creating the index fills it; an index left by an earlier call is rebuilt instead.
        table.enable_fts(list(columns), fts_version="FTS5", tokenize="porter", replace=True)
        if existed:
            table.rebuild_fts()
        table.optimize()
    db.analyze()


def count(db: sqlite_utils.Database, table: str, where: str | None = None) -> int:
    """Rows of `table` (matching `where`), 0 when a stage has not created the table."""
    if not db.table(table).exists():
        return 0
    sql = f"select count(*) from [{table}]" + (f" where {where}" if where else "")
    row = db.execute(sql).fetchone()
    return int(row[0]) if row else 0
