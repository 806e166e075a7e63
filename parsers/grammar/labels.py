"""Subsection labels: the shape of one label, a path of them, what level a later label of a
list names, and the members of a run (`A through J`, `(B)(1) to (4)`, `(a) - (f)`).

A label is a number with an optional letter (`12`, `4a`), one letter, a doubled letter (`aa`) or
a Roman numeral (`iv`, `XII`); a word (`thro`, `the`) never is. A later label of a list or the
end of a range takes the place of the earlier path's level numbered as it is (`label_kind`):
`(a)(1) and (b)` → `(b)`, `(B)(1) to (4)` → `(B)(4)`. A run names each member only when its
ends are a simple run (letters of one case, or numbers): Roman numerals, whose letters are also
letters (`(i) through (v)`), and ends of different shapes are no run (None), never a label made
of the words between (`(A)(thro)(ugh)(J)`). Used by the citation finder (`graph.readers.cursor`)
and the instruction parser (`parsers.ordinance.label_runs`, `target_labels`, `levels`).
"""

from __future__ import annotations

import re

from parsers.grammar.joints import RANGE_DASH, RANGE_WORD

# One label's characters as a path prints it in parentheses (`E` of `(E)`, `vii`, `12a`): what
# both readers take for a label before its shape is checked.
LABEL_CHARS = r"[A-Za-z0-9]{1,5}"
# A parenthesized path: `(E)(3)(a)(ii)`, `(l)`.
LABEL_PATH = rf"(?:\({LABEL_CHARS}\))+"
# Letter-period labels continuing a path, as Ohio's codes print the levels below `(a)(1)`:
# `A.`, `B.1.`, `A.3.` (`(a)(1)A.`, `(d)(2)A.3.`), and in lower case below a numbered label as
# Louisiana's print them (`4-32(21)a.`, `(6)a.1.`, `(10)b.7`, the last period sometimes
# dropped): a label ends with its period, the citation after it, so `(a)(1)And` is no label.
PERIOD_LABELS = r"(?:[A-Z]\.(?:\d{1,2}\.(?:[a-z]\.)?)?|[a-z]\.(?:\d{1,2}\.?)?)(?=[\s,;)]|$)"
# Labels printed run together with no parentheses or periods, as codes whose subsections are
# lettered, then numbered, then lettered print them (`subsections B1b and B1c`, Cloudcroft, NM:
# subsection B, its paragraph 1, its item b): a capital, a number, perhaps a lower-case letter.
RUN_TOGETHER = r"[A-Z]\d{1,2}[a-z]?"
# A path's last label printed as a run in its one parenthesis, as a table cell prints it:
# `(a-c)` of `(d)(1)(a-c)`.
PAREN_RUN = r"\((?P<lo>[A-Za-z0-9]{1,3})-(?P<hi>[A-Za-z0-9]{1,3})\)"
# One label's shape: a number with an optional letter (`12`, `4a`), one letter, a doubled letter
# (`aa`, as codes label past `z`) or a Roman numeral (`iv`, `XII`); never a word.
LABEL_SHAPE = re.compile(r"\d{1,3}[A-Za-z]?|[A-Za-z]|(?P<l>[A-Za-z])(?P=l)|[ivxl]{2,6}|[IVXL]{2,6}")
# One piece of a path: a label in parentheses (OCR may print blanks inside, `( c )`, and a
# parenthesis as `~`, `{`, `}`, `[` or `]`: `~4}`), or a bare label with the period that may
# follow it (`B`, `c.`).
PIECE = re.compile(
    r"\s?(?:[(~{\[]\s?(?P<paren>[A-Za-z0-9]{1,6})\s?[)~}\]]|(?P<bare>[A-Za-z0-9]{1,6})\.?)"
)
# The word or dash between a run's ends: `A through J`, `2 - 5`, `(B)(1) to (4)`, `A-J`.
RUN_WORD = re.compile(rf"\s*(?:\b{RANGE_WORD}\b|-|{RANGE_DASH})\s*", re.IGNORECASE)
# Letters that are also Roman numerals: a run between two of them is no simple run of letters.
ROMAN_LETTERS = frozenset("ivxlIVXL")
MAX_RUN = 52  # more members than a part has labels means the ends were misread


def is_label(token: str) -> bool:
    """Whether `token` has a subsection label's shape (`B`, `12`, `4a`, `aa`, `iv`)."""
    return LABEL_SHAPE.fullmatch(token) is not None


def label_kind(label: str) -> str:
    """What numbers a level: `number` (`12`, `4a`), `roman` (`iv`, `XII`: two letters or more
    of Roman numerals), `lower` or `upper` (one letter, or a doubled one)."""
    if label[0].isdigit():
        return "number"
    if len(label) > 1 and set(label) <= ROMAN_LETTERS:
        return "roman"
    return "lower" if label.islower() else "upper"


def continue_path(
    previous: tuple[str, ...], new: tuple[str, ...], *, deepest: bool, alone: bool
) -> tuple[str, ...]:
    """The full path of labels printed after another path: `(c)` after `(b)` is its sibling,
    `(2)` after `(B)(1)` is `(B)(2)`, `(10)` ending the range `(D)(1)-(10)` is `(D)(10)`. The
    new labels take the place of the previous path's level numbered as their first is
    (`label_kind`): its deepest such level for a range's end, its shallowest for a list's next
    item. Where no level is numbered so, the new labels stand `alone` (a path of their own, as
    the citation finder reads them) or else at the last level's place (the list's own level, as
    drafters print most lists in an instruction)."""
    if not new:
        return previous
    kind = label_kind(new[0])
    levels = [i for i, label in enumerate(previous) if label_kind(label) == kind]
    if not levels:
        return new if alone else previous[:-1] + new
    at = levels[-1] if deepest or _follows_leaf(previous, new[0], levels) else levels[0]
    return previous[:at] + new


def _follows_leaf(previous: tuple[str, ...], label: str, levels: list[int]) -> bool:
    """Whether a list's next label goes on from the previous path's last label, a level below
    another of its kind (`62.23(7)(e)(10), (14) and (15)`: 14 after 10, (7)(e)'s): after the leaf
    in order, and not the very next label after the shallower level's (`(d)(1)(a-c), (e)`: (e)
    follows (d))."""
    if len(levels) < 2 or levels[-1] != len(previous) - 1:
        return False
    return _after(previous[-1], label) and not _after(previous[levels[0]], label, next_only=True)


def _after(label: str, later: str, *, next_only: bool = False) -> bool:
    """Whether `later` comes after `label` in their numbering (numbers, or one letter each); with
    `next_only`, right after it."""
    if label.isdigit() and later.isdigit():
        step = int(later) - int(label)
    elif len(label) == len(later) == 1 and label.isalpha() and later.isalpha():
        step = ord(later) - ord(label)
    else:
        return False
    return step == 1 if next_only else step > 0


def same_level(path: str, label: str) -> str:
    """The path a later label of a list names after the first path (`(a)(1)` and `(b)` → `(b)`,
    `(B)(1)` and `(2)` → `(B)(2)`), both printed in parentheses (`continue_path`)."""
    levels = tuple(re.findall(rf"\(({LABEL_CHARS})\)", path))
    path_after = continue_path(levels, (label,), deepest=False, alone=False)
    return "".join(f"({one})" for one in path_after)


def period_labels(printed: str) -> tuple[str, ...]:
    """The labels of letter-period labels or of a dotted path: `A.3.` → (`A`, `3`), `B.2.a` →
    (`B`, `2`, `a`), `B(5)` → (`B`, `5`) (a dotted label's parenthesized tail)."""
    return tuple(re.findall(r"[^.()\s]+", printed))


def run_together_labels(printed: str) -> tuple[str, ...]:
    """The labels of a run-together path (`B1b` → (`B`, `1`, `b`), `A2` → (`A`, `2`))."""
    return tuple(re.findall(r"[A-Z]|\d+|[a-z]", printed))


def run_start(first: str, last: str) -> str:
    """A run's first label as meant: a lower-case `l` opening a run whose last label is a number
    is the digit one as typed (`(l) through (5)`: 1 to 5), not a letter among numbers."""
    return "1" if first == "l" and last.isdigit() else first


def label_path(text: str) -> tuple[str, ...] | None:
    """The labels of one path (`(B)(1)` → (`B`, `1`); `c.` → (`c`,)); None when `text` holds
    anything but labels."""
    tokens: list[str] = []
    at, text = 0, text.strip()
    while at < len(text):
        piece = PIECE.match(text, at)
        if piece is None:
            return None
        token = piece.group("paren") or piece.group("bare")
        if not is_label(token) or (piece.group("bare") and tokens):  # `B 1`: no one path
            return None
        tokens.append(token)
        at = piece.end()
    return tuple(tokens) or None


def expand_run(first: str, last: str) -> tuple[str, ...] | None:
    """The labels from `first` through `last` when they are a simple run (`A`…`J`, `2`…`5`,
    `l`…`5` as 1 to 5: `run_start`); None otherwise (Roman numerals, mixed shapes, a run
    backwards or too long)."""
    first = run_start(first, last)
    if first.isdigit() and last.isdigit():
        low, high = int(first), int(last)
        if low < high <= low + MAX_RUN:
            return tuple(str(value) for value in range(low, high + 1))
        return None
    single = len(first) == len(last) == 1 and first.isalpha() and last.isalpha()
    if not single or first.isupper() != last.isupper() or {first, last} <= ROMAN_LETTERS:
        return None
    if ord(first) >= ord(last):
        return None
    return tuple(chr(code) for code in range(ord(first), ord(last) + 1))


def label_paths(item: str) -> tuple[str, ...] | None:
    """The label paths one item of a list names, each as `(B)(1)`: one path, or each member of a
    run whose last end names the last label only (`(B)(1) to (4)` → `(B)(1)` … `(B)(4)`);
    None when the item is neither (a word among the labels, a run that is no simple run)."""
    path = label_path(item)
    if path is not None:
        return ("".join(f"({token})" for token in path),)
    ends = RUN_WORD.split(item, maxsplit=1)
    if len(ends) != 2:
        return None
    first, last = label_path(ends[0]), label_path(ends[1])
    if first is None or last is None or len(last) > len(first):
        return None
    stem = first[: len(first) - len(last)]
    if first[len(stem) : -1] != last[:-1]:  # `(B)(1) to (C)(4)`: the ends differ above the run
        return None
    run = expand_run(first[-1], last[-1])
    if run is None:
        return None
    prefix = "".join(f"({token})" for token in first[:-1])
    return tuple(f"{prefix}({label})" for label in run)
