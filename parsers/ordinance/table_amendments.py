"""Table amendments: the rows an instruction names, checked against the table it reprints.

`… Table 2-3 is amended to modify the land uses of: a; b; c to read as follows:` names rows; the
engine applies those and compares the other rows the excerpt prints with the table as it stands,
row by row (a named row the excerpt lacks, or a printed row it changes without naming, is
flagged for a person while the named rows still apply). A chapter amendment that reprints
whole tables becomes one instruction per table (`§6.1`, `§6.2` …), with the chapter as a
second target (the table's number is read within it); a table printed twice is compared cell
by cell by the engine.
"""

from __future__ import annotations

import re
from dataclasses import replace

from parsers.ordinance.bodies import (
    section_numbers,
    strip_leading_chapter_heading,
    table_caption_line,
    table_captions,
    table_chunks,
    top_labels,
)
from parsers.ordinance.building import Context, make_instruction
from parsers.ordinance.cleaning import clean_new_text
from parsers.ordinance.editorial_notes import editorial_notes
from parsers.ordinance.marked_sections import marked_sections
from parsers.ordinance.new_articles import new_article
from parsers.ordinance.sections import RawSection
from parsers.ordinance.table_targets import table_id
from parsers.ordinance.targets import TargetPhrase
from parsers.ordinance_records import Instruction, Target, TargetKind, Verb

# A shared-head row list: `Medical services-Doctors office and -Clinic, urgent care` names two
# rows, `Medical services-Doctors office` and `Medical services-Clinic, urgent care`.
SHARED_HEAD = re.compile(
    r"^(?P<head>[^-–]+?)\s*[-–]\s*(?P<first>.+?)\s+and\s+[-–]\s*(?P<second>.+)$"
)


SHORT_NOTE_LINES = 3  # a table "amendment" this short that reprints no table is only a note


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


def amend_table(
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
    instruction = make_instruction(
        section, key, context, Verb.AMEND_TABLE, targets, body, target_title=title, rows=rows
    )
    # Named rows the excerpt lacks and printed rows it does not name are the engine's to judge,
    # row by row against the table as it stands (corpus/engine/table_rows.py).
    if not rows and (
        targets
        and not any(chunk.number in targets[0].id for chunk in table_chunks(body))
        and not top_labels(instruction.text)
        and len(instruction.text.split("\n")) <= SHORT_NOTE_LINES
    ):
        flags.append("the new text neither names rows nor reprints the table")
    return replace(instruction, flags=tuple(flags)) if flags else instruction


def chapter_tables(
    section: RawSection, key: str, context: Context, named: TargetPhrase, body: str
) -> list[Instruction]:
    """One AMEND_TABLE instruction per table a chapter amendment reprints (`§6.1`, `§6.2`…)."""
    captions = table_captions(body)
    instructions: list[Instruction] = []
    offset = section.heading_end
    # The chapter stays a target: a table's title-wide number is read within it.
    chapters = tuple(t for t in named.targets if t.kind is TargetKind.CHAPTER)
    for index, chunk in enumerate(table_chunks(body), start=1):
        # A table printed twice is compared cell by cell by the engine (parsers/tables).
        instruction = make_instruction(
            section,
            f"{key}.{index}",
            context,
            Verb.AMEND_TABLE,
            (Target(TargetKind.TABLE, table_id(chunk.number, context.title)), *chapters),
            body[chunk.start : chunk.end],
            span=(offset + chunk.start, offset + chunk.end),
            target_title=captions.get(chunk.number),
        )
        instructions.append(instruction)
    return instructions


# A chapter amended in parts the sentence does not name (`be amended, by revising and establishing
# new sub-sections, attached hereto as Exhibit "A"`): no replacement of the chapter.
REVISES_PARTS = re.compile(
    r"\bby\s+(?:revising|amending|modifying|establishing|adding|creating|deleting)\b[^.;:]{0,60}?"
    r"\b(?:sub-?sections?|paragraphs?|subdivisions?|provisions)\b",
    re.IGNORECASE,
)
PARTS_UNNAMED = (
    "the sentence amends parts of the chapter it does not name, and no § section heading follows "
    "(their text may be in an exhibit): a person applies them"
)

# A sentence naming a schedule, table or list of the chapter (`Chapter 112, Traffic Code, Schedule
# O, Speed Limits, Article is hereby amended as follows:`): a part below the chapter.
NAMES_SCHEDULE = re.compile(r"\b(?:Schedule|Table|List)\s+[A-Z0-9]{1,4}\b")
# A new text that is one numbered entry, a heading of a few words before it at most (`35 Miles Per
# Hour (7) Stinson Avenue - between Hill Avenue and North 56th Street Baxter Avenue.`).
ONE_ENTRY = re.compile(r"^\s*(?:[^()\n]{1,40}?\s)?\(\d{1,3}\)\s[^()]{1,300}$")
ONE_ENTRY_SHOWN = (
    "one entry of a schedule of the chapter printed, its marks (struck, underlined) lost: a word "
    "edit a person applies, never the chapter replaced by it"
)


def whole_chapter(
    section: RawSection, key: str, context: Context, named: TargetPhrase, body: str
) -> list[Instruction]:
    """A chapter amended to read as follows, a chapter amendment that reprints its tables, or
    one that adds a new article to the chapter (`new_article`)."""
    article = new_article(section, key, context, named, body)
    if article is not None:
        return [article]
    clean = clean_new_text(body).text
    sections = section_numbers(clean)
    chunks = table_chunks(body)
    if not sections and chunks:
        return chapter_tables(section, key, context, named, body)
    instruction = make_instruction(
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
    if not sections and (notes := editorial_notes(section, key, context, body)) is not None:
        return notes  # `Amend Sec. 23-3-35.` … `Insert new O.`: the chapter is context
    if not sections and (restated := marked_sections(section, key, context)) is not None:
        return restated  # `§ 1401 …` `§ 1402 [ … ]` under the sentence's legend of marks
    if not sections and NAMES_SCHEDULE.search(section.heading) and ONE_ENTRY.match(clean):
        return [replace(instruction, verb=Verb.WORD_EDIT, text="", flags=(ONE_ENTRY_SHOWN,))]
    if not sections and REVISES_PARTS.search(section.heading):
        return [replace(instruction, verb=Verb.REPLACE_PART, flags=(PARTS_UNNAMED,))]
    if not sections:
        flags = ("a whole-chapter amendment whose text has no § section headings",)
    elif strays:
        flags = (f"sections of another chapter in the new text: {', '.join(strays)}",)
    return [replace(instruction, text=text, flags=flags)]
