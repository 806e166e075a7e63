"""Where an ordinance's caption and its title end.

The caption ends where the recitals begin (`WHEREAS`, `NOW, THEREFORE`, or their heading in
capitals on its own line: `STATEMENT OF PURPOSE AND INTENT`); the title ends at its paragraph's
blank line, unless what it has said so far cannot end there (see `goes_on`), or what follows the
blank line cannot open a paragraph of its own (`continues`: a caption printed double-spaced).
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

# A line under the title that is none of it: a forum's (`BEFORE THE CITY COUNCIL OF THE CITY OF
# RIVERGROVE, OREGON`, as Oregon heads a body's enactments), the heading of the code's title it
# amends (`TITLE XV: LAND USAGE`, a colon or dash after the number), a notice's heading run into
# the caption (`… STATE OF NEW JERSEY NOTICE OF PENDING ORDINANCE The ordinance synopsis …`).
# In capitals: the title ends before it.
FORUM_LINE = re.compile(
    r"^[ \t]*BEFORE[ \t]+THE[ \t]+(?:[A-Z]+[ \t]+){0,4}(?:COUNCIL|COMMISSION|COMMISSIONERS|BOARD)\b"
    r"|^[ \t]*(?:TITLE|CHAPTER|ARTICLE)[ \t]+[\dIVXLC]+[ \t]*[:–—][ \t]*[A-Z][A-Z ,&-]*$"
    r"|\bNOTICE[ \t]+OF[ \t]+(?:(?:PENDING|PROPOSED)[ \t]+ORDINANCE|"
    r"(?:FINAL[ \t]+)?(?:ADOPTION|PASSAGE))\b",
    re.MULTILINE,
)
# How far after a records system's name of the document (`Summary Ordinance No. 1412 07-24-2023`)
# its printed heading may repeat the number on the same line (`City of Fridley Summary Ordinance
# No. 1412`): the title starts after the heading.
NAME_CHARS = 60

# Where a title ends: a blank line.
PARAGRAPH_END = re.compile(r"\n[ \t]*\n")
# A title's paragraph that ends on a word no sentence ends on (`… TOWNSHIP OF JACKSON, COUNTY OF`
# / blank lines / `OCEAN, STATE OF NEW JERSEY …`, an OCR'd page): the title goes on after it.
# So does one that ends on a participle still wanting its object (`… MINNESOTA AMENDING` / blank
# line / `PART 1 CHARTER – CHAPTER 1. …`, Albert Lea MN).
GOES_ON = re.compile(
    r"\b(?:of|the|and|or|to|for|by|in|on|with|from|at|an?|entitled"
    r"|amending|repealing|adopting|enacting|establishing|creating|adding)[ \t]*$",
    re.IGNORECASE,
)
# A title in capitals printed double-spaced (`AN ORDINANCE AMENDING THE CODE OF ORDINANCES` / blank
# line / `OF THE CITY OF ANTHON, IOWA BY AMENDING PROVISIONS` / blank line / `PERTAINING TO …`): the
# next paragraph opens in capitals on a word no paragraph opens on, a joining word or a participle
# that attaches what follows to what precedes (never `BY`, `IN`, `ON`: a sponsor's line or a
# forum's may open so, `BY COUNCILMEMBER …`).
CONTINUES = re.compile(
    r"[ \t]*(?:OF|AND|OR|TO|FOR|WITH|FROM|PERTAINING|RELATING|REGARDING|CONCERNING"
    r"|AMENDING|REPEALING|ADOPTING|ESTABLISHING|PROVIDING)[ \t]+[A-Z]"
)
# Letters in lower case: a title holding none is printed in capitals.
LOWER = re.compile(r"[a-z]")


def goes_on(title: str) -> bool:
    """Whether the title read so far goes on after its blank line: it ends on a word no sentence
    ends on (`GOES_ON`), or a parenthesis it opened is still open (`(SEE CODE OF ORDINANCES-
    CHAPTER 4,` / blank line / `ANIMALS, SECTION 4.6 …)`, Krotz Springs LA), or a curly quotation
    (`… ENTITLED “AS AMENDED BY ORDINANCE NO.` / blank line / `46 ESTABLISHING …”`, Williams MN)."""
    opened = title.count("(") > title.count(")") or title.count("“") > title.count("”")
    return GOES_ON.search(title) is not None or opened


def continues(title: str, after: str) -> bool:
    """Whether a title in capitals goes on in the paragraph `after` its blank line (`CONTINUES`),
    its own paragraph closed by no full stop."""
    closed = title.rstrip().endswith((".", ";", ":"))
    return not closed and LOWER.search(title) is None and CONTINUES.match(after) is not None


def title_paragraph_end(caption: str, start: int) -> re.Match[str] | None:
    """The blank line that ends the title starting at `caption[start:]` (see the module); None
    when the caption prints none after it."""
    end = PARAGRAPH_END.search(caption, start)
    while end is not None:
        title = caption[start : end.start()]
        if not (goes_on(title) or continues(title, caption[end.end() :])):
            break
        end = PARAGRAPH_END.search(caption, end.end())
    return end
