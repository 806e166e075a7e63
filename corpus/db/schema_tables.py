"""The tables of tables as data, declared beside the contract (corpus/db/schema.py builds
them): table versions, rows, cells and changes, district standards, rezonings and the zoning
map, the outline of the code, and the `land_use` and `district_standards_current` views.
"""

from __future__ import annotations

# Tables as data (corpus/stages/table_history.py, rezonings.py, outline.py).
TABLE_TABLES: tuple[tuple[str, str, tuple[tuple[str, ...], ...]], ...] = (
    (
        "table_versions",
        """CREATE TABLE [table_versions] (
            [jurisdiction] TEXT NOT NULL,  -- the raw folder it came from: `cotati`
            [table] TEXT NOT NULL,        -- `17.22.020, Table 2-3`
            [version] INTEGER NOT NULL,   -- 1, 2, ...
            [number] TEXT,
            [caption] TEXT,
            [section] TEXT,
            [kind] TEXT,                  -- permit_matrix, standards, text
            [columns] TEXT,               -- JSON list of the value columns (districts)
            [reference_column] TEXT,      -- the section-number column's heading, if any
            [notes] TEXT,                 -- JSON list of [mark, text]
            [legend] TEXT,                -- JSON list of [code, meaning]
            [rows] INTEGER,
            [unread_rows] INTEGER,        -- rows kept as text
            [valid_from] TEXT,
            [valid_to] TEXT,
            [ordinance] TEXT,
            [source] TEXT,                -- export, ordinance
            [change] TEXT,                -- base, replaced, partial
            [instruction] TEXT,
            [document] TEXT,
            [complete] INTEGER,           -- 0 when only the rows an excerpt printed are known
            [valid_from_estimated] INTEGER,
            [as_of] TEXT,
            PRIMARY KEY ([jurisdiction], [table], [version])
        )""",
        (("jurisdiction", "ordinance"), ("jurisdiction", "section")),
    ),
    (
        "table_rows",
        """CREATE TABLE [table_rows] (
            [jurisdiction] TEXT NOT NULL,  -- the raw folder it came from: `cotati`
            [table] TEXT NOT NULL,
            [version] INTEGER NOT NULL,
            [row] INTEGER NOT NULL,       -- 1, 2, ... in printed order
            [row_label] TEXT,
            [category] TEXT,
            [status] TEXT,                -- cells, text
            [text] TEXT,                  -- the row as printed
            [footnotes] TEXT,             -- JSON list of the label's marks
            [category_footnotes] TEXT,
            [start] INTEGER,
            [end] INTEGER,
            PRIMARY KEY ([jurisdiction], [table], [version], [row])
        )""",
        (("jurisdiction", "row_label"),),
    ),
    (
        "table_cells",
        """CREATE TABLE [table_cells] (
            [jurisdiction] TEXT NOT NULL,  -- the raw folder it came from: `cotati`
            [table] TEXT NOT NULL,
            [version] INTEGER NOT NULL,
            [row] INTEGER NOT NULL,
            [row_label] TEXT,
            [category] TEXT,
            [column] TEXT NOT NULL,
            [kind] TEXT,                  -- permit, value, reference
            [value] TEXT,                 -- as printed, without marks
            [footnotes] TEXT,             -- JSON list of marks
            [flag] TEXT,                  -- why a person should look, or NULL
            PRIMARY KEY ([jurisdiction], [table], [version], [row], [column])
        )""",
        (("jurisdiction", "column", "value"),),
    ),
    (
        "table_changes",
        """CREATE TABLE [table_changes] (
            [jurisdiction] TEXT NOT NULL,  -- the raw folder it came from: `cotati`
            [table] TEXT,
            [version] INTEGER,            -- the version it made; NULL when none
            [instruction] TEXT,
            [ordinance] TEXT,
            [row_label] TEXT,
            [category] TEXT,
            [column] TEXT,                -- NULL: the whole row
            [before] TEXT,
            [after] TEXT,
            [status] TEXT,                -- applied, unchanged, added, removed, context, flagged
            [note] TEXT
        )""",
        (("jurisdiction", "table", "version"), ("jurisdiction", "ordinance"), ("status",)),
    ),
    (
        "district_standards",
        """CREATE TABLE [district_standards] (
            [jurisdiction] TEXT NOT NULL,  -- the raw folder it came from: `cotati`
            [district] TEXT NOT NULL,     -- the zoning district: `NL`
            [standard] TEXT NOT NULL,     -- min_lot_area, max_height_main, setback_front, ...
            [value] REAL,                 -- NULL when the cell gives none in the unit
            [value_max] REAL,             -- the top of a range
            [unit] TEXT,                  -- sq_ft, acres, ft, du_per_acre, percent, ratio, ...
            [value_kind] TEXT NOT NULL,   -- fixed, range, conditional, not_regulated, ...
            [condition] TEXT,             -- what qualifies the value, as printed
            [raw] TEXT,                   -- the cell as printed, with its marks
            [footnotes] TEXT,             -- JSON list of marks
            [table] TEXT NOT NULL,        -- `17.24.030, Table 2-9`
            [version] INTEGER NOT NULL,   -- the table version
            [row] INTEGER NOT NULL,       -- the table_rows row
            [column] TEXT NOT NULL,       -- the table_cells column
            [row_label] TEXT,
            [category] TEXT,
            [section] TEXT,
            [valid_from] TEXT,
            [valid_to] TEXT,
            [valid_from_estimated] INTEGER,
            [ordinance] TEXT,
            PRIMARY KEY ([jurisdiction], [table], [version], [row], [column], [standard])
        )""",
        (("jurisdiction", "district", "standard"), ("jurisdiction", "standard")),
    ),
    (
        "rezonings",
        """CREATE TABLE [rezonings] (
            [jurisdiction] TEXT NOT NULL,  -- the raw folder it came from: `cotati`
            [ordinance] TEXT,
            [instruction] TEXT,
            [listing] INTEGER,            -- 1, 2, ... as printed
            [apn] TEXT,
            [address] TEXT,
            [from_zone] TEXT,
            [to_zone] TEXT,
            [acreage] TEXT,
            [status] TEXT,                -- applied, flagged
            [note] TEXT,
            PRIMARY KEY ([jurisdiction], [instruction], [listing])
        )""",
        (("jurisdiction", "apn"), ("jurisdiction", "ordinance")),
    ),
    (
        "zoning_map",
        """CREATE TABLE [zoning_map] (
            [jurisdiction] TEXT NOT NULL,  -- the raw folder it came from: `cotati`
            [apn] TEXT NOT NULL,
            [version] INTEGER NOT NULL,
            [zone] TEXT,
            [from_zone] TEXT,
            [address] TEXT,
            [valid_from] TEXT,
            [valid_to] TEXT,
            [ordinance] TEXT,
            [instruction] TEXT,
            [valid_from_estimated] INTEGER,
            PRIMARY KEY ([jurisdiction], [apn], [version])
        )""",
        (("jurisdiction", "zone"),),
    ),
    (
        "outline",
        """CREATE TABLE [outline] (
            [jurisdiction] TEXT NOT NULL,  -- the raw folder it came from: `cotati`
            [id] TEXT NOT NULL,
            [kind] TEXT,                  -- title, article, chapter, section, table
            [parent] TEXT,
            [title] TEXT,
            [title_source] TEXT,          -- source, ordinance, citation, citations
            [in_corpus] INTEGER,
            [url] TEXT,
            [cited] INTEGER,              -- how many citations name it
            PRIMARY KEY ([jurisdiction], [kind], [id])
        )""",
        (("jurisdiction", "parent"),),
    ),
)


# One row per permit-matrix cell, with its version's dates and the row's specific-use
# regulations: "what permit does this use need in this district, and since when?"
LAND_USE = (
    "land_use",
    """CREATE VIEW [land_use] AS
        SELECT r.jurisdiction, r.[table], v.section, r.row_label AS use, r.category,
               c.[column] AS district, c.value AS permit, c.footnotes,
               s.value AS specific_use_regulations, r.version, v.valid_from, v.valid_to,
               v.ordinance, c.flag
        FROM table_rows r
        JOIN table_versions v
          ON v.jurisdiction = r.jurisdiction AND v.[table] = r.[table] AND v.version = r.version
        JOIN table_cells c
          ON c.jurisdiction = r.jurisdiction AND c.[table] = r.[table]
         AND c.version = r.version AND c.row = r.row AND c.kind = 'permit'
        LEFT JOIN table_cells s
          ON s.jurisdiction = r.jurisdiction AND s.[table] = r.[table]
         AND s.version = r.version AND s.row = r.row AND s.kind = 'reference'""",
)


# The standards in force today, one row per district, standard and cell: the rows of
# `district_standards` whose table version has not been replaced.
DISTRICT_STANDARDS_CURRENT = (
    "district_standards_current",
    """CREATE VIEW [district_standards_current] AS
        SELECT jurisdiction, district, standard, value, value_max, unit, value_kind, condition,
               raw, footnotes, [table], version, [row], [column], row_label, category, section,
               valid_from, valid_to, valid_from_estimated, ordinance
        FROM district_standards
        WHERE valid_to IS NULL""",
)
