"""The `corpus` command: a thin click layer over the library.

Each group of commands lives in its own module and registers itself on `main`; this module only
imports them, so that each stage's commands sit beside nothing but themselves.
"""

from __future__ import annotations

from corpus.cli.app import main

# Registration imports: each module adds its commands to `main`.
from corpus.cli import build as _build  # noqa: F401  isort: skip
from corpus.cli import parse as _parse  # noqa: F401  isort: skip
from corpus.cli import history as _history  # noqa: F401  isort: skip
from corpus.cli import serve as _serve  # noqa: F401  isort: skip
from corpus.cli import refs as _refs  # noqa: F401  isort: skip
from corpus.cli import housing as _housing  # noqa: F401  isort: skip

from corpus.cli import export as _export  # noqa: F401  isort: skip

__all__ = ["main"]
