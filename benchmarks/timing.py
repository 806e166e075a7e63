"""Timing and measuring shared by the benchmark scripts."""

from __future__ import annotations

import json
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path


def best(repeat: int, fn: Callable[[], object]) -> float:
    """The best CPU time of `repeat` calls, in seconds: the machine is shared, and a wall
    clock measures the neighbours as much as the code (the code measured runs on one thread)."""
    times = []
    for _ in range(repeat):
        start = time.process_time()
        fn()
        times.append(time.process_time() - start)
    return min(times)


def child_figures(script: str, *args: str, cwd: Path) -> dict[str, float]:
    """Run `script` in a fresh interpreter (its memory its own) and read the figures it prints
    as JSON on its last line."""
    done = subprocess.run(
        [sys.executable, "-c", script, *args], cwd=cwd, capture_output=True, text=True, check=True
    )
    figures: dict[str, float] = json.loads(done.stdout.strip().splitlines()[-1])
    return figures
