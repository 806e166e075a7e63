"""A cross reference into another part of the same codified ordinances, by the part's short
name in capitals before two-level section numbers: `Interpretation of Zoning Map - see P. & Z.
1123.03, 1127.04` (Elyria, OH: the Planning and Zoning Code), `Exceptions for emergency or public
safety vehicles - see TRAF. 331.20, 333.06` (Chagrin Falls, OH: the Traffic Code).

Codified ordinances (American Legal's Ohio codes) are printed in parts (`ADM.`, `GEN. OFF.`,
`TRAF.`, `P. & Z.`) whose chapters are numbered across the whole code (`1123` in the Planning
and Zoning Code, `331` in the Traffic Code), so a number after the part's name is this code's
section, where the code is numbered so (as `Section 434.01` is read). Only after `see` (the
cross references' own word) and only before a two-level number: a statute's abbreviation takes
a number of its own shape (`R.C. 713.06`: single letters, read by the outside-law readers;
`CHTR. § 4.12`: a `§` follows).
"""

from __future__ import annotations

import re

from graph.readers.cursor import Cursor, Hit, Member, make_hit, squash
from graph.records import CitationKind, Reference

# `see` and a part's short name: one or two words of two to five capitals each with its period
# (`TRAF.`, `GEN. OFF.`), or two initials joined by `&` (`P. & Z.`, `B. & H.`); a two-level
# number follows (`1123.03`, `331.20`). The match opens at `ee` of `see` (a literal start lets
# the engine skip ahead to it; an `s` is in every word): the reader checks the `S` or `s`.
_PART = r"(?P<part>[A-Z]{2,5}\.(?:[ \t][A-Z]{2,5}\.)?|[A-Z]\.[ \t]?&[ \t]?[A-Z]\.)"
SEE_COMPONENT_RE = re.compile(
    r"ee[ \t]+" + _PART + r"[ \t]+(?=(?:Ch\.[ \t]*)?\d{3,4}(?:\.\d{2})?(?![\d.]))"
)
# The same part's name after the `; ` of a see-line's list (`see CHTR. Sec. 3.05D., Sec. 10.06;
# B. & H. 1440.01`): the reader checks that `see` opens the line's list.
SEE_LIST_COMPONENT_RE = re.compile(
    r";[ \t]+" + _PART + r"[ \t]+(?=(?:Ch\.[ \t]*)?\d{3,4}(?:\.\d{2})?(?![\d.]))"
)
# A see-line's `see` before a list's `;` on its line (nothing but the line between them).
_SEE_ON_LINE_RE = re.compile(r"(?<![\w])[Ss]ee[ \t][^\n]*$")
# A chapter of a part after its name (`P. & Z. Ch. 1242`): four digits or three, no dot after.
_PART_CHAPTER_RE = re.compile(r"Ch\.[ \t]*(?P<number>\d{3,4})(?![\d.])")
# A hit that opens with a part's short name before its number (`P. & Z. 1123.03`): the hits
# `read_component` makes; their numbers are named (this code's part), never bare.
PART_OPENING_RE = re.compile(_PART + r"[ \t]+(?:Ch\.[ \t]*)?\d")
# A two-level section number of codified ordinances (`1123.03`, `331.20`).
TWO_LEVEL_RE = re.compile(r"\s*(?P<number>\d{3,4}\.\d{2})(?![\d.])")


def opens_with_part(text: str, start: int) -> bool:
    """Whether the hit at `start` names a part of this code before its number."""
    return PART_OPENING_RE.match(text, start) is not None


def read_component(text: str, anchor: re.Match[str]) -> Hit | None:
    """`see P. & Z. 1123.03, 1127.04`: each number a section of this code, from the part's
    name on."""
    see = anchor.start() - 1
    if text[anchor.start()] == ";":
        line = text.rfind("\n", 0, anchor.start()) + 1
        if not _SEE_ON_LINE_RE.search(text, line, anchor.start()):
            return None  # a `;` of another list: not a see-line's
    elif see < 0 or text[see] not in "Ss" or (see > 0 and text[see - 1].isalnum()):
        return None  # `fee`, `Lessee`: not the word `see`
    if chapter := _PART_CHAPTER_RE.match(text, anchor.end()):  # `P. & Z. Ch. 1242`: its chapter
        ref = Reference(CitationKind.CHAPTER, chapter["number"])
        return make_hit(
            anchor.start("part"), chapter.end(), [Member(ref, anchor.start("part"), chapter.end())]
        )
    cur = Cursor(text, anchor.end(), [])

    def item() -> Member | None:
        m = cur.match(TWO_LEVEL_RE)
        if m is None:
            return None
        number = squash(m.group("number"))
        # read as `Section 434.01` is: a two-level number is this code's where the code is
        # numbered so (`graph.resolve.structure.own_two_level`), else unresolved
        return Member(Reference(CitationKind.EXTERNAL, number), m.start("number"), m.end())

    first = item()
    if first is None:
        return None
    start = anchor.start("part")
    cur.members.append(Member(first.reference, start, first.end))
    cur.list_of(item, allow_range=False)
    return make_hit(start, cur.pos, cur.members)
