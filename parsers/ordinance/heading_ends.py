"""Where a section's heading (its instruction sentence) ends and its body, the new text, begins.

An instruction ends where it says its new text follows (`… is amended to read as follows:`),
wrapping onto a second line at most; one that needs no new text ends with its sentence (`Section
9.52.010 is hereby repealed.`); a first line that ends on its verb runs on for a few lines, blank
lines between them in a double-spaced transcript aside (`… is amended` / `by adding new
definitions … and to` / `read as follows:`, Maui HI 3662), as does one whose next line goes on
in lower case (`… by the addition of a new` / `provision reading as follows:`, Clark County NV).
"""

from __future__ import annotations

import re

# Where an amending instruction's sentence ends and its new text begins:
# `… is amended to read as follows:`, `… as follows (excerpt):`, `… to read:` (OCR: `as
# fol-ows:`), `… amended by adding thereto the following:` (the added words may follow on the same
# line), a note in parentheses before the colon (`as follows (with additions shown with double
# underlining):`), or `as follows` whose colon was lost, the new text right after it (`as follows
# Foot candle.`), or OCR's `to read follows,;` (`as` lost, the colon read as marks).
INSTRUCTION_END = re.compile(
    r"\b(?:as\s+fol-?l?ows|to\s+read)\s*(?:\([^()\n]{1,80}\)\s*)?[:.]"
    r"|\bto\s+read\s+fol-?l?ows\s*[,;:]{1,3}"
    r"|\bas\s+follows(?=[ \t]+(?-i:[A-Z\d\"“]))|\bthe\s+following\s*:",
    re.IGNORECASE,
)

# An instruction that needs no new text (`Section 9.52.010 is hereby repealed.`): the heading runs
# to the end of the sentence that holds the verb. The period of a letter label (`deleting
# subsection D. in its entirety and substituting …`) ends no sentence when the sentence goes on
# in lower case: cut there, the instruction would be read as half of itself.
BARE_INSTRUCTION = re.compile(
    r"\b(?:is|are)\s+(?:hereby\s+)?(?:amended|repealed|deleted|rescinded|added)\b[^\n]*?"
    r"(?:(?-i:(?<!\b[A-Z])\.(?=\s|$)|\.(?=\s*$|\s+[^a-z\s]))|$)",
    re.IGNORECASE | re.MULTILINE,
)

# The end of a heading's first sentence: `Effective date. This ordinance …`.
SENTENCE_END = re.compile(r"(?<=[a-z)])\.\s+(?=[A-Z])")

# A first line that ends on its amending verb (`That the … Code, Title 15, be amended` / `to add
# Chapter 10, …`): the sentence wraps, and what it amends is said on the next lines; and the full
# stop that ends it there.
ENDS_ON_VERB = re.compile(
    r"\b(?:be|is|are)\s+(?:hereby\s+)?(?:amended|repealed|added|enacted|adopted)[ \t]*$", re.I
)
FULL_STOP = re.compile(r"(?<=[a-z)\"”])\.(?=[ \t]*$|\s+[A-Z])", re.M)
WRAP_LINES = 2  # how many more lines such a sentence may take
# The next line holding words goes on in lower case: the sentence runs on (blank lines aside).
LOWER_NEXT = re.compile(r"\s*(?-i:[a-z])")

HEADING_SEARCH_CHARS = 700  # an instruction sentence longer than this is not an instruction


def _runs_on(first_line: str, rest: str) -> bool:
    """Whether the first line's sentence runs on: it ends on its verb, or the next line that
    holds words goes on in lower case (`… by the addition of a new` / `provision reading …`)."""
    return bool(ENDS_ON_VERB.search(first_line) or LOWER_NEXT.match(rest))


def _filled_lines(text: str) -> int:
    """How many lines of `text` hold words (blank ones aside)."""
    return sum(1 for line in text.split("\n") if line.strip())


def heading_end(text: str, start: int, end: int) -> int:
    """Where a section's heading ends and its body begins."""
    window = text[start : min(end, start + HEADING_SEARCH_CHARS)]
    first_line_end = window.find("\n")
    if first_line_end < 0:
        first_line_end = len(window)
    instruction = INSTRUCTION_END.search(window)
    first_line = window[:first_line_end]
    # The instruction sentence may wrap onto a second line; never further, but for a first line
    # whose sentence runs on (`… is amended` / `by adding … and to` / `read as follows:`, blank
    # lines between in a double-spaced transcript) for `WRAP_LINES` lines.
    if instruction is not None and (
        window.count("\n", 0, instruction.start()) <= 1
        or (
            _runs_on(first_line, window[first_line_end:])
            and _filled_lines(window[first_line_end : instruction.start()]) <= WRAP_LINES
        )
    ):
        return start + instruction.end()
    bare = BARE_INSTRUCTION.search(first_line)
    if bare is not None:
        return start + bare.end()
    sentence = SENTENCE_END.search(first_line)
    if sentence is not None and INSTRUCTION_END.search(first_line) is None:
        return start + sentence.start() + 1
    stop = FULL_STOP.search(window, first_line_end) if ENDS_ON_VERB.search(first_line) else None
    if stop is not None and window.count("\n", first_line_end, stop.start()) <= WRAP_LINES:
        return start + stop.end()
    return start + first_line_end
