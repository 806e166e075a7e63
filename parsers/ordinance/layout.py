"""The layout a records system or an OCR engine gives an ordinance's text, read as printed.

Laserfiche WebLink and other document portals serve a scan's OCR text with `<br />` for each
printed line break, or with no line breaks at all. The parser reads lines (headings start them,
sentences stop at paragraph breaks), so a `<br />` becomes the line break it stands for. The
change keeps every offset: the tag's characters become blanks ending in a line break, so spans
and line numbers still point into the text the parser was given.
"""

from __future__ import annotations

import re

# A line-break tag as HTML prints it: `<br />`, `<br/>`, `<BR>`, and the blanks after it.
BREAK_TAG = re.compile(r"<br\s*/?>[ \t]*", re.IGNORECASE)

# How long a text's lines are, on average, when its line breaks were lost (an OCR text layer
# served as one line): headings are then looked for inside lines, after a sentence's end.
FLAT_LINE_CHARS = 400


def with_line_breaks(text: str) -> str:
    """`text` with each `<br />` (and the blanks after it) turned into blanks and a line break
    of the same length."""
    if "<" not in text:
        return text
    return BREAK_TAG.sub(lambda m: " " * (len(m.group()) - 1) + "\n", text)


def is_flat(text: str) -> bool:
    """Whether the text's line breaks were lost (its lines are paragraphs or pages long)."""
    return len(text) > FLAT_LINE_CHARS and len(text) / (text.count("\n") + 1) > FLAT_LINE_CHARS
