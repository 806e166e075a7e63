"""Outside law in citation set part K (issue 19, README-K.md): a code's abbreviation before a
section keyword, a list whose items open with captions, a number after `Annotated`, initials
printed without their periods, a state's court rules. Every text is from a real code of
tests/graph/devset_wide/open; none of these citations is resolved into the city's code."""

from __future__ import annotations

import pytest
from find_helpers import bodies_cited, resolved

# (text, citing section, [(raw, body, target)]): a code's abbreviation before a section keyword
# is that code's section, never the city's (Woodway WA, permit processing).
KEYWORD_AFTER_CODE: list[tuple[str, str, list[tuple[str, str, str | None]]]] = [
    (
        "review has been\ncompleted in connection with other project permits). (RCW Sec. "
        "36.70B.140).",
        "14A.04.010",
        [("RCW Sec. 36.70B.140", "RCW", "RCW 36.70B.140")],
    ),
]


@pytest.mark.parametrize(("text", "section", "expected"), KEYWORD_AFTER_CODE)
def test_code_abbreviation_before_a_section_keyword(
    text: str, section: str, expected: list[tuple[str, str, str | None]]
) -> None:
    assert bodies_cited(text, section) == expected


# Boise ID 11-01-01: a list whose items open with captions takes the body its first item named
# (the first item's body as `of the Idaho Code`; the printed `Idaho State Statutes` is read by
# the reader of a division path with its body after it). A city's own body between ends it.
CAPTIONED_LIST: list[tuple[str, list[tuple[str, str, str | None]]]] = [
    (
        "This Code is adopted under the authority for Local Land Use Planning established in "
        "Title 67, Chapter 65, of the Idaho Code; Plats and Vacations established in Title 50, "
        "Chapter 13 and Preservation of Historic Sites established in Title 67, Chapter 46.",
        [
            ("Title 67, Chapter 65, of the Idaho Code", "Idaho Code", "Idaho Code tit. 67, ch. 65"),
            ("Title 50, Chapter 13", "Idaho Code", "Idaho Code tit. 50, ch. 13"),
            ("Title 67, Chapter 46", "Idaho Code", "Idaho Code tit. 67, ch. 46"),
        ],
    ),
    (
        "This Code is adopted under the authority for Local Land Use Planning established in "
        "Title 67, Chapter 65, of the Idaho Code; the penalties of this Code in Title 11, "
        "Chapter 3.",
        [
            ("Title 67, Chapter 65, of the Idaho Code", "Idaho Code", "Idaho Code tit. 67, ch. 65"),
            ("Title 11, Chapter 3", "local", "11-3"),
        ],
    ),
]


@pytest.mark.parametrize(("text", "expected"), CAPTIONED_LIST)
def test_a_captioned_list_takes_its_first_items_body(
    text: str, expected: list[tuple[str, str, str | None]]
) -> None:
    assert bodies_cited(text, "11-01-01") == expected


# A statute's name with `Annotated` before a bare number (Mapleton UT 21.04.110), and initials
# printed without their periods (an Arizona code's board of adjustment), before a number only.
NAMED_BY_STATUTE: list[tuple[str, str, list[tuple[str, str, str | None]]]] = [
    (
        "A. Appeals To Municipal Governing Body: Pursuant to Utah Code Annotated 17-27a-707, any "
        "person aggrieved by the imposition of a civil penalty",
        "21.04.110",
        [("Utah Code Annotated 17-27a-707", "Utah Code", "Utah Code § 17-27a-707")],
    ),
    (
        "by name and title (e.g., individual, corporation, trust or limited partnership), in "
        "accordance with ARS 33-506;",
        "1-1",
        [("ARS 33-506", "Ariz. Rev. Stat.", "Ariz. Rev. Stat. § 33-506")],
    ),
    ("the ARS and the city's rules", "1-1", []),
]


@pytest.mark.parametrize(("text", "section", "expected"), NAMED_BY_STATUTE)
def test_statute_named_in_a_municipal_form(
    text: str, section: str, expected: list[tuple[str, str, str | None]]
) -> None:
    assert bodies_cited(text, section) == expected


# A state's court rules named by the state (Boise ID 1-3-1), with the rule's number or without
# one; with no state printed (Springboro OH 434.01: `the Rules of Evidence`) the rules as printed,
# of no state (the citing code's state, when known, makes them its own: test_outside_law_apart).
COURT_RULES: list[tuple[str, list[tuple[str, str, str | None]]]] = [
    (
        "1. Computation Of Time: Computation of time shall be as set forth in Idaho Rules of Civil "
        "Procedure 6(a).",
        [("Idaho Rules of Civil Procedure 6(a)", "Idaho R. Civ. P.", "Idaho R. Civ. P. 6(a)")],
    ),
    (
        "if the testimony or evidence is admissible under the Rules of Evidence, the court shall "
        "admit the testimony",
        [("Rules of Evidence", "Rules of Evidence", "Rules of Evidence")],
    ),
]


@pytest.mark.parametrize(("text", "expected"), COURT_RULES)
def test_court_rules_named_by_their_state(
    text: str, expected: list[tuple[str, str, str | None]]
) -> None:
    assert bodies_cited(text, "1-3-1") == expected


# This code's own titles after its initials, plural (Woodway WA 14A.04.010), and a title ending
# its sentence (`Title 13.`): this code's titles; a subsection's letter and its path (`B(5)`).
OWN_TITLES: list[tuple[str, list[tuple[str, str, str | None]]]] = [
    (
        "2. Section 14A.04.080 of this chapter shall apply to all\njudicial appeals regarding "
        "actions under WMC Titles 13 and 14.",
        [
            ("Section 14A.04.080 of this chapter", "local", "14A.04.080"),
            ("WMC Titles 13", "local", "Title 13"),
            ("14", "local", "Title 14"),
        ],
    ),
    (
        "3. Application processing for boundary line adjustments,\nand for building and grading "
        "permits excluded under subsection B(5) of this\nsection shall comply with",
        [("subsection B(5) of this\nsection", "local", "14A.04.010(B)(5)")],
    ),
]


@pytest.mark.parametrize(("text", "expected"), OWN_TITLES)
def test_own_titles_after_the_codes_initials(
    text: str, expected: list[tuple[str, str, str | None]]
) -> None:
    assert bodies_cited(text, "14A.04.010", indexed=("14A.04.080",)) == expected


# Ranges whose first end drops its chapter (Woodway WA 14A.04.010): the last end's chapter; a
# first end printed otherwise than the last (`17.10` against `060`) is left alone.
SHORT_RANGES: list[tuple[str, list[tuple[str, str, str | None]]]] = [
    (
        "3. Application processing for boundary line adjustments, shall comply with sections "
        "14A.010 to 14A.04.060 and sections 14A.140 to\n14A.04.150 except for subsection "
        "14A.04.030(B).",
        [
            ("sections 14A.010", "local", "14A.04.010"),
            ("sections 14A.010 to 14A.04.060", "local", "14A.04.030"),  # inside the range
            ("14A.04.060", "local", "14A.04.060"),
            ("sections 14A.140", "local", "14A.04.140"),
            ("14A.04.150", "local", "14A.04.150"),
            ("subsection 14A.04.030(B)", "local", "14A.04.030(B)"),
        ],
    ),
]


@pytest.mark.parametrize(("text", "expected"), SHORT_RANGES)
def test_a_range_whose_first_end_drops_its_chapter(
    text: str, expected: list[tuple[str, str, str | None]]
) -> None:
    indexed = ("14A.04.060", "14A.04.140", "14A.04.150", "14A.04.030")
    assert bodies_cited(text, "14A.04.010", indexed=indexed) == expected


def test_a_range_of_another_shape_is_not_filled_in() -> None:
    assert bodies_cited("under sections 17.10 to 17.04.060 and", "17.04.010") == []


# `this subtitle` (Snohomish County WA 30.70.010): a part of the title the code's index lacks,
# cited but left unresolved, never the whole title.
THIS_SUBTITLE: list[tuple[str, list[tuple[str, str]]]] = [
    (
        "(1) The purpose of this subtitle is to establish procedures for processing project "
        "permit applications",
        [("this subtitle", "this subtitle: not indexed")],
    ),
    (
        "(2) This subtitle is adopted pursuant to the Local Project Review Act, chapter 36.70B "
        "RCW, and the GMA.",
        [("This subtitle", "this subtitle: not indexed"), ("chapter 36.70B RCW", "")],
    ),
]


@pytest.mark.parametrize(("text", "expected"), THIS_SUBTITLE)
def test_this_subtitle_is_cited_unresolved(text: str, expected: list[tuple[str, str]]) -> None:
    found = resolved(text, "30.70.010")
    assert [(c.raw, c.reason or "") for c in found] == expected
    assert all(c.target is None for c in found if c.raw.lower() == "this subtitle")
