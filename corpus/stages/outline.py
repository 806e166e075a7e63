"""The outline stage's rows: `outline`, every title, article, chapter, section and table known
from anywhere, and `chapters` brought up to every chapter known this way.

What is known, in the order a title is taken (a printed title is never replaced by a cited one):
the exports' chapters and sections (title_source `source`), the ordinances' sections, tables and
headings (`ordinance`), then the titles citations give their targets (`Chapter 17.88 (Public
Hearings)`: `citations`). A node is `in_corpus` when its text is in the database. Every node
carries the publisher's URL of the jurisdiction's code when an export names it.
"""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import dataclass, field

from corpus.db.rows import Row, TableRows
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

    def node(self, kind: str, node_id: str) -> Node:
        found = self.nodes.get((kind, node_id))
        if found is None:
            found = self.nodes[(kind, node_id)] = Node(node_id, kind)
            self._ancestors(kind, node_id)
        return found

    def _ancestors(self, kind: str, node_id: str) -> None:
        parent = parent_of(kind, node_id)
        if parent is not None:
            self.node(*parent)


def parent_of(kind: str, node_id: str) -> tuple[str, str] | None:
    """The enclosing node: a table's section (or title, for an alias), a section's chapter, a
    chapter's or article's title."""
    if kind == "table":
        parts = table_parts(node_id)
        if parts is None:
            return None
        owner = parts[0]
        return ("title", owner) if owner.startswith("Title ") else ("section", owner)
    if kind == "section":  # in every numbering scheme (`17.62.030`, `5-2-7`, `250-12`)
        return ("chapter", chapter_of(node_id)) if has_chapter(node_id) else None
    if kind in ("chapter", "article"):
        number = title_number(node_id)
        if number is None or (kind == "chapter" and not in_a_title(node_id)):
            return None  # `250` of a chapter-dash code is in no title
        return ("title", f"Title {number}") if kind == "article" else ("title", title_id(node_id))
    return None


def _known(outline: Outline, out: TableRows) -> None:
    for row in out.rows("chapters"):
        outline.node("chapter", row["id"]).give(row.get("title"), row.get("title_source"))
    for row in out.rows("sections"):
        node = outline.node("section", row["id"])
        node.give(row.get("title"), row.get("title_source"))
        node.in_corpus = bool(row.get("text"))
    for row in out.rows("tables"):
        outline.node("table", row["id"]).in_corpus = True
    for row in out.rows("table_versions"):
        source = "source" if row.get("source") == "export" else "ordinance"
        outline.node("table", row["table"]).give(row.get("caption"), source)
    for row in out.rows("table_cells"):  # sections a matrix's regulations column names
        for match in SECTION_NUMBER.finditer(str(row.get("value") or "")):
            outline.node("section", section_of(match.group()))
    for row in out.rows("instructions"):
        targets = json.loads(row.get("targets") or "[]")
        for target in targets:
            if target["kind"] in KINDS and not is_table_alias(target["id"]):
                node = outline.node(target["kind"], target["id"])
                if len(targets) == 1 and target["kind"] != "table":
                    node.give(row.get("target_title"), "ordinance")


def _cited(outline: Outline, out: TableRows) -> None:
    for row in out.each("citations"):
        kind, target = row.get("target_kind"), row.get("target")
        if kind not in KINDS or not target or not row.get("resolved"):
            continue
        if kind == "section" and section_of(target) != target:
            continue
        node = outline.node(kind, target)
        node.cited += 1
        if row.get("target_title"):
            node.cited_titles[row["target_title"]] += 1
    for node in outline.nodes.values():
        if node.cited_titles:
            node.give(node.cited_titles.most_common(1)[0][0], "citations")


def run_outline(out: TableRows) -> None:
    """Add the outline of the code, and every chapter it knows, to `out`."""
    outline = Outline()
    _known(outline, out)
    _cited(outline, out)
    urls = [row.get("url") for row in out.rows("jurisdictions") if row.get("url")]
    url = urls[0] if len(urls) == 1 else None
    chapters = out.by_id("chapters")
    rows: list[Row] = []
    held = {chapter_of(i) for (k, i), n in outline.nodes.items() if k == "section" and n.in_corpus}
    for (kind, node_id), node in sorted(outline.nodes.items(), key=_order):
        if kind == "table" and is_table_alias(node_id) and _covered(node_id, outline):
            continue  # the alias of a table the outline holds by its section
        node.in_corpus = node.in_corpus or (kind == "chapter" and node_id in held)
        parent = parent_of(kind, node_id)
        rows.append(
            {
                "id": node_id,
                "kind": kind,
                "parent": parent[1] if parent else None,
                "title": node.title,
                "title_source": node.title_source,
                "in_corpus": int(node.in_corpus),
                "url": url,
                "cited": node.cited,
            }
        )
        if kind == "chapter" and node_id not in chapters:
            out.add(
                "chapters",
                [
                    {
                        "id": node_id,
                        "title": node.title,
                        "title_source": node.title_source,
                        "document": None,
                    }
                ],
            )
    out.add("outline", rows)


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
