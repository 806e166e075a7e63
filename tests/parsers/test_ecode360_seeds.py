"""The export parser on the two real seed exports: the facts the issue names, and more."""

from __future__ import annotations

from datetime import date

import pytest
from ecode360_seeds import section, seed, seed_text

from parsers.records import NumberSource, Severity

FURNITURE = ("Downloaded from", "COTATI CODE", "LAND USE", "City of Cotati, CA", "==>", "-----")


@pytest.mark.parametrize(
    ("chapter", "ids"),
    [
        ("17.62", [f"17.62.0{n}0" for n in range(1, 8)]),
        ("17.24", [f"17.24.0{n}0" for n in range(1, 6)]),
    ],
)
def test_section_ids(chapter: str, ids: list[str]) -> None:
    assert [s.id for s in seed(chapter).sections] == ids


@pytest.mark.parametrize(
    ("chapter", "title", "pages"),
    [
        ("17.62", "PERMIT REVIEW AND DECISIONS", 15),
        ("17.24", "ZONING DISTRICT DEVELOPMENT STANDARDS", 17),
    ],
)
def test_document_and_chapter(chapter: str, title: str, pages: int) -> None:
    parsed = seed(chapter)
    doc = parsed.document
    assert doc.jurisdiction == "City of Cotati, CA"
    assert doc.code == "CO4398"
    assert doc.as_of == date(2026, 5, 11)
    assert doc.pages == pages
    assert len(doc.sha256) == 64
    assert [(c.id, c.title) for c in parsed.chapters] == [(chapter, title)]
    assert all(s.chapter == chapter and s.title is None for s in parsed.sections)
    assert all(s.as_of == date(2026, 5, 11) for s in parsed.sections)


@pytest.mark.parametrize(
    ("section_id", "source", "first_page", "last_page"),
    [
        ("17.62.010", NumberSource.INFERRED, 1, 1),
        ("17.62.020", NumberSource.INFERRED, 1, 1),
        ("17.62.030", NumberSource.HEADER, 1, 4),
        ("17.62.040", NumberSource.HEADER, 4, 7),
        ("17.62.070", NumberSource.HEADER, 11, 15),
        ("17.24.010", NumberSource.INFERRED, 1, 1),
        ("17.24.020", NumberSource.HEADER, 1, 2),
        ("17.24.030", NumberSource.HEADER, 2, 14),
        ("17.24.050", NumberSource.HEADER, 15, 17),
    ],
)
def test_number_source_and_pages(
    section_id: str, source: NumberSource, first_page: int, last_page: int
) -> None:
    s = section(section_id[:5], section_id)
    assert s.number_source is source
    assert (s.span.first_page, s.span.last_page) == (first_page, last_page)


@pytest.mark.parametrize("chapter", ["17.62", "17.24"])
def test_spans_point_into_the_document(chapter: str) -> None:
    text = seed_text(chapter)
    sections = seed(chapter).sections
    for s in sections:
        assert s.span.document == seed(chapter).document.id
        assert 0 <= s.span.start < s.span.end <= len(text)
        assert s.span.first_line is not None and s.span.last_line is not None
        assert s.span.first_line <= s.span.last_line
    assert [s.span.start for s in sections] == sorted(s.span.start for s in sections)
    # Each section's source ends with its history note.
    for s in sections:
        assert s.history_note is not None
        assert text[s.span.start : s.span.end].rstrip().endswith(s.history_note)


@pytest.mark.parametrize(
    ("section_id", "history"),
    [
        (
            "17.62.030",
            [
                ("766", 2004, None),
                ("823", 2009, None),
                ("915", 2022, None),
                ("934", 2025, date(2025, 6, 10)),
            ],
        ),
        ("17.62.010", [("766", 2004, None)]),
        (
            "17.62.040",
            [("766", 2004, None), ("885", 2019, None), ("895", 2020, None), ("927", 2024, None)],
        ),
        ("17.62.060", [("766", 2004, None), ("854", 2015, None), ("934", 2025, date(2025, 6, 10))]),
        ("17.62.070", [("939", 2026, date(2026, 1, 13))]),
        ("17.24.010", [("766", 2004, None)]),
        ("17.24.020", [("766", 2004, None), ("927", 2024, None), ("935", 2025, date(2025, 6, 24))]),
        (
            "17.24.030",
            [
                ("766", 2004, None),
                ("854", 2015, None),
                ("909", 2022, None),
                ("927", 2024, None),
                ("935", 2025, date(2025, 6, 24)),
                ("939", 2026, date(2026, 1, 13)),
            ],
        ),
    ],
)
def test_history(section_id: str, history: list[tuple[str, int, date | None]]) -> None:
    s = section(section_id[:5], section_id)
    assert [(c.ordinance, c.year, c.date) for c in s.history] == history


@pytest.mark.parametrize(
    ("section_id", "note"),
    [
        ("17.62.010", "(A (part), 2004; Ord. 766 § 2 Exh)"),
        ("17.24.010", "(A (part), 2004; Ord. 766 § 2 Exh)"),
        ("17.62.070", "(Ord. 939, 1/13/2026)"),
    ],
)
def test_history_note_is_verbatim_and_out_of_the_text(section_id: str, note: str) -> None:
    s = section(section_id[:5], section_id)
    assert s.history_note == note
    assert "Ord." not in s.text.split("\n")[-1] or note not in s.text


@pytest.mark.parametrize(
    ("section_id", "contains"),
    [
        ("17.62.030", "are allowed without obtaining a limited term permit. Temporary activities"),
        (
            "17.62.030",
            "handicapped accessibility to the sales office in compliance with Section 17.36.060",
        ),
        (
            "17.62.060",
            "those related to appeals in Chapter 17.84 (Appeals) of this title, shall apply",
        ),
        ("17.62.070", "upon a motion by the commission or council"),
        ("17.62.070", "in the same manner and under the same procedures"),
        ("17.62.070", "E. Council Action on Amendments."),
        ("17.62.050", "allowable in the applicable zoning district subject to the approval"),
        ("17.24.010", "established by Chapter 17.20 (Zoning Map) of this title."),
        ("17.24.050", "within the CE, CG, and CD zoning districts."),
        ("17.24.050", "Section 17.22.020, Table 2-3 of this title"),
        ("17.24.030", "Table 2-7 RR Zone Standards"),
        ("17.24.030", "Figure 2-1. Building Placement"),
        ("17.24.020", "RVL-0.66 0.66 acre 100 ft. N.A. 1 unit per 0.66\nacres"),
    ],
)
def test_text_contains(section_id: str, contains: str) -> None:
    assert contains in section(section_id[:5], section_id).text


@pytest.mark.parametrize(
    ("section_id", "absent"),
    [
        *[("17.62.030", f) for f in FURNITURE],
        *[("17.24.030", f) for f in FURNITURE],
        ("17.62.030", "§ 17.62.030"),
        ("17.62.030", "Editor's Note"),
        ("17.62.070", "§ 17.62.070\n"),
        ("17.24.010", "Ord. 766"),  # the inline history note is kept apart
        ("17.24.050", "[2]"),  # footnote marker
        ("17.62.010", "•"),
        ("17.62.060", "\n- "),
        ("17.62.030", "  "),
    ],
)
def test_text_does_not_contain(section_id: str, absent: str) -> None:
    assert absent not in section(section_id[:5], section_id).text


def test_a_heading_repeated_at_the_top_of_a_page_is_dropped() -> None:
    text = section("17.24", "17.24.020").text
    assert text.count("Notes:") == 1
    assert "Notes:\n(1) Parcel depth" in text
    assert "area required.\n(3) No residential subdivision" in text


def test_duplicated_tail_is_dropped_once_and_recorded() -> None:
    s = section("17.62", "17.62.040")
    assert s.text.count("An application for design review shall be filed with the city") == 1
    assert [i.code for i in seed("17.62").issues].count("duplicate-text") == 1


@pytest.mark.parametrize(
    ("sub_id", "parent", "level", "starts"),
    [
        ("17.62.030(A)", "17.62.030", 1, "Purpose."),
        ("17.62.030(D)", "17.62.030", 1, "Exempt Temporary Uses and Activities. The following"),
        ("17.62.030(D)(6)", "17.62.030(D)", 2, "Garden stands"),
        ("17.62.030(E)(3)", "17.62.030(E)", 2, "Model Homes"),
        ("17.62.030(E)(3)(a)", "17.62.030(E)(3)", 3, "A paved, off-street parking lot"),
        ("17.62.030(E)(3)(f)", "17.62.030(E)(3)", 3, "All required permits"),
        ("17.62.030(H)(1)(a)(ii)", "17.62.030(H)(1)(a)", 4, "Project Information."),
        ("17.62.030(J)(2)", "17.62.030(J)", 2, "Performance Security"),
        ("17.62.070(B)(1)(c)", "17.62.070(B)(1)", 3, "Zoning Map."),
        ("17.62.070(B)(1)(c)(i)", "17.62.070(B)(1)(c)", 4, "A zoning code map amendment"),
        ("17.62.070(D)(3)(c)", "17.62.070(D)(3)", 3, "Recommendation to the Council."),
        ("17.62.070(E)", "17.62.070", 1, "Council Action on Amendments."),
        ("17.62.070(E)(1)(b)", "17.62.070(E)(1)", 3, "Zoning Code or Zoning Map."),
        ("17.62.070(F)(2)(f)", "17.62.070(F)(2)", 3, "Additional finding for zoning map"),
        ("17.62.070(G)(3)(b)", "17.62.070(G)(3)", 3, "If the council proposes"),
        ("17.62.060(E)(2)(b)(ii)", "17.62.060(E)(2)(b)", 4, "Affected Owners and Occupants."),
        ("17.24.040(A)(6)", "17.24.040(A)", 2, "Gallery."),
        ("17.24.050(E)(7)", "17.24.050(E)", 2, "Parapets."),
    ],
)
def test_subsections(sub_id: str, parent: str, level: int, starts: str) -> None:
    s = section(sub_id[:5], sub_id.split("(")[0])
    sub = next(x for x in s.subsections if x.id == sub_id)
    assert (sub.parent, sub.level) == (parent, level)
    assert sub.text.startswith(starts)
    assert sub.span is not None and sub.span.first_page is not None


def test_subsection_text_is_rejoined_across_pages() -> None:
    sub = next(x for x in section("17.62", "17.62.030").subsections if x.id == "17.62.030(D)")
    assert "are allowed without obtaining a limited term permit." in sub.text


@pytest.mark.parametrize(
    ("section_id", "count"),
    [("17.62.010", 3), ("17.62.030", 39), ("17.62.070", 58), ("17.24.010", 0), ("17.24.030", 5)],
)
def test_subsection_counts(section_id: str, count: int) -> None:
    assert len(section(section_id[:5], section_id).subsections) == count


def test_no_subsection_issues_on_the_seeds() -> None:
    codes = {i.code for p in (seed("17.62"), seed("17.24")) for i in p.issues}
    assert "subsection-order" not in codes
    assert "number-conflict" not in codes
    assert not [
        i for p in (seed("17.62"), seed("17.24")) for i in p.issues if i.severity is Severity.ERROR
    ]


@pytest.mark.parametrize(
    ("section_id", "numbers"),
    [
        ("17.24.020", ["2-4"]),
        (
            "17.24.030",
            [
                "2-5",
                "2-6",
                "2-7",
                "2-8",
                "2-9",
                "2-10",
                "2-11",
                "2-12",
                "2-13",
                "2-14",
                "2-15",
                "2-17",
                "2-18",
            ],
        ),
        ("17.62.030", []),
    ],
)
def test_tables_attached_once(section_id: str, numbers: list[str]) -> None:
    s = section(section_id[:5], section_id)
    assert [t.number for t in s.tables] == numbers
    assert all(
        t.id == f"{section_id}, Table {t.number}" and t.section == section_id for t in s.tables
    )


@pytest.mark.parametrize(
    ("number", "caption", "first_row", "last_row", "rows"),
    [
        (
            "2-7",
            "RR Zone Standards",
            "Development Standard RR Zone Requirement",
            "Accessory structures See Sections 17.42.020 and 17.42.160",
            25,
        ),
        (
            "2-10",
            "NM Zone Standards",
            "Development Standard NM Zone Requirement",
            "Accessory structures See Section 17.42.160.",
            31,
        ),
        (
            "2-5",
            "OSC Zone Standards",
            "Development Standard OSC Zone Requirement",
            "Main structure 35 ft. Accessory structures See Section 17.42.020",
            18,
        ),
        (
            "2-6",
            "OSR Zone Standards",
            "Development Standard OSR Zone Requirement",
            "Main structure 35 ft. Accessory structures See Section 17.42.020",
            8,
        ),
        (
            "2-18",
            "TOC Zone Development Standards",
            "Development Standard TOC Zone Requirement",
            "Accessory structures See § 17.42.020",
            17,
        ),
    ],
)
def test_table_rows(number: str, caption: str, first_row: str, last_row: str, rows: int) -> None:
    table = next(t for t in section("17.24", "17.24.030").tables if t.number == number)
    assert table.caption == caption
    assert table.rows[0] == first_row
    assert table.rows[-1] == last_row
    assert len(table.rows) == rows
    assert table.span is not None and table.span.first_page is not None


@pytest.mark.parametrize("number", ["2-5", "2-7", "2-10", "2-11", "2-18"])
def test_each_table_appears_once_in_the_text(number: str) -> None:
    text = section("17.24", "17.24.030").text
    assert text.count(f"Table {number} ") == 1
    caption = next(t.caption for t in section("17.24", "17.24.030").tables if t.number == number)
    assert text.count(caption) == 1


@pytest.mark.parametrize(
    ("section_id", "notes", "footnotes"),
    [
        ("17.62.030", ["Editor's Note: Table 2-2 is included as an attachment to this title"], []),
        (
            "17.24.050",
            ["Editor's Note: Table 2-3 is included as an attachment to this title"],
            ["[2] Editor's Note: Table 2-3 is included as an attachment to this title"],
        ),
        ("17.62.040", [], []),
    ],
)
def test_editor_notes_and_footnotes(
    section_id: str, notes: list[str], footnotes: list[str]
) -> None:
    s = section(section_id[:5], section_id)
    assert list(s.editor_notes) == notes
    assert list(s.footnotes) == footnotes


def test_editor_note_number_is_not_a_subsection() -> None:
    s = section("17.62", "17.62.030")
    assert not any(x.label == "10" for x in s.subsections)
    e3 = next(x for x in s.subsections if x.id == "17.62.030(E)(3)(a)")
    assert "Editor" not in e3.text
    assert e3.text.endswith(
        "handicapped accessibility to the sales office in compliance with Section 17.36.060 "
        "of this title will be maintained."
    )
