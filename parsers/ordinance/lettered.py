"""A section numbered with a letter after it (`3-a`, `3a`), read where the document heads it.

Old codes numbered a section put between two others with a letter after a hyphen or glued to the
number (`section 3-a`, `section 3a`), and the registry's printed number (`schemes.PRINTED_NUMBER`)
reads neither: a hyphen before a letter is where a number stops (`3-5` is a range, `50-75-2-b` a
labelled one). Such a number is read only where the ordinance's own text prints it as a heading
(`3-a-(3). City Bacteriologist …`, `Sec. 3a. …`): there it is a number of the code, never a
range, a date or a word. Its part labels stay with it (`sub-section (3) of section 3-a` →
`3-a(3)`); anywhere else the target stays unread and is flagged, as before.
"""

from __future__ import annotations

import re

from parsers.ordinance.levels import leading_labels
from parsers.ordinance.part_labels import PART_WORDS
from parsers.ordinance_records import Target, TargetKind

# A section keyword and a number ending in a letter after a hyphen or glued to it (`section 3-a`,
# `Sec. 3a`, `section 12-4-b`), with the labels printed right after it (`3-a(3)`); the letter
# stands alone (`3-a`, never `3-and`) and no digit follows it.
LETTERED = re.compile(
    r"\b(?:Sections?|Sec\.)\s*(?P<number>\d{1,4}(?:-\d{1,4}){0,2}-?[A-Za-z])"
    r"(?P<labels>(?:\([A-Za-z0-9]{1,4}\))*)(?![\w-]|\.\d)",
    re.IGNORECASE,
)
# A part keyword with a hyphen in it, as old codes print it (`sub-section`), read as one word.
HYPHENATED_PART = re.compile(r"\bsub\s?-\s?(?=sections?\b|paragraphs?\b)", re.IGNORECASE)
# A figure outside brackets: a phrase that prints one before the lettered number names another
# number first (`Section 5 and section 3-a`), which is not this module's to read.
BARE_FIGURE = re.compile(r"(?<!\()\b\d")
# Where the parts named before the section begin (`subsection (3) of …`, `paragraph (b) of …`).
FIRST_PART = re.compile(rf"\b{PART_WORDS}\s*\(", re.IGNORECASE)


def _headed(number: str, document: str) -> bool:
    """Whether the document prints `number` as a heading: at a line's start or after a sentence,
    perhaps after its keyword, followed by its labels or a full stop (`3-a-(3).`, `Sec. 3a.`)."""
    heading = re.compile(
        rf"(?:^|(?<=[.:;]\s))[ \t]*(?:(?:Section|Sec\.|§)\s*)?{re.escape(number)}"
        rf"(?=[.\-]?\s*\([A-Za-z0-9]{{1,4}}\)|\.\s)",
        re.IGNORECASE | re.MULTILINE,
    )
    return heading.search(document) is not None


def lettered_targets(phrase: str, document: str) -> tuple[tuple[Target, ...], tuple[str, ...]]:
    """The targets and labels of a phrase whose first number is a lettered section the document
    heads (`sub-section (3) of section 3-a of Chapter 25` → `3-a(3)`); ((), ()) otherwise."""
    phrase = HYPHENATED_PART.sub("sub", phrase)
    found = LETTERED.search(phrase)
    if found is None or BARE_FIGURE.search(phrase, 0, found.start()) is not None:
        return (), ()
    number = found.group("number")
    if number[-1].isupper() or not _headed(number, document):
        return (), ()  # `12-1A` is the registry's own number; unheaded, it stays unread
    part = FIRST_PART.search(phrase, 0, found.start())
    _, leading = leading_labels(phrase[part.start() :]) if part is not None else ("", ())
    own = found.group("labels")
    labels = tuple(own + label for label in leading) or ((own,) if own else ())
    if not labels:
        return (Target(TargetKind.SECTION, number),), ()
    return tuple(Target(TargetKind.SUBSECTION, number + label) for label in labels), labels
