"""CHANGES.md is `## Unreleased` on top, then one `## YYYY-MM-DD` section a day, newest first."""

from __future__ import annotations

import re
from datetime import date
from pathlib import Path

CHANGES = Path(__file__).resolve().parent.parent / "CHANGES.md"


def test_the_sections_are_unreleased_then_dated_newest_first() -> None:
    headings = re.findall(r"^## (.+)$", CHANGES.read_text(encoding="utf-8"), re.M)
    assert headings[0] == "Unreleased"
    days = [date.fromisoformat(heading) for heading in headings[1:]]
    assert days, "no dated section"
    assert days == sorted(days, reverse=True) and len(set(days)) == len(days)
