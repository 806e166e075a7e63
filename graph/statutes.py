"""State and federal statutes: every state's code named as reporters-db names it, with its state.

Which library, measured by `benchmarks/outside_law.py` on the 493 outside-law entries of the
open part of `tests/graph/devset_wide` (parts A, B and C: 36 states' and federal law), an entry
found when a citation overlaps it with the right body of law:

| tool | found | false positives | speed |
| --- | ---: | ---: | ---: |
| eyecite's law citations (reporters-db's `laws` patterns) | 5 (1.0 %) | 0 | 0.1 M chars/s |
| citeurl's templates (long, short and `id.` forms) | 16 (3.2 %) | 69 | 0.04 M chars/s |
| this finder before issue 19 | 64 (13.0 %) | | |
| this finder with this module (reporters-db's data) | 407 (82.6 %) | | ≥ 5 M chars/s |

Both libraries know the Bluebook forms (`Ohio Rev. Code Ann. § 4511.19`, `Ga. Code Ann. §
36-66-4`), which municipal codes rarely print (`Ohio R.C. 4511.19`, `O.C.G.A. § 36-66-4`, `R.S.
26:80`, `NCGS 160A-385`); citeurl's `id.` forms read every later `§ 1` as the U.S. Code; neither
is fast enough to run over a corpus. So the libraries give the *data* and the grammar the
reading: reporters-db's `laws` (every state's statutes, their abbreviations, full names and
jurisdictions) is the registry of bodies of law; the printed short forms it lacks (`ALIASES`,
initials without their periods: `ARS 33-506`) are added to it; one anchor compiled from all
their names as a trie (`STATUTE_RE`) finds them; `graph.readers.state_law` reads
numbers, lists, ranges and divisions. citeurl gives the link to the official text
(`official_url`, loaded only when a page asks). On `benchmarks/citations_wide.py` (open part),
outside law with the right body rose from 13.0 % to 97.1 %, into the city's code fell 20 to 0.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from functools import lru_cache

import us
from reporters_db import LAWS, REGEX_VARIABLES
from reporters_db import STATE_ABBREVIATIONS as _ABBREVIATED

import graph.named_codes as named_codes
from graph.printed_forms import ALIASES, abbreviated_state, inverted, without_periods

# USPS codes of the states, the District and the territories, by name (the `us` package), and the
# nation's: `Ohio` → `OH`, `United States` → `US`.
STATE_CODES: dict[str, str] = {
    **{state.name: state.abbr for state in us.states.STATES_AND_TERRITORIES},
    "United States": "US",
}

# Each state's abbreviation in citations, by name (reporters-db's): `Georgia` → `Ga.`.
STATE_ABBREVIATIONS: dict[str, str] = {name: abbr for abbr, name in _ABBREVIATED.items()}
# A state named just before a code's name (`Tex. Penal Code`, `Texas Penal Code`), close by.
STATE_BEFORE_RE = re.compile(
    r"(?<![\w.])(?P<state>"
    + "|".join(sorted((re.escape(n) for n in [*_ABBREVIATED, *STATE_ABBREVIATIONS]), key=len)[::-1])
    + r")\s+$"
)


def state_abbreviation(state: str) -> str | None:
    """`Texas` or `Tex.` → `Tex.`; None for no state."""
    return STATE_ABBREVIATIONS.get(_ABBREVIATED.get(state, state))


@dataclass(frozen=True, slots=True)
class Body:
    """A body of statutes: its canonical name (reporters-db's abbreviation, without `Ann.`: `Ohio
    Rev. Code`, `Ga. Code`), its jurisdiction (USPS code or `US`), its full name."""

    name: str
    jurisdiction: str
    full_name: str = ""
    titled: bool = False  # its title printed first: `11 N.C. Admin. Code 05A.0508`
    by_article: bool = False  # cited by article, not section: `La. Civ. Code art. 2370`


def _canonical(key: str) -> str:
    return key.removesuffix(" Ann.").removesuffix(" Serv.")


def _full_name(name: str) -> str:
    """`Page's Ohio Revised Code Annotated (LexisNexis); …` → `Ohio Revised Code`."""
    first = re.sub(r"\s*\([^)]*\)", "", name.split(";")[0])
    first = re.sub(r"^(?:[A-Z][a-z]+(?:-[A-Z][a-z]+)?'s\s+)+", "", first)
    return re.sub(r"\s+(?:Annotated|\d{4}(?:\s+Annotated)?)$", "", first.split(",")[0]).strip()


# Statutes and regulations other readers read: California's 29 codes and its regulations, the
# U.S. Code, the C.F.R., the C.M.R. and the Washington Administrative Code (`graph.laws`), Public
# and Private Laws (session laws, `graph.constitutions`), the Treasury's regulations.
_READ_ELSEWHERE = frozenset({"Cal. Code", "Cal. Code Regs.", "U.S.C.", "C.F.R.", "Pub. L.",
    "Mass. Code Regs.", "Wash. Admin. Code", "Pvt. L.", "Treas. Reg."})  # fmt: skip
_ABBREVIATION_HERE = frozenset({"Cal. Code Regs.", "Mass. Code Regs."})  # of those, by key here
_CODIFIED = ("leg_statute", "admin_compilation")  # the library's kinds of codified law
# How a reporters-db pattern shows a title (or volume) printed before the body's name.
_TITLE_FIRST_RE = re.compile(r"^(?:\(\?P<(?:title|chapter)>|\$volume )")


def _library_bodies() -> dict[str, Body]:
    """Every printed name of a state's or the nation's statutes and administrative codes in
    reporters-db, to its body."""
    names: dict[str, Body] = {}
    for key, entries in LAWS.items():
        for entry in entries:
            patterns = [str(r) for r in entry["regexes"]]
            if entry["cite_type"] not in _CODIFIED or "$reporter" not in "".join(patterns):
                continue  # session laws, registers, dockets
            # codes cited by article (Louisiana's Civil Code; constitutions: `graph.constitutions`)
            by_article = entry["cite_type"] == "leg_statute" and "$law_section" not in patterns[0]
            jurisdiction = STATE_CODES.get(entry["jurisdiction"])
            elsewhere = key in _READ_ELSEWHERE and key not in _ABBREVIATION_HERE
            if jurisdiction is None or elsewhere or (by_article and "Const." in key):
                continue
            full = _full_name(entry["name"])
            titled = any(_TITLE_FIRST_RE.match(r) for r in patterns)
            body = names.get(_canonical(key)) or Body(
                _canonical(key), jurisdiction, full, titled, by_article
            )
            printed = (key, _canonical(key), *entry["variations"], full, *inverted(full))
            if entry["cite_type"] == "admin_compilation":  # `Minn. Rules Ch. 1341`
                printed = (*printed, *abbreviated_state(full, STATE_ABBREVIATIONS))
            for name in (key,) if key in _ABBREVIATION_HERE else printed:
                names.setdefault(name, body)
    return names


def _subject_codes() -> dict[str, Body]:
    """The codes named by subject (`graph.named_codes`), each by every name it is printed."""
    names: dict[str, Body] = {}
    for name, jurisdiction, full, printed in named_codes.subject_codes(STATE_ABBREVIATIONS):
        names.update(dict.fromkeys(printed, Body(name, STATE_CODES[jurisdiction], full)))
    return names


def _bodies() -> dict[str, Body]:
    names = _library_bodies()
    for printed, body in list(names.items()):
        if body.name in named_codes.TITLE_FIRST:
            names[printed] = replace(body, titled=True)
    names.update(_subject_codes())
    by_name = {body.name: body for body in names.values()}
    by_name["R.C.M."] = Body("R.C.M.", "MT", "Revised Codes of Montana")  # 1947's, replaced by MCA
    # Illinois's statutes before the ILCS (1993), still cited by old charters' notes
    by_name["Ill. Rev. Stat."] = Body("Ill. Rev. Stat.", "IL", "Illinois Revised Statutes")
    for printed, name in ALIASES:
        names[printed] = by_name[name]
    for state, only in _only_statutes().items():  # `Idaho State Statutes`: the Idaho Code
        for printed in (f"{state} State Statutes", f"{state} Statutes"):
            if only in by_name and not only.endswith(" Law"):  # `N.Y. Law`: a law by its name
                names.setdefault(printed, by_name[only])
    for printed in [n for n in names if _STATE_INITIALS_RE.fullmatch(n)]:
        names.setdefault(printed[:-1], names[printed])  # `Ohio R.C 2929.22`: its last period lost
    return names


def _only_statutes() -> dict[str, str]:
    """Each state whose statutes reporters-db lists as one body, to that body's name: a code
    calling them its state's `Statutes` or `State Statutes` can mean no other."""
    bodies: dict[str, set[str]] = {}
    for key, entries in LAWS.items():
        for entry in entries:
            if entry["cite_type"] == "leg_statute" and entry["jurisdiction"] in STATE_CODES:
                bodies.setdefault(entry["jurisdiction"], set()).add(_canonical(key))
    return {state: next(iter(names)) for state, names in bodies.items() if len(names) == 1}


# Each state (USPS code) whose statutes are one body, to that body's name (`TN` → `Tenn. Code`).
ONLY_STATUTES: dict[str, str] = {STATE_CODES[s]: n for s, n in _only_statutes().items()}


# A name of a body printed as its state's name and initials with periods (`Ohio R.C.`): printed
# with its last period lost too (`Ohio R.C 2929.22`), the state's name keeping it no zone's.
_STATE_INITIALS_RE = re.compile(rf"(?:{'|'.join(STATE_CODES)})[ ](?:[A-Z]\.){{2,}}")


def _by_article_short_names(names: dict[str, Body]) -> dict[str, Body]:
    """A code cited by article named without its state (`Civil Code` of `Louisiana Civil Code`):
    its name where no other such code has it (California's Civil Code is cited by section)."""
    short: dict[str, list[Body]] = {}
    for body in {b.name: b for b in names.values() if b.by_article}.values():
        state = next((s for s in STATE_CODES if body.full_name.startswith(f"{s} ")), "")
        if state:
            short.setdefault(body.full_name.removeprefix(f"{state} "), []).append(body)
    return {name: bodies[0] for name, bodies in short.items() if len(bodies) == 1}


_BODIES = _bodies()
DOTLESS = without_periods(_BODIES)  # `ARS` of `A.R.S.`: before a number only
_BODIES.update({short: _BODIES[printed] for short, printed in DOTLESS.items()})
# Names that are a statute's only before an article's number (`ARTICLE_AHEAD_RE`): `Civil Code
# Article 2370` is Louisiana's, `Civil Code § 1714` California's (`graph.laws`).
ARTICLE_ONLY: dict[str, Body] = _by_article_short_names(_BODIES)
BODIES: dict[str, Body] = _BODIES
ARTICLE_AHEAD_RE = re.compile(r",?\s*(?:Articles?|art\.?)\s*\d")


def _key(printed: str) -> str:
    """A printed name as the trie reads it: no space after a period, one space between words."""
    return re.sub(r"\.\s*", ".", re.sub(r"\s+", " ", printed.strip()))


_BY_KEY: dict[str, Body] = {_key(name): body for name, body in BODIES.items()}
# A statute named by any printed name of its body, then its number: `Ohio R.C. 4511.19`, `O.C.G.A.
# § 36-66-4`, `R.S. 26:80`, `Code of Virginia, §§ 58-239`, `W. S. , 1977 §§ 8-4-101`, `G. L.
# 1956, Sec. 45-2-1` (an edition's year); a division (`Ohio R.C. Chapter 2929`, `G.L. 1956,
# title 11`), a subject (`$law_subject`: `Md. Code Ann., Envir. § 9-101`), `Annotated` before a
# bare number (`Utah Code Annotated 17-2`); the sign may be doubled by its word (`11 OK§
# Sections 14-108`).
# One trie of every name (one branch tried per position); the reader checks the character before.
# A `?` before the number is a `§` lost in a page's conversion (`M.S. ?326B.01`).
# `part` before a rule's four-digit dotted number: Minnesota's rules are parts (`Minn. R. part
# 6120.2500`).
NAMES = sorted({*_BY_KEY, *ARTICLE_ONLY})
NAME_TRIE = named_codes.trie(NAMES)
# A division's word after a statute's name, however printed (`Chapter`, `chs.`, `tit.`, `art` as
# reporters-db prints it): one table for the anchor, the divisions, and the tails.
DIVISION_WORD = r"(?:[Tt]itles?|[Tt]it\.|[Cc]hapters?|[Cc]hs?\.|[Aa]rticles?|[Aa]rts?\.?)"
STATUTE_RE = re.compile(
    rf"(?P<name>{NAME_TRIE})(?:\s+Annotated(?=\s+\d))?"
    rf"(?P<sign>(?:,?\s+|(?<=\s))(?:(?:1[89]|20)\d\d,\s*)?(?={DIVISION_WORD}\s*\d)"
    r"|\s?,?\s*(?:(?:1[89]|20)\d\d,?\s*(?=§|[Ss]ection|[Ss]ecs?\.|\d{1,3}-\d))?"
    r"(?:§§?(?:\s*[Ss]ections?)?|\?(?=\d)|[Ss]ections?\.?|[Ss]ecs?\.|r\.|[Rr]ules?"
    r"|[Pp]arts?(?=\s+\d{4}\.\d))?\s*(?=\[?\d)"
    rf"|,\s(?={REGEX_VARIABLES['law_subject']}\s§))"
)
# A statute's body named alone after `of` (`Article 19 of Chapter 160A of the NCGS`): the name
# whole, not followed by a number (that is `STATUTE_RE`'s); a period ends the sentence after a
# word (`of the General Municipal Law.`); `, as amended,` may come first; the name may be quoted.
OF_STATUTE_RE = re.compile(
    rf"(?:,\s*as\s+amended)?,?\s+of\s+(?:the\s+)?(?P<quote>[\"“])?(?P<name>{NAME_TRIE})(?!\w)"
    r"(?:(?<=[a-z])|(?!\.))(?!,?\s*(?:§|\d))(?(quote)[\"”]?)"
)
# A statute's body named after its number and a comma: `Section 62.23(7)(e), Wis. Stats.`,
# `Section 32.105, RSMo.` (the name whole; a period may end the sentence, a line may follow it).
COMMA_STATUTE_RE = re.compile(
    rf",\s+(?P<name>{NAME_TRIE})(?![\w])"
    rf"(?!,? *(?:§|\d|{DIVISION_WORD}|[Ss]ections?|[Ss]ecs?\.|r\.|[Rr]ules?))"
)
# A subdivision printed before the statute it divides (its labels are the statute's, never this
# code's): `subsection (a) of O.C.G.A. § 12-7-8`, `Subsection d of N.J.S.A. 40:55D-70`.
SUBDIVISION_BEFORE_RE = re.compile(
    r"(?<![\w])(?:(?:[Ss]ub)?(?:[Ss]ection|[Dd]ivision|[Pp]aragraph)s?\s+"
    r"(?P<path>(?:\([A-Za-z0-9]{1,5}\))+)"
    r"|(?:[Ss]ubsection|[Dd]ivision|[Pp]aragraph)\s+(?P<bare>[a-z]|[A-Z]|\d{1,2})\.?)\s+of\s+"
    r"(?:(?:[Ss]ection|[Ss]ec\.|§)\s*)?$"  # `subsection (3) of section\n Neb. Rev. Stat.`
)


def body_named(printed: str) -> Body | None:
    """The body of statutes a printed name (`Ohio R.C.`, `O.C.G.A.`, `Va. Code Ann.`) names."""
    return _BY_KEY.get(_key(printed))


# The first word of every body's canonical name, to its jurisdiction: `Cal.` → CA, `Mass.` → MA.
_PREFIXES: dict[str, str] = {
    **{body.name.split()[0]: body.jurisdiction for body in BODIES.values()},
    "Cal.": "CA", "Wash.": "WA", "RCW": "WA", "Mass.": "MA", "Utah": "UT",
    "C.F.R.": "US", "U.S.C.": "US", "C.M.R.": "MA", "U.S.": "US", "Stat.": "US",
}  # fmt: skip


def jurisdiction_of(code: str | None) -> str:
    """The jurisdiction of a canonical body of law (`Cal. Gov. Code` → CA, `24 C.F.R.` → US),
    or "" when the name does not say (a named act, another code of the city)."""
    if not code:
        return ""
    if body := body_named(code):
        return body.jurisdiction
    return next((_PREFIXES[w] for w in code.split()[:2] if w in _PREFIXES), "")


@lru_cache(maxsize=1)
def _citator() -> object:
    from citeurl import Citator

    return Citator(defaults=["general federal law", "state law"])


def official_url(target: str) -> str | None:
    """A link to the official text of an outside-law citation's canonical target, where citeurl
    has one (`Ohio Rev. Code § 4511.19` → codes.ohio.gov); None otherwise. Loads citeurl's
    templates on first use (a second): for pages, never for the build."""
    cite = _citator().cite(target.replace("Ga. Code", "Ga. Code Ann."), broad=False)  # type: ignore[attr-defined]
    url = getattr(cite, "URL", None) if cite is not None else None
    return url if isinstance(url, str) else None


# --- What follows a statute's name -------------------------------------------------------------

# A statute's number as the states print them: `4511.19`, `36-66-4`, `160A-385.1`, `26:80`,
# `33:2740.18.2`, `15.2-2204`, `131E-101`, `391-3-6-.07` (Georgia's rules), `5/11-13-3`, `239-m`,
# `22a-226d`, `48-A: 1`, `40:55 D-29` (a space printed inside; after a dot too, where the number
# goes on into its path or `et seq.`: `364. 12(2)(a)`), with a path, attached or after a space, a
# label's closing parenthesis after a space (`8-1-103(vi )`); a final period ends the sentence. A
# dotted number's dash before its own lead opens a range (`562.016-562-026`).
STATUTE_NUMBER_RE = re.compile(
    r"(?P<number>(?P<lead>\d{1,6})(?:[a-z](?=-\d)|-[A-Z](?=:[ ]?\d)|[A-Z]{0,3})(?P<dot>(?=\.\d))?"
    r"(?:(?(dot)(?!-(?P=lead)[.-]\d))[.:/-]"
    r"(?:\.|(?<=\.)[ ](?=\d{1,6}(?:\(|[ ]et\b))|(?<=:)[ ](?=\d))?"
    r"\d{1,6}(?:[ ](?=[A-Z]{1,2}-\d))?[A-Za-z]{0,3})*(?:-[a-z]{1,2}(?![\w-]))?)"
    r"(?![\d:/]|\.\d|-(?(dot)(?!(?P=lead)[.-]\d)))"
    r"(?:\.(?P<letter>[A-Z])\.(?=\())?(?P<path>[ ]?(?:\([A-Za-z0-9]{1,5}[ ]?\))+)?"
)
# A title before a titled body's name (`11 ` of `11 NCAC 05A.0508`, `30-A ` of `30-A M.R.S.A.`).
TITLE_BEFORE_RE = re.compile(r"(?<![\d.,])(?P<title>\d{1,3}(?:-[A-Z])?)\s+$")
# The divisions of a body of statutes after its name: `Chapter 2929`, `ch. 36-71`, `tit. 46, ch. 3`
STATUTE_DIVISION_RE = re.compile(
    rf"(?:{DIVISION_WORD}\s*\d{{1,4}}[A-Z]{{0,2}}(?:[.-]\d{{1,4}}[A-Z]{{0,2}})?"
    r"(?![\d.-]\d),?\s*)+(?<![,\s])"
)
# One level of STATUTE_DIVISION_RE's match (`Article 19, Chapter 160A`: printed inside first).
STATUTE_LEVEL_RE = re.compile(
    rf"(?P<level>[Ss]ubchapter|{DIVISION_WORD}|Division|Part)s?\s*"
    r"(?P<n>\d{1,4}[A-Z]{0,2}(?:[.-]\d{1,4}[A-Z]{0,2}){0,2}|(?<=ubchapter )[A-Z]\b)"
)
# Each level's rank (outermost first) and abbreviation, by its word (lower case, no plural `s`).
LEVELS: dict[str, tuple[int, str]] = {
    "tit.": (0, "tit."), "title": (0, "tit."), "division": (1, "div."), "part": (2, "pt."),
    "chapter": (3, "ch."), "ch.": (3, "ch."), "chs.": (3, "ch."), "subchapter": (4, "subch."),
    "article": (5, "art."), "art.": (5, "art."), "art": (5, "art."), "arts.": (5, "art."),
}  # fmt: skip


def divisions(printed: str, body: str = "") -> str:
    """`Article 19, Chapter 160A` → `ch. 160A, art. 19`: the levels outermost first, each once; a
    title and its chapter as one where `body` joins them (`tit. 46, ch. 3` → `ch. 46-3`)."""
    found = STATUTE_LEVEL_RE.finditer(printed)
    levels = sorted({(LEVELS[m["level"].lower().removesuffix("s")], m["n"]) for m in found})
    if joined := named_codes.joined_chapter(body, [(a, n) for (_, a), n in levels]):
        return joined
    return ", ".join(f"{abbreviation} {n}" for (_, abbreviation), n in levels)


TITLE_COLON = named_codes.TITLE_COLON  # sections numbered `title:section`: `R.S. 26:80`
# A further statute after a `;` in a source note (`(ORC 4511.19; 4511.194)`) or an `&`.
SEMICOLON_ITEM_RE = re.compile(r"(?:;[ ]?|[ ]&[ ])(?=\d)")

# --- Outside law named without a number ----------------------------------------------------------

# `law` or `laws` (`state law`, `the laws of the state`, `Georgia law`): the anchor of outside law
# named without a number; the reader looks at the words around it.
LAW_WORD_RE = re.compile(r"laws?\b")
# Every state's name, longest first (`West Virginia` before `Virginia`), as an alternation.
STATE_NAMES = "|".join(sorted((re.escape(s) for s in STATE_CODES), key=len, reverse=True))
# What names the law before `law`: `state`, `federal`, `general`, a state's name, with a
# qualifier (`state vehicle laws`, `state and local laws`, `applicable Georgia law`).
LAW_BEFORE_RE = re.compile(
    rf"(?<![\w-])(?P<which>[Ss]tate|[Ff]ederal|[Gg]eneral|{STATE_NAMES})"
    r"(?:\s+and\s+(?:local|federal|state)|\s+(?:vehicle|traffic|zoning|penal|criminal))?\s+$"
)
# The words LAW_BEFORE_RE may end with, lower case: checked first, most `law`s have none.
LAW_BEFORE_WORDS = frozenset(
    {"state", "federal", "general", "local", "vehicle", "traffic", "zoning", "penal", "criminal"}
    | {name.split()[-1].lower() for name in STATE_CODES}
)
# The state after `law(s)` (`the laws of the state`, `of this state`, `of the State of Alabama`),
# also after the local government's own laws named first (`the laws of the City or of the
# State`: only the State's are outside law, the city's name no part of its code), and
# (LAW_OPENER_RE) what opens the phrase (`the laws of`, `any law of`, `a law or laws of`), joins
# it to a list (`ordinances … and laws of`) or gives a statute force (`provided by statute of`).
LAW_OF_STATE_RE = re.compile(
    r"\s+of\s+(?:(?:the|this)\s+(?:[Cc]ity|[Vv]illage|[Tt]own(?:ship)?|[Cc]ounty|[Bb]orough)"
    r"\s+(?:or|and)\s+(?:of\s+)?)?"
    rf"(?:the|this)\s+[Ss]tate\b(?:\s+of\s+(?P<state>{STATE_NAMES})\b|(?!\s+of\b))"
)
LAW_OPENER_RE = re.compile(
    r"(?:(?<![\w-])(?:the|any|other|another|applicable|a)\s+)+(?:[a-z]{3,12}\s+|law\s+or\s+)?$"
    r"|(?<![\w-])(?:and|or)\s+(?P<joined>)$"
    r"|\b(?:provided|required|authorized|prescribed)\s+by\s+(?P<authority>)$"
)
# `, see` after the law, or `similar` before it: a lead-in to the citation that follows (`For
# similar state law, see Gov. C., § 6800`), not a citation of its own. `State law reference(s)
# –`, `State Law References:` head a note (the citations are in it); `Federal and State law`,
# `Federal, State and local laws` say only that some law exists (descriptive, part B's README).
LAW_LEAD_IN_RE = re.compile(r",?\s+see\b|\s+(?:definition|[Rr]eferences?)\b")
SIMILAR_BEFORE_RE = re.compile(
    r"\b(?:[Ss]imilar|[Rr]elated|(?:[Ff]ederal|[Ss]tate|[Ll]ocal)(?:,?\s+(?:and|or)|,))\s+$"
)
STATE_LAW, CHARTER = "state law", "city charter"
PUBLIC_LAW = "Pub. L."  # reporters-db's name of the federal session laws
PAMPHLET_LAWS = "P.L."  # session laws by year and chapter: `P.L. 1975, c. 291`
# A note's heading in a code (Municode's footnotes): `State Law reference—`, `Charter
# reference—`, `Cross reference(s)—`: what the bare numbers under it cite.
NOTE_HEADING_RE = re.compile(
    r"(?P<kind>State\s+[Ll]aw|Charter|Cross)\s+[Rr]eferences?(?:\(s\))?\s*[—–:-]"
)
# What ends a note: a blank line, a line that opens a heading, a section or another note, or
# a footnote's closing rule of underscores (`__________`, in a page whose lines run together).
NOTE_END_RE = re.compile(
    r"\n[ \t]*(?:\n|#|Secs?\.|§|Footnotes|(?:State\s+[Ll]aw|Charter|Cross)\s+[Rr]eference)|_{4,}"
)
# A chapter named in an external citation's division: `Chapter 36-71`, `ch. 36-71`; then outside
# law named without a number (`UNNUMBERED_BODIES`: external, never a target).
DIVISION_CHAPTER_RE = re.compile(r"(?:Chapter|ch\.)\s*(?P<n>[\w.-]+)$")
FEDERAL_LAW = "federal law"
UNNUMBERED_BODIES = frozenset({STATE_LAW, FEDERAL_LAW})


def unnumbered_body(which: str) -> Body:
    """The body of `state law`, `federal law`, `Georgia law`: named, without a number."""
    if which.lower() == "federal":
        return Body(FEDERAL_LAW, "US")
    return Body(STATE_LAW, STATE_CODES.get(which, ""))
