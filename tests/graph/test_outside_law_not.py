"""What is no outside law (issue 19, item 1): zones, descriptive mentions, a note's heading,
`as provided by law`, abbreviation lists, bodies named without a number. Texts from real codes."""

from __future__ import annotations

import pytest
from test_outside_law import outside

# Not outside law: zones, descriptive mentions, a note's heading, `as provided by law`.
NOT_OUTSIDE = [
    "in the RS 7 district",
    "as provided by law",
    "comply with relevant Federal and State law and regulations",
    "State law reference(s) – Penalty authorized",
    "For similar state law, see",
    # an editor's note: what follows `see` is the citation (Davis, CA)
    "For state law authorizing city to impose fine and imprisonment for involving violation of"
    " ordinance to be a misdemeanor, see",
    "Sections: \n\n10.04.010 - State law adopted. \n",  # a section's heading (Metter, GA)
    "The corporation shall be either organized under the laws of the\nstate or qualified",
    "the Act No. 29 shall",
    # A bare section with no title said before it is no outside law.
    "defined in section 173.53. See section 173.54.",
    # A lettered number with no law named is no statute (nor this code's: unread, as before).
    "see Section 5-a of this code",
    # An abbreviation list names a body without citing it.
    "\tNCGS – North Carolina General Statutes\n",
    "the Case Law and the Common Law",
    "see Fla. Stat. and 12 Stat.",
    "under this Code and the Code",
    "the R.S 7 zone",
    "as set forth in said Code and",  # no body named before
    "pursuant to 40:55D-25 and",  # no body named before
]


@pytest.mark.parametrize("text", NOT_OUTSIDE)
def test_not_outside_law(text: str) -> None:
    assert outside(text) == []
