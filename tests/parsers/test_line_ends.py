"""Line ends read alike: a file saved with CR LF (Windows) or bare CR (old Mac OS) gives the
records the same file gives with LF, through every reader (issue 22, finding 5: bare CRs made
an export one unnumbered paragraph)."""

from __future__ import annotations

import codecs
from dataclasses import replace
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from parsers.decode import TextFile, decode_bytes, decode_start, unix_lines
from parsers.dispatch import parse_document
from parsers.markdown import markdown_to_text
from parsers.ordinance_records import ParsedOrdinance
from parsers.records import Document, ParsedExport

ROOT = Path(__file__).resolve().parents[2]
# Every document of the seed city (exports, scraped paragraphs, ordinances) and a Markdown
# transcription of an ordinance.
SOURCES = [
    *sorted((ROOT / "raw" / "cotati").rglob("*.txt")),
    ROOT / "tests/parsers/ordinance/devset/rivergrove-or-62-98.md",
]
ENDINGS = {"CR": b"\r", "CRLF": b"\r\n"}


def _without_file(document: Document) -> Document:
    return replace(document, path="", sha256="", modified=None)  # the copies' files differ


def _records(path: Path) -> ParsedExport | ParsedOrdinance:
    """What a build reads from `path`, the file's own path and hash aside."""
    parsed = parse_document(path, path.name)
    return replace(parsed, document=_without_file(parsed.document))


def _copy(source: Path, folder: Path, ending: bytes) -> Path:
    """`source` written under `folder` (in a folder of its own folder's name, which a sniff
    may look at) with its LF line ends made `ending`."""
    path = folder / source.parent.name / source.name
    path.parent.mkdir(parents=True)
    path.write_bytes(source.read_bytes().replace(b"\n", ending))
    return path


@pytest.mark.parametrize("source", SOURCES, ids=lambda path: path.name)
@pytest.mark.parametrize("ending", list(ENDINGS))
def test_a_document_reads_alike_whatever_its_line_ends(
    tmp_path: Path, source: Path, ending: str
) -> None:
    assert b"\r" not in source.read_bytes()
    expected = _records(_copy(source, tmp_path / "lf", b"\n"))
    found = _records(_copy(source, tmp_path / "other", ENDINGS[ending]))
    if isinstance(expected, ParsedExport):
        assert isinstance(found, ParsedExport)
        assert [s.id for s in found.sections] == [s.id for s in expected.sections]
        assert [len(s.subsections) for s in found.sections] == [
            len(s.subsections) for s in expected.sections
        ]
        assert [len(s.tables) for s in found.sections] == [len(s.tables) for s in expected.sections]
        assert len(found.paragraphs) == len(expected.paragraphs)
    assert found == expected  # every record, offsets and line numbers too


# Non-empty lines: a CR right before an LF is one break (CR LF), not two.
LINES = st.lists(st.text(st.sampled_from("ab §“\t\f"), min_size=1), min_size=1, max_size=30)
BREAKS = st.lists(st.sampled_from(["\n", "\r", "\r\n"]), min_size=30, max_size=30)


@given(lines=LINES, breaks=BREAKS)
def test_mixed_line_ends_decode_as_lf_whole_and_in_pieces(
    lines: list[str], breaks: list[str]
) -> None:
    text = "".join(line + end for line, end in zip(lines, breaks, strict=False)) + "x"
    expected = "\n".join(lines) + "\nx"
    data = text.encode("utf-8")
    assert decode_bytes(data, "x.txt").text == expected
    assert unix_lines(text) == expected and markdown_to_text(text) == markdown_to_text(expected)
    for size in (1, 2, 3, 7):
        assert decode_start(data, "x.txt", lambda piece: False, size=size) == expected
    wide = decode_bytes(codecs.BOM_UTF16_LE + text.encode("utf-16-le"), "x.txt")
    assert wide.text == expected


@pytest.mark.parametrize("piece", [1, 2, 3, 64])
@pytest.mark.parametrize("ending", list(ENDINGS))
def test_a_text_file_never_splits_a_line_break_between_pieces(
    tmp_path: Path, piece: int, ending: str
) -> None:
    lines = [f"line {n} “{'x' * (n % 5)}”" for n in range(40)]
    path = tmp_path / "code.txt"
    path.write_bytes(ENDINGS[ending].join(line.encode() for line in lines))
    text_file = TextFile(path, piece)
    for _ in range(2):  # the first reading and a later one
        pieces = list(text_file.texts())
        assert "".join(pieces) == "\n".join(lines)
        assert all(p.endswith("\n") for p in pieces[:-1])


def test_a_decoding_problem_names_the_line_whatever_the_line_ends() -> None:
    for ending in (b"\n", b"\r", b"\r\n"):
        lines = [
            b"caf\xc3\xa9 " * 10,
            b"two " * 10,
            b"th\xffree" + b" more" * 10,
        ]  # UTF-8, one bad byte
        data = ending.join(lines)
        (problem,) = decode_bytes(data, "x.txt").problems
        assert problem.line == 3
