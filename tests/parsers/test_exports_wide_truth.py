"""The hand truth of `devset/exports_wide/open/` stays true to its documents (issue 21, item 5).

Runs the set's own mechanical checks (`check_truth.py` for the JSON scrape, `check_truth_b.py` for
the PDF, HTML, print-view and Markdown places) on the open places only: every section number and
title, every history note and its date, year, ordinance and approval date must be printed where the
truth says. Sealed places are left to the lead. No parser runs here.
"""

from __future__ import annotations

import importlib.util
import tomllib
from pathlib import Path
from types import ModuleType

import pytest

WIDE = Path(__file__).resolve().parent / "devset" / "exports_wide"
OPEN_PLACES = sorted(p.name for p in (WIDE / "open").iterdir() if (p / "truth.toml").exists())


def _checker(name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(name, WIDE / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _is_json_scrape(place: Path) -> bool:
    files = tomllib.loads((place / "truth.toml").read_text(encoding="utf-8"))["files"]
    return all(name.endswith(".json") for name in files)


@pytest.mark.parametrize("place", OPEN_PLACES)
def test_open_truth_is_printed_in_its_documents(place: str) -> None:
    folder = WIDE / "open" / place
    checker = _checker("check_truth" if _is_json_scrape(folder) else "check_truth_b")
    sections, errors = checker.check_place(folder)
    assert sections >= 15, place
    assert errors == [], errors


def test_a_wrong_date_is_caught() -> None:
    """The checker can fail: an amendment date one day off is reported."""
    checker = _checker("check_truth_b")
    errors: list[str] = []
    raw = "Amended 4-26-1999 ATM, approved 10-18-1999"
    entry = {"raw": raw, "date": "1999-04-25", "year": 1999}
    checker.check_entry(entry, "x", f"[{raw}]", errors)
    assert any("date" in e for e in errors)
    assert any("approval" in e for e in errors)
