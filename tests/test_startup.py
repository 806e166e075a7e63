"""What starting the CLI or the server imports: never spaCy (only the terms stage imports it, and
only when a glossary exists), never Dask (only `--workers`/`--scheduler` start it)."""

from __future__ import annotations

import subprocess
import sys

import pytest

HEAVY = ("spacy", "distributed", "pdfplumber", "pypdfium2", "docx")


@pytest.mark.parametrize(
    "module",
    ["corpus.cli", "corpus.publish.serve", "corpus.publish.views", "corpus.build"],
)
def test_starting_imports_nothing_heavy(module: str) -> None:
    probe = f"import sys, {module}; print(' '.join(m for m in {HEAVY!r} if m in sys.modules))"
    loaded = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, check=True
    ).stdout.split()
    assert loaded == []
