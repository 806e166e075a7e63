"""The `renumber` verb moves a section and its history; amendments of other law change nothing."""

from __future__ import annotations

from dataclasses import replace
from datetime import date

from amend_fixtures import corpus_of, export_of, export_section, instruction, ordinance_of

from corpus.engine.amend import amend_corpus, text_as_of
from corpus.engine.versions import AmendedCorpus, NodeChange, VersionChange
from parsers.ordinance_records import InstructionStatus, Target, TargetKind, Verb

S = TargetKind.SECTION
BASE = "A. Scope. This chapter applies to sidewalk vending.\nB. Hours. From 8 a.m. to 8 p.m."
NEW_TEXT = "A. Scope. This chapter applies to food trucks.\nB. Hours. From 7 a.m. to 9 p.m."


def run(*ordinances) -> AmendedCorpus:  # type: ignore[no-untyped-def]
    exports = [
        export_of(
            [export_section("9.40.010", BASE), export_section("9.40.020", "A. Fees. None.")],
            as_of=date(2024, 3, 1),
        )
    ]
    return amend_corpus(corpus_of(exports, list(ordinances)))


def renumbering(old: str, new: str, effective: date = date(2025, 2, 1)):  # type: ignore[no-untyped-def]
    item = replace(instruction("R-1", 1, Verb.RENUMBER, [(S, old)]), renumbered_to=Target(S, new))
    return ordinance_of("R-1", [item], effective=effective)


def test_renumber_moves_the_section_and_its_history() -> None:
    amended = run(renumbering("9.40.010", "9.40.015"))
    (result,) = amended.results
    assert result.status is InstructionStatus.APPLIED
    assert result.note == "9.40.010 renumbered as 9.40.015"
    moved = amended.versions["9.40.015"]
    assert [(v.section, v.text) for v in moved] == [("9.40.015", BASE)]
    assert [s.id for s in moved[0].subsections] == ["9.40.015(A)", "9.40.015(B)"]
    assert all(s.section == "9.40.015" for s in moved[0].subsections)
    old = amended.versions["9.40.010"]
    assert [v.change for v in old] == [VersionChange.BASE, VersionChange.REPEALED]
    assert text_as_of(amended, "9.40.010", date(2025, 3, 1)) is None
    assert text_as_of(amended, "9.40.015", date(2025, 3, 1)) == BASE
    (change,) = [c for c in amended.changes if c.change is NodeChange.RENUMBERED]
    assert (change.section, change.before_id) == ("9.40.015", "9.40.010")


def test_a_later_amendment_applies_to_the_new_number() -> None:
    later = ordinance_of(
        "R-2",
        [instruction("R-2", 1, Verb.REPLACE_SECTION, [(S, "9.40.015")], NEW_TEXT)],
        effective=date(2025, 6, 1),
    )
    amended = run(renumbering("9.40.010", "9.40.015"), later)
    assert [r.status for r in amended.results] == [InstructionStatus.APPLIED] * 2
    assert [v.text for v in amended.versions["9.40.015"]] == [BASE, NEW_TEXT]


def test_renumbering_onto_an_existing_section_changes_nothing() -> None:
    amended = run(renumbering("9.40.010", "9.40.020"))
    assert amended.results[0].status is InstructionStatus.FLAGGED
    assert "merge histories" in amended.results[0].note
    assert len(amended.versions["9.40.010"]) == 1
    assert len(amended.versions["9.40.020"]) == 1


def test_renumbering_a_section_the_chapter_lacks_is_flagged() -> None:
    amended = run(renumbering("9.40.090", "9.40.095"))
    assert amended.results[0].status is InstructionStatus.FLAGGED
    assert "9.40.095" not in amended.versions


def test_an_amendment_of_other_law_is_not_applicable_with_its_reason() -> None:
    statute = replace(
        instruction("S-1", 1, Verb.REPLACE_SECTION, [(TargetKind.STATUTE, "public housing law")]),
        outside="amends a statute (public housing law), not this code",
    )
    repeal = replace(
        instruction("S-1", 2, Verb.REPEAL, [(TargetKind.STATUTE, "Penal Law, Section 9.40.010")]),
        outside="amends a statute (Penal Law), not this code",
    )
    amended = run(ordinance_of("S-1", [statute, repeal], effective=date(2025, 2, 1)))
    assert [(r.status, r.note) for r in amended.results] == [
        (InstructionStatus.NOT_APPLICABLE, "amends a statute (public housing law), not this code"),
        (InstructionStatus.NOT_APPLICABLE, "amends a statute (Penal Law), not this code"),
    ]
    assert [v.change for v in amended.versions["9.40.010"]] == [VersionChange.BASE]
