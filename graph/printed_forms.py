"""Printed forms of a statute's name and number that reporters-db's patterns do not give.

- `inverted`: a body's full name with its state put first (`Code of Laws of South Carolina`
  printed `South Carolina Code of Laws`), a state's `Code` in lower case (`Montana code`);
- `glued_label`: a subsection's letter printed glued to a `title:section` number
  (`N.J.S.A. 40:55D-25c(1)`);
- `range_end`: a range's end printed as the last part of the number only
  (`N.J.S.A. 40:69A-139 through 143`: the end is `40:69A-143`);
- `edition_year`: a compilation's edition year printed after its name (`NMSA 1978`, `RSMo
  2000`, `Code of Virginia, 1950`): the year names the compilation, never a section;
- `dotted_range`: a dotted number's range printed with a hyphen, its end short (`RSMo
  64.800-840`) or with its dot slipped to a hyphen (`RSMo 562.016-562-026`).
- `bracket_labels`: a subsection printed in square brackets after the number, its lettered
  paragraph glued on (Iowa's source notes: `Code of Iowa, Sec. 364.3[2] and 903.1[1a]`);
- `LOWER_ACT_RE`: an act's name printed in lower case after a comma (`title 11, chapter 13,
  interlocal cooperation act`): the division path is the act's, never the city's;
- `without_periods`: initials printed without their periods (`ARS 33-506` for `A.R.S.`), a
  statute's name only before a number with a joint (`DOTLESS_AHEAD_RE`).
"""

from __future__ import annotations

import re
from collections.abc import Iterable

import us

import graph.named_codes as named_codes
from parsers.grammar.ranges import short_end

# The states', the District's and the territories' names (the `us` package).
_STATES = frozenset(state.name for state in us.states.STATES_AND_TERRITORIES)


# A full name that ends with the state it belongs to (`Code of Laws of South Carolina`, `Code of
# Virginia`): its words before `of <state>`.
_OF_STATE_END_RE = re.compile(
    r"^(?P<generic>[A-Z][\w ]*?) of (?P<state>[A-Z][a-z]+(?: [A-Z][a-z]+)?)$"
)


# A compilation's edition year after its name (`NMSA 1978`, `RSMo 2000`, `Code of Virginia,
# 1950`), alone: a number going on (`1978.5`, `1950:12`, `2000(a)`, `1950, 15.2-2204`) is no
# edition's but a section's (or a list's), so it is left to the number's reader.
EDITION_YEAR = r"(?:1[89]|20)\d\d(?![\w:/-]|\.\w|\s?\(|,?\s*\d)"
_EDITION_YEAR_RE = re.compile(rf",?\s*{EDITION_YEAR}")


def edition_year(anchor: re.Match[str]) -> bool:
    """Whether a statute's name (`graph.statutes.STATUTE_RE`'s anchor) is followed by its
    edition's year alone, no `§` or `Section` between (`NMSA 1978`): no section is cited."""
    if anchor["sign"].strip(" ,\t\n"):
        return False
    return _EDITION_YEAR_RE.match(anchor.string, anchor.start("sign")) is not None


def inverted(full_name: str) -> tuple[str, ...]:
    """The full name with its state put first, as codes print it (`Code of Laws of South
    Carolina` → `South Carolina Code of Laws`), and a `<State> Code` with its word in lower case
    (`Montana code 76-2-321`) or as the state's (`Indiana State Code`); none when the name
    neither ends nor opens with a state alone."""
    if (code := full_name.removesuffix(" Code")) in _STATES:
        return (f"{code} code", f"{code} State Code")
    m = _OF_STATE_END_RE.match(full_name)
    if m is None or m["state"] not in _STATES or "State" in m["generic"]:
        return ()
    return (f"{m['state']} {m['generic']}",)


def abbreviated_state(full_name: str, abbreviation: dict[str, str]) -> tuple[str, ...]:
    """The full name with its opening state abbreviated as citations abbreviate it (`Minnesota
    Rules` → `Minn. Rules`, `Wisconsin Administrative Code` → `Wis. Administrative Code`), by
    `abbreviation` (a state's name → its abbreviation); a state's `Rules` named its
    `Regulations` too (`Minn. Regulations`); none when no state opens the name."""
    state = next((s for s in _STATES if full_name.startswith(f"{s} ")), None)
    if state is None or state not in abbreviation:
        return ()
    abbreviated = f"{abbreviation[state]}{full_name[len(state) :]}"
    if full_name.endswith(" Rules"):  # `Minnesota Rules` printed `Minn. Regulations` too
        return (
            abbreviated,
            *(f"{n.removesuffix(' Rules')} Regulations" for n in (full_name, abbreviated)),
        )
    return (abbreviated,)


# A subsection's letter printed glued to a `title:section` number (`N.J.S.A. 40:55D-25c(1)`,
# `40:55D-70d`): those bodies number sections with digits and decimals only, so a lowercase
# letter right after the section's digits is its subsection.
_GLUED_LETTER_RE = re.compile(r"(?P<number>[\w.:-]*:[\w.:-]*\d)(?P<letter>[a-z])")


def glued_label(body: str, printed: str) -> tuple[str, tuple[str, ...]]:
    """The number `printed_number` gives and the subsection label glued to it, if any
    (`40:55D-25c` of `N.J. Stat.` → `40:55D-25`, `(c,)`)."""
    number = named_codes.printed_number(body, printed)
    if body in named_codes.TITLE_COLON and (m := _GLUED_LETTER_RE.fullmatch(number)):
        return m["number"], (m["letter"],)
    return number, ()


# A number whose last part, after its hyphen or colon, is dotted (`40:55D-` and `8.1`), and a
# range's end printed as that part alone (`8.7` of `N.J.S.A. 40:55D-8.1 through 8.7`).
_DOTTED_LAST_RE = re.compile(r"(?P<stem>.*[-:])(?P<lead>\d{1,4})\.(?P<last>\d{1,4})")
_DOTTED_END_RE = re.compile(r"(?P<lead>\d{1,4})\.(?P<last>\d{1,4})")


def range_end(first: str, end: str) -> str:
    """`40:69A-139`, `143` → `40:69A-143`: an end printed bare stands for the first's last part
    (the shared grammar's `short_end`, the instruction parser's too); `40:55D-8.1`, `8.7` →
    `40:55D-8.7`: a dotted end after a dotted last part of the same lead, above it, is its
    sibling."""
    split, short = _DOTTED_LAST_RE.fullmatch(first), _DOTTED_END_RE.fullmatch(end)
    if (
        split
        and short
        and short["lead"] == split["lead"]
        and int(short["last"]) > int(split["last"])
    ):
        return f"{split['stem']}{end}"
    return short_end(first, end)


def list_title(body: str, before: list[str], number: str) -> str:
    """`676:17`, `17-a` → `676:17-a`: a later item of a list in a `title:section` body printed
    without its title (`RSA 676:17, 17-a and 17-b`) is a section of the title before it (a bare
    `70` is its last part's: `graph.readers.joins`)."""
    if body not in named_codes.TITLE_COLON or ":" in number or number.isdigit():
        return number
    if not before or ":" not in before[0]:
        return number
    return f"{before[0].split(':')[0]}:{number}"


# A statute's subject glossed in lower case after its number: ` (wetlands)` of `Wis. Stats. §§
# 62.23, 61.35, or 62.231 (wetlands), 87.30 or 144.26 (floodplains)` (a label is one character
# or a number, a title starts with a capital: `graph.patterns.TITLE_PAREN_RE`).
GLOSS_RE = re.compile(r"[ ]\((?=[a-z]{3})[a-z ]{3,40}\)")


# A dotted number and a range's end after a hyphen: the end's last part alone, as wide as the
# first's (`64.800-840`), or the first's lead again with a hyphen for its dot (`562.016-562-026`).
# Virginia's `15.2-2204` (a title's one decimal, then its section) is one number: never a range.
_DOTTED_RANGE_RE = re.compile(
    r"(?P<lead>\d{1,4})\.(?P<first>\d{2,4})-(?:(?P=lead)[.-])?(?P<last>\d{2,4})(?![\w:/-]|\.\d)"
)


def dotted_range(text: str, start: int) -> re.Match[str] | None:
    """The range a dotted number at `start` opens with a hyphen (its parts `lead`, `first`,
    `last`), or None when no such range is printed or it runs backwards (`64.840-800`)."""
    m = _DOTTED_RANGE_RE.match(text, start)
    if m is None or len(m["first"]) != len(m["last"]) or int(m["last"]) <= int(m["first"]):
        return None
    return m


# A name printed as initials, each with its period (`A.R.S.`, `C.G.S.`): three letters or more
# (two-letter initials without periods are a zone's or a word's: `IC`, `RS`).
_INITIALS_RE = re.compile(r"(?:[A-Z]\.){3,}")
# What initials printed without their periods come before as a statute's name (`ARS 33-506`,
# `CGS § 8-2`): a number with a joint, after a section's sign or word; `ARS` alone names none.
DOTLESS_AHEAD_RE = re.compile(
    r"\s?,?\s*(?:§§?\s*|[Ss]ections?\s+|[Ss]ecs?\.\s*)?\d{1,3}[A-Z]?[-.:]\d"
)


def without_periods(names: Iterable[str]) -> dict[str, str]:
    """Each name printed as initials with periods (`A.R.S.`) by its form without them (`ARS`),
    where no name is printed so already (municipal codes drop the periods: `ARS 33-506`)."""
    taken = set(names)
    dotless = {n.replace(".", ""): n for n in taken if _INITIALS_RE.fullmatch(n)}
    return {short: n for short, n in dotless.items() if short not in taken}


# Printed short forms of statutes that municipal codes use and reporters-db does not list, each
# with the reporters-db body it names. Bare `R.C.` is Ohio's (no other state cites a `Revised
# Code` so), bare `R.S.` with a `title:section` number Louisiana's (New Jersey's: `N.J.S.A.`),
# `G.S.` North Carolina's, `M.S.` Minnesota's, `A.S.` Alaska's, `UCA` Utah's (Utah Code
# Annotated), `A.C.A.` Arkansas's (Arkansas Code Annotated); `Alabama Criminal Code` is
# the Ala. Code's title 13A. Forms that name zones too are kept only before their statute's
# shape (`named_codes.SHAPE_ONLY`: `RS 7`, `IC 1` are zones). `O.S.`: title first (`11 O.S. § 1`).
ALIASES: tuple[tuple[str, str], ...] = (
    ("Ohio R.C.", "Ohio Rev. Code"), ("R.C.", "Ohio Rev. Code"), ("ORC", "Ohio Rev. Code"),
    ("O.R.C.", "Ohio Rev. Code"), ("Ohio Revised Code", "Ohio Rev. Code"),
    ("O.C.G.A.", "Ga. Code"), ("OCGA", "Ga. Code"), ("Official Code of Georgia", "Ga. Code"),
    ("F.S.", "Fla. Stat."), ("Florida Statutes", "Fla. Stat."), ("O.S.", "Okla. Stat."),
    ("OK", "Okla. Stat."),  # glued to its sign only (`11 OK§ Sections 14-108`: SHAPE_ONLY)
    ("NCGS", "N.C. Gen. Stat."), ("N.C.G.S.", "N.C. Gen. Stat."), ("G.S.", "N.C. Gen. Stat."),
    ("North Carolina General Statutes", "N.C. Gen. Stat."), ("RSMo.", "Mo. Rev. Stat."),
    ("R.S.", "La. Stat."), ("La. R.S.", "La. Stat."), ("L.R.S.", "La. Stat."), ("R.S", "La. Stat."),
    ("LRS", "La. Stat."), ("LRS.", "La. Stat."), ("RS", "La. Stat."),
    ("La. Rev. Stat.", "La. Stat."), ("Louisiana Revised Statutes", "La. Stat."),
    ("CRS", "Colo. Rev. Stat."), ("G.L.", "R.I. Gen. Laws"), ("M.R.S.A.", "Me. Rev. Stat."),
    ("M.R.S.", "Me. Rev. Stat."), ("RCM", "R.C.M."), ("R.C.M.", "R.C.M."),
    ("Code of Virginia", "Va. Code"), ("Va. Code", "Va. Code"), ("ORS", "Or. Rev. Stat."),
    ("O.R.S.", "Or. Rev. Stat."), ("Oregon Revised Statutes", "Or. Rev. Stat."),
    ("A.R.S.", "Ariz. Rev. Stat."), ("C.R.S.", "Colo. Rev. Stat."), ("C.G.S.", "Conn. Gen. Stat."),
    ("ILCS", "Ill. Comp. Stat."), ("I.C.", "Ind. Code"), ("IC", "Ind. Code"), ("KSA", "Kan. Stat."),
    ("K.S.A.", "Kan. Stat."), ("A.S.", "Alaska Stat."), ("Neb. RS", "Neb. Rev. Stat."),
    ("KRS", "Ky. Rev. Stat."), ("MCL", "Mich. Comp. Laws"), ("M.C.L.A.", "Mich. Comp. Laws"),
    ("MCLA", "Mich. Comp. Laws"), ("Code of Ala.", "Ala. Code"), ("Alabama Code", "Ala. Code"),
    ("Alabama Criminal Code", "Ala. Code"), ("Revised Statutes of Missouri", "Mo. Rev. Stat."),
    ("M.S.A.", "Minn. Stat."), ("M.S.", "Minn. Stat."), ("RSMo", "Mo. Rev. Stat."),
    ("NRS", "Nev. Rev. Stat."), ("RSA", "N.H. Rev. Stat."), ("N.J.S.A.", "N.J. Stat."),
    ("N.J.S.", "N.J. Stat."), ("C.", "N.J. Stat."), ("Neb. R.S.", "Neb. Rev. Stat."),
    ("P.S.", "Pa. Stat. and Cons. Stat."), ("Pa.C.S.", "Pa. Cons. Stat."), ("W.S.", "Wyo. Stat."),
    ("Illinois Compiled Statutes", "Ill. Comp. Stat."), ("Ill. Rev. Stat.", "Ill. Rev. Stat."),
    ("Illinois Revised Statutes", "Ill. Rev. Stat."), ("Tenn. Code. Ann.", "Tenn. Code"),
    ("NMSA", "N.M. Stat."), ("NDCC", "N.D. Cent. Code"), ("SDCL", "S.D. Codified Laws"),
    ("T.C.A.", "Tenn. Code"), ("V.S.A.", "Vt. Stat."), ("LGC", "Tex. Loc. Gov't Code"),
    ("UCA", "Utah Code"), ("U.C.A.", "Utah Code"), ("A.C.A.", "Ark. Code"),
    ("Wis. Stats.", "Wis. Stat."), ("HRS", "Haw. Rev. Stat."), ("MCA", "Mont. Code"),
    ("M.C.A.", "Mont. Code"), ("A.R.M.", "Mont. Admin. R."),  # and administrative codes:
    ("NCAC", "N.C. Admin. Code"), ("N.C.A.C.", "N.C. Admin. Code"), ("OAC", "Ohio Admin. Code"),
    ("F.A.C.", "Fla. Admin. Code"), ("VAC", "Va. Admin. Code"), ("TAC", "Tex. Admin. Code"),
    ("KAR", "Ky. Admin. Regs."), ("NAC", "Nev. Admin. Code"), ("OAR", "Or. Admin. R."),
    ("N.J.A.C.", "N.J. Admin. Code"), ("NYCRR", "N.Y. Comp. Codes R. & Regs."),
    ("A.C.A.", "Ark. Code"),  # the Arkansas Code Annotated, as Arkansas's codes print it
    ("WS", "Wyo. Stat."),  # before its edition's year and a number only (SHAPE_ONLY)
    ("RIGL", "R.I. Gen. Laws"),
)  # fmt: skip


# An act's name printed all in lower case after a comma and a division path (`title 11, chapter 13,
# interlocal cooperation act, …`): one to five plain words before `act`, the first no
# determiner (`, this act`, `, every act or omission` name no act), the name ending its clause
# (a comma, a period, a semicolon after it); a city's code is never called an act.
LOWER_ACT_RE = re.compile(
    r",\s+(?P<law>(?!(?:this|the|that|said|such|an?|any|each|every|all|no|other|which|its)\b)"
    r"[a-z]{3,}(?:\s+[a-z]{2,}){0,4}\s+act)(?=[,.;])"
)


# A subsection in square brackets right after a statute's number, a lettered paragraph glued to
# it (`364.3[2]`, `903.1[1a]`, `364.22 [1]`): a short label, not a link's text (`[4511.66][…]`).
BRACKET_LABELS_RE = re.compile(r" ?\[(?P<label>\d{1,2}|[a-z])(?P<letter>(?<=\d)[a-z])?\](?![\[(])")


def bracket_labels(bracket: re.Match[str]) -> tuple[str, ...]:
    """`[1a]` → (`1`, `a`): the subsection, then its paragraph."""
    return (bracket["label"], bracket["letter"]) if bracket["letter"] else (bracket["label"],)
