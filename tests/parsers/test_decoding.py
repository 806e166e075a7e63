"""The shared decoder: encodings by BOM, bad bytes replaced and reported, NUL bytes removed,
binary data refused; and the parsers carry the decoder's issues into their records."""

from __future__ import annotations

import codecs
from pathlib import Path

import pytest
from ecode360_seeds import seed_text
from hypothesis import given
from hypothesis import strategies as st

from parsers.decode import Problem, TextFile, decode_bytes, decode_start, read_decoded
from parsers.dispatch import parse_document
from parsers.ecode360 import parse_export_file
from parsers.errors import DocumentError
from parsers.ordinance import parse_ordinance_file
from parsers.ordinance_records import ParsedOrdinance
from parsers.records import DocumentKind, ParsedExport, Severity

ROOT = Path(__file__).resolve().parents[2]
ORDINANCE = ROOT / "raw/cotati/ordinances/PA26-17.txt"
TEXT = "§ 17.62.030 Applicability — “quoted” café\nsecond line\n"


@pytest.mark.parametrize(
    ("data", "encoding", "bom"),
    [
        (TEXT.encode("utf-8"), "utf-8", False),
        (codecs.BOM_UTF8 + TEXT.encode("utf-8"), "utf-8", True),
        (codecs.BOM_UTF16_LE + TEXT.encode("utf-16-le"), "utf-16-le", True),
        (codecs.BOM_UTF16_BE + TEXT.encode("utf-16-be"), "utf-16-be", True),
        (codecs.BOM_UTF32_LE + TEXT.encode("utf-32-le"), "utf-32-le", True),
    ],
    ids=["utf-8", "utf-8-bom", "utf-16-le-bom", "utf-16-be-bom", "utf-32-le-bom"],
)
def test_known_encodings_decode_exactly_without_problems(
    data: bytes, encoding: str, bom: bool
) -> None:
    decoded = decode_bytes(data, "x.txt")
    assert (decoded.text, decoded.encoding, decoded.bom, decoded.problems) == (
        TEXT,
        encoding,
        bom,
        (),
    )


def test_one_bad_byte_is_replaced_and_reported_and_the_rest_stays_utf8() -> None:
    good = TEXT.encode("utf-8")
    data = good[:20] + b"\xff" + good[20:]
    decoded = decode_bytes(data, "x.txt")
    assert decoded.encoding == "utf-8"
    assert decoded.text == TEXT[:19] + "\ufffd" + TEXT[19:]  # `§` is two bytes
    assert decoded.text.count("§") == 1 and "“quoted” café" in decoded.text
    (problem,) = decoded.problems
    assert (problem.kind, problem.count, problem.offset, problem.line) == (
        Problem.UNDECODABLE,
        1,
        20,
        1,
    )
    assert "byte offset 20" in problem.message


PROSE = b"The council finds that the amendments are consistent with the general plan. " * 3


def test_many_bad_bytes_are_one_problem_with_the_count_and_the_first_offset() -> None:
    data = "§ a\n".encode() + b"b\x80c\nd\xfee\xc3\n" + PROSE
    (problem,) = decode_bytes(data, "x.txt").problems
    assert (problem.count, problem.offset, problem.line) == (3, 6, 2)


def test_nul_bytes_are_removed_and_reported() -> None:
    data = "§ one\n".encode() + b"two\x00\x00 three\n" + PROSE
    decoded = decode_bytes(data, "x.txt")
    assert decoded.text == "§ one\ntwo three\n" + PROSE.decode()
    (problem,) = decoded.problems
    assert (problem.kind, problem.count, problem.offset, problem.line) == (Problem.NUL, 2, 10, 2)


def test_utf16_without_bom_is_recognised_by_its_zero_bytes_and_said_so() -> None:
    decoded = decode_bytes(TEXT.encode("utf-16-le"), "x.txt")
    assert (decoded.text, decoded.encoding) == (TEXT, "utf-16-le")
    assert [p.kind for p in decoded.problems] == [Problem.GUESSED]


def test_a_legacy_code_page_file_is_read_as_cp1252_with_a_warning() -> None:
    """Not one valid UTF-8 sequence and bytes UTF-8 cannot decode: the only guess made."""
    data = "§ 17.62.030 “Applicability” – café\n".encode("cp1252")
    decoded = decode_bytes(data, "x.txt")
    assert decoded.text == "§ 17.62.030 “Applicability” – café\n"
    (problem,) = decoded.problems
    assert problem.kind is Problem.GUESSED and "Windows-1252" in problem.message


@pytest.mark.parametrize(
    ("data", "message"),
    [
        (b"", "the file is empty"),
        (b" \n\t\r\n", "the file is empty"),
        (codecs.BOM_UTF8, "the file is empty"),
        (bytes(range(256)) * 8, "binary data"),
        (b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x01\x00", "binary data"),
        (b"\x00" * 64, "the file is empty"),
    ],
)
def test_bad_data_is_one_document_error_naming_the_file(data: bytes, message: str) -> None:
    with pytest.raises(DocumentError) as info:
        decode_bytes(data, "some/file.txt")
    assert str(info.value).startswith("some/file.txt: ")
    assert message in info.value.reason


@given(st.binary(max_size=600))
def test_arbitrary_bytes_give_text_or_a_document_error(data: bytes) -> None:
    try:
        decoded = decode_bytes(data, "fuzz.txt")
    except DocumentError as exc:
        assert exc.path == "fuzz.txt"
    else:
        assert "\x00" not in decoded.text
        for problem in decoded.problems:
            assert 0 <= problem.offset <= len(data) and problem.count >= 1


@given(st.text(alphabet=st.characters(blacklist_categories=["Cs", "Cc"]), min_size=1))
def test_utf8_text_decodes_to_itself(text: str) -> None:
    if not text.strip("\ufeff \t\r\n\f\v\x85\xa0\u2028\u2029"):
        return
    try:
        decoded = decode_bytes(text.encode("utf-8"), "fuzz.txt")
    except DocumentError:
        return  # mostly separator-like characters: refused as empty or binary, by name
    if decoded.bom:
        return
    assert decoded.text == text and decoded.problems == ()


# --- decoded a piece at a time --------------------------------------------------------------


def _in_pieces(data: bytes, size: int) -> tuple[object, ...]:
    """The text `decode_start` makes of every piece, or the error it raises, beside what
    `decode_bytes` does."""
    try:
        whole = decode_bytes(data, "x.txt")
    except DocumentError as exc:
        with pytest.raises(DocumentError) as info:
            decode_start(data, "x.txt", lambda piece: False, size=size)
        assert info.value.reason == exc.reason
        return (exc.reason,)
    assert decode_start(data, "x.txt", lambda piece: False, size=size) == whole.text
    return (whole.encoding, whole.text.count("\n"))


BAD_LINES = b"first \xe9t\xe9\n\x00second\xff\n" + "third “line”\n".encode() * 30


@pytest.mark.parametrize(
    ("data", "expected"),
    [
        (TEXT.encode("utf-8"), ("utf-8", 2)),
        (codecs.BOM_UTF16_LE + TEXT.encode("utf-16-le"), ("utf-16-le", 2)),
        (BAD_LINES, ("utf-8", 32)),
        ("caf\xe9 na\xefve\n".encode("cp1252") * 4, ("cp1252", 4)),
        (b"\n\n  \n", ("the file is empty",)),
        (
            b"\x00\x01\x02\x03 " * 40,
            ("binary data, not text (160 control or undecodable characters in the first 200)",),
        ),
    ],
    ids=["utf-8", "utf-16", "bad bytes and nuls", "cp1252", "empty", "binary"],
)
@pytest.mark.parametrize("size", [1, 7, 1 << 20])
def test_a_text_decoded_in_pieces_is_the_text(
    data: bytes, expected: tuple[object, ...], size: int
) -> None:
    assert _in_pieces(data, size) == expected


@given(st.binary(max_size=300), st.integers(min_value=1, max_value=40))
def test_any_bytes_decode_to_the_same_text_in_pieces(data: bytes, size: int) -> None:
    _in_pieces(data, size)


@given(
    st.lists(st.text(st.sampled_from("ab \t•é\x00\ufffd§"), max_size=12), max_size=20),
    st.integers(min_value=1, max_value=40),
)
def test_text_lines_decode_to_the_same_text_in_pieces(lines: list[str], size: int) -> None:
    _in_pieces("\n".join(lines).encode("utf-8"), size)


def test_the_start_of_an_export_ends_after_its_first_footer() -> None:
    text = seed_text("17.62")
    start = decode_start(
        text.encode("utf-8"), "x.txt", lambda piece: "Downloaded from" in piece, size=1000
    )
    assert text.startswith(start) and start.endswith("\n") and len(start) < len(text)
    assert "Downloaded from" in start[-1100:]


# --- the parsers carry the decoder's issues ------------------------------------------------------


def _export_with(tmp_path: Path, data: bytes) -> ParsedExport:
    path = tmp_path / "export.txt"
    path.write_bytes(data)
    return parse_export_file(path, "export.txt")


def test_an_export_with_one_bad_byte_keeps_every_section_and_reports_it(tmp_path: Path) -> None:
    text = seed_text("17.62")
    clean = _export_with(tmp_path, text.encode("utf-8"))
    at = text.index("limited term permit") + len("limited")
    data = text[:at].encode("utf-8") + b"\x97" + text[at:].encode("utf-8")
    broken = _export_with(tmp_path, data)
    assert [s.id for s in broken.sections] == [s.id for s in clean.sections]
    assert [s.history for s in broken.sections] == [s.history for s in clean.sections]
    issue = broken.issues[0]
    assert (issue.code, issue.severity) == ("undecodable-bytes", Severity.WARNING)
    assert f"byte offset {len(text[:at].encode('utf-8'))}" in issue.message
    assert issue.location == f"line {text.count(chr(10), 0, at) + 1}"
    # the other issues are the clean file's (their offsets one character later past the byte)
    assert [(i.code, i.message) for i in broken.issues[1:]] == [
        (i.code, i.message) for i in clean.issues
    ]


@pytest.mark.parametrize(
    "encode",
    [
        lambda t: codecs.BOM_UTF8 + t.encode("utf-8"),
        lambda t: codecs.BOM_UTF16_LE + t.encode("utf-16-le"),
        lambda t: codecs.BOM_UTF16_BE + t.encode("utf-16-be"),
    ],
    ids=["utf-8-bom", "utf-16-le", "utf-16-be"],
)
def test_an_export_with_a_bom_parses_like_utf8(tmp_path: Path, encode: object) -> None:
    text = seed_text("17.24")
    clean = _export_with(tmp_path, text.encode("utf-8"))
    other = _export_with(tmp_path, encode(text))  # type: ignore[operator]
    assert [(s.id, s.text, s.history) for s in other.sections] == [
        (s.id, s.text, s.history) for s in clean.sections
    ]
    assert other.issues == clean.issues


def test_an_export_with_nul_bytes_reports_them_once(tmp_path: Path) -> None:
    text = seed_text("17.62")
    at = text.index("(Ord.")
    data = text[:at].encode("utf-8") + b"\x00" + text[at:].encode("utf-8") + b"\x00\x00"
    parsed = _export_with(tmp_path, data)
    nul = [i for i in parsed.issues if i.code == "nul-bytes"]
    assert len(nul) == 1 and nul[0].message.startswith("3 bytes NUL, removed")
    clean = _export_with(tmp_path, text.encode("utf-8"))
    assert [s.id for s in parsed.sections] == [s.id for s in clean.sections]


def test_an_ordinance_with_a_bad_byte_reports_it(tmp_path: Path) -> None:
    text = ORDINANCE.read_text(encoding="utf-8")
    path = tmp_path / "ordinances" / "PA26-17.txt"
    path.parent.mkdir()
    path.write_bytes(b"\xff" + text.encode("utf-8"))
    parsed = parse_document(path, "PA26-17.txt")
    assert isinstance(parsed, ParsedOrdinance)
    assert parsed.ordinance.file_no == "PA#26-17"
    assert parsed.issues[0].code == "undecodable-bytes"
    assert parsed.issues[0].location == "line 1"
    again = parse_ordinance_file(path, "PA26-17.txt")
    assert again.issues == parsed.issues


def test_utf16_ordinance_is_an_ordinance_not_binary(tmp_path: Path) -> None:
    path = tmp_path / "ord.txt"
    path.write_bytes(
        codecs.BOM_UTF16_LE + ORDINANCE.read_text(encoding="utf-8").encode("utf-16-le")
    )
    parsed = parse_document(path, "ord.txt")
    assert parsed.document.kind is DocumentKind.ORDINANCE
    assert not [i for i in parsed.issues if i.code in {p.value for p in Problem}]


def test_read_decoded_names_a_missing_file(tmp_path: Path) -> None:
    with pytest.raises(DocumentError, match=r"nowhere\.txt: cannot read the file"):
        read_decoded(tmp_path / "nowhere.txt")


# Files as the decoder meets them: every encoding, a guessed code page, bad bytes, NULs.
TEXT_FILES = {
    "utf-8": (TEXT * 40).encode("utf-8"),
    "utf-8-bom": codecs.BOM_UTF8 + (TEXT * 40).encode("utf-8"),
    "utf-16-le-bom": codecs.BOM_UTF16_LE + (TEXT * 40).encode("utf-16-le"),
    "utf-32-be-bom": codecs.BOM_UTF32_BE + (TEXT * 40).encode("utf-32-be"),
    "cp1252": ("§ 5 café\r\n" * 300).encode("cp1252"),
    "bad-utf-8": (TEXT * 20).encode("utf-8") + b"\xff bad\n" + (TEXT * 20).encode("utf-8"),
    "nul": (TEXT * 20).encode("utf-8") + b"a\x00b\n" + b"no newline at the end",
}


@pytest.mark.parametrize("name", list(TEXT_FILES))
@pytest.mark.parametrize("piece", [1, 64, 1 << 18])
def test_a_text_file_reads_the_same_text_on_every_pass(
    tmp_path: Path, name: str, piece: int
) -> None:
    data = TEXT_FILES[name]
    path = tmp_path / "code.txt"
    path.write_bytes(data)
    whole = decode_bytes(data, path)
    text_file = TextFile(path, piece)
    first = list(text_file.texts())
    assert "".join(first) == whole.text
    assert text_file.problems == whole.problems
    again = list(text_file.texts())
    assert "".join(again) == whole.text
    assert all(p.endswith("\n") for p in first[:-1] + again[:-1])  # whole lines each


def test_a_text_file_changed_between_passes_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "code.txt"
    path.write_bytes(TEXT_FILES["utf-8"])
    text_file = TextFile(path)
    assert "".join(text_file.texts())
    path.write_bytes(TEXT_FILES["utf-8"] + b"one more line\n")
    with pytest.raises(DocumentError, match="changed while it was read"):
        list(text_file.texts())
