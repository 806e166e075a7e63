"""Citations of part H's open Georgia codes (tests/graph/devset_wide/open, README-H1-g19-l):
every text is from a real code; outside law keeps its body and never resolves into the city's
code, the city's own numbering resolves into its nodes."""

from __future__ import annotations

from dataclasses import replace

import pytest
from find_helpers import unit
from test_outside_law_forms import outside

from graph.find import find_citations, scan
from graph.records import CitationKind
from graph.resolve import build_index, resolve


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # Stockbridge GA 3.16.095: a chain of parts closed by an outside law's section is that
        # law's, every listed part (not the city's own 3.16.095(b)(8))
        (
            "local service revenues, as defined in paragraphs (8) and (9) of subsection (b) of"
            " Section 46-5-1 of the Official Code of Georgia Annotated; provided, however,",
            [("Ga. Code", "Ga. Code § 46-5-1(b)(8)"), ("Ga. Code", "Ga. Code § 46-5-1(b)(9)")],
        ),
        (
            "as defined in subsection (b) of Section 46-5-1 of the Official Code of Georgia"
            " Annotated; provided",
            [("Ga. Code", "Ga. Code § 46-5-1(b)")],
        ),
    ],
)
def test_chain_of_parts_closed_by_outside_law(
    text: str, expected: list[tuple[str, str | None]]
) -> None:
    assert outside(text, "3.16.095") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # Sandy Springs GA's Development Code: a division numbered within its article
        (
            "Certified personnel. For the purposes of Div. 9.7 a person who has successfully",
            [("Div. 9.7", "9.7")],
        ),
        ("Cottage court. See Div. 6.3. ", [("Div. 6.3", "6.3")]),
        (
            "9.  Notwithstanding anything in this Div. 11.7 to the contrary, the amortization",
            [("this Div. 11.7", "11.7")],
        ),
        # the division's own heading line is no citation
        ("Div. 11.7. - Nonconformities \nSec. 11.7.1. - General.", []),
        # a section's number (three parts) is no division's
        ("as required by Div. 9.7.1 of this", []),
        # another law's division
        ("Division 9.7 of the Business and Professions Code", []),
    ],
)
def test_dotted_division(text: str, expected: list[tuple[str, str]]) -> None:
    got = [
        (text[m.start : m.end], m.reference.number)
        for hit in scan(text).hits
        for m in hit.members
        if m.reference.kind is CitationKind.DIVISION
    ]
    assert got == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # Dougherty GA 2-10-2: the label glued to the word, a number glued to the letter's label
        (
            "except those businesses, occupations or professions enumerated in subsection(d)4,"
            " which shall be taxed",
            [("subsection(d)4", ("d", "4"))],
        ),
        (
            "as set forth in subsection (d)4 of this section",
            [("subsection (d)4 of this section", ("d", "4"))],
        ),
        # the plural's `(s)` glued on is no label
        ("the applicable subsection(s) of this section apply", [("this section", ())]),
        # a capital's label keeps its period form (`(a)(1)A.`)
        (
            "subsection (a)(1)A. of this section",
            [("subsection (a)(1)A. of this section", ("a", "1", "A"))],
        ),
    ],
)
def test_glued_subsection_labels(text: str, expected: list[tuple[str, tuple[str, ...]]]) -> None:
    got = [(text[m.start : m.end], m.reference.labels) for h in scan(text).hits for m in h.members]
    assert got == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # Dougherty GA: a state constitution named by `Const.` and its year, its place after
        (
            "State Law reference— Authority to levy business and occupation license taxes,"
            " Const. 1983, Art. IX, § 4, ¶1(b)(1); O.C.G.A. § 48-13-1 et seq. ",
            [
                ("state constitution", "state constitution art. IX, § 4, ¶ 1(b)(1)"),
                ("Ga. Code", "Ga. Code § 48-13-1"),
            ],
        ),
    ],
)
def test_constitution_with_its_year(text: str, expected: list[tuple[str, str | None]]) -> None:
    assert outside(text, "2-10-13") == expected


@pytest.mark.parametrize(
    "text",
    [
        # Unadilla GA (PDF text): the number wraps at its dash, a page header before the rest;
        # `O.C.G.A. § 33` would be a title read as a section
        "received during the preceding calendar year in accordance with O.C.G.A. § 33-\n(42)\n"
        "(42)\n(43)\n8/30/2019 Unadilla, GA Code of Ordinances\n174/240\n(a)\n(b)\n(c)\n"
        "8-8.2. Gross direct premiums",
    ],
)
def test_number_wrapped_at_its_dash_is_not_cut_short(text: str) -> None:
    assert [text[h.start : h.end] for h in scan(text).hits] == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # Berlin NH: a capital's abbreviation without its period
        (
            "Cross References: Buildings and building regulations, Ch. 4, Housing, Ch 8.",
            [("Ch. 4, Housing", "4"), ("Ch 8", "8")],
        ),
        # a word ending in `ch` before a number is no chapter
        ("which 8 of each 3 were", []),
    ],
)
def test_chapter_abbreviated_without_period(text: str, expected: list[tuple[str, str]]) -> None:
    got = [(text[m.start : m.end], m.reference.number) for h in scan(text).hits for m in h.members]
    assert got == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # Dougherty GA 2-10-2: `Code` alone before a section is the code the text is in
        (
            "Peddlers, as defined in Code Section 2-10, and transient, itinerant merchants",
            [("Code Section 2-10", CitationKind.SECTION, None)],
        ),
        # a law named with it stays that law
        (
            "the Georgia Code Section 48-13-5 and",
            [("Georgia Code Section 48-13-5", CitationKind.EXTERNAL, "Georgia Code")],
        ),
    ],
)
def test_bare_code_before_a_section(
    text: str, expected: list[tuple[str, CitationKind, str | None]]
) -> None:
    got = [
        (text[m.start : m.end], m.reference.kind, m.reference.code)
        for h in scan(text).hits
        for m in h.members
    ]
    assert got == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # Stockbridge GA: the range's end printed with a hyphen for its last dot (the deleted
        # article the note names is cited too, in the chapter its heading places the text)
        (
            "repealed former Art. III, §§ 3.16.120—3.16-160, in its entirety",
            [
                ("Art. III", "Chapter 3.16, Article III"),
                ("§§ 3.16.120", "3.16.120"),
                ("3.16-160", "3.16.160"),
            ],
        ),
        # an end whose other parts are not the start's keeps its number (none of this code's)
        ("§§ 3.16.120—3.17-160 apply", [("§§ 3.16.120", "3.16.120"), ("3.17-160", None)]),
    ],
)
def test_range_end_with_a_hyphen_for_its_last_dot(
    text: str, expected: list[tuple[str, str | None]]
) -> None:
    u = replace(unit(text, "3.16.150"), article="Chapter 3.16, Article III")
    index = build_index(["3.16.120", "3.16.150", "3.16.160"], [])
    got = [
        (r.raw, r.target)
        for c in find_citations(u, sentences=None)
        for r in resolve(c, u, index)
        if not r.expanded
    ]
    assert got == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # Dougherty GA 2-10-2(p): `laws` joined to a list, no article of its own
        (
            "not inconsistent with this article or other ordinances and resolutions of the county"
            " and laws of the state; and",
            [("laws of the state", "state law", "")],
        ),
        (
            "pursuant to the Constitution and laws of the State of Missouri, including",
            [("laws of the State of Missouri", "state law", "MO")],
        ),
        # no article and no list: too loose to name a body
        ("as required by law of the state", []),
    ],
)
def test_laws_joined_to_a_list(text: str, expected: list[tuple[str, str, str]]) -> None:
    got = [
        (text[m.start : m.end], m.reference.code, m.reference.jurisdiction)
        for h in scan(text).hits
        for m in h.members
        if m.reference.kind is CitationKind.EXTERNAL
    ]
    assert got == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # Dougherty GA 2-10-2(p): this state's constitution, then the nation's by `of` alone
        (
            "resolutions of the county and laws of the state or the Constitution of this State or"
            " of the United States, for the administration",
            [
                ("laws of the state", "state law"),
                ("Constitution of this State", "state constitution"),
                ("of the United States", "U.S. Const."),
            ],
        ),
        (
            "consistent with the Constitution of the United States of America and",
            [("Constitution of the United States of America", "U.S. Const.")],
        ),
        # the nation's code is no constitution
        (
            "the Constitution of this State and of the United States Code",
            [
                ("Constitution of this State", "state constitution"),
            ],
        ),
    ],
)
def test_constitution_named_after_its_word(text: str, expected: list[tuple[str, str]]) -> None:
    got = [
        (text[m.start : m.end], m.reference.code)
        for h in scan(text).hits
        for m in h.members
        if m.reference.kind is CitationKind.EXTERNAL
    ]
    assert got == expected
