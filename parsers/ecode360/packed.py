"""The paragraphs of the plan's reading, packed for the records' reading instead of cleaned again.

The parse needs an export's paragraphs twice: once to plan the sections, once to make their
records (`structure`). Cleaning them (splitting, joining, classifying: `clean`) is most of a
reading's time, so the first reading packs each paragraph as it goes by (a plain tuple, its
kind as its value, serialised with `marshal`, some 64,000 characters of text to a batch) and
the second unpacks them, a batch at a time, each batch let go once read. Packed, the
paragraphs of an export take about its text's size in bytes (the text itself is held at up to
two bytes a character), against the several times their size they take as `Item`s; a batch is
unpacked many times faster than its pages are cleaned again (issue 21). They are not
compressed: `zlib` at its fastest level packed them to a third but cost a tenth of the parse's
time, and the peak stays under five times the file without it (a 50 MB export: 3.9x, against
3.5x compressed: `benchmarks/memory.py --sizes 50 --mode parse`).
"""

from __future__ import annotations

import marshal
from collections import deque
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from typing import Any

from parsers.ecode360.items import Item, Kind
from parsers.limits import check_time

# Characters of paragraph text to a batch: few enough that one batch unpacked is a page's
# work, enough that the batches' own overhead does not count.
BATCH = 1 << 16

# A kind packs as its value (an enum member's hash is a Python-level call; its value's is not).
KIND_OF_VALUE = {kind.value: kind for kind in Kind}


@dataclass(slots=True)
class PackedItems:
    """Paragraphs packed as a stream of them is read (`packing`), unpacked once (`unpacked`)."""

    batches: deque[bytes] = field(default_factory=deque)
    complete: bool = False  # the stream packed was read to its end

    def packing(self, items: Iterable[Item]) -> Iterator[Item]:
        """`items`, each packed as it goes by."""
        batch: list[tuple[Any, ...]] = []
        size = 0
        for item in items:
            batch.append((item.kind._value_, *item[1:]))
            size += len(item.text)
            if size >= BATCH:
                self._pack(batch)
                batch, size = [], 0
            yield item
        self._pack(batch)
        self.complete = True

    def _pack(self, batch: list[tuple[Any, ...]]) -> None:
        if batch:
            self.batches.append(marshal.dumps(batch))

    def unpacked(self) -> Iterator[Item]:
        """The paragraphs packed, in order, each batch let go as it is unpacked."""
        if not self.complete:
            raise RuntimeError("the paragraphs are unpacked once all are packed")
        while self.batches:
            yield from _unpack(self.batches.popleft())

    def replayed(self) -> Iterator[Item]:
        """The paragraphs packed, in order, kept packed for `unpacked`."""
        if not self.complete:
            raise RuntimeError("the paragraphs are replayed once all are packed")
        for batch in tuple(self.batches):
            yield from _unpack(batch)


def _unpack(batch: bytes) -> Iterator[Item]:
    check_time()
    make = tuple.__new__  # `Item(…)` without its Python-level `__new__`
    kinds = KIND_OF_VALUE
    for fields in marshal.loads(batch):
        yield make(Item, (kinds[fields[0]], *fields[1:]))
