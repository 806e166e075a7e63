"""House rule: no module over 400 lines, no function over 60: a long one is asking to be split."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
MODULES = sorted(
    p.relative_to(ROOT).as_posix()
    for folder in ("parsers", "graph", "corpus", "benchmarks", "datasette")
    for p in (ROOT / folder).rglob("*.py")
)
MAX_MODULE_LINES = 400
MAX_FUNCTION_LINES = 60


@pytest.mark.parametrize("module", MODULES)
def test_modules_and_functions_stay_short(module: str) -> None:
    source = (ROOT / module).read_text(encoding="utf-8")
    assert len(source.splitlines()) <= MAX_MODULE_LINES
    long = [
        f"{node.name} ({node.end_lineno - node.lineno + 1} lines)"
        for node in ast.walk(ast.parse(source))
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef)
        and (node.end_lineno or node.lineno) - node.lineno + 1 > MAX_FUNCTION_LINES
    ]
    assert long == []
