"""A code section named through the ordinance that enacted it: `the amendment of Ordinance 0-13-87
section 15.24.040 as follows:` (Colton CA) amends section 15.24.040 of the code, which that
ordinance enacted; the ordinance is the section's history, not the body amended, and its number
(`0-13-87`, a three-level hyphenated shape) is no code number.

Only a section numbered as a code numbers its sections reads so: three levels (`15.24.040`,
`5-2-7`) right after the ordinance's number. An uncodified ordinance numbers its own sections
alone (`Ordinance No. 14, Section 4`): that is the ordinance's section, another body of law
(`outside`), and the phrase is left as it is.
"""

from __future__ import annotations

import re

# An ordinance by its number, then a code section's number: `Ordinance 0-13-87 section
# 15.24.040`, `Ordinance No. 1234, Section 5-2-7` — a three-level dotted or hyphenated number
# (title, chapter, section), whole.
ENACTING_ORDINANCE = re.compile(
    r"\b(?:Ordinance|Ord\.)\s*(?:No\.?|Number|#)?\s*#?\s*\d[\w-]*,?\s+"
    r"(?=(?:section|sec\.|§)\s*"
    r"(?:\d{1,3}[A-Z]?\.\d{1,3}[A-Z]?\.\d{2,4}[A-Z]?|\d{1,3}[A-Z]?-\d{1,3}[A-Z]?-\d{1,4}[A-Z]?)"
    r"(?![\w-]|\.\d))",
    re.IGNORECASE,
)


def without_enacting_ordinance(phrase: str) -> str:
    """The target phrase without the ordinance that enacted the code section it names (`of
    Ordinance 0-13-87 section 15.24.040` → `of section 15.24.040`); as it is otherwise."""
    return ENACTING_ORDINANCE.sub("", phrase, count=1)
