"""Full-text queries people type, made safe for FTS5's MATCH.

FTS5 reads `"`, `-`, `:`, `*`, `AND`/`OR`/`NOT` and parentheses as syntax, so a search for
`17.62.030` or `right-of-way` would be a syntax error or mean something else. Each
whitespace-separated chunk becomes a quoted phrase of its words (`17.62.030` → `"17 62 030"`);
phrases are ANDed (FTS5's implicit operator), and a trailing `*` is kept as a prefix search.
"""

from __future__ import annotations

import re

# A run of word characters: what FTS5's tokenizer indexes as one token (digits included).
QUERY_WORD = re.compile(r"\w+")


def fts_query(text: str | None) -> str:
    """`limited term permit` → `"limited" "term" "permit"`; no words → a query matching nothing."""
    phrases = []
    for chunk in (text or "").split():
        words = QUERY_WORD.findall(chunk)
        if words:
            phrases.append('"' + " ".join(words) + '"' + ("*" if chunk.endswith("*") else ""))
    return " ".join(phrases) if phrases else '""'
