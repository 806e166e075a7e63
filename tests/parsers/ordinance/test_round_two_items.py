"""Issue 20, round 2 (o20-b): kinds read from the real documents of `devset_wide/open/`.

- a legislation tracker's drafts-comparison table (`22 | 22 | | amended as follows: 21 |`) read
  as the bill's text, its row, line and page numbers blanked;
- an introducing item (`(1) Section 603 (…) is amended as follows:`) is the context of the
  sub-items that name only its parts (`(A) Subsection (c) is amended to read …`); a repeal item
  of several parts is one instruction per part; a compiled code's citation in parentheses is a
  gloss, never the target.
"""

from __future__ import annotations

import pytest
from wide_documents import OPEN, flagged_readings

from parsers.ordinance import parse_ordinance_text
from parsers.ordinance.cleaning import clean_new_text
from parsers.ordinance.layout import compared
from parsers.ordinance.sentences import STOP, amending_sentences, read_sentence
from parsers.ordinance.targets import parse_target_phrase


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        # District of Columbia B25-0470, rows 23 and 32 (a page number after the line number).
        (
            "23 | 23 | | (1) Section 603 (D.C. Official Code § 34-1802) is amended as follows: "
            "22 |",
            "(1) Section 603 (D.C. Official Code § 34-1802) is amended as follows:",
        ),
        (
            "32 | 32 | | approved October 16, 2006 (120 Stat. 2038; D.C. Official Code § "
            "1-301.47a). 31 2 |",
            "approved October 16, 2006 (120 Stat. 2038; D.C. Official Code § 1-301.47a).",
        ),
    ],
)
def test_compare_table_rows_read_as_the_bill(line: str, expected: str) -> None:
    source = (OPEN / "district-of-columbia-b25-0470.txt").read_text(encoding="utf-8")
    assert line in source
    text = compared(source)
    assert len(text) == len(source)
    at = source.index(line)
    assert " ".join(text[at : at + len(line)].split()) == expected


def test_a_text_without_a_compare_table_is_unchanged() -> None:
    text = "SECTION 1. Section 5 | 6 is amended.\n---|\n" * 3
    assert compared(text) == text


@pytest.mark.parametrize(
    ("phrase", "expected"),
    [
        # District of Columbia B25-0470 Sec. 2(2): the Code's number is a gloss of 604c.
        ("(2) Section 604c (D.C. Official Code § 34-1803.03)", ()),  # read by `choosing`
        ("(1) Section 603 (D.C. Official Code § 34-1802)", ("603",)),
    ],
)
def test_code_gloss_is_no_target(phrase: str, expected: tuple[str, ...]) -> None:
    named = parse_target_phrase(phrase, None)
    assert tuple(t.id for t in named.targets) == expected


def test_initials_end_no_sentence() -> None:
    text = "(2) Section 604c (D.C. Official Code § 34-1803.03) is repealed.\n"
    assert amending_sentences(text, 0, len(text)) == [(0, len(text) - 1)]
    assert STOP.search(text) is not None  # a stop is there; the initials refuse it


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        (
            "district-of-columbia-b25-0470",
            [
                ("replace_part", ("603(c)",)),
                ("repeal", ("603(d)",), False),
                ("repeal", ("603(g)",), False),
                ("repeal", ("604c",), False),  # its Code citation a gloss
            ],
        ),
    ],
)
def test_items_under_an_introducing_item(name: str, expected: list[tuple[object, ...]]) -> None:
    got = flagged_readings(name)
    assert [g[: len(e)] for g, e in zip(got, expected, strict=True)] == expected


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        # Rivergrove OR 88-2017 §3: `amended by adding a dock as a permitted use in the R Zone
        # Section 5.050 (h) and the Flood Hazard District Section 5.060 (c)`: words added to each
        # part named, no new text (flagged: a person writes them).
        (
            "rivergrove-or-88-2017",
            [("add_text", ("5.050(h)",), True), ("add_text", ("5.060(c)",), True)],
        ),
    ],
)
def test_words_added_to_each_part_described(name: str, expected: list[tuple[object, ...]]) -> None:
    got = [g for g in flagged_readings(name) if g[0] == "add_text"]
    assert got == expected


@pytest.mark.parametrize(
    ("sentence", "phrase"),
    [
        # Iowa City IA 1974-10-08 §II (the auxiliary `is` not printed).
        (
            "The Municipal Code of Iowa City, Iowa, amended by adding the following section to "
            "Chapter 4.21.",
            "The Municipal Code of Iowa City, Iowa",
        ),
        # `as amended by` is history, never an instruction's verb.
        ("Section 5.04, as amended by adding Ordinance 12, reads:", None),
    ],
)
def test_lost_auxiliary(sentence: str, phrase: str | None) -> None:
    reading = read_sentence(sentence)
    assert (reading.phrase if reading is not None else None) == phrase


def test_unnumbered_section_added_to_its_chapter() -> None:
    # Iowa City IA 1974-10-08 §II: no number for the new section; flagged, never guessed.
    got = flagged_readings("iowa-city-ia-1974-10-08")
    assert got == [("add_section", ("4.21",), True)]


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        # Lodi CA 253 (OCR: `is hereby& amende5to read as follows:`): another ordinance amended.
        ("lodi-ca-253", [("replace_section", ("Ordinance No. 161, Subdivision 1 of Section 2",))]),
        # Owasso OK 1131 §2: `A new Chapter Two, Zoning Code, Section 12 -201, … is hereby
        # enacted`: the new chapter is added (12-201, its first section, re-enacted).
        ("owasso-ok-1131", [("add_chapter", ("2",))]),
    ],
)
def test_fresh_subjects_and_ocr_verbs(name: str, expected: list[tuple[object, ...]]) -> None:
    got = [(verb, targets) for verb, targets, _ in flagged_readings(name)]
    assert got[-len(expected) :] == expected


@pytest.mark.parametrize(
    ("body", "expected"),
    [
        # District of Columbia B25-0470 Sec. 2(1)(A): the bill's quotation marks and stop.
        (
            "“(c) Money in the Fund shall be used to pay for costs necessary to provide the 911 "
            "and\n311 systems.”.",
            "(c) Money in the Fund shall be used to pay for costs necessary to provide the 911 "
            "and\n311 systems.",
        ),
        # Several quotations (a definition's terms): the marks are the law's.
        ('"Foo" means bar and "baz" means qux.', '"Foo" means bar and "baz" means qux.'),
        ("“(a) x.\n“(b) y.”", "“(a) x.\n“(b) y.”"),
    ],
)
def test_new_text_quoted_whole(body: str, expected: str) -> None:
    assert clean_new_text(body).text == expected


def test_exhibit_rows_are_the_instructions() -> None:
    # Tigard OR 84-69: Section 1 sends its changes to Exhibit "A", a table of rows. `Sc)` is
    # OCR's `(c)`: the label is read past the bracket, the add flagged for a person to check;
    # the deletion's bracket never closes in the stored excerpt: flagged, nothing is removed.
    assert flagged_readings("tigard-or-84-69") == [
        ("add_part", ("18.140.010(c)",), True),
        ("repeal", ("18.32.090(c)(2)",), True),
    ]


@pytest.mark.parametrize(
    ("exhibit", "expected"),
    [
        ("230 18.32.090(c) Delete: [(2) A quasi-judicial amendment.]\n", ("repeal", False)),
        ("230 18.32.090(c) Delete: [(2) A quasi-judicial\n", ("repeal", True)),
        ("12 18.140.010 Add: (c) This Chapter does not apply.\n", ("add_part", False)),
        # OCR's opening bracket (`Sc)`, `5c)`): the label read, flagged; `Sc.` is no label.
        ("12 18.140.010 Add: Sc) This Chapter does not apply.\n", ("add_part", True)),
        ("12 18.140.010 Add: 5c) This Chapter does not apply.\n", ("add_part", True)),
        ("12 18.140.010 Revise: This Chapter applies.\n", ("replace_section", True)),
    ],
)
def test_exhibit_row_verbs(exhibit: str, expected: tuple[str, bool]) -> None:
    text = (
        "ORDINANCE NO. 84-69\nTHE CITY OF TIGARD ORDAINS AS FOLLOWS:\n"
        'Section 1. The Community Development Code shall be amended as set forth in Exhibit "A" '
        "attached.\nSection 2. This ordinance is effective upon passage.\n"
        'PASSED: this 27th day of November, 1984.\nEXHIBIT "A"\nPage Section Change\n' + exhibit
    )
    found = parse_ordinance_text(text, "tigard.txt").ordinance.instructions
    assert [(i.verb.value, bool(i.flags)) for i in found] == [expected]


@pytest.mark.parametrize(
    ("exhibit", "target"),
    [
        ("12 18.140.010 Add: Sc) This Chapter does not apply.\n", "18.140.010(c)"),
        ("12 18.140.010 Add: $b) This Chapter does not apply.\n", "18.140.010(b)"),
        ("12 18.140.010 Add: Such events are exempt.\n", "18.140.010"),  # no label: unlabelled
    ],
)
def test_exhibit_row_label_past_an_ocr_bracket(exhibit: str, target: str) -> None:
    text = (
        "ORDINANCE NO. 84-69\nTHE CITY OF TIGARD ORDAINS AS FOLLOWS:\n"
        'Section 1. The Community Development Code shall be amended as set forth in Exhibit "A" '
        "attached.\nSection 2. This ordinance is effective upon passage.\n"
        'PASSED: this 27th day of November, 1984.\nEXHIBIT "A"\nPage Section Change\n' + exhibit
    )
    found = parse_ordinance_text(text, "tigard.txt").ordinance.instructions
    assert [t.id for i in found for t in i.targets] == [target]
