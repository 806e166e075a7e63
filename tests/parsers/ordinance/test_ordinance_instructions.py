"""Every amending instruction of both seeds: verb, normalized targets, labels, flags, clean text."""

from __future__ import annotations

import pytest
from ordinance_seeds import instruction, seed

from parsers.ordinance_records import TargetKind, Verb

# (id, verb, targets, flagged) for every instruction the seeds yield, in order.
PA22_14 = [
    ("PA22/14 §5", Verb.REPLACE_PART, ["17.20.030(D)"], False),
    # A chapter's tables: the number is read within the chapter (the engine resolves the alias).
    ("PA22/14 §6.1", Verb.AMEND_TABLE, ["Title 17, Table 2-2", "17.22"], False),
    ("PA22/14 §6.2", Verb.AMEND_TABLE, ["Title 17, Table 2-3", "17.22"], False),  # printed twice
    ("PA22/14 §6.3", Verb.AMEND_TABLE, ["Title 17, Table 2-4", "17.22"], False),  # page breaks
    ("PA22/14 §7", Verb.REPLACE_SECTION, ["17.28.050"], False),
    ("PA22/14 §7 (2)", Verb.REPLACE_SECTION, ["17.32.030"], False),
    ("PA22/14 §8", Verb.REPLACE_PART, ["17.39.030(H)"], False),
    ("PA22/14 §9", Verb.REPLACE_SECTION, ["17.42.100"], False),
    ("PA22/14 §11", Verb.REPLACE_SECTION, ["17.32.050"], False),
    ("PA22/14 §12", Verb.REPLACE_SECTION, ["17.36.010"], False),
    ("PA22/14 §13", Verb.REPLACE_SECTION, ["17.36.020"], False),
    ("PA22/14 §14", Verb.REPLACE_SECTION, ["17.36.040"], False),
    ("PA22/14 §15", Verb.REPLACE_SECTION, ["17.36.050"], False),
    ("PA22/14 §16", Verb.AMEND_TABLE, ["Title 17, Table 3-7"], True),  # a note, no rows
    ("PA22/14 §17", Verb.ADD_PART, ["17.90.020"], False),
]
PA26_17 = [
    ("PA#26-17 §6", Verb.AMEND_TABLE, ["17.20.020, Table 2-1"], False),  # by its section
    ("PA#26-17 §7", Verb.AMEND_TABLE, ["17.22.020, Table 2-3"], False),  # the engine's rows
    ("PA#26-17 §8", Verb.ADD_SECTION, ["17.28.080"], False),
    ("PA#26-17 §9", Verb.REPLACE_CHAPTER, ["17.38"], False),
    ("PA#26-17 §10", Verb.REPLACE_PART, ["17.42.130(B)"], False),
    (
        "PA#26-17 §11",
        Verb.REPLACE_PART,
        ["17.42.130(C)(1)", "17.42.130(C)(2)", "17.42.130(C)(6)"],
        True,
    ),
    ("PA#26-17 §12", Verb.REPLACE_SECTION, ["17.62.030"], False),
    ("PA#26-17 §13", Verb.REZONE, ["Zoning Map"], False),  # a parcel listed twice: its listing
]


@pytest.mark.parametrize(("name", "expected"), [("PA22-14", PA22_14), ("PA26-17", PA26_17)])
def test_every_instruction(name: str, expected: list[tuple[str, Verb, list[str], bool]]) -> None:
    found = [
        (item.id, item.verb, [target.id for target in item.targets], bool(item.flags))
        for item in seed(name).ordinance.instructions
    ]
    assert found == expected


@pytest.mark.parametrize(
    ("name", "ident", "title"),
    [
        ("PA26-17", "PA#26-17 §12", "Limited Term Permit"),
        ("PA26-17", "PA#26-17 §8", "Freeway Oriented Development (FOD) overlay zone"),
        ("PA26-17", "PA#26-17 §9", "Signs"),
        ("PA26-17", "PA#26-17 §10", "Outdoor displays and sales"),
        ("PA26-17", "PA#26-17 §6", "Zoning Districts"),
        ("PA22-14", "PA22/14 §7", "Specific plan, downtown (SPD) zoning district"),
        ("PA22-14", "PA22/14 §16", "Parking Requirements by Land Use"),
        ("PA22-14", "PA22/14 §6.1", "Allowed Land Uses for Low Density and Neighborhood Zones"),
        ("PA22-14", "PA22/14 §5", None),  # the sentence gives no title: none is invented
    ],
)
def test_target_titles(name: str, ident: str, title: str | None) -> None:
    assert instruction(name, ident).target_title == title


def test_target_kinds() -> None:
    kinds = {item.id: item.targets[0].kind for item in seed("PA26-17").ordinance.instructions}
    assert kinds["PA#26-17 §9"] is TargetKind.CHAPTER
    assert kinds["PA#26-17 §11"] is TargetKind.SUBSECTION
    assert kinds["PA#26-17 §7"] is TargetKind.TABLE
    assert kinds["PA#26-17 §13"] is TargetKind.ZONING_MAP
    assert kinds["PA#26-17 §12"] is TargetKind.SECTION


def test_section_11_labels_disagree_with_its_text() -> None:
    item = instruction("PA26-17", "PA#26-17 §11")
    assert item.labels == ("(C)(1)", "(C)(2)", "(C)(6)")
    assert item.flags == (
        "the instruction names (C)(1), (C)(2), (C)(6) but the new text is labelled 1, 2, 3",
    )
    issues = [i for i in seed("PA26-17").issues if i.location == "PA#26-17 §11"]
    assert [i.code for i in issues] == ["instruction-flagged"]


def test_excerpt_with_matching_label_is_not_flagged() -> None:
    item = instruction("PA26-17", "PA#26-17 §10")
    assert item.labels == ("(B)",)
    assert item.text.startswith("B. Temporary Outdoor Displays and Sales.")


def test_whole_chapter_lists_its_sections_including_035() -> None:
    item = instruction("PA26-17", "PA#26-17 §9")
    expected = [f"17.38.{n:03d}" for n in (10, 20, 30, 35, 40, 50, 60, 70, 80, 90, 100, 110)]
    assert list(item.labels) == expected
    # Every `§` heading starts its own line, even where the paste ran it into the previous line.
    for number in expected:
        assert f"\n§ {number}." in "\n" + item.text
    assert not item.text.startswith("CHAPTER")


@pytest.mark.parametrize(
    ("name", "ident"),
    [("PA26-17", "PA#26-17 §9"), ("PA26-17", "PA#26-17 §12"), ("PA22-14", "PA22/14 §6.3")],
)
def test_page_furniture_is_removed(name: str, ident: str) -> None:
    text = instruction(name, ident).text
    assert "ecode360" not in text
    assert "Downloaded from" not in text
    assert "City of Cotati, CA" not in text


def test_furniture_removal_keeps_text_on_the_same_line() -> None:
    text = instruction("PA26-17", "PA#26-17 §9").text
    # `Downloaded from … on 2026-05-21 c. The size of the structural members …`
    assert "\nc. The size of the structural members" in text
    assert "\nD. Sign Location Requirements. Each sign" in text


def test_editor_note_is_kept_apart_and_e_starts_its_line() -> None:
    item = instruction("PA26-17", "PA#26-17 §12")
    assert item.notes == (
        "[1] Editor's Note: Table 2-2 is included as an attachment to this title",
    )
    assert "Editor's Note" not in item.text
    assert "Table 2-2[1]" in item.text  # the marker stays in the body
    assert "\nE. Temporary Uses Allowed with a Limited Term Permit." in item.text
    assert not item.text.startswith("§")  # the repeated `§ 17.62.030Limited term permit.` line
    assert item.text.startswith("A. Purpose.")


def test_added_section_text_starts_after_its_heading() -> None:
    item = instruction("PA26-17", "PA#26-17 §8")
    assert item.text.startswith("A. Purpose. The FOD overlay zone")
    assert item.text.endswith("CMC Chapter\n17.38.")


def test_table_rows_are_named() -> None:
    item = instruction("PA26-17", "PA#26-17 §7")
    assert item.rows == (
        "Recycling-Small collection facility",
        "Commercial recreation facility-Indoor -More than 5,000 sq. ft.",
        "Alcoholic beverage sales",
        "Antique or collectible store",
        "Second hand store",
        "Tasting room",
        "Medical services-Doctors office",
        "Medical services-Clinic, urgent care",
        "Adult daycare",
    )
    # Printed rows it does not name are compared with the table by the engine, row by row.
    assert item.flags == ()


def test_rezoning_parcels() -> None:
    item = instruction("PA26-17", "PA#26-17 §13")
    apns = [parcel.apn for parcel in item.parcels]
    assert len(apns) == 15 and len(set(apns)) == 14  # one row per listing as printed
    assert [p.listing for p in item.parcels] == list(range(1, 16))
    assert apns[0] == "144-020-004"
    assert "046-281-003" in apns  # `159 Helman ln`: a lower-case street type
    twice = [p for p in item.parcels if p.apn == "144-010-084"]
    assert [(p.address, p.note is None) for p in twice] == [
        ("7611 Redwood Dr", True),
        ("7601 Redwood Dr", False),  # the repeated listing is noted, not dropped
    ]
    assert "listing 5: 7611 Redwood Dr" in (twice[1].note or "")
    assert {(p.zone_from, p.zone_to) for p in item.parcels} == {("CI", "CI/FOD")}
    assert item.flags == ()  # 15 parcels stated, 15 listed


def test_definitions_added() -> None:
    item = instruction("PA22-14", "PA22/14 §17")
    assert item.labels == (
        "Low-Barrier Navigation Centers",
        "Supportive Housing",
        "Retail tobacco store",
        "Tobacco product",
    )


def test_partial_section_decided_by_its_body() -> None:
    # `Chapter 17.20.030 is amended as follows:` then only `D. …`: part of a section.
    item = instruction("PA22-14", "PA22/14 §5")
    assert item.labels == ("(D)",)
    assert item.text.startswith("D. Downtown Specific Plan (DSP) Districts")
    # `17.32.030 … is amended as follows:` then an introduction and A.–E.: the whole section.
    whole = instruction("PA22-14", "PA22/14 §7 (2)")
    assert whole.text.startswith("The amount of a density bonus")


def test_spans_point_back_into_the_source() -> None:
    text = (seed("PA26-17").ordinance.document, seed("PA26-17").document.path)
    assert text[0] == "cotati/ordinances/PA26-17.txt"
    item = instruction("PA26-17", "PA#26-17 §12")
    assert item.span.document == "cotati/ordinances/PA26-17.txt"
    assert (item.span.first_line, item.span.last_line) == (443, 486)
    assert item.heading.startswith("Amendment to the Cotati Municipal Code. Section 17.62.030")


def test_instruction_ids_are_unique() -> None:
    for name in ("PA22-14", "PA26-17"):
        ids = [item.id for item in seed(name).ordinance.instructions]
        assert len(ids) == len(set(ids))
