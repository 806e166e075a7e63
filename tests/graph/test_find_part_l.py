"""Part L's forms (tests/graph/devset_wide/README-L.md), rows from the real texts: a dash
label's dotted paragraph and the list it opens (Kansas City's `Sections 88-110-06-C.6, …`),
a table numbered by a three-digit article, and a code's generic own name (`Code of General
Ordinances`) read as this code's."""

from __future__ import annotations

from dataclasses import replace

import pytest
from find_helpers import unit, unit_targets

from graph.find import find_citations
from graph.records import CitationKind
from graph.resolve import build_index, resolve

# Kansas City MO, ordinance 150600's Section A (its list shortened, its forms all kept).
_KC_LIST = (
    "That Chapter 88, Zoning and Development Code, is hereby amended by repealing and reenacting "
    "with like number and title Sections 88-110-06-C.6, 88-205-04-A, 88-420-06, 88-445-06-A.4, "
    "and 88-810-1770, to read as follows:"
)


@pytest.mark.parametrize(
    ("raw", "number", "labels"),
    [
        ("Sections 88-110-06-C.6", "88-110-06", ("C", "6")),
        ("88-205-04-A", "88-205-04", ("A",)),
        ("88-420-06", "88-420-06", ()),
        ("88-445-06-A.4", "88-445-06", ("A", "4")),
        ("88-810-1770", "88-810-1770", ()),
    ],
)
def test_a_dash_labels_dotted_paragraph_and_the_list_it_opens(
    raw: str, number: str, labels: tuple[str, ...]
) -> None:
    found = find_citations(unit(_KC_LIST, "88-110-06"), sentences=None)
    assert (raw, number, labels) in [(c.raw, c.reference.number, c.reference.labels) for c in found]


@pytest.mark.parametrize(
    ("text", "raw", "labels"),
    [
        # the sentence's period is no level: `C.6` then the end
        ("as provided in Section 88-110-06-C.6. Then", "Section 88-110-06-C.6", ("C", "6")),
        # a re-enacted heading's letter with its period stays a letter alone
        ("see Section 88-110-06-C. The", "Section 88-110-06-C", ("C",)),
    ],
)
def test_a_dash_labels_paragraph_stops_where_the_number_does(
    text: str, raw: str, labels: tuple[str, ...]
) -> None:
    found = find_citations(unit(text, "88-110-05"), sentences=None)
    assert [(c.raw, c.reference.labels) for c in found] == [(raw, labels)]


@pytest.mark.parametrize(
    ("text", "raw", "number"),
    [
        (
            "Multi-unit houses are subject to the standards of Table 110-2 (88-110-06-B) except",
            "Table 110-2",
            "110-2",
        ),
        (
            "Uses are allowed in O and B zoning districts in accordance with Table 120-1, below.",
            "Table 120-1",
            "120-1",
        ),
    ],
)
def test_a_table_numbered_by_a_three_digit_article(text: str, raw: str, number: str) -> None:
    found = find_citations(unit(text, "88-120-03"), sentences=None)
    tables = [(c.raw, c.reference.number) for c in found if c.reference.kind is CitationKind.TABLE]
    assert tables == [(raw, number)]


@pytest.mark.parametrize(
    "text",
    [
        "AN ORDINANCE amending Chapter 39, Code of General Ordinances of Kansas City, Missouri, "
        "commonly known as the Zoning Ordinance, by repealing Section 39.111",
        "That Chapter 39, Code of General Ordinances of Kansas City, Missouri, is hereby amended",
    ],
)
def test_a_codes_generic_name_is_this_code(text: str) -> None:
    found = find_citations(unit(text, "39.110"), sentences=None)
    chapter = [c for c in found if c.raw.startswith("Chapter 39")]
    assert [(c.reference.kind, c.reference.number, c.reference.code) for c in chapter] == [
        (CitationKind.CHAPTER, "39", None)
    ]


# Doña Ana County NM, UDC chapter 350: a subsection's letter glued to its section's number.
_GLUED = (
    "Legislative hearing procedures. In addition to the legislative amendments contained in "
    "§ 350-107A, the Planning and Zoning Commission (P&Z) shall review proposed legislation"
)


@pytest.mark.parametrize(
    ("sections", "subsections", "expected"),
    [
        # the outline holds section 350-107 and its subsection A, no section 350-107A
        (("350-103", "350-107"), (("350-107(A)", "350-107"),), ("subsection", "350-107(A)")),
        # a code with a lettered section keeps it a section
        (("350-103", "350-107", "350-107A"), (("350-107(A)", "350-107"),), ("section", "350-107A")),
        # an outline without that subsection: the number as printed, never a guessed label
        (("350-103", "350-107"), (), ("section", "350-107A")),
    ],
)
def test_a_letter_glued_to_a_section_is_its_subsection_where_the_outline_says_so(
    sections: tuple[str, ...],
    subsections: tuple[tuple[str, str], ...],
    expected: tuple[str, str],
) -> None:
    index = build_index(sections, subsections)
    assert unit_targets(unit(_GLUED, "350-103"), index) == [expected]


@pytest.mark.parametrize(
    ("text", "state", "raw", "code", "jurisdiction"),
    [
        # Doña Ana County NM, chapter 350
        (
            "shall review proposed legislation in a public meeting per the New Mexico Open "
            "Meetings Act where it shall seek public input.",
            "NM",
            "New Mexico Open Meetings Act",
            "N.M. Stat.",
            "NM",
        ),
        # Sandy Springs GA (part A's truth: O.C.G.A.)
        (
            "pursuant to the Georgia Erosion and Sedimentation Control Act of 1975, as amended",
            "GA",
            "Georgia Erosion and Sedimentation Control Act of 1975",
            "Ga. Code",
            "GA",
        ),
        # a state of several bodies of statutes (Texas's subject codes): the act as printed
        ("subject to the Texas Open Meetings Act.", "TX", "Texas Open Meetings Act", "", ""),
        # another state's name opening an act's name (a federal act here): as printed
        (
            "lands conveyed under the Alaska Native Claims Settlement Act.",
            "WA",
            "Alaska Native Claims Settlement Act",
            "",
            "",
        ),
    ],
)
def test_a_states_act_by_name_is_that_states_statutes_unnumbered(
    text: str, state: str, raw: str, code: str, jurisdiction: str
) -> None:
    u = unit(text, "350-103")
    found = find_citations(u, sentences=None, state=state)
    assert [(c.raw, c.reference.number, c.reference.jurisdiction) for c in found] == [
        (raw, "", jurisdiction)
    ]
    assert found[0].reference.code == (code or raw)
    # the state's statutes with no section named: outside law, no target (an act as printed
    # keeps its name for one)
    resolved = resolve(found[0], u, build_index([], []))
    assert [(r.target_kind, r.target) for r in resolved] == [
        (CitationKind.EXTERNAL, None if code else raw)
    ]


# Kansas City MO, ordinance 970656's title (verbatim, its line breaks kept).
_APPENDIX_TITLE = (
    "Amending Chapter 80, Code of Ordinances of the City of\nKansas City, Missouri, commonly "
    "known as the Zoning Ordinance, by repealing\nAppendix A, Chapters 2 (Land Use Controls) and "
    "4 (Urban Design Standards and\nSpecifications) and enacting in lieu thereof new Chapter 2 "
    "and Chapter 4,\nAppendix A, of like number and subject matter."
)
_HELD = ("Chapter 80, Appendix A",)
_HELD_CHAPTERS = ("80", "80, Appendix A, Chapter 2", "80, Appendix A, Chapter 4")


def _ordinance_targets(
    text: str, divisions: tuple[str, ...], chapters: tuple[str, ...]
) -> list[tuple[str, str, str | None]]:
    """(raw, kind, target) of every citation in an ordinance's `text` (no section, chapter or
    title of its own), resolved against an outline of `divisions` and `chapters`."""
    u = replace(unit(text, "80-1"), section=None, chapter=None, title=None, node="ord")
    index = build_index([], [], chapters=chapters, divisions=divisions)
    return [
        (c.raw, r.target_kind.value if r.target_kind else "", r.target)
        for c in find_citations(u, sentences=None)
        for r in resolve(c, u, index)
    ]


def test_chapters_inside_an_appendix_of_a_chapter() -> None:
    assert _ordinance_targets(_APPENDIX_TITLE, _HELD, _HELD_CHAPTERS) == [
        ("Chapter 80, Code of Ordinances", "chapter", "80"),
        ("Appendix A", "division", "Chapter 80, Appendix A"),
        ("Chapters 2", "chapter", "80, Appendix A, Chapter 2"),
        ("4", "chapter", "80, Appendix A, Chapter 4"),
        ("Chapter 2", "chapter", "80, Appendix A, Chapter 2"),
        ("Chapter 4,\nAppendix A", "chapter", "80, Appendix A, Chapter 4"),
    ]


def test_an_appendix_chapter_the_outline_does_not_hold_stays_unresolved() -> None:
    found = _ordinance_targets(_APPENDIX_TITLE, (), ("80",))
    assert [target for raw, _, target in found if raw != "Chapter 80, Code of Ordinances"] == [
        None
    ] * 5
