"""Context sentences for citations: spaCy's rule-based sentencizer on the text around each hit.

Running `spacy.blank("en")` + `sentencizer` over every text costs far more than finding the
citations (see `benchmarks/citations.py`), so only a window around each hit is tokenized: the
paragraph that holds it, clipped to `WINDOW` characters either side. Overlapping windows are
merged and sent through `nlp.pipe` together.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

WINDOW = 400  # characters either side of a hit that may belong to its sentence


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


def sentences_for(text: str, spans: list[tuple[int, int]]) -> dict[tuple[int, int], str]:
    """The sentence around each `(start, end)` span of `text`, whitespace collapsed."""
    if not spans:
        return {}
    windows: list[list[int]] = []
    for start, end in sorted(spans):
        lo, hi = _window(text, start, end)
        if windows and lo <= windows[-1][1]:
            windows[-1][1] = max(windows[-1][1], hi)
        else:
            windows.append([lo, hi])
    nlp = sentencizer()
    bounds: list[tuple[int, int]] = []
    for (lo, _hi), doc in zip(windows, nlp.pipe(text[lo:hi] for lo, hi in windows), strict=True):
        bounds.extend((lo + s.start_char, lo + s.end_char) for s in doc.sents)
    result: dict[tuple[int, int], str] = {}
    index = 0
    for start, end in sorted(spans):
        while index < len(bounds) and bounds[index][1] <= start:
            index += 1
        first = index
        last = first
        while last + 1 < len(bounds) and bounds[last + 1][0] < end:
            last += 1
        if first < len(bounds):
            sentence = text[bounds[first][0] : bounds[last][1]]
        else:
            sentence = text[start:end]
        result[(start, end)] = " ".join(sentence.split())
    return result
