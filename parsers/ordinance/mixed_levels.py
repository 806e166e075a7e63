"""A list of targets of different levels in one instruction: `Chapter X and Section Y are repealed`.

`Chapters 8.36 of the Code and Section 8.40.010 are hereby repealed`, `Article 3 and Sections 5-1
through 5-4 are repealed`: each member of the list begins with its own level keyword (`Title`,
`Chapter`, `Article`, `Division`, `Section`, `§`) after a list word, and the keywords name more
than one level. Each member is read alone with the target grammar (`targets.parse_target_phrase`,
`lists` for a member's own plural list or range), and every target becomes its own instruction
under the sentence's verb. What cannot be read with certainty is flagged with the reason, never
dropped: a member no target is read from, a range (its members are not listed), and the new text
of an amendment, which is not split among targets of different levels.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from parsers.grammar.joints import LIST_WORD
from parsers.ordinance.building import Context, make_instruction
from parsers.ordinance.lists import is_range, several_chapters, several_sections
from parsers.ordinance.mixed_text import split_mixed
from parsers.ordinance.path_targets import holding_flags, listed_starts, named_inside
from parsers.ordinance.positions import without_positions
from parsers.ordinance.safety import (
    code_spelled,
    removal_flags,
    removes_law,
    spelled_both_ways,
    with_flags,
)
from parsers.ordinance.sections import RawSection
from parsers.ordinance.sentences import Reading
from parsers.ordinance.targets import RANGE_FLAG, TargetPhrase, parse_target_phrase
from parsers.ordinance_records import Instruction, Target, TargetKind, Verb

# A level keyword before its number, where a member of a list may begin: `Chapters 8.36`,
# `Section 8.40.010`, `§ 5-1`, `Article 3`, `Article IV` (a Roman article number), and a part of
# a section before its label (`sub-section (3) of section 3-a`, `paragraph (b) of section 5`):
# a part named with its section is a member of its own, so its label stays with that section
# (the label bracketed, or bare before `of`: `Subsection A of Section 17.36.010`).
MEMBER_START = re.compile(
    r"(?:\b(?P<word>Titles?|Chapters?|Articles?|Divisions?|Sections?|Secs?\.)|(?P<sign>§§?))"
    r"\s*(?=\d|[IVXL]{1,6}\b)|\b(?P<part>Sub\s?-?\s?sections?|Paragraphs?|Subparagraphs?)"
    r"\s*(?=\([A-Za-z0-9]{1,4}\)|[A-Za-z0-9]{1,4}\s+of\b)",
    re.IGNORECASE,
)
# A member that names a part by labels glued to its section's number (`Section 17.36.010(a)`):
# listed with other members, its labels are its own and must not be lost (a repeal of all of it).
GLUED_LABELS = re.compile(r"\d[A-Za-z]?\([A-Za-z0-9]{1,4}\)")
# The list word right before a member: `and`/`&` (after a comma or not), or a semicolon. A bare
# comma is not one: `Title 17, Chapter 17.36` and `Section 12, Article 1, Chapter V` name where
# a target is (a path, top down or bottom up), not a second target, unless its levels are no
# path (`path_targets.is_list`: `Section 4-2-3, Chapter 5-1 and Article 7`).
MEMBER_JOINT = re.compile(rf"(?:,\s*|\s+){LIST_WORD}\s+$|;\s*(?:{LIST_WORD}\s+)?$", re.IGNORECASE)
# The bare comma before a member of a list whose levels do not form a path (`path_targets`).
BARE_COMMA = re.compile(r",\s*$")
# The level each keyword names: `Section`, `Sec.` and `§` are one level.
LEVELS = {"title": 0, "chapter": 1, "article": 2, "division": 3, "section": 4, "sec.": 4}
PART_LEVEL = 5  # a part of a section (`subsection (3)`, `paragraph (b)`), below every keyword

UNREAD_MEMBER = "a target of a list of different levels could not be read: `{member}`"
SHALLOWER = (
    "`{member}` names a deeper division than the target read from it: the target is uncertain"
)
# The level of a target read from a member, to compare with the deepest keyword the member prints.
KIND_LEVEL = {TargetKind.TITLE: 0, TargetKind.CHAPTER: 1, TargetKind.ARTICLE: 2}
MIXED_TEXT = (
    "targets of different levels named in one sentence: the new text is not split among them, "
    "a person assigns it to each"
)
# The verb an amendment of one target of a mixed list takes, by the target's level.
AMENDING = {
    TargetKind.TITLE: Verb.REPLACE_CHAPTER,
    TargetKind.ARTICLE: Verb.REPLACE_CHAPTER,
    TargetKind.CHAPTER: Verb.REPLACE_CHAPTER,
    TargetKind.SUBSECTION: Verb.REPLACE_PART,
}
ADDING = {TargetKind.TITLE: Verb.ADD_CHAPTER, TargetKind.ARTICLE: Verb.ADD_CHAPTER}
ADDING |= {TargetKind.CHAPTER: Verb.ADD_CHAPTER, TargetKind.SUBSECTION: Verb.ADD_PART}


@dataclass(frozen=True, slots=True)
class Member:
    """One member of a mixed list: the targets read from it (none when unread), its flags."""

    text: str
    targets: tuple[Target, ...]
    flags: tuple[str, ...]


MEMBERS_CACHED = 256  # phrases kept: a document's instructions, read by two readers in turn


def _level(match: re.Match[str]) -> int:
    if match.group("part"):
        return PART_LEVEL
    word = (match.group("word") or "section").lower()
    return LEVELS[word.rstrip("s") if word != "sec." else word]


def member_texts(phrase: str) -> list[str]:
    """The members of a list of targets of different levels (`Chapters 8.36 of the Code`,
    `Section 8.40.010`), each from its keyword to the next member's joint; [] unless the phrase
    lists two or more members whose keywords name more than one level, or of which one names a
    part of a section (`Subsection (a) of Section X and Section Y`, `Section X(a) and Section Y`):
    each part is read alone, so that its labels stay with its own section. (Read once per phrase:
    an instruction's phrase is asked for twice, `sentence_flags` and `mixed_levels`.)"""
    return list(_members(phrase))


@lru_cache(maxsize=MEMBERS_CACHED)
def _members(phrase: str) -> tuple[str, ...]:
    """`member_texts`, kept for the next reader of the same phrase."""
    phrase = without_positions(phrase)
    if len(MEMBER_START.findall(phrase, 0, len(phrase))) < 2:
        return ()  # one member at most: no list (its starts need not be placed)
    starts: list[re.Match[str]] = []
    ends: list[int] = []  # where the member before each later one ends: at its joint
    listed = listed_starts(phrase)  # after a bare comma of a run that is no path
    for match in MEMBER_START.finditer(phrase):
        joint = MEMBER_JOINT.search(phrase, 0, match.start())
        if joint is None and match.start() in listed:
            joint = BARE_COMMA.search(phrase, 0, match.start())
        if not starts or joint is not None:
            ends += [joint.start()] if starts and joint is not None else []
            starts.append(match)
    if len(starts) < 2:
        return ()
    texts = [phrase[m.start() : end] for m, end in zip(starts, [*ends, len(phrase)], strict=True)]
    parts = any(
        _level(m) == PART_LEVEL or GLUED_LABELS.search(t)
        for m, t in zip(starts, texts, strict=True)
    )
    return tuple(texts) if parts or len({_level(m) for m in starts}) > 1 else ()


def removes(item: Instruction) -> bool:
    """Applied, the instruction deletes law: a repeal, a whole division replaced, deleted words."""
    return removes_law(item) or any(edit.deleted.strip() for edit in item.edits)


def sentence_flags(item: Instruction, named: TargetPhrase, reading: Reading | None) -> Instruction:
    """The instruction with the flags its sentence's target phrase gives (an uncertain path's:
    `path_targets`) when its targets are the phrase's, or parts of them, or none; unchanged for
    a list of different levels (its members carry their own: `read_member`) and for a target
    read elsewhere (`by adding a new Section 23-34.2`: the path only places it)."""
    if reading is None or member_texts(reading.phrase):
        return item
    inside = named_inside(without_positions(reading.phrase), item.targets)
    if inside is not None and removes(item):
        item = with_flags(item, (inside,))
    ids = [t.id for t in named.targets]
    if item.targets and not any(t.id.startswith(one) for t in item.targets for one in ids):
        return item
    return with_flags(item, named.flags)


def read_member(text: str, context: Context) -> Member:
    """The targets one member names: its own list or range of sections or chapters, else its one
    target; a range is flagged (its members are not listed), a member read as nothing too."""
    if is_range(text) and (ends := several_sections(text, context.style)):
        targets = tuple(Target(TargetKind.SECTION, n) for n in ends)
        return Member(text, targets, (RANGE_FLAG,))
    if listed := several_sections(text, context.style):
        return Member(text, tuple(Target(TargetKind.SECTION, n) for n in listed), ())
    if chapters := several_chapters(text, context.style):
        return Member(text, tuple(Target(TargetKind.CHAPTER, n) for n in chapters), ())
    named = parse_target_phrase(text, context.title, context.style, context.scheme, context.text)
    printed = " ".join(text.split())
    if not named.targets:
        return Member(text, (), (UNREAD_MEMBER.format(member=printed),))
    deepest = max(_level(m) for m in MEMBER_START.finditer(text))
    if any(KIND_LEVEL.get(t.kind, deepest) < deepest for t in named.targets):
        return Member(text, named.targets, (*named.flags, SHALLOWER.format(member=printed)))
    return Member(text, named.targets, named.flags)


def mixed_levels(
    section: RawSection,
    key: str,
    context: Context,
    verb_word: str,
    sentence: tuple[str, str, str],
) -> list[Instruction]:
    """One instruction a target of a list of different levels (`member_texts`), under the
    sentence's verb (`repealed`, `added`, else amended); [] when the phrase lists no such list.
    `sentence` is the target phrase, what follows it and the new text; an amendment's text is
    given to each target only where the text heads each one (`mixed_text.split_mixed`)."""
    phrase, tail, body = sentence
    texts = member_texts(phrase)
    if not texts:
        return []
    members = [read_member(text, context) for text in texts]
    listed = [t for member in members for t in member.targets]
    # A range stays one instruction (both its ends, flagged); every other target its own.
    groups = [
        (member, targets)
        for member in members
        for targets in (
            [member.targets] if RANGE_FLAG in member.flags else [(t,) for t in member.targets]
        )
        or [()]
    ]
    split = None if any(len(targets) != 1 for _, targets in groups) else split_mixed(listed, body)
    found: list[Instruction] = []
    for at, (member, targets) in enumerate(groups):
        one = f"{key}.{len(found) + 1}"
        held = tuple(f for t in targets for f in holding_flags(t, listed))  # `Title 17; Ch…`
        text = split[at] if split is not None else None
        found.append(
            _one(
                section, one, context, (verb_word, phrase, tail), targets, member.flags + held, text
            )
        )
    return found


def _one(
    section: RawSection,
    key: str,
    context: Context,
    sentence: tuple[str, str, str],
    targets: tuple[Target, ...],
    flags: tuple[str, ...],
    text: str | None = None,
) -> Instruction:
    """One target's instruction: a repeal with the repeal's safety flags, or an amendment or
    addition of the target's level with its own `text`, else flagged (`MIXED_TEXT`: the new
    text was not split among the targets)."""
    verb_word, phrase, tail = sentence  # the verb, the target phrase and what follows it
    kind = targets[0].kind if targets else TargetKind.SECTION
    if verb_word in {"repealed", "deleted", "rescinded"}:
        ids = tuple(t.id for t in targets)
        flags += removal_flags(phrase, tail) + spelled_both_ways(context.text, ids)
        targets = code_spelled(context.text, targets)
        return make_instruction(section, key, context, Verb.REPEAL, targets, "", flags=flags)
    if verb_word in {"added", "adopted", "enacted", "created"}:
        verb = ADDING.get(kind, Verb.ADD_SECTION)
    else:
        verb = AMENDING.get(kind, Verb.REPLACE_SECTION)
    if text is None:
        return make_instruction(
            section, key, context, verb, targets, "", flags=(*flags, MIXED_TEXT)
        )
    return make_instruction(section, key, context, verb, targets, text, flags=flags)
