"""A word edit whose marks were lost: never applied as the text it prints.

"Section 5-27 … is further amended by deleting the struck-through language and adding the new
underlined language as follows:" says the new text prints the old words struck through beside
the new ones underlined. When the text as read holds no marks in that new text (an OCR'd page, a
PDF's text layer, a copy that dropped the formatting), the struck and the inserted words stand
side by side, unmarked (`Each-ordinance All legislation shall …`): read as a replacement, it would
enact both. Such an instruction is a word edit nobody can read from the text: flagged, with the
reason, and the base text stays in force until a person applies it (a sentence that marks
additions alone prints the new text whole, and is read as printed). A sentence that restates the
target in full with its changes marked (`amended to read in full as follows with additions in
bold and underline and deletions in strikethrough`) keeps its replacement verb, flagged alike.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from parsers.marked_conventions import text_marks
from parsers.marked_text import Mark, MarkedRun, has_inline_marks, inline_marks
from parsers.ordinance.word_edits import announces_marks
from parsers.ordinance_records import Instruction, Verb

LOST = (
    "the sentence says its changes are marked (struck through, underlined), but the text as read "
    "holds no marks there (the formatting did not survive): a person must apply the word edit"
)
# A sentence that gives the target's whole text (`to read in full as follows`, `to read:`, a
# restatement's `reads in its entirety as follows`).
TO_READ = re.compile(
    r"\bto\s+read\b|\breads\s+(?:in\s+(?:its|their)\s+entirety\s+)?as\s+follows\b", re.I
)
# Words saying the printed text shows deleted words (`deleting the struck-through language`,
# `deletions in strikethrough`, `[brackets] deleted`): only then does a text without marks
# print old and new words side by side. A sentence that marks additions alone (`revised as
# follows (with additions shown with double underlining)`) prints the new text whole.
SHOWS_DELETIONS = re.compile(r"\b(?:struck|strick|strik|strike|overstrik|delet|bracket)", re.I)
# What an instruction with marked new text is read as before its marks are (`word_edits`).
MARKABLE = frozenset({Verb.REPLACE_SECTION, Verb.REPLACE_PART, Verb.REPLACE_CHAPTER, Verb.ADD_PART})


# How far into an instruction's new text a legend that opens it is looked for (`CODING: Words in
# strike-through format are deletions to existing text; words in underlined format are additions
# to existing text.`, Florida's form, printed between the sentence and the section's text).
LEGEND_REACH = 300


def _states_marks(words: str) -> bool:
    """Whether the words state marks that show deleted words (`announces_marks`,
    `SHOWS_DELETIONS`)."""
    return announces_marks(words) and SHOWS_DELETIONS.search(words) is not None


def _legend_opens_text(item: Instruction) -> bool:
    """Whether the instruction's new text opens with a legend its sentence does not state."""
    return not _states_marks(item.heading) and _states_marks(item.text[:LEGEND_REACH])


def _announced(instructions: Sequence[Instruction]) -> list[int]:
    """The instructions still read as printed text whose own sentence, or a legend opening
    their new text, states the marks."""
    return [
        index
        for index, item in enumerate(instructions)
        if item.verb in MARKABLE and (_states_marks(item.heading) or _legend_opens_text(item))
    ]


def _marked_runs(text: str, marks: Sequence[MarkedRun]) -> list[MarkedRun]:
    """Every struck or inserted run the document gives: its format's, its inline marks, the
    marks of a convention it states."""
    runs = list(marks)
    if has_inline_marks(text):
        runs += inline_marks(text)
    runs += text_marks(text).runs
    return [run for run in runs if run.mark is not Mark.KEPT]


def flag_lost_marks(
    instructions: Sequence[Instruction], text: str, marks: Sequence[MarkedRun]
) -> list[Instruction]:
    """The instructions, those whose sentence states marks that their new text does not hold
    made flagged word edits (see the module)."""
    out = list(instructions)
    announced = _announced(out)
    if not announced:
        return out
    runs = _marked_runs(text, marks)
    for index in announced:
        item = out[index]
        if not any(item.span.start <= run.start < item.span.end for run in runs):
            # A sentence that itself restates the target with its marks keeps its verb; marks
            # stated only by a legend before the new text make the instruction a word edit.
            restates = TO_READ.search(item.heading) and not _legend_opens_text(item)
            verb = item.verb if restates else Verb.WORD_EDIT
            out[index] = replace(item, verb=verb, flags=(*item.flags, LOST))
    return out
