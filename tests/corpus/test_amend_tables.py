"""Table-row amendments: rows change only in the table the instruction means."""

from __future__ import annotations

from dataclasses import replace
from datetime import date

import pytest
from amend_fixtures import corpus_of, export_of, export_section, instruction, ordinance_of

from corpus.engine.amend import amend_corpus
from corpus.engine.apply_tables import same_caption
from parsers.ordinance_records import InstructionStatus, TargetKind, Verb
from parsers.records import Table


def test_table_rows_change_when_the_table_is_in_the_corpus() -> None:
    rows = ("Food trucks P P UP", "Kiosks UP UP –", "Markets P – –")
    text = "A. Uses. Allowed uses are listed in Table 4-1.\n" + "\n".join(rows)
    section = replace(
        export_section("9.50.020", text),
        tables=(Table("Title 9, Table 4-1", "4-1", "Uses", "9.50.020", rows),),
    )
    ins = instruction(
        "G-7",
        4,
        Verb.AMEND_TABLE,
        [(TargetKind.TABLE, "Title 9, Table 4-1")],
        "Kiosks P P MUP",
        rows=("Kiosks",),
    )
    amended = amend_corpus(
        corpus_of([export_of([section])], [ordinance_of("G-7", [ins], effective=date(2026, 9, 1))])
    )
    assert amended.results[0].status is InstructionStatus.APPLIED
    new_text = amended.versions["9.50.020"][-1].text
    assert "Kiosks P P MUP" in new_text and "Kiosks UP UP –" not in new_text
    assert "Food trucks P P UP" in new_text and "Markets P – –" in new_text


@pytest.mark.parametrize(
    ("caption", "status"),
    [
        (None, InstructionStatus.APPLIED),  # the instruction names no caption: rows decide
        ("Allowable Uses", InstructionStatus.APPLIED),  # wording drifts, the subject doesn't
        ("Parcel Size and Density Standards", InstructionStatus.FLAGGED),  # another table
    ],
)
def test_a_table_number_naming_another_table_is_flagged(
    caption: str | None, status: InstructionStatus
) -> None:
    rows = ("Food trucks P P UP", "Kiosks UP UP –")
    section = replace(
        export_section("9.50.020", "A. Uses. See Table 4-1.\n" + "\n".join(rows)),
        tables=(Table("Title 9, Table 4-1", "4-1", "Allowed Uses", "9.50.020", rows),),
    )
    ins = replace(
        instruction(
            "G-9",
            4,
            Verb.AMEND_TABLE,
            [(TargetKind.TABLE, "Title 9, Table 4-1")],
            "Kiosks P P MUP",
            rows=("Kiosks",),
        ),
        target_title=caption,
    )
    amended = amend_corpus(
        corpus_of([export_of([section])], [ordinance_of("G-9", [ins], effective=date(2026, 9, 1))])
    )
    assert amended.results[0].status is status
    if status is InstructionStatus.FLAGGED:
        assert "names two tables" in amended.results[0].note
        assert len(amended.versions["9.50.020"]) == 1  # nothing changed


@pytest.mark.parametrize(
    ("a", "b", "same"),
    [
        ("RR Zone Standards", "RR Zone Development Standards", True),
        ("OSC Zone Standards", "OSR Zone Standards", False),
        (
            "Allowable Land Uses and Permit Requirements for Mixed Use Corridors and Districts",
            "Allowed Land Uses for Mixed Use Corridors and Districts",
            True,
        ),
        (
            "Allowed Land Uses and Permit Requirements for Downtown Specific Plan Districts",
            "Parcel Size and Density Standards",
            False,
        ),
    ],
)
def test_same_caption(a: str, b: str, same: bool) -> None:
    assert same_caption(a, b) is same
