"""History notes: the list of ordinances that closes (or heads) each ecode360 section.

Two printed styles, one citation per entry:
- parenthesised, closing the section (West): `(Ord. 766 § 2 Exh. A (part), 2004; Ord. 1855 § 2
  (Exh. B), 2018; Ord. 702-U § 3, 7-6-2009; Ord. of 3-14-2011(2); Prior code § 22-104;
  Code 1985 § 2-1; Formerly 15.08.130)`;
- bracketed, after the heading or a subsection (New York, New Jersey): `[Amended 6-23-1970 by
  Ord. No. 590; 11-28-1978 by Ord. No. 736; L.L. No. 2-2001]`, `[Ord. 6 PSF-A(S), 9-5-2017;
  amended 9-18-2024 by Ord. No. 6PSF-B]`;
- bracketed Town Meeting votes (New England), whose "ordinance" is the meeting's article:
  `[Added 4-30-1990 STM by Art. 5; amended 5-9-1983 ATM by Art. 12]`, `TM by Arts. 26 and 27`,
  and a chapter's `[HISTORY: Adopted by the Annual Town Meeting of the Town of X 5-6-1987 ATM
  by Art. 88. …]`;
- derivation from a prior code, which names no ordinance: `[§§ 2-1 to 2-9 of the 1971 Code]`,
  `[Ch. 20 of the 1967 Code; amended in its entirety 5-4-2008 ATM by Art. 26]`.

Each entry is typed (`HistoryKind`: ordinance, local law, Town Meeting, prior code) and carries
the verb it prints (`HistoryAction`), or the verb of the entry before it when it prints none
after a `;` (`amended 3-14-1972 ATM by Art. 30; 3-14-1974 ATM by Art. 85`).

The ordinance number is the number after `Ord.`; the year is the year of the entry's date or its
printed year, never digits of the ordinance number (`Ord. 1712 § 2 (Exh. B), 2018` is ordinance
1712 of 2018). Entries that name no ordinance (prior code, `Formerly`, a recodification) are
citations without an ordinance; a note made only of them is still a history note.

ecode360's PDF text layer sometimes rotates a citation around its `Exh.`: `(A (part), 2004;
Ord. 766 § 2 Exh)` stands for `Ord. 766 § 2 Exh. A (part), 2004`. The repair is structural: a
piece with no ordinance (an exhibit tail and a year) is joined to the neighbouring piece that
names an ordinance but ends in a dangling `Exh` without a year; the citation is `repaired`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from datetime import date

from parsers.history_entries import DATE, derivation, town_meeting, with_actions
from parsers.records import HistoryCitation, HistoryKind

# An ordinance number as printed: starts with a digit (`766`, `2004-12`, `702-U`, `6PSF-B`),
# may carry a capitalised suffix after a space (`6 PSF-A`) and a bracketed letter right after a
# letter (`PSF-A(S)`), both in capitals whatever the flags of the pattern using it.
NUMBER = r"\d[\w-]*(?-i:\s[A-Z]{2,}[\w-]*)?(?-i:(?<=[A-Za-z])\([A-Z0-9]{1,3}\))?"

# The `Ord.` that introduces an ordinance number: `Ord.`, `Ord`, `Ords.`, `Ordinance`, with an
# optional `No.` (`Ord No. 585` lacks the period).
ORD = r"Ord(?:inance)?s?\.?\s*(?:No\.?\s*)?"

# One citation in the West-coast code style (ordinance, section, exhibit, part, year), the whole
# piece: `Ord. 823 § 2(C) Exh. C (part), 2009`,
# `Ord. 1855 § 2 (Exh. B), 2018`, `Ord. 934, 6/10/2025`, `Ord. 702-U § 3, 7-6-2009`. The
# ordinance's own section may carry parenthesized parts (`2(C)`); `Exh.` may lack its letter
# when the note is rotated (`Ord. 766 § 2 Exh`), which is what marks a piece as dangling.
CITATION = re.compile(
    rf"{ORD}(?P<number>{NUMBER})"
    r"(?:\s*§§?\s*(?P<section>\d+[A-Za-z]?(?:\.\d+)*(?:\s?\((?!part\))[0-9A-Za-z]{1,4}\))*))?"
    r"(?:\s*\((?P<part1>part)\))?"
    r"(?P<exh>\s*\(?\s*Exh(?:ibit)?s?\b\.?(?:\s*(?P<exhibit>[A-Z0-9]{1,3})\b)?\s*\)?)?"
    r"(?:\s*\((?P<part2>part)\))?"
    rf"(?P<when>,?\s*(?:{DATE}|(?P<year>\d{{4}})))?"
    r"\s*\.?\s*$",
    re.IGNORECASE,
)

# The tail that a rotation moves in front of its ordinance: whatever the citation printed after
# its number (`A (part)`, `§ 2 Exh. A`, `(part)`, or nothing) and the year or date that closed
# it, e.g. `A (part), 2004`. A piece starting with `Ord` is never a tail.
FRAGMENT = re.compile(
    rf"(?!Ord)(?P<body>[^;]*?),?\s*(?:{DATE}|(?P<year>\d{{4}}))\s*\.?\s*$",
    re.IGNORECASE,
)

# A tail that is an exhibit's letter and an optional `(part)`: `A (part)`, `2`.
EXHIBIT_TAIL = re.compile(r"(?P<exhibit>[A-Z0-9]{1,3})(?:\s*\((?P<part>part)\))?")

# A citation head that stops at `Exh` without the exhibit's letter: `Ord. 766 § 2 Exh`, and
# `Ord. 841 Exhs` (whose `; 1, 2, 2003` the note's separator cut off).
OPEN_EXHIBIT = re.compile(r"Exh(?:ibit)?s?\.?$", re.IGNORECASE)

# The bracketed form's entry: an optional verb, a date, `by` and the ordinance or local law:
# `Amended 6-10-2025 by Ord. No. 934`, `11-28-1978 by Ord. No. 736`, `Added 5-20-2026 by Ord.
# No. 6PSF-B`, `Adopted by Mayor and Council … 7-25-1944 by Ord. No. 314` (searched, not
# anchored, so a chapter's `[HISTORY: …]` sentence is read too). A number after `No.` may start
# with a letter (`Ord. No. X`).
EVENT = re.compile(
    rf"{DATE}\s+by\s+(?:(?P<local>L\.\s?L\.)\s*(?:No\.?\s*)?|{ORD})"
    rf"(?P<number>{NUMBER}|(?<=No\. )[A-Z][\w-]*)",
    re.IGNORECASE,
)

# An undated entry naming what an ordinance or local law did: `Repealed by Ord. 841`,
# `L.L. No. 2-2001`.
UNDATED = re.compile(
    r"^(?:(?:Added|Amended|Repealed|Adopted|Renumbered|Redesignated)\s+by\s+)?"
    rf"(?:(?P<local>L\.\s?L\.)\s*(?:No\.?\s*)?|{ORD})(?P<number>{NUMBER})\s*\.?\s*$",
    re.IGNORECASE,
)

# An ordinance known only by its date: `Ord. of 3-14-2011(2)`.
ORD_OF = re.compile(rf"^Ord(?:inance)?\.?\s+of\s+{DATE}", re.IGNORECASE)

# An entry that names no ordinance: a prior code (`Prior code § 22-104`, `Code 1985 § 2-1`,
# `Code 2000 § 11.10.01`), a former number (`Formerly 15.08.130`), a dated recodification
# (`amended during 2007 recodification`). Each carries a number, so a parenthetical such as
# `(formerly known as Highway 101)` or `(see the prior code)` is not one.
PRIOR = re.compile(
    r"^(?:(?:prior|former|old)\s+code\b.*\d|code\s+(?P<code_year>1[89]\d\d|20\d\d)\b"
    r"|formerly\s+(?:§+\s*)?\d|(?=.*\b(?:1[89]|20)\d\d\b)(?=.*\brecodification\b))",
    re.IGNORECASE,
)

# A piece that names an ordinance even if the rest does not follow the usual order
# (`Ord. 1234 § 1 (part), 1999, eff. 2/1/1999`): `Ord.` and a number at its start.
ORDINANCE_START = re.compile(rf"{ORD}(?P<number>{NUMBER})", re.IGNORECASE)

# A year (1800–2099) or a US date anywhere in a piece, for pieces read loosely.
LOOSE_DATE = re.compile(rf"\b(?:{DATE}|(?P<year>1[89]\d\d|20\d\d))\b")

# A whole note: the text between one pair of parentheses or brackets.
WRAPPED = re.compile(r"^\s*[(\[](?P<inner>.*)[)\]]\s*$", re.DOTALL)

# The label of a chapter's history note, `HISTORY:`, and the closing formula ecode360 adds.
HISTORY_LABEL = re.compile(r"^\s*HISTORY\s*:\s*", re.IGNORECASE)
BOILERPLATE = re.compile(r"\.?\s*Amendments noted where applicable\.?\s*$", re.IGNORECASE)


@dataclass(frozen=True, slots=True)
class _Piece:
    text: str
    citation: re.Match[str] | None
    fragment: re.Match[str] | None

    @property
    def dangling(self) -> bool:
        """A piece that names an ordinance but no year or date: the head of a rotated citation."""
        if self.citation is not None:
            return not self.citation.group("when")
        return ORDINANCE_START.match(self.text) is not None and not LOOSE_DATE.search(self.text)

    @property
    def tail(self) -> bool:
        """A piece with a year or date but no ordinance: the tail of a rotated citation."""
        return self.citation is None and self.fragment is not None


def split_note(inner: str) -> list[str]:
    """The `;`-separated pieces of a note, ignoring `;` inside parentheses."""
    pieces: list[str] = []
    depth = 0
    start = 0
    for index, char in enumerate(inner):
        if char in "([":
            depth += 1
        elif char in ")]":
            depth = max(0, depth - 1)
        elif char == ";" and depth == 0:
            pieces.append(inner[start:index].strip())
            start = index + 1
    pieces.append(inner[start:].strip())
    return [p for p in pieces if p]


def unwrap(note: str) -> str:
    match = WRAPPED.match(note)
    inner = match.group("inner") if match else note.strip()
    return BOILERPLATE.sub("", HISTORY_LABEL.sub("", inner))


def _piece(text: str) -> _Piece:
    return _Piece(text, CITATION.match(text), FRAGMENT.match(text))


def _names(text: str) -> bool:
    """Whether a piece is an entry of a history note on its own: it cites an ordinance or local
    law (in any of the printed orders) or a prior code."""
    if EVENT.search(text) or UNDATED.match(text) or ORD_OF.match(text) or PRIOR.match(text):
        return True
    if town_meeting("", text) is not None or derivation("", text) is not None:
        return True
    start = ORDINANCE_START.match(text)
    return start is not None and LOOSE_DATE.search(text, start.end()) is not None


def looks_like_history(note: str) -> bool:
    """Whether a parenthesized or bracketed text is a history note: every piece is an entry
    (an ordinance, an `Amended … by Ord.` event, a prior code) or a rotated exhibit tail, and at
    least one is an entry."""
    pieces = [_piece(p) for p in split_note(unwrap(note))]
    if not pieces:
        return False
    named = False
    for piece in pieces:
        if piece.citation is not None or _names(piece.text):
            named = True
        elif piece.fragment is None and not any(c.isdigit() for c in piece.text):
            return False  # other pieces (`prior code § 5-2.01`) at least carry a number
    return named


def _when(match: re.Match[str]) -> tuple[int | None, date | None]:
    if match.group("year4"):
        year = int(match.group("year4"))
        try:
            return year, date(year, int(match.group("month")), int(match.group("day")))
        except ValueError:
            return year, None
    if match.group("year"):
        return int(match.group("year")), None
    return None, None


# What a local law's number carries in its record, to tell it from an ordinance of the same
# number (`L.L. 3-2025` beside `Ord. 3-2025`).
LOCAL_LAW_PREFIX = "L.L. "


def _number(match: re.Match[str]) -> str:
    number = match.group("number")
    local = match.groupdict().get("local")
    return LOCAL_LAW_PREFIX + number if local else number


def _ordinance_citation(
    section_id: str, raw: str, match: re.Match[str], repaired: bool
) -> HistoryCitation:
    year, when = _when(match) if match.group("when") else (None, None)
    section = match.group("section")
    return HistoryCitation(
        section_id,
        match.group("number"),
        raw,
        ord_section=section.replace(" ", "") if section else None,
        exhibit=match.group("exhibit") or None,
        part=bool(match.group("part1") or match.group("part2")),
        year=year,
        date=when,
        repaired=repaired,
    )


def _kind(match: re.Match[str]) -> HistoryKind:
    return HistoryKind.LOCAL_LAW if match.groupdict().get("local") else HistoryKind.ORDINANCE


def _other(section_id: str, raw: str) -> HistoryCitation:
    """A piece that is not such an ordinance citation: an event, a Town Meeting's vote, an
    undated entry, a prior code, a rotated tail, or an ordinance and a date in an order of their
    own."""
    event = EVENT.search(raw) or ORD_OF.match(raw)
    if event is not None:
        year, when = _when(event)
        number = _number(event) if "number" in event.groupdict() else None
        return HistoryCitation(section_id, number, raw, year=year, date=when, kind=_kind(event))
    meeting = town_meeting(section_id, raw)
    if meeting is not None:
        return meeting
    undated = UNDATED.match(raw)
    if undated is not None:
        return HistoryCitation(section_id, _number(undated), raw, kind=_kind(undated))
    derived = derivation(section_id, raw)
    if derived is not None:
        return derived
    prior = PRIOR.match(raw)
    if prior is not None:
        found = LOOSE_DATE.search(raw.split("§")[0])
        year = int(prior.group("code_year")) if prior.group("code_year") else None
        return HistoryCitation(
            section_id,
            None,
            raw,
            year=year or (_when(found)[0] if found else None),
            kind=HistoryKind.PRIOR_CODE,
        )
    fragment = FRAGMENT.match(raw)
    if fragment is not None:
        year, when = _when(fragment)
        exhibit = EXHIBIT_TAIL.fullmatch(fragment.group("body").strip())
        return HistoryCitation(
            section_id,
            None,
            raw,
            exhibit=exhibit.group("exhibit") if exhibit else None,
            part="(part)" in raw,
            year=year,
            date=when,
        )
    loose = ORDINANCE_START.match(raw)
    # The year comes after the ordinance number, never from its digits.
    found = LOOSE_DATE.search(raw, loose.end() if loose else 0)
    year, when = _when(found) if found else (None, None)
    return HistoryCitation(
        section_id, loose.group("number") if loose else None, raw, year=year, date=when
    )


def _citation(section_id: str, raw: str, repaired: bool) -> HistoryCitation:
    match = CITATION.match(raw)
    if match is not None:
        return _ordinance_citation(section_id, raw, match, repaired)
    return _other(section_id, raw)


def _join(head: _Piece, tail: _Piece) -> str | None:
    """A rotated citation put back in order, or None when the two pieces do not fit:
    `Ord. 766 § 2 Exh` + `A (part), 2004` → `Ord. 766 § 2 Exh. A (part), 2004`,
    `Ord. 766 § 2` + `(part), 2004` → `Ord. 766 § 2 (part), 2004`,
    `Ord. 934` + `6/10/2025` → `Ord. 934, 6/10/2025`."""
    if tail.fragment is None:
        return None
    start = head.text.rstrip(" .")
    body = tail.fragment.group("body").strip()
    if OPEN_EXHIBIT.search(start):
        return f"{start}. {tail.text.strip()}"
    if not body:
        return f"{start}, {tail.text.strip()}"
    if body.startswith(("§", "(", "Exh")):
        return f"{start} {tail.text.strip()}"
    return None


def _cites_something(piece: _Piece) -> bool:
    """Whether a piece cites anything: a sentence with no number (`Adopted by the Town Meeting
    … as indicated in article histories`) is a chapter note's formula, not an entry."""
    return any(c.isdigit() for c in piece.text)


def parse_history_note(
    section_id: str, note: str, subsection: str | None = None
) -> tuple[HistoryCitation, ...]:
    """One `HistoryCitation` per entry of `note` (with or without its parentheses or brackets),
    in the order printed, rotated citations put back together. `subsection`: the label of the
    subsection whose note this is (bracketed notes after a subsection's text)."""
    pieces = [_piece(p) for p in split_note(unwrap(note))]
    pieces = [p for p in pieces if _cites_something(p)]
    citations: list[HistoryCitation] = []
    index = 0
    while index < len(pieces):
        piece = pieces[index]
        following = pieces[index + 1] if index + 1 < len(pieces) else None
        joined = None
        if following is not None and piece.tail and following.dangling:
            joined = _join(following, piece)  # the usual rotation: tail first
        elif following is not None and piece.dangling and following.tail:
            joined = _join(piece, following)
        if joined is not None:
            citations.append(_citation(section_id, joined, True))
            index += 2
            continue
        citations.append(_citation(section_id, piece.text, False))
        index += 1
    citations = with_actions(citations)
    if subsection is None:
        return tuple(citations)
    return tuple(replace(c, subsection=subsection) for c in citations)
