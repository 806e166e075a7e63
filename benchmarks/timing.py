"""Timing shared by the benchmark scripts."""

from __future__ import annotations

import time
from collections.abc import Callable


def best(repeat: int, fn: Callable[[], object]) -> float:
    """The best wall time of `repeat` calls, in seconds (the least disturbed by other work)."""
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return min(times)
