"""Part U's instruction losses: a subsection named by its own dotted number and restated under it
(Plymouth MN `Subsection 1015.13`), a section of a chapter restated under its bare number
(Richmond VA's 1910 Code, `section 16 of chapter 38` printed `16.`), and a section deleted `in its
entirety` (Boynton Beach FL: its repeal, not a word edit)."""

from __future__ import annotations

from pathlib import Path

import pytest
from wide_documents import around_caption

from parsers.ordinance import parse_ordinance_file, parse_ordinance_text
from parsers.ordinance.form_titles import form_title
from parsers.ordinance.marked_sections import _shown
from parsers.ordinance.spelled import own_numbering
from parsers.ordinance.targets import parse_target_phrase
from parsers.ordinance_records import Target, TargetKind, Verb

OPEN = Path(__file__).parent / "devset_wide" / "open"

PLYMOUTH = '"1015.13. Plumbing. Plumbing permits procedures and fees are as follows:'


@pytest.mark.parametrize(
    ("phrase", "document", "expected"),
    [
        # The number heads the restated text: the subsection is 1015.13 itself.
        ("Plymouth City Code, Subsection 1015.13 ", PLYMOUTH, ("subsection", "1015.13")),
        # No text headed by it: which subsection of section 1015.13 is not printed.
        ("Plymouth City Code, Subsection 1015.13 ", "Plumbing permits are as follows:", None),
        ("Plymouth City Code, Subsection 1015.13 ", "", None),
        # Named only in a sentence (no period after it): no heading.
        ("Subsection 3.115 ", "Subsection 3.115 is amended to read:", None),
    ],
)
def test_subsection_named_by_its_own_number(
    phrase: str, document: str, expected: tuple[str, str] | None
) -> None:
    named = parse_target_phrase(phrase, None, ".", None, document)
    got = (named.targets[0].kind.value, named.targets[0].id) if named.targets else None
    assert got == expected


RICHMOND = (
    "1. That section 16 of chapter 38, Richmond City Code, be amended and reordained so as to "
    "read as follows:\n\n16. That the street railway companies operating lines of railway"
)


@pytest.mark.parametrize(
    ("section", "joined", "document", "expected"),
    [
        ("16", "38-16", RICHMOND, "16"),  # restated under its bare number
        ("16", "38-16", RICHMOND + "\nSec. 38-16. Stops.", "38-16"),  # the joined one printed
        ("5", "3-5", "Section five of chapter three is amended by striking out", "3-5"),
        ("16", "38-16", "", "38-16"),
    ],
)
def test_section_of_a_chapter_goes_by_the_number_printed(
    section: str, joined: str, document: str, expected: str
) -> None:
    assert own_numbering(section, joined, document) == expected


@pytest.mark.parametrize(
    ("name", "verb", "target"),
    [
        ("plymouth-mn-80-12", Verb.REPLACE_PART, Target(TargetKind.SUBSECTION, "1015.13")),
        ("richmond-va-1914-ch38-street-railways", Verb.REPLACE_SECTION, None),
        ("boynton-beach-fl-o95-43", Verb.REPEAL, Target(TargetKind.SECTION, "10")),
    ],
)
def test_documents_read(name: str, verb: Verb, target: Target | None) -> None:
    parsed = parse_ordinance_file(OPEN / f"{name}.txt", name).ordinance
    first = parsed.instructions[0]
    assert first.verb is verb
    assert first.targets == ((target,) if target else (Target(TargetKind.SECTION, "16"),))


SENTENCE = "Section 1. Chapter 2. Zoning of the Land Development Regulations is hereby\n"


@pytest.mark.parametrize(
    ("rest", "verb"),
    [
        # The whole section deleted: its repeal (flagged, as any one-part number).
        (
            "amended by deleting Section 10. Board of Adjustment in its entirety, providing for",
            "repeal",
        ),
        # Deleted and something put in its place: no repeal.
        (
            "amended by deleting Section 10. Board of Adjustment in its entirety and substituting "
            "the following:",
            "not repeal",
        ),
        # Not said to be whole: words struck from the text, a word edit a person applies.
        ("amended by deleting Section 10. from the table of contents.", "not repeal"),
    ],
)
def test_section_deleted_in_its_entirety(rest: str, verb: str, tmp_path: Path) -> None:
    text = (
        "ORDINANCE NO. O95-43\nAN ORDINANCE AMENDING CHAPTER 2\n"
        "NOW THEREFORE, BE IT ORDAINED BY THE CITY COMMISSION, THAT:\n"
        f"{SENTENCE}{rest}\nSection 2. This Ordinance shall become effective January 1,1996.\n"
    )
    path = tmp_path / "o95-43.txt"
    path.write_text(text)
    parsed = parse_ordinance_file(path, "o95-43").ordinance
    verbs = {item.verb for item in parsed.instructions}
    assert (Verb.REPEAL in verbs) is (verb == "repeal")


PLYMOUTH_NAME = "HomeMy WebLinkAboutCity Council Ordinance 1980-12CITY OF PLYMOUTH"


@pytest.mark.parametrize(
    ("caption", "number"),
    [
        # Only the year printed short: the caption's number is whole, as the city prints it.
        ("ORDINANCE NO. 80-12", "80-12"),
        # Its last part cut off at the scan's edge: the records name's number, in full.
        ("ORDINANCE NO. 80-1", "1980-12"),
    ],
)
def test_a_records_name_only_over_a_caption_number_lost(caption: str, number: str) -> None:
    head = f"{PLYMOUTH_NAME} {caption} AN ORDINANCE RELATING TO PERMIT PROCEDURES AND FEES"
    assert around_caption(head).number == number


@pytest.mark.parametrize(
    ("restated", "expected"),
    [
        # Only part (a) shown, the rest elided: the change is in that part.
        (
            ' Organization. (a) The -"--: .... ,--~..~ __ Senior Adv Board shall be ... ',
            Target(TargetKind.SUBSECTION, "2-144(a)"),
        ),
        # The section's own words, no label: the section.
        (" Creation. The city commission hereby creates an ... ", None),
        # Two parts shown: the section.
        (" Organization. (a) The Board shall be ... (b) Its members ... ", None),
        # One part, not elided: the section restated whole may hold only that part.
        (" Organization. (a) The Senior Advisory Board shall be appointed.", None),
    ],
)
def test_a_section_restated_in_one_part(restated: str, expected: Target | None) -> None:
    assert _shown("2-144", restated) == (expected or Target(TargetKind.SECTION, "2-144"))


ALBERT_LEA = (
    "Sec. 1. That Chapter 4, Article VI of the Code of Ordinances, City of Albert Lea, Minnesota "
    "is hereby repealed and amended as follows:\n"
    "Sec. 2. That the title of ARTICLE VI – “CABARETS” – Repealed\n"
    "(a.) The title is amended to read “CLUBS”\n"
    "Sec. 3. Sec. 4.151. – Definitions\n"
)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # The title struck, the new one given: a word edit of the article's heading.
        (ALBERT_LEA, ("4-VI", "CABARETS", "CLUBS")),
        # No new title given: the heading's `Repealed` is left to the ordinary reading.
        (ALBERT_LEA.replace("(a.) The title is amended to read “CLUBS”\n", ""), None),
        # Not the title: the article itself.
        (ALBERT_LEA.replace("the title of ARTICLE", "ARTICLE"), None),
    ],
)
def test_an_articles_title_renamed(text: str, expected: tuple[str, str, str] | None) -> None:
    head = "ORDINANCE 21-055\nAN ORDINANCE REPEALING CHAPTER 4, ARTICLE VI – CABARETS\n"
    parsed = parse_ordinance_text(head + "THE CITY COUNCIL ORDAINS:\n" + text, "al/21-055.txt")
    renamed = [
        (item.targets[0].id, item.edits[0].deleted, item.edits[0].inserted)
        for item in parsed.ordinance.instructions
        if item.verb is Verb.WORD_EDIT and item.edits and item.edits[0].in_heading
    ]
    assert renamed == ([expected] if expected else [])


SUPERIOR = (
    "ORDINANCE NO. O23-4322\nAN ORDINANCE AMENDING THE CITY CODE, CHAPTER 112, TRAFFIC CODE\n"
    "THE COMMON COUNCIL OF THE CITY OF SUPERIOR DOES ORDAIN AS FOLLOWS:\n"
    "SECTION 1. City Code Chapter 112, Traffic Code, Schedule O, Speed Limits, Article is hereby "
    "amended as follows: {text}\nSECTION 2. Signs. The Department of Public Works is hereby "
    "authorized and directed to erect official traffic signs.\n"
)
ENTRY = (
    "35 Miles Per Hour (7) Stinson Avenue - between Hill Avenue and North 56th Street Baxter "
    "Avenue."
)


@pytest.mark.parametrize(
    ("text", "sentence", "verb"),
    [
        # One numbered entry of the schedule: a flagged word edit, never the chapter replaced.
        (ENTRY, "Schedule O", Verb.WORD_EDIT),
        # Several entries: not one entry shown, read as before.
        (ENTRY + " (8) Tower Avenue - between 21st Street and 28th Street.", "Schedule O", None),
        # No schedule named: read as before.
        (ENTRY, "Section O", None),
    ],
)
def test_one_schedule_entry_printed(text: str, sentence: str, verb: Verb | None) -> None:
    source = SUPERIOR.format(text=text).replace("Schedule O", sentence)
    first = parse_ordinance_text(source, "superior/o23-4322.txt").ordinance.instructions[0]
    assert (first.verb is Verb.WORD_EDIT) is (verb is Verb.WORD_EDIT)
    assert first.flags


POWELL = (
    "AN ORDINANCE TO CHANGE THE ZONING DESIGNATION OF Lots 11, 12, and the N. 100’ of Lots 9 and "
    "10, Block 42, Original Town of Powell, FROM B-G, General Business District, TO R-G, General "
    "Residential District."
)


@pytest.mark.parametrize(
    ("title", "expected"),
    [
        # Words in lower case inside the title before the run: the title's own, kept whole.
        (POWELL, POWELL),
        # A title in capitals, then a legend in lower case after it: cut there.
        (
            "AN ORDINANCE AMENDING SYSTEMS DEVELOPMENT CHARGES Annotated to show deletions and "
            "additions",
            "AN ORDINANCE AMENDING SYSTEMS DEVELOPMENT CHARGES",
        ),
    ],
)
def test_a_title_in_capitals_cut_only_where_prose_follows(title: str, expected: str) -> None:
    assert form_title(title, "City ordinance\n\n\n" + title + "\nWHEREAS, the owners") == expected
