"""Numbering schemes: each printed number's chapter, and the scheme a document uses."""

from __future__ import annotations

import re

import pytest

from parsers.schemes import (
    Scheme,
    detect_scheme,
    join_number,
    number_pattern,
    scheme_of,
    split,
    split_number,
)


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


@pytest.mark.parametrize(
    ("number", "scheme", "title", "chapter", "article", "value"),
    [
        ("17.62.030", Scheme.DOTTED, "17", "17.62", None, 30),
        ("§ 1.04.020", Scheme.DOTTED, "1", "1.04", None, 20),
        ("17.62A.010", Scheme.DOTTED, "17", "17.62A", None, 10),
        ("1105.04", Scheme.TWO_LEVEL, None, "1105", None, 4),
        ("434.01", Scheme.TWO_LEVEL, None, "434", None, 1),
        ("110A.01", Scheme.TWO_LEVEL, None, "110A", None, 1),
        ("250-12", Scheme.CHAPTER_DASH, None, "250", None, 12),
        ("250-12A", Scheme.CHAPTER_DASH, None, "250", None, None),
        ("36.1-563", Scheme.CHAPTER_DASH, None, "36.1", None, 563),
        ("19:2-4", Scheme.TITLE_COLON, "19", "19:2", None, 4),
        ("5-2-7", Scheme.TRIPLE_DASH, "5", "5-2", None, 7),
        ("8-3-4", Scheme.TRIPLE_DASH, "8", "8-3", None, 4),
        ("15.3.16.020", None, "15", "15.3.16", None, 20),
    ],
)
def test_a_number_splits_by_its_own_shape(
    number: str,
    scheme: Scheme | None,
    title: str | None,
    chapter: str,
    article: str | None,
    value: int | None,
) -> None:
    parts = split(number)
    assert (parts.scheme, parts.title, parts.chapter, parts.article, parts.value) == (
        scheme,
        title,
        chapter,
        article,
        value,
    )


@pytest.mark.parametrize(
    ("number", "chapter", "article"),
    [
        ("12-3.10", "12", "3"),
        ("30-4.31", "30", "4"),
        ("2-875.47", "2", "875"),
        ("30-4", "30", None),
    ],
)
def test_chapter_dash_dotted_numbers_name_their_article(
    number: str, chapter: str, article: str | None
) -> None:
    parts = split(number, Scheme.CHAPTER_DASH_DOTTED)
    assert (parts.chapter, parts.article) == (chapter, article)
    assert split(number).article is None  # alone, `250-12.1` is a section inserted after 12


@pytest.mark.parametrize(
    ("numbers", "scheme"),
    [
        (["1105.01", "1105.04", "1107.02"], Scheme.TWO_LEVEL),
        (["30-4.25", "30-4.26", "30-5"], Scheme.CHAPTER_DASH_DOTTED),
        (["250-12", "250-12.1", "250-13"], Scheme.CHAPTER_DASH),
        (["5-2-7", "5-2-8"], Scheme.TRIPLE_DASH),
    ],
)
def test_the_document_says_its_scheme(numbers: list[str], scheme: Scheme) -> None:
    assert detect_scheme(numbers) is scheme


def test_two_level_numbers_join_with_a_dot_only_in_a_two_level_document() -> None:
    assert join_number("1105", 4, 2, Scheme.TWO_LEVEL) == "1105.04"
    assert join_number("250", 12, 2) == "250-12"
    assert join_number("17.62", 30, 3) == "17.62.030"


@pytest.mark.parametrize(
    ("scheme", "number", "matched"),
    [
        (Scheme.TWO_LEVEL, "1105.04", "1105.04"),
        (Scheme.TWO_LEVEL, "1105.04.1", None),
        (Scheme.DOTTED, "1105.04", None),
        (Scheme.CHAPTER_DASH_DOTTED, "30-4.31", "30-4.31"),
        (Scheme.CHAPTER_DASH_DOTTED, "30-5", "30-5"),
        (None, "1105.04", "1105.04"),
        (None, "17.62.030", "17.62.030"),
    ],
)
def test_number_patterns(scheme: Scheme | None, number: str, matched: str | None) -> None:
    m = re.match(number_pattern(scheme), number)
    assert (m.group(0) if m else None) == matched


@pytest.mark.parametrize(
    ("number", "section", "chapter", "subsection"),
    [
        ("5-2-7(c)(4)", "5-2-7", "5-2", ("c", "4")),
        ("12-3.10.D", "12-3.10", "12", ("D",)),
        ("17.62.030.B", "17.62.030", "17.62", ("B",)),
        ("1105.04(a)(1)", "1105.04", "1105", ("a", "1")),
        ("2.04.010A", "2.04.010A", "2.04", ()),  # a lettered section, no label
        ("15.3.16.020", "15.3.16.020", "15.3.16", ()),  # four levels, no label
        # Eloy AZ 21-6-2.5: a section inserted after 21-6-2 is in chapter 21-6
        ("21-6-2.5", "21-6-2.5", "21-6", ()),
        ("17.62.030.5", "17.62.030.5", "17.62.030", ()),  # dotted: unchanged
    ],
)
def test_a_number_with_labels_splits_into_section_and_subsection(
    number: str, section: str, chapter: str, subsection: tuple[str, ...]
) -> None:
    parts = split(number)
    assert (parts.section, parts.chapter, parts.subsection) == (section, chapter, subsection)
