"""Many jurisdictions: a synthetic corpus of cities made from the seeds, built on one core and on
a local Dask cluster, with the time, the speed-up, the peak memory of every process and the
database's size; and whether both builds wrote the same rows.

Each city (tests/corpus/cities.py) prints the seeds under another name, ecode360 code and title
number, with its wording varied so that no two cities' texts are the same. Each build runs in a
fresh interpreter (`python -m corpus.cli build`); a sampler reads the memory of the build's
process and of every process it starts (Dask's nannies and workers) five times a second.

    .venv/bin/python benchmarks/cities.py [--cities 100] [--workers 2]

Targets (docs/scaling.md): 100 jurisdictions serially under 60 s, at least 1.6 times faster on
2 workers, under 500 MB per worker, identical rows.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

import psutil

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "corpus"))

from cities import make_cities  # type: ignore[import-not-found]  # noqa: E402
from test_build_golden import digest_lines  # type: ignore[import-not-found]  # noqa: E402


class PeakMemory:
    """The peak resident memory of a process and of each process under it, sampled."""

    def __init__(self, pid: int) -> None:
        self.root = psutil.Process(pid)
        self.peaks: dict[int, tuple[str, int]] = {}
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)

    def _sample(self) -> None:
        try:
            processes = [self.root, *self.root.children(recursive=True)]
        except psutil.NoSuchProcess:
            return
        for process in processes:
            try:
                rss = process.memory_info().rss
                name = " ".join(process.cmdline()[1:4])[:60]
            except (psutil.NoSuchProcess, psutil.AccessDenied):
                continue
            if rss > self.peaks.get(process.pid, ("", 0))[1]:
                self.peaks[process.pid] = (name, rss)

    def _run(self) -> None:
        while not self._stop.is_set():
            self._sample()
            self._stop.wait(0.2)

    def __enter__(self) -> PeakMemory:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._stop.set()
        self._thread.join()


def timed_build(raw: Path, output: Path, *options: str) -> tuple[float, PeakMemory]:
    command = [sys.executable, "-m", "corpus.cli", "build", str(raw), "-o", str(output), *options]
    start = time.perf_counter()
    process = subprocess.Popen(
        command, cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
    )
    with PeakMemory(process.pid) as memory:
        if process.wait() != 0:
            raise SystemExit(f"build failed: {' '.join(command)}")
    return time.perf_counter() - start, memory


def report(label: str, seconds: float, memory: PeakMemory, output: Path) -> None:
    peaks = sorted(memory.peaks.values(), key=lambda p: -p[1])
    print(f"{label}: {seconds:6.1f} s, database {output.stat().st_size / 1e6:6.1f} MB")
    for name, rss in peaks[:6]:
        print(f"    peak {rss / 1e6:7.0f} MB  {name}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cities", type=int, default=100)
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        raw = Path(tmp) / "raw"
        make_cities(raw, args.cities)
        size = sum(p.stat().st_size for p in raw.rglob("*") if p.is_file())
        print(f"{args.cities} jurisdictions, {size / 1e6:.1f} MB of documents")
        serial_db, dask_db = Path(tmp) / "serial.db", Path(tmp) / "dask.db"
        serial, serial_memory = timed_build(raw, serial_db)
        report("serial", serial, serial_memory, serial_db)
        parallel, dask_memory = timed_build(raw, dask_db, "--workers", str(args.workers))
        report(f"{args.workers} workers", parallel, dask_memory, dask_db)
        print(f"speed-up: {serial / parallel:.2f}x")
        same = digest_lines(serial_db) == digest_lines(dask_db)
        print(f"identical rows: {'yes' if same else 'NO'}")


if __name__ == "__main__":
    main()
