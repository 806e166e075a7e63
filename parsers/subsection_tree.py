"""A section's subsections held as columns: one string of ids, one of labels, arrays of numbers.

A `Subsection` record with its span, its id and its offsets takes about 385 bytes; a 50 MB
export has 220,000 of them, 85 MB. Held as columns (`SubsectionTree`) they take about 80
bytes each, and the records are made, one by one, when the tree is read: it is a
`Sequence[Subsection]` like the tuple it replaces, equal to a tuple of the same records.
"""

from __future__ import annotations

from array import array
from collections.abc import Iterable, Iterator
from typing import overload

from parsers.records import SourceSpan, Subsection
from parsers.value_sequence import ValueSequence

# The numbers of one node, in `SubsectionTree._numbers`.
_TEXT_START, _TEXT_END, _START, _END, _FIRST_PAGE, _LAST_PAGE = range(6)
_WIDTH = 6
_NONE = -1  # a page not known; a span's start of -1: no span at all
_SEPARATOR = "\n"  # between ids and between labels: neither ever holds a line break


def _joined(values: list[str]) -> tuple[str, array[int]]:
    """`values` as one string and the end of each value in it."""
    ends = array("l")
    position = 0
    for value in values:
        position += len(value)
        ends.append(position)
        position += len(_SEPARATOR)
    return _SEPARATOR.join(values), ends


def _part(joined: str, ends: array[int], index: int) -> str:
    start = ends[index - 1] + len(_SEPARATOR) if index else 0
    return joined[start : ends[index]]


class SubsectionTree(ValueSequence[Subsection]):
    """The subsections of one section, in pre-order, held as columns (see the module)."""

    __slots__ = (
        "_document", "_id_ends", "_ids", "_label_ends", "_labels", "_levels", "_numbers", "_own",
        "_parents", "_section", "_source",
    )  # fmt: skip

    def __init__(self, subsections: Iterable[Subsection], source: str = "") -> None:
        """The tree of `subsections` (one section's, in pre-order), whose texts are slices of
        `source` where they can be (`Subsection.source is source`). They are read once, one
        at a time: a builder's records are never all held at once beside the columns."""
        self._section = ""
        self._document = ""  # the document of the first record with a span
        self._source = source
        ids: list[str] = []
        labels: list[str] = []
        where: dict[str, int] = {}  # the index of each id read so far
        self._parents = array("l")
        self._levels = array("b")
        self._numbers = array("l")
        # What the columns cannot say: texts not in `source`, parents that are not the
        # section or an earlier node, spans in another document, another section.
        self._own: dict[int, Subsection] = {}
        for i, node in enumerate(subsections):
            span = node.span
            if i == 0:
                self._section = node.section
            if span is not None and not self._document:
                self._document = span.document
            ids.append(node.id)
            labels.append(node.label)
            self._parents.append(where.get(node.parent, _NONE))
            self._levels.append(node.level)
            if not self._fits(node, where):
                self._own[i] = node
            where[node.id] = i
            shared = node.source is source
            self._numbers.extend(
                (
                    node.text_start if shared else _NONE,
                    node.text_end if shared else _NONE,
                    span.start if span is not None else _NONE,
                    span.end if span is not None else _NONE,
                    _page(span.first_page if span is not None else None),
                    _page(span.last_page if span is not None else None),
                )
            )
        self._ids, self._id_ends = _joined(ids)
        self._labels, self._label_ends = _joined(labels)

    def _fits(self, node: Subsection, where: dict[str, int]) -> bool:
        """Whether the columns hold `node` as it is."""
        span = node.span
        return (
            node.source is self._source
            and node.section == self._section
            and (node.parent == self._section or node.parent in where)
            and 0 <= node.level < 128
            and span is not None
            and span.document == self._document
            and min(span.start, span.end, span.first_page or 0, span.last_page or 0) >= 0
            and span.first_line is None
            and span.last_line is None
        )

    def __len__(self) -> int:
        return len(self._levels)

    @overload
    def __getitem__(self, index: int) -> Subsection: ...

    @overload
    def __getitem__(self, index: slice) -> tuple[Subsection, ...]: ...

    def __getitem__(self, index: int | slice) -> Subsection | tuple[Subsection, ...]:
        if isinstance(index, slice):
            return tuple(self[i] for i in range(len(self))[index])
        if index < 0:
            index += len(self)
        if not 0 <= index < len(self):
            raise IndexError("subsection index out of range")
        own = self._own.get(index)
        if own is not None:
            return own
        n = self._numbers[index * _WIDTH : (index + 1) * _WIDTH]
        parent = self._parents[index]
        span = SourceSpan(
            self._document, n[_START], n[_END], _or_none(n[_FIRST_PAGE]), _or_none(n[_LAST_PAGE])
        )
        return Subsection(
            _part(self._ids, self._id_ends, index),
            self._section,
            self._section if parent == _NONE else _part(self._ids, self._id_ends, parent),
            _part(self._labels, self._label_ends, index),
            self._levels[index],
            self._source,
            n[_TEXT_START],
            n[_TEXT_END],
            span,
        )

    def __iter__(self) -> Iterator[Subsection]:
        return (self[i] for i in range(len(self)))

    def __reduce__(self) -> tuple[object, ...]:
        return (SubsectionTree, (tuple(self), self._source))


def _page(page: int | None) -> int:
    return _NONE if page is None else page


def _or_none(value: int) -> int | None:
    return None if value == _NONE else value
