"""Pages for every other kind of node: chapters, titles, articles, tables, figures, and the
sections and ordinances a corpus cites without holding them.

A node the corpus does not hold still has a page when the corpus knows of it (something cites
it, an instruction names it, a history note lists it): its id, the title a citation gives it,
who cites it, and the publisher's page of the code when the jurisdiction's `url` is known. A
node nothing mentions has no page (None).
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass

from corpus.db.search_index import typed_node
from corpus.publish.loaders.contents import jurisdiction_info
from corpus.publish.loaders.section_page import (
    Citation,
    InstructionRow,
    citations,
    instructions_about,
    opt_str,
    rows,
)
from parsers.ids import (
    chapter_of,
    is_table_alias,
    section_of,
    table_parts,
    title_id,
    title_number,
)

# The node kinds these pages show, as `citations.target_kind` spells them.
NODE_KINDS = ("section", "chapter", "title", "article", "table", "figure", "ordinance")


@dataclass(frozen=True, slots=True)
class Member:
    """A node inside the page's node (a chapter's sections, a title's chapters)."""

    kind: str
    id: str
    title: str | None
    in_corpus: bool = True


@dataclass(frozen=True, slots=True)
class NodePage:
    jurisdiction: str
    jurisdiction_name: str | None
    kind: str
    id: str
    in_corpus: bool
    title: str | None
    title_source: str | None  # `printed` or `a citation`
    publisher: str | None  # the publisher's page of the jurisdiction's code
    parent: Member | None  # the chapter of a section, the title of a chapter
    members: tuple[Member, ...]
    inbound: tuple[Citation, ...]
    instructions: tuple[InstructionRow, ...]
    history: tuple[str, ...]  # sections whose history notes cite it (ordinances)
    table_rows: tuple[str, ...]  # a table's rows, as text lines
    outlined: bool = False  # the outline knows it (a table cell, a heading, a caption names it)

    @property
    def known(self) -> bool:
        return bool(
            self.in_corpus
            or self.inbound
            or self.instructions
            or self.history
            or self.members
            or self.outlined
        )


def _web_address(value: object) -> str | None:
    """The publisher's address when it is a web address (never a `javascript:` one)."""
    url = opt_str(value)
    return url if url and url.startswith(("https://", "http://")) else None


def _first(conn: sqlite3.Connection, sql: str, params: tuple[object, ...]) -> dict[str, object]:
    found = rows(conn, sql, params)
    return found[0] if found else {}


def _cited_title(cited: tuple[Citation, ...], node: str) -> str | None:
    """The title a citation gives the node itself (`Chapter 17.88 (Public Hearings)`)."""
    return next((c.target_title for c in cited if c.target == node and c.target_title), None)


def _cited(
    conn: sqlite3.Connection, jurisdiction: str, kind: str, node: str
) -> tuple[Citation, ...]:
    """Citations of the node and its parts: a chapter's sections, a title's chapters, tables
    and figures (`Title 17, Table 2-3`), a section's subsections."""
    number = title_number(node) if kind == "title" else node
    if kind not in ("chapter", "title") or not number:
        return citations(conn, jurisdiction, "target", node)
    sql = (
        "select * from citations where jurisdiction = ? and (target = ? "
        "or (target > ? || ',' and target < ? || '-') "
        "or (target > ? || '.' and target < ? || '/')) order by target, source, start"
    )
    params = (jurisdiction, node, node, node, number, number)
    return tuple(Citation.from_row(r) for r in rows(conn, sql, params))


def _members(
    conn: sqlite3.Connection, jurisdiction: str, kind: str, node: str, cited: tuple[Citation, ...]
) -> list[Member]:
    """A chapter's sections (held, then cited), a title's chapters, a section's tables."""
    if kind == "chapter":
        sql = "select id, title from sections where jurisdiction = ? and chapter = ? order by id"
        held = [
            Member("section", str(r["id"]), opt_str(r["title"]))
            for r in rows(conn, sql, (jurisdiction, node))
        ]
        known = {m.id for m in held}
        cited_sections = sorted(
            {section_of(c.target) for c in cited if c.target and c.target != node} - known
        )
        return held + [Member("section", s, None, False) for s in cited_sections]
    if kind == "title":
        number = title_number(node)
        sql = (
            "select id, title from chapters where jurisdiction = ? and id like ? || '.%' "
            "union select distinct chapter, null from sections where jurisdiction = ? "
            "and chapter like ? || '.%' and chapter not in (select id from chapters "
            "where jurisdiction = ?) order by 1"
        )
        params = (jurisdiction, number, jurisdiction, number, jurisdiction)
        held = (
            [Member("chapter", str(r["id"]), opt_str(r["title"])) for r in rows(conn, sql, params)]
            if number
            else []
        )
        chapters = {
            c.target if c.target_kind == "chapter" else chapter_of(section_of(c.target))
            for c in cited
            if c.target and c.target_kind in ("chapter", "section", "subsection")
        }
        known = {m.id for m in held}
        return held + [Member("chapter", c, None, False) for c in sorted(chapters - known)]
    if kind == "section":
        sql = "select id, caption from tables where jurisdiction = ? and section = ? order by id"
        return [
            Member("table", str(r["id"]), opt_str(r["caption"]))
            for r in rows(conn, sql, (jurisdiction, node))
        ]
    return []


def _parent(kind: str, node: str) -> Member | None:
    if kind == "section":
        return Member("chapter", chapter_of(node), None)
    if kind == "chapter" and title_number(node):
        return Member("title", title_id(node), None)
    return None


def _held(conn: sqlite3.Connection, jurisdiction: str, kind: str, node: str) -> dict[str, object]:
    """The node's own row (title, caption...) when the corpus holds it, else {}."""
    pair = (jurisdiction, node)
    if kind == "chapter":
        return _first(conn, "select title from chapters where jurisdiction = ? and id = ?", pair)
    if kind == "table":
        sql = "select caption as title, section, rows from tables where jurisdiction = ? and id = ?"
        return _first(conn, sql, pair)
    if kind == "section":
        return _first(conn, "select title from sections where jurisdiction = ? and id = ?", pair)
    return {}


def _in_corpus(kind: str, held: dict[str, object], cited: tuple[Citation, ...]) -> bool:
    """Whether the corpus holds the node: its own row, or (for kinds without a table) what
    the citation stage decided."""
    if held:
        return True
    if kind in ("chapter", "section", "table", "ordinance"):
        return False
    return any(c.in_corpus for c in cited)


def load_node(conn: sqlite3.Connection, jurisdiction: str, kind: str, node: str) -> NodePage | None:
    """The page of a node of `kind`, or None when the corpus neither holds nor mentions it."""
    place = jurisdiction_info(conn, jurisdiction)
    if place is None or kind not in NODE_KINDS:
        return None
    held = _held(conn, jurisdiction, kind, node) if kind != "ordinance" else {}
    cited = _cited(conn, jurisdiction, kind, node)
    outline = _first(
        conn,
        "select title, in_corpus from outline where jurisdiction = ? and kind = ? and id = ?",
        (jurisdiction, kind, node),
    )
    title = opt_str(held.get("title")) or _cited_title(cited, node) or opt_str(outline.get("title"))
    table_rows = str(held.get("rows") or "").splitlines() if kind == "table" else []
    history = []
    if kind == "ordinance":
        sql = "select distinct section from history where jurisdiction = ? and ordinance = ?"
        history = [str(r["section"]) for r in rows(conn, sql, (jurisdiction, node))]
    members = tuple(_members(conn, jurisdiction, kind, node, cited))
    held_parts = kind in ("chapter", "title") and any(m.in_corpus for m in members)
    page = NodePage(
        jurisdiction=jurisdiction,
        jurisdiction_name=place.name,
        kind=kind,
        id=node,
        in_corpus=held_parts
        or (bool(outline["in_corpus"]) if outline else _in_corpus(kind, held, cited)),
        title=title,
        title_source=("printed" if held.get("title") else "a citation") if title else None,
        publisher=_web_address(place.url),
        parent=_parent(kind, node),
        members=members,
        inbound=cited,
        instructions=instructions_about(conn, jurisdiction, node) if kind != "ordinance" else (),
        history=tuple(history),
        table_rows=tuple(table_rows),
        outlined=bool(outline),
    )
    return page if page.known else None


def _known(conn: sqlite3.Connection, jurisdiction: str, kind: str, node: str) -> bool:
    sql = "select 1 from outline where jurisdiction = ? and kind = ? and id = ? limit 1"
    return conn.execute(sql, (jurisdiction, kind, node)).fetchone() is not None


def table_holders(conn: sqlite3.Connection, jurisdiction: str, typed: str) -> list[str]:
    """The tables a table's name can mean: itself when it is a table's id; for a title-wide
    alias (`Title 17, Table 2-3`) or a bare number (`Table 2-3`), every table of that title
    with that number (one, or a choice)."""
    held = "select id from tables where jurisdiction = ?"
    ids = [str(r[0]) for r in conn.execute(held, (jurisdiction,))]
    if typed in ids:
        return [typed]
    parts = table_parts(typed) if "," in typed else ("", typed.removeprefix("Table ").strip())
    if parts is None or (parts[0] and not is_table_alias(typed)):
        return []
    title = title_number(parts[0]) if parts[0] else None
    return sorted(
        table
        for table in ids
        if (found := table_parts(table)) is not None
        and found[1] == parts[1]
        and (title is None or title_number(table) == title)
    )


def canonical_nodes(
    conn: sqlite3.Connection, jurisdiction: str, kind: str, typed: str
) -> list[str]:
    """The ids of the nodes `typed` names in another form: a table alias's tables, or an id
    written with its prefix (`§ 17.62.030`, `Chapter 17.62`); [] when `typed` is already an
    id the corpus knows, or names nothing it knows."""
    if kind == "table":  # an alias the outline knows (cited as written) still means its table
        holders = table_holders(conn, jurisdiction, typed)
        return [] if typed in holders else holders
    if _known(conn, jurisdiction, kind, typed):
        return []
    plain = typed_node(typed)
    if plain and plain != typed and _known(conn, jurisdiction, kind, plain):
        return [plain]
    return []
