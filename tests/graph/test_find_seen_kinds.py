"""Forms the seen part's misses grouped by kind (issue 19): `this ordinance` in an appendix
codified whole, an editor's bracketed level word, a state's initials with their last period lost."""

from __future__ import annotations

from dataclasses import replace

import pytest
from find_helpers import unit

from graph.find import find_citations
from graph.records import CitationKind

K = CitationKind

# (text from the seen part, the unit's section, each citation's raw text, kind, relative_to,
# level).
ROWS: list[tuple[str, str, list[tuple[str, K, K | None, str]]]] = [
    # South Bay, FL, Appendix A (Zoning), § 24.1: the zoning ordinance is the appendix
    (
        "the strict letter of this ordinance, appeals to the board may be taken",
        "Appendix A, 24.1",
        [("this ordinance", K.DIVISION, K.DIVISION, "appendix")],
    ),
    # a section of no appendix: `this ordinance` stays unread (its meaning varies by city)
    ("the strict letter of this ordinance, appeals to the board may be taken", "24.1", []),
    # the editor's word corrects the ordinance's: the article
    (
        'The word "board" when used in this chapter [article] shall be construed',
        "Appendix A, 24.1",
        [("this chapter [article]", K.ARTICLE, K.ARTICLE, "")],
    ),
    # Grantville, GA, § 8-16: the editor's level word in brackets after `this`
    (
        "Any violation of this [chapter] may be enforced by a citation returnable to",
        "8-16",
        [("this [chapter]", K.CHAPTER, K.CHAPTER, "")],
    ),
    ("Any violation of this [chapter may be enforced", "8-16", []),
    (
        'The word "board" when used in this chapter shall be construed',
        "24.1",
        [("this chapter", K.CHAPTER, K.CHAPTER, "")],
    ),
]


@pytest.mark.parametrize(("text", "section", "expected"), ROWS)
def test_self_references(
    text: str, section: str, expected: list[tuple[str, K, K | None, str]]
) -> None:
    u = replace(unit(text, "24-1"), node=section, section=section)
    found = find_citations(u, sentences=None)
    got = [(c.raw, c.reference.kind, c.reference.relative_to, c.reference.level) for c in found]
    assert got == expected


# (text, the citing code's state, each citation's raw text, body, number).
STATUTES: list[tuple[str, str, list[tuple[str, str, str]]]] = [
    # Urbancrest, OH, chapter 501: `R.C` with its last period lost, after the state's name
    (
        "Penalty considerations - see Ohio R.C 2929.22\n",
        "OH",
        [("Ohio R.C 2929.22", "Ohio Rev. Code", "2929.22")],
    ),
    (
        "Penalty considerations - see Ohio R.C. 2929.22\n",
        "OH",
        [("Ohio R.C. 2929.22", "Ohio Rev. Code", "2929.22")],
    ),
]


@pytest.mark.parametrize(("text", "state", "expected"), STATUTES)
def test_state_initials(text: str, state: str, expected: list[tuple[str, str, str]]) -> None:
    found = find_citations(unit(text, "501.99"), sentences=None, state=state)
    assert [(c.raw, c.reference.code, c.reference.number) for c in found] == expected


# (Austin, TX, § 25-2-1406: a Markdown link whose labels follow its target; each citation's raw
# text, kind, number and labels).
LINKED: list[tuple[str, list[tuple[str, K, str, tuple[str, ...]]]]] = [
    (
        "(8) may apply the requirements of [Section 25-2-812](TIT25LADE_CH25-2ZO_SUBCHAPTER_"
        "CUSDERE_ART4ADRECEUS_DIV2COUS_S25-2-812MOFOES)(N) (_Mobile Food Establishments_)",
        [
            (
                "Section 25-2-812](TIT25LADE_CH25-2ZO_SUBCHAPTER_CUSDERE_ART4ADRECEUS_DIV2COUS_"
                "S25-2-812MOFOES)(N)",
                K.SUBSECTION,
                "25-2-812",
                ("N",),
            )
        ],
    ),
    # a target that holds another number: the labels are not the section's
    (
        "may apply the requirements of [Section 25-2-812](TIT25_S25-2-811MOFOES)(N) (_Mobile",
        [("Section 25-2-812", K.SECTION, "25-2-812", ())],
    ),
]


@pytest.mark.parametrize(("text", "expected"), LINKED)
def test_link_paths(text: str, expected: list[tuple[str, K, str, tuple[str, ...]]]) -> None:
    found = find_citations(unit(text, "25-2-1406"), sentences=None)
    got = [(c.raw, c.reference.kind, c.reference.number, c.reference.labels) for c in found]
    assert got == expected
