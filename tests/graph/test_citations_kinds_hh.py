"""Misses of the wide set grouped by kind (c19-hh) that a general mechanism reaches: the laws of
the local government and of the State named together (only the State's are outside law), and a
section of a component code of the city's codified ordinances named by title (`Section 303.991
of the Traffic Code`: the city's own section). Every text is from a real code."""

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
