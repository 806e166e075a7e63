"""The citation grammar's anchors, searched in as few passes over a text as can be.

Every anchor (`graph.readers.READERS`) is a regex with its reader; each pass of the regex engine
over a text costs about as much whatever the pattern, so anchors whose patterns open with the
same literal letters (`Code\\b`, `Code\\s+of`), or with a capital, and those opening with a
statute's name are found together in one search (`family_matches`), as are those opening with
one of a few words (`Part|Division`, found by `str.find`); the others keep their own pass.
`graph.find.scan` reads them all.
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
# A pattern opening with a group that holds a literal alone (`(?P<code>RCW)\s+`): the literal.
_LITERAL_GROUP_RE = re.compile(r"\((?:\?:|\?P<\w+>)((?:[A-Za-z0-9]|\\\.)+)\)")


def literal_prefix(regex: re.Pattern[str]) -> str:
    """What every match of `regex` opens with (`Code` for `Code\\b(?![ ]*§)`), or "" when
    unsure (an alternation at its top, a case-blind pattern)."""
    if regex.flags & re.IGNORECASE or _top_alternation(regex.pattern):
        return ""
    grouped = _LITERAL_GROUP_RE.match(regex.pattern)
    if grouped and regex.pattern[grouped.end() : grouped.end() + 1] not in ("?", "*", "{"):
        return grouped.group(1).replace("\\.", ".")  # `(?P<code>RCW)\s+`: `RCW`
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

_NAMES = {name for names in _NAMED.values() for name in names}
_NAMES_RE = re.compile(trie(sorted(_NAMES)))
# The other anchors (no prerequisite) whose every match opens with a capital (`MC\s+`,
# `C\.?(?P<code>[FM])\.?R`): each had its own pass; tried instead where they match in the one
# pass for capitals (`_CAPITALS_RE`), which skips ahead to the capitals alike.
CAPITAL_OWN = tuple(
    index
    for index, (regex, _, needed) in enumerate(ANCHORS)
    if index not in IN_FAMILY
    and index not in _WORDED
    and index not in BY_NAME
    and needed is None
    and literal_prefix(regex)[:1].isupper()
    and regex.flags == re.UNICODE
)


def _nested() -> dict[str, tuple[tuple[int, str, int], ...]]:
    """The other anchors (no prerequisite, a literal prefix of three letters or more) under a
    prefix that stands inside the prefix of another (`ivision` in `ubdivision`, `aid` in
    `said`): each with its prefix and where the shared one stands in it. One `str.find` pass
    for the shared prefix finds where either may match, instead of the engine's pass for each."""
    together = IN_FAMILY | frozenset(_WORDED) | frozenset(BY_NAME) | frozenset(CAPITAL_OWN)
    own = {
        index: prefix
        for index, (regex, _, needed) in enumerate(ANCHORS)
        if index not in together and needed is None and len(prefix := literal_prefix(regex)) >= 3
    }
    nested: dict[str, list[tuple[int, str, int]]] = {}
    for index, prefix in own.items():
        inner = [  # the prefixes inside this one that hold no other (none is both)
            (o, p)
            for o, p in own.items()
            if p != prefix and p in prefix and not any(q != p and q in p for q in own.values())
        ]
        if inner and not any(prefix in p for o, p in own.items() if o != index and p != prefix):
            host, shared = inner[0]
            nested.setdefault(shared, [(host, shared, 0)]).append(
                (index, prefix, prefix.index(shared))
            )
    return {shared: tuple(members) for shared, members in nested.items()}


NESTED = _nested()
# Every anchor whose matches `family_matches` gives.
FOUND_TOGETHER = (
    IN_FAMILY
    | frozenset(_WORDED)
    | frozenset(BY_NAME)
    | frozenset(CAPITAL_OWN)
    | frozenset(index for members in NESTED.values() for index, _, _ in members)
)
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
_LOWER_FAMILIES = tuple(key for key in _FAMILIES if not key[0].isupper())
if any(a != b and a.startswith(b) for a in _FAMILIES for b in _FAMILIES):
    raise ValueError("a family's prefix opens another's: the one pass would miss it")
# A named group's opening, made a plain group where a pattern joins `_CAPITALS_RE` (the names
# would clash; the anchor's own regex is matched again where the pass stops).
_NAMED_GROUP_RE = re.compile(r"\(\?P<\w+>")


def _tries_by_first(words: set[str]) -> list[str]:
    """`words` as one trie per first character (`C(?:ode|EQA)`): each alternative of a pass
    opens with a literal, so the engine skips ahead to where one of those characters stands (an
    alternative opening with a group would have it try the pass at every character)."""
    first: dict[str, list[str]] = {}
    for word in sorted(words):
        first.setdefault(word[0], []).append(word)
    return [trie(group) for group in first.values()]


# One pass for every capital an anchor may open with: where a family's shared prefix opening
# with a capital opens, where a statute's or gazette's name stands (`BY_NAME`), where an anchor
# of `CAPITAL_OWN` matches. The engine skips ahead to the capitals once for all of them (three
# passes, each over every capital, and one per anchor of `CAPITAL_OWN` before); searched again
# from the next character, so that no place where any of them opens is missed. Those opening in
# lower case are found by `str.find`: lower-case letters are most of a text, and the engine
# would try the trie at each of theirs.
_CAPITALS_RE = re.compile(
    "|".join(
        [
            *_tries_by_first(_NAMES | {key for key in _FAMILIES if key[0].isupper()}),
            *(_NAMED_GROUP_RE.sub("(?:", ANCHORS[index][0].pattern) for index in CAPITAL_OWN),
        ]
    )
)
# The anchors tried where the capitals pass stops, by the character there: each with the
# literal its matches open with (None: a `BY_NAME` anchor, tried where a name stands).
_AT_CAPITAL: dict[str, list[tuple[int, str | None]]] = {}
for _key, _members in _FAMILIES.items():
    if _key[0].isupper():
        _AT_CAPITAL.setdefault(_key[0], []).extend(_members)
for _index in CAPITAL_OWN:
    _AT_CAPITAL.setdefault(literal_prefix(ANCHORS[_index][0])[0], []).append(
        (_index, literal_prefix(ANCHORS[_index][0]))
    )
for _first in {name[0] for name in _NAMES}:
    _AT_CAPITAL.setdefault(_first, []).extend((index, None) for index in BY_NAME)


def family_matches(text: str) -> dict[int, list[re.Match[str]]]:
    """Each anchor of `FOUND_TOGETHER`'s matches in `text`, as its own `finditer` gives them:
    every match opens with its literal prefix, or a name (`BY_NAME`), so it is tried wherever
    that stands (after its last match, as matches do not overlap)."""
    found: dict[int, list[re.Match[str]]] = {index: [] for index in FOUND_TOGETHER}
    ends = dict.fromkeys(FOUND_TOGETHER, 0)
    key = _CAPITALS_RE.search(text)
    while key is not None:
        at = key.start()
        named: bool | None = None  # whether a name stands at `at`, once asked
        for index, prefix in _AT_CAPITAL[text[at]]:
            if at < ends[index]:
                continue
            if prefix is None:
                if named is None:
                    named = _NAMES_RE.match(text, at) is not None
                if not named:
                    continue
            elif not text.startswith(prefix, at):
                continue
            if m := ANCHORS[index][0].match(text, at):
                found[index].append(m)
                ends[index] = m.end()
        key = _CAPITALS_RE.search(text, at + 1)
    for lower in _LOWER_FAMILIES:  # each prefix's places in order: one family's anchors
        at = text.find(lower)
        while at >= 0:
            for index, prefix in _FAMILIES[lower]:
                _match_at(text, at, index, prefix, found, ends)
            at = text.find(lower, at + 1)
    for shared, nested in NESTED.items():  # each in order: where the shared prefix stands
        at = text.find(shared)
        while at >= 0:
            for index, prefix, offset in nested:
                start = at - offset
                if start < ends[index] or not text.startswith(prefix, start):
                    continue
                if m := ANCHORS[index][0].match(text, start):
                    found[index].append(m)
                    ends[index] = m.end()
            at = text.find(shared, at + 1)
    for index, words in _WORDED.items():
        found[index] = _worded_matches(text, ANCHORS[index][0], words)
    return found


def _match_at(
    text: str,
    at: int,
    index: int,
    prefix: str,
    found: dict[int, list[re.Match[str]]],
    ends: dict[int, int],
) -> None:
    """The anchor `index`'s match at `at` added to `found`, if it opens there with `prefix` and
    after its last match (`ends`)."""
    if (
        at >= ends[index]
        and text.startswith(prefix, at)
        and (m := ANCHORS[index][0].match(text, at))
    ):
        found[index].append(m)
        ends[index] = m.end()


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
