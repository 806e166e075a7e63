"""The layers of docs/architecture.md hold (import-linter's contracts in pyproject.toml), and
the contracts would catch a back-import: a copy of the packages with one added fails."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
LINT_IMPORTS = Path(sys.executable).with_name("lint-imports")


def lint(tree: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [str(LINT_IMPORTS), "--no-cache"],
        cwd=tree,
        capture_output=True,
        text=True,
        env={"PYTHONPATH": str(tree), "PATH": "/usr/bin:/bin"},
    )


def verdict(output: str, contract: str) -> str:
    """KEPT or BROKEN: the word after the contract's name in lint-imports' list."""
    words = " ".join(output.split())
    at = words.index(contract)
    return re.search(r"\b(KEPT|BROKEN)\b", words[at:]).group(1)  # type: ignore[union-attr]


def copy_tree(tmp_path: Path) -> Path:
    tree = tmp_path / "tree"
    tree.mkdir()
    shutil.copy(ROOT / "pyproject.toml", tree)
    for package in ("parsers", "graph", "corpus"):
        shutil.copytree(
            ROOT / package, tree / package, ignore=shutil.ignore_patterns("__pycache__")
        )
    return tree


def test_the_layers_hold() -> None:
    result = lint(ROOT)
    assert result.returncode == 0, result.stdout + result.stderr


@pytest.mark.parametrize(
    ("module", "back_import", "contract"),
    [
        ("parsers/records.py", "import corpus.build", "corpus, then graph, then parsers"),
        ("graph/find.py", "import corpus.db.read", "corpus, then graph, then parsers"),
        ("corpus/engine/store.py", "import corpus.db.schema", "Inside corpus"),
        ("corpus/db/read.py", "import corpus.publish.render", "Inside corpus"),
        ("corpus/publish/loaders/section_page.py", "import corpus.publish.urls", "Inside publish"),
        ("parsers/sniff.py", "import parsers.collect", "Inside parsers"),
        ("corpus/engine/diff.py", "import sqlite_utils", "amendment engine knows nothing"),
        ("corpus/stages/outline.py", "import corpus.db.rows", "only the rows module makes rows"),
    ],
)
def test_a_back_import_breaks_a_contract(
    tmp_path: Path, module: str, back_import: str, contract: str
) -> None:
    tree = copy_tree(tmp_path)
    target = tree / module
    target.write_text(target.read_text(encoding="utf-8") + f"\n{back_import}  # noqa\n")
    result = lint(tree)
    assert result.returncode != 0
    assert verdict(result.stdout, contract) == "BROKEN"
    assert verdict(lint(ROOT).stdout, contract) == "KEPT"
