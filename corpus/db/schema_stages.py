"""The stage tables beyond the contract's core, declared beside it (corpus/db/schema.py builds
them): ordinance events, codification checks, unnumbered paragraphs, defined terms and their
uses, and the items the search box searches.
"""

from __future__ import annotations

STAGE_TABLES: tuple[tuple[str, str, tuple[tuple[str, ...], ...]], ...] = (
    (
        "ordinance_events",
        """CREATE TABLE [ordinance_events] (
            [jurisdiction] TEXT NOT NULL,  -- the raw folder it came from: `cotati`
            [ordinance] TEXT,
            [date] TEXT,
            [body] TEXT,                  -- council, planning commission
            [event] TEXT,                 -- introduced, adopted, hearing
            [raw] TEXT
        )""",
        (("jurisdiction", "ordinance"),),
    ),
    (
        "codification",
        """CREATE TABLE [codification] (
            [jurisdiction] TEXT NOT NULL,  -- the raw folder it came from: `cotati`
            [section] TEXT,
            [subsection] TEXT,
            [ordinance] TEXT,
            [instruction] TEXT,
            [change] TEXT,                -- editorial when only typography, case or numerals differ
            [ordinance_text] TEXT,
            [export_text] TEXT,
            [diff] TEXT                   -- word-level ops as JSON
        )""",
        (("jurisdiction", "section"), ("jurisdiction", "ordinance")),
    ),
    (
        "paragraphs",
        """CREATE TABLE [paragraphs] (
            [jurisdiction] TEXT NOT NULL,  -- the raw folder it came from: `cotati`
            [document] TEXT,
            [idx] INTEGER,
            [text] TEXT,
            [section] TEXT,               -- attributed section, NULL when unattributed
            [subsection] TEXT,
            [score] REAL,                 -- 0-100
            [how] TEXT,                   -- exact, fuzzy, none
            [matched_document] TEXT,
            [start] INTEGER,
            [end] INTEGER,
            [first_line] INTEGER,
            [last_line] INTEGER,
            PRIMARY KEY ([document], [idx])
        )""",
        (("jurisdiction", "section"), ("document",)),
    ),
    (
        "defined_terms",
        """CREATE TABLE [defined_terms] (
            [jurisdiction] TEXT NOT NULL,  -- the raw folder it came from: `cotati`
            [term] TEXT,
            [section] TEXT,
            [document] TEXT,
            [start] INTEGER,
            [end] INTEGER,
            [located] INTEGER
        )""",
        (("jurisdiction", "term"), ("jurisdiction", "section")),
    ),
    (
        "term_uses",
        """CREATE TABLE [term_uses] (
            [jurisdiction] TEXT NOT NULL,  -- the raw folder it came from: `cotati`
            [term] TEXT,
            [defined_in] TEXT,
            [source] TEXT,
            [source_kind] TEXT,
            [section] TEXT,
            [matched] TEXT,
            [sentence] TEXT,
            [start] INTEGER,
            [end] INTEGER,
            [unit] TEXT,
            [document] TEXT
        )""",
        (("jurisdiction", "term"), ("jurisdiction", "source"), ("jurisdiction", "defined_in")),
    ),
    (
        "search_items",
        # Made with each jurisdiction's rows (corpus/db/write.py, search_index.py), indexed by
        # `search_items_fts` in `finalize`.
        """CREATE TABLE [search_items] (
            [rowid] INTEGER PRIMARY KEY,
            [jurisdiction] TEXT NOT NULL,  -- the raw folder it came from: `cotati`
            [kind] TEXT NOT NULL,         -- section, ordinance, table, paragraph, chapter,
                                          -- title, article, parcel
            [id] TEXT NOT NULL,           -- the node's id in its own table (a parcel: its APN)
            [title] TEXT,
            [text] TEXT,
            [section] TEXT,               -- the section it is or belongs to
            [key] TEXT,                   -- its id as typed, normalized: `pa26-17`
            [alias] TEXT,                 -- another id it goes by, normalized
            [chapter] TEXT,               -- the chapter it is or belongs to
            [since] TEXT                  -- when its current form took effect
        )""",
        (("key",), ("alias",), ("jurisdiction", "kind"), ("jurisdiction", "chapter")),
    ),
)
