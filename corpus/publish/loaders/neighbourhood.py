"""A section's citation neighbourhood: what cites it and what it cites, two hops each way.

Citations are gathered at the level people navigate: a subsection counts as its section, a
table or figure as itself, an ordinance or unnumbered paragraph as itself. Self-references (a
section citing itself or its own subsections) are left out. Each ring keeps its most-cited
nodes (`LIMIT`) and says how many it left out, so the picture stays legible.
"""

from __future__ import annotations

import sqlite3
from collections import Counter
from dataclasses import dataclass

from corpus.publish.loaders.section_page import Citation, citations, own_citations
from parsers.ids import section_of

# Nodes kept per ring (one hop or two, in or out): enough to see the shape, few enough to read.
LIMIT = 10

NodeKey = tuple[str, str]  # (kind, id)


@dataclass(frozen=True, slots=True)
class GraphNode:
    kind: str  # section, chapter, table, figure, article, title, external, ordinance, paragraph
    id: str
    in_corpus: bool
    hop: int  # 0 for the section; -1, -2 for what cites it; 1, 2 for what it cites
    weight: int  # citations along the edges that reached it


@dataclass(frozen=True, slots=True)
class Neighbourhood:
    nodes: tuple[GraphNode, ...]
    edges: tuple[tuple[NodeKey, NodeKey], ...]  # (citing, cited)
    left_out: tuple[tuple[int, int], ...]  # (hop, nodes not drawn)


def target_key(citation: Citation) -> NodeKey:
    kind = citation.target_kind or "external"
    target = citation.target or citation.raw
    if kind in ("section", "subsection"):
        return "section", section_of(target)
    return kind, target


def source_key(citation: Citation) -> NodeKey:
    kind = citation.source_kind or "section"
    if kind in ("section", "subsection"):
        return "section", section_of(citation.source)
    return kind, citation.source


def _outbound(conn: sqlite3.Connection, jurisdiction: str, section: str) -> list[Citation]:
    return [
        c
        for c in own_citations(conn, jurisdiction, section)
        if target_key(c) != ("section", section)
    ]


def _inbound(conn: sqlite3.Connection, jurisdiction: str, section: str) -> list[Citation]:
    return [
        c
        for c in citations(conn, jurisdiction, "target", section)
        if not c.within(section) and source_key(c) != ("section", section)
    ]


class _Rings:
    """The nodes and edges gathered so far, ring by ring."""

    def __init__(self, centre: NodeKey) -> None:
        self.hops: dict[NodeKey, int] = {centre: 0}
        self.present: dict[NodeKey, bool] = {centre: True}
        self.weights: Counter[NodeKey] = Counter()
        self.edges: set[tuple[NodeKey, NodeKey]] = set()
        self.left_out: dict[int, int] = {}

    def ring(self, hop: int, found: list[tuple[NodeKey, NodeKey, bool]]) -> list[NodeKey]:
        """Add one ring: (from, to, in corpus) pairs whose far end is new; the kept nodes."""
        counts: Counter[NodeKey] = Counter()
        for citing, cited, present in found:
            key = cited if hop > 0 else citing  # the new end: cited going out, citing coming in
            if key not in self.hops or self.hops[key] == hop:
                counts[key] += 1
                self.present[key] = self.present.get(key, False) or present
        kept = [key for key, _ in counts.most_common(LIMIT)]
        if len(counts) > LIMIT:
            self.left_out[hop] = len(counts) - LIMIT
        for key in kept:
            self.hops[key] = hop
            self.weights[key] += counts[key]
        self.edges.update((a, b) for a, b, _ in found if a in self.hops and b in self.hops)
        return kept


def neighbourhood(conn: sqlite3.Connection, jurisdiction: str, section: str) -> Neighbourhood:
    """The section, what it cites and what cites it, two hops each way."""
    centre: NodeKey = ("section", section)
    rings = _Rings(centre)
    out1 = rings.ring(
        1, [(centre, target_key(c), c.in_corpus) for c in _outbound(conn, jurisdiction, section)]
    )
    out2: list[tuple[NodeKey, NodeKey, bool]] = []
    for key in out1:
        if key[0] == "section" and rings.present[key]:
            out2.extend(
                (key, target_key(c), c.in_corpus) for c in _outbound(conn, jurisdiction, key[1])
            )
    rings.ring(2, out2)
    in1 = rings.ring(
        -1, [(source_key(c), centre, True) for c in _inbound(conn, jurisdiction, section)]
    )
    in2: list[tuple[NodeKey, NodeKey, bool]] = []
    for key in in1:
        if key[0] == "section":
            in2.extend((source_key(c), key, True) for c in _inbound(conn, jurisdiction, key[1]))
    rings.ring(-2, in2)
    nodes = tuple(
        GraphNode(
            kind, node, rings.present.get((kind, node), False), hop, rings.weights[(kind, node)]
        )
        for (kind, node), hop in rings.hops.items()
    )
    return Neighbourhood(nodes, tuple(sorted(rings.edges)), tuple(sorted(rings.left_out.items())))
