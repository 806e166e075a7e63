"""ecode360 HTML: sections from title blocks, subsections from nested list items, history notes;
unnumbered paragraphs as records; clear errors for pages that are not ecode360 code pages.

The pages are written here in ecode360's markup (title blocks with `titleNumber`/`titleTitle`
spans, `section_content` with nested `litem`s, a table of contents that repeats the titles),
filled with text from the seed export, and varied: another city, other chapter numbers, the
sections shuffled, and a plain `<h2>`/`<p>` page.
"""

from __future__ import annotations

import itertools
import random
import re
from pathlib import Path

import pytest
from ecode360_html_pages import ecode360_page, sections_for
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from parsers.ecode360.html import parse_html_file
from parsers.errors import DocumentError
from parsers.records import DocumentKind, NumberSource, ParsedExport, Severity, TitleSource

ROOT = Path(__file__).resolve().parents[2]
PARAGRAPHS = ROOT / "raw/cotati/ecode360/title17-unnumbered-paragraphs.txt"

CITIES = {
    "cotati": ("City of Cotati, CA", "CO4398", "17.62", "PERMIT REVIEW AND DECISIONS"),
    "brookhaven": ("Town of Brookhaven, NY", "BR0417", "9.12", "SITE PLAN REVIEW"),
}


def parse_page(tmp_path: Path, page: str, name: str = "page.html") -> ParsedExport:
    path = tmp_path / name
    path.write_text(page, encoding="utf-8")
    return parse_html_file(path, f"city/ecode360/{name}")


@pytest.mark.parametrize("city", sorted(CITIES))
def test_sections_titles_and_metadata_come_from_the_page(tmp_path: Path, city: str) -> None:
    jurisdiction, code, chapter, chapter_title = CITIES[city]
    parsed = parse_page(
        tmp_path, ecode360_page(jurisdiction, code, chapter, chapter_title, sections_for(chapter))
    )
    assert parsed.document.kind is DocumentKind.ECODE360_HTML
    assert parsed.document.jurisdiction == jurisdiction
    assert parsed.document.code == code
    assert [(c.id, c.title) for c in parsed.chapters] == [(chapter, chapter_title)]
    assert [(s.id, s.title) for s in parsed.sections] == [
        (f"{chapter}.010", "Purpose"),
        (f"{chapter}.030", "Limited term permits"),
        (f"{chapter}.070", "Zoning map amendments"),
    ]
    for section in parsed.sections:
        assert section.chapter == chapter
        assert section.number_source is NumberSource.HEADING
        assert section.title_source is TitleSource.SOURCE


@pytest.mark.parametrize("city", sorted(CITIES))
def test_subsections_keep_their_labels_and_nesting(tmp_path: Path, city: str) -> None:
    jurisdiction, code, chapter, chapter_title = CITIES[city]
    parsed = parse_page(
        tmp_path, ecode360_page(jurisdiction, code, chapter, chapter_title, sections_for(chapter))
    )
    section = parsed.sections[1]
    assert section.text.splitlines()[0].startswith("A. Purpose. This section establishes")
    ids = [sub.id for sub in section.subsections]
    assert ids == [
        f"{chapter}.030(A)",
        f"{chapter}.030(D)",
        f"{chapter}.030(D)(1)",
        f"{chapter}.030(D)(2)",
        f"{chapter}.030(D)(2)(a)",
    ]
    by_id = {sub.id: sub for sub in section.subsections}
    assert (
        by_id[f"{chapter}.030(D)(2)(a)"].text
        == "A paved, off-street parking lot shall be provided."
    )
    assert "Downloaded" not in section.text and "§" not in section.text


@pytest.mark.parametrize(
    ("index", "ordinances"),
    [(0, ["766"]), (1, ["766", "823", "934"]), (2, ["939"])],
)
def test_history_notes_are_kept_apart_and_parsed(
    tmp_path: Path, index: int, ordinances: list[str]
) -> None:
    parsed = parse_page(
        tmp_path, ecode360_page(*CITIES["cotati"][:2], "17.62", "X", sections_for("17.62"))
    )
    section = parsed.sections[index]
    assert section.history_note == sections_for("17.62")[index].history
    assert [h.ordinance for h in section.history] == ordinances
    assert "Ord." not in section.text


def test_footnotes_are_kept_apart_from_the_text(tmp_path: Path) -> None:
    parsed = parse_page(
        tmp_path, ecode360_page(*CITIES["cotati"][:2], "17.62", "X", sections_for("17.62"))
    )
    zoning = parsed.sections[2]
    assert zoning.footnotes == (
        "1. Editor's Note: The zoning map is on file in the office of the City Clerk.",
    )
    assert "Editor" not in zoning.text
    assert parsed.sections[0].footnotes == ()


def test_offsets_point_at_the_section_text(tmp_path: Path) -> None:
    parsed = parse_page(
        tmp_path, ecode360_page(*CITIES["brookhaven"][:2], "9.12", "X", sections_for("9.12"))
    )
    spans = [s.span for s in parsed.sections]
    assert all(a.end < b.start for a, b in itertools.pairwise(spans))
    for section in parsed.sections:
        for sub in section.subsections:
            assert sub.span is not None
            assert sub.span.start >= section.span.start and sub.span.end <= section.span.end


def test_shuffled_sections_keep_page_order_and_ids(tmp_path: Path) -> None:
    specs = sections_for("21.44")
    random.Random(7).shuffle(specs)
    parsed = parse_page(
        tmp_path, ecode360_page("Village of Elm Grove, WI", "EL1234", "21.44", "Signs", specs)
    )
    assert [s.id for s in parsed.sections] == [s.number for s in specs]


def test_a_plain_heading_page_is_read_too(tmp_path: Path) -> None:
    page = """<html><head><title>City of Alder Creek, OR Zoning</title></head><body>
    <h1>Chapter 4.08 Fences</h1>
    <h2>§ 4.08.010 Purpose.</h2><p>This chapter regulates fences.</p>
    <p><b>§ 4.08.020 Height.</b></p>
    <p>A. Front yards. Fences shall not exceed three feet.</p>
    <p>B. Rear yards. Fences shall not exceed six feet.</p>
    <table><tr><th>Yard</th><th>Height</th></tr><tr><td>Front</td><td>3 ft.</td></tr></table>
    <p>(Ord. 12-401 § 3, 2012)</p></body></html>"""
    parsed = parse_page(tmp_path, page)
    assert parsed.document.jurisdiction == "City of Alder Creek, OR"
    assert [(s.id, s.title) for s in parsed.sections] == [
        ("4.08.010", "Purpose"),
        ("4.08.020", "Height"),
    ]
    height = parsed.sections[1]
    assert height.text.splitlines()[-2:] == ["Yard Height", "Front 3 ft."]
    assert [s.id for s in height.subsections] == ["4.08.020(A)", "4.08.020(B)"]
    assert height.history_note == "(Ord. 12-401 § 3, 2012)"
    assert [h.ordinance for h in height.history] == ["12-401"]


def test_a_table_of_contents_entry_gives_way_to_the_section(tmp_path: Path) -> None:
    """Without `#childContent` the table of contents is read too; its empty titles drop out."""
    page = ecode360_page(*CITIES["cotati"][:2], "17.62", "X", sections_for("17.62"))
    page = page.replace('<div id="childContent">', "<div>").replace('<div id="toc">', "<div>")
    parsed = parse_page(tmp_path, page)
    assert [s.id for s in parsed.sections] == ["17.62.010", "17.62.030", "17.62.070"]
    assert all(s.text for s in parsed.sections)


# --- unnumbered paragraphs --------------------------------------------------------------------


def test_unnumbered_paragraphs_become_records_with_spans() -> None:
    parsed = parse_html_file(PARAGRAPHS, "cotati/ecode360/title17-unnumbered-paragraphs.txt")
    text = PARAGRAPHS.read_text(encoding="utf-8")
    expected = [p for p in re.split(r"\n\s*\n", text) if p.strip()]
    assert len(parsed.paragraphs) == len(expected) == 82
    assert parsed.sections == ()
    for index, paragraph in enumerate(parsed.paragraphs):
        assert paragraph.index == index
        assert text[paragraph.span.start : paragraph.span.end] == expected[index].strip()
    assert parsed.paragraphs[0].text.startswith("The zoning districts have been designed")
    assert parsed.paragraphs[-1].text.endswith("through a private action.")
    (issue,) = parsed.issues
    assert issue.severity is Severity.INFO
    assert issue.message.startswith("82 paragraphs lack section numbers")


@pytest.mark.parametrize(
    ("text", "count"),
    [
        ("One.\n\nTwo.\n\n\n\nThree.\n", 3),
        ("Only one paragraph,\nwrapped.", 1),
        ("A.\r\n\r\nB.", 2),
    ],
)
def test_paragraph_breaks_are_blank_lines(tmp_path: Path, text: str, count: int) -> None:
    path = tmp_path / "scraped.txt"
    path.write_bytes(text.encode())
    parsed = parse_html_file(path, "x")
    assert len(parsed.paragraphs) == count
    for paragraph in parsed.paragraphs:
        assert paragraph.text == " ".join(paragraph.text.split())


# --- bad input ----------------------------------------------------------------------------------

BAD = {
    "empty.html": (b"", "the file is empty"),
    "blank.htm": (b"  \n ", "the file is empty"),
    "binary.html": (bytes(range(256)) * 4, "binary"),
    "foreign.html": (b"<html><body><h1>Welcome</h1><p>Our bakery.</p></body></html>", "no ecode"),
    "empty.txt": (b"", "the file is empty"),
    "binary.txt": (b"\x00\x01\x02" * 50, "binary"),
}


@pytest.mark.parametrize("name", sorted(BAD))
def test_bad_input_is_one_document_error_naming_the_file(tmp_path: Path, name: str) -> None:
    data, message = BAD[name]
    path = tmp_path / name
    path.write_bytes(data)
    with pytest.raises(DocumentError) as info:
        parse_html_file(path, name)
    assert info.value.path == str(path)
    assert message in info.value.reason


@settings(
    max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(st.text(alphabet=st.sampled_from(list('<>/§ .:abcdiv17-0\n"=ph2')), max_size=300))
def test_arbitrary_markup_gives_records_or_a_document_error(tmp_path: Path, page: str) -> None:
    path = tmp_path / "fuzz.html"
    path.write_text(page, encoding="utf-8")
    try:
        parsed = parse_html_file(path, "fuzz.html")
    except DocumentError as exc:
        assert exc.path == str(path)
    else:
        assert parsed.sections


def test_a_print_view_saved_as_text_gives_sections(tmp_path: Path) -> None:
    """ecode360's print view saved as text (Cornelius, OR, verbatim) keeps its headings."""
    source = ROOT / "tests/parsers/devset/exports/cornelius-or/cmc.18.20.r-7.txt"
    path = tmp_path / "ecode360" / "r-7.txt"
    path.parent.mkdir()
    path.write_bytes(source.read_bytes())
    parsed = parse_html_file(path, "city/ecode360/r-7.txt")
    assert [s.id for s in parsed.sections][:3] == ["18.20.010", "18.20.020", "18.20.030"]
    assert parsed.document.jurisdiction == "City of Cornelius, OR"
    assert parsed.paragraphs == ()


def test_a_reserved_section_has_its_status(tmp_path: Path) -> None:
    page = (
        "<html><body><h2>Chapter 60 PURCHASING</h2><h3>§ 60-5. (Reserved)</h3>"
        "<h3>§ 60-7. Voucher required.</h3><p>Reserved.</p></body></html>"
    )
    parsed = parse_page(tmp_path, page)
    assert [(s.id, s.title, s.status.value) for s in parsed.sections] == [
        ("60-5", None, "reserved"),
        ("60-7", "Voucher required", "reserved"),
    ]
