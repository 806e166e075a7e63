"""The whole build, `corpus build`, on raw/ and on synthetic corpora 10 and 100 times larger.

Each copy of raw/ gets its own title number (Title 17 → Title 117, 17.62.030 → 117.62.030, and
so on) and its own ordinance file numbers, so ids stay unique and every copy's citations still
point inside that copy. Each build runs in a fresh interpreter (`python -m corpus.cli build`),
interpreter start included, and its peak memory is read from the child's resource usage.
Run:

    .venv/bin/python benchmarks/build.py [--copies 1 10 100]

Targets (docs/architecture.md): raw/ under 3 s; 100x under 60 s and under 2 GB; time linear in size.
"""

from __future__ import annotations

import argparse
import re
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
RAW = ROOT / "raw"

# A code number of the seeds' title at a number's start: `17.62.030`, `17.24` (not `2017.5`).
TITLE_NUMBER = re.compile(r"(?<![\d.])17(?=\.\d)")
# `Title 17` / `TITLE 17` as words.
TITLE_WORD = re.compile(r"\b(Title|TITLE)\s+17\b")
# An ordinance's file number (`FILE NO. PA22/14`, `FILE NO. PA#26-17`), made unique per copy.
FILE_NUMBER = re.compile(r"(FILE NO\.\s*)(\S+?)(?=[\s;]|$)", re.MULTILINE)


def renumbered(text: str, copy: int) -> str:
    if copy == 0:
        return text
    title = str(17 + 100 * copy)
    text = TITLE_NUMBER.sub(title, text)
    text = TITLE_WORD.sub(lambda m: f"{m.group(1)} {title}", text)
    return FILE_NUMBER.sub(lambda m: f"{m.group(1)}{m.group(2)}-C{copy}", text)


def synthesize(target: Path, copies: int) -> int:
    """`copies` renumbered copies of raw/ under `target`; returns the characters written."""
    written = 0
    for copy in range(copies):
        for path in sorted(RAW.rglob("*")):
            if not path.is_file() or path.name == "README.md":
                continue
            out = target / f"copy{copy:03d}" / path.relative_to(RAW)
            out.parent.mkdir(parents=True, exist_ok=True)
            if path.suffix in {".txt", ".toml", ".html", ".htm"}:
                text = renumbered(path.read_text(encoding="utf-8"), copy)
                out.write_text(text, encoding="utf-8")
                written += len(text)
            else:
                shutil.copyfile(path, out)
    return written


def build_once(raw: Path, output: Path) -> tuple[float, float]:
    """(seconds, peak MB) of one `corpus build` in a fresh interpreter."""
    start = time.perf_counter()
    subprocess.run(
        [sys.executable, "-m", "corpus.cli", "build", str(raw), "-o", str(output)],
        check=True,
        cwd=ROOT,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    seconds = time.perf_counter() - start
    peak_kb = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss  # the largest child so far
    return seconds, peak_kb / 1024


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--copies", type=int, nargs="+", default=[1, 10, 100])
    args = parser.parse_args()
    print(f"{'copies':>6} {'characters':>12} {'seconds':>8} {'s/copy':>7} {'peak MB':>8}")
    with tempfile.TemporaryDirectory() as tmp:
        for copies in sorted(args.copies):
            raw = Path(tmp) / f"raw{copies}"
            characters = synthesize(raw, copies)
            seconds, peak = build_once(raw, Path(tmp) / f"build{copies}.db")
            print(
                f"{copies:>6} {characters:>12,} {seconds:>8.2f} {seconds / copies:>7.3f} "
                f"{peak:>8.0f}"
            )
            shutil.rmtree(raw)


if __name__ == "__main__":
    main()
