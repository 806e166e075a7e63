"""A section named by its levels' numbers, composed into one number only where the code says so.

Drafters name a section by its path (`Title 2, Chapter 4, Section 11`, `Chapter 2, Article 12,
Section 3`). Joining the numbers (`2-4-11`) is right only in a code that numbers its sections
so, and codes differ: Park City's title-chapter-section code prints `2-4-11`, a West-style code
`2.24.090`, and Tennessee's model codes number title 8, chapter 2, section 12 as `8-212`. So the
numbers are joined only on evidence of the scheme:

- the document prints the joined number itself (`2-4-11 City Engineer`);
- the path's section number carries a joined number's zero padding (`Section 090`: no code pads
  a number that stands alone);
- the document's numbers are hyphenated three-level ones (`parsers.schemes`' triple-dash), or
  hyphenated with no scheme decided, whose levels join unpadded as printed.

A path of a chapter and its section (and a subsection of it: `Chapter 106, Section 8, Subsection
1`) joins through the registry (`scheme_path`) only where the document's scheme is one whose
numbers are a chapter's and a section's (two-level dotted: `106.08(1)`, the section padded as
those codes pad it; chapter-dash: `250-12`); a document that gives no scheme leaves it flagged.

Otherwise the path composes into no number the code is known to give: the phrase names no
target and is flagged (`UNCONFIRMED`), never an invented id.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from parsers.ordinance.levels import LEVEL, RANKS
from parsers.schemes import Scheme, join_label, join_number

# `Title 2, Chapter 4, Section 11`: a section named by its three numbers (`Chapter 2, Article 12,
# Section 3` too), never `… Section 7 -27` (OCR's blank inside a number printed whole).
COMPOSED = re.compile(
    r"\b(?:Title|Chapter)\s+(?P<title>\d{1,3}),?\s+(?:Chapter|Article)\s+(?P<chapter>\d{1,3}),?\s+"
    r"Section\s+(?P<section>\d{1,4})\b(?!\s?[.\-]\s?\d)",
    re.IGNORECASE,
)
# A section number printed with a joined number's zero padding (`090`, `05`).
PADDED = re.compile(r"0\d+")
# The flag of a path whose numbers are not joined (`{path}` as printed).
UNCONFIRMED = (
    "the target is named by its path ({path}), whose numbers join into no number the code is "
    "known to print (the document prints none so and gives no scheme that joins them): "
    "nothing is applied until a person names the target"
)
JOINTS = ("-", ".")
# The schemes whose section numbers are a chapter's number and the section's in it (no title), and
# the width two-level dotted codes pad a section to (`1105.04`).
CHAPTER_SCHEMES = frozenset({Scheme.TWO_LEVEL, Scheme.CHAPTER_DASH})
SECTION_WIDTH = 2
# A path of exactly a chapter, its section and maybe a subsection, in that order.
CHAPTER_PATH = ("chapter", "section", "subsection")


def printed_whole(number: str, document: str) -> bool:
    """Whether the document prints `number` whole (not inside a longer number)."""
    found = re.search(rf"(?<![\w.:-]){re.escape(number)}(?![\w-]|\.\d)", document)
    return found is not None


def composed_number(
    parts: Sequence[str], style: str, scheme: Scheme | None, document: str = ""
) -> str | None:
    """The code's number of the section a path's numbers (`8`, `2`, `12`, biggest first) name,
    when the document shows its code joins them so (see the module); None otherwise."""
    for joint in JOINTS:
        if document and printed_whole(joint.join(parts), document):
            return joint.join(parts)
    if PADDED.fullmatch(parts[-1]):
        return style.join(parts)
    hyphenated = scheme is Scheme.TRIPLE_DASH or (scheme is None and style == "-")
    if hyphenated and len(parts) == len(COMPOSED.groupindex):
        return "-".join(parts)
    return None


def unconfirmed(path: str) -> str:
    """The flag of a path whose numbers are left unjoined."""
    return UNCONFIRMED.format(path=" ".join(path.split()))


def run_numbers(phrase: str, start: int, end: int) -> list[str] | None:
    """The numbers of the run of levels at `phrase[start:end]`, biggest level first, when every
    one is in digits (`Title 2, Chapter 4, Section 11` → `2`, `4`, `11`); None when a level is
    numbered otherwise (`Chapter V`: old codes join Roman levels so, `levels.as_printed`)."""
    levels = list(LEVEL.finditer(phrase, start, end))
    rank = {
        m.group(): RANKS["".join(m.group("keyword").lower().replace("-", "").split())]
        for m in levels
    }
    numbers = [m.group("number") for m in sorted(levels, key=lambda m: rank[m.group()])]
    if not numbers or not all(number[0].isdigit() for number in numbers):
        return None
    return numbers


def scheme_path(phrase: str, start: int, end: int, scheme: Scheme | None) -> str | None:
    """The number a chapter-section(-subsection) path at `phrase[start:end]` names where the
    document's `scheme` numbers sections within chapters (`Chapter 106, Section 8, Subsection 1`
    → `106.08(1)` two-level dotted); None for another path, a number not in digits, or no such
    scheme."""
    if scheme not in CHAPTER_SCHEMES:
        return None
    levels = list(LEVEL.finditer(phrase, start, end))
    keywords = tuple("".join(m.group("keyword").lower().replace("-", "").split()) for m in levels)
    numbers = [m.group("number") for m in levels]
    if keywords != CHAPTER_PATH[: len(keywords)] or len(keywords) < 2:
        return None
    if not all(number.isdigit() for number in numbers):
        return None
    section = join_number(numbers[0], int(numbers[1]), SECTION_WIDTH, scheme)
    return join_label(section, f"({numbers[2]})") if len(numbers) == 3 else section
