"""Defined terms of glossary sections and their uses (graph/terms.py, corpus/tables/terms.py)."""

from __future__ import annotations

import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest
import sqlite_utils
from hypothesis import given, settings
from hypothesis import strategies as st

from corpus.engine.amend import amend_corpus
from corpus.stages.citations import text_of
from corpus.stages.glossary import (
    DefinedTerm,
    TermUse,
    _matcher,
    find_defined_terms,
    find_term_uses,
    forms,
    is_definitions_section,
    tokenizer,
)
from corpus.stages.terms import corpus_terms
from graph.records import Amends, TextUnit, UnitKind
from parsers.collect import parse_all
from parsers.ordinance_records import Instruction, Target, TargetKind, Verb
from parsers.records import SourceSpan

ROOT = Path(__file__).resolve().parents[2]
RAW = ROOT / "raw"


@dataclass(frozen=True, slots=True)
class Sec:
    """A section as it stands now (what `find_defined_terms` reads)."""

    id: str
    chapter: str
    title: str | None
    text: str
    document: str = "othercity/ecode360/title9.txt"


@pytest.fixture(scope="module")
def seeds() -> tuple[tuple[DefinedTerm, ...], list[TermUse]]:
    parsed = parse_all(RAW)
    terms, uses = corpus_terms(parsed, text_of(parsed, amend_corpus(parsed)))
    return terms, uses


def unit(text: str, node: str = "17.22.030", kind: UnitKind = UnitKind.SECTION) -> TextUnit:
    return TextUnit(
        node=node,
        kind=kind,
        text=text,
        document="doc.txt",
        section=node if kind is UnitKind.SECTION else None,
        chapter=node.rsplit(".", 1)[0],
        title=node.split(".", 1)[0],
    )


# --- the seeds -------------------------------------------------------------------------------


def test_the_seeds_glossary_terms_come_from_the_definitions_section(
    seeds: tuple[tuple[DefinedTerm, ...], list[TermUse]],
) -> None:
    terms, _ = seeds
    by_term = {t.term: t for t in terms}
    # the ADD_PART instruction's labels, and the quoted definition inside one of them
    assert {
        "Low-Barrier Navigation Centers",
        "Supportive Housing",
        "Retail tobacco store",
        "Tobacco product",
        "Low barrier",
    } == set(by_term)
    assert {t.section for t in terms} == {"17.90.020"}
    # subsection headings of ordinary sections (`C. Review Authority. …`) are not terms
    assert "Review Authority" not in by_term


# (text from the seeds, the uses expected: (term, words as written))
SEED_USES = [
    (
        "A retail store utilized primarily for the sale of tobacco products and tobacco "
        "accessories and for which the sale of other products is merely incidental.",
        [("Tobacco product", "tobacco products")],
    ),
    (
        "Low Barrier Navigation Center P P - - - -\nSupportive Housing P P - - - -",
        [
            ("Low-Barrier Navigation Centers", "Low Barrier Navigation Center"),
            ("Supportive Housing", "Supportive Housing"),
        ],
    ),
    (
        "Retail Tobacco Store – – – UP – – 17.42.180",
        [("Retail tobacco store", "Retail Tobacco Store")],
    ),
    (
        "A limited term permit may be approved or denied by the director, in compliance with "
        "this section.",
        [],
    ),
    ("Residential care, 7 to 10 clients – – UP UP UP UP UP", []),
]


@pytest.mark.parametrize(("text", "expected"), SEED_USES)
def test_uses_of_the_seeds_terms(
    seeds: tuple[tuple[DefinedTerm, ...], list[TermUse]],
    text: str,
    expected: list[tuple[str, str]],
) -> None:
    terms, _ = seeds
    uses = find_term_uses([unit(text)], terms)
    assert [(u.term, u.matched) for u in uses] == expected
    for u in uses:
        assert text[u.start : u.end] == u.matched
        assert u.defined_in == "17.90.020"
        assert u.sentence


def test_the_seeds_uses_include_tables_and_ordinances(
    seeds: tuple[tuple[DefinedTerm, ...], list[TermUse]],
) -> None:
    _, uses = seeds
    kinds = {u.source_kind for u in uses}
    assert "ordinance" in kinds  # the land-use tables PA22/14 amends
    matched = {u.matched.lower() for u in uses}
    assert "tobacco products" in matched


# --- another city's definitions ---------------------------------------------------------------

OTHER_CITY = Sec(
    id="9.80.020",
    chapter="9.80",
    title=None,
    text=(
        '"Accessory dwelling unit" means an attached or detached residential dwelling unit that '
        "provides complete independent living facilities for one or more persons.\n"
        '"Dwelling" means a building or portion thereof designed exclusively for residential '
        "occupancy.\n"
        '"Lot" means a parcel of land shown on a recorded map.\n'
        '"Day care facility" means a facility that provides nonmedical care.\n'
    ),
)


def test_a_definitions_section_found_by_its_body() -> None:
    assert is_definitions_section(OTHER_CITY, None)
    terms = find_defined_terms([OTHER_CITY])
    assert [t.term for t in terms] == [
        "Accessory dwelling unit",
        "Dwelling",
        "Lot",
        "Day care facility",
    ]
    first = terms[0]
    assert OTHER_CITY.text[first.start :].startswith("Accessory dwelling unit")
    assert first.end == OTHER_CITY.text.index('"Dwelling"')


@pytest.mark.parametrize(
    ("title", "chapter_title"),
    [("Definitions", None), (None, "Definitions"), ("Words and phrases defined", "Zoning")],
)
def test_a_definitions_section_found_by_its_title(title: str | None, chapter_title: str) -> None:
    section = Sec("4.04.010", "4.04", title, "Block. A piece of land bounded by streets.\n")
    assert is_definitions_section(section, chapter_title)
    assert [t.term for t in find_defined_terms([section], {"4.04": chapter_title})] == ["Block"]


def test_an_ordinary_section_defines_nothing() -> None:
    section = Sec(
        "12.16.030",
        "12.16",
        "Limited term permits",
        "A. Purpose. This section establishes procedures.\n"
        "B. Applicability. A permit allows short-term activities.\n"
        "C. Review Authority. The director decides.\n",
    )
    assert not is_definitions_section(section, "Permits")
    assert find_defined_terms([section], {"12.16": "Permits"}) == ()


def test_labels_of_an_instruction_adding_definitions() -> None:
    text = "Short-term rental. A dwelling rented for thirty days or less.\n"
    instruction = Instruction(
        id="2031-04 §3",
        ordinance="2031-04",
        ordinance_section=3,
        verb=Verb.ADD_PART,
        targets=(Target(TargetKind.SECTION, "5.02.040"),),
        text=text,
        span=SourceSpan("othercity/ordinances/2031-04.txt", 1200, 1200 + len(text)),
        target_title="Definitions",
        labels=("Short-term rental", "(B)"),
    )
    terms = find_defined_terms([], {}, [instruction], {"2031-04": "othercity/2031-04.txt"})
    assert [(t.term, t.section, t.located) for t in terms] == [
        ("Short-term rental", "5.02.040", False)
    ]
    assert terms[0].start == 1200
    assert terms[0].document == "othercity/2031-04.txt"


def test_other_city_uses_plurals_and_own_definitions() -> None:
    terms = find_defined_terms([OTHER_CITY])
    uses = find_term_uses(
        [
            unit(OTHER_CITY.text, "9.80.020"),
            unit(
                "Two accessory dwelling units are allowed on each lot; day care facilities "
                "need a permit. No dwellings within 10 feet.",
                "9.12.040",
            ),
        ],
        terms,
    )
    inside = [(u.term, u.matched) for u in uses if u.source == "9.80.020"]
    outside = [(u.term, u.matched) for u in uses if u.source == "9.12.040"]
    # The headwords are not uses; `dwelling` in the ADU definition is a use of `Dwelling`, and
    # the longest term wins inside `Accessory dwelling unit`.
    assert ("Accessory dwelling unit", "Accessory dwelling unit") not in inside
    assert ("Dwelling", "Dwelling") not in inside
    assert ("Dwelling", "dwelling") in inside
    assert ("Day care facility", "facility") not in inside
    assert outside == [
        ("Accessory dwelling unit", "accessory dwelling units"),
        ("Lot", "lot"),
        ("Day care facility", "day care facilities"),
        ("Dwelling", "dwellings"),
    ]
    assert all(u.defined_in == "9.80.020" for u in uses)


def test_an_ordinance_adding_a_definition_does_not_use_it() -> None:
    terms = find_defined_terms([OTHER_CITY])
    text = 'Section 9.80.020 is amended to add:\n"Lot" means a parcel of land.\n\nNo lot may …'
    ordinance = TextUnit(
        node="2031-04",
        kind=UnitKind.ORDINANCE,
        text=text,
        document="o.txt",
        amends=(Amends(0, "9.80.020"),),
    )
    uses = find_term_uses([ordinance], terms)
    assert [(u.matched, u.section) for u in uses] == [("lot", "9.80.020")]


@pytest.mark.parametrize(
    ("term", "expected"),
    [
        ("Tobacco product", ("Tobacco product", "Tobacco products")),
        ("Day care facility", ("Day care facility", "Day care facilities")),
        ("Tax", ("Tax", "Taxes")),
        ("Centers", ("Centers", "Center")),
        (
            "Low-barrier shelter",
            (
                "Low-barrier shelter",
                "Low-barrier shelters",
                "Low barrier shelter",
                "Low barrier shelters",
            ),
        ),
    ],
)
def test_forms(term: str, expected: tuple[str, ...]) -> None:
    assert forms(term) == expected


WORDS = ["lot", "Lots", "dwelling", "accessory", "unit", "day", "care", "facility", "the", "A"]


@settings(max_examples=60, deadline=None)
@given(
    st.lists(
        st.one_of(st.sampled_from(WORDS), st.text(max_size=12)),
        max_size=30,
    ).map(" ".join)
)
def test_arbitrary_text_never_crashes(text: str) -> None:
    terms = find_defined_terms([OTHER_CITY])
    allowed = {f.lower() for t in terms for f in forms(t.term)}
    for use in find_term_uses([unit(text, "9.12.040")], terms):
        assert text[use.start : use.end] == use.matched
        assert " ".join(use.matched.lower().split()) in allowed


FILLER = st.text(alphabet=st.sampled_from("abc \n.-"), min_size=0, max_size=300)


@settings(max_examples=40, deadline=None)
@given(st.lists(st.one_of(st.sampled_from(WORDS), FILLER), max_size=20).map(" ".join))
def test_windows_find_what_the_whole_text_gives(text: str) -> None:
    """Tokenizing only around the clues finds exactly what tokenizing everything finds."""
    from spacy.util import filter_spans

    terms = find_defined_terms([OTHER_CITY])
    keys = sorted({t.term.lower() for t in terms})
    whole = filter_spans(_matcher(keys)(tokenizer().make_doc(text), as_spans=True))
    expected = [(s.start_char, s.end_char) for s in whole]
    found = [(u.start, u.end) for u in find_term_uses([unit(text, "9.12.040")], terms)]
    assert found == expected


def test_no_glossary_no_spacy() -> None:
    code = (
        "import sys\n"
        "from corpus.stages.glossary import find_defined_terms, find_term_uses\n"
        "assert find_term_uses([], find_defined_terms([])) == []\n"
        "assert 'spacy' not in sys.modules\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True, cwd=ROOT)


def test_the_built_database_has_term_uses(database: sqlite_utils.Database) -> None:
    rows = list(database.query("select * from term_uses where term = 'Tobacco product'"))
    assert rows
    assert {r["defined_in"] for r in rows} == {"17.90.020"}
    assert all(r["matched"].lower() == "tobacco products" for r in rows)
    assert database.table("defined_terms").count >= 4
    indexed = {tuple(i.columns) for i in database.table("term_uses").indexes}
    assert {("jurisdiction", "term"), ("jurisdiction", "source")} <= indexed
