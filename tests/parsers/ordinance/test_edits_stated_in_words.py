"""Word edits stated in words, and marked amendments whose marks did not survive.

- a sentence that opens with its verb reads its subject from the headings before it on its line
  (Memphis TN 5558: `Sec. 15-48. Tire Business Permits. Is hereby amended to increase …`), an
  introducing sentence naming a chapter's article giving way to it;
- amounts changed in words (`from twenty-jive dollars ($25) to two hundred fifty dollars
  ($250.00)`) are a word edit of each pair, and words added `after the word "estimated."` (the
  closing quote after the sentence's period) are read;
- a chapter named alone whose new text heads one of its sections (Columbia MO 16318, Atlanta GA
  19-O-1505) amends that section; a chapter whose sentence says its changes are marked, the
  marks lost (Marion County FL 20-21), is a flagged word edit, never a replacement.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from parsers.ordinance import parse_ordinance_file, parse_ordinance_text
from parsers.ordinance.chapter_sections import section_of_chapter
from parsers.ordinance.fragments import fragment_part
from parsers.ordinance.lost_marks import new_after_struck
from parsers.ordinance.paired_marks import paired_numbers, paired_words
from parsers.ordinance.targets import TargetPhrase, parse_target_phrase
from parsers.ordinance_records import Target, TargetKind, Verb

OPEN = Path(__file__).parent / "devset_wide" / "open"
CAPTION = (
    "ORDINANCE # 5558\n\nAN ORDINANCE TO AMEND CHAPTER 15, CODE OF ORDINANCES\n\nNOW THEREFORE,\n\n"
)


@pytest.mark.parametrize(
    ("phrase", "expected"),
    [
        # `Sec.` is the section's keyword, as `Section` is.
        ("Sec. 15-48. Tire Business Permits. ", (TargetKind.SECTION, "15-48")),
        ("Sec. 15-47. Definitions. (J) Waste tire generator. ", (TargetKind.SECTION, "15-47")),
        # A part's labels after the section in a path: the part, within that section.
        (
            "Sec. 15-48, Tire Business Permits, Subsection A(6) Application. ",
            (TargetKind.SUBSECTION, "15-48(A)(6)"),
        ),
        ("Section 15-48, subsection (A)(6)", (TargetKind.SUBSECTION, "15-48(A)(6)")),
    ],
)
def test_section_abbreviated_and_part_within_a_path(
    phrase: str, expected: tuple[TargetKind, str]
) -> None:
    named = parse_target_phrase(phrase, None, "-")
    assert [(t.kind, t.id) for t in named.targets] == [expected]
    assert not named.flags


SECTION, CHAPTER = TargetKind.SECTION, TargetKind.CHAPTER
ATLANTA = "(a)              Sec. 74-36. - Title, authority and findings."


@pytest.mark.parametrize(
    ("chapter", "body", "expected"),
    [
        # Columbia MO 16318: the legend, then the one section restated.
        (
            "14",
            "Material to be deleted in strikeout; material to be added underlined.\n\n"
            "Sec. 14-335. Reserved parking for police vehicles.\n\n. . .\n(b)    When signs",
            (SECTION, "14-335"),
        ),
        # Atlanta GA 19-O-1505: a list of the sections amended, a dash before the title.
        (
            "74",
            ATLANTA + "\n\n(b)",
            (SECTION, "74-36"),
        ),
        # A section of another chapter: the chapter stays.
        ("14", "(a)              Sec. 74-36. - Title, authority and findings.", (CHAPTER, "14")),
        # Salt Lake City UT 160 of 1978: the chapter restated, its list of sections first.
        (
            "25-14",
            "Chapter 14\nPUBLIC WORKS DIRECTOR\nSections:\n25-14-1. Creation of office.\n"
            "25-14-2. Oath. Bond.\nSec. 25-14-1. Creation of office. There is hereby created",
            (CHAPTER, "25-14"),
        ),
        # Two sections headed: the chapter stays (the whole-chapter reading flags it).
        ("14", "Sec. 14-335. Reserved parking.\nText.\nSec. 14-336. Fees.\nText.", (CHAPTER, "14")),
    ],
)
def test_chapter_named_alone_gives_way_to_the_one_section_its_text_heads(
    chapter: str, body: str, expected: tuple[TargetKind, str]
) -> None:
    named = TargetPhrase((Target(CHAPTER, chapter),), None, ())
    found = [(t.kind, t.id) for t in section_of_chapter(named, body, "-").targets]
    assert found == [expected]


@pytest.mark.parametrize(
    ("section", "verb", "target", "runs"),
    [
        (
            "Sec. 15-48. Tire Business Permits. Is hereby amended to increase the non-refundable "
            "fee from twenty-jive dollars ($25) to two hundred fifty dollars ($250.00).",
            Verb.WORD_EDIT,
            "15-48",
            [("twenty-jive dollars ($25)", "two hundred fifty dollars ($250.00)")],
        ),
        (
            "Sec. 15-48, Tire Business Permits, Subsection A(6) Application. Is amended to add "
            "the word “maximum” after the word “estimated.”",
            Verb.WORD_EDIT,
            "15-48(A)(6)",
            [("", "maximum")],
        ),
        # A range is no change of amount: not a word edit.
        (
            "Sec. 15-48. Tire Business Permits. Is hereby amended to provide fees ranging from "
            "$25 to $250.",
            Verb.REPLACE_SECTION,
            "15-48",
            [],
        ),
    ],
)
def test_subject_before_the_verb_and_words_stated(
    section: str, verb: Verb, target: str, runs: list[tuple[str, str]]
) -> None:
    text = f"{CAPTION}SECTION 2.\n\n{section}\n\nSECTION 5. This ordinance takes effect.\n"
    found = parse_ordinance_text(text, "memphis/5558.txt").ordinance.instructions[0]
    assert (found.verb, [t.id for t in found.targets]) == (verb, [target])
    assert [(e.deleted, e.inserted) for e in found.edits] == runs


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        (
            "memphis-tn-5558",
            [
                (Verb.WORD_EDIT, ("15-47(J)",), False),
                (Verb.WORD_EDIT, ("15-48",), False),
                (Verb.WORD_EDIT, ("15-48(A)(6)",), False),
                (Verb.WORD_EDIT, ("15-49",), False),
            ],
        ),
        # The chapter's one section, restated with its marks lost: flagged.
        ("columbia-mo-16318", [(Verb.REPLACE_SECTION, ("14-335",), True)]),
        ("atlanta-ga-19-o-1505", [(Verb.REPLACE_SECTION, ("74-36",), True)]),
        # The sentence states the marks of a chapter's text: a word edit, flagged.
        ("marion-county-fl-20-21", [(Verb.WORD_EDIT, ("5",), True)]),
        # A legend elsewhere over a chapter restated `to read`: its replacement, flagged.
        ("ashland-or-3174", [(Verb.REPLACE_CHAPTER, ("4.20",), True)]),
        ("salt-lake-city-ut-160-1978", [(Verb.REPLACE_CHAPTER, ("25-14",), True)]),
    ],
)
def test_documents(name: str, expected: list[tuple[Verb, tuple[str, ...], bool]]) -> None:
    source = OPEN / f"{name}.txt"
    parsed = parse_ordinance_file(source, f"devset/{source.name}").ordinance.instructions
    got = [(i.verb, tuple(t.id for t in i.targets), bool(i.flags)) for i in parsed]
    assert got == expected


# Caldwell ID 1423: the section's heading, its old sentence struck (OCR reads the line through
# the words as hyphens), the new sentence after it, then the closing block.
CALDWELL = (
    "1 - 20 - VOTING: On- tic- €taa�- �assa�e- a -aa�+- end }nanseT- rQSOlution._ et =erdeET "
    "-the -yeas- an d- naya- s h a ll- b called- and- reeerded,- and -the- to- iaas -s- th- &-- "
    "saaae-. At all meetings of the Council, a majority of the full Council shall constitute a "
    "quorum. PASSED BY THE COUNCIL THIS Sf day of 1977•"
)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            CALDWELL,
            "At all meetings of the Council, a majority of the full Council shall constitute a "
            "quorum.",
        ),
        # The struck run does not open the text (after its heading): no words read as new.
        (
            "The council shall meet monthly in the hall of the city, as the mayor says. "
            + CALDWELL,
            None,
        ),
        # No struck run: plain hyphenated words are no marks.
        ("1-20-6: VOTING: A non-refundable, so-called fee is due. PASSED BY THE COUNCIL", None),
    ],
)
def test_new_words_after_a_struck_run(text: str, expected: str | None) -> None:
    assert new_after_struck(text) == expected


def test_caldwell_inserted_sentence_kept_flagged() -> None:
    source = OPEN / "caldwell-id-1423.txt"
    [item] = parse_ordinance_file(source, f"devset/{source.name}").ordinance.instructions
    assert (item.verb, [t.id for t in item.targets], bool(item.flags)) == (
        Verb.WORD_EDIT,
        ["1-20-6"],
        True,
    )
    [edit] = item.edits
    assert edit.deleted == "" and edit.inserted.startswith("At all meetings of the Council")
    assert edit.inserted.endswith("necessary to pass the same.")
    assert item.struck == ()


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # Collier County FL 2003-08, the strike-through and underline lost.
        ("an affirmative vote of five three {'3) or more members", ("five", "three")),
        ("a vote of fifty forty percent", ("fifty", "forty")),
        # One number, or counted things: no pair.
        ("within twenty five days", None),
        ("one two-family dwelling on the lot", None),
        ("At least four {'4) appointed members", None),
    ],
)
def test_spelled_numbers_side_by_side(text: str, expected: tuple[str, str] | None) -> None:
    pair = paired_numbers(text)
    assert (None if pair is None else (pair.deleted, pair.inserted)) == expected


COLLIER = "Sec. 2-950 Officers, quorum, rules of procedure.\n(b) The presence of ~ fifty {50%)"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (COLLIER + " percent plus one of\nthe number of appointed members", "2-950(b)"),
        # More parts of that level: no one part.
        (COLLIER + "\n(c) The board shall meet monthly.", None),
        # A first label: the section restated.
        ("Sec. 2-950 Officers.\n(a) The board shall elect a chair.", None),
    ],
)
def test_the_one_part_a_fragment_gives(text: str, expected: str | None) -> None:
    item = parse_ordinance_text(
        f"{CAPTION}SECTION 2.\n\nSection 2-950 is amended as follows:\n{text}\n", "c/1.txt"
    ).ordinance.instructions[0]
    item = replace(item, text=text, targets=(Target(SECTION, "2-950"),))
    part = fragment_part(item)
    assert (None if part is None else part.id) == expected


def test_collier_word_edit_of_the_part_flagged() -> None:
    source = OPEN / "collier-county-fl-2003-08.txt"
    [item] = parse_ordinance_file(source, f"devset/{source.name}").ordinance.instructions
    assert (item.verb, [t.id for t in item.targets]) == (Verb.WORD_EDIT, ["2-950(b)"])
    assert any("five three" in flag for flag in item.flags)


# Memphis TN 5558's SECTION 1 and SECTION 2 as one section: the introducing sentence names the
# article, each item opens with its verb after its headings.
INTRODUCED = (
    "SECTION 1. BE IT ORDAINED BY THE COUNCIL OF THE CITY OF MEMPHIS, That Chapter 15, Article "
    "III, Code of Ordinances, City of Memphis, be hereby amended as follows:\n\n"
    "Sec. 15-47. Definitions. (J) Waste tire generator. Is amended by adding the word “and” "
    "after the word “garages.”\n\n"
    "Sec. 15-48. Tire Business Permits. Is hereby amended to increase the non-refundable fee "
    "from twenty-jive dollars ($25) to two hundred fifty dollars ($250.00).\n\n"
)


@pytest.mark.parametrize(
    ("items", "expected"),
    [
        (
            INTRODUCED,
            [
                ("15-47(J)", ("", "and")),
                ("15-48", ("twenty-jive dollars ($25)", "two hundred fifty dollars ($250.00)")),
            ],
        ),
        # One item: the article is context all the same.
        (INTRODUCED.rsplit("Sec. 15-48", 1)[0], [("15-47(J)", ("", "and"))]),
    ],
)
def test_items_opening_with_their_verb(
    items: str, expected: list[tuple[str, tuple[str, str]]]
) -> None:
    text = f"{CAPTION}{items}SECTION 5. This ordinance takes effect.\n"
    found = parse_ordinance_text(text, "memphis/5558.txt").ordinance.instructions
    assert all(item.verb is Verb.WORD_EDIT and not item.flags for item in found)
    got = [(item.targets[0].id, (item.edits[0].deleted, item.edits[0].inserted)) for item in found]
    assert got == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # Mobile AL, Chapter 64 (proposed): the old title struck, the new one inserted, unmarked.
        (
            "has been designated by the chief zoning inspector Director of Urban Development, or "
            "his/her designee, upon advice of the city engineer, as subject to inundation",
            ("chief zoning inspector", "Director of Urban Development"),
        ),
        # One office, named once: no pair.
        ("designated by the Director of Urban Development, or his/her designee", None),
        ("upon advice of the city engineer, as subject to inundation", None),
    ],
)
def test_names_of_an_office_side_by_side(text: str, expected: tuple[str, str] | None) -> None:
    found = paired_words(text)
    assert (None if found is None else (found[0].deleted, found[0].inserted)) == expected
