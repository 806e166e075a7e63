"""Bodies of law reporters-db names only by a pattern, and acts codified in a titled body.

reporters-db gives New York's consolidated laws and Texas's codes only as a pattern of their
subject (`N.Y. $law_subject Law`, `Tex. $law_subject Code`); `graph.statutes` makes a body of
each subject listed here. An act cited by its own sections (the Pennsylvania Municipalities
Planning Code, the Internal Revenue Code) is cited as the section of the body it is codified in
(`CODIFIED_ACTS`, read by `graph.readers.external`). And the trie every printed name of a body
is compiled into, one anchor (`trie`).
"""

from __future__ import annotations

import re

from reporters_db import LAWS

from graph.codified_acts import CODIFIED_ACTS as CODIFIED_ACTS
from graph.codified_acts import CodifiedAct as CodifiedAct
from graph.codified_acts import article_section as article_section
from graph.codified_acts import codified_number as codified_number

# The Statutes at Large, reporters-db's name: `96 Stat. 2415` (volume 96, page 2415).
STATUTES_AT_LARGE = "Stat."

# The codes reporters-db gives only as a pattern of their subject (`N.Y. $law_subject Law`,
# `Tex. $law_subject Code`): the subjects municipal codes cite, printed (`General Municipal`) and
# as the Bluebook abbreviates them (`Gen. Mun.`). Each is `<state abbr.> <abbreviation> <word>`,
# printed `<subject> <word>` (New York's laws: no other state names its statutes so),
# `<state> <subject> <word>`, or after `V.T.C.A., ` (Vernon's Texas Codes Annotated).
SUBJECT_CODES: tuple[tuple[str, str, tuple[tuple[str, str], ...]], ...] = (
    ("New York", "Law", (
        ("General Municipal", "Gen. Mun."), ("Town", "Town"), ("Village", "Village"),
        ("Municipal Home Rule", "Mun. Home Rule"),
        ("Environmental Conservation", "Envtl. Conserv."),
        ("Real Property", "Real Prop."), ("Real Property Tax", "Real Prop. Tax"),
        ("Public Health", "Pub. Health"), ("Vehicle and Traffic", "Veh. & Traf."),
        ("General City", "Gen. City"), ("Agriculture and Markets", "Agric. & Mkts."),
        ("Public Officers", "Pub. Off."), ("Multiple Dwelling", "Mult. Dwell."),
        ("Alcoholic Beverage Control", "Alco. Bev. Cont."), ("General Business", "Gen. Bus."),
        ("General Obligations", "Gen. Oblig."), ("Second Class Cities", "Second Class Cities"),
    )),
    ("Texas", "Code", (
        ("Local Government", "Loc. Gov't"), ("Government", "Gov't"), ("Penal", "Penal"),
        ("Health and Safety", "Health & Safety"), ("Transportation", "Transp."),
        ("Water", "Water"), ("Tax", "Tax"), ("Property", "Prop."),
        ("Natural Resources", "Nat. Res."),
        ("Alcoholic Beverage", "Alco. Bev."), ("Agriculture", "Agric."), ("Education", "Educ."),
        ("Occupations", "Occ."), ("Utilities", "Util."), ("Parks and Wildlife", "Parks & Wild."),
        ("Election", "Elec."), ("Business and Commerce", "Bus. & Com."),
    )),
)  # fmt: skip


def subject_codes(abbreviations: dict[str, str]) -> list[tuple[str, str, str, list[str]]]:
    """Each code named by subject: its canonical name, its state, its full name, its printed
    names; `abbreviations` are the states' in citations (`New York` → `N.Y.`)."""
    codes = []
    for state, word, subjects in SUBJECT_CODES:
        abbr = abbreviations[state]
        for subject, abbreviation in subjects:
            name, full = f"{abbr} {abbreviation} {word}", f"{state} {subject} {word}"
            printed = [name, full, f"{abbr} {subject} {word}"]
            printed += [f"{subject} {word}"] if word == "Law" else [f"V.T.C.A., {subject} {word}"]
            for long, short in (*WORD_ABBREVIATIONS, ("'", "’")):  # `Tex. Loc. Gov’t Code`
                printed += [n.replace(long, short) for n in printed if long in n]
            codes.append((name, state, full, printed))
    return codes


# A subject's words printed abbreviated unlike the Bluebook (`Tex. Local Gov’t Code`).
WORD_ABBREVIATIONS = tuple(("Government", short) for short in ("Govt.", "Gov't", "Gov’t"))


# --- How bodies print their numbers ---------------------------------------------------------------

# Bodies whose sections are numbered `title:section` (`R.S. 26:80`, `RSA 674:16`, `N.J.S.A.
# 40:55D-1`): a title printed apart (`tit. 33, § 9106`) joins its section so.
TITLE_COLON = frozenset({"La. Stat.", "N.H. Rev. Stat.", "N.J. Stat.", "N.J. Rev. Stat."})
# Bodies whose chapters are cited joined to their title, as their sections' numbers begin (the
# separator): Georgia's `tit. 46, ch. 3` is chapter `46-3` (§ 46-3-1), New Jersey's `Chapter 63
# of Title 40A` is `40A:63` (N.J.S.A. 40A:63-1); South Carolina's, Alabama's, Tennessee's and
# Arkansas's are title-chapter-section too (S.C. Code § 6-29-10, Ala. Code § 11-52-1).
CHAPTER_JOINED: dict[str, str] = {
    "Ga. Code": "-", "N.J. Stat.": ":", "S.C. Code": "-", "Ala. Code": "-", "Tenn. Code": "-",
    "Ark. Code": "-",
}  # fmt: skip
# Bodies whose number's count of hyphen-joined parts says its level: the Indiana Code's `3` is a
# title, `5-3` an article, `36-5-1` a chapter, `36-5-1-12` a section (`IC 36-1-3`); Rhode
# Island's General Laws are title-chapter-section.
LEVELS_BY_PARTS: dict[str, tuple[str, ...]] = {
    "Ind. Code": ("tit.", "art.", "ch."),
    "R.I. Gen. Laws": ("tit.", "ch."),  # Rhode Island's `45-24` is a chapter (§ 45-24-13)
}


def division_by_parts(body: str, number: str) -> str:
    """The division a number of `body` names by its parts (`ch. 36-5-1`), or "" for a section."""
    levels = LEVELS_BY_PARTS.get(body)
    parts = number.count("-") + 1
    return f"{levels[parts - 1]} {number}" if levels and parts <= len(levels) else ""


# A `title:section` number printed with a hyphen for its colon: `45-791` of `R.S. 45-791` (one
# hyphen only: `40:55D-1` keeps its own).
_HYPHEN_FOR_COLON_RE = re.compile(r"(?P<title>\d{1,3}[A-Z]?)-(?P<section>\d{1,6}(?:\.\d{1,4})*)")
# A space printed inside a number: before its part's letters (`40:55 D-29`), after a dot (`364.
# 12`) or a colon (`48-A: 1`).
_SPACE_IN_NUMBER_RE = re.compile(r"(?<=\d) (?=[A-Z])|(?<=\d\.) (?=\d)|(?<=\w:) (?=\d)")
# Short names that are a statute's only before its shape (what follows the name, matched where
# the name ends), since they name zones or initials otherwise: a section sign (`MCA § 7-1-4111`,
# Montana's: `MCA 2` may be a zone; `W.S.`, Wyoming's), a `title:section` number or `tit.` (`RS
# 33:1420`, `C. 40:55D-70`: `RS 7` is a zone, `C.` an initial), a number of hyphen-joined parts
# (`IC 36-1-3`, `IC 5-3`: the Indiana Code, `IC 1` a zone; `RCM 11-707`, `R.C.M. 1947, §
# 11-707`). Montana's and Colorado's (`MCA 7-1-4111`, `CRS § 31-1-201`, `MCA Title 7, Ch. 1`): a
# section sign, a title-chapter-section number (two hyphens: `MCA 2-1` may be a zone's) or a title.
_SIGN_AHEAD = re.compile(r"\s?,?\s*(?:(?:1[89]|20)\d\d,?\s*)?§")
# Wyoming's, also after its 1977 compilation's year alone (`WS, 1977, 8-1-102`).
_WYOMING_AHEAD = re.compile(r"\s?,?\s*(?:(?:1[89]|20)\d\d,?\s*(?:§|\d{1,3}-\d)|§)")
_STATUTE_AHEAD = re.compile(
    r"\s?,?\s*(?:§|\d{1,3}-\d{1,3}(?:\.\d{1,2})?-\d|(?:Title|Chapter|Ch\.|Chs\.)\s*\d)"
)
_TITLE_COLON_AHEAD = re.compile(r"\s?,?\s*(?:§§?\s*)?(?:\d{1,3}[A-Z]?:\d|tit\.\s*\d)")
_HYPHENATED_AHEAD = re.compile(r"\s?,?\s*(?:(?:1[89]|20)\d\d,?\s*)?(?:§§?\s*)?\d{1,3}[A-Z]?-\d")
# `G.L.` is Rhode Island's General Laws before its 1956 reenactment's year or a title-chapter-
# section number (`G.L. 1956, § 45-6-7`, `G.L. 1956, title 11`, `G.L. § 23-28.13-1`);
# Massachusetts's `G.L. c. 40, § 21` is `graph.laws`'.
_RHODE_ISLAND_AHEAD = re.compile(
    r"\s?,?\s*(?:(?:1[89]|20)\d\d,?\s*(?:§|[Tt]itle|[Cc]hapter)"
    r"|(?:§§?\s*)?\d{1,3}-\d{1,3}(?:\.\d{1,3})?-\d)"
)
# Bodies printed title first though reporters-db's are not: `53 P.S. § 10617.2`, `30-A M.R.S.A.`.
TITLE_FIRST = frozenset({"Pa. Stat. and Cons. Stat.", "Ill. Comp. Stat.", "Pa. Cons. Stat.",
                         "Okla. Stat.", "Me. Rev. Stat."})  # fmt: skip
SHAPE_ONLY: dict[str, re.Pattern[str]] = {
    "MCA": _STATUTE_AHEAD, "CRS": _STATUTE_AHEAD, "W.S.": _WYOMING_AHEAD, "W. S.": _WYOMING_AHEAD,
    "WS": _WYOMING_AHEAD,
    "RS": _TITLE_COLON_AHEAD, "KSA": _HYPHENATED_AHEAD, "OK": re.compile("§"),  # `11 OK§ 14-108`
    "R.S": _TITLE_COLON_AHEAD, "C.": _TITLE_COLON_AHEAD, "IC": _HYPHENATED_AHEAD,
    "G.L.": _RHODE_ISLAND_AHEAD, "RCM": _HYPHENATED_AHEAD, "R.C.M.": _HYPHENATED_AHEAD,
}  # fmt: skip
# A range of title-chapter-section numbers whose dash the source lost, the second end repeating
# the first's title and chapter: `7-5-1077-5-108` is `7-5-107` through `7-5-108`, `7-32-41017-32-
# 4164` is `7-32-4101` through `7-32-4164` (`printed_number` checks the ends ascend).
_LOST_RANGE_DASH_RE = re.compile(
    r"(?P<title>\d{1,3})-(?P<chapter>\d{1,3})-(?P<first>\d{1,5}?)(?P=title)-(?P=chapter)-(?P<last>\d{1,5})"
)

# And of two-level dotted numbers (the Revised Code of Washington's chapters), the second end
# repeating the title, both ends of one width: `35.4335.56` is `35.43` through `35.56`.
_LOST_DOTTED_RANGE_DASH_RE = re.compile(
    r"(?P<title>\d{1,3})\.(?P<first>\d{2,4}?)(?P=title)\.(?P<last>\d{2,4})"
)


def printed_number(body: str, number: str) -> str:
    """A statute's number as its body numbers it, from what was printed: `45-791` of
    `La. Stat.` → `45:791`, `40:55 D-29` → `40:55D-29`; any other number as printed."""
    number = _SPACE_IN_NUMBER_RE.sub("", number)
    if body in TITLE_COLON and (m := _HYPHEN_FOR_COLON_RE.fullmatch(number)):
        return f"{m['title']}:{m['section']}"
    if (lost := _LOST_RANGE_DASH_RE.fullmatch(number)) and int(lost["first"]) < int(lost["last"]):
        prefix = f"{lost['title']}-{lost['chapter']}-"
        return f"{prefix}{lost['first']}–{prefix}{lost['last']}"
    dotted = _LOST_DOTTED_RANGE_DASH_RE.fullmatch(number)
    if dotted and len(dotted["first"]) == len(dotted["last"]) < 5:
        first, last = dotted["first"], dotted["last"]
        if int(first) < int(last):
            return f"{dotted['title']}.{first}–{dotted['title']}.{last}"
    return number


# Bodies numbered chapter-article-section (W. Va. Code § 8-11-1: chapter 8, article 11) that
# print an article with its chapter joined by this separator (`Articles 27-5 and 27-6A`).
ARTICLE_JOINED: dict[str, str] = {"W. Va. Code": "-"}
# An article's number with its chapter before the separator: `27-5`, `27-6A`.
_CHAPTER_ARTICLE_RE = re.compile(r"(?P<chapter>\d{1,3}[A-Z]?)-(?P<article>\d{1,3}[A-Z]{0,2})")


def joined_chapter(body: str, levels: list[tuple[str, str]]) -> str | None:
    """`Ga. Code`'s `[("tit.", "46"), ("ch.", "3")]` → `ch. 46-3`; `W. Va. Code`'s `[("art.",
    "27-5")]` → `ch. 27, art. 5`; None for other levels and for bodies that cite a title and
    its chapter apart."""
    joint = ARTICLE_JOINED.get(body)
    if joint is not None and len(levels) == 1 and levels[0][0] == "art.":
        m = _CHAPTER_ARTICLE_RE.fullmatch(levels[0][1].replace(joint, "-"))
        return f"ch. {m['chapter']}, art. {m['article']}" if m else None
    separator = CHAPTER_JOINED.get(body)
    if separator is None or [level for level, _ in levels] != ["tit.", "ch."]:
        return None
    return f"ch. {levels[0][1]}{separator}{levels[1][1]}"


# Standards bodies, by the names codes print them, to the acronym their standards are cited by
# (`ANSI S1.4`, `ASTM D1557`, `NFPA 13`): `graph.readers.standards` reads a designation after.
STANDARDS_BODIES: dict[str, str] = {
    "American National Standards Institute": "ANSI", "ANSI": "ANSI",
    "ASTM International": "ASTM", "American Society for Testing and Materials": "ASTM",
    "ASTM": "ASTM", "National Fire Protection Association": "NFPA", "NFPA": "NFPA",
    "ASHRAE": "ASHRAE",
}  # fmt: skip
STANDARDS = frozenset(STANDARDS_BODIES.values())


# A charter named alone (`the Parish Charter`, `the City Charter`, `the Charter`): the body of
# law each kind of local government's charter is, by the word before `Charter` (`graph.statutes.
# CHARTER` is the city's).
CHARTER_BODIES: dict[str, str] = {
    "Parish": "parish charter", "County": "county charter", "City": "city charter",
    "Town": "city charter", "Village": "city charter", "Borough": "city charter",
    "": "city charter",
}  # fmt: skip
CHARTERS = frozenset(CHARTER_BODIES.values())


# Bodies whose labels below a depth print bare, each with a period: Wisconsin's subdivisions
# under a paragraph (`62.23(7)(e)3.`, `(7)(e)3.a.`).
BARE_LABELS_BELOW: dict[str, int] = {"Wis. Stat.": 2}
# Bodies whose sections divide first into numbered subdivisions: Minnesota's (`Minn. Stat. §
# 462.357, subd. 6(a)`).
SUBDIVIDED = frozenset({"Minn. Stat."})


def printed_labels(body: str, labels: tuple[str, ...]) -> str:
    """`(7)(e)(3)` as `body` prints it: `Wis. Stat.`'s `(7)(e)3.`, `Minn. Stat.`'s `(6)(a)` as
    `, subd. 6(a)`; any other's in parentheses."""
    if body in SUBDIVIDED and labels:
        return f", subd. {labels[0]}" + "".join(f"({label})" for label in labels[1:])
    depth = BARE_LABELS_BELOW.get(body, len(labels))
    return "".join(f"({label})" for label in labels[:depth]) + "".join(
        f"{label}." for label in labels[depth:]
    )


def trie(words: list[str]) -> str:
    """An alternation of `words` as a trie: each position tries one branch per first character.
    A period may be followed by a space, a space is any run of white space."""
    tree: dict[str, dict] = {}  # type: ignore[type-arg]
    for word in words:
        node = tree
        for char in word:
            node = node.setdefault(char, {})
        node[""] = {}

    def emit(node: dict[str, dict]) -> str:  # type: ignore[type-arg]
        branches = []
        for char in sorted(node, key=lambda c: (c == "", c)):
            if char == "":
                branches.append("")
                continue
            piece = r"\.[ ]?" if char == "." else r"\s+" if char == " " else re.escape(char)
            branches.append(piece + emit(node[char]))
        if len(branches) == 1:
            return branches[0]
        optional = "" in branches
        alternation = "|".join(b for b in branches if b)
        return f"(?:{alternation}){'?' if optional else ''}"

    return emit(tree)


# An act of CODIFIED_ACTS by its name after a section's number: ` of the Municipal Land Use Law`,
# ` of the Michigan Zoning Enabling Act` (its sections are the codified body's); quoted or not.
# Not an act's `… Amendments of 1972`: an amending act numbers its own sections.
OF_CODIFIED_ACT_RE = re.compile(
    r",?\s+of\s+(?:the\s+)?(?P<quote>[\"“])?"
    rf"(?P<name>{trie(sorted(k for k in CODIFIED_ACTS if k[0].isalpha()))})(?!\w|\s+Amendments\b)"
    r"(?(quote)[\"”]?)"
)


def tries(words: list[str]) -> tuple[re.Pattern[str], ...]:
    """`words` as one trie regex per first character: each opens with a literal, which the
    engine skips ahead to (one alternation of several first characters is tried everywhere)."""
    first: dict[str, list[str]] = {}
    for word in sorted(words):
        first.setdefault(word[0], []).append(word)
    return tuple(re.compile(trie(group)) for group in first.values())


# An act known by its acronym, whole: a key of CODIFIED_ACTS in capitals (the reader checks the
# characters around it).
POPULAR_ACRONYM_RES = tries([k for k in CODIFIED_ACTS if k.isupper() and k.isalpha()])


def _admin_codes() -> dict[str, str]:
    """Each state's one administrative compilation in reporters-db, by the state's name
    (`Georgia` → `Ga. Comp. R. & Regs.`); states with two (Delaware, Illinois) are left out."""
    found: dict[str, set[str]] = {}
    for key, entries in LAWS.items():
        for entry in entries:
            if entry["cite_type"] == "admin_compilation":
                found.setdefault(entry["jurisdiction"], set()).add(key.removesuffix(" Ann."))
    return {state: next(iter(keys)) for state, keys in found.items() if len(keys) == 1}


# The administrative code a state agency's rules are compiled in, by the state's name.
ADMIN_CODES: dict[str, str] = _admin_codes()
# A state agency's rules named before their chapter: `Rules and Regulations of the Georgia Safety
# Fire Commissioner, Chapter 120-3-20`, `Industrialized Buildings Rules of Georgia Commissioner
# of Community Affairs, Chapter 110-2` (the agency's name up to the comma): that state's
# administrative code, whose chapters they are.
AGENCY_RULES_BEFORE_RE = re.compile(
    r"\b(?:Rules|Regulations)(?:\s+and\s+Regulations)?\s+of\s+(?:the\s+)?"
    rf"(?P<state>{'|'.join(sorted(map(re.escape, ADMIN_CODES), key=len, reverse=True))})"
    r"\s[^,;.\n]{0,60},\s*$"
)


def agency_code_before(text: str, start: int) -> str | None:
    """The administrative code of the state agency whose rules are named just before `start`
    (`AGENCY_RULES_BEFORE_RE`), or None; the regex runs only after a comma, with `Rules` or
    `Regulations` in the few words before."""
    window = text[max(0, start - 160) : start]
    if not window.rstrip().endswith(",") or ("Rules" not in window and "Regulations" not in window):
        return None
    found = AGENCY_RULES_BEFORE_RE.search(text, max(0, start - 160), start)
    return ADMIN_CODES[found["state"]] if found else None
