"""What every reader shares: the members a hit names, the cursor over an anchor's tail, titles.

A reader reads on from its anchor with `.match(text, pos)`: the first number, then lists (`, X`,
` and X`), ranges (` through X`, ` to X`, `(1)-(10)`), parenthetical and comma titles. Every
member keeps its own offsets: the first from the phrase's start, the last to its end, the ones
between where they are printed. A keyword that opens its own heading line (`Sec. 12-53. -
Title.`, `Chapter 10.04 - TRAFFIC CODE`) starts no citation (`keyword_heading`).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

import graph.patterns as p
from graph.copies import build as build
from graph.copies import evolve as evolve
from graph.copies import slot_init
from graph.readers.catchlines import (
    CLAUSE_VERBS,
    DASHES,
    NEXT_ITEM_RE,
    TITLE_MAX_WORDS,
    clean_title,
    is_title_case,
    trim_title,
)
from graph.records import CitationKind, Reference
from parsers.grammar.labels import continue_path
from parsers.grammar.numbers import squash as squash  # the readers' `17. 28.050` → `17.28.050`


@slot_init
@dataclass(frozen=True, slots=True)
class Member:
    """One target named by a hit, where it is printed, its title and, for ranges, its end."""

    reference: Reference
    start: int
    end: int
    title: str | None = None
    through: Reference | None = None  # `(A)(4) through (A)(6)`: the range's last member
    through_start: int = 0
    through_end: int = 0


@slot_init
@dataclass(frozen=True, slots=True)
class Hit:
    start: int
    end: int
    members: tuple[Member, ...]
    named_law: bool = False  # a law named alone (`the Coastal Act`): an alias if a citation follows


def make_hit(start: int, end: int, members: Sequence[Member], *, named_law: bool = False) -> Hit:
    """A hit over `start:end`: its first member starts there, its last (or its range end) ends
    there, so a phrase's keyword and suffix belong to the members at its edges."""
    spread = list(members)
    if spread[0].start != start:
        spread[0] = evolve(spread[0], start=start)
    last = spread[-1]
    if last.through is not None:
        if last.through_end != end:
            spread[-1] = evolve(last, through_end=max(end, last.through_start))
    elif last.end != end:
        spread[-1] = evolve(last, end=max(end, last.start))
    return Hit(start, end, tuple(spread), named_law)


# One label of a parenthesized path: `E` of `(E)`, `vi` of `(vi )` (a space printed inside).
_PATH_LABEL_RE = re.compile(r"\(([A-Za-z0-9]+)[ ]?\)")


def labels_from_path(path: str) -> tuple[str, ...]:
    """`(E)(3)(a)` → (`E`, `3`, `a`)."""
    return tuple(_PATH_LABEL_RE.findall(path))


def continue_labels(
    previous: tuple[str, ...], new: tuple[str, ...], *, deepest: bool
) -> tuple[str, ...]:
    """The full path of a label printed after another: `(A)(2)` after `(A)(1)` stays; `(c)`
    after `(b)` is its sibling; `(10)` ending the range `(D)(1)-(10)` is `(D)(10)` (the shared
    grammar's `continue_path`; a label no level of the previous path is numbered as stands
    alone)."""
    return continue_path(previous, new, deepest=deepest, alone=True)


Item = Callable[[], "Member | None"]


@dataclass(slots=True)
class Cursor:
    """A cursor over one anchor's tail: the members read so far and where reading stopped."""

    text: str
    pos: int
    members: list[Member]
    in_range: bool = False  # reading a range's end (`continue_labels(deepest=True)`)

    def match(self, regex: re.Pattern[str]) -> re.Match[str] | None:
        m = regex.match(self.text, self.pos)
        if m:
            self.pos = m.end()
        return m

    def title_paren(self) -> None:
        m = self.match(p.TITLE_PAREN_RE)
        if m and self.members:
            last = self.members[-1]
            self.members[-1] = evolve(last, title=clean_title(m.group("title")))

    def list_of(
        self, item: Item, *, keyword: re.Pattern[str] | None = None, allow_range: bool = True
    ) -> None:
        """After the first member: `, X`, ` and X`, ` through X`, each with an optional title;
        an item may repeat the anchor's `keyword` (`Sec. 8-63 , Sec. 8-72`)."""
        self.title_paren()
        while True:
            saved = self.pos
            if allow_range and self.match(p.RANGE_SEP_RE) and self._range_end(item):
                continue
            self.pos = saved
            if self.match(p.LIST_SEP_RE):
                before = self.pos
                if keyword is not None:
                    self.match(keyword)
                member = item()
                if member is not None:
                    self.members.append(evolve(member, start=min(member.start, before)))
                    self.title_paren()
                    continue
            self.pos = saved
            return

    def _range_end(self, item: Item) -> bool:
        self.in_range = True
        end = item()
        self.in_range = False
        last = self.members[-1]
        if end is None or last.through is not None:
            return False
        first, after = last.reference.number, end.reference.number
        if (
            first.isdigit()
            and after.isdigit()
            and int(after) < int(first)
            and not last.reference.labels
            and not last.reference.code
            and self.text[last.end : end.start] in DASHES
        ):
            # `§ 13—6`: a range never runs backwards, so this is section 13-6 printed with a
            # dash of typesetting (Municode's editor's notes), one number
            number = evolve(last.reference, kind=CitationKind.SECTION, number=f"{first}-{after}")
            self.members[-1] = evolve(last, reference=number, end=end.end)
            return True
        self.members[-1] = evolve(
            last, through=end.reference, through_start=end.start, through_end=end.end
        )
        self.title_paren()
        return True

    def comma_title(self) -> None:
        """`, Zoning district subdivision and density standards` after a single member."""
        if len(self.members) != 1 or self.members[0].title is not None:
            return
        m = p.COMMA_TITLE_RE.match(self.text, self.pos)
        if not m:
            return
        title, end = trim_title(m.group("title"), m.start("title"))
        if (item := NEXT_ITEM_RE.search(title)) and self.text[end : end + 2].strip()[:1].isdigit():
            title, end = title[: item.start()], end - len(title) + item.start()
        words = title.lower().split()
        if len(words) > TITLE_MAX_WORDS or CLAUSE_VERBS.intersection(words):
            return  # `Section 17.62.050, Use permits shall be…`: a clause, not a title
        if is_title_case(title):
            while more := p.COMMA_TITLE_MORE_RE.match(self.text, end):
                if not is_title_case(more.group("segment")):
                    break
                title = self.text[m.start("title") : more.end()]
                end = more.end()
        self.members[0] = evolve(self.members[0], title=clean_title(title))
        self.pos = end


def keyword_heading(text: str, start: int) -> bool:
    """Whether the keyword at `start` opens its own heading line (`Sec. 12-53. - Title.`)."""
    over = p.HEADING_OVER_TITLE_RE.match(text, start)
    if over is not None and not p.SENTENCE_WORDS_RE.search(over.group("title").lower()):
        return True  # `Chapter 1⏎ GENERAL PROVISIONS`: the title on a line of its own
    if _OVER_TITLED_LINE_RE.match(text, start) or _OVER_FIRST_SECTION_RE.match(text, start):
        return True  # `Chapter 18⏎⏎Code Enforcement⏎⏎`, `Chapter 40⏎⏎ 40.26.410 Sex oriented …`
    line_start = text.rfind("\n", 0, start) + 1
    if not p.KEYWORD_HEADING_BEFORE_RE.fullmatch(text, line_start, start):
        return _inline_heading(text, line_start, start)
    if _INLINE_HEADING_RE.match(text, start):
        return True  # `Section 2. ENACTMENT. The …`: opening its line, run into its paragraph
    over = _SECTION_OVER_TITLE_RE.match(text, start)
    if over is not None and not p.SENTENCE_WORDS_RE.search(over.group("title").lower()):
        return True  # `Section 28⏎ENFORCEMENT VIOLATION AND PENALTY`: opening its line
    if _CONTENTS_COLUMN_RE.match(text, start):
        return True  # `Section⏎⏎1.15.005    Definitions`: a table of contents' column heading
    if _CAPITALS_RUN_HEADING_RE.match(text, start) or _RUN_IN_CAPITALS_RE.match(text, start):
        return True  # `Chapter 115 CITY OFFICIALS ARTICLE I …`, `Section 2. ENACTMENT. The …`
    heading = p.KEYWORD_HEADING_RE.match(text, start)
    if heading is None:
        return False
    if p.SENTENCE_WORDS_RE.search(_INFINITIVE_BE_RE.sub("", heading.group("title"))):
        return False
    if heading.group("keyword").startswith("Sec"):
        return True
    title = heading.group("title")
    set_off = text[start : heading.start("title")].rstrip().endswith(".")  # `Chapter 1. Charter`
    if LIST_LEAD_IN_RE.search(text, max(0, line_start - 400), line_start):
        return False  # `… that the board of appeals may consider:⏎⏎ Chapter 134 - Zoning`
    if heading.group("separator") is not None or set_off or title == title.upper():
        return True
    return _TITLED_OVER_SENTENCE_RE.match(text, heading.start("title")) is not None


# A section's number alone on its line, its title in capitals alone on the next (a zoning code's
# `Section 28⏎ENFORCEMENT VIOLATION AND PENALTY`); only where the keyword opens its line.
_SECTION_OVER_TITLE_RE = re.compile(
    r"(?:Section|SECTION)[ \t]+\d[\w.:-]*+[ \t]*\n(?:[ \t]*\n)?[ \t]*(?P<title>[A-Z][A-Z ,;&'-]+)$",
    re.MULTILINE,
)

# A sentence's lead-in ending in a colon, then only lines that open with a chapter or article
# (or blank ones) down to the candidate's line: the lines are the items the sentence names, its
# citations (Cobb: `The following chapters are the only chapters of this Code that the board of
# appeals may consider:⏎⏎ Chapter 134 - Zoning⏎⏎ Chapter 50-75(b)(15)⏎⏎ Chapter 110 - …`).
LIST_LEAD_IN_RE = re.compile(
    r"(?:[A-Za-z,]+[ \t]+){3}[^\n]*:[ \t]*\n(?:[ \t]*(?:Chapter|Article)\b[^\n]*\n|[ \t]*\n)*$"
)
# A heading's title in title case alone to its line's end (words capitalised, `&`/`and`/`of`
# between), the next line (after a blank one, perhaps) opening a sentence or its sections' list:
# `Article 1.3 Effective Date⏎This Ordinance shall take effect …`, `Article 25.04 In General⏎⏎
# Sections:`, `Chapter 22.02 Code Hearings Officer⏎⏎22.02.010 Established.` (its first
# section); a table cell's `Chapter 36 Parking and Loading, Table 3-7` (a comma) is cited.
_TITLED_OVER_SENTENCE_RE = re.compile(
    r"[A-Z][a-z]+(?:[ \t]+(?:[A-Z][a-z]+|&|and|of|the|or|with))*[ \t]*\n(?:[ \t]*\n)?"
    r"[ \t]*(?:[A-Z][a-z]+[ \t]+[A-Za-z]|Sections?:|\d[\w.:-]*[ \t]+[A-Z])"
)
# `Section` alone on its line over a contents list, each line a number and its title
# (`Section⏎⏎1.15.005    Definitions`, Code Publishing's chapter pages).
_CONTENTS_COLUMN_RE = re.compile(r"Sections?[ \t]*\n(?:[ \t]*\n)?[ \t]*\d[\w.:-]*[ \t]+[A-Z]")
# A keyword and a number alone (`§ 1-1`, `Sec.1-2`), and (the second) a catchline glued after
# its period (`§ 1-1.How Codes are designated`): a heading whose line breaks were lost.
_BARE_KEYWORD_NUMBER_RE = re.compile(r"(?:§§?|Secs?\.)\s*\d[\dA-Z.-]*")
_GLUED_CATCHLINE_RE = re.compile(r"\.[A-Z][a-z]")


def glued_heading(text: str, hit: Hit | None) -> bool:
    """Whether `hit` is a section's heading run into its text (`§ 1-1.How Codes are …`)."""
    return bool(
        hit
        and _GLUED_CATCHLINE_RE.match(text, hit.end)
        and _BARE_KEYWORD_NUMBER_RE.fullmatch(text, hit.start, hit.end)
    )


def path_item(cur: Cursor, last: Member | None) -> Member | None:
    """A list's later item printed as a path only, as deep as the item before it, is that item's
    statute's (`CRS § 31-15-401(1)(j) and (1)(k)`); a shallower or deeper path is not."""
    if last is None or not last.reference.number or not last.reference.labels:
        return None
    m = cur.match(PATH_ITEM_RE)
    if m is None:
        return None
    labels = labels_from_path(m["path"])
    if len(labels) != len(last.reference.labels):
        cur.pos = m.start()
        return None
    return Member(replace(last.reference, labels=labels), m.start(), m.end())


# A path alone as a list's item (`(1)(k)` of `§ 31-15-401(1)(j) and (1)(k)`): not followed by
# another parenthesis or a word in lower case (`and (2) the town shall` is a clause of a list in
# the sentence), but `of`, `and`, `or` may follow.
PATH_ITEM_RE = re.compile(
    r"(?P<path>(?:\([A-Za-z0-9]{1,5}\))+)(?![\w(]|[ \t]+(?!(?:of|and|or)\b)[a-z])"
)


# An ordinance's section opening its line with its title in capitals run into its text
# (`Section 2. ENACTMENT. The Center Revised Ordinances …`): a number, a period, capitals (two
# characters at least) and a period before the text or the line's end.
_RUN_IN_CAPITALS_RE = re.compile(
    r"(?:Section|SECTION|Sec\.)[ \t]+\d{1,3}\.[ \t]+[A-Z][A-Z0-9 ,;&'’-]*[A-Z0-9]\.(?:[ \t]|$)",
    re.MULTILINE,
)


# `to be` in a heading's title (`Sec. 37.27 - Lines of business to be identified on business
# registration.`): an infinitive, no verb of a sentence; removed before those are looked for.
_INFINITIVE_BE_RE = re.compile(r"\bto be\b")
# A chapter's (article's, title's) number opening its line, then two or more words in capitals
# (its title) before text the line runs on with (a page's lines joined: `Chapter 115 CITY
# OFFICIALS ARTICLE I General Provisions Section 115.010. …`); `Chapter 43.21C RCW` is one word.
_CAPITALS_RUN_HEADING_RE = re.compile(
    r"(?:Chapter|Article|Title)[ \t]+\d[\w.:-]*[ \t]+[A-Z]{3,}(?:[ \t]+[A-Z]{3,})+\b(?![a-z])"
)
# A section's heading inside a paragraph whose line breaks were lost: opening a sentence, the
# keyword, its number and a period, then a title in title case and its own period before the
# next sentence (`… compensation. Section 115.025. Appointment and Terms of Office. [CC 1974
# …`, `of this Code. Section 115.020. Appointive Officers. The …`; a year and commas inside:
# `Section 1. City of Forman, North Dakota, Revised Ordinances of 2011. This …`); a sentence
# that opens with a citation goes on with a verb, never with a period and a title.
_INLINE_HEADING_RE = re.compile(
    r"(?:Section|Sec\.)[ \t]+\d[\w:-]*(?:\.\d+)*\.[ \t]+"
    r"[A-Z][\w'’]*,?(?:[ \t]+(?:[A-Z][\w'’]*,?|\d{4}|[—–-]|&|and|of|the|or|for|to|in|on|a|an|by"
    r"|with)){0,11}"
    r"\.[ \t]+[A-Z\[(]"
)
# What stands before such a heading: a sentence's end (or a bracket's), or the last word of the
# heading above it in title case (`ARTICLE I General Provisions Section 115.010. Elective
# Officers — Terms. The …`), then spaces.
_SENTENCE_END_BEFORE_RE = re.compile(r"(?:[.:;!?)\]]|\b[A-Z][a-z]+)[ \t]+$")


def _inline_heading(text: str, line_start: int, start: int) -> bool:
    """Whether the keyword at `start`, inside its line, opens a section's heading run into a
    paragraph (see _INLINE_HEADING_RE)."""
    if not _SENTENCE_END_BEFORE_RE.search(text, max(line_start, start - 24), start):
        return False
    return _INLINE_HEADING_RE.match(text, start) is not None


# A `§` heading opening its line whose number has no second level (`§ 1004. Zoning Board of
# Adjustment: Duties and Powers.`, `§ 24.1. Generally.`, a page's own heading): the number set
# off by a period, a title up to its own period with no verb of a sentence. Mid-line, `§ 8. The`
# ends a sentence that cites it.
_SHORT_SIGN_HEADING_RE = re.compile(
    r"§[ \t]*(?P<number>\d{1,4}(?:\.\d{1,3})?[A-Z]?)\.[ \t]+(?P<title>[A-Z][^\n]{0,150}?\.)(?=\s|$)"
)


def sign_heading(text: str, start: int, before: str) -> re.Match[str] | None:
    """The `§` heading at `start` (`HEADING_TAIL_RE`, or a short number's opening its line),
    with `number` and `title` groups; `before` is its line's text before it."""
    heading = p.HEADING_TAIL_RE.match(text, start)
    if heading is not None or before.strip():
        return heading
    short = _SHORT_SIGN_HEADING_RE.match(text, start)
    if short is None or p.SENTENCE_WORDS_RE.search(short.group("title")):
        return None
    return short


# A chapter's (article's, title's) number ending its line, a blank line, its title in title case
# alone on its line, then a blank line (`Charter Chapter 18⏎⏎Code Enforcement⏎⏎
# Art. I. …`): a heading wherever its line starts; a sentence wrapped after a citation goes on
# over the next line, which no blank line ends after a few capitalized words. (A contents list's
# `Chapter 15⏎ Parks & Recreation⏎⏎Chapter 16⏎ …`, no blank line above its titles, is read whole
# by `graph.readers.contents`.)
_OVER_TITLED_LINE_RE = re.compile(
    r"(?:Chapter|Article|Title)[ \t]+[\dA-Z][\w.:-]*+[ \t]*\n[ \t]*\n[ \t]*"
    r"[A-Z][a-z]+(?:[ \t]+(?:[A-Z][a-z]+|&|and|of|the|or))*[ \t]*\n[ \t]*\n"
)
# A chapter's (article's, title's) number ending its line, the next line (after a blank one,
# perhaps) opening with a section's number inside it (`Davis Municipal Code/40 Chapter 40⏎⏎
# 40.26.410 Sex oriented businesses.`): the chapter's heading over its section's, a page's trail.
_OVER_FIRST_SECTION_RE = re.compile(
    r"(?:Chapter|Article|Title)[ \t]+(?P<number>\d[\w.:-]*?)[ \t]*\n(?:[ \t]*\n)?[ \t]*"
    r"(?P=number)[.-]\d"
)
