"""Instructions that amend another body of law than this code: never a target in the code.

An ordinance (or a state bill) may amend the comprehensive plan, a state statute, a resolution or
an ordinance that was never codified alongside the code itself. The instruction sentence says
which: `… on page 24 of the Comprehensive Plan is amended`, `Subdivision 5-a of section 402 of the
public housing law is amended`, `Section 3.2 of Ordinance No. 52 is amended`. Such an instruction
keeps its verb and gets one target of the other kind (`general_plan`, `statute`, `resolution`,
`ordinance`) with the reason, so the engine records it as `not_applicable`.

The code itself wins whenever the sentence names it (`… added to the Land Development Ordinance
(Attachment C to Ordinance # 54-89)`, `… of the administrative code of the city of New York`); a
state code named with its state's words (`Government Code`, `U.S.C.`, `RCW`) is a statute. What
an `as amended by …` clause names is history, not the target, and is ignored.

An enactment of a year's series is named by its chapter, as session laws are cited (`Section 2 of
chapter 239 of the acts of 1897`, `St. 1897, c. 239`, `Chapter five of the Ordinances of 1922`):
an act of the legislature (a statute: `Acts of 1897, c. 239, § 2`, the form `graph.laws` prints)
or an ordinance of that year (`Ordinances of 1922, c. 5, § 1`), never the code, whose
compilation is named otherwise (`the Revised Ordinances of 1914`). `said chapter 239` names the
body an earlier sentence of the document gave that chapter. A list of its sections (`Sections 1,
2, and 3 of Ordinance No. 269`) is one target each.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from parsers.grammar.joints import LIST_WORD
from parsers.ordinance.session_citations import VolumeLaw, page_law, special_acts, volume_law
from parsers.ordinance.spelled import SPELLED, spelled_value
from parsers.ordinance.state import state_statute
from parsers.ordinance.statute_names import STATE_CODE, may_name_state_code
from parsers.ordinance_records import Target, TargetKind

# `, as amended by section 17 of part Q of chapter 39 of the laws of 2019,` and `as amended by
# Ordinance No. 59-97A`: the history of the target, not its place. So is the enactment named by
# its year after `in` (`Section 1309.22 of the Village's Codified Ordinances as enacted in 1992
# as Ord. 92-18`), or with its subject (`… of the Code of Public Local Laws … as said sections
# were enacted by Chapter 410 of the Acts of 1933`, Maryland: the act amended is no target).
AS_AMENDED = re.compile(
    r",?\s*\bas\s+(?:(?:said|such|the|these|those)\s+[a-z]+\s+(?:was|were|is|are)\s+)?"
    r"(?:last\s+|previously\s+)?(?:amended|added|renumbered|enacted)"
    r"(?:\s+(?:by|in\s+(?:19|20)\d\d\b)\s*[^,:;)]*)?,?",
    re.IGNORECASE,
)


# A statute cited title first by its dotted abbreviation (`24 App. V.S.A. chapter 129, § 802(a)`,
# `53 P.S. § 10617`): a title's number, capitals each closed by a period, then a chapter or a
# section. A city's code is never cited so; a time (`10 P.M.`) is never followed by a section.
TITLED_ABBREVIATION = re.compile(
    r"\b\d{1,3}[A-Z]?\s+(?:[A-Z][a-z]{1,5}\.\s?)*(?:[A-Z]\.\s?){2,}"
    r"(?=\s*(?:§|chapter\b|ch\.|c\.\s*\d|sections?\b|secs?\.))"
)

# This code, however its city names it: `Municipal Code`, `Park City Code`, `Land Management Code`,
# `administrative code of the city of New York`, `Land Development Ordinance`, `Zoning Ordinance`.
LOCAL_CODE = re.compile(
    r"\bcode\b|\b(?:land\s+development|zoning|development|land\s+use|subdivision|"
    r"unified\s+development)\s+ordinance\b",
    re.IGNORECASE,
)

# The city's own code named in the phrase (`Section 5-1 of the City Code`, `of this Code`, `Code
# of Ordinances`): a state's statute named with it is the code's history or authority.
OWN_CODE = re.compile(
    r"\b(?:Municipal|City|Town|Village|County|Borough|Township|Parish|this|said)\s+Code\b|"
    r"\bCode\s+of\s+(?:Ordinances|the\s+(?:City|Town|Village|County|Borough|Township))\b|"
    r"\b(?:Revised|Codified|Compiled|General)\s+Ordinances\b",
    re.IGNORECASE,
)

# A city's, town's or village's charter (`Sec. 3 of the Charter`, `the Alburg Village Charter`,
# `the charter of the City of Burlington`): a law of its own, which state acts amend; never a
# `Charter Ordinance` (Kansas: an ordinance, read by `SECTION_OF_ORDINANCE`).
CHARTER = re.compile(
    r"\b(?:(?:City|Town|Village|County|Borough)\s+)?Charter\b(?!\s+Ordinance)", re.I
)

# The comprehensive or general plan, or a specific plan adopted under it (California, Arizona).
GENERAL_PLAN = re.compile(r"\b(?:comprehensive|general|specific)\s+plan\b", re.IGNORECASE)

# A resolution by its number.
RESOLUTION = re.compile(r"\bresolution\s+(?:no\.?\s*|number\s+|#\s*)?\d[\w-]*", re.IGNORECASE)

# A statute: `the public housing law`, `the Penal Law`, `the civil practice law and rules`, `the
# laws of 1974`, `the emergency tenant protection act`, `the Coastal Act`. (`local law` is the
# city's own legislation; it only appears in `as amended by` history.)
STATUTE = re.compile(
    r"\blaws\s+of\s+(?:\d{4}|the\s+state\b)|"
    r"\b(?!local\b)(?:[A-Za-z]+\s+){1,4}?law(?:\s+and\s+rules)?\b(?!\s+(?:number|no)\b)|"
    r"\b(?:[A-Za-z-]+\s+){1,5}?act\b(?=\s+of\s+(?:\d{4}|nineteen|two\s+thousand)|[\s,.;:)]|$)",
    re.IGNORECASE,
)

# A section whose owner, the first link of its `of` chain, is an ordinance by its number
# (`section 2.10 of Charter Ordinance No. 84 of the 1988 Code of Ordinances`): the ordinance's
# section, even where the code is named after it. An OCR'd scan garbles `No.` into a short token
# ending in a period (`Ordinance !ao. 1`): after `Section N of Ordinance` it can be nothing else.
# The section may be numbered in Roman capitals (`Section XVIII of Ordinance No. 3512`, Illinois).
SECTION_OF_ORDINANCE = re.compile(
    r"\b(?:Sections?|§)\s*(?:\d[\w.:-]*|(?-i:[IVXLC]{1,7})\.?)\s+of\s+(?:(?:the|said)\s+)?"
    r"(?P<ordinance>(?:Charter\s+)?"
    r"(?:Ordinance|Ord\.)\s*(?:No\.?|Number|#|[^\s\d]{1,3}\.)\s*#?\s*\d[\w-]*)",
    re.IGNORECASE,
)
# An ordinance by its number: `Ordinance No. 52`, `Ordinance # 52`, `Ord. #70-2001`.
ORDINANCE_REF = re.compile(
    r"\b(?:Ordinance|Ord\.)\s*(?:No\.?|Number|#)?\s*#?\s*\d[\w-]*", re.IGNORECASE
)

# An ordinance named as enacted rather than as codified: by the year of its enactment after its
# name (`the Paducah Zoning Ordinance -1961`, `Zoning Ordinance of 1961`, `the Evanston Zoning
# Ordinance, adopted November 21, 1960`), or by the ordinance
# book and page it is recorded at (`(Ordinance Book 14, page 507)`). A code is never cited so:
# such an ordinance stands outside the code, though its name says `Zoning Ordinance`.
ENACTED_ORDINANCE = re.compile(
    r"(?P<name>(?:\b[A-Z][\w'’-]*\s+){0,4}Ordinance)\s*(?:-\s*|,\s*|of\s+|"
    r",?\s*adopted\s+(?:on\s+)?[A-Z][a-z]+\.?\s+\d{1,2},?\s*)(?:19|20)\d{2}\b"
    r"|\bOrdinance\s+Book\s+\d{1,4},?\s+page\s+\d{1,4}\b",
    re.IGNORECASE,
)

# A named ordinance identified in apposition by its own number (`the Zoning Ordinance of the City
# of Decatur (Ord. No. 3512 …)`, `the Subdivision Ordinance, the same being Ordinance No. 12`):
# the ordinance as enacted, amended in place, never the code (which is cited by its own name, not
# as one ordinance's number). The number may stand bare in the parentheses (`the City of
# Fairhope's Council Procedures Ordinance (No. 1371)`).
NAMED_BY_NUMBER = re.compile(
    r"(?P<name>(?:\b[A-Z][\w'’-]*\s+){1,4}Ordinance)"
    r"(?:\s+of\s+the\s+(?:City|Town|Village|County|Borough|Township)\s+of\s+[A-Z][\w'’-]*"
    r"(?:\s+[A-Z][\w'’-]*)?)?\s*(?:\(\s*|,\s*the\s+same\s+being\s+)"
    r"(?P<number>(?:(?:Ordinance|Ord\.)\s*)?(?:No\.?|Number|#)\s*\d[\w-]*)",
)

# Words that do not belong in the name of the other law: leading `of the`, `to the`.
LEADING_FILLER = re.compile(r"^(?:(?:of|to|in)\s+)?(?:the\s+)?", re.IGNORECASE)
# What names a part of the other law: `Section 3.2`, `Subdivision 5-a of section 402`, `Sec.
# 62(f) of Title III`, `§ 802(a)` (no word boundary before a `§`), a council's rules of procedure
# by their numbers (`Rule 4, of said Ordinance No. 20`).
UNIT = re.compile(
    r"(?:\b(?:Sections?|Secs?\.|Subdivisions?|Paragraphs?|Subparagraphs?|Subsections?|Article|"
    r"Rule|Chapter|Part)|§)\s*[\w.()-]+(?:\s+of\s+(?:section|chapter|article|part|title)\s+[\w.()-]+)*",
    re.IGNORECASE,
)
UNIT_CHARS = 80
# A unit that carries a number (`Section 1.01(B)(1)`, `Article VII`), not a word the unit's
# keyword happens to precede (`section of`, `paragraphs appearing`).
NUMBERED_UNIT = re.compile(r"^\S+\s*(?:\d|(?-i:[IVXLC]+)\b)")
# The further numbers of a list of sections after its first (`Sections 1, 2, and 3 of …`).
UNIT_LIST = re.compile(rf"(?:,\s*(?:{LIST_WORD}\s+)?|\s+{LIST_WORD}\s+)(?P<number>\d[\w.-]*)")
UNIT_FIRST = re.compile(r"^(?P<word>Sections?|§§?)\s*(?P<number>\d[\w.-]*)", re.IGNORECASE)

# A chapter of a year's enactments, cited as session laws are (graph.laws' `ACTS_RE` reads the
# same in a code's text): `chapter 239 of the acts of 1897`, `Chapter five of the Ordinances of
# 1922`, `c. 252 of the Acts and Resolves of 1996`, `chapter 576 of the laws of 1974`, Virginia's
# `Chapter 255 of the Acts of Assembly of 1974`; and the short forms `St. 1897, c. 239`, `Acts
# 1996, c. 252`, `P.L. 1975, c. 291`. Never a compilation (`the Revised Ordinances of 1914`: the
# word before the series is no part of this form).
SESSION_LAW = re.compile(
    rf"\b(?:chapter|ch\.|c\.)\s*(?P<chapter>\d{{1,4}}[A-Z]?|{SPELLED})\s+of\s+the\s+"
    r"(?P<series>(?:special\s+)?(?:acts|laws|statutes|resolves|ordinances))"
    r"(?:\s+and\s+resolves|(?P<assembly>\s+of\s+(?:the\s+General\s+)?Assembly))?"
    r"\s+of\s+(?:the\s+year\s+)?(?P<year>1[6-9]\d\d|20\d\d)\b|"
    r"\b(?P<short>St|Stat|Acts|P\.\s?L)\.?\s+(?P<short_year>1[6-9]\d\d|20\d\d),?\s*"
    r"(?:chapter|ch\.|c\.)\s*(?P<short_chapter>\d{1,4}[A-Z]?)\b",
    re.IGNORECASE,
)
# The section of that chapter, named before it: `Section 2 of`, `Said section 5 of said`, `§ 3.1
# of` (an act's sections may be numbered by article: `3.1`).
SESSION_SECTION = re.compile(
    rf"(?:\bSections?\s+|§\s*)(?P<section>\d{{1,4}}(?:\.\d{{1,4}})?[A-Z]?|{SPELLED})\s+of\s+"
    r"(?:(?:said|the)\s+)?$",
    re.IGNORECASE,
)
# What a history clause says before the law it names (`as amended by chapters two and eight of`).
HISTORY_BEFORE = re.compile(r"\bas\s+(?:last\s+)?amended\s+by\b[^,:;)]*$", re.IGNORECASE)
HISTORY_CHARS = 80
# A chapter named again by `said` (`Said section 2 of said chapter 239`): the body is the one an
# earlier sentence named with that chapter.
SAID_CHAPTER = re.compile(
    rf"\bsaid\s+(?:chapter|ch\.|c\.)\s*(?P<chapter>\d{{1,4}}[A-Z]?|{SPELLED})\b(?![.:-]\d)",
    re.IGNORECASE,
)


@dataclass(frozen=True, slots=True)
class Outside:
    targets: tuple[Target, ...]  # one for each part of the other law named (at least one)
    reason: str
    flags: tuple[str, ...] = ()  # what a person must settle (a number the OCR misread)
    name: str = ""  # the other law's name, its parts aside (`Evanston Zoning Ordinance, …`)

    @property
    def target(self) -> Target:
        return self.targets[0]


def _units(phrase: str) -> list[str]:
    """The parts of the other law the phrase names: `Subdivision 1 of Section 2`, or each
    section of a list (`Sections 1, 2, and 3` → `Section 1`, `Section 2`, `Section 3`)."""
    match = UNIT.search(phrase)
    if match is None:
        return []
    unit = " ".join(match.group(0).split())[:UNIT_CHARS]
    first = UNIT_FIRST.match(unit)
    if first is None or unit != first.group(0):
        return [unit]
    numbers = [first.group("number").rstrip(".,")]
    at = match.start() + len(match.group(0))
    while (more := UNIT_LIST.match(phrase, at)) is not None:
        numbers.append(more.group("number").rstrip(".,"))
        at = more.end()
    word = "§" if first.group("word").startswith("§") else "Section"
    return [f"{word} {number}" for number in numbers] if len(numbers) > 1 else [unit]


def found_outside(kind: TargetKind, name: str, phrase: str, what: str) -> Outside:
    name = LEADING_FILLER.sub("", " ".join(name.split())).strip(" ,.;:()")
    ids = [
        f"{name}, {unit}" if unit.lower() not in name.lower() else name for unit in _units(phrase)
    ] or [name]
    targets = tuple(Target(kind, one) for one in dict.fromkeys(ids))
    return Outside(targets, f"amends {what} ({name}), not this code", name=name)


def _volume_target(where: str, volume: VolumeLaw) -> Outside:
    """The act a volume citation names, with every numbered part the phrase names outside that
    citation (`Laws of Delaware, vol. 61, c. 156, Article I, Section 1.01(B)(1)`)."""
    reason = f"amends a session law ({volume.name}), not this code"
    found = _numbered_target(where, volume.name, volume.start, volume.end, reason)
    return found if volume.flag is None else replace(found, flags=(volume.flag,))


def _numbered_target(where: str, name: str, start: int, end: int, reason: str) -> Outside:
    """The body `name` (printed at `where[start:end]`) with every numbered part the phrase
    names outside that citation (`Laws of Delaware, vol. 61, c. 156, Article I, Section 1.01`)."""
    units = [
        " ".join(unit.group(0).split())[:UNIT_CHARS]
        for unit in UNIT.finditer(where)
        if (unit.end() <= start or unit.start() >= end)
        and NUMBERED_UNIT.search(unit.group(0)) is not None
    ]
    target_id = ", ".join([name, *dict.fromkeys(units)])
    return Outside((Target(TargetKind.STATUTE, target_id),), reason)


def _named_before(text: str, before: int, chapter: str) -> re.Match[str] | None:
    """The last session-law citation of `chapter` in `text[:before]` that is no history (`as
    amended by chapter 2 of the Ordinances of 1915` names what amended another law)."""
    found = None
    for match in SESSION_LAW.finditer(text, 0, before):
        history = HISTORY_BEFORE.search(text, max(0, match.start() - HISTORY_CHARS), match.start())
        if _chapter(match) == chapter and history is None:
            found = match
    return found


def _session_law(where: str, text: str, before: int) -> Outside | None:
    """A chapter of a year's acts or ordinances the phrase names (`SESSION_LAW`), itself or
    by `said chapter N` after an earlier sentence named it; its section when named before it."""
    found = SESSION_LAW.search(where)
    at = found.start() if found is not None else 0
    if found is None:
        said = SAID_CHAPTER.search(where)
        if said is None:
            return None
        chapter = spelled_value(said.group("chapter"))
        found = _named_before(text, before, chapter) if before else None
        if found is None:
            return None
        at = said.start()
    name, kind = _body_name(found)
    what = "an ordinance of a year's series" if kind is TargetKind.ORDINANCE else "a session law"
    section = SESSION_SECTION.search(where[:at])
    target_id = f"{name}, § {spelled_value(section.group('section'))}" if section else name
    return Outside((Target(kind, target_id),), f"amends {what} ({name}), not this code")


def _body_name(found: re.Match[str]) -> tuple[str, TargetKind]:
    """`Acts of 1897, c. 239` (a statute), `Ordinances of 1922, c. 5`, `P.L. 1975, c. 291`."""
    series = " ".join((found.group("series") or found.group("short")).split()).lower()
    year, chapter = found.group("year") or found.group("short_year"), _chapter(found)
    if series.startswith("p"):
        return f"P.L. {year}, c. {chapter}", TargetKind.STATUTE
    if series == "ordinances":
        return f"Ordinances of {year}, c. {chapter}", TargetKind.ORDINANCE
    word = "Acts" if series in ("st", "stat") else series.title()
    word += " of Assembly" if found.group("assembly") else ""
    return f"{word} of {year}, c. {chapter}", TargetKind.STATUTE


def _chapter(match: re.Match[str]) -> str:
    return spelled_value(match.group("chapter") or match.group("short_chapter"))


# A state's legislature enacting the document (`BE IT ENACTED BY THE LEGISLATURE OF THE STATE OF
# MISSISSIPPI`, `by the General Assembly of the state of Missouri`): a bill of that state, whose
# name follows.
LEGISLATURE = re.compile(
    r"\benacted\s+by\s+the\s+(?:Legislature|General\s+Assembly)\s+of\s+the\s+"
    r"(?:State|Commonwealth)\s+of\s+",
    re.IGNORECASE,
)
# What names a state's code or statutes besides the state (`Code of 1972`, `Revised Statutes`,
# `Code of`): the rest of the citation is the state's name. Never its session laws (`Laws of
# Delaware`, which the state's acts amend as other law).
CODE_WORDS = re.compile(
    r"\b(?:(?:Revised|General|Compiled|Consolidated|Annotated|Official)\s+)?(?:Code|Statutes?)"
    r"(?:\s+Annotated)?(?:\s+of(?:\s+the\s+State\s+of)?)?(?:\s+\d{4})?\b",
    re.IGNORECASE,
)


def _enacting_states_code(statute: str, before: str) -> bool:
    """Whether `statute` is the code of the state whose legislature enacts the document: a
    state bill amending its own state's code amends the code (as a city's ordinance its own)."""
    enacting = LEGISLATURE.search(before)
    name = " ".join(CODE_WORDS.sub(" ", statute).split())
    if enacting is None or not name or CODE_WORDS.search(statute) is None:
        return False
    return re.match(rf"{re.escape(name)}\b", before[enacting.end() :], re.IGNORECASE) is not None


def _cited_statute(where: str, sentence: str) -> Outside | None:
    """A statute cited title first by its abbreviation (`24 App. V.S.A. chapter 129, § 802(a)`)
    or a state's code named with its own words (`Government Code`, `RCW`), or None."""
    titled = TITLED_ABBREVIATION.search(where)
    if titled is not None:
        name = " ".join(titled.group(0).split())
        reason = f"amends a statute ({name}), not this code"
        return _numbered_target(where, name, titled.start(), titled.end(), reason)
    state = STATE_CODE.search(sentence) if may_name_state_code(sentence) else None
    if state is not None:
        return found_outside(TargetKind.STATUTE, state.group(0), where, "a statute")
    return None


def outside_target(phrase: str, tail: str, text: str = "", before: int = 0) -> Outside | None:
    """The other body of law an instruction amends, or None when it amends this code.

    `phrase` names the target (the words before the verb), `tail` the words after it up to the
    new text (`… is hereby added to the Flood Damage Prevention Ordinance (Ordinance # 52)`),
    `text[:before]` the document's text before the sentence (what `said chapter 239` names).
    """
    sentence = AS_AMENDED.sub(" ", f"{phrase} {tail}")
    where = AS_AMENDED.sub(" ", phrase)
    session = _session_law(where, text, before)
    if session is not None:
        return session
    cited = _cited_statute(where, sentence)
    if cited is not None:
        return cited
    page = page_law(phrase, text, before)
    if page is not None:
        reason = f"amends a session law ({page}), not this code"
        return Outside((Target(TargetKind.STATUTE, page),), reason)
    volume = volume_law(where, text, before) or special_acts(where)
    if volume is not None:
        return _volume_target(where, volume)
    statewide = state_statute(where)
    own = statewide is not None and _enacting_states_code(statewide.group(0), text[:before])
    if statewide is not None and OWN_CODE.search(where) is None and not own:
        return found_outside(TargetKind.STATUTE, statewide.group(0), where, "a statute")
    owner = SECTION_OF_ORDINANCE.search(where)
    if owner is not None:  # `section 2.10 of Charter Ordinance No. 84 of the 1988 Code`
        return found_outside(TargetKind.ORDINANCE, owner.group("ordinance"), where, "an ordinance")
    by_number = NAMED_BY_NUMBER.search(where)
    if by_number is not None:  # `Section XXIV. of the Zoning Ordinance … (Ord. No. 3512)`
        name = f"{by_number.group('name')}, {' '.join(by_number.group('number').split())}"
        return found_outside(TargetKind.ORDINANCE, name, where, "an ordinance by its number")
    enacted = ENACTED_ORDINANCE.search(where)
    if enacted is not None:  # `Section 24, A, of the Paducah Zoning Ordinance -1961 (…)`
        return found_outside(
            TargetKind.ORDINANCE, enacted.group(0), where, "an ordinance as enacted"
        )
    if LOCAL_CODE.search(sentence) is not None:
        return None
    charter = CHARTER.search(where)
    if charter is not None:
        return found_outside(TargetKind.STATUTE, charter.group(0), where, "a charter")
    plan = GENERAL_PLAN.search(sentence)
    if plan is not None:
        return found_outside(TargetKind.GENERAL_PLAN, plan.group(0), where, "the plan")
    resolution = RESOLUTION.search(sentence)
    if resolution is not None:
        return found_outside(TargetKind.RESOLUTION, resolution.group(0), where, "a resolution")
    statute = STATUTE.search(sentence)
    if statute is not None:
        return found_outside(TargetKind.STATUTE, statute.group(0), where, "a statute")
    ordinance = ORDINANCE_REF.search(sentence)
    if ordinance is not None:
        return found_outside(
            TargetKind.ORDINANCE, ordinance.group(0), where, "an uncodified ordinance"
        )
    return None
