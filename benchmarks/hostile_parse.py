"""Parse time and peak memory of hostile documents: an ecode360 export of 30 MB whose one
section holds 300,000 paragraphs all labelled `A.` (issue 22's target: parsed in under 60 s
of CPU time, at a peak under 5x the file's size), and the same paragraphs as other formats.

The documents are those of the tests that double a hostile input (tests/parsers/
hostile_inputs.py), made to the size asked for. Each is parsed in a fresh interpreter, as
benchmarks/memory.py does: it imports what the build imports, reads its peak resident memory
(the baseline), parses the document (`parse_document`: the sniff and the parser, what a build
does per document) and reads its peak again (`VmHWM`). Reported: the CPU time of the parse, the
baseline, the peak, its ratio to the file's size and of what the document added.

    .venv/bin/python benchmarks/hostile_parse.py [--megabytes 30] [--labels 300000]
                                           [--shapes export-text html-page]
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from benchmarks.timing import child_figures  # noqa: E402

sys.path.insert(0, str(ROOT / "tests" / "parsers"))

from hostile_inputs import SHAPES, export_text, html_page  # type: ignore[import-not-found]  # noqa: E402

MEGABYTE = 1_000_000
MAKERS = {"export-text": export_text, "html-page": html_page}
# The characters of a paragraph beyond its words: the label and bullet, line breaks, and its
# share of the page furniture (export) or of the markup (HTML page).
OVERHEAD = {"export-text": 9, "html-page": 105}

# The child: baseline after the imports, then the parse, then the peak and the CPU time.
CHILD = """
import json, sys, time
from pathlib import Path

def peak_mb():
    for line in open("/proc/self/status"):
        if line.startswith("VmHWM:"):
            return int(line.split()[1]) / 1024
    return 0.0

import corpus.build
import parsers.ecode360
import parsers.ecode360.html
from parsers.dispatch import parse_document

path = Path(sys.argv[1])
baseline = peak_mb()
start = time.process_time()
parsed = parse_document(path, path.name, max_seconds=3600)
seconds = time.process_time() - start
count = sum(len(section.subsections) for section in parsed.sections)
print(json.dumps({"baseline": baseline, "peak": peak_mb(), "seconds": seconds, "nodes": count}))
"""


def write(name: str, folder: Path, megabytes: float, labels: int) -> Path:
    """The hostile document `name` of about `megabytes` with `labels` paragraphs `A.`."""
    shape = next(shape for shape in SHAPES if shape.name == name)
    width = max(0, round(megabytes * MEGABYTE / labels) - OVERHEAD[name])
    path: Path = folder / shape.path
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(MAKERS[name](labels, width), encoding="utf-8")
    return path


def measure(path: Path) -> dict[str, float]:
    return child_figures(CHILD, str(path), cwd=ROOT)


def report(name: str, size: float, figures: dict[str, float]) -> str:
    baseline, peak, seconds = figures["baseline"], figures["peak"], figures["seconds"]
    return (
        f"{name:<12} {size:6.1f} MB  {figures['nodes']:9,.0f} subsections  "
        f"CPU {seconds:6.1f} s  baseline {baseline:6.1f} MB  peak {peak:7.1f} MB  "
        f"{peak / size:5.2f}x the file ({(peak - baseline) / size:5.2f}x above the baseline)"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--megabytes", type=float, default=30.0)
    parser.add_argument("--labels", type=int, default=300_000)
    parser.add_argument("--shapes", nargs="+", choices=sorted(MAKERS), default=["export-text"])
    args = parser.parse_args()
    print(
        f"{args.labels:,} paragraphs labelled A. in {args.megabytes:g} MB "
        "(target for the export: under 60 s of CPU time, peak under 5x the file's size)"
    )
    with tempfile.TemporaryDirectory() as folder:
        for name in args.shapes:
            path = write(name, Path(folder), args.megabytes, args.labels)
            size = path.stat().st_size / MEGABYTE
            print(report(name, size, measure(path)), flush=True)
            path.unlink()


if __name__ == "__main__":
    main()
