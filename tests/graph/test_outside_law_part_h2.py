"""Citations of part H2's open codes (tests/graph/devset_wide/open, README-H2-g19-m): every text
is from a real code; outside law keeps its body and never resolves into the city's code."""

from __future__ import annotations

import pytest
from find_helpers import unit
from test_outside_law_forms import outside

from graph.find import find_citations, own_abbreviations, scan
from graph.records import CitationKind


@pytest.mark.parametrize(
    ("text", "section", "expected"),
    [
        # Malta MT 154.018: source notes after definitions, Montana's rules and code by initials
        (
            "Montana Department of Natural Resources and Conservation. (A.R.M. § 36.15.101(2))",
            "154.018",
            [("Mont. Admin. R.", "Mont. Admin. R. § 36.15.101(2)")],
        ),
        (
            "any channel or ditch. (A.R.M. § 36.15.101(3)) (M.C.A. § 76-5-103(1))",
            "154.018",
            [
                ("Mont. Admin. R.", "Mont. Admin. R. § 36.15.101(3)"),
                ("Mont. Code", "Mont. Code § 76-5-103(1)"),
            ],
        ),
        # Whitefish MT 11-7-5: a state's code named with its word in lower case, a range
        (
            "The powers and duties and terms of office are set forth in Montana code 76-2-321"
            " through 76-2-328 and the rules of procedure",
            "11-7-5",
            [("Mont. Code", "Mont. Code § 76-2-321"), ("Mont. Code", "Mont. Code § 76-2-328")],
        ),
        # Tonganoxie KS 28-011: the Kansas Statutes Annotated by initials without periods
        (
            "In accordance with KSA 12-759, Section D, appeals to the board of zoning appeals",
            "28-011",
            [("Kan. Stat.", "Kan. Stat. § 12-759(D)")],
        ),
    ],
)
def test_statutes_by_initials(
    text: str, section: str, expected: list[tuple[str, str | None]]
) -> None:
    assert outside(text, section) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a Virginia eCode360 page: an editor's note pointing on names no law of its own
        (
            "Editor's Note: For state law as to creation, membership and organization of boards"
            " of zoning appeals, see Code of Virginia, § 15.2-2308.",
            [("Va. Code", "Va. Code § 15.2-2308")],
        ),
    ],
)
def test_editors_note_pointing_on(text: str, expected: list[tuple[str, str | None]]) -> None:
    assert outside(text, "1") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # Olathe KS, Ketchikan Gateway Borough AK: the publisher's site speaking of its page
        (
            "Skip to main content\nThis section is included in your selections.\n\nPurpose: this"
            " section describes how the City makes changes",
            ["this section"],
        ),
        # Whitefish MT 11-7-5: the publisher's note on the section's codification
        (
            "11-7-5: BOARD OF ADJUSTMENT 1 :\nPublisher's Note: This Section has been AMENDED by"
            " new legislation (Ord. 23-27 ). The text of the amendment will be incorporated"
            " below when the ordinance is codified.\n   A.   Creation, Composition",
            [],
        ),
        # the same words in the code's own rules still cite
        ("The procedures in this section are largely required by Kansas law.", ["this section"]),
    ],
)
def test_page_notices_cite_nothing(text: str, expected: list[str]) -> None:
    got = [
        text[m.start : m.end]
        for hit in scan(text).hits
        for m in hit.members
        if m.reference.relative_to is CitationKind.SECTION
    ]
    assert got == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # Tonganoxie KS's zoning code: a section's number over its title in capitals, a heading
        (
            "Section 28\nENFORCEMENT VIOLATION AND PENALTY\n28-010 ENFORCEMENT\nIt shall be",
            [],
        ),
        # a section cited at a line's end, the next line a sentence, still cites
        ("as provided in Section 28\nof the zoning code.", ["Section 28"]),
    ],
)
def test_section_over_its_title(text: str, expected: list[str]) -> None:
    got = [text[m.start : m.end] for hit in scan(text).hits for m in hit.members]
    assert got == expected


@pytest.mark.parametrize(
    ("text", "section", "expected"),
    [
        # Ketchikan Gateway Borough AK 10.15.170: the code's initials before a number of its shape
        (
            "Unless a separate penalty is listed in KGBC 1.25.050, every act prohibited by this",
            "10.15.170",
            frozenset({"KGBC"}),
        ),
        # a model code's number has another shape than the code's sections
        ("as set out in IBC 1004.1.2 and", "10.15.170", frozenset()),
    ],
)
def test_own_abbreviation_by_use(text: str, section: str, expected: frozenset[str]) -> None:
    assert own_abbreviations([unit(text, section)]) == expected


def test_a_statute_read_before_an_abbreviation_taken_for_the_codes() -> None:
    """Initials of a statute's shape taken for the code's own (`WAC` where the code's sections
    are `17-12-040`): the statute's reader covers them first, outside law stays outside."""
    u = unit("as required by WAC 173-27-040 and", "17-12-040")
    assert own_abbreviations([u]) == frozenset({"WAC"})
    found = find_citations(u, sentences=None, abbreviations=frozenset({"WAC"}))
    assert [(c.raw, c.reference.kind, c.reference.code) for c in found] == [
        ("WAC 173-27-040", CitationKind.EXTERNAL, "Wash. Admin. Code")
    ]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # Southport IN's statutory references: a title of the Indiana Code alone on its line
        (
            "Division of city powers.\nIC 36-4-4\nElections.\nIC 3\nInterlocal cooperation.\n",
            [("IC 36-4-4", "ch. 36-4-4"), ("IC 3", "tit. 3")],
        ),
        # St. John IN: after a constitution's article, the list's earlier lines citing the code
        (
            "Publication of notices. IC 5-3\n\nSuffrage and elections. Indiana Const. Art. 2 and"
            " IC 3\n\nAdministration",
            [("IC 5-3", "art. 5-3"), ("IC 3", "tit. 3")],
        ),
        # no statute cited so before: `IC 1` may be a zone
        ("Zoning districts:\nIC 1\nIC 2\n", []),
    ],
)
def test_a_title_alone_in_a_list_of_references(text: str, expected: list[tuple[str, str]]) -> None:
    got = [
        (text[m.start : m.end], m.reference.division)
        for hit in scan(text).hits
        for m in hit.members
        if m.reference.code == "Ind. Code"
    ]
    assert got == expected
