"""How fast the non-text inputs are read: ecode360 PDF exports (PDFium, pdfplumber for ruled
tables; real downloads are measured by benchmarks/parse.py), ecode360 HTML pages
(lxml), and the attribution of unnumbered paragraphs (rapidfuzz), on the seeds and on a corpus
`--copies` times larger.

The PDFs are rendered from the seed text renderings with the tests' renderer (fpdf2, a test
extra: install with `pip install -e '.[test]'`).

Run: .venv/bin/python benchmarks/formats.py [RAW_DIR] [--copies N]
"""

from __future__ import annotations

import argparse
import re
import sys
import tempfile
import time
from dataclasses import replace
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "parsers"))

from corpus.stages.attribution import attribute_corpus  # noqa: E402
from parsers.dispatch import detect_kind, parse_document  # noqa: E402
from parsers.ecode360.html import parse_html_file  # noqa: E402
from parsers.ecode360.pdf import read_export_pdf  # noqa: E402
from parsers.ordinance_records import ParsedOrdinance  # noqa: E402
from parsers.records import DocumentKind, ParsedExport  # noqa: E402
from parsers.sniff import is_document  # noqa: E402


def pdf_figures(raw: Path, folder: Path) -> None:
    try:
        # The test suite's renderer (tests/parsers/), put on sys.path by this script.
        from ecode360_pdf_render import render_pdf  # type: ignore[import-not-found]
    except ImportError:
        print("pdf: skipped (fpdf2, a test extra, is not installed)")
        return
    exports = [
        p for p in sorted(raw.rglob("*.txt")) if detect_kind(p) is DocumentKind.ECODE360_EXPORT
    ]
    pages = chars = 0
    elapsed = 0.0
    for path in exports:
        pdf = render_pdf(path.read_text(encoding="utf-8"), folder / f"{path.stem}.pdf")
        start = time.perf_counter()
        export = read_export_pdf(pdf)
        elapsed += time.perf_counter() - start
        pages += len(export.pages)
        chars += len(export.text)
    print(
        f"pdf: {len(exports)} exports, {pages} pages, {chars:,} chars in {elapsed:.2f} s "
        f"= {pages / elapsed:.1f} pages/s, {chars / elapsed / 1e3:.0f} k chars/s"
    )


def html_figures(folder: Path, copies: int) -> None:
    """A page of `copies` × 20 sections in ecode360's markup."""
    blocks = []
    for n in range(copies * 20):
        number = f"9.{10 + n // 20}.{(n % 20 + 1) * 10:03d}"
        items = "".join(
            f'<div class="litem"><a class="litem_number">{label}.&nbsp;</a>'
            f'<div class="litem_content content"><div class="para">Item {label} of section '
            f"{number}: the applicant shall provide the plans required by this chapter.</div>"
            f"</div></div>"
            for label in "ABCDEF"
        )
        blocks.append(
            f'<div class="contentTitle barTitle sectionTitle"><a class="titleLink">'
            f'<span class="titleNumber">§&nbsp;{number}</span><span class="titleTitle">'
            f'Section {n}.</span></a></div><div class="section_content content">'
            f'<div class="level">{items}</div><div class="history">(Ord. {100 + n} § 2, 2020)'
            f"</div></div>"
        )
    page = folder / "page.html"
    page.write_text(
        '<html><head><title>Town of Elm Ridge, NY Code</title></head><body><div id="childContent">'
        + "".join(blocks)
        + "</div></body></html>",
        encoding="utf-8",
    )
    start = time.perf_counter()
    parsed = parse_html_file(page, "page.html")
    elapsed = time.perf_counter() - start
    size = page.stat().st_size
    print(
        f"html: {len(parsed.sections)} sections, {size / 1e6:.2f} MB in {elapsed:.2f} s "
        f"= {size / elapsed / 1e6:.2f} MB/s"
    )


def paragraph_figures(raw: Path, copies: int) -> None:
    exports: list[ParsedExport] = []
    ordinances: list[ParsedOrdinance] = []
    for path in sorted(p for p in raw.rglob("*") if is_document(p) and p.name != "README.md"):
        parsed = parse_document(path, path.relative_to(raw).as_posix())
        if isinstance(parsed, ParsedExport):
            exports.append(parsed)
        else:
            ordinances.append(parsed)
    start = time.perf_counter()
    found = attribute_corpus(exports, ordinances)
    elapsed = time.perf_counter() - start
    attributed = sum(a.section is not None for a in found)
    print(
        f"paragraphs (seeds): {len(found)} paragraphs, {attributed} attributed, "
        f"{elapsed * 1e3:.0f} ms = {elapsed / max(1, len(found)) * 1e3:.2f} ms per paragraph"
    )
    # `copies` renumbered copies of every section: the passages grow, the paragraphs stay.
    bigger = [
        replace(
            export,
            sections=tuple(
                replace(s, id=re.sub(r"^\d+", str(100 + copy), s.id))
                for copy in range(copies)
                for s in export.sections
            ),
        )
        for export in exports
    ]
    start = time.perf_counter()
    found = attribute_corpus(bigger, ordinances)
    elapsed = time.perf_counter() - start
    print(
        f"paragraphs ({copies}x sections): {len(found)} paragraphs in {elapsed:.2f} s "
        f"= {elapsed / max(1, len(found)) * 1e3:.1f} ms per paragraph"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("raw", nargs="?", type=Path, default=ROOT / "raw")
    parser.add_argument("--copies", type=int, default=100)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        pdf_figures(args.raw, folder)
        html_figures(folder, args.copies)
    paragraph_figures(args.raw, args.copies)


if __name__ == "__main__":
    main()
