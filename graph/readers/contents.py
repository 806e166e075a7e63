"""Tables of contents and navigation bars: runs of this code's chapter, article and section
numbers each followed by its own title (`Chapter 1⏎ General Provisions⏎⏎Chapter 2⏎
Administration`, `Title 18 SUBDIVISIONS Chapter 18.02 GENERAL PROVISIONS* Chapter 18.04
DEFINITIONS`, `Art. I. In General, §§ 14-1 – 14-20⏎Art. II. …`) or set between bars (`Ch. 1 |
Ch. 2 | Ch. 3`). They list the code's parts; they cite none of them (a heading is no citation).

A run is three or more local hits in a row whose gaps are each a title (capitalized words, no
verb of a sentence) or a line break or a bar, with at least two titles or bars between them,
and which opens its line or is set between bars: a sentence that names several chapters with
their titles (`see Chapter 17.62 Accessory Dwellings, Chapter 17.64 Home Occupations`) does
not open its line with the first of them, and keeps its citations.
"""

from __future__ import annotations

import re

import graph.patterns as p
from graph.readers.cursor import LIST_LEAD_IN_RE, Hit
from graph.records import CitationKind

# A title between two entries of a contents list: capitalized words (or a lower-case joiner:
# `Offenses Against the Person`, `Peddlers, Solicitors & Itinerant Vendors`, `Wrecked, Etc.,`),
# each run of them at most 14 words, after the number's own separator (`.`, `:`, `-`, a dash)
# and before the next entry's line (a `*` footnote mark, a comma, blank lines, a bar). A level
# the grammar reads no citation of may open the line with its own number before the title
# (`Div. 1. Generally, §§ 14-101 – 14-115`); the entry's range of sections may follow its title
# where the grammar reads none in it (`Art. I. In General, secs. 16-1 --- 16-29`).
TITLE_GAP_RE = re.compile(
    r"[ \t]*(?:[.:]|[-–—]{1,2})?[ \t]*\n?[ \t]*"
    r"(?:[A-Z][a-z]{1,7}\.?[ \t]+(?:\d{1,3}|[IVXLC]{1,6})\.[ \t]+)?"
    r"(?P<title>[A-Z][\w'’&]*(?:(?:[ \t]+|[ \t]*[-–—,/]{1,2}[ \t]*)"
    r"(?:[A-Z][\w'’&]*\.?|&|and|or|of|the|for|to|in|on|a|an|with|by|at)){0,13})"
    r"(?:,?[ \t]*(?:§§|[Ss]ecs\.)?[ \t]*\d{1,4}(?:[-.]\d{1,4}[A-Za-z]?){1,3}[ \t]*[-–—]{1,3}[ \t]*"
    r"\d{1,4}(?:[-.]\d{1,4}[A-Za-z]?){1,3})?"
    r"[ \t]*[*.,:]?[ \t]*(?:\n[ \t]*)*(?:\|[ \t]*|(?<=\n)-[ \t]+)?"
)
# A gap of a line break alone (the next entry's line may open with a `- ` bullet), or a bar (`Ch.
# 1 | Ch. 2`): what separates entries.
BREAK_GAP_RE = re.compile(r"[ \t]*(?:\n[ \t]*)+(?:-[ \t]+)?|[ \t]*\|[ \t]*")
# The longest gap a title and its separators fill (a title's 14 words and blank lines).
MAX_GAP = 160
# How many entries make a run, and how many titles or bars between them.
MIN_ENTRIES = 3
MIN_TITLES = 2
# What may stand before a run's first entry on its line: a Markdown mark, a bar, an indent.
RUN_OPENS_RE = re.compile(r"[ \t#*>|-]*")


def drop_contents(text: str, hits: tuple[Hit, ...]) -> tuple[Hit, ...]:
    """`hits` without the entries of tables of contents and navigation bars."""
    if len(hits) < MIN_ENTRIES:
        return tuple(hit for hit in hits if not _ranged_entry(text, hit))
    dropped: set[int] = set()
    run: list[int] = []
    titles = 0
    for at, hit in enumerate(hits):
        if run:  # most hits end a run: another law's, or a sentence's words after the last
            end = hits[run[-1]].end
            gap = _gap(text, end, hit.start) if end < hit.start <= end + MAX_GAP else None
            if gap is None or not _local(hit):
                if len(run) >= MIN_ENTRIES:
                    _close(text, hits, run, titles, dropped)
                run, titles = [], 0
            else:
                titles += gap
                run.append(at)
                continue
        if _local(hit):
            run.append(at)
    if len(run) >= MIN_ENTRIES:
        _close(text, hits, run, titles, dropped)
    dropped.update(at for at, hit in enumerate(hits) if _ranged_entry(text, hit))
    if not dropped:
        return hits
    return tuple(hit for at, hit in enumerate(hits) if at not in dropped)


# A contents entry alone on its line: a division's number opening the line, its title, then the
# range of its sections to the line's end (`Art. I. In General, §§ 18-1--18-15`, `Div. 2.
# Permits, secs. 16-30 --- 16-45`); a sentence never ends on a bare range after a title.
RANGED_ENTRY_RE = re.compile(
    r"\.?[ \t]+[A-Z][\w'’&]*(?:[ \t]+(?:[A-Z][\w'’&]*|and|or|of|the|for|to|in|on|a|an)){0,13},?"
    r"[ \t]*(?:§§|[Ss]ecs?\.)[ \t]*\d[\w.-]*?[ \t]*(?:-{1,3}|[–—]{1,3})[ \t]*\d[\w.-]*[ \t]*$",
    re.MULTILINE,
)


def _ranged_entry(text: str, hit: Hit) -> bool:
    """Whether `hit` opens a contents entry with its sections' range (see RANGED_ENTRY_RE)."""
    if len(hit.members) != 1 or hit.members[0].reference.kind not in _DIVISIONS:
        return False  # most hits: sections, outside law
    line_start = text.rfind("\n", 0, hit.start) + 1
    return bool(
        RUN_OPENS_RE.fullmatch(text, line_start, hit.start)
        and _local(hit)
        and RANGED_ENTRY_RE.match(text, hit.end)
    )


# The levels a contents entry with a range of sections lists.
_DIVISIONS = frozenset({CitationKind.CHAPTER, CitationKind.ARTICLE, CitationKind.DIVISION})


def _gap(text: str, start: int, end: int) -> int | None:
    """1 where the text between two entries is a title or a bar, 0 where a line break, None
    where it is anything else (a sentence's words)."""
    if start >= end or end - start > MAX_GAP:
        return None  # most hits: a sentence's words between them, too long for a title
    if BREAK_GAP_RE.fullmatch(text, start, end):
        return 1 if "|" in text[start:end] else 0
    title = TITLE_GAP_RE.fullmatch(text, start, end)
    if title is None or p.SENTENCE_WORDS_RE.search(title.group("title")):
        return None
    return 1


def _close(text: str, hits: tuple[Hit, ...], run: list[int], titles: int, out: set[int]) -> None:
    """Mark `run`'s entries as contents when it is one; a run whose first entry is inside its
    line (`Part 5 General Offenses Code - Title 1 General Offenses⏎- Chapter 501 …`) is one from
    its second entry on, where that opens its line."""
    for entries in (run, run[1:]):
        if len(entries) < MIN_ENTRIES or titles < MIN_TITLES:
            return
        first = hits[entries[0]].start
        line_start = text.rfind("\n", 0, first) + 1
        barred = "|" in text[hits[entries[0]].end : hits[entries[1]].start]
        lead_in = LIST_LEAD_IN_RE.search(text, max(0, line_start - 400), line_start)
        if (barred or RUN_OPENS_RE.fullmatch(text, line_start, first)) and lead_in is None:
            out.update(entries)  # (after a sentence's lead-in, `… may consider:`, its citations)
            return


def _local(hit: Hit) -> bool:
    """Whether every member of `hit` is a numbered node of this code."""
    for m in hit.members:  # a loop, not `all(…)`: every hit of every text is asked
        ref = m.reference
        if ref.kind is CitationKind.EXTERNAL or not ref.number or ref.relative_to is not None:
            return False
    return True


# A contents column's heading: a division's word alone on its line, then the column's entries,
# each on its own line a number, a period and a title (`   Article⏎      1.   ANIMALS⏎
# 2.   MISCELLANEOUS MISDEMEANORS`): the word and the first entry read as `Article 1`, but they
# head a list of the chapter's parts and cite none of them.
COLUMN_HEAD_RE = re.compile(
    r"(?:^|(?<=\n))[ \t]*[A-Z][a-z]+[ \t]*\n[ \t]*\d{1,3}[A-Z]?\.[ \t]+[A-Z][^\n]*\n"
    r"[ \t]*\d{1,3}[A-Z]?\.[ \t]+[A-Z]"
)


def drop_column_heads(text: str, hits: tuple[Hit, ...]) -> tuple[Hit, ...]:
    """`hits` without a local hit that starts a contents column's heading."""
    if "\n" not in text:
        return hits
    return tuple(
        hit
        for hit in hits
        if text.find("\n", hit.start, hit.end) < 0  # the word and its number on two lines
        or not (_local(hit) and COLUMN_HEAD_RE.match(text, _line_start(text, hit.start)))
        or _line_start(text, hit.start) != _line_start(text, hit.start, strict=True)
    )


def _line_start(text: str, at: int, *, strict: bool = False) -> int:
    """Where the line of `at` starts; `strict`: only when `at` is its first non-blank."""
    start = text.rfind("\n", 0, at) + 1
    if strict and text[start:at].strip():
        return -1
    return start


# An entry of a contents list whose lines were run together into one (a page's text joined:
# `Article I. In General Sec. 62-1. Status of chapter. Sec. 62-2. Rules of construction and
# definitions.`): a section's or division's word opens it, before its number.
RUN_ON_ENTRY_RE = re.compile(r"(?:Secs?\.|Art(?:icle|\.)|Chapter|Ch\.|Div(?:ision|\.))[ \t]*\w")
# What follows a run-on entry's number: a period, then the first capital of its title.
RUN_ON_TITLE_RE = re.compile(r"\.[ \t]+[A-Z]")


def drop_run_on_contents(text: str, hits: tuple[Hit, ...]) -> tuple[Hit, ...]:
    """`hits` without the entries of a contents list run together on one line: three or more
    entries in a row, each its word, its number, a period and a title, with no line break and
    no sentence's verb between them (a sentence's citations are no such run)."""
    if len(hits) < MIN_ENTRIES or "Sec" not in text:
        return hits
    dropped: set[int] = set()
    run: list[int] = []
    for at, hit in enumerate(hits):
        entry = _local(hit) and _run_on_entry(text, hit)
        if entry and run and _run_on_gap(text, hits[run[-1]].end, hit.start):
            run.append(at)
            continue
        if len(run) >= MIN_ENTRIES:
            dropped.update(run)
        run = [at] if entry else []
    if len(run) >= MIN_ENTRIES:
        dropped.update(run)
    if not dropped:
        return hits
    return tuple(hit for at, hit in enumerate(hits) if at not in dropped)


def _run_on_entry(text: str, hit: Hit) -> bool:
    return bool(RUN_ON_ENTRY_RE.match(text, hit.start) and RUN_ON_TITLE_RE.match(text, hit.end))


def _run_on_gap(text: str, start: int, end: int) -> bool:
    """Whether the text between two run-on entries is titles only: short, on one line, no
    sentence's verb (`Status of chapter. `, `Reserved. Division 2. Local Planning Agency `)."""
    gap = text[start:end]
    return len(gap) <= MAX_GAP and "\n" not in gap and not p.SENTENCE_WORDS_RE.search(gap)


# A division's own heading printed inside running text, its title in capitals and a footnote's
# star after it (Municode: `Supplement No. 65 Chapter 62 LAND DEVELOPMENT REGULATIONS* ___`):
# what follows the number; the star marks the heading the footnote hangs from.
STARRED_TITLE_RE = re.compile(r"[ \t]*[.:-]?[ \t]*[A-Z][A-Z,;&' -]{2,80}(?<! )\*")


def drop_starred_headings(text: str, hits: tuple[Hit, ...]) -> tuple[Hit, ...]:
    """`hits` without a division's heading that a footnote's star follows."""
    if "*" not in text:
        return hits
    return tuple(
        hit
        for hit in hits
        if not (
            len(hit.members) == 1
            and _local(hit)
            and hit.members[0].reference.kind in (CitationKind.CHAPTER, CitationKind.ARTICLE)
            and STARRED_TITLE_RE.match(text, hit.end)
        )
    )


# A line holding only a division's word and its number (`Title 17G`, `Chapter 17G.050`, `Section
# 17G.050.070`): one step of a page's breadcrumb trail when the line above or below is one of
# another level (a list of sections one to a line is no trail).
_CRUMB_LINE_RE = re.compile(
    r"[ \t]*(?P<word>Title|Chapter|Article|Division|Part|Section)[ \t]+[\dA-Z][\w.:-]*[ \t]*"
)


# A division's heading in an analysis of its sections: its word and number alone on its line
# (a period after it), its title on the next line, the first section's heading on the one after
# (`Article I.⏎Of Boundaries and General Powers.⏎   § 1.   Incorporation; seal.`).
_DIVISION_OVER_SECTIONS_RE = re.compile(
    r"[ \t]*(?:Article|ARTICLE|Chapter|CHAPTER|Part|PART)[ \t]+(?:[IVXLC]{1,6}|\d{1,3})\.?[ \t]*\n"
    r"[ \t]*(?P<title>[A-Z][^\n]{0,100})\n[ \t]*(?:§|Sec\.|Section)[ \t]*1\.[ \t]+[A-Z]"
)


def drop_breadcrumbs(text: str, hits: tuple[Hit, ...]) -> tuple[Hit, ...]:
    """`hits` without a page's breadcrumb trail (`Title 17G⏎Chapter 17G.050⏎Section
    17G.050.070⏎⏎Title 17G Administration …`): a hit alone on its line, next to a line of the
    same form at another level, names where the page stands, no citation; nor a division's
    heading over its title and its first section's (`_DIVISION_OVER_SECTIONS_RE`)."""
    if "\n" not in text or not ("Section" in text or "Chapter" in text or "rticle" in text):
        return hits
    return tuple(hit for hit in hits if not (_crumb(text, hit) or _over_sections(text, hit)))


def _over_sections(text: str, hit: Hit) -> bool:
    start = _line_start(text, hit.start, strict=True)
    heading = _DIVISION_OVER_SECTIONS_RE.match(text, start) if start >= 0 else None
    return heading is not None and not p.SENTENCE_WORDS_RE.search(heading["title"].lower())


def _line_at(text: str, start: int) -> re.Match[str] | None:
    """The breadcrumb line starting at `start`, if it is one."""
    end = text.find("\n", start)
    return _CRUMB_LINE_RE.fullmatch(text, start, len(text) if end < 0 else end)


# Nothing but spaces after a hit to its line's end: the test every trail's step passes first.
_REST_OF_LINE_RE = re.compile(r"[ \t]*(?:\n|$)")


def _crumb(text: str, hit: Hit) -> bool:
    if _REST_OF_LINE_RE.match(text, hit.end) is None:
        return False  # words after it on its line: most hits, at once
    start = _line_start(text, hit.start)
    line = _line_at(text, start)
    if line is None or text.find("\n", hit.start, hit.end) >= 0:
        return False
    end = line.end()
    above = _line_at(text, _line_start(text, start - 1)) if start else None
    below = _line_at(text, end + 1) if end < len(text) and text[end] == "\n" else None
    return any(m is not None and m["word"] != line["word"] for m in (above, below))


# A page's banner: the text's first line naming the code and the division the page prints
# (`Village of Spalding Ordinance Chapter 3`, `Development Code – Chapter 2`, `Davis Municipal
# Code/40 Chapter 40`, `Part 5 General Offenses Code - Title 1 General Offenses`): before the
# division's word the code's name, in capitalized words (or `of`, `the`, `and`), numbers and
# dashes or slashes; after its number nothing but a title of capitalized words. A line that
# opens with the division's word is a heading or a footnote's reference, not a banner.
_BANNER_BEFORE_RE = re.compile(
    r"[ \t]*[A-Z][\w.'’]*(?:[ \t]*(?:[A-Z][\w.'’]*|of|the|and|\d+|[-–—/:]))*[ \t/]*"
)
_BANNER_AFTER_RE = re.compile(r"(?:[ \t]+(?:[A-Z][\w'’,]*|of|the|and|[-–—&]))*[ \t]*")
_BANNER_KINDS = (CitationKind.TITLE, CitationKind.CHAPTER, CitationKind.SECTION)
# A first line that runs on into the next (`Amending Chapter 80, Code of Ordinances of the City
# of⏎Kansas City`, an ordinance's title): it ends with a joining word or a comma.
_RUNS_ON_RE = re.compile(r"(?:\b(?:of|the|and|or|to|in|for|by)|,)[ \t]*$")


def drop_banner(text: str, hits: tuple[Hit, ...]) -> tuple[Hit, ...]:
    """`hits` without a division named by the page's banner (`_BANNER_BEFORE_RE`): where the
    page stands, no citation. Only on the first line of a text of several lines."""
    end = text.find("\n")
    if end < 0 or not hits or hits[0].start >= end:
        return hits  # one line, or nothing cited on the first (most texts): at once
    return tuple(hit for hit in hits if not _banner(text, hit, end))


def _banner(text: str, hit: Hit, end: int) -> bool:
    if hit.end > end or len(hit.members) != 1 or not _local(hit):
        return False
    if hit.members[0].reference.kind not in _BANNER_KINDS:
        return False
    return bool(
        _BANNER_BEFORE_RE.fullmatch(text, 0, hit.start)
        and _BANNER_AFTER_RE.fullmatch(text, hit.end, end)
        and not p.SENTENCE_WORDS_RE.search(text, 0, end)
        and not _RUNS_ON_RE.search(text, hit.end, end)
    )
