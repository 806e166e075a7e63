"""A `--workers` build stopped by Ctrl-C or SIGTERM says so in one line and leaves nothing, and
after a `kill -9` the next build removes what it left (issue 22, finding 7): no Dask scratch
folder, no multiprocessing `pymp-*` folder in the temporary folder, the old database intact."""

from __future__ import annotations

import hashlib
import os
import shutil
import signal
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from corpus.build import build

ROOT = Path(__file__).resolve().parents[2]
SEED = ROOT / "raw" / "cotati"
CITIES = 8  # enough work that the build is still running when it is stopped
# What a build on a local cluster may leave in the temporary folder or beside its output.
LEFTOVERS = ("dask-scratch-space", "dask-worker-space", "pymp-", ".corpus.db.")


@pytest.fixture(scope="module")
def raw(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("stop") / "raw"
    for index in range(CITIES):
        shutil.copytree(SEED, folder / f"city{index}")
    return folder


@pytest.fixture(scope="module")
def old_database(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A database an earlier build wrote, which a stopped build must leave as it was."""
    one = tmp_path_factory.mktemp("old") / "raw"
    shutil.copytree(SEED / "ordinances", one / "cotati" / "ordinances")
    output = one.parent / "corpus.db"
    build(one, output)
    return output


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _leftovers(*folders: Path) -> list[str]:
    return sorted(
        str(p.relative_to(folder))
        for folder in folders
        for p in folder.iterdir()
        if p.name.startswith(LEFTOVERS)
    )


class Build:
    """A `corpus build --workers 2` in its own process group, TMPDIR in the test's folder."""

    def __init__(self, raw: Path, tmp_path: Path, old_database: Path) -> None:
        self.temp = tmp_path / "tmp"
        self.temp.mkdir()
        self.out = tmp_path / "out"
        self.out.mkdir()
        self.output = self.out / "corpus.db"
        shutil.copy(old_database, self.output)
        self.before = _digest(self.output)
        self.stderr = tmp_path / "stderr.txt"
        env = {**os.environ, "PYTHONPATH": str(ROOT), "TMPDIR": str(self.temp)}
        command = [sys.executable, "-m", "corpus.cli", "build", str(raw)]
        with self.stderr.open("wb") as err:
            self.process = subprocess.Popen(
                [*command, "-o", str(self.output), "--workers", "2"],
                env=env,
                stdout=subprocess.DEVNULL,
                stderr=err,
                start_new_session=True,  # a terminal's Ctrl-C reaches the whole group
            )

    def wait_for(self, marker: Callable[[], bool]) -> None:
        deadline = time.monotonic() + 120
        while not marker():
            assert self.process.poll() is None, self.stderr.read_text()
            assert time.monotonic() < deadline, "the build never reached the marker"
            time.sleep(0.02)

    def started_cluster(self) -> bool:
        return any(self.out.glob(".corpus.db.*.scratch/temp-dirs"))

    def parsed_a_city(self) -> bool:
        return self.stderr.exists() and ": " in self.stderr.read_text(errors="replace")

    def stop(self, sig: signal.Signals, group: bool) -> int:
        if group:
            os.killpg(self.process.pid, sig)
        else:
            self.process.send_signal(sig)
        return self.process.wait(timeout=60)

    def lines(self) -> list[str]:
        """stderr without the progress lines (`  <document>: <outcome>`)."""
        text = self.stderr.read_text(errors="replace")
        return [line for line in text.splitlines() if not line.startswith("  ")]

    def end(self) -> None:
        if self.process.poll() is None:
            os.killpg(self.process.pid, signal.SIGKILL)
            self.process.wait(timeout=30)


@pytest.fixture
def running(raw: Path, tmp_path: Path, old_database: Path) -> Iterator[Build]:
    started = Build(raw, tmp_path, old_database)
    try:
        yield started
    finally:
        started.end()


@pytest.mark.parametrize(
    ("when", "sig", "group"),
    [
        ("started_cluster", signal.SIGINT, True),  # Ctrl-C while the cluster starts
        ("parsed_a_city", signal.SIGINT, True),  # Ctrl-C at a terminal: every process
        ("parsed_a_city", signal.SIGTERM, False),  # kill <pid>
    ],
)
def test_a_stopped_build_says_so_in_one_line_and_leaves_nothing(
    running: Build, when: str, sig: signal.Signals, group: bool
) -> None:
    running.wait_for(getattr(running, when))
    code = running.stop(sig, group)
    assert code == 128 + sig, running.stderr.read_text()
    assert running.lines() == [
        f"corpus build: stopped by {sig.name}; {running.output} is unchanged"
    ]
    assert "Traceback" not in running.stderr.read_text()
    assert _digest(running.output) == running.before
    time.sleep(0.5)  # the workers' own exits
    assert _leftovers(running.temp, running.out) == []


def test_after_kill_9_the_next_build_removes_what_was_left(running: Build, raw: Path) -> None:
    running.wait_for(running.parsed_a_city)
    assert running.stop(signal.SIGKILL, group=False) == -signal.SIGKILL
    left = _leftovers(running.temp, running.out)
    assert any(name.startswith("pymp-") for name in left), left  # what kill -9 leaves
    assert any(name.endswith(".scratch") for name in left), left
    assert _digest(running.output) == running.before
    small = raw.parent / "small"
    shutil.copytree(SEED / "ordinances", small / "cotati" / "ordinances", dirs_exist_ok=True)
    build(small, running.output)
    assert _leftovers(running.temp, running.out) == []
