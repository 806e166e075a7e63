"""HTML for the pages: citations as links, stored diffs, highlighted snippets, cell values.

Documents are untrusted input. Every piece of text goes through `markupsafe.escape` (or
`Markup.format`, which escapes its arguments) before it meets markup; nothing here concatenates
raw text into HTML.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from markupsafe import Markup, escape

from corpus.engine.versions import NodeChange, StructuralChange, WordOp
from corpus.publish.loaders.section_page import Citation
from corpus.publish.urls import Links

# The highlight markers the `search` canned query asks snippet() for; after escaping a cell
# they appear as these entities and are turned back into tags (nothing else is unescaped).
MARK_OPEN = "&lt;mark&gt;"
MARK_CLOSE = "&lt;/mark&gt;"
# A word character: a citation found by its words must not start or end inside a word.
WORD = re.compile(r"\w")


def target_url(citation: Citation, links: Links) -> str:
    """Where a citation leads: the page of its target, whatever its kind, in the corpus or
    not (an external law's page lists who cites it); an unresolved citation leads to everything
    citing the same words."""
    if not citation.target:
        return links.cited_by(citation.jurisdiction, citation.raw)
    return links.node(citation.target_kind, citation.jurisdiction, citation.target)


@dataclass(frozen=True, slots=True)
class Placed:
    """A citation and where its words sit in a text."""

    start: int
    end: int
    citation: Citation


def _whole_words(text: str, start: int, end: int) -> bool:
    before = start > 0 and WORD.match(text[start - 1]) and WORD.match(text[start])
    after = end < len(text) and WORD.match(text[end]) and WORD.match(text[end - 1])
    return not before and not after


def place(text: str, citations: Iterable[Citation], *, offsets: bool = True) -> list[Placed]:
    """Where each citation sits in `text`: at its own offsets when they still point at its
    words (`offsets`: the text is the one the citations were found in), else at the first free
    whole-word occurrence of its words. Citations whose words are not in `text` are left out:
    what is placed is what this text cites."""
    placed: list[Placed] = []

    def free(start: int, end: int) -> bool:
        return all(end <= p.start or start >= p.end for p in placed)

    for citation in citations:
        raw = citation.raw
        if not raw:
            continue
        start, end = citation.start, citation.end
        if not (
            offsets
            and start is not None
            and end is not None
            and text[start:end] == raw
            and free(start, end)
        ):
            start = text.find(raw)
            while start >= 0 and not (
                free(start, start + len(raw)) and _whole_words(text, start, start + len(raw))
            ):
                start = text.find(raw, start + 1)
            end = start + len(raw)
        if start is not None and start >= 0 and end is not None:
            placed.append(Placed(start, end, citation))
    return sorted(placed, key=lambda p: p.start)


def link_placed(text: str, placed: Sequence[Placed], links: Links) -> Markup:
    """`text` escaped, with every placed citation a link to its target."""
    out: list[Markup] = []
    at = 0
    for p in placed:
        c = p.citation
        title = f"{c.target_kind or 'citation'}: {c.target or c.raw}" + (
            "" if c.in_corpus else " (not in this corpus)"
        )
        css = "citation" if c.in_corpus else "citation absent"
        out.append(escape(text[at : p.start]))
        out.append(
            Markup('<a class="{}" href="{}" title="{}">{}</a>').format(
                css, target_url(c, links), title, text[p.start : p.end]
            )
        )
        at = p.end
    out.append(escape(text[at:]))
    return Markup("").join(out)


def link_citations(
    text: str, citations: Iterable[Citation], links: Links, *, offsets: bool = True
) -> Markup:
    """`text` escaped, with every citation in it a link to its target."""
    return link_placed(text, place(text, citations, offsets=offsets), links)


def render_words(change: StructuralChange) -> Markup:
    """One stored change's words: deletions as <del>, insertions as <ins>, the rest as text;
    an added or removed node is inserted or deleted whole."""
    if change.words:
        parts = []
        for word in change.words:
            if word.op is WordOp.EQUAL:
                parts.append(escape(word.text))
            elif word.op is WordOp.DELETE:
                parts.append(Markup("<del>{}</del>").format(word.text))
            else:
                parts.append(Markup("<ins>{}</ins>").format(word.text))
        return Markup("").join(parts)
    if change.change is NodeChange.REMOVED:
        return Markup("<del>{}</del>").format(change.before or "")
    if change.change is NodeChange.ADDED:
        return Markup("<ins>{}</ins>").format(change.after or "")
    return escape(change.after or change.before or "")


def change_label(change: StructuralChange) -> str:
    """`17.62.030(E)(5) → 17.62.030(E)(8)` for a renumbering, else the node's id."""
    if change.change is NodeChange.RENUMBERED and change.before_id:
        return f"{change.before_id} → {change.subsection}"
    return change.subsection


def highlight_snippet(value: str) -> Markup:
    """A search snippet escaped, with only the highlight markers turned back into <mark>."""
    escaped = str(escape(value))
    return Markup(escaped.replace(MARK_OPEN, "<mark>").replace(MARK_CLOSE, "</mark>"))


def link(href: str, text: str, css: str | None = None) -> Markup:
    if css:
        return Markup('<a class="{}" href="{}">{}</a>').format(css, href, text)
    return Markup('<a href="{}">{}</a>').format(href, text)


# Columns holding a 0/1 flag, wherever they appear: shown as words.
FLAG_COLUMNS = frozenset(
    {
        "resolved",
        "in_corpus",
        "complete",
        "valid_from_estimated",
        "effective_estimated",
        "part",
        "repaired",
        "from_sidecar",
        "located",
    }
)
# Columns holding a JSON list: shown as their items.
LIST_COLUMNS = frozenset(
    {
        "editor_notes",
        "footnotes",
        "from_sidecar",
        "targets",
        "labels",
        "rows",
        "parcels",
        "parser_flags",
        "versions",
    }
)


def display_value(column: str, value: object) -> str | None:
    """A flag or JSON list as people read it (`yes`, `17.62.030 v2; 17.28.080 v1`, `` for
    an empty list), or None when the value is shown as it is."""
    if column in FLAG_COLUMNS and isinstance(value, int) and value in (0, 1):
        return "yes" if value else "no"
    if column in LIST_COLUMNS and isinstance(value, str) and value.startswith("["):
        try:
            items = json.loads(value)
        except ValueError:
            return None
        if not isinstance(items, list):
            return None
        return "; ".join(_item(i) for i in items)
    return None


def _item(item: object) -> str:
    if isinstance(item, dict):
        return str(item.get("id") or ", ".join(f"{k}: {v}" for k, v in item.items()))
    return str(item)
