"""The matches of a pattern of alternatives, searched from their opening characters.

A pattern that opens on a class (`[.;:]`), on a letter matched blind to case (`re-?number`
under `re.IGNORECASE`) or on a look-behind is tried at every character of the text; one that
opens on a literal is searched for that character first, many times faster over a long text.
`leftmost_matches` gives what `finditer` of the pattern of alternatives would, from one pattern
per opening character: the leftmost next match of any, the search going on from its end.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence


def leftmost_matches(patterns: Sequence[re.Pattern[str]], text: str) -> Iterator[re.Match[str]]:
    """The matches of `patterns` in text order, none starting inside the one before it, as one
    pattern of them as alternatives finds them. The patterns open on different characters (two
    never match at one place) and never match empty."""
    ahead = [pattern.search(text) for pattern in patterns]
    at = 0
    while True:
        for index, found in enumerate(ahead):
            if found is not None and found.start() < at:  # inside the match just taken
                ahead[index] = patterns[index].search(text, at)
        first = min((m for m in ahead if m is not None), key=lambda m: m.start(), default=None)
        if first is None:
            return
        yield first
        at = first.end()
