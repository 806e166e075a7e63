"""What a document is, decided by structure anywhere in it; and the size guard."""

from __future__ import annotations

from pathlib import Path

import pytest
from ecode360_pdf_render import render_pdf, render_text_pdf
from ecode360_seeds import seed_text
from fpdf import FPDF

from parsers.collect import parse_all
from parsers.dispatch import detect_kind, parse_document
from parsers.errors import DocumentError
from parsers.limits import MAX_MB_ENV
from parsers.records import DocumentKind, ParsedExport
from parsers.sniff import looks_like_export, looks_like_ordinance

ROOT = Path(__file__).resolve().parents[2]
ORDINANCES = {p.stem: p for p in sorted((ROOT / "raw/cotati/ordinances").glob("*.txt"))}
FOOTER = "Downloaded from https://ecode360.com/EL0001 on 2025-03-04"
BODY = "The council finds that the amendments are consistent with the general plan.\n"


@pytest.mark.parametrize(
    "heading",
    [
        "SECTION 1: Recitals.",
        "SECTION 1. Recitals.",
        "Section 1. Recitals.",
        "SECTION ONE. Recitals.",
        "Section Twenty-One: Recitals.",
        "Sec. 1. Recitals.",
        "SEC. 2. Recitals.",
        "§ 1. Recitals.",
        "Section 1 - Recitals.",
        "Section 2 — Recitals.",
        "SECTION 2A. Recitals.",
    ],
)
@pytest.mark.parametrize(
    "caption",
    [
        "ORDINANCE NO. 934",
        "ORDINANCE NO.",
        "Ordinance Number 2024-11",
        "AN ORDINANCE OF THE TOWN OF ELM RIDGE AMENDING CHAPTER 9",
        "BILL NO. 24-07",
        "COUNCIL BILL 112",
    ],
)
def test_ordinance_caption_and_heading_styles(caption: str, heading: str) -> None:
    text = f"{caption}\n\n{BODY}\n{heading}\n{BODY}"
    assert looks_like_ordinance(text)
    assert not looks_like_ordinance(f"{BODY}\n{heading}\n{BODY}")  # no caption
    assert not looks_like_ordinance(f"{caption}\n\n{BODY}")  # no sections


@pytest.mark.parametrize(
    "line",
    [
        "§ 17.62.030. Applicability.",  # a code section's heading, not an ordinance's
        "§ 1-1. Title.",
        "§ 19:2-4. Definitions.",
        "Sections 1 and 2 of Ordinance 712 apply.",
        "as set out in section 3.",
        "SECTION 17.62.030",
    ],
)
def test_code_section_lines_are_not_ordinance_sections(line: str) -> None:
    assert not looks_like_ordinance(f"ORDINANCE NO. 12\n{BODY}\n{line}\n{BODY}")


def test_a_footer_anywhere_makes_an_export() -> None:
    text = BODY * 400 + FOOTER + "\n" + BODY
    assert len(BODY * 400) > 20_000
    assert looks_like_export(text)
    assert not looks_like_export(BODY * 400)
    assert not looks_like_export(f'{BODY}It printed "{FOOTER}" at the foot.\n')  # not a line


def test_a_late_first_footer_is_still_an_export(tmp_path: Path) -> None:
    """A first page longer than 20,000 characters: its footer is found and the export parses."""
    text = seed_text("17.62")
    first = text.index("Downloaded from")
    long_page = text[:first] + "\n" + (BODY * 300) + "\n" + text[first:]
    assert long_page.index("Downloaded from") > 20_000
    path = tmp_path / "late.txt"
    path.write_text(long_page, encoding="utf-8")
    assert detect_kind(path) is DocumentKind.ECODE360_EXPORT
    parsed = parse_document(path, "late.txt")
    assert isinstance(parsed, ParsedExport) and len(parsed.sections) == 7


def test_an_ordinance_that_pastes_code_pages_with_their_footers_is_an_ordinance(
    tmp_path: Path,
) -> None:
    """The real PA#26-17 pastes ecode360 printouts, footers and all, into its amendments."""
    text = ORDINANCES["PA26-17"].read_text(encoding="utf-8")
    assert text.count("\nDownloaded from https://ecode360.com/") >= 5
    path = tmp_path / "PA26-17.txt"
    path.write_text(text, encoding="utf-8")
    assert detect_kind(path) is DocumentKind.ORDINANCE


@pytest.mark.parametrize("stem", sorted(ORDINANCES))
def test_an_ordinance_quoting_a_footer_early_stays_an_ordinance(tmp_path: Path, stem: str) -> None:
    text = ORDINANCES[stem].read_text(encoding="utf-8")
    second = text.index("SECTION 2")
    quoted = text[:second] + FOOTER + "\n" + text[second:]
    path = tmp_path / f"{stem}.txt"
    path.write_text(quoted, encoding="utf-8")
    assert detect_kind(path) is DocumentKind.ORDINANCE
    pdf = render_text_pdf(quoted, tmp_path / f"{stem}.pdf")
    assert detect_kind(pdf) is DocumentKind.ORDINANCE


def test_an_export_pdf_whose_first_pages_have_no_footer_is_an_export(tmp_path: Path) -> None:
    """The footer decides on whatever page it first appears (here the fifth)."""
    pdf = FPDF(format="letter")
    pdf.set_font("helvetica", size=10)
    for number in range(1, 7):
        pdf.add_page()
        pdf.multi_cell(0, 6, f"Page {number}. " + BODY * 3)
        if number >= 5:
            pdf.set_xy(10, pdf.h - 15)
            pdf.cell(0, 6, FOOTER)
    pdf.output(str(tmp_path / "late.pdf"))
    assert detect_kind(tmp_path / "late.pdf") is DocumentKind.ECODE360_EXPORT


# --- the size guard ----------------------------------------------------------------------------


@pytest.fixture
def export_txt(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A seed export (43 kB) with the limit set to 10 kB in the environment."""
    path = tmp_path / "big.txt"
    path.write_text(seed_text("17.62"), encoding="utf-8")
    monkeypatch.setenv(MAX_MB_ENV, "0.01")
    return path


def test_an_oversize_text_file_is_one_error_naming_it_by_environment(
    export_txt: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = export_txt
    with pytest.raises(DocumentError) as info:
        parse_document(path, "big.txt")
    assert info.value.path == str(path)
    assert "over the limit of 10,000 bytes" in info.value.reason
    assert MAX_MB_ENV in info.value.reason
    monkeypatch.setenv(MAX_MB_ENV, "1")
    assert isinstance(parse_document(path, "big.txt"), ParsedExport)


def test_the_keyword_wins_over_the_environment(
    export_txt: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = export_txt
    assert isinstance(parse_document(path, "big.txt", max_bytes=10_000_000), ParsedExport)
    monkeypatch.delenv(MAX_MB_ENV)
    with pytest.raises(DocumentError, match="over the limit of 1,000 bytes"):
        parse_document(path, "big.txt", max_bytes=1_000)


def test_a_pdf_is_bounded_by_its_text_and_the_error_names_the_page(tmp_path: Path) -> None:
    pdf = render_pdf(seed_text("17.62"), tmp_path / "export.pdf")
    assert pdf.stat().st_size > 20_000  # its bytes are over the limit: they are not what counts
    with pytest.raises(DocumentError) as info:
        parse_document(pdf, "export.pdf", max_bytes=6_000)
    assert info.value.path == str(pdf) and info.value.page is not None
    assert 1 < info.value.page < 5  # where the text read so far crossed the limit
    assert "the PDF's text is" in info.value.reason


def test_parse_all_turns_an_oversize_file_into_one_issue(tmp_path: Path) -> None:
    folder = tmp_path / "raw" / "elm-ridge"
    folder.mkdir(parents=True)
    (folder / "big.txt").write_text(seed_text("17.62"), encoding="utf-8")
    (folder / "small.txt").write_text(seed_text("17.62")[:3000], encoding="utf-8")
    corpus = parse_all(tmp_path / "raw", max_bytes=5_000)
    (issue,) = [i for i in corpus.issues if i.document == "elm-ridge/big.txt"]
    assert issue.code == "unreadable" and "over the limit" in issue.message


def test_a_bad_limit_setting_is_refused(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv(MAX_MB_ENV, "lots")
    path = tmp_path / "x.txt"
    path.write_text(BODY, encoding="utf-8")
    with pytest.raises(ValueError, match=MAX_MB_ENV):
        parse_document(path, "x.txt")


ORDINANCE_DEVSET = Path(__file__).resolve().parent / "ordinance" / "devset"


@pytest.mark.parametrize(
    "name",
    sorted(
        p.name
        for p in ORDINANCE_DEVSET.iterdir()
        if p.suffix in {".txt", ".md"} and p.name[0].islower()
    ),
)
def test_every_real_ordinance_of_the_development_set_is_read_as_one(name: str) -> None:
    """Headings of every style, Markdown transcriptions and ordinances with no section heading
    at all (a caption, an enacting clause, one amending sentence) reach the ordinance parser."""
    assert detect_kind(ORDINANCE_DEVSET / name) is DocumentKind.ORDINANCE


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("ORDINANCE NO. 7\nBE IT ORDAINED BY THE COUNCIL:\nChapter 4 is hereby repealed.", True),
        ("AN ACT to amend the administrative code\nSection 1. Section 26-511 is amended", True),
        ("Minutes of the council meeting. The ordinance was discussed.", False),
        ("ORDINANCE NO. 7\nA report on parking.", False),
    ],
)
def test_a_caption_needs_headings_an_enacting_clause_or_an_amending_sentence(
    text: str, expected: bool
) -> None:
    assert looks_like_ordinance(text) is expected
    assert looks_like_ordinance(text, strict=True) is (expected and "Section 1." in text)
