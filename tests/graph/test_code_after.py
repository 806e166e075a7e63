"""A code's abbreviation after a chapter's number (`Chapter 7.80 RCW`) names that code's chapter,
also where a sentence's full stop follows it (Mercer Island WA, part I of the wide set); a
further letter or digit after the period makes it no such name."""

from __future__ import annotations

import pytest

from graph.find import scan
from graph.records import CitationKind


@pytest.mark.parametrize(
    ("text", "raw", "code"),
    [
        (
            "constitutes a Class I civil infraction pursuant to Chapter 7.80 RCW. Each day of",
            "Chapter 7.80 RCW",
            "RCW",
        ),
        ("shall be issued as provided in Chapter 7.80 RCW as amended,", "Chapter 7.80 RCW", "RCW"),
        ("the review under Chapter 197-11 WAC.", "Chapter 197-11 WAC", "Wash. Admin. Code"),
    ],
)
def test_code_after_its_chapter(text: str, raw: str, code: str) -> None:
    hits = scan(text).hits
    (hit,) = [h for h in hits if text[h.start : h.end].startswith("Chapter")]
    assert text[hit.start : hit.end] == raw
    assert [(m.reference.kind, m.reference.code) for m in hit.members] == [
        (CitationKind.EXTERNAL, code)
    ]
