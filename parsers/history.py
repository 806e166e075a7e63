"""History notes: the parenthesized list of ordinances that closes each ecode360 section.

`(Ord. 766 § 2 Exh. A (part), 2004; Ord. 823 § 2(C) Exh. C (part), 2009; Ord. 934, 6/10/2025)`
becomes one `HistoryCitation` per ordinance. ecode360's PDF text layer sometimes rotates a
citation around its `Exh.`: `(A (part), 2004; Ord. 766 § 2 Exh)` stands for
`Ord. 766 § 2 Exh. A (part), 2004`. The repair is structural: a piece with no ordinance (an
exhibit tail and a year) is joined to the neighbouring piece that names an ordinance but ends in
a dangling `Exh` without a year; the citation is marked `repaired`.

The newer ecode360 form `[Amended 6-10-2025 by Ord. No. 934]` is read as well.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date

from parsers.records import HistoryCitation

# One citation of an ordinance, as ecode360 prints it in a history note:
#   `Ord. 823 § 2(C) Exh. C (part), 2009`, `Ord. 934, 6/10/2025`, `Ord. 854 § 2 (part), 2015`.
# The ordinance number starts with a digit (`766`, `2004-12`, `93-7A`); the ordinance's own
# section may carry parenthesized parts (`2(C)`); `Exh.` may lack its letter when the note is
# rotated (`Ord. 766 § 2 Exh`), which is what marks a piece as dangling.
CITATION = re.compile(
    r"Ord(?:inance)?s?\.?\s*(?:No\.?\s*)?(?P<number>\d[\w-]*)"
    r"(?:\s*§§?\s*(?P<section>\d+[A-Za-z]?(?:\.\d+)*(?:\s?\((?!part\))[0-9A-Za-z]{1,4}\))*))?"
    r"(?:\s*\((?P<part1>part)\))?"
    r"(?P<exh>\s*Exh(?:ibit)?\b\.?(?:\s*(?P<exhibit>[A-Z0-9]{1,3})\b)?)?"
    r"(?:\s*\((?P<part2>part)\))?"
    r"(?P<when>,?\s*(?:(?P<month>\d{1,2})/(?P<day>\d{1,2})/(?P<year4>\d{4})|(?P<year>\d{4})))?"
    r"\s*\.?\s*$",
    re.IGNORECASE,
)

# The tail that a rotation moves in front of its ordinance: whatever the citation printed after
# its number (`A (part)`, `§ 2 Exh. A`, `(part)`, or nothing) and the year or date that closed
# it, e.g. `A (part), 2004`. A piece starting with `Ord` is never a tail.
FRAGMENT = re.compile(
    r"(?!Ord)(?P<body>[^;]*?),?\s*"
    r"(?:(?P<month>\d{1,2})/(?P<day>\d{1,2})/(?P<year4>\d{4})|(?P<year>\d{4}))\s*\.?\s*$",
    re.IGNORECASE,
)

# A tail that is an exhibit's letter and an optional `(part)`: `A (part)`, `2`.
EXHIBIT_TAIL = re.compile(r"(?P<exhibit>[A-Z0-9]{1,3})(?:\s*\((?P<part>part)\))?")

# A citation head that stops at `Exh` without the exhibit's letter: `Ord. 766 § 2 Exh`.
OPEN_EXHIBIT = re.compile(r"Exh(?:ibit)?\.?$", re.IGNORECASE)

# ecode360's newer bracketed form: `Amended 6-10-2025 by Ord. No. 934` (also `Added`, `Repealed`).
EVENT = re.compile(
    r"(?:Added|Amended|Repealed|Adopted)\s+(?P<month>\d{1,2})[-/](?P<day>\d{1,2})[-/](?P<year>\d{4})"
    r"\s+by\s+Ord(?:inance)?\.?\s*(?:No\.?\s*)?(?P<number>\d[\w-]*)",
    re.IGNORECASE,
)

# A piece that names an ordinance even if the rest does not follow the usual order
# (`Ord. 1234 § 1 (part), 1999, eff. 2/1/1999`): `Ord.` and a number at its start.
ORDINANCE_START = re.compile(
    r"Ord(?:inance)?s?\.?\s*(?:No\.?\s*)?(?P<number>\d[\w-]*)", re.IGNORECASE
)

# A year (1800–2099) or a US date anywhere in a piece, for pieces read loosely.
LOOSE_DATE = re.compile(
    r"\b(?:(?P<month>\d{1,2})/(?P<day>\d{1,2})/(?P<year4>\d{4})|(?P<year>1[89]\d\d|20\d\d))\b"
)

# A whole note: the text between one pair of parentheses or brackets.
WRAPPED = re.compile(r"^\s*[(\[](?P<inner>.*)[)\]]\s*$", re.DOTALL)


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
    return match.group("inner") if match else note.strip()


def _piece(text: str) -> _Piece:
    return _Piece(text, CITATION.match(text), FRAGMENT.match(text))


def looks_like_history(note: str) -> bool:
    """Whether a parenthesized text is a history note: every piece cites an ordinance, is a
    rotated exhibit tail, or is an `Amended … by Ord.` event, and at least one names one."""
    pieces = [_piece(p) for p in split_note(unwrap(note))]
    if not pieces:
        return False
    named = False
    for piece in pieces:
        if piece.citation is not None or EVENT.search(piece.text):
            named = True
        elif ORDINANCE_START.match(piece.text) and LOOSE_DATE.search(piece.text):
            named = True  # an ordinance and a date, in an order of its own
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


def _citation(section_id: str, raw: str, repaired: bool) -> HistoryCitation:
    match = CITATION.match(raw)
    if match is None:
        event = EVENT.search(raw)
        if event is not None:
            event_year = int(event.group("year"))
            try:
                event_date: date | None = date(
                    event_year, int(event.group("month")), int(event.group("day"))
                )
            except ValueError:
                event_date = None
            return HistoryCitation(
                section_id, event.group("number"), raw, year=event_year, date=event_date
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
        found = LOOSE_DATE.search(raw)
        year, when = _when(found) if found else (None, None)
        return HistoryCitation(
            section_id, loose.group("number") if loose else None, raw, year=year, date=when
        )
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


def parse_history_note(section_id: str, note: str) -> tuple[HistoryCitation, ...]:
    """One `HistoryCitation` per ordinance cited in `note` (with or without its parentheses),
    in the order printed, rotated citations put back together."""
    pieces = [_piece(p) for p in split_note(unwrap(note))]
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
    return tuple(citations)
