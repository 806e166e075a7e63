"""Part H of the wide development set (issue 20): kinds a fresh place's drafting hits, read from
the real documents of `devset_wide/open/` (`sealed/` is never read here).

- a charter enacted by a state's session laws, cited as its volumes print it (`Chapter 156,
  Volume 61, Laws of Delaware`; `Ga. L. 1931, p. 955`), is another body of law, named by that
  citation and the parts the sentence names; a citation's history is never the target;
- a session-law citation's periods (`Ga. L. 1931`) end no sentence;
- a one-line OCR text: its first `Section 1.` right after the caption's last word heads a run;
  sections deleted whole and replaced (`to delete Sec. 2-148 through Sec. 2-150 in their
  entirety and replace with the following:`) are the targets, each member with the text its
  own inline heading starts; `Sec. 2-132` tells a hyphenated code;
- `by deleting Chapter 2 … and enacting a new Chapter 2 … in lieu thereof` replaces the chapter,
  and a repeal of the code's parts it does not name is a flagged repeal with no target;
- an uncodified ordinance named with its bare number in parentheses (`… Procedures Ordinance (No.
  1371), adopted 10 November 2008`) is other law, its adoption never this one's; `AMENDING
  SECTION VI:` names its section, no heading of this ordinance;
- titles: a stop or a blank line after a word no sentence ends on (`An Ordinance to. Amend`,
  `COUNTY OF` / blank lines / `OCEAN, …`) ends no title; a title after `ENTITLED,` is a cited
  act's, its opening quote lost;
- numbers: a records system's name (`…PortalAboutORD10962`) over a caption number the OCR
  garbled (`ORDINANCE NO. /O 6,2`) whose digits it holds in order, never the bill's; a session-law
  volume's act number before its bill (`No. 1. (House Bill No. 69). An Act`);
- other law amended word by word (its struck words quoted) is a word edit with its words, still
  never applied here.
"""

from __future__ import annotations

import pytest
from wide_documents import parsed

from parsers.ordinance.form_numbers import form_number
from parsers.ordinance.headings import find_headings
from parsers.ordinance.metadata import parse_caption
from parsers.ordinance.numbering import number_style
from parsers.ordinance.outside import outside_target
from parsers.ordinance.outside_edits import QUOTED_WORDS
from parsers.ordinance.sentences import amending_sentences
from parsers.ordinance.spelled import section_after_verb
from parsers.ordinance.titles import own_title
from parsers.ordinance.unnamed_repeals import CODE_PARTS, CONFLICT
from parsers.ordinance_records import TargetKind

GEORGIA_SECTION_1 = (
    "Be it enacted by the General Assembly of Georgia: Section 1. An Act creating a new charter "
    "for the City of Smyrna, approved August 27, 1931 (Ga. L. 1931, p. 955),\n\nPage 2004\n\n"
)


@pytest.mark.parametrize(
    ("phrase", "text", "expected"),
    [
        # Milford DE ch. 428 §1 and §2: the charter's volume and chapter, its article and section.
        (
            "Article I, Section 1.01(B)(1), Chapter 156, Volume 61, Laws of Delaware",
            "",
            "Laws of Delaware, vol. 61, c. 156, Article I, Section 1.01(B)(1)",
        ),
        (
            "Article II, Section 2.04 Chapter 156, Volume 61, Laws of Delaware",
            "",
            "Laws of Delaware, vol. 61, c. 156, Article II, Section 2.04",
        ),
        # Delmar DE ch. 319: the history's `Chapter 215, Volume 47` is not the amended act.
        (
            "Chapter 182, Volume 45, Laws of Delaware, as amended by Chapter 215, Volume 47, Laws "
            "of Delaware, be and the same",
            "",
            "Laws of Delaware, vol. 45, c. 182",
        ),
        # Dover DE ch. 96: the volume before the laws' name, the chapter after it.
        (
            "Section 7 of Volume 36, Laws of Delaware, Chapter 158,",
            "",
            "Laws of Delaware, vol. 36, c. 158, Section 7",
        ),
        # Smyrna GA HB 69 §1: cut by a page's header, the phrase opens with the history; the
        # amended act is the one the sentence's first part named.
        (
            "as amended, particularly by an Act approved February 25, 1949 (Ga. L. 1949, p. "
            "1325), ",
            GEORGIA_SECTION_1,
            "Ga. L. 1931, p. 955",
        ),
        (
            "An Act creating a new charter for the City of Smyrna, approved August 27, 1931 (Ga. "
            "L. 1931, p. 955), as amended, particularly by an Act approved February 25, 1949 "
            "(Ga. L. 1949, p. 1325),",
            "",
            "Ga. L. 1931, p. 955",
        ),
    ],
)
def test_a_charter_cited_as_session_laws_print_it_is_other_law(
    phrase: str, text: str, expected: str
) -> None:
    found = outside_target(phrase, " is hereby amended by striking", text, len(text))
    assert found is not None
    assert (found.target.kind, found.target.id) == (TargetKind.STATUTE, expected)


@pytest.mark.parametrize(
    ("text", "sentence_start"),
    [
        # Smyrna GA HB 69: `Ga.` and `L.` before the year end no sentence.
        (
            "Section 1. An Act creating a new charter, approved August 27, 1931 (Ga. L. 1931, p. "
            "955), as amended, particularly by an Act approved February 25, 1949 (Ga. L. 1949, p. "
            "1325), is hereby amended by striking from Section 13 the words",
            "An Act creating",
        ),
        # A period before a capital still ends one (`… the City. Section 13 is …`).
        (
            "Approved by the City. Section 13 of the Charter is hereby amended by striking it.",
            "Section 13 of",
        ),
    ],
)
def test_a_session_law_citation_ends_no_sentence(text: str, sentence_start: str) -> None:
    ((start, _end),) = amending_sentences(text, 0, len(text))
    assert text[start:].startswith(sentence_start)


@pytest.mark.parametrize(("name", "count"), [("milford-de-ch428", 7), ("smyrna-ga-hb69-1956", 1)])
def test_a_state_acts_charter_amendments_name_the_charter(name: str, count: int) -> None:
    items = parsed(name).ordinance.instructions
    assert len(items) == count
    assert all(i.outside is not None for i in items)
    assert all(
        t.kind is TargetKind.STATUTE and any(c.isdigit() for c in t.id)
        for i in items
        for t in i.targets
    )


IRONDALE_HEAD = (
    "ORDINANCE 2024-07 An Ordinance to. Amend Chapter. 2, Article IVofthe Municipal Code ofthe "
    "CityofIrondale Section 1. AMENDMENT TO CHAPTER 2, ARTICLE IV, DIVISION 2 OF THE MUNICIPAL "
    "CODE OF THE CITY OF IRONDALE. Chapter 2, Administration, Article IV, Mayor and City Council, "
    "Division 1, Generally, Sec. 2-132, Council Membership, ,ofthe Municipal Code of the City of "
    "Irondale is hereby amended to delete Sec. 2-132 in its entirety and replace it with the "
    "following: " + "The city council shall consist of five council members. " * 8
)


@pytest.mark.parametrize(
    ("second", "numbers"),
    [
        # Irondale AL 2024-07: `Section 2.` after a sentence's end makes `Section 1.` a run's first.
        ("Section 2. AMENDMENT TO CHAPTER 2, ARTICLE IV, DIVISION 2.", [1, 2]),
        # Without a second heading, `Section 1.` after a word stays a citation's words.
        ("Nothing else follows here.", []),
    ],
)
def test_a_flat_texts_first_heading_may_follow_the_captions_last_word(
    second: str, numbers: list[int]
) -> None:
    assert [h.number for h in find_headings(IRONDALE_HEAD + second)] == numbers


@pytest.mark.parametrize(
    ("tail", "expected"),
    [
        # Irondale AL 2024-07 §2 and §1.
        (
            " to delete Sec. 2-148 through Sec. 2-150 in their entirety and replace with the "
            "following:",
            ("Sections 2-148 through Section 2-150", " to read as follows:"),
        ),
        (
            " to delete Sec. 2-132 in its entirety and replace it with the following:",
            ("Section 2-132", " to read as follows:"),
        ),
        # Deleted, nothing put in its place: no replacement read here.
        (" to delete Sec. 2-132 in its entirety.", None),
    ],
)
def test_sections_deleted_and_replaced_after_the_verb_are_the_targets(
    tail: str, expected: tuple[str, str] | None
) -> None:
    assert section_after_verb("Chapter 2, Administration, Article IV", tail) == expected


def test_an_abbreviated_section_keyword_tells_the_codes_joints() -> None:
    assert number_style("is hereby amended to delete Sec. 2-132 in its entirety") == "-"


def test_a_range_in_a_one_line_text_is_split_at_its_inline_headings() -> None:
    items = parsed("irondale-al-2024-07").ordinance.instructions
    got = [(i.verb.value, tuple(t.id for t in i.targets), bool(i.flags)) for i in items]
    assert got == [
        ("replace_section", ("2-132",), False),
        ("replace_section", ("2-148",), False),
        ("replace_section", ("2-149",), False),
        ("replace_section", ("2-150",), False),
    ]
    assert items[2].text.lstrip().startswith("Sec. 2-149")
    assert "Sec. 2-150" not in items[2].text


@pytest.mark.parametrize(
    ("tail", "expected"),
    [
        # Jefferson City MO 10962 §1.
        (
            " by deleting Chapter 2 Administration and enacting a new Chapter 2 Administration "
            "in lieu thereof to read as set out below.",
            ("Chapter 2", " to read as follows:"),
        ),
        # Another chapter enacted in its place: no replacement of the deleted one read here.
        (
            " by deleting Chapter 2 Administration and enacting a new Chapter 3 Personnel in lieu "
            "thereof to read as set out below.",
            None,
        ),
    ],
)
def test_a_division_deleted_and_enacted_anew_in_its_place_is_replaced(
    tail: str, expected: tuple[str, str] | None
) -> None:
    assert section_after_verb("The Code of the City of Jefferson, Missouri,", tail) == expected


@pytest.mark.parametrize(
    ("sentence", "unnamed"),
    [
        # Jefferson City MO 10962 §1's second sentence.
        (
            "Any parts of the Code previously found in other chapters which are included herein, "
            "are hereby repealed.",
            True,
        ),
        # The usual repealer of whatever conflicts: no instruction.
        ("All provisions of the City Code in conflict herewith are hereby repealed.", False),
        ("All ordinances or parts of ordinances in conflict are hereby repealed.", False),
    ],
)
def test_a_repeal_of_the_codes_parts_it_does_not_name_is_told(sentence: str, unnamed: bool) -> None:
    described = CODE_PARTS.search(sentence) is not None and CONFLICT.search(sentence) is None
    assert described is unnamed


def test_a_chapter_replaced_and_an_unnamed_repeal_beside_it_are_flagged() -> None:
    items = parsed("jefferson-city-mo-10962").ordinance.instructions
    got = [(i.verb.value, tuple(t.id for t in i.targets), bool(i.flags)) for i in items]
    assert got == [("replace_chapter", ("2",), True), ("repeal", (), True)]


@pytest.mark.parametrize(
    ("phrase", "expected"),
    [
        # Fairhope AL 1395.
        (
            "The ordinance known as the City of Fairhope's Council Procedures Ordinance (No. "
            "1371), adopted 10 November 2008, ",
            ("ordinance", "Fairhope's Council Procedures Ordinance, No. 1371"),
        ),
        # The form with the word `Ordinance` (Decatur IL) still reads.
        (
            "Section XXIV. of the Zoning Ordinance of the City of Decatur (Ord. No. 3512 as "
            "amended)",
            ("ordinance", "Zoning Ordinance, Ord. No. 3512, Section XXIV."),
        ),
    ],
)
def test_a_named_ordinance_with_its_bare_number_is_other_law(
    phrase: str, expected: tuple[str, str]
) -> None:
    found = outside_target(phrase, " is hereby amended in respect to the certain section below")
    assert found is not None
    assert (found.target.kind.value, found.target.id) == expected


def test_an_amending_participle_before_section_names_the_amended_law() -> None:
    text = (
        "BE IT ORDAINED BY THE CITY COUNCIL, as follows:\nThe ordinance (No. 1371) is hereby "
        "amended:\nAMENDING SECTION VI:\nThat the order of business shall be as follows:\n"
    )
    assert find_headings(text) == []
    assert [h.number for h in find_headings("SECTION 1. Text.\nSECTION 2. More.\n")] == [1, 2]


def test_an_uncodified_ordinances_adoption_is_not_this_ones() -> None:
    ordinance = parsed("fairhope-al-1395").ordinance
    assert (ordinance.number, ordinance.adopted) == ("1395", None)
    (item,) = ordinance.instructions
    assert item.outside is not None
    # `… amended in respect to the certain section below …:` / `AMENDING SECTION VI:`
    assert [(t.kind, t.id) for t in item.targets] == [
        (TargetKind.ORDINANCE, "Fairhope's Council Procedures Ordinance, No. 1371, Section VI")
    ]


@pytest.mark.parametrize(
    ("caption", "title"),
    [
        # Jackson Township NJ 04-20: the OCR'd page breaks the title after `COUNTY OF`.
        (
            "ORDINANCE NO.\n\n04-20\n\nAN ORDINANCE OF THE TOWNSHIP OF JACKSON, COUNTY OF\n\n\n"
            "OCEAN, STATE OF NEW JERSEY ESTABLISHING NEW CHAPTER\n364 ENTITLED “ SOIL/FILL "
            "IMPORTATION PERMIT”\n\nWHEREAS, the Municipal Code does not provide",
            "AN ORDINANCE OF THE TOWNSHIP OF JACKSON, COUNTY OF OCEAN, STATE OF NEW JERSEY "
            "ESTABLISHING NEW CHAPTER 364 ENTITLED “ SOIL/FILL IMPORTATION PERMIT”",
        ),
        # A title's paragraph ending on a noun still ends there.
        (
            "ORDINANCE NO. 5\n\nAN ORDINANCE AMENDING CHAPTER 2\n\nSOMETHING ELSE\n",
            "AN ORDINANCE AMENDING CHAPTER 2",
        ),
        # Milford DE ch. 428: the cited act's title after `ENTITLED,` (its opening quote lost).
        (
            "CHAPTER 428\n\nAN ACT TO AMEND CHAPTER 156, VOLUME 61 LAWS OF DELAWARE AS AMENDED, "
            'ENTITLED, AN ACT TO REINCORPORATE THE CITY OF MILFORD" RELATING TO VARIOUS '
            "MISCELLANEOUS MATTERS.\n\nBE IT ENACTED",
            "AN ACT TO AMEND CHAPTER 156, VOLUME 61 LAWS OF DELAWARE AS AMENDED, ENTITLED, AN ACT "
            'TO REINCORPORATE THE CITY OF MILFORD" RELATING TO VARIOUS MISCELLANEOUS MATTERS',
        ),
    ],
)
def test_a_captions_title_runs_past_a_word_no_sentence_ends_on(caption: str, title: str) -> None:
    assert parse_caption(caption).title == title


IRONDALE_TITLE = (
    "An Ordinance to. Amend Chapter. 2, Article IVofthe Municipal Code ofthe CityofIrondale"
)


@pytest.mark.parametrize(
    ("caption", "title"),
    [
        # Irondale AL 2024-07 (one OCR line): the speck after `to` ends no sentence.
        (
            IRONDALE_TITLE,
            IRONDALE_TITLE,
        ),
        # A stop after a noun still ends the title.
        (
            "An Ordinance amending Chapter 2. The City Council finds that",
            "An Ordinance amending Chapter 2.",
        ),
    ],
)
def test_a_stop_after_a_function_word_ends_no_title(caption: str, title: str) -> None:
    assert own_title(caption, caption) == title


JEFFERSON_HEAD = (
    "Loading...\nHomeMy Public PortalAboutORD10962 .® BILL NO. 87-119 SPONSORED BY COUNCILMAN "
    "BARNICLE ORDINANCE NO. {printed} AN ORDINANCE OF THE CITY OF JEFFERSON, MISSOURI, AMENDING "
    "THE CODE"
)


@pytest.mark.parametrize(
    ("printed", "expected"),
    [
        # Jefferson City MO: the handwritten `10962` read `/O 6,2`: its digits, in order.
        ("/O 6,2", "10962"),
        # A garbled number whose digits the name does not hold: not the name's.
        ("/7 4,4", "87-119"),
    ],
)
def test_a_records_systems_name_gives_the_number_the_ocr_garbled(
    printed: str, expected: str
) -> None:
    text = JEFFERSON_HEAD.format(printed=printed)
    assert form_number("87-119", text, text) == expected


@pytest.mark.parametrize(
    ("head", "expected"),
    [
        # Smyrna GA (Georgia Laws 1956): the act's number, not the bill's.
        (
            "Page 2003\n\nACTS AND RESOLUTIONS OF THE GENERAL ASSEMBLY OF THE STATE OF GEORGIA "
            "1956 SMYRNA CHARTER AMENDED. No. 1. (House Bill No. 69). An Act to amend an Act",
            "1",
        ),
    ],
)
def test_a_session_law_volumes_act_number_is_the_acts(head: str, expected: str) -> None:
    assert form_number("69", head, head) == expected


@pytest.mark.parametrize(
    ("deleted", "quoted"),
    [
        # Milford DE ch. 428 §1, §2 and §7: the struck words quoted.
        (' "$5,000.00" ', True),
        (' from the first sentence of the second paragraph the word "Tuesday" ', True),
        (' the words, "last regular" ', True),
        # Delmar DE ch. 319: a quoted heading only places the paragraph replaced.
        (
            " out and repealing all of the last paragraph on page 705 thereof, being the first "
            'paragraph under the heading "Sewer Rental and Collections", ',
            False,
        ),
    ],
)
def test_other_laws_word_edit_quotes_its_struck_words(deleted: str, quoted: bool) -> None:
    assert (QUOTED_WORDS.search(deleted) is not None) is quoted


def test_a_charters_word_edits_keep_their_words_and_stay_unapplied() -> None:
    items = parsed("milford-de-ch428").ordinance.instructions
    assert [i.verb.value for i in items] == ["word_edit"] * 7
    assert all(i.outside is not None for i in items)
    assert [(e.deleted, e.inserted) for e in items[0].edits] == [("$5,000.00", "$10,000.00")]
    assert [(e.deleted, e.inserted) for e in items[3].edits] == [("again", "")]
