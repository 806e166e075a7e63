"""Readers of outside law printed in one state's own forms: California's CEQA Guidelines,
Washington's RCW and WAC, Massachusetts' General Laws and its session laws (`Chapter 252 of the
Acts of 1996`), the acts of a General Assembly by year (`Ch. 348 of the Acts of the General
Assembly of the state for 1965`), Connecticut's lettered sections read again where the text has
cited them (`7-152c`). Each anchor's reader returns a hit whose members are external references."""

from __future__ import annotations

import re
from dataclasses import replace

import graph.laws as law
import graph.named_codes as named_codes
import graph.patterns as p
from graph.readers.cursor import Cursor, Hit, Member, labels_from_path, make_hit
from graph.readers.external import EXTERNAL, OWN, inside_word, law_tail
from graph.records import CitationKind, Reference


def read_ceqa(text: str, anchor: re.Match[str]) -> Hit | None:
    """`CEQA Guidelines Section 15183`."""
    m = p.STATUTE_REF_RE.match(text, anchor.end())
    if not m:
        return None
    number = m.group("number").rstrip(".")
    end = anchor.end() + len(number)
    ref = Reference(EXTERNAL, number, code=law.CEQA_GUIDELINES)
    return make_hit(anchor.start(), end, [Member(ref, anchor.start(), end)])


def read_washington(text: str, anchor: re.Match[str]) -> Hit | None:
    """`RCW 43.21C.075`, `RCW Chapter 36.70A`, `WAC 197-11-305 and 197-11-800(1)(a)`, `WAC
    197-11-220 and 197-11-700 through 197-11-799` (later members need not repeat `WAC`)."""
    code = law.RCW if anchor.group("code") == "RCW" else law.WAC
    number_re = law.RCW_NUMBER_RE if code == law.RCW else law.WAC_NUMBER_RE
    cur = Cursor(text, anchor.end(), [])

    def item() -> Member | None:
        m = cur.match(number_re)
        if not m:
            return None
        number = named_codes.printed_number(code, m.group("number"))  # a lost range's dash
        ref = Reference(EXTERNAL, number, labels_from_path(m["path"] or ""), code=code)
        return Member(ref, m.start(), m.end())

    first = item()
    if first is None:
        return None
    cur.members.append(first)
    cur.list_of(item)
    return make_hit(anchor.start(), cur.pos, cur.members)


def read_mgl(text: str, anchor: re.Match[str]) -> Hit | None:
    """`M.G.L. c. 85, §§ 11A, 11B, 11C`: one member per section, each of chapter 85."""
    if inside_word(text, anchor.start()):
        return None  # the `G.L.` of `M.G.L.`, a word's letters
    chapter = anchor.group("chapter")
    section = anchor.group("section") or ""
    end = anchor.end()
    labels: tuple[str, ...] = ()
    if section and (path := law.MGL_PATH_RE.match(text, end)):  # `§ 44A (2)`
        labels, end = labels_from_path(path["path"]), path.end()
    first_end = end
    ref = Reference(EXTERNAL, section, labels, code=law.MGL, division=chapter)
    members = [Member(ref, 0, 0)]
    while section and (more := law.MGL_MORE_RE.match(text, end)):
        ref = Reference(EXTERNAL, more.group("section"), code=law.MGL, division=chapter)
        members.append(Member(ref, more.start("section"), more.end()))
        end = more.end()
    members[0] = replace(members[0], end=first_end)
    start = anchor.start()
    if before := law.MASSACHUSETTS_BEFORE_RE.search(text, max(0, start - 16), start):
        start = before.start()
    return make_hit(start, end, members)


def read_acts(text: str, anchor: re.Match[str]) -> Hit | None:
    """`Chapter 252 of the Acts of 1996`: a session law (its chapter read backwards)."""
    chapter = law.ACTS_CHAPTER_RE.search(text, max(0, anchor.start() - 16), anchor.start())
    if chapter is None:
        return None
    ref = Reference(EXTERNAL, chapter["chapter"], code=law.ACTS, external_title=anchor["year"])
    return make_hit(chapter.start(), anchor.end(), [Member(ref, chapter.start(), anchor.end())])


# A session law of a state's General Assembly by the year's acts, printed in words (Indiana's
# style): `Acts of the General Assembly of the state for 1965`, `… of Indiana of 1971`; anchored
# on `Acts of the General Assembly`, the act and `of the` read backwards (`_ASSEMBLY_ACT_RE`).
ASSEMBLY_ACTS_RE = re.compile(
    r"Acts\s+of\s+the\s+General\s+Assembly(?:\s+of\s+(?:the\s+)?(?:[Ss]tate"
    r"(?:\s+of\s+[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?)?|[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?))?"
    r"\s+(?:for|of)\s+(?:the\s+[Yy]ear\s+)?(?P<year>1[89]\d\d|20\d\d)\b"
)
# The act before that anchor: its chapter (`Ch. 348 of the `) or its public law's number (`Pub.
# Law No. 236 of the `), a section of it before them (`§ 1, `, `§ 1 of `).
_ASSEMBLY_ACT_RE = re.compile(
    r"(?:(?:§|[Ss]ection|[Ss]ec\.)\s*(?P<section>\d{1,4}[A-Z]?)(?:,\s*|\s+of\s+))?"
    r"(?:(?:[Cc]hapter|[Cc]h\.|c\.)\s*(?P<chapter>\d{1,4})"
    r"|(?:Pub(?:lic|\.)\s*Law|P\.\s?L\.)\s+(?:No\.\s*)?(?P<public>\d{1,4}))\s+of\s+the\s+$"
)


def read_assembly_acts(text: str, anchor: re.Match[str]) -> Hit | None:
    """`§ 1, Ch. 348 of the Acts of the General Assembly of the state for 1965`: that year's
    chapter 348, its section 1; `§ 1 of Pub. Law No. 236 of the Acts …` for 1971: P.L. 236-1971
    (the state's session laws, unnamed: `graph.laws.ACTS`)."""
    act = _ASSEMBLY_ACT_RE.search(text, max(0, anchor.start() - 56), anchor.start())
    if act is None:
        return None
    division = f"§ {act['section']}" if act["section"] else ""
    year = anchor["year"]
    if act["chapter"]:
        ref = Reference(
            EXTERNAL, act["chapter"], code=law.ACTS, external_title=year, division=division
        )
    else:  # a public law numbered within its year: `P.L. 236-1971` (no year of its own)
        ref = Reference(EXTERNAL, f"{act['public']}-{year}", code=law.ACTS, division=division)
    return make_hit(act.start(), anchor.end(), [Member(ref, act.start(), anchor.end())])


# The lower-case letters this code's grammar stopped before (`7-152` of `7-152c`): the end of
# a statute's number the text has already cited (`the aforementioned Section 7-152c`).
_LETTERED_END_RE = re.compile(r"[a-z]{1,2}(?![\w-])")


def lettered(text: str, hit: Hit, cited: dict[tuple[CitationKind, str], Reference]) -> Hit:
    """The hit with each bare section whose number, read on through its lower-case letters,
    is one the text has already given to outside law (the hit itself when none is)."""
    members = []
    for member in hit.members:
        ref = member.reference
        end = _LETTERED_END_RE.match(text, member.end)
        if (
            end is not None
            and ref.kind is CitationKind.SECTION
            and not ref.labels
            and (CitationKind.SECTION, ref.number + end[0]) in cited
        ):
            number = ref.number + end[0]
            member = replace(member, reference=replace(ref, number=number), end=end.end())
        members.append(member)
    if all(new is old for new, old in zip(members, hit.members, strict=True)):
        return hit
    return make_hit(hit.start, max(hit.end, members[-1].end), members)


def before_own_items(text: str, cur: Cursor) -> tuple[int, list[Member]]:
    """Where a statute's list ends and its members: before the first that repeats its keyword
    when the list ends in this code's own name (`Wis. Stats. §62.23(7)(e) and Sec. 25-64 and Sec.
    52-100 of the Code of Ordinances`: the two `Sec.` items are the code's, read again by the
    local readers), or whose number is of another shape than the statute's (`Sec. 25-64` after
    `§62.23`: joined by a hyphen, not a period)."""
    members = cur.members
    if len(members) < 2:
        return cur.pos, members
    own = law_tail(Cursor(text, cur.pos, [])) == OWN
    shape = _joint(members[0].reference.number)
    for at in range(1, len(members)):
        joint = _joint(members[at].reference.number)
        other = bool(shape and joint and joint != shape)
        if (own or other) and _KEYWORD_ITEM_RE.match(text, members[at].start):
            return members[at - 1].end, members[:at]
    return cur.pos, members


def _joint(number: str) -> str:
    """What joins a section number's parts: `-` (`25-64`), `.` (`62.23`), "" (`274`, `40:55D-1`:
    none or both)."""
    joints = {c for c in number if c in "-.:"}
    return joints.pop() if len(joints) == 1 and ":" not in joints else ""


# A list's item that opens with its own section keyword (`Sec. 25-64`, `§ 4`), not a bare number.
_KEYWORD_ITEM_RE = re.compile(r"(?:Sec(?:tion|s)?\.?|§+)\s*\d")
