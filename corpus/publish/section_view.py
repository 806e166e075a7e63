"""The section page's context and JSON: one version's text, subsections, citations and changes.

Citations are stored for the current text. In the current version each subsection links the
citations made in it (by their source); in another version the same citations are found by
their words, and a citation whose words that version does not contain is not shown: the page
lists what the version it shows cites.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from datasette.utils.asgi import BadRequest
from markupsafe import Markup

from corpus.engine.diff import change_counts
from corpus.engine.versions import StructuralChange
from corpus.publish.loaders.contents import ParagraphName, Surroundings
from corpus.publish.loaders.neighbourhood import Neighbourhood
from corpus.publish.loaders.section_page import Citation, SectionPage, VersionRequest
from corpus.publish.parameters import date_parameter, number_parameter
from corpus.publish.render import (
    Placed,
    change_label,
    link_placed,
    place,
    render_words,
    target_url,
)
from corpus.publish.svg import neighbourhood_svg, timeline_svg
from corpus.publish.urls import Links, anchor
from parsers.ids import paragraph_parts, section_of

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


def source_label(citation: Citation, paragraphs: Mapping[str, ParagraphName]) -> str:
    """How a page names the unit a citation is made in: `§ 17.62.030(B)`, `Ordinance 934`,
    `§ 17.62.030, unnumbered paragraph 9` (never a file path)."""
    kind = citation.source_kind or "section"
    if kind == "paragraph":
        name = paragraphs.get(citation.source)
        return name.label if name else f"unnumbered paragraph {paragraph_parts(citation.source)[1]}"
    if kind == "ordinance":
        return f"Ordinance {citation.source}"
    if kind in ("section", "subsection"):
        return f"§ {citation.source}"
    return citation.source


@dataclass(frozen=True, slots=True)
class SideLink:
    """One line of the side panel: a node named and linked."""

    label: str
    href: str
    absent: bool = False  # the corpus does not hold it


def side_cites(placed: list[Placed], links: Links) -> list[SideLink]:
    """What the version shown cites, each target once, in the order of the text."""
    found: dict[str, SideLink] = {}
    for p in placed:
        c = p.citation
        target = c.target or c.raw
        if (
            c.target
            and section_of(c.target) == section_of(p.citation.source)
            and (c.target_kind in ("section", "subsection"))
        ):
            continue  # `this section`, its own subsections
        label = f"§ {target}" if c.target_kind in ("section", "subsection") else target
        if c.target_kind == "chapter":
            label = f"Chapter {target}"
        found.setdefault(label, SideLink(label, target_url(c, links), not c.in_corpus))
    return list(found.values())


def side_cited_by(
    cited: CitedBy, paragraphs: dict[str, ParagraphName], links: Links
) -> list[SideLink]:
    """Who cites the section, each citing unit once."""
    found: dict[str, SideLink] = {}
    for c in (*cited.code, *cited.restated, *cited.ordinances):
        label = source_label(c, paragraphs)
        found.setdefault(
            label, SideLink(label, links.source(c.source_kind, c.jurisdiction, c.source))
        )
    return list(found.values())


def version_state(page: SectionPage) -> str:
    """The state of the version shown: the section's own status when it is the current one
    (current, repealed), else `superseded`."""
    shown = page.shown
    if shown is None or shown.version == page.current:
        return page.status or "current"
    return "superseded" if shown.valid_to else "not in force"


def section_context(
    page: SectionPage,
    links: Links,
    hood: Neighbourhood,
    compared: tuple[int, int, tuple[StructuralChange, ...]] | None,
    around: Surroundings,
) -> dict[str, Any]:
    """The template context of a section page."""
    nodes = shown_nodes(page, links)
    shown = page.shown.version if page.shown else None
    changes = compared[2] if compared else page.changes
    outbound = [(n, p) for n in nodes for p in n.placed]
    who = cited_by(page)
    return {
        "page": page,
        "links": links,
        "nodes": nodes,
        "code_trail": around.crumbs,
        "around": around,
        "state": version_state(page),
        "source_label": lambda c: source_label(c, around.paragraphs),
        "target_url": lambda c: target_url(c, links),
        "side_cites": side_cites([p for _, p in outbound], links),
        "side_cited_by": side_cited_by(who, around.paragraphs, links),
        "outbound": outbound,
        "absent_parts": absent_parts(page, nodes),
        "cited_by": who,
        "is_current": shown == page.current,
        "changes": changes_html(changes),
        "counts": change_counts(changes),
        "compared": compared[:2] if compared else None,
        "neighbourhood_svg": neighbourhood_svg(hood, links, page.jurisdiction),
        "timeline_svg": timeline_svg(page.versions, shown, links, page.jurisdiction),
    }
