"""The PDF reader on real ecode360 downloads (whole-page excerpts under devset/exports/).

Furniture is removed by position, table-of-contents pages are read column by column (never
interleaved), every `§ N. Title.` heading reaches the body as a line of its own, and pdfplumber
is never opened for a page that draws no rules.
"""

from __future__ import annotations

import re
import tomllib
from pathlib import Path
from typing import Any

import pytest
from ecode360_pdf_render import render_pdf
from ecode360_seeds import seed_text

import parsers.pdf
from parsers.ecode360.pages import ExportText
from parsers.ecode360.pdf import read_export_pdf
from parsers.pdf_lines import _runs

DEVSET = Path(__file__).resolve().parent / "devset" / "exports"
EXCERPTS = {
    "burlington-wa": ("City of Burlington, WA", "BU4372", "2026-06-29"),
    "atlantic-highlands-nj": ("Borough of Atlantic Highlands, NJ", "AT0153", "2024-11-20"),
}
PDFS = sorted(p for city in EXCERPTS for p in (DEVSET / city).glob("*.pdf"))
# A running section in the header: `§ 15.04.010`, `§ 24-5`.
RUNNING = re.compile(r"§ \d+[\w.:-]*")
# A section heading or table-of-contents entry at the start of a body line: `§ 15.04.010. `.
HEADING = re.compile(r"§ (\d+[\w.:-]*?)\. ")
TOC = DEVSET / "burlington-wa" / "title15-toc-ch15.04-15.08.pdf"


def truth(city: str) -> dict[str, Any]:
    with (DEVSET / city / "truth.toml").open("rb") as handle:
        return tomllib.load(handle)


@pytest.fixture(scope="module")
def exports() -> dict[Path, ExportText]:
    return {path: read_export_pdf(path) for path in PDFS}


def body(export: ExportText, *pages: int) -> list[str]:
    chosen = pages or tuple(p.number for p in export.pages)
    return [line.text for page in export.pages if page.number in chosen for line in page.body]


@pytest.mark.parametrize("path", PDFS, ids=lambda p: p.stem)
def test_furniture_is_kept_apart_on_every_page(exports: dict[Path, ExportText], path: Path) -> None:
    jurisdiction, code, date = EXCERPTS[path.parent.name]
    for page in exports[path].pages:
        assert [f.text for f in page.footer] == [
            f"Downloaded from https://ecode360.com/{code} on {date}"
        ]
        assert page.header[0].text == jurisdiction
        for line in page.body:
            assert "Downloaded from" not in line.text
            assert jurisdiction not in line.text
            assert not RUNNING.fullmatch(line.text)


@pytest.mark.parametrize("path", PDFS, ids=lambda p: p.stem)
def test_every_section_heading_is_a_body_line_of_its_own(
    exports: dict[Path, ExportText], path: Path
) -> None:
    sections = [s for s in truth(path.parent.name)["sections"] if s["file"] == f"{path.stem}.txt"]
    assert sections
    lines = body(exports[path])
    for section in sections:
        if "through" in section.get("note", "") or section["id"] == "60-5":
            continue  # a reserved range `§ 60-5. through § 60-6.` has no heading of its own
        heading = f"§ {section['id']}. {section['title']}"
        assert any(line.startswith(heading) for line in lines), heading
    after_toc = body(exports[path], *range(3 if path == TOC else 1, len(exports[path].pages) + 1))
    headings = [m.group(1) for line in after_toc if (m := HEADING.match(line))]
    assert len(headings) == len(set(headings))  # none doubled (the TOC lists them once more)


def test_toc_pages_are_read_column_by_column(exports: dict[Path, ExportText]) -> None:
    """The two-column TOC pages give their entries in the printed order: left column, then
    right column, each wrapped title joined to its entry."""
    toc = truth("burlington-wa")["toc"]
    entries = [line for line in body(exports[TOC], 1, 2) if HEADING.match(line)]
    assert [HEADING.match(e).group(1) for e in entries] == [t["id"] for t in toc]  # type: ignore[union-attr]
    for entry, expected in zip(entries, toc, strict=True):
        assert entry.replace("/ ", "/") == f"§ {expected['id']}. {expected['title']}"


def test_toc_chapter_headings_are_in_column_order(exports: dict[Path, ExportText]) -> None:
    chapters = [c["id"] for c in truth("burlington-wa")["toc_chapters"]]
    lines = body(exports[TOC], 1, 2)
    found = [line.split()[1] for line in lines if re.fullmatch(r"Chapter \d+\.\d+", line)]
    assert found == chapters
    # the heading and the upper-case name under it are separate lines, in that order
    at = lines.index("Chapter 15.06")
    assert lines[at + 1] == "REQUIREMENTS FOR CONSTRUCTION PERMIT APPLICATIONS"


def test_pdfplumber_is_not_opened_for_pages_without_rules(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    calls: list[list[int]] = []
    original = parsers.pdf._add_tables

    def spy(path: Path, pages: list[parsers.pdf.PdfPage], ruled: list[int]) -> None:
        calls.append(list(ruled))
        original(path, pages, ruled)

    monkeypatch.setattr(parsers.pdf, "_add_tables", spy)
    for path in PDFS:
        read_export_pdf(path)
    assert calls == []
    export = read_export_pdf(render_pdf(seed_text("17.24"), tmp_path / "tables.pdf"))
    assert len(calls) == 1 and 0 < len(calls[0]) < len(export.pages)  # only the table pages


def test_a_word_hyphenated_over_a_line_end_is_split_after_its_hyphen() -> None:
    """PDFium marks a hyphen that ends a printed line mid-word (U+FFFE) and runs the next
    printed line on without a break; the reader splits the run there (real downloads do this,
    `five-` / `year frequency`)."""
    text = "a storm with a five\ufffeyear frequency.\r\n(Ord. 12 § 1, 2019)"
    runs = [text[a:b] for a, b in _runs(text)]
    assert runs == ["a storm with a five\ufffe", "year frequency.", "(Ord. 12 § 1, 2019)"]
