"""Another city's export: same structure, its own names and numbers; nothing keyed on Cotati."""

from __future__ import annotations

import random
import re
from datetime import date

import pytest
from ecode360_seeds import chapter_pattern, seed, seed_text, variant

from parsers.ecode360 import parse_export_text

VARIANTS = [
    ("17.62", "Rohnert Park", "RO1234", "9.14"),
    ("17.24", "Rohnert Park", "RO1234", "9.14"),
    ("17.62", "Petaluma", "PE0042", "21.8"),
    ("17.24", "Sebastopol", "SE7", "3.40"),
]


def _renamed(old: str, chapter: str, new_chapter: str) -> str:
    return chapter_pattern(chapter).sub(new_chapter, old)


@pytest.mark.parametrize(("chapter", "city", "code", "new_chapter"), VARIANTS)
def test_same_structure_under_new_names(
    chapter: str, city: str, code: str, new_chapter: str
) -> None:
    original = seed(chapter)
    text = variant(chapter, city=city, code=code, new_chapter=new_chapter, downloaded="2024-01-02")
    parsed = parse_export_text(text, "other/export.txt")

    assert parsed.document.jurisdiction == f"City of {city}, CA"
    assert parsed.document.code == code
    assert parsed.document.as_of == date(2024, 1, 2)
    assert parsed.document.pages == original.document.pages
    assert [c.id for c in parsed.chapters] == [new_chapter]

    assert [s.id for s in parsed.sections] == [
        _renamed(s.id, chapter, new_chapter) for s in original.sections
    ]
    assert [s.number_source for s in parsed.sections] == [
        s.number_source for s in original.sections
    ]
    for new, old in zip(parsed.sections, original.sections, strict=True):
        assert new.chapter == new_chapter
        assert [x.id for x in new.subsections] == [
            _renamed(x.id, chapter, new_chapter) for x in old.subsections
        ]
        assert [(h.ordinance, h.year, h.date) for h in new.history] == [
            (h.ordinance, h.year, h.date) for h in old.history
        ]
        assert [t.id for t in new.tables] == [f"{new.id}, Table {t.number}" for t in old.tables]
        assert [t.rows for t in new.tables] == [
            tuple(_renamed(r, chapter, new_chapter).replace("Cotati", city) for r in t.rows)
            for t in old.tables
        ]
        assert "Downloaded from" not in new.text
        assert city.upper() not in new.text
        assert f"City of {city}" not in new.text


def test_sections_numbered_in_steps_of_one() -> None:
    """A code numbering sections 1, 2, 3 gets them from its running headers and order."""
    text = seed_text("17.62")
    for n in range(1, 8):
        text = text.replace(f"17.62.0{n}0", f"17.62.{n}")
    parsed = parse_export_text(text, "x.txt")
    assert [s.id for s in parsed.sections] == [f"17.62.{n}" for n in range(1, 8)]


def test_headings_when_printed_are_used() -> None:
    """Real PDFs print `§ 17.62.030. Limited term permit.`: the heading names the section."""
    text = seed_text("17.62")
    marker = "• A. Purpose. This section establishes procedures for the granting"
    text = text.replace(marker, "§ 17.62.030. Limited term permit.\n\n" + marker)
    parsed = parse_export_text(text, "x.txt")
    s = next(s for s in parsed.sections if s.id == "17.62.030")
    assert s.title == "Limited term permit"
    assert s.number_source.value == "heading"
    assert s.text.startswith("A. Purpose.")
    assert len(parsed.sections) == 7


def test_a_heading_that_contradicts_the_headers_is_an_issue() -> None:
    text = seed_text("17.62")
    marker = "• A. Purpose. This section establishes procedures for the granting"
    text = text.replace(marker, "§ 17.62.035. Limited term permit.\n\n" + marker)
    parsed = parse_export_text(text, "x.txt")
    assert "17.62.035" in [s.id for s in parsed.sections]
    assert "number-conflict" in {i.code for i in parsed.issues}


def test_two_chapters_in_one_export() -> None:
    text = (
        seed_text("17.62")
        + "\n\n"
        + variant(
            "17.24", city="Cotati", code="CO4398", new_chapter="17.26", downloaded="2026-05-11"
        )
    )
    parsed = parse_export_text(text, "x.txt")
    assert [c.id for c in parsed.chapters] == ["17.62", "17.26"]
    ids = [s.id for s in parsed.sections]
    assert ids == [f"17.62.0{n}0" for n in range(1, 8)] + [f"17.26.0{n}0" for n in range(1, 6)]


def test_running_headers_that_disagree_are_an_issue() -> None:
    text = seed_text("17.62").replace(
        "COTATI CODE\n\n§ 17.62.030\n\n§ 17.62.040", "COTATI CODE\n\n§ 17.62.030\n\n§ 17.62.050", 1
    )
    parsed = parse_export_text(text, "x.txt")
    assert "number-conflict" in {i.code for i in parsed.issues}
    assert len({s.id for s in parsed.sections}) == len(parsed.sections)


def test_shuffled_header_words_do_not_matter() -> None:
    """Header lines are found by position: any code name works, in any order of pages."""
    rng = random.Random(7)
    names = ["ZONING", "MUNICIPAL CODE", "TITLE NINE", "BUILDINGS AND LAND"]
    lines = seed_text("17.62").split("\n")
    for index, line in enumerate(lines):
        if line in {"COTATI CODE", "LAND USE"}:
            lines[index] = rng.choice(names)
    parsed = parse_export_text("\n".join(lines), "x.txt")
    assert [s.id for s in parsed.sections] == [s.id for s in seed("17.62").sections]
    assert all(name not in s.text for s in parsed.sections for name in names)


def test_an_export_with_headings_is_cut_at_the_headings() -> None:
    """With every section headed, a note printed after a subsection does not end its section."""
    text = seed_text("17.62")
    for s in reversed(seed("17.62").sections):
        start = s.span.start
        text = f"{text[:start]}§ {s.id}. Title of {s.id[-3:]}.\n\n{text[start:]}"
    line = "• B. Subdivision Review Procedures."
    text = text.replace(line, "[Amended 1-2-2020 by Ord. No. 5]\n\n" + line, 1)
    parsed = parse_export_text(text, "x.txt")
    assert [s.id for s in parsed.sections] == [f"17.62.0{n}0" for n in range(1, 8)]
    assert {s.number_source.value for s in parsed.sections} == {"heading"}
    first = parsed.sections[0]
    assert first.title == "Title of 010"
    assert [c.ordinance for c in first.history] == ["766"]
    assert "[Amended 1-2-2020 by Ord. No. 5]" in first.text
    assert "number-conflict" not in {i.code for i in parsed.issues}


@pytest.mark.parametrize(
    ("note", "following"),
    [
        # 17.62.020's note: 010 and 020 run together before the first running header.
        ("• (A (part), 2004; Ord. 766 § 2 Exh)", "• A. Purpose. This section establishes"),
        # 17.62.050's note: the headers then name two sections for one stretch of text.
        ("(A (part), 2004; Ord. 766 § 2 Exh)", "• A. Purpose. The variance"),
        # 17.62.060's note.
        (
            "• (Ord. 766 § 2 Exh. A (part), 2004; Ord. 854 § 2 (part), 2015; Ord. 934, 6/10/2025)",
            "• A. Purpose. This section provides procedures for the amendment",
        ),
    ],
)
def test_a_missing_history_note_is_a_number_conflict(note: str, following: str) -> None:
    text = seed_text("17.62")
    assert f"{note}\n\n{following}" in text
    parsed = parse_export_text(text.replace(f"{note}\n\n{following}", following, 1), "x.txt")
    assert len(parsed.sections) == 6
    assert "number-conflict" in {i.code for i in parsed.issues}
    assert len({s.id for s in parsed.sections}) == len(parsed.sections)


def test_chapter_hyphen_section_numbering() -> None:
    """Codes that number sections `§ 170-3` (one chapter number, no title) parse the same way."""
    text = re.sub(r"17\.62\.0(\d)0", r"170-\1", seed_text("17.62"))
    text = text.replace("Chapter 17.62 —", "Chapter 170.")
    parsed = parse_export_text(text, "x.txt")
    assert [(c.id, c.title) for c in parsed.chapters] == [("170", "PERMIT REVIEW AND DECISIONS")]
    assert [s.id for s in parsed.sections] == [f"170-{n}" for n in range(1, 8)]
    assert [s.number_source for s in parsed.sections] == [
        s.number_source for s in seed("17.62").sections
    ]
    subs = {x.id for x in parsed.sections[2].subsections}
    assert "170-3(E)(3)(a)" in subs
    assert "number-conflict" not in {i.code for i in parsed.issues}


def test_a_header_on_the_first_page_is_furniture() -> None:
    text = "City of Cotati, CA § 17.62.010\n\nCOTATI CODE\n\n§ 17.62.010\n\n" + seed_text("17.62")
    parsed = parse_export_text(text, "x.txt")
    assert [s.id for s in parsed.sections] == [s.id for s in seed("17.62").sections]
    assert parsed.sections[0].number_source.value == "header"
    assert "COTATI CODE" not in parsed.sections[0].text


def test_a_repeated_tail_at_the_top_of_the_next_page_is_dropped() -> None:
    text = seed_text("17.62")
    tail = "er planning permit or subdivision approval required by the city for the project."
    page_break = (
        "Downloaded from https://ecode360.com/CO4398 on 2026-05-11\n\nCity of Cotati, CA\n\n"
        "LAND USE\n\n§ 17.62.040\n\n§ 17.62.040\n\n"
    )
    lines = text.split("\n")
    index = next(i for i, line in enumerate(lines) if line.endswith(tail) and len(line) > 200)
    lines.insert(index + 1, "\n" + page_break)
    parsed = parse_export_text("\n".join(lines), "x.txt")
    s = next(s for s in parsed.sections if s.id == "17.62.040")
    assert s.text.count("shall be filed with the city prior to") == 1
    assert "duplicate-text" in {i.code for i in parsed.issues}


def test_a_history_note_cut_by_a_page_break_is_put_together() -> None:
    note = (
        "(Ord. 766 § 2 Exh. A (part), 2004; Ord. 823 § 2(C) Exh. C (part), 2009; "
        "Ord. 915 § 12, 2022; Ord. 934, 6/10/2025)"
    )
    head, tail = note.split(" (part), 2009;")
    page_break = (
        "\n\nDownloaded from https://ecode360.com/CO4398 on 2026-05-11\n\nCity of Cotati, CA\n\n"
        "LAND USE\n\n§ 17.62.030\n\n§ 17.62.040\n\n"
    )
    text = seed_text("17.62").replace(note, f"{head}{page_break}(part), 2009;{tail}", 1)
    parsed = parse_export_text(text, "x.txt")
    assert [s.id for s in parsed.sections] == [s.id for s in seed("17.62").sections]
    s = next(s for s in parsed.sections if s.id == "17.62.030")
    assert [c.ordinance for c in s.history] == ["766", "823", "915", "934"]
    assert "Ord. 766" not in s.text
