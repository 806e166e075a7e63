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
  `parsers.marked_pdf.pdf_marks(path, text)`.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from enum import StrEnum
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
    return ("~" in text and "~~" in text) or ("<" in text and INLINE_MARK.search(text) is not None)


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


def runs_of(
    text: str,
    marks: Sequence[MarkedRun],
    start: int,
    end: int,
    delimiters: re.Pattern[str] = INLINE_MARK,
) -> MarkedText:
    """The passage `text[start:end]` as runs: the marked runs inside it, and the words between
    them kept (the marks' `delimiters`, inline tags or a text convention's characters, dropped
    from the kept words)."""
    runs: list[MarkedRun] = []
    cursor = start
    for run in marks:
        if run.end <= start or run.start >= end:
            continue
        a, b = max(run.start, start), min(run.end, end)
        if a > cursor:
            _add(runs, MarkedRun(Mark.KEPT, delimiters.sub("", text[cursor:a]), cursor, a))
        _add(runs, MarkedRun(run.mark, text[a:b], a, b))
        cursor = max(cursor, b)
    if cursor < end:
        _add(runs, MarkedRun(Mark.KEPT, delimiters.sub("", text[cursor:end]), cursor, end))
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
# What a run's child element prints (python-docx's `Run.text` reads them the same way; a page
# or column break, `w:br w:type="page"`, prints nothing).
RUN_CHARS = {
    f"{W}tab": "\t",
    f"{W}ptab": "\t",
    f"{W}br": "\n",
    f"{W}cr": "\n",
    f"{W}noBreakHyphen": "-",
}
RUN_TEXTS = frozenset({f"{W}t", f"{W}delText"})  # a run's words; a tracked deletion's words
LINE_BREAKS = frozenset({"textWrapping", "textwrapping"})  # `w:br` types that end a line
OFF = frozenset({"0", "false", "off", "none"})
DELETING = frozenset({f"{W}del", f"{W}moveFrom"})  # tracked deletions (a move's old place)
INSERTING = frozenset({f"{W}ins", f"{W}moveTo"})  # tracked insertions (a move's new place)
# A strike-through in force (not the old formatting a tracked format change records) or a
# tracked change anywhere in a body.
MARKED_XPATH = (
    ".//w:rPr[not(parent::w:rPrChange)]/w:strike|.//w:rPr[not(parent::w:rPrChange)]/w:dstrike"
    "|.//w:del|.//w:ins|.//w:moveFrom|.//w:moveTo"
)


def _on(rpr: Any, name: str) -> bool:
    element = rpr.find(f"{W}{name}") if rpr is not None else None
    if element is None:
        return False
    return (element.get(f"{W}val") or "true").lower() not in OFF


def _run_mark(run: Any) -> Mark | None:
    """A run's mark: tracked or struck through, underlined; None for words inserted and then
    deleted (a reviewer's deletion inside another's insertion), which are in neither text."""
    deleted = inserted = False
    parent = run.getparent()
    while parent is not None and parent.tag != f"{W}p":
        deleted = deleted or parent.tag in DELETING
        inserted = inserted or parent.tag in INSERTING
        parent = parent.getparent()
    if deleted and inserted:
        return None
    rpr = run.find(f"{W}rPr")
    if deleted or _on(rpr, "strike") or _on(rpr, "dstrike"):
        return Mark.DELETED
    if inserted or _on(rpr, "u"):
        return Mark.INSERTED
    return Mark.KEPT


def _run_text(run: Any) -> str:
    parts: list[str] = []
    for child in run:
        if child.tag in RUN_TEXTS:
            parts.append(child.text or "")
        elif child.tag == f"{W}br" and child.get(f"{W}type", "textWrapping") not in LINE_BREAKS:
            continue  # a page or column break: no character of the text
        elif child.tag in RUN_CHARS:
            parts.append(RUN_CHARS[child.tag])
    return "".join(parts)


def tracked_end(properties: Any) -> Mark:
    """The mark of a paragraph's or a table row's end, from its properties (`w:pPr/w:rPr`,
    `w:trPr`): a tracked deletion of the paragraph mark joins the paragraph to the next one
    in the new text, an insertion split one old paragraph in two (a new row is inserted whole)."""
    if properties is None:
        return Mark.KEPT
    deleted = any(properties.find(tag) is not None for tag in DELETING)
    inserted = any(properties.find(tag) is not None for tag in INSERTING)
    if deleted == inserted:  # neither, or inserted and then deleted: a break in neither text
        return Mark.KEPT
    return Mark.DELETED if deleted else Mark.INSERTED


def paragraph_end(paragraph: Any) -> Mark:
    """The mark of a paragraph's (`w:p`) end."""
    return tracked_end(paragraph.find(f"{W}pPr/{W}rPr"))


def row_end(row: Any) -> Mark:
    """The mark of a table row's (`w:tr`) end: a row inserted or deleted whole."""
    return tracked_end(row.find(f"{W}trPr"))


def docx_is_marked(body: Any) -> bool:
    """Whether a document body strikes text through or tracks changes (underline alone is
    typography: headings are underlined too)."""
    return bool(body.xpath(MARKED_XPATH))


def docx_paragraph_runs(paragraph: Any) -> list[tuple[Mark, str]]:
    """A paragraph's (`w:p` element) text as (mark, text) pieces in order, tracked deletions
    and insertions included (both are printed in a redline), wherever the runs are (inside a
    hyperlink, a simple field, a content control, a tracked change); a field's code is not
    text, nor are words inserted and then deleted. Adjacent runs with one mark (Word splits
    runs at proofing marks, revision ids and formatting) are one piece."""
    pieces: list[tuple[Mark, str]] = []
    for run in paragraph.iter(f"{W}r"):
        words = _run_text(run)
        mark = _run_mark(run) if words else None
        if mark is None:
            continue
        if pieces and pieces[-1][0] is mark:
            pieces[-1] = (mark, pieces[-1][1] + words)
        else:
            pieces.append((mark, words))
    return pieces
