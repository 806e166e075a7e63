"""A local government's charter is outside law (README-B, README-G "Truth corrections"), whether
the code cites it or the charter cites itself: `Article 5 of this charter` is never the code's
article 5. Each text is from a real code of tests/graph/devset_wide (open, seen) or a form its
notes print; each citation keeps its charter's body and never resolves into the city's code."""

from __future__ import annotations

import pytest
from find_helpers import resolved

from graph.records import CitationKind


def outside(text: str, section: str) -> list[tuple[str, str, str | None]]:
    """(raw, body, target) of every external citation in `text`; fails on a local one resolved."""
    found = resolved(text, section, ("5", "9-6", "2.07", "3.04"))
    assert not [c.raw for c in found if c.target_kind is not CitationKind.EXTERNAL and c.target]
    return [
        (c.raw, c.reference.code or "", c.target)
        for c in found
        if c.target_kind is CitationKind.EXTERNAL
    ]


CHARTERS: list[tuple[str, str, list[tuple[str, str, str | None]]]] = [
    # Roswell GA 6.1.2 (seen/): the charter named before its section, `at` between
    (
        "Terms of offices shall be as set forth in the City Charter at section 2.04. ",
        "6.1.2",
        [("the City Charter at section 2.04", "city charter", "city charter § 2.04")],
    ),
    # Chagrin Falls OH (a cross-reference list), Kittery ME (seen/): a charter's section printed
    # after its article is that article's section, one citation
    (
        "* Architectural Board of Review - see CHTR. Art. VII, Sec. 9\n",
        "1146.01",
        [("CHTR. Art. VII, Sec. 9", "city charter", "city charter Article VII § 9")],
    ),
    (
        "The Board is established by the Town Charter, Article VIII, § 8.01, Planning, and",
        "16.2.2",
        [
            (
                "Town Charter, Article VIII, § 8.01",
                "city charter",
                "city charter Article VIII § 8.01",
            )
        ],
    ),
    # Somerville MA, its charter's section 9-6 citing the charter itself, lower case
    (
        "in effect until such time as the city acts under Article 5 of the charter to enact 1 or",
        "Charter 9-6",
        [("Article 5 of the charter", "Charter", "Charter Article 5")],
    ),
    (
        "until such time as the city acts under Article 5 of this charter to adopt 1 or more",
        "Charter 9-6",
        [("Article 5 of this charter", "Charter", "Charter Article 5")],
    ),
    # Jefferson Parish LA: the parish's charter named on the next line
    (
        "passage on first reading as required by section 2.07 of the\nCharter.",
        "2-36",
        [("section 2.07 of the\nCharter", "Charter", "Charter § 2.07")],
    ),
    # Weston WV's notes: the charter named before its section sign
    # the forms codes print a charter in (the brief of issue 19's part P): its kind said or not
    (
        "under Section 9-6 of the charter, the",
        "1-1",
        [("Section 9-6 of the charter", "Charter", "Charter § 9-6")],
    ),
    (
        "Article V of the Home Rule Charter shall",
        "1-1",
        [("Article V of the Home Rule Charter", "Charter", "Charter Article V")],
    ),
    (
        "see charter section 3.04 for",
        "1-1",
        [("charter section 3.04", "Charter", "Charter § 3.04")],
    ),
    ("see CHTR. § 4.12", "1-1", [("CHTR. § 4.12", "city charter", "city charter § 4.12")]),
    (
        "Section 12 of the City Charter provides",
        "1-1",
        [("Section 12 of the City Charter", "city charter", "city charter § 12")],
    ),
    (
        "Section 9-6 of the town charter",
        "1-1",
        [("Section 9-6 of the town charter", "city charter", "city charter § 9-6")],
    ),
    (
        "Section 4 of the Charter of the City of Somerville",
        "1-1",
        [
            (
                "Section 4 of the Charter of the City of Somerville",
                "city charter",
                "city charter § 4",
            )
        ],
    ),
    (
        "Section 12, County Charter, provides",
        "1-1",
        [("Section 12, County Charter", "county charter", "county charter § 12")],
    ),
    (
        "persons who are in default of payment, see Charter § 20",
        "34.16",
        [("Charter § 20", "Charter", "Charter § 20")],
    ),
]


@pytest.mark.parametrize(("text", "section", "expected"), CHARTERS)
def test_charter_is_outside_law(
    text: str, section: str, expected: list[tuple[str, str, str | None]]
) -> None:
    assert outside(text, section) == expected


# `charter` naming something else: no charter's tail.
NOT_CHARTERS: list[tuple[str, list[tuple[str, str, str | None]]]] = [
    ("Section 7, charter schools", []),
]


@pytest.mark.parametrize(("text", "expected"), NOT_CHARTERS)
def test_other_charters_are_no_tail(text: str, expected: list[tuple[str, str, str | None]]) -> None:
    assert [c for c in outside(text, "1-1") if "harter" in c[0]] == expected
