"""Subsection labels printed around a target's section number in an instruction sentence.

`Section 17.36.050(C)(1)`, `17.36.050.G`, `17.39.030. H Objective`, `Outdoor displays and sales.
C. 1., 2. and 6.`, `(B) and (C)`: read apart from the number so that each label becomes its own
subsection target (`parsers.ordinance.targets`).
"""

from __future__ import annotations

import re

from parsers.grammar.joints import LIST_WORD, RANGE_DASH, RANGE_WORD
from parsers.grammar.labels import (
    LABEL_CHARS,
    PAREN_RUN,
    PERIOD_LABELS,
    expand_run,
    is_label,
    period_labels,
    same_level,
)
from parsers.ordinance.levels import trailing_part

# Subsection labels glued to a section number: `(C)(1)(a)`, or `.G` as in `17.36.050.G`. OCR
# prints blanks inside and between the parentheses (`18 - 31 ( c )`): read without them.
PAREN_LABELS = re.compile(r"^ ?((?:\( ?[A-Za-z0-9]{1,5} ?\)(?: (?=\())?)+)")
# One label inside those parentheses (a word there, `(the)`, makes them no labels).
PAREN_TOKEN = re.compile(r"[A-Za-z0-9]{1,5}")
# More labels after them, each in its parentheses: `4-2-3(B) and (C)`, `(B)(1), (2) and (3)`,
# `(a)(1) and (b)` (each at the level of the first path's label numbered as it is: `same_level`).
MORE_PAREN = re.compile(
    rf"^\s*(?:,\s*(?:{LIST_WORD}\s+)?|{LIST_WORD}\s+)\( ?({LABEL_CHARS}) ?\)(?![\w(])"
)
# The last end of a range after them: `(B)(1) to (4)`, `(a) through (f)`, `(2)-(5)`.
RANGE_END = re.compile(
    rf"^\s*(?:{RANGE_WORD}|-|{RANGE_DASH})\s*\( ?({LABEL_CHARS}) ?\)(?![\w(])", re.IGNORECASE
)
# A range of capital labels printed bare after the number: `17.36.020 A-J`, `. B through F`
# (a word after it, `A-Frame`, is no range).
BARE_RANGE = re.compile(
    rf"^\.?\s*(?P<first>[A-Z])\s?(?:-|{RANGE_DASH}|\s{RANGE_WORD}\s)\s?(?P<last>[A-Z])(?![\w\-])"
)
# Letter-period labels below a path (`(a)(1)A.`, `(d)(2)A.3.`, `(6)a.1.`) and a run in one
# parenthesis (`(d)(1)(a-c)`): the shared grammar's, the citation finder's too.
PERIOD_TAIL = re.compile(PERIOD_LABELS)
RUN_IN_PAREN = re.compile(PAREN_RUN)
# (`.G` must stand alone: `17.36.050.Goals` is no label.)
DOT_LABEL = re.compile(r"^\.([A-Z])\b(?![.\w])")

# A subsection letter printed right after the section number: `17.39.030. H Objective …`.
HEAD_LABEL = re.compile(r"^\.?\s*([A-Z])(?:[.,]|\s)\s*(?=[A-Z]|$)")

# Labels printed after the section's title: `Outdoor displays and sales. B,` or
# `… and sales. C. 1., 2. and 6.` — a letter after a sentence end, then optional paragraph numbers.
TAIL_LABELS = re.compile(
    rf"\.\s+(?P<letter>[A-Z])\s*[.,]?\s*(?P<numbers>(?:\d{{1,3}}\s*\.?\s*(?:,|{LIST_WORD})?\s*)*)[.,:\s]*$"
)
# One paragraph number in that tail (`1.`, `2.`, `6.`).
PARAGRAPH_NUMBER = re.compile(r"\d{1,3}")


def _labels_to_suffix(letter: str, numbers: list[str]) -> tuple[str, ...]:
    if not numbers:
        return (f"({letter})",)
    return tuple(f"({letter})({number})" for number in numbers)


def _below_path(rest: str, at: int, path: str) -> tuple[int, tuple[str, ...]] | None:
    """Labels printed right after a path, below its last level: `A.3.` (`(d)(2)A.3.` → one
    path `(d)(2)(A)(3)`) or a run in one parenthesis (`(a-c)` → `(d)(1)(a)` … `(d)(1)(c)`; a
    run of no simple shape stays one label as printed, never its parent path alone); None
    when neither follows."""
    tail = PERIOD_TAIL.match(rest, at)
    if tail is not None:
        return tail.end(), (path + "".join(f"({one})" for one in period_labels(tail.group())),)
    run = RUN_IN_PAREN.match(rest, at)
    if run is None:
        return None
    members = expand_run(run["lo"], run["hi"]) or (f"{run['lo']}-{run['hi']}",)
    return run.end(), tuple(f"{path}({one})" for one in members)


def split_labels(rest: str) -> tuple[str, tuple[str, ...]]:
    """Labels printed around a section's title: `(C)(1)`, `.G`, `. H Title`, `Title. C. 1., 2.`."""
    paren = PAREN_LABELS.match(rest)
    if paren is not None and all(map(is_label, PAREN_TOKEN.findall(paren.group(1)))):
        labels = ["".join(paren.group(1).split())]
        at = paren.end()
        if (deeper := _below_path(rest, at, labels[0])) is not None:
            return rest[deeper[0] :], deeper[1]
        while (more := MORE_PAREN.match(rest[at:])) and is_label(more.group(1)):  # `(B) and (C)`
            labels.append(same_level(labels[0], more.group(1)))
            at += more.end()
        ranged = RANGE_END.match(rest[at:])  # `(B)(1) to (4)`: each member of a simple run
        last = labels[-1]
        run = expand_run(last[last.rindex("(") + 1 : -1], ranged.group(1)) if ranged else None
        if ranged is not None and run is not None:
            labels[-1:] = [last[: last.rindex("(")] + f"({label})" for label in run]
            at += ranged.end()
        return rest[at:], tuple(labels)
    bare = BARE_RANGE.match(rest)  # `17.36.020 A-J`: each member of a simple run
    run = expand_run(bare.group("first"), bare.group("last")) if bare is not None else None
    if bare is not None and run is not None:
        return rest[bare.end() :], tuple(f"({label})" for label in run)
    dot = DOT_LABEL.match(rest)
    if dot is not None:
        return rest[dot.end() :], (f"({dot.group(1)})",)
    head = HEAD_LABEL.match(rest)
    if head is not None:
        return rest[head.end() :], (f"({head.group(1)})",)
    named = trailing_part(rest)  # `… Emergency services council Item A`
    if named is not None:
        return named
    tail = TAIL_LABELS.search(rest)
    if tail is not None:
        numbers = PARAGRAPH_NUMBER.findall(tail.group("numbers"))
        return rest[: tail.start()], _labels_to_suffix(tail.group("letter"), numbers)
    return rest, ()
