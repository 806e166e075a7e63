"""A scheme the numbers' shape cannot say, decided from the document's headings (issue 19): a
three-level hyphenated code whose ARTICLE headings number the middle part of its sections is
chapter-article-section (Caldwell, ID; Detroit), where others stay title-chapter-section."""

from __future__ import annotations

import pytest

from parsers.scheme_headings import article_value, articles_in_middle, document_scheme
from parsers.schemes import Scheme, number_pattern, split


@pytest.mark.parametrize(
    ("numbers", "pairs", "scheme"),
    [
        # Caldwell, ID: `ARTICLE 3` over `10-03-01`
        (["10-01-02", "10-03-01", "10-03-12"], [("3", "10-03-01")], Scheme.CHAPTER_ARTICLE),
        # Detroit: `ARTICLE II` over `Sec. 50-2-1`
        (["50-2-1", "50-2-11"], [("II", "50-2-1")], Scheme.CHAPTER_ARTICLE),
        # no article headings: title-chapter-section (Athens-Clarke's `6-14-123`)
        (["6-14-1", "6-14-123"], [], Scheme.TRIPLE_DASH),
        # an article heading of another number than the middle part (an article of a chapter
        # `8-3` numbered on its own)
        (["8-3-4", "8-3-5"], [("1", "8-3-4")], Scheme.TRIPLE_DASH),
        # another scheme is left as its numbers say, article headings or not
        (["4-16", "4-17"], [("II", "4-16")], Scheme.CHAPTER_DASH),
        (["17.62.030"], [("2", "17.62.030")], Scheme.DOTTED),
        # Ray County, MO: `Article 20` over `20.1 County Commission`, `Article 140` over `140.1`
        (["20.1", "20.4", "140.4"], [("20", "20.1"), ("140", "140.1")], Scheme.ARTICLE_SECTION),
        # a two-level code whose article headings number something else, or that has none
        (["1105.04", "1105.05"], [("II", "1105.04")], Scheme.TWO_LEVEL),
        (["434.01", "434.03"], [], Scheme.TWO_LEVEL),
    ],
)
def test_the_headings_decide_a_three_level_scheme(
    numbers: list[str], pairs: list[tuple[str, str]], scheme: Scheme
) -> None:
    assert document_scheme(numbers, pairs) is scheme


@pytest.mark.parametrize(
    ("pairs", "expected"),
    [
        ([("3", "10-03-01"), ("1", "10-01-01")], True),
        ([("3", "10-03-01"), ("4", "10-05-01"), ("5", "10-06-01")], False),  # most disagree
        ([("IV", "10-04-01")], True),
        ([("A", "10-01-01")], False),  # a lettered article numbers no part
        ([], False),
    ],
)
def test_articles_in_middle(pairs: list[tuple[str, str]], expected: bool) -> None:
    assert articles_in_middle(pairs) is expected


@pytest.mark.parametrize(
    ("number", "value"), [("3", 3), ("03", 3), ("II", 2), ("XIV", 14), ("A", None), ("12A", None)]
)
def test_article_value(number: str, value: int | None) -> None:
    assert article_value(number) == value


@pytest.mark.parametrize(
    ("number", "chapter", "article", "title", "value"),
    [
        ("10-03-12", "10", "03", None, 12),
        ("10-01-02(1)", "10", "01", None, 2),
        ("50-2-11", "50", "2", None, 11),
    ],
)
def test_a_chapter_article_number_splits_into_chapter_and_article(
    number: str, chapter: str, article: str, title: str | None, value: int
) -> None:
    parts = split(number, Scheme.CHAPTER_ARTICLE)
    assert (parts.chapter, parts.article, parts.title, parts.value) == (
        chapter,
        article,
        title,
        value,
    )


def test_a_chapter_article_number_reads_as_its_shape() -> None:
    assert split("10-03-12").chapter == "10-03"  # alone, its shape: title-chapter-section
    assert number_pattern(Scheme.CHAPTER_ARTICLE) == number_pattern(Scheme.TRIPLE_DASH)
