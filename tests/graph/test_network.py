"""The networkx graph: structure, queries, exports read back, and the CLI over a built database."""

from __future__ import annotations

import json
from pathlib import Path

import networkx as nx
import pytest
import sqlite_utils
from click.testing import CliRunner

from corpus.cli import main
from corpus.db.read import load_graph
from corpus.stages.rows import corpus_graph
from graph.export import GraphFormat, export_graph, read_json
from graph.queries import dangling, degrees, impact, inbound, most_cited, outbound, unresolved
from parsers.collect import ParsedCorpus
from parsers.records import (
    Chapter,
    Document,
    DocumentKind,
    HistoryCitation,
    NumberSource,
    ParsedExport,
    Section,
    SourceSpan,
    Subsection,
)


def _section(
    sid: str, text: str, subs: tuple[tuple[str, str], ...] = (), history: str = ""
) -> Section:
    subsections = tuple(
        Subsection.of(f"{sid}({label})", sid, sid, label, 1, own) for label, own in subs
    )
    notes = (HistoryCitation(sid, history, f"Ord. {history}"),) if history else ()
    return Section(
        sid,
        sid.rsplit(".", 1)[0],
        None,
        text,
        "other/code.txt",
        NumberSource.HEADING,
        SourceSpan("other/code.txt", 0, len(text)),
        history=notes,
        subsections=subsections,
    )


@pytest.fixture
def small() -> nx.MultiDiGraph:
    """Another city's Title 9: 9.10.010 cites 9.10.020(B); 9.10.020 cites chapter 9.30;
    9.30.010 cites 9.10.010; 9.30.020 cites a missing section and a bare number."""
    sections = (
        _section(
            "9.10.010",
            "A. Purpose. Notice is given under Section 9.10.020(B).",
            (("A", "Purpose. Notice is given under Section 9.10.020(B)."),),
            "1201",
        ),
        _section(
            "9.10.020",
            "A. Hearings. See Chapter 9.30 (Hearings). B. Notice. Mailed.",
            (("A", "Hearings. See Chapter 9.30 (Hearings)."), ("B", "Notice. Mailed.")),
        ),
        _section("9.30.010", "Appeals follow Section 9.10.010 (Purpose).", ()),
        _section("9.30.020", "See Section 9.99.010 and Section 2 here.", ()),
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
    export = ParsedExport(doc, (Chapter("9.10", None), Chapter("9.30", None)), sections)
    return corpus_graph(ParsedCorpus((export,), (), ()))


def test_nodes_and_kinds(small: nx.MultiDiGraph) -> None:
    kinds = {n: d["kind"] for n, d in small.nodes(data=True)}
    assert kinds["Title 9"] == "title"
    assert kinds["9.10"] == "chapter"
    assert kinds["9.10.020(B)"] == "subsection"
    assert kinds["1201"] == "ordinance"
    assert small.nodes["9.99.010"]["in_corpus"] == 0
    assert small.nodes["9.10.010"]["title"] == "Purpose"  # inferred from a citation
    assert small.has_edge("9.10.010", "1201", key="amended_by:history")


def test_outbound_and_inbound(small: nx.MultiDiGraph) -> None:
    assert [(e.source, e.target) for e in outbound(small, "9.10.010")] == [
        ("9.10.010(A)", "9.10.020(B)")
    ]
    assert outbound(small, "9.10.010", deep=False) == []
    assert inbound(small, "9.10.020") == []
    assert [e.source for e in inbound(small, "9.10.020", deep=True)] == ["9.10.010(A)"]
    assert [e.source for e in inbound(small, "9.30")] == ["9.10.020(A)"]


def test_impact_follows_chains(small: nx.MultiDiGraph) -> None:
    found = [(i.node, i.depth) for i in impact(small, "9.30")]
    # 9.10.020 cites 9.30; 9.10.010 cites 9.10.020(B); 9.30.010 cites 9.10.010.
    assert found == [("9.10.020", 1), ("9.10.010", 2), ("9.30.010", 3)]


def test_dangling_unresolved_degrees(small: nx.MultiDiGraph) -> None:
    assert [e.target for e in dangling(small)] == ["9.99.010"]  # chapter 9.30 is known
    assert [u["raw"] for u in unresolved(small)] == ["Section 2"]
    assert degrees(small)["9.10.020(B)"].inbound == 1
    top = most_cited(small, limit=10)
    assert {d.node for d in top} >= {"9.10.020(B)", "9.30", "9.10.010"}


@pytest.mark.parametrize("fmt", list(GraphFormat))
def test_exports_read_back(small: nx.MultiDiGraph, tmp_path: Path, fmt: GraphFormat) -> None:
    path = tmp_path / f"graph.{fmt.value}"
    export_graph(small, path, fmt)
    back = nx.read_graphml(path) if fmt is GraphFormat.GRAPHML else read_json(path)
    assert back.number_of_nodes() == small.number_of_nodes()
    assert back.number_of_edges() == small.number_of_edges()
    edge = next(d for u, v, d in back.edges(data=True) if (u, v) == ("9.10.010(A)", "9.10.020(B)"))
    assert edge["type"] == "cites"
    assert edge["raw"] == "Section 9.10.020(B)"
    if fmt is GraphFormat.JSON:
        assert json.loads(path.read_text())["graph"]["unresolved"][0]["raw"] == "Section 2"


def test_graphml_holds_only_scalars(small: nx.MultiDiGraph, tmp_path: Path) -> None:
    path = tmp_path / "g.graphml"
    export_graph(small, path, GraphFormat.GRAPHML)
    text = path.read_text(encoding="utf-8")
    assert 'attr.type="string"' in text and "None" not in text


# --- Over the seeds' database ------------------------------------------------------------------


def test_graph_from_database_matches_the_seeds(database: sqlite_utils.Database) -> None:
    g = load_graph(database, "cotati")
    targets = {e.target for e in outbound(g, "17.62.050")}
    assert {"17.60", "17.64", "17.84", "17.88", "Title 17, Article 2", "17.62.050(F)"} <= targets
    assert {e.source for e in inbound(g, "17.88", deep=True)} >= {"17.62.050(E)(1)"}
    # (D) and (G) of 17.62.050 cite (F): changing (F) means checking its own section
    assert ("17.62.050", 1) in {(i.node, i.depth) for i in impact(g, "17.62.050(F)")}
    cited_050 = {i.node for i in impact(g, "17.62.050")}
    assert cited_050  # the ordinances and sections that send readers to 17.62.050
    assert g.nodes["17.62.050"]["title"] == "Use permit and minor use permit"


def test_cli_refs_impact_check_export(database_path: Path, tmp_path: Path) -> None:
    runner = CliRunner()
    db = ["--db", str(database_path)]
    out = runner.invoke(main, ["refs", "17.62.050", *db])
    assert out.exit_code == 0, out.output
    assert "-> 17.88 (chapter, absolute)" in out.output
    out = runner.invoke(main, ["refs", "17.88", "--inbound", "--deep", "--json", *db])
    assert out.exit_code == 0, out.output
    assert "17.62.050(E)(1)" in {e["source"] for e in json.loads(out.stdout)}
    out = runner.invoke(main, ["impact", "17.62.050", *db])
    assert out.exit_code == 0, out.output
    out = runner.invoke(main, ["check", *db])
    assert out.exit_code == 1  # `Section 15183` (PA#26-17) names no code
    assert "section 15183: no code named" in out.output
    for fmt in ("graphml", "json"):
        target = tmp_path / f"g.{fmt}"
        out = runner.invoke(main, ["export-graph", "--format", fmt, "-o", str(target), *db])
        assert out.exit_code == 0, out.output
        assert target.stat().st_size > 1000
    out = runner.invoke(main, ["refs", "99.99.999", *db])
    assert out.exit_code != 0 and "not a node" in out.output
    out = runner.invoke(main, ["check", "--db", str(tmp_path / "missing.db")])
    assert out.exit_code != 0 and "missing.db" in out.output


def test_section_order_does_not_matter(small: nx.MultiDiGraph) -> None:
    """The same sections in another order give the same graph."""
    sections = (
        _section("9.30.020", "See Section 9.99.010 and Section 2 here.", ()),
        _section("9.30.010", "Appeals follow Section 9.10.010 (Purpose).", ()),
        _section(
            "9.10.020",
            "A. Hearings. See Chapter 9.30 (Hearings). B. Notice. Mailed.",
            (("A", "Hearings. See Chapter 9.30 (Hearings)."), ("B", "Notice. Mailed.")),
        ),
        _section(
            "9.10.010",
            "A. Purpose. Notice is given under Section 9.10.020(B).",
            (("A", "Purpose. Notice is given under Section 9.10.020(B)."),),
            "1201",
        ),
    )
    doc = Document(
        "other/code.txt", "other/code.txt", DocumentKind.ECODE360_EXPORT, "0", None, None, None
    )
    export = ParsedExport(doc, (Chapter("9.30", None), Chapter("9.10", None)), sections)
    shuffled = corpus_graph(ParsedCorpus((export,), (), ()))
    assert set(shuffled.nodes) == set(small.nodes)
    assert sorted(shuffled.edges(keys=False)) == sorted(small.edges(keys=False))


def test_cited_nodes_missing_from_the_corpus_sit_in_their_chapter(small: nx.MultiDiGraph) -> None:
    assert small.nodes["9.99"] == {"kind": "chapter", "in_corpus": 0}
    assert [e.target for e in inbound(small, "9.99", deep=True)] == ["9.99.010"]
    assert inbound(small, "9.99") == []
    assert small.has_edge("9.10.020", "9.10.020(B)")  # a corpus subsection keeps its parent
