"""Readers of citations printed as links: a wiki link's visible number with no keyword before
it, and an HTML link's number after a section keyword; and what those anchors cannot match
without (`PREREQUISITES`, searched once per text by `graph.find.scan`)."""

from __future__ import annotations

import re
from dataclasses import replace

from graph.readers.cells import CELL_NUMBER_RE, CELL_PREREQUISITE_RE
from graph.readers.constitution import LISTED_PLACE_RE
from graph.readers.cursor import Hit, labels_from_path, make_hit
from graph.readers.local import section_like
from graph.records import CitationKind

# A wiki link printed without a keyword before it (`as provided in Davis Municipal
# Code/24.04.070 24.04.070(c)(2)`, `see Davis Municipal Code/6.01.040 § 6.01.040 of this
# Code`): the link's target is a path ending in the same number its visible text repeats, so
# the visible number is a section of this code (a bare number alone is read nowhere). The
# `visible` group marks where the visible text, and so the citation, begins. The capital comes
# first and the look-behind after it (the same match as `(?<![\w/])[A-Z]`): a pattern that opens
# with a character set lets the engine skip ahead to it, one that opens with a look-behind not.
LINK_ALONE_RE = re.compile(
    r"[A-Z](?<![\w/][A-Z])[\w.]*(?:[ \t][A-Z][\w.]*){0,5}/(?P<target>\d[\w.-]*?)[ \t]+"
    r"(?P<visible>)(?:§[ \t]*)?(?=(?P=target)(?![.-]?\d))"
)


def read_link_alone(text: str, anchor: re.Match[str]) -> Hit | None:
    """The visible number of a wiki link with no keyword before it."""
    return section_like(text, anchor, start=anchor.start("visible"))


# A section keyword before an HTML link whose text is the number (`Section <A
# HREF="1ce9ca02.html">404.99</A>`): the link's markup stands between them; the citation is
# read from the visible number on (`[Ss](?<!\w[Ss])`: `\b[Ss]`, opening with the set).
HTML_LINK_SECTION_RE = re.compile(r"[Ss](?<!\w[Ss])ections?\s+<[Aa]\s[^<>\n]*>(?=\d)")


def read_html_link_section(text: str, anchor: re.Match[str]) -> Hit | None:
    """The number an HTML link shows after a section keyword."""
    return section_like(text, anchor, start=anchor.end())


# A Markdown link's target right after a citation's visible number, then the labels the link left
# out (Austin, TX: `[Section 25-2-812](TIT25LADE_…_S25-2-812MOFOES)(N)`: subsection (N)).
_LINK_THEN_PATH_RE = re.compile(
    r"\]\((?P<target>[^()\s\]]{1,200})\)(?P<path>(?:\([A-Za-z0-9]{1,4}\))+)"
)
# The kinds a linked number may have been read as (a section, or one of its subsections).
_SECTIONS = (CitationKind.SECTION, CitationKind.SUBSECTION)


def with_link_paths(text: str, hits: tuple[Hit, ...]) -> tuple[Hit, ...]:
    """`hits` whose linked section is followed, after the link's target, by labels: the
    subsection those labels name, where the target holds the section's number."""
    if "](" not in text:
        return hits
    out = []
    for hit in hits:
        last = hit.members[-1]
        ref = last.reference
        m = _LINK_THEN_PATH_RE.match(text, hit.end) if text.startswith("](", hit.end) else None
        if m and ref.kind in _SECTIONS and ref.number and ref.number in m["target"]:
            labels = (*ref.labels, *labels_from_path(m["path"]))
            member = replace(
                last, reference=replace(ref, kind=CitationKind.SUBSECTION, labels=labels)
            )
            hit = make_hit(hit.start, m.end(), [*hit.members[:-1], member])
        out.append(hit)
    return tuple(out)


# What an anchor cannot match without, searched for first (once per text) because the search,
# opening with a literal, is far cheaper than the anchor's own: a link's path ending in the
# number its visible text repeats (`/24.04.070 24.04.070`: `LINK_ALONE_RE` from its slash on,
# in none of the seeds' text, while a slash before a digit is in a quarter of it) and an HTML
# link's tag. `graph.find.scan` runs the anchor only on the texts that hold it.
PREREQUISITES: dict[re.Pattern[str], re.Pattern[str]] = {
    LINK_ALONE_RE: re.compile(r"/(\d[\w.-]*?)[ \t]+(?:§[ \t]*)?\1(?![.-]?\d)"),
    HTML_LINK_SECTION_RE: re.compile(r"<[Aa]\s"),
    CELL_NUMBER_RE: CELL_PREREQUISITE_RE,
    LISTED_PLACE_RE: re.compile(r"CONSTITUTION"),  # a constitution's places listed under it
}
