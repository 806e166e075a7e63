"""DOCX input: paragraphs and table rows in document order; bad packages are one clear error."""

from __future__ import annotations

import io
import zipfile
from collections.abc import Callable
from pathlib import Path

import docx
import pytest

from parsers.errors import DocumentError
from parsers.ordinance import parse_ordinance_file, parse_ordinance_text
from parsers.word import read_docx_text

ROOT = Path(__file__).resolve().parents[2]
ORDINANCE = ROOT / "raw/cotati/ordinances/PA26-17.txt"


def write_docx(path: Path, paragraphs: list[str], table: list[list[str]] | None = None) -> Path:
    document = docx.Document()
    for index, text in enumerate(paragraphs):
        document.add_paragraph(text)
        if table and index == 1:
            grid = document.add_table(rows=len(table), cols=len(table[0]))
            for r, row in enumerate(table):
                for c, value in enumerate(row):
                    grid.cell(r, c).text = value
    document.save(str(path))
    return path


def test_a_real_ordinance_round_trips_through_docx(tmp_path: Path) -> None:
    lines = [line for line in ORDINANCE.read_text(encoding="utf-8").splitlines() if line.strip()]
    text = read_docx_text(write_docx(tmp_path / "PA26-17.docx", lines))
    assert [line for line in text.splitlines() if line.strip()] == lines


@pytest.mark.parametrize(
    ("table", "expected_rows"),
    [
        (
            [["Land use", "CD", "CG"], ["Recycling-Small collection facility", "P", "MUP"]],
            ["Land use CD CG", "Recycling-Small collection facility P MUP"],
        ),
        ([["APN", "Address"], ["144-010-084", "8000 Gravenstein Hwy"]], None),
    ],
)
def test_table_rows_come_in_document_order(
    tmp_path: Path, table: list[list[str]], expected_rows: list[str] | None
) -> None:
    paragraphs = ["ORDINANCE NO. ___", "SECTION 7: Table 2-3 is amended as follows:", "SECTION 8:"]
    text = read_docx_text(write_docx(tmp_path / "t.docx", paragraphs, table))
    rows = expected_rows or [" ".join(row) for row in table]
    assert text.splitlines() == [*paragraphs[:2], *rows, paragraphs[2]]


def test_a_merged_cell_is_counted_once(tmp_path: Path) -> None:
    document = docx.Document()
    grid = document.add_table(rows=2, cols=3)
    merged = grid.cell(0, 0).merge(grid.cell(0, 2))
    merged.text = "Table 2-3 Allowed Uses"
    for c, value in enumerate(["Use", "CD", "CG"]):
        grid.cell(1, c).text = value
    document.save(str(tmp_path / "merged.docx"))
    assert read_docx_text(tmp_path / "merged.docx").splitlines() == [
        "Table 2-3 Allowed Uses",
        "Use CD CG",
    ]


def not_a_docx_zip(_path: Path) -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        archive.writestr("hello.txt", "not word")
    return buffer.getvalue()


def truncated_docx(path: Path) -> bytes:
    data = write_docx(path, ["ORDINANCE NO. 1", "SECTION 1: Recitals."]).read_bytes()
    return data[: len(data) // 2]


def empty_docx(path: Path) -> bytes:
    return write_docx(path, []).read_bytes()


BAD: dict[str, tuple[Callable[[Path], bytes], str]] = {
    "empty": (lambda _p: b"", "the file is empty"),
    "random-bytes": (lambda _p: bytes(range(256)) * 4, "not a DOCX"),
    "text-renamed": (lambda _p: b"ORDINANCE NO. 12\nSECTION 1: Recitals.\n", "not a DOCX"),
    "pdf-renamed": (lambda _p: b"%PDF-1.4\n%%EOF\n", "not a DOCX"),
    "zip-without-word": (not_a_docx_zip, "corrupt"),
    "truncated": (truncated_docx, "corrupt or truncated"),
    "no-text": (empty_docx, "no text"),
}


@pytest.mark.parametrize("case", sorted(BAD))
def test_bad_docx_is_one_document_error_naming_the_file(tmp_path: Path, case: str) -> None:
    make, message = BAD[case]
    path = tmp_path / f"bad-{case}.docx"
    path.write_bytes(make(tmp_path / "source.docx"))
    with pytest.raises(DocumentError) as info:
        read_docx_text(path)
    assert info.value.path == str(path)
    assert str(info.value).startswith(f"{path}: ")
    assert message in info.value.reason


@pytest.mark.parametrize(
    "source", sorted((ROOT / "raw/cotati/ordinances").glob("*.txt")), ids=lambda p: p.stem
)
def test_an_ordinance_docx_parses_like_its_text(tmp_path: Path, source: Path) -> None:
    text = source.read_text(encoding="utf-8")
    path = write_docx(tmp_path / f"{source.stem}.docx", text.splitlines())
    from_text = parse_ordinance_text(text, "ordinance")
    from_docx = parse_ordinance_file(path, "ordinance")
    assert from_docx.ordinance.file_no == from_text.ordinance.file_no is not None
    assert [(i.id, i.verb, i.targets, i.text) for i in from_docx.ordinance.instructions] == [
        (i.id, i.verb, i.targets, i.text) for i in from_text.ordinance.instructions
    ]
    assert len(from_text.ordinance.instructions) >= 8
