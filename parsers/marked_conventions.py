"""Word edits marked in the text itself: conventions of printed characters that stand for
deleted and inserted words, read into the same `MarkedRun`s as formatting marks.

When an ordinance reaches a reader as plain text (a legislation system's page, an OCR layer, a
typed transcription) its strike-through and underline are gone; drafters who expect that print
the change with characters instead and say so in a legend: "[[ ]] indicates deletion, >> <<
indicates insertion", "words in brackets are deleted, words in CAPITALS are added", "[Brackets]
indicate matter deleted". Brackets are ordinary punctuation otherwise (`[sic]`, a Markdown link
`[Section 113.01][CFCO 113.01]`), so a convention is read only where the document states it:

- every `Convention` names its marks (a pattern whose `words` group is the run) and the legend
  that states them (a pattern found anywhere in the document);
- only marks that prose never prints may stand without a legend (`self_evident`): doubled
  brackets `[[x]]` beside chevrons `>>y<<` both present in the document (Milwaukee's Legistar
  pages print the pair without a legend; neither half alone is read).

`text_marks(text)` gives the runs (offsets of the marked words in `text`) and the pattern of the
conventions' delimiters, which the kept words between runs drop.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from parsers.marked_text import Mark, MarkedRun


@dataclass(frozen=True, slots=True)
class Convention:
    """One way of marking changes with characters."""

    name: str
    deleted: re.Pattern[str] | None  # a deleted run; group `words` is the struck words
    inserted: re.Pattern[str] | None  # an inserted run; group `words`
    legend: re.Pattern[str]  # the sentence of a document that states the convention
    cues: tuple[str, ...]  # what every legend of it prints, as printed (found fast in long text)
    delimiters: re.Pattern[str]  # the marks themselves, dropped from the kept words
    self_evident: bool = False  # read without a legend when both kinds of mark are present
    caps_inserted: re.Pattern[str] | None = None  # a legend saying CAPITALS are inserted


def cases(word: str) -> tuple[str, str, str]:
    """A word as legends print it: lower case, capitalized, in capitals."""
    return word, word.capitalize(), word.upper()


# A word for deleting (deletion, deleted, omitted, removed, struck) and one for adding.
DELETING = r"(?:delet\w*|omit\w*|remov\w*|struck|strike\w*)"
INSERTING = r"(?:insert\w*|add\w*|new)"
# Within a legend: the mark's name or its characters, then a deleting or adding word in the
# same clause ("[[ ]] indicates deletion", "words in brackets are deleted", "matter in brackets
# is to be omitted").
NEAR = r"[^.;\n]{0,60}?"

DOUBLE_BRACKETS = Convention(
    name="double brackets deleted, chevrons inserted",
    # `[[March 1, 2023]]`: words in doubled square brackets, on one line.
    deleted=re.compile(r"\[\[(?P<words>[^\[\]\n]+?)\]\]"),
    # `>>March 1, 2024<<`: words between doubled chevrons, on one line.
    inserted=re.compile(r">>(?P<words>[^<>\n]+?)<<"),
    # "[[ ]] indicates deletion", "material in double brackets is deleted".
    legend=re.compile(
        rf"(?:\[\[\s*\]\]|double\s+brackets?){NEAR}\b{DELETING}|>>\s*<<{NEAR}\b{INSERTING}",
        re.I,
    ),
    cues=("[[", ">>", *cases("bracket")),  # the marks, or their name ("double brackets")
    delimiters=re.compile(r"\[\[|\]\]|>>|<<"),
    self_evident=True,
)

BRACKETS = Convention(
    name="brackets deleted",
    # `[CITY PLANNING COMMISSION]`: words in single square brackets on one line, never a
    # doubled bracket, a Markdown link (`[x][y]`, `[x](y)`, either half) or a short label (`[a]`).
    # (The bracket comes first, the look-behinds after it: a pattern that starts with a
    # literal is scanned for fast.)
    deleted=re.compile(r"\[(?<!\[\[)(?<!\]\[)(?!\[)(?P<words>[^\[\]\n]{3,}?)\](?![\[\](])"),
    inserted=None,
    # "words in brackets are deleted", "[Brackets] indicate matter deleted", "bracketed
    # language is removed".
    legend=re.compile(
        rf"(?:\bbrackets?\b|\bbracketed\b|\[\s*\]){NEAR}\b{DELETING}"
        rf"|\b{DELETING}\w*{NEAR}\b(?:in|within|by)\s+(?:\[?\s*)brackets?\b",
        re.I,
    ),
    cues=("[ ]", "[]", *cases("bracket")),  # `[ ]`, "brackets", "Bracketed", "BRACKETS"
    delimiters=re.compile(r"(?<!\[)\[(?!\[)|(?<!\])\](?!\])"),
    # "words in CAPITALS are added", "capitalized text is new".
    caps_inserted=re.compile(
        rf"\b(?:capitals?|capitalized|upper[- ]?case|all\s+caps)\b{NEAR}\b{INSERTING}", re.I
    ),
)

CONVENTIONS: tuple[Convention, ...] = (DOUBLE_BRACKETS, BRACKETS)

# A run of words in capitals (two letters or more each, digits and joining punctuation
# between): the inserted words of a "CAPITALS are added" convention.
CAPS_RUN = re.compile(r"\b[A-Z][A-Z'’-]+(?:[ ,]+[A-Z][A-Z'’-]+)*\b")


@dataclass(frozen=True, slots=True)
class TextMarks:
    runs: tuple[MarkedRun, ...]  # deleted and inserted runs, in order
    delimiters: re.Pattern[str] | None  # the marks of the conventions read, or None
    # A legend of a convention read says inserted words are marked in a way a text layer loses
    # (`underscoring indicates new matter`) and the text holds no inserted run: the new words
    # stand unmarked beside the kept ones, so the deletions alone can be read.
    insertions_lost: bool = False


# A legend's clause marking inserted words in a way text loses (underline, italics, bold,
# shading): "underscoring indicates new matter being added", "additions are underlined".
LOSABLE_INSERTION = re.compile(
    rf"\b(?:underscor\w*|underlin\w*|italic\w*|bold\w*|shad\w*|highlight\w*){NEAR}\b{INSERTING}"
    rf"|\b{INSERTING}{NEAR}\b(?:underscor\w*|underlin\w*|italic\w*|bold\w*|shad\w*|highlight\w*)",
    re.I,
)


LEGEND_REACH = 160  # characters around a cue where its legend is looked for


def legends(convention: Convention, text: str) -> list[tuple[int, int]]:
    """Where the document states the convention (its legends' spans). A legend is looked for
    only around its cues: plain `str.find` over a long text, where a case-blind regex over all
    of it costs a tenth of a second per 6 M characters."""
    found: list[tuple[int, int]] = []
    for cue in convention.cues:
        at = text.find(cue)
        while at >= 0:
            start = max(0, at - LEGEND_REACH)
            legend = convention.legend.search(text, start, at + len(cue) + LEGEND_REACH)
            if legend is not None and legend.span() not in found:
                found.append(legend.span())
            at = text.find(cue, at + len(cue))
    return found


def stated(convention: Convention, text: str) -> bool:
    """Whether the document states the convention, or (self-evident marks) prints both kinds."""
    if legends(convention, text):
        return True
    if not convention.self_evident or convention.deleted is None or convention.inserted is None:
        return False
    return bool(convention.deleted.search(text) and convention.inserted.search(text))


def text_marks(text: str) -> TextMarks:
    """The runs marked by every convention the document states, and their delimiters. The
    marks are looked for first (patterns that start with a literal: fast), the legend only in
    a document that prints them; capitals are read only beside the convention's other marks."""
    runs: list[MarkedRun] = []
    delimiters: list[str] = []
    lost = False
    for convention in CONVENTIONS:
        marked = [
            run
            for pattern, mark in (
                (convention.deleted, Mark.DELETED),
                (convention.inserted, Mark.INSERTED),
            )
            if pattern is not None
            for run in _runs(pattern, mark, text)
        ]
        if not marked or not stated(convention, text):
            continue
        delimiters.append(convention.delimiters.pattern)
        stating = legends(convention, text)  # "words in [brackets] are deleted" marks nothing
        runs.extend(r for r in marked if not any(a < r.end and r.start < b for a, b in stating))
        if convention.caps_inserted is not None and convention.caps_inserted.search(text):
            runs.extend(_caps(text, convention))
        lost = lost or _insertions_lost(text, stating)
    kept = _without_overlaps(sorted(runs, key=lambda run: (run.start, run.end)))
    lost = lost and not any(run.mark is Mark.INSERTED for run in kept)
    return TextMarks(kept, re.compile("|".join(delimiters)) if delimiters else None, lost)


def _insertions_lost(text: str, stating: list[tuple[int, int]]) -> bool:
    """Whether a legend's sentence marks inserted words in a way text loses
    (`LOSABLE_INSERTION`, looked for in the legend's sentence, `LEGEND_REACH` each side at most)."""
    for start, end in stating:
        low = max(text.rfind(".", 0, start) + 1, start - LEGEND_REACH, 0)
        stop = text.find(".", end, end + LEGEND_REACH)
        high = stop if stop >= 0 else end + LEGEND_REACH
        if LOSABLE_INSERTION.search(text, low, high) is not None:
            return True
    return False


def _runs(pattern: re.Pattern[str], mark: Mark, text: str) -> list[MarkedRun]:
    return [
        MarkedRun(mark, m.group("words"), m.start("words"), m.end("words"))
        for m in pattern.finditer(text)
        if m.group("words").strip()
    ]


def _caps(text: str, convention: Convention) -> list[MarkedRun]:
    """Words in capitals inside lines that are not all capitals (a line in capitals is a
    heading or a caption, not an insertion) and do not state the legend (`CAPITALS`)."""
    found: list[MarkedRun] = []
    offset = 0
    for line in text.splitlines(keepends=True):
        letters = [c for c in line if c.isalpha()]
        legend = convention.legend.search(line) or (
            convention.caps_inserted is not None and convention.caps_inserted.search(line)
        )
        if letters and not all(c.isupper() for c in letters) and not legend:
            for m in CAPS_RUN.finditer(line):
                found.append(
                    MarkedRun(Mark.INSERTED, m.group(0), offset + m.start(), offset + m.end())
                )
        offset += len(line)
    return found


def _without_overlaps(runs: list[MarkedRun]) -> tuple[MarkedRun, ...]:
    """The runs in order, a run that overlaps an earlier one dropped (capitals inside
    brackets are struck words, not inserted ones)."""
    kept: list[MarkedRun] = []
    for run in runs:
        if kept and run.start < kept[-1].end:
            continue
        kept.append(run)
    return tuple(kept)
