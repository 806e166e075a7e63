"""Part F of the wide development set (issue 20): kinds a fresh place's drafting hits, read from
the real documents of `devset_wide/open/` (`sealed/` is never read here).

- an OCR'd verb (`arnended`) and a session law's `is hereby rewritten to read:` amend;
- a named ordinance identified by its number (`the Zoning Ordinance … (Ord. No. 3512 …)`) is
  another body of law, each edit its sentence names its own instruction;
- capitals numbered out of turn (`SECTION XXIV.` heading reprinted law) never hide the
  ordinance's own `Section 1.` run;
- a division named only after the verb (`by adding a new chapter, to be numbered Chapter 33`,
  `by the addition of a new Article IX`), in an exhibit only the caption names, or by the heading
  of the re-enacted chapter under an item line.
"""

from __future__ import annotations

from datetime import date

import pytest
from wide_documents import flagged_readings, parsed

from benchmarks.ordinance_devset import DEVSET_WIDE, score_file
from parsers.ordinance.headings import find_headings
from parsers.ordinance.lists import several_chapters
from parsers.ordinance.numbering import number_style
from parsers.ordinance.outside import outside_target
from parsers.ordinance.safety import removal_flags
from parsers.ordinance.sentences import read_sentence
from parsers.ordinance.titles import own_title
from parsers.ordinance_records import TargetKind


@pytest.mark.parametrize(
    ("sentence", "verb"),
    [
        # Decatur IL 2008-77 §2 (OCR: `m` read as `rn`).
        (
            "That Section XXIV. of the Zoning Ordinance of the City of Decatur be, and the same "
            "is hereby, arnended at Section D. 7. a. by adding a new Section ii.",
            "amended",
        ),
        # Pinebluff NC, Session Laws 1977 c. 326 §1.
        (
            "Section 3 of Chapter 274, Private Laws of 1913, is hereby rewritten to read:",
            "amended",
        ),
    ],
)
def test_fresh_verbs_amend(sentence: str, verb: str) -> None:
    reading = read_sentence(sentence)
    assert reading is not None and reading.verb == verb


@pytest.mark.parametrize(
    ("phrase", "expected"),
    [
        # Decatur IL 2008-77 §2, its `as amended by` history aside.
        (
            "That Section XXIV. of the Zoning Ordinance of the City of Decatur (Ord. No. 3512 as "
            "amended by Ord. No. 2002-33) be, and the same ",
            (TargetKind.ORDINANCE, "Zoning Ordinance, Ord. No. 3512, Section XXIV."),
        ),
        # The code named so is the code: no ordinance's number beside it.
        ("Section 12.4 of the Zoning Ordinance of the City of Decatur ", None),
    ],
)
def test_an_ordinance_named_by_its_number_is_other_law(
    phrase: str, expected: tuple[TargetKind, str] | None
) -> None:
    found = outside_target(phrase, "to read as follows:")
    assert (None if found is None else (found.target.kind, found.target.id)) == expected


def test_each_edit_of_the_other_ordinance_is_its_own_instruction() -> None:
    items = parsed("decatur-il-2008-77").ordinance.instructions
    assert [(i.verb.value, i.targets[0].kind, bool(i.outside)) for i in items] == [
        ("add_part", TargetKind.ORDINANCE, True),
        ("renumber", TargetKind.ORDINANCE, True),
    ]


def test_capitals_out_of_turn_leave_the_own_sections() -> None:
    text = (
        "BE IT ORDAINED:\nSection 1. That the report be approved.\n"
        "Section 2. That Section XXIV. be amended as follows:\n"
        "SECTION XXIV. OFF-STREET PARKING\nD. DESIGN\n"
    )
    assert [h.number for h in find_headings(text) if h.number][:2] == [1, 2]


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        # Baytown TX 926 (OCR: `a now chapter, to be numbered Chupter 33`): a new chapter.
        ("baytown-tx-926", [("add_chapter", ("33",), False)]),
        # Fort Worth TX 12791: `by the amendment of Chapter 7, "Buildings," by the addition of a
        # new Article IX`: the article, in its chapter; chapter 7 is only context.
        ("fort-worth-tx-12791", [("add_chapter", ("7-IX",), False)]),
        # Saratoga CA 364: `amended as set forth in Exhibit A`: the caption's articles, flagged.
        (
            "saratoga-ca-364",
            [
                (
                    "replace_part",
                    ("2-50", "3-30", "4-05", "4-06", "15-06", "15-35", "15-45", "16-65", "15-55"),
                    True,
                )
            ],
        ),
        # Weld County CO 2011-11: `Repeal and Re-enact in its entirety:` over `CHAPTER 8`: the
        # chapter replaced, flagged (only the new text's heading names it).
        ("weld-county-co-2011-11", [("replace_chapter", ("8",), True)]),
        # Weld County CO 2012-12: under `CHAPTER 8`, `Repeal in its entirety, Article IX - … and
        # re-enact it with the following:` over `ARTICLE IX`: the article in its chapter, flagged.
        ("weld-county-co-2012-12", [("replace_chapter", ("8-IX",), True)]),
        # Renton WA 5169 (OCR) §I: `Section 4-1-170.A … is hereby amended by adding an annexation
        # fee,to read as follows;` an entry added to the subsection, never its replacement.
        # §II (OCR `SECTIONll.`): `Sections 4-1-180.C and 4-1-180.1`: part C, flagged for the
        # `4-1-180.1` it cannot tell a part from a section (the truth's `unreadable`).
        (
            "renton-wa-5169",
            [("add_part", ("4-1-170(A)",), True), ("replace_part", ("4-1-180.C",), True)],
        ),
    ],
)
def test_a_division_named_after_the_verb(
    name: str, expected: list[tuple[str, tuple[str, ...], bool]]
) -> None:
    assert flagged_readings(name) == expected


def test_an_article_list_in_a_caption_tells_the_style() -> None:
    assert number_style("AMENDING CITY CODE ARTICLES 3-30, 4-05, AND 4-06") == "-"


def test_a_charter_amendment_resolution_is_read_not_refused() -> None:
    # Salisbury MD Resolution 155: `BE IT RESOLVED, BY THE COUNCIL …, that … the Council hereby
    # recommends amending Section 7 of the Charter of the City of Salisbury to read as follows`.
    items = parsed("salisbury-md-res-155").ordinance.instructions
    read = [(i.verb.value, [(t.kind, t.id) for t in i.targets], bool(i.outside)) for i in items]
    assert read == [("replace_section", [(TargetKind.STATUTE, "Charter, Section 7")], True)]


@pytest.mark.parametrize(
    ("sentence", "phrase_start"),
    [
        # Salisbury MD Resolution 155.
        (
            "the Council hereby recommends amending Section 7 of the Charter of the City of "
            "Salisbury to read as follows:",
            "Section 7 of the Charter",
        ),
        ("The Council hereby proposes amending Section 12 of the Charter to read:", "Section 12"),
    ],
)
def test_a_recommended_amendment_is_read_as_one(sentence: str, phrase_start: str) -> None:
    reading = read_sentence(sentence)
    assert reading is not None and reading.verb == "amended"
    assert reading.phrase.strip().startswith(phrase_start)


@pytest.mark.parametrize(
    ("name", "number", "adopted"),
    [
        # NC session laws: `CHAPTER 8` under `1969 SESSION`, over `HOUSE BILL 44`; `read three
        # times and ratified, this the 14th day of February, 1969.` (trap: `Chapter 487, Session
        # Laws of 1967`, the charter amended).
        ("lenoir-nc-sl1969-8", "8", date(1969, 2, 14)),
        ("pinebluff-nc-sl1977-326", "326", date(1977, 5, 6)),
        # Delaware: `CHAPTER 6` / `FORMERLY` / `HOUSE BILL NO. 7`: the chapter, not the bill.
        ("delaware-ch6-new-castle", "6", None),
    ],
)
def test_a_session_law_is_numbered_by_its_chapter_and_adopted_when_ratified(
    name: str, number: str, adopted: date | None
) -> None:
    ordinance = parsed(name).ordinance
    assert ordinance.number == number
    if adopted is not None:
        assert ordinance.adopted == adopted


@pytest.mark.parametrize(
    ("name", "number", "title_start"),
    [
        # Weld County CO: `CODE ORDINANCE 2011-11` / `IN THE MATTER OF REPEALING …` under the
        # records system's `HomeMy WebLinkAbout20113348.tiff` (its file name, no number).
        ("weld-county-co-2011-11", "2011-11", "IN THE MATTER OF REPEALING AND REENACTING"),
        # Salisbury MD: `RESOLUTION NO. 155` / `A RESOLUTION of the Council …`, after the tail of
        # the previous resolution printed on the same page.
        ("salisbury-md-res-155", "155", "A RESOLUTION of the Council of The City of Salisbury"),
    ],
)
def test_a_county_code_ordinance_and_a_resolution_caption(
    name: str, number: str, title_start: str
) -> None:
    ordinance = parsed(name).ordinance
    assert ordinance.number == number
    assert ordinance.title.startswith(title_start)


@pytest.mark.parametrize(
    ("name", "introduced", "adopted"),
    [
        # Saratoga CA 364: `held a duly noticed public hearing on August 21, 2019, and … introduced
        # this ordinance` (trap: `August 14, 2019`, the Planning Commission's hearing).
        ("saratoga-ca-364", date(2019, 8, 21), None),
        # Ramsey MN 04-47: the viewer's name of the document `Ordinance - #04-47 - 11/23/2004`
        # (traps: `Last modified 3/31/2025`, `Creation date 12/21/2004`).
        ("ramsey-mn-04-47", None, date(2004, 11, 23)),
    ],
)
def test_dates_of_a_finding_and_of_a_records_name(
    name: str, introduced: date | None, adopted: date | None
) -> None:
    ordinance = parsed(name).ordinance
    assert (ordinance.introduced, ordinance.adopted) == (introduced, adopted)


@pytest.mark.parametrize(
    ("caption", "title"),
    [
        # Decatur IL 2008-77: a division's Roman number and its heading, no sentence's end.
        (
            "ORDINANCE AMENDING ZONING ORDINANCE - XXIV. OFF-STREET PARKING AND LOADING "
            "REQUIREMENTS",
            "ORDINANCE AMENDING ZONING ORDINANCE - XXIV. OFF-STREET PARKING AND LOADING "
            "REQUIREMENTS",
        ),
        # A word of Roman letters that is no numeral ends its sentence.
        (
            "AN ORDINANCE CREATING A CENTER CIVIC. Whereas the city",
            "AN ORDINANCE CREATING A CENTER CIVIC.",
        ),
    ],
)
def test_a_roman_label_in_a_title_is_no_sentence_end(caption: str, title: str) -> None:
    assert own_title(caption, caption) == title


PART_F_OPEN = [
    "baytown-tx-926",
    "decatur-il-2008-77",
    "fort-worth-tx-12791",
    "lenoir-nc-sl1969-8",
    "pinebluff-nc-sl1977-326",
    "ramsey-mn-04-47",
    "ramsey-mn-93-02",
    "salisbury-md-res-155",
    "saratoga-ca-364",
    "weld-county-co-2011-11",
]


def test_part_f_open_stays_at_its_bars() -> None:
    # Untuned: 3 of 11 instructions, number 5/10, adopted 6/10, Salisbury refused.
    scores = [score_file(DEVSET_WIDE / "open" / f"{name}.truth.toml") for name in PART_F_OPEN]
    assert sum(s.right for s in scores) == sum(s.truth for s in scores) == 11
    assert [s.name for s in scores if s.error] == []
    assert sum(len(s.removals_wrong) for s in scores) == 0
    for field, bar in (("number", 9), ("introduced", 10), ("adopted", 10)):
        assert sum(s.fields[field] for s in scores) >= bar, field


def test_a_finding_that_someone_recommends_an_amendment_is_no_instruction() -> None:
    finding = "The Planning Commission recommends amending Section 12 of the Code."
    assert read_sentence(finding) is None


@pytest.mark.parametrize(
    ("phrase", "expected"),
    [
        # Jacksonville AR 1094 (OCR): each chapter's title in brackets, `<` for `(`.
        ("CHAPTERS 8.36 <MEATS) AND 8.40 <RESTAURANTS) OF THE 0ACKSONVILLE", ("8.36", "8.40")),
        ("Chapters 8.36 and 8.40 of the Code", ("8.36", "8.40")),
        # One chapter, then a section: no list of chapters (the section is not one of them).
        ("Chapters 8.36 of the Code and Section 8.40.010", ()),
    ],
)
def test_a_list_of_chapters(phrase: str, expected: tuple[str, ...]) -> None:
    assert several_chapters(phrase) == expected


@pytest.mark.parametrize(
    ("tail", "read_completely"),
    [
        # Jacksonville AR 1094, after `DELETED`: synonyms, an OCR'd `ENTIRETY` and code name.
        (
            ", ELIMINATED, AND REPEALED IN THEIR ENTIRt:.1 f FROM THE ~ACKSONVILLE MUNICIPAL CODE.",
            True,
        ),
        (" in their entirety.", True),
        (" effective January 1, 2026.", False),
        (", ELIMINATED, AND REPEALED EXCEPT SUBSECTION C.", False),
    ],
)
def test_the_end_of_a_repeal_is_read_tolerantly_but_not_blindly(
    tail: str, read_completely: bool
) -> None:
    assert (removal_flags("Chapters 8.36 and 8.40", tail) == ()) is read_completely
