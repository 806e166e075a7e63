"""Part L at first sight (issue 20): the kinds of instruction its sealed documents lost, each
row the real wording.

- Lubbock TX 9320: `the following enumerated sections of the Code … are hereby repealed:` then
  numbered items each listing sections: one repeal an item, its targets exactly the numbers it
  prints (a list with gaps is never a range), a number broken at a line's end one number; items
  that do not all open with their list leave the repeal flagged with no target.
- South Bend IN 25-04: `amended by the inclusion of new paragraph (o) which shall read in its
  entirety` adds the part (the entirety is the part's); `new sub-paragraphs (8) and (9)` adds
  each, its text split at the labels, one the page does not hold flagged.
- Kalispell MT 753: OCR lost `SECTION 1.` and read `to read as follows:` as `to read follows,;`
  with the new text run on: the sentence before `SECTION 2.` is section 1, its text what follows.
- Jonesboro AR 06-103 §2: `shall be amended changing "X" to "Y."` (no `by`) is a word edit.
- Krotz Springs LA 1-2018: `amended by the addition of Section 4.6 (A), to immediately follow
  Section 4.6-Animals …, as follows:` adds `4.6(A)`, never `4.6`; its new text cut off after the
  number (`4.6`) holds no word: flagged, nothing added.
- Lakewood OH: the emergency clause's `and existing Section 541.07 shall be and the same is hereby
  repealed, at such time.` is the repeal of superseded text (recorded, never applied as a repeal),
  flagged as the page holds no re-enactment; an emergency clause repealing nothing gives nothing.
- Baltimore MD: `And be it further ordained, That this Ordinance takes effect when it is enacted`
  is about the ordinance itself (no section added by `enacted`).
- Titles: South Bend's recitals heading `STATEMENT OF PURPOSE AND INTENT` ends the caption; Krotz
  Springs's title goes on past a blank line inside its open parenthesis; Hardwick NJ's
  `ORDINANCE 2013-02 ORDINANCE TO AMEND …` (no `AN`) starts after the number, never with the
  flip-book's name before it; `THE ZONING ORDINANCE TO ALLOW` inside a title starts none;
  Decherd TN's record field `Title:An Ordinance Amending …` gives way to the caption that prints
  the same words in capitals (a field that says other words stays); Baltimore MD's `An Ordinance
  concerning` / `title` / short title / `For the purpose of …`: the short title.
- Jonesboro AR 06-103 §1: `That Ordinance No. 3502 and Section 2.20.02 (A) … shall be amended as
  follows:` amends the code's part and, outside the code, the ordinance (recorded, never applied);
  Legistar's `File #: ORD-06:103` is the number whole, its colon between digits kept.
- Kalispell MT 753: `APPROVED BY THE MAYOR, this 6th. day of May , 1968` dates the adoption (the
  ordinal's period read through), and `effective upon its passage and approval` takes effect that
  day, the one line dating both; a rule that waits for publication gets no date from it.
- Baltimore MD: the function paragraph `By repealing and reordaining` / `Section 5-507(a)(1)` names
  what `Section 1. … That the Laws of Baltimore City read as follows:` restates under the code's
  headings; the legend's brackets make it a word edit deleting the bracketed words. Two function
  paragraphs give nothing; a sentence that says no `read as follows:` is read as before.
- Hardwick NJ: `SECTION 3. Repealer. Any ordinances or parts thereof in conflict with the
  provisions of this Ordinance are hereby repealed as to their inconsistencies only.` is a general
  repealer (no instruction); `Repealer. Section 5-3.2 is hereby repealed.` still repeals 5-3.2.
- Oxford MS: `AN ORDINANCE TO AMEND SECTION 2 OF AN ORDINANCE ENTITLED "…"`: the second opener,
  after `OF`, names the ordinance amended; the title starts at the first.
"""

from __future__ import annotations

from datetime import date

import pytest

from parsers.ordinance import parse_ordinance_text
from parsers.ordinance.enumerated import enumerated_items
from parsers.ordinance.form_numbers import SERIES_FIELD
from parsers.ordinance.heading_ends import INSTRUCTION_END
from parsers.ordinance.metadata import parse_caption

CAPTION = (
    "ORDINANCE NO. 2020-07\n\nAN ORDINANCE TO AMEND THE CODE OF THE CITY OF LAKEVIEW\n\n"
    "BE IT ORDAINED BY THE CITY COUNCIL OF THE CITY OF LAKEVIEW:\n\n"
)
LUBBOCK = (
    "SECTION 1. THAT the following enumerated sections of the Code of\nOrdinances of the City of"
    " Lubbock, Texas, BE and are hereby repealed:\n1) Sections 8-5, 8-6, 8-7 and\n8-14 pertaining"
    " to the conduct of elections in the City of\nLubbock. Such sections have been superseded by"
    " provisions\nof the new Texas Election Code.\n2) Sections 12-151, 12-155, 12-157, 12-\n158"
    " and 12-167 pertaining to air pollution. Such\nprovisions have been superseded by provisions"
    " of Texas Clean\nAir Act.\n"
)


def _read(text: str) -> list[tuple[str, tuple[str, ...], bool]]:
    instructions = parse_ordinance_text(text, "lakeview/doc.txt").ordinance.instructions
    return [(i.verb.value, tuple(t.id for t in i.targets), bool(i.flags)) for i in instructions]


@pytest.mark.parametrize(
    ("body", "expected"),
    [
        (
            "\n1) Sections 8-5, 8-6, 8-7, 8-8 and\n8-14 pertaining to the conduct of elections.\n"
            "2) Sections 12-219, 12-220, 12-221, 12-231, 12-\n235 pertaining to rodent-\nproof.\n",
            (
                "Sections 8-5, 8-6, 8-7, 8-8 and 8-14",
                "Sections 12-219, 12-220, 12-221, 12-231, 12-235",
            ),
        ),
        # An item that opens with no list of sections: no item is read.
        ("\n1) Sections 8-5 and 8-6 pertaining to elections.\n2) All fees for permits.\n", ()),
        # Words before the first item: not a list of items.
        ("\nas amended.\n1) Sections 8-5 and 8-6 pertaining to elections.\n", ()),
    ],
)
def test_enumerated_items(body: str, expected: tuple[str, ...]) -> None:
    assert enumerated_items(body) == expected


def test_enumerated_repeals_are_one_an_item() -> None:
    assert _read(CAPTION + LUBBOCK) == [
        ("repeal", ("8-5", "8-6", "8-7", "8-14"), False),
        ("repeal", ("12-151", "12-155", "12-157", "12-158", "12-167"), False),
    ]


def test_enumerated_items_not_all_lists_remove_nothing() -> None:
    text = LUBBOCK.replace("2) Sections 12-151", "2) The provisions on 12-151")
    readings = _read(CAPTION + text)
    assert readings == [("repeal", (), True)]


SOUTH_BEND_O = (
    "Section I. Chapter 2, Article 1, Section 2-8 of the South Bend Municipal Code which\n"
    'addresses "Decorum and Debate Regulations" is amended by the by the inclusion of new\n'
    "paragraph (o) which shall read in its entirety as follows:\n"
    "(o) Persons in the Council Chambers shall turn their cell phones and payers to their\n"
    "silent mode when the Common Council is in session.\n"
)
SOUTH_BEND_V = (
    "Section II. Chapter 2, Article 1, Section 2-9 (v) of the South Bend Municipal Code which\n"
    'addresses "Parliamentary Procedure for the Common Council" is amended by the by the\n'
    "inclusion of new sub-paragraphs (8) and (9) which shall read in their entirety as follows:\n"
    "(8)Any substitute proposed resolution or substitute proposed ordinance filed with\n"
    "the City Clerk for Council consider which is filed to replace an original filing.\n"
)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # `in its entirety` after the new part is said of the part: the part is added.
        (SOUTH_BEND_O, [("add_part", ("2-8(o)",), False)]),
        # Two parts; the page holds the text of (8) only: (9) added, flagged.
        (SOUTH_BEND_V, [("add_part", ("2-9(v)(8)",), False), ("add_part", ("2-9(v)(9)",), True)]),
        (
            SOUTH_BEND_V + "(9) A second new part.\n",
            [("add_part", ("2-9(v)(8)",), False), ("add_part", ("2-9(v)(9)",), False)],
        ),
    ],
)
def test_new_parts_added(text: str, expected: list[tuple[str, tuple[str, ...], bool]]) -> None:
    assert _read(CAPTION + text) == expected


def test_new_part_texts_split_at_labels() -> None:
    instructions = parse_ordinance_text(
        CAPTION + SOUTH_BEND_V + "(9) A second new part.\n", "x.txt"
    ).ordinance.instructions
    assert "A second new part" not in instructions[0].text
    assert instructions[1].text.strip() == "(9) A second new part."


KALISPELL = (
    "ORDINANCE NO. 753 AN ORDINANCE AMENDING SECTION 17-48.1 OF THE KALISPELL CITY CODE. BE IT"
    " ORDAINED BY THE CITY COUNCIL OF THE CITY OF KALISPELL, MONTANA, AS FOLLOWS: S,iCTIOI7 1."
    " Section 17-48.1 of the ; -ilispell City Code is hereby amended to read follows,; It shall be"
    " unlawful for any motorcycle or unauthorized vehicle to be operated on the City Airport."
    " SECTION 2. All Ordinances or parts thereof in conflict herewith are hereby repealed."
    " SECTION 3. An emergency is declared to exist and this Ordinance shall be effective upon its"
    " passage and approval."
)


@pytest.mark.parametrize(
    ("sentence", "ends"),
    [
        ("Section 17-48.1 of the ; -ilispell City Code is hereby amended to read follows,;", True),
        ("is hereby amended to read as follows:", True),
        ("the council shall read follows from the minutes", False),
    ],
)
def test_instruction_end_after_ocr(sentence: str, ends: bool) -> None:
    assert (INSTRUCTION_END.search(sentence) is not None) is ends


def test_lost_first_heading_before_section_two() -> None:
    parsed = parse_ordinance_text(KALISPELL, "kalispell/753.txt").ordinance
    read = [(i.verb.value, tuple(t.id for t in i.targets), i.flags) for i in parsed.instructions]
    assert read == [("replace_section", ("17-48.1",), ())]
    assert parsed.instructions[0].text.startswith("It shall be unlawful")


@pytest.mark.parametrize(
    ("sentence", "edit"),
    [
        (
            "SECTION 2: That Section 2.24.02 entitled \u201cElection\u201d of the Jonesboro Code of"
            " Ordinances shall be amended changing \u201cNovember, 1986\u201d to \u201cNovember,"
            " 1996.\u201d\n",
            ("word_edit", ("2.24.02",), "November, 1986", "November, 1996"),
        ),
        (
            'SECTION 2. That Section 2.24.02 is amended by changing "thirty" to "sixty".\n',
            ("word_edit", ("2.24.02",), "thirty", "sixty"),
        ),
    ],
)
def test_change_stated_without_by(
    sentence: str, edit: tuple[str, tuple[str, ...], str, str]
) -> None:
    found = parse_ordinance_text(CAPTION + sentence, "x.txt").ordinance.instructions
    assert len(found) == 1
    one = found[0]
    change = one.edits[0]
    assert (one.verb.value, tuple(t.id for t in one.targets)) == edit[:2]
    assert (change.deleted, change.inserted.rstrip(".")) == edit[2:]


KROTZ = (
    "BE IT ORDAINED, by the Town of Krotz Springs, Louisiana, that Ordinance No. 2, November 9th,"
    " 1982 (Code of Ordinances-Chapter 4, ANIMALS, Section 4.6-Animals Prohibited; exception;"
    " enclosures; running at large), is amended by the addition of Section 4.6 (A), to"
    " immediately follow Section 4.6-Animals Prohibited; exception; enclosures; running at large,"
    " as follows:\n\n"
)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (KROTZ + "4.6 \n", [("add_section", ("4.6(A)",), True)]),
        (
            KROTZ + "4.6 (A) No person shall keep more than four dogs.\n",
            [("add_section", ("4.6(A)",), False)],
        ),
    ],
)
def test_section_added_by_the_addition_of(
    text: str, expected: list[tuple[str, tuple[str, ...], bool]]
) -> None:
    assert _read(CAPTION + text) == expected


LAKEWOOD = (
    "Section 2. It is found and determined that all formal actions of this Council were adopted"
    " in an open meeting of this Council, in compliance with all legal requirements including"
    " Section 121.22 of the Ohio Revised Code.\n\nSection 3. That this ordinance is hereby"
    " declared to be an emergency measure for the reasons stated in the preamble hereof and"
    " provided it receives the affirmative vote of two-thirds of all members elected to CounCil it"
    " shall take effect and be in force immediately upon its adoption and approval by the Mayor;"
    " otherwise it shall take effect at the earliest period allowed by law{repeal}.\n"
)


@pytest.mark.parametrize(
    ("repeal", "expected"),
    [
        (
            " and existing Section 541.07 shall be and the same is hereby repealed,at such time",
            [("repeal_superseded", ("541.07",), True)],
        ),
        ("", []),
    ],
)
def test_superseded_repeal_in_emergency_clause(
    repeal: str, expected: list[tuple[str, tuple[str, ...], bool]]
) -> None:
    assert _read(CAPTION + LAKEWOOD.format(repeal=repeal)) == expected


@pytest.mark.parametrize(
    "sentence",
    [
        "Section 3. And be it further ordained, That this Ordinance takes effect when it is"
        " enacted, retroactive...\n",
        "Section 3. This ordinance is enacted pursuant to the Charter.\n",
    ],
)
def test_sentence_about_the_ordinance_itself(sentence: str) -> None:
    assert _read(CAPTION + sentence) == []


@pytest.mark.parametrize(
    ("preamble", "title"),
    [
        (
            "Substitute Bill No. 25-04\nAN ORDINANCE OF THE COMMON COUNCIL OF THE CITY OF SOUTH"
            " BEND,\nINDIANA, AMENDING VARIOUS SECTIONS WITH CHAPTER 2 ,ARTICLE 1 OF\nTHE SOUTHBEND"
            " MUNICIPAL CODE ADDRESSING\nREGULATIONS GOVERNING THE COMMON COUNCIL\nSTATEMENT OF"
            " PURPOSE AND INTENT\nThe mission statement of the South Bend Common Council provides",
            "AN ORDINANCE OF THE COMMON COUNCIL OF THE CITY OF SOUTH BEND, INDIANA, AMENDING"
            " VARIOUS SECTIONS WITH CHAPTER 2 ,ARTICLE 1 OF THE SOUTHBEND MUNICIPAL CODE ADDRESSING"
            " REGULATIONS GOVERNING THE COMMON COUNCIL",
        ),
        (
            "ORDINANCE NO. 1 OF 2018\n\nAN ORDINANCE TO AMEND ORDINANCE NO 2 OF 1982, ADOPTED"
            " NOVEMBER 9TH, 1982 (SEE CODE OF ORDINANCES-CHAPTER 4,\n\nANIMALS, SECTION"
            " 4.6-ANIMALS, PROHIBITED; EXCEPTION; ENCLOSURES; RUNNING AT LAREGE).\n\nBE IT"
            " ORDAINED, by the Town of Krotz Springs",
            "AN ORDINANCE TO AMEND ORDINANCE NO 2 OF 1982, ADOPTED NOVEMBER 9TH, 1982 (SEE CODE OF"
            " ORDINANCES-CHAPTER 4, ANIMALS, SECTION 4.6-ANIMALS, PROHIBITED; EXCEPTION;"
            " ENCLOSURES; RUNNING AT LAREGE)",
        ),
        (
            "Ordin - 2013 - Hardwick\n\nORDINANCE 2013-02 ORDINANCE TO AMEND CHAPTER V BEING THE"
            " ANIMAL CONTROL CHAPTER OF THE HARDWICK TOWNSHIP CODE\n\nBE IT ORDAINED by the"
            " Township Committee",
            "ORDINANCE TO AMEND CHAPTER V BEING THE ANIMAL CONTROL CHAPTER OF THE HARDWICK"
            " TOWNSHIP CODE",
        ),
        (
            "ORDINANCE NO. 12\n\nAN ORDINANCE AMENDING THE ZONING ORDINANCE TO ALLOW HOME"
            " OCCUPATIONS\n\nBE IT ORDAINED",
            "AN ORDINANCE AMENDING THE ZONING ORDINANCE TO ALLOW HOME OCCUPATIONS",
        ),
        (
            "MINUTE BOOK No. 17, CITY OF <strong>OXFORD</strong>AN ORDINANCE TO AMEND SECTION 2"
            " <strong>OF</strong>"
            ' AN ORDINANCE ENTITLED: "AN ORDINANCE TO REGULATE BUILDINGS", SO AS TO DEFINE THE'
            ' TERM "PUBLIC GARAGE".WHEREAS, notice was duly given',
            'AN ORDINANCE TO AMEND SECTION 2 <strong>OF</strong> AN ORDINANCE ENTITLED: "AN'
            ' ORDINANCE TO REGULATE BUILDINGS", SO AS TO DEFINE THE TERM "PUBLIC GARAGE"',
        ),
    ],
)
def test_caption_title_ends(preamble: str, title: str) -> None:
    assert " ".join(parse_caption(preamble).title.split()) == title


DECHERD = (
    "Knowledgebase-An Ordinance Amending the Decherd Municipal Code Title 8\n\nInformation"
    " Product\n\nTitle:{field}\nSummary:An ordinance to amend the distance from businesses\n"
    "Type:Ordinance\n\nORDINANCE NO. 303\n\nAN ORDINANCE AMENDING THE DECHERD MUNICIPAL CODE"
    " TITLE 8, CHAPTER 2, BEER, SECTIONS AS INDICATED\n\nBE IT ORDAINED by the City Council of"
    " the City of Decherd, Tennessee:\n\nSection 1. Section 8-209 of the Decherd Municipal Code"
    " is hereby amended to read in its entirety as follows:\n\n8-209 Interference. No permit.\n"
)


@pytest.mark.parametrize(
    ("field", "title"),
    [
        (
            "An Ordinance Amending the Decherd Municipal Code Title 8, Chapter 2, Beer, Sections"
            " as Indicated",
            "AN ORDINANCE AMENDING THE DECHERD MUNICIPAL CODE TITLE 8, CHAPTER 2, BEER, SECTIONS AS"
            " INDICATED",
        ),
        ("Beer Distance Ordinance", "Beer Distance Ordinance"),
    ],
)
def test_record_title_as_the_caption_prints_it(field: str, title: str) -> None:
    parsed = parse_ordinance_text(DECHERD.format(field=field), "decherd/303.txt").ordinance
    assert " ".join((parsed.title or "").split()).rstrip(".") == title


BALTIMORE = (
    "Explanation: Capitals indicate matter added to existing law.\n[Brackets] indicate matter"
    " deleted from existing law.\nIntroductory*\nCity of Baltimore\nCouncil Bill\nIntroduced"
    " by: President Young\nA Bill Entitled\nAn Ordinance concerning\ntitle\nZoning - Legislative"
    " Authorizations - Corrective\nFor the purpose of deleting a Council-hearing deadline;"
    " providing for a special effective date.\nbody\nBy repealing and reordaining\nArticle 32 -"
    " Zoning\nSection 5-507(a)(1)\nBaltimore City Code\n(Edition 2000)\nSection 1. Be it"
    " ordained by the Mayor and City Council of Baltimore, That the Laws of Baltimore City read as"
    " follows:\n"
)


def test_maryland_short_title() -> None:
    parsed = parse_ordinance_text(BALTIMORE, "baltimore/bill.txt").ordinance
    assert parsed.title == "Zoning - Legislative Authorizations - Corrective"


JONESBORO = (
    "SECTION 1: That {subject} entitled \u201cSeating\u201d of the Jonesboro Code of Ordinances"
    " shall be amended as follows: \u201cAldermen shall be seated according to their ward.\u201d\n"
)


@pytest.mark.parametrize(
    ("subject", "expected"),
    [
        (
            "Ordinance No. 3502 and Section 2.20.02 (A)",
            [("replace_part", ("2.20.02(A)",)), ("replace_part", ("Ordinance No. 3502",))],
        ),
        ("Section 2.20.02 (A)", [("replace_part", ("2.20.02(A)",))]),
    ],
)
def test_ordinance_joined_to_a_code_part(
    subject: str, expected: list[tuple[str, tuple[str, ...]]]
) -> None:
    found = parse_ordinance_text(CAPTION + JONESBORO.format(subject=subject), "j.txt")
    instructions = found.ordinance.instructions
    assert [(i.verb.value, tuple(t.id for t in i.targets)) for i in instructions] == expected
    assert [i.outside is not None for i in instructions] == [False, True][: len(expected)]


@pytest.mark.parametrize(
    ("line", "number"),
    [
        ("File #: ORD-06:103    Version: 1 Name: Amend Code", "ORD-06:103"),
        ("File #: O-19-49    Version: 1", "O-19-49"),
        ("File #: ORD-06: Version", "ORD-06"),
    ],
)
def test_series_field_number(line: str, number: str) -> None:
    found = SERIES_FIELD.search(line)
    assert found is not None and found.group("number") == number


KALISPELL_DATES = (
    "ORDINANCE NO. 753 AN ORDINANCE AMENDING SECTION 17-48.1. BE IT ORDAINED BY THE CITY"
    " COUNCIL: SECTION 1. Section 17-48.1 is hereby amended to read as follows: It shall be"
    " unlawful. SECTION 2. An emergency is declared to exist and this Ordinance shall be effective"
    " upon its {event}. PASSED BY THE CITY COUNCIL OF THE CITY OF KALISPELL, MONTANA AND APPROVED"
    " BY THE MAYOR, this 6th. day of May , 1968."
)


@pytest.mark.parametrize(
    ("event", "effective"),
    [("passage and approval", date(1968, 5, 6)), ("publication", None)],
)
def test_passed_and_approved_on_one_day(event: str, effective: date | None) -> None:
    parsed = parse_ordinance_text(KALISPELL_DATES.format(event=event), "k.txt").ordinance
    assert (parsed.adopted, parsed.effective) == (date(1968, 5, 6), effective)


BALTIMORE_TEXT = (
    "Baltimore City Code\nArticle 32. Zoning\nTitle 5. Applications and Authorizations\n"
    "Subtitle 5. Legislative Authorizations\n\u00a7 5-507. Action by City Council.\n(a)"
    " Committee hearing.\n(1) The bill must be considered at a public hearing of a committee of"
    " the City Council[, to be held within 90 days of the introduction]. Notice of the public"
    " hearing must be given.\nSection 2. And be it further ordained, That the catchlines"
    " contained in this Ordinance are not law.\n"
)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (BALTIMORE + BALTIMORE_TEXT, [("word_edit", ("5-507(a)(1)",), False)]),
        (
            BALTIMORE.replace("(Edition 2000)\n", "(Edition 2000)\nBy adding\nSection 5-508\n")
            + BALTIMORE_TEXT,
            [],
        ),
        # An amending sentence of its own: read as before (no target, flagged, nothing applied).
        (
            BALTIMORE.replace("read as follows:", "are amended.") + BALTIMORE_TEXT,
            [("replace_section", (), True)],
        ),
    ],
)
def test_function_paragraph_names_the_restated_part(
    text: str, expected: list[tuple[str, tuple[str, ...], bool]]
) -> None:
    assert _read(text) == expected


HARDWICK = "SECTION 1. Section 5-3.1 is hereby amended to read as follows: 5-3.1 Purpose. Text.\n\n"


@pytest.mark.parametrize(
    ("repealer", "expected"),
    [
        (
            "SECTION 3. Repealer. Any ordinances or parts thereof in conflict with the provisions"
            " of this Ordinance are hereby repealed as to their inconsistencies only.",
            [("replace_section", ("5-3.1",), False)],
        ),
        (
            "SECTION 3. Repealer. Section 5-3.2 is hereby repealed.",
            [("replace_section", ("5-3.1",), False), ("repeal", ("5-3.2",), False)],
        ),
    ],
)
def test_repealer_caption(repealer: str, expected: list[tuple[str, tuple[str, ...], bool]]) -> None:
    assert _read(CAPTION + HARDWICK + repealer + "\n") == expected
