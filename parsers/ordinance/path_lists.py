"""Several sections named by their own numbers within a path: `Sections 14 and 15 of Chapter 9,
Title XII of the Pueblo Municipal Code are amended to read as follows:` (Pueblo CO 7049).

Each member's number joins the title's and the chapter's into the code's number only where the
document prints that number itself (`Sec. 12 -9 -14.` heading the new text, OCR's blanks at its
joints closed), as `composed_paths` joins one section's path: `12-9-14`, `12-9-15`. A member the
document does not print so leaves the whole list unread (the sentence's other readers flag it):
never an invented number.
"""

from __future__ import annotations

import re

from parsers.grammar.joints import LIST_WORD
from parsers.ordinance.composed_paths import JOINTS, printed_whole
from parsers.ordinance.headings import ROMAN
from parsers.ordinance.several import closed_joints
from parsers.subsections import roman_value

# `Sections 14 and 15 of Chapter 9, Title XII`: the members (bare numbers joined by commas and list
# words), the chapter, the title (digits or a Roman numeral in capitals).
IN_PATH = re.compile(
    rf"\bSections\s+(?P<members>\d{{1,3}}(?:\s*(?:,\s*(?:{LIST_WORD}\s+)?|{LIST_WORD}\s+)\d{{1,3}})+)"
    rf"\s+of\s+(?:the\s+)?Chapter\s+(?P<chapter>\d{{1,3}}),?\s+(?:of\s+)?(?:the\s+)?Title\s+"
    rf"(?P<title>\d{{1,3}}|(?-i:{ROMAN}))\b",
    re.IGNORECASE,
)
# One member's number.
MEMBER = re.compile(r"\d{1,3}")


def sections_in_path(phrase: str, document: str) -> tuple[str, ...]:
    """The code's numbers of the sections `IN_PATH` lists, each printed by the document (see the
    module); () when the phrase lists none so, or the document prints one of them in no way."""
    found = IN_PATH.search(phrase)
    if found is None:
        return ()
    title = found.group("title")
    title = title if title.isdigit() else str(roman_value(title.lower()))
    members = MEMBER.findall(found.group("members"))
    printed = closed_joints(document)
    for joint in JOINTS:
        numbers = tuple(joint.join((title, found.group("chapter"), m)) for m in members)
        if all(printed_whole(number, printed) for number in numbers):
            return numbers
    return ()
