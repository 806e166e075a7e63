"""Context sentences for citations.

Two engines give the sentence around each citation:

- `rules` (the default): sentence ends found by `SENTENCE_END_RE` in a window around the hit,
  skipping abbreviations (`e.g.`, `Ord.`, `No.`) and subsection labels (`A.`, `1.`, `ii.`).
- `spacy`: `spacy.blank("en")` with the rule-based `sentencizer`, run only on the paragraph around
  each hit (windows merged, sent through `nlp.pipe`).

Measured by `benchmarks/citations.py` on the seeds (a shared 2-core machine): importing spaCy
and building the blank pipeline costs 1.0–1.5 s of the whole build's 3 s budget; extraction
with spaCy sentences runs at about 2.5–3 M characters/s, with the rules at 8–11 M/s; spaCy's
sentencizer over all the text runs at 0.7–0.8 M/s. The two engines give the same sentence for
75% of the citations; the rest differ mostly at inline list labels (`…; iv. The land…`, which
spaCy splits after the label) and at table rows without periods. The build uses `rules`;
`spacy` stays available (`find_citations(unit, sentences=SentenceEngine.SPACY)`).
"""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from enum import StrEnum
from functools import lru_cache
from typing import Any

from graph.records import collapsed

WINDOW = 400  # characters either side of a hit that may belong to its sentence


class SentenceEngine(StrEnum):
    RULES = "rules"
    SPACY = "spacy"


# A sentence end: `.`, `!` or `?`, closing quotes or brackets, then white space (or the end).
SENTENCE_END_RE = re.compile(r"[.!?][\"'”’)\]]*(?=\s|$)")
# A paragraph break: a blank line, or a line that opens with a subsection label (`B.`, `2.`,
# `• a.`, `(iv)`): ecode360 text starts each subsection on its own line.
PARAGRAPH_RE = re.compile(
    r"\n[ \t]*\n|\n(?=[ \t]*(?:[•\-–][ \t]*)?\(?(?:[A-Z]|\d{1,2}|[a-z]|[ivx]{1,5})[.)][ \t])"
)
# An inline list item after `;` or `:` (`…; iv. The transferred land…`): a boundary too.
INLINE_ITEM_RE = re.compile(r"[;:][ \t]+(?=(?:[A-Z]|\d{1,2}|[a-z]|[ivx]{1,5})\.[ \t]+[A-Z])")
# A subsection label opening a sentence (`1. `, `• a. `): not part of the sentence.
LEADING_LABEL_RE = re.compile(r"^(?:[•\-–][ \t]*)?\(?(?:[A-Z]|\d{1,2}|[a-z]|[ivx]{1,5})[.)][ \t]+")
# The word before a period that does not end a sentence: abbreviations common in code text, a
# single letter or short number (a label `A.`, `1.` or an initial), a roman-numeral label.
NOT_AN_END_RE = re.compile(
    r"(?:\b(?:e\.g|i\.e|etc|Ord|No|Nos|Sec|Secs|Exh|Ch|Art|Cal|Gov|Civ|Proc|Pub|Res|Bus|Prof|"
    r"Stat|Reg|Regs|seq|et|al|Inc|Co|Corp|St|Ave|Blvd|Dr|Mr|Ms|Mrs|vs|v|approx|min|max|"
    r"ft|sq|U\.S|C\.F\.R|tit)|(?:^|[\s(])(?:[A-Za-z]|\d{1,2}|[ivx]{1,5}))$"
)


def _ends(text: str) -> list[tuple[int, int]]:
    """Sentence boundaries in `text` as (end of one sentence, start of the next), in order."""
    found: list[tuple[int, int]] = []
    for m in SENTENCE_END_RE.finditer(text):
        if NOT_AN_END_RE.search(text, max(0, m.start() - 12), m.start()):
            continue
        found.append((m.end(), _skip_space(text, m.end())))
    for m in INLINE_ITEM_RE.finditer(text):
        found.append((m.start() + 1, m.end()))
    for m in PARAGRAPH_RE.finditer(text):
        found.append((m.start(), _skip_space(text, m.end())))
    return sorted(found)


def _skip_space(text: str, at: int) -> int:
    while at < len(text) and text[at].isspace():
        at += 1
    return at


# A span of text: (start, end) offsets.
Bounds = tuple[int, int]


def _rules(text: str, spans: list[Bounds]) -> dict[Bounds, Bounds]:
    """The sentence around each span: from the last boundary before it to the first after it,
    never more than WINDOW characters either side."""
    ends = _ends(text)
    keys = [end for end, _ in ends]
    result: dict[Bounds, Bounds] = {}
    for start, end in spans:
        i = bisect_right(keys, start)  # ends[:i] end at or before `start`
        first = max(0, start - WINDOW)
        if i:
            sentence_end, next_start = ends[i - 1]
            first = max(first, next_start if next_start <= start else sentence_end)
        j = bisect_left(keys, end, lo=i)  # the first boundary at or after `end`
        last = min(len(text), end + WINDOW, keys[j] if j < len(keys) else len(text))
        label = LEADING_LABEL_RE.match(text[first:last])
        if label and first + label.end() <= start:
            first += label.end()
        result[(start, end)] = (first, last)
    return result


@lru_cache(maxsize=1)
def sentencizer() -> Any:
    """A blank English pipeline with the rule-based sentencizer (no model download)."""
    import spacy

    nlp = spacy.blank("en")
    nlp.add_pipe("sentencizer")
    return nlp


def _window(text: str, start: int, end: int) -> tuple[int, int]:
    """The paragraph around `start:end`, clipped to WINDOW characters either side."""
    lo = max(0, start - WINDOW)
    hi = min(len(text), end + WINDOW)
    para_start = text.rfind("\n\n", lo, start)
    para_end = text.find("\n\n", end, hi)
    return (para_start + 2 if para_start >= 0 else lo), (para_end if para_end >= 0 else hi)


def _spacy(text: str, spans: list[Bounds]) -> dict[Bounds, Bounds]:
    windows: list[list[int]] = []
    for start, end in spans:
        lo, hi = _window(text, start, end)
        if windows and lo <= windows[-1][1]:
            windows[-1][1] = max(windows[-1][1], hi)
        else:
            windows.append([lo, hi])
    bounds: list[tuple[int, int]] = []
    docs = sentencizer().pipe(text[lo:hi] for lo, hi in windows)
    for (lo, _hi), doc in zip(windows, docs, strict=True):
        bounds.extend((lo + s.start_char, lo + s.end_char) for s in doc.sents)
    result: dict[Bounds, Bounds] = {}
    index = 0
    for start, end in spans:
        while index < len(bounds) and bounds[index][1] <= start:
            index += 1
        last = index
        while last + 1 < len(bounds) and bounds[last + 1][0] < end:
            last += 1
        found = (bounds[index][0], bounds[last][1]) if index < len(bounds) else (0, 0)
        result[(start, end)] = found if found[0] < found[1] else (start, end)
    return result


def sentence_bounds(
    text: str, spans: list[Bounds], engine: SentenceEngine = SentenceEngine.RULES
) -> dict[Bounds, Bounds]:
    """Where the sentence around each `(start, end)` span of `text` lies: offsets, not a copy
    of the sentence (`collapsed` makes its text)."""
    ordered = sorted(set(spans))
    if not ordered:
        return {}
    return _spacy(text, ordered) if engine is SentenceEngine.SPACY else _rules(text, ordered)


def sentences_for(
    text: str, spans: list[Bounds], engine: SentenceEngine = SentenceEngine.RULES
) -> dict[Bounds, str]:
    """The sentence around each `(start, end)` span of `text`, white space collapsed."""
    return {span: collapsed(text, b) for span, b in sentence_bounds(text, spans, engine).items()}
