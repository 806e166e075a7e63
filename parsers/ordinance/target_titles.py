"""The title a target phrase gives its target, once its number is read: `Section 17.42.130
Outdoor Displays and Sales of the Riverton Code` → `Outdoor Displays and Sales`.

What stands between the number and the title (where the target sits: `of Title 17`, `of the
Cotati Municipal Code`) and the punctuation around it are no part of the title.
"""

from __future__ import annotations

import re

# Punctuation and filler around a title: `: Allowable Land Uses`, `Signs,`, `. Mixed Use Projects`.
TITLE_TRIM = re.compile(r"^[\s.:,;–-]+|[\s.:,;–-]+$")


# Where the target sits, printed between its number and its title: `of the Cotati Municipal
# Code`, `of Title 17`, `of Chapter 17.38,` — not part of the title.
WHERE_IN_CODE = re.compile(
    r"(?:of|in)\s+(?:the\s+)?(?:(?:[A-Z][\w'’-]*\s+){0,4}Code\b|(?:Title|Chapter|Article)\s+"
    r"[\d.\-]+)[,.;:]?\s*",
    re.IGNORECASE,
)

# `… Definitions of the Riverton Zoning Code`: where the title ends and the code's name begins.
TRAILING_CODE = re.compile(r"\s+(?:of|in)\s+(?:the\s+)?(?:[A-Z][\w'’-]*\s+){0,4}Code\s*$", re.I)


def clean_title(rest: str) -> str | None:
    """The title printed in `rest`, without where the target sits and the punctuation around it."""
    title = TITLE_TRIM.sub("", " ".join(rest.split()))
    while (noise := WHERE_IN_CODE.match(title)) is not None:
        title = TITLE_TRIM.sub("", title[noise.end() :])
    title = TITLE_TRIM.sub("", TRAILING_CODE.sub("", title))
    return title or None
