"""Part P of the wide development set (issue 20): forms its places' drafting and records pages
hit, read from the real documents of `devset_wide/open/` and their wordings (`sealed/` is never
read here).

- Texas' code appendix named whole (`The City Code …, Appendix B, regarding subdivisions is hereby
  amended by repealing Appendix B in its entirety and replacing …`): the appendix is the target
  (a chapter-level division), flagged; items under a sentence introducing it (`… known as Appendix
  "D" of the City Code is hereby amended in the following particulars, and all other sections …
  ratified …:`) name the appendix's sections and parts (`Appendix D, 25.C.25`);
- an unnumbered new chapter (`by adding the following Chapter thereto: CHAPTER _, …`): a flagged
  `add_chapter` with no target invented;
- `Section 1309.22 of the Village's Codified Ordinances as enacted in 1992 as Ord. 92-18`: the
  enacting ordinance is history, the code's section the target;
- an unnumbered sentence adding sections (`… hereby amended by adding the following heading and
  sections, to wit:`) owns the `SECTION l` after it as new text;
- OCR's `N0.`, a notice's `ADOPTION OF ORDINANCE 154-1` heading and meeting sentence, a final
  reading named after the body, and a number's `New Series` line.
"""

from __future__ import annotations

from datetime import date

import pytest
from wide_documents import flagged_readings, parsed

from parsers.ordinance.after_verb import UNNUMBERED_CHAPTER
from parsers.ordinance.form_dates import NOTICED_PASSAGE
from parsers.ordinance.form_titles import NUMBER_SERIES, NUMBERED_CAPTION
from parsers.ordinance.items import INTRODUCES
from parsers.ordinance.metadata import ORDINANCE_NUMBER
from parsers.ordinance.outline_paths import whole_appendix
from parsers.ordinance.outside import outside_target
from parsers.ordinance.own_number import ADOPTION_HEADING
from parsers.ordinance.passage import PASSED
from parsers.ordinance.sections import ADDS_SECTIONS
from parsers.ordinance.verbs import ADDS_TEXT


@pytest.mark.parametrize(
    ("phrase", "expected"),
    [
        # Grapevine TX 83-40, Section 1.
        (
            "The City Code of the City of Grapevine, TeYas, Appendix B, regarding subdivisions",
            "Appendix B",
        ),
        # Grapevine TX 2017-012, Section 1's introducing sentence.
        (
            "That Ordinance No. 82-73, the Comprehensive Zoning Ordinance of the City of "
            'Grapevine, Texas, same being also known as Appendix "D" of the City Code',
            "Appendix D",
        ),
        # No code named: an exhibit's or the document's own appendix.
        ("The fee schedule attached as Appendix B to this ordinance", None),
        # A section of the appendix named: its outline path, never the whole appendix.
        ("the Code of Ordinances, Appendix A, Section VI, A, [I.] O-L, 3, e,", None),
    ],
)
def test_a_code_appendix_named_whole(phrase: str, expected: str | None) -> None:
    found = whole_appendix(phrase)
    assert (found.targets[0].id if found is not None else None) == expected


@pytest.mark.parametrize(
    ("tail", "introduces"),
    [
        # Grapevine TX 2017-012: what stays in force said before the colon.
        (
            "is hereby amended in the following particulars, and all other sections, subsections, "
            'paragraphs, definitions, words and phrases of said Appendix "D" and not amended but '
            "hereby ratified, verified, and affirmed:",
            True,
        ),
        ("is hereby amended in the following particulars:", True),
        ("is hereby amended to read as follows:", False),
    ],
)
def test_texas_introducing_sentence(tail: str, introduces: bool) -> None:
    assert (INTRODUCES.match(tail.removeprefix("is hereby amended ")) is not None) == introduces


def test_grapevine_items_name_the_appendix_parts() -> None:
    assert flagged_readings("grapevine-tx-2017-012") == [
        ("add_part", ("Appendix D, 25.C.25",), False),
        ("add_part", ("Appendix D, 25.O",), False),
    ]


def test_grapevine_appendix_replaced_flagged() -> None:
    assert flagged_readings("grapevine-tx-83-40")[0] == ("replace_chapter", ("Appendix B",), True)


@pytest.mark.parametrize(
    ("tail", "blank", "adds_text"),
    [
        # Schertz TX 279, SECTION 1.
        ("by adding the following Chapter thereto: CHAPTER _, INDUSTRIAl WASTES", True, False),
        # A number printed: read by the other readers, never as a blank.
        ("by adding the following Chapter thereto: CHAPTER 12, INDUSTRIAL WASTES", False, False),
        # Words added, no chapter.
        ("by adding the following language thereto:", None, True),
    ],
)
def test_an_unnumbered_new_chapter(tail: str, blank: bool | None, adds_text: bool) -> None:
    found = UNNUMBERED_CHAPTER.match(tail)
    assert (None if found is None else found.group("number") is None) == blank
    assert (ADDS_TEXT.search(tail) is not None) == adds_text


def test_schertz_adds_a_chapter_unnumbered() -> None:
    assert flagged_readings("schertz-tx-279") == [("add_chapter", (), True)]


@pytest.mark.parametrize(
    ("phrase", "outside"),
    [
        # Mayfield Village OH 2011-31, SECTION 1: the enacting ordinance is history.
        (
            "Section 1309.22 of the Village's Codified Ordinances as enacted in 1992 as Ord. "
            "92-18, per the recommendation of the Ordinance Review Committee and the Building "
            "Commissioner,",
            None,
        ),
        # An uncodified ordinance's section stays the ordinance's.
        ("Section 3.2 of Ordinance No. 52", "Ordinance No. 52, Section 3.2"),
    ],
)
def test_an_enactment_named_after_a_code_section(phrase: str, outside: str | None) -> None:
    found = outside_target(phrase, "shall be repealed in its entirety.")
    assert (found.target.id if found is not None else None) == outside


def test_mayfield_repeals_the_code_section() -> None:
    assert flagged_readings("mayfield-village-oh-2011-31") == [("repeal", ("1309.22",), False)]


@pytest.mark.parametrize(
    ("sentence", "adds"),
    [
        # Sanger TX 85-28.
        (
            "Ordinance No. 85-26, adopted by the City Council on October 21, 1985, be, and the "
            "same is hereby amended by adding the following heading and sections, to wit:",
            True,
        ),
        ("Section 5-2 is hereby amended by adding the following subsections:", False),
    ],
)
def test_a_sentence_adding_sections(sentence: str, adds: bool) -> None:
    assert (ADDS_SECTIONS.search(sentence) is not None) == adds


def test_sanger_amends_the_other_ordinance() -> None:
    ordinance = parsed("sanger-tx-85-28").ordinance
    assert [(i.targets[0].kind.value, i.targets[0].id) for i in ordinance.instructions] == [
        ("ordinance", "Ordinance No. 85-26")
    ]
    assert (ordinance.number, ordinance.adopted) == ("85-28", None)


@pytest.mark.parametrize(
    ("caption", "number"),
    [
        # Sanger TX 85-28: OCR's zero.
        ("ORDINANCE N0. 85-28 AN ORDINANCE AMENDING", "85-28"),
        ("ORDINANCE NO. 85-28 AN ORDINANCE AMENDING", "85-28"),
    ],
)
def test_ocr_zero_in_no(caption: str, number: str) -> None:
    found = ORDINANCE_NUMBER.search(caption)
    assert found is not None and found.group("number") == number


@pytest.mark.parametrize(
    ("text", "number"),
    [
        # Orion Township MI 154-1's notice.
        ("NOTICE\n\nCHARTER TOWNSHIP OF ORION\n\nADOPTION OF ORDINANCE 154-1\n", "154-1"),
        # Running text names the ordinance, never a heading.
        ("the Board voted on the adoption of Ordinance 154-1 tonight\n", None),
    ],
)
def test_a_notice_heading_names_the_ordinance(text: str, number: str | None) -> None:
    found = ADOPTION_HEADING.search(text)
    assert (found.group("number") if found is not None else None) == number


@pytest.mark.parametrize(
    ("text", "adopts"),
    [
        # Orion Township MI 154-1.
        (
            "The Charter Township of Orion Board of Trustees, at the regular meeting of Monday, "
            "September 16, 2019, held at 7:00 p.m., at the Orion Township Hall, 2525 Joslyn Rd., "
            "Lake Orion, Michigan 48360, adopted an Ordinance to provide for the regulation",
            True,
        ),
        # A hearing to come adopts nothing.
        ("at the regular meeting of Monday, September 16, 2019. The Board will consider", False),
    ],
)
def test_a_notice_meeting_adopting(text: str, adopts: bool) -> None:
    assert (NOTICED_PASSAGE.search(text) is not None) == adopts


@pytest.mark.parametrize(
    ("text", "passed"),
    [
        # Atlantic Beach FL 5-25-69.
        (
            "PASSED by the City Commission on second and final reading this 27th day of "
            "January 2025.",
            True,
        ),
        ("PASSED by the City Commission on first reading this 13th day of January 2025.", False),
    ],
)
def test_a_final_reading_after_the_body(text: str, passed: bool) -> None:
    assert (PASSED.search(text) is not None) == passed


@pytest.mark.parametrize(
    ("name", "number", "introduced", "adopted"),
    [
        ("atlantic-beach-fl-5-25-69", "5-25-69", date(2025, 1, 13), date(2025, 1, 27)),
        ("orion-township-mi-154-1", "154-1", None, date(2019, 9, 16)),
    ],
)
def test_part_p_dates(
    name: str, number: str, introduced: date | None, adopted: date | None
) -> None:
    ordinance = parsed(name).ordinance
    assert (ordinance.number, ordinance.introduced, ordinance.adopted) == (
        number,
        introduced,
        adopted,
    )


@pytest.mark.parametrize(
    ("title", "expected"),
    [
        # Alameda CA 1932: the number's series on the line under it.
        ("New Series AMENDING THE ALAMEDA MUNICIPAL CODE", "AMENDING THE ALAMEDA MUNICIPAL CODE"),
        ("AMENDING THE NEW SERIES OF RULES", "AMENDING THE NEW SERIES OF RULES"),
    ],
)
def test_a_number_series_is_no_title(title: str, expected: str) -> None:
    assert NUMBER_SERIES.sub("", title) == expected
    assert parsed("alameda-ca-1932").ordinance.title.startswith("AMENDING THE ALAMEDA")


@pytest.mark.parametrize(
    ("caption", "title"),
    [
        # Schertz TX 279: a stamp's debris for the number, then the caption.
        (
            "ORDINANCE NO. :;. 7 r REGULATING THE DISCHARGE OF INDUSTRIAl WASTES",
            "REGULATING THE DISCHARGE OF INDUSTRIAl WASTES",
        ),
        # A number read, then a name: no verb opens a caption there.
        ("ORDINANCE NO. 279 INDUSTRIAL WASTE ORDINANCE", None),
    ],
)
def test_a_caption_after_a_garbled_number(caption: str, title: str | None) -> None:
    found = NUMBERED_CAPTION.search(caption)
    assert (found.group("title") if found is not None else None) == title
    assert parsed("schertz-tx-279").ordinance.title.startswith("REGULATING THE DISCHARGE")
