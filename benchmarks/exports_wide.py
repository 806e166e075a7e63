"""The export parser on the wide development set of ecode360 material (issue 21, item 5).

    .venv/bin/python benchmarks/exports_wide.py [--part open|sealed] [--place X]

Reads `tests/parsers/devset/exports_wide/<part>/<place>/truth.toml` (README.md there) and parses
each of its `files` the way a user's file is parsed (`parsers.dispatch.parse_document`: the
format sniffed from the file). A JSON scrape of the print view is no file a user has: it is
first written out as the text of the page copied from a browser, which is what the scrape was
taken from (`tests/parsers/ecode360_copies.py::browser_copy`: verbatim text, the line layout
rebuilt).

Figures per place (`tests/parsers/devset_figures.Figures`): section recall and precision (ids
where the document prints them), wrong numbers and whether each was warned, history entries
with the right ordinance (article) number and year (an article's note counts on its first
section, as README.md allows), chapter titles; and inferred numbers without a warning (must be
0). `sealed/` is scored once, at the end of the issue.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import tomllib
from collections import Counter
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "parsers"))

from devset_figures import Figures  # type: ignore[import-not-found]  # noqa: E402
from ecode360_copies import browser_copy  # type: ignore[import-not-found]  # noqa: E402

from parsers.dispatch import parse_document  # noqa: E402
from parsers.errors import DocumentError  # noqa: E402
from parsers.history import LOCAL_LAW_PREFIX  # noqa: E402
from parsers.records import (  # noqa: E402
    HistoryCitation,
    HistoryKind,
    NumberSource,
    ParsedExport,
    Severity,
)

DEVSET = ROOT / "tests" / "parsers" / "devset" / "exports_wide"


def parse_file(folder: Path, name: str, scratch: Path) -> ParsedExport | DocumentError:
    path = folder / name
    if path.suffix == ".json":
        path = scratch / f"{path.stem}.txt"
        path.write_text(browser_copy([folder / name]), encoding="utf-8")
    try:
        parsed = parse_document(path, f"{folder.name}/{name}")
    except DocumentError as exc:
        return exc
    if not isinstance(parsed, ParsedExport):
        return DocumentError(path, f"read as {type(parsed).__name__}, not as an ecode360 export")
    return parsed


def _entries(history: list[dict[str, Any]]) -> list[tuple[str, int | None]]:
    return [(str(h.get("ordinance", "")), h.get("year")) for h in history]


def _ordinance(citation: HistoryCitation) -> str:
    """The number as the truth writes it: a local law's number without the `L.L. ` that the
    record puts before it to tell it from an ordinance of the same number (the truth says
    `kind = "local_law"` instead)."""
    number = citation.ordinance or ""
    if citation.kind is HistoryKind.LOCAL_LAW:
        return number.removeprefix(LOCAL_LAW_PREFIX)
    return number


def user_files(truth: dict[str, Any]) -> list[str]:
    """The files a user has: a PDF's `text_files` (its text layer, written out so that the
    truth can be read and checked) are the same pages again, not a second document; parsing
    both would let the later copy's sections replace the PDF's."""
    pdfs = {Path(name).stem for name in truth["files"] if name.lower().endswith(".pdf")}
    text_of_pdf = {n for n in truth.get("text_files", []) if Path(n).stem in pdfs}
    return [name for name in truth["files"] if name not in text_of_pdf]


def expected_history(truth: dict[str, Any]) -> dict[str, list[tuple[str, int | None]]]:
    """Each section's history entries, its article's note counted on the article's first
    section."""
    expected = {s["id"]: _entries(s.get("history", [])) for s in truth.get("sections", [])}
    for article in truth.get("articles", []):
        first = article.get("first_section")
        if first in expected:
            expected[first] = _entries(article.get("history", [])) + expected[first]
    return expected


def found_history(exports: list[ParsedExport]) -> dict[str, list[HistoryCitation]]:
    """Each section's history as parsed, an article's note counted on the article's first
    section: the truth's convention (`expected_history`) applied to what the parser found, which
    keeps an article's `[Adopted as Art. 1 of the 1981 Bylaws]` on its `Article` record."""
    found = {s.id: list(s.history) for export in exports for s in export.sections}
    for export in exports:
        for article in export.articles:
            if article.sections and article.sections[0] in found:
                found[article.sections[0]][:0] = article.history
    return found


def unwarned_inferred(export: ParsedExport) -> list[str]:
    """Sections numbered from their neighbours (or provisionally) that no issue warns about."""
    out = []
    for section in export.sections:
        if section.number_source not in (NumberSource.INFERRED, NumberSource.PROVISIONAL):
            continue
        warned = any(
            issue.severity in (Severity.WARNING, Severity.ERROR)
            and (section.id in issue.location or section.id in issue.message)
            for issue in export.issues
        )
        if not warned:
            out.append(section.id)
    return out


def score_place(folder: Path) -> tuple[Figures, list[str], list[str]]:
    """The place's figures, its refused files, and its unwarned inferred numbers."""
    truth = tomllib.loads((folder / "truth.toml").read_text(encoding="utf-8"))
    figures = Figures(folder.name)
    refused: list[str] = []
    exports: list[ParsedExport] = []
    with tempfile.TemporaryDirectory() as scratch:
        for name in user_files(truth):
            parsed = parse_file(folder, name, Path(scratch))
            if isinstance(parsed, DocumentError):
                refused.append(f"{name}: {parsed}")
            else:
                exports.append(parsed)
    expected = expected_history(truth)
    got = {s.id: s for export in exports for s in export.sections}
    got_history = found_history(exports)
    figures.sections = len(expected)
    figures.found = sum(1 for section_id in expected if section_id in got)
    figures.parsed = len(got)
    figures.wrong = [
        (s.id, s.number_source is not NumberSource.HEADING)
        for export in exports
        for s in export.sections
        if s.id not in expected
    ]
    for section_id, history in expected.items():
        figures.history += len(history)
        if section_id not in got:
            continue
        have = Counter((_ordinance(c), c.year) for c in got_history[section_id])
        for entry in history:
            if have[entry] > 0:
                have[entry] -= 1
                figures.history_right += 1
    chapters = {c.id: c for export in exports for c in export.chapters}
    for chapter in truth.get("chapters", []):
        if chapter.get("title"):
            figures.chapters += 1
            found = chapters.get(chapter["id"])
            figures.chapters_right += found is not None and found.title == chapter["title"]
    unwarned = [i for export in exports for i in unwarned_inferred(export)]
    return figures, refused, unwarned


def is_ecode360(folder: Path) -> bool:
    """Whether a place's material is ecode360's (an ecode360 customer code, or the publisher
    named so). The set also holds another publisher's Codified Ordinances for their numbering
    scheme (README-B.md, Springboro); the parser rightly refuses those pages as no ecode360 code
    page, and issue 21's figures are about every *ecode360* code, so such a place is scored on
    its own row and left out of `all`."""
    truth = tomllib.loads((folder / "truth.toml").read_text(encoding="utf-8"))
    return bool(truth.get("source_code")) or "ecode360" in str(truth.get("publisher", "")).lower()


def places(part: str) -> list[Path]:
    return sorted(p for p in (DEVSET / part).iterdir() if (p / "truth.toml").exists())


def _row(f: Figures, unwarned: int) -> str:
    return (
        f"{f.name:<34} {f.found:>4}/{f.sections:<4} {f.recall:7.1%} {f.precision:9.1%} "
        f"{f.history_right:>5}/{f.history:<5} {f.history_rate:7.1%} "
        f"{f.chapters_right:>3}/{f.chapters:<3} {f.chapter_rate:7.1%} {unwarned:>8}"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--part", choices=("open", "sealed"), default="open")
    parser.add_argument("--place", help="score one place folder only")
    args = parser.parse_args()
    print(
        f"{'place':<34} {'sections':>9} {'recall':>7} {'precision':>9} {'history':>11} "
        f"{'rate':>7} {'chapters':>7} {'rate':>7} {'unwarned':>8}"
    )
    total = Figures("all")
    total_unwarned = 0
    notes: list[str] = []
    for folder in places(args.part):
        if args.place and folder.name != args.place:
            continue
        f, refused, unwarned = score_place(folder)
        if not is_ecode360(folder):
            f.name = f"{f.name} (not ecode360)"
            print(_row(f, len(unwarned)))
            notes.append(
                f"  {folder.name}: not ecode360, left out of `all`; {len(refused)} refused"
            )
            continue
        print(_row(f, len(unwarned)))
        total.sections += f.sections
        total.found += f.found
        total.parsed += f.parsed
        total.wrong += f.wrong
        total.history += f.history
        total.history_right += f.history_right
        total.chapters += f.chapters
        total.chapters_right += f.chapters_right
        total_unwarned += len(unwarned)
        notes += [f"  {folder.name}: refused {r}" for r in refused]
        notes += [f"  {folder.name}: inferred without a warning {i}" for i in unwarned]
        notes += [f"  {folder.name}: wrong number {i}" for i, _ in f.wrong]
    print(_row(total, total_unwarned))
    print("\n".join(notes))


if __name__ == "__main__":
    main()
