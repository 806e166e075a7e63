"""The jurisdiction a page names is read once, by `contents.jurisdiction_info`, for every loader."""

from __future__ import annotations

import re
import sqlite3
from pathlib import Path

import pytest
import sqlite_utils

from corpus.db.schema import create_schema
from corpus.publish.loaders.contents import JurisdictionInfo, jurisdiction_info, trail

LOADERS = Path(__file__).resolve().parents[2] / "corpus" / "publish" / "loaders"
# A read of one jurisdiction's row (not home's listing of them all, which orders them).
ROW_READ = re.compile(r"from\s+jurisdictions\s+where", re.I)


@pytest.mark.parametrize(
    ("row", "expected"),
    [
        (
            {"name": "City of Cotati", "url": "https://ecode360.com/CO4930"},
            JurisdictionInfo("cotati", "City of Cotati", "https://ecode360.com/CO4930"),
        ),
        # no printed name: the folder's; no publisher: None, never an empty address
        ({"name": None, "url": ""}, JurisdictionInfo("cotati", "cotati", None)),
        ({"name": "", "url": None}, JurisdictionInfo("cotati", "cotati", None)),
        (None, None),  # a jurisdiction the database does not hold
    ],
)
def test_a_jurisdiction_is_read_with_its_name_and_publisher(
    row: dict[str, object] | None, expected: JurisdictionInfo | None
) -> None:
    db = sqlite_utils.Database(memory=True)
    create_schema(db)
    if row is not None:
        db.table("jurisdictions").insert({"jurisdiction": "cotati", **row})
    conn: sqlite3.Connection = db.conn
    assert jurisdiction_info(conn, "cotati") == expected
    crumb = trail(conn, "cotati", "chapter", "17.62")[0]
    assert crumb.title == (expected.name if expected else None)


def test_every_loader_reads_the_jurisdiction_through_one_function() -> None:
    reads = {
        path.name: len(ROW_READ.findall(path.read_text(encoding="utf-8")))
        for path in sorted(LOADERS.glob("*.py"))
    }
    assert {name: n for name, n in reads.items() if n} == {"contents.py": 1}
