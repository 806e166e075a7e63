"""A chapter amended by words underlined and struck through, its text the sections it changes.

`That Chapter 2. Administration, Article IX. Advisory Board on the Elderly shall be amended by
adding the words and figures in underlined type and by deleting the words and figures in
struck-through type, as follows: Sec. 2-141. Creation. …` (Boynton Beach FL O94-12, OCR on one
line): one flagged word edit a section the text heads (`Sec. 2-141.`, `Section 2-142.`), never
words added to the whole chapter; a citation in the text (`Sec. 2-148 of the Code`) heads none.
"""

from __future__ import annotations

import pytest
from wide_documents import flagged_readings

from parsers.ordinance import parse_ordinance_text

HEAD = (
    "ORDINANCE NO. 94-12 AN ORDINANCE OF THE CITY COMMISSION OF THE CITY OF BOYNTON BEACH, "
    "FLORIDA, AMENDING CHAPTER 2. ADMINISTRATION, ARTICLE IX. NOW, THEREFORE, BE IT ORDAINED BY "
    "THE CITY COMMISSION OF THE CITY OF BOYNTON BEACH, FLORIDA, THAT: Section 1. That Chapter 2. "
    "Administration, Article IX. Advisory Board on the Elderly shall be amended by adding the "
    "words and figures in underlined type and by deleting the words and figures in "
    "struck-through type, as follows: "
)
SECTIONS = (
    "Sec. 2-141. Creation. The city commission, in accordance with the powers vested in it, hereby "
    "creates and establishes an ....... thc ..... ly Senior Advisory_ Board. All references to the "
    "Elderly Advisory Board shall hereafter be construed to mean the Senior Advisory Board. "
    "Section 2-142. Duties. ....... ~ .................. : Senior Advisory Bo shall act as set out "
    "in Sec. 2-148 of the Code. Sec. 2-146. Qualification. The members of the ~'\"'-: .... "
    "Senior Advisory Board shall be residents of the city and shall serve without compensation "
    "for the terms the commission sets, each member being appointed by the commission. "
)
TAIL = "Section 2. This ordinance shall become effective immediately upon passage."


@pytest.mark.parametrize(
    ("sections", "found"),
    [
        (
            SECTIONS,
            [("word_edit", ("2-141",)), ("word_edit", ("2-142",)), ("word_edit", ("2-146",))],
        ),
        (
            "The words of the article, without headings of its sections. " * 30,
            [("add_text", ("2",))],
        ),
    ],
)
def test_each_headed_section_is_its_own_word_edit(
    sections: str, found: list[tuple[str, tuple[str, ...]]]
) -> None:
    parsed = parse_ordinance_text(HEAD + sections + TAIL, "boynton/94-12.txt")
    items = [i for i in parsed.ordinance.instructions if i.id.split("§")[-1].startswith("1")]
    assert [(i.verb.value, tuple(t.id for t in i.targets)) for i in items] == found
    assert all(i.flags for i in items if i.verb.value == "word_edit")


def test_the_stored_ordinance_reads_four_word_edits() -> None:
    assert flagged_readings("boynton-beach-fl-o94-12") == [
        ("word_edit", ("2-141",), True),
        ("word_edit", ("2-142",), True),
        ("word_edit", ("2-144(a)",), True),  # its text gives part (a) only, the rest elided
        ("word_edit", ("2-146",), True),
    ]
