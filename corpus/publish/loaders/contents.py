"""The code's contents as people read them: the jurisdiction (`jurisdiction_info`, the one read
of its row for every page), a title's table of contents, a chapter's whole text, the trail of a
node up to its jurisdiction (the breadcrumbs), and the names of the unnumbered paragraphs that
cite something.

Everything is read from the `outline` table (every title, article, chapter, section and table
known, held or only cited) and the code tables; nothing here knows a city.
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass

from corpus.publish.loaders.section_page import Citation, opt_str, rows
from parsers.ids import chapter_of, paragraph_id, paragraph_parts, title_id, title_number


@dataclass(frozen=True, slots=True)
class JurisdictionInfo:
    """A jurisdiction as its documents print it, and its code's page at the publisher."""

    jurisdiction: str
    name: str  # the name its documents print; the folder's name when none does
    url: str | None  # the publisher's page of its code


def jurisdiction_info(conn: sqlite3.Connection, jurisdiction: str) -> JurisdictionInfo | None:
    """The jurisdiction's row, or None when the database does not hold it: every page that
    names its jurisdiction reads it here."""
    found = rows(
        conn, "select name, url from jurisdictions where jurisdiction = ?", (jurisdiction,)
    )
    if not found:
        return None
    return JurisdictionInfo(
        jurisdiction, str(found[0]["name"] or jurisdiction), opt_str(found[0]["url"]) or None
    )


@dataclass(frozen=True, slots=True)
class Entry:
    """One node of the outline: its kind, id, title and whether the corpus holds it."""

    kind: str
    id: str
    title: str | None
    in_corpus: bool
    cited: int = 0  # how many citations name it


@dataclass(frozen=True, slots=True)
class ChapterContents:
    chapter: Entry
    sections: tuple[Entry, ...]
    tables: tuple[Entry, ...]


@dataclass(frozen=True, slots=True)
class TitleContents:
    """A title's table of contents: its articles, then its chapters with their sections."""

    articles: tuple[Entry, ...]
    chapters: tuple[ChapterContents, ...]
    other_tables: tuple[Entry, ...]  # tables known by the title alone (`Title 17, Table 3-1`)

    @property
    def sections(self) -> tuple[Entry, ...]:
        return tuple(s for c in self.chapters for s in c.sections)

    @property
    def absent_chapters(self) -> int:
        return sum(not c.chapter.in_corpus for c in self.chapters)

    @property
    def absent_sections(self) -> int:
        return sum(not s.in_corpus for s in self.sections)


def number_key(node_id: str) -> tuple[tuple[int, str], ...]:
    """`17.9` sorts before `17.62` before `17.100`: each dotted part as a number, then text."""
    parts = node_id.replace(",", ".").replace("-", ".").replace(" ", ".").split(".")
    return tuple((int(p), "") if p.isdigit() else (-1, p) for p in parts)


def _entries(conn: sqlite3.Connection, jurisdiction: str, kind: str, parent: str) -> list[Entry]:
    sql = (
        "select id, title, in_corpus, cited from outline "
        "where jurisdiction = ? and kind = ? and parent = ?"
    )
    found = [
        Entry(
            kind, str(r["id"]), opt_str(r["title"]) or None, bool(r["in_corpus"]), r["cited"] or 0
        )
        for r in rows(conn, sql, (jurisdiction, kind, parent))
    ]
    return sorted(found, key=lambda e: number_key(e.id))


def title_contents(conn: sqlite3.Connection, jurisdiction: str, title: str) -> TitleContents:
    """Every article, chapter, section and table of a title the outline knows, in order."""
    chapters = []
    for chapter in _entries(conn, jurisdiction, "chapter", title):
        sections = _entries(conn, jurisdiction, "section", chapter.id)
        tables = [t for s in sections for t in _entries(conn, jurisdiction, "table", s.id)]
        chapters.append(ChapterContents(chapter, tuple(sections), tuple(tables)))
    return TitleContents(
        articles=tuple(_entries(conn, jurisdiction, "article", title)),
        chapters=tuple(chapters),
        other_tables=tuple(_entries(conn, jurisdiction, "table", title)),
    )


@dataclass(frozen=True, slots=True)
class ReadSection:
    """One section of a chapter's reading view: its current text."""

    id: str
    title: str | None
    status: str | None
    text: str
    version: int | None


@dataclass(frozen=True, slots=True)
class ChapterReading:
    sections: tuple[ReadSection, ...]
    citations: tuple[Citation, ...]  # the citations made in those sections
    previous: Entry | None  # the chapter before it in its title's outline
    next: Entry | None


def chapter_reading(conn: sqlite3.Connection, jurisdiction: str, chapter: str) -> ChapterReading:
    """Every section of a chapter the corpus holds, in order, with its current text; and the
    chapters before and after it."""
    sql = (
        "select id, title, status, text, current_version from sections "
        "where jurisdiction = ? and chapter = ?"
    )
    held = [
        ReadSection(
            str(r["id"]),
            opt_str(r["title"]) or None,
            opt_str(r["status"]),
            str(r["text"] or ""),
            r["current_version"],
        )
        for r in rows(conn, sql, (jurisdiction, chapter))
    ]
    held.sort(key=lambda s: number_key(s.id))
    cited_sql = (
        "select * from citations where jurisdiction = ? and unit in "
        "(select id from sections where jurisdiction = ? and chapter = ?) "
        "and unit_kind = 'section' order by unit, start"
    )
    cited = tuple(
        Citation.from_row(r) for r in rows(conn, cited_sql, (jurisdiction, jurisdiction, chapter))
    )
    previous = following = None
    if title_number(chapter):
        siblings = _entries(conn, jurisdiction, "chapter", title_id(chapter))
        ids = [s.id for s in siblings]
        if chapter in ids:
            at = ids.index(chapter)
            previous = siblings[at - 1] if at > 0 else None
            following = siblings[at + 1] if at + 1 < len(siblings) else None
    return ChapterReading(tuple(held), cited, previous, following)


@dataclass(frozen=True, slots=True)
class Crumb:
    kind: str  # jurisdiction, title, article, chapter, section, table
    id: str
    title: str | None


def trail(conn: sqlite3.Connection, jurisdiction: str, kind: str, node: str) -> tuple[Crumb, ...]:
    """The breadcrumbs of a node: its jurisdiction, title, chapter, section (the code's
    hierarchy, never the database's), ending with the node itself."""
    place = jurisdiction_info(conn, jurisdiction)
    crumbs = [Crumb("jurisdiction", jurisdiction, place.name if place else None)]
    chain: list[tuple[str, str]] = []
    if kind == "table":
        section = next(
            (
                str(r["section"])
                for r in rows(
                    conn,
                    "select section from tables where jurisdiction = ? and id = ?",
                    (jurisdiction, node),
                )
            ),
            node.partition(",")[0] if "," in node else "",
        )
        if section.startswith("Title "):
            chain = [("title", section)]
        elif section:
            chain = [*_over_section(conn, jurisdiction, section), ("section", section)]
    elif kind in ("section", "subsection"):
        chain = _over_section(conn, jurisdiction, node)
    elif kind == "chapter" and title_number(node):
        chain = [("title", title_id(node))]
    elif kind == "article" and "," in node:
        chain = [("title", node.partition(",")[0])]
    chain.append((kind, node))
    chain = [(k, part) for k, part in chain if k != "title" or title_number(part)]
    where = " or ".join(["(kind = ? and id = ?)"] * len(chain))
    titles = {
        (str(r["kind"]), str(r["id"])): opt_str(r["title"])
        for r in rows(
            conn,
            f"select kind, id, title from outline where jurisdiction = ? and ({where})",
            (jurisdiction, *(value for pair in chain for value in pair)),
        )
    }
    crumbs.extend(Crumb(k, part, titles.get((k, part))) for k, part in chain)
    return tuple(crumbs)


def _parent(conn: sqlite3.Connection, jurisdiction: str, kind: str, node: str) -> str | None:
    """A node's parent as the outline stores it; None when it holds no such node (or none)."""
    found = rows(
        conn,
        "select parent from outline where jurisdiction = ? and kind = ? and id = ?",
        (jurisdiction, kind, node),
    )
    return opt_str(found[0]["parent"]) or None if found else None


def section_chapter(conn: sqlite3.Connection, jurisdiction: str, section: str) -> str:
    """The chapter a section (or subsection) is in, as the build placed it in the code's
    numbering scheme (`10-03-01` of a chapter-article code: chapter `10`, not `10-03`); by its
    number's shape where the outline does not hold it."""
    number = section.partition("(")[0]
    return _parent(conn, jurisdiction, "section", number) or chapter_of(number)


def _over_section(
    conn: sqlite3.Connection, jurisdiction: str, section: str
) -> list[tuple[str, str]]:
    """The title and chapter over a section, as the build placed them (`section_chapter`, and
    the chapter's title as the outline holds it: none in a scheme whose chapters are in none);
    by the chapter's number where the outline does not hold the chapter."""
    chapter = section_chapter(conn, jurisdiction, section)
    held = rows(
        conn,
        "select parent from outline where jurisdiction = ? and kind = 'chapter' and id = ?",
        (jurisdiction, chapter),
    )
    title = (opt_str(held[0]["parent"]) or None) if held else title_id(chapter)
    return [*([("title", title)] if title else []), ("chapter", chapter)]


def jurisdiction_titles(conn: sqlite3.Connection) -> tuple[tuple[str, str, tuple[Entry, ...]], ...]:
    """Home's contents: each jurisdiction (key, name) with the titles its outline knows, the
    ones holding a chapter of the corpus first."""
    places = rows(conn, "select jurisdiction, name from jurisdictions order by jurisdiction")
    held = {
        (str(r["jurisdiction"]), str(r["parent"]))
        for r in rows(
            conn,
            "select distinct jurisdiction, parent from outline where kind = 'chapter' "
            "and in_corpus = 1",
        )
    }
    found = []
    for place in places:
        key = str(place["jurisdiction"])
        titles = [
            Entry(
                "title",
                str(r["id"]),
                opt_str(r["title"]) or None,
                (key, str(r["id"])) in held,
                r["cited"] or 0,
            )
            for r in rows(
                conn,
                "select id, title, cited from outline where jurisdiction = ? and kind = 'title'",
                (key,),
            )
        ]
        titles.sort(key=lambda e: (not e.in_corpus, number_key(e.id)))
        found.append((key, opt_str(place["name"]) or key, tuple(titles)))
    return tuple(found)


@dataclass(frozen=True, slots=True)
class ParagraphName:
    """How a page names an unnumbered paragraph: its number, and the section it belongs to."""

    number: str
    section: str | None
    subsection: str | None

    @property
    def label(self) -> str:
        where = self.subsection or self.section
        return (
            f"§ {where}, unnumbered paragraph {self.number}"
            if where
            else (f"unnumbered paragraph {self.number}")
        )


def paragraph_names(
    conn: sqlite3.Connection, jurisdiction: str, cited: tuple[Citation, ...]
) -> dict[str, ParagraphName]:
    """The names of the unnumbered paragraphs among citations' sources (`<document>#<index>`
    → `§ 17.62.030, unnumbered paragraph 9`), never their file paths."""
    wanted: dict[str, set[str]] = {}  # document → the indexes cited
    for citation in cited:
        if citation.source_kind == "paragraph":
            document, index = paragraph_parts(citation.source)
            wanted.setdefault(document, set()).add(index)
    names: dict[str, ParagraphName] = {}
    for document, indexes in wanted.items():
        found = {
            str(r["idx"]): r
            for r in rows(
                conn,
                "select idx, section, subsection from paragraphs "
                "where jurisdiction = ? and document = ?",
                (jurisdiction, document),
            )
        }
        for index in indexes:
            row = found.get(index, {})
            names[paragraph_id(document, index)] = ParagraphName(
                index, opt_str(row.get("section")) or None, opt_str(row.get("subsection")) or None
            )
    return names


@dataclass(frozen=True, slots=True)
class Surroundings:
    """Where a section sits: its breadcrumbs, the sections before and after it in its chapter,
    and the names of the paragraphs citing it."""

    crumbs: tuple[Crumb, ...]
    previous: Entry | None
    next: Entry | None
    paragraphs: dict[str, ParagraphName]


def surroundings(
    conn: sqlite3.Connection, jurisdiction: str, section: str, cited: tuple[Citation, ...]
) -> Surroundings:
    chapter = section_chapter(conn, jurisdiction, section)
    siblings = [s for s in _entries(conn, jurisdiction, "section", chapter) if s.in_corpus]
    ids = [s.id for s in siblings]
    at = ids.index(section) if section in ids else -1
    return Surroundings(
        crumbs=trail(conn, jurisdiction, "section", section),
        previous=siblings[at - 1] if at > 0 else None,
        next=siblings[at + 1] if 0 <= at < len(siblings) - 1 else None,
        paragraphs=paragraph_names(conn, jurisdiction, cited),
    )


@dataclass(frozen=True, slots=True)
class NodeExtras:
    """What a node page shows beyond the node: its breadcrumbs, a chapter's whole text, a
    title's table of contents, the names of the paragraphs citing it."""

    crumbs: tuple[Crumb, ...]
    reading: ChapterReading | None
    contents: TitleContents | None
    paragraphs: dict[str, ParagraphName]


def node_extras(
    conn: sqlite3.Connection, jurisdiction: str, kind: str, node: str, cited: tuple[Citation, ...]
) -> NodeExtras:
    return NodeExtras(
        crumbs=trail(conn, jurisdiction, kind, node),
        reading=chapter_reading(conn, jurisdiction, node) if kind == "chapter" else None,
        contents=title_contents(conn, jurisdiction, node) if kind == "title" else None,
        paragraphs=paragraph_names(conn, jurisdiction, cited),
    )
