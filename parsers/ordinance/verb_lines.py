"""An item opened by its verb in capitals and a colon (Minnesota): `1. AMENDING: City Code, Sec.
27-1. Dogs and other animals. Subd.l0. entitled Reclamation is hereby deleted in its entirety and
replaced with the following that reads:`, `2. AMENDING: City Code, Sec. 29-1, entitled Sewer
service charges, Subd. 2, to read as follows:` (Stillwater MN 962).

The verb line (its verb opening its line, or after the item's number there) runs from its verb,
across the periods of the titles in its path, to the colon that ends its line (the new text
follows on the next). When the words after the colon hold an amending verb of their own (`is
hereby deleted … and replaced`), that verb is the sentence's;
else the capitals' verb is, and the words up to `to read` (`to include`) name the target.
"""

from __future__ import annotations

import re

# The verb line's verb: in capitals, then its colon (a running sentence's `amending:` is none).
# A literal the regex engine skips ahead to; where it stands is checked apart (`verb_lines`).
VERB_LINE = re.compile(r"(?P<verb>AMENDING)[ \t]*:[ \t]*")
# What may stand before the verb on its line: blanks, or the item's number (`1.`) and blanks.
LINE_OPENING = re.compile(r"(?:^|\n)[ \t]*(?:\d{1,3}\.[ \t]*)?$")
# The same opening at a sentence's start, as `sentence_words` prints it.
OPENING = re.compile(r"^(?-i:AMENDING)\s*:\s*")
# The colon that ends the verb line's sentence: the new text starts on the next line.
LINE_COLON = re.compile(r":[ \t]*\n")
# How far the verb line's sentence may run before its colon.
MOST_CHARS = 600
# Where the words that name the target end: `to read as follows`, `to include` (words added).
TARGET_END = re.compile(r"[,\s]+(?:to\s+read\b|as\s+follows\b|to\s+include\b)", re.IGNORECASE)

VERB_WORDS = {"AMENDING": "amended"}


def verb_lines(text: str, start: int, stop: int) -> list[int]:
    """Where the verbs of the verb lines in `text[start:stop]` stand: each opening its line, or
    after the item's number."""
    return [
        line.start()
        for line in VERB_LINE.finditer(text, start, stop)
        if LINE_OPENING.search(text, max(0, line.start() - 8), line.start()) is not None
    ]


def verb_line_end(text: str, at: int, ceiling: int) -> int | None:
    """Where the sentence of the verb line whose verb stands at `at` ends (after the colon that
    ends its line); None when no verb line stands there or no such colon follows soon."""
    line = VERB_LINE.match(text, at)
    if line is None or at not in verb_lines(text, at, line.end()):
        return None
    colon = LINE_COLON.search(text, line.end(), min(ceiling, line.end() + MOST_CHARS))
    return None if colon is None else colon.start() + 1


def verb_line_reading(sentence: str) -> tuple[str, str, str] | None:
    """(verb, phrase, tail) of a verb line's sentence whose words name no verb of their own
    (`AMENDING: City Code, Sec. 29-1, …, Subd. 2, to read as follows:`); None when the sentence
    opens with no verb line."""
    opening = OPENING.match(sentence)
    if opening is None:
        return None
    rest = sentence[opening.end() :]
    cut = TARGET_END.search(rest)
    if cut is None:
        return None
    verb = VERB_WORDS[opening.group(0).split(":")[0].strip()]
    return verb, rest[: cut.start()], rest[cut.start() :].lstrip(", ")


def without_opening(sentence: str) -> str:
    """The sentence without its verb line's opening (`AMENDING:`), else unchanged."""
    opening = OPENING.match(sentence)
    return sentence if opening is None else sentence[opening.end() :]
