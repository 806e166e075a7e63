"""State law the finder reads in part D's open places (issue 19): Montana's `MCA §`, its
ranges whose dash the source lost, `et seq.` inside a list; every text is from a real code of
tests/graph/devset_wide/open, each citation keeps its body of law and never resolves into the
city's code."""

from __future__ import annotations

import pytest
from test_outside_law_forms import outside

FORMS: list[tuple[str, list[tuple[str, str | None]]]] = [
    # West Yellowstone MT: `MCA §` is the Montana Code Annotated
    ("MCA § 7-1-4111", [("Mont. Code", "Mont. Code § 7-1-4111")]),
    # a range whose dash the source lost: the second end repeats the first's title and chapter
    ("MCA §§ 7-5-1077-5-108", [("Mont. Code", "Mont. Code § 7-5-107–7-5-108")]),
    ("MCA §§ 7-32-41017-32-4164", [("Mont. Code", "Mont. Code § 7-32-4101–7-32-4164")]),
    # `et seq.` after a number of a list that goes on
    (
        "MCA §§ 7-3-114, 7-3-301 et seq., and 7-3-4301 et seq.",
        [
            ("Mont. Code", "Mont. Code § 7-3-114"),
            ("Mont. Code", "Mont. Code § 7-3-301"),
            ("Mont. Code", "Mont. Code § 7-3-4301"),
        ],
    ),
]


@pytest.mark.parametrize(("text", "expected"), FORMS)
def test_state_law_of_part_d(text: str, expected: list[tuple[str, str | None]]) -> None:
    assert outside(text) == expected


# `MCA` without a section sign names no statute (a zone, a district): nothing external.
@pytest.mark.parametrize("text", ["in the MCA 2 zone", "the MCA district"])
def test_mca_alone_is_no_statute(text: str) -> None:
    assert outside(text) == []
