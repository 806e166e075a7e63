"""Markdown transcriptions of ordinances (volunteers' `.md` files) into the text the parsers read.

A transcription keeps the printed document's words and marks its typography in Markdown. The
reader removes the marks that are only typography and keeps the ones that carry meaning:

- emphasis (`**x**`, `__x__`, `*x*`, `_x_`), list bullets, link syntax (inline `[x](address)` and
  reference `[x][label]`, whose `[label]: address` lines become empty), backslash escapes and
  horizontal rules are dropped; the words stay;
- heading markers (`### 1.`) and block-quote markers (`> `) stay: a heading is where an
  ordinance's section may start, and a quoted block is the new text an instruction supplies;
- strike-through (`~~x~~`) stays: the printed document deletes those words, so the ordinance
  parser keeps them as deleted text and never as new text;
- the transcriber's placeholders are resolved: `{{filled:October 12, 1998}}` (a blank filled in by
  hand) becomes its words; `{{signature}}` / `{signature}` become nothing.

A reference link whose label's number differs from the number its words print is read as the
label's number, and reported: `read_markdown` gives the text with one warning per such link (its
line), for the document's parse issues.

The conversion keeps every line on its own line (lines may get shorter, never merge), so line
numbers in the parsed records are the file's own. It takes time linear in the line's length
whatever the line holds: no pattern scans the rest of the line again from each of many marks
(`**` and links are paired by a forward walk, see `_strong` and `_links`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from parsers.decode import unix_lines
from parsers.limits import check_time
from parsers.records import ParseIssue, Severity
from parsers.sniff import looks_like_ordinance, read_text

# A blank the transcriber marks as filled in by hand: `{{filled:October 12, 1998}}` → its words
# (stripped by the caller: a lazy match followed by `\s*` would try every split of a blank run).
FILLED = re.compile(r"\{\{\s*filled\s*:(?P<words>[^{}]*)\}\}", re.IGNORECASE)
# A placeholder for a signature or a seal: `{{signature}}`, `{signature}`, `{{seal}}`.
PLACEHOLDER = re.compile(r"\{\{?\s*(?:signature|seal|initials)\s*\}?\}", re.IGNORECASE)
# Strong emphasis, `**x**` or `__x__` (kept words, dropped marks; never `~~`): an opening mark
# is one followed by a non-blank, a closing one follows a non-blank (`_strong` pairs them).
STRONG_MARKS = ("**", "__")
# Where a strong mark starts (marks may overlap: `***` holds two).
STRONG_MARK = re.compile(r"(?=\*\*|__)")
# Light emphasis `*x*` or `_x_`, not inside a word (`snake_case`, `a*b`).
EMPHASIS = re.compile(r"(?<![\w*])([*_])(?=\S)(?P<words>[^*_\n]+?)(?<=\S)\1(?![\w*])")
# A link `[words](address)` → its words: `_links` pairs each `[` with the first `]` after it
# (words hold no `]`) and reads the address up to its `)`, which this finds: the first `)` or
# blank after the `](` (an address holds no blank).
ADDRESS_END = re.compile(r"[)\s]")
# A reference link `[words][label]` (its words and label may wrap onto the next line) → its
# words: the label only names an address given elsewhere. Neither part holds a bracket, so each
# `[` is scanned to the next bracket once.
REFERENCE_LINK = re.compile(r"\[(?P<words>[^\[\]]*)\]\[(?P<label>[^\[\]]*)\]")
# The citation number a reference link's words or label end with: `Section 953.0(c)`,
# `CFCO 953.07(c)`; its first part (before a `.`, `-` or `(`) is the chapter or title it is in.
LINKED_NUMBER = re.compile(r"(?P<number>(?P<first>\d+)[.\-][\w.()-]*\w\)?)\s*$")
# A reference link's definition on a line of its own, `[label]: <address>`: no words of the text.
LINK_DEFINITION = re.compile(r"^[ \t]{0,3}\[[^\[\]\n]+\]:[^\n]*$", re.M)
# A list bullet at the start of a line (after indentation and quote markers): `- `, `* `, `+ `.
# Possessive runs: giving back a blank or a `>` never lets a bullet match, and trying to would
# take time quadratic in the run.
BULLET = re.compile(r"^(?P<lead>[ \t]*+(?:>[ \t]?)*+[ \t]*+)[-*+][ \t]+")
# A horizontal rule (`---`, `***`, `___`), alone on its line.
RULE = re.compile(r"^[ \t]*(?:[-*_][ \t]*){3,}$")
# A backslash escape of a Markdown character: `\*`, `\#`, `\[`.
ESCAPE = re.compile(r"\\(?P<char>[\\`*_{}\[\]()#+\-.!>~|])")
# A hard line break (two trailing spaces, or a trailing backslash). A blank run is tried from
# its start only (the look-behind), so a long run is scanned once, not once per blank.
HARD_BREAK = re.compile(r"(?<![ \t])[ \t]{2,}$|\\$")


@dataclass(frozen=True, slots=True)
class Relinked:
    """A reference link read with its label's number instead of the number its words print."""

    line: int  # the file's line the link starts on (1-based)
    printed: str  # `953.0(c)`
    linked: str  # `953.07(c)`


@dataclass(frozen=True, slots=True)
class MarkdownText:
    """A transcription's text for the parsers, and the links read otherwise than printed."""

    text: str
    relinked: tuple[Relinked, ...] = ()

    def issues(self, doc_id: str) -> tuple[ParseIssue, ...]:
        """One warning per link whose label's number stood for the printed one."""
        return tuple(
            ParseIssue(
                doc_id,
                f"line {r.line}",
                Severity.WARNING,
                "link-number",
                f"a link prints {r.printed} and its label reads {r.linked}: read as {r.linked}",
            )
            for r in self.relinked
        )


def markdown_to_text(markdown: str) -> str:
    """The document's words, line for line, with typography marks removed (see the module);
    CR LF and bare CR line ends read as LF (`unix_lines`)."""
    return read_markdown(markdown).text


def read_markdown(markdown: str) -> MarkdownText:
    """The document's words (`markdown_to_text`), with the links read with their label's
    number (`_link_words`), each at its line."""
    text = LINK_DEFINITION.sub("", unix_lines(markdown))
    relinked: list[Relinked] = []
    if "][" in text:  # a label's line breaks stay, after the words: line numbers are kept
        where = [0, 1]  # a position already counted, and its line: counted once, forward

        def words_of(m: re.Match[str]) -> str:
            where[1] += text.count("\n", where[0], m.start())
            where[0] = m.start()
            words, numbers = _link_words(m.group("words"), m.group("label"))
            if numbers is not None:
                relinked.append(Relinked(where[1], *numbers))
            return words + "\n" * m.group("label").count("\n")

        text = REFERENCE_LINK.sub(words_of, text)
    lines = "\n".join(_line(line) for line in text.split("\n"))
    return MarkdownText(lines, tuple(relinked))


def _link_words(words: str, label: str) -> tuple[str, tuple[str, str] | None]:
    """A reference link's words, and the numbers (printed, linked) when the label's stood for
    the printed one. The label is the publisher's reading of the citation the words print: when
    both end with numbers of the same chapter that differ (`[Section 953.0(c)][CFCO
    953.07(c)]`, a typing slip the link resolved), the label's number stands for the words'."""
    printed = LINKED_NUMBER.search(words)
    linked = LINKED_NUMBER.search(label)
    if (
        printed is None
        or linked is None
        or printed.group("first") != linked.group("first")
        or printed.group("number") == linked.group("number")
    ):
        return words, None
    start, end = printed.span("number")
    number = linked.group("number")
    return words[:start] + number + words[end:], (printed.group("number"), number)


def _line(line: str) -> str:
    check_time()
    if RULE.match(line):
        return ""
    line = HARD_BREAK.sub("", line)
    line = FILLED.sub(lambda m: m.group("words").strip(), line)
    line = PLACEHOLDER.sub("", line)
    line = _links(line)
    line = BULLET.sub(lambda m: m.group("lead"), line, count=1)
    line = _strong(line)
    line = EMPHASIS.sub(lambda m: m.group("words"), line)
    return ESCAPE.sub(lambda m: m.group("char"), line).rstrip()


def _links(line: str) -> str:
    """Each link `[words](address)` of `line` → its words, leftmost first (what a pattern
    `\\[([^\\]]*)\\]\\([^)\\s]*\\)` replaces). A `[` can only close at the first `]` after it, so
    every `[` before a `]` that is no link's is passed over at once, and the address's end found
    once is reused until the walk passes it: linear time."""
    if "](" not in line:
        return line
    out: list[str] = []
    kept = search = 0
    address_end = -1  # the first `)` or blank at or after the last address looked at
    while (opening := line.find("[", search)) >= 0:
        closing = line.find("]", opening + 1)
        if closing < 0:
            break
        if line.startswith("(", closing + 1):
            if address_end < closing + 2:
                found = ADDRESS_END.search(line, closing + 2)
                address_end = found.start() if found else len(line)
            if address_end < len(line) and line[address_end] == ")":
                out += [line[kept:opening], line[opening + 1 : closing]]
                kept = search = address_end + 1
                continue
        search = closing + 1
    out.append(line[kept:])
    return "".join(out)


def _strong(line: str) -> str:
    """Each `**words**` or `__words__` of `line` → its words, leftmost first: an opening mark
    (followed by a non-blank) pairs with the first closing mark of its kind (after a non-blank)
    at least one character on. A pointer per kind walks forward through the closing marks, so
    a line of many unclosed marks takes linear time (a lazy pattern would scan to the line's
    end from each)."""
    if "**" not in line and "__" not in line:
        return line
    starts = [m.start() for m in STRONG_MARK.finditer(line)]
    closing = {mark: [q for q in starts if q and line.startswith(mark, q)] for mark in STRONG_MARKS}
    for mark, found in closing.items():
        closing[mark] = [q for q in found if not line[q - 1].isspace()]
    cursor = dict.fromkeys(STRONG_MARKS, 0)
    out: list[str] = []
    kept = 0
    for opening in starts:
        if opening < kept or opening + 2 >= len(line) or line[opening + 2].isspace():
            continue
        mark = line[opening : opening + 2]
        found, index = closing[mark], cursor[mark]
        while index < len(found) and found[index] < opening + 3:
            index += 1
        cursor[mark] = index
        if index < len(found):
            out += [line[kept:opening], line[opening + 2 : found[index]]]
            kept = found[index] + 2
    out.append(line[kept:])
    return "".join(out)


def read_markdown_text(path: Path) -> MarkdownText:
    """A `.md` file's text for the parsers, with its links read otherwise than printed; a
    `DocumentError` when it is empty or binary."""
    return read_markdown(read_text(path))


def looks_like_markdown_ordinance(head: str) -> bool:
    """Whether the start of a Markdown file reads as an ordinance once its marks are removed."""
    return looks_like_ordinance(markdown_to_text(head))
