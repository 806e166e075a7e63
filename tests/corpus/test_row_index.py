"""`RowIndex.find` (corpus/engine/table_rows.py) gives the row a scan of the table gives: the
same key first, else the only row of that name, else the only row whose name is nearly it. The
index exists for speed (an amendment's cost flat as tables grow, `benchmarks/amend.py`); this
checks it changed nothing of what is matched."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st
from rapidfuzz import fuzz

from corpus.engine.table_rows import NAME_MATCH, RowIndex
from parsers.tables.records import RowStatus, TableRow, normal_label


def row(label: str, category: str | None = None) -> TableRow:
    return TableRow(label, category, (), RowStatus.CELLS, label, 0, 0)


def scan(rows: list[TableRow], wanted: TableRow) -> int | None:
    """The match by a scan of every row, as the engine found rows before the index."""
    for i, other in enumerate(rows):
        if other.key == wanted.key:
            return i
    name = normal_label(wanted.label)
    same = [i for i, other in enumerate(rows) if normal_label(other.label) == name]
    if len(same) == 1:
        return same[0]
    near = [i for i, o in enumerate(rows) if fuzz.ratio(normal_label(o.label), name) >= NAME_MATCH]
    return near[0] if len(near) == 1 else None


# Row names of Cotati's Table 2-3 (raw/cotati/), near-misses and a group heading.
NAMES = [
    "Doctor office",
    "Doctors office",
    "Medical clinic",
    "Retail Trade",
    "Recycling – Small collection facility",
    "Recycling – Large collection facility",
    "Farmers market(8)",
    "Bed and breakfast inn",
]
CATEGORIES = [None, "Retail Trade", "Services"]


@given(
    st.lists(st.tuples(st.sampled_from(NAMES), st.sampled_from(CATEGORIES)), max_size=12),
    st.tuples(st.sampled_from([*NAMES, "Doctor offices", "Hotel"]), st.sampled_from(CATEGORIES)),
)
def test_index_finds_what_a_scan_finds(
    table: list[tuple[str, str | None]], wanted: tuple[str, str | None]
) -> None:
    rows = [row(*r) for r in table]
    assert RowIndex(rows).find(row(*wanted)) == scan(rows, row(*wanted))


def test_a_row_appended_is_found() -> None:
    index = RowIndex([row("Medical clinic")])
    assert index.find(row("Doctor office")) is None
    index.append(row("Doctor office"))
    assert index.find(row("Doctor office")) == 1
    assert index.find(row("Doctors office")) == 1  # nearly its name, and the only one
