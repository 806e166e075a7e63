"""Outside law: the names of other bodies of law, their citation anchors, their canonical ids.

A citation that names another body of law (`of the Code of Civil Procedure`, `RCW`, `WAC`,
`M.G.L. c. 140`, `Utah Code Annotated`, `44 CFR`, `33 U.S.C.`, `the Coastal Act`, `Chapter 175
KZC`) is external, with that law named; it never becomes a target in this code. This module knows
how such names are printed and how their citations are written canonically
(docs/architecture.md, "Identifiers": `Cal. Gov. Code § 65915`, `24 C.F.R. § 100.307`); the
readers in `graph.readers.external` use it. Nothing here knows a city."""

from __future__ import annotations

import re

from reporters_db import LAWS, REGEX_VARIABLES

from graph.california_codes import CALIFORNIA_CODES, names_alternation, state_code
from graph.charters import CHARTER_NAME_RE, charter_body
from graph.gazettes import GAZETTE_NAMES, SESSION_LAWS
from graph.gazettes import PAGE as GAZETTE_PAGE
from graph.named_codes import (
    CHARTERS,
    STANDARDS,
    STATUTES_AT_LARGE,
    printed_labels,
    trie,
)
from graph.records import Reference
from graph.statutes import (
    PAMPHLET_LAWS,
    PUBLIC_LAW,
    STATE_ABBREVIATIONS,
    UNNUMBERED_BODIES,
    body_named,
)

# --- Canonical prefixes --------------------------------------------------------------------------

CFR = "C.F.R."
CMR = "C.M.R."  # the Code of Massachusetts Regulations: `780 CMR`
USC = "U.S.C."
CEQA_GUIDELINES = "Cal. Code Regs. tit. 14"
CCR = "Cal. Code Regs."
RCW = "RCW"
# Court rules' names end so (`Idaho R. Civ. P.`, `graph.readers.court_rules`): cited by rule.
COURT_RULES = ("R. Civ. P.", "R. Crim. P.", "R. App. P.", "R. Juv. P.", "R. Evid.")
WAC = "Wash. Admin. Code"
MGL = "Mass. Gen. Laws"
UTAH = "Utah Code Ann."
ACTS = "Acts"  # session laws: `Chapter 252 of the Acts of 1996`

# Outside law named without a number: external, never a target.
UNNUMBERED = UNNUMBERED_BODIES
# Why such a citation has no target: outside law, named, no provision (not a broken citation).
UNNUMBERED_REASON = "named without a number"

# The bodies this module names itself, with their own canonical forms (`Utah Code Ann. Title 17,
# Chapter 41`); `graph.statutes`' bodies print their divisions abbreviated (`ch. 160A, art. 19`).
NAMED_HERE = frozenset({CFR, CMR, USC, CEQA_GUIDELINES, CCR, RCW, WAC, MGL, UTAH, ACTS})

# Codes printed with their title number before the abbreviation: `44 CFR`, `780 CMR`, `33 U.S.C.`.
TITLED = frozenset({CFR, CMR, USC})


_CODE_NAMES = names_alternation()

# A California code named just before a `Section`/`§` anchor: `California Government Code `,
# `Cal. Gov. Code `, `Code of Civil Procedure `, `Gov. C., `, `C. C.P., ` (as some codes' notes
# print them).
# Applied with `.search` to the few characters before an anchor (the window ends at the anchor,
# hence the `$`).
CODE_BEFORE_RE = re.compile(
    r"(?:(?:the\s+)?(?:State\s+of\s+)?(?:California|Cal\.)\s+)?"
    rf"(?:(?P<name>{_CODE_NAMES})\s+(?:Code|C\.)|Code\s+of\s+(?P<name_after>Civil\s+Procedure)"
    r"|(?<![\w.])(?P<initials>C\.\s?C\.(?:\s?P\.)?))"
    r",?\s*$"
)
# The initials older California codes print (`C. C., § 14`, `C.C.P. § 17`): the Civil Code and
# the Code of Civil Procedure.
CODE_INITIALS = {"CC": "Civil", "CCP": "Civil Procedure"}
# How far before an anchor a code name is looked for.
CODE_LOOKBEHIND = 64


# A California code named alone before its `Code` anchor: `the Government Code`, `California
# Vehicle Code` (a number after it is read by the `Section` readers, whose hit is longer).
CODE_NAMED_BEFORE_RE = re.compile(
    rf"(?<![\w.])(?:the\s+)?(?P<state>(?:State\s+of\s+)?(?:California|Cal\.)\s+)?"
    rf"(?P<name>{_CODE_NAMES})\s+$"
)


# --- Named bodies of law -------------------------------------------------------------------------

# The word a law's name ends with (`… Act`, `… Code`, `… Regulations`, `… Constitution`).
_LAW_NOUN = (
    r"(?:Act|Codes?|Annotated|Regulations|Laws|Statutes|Guidelines|Constitution|Charter|"
    r"Ordinances|Amendments|Standards|Manual)"
)
# The law nouns that may follow a comma (`, Utah Code Annotated`): not `Standards` or `Manual`,
# which end chapter titles (`Chapter 17.38, Sign Standards`).
_COMMA_LAW_NOUN = r"(?:Code|Act|Regulations|Laws|Statutes)"


def _law_name(noun: str) -> str:
    """A Title-Case name ending in a law noun, with what may follow it: `Government Code`,
    `Code of Civil Procedure`, `Utah Code Annotated`, `Federal Water Pollution Control Act
    Amendments of 1972`, `Amendments to the Constitution of the Commonwealth of Massachusetts`."""
    return (
        r"(?:(?:[A-Z][A-Za-z'’.&-]*|U\.S\.)\s+(?:(?:of|the|and|for|on|to|with|&)\s+){0,2}){0,7}"
        rf"{noun}\b"
        r"(?:\s+(?:Annotated|Amendments))?"
        r"(?:\s+of\s+(?:the\s+)?(?:(?:Commonwealth|State)\s+of\s+)?[A-Z][a-z]+"
        r"(?:\s+[A-Z][a-z]+)?)?"
        r"(?:\s+of\s+\d{4})?"
    )


LAW_NAME = _law_name(_LAW_NOUN)
# `of the Code of Civil Procedure`, `of the state Coastal Act`, `of the Utah Code` after a
# citation: the law its numbers belong to (or this city's own code, absorbed); a state's code
# named by its subject in lower case (`Chapter 13 of the state sanitary code`) is the state's.
# The name may be quoted (`Chapter 2, Title 21 of the "Official Code of Georgia Annotated"`):
# its closing quote is read with it.
OF_LAW_RE = re.compile(
    rf"\s+of\s+(?:the\s+)?(?P<quote>[\"“])?(?:(?:state\s+|federal\s+)?(?P<law>{LAW_NAME})"
    r"|(?P<state_code>state\s+[a-z]{3,20}(?:\s+[a-z]{3,20})?\s+code)\b)(?(quote)[\"”]?)"
)
# A law named just before a citation's keyword (`California Code of Regulations, Title 24`, `the
# Coastal Act Section 30106`): searched in the few characters before the anchor.
LAW_BEFORE_RE = re.compile(rf"(?<![\w'’.-])(?P<law>{LAW_NAME}),?\s+$")
# `, Utah Code Annotated` after a citation (the Utah order): the law, after a comma.
COMMA_LAW_RE = re.compile(rf",\s+(?:the\s+)?(?P<law>{_law_name(_COMMA_LAW_NOUN)})(?![\w-])")
# `of Title 5 of Part 2`, `, Title 17`, `, Chapter 2, Part 5`: the divisions a citation climbs
# through before it names its law (`Chapter 4 of Title 5 of Part 2 of the Code of Civil
# Procedure`, `Chapter 41, Title 17, Utah Code Annotated`), after the first section of the
# chapter where California's statutes give it (`Chapter 5 (commencing with §930) of Part 3 of
# Division 3.6 of Title 1 of the Government Code`; `first`: that section).
DIVISIONS_RE = re.compile(
    r"(?:\s*\(commencing\s+with\s+(?:Section|section|§)\s*(?P<first>\d[\w.-]*)[^()]{0,40}\))?"
    r"(?:(?:\s+of|,)\s+(?P<level>[Tt]itle|Part|Division|Chapter|Article|[Ss]ubchapter)\s+"
    r"(?P<n>\d{1,4}(?:\.\d{1,2})?[A-Z]?|[IVXL]{1,6}\b|(?<=ubchapter )[A-Z]\b))+(?:,(?=\s+of\s))?"
)
# What may stand between a list and the law it names: `, respectively,` (`§§ 915 and 916,
# respectively, of`), `et seq.` or `et al.` (`Chapters 711 and 713 et. al. of the Ohio Revised
# Code`: the law is still the numbers' own).
RESPECTIVELY_RE = re.compile(r"(?:,\s*respectively,?|,?\s+et\.?\s*(?:seq|al)\.?,?)(?=\s+of\s)")
# One division inside DIVISIONS_RE's match (an article may be Roman: `§ 908 of Article IX of
# the Pennsylvania Municipalities Planning Code`).
DIVISION_RE = re.compile(
    r"(?P<level>[Tt]itle|Part|Division|Chapter|Article|[Ss]ubchapter)\s+"
    r"(?P<n>\d{1,4}(?:\.\d{1,2})?[A-Z]?|[IVXL]{1,6}\b|(?<=ubchapter )[A-Z]\b)"
)
# This city's own code's names: absorbed, never external (`of the Cotati Municipal Code`, `of this
# code`, `section 8-3 of the Code of Ordinances`, `Chapter 17.31 of the Land Use Code`, `Chapter
# 1111 of the Codified Ordinances` and its parts alone: `Section 303.991 of the Traffic Code`; the
# `Revised Ordinances of Honolulu`, `Chapter 39, Code of General Ordinances`; `175 KZC`: external).
OWN_CODE_RE = re.compile(
    r"(?:Municipal|City|County|Town|Village|Land\s+Use|Zoning|Development)\s+Code"
    r"|Code\s+of\s+(?:General\s+)?Ordinances|(?:Codified|Revised)\s+Ordinances|^this\s+code$"
    r"|^(?:the\s+)?(?:Traffic|General\s+Offenses|Business\s+Regulation)\s+Code$",
    re.I,
)
# A law named on its own (`the Model Toxics Control Act`, `International Building Code`): two or
# more Title-Case words before `Act` (`Act` itself is the anchor, read backwards), or a model
# construction code.
ACT_BEFORE_RE = re.compile(
    r"(?<![\w'’.-])(?:(?:[A-Z][A-Za-z'’-]*|U\.S\.)\s+(?:(?:of|and|for|on|to|with|the)\s+){0,2}){1,7}$"
)
ACT_RE = re.compile(r"Act\b(?:\s+Amendments)?(?:\s+of\s+\d{4})?")
# After a law's name, the verb of a definition whose term the name is (`Clean Water Act means the
# Federal Water Pollution Control Act, …`): the term defined, no citation (what defines it is).
DEFINED_AFTER_RE = re.compile(r"[ \t]+(?:means|shall\s+mean)\b")
# A model code is anchored on the literal `Code`, its name read backwards.
CODE_RE = re.compile(r"Code\b")
MODEL_CODE_BEFORE_NAME_RE = re.compile(
    # the International Code Council's codes by any subject (`International Fuel Gas Code`,
    # `International One- and Two-Family Dwelling Code`): `International`, capitalized words
    r"International(?:\s+(?:[A-Z][a-z]+(?:-(?:[A-Z][a-z]+)?)?|and))*?\s+[A-Z][a-z]+\s+$|"
    r"(?:International|Uniform|National|California|State|Massachusetts|Washington|Utah)"
    r"(?:\s+[A-Z][a-z]+){0,3}\s+(?:Building|Fire|Residential|Plumbing|Mechanical|Electrical|"
    r"Energy(?:\s+Conservation)?|Green\s+Building\s+Standards|Property\s+Maintenance|"
    r"Existing\s+Building)\s+$|"
    r"(?<![\w(])Life\s+Safety\s+$"  # NFPA 101's name alone (`(Life Safety Code)`: an item's label)
)
# `Commonwealth of Massachusetts ` before a model code: part of its name.
COMMONWEALTH_BEFORE_RE = re.compile(r"(?:the\s+)?(?:Commonwealth|State)\s+of\s+[A-Z][a-z]+\s+$")


# --- Anchors of outside law (each starts with a literal) ---------------------------------------

# `44 CFR`, `24 CFR Section 100.307`, `24 C.F.R. § 100.307`, `40 CFR Part 122`, `780 CMR`,
# `33 U.S.C. 1334`: a code cited by its title number, printed before the abbreviation. Two
# anchors, each starting with a literal letter (an alternation, or a lookbehind first, would
# make the engine try every position); the readers check the character before.
CFR_CMR_RE = re.compile(r"C\.?(?P<code>[FM])\.?R\.?(?![A-Za-z])")
# The U.S. Code's anchor: every name reporters-db gives it (`U.S.C.S.`, `U.S. Code`, `United
# States Code`), then the short forms municipal codes print (`USC`, `U.S.C`), all opening with `U`.
# The `U` is said once, before the alternation: a pattern opening with a literal is found in
# the one pass for capitals (`graph.readers.anchors`), not on its own.
_USC_NAMES = sorted({"U.S.C.", *LAWS["U.S.C."][0]["variations"]})
if not all(name.startswith("U") for name in _USC_NAMES):
    raise ValueError("a name of the U.S. Code opens otherwise: USC_RE would miss it")
USC_RE = re.compile(
    r"U(?:" + trie([name[1:] for name in _USC_NAMES]) + r"|\.?S\.?C\.?(?:A\.?)?)(?![A-Za-z])"
)
# The title number before a titled code (`24 ` of `24 CFR`), read backwards from the anchor; a
# comma may follow it before the U.S. Code's full name (`18, United States Code`).
TITLED_TITLE_RE = re.compile(r"(?<![\d.])(\d{1,3})(?P<comma>,)?\s+$")
# The title printed after the abbreviation, as some codes print it: `CFR 49 section 172.101`,
# `CFR 49, parts 100—177` (a title is one to three digits, never a section number's start).
TITLE_AFTER_RE = re.compile(r"\s(?P<title>\d{1,3})(?![\d.:-])(?=[,\s]|$)")
# reporters-db's section marker (`§`, `§§`, `Section`, `sec.`, `Sections`, `S.`).
SECTION_MARKER = REGEX_VARIABLES["section_marker"]
# What follows a titled code: `Chapter 1, Section 65.12`, `Part 122` (`pt. 1191`, the Bluebook's),
# `§ 100.307`, `1334` (its space may be the anchor's, whose name's period takes one: `U.S.C. 1334`).
TITLED_TAIL_RE = re.compile(
    r"(?:\s+Chapter\s+[0-9IVX]{1,4},?)?"
    r"(?:,?\s+(?:(?:Parts?|parts?)\s+|pts?\.\s*)(?P<part>\d{1,4}(?:\s*[—–-]\s*\d{1,4})?)"
    rf"|(?:,?\s*{SECTION_MARKER}\s*|\s|(?<=\.[ ]))"
    r"(?P<number>\d{1,6}[a-z]?(?:[.-]\d{1,4}[a-z]?)*)"
    r"(?P<path>(?:\([A-Za-z0-9]{1,5}\))+)?)?"
)
# `CEQA Guidelines Section 15183` (the anchor is the literal `CEQA`).
CEQA_RE = re.compile(r"CEQA\s+Guidelines,?\s+(?:Section|section|§)\s*(?=\d)")
# `RCW 43.21C.075`, `RCW Chapter 36.70A`, `RCW ch. 35.02`, `RCW chs. 35.01 and 35.06`, `RCW
# title 29A`, `WAC 197-11-800(1)(c)`, `RCW Sec. 36.70B.140`: Washington's codes, the abbreviation
# first (one literal anchor each); a chapter, title or section so named is that code's, never
# this city's (a section keyword left unread would be anchored alone as this code's section).
_WASHINGTON_TAIL = (
    r"\s+(?:(?P<chapter>[Cc]hapters?|chs?\.|[Tt]itles?)\s*|§§?\s*|[Ss]ections?\s+|[Ss]ecs?\.\s*)?"
    r"(?=\d)"
)
RCW_RE = re.compile(rf"(?P<code>RCW){_WASHINGTON_TAIL}")
WAC_RE = re.compile(rf"(?P<code>WAC){_WASHINGTON_TAIL}")
# An RCW number (`43.21C.075`, `36.70A`) or a WAC number (`197-11-800`, `197-11`), with a path.
RCW_NUMBER_RE = re.compile(
    r"(?P<number>\d{1,3}[A-Z]?(?:\.\d{1,4}[A-Z]?){0,2})(?![\d.-]\d)(?P<path>(?:\([A-Za-z0-9]{1,5}\))+)?"
)
WAC_NUMBER_RE = re.compile(
    r"(?P<number>\d{1,3}-\d{1,3}[A-Z]?(?:-\d{1,4})?)(?![\d-])(?P<path>(?:\([A-Za-z0-9]{1,5}\))+)?"
)
# The Massachusetts General Laws: `M.G.L. c. 140, § 173`, `G.L. c. 85, §§ 11A`, `M.G.L.A . c.
# 40, § 21`, `MGL 40A`, `General Laws, Chapter 40, Section 21D`, `Massachusetts General Laws
# (M.G.L.) Chapter 40A`. The chapter must follow (`the General Laws of Massachusetts` is none),
# never a year (`G.L. 1956, § 45-6-7` is Rhode Island's: `graph.statutes`).
# Three anchors with a literal start, one tail; the reader checks the character before.
_MGL_TAIL = (
    r",?\s+(?:(?:c\.|ch\.|[Cc]hapter)\s*)?(?!(?:19|20)\d\d\b)(?P<chapter>\d{1,4}[A-Za-z]?)(?![\w-]|\.\d)"
    r"(?:,?\s*(?:§§?|[Ss]ections?|[Ss]ec\.)\s*(?P<section>\d{1,4}[A-Z]?)(?![\w-]|\.\d))?"
)
GENERAL_LAWS_RE = re.compile(rf"General\s+Laws(?:\s*\((?:M\.G\.L\.|MGL)\))?{_MGL_TAIL}")
MGL_RE = re.compile(rf"M\.?G\.?L\.?(?:A\s?\.?)?{_MGL_TAIL}")
GL_RE = re.compile(rf"G\.\s?L\.{_MGL_TAIL}")
# `Massachusetts ` before `General Laws`: part of the name.
MASSACHUSETTS_BEFORE_RE = re.compile(r"Massachusetts\s+$")
# A further section of the same M.G.L. chapter: `, 11B`, ` & 11I` (`§§ 11H & 11I`).
MGL_MORE_RE = re.compile(r"(?:,|\s*&|,?\s+and)\s*(?P<section>\d{1,4}[A-Z])(?![\w-]|\.\d)")
# A section's subsection path, attached or after a space: `§ 44A (2)`, `§ 21D(b)`.
MGL_PATH_RE = re.compile(r"[ ]?(?P<path>(?:\([A-Za-z0-9]{1,5}\))+)")
# A session law: `Chapter 252 of the Acts of 1996`, `c. 285 of the Acts of 2002`; anchored on
# `of the Acts of`, the chapter read backwards.
ACTS_RE = re.compile(r"of\s+the\s+Acts\s+of\s+(?P<year>\d{4})")
ACTS_CHAPTER_RE = re.compile(r"(?:c\.|ch\.|[Cc]hapter)\s*(?P<chapter>\d{1,4})\s+$")


def canonical_law(name: str) -> str | None:
    """The canonical prefix of a law named in full (`Government Code` → `Cal. Gov. Code`,
    `Utah Code Annotated` → `Utah Code Ann.`), the name itself for other laws, or None when the
    name is this city's own code."""
    name = re.sub(r"\s+", " ", name).strip()
    if OWN_CODE_RE.search(name):
        return None
    if statute := body_named(re.sub(r"^[Tt]he |,? of \d{4}$|(?<= of) the State of(?= )", "", name)):
        return statute.name  # `Official Code of Georgia`, `Revised Statutes of the State of …`
    bare = re.sub(r"^(?:the |State of )?(?:California |Cal\. )?", "", name)
    if bare.endswith(" Code") and (found := state_code(bare[: -len(" Code")])):
        return found.canonical
    if m := re.fullmatch(r"Code of (Civil Procedure)", bare):
        found = state_code(m.group(1))
        return found.canonical if found else None
    if charter := _CHARTER_NAME_RE.fullmatch(name) or CHARTER_NAME_RE.fullmatch(name):
        return charter_body(charter)  # `the Revised Charter of the City`, `Town Charter`
    for pattern, canonical in _NAMED:
        if pattern.fullmatch(name):
            return canonical
    if statute := body_named(re.sub(r"^[Tt]he | Annotated$", "", name)):
        return statute.name  # `New Jersey Statutes Annotated`
    if (m := _CONSTITUTION_RE.fullmatch(name)) and (m["state"] or m["state_first"]) in _STATES:
        return f"{_STATES[m['state'] or m['state_first']]} Const."
    return re.sub(r"^(?:the|The)\s+", "", name)


# A state's constitution, or its amendments: `Amendments to the Constitution of the Commonwealth
# of Massachusetts`, `California Constitution`.
_CONSTITUTION_RE = re.compile(
    r"(?:(?:the\s+)?Amendments\s+to\s+)?(?:the\s+)?(?:Constitution\s+of\s+the\s+"
    r"(?:Commonwealth|State)\s+of\s+(?P<state>[A-Z][a-z]+)|(?P<state_first>[A-Z][a-z]+)\s+"
    r"Constitution)"
)
# Every state's abbreviation (reporters-db's), for `… Const.`.
_STATES = STATE_ABBREVIATIONS


# Full names of the bodies of law with canonical prefixes.
# A charter named in full after a citation: `Revised Charter of the City (and County of
# Honolulu)`, `Charter of the Town`: the body of that kind of charter (`named_codes`).
_CHARTER_NAME_RE = re.compile(
    r"(?:(?:the|Revised|Amended)\s+)*Charter\s+of\s+the\s+"
    r"(?P<kind>City|County|Town|Village|Borough|Parish)\b.*"
)
_NAMED: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"Utah Code(?: Annotated)?"), UTAH),
    (re.compile(r"Revised Code of Washington"), RCW),
    (re.compile(r"Washington Administrative Code"), WAC),
    (re.compile(r"(?:Massachusetts )?General Laws(?: of Massachusetts)?"), MGL),
    (re.compile(r"(?:California )?Code of Regulations"), CCR),
    (re.compile(r"(?:State )?CEQA Guidelines"), CEQA_GUIDELINES),
    (re.compile(r"Code of Federal Regulations"), CFR),
    (re.compile(r"United States Code"), USC),
)


# --- Canonical ids -------------------------------------------------------------------------------


def unnumbered(ref: Reference) -> bool:
    """Outside law named without a provision: `state law`, `the Government Code`, `the Ohio
    Revised Code`. External, never a target (nothing says which section)."""
    code = ref.code
    if code in UNNUMBERED:
        return True
    if ref.number or ref.division or ref.external_title is not None or code is None:
        return False
    if code.endswith(" Code") and state_code(code.removesuffix(" Code")) is not None:
        return True  # `the Government Code`: a state's code, which state's unsaid
    return code in _CALIFORNIA_CANONICAL or code in CHARTERS or body_named(code) is not None


_CALIFORNIA_CANONICAL = frozenset(code.canonical for code in CALIFORNIA_CODES)


def model_code(code: str) -> bool:
    """Whether `code` is a model construction code's name (`International Building Code`)."""
    name = code.removesuffix("Code")
    return name != code and MODEL_CODE_BEFORE_NAME_RE.fullmatch(name) is not None


def external_target(ref: Reference) -> str | None:
    """The canonical id of an external citation, or None when it names no law or no provision
    (`state law`)."""
    code = ref.code
    if code is None or unnumbered(ref):
        return None
    labels = printed_labels(code, ref.labels)
    number = f"{ref.number}{labels}"
    if code in TITLED:
        if ref.external_title is None:
            return None
        head = f"{ref.external_title} {code}"
        if ref.division:
            head = f"{head} {ref.division}"
        return f"{head} § {number}" if ref.number else head
    if code in STANDARDS:  # `ANSI S1.1 ¶ 2.9`
        return f"{code} {ref.number}{f' {ref.division}' if ref.division else ''}"
    if code == CEQA_GUIDELINES:
        return f"{code}, § {number}"
    where = f", {ref.division}{labels}" if ref.division else ""  # `§ 2A` of a session law
    if code == ACTS and not ref.jurisdiction:  # `P.L. 236-1971`: numbered within its year
        year = ref.external_title
        return f"Acts of {year}, c. {ref.number}{where}" if year else f"P.L. {number}{where}"
    if code in GAZETTE_NAMES and ref.division == GAZETTE_PAGE:  # `1999 Mass. Acts 8`, `60 FR 68380`
        return f"{ref.external_title} {code} {ref.number}"
    if code.endswith("Pub. Acts"):  # `2006 Mich. Pub. Acts 110`
        return f"{ref.external_title} {code} {ref.number}"
    if code in SESSION_LAWS and ref.external_title:  # `1950 N.J. Laws ch. 210`
        return f"{ref.external_title} {code} ch. {ref.number}{where}"
    if code.endswith("Acts"):  # `La. Acts 1954, No. 188`
        year = f" {ref.external_title}" if ref.external_title else ""
        return f"{code}{year}, No. {ref.number}"
    if code == PUBLIC_LAW:  # `Pub. L. 111-148, § 1101`
        return f"{code} {ref.number}{where}"
    if code == STATUTES_AT_LARGE and ref.external_title:
        return f"{ref.external_title} {code} {ref.number}"  # `96 Stat. 2415`
    if code == PAMPHLET_LAWS:
        return f"{code} {ref.external_title}, c. {ref.number}{where}"
    if code == MGL:
        head = f"{code} ch. {ref.division}" if ref.division else code
        return f"{head}, § {number}" if ref.number else head
    if code in (RCW, WAC) or re.fullmatch(r"[A-Z]{2,6}", code) or code.endswith(COURT_RULES):
        return f"{code} {number}" if ref.number else code  # `Idaho R. Civ. P. 6(a)`: no `§`
    if ref.external_title is not None and model_code(code):  # its edition: `(2012)`
        code = f"{code} ({ref.external_title})"
    elif ref.external_title is not None and not ref.number and not ref.division:
        return f"{code}{' tit. ' if code == CCR else ', tit. '}{ref.external_title}"
    if ref.external_title is not None and ref.number and (body := body_named(code)) is not None:
        if body.titled:
            return f"{ref.external_title} {code} {number}"  # `11 N.C. Admin. Code 05A.0508`
        return f"{code} tit. {ref.external_title}, § {number}"  # `Ala. Code tit. 33, § 9106`
    head = f"{code} {ref.division}" if ref.division else code
    return f"{head} § {number}" if ref.number else head
