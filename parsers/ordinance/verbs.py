"""Instruction forms beyond `amended to read`: word edits, new parts by label, added sections read
from the new text, descriptive amendments, and amendments of other bodies of law. Each returns
finished `Instruction`s; what the sentence leaves open is a flag, never a guess."""

from __future__ import annotations

import re
from dataclasses import replace

from parsers.ordinance.bodies import definition_terms, strip_leading_section_heading, top_labels
from parsers.ordinance.building import Context, make_instruction
from parsers.ordinance.choosing import WALK_DOWN, Chosen, body_section_heads
from parsers.ordinance.cleaning import clean_new_text
from parsers.ordinance.lists import is_range, several_sections
from parsers.ordinance.new_articles import new_article
from parsers.ordinance.outline_paths import is_outline
from parsers.ordinance.outside_items import repealed_labels
from parsers.ordinance.part_labels import restated_parts
from parsers.ordinance.rezoning import parse_rezoning
from parsers.ordinance.sections import RawSection
from parsers.ordinance.targets import (
    RANGE_FLAG,
    TargetPhrase,
    parse_target_phrase,
    section_order_key,
)
from parsers.ordinance_records import Instruction, Target, TargetKind, Verb
from parsers.records import ParseIssue, Severity
from parsers.schemes import ANY_NUMBER, FOUR_LEVEL

# `by adding a new subsection (g)`, `by adding a new subdivision h`, `a new clause (iii)`, `to
# add subsection (a)(1)(B)` (a path of labels below the section), `to create a new Subsection
# (a)` (Ohio), `by inserting a new subsection (D)`, `by the addition of a new subsection (D)`,
# `by adding thereto a new subsection to be known as subsection 9` (Kentucky), `by adding (3) as
# follows:` (the label alone, its new text following): the label of the part added (never the
# first group of a section's number, `a new subsection 18. 22(9)`: `spelled.ADDING_PART`). (A `new`
# section is a part only when `new` says so: `to add section 5.12.030` adds a section.)
# One level of a part's label (`a` of `(a)(1)(B)`, `g` of a bare `g`).
LABEL_LEVEL = re.compile(r"[A-Za-z0-9]{1,5}")
NEW_PART = re.compile(
    r"\b(?:by\s+(?:adding|creating|inserting)|to\s+(?:add|create|insert)|by\s+the\s+"
    r"(?:addition|insertion|inclusion)\s+of)\s+(?:thereto\s+)?"
    r"(?:(?:a\s+)?(?:new\s+(?:sub)?(?:section|division|paragraph|clause|subparagraph|item)|"
    r"(?:new\s+)?(?:sub(?:section|division|paragraph)|paragraph|clause|item))\s+"
    r"(?:to\s+be\s+known\s+as\s+(?:sub)?"
    r"(?:section|division|paragraph)\s+)?|(?=\([A-Za-z0-9]{1,5}\)\s+as\s+follows\b))"
    r"(?P<label>(?:\([A-Za-z0-9]{1,5}\)){2,}|\(?[A-Za-z0-9]{1,5}\)?)(?=[\s,;:]|\.(?!\s?\d)|$)",
    re.I,
)

# `is amended by adding a dock as a permitted use in … Section 5.050 (h)`: a change described in
# words; the parts it names are the targets (`Section 5.050 (h)`, `Sections 5.070`), numbered in a
# scheme of the registry (`parsers.schemes`).
NAMED_PART = re.compile(
    rf"\bSections?\s+(?P<number>{FOUR_LEVEL}|{ANY_NUMBER})(?P<labels>(?:\s?\([A-Za-z0-9]{{1,5}}\))*)",
    re.I,
)
# `by adding the following language to 1307.01`, `by adding thereto the following:`, `by adding
# a new sentence`: words added to a division without a number of their own (a labelled part,
# `a new subsection (g)`, is `NEW_PART`; a new section is an added section).
# (`to add the following sentence after the existing second sentence`: the infinitive only
# with words named, since `to add the following subsections` adds parts.)
# So is `to add a definition` (one definition, no label named: text of the definitions section;
# `to add the following definitions` adds parts); so is `by adding new definitions to be
# appropriately inserted` (Maui: terms placed among the others), `by the addition of a new
# provision reading as follows` (Clark County NV), `by the addition of the following:` (Indiana).
# So is `by declaring a speed limit on the following streets`, `by designating the following
# intersections`: entries added to a schedule or list the division keeps; and `to include:`.
ADDS_TEXT = re.compile(
    r"(?:\bby\s+adding\s+(?:thereto\s+)?(?:the\s+following\b"
    r"(?!\s+(?:new\s+)?(?:section|subsections?|subdivisions?|definitions?|chapters?|articles?)\b)"
    r"(?:\s+(?:language|words|text|"
    r"sentences?|paragraphs?))?|(?:a\s+|the\s+)?(?:new\s+)?(?:language|words|text|"
    r"sentences?)\b)|\bto\s+add\s+(?:the\s+following\s+|a\s+|the\s+)?(?:new\s+)?"
    r"(?:language|words|text|sentences?)\b|\bto\s+add\s+a\s+(?:new\s+)?definition\b"
    r"|\bby\s+adding\s+(?:a\s+)?new\s+definitions?\b"
    r"|\bby\s+the\s+addition\s+of\s+(?:(?:a\s+)?new\s+(?:provisions?|language|text|words)\b"
    r"|the\s+following\b(?!\s+(?:new\s+)?(?:sections?|subsections?|subdivisions?|definitions?|"
    r"chapters?|articles?)\b))"
    r"|\bby\s+(?:declaring|designating|establishing|listing)\b[^:.;]{0,80}?\bthe\s+following\s+"
    r"(?:[A-Z]?[a-z]+\s+){0,3}[a-z]+s\b|\bto\s+include(?=\s*:))(?P<where>[^:]*)",
    re.IGNORECASE,
)
# `supplements to Chapter 122`, `additions to Chapter 5`: what a sentence adds to a division.
ADDED_TO = re.compile(
    r"\b(?:supplements?|additions?|amendments?)\s+to\s+(?:the\s+)?Chapter\b", re.I
)
CHAPTER_WORD = re.compile(r"\bchapter\b", re.IGNORECASE)


# The parts of another law a sentence's tail amends one by one, each its own instruction: `by
# amending Condition number 4 and adding a new Conditions number 5`, `by revising Paragraph 3`,
# `adding a new Section ii, and renumbering the current Section ii` (a unit word, then its number).
OUTSIDE_UNIT = re.compile(
    r"\b(?P<verb>amending|adding|deleting|repealing|revising|replacing|renumbering)\s+"
    r"(?:a\s+|the\s+(?:current|existing)\s+)?(?:new\s+)?"
    r"(?P<unit>[A-Z][a-z]+?)s?\s+(?:(?:number|no\.)\s*)?"
    r"(?P<number>\d[\w.-]*\w|\d|(?-i:[ivxlc]{1,6}|[IVXLC]{1,6})\b)"
)

# The new numbers of another law's sections renumbered one by one (`… shall be re-numbered as
# Sections 22, 23, 24, 25, 26 and 27 respectively`): each pairs with the sentence's target in turn.
NEW_NUMBERS = re.compile(
    r"^\s*(?:as|to)\s+Sections?\s+(?P<numbers>\d[\w.-]*(?:\s*,?\s*(?:and\s+)?\d[\w.-]*)*)"
)


def _renumbered_to(chosen: Chosen, count: int) -> list[Target | None]:
    """The new number of each of `count` sections of another law a renumbering names, in
    order, when the sentence gives as many (`NEW_NUMBERS`); else none."""
    assert chosen.outside is not None and chosen.reading is not None
    found = NEW_NUMBERS.match(chosen.reading.tail)
    numbers = re.findall(r"\d[\w.-]*", found.group("numbers")) if found else []
    if len(numbers) != count:
        return [None] * count
    base = chosen.outside.target  # `Ordinance 2154, Section 21`: the law is before the comma
    law = base.id.split(",", 1)[0]
    return [Target(base.kind, f"{law}, Section {number}") for number in numbers]


def outside(chosen: Chosen, key: str, context: Context, verb: Verb, body: str) -> list[Instruction]:
    """An amendment of another body of law: recorded with its reason, never applied here; one
    instruction for each part of it the sentence amends by name (`… is hereby amended by amending
    Condition number 4 and adding a new Conditions number 5`)."""
    assert chosen.outside is not None
    target = chosen.outside.target
    tail = chosen.reading.tail if chosen.reading is not None else ""
    edits = dict.fromkeys(
        (m.group("verb"), f"{m.group('unit')} {m.group('number')}")
        for m in OUTSIDE_UNIT.finditer(tail)
    )
    named = [Target(target.kind, f"{target.id}, {unit}") for _, unit in edits]
    found: list[Instruction] = []
    if not named and (repealed := repealed_labels(target, tail)):  # `by repealing … b and c`
        named, verb = repealed, Verb.REPEAL
    targets = named or list(chosen.outside.targets)
    renumbers = chosen.reading is not None and chosen.reading.verb == "renumbered"
    moved = _renumbered_to(chosen, len(targets)) if renumbers else [None] * len(targets)
    words = [word for word, _ in edits] or [""] * len(targets)
    for index, (one, word) in enumerate(zip(targets, words, strict=True)):
        part_key = key if index == 0 else f"{key}.{index + 1}"
        one_verb = Verb.RENUMBER if renumbers or word == "renumbering" else verb
        made = make_instruction(chosen.section, part_key, context, one_verb, (one,), body)
        flags, why = made.flags + chosen.outside.flags, chosen.outside.reason
        found.append(replace(made, outside=why, renumbered_to=moved[index], flags=flags))
    return found


def new_part(
    chosen: Chosen, key: str, context: Context, label: str, body: str
) -> Instruction | None:
    """`Section 27-2053 … is amended by adding a new subdivision d`: the part `27-2053(d)`."""
    targets = chosen.named.targets
    if len(targets) != 1 or targets[0].kind not in {TargetKind.SECTION, TargetKind.SUBSECTION}:
        return None
    path = "".join(f"({level})" for level in LABEL_LEVEL.findall(label))
    joint = "." if is_outline(targets[0].id) else ""  # an outline path's levels: `….e.(3)`
    part = Target(TargetKind.SUBSECTION, f"{targets[0].id}{joint}{path}")
    return make_instruction(
        chosen.section,
        key,
        context,
        Verb.ADD_PART,
        (part,),
        body,
        target_title=chosen.named.title,
        labels=(path,),
    )


def added_sections(
    chosen: Chosen, key: str, context: Context, body: str, phrase: str
) -> list[Instruction] | None:
    """Sections added whose numbers the new text gives (`The following Sections are hereby
    added:`, or a range `Sections 7.400 through 7.440 are added after Section 7.336`): one
    instruction per section heading in the new text (within the range, if one is named)."""
    clean = clean_new_text(body).text
    heads = body_section_heads(clean, context.style)
    named = [t.id for t in chosen.named.targets if t.kind is TargetKind.SECTION]
    ranged = is_range(phrase) and len(named) >= 1
    if ranged:
        low, high = section_order_key(named[0]), section_order_key(named[-1])
        heads = [(n, at) for n, at in heads if low <= section_order_key(n) <= high]
    elif named:
        return None
    if not heads:
        if ranged:
            return [
                make_instruction(
                    chosen.section,
                    key,
                    context,
                    Verb.ADD_SECTION,
                    chosen.named.targets,
                    body,
                    flags=(RANGE_FLAG,),
                )
            ]
        return None
    bounds = [at for _, at in heads[1:]] + [len(clean)]
    found: list[Instruction] = []
    for index, ((number, at), end) in enumerate(zip(heads, bounds, strict=True), start=1):
        text, title = strip_leading_section_heading(clean[at:end], number)
        one = make_instruction(
            chosen.section,
            f"{key}.{index}" if len(heads) > 1 else key,
            context,
            Verb.ADD_SECTION,
            (Target(TargetKind.SECTION, number),),
            clean[at:end],
            target_title=title,
        )
        found.append(replace(one, text=text))
    return found


def from_new_text(chosen: Chosen, context: Context, body: str) -> TargetPhrase:
    """The target a section heading at the top of the new text names (`Section 5.020 Flood
    Hazard District.`), when the sentence names only the code as a whole."""
    clean = WALK_DOWN.sub("", clean_new_text(body).text, count=1)  # `Title 2 - …` lines over it
    heads = body_section_heads(clean, context.style)
    if len(heads) != 1 or heads[0][1] != 0:
        return chosen.named
    return TargetPhrase((Target(TargetKind.SECTION, heads[0][0]),), None, ())


def with_repeated_terms(
    added: Instruction, context: Context
) -> tuple[list[Instruction], list[ParseIssue]]:
    """A definition's second paragraph printed with its term again is worth a look, not a
    flag: the text is still what the ordinance adds."""
    _, repeated = definition_terms(added.text)
    notes = [
        ParseIssue(
            context.document,
            added.id,
            Severity.INFO,
            "definition-repeated",
            "terms printed more than once: " + "; ".join(repeated),
        )
        for _ in (1,)
        if repeated
    ]
    return [added], notes


def rezone(section: RawSection, key: str, context: Context) -> Instruction:
    """A zoning-map amendment: the parcels it rezones."""
    # A rezoning's heading may hold part of the listing (`… is amended to rezone 2 parcels.`).
    listing = context.text[section.heading_start : section.end]
    rezoning = parse_rezoning(listing)
    instruction = make_instruction(
        section,
        key,
        context,
        Verb.REZONE,
        (Target(TargetKind.ZONING_MAP, "Zoning Map"),),
        context.text[section.heading_end : section.end],
        flags=rezoning.flags,
    )
    return replace(instruction, parcels=rezoning.parcels)


# The divisions an added text can be whole of: a new chapter, article or title of the code.
WHOLE_ADDED = frozenset({TargetKind.CHAPTER, TargetKind.ARTICLE, TargetKind.TITLE})


def add_section_instruction(
    section: RawSection,
    key: str,
    context: Context,
    named: TargetPhrase,
    adds: re.Match[str] | None,
    body: str,
) -> Instruction:
    """`Chapter X is amended to add Section Y to read as follows:` or `Section Y is added`."""
    added = (
        parse_target_phrase(adds.group("what"), context.title, context.style, context.scheme)
        if adds is not None
        else named
    )
    targets = added.targets
    if adds is not None and [t.kind for t in targets] == [TargetKind.ARTICLE]:
        article = new_article(section, key, context, named, body)  # `17-14`, in its chapter
        if article is not None:
            return article
    clean = clean_new_text(body).text
    title = added.title if adds is None else None
    flags: tuple[str, ...] = ()
    if not targets:
        flags = ("no section number could be read for the added section",)
    elif targets[0].kind is TargetKind.SECTION:
        clean, heading_title = strip_leading_section_heading(clean, targets[0].id)
        title = title or heading_title
    # `Chapter 13.13 … is enacted to provide as follows`, `by adding a new Chapter 2.10`, `Article
    # 2 of Chapter 11 … is hereby adopted` (a whole division, the article `11-2`); but `The
    # following supplements to Chapter 122 … are hereby adopted` adds to the chapter, at a place
    # the sentence does not name. `Title 22 … is hereby added to the … Code` adds a whole title.
    whole = len(targets) == 1 and targets[0].kind in WHOLE_ADDED
    verb = Verb.ADD_CHAPTER if whole else None
    if verb is not None and adds is None and ADDED_TO.search(section.heading):
        supplemented = supplemented_sections(targets[0].id, body)
        if supplemented:
            return supplements(section, key, context, supplemented, body)
        verb, flags = None, (*flags, f"what is added to chapter {targets[0].id} is not named")
    instruction = make_instruction(
        section,
        key,
        context,
        verb or Verb.ADD_SECTION,
        targets,
        body,
        target_title=title,
        flags=flags,
    )
    return replace(instruction, text=clean)


def supplemented_sections(chapter: str, body: str) -> tuple[str, ...]:
    """The sections of `chapter` whose headings (`§ 122-1.-Definitions.`, `Section 5.04`) start
    lines of a supplement's text, in order: what `The following supplements to Chapter 122 are
    hereby adopted` adds to."""
    heading = re.compile(
        r"^[ \t>#]*(?:Section|SECTION|Sec\.|§)[ \t]*"
        rf"(?P<number>{re.escape(chapter)}[-.]\d+[A-Za-z]?)(?![\w-])",
        re.MULTILINE,
    )
    return tuple(dict.fromkeys(match.group("number") for match in heading.finditer(body)))


def supplements(
    section: RawSection, key: str, context: Context, numbers: tuple[str, ...], body: str
) -> Instruction:
    """Supplements to a chapter that reprint its sections with what they add: text added to
    those sections, at places the sentence does not name (the reprint holds old and new words
    alike), so a person places them."""
    targets = tuple(Target(TargetKind.SECTION, number) for number in numbers)
    where = ", ".join(numbers)
    return make_instruction(
        section,
        key,
        context,
        Verb.ADD_TEXT,
        targets,
        body,
        flags=(
            f"the supplement reprints {where} with what it adds: a person places the new words",
        ),
    )


def add_part_instruction(
    section: RawSection, key: str, context: Context, named: TargetPhrase, body: str
) -> Instruction:
    """New definitions or subsections added to a section; labels are the terms or labels added."""
    targets = named.targets
    if len(targets) == 1 and targets[0].kind is TargetKind.SECTION:
        parts = restated_parts(targets[0].id, body)  # `Section 3-241 (F) :` heads the new text
        targets = tuple(Target(TargetKind.SUBSECTION, part) for part in parts) or targets
    instruction = make_instruction(
        section, key, context, Verb.ADD_PART, targets, body, target_title=named.title
    )
    terms, _ = definition_terms(instruction.text)
    labels = named.labels or terms or tuple(f"({label})" for label in top_labels(instruction.text))
    return replace(instruction, labels=labels)


def added_text(
    chosen: Chosen, key: str, context: Context, adds: re.Match[str], body: str
) -> Instruction:
    """`… is amended by adding the following language to 1307.01 …`: the new text is added to
    the division the sentence names (before its verb, or after the words `to`/`in`); to each
    section a plural phrase lists (`… Prohibited Uses in Sections 3.24.140, 3.24.145, …`)."""
    named, phrase = chosen.named, chosen.section.heading
    if listed := several_sections(chosen.reading.phrase if chosen.reading else "", context.style):
        named = TargetPhrase(tuple(Target(TargetKind.SECTION, n) for n in listed), None, ())
    if not named.targets:
        phrase = adds.group("where")
        named = parse_target_phrase(phrase, context.title, context.style, context.scheme)
    # Words are added to a section: a bare two-part number (`to 1307.01`) is one, unless the
    # sentence calls it a chapter.
    one = named.targets[0] if len(named.targets) == 1 else None
    if one is not None and one.kind is TargetKind.CHAPTER and CHAPTER_WORD.search(phrase) is None:
        named = replace(named, targets=(Target(TargetKind.SECTION, one.id),))
    flags: tuple[str, ...] = (
        () if named.targets else ("no target could be read for the added text",)
    )
    if not clean_new_text(body).text.strip():  # the entries share the sentence's line (OCR)
        flags += ("the added text is not set apart after the sentence: a person places it",)
    return make_instruction(
        chosen.section,
        key,
        context,
        Verb.ADD_TEXT,
        named.targets,
        body,
        target_title=named.title,
        flags=flags,
    )
