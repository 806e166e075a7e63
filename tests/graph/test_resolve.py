"""Resolution: relative, repaired, ranges over the real subsection tree, malformed, ordinances."""

from __future__ import annotations

from datetime import date

import pytest
from find_helpers import unit

from corpus.stages.citations import cite_parsed
from corpus.stages.corpus_text import locate_subsections
from graph.find import find_citations
from graph.records import Amends, CitationKind, How, TextUnit, UnitKind
from graph.resolve import CorpusIndex, build_index, resolve
from parsers.ordinance_records import (
    Instruction,
    Ordinance,
    OrdinanceSection,
    OrdinanceSectionKind,
    ParsedOrdinance,
    Target,
    TargetKind,
    Verb,
)
from parsers.records import Document, DocumentKind, SourceSpan


def tree(section: str, *paths: str) -> list[tuple[str, str]]:
    """(id, parent) pairs for subsection paths like `(E)`, `(E)(1)` under `section`."""
    pairs = []
    for path in paths:
        sub = section + path
        cut = sub.rfind("(")
        pairs.append((sub, sub[:cut] if cut > len(section) else section))
    return pairs


INDEX = build_index(
    ["17.62.030", "17.62.050", "17.24.040", "17.32.020", "9.12.040"],
    tree("17.62.030", "(E)", "(F)", "(G)", "(I)")
    + tree("17.62.050", "(D)", "(E)", "(E)(1)", "(E)(2)", "(F)", "(G)")
    # (A)(5) was repealed: the range (A)(4) through (A)(7) has three members, not four.
    + tree("17.24.040", "(A)", "(A)(3)", "(A)(4)", "(A)(6)", "(A)(7)", "(B)")
    + tree("17.32.020", "(A)", "(A)(1)", "(A)(2)")
    + tree("9.12.040", "(A)", "(B)"),
    tables=["Title 17, Table 2-3", "Title 9, Table 4-2"],
)


def section_unit(section: str, text: str, subsection: str | None = None) -> TextUnit:
    return unit(text, section, subsection)


def resolved(
    unit: TextUnit, index: CorpusIndex = INDEX
) -> list[tuple[str | None, str | None, str | None, bool]]:
    out = []
    for c in find_citations(unit, sentences=None):
        for r in resolve(c, unit, index):
            out.append((r.target, r.how.value if r.how else None, r.reason, r.in_corpus))
    return out


@pytest.mark.parametrize(
    ("section", "subsection", "text", "expected"),
    [
        # "this section" is the nearest enclosing section
        (
            "17.62.050",
            "17.62.050(D)",
            "required by subsection F of this section.",
            [("17.62.050(F)", "relative", None, True)],
        ),
        # a bare label is read in the enclosing section
        (
            "17.62.050",
            None,
            "listed in subsection E, that",
            [("17.62.050(E)", "relative", None, True)],
        ),
        # `E.1` is `(E)(1)`
        (
            "17.62.050",
            None,
            "by subsection E.1 of this section.",
            [("17.62.050(E)(1)", "relative", None, True)],
        ),
        # the chapter has no subsection I; the enclosing section has: repaired
        (
            "17.62.030",
            "17.62.030(G)",
            "required by subsection I of this chapter.",
            [("17.62.030(I)", "repaired", None, True)],
        ),
        # `subsection 2` inside (E)(1): the sibling (E)(2)
        (
            "17.62.050",
            "17.62.050(E)(1)",
            "as in subsection 2 of this section.",
            [("17.62.050(E)(2)", "repaired", None, True)],
        ),
        # absolute subsection, present and absent
        (
            "17.62.050",
            None,
            "the findings in § 17.62.030(F) (Findings)",
            [("17.62.030(F)", "absolute", None, True)],
        ),
        (
            "17.62.050",
            None,
            "see Section 17.62.030(Z)",
            [("17.62.030(Z)", "absolute", None, False)],
        ),
        # a section the corpus lacks is resolved, not in the corpus (dangling)
        ("17.62.050", None, "see Section 17.42.020", [("17.42.020", "absolute", None, False)]),
        # tables and articles take the enclosing title, never a constant
        (
            "9.12.040",
            None,
            "shown in Table 4-2 and Article 3 of this title",
            [
                ("Title 9, Table 4-2", "relative", None, True),
                ("Title 9, Article 3", "relative", None, False),
            ],
        ),
        (
            "9.12.040",
            None,
            "in Chapter 9.16 (Animals) of this title",
            [("9.16", "absolute", None, False)],
        ),
        (
            "9.12.040",
            None,
            "under subsection B of this section",
            [("9.12.040(B)", "relative", None, True)],
        ),
        ("9.12.040", None, "Chapter 36 applies", [("9.36", "relative", None, False)]),
    ],
)
def test_resolution(
    section: str,
    subsection: str | None,
    text: str,
    expected: list[tuple[str, str, str | None, bool]],
) -> None:
    assert resolved(section_unit(section, text, subsection)) == expected


def test_range_expands_over_real_siblings() -> None:
    unit = section_unit(
        "17.24.040", "in conjunction with subsections (A)(4) through (A)(7) of this section."
    )
    assert [t for t, *_ in resolved(unit)] == [
        "17.24.040(A)(4)",
        "17.24.040(A)(6)",
        "17.24.040(A)(7)",
    ]


def test_section_range_expands_over_the_sections_the_corpus_has() -> None:
    unit = section_unit("17.24.040", "the procedures of Sections 17.62.010 through 17.62.060")
    assert [t for t, *_ in resolved(unit)] == ["17.62.010", "17.62.030", "17.62.050", "17.62.060"]


def test_range_with_unknown_endpoint_keeps_endpoints() -> None:
    unit = section_unit("17.24.040", "subsections (A)(4) through (A)(9) of this section")
    found = resolved(unit)
    assert [t for t, *_ in found] == ["17.24.040(A)(4)", "17.24.040(A)(9)"]
    assert all(reason and "endpoints" in reason for *_, reason, _ in found)


def test_list_of_subsections_of_a_named_section() -> None:
    unit = section_unit("17.32.030", "in Section 17.32.020(A)(1), (A)(2), (A)(3), or (A)(4) shall")
    assert [(t, inc) for t, _, _, inc in resolved(unit)] == [
        ("17.32.020(A)(1)", True),
        ("17.32.020(A)(2)", True),
        ("17.32.020(A)(3)", False),
        ("17.32.020(A)(4)", False),
    ]


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("see Section 17.62.050(1)(A)", "malformed subsection label (1)(A)"),
        ("as in subsection (2)(B)(c) of this section", "malformed subsection label (2)(B)(c)"),
        ("under CEQA, including Section 15183, and", "section 15183: no code named"),
        ("subsection Q of this chapter", "chapter 17.62 has no subsection (Q), nor has 17.62.050"),
    ],
)
def test_malformed_stays_unresolved(text: str, reason: str) -> None:
    unit = section_unit("17.62.050", text)
    [citation] = find_citations(unit, sentences=None)
    [result] = resolve(citation, unit, INDEX)
    assert not result.resolved
    assert result.target is None
    assert result.reason == reason


def test_this_section_in_amendment_text_is_the_amended_section() -> None:
    text = (
        "17.36.050 is amended as follows: B. Parking. As provided in subsection A of this section."
    )
    unit = TextUnit(
        node="PA#26-17",
        kind=UnitKind.ORDINANCE,
        text=text,
        document="test",
        amends=(Amends(0, "17.62.050"),),
        ordinance_section=12,
    )
    [citation] = find_citations(unit, sentences=None)
    [result] = resolve(citation, unit, INDEX)
    assert result.target == "17.62.050(A)"
    assert result.how is How.RELATIVE


def test_this_section_in_recitals_is_no_code_section() -> None:
    unit = TextUnit(
        node="934", kind=UnitKind.ORDINANCE, text="under subsection B of this section", document="t"
    )
    [citation] = find_citations(unit, sentences=None)
    [result] = resolve(citation, unit, INDEX)
    assert not result.resolved
    assert result.reason and "no enclosing section" in result.reason


def _ordinance(text: str, instructions: tuple[Instruction, ...]) -> ParsedOrdinance:
    doc = Document(
        "other/ord.txt", "other/ord.txt", DocumentKind.ORDINANCE, "0", None, date(2024, 1, 2), None
    )
    part = OrdinanceSection(
        4,
        "Amendment",
        OrdinanceSectionKind.AMENDMENT,
        text,
        SourceSpan(doc.id, 100, 100 + len(text)),
    )
    ordinance = Ordinance(
        "1201", "1201", None, "An ordinance", doc.id, sections=(part,), instructions=instructions
    )
    return ParsedOrdinance(doc, ordinance)


def test_headings_in_a_replaced_chapter_switch_the_section() -> None:
    """Another city (Title 9, chapter 9.40): a whole chapter replaced, `§` headings inside."""
    text = (
        "Chapter 9.40 Signs, is amended to read as follows:\n"
        "§ 9.40.010. Purpose.\nSigns shall comply with subsection B of this section.\n"
        "§ 9.40.020. Permits.\n"
        "Findings are required by subsection C of this section; see Table 4-2.\n"
    )
    instruction = Instruction(
        "1201 §4",
        "1201",
        4,
        Verb.REPLACE_CHAPTER,
        (Target(TargetKind.CHAPTER, "9.40"),),
        text,
        SourceSpan("other/ord.txt", 100, 100 + len(text)),
    )
    from parsers.collect import ParsedCorpus

    result = cite_parsed(ParsedCorpus((), (_ordinance(text, (instruction,)),), ()))
    got = [(c.raw, c.target) for c in result.citations]
    assert got == [
        ("Chapter 9.40", "9.40"),  # the instruction names what it amends
        ("subsection B of this section", "9.40.010(B)"),
        ("subsection C of this section", "9.40.020(C)"),
        ("Table 4-2", "Title 9, Table 4-2"),
    ]
    assert {(t.node, t.title) for t in result.titles} == {
        ("9.40.010", "Purpose"),
        ("9.40.020", "Permits"),
    }


def test_locate_subsections_finds_own_texts_in_order() -> None:
    from parsers.records import Subsection

    text = "Intro. A. Purpose. See Chapter 9.10. 1. First item. 2. Second item. B. Other."
    subs = (
        Subsection.of("9.10.010(A)", "9.10.010", "9.10.010", "A", 1, "Purpose. See Chapter 9.10."),
        Subsection.of("9.10.010(A)(1)", "9.10.010", "9.10.010(A)", "1", 2, "First item."),
        Subsection.of("9.10.010(A)(2)", "9.10.010", "9.10.010(A)", "2", 2, "Second item."),
        Subsection.of("9.10.010(B)", "9.10.010", "9.10.010", "B", 1, "Other."),
    )
    spans = locate_subsections(text, subs)
    unit = TextUnit("9.10.010", UnitKind.SECTION, text, "t", section="9.10.010", subsections=spans)
    assert unit.subsection_at(text.index("See Chapter")) == "9.10.010(A)"
    assert unit.subsection_at(text.index("Second")) == "9.10.010(A)(2)"
    assert unit.subsection_at(text.index("Other")) == "9.10.010(B)"
    assert unit.subsection_at(0) is None


def test_kinds_are_the_contract_values() -> None:
    assert {k.value for k in CitationKind} == {
        "title",
        "article",
        "chapter",
        "section",
        "subsection",
        "table",
        "figure",
        "division",
        "external",
    }


def test_two_ordinance_sections_numbered_alike_keep_their_own_targets() -> None:
    """PA22-14 numbers two sections `SECTION 7`: each amends its own code section."""
    doc = Document("other/o.txt", "other/o.txt", DocumentKind.ORDINANCE, "0", None, None, None)
    first = (
        "9.28.050 Downtown district is amended as follows: B. As in subsection A of this section."
    )
    second = "9.32.030 Bonuses is amended as follows: C. As in subsection A of this section."
    parts, instructions = [], []
    for start, text, target in ((0, first, "9.28.050"), (1000, second, "9.32.030")):
        span = SourceSpan(doc.id, start, start + len(text))
        parts.append(OrdinanceSection(7, "Amendment", OrdinanceSectionKind.AMENDMENT, text, span))
        instructions.append(
            Instruction(
                f"1201 §7.{start}",
                "1201",
                7,
                Verb.REPLACE_PART,
                (Target(TargetKind.SECTION, target),),
                text,
                span,
            )
        )
    ordinance = Ordinance(
        "1201",
        "1201",
        None,
        "An ordinance",
        doc.id,
        sections=tuple(parts),
        instructions=tuple(instructions),
    )
    from parsers.collect import ParsedCorpus

    result = cite_parsed(ParsedCorpus((), (ParsedOrdinance(doc, ordinance),), ()))
    relative = [c.target for c in result.citations if c.raw == "subsection A of this section"]
    assert relative == ["9.28.050(A)", "9.32.030(A)"]


@pytest.mark.parametrize(
    ("section", "text", "expected"),
    [
        # the code's chapters are `17.62`: `Section 17.32` is a chapter called a section
        ("17.62.050", "see Section 17.32 for", ("17.32", "repaired", None)),
        # …but chapters `15.3.28` are three deep: `Section 15.3` is nothing known
        ("15.3.28.010", "see Section 15.3 for", (None, None, "section 15.3: no code named")),
        # a three-part chapter of a code numbered so, not a section called a chapter
        ("15.3.28.010", "under Chapter 15.3.24 the", ("15.3.24", "absolute", None)),
        # a section called a chapter in a code whose chapters are `17.20`
        ("17.62.050", "Chapter 17.20.030 is amended", ("17.20.030", "repaired", None)),
        # the `17-22` slip is repaired in a dotted code, never in a dashed one
        ("17.62.050", "Chapter 17-22 is amended", ("17.22", "repaired", None)),
        ("1-11", "Chapter 12-22 applies", (None, None, "chapter 12-22: numbered unlike this code")),
        # `Chapter 28` of a code whose chapters are `15.3.28`: which part? unresolved
        ("15.3.28.010", "Chapter 28 applies", (None, None, "chapter 28: ambiguous in this code")),
    ],
)
def test_repairs_need_evidence(
    section: str, text: str, expected: tuple[str | None, str | None, str | None]
) -> None:
    unit = section_unit(section, text)
    [citation] = find_citations(unit, sentences=None)
    [result] = resolve(citation, unit, build_index([], []))
    assert (result.target, result.how.value if result.how else None, result.reason) == expected


def test_self_references_resolve_to_the_enclosing_nodes() -> None:
    unit = section_unit("25.10.040", "under this title, this chapter and this section")
    found = [
        (r.raw, r.target, r.how)
        for c in find_citations(unit, sentences=None)
        for r in resolve(c, unit, INDEX)
    ]
    assert found == [
        ("this title", "Title 25", How.RELATIVE),
        ("this chapter", "25.10", How.RELATIVE),
        ("this section", "25.10.040", How.RELATIVE),
    ]


def test_self_references_with_nothing_to_refer_to_are_dropped() -> None:
    """An ordinance's recitals: `this section` is the ordinance's own, no code node."""
    unit = TextUnit(node="934", kind=UnitKind.ORDINANCE, text="under this section", document="t")
    [citation] = find_citations(unit, sentences=None)
    assert resolve(citation, unit, INDEX) == ()
