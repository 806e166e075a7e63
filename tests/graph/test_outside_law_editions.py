"""A statute compilation's edition year (issue 19): `NMSA 1978` names the New Mexico Statutes
Annotated of 1978, never section 1978; sections printed before it are that compilation's, even
after a named act (`Implied Consent Act, Sections 66-8-105 through 66-8-112 NMSA 1978`: the act
is the sections' alias). A year-like number that goes on (`Ohio R.C. 1905.30`) or an edition
with its section sign (`W.S., 1977, §§ 8-1-102`) keeps reading as before. Every text is from a
real code of tests/graph/devset_wide."""

from __future__ import annotations

import pytest
from test_outside_law_forms import outside

EDITIONS: list[tuple[str, list[tuple[str, str | None]]]] = [
    # Albuquerque NM: the range's body and its edition after the range end, an act before it
    (
        "subject to the provisions of the Implied Consent Act, Sections 66-8-105 through"
        " 66-8-112 NMSA 1978, to a chemical test or tests of his breath",
        [("N.M. Stat.", "N.M. Stat. § 66-8-105"), ("N.M. Stat.", "N.M. Stat. § 66-8-112")],
    ),
    # Norton OH: a section whose chapter looks like a year is a section
    (
        "   Imprisonment until fine paid - see Ohio R.C. 1905.30, 2947.14\n",
        [
            ("Ohio Rev. Code", "Ohio Rev. Code § 1905.30"),
            ("Ohio Rev. Code", "Ohio Rev. Code § 2947.14"),
        ],
    ),
    # Meeteetse WY: the edition's year with the section sign after it
    (
        "For definitions and rules of construction for statues generally, see W.S., 1977, §§"
        " 8-1-102, 8-1-103.Administrative official.",
        [("Wyo. Stat.", "Wyo. Stat. § 8-1-102"), ("Wyo. Stat.", "Wyo. Stat. § 8-1-103")],
    ),
]


@pytest.mark.parametrize(("text", "expected"), EDITIONS)
def test_an_edition_year_is_never_a_section(
    text: str, expected: list[tuple[str, str | None]]
) -> None:
    assert outside(text) == expected
