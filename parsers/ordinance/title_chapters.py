"""Chapters of a title listed by their numbers in the title (`That Title 4, Chapters 2, 4A, 4B and
4C be adopted to read as shown on Exhibit A attached hereto.`, Cedar Hills UT): each a chapter
of that title, numbered in it only, whose number in the code (`4-2`? `4.02`?) the document does
not print. One flagged instruction names them for a person; no number is composed.

Its verb: a replacement when the sentence amends, or when it adopts (`be adopted to read`) chapters
the ordinance's title says it amends (`An Ordinance Amending Title 4 Chapter 2, 4A, 4B, and 4C`:
they exist, re-adopted); an addition when it adopts chapters the title does not say it amends.
"""

from __future__ import annotations

import re

from parsers.ordinance.building import Context, make_instruction
from parsers.ordinance.sections import RawSection
from parsers.ordinance_records import Instruction, Verb

# A title's number, then two or more chapter numbers of one part (a letter may follow: `4A`)
# listed after `Chapters`.
MEMBER = r"\d{1,3}[A-Z]?"
TITLE_CHAPTERS = re.compile(
    rf"\bTitle\s+(?P<title>\d{{1,3}}),?\s+Chapters\s+(?P<members>{MEMBER}"
    rf"(?:\s*,\s*{MEMBER})*,?\s+(?:and|&)\s+{MEMBER})(?![\w.-])",
    re.IGNORECASE,
)
ONE_MEMBER = re.compile(MEMBER)
# The ordinance's title amending what it names (`An Ordinance Amending Title 4 …`).
TITLE_AMENDS = re.compile(r"\bAN\s+ORDINANCE\s+AMENDING\b", re.IGNORECASE)
ADOPTS = frozenset({"adopted", "enacted", "added", "created"})
FLAG = (
    "the sentence names chapters {members} of Title {title}, numbered in the title only: the "
    "code's numbers for them are not printed, so nothing is applied until a person names them"
)


def title_chapters(
    section: RawSection, key: str, context: Context, verb_word: str, phrase: str, body: str
) -> Instruction | None:
    """The flagged instruction for chapters a title lists (see the module), or None."""
    listed = TITLE_CHAPTERS.search(phrase)
    if listed is None or verb_word not in ADOPTS | {"amended"}:
        return None
    members = ONE_MEMBER.findall(listed.group("members"))
    amends = TITLE_AMENDS.search(context.text, 0, section.start) is not None
    verb = Verb.ADD_CHAPTER if verb_word in ADOPTS and not amends else Verb.REPLACE_CHAPTER
    flag = FLAG.format(members=", ".join(members), title=listed.group("title"))
    return make_instruction(section, key, context, verb, (), body, flags=(flag,))
