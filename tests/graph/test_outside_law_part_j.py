"""Citations of part J's open codes (tests/graph/devset_wide/open, README-J.md): every text is
from a real code; outside law keeps its body and never resolves into the city's code."""

from __future__ import annotations

import pytest
from test_outside_law_forms import outside


@pytest.mark.parametrize(
    ("text", "section", "expected"),
    [
        # Eagle NE 2-202: a subsection, then `of section`, then the statute's name: its part
        (
            "shall not apply to decisions made under subsection (3) of section\n"
            "    Neb. Rev. Stat. sec. 19-929 or its successor;",
            "2-202",
            [("Neb. Rev. Stat.", "Neb. Rev. Stat. § 19-929(3)")],
        ),
        # Henlopen Acres DE, the charter: a chapter of a state's session laws by volume
        (
            "of the State of Delaware by 57 Laws of Delaware, Chapter 504. Amendments",
            "Charter",
            [("Del. Laws", "57 Del. Laws ch. 504")],
        ),
        (
            "as amended by 59 Del. Laws, c. 18, the Town",
            "Charter",
            [("Del. Laws", "59 Del. Laws ch. 18")],
        ),
        # Houston MN 150.01: a state's administrative rules, its state abbreviated, a chapter
        (
            "and as provided for in Minn. Rules Ch. 1341, as it may be amended from time to time",
            "150.01",
            [("Minn. R.", "Minn. R. ch. 1341")],
        ),
    ],
)
def test_parts_of_outside_law_stay_outside(
    text: str, section: str, expected: list[tuple[str, str | None]]
) -> None:
    assert outside(text, section) == expected
