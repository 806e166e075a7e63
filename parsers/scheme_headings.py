"""A numbering scheme its numbers' shape cannot say, decided from the document's own headings.

A three-level hyphenated number (`10-03-12`, `5-2-7`) is title-chapter-section in most codes
(`5-2-7`: chapter `5-2`, so "this chapter" is `5-2`), but chapter-article-section in codes whose
`ARTICLE` headings number the middle part of the sections printed under them (Caldwell, ID:
`ARTICLE 3` over `10-03-01`; Detroit: `ARTICLE II` over `50-2-1`): there "this chapter" of
`10-01-02` is `10` (`parsers.schemes.Scheme.CHAPTER_ARTICLE`). Only the headings say which: a
section printed under an article heading whose number is its middle part is evidence for it, one
under an article heading of another number evidence against (an article spanning chapters).
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from parsers.schemes import Scheme, bare, detect_scheme, scheme_of
from parsers.subsections import roman_value

# An article's number as its heading prints it: digits (`3`, `03`) or a roman numeral (`II`).
ARTICLE_NUMBER_RE = re.compile(r"\d{1,3}|[IVXLC]{1,7}")


def article_value(number: str) -> int | None:
    """`03` → 3, `II` → 2; None for anything else (`A`, `12A`)."""
    if not ARTICLE_NUMBER_RE.fullmatch(number):
        return None
    return int(number) if number.isdigit() else roman_value(number.lower())


def articles_in_middle(pairs: Iterable[tuple[str, str]]) -> bool:
    """Whether most three-level hyphenated sections printed under an article heading carry its
    number as their middle part: `pairs` are (the heading's article number, a section number
    under it), as the document prints them (`("3", "10-03-01")`)."""
    agree = against = 0
    for article, section in pairs:
        number = bare(section)
        if scheme_of(number) is not Scheme.TRIPLE_DASH:
            continue
        middle = number.split("-")[1]
        value = article_value(article)
        if value is not None and middle.isdigit() and int(middle) == value:
            agree += 1
        else:
            against += 1
    return agree > against


def document_scheme(numbers: Iterable[str], pairs: Iterable[tuple[str, str]]) -> Scheme | None:
    """The scheme of a document whose headings print `numbers` and the article headings over
    sections `pairs` (`articles_in_middle`): `detect_scheme`'s, except that a three-level
    hyphenated document whose article headings number the middle part is chapter-article."""
    found = detect_scheme(numbers)
    if found is Scheme.TRIPLE_DASH and articles_in_middle(pairs):
        return Scheme.CHAPTER_ARTICLE
    return found
