"""Struck-through and underlined words of a PDF, as marked runs (`parsers.marked_text`) with
offsets into the text `parsers.pdf.read_pdf_text` gives.

A rule drawn through the middle of a word's glyphs strikes it; one along its foot underlines
it. Born-digital pages draw the rules (pdfplumber's lines and thin rects); on a scanned page
with an OCR text layer they are ink in the page image, found as pixel rows dark across most of
a word's width (glyphs leave gaps between letters, a rule does not). The page's words are then
aligned with the text's words as sequences, so words the two readers split differently stay
unmarked instead of pulling the others out of place.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from difflib import SequenceMatcher
from pathlib import Path
from typing import Any

from parsers.marked_text import Mark, MarkedRun, merge

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
    mark: Mark | None  # None: not judged (takes the mark of the run around it, if any)
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


# A word long enough for its ink to tell a rule from a glyph: two letters or digits (a dash,
# a `4` or an `e` has a bar of its own across the middle; a quote mark sits where a rule would).
JUDGED = re.compile(r"\w\w")


def _judged(word: _Word) -> bool:
    """Whether the ink under a scanned word may mark it; a shorter word takes the mark of the
    words around it (`( f)` inside an underlined run), or none."""
    return JUDGED.search(word.text) is not None


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
            if rules or not _is_scan(page):
                words += [_word_mark(w, rules) for w in page_words]
                continue
            rendered = rendered or pdfium.PdfDocument(path)
            rules = _pixel_rules(rendered[number], page_words)
            words += [
                _word_mark(w, rules) if _judged(w) else _Marked(None, w.text) for w in page_words
            ]
        if rendered is not None:
            rendered.close()
    return merge(_bridged(_placed(words, text), text), text)


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


def _bridged(
    placed: list[tuple[Mark | None, int, int]], text: str
) -> Iterator[tuple[Mark, int, int]]:
    """Marked words. A word left unmarked for want of evidence (split differently by the two
    readers, or too short to judge) between two words of one mark takes that mark (a run of
    struck or underlined words is not broken by it); one opening a line before an underlined
    word is underlined with it (the label of an underlined paragraph: `f) Effective ...`)."""
    known = [(i, m) for i, (m, _, _) in enumerate(placed) if m is not None]
    ends: list[tuple[int, Mark | None]] = [*known[1:], (len(placed), None)]
    starts: list[tuple[int, Mark | None]] = [(-1, None), *known[:-1]]
    for (h, _), (i, mark), (j, following) in zip(starts, known, ends, strict=True):
        if mark is Mark.INSERTED and h < i - 1 and _opens_line(placed, i - 1, text):
            yield mark, placed[i - 1][1], placed[i - 1][2]  # one word: a label, no more
        yield mark, placed[i][1], placed[i][2]
        if following is mark:
            for k in range(i + 1, j):
                yield mark, placed[k][1], placed[k][2]


def _opens_line(placed: list[tuple[Mark | None, int, int]], k: int, text: str) -> bool:
    previous_end = placed[k - 1][2] if k > 0 else 0
    return k == 0 or "\n" in text[previous_end : placed[k][1]]
