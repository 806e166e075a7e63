"""Markdown transcriptions of ordinances (volunteers' `.md` files) into the text the parsers read.

A transcription keeps the printed document's words and marks its typography in Markdown. The
reader removes the marks that are only typography and keeps the ones that carry meaning:

- emphasis (`**x**`, `__x__`, `*x*`, `_x_`), list bullets, link syntax, backslash escapes and
  horizontal rules are dropped; the words stay;
- heading markers (`### 1.`) and block-quote markers (`> `) stay: a heading is where an
  ordinance's section may start, and a quoted block is the new text an instruction supplies;
- strike-through (`~~x~~`) stays: the printed document deletes those words, so the ordinance
  parser keeps them as deleted text and never as new text;
- the transcriber's placeholders are resolved: `{{filled:October 12, 1998}}` (a blank filled in by
  hand) becomes its words; `{{signature}}` / `{signature}` become nothing.

The conversion keeps every line on its own line (lines may get shorter, never merge), so line
numbers in the parsed records are the file's own.
"""

from __future__ import annotations

import re
from pathlib import Path

from parsers.decode import unix_lines
from parsers.sniff import looks_like_ordinance, read_text

# A blank the transcriber marks as filled in by hand: `{{filled:October 12, 1998}}` → its words.
FILLED = re.compile(r"\{\{\s*filled\s*:\s*(?P<words>[^{}]*?)\s*\}\}", re.IGNORECASE)
# A placeholder for a signature or a seal: `{{signature}}`, `{signature}`, `{{seal}}`.
PLACEHOLDER = re.compile(r"\{\{?\s*(?:signature|seal|initials)\s*\}?\}", re.IGNORECASE)
# Strong emphasis, `**x**` or `__x__` (kept words, dropped marks). Never `~~`.
STRONG = re.compile(r"(\*\*|__)(?=\S)(?P<words>.+?)(?<=\S)\1")
# Light emphasis `*x*` or `_x_`, not inside a word (`snake_case`, `a*b`).
EMPHASIS = re.compile(r"(?<![\w*])([*_])(?=\S)(?P<words>[^*_\n]+?)(?<=\S)\1(?![\w*])")
# A link `[words](address)` → its words.
LINK = re.compile(r"\[(?P<words>[^\]\n]*)\]\([^)\s]*\)")
# A list bullet at the start of a line (after indentation and quote markers): `- `, `* `, `+ `.
BULLET = re.compile(r"^(?P<lead>[ \t]*(?:>[ \t]?)*[ \t]*)[-*+][ \t]+")
# A horizontal rule (`---`, `***`, `___`), alone on its line.
RULE = re.compile(r"^[ \t]*(?:[-*_][ \t]*){3,}$")
# A backslash escape of a Markdown character: `\*`, `\#`, `\[`.
ESCAPE = re.compile(r"\\(?P<char>[\\`*_{}\[\]()#+\-.!>~|])")
# A hard line break (two trailing spaces, or a trailing backslash).
HARD_BREAK = re.compile(r"(?:[ \t]{2,}|\\)$")


def markdown_to_text(markdown: str) -> str:
    """The document's words, line for line, with typography marks removed (see the module);
    CR LF and bare CR line ends read as LF (`unix_lines`)."""
    return "\n".join(_line(line) for line in unix_lines(markdown).split("\n"))


def _line(line: str) -> str:
    if RULE.match(line):
        return ""
    line = HARD_BREAK.sub("", line)
    line = FILLED.sub(lambda m: m.group("words"), line)
    line = PLACEHOLDER.sub("", line)
    line = LINK.sub(lambda m: m.group("words"), line)
    line = BULLET.sub(lambda m: m.group("lead"), line, count=1)
    line = STRONG.sub(lambda m: m.group("words"), line)
    line = EMPHASIS.sub(lambda m: m.group("words"), line)
    return ESCAPE.sub(lambda m: m.group("char"), line).rstrip()


def read_markdown_text(path: Path) -> str:
    """A `.md` file's text for the parsers; a `DocumentError` when it is empty or binary."""
    return markdown_to_text(read_text(path))


def looks_like_markdown_ordinance(head: str) -> bool:
    """Whether the start of a Markdown file reads as an ordinance once its marks are removed."""
    return looks_like_ordinance(markdown_to_text(head))
