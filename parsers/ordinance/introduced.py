"""An introducing sentence that names an uncodified ordinance by its number (`That Ordinance No.
6958, as amended, the Zoning Ordinance, be and the same is hereby amended as follows: SECTION 1.
…`): the parts its sections name are that ordinance's, never this code's.

A caption that amends an uncodified ordinance by its number and lists its sections (`An ordinance
to amend the … Planning Commission Ordinance 180, … to amend Section 6., Removal for Cause,
Section 9. …, and Section 10. …`) may number this ordinance's sections as the ones they amend
(`Section 6. Removal for Cause shall be changed to add the following: …`): a section whose
sentence names no target, numbered as one the caption lists, amends that section of that
ordinance (`mirrored_section`). A caption that names a part of the ordinance it amends by the
part's name (`… TO AMEND ORDINANCE NO. 454A, BY AMENDING THE ZONING MAP OF THE CITY …`) owns that
part for a sentence that names it and no target of the code (`The Zoning Map of the City … is
hereby amended …`, `caption_part`)."""

from __future__ import annotations

import re
from functools import lru_cache

from parsers.ordinance.outside import LOCAL_CODE, ORDINANCE_REF, Outside, found_outside
from parsers.ordinance_records import Target, TargetKind

# The document's introducing sentence right before its first section, naming by its number the
# ordinance its sections amend (`That Ordinance No. 6958, as amended, the Zoning Ordinance, be and
# the same is hereby amended as follows: SECTION 1. That Article V, Sections 504(D) …`).
INTRODUCED_ORDINANCE = re.compile(
    r"\bThat\s+(?P<name>Ordinance\s+(?:No\.?|Number|#)\s*\d[\w-]*)[^.:;]{0,120}?\s+"
    r"(?:be\s+and\s+the\s+same\s+is|is|be)\s+(?:hereby\s+)?amended\s+as\s+follows\s*:\s*"
    r"(?=SECTION\s*(?:1|ONE|I)\b)",
    re.IGNORECASE,
)
# The same said of the document itself (`This Ordinance amends Ordinance 2017-01, (a comprehensive
# set of regulations …) as follows: Section 106.2 is amended as follows:`, a newspaper's summary):
# the sections after it, numbered as that ordinance numbers them, are its own.
AMENDS_ORDINANCE = re.compile(
    r"\bThis\s+Ordinance\s+amends\s+(?P<name>Ordinance\s+(?:(?:No\.?|Number|#)\s*)?\d[\w-]*)"
    r"[^.:;]{0,300}?\bas\s+follows\s*:\s*(?=Section\s+\d)",
    re.IGNORECASE,
)
# The first section's heading the introducing sentence stands before.
SECTION_ONE = re.compile(r"SECTION\s*(?:1|ONE|I)\b", re.IGNORECASE)


def introduced_ordinance(phrase: str, tail: str, text: str, before: int) -> Outside | None:
    """The uncodified ordinance the document's introducing sentence names (`INTRODUCED_ORDINANCE`)
    for a section's sentence that names no body of law of its own (`That Article V, Sections
    504(D) and 604(7) be deleted …`): its parts are that ordinance's, never this code's. None when
    there is no such sentence before this one, or the sentence names the code."""
    if LOCAL_CODE.search(f"{phrase} {tail}") is not None:
        return None  # (asked first: the sentence is short, the document long)
    found = [name for end, name in _introductions(text) if end <= before]
    if not found:
        return None
    name = found[-1]
    listed = LISTED_SECTIONS.search(phrase)
    if listed is None:
        return found_outside(TargetKind.ORDINANCE, name, phrase, "an uncodified ordinance")
    article = LISTED_ARTICLE.search(phrase, 0, listed.start())
    stem = f"{name}, {' '.join(article.group(0).split())}" if article else name
    members = LISTED_SECTION.finditer(listed.group(1))
    ids = [f"{stem}, Section {m.group(1)}{m.group(2)}" for m in members]
    reason = f"amends an uncodified ordinance ({name}), not this code"
    return Outside(tuple(Target(TargetKind.ORDINANCE, one) for one in dict.fromkeys(ids)), reason)


@lru_cache(maxsize=64)
def _introductions(text: str) -> tuple[tuple[int, str], ...]:
    """Every introducing sentence of `text` (where it ends, the ordinance it names), searched once
    per document: each of its sections asks for those before it, and a search per section made the
    parse grow with the square of a long ordinance's length."""
    found = [
        (_section_one_end(text, m), " ".join(m.group("name").split()))
        for m in INTRODUCED_ORDINANCE.finditer(text)
    ]
    summaries = AMENDS_ORDINANCE.finditer(text)
    found.extend((m.end(), " ".join(m.group("name").split())) for m in summaries)
    return tuple(sorted(found))


def _section_one_end(text: str, introduction: re.Match[str]) -> int:
    """Where the `SECTION 1` the introducing sentence stands before ends: a section asks for the
    introductions wholly before it, that heading included."""
    heading = SECTION_ONE.match(text, introduction.end())
    return heading.end() if heading else introduction.end()


# The sections such a sentence lists (`Sections 504(D) and 604(7)`, `Section 107 (19)`, `Section
# 106.2`), each one number and its labels, and the article before them (`Article V,`).
LISTED_SECTIONS = re.compile(r"\bSections?\s+(?P<list>\d[^:;]*)", re.IGNORECASE)
LISTED_SECTION = re.compile(r"(\d+(?:\.\d+)*[A-Za-z]?)\s*((?:\([A-Za-z0-9]{1,4}\))*)")
LISTED_ARTICLE = re.compile(r"\bArticle\s+(?:[IVXLC]+|\d+)\b", re.IGNORECASE)


# A caption amending something (`An ordinance to amend the Village of Almont Planning Commission
# Ordinance 180, …`): what it amends, to its line's end.
CAPTION_AMENDS = re.compile(
    r"\bAN?\s+ORDINANCE\s+(?:TO\s+AMEND|AMENDING)\b(?P<what>[^\n]{0,400})", re.I
)
# A section the caption lists by its number (`Section 6., Removal for Cause`).
CAPTION_SECTION = re.compile(r"\bSections?\s+(?P<number>\d{1,3})\b", re.IGNORECASE)
# A part the section's subject names after its heading (`Statutory and Ordinance Authority Part
# g.`): a part of that section.
NAMED_PART = re.compile(r"\bPart\s+(?P<part>[A-Za-z0-9]{1,3})\.?\s*$", re.IGNORECASE)


def mirrored_section(number: int | None, phrase: str, text: str, before: int) -> Outside | None:
    """The section of the uncodified ordinance the caption amends that this ordinance's section
    `number` mirrors (see the module), or None: no such caption before `text[before:]`, the
    caption names a code, or it lists no section of that number."""
    caption = CAPTION_AMENDS.search(text, 0, before) if number is not None else None
    if caption is None or LOCAL_CODE.search(caption.group("what")) is not None:
        return None
    what = caption.group("what")
    ordinance = ORDINANCE_REF.search(what)
    if ordinance is None:
        return None
    listed = {m.group("number") for m in CAPTION_SECTION.finditer(what, ordinance.end())}
    if str(number) not in listed:
        return None
    name = " ".join(ordinance.group(0).split())
    part = NAMED_PART.search(phrase)
    target = f"{name}, Section {number}" + (f", Part {part.group('part')}" if part else "")
    reason = f"amends an uncodified ordinance ({name}), not this code"
    return Outside((Target(TargetKind.ORDINANCE, target),), reason)


# A caption that amends an ordinance by its number and says which of its parts, by name, after
# `BY AMENDING` (`AN ORDINANCE TO AMEND ORDINANCE NO. 454A, BY AMENDING THE ZONING MAP OF THE CITY
# OF CLOQUET`): the part, its name up to the place's (`of the City of …`) or the clause's end.
CAPTION_PART = re.compile(
    r"[\s,]*by\s+amending\s+(?:the\s+)?(?P<part>[A-Za-z][A-Za-z'’ -]{2,60}?)"
    r"(?=\s+of\s+the\s+(?:City|Town|Village|County|Borough|Township)\b|\s*[,;.]|\s*$)",
    re.IGNORECASE,
)


def caption_part(phrase: str, tail: str, text: str, before: int) -> Outside | None:
    """The part of an uncodified ordinance a sentence that names no target amends, by the name the
    caption gives it as that ordinance's (`CAPTION_PART`): `The Zoning Map of the City of Cloquet
    is hereby amended …` under that caption is Ordinance No. 454A's zoning map, never the code's.
    None when no caption before the sentence amends an ordinance by its number and so names a part,
    the caption or the sentence names the code, or the sentence does not name that part."""
    caption = CAPTION_AMENDS.search(text, 0, before)
    if caption is None or LOCAL_CODE.search(f"{caption.group('what')} {phrase} {tail}"):
        return None
    what = caption.group("what")
    ordinance = ORDINANCE_REF.match(what.lstrip())
    named = None if ordinance is None else CAPTION_PART.match(what.lstrip(), ordinance.end())
    if ordinance is None or named is None:
        return None
    part = " ".join(named.group("part").split())
    if re.search(rf"\b{re.escape(part)}\b", " ".join(phrase.split()), re.IGNORECASE) is None:
        return None
    name = " ".join(ordinance.group(0).split())
    reason = f"amends an uncodified ordinance ({name}: its {part.lower()}), not this code"
    return Outside((Target(TargetKind.ORDINANCE, f"{name}, {part.title()}"),), reason, name=name)
