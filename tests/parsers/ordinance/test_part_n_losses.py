"""Part N (issue 20, batches g20-r and g20-s): the losses its open documents showed on arrival,
each row the real wording.

- Waukee IA: `deleting said section and insert- ing in lieu thereof the following` (a line's
  break become a blank in a one-line OCR) replaces the section, as `inserting` does.
- La Porte TX: `BY ADDING NEW SECTIONS 50-1 THROUGH 50-3, INCLUSIVE` adds every member of the
  range, never its two ends alone.
- Boynton Beach FL: `Section 1 That Section 2-16 …` (the period lost) heads a section of a
  one-line OCR; `amended by adding the words and figures in underlined type, as follows: (d) …
  (E) …` adds the parts the title names new (`BY CREATING A NEW SUBSECTION (D) AND (E)`).
"""

from __future__ import annotations

from datetime import date

import pytest
from wide_documents import flagged_readings, parsed

from parsers.ordinance import parse_ordinance_text
from parsers.ordinance.form_numbers import form_number
from parsers.ordinance.outside_items import repealed_labels
from parsers.ordinance.sentences import sentence_words
from parsers.ordinance_records import Target, TargetKind


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        # Waukee IA 2106, one run-on line.
        (
            "is hereby amended by deleting said section and insert- ing in lieu thereof",
            "is hereby amended by deleting said section and inserting in lieu thereof",
        ),
        # A suspended compound keeps its hyphen and blank.
        ("single- and two-family dwellings", "single- and two-family dwellings"),
        # Quoted words are a word edit's, as printed (Saint Paul MN 12047).
        (
            'by adding "below the requirements of applicable codes and ordi- nances" after',
            'by adding "below the requirements of applicable codes and ordi- nances" after',
        ),
    ],
)
def test_a_word_broken_on_a_flat_line_is_joined(raw: str, expected: str) -> None:
    assert sentence_words(raw) == expected


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        ("waukee-ia-2106", [("replace_section", ("203.2",), False)]),
        (
            "la-porte-tx-98-2280",
            [
                ("add_section", ("50-1",), False),
                ("add_section", ("50-2",), False),
                ("add_section", ("50-3",), True),  # its text is cut off in the stored excerpt
            ],
        ),
        (
            "boynton-beach-fl-o98-48",
            [("add_part", ("2-16(d)",), False), ("add_part", ("2-16(e)",), False)],
        ),
    ],
)
def test_the_open_documents_read(
    name: str, expected: list[tuple[str, tuple[str, ...], bool]]
) -> None:
    assert flagged_readings(name) == expected


BOYNTON = (
    "O98-48ORDINANCE NO. 098- AN ORDINANCE OF THE CITY COMMISSION OF THE CITY OF BOYNTON BEACH,"
    " FLORIDA, AMENDING SECTION 2-16. CITY BOARDS AND COMMISSIONS; MINIMUM QUALIFICATIONS FOR"
    " APPOINTMENT, MEMBERSHIP, {title}; PROVIDING FOR CONFLICTS, SEVERABILITY, CODIFICATION AND AN"
    " EFFECTIVE DATE. NOW, THEREFORE, BE IT ORDAINED BY THE CITY COMMISSION OF THE CITY OF"
    " BOYNTON BEACH, FLORIDA, THAT: Section 1 That Section 2-16 of the Code of Ordinances is"
    " hereby amended by adding the words and figures in underlined type, as follows: (d)"
    " Notwithstanding any other provision of City Code or procedural rule, no alternate member"
    " of any city board may serve in the capacity of its Chairperson, Vice Chair, Chair Pro-Tem,"
    " or hold any other office on said board. (E) No alternate member may be moved to a regular"
    " member of the Board unless appointed by the City Commission. Section 2. All ordinances or"
    " parts of ordinances in conflict herewith be and the same are hereby repealed. Section 3."
    " This ordinance shall become effective immediately upon passage." + " " * 400
)


@pytest.mark.parametrize(
    ("title", "expected"),
    [
        (
            "BY CREATING A NEW SUBSECTION (D) AND (E)",
            [("add_part", ("2-16(d)",)), ("add_part", ("2-16(e)",))],
        ),
        # The title names no new part: words added to the section, placed by a person.
        ("BY ADDING PROVISIONS ON ALTERNATE MEMBERS", [("add_text", ("2-16",))]),
        # The title's new part is not the one the new text opens with: no part is guessed.
        ("BY CREATING A NEW SUBSECTION (F)", [("add_text", ("2-16",))]),
    ],
)
def test_words_added_are_parts_only_when_the_title_names_them(
    title: str, expected: list[tuple[str, tuple[str, ...]]]
) -> None:
    parsed = parse_ordinance_text(BOYNTON.format(title=title), "boynton/o98-48.txt")
    got = [(i.verb.value, tuple(t.id for t in i.targets)) for i in parsed.ordinance.instructions]
    assert got == expected


HOMER_BLOCK = (
    "Ordinance 15-35 Amending HCC 1.08.020 to Authorize City Clerk to Introduce Ordinances\n"
    "Ordinance/Resolution ID:\n15-35\nOrdinance/Resolution Status:\n{status}\n"
    "Introduction Date:\n09/28/2015\nEffective Date:\n10/13/2015\n"
    "Public Hearing Date:\n10/12/2015\n"
    "Second Reading Date:\n10/12/2015\nRelated Meetings\nDetails\nCITY OF HOMER\nORDINANCE 15-35\n"
    "AN ORDINANCE OF THE CITY COUNCIL OF HOMER, ALASKA, AMENDING HOMER CITY CODE 1.08.020.\n"
    "THE CITY OF HOMER ORDAINS:\n"
    "Section 1. Homer City Code 1.08.020, Enactment procedures, is amended to read as follows:\n"
    "1.08.020 Enactment procedures.\nThe following procedure governs the enactment.\n"
)


@pytest.mark.parametrize(
    ("status", "adopted"),
    [
        ("Adopted", date(2015, 10, 12)),  # adopted at the last reading the block dates
        ("Pending", None),  # a block that says no adoption dates none
    ],
)
def test_a_records_block_prints_its_dates_under_their_labels(
    status: str, adopted: date | None
) -> None:
    ordinance = parse_ordinance_text(HOMER_BLOCK.format(status=status), "homer/15-35.txt").ordinance
    assert (ordinance.introduced, ordinance.adopted) == (date(2015, 9, 28), adopted)
    assert ordinance.effective == date(2015, 10, 13)


def test_an_effective_date_inside_the_new_text_is_no_field() -> None:
    # Bozeman MT 1251: `(Effective date:` / `January 1, 1988)` closes a restated section.
    ordinance = parse_ordinance_text(
        "ORDINANCE NO. 1251\nAN ORDINANCE AMENDING SECTION 5.02.030.\nBE IT ORDAINED:\n"
        "Section 1. Section 5.02.030 is hereby amended to read as follows:\n"
        "5.02.030 Licenses. Any business must comply, (Effective date:\nJanuary 1, 1988)\n",
        "bozeman/1251.txt",
    ).ordinance
    assert ordinance.effective is None


WAPPINGER = (
    "Loading...\n{name}LOCAL LAW NO. OF THE YEAR 1996 A LOCAL LAW AMENDING LOCAL LAW 115 OF 1976,"
    " LOCAL LAW 1114 OF 1984, LOCAL LAW 112 OF 1992, AND LOCAL LAW 1113 OF 1992 ON ESTABLISHING"
    " SEWER RATES IN THE WAPPINGER SEWER IMPROVEMENT AREA 111. BE IT ENACTED, by the Town Board"
    " of, the Town of Wappinger, Dutchess County, New York, as follows: SECTION 1. Section 2 of"
    " Local law {amended} of 1992 is hereby amended to read as follows: A. RESIDENTIAL 1. Each"
    " residential unit connected to the System: $480.00 annually. SECTION 2. This Local Law shall"
    " take effect upon adoption and filing as provided by Municipal Home Rule Law. I hereby"
    " certify that the local law annexed hereto, designated as local law No. # 2 of 19)96 of the"
    " (Town) of Wappinger ., was duly passed by the Town Board on _February 2619, in accordance"
    " with the applicable provisions of law."
)


@pytest.mark.parametrize(
    ("name", "amended", "number", "target", "flagged"),
    [
        # Wappinger NY LL 2 of 1996: `#3` OCR'd `4113`, a number the title lists for no 1992 law.
        ("LL #02-1996", "4113", "2 of 1996", "Local Law of 1992, Section 2", True),
        # The number the title lists is kept; the clerk's certification gives this law's number.
        ("", "1113", "2 of 1996", "Local Law 1113 of 1992, Section 2", False),
    ],
)
def test_a_local_law_amends_another_local_law(
    name: str, amended: str, number: str, target: str, flagged: bool
) -> None:
    text = WAPPINGER.format(name=name, amended=amended)
    ordinance = parse_ordinance_text(text, "wappinger/ll-2-1996.txt").ordinance
    assert ordinance.number == number  # never the title's `LOCAL LAW 115 OF 1976`
    (first, *_) = ordinance.instructions
    assert [(t.kind.value, t.id) for t in first.targets] == [("ordinance", target)]
    assert bool(first.flags) is flagged


@pytest.mark.parametrize(
    ("name", "number"),
    [
        ("rexburg-id-1243", "1243"),  # never the code's `(PLANNING AND ZONING ORDINANCE NO. 1200)`
        ("evanston-il-15-o-83", "15-O-83"),  # records name `ORDINANCES-1983-015-O-83`
        ("evanston-il-88-o-66", "88-O-66"),  # `…-088-O-6688-0-66`: the scan's printing glued
        ("boynton-beach-fl-o98-48", "O98-48"),  # `O98-48ORDINANCE NO. 098-`: the blank filled
    ],
)
def test_the_own_number_of_a_scan(name: str, number: str) -> None:
    assert parsed(name).ordinance.number == number


@pytest.mark.parametrize(
    ("caption_number", "text", "number"),
    [
        ("098-", "O98-48ORDINANCE NO. 098- AN ORDINANCE OF THE CITY", "O98-48"),
        # A records name whose last part is not its year's: no number is read from it.
        (None, "HomeMy WebLinkAboutORDINANCES-1983-015-O-84\nAN ORDINANCE\n", None),
        # A caption number printed whole: the page's opening name never replaces it.
        ("098-12", "O98-48ORDINANCE NO. 098-12 AN ORDINANCE OF THE CITY", "098-12"),
        # A name that does not start with the printed part: the cut number is no number (an
        # unnumbered ordinance, warned, never one cut short: `number_repairs`).
        ("097-", "O98-48ORDINANCE NO. 097- AN ORDINANCE OF THE CITY", None),
    ],
)
def test_a_records_name_fills_only_what_the_caption_leaves(
    caption_number: str | None, text: str, number: str | None
) -> None:
    assert form_number(caption_number, text, text) == number


@pytest.mark.parametrize(
    ("caption", "number"),
    [
        # Rexburg ID 1243: the code's own ordinance, named inside brackets, is a cited one.
        (
            "CITY OF REXBURG ORDINANCE 1243 AN ORDINANCE AMENDING THE CURRENT DEVELOPMENT CODE"
            " (PLANNING AND ZONING ORDINANCE NO. 1200)",
            "1243",
        ),
        # An ordinance number alone in brackets after the bill's is this one's.
        ("COUNCIL BILL NO. 5 (ORDINANCE NO. 1234)\nAN ORDINANCE AMENDING THE CODE", "1234"),
    ],
)
def test_a_number_in_brackets_is_cited_only_when_they_name_a_law(caption: str, number: str) -> None:
    text = (
        f"{caption}\nBE IT ORDAINED:\nSECTION 1. Section 5.12.030 of the Code is hereby amended"
        " to read as follows:\n5.12.030 Hours. Eight.\n"
    )
    assert parse_ordinance_text(text, "rexburg/1243.txt").ordinance.number == number


def test_a_clerks_introduction_line_in_capitals() -> None:
    # Evanston IL 88-O-66: `INTRODUCED September 12 1966` / `ADOPTED September 19 , 1966`.
    ordinance = parsed("evanston-il-88-o-66").ordinance
    assert (ordinance.introduced, ordinance.adopted) == (date(1966, 9, 12), date(1966, 9, 19))


def test_items_amend_the_parts_of_the_law_their_introduction_names() -> None:
    # Evanston IL 88-O-66: an uncodified zoning ordinance named by its adoption date.
    body = "Evanston Zoning Ordinance, adopted November 21, 1960, Subsection C, paragraph"
    assert flagged_readings("evanston-il-88-o-66") == [
        ("replace_section", (f"{body} 1, subparagraph a",), False),
        ("repeal", (f"{body} 8, subparagraph b",), False),
        ("repeal", (f"{body} 8, subparagraph c",), False),
    ]
    kinds = {
        t.kind.value
        for i in parsed("evanston-il-88-o-66").ordinance.instructions
        for t in i.targets
    }
    assert kinds == {"ordinance"}  # none of them the code's


@pytest.mark.parametrize(
    ("tail", "labels"),
    [
        (" by repealing subparagraphs b and c. • SECTION Th at hat all", ["b", "c"]),
        (" by deleting paragraphs 3, 4 and 5.", ["3", "4", "5"]),
        # Words that are no list of labels: nothing is repealed by label.
        (" by repealing the same and inserting the following:", []),
    ],
)
def test_listed_parts_repealed_by_their_labels(tail: str, labels: list[str]) -> None:
    target = Target(TargetKind.ORDINANCE, "Zoning Ordinance, Subsection C")
    unit = "paragraph" if "paragraphs 3" in tail else "subparagraph"
    found = repealed_labels(target, tail)
    assert [t.id for t in found] == [f"Zoning Ordinance, Subsection C, {unit} {x}" for x in labels]


def test_following_parts_of_the_code_are_no_other_law() -> None:
    # The same introduction naming the code's own section: its items stay the code's.
    text = (
        "ORDINANCE NO. 12\nAN ORDINANCE AMENDING THE CODE.\nBE IT ORDAINED:\nSECTION 1: That the"
        " following paragraphs of Section 4-2-3 of the City Code be further amended so that the"
        " same shall hereafter be and read as follows:\n1. That Section 4-2-3(A) be amended so as"
        " to read as follows:\n(A) No person shall park.\nSECTION 2: This ordinance takes effect.\n"
    )
    found = parse_ordinance_text(text, "x/12.txt").ordinance.instructions
    assert all(t.kind.value not in {"ordinance", "statute"} for i in found for t in i.targets)


def test_the_amended_laws_own_section_heading_opens_the_new_text() -> None:
    # Wappinger NY: `SECTION 1. Section 2 of Local law 4113 of 1992 is hereby amended to read as
    # follows: SECTION 2. The following Sewer Rates …` - that `SECTION 2.` is the local law's.
    (only,) = parsed("wappinger-ny-ll-2-1996").ordinance.instructions
    assert only.text.startswith("SECTION 2. The following Sewer Rates are hereby amended")
    assert [s.number for s in parsed("wappinger-ny-ll-2-1996").ordinance.sections][:2] == [1, 3]


@pytest.mark.parametrize(
    ("sentence", "count"),
    [
        # The sentence names another section than the heading after it: the heading is ours.
        ("Section 5 of Local law 3 of 1992 is hereby amended to read as follows:", 2),
        # New text stands between them: the heading after it is ours.
        ("Section 2 of Local law 3 of 1992 is hereby amended to read as follows: A. Rates.", 2),
    ],
)
def test_an_own_section_heading_stays_one(sentence: str, count: int) -> None:
    text = (
        "LOCAL LAW NO. 2 OF THE YEAR 1996\nA LOCAL LAW AMENDING LOCAL LAW 3 OF 1992\nBE IT"
        f" ENACTED by the Town Board as follows:\nSECTION 1. {sentence}\nSECTION 2. This Local Law"
        " shall take effect upon adoption and filing.\n"
    )
    sections = parse_ordinance_text(text, "x/ll.txt").ordinance.sections
    assert len([s for s in sections if s.number is not None]) == count
