"""Table amendments: the rows an instruction names, checked against the table it reprints.

`… Table 2-3 is amended to modify the land uses of: a; b; c to read as follows:` names rows; the
reprinted excerpt should show exactly those. A named row the excerpt lacks, or a row the excerpt
changes without naming, is flagged. A chapter amendment that reprints whole tables becomes one
instruction per table (`§6.1`, `§6.2` …), and a table printed twice is flagged for a person.
"""

from __future__ import annotations

import re
from dataclasses import replace

from rapidfuzz import fuzz

from parsers.ordinance.bodies import (
    section_numbers,
    strip_leading_chapter_heading,
    table_caption_line,
    table_captions,
    table_chunks,
    table_row_names,
    top_labels,
)
from parsers.ordinance.building import Context, make_instruction
from parsers.ordinance.cleaning import clean_new_text
from parsers.ordinance.sections import RawSection
from parsers.ordinance.targets import TargetPhrase, table_id
from parsers.records import Instruction, Target, TargetKind, Verb

# A shared-head row list: `Medical services-Doctors office and -Clinic, urgent care` names two
# rows, `Medical services-Doctors office` and `Medical services-Clinic, urgent care`.
SHARED_HEAD = re.compile(
    r"^(?P<head>[^-–]+?)\s*[-–]\s*(?P<first>.+?)\s+and\s+[-–]\s*(?P<second>.+)$"
)

# Letters and digits only, for comparing a named table row with the reprinted table.
NON_ALNUM = re.compile(r"[^0-9a-z]+")

SHORT_NOTE_LINES = 3  # a table "amendment" this short that reprints no table is only a note
ROW_MATCH_THRESHOLD = 90  # rapidfuzz partial ratio a named row needs to be found in the body


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


def chapter_tables(
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
        instruction = make_instruction(
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


def whole_chapter(
    section: RawSection, key: str, context: Context, named: TargetPhrase, body: str
) -> list[Instruction]:
    """A chapter amended to read as follows, or a chapter amendment that reprints its tables."""
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
    if not sections:
        flags = ("a whole-chapter amendment whose text has no § section headings",)
    elif strays:
        flags = (f"sections of another chapter in the new text: {', '.join(strays)}",)
    return [replace(instruction, text=text, flags=flags)]
