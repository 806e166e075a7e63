"""Standards cells as district standards: the grammar of standard names and of values, on
spellings real standards tables print (the seeds' 17.24.030 and the devset's cities)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from parsers.tables.standard_map import district_of, read_cell
from parsers.tables.standard_names import UNITS, Standard, read_name
from parsers.tables.standard_values import Unit, ValueKind, read_value

S = Standard
FT, PCT, SQ = (Unit.FT,), (Unit.PERCENT,), (Unit.SQ_FT, Unit.ACRES)
HEIGHT = (Unit.FT, Unit.STORIES)


@pytest.mark.parametrize(
    ("heading", "label", "standards"),
    [
        ("Setbacks", "Front", (S.SETBACK_FRONT,)),
        ("Setbacks", "Side – Interior (each)", (S.SETBACK_SIDE,)),
        ("Setbacks", "Side – Street side", (S.SETBACK_STREET_SIDE,)),
        ("Side", "Rear", (S.SETBACK_REAR,)),  # a heading the table parser mis-took
        ("Height limit", "Main structure", (S.MAX_HEIGHT_MAIN,)),
        ("Height limit", "Accessory structures", (S.MAX_HEIGHT_ACCESSORY,)),
        ("Site coverage", "Maximum coverage", (S.MAX_LOT_COVERAGE,)),
        (None, "Minimum Lot Area", (S.MIN_LOT_AREA,)),
        (None, "Lot size, minimum", (S.MIN_LOT_AREA,)),
        ("A. Lot Dimensions", "A2 Width (min)", (S.MIN_LOT_WIDTH,)),
        (None, "Side Setback, Corner, Min. Feet", (S.SETBACK_STREET_SIDE,)),
        (None, "From primary street (min)", (S.SETBACK_FRONT,)),
        (None, "7. Rear yard depth", (S.SETBACK_REAR,)),
        (None, "Units per Acre, Max/Gross Acre", (S.MAX_DENSITY_DU_AC,)),
        (None, "Minimum density", (S.MIN_DENSITY_DU_AC,)),
        (None, "Lot area per dwelling unit", (S.MAX_DENSITY_DU_AC,)),
        (None, "Maximum Floor Area Ratio", (S.MAX_FAR,)),
        (None, "Max. FAR", (S.MAX_FAR,)),
        (None, "Impervious Cover, Max. %", (S.MAX_IMPERVIOUS_COVERAGE,)),
        (None, "Off-street parking", (S.PARKING,)),
        ("Minimum Setbacks (ft.)", "Front/Street Side", (S.SETBACK_FRONT, S.SETBACK_STREET_SIDE)),
        ("Height (ft.)", "Principal/Access [1]", (S.MAX_HEIGHT_MAIN, S.MAX_HEIGHT_ACCESSORY)),
        ("Floor area:", "3. Lot width at building line", (S.MIN_LOT_WIDTH,)),
    ],
)
def test_standard_names(heading: str | None, label: str, standards: tuple[Standard, ...]) -> None:
    assert read_name(heading, label).standards == standards


@pytest.mark.parametrize(
    ("heading", "label", "reason"),
    [
        ("Setbacks", "Garage", "garage"),
        ("Setbacks", "Accessory structures", "accessory"),
        ("Build-to lines", "Front, street side", "build-to"),
        ("C. Parking Setbacks", "C1 From primary street (min)", "parking setback"),
        ("Building frontage", "Allowed frontage types", "frontage types"),
        ("Height limit", "See", "reference"),
        ("Minimum Residential Living Area (sq. ft.)", "Max. Floor Area", "maximum floor area"),
        (None, "Lot Area, Max. Sq . Ft.", "maximum lot area"),
        (None, "Side yards, sum of least width", "sum of the side yards"),
        ("Building frontage", "Roll up doors", "no standard"),
    ],
)
def test_names_declined_with_their_reason(heading: str | None, label: str, reason: str) -> None:
    reading = read_name(heading, label)
    assert reading.standards == ()
    assert reason in (reading.reason or "")


@pytest.mark.parametrize(
    ("text", "units", "value", "value_max", "unit", "kind"),
    [
        ("28 ft.", FT, 28, None, Unit.FT, ValueKind.FIXED),
        ("20 ft", FT, 20, None, Unit.FT, ValueKind.FIXED),
        ("100'", FT, 100, None, Unit.FT, ValueKind.FIXED),
        ("40%", PCT, 40, None, Unit.PERCENT, ValueKind.FIXED),
        ("15% of lot area", PCT, 15, None, Unit.PERCENT, ValueKind.FIXED),
        ("6,000 sq. ft.", SQ, 6000, None, Unit.SQ_FT, ValueKind.FIXED),
        ("20,000 Square Feet", SQ, 20000, None, Unit.SQ_FT, ValueKind.FIXED),
        ("40,000 sf", SQ, 40000, None, Unit.SQ_FT, ValueKind.FIXED),
        ("19 Ac.", SQ, 19, None, Unit.ACRES, ValueKind.FIXED),
        ("1 du per 3,000 sf", (Unit.DU_PER_ACRE,), 14.52, None, Unit.DU_PER_ACRE, ValueKind.FIXED),
        ("1 dwelling unit per 5 acres", (Unit.DU_PER_ACRE,), 0.2, None, Unit.DU_PER_ACRE,
         ValueKind.FIXED),
        ("10-20 du/acre", (Unit.DU_PER_ACRE,), 10, 20, Unit.DU_PER_ACRE, ValueKind.RANGE),
        ("0—10 ft.", FT, 0, 10, Unit.FT, ValueKind.RANGE),
        ("None", FT, None, None, None, ValueKind.NOT_REGULATED),
        ("No limit", HEIGHT, None, None, None, ValueKind.NOT_REGULATED),
        ("N/A", SQ, None, None, None, ValueKind.NOT_REGULATED),
        ("See Section 17.42.020", HEIGHT, None, None, None, ValueKind.REFERS_ELSEWHERE),
        ("[4]", SQ, None, None, None, ValueKind.REFERS_ELSEWHERE),
        ("2.5 stories or 35 ft", HEIGHT, 35, None, Unit.FT, ValueKind.CONDITIONAL),
        ("2-1/2 stories", HEIGHT, 2.5, None, Unit.STORIES, ValueKind.FIXED),
        ("8,000 [3]", SQ, 8000, None, Unit.SQ_FT, ValueKind.FIXED),
        ("3*", HEIGHT, 3, None, Unit.FT, ValueKind.FIXED),
        (".225", (Unit.RATIO,), 0.225, None, Unit.RATIO, ValueKind.FIXED),
        ("5 ft.; none required between rowhouse units", FT, 5, None, Unit.FT,
         ValueKind.CONDITIONAL),
        ("10% of lot width on each side", FT, None, None, None, ValueKind.CONDITIONAL),
        ("1/3 of lot depth", FT, None, None, None, ValueKind.CONDITIONAL),
        ("30% on a 1/2-acre parcel; reduced by 10% for each additional 1/2 acre", PCT, 30, None,
         Unit.PERCENT, ValueKind.CONDITIONAL),
    ],
)  # fmt: skip
def test_values(
    text: str,
    units: tuple[Unit, ...],
    value: float | None,
    value_max: float | None,
    unit: Unit | None,
    kind: ValueKind,
) -> None:
    reading = read_value(text, units)
    assert (reading.value, reading.value_max, reading.unit, reading.kind) == (
        value,
        value_max,
        unit,
        kind,
    )


def test_a_bare_number_takes_the_unit_its_name_prints() -> None:
    assert read_value("3", HEIGHT, Unit.STORIES).unit is Unit.STORIES
    assert read_value("3", HEIGHT).unit is Unit.FT


def test_the_condition_keeps_what_qualifies_the_value() -> None:
    found = read_cell("Height limit", "All structures", "CG Zone Requirement",
                      "35 ft.; 50 ft. with use permit")  # fmt: skip
    assert not isinstance(found, str)
    assert found[0].district == "CG"
    assert found[0].condition == "50 ft. with use permit"


def test_a_label_that_only_qualifies_its_heading_is_the_condition() -> None:
    found = read_cell("Minimum Lot Area (sq. ft.)", "Duplex", "R-2", "12,000")
    assert not isinstance(found, str)
    assert (found[0].standard, found[0].value, found[0].condition) == (
        S.MIN_LOT_AREA,
        12000,
        "Duplex",
    )


@pytest.mark.parametrize(
    ("column", "district"),
    [("NL Zone Requirement", "NL"), ("R-1 District Standards", "R-1"), ("R-1AA", "R-1AA")],
)
def test_district_of_a_column(column: str, district: str) -> None:
    assert district_of(column) == district


@given(st.text(max_size=80), st.sampled_from(sorted(UNITS)))
def test_any_text_reads_to_a_consistent_value(text: str, standard: Standard) -> None:
    reading = read_value(text, UNITS[standard])
    assert (reading.value is None) == (reading.unit is None)
    if reading.unit is not None:
        assert reading.unit in UNITS[standard]
    if reading.kind in (ValueKind.FIXED, ValueKind.RANGE):
        assert reading.value is not None and reading.condition is None
    if reading.value_max is not None:
        assert reading.value is not None


@given(st.one_of(st.none(), st.text(max_size=40)), st.text(max_size=60), st.text(max_size=40))
def test_any_cell_maps_to_standards_or_a_reason(
    heading: str | None, label: str, value: str
) -> None:
    found = read_cell(heading, label, "R-1", value)
    if isinstance(found, str):
        assert found
    else:
        assert found and all(s.standard in UNITS and s.district == "R-1" for s in found)
