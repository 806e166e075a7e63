"""Amending phrases and heading styles as cities and states print them (issue 10's list).

Sentences are the forms quoted in the issue from real ordinances (Rivergrove OR, Park City UT,
New York State bills); each is set in a minimal ordinance and must give one explicit verb and
target — or a target of another kind, never one in this code.
"""

from __future__ import annotations

import pytest

from parsers.ordinance import parse_ordinance_text
from parsers.ordinance_records import EXTERNAL_TARGETS, Instruction, TargetKind, Verb, WordEdit

CAPTION = (
    "ORDINANCE NO. 2001-7\n\nAN ORDINANCE AMENDING THE MUNICIPAL CODE\n\n"
    "WHEREAS, the Council finds the amendments necessary;\n\n"
    "NOW, THEREFORE, THE CITY COUNCIL OF THE CITY OF RIVERTON DOES ORDAIN AS FOLLOWS:\n\n"
)
CLOSING = "\n\nSection 2. Effective Date. This ordinance shall take effect immediately.\n"


def only(sentence: str, body: str = "") -> Instruction:
    text = f"{CAPTION}Section 1. {sentence}\n{body}{CLOSING}"
    (item,) = parse_ordinance_text(text, "riverton/2001-7.txt").ordinance.instructions
    return item


@pytest.mark.parametrize(
    ("sentence", "body", "verb", "targets"),
    [
        (
            "Section 4.020 is hereby amended to read as follows:",
            "Section 4.020 Fees. The fee is ten dollars.",
            Verb.REPLACE_SECTION,
            [(TargetKind.SECTION, "4.020")],
        ),
        (
            "Section 4.050 is amended by adding a new subsection (g) to read as follows:",
            "(g) Food trucks may park for two hours.",
            Verb.ADD_PART,
            [(TargetKind.SUBSECTION, "4.050(g)")],
        ),
        (
            "Section 4.060, Hours, is added to read as follows:",
            "Vending is allowed from 8 a.m. to 8 p.m.",
            Verb.ADD_SECTION,
            [(TargetKind.SECTION, "4.060")],
        ),
        ("Section 4.070 is hereby repealed.", "", Verb.REPEAL, [(TargetKind.SECTION, "4.070")]),
        (
            "Section 5.100 is repealed in its entirety and replaced with the following:",
            "Section 5.100 Tree Cutting. No tree shall be cut without a permit.",
            Verb.REPLACE_SECTION,
            [(TargetKind.SECTION, "5.100")],
        ),
        (
            'Section 5.100 is hereby repealed and replaced with a new Section 5.100 entitled "Tree'
            ' Cutting" that provides as follows:',
            "Section 5.100. Tree Cutting. No tree shall be cut without a permit.",
            Verb.REPLACE_SECTION,
            [(TargetKind.SECTION, "5.100")],
        ),
        (
            "Section 4.050(g) is amended to read as follows:",
            "(g) Conditional uses, as approved by the Commission.",
            Verb.REPLACE_PART,
            [(TargetKind.SUBSECTION, "4.050(g)")],
        ),
        (
            "Title 2, Chapter 4, Section 11 of the Park City Code is hereby amended to read:",
            "2-4-11 City Engineer\nThere is hereby created the office of City Engineer.",
            Verb.REPLACE_SECTION,
            [(TargetKind.SECTION, "2-4-11")],
        ),
        (
            "Section 27-2056 of the administrative code of the city of New York is REPEALED.",
            "",
            Verb.REPEAL,
            [(TargetKind.SECTION, "27-2056")],
        ),
        (
            "Amend Section 9.020. Penalties and Abatement to read as follows:",
            "Section 9.020. Penalties and Abatement. The fine is $100 a day.",
            Verb.REPLACE_SECTION,
            [(TargetKind.SECTION, "9.020")],
        ),
        (
            "Ordinance 2025-20 is hereby adopted, amending Section 11.80.010.110 of the City Code"
            " as shown in Exhibit A.",
            "",
            Verb.REPLACE_SECTION,
            [(TargetKind.SECTION, "11.80.010.110")],
        ),
    ],
)
def test_phrase_gives_verb_and_target(
    sentence: str, body: str, verb: Verb, targets: list[tuple[TargetKind, str]]
) -> None:
    item = only(sentence, body)
    assert item.verb is verb
    assert [(t.kind, t.id) for t in item.targets] == targets
    assert item.outside is None


def test_section_4_020_is_never_a_chapter() -> None:
    item = only("Section 4.020 is amended to read as follows:", "The fee is ten dollars.")
    assert item.targets[0].kind is TargetKind.SECTION


def test_renumbered_as() -> None:
    item = only("Section 17.10.050 is hereby renumbered as Section 17.10.060.")
    assert item.verb is Verb.RENUMBER
    assert [t.id for t in item.targets] == ["17.10.050"]
    assert item.renumbered_to is not None and item.renumbered_to.id == "17.10.060"
    assert item.flags == ()


# Word edits stated in words (issue 20): with exactly one quoted phrase on each side they are
# WORD_EDITs (the engine changes the words only where they occur once); otherwise named and
# flagged. Sentences after Boston 1924 ch. 1 and Saint Paul 12047 (devset_wide/open).
@pytest.mark.parametrize(
    ("sentence", "target", "edit"),
    [
        (
            'Section 4.050(g) is amended by deleting "thirty" and inserting "forty".',
            "4.050(g)",
            WordEdit("", "thirty", "forty", ""),
        ),
        (
            "Section 3-5 is hereby amended in the clause establishing the salary of the city "
            'registrar by striking out the words "four thousand dollars" and inserting in place '
            'thereof the words "five thousand dollars."',
            "3-5",
            WordEdit("", "four thousand dollars", "five thousand dollars", ""),
        ),
        (
            'Section 60.25 is hereby amended by striking the words "or lessee".',
            "60.25",
            WordEdit("", "or lessee", "", ""),
        ),
        (
            'Section 60.25 is hereby amended by adding "below the requirements of applicable '
            'codes" after the word "reduced".',
            "60.25",
            WordEdit("reduced ", "", "below the requirements of applicable codes", ""),
        ),
        (
            'Section 60.25 is hereby amended by inserting the words "or lessee" immediately '
            'before "shall".',
            "60.25",
            WordEdit("", "", "or lessee ", "shall"),
        ),
        # the chapter is the subject, the section of it where the words go is named after them
        (
            "That Chapter 60, Zoning Code - Use District, of the St. Paul Legislative Code is "
            'hereby amended by adding "below the requirements of applicable codes and '
            'ordinances" after the word "reduced" in the first sentence of Section 60.25.',
            "60.25",
            WordEdit(
                "reduced ", "", "below the requirements of applicable codes and ordinances", ""
            ),
        ),
    ],
)
def test_a_word_edit_stated_with_quoted_words(sentence: str, target: str, edit: WordEdit) -> None:
    item = only(sentence)
    assert (item.verb, [t.id for t in item.targets]) == (Verb.WORD_EDIT, [target])
    assert item.edits == (edit,) and item.flags == ()
    assert item.struck == ((edit.deleted,) if edit.deleted else ())


@pytest.mark.parametrize(
    "sentence",
    [
        # the words are described, not quoted (Eugene 1983): a person applies it
        "Section 2.013 is amended by deleting therefrom the reference to the Civic Center "
        "Commission.",
        # two quoted phrases struck: which words go is not one certain run
        'Section 4.050(g) is amended by deleting "thirty" and "sixty" and inserting "forty".',
        'Section 4.050 is amended by striking "thirty" wherever it appears.',
    ],
)
def test_a_word_edit_whose_words_are_not_certain_is_flagged(sentence: str) -> None:
    item = only(sentence)
    assert item.verb is Verb.WORD_EDIT and not item.edits and not item.struck
    assert item.flags and "a person must apply it" in item.flags[0]


@pytest.mark.parametrize(
    ("sentence", "words"),
    [
        # a place the words go that the edit would not keep to: not read completely
        (
            'Section 4.050 is amended by deleting "thirty" and inserting "forty" in subsection '
            "(c).",
            ("thirty", "forty"),
        ),
        # Kodiak Island Borough 84-61, item 10: the whole code, limited by meaning
        (
            "All other sections of the Kodiak Island Borough Code be amended by repealing the word "
            '"manager" and replacing with the word "mayor" in all references to the '
            "administrative position of borough manager.",
            ("manager", "mayor"),
        ),
    ],
)
def test_a_word_edit_that_says_more_keeps_its_words_and_is_flagged(
    sentence: str, words: tuple[str, str]
) -> None:
    item = only(sentence)
    assert item.verb is Verb.WORD_EDIT and item.flags  # the engine applies nothing flagged
    assert [(e.deleted, e.inserted) for e in item.edits] == [words]


def test_a_range_of_new_sections_after_another() -> None:
    body = "".join(f"7.4{n}0 Rule {n}. Text of rule {n}.\n" for n in range(5))
    text = f"{CAPTION}Section 1. Sections 7.400 through 7.440 are added after Section 7.336 to read"
    text += f" as follows:\n{body}{CLOSING}"
    found = parse_ordinance_text(text, "r").ordinance.instructions
    assert [(i.verb, [t.id for t in i.targets]) for i in found] == [
        (Verb.ADD_SECTION, [f"7.4{n}0"]) for n in range(5)
    ]
    assert all("7.336" not in t.id for i in found for t in i.targets)


def test_a_range_without_headings_is_flagged_not_guessed() -> None:
    item = only("Sections 7.400 through 7.440 are added after Section 7.336 to read as follows:")
    assert item.verb is Verb.ADD_SECTION
    assert [t.id for t in item.targets] == ["7.400", "7.440"]
    assert item.flags


@pytest.mark.parametrize(
    ("sentence", "kind"),
    [
        ("The Land Use Element of the General Plan is amended to read as follows:", "general_plan"),
        ("Section 240.20 of the Penal Law is amended to read as follows:", "statute"),
        ("Section 65915 of the Government Code is hereby repealed.", "statute"),
        (
            "Subdivision 5-a of section 402 of the public housing law is amended by adding a new"
            " paragraph g to read as follows:",
            "statute",
        ),
        ("Resolution No. 2019-44 is hereby repealed.", "resolution"),
        ("Section 3.2 of Ordinance No. 52 is amended to read as follows:", "ordinance"),
        (
            "The parenthetical expression on page 24 of the Comprehensive Plan is amended to read:"
            ' "(minimum of 10,000 sq.ft.)"',
            "general_plan",
        ),
    ],
)
def test_other_law_is_a_target_of_another_kind(sentence: str, kind: str) -> None:
    item = only(sentence, "New words.")
    assert [t.kind.value for t in item.targets] == [kind]
    assert all(t.kind in EXTERNAL_TARGETS for t in item.targets)
    assert item.outside is not None and "not this code" in item.outside


def test_the_code_wins_over_the_ordinance_that_adopted_it() -> None:
    item = only(
        "Section 5.055 is hereby added to the Land Development Ordinance (Attachment C to"
        " Ordinance # 54-89) and reads as follows:",
        "Section 5.055. Secondary Dwelling Units. Permitted with single family dwellings.",
    )
    assert (item.verb, [t.id for t in item.targets], item.outside) == (
        Verb.ADD_SECTION,
        ["5.055"],
        None,
    )


BODY = "Section 4.070 is hereby repealed.\n"


@pytest.mark.parametrize(
    "heading",
    ["SECTION 1:", "Section 1.", "SECTION ONE.", "Sec. 1.", "§ 1.", "Section 1 -", "Section1."],
)
def test_heading_styles(heading: str) -> None:
    text = f"{CAPTION}{heading} {BODY}\n{heading.replace('1', '2').replace('ONE', 'TWO')} "
    text += "Section 4.080 is hereby repealed.\n"
    found = parse_ordinance_text(text, "r").ordinance.instructions
    assert [(i.ordinance_section, [t.id for t in i.targets]) for i in found] == [
        (1, ["4.070"]),
        (2, ["4.080"]),
    ]


def test_heading_with_its_own_line() -> None:
    text = f"{CAPTION}Section 1. Repeal.\n{BODY}\nSection 2. Amendment.\nSection 4.080 is hereby"
    text += " repealed.\n"
    found = parse_ordinance_text(text, "r").ordinance.instructions
    assert [[t.id for t in i.targets] for i in found] == [["4.070"], ["4.080"]]


def test_no_headings_and_one_amending_sentence_is_one_section() -> None:
    text = f"{CAPTION}Section 4.070 of the Municipal Code is hereby repealed.\n\n"
    text += "PASSED AND ADOPTED this 9th day of March, 2001.\n"
    ordinance = parse_ordinance_text(text, "r").ordinance
    (item,) = ordinance.instructions
    assert (item.verb, [t.id for t in item.targets]) == (Verb.REPEAL, ["4.070"])
    assert str(ordinance.adopted) == "2001-03-09"


# A restatement "as amended … reads as follows:" (Chagrin Falls, OH 2022-04 and 2022-56): the
# division's text once amended, an amendment of it; a text that merely quotes the code is not.
@pytest.mark.parametrize(
    ("sentence", "target"),
    [
        (
            "Section 111.03 of the Codified Ordinances, as amended, with strikeouts for "
            "deletions and underlining for additions, reads as follows:",
            "111.03",
        ),
        (
            "As amended, Section 1109.05 of the Planning and Zoning Code, with strikeouts for "
            "deletions and underlining for additions reads in its entirety as follows:",
            "1109.05",
        ),
    ],
)
def test_a_restatement_as_amended_is_an_amendment(sentence: str, target: str) -> None:
    item = only(sentence, f"{target} Fees. The fee is ten dollars.\n")
    assert (item.verb, [t.id for t in item.targets]) == (Verb.REPLACE_SECTION, [target])


def test_a_section_that_reads_as_follows_without_as_amended_is_no_amendment() -> None:
    text = f"{CAPTION}Section 1. Section 4.020 currently reads as follows:\nThe fee.\n{CLOSING}"
    assert parse_ordinance_text(text, "x.txt").ordinance.instructions == ()
