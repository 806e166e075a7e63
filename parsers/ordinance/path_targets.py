"""A target named by its path: the deepest unit, within its ancestors (issue 20, items 2 and 3).

Drafters place a target by its path through the code, top down (`Title 17, Chapter 17.36`,
`Chapter 5, Article 2`, `Title 4, Chapter 2, Section 3`) or bottom up (`Article IV of Chapter
7`, `Section 4-2-3 of Chapter 4-2 of Title 4`, `subsection (b) of Section 4-2-3`). The path names
ONE unit, its deepest; the others only say where it is. Read as its first level, the path would
name an ancestor (`Title 17`), and a repeal of it would remove a whole title.

A path is a run of levels, each a keyword and its number, joined by a comma or `of`, each level
deeper (or, bottom up, shallower) than the one before. Its parts must agree: a number that
carries its parent's (`17.36` carries title `17`, `4-2-3` chapter `4-2`) must carry the one
named; one that does not (`Title 18, Chapter 17.36`) makes the path contradict itself. A deepest
level whose number cannot be read leaves the target unnamed. Either is flagged with the reason
(`PathReading.flags`), never applied to an ancestor. A run of levels that is no path (`Section
4-2-3, Chapter 5-1 and Article 7`: out of order, or not nesting, in a list) is a list
(`mixed_levels`). Nothing here knows a code: the levels and numbers are the citation's own.
"""

from __future__ import annotations

import itertools
import re
from dataclasses import dataclass

from parsers.grammar.joints import LIST_WORD
from parsers.ordinance.headings import ROMAN
from parsers.ordinance_records import Target, TargetKind

# One level of a path: its keyword (`Title`, `Chapter`, `Article`, `Division`, `Section`, `Sec.`,
# `§`, `Subsection`) and the token printed after it, read or not (`17.36`, `IV`, `(b)`, `4-2-3(B)`,
# and `17.3?` or `__`, which no number is).
LEVEL = re.compile(
    r"(?:\b(?P<keyword>Titles?|Chapters?|Articles?|Divisions?|Sub\s?-?\s?sections?|Sections?|"
    r"Sec\.)|(?P<sign>§))\s*(?P<token>[^\s,;]*?)(?=[.:]?(?:[\s,;]|$))",
    re.IGNORECASE,
)
# A number a level may carry: digits with their joints and labels (`17.36`, `4-2-3(B)`, `5A`, a
# dotted path of any depth, `3.1.7.C.1`), a
# Roman numeral in capitals (`IV`), a label in parentheses (`(b)`), or a spelled number (`One`).
READABLE = re.compile(
    rf"\d{{1,4}}[A-Za-z]{{0,2}}(?:[.\-:](?:\d{{1,4}}[A-Za-z]{{0,2}}|[A-Za-z]))*(?:\([A-Za-z0-9]{{1,4}}\))*|"
    rf"(?-i:{ROMAN})|(?:\([A-Za-z0-9]{{1,4}}\))+|[A-Za-z]{{3,9}}"
)
# A subsection's label printed bare after its keyword (`Subsection C`), no number of its own.
ONE_LETTER = re.compile(r"[A-Za-z]")
# A token that tries to be a number but is none: it holds a digit or is only marks (`17.3?`, `__`).
GARBLED = re.compile(r".*\d.*|[^\w]+|_+")
# What joins the levels of one path: a comma, or `of (the)` (a title in brackets may stand
# before it: `Title 17 (Zoning), Chapter 17.36`).
JOINT = re.compile(r"\s*(?:\([^()\n]{1,60}\))?\s*(?:,\s*|\s+of\s+(?:the\s+)?)", re.IGNORECASE)
# The same joint after the level's own title (`Title 17 Zoning, Chapter 17.36`, `TITLE 17 -
# ZONING, CHAPTER …`, `Title 17, Land Use and Development Code, Chapter …`, `Title 17 of the
# Municipal Code, Chapter …`): up to eight words, no figure and no level keyword, so a list word
# before a level (`Chapter 8.36 Meats and Section …`) never joins a path.
TITLED_JOINT = re.compile(
    r"[ \t]*(?:[-–—:][ \t]*)?,?[ \t]*(?!(?:Titles?|Chapters?|Articles?|Divisions?|Sections?|Sec)\b)"
    r"[A-Za-z][\w'’&-]*(?:[ \t]+(?!(?:Titles?|Chapters?|Articles?|Divisions?|Sections?|Sec)\b)"
    r"[A-Za-z][\w'’&-]*){0,7}[ \t]*(?:,\s*|\s+of\s+(?:the\s+)?)",
    re.IGNORECASE,
)
# The rank of each level, biggest first; `Section`, `Sec.` and `§` are one level.
RANKS = {"title": 0, "chapter": 1, "article": 2, "division": 3, "section": 4, "subsection": 5}
# The levels whose numbers carry their parent's (`17.36` in title 17, `4-2-3` in chapter 4-2).
CARRYING = frozenset({RANKS["title"], RANKS["chapter"], RANKS["section"]})
# A number's parts (`4-2-3` → `4`, `2`, `3`).
PARTS = re.compile(r"[.\-]")

DISAGREE = (
    "the target's path contradicts itself ({child} is not within {parent}): nothing is applied "
    "until a person names the target"
)
UNREAD_DEEPEST = (
    "the deepest part of the target's path cannot be read ({level}): nothing is applied to the "
    "division around it until a person names the target"
)


@dataclass(frozen=True, slots=True)
class Level:
    """One level of a path: its rank (`RANKS`), its number as printed, where it starts."""

    rank: int
    number: str
    start: int
    end: int
    readable: bool


@dataclass(frozen=True, slots=True)
class PathReading:
    """What a phrase's path says: where its deepest level begins, its title number, its flags."""

    below: int | None  # top down, where the level under the first begins in the phrase
    deepest: str  # the deepest level as printed (`Chapter 17.36`)
    deepest_rank: int
    deepest_readable: bool
    top_down: bool
    title: str | None  # the title number the path names (`17`), if in digits
    flags: tuple[str, ...]


def rank_of(keyword: str | None) -> int:
    """The rank of a level keyword (`Chapters` → 1, `§` and `Sec.` → 4)."""
    word = "".join((keyword or "section").lower().replace("-", "").split()).rstrip(".")
    word = "section" if word == "sec" else word
    return RANKS[word.removesuffix("s") if word not in RANKS else word]


def _level(match: re.Match[str], below: bool = False) -> Level | None:
    """The level a match prints; `below` another level of the path, a subsection's bare letter
    (`…, Section 2, Subsection C`) is its label, as `Subsection (C)` prints it."""
    token = match.group("token").rstrip(".:")
    rank = rank_of(match.group("keyword"))
    if below and rank == RANKS["subsection"] and ONE_LETTER.fullmatch(token):
        token = f"({token})"
    readable = READABLE.fullmatch(token) is not None
    if not readable and GARBLED.fullmatch(token) is None:
        return None  # `Section of the Code`: a word, no level
    return Level(rank, token, match.start(), match.end(), readable)


def levels_at(phrase: str, at: int = 0) -> list[Level]:
    """The levels printed one after another from the first level keyword at or after `at`."""
    first = LEVEL.search(phrase, at)
    level = _level(first) if first is not None else None
    if first is None or level is None:
        return []
    run, end = [level], first.end()
    while (following := _next_level(phrase, end)) is not None:
        run.append(following)
        end = following.end
    return run


def _next_level(phrase: str, end: int) -> Level | None:
    """The level joined to the one ending at `end` (`JOINT`, else `TITLED_JOINT`), or None."""
    for joint in (JOINT.match(phrase, end), TITLED_JOINT.match(phrase, end)):
        following = LEVEL.match(phrase, joint.end()) if joint is not None else None
        one = _level(following, below=True) if following is not None else None
        if one is not None:
            return one
    return None


def monotonic(ranks: list[int], loose: bool = False) -> bool:
    """Each level deeper than the one before (top down), or each shallower (bottom up). `loose`:
    a chapter and an article may stand either way round, as codes nest them either way (an
    article of chapters in Pittsburgh's `Title One, Article III, Chapter 135`)."""
    pairs = list(itertools.pairwise(ranks))
    either = {RANKS["chapter"], RANKS["article"]}

    def ok(pair: tuple[int, int], down: bool) -> bool:
        return (pair[0] < pair[1]) is down or (loose and set(pair) == either)

    return all(ok(p, True) for p in pairs) or all(ok(p, False) for p in pairs)


def disagreements(levels: list[Level]) -> list[tuple[Level, Level]]:
    """The (child, parent) pairs of a path whose numbers contradict each other: a child whose
    number carries a parent's (more parts than one) but not the one named. Only titles,
    chapters and sections carry their parents' numbers; a Roman or spelled number says nothing."""
    ordered = sorted((lv for lv in levels if lv.rank in CARRYING), key=lambda lv: lv.rank)
    found: list[tuple[Level, Level]] = []
    for parent, child in itertools.pairwise(ordered):
        if not (parent.readable and child.readable and parent.number[:1].isdigit()):
            continue
        parts = PARTS.split(child.number)
        if len(parts) < 2 or not child.number[:1].isdigit() or ":" in child.number:
            continue  # `3:2` (Ann Arbor's chapter 39): a colon's first part is no chapter's
        if not _within(child.number, parent.number):
            found.append((child, parent))
    return found


def _within(child: str, parent: str) -> bool:
    """Whether `child`'s number carries `parent`'s: it begins with it (`17.36` in title 17), or
    its parts before its own last one end with the parent's (`1-5-1` in chapter 5, `4-2-3` in
    chapter 2 of title 4, where the chapter's number is printed without its title's)."""
    if re.match(rf"{re.escape(parent)}[.\-(]", child):
        return True
    own, theirs = PARTS.split(child)[:-1], PARTS.split(parent)
    return own[-len(theirs) :] == theirs


def nests(levels: list[Level]) -> bool:
    """Whether a run of levels is one path: in order and its numbers agreeing."""
    return monotonic([lv.rank for lv in levels]) and not disagreements(levels)


# A list word and another level after a run of levels: `… and Article 7`, `…, & § 5-1`.
MORE_LISTED = re.compile(
    rf"\s*(?:\([^()\n]{{1,60}}\))?\s*(?:,\s*)?{LIST_WORD}\s+(?P<keyword>Titles?|Chapters?|Articles?|"
    r"Divisions?|Sections?|Sec\.)|(?P<sign>§)",
    re.IGNORECASE,
)


def is_list(run: list[Level], phrase: str) -> bool:
    """Whether a run of levels joined by commas is a list of targets, not a path: its levels do
    not nest (out of order, or numbers that disagree) and, with the level a list word names after
    them, are out of order (`Section 4-2-3, Chapter 5-1 and Article 7`; `Section 4-2-3, Chapter
    5-1, Article 7`). A run in order stays a path, one that contradicts itself flagged (`Title
    18, Chapter 17.36 and Section …` repeals no title)."""
    if len(run) < 2:
        return False
    ranks = [lv.rank for lv in run]
    if monotonic(ranks, loose=True) and not disagreements(run):
        return False
    more = MORE_LISTED.match(phrase, run[-1].end)
    if more is not None:
        ranks.append(rank_of(more.group("keyword")))
    return not monotonic(ranks)


def listed_starts(phrase: str) -> set[int]:
    """Where the members of a list run of levels (`is_list`) after its first begin."""
    starts: set[int] = set()
    at = 0
    while run := levels_at(phrase, at):
        if is_list(run, phrase):
            starts |= {level.start for level in run[1:]}
        at = run[-1].end
    return starts


def read_path(phrase: str) -> PathReading | None:
    """The path that opens a phrase's first run of levels (two or more, in order), or None."""
    run = levels_at(phrase)
    if len(run) < 2 or is_list(run, phrase) or not monotonic([lv.rank for lv in run], loose=True):
        return None
    top_down = run[0].rank < run[-1].rank
    deepest = run[-1] if top_down else run[0]
    flags = [
        DISAGREE.format(child=_printed(child), parent=_printed(parent))
        for child, parent in disagreements(run)
    ]
    titles = [lv.number for lv in run if lv.rank == RANKS["title"] and lv.number.isdigit()]
    title = titles[0] if titles else None
    below = run[1].start if top_down else None
    return PathReading(
        below, _printed(deepest), deepest.rank, deepest.readable, top_down, title, tuple(flags)
    )


# The rank (`RANKS`) of the unit each kind of target is; a table or another body of law has none.
KIND_RANKS = {
    TargetKind.TITLE: RANKS["title"],
    TargetKind.CHAPTER: RANKS["chapter"],
    TargetKind.ARTICLE: RANKS["article"],
    TargetKind.SECTION: RANKS["section"],
    TargetKind.SUBSECTION: RANKS["subsection"],
}


def shallower(targets: tuple[Target, ...], rank: int) -> bool:
    """Whether a target read is a bigger unit than the level of rank `rank` (an ancestor of it),
    or none was read."""
    return not targets or any(KIND_RANKS.get(t.kind, rank) < rank for t in targets)


NAMES = {rank: word.capitalize() for word, rank in RANKS.items()}


def _printed(level: Level) -> str:
    return f"{NAMES[level.rank]} {level.number}"


# The kinds of target that are a whole division, which a deeper level may stand inside.
WHOLE_KINDS = frozenset({TargetKind.TITLE, TargetKind.CHAPTER, TargetKind.ARTICLE})
NAMED_INSIDE = (
    "the sentence names {level}, a unit inside {target}, the target read: it removes law from "
    "the whole {kind} only when a person confirms it"
)


def named_inside(phrase: str, targets: tuple[Target, ...]) -> str | None:
    """A flag when a target read is a whole division (a title, chapter or article) and the
    phrase also names a deeper level with a number (`Title 17 …, Chapter 17.36`, however printed
    between): the reading may have stopped at an ancestor of the unit meant; else None."""
    levels = [lv for m in LEVEL.finditer(phrase) if (lv := _level(m)) is not None and lv.readable]
    for target in (t for t in targets if t.kind in WHOLE_KINDS):
        deeper = [lv for lv in levels if lv.rank > KIND_RANKS[target.kind]]
        if deeper:
            level = _printed(deeper[0])
            return NAMED_INSIDE.format(level=level, target=target.id, kind=target.kind)
    return None


def holds(outer: Target, inner: Target) -> bool:
    """Whether `inner` is a unit inside `outer` by their kinds and numbers (chapter `17.36` in
    `Title 17`, section `4-2-3` in chapter `4-2`)."""
    if outer.kind not in WHOLE_KINDS or KIND_RANKS.get(inner.kind, -1) <= KIND_RANKS[outer.kind]:
        return False
    number = re.split(r"[ ,]", outer.id)[-1]
    return number[:1].isdigit() and _within(inner.id, number)


def holding_flags(target: Target, listed: list[Target]) -> tuple[str, ...]:
    """A flag when a listed target holds another of the list (`Title 17; Chapter 17.36`): the
    list may be a path, and removing the whole division would remove more than it names."""
    inner = next((other for other in listed if holds(target, other)), None)
    if inner is None:
        return ()
    level = f"{inner.kind} {inner.id}"
    return (NAMED_INSIDE.format(level=level, target=target.id, kind=target.kind),)
