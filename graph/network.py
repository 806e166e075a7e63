"""The citation network: a networkx `MultiDiGraph` of the code, its citations and its ordinances.

Nodes carry `kind` (title, article, chapter, section, subsection, table, figure, external,
ordinance, and `paragraph` for an unnumbered paragraph that cites), `in_corpus` and, where known,
`title`. Edges carry `type`:
- `cites` (source → target): raw, sentence, start, end, how, target_kind, document;
- `contains` (parent → child): title → chapter → section → subsection, section → table;
- `amended_by` (section → ordinance): from history notes and from applied instructions (`via`).
Unresolved citations have no target node; they are kept in `graph.graph["unresolved"]`.

The same graph is built from a build's records or read back from a built database: both hand
`build_graph` a `GraphInput` (the corpus's `corpus.db.read.load_graph_input` reads one back).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

import networkx as nx

from graph.records import AmendedBy, Unresolved
from graph.titles import InferredTitle
from parsers.ids import chapter_of, title_id

CITES = "cites"
CONTAINS = "contains"
AMENDED_BY = "amended_by"

Row = Mapping[str, Any]


def _node(g: nx.MultiDiGraph, node: str, kind: str, **attrs: Any) -> None:
    if node in g:
        for key, value in attrs.items():
            if value is not None and (g.nodes[node].get(key) in (None, "", 0, False)):
                g.nodes[node][key] = value
        return
    g.add_node(node, kind=kind, **{k: v for k, v in attrs.items() if v is not None})


@dataclass(frozen=True, slots=True)
class GraphInput:
    """What the graph is made of: the code's structure, its ordinances, the rows of the
    `citations` table (docs/architecture.md), inferred titles and `amended_by` edges."""

    chapters: tuple[tuple[str, str | None], ...] = ()  # (id, title)
    sections: tuple[tuple[str, str, str | None], ...] = ()  # (id, chapter, title)
    subsections: tuple[tuple[str, str, str | None], ...] = ()  # (id, section, parent)
    tables: tuple[tuple[str, str], ...] = ()  # (id, section)
    figures: tuple[str, ...] = ()
    ordinances: tuple[str, ...] = ()
    citations: tuple[Row, ...] = ()
    titles: tuple[InferredTitle, ...] = ()
    amended_by: tuple[AmendedBy, ...] = field(default=())


def _structure(
    g: nx.MultiDiGraph,
    chapters: Iterable[tuple[str, str | None]],
    sections: Iterable[tuple[str, str, str | None]],
    subsections: Iterable[tuple[str, str, str | None]],
    tables: Iterable[tuple[str, str]],
) -> None:
    """Corpus nodes (in_corpus=1) and the `contains` hierarchy."""
    for chapter, title in chapters:
        _node(g, title_id(chapter), "title", in_corpus=1)
        _node(g, chapter, "chapter", title=title, in_corpus=1)
        g.add_edge(title_id(chapter), chapter, key=CONTAINS, type=CONTAINS)
    for section, chapter, title in sections:
        _node(g, title_id(chapter), "title", in_corpus=1)
        _node(g, chapter, "chapter", in_corpus=1)
        _node(g, section, "section", title=title, in_corpus=1)
        if not g.has_edge(title_id(chapter), chapter, key=CONTAINS):
            g.add_edge(title_id(chapter), chapter, key=CONTAINS, type=CONTAINS)
        g.add_edge(chapter, section, key=CONTAINS, type=CONTAINS)
    for sub, section, parent in subsections:
        _node(g, sub, "subsection", in_corpus=1, section=section)
        g.add_edge(parent or section, sub, key=CONTAINS, type=CONTAINS)
    for table, section in tables:
        _node(g, table, "table", in_corpus=1)
        if section in g:
            g.add_edge(section, table, key=CONTAINS, type=CONTAINS)


def _cites(g: nx.MultiDiGraph, rows: Iterable[Row]) -> None:
    unresolved: list[dict[str, Any]] = g.graph.setdefault("unresolved", [])
    for row in rows:
        source, target = row["source"], row["target"]
        _node(g, source, row["source_kind"], in_corpus=1)  # every source is a corpus text
        if not row["resolved"] or not target:
            if row.get("unresolved") != Unresolved.UNNUMBERED_LAW:  # `state law`: no broken one
                unresolved.append({k: v for k, v in row.items() if v is not None})
            continue
        _node(g, target, row["target_kind"], in_corpus=int(row["in_corpus"]))
        if row["in_corpus"]:
            g.nodes[target]["in_corpus"] = 1
        g.add_edge(
            source,
            target,
            type=CITES,
            raw=row["raw"],
            sentence=row["sentence"] or "",
            start=int(row["start"]),
            end=int(row["end"]),
            how=row["how"] or "",
            target_kind=row["target_kind"],
            in_corpus=int(row["in_corpus"]),
            document=row.get("document") or "",
        )


# The title an article, table or figure id names: `Title 17` of `Title 17, Table 2-3`.
_TITLE_PART_RE = re.compile(r"^(Title \d+), (?:Article|Table|Figure) ")


def _parent_ids(node: str, kind: str) -> list[tuple[str, str]]:
    """The ancestors a node's id names, nearest first: `17.62.050(E)(1)` → `17.62.050(E)`,
    `17.62.050`, `17.62`, `Title 17`; `Title 17, Table 2-3` → `Title 17`."""
    if kind in ("article", "table", "figure"):
        m = _TITLE_PART_RE.match(node)
        return [(m.group(1), "title")] if m else []
    if kind not in ("subsection", "section", "chapter"):
        return []
    found: list[tuple[str, str]] = []
    current = node
    while "(" in current:
        current = current[: current.rfind("(")]
        found.append((current, "subsection" if "(" in current else "section"))
    if kind == "chapter":
        found.append((title_id(node), "title"))
        return found
    chapter = chapter_of(current)
    return [*found, (chapter, "chapter"), (title_id(chapter), "title")]


def _attach(g: nx.MultiDiGraph) -> None:
    """Give every node of the code its place in the `contains` hierarchy, from its id: a cited
    section the corpus lacks still sits in its chapter, so `inbound(chapter, deep=True)` sees it.
    The nearest ancestor already in the graph is linked; chapters and titles are created."""
    for node, data in list(g.nodes(data=True)):
        kind = str(data.get("kind", ""))
        if any(d.get("type") == CONTAINS for _, _, d in g.in_edges(node, data=True)):
            continue
        for parent, parent_kind in _parent_ids(node, kind):
            if parent in g or parent_kind in ("chapter", "title"):
                _node(g, parent, parent_kind, in_corpus=0)
                g.add_edge(parent, node, key=CONTAINS, type=CONTAINS)
                break


def _amended_by(g: nx.MultiDiGraph, edges: Iterable[AmendedBy]) -> None:
    for edge in edges:
        _node(g, edge.section, "section", in_corpus=0)
        _node(g, edge.ordinance, "ordinance", in_corpus=1)
        g.add_edge(
            edge.section,
            edge.ordinance,
            key=f"{AMENDED_BY}:{edge.via}",
            type=AMENDED_BY,
            via=edge.via,
            raw=edge.raw,
        )


def build_graph(data: GraphInput) -> nx.MultiDiGraph:
    """The graph of a corpus: from a build's records or read back from its database."""
    g = nx.MultiDiGraph()
    _structure(g, data.chapters, data.sections, data.subsections, data.tables)
    for figure in data.figures:
        _node(g, figure, "figure", in_corpus=1)
    for ordinance in data.ordinances:
        _node(g, ordinance, "ordinance", in_corpus=1)
    _cites(g, data.citations)
    for inferred in data.titles:
        if inferred.node in g and not g.nodes[inferred.node].get("title"):
            g.nodes[inferred.node]["title"] = inferred.title
            g.nodes[inferred.node]["title_source"] = inferred.source.value
    _amended_by(g, data.amended_by)
    _attach(g)
    return g
