"""Readers of the named units between a code's levels: subchapters, divisions, parts and
appendices (`Subchapter F`, `Division 3 of Article 4`, `Part 2 of Chapter 7`, `Part 3 of this
chapter`, `Appendix A`, `Appendix A of this Ordinance`).

A unit named after its parent is one citation whose target is the child within that parent; a
unit named alone is the citing text's parent's (`graph.resolve.units` decides which, against
the outline). The reference is a `DIVISION` whose number is the unit's name (`Subchapter F`)
and whose `within` names its parent as printed (`Chapter 7`, `Article 4`), or says `code` for
the code's own (`of this Ordinance`), "" for the citing text's. Another body of law's name after
it (`Part 2 of Title 5 of the Code of Civil Procedure`) makes it none of these.
"""

from __future__ import annotations

import re

from graph.readers.cursor import Cursor, Hit, Member, make_hit
from graph.readers.external import OWN, law_tail
from graph.readers.local import read_table
from graph.records import CitationKind, Reference

K = CitationKind

# A subchapter or an appendix by its letter or number, capitalized (`Subchapter F`, `Subchapter
# 2`, `Appendix A`, `Appendix 3`): the keyword opens the match, a literal the engine skips to.
# A lone capital letter or a number, never a word (`Appendix Attached`).
UNIT_ALONE_RE = re.compile(
    r"(?P<word>Subchapter|Appendix)\s+(?P<number>[A-Z]{1,2}(?![\w.-])|\d{1,3}[A-Z]?(?![\w.-]))"
)
# A part or a division named with its parent after it (`Part 3 of this chapter`, `Part 2 of
# Chapter 7`, `Division 3 of Article 4`, `Division 2 of this article`): alone, these words name
# another law's divisions as often as the code's, so the parent must follow.
UNIT_OF_RE = re.compile(
    r"(?P<word>Part|Division)\s+(?P<number>\d{1,3}[A-Z]?|[IVX]{1,5}|[A-Z])(?![\w.-])"
)
# The parent after a unit's name: `of Chapter 7`, `of Article IV`, `of this chapter`, `of this
# Ordinance` / `Code` (the code's own unit).
_PARENT_RE = re.compile(
    r",?\s+of\s+(?:(?P<kind>Chapter|Article)\s+(?P<number>\d{1,3}[A-Z]?(?:[.-]\d{1,4}[A-Z]?)?"
    r"|[IVXL]{1,6})(?![\w.-])|this\s+(?P<this>(?i:chapter|article|ordinance|code))\b)"
)

# A table or figure of the unit after it (`Appendix A, Table 1`): the table's citation, not the
# unit's.
_TABLE_AFTER_RE = re.compile(r",\s*(?:Table|Figure)\b")
# Another body of law named just before the unit, perhaps with its chapter between (`Texas
# Local Government Code, Chapter 211, Subchapter A`, `42 U.S.C. Chapter 126, Subchapter II`,
# `the IRS Code Subchapter S`): that law's unit, read (or not) by its own readers. Searched in
# the line's last 90 characters before the unit.
_LAW_BEFORE_RE = re.compile(
    r"(?:\b(?:Code|Act|Laws?|Statutes|Regulations|RSA|ILCS)|U\.S\.C\.|C\.F\.R\.|Stat\.)"
    r"(?:,?\s*(?:Chapter|ch\.)\s*\d[\w.:-]*)?,?\s*$"
)
# `of` or `to` after the unit that no parent this grammar reads follows (`Appendix A to Part 50
# of Title 10`): a unit of something else.
_OTHER_PARENT_RE = re.compile(r"\s+(?:of|to)\s+(?!this\b)")


def _unit(text: str, anchor: re.Match[str], parent_needed: bool) -> Hit | None:
    before = text[anchor.start() - 1] if anchor.start() else " "
    if before.isalnum() or before == "-":
        return None  # `subappendix A`, `sub-chapter 4`: no unit of this grammar
    name = f"{anchor['word']} {anchor['number']}"
    gloss = before == "(" and text.startswith(")", anchor.end())
    if gloss or _TABLE_AFTER_RE.match(text, anchor.end()):
        return None  # `the Zoning Ordinance (Appendix A)`: the name's gloss; `Appendix A, Table 1`
    line = max(text.rfind("\n", 0, anchor.start()) + 1, anchor.start() - 90)
    if _LAW_BEFORE_RE.search(text, line, anchor.start()):
        return None  # `42 U.S.C. Chapter 126, Subchapter II`: that law's
    parent = _PARENT_RE.match(text, anchor.end())
    if parent is None and (parent_needed or _OTHER_PARENT_RE.match(text, anchor.end())):
        return None
    within, end = "", anchor.end()
    if parent is not None:
        end = parent.end()
        this = (parent["this"] or "").lower()
        if parent["kind"]:
            within = f"{parent['kind']} {parent['number']}"
        elif this in {"ordinance", "code"}:
            within = "code"
        elif this == "article":
            within = "article"
    reference = Reference(K.DIVISION, name, within=within)
    cur = Cursor(text, end, [Member(reference, anchor.start(), end)])
    found = law_tail(cur)
    if found is not None and found is not OWN:
        return None  # `Part 2 of Chapter 7 of the Code of Civil Procedure`: that law's
    return make_hit(anchor.start(), cur.pos, [Member(reference, anchor.start(), cur.pos)])


def read_unit_alone(text: str, anchor: re.Match[str]) -> Hit | None:
    """`Subchapter F`, `Appendix A of this Ordinance`: the unit, its parent as printed or
    else the citing text's."""
    return _unit(text, anchor, parent_needed=False)


def read_unit_of(text: str, anchor: re.Match[str]) -> Hit | None:
    """`Part 3 of this chapter`, `Division 3 of Article 4`: only with the parent after it."""
    return _unit(text, anchor, parent_needed=True)


# A table named in lower case (`table 3-A`): the literal the engine skips to; read only right after
# a section and its comma (`section 9-3-1, table 3-A of this title`: the section's table,
# `graph.readers.joins`), never alone (prose says `a table 2 feet high`).
LOWER_TABLE_RE = re.compile(r"tables?\s+(?=\d)")
# The section and its comma before it: `section 9-3-1, `, `§ 17.8, `.
_SECTION_BEFORE_RE = re.compile(r"(?:[Ss]ection|§)\s*\d[\w.-]*\d[A-Z]?,[ \t]*$")


def read_section_table(text: str, anchor: re.Match[str]) -> Hit | None:
    """`table 3-A` right after `section 9-3-1, `: a table the section numbers."""
    if anchor.start() and text[anchor.start() - 1].isalnum():
        return None
    if not _SECTION_BEFORE_RE.search(text, max(0, anchor.start() - 40), anchor.start()):
        return None
    return read_table(text, anchor)
