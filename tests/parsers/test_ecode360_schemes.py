"""Numbering schemes: each printed number's chapter, and the scheme a document uses."""

from __future__ import annotations

import pytest

from parsers.ecode360.schemes import Scheme, detect_scheme, join_number, scheme_of, split_number


@pytest.mark.parametrize(
    ("number", "scheme", "chapter", "value"),
    [
        ("17.62.030", Scheme.DOTTED, "17.62", 30),
        ("12A.04.020", Scheme.DOTTED, "12A.04", 20),
        ("18.115.040", Scheme.DOTTED, "18.115", 40),
        ("2.04.010A", Scheme.DOTTED, "2.04", None),
        ("250-12", Scheme.CHAPTER_DASH, "250", 12),
        ("250-12.1", Scheme.CHAPTER_DASH, "250", None),
        ("19:2-4", Scheme.TITLE_COLON, "19:2", 4),
        ("19:2-18.5", Scheme.TITLE_COLON, "19:2", None),
        ("1-2-3", Scheme.TRIPLE_DASH, "1-2", 3),
    ],
)
def test_numbers_keep_their_printed_form(
    number: str, scheme: Scheme, chapter: str, value: int | None
) -> None:
    assert scheme_of(number) is scheme
    found_chapter, found_value, _ = split_number(number)
    assert (found_chapter, found_value) == (chapter, value)
    if value is not None:
        assert join_number(chapter, value, len(number) - len(chapter) - 1) == number


@pytest.mark.parametrize(
    ("numbers", "scheme"),
    [
        (["24-1", "24-2", "17.62.030"], Scheme.CHAPTER_DASH),
        (["17.62.030", "17.62.040"], Scheme.DOTTED),
        (["19:2-4", "19:2-18.5", "250-1"], Scheme.TITLE_COLON),
        ([], None),
    ],
)
def test_the_document_scheme_is_the_most_printed(numbers: list[str], scheme: Scheme) -> None:
    assert detect_scheme(numbers) is scheme
