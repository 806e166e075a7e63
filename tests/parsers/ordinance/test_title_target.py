"""A scanned ordinance whose `SECTION 1. That Paragraph 4 of Section 4709 of Ordinance` OCR
lost (Little Rock AR 9581, part G): its sentence, before `SECTION 2.`, is its first section, and
its target is the one the title names, recorded as another law's and never applied here."""

from __future__ import annotations

import pytest
from wide_documents import parsed

from parsers.ordinance import parse_ordinance_text
from parsers.ordinance.title_target import title_target
from parsers.ordinance_records import TargetKind

TITLE = (
    "ORDINANCE NO. 9581 AN ORDINANCE AMENDING PARAGRAPH 4 OF SECTION 4709 OF ORDINANCE NO. "
    "7888, AS AMENDED BY ORDINANCE NO. 9574, PERTAINING TO THE AREA OF ANY ROOF SIGN. "
)
TAIL = ", is hereby amended to read as follows:"


@pytest.mark.parametrize(
    ("phrase", "target"),
    [
        (
            "No. 7888, as amended by Ordinance No. 9574",
            "ORDINANCE NO. 7888, PARAGRAPH 4 OF SECTION 4709",
        ),
        ("No 7888", "ORDINANCE NO. 7888, PARAGRAPH 4 OF SECTION 4709"),
        ("No. 7889", None),  # a number the title does not name
        ("Ordinance No. 7888", None),  # a whole citation: read by the sentence's own grammar
        ("Section 4709", None),
    ],
)
def test_a_sentence_opening_mid_citation_takes_the_titles_target(
    phrase: str, target: str | None
) -> None:
    found = title_target(phrase, TAIL, TITLE, len(TITLE))
    assert (None if found is None else found.target.id) == target


def test_the_lost_first_section_is_read() -> None:
    text = (
        TITLE + "BE IT ORDAINED BY THE CITY COUNCIL OF THE CITY OF LITTLE ROCK, ARKANSAS: "
        "4R . No. 7888, as amended by Ordinance No. 9574, is hereby amended to read as follows: "
        "The area of any roof sign shall be enclosed by a rectangle. SECTION 2. That all "
        "ordinances in conflict herewith are hereby repealed. PASSED: July 12, 1954"
    )
    [item] = parse_ordinance_text(text, "little-rock/9581.txt").ordinance.instructions
    assert [t.kind for t in item.targets] == [TargetKind.ORDINANCE]
    assert item.outside is not None and "title" in item.outside


def test_the_stored_little_rock_9581_amends_the_titles_paragraph() -> None:
    [item] = parsed("little-rock-ar-9581").ordinance.instructions
    assert [t.id for t in item.targets] == ["ORDINANCE NO. 7888, PARAGRAPH 4 OF SECTION 4709"]
