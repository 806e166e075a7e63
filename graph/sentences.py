"""Context sentences for citations.

Two engines give the sentence around each citation:

- `rules` (the default): sentence ends found by `SENTENCE_END_RE` in a window around the hit,
  skipping abbreviations (`e.g.`, `Ord.`, `No.`) and subsection labels (`A.`, `1.`, `ii.`).
- `spacy`: `spacy.blank("en")` with the rule-based `sentencizer`, run only on the paragraph around
  each hit (windows merged, sent through `nlp.pipe`).

Measured by `benchmarks/citations.py` on the seeds (a shared 2-core machine): importing spaCy
and building the blank pipeline costs 1.0–1.5 s of the whole build's 3 s budget; extraction
with spaCy sentences runs at about 2.5–3 M characters/s, with the rules at 8–11 M/s; spaCy's
sentencizer over all the text runs at 0.7–0.8 M/s. The two engines give the same sentence for
75% of the citations; the rest differ mostly at inline list labels (`…; iv. The land…`, which
spaCy splits after the label) and at table rows without periods. The build uses `rules`;
`spacy` stays available (`find_citations(unit, sentences=SentenceEngine.SPACY)`).
"""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from enum import StrEnum
from functools import lru_cache
from typing import Any

from graph.records import collapsed

WINDOW = 400  # characters either side of a hit that may belong to its sentence


class SentenceEngine(StrEnum):
    RULES = "rules"
    SPACY = "spacy"


# A sentence end: `.`, `!` or `?`, closing quotes or brackets, then white space (or the end).
# The look-ahead's `next` group is the white space after it, up to where the next sentence
# starts (read by the regex engine, not a Python loop per sentence).
_SENTENCE_END_TAIL = r"[\"'”’)\]]*(?=\s|$)(?=(?P<next>\s*))"
SENTENCE_END_RE = re.compile(r"[.!?]" + _SENTENCE_END_TAIL)
# The same, one regex per mark (with its mark): a search for a literal first character skips
# through a text about ten times faster than one for a class (`[.!?]`). A match holds one mark,
# so the three find the same ends as the one; each match opens with its mark, so a region
# without the mark (`str.find`, faster still) holds none and is not searched (a rare mark's
# search would run on to the text's end from every region).
_SENTENCE_END_RES = tuple(
    (mark, re.compile(re.escape(mark) + _SENTENCE_END_TAIL)) for mark in ".!?"
)
# A paragraph break: a blank line, or a line that opens with a subsection label (`B.`, `2.`,
# `• a.`, `(iv)`): ecode360 text starts each subsection on its own line. `next` as above; the
# line break opens both alternatives, a literal the search skips to.
PARAGRAPH_RE = re.compile(
    r"\n(?:[ \t]*\n|(?=[ \t]*(?:[•\-–][ \t]*)?\(?(?:[A-Z]|\d{1,2}|[a-z]|[ivx]{1,5})[.)][ \t]))"
    r"(?=(?P<next>\s*))"
)
# The `next` group's number in each (a number is read faster than a name).
_END_NEXT = SENTENCE_END_RE.groupindex["next"]
_PARAGRAPH_NEXT = PARAGRAPH_RE.groupindex["next"]
# An inline list item after `;` or `:` (`…; iv. The transferred land…`): a boundary too.
_INLINE_ITEM_TAIL = r"[ \t]+(?=(?:[A-Z]|\d{1,2}|[a-z]|[ivx]{1,5})\.[ \t]+[A-Z])"
INLINE_ITEM_RE = re.compile(r"[;:]" + _INLINE_ITEM_TAIL)
# The same, one regex per mark (as `_SENTENCE_END_RES`).
_INLINE_ITEM_RES = tuple((mark, re.compile(re.escape(mark) + _INLINE_ITEM_TAIL)) for mark in ";:")
# A subsection label opening a sentence (`1. `, `• a. `): not part of the sentence.
LEADING_LABEL_RE = re.compile(r"^(?:[•\-–][ \t]*)?\(?(?:[A-Z]|\d{1,2}|[a-z]|[ivx]{1,5})[.)][ \t]+")
# The same read in place (`match(text, first, last)`: no copy of the sentence; `^` matches
# only at a string's own start).
_LEADING_LABEL_AT_RE = re.compile(LEADING_LABEL_RE.pattern.removeprefix("^"))
# Abbreviations common in code text: a period after one does not end a sentence.
_ABBREVIATIONS = (
    "e.g", "i.e", "etc", "Ord", "No", "Nos", "Sec", "Secs", "Exh", "Ch", "Art", "Cal", "Gov",
    "Civ", "Proc", "Pub", "Res", "Bus", "Prof", "Stat", "Reg", "Regs", "seq", "et", "al", "Inc",
    "Co", "Corp", "St", "Ave", "Blvd", "Dr", "Mr", "Ms", "Mrs", "vs", "v", "approx", "min", "max",
    "ft", "sq", "U.S", "C.F.R", "tit",
)  # fmt: skip
# The word before a period that does not end a sentence: an abbreviation, a single letter or
# short number (a label `A.`, `1.` or an initial), a roman-numeral label.
NOT_AN_END_RE = re.compile(
    rf"(?:\b(?:{'|'.join(map(re.escape, _ABBREVIATIONS))})"
    r"|(?:^|[\s(])(?:[A-Za-z]|\d{1,2}|[ivx]{1,5}))$"
)
# The abbreviations that are one run of letters (`No`, not `e.g`): `_word_before` reads them.
_LETTER_ABBREVIATIONS = frozenset(a for a in _ABBREVIATIONS if a.isalpha())
_ASCII_LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"

# How many letters before a period make it a sentence's end whatever NOT_AN_END_RE says: its
# abbreviations end in six letters at most (`approx`) after a word boundary, its labels in five
# after a space, so a period after seven letters of one word follows neither.
_LONG_WORD = 7

# A span of text: (start, end) offsets.
Bounds = tuple[int, int]
# A boundary candidate: (end of one sentence, start of the next, where the sentence-ending
# punctuation stands; -1 when there is nothing to check: a paragraph or inline list item).
_Candidate = tuple[int, int, int]


def _candidates(text: str, spans: list[Bounds]) -> list[_Candidate]:
    """Every possible sentence boundary in `text` that the sentences around `spans` (sorted)
    may end at, in order; a `.` after an abbreviation or a label is one until `_is_end` says
    otherwise. Only the text within WINDOW of a span is read: a boundary further away never
    changes its sentence (see `_regions`)."""
    found: list[_Candidate] = []
    for lo, hi in _regions(text, spans):
        for mark, end_re in _SENTENCE_END_RES:
            if (first := text.find(mark, lo, hi + 1)) < 0:
                continue  # none in the region: no search on through the rest of the text
            for m in end_re.finditer(text, first):
                at, end = m.span()
                if at > hi:
                    break
                found.append((end, m.end(_END_NEXT), at))
        # Each mark in the region tried (few are items: a search for the next item would run on
        # far past the region, often to the text's end).
        for mark, item_re in _INLINE_ITEM_RES:
            at = text.find(mark, lo, hi + 1)
            while at >= 0:
                if item := item_re.match(text, at):
                    found.append((at + 1, item.end(), -1))
                at = text.find(mark, at + 1, hi + 1)
        if (first := text.find("\n", lo, hi + 1)) < 0:
            continue
        for m in PARAGRAPH_RE.finditer(text, first):
            start = m.start()
            if start > hi:
                break
            found.append((start, m.end(_PARAGRAPH_NEXT), -1))
    found.sort()
    return found


def _regions(text: str, spans: list[Bounds]) -> list[Bounds]:
    """The stretches of `text` whose boundaries the sentences around `spans` (sorted) depend
    on: from WINDOW before each span (moved back to just after a letter or digit, which no
    boundary's match holds, so that none is cut in two) to WINDOW after it, overlaps merged.
    A boundary before a stretch ends, and its next sentence starts, more than WINDOW before
    the span (the white space after it stops at that letter): the sentence starts WINDOW
    before the span whether it is read or not."""
    regions: list[list[int]] = []
    for start, end in spans:
        lo = max(0, start - WINDOW)
        while lo > 0 and not text[lo - 1].isalnum():
            lo -= 1
        if regions and lo <= regions[-1][1]:
            regions[-1][1] = max(regions[-1][1], end + WINDOW)
        else:
            regions.append([lo, end + WINDOW])
    return [(lo, hi) for lo, hi in regions]


def _is_end(text: str, candidate: _Candidate) -> bool:
    mark = candidate[2]
    if mark < 0:
        return True
    word = text[mark - _LONG_WORD : mark] if mark >= _LONG_WORD else ""
    if word.isascii() and word.isalpha():
        return True  # a long word's end: no abbreviation, no label (no search)
    known = _word_before(text, mark)
    if known is not None:
        return known
    return NOT_AN_END_RE.search(text, max(0, mark - 12), mark) is None


def _word_before(text: str, mark: int) -> bool | None:
    """What `NOT_AN_END_RE` says of the period at `mark` (True: it ends the sentence), read
    without the regex where the word before it is a run of ASCII letters after white space, `(`
    or the text's start (`the code.`, `(a.`), or a run of ASCII digits (`17.62.050.`); None
    where unsure (the regex decides)."""
    tail = text[max(0, mark - _LONG_WORD - 1) : mark]
    before = tail.rstrip(_ASCII_LETTERS)
    if run := tail[len(before) :]:  # at most six letters: seven returned already
        opens = before[-1:]
        if opens and not opens.isspace() and opens != "(":
            return None  # `e.g`, `U.S`, a letter after a digit: the regex reads it
        roman = len(run) <= 5 and not run.strip("ivx")
        return not (run in _LETTER_ABBREVIATIONS or len(run) == 1 or roman)
    before = tail.rstrip("0123456789")
    digits = len(tail) - len(before)
    if digits == 0:
        return None
    if digits > 2:
        return True  # no label's number: two digits at most
    opens = before[-1:]
    if opens.isdecimal():
        return None  # another script's digit: the regex reads the run
    return not (opens == "" or opens.isspace() or opens == "(")


def _rules(text: str, spans: list[Bounds]) -> dict[Bounds, Bounds]:
    """The sentence around each span: from the last boundary before it to the first after it,
    never more than WINDOW characters either side.

    Only the candidates nearest each span are checked for abbreviations (`_is_end`), each once:
    a long text's every period checked made up most of the time spent on context sentences."""
    found = _candidates(text, spans)
    keys = [candidate[0] for candidate in found]
    checked: dict[int, bool] = {}

    def is_end(at: int) -> bool:
        known = checked.get(at)
        if known is None:
            known = checked[at] = _is_end(text, found[at])
        return known

    result: dict[Bounds, Bounds] = {}
    for start, end in spans:
        i = bisect_right(keys, start) - 1  # the last boundary at or before `start`
        while i >= 0 and not is_end(i):
            i -= 1
        first = max(0, start - WINDOW)
        if i >= 0:
            sentence_end, next_start, _ = found[i]
            first = max(first, next_start if next_start <= start else sentence_end)
        j = max(bisect_right(keys, start), bisect_left(keys, end))  # the first after `end`
        while j < len(found) and not is_end(j):
            j += 1
        last = min(len(text), end + WINDOW, keys[j] if j < len(keys) else len(text))
        label = _LEADING_LABEL_AT_RE.match(text, first, last)
        if label and label.end() <= start:
            first = label.end()
        result[(start, end)] = (first, last)
    return result


@lru_cache(maxsize=1)
def sentencizer() -> Any:
    """A blank English pipeline with the rule-based sentencizer (no model download)."""
    import spacy

    nlp = spacy.blank("en")
    nlp.add_pipe("sentencizer")
    return nlp


def _window(text: str, start: int, end: int) -> tuple[int, int]:
    """The paragraph around `start:end`, clipped to WINDOW characters either side."""
    lo = max(0, start - WINDOW)
    hi = min(len(text), end + WINDOW)
    para_start = text.rfind("\n\n", lo, start)
    para_end = text.find("\n\n", end, hi)
    return (para_start + 2 if para_start >= 0 else lo), (para_end if para_end >= 0 else hi)


def _spacy(text: str, spans: list[Bounds]) -> dict[Bounds, Bounds]:
    windows: list[list[int]] = []
    for start, end in spans:
        lo, hi = _window(text, start, end)
        if windows and lo <= windows[-1][1]:
            windows[-1][1] = max(windows[-1][1], hi)
        else:
            windows.append([lo, hi])
    bounds: list[tuple[int, int]] = []
    docs = sentencizer().pipe(text[lo:hi] for lo, hi in windows)
    for (lo, _hi), doc in zip(windows, docs, strict=True):
        bounds.extend((lo + s.start_char, lo + s.end_char) for s in doc.sents)
    result: dict[Bounds, Bounds] = {}
    index = 0
    for start, end in spans:
        while index < len(bounds) and bounds[index][1] <= start:
            index += 1
        last = index
        while last + 1 < len(bounds) and bounds[last + 1][0] < end:
            last += 1
        found = (bounds[index][0], bounds[last][1]) if index < len(bounds) else (0, 0)
        result[(start, end)] = found if found[0] < found[1] else (start, end)
    return result


def sentence_bounds(
    text: str, spans: list[Bounds], engine: SentenceEngine = SentenceEngine.RULES
) -> dict[Bounds, Bounds]:
    """Where the sentence around each `(start, end)` span of `text` lies: offsets, not a copy
    of the sentence (`collapsed` makes its text)."""
    ordered = sorted(set(spans))
    if not ordered:
        return {}
    return _spacy(text, ordered) if engine is SentenceEngine.SPACY else _rules(text, ordered)


def sentences_for(
    text: str, spans: list[Bounds], engine: SentenceEngine = SentenceEngine.RULES
) -> dict[Bounds, str]:
    """The sentence around each `(start, end)` span of `text`, white space collapsed."""
    return {span: collapsed(text, b) for span, b in sentence_bounds(text, spans, engine).items()}
