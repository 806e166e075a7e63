"""Misses of the wide set grouped by kind (c19-hh) that a general mechanism reaches: the laws of
the local government and of the State named together (only the State's are outside law), a
state's statute that gives a provision its force (`as provided by statute of this state`), a
section of a component code of the city's codified ordinances named by title (`Section 303.991
of the Traffic Code`: the city's own section), and a state's code named by title where the page
places it in its regulation (`the Kentucky Building Code, promulgated in 815 KAR 7:120`).
Every text is from a real code."""

from __future__ import annotations

import pytest
from find_helpers import bodies_cited


@pytest.mark.parametrize(
    ("text", "section", "expected"),
    [
        # Beachwood OH 1105.01: the City's laws and the State's named together, one citation
        (
            "would violate any of the laws of the City or of the State. No person shall proceed",
            "1105.01",
            [("the laws of the City or of the State", "state law", None)],
        ),
        # the same section, the third time: after `in violation of`
        (
            "or is being used in violation of the laws of the City or of the State.  Such",
            "1105.01",
            [("the laws of the City or of the State", "state law", None)],
        ),
        # the State's laws alone are read as before
        (
            "would violate any of the laws of the State. No person",
            "1105.01",
            [("the laws of the State", "state law", None)],
        ),
        # the City's laws alone name no part of any law: nothing
        ("would violate any of the laws of the City. No person", "1105.01", []),
        # Weston WV 34.16: the state's statute that gives an appeal its force, no article
        (
            "to the County Circuit Court, as provided by statute of this state governing appeals",
            "34.16",
            [("statute of this state", "state law", None)],
        ),
        # without a verb of authority before `by`, no article: too loose to name a body
        ("the court shall be bound by statute of this state and", "34.16", []),
    ],
)
def test_laws_of_the_city_or_of_the_state(
    text: str, section: str, expected: list[tuple[str, str, str | None]]
) -> None:
    assert bodies_cited(text, section) == expected


@pytest.mark.parametrize(
    ("text", "section", "indexed", "expected"),
    [
        # Mayfield Village OH 331.29: the Traffic Code is Part Three of the codified ordinances
        (
            "shall be punished as provided in Section 303.991 of the Traffic Code. (ORC 4511.60)",
            "331.29",
            ("303.991",),
            [
                ("Section 303.991 of the Traffic Code", "local", "303.991"),
                ("ORC 4511.60", "Ohio Rev. Code", "Ohio Rev. Code § 4511.60"),
            ],
        ),
        # a model traffic code keeps its own name: outside law, never the city's section
        (
            "as provided in Section 33 of the Uniform Traffic Code.",
            "331.29",
            ("303.991",),
            [
                (
                    "Section 33 of the Uniform Traffic Code",
                    "Uniform Traffic Code",
                    "Uniform Traffic Code § 33",
                )
            ],
        ),
    ],
)
def test_a_component_code_by_title_is_the_citys(
    text: str, section: str, indexed: tuple[str, ...], expected: list[tuple[str, str, str | None]]
) -> None:
    assert bodies_cited(text, section, indexed=indexed) == expected


_CAMPBELLSVILLE = (
    "      (1)   The Kentucky Building Code, promulgated in 815 KAR 7:120 and the Kentucky"
    " Residential Code promulgated in 815 KAR 7:125 by the Board of Housing, Buildings and"
    " Construction, Commonwealth of Kentucky, are hereby adopted in full as an ordinance of the"
    " city as if set out at length herein.\n"
)
_DAWSON = (
    "   (A)   The Kentucky Building Code, as contained in 815 KAR 7; the Kentucky Plumbing Code,"
    " as contained in 815 KAR 20; the Kentucky Standards of Safety, as contained in 815 KAR 10;"
    " together with any amendments, are hereby adopted by reference.\n"
)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # Campbellsville KY: the names before their regulations are the numbers' titles
        (
            _CAMPBELLSVILLE,
            [
                ("815 KAR 7:120", "Ky. Admin. Regs."),
                ("815 KAR 7:125", "Ky. Admin. Regs."),
            ],
        ),
        # the same section's (5): each later use of a name is the regulation it was placed in
        (
            _CAMPBELLSVILLE + "      (5)   Further adopted are all relevant portions of the"
            " International Code Council (ICC) which may be incorporated by the Kentucky Building\n"
            " Code and Kentucky Residential Code.\n",
            [
                ("815 KAR 7:120", "Ky. Admin. Regs."),
                ("815 KAR 7:125", "Ky. Admin. Regs."),
                ("Kentucky Building\n Code", "Ky. Admin. Regs."),
                ("Kentucky Residential Code", "Ky. Admin. Regs."),
            ],
        ),
        # Dawson Springs KY 150.02: a short name, the state's name printed `State`, and the name
        # without the state where that is a name of its own (`the Standards of Safety`)
        (
            _DAWSON + "   (A)   The city shall employ a Building Official who shall have"
            " responsibility for the enforcement of the State Building Code.\n   (B)   The Fire"
            " Chief is hereby charged with the enforcement of the provisions of the Standards of"
            " Safety.\n",
            [
                ("815 KAR 7", "Ky. Admin. Regs."),
                ("815 KAR 20", "Ky. Admin. Regs."),
                ("815 KAR 10", "Ky. Admin. Regs."),
                ("the State Building Code", "Ky. Admin. Regs."),
                ("the Standards of Safety", "Ky. Admin. Regs."),
            ],
        ),
        # a code named by title with no regulation on the page stays the named code
        (
            "A copy of the Kentucky Building Code is on file in the office of the City Clerk.",
            [("Kentucky Building Code", "Ky. Building Code")],
        ),
    ],
)
def test_a_state_code_placed_in_its_regulation(text: str, expected: list[tuple[str, str]]) -> None:
    found = [(raw, body) for raw, body, _ in bodies_cited(text, "150.01")]
    assert found == expected
