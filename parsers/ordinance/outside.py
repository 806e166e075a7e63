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
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from parsers.ordinance_records import Target, TargetKind

# `, as amended by section 17 of part Q of chapter 39 of the laws of 2019,` and `as amended by
# Ordinance No. 59-97A`: the history of the target, not its place.
AS_AMENDED = re.compile(
    r",?\s*\bas\s+(?:last\s+|previously\s+)?(?:amended|added|renumbered|enacted)"
    r"(?:\s+by\s+[^,:;)]*)?,?",
    re.IGNORECASE,
)

# A state's or the nation's code, named with its own words: a statute, though it says `Code`.
STATE_CODE = re.compile(
    r"\b(?:Government|Penal|Vehicle|Civil|Health\s+and\s+Safety|Public\s+Resources|Education|"
    r"Business\s+and\s+Professions|Water|Revenue\s+and\s+Taxation|Labor|Elections|Fish\s+and\s+"
    r"Game|Insurance|Probate|Streets\s+and\s+Highways|Welfare\s+and\s+Institutions|Family|"
    r"Evidence|Corporations|Commercial|Financial|Utah|Internal\s+Revenue)\s+Code\b|"
    r"\bCode\s+of\s+(?:Civil|Criminal)\s+Procedure\b|\bCode\s+of\s+Federal\s+Regulations\b|"
    r"\bU\.\s?S\.\s?C\.?|\bC\.\s?F\.\s?R\.?|\bRCW\b|\bWAC\b|\bORS\b|\bRevised\s+(?:Code|Statutes)\b|"
    r"\bUnited\s+States\s+Code\b|\bCalifornia\s+Code\s+of\s+Regulations\b",
    re.IGNORECASE,
)

# This code, however its city names it: `Municipal Code`, `Park City Code`, `Land Management Code`,
# `administrative code of the city of New York`, `Land Development Ordinance`, `Zoning Ordinance`.
LOCAL_CODE = re.compile(
    r"\bcode\b|\b(?:land\s+development|zoning|development|land\s+use|subdivision|"
    r"unified\s+development)\s+ordinance\b",
    re.IGNORECASE,
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
SECTION_OF_ORDINANCE = re.compile(
    r"\b(?:Sections?|§)\s*\d[\w.:-]*\s+of\s+(?:(?:the|said)\s+)?(?P<ordinance>(?:Charter\s+)?"
    r"(?:Ordinance|Ord\.)\s*(?:No\.?|Number|#|[^\s\d]{1,3}\.)\s*#?\s*\d[\w-]*)",
    re.IGNORECASE,
)
# An ordinance by its number: `Ordinance No. 52`, `Ordinance # 52`, `Ord. #70-2001`.
ORDINANCE_REF = re.compile(
    r"\b(?:Ordinance|Ord\.)\s*(?:No\.?|Number|#)?\s*#?\s*\d[\w-]*", re.IGNORECASE
)

# An ordinance named as enacted rather than as codified: by the year of its enactment after its
# name (`the Paducah Zoning Ordinance -1961`, `Zoning Ordinance of 1961`), or by the ordinance
# book and page it is recorded at (`(Ordinance Book 14, page 507)`). A code is never cited so:
# such an ordinance stands outside the code, though its name says `Zoning Ordinance`.
ENACTED_ORDINANCE = re.compile(
    r"(?P<name>(?:\b[A-Z][\w'’-]*\s+){0,4}Ordinance)\s*(?:-\s*|,\s*|of\s+)(?:19|20)\d{2}\b"
    r"|\bOrdinance\s+Book\s+\d{1,4},?\s+page\s+\d{1,4}\b",
    re.IGNORECASE,
)

# Words that do not belong in the name of the other law: leading `of the`, `to the`.
LEADING_FILLER = re.compile(r"^(?:(?:of|to|in)\s+)?(?:the\s+)?", re.IGNORECASE)
# What names a part of the other law: `Section 3.2`, `Subdivision 5-a of section 402`.
UNIT = re.compile(
    r"\b(?:Sections?|Subdivisions?|Paragraphs?|Subparagraphs?|Subsections?|Article|Chapter|"
    r"Part|§)\s*[\w.()-]+(?:\s+of\s+(?:section|chapter|article|part)\s+[\w.()-]+)*",
    re.IGNORECASE,
)
UNIT_CHARS = 80


@dataclass(frozen=True, slots=True)
class Outside:
    target: Target
    reason: str


def _unit(phrase: str) -> str:
    match = UNIT.search(phrase)
    return " ".join(match.group(0).split())[:UNIT_CHARS] if match is not None else ""


def _found(kind: TargetKind, name: str, phrase: str, what: str) -> Outside:
    name = LEADING_FILLER.sub("", " ".join(name.split())).strip(" ,.;:()")
    unit = _unit(phrase)
    target_id = f"{name}, {unit}" if unit and unit.lower() not in name.lower() else name
    return Outside(Target(kind, target_id), f"amends {what} ({name}), not this code")


def outside_target(phrase: str, tail: str) -> Outside | None:
    """The other body of law an instruction amends, or None when it amends this code.

    `phrase` names the target (the words before the verb), `tail` the words after it up to the
    new text (`… is hereby added to the Flood Damage Prevention Ordinance (Ordinance # 52)`).
    """
    sentence = AS_AMENDED.sub(" ", f"{phrase} {tail}")
    where = AS_AMENDED.sub(" ", phrase)
    state = STATE_CODE.search(sentence)
    if state is not None:
        return _found(TargetKind.STATUTE, state.group(0), where, "a statute")
    owner = SECTION_OF_ORDINANCE.search(where)
    if owner is not None:  # `section 2.10 of Charter Ordinance No. 84 of the 1988 Code`
        return _found(TargetKind.ORDINANCE, owner.group("ordinance"), where, "an ordinance")
    enacted = ENACTED_ORDINANCE.search(where)
    if enacted is not None:  # `Section 24, A, of the Paducah Zoning Ordinance -1961 (…)`
        return _found(TargetKind.ORDINANCE, enacted.group(0), where, "an ordinance as enacted")
    if LOCAL_CODE.search(sentence) is not None:
        return None
    plan = GENERAL_PLAN.search(sentence)
    if plan is not None:
        return _found(TargetKind.GENERAL_PLAN, plan.group(0), where, "the plan")
    resolution = RESOLUTION.search(sentence)
    if resolution is not None:
        return _found(TargetKind.RESOLUTION, resolution.group(0), where, "a resolution")
    statute = STATUTE.search(sentence)
    if statute is not None:
        return _found(TargetKind.STATUTE, statute.group(0), where, "a statute")
    ordinance = ORDINANCE_REF.search(sentence)
    if ordinance is not None:
        return _found(TargetKind.ORDINANCE, ordinance.group(0), where, "an uncodified ordinance")
    return None
