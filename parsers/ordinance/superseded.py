"""The formal repeal of superseded text: `That existing Section X … is hereby repealed`.

Codified-ordinance drafting (Ohio, Kansas, Virginia, much of the Midwest) re-enacts a division and
then repeals "the existing" (or "current", "original") text of it, or repeals it "to the extent
inconsistent" with the new one. That sentence repeals the words the ordinance has just replaced,
never the division: it is recorded as `Verb.REPEAL_SUPERSEDED`, which the engine never applies
as a repeal. Two ways to know it:

- the sentence says so: the target is the *existing*/*current*/*original* one, or the repeal
  reaches only *to the extent inconsistent* (or *in conflict*) with the new text;
- the same ordinance amends, re-enacts or adds to the division it repeals (`mark_superseded`):
  an ordinance does not amend a section and repeal it outright.

Such a sentence may also stand inside an amending section, after the new text
(`Section 1. … is hereby amended: > new text. Current Section X, the full text which follows is
hereby repealed: > old text`): `superseded_sentences` finds it, so the old text it quotes is cut
from the new text and the sentence becomes an instruction of its own.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from parsers.ids import section_of
from parsers.ordinance.building import Context, make_instruction
from parsers.ordinance.positions import FOLDED
from parsers.ordinance.sections import RawSection
from parsers.ordinance.sentences import Reading, amending_sentences, read_sentence, sentence_words
from parsers.ordinance.targets import CODE_NUMBER, TargetPhrase, parse_target_phrase
from parsers.ordinance_records import Instruction, Target, TargetKind, Verb

# The words that make a repeal one of superseded text: the target is the "existing" (current,
# original, present, former) one, or the repeal reaches only as far as the new text conflicts.
SUPERSEDED = re.compile(
    r"\b(?:existing|current|original|present|former|old)\s+(?:text\s+of\s+)?(?:the\s+)?"
    r"(?:Codified\s+Ordinances?\s+|Code\s+)?(?:Sub)?(?:Sections?|Chapters?|Articles?|Titles?|"
    r"Divisions?|Paragraphs?|Rules?|§)|"
    # `Section 13-50 as now existing … repealed`, `Chapter Two … as said chapter has heretofore
    # existed`
    r"\bas\s+(?:said\s+\w+\s+(?:has|have)\s+)?(?:now|heretofore)\s+exist|"
    r"\bto\s+the\s+extent\s+(?:that\s+(?:it\s+is|they\s+are)\s+)?(?:of\s+(?:any\s+)?)?"
    r"(?:inconsisten|conflict)|\binsofar\s+as\b",
    re.IGNORECASE,
)

REPEAL_WORD = re.compile(r"repeal|rescind", re.IGNORECASE)
REPEAL_STEMS = ("repeal", "rescind")  # its words, lower case: found in the lowered text first
REPEAL_WORDS = frozenset({"repealed", "rescinded"})

# Verbs under which an instruction re-enacts, amends or adds to its target: a repeal of the same
# target in the same ordinance repeals only the superseded text.
REENACTING = frozenset(
    {Verb.REPLACE_SECTION, Verb.REPLACE_PART, Verb.REPLACE_CHAPTER, Verb.ADD_PART, Verb.AMEND_TABLE}
)


@dataclass(frozen=True, slots=True)
class SupersededSentence:
    """One repeal-of-superseded-text sentence inside an amending section."""

    start: int
    end: int
    sentence: str
    named: TargetPhrase


def is_superseded(reading: Reading, sentence: str) -> bool:
    """Whether a repealing sentence repeals superseded text (its own words say so)."""
    return reading.verb in REPEAL_WORDS and SUPERSEDED.search(sentence) is not None


def _names_repeal(words: str) -> bool:
    """Whether `REPEAL_WORD` matches in `words`: its stems in the lowered words (`str.find`,
    faster than the case-blind pattern), the pattern itself only where a `FOLDED` letter is."""
    low = words.lower()
    if any(stem in low for stem in REPEAL_STEMS):
        return True
    return any(ch in words for ch in FOLDED) and REPEAL_WORD.search(words) is not None


def superseded_sentences(context: Context, start: int, end: int) -> list[SupersededSentence]:
    """The superseded-text repeals among the amending sentences of `text[start:end]`."""
    found: list[SupersededSentence] = []
    if not _names_repeal(context.text[start:end]):  # most sections repeal nothing
        return found
    for first, last in amending_sentences(context.text, start, end):
        sentence = sentence_words(context.text[first:last])
        reading = read_sentence(sentence)
        if reading is None or not is_superseded(reading, sentence):
            continue
        named = parse_target_phrase(reading.phrase, context.title, context.style, context.scheme)
        if named.targets:
            found.append(SupersededSentence(first, last, sentence, named))
    return found


def superseded_instruction(
    section: RawSection,
    key: str,
    context: Context,
    named: TargetPhrase,
    sentence: SupersededSentence | None,
) -> Instruction:
    """The instruction of a superseded-text repeal: the section's own sentence (`sentence`
    None), or one found after the new text of an amending section."""
    if sentence is not None:
        section = replace(section, heading=sentence.sentence)
    return make_instruction(
        section,
        key,
        context,
        Verb.REPEAL_SUPERSEDED,
        named.targets,
        "",
        span=None if sentence is None else (sentence.start, sentence.end),
        target_title=named.title,
        labels=named.labels,
    )


def clause_repeals(section: RawSection, key: str, context: Context) -> list[Instruction]:
    """The superseded-text repeals a section that amends nothing holds: Ohio folds the formal
    repeal into its emergency clause (`… shall take effect at the earliest period allowed by law
    and existing Section 541.07 shall be and the same is hereby repealed, at such time.`). Each is
    recorded, never applied as a repeal, even when the page holds no re-enactment of it."""
    found = superseded_sentences(context, section.heading_start, section.end)
    return [
        superseded_instruction(section, f"{key}.{index}", context, one.named, one)
        for index, one in enumerate(found, start=1)
    ]


def _covers(target: Target, other: Target) -> bool:
    """`target` is `other`, or holds it, or lies within it (a subsection of a section)."""
    if target.id == other.id:
        return True
    if target.kind is other.kind is TargetKind.SECTION:
        return _same_number(target.id, other.id)
    kinds = {TargetKind.SECTION, TargetKind.SUBSECTION}
    if target.kind not in kinds or other.kind not in kinds:
        return False
    return section_of(target.id) == section_of(other.id) and (
        target.kind is TargetKind.SECTION or other.kind is TargetKind.SECTION
    )


# Words of the ordinance (its caption or any sentence) announcing that it replaces a division:
# `repealing and replacing Chapter 8.20`, `repeal and reenact Section 5`, `The new Chapter 8.20
# (…)`. A repeal of that division here repeals the superseded text even where the re-enacting
# sentence was not read (a page cut before its verb: South San Francisco CA): recorded, flagged,
# never applied as a repeal.
ANNOUNCED_REPLACEMENT = re.compile(
    r"\b(?:(?:repeal|rescind)(?:ing|s|ed)?\s+and\s+"
    r"(?:replac|re-?enact|re-?adopt|re-?establish|substitut|re-?creat)\w*"
    r"|(?:the|a)\s+new)\s+(?P<kind>Chapter|Article|Section|Title)\s+(?P<number>\d[\w.\-:]*\w|\d)",
    re.IGNORECASE,
)
ANNOUNCED_KINDS = {
    "chapter": TargetKind.CHAPTER,
    "article": TargetKind.ARTICLE,
    "section": TargetKind.SECTION,
    "title": TargetKind.TITLE,
}
ANNOUNCED_ONLY = (
    "the ordinance says it replaces {named}, but no instruction re-enacting it was read: this "
    "repeal of the superseded text is recorded, and the old text stays in force until a person "
    "applies the new"
)


def announced_replacements(text: str) -> list[Target]:
    """The divisions the ordinance's words say it replaces (`ANNOUNCED_REPLACEMENT`)."""
    return [
        Target(ANNOUNCED_KINDS[m.group("kind").lower()], m.group("number"))
        for m in ANNOUNCED_REPLACEMENT.finditer(text)
    ]


# An addition of a division the same ordinance repeals is its re-enactment: the division stands
# in the code (the repeal shows it), so the new text replaces it (`Section 1. Section 37.45 … be
# repealed in its entirety. Section 2. Section 37.45 … is hereby enacted to read as follows:`).
REENACTED_BY_ADDING = {
    Verb.ADD_SECTION: Verb.REPLACE_SECTION,
    Verb.ADD_CHAPTER: Verb.REPLACE_CHAPTER,
}


# A section heading a line of a new chapter's or article's text (`Section 12 -201 Zoning
# Regulations Adopted`, `§ 5-12. Scope`, `Sec. 4.1.`): a section the new division enacts.
_HEADED = r"[ \t>#]*(?:Section|Sec\.|§)[ \t]*" + CODE_NUMBER.pattern
HEADED_SECTION = re.compile("^" + _HEADED, re.MULTILINE | re.IGNORECASE)
# The same after a line break: every line's heading in one search from a literal start (the
# pattern anchored at every line is tried at every character). A heading ends on its number's
# digit or letter, never on a line break, so the next line's start is never inside it.
HEADED_AFTER_BREAK = re.compile("\n" + _HEADED, re.IGNORECASE)
# Where in a number a blank may stand, and how the parts may be joined: compared aside.
NUMBER_JOINS = re.compile(r"[\s.\-]+")
NEW_DIVISIONS = frozenset({Verb.ADD_CHAPTER, Verb.REPLACE_CHAPTER})


def _headed_in_new_division(item: Instruction) -> list[Target]:
    """The sections a chapter or article an instruction enacts heads in its new text: the
    ordinance re-enacts each, so its repeal in the same ordinance is of the superseded text."""
    if item.verb not in NEW_DIVISIONS or item.outside is not None or item.flags:
        return []
    return [Target(TargetKind.SECTION, number) for number in headed_numbers(item.text)]


def headed_numbers(text: str) -> tuple[str, ...]:
    """The numbers of the sections heading lines of `text` (`HEADED_SECTION`), in order."""
    first = HEADED_SECTION.match(text)
    found = [first.group(1)] if first is not None else []
    at = first.end() if first is not None else 0
    return (*found, *(m.group(1) for m in HEADED_AFTER_BREAK.finditer(text, at)))


def _same_number(one: str, other: str) -> bool:
    """`12 -201` and `12-201` (an OCR blank), `12.201` and `12-201` (joined either way)."""
    return NUMBER_JOINS.split(one) == NUMBER_JOINS.split(other)


def _reenacted(instructions: list[Instruction]) -> list[Instruction]:
    """The instructions, each addition of a division that a repeal of the same ordinance names
    (before or after it; a plain one, or one of the superseded text by its own words: `Chapter
    Two … as said chapter has heretofore existed`) read as the division's re-enactment
    (`REENACTED_BY_ADDING`)."""
    repealed = {
        target.id
        for item in instructions
        if item.verb in (Verb.REPEAL, Verb.REPEAL_SUPERSEDED)
        and not item.flags
        and item.outside is None
        for target in item.targets
    }
    if not repealed:
        return instructions
    return [
        replace(item, verb=REENACTED_BY_ADDING[item.verb])
        if item.verb in REENACTED_BY_ADDING
        and item.outside is None
        and item.targets
        and all(target.id in repealed for target in item.targets)
        else item
        for item in instructions
    ]


def mark_superseded(instructions: list[Instruction], text: str = "") -> list[Instruction]:
    """A repeal whose targets the same ordinance also re-enacts or amends (before or after it, an
    addition of the same division included: `_reenacted`) is the formal repeal of the
    superseded text (see the module), never a repeal of the division. A repeal of several
    targets only some of which are re-enacted (`Section 12-201 …, Section 12-202 … and Section
    12-203 … is hereby repealed`, then `Section 12-201 … is hereby enacted`) is split, one
    instruction a target: the re-enacted ones superseded, the others repealed. A repeal read as
    superseded by its own words whose target nothing here re-enacts is flagged (`_unless_lone`).
    A repeal of a division the ordinance's `text` announces it replaces is superseded, flagged
    when no instruction re-enacting it was read (`ANNOUNCED_ONLY`)."""
    instructions = _reenacted(instructions)
    amended = [
        target
        for item in instructions
        if item.verb in REENACTING and item.outside is None
        for target in item.targets
    ] + [target for item in instructions for target in _headed_in_new_division(item)]
    repeals = any(item.verb is Verb.REPEAL and item.targets for item in instructions)
    announced = announced_replacements(text) if text and repeals else []  # only for a repeal
    out: list[Instruction] = []
    for item in instructions:
        if item.verb is Verb.REPEAL_SUPERSEDED:
            out.append(_unless_lone(item, amended))
            continue
        if item.verb is not Verb.REPEAL or not item.targets or not (amended or announced):
            out.append(item)
            continue
        covered = [any(_covers(t, a) for a in amended) for t in item.targets]
        if not any(covered) and all(any(_covers(t, a) for a in announced) for t in item.targets):
            named = ", ".join(t.id for t in item.targets)
            flag = ANNOUNCED_ONLY.format(named=named)
            out.append(replace(item, verb=Verb.REPEAL_SUPERSEDED, flags=(*item.flags, flag)))
        elif all(covered):
            out.append(replace(item, verb=Verb.REPEAL_SUPERSEDED))
        elif any(covered):
            out.extend(_split_repeal(item, covered))
        else:
            out.append(item)
    return out


NOT_REENACTED = (
    "existing text repealed but not re-enacted in this ordinance: no instruction of it amends or "
    "re-enacts {named}, so it may be a repeal of the division itself; the old text stays in force "
    "until a person reads it"
)


def _related(target: Target, other: Target) -> bool:
    """`target` is `other`, lies within it or holds it (`_covers`), or one's number begins with the
    other's and a joint (`1135` and `1135.02`, `1135.02(a)(1)` and `1135.02(a)(1)(B)`)."""
    if _covers(target, other):
        return True
    short, long = sorted((target.id, other.id), key=len)
    return long.startswith(short) and long[len(short)] in ".-:("


def _unless_lone(item: Instruction, amended: list[Target]) -> Instruction:
    """A superseded-text repeal (read so from its own words: `That existing Section X … is hereby
    repealed`) stands only beside an instruction that re-enacts or amends X, an ancestor or a
    descendant of it; alone, it is flagged with the reason (`NOT_REENACTED`), never taken for the
    formal repeal of a text this ordinance does not replace."""
    if item.outside is not None or not item.targets:
        return item
    lone = [t.id for t in item.targets if not any(_related(t, a) for a in amended)]
    if not lone:
        return item
    return replace(item, flags=(*item.flags, NOT_REENACTED.format(named=", ".join(lone))))


def _split_repeal(item: Instruction, covered: list[bool]) -> list[Instruction]:
    """`item`, a repeal of several targets, one instruction a target: a target the ordinance
    re-enacts is a repeal of its superseded text (`covered`), the others plain repeals."""
    return [
        replace(
            item,
            id=f"{item.id}.{index}",
            verb=Verb.REPEAL_SUPERSEDED if superseded else Verb.REPEAL,
            targets=(target,),
            labels=(),
        )
        for index, (target, superseded) in enumerate(
            zip(item.targets, covered, strict=True), start=1
        )
    ]
