"""Divisions an instruction names only after its verb, its subject being the whole code.

`The Code of Ordinances … is hereby amended by adding a new chapter, to be numbered Chapter 33,
…` (Texas), `The Code … is amended by the amendment of Chapter 7, "Buildings," by the addition of
a new Article IX` (a new article in its chapter, the chapter only context), `The … City Code is
hereby amended as set forth in Exhibit A.` (the units only the caption names: flagged, their text
is in an exhibit), and a sentence that re-enacts `certain existing Chapters` over an item line
(`Repeal and Re-enact in its entirety:`) and the chapter's own heading (`CHAPTER 8`): the chapter
is replaced, flagged, since only the new text's heading names it.

Every division is read with the citation grammar (`parse_target_phrase`), as a sentence naming
it before the verb would be.
"""

from __future__ import annotations

import re

from parsers.ordinance.building import Context, make_instruction
from parsers.ordinance.choosing import Chosen
from parsers.ordinance.lists import several_sections
from parsers.ordinance.new_articles import article_in
from parsers.ordinance.targets import TargetPhrase, parse_target_phrase
from parsers.ordinance.verbs import NAMED_PART
from parsers.ordinance_records import Instruction, Target, TargetKind, Verb

# `by adding a new chapter, to be numbered Chapter 33`, `by the addition of a new Article IX`,
# `to enact a new Chapter 12`: the new division's kind and label. The kind word before the label
# may be OCR'd (`to be numbered Chupter 33`) and so is any word there; OCR's `now` for `new` too.
NEW_DIVISION = re.compile(
    r"\b(?:by\s+(?:adding|enacting|creating)|to\s+(?:add|enact|create)|"
    r"by\s+the\s+(?:addition|enactment|creation)\s+of)\s+(?:thereto\s+)?(?:a\s+)?n[eo]w\s+"
    r"(?P<kind>Chapter|Article)\b(?:\s*,?\s*to\s+be\s+(?:numbered|known\s+as|designated)\s+"
    r"(?:as\s+)?(?:[A-Z]\w{3,8}\W{0,2}\s+)?)?\s*"
    r"(?P<label>(?-i:[IVXLC]{1,7})|\d{1,3}(?:[.-]\d{1,3})?[A-Z]?)(?=[\s.,;:\"”]|$)",
    re.IGNORECASE,
)

# `as set forth in Exhibit A`, `as shown in the attached Attachment 1`, `as depicted in the attached
# pages`: the amendments stand in a document apart, which this one does not print.
IN_EXHIBIT = re.compile(
    r"\bas\s+(?:set\s+forth|shown|provided|described|specified|depicted)\s+in\s+"
    r"(?:(?:the\s+attached\s+)?(?:Exhibit|Attachment|Appendix)\b|the\s+attached\s+pages\b)",
    re.IGNORECASE,
)
# The units a caption in capitals names: `ARTICLE 2-50`, `ARTICLES 3-30, 4-05, AND 4-06`,
# `CHAPTERS 15 AND 16` (capitals: the caption's words, never the findings after it).
CAPTION_UNITS = re.compile(
    r"\b(?P<kind>ARTICLE|CHAPTER|SECTION)S?\s+(?P<numbers>\d[\w.-]*\w(?:(?:\s*,\s*(?:AND\s+)?|"
    r"\s+AND\s+)\d[\w.-]*\w)*)"
)
# One number of such a list.
CAPTION_NUMBER = re.compile(r"\d[\w.-]*\w")
# A list of sections a recital names (`WHEREAS, the Department of Law has reviewed proposed changes
# to Traffic Code sections 301.25, 301.52, …, and 351.04 of the Codified Ordinances`): where the
# caption names no unit, the units the exhibit amends, read only when one such list stands there.
RECITED_SECTIONS = re.compile(
    r"\bsections\s+(?P<numbers>\d[\d.\-]*\d(?:(?:\s*,\s*(?:and\s+)?|\s+and\s+)\d[\d.\-]*\d)+)",
    re.IGNORECASE,
)
# A caption's run of capitals: from `AMENDING` to the first lower-case word.
CAPTION = re.compile(r"\bAMENDING\b[^a-z]*")

# What an item line over the new text says (`Repeal and Re-enact in its entirety:`): the
# division under it is replaced.
REENACT_ITEM = re.compile(
    r"\s*(?:Repeal(?:ed)?\s+and\s+Re-?\s?enact(?:ed)?|Re-?\s?enact(?:ed)?|Replace[d]?)\b"
    r"[^:\n]{0,40}:[ \t]*\n",
    re.IGNORECASE,
)
# A chapter's own heading line at the top of the new text (`CHAPTER 8`, then its title).
CHAPTER_HEADING = re.compile(r"\s*CHAPTER[ \t]+(?P<number>\d{1,3}[A-Z]?|[IVXLC]{1,7})[ \t]*\n")
# Under such a chapter heading (and its title line), an item naming one article of it that is
# repealed and re-enacted (`Repeal in its entirety, Article IX - Illegal Discharges … and re-enact
# it with the following:`, Weld County CO): that article is replaced, not the chapter.
ARTICLE_ITEM = re.compile(
    r"(?:[^\n]*\n)?\s*Repeal(?:ed)?\s+in\s+its\s+entirety\s*,?\s+Article\s+"
    r"(?P<label>(?-i:[IVXLC]{1,7})|\d{1,3}[A-Z]?)(?=[\s,;:-])[^:]{0,200}?\bre-?\s?enact(?:ed)?\b"
    r"[^:\n]{0,40}:[ \t]*\n",
    re.IGNORECASE,
)
# The new text's own article heading (`ARTICLE IX`): it must print the label the item names.
ARTICLE_HEADING = re.compile(r"\s*ARTICLE[ \t]+(?P<label>[IVXLC]{1,7}|\d{1,3}[A-Z]?)[ \t]*\n")

IN_EXHIBIT_FLAG = (
    "the amendments stand in an exhibit the document does not print; the targets are the units "
    "its caption (else a recital) names: a person applies them"
)
FROM_HEADING_FLAG = (
    "the sentence names no chapter: the one replaced is read from the heading of the new text, "
    "so a person confirms the replacement"
)

# A section added to a division without a number of its own: `amended by adding the following
# section to Chapter 4.21.` (the codifier numbers it).
UNNUMBERED_SECTION = re.compile(
    r"^\s*by\s+adding\s+(?:thereto\s+)?(?:the\s+following|a\s+new)\s+section\s+to\s+"
    r"(?P<where>(?:the\s+)?(?:Chapter|Article)\s+\S+)",
    re.IGNORECASE,
)
UNNUMBERED_FLAG = "the sentence adds a section without a number: a person numbers it in {}"

# A new chapter added under no number of its own: `by adding the following Chapter thereto:`,
# its heading after the colon printing the number left blank (`CHAPTER _, INDUSTRIAL WASTES`) or
# none: the codifier numbers it (flagged, no target invented).
UNNUMBERED_CHAPTER = re.compile(
    r"^\s*by\s+(?:adding|enacting)\s+(?:thereto\s+)?the\s+following\s+(?:new\s+)?chapter"
    r"(?:\s+thereto)?\s*:\s*(?:CHAPTER\s*(?P<number>\d{1,3}[A-Z]?\b)?)?",
    re.IGNORECASE,
)
UNNUMBERED_CHAPTER_FLAG = (
    "the sentence adds a chapter its heading leaves unnumbered: a person numbers it"
)

# A change described in words after the verb, no new text: `by adding a dock as a permitted use
# in … Section 5.050 (h)`, `by deleting …` (`adds`: words added to the parts named).
DESCRIBED = re.compile(r"(?i)^\s*by\s+(?:(?P<adds>adding|including)|deleting|removing|changing)\b")
NO_TEXT_FLAG = "the amendment is described in words, without new text: a person must apply it"


def named_after_verb(
    chosen: Chosen, key: str, context: Context, tail: str, body: str
) -> Instruction | None:
    """The instruction whose division only the words after the verb or the new text name (see
    the module), a change described in words (`verbs.described`), or None."""
    found = NEW_DIVISION.search(tail)
    if found is not None:
        added = _new_division(chosen, key, context, tail, found, body)
        if added is not None:
            return added
    blank = UNNUMBERED_CHAPTER.match(tail)
    if blank is not None and blank.group("number") is None:
        return make_instruction(
            chosen.section,
            key,
            context,
            Verb.ADD_CHAPTER,
            (),
            body,
            flags=(UNNUMBERED_CHAPTER_FLAG,),
        )
    unnumbered = UNNUMBERED_SECTION.search(tail)
    if unnumbered is not None:
        return _unnumbered_section(chosen, key, context, unnumbered, body)
    words = described(chosen, key, context, tail)
    if words is not None:
        return words
    if IN_EXHIBIT.search(tail):
        return _in_exhibit(chosen, key, context, body)
    return _reenacted_chapter(chosen, key, context, body)


def _one(phrase: str, context: Context, kind: TargetKind) -> Target | None:
    """The one target of `kind` the citation grammar reads in `phrase`, or None."""
    targets = parse_target_phrase(phrase, context.title, context.style, context.scheme).targets
    return targets[0] if len(targets) == 1 and targets[0].kind is kind else None


def _new_division(
    chosen: Chosen, key: str, context: Context, tail: str, found: re.Match[str], body: str
) -> Instruction | None:
    label = found.group("label").upper()
    if found.group("kind").lower() == "chapter":
        chapter = _one(f"Chapter {label}", context, TargetKind.CHAPTER)
        if chapter is None:
            return None
        return make_instruction(chosen.section, key, context, Verb.ADD_CHAPTER, (chapter,), body)
    # `by the amendment of Chapter 7, "Buildings," by the addition of a new Article IX`
    chapter = _one(tail[: found.start()], context, TargetKind.CHAPTER)
    if chapter is None:
        return None
    article = article_in(chapter, label)
    return make_instruction(chosen.section, key, context, Verb.ADD_CHAPTER, (article,), body)


def _in_exhibit(chosen: Chosen, key: str, context: Context, body: str) -> Instruction:
    caption = CAPTION.search(context.text, 0, chosen.section.start)
    targets: list[Target] = []
    for unit in CAPTION_UNITS.finditer(caption.group(0) if caption else ""):
        for number in CAPTION_NUMBER.findall(unit.group("numbers")):
            phrase = f"{unit.group('kind').title()} {number}"
            named = parse_target_phrase(phrase, context.title, context.style, context.scheme)
            targets += named.targets
    recited = list(RECITED_SECTIONS.finditer(context.text, 0, chosen.section.start))
    if not targets and len(recited) == 1:
        numbers = several_sections(f"Sections {recited[0].group('numbers')}", context.style)
        targets = [Target(TargetKind.SECTION, number) for number in numbers]
    sections = bool(targets) and all(t.kind is TargetKind.SECTION for t in targets)
    return make_instruction(
        chosen.section,
        key,
        context,
        Verb.REPLACE_SECTION if sections else Verb.REPLACE_PART,
        tuple(dict.fromkeys(targets)),
        body,
        flags=(IN_EXHIBIT_FLAG,),
    )


def _reenacted_chapter(chosen: Chosen, key: str, context: Context, body: str) -> Instruction | None:
    item = REENACT_ITEM.match(body)
    heading = CHAPTER_HEADING.match(body, item.end() if item else 0)
    if heading is None:
        return None
    chapter = _one(f"Chapter {heading.group('number')}", context, TargetKind.CHAPTER)
    if chapter is None:
        return None
    if item is None:
        return _reenacted_article(chosen, key, context, body, heading.end(), chapter)
    named = TargetPhrase((chapter,), None, ())
    return make_instruction(
        chosen.section,
        key,
        context,
        Verb.REPLACE_CHAPTER,
        named.targets,
        body[heading.start() :],
        flags=(FROM_HEADING_FLAG,),
    )


def _reenacted_article(
    chosen: Chosen, key: str, context: Context, body: str, start: int, chapter: Target
) -> Instruction | None:
    """The article of `chapter` an item under its heading repeals and re-enacts
    (`ARTICLE_ITEM`), when the new text opens with that article's own heading; else None."""
    item = ARTICLE_ITEM.match(body, start)
    new = ARTICLE_HEADING.match(body, item.end()) if item is not None else None
    if item is None or new is None or new.group("label").upper() != item.group("label").upper():
        return None
    article = article_in(chapter, item.group("label"))
    return make_instruction(
        chosen.section,
        key,
        context,
        Verb.REPLACE_CHAPTER,
        (article,),
        body[new.start() :],
        flags=(FROM_HEADING_FLAG,),
    )


def described(chosen: Chosen, key: str, context: Context, tail: str) -> Instruction | None:
    """`The Land Development Ordinance is amended by adding a dock as a permitted use in …
    Section 5.050 (h) and … Section 5.060 (c)`: the named parts, flagged (no new text)."""
    if (found := DESCRIBED.match(tail)) is None:
        return None
    first_sentence = re.split(r"(?<=[a-z)])\.\s", tail, maxsplit=1)[0]
    targets = [
        Target(
            TargetKind.SUBSECTION if m.group("labels").strip() else TargetKind.SECTION,
            m.group("number") + "".join(m.group("labels").split()),
        )
        for m in NAMED_PART.finditer(first_sentence)
    ]
    if not targets:
        return None
    verb = Verb.REPLACE_PART if targets[0].kind is TargetKind.SUBSECTION else Verb.REPLACE_SECTION
    if found.group("adds"):  # words added to each part named (`by adding a dock as a … use`)
        verb = Verb.ADD_TEXT
    return make_instruction(
        chosen.section, key, context, verb, tuple(targets), "", flags=(NO_TEXT_FLAG,)
    )


def _unnumbered_section(
    chosen: Chosen, key: str, context: Context, found: re.Match[str], body: str
) -> Instruction | None:
    """A section added without a number to the division `UNNUMBERED_SECTION` names: the new
    section of that division, flagged (never given a guessed number)."""
    phrase = found.group("where").rstrip(".,;:")
    kinds = (TargetKind.CHAPTER, TargetKind.ARTICLE)
    into = next((t for kind in kinds if (t := _one(phrase, context, kind)) is not None), None)
    if into is None:
        return None
    flag = UNNUMBERED_FLAG.format(f"{into.kind.value} {into.id}")
    return make_instruction(
        chosen.section, key, context, Verb.ADD_SECTION, (into,), body, flags=(flag,)
    )
