"""A section `amended to read as follows` whose new text is headed by the section's number and a
part's label (`Section 14-2 (a) Membership; officers:`, The Colony TX Ord. 650) restates that part
only: it is a replacement of the part, never of the whole section, whose other parts would be
lost (issue 20, item 2)."""

from __future__ import annotations

import pytest

from parsers.ordinance import parse_ordinance_text
from parsers.ordinance.partial_replacement import restated_part
from parsers.ordinance_records import Verb

CAPTION = (
    "ORDINANCE NO. 650\n\nAN ORDINANCE AMENDING THE CODE OF ORDINANCES\n\n"
    "BE IT ORDAINED BY THE CITY COUNCIL OF THE CITY OF THE COLONY, TEXAS:\n\n"
)
SENTENCE = (
    "Section 2. That Section 14-2 of the Code of Ordinances\nshall be amended to read as follows:\n"
)
# The Colony TX Ord. 650, Section 2, as its OCR'd page prints it (shortened after two sentences).
RESTATED = (
    "Section 14-2 (a) Membership; officers:\n"
    '"The Park and Recreation Board shall consist of seven (7)\nmembers who shall be residents '
    "and qualified voters of the\nCity of The Colony. The board shall select from among its\n"
    'members a chairman and a vice chairman."\n'
)


@pytest.mark.parametrize(
    ("text", "number", "labels"),
    [
        (RESTATED, "14-2", "(a)"),
        ("Sec. 6-75(a)(1). Fees shall be paid.", "6-75", "(a)(1)"),
        ("§ 5.04 (2) Exemptions.", "5.04", "(2)"),
        # the section's own heading, with no label after its number: the whole section
        ("Section 14-2. Membership; officers.\n(a) The board shall …", "14-2", None),
        # another section's number: not this section's part
        ("Section 14-3 (a) Terms.", "14-2", None),
        # a number glued to the label is another section (`14-2(a)` is a part; `14-21` is not)
        ("Section 14-21 (a) Terms.", "14-2", None),
    ],
)
def test_restated_part(text: str, number: str, labels: str | None) -> None:
    assert restated_part(text, number) == labels


def test_the_colony_650_replaces_the_part_only() -> None:
    parsed = parse_ordinance_text(f"{CAPTION}{SENTENCE}{RESTATED}", "the-colony/650.txt")
    (item,) = parsed.ordinance.instructions
    assert item.verb is Verb.REPLACE_PART
    assert [target.id for target in item.targets] == ["14-2(a)"]
    assert "The Park and Recreation Board" in item.text
