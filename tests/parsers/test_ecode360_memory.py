"""The text path's memory (issue 13: peak memory under 5x the largest document's text).

The decoded text is let go once the page stream holds its lines, each page once its lines are
paragraphs, each section's paragraphs once its record is made; line numbers come from an array
of line starts, not from the text. `benchmarks/memory.py` measures the whole build's RSS."""

from __future__ import annotations

import tracemalloc
from array import array
from bisect import bisect_right
from dataclasses import replace
from itertools import accumulate
from pathlib import Path

from ecode360_seeds import SEEDS, chapter_pattern, seed_text
from hypothesis import given
from hypothesis import strategies as st

from parsers.decode import file_sha256
from parsers.ecode360 import parse_export_file, parse_export_text, read_export_text
from parsers.ecode360.clean import clean_items
from parsers.ecode360.sections import Lines
from parsers.ecode360.structure import build_sections
from parsers.ecode360.text import split_lines

# The parse's peak of Python allocations over the file's size. It was 11.6x before the text
# and the page stream were let go early (116 MB for a 10 MB export); it is about 5x now: the
# text at two bytes a character (it holds `•`) and the page stream, the parse's largest phase.
PEAK_RATIO = 6.0


def _old_starts(text: str) -> list[int]:
    """How line numbers were counted before: a split of the whole text."""
    return [0, *accumulate(len(line) + 1 for line in text.split("\n"))]


@given(st.text(alphabet=st.sampled_from("ab \n\r\f•§"), max_size=200))
def test_line_starts_number_lines_as_the_text_did(text: str) -> None:
    starts = array("q")
    split_lines(text, starts)
    expected = _old_starts(text)
    assert list(starts) == expected[:-1]
    assert list(Lines.of_text(text).starts) == expected[:-1]
    lines = Lines(starts)
    for offset in range(len(text) + 1):
        assert lines.number(offset) == bisect_right(expected, offset)


def test_read_export_text_counts_every_line() -> None:
    text = seed_text("17.62")
    export = read_export_text(text)
    assert export.line_starts is not None
    assert len(export.line_starts) == text.count("\n") + 1


def test_the_phases_consume_their_input() -> None:
    export = read_export_text(seed_text("17.62"))
    assert export.line_starts is not None
    pages = list(export.pages)
    items, _ = clean_items(pages, "doc")
    assert pages == [] and items
    headers = [(page.number, page.header) for page in export.pages]
    built = build_sections(items, headers, Lines(export.line_starts), "doc", None)
    assert items == [] and len(built.sections) == 7


def test_a_file_parses_as_its_text(tmp_path: Path) -> None:
    for chapter, seed in SEEDS.items():
        path = tmp_path / seed.name
        path.write_bytes(seed.read_bytes())
        parsed = parse_export_file(path, chapter)
        expected = parse_export_text(seed_text(chapter), chapter, str(path))
        document = replace(expected.document, sha256=file_sha256(path))
        assert parsed == replace(expected, document=document)


def test_the_parse_peak_is_a_few_times_the_file(tmp_path: Path) -> None:
    text = seed_text("17.62")
    copies = [chapter_pattern("17.62").sub(f"17.{10 + k}", text) for k in range(24)]
    path = tmp_path / "code.txt"
    path.write_text("\n".join(copies), encoding="utf-8")
    tracemalloc.start()
    try:
        parsed = parse_export_file(path, "big")
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert len(parsed.sections) == 24 * 7
    assert peak < PEAK_RATIO * path.stat().st_size
