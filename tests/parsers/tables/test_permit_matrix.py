"""Permit matrices read into cells, on the seeds' own PDF-text layouts (excerpts copied from
raw/cotati/ordinances/PA22-14.txt and PA26-17.txt)."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from parsers.tables import parse_table
from parsers.tables.records import CellKind, GridTable, RowStatus, TableKind

RAW = Path(__file__).resolve().parents[3] / "raw" / "cotati" / "ordinances"

# The header of PA22/14's Table 2-2, as printed.
HEADER_2_2 = """Table 2-2
Allowed Land Uses and Permit Requirements for Low Density and Neighborhood Zones P Permitted Use, Zoning Clearance required
MUP Minor Use Permit required
UP Use Permit required
S Permit requirement set by Specific Use Regulations
– Use not allowed
Permit Required by District
Land Use(1) Specific Use
OSC OSR RR RVL NL NM NU
Regulations
"""  # noqa: E501


def cells(table: GridTable, label: str) -> list[str]:
    row = next(r for r in table.rows if r.label == label)
    return [c.value + "".join(f"({m})" for m in c.footnotes) for c in row.cells]


@pytest.mark.parametrize(
    ("body", "label", "expected"),
    [
        # Two rows run together on one line, each with its specific-use section.
        (
            "Agricultural accessory structure UP UP P P – – – 17.42.020 Animal keeping S S S S "
            "S S S 17.42.040",
            "Animal keeping",
            ["S", "S", "S", "S", "S", "S", "S", "17.42.040"],
        ),
        # A name wrapped over two lines, its section on the first, its cells on the next line.
        (
            "Crop production, horticulture, 17.42.240\norchard, vineyard(5)\n– UP UP UP – – –",
            "Crop production, horticulture, orchard, vineyard",
            ["–", "UP", "UP", "UP", "–", "–", "–", "17.42.240"],
        ),
        # A footnote mark on a line of its own, above the code it belongs to.
        (
            "Winery, small scale – –\n(2)\nUP – – – –",
            "Winery, small scale",
            ["–", "–", "UP(2)", "–", "–", "–", "–"],
        ),
        (
            "Single-family dwelling – – P P P (4)\nUP\n(4)\nUP",
            "Single-family dwelling",
            ["–", "–", "P", "P", "P", "UP(4)", "UP(4)"],
        ),
        # The rest of a name after the row's codes (`units`), then the next row.
        (
            "Multifamily housing, 10 or more – – – – – – P 17.42.120 units\nPark UP P P P P P P",
            "Multifamily housing, 10 or more units",
            ["–", "–", "–", "–", "–", "–", "P", "17.42.120"],
        ),
        # A dash of the name (`Child day care – Large …`) is not a code.
        (
            "Child day care – Large family day – – P P P P P 17.42.060 care home",
            "Child day care – Large family day care home",
            ["–", "–", "P", "P", "P", "P", "P", "17.42.060"],
        ),
    ],
)
def test_layouts_of_table_2_2(body: str, label: str, expected: list[str]) -> None:
    table = parse_table(HEADER_2_2 + body)
    assert table.kind is TableKind.PERMIT_MATRIX
    assert table.columns == ("OSC", "OSR", "RR", "RVL", "NL", "NM", "NU")
    assert cells(table, label) == expected


def test_a_row_with_too_few_codes_stays_text() -> None:
    table = parse_table(
        HEADER_2_2 + "Restaurant – Outdoor dining MUP MUP MUP MUP\nPark P P P P P P P"
    )
    first, second = table.rows
    assert first.status is RowStatus.TEXT and not first.cells  # never padded
    assert first.text == "Restaurant – Outdoor dining MUP MUP MUP MUP"
    assert second.status is RowStatus.CELLS
    assert [i.code for i in table.issues] == ["table-row-unread"]
    issue = table.issues[0]
    assert (HEADER_2_2 + "Restaurant")[issue.start : issue.start + 10] == "Restaurant"


def _section(path: Path, start: str, end: str) -> str:
    text = path.read_text(encoding="utf-8")
    at = text.index(start)
    return text[at : text.index(end, at)]


def test_pa26_17_excerpt() -> None:
    """PA#26-17 §7: headings, a header repeated at page breaks, a mark wrapped to the next
    line (`UP P` / `(2) P(2) P –`), five district columns."""
    text = _section(
        RAW / "PA26-17.txt", "Allowed Land Uses and Permit Requirements for Commercial", "SECTION 8"
    )
    table = parse_table(text)
    assert table.columns == ("CE", "CG", "CD", "CI", "PF")
    assert table.reference_column == "Specific Use Regulations"
    assert all(r.status is RowStatus.CELLS for r in table.rows)
    assert [(r.category, r.label) for r in table.rows][-3:] == [
        ("Services – Business, Financial, Professional", "Medical services – Doctor office"),
        ("Services – Business, Financial, Professional", "Medical services – Clinic, urgent care"),
        ("Services – General", "Adult day care"),
    ]
    assert cells(table, "Medical services – Doctor office") == ["UP", "P(2)", "P(2)", "P", "–"]
    assert cells(table, "Recycling – Small collection facility")[-1] == "17.42.150"
    retail = next(r for r in table.rows if r.label == "Alcoholic beverage sales")
    assert retail.category == "Retail Trade" and retail.category_footnotes == ("3",)
    assert dict(table.legend)["MUP"] == "Minor use permit"


def test_pa22_14_prints_table_2_3_twice() -> None:
    text = _section(RAW / "PA22-14.txt", "Districts Table 2-3\n", "\nTable 2-4\n")
    table = parse_table(text)
    assert table.printings == 2
    twice = [i for i in table.issues if i.code == "table-printed-twice"]
    assert len(twice) == 1 and "identical: kept once" in twice[0].message
    assert not any(c.flag for r in table.rows for c in r.cells)
    assert len({r.key for r in table.rows}) == len(table.rows)  # each row once
    assert cells(table, "Restaurant – Outdoor dining") == [
        "P/MUP",
        "P/MUP",
        "P/MUP",
        "P/MUP",
        "–",
        "–",
        "17.42.130(E)",
    ]
    assert dict(table.notes)["7"] == "Permitted as an accessory use."
    assert dict(table.legend)["IG"] == "General Industrial District"


def test_two_printings_that_differ_flag_the_cells() -> None:
    once = HEADER_2_2 + "Park UP P P P P P P\nNotes:\n(1) See Article 9.\n"
    table = parse_table(once + once.replace("Park UP", "Park MUP"))
    park = table.rows[0]
    flagged = [c for c in park.cells if c.flag]
    assert [(c.column, c.value) for c in flagged] == [("OSC", "UP")]
    assert "MUP" in (flagged[0].flag or "")
    assert any(i.code == "table-printings-differ" for i in table.issues)


@settings(max_examples=150, deadline=None)
@given(
    st.lists(
        st.sampled_from(
            [
                "P",
                "UP",
                "MUP",
                "–",
                "(2)",
                "S",
                "Park",
                "facility,",
                "and",
                "17.42.020",
                "\n",
                "Retail Trade",
                "care",
            ]
        ),
        max_size=40,
    )
)
def test_any_body_gives_whole_rows_or_text(words: list[str]) -> None:
    table = parse_table(HEADER_2_2 + " ".join(words))
    for row in table.rows:
        permits = [c for c in row.cells if c.kind is CellKind.PERMIT]
        if row.status is RowStatus.CELLS:
            assert len(permits) == len(table.columns)
        else:
            assert not row.cells
