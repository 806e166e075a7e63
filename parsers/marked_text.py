"""Text marked by formatting: the words a document strikes through (deleted) or underlines
(inserted), as typed runs with offsets into the document's text.

Ordinances that amend words print the old text with the deleted words struck through and the
new words underlined (or, in a word processor, as tracked changes), and say so in a legend
("words struck through are deletions"). The marks are formatting, not text, so each reader
finds them where its format keeps them and gives them as `MarkedRun`s beside the plain text the
ordinance parser reads (offsets into that text, in order):

- inline marks in text (Markdown `~~x~~`, HTML-ish `<del>`, `<s>`, `<strike>`, `<ins>`, `<u>`
  as volunteers' transcriptions carry them): `inline_marks(text)`;
- HTML pages (`s`, `del`, `strike`, `u`, `ins`, a `line-through`/`underline` style):
  `html_marked(markup)`;
- DOCX runs (`w:strike`, `w:dstrike`, `w:u`, tracked `w:del`/`w:ins`): `docx_paragraph_runs`,
  used by `parsers/word.py`;
- PDF: rules drawn through or under the glyphs (born-digital: pdfplumber's lines and thin
  rects; a scan with an OCR layer: dark pixel rows across a word of the page image):
  `pdf_marks(path, text)`.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from difflib import SequenceMatcher
from enum import StrEnum
from pathlib import Path
from typing import Any

from lxml import etree
from lxml import html as lxml_html


class Mark(StrEnum):
    KEPT = "kept"  # printed plain: the text stays
    DELETED = "deleted"  # struck through (or a tracked deletion)
    INSERTED = "inserted"  # underlined (or a tracked insertion)


@dataclass(frozen=True, slots=True)
class MarkedRun:
    """A run of words with one mark; `start:end` are offsets of its words in the text it was
    read from (a kept run made by `runs_of` may span inline tags, which its `text` omits)."""

    mark: Mark
    text: str
    start: int = 0
    end: int = 0


@dataclass(frozen=True, slots=True)
class MarkedText:
    """A passage as a sequence of runs, in order (adjacent runs have different marks)."""

    runs: tuple[MarkedRun, ...]

    @property
    def old(self) -> str:
        """The text before the amendment: kept and deleted words."""
        return "".join(r.text for r in self.runs if r.mark is not Mark.INSERTED)

    @property
    def new(self) -> str:
        """The text after the amendment: kept and inserted words."""
        return "".join(r.text for r in self.runs if r.mark is not Mark.DELETED)

    def marked(self, mark: Mark) -> list[str]:
        return [" ".join(r.text.split()) for r in self.runs if r.mark is mark and r.text.strip()]


# --- inline marks ---------------------------------------------------------------------------

# An inline mark: Markdown's strike-through toggle `~~`, or an opening or closing HTML tag that
# marks an edit (`<del>`, `<s>`, `<strike>` delete; `<ins>`, `<u>` insert), attributes allowed.
INLINE_MARK = re.compile(r"~~|<(?P<close>/?)(?P<tag>del|s|strike|ins|u)(?:\s[^<>]*)?>", re.I)
DELETING_TAGS = frozenset({"del", "s", "strike"})


def has_inline_marks(text: str) -> bool:
    """Whether `text` may carry inline marks (a cheap test before `inline_marks`)."""
    return "~~" in text or ("<" in text and INLINE_MARK.search(text) is not None)


def inline_marks(text: str) -> tuple[MarkedRun, ...]:
    """The deleted and inserted runs of a text with inline marks, offsets into `text` (the
    words between the marks). An unclosed mark ends at the end of the text."""
    runs: list[MarkedRun] = []
    deleting = inserting = 0
    struck = False  # inside `~~ ~~`
    last = 0
    for match in INLINE_MARK.finditer(text):
        mark = _mark_of(deleting + struck, inserting)
        if mark is not Mark.KEPT and match.start() > last:
            runs.append(MarkedRun(mark, text[last : match.start()], last, match.start()))
        last = match.end()
        if match.group(0) == "~~":
            struck = not struck
            continue
        step = -1 if match.group("close") else 1
        if match.group("tag").lower() in DELETING_TAGS:
            deleting = max(0, deleting + step)
        else:
            inserting = max(0, inserting + step)
    mark = _mark_of(deleting + struck, inserting)
    if mark is not Mark.KEPT and last < len(text):
        runs.append(MarkedRun(mark, text[last:], last, len(text)))
    return tuple(r for r in runs if r.text.strip())


def _mark_of(deleting: int, inserting: int) -> Mark:
    if deleting:
        return Mark.DELETED  # struck wins: underlined words struck out are not new text
    return Mark.INSERTED if inserting else Mark.KEPT


def runs_of(text: str, marks: Sequence[MarkedRun], start: int, end: int) -> MarkedText:
    """The passage `text[start:end]` as runs: the marked runs inside it, and the words between
    them kept (inline mark tags dropped from the kept words)."""
    runs: list[MarkedRun] = []
    cursor = start
    for run in marks:
        if run.end <= start or run.start >= end:
            continue
        a, b = max(run.start, start), min(run.end, end)
        if a > cursor:
            _add(runs, MarkedRun(Mark.KEPT, INLINE_MARK.sub("", text[cursor:a]), cursor, a))
        _add(runs, MarkedRun(run.mark, text[a:b], a, b))
        cursor = max(cursor, b)
    if cursor < end:
        _add(runs, MarkedRun(Mark.KEPT, INLINE_MARK.sub("", text[cursor:end]), cursor, end))
    return MarkedText(tuple(runs))


def _add(runs: list[MarkedRun], run: MarkedRun) -> None:
    """Append `run`, merged into the last run when they have the same mark."""
    if not run.text:
        return
    if runs and runs[-1].mark is run.mark:
        last = runs[-1]
        runs[-1] = MarkedRun(last.mark, last.text + run.text, last.start, run.end)
    else:
        runs.append(run)


def merge(words: Iterable[tuple[Mark, int, int]], text: str) -> tuple[MarkedRun, ...]:
    """Marked words (mark, start, end) in order → runs of one mark, joined across the blanks
    between them in `text`."""
    runs: list[MarkedRun] = []
    for mark, start, end in words:
        if mark is Mark.KEPT:
            continue
        if runs and runs[-1].mark is mark and not text[runs[-1].end : start].strip():
            last = runs[-1]
            runs[-1] = MarkedRun(mark, text[last.start : end], last.start, end)
        else:
            runs.append(MarkedRun(mark, text[start:end], start, end))
    return tuple(runs)


# --- HTML -----------------------------------------------------------------------------------

HTML_DELETING = frozenset({"del", "s", "strike"})
HTML_INSERTING = frozenset({"ins", "u"})
# Elements that end a line of text.
HTML_BLOCKS = frozenset(
    {"p", "div", "br", "li", "tr", "h1", "h2", "h3", "h4", "h5", "h6", "blockquote", "table"}
)
# A `style` attribute's text decoration: `text-decoration: line-through` or `underline`.
STYLE_DECORATION = re.compile(r"text-decoration(?:-line)?\s*:\s*[^;]*?(line-through|underline)")


def html_marked(markup: str) -> MarkedText:
    """An HTML page or fragment as runs: struck elements deleted, underlined ones inserted."""
    root = lxml_html.fragment_fromstring(markup, create_parent="div")
    runs: list[MarkedRun] = []
    offset = 0
    for mark, words in _html_pieces(root, Mark.KEPT):
        _add(runs, MarkedRun(mark, words, offset, offset + len(words)))
        offset += len(words)
    return MarkedText(tuple(runs))


def _html_pieces(element: Any, inherited: Mark) -> Iterator[tuple[Mark, str]]:
    tag = element.tag.lower() if isinstance(element.tag, str) else ""
    mark = inherited
    style = STYLE_DECORATION.search(element.get("style", "") or "") if tag else None
    if tag in HTML_DELETING or (style is not None and style.group(1) == "line-through"):
        mark = Mark.DELETED
    elif inherited is not Mark.DELETED and (
        tag in HTML_INSERTING or (style is not None and style.group(1) == "underline")
    ):
        mark = Mark.INSERTED
    if tag == "br":
        yield inherited, "\n"
    if element.text and tag not in {"script", "style"}:
        yield mark, element.text
    for child in element:
        if isinstance(child, etree._Comment):
            if child.tail:
                yield mark, child.tail
            continue
        yield from _html_pieces(child, mark)
    if tag in HTML_BLOCKS and tag != "br":
        yield inherited, "\n"
    if element.tail:
        yield inherited, element.tail


# --- DOCX -----------------------------------------------------------------------------------

W = "{http://schemas.openxmlformats.org/wordprocessingml/2006/main}"
# What a run's child element prints (python-docx's `Run.text` reads them the same way).
RUN_CHARS = {
    f"{W}tab": "\t",
    f"{W}ptab": "\t",
    f"{W}br": "\n",
    f"{W}cr": "\n",
    f"{W}noBreakHyphen": "-",
}
OFF = frozenset({"0", "false", "off", "none"})


def _on(rpr: Any, name: str) -> bool:
    element = rpr.find(f"{W}{name}") if rpr is not None else None
    if element is None:
        return False
    return (element.get(f"{W}val") or "true").lower() not in OFF


def _run_mark(run: Any) -> Mark:
    deleted = inserted = False
    parent = run.getparent()
    while parent is not None and parent.tag != f"{W}p":
        deleted = deleted or parent.tag in {f"{W}del", f"{W}moveFrom"}
        inserted = inserted or parent.tag in {f"{W}ins", f"{W}moveTo"}
        parent = parent.getparent()
    rpr = run.find(f"{W}rPr")
    if deleted or _on(rpr, "strike") or _on(rpr, "dstrike"):
        return Mark.DELETED
    if inserted or _on(rpr, "u"):
        return Mark.INSERTED
    return Mark.KEPT


def _run_text(run: Any) -> str:
    parts: list[str] = []
    for child in run:
        if child.tag in {f"{W}t", f"{W}delText"}:
            parts.append(child.text or "")
        elif child.tag in RUN_CHARS:
            parts.append(RUN_CHARS[child.tag])
    return "".join(parts)


def docx_is_marked(body: Any) -> bool:
    """Whether a document body strikes text through or tracks changes (underline alone is
    typography: headings are underlined too)."""
    return bool(body.xpath(".//w:strike|.//w:dstrike|.//w:del|.//w:ins"))


def docx_paragraph_runs(paragraph: Any) -> list[tuple[Mark, str]]:
    """A paragraph's (`w:p` element) text as (mark, text) pieces in order, tracked deletions
    and insertions included (both are printed in a redline)."""
    pieces: list[tuple[Mark, str]] = []
    for run in paragraph.iter(f"{W}r"):
        words = _run_text(run)
        if words:
            pieces.append((_run_mark(run), words))
    return pieces


# --- PDF ------------------------------------------------------------------------------------

RULE_HEIGHT = 2.5  # points: a line or rect thinner than this is a rule, not a box
STRIKE_BAND = (0.3, 0.8)  # a strike crosses the glyphs between these fractions of their height
UNDER_BAND = (0.8, 1.35)  # an underline lies from low in the glyphs to below them
COVER = 0.8  # a rule (or pixel row) must cover this share of a word's width
DARK = 110  # a grey level below this is ink
SCAN_SCALE = 2.0  # render scans at 144 dpi: a rule is 2-3 pixels thick
SCAN_SHARE = 0.9  # a page whose one image covers this share of it is a scan


# Punctuation that may close a marked word without being marked itself (`employers.`).
TRAILING_PUNCTUATION = ".,;:"


@dataclass(frozen=True, slots=True)
class _Word:
    text: str
    x0: float
    x1: float
    top: float
    bottom: float
    ends: tuple[float, ...] = ()  # each character's right edge


@dataclass(frozen=True, slots=True)
class _Marked:
    mark: Mark
    text: str
    trim: int = 0  # closing punctuation characters the rule does not reach


def _word_mark(word: _Word, rules: Sequence[tuple[float, float, float]]) -> _Marked:
    """The mark the page's rules (x0, x1, y) give a word: a rule across its middle strikes
    it, one along its foot underlines it; closing punctuation past the rule's end is not
    marked."""
    height = max(word.bottom - word.top, 1.0)
    width = max(word.x1 - word.x0, 1.0)
    for x0, x1, y in rules:
        cover = (min(x1, word.x1) - max(x0, word.x0)) / width
        if cover < COVER:
            continue
        place = (y - word.top) / height
        if STRIKE_BAND[0] <= place <= STRIKE_BAND[1]:
            return _Marked(Mark.DELETED, word.text, _trim(word, x1))
        if UNDER_BAND[0] < place <= UNDER_BAND[1]:
            return _Marked(Mark.INSERTED, word.text, _trim(word, x1))
    return _Marked(Mark.KEPT, word.text)


def _trim(word: _Word, rule_end: float) -> int:
    """How many closing punctuation characters of `word` lie past the rule's end."""
    trim = 0
    if len(word.ends) != len(word.text):
        return 0
    for k in range(len(word.text) - 1, 0, -1):
        middle = (word.ends[k - 1] + word.ends[k]) / 2
        if word.text[k] not in TRAILING_PUNCTUATION or middle <= rule_end:
            break
        trim += 1
    return trim


def _drawn_rules(page: Any) -> list[tuple[float, float, float]]:
    rules = []
    for shape in (*page.lines, *page.rects):
        if shape["bottom"] - shape["top"] <= RULE_HEIGHT and shape["x1"] - shape["x0"] > 1:
            rules.append((shape["x0"], shape["x1"], (shape["top"] + shape["bottom"]) / 2))
    return rules


def _is_scan(page: Any) -> bool:
    area = page.width * page.height
    return any(
        (im["x1"] - im["x0"]) * (im["bottom"] - im["top"]) >= SCAN_SHARE * area
        for im in page.images
    )


def _pixel_rules(pdf_page: Any, words: Sequence[_Word]) -> list[tuple[float, float, float]]:
    """Rules in a scanned page's image: for each word, the pixel rows dark across most of its
    width (glyphs leave gaps between letters; a rule does not). A rule's end is given in the
    word's (OCR) coordinates: the word's right edge less the ink the rule leaves unmarked at
    the word's end (OCR boxes sit a little off the image, the distance between ink does not)."""
    import numpy as np

    image = pdf_page.render(scale=SCAN_SCALE, grayscale=True).to_numpy()
    ink = image.reshape(image.shape[0], image.shape[1]) < DARK
    rules: list[tuple[float, float, float]] = []
    for word in words:
        height = word.bottom - word.top
        x0, x1 = int(word.x0 * SCAN_SCALE), int(word.x1 * SCAN_SCALE)
        top = max(int((word.top + STRIKE_BAND[0] * height) * SCAN_SCALE), 0)
        bottom = min(int((word.top + UNDER_BAND[1] * height) * SCAN_SCALE) + 1, ink.shape[0])
        if x1 - x0 < 4 or bottom <= top:
            continue
        inner = ink[top:bottom, x0 + (x1 - x0) // 10 : x1 - (x1 - x0) // 10]
        share = inner.mean(axis=1)
        glyphs = ink[max(int(word.top * SCAN_SCALE), 0) : bottom].any(axis=0)
        for row in np.flatnonzero(share >= COVER):
            y = (top + row + 0.5) / SCAN_SCALE
            tail = 0.0
            if (y - word.top) / height <= STRIKE_BAND[1]:  # a strike may stop before a `.`
                rule_end = _run_end(ink[top + row], (x0 + x1) // 2, 1)
                tail = (_run_end(glyphs, rule_end, INK_GAP) - rule_end) / SCAN_SCALE
            rules.append((word.x0, word.x1 - tail, y))
    return rules


INK_GAP = 3  # pixels: a blank this wide at 144 dpi ends a word (letters sit closer)


def _run_end(row: Any, start: int, gap: int) -> int:
    """The last column of the dark run through `start` (gaps up to `gap` pixels bridged)."""
    end = last = start
    while end < len(row) and end - last <= gap:
        if row[end]:
            last = end
        end += 1
    return last


def pdf_marks(path: Path, text: str) -> tuple[MarkedRun, ...]:
    """The struck and underlined words of a PDF, as runs with offsets into `text` (the text
    `parsers.pdf.read_pdf_text` gave): each page's words are found in `text` in order."""
    import pdfplumber
    import pypdfium2 as pdfium

    words: list[_Marked] = []
    with pdfplumber.open(path) as pdf:
        rendered = None
        for number, page in enumerate(pdf.pages):
            page_words = [
                _Word(
                    w["text"],
                    w["x0"],
                    w["x1"],
                    w["top"],
                    w["bottom"],
                    tuple(c["x1"] for c in w["chars"]),
                )
                for w in page.extract_words(return_chars=True)
            ]
            rules = _drawn_rules(page)
            if not rules and _is_scan(page):
                rendered = rendered or pdfium.PdfDocument(path)
                rules = _pixel_rules(rendered[number], page_words)
            words += [_word_mark(w, rules) for w in page_words]
        if rendered is not None:
            rendered.close()
    return merge(_bridged(_placed(words, text)), text)


# A word of the text as the reader printed it: a run of non-blanks.
TEXT_WORD = re.compile(r"\S+")


def _placed(words: Sequence[_Marked], text: str) -> list[tuple[Mark | None, int, int]]:
    """The text's words with the mark of the page word each is aligned to, or None where the
    two readers split the words differently: the word sequences are aligned (difflib)."""
    tokens = list(TEXT_WORD.finditer(text))
    placed: list[tuple[Mark | None, int, int]] = [(None, t.start(), t.end()) for t in tokens]
    matcher = SequenceMatcher(None, [w.text for w in words], [t.group() for t in tokens], False)
    for block in matcher.get_matching_blocks():
        for k in range(block.size):
            word, token = words[block.a + k], tokens[block.b + k]
            placed[block.b + k] = (word.mark, token.start(), token.end() - word.trim)
    return placed


def _bridged(placed: list[tuple[Mark | None, int, int]]) -> Iterator[tuple[Mark, int, int]]:
    """Marked words; an unaligned word between two words of one mark takes that mark (a run
    of struck or underlined words is not broken by a word the readers split differently)."""
    known = [(i, m) for i, (m, _, _) in enumerate(placed) if m is not None]
    ends: list[tuple[int, Mark | None]] = [*known[1:], (len(placed), None)]
    for (i, mark), (j, following) in zip(known, ends, strict=True):
        yield mark, placed[i][1], placed[i][2]
        if following is mark:
            for k in range(i + 1, j):
                yield mark, placed[k][1], placed[k][2]
