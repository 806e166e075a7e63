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
from parsers.value_sequence import (
    ValueSequence,
    append_int,
    extend_ints,
    int_column,
    set_ints,
)

# The numbers of one node, in `SubsectionTree._numbers`.
_TEXT_START, _TEXT_END, _START, _END, _FIRST_PAGE, _LAST_PAGE = range(6)
_WIDTH = 6
_NONE = -1  # a page not known; a span's start of -1: no span at all
_BLANK = (_NONE,) * _WIDTH  # a node's numbers before they are known
_SEPARATOR = "\n"  # between ids and between labels: neither ever holds a line break


class _Strings:
    """A column of strings while it is written, joined a chunk at a time (a tree of many
    nodes never holds each id as a string of its own), with the end of each value."""

    CHUNK = 4096

    def __init__(self) -> None:
        self.ends = int_column()
        self.chunks: list[str] = []
        self.pending: list[str] = []
        self.position = 0

    def append(self, value: str) -> None:
        if self.ends:
            self.position += len(_SEPARATOR)
        self.position += len(value)
        self.ends = append_int(self.ends, self.position)
        self.pending.append(value)
        if len(self.pending) == self.CHUNK:
            self.chunks.append(_SEPARATOR.join(self.pending))
            self.pending = []

    def joined(self) -> tuple[str, array[int]]:
        """The values as one string, and the end of each value in it."""
        if self.pending or not self.chunks:
            self.chunks.append(_SEPARATOR.join(self.pending))
            self.pending = []
        whole = _SEPARATOR.join(self.chunks)
        self.chunks = [whole]
        return whole, self.ends


class TreeColumns:
    """A section's subsections written as columns in pre-order: each node's id, parent, label
    and level when it is opened (`add`), its numbers once they are final (`put`). A node the
    columns cannot hold as it is (its text not in `source`, its span in another document…)
    is kept as its record (`own`)."""

    def __init__(self, section: str, document: str, source: str) -> None:
        self.section, self.document, self.source = section, document, source
        self.ids = _Strings()
        self.labels = _Strings()
        self.parents = int_column()
        self.levels = array("b")
        self.numbers = int_column()
        self.own: dict[int, Subsection] = {}

    def __len__(self) -> int:
        return len(self.levels)

    def add(self, node_id: str, parent: int, label: str, level: int) -> int:
        """A node under the node at index `parent` (-1: the section); its index."""
        index = len(self.levels)
        self.ids.append(node_id)
        self.labels.append(label)
        self.parents = append_int(self.parents, parent)
        self.levels.append(level if 0 <= level < 128 else 0)  # out of range: kept in `own`
        self.numbers = extend_ints(self.numbers, _BLANK)
        return index

    def put(self, index: int, node: Subsection, parent_known: bool) -> None:
        """The record of the node at `index` (`parent_known`: its parent is the section or a
        node before it): its numbers, or the record itself when they cannot say it."""
        if not (parent_known and self._fits(node)):
            self.own[index] = node
        span = node.span
        shared = node.source is self.source
        self.numbers = set_ints(
            self.numbers,
            index * _WIDTH,
            (
                node.text_start if shared else _NONE,
                node.text_end if shared else _NONE,
                span.start if span is not None else _NONE,
                span.end if span is not None else _NONE,
                _page(span.first_page if span is not None else None),
                _page(span.last_page if span is not None else None),
            ),
        )

    def put_numbers(
        self, index: int, text: tuple[int, int], span: tuple[int, int, int | None, int | None]
    ) -> bool:
        """What `put` writes for a node of this section, its text `text` (start, end) in the
        columns' `source` and its `span` (start, end, first page, last page) in their
        document, without its record being made: False (nothing written) when the columns
        could not hold it (`_fits`), and its record is to be `put`."""
        start, end, first_page, last_page = span
        if min(text[0], text[1], start, end, first_page or 0, last_page or 0) < 0:
            return False  # `text` is checked too: an offset the columns would read as none
        self.numbers = set_ints(
            self.numbers,
            index * _WIDTH,
            (text[0], text[1], start, end, _page(first_page), _page(last_page)),
        )
        return True

    def _fits(self, node: Subsection) -> bool:
        """Whether the columns hold `node` as it is."""
        span = node.span
        return (
            node.source is self.source
            and node.section == self.section
            and 0 <= node.level < 128
            and span is not None
            and span.document == self.document
            and min(span.start, span.end, span.first_page or 0, span.last_page or 0) >= 0
            and span.first_line is None
            and span.last_line is None
        )


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
        columns = TreeColumns("", "", source)
        where: dict[str, int] = {}  # the index of each id read so far
        for i, node in enumerate(subsections):
            if i == 0:
                columns.section = node.section
            if node.span is not None and not columns.document:
                columns.document = node.span.document
            columns.add(node.id, where.get(node.parent, _NONE), node.label, node.level)
            columns.put(i, node, node.parent == columns.section or node.parent in where)
            where[node.id] = i
        self._adopt(columns)

    @classmethod
    def of_columns(cls, columns: TreeColumns) -> SubsectionTree:
        """The tree a builder wrote into `columns` (every node's numbers `put`)."""
        tree = cls.__new__(cls)
        tree._adopt(columns)
        return tree

    def _adopt(self, columns: TreeColumns) -> None:
        self._section, self._document = columns.section, columns.document
        self._source = columns.source
        self._ids, self._id_ends = columns.ids.joined()
        self._labels, self._label_ends = columns.labels.joined()
        self._parents, self._levels = columns.parents, columns.levels
        self._numbers, self._own = columns.numbers, columns.own

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
