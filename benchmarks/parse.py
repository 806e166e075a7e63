"""Throughput of the ecode360 export parser (text path), in MB of export text per second.

Measures the two seed exports, and one export 100 times their size assembled from them with
each copy's chapter renumbered (so section ids stay unique); then the development set's layout
renderings of real PDF downloads (`pdftotext -layout`: wrapped lines, contents pages), and any
further renderings named on the command line (e.g. a whole download rendered with
`pdftotext -layout download.pdf download.txt`). Run:

    .venv/bin/python benchmarks/parse.py [LAYOUT_TXT ...]

Target: 5 MB/s or more.
"""

from __future__ import annotations

import re
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from parsers.ecode360 import parse_export_text  # noqa: E402

SEEDS = sorted((ROOT / "raw" / "cotati" / "ecode360").glob("title*-ch*.txt"))
DEVSET = ROOT / "tests" / "parsers" / "devset" / "exports"
# The development set's renderings of real PDF downloads (they end in a download footer).
LAYOUT = ("burlington-wa", "atlantic-highlands-nj")
LAYOUT_COPIES = 20
COPIES = 100
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


def measure(name: str, text: str, repeat: int) -> None:
    """Best wall time and best CPU time of `repeat` parses (CPU time is the steadier figure
    on a shared machine)."""
    best_wall = best_cpu = float("inf")
    sections = 0
    for _ in range(repeat):
        wall, cpu = time.perf_counter(), time.process_time()
        parsed = parse_export_text(text, name)
        best_cpu = min(best_cpu, time.process_time() - cpu)
        best_wall = min(best_wall, time.perf_counter() - wall)
        sections = len(parsed.sections)
    megabytes = len(text.encode("utf-8")) / 1e6
    print(
        f"{name:<22} {megabytes:7.3f} MB {sections:5d} sections "
        f"wall {best_wall * 1000:8.1f} ms {megabytes / best_wall:6.2f} MB/s  "
        f"cpu {best_cpu * 1000:8.1f} ms {megabytes / max(best_cpu, 1e-9):6.2f} MB/s"
    )


def main() -> None:
    texts = []
    for path in SEEDS:
        match = CHAPTER.search(path.name)
        if match:
            texts.append((match.group(1), path.read_text(encoding="utf-8")))
    if not texts:
        raise SystemExit("no seed exports under raw/cotati/ecode360/")
    print(f"ecode360 export parser, text path (best of {REPEAT} runs)")
    for (_, text), path in zip(texts, SEEDS, strict=False):
        measure(path.name, text, REPEAT)
    measure("all seeds", "\n".join(t for _, t in texts), REPEAT)
    measure(f"{COPIES}x seeds", big_export(texts, COPIES), 3)
    for city in LAYOUT:
        # One city per export: a document prints one numbering scheme.
        files = sorted((DEVSET / city).glob("*.txt"))
        layout = "".join(path.read_text(encoding="utf-8") for path in files)
        if layout:
            measure(city, layout, REPEAT)
            measure(f"{LAYOUT_COPIES}x {city}"[:22], layout * LAYOUT_COPIES, 3)
    for name in sys.argv[1:]:
        measure(Path(name).name[:22], Path(name).read_text(encoding="utf-8"), 3)


if __name__ == "__main__":
    main()
