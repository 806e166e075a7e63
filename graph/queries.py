"""Questions staff ask of the citation graph: what cites what, what an amendment touches.

Every function takes the `MultiDiGraph` of `graph.network` and returns plain records, so the
CLI, Datasette plugins and tests share them.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass
from typing import Any

import networkx as nx

from graph.network import CITES, CONTAINS


@dataclass(frozen=True, slots=True)
class Edge:
    """One citation in the graph."""

    source: str
    target: str
    raw: str
    how: str
    sentence: str
    in_corpus: bool
    target_kind: str


@dataclass(frozen=True, slots=True)
class Impact:
    node: str
    kind: str
    depth: int  # 1: cites the node directly; 2: cites something that does; …
    via: str  # the node it cites on the way


@dataclass(frozen=True, slots=True)
class Degree:
    node: str
    kind: str
    inbound: int
    outbound: int


def _edge(source: str, target: str, data: dict[str, Any]) -> Edge:
    return Edge(
        source,
        target,
        str(data.get("raw", "")),
        str(data.get("how", "")),
        str(data.get("sentence", "")),
        bool(data.get("in_corpus", 0)),
        str(data.get("target_kind", "")),
    )


def descendants(g: nx.MultiDiGraph, node: str) -> list[str]:
    """The nodes a node contains, at any depth (a chapter's sections and their subsections)."""
    found: list[str] = []
    queue = deque([node])
    seen = {node}
    while queue:
        current = queue.popleft()
        for _, child, data in g.out_edges(current, data=True):
            if data.get("type") == CONTAINS and child not in seen:
                seen.add(child)
                found.append(child)
                queue.append(child)
    return found


def container(g: nx.MultiDiGraph, node: str, kind: str = "section") -> str | None:
    """The nearest node of `kind` that contains `node` (itself when it is of that kind)."""
    current: str | None = node
    seen: set[str] = set()
    while current is not None and current not in seen:
        seen.add(current)
        if g.nodes[current].get("kind") == kind:
            return current
        parents = [u for u, _, d in g.in_edges(current, data=True) if d.get("type") == CONTAINS]
        current = parents[0] if parents else None
    return None


def _citation_edges(g: nx.MultiDiGraph, node: str, *, deep: bool, out: bool) -> list[Edge]:
    """The `cites` edges leaving (`out`) or reaching `node`, and with `deep` its descendants'."""
    if node not in g:
        return []
    nodes = [node, *descendants(g, node)] if deep else [node]
    edges = g.out_edges if out else g.in_edges
    return [
        _edge(u, v, d) for n in nodes for u, v, d in edges(n, data=True) if d.get("type") == CITES
    ]


def outbound(g: nx.MultiDiGraph, node: str, *, deep: bool = True) -> list[Edge]:
    """What `node` cites; with `deep`, also what its subsections (or sections) cite."""
    return _citation_edges(g, node, deep=deep, out=True)


def inbound(g: nx.MultiDiGraph, node: str, *, deep: bool = False) -> list[Edge]:
    """What cites `node`; with `deep`, also what cites its sections and subsections."""
    return _citation_edges(g, node, deep=deep, out=False)


def impact(g: nx.MultiDiGraph, node: str) -> list[Impact]:
    """Everything that cites `node` (or a part of it) directly or through a chain of citations.

    A citation made by a subsection counts for its whole section: if 17.62.050 changes, a
    section citing a subsection that cites 17.62.050 must be checked too.
    """
    if node not in g:
        return []
    found: dict[str, Impact] = {}
    queue: deque[tuple[str, int]] = deque([(node, 0)])
    done = {node}
    while queue:
        current, depth = queue.popleft()
        for target in [current, *descendants(g, current)]:
            for source, _, data in g.in_edges(target, data=True):
                if data.get("type") != CITES:
                    continue
                citing = container(g, source, "section") or source
                if citing in done:
                    continue
                done.add(citing)
                found[citing] = Impact(
                    citing, str(g.nodes[citing].get("kind", "")), depth + 1, target
                )
                queue.append((citing, depth + 1))
    return sorted(found.values(), key=lambda i: (i.depth, i.node))


def dangling(g: nx.MultiDiGraph) -> list[Edge]:
    """Resolved citations of the code whose target the corpus does not hold (externals aside)."""
    return [
        _edge(u, v, d)
        for u, v, d in g.edges(data=True)
        if d.get("type") == CITES and not d.get("in_corpus") and d.get("target_kind") != "external"
    ]


def unresolved(g: nx.MultiDiGraph) -> list[dict[str, Any]]:
    """Citations that could not be resolved, each with its reason."""
    return list(g.graph.get("unresolved", []))


def degrees(g: nx.MultiDiGraph) -> dict[str, Degree]:
    """Each node's citation in- and out-degree (`contains` and `amended_by` edges not counted)."""
    inbound_count: dict[str, int] = {}
    outbound_count: dict[str, int] = {}
    for u, v, d in g.edges(data=True):
        if d.get("type") == CITES:
            outbound_count[u] = outbound_count.get(u, 0) + 1
            inbound_count[v] = inbound_count.get(v, 0) + 1
    return {
        n: Degree(
            n, str(g.nodes[n].get("kind", "")), inbound_count.get(n, 0), outbound_count.get(n, 0)
        )
        for n in g.nodes
    }


def most_cited(g: nx.MultiDiGraph, limit: int = 10, kind: str | None = None) -> list[Degree]:
    """The nodes cited most often (ties by id), optionally of one kind."""
    ranked = [d for d in degrees(g).values() if d.inbound and (kind is None or d.kind == kind)]
    return sorted(ranked, key=lambda d: (-d.inbound, d.node))[:limit]
