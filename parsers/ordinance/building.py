"""What every instruction of one ordinance shares, and the one place an `Instruction` is made.

`Context` carries the ordinance id, the document, the title number the ordinance amends and the
text's line starts, so every instruction's span points back to lines of the source.
"""

from __future__ import annotations

import itertools
from bisect import bisect_right
from dataclasses import dataclass, replace

from parsers.ordinance.cleaning import CleanText, clean_new_text
from parsers.ordinance.sections import RawSection
from parsers.ordinance_records import Instruction, Target, TargetKind, Verb
from parsers.records import ParseIssue, Severity, SourceSpan
from parsers.schemes import Scheme


@dataclass(frozen=True, slots=True)
class Context:
    """What every instruction of one ordinance shares."""

    ordinance: str
    document: str
    title: str | None  # the title number the ordinance amends (`17`), from its text
    text: str
    line_starts: tuple[int, ...]
    style: str = "."  # how the code joins its numbers: `.` (17.62.030) or `-` (15-3-5)
    scheme: Scheme | None = None  # the registry's scheme of the numbers it cites, if any
    # The section an introducing item names (`(1) Section 603 … is amended as follows:`), of
    # which its sub-items name parts only (`(A) Subsection (c) is amended to read …`).
    within: str | None = None
    # The other law an introducing sentence amends (its kind and name), whose parts its items
    # name (`parsers.ordinance.outside_items`).
    outside_of: tuple[TargetKind, str] | None = None

    def span(self, start: int, end: int) -> SourceSpan:
        return make_span(self.document, self.line_starts, start, end)


def make_span(document: str, starts: tuple[int, ...], start: int, end: int) -> SourceSpan:
    """Offsets `start:end` of a document's text, with the 1-based lines they cover."""
    return SourceSpan(
        document,
        start,
        end,
        first_line=bisect_right(starts, start),
        last_line=bisect_right(starts, max(start, end - 1)),
    )


def line_starts(text: str) -> tuple[int, ...]:
    """Offsets where each line starts (line n starts at `line_starts(text)[n - 1]`)."""
    # Each line's start is the one before it plus its length and break (summed in C, not one
    # match object a line); the last sum, past the text's end, is no line's.
    lengths = map((1).__add__, map(len, text.split("\n")))
    return tuple(itertools.accumulate(lengths, initial=0))[:-1]


def section_key(section: RawSection, occurrence: int) -> str:
    """`§12`, or `§7 (2)` for the second section printed with the number 7."""
    number = "?" if section.number is None else str(section.number)
    return f"§{number}" if occurrence <= 1 else f"§{number} ({occurrence})"


def section_issue(context: Context, section: RawSection, code: str, message: str) -> ParseIssue:
    return ParseIssue(
        context.document,
        f"SECTION {section.number}, chars {section.start}-{section.end}",
        Severity.WARNING,
        code,
        message,
    )


def make_instruction(
    section: RawSection,
    key: str,
    context: Context,
    verb: Verb,
    targets: tuple[Target, ...],
    raw_body: str | CleanText,
    *,
    span: tuple[int, int] | None = None,
    target_title: str | None = None,
    labels: tuple[str, ...] = (),
    rows: tuple[str, ...] = (),
    flags: tuple[str, ...] = (),
) -> Instruction:
    """An instruction of `section`; `raw_body` is cleaned here unless already clean."""
    clean = raw_body if isinstance(raw_body, CleanText) else clean_new_text(raw_body)
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
        struck=clean.struck,
    )


# Verbs whose instruction of several targets is one instruction per target: a repeal of several
# parts (`Subsections (d) and (g) are repealed`), words added to several parts (issue 20: each
# target its own instruction).
SPLIT_VERBS = frozenset({Verb.REPEAL, Verb.ADD_TEXT})


def each_target(instruction: Instruction) -> list[Instruction]:
    """`instruction` as one instruction per target when its verb is one of `SPLIT_VERBS` and it
    names several (ids `….1`, `….2`); else itself."""
    targets = instruction.targets
    if instruction.verb not in SPLIT_VERBS or len(targets) < 2:
        return [instruction]
    return [
        replace(instruction, id=f"{instruction.id}.{n}", targets=(target,))
        for n, target in enumerate(targets, start=1)
    ]
