"""Golden summaries of every instruction both seeds yield (a few kilobytes of JSON).

The summary holds everything but the new text itself, which is pinned by its sha256 and its first
and last lines. Regenerate after an intended change with:

    ORDINANCE_GOLDEN=regenerate .venv/bin/pytest -q tests/parsers/ordinance/test_ordinance_golden.py
"""

from __future__ import annotations

import hashlib
import json
import os

import pytest
from ordinance_seeds import DATA, seed

from parsers.ordinance_records import Instruction

GOLDEN = DATA / "golden-instructions.json"
REGENERATE = os.environ.get("ORDINANCE_GOLDEN") == "regenerate"
LINE_CHARS = 100  # the text's first and last lines are kept this long (the hash pins the rest)


def summary(item: Instruction) -> dict[str, object]:
    lines = item.text.splitlines() or [""]
    return {
        "id": item.id,
        "section": item.ordinance_section,
        "verb": item.verb.value,
        "targets": [[target.kind.value, target.id] for target in item.targets],
        "target_title": item.target_title,
        "labels": list(item.labels),
        "rows": list(item.rows),
        "parcels": [[p.apn, p.address, p.zone_from, p.zone_to] for p in item.parcels],
        "flags": list(item.flags),
        "notes": list(item.notes),
        "lines": [item.span.first_line, item.span.last_line],
        "text_sha256": hashlib.sha256(item.text.encode("utf-8")).hexdigest(),
        "text_first_line": lines[0][:LINE_CHARS],
        "text_last_line": lines[-1][:LINE_CHARS],
    }


def current() -> dict[str, list[dict[str, object]]]:
    return {
        name: [summary(item) for item in seed(name).ordinance.instructions]
        for name in ("PA22-14", "PA26-17")
    }


def test_golden_instructions() -> None:
    found = current()
    if REGENERATE:
        GOLDEN.write_text(json.dumps(found, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
        # (one key per line keeps a regenerated file's diff readable)
        pytest.skip("golden file regenerated")
    expected = json.loads(GOLDEN.read_text(encoding="utf-8"))
    assert found == expected
