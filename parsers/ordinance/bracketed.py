"""Brackets in an amended text that no legend explains: read as deleted words, never applied.

A legislation system's page keeps a drafter's brackets but loses the underline and often the
legend ("[Brackets] indicate matter deleted") printed on the paper: Pittsburgh's pages print
"§ 135.01 - [CITY PLANNING COMMISSION] DIRECTOR AS HEAD" under "Section 135.01 is hereby
amended". Read literally, the new text would keep the struck words; read as a replacement, a
chapter amendment would repeal every section it does not print. So a replacement whose new
text brackets words of prose, under a sentence that does not say the text is the target as it
will read (`amended as follows`, not `amended to read as follows`), is read as what the
brackets most likely mean: a word edit deleting them, flagged, since without the legend the
reading is not certain; the base text stays in force until a person confirms it. A text that
opens with its section's own number restates the section whole (`KMC 1.10.050 is hereby amended
as follows: 1.10.050 Meetings … in the City Hall [PUBLIC SAFETY BUILDING] unless …`, Kenai AK,
whose underlined new words were lost): a replacement without the bracketed words, flagged the
same way, since a word edit would look for the lost new words in the old text. Brackets
around numbers or one word (`[Ord. 12-3]`, `[Reserved]`, `[sic]`) are notes, not deletions,
and change nothing here.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from parsers.marked_conventions import BRACKETS, text_marks
from parsers.marked_text import Mark, MarkedRun, has_inline_marks, runs_of
from parsers.ordinance.cleaning import clean_new_text
from parsers.ordinance.word_edits import changes_of
from parsers.ordinance_records import Instruction, TargetKind, Verb

# Words of prose in brackets: two words or more, no digit (a history note or a citation in
# brackets carries numbers).
PROSE = re.compile(r"[^\d]*[A-Za-z][^\d\s]*\s+[A-Za-z][^\d]*")
# An amount in brackets followed by the amount that replaces it (`[$3.00] $5.00`, OCR's
# `[$,10] $0.17`): a struck value and its new one, as Hawaii and other states mark them; no
# note in brackets is followed by an amount. Read as a deletion even under `to read as follows`.
SWAPPED_AMOUNT = re.compile(r"\[(?P<words>\$[\d.,]{1,12})\][ \t]*(?=\$\d)")
AMOUNT = re.compile(r"\$[\d.,]{1,12}")  # the words of such a run
# The replacements whose new text may carry such brackets, and the targets a word edit names.
REPLACING = frozenset({Verb.REPLACE_SECTION, Verb.REPLACE_PART, Verb.REPLACE_CHAPTER})
TARGETS = frozenset({TargetKind.SECTION, TargetKind.SUBSECTION, TargetKind.CHAPTER})
# A sentence saying the new text is the target as it will read (`amended to read as follows`,
# `shall read`): brackets in that text are its own words.
READS = re.compile(r"\b(?:to|shall|will)\s+read\b|\breads\s+as\s+follows\b", re.IGNORECASE)
UNSTATED_FLAG = (
    "words in brackets read as deleted, though the document states no legend for its marks: "
    "a person confirms the word edit before it applies"
)

RESTATED_FLAG = (
    "words in brackets read as deleted from the restated section, though the document states no "
    "legend for its marks: a person confirms the new text before it applies"
)
# The number a new text opens with (`01,10.050 s Meetings …`, OCR's `1.10.050` with commas).
OPENING_NUMBER = re.compile(r"^\W*(?P<number>\d[\d.,\-]*\d)(?![\w.,\-])")


def _numbers(text: str) -> tuple[int, ...]:
    return tuple(int(part) for part in re.findall(r"\d+", text))


def _restates(item: Instruction) -> bool:
    """Whether the new text opens with its target's own number (the section restated whole,
    its added words' underline lost: the brackets' words leave it, nothing else is told)."""
    found = OPENING_NUMBER.match(item.text)
    return found is not None and _numbers(found.group("number")) == _numbers(item.targets[0].id)


def bracket_runs(text: str) -> tuple[MarkedRun, ...]:
    """The bracketed runs of prose in `text`, and the struck amounts (`SWAPPED_AMOUNT`), as
    deleted runs, in order."""
    assert BRACKETS.deleted is not None
    prose = [
        MarkedRun(Mark.DELETED, m.group("words"), m.start("words"), m.end("words"))
        for m in BRACKETS.deleted.finditer(text)
        if PROSE.fullmatch(m.group("words"))
    ]
    amounts = [
        MarkedRun(Mark.DELETED, m.group("words"), m.start("words"), m.end("words"))
        for m in SWAPPED_AMOUNT.finditer(text)
    ]
    return tuple(sorted(prose + amounts, key=lambda run: run.start))


def _amount(run: MarkedRun) -> bool:
    """Whether the run is a struck amount (`SWAPPED_AMOUNT`), not words of prose."""
    return AMOUNT.fullmatch(run.text) is not None


def unstated_brackets(instructions: Sequence[Instruction], text: str) -> list[Instruction]:
    """The instructions, each replacement whose new text brackets words of prose made a flagged
    word edit deleting them (see the module). A document whose marks are read otherwise (a
    stated convention, inline marks) is left as `word_edits` read it."""
    runs = bracket_runs(text) if "[" in text else ()
    if not runs or has_inline_marks(text) or text_marks(text).runs:
        return list(instructions)
    return [_read(item, text, runs) for item in instructions]


def _read(item: Instruction, text: str, runs: tuple[MarkedRun, ...]) -> Instruction:
    if item.verb not in REPLACING or len(item.targets) != 1 or item.outside is not None:
        return item
    if item.targets[0].kind not in TARGETS or not item.text.strip():
        return item
    start, end = item.span.start, item.span.end
    inside = [run for run in runs if start <= run.start and run.end <= end]
    if not inside or (READS.search(item.heading) and not any(map(_amount, inside))):
        return item
    body = runs_of(text, inside, _text_start(item, text), end, BRACKETS.delimiters)
    edits, _parts = changes_of(body, item.targets[0].id)
    if not edits:
        return item
    if item.targets[0].kind is TargetKind.SECTION and _restates(item):
        text = clean_new_text(body.new).text.strip()
        struck = tuple(body.marked(Mark.DELETED))
        return replace(item, text=text, struck=struck, flags=(RESTATED_FLAG,))
    return replace(
        item,
        verb=Verb.WORD_EDIT,
        text=clean_new_text(body.new).text.strip(),
        edits=tuple(edits),
        struck=tuple(body.marked(Mark.DELETED)),
        flags=(UNSTATED_FLAG,),
    )


def _text_start(item: Instruction, text: str) -> int:
    """Where the new text starts: after the instruction's sentence's last words."""
    words = item.heading.split()[-6:]
    if not words:
        return item.span.start
    found = re.search(r"\s+".join(map(re.escape, words)), text[item.span.start : item.span.end])
    return item.span.start + found.end() if found is not None else item.span.start
