"""Session laws and registers cited by a number before their name and a page after it, named as
reporters-db names them: `1999 Mass. Acts 8`, `1999 N.Y. Sess. Laws 9`, `60 Fed. Reg. 68,380`,
`4 Tex. Reg. 3`, `1999-52 Cal. Adv. Legis. Serv. 8`.

The registry is the library's (`reporters_db.LAWS`, kinds `leg_session` and `admin_register`):
each name and variation, its jurisdiction, and what its regex template prints before the name
(`$law_year`, `$volume`, an issue, `$law_year-<pamphlet>`) where a page follows
(`$page_with_commas`). Templates without a number before the name (`Ohio Monthly Rec. 6`) are
left out: a bare name and a number is too weak a sign (precision first).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import Enum

from reporters_db import LAWS

import graph.named_codes as named_codes
from graph.statutes import STATE_ABBREVIATIONS, STATE_CODES, STATE_NAMES, Body


class Before(Enum):
    """What a gazette's template prints before its name."""

    YEAR = "year"  # `$law_year`: `1999 Mass. Acts 8`
    VOLUME = "volume"  # `$volume` or an issue: `60 Fed. Reg. 68,380`
    YEAR_NUMBER = "year-number"  # `$law_year-<pamphlet>`: `1999-52 Cal. Adv. Legis. Serv. 8`


# What each kind of number before the name looks like, read backwards from the name: a year of
# the last four centuries, a volume of up to four digits, a year and a pamphlet's number.
BEFORE_RES: dict[Before, re.Pattern[str]] = {
    Before.YEAR: re.compile(r"(?<![\w.,:/-])(?P<n>(?:1[6-9]|20)\d\d)\s+$"),
    Before.VOLUME: re.compile(r"(?<![\w.,:/-])(?P<n>\d{1,4})\s+$"),
    Before.YEAR_NUMBER: re.compile(r"(?<![\w.,:/-])(?P<n>(?:1[6-9]|20)\d\d-\d{1,5})\s+$"),
}
# The library's template heads, by what they print before `$reporter`.
_TEMPLATE_HEADS: tuple[tuple[str, Before], ...] = (
    ("$law_year $reporter $page", Before.YEAR),
    ("$volume $reporter $page", Before.VOLUME),
    (r"$volume $reporter (?P<reg>\d+)", Before.VOLUME),  # `2 Nev. Reg. Admin. Regs. 710`
    (r"(?P<issue>\d+) $reporter $page", Before.VOLUME),
    (r"$law_year\-(?P<pamphlet>\d+) $reporter $page", Before.YEAR_NUMBER),
)
_KINDS = ("leg_session", "admin_register")


@dataclass(frozen=True, slots=True)
class Gazette:
    """A session law's or register's name (the library's key), its jurisdiction (USPS code or
    `US`), and what its citations print before the name."""

    name: str
    jurisdiction: str
    before: frozenset[Before]


def _gazettes() -> dict[str, Gazette]:
    """Every printed name (key and variations) of the library's session laws and registers cited
    by a number before and a page after, to its gazette."""
    found: dict[str, Gazette] = {}
    for key, entries in LAWS.items():
        for entry in entries:
            jurisdiction = STATE_CODES.get(entry["jurisdiction"])
            regexes = [str(r) for r in entry["regexes"]]
            heads = {b for r in regexes for h, b in _TEMPLATE_HEADS if r.startswith(h)}
            if entry["cite_type"] not in _KINDS or jurisdiction is None or not heads:
                continue
            old = found.get(key)
            gazette = Gazette(key, jurisdiction, frozenset(heads | (old.before if old else set())))
            for name in (key, *entry["variations"]):
                found[name] = gazette
    return found


def _key(printed: str) -> str:
    """A printed name as the trie reads it: no space after a period, one space between words."""
    return re.sub(r"\.\s*", ".", re.sub(r"\s+", " ", printed.strip()))


GAZETTES: dict[str, Gazette] = _gazettes()
# The canonical names, for the external target's form (`60 Fed. Reg. 68380`).
GAZETTE_NAMES: frozenset[str] = frozenset(g.name for g in GAZETTES.values())
# A gazette citation's division: its number is a page (`1999 La. Acts 188`), not the act's number
# (`La. Acts 1954, No. 188`, `graph.readers.sessions.read_session_act`).
PAGE = "page"
_BY_KEY: dict[str, Gazette] = {_key(k): g for k, g in GAZETTES.items()}
# Every gazette's name as `GAZETTE_RE`'s trie reads it.
NAMES = sorted(_BY_KEY)

# A gazette's name then its page: `Mass. Acts 8`, `Fed. Reg. 68,380` (the number before the name
# is read backwards by BEFORE_RES). One trie of every name: a literal first character, one branch
# tried per position. The page: digits with thousands' commas, not going on into another number.
GAZETTE_RE = re.compile(
    rf"(?P<name>{named_codes.trie(NAMES)})[ ]"
    r"(?P<page>\d{1,3}(?:,\d{3})+|\d{1,6})(?![\w,:/-]|\.\d)"
)


def gazette_named(printed: str) -> Gazette | None:
    """The gazette a printed name names (`Mass. Acts`, `Fed. Reg.`), or None."""
    return _BY_KEY.get(_key(printed))


def session_laws(state: str) -> Body:
    """The session laws of a state named by its name, printed `Laws` (`Chapter 210 of New Jersey
    Laws of 1950`: `N.J. Laws`), cited by year and chapter."""
    return Body(f"{STATE_ABBREVIATIONS[state]} Laws", STATE_CODES[state])


# The bodies `session_laws` names, cited by year and chapter (`1950 N.J. Laws ch. 210`).
SESSION_LAWS = frozenset(f"{abbreviation} Laws" for abbreviation in STATE_ABBREVIATIONS.values())


# A state's session laws cited by volume (its legislature's numbered session) and chapter, around
# their anchor `Laws`: `57 Laws of Delaware, Chapter 504`, `59 Del. Laws, c. 18`. Before it, the
# volume and the state abbreviated (reporters-db's abbreviations); after it, the state in full
# (one of the two is said), then the chapter.
VOLUME_LAWS_BEFORE_RE = re.compile(
    r"(?<![\w.,:/§-])(?P<volume>\d{1,3})\s+(?:(?P<abbr>"
    + "|".join(sorted((re.escape(a) for a in STATE_ABBREVIATIONS.values()), key=len)[::-1])
    + r")\s+)?$"
)
VOLUME_LAWS_AFTER_RE = re.compile(
    rf"(?:\s+of\s+(?:the\s+State\s+of\s+)?(?P<state>{STATE_NAMES})\b)?,?\s+"
    r"(?:[Cc]hapter|[Cc]h\.|c\.)\s*(?P<chapter>\d{1,4})\b(?![.-]\d)"
)
# A state's name by its abbreviation: `Del.` → `Delaware`.
STATE_OF_ABBREVIATION: dict[str, str] = {a: name for name, a in STATE_ABBREVIATIONS.items()}
