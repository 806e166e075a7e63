"""The one decoder every text reader uses: bytes into text, with what went wrong reported.

- A byte-order mark decides: UTF-8, UTF-16 (LE/BE) or UTF-32 (LE/BE) with BOM.
- Without one the text is UTF-8. A byte that is not valid UTF-8 is replaced by U+FFFD and
  reported (one parse issue per document: how many, and the first one's byte offset and line);
  the rest of the file stays UTF-8, so one bad byte never garbles every `§`.
- Only where no encoding can be known does the decoder guess, and it says so in a warning:
  text with zero bytes in every other position is UTF-16 without its BOM; text whose every
  non-ASCII byte is invalid UTF-8 (not one valid multi-byte sequence) was written in a legacy
  single-byte code page, read as Windows-1252, the code page of the Windows tools that save such
  files (it maps every byte ISO-8859-1 does to printable characters, and more).
- NUL characters are removed and reported. A file that is mostly control characters or
  undecodable bytes is binary data, not text: a `DocumentError` naming it.
- Line ends read alike: CR LF (Windows) and a bare CR (old Mac OS) become LF, so every reader
  splits lines on `\n` alone; line numbers count CR, LF and CR LF as one break each.
"""

from __future__ import annotations

import codecs
import hashlib
import re
import threading
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, replace
from enum import StrEnum
from pathlib import Path
from typing import TypeVar

from parsers.errors import DocumentError
from parsers.limits import check_file_size
from parsers.ordinance_records import ParsedOrdinance
from parsers.records import ParsedExport, ParseIssue, Severity

# Byte-order marks, longest first (the UTF-32 LE mark begins with the UTF-16 LE one).
BOMS: tuple[tuple[bytes, str], ...] = (
    (codecs.BOM_UTF32_LE, "utf-32-le"),
    (codecs.BOM_UTF32_BE, "utf-32-be"),
    (codecs.BOM_UTF8, "utf-8"),
    (codecs.BOM_UTF16_LE, "utf-16-le"),
    (codecs.BOM_UTF16_BE, "utf-16-be"),
)
# One valid UTF-8 multi-byte sequence (a lead byte and its continuation bytes): its presence
# shows the file was written as UTF-8, whatever bad bytes it also holds.
UTF8_SEQUENCE = re.compile(
    rb"[\xc2-\xdf][\x80-\xbf]|[\xe0-\xef][\x80-\xbf]{2}|[\xf0-\xf4][\x80-\xbf]{3}"
)
# Characters that do not occur in text: C0 controls other than tab, newline, vertical tab, form
# feed and carriage return, and the replacement character an undecodable byte became.
NOT_TEXT = re.compile(r"[\x00-\x08\x0e-\x1f\ufffd]")
# A line break in narrow bytes: CR LF first (one break, never cut apart), a bare CR, LF.
LINE_BREAK = re.compile(rb"\r\n?|\n")
SAMPLE = 65_536  # bytes (characters) looked at to tell text from binary data
BINARY_SHARE = 0.05  # a sample with more than this share of NOT_TEXT characters is binary
ZERO_SHARE = 0.4  # UTF-16 without a BOM: this share of the even or odd bytes is zero
LEGACY = "cp1252"
NARROW = frozenset({"utf-8", LEGACY})  # line breaks are the bytes CR, LF, never inside a character
CHUNK = 1 << 20  # bytes decoded at a time where lines can be cut apart in the bytes
PIECE = 1 << 18  # bytes of a piece a `TextFile` gives at a time (its readers hold one or two)
ERROR_HANDLER = "corpus-report"


class Problem(StrEnum):
    UNDECODABLE = "undecodable-bytes"  # replaced by U+FFFD
    NUL = "nul-bytes"  # removed
    GUESSED = "encoding-guessed"  # no BOM and not UTF-8: the decoder guessed


@dataclass(frozen=True, slots=True)
class DecodeProblem:
    kind: Problem
    count: int
    offset: int  # byte offset in the file of the first occurrence
    line: int | None  # its 1-based line, where the encoding lets it be counted
    message: str


@dataclass(frozen=True, slots=True)
class DecodedText:
    text: str
    encoding: str  # the codec that decoded it: `utf-8`, `utf-16-le`, `cp1252`...
    bom: bool
    problems: tuple[DecodeProblem, ...] = ()
    sha256: str = ""  # of the bytes decoded: the file's identity, read with its text

    def issues(self, doc_id: str) -> tuple[ParseIssue, ...]:
        """One parse issue per problem, for the document's parser to carry."""
        return problem_issues(self.problems, doc_id)


def problem_issues(problems: Iterable[DecodeProblem], doc_id: str) -> tuple[ParseIssue, ...]:
    """One parse issue per decoding problem."""
    return tuple(
        ParseIssue(
            doc_id,
            f"line {p.line}" if p.line is not None else f"byte {p.offset}",
            Severity.WARNING,
            p.kind.value,
            p.message,
        )
        for p in problems
    )


_BAD = threading.local()  # the byte offsets the error handler saw, for the decode under way


def _record(exc: UnicodeError) -> tuple[str, int]:
    if not isinstance(exc, UnicodeDecodeError):
        raise exc
    _BAD.offsets.append(exc.start)
    return "\ufffd", exc.end


codecs.register_error(ERROR_HANDLER, _record)


def unix_lines(text: str) -> str:
    """`text` with its CR LF pairs and bare CRs made LF (the text itself when it has none)."""
    if "\r" not in text:
        return text
    return text.replace("\r\n", "\n").replace("\r", "\n")


def _decode(data: bytes, encoding: str, start: int, end: int) -> tuple[str, list[int]]:
    """`data[start:end]` decoded, undecodable bytes replaced, with their offsets in `data`."""
    _BAD.offsets = []
    try:
        text = str(memoryview(data)[start:end], encoding, ERROR_HANDLER)  # no copy of the bytes
        return text, [start + offset for offset in _BAD.offsets]
    finally:
        _BAD.offsets = []


def _pieces(data: bytes, encoding: str, skip: int, size: int) -> Iterator[tuple[int, int]]:
    """Byte ranges of `data[skip:]` that decode on their own, in order: whole lines of about
    `size` bytes, each ending with a whole `LINE_BREAK`, where no character's bytes hold CR or
    LF (UTF-8, Windows-1252), so a piece decodes as it would inside the whole; else the whole."""
    if encoding not in NARROW:
        yield skip, len(data)
        return
    start = skip
    while start < len(data):
        cut = LINE_BREAK.search(data, start + size)
        end = len(data) if cut is None else cut.end()
        yield start, end
        start = end


def _invalid_utf8(data: bytes) -> int | None:
    """The offset of the first byte of `data` that is not UTF-8, found a piece at a time (a
    decode of the whole would make the whole text only to test it)."""
    for start, end in _pieces(data, "utf-8", 0, PIECE):
        try:
            data[start:end].decode("utf-8")
        except UnicodeDecodeError as exc:
            return start + exc.start
    return None


def _zero_parity(data: bytes) -> str | None:
    """`utf-16-le`/`-be` for text whose every other byte is zero (UTF-16 without a BOM)."""
    sample = data[: SAMPLE - SAMPLE % 2]
    half = len(sample) // 2
    if half < 8:
        return None
    odd_zero = sample[1::2].count(0) / half
    even_zero = sample[0::2].count(0) / half
    if odd_zero > ZERO_SHARE and even_zero < ZERO_SHARE / 4:
        return "utf-16-le"
    if even_zero > ZERO_SHARE and odd_zero < ZERO_SHARE / 4:
        return "utf-16-be"
    return None


def _choose(data: bytes) -> tuple[str, int, str | None]:
    """(codec, bytes of BOM to skip, why it was guessed or None when it was known)."""
    for mark, encoding in BOMS:
        if data.startswith(mark):
            return encoding, len(mark), None
    wide = _zero_parity(data)
    if wide is not None:
        return wide, 0, f"no byte-order mark; read as {wide.upper()} by its zero bytes"
    # Validated whole only when not one character is written as UTF-8 (nor all in ASCII).
    plain = data.isascii() or UTF8_SEQUENCE.search(data) is not None
    if not plain and (invalid := _invalid_utf8(data)) is not None:
        why = (
            f"not UTF-8 (the byte at offset {invalid} is invalid and no character is "
            f"written as UTF-8) and no byte-order mark; read as Windows-1252"
        )
        return LEGACY, 0, why
    return "utf-8", 0, None


def _line_of(data: bytes, offset: int, encoding: str) -> int | None:
    if encoding in NARROW:  # CR, LF and CR LF are one break each
        pairs = data.count(b"\r\n", 0, offset)
        return data.count(b"\n", 0, offset) + data.count(b"\r", 0, offset) - pairs + 1
    return None


def _problems(
    data: bytes, encoding: str, bad: list[int], nuls: list[int], guessed: str | None
) -> tuple[DecodeProblem, ...]:
    out: list[DecodeProblem] = []
    if guessed is not None:
        out.append(DecodeProblem(Problem.GUESSED, 1, 0, None, guessed))
    for kind, offsets, what in (
        (Problem.UNDECODABLE, bad, f"not valid {encoding.upper()}, replaced by U+FFFD"),
        (Problem.NUL, nuls, "NUL, removed"),
    ):
        if offsets:
            first = offsets[0]
            noun = "byte" if len(offsets) == 1 else "bytes"
            message = f"{len(offsets)} {noun} {what}; the first at byte offset {first}"
            line = _line_of(data, first, encoding)
            out.append(DecodeProblem(kind, len(offsets), first, line, message))
    return tuple(out)


def _nul_offsets(data: bytes, start: int, end: int, text: str, encoding: str) -> list[int]:
    """The byte offsets of the NULs of `text`, decoded from `data[start:end]`."""
    if "\x00" not in text:
        return []
    if encoding in NARROW:
        return [m.start() for m in re.compile(b"\x00").finditer(data, start, end)]
    width = 4 if encoding.startswith("utf-32") else 2
    return [start + width * m.start() for m in re.finditer("\x00", text)]  # exact without pairs


class _Decoding:
    """One file's bytes decoded a piece at a time (`_pieces`), checked as a whole text would
    be: empty or binary by its first `SAMPLE` characters, NULs removed, line ends LF, problems
    counted."""

    def __init__(self, data: bytes, where: str | Path, size: int) -> None:
        self.data, self.where, self.size = data, where, size
        self.encoding, self.skip, self.guessed = _choose(data)
        self.bad: list[int] = []
        self.nuls: list[int] = []

    def texts(self) -> Iterator[str]:
        """The text, piece by piece, NULs removed; a `DocumentError` for an empty or binary
        file before any piece is given."""
        held: list[str] = []  # the pieces until their first SAMPLE characters are checked
        sampled = 0
        for start, end in _pieces(self.data, self.encoding, self.skip, self.size):
            text, bad = _decode(self.data, self.encoding, start, end)
            self.bad += bad
            self.nuls += _nul_offsets(self.data, start, end, text, self.encoding)
            held.append(unix_lines(text))
            if sampled < SAMPLE:
                sampled += len(text)
                if sampled < SAMPLE:
                    continue
                self._check("".join(held)[:SAMPLE])
            yield from (piece.replace("\x00", "") for piece in held)
            held.clear()
        if sampled < SAMPLE:  # the whole text is shorter than the sample
            self._check("".join(held))
            yield from (piece.replace("\x00", "") for piece in held)

    def _check(self, sample: str) -> None:
        if not sample.strip("\x00 \t\r\n\f\v\ufeff"):
            raise DocumentError(self.where, "the file is empty")
        strange = len(NOT_TEXT.findall(sample))
        if strange > BINARY_SHARE * len(sample):
            raise DocumentError(
                self.where,
                f"binary data, not text ({strange} control or undecodable characters "
                f"in the first {len(sample):,})",
            )

    def problems(self) -> tuple[DecodeProblem, ...]:
        """What went wrong, once every piece is decoded."""
        return _problems(self.data, self.encoding, self.bad, self.nuls, self.guessed)


def decode_bytes(data: bytes, where: str | Path) -> DecodedText:
    """A file's bytes as text; a `DocumentError` naming `where` for empty or binary data."""
    decoding = _Decoding(data, where, len(data) + 1)  # one piece: the text itself, not a copy
    text, digest = "".join(decoding.texts()), hashlib.sha256(data).hexdigest()
    return DecodedText(text, decoding.encoding, decoding.skip > 0, decoding.problems(), digest)


def decode_start(
    data: bytes, where: str | Path, enough: Callable[[str], bool], *, size: int = CHUNK
) -> str:
    """The start of a file's text, decoded as `decode_bytes` does (its problems aside): its
    pieces of about `size` bytes (whole lines) up to the first for which `enough` is true, or
    the whole text. What a sniff that needs only the start reads of a big file."""
    pieces: list[str] = []
    for piece in _Decoding(data, where, size).texts():
        pieces.append(piece)
        if enough(piece):
            break
    return "".join(pieces)


def _read_bytes(path: Path) -> bytes:
    check_file_size(path)
    try:
        return path.read_bytes()
    except OSError as exc:
        raise DocumentError(path, f"cannot read the file: {exc.strerror or exc}") from exc


def read_decoded(path: Path) -> DecodedText:
    """A text file decoded (see the module's rules), after the size guard; a `DocumentError`
    naming the file when it is too large, unreadable, empty or binary."""
    return decode_bytes(_read_bytes(path), path)


class TextFile:
    """A text file read as pieces of whole lines (`texts`), as many times as a reader passes
    over it, never held whole. The first reading decodes its bytes as `read_decoded` does (the
    size guard, the encoding, empty or binary data, NULs; `problems` once read through); later
    readings read the file again a block at a time in the encoding the first chose (UTF-16 and
    UTF-32, whose line breaks are not one byte, are decoded whole), cut after whole line breaks
    (`_last_break`), and fail with a `DocumentError` if the file changed in between."""

    def __init__(self, path: Path, piece: int = PIECE) -> None:
        self.path = path
        self.piece = piece  # bytes a piece holds, about
        self.encoding = ""
        self.skip = 0  # the bytes of the byte-order mark
        self.stat: tuple[int, int] | None = None  # (size, mtime) when first read through
        self.problems: tuple[DecodeProblem, ...] = ()

    def texts(self) -> Iterator[str]:
        return self._first() if self.stat is None else self._again()

    def _state(self) -> tuple[int, int]:
        try:
            stat = self.path.stat()
        except OSError as exc:
            raise DocumentError(self.path, f"cannot read the file: {exc.strerror or exc}") from exc
        return stat.st_size, stat.st_mtime_ns

    def _first(self) -> Iterator[str]:
        state = self._state()
        decoding = _Decoding(_read_bytes(self.path), self.path, self.piece)
        yield from decoding.texts()
        self.encoding, self.skip = decoding.encoding, decoding.skip
        self.problems, self.stat = decoding.problems(), state

    def _again(self) -> Iterator[str]:
        if self._state() != self.stat:
            raise DocumentError(self.path, "the file changed while it was read")
        try:
            with self.path.open("rb") as handle:
                handle.seek(self.skip)
                size = self.piece if self.encoding in NARROW else -1
                carry = b""
                while block := handle.read(size):
                    data = carry + block if carry else block
                    cut = _last_break(data) if size > 0 else len(data)
                    carry = data[cut:]
                    if cut:
                        yield self._text(data, cut)
                if carry:
                    yield self._text(carry, len(carry))
        except OSError as exc:
            raise DocumentError(self.path, f"cannot read the file: {exc.strerror or exc}") from exc

    def _text(self, data: bytes, end: int) -> str:  # decoded as the first reading's pieces
        return unix_lines(_decode(data, self.encoding, 0, end)[0]).replace("\x00", "")


def _last_break(data: bytes) -> int:
    """Just past the last line break of narrow `data`, a CR at its end aside (an LF may follow)."""
    end = len(data) - 1 if data.endswith(b"\r") else len(data)
    return max(data.rfind(b"\n", 0, end), data.rfind(b"\r", 0, end)) + 1


def read_decoded_start(path: Path, enough: Callable[[str], bool]) -> str:
    """`decode_start` of a text file, after the size guard, in `PIECE`s (a sniff's start)."""
    return decode_start(_read_bytes(path), path, enough, size=PIECE)


Parsed = TypeVar("Parsed", ParsedExport, ParsedOrdinance)


def with_issues(parsed: Parsed, issues: tuple[ParseIssue, ...]) -> Parsed:
    """`parsed` with `issues` (the decoder's) before its own."""
    if not issues:
        return parsed
    return replace(parsed, issues=(*issues, *parsed.issues))


def file_sha256(path: Path) -> str:
    """The hex SHA-256 of a file's bytes, read in blocks; a `DocumentError` when unreadable."""
    digest = hashlib.sha256()
    try:
        with path.open("rb") as handle:
            while block := handle.read(1 << 20):
                digest.update(block)
    except OSError as exc:
        raise DocumentError(path, f"cannot read the file: {exc.strerror or exc}") from exc
    return digest.hexdigest()
