"""Golden citations of chapter 17.62 (the seed export, before any ordinance): a few kilobytes.

Every citation as `source | raw | kind | target | how | in_corpus`, one per line. Regenerate
after an intended change (of the grammar, the resolver or the parser's text) with:

    .venv/bin/pytest -q tests/graph/test_golden.py --regen-golden
"""

from __future__ import annotations

from pathlib import Path

import pytest

from corpus.stages.citations import cite_parsed
from parsers.collect import ParsedCorpus
from parsers.dispatch import parse_document
from parsers.records import ParsedExport

RAW = Path(__file__).resolve().parents[2] / "raw"
EXPORT = "cotati/ecode360/title17-ch17.62.txt"
GOLDEN = Path(__file__).resolve().parent / "data" / "citations-17.62.golden.txt"


def current() -> str:
    parsed = parse_document(RAW / EXPORT, EXPORT)
    assert isinstance(parsed, ParsedExport)
    result = cite_parsed(ParsedCorpus((parsed,), (), ()))
    lines = [
        " | ".join(
            [
                c.subsection or c.source,
                " ".join(c.raw.split()),
                c.target_kind.value if c.target_kind else "",
                c.target or f"unresolved: {c.reason}",
                c.how.value if c.how else "",
                str(int(c.in_corpus)),
            ]
        )
        for c in result.citations
    ]
    return "\n".join(lines) + "\n"


def test_golden_citations(regen_golden: bool) -> None:
    found = current()
    if regen_golden:
        GOLDEN.write_text(found, encoding="utf-8")
        pytest.skip("golden file regenerated")
    assert found == GOLDEN.read_text(encoding="utf-8")
