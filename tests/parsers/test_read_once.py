"""A document is read and decoded once, and its format decided once, by the registry (issue 23).

Each document of a seed format goes through `parsers.dispatch.parse_document` with the decoder
(`decode._decode`, where every byte of a text file becomes text) and the registry
(`dispatch.choose`) counted, and every sniff function of `parsers` watched while the chosen
format's parser runs: a short text is decoded whole exactly once (its bytes through the decoder
once), the registry decides once, and no parser asks a sniff again.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

import docx
import pytest
from ecode360_html_pages import ecode360_page, sections_for
from hostile_inputs import export_text

from parsers import decode, dispatch, formats, markdown, sniff
from parsers.dispatch import parse_document
from parsers.ecode360 import printview
from parsers.formats import Format, Source

ROOT = Path(__file__).resolve().parents[2]
RAW = ROOT / "raw/cotati"
ORDINANCE_PDF = ROOT / "tests/parsers/ordinance/devset_wide/open/coral-gables-fl-2024-16.pdf"
MARKDOWN = ROOT / "tests/parsers/ordinance/devset/rivergrove-or-62-98.md"

# What decides a document's format from its content: asked by the registry, never by a parser.
SNIFFS: tuple[Callable[..., Any], ...] = (
    sniff.read_footer,
    sniff.looks_like_ordinance,
    sniff.looks_like_export,
    sniff.in_folder,
    printview.looks_like_print_view,
    printview.has_headings,
    markdown.looks_like_markdown_ordinance,
)


@dataclass
class Tally:
    decoded: int = 0  # bytes through the decoder
    reads: int = 0  # times the file was opened (`Path.open`)
    decisions: int = 0  # the registry's
    late_sniffs: int = 0  # sniffs asked while the chosen parser ran
    handed: bool = False  # the parser was handed the decoded text
    parsing: bool = False


def tally(monkeypatch: pytest.MonkeyPatch, path: Path, doc_id: str) -> Tally:
    """Parse `path` as a build does, counting."""
    counts = Tally()
    decode_bytes = decode._decode

    def counted_decode(data: bytes, encoding: str, start: int, end: int) -> tuple[str, list[int]]:
        counts.decoded += end - start
        return decode_bytes(data, encoding, start, end)

    monkeypatch.setattr(decode, "_decode", counted_decode)
    check_utf8 = decode._invalid_utf8

    def counted_check(data: bytes) -> int | None:  # a decode of the whole, kept from nothing
        counts.decoded += len(data)
        return check_utf8(data)

    monkeypatch.setattr(decode, "_invalid_utf8", counted_check)
    open_file = Path.open  # what `Path.read_bytes` and `decode.file_sha256` read through

    def counted_open(self: Path, *args: Any, **kw: Any) -> Any:
        counts.reads += self == path
        return open_file(self, *args, **kw)

    monkeypatch.setattr(Path, "open", counted_open)
    choose = dispatch.choose

    def counted_choose(where: Path) -> tuple[Format, Source]:
        counts.decisions += 1
        fmt, source = choose(where)
        counts.handed = source.held is not None
        parse = fmt.parse

        def watched(*args: Any) -> Any:
            counts.parsing = True
            try:
                return parse(*args)
            finally:
                counts.parsing = False

        return replace(fmt, parse=watched), source

    monkeypatch.setattr(dispatch, "choose", counted_choose)
    for function in SNIFFS:

        def watched_sniff(*args: Any, _f: Callable[..., Any] = function, **kw: Any) -> Any:
            counts.late_sniffs += counts.parsing
            return _f(*args, **kw)

        for name, module in list(sys.modules.items()):
            if name.startswith("parsers") and getattr(module, function.__name__, None) is function:
                monkeypatch.setattr(module, function.__name__, watched_sniff)
    parse_document(path, doc_id)
    return counts


def write_docx(path: Path) -> Path:
    document = docx.Document()
    for line in (RAW / "ordinances/PA26-17.txt").read_text(encoding="utf-8").splitlines():
        document.add_paragraph(line)
    document.save(str(path))
    return path


def write_html(path: Path) -> Path:
    page = ecode360_page("City of Cotati, CA", "CO1234", "17.62", "X", sections_for("17.62"))
    path.write_text(page, encoding="utf-8")
    return path


TEXTS = [
    "ecode360/title17-ch17.24.txt",
    "ecode360/title17-ch17.62.txt",
    "ecode360/title17-unnumbered-paragraphs.txt",
    "ordinances/PA22-14.txt",
    "ordinances/PA26-17.txt",
]


@pytest.mark.parametrize("name", TEXTS)
def test_a_short_text_is_decoded_once_and_its_format_decided_once(
    monkeypatch: pytest.MonkeyPatch, name: str
) -> None:
    path = RAW / name
    counts = tally(monkeypatch, path, f"cotati/{name}")
    assert path.stat().st_size <= formats.SHORT
    assert (counts.decisions, counts.late_sniffs, counts.handed) == (1, 0, True)
    assert counts.decoded == path.stat().st_size  # every byte once: one whole decode
    assert counts.reads == 1  # its digest is taken from the bytes decoded


def test_markdown_is_decoded_once_and_its_format_decided_once(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    counts = tally(monkeypatch, MARKDOWN, "x/ordinances/rivergrove.md")
    assert (counts.decisions, counts.late_sniffs) == (1, 0)
    assert (counts.decoded, counts.reads) == (MARKDOWN.stat().st_size, 1)


@pytest.mark.parametrize(
    ("make", "doc_id", "reads"),
    [
        (lambda tmp: ORDINANCE_PDF, "x/ordinances/coral-gables.pdf", None),
        (lambda tmp: write_docx(tmp / "PA26-17.docx"), "x/ordinances/PA26-17.docx", None),
        (lambda tmp: write_html(tmp / "17.62.html"), "x/ecode360/17.62.html", 1),
    ],
    ids=["pdf", "docx", "html"],
)
def test_a_pdf_docx_or_html_document_has_its_format_decided_once(
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
    make: Callable[[Path], Path],
    doc_id: str,
    reads: int | None,
) -> None:
    """Their own readers read them (PDFium, python-docx, lxml); the text decoder never does.
    An HTML page is read once (its tree, its scripts' text and its digest from one read)."""
    counts = tally(monkeypatch, make(tmp_path), doc_id)
    assert (counts.decisions, counts.late_sniffs, counts.decoded) == (1, 0, 0)
    assert reads is None or counts.reads == reads


def test_a_long_export_is_handed_only_its_path_and_streams(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """Past `formats.SHORT` bytes an export is read in passes a piece at a time
    (`decode.TextFile`), never held whole for its parser (docs/architecture.md)."""
    path = tmp_path / "x" / "ecode360" / "big.txt"
    path.parent.mkdir(parents=True)
    path.write_text(export_text(4_000, 91), encoding="utf-8")
    assert path.stat().st_size > formats.SHORT
    counts = tally(monkeypatch, path, "x/ecode360/big.txt")
    assert (counts.decisions, counts.late_sniffs, counts.handed) == (1, 0, False)
