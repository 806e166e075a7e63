"""The citation stage's faster forms read exactly what the slower ones did (issue 19's speed):
the link anchors searched from a letter and only where a link can be, `evolve` for
`dataclasses.replace`, context sentences from the text near each citation only."""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from dataclasses import replace
from pathlib import Path

import pytest

from graph.readers.cursor import Member, evolve
from graph.readers.links import HTML_LINK_SECTION_RE, LINK_ALONE_RE, PREREQUISITES
from graph.records import Citation, CitationKind, Reference, UnitKind
from graph.sentences import (
    INLINE_ITEM_RE,
    LEADING_LABEL_RE,
    NOT_AN_END_RE,
    PARAGRAPH_RE,
    SENTENCE_END_RE,
    WINDOW,
    sentence_bounds,
)

RAW = Path(__file__).resolve().parents[2] / "raw"

# The anchors as first written: a look-behind first (tried at every character).
_LINK_ALONE_BEFORE = re.compile(
    r"(?<![\w/])[A-Z][\w.]*(?:[ \t][A-Z][\w.]*){0,5}/(?P<target>\d[\w.-]*?)[ \t]+"
    r"(?P<visible>)(?:§[ \t]*)?(?=(?P=target)(?![.-]?\d))"
)
_HTML_LINK_BEFORE = re.compile(r"\b[Ss]ections?\s+<[Aa]\s[^<>\n]*>(?=\d)")


@pytest.mark.parametrize(
    "text",
    [
        "as provided in Davis Municipal Code/24.04.070 24.04.070(c)(2) and",
        "see Davis Municipal Code/6.01.040 § 6.01.040 of this Code",
        "One Two Three Four Five Six Seven/17.04 17.04 applies",
        "and/or 5 and/ 6; Code/17.04 17.040; x/Code/1.2 1.2",
        'Section <A HREF="1ce9ca02.html">404.99</A> and sections <a href="x">12</a>',
        'Subsection <A HREF="x">4</A>; ASection <a b>5</a>',
    ],
)
def test_link_anchors_match_as_before(text: str) -> None:
    for new, old in (
        (LINK_ALONE_RE, _LINK_ALONE_BEFORE),
        (HTML_LINK_SECTION_RE, _HTML_LINK_BEFORE),
    ):
        spans = [
            (m.span(), m.span("visible") if "visible" in m.re.groupindex else ())
            for m in new.finditer(text)
        ]
        before = [
            (m.span(), m.span("visible") if "visible" in m.re.groupindex else ())
            for m in old.finditer(text)
        ]
        assert spans == before
        needed = PREREQUISITES[new]
        assert needed.search(text) is not None or not spans


_REFERENCE = Reference(CitationKind.SECTION, "17.62.050", ("A",))
_MEMBER = Member(_REFERENCE, 10, 28, "Use permits")
_CITATION = Citation("17.04.010", UnitKind.SECTION, "Section 17.62.050", 3, 20, _REFERENCE)


@pytest.mark.parametrize(
    ("record", "changes"),
    [
        (_REFERENCE, {"relative_to": CitationKind.SECTION}),
        (_REFERENCE, {"kind": CitationKind.SUBSECTION, "labels": ("A", "2")}),
        (_MEMBER, {"start": 4}),
        (_MEMBER, {"through": _REFERENCE, "through_start": 30, "through_end": 40}),
        (_CITATION, {"target": "17.62.050", "resolved": True, "through": None}),
    ],
)
def test_evolve_is_replace(record: object, changes: dict[str, object]) -> None:
    assert evolve(record, **changes) == replace(record, **changes)  # type: ignore[type-var]


def _whole_text_bounds(
    text: str, spans: list[tuple[int, int]]
) -> dict[tuple[int, int], tuple[int, int]]:
    """The context sentences as first computed: every boundary of the whole text checked."""
    found: list[tuple[int, int]] = []

    def skip(at: int) -> int:
        while at < len(text) and text[at].isspace():
            at += 1
        return at

    for m in SENTENCE_END_RE.finditer(text):
        if not NOT_AN_END_RE.search(text, max(0, m.start() - 12), m.start()):
            found.append((m.end(), skip(m.end())))
    found.extend((m.start() + 1, m.end()) for m in INLINE_ITEM_RE.finditer(text))
    found.extend((m.start(), skip(m.end())) for m in PARAGRAPH_RE.finditer(text))
    found.sort()
    keys = [end for end, _ in found]
    result = {}
    for start, end in sorted(set(spans)):
        i = bisect_right(keys, start)
        first = max(0, start - WINDOW)
        if i:
            first = max(first, found[i - 1][1] if found[i - 1][1] <= start else found[i - 1][0])
        j = bisect_left(keys, end, lo=i)
        last = min(len(text), end + WINDOW, keys[j] if j < len(keys) else len(text))
        label = LEADING_LABEL_RE.match(text[first:last])
        if label and first + label.end() <= start:
            first += label.end()
        result[(start, end)] = (first, last)
    return result


@pytest.mark.parametrize("path", sorted(RAW.rglob("*.txt"))[:6], ids=lambda p: p.name)
def test_sentences_near_citations_as_over_the_whole_text(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    anchors = [m.span() for m in re.finditer(r"\b(?:Section|Chapter|§)\s*[\d.-]+", text)]
    assert anchors
    for spans in (anchors, anchors[::7], anchors[:1], [(len(text) // 2, len(text) // 2 + 3)]):
        assert sentence_bounds(text, spans) == _whole_text_bounds(text, spans)
