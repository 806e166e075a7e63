"""Forms of part C of the wide development set (issue 20): each row a real document of
`devset_wide/open/` and what a person reads in it (its truth file says the same). `sealed/` is
never read here."""

from __future__ import annotations

import pytest
from wide_documents import parsed, readings

from benchmarks.ordinance_devset import DEVSET_WIDE, score_file
from parsers.ordinance.lost_marks import LOST
from parsers.ordinance.outline_paths import outline_target
from parsers.ordinance.targets import TargetPhrase
from parsers.ordinance.titled import section_in_chain, titled_chapter
from parsers.ordinance_records import Target, TargetKind, Verb

OPEN = DEVSET_WIDE / "open"


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        # `Chapter 1, Title 10` repealed (the superseded text), then re-enacted: sections 10-101 …
        (
            "meridian-id-507",
            [("repeal_superseded", ("10-1",)), ("replace_chapter", ("10-1",))],
        ),
        # `Chapter 14 of Title 25 … is amended to read`: sections 25-14-1 …
        ("salt-lake-city-ut-160-1978", [("replace_chapter", ("25-14",))]),
        # `repeals Title 5, Chapter 10 … and enacts a new Chapter 10`: sections 5-10-1 …
        ("englewood-co-48-1997", [("replace_chapter", ("5-10",))]),
        # OCR's `l.` for the first item `1.`, then `2.` (a scanned Oregon ordinance)
        (
            "rivergrove-or-61-98",
            [("replace_section", ("5.060",)), ("replace_section", ("6.226",))],
        ),
        # `AMENDMENTS TO THE LAND DEVELOPMENT ORDINANCE` / `Amend Section 9.020. … to read …:`
        ("rivergrove-or-72-2002", [("replace_section", ("9.020",))]),
        # a caption without an auxiliary: `Amending Chapter 2, Article 12, Section 3 of …`
        ("albuquerque-nm-o-19-49", [("replace_section", ("2-12-3",))]),
        # `Appendix A, Section VI, A, [I.] O-L, 3, e,, is hereby amended by adding (3) as follows:`
        (
            "st-charles-parish-la-2013-0004",
            [("add_part", ("Appendix A, VI.A.[I.].O-L.3.e.(3)",))],
        ),
    ],
)
def test_part_c_instructions(name: str, expected: list[tuple[str, tuple[str, ...]]]) -> None:
    assert readings(name) == expected


@pytest.mark.parametrize(
    ("phrase", "text", "expected"),
    [
        ("That Chapter 1, Title 10 of the Revised", "re-enacted: 10-101 ADOPTION", "10-1"),
        ("That Chapter 14 of Title 25 of the Revised", "25-14-1. Creation of office.", "25-14"),
        ("hereby repeals Title 5, Chapter 10 , of the", "5-10-1: DEFINITIONS", "5-10"),
        ("Chapter 62 of Title 17", "17.62.030 Limited term permits", "17.62"),
        # the document prints no section of the chapter: as the phrase parser read it
        ("Title 1, Chapter 135 of the Code", "135.01 Purpose.", "135"),
        # a section called a chapter is no titled chapter
        ("Title 17, Chapter 17.04.020", "17.04.020 Definitions", "135"),
        # a date is no section number of the chapter
        ("Chapter 1, Title 10", "adopted 10-15-98", "135"),
    ],
)
def test_a_chapter_cited_with_its_title(phrase: str, text: str, expected: str) -> None:
    read_as = TargetPhrase((Target(TargetKind.CHAPTER, "135"),), None, ())
    assert titled_chapter(read_as, phrase, text).targets[0].id == expected


@pytest.mark.parametrize(
    ("name", "target", "why"),
    [
        # `Section 24, A, of the Paducah Zoning Ordinance -1961 (Ordinance Book 14, page 507)
        # shall be, and it is hereby, amended by adding …`: an ordinance as enacted
        (
            "paducah-ky-book16-p282",
            "Paducah Zoning Ordinance -1961, Section 24",
            "amends an ordinance as enacted (Paducah Zoning Ordinance -1961), not this code",
        ),
    ],
)
def test_an_ordinance_cited_as_enacted_is_no_part_of_the_code(
    name: str, target: str, why: str
) -> None:
    (item,) = parsed(name).ordinance.instructions
    assert [(t.kind, t.id) for t in item.targets] == [(TargetKind.ORDINANCE, target)]
    assert item.outside == why
    assert item.verb is Verb.ADD_PART  # `by adding thereto a new subsection to be known as …`


@pytest.mark.parametrize(
    ("phrase", "division", "expected"),
    [
        (
            "Part I “Administrative Legislation”, Chapter 5 “Administration of Government”, Part 2 "
            "“Board of Aldermen”, Article III “Rules and Order of Business”, Section 5-27 “Dating, "
            "signing” of the Nashua Revised Ordinances",
            Target(TargetKind.CHAPTER, "5"),
            "5-27",
        ),
        (
            "Title 17, Chapter 17.62, Section 17.62.030",
            Target(TargetKind.TITLE, "Title 17"),
            "17.62.030",
        ),
        # a section of another chapter is no part of this chain: as read
        ("Chapter 5, Section 7-27", Target(TargetKind.CHAPTER, "5"), "5"),
        # several sections: the list's, not the first one's
        (
            "Chapter 135, Section 135.01 - Head and Section 135.02 Powers",
            Target(TargetKind.CHAPTER, "135"),
            "135",
        ),
    ],
)
def test_a_section_at_the_end_of_its_chain(phrase: str, division: Target, expected: str) -> None:
    named = section_in_chain(TargetPhrase((division,), None, ()), phrase, "-")
    assert [t.id for t in named.targets] == [expected]


@pytest.mark.parametrize(
    ("name", "verb", "target"),
    [
        # `amended by deleting the struck-through language and adding the new underlined
        # language as follows:`, OCR text without the marks: a word edit, flagged
        ("nashua-nh-o-21-082", Verb.WORD_EDIT, "5-27"),
        # `amended to read in full as follows with additions in bold and underline and deletions
        # in strikethrough`, the formatting lost: the replacement, flagged
        ("leadville-co-5-2019", Verb.REPLACE_SECTION, "5.44.040"),
    ],
)
def test_marks_the_text_lost_are_flagged_never_applied(name: str, verb: Verb, target: str) -> None:
    (item,) = parsed(name).ordinance.instructions
    assert (item.verb, [t.id for t in item.targets]) == (verb, [target])
    assert LOST in item.flags and not item.edits


def test_a_truth_whose_marks_were_lost_is_right_only_flagged() -> None:
    score = score_file(OPEN / "nashua-nh-o-21-082.truth.toml")
    assert (score.right, score.edits_truth) == (1, 0)


@pytest.mark.parametrize(
    ("phrase", "expected"),
    [
        (
            "That the Code of Ordinances, Appendix A, Section VI, A, [I.] O-L, 3, e,",
            "Appendix A, VI.A.[I.].O-L.3.e",
        ),
        ("Section IV, B, 2 of the Zoning Ordinance", "IV.B.2"),
        ("Section 24, A, 9 of the ordinance", "24.A.9"),
        # one level under an Arabic section outside an appendix: a list, perhaps; nothing read
        ("Section 5, 6 of the ordinance", None),
        ("Section 17.62.030 of the Code", None),
    ],
)
def test_an_outline_path_names_its_division(phrase: str, expected: str | None) -> None:
    found = outline_target(phrase)
    assert (found.targets[0].id if found else None) == expected


def test_an_item_whose_verb_ocr_garbled_is_flagged_never_dropped() -> None:
    # `l. section 5.24, Balanced cut and Fill Standards, is hereby d-g!g!.p the Rivergrove Flood
    # Damage Prevention Ordinance (Ordinance # 52) andwiilreaa as follows:-` ("added to")
    first, second = parsed("rivergrove-or-62-98").ordinance.instructions
    assert first.ordinance_section == 1 and first.flags and not first.targets
    assert (second.verb, [t.id for t in second.targets]) == (Verb.ADD_SECTION, ["5.055"])
