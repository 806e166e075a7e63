"""PDF input: ecode360 page furniture found by position, tables as rows, clear errors.

The PDFs are rendered at test time (fpdf2, into tmp_path) from the seed text renderings, with
ecode360's furniture put back where ecode360 prints it, and from variants with another city,
another ecode360 code, other chapter numbers and another page size.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

import pytest
from ecode360_pdf_render import latin1_safe, other_city, render_pdf, render_text_pdf, split_pages
from fpdf import FPDF
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from parsers.dispatch import detect_kind as pdf_kind
from parsers.ecode360 import parse_export_file
from parsers.ecode360.pages import ExportText
from parsers.ecode360.pdf import read_export_pdf
from parsers.errors import DocumentError
from parsers.ordinance import parse_ordinance_file, parse_ordinance_text
from parsers.ordinance_records import Instruction
from parsers.pdf import read_pdf_pages, read_pdf_text
from parsers.records import DocumentKind

ROOT = Path(__file__).resolve().parents[2]
SEEDS = {
    "17.62": ROOT / "raw/cotati/ecode360/title17-ch17.62.txt",
    "17.24": ROOT / "raw/cotati/ecode360/title17-ch17.24.txt",
}
RUNNING = re.compile(r"^§ \d+\.\d+\.\d+$")


def seed(chapter: str) -> str:
    return SEEDS[chapter].read_text(encoding="utf-8")


VARIANTS: dict[str, Callable[[str], str]] = {"seed": lambda t: t, "other-city": other_city}
CASES = [(chapter, variant) for chapter in SEEDS for variant in VARIANTS]


def normalize(text: str) -> str:
    return " ".join(text.split())


@pytest.fixture(scope="module")
def rendered(tmp_path_factory: pytest.TempPathFactory) -> dict[tuple[str, str], Path]:
    """Each (chapter, variant) rendered once for the module: the PDFs take a second to read."""
    out: dict[tuple[str, str], Path] = {}
    folder = tmp_path_factory.mktemp("pdf")
    for chapter, variant in CASES:
        path = folder / f"{variant}-{chapter}.pdf"
        out[(chapter, variant)] = render_pdf(VARIANTS[variant](seed(chapter)), path)
    return out


@pytest.fixture(scope="module")
def exports(rendered: dict[tuple[str, str], Path]) -> dict[tuple[str, str], ExportText]:
    return {key: read_export_pdf(path) for key, path in rendered.items()}


@pytest.mark.parametrize(("chapter", "variant"), CASES)
def test_footer_and_header_are_kept_apart_by_position(
    exports: dict[tuple[str, str], ExportText], chapter: str, variant: str
) -> None:
    text = VARIANTS[variant](seed(chapter))
    export = exports[(chapter, variant)]
    code, date = re.findall(r"ecode360\.com/(\w+) on (\S+)", text)[0]
    jurisdiction = re.search(r"^((?:City|Town) of [^,]+, [A-Z]{2})", text, re.M)
    assert jurisdiction is not None
    pages = split_pages(text)
    assert len(export.pages) == len(pages)
    for page in export.pages:
        footer = [line.text for line in page.footer]
        if pages[page.number - 1].footer:
            assert footer == [f"Downloaded from https://ecode360.com/{code} on {date}"]
        header = [line.text for line in page.header]
        if page.number > 1:
            assert header[0] == jurisdiction.group(1)
            assert all(RUNNING.match(h) for h in header if h.startswith("§"))
        for line in page.body:
            assert "Downloaded from" not in line.text
            assert jurisdiction.group(1) not in line.text
            assert not RUNNING.match(line.text)
            assert line.text not in {"COTATI CODE", "LAND USE", "BROOKHAVEN CODE", "ZONING"}


@pytest.mark.parametrize(("chapter", "variant"), CASES)
def test_running_headers_name_the_seed_sections(
    exports: dict[tuple[str, str], ExportText], chapter: str, variant: str
) -> None:
    """The header lines carry the same running sections as the text rendering, in order."""
    text = VARIANTS[variant](seed(chapter))
    expected = [re.findall(r"§ \d+\.\d+\.\d+", " ".join(p.header)) for p in split_pages(text)]
    got = [
        [h.text for h in page.header if h.text.startswith("§")]
        for page in exports[(chapter, variant)].pages
    ]
    assert got == expected
    assert any(len(running) == 2 for running in got)


@pytest.mark.parametrize(("chapter", "variant"), CASES)
def test_body_is_the_whole_text_in_reading_order(
    exports: dict[tuple[str, str], ExportText], chapter: str, variant: str
) -> None:
    text = VARIANTS[variant](seed(chapter))
    expected = " ".join(
        line for p in split_pages(text) for _kind, block in p.blocks for line in block
    )
    got = " ".join(line.text for page in exports[(chapter, variant)].pages for line in page.body)
    assert normalize(got) == normalize(expected)


@pytest.mark.parametrize(("chapter", "variant"), CASES)
def test_lines_point_into_the_document_text(
    exports: dict[tuple[str, str], ExportText], chapter: str, variant: str
) -> None:
    export = exports[(chapter, variant)]
    lines = [line for page in export.pages for line in (*page.header, *page.body, *page.footer)]
    assert [line.number for line in lines] == list(range(1, len(lines) + 1))
    for line in lines:
        assert export.text[line.start : line.start + len(line.text)] == line.text
    assert export.text.count("\n") == len(lines) - 1


def test_a_paragraph_wrapped_over_several_printed_lines_is_one_line(
    exports: dict[tuple[str, str], ExportText],
) -> None:
    """`D. Exempt Temporary Uses …` wraps in the PDF; the body gives it back as one line."""
    body = [line.text for page in exports[("17.62", "seed")].pages for line in page.body]
    assert (
        "• B. Applicability. A limited term permit allows the short-term activities listed in"
        in (" ".join(body))
    )
    matches = [b for b in body if b.startswith("• B. Applicability. A limited term permit")]
    assert len(matches) == 1
    assert matches[0].endswith("(Allowable Land Uses).")


@pytest.mark.parametrize(
    ("table_row", "chapter"),
    [
        ("Table 2-7", "17.24"),
        ("RR Zone Standards", "17.24"),
        ("Front 25 ft.", "17.24"),
        ("Development Standard RR Zone Requirement", "17.24"),
        ("Main structure 28 ft.", "17.24"),
    ],
)
def test_table_rows_reach_the_body_one_per_line(
    exports: dict[tuple[str, str], ExportText], table_row: str, chapter: str
) -> None:
    body = [line.text for page in exports[(chapter, "seed")].pages for line in page.body]
    assert table_row in body


@pytest.mark.parametrize("page_format", ["A4", "legal"])
def test_bands_follow_the_page_size(tmp_path: Path, page_format: str) -> None:
    """Another page size moves the footer: it is still found, nothing leaks into the body."""
    text = other_city(seed("17.62"))
    path = render_pdf(text, tmp_path / "sized.pdf", page_format=page_format)
    export = read_export_pdf(path)
    assert sum(len(p.footer) for p in export.pages) == text.count("Downloaded from")
    assert not any("Downloaded from" in line.text for p in export.pages for line in p.body)
    assert not any("Brookhaven" in line.text for p in export.pages for line in p.body)


def test_core_fonts_render_reads_the_same_words(tmp_path: Path) -> None:
    """Without a Unicode font the glyphs are mapped to latin-1; the reader is unaffected."""
    text = seed("17.62")
    export = read_export_pdf(render_pdf(text, tmp_path / "core.pdf", core_fonts=True))
    expected = " ".join(
        line for p in split_pages(latin1_safe(text)) for _k, block in p.blocks for line in block
    )
    got = " ".join(line.text for page in export.pages for line in page.body)
    assert normalize(got) == normalize(expected)


def test_a_county_header_is_furniture_too(tmp_path: Path) -> None:
    """`Albany County, NY` (name first, then the kind of place) is recognised as a jurisdiction."""
    text = seed("17.62").replace("City of Cotati, CA", "Albany County, NY")
    export = read_export_pdf(render_pdf(text, tmp_path / "county.pdf"))
    assert all(p.header[0].text == "Albany County, NY" for p in export.pages[1:])
    assert not any("Albany County" in line.text for p in export.pages for line in p.body)


def test_a_page_without_furniture_keeps_its_top_and_bottom_lines(tmp_path: Path) -> None:
    """The bands are measured on pages that print furniture and applied only to such pages."""
    pdf = FPDF(unit="pt", format="letter")
    pdf.set_auto_page_break(False)
    pdf.set_font("helvetica", size=9)
    for number in (1, 2):
        pdf.add_page()
        if number == 1:
            pdf.set_xy(54, 36)
            pdf.cell(200, 12, "City of Elm Ridge, NY")
            pdf.cell(300, 12, "§ 9.12.010", align="R")
        pdf.set_xy(54, 40 if number == 2 else 90)
        pdf.cell(0, 12, f"A. Purpose. Body text at the top of page {number}.")
        pdf.set_xy(54, pdf.h - 44)
        if number == 1:
            pdf.cell(0, 10, "Downloaded from https://ecode360.com/EL0001 on 2025-03-04")
        else:
            pdf.cell(0, 10, "(Ord. 12 § 1, 2019)")
    pdf.output(str(tmp_path / "mixed.pdf"))
    first, second = read_export_pdf(tmp_path / "mixed.pdf").pages
    assert [h.text for h in first.header] == ["City of Elm Ridge, NY", "§ 9.12.010"]
    assert [f.text for f in first.footer] == [
        "Downloaded from https://ecode360.com/EL0001 on 2025-03-04"
    ]
    assert (second.header, second.footer) == ((), ())
    assert [b.text for b in second.body] == [
        "A. Purpose. Body text at the top of page 2.",
        "(Ord. 12 § 1, 2019)",
    ]


# --- kinds and plain text ---------------------------------------------------------------------


def simple_pdf(path: Path, pages: list[list[str]]) -> Path:
    pdf = FPDF(format="letter")
    pdf.set_font("helvetica", size=10)
    for lines in pages:
        pdf.add_page()
        for line in lines:
            pdf.multi_cell(0, 6, line, new_x="LMARGIN", new_y="NEXT")
    pdf.output(str(path))
    return path


ORDINANCE_PAGES = [
    [
        "ORDINANCE NO. ____",
        "AN ORDINANCE OF THE CITY COUNCIL OF THE TOWN OF ELM RIDGE AMENDING TITLE 9",
        "SECTION 1: Recitals.",
        "The above recitals are true and correct.",
    ],
    ["SECTION 2: Amendment. Section 9.12.030 is amended to read as follows:", "A. Purpose."],
]


def test_an_export_pdf_is_an_export(rendered: dict[tuple[str, str], Path]) -> None:
    assert pdf_kind(rendered[("17.24", "other-city")]) is DocumentKind.ECODE360_EXPORT


def test_an_ordinance_pdf_is_an_ordinance_and_reads_as_text(tmp_path: Path) -> None:
    path = simple_pdf(tmp_path / "ord.pdf", ORDINANCE_PAGES)
    assert pdf_kind(path) is DocumentKind.ORDINANCE
    pages = read_pdf_pages(path)
    assert len(pages) == 2
    assert "SECTION 2: Amendment." in pages[1]
    text = read_pdf_text(path)
    assert text == "\n".join(pages)
    assert text.index("SECTION 1:") < text.index("SECTION 2:")


def test_a_foreign_pdf_is_an_error_naming_it(tmp_path: Path) -> None:
    path = simple_pdf(tmp_path / "minutes.pdf", [["Minutes of the regular meeting", "Roll call"]])
    with pytest.raises(DocumentError, match=r"minutes\.pdf: not an ecode360 export"):
        pdf_kind(path)


def test_a_pdf_without_text_is_an_error_naming_it(tmp_path: Path) -> None:
    pdf = FPDF()
    pdf.add_page()
    pdf.rect(10, 10, 50, 50)
    pdf.output(str(tmp_path / "scan.pdf"))
    with pytest.raises(DocumentError, match=r"scan\.pdf: the PDF has no text layer"):
        read_pdf_text(tmp_path / "scan.pdf")
    with pytest.raises(DocumentError, match=r"scan\.pdf: the PDF has no text layer"):
        pdf_kind(tmp_path / "scan.pdf")


# --- bad input ----------------------------------------------------------------------------------

ZERO_PAGES = (
    b"%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n"
    b"2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n"
)


def encrypted_pdf(path: Path) -> bytes:
    pdf = FPDF()
    pdf.add_page()
    pdf.set_font("helvetica", size=10)
    pdf.cell(text="Downloaded from https://ecode360.com/AB1234 on 2025-01-01")
    pdf.set_encryption(owner_password="owner", user_password="secret")
    pdf.output(str(path))
    return path.read_bytes()


def truncated(fraction: float) -> Callable[[Path], bytes]:
    def make(path: Path) -> bytes:
        data = render_pdf(seed("17.62"), path).read_bytes()
        return data[: int(len(data) * fraction)]

    return make


BAD: dict[str, tuple[Callable[[Path], bytes], str]] = {
    "empty": (lambda _p: b"", "the file is empty"),
    "blank": (lambda _p: b"  \n\n ", "the file is empty"),
    "random-bytes": (lambda _p: bytes(range(256)) * 20, "not a PDF"),
    "text-renamed": (lambda _p: seed("17.62").encode(), "not a PDF"),
    "header-only": (lambda _p: b"%PDF-1.7\n", "corrupt or truncated"),
    "garbage-after-header": (lambda _p: b"%PDF-1.4\n" + bytes(range(256)) * 8, "corrupt"),
    "truncated-half": (truncated(0.5), "corrupt or truncated"),
    "truncated-tail": (truncated(0.99), "corrupt or truncated"),
    "zero-pages": (lambda _p: ZERO_PAGES, "no pages"),
    "encrypted": (encrypted_pdf, "encrypted"),
}
READERS = {"export": read_export_pdf, "kind": pdf_kind, "text": read_pdf_text}


@pytest.mark.parametrize("reader", sorted(READERS))
@pytest.mark.parametrize("case", sorted(BAD))
def test_bad_pdf_is_one_document_error_naming_the_file(
    tmp_path: Path, case: str, reader: str
) -> None:
    make, message = BAD[case]
    path = tmp_path / f"bad-{case}.pdf"
    path.write_bytes(make(tmp_path / "source.pdf"))
    with pytest.raises(DocumentError) as info:
        READERS[reader](path)  # type: ignore[operator]
    assert info.value.path == str(path)
    assert str(info.value).startswith(f"{path}: ")
    assert message in info.value.reason


def test_a_missing_file_is_a_document_error(tmp_path: Path) -> None:
    with pytest.raises(DocumentError, match="cannot read the file"):
        read_export_pdf(tmp_path / "nowhere.pdf")


@settings(
    max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(st.binary(max_size=2000))
def test_arbitrary_bytes_after_a_pdf_header_never_escape(tmp_path: Path, data: bytes) -> None:
    path = tmp_path / "fuzz.pdf"
    path.write_bytes(b"%PDF-1.4\n" + data)
    try:
        result = read_export_pdf(path)
    except DocumentError as exc:
        assert exc.path == str(path)
    else:
        assert isinstance(result, ExportText)


# --- the PDF path and the text path agree ---------------------------------------------------


@pytest.mark.parametrize(("chapter", "variant"), CASES)
def test_pdf_and_text_paths_give_the_same_sections(
    rendered: dict[tuple[str, str], Path], tmp_path: Path, chapter: str, variant: str
) -> None:
    text = VARIANTS[variant](seed(chapter))
    source = tmp_path / f"{variant}-{chapter}.txt"
    source.write_text(text, encoding="utf-8")
    from_text = parse_export_file(source, "export")
    from_pdf = parse_export_file(rendered[(chapter, variant)], "export")
    assert [s.id for s in from_pdf.sections] == [s.id for s in from_text.sections]
    assert len(from_pdf.sections) >= 5
    for name in ("jurisdiction", "code", "as_of"):
        assert getattr(from_pdf.document, name) == getattr(from_text.document, name)
    for pdf_section, text_section in zip(from_pdf.sections, from_text.sections, strict=True):
        assert pdf_section.history_note == text_section.history_note
        assert pdf_section.history == text_section.history
        assert pdf_section.number_source == text_section.number_source
        assert normalize(pdf_section.text) == normalize(text_section.text)
        assert [s.id for s in pdf_section.subsections] == [s.id for s in text_section.subsections]
        # Picture text in the rendering, a ruled table in the PDF: the same tables and rows.
        assert [(t.number, t.caption, t.rows) for t in pdf_section.tables] == [
            (t.number, t.caption, t.rows) for t in text_section.tables
        ]
    assert sum(len(s.tables) for s in from_pdf.sections) == (13 + 1 if chapter == "17.24" else 0)


# --- ordinances as PDF --------------------------------------------------------------------------

ORDINANCES = sorted((ROOT / "raw/cotati/ordinances").glob("*.txt"))


@pytest.mark.parametrize("source", ORDINANCES, ids=lambda p: p.stem)
@pytest.mark.parametrize("core_fonts", [False, True], ids=["unicode-font", "core-font"])
def test_an_ordinance_pdf_parses_like_its_text(
    tmp_path: Path, source: Path, core_fonts: bool
) -> None:
    """Wrapped printed lines are joined back into paragraphs: the ordinance parser finds the
    same caption, sections and instructions (with the same new text) as from the text."""
    text = source.read_text(encoding="utf-8")
    if core_fonts:
        text = latin1_safe(text)
    pdf = render_text_pdf(text, tmp_path / f"{source.stem}.pdf", core_fonts=core_fonts)
    assert len(read_pdf_pages(pdf)) > 3
    from_text = parse_ordinance_text(text, "ordinance")
    from_pdf = parse_ordinance_file(pdf, "ordinance")
    assert from_pdf.ordinance.file_no == from_text.ordinance.file_no is not None
    assert from_pdf.ordinance.title == from_text.ordinance.title
    assert [s.number for s in from_pdf.ordinance.sections] == [
        s.number for s in from_text.ordinance.sections
    ]

    def key(i: Instruction) -> tuple[str, str, tuple[str, ...], str]:
        return (i.id, i.verb.value, tuple(t.id for t in i.targets), normalize(i.text))

    assert [key(i) for i in from_pdf.ordinance.instructions] == [
        key(i) for i in from_text.ordinance.instructions
    ]
