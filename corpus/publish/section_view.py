"""The section page's context and JSON: one version's text, subsections, citations and changes.

Citations are stored for the current text. In the current version each subsection links the
citations made in it (by their source); in another version the same citations are found by
their words, and a citation whose words that version does not contain is not shown: the page
lists what the version it shows cites.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from datasette.utils.asgi import BadRequest
from markupsafe import Markup

from corpus.db.neighbourhood import Neighbourhood
from corpus.db.pages import Citation, SectionPage, VersionRequest
from corpus.engine.diff import change_counts
from corpus.engine.versions import StructuralChange
from corpus.publish.parameters import date_parameter, number_parameter
from corpus.publish.render import Placed, change_label, link_placed, place, render_words
from corpus.publish.svg import neighbourhood_svg, timeline_svg
from corpus.publish.urls import Links, anchor

# The anchor of a section's own text before its first subsection (`top` is the page's heading).
INTRO = "intro"


def version_request(args: Any) -> VersionRequest:
    """`?version=N` or `?as_of=YYYY-MM-DD` (args: the request's query string); a value that is
    not a version number or a date is a 400 (`corpus.publish.parameters`)."""
    return VersionRequest(number_parameter(args, "version"), date_parameter(args, "as_of"))


def compare_request(args: Any) -> tuple[int, int] | None:
    """`?from=N&to=M`: two versions to compare; None when neither is given, a 400 when one is
    missing or either is not a version number."""
    before, after = number_parameter(args, "from"), number_parameter(args, "to")
    if before is None and after is None:
        return None
    if before is None or after is None:
        raise BadRequest("?from=N&to=M: a comparison needs both versions")
    return before, after


@dataclass(frozen=True, slots=True)
class ShownNode:
    """The section's own text or one subsection, in the version shown."""

    id: str
    label: str
    level: int
    anchor: str
    placed: tuple[Placed, ...]
    html: Markup


def shown_nodes(page: SectionPage, links: Links) -> list[ShownNode]:
    """The version's own text and subsections, each with the citations found in it."""
    current = page.shown is None or page.shown.version == page.current
    by_source: dict[str, list[Citation]] = {}
    for citation in page.citations:
        by_source.setdefault(citation.source, []).append(citation)
    shared = [c for c in page.citations if not current or c.source_kind == "table"]
    texts = [(page.id, "", 0, page.intro)] if page.intro.strip() else []
    texts += [(s.id, s.label, s.level, s.text) for s in page.subsections]
    nodes = []
    for node_id, label, level, text in texts:
        own = by_source.get(node_id, [])
        placed = tuple(place(text, [*own, *(c for c in shared if c not in own)], offsets=False))
        html = link_placed(text, placed, links)
        where = INTRO if node_id == page.id else anchor(node_id)
        nodes.append(ShownNode(node_id, label, level, where, placed, html))
    return nodes


@dataclass(frozen=True, slots=True)
class AbsentPart:
    """A subsection something names that the version shown does not have."""

    id: str
    anchor: str
    named_by: tuple[str, ...]  # citing nodes and instructions


def absent_parts(page: SectionPage, nodes: list[ShownNode]) -> list[AbsentPart]:
    """Subsections of this section that citations or instructions name but the version shown
    lacks: listed (with their anchors) so a link to one says what happened to it."""
    shown = {n.id for n in nodes}
    named: dict[str, list[str]] = {}
    for c in (*page.inbound, *page.citations):
        if c.target and c.target != page.id and c.target.startswith(page.id + "("):
            named.setdefault(c.target, []).append(c.source)
    for i in page.instructions:
        for target in i.targets or ((i.target,) if i.target else ()):
            if target.startswith(page.id + "("):
                named.setdefault(target, []).append(f"instruction {i.id} ({i.status})")
    return [
        AbsentPart(node, anchor(node), tuple(dict.fromkeys(sources)))
        for node, sources in sorted(named.items())
        if node not in shown
    ]


@dataclass(frozen=True, slots=True)
class CitedBy:
    """Who cites a section, in three groups."""

    code: tuple[Citation, ...]  # other sections, tables and paragraphs of the code
    restated: tuple[Citation, ...]  # ordinances that amend it, restating its text
    ordinances: tuple[Citation, ...]  # other ordinances


def cited_by(page: SectionPage) -> CitedBy:
    code = [c for c in page.inbound if c.unit_kind != "ordinance"]
    from_ordinances = [c for c in page.inbound if c.unit_kind == "ordinance"]
    return CitedBy(
        tuple(code),
        tuple(c for c in from_ordinances if c.source in page.amending),
        tuple(c for c in from_ordinances if c.source not in page.amending),
    )


def changes_html(changes: tuple[StructuralChange, ...]) -> list[dict[str, Any]]:
    return [
        {
            "change": c,
            "kind": c.change.value,
            "label": change_label(c),
            "anchor": anchor(c.subsection),
            "html": render_words(c),
        }
        for c in changes
    ]


def section_context(
    page: SectionPage,
    links: Links,
    hood: Neighbourhood,
    compared: tuple[int, int, tuple[StructuralChange, ...]] | None,
) -> dict[str, Any]:
    """The template context of a section page."""
    nodes = shown_nodes(page, links)
    shown = page.shown.version if page.shown else None
    changes = compared[2] if compared else page.changes
    return {
        "page": page,
        "links": links,
        "nodes": nodes,
        "outbound": [(n, p) for n in nodes for p in n.placed],
        "absent_parts": absent_parts(page, nodes),
        "cited_by": cited_by(page),
        "is_current": shown == page.current,
        "changes": changes_html(changes),
        "counts": change_counts(changes),
        "compared": compared[:2] if compared else None,
        "neighbourhood_svg": neighbourhood_svg(hood, links, page.jurisdiction),
        "timeline_svg": timeline_svg(page.versions, shown, links, page.jurisdiction),
    }
