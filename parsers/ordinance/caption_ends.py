"""Where an ordinance's caption and its title end.

The caption ends where the recitals begin (`WHEREAS`, `NOW, THEREFORE`, or their heading in
capitals on its own line: `STATEMENT OF PURPOSE AND INTENT`); the title ends at its paragraph's
blank line, unless what it has said so far cannot end there (see `goes_on`).
"""

from __future__ import annotations

import re

# Where the caption ends and the recitals begin: `WHEREAS`, `NOW, THEREFORE`, or the recitals'
# heading in capitals on its own line (`STATEMENT OF PURPOSE AND INTENT`, South Bend IN).
RECITALS_START = re.compile(
    r"\bWHEREAS\b|\bNOW,?\s+THEREFORE\b|"
    r"^[ \t]*(?-i:STATEMENT\s+OF\s+(?:PURPOSE|INTENT)(?:\s+AND\s+(?:PURPOSE|INTENT))?)[ \t]*$",
    re.IGNORECASE | re.MULTILINE,
)

# Where a title ends: a blank line.
PARAGRAPH_END = re.compile(r"\n[ \t]*\n")
# A title's paragraph that ends on a word no sentence ends on (`… TOWNSHIP OF JACKSON, COUNTY OF`
# / blank lines / `OCEAN, STATE OF NEW JERSEY …`, an OCR'd page): the title goes on after it.
GOES_ON = re.compile(
    r"\b(?:of|the|and|or|to|for|by|in|on|with|from|at|an?|entitled)[ \t]*$", re.IGNORECASE
)


def goes_on(title: str) -> bool:
    """Whether the title read so far goes on after its blank line: it ends on a word no sentence
    ends on (`GOES_ON`), or a parenthesis it opened is still open (`(SEE CODE OF ORDINANCES-
    CHAPTER 4,` / blank line / `ANIMALS, SECTION 4.6 …)`, Krotz Springs LA)."""
    return GOES_ON.search(title) is not None or title.count("(") > title.count(")")
