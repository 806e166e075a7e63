"""What people type into a search box, made into a bounded, safe FTS5 MATCH expression.

FTS5 reads `"`, `-`, `:`, `*`, `AND`/`OR`/`NOT` and parentheses as syntax, so `17.62.030`,
`right-of-way` or `NOT` typed as words would be syntax errors or mean something else. Every
term is quoted with sqlite-utils' `quote_fts` (`17.62.030` → `"17.62.030"`, which FTS5's
tokenizer reads as the phrase 17 62 030); a `"quoted phrase"` stays one phrase; a trailing `*`
(`perm*`) searches a prefix; terms are ANDed (FTS5's implicit operator).

Bounded: FTS5 ranks (bm25) and snippets in C code that SQLite's time limit cannot interrupt,
and their cost grows with the number of phrases times the rows matched (2,000 `p*` terms took
26 s). So a query keeps its first MAX_QUERY_CHARS characters and MAX_TERMS distinct terms, and
a prefix needs MIN_PREFIX letters; the page says what was left out.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

import sqlite_utils

MAX_QUERY_CHARS = 200
MAX_TERMS = 10
MIN_PREFIX = 2

# A term people type: a double-quoted phrase (its closing quote may be missing) or a run of
# anything but spaces and quotes.
TERM = re.compile(r'"[^"]*"?|[^\s"]+')
# A run of word characters: what FTS5's tokenizer indexes as one token (digits included).
QUERY_WORD = re.compile(r"\w+")
# Control characters: never in a word, and a NUL would end the MATCH string early in SQLite.
CONTROL = re.compile(r"[\x00-\x1f\x7f]")
# Matches nothing (the empty phrase): what an empty or wordless query searches for.
NOTHING = '""'

# quote_fts needs no connection; one in-memory database lends it.
_QUOTER = sqlite_utils.Database(memory=True)


@dataclass(frozen=True, slots=True)
class ParsedQuery:
    """A typed query as searched: its terms, the MATCH expression and what was left out."""

    typed: str
    terms: tuple[str, ...]  # as searched: `limited`, `"public hearing"`, `perm*`
    fts: str  # the MATCH expression; NOTHING when there is nothing to search
    cut_chars: int = 0  # characters beyond MAX_QUERY_CHARS, not read
    dropped_terms: int = 0  # terms beyond MAX_TERMS, not searched

    @property
    def empty(self) -> bool:
        return not self.terms


def _term(raw: str) -> tuple[str, str] | None:
    """(the term as shown, its FTS5 form), or None for a term without a word in it."""
    if raw.startswith('"'):
        words = QUERY_WORD.findall(raw)
        if not words:
            return None
        phrase = " ".join(words)
        return f'"{phrase}"', _QUOTER.quote_fts(f'"{phrase}"')
    prefix = raw.endswith("*")
    words = QUERY_WORD.findall(raw)
    if not words:
        return None
    bare = raw.rstrip("*")
    if prefix and len(words) == 1 and len(words[0]) >= MIN_PREFIX:
        return f"{bare}*", _QUOTER.quote_fts(bare) + "*"
    return bare, _QUOTER.quote_fts(bare)


def parse_query(typed: str | None) -> ParsedQuery:
    """`limited term perm*` → terms (limited, term, perm*), fts `"limited" "term" "perm"*`."""
    text = typed or ""
    kept = CONTROL.sub(" ", text[:MAX_QUERY_CHARS])
    shown: list[str] = []
    forms: list[str] = []
    dropped = 0
    for raw in TERM.findall(kept):
        term = _term(raw)
        if term is None or term[1] in forms:
            continue
        if len(forms) == MAX_TERMS:
            dropped += 1
            continue
        shown.append(term[0])
        forms.append(term[1])
    return ParsedQuery(
        typed=text,
        terms=tuple(shown),
        fts=" ".join(forms) if forms else NOTHING,
        cut_chars=len(text) - len(kept),
        dropped_terms=dropped,
    )


def fts_query(text: str | None) -> str:
    """The bounded MATCH expression of a typed query (the `corpus_fts_query()` SQL function
    the canned `search` query calls); NOTHING when it has no words."""
    return parse_query(text).fts
