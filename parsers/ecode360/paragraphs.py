"""Lines into paragraphs, and footnote markers off the text.

A layout rendering of a PDF download (`pdftotext -layout`, and readers that hand over visual
lines) wraps each paragraph over several lines with no blank line between them; the seeds'
rendering prints one paragraph per line with blank lines between. `join_wrapped` joins a line to
the one above when nothing separates them: they are adjacent in the text (no blank line), the
lower one does not open a block (a label, a heading, a note, a structure line), and neither is a
row of space-aligned columns. A parenthesis or bracket left open always continues (a history
note wrapped mid-entry). On the seeds' rendering no two body lines are adjacent, so nothing
changes there.

Footnote markers are printed glued to the text they annotate: `§ 24-5. Purchasing Agent.19`,
`… Ord. No. 603]21`, `(Reserved)48`, `Ord. No. 16-200224]` (marker 24 after ordinance 16-2002).
A marker is taken off only when the same page prints that footnote (`19. Editor's Note: …`);
one glued to a number (`$100.27`, `16-200224`) is also reported, since the page alone decides.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from itertools import groupby

from parsers.ecode360.classify import (
    CHAPTER,
    EDITOR_NOTE,
    STRUCTURE,
    Patterns,
    patterns,
    starts_block,
)
from parsers.ecode360.items import Item, Kind
from parsers.records import ParseIssue, Severity
from parsers.schemes import Scheme
from parsers.subsections import match_label

# How a complete heading title ends; a title ending otherwise may wrap onto the next line.
TITLE_END = (".", ":", ";", "!", "?", ")", "]")

# A footnote marker glued after punctuation at a word's end: `Agent.19`, `]20`, `shall:26`,
# `(Reserved)48`, `$100.27`.
GLUED = re.compile(r"(?<=[.:;,)\]”\"’])(?P<marker>\d{1,3})(?=\s|$)")
# A footnote marker glued to an ordinance number that ends in its year, before the closing
# bracket or the next entry: `Ord. No. 16-200224]` is ordinance 16-2002 and marker 24.
GLUED_TO_YEAR = re.compile(r"(?<=-)(?P<year>(?:1[89]|20)\d\d)(?P<marker>\d{1,3})(?=[\];])")


def _bare_number(text: str) -> bool:
    """A line that is only a number and its period (`12.`), which reads like a label."""
    label = match_label(text)
    return label is not None and label.end() >= len(text) and text[:1].isdigit()


def _opens_block(text: str, found: Patterns) -> bool:
    """A line that starts a paragraph of its own (a `§` line only when it is a heading)."""
    if text.startswith("§"):
        return found.heading.match(text) is not None or found.range.match(text) is not None
    return starts_block(text)


@dataclass(slots=True)
class _Run:
    """The lines of one paragraph while they are joined."""

    first: Item
    last: Item
    parts: list[str]
    parens: int = 0  # `(` minus `)` so far
    brackets: int = 0  # `[` minus `]` so far
    # Whether `parens` and `brackets` count the first line: counted when first asked for
    # (`open`), most lines being joined to nothing (a line's run is made for every line).
    counted: bool = False

    @classmethod
    def of(cls, item: Item) -> _Run:
        return cls(item, item, [item.text])

    def _count(self, text: str) -> None:
        self.parens += text.count("(") - text.count(")")
        self.brackets += text.count("[") - text.count("]")

    def open(self) -> bool:
        """Whether the paragraph so far leaves a parenthesis or bracket open."""
        if not self.counted:
            self._count(self.first.text)
            self.counted = True
        return self.parens > 0 or self.brackets > 0

    def add(self, item: Item) -> None:
        text = item.text
        glue = "" if self.parts[-1].endswith("-") and text[:1].islower() else " "
        self.parts.append(glue)
        self.parts.append(text)
        self.open()  # the first line counted before the next
        self._count(text)
        self.last = item

    @property
    def text(self) -> str:
        return "".join(self.parts)

    def item(self) -> Item:
        if self.last is self.first:
            return self.first
        return self.first._replace(text=self.text, end=self.last.end, last_line=self.last.last_line)


def _joins(run: _Run, item: Item, found: Patterns) -> bool:
    """Whether `item` is the next line of the paragraph `run` (same page, adjacent)."""
    first, last = run.first, run.last
    if first.kind is not Kind.TEXT or item.kind is not Kind.TEXT:
        return False
    if last.line == 0 or item.line != last.last_line + 1 or item.first_page != first.first_page:
        return False
    text, end = item.text, last.text
    if run.open():
        # A note or title left open: it goes on unless a heading opens a section.
        return not (text.startswith("§") and found.heading.match(text))
    single = last is first
    head_is_structure = single and (CHAPTER.match(end) or STRUCTURE.match(end))
    wrapped_ref = _bare_number(text) or text.startswith("§") or CHAPTER.match(text) is not None
    if wrapped_ref and not end.endswith(TITLE_END):
        # `… the design requirement of BMC Title` / `12.`, `… temporary signs in BMC` /
        # `§ 17.95.125. Animated signs, …`, `… of ASCE 24` / `Chapter 4.`: a reference
        # wrapped onto the next line.
        return not (last.columns or head_is_structure)
    if last.columns or item.columns or _opens_block(text, found) or head_is_structure:
        return False
    if first.text.startswith("§"):
        head = run.text
        if found.heading.match(head) or found.range.match(head):
            # A heading's title wraps only mid-phrase; a body line follows a complete title.
            return not head.endswith(TITLE_END) and text[:1].islower()
    return True


def join_wrapped(items: Iterable[Item], scheme: Scheme | None) -> Iterator[Item]:
    """Lines a layout rendering wrapped, joined into their paragraphs."""
    found = patterns(scheme)
    run: _Run | None = None
    for item in items:
        if run is not None and _joins(run, item, found):
            run.add(item)
            continue
        if run is not None:
            yield run.item()
        run = _Run.of(item)
    if run is not None:
        yield run.item()


def _page_notes(items: Sequence[Item]) -> set[str]:
    numbers = set()
    for item in items:
        note = EDITOR_NOTE.match(item.text) if item.kind is Kind.TEXT else None
        if note is not None and note.group("number"):
            numbers.add(note.group("number"))
    return numbers


def _strip(item: Item, notes: set[str], document: str) -> tuple[Item, list[ParseIssue]]:
    text = item.text
    markers: list[str] = []
    issues: list[ParseIssue] = []
    for pattern in (GLUED_TO_YEAR, GLUED):
        for match in reversed(list(pattern.finditer(text))):
            marker = match.group("marker")
            at_end = match.end() >= len(text.rstrip())
            after_digit = (
                match.start() >= 2
                and text[match.start() - 1] in ".,"
                and text[match.start() - 2].isdigit()
            )
            if marker not in notes or (pattern is GLUED and after_digit and not at_end):
                continue
            if pattern is GLUED_TO_YEAR or after_digit:
                issues.append(
                    ParseIssue(
                        document,
                        f"page {item.first_page}, chars {item.start}-{item.end}",
                        Severity.WARNING,
                        "footnote-marker",
                        f"footnote {marker} printed glued to a number "
                        f"({text[max(0, match.start() - 12) : match.end()]!r}); taken off as the "
                        f"page prints footnote {marker}",
                    )
                )
            markers.insert(0, marker)
            notes.discard(marker)
            text = text[: match.start("marker")] + text[match.end("marker") :]
    if not markers:
        return item, issues
    return item._replace(text=text, markers=item.markers + tuple(markers)), issues


def strip_markers(items: Iterable[Item], document: str, issues: list[ParseIssue]) -> Iterator[Item]:
    """Footnote markers glued to the text taken off, where the page prints the footnote (a
    page's paragraphs are read whole first); what was taken off is reported in `issues`."""
    for _, group in groupby(items, key=lambda i: i.first_page):
        page = list(group)
        notes = _page_notes(page)
        for item in page:
            if notes and item.kind is Kind.TEXT and not EDITOR_NOTE.match(item.text):
                item, found = _strip(item, notes, document)
                issues.extend(found)
            yield item
