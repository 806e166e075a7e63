"""The package as a user installs it: every package listed, templates and metadata in the
wheel, and `corpus serve --help` working from the wheel alone (not from this checkout)."""

from __future__ import annotations

import os
import subprocess
import sys
import tomllib
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PACKAGE_ROOTS = ("parsers", "graph", "corpus")
PIP_WHEEL = (sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "--no-build-isolation")


def _setuptools() -> dict[str, object]:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    return dict(config["tool"]["setuptools"])


def test_every_package_folder_is_listed() -> None:
    folders = {
        init.parent.relative_to(ROOT).as_posix().replace("/", ".")
        for root in PACKAGE_ROOTS
        for init in (ROOT / root).rglob("__init__.py")
    }
    listed = set(_setuptools()["packages"])  # type: ignore[arg-type]
    data = {"corpus_datasette"} | {
        f"corpus_datasette.{folder.name}"
        for folder in (ROOT / "datasette").iterdir()
        if folder.is_dir() and folder.name != "__pycache__"
    }
    assert listed - data == folders
    assert data <= listed  # every data folder listed: setuptools warns of each one left out


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, str]:
    out = tmp_path_factory.mktemp("wheel")
    run = subprocess.run(
        [*PIP_WHEEL, "--verbose", "--wheel-dir", str(out), str(ROOT)],
        check=True,
        capture_output=True,
        text=True,
    )
    (found,) = out.glob("code_corpus-*.whl")
    return found, run.stdout + run.stderr


@pytest.fixture(scope="module")
def wheel(built: tuple[Path, str]) -> Path:
    return built[0]


def test_the_build_warns_of_nothing(built: tuple[Path, str]) -> None:
    """`make serve` installs the package: setuptools has nothing to warn about (it printed
    ~90 lines, a "Package would be ignored" block for each data folder not listed)."""
    log = built[1]
    assert "Package would be ignored" not in log and "is absent from the `packages`" not in log


def test_wheel_holds_the_datasette_files(wheel: Path) -> None:
    names = set(zipfile.ZipFile(wheel).namelist())
    site = ROOT / "datasette"
    expected = {
        f"corpus_datasette/{p.relative_to(site).as_posix()}"
        for p in site.rglob("*")
        if p.is_file() and p.suffix in {".yml", ".html", ".py"}
    }
    assert expected and expected <= names
    assert "corpus/publish/serve.py" in names


def test_serve_help_runs_from_the_wheel(wheel: Path, tmp_path: Path) -> None:
    target = tmp_path / "site-packages"
    zipfile.ZipFile(wheel).extractall(target)
    # The wheel's packages first on the path, run outside the checkout: nothing can come from it.
    env = {**os.environ, "PYTHONPATH": str(target)}
    probe = (
        "import corpus, corpus.publish.metadata as m; "
        "print(corpus.__file__); print(m.METADATA_FILE)"
    )
    where = subprocess.run(
        [sys.executable, "-c", probe], cwd=tmp_path, env=env, capture_output=True, text=True
    )
    assert where.returncode == 0, where.stderr
    module, metadata = where.stdout.split()
    assert module.startswith(str(target)) and metadata.startswith(str(target))
    result = subprocess.run(
        [sys.executable, "-m", "corpus.cli", "serve", "--help"],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
    )
    assert result.returncode == 0, result.stderr
    assert "--port" in result.stdout
