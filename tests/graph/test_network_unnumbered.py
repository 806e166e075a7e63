"""Outside law named without a number (`state law`) is no broken citation: the resolver types it
(`Unresolved.UNNUMBERED_LAW`) and the graph's unresolved list leaves it out by that type, never
by the words of its reason."""

from __future__ import annotations

import pytest

from corpus.db.rows import citation_row
from corpus.stages.rows import graph_input, text_of
from graph.cite_corpus import cite_corpus
from graph.network import GraphInput, build_graph
from graph.queries import unresolved
from graph.records import Unresolved
from parsers.collect import ParsedCorpus
from parsers.records import (
    Chapter,
    Document,
    DocumentKind,
    NumberSource,
    ParsedExport,
    Section,
    SourceSpan,
)


def _row(raw: str, reason: str, kind: str | None) -> dict[str, object]:
    return {
        "source": "9.30.020",
        "source_kind": "section",
        "raw": raw,
        "target": None,
        "target_kind": "external",
        "resolved": 0,
        "in_corpus": 0,
        "reason": reason,
        "unresolved": kind,
    }


@pytest.mark.parametrize(
    ("row", "listed"),
    [
        # as the resolver writes them (graph/resolve: `{code} named without a number`)
        (_row("state law", "state law named without a number", "unnumbered_law"), False),
        (_row("Section 2", "section 2: no code named", None), True),
        # the kind decides, whatever the reason's words: a reason that ends like the unnumbered
        # one but is untyped stays listed; a typed one in other words is left out
        (_row("the Code", "the section named without a number", None), True),
        (_row("federal law", "federal law: no provision", Unresolved.UNNUMBERED_LAW), False),
    ],
)
def test_only_typed_unnumbered_law_is_left_out_of_the_unresolved(
    row: dict[str, object], listed: bool
) -> None:
    graph = build_graph(GraphInput(citations=(row,)))
    assert [u["raw"] for u in unresolved(graph)] == ([row["raw"]] if listed else [])


def test_the_resolver_types_unnumbered_law_and_the_row_keeps_it() -> None:
    text = "Signs shall comply with state law and with Section 2 of the plan."
    section = Section(
        "9.30.020",
        "9.30",
        None,
        text,
        "other/code.txt",
        NumberSource.HEADING,
        SourceSpan("other/code.txt", 0, len(text)),
    )
    doc = Document(
        "other/code.txt",
        "other/code.txt",
        DocumentKind.ECODE360_EXPORT,
        "0",
        "City of Elsewhere, CA",
        None,
        None,
    )
    parsed = ParsedCorpus((ParsedExport(doc, (Chapter("9.30", None),), (section,)),), (), ())
    text_view = text_of(parsed)
    result = cite_corpus(text_view)
    rows = {c.raw: citation_row(c) for c in result.citations}
    assert rows["state law"]["unresolved"] == Unresolved.UNNUMBERED_LAW == "unnumbered_law"
    assert rows["Section 2"]["unresolved"] is None
    graph = build_graph(graph_input(text_view, result, parsed))
    assert [u["raw"] for u in unresolved(graph)] == ["Section 2"]
