"""The id splitters of `parsers/ids.py`, which the stages, the resolver and the pages share."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from parsers.ids import (
    chapter_of,
    has_chapter,
    in_a_title,
    paragraph_id,
    paragraph_parts,
    title_of_chapter,
)


@pytest.mark.parametrize(
    ("node", "parts"),
    [
        ("Cotati_Municipal_Code.txt#12", ("Cotati_Municipal_Code.txt", "12")),
        ("a#b.pdf#3", ("a#b.pdf", "3")),  # a document name may hold `#`: the last one splits
        ("17.62.030", ("", "17.62.030")),
    ],
)
def test_paragraph_parts(node: str, parts: tuple[str, str]) -> None:
    assert paragraph_parts(node) == parts


@given(st.text(), st.integers(min_value=0))
def test_a_paragraph_id_splits_back(document: str, index: int) -> None:
    assert paragraph_parts(paragraph_id(document, index)) == (document, str(index))


@pytest.mark.parametrize(
    ("section", "chapter", "title"),
    [
        ("17.62.030", "17.62", "17"),
        ("1.04.010", "1.04", "1"),
        ("17.62.030(E)(3)", "17.62", "17"),
        ("1105.04", "1105", "1105"),
        ("5-2-7", "5-2", "5"),
        ("5-2-7(c)(4)", "5-2", "5"),
        ("12-3.10", "12", "12"),
        ("250-12.1", "250", "250"),
        ("19:2-4", "19:2", "19"),
        ("Zoning Map", "Zoning Map", "Zoning Map"),
    ],
)
def test_chapter_and_title_of_a_section(section: str, chapter: str, title: str) -> None:
    assert chapter_of(section) == chapter and title_of_chapter(chapter) == title


@pytest.mark.parametrize(
    ("section", "has", "titled"),
    [
        ("17.62.030", True, True),
        ("5-2-7", True, True),
        ("19:2-4", True, True),
        ("250-12", True, False),
        ("1105.04", True, False),
        ("Zoning Map", False, False),
    ],
)
def test_which_ids_have_a_chapter_and_a_title(section: str, has: bool, titled: bool) -> None:
    assert has_chapter(section) is has
    assert (has and in_a_title(chapter_of(section))) is titled
