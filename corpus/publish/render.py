"""HTML for the pages: citations as links, word-level diffs, highlighted snippets.

Documents are untrusted input. Every piece of text goes through `markupsafe.escape` (or
`Markup.format`, which escapes its arguments) before it meets markup; nothing here concatenates
raw text into HTML.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from urllib.parse import quote, urlencode

from diff_match_patch import diff_match_patch
from markupsafe import Markup, escape

from corpus.db.pages import Citation
from corpus.engine.diff import is_editorial, word_diff
from corpus.engine.versions import WordDiff, WordOp
from parsers.ids import section_of

# The highlight markers the `search` canned query asks snippet() for; after escaping a cell
# they appear as these entities and are turned back into tags (nothing else is unescaped).
MARK_OPEN = "&lt;mark&gt;"
MARK_CLOSE = "&lt;/mark&gt;"

# One subsection label of an id, `(E)` in `17.62.030(E)(3)`: the parts of an HTML anchor.
LABEL = re.compile(r"\(([^()]*)\)")


def _prefix(jurisdiction: str | None) -> str:
    """`/cotati`: where a jurisdiction's pages live; without one, the routes that redirect to
    the only jurisdiction holding the id."""
    return f"/{quote(jurisdiction, safe='')}" if jurisdiction else ""


def section_url(node_id: str, jurisdiction: str | None = None) -> str:
    """The page of the section holding `node_id`, anchored at the subsection if it is one."""
    section = section_of(node_id)
    url = f"{_prefix(jurisdiction)}/section/{quote(section, safe='')}"
    return url if node_id == section else f"{url}#{anchor(node_id)}"


def ordinance_url(ordinance_id: str, jurisdiction: str | None = None) -> str:
    return f"{_prefix(jurisdiction)}/ordinance/{quote(ordinance_id, safe='')}"


def anchor(node_id: str) -> str:
    """An HTML id for a subsection: `17.62.030(E)(3)` → `sub-E-3` (letters, digits and dashes)."""
    labels = LABEL.findall(node_id)
    return "sub-" + "-".join(labels) if labels else "top"


def cited_by_url(database: str, target: str, jurisdiction: str | None = None) -> str:
    query = {"target": target, **({"jurisdiction": jurisdiction} if jurisdiction else {})}
    return f"/{quote(database, safe='')}/cited_by?{urlencode(query)}"


def target_url(citation: Citation, database: str) -> str:
    """Where a citation leads: the section page when the target is in the corpus, otherwise
    everything else that cites the same target (so a missing target is still one click away)."""
    target = citation.target or citation.raw
    where = citation.jurisdiction
    if citation.in_corpus and citation.target_kind in {"section", "subsection"}:
        return section_url(target, where)
    if citation.in_corpus and citation.target_kind == "chapter":
        query = {"chapter": target, **({"jurisdiction": where} if where else {})}
        return f"/{quote(database, safe='')}/sections?{urlencode(query)}"
    return cited_by_url(database, target, where)


@dataclass(frozen=True, slots=True)
class _Link:
    start: int
    end: int
    href: str
    title: str


def _place(text: str, citations: Iterable[Citation], database: str) -> list[_Link]:
    """Where each citation sits in `text`: its own offsets when they still point at its words,
    else the first free occurrence of its words (the text may be a later version)."""
    links: list[_Link] = []
    taken: list[tuple[int, int]] = []

    def free(start: int, end: int) -> bool:
        return all(end <= s or start >= e for s, e in taken)

    for citation in citations:
        if not citation.raw:
            continue
        span: tuple[int, int] | None = None
        if (
            citation.start is not None
            and citation.end is not None
            and text[citation.start : citation.end] == citation.raw
            and free(citation.start, citation.end)
        ):
            span = (citation.start, citation.end)
        else:
            at = text.find(citation.raw)
            while at >= 0 and not free(at, at + len(citation.raw)):
                at = text.find(citation.raw, at + 1)
            if at >= 0:
                span = (at, at + len(citation.raw))
        if span is None:
            continue
        taken.append(span)
        title = f"{citation.target_kind or 'citation'}: {citation.target or citation.raw}"
        links.append(_Link(span[0], span[1], target_url(citation, database), title))
    return sorted(links, key=lambda link: link.start)


def link_citations(text: str, citations: Iterable[Citation], database: str) -> Markup:
    """`text` escaped, with every citation in it a link to its target."""
    out: list[Markup] = []
    at = 0
    for link in _place(text, citations, database):
        out.append(escape(text[at : link.start]))
        out.append(
            Markup('<a class="citation" href="{}" title="{}">{}</a>').format(
                link.href, link.title, text[link.start : link.end]
            )
        )
        at = link.end
    out.append(escape(text[at:]))
    return Markup("").join(out)


@dataclass(frozen=True, slots=True)
class RenderedDiff:
    html: Markup  # the later text with <del> and <ins> inline; editorial edits unmarked
    substantive: int  # number of substantive edits (a deletion, insertion or replacement)
    editorial: tuple[tuple[str, str], ...]  # (before, after) of each typography-only edit


def word_ops(before: str, after: str) -> list[WordDiff]:
    """A word-level diff computed paragraph by paragraph: lines are diffed first, and only the
    runs of changed lines are diffed word by word. Same result where paragraphs line up, and it
    keeps a long section's page fast (a word diff over the whole text is quadratic at worst)."""
    engine = diff_match_patch()
    engine.Diff_Timeout = 0
    chars_before, chars_after, lines = engine.diff_linesToChars(before, after)
    line_diffs = engine.diff_main(chars_before, chars_after, False)
    engine.diff_charsToLines(line_diffs, lines)
    ops: list[WordDiff] = []
    removed = inserted = ""

    def flush() -> None:
        nonlocal removed, inserted
        if removed or inserted:
            ops.extend(word_diff(removed, inserted))
        removed = inserted = ""

    for op, text in line_diffs:
        if op == diff_match_patch.DIFF_DELETE:
            removed += text
        elif op == diff_match_patch.DIFF_INSERT:
            inserted += text
        else:
            flush()
            ops.append(WordDiff(WordOp.EQUAL, text))
    flush()
    return ops


def render_diff(before: str, after: str) -> RenderedDiff:
    """A word-level diff as HTML: substantive edits as <del>/<ins>; editorial ones (whitespace,
    quotes, hyphenation, case...) kept apart so they never read as a change of meaning."""
    ops = word_ops(before, after)
    out: list[Markup] = []
    editorial: list[tuple[str, str]] = []
    substantive = 0
    i = 0
    while i < len(ops):
        op = ops[i]
        if op.op is WordOp.EQUAL:
            out.append(escape(op.text))
            i += 1
            continue
        removed = inserted = ""
        while i < len(ops) and ops[i].op is not WordOp.EQUAL:
            if ops[i].op is WordOp.DELETE:
                removed += ops[i].text
            else:
                inserted += ops[i].text
            i += 1
        if is_editorial(removed, inserted):
            if removed.strip() or inserted.strip():
                editorial.append((removed, inserted))
                out.append(
                    Markup('<span class="editorial" title="editorial: was {}">{}</span>').format(
                        removed, inserted
                    )
                )
            else:
                out.append(escape(inserted))
            continue
        substantive += 1
        if removed:
            out.append(Markup("<del>{}</del>").format(removed))
        if inserted:
            out.append(Markup("<ins>{}</ins>").format(inserted))
    return RenderedDiff(Markup("").join(out), substantive, tuple(editorial))


def highlight_snippet(value: str) -> Markup:
    """A search snippet escaped, with only the highlight markers turned back into <mark>."""
    escaped = str(escape(value))
    return Markup(escaped.replace(MARK_OPEN, "<mark>").replace(MARK_CLOSE, "</mark>"))


def link_section(value: str, jurisdiction: str | None = None) -> Markup:
    """A cell holding a section or subsection id, as a link to the section's page."""
    return Markup('<a href="{}">{}</a>').format(section_url(value, jurisdiction), value)


def link_cited_by(value: str, database: str, jurisdiction: str | None = None) -> Markup:
    """A cell holding a cited target that has no page (a chapter, an external law): a link to
    everything that cites it."""
    return Markup('<a href="{}">{}</a>').format(cited_by_url(database, value, jurisdiction), value)


def pick_versions(
    versions: Sequence[int], requested_from: str | None, requested_to: str | None
) -> tuple[int, int] | None:
    """The two versions to diff: as requested when both exist, else the last two."""
    if len(versions) < 2:
        return None
    known = set(versions)
    try:
        a = int(requested_from) if requested_from else versions[-2]
        b = int(requested_to) if requested_to else versions[-1]
    except ValueError:
        return versions[-2], versions[-1]
    if a not in known or b not in known:
        return versions[-2], versions[-1]
    return a, b
