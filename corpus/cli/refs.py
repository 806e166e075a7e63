"""`corpus refs`, `corpus impact`, `corpus check`, `corpus export-graph`: the citation graph.

Each command reads a built database (`--db`, default `build/cotati.db`) and rebuilds the graph
from its structure tables (chapters, sections, subsections, tables, ordinances, history,
instructions) and its `citations` table, so the answers are those of the last `corpus build`.
"""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import asdict
from pathlib import Path
from typing import Any

import click
import networkx as nx

from corpus.cli.app import main
from corpus.cli.database import open_jurisdiction
from corpus.cli.options import DB_OPTION, JURISDICTION_OPTION
from corpus.db import read
from corpus.db.search_index import find_ids
from graph.export import GraphFormat, export_graph
from graph.queries import Edge, dangling, impact, inbound, outbound, unresolved


def graph_at(db_path: Path, jurisdiction: str | None) -> nx.MultiDiGraph:
    db, where = open_jurisdiction(db_path, jurisdiction, "citations")
    try:
        return read.load_graph(db, where)
    finally:
        db.close()


def node_in(g: nx.MultiDiGraph, db_path: Path, jurisdiction: str | None, typed: str) -> str:
    """The graph's node `typed` names: as typed, or read the way search reads ids
    (`§ 17.62.050`, `Table 2-3`); else one clear error."""
    if typed in g:
        return typed
    db, where = open_jurisdiction(db_path, jurisdiction)
    try:
        for match in find_ids(db.conn, typed, where):
            if match.node in g:
                return match.node
    finally:
        db.close()
    raise click.ClickException(f"{typed}: not a node of the citation graph in {db_path}")


@main.command()
@click.argument("node")
@click.option(
    "--inbound", "direction_in", is_flag=True, help="What cites NODE (default: what NODE cites)."
)
@click.option(
    "--deep/--shallow",
    default=None,
    help="Include NODE's parts (sections, subsections). Default: deep outbound, shallow inbound.",
)
@click.option("--json", "as_json", is_flag=True, help="Print the citations as JSON.")
@DB_OPTION
@JURISDICTION_OPTION
def refs(
    node: str,
    direction_in: bool,
    deep: bool | None,
    as_json: bool,
    db_path: Path,
    jurisdiction: str | None,
) -> None:
    """Citations of NODE (`17.62.050`, `17.88`, `Title 17, Table 2-3`), outbound or inbound."""
    g = graph_at(db_path, jurisdiction)
    node = node_in(g, db_path, jurisdiction, node)
    if deep is None:
        deep = not direction_in
    edges = inbound(g, node, deep=deep) if direction_in else outbound(g, node, deep=deep)
    if as_json:
        click.echo(json.dumps([asdict(e) for e in edges], indent=1, ensure_ascii=False))
        return
    for e in edges:
        mark = "" if e.in_corpus or e.target_kind == "external" else "  [not in corpus]"
        click.echo(f"{e.source} -> {e.target} ({e.target_kind}, {e.how}){mark}\n    {e.raw}")
    click.echo(f"{len(edges)} citation(s)", err=True)


@main.command("impact")
@click.argument("node")
@DB_OPTION
@JURISDICTION_OPTION
def impact_command(node: str, db_path: Path, jurisdiction: str | None) -> None:
    """Everything that cites NODE directly or through a chain of citations."""
    g = graph_at(db_path, jurisdiction)
    node = node_in(g, db_path, jurisdiction, node)
    found = impact(g, node)
    for item in found:
        click.echo(f"{item.depth}  {item.node} ({item.kind}) via {item.via}")
    click.echo(f"{len(found)} node(s) affected", err=True)


# How many targets and reasons the summary of `check` lists.
SUMMARY_LINES = 10


def _summary(counts: Counter[str], what: str) -> None:
    for key, n in counts.most_common(SUMMARY_LINES):
        click.echo(f"  {n:>5}  {key}")
    if len(counts) > SUMMARY_LINES:
        click.echo(f"  … and {len(counts) - SUMMARY_LINES} more {what}")


def _echo_all(missing: list[Edge], broken: list[dict[str, Any]]) -> None:
    for e in missing:
        click.echo(f"dangling: {e.source} -> {e.target} ({e.target_kind}): {e.raw}")
    for row in broken:
        click.echo(f"unresolved: {row.get('source')}: {row.get('raw')!r}: {row.get('reason', '')}")


def _echo_summary(missing: list[Edge], broken: list[dict[str, Any]]) -> None:
    targets = Counter(f"{e.target} ({e.target_kind})" for e in missing)
    click.echo(
        f"{len(missing)} dangling citation(s) (target not in the corpus) "
        f"to {len(targets)} target(s); the most cited:"
    )
    _summary(targets, "targets")
    reasons = Counter(str(row.get("reason") or "no reason given") for row in broken)
    click.echo(f"{len(broken)} unresolved citation(s), by reason:")
    _summary(reasons, "reasons")
    if missing or broken:
        click.echo("`corpus check --all` lists every one.")


@main.command()
@click.option(
    "--strict", is_flag=True, help="Also fail when a citation's target is not in the corpus."
)
@click.option(
    "--all", "show_all", is_flag=True, help="List every citation, not the summary by target."
)
@DB_OPTION
@JURISDICTION_OPTION
def check(strict: bool, show_all: bool, db_path: Path, jurisdiction: str | None) -> None:
    """Summarise dangling citations (target not in the corpus) by target and unresolved ones
    by reason; --all lists each.

    Exits 1 when any citation is unresolved (or, with --strict, dangling); 0 otherwise.
    """
    g = graph_at(db_path, jurisdiction)
    missing = dangling(g)
    broken = unresolved(g)
    if show_all:
        _echo_all(missing, broken)
    else:
        _echo_summary(missing, broken)
    click.echo(f"{len(missing)} dangling, {len(broken)} unresolved", err=True)
    if broken or (strict and missing):
        raise SystemExit(1)


@main.command("export-graph")
@click.option(
    "--format",
    "fmt",
    type=click.Choice([f.value for f in GraphFormat]),
    default=GraphFormat.GRAPHML.value,
    show_default=True,
    help="GraphML (Gephi, Cytoscape) or node-link JSON.",
)
@click.option(
    "-o",
    "--output",
    required=True,
    type=click.Path(dir_okay=False, path_type=Path),
    help="The file to write.",
)
@DB_OPTION
@JURISDICTION_OPTION
def export_graph_command(fmt: str, output: Path, db_path: Path, jurisdiction: str | None) -> None:
    """Write the citation graph as GraphML (Gephi, Cytoscape) or node-link JSON."""
    g = graph_at(db_path, jurisdiction)
    export_graph(g, output, GraphFormat(fmt))
    click.echo(f"wrote {output}: {g.number_of_nodes()} nodes, {g.number_of_edges()} edges")
