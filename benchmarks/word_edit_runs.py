"""A word edit's runs against a development set's truth: the words it strikes and inserts.

The truth of a `word_edit` lists its struck (`delete`) and inserted (`insert`) runs in the order
printed. A run compares with blanks, closing punctuation and Markdown emphasis at its ends aside
(a quoted run carries the sentence's period: `"five thousand dollars."`); a run shortened by hand
with "…" (`partial_lists = true`) stands for any words where the ellipsis is, and such a list
need only be found in order among the parsed runs, which may hold more.
"""

from __future__ import annotations

import re

from parsers.ordinance_records import Instruction

# What a word edit's run comparison ignores: blanks and closing punctuation at either end (a
# quoted run carries the sentence's period), and Markdown emphasis (`*`, `_` around words).
RUN_ENDS = re.compile(r"^[\s.,;:]+|[\s.,;:]+$")
EMPHASIS = re.compile(r"(?<!\w)[*_]+|[*_]+(?!\w)")
ELLIPSIS = "…"  # in a truth run shortened by hand (`partial_lists`): any words


def _run_words(run: str) -> str:
    """A run as compared: Markdown emphasis, blanks and closing punctuation at its ends aside
    (`"five thousand dollars."` quotes the period the run does not change)."""
    return RUN_ENDS.sub("", " ".join(EMPHASIS.sub("", run).split()))


def run_matches(want: str, got: str) -> bool:
    """Whether a truth run names a parsed one; "…" in a shortened truth run stands for any
    words (its pieces must appear in order, the first at the start, the last at the end)."""
    pieces = [_run_words(piece) for piece in want.split(ELLIPSIS)]
    got = _run_words(got)
    if len(pieces) == 1:
        return pieces[0] == got
    if not (got.startswith(pieces[0]) and got.endswith(pieces[-1])):
        return False
    at = len(pieces[0])
    for piece in pieces[1:-1]:
        found = got.find(piece, at)
        if found < 0:
            return False
        at = found + len(piece)
    return at <= len(got) - len(pieces[-1])


def runs_agree(want: tuple[str, ...], got: list[str], partial: bool) -> bool:
    """Exact lists agree run by run; a partial truth list (`partial_lists`) must find its runs
    in order among the parsed ones, which may hold more."""
    got = [run for run in got if _run_words(run)]
    if not partial:
        return len(want) == len(got) and all(map(run_matches, want, got))
    at = 0
    for run in want:
        while at < len(got) and not run_matches(run, got[at]):
            at += 1
        if at == len(got):
            return False
        at += 1
    return True


def parsed_runs(items: list[Instruction]) -> tuple[list[str], list[str]]:
    """The struck and the inserted runs of parsed word edits, in the order printed."""
    edits = [edit for item in items for edit in item.edits]
    return (
        [edit.deleted for edit in edits if edit.deleted.strip()],
        [edit.inserted for edit in edits if edit.inserted.strip()],
    )
