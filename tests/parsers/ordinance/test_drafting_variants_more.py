"""More drafting variants (issue 20, item 1): forms and targets `test_drafting_variants.py` lacks.

Each row is a common wording from state legislative drafting manuals and municipal codifiers'
conventions (word edits stated in words, `the figure "$50" is changed to "$75"`, parts named in
prose, new chapters and inserted decimal sections, ranges, codification clauses, and the numbering
schemes of other places: `§ 4.12.030`, `Sec. 12-53`, `1234.05`, `12-3.10.D`, `250-12`, `19:2-4`,
`5.2-4`), set in a minimal ordinance of an invented town; no document of the development set is
copied. Precision first: where a wording is genuinely uncertain the expected reading is a flagged
instruction, never a removal applied on a guess; a sentence that changes no law gives none.
"""

from __future__ import annotations

import pytest

from parsers.ordinance import parse_ordinance_text
from parsers.ordinance_records import Instruction, ParsedOrdinance, TargetKind, Verb, WordEdit

CAPTION = (
    "ORDINANCE NO. 2024-31\n\nAN ORDINANCE AMENDING THE CODE OF THE VILLAGE OF MILLBROOK\n\n"
    "WHEREAS, the Village Board finds the amendments necessary;\n\n"
    "NOW, THEREFORE, BE IT ORDAINED BY THE VILLAGE BOARD OF THE VILLAGE OF MILLBROOK:\n\n"
)
CLOSING = "\n\nSection 9. This ordinance shall take effect upon passage.\n"
WHOLE = "4-2-3. Permits. A permit is required."
SECTION = TargetKind.SECTION
SUB = TargetKind.SUBSECTION
CHAPTER = TargetKind.CHAPTER
ARTICLE = TargetKind.ARTICLE
REPEAL_ONE = "Section 8-1-2 of the Village Code is hereby repealed."


def parse(sections: str) -> ParsedOrdinance:
    return parse_ordinance_text(f"{CAPTION}{sections}{CLOSING}", "millbrook/2024-31.txt")


def instructions(sentence: str, body: str = "") -> tuple[Instruction, ...]:
    return parse(f"Section 1. {sentence}\n{body}").ordinance.instructions


def read(item: Instruction) -> tuple[Verb, list[tuple[TargetKind, str]]]:
    return item.verb, [(t.kind, t.id) for t in item.targets]


@pytest.mark.parametrize(
    ("sentence", "body", "verb", "targets"),
    [
        # --- parts named in prose or in the number ---
        (
            "Section 4-2-3 of the Village Code is amended by adding a new subsection (d) to read:",
            "(d) Fees are due yearly.",
            Verb.ADD_PART,
            [(SUB, "4-2-3(d)")],
        ),
        (
            "Section 4-2-3(b) of the Village Code is amended by adding a new paragraph (4) to read"
            " as follows:",
            "(4) Fees are due yearly.",
            Verb.ADD_PART,
            [(SUB, "4-2-3(b)(4)")],
        ),
        (
            "Subsection (b) of Section 4-2-3 of the Village Code is deleted in its entirety.",
            "",
            Verb.REPEAL,
            [(SUB, "4-2-3(b)")],
        ),
        (
            "Section 4-2-3(b) of the Village Code is hereby deleted in its entirety.",
            "",
            Verb.REPEAL,
            [(SUB, "4-2-3(b)")],
        ),
        (
            "Paragraph (3) of subsection (a) of Section 4-2-3 of the Village Code is amended to"
            " read as follows:",
            "(3) A permit is required.",
            Verb.REPLACE_PART,
            [(SUB, "4-2-3(a)(3)")],
        ),
        (
            "Section 4-2-3(b)(2) of the Village Code is amended to read as follows:",
            "(2) A permit is required.",
            Verb.REPLACE_PART,
            [(SUB, "4-2-3(b)(2)")],
        ),
        (
            "Section 4-2-3, subsection B, paragraph 2 of the Village Code is amended to read as"
            " follows:",
            "2. A permit is required.",
            Verb.REPLACE_PART,
            [(SUB, "4-2-3(B)(2)")],
        ),
        (
            "Subsection (c) of Section 4-2-3 of the Village Code is hereby repealed and reserved.",
            "",
            Verb.REPEAL,
            [(SUB, "4-2-3(c)")],
        ),
        (
            "Section 4-1-2 of the Village Code is amended by adding the following definitions in"
            " alphabetical order:",
            '"Kiosk" means a small stand.\n"Vendor" means a person who sells.',
            Verb.ADD_PART,
            [(SECTION, "4-1-2")],
        ),
        # --- structure ---
        (
            "Title 4 of the Village Code is amended by adding a new Chapter 4.16, consisting of"
            " Sections 4.16.010 through 4.16.030, to read as follows:",
            "4.16.010 Purpose. To help.\n4.16.020 Scope. All.\n4.16.030 Fees. None.",
            Verb.ADD_CHAPTER,
            [(CHAPTER, "4.16")],
        ),
        (
            "Article IV of Chapter 4 of the Village Code is hereby rescinded.",
            "",
            Verb.REPEAL,
            [(ARTICLE, "4-IV")],
        ),
        (
            "Sections 4-2-3 through 4-2-6 of the Village Code are hereby repealed.",
            "",
            Verb.REPEAL,
            [(SECTION, "4-2-3"), (SECTION, "4-2-4"), (SECTION, "4-2-5"), (SECTION, "4-2-6")],
        ),
        (
            "Sections 4-2-3 to 4-2-5, inclusive, of the Village Code are hereby repealed.",
            "",
            Verb.REPEAL,
            [(SECTION, "4-2-3"), (SECTION, "4-2-4"), (SECTION, "4-2-5")],
        ),
        (
            "The Village Code is amended by inserting after Section 4-2-3 a new Section 4-2-3.1 to"
            " read as follows:",
            "4-2-3.1. Renewals. A permit may be renewed.",
            Verb.ADD_SECTION,
            [(SECTION, "4-2-3.1")],
        ),
        (
            "Chapter 4.12 of the Village Code is repealed and replaced with a new Chapter 4.12 to"
            " read as follows:",
            "4.12.010 Purpose. To help.\n4.12.020 Scope. All.",
            Verb.REPLACE_CHAPTER,
            [(CHAPTER, "4.12")],
        ),
        (
            "Chapter 4.12 of the Village Code is hereby repealed in its entirety.",
            "",
            Verb.REPEAL,
            [(CHAPTER, "4.12")],
        ),
        (
            "A new Chapter 4.16 is hereby added to Title 4 of the Village Code to read as follows:",
            "4.16.010 Purpose. To help.\n4.16.020 Scope. All.",
            Verb.ADD_CHAPTER,
            [(CHAPTER, "4.16")],
        ),
        (
            "There is hereby added to the Village Code a new Section 4-2-10 to read as follows:",
            "4-2-10. Appeals. A denial may be appealed.",
            Verb.ADD_SECTION,
            [(SECTION, "4-2-10")],
        ),
        (
            "Section 4-2-3 of the Village Code is hereby struck in its entirety.",
            "",
            Verb.REPEAL,
            [(SECTION, "4-2-3")],
        ),
        (
            "Section 4-2-3 of the Village Code is hereby eliminated.",
            "",
            Verb.REPEAL,
            [(SECTION, "4-2-3")],
        ),
        # --- numbering schemes ---
        (
            "§ 4.12.030 of the Village Code is hereby amended to read as follows:",
            "§ 4.12.030 Permits. A permit is required.",
            Verb.REPLACE_SECTION,
            [(SECTION, "4.12.030")],
        ),
        (
            "Sec. 12-53 of the Code of Ordinances is hereby amended to read as follows:",
            "Sec. 12-53. Permits. A permit is required.",
            Verb.REPLACE_SECTION,
            [(SECTION, "12-53")],
        ),
        (
            "Section 1234.05 of the Codified Ordinances is hereby amended to read as follows:",
            "1234.05 PERMITS. A permit is required.",
            Verb.REPLACE_SECTION,
            [(SECTION, "1234.05")],
        ),
        (
            "Section 17-2-4(c)(4) of the Village Code is hereby amended to read as follows:",
            "(4) A permit is required.",
            Verb.REPLACE_PART,
            [(SUB, "17-2-4(c)(4)")],
        ),
        (
            "Section 12-3.10.D of the Village Code is hereby amended to read as follows:",
            "D. A permit is required.",
            Verb.REPLACE_PART,
            [(SUB, "12-3.10(D)")],
        ),
        (
            "Section 250-12 of the Code of the Village of Millbrook is hereby repealed.",
            "",
            Verb.REPEAL,
            [(SECTION, "250-12")],
        ),
        (
            "Section 19:2-4 of the Village Code is hereby amended to read as follows:",
            "19:2-4. Permits. A permit is required.",
            Verb.REPLACE_SECTION,
            [(SECTION, "19:2-4")],
        ),
        (
            "Section 5.2-4 of the Village Code is hereby repealed.",
            "",
            Verb.REPEAL,
            [(SECTION, "5.2-4")],
        ),
        (
            "Section 10.16.040(A)(1)(a) of the Village Code is hereby amended to read as follows:",
            "a. A permit is required.",
            Verb.REPLACE_PART,
            [(SUB, "10.16.040(A)(1)(a)")],
        ),
        (
            "Sections 9-2.101 through 9-2.103 of the Village Code are hereby repealed.",
            "",
            Verb.REPEAL,
            [(SECTION, "9-2.101"), (SECTION, "9-2.102"), (SECTION, "9-2.103")],
        ),
        (
            "Section 17.04.030.B of the Village Code is hereby repealed.",
            "",
            Verb.REPEAL,
            [(SUB, "17.04.030(B)")],
        ),
    ],
)
def test_one_instruction_in_each_wording(
    sentence: str, body: str, verb: Verb, targets: list[tuple[TargetKind, str]]
) -> None:
    (item,) = instructions(sentence, body)
    assert read(item) == (verb, targets)


@pytest.mark.parametrize(
    ("sentence", "target", "edit"),
    [
        (
            'Section 4-2-3 of the Village Code is amended by striking "thirty" and inserting'
            ' "sixty".',
            "4-2-3",
            WordEdit("", "thirty", "sixty", ""),
        ),
        (
            'Section 4-2-3 of the Village Code is amended by deleting the words "thirty days" and'
            ' substituting the words "sixty days".',
            "4-2-3",
            WordEdit("", "thirty days", "sixty days", ""),
        ),
        (
            'Section 4-2-3 of the Village Code is amended by inserting after the word "permit" the'
            ' words "or license".',
            "4-2-3",
            WordEdit("permit ", "", "or license", ""),
        ),
        (
            'In Section 4-2-3 of the Village Code, the figure "$50" is changed to "$75".',
            "4-2-3",
            WordEdit("", "$50", "$75", ""),
        ),
        (
            'Section 4-2-3 of the Village Code is amended by substituting "sixty" for "thirty".',
            "4-2-3",
            WordEdit("", "thirty", "sixty", ""),
        ),
        (
            'Section 4-2-3(b) of the Village Code is amended by replacing "thirty" with "sixty".',
            "4-2-3(b)",
            WordEdit("", "thirty", "sixty", ""),
        ),
        (
            'Section 4-2-3 of the Village Code is amended by changing "thirty" to "sixty".',
            "4-2-3",
            WordEdit("", "thirty", "sixty", ""),
        ),
        (
            'Section 4-2-3 of the Village Code is amended by striking "thirty" and inserting in'
            ' lieu thereof "sixty".',
            "4-2-3",
            WordEdit("", "thirty", "sixty", ""),
        ),
        (
            'Section 4-2-3 of the Village Code is amended by removing the words "or lessee".',
            "4-2-3",
            WordEdit("", "or lessee", "", ""),
        ),
        (
            'Section 4-2-3 of the Village Code is amended by adding the word "annual" before the'
            ' word "permit".',
            "4-2-3",
            WordEdit("", "", "annual ", "permit"),
        ),
        (
            'Section 4-2-3 of the Village Code is amended by deleting the word "Building Official"'
            ' and inserting in its place the words "Code Official".',
            "4-2-3",
            WordEdit("", "Building Official", "Code Official", ""),
        ),
    ],
)
def test_a_word_edit_in_each_wording(sentence: str, target: str, edit: WordEdit) -> None:
    (item,) = instructions(sentence)
    assert (item.verb, [t.id for t in item.targets]) == (Verb.WORD_EDIT, [target])
    assert item.edits == (edit,) and item.flags == ()


@pytest.mark.parametrize(
    ("sentence", "old", "new"),
    [
        ("Section 4-2-3 of the Village Code is renumbered as Section 4-2-9.", "4-2-3", "4-2-9"),
        (
            "Section 4-2-3 of the Village Code is hereby redesignated as Section 4-2-9.",
            "4-2-3",
            "4-2-9",
        ),
        (
            "Section 4-2-3 of the Village Code is renumbered and shall hereafter be known as"
            " Section 4-2-9.",
            "4-2-3",
            "4-2-9",
        ),
    ],
)
def test_a_renumbering_in_each_wording(sentence: str, old: str, new: str) -> None:
    (item,) = instructions(sentence)
    assert item.verb is Verb.RENUMBER
    assert [t.id for t in item.targets] == [old]
    assert item.renumbered_to is not None and item.renumbered_to.id == new


@pytest.mark.parametrize(
    ("sentence", "body", "expected"),
    [
        (
            "Sections 4-2-3 and 4-2-5 of the Village Code are hereby amended to read as follows:",
            "4-2-3. Permits. A permit is required.\n4-2-5. Fees. The fee is ten dollars.",
            [
                (Verb.REPLACE_SECTION, [(SECTION, "4-2-3")]),
                (Verb.REPLACE_SECTION, [(SECTION, "4-2-5")]),
            ],
        ),
        (
            "Sec. 12-53 and Sec. 12-54 of the Code of Ordinances are hereby repealed.",
            "",
            [(Verb.REPEAL, [(SECTION, "12-53"), (SECTION, "12-54")])],
        ),
        (
            "The Village Code is amended by adding new Sections 4-2-10 and 4-2-11 to read as"
            " follows:",
            "4-2-10. Appeals. A denial may be appealed.\n4-2-11. Hearings. A hearing is held.",
            [
                (Verb.ADD_SECTION, [(SECTION, "4-2-10")]),
                (Verb.ADD_SECTION, [(SECTION, "4-2-11")]),
            ],
        ),
    ],
)
def test_each_target_of_one_sentence(
    sentence: str, body: str, expected: list[tuple[Verb, list[tuple[TargetKind, str]]]]
) -> None:
    assert [read(item) for item in instructions(sentence, body)] == expected


@pytest.mark.parametrize(
    ("sentence", "verb", "targets"),
    [
        # a street vacated is a map change; a section `vacated` is no settled repeal form
        ("Section 4-2-3 of the Village Code is hereby vacated.", Verb.REPEAL, [(SECTION, "4-2-3")]),
        # words struck wherever they appear: not one certain run
        (
            'Section 4-2-3 of the Village Code is amended by striking "thirty" each place it'
            " appears.",
            Verb.WORD_EDIT,
            [(SECTION, "4-2-3")],
        ),
        # the words are described, not quoted
        (
            "Section 4-2-3 of the Village Code is amended by deleting the last sentence thereof.",
            Verb.WORD_EDIT,
            [(SECTION, "4-2-3")],
        ),
    ],
)
def test_an_uncertain_reading_is_flagged_never_a_guess(
    sentence: str, verb: Verb, targets: list[tuple[TargetKind, str]]
) -> None:
    (item,) = instructions(sentence)
    assert read(item) == (verb, targets)
    assert item.flags


@pytest.mark.parametrize(
    "sentence",
    [
        "This ordinance shall be codified as Chapter 4.12 of the Millbrook Village Code.",
        "Section 4-2-3 of the Village Code, as amended by Ordinance 2010-4, provides that a"
        " permit expires after one year.",
        "If any section, subsection, sentence, clause or phrase of this ordinance is for any"
        " reason held invalid, such decision shall not affect the validity of the remaining"
        " portions of this ordinance.",
        "This ordinance shall be in full force and effect from and after its passage, approval"
        " and publication as provided by law.",
        "All ordinances or parts of ordinances in conflict herewith are hereby repealed to the"
        " extent of such conflict.",
        "The alley lying between Lots 4 and 5, Block 2, Original Town, is hereby vacated.",
        "Any person violating Section 4-2-3 of the Village Code shall be guilty of a misdemeanor.",
        "The Village Clerk is directed to publish this ordinance in pamphlet form.",
    ],
)
def test_a_sentence_that_changes_no_law_gives_no_instruction(sentence: str) -> None:
    parsed = parse(f"Section 1. {REPEAL_ONE}\n\nSection 2. {sentence}\n")
    assert [read(item) for item in parsed.ordinance.instructions] == [
        (Verb.REPEAL, [(SECTION, "8-1-2")])
    ]


@pytest.mark.parametrize(
    "sentence",
    [
        "The Village Clerk is directed to renumber the sections of the Village Code as necessary"
        " to conform to this ordinance.",
        "The codifier is authorized to renumber sections and correct cross-references as"
        " necessary.",
    ],
)
def test_a_renumbering_left_to_the_clerk_is_flagged_not_applied(sentence: str) -> None:
    parsed = parse(f"Section 1. {REPEAL_ONE}\n\nSection 2. {sentence}\n")
    items = parsed.ordinance.instructions
    # the only instruction applied is the ordinance's own; the clerk's renumbering is a warning
    assert [read(item) for item in items if not item.flags] == [(Verb.REPEAL, [(SECTION, "8-1-2")])]
    assert any("renumber" in issue.message.lower() for issue in parsed.issues) or any(
        item.verb is Verb.RENUMBER and item.flags for item in items
    )
