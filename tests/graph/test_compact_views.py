"""The citation stage's views of the sections held as columns or read when asked give what
the plain ones gave: subsection spans (`SubsectionSpans`) and the subsection outline of the
index (`SubsectionOutline`), on the real text of raw/."""

from __future__ import annotations

from functools import cache
from pathlib import Path

import pytest

from corpus.stages.corpus_text import locate_subsections
from graph.records import SubsectionSpan, SubsectionSpans, TextUnit, UnitKind
from graph.resolve.outline import SubsectionOutline, build_index
from parsers.ecode360 import parse_export_file
from parsers.records import Section

ROOT = Path(__file__).resolve().parents[2]
EXPORTS = sorted((ROOT / "raw").glob("*/ecode360/*-ch*.txt"))  # the chapter exports


@cache
def sections() -> tuple[Section, ...]:
    return tuple(s for path in EXPORTS for s in parse_export_file(path, path.name).sections)


def test_the_exports_have_subsections() -> None:
    assert EXPORTS and sum(len(s.subsections) for s in sections()) > 100


@pytest.mark.parametrize("index", range(12))
def test_spans_as_columns_place_offsets_as_records_did(index: int) -> None:
    section = sections()[index % len(sections())]
    spans = locate_subsections(section.text, section.subsections)
    assert isinstance(spans, SubsectionSpans)
    records = tuple(SubsectionSpan(s.id, s.start, s.end) for s in spans)
    assert spans == records and hash(spans) == hash(records) and len(spans) == len(records)
    assert spans[-1:] == records[-1:]
    columns = TextUnit(section.id, UnitKind.SECTION, section.text, "d", subsections=spans)
    plain = TextUnit(section.id, UnitKind.SECTION, section.text, "d", subsections=records)
    for offset in range(-1, len(section.text) + 1):
        assert columns.subsection_at(offset) == plain.subsection_at(offset)


def test_an_outline_read_when_asked_is_the_outline_of_all_pairs() -> None:
    by_section = {s.id: s.subsections for s in sections()}
    pairs = [(sub.id, sub.parent) for s in sections() for sub in s.subsections]
    eager = build_index(by_section, pairs)
    lazy = build_index(by_section, SubsectionOutline(by_section))
    assert dict(lazy.children.items()) == dict(eager.children)
    assert len(lazy.children) == len(eager.children)
    for sub_id, parent in pairs:
        assert sub_id in lazy.subsections and sub_id in eager.subsections
        assert lazy.children.get(parent) == eager.children.get(parent)
    for absent in ("17.62.030(Z)(9)", "17.62.030", "99.99.999(A)", ""):
        assert (absent in lazy.subsections) == (absent in eager.subsections)
        assert lazy.children.get(absent + "(Q)") == eager.children.get(absent + "(Q)")


def test_a_citation_reads_its_sentence_from_the_unit_text() -> None:
    from graph.find import find_citations, scan
    from graph.sentences import sentences_for

    cited = [s for s in sections() if scan(s.text).hits]
    assert cited
    for section in cited:
        unit = TextUnit(section.id, UnitKind.SECTION, section.text, "d")
        hits = scan(unit.text).hits
        expected = sentences_for(unit.text, [(h.start, h.end) for h in hits])
        citations = find_citations(unit)
        assert {c.sentence for c in citations} == set(expected.values())
        assert all(c.text is unit.text and " ".join(c.raw.split()) in c.sentence for c in citations)
