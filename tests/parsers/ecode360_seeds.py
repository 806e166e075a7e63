"""Shared helpers for the ecode360 export tests: the seed exports and variants of them."""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

from parsers.ecode360 import parse_export_text
from parsers.records import ParsedExport, Section

RAW = Path(__file__).resolve().parents[2] / "raw" / "cotati" / "ecode360"
SEEDS = {"17.62": RAW / "title17-ch17.62.txt", "17.24": RAW / "title17-ch17.24.txt"}


@cache
def seed_text(chapter: str) -> str:
    return SEEDS[chapter].read_text(encoding="utf-8")


@cache
def seed(chapter: str) -> ParsedExport:
    return parse_export_text(seed_text(chapter), f"cotati/ecode360/{SEEDS[chapter].name}")


def section(chapter: str, section_id: str) -> Section:
    return next(s for s in seed(chapter).sections if s.id == section_id)


# A chapter number where it stands as one (`17.62`, `§ 17.62.030`, `Chapter 17.62`), not
# inside a longer number.
def chapter_pattern(chapter: str) -> re.Pattern[str]:
    return re.compile(rf"(?<![\d.]){re.escape(chapter)}(?=\.\d|\b)")


def variant(
    chapter: str,
    *,
    city: str = "Rohnert Park",
    code: str = "RO1234",
    new_chapter: str = "9.14",
    downloaded: str = "2024-01-02",
) -> str:
    """A seed export as another city would print it: city, ecode360 code, chapter number and
    download date replaced, nothing else changed."""
    text = seed_text(chapter)
    text = text.replace("Cotati", city).replace("COTATI", city.upper())
    text = text.replace("CO4398", code).replace("2026-05-11", downloaded)
    return chapter_pattern(chapter).sub(new_chapter, text)
