"""Citations of part H's open Georgia codes (tests/graph/devset_wide/open, README-H1-g19-l):
every text is from a real code; outside law keeps its body and never resolves into the city's
code, the city's own numbering resolves into its nodes."""

from __future__ import annotations

import pytest
from test_outside_law_forms import outside


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # Stockbridge GA 3.16.095: a chain of parts closed by an outside law's section is that
        # law's, every listed part (not the city's own 3.16.095(b)(8))
        (
            "local service revenues, as defined in paragraphs (8) and (9) of subsection (b) of"
            " Section 46-5-1 of the Official Code of Georgia Annotated; provided, however,",
            [("Ga. Code", "Ga. Code § 46-5-1(b)(8)"), ("Ga. Code", "Ga. Code § 46-5-1(b)(9)")],
        ),
        (
            "as defined in subsection (b) of Section 46-5-1 of the Official Code of Georgia"
            " Annotated; provided",
            [("Ga. Code", "Ga. Code § 46-5-1(b)")],
        ),
    ],
)
def test_chain_of_parts_closed_by_outside_law(
    text: str, expected: list[tuple[str, str | None]]
) -> None:
    assert outside(text, "3.16.095") == expected
