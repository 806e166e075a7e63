"""Drafting forms of other traditions, applied (issue 20, item 1): superseded text, added text.

Ohio-style ordinances re-enact a division and then repeal "the existing Section X": the parser
records that sentence as `repeal_superseded`, and the engine applies it as nothing at all, so the
re-enacted text stays in force. Real documents of the wide development set's open part.
"""

from __future__ import annotations

from dataclasses import replace
from datetime import date
from pathlib import Path

import pytest
from amend_fixtures import corpus_of, export_of, export_section, instruction, ordinance_of

from corpus.engine.amend import amend_corpus
from corpus.engine.versions import VersionChange
from parsers.ordinance import parse_ordinance_file
from parsers.ordinance_records import InstructionStatus, ParsedOrdinance, TargetKind, Verb

OPEN = Path(__file__).resolve().parents[1] / "parsers" / "ordinance" / "devset_wide" / "open"
BASE = "(a) The Clerk of Council prepares the agenda.\n(b) Members may add items."


def parsed(name: str, effective: date) -> ParsedOrdinance:
    found = parse_ordinance_file(OPEN / name, f"ord/{name}")
    return replace(found, ordinance=replace(found.ordinance, effective=effective))


def run(section: str, *ordinances: ParsedOrdinance):  # type: ignore[no-untyped-def]
    export = export_of([export_section(section, BASE)], as_of=date(2021, 1, 1))
    return amend_corpus(corpus_of([export], list(ordinances)))


@pytest.mark.parametrize(
    ("name", "section"),
    [
        ("chagrin-falls-oh-2022-04.md", "111.03"),  # Section 2: "The existing Section 111.03"
        ("chagrin-falls-oh-2025-13.md", "953.07"),  # "Existing Section … repealed in its entirety"
    ],
)
def test_the_superseded_repeal_leaves_the_reenacted_text_in_force(name: str, section: str) -> None:
    ordinance = parsed(name, date(2022, 3, 1))
    verbs = [item.verb for item in ordinance.ordinance.instructions]
    assert Verb.REPEAL_SUPERSEDED in verbs and Verb.REPEAL not in verbs
    amended = run(section, ordinance)
    statuses = {r.instruction: r.status for r in amended.results}
    superseded = [
        i.id for i in ordinance.ordinance.instructions if i.verb is Verb.REPEAL_SUPERSEDED
    ]
    assert {statuses[i] for i in superseded} == {InstructionStatus.NOT_APPLICABLE}
    versions = amended.versions[section]
    assert not versions[-1].repealed
    assert VersionChange.REPEALED not in {v.change for v in versions}


def test_the_verb_alone_changes_nothing() -> None:
    item = instruction("O-1", 2, Verb.REPEAL_SUPERSEDED, [(TargetKind.SECTION, "111.03")])
    amended = run("111.03", ordinance_of("O-1", [item], effective=date(2022, 3, 1)))
    (result,) = amended.results
    assert result.status is InstructionStatus.NOT_APPLICABLE
    assert "superseded text of 111.03" in result.note
    assert [v.change for v in amended.versions["111.03"]] == [VersionChange.BASE]


@pytest.mark.parametrize(
    ("name", "section", "added"),
    [
        # "by adding the following language to 1307.01 of the Building Code as follows:"
        ("chagrin-falls-oh-2022-19.md", "1307.01", "1307.01"),
        # "That Section 147.06, Saint Paul Legislative Code is hereby amended by adding thereto
        # the following:"
        ("saint-paul-mn-11276.txt", "147.06", "147.06"),
    ],
)
def test_added_text_goes_after_the_words_the_section_had(
    name: str, section: str, added: str
) -> None:
    ordinance = parsed(name, date(2022, 7, 1))
    (item,) = [
        i
        for i in ordinance.ordinance.instructions
        if i.verb is Verb.ADD_TEXT and i.targets[0].id == added
    ]
    assert [t.id for t in item.targets] == [added] and item.text and not item.flags
    amended = run(section, ordinance)
    statuses = {r.instruction: r.status for r in amended.results}
    assert statuses[item.id] is InstructionStatus.APPLIED
    latest = amended.versions[section][-1]
    assert latest.text.startswith(BASE) and latest.text.endswith(item.text.strip())


NEW_CHAPTER = "§ 13.13.010. Purpose. To protect water.\n§ 13.13.020. Permits. Required."


def test_an_added_chapter_adds_its_sections() -> None:
    item = instruction("O-2", 1, Verb.ADD_CHAPTER, [(TargetKind.CHAPTER, "13.13")], NEW_CHAPTER)
    amended = run("111.03", ordinance_of("O-2", [item], effective=date(2022, 3, 1)))
    (result,) = amended.results
    assert result.status in {InstructionStatus.APPLIED, InstructionStatus.BASE_MISSING}
    assert [v.change for v in amended.versions["13.13.010"]] == [VersionChange.ADDED]
    assert amended.versions["111.03"][-1].change is VersionChange.BASE


def test_an_added_chapter_never_replaces_one_that_exists() -> None:
    item = instruction("O-3", 1, Verb.ADD_CHAPTER, [(TargetKind.CHAPTER, "111")], "§ 111.01. X. Y.")
    amended = run("111.03", ordinance_of("O-3", [item], effective=date(2022, 3, 1)))
    (result,) = amended.results
    assert result.status is InstructionStatus.FLAGGED and "already has sections" in result.note
    assert [v.change for v in amended.versions["111.03"]] == [VersionChange.BASE]
