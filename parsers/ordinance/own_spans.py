"""Where in its ordinance section's text one instruction's own new text stands, when the section
was split into several instructions (`Sections 14 and 15 of Chapter 9, Title XII … are amended
to read as follows:`, then `Sec. 12 -9 -14. …` and `Sec. 12 -9 -15. …`, Pueblo CO): the marks of
the section's text (`word_edits`) are read in that part only, never in a neighbour's."""

from __future__ import annotations

import re

# The words of a text (the marks' brackets and punctuation aside): how its opening and closing
# words are found again in the printed text, whatever blanks and marks stand between them.
WORD = re.compile(r"[^\W_]+")
ANCHOR_WORDS = 5  # words that place a text's start, and its end
SHARE = 0.8  # a text shorter than this share of the span is a part of it


def _anchor(words: list[str]) -> re.Pattern[str]:
    """The words in order, anything but a word between them."""
    return re.compile(r"\W{0,12}".join(re.escape(word) for word in words))


def own_span(own: str, text: str, start: int, end: int) -> tuple[int, int]:
    """The part of `text[start:end]` that holds `own` (an instruction's new text) when `own` is
    a part of it, found by its first and last words; `(start, end)` when it is not a part, or
    its words are not found in order (a mark inside them)."""
    if len(own) >= SHARE * (end - start):
        return start, end
    words = WORD.findall(own)
    if len(words) < 2 * ANCHOR_WORDS:
        return start, end
    first = _anchor(words[:ANCHOR_WORDS]).search(text, start, end)
    if first is None:
        return start, end
    last = _anchor(words[-ANCHOR_WORDS:]).search(text, first.end(), end)
    if last is None:
        return start, end
    return first.start(), last.end()
