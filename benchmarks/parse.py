"""Throughput of the ecode360 export parser: the PDF path in pages per second, the text path in
MB of export text per second.

PDF: the whole parse (`parse_export_file`: reading, furniture, sections) of real multi-hundred-
page ecode360 downloads, next to pypdfium2's raw text extraction of the same file, as a ratio.
The downloads are the PDFs given as arguments, else the two in /work/devdata (not committed,
see its README); when none is there, a download of 500 pages made of the development set's real
downloads (`tests/parsers/devset/exports/<city>/*.pdf`, one city per document, since a document
prints one numbering scheme) repeated page for page with pypdfium2 until it has 500 pages, one
per city; and a PDF of several hundred pages rendered in the ecode360 shape from the seeds with
fpdf2 (a test extra). The report says which. Target: 100 pages per CPU-second (issue 21).

Text: the two seed exports, and one export 100 times their size assembled from them with each
copy's chapter renumbered (so section ids stay unique). Target: 5 MB/s or more.
Layout: the development set's renderings of real PDF downloads (`pdftotext -layout`: wrapped
lines, contents pages), and any further renderings named on the command line (`.txt`).

Run:  .venv/bin/python benchmarks/parse.py [DOWNLOAD.pdf ...] [LAYOUT.txt ...] [--repeat N]
"""

from __future__ import annotations

import argparse
import re
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "parsers"))

import pypdfium2 as pdfium  # noqa: E402

from parsers.ecode360 import parse_export_file, parse_export_text  # noqa: E402

SEEDS = sorted((ROOT / "raw" / "cotati" / "ecode360").glob("title*-ch*.txt"))
DEVDATA = Path("/work/devdata")
DOWNLOADS = (
    DEVDATA / "burlington-wa" / "burlington-wa-titles14-18.pdf",
    DEVDATA / "atlantic-highlands-nj" / "atlantic-highlands-nj-code-2024.pdf",
)
DEVSET = ROOT / "tests" / "parsers" / "devset" / "exports"
# The development set's renderings of real PDF downloads (they end in a download footer).
LAYOUT = ("burlington-wa", "atlantic-highlands-nj")
LAYOUT_COPIES = 20
COPIES = 100
GENERATED_COPIES = 24  # seed copies in the generated PDF: several hundred pages
REPEATED_PAGES = 500  # pages of the download made of the real ones repeated (issue 21)
REPEAT = 5
# A seed's chapter number in its file name: `title17-ch17.62.txt` → `17.62`.
CHAPTER = re.compile(r"-ch(\d+\.\d+)\.txt$")


def renumbered(text: str, chapter: str, new: str) -> str:
    return re.sub(rf"(?<![\d.]){re.escape(chapter)}(?=\.\d|\b)", new, text)


def big_export(texts: list[tuple[str, str]], copies: int) -> str:
    parts = []
    for index in range(copies):
        chapter, text = texts[index % len(texts)]
        title = chapter.split(".")[0]
        parts.append(renumbered(text, chapter, f"{title}.{100 + index}"))
    return "\n".join(parts)


def best_times(repeat: int, fn: Callable[[], object]) -> tuple[float, float, object]:
    """Best wall and best CPU time of `repeat` calls (CPU time is the steadier figure on a
    shared machine), and the last call's result."""
    best_wall = best_cpu = float("inf")
    result: object = None
    for _ in range(repeat):
        wall, cpu = time.perf_counter(), time.process_time()
        result = fn()
        best_cpu = min(best_cpu, time.process_time() - cpu)
        best_wall = min(best_wall, time.perf_counter() - wall)
    return best_wall, best_cpu, result


def raw_extraction(path: Path) -> int:
    """pypdfium2's plain text of every page, as fast as it goes: the reference figure."""
    pdf = pdfium.PdfDocument(path)
    try:
        for index in range(len(pdf)):
            page = pdf[index]
            textpage = page.get_textpage()
            textpage.get_text_range()
            textpage.close()
            page.close()
        return len(pdf)
    finally:
        pdf.close()


def measure_pdf(path: Path, label: str, repeat: int) -> None:
    raw_wall, raw_cpu, pages = best_times(repeat, lambda: raw_extraction(path))
    wall, cpu, parsed = best_times(repeat, lambda: parse_export_file(path, path.name))
    count = int(pages)  # type: ignore[call-overload]
    sections = len(parsed.sections)  # type: ignore[attr-defined]
    print(f"{label}: {path.name}, {count} pages, {sections} sections")
    print(f"  parse_export_file  cpu {count / cpu:7.1f} pages/s  wall {count / wall:7.1f} pages/s")
    print(
        f"  pypdfium2 raw text cpu {count / raw_cpu:7.1f} pages/s  "
        f"wall {count / raw_wall:7.1f} pages/s"
    )
    print(f"  ratio (parse / raw, cpu): {raw_cpu / cpu:.3f}   target: 100 pages/s per core")


def generated_pdf(texts: list[tuple[str, str]], folder: Path) -> Path | None:
    try:
        # The test suite's renderer (tests/parsers/), put on sys.path by this script.
        from ecode360_pdf_render import render_pdf  # type: ignore[import-not-found]
    except ImportError:
        return None
    path: Path = render_pdf(big_export(texts, GENERATED_COPIES), folder / "generated.pdf")
    return path


def repeated_download(city: str, folder: Path, pages: int = REPEATED_PAGES) -> Path | None:
    """A download of `pages` pages: the city's real downloads of the development set, each
    copied page for page in turn until there are enough (pypdfium2's page import keeps the
    text layer and the furniture as printed)."""
    sources = [pdfium.PdfDocument(path) for path in sorted((DEVSET / city).glob("*.pdf"))]
    if not sources:
        return None
    joined = pdfium.PdfDocument.new()
    try:
        while len(joined) < pages:
            for source in sources:
                wanted = min(len(source), pages - len(joined))
                if wanted > 0:
                    joined.import_pages(source, list(range(wanted)))
        path = folder / f"{city}-{pages}-pages.pdf"
        joined.save(path)
        return path
    finally:
        joined.close()
        for source in sources:
            source.close()


def measure_text(name: str, text: str, repeat: int) -> None:
    wall, cpu, parsed = best_times(repeat, lambda: parse_export_text(text, name))
    megabytes = len(text.encode("utf-8")) / 1e6
    sections = len(parsed.sections)  # type: ignore[attr-defined]
    print(
        f"{name:<22} {megabytes:7.3f} MB {sections:5d} sections "
        f"wall {wall * 1000:8.1f} ms {megabytes / wall:6.2f} MB/s  "
        f"cpu {cpu * 1000:8.1f} ms {megabytes / max(cpu, 1e-9):6.2f} MB/s"
    )


def pdf_figures(paths: list[Path], texts: list[tuple[str, str]], repeat: int) -> None:
    print(f"ecode360 export parser, PDF path (best of {repeat} runs)")
    downloads = paths or [p for p in DOWNLOADS if p.is_file()]
    for path in downloads:
        measure_pdf(path, "real download", repeat)
    if downloads:
        return
    with tempfile.TemporaryDirectory() as folder:
        for city in LAYOUT:
            repeated = repeated_download(city, Path(folder))
            if repeated is not None:
                label = f"REAL {city} downloads repeated to {REPEATED_PAGES} pages"
                measure_pdf(repeated, label, repeat)
        generated = generated_pdf(texts, Path(folder))
        if generated is None:
            print("  no real download and no fpdf2 to render one: PDF path skipped")
            return
        print(f"  no real download found (looked in {DEVDATA}): one generated from the seeds too")
        measure_pdf(generated, "GENERATED from the seeds (fpdf2, ruled tables)", repeat)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument(
        "files", nargs="*", type=Path, help="real ecode360 PDF downloads and layout renderings"
    )
    parser.add_argument("--repeat", type=int, default=3, help="runs per PDF (best is kept)")
    args = parser.parse_args()
    texts = []
    for path in SEEDS:
        match = CHAPTER.search(path.name)
        if match:
            texts.append((match.group(1), path.read_text(encoding="utf-8")))
    if not texts:
        raise SystemExit("no seed exports under raw/cotati/ecode360/")
    pdfs = [f for f in args.files if f.suffix.lower() == ".pdf"]
    layouts = [f for f in args.files if f.suffix.lower() != ".pdf"]
    pdf_figures(pdfs, texts, args.repeat)
    print(f"ecode360 export parser, text path (best of {REPEAT} runs)")
    for (_, text), path in zip(texts, SEEDS, strict=False):
        measure_text(path.name, text, REPEAT)
    measure_text("all seeds", "\n".join(t for _, t in texts), REPEAT)
    measure_text(f"{COPIES}x seeds", big_export(texts, COPIES), 3)
    for city in LAYOUT:
        # One city per export: a document prints one numbering scheme.
        files = sorted((DEVSET / city).glob("*.txt"))
        layout = "".join(path.read_text(encoding="utf-8") for path in files)
        if layout:
            measure_text(city, layout, REPEAT)
            measure_text(f"{LAYOUT_COPIES}x {city}"[:22], layout * LAYOUT_COPIES, 3)
    for name in layouts:
        measure_text(name.name[:22], name.read_text(encoding="utf-8"), 3)


if __name__ == "__main__":
    main()
