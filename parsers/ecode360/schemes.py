"""Section numbering schemes: how a code joins its chapter and section numbers.

ecode360 prints each code's numbers as the code does; which scheme a document uses is decided
from the numbers its headings and running headers print (`detect_scheme`), and the parser then
accepts section numbers of that shape only, so a stray reference of another shape at the start
of a line is never a heading. Ids stay as printed; `split_number` says which part is the chapter.

| scheme | examples | chapter of the example |
| --- | --- | --- |
| dotted (West) | `17.62.030`, `12A.04.020`, `18.115.040`, `2.04.010A` | `17.62` |
| chapter-dash (New York and others) | `250-12`, `250-12.1`, `5-3A` | `250` |
| title-colon (New Jersey) | `19:2-4`, `19:2-18.5` | `19:2` |
| triple-dash | `1-2-3` | `1-2` |
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable
from enum import StrEnum


class Scheme(StrEnum):
    DOTTED = "dotted"
    CHAPTER_DASH = "chapter-dash"
    TITLE_COLON = "title-colon"
    TRIPLE_DASH = "triple-dash"


# One shape per scheme. A part is digits with an optional capital suffix (`12A`, `010A`); the
# New York and New Jersey schemes allow a decimal after the section (`250-12.1`, `19:2-18.5`).
SHAPES: dict[Scheme, str] = {
    Scheme.TITLE_COLON: r"\d+[A-Z]?:\d+[A-Z]?-\d+[A-Z]?(?:\.\d+)?",
    Scheme.TRIPLE_DASH: r"\d+[A-Z]?-\d+[A-Z]?-\d+[A-Z]?",
    Scheme.DOTTED: r"\d+[A-Z]?\.\d+[A-Z]?\.\d+[A-Z]?",
    Scheme.CHAPTER_DASH: r"\d+[A-Z]?-\d+[A-Z]?(?:\.\d+)?",
}

# A section number of any scheme, longest shapes first (a title-colon number contains a
# chapter-dash one), not followed by more of a number.
ANY_NUMBER = "(?:" + "|".join(SHAPES.values()) + r")(?![\d:-]|\.\d)"

_FULL = {scheme: re.compile(shape) for scheme, shape in SHAPES.items()}


def scheme_of(number: str) -> Scheme | None:
    """The scheme a single section number is written in, or None for something else."""
    for scheme, pattern in _FULL.items():
        if pattern.fullmatch(number):
            return scheme
    return None


def detect_scheme(numbers: Iterable[str]) -> Scheme | None:
    """The scheme most of `numbers` (headings, running headers) are written in."""
    counts = Counter(s for s in map(scheme_of, numbers) if s is not None)
    return counts.most_common(1)[0][0] if counts else None


def number_pattern(scheme: Scheme | None) -> str:
    """The regex source of a section number of `scheme` (any scheme when None)."""
    if scheme is None:
        return ANY_NUMBER
    return "(?:" + SHAPES[scheme] + r")(?![\d:-]|\.\d)"


def split_number(number: str) -> tuple[str, int | None, int]:
    """(chapter, section value, width of the section part): `17.62.030` → (`17.62`, 30, 3),
    `170-12` → (`170`, 12, 2), `250-12.1` → (`250`, None, 4), `19:2-4` → (`19:2`, 4, 1),
    `1-2-3` → (`1-2`, 3, 1). A section part that is not a plain number gives None."""
    scheme = scheme_of(number)
    if scheme is Scheme.DOTTED or (scheme is None and "-" not in number):
        chapter, _, last = number.rpartition(".")
    elif scheme is Scheme.CHAPTER_DASH:
        chapter, _, last = number.partition("-")
    else:
        chapter, _, last = number.rpartition("-")
    return chapter, (int(last) if last.isdigit() else None), len(last)


def chapter_of(number: str) -> str:
    return split_number(number)[0]


def join_number(chapter: str, value: int, width: int) -> str:
    """A section number of `chapter` with section `value`: zero-padded to `width` in dotted
    codes (`17.62` + 30 → `17.62.030`), as is after a dash elsewhere (`250` + 12 → `250-12`)."""
    if scheme_of(f"{chapter}.{value:0{width}d}") is Scheme.DOTTED and "-" not in chapter:
        return f"{chapter}.{value:0{width}d}"
    return f"{chapter}-{value}"
