"""Acts cited by their own names or section numbers, codified in a body of law.

An act cited by its own sections (the Pennsylvania Municipalities Planning Code, the Internal
Revenue Code, the Clean Water Act) is cited as the section of the body it is codified in, and an
act named alone (`the Americans with Disabilities Act`) as that body's first section, et seq.
(`CODIFIED_ACTS`, read by `graph.readers.external` and `graph.readers.bodies` through
`graph.named_codes`). Nothing here knows a city.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from parsers.subsections import roman_value


@dataclass(frozen=True, slots=True)
class CodifiedAct:
    """An act cited by its own section numbers, codified in a titled body: its section `n` is
    section `offset + n` of `title` (the Pennsylvania Municipalities Planning Code's § 903 is 53
    P.S. § 10903, the Internal Revenue Code's § 501 is 26 U.S.C. § 501). An act whose sections
    are numbered by article (`by_article`: Article IX opens with § 901) cites its article as the
    article's first section."""

    body: str
    title: str | None
    offset: int = 0
    by_article: bool = False
    prefix: str = ""  # a `title:chapter-` its sections are numbered after (New Jersey's)
    first: str = ""  # its first section, codified: the act named alone is it, et seq.
    width: int = 0  # digits of a section after `prefix` (Michigan's `125.38` + `01`)
    division: str = ""  # what the act named alone is, where no section is (`art. 8`)
    # The codified first section of each title of an act whose sections are numbered by title
    # (the Clean Water Act's § 402 is title IV's second section: 33 U.S.C. § 1342).
    titles: tuple[int, ...] = ()


# Federal acts codes name alone or cite by their own sections, by their short titles (the U.S.
# Code's table of popular names): each is its first section in the U.S. Code, et seq. The Clean
# Water Act (the Federal Water Pollution Control Act) numbers its sections by title, each title a
# run of sections of 33 U.S.C. from the first listed (§ 101 is § 1251, § 402 is § 1342).
_CLEAN_WATER = CodifiedAct(
    "U.S.C.", "33", first="1251", titles=(1251, 1281, 1311, 1341, 1361, 1381)
)
FEDERAL_ACTS: tuple[tuple[tuple[str, ...], CodifiedAct], ...] = (
    (("Clean Water Act", "Federal Water Pollution Control Act"), _CLEAN_WATER),
    (
        ("Americans with Disabilities Act", "Americans with Disabilities Act of 1990"),
        CodifiedAct("U.S.C.", "42", first="12101"),
    ),
    (
        (
            "National Manufactured Housing Construction and Safety Standards Act",
            "National Manufactured Housing Construction and Safety Standards Act of 1974",
        ),
        CodifiedAct("U.S.C.", "42", first="5401"),
    ),
    (("Fair Housing Act",), CodifiedAct("U.S.C.", "42", first="3601")),
    (("National Flood Insurance Act of 1968",), CodifiedAct("U.S.C.", "42", first="4001")),
    (("Clean Air Act",), CodifiedAct("U.S.C.", "42", first="7401")),
    (("National Environmental Policy Act",), CodifiedAct("U.S.C.", "42", first="4321")),
    (("Endangered Species Act",), CodifiedAct("U.S.C.", "16", first="1531")),
    (
        ("Religious Land Use and Institutionalized Persons Act",),
        CodifiedAct("U.S.C.", "42", first="2000cc"),
    ),
)

_MPC = CodifiedAct("Pa. Stat. and Cons. Stat.", "53", 10000, by_article=True, first="10101")
_IRC = CodifiedAct("U.S.C.", "26")
# Acts by the names codes print them in full (`Section 501(c)(3) of the Internal Revenue Code`).
CODIFIED_ACTS: dict[str, CodifiedAct] = {
    "Pennsylvania Municipalities Planning Code": _MPC,
    "Municipalities Planning Code": _MPC,
    **dict.fromkeys(("Internal Revenue Code", "Internal Revenue Code of 1986"), _IRC),
    **dict.fromkeys(("Internal Revenue Code of 1954", "United States Internal Revenue Code"), _IRC),
    "Internal Revenue Code of the United States": _IRC,
    # New Jersey's: `section 25 of the Municipal Land Use Law` is N.J.S.A. 40:55D-25; its Optional
    # Municipal Charter Law (the Faulkner Act) is N.J.S.A. 40:69A-1 et seq.
    "Municipal Land Use Law": CodifiedAct("N.J. Stat.", None, prefix="40:55D-", first="40:55D-1"),
    "Optional Municipal Charter Law": CodifiedAct(
        "N.J. Stat.", None, prefix="40:69A-", first="40:69A-1"
    ),
    # Michigan's, by name and by public act: `Section 406 of Michigan Public Act 110 of 2006` is
    # MCL 125.3406; the Planning Enabling Act's § 43 is MCL 125.3843.
    **dict.fromkeys(
        ("Michigan Zoning Enabling Act", "MZEA", "2006 Mich. Pub. Acts 110"),
        CodifiedAct("Mich. Comp. Laws", None, prefix="125.3", first="125.3101"),
    ),
    # Its township zoning act of 1943 (repealed by the MZEA, still cited by older ordinances):
    # its section 1 is MCL 125.271 (`Township Zoning Act`, its short title, or `Township Rural
    # Zoning Act`, its title).
    **dict.fromkeys(
        ("Township Zoning Act", "Township Rural Zoning Act", "1943 Mich. Pub. Acts 184"),
        CodifiedAct("Mich. Comp. Laws", None, 270, prefix="125.", first="125.271"),
    ),
    **dict.fromkeys(
        ("Michigan Planning Enabling Act", "MPEA", "2008 Mich. Pub. Acts 33"),
        CodifiedAct("Mich. Comp. Laws", None, prefix="125.38", first="125.3801", width=2),
    ),
    # Illinois's, codified as an act of a chapter (`765 ILCS 605/9`), by its title and the name
    # codes print (Chicago's `Illinois Condominium Act`).
    **dict.fromkeys(
        ("Condominium Property Act", "Illinois Condominium Act"),
        CodifiedAct("Ill. Comp. Stat.", "765", prefix="605/", first="605"),
    ),
    # Its municipalities' act, codified as an act of chapter 65 (`65 ILCS 5/11-13-3`).
    "Illinois Municipal Code": CodifiedAct("Ill. Comp. Stat.", "65", prefix="5/", first="5"),
    # Georgia's title 16 by its short title (O.C.G.A. § 16-1-1), numbered as the title's sections.
    "Criminal Code of Georgia": CodifiedAct("Ga. Code", None, division="tit. 16"),
    # Acts known by their acronym (`POPULAR_ACRONYM_RE`): New York's State Environmental Quality
    # Review Act is article 8 of its Environmental Conservation Law; federal acts by their title.
    **dict.fromkeys(
        ("SEQRA", "SEQR"), CodifiedAct("N.Y. Envtl. Conserv. Law", None, division="art. 8")
    ),
    "FIFRA": CodifiedAct("U.S.C.", "7", first="136"),  # Insecticide, Fungicide, and Rodenticide
    **{name: act for names, act in FEDERAL_ACTS for name in names},
}
_LEADING_NUMBER_RE = re.compile(r"\d+")  # a section's whole number (`617` of `617.2`): offset
_ROMAN_DIGITS = frozenset("ivxl")  # the digits of an article's Roman numeral


def codified_number(act: CodifiedAct, number: str) -> str:
    """`903` of the MPC → `10903`; `617.2` → `10617.2`; the IRC's `501` → `501`; Michigan's
    Township Zoning Act's `16` → `125.286`; the Clean Water Act's `402(p)` → `1342(p)`."""
    m = _LEADING_NUMBER_RE.match(number)
    title, section = divmod(int(m[0]), 100) if m is not None else (0, 0)
    if m is not None and 0 < title <= len(act.titles) and section:  # `402` → `1342`
        return f"{act.titles[title - 1] + section - 1}{number[m.end() :]}"
    if m is not None and act.width:  # `43(3)` → `43`, `(3)` after `125.38`: `125.3843(3)`
        return f"{act.prefix}{m[0].zfill(act.width)}{number[m.end() :]}"
    if m is None or not act.offset:  # `5/11-13-3` printed with the act's prefix: as it is
        return number if act.prefix and number.startswith(act.prefix) else f"{act.prefix}{number}"
    return f"{act.prefix}{act.offset + int(m[0])}{number[m.end() :]}"


def article_section(act: CodifiedAct, article: str) -> str | None:
    """The first section of an article of an act numbered by article (`IX` → `10901`)."""
    if not act.by_article:
        return None
    n = int(article) if article.isdigit() else _roman(article)
    return str(act.offset + n * 100 + 1) if n else None


def _roman(numeral: str) -> int:
    """`IX` → 9; 0 for what is no numeral of an article's (`I`, `V`, `X`, `L` only)."""
    lower = numeral.lower()
    return roman_value(lower) if lower and set(lower) <= _ROMAN_DIGITS else 0
