"""Several targets in one phrase: lists, continuations and ranges of section numbers.

`Sections 17.36.010 and 17.36.020`, `Title 17, Chapter 17.04.020; 17.32.020; 17.32.030`, the items
of a Wisconsin list that continue the number before them (`Sections 105-56-1 and 2-b`), and ranges
(`Sections 9-2.101 through 9-2.110`, whose members the phrase does not list). The numbers are read
with `targets.CODE_NUMBER` (the scheme registry's printed number), not a pattern of their own.
"""

from __future__ import annotations

import itertools
import re

from parsers.grammar.joints import LIST_WORD, RANGE_DASH, RANGE_WORD
from parsers.grammar.keywords import PLURAL_CHAPTER_KEYWORD, PLURAL_SECTION_KEYWORD
from parsers.ordinance.levels import sibling_parts
from parsers.ordinance.positions import without_positions
from parsers.ordinance.targets import CODE_NUMBER, HYPHEN_LABELLED, normalize_number
from parsers.ordinance_records import Target, TargetKind

# A list item that continues the number before it (`Sections 105-56-1 and 2-b`, `Section
# 50-75-2-b and c`): hyphenated labels, after a comma or `and`.
CONTINUATION = re.compile(
    rf"\s*(?:,\s*)?(?:{LIST_WORD}\s+)?"
    r"(?P<item>(?:\d{1,2}|[a-z]{1,2})(?:-(?:\d{1,2}|[a-z]{1,2}))*)(?![\w.(-])"
)

# What joins a list's members: a comma, `and`, `&`.
LIST_WORD_RE = re.compile(rf",|(?<!\w){LIST_WORD}(?!\w)")

# A division's keyword right before a number (`Sections 3.24.140, 3.24.145 of Chapter 3.24`): that
# number is the division the listed sections are in, and the list ends before it.
LEVEL_BEFORE = re.compile(r"\b(?:Chapter|Title|Article|Division)\s*$", re.IGNORECASE)
# `Sections` in the plural, before the numbers it lists; `through` makes the list a range.
PLURAL_SECTIONS = re.compile(rf"(?<!\w){PLURAL_SECTION_KEYWORD}", re.IGNORECASE)
# `17.36.010 through 17.36.050`: a range, whose members the phrase does not list (OCR may print
# a blank in its last number: `2 -101 through Section 2 -109`).
RANGE_WORD_RE = re.compile(
    rf"\d\s*(?:{RANGE_WORD}|{RANGE_DASH}|-)\s*(?:Section\s+)?\d+\.\d+\.\d|"
    rf"\d\s*{RANGE_WORD}\s+(?:Section\s+)?\d+\s?[.\-]\s?\d",
    re.I,
)


def several_sections(phrase: str, style: str = ".") -> tuple[str, ...]:
    """The section numbers a plural phrase names: `Sections 17.36.010 and 17.36.020` (else ()).
    Where new sections go (`after Section 7.336`) is not one of them."""
    phrase = without_positions(phrase)
    continued = _continued_parts(phrase) if style == "-" else ()
    if continued:
        return continued
    plural = PLURAL_SECTIONS.search(phrase)
    if plural is None:
        return _listed_sections(phrase, style) or _titled_list(phrase, style)
    matches = list(CODE_NUMBER.finditer(phrase, plural.end()))
    levels = [n for n, m in enumerate(matches) if LEVEL_BEFORE.search(phrase, 0, m.start())]
    matches = matches[: levels[0]] if levels else matches  # `… of Chapter 3.24`: no member
    numbers = [normalize_number(match.group(1), style) for match in matches]
    if matches and sibling_parts(numbers[0], phrase[matches[0].end(1) :]) is not None:
        return ()  # `Sections 4-1-180.C and 4-1-180.1`: parts of one section (`levels`)
    if any(phrase.startswith("(", match.end(1)) for match in matches):
        return ()  # `Sections 17.36.010(a) and 17.36.020`: a part, not all of the section
    sections = tuple(dict.fromkeys(n for n in numbers if len(re.split(r"[.\-]", n)) >= 2))
    return sections if len(sections) > 1 else ()


# `Chapters` in the plural, before the chapter numbers it lists.
PLURAL_CHAPTERS = re.compile(rf"(?<!\w){PLURAL_CHAPTER_KEYWORD}", re.IGNORECASE)
# What may stand between the members of a list of chapters: a joint, after the chapter's title in
# brackets (`8.36 (MEATS) AND 8.40`; OCR prints the opening bracket `<`).
CHAPTER_JOINT = re.compile(
    rf"\s*(?:[(<][^()<>\n]{{1,40}}\))?[\s,;]*(?:{LIST_WORD}\s+)?", re.IGNORECASE
)


def several_chapters(phrase: str, style: str = ".") -> tuple[str, ...]:
    """The chapter numbers a plural phrase lists, one right after the other (`Chapters 8.36
    <MEATS) AND 8.40 <RESTAURANTS)`), or () unless it lists two or more."""
    plural = PLURAL_CHAPTERS.search(phrase)
    if plural is None:
        return ()
    run: list[str] = []
    end = plural.end()
    for match in CODE_NUMBER.finditer(phrase, plural.end()):
        if not CHAPTER_JOINT.fullmatch(phrase, end, match.start(1)):
            break
        run.append(normalize_number(match.group(1), style))
        end = match.end(1)
    numbers = tuple(dict.fromkeys(run))
    return numbers if len(numbers) > 1 else ()


# What may stand between the members of a list of section numbers: `;`, `,`, `and`, blanks.
LIST_JOINT = re.compile(rf"[\s,;]*(?:{LIST_WORD}\s+)?")


def _listed_sections(phrase: str, style: str) -> tuple[str, ...]:
    """A list of whole section numbers after a singular keyword (`Title 17, Chapter 17.04.020;
    17.32.020; 17.32.030`): two or more numbers of three parts, one right after the other."""
    found = [m for m in CODE_NUMBER.finditer(phrase) if len(re.split(r"[.\-]", m.group(1))) >= 3]
    run: list[str] = []
    for before, match in zip([None, *found], found, strict=False):
        joined = before is not None and LIST_JOINT.fullmatch(phrase, before.end(), match.start())
        if run and not joined:
            break
        run.append(normalize_number(match.group(1), style))
    numbers = tuple(dict.fromkeys(run))
    return numbers if len(numbers) > 1 else ()


def _continued_parts(phrase: str) -> tuple[str, ...]:
    """`Sections 105-56-1 and 2-b` → `105-56-1`, `105-56-2-b`; `Section 50-75-2-b and c` →
    `50-75-2-b`, `50-75-2-c`: each item continues the number before it from its last part of the
    item's own kind (digits or letters), never the chapter or section parts (the first two);
    () unless the list has two members."""
    found = [HYPHEN_LABELLED.search(phrase)]
    found += [next((m for m in CODE_NUMBER.finditer(phrase) if "-" in m.group(1)), None)]
    starts = [m for m in found if m is not None]
    if not starts:
        return ()
    first = min(starts, key=lambda m: m.start())
    numbers = [first.group(1)]
    at = first.end()
    while (item := CONTINUATION.match(phrase, at)) is not None and item.end() > at:
        if LIST_WORD_RE.search(item.group(0)) is None:  # `2-b` must follow `,`, `and` or `&`
            break
        parts, own = numbers[-1].split("-"), item.group("item").split("-")
        if _whole_number(parts, own):  # `Sections 4-2-3 and 4-2-4`: the item is a number itself
            numbers.append(item.group("item"))
            at = item.end()
            continue
        kinds = [part.isdigit() for part in parts]
        places = [i for i in range(2, len(parts)) if kinds[i] == own[0].isdigit()]
        if not places:
            break
        numbers.append("-".join(parts[: places[-1]] + own))
        at = item.end()
    return tuple(dict.fromkeys(numbers)) if len(numbers) > 1 else ()


def _whole_number(parts: list[str], own: list[str]) -> bool:
    """A list item that is a whole section number, not a continuation of the one before it: three
    parts or more (`4-2-4` after `4-2-3`), or the same chapter and section parts as it."""
    return len(own) >= 3 or (len(own) >= 2 and own[:2] == parts[:2])


def is_range(phrase: str) -> bool:
    """`Sections 17.36.010 through 17.36.050`: a range whose members the phrase does not list."""
    return RANGE_WORD_RE.search(phrase) is not None


# One `Section N` of a list that names each member with its own keyword and title (`Section 12
# -201 Zoning Regulations Adopted, Section 12 -202 Sign Regulations Adopted, and Section 12
# -203, Gated Communities`): the number, of two parts or more.
KEYWORD_SECTION = re.compile(r"\b(?:Section|Sec\.|§)\s*" + CODE_NUMBER.pattern, re.IGNORECASE)
# What stands between two members of such a list: the first one's title (words, no figure) and
# a list word (`,`, `, and`, `and`) right before the next keyword.
TITLED_JOINT = re.compile(rf"[^\d;]{{0,120}}?(?:,\s*(?:{LIST_WORD}\s+)?|\s+{LIST_WORD}\s+)")


def _titled_list(phrase: str, style: str) -> tuple[str, ...]:
    """`Section 12 -201 Zoning Regulations Adopted, Section 12 -202 …, and Section 12 -203`:
    sections each named by its own keyword, joined by list words (their titles between); ()
    unless every keyword of the phrase is a member and there are two or more."""
    found = list(KEYWORD_SECTION.finditer(phrase))
    if len(found) < 2:
        return ()
    for before, match in itertools.pairwise(found):
        if not TITLED_JOINT.fullmatch(phrase, before.end(), match.start()):
            return ()
    numbers = [normalize_number(match.group(1), style) for match in found]
    if any(len(re.split(r"[.\-]", number)) < 2 for number in numbers):
        return ()
    unique = tuple(dict.fromkeys(numbers))
    return unique if len(unique) > 1 else ()


# A member of a long list of sections and their parts (`2-175.1(f)`, `4-6(a)(1)`, `22.5-32`), or
# parts alone continuing the section before them (`2-325(b) and (e)`, `2-513(a), (d) and (e)`).
LISTED_PART = re.compile(
    rf"(?:{CODE_NUMBER.pattern})(?P<labels>(?:\([A-Za-z0-9]{{1,4}}\))*)"
    r"|(?P<alone>(?:\([A-Za-z0-9]{1,4}\))+)"
)


def listed_parts(phrase: str, style: str = ".") -> tuple[Target, ...]:
    """The sections and parts of sections a plural phrase lists (`Sections 1-2, 2-175.1(f),
    2-325(b) and (e), …; 35-18 and 35-161(b)`), each a target of its own, in order; () when it
    lists fewer than two or is a range (its members are not printed)."""
    plural = PLURAL_SECTIONS.search(phrase)
    if plural is None or is_range(phrase):
        return ()
    found: list[Target] = []
    section = None
    for match in LISTED_PART.finditer(without_positions(phrase), plural.end()):
        if match.group("alone") is not None:
            if section is None:
                return ()
            found.append(Target(TargetKind.SUBSECTION, section + match.group("alone")))
            continue
        section = normalize_number(match.group(1), style)
        if len(re.split(r"[.\-]", section)) < 2:
            continue  # a bare number (`0C`, a year) is no section of a list
        labels = match.group("labels")
        kind = TargetKind.SUBSECTION if labels else TargetKind.SECTION
        found.append(Target(kind, section + labels))
    targets = tuple(dict.fromkeys(found))
    return targets if len(targets) > 1 else ()
