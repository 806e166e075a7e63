"""Pictures drawn on the server as inline SVG: a section's citation neighbourhood, its version
timeline, and what an ordinance touched.

Inline SVG (not an <img>) so every node is a real link and the page's CSS applies. Every label
and URL goes through `Markup.format`, which escapes it; coordinates are integers computed here.
"""

from __future__ import annotations

from collections.abc import Sequence

from markupsafe import Markup

from corpus.db.read import VersionPeriod
from corpus.publish.loaders.neighbourhood import GraphNode, Neighbourhood, NodeKey
from corpus.publish.loaders.ordinance_page import Touched
from corpus.publish.urls import Links
from parsers.ids import paragraph_parts

# A box is wide enough for a label of LABEL_MAX characters at 12 px (about 6.7 px a character).
BOX_W, BOX_H, ROW_H, COL_W, TOP, SIDE = 164, 24, 32, 190, 34, 8
LABEL_MAX = 22
LEGEND_H = 26  # the legend's row under a picture
# The neighbourhood's columns, left to right: what cites it (two hops, then one), the section,
# what it cites (one hop, then two).
HOPS = (-2, -1, 0, 1, 2)
HEADINGS = {
    -2: "cites those",
    -1: "cites this section",
    0: "this section",
    1: "cited by this section",
    2: "cited by those",
}
SVG_OPEN = Markup(
    '<svg class="corpus-picture" id="{}" xmlns="http://www.w3.org/2000/svg" width="{}" '
    'height="{}" viewBox="0 0 {} {}" role="img" aria-labelledby="{}-title"><title id="{}-title">'
    "{}</title>"
)


def _open(element_id: str, width: int, height: int, title: str) -> Markup:
    return SVG_OPEN.format(element_id, width, height, width, height, element_id, element_id, title)


def short_label(kind: str, node: str) -> str:
    """A node's label in a box: `§ 17.62.030`, `Ch. 17.88`, `Table 2-3`, ids cut to 22."""
    if kind == "section":
        label = f"§ {node}"
    elif kind == "chapter":
        label = f"Ch. {node}"
    elif kind == "paragraph":
        label = f"¶ {paragraph_parts(node)[1]}"
    else:
        label = node.split(", ", 1)[1] if node.startswith("Title ") and ", " in node else node
    return label if len(label) <= LABEL_MAX else label[: LABEL_MAX - 1] + "…"


def node_href(links: Links, jurisdiction: str, kind: str, node: str) -> str | None:
    """Where a drawn node leads (None: a node with no page, such as a zoning map)."""
    if kind == "paragraph":
        return links.paragraph(node)
    if kind in ("section", "subsection", "chapter", "article", "title", "table", "figure"):
        return links.node(kind, jurisdiction, node)
    if kind == "ordinance":
        return links.ordinance(jurisdiction, node)
    if kind == "external":
        return links.law(jurisdiction, node)
    return None


def _box(x: int, y: int, label: str, tip: str, css: str, href: str | None) -> Markup:
    shape = Markup(
        '<g class="{}"><title>{}</title><rect x="{}" y="{}" width="{}" height="{}" rx="4"/>'
        '<text x="{}" y="{}">{}</text></g>'
    ).format(css, tip, x, y, BOX_W, BOX_H, x + 8, y + 16, label)
    return Markup('<a href="{}">{}</a>').format(href, shape) if href else shape


def _legend(y: int, items: Sequence[tuple[str, str]], shape: str = "node") -> Markup:
    """A row of swatches saying what each style of box means."""
    parts = []
    x = SIDE
    for css, words in items:
        parts.append(
            Markup(
                '<g class="{} {}"><rect x="{}" y="{}" width="18" height="12" rx="2"/>'
                '</g><text x="{}" y="{}">{}</text>'
            ).format(shape, css, x, y, x + 24, y + 11, words)
        )
        x += 24 + 7 * len(words) + 18
    return Markup('<g class="legend">{}</g>').format(Markup("").join(parts))


# The styles of each picture's boxes, as its legend names them.
NEIGHBOURHOOD_LEGEND = (
    ("centre", "this section"),
    ("present", "in this corpus"),
    ("absent", "cited, not in this corpus"),
)
TOUCHED_LEGEND = (
    ("status-applied", "applied"),
    ("status-flagged", "flagged: not applied"),
    ("status-base_missing", "base missing: no text to amend"),
    ("status-not_applicable", "not applicable"),
)
TIMELINE_LEGEND = (
    ("shown", "version shown"),
    ("", "other version"),
    ("estimated", "date estimated"),
)


def legend_width(items: Sequence[tuple[str, str]]) -> int:
    return SIDE * 2 + sum(24 + 7 * len(words) + 18 for _, words in items)


def _column_positions(nodes: Sequence[GraphNode]) -> dict[NodeKey, tuple[int, int]]:
    columns: dict[int, list[GraphNode]] = {hop: [] for hop in HOPS}
    for node in nodes:
        columns[node.hop].append(node)
    tallest = max(len(c) for c in columns.values())
    positions: dict[NodeKey, tuple[int, int]] = {}
    for k, hop in enumerate(HOPS):
        column = sorted(columns[hop], key=lambda n: (-n.weight, n.kind, n.id))
        offset = (tallest - len(column)) * ROW_H // 2
        for row, node in enumerate(column):
            positions[(node.kind, node.id)] = (SIDE + k * COL_W, TOP + offset + row * ROW_H)
    return positions


def neighbourhood_svg(hood: Neighbourhood, links: Links, jurisdiction: str) -> Markup:
    """The section in the middle, what cites it on the left, what it cites on the right."""
    positions = _column_positions(hood.nodes)
    width = SIDE * 2 + (len(HOPS) - 1) * COL_W + BOX_W
    height = max(y for _, y in positions.values()) + BOX_H + 30 + LEGEND_H
    parts = [_open("neighbourhood", width, height, "Citation neighbourhood")]
    for k, hop in enumerate(HOPS):
        parts.append(
            Markup('<text class="heading" x="{}" y="16">{}</text>').format(
                SIDE + k * COL_W, HEADINGS[hop]
            )
        )
    for a, b in hood.edges:
        (x1, y1), (x2, y2) = positions[a], positions[b]
        if x1 > x2:
            (x1, y1), (x2, y2) = (x2, y2), (x1, y1)
        parts.append(
            Markup('<line class="edge" x1="{}" y1="{}" x2="{}" y2="{}"/>').format(
                x1 + BOX_W, y1 + BOX_H // 2, x2, y2 + BOX_H // 2
            )
        )
    for node in hood.nodes:
        x, y = positions[(node.kind, node.id)]
        css = "centre" if node.hop == 0 else ("present" if node.in_corpus else "absent")
        tip = f"{node.kind} {node.id}" + ("" if node.in_corpus else " (not in this corpus)")
        href = node_href(links, jurisdiction, node.kind, node.id)
        parts.append(_box(x, y, short_label(node.kind, node.id), tip, f"node {css}", href))
    for hop, count in hood.left_out:
        parts.append(
            Markup('<text class="more" x="{}" y="{}">and {} more</text>').format(
                SIDE + HOPS.index(hop) * COL_W, height - 8 - LEGEND_H, count
            )
        )
    parts.append(_legend(height - LEGEND_H + 4, NEIGHBOURHOOD_LEGEND))
    parts.append(Markup("</svg>"))
    return Markup("").join(parts)


def _version_label(version: VersionPeriod) -> str:
    start = version.valid_from or "unknown start"
    return f"{'≈ ' if version.estimated else ''}{start}"


def timeline_svg(
    versions: Sequence[VersionPeriod], shown: int | None, links: Links, jurisdiction: str
) -> Markup:
    """One segment per version, oldest first, with the date it took effect (≈ when estimated);
    the version shown is highlighted; each segment opens its version."""
    step = max(110, min(200, 900 // max(len(versions), 1)))
    height = 64 + LEGEND_H
    width = max(SIDE * 2 + step * len(versions), legend_width(TIMELINE_LEGEND))
    parts = [_open("timeline", width, height, "Versions over time")]
    for k, version in enumerate(versions):
        x = SIDE + k * step
        css = "segment shown" if version.version == shown else "segment"
        if version.estimated:
            css += " estimated"
        tip = f"version {version.version}: {version.span}, {version.change or ''}"
        shape = Markup(
            '<g class="{}"><title>{}</title><rect x="{}" y="8" width="{}" height="24"/>'
            '<text x="{}" y="25">v{}</text><text class="date" x="{}" y="50">{}</text></g>'
        ).format(css, tip, x, step - 4, x + 6, version.version, x, _version_label(version))
        href = links.section_version(jurisdiction, version.section, version.version)
        parts.append(Markup('<a href="{}">{}</a>').format(href, shape))
    parts.append(_legend(64, TIMELINE_LEGEND, "segment"))
    parts.append(Markup("</svg>"))
    return Markup("").join(parts)


def touched_svg(
    ordinance: str, touched: Sequence[Touched], links: Links, jurisdiction: str
) -> Markup:
    """The ordinance on the left, every node its instructions name on the right, coloured by
    the instruction's outcome."""
    height = TOP + max(len(touched), 1) * ROW_H + 8 + LEGEND_H
    # room for the status words, and for the legend
    width = max(SIDE * 2 + COL_W * 2 + BOX_W + 110, legend_width(TOUCHED_LEGEND))
    parts = [_open("touched", width, height, "What this ordinance touched")]
    oy = TOP + (len(touched) - 1) * ROW_H // 2 if touched else TOP
    home = links.ordinance(jurisdiction, ordinance)
    parts.append(
        _box(SIDE, oy, short_label("ordinance", ordinance), ordinance, "node centre", home)
    )
    x = SIDE + COL_W * 2
    for k, node in enumerate(touched):
        y = TOP + k * ROW_H
        parts.append(
            Markup('<line class="edge" x1="{}" y1="{}" x2="{}" y2="{}"/>').format(
                SIDE + BOX_W, oy + BOX_H // 2, x, y + BOX_H // 2
            )
        )
        tip = f"{node.instruction}: {node.verb or ''} {node.kind} {node.id} → {node.status or ''}"
        # a node with no page of its own (the zoning map) leads to where the page lists it
        where = "parcels" if node.kind == "zoning_map" else "instructions"
        href = node_href(links, jurisdiction, node.kind, node.id) or f"{home}#{where}"
        label = short_label("section" if node.kind == "subsection" else node.kind, node.id)
        parts.append(_box(x, y, label, tip, f"node status-{node.status or 'unknown'}", href))
        parts.append(
            Markup('<text class="status" x="{}" y="{}">{}</text>').format(
                x + BOX_W + 8, y + 16, (node.status or "").replace("_", " ")
            )
        )
    parts.append(_legend(height - LEGEND_H + 4, TOUCHED_LEGEND))
    parts.append(Markup("</svg>"))
    return Markup("").join(parts)
