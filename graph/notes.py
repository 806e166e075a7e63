"""History notes and prior-code references: where a candidate citation is provenance, not a
citation of this code (`(Ord. 812 § 1 (part); prior code § 9-1.1)`, `(1964 Code, § 1-4)`,
`formerly Section 17.04.010`, `the 1956 Code be amended by … §§ 81—101`). `graph.find` asks
`in_history` of every hit before keeping it.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from dataclasses import dataclass, field

# A history note or prior-code reference: what opens the line (or the open parenthesis) that
# holds a candidate. `Adopted by Ord. 31-22 … Title 15, Part 3 …`, `(Prior code § 17.04.010)`,
# `(Code 1993, § 15.12.010; Ord. of 12-30-1983, § 1)` (a prior code named by its year).
# A resolution is provenance too (`(Res. of 4-10-03, § 1)`), so is a prior code named by its
# year first (`(1964 Code, § 1-4)`, `[1980 Code § 128-17; Ord. No. 2288]`); inside a
# parenthesis, so is a bare `Added …` / `Amend …` entry, whoever's journal it cites (`(Added
# Coun. J. 5-26-04, p. 25275; Amend Coun. J. 3-9-05, …, § 3)`), and a prior code named by its
# year's two digits after an apostrophe (`(‘71 Code, § 33.02)`, `(`91 Code, § 10.18)`), or
# by its initials or words and year inside a bracket (`[R.O. 1966 § 2:3-3]`, Newark's Revised
# Ordinances; `[Rev. Ords. 1989, § 8-56]`, New Shoreham's; year first: `(1957 Rev. Ords., §
# 16.301; 1992 Code, § 1-4)`), or a special act the section codifies, by its chapter (`(Laws of
# Fla. ch. 87-428, § 7)`).
# The prior code's year may end with a period (`(Code 1988. § 175-32)`), a place's short name
# stand between year and code (`(1999 Lou. Code, § 73.99)`), and an adoption note give its date
# before the ordinance (`[Adopted 6-22-1993 by Ord. No. 595 as Ch. 1 of the 1993 Code]`).
# `Source:` opens a note of provenance only before an ordinance, a resolution or a number (`(Source:
# Ord. 2005-3)`, `(Source: 1994 Code § 5-1)`), or a list that goes on to one (Austin's `Source:
# Section 13-2-26; Ord. 990225-70`: the former code's section): a definition's source in outside
# law (`(Source: North Carolina State Building Code, Vol. 1, § 202)`) cites that law. Initials
# before a year open a note (`(R.O. 1985 …)`) but not a session law's year and chapter
# (`(P.L. 1975, c.217)` after the act it enacted: that law cited). A bracket opening with
# `Adopted` is an adoption note (`[Adopted as Art. VI, § 3, of the General Bylaws]`: the text's
# former numbering).
HISTORY_OPEN_RE = re.compile(
    r"[ \t]*[(\[]?[ \t]*(?:Ord\.|Ord(?:inance)?\s+No|Code\s+\d{4}[,.]"
    r"|(?:Adopted|Amended|Repealed|Added|Renumbered)\s+(?:\d{1,2}-\d{1,2}-\d{2,4}\s+)?by\s+Ord"
    r"|Res\.|Resolution\s+(?:No|of)\b"
    r"|\d{4}\s+(?:(?:[A-Z][a-z]{1,5}\.[ \t]+)?Code\b|Rev(?:\.|ised)\s+Ord)"
    r"|['‘’`]\d\d\s+Code\b"
    r"|(?<=[(\[])(?:Added|Adopted|Amend(?:ed)?|Repealed|Renumbered)\b"
    r"|(?<=[(\[])(?:(?:[A-Z]\.){1,3}|Rev(?:\.|ised)[ \t]+Ord(?:inance)?s\.?,?)"
    r"[ \t]+(?:1[89]|20)\d\d\b(?!,?[ \t]*[Cc]\.[ \t]*\d)"
    r"|(?<=[(\[])Laws\s+of\s+[A-Z][a-z]{1,12}\.?,?\s+(?:ch|c)\.\s*\d"
    r"|Prior\s+code|Formerly|Former\s+§|Derived\s+from|Source:(?=\s*(?:Ord|Res|Code\b|\d|[^\n;]{0,60};\s*Ord\.))|History\b)",
    re.IGNORECASE,
)
# How many lines before a candidate a history note's parenthesis may open: notes wrap
# (`(Ord. No. 18432, § 2, 12-18-91; Ord. No.⏎19273, § 2, 12-7-94)`), a section amended often
# over six lines of a thousand characters (Jefferson Parish § 2-36: `…; Ord. No. 19259,⏎§ 1,
# 12-7-94; …`).
HISTORY_NOTE_LINES = 8
# How far above the candidate's line such a parenthesis is looked for at all (characters).
HISTORY_NOTE_REACH = 1200
# What opens such a wrapped note on a line above: an instrument's list only (a `(Source:` left
# open above a paragraph is no note of it).
WRAPPED_NOTE_OPEN_RE = re.compile(
    r"\([ \t]*(?:Ord\.|Ord(?:inance)?\s+No|Res\.|Resolution\s+(?:No|of)\b|Code\s+\d{4}[,.]"
    r"|(?:Added|Amend(?:ed)?|Repealed|Renumbered)\b)",
    re.IGNORECASE,
)
# A code named by its year (`the 1956 Code`): an earlier code, so what it is said to hold in the
# same sentence (`the 1956 Code be amended by amending … Tit. XVIII, Ch. 1, Art. VI, §§ 81—101`)
# are no sections of this one.
# Found from the word (a literal: fast), then the year before it.
CODE_WORD_RE = re.compile(r"Code\b")
YEAR_BEFORE_CODE_RE = re.compile(r"\b(?:1[89]|20)\d\d\s+$")
# How far before a candidate such a code is looked for, and what ends its sentence in between:
# a word of three lower-case letters and a period before a capital (`Tit. XVIII` and `Jan. 7`
# end none), another code named (`this Code`) or the note's bracket closing (`… 2288]`).
YEAR_CODE_REACH = 240
YEAR_CODE_ENDS_RE = re.compile(r"[a-z]{3}\.\s+[A-Z]|\n[ \t]*\n|\bCode\b|[)\]]")
# `prior code` or `formerly` right before a citation: the code this one replaced (`prior code §
# 9-1.1`, `formerly Section 17.04.010`), not a section of the current code.
# Looked for within PRIOR_REACH characters of the citation, on its line, and only where
# `prior` or `former` stands there in any case (`_may_name_prior`: no regex for most citations).
# An editor's `Original Sections 7A-2, Purpose, and 7A-3` (capital: the note's own phrase) names
# the numbers of the ordinance before its codification, no section of this code.
PRIOR_BEFORE_RE = re.compile(r"(?:(?i:prior\s+code|formerly|former)|Original)\s*$")
PRIOR_REACH = 24
# A chapter or title alone (`ch. 6-14`, `Ch. 478`, `Title 4`): after `former`, the superseded one
# of the same number an editor's note names (no citation); an article or a section after `former`
# (`former art. III, §§ 54-66—54-78`, `Former § 2-10-2`, `Former Ch. 2-10, Art. II`) is cited.
_CHAPTER_ALONE_RE = re.compile(r"(?i:ch(?:apter)?\.?|title)\s*\d")
# An article or a section inside such a chapter's citation (`Ch. 2-10, Art. II`).
_INNER_RE = re.compile(r"(?i:\bart(?:icle)?s?\b|§|\bsec)")


def _may_name_prior(before: str) -> bool:
    lowered = before.lower()
    return "prior" in lowered or "former" in lowered or "Original" in before


# An ordinance named by its number (`Ord. No. 16789`, `Ordinance No. 12`): the sections a bare
# integer names later in its sentence are that ordinance's (`Editor's note— Ord. No. 16789,
# adopted Feb. 19, 1986, did not specifically amend this Code; hence inclusion of §§ 1—4 as
# § 13—6 …`), no code's: a code's own sections carry a chapter (`13-6`, `17.62.050`). Its number
# without `No.` only right before the section (`Ordinance 97-2, Sec. 1`, `ORD C34716 Section 5`).
ORDINANCE_NAMED_RE = re.compile(
    r"\b(?:Ord(?:inance|\.)?|ORD(?:INANCE)?)\s+(?:No\.?\s*\d|[A-Z]?\d[\w-]*(?=,?\s+(?:Sec|§)))"
)
# How far before a bare section such an ordinance is looked for, and what ends its sentence in
# between (a word of three lower-case letters and a period before a capital, a blank line, a
# bracket closing).
ORDINANCE_REACH = 240
ORDINANCE_ENDS_RE = re.compile(r"[a-z]{3}\.\s+[A-Z]|\n[ \t]*\n|[)\]]")


def ordinance_section(text: str, start: int) -> bool:
    """Whether a bare-numbered section at `start` (`§§ 1—4`, no code named) is the section of
    an ordinance its sentence names before it."""
    reach = max(0, start - ORDINANCE_REACH)
    ahead = min(len(text), start + 12)  # the lookahead's `, Sec.` is the section's keyword
    named = [m.end() for m in ORDINANCE_NAMED_RE.finditer(text, reach, ahead) if m.end() <= start]
    return bool(named) and not ORDINANCE_ENDS_RE.search(text, named[-1], start)


# A numbering example: what stands right before a number a text explains rather than cites,
# in its own line: `For instance, Chapter 1 may be divided …`, `“§1-101” designates Chapter 1,
# Part 1, Section 1` (the words a quoted number designates, up to the hit). Each holds one of
# the words `example`, `instance`, `designates` (in either case): `numbering_example` looks for
# them first, with no regex, since most candidates have none. A provision given as an example
# of others is cited (`unless otherwise specified (e.g., § 201-8.1)`).
NUMBERING_EXAMPLE_RE = re.compile(
    r"\b(?i:for\s+(?:example|instance)),?\s+$|[”\"][ \t]+designates[ \t]+[\w ,]*$"
)
# How far back on its line a numbering example is looked for.
NUMBERING_EXAMPLE_REACH = 80
# A code's initials opening the candidate (`AMC 21.40.030.E.2`, Anchorage's Title 21 guide: `For
# example, AMC 21.40.030.E.2 defines "excessive" only for …`): a provision of a named code given
# as an example of others is cited, never a numbering explained.
CODE_INITIALS_RE = re.compile(r"[A-Z]{2,6}[ \t]+(?=\d)")


def numbering_example(text: str, start: int) -> bool:
    """Whether a candidate at `start` is a number a text explains (how the code is numbered),
    not a citation."""
    before = text[max(0, start - NUMBERING_EXAMPLE_REACH) : start].lower()
    if not ("example" in before or "instance" in before or "designates" in before):
        return False  # none of the words the regex needs (most candidates): no search
    if CODE_INITIALS_RE.match(text, start):
        return False  # `For example, AMC 21.40.030.E.2 defines …`: that code's provision
    line_start = text.rfind("\n", 0, start) + 1
    reach = max(line_start, start - NUMBERING_EXAMPLE_REACH)
    return NUMBERING_EXAMPLE_RE.search(text, reach, start) is not None


# A division's (article's, chapter's) heading line in capitals: `#### DIVISION 3. - TAX
# AUTHORIZED BY R.S. 33:2740.18.2`: a statute it names is its title's words, not a citation
# (the section under it cites it).
CAPITALS_HEADING_LINE_RE = re.compile(
    r"[ \t#]*(?:CHAPTER|ARTICLE|DIVISION|PART|SUBCHAPTER|TITLE)[ \t]+[\dA-Z][\w.-]*[ \t]*[-–—]"
    r"[^a-z\n]*"
)


def in_capitals_heading(text: str, start: int) -> bool:
    """Whether `start` lies in a heading line printed in capitals (see CAPITALS_HEADING_LINE_RE)."""
    line_start = text.rfind("\n", 0, start) + 1
    line_end = text.find("\n", start)
    line_end = len(text) if line_end < 0 else line_end
    return CAPITALS_HEADING_LINE_RE.fullmatch(text, line_start, line_end) is not None


def mentioned(text: str, start: int) -> bool:
    """Whether a candidate at `start` is mentioned, not cited: a numbering example, or words of
    a heading in capitals."""
    return numbering_example(text, start) or in_capitals_heading(text, start)


@dataclass(frozen=True, slots=True)
class NoteMarks:
    """What `in_history` looks back for, found once per text: where each code named by its
    year ends (`the 1956 Code`), where each parenthesis that may open a wrapped note opens."""

    year_codes: tuple[int, ...]
    note_opens: tuple[int, ...]
    # Whether a history note opens the line starting at each offset asked so far: a line holds
    # several candidates (a paragraph is one line), the regex is matched once per line.
    line_opens: dict[int, bool] = field(default_factory=dict, compare=False)

    def opens_line(self, text: str, line_start: int) -> bool:
        known = self.line_opens.get(line_start)
        if known is None:
            known = self.line_opens[line_start] = bool(HISTORY_OPEN_RE.match(text, line_start))
        return known

    @classmethod
    def of(cls, text: str) -> NoteMarks:
        year_codes = tuple(
            m.end()
            for m in CODE_WORD_RE.finditer(text)  # the word first (a literal: fast), then a year
            if text[max(0, m.start() - 8) : m.start()].rstrip()[-1:].isdigit()  # no regex else
            and YEAR_BEFORE_CODE_RE.search(text, max(0, m.start() - 8), m.start())
        )
        return cls(year_codes, tuple(m.start() for m in WRAPPED_NOTE_OPEN_RE.finditer(text)))


# A citation that ends by naming this code (`Art. IV of this Code`): this code's own, even in a
# history note (`… Code of 1956 … as amended by⏎ Ord. No. 24879, … from which Art. IV of this
# Code was derived`), unless `former` stands before a chapter alone (`_former_cited`).
THIS_CODE_END_RE = re.compile(r"\bof\s+this\s+(?i:code)$")


def _former_cited(text: str, prior: str, start: int, end: int) -> bool:
    """Whether a citation after `former` is cited: a deleted article or section an editor's
    note names (`former art. III`, `Former § 2-10-2`, `Former Ch. 2-10, Art. II`), never a
    chapter alone (the superseded chapter of the same number) nor after `formerly`."""
    if prior.rstrip().lower() != "former" or end <= start:
        return False
    return not _CHAPTER_ALONE_RE.match(text, start, end) or bool(_INNER_RE.search(text, start, end))


def in_history(text: str, start: int, marks: NoteMarks, end: int = -1) -> bool:
    """Whether `start` lies in a history note or a prior-code reference: its line opens with one
    (`Adopted by Ord. 31-22 …`), so does the parenthesis still open around it (`(Ord. 812 § 1
    (part); prior code § 9-1.1)`, also from a line above), or `prior code` / `formerly` (or
    `former` before a chapter alone: `_former_cited`) stands right before it, or a code named
    by its year earlier in its sentence; a candidate that ends (at `end`) by naming this code
    is this code's. `marks` are the text's, found once for all its candidates."""
    line_start = text.rfind("\n", 0, start) + 1
    before = text[max(line_start, start - PRIOR_REACH) : start]
    prior = (
        PRIOR_BEFORE_RE.search(text, start - len(before), start)
        if _may_name_prior(before)
        else None
    )
    if prior is not None and not _former_cited(text, prior[0], start, end):
        return True  # `prior code § 9-1.1`, `formerly Section 17.04.010`, `former Ch. 478`
    if (
        end > start
        and text[end - 4 : end].lower() == "code"  # what the regex ends with (no search else)
        and THIS_CODE_END_RE.search(text, max(start, end - 16), end)
    ):
        return False  # `… from which Art. IV of this Code was derived`: this code's
    opened = _open_parenthesis(text, line_start, start)
    if opened >= 0 and SEE_OPEN_RE.match(text, opened):
        return False  # `[Amended at time of adoption of Code (see Ch. 1, …, Art. I)]`
    if marks.opens_line(text, line_start) and not _note_closed(text, line_start, start):
        return True
    if text.startswith("Code", start) and YEAR_BEFORE_CODE_RE.search(text, start - 8, start):
        return True  # `derived from the 1972 Code, §§ 5-2 and 5-3`: the hit names that code
    year_code = _last_before(marks.year_codes, start, YEAR_CODE_REACH)
    if year_code is not None and not YEAR_CODE_ENDS_RE.search(text, year_code, start):
        return True  # `the 1956 Code be amended by … §§ 81—101`
    if opened >= 0:
        return HISTORY_OPEN_RE.match(text, opened) is not None
    if _last_before(marks.note_opens, line_start, HISTORY_NOTE_REACH) is None:
        return False  # no note opens on the lines above
    note_start = line_start
    for _ in range(HISTORY_NOTE_LINES - 1):  # a note's parenthesis may open lines above
        if note_start == 0 or text.startswith("\n", note_start - 2):
            break  # the text's start, or a blank line: no note wraps across it
        note_start = text.rfind("\n", 0, note_start - 1) + 1
    opened = _open_parenthesis(text, note_start, start)
    return opened >= 0 and WRAPPED_NOTE_OPEN_RE.match(text, opened) is not None


# A parenthesis opened by `see` inside a note: the note's cross reference, the text's own
# citation (`[Amended at time of adoption of Code (see Ch. 1, General Provisions, Art. I)]`).
SEE_OPEN_RE = re.compile(r"\([ \t]*[Ss]ee\s")
# A note that opens its line in a bracket: where the bracket opens.
_NOTE_BRACKET_RE = re.compile(r"[ \t]*[(\[]")
# The brackets that close a note's opening one.
_CLOSING = {"(": ")", "[": "]"}


def _note_closed(text: str, line_start: int, start: int) -> bool:
    """Whether the bracketed note opening the line closes before `start` (`(Ord. 96-9-4, passed
    9-16-1996)  Penalty, see § 153.99`: the cross reference after it is the text's own)."""
    bracket = _NOTE_BRACKET_RE.match(text, line_start)
    if bracket is None:
        return False
    opening = text[bracket.end() - 1]
    closing = _CLOSING[opening]
    depth = 0
    for at in range(bracket.end() - 1, start):
        char = text[at]
        if char == opening:
            depth += 1
        elif char == closing:
            depth -= 1
            if depth == 0:
                return True
    return False


def _last_before(positions: tuple[int, ...], end: int, reach: int) -> int | None:
    """The last of the sorted `positions` before `end`, if within `reach` of it (0: any)."""
    at = bisect_right(positions, end) - 1
    if at < 0 or (reach and positions[at] < end - reach):
        return None
    return positions[at]


def _open_parenthesis(text: str, line_start: int, start: int) -> int:
    """Where the innermost parenthesis still open at `start` opens on its line, or -1."""
    depth, at = 0, start
    while True:
        opening = text.rfind("(", line_start, at)
        closing = text.rfind(")", line_start, at)
        if opening < 0:
            return -1
        if closing > opening:
            depth, at = depth + 1, closing
        elif depth:
            depth, at = depth - 1, opening
        else:
            return opening
