"""Sections of the real seeds: numbers (repeats and skips kept), kinds, mid-line headings."""

from __future__ import annotations

import pytest
from ordinance_seeds import seed

from parsers.ordinance.sections import split_sections
from parsers.ordinance_records import OrdinanceSectionKind as K

PA22_14 = [
    (1, K.RECITALS),
    (2, K.RECORD),
    (3, K.GENERAL_PLAN),
    (4, K.CEQA),
    (5, K.AMENDMENT),
    (6, K.AMENDMENT),
    (7, K.AMENDMENT),
    (7, K.AMENDMENT),
    (8, K.AMENDMENT),
    (9, K.AMENDMENT),
    (11, K.AMENDMENT),
    (12, K.AMENDMENT),
    (13, K.AMENDMENT),
    (14, K.AMENDMENT),
    (15, K.AMENDMENT),
    (16, K.AMENDMENT),
    (17, K.AMENDMENT),
    (18, K.EFFECTIVE_DATE),
    (19, K.PUBLICATION),
    (None, K.SIGNATURES),
]
PA26_17 = [
    (1, K.RECITALS),
    (2, K.RECORD),
    (3, K.GENERAL_PLAN),
    (4, K.FINDINGS),
    (5, K.CEQA),
    (6, K.AMENDMENT),
    (7, K.AMENDMENT),
    (8, K.AMENDMENT),
    (9, K.AMENDMENT),
    (10, K.AMENDMENT),
    (11, K.AMENDMENT),
    (12, K.AMENDMENT),
    (13, K.REZONING),
    (14, K.SEVERABILITY),
    (15, K.EFFECTIVE_DATE),
    (16, K.PUBLICATION),
    (None, K.SIGNATURES),
]


@pytest.mark.parametrize(("name", "expected"), [("PA22-14", PA22_14), ("PA26-17", PA26_17)])
def test_section_numbers_and_kinds(name: str, expected: list[tuple[int | None, K]]) -> None:
    sections = seed(name).ordinance.sections
    assert [(section.number, section.kind) for section in sections] == expected


@pytest.mark.parametrize(
    ("name", "code", "fragment"),
    [
        ("PA22-14", "section-number-repeated", "SECTION 7"),
        ("PA22-14", "section-number-skipped", "SECTION 10"),
    ],
)
def test_numbering_issues(name: str, code: str, fragment: str) -> None:
    issues = [issue for issue in seed(name).issues if issue.code == code]
    assert len(issues) == 1
    assert fragment in issues[0].message


def test_pa26_17_numbering_is_clean() -> None:
    codes = {issue.code for issue in seed("PA26-17").issues}
    assert not codes & {"section-number-repeated", "section-number-skipped"}


def test_both_section_sevens_keep_their_own_text() -> None:
    sevens = [s for s in seed("PA22-14").ordinance.sections if s.number == 7]
    assert "17. 28.050" in sevens[0].heading
    assert "17.32.030" in sevens[1].heading
    assert sevens[0].span.end <= sevens[1].span.start


def test_mid_line_section_9_heading() -> None:
    sections = {s.number: s for s in seed("PA26-17").ordinance.sections}
    # SECTION 8's text ends with `CMC Chapter 17.38.`, printed on the line SECTION 9 starts on.
    assert sections[8].text.endswith("17.38.")
    assert sections[9].heading.startswith("Amendment to the Cotati Municipal Code. Chapter 17.38")
    assert sections[9].span.first_line == sections[8].span.last_line == 116


def test_mid_line_section_4_heading() -> None:
    sections = {s.number: s for s in seed("PA22-14").ordinance.sections}
    assert sections[3].text.endswith("(Source: Previous Policy H-6.1)")
    assert sections[4].kind is K.CEQA


def test_signatures_section_holds_the_closing_lines() -> None:
    last = seed("PA26-17").ordinance.sections[-1]
    assert last.heading.startswith("Approved:")
    assert "City Attorney" in last.text
    publication = seed("PA26-17").ordinance.sections[-2]
    assert "Approved" not in publication.text


@pytest.mark.parametrize(
    ("text", "numbers"),
    [
        ("SECTION 1: A.\nx\nSECTION 2: B. Section 17.38.010 is cited. SECTION 3: C.\n", [1, 2, 3]),
        ("Section 1. Findings.\nText citing Section 4.\nSection 2. Effective.\n", [1, 2]),
        ("SECTION 2: Late start.\nSECTION 5: Jump.\n", [2, 5]),
    ],
)
def test_split_finds_headings(text: str, numbers: list[int]) -> None:
    split = split_sections(text, "doc")
    assert [section.number for section in split.sections] == numbers


def test_split_reports_a_late_first_number() -> None:
    split = split_sections("SECTION 2: Late start.\nSECTION 3: Next.\n", "doc")
    assert [issue.code for issue in split.issues] == ["section-number-skipped"]
