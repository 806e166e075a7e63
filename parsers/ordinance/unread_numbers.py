"""A safety net over every instruction sentence: each code number its target phrase prints is
accounted for by what the parser read from it, or every instruction of the sentence is flagged.

Lists take many shapes (`Sections 17.36.010(a) and 17.36.020`, `Section 5 and Sections 7 and 8`,
`Section X, Chapter Y and Article Z`); rather than teach each one, the numbers printed after a
level keyword are compared with the targets produced. A number counts as read when it is a
target or an ancestor of one (`17.36` of `17.36.010`), a range end, a section a new chapter
heads, a level printed as the path of the target (`Chapter 3, Article 1, Section 3-24`, `Section
3:2 of Chapter 39`), or a position (`after Section X`, removed first: no target). Quoted words,
parenthetical citations (`(D.C. Official Code § 34-1803.03)`), ordinance numbers and dates carry
no level keyword of their own; a sentence that amends other law (`outside`) has its own checks.
"""

from __future__ import annotations

import re
from dataclasses import replace

from parsers.ordinance.positions import without_positions
from parsers.ordinance.superseded import NEW_DIVISIONS, headed_numbers
from parsers.ordinance_records import Instruction
from parsers.schemes import PRINTED_NUMBER

# One number token after a level keyword: digits with joints and glued labels (`17.36.010(a)`,
# an OCR'd blank `7 -27` too), ending cleanly — an OCR'd `2.0$2` is no number anyone can check.
_TOKEN = r"\d(?:[\w.:()\-]|\s[.\-]\s?(?=\d)|[.\-]\s(?=\d))*(?=[\s,;:)]|\.(?:\s|$)|$)"
# The joint between the numbers of one run: `,`, `and`, `or`, `&`, `;`, `through`, `to`.
_JOINT = r"\s*(?:,|;|&|\band\b|\bor\b|\bthrough\b|\bthru\b|\bto\b)?\s*"
# A level keyword and the run of numbers and joints after it (`Sections 7 and 8`, `§§ 5-1, 5-2
# through 5-9`, `Section 17.36.010(a)`, `Chapters 4 and 5`): the numbers the sentence says it
# acts on. The run stops at the first word that is no joint, so a title's words or `of the Code`
# end it; a section keyword may repeat inside a run of sections (`Section 5 and Sections 7`).
NUMBER_RUN = re.compile(
    rf"\b(?P<level>Title|Chapter|Article|Division|Part)s?\s*(?P<levels>{_TOKEN}(?:{_JOINT}{_TOKEN})*)"
    r"|(?:\bSub-?sections?|\bSections?|\bSec\.|§§?)\s*"
    rf"(?P<run>{_TOKEN}(?:{_JOINT}(?:(?:Sub-?sections?|Sections?|Sec\.|§§?)\s*)?{_TOKEN})*)",
    re.IGNORECASE,
)
# What a level printed as the path of a deeper one is joined to it by: `of (the)` before it
# (`Section 3:2 of Chapter 39`) ...
PATH_BEFORE = re.compile(r"\b(?:of|in)\s+(?:the\s+|said\s+)?$", re.IGNORECASE)
# ... or, top-down, the next level keyword with no `and`/`or`/`&`/`;` just before it (`Chapter 3,
# Article 1, Division II, Sections 3-24`, `Chapter 36 Parking, Table 3-7`), where `Section 4,
# Chapter 12 and Article 3` lists.
NEXT_LEVEL = re.compile(
    r"\b(?:Title|Chapter|Article|Division|Part|Sub-?section|Section|Sec\.|Table)s?\b|§"
)
LIST_JOINT = re.compile(r"(?:\band|\bor|&|;)\s*$", re.IGNORECASE)
# A code number as the registry prints it (`17.36.020`, `9-2.101`, `5`).
CODE_NUMBER = re.compile(PRINTED_NUMBER)
# Quoted words (new text or a title) and parentheticals longer than a label (a citation of other
# law, `(Attachment D to Ordinance #74-2004)`), whose numbers are no target.
ASIDE = re.compile(r"[\"“”][^\"“”]*[\"“”]|\([^()]{5,}\)")
# How a number's parts may be joined (`260.13` and `260-13`, `12 -201`): compared aside.
JOINTS = re.compile(r"\s*[.\-:]\s*")
UNREAD = "the sentence also names {numbers}, which {verb} not read: a person must check it"


def _is_path(phrase: str, run: re.Match[str]) -> bool:
    """Whether a level above a section (`Chapter 39`) is printed as the path of another."""
    if run.group("level") is None:
        return False
    if PATH_BEFORE.search(phrase, 0, run.start()):
        return True
    after = NEXT_LEVEL.search(phrase, run.end())
    return after is not None and not LIST_JOINT.search(phrase, run.end(), after.start())


def printed_numbers(phrase: str) -> list[str]:
    """The code numbers the target phrase prints after a level keyword (positions, asides and
    the path of a deeper level aside), in order and once each, their joints as `.`."""
    phrase = without_positions(ASIDE.sub(" ", phrase), " ")
    found: list[str] = []
    for run in NUMBER_RUN.finditer(phrase):
        if _is_path(phrase, run):
            continue
        for number in CODE_NUMBER.finditer(run.group("run") or run.group("levels")):
            one = JOINTS.sub(".", number.group(1))
            if one not in found:
                found.append(one)
    return found


def _read(number: str, ids: list[str]) -> bool:
    """Whether a target (or its new number) holds the number whole: itself or an ancestor. `ids`
    are lower-cased with their joints as periods (`_joined`); a substring search, since a
    pattern compiled per number outgrew the regex cache on a long ordinance."""
    wanted = number.lower()
    for one in ids:
        at = one.find(wanted)
        while at >= 0:
            end = at + len(wanted)
            if (at == 0 or one[at - 1] not in _ALNUM) and one[end : end + 1] not in _DIGITS:
                return True
            at = one.find(wanted, at + 1)
    return False


# What may not stand right before a number read whole (a letter, a digit) or after it (a digit).
_ALNUM = frozenset("0123456789abcdefghijklmnopqrstuvwxyz")
_DIGITS = frozenset("0123456789")


def _joined(ids: list[str]) -> list[str]:
    """Target ids as `_read` compares them: lower case, every joint a period."""
    return [JOINTS.sub(".", one).lower() for one in ids]


def unread_numbers(found: list[Instruction], phrase: str | None) -> list[Instruction]:
    """The instructions of one sentence, each flagged with the printed numbers none of them
    read (`Sections 7 and 8` read as 7 alone); unchanged when every number is accounted for."""
    if phrase is None or not found or any(item.outside is not None for item in found):
        return found
    ids = [t.id for item in found for t in item.targets]
    ids += [item.renumbered_to.id for item in found if item.renumbered_to is not None]
    # a new chapter's sections, which the sentence may name (`A new Chapter Two, Section 12-201`)
    ids += [n for item in found if item.verb in NEW_DIVISIONS for n in headed_numbers(item.text)]
    joined = _joined(ids)
    missed = [n for n in printed_numbers(phrase) if not _read(n, joined)]
    if not missed:
        return found
    verb = "was" if len(missed) == 1 else "were"
    flag = UNREAD.format(numbers=", ".join(missed), verb=verb)
    return [replace(item, flags=(*item.flags, flag)) for item in found]
