"""Bad input: one `DocumentError` naming the file, and a non-zero exit from `corpus parse`."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner
from ecode360_seeds import SEEDS, seed_text
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from corpus.cli import main
from parsers.ecode360 import parse_export_file, parse_export_text
from parsers.errors import DocumentError
from parsers.records import ParsedExport

FOOTER = "Downloaded from https://ecode360.com/XX0001 on 2026-01-01"


@pytest.mark.parametrize(
    ("content", "reason"),
    [
        (b"", "empty"),
        (b"   \n\n  ", "empty"),
        (b"\x00\x01\x02binary\xff\xfe", "binary"),
        (b"%PNG\r\n\x1a\n\x00\x00\x00\rIHDR", "binary"),
        (b"Minutes of the meeting of the city council.\nNothing else.\n", "not an ecode360 export"),
        (f"{FOOTER}\n".encode(), "no sections"),
        (f"Some words.\n\n{FOOTER}\n\nCity of X, ST\n".encode(), "no sections"),
    ],
)
def test_bad_files_raise_one_document_error_naming_the_file(
    tmp_path: Path, content: bytes, reason: str
) -> None:
    path = tmp_path / "broken-export.txt"
    path.write_bytes(content)
    with pytest.raises(DocumentError) as caught:
        parse_export_file(path, "broken-export.txt")
    assert str(path) in str(caught.value)
    assert reason in str(caught.value)


def test_missing_file_is_a_document_error(tmp_path: Path) -> None:
    with pytest.raises(DocumentError, match=r"missing\.txt"):
        parse_export_file(tmp_path / "missing.txt", "missing.txt")


def test_text_errors_name_the_path_or_the_id() -> None:
    with pytest.raises(DocumentError, match=r"^some/path\.txt: the file is empty"):
        parse_export_text("", "doc-id", "some/path.txt")
    with pytest.raises(DocumentError, match=r"^doc-id: "):
        parse_export_text("no footer here", "doc-id")


def test_binary_text_names_the_line() -> None:
    with pytest.raises(DocumentError) as caught:
        parse_export_text("line one\nline two \x00\x01", "doc-id")
    assert caught.value.line == 2


def test_cp1252_file_is_read(tmp_path: Path) -> None:
    path = tmp_path / "export.txt"
    path.write_bytes(seed_text("17.62").replace("•", "-").encode("cp1252"))
    parsed = parse_export_file(path, "export.txt")
    assert len(parsed.sections) == 7


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (b"", "is empty"),
        (b"\x00\x00\x00\x01", "binary"),
        (f"{FOOTER}\n".encode(), "no sections"),
    ],
)
def test_cli_parse_exits_non_zero_with_the_message(
    tmp_path: Path, content: bytes, message: str
) -> None:
    path = tmp_path / "ecode360" / "bad.txt"
    path.parent.mkdir()
    path.write_bytes(content)
    result = CliRunner().invoke(main, ["parse", str(path)])
    assert result.exit_code != 0
    assert "bad.txt" in result.output
    assert message in result.output


def test_cli_parse_prints_the_sections() -> None:
    result = CliRunner().invoke(main, ["parse", str(SEEDS["17.62"])])
    assert result.exit_code == 0, result.output
    assert "City of Cotati, CA (CO4398)" in result.output
    for n in range(1, 8):
        assert f"17.62.0{n}0" in result.output


def test_cli_parse_json() -> None:
    result = CliRunner().invoke(main, ["parse", "--json", str(SEEDS["17.24"])])
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert [s["id"] for s in data["sections"]] == [f"17.24.0{n}0" for n in range(1, 6)]
    assert data["document"]["as_of"] == "2026-05-11"
    tables = [t["id"] for s in data["sections"] for t in s["tables"]]
    assert tables.count("17.24.030, Table 2-7") == 1


SEED_LINES = sorted({line for c in SEEDS for line in seed_text(c).split("\n")})


def _outcome(text: str) -> ParsedExport | None:
    try:
        return parse_export_text(text, "fuzz.txt")
    except DocumentError as exc:
        assert str(exc).startswith("fuzz.txt")
        return None


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.text(max_size=400))
def test_arbitrary_text_gives_records_or_a_document_error(text: str) -> None:
    _outcome(text)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.sampled_from(SEED_LINES), max_size=80), st.integers(0, 3))
def test_shuffled_export_lines_give_records_or_a_document_error(
    lines: list[str], footers: int
) -> None:
    parts = list(lines)
    for index in range(footers):
        parts.insert(min(len(parts), index * 7), FOOTER)
    parsed = _outcome("\n\n".join(parts))
    if parsed is not None:
        ids = [s.id for s in parsed.sections]
        assert len(set(ids)) == len(ids)
        for section in parsed.sections:
            sub_ids = [x.id for x in section.subsections]
            assert len(set(sub_ids)) == len(sub_ids)
            assert "Downloaded from" not in section.text


def test_a_page_stream_without_a_footer_is_not_an_export() -> None:
    from parsers.ecode360 import ExportPage, ExportText, Line, parse_export_pages
    from parsers.records import Document, DocumentKind

    text = "Some minutes.\n(Ord. 5 § 1, 2001)"
    export = ExportText(
        text, (ExportPage(1, (Line("Some minutes.", 0, 1), Line("(Ord. 5 § 1, 2001)", 14, 2))),)
    )
    document = Document(
        "m.pdf", "raw/m.pdf", DocumentKind.ECODE360_EXPORT, "0" * 64, None, None, None
    )
    with pytest.raises(DocumentError, match=r"raw/m\.pdf: not an ecode360 export"):
        parse_export_pages(export, document)
