"""Golden files: the whole parse of a few seed sections, compared field by field.

Regenerate after an intended change with
`.venv/bin/pytest tests/parsers/test_ecode360_golden.py --regen-golden` and review the diff.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from ecode360_seeds import section

from parsers.plain import plain

GOLDEN = Path(__file__).resolve().parent / "golden"


@pytest.mark.parametrize("section_id", ["17.62.010", "17.24.020"])
def test_section_matches_golden(section_id: str, regen_golden: bool) -> None:
    got = plain(section(section_id[:5], section_id))
    path = GOLDEN / f"ecode360-{section_id}.json"
    if regen_golden:
        path.parent.mkdir(exist_ok=True)
        path.write_text(json.dumps(got, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    expected = json.loads(path.read_text(encoding="utf-8"))
    assert got == expected
