"""Where an instruction puts new text, which is never a target: `after Section 7.336`, `before
Section 6.300`, `between the end of Section 30.01 and the beginning of Section 30.02`, and what a
new division consists of; with the cheap check that spares most phrases the search.
"""

from __future__ import annotations

import re

from parsers.grammar.joints import LIST_WORD, RANGE_WORD

# Where new sections go, which is no target: `after Section 7.336`, `before Section 6.300`; and
# what a new division consists of.
# `between the end of Section 30.01 and the beginning of Section 30.02` (Indiana) is one too.
POSITION = re.compile(
    r"\b(?:immediately\s+)?(?:after|before|following|preceding)\s+(?:the\s+(?:end|beginning)\s+"
    r"of\s+)?(?:Section|§)\s*[\d.\-]+\d|\bbetween\s+(?:the\s+end\s+of\s+)?(?:Section|§)\s*"
    r"[\d.\-]+\d\s+and\s+(?:the\s+beginning\s+of\s+)?(?:Section|§)\s*[\d.\-]+\d|"
    # what a new division holds, no target either: `Chapter 4.16, consisting of Sections 4.16.010
    # through 4.16.030`
    r",?\s*\b(?:consisting\s+of|comprising|comprised\s+of|containing)\s+(?:Sections?|§§?)\s*"
    rf"[\d.\-]+\d(?:\s*(?:,|{LIST_WORD}|{RANGE_WORD})\s*(?:Section\s+|§\s*)?[\d.\-]+\d)*,?",
    re.IGNORECASE,
)
# A word every `POSITION` holds, lower case: a phrase without one (most) is not searched.
POSITION_WORDS = (
    "after",
    "before",
    "following",
    "preceding",
    "between",
    "consisting",
    "compris",
    "containing",
)
# Letters the case-blind pattern reads as ASCII ones (`ſ` as s, `ı` and `İ` as i), which the
# lower-cased words miss: a phrase holding one is searched.
FOLDED = "ſıİ"


def may_name_position(phrase: str) -> bool:
    """Whether `POSITION` may match in `phrase` (one of `POSITION_WORDS`, or a `FOLDED` letter)."""
    low = phrase.lower()
    return any(word in low for word in POSITION_WORDS) or any(ch in phrase for ch in FOLDED)


def without_positions(phrase: str, by: str = "") -> str:
    """`phrase` with each `POSITION` in it replaced by `by`."""
    return POSITION.sub(by, phrase) if may_name_position(phrase) else phrase
