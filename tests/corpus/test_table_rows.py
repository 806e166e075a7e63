"""Rows held as records (`TableRows.add_records`) read and write as held rows do: the same
database, whether a table's rows are dicts from the start or made as written."""

from __future__ import annotations

import sqlite3

import pytest
import sqlite_utils

from corpus.db.rows import Row, TableRows, subsection_row
from corpus.db.schema import create_schema
from corpus.db.write import prepare_rows, write_prepared, write_rows
from parsers.records import Subsection
from parsers.subsections import parse_subsections

# Cotati 17.62.030 (raw/cotati/ecode360/title17-ch17.62.txt), its first three items; the
# `twice` variant prints item 2 twice, which the parser records as `2#2`.
TEXT = (
    "Temporary activities that do not fall within the following categories shall comply "
    "with subsection E of this section:\n"
    "1. Emergency Facilities. Temporary facilities to accommodate emergency public health "
    "and safety needs and activities;\n"
    "2. Garage Sales. Garage sales, not to exceed three per year;\n"
    "3. Public Property, or Public Right-of-Way. Activities conducted on public property."
)


def subsections(text: str = TEXT) -> list[Subsection]:
    found, _issues = parse_subsections("17.62.030", text, document="title17-ch17.62.txt")
    return list(found)


def as_records(records: list[Subsection]) -> TableRows:
    out = TableRows()
    out.add_records("subsections", records, subsection_row)
    out.set_constant("jurisdiction", "cotati")
    return out


def as_dicts(records: list[Subsection]) -> TableRows:
    out = TableRows()
    out.add("subsections", (subsection_row(s) for s in records))
    out.set_constant("jurisdiction", "cotati")
    return out


def dump(db: sqlite_utils.Database) -> dict[str, list[tuple[object, ...]]]:
    conn: sqlite3.Connection = db.conn
    return {
        table: conn.execute(f"SELECT * FROM [{table}] ORDER BY rowid").fetchall()
        for table in ("subsections", "parse_issues")
    }


def written(out: TableRows, prepared: bool) -> dict[str, list[tuple[object, ...]]]:
    db = sqlite_utils.Database(memory=True)
    create_schema(db, indexes=False)
    if prepared:
        write_prepared(db, prepare_rows(out))
    else:
        write_rows(db, out)
    return dump(db)


def test_rows_made_from_records_carry_the_constant_columns() -> None:
    out = as_records(subsections())
    rows = list(out.each("subsections"))
    assert [r["id"] for r in rows] == ["17.62.030(1)", "17.62.030(2)", "17.62.030(3)"]
    assert {r["jurisdiction"] for r in rows} == {"cotati"}
    assert rows[1]["text"] == "Garage Sales. Garage sales, not to exceed three per year;"


def test_adding_rows_after_records_keeps_the_order() -> None:
    records = subsections()
    out = as_records(records[:2])
    out.add("subsections", [subsection_row(records[2])])
    out.add_records("subsections", records[:1], subsection_row)
    assert [r["label"] for r in out.each("subsections")] == ["1", "2", "3", "1"]


@pytest.mark.parametrize(
    "text",
    [TEXT, TEXT + "\n2. Garage Sales. Printed again."],
    ids=["unique keys", "a label printed twice"],
)
@pytest.mark.parametrize("prepared", [False, True], ids=["write_rows", "prepare_rows"])
def test_records_write_the_rows_dicts_write(text: str, prepared: bool) -> None:
    records = subsections(text)
    expected = written(as_dicts(records), prepared)
    assert written(as_records(records), prepared) == expected
    assert len(expected["subsections"]) == len(records)


def test_a_key_given_twice_is_written_once_with_an_issue() -> None:
    records = subsections()
    out = as_records([*records, records[0]])
    found = written(out, prepared=False)
    assert len(found["subsections"]) == 3
    issue: tuple[object, ...] = found["parse_issues"][0]
    assert "duplicate-key" in issue and "cotati, 17.62.030(1)" in issue


def test_rows_held_are_let_go_as_they_are_written() -> None:
    out = as_records(subsections())
    out.add("sections", [_section_row()])
    db = sqlite_utils.Database(memory=True)
    create_schema(db, indexes=False)
    write_rows(db, out)
    assert out.tables == {} and out.streams == {}


def _section_row() -> Row:
    return {"jurisdiction": "cotati", "id": "17.62.030", "chapter": "17.62", "text": TEXT}


class _SameHash:
    """A key value whose hash every other one shares: equal only to itself."""

    def __hash__(self) -> int:
        return 1


@pytest.mark.parametrize(
    ("keys", "repeats"),
    [
        (["a", "b", "c"], False),
        (["a", "b", "a"], True),
        ([_SameHash(), _SameHash()], False),  # the same hash, different keys
    ],
)
def test_repeated_keys_are_found_by_their_hashes_then_checked(
    keys: list[object], repeats: bool
) -> None:
    from corpus.db.write import _repeats

    rows = [{"id": key, "n": n} for n, key in enumerate(keys)]
    assert _repeats(("id",), rows) is repeats
    same = _SameHash()
    assert _repeats(("id",), [*rows, {"id": same}, {"id": same}])
