"""The amendment engine on the real seeds and on small hand-built corpora of another city."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace
from datetime import date
from functools import cache

import pytest
from amend_fixtures import (
    corpus_of,
    export_of,
    export_section,
    instruction,
    ordinance_of,
    seed_corpus,
)

from corpus.engine.adoption import ordinance_order
from corpus.engine.amend import amend_corpus, text_as_of, version_as_of
from corpus.engine.versions import AmendedCorpus, NodeChange, VersionChange, VersionSource, WordOp
from parsers.ordinance_records import InstructionStatus, Parcel, TargetKind, Verb
from parsers.records import SectionStatus

S = TargetKind.SECTION
SUB = TargetKind.SUBSECTION
CH = TargetKind.CHAPTER


@cache
def seeds() -> AmendedCorpus:
    return amend_corpus(seed_corpus())


def seed_changes(section: str, version: int) -> dict[str, NodeChange]:
    return {
        c.subsection: c.change
        for c in seeds().changes
        if c.section == section and c.version == version
    }


# --- the real seeds ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("subsection", "expected"),
    [
        ("17.62.030(D)(7)", {NodeChange.ADDED}),
        ("17.62.030(E)(5)", {NodeChange.ADDED}),
        ("17.62.030(E)(6)", {NodeChange.ADDED}),
        ("17.62.030(E)(7)", {NodeChange.ADDED}),
        ("17.62.030(E)(8)", {NodeChange.RENUMBERED}),
        ("17.62.030(B)", {NodeChange.MODIFIED}),
        ("17.62.030(E)", {NodeChange.MODIFIED}),
        ("17.62.030(F)(3)", {NodeChange.MODIFIED}),
        ("17.62.030(D)(6)", {NodeChange.EDITORIAL, None}),
        ("17.62.030(E)(3)(a)", {NodeChange.EDITORIAL, None}),
        ("17.62.030(A)", {None}),
        ("17.62.030(H)(1)(a)(ii)", {None}),
    ],
)
def test_pa26_17_on_17_62_030(subsection: str, expected: set[NodeChange | None]) -> None:
    assert seed_changes("17.62.030", 2).get(subsection) in expected


def test_renumbered_node_comes_from_old_e5() -> None:
    moved = next(c for c in seeds().changes if c.subsection == "17.62.030(E)(8)")
    assert moved.before_id == "17.62.030(E)(5)"
    assert moved.after is not None and moved.after.startswith("Similar Temporary Activities")


def test_e_loses_the_twelve_month_limit() -> None:
    change = next(c for c in seeds().changes if c.subsection == "17.62.030(E)" and c.version == 2)
    deleted = "".join(w.text for w in change.words if w.op is WordOp.DELETE)
    assert "but in no event for more than twelve months" in deleted
    assert not any(w.op is WordOp.INSERT and "twelve" in w.text for w in change.words)


def test_17_62_030_versions_and_dates() -> None:
    v1, v2 = seeds().versions["17.62.030"]
    assert (v1.source, v1.change, v1.valid_from) == (
        VersionSource.EXPORT,
        VersionChange.BASE,
        date(2025, 6, 10),
    )
    assert (v2.source, v2.change, v2.ordinance) == (
        VersionSource.ORDINANCE,
        VersionChange.REPLACED,
        "PA#26-17",
    )
    assert v2.valid_from_estimated  # the seed leaves the adoption date blank
    assert v1.valid_to == v2.valid_from
    assert text_as_of(seeds(), "17.62.030", date(2026, 6, 1)) == v1.text
    assert text_as_of(seeds(), "17.62.030", date(2027, 1, 1)) == v2.text
    assert text_as_of(seeds(), "17.62.030", date(2020, 1, 1)) is None


def test_pa26_17_adds_17_28_080() -> None:
    (version,) = seeds().versions["17.28.080"]
    assert version.change is VersionChange.ADDED
    assert version.text.startswith("A. Purpose.")


def test_pa26_17_replaces_chapter_17_38() -> None:
    sections = sorted(s for s in seeds().versions if s.startswith("17.38."))
    expected = [f"17.38.{n:03d}" for n in (10, 20, 30, 35, 40, 50, 60, 70, 80, 90, 100, 110)]
    assert sections == expected
    result = next(r for r in seeds().results if r.instruction == "PA#26-17 §9")
    assert result.status is InstructionStatus.BASE_MISSING  # chapter 17.38 is not in the seeds
    assert len(result.versions) == 12
    assert seeds().versions["17.38.035"][0].title == "Exemptions from sign permit requirements"


@pytest.mark.parametrize(
    ("instruction_id", "status"),
    [
        ("PA#26-17 §8", InstructionStatus.APPLIED),
        ("PA#26-17 §12", InstructionStatus.APPLIED),
        ("PA#26-17 §10", InstructionStatus.BASE_MISSING),
        ("PA#26-17 §11", InstructionStatus.FLAGGED),  # labels 1, 2, 3 for C.1, 2 and 6
        ("PA#26-17 §7", InstructionStatus.APPLIED),  # its named rows of PA22/14's Table 2-3
        ("PA22/14 §7", InstructionStatus.BASE_MISSING),
    ],
)
def test_seed_statuses(instruction_id: str, status: InstructionStatus) -> None:
    """The engine's status, unless the ordinance parser flagged the instruction (then it stays
    flagged, whatever the engine would have done)."""
    parsed = next(
        i
        for p in seed_corpus().ordinances
        for i in p.ordinance.instructions
        if i.id == instruction_id
    )
    result = next(r for r in seeds().results if r.instruction == instruction_id)
    assert result.status is (InstructionStatus.FLAGGED if parsed.flags else status)
    assert result.note


def test_every_seed_instruction_has_exactly_one_status() -> None:
    ids = [i.id for p in seed_corpus().ordinances for i in p.ordinance.instructions]
    assert Counter(r.instruction for r in seeds().results) == Counter(ids)


def test_seed_ordinances_are_ordered_by_date_not_input() -> None:
    assert [o.ordinance for o in seeds().order] == ["PA22/14", "PA#26-17"]
    assert all(o.estimated for o in seeds().order)


def test_parser_flags_are_kept_and_nothing_changes() -> None:
    result = next(r for r in seeds().results if r.instruction == "PA#26-17 §11")
    assert "flagged by the parser" in result.note and not result.versions
    assert "17.42.130(C)(1)" not in {
        s.id for v in seeds().versions["17.42.130"] for s in v.subsections
    }


# --- hand-built corpora (another city, other chapter numbers) ---------------------------------

BASE_940_010 = (
    "A. Scope. This chapter applies to sidewalk vending.\n"
    "B. Permits. A vendor shall hold a permit for twelve months.\n"
    "1. Fees. The fee is set by resolution.\n"
    "2. Renewal. A permit may be renewed once.\n"
    "C. Hours. Vending is allowed from 8 a.m. to 8 p.m."
)
BASE_940_020 = "A. Definitions. Words have their ordinary meaning."
BASE_940_030 = "A. Penalties. A violation is an infraction."


def small_export(as_of: date = date(2024, 3, 1)) -> list:  # type: ignore[type-arg]
    return [
        export_of(
            [
                export_section("9.40.010", BASE_940_010),
                export_section("9.40.020", BASE_940_020),
                export_section("9.40.030", BASE_940_030),
            ],
            as_of=as_of,
        )
    ]


def run(*ordinances) -> AmendedCorpus:  # type: ignore[no-untyped-def]
    return amend_corpus(corpus_of(small_export(), list(ordinances)))


def test_replace_part_changes_only_the_named_subsection() -> None:
    new = "B. Permits. A vendor shall hold a permit for two years.\n1. Fees. None."
    amended = run(
        ordinance_of(
            "2025-7",
            [instruction("2025-7", 3, Verb.REPLACE_PART, [(SUB, "9.40.010(B)")], new)],
            effective=date(2025, 1, 1),
        )
    )
    (result,) = amended.results
    assert result.status is InstructionStatus.APPLIED
    v2 = amended.versions["9.40.010"][-1]
    assert v2.change is VersionChange.PARTIAL
    ids = [s.id for s in v2.subsections]
    assert ids == ["9.40.010(A)", "9.40.010(B)", "9.40.010(B)(1)", "9.40.010(C)"]
    changes = {c.subsection: c.change for c in amended.changes if c.section == "9.40.010"}
    assert changes == {
        "9.40.010(B)": NodeChange.MODIFIED,
        "9.40.010(B)(1)": NodeChange.MODIFIED,
        "9.40.010(B)(2)": NodeChange.REMOVED,
    }


@pytest.mark.parametrize(
    ("verb", "targets", "text", "reason"),
    [
        (Verb.REPLACE_PART, [(SUB, "9.40.010(F)")], "F. Signs. None allowed.", "does not exist"),
        (Verb.ADD_SECTION, [(S, "9.40.020")], "A. New. Text.", "already exists"),
        (Verb.REPLACE_SECTION, [(S, "9.40.090")], "A. New. Text.", "does not exist"),
        (Verb.REPEAL, [(S, "9.40.090")], "", "does not exist"),
        (Verb.ADD_PART, [(SUB, "9.40.010(B)")], "B. Again. Text.", "already exists"),
        (Verb.REPLACE_CHAPTER, [(CH, "9.40")], "no headings here", "headings"),
        (Verb.REPLACE_PART, [(SUB, "9.40.010(B)")], "1. Wrong. Label.", "labels disagree"),
    ],
)
def test_a_failed_application_changes_nothing(verb, targets, text, reason) -> None:  # type: ignore[no-untyped-def]
    before = run()
    amended = run(
        ordinance_of(
            "2025-8", [instruction("2025-8", 2, verb, targets, text)], effective=date(2025, 2, 1)
        )
    )
    (result,) = amended.results
    assert result.status is InstructionStatus.FLAGGED
    assert reason in result.note
    assert amended.versions == before.versions
    assert amended.changes == before.changes == ()


def test_parser_flag_is_never_forced_through() -> None:
    ins = instruction(
        "2025-9",
        4,
        Verb.REPLACE_SECTION,
        [(S, "9.40.020")],
        "A. Fine. Text.",
        flags=("labels disagree",),
    )
    amended = run(ordinance_of("2025-9", [ins], effective=date(2025, 1, 1)))
    assert amended.results[0].status is InstructionStatus.FLAGGED
    assert "labels disagree" in amended.results[0].note
    assert len(amended.versions["9.40.020"]) == 1


def test_base_missing_keeps_the_ordinance_text() -> None:
    text = "A. Scope. Food trucks need a permit.\nB. Hours. Until 10 p.m."
    amended = run(
        ordinance_of(
            "2025-10",
            [
                instruction("2025-10", 5, Verb.REPLACE_SECTION, [(S, "5.12.040")], text),
                instruction(
                    "2025-10", 6, Verb.REPLACE_PART, [(SUB, "5.12.050(C)")], "C. Fees. None."
                ),
            ],
            effective=date(2025, 4, 1),
        )
    )
    assert [r.status for r in amended.results] == [InstructionStatus.BASE_MISSING] * 2
    (whole,) = amended.versions["5.12.040"]
    assert whole.text == text and whole.complete
    assert [s.id for s in whole.subsections] == ["5.12.040(A)", "5.12.040(B)"]
    (part,) = amended.versions["5.12.050"]
    assert not part.complete and [s.id for s in part.subsections] == ["5.12.050(C)"]
    current = {c.id: c for c in amended.current}
    assert (
        current["5.12.040"].from_ordinance_only
        and current["5.12.040"].document == "ord/2025-10.txt"
    )


def test_chapter_replacement_repeals_omitted_sections() -> None:
    new = (
        "CHAPTER 9.40\nSIDEWALK VENDING\n"
        "§ 9.40.010. Scope.\nA. Scope. This chapter applies to all vending.\n"
        "§ 9.40.015. Zones. A. Zones. Vending is allowed in commercial zones.\n"
        "§ 9.40.030. Penalties.\nA. Penalties. A violation is an infraction."
    )
    amended = run(
        ordinance_of(
            "2025-11",
            [instruction("2025-11", 9, Verb.REPLACE_CHAPTER, [(CH, "9.40")], new)],
            effective=date(2025, 5, 1),
        )
    )
    (result,) = amended.results
    assert result.status is InstructionStatus.APPLIED
    latest = {sid: vs[-1].change for sid, vs in amended.versions.items()}
    assert latest == {
        "9.40.010": VersionChange.REPLACED,
        "9.40.015": VersionChange.ADDED,
        "9.40.020": VersionChange.REPEALED,
        "9.40.030": VersionChange.REPLACED,
    }
    current = {c.id: c.status for c in amended.current}
    assert current["9.40.020"] is SectionStatus.REPEALED
    assert text_as_of(amended, "9.40.020", date(2025, 6, 1)) is None
    assert text_as_of(amended, "9.40.020", date(2024, 6, 1)) == BASE_940_020


def test_ordinances_apply_in_effective_date_order() -> None:
    later = ordinance_of(
        "B-2",
        [
            instruction(
                "B-2", 1, Verb.REPLACE_SECTION, [(S, "9.40.030")], "A. Penalties. Fines double."
            )
        ],
        effective=date(2025, 9, 1),
    )
    earlier = ordinance_of(
        "A-1",
        [
            instruction(
                "A-1", 1, Verb.REPLACE_SECTION, [(S, "9.40.030")], "A. Penalties. A fine of $100."
            )
        ],
        events=(date(2025, 6, 1), date(2025, 7, 1)),
    )
    amended = run(later, earlier)
    assert [v.ordinance for v in amended.versions["9.40.030"]] == [None, "A-1", "B-2"]
    assert amended.versions["9.40.030"][1].valid_from == date(2025, 7, 1)
    assert amended.versions["9.40.030"][1].valid_from_estimated
    assert version_as_of(amended, "9.40.030", date(2025, 8, 1)).ordinance == "A-1"  # type: ignore[union-attr]


def test_effective_rule_from_adoption() -> None:
    from dataclasses import replace

    parsed = ordinance_of("C-3", [])
    o = replace(
        parsed.ordinance,
        adopted=date(2025, 1, 10),
        effective_rule="thirty (30) days after its adoption",
    )
    order = ordinance_order(o)
    assert (order.date, order.estimated) == (date(2025, 2, 9), False)


@pytest.mark.parametrize(
    ("export_text", "editorial_only"),
    [
        ("A. Penalties. A violation is an infraction for twelve months.", True),
        ("A. Penalties. A violation is an infraction for 12 Months.", True),
        ("A. Penalties. A violation is a misdemeanor for 12 months.", False),
    ],
)
def test_codification_check(export_text: str, editorial_only: bool) -> None:
    exports = [export_of([export_section("9.40.030", export_text)], as_of=date(2024, 3, 1))]
    ordinance = ordinance_of(
        "2023-2",
        [
            instruction(
                "2023-2",
                3,
                Verb.REPLACE_SECTION,
                [(S, "9.40.030")],
                "A. Penalties. A violation is an infraction for 12 months.",
            )
        ],
        effective=date(2023, 8, 1),
    )
    amended = amend_corpus(corpus_of(exports, [ordinance]))
    (result,) = amended.results
    assert result.status is InstructionStatus.APPLIED and "codified" in result.note
    assert len(amended.versions["9.40.030"]) == 1  # not applied twice
    kinds = {d.change for d in amended.codification}
    if editorial_only:
        assert kinds <= {NodeChange.EDITORIAL}
    else:
        assert NodeChange.MODIFIED in kinds


@pytest.mark.parametrize(
    ("parcels", "status"),
    [
        ((), InstructionStatus.FLAGGED),  # nothing to rezone
        ((Parcel("144-010-084", "7611 Redwood Dr", "CI", "CI/FOD", 1),), InstructionStatus.APPLIED),
        (
            (
                Parcel("144-010-084", "7611 Redwood Dr", "CI", "CI/FOD", 1),
                Parcel("144-010-084", "7601 Redwood Dr", "CI", "CI/FOD", 2, note="listed again"),
            ),
            InstructionStatus.APPLIED,  # the first listing applies, the second is flagged
        ),
    ],
)
def test_rezone_changes_the_map_not_the_text(
    parcels: tuple[Parcel, ...], status: InstructionStatus
) -> None:
    ins = replace(
        instruction("R-1", 13, Verb.REZONE, [(TargetKind.ZONING_MAP, "Zoning Map")], "Parcels …"),
        parcels=parcels,
    )
    amended = run(ordinance_of("R-1", [ins], effective=date(2025, 1, 1)))
    assert amended.results[0].status is status
    assert ("listed again" in amended.results[0].note) is any(p.note for p in parcels)
    assert amended.versions == run().versions


def test_add_section_then_repeal() -> None:
    amended = run(
        ordinance_of(
            "D-4",
            [
                instruction(
                    "D-4",
                    1,
                    Verb.ADD_SECTION,
                    [(S, "9.40.040")],
                    "§ 9.40.040 Permits.\nA. Permits. Required.",
                ),
                instruction("D-4", 2, Verb.REPEAL, [(S, "9.40.020")]),
            ],
            effective=date(2025, 1, 1),
        )
    )
    assert [r.status for r in amended.results] == [InstructionStatus.APPLIED] * 2
    (added,) = amended.versions["9.40.040"]
    assert added.title == "Permits" and added.text == "A. Permits. Required."
    assert amended.versions["9.40.020"][-1].repealed


def test_add_part_inserts_after_its_siblings() -> None:
    amended = run(
        ordinance_of(
            "E-5",
            [
                instruction(
                    "E-5", 2, Verb.ADD_PART, [(SUB, "9.40.010(B)(3)")], "3. Transfer. Not allowed."
                )
            ],
            effective=date(2025, 3, 1),
        )
    )
    assert amended.results[0].status is InstructionStatus.APPLIED
    ids = [s.id for s in amended.versions["9.40.010"][-1].subsections]
    assert ids.index("9.40.010(B)(3)") == ids.index("9.40.010(B)(2)") + 1
    changes = [(c.subsection, c.change) for c in amended.changes]
    assert changes == [("9.40.010(B)(3)", NodeChange.ADDED)]


def test_repeal_of_a_subsection_keeps_the_rest() -> None:
    amended = run(
        ordinance_of(
            "F-6",
            [instruction("F-6", 1, Verb.REPEAL, [(SUB, "9.40.010(B)")])],
            effective=date(2025, 3, 1),
        )
    )
    v2 = amended.versions["9.40.010"][-1]
    assert [s.id for s in v2.subsections] == ["9.40.010(A)", "9.40.010(C)"]
    assert {c.change for c in amended.changes} == {NodeChange.REMOVED}


def test_a_repeal_the_export_never_codified_is_flagged() -> None:
    ordinance = ordinance_of(
        "H-8", [instruction("H-8", 1, Verb.REPEAL, [(S, "9.40.020")])], effective=date(2023, 1, 1)
    )
    amended = run(ordinance)  # the export is as of 2024-03-01 and still holds 9.40.020
    assert amended.results[0].status is InstructionStatus.FLAGGED
    assert len(amended.versions["9.40.020"]) == 1
    assert [d.section for d in amended.codification] == ["9.40.020"]
