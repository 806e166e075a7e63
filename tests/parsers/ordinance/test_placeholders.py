"""Restatements that leave parts out (issue 20, item 2): placeholders for unchanged parts
(`B. < no change >`, Laurel MT Ord. 946) make the printed parts the targets, never the whole
section; an elided text (`. . .`, `..."`, The Colony TX Ord. 650) is flagged."""

from __future__ import annotations

import pytest

from parsers.ordinance import parse_ordinance_text
from parsers.ordinance.placeholders import elision, unchanged_parts
from parsers.ordinance_records import Verb


@pytest.mark.parametrize(
    ("text", "labels", "count"),
    [
        (
            "A. Every application …\nB. < no change >\nC. < no change >\nD. The Council …",
            ("B", "C"),
            2,
        ),
        ("A. It is declared a public nuisance …\n<No change.>\n<No change.>", (), 2),
        ("(a) Fees.\n(b) [No changes]\n(c) Unchanged.", ("b", "c"), 2),
        ("A. Permits.\n(Remainder of section unchanged)", (), 1),
        ("A. Permits.\nRemainder of the section remains unchanged.", (), 1),
    ],
)
def test_unchanged_parts(text: str, labels: tuple[str, ...], count: int) -> None:
    found = unchanged_parts(text)
    assert found is not None
    assert (found.labels, found.count) == (labels, count)
    assert "change" not in found.text.lower()


@pytest.mark.parametrize(
    "text",
    [
        "A. No change of use is permitted without a permit.",  # the words are text, not a mark
        "B. The use remains unchanged until the permit is issued.",
        "Unchanged structures may remain.",
    ],
)
def test_text_is_no_placeholder(text: str) -> None:
    assert unchanged_parts(text) is None


@pytest.mark.parametrize(
    ("text", "mark"),
    [
        ('..." The Library Board shall consist of five (5) members', "..."),
        ('Appointments shall be made in January of each year."...', "..."),
        ("(a) Reserved spaces.\n. . .\n(c) Police vehicles.", ". . ."),
        ("(a) Reserved spaces.\n* * *\n(d) Signs.", "* * *"),
        ("… the fee shall be $20.", "…"),
        ("A. Permits are required.", None),
        ("The limits are 5 ft.... and more", None),  # dots inside a line: not an elision
    ],
)
def test_elision(text: str, mark: str | None) -> None:
    assert elision(text) == mark


LAUREL_946 = """ORDINANCE NO. 946
AMENDING SECTION 11.20.020 OF THE LAUREL MUNICIPAL CODE, APPLICATION FOR PERMIT.
IT IS HEREBY ORDAINED by the City Council of the City of
Laurel, Montana, that Section 11.20.020 is hereby amended to
read as follows:
Section 11.20.020 Application for permit.
A. Every application for a permit to move, remove or relocate
any building or structure in the municipality shall be made to the City Engineer in writing.
B. < no change >
C. < no change >
D. The City Council may establish an application fee for
said permit by Resolution.
This Ordinance shall become effective thirty days after
final passage and approval.
"""


def test_laurel_946_replaces_the_printed_parts_only() -> None:
    (item,) = parse_ordinance_text(LAUREL_946, "laurel/946.txt").ordinance.instructions
    assert item.verb is Verb.REPLACE_PART
    assert [t.id for t in item.targets] == ["11.20.020(A)", "11.20.020(D)"]
    assert "no change" not in item.text
    assert not item.flags
