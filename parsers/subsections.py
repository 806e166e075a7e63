"""The subsection tree of one section's text, in ecode360's nesting: `A.` → `1.` → `a.` → `i.`.

Input is clean body text, one paragraph per line (an export's section text, or an ordinance's
replacement text). Indentation is ignored: ecode360's renderings indent inconsistently, so the
kind of label decides the level. Ids follow ecode360's own citation form,
`17.62.030(E)(3)(a)(i)`. Labels that restart or come out of order, and labels that repeat under
one parent, become `ParseIssue`s; the tree is still built and every id stays unique.

Lower-case labels made of roman digits (`i`, `v`, `x`…) are ambiguous: `i.` after `h.` is the
letter i, `i.` under an open letter is the first roman item, `v.` after `iv.` is roman and `v.`
after `u.` is a letter. `_level_of` decides from the open path.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import NamedTuple

from parsers.limits import check_time
from parsers.records import ParseIssue, Severity, SourceSpan, Subsection
from parsers.subsection_tree import SubsectionTree, TreeColumns

# A subsection label at the start of a paragraph: optional leading blanks and one bullet glyph,
# then `A.`, `12.`, `c.`, `iv.` or `aa.`, then blank space or the end of the line (a label alone
# on its line, e.g. `• E.`, takes the next line as its text). `U.S.` cannot match: the label's
# period must be followed by a blank.
LABEL = re.compile(r"[ \t]*(?:[•▪◦\-–*][ \t]+)?([A-Z]{1,3}|\d{1,3}|[a-z]{1,5})\.(?:[ \t]+|$)")

# A lower-case roman numeral from i to xxxix: the range ecode360's fourth level uses. Kept this
# small on purpose so that words such as `mix.` or `did.` at a line start are not labels.
ROMAN = re.compile(r"(?=[ivx])x{0,3}(?:ix|iv|v?i{0,3})")

# A letter label: one letter, or one letter doubled or tripled as ecode360 does after `z`.
LETTERS = re.compile(r"([a-zA-Z])\1{0,2}")

# A leading bullet glyph (and the blanks around it) that the export prints before paragraphs.
BULLET = re.compile(r"[ \t]*[•▪◦\-–*][ \t]+")
BULLET_GLYPHS = frozenset("•▪◦-–*")

LEVEL_UPPER, LEVEL_NUMBER, LEVEL_LOWER, LEVEL_ROMAN = 1, 2, 3, 4

# Warnings of one code listed for one section; past it they are counted in one more warning
# (a section of 300,000 repeated labels would otherwise hold 600,000 of them).
MAX_WARNINGS = 100

_ROMAN_VALUES = {"i": 1, "v": 5, "x": 10, "l": 50, "c": 100, "d": 500, "m": 1000}


class TextBlock(NamedTuple):
    """One paragraph handed to the tree builder, with where it came from. A named tuple, not
    a frozen dataclass: one is made for every paragraph of every section, and a tuple is made
    several times faster (issue 21)."""

    text: str
    start: int  # offset of the paragraph's first character in the source
    end: int  # offset just past its last character
    first_page: int | None = None
    last_page: int | None = None


def roman_value(label: str) -> int:
    """The integer a lower-case roman numeral stands for (`iv` → 4)."""
    total = 0
    previous = 0
    for char in reversed(label):
        value = _ROMAN_VALUES[char]
        total += -value if value < previous else value
        previous = max(previous, value)
    return total


def to_roman(value: int) -> str:
    pairs = (
        (1000, "m"),
        (900, "cm"),
        (500, "d"),
        (400, "cd"),
        (100, "c"),
        (90, "xc"),
        (50, "l"),
        (40, "xl"),
        (10, "x"),
        (9, "ix"),
        (5, "v"),
        (4, "iv"),
        (1, "i"),
    )
    out = []
    for amount, digits in pairs:
        while value >= amount:
            out.append(digits)
            value -= amount
    return "".join(out)


def match_label(text: str) -> re.Match[str] | None:
    """The subsection label at the start of `text`, or None (words like `etc.` are not labels)."""
    match = LABEL.match(text)
    if match is None:
        return None
    label = match.group(1)
    if label.isdigit() or LETTERS.fullmatch(label) or _is_roman(label):
        return match
    return None


def _is_roman(label: str) -> bool:
    return ROMAN.fullmatch(label) is not None


def _letter_index(label: str) -> int:
    """`a` → 1 … `z` → 26, `aa` → 27 (ecode360 doubles letters after z)."""
    base = ord(label[0].lower()) - ord("a") + 1
    return base + 26 * (len(label) - 1)


def _next_letter(label: str) -> str:
    index = _letter_index(label) + 1
    char = chr(ord("a") + (index - 1) % 26)
    text = char * ((index - 1) // 26 + 1)
    return text.upper() if label.isupper() else text


def successor(label: str, level: int) -> str:
    """The label that should follow `label` at its level."""
    if level == LEVEL_NUMBER:
        return str(int(label) + 1)
    if level == LEVEL_ROMAN:
        return to_roman(roman_value(label) + 1)
    return _next_letter(label)


FIRST_LABEL = {LEVEL_UPPER: "A", LEVEL_NUMBER: "1", LEVEL_LOWER: "a", LEVEL_ROMAN: "i"}


def _level_of(label: str, path: Sequence[_Node]) -> int:
    """The nesting level of `label`, given the open nodes (`path`, their labels by level read
    only for a label that may be roman)."""
    if label.isdigit():
        return LEVEL_NUMBER
    if label.isupper():
        return LEVEL_UPPER
    if not _is_roman(label):
        return LEVEL_LOWER
    open_labels = {n.level: n.label for n in path}
    letter = open_labels.get(LEVEL_LOWER)
    roman = open_labels.get(LEVEL_ROMAN)
    if roman is not None and label == successor(roman, LEVEL_ROMAN):
        return LEVEL_ROMAN
    if letter is not None and label == successor(letter, LEVEL_LOWER):
        return LEVEL_LOWER
    if label == "i":
        # The first roman item under an open letter, or the first item of a bare list.
        return LEVEL_ROMAN if letter is not None or roman is None else LEVEL_LOWER
    if roman is not None:
        return LEVEL_ROMAN
    if letter is not None or len(label) == 1:
        return LEVEL_LOWER
    return LEVEL_ROMAN


@dataclass(slots=True)
class _Node:
    """An open node: one on the path, whose text and span may still grow (a closed node is
    written to the tree's columns and let go)."""

    index: int  # its place in the tree's columns
    id: str
    parent: str
    label: str
    level: int
    texts: list[str]  # its paragraphs, unless `sliced`
    start: int
    end: int
    first_page: int | None
    last_page: int | None
    # Where the node's text starts and ends in the section's text (its first paragraph's
    # start, its last one's end), when the builder knows the section's text.
    text_start: int = 0
    text_end: int = 0
    # The text is `source[text_start:text_end]` of the section's text `source`, its paragraphs
    # one line each there: they are not kept as copies (`texts` stays empty).
    sliced: bool = False

    def add(self, piece: str, at: int, source: str | None = None) -> None:
        """One more paragraph of the node's own text, found at `at` in the section's text
        (`source`, when the builder knows it)."""
        if self.sliced and source is not None:
            follows = at == self.text_end + 1 and source.startswith("\n", self.text_end)
            if follows and source.startswith(piece, at):
                self.text_end = at + len(piece)
                return
            self.texts, self.sliced = [source[self.text_start : self.text_end]], False
        elif not self.texts and source is not None and at >= 0 and source.startswith(piece, at):
            self.text_start, self.text_end, self.sliced = at, at + len(piece), True
            return
        if not self.texts:
            self.text_start = at
        self.text_end = at + len(piece)
        self.texts.append(piece)


class _TreeBuilder:
    """The state of one section's tree while its blocks are read in order."""

    def __init__(
        self, section_id: str, document: str, excerpt: bool, text: str | None, source: str
    ) -> None:
        self.section_id, self.document, self.excerpt = section_id, document, excerpt
        self.text = text  # the section's text, which the nodes' texts are slices of
        # The tree as it is written, in pre-order: a node's numbers once it is closed.
        self.columns = TreeColumns("", "", source)
        self.issues: list[ParseIssue] = []
        self.path: list[_Node] = []  # the open nodes, outermost first
        self.last_child: dict[tuple[str, int], str] = {}  # (parent id, level) → last label
        # Each id given so far → how many nodes carry it or a copy of it (`id#2`, `id#3`…):
        # the next copy's number without trying each one.
        self.copies: dict[str, int] = {}
        self.pending: _Node | None = None  # a label printed alone on its line waits for text
        self.warned: dict[str, int] = {}  # warnings by code, listed or not (`MAX_WARNINGS`)

    def add_text(self, block: TextBlock, at: int) -> None:
        """A paragraph without a label, at `at` in the section's text (-1: not known): more
        text of the open (or waiting) node."""
        text = block.text.strip()
        if text[:1] in BULLET_GLYPHS:
            text = BULLET.sub("", text, count=1).strip()
        if not text:
            return
        owner = self.pending or (self.path[-1] if self.path else None)
        if owner is not None:
            owner.add(text, at + block.text.find(text) if at >= 0 else -1, self.text)
            owner.end = block.end
            owner.last_page = block.last_page if block.last_page is not None else owner.last_page
        self.pending = None

    def _warn(self, location: str, code: str, message: str) -> None:
        count = self.warned[code] = self.warned.get(code, 0) + 1
        if count <= MAX_WARNINGS:
            self.issues.append(ParseIssue(self.document, location, Severity.WARNING, code, message))

    def unlisted(self) -> list[ParseIssue]:
        """One warning per code that had more than `MAX_WARNINGS`, counting the rest."""
        return [
            ParseIssue(
                self.document,
                f"section {self.section_id}",
                Severity.WARNING,
                code,
                f"{count - MAX_WARNINGS:,} more {code} warnings in section {self.section_id} "
                f"are not listed (the first {MAX_WARNINGS} are)",
            )
            for code, count in self.warned.items()
            if count > MAX_WARNINGS
        ]

    def _location(self, block: TextBlock) -> str:
        """Where a warning about `block` points (made only for a warning)."""
        return f"section {self.section_id}, chars {block.start}-{block.end}"

    def _check_order(self, parent_id: str, level: int, label: str, block: TextBlock) -> None:
        if (parent_id, level) in self.last_child:
            expected: str | None = successor(self.last_child[parent_id, level], level)
        else:
            expected = None if self.excerpt else FIRST_LABEL[level]
        if expected is not None and label != expected:
            message = f"label {label}. under {parent_id} where {expected}. was expected"
            self._warn(self._location(block), "subsection-order", message)
        self.last_child[parent_id, level] = label

    def _unique(self, node_id: str, block: TextBlock) -> str:
        """`node_id`, or its next copy `node_id#2`, `#3`… when it is taken. A copy's id ends in
        a digit and a label's in `)`, so a copy never takes an id a label would give: the
        count per id is the number of its copies so far, in constant time."""
        copy = self.copies.get(node_id, 0) + 1
        self.copies[node_id] = copy
        if copy == 1:
            return node_id
        message = f"{node_id} appears again; this one is recorded as {node_id}#{copy}"
        self._warn(self._location(block), "subsection-duplicate", message)
        return f"{node_id}#{copy}"

    def add_labelled(self, block: TextBlock, label: str, body: str, at: int) -> None:
        """A paragraph that starts with a label, its `body` at `at` in the section's text (-1:
        not known): a new node under the right parent."""
        level = _level_of(label, self.path)
        while self.path and self.path[-1].level >= level:
            self._close(self.path.pop())
        parent = self.path[-1] if self.path else None
        parent_id = parent.id if parent is not None else self.section_id
        self._check_order(parent_id, level, label, block)
        node_id = self._unique(f"{parent_id}({label})", block)
        if not self.columns:
            self.columns.section, self.columns.document = self.section_id, self.document
        index = self.columns.add(node_id, parent.index if parent else -1, label, level)
        node = _Node(
            index, node_id, parent_id, label, level, [], block.start, block.end,
            block.first_page, block.last_page,
        )  # fmt: skip
        if body:
            node.add(body, at, self.text)
        self.path.append(node)
        self.pending = node if not body else None

    def _text_of(self, node: _Node) -> tuple[str, int, int]:
        """The node's text as (source, start, end): a slice of the section's text when it
        lies there as one piece (nothing between its paragraphs but their line breaks)."""
        text, start, end = self.text, node.text_start, node.text_end
        if node.sliced and text is not None:
            return text, start, end
        joined = "\n".join(node.texts)
        if text is not None and text[start:end] == joined:
            return text, start, end
        return joined, 0, len(joined)

    def _close(self, n: _Node) -> None:
        """Write the closed node `n`'s record to the columns (no later block changes it): its
        numbers alone when its text lies in the section's text (no record made)."""
        source, start, end = self._text_of(n)
        if source is self.columns.source and 0 <= n.level < 128:
            span_numbers = (n.start, n.end, n.first_page, n.last_page)
            if self.columns.put_numbers(n.index, (start, end), span_numbers):
                return
        span = SourceSpan(self.document, n.start, n.end, n.first_page, n.last_page)
        node = Subsection(
            n.id, self.section_id, n.parent, n.label, n.level, source, start, end, span
        )
        self.columns.put(n.index, node, True)

    def tree(self) -> SubsectionTree:
        """The tree, once every block is read: the open nodes are closed."""
        while self.path:
            self._close(self.path.pop())
        self.pending = None
        return SubsectionTree.of_columns(self.columns)


def build_tree(
    section_id: str,
    blocks: Iterable[TextBlock],
    *,
    document: str,
    excerpt: bool = False,
    text: str | None = None,
    positions: Sequence[int] = (),
) -> tuple[SubsectionTree, tuple[ParseIssue, ...]]:
    """The subsection tree of `blocks` (paragraphs in order); text before the first label is
    the section's introduction and belongs to no subsection.

    An `excerpt` (the parts of a section an ordinance reprints) may start anywhere in a sequence,
    so the first label under each parent is not expected to be `A.`, `1.`, `a.` or `i.`.

    Given the section's `text` and where each block starts in it (`positions`), a node whose
    text lies in it as one piece holds a slice of it (`Subsection.source`), not a copy.
    """
    tree = _TreeBuilder(section_id, document, excerpt, text if positions else None, text or "")
    for index, block in enumerate(blocks):
        check_time()
        at = positions[index] if positions else -1
        match = match_label(block.text)
        if match is None:
            tree.add_text(block, at)
            continue
        rest = block.text[match.end() :]
        body = rest.strip()
        inset = match.end() + len(rest) - len(rest.lstrip())
        tree.add_labelled(block, match.group(1), body, at + inset if at >= 0 else -1)
    return tree.tree(), (*tree.issues, *tree.unlisted())


def blocks_of_text(text: str, offset: int = 0) -> list[TextBlock]:
    """One block per non-blank line of `text`, with offsets shifted by `offset`."""
    blocks: list[TextBlock] = []
    position = 0
    for line in text.split("\n"):
        stripped = line.rstrip()
        if stripped.strip():
            blocks.append(TextBlock(stripped, offset + position, offset + position + len(stripped)))
        position += len(line) + 1
    return blocks


def parse_subsections(
    section_id: str, text: str, *, document: str, offset: int = 0, excerpt: bool = False
) -> tuple[SubsectionTree, tuple[ParseIssue, ...]]:
    """The subsection tree of clean section text (one paragraph per line).

    Each node carries its own text (without its label or its children), its parent id (the
    section id for top-level nodes), its level (1 for `A.`, 2 for `1.`, 3 for `a.`, 4 for `i.`)
    and a span whose offsets are positions in `text` plus `offset`. With `excerpt`, the text is
    a part of a section (an ordinance's excerpt) and may start at any label.
    """
    blocks = blocks_of_text(text, offset)
    positions = [block.start - offset for block in blocks]
    return build_tree(
        section_id, blocks, document=document, excerpt=excerpt, text=text, positions=positions
    )
