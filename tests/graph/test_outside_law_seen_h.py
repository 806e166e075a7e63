"""Citations of part H's first-sight losses (tests/graph/devset_wide/seen, README-H.md, "First
sight of part H"): every text is from a real code; outside law keeps its body and never resolves
into the city's code."""

from __future__ import annotations

import pytest
from test_outside_law_forms import outside


@pytest.mark.parametrize(
    ("text", "section", "expected"),
    [
        # Roswell GA 6.1.1: a state code's division path, the code's name quoted after it
        (
            'All elections shall be held and conducted in accordance with Chapter 2, Title 21 of'
            ' the "Official Code of Georgia Annotated" (O.C.G.A.), "Elections and Primaries'
            ' Generally," as now or hereafter amended.',
            "6.1.1",
            [("Ga. Code", "Ga. Code ch. 21-2")],
        ),
        # the same path, the name unquoted (read so before)
        (
            "in accordance with Chapter 2, Title 21 of the Official Code of Georgia Annotated,",
            "6.1.1",
            [("Ga. Code", "Ga. Code ch. 21-2")],
        ),
        # LaGrange GA 10-30-2: an act named between the section's number and the code holding it
        (
            "any violations of the Georgia Animal Protection Act (Section 4-11-1 of the"
            ' "Georgia Animal Protection Act," et seq. of the Official Code of Georgia Annotated,'
            " 1986 Supplement).",
            "10-30-2",
            [("Ga. Code", "Ga. Code § 4-11-1")],
        ),
    ],
)
def test_quoted_body_after_a_division_path(
    text: str, section: str, expected: list[tuple[str, str | None]]
) -> None:
    assert outside(text, section) == expected
