"""The paragraphs of the plan's reading, packed for the records' reading instead of cleaned again.

The parse needs an export's paragraphs twice: once to plan the sections, once to make their
records (`structure`). Cleaning them (splitting, joining, classifying: `clean`) is most of a
reading's time, so the first reading packs each paragraph as it goes by (a plain tuple, its
kind as its value, serialised with `marshal` and compressed with `zlib`, some 64,000 characters
of text to a batch) and the second unpacks them, a batch at a time, each batch let go once
read. Packed, the paragraphs of an export take about a third of its text's size (the seeds'
rendering: 1.5 MB for 4.6 MB), against the several times their size they take as `Item`s; a
batch is unpacked five times faster than its pages are cleaned again (issue 21).
"""

from __future__ import annotations

import marshal
import zlib
from collections import deque
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from typing import Any

from parsers.ecode360.items import Item, Kind
from parsers.limits import check_time

# Characters of paragraph text to a batch: enough for `zlib` to find the repeats of a legal
# text (a batch of a few paragraphs packs to half the size), few enough that one batch
# unpacked is a page's work.
BATCH = 1 << 16
# `zlib`'s fastest level: three times smaller than the text, at some 100 MB a second.
LEVEL = 1

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
            self.batches.append(zlib.compress(marshal.dumps(batch), LEVEL))

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
    for fields in marshal.loads(zlib.decompress(batch)):
        yield make(Item, (kinds[fields[0]], *fields[1:]))
