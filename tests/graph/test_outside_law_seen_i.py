"""Citations of part I's first-sight losses (tests/graph/devset_wide/seen, README-I-g19-n.md and
README-I-g19-o.md): every text is from a real code; outside law keeps its body and its path, and
never resolves into the city's code."""

from __future__ import annotations

import pytest
from find_helpers import bodies_cited
from test_outside_law_forms import outside


@pytest.mark.parametrize(
    ("text", "section", "expected"),
    [
        # Brea CA 20.400.010: a state code's division path printed right after its name
        (
            "In accordance with the provisions of the State Planning and Zoning Law, Cal. Gov't"
            " Code Division 1 of Title 7, the City Planning Commission shall administer",
            "20.400.010",
            [("Cal. Gov. Code", "Cal. Gov. Code tit. 7, div. 1")],
        ),
        # the same path after a comma, each level its own (the code's state unsaid)
        (
            "as provided in Government Code, Title 7, Chapter 4, the commission",
            "20.400.010",
            [("Government Code", "Government Code tit. 7, ch. 4")],
        ),
    ],
)
def test_code_paths(text: str, section: str, expected: list[tuple[str, str | None]]) -> None:
    assert outside(text, section) == expected


def test_a_chapter_of_this_code_after_a_code_name_stays_this_codes() -> None:
    """`…Code, Chapter 20.400 of this code`: the chapter is named as this code's own."""
    text = "see California Government Code, Chapter 20.400 of this code"
    assert bodies_cited(text, "20.400.010") == [
        ("California Government Code", "Cal. Gov. Code", None),
        ("Chapter 20.400 of this code", "local", "20.400"),
    ]
