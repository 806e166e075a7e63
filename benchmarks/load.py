"""Latency under load: 1, 10 and 50 concurrent clients against a real `datasette serve`.

Builds the seeds from raw/, serves them the way `corpus serve` does (a child process,
immutable, our metadata, plugin, templates and settings) on 127.0.0.1 only, then runs, for
each number of clients, a bounded number of requests (and never longer than `--seconds`)
from httpx clients in one asyncio loop. Every client draws from one mix of what people do:
search (the page and its JSON), section and ordinance pages, table pages and JSON (table rows
and canned queries). Reports p50, p95 and p99 of each level, the throughput and any request
that failed.

Target (issue 12): p99 < 250 ms at 10 clients.

    .venv/bin/python benchmarks/load.py [--clients 1 10 50] [--requests 400] [--seconds 60]
"""

from __future__ import annotations

import argparse
import asyncio
import random
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlencode

import httpx

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from corpus.build import build  # noqa: E402
from corpus.publish.serve import datasette_command, prepare  # noqa: E402

OUT = REPO / "benchmarks" / "out"
HOST = "127.0.0.1"  # never listen beyond this machine
TARGET_P99_MS = {10: 250.0}
SLOWEST = 3  # requests listed under each level
SEARCHES = (
    "permit",
    "limited term permit",
    '"public hearing"',
    "perm*",
    "parking spaces",
    "FOD overlay",
    "17.62.030",
    "caretaker",
)


@dataclass(slots=True)
class Level:
    clients: int
    times: list[float] = field(default_factory=list)
    paths: list[str] = field(default_factory=list)
    failures: list[str] = field(default_factory=list)
    elapsed: float = 0.0

    def percentile_ms(self, share: float) -> float:
        ordered = sorted(self.times)
        return ordered[min(len(ordered) - 1, round(share * (len(ordered) - 1)))] * 1000


def request_mix(database: Path) -> list[str]:
    """The paths clients draw from, search weighing the most."""
    import sqlite3

    name = database.stem
    with sqlite3.connect(database) as conn:
        sections = conn.execute("select jurisdiction, id from sections").fetchall()
        ordinances = conn.execute("select jurisdiction, id from ordinances").fetchall()
    search = [f"/-/search.json?{urlencode({'q': q})}" for q in SEARCHES]
    search += [f"/-/search?{urlencode({'q': q})}" for q in SEARCHES if q != "17.62.030"]
    pages = [f"/{j}/section/{i}" for j, i in sections]
    pages += [f"/{j}/ordinance/{i.replace('#', '%23').replace('/', '%2F')}" for j, i in ordinances]
    data = [
        f"/{name}/sections.json?_size=20",
        f"/{name}/citations.json?_size=50",
        f"/{name}/search.json?{urlencode({'q': 'permit', 'jurisdiction': ''})}",
        f"/{name}/cited_by.json?{urlencode({'target': '17.62', 'jurisdiction': ''})}",
        f"/{name}/most_cited.json",
        f"/{name}/sections",
    ]
    return search * 3 + pages + data * 2


def kind_of(path: str) -> str:
    """What a path of the mix is, for the report."""
    if path.startswith("/-/search.json"):
        return "search (JSON)"
    if path.startswith("/-/search"):
        return "search page"
    if "/section/" in path or "/ordinance/" in path:
        return "section/ordinance page"
    return "JSON" if ".json" in path else "table page"


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind((HOST, 0))
        return int(sock.getsockname()[1])


@contextmanager
def served_process(
    database: Path, settings: list[list[str]] | None = None
) -> Iterator[tuple[str, subprocess.Popen[bytes]]]:
    """`datasette serve` of `database` as `corpus serve` runs it (with other `settings`, to
    try them); its base URL and process. Stopped at the end, killed if a thread stuck in
    SQLite holds it up (benchmarks/hostile.py's queries may)."""
    port = free_port()
    extra = [arg for name, value in settings or [] for arg in ("--setting", name, value)]
    child = subprocess.Popen(
        datasette_command(prepare(database), HOST, port) + extra,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    base = f"http://{HOST}:{port}"
    try:
        deadline = time.monotonic() + 60
        while True:
            try:
                httpx.get(f"{base}/-/versions.json", timeout=2)
                break
            except httpx.TransportError:
                if time.monotonic() > deadline or child.poll() is not None:
                    raise RuntimeError("datasette serve did not start") from None
                time.sleep(0.2)
        yield base, child
    finally:
        child.terminate()
        try:
            child.wait(timeout=20)
        except subprocess.TimeoutExpired:
            child.kill()
            child.wait(timeout=20)


@contextmanager
def served(database: Path, settings: list[list[str]]) -> Iterator[str]:
    """`served_process`'s base URL alone."""
    with served_process(database, settings) as (base, _):
        yield base


async def run_level(
    base: str, paths: list[str], clients: int, requests: int, seconds: float
) -> Level:
    level = Level(clients)
    rng = random.Random(clients)
    queue = [rng.choice(paths) for _ in range(requests)]
    deadline = time.perf_counter() + seconds

    async def client(http: httpx.AsyncClient) -> None:
        while queue and time.perf_counter() < deadline:
            path = queue.pop()
            start = time.perf_counter()
            try:
                response = await http.get(path)
                if response.status_code >= 400:
                    level.failures.append(f"{path}: HTTP {response.status_code}")
            except httpx.HTTPError as exc:
                level.failures.append(f"{path}: {exc!r}")
            level.times.append(time.perf_counter() - start)
            level.paths.append(path)

    limits = httpx.Limits(max_connections=clients, max_keepalive_connections=clients)
    async with httpx.AsyncClient(base_url=base, timeout=30, limits=limits) as http:
        started = time.perf_counter()
        await asyncio.gather(*(client(http) for _ in range(clients)))
        level.elapsed = time.perf_counter() - started
    return level


def report(level: Level) -> None:
    p99 = level.percentile_ms(0.99)
    target = TARGET_P99_MS.get(level.clients)
    verdict = (
        f"   (target p99 < {target:.0f} ms) {'ok' if p99 < target else 'SLOW'}" if target else ""
    )
    print(
        f"{level.clients:3} client(s): {len(level.times):5} requests in {level.elapsed:5.1f} s "
        f"({len(level.times) / level.elapsed:6.1f}/s)  p50 {level.percentile_ms(0.5):7.1f} ms  "
        f"p95 {level.percentile_ms(0.95):7.1f} ms  p99 {p99:7.1f} ms  "
        f"failed {len(level.failures)}{verdict}"
    )
    for failure in level.failures[:5]:
        print(f"    {failure}")
    by_kind: dict[str, list[float]] = {}
    for seconds, path in zip(level.times, level.paths, strict=True):
        by_kind.setdefault(kind_of(path), []).append(seconds)
    for kind, samples in sorted(by_kind.items()):
        part = Level(level.clients, samples)
        print(
            f"    {kind:22} n={len(samples):5}  p50 {part.percentile_ms(0.5):7.1f} ms  "
            f"p99 {part.percentile_ms(0.99):7.1f} ms"
        )
    slowest = sorted(zip(level.times, level.paths, strict=True), reverse=True)[:SLOWEST]
    for seconds, path in slowest:
        print(f"    slowest {seconds * 1000:7.1f} ms  {path}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--clients", type=int, nargs="+", default=[1, 10, 50])
    parser.add_argument("--requests", type=int, default=400, help="requests per level")
    parser.add_argument("--seconds", type=float, default=60.0, help="time bound per level")
    parser.add_argument(
        "--setting",
        nargs=2,
        action="append",
        default=[],
        metavar=("NAME", "VALUE"),
        help="another Datasette setting to try (repeatable)",
    )
    args = parser.parse_args()
    OUT.mkdir(parents=True, exist_ok=True)
    database = OUT / "load.db"
    build(REPO / "raw", database)
    paths = request_mix(database)
    with served(database, args.setting) as base:
        for path in set(paths):  # warm-up, and every path of the mix answers
            response = httpx.get(base + path, timeout=30)
            if response.status_code >= 400:
                raise RuntimeError(f"{path}: HTTP {response.status_code}")
        for clients in args.clients:
            report(asyncio.run(run_level(base, paths, clients, args.requests, args.seconds)))


if __name__ == "__main__":
    main()
