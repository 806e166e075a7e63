"""Every URL the pages and cells link to: one function per kind of target.

Datasette's own pages (tables, rows, canned queries) are built with `datasette.urls`, which adds
the base URL and tilde-encodes names, and row keys are tilde-encoded as Datasette's row pages
expect (`/db/documents/cotati~2Fecode360~2Ftitle17-ch17.62.txt`). The corpus's own pages
(`/<jurisdiction>/<kind>/<id>`) are readable, percent-encoded path segments under the same base
URL (`/cotati/section/17.62.030`, `/cotati/ordinance/PA%2326-17`); the plugin decodes them.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import StrEnum
from typing import Any
from urllib.parse import quote, urlencode

from datasette.utils import tilde_encode

from parsers.ids import paragraph_parts, section_of

# The parts of a subsection id after its section: a parenthesized label (`(E)`), or the `#2`
# that tells a repeated label's second occurrence from its first (`17.38.050(D)#2(7)`).
ID_PART = re.compile(r"\(([^()]*)\)|#(\d+)")
# What an HTML id keeps of a label: letters and digits.
NOT_ALNUM = re.compile(r"[^0-9A-Za-z]+")


class PageKind(StrEnum):
    """The kinds of node with a page of their own, as their URLs spell them."""

    SECTION = "section"
    ORDINANCE = "ordinance"
    CHAPTER = "chapter"
    ARTICLE = "article"
    TITLE = "title"
    TABLE = "table"
    FIGURE = "figure"
    LAW = "law"  # an outside law the corpus cites, or a body of law: `/cotati/law/RCW 36.70A`


# Citation target kinds and the page kind that shows them (an external law's page lists what
# cites it; an unresolved citation has no target and no page: the `cited_by` query lists it).
TARGET_PAGES = {
    "section": PageKind.SECTION,
    "subsection": PageKind.SECTION,
    "chapter": PageKind.CHAPTER,
    "article": PageKind.ARTICLE,
    "title": PageKind.TITLE,
    "table": PageKind.TABLE,
    "figure": PageKind.FIGURE,
    "ordinance": PageKind.ORDINANCE,
    "external": PageKind.LAW,
}


def anchor(node_id: str) -> str:
    """An HTML id for a subsection: `17.62.030(E)(3)` → `sub-E-3`, `17.38.050(D)#2(7)` →
    `sub-D_2-7` (letters, digits, dashes, underscores); `top` for a section itself."""
    parts = [
        f"-{NOT_ALNUM.sub('', label)}" if number == "" else f"_{number}"
        for label, number in ID_PART.findall(node_id[len(section_of(node_id)) :])
    ]
    return "sub" + "".join(parts) if parts else "top"


def cell_anchor(row: int, column: str) -> str:
    """The HTML id of a table cell on the table page: `cell-41-CE`."""
    return f"cell-{row}-{NOT_ALNUM.sub('', column)}"


def segment(value: str) -> str:
    """One path segment of a corpus page: percent-encoded, commas and `§` left readable."""
    return quote(value, safe=",§")


@dataclass(frozen=True, slots=True)
class Links:
    """The URL builders of one served database (`urls` is `datasette.urls`, untyped)."""

    urls: Any
    database: str

    def page(self, kind: PageKind, jurisdiction: str | None, node_id: str) -> str:
        """`/<jurisdiction>/<kind>/<id>`; without a jurisdiction, the form that redirects to
        the one jurisdiction holding the id."""
        where = f"/{segment(jurisdiction)}" if jurisdiction else ""
        return str(self.urls.path(f"{where}/{kind.value}/{segment(node_id)}"))

    @staticmethod
    def page_json(url: str) -> str:
        """The JSON of a page (Datasette's convention: `.json` after the path)."""
        path, mark, rest = url.partition("#") if "?" not in url else url.partition("?")
        return f"{path}.json{mark}{rest}"

    def section(self, jurisdiction: str | None, node_id: str) -> str:
        """The page of the section holding `node_id`, anchored at the subsection if it is one."""
        section = section_of(node_id)
        url = self.page(PageKind.SECTION, jurisdiction, section)
        return url if node_id == section else f"{url}#{anchor(node_id)}"

    def section_version(self, jurisdiction: str, section: str, version: int) -> str:
        return f"{self.section(jurisdiction, section)}?{urlencode({'version': version})}"

    def section_as_of(self, jurisdiction: str, section: str, day: str) -> str:
        return f"{self.section(jurisdiction, section)}?{urlencode({'as_of': day})}"

    def section_compare(self, jurisdiction: str, section: str, before: int, after: int) -> str:
        """The section page comparing two versions (at its diff)."""
        query = urlencode({"from": before, "to": after})
        return f"{self.section(jurisdiction, section)}?{query}#diff"

    def changes(self, jurisdiction: str, suffix: str = "", **params: str) -> str:
        """The changes page of a jurisdiction (`/<jurisdiction>/-/changes`), its `.json` or
        `.atom` (`suffix`), filtered by `section`, `chapter`, `q` or `since` (empty ones left
        out). Under `/-/`: `/<database>/changes` is Datasette's page of the `changes` table
        when the database is named after the jurisdiction (`cotati.db`)."""
        base = str(self.urls.path(f"/{segment(jurisdiction)}/-/changes{suffix}"))
        given = {k: v for k, v in params.items() if v}
        return f"{base}?{urlencode(given)}" if given else base

    def section_feed(self, jurisdiction: str, section: str) -> str:
        """The Atom feed of a section's changes: its page's path + `.atom`."""
        return f"{self.page(PageKind.SECTION, jurisdiction, section)}.atom"

    def chapter_feed(self, jurisdiction: str, chapter: str) -> str:
        """The Atom feed of a chapter's changes: its page's path + `.atom`."""
        return f"{self.page(PageKind.CHAPTER, jurisdiction, chapter)}.atom"

    def export(self, jurisdiction: str, as_of: str = "", fmt: str = "") -> str:
        """The download of a jurisdiction's code as of a date (`/<jurisdiction>/-/export`)."""
        base = str(self.urls.path(f"/{segment(jurisdiction)}/-/export"))
        given = {k: v for k, v in (("as_of", as_of), ("format", fmt)) if v}
        return f"{base}?{urlencode(given)}" if given else base

    def downloads(self) -> str:
        """The page listing every jurisdiction's downloads and feeds."""
        return str(self.urls.path("/-/export"))

    def ordinance(self, jurisdiction: str | None, ordinance_id: str) -> str:
        return self.page(PageKind.ORDINANCE, jurisdiction, ordinance_id)

    def chapter(self, jurisdiction: str | None, chapter_id: str) -> str:
        return self.page(PageKind.CHAPTER, jurisdiction, chapter_id)

    def table(self, jurisdiction: str | None, table_id: str) -> str:
        return self.page(PageKind.TABLE, jurisdiction, table_id)

    def table_cell(
        self, jurisdiction: str, table_id: str, version: int, row: int, column: str
    ) -> str:
        """A cell of a table version, on the table page (anchored at the cell)."""
        query = urlencode({"version": version})
        return f"{self.table(jurisdiction, table_id)}?{query}#{cell_anchor(row, column)}"

    def district(self, jurisdiction: str, district: str, as_of: str | None = None) -> str:
        """`/<jurisdiction>/district/<code>`, as of a date when given."""
        url = str(self.urls.path(f"/{segment(jurisdiction)}/district/{segment(district)}"))
        return f"{url}?{urlencode({'as_of': as_of})}" if as_of else url

    def housing_export(self, jurisdiction: str, extension: str, as_of: str | None = None) -> str:
        """The housing treatments in the Atlas's fields: `/<jurisdiction>/housing.csv`."""
        url = str(self.urls.path(f"/{segment(jurisdiction)}/housing.{extension}"))
        return f"{url}?{urlencode({'as_of': as_of})}" if as_of else url

    def table_version(self, jurisdiction: str, table_id: str, version: int | None) -> str:
        """A table's page at a version, compared with the one before it."""
        url = self.table(jurisdiction, table_id)
        if not version:
            return url
        query = {"version": version, **({"compare": version - 1} if version > 1 else {})}
        return f"{url}?{urlencode(query)}"

    def law(self, jurisdiction: str, target: str) -> str:
        """The page of an outside law a jurisdiction cites (`Cal. Gov. Code § 65852.2`), or of
        a body of law it cites laws of (`Cal. Gov. Code`)."""
        return self.page(PageKind.LAW, jurisdiction, target)

    def node(self, kind: str | None, jurisdiction: str | None, node_id: str) -> str:
        """The page of a cited node of any kind (an external law's page lists who cites it); for
        an unknown kind, or an external law without its jurisdiction, what cites it."""
        page = TARGET_PAGES.get(kind or "")
        if page is PageKind.SECTION:
            return self.section(jurisdiction, node_id)
        if page is PageKind.LAW and jurisdiction:
            return self.law(jurisdiction, node_id)
        if page is not None and page is not PageKind.LAW:
            return self.page(page, jurisdiction, node_id)
        return self.cited_by(jurisdiction, node_id)

    def query(self, name: str, **params: str) -> str:
        """A canned query of this database with its parameters (empty ones left out)."""
        base = str(self.urls.query(self.database, name))
        given = {k: v for k, v in params.items() if v}
        return f"{base}?{urlencode(given)}" if given else base

    def cited_by(self, jurisdiction: str | None, target: str) -> str:
        return self.query("cited_by", target=target, jurisdiction=jurisdiction or "")

    def rows(self, table: str, **filters: str) -> str:
        """A table page, filtered by exact column values."""
        base = str(self.urls.table(self.database, table))
        return f"{base}?{urlencode(filters)}" if filters else base

    def row(self, table: str, *key: object) -> str:
        """A row's page, by its primary key values (tilde-encoded, comma-separated)."""
        path = ",".join(tilde_encode(str(part)) for part in key)
        return str(self.urls.row(self.database, table, path))

    def document(self, document_id: str) -> str:
        return self.row("documents", document_id)

    def paragraph(self, paragraph_id: str) -> str:
        """An unnumbered paragraph `<document>#<index>`: its row in `paragraphs`."""
        document, index = paragraph_parts(paragraph_id)
        return self.row("paragraphs", document, index)

    def source(self, kind: str | None, jurisdiction: str | None, source: str) -> str:
        """Where a citing unit lives: a section (anchored), an ordinance or a paragraph."""
        if kind == "paragraph":
            return self.paragraph(source)
        if kind == "ordinance":
            return self.ordinance(jurisdiction, source)
        if kind == "table":
            return self.table(jurisdiction, source)
        return self.section(jurisdiction, source)
