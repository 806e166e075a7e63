"""Peak memory of one big ecode360 export: parsed alone, and built into a database.

The export is generated: a seed chapter (`--seed`, a `title*-ch*.txt` of raw/) repeated
with each copy's chapter renumbered (`17.10` … `17.99`, `18.10` …) until the text reaches the
size asked for, 10 and 50 MB by default, in the seeds' text shape (one line per paragraph,
bullets and curly quotes, so Python holds the text at two bytes a character).

Each measurement runs in a fresh interpreter: it imports what the build imports, reads its peak
resident memory there (the baseline), then parses the export (`parse_document`: the format's
sniff and the parser, what a build does per document) or builds it (`corpus.build.build`), and
reads its peak again (`VmHWM`). Reported: the baseline, the peak, the ratio of the peak to the
file's size (issue 13's target: under 5x) and of what the document added (peak - baseline),
and the throughput in MB/s.

    .venv/bin/python benchmarks/memory.py [--sizes 10 50] [--mode parse build]
"""

from __future__ import annotations

import argparse
import re
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from benchmarks.timing import child_figures  # noqa: E402

CITY = "bigcity"
MEGABYTE = 1_000_000
# The chapter issue 13's figures were measured on (any `title<T>-ch<chapter>.txt` will do).
SEED = ROOT / "raw" / "cotati" / "ecode360" / "title17-ch17.62.txt"
PER_TITLE = 90  # chapters `T.10` … `T.99` under each title number

# The child: baseline after the imports, then the parse or the build, then the peak.
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
from parsers.dispatch import parse_document

mode, raw, out = sys.argv[1], Path(sys.argv[2]), Path(sys.argv[3])
baseline = peak_mb()
start = time.perf_counter()
if mode == "parse":
    path = next(raw.rglob("*.txt"))
    parsed = parse_document(path, path.relative_to(raw).as_posix())
else:
    corpus.build.build(raw, out)
seconds = time.perf_counter() - start
print(json.dumps({"baseline": baseline, "peak": peak_mb(), "seconds": seconds}))
"""


def seed_chapter(path: Path) -> tuple[str, str]:
    """A seed chapter's number (from its file name, `title17-ch17.62.txt`) and text."""
    found = re.search(r"-ch(\d+\.\d+)\.txt$", path.name)
    if found is None:
        raise SystemExit(f"{path}: not a seed chapter (`title<T>-ch<chapter>.txt`)")
    return found.group(1), path.read_text(encoding="utf-8")


def renumbered(text: str, chapter: str, new: str) -> str:
    """`text` with its chapter number (in section numbers too) replaced by `new`."""
    return re.sub(rf"(?<![\d.]){re.escape(chapter)}(?=\.\d|\b)", new, text)


def write_export(seed: Path, path: Path, megabytes: float) -> float:
    """Write an export of about `megabytes` MB made of `seed` to `path`; returns its size."""
    chapter, text = seed_chapter(seed)
    copies = max(1, round(megabytes * MEGABYTE / len(text.encode("utf-8"))))
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("w", encoding="utf-8") as handle:
        for index in range(copies):
            number = f"{17 + index // PER_TITLE}.{10 + index % PER_TITLE:02d}"
            handle.write(("\n" if index else "") + renumbered(text, chapter, number))
    return path.stat().st_size / MEGABYTE


def measure(mode: str, raw: Path, out: Path) -> dict[str, float]:
    out.unlink(missing_ok=True)
    return child_figures(CHILD, mode, str(raw), str(out), cwd=ROOT)


def report(size: float, mode: str, figures: dict[str, float]) -> str:
    baseline, peak, seconds = figures["baseline"], figures["peak"], figures["seconds"]
    return (
        f"{size:6.1f} MB  {mode:<5}  baseline {baseline:6.1f} MB  peak {peak:6.1f} MB  "
        f"{peak / size:5.2f}x the file ({(peak - baseline) / size:5.2f}x above the baseline)  "
        f"{seconds:6.1f} s  {size / seconds:5.2f} MB/s"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sizes", type=float, nargs="+", default=[10.0, 50.0])
    parser.add_argument("--mode", nargs="+", choices=("parse", "build"), default=["parse", "build"])
    parser.add_argument("--seed", type=Path, default=SEED, help="the chapter repeated")
    args = parser.parse_args()
    print("peak resident memory of one ecode360 export (target: under 5x the file's size)")
    with tempfile.TemporaryDirectory() as folder:
        for megabytes in args.sizes:
            raw = Path(folder) / f"raw{megabytes:g}"
            size = write_export(args.seed, raw / CITY / "ecode360" / "code.txt", megabytes)
            for mode in args.mode:
                figures = measure(mode, raw, Path(folder) / "out.db")
                print(report(size, mode, figures), flush=True)


if __name__ == "__main__":
    main()
