"""A word edit marked with characters in the text, read from a real page and applied end to end.

Milwaukee, WI, file 241222 (tests/parsers/ordinance/devset_wide/open/, source in SOURCES-A.md),
a Legistar page, amends s. 50-75-2-b and c "to read:" and prints each change as
`[[struck words]] >>inserted words<<`. The parser reads the marks (parsers/marked_conventions.py)
into a WORD_EDIT for each part named (b and c), each change placed by the kept words printed
around it.

The code's text of s. 50-75 is not in this repository; the base is the section as the page
prints it before the change (its kept and struck words), held whole as 50-75. The parser names
the parts (50-75-2-b, 50-75-2-c) and flags that the page gives their new text together; that
split is the target grammar's business, so here the edits target the section and the flag is
cleared: this test is about the words.
"""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import date
from pathlib import Path

import pytest
from amend_fixtures import corpus_of, export_of, export_section, ordinance_of

from corpus.engine.amend import amend_corpus
from corpus.engine.versions import VersionChange, WordOp
from parsers.ordinance import parse_ordinance_file
from parsers.ordinance_records import Instruction, InstructionStatus, Target, TargetKind, Verb

ROOT = Path(__file__).resolve().parents[2]
MILWAUKEE = ROOT / "tests/parsers/ordinance/devset_wide/open/milwaukee-wi-241222.txt"
SECTION = "50-75"
# A printed change, `[[struck]] >>inserted<<`: the text before it keeps the struck words.
REDLINE = re.compile(r"\[\[(?P<struck>[^\]]*)\]\] >>[^<]*<<")


@pytest.fixture(scope="module")
def page() -> tuple[Instruction, str]:
    """The parsed word edits as one (their changes in order, on the section), and the
    section's text as the page prints it before the change."""
    items = parse_ordinance_file(MILWAUKEE, "milwaukee/241222.txt").ordinance.instructions
    assert [i.verb for i in items] == [Verb.WORD_EDIT, Verb.WORD_EDIT]
    assert [t.id for i in items for t in i.targets] == ["50-75-2-b", "50-75-2-c"]
    edits = tuple(e for i in items for e in i.edits)
    item = replace(items[0], flags=(), targets=(Target(TargetKind.SECTION, SECTION),), edits=edits)
    text = MILWAUKEE.read_text(encoding="utf-8")
    body = text[text.index("50-75. Suspension") :].split("\n", 1)[1]  # without the heading
    return item, REDLINE.sub(r"\g<struck>", body).strip()


def _amend(item: Instruction, base: str):  # type: ignore[no-untyped-def]
    exports = [export_of([export_section(SECTION, base)], as_of=date(2024, 1, 2))]
    ordinance = ordinance_of("241222", [item], effective=date(2025, 1, 1))
    return amend_corpus(corpus_of(exports, [ordinance]))


def test_the_marked_page_is_applied_and_diffed(page: tuple[Instruction, str]) -> None:
    item, base = page
    assert item.verb is Verb.WORD_EDIT and len(item.edits) == 2
    assert "s. 48.342(1), Wis. Stats." in base and ">>" not in base
    amended = _amend(item, base)
    (result,) = amended.results
    assert result.status is InstructionStatus.APPLIED, result.note
    assert result.note == "50-75: 2 word edits made"
    versions = amended.versions[SECTION]
    assert [v.change for v in versions] == [VersionChange.BASE, VersionChange.PARTIAL]
    new = versions[-1].text
    assert "dispositions specified under s. 938.342(1g), Wis. Stats." in new
    assert "as provided in s. 938.364, Wis. Stats." in new
    assert "48.342" not in new and "43.364" not in new
    deleted = [w.text for c in amended.changes for w in c.words if w.op is WordOp.DELETE]
    inserted = [w.text for c in amended.changes for w in c.words if w.op is WordOp.INSERT]
    # the diff is by word pieces: the statute numbers' changed digits are what it shows
    assert deleted == ["48", "1", "43"]
    assert inserted == ["938", "1g", "938"]


def test_a_base_that_differs_is_flagged_and_stays(page: tuple[Instruction, str]) -> None:
    """The code already cites s. 938.364 in c (amended meanwhile): the second change finds its
    struck words nowhere, so neither change is made and the base stays in force."""
    item, base = page
    differing = base.replace("s. 43.364, Wis. Stats", "s. 938.364, Wis. Stats")
    amended = _amend(item, differing)
    (result,) = amended.results
    assert result.status is InstructionStatus.FLAGGED
    assert "not applied, the base text stays" in result.note
    assert "43.364" in result.note and "is not in the text" in result.note
    versions = amended.versions[SECTION]
    assert [v.change for v in versions] == [VersionChange.BASE]
    assert versions[-1].text == differing  # the first change, which could be placed, is not made


def test_words_found_twice_are_flagged(page: tuple[Instruction, str]) -> None:
    item, base = page
    twice = base + "\nd. See also s. 48.342(1), Wis. Stats."
    # the kept words around the change place it once still: it applies
    assert _amend(item, twice).results[0].status is InstructionStatus.APPLIED
    bare = replace(item, edits=tuple(replace(e, before="", after="") for e in item.edits))
    (result,) = _amend(bare, twice).results
    assert result.status is InstructionStatus.FLAGGED
    assert "occurs 2 times" in result.note
