"""Part C of the wide development set (issue 20): drafting forms of Maine, Alaska, Alabama,
North Carolina, Arkansas, Connecticut and Utah, read from real documents of `devset_wide/open/`.

Each row is a document and what a person reads in it (its truth file says the same): the
instructions' verbs, targets and whether they are flagged (a flagged instruction applies
nothing). `sealed/` is never read here.
"""

from __future__ import annotations

import pytest
from wide_documents import flagged_readings as readings
from wide_documents import parsed

from parsers.ordinance import parse_ordinance_text
from parsers.ordinance.glued_brackets import with_glued_brackets
from parsers.ordinance.headings import find_headings
from parsers.ordinance.levels import level_target, renamed_from_tail
from parsers.ordinance.targets import parse_target_phrase
from parsers.ordinance_records import TargetKind, Verb


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        # one unnumbered sentence; `Section 12, Article 1, Chapter V`: a plain repeal, read whole
        ("bangor-me-248-ad", [("repeal", ("V-1-12",), False)]),
        # `… Sub-gec Hon 8.3 shall he repealed and replaced with new Sub -Section 8.3`
        ("bangor-me-13-x", [("replace_part", ("VI-3-8.3",), False)]),
        # `Section 18 - 31 ( c )` (OCR blanks); flagged: the new text's `( c )` is not read
        ("fayetteville-ar-2665", [("replace_part", ("18-31(c)",), True)]),
        # `Chapter 14 of Title 25` in a code numbered 25-14-1 …; the excerpt is cut: flagged
        ("salt-lake-city-ut-160-1978", [("replace_chapter", ("25-14",), True)]),
        # `be,and the same hereby is,amended` (the text layer drops blanks after commas)
        (
            "salt-lake-city-ut-1-2006",
            [("replace_part", ("2.10.150(A)",), False), ("replace_section", ("2.26.270",), False)],
        ),
        # introducing sentence, chapter 23 context; `2. Parallel …` is the new section's heading
        ("charlotte-nc-912-z", [("add_section", ("23-34.2",), False)]),
        # Roman items in one line; `64-4.A.1 and 64-4.A.3` split at the text's own `1.` and `3.`;
        # A.1 names an office twice over (`chief zoning inspector Director of …`): marks lost
        (
            "mobile-al-chapter64-proposed",
            [
                ("add_text", ("64-2",), False),
                ("word_edit", ("64-4.A.1",), True),
                ("replace_part", ("64-4.A.3",), False),
                ("replace_part", ("64-4.D.1",), False),
            ],
        ),
        # `[seven]thirteen (13)`: the insertions' underline lost; one word edit per section
        (
            "stamford-ct-6-55-proposed",
            [("word_edit", ("6-55",), True), ("word_edit", ("6-56",), True)],
        ),
    ],
)
def test_part_c_instructions(name: str, expected: list[tuple[str, tuple[str, ...], bool]]) -> None:
    assert readings(name) == expected


def test_a_scan_without_caption_or_headings_is_read_sentence_by_sentence() -> None:
    """Kodiak Island Borough 84-61: the text layer starts inside the ordinance; each amending
    sentence is its own instruction, and the code-wide word edit of item `lO.` is flagged."""
    found = readings("kodiak-island-borough-ak-84-61")
    assert found[:-1] == [
        ("replace_section", ("2.16.140",), False),
        # `by repealing Item C Borough Manager and relettering all items below Item B beginning
        # with Item C Borough Mayor`: the new letters are not read, so nothing is removed
        ("repeal", ("2.28.020(C)",), True),
        ("renumber", ("2.28.020",), True),
        ("replace_part", ("2.28.030(A)",), True),  # `Item A`; its label not read in the text
    ]
    assert found[-1] == ("word_edit", (), True)
    item = parsed("kodiak-island-borough-ak-84-61").ordinance.instructions[-1]
    assert item.ordinance_section == 10  # `lO.`
    assert [(e.deleted, e.inserted) for e in item.edits] == [("manager", "mayor")]
    assert not [
        i
        for i in parsed("kodiak-island-borough-ak-84-61").ordinance.instructions
        if i.verb is Verb.REPEAL and not i.flags
    ]


def test_a_text_without_a_code_number_is_still_refused() -> None:
    from parsers.errors import DocumentError

    with pytest.raises(DocumentError, match="expected a caption"):
        parse_ordinance_text("The minutes are hereby amended to read: approved.", "m.txt")


@pytest.mark.parametrize(
    ("phrase", "style", "target"),
    [
        (
            "—THAT the provisions of Section 12, Article 1, Chapter V'of the ordinances",
            ".",
            "V-1-12",
        ),
        ("Chapter VI, Article 3, Subsection 8.3", ".", "VI-3-8.3"),
        ("Title 2, Chapter 4, Section 11", "-", "2-4-11"),
        ("Title 2, Chapter 4, Section 11", ".", "2.4.11"),
        ("Section 5 of Chapter 3", "-", None),  # two levels: `spelled`'s composed form
        ("Chapter V, Section 12, Article 1", "-", None),  # out of order: no one citation
    ],
)
def test_a_target_named_by_its_levels(phrase: str, style: str, target: str | None) -> None:
    found = level_target(phrase, style)
    assert (found[0].id if found else None) == target


def test_an_ocr_keyword_is_read_from_the_second_naming() -> None:
    phrase = renamed_from_tail(
        "That Chapter VI, Article 3, Sub-gec Hon 8.3",
        "and replaced with new Sub -Section 8.3 to read as fol-ows:",
    )
    assert phrase == "That Chapter VI, Article 3, Subsection 8.3"
    assert parse_target_phrase(phrase, None).targets[0].kind is TargetKind.SUBSECTION


@pytest.mark.parametrize(
    ("phrase", "targets"),
    [
        ("CHAPTER 64-4.A.1 and 64-4.A.3", ("64-4.A.1", "64-4.A.3")),
        ("CHAPTER 64-4.D.1.", ("64-4.D.1",)),
        ("Section 18 - 31 ( c ) of the Fayetteville Code", ("18-31(c)",)),
        ("Section 2.28.030 Emergency services council Item A", ("2.28.030(A)",)),
    ],
)
def test_parts_as_the_code_prints_them(phrase: str, targets: tuple[str, ...]) -> None:
    assert tuple(t.id for t in parse_target_phrase(phrase, None, "-").targets) == targets


def test_roman_items_inside_a_flat_line() -> None:
    text = (
        "BE IT ORDAINED THAT THE CODE IS HEREBY AMENDED AS FOLLOWS: I. CHAPTER 64-2. Definitions "
        "is amended as follows Foot candle. A unit. II. CHAPTER 64-4.D.1. is amended as follows "
        "Protection Buffer. Text. " + "x " * 250
    )
    assert [h.number for h in find_headings(text)] == [1, 2]


def test_glued_brackets_make_flagged_word_edits_and_leave_other_text_alone() -> None:
    text = (
        "ORDINANCE NO. 1\nSection 1. Section 6-55 of the Code is hereby amended to read as "
        "follows:\nThe Board shall consist of [seven]thirteen (13) members [sic] appointed.\n"
    )
    (item,) = with_glued_brackets(parse_ordinance_text(text, "s.txt").ordinance.instructions)
    assert item.verb is Verb.WORD_EDIT and item.flags
    assert [(e.deleted, e.inserted) for e in item.edits] == [("seven", "thirteen (13)")]
    plain = text.replace("[seven]thirteen (13)", "thirteen (13)")
    (kept,) = parse_ordinance_text(plain, "s.txt").ordinance.instructions
    assert kept.verb is Verb.REPLACE_SECTION and not kept.flags
