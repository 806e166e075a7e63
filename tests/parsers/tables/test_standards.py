"""Standards tables (`Development Standard | OSC Zone Requirement`) from the export's rows
(raw/cotati/ecode360/title17-ch17.24.txt, Tables 2-5 and 2-11)."""

from __future__ import annotations

import pytest

from parsers.tables import parse_table
from parsers.tables.records import RowStatus, TableKind

TABLE_2_5 = """Development Standard OSC Zone Requirement
Setbacks – Minimum setbacks required, as shown in Figure 2-1. See Section 17.30.020
for exceptions.
Front 30 ft.
Side – Interior (each) 20 ft.
Accessory structures See Sections 17.42.020 (Agricultural
accessory structures) and 17.42.160
(Residential accessory uses and structures)
Building frontage – Building frontage types allowed, design requirements, and allowed
encroachments into setbacks. Frontage types are defined in Section 17.24.040.
Allowed frontage types Common yard, porch
Height limit – Maximum allowable height of structures. See Section 17.30.040 for height measurement, and height limit exceptions. See Figure 2-2.
Main structure 35 ft. Accessory structures See Section 17.42.020"""  # noqa: E501


@pytest.mark.parametrize(
    ("category", "label", "value"),
    [
        ("Setbacks", "Front", "30 ft."),
        ("Setbacks", "Side – Interior (each)", "20 ft."),
        (
            "Setbacks",
            "Accessory structures",
            "See Sections 17.42.020 (Agricultural accessory structures) and 17.42.160 "
            "(Residential accessory uses and structures)",
        ),
        ("Building frontage", "Allowed frontage types", "Common yard, porch"),
        ("Height limit", "Main structure", "35 ft."),  # two standards on one line
        ("Height limit", "Accessory structures", "See Section 17.42.020"),
    ],
)
def test_standards_rows(category: str, label: str, value: str) -> None:
    table = parse_table(TABLE_2_5)
    assert table.kind is TableKind.STANDARDS and table.columns == ("OSC Zone Requirement",)
    found = [(r.category, r.label, r.cells[0].value) for r in table.rows]
    assert (category, label, value) in found


def test_interleaved_columns_stay_text() -> None:
    table = parse_table(
        "Development Standard NU Zone Requirement\n"
        "Maximum dwelling unit size, exclusive of 2,000 sq. ft. (gross floor area), applied to at\n"
        "garage and private outdoor space least 80% of the dwelling units in a"
    )
    (row,) = table.rows
    assert row.status is RowStatus.TEXT and not row.cells
    assert [i.code for i in table.issues] == ["table-row-unread"]


# Table 2-6 of the export as its text rendering prints it: the setbacks flattened into their
# heading's line, two standards run together after a value with no period.
TABLE_2_6 = """Development Standard OSR Zone Requirement
Setbacks – Minimum setbacks required, as shown in Figure 2-3. See Section 17.30.020 for exceptions. Front 30 ft. Side – Interior (each) 20 ft. Side – Street side 30 ft. Rear 30 ft. Accessory structures See Sections 17.42.020 (Agricultural accessory structures) and 17.42.160 (Residential accessory uses and structures)
Building frontage – Building frontage types allowed, design requirements, and allowed encroachments into setbacks. Frontage types are defined in Section 17.24.040.
Allowed frontage types Common yard, porch Allowed encroachments See Section 17.30.020(F), Table 3-1
Height limit – Maximum allowable height of structures. See Section 17.30.040 (Height
limits and exceptions) for height measurement requirements, and height limit exceptions.
See Figure 2-12.
Main structure 35 ft.
Maximum Height 45 ft.; 55 ft. with use permit"""  # noqa: E501


def test_a_table_flattened_into_its_headings_line() -> None:
    table = parse_table(TABLE_2_6)
    found = [(r.category, r.label, r.cells[0].value) for r in table.rows]
    assert found == [
        ("Setbacks", "Front", "30 ft."),
        ("Setbacks", "Side – Interior (each)", "20 ft."),
        ("Setbacks", "Side – Street side", "30 ft."),
        ("Setbacks", "Rear", "30 ft."),
        (
            "Setbacks",
            "Accessory structures",
            "See Sections 17.42.020 (Agricultural accessory structures) and 17.42.160 "
            "(Residential accessory uses and structures)",
        ),
        ("Building frontage", "Allowed frontage types", "Common yard, porch"),
        ("Building frontage", "Allowed encroachments", "See Section 17.30.020(F), Table 3-1"),
        ("Height limit", "Main structure", "35 ft."),
        ("Height limit", "Maximum Height", "45 ft.; 55 ft. with use permit"),
    ]


def test_a_standard_referring_elsewhere_is_no_heading() -> None:
    table = parse_table(
        "Development Standard CE Zone Requirement\n"
        "Setbacks – Minimum setbacks required, as shown in Figure 2-15. See Section 17.30.020\n"
        "for exceptions.\n"
        "Side – Street side See build-to lines required above.\n"
        "Rear 20 ft. abutting a residential zone, 10 ft.\n"
        "required otherwise"
    )
    found = [(r.category, r.label) for r in table.rows]
    assert found == [("Setbacks", "Side – Street side"), ("Setbacks", "Rear")]
