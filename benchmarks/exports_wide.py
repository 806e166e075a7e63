"""The export parser on the OPEN half of the wide development set (issue 21, item 5:
`tests/parsers/devset/exports_wide/open/<place>/`, hand truth in `truth.toml`): sections found,
titles as printed, history entries with the right number (ordinance, local law or Town Meeting
article; "" for a prior code) and year, chapter titles, and chapter history.

A place stored as a scrape of ecode360's print view (`*.json`) is read in the shape a user gets
from it, the page text copied from a browser (`tests/parsers/ecode360_copies.py`: verbatim
text, the line layout rebuilt), through the format registry as a file would be; any other file
is parsed as it is. Truth puts an article's adoption note under `[[articles]]` (the scrape
dropped ARTICLE headings), so an article's entries are counted on its first section.

Never reads `sealed/` (the lead scores it).

Run: .venv/bin/python benchmarks/exports_wide.py
"""

from __future__ import annotations

import sys
import tempfile
import tomllib
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "parsers"))

from ecode360_copies import browser_copy  # type: ignore[import-not-found]  # noqa: E402

from parsers.dispatch import parse_document  # noqa: E402
from parsers.records import ParsedExport, Section  # noqa: E402

OPEN = ROOT / "tests" / "parsers" / "devset" / "exports_wide" / "open"


@dataclass(slots=True)
class Score:
    place: str
    sections: int = 0
    found: int = 0
    parsed: int = 0
    titles: int = 0
    history: int = 0
    history_right: int = 0
    history_parsed: int = 0
    chapters: int = 0
    chapter_titles: int = 0
    chapter_history: int = 0
    chapter_history_right: int = 0
    misses: list[str] = field(default_factory=list)


def _parse(place: Path, files: list[str], folder: Path) -> list[ParsedExport]:
    exports: list[ParsedExport] = []
    scraped = [place / name for name in files if name.endswith(".json")]
    paths = [place / name for name in files if not name.endswith(".json")]
    if scraped:
        copy = folder / f"{place.name}.txt"
        copy.write_text(browser_copy(scraped), encoding="utf-8")
        paths.append(copy)
    for path in paths:
        parsed = parse_document(path, path.name)
        if isinstance(parsed, ParsedExport):
            exports.append(parsed)
    return exports


def _entries(history: list[dict[str, Any]]) -> Counter[tuple[str, int | None]]:
    return Counter((e.get("ordinance", ""), e.get("year")) for e in history)


def _count(score: Score, expected: Counter[tuple[str, int | None]], got: Section | None) -> None:
    score.history += sum(expected.values())
    if got is None:
        return
    have = Counter((c.ordinance or "", c.year) for c in got.history)
    score.history_parsed += sum(have.values())
    score.history_right += sum((expected & have).values())
    if expected != have:
        score.misses.append(f"{got.id}: history {dict(have)} for {dict(expected)}")


def score_place(place: Path, folder: Path) -> Score:
    truth = tomllib.loads((place / "truth.toml").read_text(encoding="utf-8"))
    score = Score(place.name)
    exports = _parse(place, truth["files"], folder)
    got = {s.id: s for export in exports for s in export.sections}
    score.parsed = len(got)
    articles = {a["first_section"]: a["history"] for a in truth.get("articles", [])}
    for expected in truth["sections"]:
        score.sections += 1
        section = got.get(expected["id"])
        score.found += section is not None
        title = expected["title"].rstrip(".")
        if section is not None and section.title == title:
            score.titles += 1
        elif section is not None:
            score.misses.append(f"{section.id}: title {section.title!r} for {title!r}")
        entries = _entries(expected["history"]) + _entries(articles.get(expected["id"], []))
        _count(score, entries, section)
    chapters = {c.id: c for export in exports for c in export.chapters}
    for expected in truth.get("chapters", []):
        score.chapters += 1
        chapter = chapters.get(expected["id"])
        score.chapter_titles += chapter is not None and chapter.title == expected["title"]
        wanted = _entries(expected["history"])
        score.chapter_history += sum(wanted.values())
        if chapter is not None:
            have = Counter((c.ordinance or "", c.year) for c in chapter.history)
            score.chapter_history_right += sum((wanted & have).values())
    return score


def _rate(right: int, total: int) -> str:
    return f"{right}/{total} ({right / total:.1%})" if total else "-"


def main() -> None:
    with tempfile.TemporaryDirectory() as folder:
        for truth in sorted(OPEN.glob("*/truth.toml")):
            s = score_place(truth.parent, Path(folder))
            print(f"{s.place}")
            print(f"  sections found    {_rate(s.found, s.sections)}  parsed {s.parsed}")
            print(f"  titles            {_rate(s.titles, s.sections)}")
            history = _rate(s.history_right, s.history)
            print(f"  history entries   {history}  parsed {s.history_parsed}")
            print(f"  chapter titles    {_rate(s.chapter_titles, s.chapters)}")
            print(f"  chapter history   {_rate(s.chapter_history_right, s.chapter_history)}")
            for miss in s.misses:
                print(f"    {miss}")


if __name__ == "__main__":
    main()
