"""Outside law that first sight of parts J-N resolved into the city's code or named wrongly
(seen/, README-J.md): `UCA` names the Utah Code Annotated, an act named in lower case after a
division path owns that path, a misprinted three-part number of a title the code lacks is no
section of the city's, a subject code's name printed with a curly apostrophe is that code's,
the Illinois Revised Statutes are a body of their own.
Every text is from a real code."""

from __future__ import annotations

import pytest
from find_helpers import resolved
from test_outside_law_forms import outside

from graph.records import CitationKind


@pytest.mark.parametrize(
    ("text", "section", "expected"),
    [
        # West Haven UT 10.99: `UCA`, the Utah Code Annotated's common abbreviation, a `§`
        (
            "1.   Under UCA § 10-3-703, the City Council may impose a minimum criminal penalty",
            "10.99",
            [("Utah Code", "Utah Code § 10-3-703")],
        ),
        # West Haven UT 10.99: a title after `UCA` is the body's title, never the city's
        (
            "ordinance in accordance with UCA Title 15A, State Construction and Fire Codes Act.",
            "10.99",
            [("Utah Code", "Utah Code tit. 15A")],
        ),
        # Pleasanton TX 153.04: the Local Government Code, its apostrophe printed curly
        (
            "(1)   Zoning variance. In accordance with Tex. Loc. Gov’t Code § 211.009, zoning",
            "153.04",
            [("Tex. Loc. Gov't Code", "Tex. Loc. Gov't Code § 211.009")],
        ),
        # the same section: a list after `§§` (its charter's article left out of this row)
        (
            "and Tex. Loc. Gov’t Code §§ 211.008 and 211.009, the city’s Zoning",
            "153.04",
            [
                ("Tex. Loc. Gov't Code", "Tex. Loc. Gov't Code § 211.008"),
                ("Tex. Loc. Gov't Code", "Tex. Loc. Gov't Code § 211.009"),
            ],
        ),
        # Glencoe IL, the charter's editor's note: the Illinois Revised Statutes (the ILCS's
        # forerunner) after the chapter, with their edition's year; the chapter holds the
        # sections listed before it (their division, no citation of its own: c19-bb)
        (
            "codified as sections 1-1-1 to 11-149-2, chapter 24, Illinois Revised Statutes, 1963.",
            "",
            [
                ("Ill. Rev. Stat.", "Ill. Rev. Stat. ch. 24 § 1-1-1"),
                ("Ill. Rev. Stat.", "Ill. Rev. Stat. ch. 24 § 11-149-2"),
            ],
        ),
        # Hurricane UT, title definitions: the act's name in lower case after the path
        (
            "interlocal cooperation entity established under title 11, chapter 13, interlocal"
            " cooperation act, specified public utility",
            "10-3-2",
            [("interlocal cooperation act", "interlocal cooperation act Chapter 13")],
        ),
    ],
)
def test_outside_law_keeps_its_body(
    text: str, section: str, expected: list[tuple[str, str | None]]
) -> None:
    assert outside(text, section) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # Monticello UT 10-1-4: a misprinted Utah Code number (`201-7-602.8` for `20A-7-602.8`)
        # in a code of title 10 only: left unresolved, with its reason
        (
            "C.   Determined to be legally referable under Section 201-7-602.8.",
            "section 201-7-602.8: this code has no title 201",
        ),
        # a section of the city's own title, printed with a decimal, stays its own
        ("as required by Section 10-1-4.5 of this title.", None),
    ],
)
def test_a_misprinted_state_number_is_no_city_section(text: str, expected: str | None) -> None:
    found = [c for c in resolved(text, "10-1-4") if c.target_kind is not CitationKind.EXTERNAL]
    assert found
    assert found[0].reason == expected


@pytest.mark.parametrize(
    ("text", "section", "expected"),
    [
        # Ketchikan Gateway Borough AK 10.15.170: `every act prohibited` after a comma is no
        # act's name: the section stays the code's (its `KGBC` printed `Section` here: the
        # code's own initials are read from the whole code)
        (
            "Unless a separate penalty is listed in Section 1.25.050, every act prohibited by this"
            " chapter, or failure",
            "10.15.170",
            ["1.25.050"],
        ),
    ],
)
def test_an_act_in_lower_case_is_no_name(text: str, section: str, expected: list[str]) -> None:
    found = resolved(text, section, ("1.25.050",))
    assert not [c.raw for c in found if c.target_kind is CitationKind.EXTERNAL]
    assert [c.target for c in found if c.raw.startswith("Section")] == expected
