"""Sections named by their own numbers within a path, joined only as the document prints them.

`SECTION 1 Sections 14 and 15 of Chapter 9, Title XII of the Pueblo Municipal Code are amended to
read as follows: Sec. 12 -9 -14. Governing body … Sec. 12 -9 -15. Obligations of City. …` (Pueblo
CO 7049, OCR on one line): `12-9-14` and `12-9-15`, each with the text its own heading starts; a
member the document prints joined in no way leaves the list unread.
"""

from __future__ import annotations

import pytest
from wide_documents import readings

from parsers.ordinance.path_lists import sections_in_path

PHRASE = "Sections 14 and 15 of Chapter 9, Title XII of the Pueblo Municipal Code"
HEADINGS = "Sec. 12 -9 -14. Governing body and advisory committee. Sec. 12 -9 -15. Obligations."


@pytest.mark.parametrize(
    ("phrase", "document", "numbers"),
    [
        (PHRASE, HEADINGS, ("12-9-14", "12-9-15")),  # OCR's blanks at the joints closed
        (PHRASE, HEADINGS.replace("12 -9 -15", "12 -9 -16"), ()),  # 15 printed nowhere
        (PHRASE.replace("XII", "12"), "Sec. 12.9.14. A. Sec. 12.9.15. B.", ("12.9.14", "12.9.15")),
        (PHRASE, "Sec. 14. A. Sec. 15. B.", ()),  # the numbers alone: no joint shown
        ("Sections 14 and 15 of the Code", HEADINGS, ()),  # no path
    ],
)
def test_members_join_their_path_as_the_document_prints(
    phrase: str, document: str, numbers: tuple[str, ...]
) -> None:
    assert sections_in_path(phrase, document) == numbers


def test_each_member_is_its_own_instruction() -> None:
    assert readings("pueblo-co-7049") == [
        ("word_edit", ("12-9-14",)),  # its bracketed deletions, its underlined words lost
        ("replace_section", ("12-9-15",)),  # no mark in its own text: restated
    ]
