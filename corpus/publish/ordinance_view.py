"""The ordinance page's and the node pages' context and JSON."""

from __future__ import annotations

from collections import Counter
from typing import Any

from markupsafe import Markup

from corpus.publish.loaders.contents import NodeExtras
from corpus.publish.loaders.node_pages import NodePage
from corpus.publish.loaders.ordinance_page import CellChange, OrdinancePage
from corpus.publish.loaders.section_page import Citation
from corpus.publish.render import display_value, link, link_citations
from corpus.publish.section_view import SideLink, source_label
from corpus.publish.svg import touched_svg
from corpus.publish.urls import Links, anchor

# The ordinance's columns the page lists, with the words it uses for them (the id is the
# heading; `jurisdiction` is in the URL).
ORDINANCE_FIELDS = {
    "number": "Number",
    "file_no": "File number",
    "title": "Title",
    "introduced": "Introduced",
    "adopted": "Adopted",
    "effective": "Effective",
    "effective_rule": "Effective-date rule",
    "applied_as_of": "Applied as of",
    "applied_as_of_basis": "Applied as of, because",
    "document": "Document",
    "from_sidecar": "From its sidecar file",
}


# The dates the summary line names, with its words for them.
SUMMARY_DATES = {"introduced": "introduced", "adopted": "adopted", "effective": "effective"}


def ordinance_fields(page: OrdinancePage, links: Links) -> list[tuple[str, str | Markup]]:
    """(label, value) of every field the ordinance has, as people read them."""
    row = page.row
    fields: list[tuple[str, str | Markup]] = []
    for column, label in ORDINANCE_FIELDS.items():
        value = row.get(column)
        shown = display_value(column, value)
        text = shown if shown is not None else ("" if value is None else str(value))
        if not text:
            continue
        if column == "document":
            fields.append((label, link(links.document(text), text)))
        elif column == "effective" and row.get("effective_estimated"):
            fields.append((label, f"{text} (estimated)"))
        else:
            fields.append((label, text))
    if not row.get("effective") and row.get("effective_estimated"):
        estimate = row.get("applied_as_of")
        why = row.get("applied_as_of_basis") or "its latest dated event"
        fields.append(
            (
                "Effective",
                f"not stated; ≈ {estimate} (estimated: {why})"
                if estimate
                else "not stated, and no date the text gives bounds it",
            )
        )
    return fields


def ordinance_summary(page: OrdinancePage) -> list[tuple[str, str]]:
    """The line under the ordinance's title: its dates and what became of its instructions."""
    row = page.row
    summary = [(label, str(row[c])) for c, label in SUMMARY_DATES.items() if row.get(c)]
    if not row.get("effective") and row.get("applied_as_of"):
        estimated = bool(row.get("effective_estimated"))
        day = f"≈ {row['applied_as_of']} (estimated)" if estimated else str(row["applied_as_of"])
        summary.append(("in force from", day))
    statuses = Counter(i.status or "unknown" for i in page.instructions)
    counts = ", ".join(f"{n} {status.replace('_', ' ')}" for status, n in statuses.most_common())
    summary.append((f"{len(page.instructions)} instructions", f"({counts})" if counts else ""))
    return summary


def cell_groups(page: OrdinancePage) -> list[tuple[str, int | None, list[CellChange]]]:
    """The cells it changed, by table and the version the change made."""
    groups: dict[tuple[str, int | None], list[CellChange]] = {}
    for cell in page.cells:
        groups.setdefault((cell.table, cell.version), []).append(cell)
    return [(table, version, cells) for (table, version), cells in groups.items()]


def ordinance_context(page: OrdinancePage, links: Links) -> dict[str, Any]:
    versions = [
        {
            "version": v,
            "href": links.section_version(page.jurisdiction, v.section, v.version),
        }
        for v in page.versions
    ]
    return {
        "page": page,
        "links": links,
        "fields": ordinance_fields(page, links),
        "summary": ordinance_summary(page),
        "cell_groups": cell_groups(page),
        "jurisdiction_name": page.jurisdiction_name or page.jurisdiction,
        "table_version_url": lambda table, version: links.table_version(
            page.jurisdiction, table, version
        ),
        "versions": versions,
        "touched_svg": touched_svg(page.id, page.touched, links, page.jurisdiction),
    }


def node_context(
    page: NodePage, links: Links, extras: NodeExtras, all_citations: bool = False
) -> dict[str, Any]:
    """The node page's context: who cites it, grouped by the part cited (each group anchored,
    so a link to a cited subsection of an absent section lands on its citations); a chapter's
    whole text, a title's contents. A title lists its citations only when asked
    (`?citations=1`): hundreds of them would bury its contents."""
    groups: dict[str, list[Citation]] = {}
    for citation in page.inbound:
        groups.setdefault(citation.target or page.id, []).append(citation)
    reading = extras.reading
    texts = []
    if reading is not None:
        by_unit: dict[str, list[Citation]] = {}
        for citation in reading.citations:
            by_unit.setdefault(citation.unit or citation.source, []).append(citation)
        texts = [
            (s, link_citations(s.text, by_unit.get(s.id, ()), links)) for s in reading.sections
        ]
    cited_by: dict[str, SideLink] = {}
    for c in page.inbound:
        label = source_label(c, extras.paragraphs)
        href = links.source(c.source_kind, c.jurisdiction, c.source)
        cited_by.setdefault(label, SideLink(label, href))
    held = {s.id for s, _ in texts}
    return {
        "page": page,
        "links": links,
        "code_trail": extras.crumbs,
        "reading": reading,
        "texts": texts,
        "cited_only": [m for m in page.members if m.id not in held],
        "contents": extras.contents,
        "side_cited_by": list(cited_by.values()),
        "source_label": lambda c: source_label(c, extras.paragraphs),
        "list_citations": page.kind != "title" or all_citations,
        "groups": [
            (target, anchor(target) if page.kind == "section" else None, cited)
            for target, cited in groups.items()
        ],
    }
