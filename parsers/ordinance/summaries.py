"""A published summary's sentences in the ordinance's own voice, read as flagged instructions.

Where a state lets a city publish a summary instead of the ordinance (Minnesota, Kansas), the
summary says what the ordinance does with the ordinance as the subject of an active verb: `The
Ordinance repeals § 205.28 subparts 1-12.`, `The Ordinance adds § 205.28.01, a purpose statement,
§ 205.28.02 adds general provisions …`, `The ordinance amends Section 5-25 … by adding Oakdale
Park to the list of specified properties.` No other sentence of such a document names a target.

One grammar, three verbs: `adds` adds every section the sentence names (one instruction each);
`repeals` repeals what it names, the formal repeal of superseded text when the summary adds
sections whose numbers extend the repealed one's (`205.28` re-enacted as `205.28.01` …);
`amends X … by adding <words>` adds words to X. A bare `amends X` says not how X changes: no
instruction. A summary prints none of the text, so every instruction is flagged (nothing applies
until a person supplies the text): these are a record of what changed, never a change.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from parsers.ordinance.building import Context
from parsers.ordinance.sentences import sentence_words
from parsers.ordinance.targets import normalize_number
from parsers.ordinance_records import Instruction, Target, TargetKind, Verb
from parsers.schemes import ANY_NUMBER, FOUR_LEVEL

# The ordinance as the subject of an active verb of amendment, opening a summary's sentence:
# `The Ordinance repeals`, `The ordinance also adds`, `This Ordinance amends`. (An ordinance's own
# sections speak in the passive or the imperative; only a summary narrates in this voice.)
SUMMARY_VOICE = re.compile(
    r"(?:^|(?<=[.:;]\s)|(?<=\n))\s*(?P<subject>The|This)\s+[Oo]rdinance\s+(?:also\s+)?"
    r"(?P<verb>amends|adds|repeals)\b"
)
# The end of a summary's sentence: a full stop before a capital (or the text's end); a period
# inside a number (`205.28.01`) or an abbreviation before a number (`subd. 1`) ends none.
SENTENCE_END = re.compile(r"\.(?=\s+[A-Z\"“(]|\s*$)")
# A section the sentence names by its sign or keyword and number: `§ 205.28.01`, `Section 5-25`.
NAMED_SECTION = re.compile(
    rf"(?:§+|\bSections?|\bSec\.)\s*(?P<number>{FOUR_LEVEL}|{ANY_NUMBER})", re.IGNORECASE
)
# How a summary says words join a section without a new number: `by adding Oakdale Park to the
# list`; never `by adding (a new) Section …`, a division of its own.
ADDING_WORDS = re.compile(
    r"\bby\s+adding\s+(?!(?:a\s+|the\s+)?(?:new\s+)?(?:sections?|chapters?|articles?|"
    r"subsections?|§)\W)",
    re.IGNORECASE,
)
# A notice's line that opens with its verb, the ordinance its understood subject (Vermont's notices
# of an amended town ordinance): `Changes GENERAL section to include …`, `Amends Attachment A, …`.
SUBJECTLESS = re.compile(
    r"^[ \t]*(?P<verb>Amends|Changes|Adds|Repeals)[ \t]+(?P<rest>[^\n]+)", re.MULTILINE
)
# The ordinance a notice says was amended, an uncodified one named by its words: `voted to amend
# the Municipal Park Ordinance`, `adopted amendments to the Beaver Pond Ordinance`.
AMENDED_BODY = re.compile(
    r"\bamend(?:ments?\s+to|ed|s)?\s+the\s+(?P<name>(?:[A-Z][\w'’-]*\s+){1,5}Ordinance)\b"
)
# The part of it such a line names: a division's keyword and label (`Attachment A`, `Article IV`,
# `Sec. 7`), or a section named by its heading in capitals (`GENERAL section`).
NAMED_PART = re.compile(
    r"(?:(?P<kind>Attachment|Appendix|Exhibit|Schedule|Article|Section|Sec\.)\s+"
    r"(?P<label>[A-Z0-9][\w.-]*)|(?P<heading>[A-Z][A-Z ]{2,40}?)\s+section)\b"
)
# A caption that announces a new division by its number (`AN ORDINANCE ESTABLISHING A NEW CHAPTER
# OF THE CITY CODE OF THE CITY OF FRIDLEY, CHAPTER 127, ENTITLED …`): in a title and summary with
# no sentence naming a target, the one act it states.
NEW_DIVISION = re.compile(
    r"\b(?:establishing|adding|creating|enacting)\s+a\s+new\s+(?P<kind>chapter)\b"
    r"[^.;:]{0,120}?,?\s+(?P=kind)\s+(?P<number>\d+[A-Z]?(?:[.-]\d+[A-Z]?)*)\b",
    re.IGNORECASE,
)
CAPTION_CHARS = 600  # how far into the document its caption is looked for
SUMMARY_ONLY = (
    "read from a published summary, which states what the ordinance does without its text: "
    "nothing is applied until a person supplies the text from the ordinance itself"
)


def _sentences(text: str) -> list[tuple[str, int, int]]:
    """Each summary sentence: its verb, where it starts and where it ends."""
    found: list[tuple[str, int, int]] = []
    for match in SUMMARY_VOICE.finditer(text):
        stop = SENTENCE_END.search(text, match.end())
        end = stop.end() if stop is not None else len(text)
        found.append((match.group("verb"), match.start("subject"), end))
    return found


def _numbers(text: str, start: int, end: int, style: str) -> list[str]:
    words = sentence_words(text[start:end])
    return [normalize_number(m.group("number"), style) for m in NAMED_SECTION.finditer(words)]


def _extends(number: str, base: str) -> bool:
    """Whether `number` is `base` extended by a joint and more (`205.28.01` of `205.28`)."""
    return len(number) > len(base) and number.startswith(base) and number[len(base)] in ".-:"


def summary_instructions(context: Context, found: Sequence[Instruction]) -> list[Instruction]:
    """The instructions a summary's own voice states (see the module), in place of `found` when
    none of `found` names a target; else `found` unchanged."""
    if any(item.targets for item in found):
        return list(found)
    text = context.text
    sentences = _sentences(text)
    added = [
        number
        for verb, start, end in sentences
        if verb == "adds"
        for number in _numbers(text, start, end, context.style)
    ]
    read: list[tuple[Verb, str, int, int]] = []
    for verb, start, end in sentences:
        numbers = _numbers(text, start, end, context.style)
        if verb == "adds":
            read += [(Verb.ADD_SECTION, number, start, end) for number in numbers]
        elif verb == "repeals" and numbers:
            superseded = any(_extends(new, numbers[0]) for new in added)
            kind = Verb.REPEAL_SUPERSEDED if superseded else Verb.REPEAL
            read += [(kind, number, start, end) for number in numbers]
        elif verb == "amends" and len(numbers) == 1 and ADDING_WORDS.search(text, start, end):
            read.append((Verb.ADD_TEXT, numbers[0], start, end))
    if not read:
        return _outside_parts(context) or _new_division(context) or list(found)
    return [
        _instruction(context, index, verb, number, (start, end))
        for index, (verb, number, start, end) in enumerate(read, start=1)
    ]


def _instruction(
    context: Context, index: int, verb: Verb, number: str, span: tuple[int, int]
) -> Instruction:
    start, end = span
    return Instruction(
        id=f"{context.ordinance} summary.{index}",
        ordinance=context.ordinance,
        ordinance_section=None,
        verb=verb,
        targets=(Target(TargetKind.SECTION, number),),
        text="",
        span=context.span(start, end),
        heading=sentence_words(context.text[start:end]),
        flags=(SUMMARY_ONLY,),
    )


def _outside_parts(context: Context) -> list[Instruction]:
    """A notice's subject-less lines (`SUBJECTLESS`) that name parts (`NAMED_PART`) of the one
    uncodified ordinance it says was amended (`AMENDED_BODY`): each an amendment of that other
    body of law, flagged (the notice prints none of its text)."""
    text = context.text
    bodies = {match.group("name") for match in AMENDED_BODY.finditer(text)}
    if len(bodies) != 1:
        return []
    body = bodies.pop()
    found: list[Instruction] = []
    for line in SUBJECTLESS.finditer(text):
        part = NAMED_PART.match(line.group("rest"))
        if part is None:
            continue
        named = part.group("heading") + " section" if part.group("heading") else part.group(0)
        target = Target(TargetKind.ORDINANCE, f"{body}, {named}")
        index = len(found) + 1
        item = _instruction(context, index, Verb.REPLACE_SECTION, "", (line.start(), line.end()))
        found.append(replace(item, targets=(target,), outside=f"amends the {body}, not the code"))
    return found


def _new_division(context: Context) -> list[Instruction]:
    """The new division the caption announces by number (`NEW_DIVISION`), added (flagged)."""
    caption = NEW_DIVISION.search(context.text, 0, CAPTION_CHARS)
    if caption is None:
        return []
    item = _instruction(context, 1, Verb.ADD_CHAPTER, "", (caption.start(), caption.end()))
    target = Target(TargetKind.CHAPTER, caption.group("number"))
    return [replace(item, targets=(target,))]
