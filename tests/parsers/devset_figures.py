"""The export parser measured against the development set's hand-written truth.

For each city under `devset/exports/` (and the two seeds): section recall and precision (a
section is right when its id is right), the wrong numbers and whether each came with a warning,
history citations with the right ordinance and year, chapter titles where the document prints
them, and table-of-contents text found in any section (must be none). Used by
`benchmarks/exports_devset.py` (the report) and `test_exports_devset.py` (the bars).
"""

from __future__ import annotations

import re
import tomllib
from collections import Counter
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

from parsers.ecode360 import parse_export_text
from parsers.records import ParsedExport, Section, Severity

HERE = Path(__file__).resolve().parent
DEVSET = HERE / "devset" / "exports"
RAW = HERE.parents[1] / "raw" / "cotati" / "ecode360"
CITIES = ("burlington-wa", "atlantic-highlands-nj", "cornelius-or")

# A segment of a layout line: words separated by at most two blanks.
SEGMENT = re.compile(r"\S+(?: {1,2}\S+)*")
# A contents-page segment long enough to be evidence when found in a section (shorter ones,
# such as `Title.`, occur in any text).
MIN_TOC_SEGMENT = 15

# The seeds' truth, read from their history notes and running headers (no headings printed).
_COTATI_2004 = [("766", 2004)]
SEEDS: dict[str, list[tuple[str, list[tuple[str, int]]]]] = {
    "title17-ch17.62.txt": [
        ("17.62.010", _COTATI_2004),
        ("17.62.020", _COTATI_2004),
        ("17.62.030", [("766", 2004), ("823", 2009), ("915", 2022), ("934", 2025)]),
        ("17.62.040", [("766", 2004), ("885", 2019), ("895", 2020), ("927", 2024)]),
        ("17.62.050", _COTATI_2004),
        ("17.62.060", [("766", 2004), ("854", 2015), ("934", 2025)]),
        ("17.62.070", [("939", 2026)]),
    ],
    "title17-ch17.24.txt": [
        ("17.24.010", _COTATI_2004),
        ("17.24.020", [("766", 2004), ("927", 2024), ("935", 2025)]),
        (
            "17.24.030",
            [
                ("766", 2004),
                ("854", 2015),
                ("909", 2022),
                ("927", 2024),
                ("935", 2025),
                ("939", 2026),
            ],
        ),
        ("17.24.040", _COTATI_2004),
        ("17.24.050", _COTATI_2004),
    ],
}


@dataclass(slots=True)
class Figures:
    name: str
    sections: int = 0  # in the truth
    found: int = 0  # truth sections found with the right id
    parsed: int = 0  # sections the parser gave
    wrong: list[tuple[str, bool]] = field(default_factory=list)  # (id, warned)
    history: int = 0  # history entries in the truth
    history_right: int = 0  # found with the right ordinance and year
    chapters: int = 0  # chapter titles printed
    chapters_right: int = 0
    toc_leaks: list[str] = field(default_factory=list)  # contents text found in a section

    @property
    def recall(self) -> float:
        return self.found / self.sections if self.sections else 1.0

    @property
    def precision(self) -> float:
        return (self.parsed - len(self.wrong)) / self.parsed if self.parsed else 1.0

    @property
    def history_rate(self) -> float:
        return self.history_right / self.history if self.history else 1.0

    @property
    def chapter_rate(self) -> float:
        return self.chapters_right / self.chapters if self.chapters else 1.0

    @property
    def unwarned(self) -> int:
        return sum(1 for _, warned in self.wrong if not warned)


@cache
def truth(city: str) -> dict[str, Any]:
    with (DEVSET / city / "truth.toml").open("rb") as handle:
        return tomllib.load(handle)


@cache
def parsed(city: str, name: str) -> ParsedExport:
    path = DEVSET / city / name if city != "seeds" else RAW / name
    return parse_export_text(path.read_text(encoding="utf-8"), f"{city}/{name}", str(path))


def _warned(export: ParsedExport, section: Section) -> bool:
    where = f"chars {section.span.start}-"
    return any(
        issue.severity in (Severity.WARNING, Severity.ERROR)
        and (section.id in issue.location or section.id in issue.message or where in issue.location)
        for issue in export.issues
    )


def _history(figures: Figures, expected: list[tuple[str, int | None]], got: Section | None) -> None:
    figures.history += len(expected)
    if got is None:
        return
    have = Counter((c.ordinance or "", c.year) for c in got.history)
    for entry in expected:
        if have[entry] > 0:
            have[entry] -= 1
            figures.history_right += 1


def _sections(figures: Figures, exports: list[ParsedExport], expected: dict[str, Any]) -> None:
    got = {s.id: s for export in exports for s in export.sections}
    figures.sections += len(expected)
    figures.found += sum(1 for section_id in expected if section_id in got)
    figures.parsed += len(got)
    for export in exports:
        for section in export.sections:
            if section.id not in expected:
                figures.wrong.append((section.id, _warned(export, section)))
    for section_id, history in expected.items():
        _history(figures, history, got.get(section_id))


def _toc_leaks(city: str, exports: dict[str, ParsedExport], facts: dict[str, Any]) -> list[str]:
    """Segments of the contents pages (those listing the truth's `[[toc]]` entries) that turn
    up in a section's text, title or notes, and nowhere else in the document."""
    leaks: list[str] = []
    for name, export in exports.items():
        listed = {e["id"] for e in facts.get("toc", []) if e["file"] == name}
        if not listed:
            continue
        pages = (DEVSET / city / name).read_text(encoding="utf-8").split("\f")
        # The contents pages: they list the truth's entries and print no history note.
        toc_pages = [
            p for p in pages if sum(f"§ {i}." in p for i in listed) >= 3 and "(Ord." not in p
        ]
        rest = "\f".join(p for p in pages if p not in toc_pages)
        segments = {
            " ".join(s.split())
            for page in toc_pages
            for s in SEGMENT.findall(page)
            if len(s) >= MIN_TOC_SEGMENT and s not in rest
        }
        for section in export.sections:
            where = " ".join(
                [section.text, section.title or "", *section.editor_notes, *section.footnotes]
            )
            flat = " ".join(where.split())
            leaks.extend(f"{section.id}: {s}" for s in segments if s in flat)
    return leaks


def city_figures(city: str) -> Figures:
    facts = truth(city)
    figures = Figures(city)
    exports = {name: parsed(city, name) for name in facts["files"]}
    expected = {
        s["id"]: [(h["ordinance"], h.get("year")) for h in s.get("history", [])]
        for s in facts["sections"]
    }
    _sections(figures, list(exports.values()), expected)
    chapters = {c.id: c for export in exports.values() for c in export.chapters}
    for chapter in facts.get("chapters", []):
        if chapter.get("title"):
            figures.chapters += 1
            got = chapters.get(chapter["id"])
            figures.chapters_right += got is not None and got.title == chapter["title"]
    figures.toc_leaks = _toc_leaks(city, exports, facts)
    return figures


def seeds_figures() -> Figures:
    figures = Figures("cotati seeds")
    for name, sections in SEEDS.items():
        expected = {sid: [(o, y) for o, y in hist] for sid, hist in sections}
        _sections(figures, [parsed("seeds", name)], dict(expected))
    return figures


def all_figures() -> list[Figures]:
    return [*(city_figures(city) for city in CITIES), seeds_figures()]
