"""Part L's kinds of instruction (issue 20), each row the real wording of an open document.

- Augusta GA 7306: "striking this section in its entirety and inserting in lieu thereof new Code
  Section 6-7-5" replaces the section (its text in an exhibit the document does not print:
  flagged), never a word edit.
- The Colony TX 830: "All references to X, Y or Z found in … Sections 4-40 - 56 shall be amended
  to read "W"" is a word edit in each section of the range (its last number shortened), each
  alternative struck; flagged, since which sections hold the words is not said. Its item
  "Section 4-42 (1) shall be deleted in it's entirety." is a repeal of the part.
"""

from __future__ import annotations

import pytest
from wide_documents import flagged_readings, parsed

from parsers.ordinance import parse_ordinance_text

CAPTION = (
    "ORDINANCE NO. 2019-12\n\nAN ORDINANCE AMENDING THE CODE OF THE TOWN OF LAKEVIEW\n\n"
    "BE IT ORDAINED BY THE BOARD OF ALDERMEN OF THE TOWN OF LAKEVIEW:\n\n"
)
CLOSING = "\n\nSection 9. This ordinance shall take effect upon passage.\n"
RANGE = tuple(f"4-{n}" for n in range(40, 57))


def _read(sentence: str) -> list[tuple[str, tuple[str, ...], bool]]:
    text = f"{CAPTION}Section 1. {sentence}{CLOSING}"
    instructions = parse_ordinance_text(text, "lakeview/2019-12.txt").ordinance.instructions
    return [(i.verb.value, tuple(t.id for t in i.targets), bool(i.flags)) for i in instructions]


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        (
            "Code Section 6-7-5 as set forth in the Augusta, Ga. Code, re-adopted July 10, 2007, is"
            " hereby amended by striking this section in its entirety and inserting in lieu thereof"
            ' new Code Section 6-7-5, as set forth in "Exhibit A" hereto.',
            [("replace_section", ("6-7-5",), True)],
        ),
        (
            "That Chapter 4, Article III relating to Temporary Circuses and Carnivals shall and is"
            " hereby amended in the following particulars.\nA. All references to chief of police,"
            " director of community development or director\nfound in Chapter 4, Article III,"
            ' Sections 4-40 - 56 shall be amended to read "building\nofficial."\n.B. Section 4-42'
            " (1) shall be deleted in it's entirety.",
            [("word_edit", RANGE, True), ("repeal", ("4-42(1)",), False)],
        ),
    ],
)
def test_part_l_wordings(sentence: str, expected: list[tuple[str, tuple[str, ...], bool]]) -> None:
    assert _read(sentence) == expected


def test_every_reference_is_struck_in_order() -> None:
    (edit, _) = parsed("the-colony-tx-830").ordinance.instructions
    struck = [change.deleted for change in edit.edits]
    inserted = [change.inserted for change in edit.edits if change.inserted]
    assert struck == ["chief of police", "director of community development", "director"]
    assert inserted == ["building official"]


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        ("augusta-ga-7306", [("replace_section", ("6-7-5",), True)]),
        ("the-colony-tx-830", [("word_edit", RANGE, True), ("repeal", ("4-42(1)",), False)]),
    ],
)
def test_part_l_documents(name: str, expected: list[tuple[str, tuple[str, ...], bool]]) -> None:
    assert flagged_readings(name) == expected
