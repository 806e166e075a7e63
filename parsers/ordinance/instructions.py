"""The amendment parser: each amending section of an ordinance into explicit `Instruction`s.

The instruction sentence (`Section 17.62.030 Limited Term Permit is amended to read as follows:`)
gives the verb and the target; the new text after it is cleaned of page furniture and read to
settle what the sentence leaves open (a whole section or an excerpt of it, which tables a chapter
amendment reprints). Anything the parser cannot reconcile becomes a flag on the instruction —
never a silent guess — and the engine leaves flagged instructions unapplied.

Forms covered: `is amended to read as follows`, `is amended as follows`, `(excerpt)`, `is amended
to add Section X to read as follows`, `is hereby amended to include new definitions`, a table
`amended to modify the land uses of: a; b; c to read as follows`, `is hereby repealed`, a whole
chapter, a chapter amendment that reprints its tables, and a zoning-map rezoning of parcels.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from dataclasses import dataclass, replace

from rapidfuzz import fuzz

from parsers.ordinance.bodies import (
    definition_terms,
    is_first_label,
    section_numbers,
    starts_with_label,
    strip_leading_chapter_heading,
    strip_leading_section_heading,
    table_caption_line,
    table_captions,
    table_chunks,
    table_row_names,
    top_labels,
)
from parsers.ordinance.cleaning import clean_new_text
from parsers.ordinance.rezoning import parse_rezoning
from parsers.ordinance.sections import RawSection
from parsers.ordinance.targets import (
    TargetPhrase,
    is_range,
    parse_target_phrase,
    several_sections,
    table_id,
)
from parsers.records import (
    Instruction,
    OrdinanceSectionKind,
    ParseIssue,
    Severity,
    SourceSpan,
    Target,
    TargetKind,
    Verb,
)

# The verb of an instruction sentence: `is amended`, `are hereby amended`, `is repealed`, `is
# added`. What precedes it is the target phrase; what follows says how (`to add Section …`).
VERB_PHRASE = re.compile(
    r"\b(?:is|are|shall\s+be)\s+(?:hereby\s+)?(?P<verb>amended|repealed|deleted|rescinded|added)\b",
    re.IGNORECASE,
)

# `is hereby repealed and replaced (in its entirety)`, `repealed and reenacted`: not a repeal.
REPLACED_TOO = re.compile(r"^\s*(?:in\s+its\s+entirety\s+)?and\s+(?:replaced|re-?enacted)\b", re.I)

# `amended to add Section 17.28.080 to read as follows` (also `a new Section`, a chapter).
ADDS_SECTION = re.compile(
    r"\bto\s+add\s+(?:a\s+)?(?:new\s+)?(?P<what>(?:Section|Chapter|Article|§)\s*[\d.\s-]*\d)",
    re.IGNORECASE,
)

# `amended to include new definitions`, `to add the following subsection`: new parts of a section.
ADDS_PART = re.compile(
    r"\bto\s+(?:include|add)\s+(?:the\s+following\s+)?(?:a\s+)?(?:new\s+)?"
    r"(?:definitions?|subsections?|paragraphs?|terms?|subdivisions?)\b",
    re.IGNORECASE,
)

# `amended to modify the land uses of: a; b; c to read as follows` — the rows a table amendment
# names, up to `to read` (or the end).
MODIFIES_ROWS = re.compile(
    r"\bto\s+(?:modify|amend|revise|change)\s+the\s+(?:land\s+uses|uses|rows|entries)\s+"
    r"(?:of|for)\s*:?\s*(?P<rows>.*?)(?:\s+to\s+read\b|\s*$)",
    re.IGNORECASE | re.S,
)

# A shared-head row list: `Medical services-Doctors office and -Clinic, urgent care` names two
# rows, `Medical services-Doctors office` and `Medical services-Clinic, urgent care`.
SHARED_HEAD = re.compile(
    r"^(?P<head>[^-–]+?)\s*[-–]\s*(?P<first>.+?)\s+and\s+[-–]\s*(?P<second>.+)$"
)

# `(excerpt)` or `(in part)` after `as follows`: the new text is part of the target.
EXCERPT = re.compile(r"\((?:excerpt|in\s+part)\)", re.IGNORECASE)

NEWLINE = re.compile(r"\n")

# A section's own number at the start of a line of new text: `§ 17.36.010. Purposes.`,
# `17.36.020 Applicability` — where each section of a several-section amendment begins.
SECTION_LINE = re.compile(r"^§?[ \t]*(?P<number>\d+(?:\.\d+){2})\b(?!\.\d)", re.MULTILINE)

# Letters and digits only, for comparing a named table row with the reprinted table.
NON_ALNUM = re.compile(r"[^0-9a-z]+")

# How the flags about the parser's own reading of the sentence begin; a sidecar that supplies the
# reading clears them (see `sidecar.py`).
NO_VERB = "no amending verb (amended, repealed, added) in the section's heading"
NO_TARGET = "no target could be read from the instruction sentence"
LABELS_DISAGREE = "the instruction names"
RANGE_FLAG = "a range of sections: list them, or split the instruction, with a sidecar"
READING_FLAGS = (NO_VERB, NO_TARGET, LABELS_DISAGREE, RANGE_FLAG)

SHORT_NOTE_LINES = 3  # a table "amendment" this short that reprints no table is only a note
ROW_MATCH_THRESHOLD = 90  # rapidfuzz partial ratio a named row needs to be found in the body


@dataclass(frozen=True, slots=True)
class Context:
    """What every instruction of one ordinance shares."""

    ordinance: str
    document: str
    title: str | None  # the title number the ordinance amends (`17`), from its text
    text: str
    line_starts: tuple[int, ...]

    def span(self, start: int, end: int) -> SourceSpan:
        return SourceSpan(
            self.document,
            start,
            end,
            first_line=bisect_right(self.line_starts, start),
            last_line=bisect_right(self.line_starts, max(start, end - 1)),
        )


def line_starts(text: str) -> tuple[int, ...]:
    return (0, *(match.end() for match in NEWLINE.finditer(text)))


def section_key(section: RawSection, occurrence: int) -> str:
    """`§12`, or `§7 (2)` for the second section printed with the number 7."""
    number = "?" if section.number is None else str(section.number)
    return f"§{number}" if occurrence <= 1 else f"§{number} ({occurrence})"


def parse_instructions(
    section: RawSection, key: str, context: Context
) -> tuple[list[Instruction], list[ParseIssue]]:
    """The instructions one amending or rezoning section gives."""
    if section.kind is OrdinanceSectionKind.REZONING:
        return [_rezone(section, key, context)], []
    body = context.text[section.heading_end : section.end]
    verb_match = VERB_PHRASE.search(section.heading)
    if verb_match is None:
        instruction = _instruction(
            section,
            key,
            context,
            Verb.REPLACE_SECTION,
            (),
            body,
            flags=(NO_VERB,),
        )
        return [instruction], [_issue(context, section, "instruction-unread", instruction.flags[0])]
    phrase = section.heading[: verb_match.start()]
    tail = section.heading[verb_match.end() :]
    verb_word = verb_match.group("verb").lower()
    named = parse_target_phrase(phrase, context.title)
    many = several_sections(phrase)
    if many:
        named = replace(named, targets=tuple(Target(TargetKind.SECTION, n) for n in many))
    if verb_word in {"repealed", "deleted", "rescinded"} and REPLACED_TOO.search(tail):
        # `repealed and replaced (with a new Chapter X) to read as follows`: a replacement.
        verb_word = "amended"
        tail = REPLACED_TOO.sub("", tail, count=1)
    if many:
        named = TargetPhrase(named.targets, None, ())  # the words after the numbers are no title
    if verb_word in {"repealed", "deleted", "rescinded"}:
        ranged = bool(many) and is_range(phrase)
        return [
            _instruction(
                section,
                key,
                context,
                Verb.REPEAL,
                named.targets,
                "",
                target_title=named.title,
                labels=named.labels,
                flags=(RANGE_FLAG,) if ranged else (),
            )
        ], []
    adds = ADDS_SECTION.search(tail)
    if adds is not None or verb_word == "added":
        return [_add_section(section, key, context, named, adds, body)], []
    if ADDS_PART.search(tail):
        added = _add_part(section, key, context, named, body)
        # A definition's second paragraph printed with its term again is worth a look, not a
        # flag: the text is still what the ordinance adds.
        _, repeated = definition_terms(added.text)
        notes = (
            [
                ParseIssue(
                    context.document,
                    added.id,
                    Severity.INFO,
                    "definition-repeated",
                    "terms printed more than once: " + "; ".join(repeated),
                )
            ]
            if repeated
            else []
        )
        return [added], notes
    rows = MODIFIES_ROWS.search(tail)
    if rows is not None or (named.targets and named.targets[0].kind is TargetKind.TABLE):
        return [_amend_table(section, key, context, named, rows, body)], []
    if not named.targets:
        instruction = _instruction(
            section,
            key,
            context,
            Verb.REPLACE_SECTION,
            (),
            body,
            flags=(NO_TARGET,),
        )
        return [instruction], [_issue(context, section, "instruction-unread", instruction.flags[0])]
    if many:
        return _several_sections(section, key, context, named, tail, body, is_range(phrase)), []
    kind = named.targets[0].kind
    if kind is TargetKind.CHAPTER:
        return _chapter(section, key, context, named, body), []
    if kind is TargetKind.SUBSECTION:
        return [_replace_part(section, key, context, named, named.targets, body)], []
    return [_section(section, key, context, named, tail, body)], []


def _issue(context: Context, section: RawSection, code: str, message: str) -> ParseIssue:
    return ParseIssue(
        context.document,
        f"SECTION {section.number}, chars {section.start}-{section.end}",
        Severity.WARNING,
        code,
        message,
    )


def _instruction(
    section: RawSection,
    key: str,
    context: Context,
    verb: Verb,
    targets: tuple[Target, ...],
    raw_body: str,
    *,
    span: tuple[int, int] | None = None,
    target_title: str | None = None,
    labels: tuple[str, ...] = (),
    rows: tuple[str, ...] = (),
    flags: tuple[str, ...] = (),
) -> Instruction:
    clean = clean_new_text(raw_body)
    start, end = span if span is not None else (section.start, section.end)
    return Instruction(
        id=f"{context.ordinance} {key}",
        ordinance=context.ordinance,
        ordinance_section=section.number,
        verb=verb,
        targets=targets,
        text=clean.text,
        span=context.span(start, end),
        heading=section.heading,
        target_title=target_title,
        labels=labels,
        rows=rows,
        flags=flags,
        notes=clean.notes,
    )


def _section(
    section: RawSection, key: str, context: Context, named: TargetPhrase, tail: str, body: str
) -> Instruction:
    """A section `amended (to read) as follows`: the whole section, or the parts the body gives."""
    number = named.targets[0].id
    clean = clean_new_text(body).text
    clean, heading_title = strip_leading_section_heading(clean, number)
    named = replace(named, title=named.title or heading_title)
    labels = top_labels(clean)
    partial = bool(EXCERPT.search(tail)) or (
        bool(labels) and starts_with_label(clean) and not is_first_label(labels[0])
    )
    if not partial:
        instruction = _instruction(
            section,
            key,
            context,
            Verb.REPLACE_SECTION,
            named.targets,
            body,
            target_title=named.title,
        )
        return replace(instruction, text=clean)
    if not labels:
        return _instruction(
            section,
            key,
            context,
            Verb.REPLACE_PART,
            named.targets,
            body,
            target_title=named.title,
            flags=("an excerpt whose text names no subsection labels",),
        )
    suffixes = tuple(f"({label})" for label in labels)
    targets = tuple(Target(TargetKind.SUBSECTION, number + suffix) for suffix in suffixes)
    partial_named = TargetPhrase(targets, named.title, suffixes)
    return _replace_part(section, key, context, partial_named, targets, body)


def _several_sections(
    section: RawSection,
    key: str,
    context: Context,
    named: TargetPhrase,
    tail: str,
    body: str,
    ranged: bool,
) -> list[Instruction]:
    """`Sections X and Y are amended to read as follows:` — one instruction per section when the
    new text heads each one with its number (`§ X …`), else one flagged instruction."""
    clean = clean_new_text(body).text
    wanted = [target.id for target in named.targets]
    heads = [m for m in SECTION_LINE.finditer(clean) if m.group("number") in wanted]
    if ranged or sorted(m.group("number") for m in heads) != sorted(wanted):
        flag = (
            RANGE_FLAG
            if ranged
            else "several sections named, but the new text does not head each one with its number"
        )
        return [
            _instruction(
                section, key, context, Verb.REPLACE_SECTION, named.targets, body, flags=(flag,)
            )
        ]
    bounds = [m.start() for m in heads[1:]] + [len(clean)]
    return [
        _section(
            section,
            f"{key}.{index}",
            context,
            TargetPhrase((Target(TargetKind.SECTION, head.group("number")),), None, ()),
            tail,
            clean[head.start() : end],
        )
        for index, (head, end) in enumerate(zip(heads, bounds, strict=True), start=1)
    ]


def _replace_part(
    section: RawSection,
    key: str,
    context: Context,
    named: TargetPhrase,
    targets: tuple[Target, ...],
    body: str,
) -> Instruction:
    instruction = _instruction(
        section,
        key,
        context,
        Verb.REPLACE_PART,
        targets,
        body,
        target_title=named.title,
        labels=named.labels,
    )
    flags = label_disagreement(named.labels, instruction.text)
    return replace(instruction, flags=flags) if flags else instruction


def label_disagreement(labels: tuple[str, ...], text: str) -> tuple[str, ...]:
    """A flag when the new text's own labels are not the ones the instruction names."""
    if not labels:
        return ()
    named = [label.rsplit("(", 1)[-1].rstrip(")") for label in labels]
    found = list(top_labels(text))
    if found == named:
        return ()
    return (
        f"{LABELS_DISAGREE} {', '.join(labels)} but the new text is labelled "
        f"{', '.join(found) if found else '(no labels)'}",
    )


def _add_section(
    section: RawSection,
    key: str,
    context: Context,
    named: TargetPhrase,
    adds: re.Match[str] | None,
    body: str,
) -> Instruction:
    """`Chapter X is amended to add Section Y to read as follows:` or `Section Y is added`."""
    added = parse_target_phrase(adds.group("what"), context.title) if adds is not None else named
    targets = added.targets
    clean = clean_new_text(body).text
    title = added.title if adds is None else None
    flags: tuple[str, ...] = ()
    if not targets:
        flags = ("no section number could be read for the added section",)
    elif targets[0].kind is TargetKind.SECTION:
        clean, heading_title = strip_leading_section_heading(clean, targets[0].id)
        title = title or heading_title
    instruction = _instruction(
        section, key, context, Verb.ADD_SECTION, targets, body, target_title=title, flags=flags
    )
    return replace(instruction, text=clean)


def _add_part(
    section: RawSection, key: str, context: Context, named: TargetPhrase, body: str
) -> Instruction:
    """New definitions or subsections added to a section; labels are the terms or labels added."""
    instruction = _instruction(
        section, key, context, Verb.ADD_PART, named.targets, body, target_title=named.title
    )
    terms, _ = definition_terms(instruction.text)
    labels = named.labels or terms or tuple(f"({label})" for label in top_labels(instruction.text))
    return replace(instruction, labels=labels)


def split_rows(listed: str) -> tuple[str, ...]:
    """`a; b; Medical services-Doctors office and -Clinic, urgent care; d` into row names."""
    rows: list[str] = []
    for item in listed.split(";"):
        item = " ".join(item.split()).strip(" :,")
        if not item:
            continue
        shared = SHARED_HEAD.match(item)
        if shared is not None:
            head = shared.group("head").strip()
            rows.append(f"{head}-{shared.group('first').strip()}")
            rows.append(f"{head}-{shared.group('second').strip()}")
        else:
            rows.append(item)
    return tuple(rows)


def _normalized(text: str) -> str:
    return NON_ALNUM.sub("", text.lower())


def missing_rows(rows: tuple[str, ...], text: str) -> tuple[str, ...]:
    """Named rows the reprinted table does not show (compared on letters and digits only)."""
    haystack = _normalized(text)
    missing = []
    for row in rows:
        needle = _normalized(row)
        if needle in haystack:
            continue
        if fuzz.partial_ratio(needle, haystack) < ROW_MATCH_THRESHOLD:
            missing.append(row)
    return tuple(missing)


def unnamed_rows(rows: tuple[str, ...], text: str) -> tuple[str, ...]:
    """Rows the reprinted table shows that the instruction's list of rows does not name."""
    named = [_normalized(row) for row in rows]
    unnamed = []
    for name in table_row_names(text):
        found = _normalized(name)
        if not found:
            continue
        if any(
            row in found or fuzz.partial_ratio(row, found) >= ROW_MATCH_THRESHOLD for row in named
        ):
            continue
        unnamed.append(name)
    return tuple(unnamed)


def _amend_table(
    section: RawSection,
    key: str,
    context: Context,
    named: TargetPhrase,
    rows_match: re.Match[str] | None,
    body: str,
) -> Instruction:
    rows = split_rows(rows_match.group("rows")) if rows_match is not None else ()
    targets = named.targets
    flags: list[str] = []
    if not targets or targets[0].kind is not TargetKind.TABLE:
        flags.append("a table amendment whose sentence names no table")
    title = named.title
    if title is None and targets:
        title = table_caption_line(body, targets[0].id)
    instruction = _instruction(
        section, key, context, Verb.AMEND_TABLE, targets, body, target_title=title, rows=rows
    )
    if rows:
        missing = missing_rows(rows, instruction.text)
        if missing:
            flags.append("named rows missing from the new text: " + "; ".join(missing))
        unnamed = unnamed_rows(rows, instruction.text)
        if unnamed:
            flags.append(
                "rows in the new text the instruction does not name: " + "; ".join(unnamed)
            )
    elif (
        targets
        and not any(chunk.number in targets[0].id for chunk in table_chunks(body))
        and not top_labels(instruction.text)
        and len(instruction.text.split("\n")) <= SHORT_NOTE_LINES
    ):
        flags.append("the new text neither names rows nor reprints the table")
    return replace(instruction, flags=tuple(flags)) if flags else instruction


def _chapter(
    section: RawSection, key: str, context: Context, named: TargetPhrase, body: str
) -> list[Instruction]:
    """A chapter amended to read as follows, or a chapter amendment that reprints its tables."""
    clean = clean_new_text(body).text
    sections = section_numbers(clean)
    chunks = table_chunks(body)
    if not sections and chunks:
        return _chapter_tables(section, key, context, named, body)
    instruction = _instruction(
        section,
        key,
        context,
        Verb.REPLACE_CHAPTER,
        named.targets,
        body,
        target_title=named.title,
        labels=sections,
    )
    text = strip_leading_chapter_heading(instruction.text)
    flags: tuple[str, ...] = ()
    chapter = named.targets[0].id
    strays = [number for number in sections if not number.startswith(chapter + ".")]
    if not sections:
        flags = ("a whole-chapter amendment whose text has no § section headings",)
    elif strays:
        flags = (f"sections of another chapter in the new text: {', '.join(strays)}",)
    return [replace(instruction, text=text, flags=flags)]


def _chapter_tables(
    section: RawSection, key: str, context: Context, named: TargetPhrase, body: str
) -> list[Instruction]:
    """One AMEND_TABLE instruction per table a chapter amendment reprints (`§6.1`, `§6.2`…)."""
    captions = table_captions(body)
    instructions: list[Instruction] = []
    offset = section.heading_end
    for index, chunk in enumerate(table_chunks(body), start=1):
        flags: tuple[str, ...] = ()
        if chunk.printed > 1:
            flags = (
                f"Table {chunk.number} is printed {chunk.printed} times in the new text; "
                "which printing is meant is for a person to say",
            )
        instruction = _instruction(
            section,
            f"{key}.{index}",
            context,
            Verb.AMEND_TABLE,
            (Target(TargetKind.TABLE, table_id(chunk.number, context.title)),),
            body[chunk.start : chunk.end],
            span=(offset + chunk.start, offset + chunk.end),
            target_title=captions.get(chunk.number),
            flags=flags,
        )
        instructions.append(instruction)
    return instructions


def _rezone(section: RawSection, key: str, context: Context) -> Instruction:
    # A rezoning's heading may hold part of the listing (`… is amended to rezone 2 parcels.`).
    listing = context.text[section.heading_start : section.end]
    rezoning = parse_rezoning(listing)
    instruction = _instruction(
        section,
        key,
        context,
        Verb.REZONE,
        (Target(TargetKind.ZONING_MAP, "Zoning Map"),),
        context.text[section.heading_end : section.end],
        flags=rezoning.flags,
    )
    return replace(instruction, parcels=rezoning.parcels)
