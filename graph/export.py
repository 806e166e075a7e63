"""Graph exports: GraphML (Gephi, Cytoscape) and node-link JSON.

GraphML holds scalar attributes only, and networkx's writer rejects None: every attribute is
written as a string, integer, float or boolean, missing values are left out, and graph-level
lists (the unresolved citations) stay out of the GraphML file (they are in the JSON export and in
the database). Multi-edges keep their key as the GraphML edge id.
"""

from __future__ import annotations

import json
from enum import StrEnum
from pathlib import Path
from typing import Any

import networkx as nx


class GraphFormat(StrEnum):
    GRAPHML = "graphml"
    JSON = "json"


def _scalar(value: Any) -> str | int | float | bool | None:
    if value is None:
        return None
    if isinstance(value, bool | int | float | str):
        return value
    return str(value)


def scalar_copy(g: nx.MultiDiGraph) -> nx.MultiDiGraph:
    """A copy with only scalar, non-None attributes (what GraphML can carry)."""
    out = nx.MultiDiGraph()
    out.graph.update({k: v for k, v in g.graph.items() if isinstance(v, bool | int | float | str)})
    for node, data in g.nodes(data=True):
        out.add_node(node, **{k: s for k, v in data.items() if (s := _scalar(v)) is not None})
    for u, v, key, data in g.edges(keys=True, data=True):
        attrs = {k: s for k, val in data.items() if (s := _scalar(val)) is not None}
        out.add_edge(u, v, key=key, **attrs)
    return out


def write_graphml(g: nx.MultiDiGraph, path: Path) -> None:
    nx.write_graphml(scalar_copy(g), path, encoding="utf-8", prettyprint=True)


def node_link(g: nx.MultiDiGraph) -> dict[str, Any]:
    """networkx's node-link form (`nodes`, `edges`), unresolved citations under `graph`."""
    data: dict[str, Any] = nx.node_link_data(g, edges="edges")
    return data


def write_json(g: nx.MultiDiGraph, path: Path) -> None:
    path.write_text(json.dumps(node_link(g), ensure_ascii=False, indent=1), encoding="utf-8")


def read_json(path: Path) -> nx.MultiDiGraph:
    graph: nx.MultiDiGraph = nx.node_link_graph(
        json.loads(path.read_text(encoding="utf-8")), directed=True, multigraph=True, edges="edges"
    )
    return graph


def export_graph(g: nx.MultiDiGraph, path: Path, fmt: GraphFormat) -> None:
    """Write `g` to `path` in `fmt`, atomically (a temporary file renamed into place)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f".{path.name}.tmp")
    try:
        if fmt is GraphFormat.GRAPHML:
            write_graphml(g, tmp)
        else:
            write_json(g, tmp)
        tmp.replace(path)
    finally:
        tmp.unlink(missing_ok=True)
