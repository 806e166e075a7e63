"""History notes into one citation per ordinance, rotated notes repaired."""

from __future__ import annotations

from datetime import date

import pytest
from hypothesis import given
from hypothesis import strategies as st

from parsers.history import looks_like_history, parse_history_note

ROTATED_LONG = (
    "(A (part), 2004; Ord. 766 § 2 Exh; A (part), 2019; Ord. 885 § 2 Exh; 2 (part), 2020; "
    "Ord. 895 § 2(A) Exh; Ord. 927 § 22, 2024)"
)


@pytest.mark.parametrize(
    ("note", "expected"),
    [
        (
            "(Ord. 766 § 2 Exh. A (part), 2004; Ord. 823 § 2(C) Exh. C (part), 2009; "
            "Ord. 915 § 12, 2022; Ord. 934, 6/10/2025)",
            [
                ("766", "2", "A", True, 2004, None, False),
                ("823", "2(C)", "C", True, 2009, None, False),
                ("915", "12", None, False, 2022, None, False),
                ("934", None, None, False, 2025, date(2025, 6, 10), False),
            ],
        ),
        ("(A (part), 2004; Ord. 766 § 2 Exh)", [("766", "2", "A", True, 2004, None, True)]),
        (
            ROTATED_LONG,
            [
                ("766", "2", "A", True, 2004, None, True),
                ("885", "2", "A", True, 2019, None, True),
                ("895", "2(A)", "2", True, 2020, None, True),
                ("927", "22", None, False, 2024, None, False),
            ],
        ),
        (
            "(Ord. 766 § 2 Exh. A (part), 2004; Ord. 854 § 2 (part), 2015; Ord. 934, 6/10/2025)",
            [
                ("766", "2", "A", True, 2004, None, False),
                ("854", "2", None, True, 2015, None, False),
                ("934", None, None, False, 2025, date(2025, 6, 10), False),
            ],
        ),
        ("(Ord. 939, 1/13/2026)", [("939", None, None, False, 2026, date(2026, 1, 13), False)]),
        # The rotation the other way round, and another city's numbers.
        ("(Ord. 12-4 § 3 Exh; B, 1999)", [("12-4", "3", "B", False, 1999, None, True)]),
        # Rotations at other points of the citation.
        ("((part), 2004; Ord. 766 § 2)", [("766", "2", None, True, 2004, None, True)]),
        ("(6/10/2025; Ord. 934)", [("934", None, None, False, 2025, date(2025, 6, 10), True)]),
        (
            "(§ 4 Exh. B, 2011; Ord. 801)",
            [("801", "4", "B", False, 2011, None, True)],
        ),
        # A tail that does not fit its neighbour is kept as it is, not forced together.
        (
            "(A (part), 2004; Ord. 5)",
            [
                (None, None, "A", True, 2004, None, False),
                ("5", None, None, False, None, None, False),
            ],
        ),
        (
            "[Amended 6-10-2025 by Ord. No. 934]",
            [("934", None, None, False, 2025, date(2025, 6, 10), False)],
        ),
    ],
)
def test_history_citations(
    note: str,
    expected: list[tuple[str | None, str | None, str | None, bool, int | None, date | None, bool]],
) -> None:
    cites = parse_history_note("17.62.030", note)
    got = [
        (c.ordinance, c.ord_section, c.exhibit, c.part, c.year, c.date, c.repaired) for c in cites
    ]
    assert got == expected
    assert all(c.section == "17.62.030" for c in cites)


def test_repaired_citation_reads_in_order() -> None:
    (cite,) = parse_history_note("x", "(A (part), 2004; Ord. 766 § 2 Exh)")
    assert cite.raw == "Ord. 766 § 2 Exh. A (part), 2004"


def test_unpaired_fragment_is_kept_without_an_ordinance() -> None:
    cites = parse_history_note("x", "(A (part), 2004; Ord. 12 § 1, 2010)")
    assert [(c.ordinance, c.year) for c in cites] == [(None, 2004), ("12", 2010)]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("(A (part), 2004; Ord. 766 § 2 Exh)", True),
        ("(Ord. 939, 1/13/2026)", True),
        ("(Permit Application Filing and Processing)", False),
        ("(see Ord. 5 and the general plan)", False),
        ("(A (part), 2004)", False),
        ("(Ord. 1234 § 1, 1999; prior code § 5-2.01)", True),
        ("(Ord. 1234 § 1 (part), 1999, eff. 2/1/1999)", True),
    ],
)
def test_looks_like_history(text: str, expected: bool) -> None:
    assert looks_like_history(text) is expected


@given(st.text(max_size=200))
def test_arbitrary_notes_never_crash(note: str) -> None:
    for cite in parse_history_note("1.1.010", note):
        assert cite.section == "1.1.010"
        assert isinstance(cite.raw, str)


def test_pieces_in_an_order_of_their_own_are_read_loosely() -> None:
    cites = parse_history_note(
        "x", "(Ord. 1234 § 1 (part), 1999, eff. 2/1/1999; prior code § 5-2.01)"
    )
    assert [(c.ordinance, c.year) for c in cites] == [("1234", 1999), (None, None)]
    assert cites[1].raw == "prior code § 5-2.01"
