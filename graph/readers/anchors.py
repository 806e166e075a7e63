"""The citation grammar's anchors, searched in as few passes over a text as can be.

Every anchor (`graph.readers.READERS`) is a regex with its reader; each pass of the regex engine
over a text costs about as much whatever the pattern, so anchors whose patterns open with the
same literal letters (`Code\\b`, `Code\\s+of`), or with a capital, are found together in one
search (`family_matches`), as are those opening with one of a few words (`Part|Division`, found
by `str.find`); the others keep their own pass. `graph.find.scan` reads them all.
"""

from __future__ import annotations

import re

import graph.gazettes as gazettes
import graph.statutes as statutes
from graph.named_codes import trie
from graph.readers import READERS, Reader
from graph.readers.links import PREREQUISITES

# Every anchor with its reader and its prerequisite, looked up once: a compiled pattern's hash
# is computed from its whole program on every lookup (`STATUTE_RE`'s, a trie of every statute's
# name: 19 µs), so a lookup per anchor and text cost more than most anchors' search.
ANCHORS: tuple[tuple[re.Pattern[str], Reader, re.Pattern[str] | None], ...] = tuple(
    (regex, read, PREREQUISITES.get(regex)) for regex, read in READERS
)

# How many leading letters of their literal prefix anchors share to be searched together.
_SHARED = 3
# A pattern's literal opening: letters, digits and escaped periods (`Secs?\.` opens with `Sec`:
# a letter before a quantifier is not part of it).
_LITERAL_OPENING_RE = re.compile(r"(?:[A-Za-z0-9]|\\\.)*")


def literal_prefix(regex: re.Pattern[str]) -> str:
    """What every match of `regex` opens with (`Code` for `Code\\b(?![ ]*§)`), or "" when
    unsure (an alternation at its top, a case-blind pattern)."""
    if regex.flags & re.IGNORECASE or _top_alternation(regex.pattern):
        return ""
    opening = _LITERAL_OPENING_RE.match(regex.pattern)
    prefix = opening.group() if opening else ""
    if regex.pattern[len(prefix) : len(prefix) + 1] in ("?", "*", "{"):
        prefix = prefix[:-2] if prefix.endswith("\\.") else prefix[:-1]
    return prefix.replace("\\.", ".")


# A pattern opening with a group of literal words, one of which every match opens with
# (`(?P<word>Part|Division)\s+…`): the words are found by `str.find`, far quicker than the
# engine's search for a group of alternatives (tried wherever their first letters stand).
_WORDS_OPENING_RE = re.compile(r"\((?:\?P<\w+>|\?:)?((?:[A-Za-z]{3,}\|)+[A-Za-z]{3,})\)")


def literal_words(regex: re.Pattern[str]) -> tuple[str, ...]:
    """The words one of which every match of `regex` opens with (`Part`, `Division` for
    `(?P<word>Part|Division)\\s+…`), () when it opens otherwise (or the group is optional)."""
    m = _WORDS_OPENING_RE.match(regex.pattern)
    if regex.flags & re.IGNORECASE or m is None or regex.pattern[m.end() : m.end() + 1] in "?*{":
        return ()
    return tuple(m.group(1).split("|"))


def _top_alternation(pattern: str) -> bool:
    """Whether `pattern` has a `|` outside every group and class."""
    depth, escaped, in_class = 0, False, False
    for ch in pattern:
        if escaped:
            escaped = False
        elif ch == "\\":
            escaped = True
        elif in_class:
            in_class = ch != "]"
        elif ch == "[":
            in_class = True
        elif ch in "()":
            depth += 1 if ch == "(" else -1
        elif ch == "|" and depth == 0:
            return True
    return False


def _families() -> dict[str, tuple[tuple[int, str], ...]]:
    """Anchors (by index in `ANCHORS`, with their literal prefix) under the prefix they share:
    those whose prefixes open alike (`Code\\b`, `Code\\s+of`, `Code\\b(?!…)`), and any whose
    prefix opens with a capital (`Figure`, `CEQA`: capitals are few, so one search for all of
    them is quick). One search finds where any of them may match, instead of a pass over the
    text per anchor. Anchors with a prerequisite and the others keep their own pass."""
    shared: dict[str, list[tuple[int, str]]] = {}
    for index, (regex, _, needed) in enumerate(ANCHORS):
        prefix = literal_prefix(regex)
        if needed is None and len(prefix) >= _SHARED:
            shared.setdefault(prefix[:_SHARED], []).append((index, prefix))
    return {
        _common_prefix([prefix for _, prefix in members]): tuple(members)
        for key, members in shared.items()
        if len(members) > 1 or key[0].isupper()
    }


def _trie(keys: list[str]) -> str:
    """An alternation of `keys` grouped by their first character (`C(?:ode|EQA)|S(?:ec|tat)`):
    the engine tries a group only where its character stands."""
    rests: dict[str, list[str]] = {}
    for key in sorted(keys, key=len, reverse=True):
        rests.setdefault(key[0], []).append(re.escape(key[1:]))
    return "|".join(f"{re.escape(first)}(?:{'|'.join(r)})" for first, r in rests.items())


def _common_prefix(words: list[str]) -> str:
    """The letters every word opens with (`Stat` of `Statutes` and `Stat.`)."""
    first, last = min(words), max(words)
    pairs = enumerate(zip(first, last, strict=False))
    return first[: next((at for at, (a, b) in pairs if a != b), len(first))]


_FAMILIES = _families()
IN_FAMILY = frozenset(index for members in _FAMILIES.values() for index, _ in members)
# The other anchors opening with one of a few words (no prerequisite), by index, with the words.
_WORDED = {
    index: words
    for index, (regex, _, needed) in enumerate(ANCHORS)
    if index not in IN_FAMILY and needed is None and (words := literal_words(regex))
}
# Anchors opening with one of many names (`(?P<name>{trie of them})`), with the names: a
# statute's body (`Ohio R.C.`), a gazette (`Mass. Acts`). The engine's pass for each trie stops
# at every capital; one pass of one trie of all their names finds where any of them may match.
_NAMED: dict[re.Pattern[str], list[str]] = {
    statutes.STATUTE_RE: statutes.NAMES,
    gazettes.GAZETTE_RE: gazettes.NAMES,
}
BY_NAME = tuple(
    index for index, (regex, _, needed) in enumerate(ANCHORS) if regex in _NAMED and not needed
)
_NAMES_RE = re.compile(trie(sorted({name for names in _NAMED.values() for name in names})))
# Every anchor whose matches `family_matches` gives.
FOUND_TOGETHER = IN_FAMILY | frozenset(_WORDED) | frozenset(BY_NAME)
# How long an anchor's literal opening is for `OPENINGS` to hold it: `str.__contains__` skips
# ahead by up to its length, while a shorter one's costs about the engine's own pass.
_OPENING_CHECKED = 4
# Each anchor's literal opening of `_OPENING_CHECKED` characters or more ("" for the others):
# an anchor searched on its own pass is not searched in a text that lacks it (most such
# openings, `aragraph`, `constitution`, `said`, are in few texts).
OPENINGS: tuple[str, ...] = tuple(
    prefix if len(prefix := literal_prefix(regex)) >= _OPENING_CHECKED else ""
    for regex, _, _ in ANCHORS
)
# Where any family's shared prefix opening with a capital opens (one pass for all of them;
# searched again from the next character, as one family's prefix may open inside another's:
# `section` in `Subsection`). Those opening in lower case are found by `str.find`: lower-case
# letters are most of a text, and the engine would try the trie at each of theirs.
_FAMILY_RE = re.compile(_trie([key for key in _FAMILIES if key[0].isupper()]))
_LOWER_FAMILIES = tuple(key for key in _FAMILIES if not key[0].isupper())
if any(a != b and a.startswith(b) for a in _FAMILIES for b in _FAMILIES):
    raise ValueError("a family's prefix opens another's: the one pass would miss it")


def family_matches(text: str) -> dict[int, list[re.Match[str]]]:
    """Each family anchor's matches in `text`, as its own `finditer` gives them: every match
    opens with its prefix, so it is tried wherever the prefix occurs (after its last match, as
    matches do not overlap)."""
    found: dict[int, list[re.Match[str]]] = {index: [] for index in IN_FAMILY}
    ends = dict.fromkeys(IN_FAMILY, 0)
    for at, key in _family_keys(text):
        for index, prefix in _FAMILIES[key]:
            if (
                at >= ends[index]
                and text.startswith(prefix, at)
                and (m := ANCHORS[index][0].match(text, at))
            ):
                found[index].append(m)
                ends[index] = m.end()
    for index, words in _WORDED.items():
        found[index] = _worded_matches(text, ANCHORS[index][0], words)
    found.update(_named_matches(text))
    return found


def _family_keys(text: str) -> list[tuple[int, str]]:
    """Where each family's shared prefix opens in `text`, in order (at most one opens at a
    place: none opens another)."""
    keys: list[tuple[int, str]] = []
    key = _FAMILY_RE.search(text)
    while key is not None:
        keys.append((key.start(), key.group()))
        key = _FAMILY_RE.search(text, key.start() + 1)
    for lower in _LOWER_FAMILIES:
        at = text.find(lower)
        while at >= 0:
            keys.append((at, lower))
            at = text.find(lower, at + 1)
    keys.sort()
    return keys


def _named_matches(text: str) -> dict[int, list[re.Match[str]]]:
    """Each anchor of `BY_NAME`'s `finditer(text)`: tried where any of their names stands."""
    found: dict[int, list[re.Match[str]]] = {index: [] for index in BY_NAME}
    ends = dict.fromkeys(BY_NAME, 0)
    key = _NAMES_RE.search(text)
    while key is not None:
        at = key.start()
        for index in BY_NAME:
            if at >= ends[index] and (m := ANCHORS[index][0].match(text, at)):
                found[index].append(m)
                ends[index] = m.end()
        key = _NAMES_RE.search(text, at + 1)
    return found


def _worded_matches(
    text: str, regex: re.Pattern[str], words: tuple[str, ...]
) -> list[re.Match[str]]:
    """`regex.finditer(text)` of an anchor opening with one of `words`: tried where they stand."""
    starts: list[int] = []
    for word in words:
        at = text.find(word)
        while at >= 0:
            starts.append(at)
            at = text.find(word, at + 1)
    found: list[re.Match[str]] = []
    end = 0
    for at in sorted(starts):
        if at >= end and (m := regex.match(text, at)):
            found.append(m)
            end = m.end()
    return found
