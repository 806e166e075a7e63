"""A structure line whose number a colon ends (Holdrege NE's `ARTICLE 1: ANIMALS`, issue 19
part F) is the article heading, like `ARTICLE 1. ANIMALS`; a sentence is none."""

from __future__ import annotations

import pytest

from parsers.ecode360.classify import STRUCTURE

ROWS: list[tuple[str, str | None]] = [
    ("ARTICLE 1: ANIMALS", "1"),
    ("ARTICLE 1. ANIMALS", "1"),
    ("Article 2 — COMMUNITY AND PROJECT DESIGN", "2"),
    ("Article 1: the owner shall keep the dog on a leash.", None),
]


@pytest.mark.parametrize(("line", "number"), ROWS)
def test_structure_line(line: str, number: str | None) -> None:
    m = STRUCTURE.match(line)
    assert (m["id"] if m else None) == number
