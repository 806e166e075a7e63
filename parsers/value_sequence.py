"""A sequence held compactly and made into records as it is read, that is, as a value, the
tuple of its items: equal to any sequence of equal items, hashed and printed as that tuple.

Big documents' per-item records are held so (a page's lines as its text, a section's
subsections as columns, their spans as arrays): `PageLines`, `SubsectionTree`,
`SubsectionSpans`.
"""

from __future__ import annotations

from array import array
from collections.abc import Sequence
from typing import TypeVar

Item = TypeVar("Item")


class ValueSequence(Sequence[Item]):
    """Equality, hash and repr of the tuple of the items (a subclass gives `__getitem__`,
    `__len__` and, where reading one item at a time would repeat work, `__iter__`)."""

    __slots__ = ()

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Sequence) and not isinstance(other, str | bytes):
            return len(self) == len(other) and all(a == b for a, b in zip(self, other, strict=True))
        return NotImplemented

    def __hash__(self) -> int:
        return hash(tuple(self))

    def __repr__(self) -> str:
        return f"{type(self).__name__}({tuple(self)!r})"


def int_column() -> array[int]:
    """An empty column of integers for `append_int`: four bytes each while they fit."""
    return array("i")


def append_int(column: array[int], value: int) -> array[int]:
    """`column` with `value` appended: the same array while the value fits its items, else a
    copy of eight-byte items (a column of small numbers takes four bytes a number)."""
    try:
        column.append(value)
    except OverflowError:
        column = array("q", column)
        column.append(value)
    return column


def set_ints(column: array[int], start: int, values: Sequence[int]) -> array[int]:
    """`column` with `values` written from `start` on, widened as `append_int` does."""
    try:
        column[start : start + len(values)] = array(column.typecode, values)
    except OverflowError:
        column = array("q", column)
        column[start : start + len(values)] = array("q", values)
    return column


def extend_ints(column: array[int], values: Sequence[int]) -> array[int]:
    """`column` with `values` appended, widened as `append_int` does."""
    size = len(column)
    try:
        column.extend(values)
    except OverflowError:
        del column[size:]
        column = array("q", column)
        column.extend(values)
    return column
