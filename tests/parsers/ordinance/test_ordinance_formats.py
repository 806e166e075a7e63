"""The same ordinance as text, PDF and DOCX gives the same instructions (and sidecars apply)."""

from __future__ import annotations

import shutil
from pathlib import Path

import docx
from fpdf import FPDF
from ordinance_seeds import DATA

from parsers.ordinance import parse_ordinance_file
from parsers.ordinance_records import ParsedOrdinance

LAKEVIEW = DATA / "lakeview-ZA-2024-07.txt"


def _write_pdf(lines: list[str], path: Path) -> None:
    pdf = FPDF(format="letter")
    pdf.set_auto_page_break(auto=True, margin=20)
    pdf.add_page()
    pdf.set_font("Helvetica", size=10)
    for line in lines:
        pdf.multi_cell(0, 5, line, new_x="LMARGIN", new_y="NEXT")
        pdf.ln(2)
    pdf.output(str(path))


def _write_docx(lines: list[str], path: Path) -> None:
    document = docx.Document()
    for line in lines:
        document.add_paragraph(line)
    document.save(str(path))


def _summary(parsed: ParsedOrdinance) -> list[tuple[str, str, tuple[str, ...], tuple[str, ...]]]:
    return [
        (item.id, item.verb.value, tuple(t.id for t in item.targets), item.flags)
        for item in parsed.ordinance.instructions
    ]


def test_text_pdf_and_docx_agree(tmp_path: Path) -> None:
    lines = LAKEVIEW.read_text(encoding="utf-8").splitlines()
    # The pasted ecode360 footer and jurisdiction line belong to the text rendering only.
    lines = [line for line in lines if "ecode360" not in line and line != "Town of Lakeview, NY"]
    text_path = tmp_path / "ord.txt"
    text_path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    pdf_path = tmp_path / "ord.pdf"
    _write_pdf(lines, pdf_path)
    docx_path = tmp_path / "ord.docx"
    _write_docx(lines, docx_path)
    as_text = parse_ordinance_file(text_path, "ord.txt")
    as_pdf = parse_ordinance_file(pdf_path, "ord.pdf")
    as_docx = parse_ordinance_file(docx_path, "ord.docx")
    assert _summary(as_pdf) == _summary(as_text) == _summary(as_docx)
    assert len(_summary(as_text)) == 5
    assert as_pdf.ordinance.file_no == as_docx.ordinance.file_no == "ZA-2024-07"
    assert as_pdf.document.sha256 != as_docx.document.sha256  # each file's own hash


def test_sidecar_beside_a_docx(tmp_path: Path) -> None:
    lines = LAKEVIEW.read_text(encoding="utf-8").splitlines()
    _write_docx(lines, tmp_path / "lakeview.docx")
    shutil.copy(DATA / "lakeview-ZA-2024-07.toml", tmp_path / "lakeview.toml")
    parsed = parse_ordinance_file(tmp_path / "lakeview.docx", "lakeview.docx")
    assert parsed.ordinance.id == "1187-A"
    assert "number" in parsed.ordinance.from_sidecar
