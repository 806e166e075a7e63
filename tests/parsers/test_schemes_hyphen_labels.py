"""The hyphenated family of the scheme registry: four levels (`8-12B-1-2`), and a subsection's
capital letter a hyphen joins to the number (`8-12B-1-2-M.c`, `17-13-0107-A2`), read alike by
the ordinance parser and the citation grammar (one definition, `parsers.schemes`)."""

from __future__ import annotations

import re

import pytest

from parsers.schemes import PRINTED_NUMBER, Scheme, join_label, scheme_of, split


@pytest.mark.parametrize(
    ("number", "scheme", "section", "title", "chapter", "labels"),
    [
        # Elk Grove Village, IL, Ord. 2519: title 8, chapter 12B, article 1, section 2, M, c
        ("8-12B-1-2-M.c", Scheme.QUAD_DASH, "8-12B-1-2", "8", "8-12B", ("M", "c")),
        ("8-12B-1-2-M", Scheme.QUAD_DASH, "8-12B-1-2", "8", "8-12B", ("M",)),
        ("8-12B-1-2", Scheme.QUAD_DASH, "8-12B-1-2", "8", "8-12B", ()),
        # Chicago's zoning ordinance: subsection A, paragraph 2 of 17-13-0107
        ("17-13-0107-A2", Scheme.TRIPLE_DASH, "17-13-0107", "17", "17-13", ("A", "2")),
        ("5-2-7(c)(4)", Scheme.TRIPLE_DASH, "5-2-7", "5", "5-2", ("c", "4")),
        ("12-3.10.D", Scheme.CHAPTER_DASH, "12-3.10", None, "12", ("D",)),
        # a chapter-dash section's own letter is no label
        ("250-12A", Scheme.CHAPTER_DASH, "250-12A", None, "250", ()),
    ],
)
def test_hyphen_labels_split_off(
    number: str,
    scheme: Scheme,
    section: str,
    title: str | None,
    chapter: str,
    labels: tuple[str, ...],
) -> None:
    parts = split(number)
    assert (parts.scheme, parts.section, parts.title, parts.chapter) == (
        scheme,
        section,
        title,
        chapter,
    )
    assert parts.subsection == labels
    assert scheme_of(section) is scheme


@pytest.mark.parametrize(
    ("text", "printed"),
    [
        # the OCR's blanks around hyphens (Elk Grove Village, IL, Ord. 2519)
        ("That Section 8 -12B -1-2-M Trees, paragraph c.", "8 -12B -1-2-M"),
        ("SECTION 8-12B-1-2-M.c. TREES", "8-12B-1-2-M.c"),
        ("Section 17-13-0107-A of the zoning ordinance", "17-13-0107-A"),
        # no hyphen label: the number as before
        ("Section 5-2-7 is amended", "5-2-7"),
        ("Sections 17.62.030 - 17.62.040", "17.62.030"),
        # a word after a hyphen is no label
        ("Section 5-2-7-Main Street", None),
    ],
)
def test_the_printed_number_keeps_its_hyphen_label(text: str, printed: str | None) -> None:
    found = re.search(PRINTED_NUMBER, text)
    assert (found.group(1) if found else None) == printed


@pytest.mark.parametrize(
    ("number", "path", "joined"),
    [
        ("8-12B-1-2-M", "(c)", "8-12B-1-2-M.c"),
        ("17.62.030", "(c)", "17.62.030(c)"),
        ("17.62.030", "(C)(1)", "17.62.030(C)(1)"),
        ("250-12A", "(b)", "250-12A(b)"),
    ],
)
def test_a_further_label_joins_as_the_code_prints_it(number: str, path: str, joined: str) -> None:
    assert join_label(number, path) == joined
