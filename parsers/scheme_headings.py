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
from bisect import bisect_right
from collections import Counter
from collections.abc import Iterable, Iterator
from dataclasses import replace

from parsers.records import Chapter, ParsedExport, StructureKind
from parsers.schemes import SHAPE_OF, Scheme, bare, chapter_of, detect_scheme, scheme_of, split
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
    return _articles_in_part(pairs, Scheme.TRIPLE_DASH, 1)


def articles_first(pairs: Iterable[tuple[str, str]]) -> bool:
    """Whether most two-level dotted sections printed under an article heading carry its number
    as their first part (`("30", "30.1")`: Ray County, MO's `Article 30` over `30.1 General`),
    so that its `Article 30.2` is section `30.2` (`parsers.schemes.Scheme.ARTICLE_SECTION`)."""
    return _articles_in_part(pairs, Scheme.TWO_LEVEL, 0)


def _articles_in_part(pairs: Iterable[tuple[str, str]], shape: Scheme, part: int) -> bool:
    """Whether most sections of `shape` under an article heading carry its number as their
    `part`-th part (counting the parts a dot or hyphen joins), more than carry another."""
    agree = against = 0
    for article, section in pairs:
        number = bare(section)
        if scheme_of(number) is not shape:
            continue
        middle = re.split(r"[.-]", number)[part]
        value = article_value(article)
        if value is not None and middle.isdigit() and int(middle) == value:
            agree += 1
        else:
            against += 1
    return agree > against


def document_scheme(numbers: Iterable[str], pairs: Iterable[tuple[str, str]]) -> Scheme | None:
    """The scheme of a document whose headings print `numbers` and the article headings over
    sections `pairs` (`articles_in_middle`): `detect_scheme`'s, except that a three-level
    hyphenated document whose article headings number the middle part is chapter-article, a
    two-level dotted one whose article headings number the first part article-section."""
    found = detect_scheme(numbers)
    if found is Scheme.TRIPLE_DASH and articles_in_middle(pairs):
        return Scheme.CHAPTER_ARTICLE
    if found is Scheme.TWO_LEVEL and articles_first(pairs):
        return Scheme.ARTICLE_SECTION
    return found


def export_scheme(parsed: ParsedExport) -> Scheme | None:
    """The scheme of one export (any reader's: a PDF, its text, HTML, a print view): from the
    numbers of its sections and the article headings printed over them (`document_scheme`)."""
    return document_scheme([s.id for s in parsed.sections], list(_under_articles(parsed)))


def _under_articles(parsed: ParsedExport) -> Iterator[tuple[str, str]]:
    """(article number, section id) of each section printed under an `ARTICLE` heading: the
    article's own sections, or where the reader placed none in it (its sections' numbers made
    chapters of their own: `10-03-01` in a chapter `10-03`), the sections printed after the
    heading and before the next heading of the outline."""
    headings = sorted(
        (a.span.start, a) for a in parsed.articles if a.span is not None and not a.sections
    )
    starts = [start for start, _ in headings]
    for article in parsed.articles:
        if article.kind is StructureKind.ARTICLE:
            yield from ((article.number, section) for section in article.sections)
    for section in parsed.sections:
        at = bisect_right(starts, section.span.start) - 1
        if section.article is None and at >= 0 and headings[at][1].kind is StructureKind.ARTICLE:
            yield headings[at][1].number, section.id


def in_scheme(parsed: ParsedExport, scheme: Scheme | None) -> ParsedExport:
    """The export with its sections in the chapters and articles `scheme` says, where only their
    numbers' shape placed them (a chapter-article code's `10-03-01` in a chapter `10-03` of its
    own number: chapter `10`, article 3 as its heading prints it); chapter records that only the
    numbers made are replaced by the scheme's. Any other export is returned as it is."""
    if scheme not in SHAPE_OF:
        return parsed
    # each section → the number its article heading prints
    printed = {section: number for number, section in _under_articles(parsed)}
    moved: dict[str, str] = {}  # a chapter the shape made → the scheme's chapter
    sections = []
    for section in parsed.sections:
        shaped, chapter = chapter_of(section.id), split(section.id, scheme).chapter
        if section.chapter != shaped or chapter == shaped:
            sections.append(section)
            continue
        moved[shaped] = chapter
        number = printed.get(section.id)
        article = section.article or (f"Chapter {chapter}, Article {number}" if number else None)
        sections.append(replace(section, chapter=chapter, article=article))
    if not moved:
        return parsed
    made = {c.id for c in parsed.chapters if c.id in moved and not (c.title or c.notes)}
    chapters = [c for c in parsed.chapters if c.id not in made]
    known = {c.id for c in chapters}
    for chapter in dict.fromkeys(moved[c] for c in made):
        if chapter not in known:
            chapters.append(Chapter(chapter, None, document=parsed.document.id))
    return replace(parsed, sections=tuple(sections), chapters=tuple(chapters))


def code_scheme(exports: Iterable[ParsedExport]) -> Scheme | None:
    """The scheme of a jurisdiction's code: the one its exports decide (`export_scheme`, set on
    each by `parsers.dispatch`), the most sections' where they differ; None when none decides."""
    counts: Counter[Scheme] = Counter()
    for export in exports:
        if export.scheme is not None:
            counts[export.scheme] += max(1, len(export.sections))
    return counts.most_common(1)[0][0] if counts else None
