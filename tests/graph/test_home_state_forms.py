"""An act a state's codes cite by its acronym (`the MPC`) is that act, codified, only in that
state's codes (issue 19, seen part): `§ 508 of the MPC` in Pennsylvania is 53 P.S. § 10508."""

from __future__ import annotations

import pytest
from find_helpers import unit

from benchmarks.wide_codified import codified_truth
from graph.find import find_citations

PA = "Pa. Stat. and Cons. Stat."

# (text of a Pennsylvania borough's zoning chapter, the citing code's state, each outside-law
# citation's raw text, body and number).
ROWS: list[tuple[str, str, list[tuple[str, str, str]]]] = [
    (
        "for these matters specified in § 303(a) of the Pennsylvania MPC, as amended.",
        "PA",
        [("§ 303(a) of the Pennsylvania MPC", PA, "10303")],
    ),
    (
        "building, occupancy and sign permits, in accordance with MPC § 717.3(e).",
        "PA",
        [("MPC § 717.3(e)", PA, "10717.3")],
    ),
    (
        "All applications pursuant to § 508 of the MPC, 53 P.S. § 10508, for approval",
        "PA",
        [("§ 508 of the MPC", PA, "10508"), ("53 P.S. § 10508", PA, "10508")],
    ),
    (
        "for subdivisions or land developments under Part V of the MPC, 53 P.S. § 10501 et seq.",
        "PA",
        [("Part V of the MPC", PA, "10501"), ("53 P.S. § 10501 et seq.", PA, "10501")],
    ),
    (
        "or pursuant to §§ 609.1 and 916.1(a) of the MPC, 53 P.S. §§ 10609.1, 10916.1(a).",
        "PA",
        [
            ("§§ 609.1", PA, "10609.1"),
            ("916.1(a) of the MPC", PA, "10916.1"),
            ("53 P.S. §§ 10609.1", PA, "10609.1"),
            ("10916.1(a)", PA, "10916.1"),
        ],
    ),
    # outside Pennsylvania `MPC` is no act of the table: the readers' own reading stays
    (
        "in accordance with MPC § 717.3(e).",
        "OH",
        [("MPC § 717.3(e)", "MPC", "717.3")],
    ),
    (
        "All applications pursuant to § 508 of the MPC, for approval",
        "",
        [("§ 508", "", "508")],
    ),
]

WIS = "Wis. Admin. Code"
# (text of the Town of Texas, WI, zoning ordinance § 17.61, the citing code's state, each
# citation's raw text, body and division).
AGENCY_ROWS: list[tuple[str, str, list[tuple[str, str, str]]]] = [
    (
        "contain the information required by COMM 82 & 83, and NR 811 & 812.  Plans",
        "WI",
        [
            ("COMM 82", WIS, "ch. COMM 82"),
            ("83", WIS, "ch. COMM 83"),
            ("NR 811", WIS, "ch. NR 811"),
            ("812", WIS, "ch. NR 812"),
        ],
    ),
    (
        "showing all features required by this ordinance and Chapters ADM 65",
        "WI",
        [("Chapters ADM 65", WIS, "ch. ADM 65")],
    ),
    # another state's code: no agency prefix is known there
    ("contain the information required by COMM 82 & 83, and NR 811 & 812.  Plans", "MN", []),
]


@pytest.mark.parametrize(("text", "state", "expected"), AGENCY_ROWS)
def test_agency_chapters(text: str, state: str, expected: list[tuple[str, str, str]]) -> None:
    found = find_citations(unit(text, "17.61"), sentences=None, state=state)
    got = [(c.raw, c.reference.code or "", c.reference.division) for c in found]
    assert got == expected


@pytest.mark.parametrize(("text", "state", "expected"), ROWS)
def test_state_acronyms(text: str, state: str, expected: list[tuple[str, str, str]]) -> None:
    found = find_citations(unit(text, "27-5"), sentences=None, state=state)
    got = [(c.raw, c.reference.code or "", c.reference.number) for c in found]
    assert got == expected


# The wide set's truth names the MPC by its own numbers (README-F-g19-f.md): its scorer compares
# them as the codified body's, the finder's reading.
@pytest.mark.parametrize(
    ("truth", "expected"),
    [
        (
            ("Pa. MPC § 717.3(e)", "statute", "Pa. MPC"),
            ("Pa. Stat. and Cons. Stat. § 10717.3(e)", "statute", "Pa. Stat. and Cons. Stat."),
        ),
        (("Pa. MPC art. V", "statute", "Pa. MPC"), ("Pa. MPC art. V", "statute", PA)),
        (("53 P.S. § 10508", "statute", "Pa. Stat."), ("53 P.S. § 10508", "statute", "Pa. Stat.")),
    ],
)
def test_codified_truth(truth: tuple[str, str, str], expected: tuple[str, str, str]) -> None:
    assert codified_truth(*truth) == expected
