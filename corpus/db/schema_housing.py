"""The tables of housing treatments, declared beside the contract (corpus/db/schema.py builds
them): permit codes and what they mean for housing, each district's treatment of each housing
type per permit-matrix version, the cells behind each, and the `current_housing_treatments` view.
Written by corpus/stages/housing.py.
"""

from __future__ import annotations

HOUSING_TABLES: tuple[tuple[str, str, tuple[tuple[str, ...], ...]], ...] = (
    (
        "permit_codes",
        """CREATE TABLE [permit_codes] (
            [jurisdiction] TEXT NOT NULL,  -- the raw folder it came from: `cotati`
            [table] TEXT NOT NULL,
            [version] INTEGER NOT NULL,
            [code] TEXT NOT NULL,         -- as the cells print it (dashes read as `–`)
            [meaning] TEXT,               -- the table's key for it, or empty
            [treatment] TEXT,             -- allowed, public_hearing, prohibited, overlay; NULL
            [basis] TEXT,                 -- sidecar, legend, convention, procedure, undecided
            [source] TEXT,                -- the sidecar's path or the procedure's units
            [reason] TEXT,
            PRIMARY KEY ([jurisdiction], [table], [version], [code])
        )""",
        (),
    ),
    (
        "housing_treatments",
        """CREATE TABLE [housing_treatments] (
            [jurisdiction] TEXT NOT NULL,  -- the raw folder it came from: `cotati`
            [table] TEXT NOT NULL,
            [version] INTEGER NOT NULL,
            [district] TEXT NOT NULL,     -- the matrix's column
            [district_name] TEXT,         -- the key's name for it, or empty
            [housing_type] TEXT NOT NULL, -- 1-family, 2-family, 3-family, 4+-family, ...
            [treatment] TEXT,             -- allowed, public_hearing, prohibited, overlay; NULL
            [basis] TEXT,                 -- sidecar, legend, convention, procedure, undecided,
                                          -- unlisted
            [reason] TEXT,
            [row] INTEGER,                -- the deciding cell (NULL when undecided)
            [use] TEXT,
            [permit] TEXT,
            [cells] INTEGER,              -- how many cells feed it (housing_cells)
            [section] TEXT,
            [valid_from] TEXT,
            [valid_to] TEXT,
            [ordinance] TEXT,
            [valid_from_estimated] INTEGER,
            PRIMARY KEY ([jurisdiction], [table], [version], [district], [housing_type])
        )""",
        (("jurisdiction", "district"),),
    ),
    (
        "housing_cells",
        """CREATE TABLE [housing_cells] (
            [jurisdiction] TEXT NOT NULL,  -- the raw folder it came from: `cotati`
            [table] TEXT NOT NULL,
            [version] INTEGER NOT NULL,
            [district] TEXT NOT NULL,     -- the cell's column
            [housing_type] TEXT NOT NULL,
            [row] INTEGER NOT NULL,
            [use] TEXT,
            [permit] TEXT,
            [rule] TEXT,                  -- the grammar rule that mapped the row
            [treatment] TEXT,
            [basis] TEXT,
            [reason] TEXT,
            [decides] INTEGER,            -- 1 for the cell that decided the treatment
            PRIMARY KEY ([jurisdiction], [table], [version], [district], [housing_type], [row])
        )""",
        (("jurisdiction", "table", "version", "row"),),
    ),
)

# The treatments in force today: the versions no later version has replaced.
CURRENT_HOUSING = (
    "current_housing_treatments",
    """CREATE VIEW [current_housing_treatments] AS
        SELECT * FROM housing_treatments WHERE valid_to IS NULL OR valid_to = ''""",
)
