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


# Other cities' notes (Burlington WA, Atlantic Highlands NJ, Cornelius OR, and the forms issue 9
# names): (note, [(ordinance, year)]). The year is the date's, never the ordinance number's.
OTHER_CITIES = [
    ("(Ord. 1712 § 2 (Exh. B), 2018)", [("1712", 2018)]),
    (
        "(Ord. 1855 § 2 (Exh. B), 2018; Ord. 1906 (Exh. A), 2021; Ord. 1933 § 1 (Exh. A), 2023)",
        [("1855", 2018), ("1906", 2021), ("1933", 2023)],
    ),
    ("(Ord. 702-U § 3, 7-6-2009)", [("702-U", 2009)]),
    ("(Ord. of 3-14-2011(2))", [(None, 2011)]),
    ("(Prior code § 22-104)", [(None, None)]),
    ("(Code 1985, § 2-1)", [(None, 1985)]),
    ("[Added 5-20-2026 by Ord. No. 6PSF-B]", [("6PSF-B", 2026)]),
    (
        "[Amended 9-18-2024 by Ord. No. 2024-11; L.L. No. 2-2001]",
        [("2024-11", 2024), ("L.L. 2-2001", None)],
    ),
    (
        "[Ord. 6 PSF-A(S), 9-5-2017; amended 9-18-2024 by Ord. No. X]",
        [("6 PSF-A(S)", 2017), ("X", 2024)],
    ),
    (
        "[Amended 3-9-1965 by Ord. No. 490; 6-9-1970 by Ord No. 585; 8-26-1980 by Ord. No. 767]",
        [("490", 1965), ("585", 1970), ("767", 1980)],
    ),
    (
        "(Formerly 15.08.130; Ord. 1855 § 2 (Exh. B), 2018)",
        [(None, None), ("1855", 2018)],
    ),
    (
        "(Ord. 810, 2000; Code 2000 § 11.10.09; Ord. 841 Exhs; 1, 2, 2003; amended during 2007 "
        "recodification; Ord. 874 Exh. (1)(B), 2006)",
        [("810", 2000), (None, 2000), ("841", 2003), (None, 2007), ("874", 2006)],
    ),
    ("(Repealed by Ord. 2019-10)", [("2019-10", None)]),
    (
        "[HISTORY: Adopted by Mayor and Council of Borough of Atlantic Highlands 7-25-1944 by Ord. "
        "No. 314. Amendments noted where applicable.]",
        [("314", 1944)],
    ),
]


@pytest.mark.parametrize(("note", "expected"), OTHER_CITIES)
def test_other_cities_notes(note: str, expected: list[tuple[str | None, int | None]]) -> None:
    assert looks_like_history(note)
    assert [(c.ordinance, c.year) for c in parse_history_note("x", note)] == expected


@pytest.mark.parametrize(
    "text",
    [
        "[elected to new positions on and after July 1, 2007]",
        "[N.J.S.A. 43:15A-6(r)(2) and 43:15C-2(a)(5)]",
        "[cited in N.J.S.A. 40A:9-154.6a et seq.]",
        "(Reserved)",
    ],
)
def test_brackets_that_are_not_history(text: str) -> None:
    assert not looks_like_history(text)


def test_a_subsection_note_names_its_subsection() -> None:
    (cite,) = parse_history_note("24-6", "[Added 11-10-1970 by Ord. No. 603]", "B")
    assert (cite.ordinance, cite.year, cite.subsection) == ("603", 1970, "B")


@pytest.mark.parametrize(
    "text",
    ["(formerly known as the Main Street corridor)", "(see the prior code)", "(Code of Ethics)"],
)
def test_parentheticals_that_only_sound_like_history(text: str) -> None:
    assert not looks_like_history(text)
