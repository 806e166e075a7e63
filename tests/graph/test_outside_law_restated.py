"""Issue 19, part F's forms: an outside statute's number spelled out by its divisions beside it
(that statute, never this code's title, chapter and section; a run that spells no nearby
statute's number stays this code's), statutes' printed names and numbers (a state-first full
name, a glued subsection letter, an article joined to its chapter), a contents column's heading.
Texts are from tests/graph/devset_wide (Campobello SC, Nitro WV, New Jersey, Holdrege NE)."""

from __future__ import annotations

import pytest
from find_helpers import bodies_cited, unit

from graph.find import find_citations
from graph.records import CitationKind
from graph.resolve import build_index, resolve


def cited(text: str, section: str) -> list[tuple[str, str, str | None]]:
    """(raw, body, target) of every citation in `text`, `5.7` a section of the code."""
    return bodies_cited(text, section, indexed=("5.7",))


RESTATED: list[tuple[str, list[tuple[str, str]]]] = [
    (
        "Thus, a reference such as (1976 SC Code §5-7-30) means Title 5, Chapter 7,\nSection 30.",
        [("SC Code §5-7-30", "SC Code"), ("Title 5, Chapter 7,\nSection 30", "SC Code")],
    ),
    (
        "Thus, a reference such as (1976 SC Code §5-7-30) means Title 5, Chapter 7.",
        [("SC Code §5-7-30", "SC Code"), ("Title 5, Chapter 7", "SC Code")],
    ),
]


@pytest.mark.parametrize(("text", "expected"), RESTATED)
def test_divisions_spelling_a_statute_are_that_statute(
    text: str, expected: list[tuple[str, str]]
) -> None:
    got = cited(text, "1.01")
    assert [(raw, body) for raw, body, _ in got] == expected
    assert all(body != "local" for _, body, _ in got)


def test_divisions_spelling_another_number_stay_local() -> None:
    text = "A reference such as (1976 SC Code §5-7-30) is kept.\nSee Title 5, Chapter 8."
    got = cited(text, "1.01")
    assert ("Title 5, Chapter 8", "local") in [(raw, body) for raw, body, _ in got]


# A state's code printed with the state first, its full name inverted (Campobello SC's preface).
STATE_FIRST: list[tuple[str, str, str]] = [
    (
        "pursuant to the 1976 South Carolina Code of\nLaws, §5-7-290, as amended, which required",
        "South Carolina Code of\nLaws, §5-7-290",
        "S.C. Code",
    ),
]


@pytest.mark.parametrize(("text", "raw", "body"), STATE_FIRST)
def test_full_name_with_the_state_first(text: str, raw: str, body: str) -> None:
    assert [(r, b) for r, b, _ in cited(text, "1.01")] == [(raw, body)]


def statutes_of(text: str) -> list[tuple[str, str, tuple[str, ...], str]]:
    """(raw, number, labels, division) of each outside-law citation in `text`."""
    return [
        (c.raw, c.reference.number, c.reference.labels, c.reference.division)
        for c in find_citations(unit(text, "1.01"), sentences=None)
        if c.reference.kind is CitationKind.EXTERNAL
    ]


# Nitro WV and a New Jersey eCode360 code: articles printed with their chapter joined, and a
# subsection's letter glued to a `title:section` number; a WV section's own letter stays.
PRINTED_FORMS: list[tuple[str, list[tuple[str, str, tuple[str, ...], str]]]] = [
    (
        "See W. Va. Code Articles 27-5 and 27-6A.",
        [
            ("W. Va. Code Articles 27-5", "", (), "ch. 27, art. 5"),
            ("27-6A", "", (), "ch. 27, art. 6A"),
        ],
    ),
    (
        "as set forth in N.J.S.A. 40:55D-25c(1) and",
        [("N.J.S.A. 40:55D-25c(1)", "40:55D-25", ("c", "1"), "")],
    ),
    ("(W. Va. Code 61-6-1b)", [("W. Va. Code 61-6-1b", "61-6-1b", (), "")]),
    ("N.J.S.A. 40A:12A-5 applies", [("N.J.S.A. 40A:12A-5", "40A:12A-5", (), "")]),
]


@pytest.mark.parametrize(("text", "expected"), PRINTED_FORMS)
def test_printed_forms(text: str, expected: list[tuple[str, str, tuple[str, ...], str]]) -> None:
    assert statutes_of(text) == expected


# Holdrege NE's chapter contents: the column's heading word and its first entry are no citation;
# an article cited in a sentence is.
COLUMN_HEADS: list[tuple[str, list[str]]] = [
    (
        "CHAPTER 6: POLICE REGULATIONS\n   Article\n      1.   ANIMALS\n"
        "      2.   MISCELLANEOUS MISDEMEANORS\n      3.   LITTER\n",
        [],
    ),
    ("The owner shall comply with\nArticle 1. The fee is due.\n", ["Article 1"]),
]


@pytest.mark.parametrize(("text", "expected"), COLUMN_HEADS)
def test_contents_column_heads(text: str, expected: list[str]) -> None:
    found = find_citations(unit(text, "6-100"), sentences=None)
    assert [c.raw for c in found if c.reference.kind is CitationKind.ARTICLE] == expected


# A New Jersey eCode360 code's `this Chapter 74`: the chapter of that number, not the enclosing
# one read from `this Chapter`; a count after `this chapter` is no number.
THIS_NUMBERED: list[tuple[str, list[tuple[str, str]]]] = [
    (
        "All references to the Board of Adjustment contained in this Chapter 74 shall be deemed",
        [("this Chapter 74", "74")],
    ),
    ("as required by this chapter 17.62.", [("this chapter 17.62", "17.62")]),
    ("within this chapter 30 days after notice", [("this chapter", "")]),
]


@pytest.mark.parametrize(("text", "expected"), THIS_NUMBERED)
def test_this_chapter_with_its_number(text: str, expected: list[tuple[str, str]]) -> None:
    found = find_citations(unit(text, "74-1"), sentences=None)
    assert [(c.raw, c.reference.number) for c in found] == expected


# Campobello SC's page heading: a chapter's number set off from its title by a period opens a
# heading line, no citation; a chapter cited with its title and no period stays a citation.
HEADINGS: list[tuple[str, list[str]]] = [
    ("Chapter 1. Charter & Code\n\nThe Town of Campobello\n", []),
    ("See\nChapter 36 Parking and Loading, Table 3-7\n", ["Chapter 36", "Table 3-7"]),
]


@pytest.mark.parametrize(("text", "expected"), HEADINGS)
def test_chapter_heading_set_off_by_a_period(text: str, expected: list[str]) -> None:
    assert [c.raw for c in find_citations(unit(text, "1.01"), sentences=None)] == expected


# Cortland NE and Littlefork MN: `this subchapter` is a part of the chapter the index does not
# hold: found, left unresolved, never the enclosing chapter.
@pytest.mark.parametrize(
    "text",
    [
        "shall be punished as provided in this subchapter.",
        "to effectuate the purpose of this subchapter.\n",
    ],
)
def test_this_subchapter_is_found_unresolved(text: str) -> None:
    u = unit(text, "72.37")
    index = build_index(["72.37"], [], chapters={"72"})
    found = [r for c in find_citations(u, sentences=None) for r in resolve(c, u, index)]
    assert [(c.raw, c.resolved, c.target) for c in found] == [("this subchapter", False, None)]
