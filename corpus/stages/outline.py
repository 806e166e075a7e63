"""The outline stage: every title, article, chapter, section and table known from anywhere (the
rows of `outline`), and the chapters known only this way (more rows of `chapters`), read from
the records the stages before it give.

What is known, in the order a title is taken (a printed title is never replaced by a cited one):
the exports' chapters and sections (title_source `source`), the ordinances' sections, tables and
headings (`ordinance`), then the titles citations give their targets (`Chapter 17.88 (Public
Hearings)`: `citations`). A node is `in_corpus` when its text is in the database. Every node
carries the publisher's URL of the jurisdiction's code when an export names it.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field

from corpus.engine.table_versions import TableHistory
from corpus.stages.current_code import CurrentCode
from corpus.stages.table_history import CodeTable
from graph.records import Citation
from parsers.ids import (
    SECTION_NUMBER,
    chapter_of,
    has_chapter,
    in_a_title,
    is_table_alias,
    section_of,
    table_parts,
    title_id,
    title_number,
)
from parsers.ordinance_records import ParsedOrdinance
from parsers.records import TitleSource
from parsers.schemes import Scheme

KINDS = ("title", "article", "chapter", "section", "table")
# How sure a title is: a printed title wins over an ordinance's, which wins over a citation's.
RANK = {"source": 0, "ordinance": 1, "citations": 2}


@dataclass(slots=True)
class Node:
    id: str
    kind: str
    title: str | None = None
    title_source: str | None = None
    in_corpus: bool = False
    cited: int = 0
    cited_titles: Counter[str] = field(default_factory=Counter)

    def give(self, title: str | None, source: str | None) -> None:
        if not title or source is None:
            return
        if self.title is None or RANK.get(source, 3) < RANK.get(self.title_source or "", 3):
            self.title, self.title_source = title, source


@dataclass(slots=True)
class Outline:
    nodes: dict[tuple[str, str], Node] = field(default_factory=dict)
    scheme: Scheme | None = None  # the code's numbering scheme: what a section's chapter is

    def node(self, kind: str, node_id: str) -> Node:
        found = self.nodes.get((kind, node_id))
        if found is None:
            found = self.nodes[(kind, node_id)] = Node(node_id, kind)
            self._ancestors(kind, node_id)
        return found

    def _ancestors(self, kind: str, node_id: str) -> None:
        parent = parent_of(kind, node_id, self.scheme)
        if parent is not None:
            self.node(*parent)


def parent_of(kind: str, node_id: str, scheme: Scheme | None = None) -> tuple[str, str] | None:
    """The enclosing node: a table's section (or title, for an alias), a section's chapter (as
    the code's `scheme` says), a chapter's or article's title."""
    if kind == "table":
        parts = table_parts(node_id)
        if parts is None:
            return None
        owner = parts[0]
        return ("title", owner) if owner.startswith("Title ") else ("section", owner)
    if kind == "section":  # in every numbering scheme (`17.62.030`, `5-2-7`, `250-12`)
        return ("chapter", chapter_of(node_id, scheme)) if has_chapter(node_id) else None
    if kind in ("chapter", "article"):
        number = title_number(node_id)
        if number is None or (kind == "chapter" and not in_a_title(node_id)):
            return None  # `250` of a chapter-dash code is in no title
        return ("title", f"Title {number}") if kind == "article" else ("title", title_id(node_id))
    return None


@dataclass(frozen=True, slots=True)
class OutlineEntry:
    """One node of the outline as the database holds it."""

    id: str
    kind: str
    parent: str | None
    title: str | None
    title_source: str | None
    in_corpus: bool
    cited: int


@dataclass(frozen=True, slots=True)
class CodeOutline:
    """The outline's nodes in order (kind, then id), the publisher's URL of the code (when the
    exports name one), and the chapters only the outline knows (no export prints them)."""

    entries: tuple[OutlineEntry, ...]
    url: str | None
    new_chapters: tuple[OutlineEntry, ...]


def _source(source: TitleSource | None) -> str | None:
    return source.value if source is not None else None


def _known(
    outline: Outline,
    code: CurrentCode,
    tables: Sequence[CodeTable],
    history: TableHistory | None,
    ordinances: Sequence[ParsedOrdinance],
) -> None:
    for chapter in code.chapters:
        node = outline.node("chapter", chapter.chapter.id)
        node.give(chapter.title, _source(chapter.title_source))
    for section in code.sections:
        node = outline.node("section", section.id)
        node.give(section.title, _source(section.title_source))
        node.in_corpus = bool(section.text)
    for table in tables:
        outline.node("table", table.id).in_corpus = True
    versions = [v for vs in history.versions.values() for v in vs] if history else []
    for v in versions:
        source = "source" if v.source == "export" else "ordinance"
        outline.node("table", v.table).give(v.caption, source)
    for v in versions:  # sections a matrix's regulations column names
        for value in (c.value for r in v.grid.rows for c in r.cells):
            for match in SECTION_NUMBER.finditer(str(value or "")):
                outline.node("section", section_of(match.group()))
    for instruction in (i for p in ordinances for i in p.ordinance.instructions):
        targets = instruction.targets
        for target in targets:
            if target.kind.value in KINDS and not is_table_alias(target.id):
                node = outline.node(target.kind.value, target.id)
                if len(targets) == 1 and target.kind.value != "table":
                    node.give(instruction.target_title, "ordinance")


def _cited(outline: Outline, citations: Sequence[Citation]) -> None:
    for citation in citations:
        kind, target = citation.target_kind, citation.target
        if kind is None or kind.value not in KINDS or not target or not citation.resolved:
            continue
        if kind.value == "section" and section_of(target) != target:
            continue
        node = outline.node(kind.value, target)
        node.cited += 1
        if citation.given_title:
            node.cited_titles[citation.given_title] += 1
    for node in outline.nodes.values():
        if node.cited_titles:
            node.give(node.cited_titles.most_common(1)[0][0], "citations")


def run_outline(
    code: CurrentCode,
    tables: Sequence[CodeTable],
    history: TableHistory | None,
    ordinances: Sequence[ParsedOrdinance],
    citations: Sequence[Citation],
    url: str | None,
    scheme: Scheme | None = None,
) -> CodeOutline:
    """The outline of the code, from what every stage before it found, in the code's `scheme`."""
    outline = Outline(scheme=scheme)
    _known(outline, code, tables, history, ordinances)
    _cited(outline, citations)
    chapters = {chapter.chapter.id for chapter in code.chapters}
    entries: list[OutlineEntry] = []
    new_chapters: list[OutlineEntry] = []
    held = {
        chapter_of(i, scheme)
        for (k, i), n in outline.nodes.items()
        if k == "section" and n.in_corpus
    }
    for (kind, node_id), node in sorted(outline.nodes.items(), key=_order):
        if kind == "table" and is_table_alias(node_id) and _covered(node_id, outline):
            continue  # the alias of a table the outline holds by its section
        node.in_corpus = node.in_corpus or (kind == "chapter" and node_id in held)
        parent = parent_of(kind, node_id, scheme)
        entry = OutlineEntry(
            node_id,
            kind,
            parent[1] if parent else None,
            node.title,
            node.title_source,
            node.in_corpus,
            node.cited,
        )
        entries.append(entry)
        if kind == "chapter" and node_id not in chapters:
            new_chapters.append(entry)
    return CodeOutline(tuple(entries), url, tuple(new_chapters))


def _covered(alias: str, outline: Outline) -> bool:
    title, number = table_parts(alias) or ("", "")
    return any(
        (parts := table_parts(i)) is not None
        and parts[1] == number
        and not is_table_alias(i)
        and title_id(chapter_of(parts[0])) == title
        for (k, i) in outline.nodes
        if k == "table"
    )


def _order(item: tuple[tuple[str, str], Node]) -> tuple[int, str]:
    (kind, node_id), _node = item
    return KINDS.index(kind), node_id
