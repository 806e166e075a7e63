"""Part H of the wide development set (issue 20), its second batch: kinds a fresh place's drafting
hits, read from the real documents of `devset_wide/open/` (`sealed/` is never read here).

- a number the caption says is amended (`Amending Existing Ordinance No. 9-10-100`) or put to
  the voters (`approving or rejecting Ordinance No. O-1516-25, which ordinance amends …`) is
  another ordinance's, never this one's; the own number may stand alone before the title.
"""

from __future__ import annotations

import pytest
from wide_documents import parsed

from parsers.ordinance import parse_ordinance_text


@pytest.mark.parametrize(
    ("name", "number"),
    [
        ("lusk-wy-9-10-100-2023", None),  # ORDINANCE NO. 9-10-100 / Amending Existing Ordinance No.
        ("norman-ok-o-1516-26", "O-1516-26"),  # (… 3t) O-1516-26 AN ORDINANCE … O-1516-25, WHICH
    ],
)
def test_an_amended_or_voted_on_number_is_not_the_ordinances_own(
    name: str, number: str | None
) -> None:
    assert parsed(name).ordinance.number == number


@pytest.mark.parametrize(
    ("head", "number"),
    [
        (
            "ORDINANCE NO. 9-10-100\nAn Ordinance Amending Existing Ordinance No. 9-10-100 At "
            "Paragraph (b)(5) From 300 Feet To 100 Feet.",
            None,
        ),
        (
            "(Published in The Norman Transcript February 28, March 6, 13, 2016, 3t) O-1516-26 AN "
            "ORDINANCE OF THE COUNCIL OF THE CITY OF NORMAN, OKLAHOMA, AUTHORIZING THE CALLING AND "
            "HOLDING OF A SPECIAL ELECTION FOR THE PURPOSE OF SUBMITTING THE QUESTION OF APPROVING "
            "OR REJECTING ORDINANCE NO. O-1516-25, WHICH ORDINANCE AMENDS ARTICLE II, SECTION 1.",
            "O-1516-26",
        ),
        ("ORDINANCE NO. 2016-25\nAN ORDINANCE AMENDING ORDINANCE NO. 2011-4.", "2016-25"),
    ],
)
def test_own_number_beside_an_amended_one(head: str, number: str | None) -> None:
    text = head + "\nBE IT ORDAINED BY THE COUNCIL:\nSECTION 1. Section 5.12.030 is repealed.\n"
    assert parse_ordinance_text(text, "ord.txt").ordinance.number == number
