"""A section of an ordinance that prints only a code section's heading marked repealed (`Sec. 4.`
/ `Sec. 4.152 – License required; exceptions – Repealed`): the code's own notation for a
repealed section, printed as the instruction. A person reads it as the repeal of that section.

Only a whole line read so, standing where the ordinance section's heading would be (its own
heading empty), counts: a line like it inside quoted new text is that text's, never an
instruction.
"""

from __future__ import annotations

import re

from parsers.ordinance.sentences import Reading
from parsers.schemes import ANY_NUMBER

# A code section's heading marked repealed, the whole line: the section keyword and its number
# (`Sec. 4.152`), its catchline (`– License required; exceptions`, optional), then a dash or
# period and `Repealed` (`– Repealed`, `. Repealed.`). The number is kept apart from the rest:
# it is the target phrase.
MARKED_REPEAL = re.compile(
    rf"^[ \t]*(?P<phrase>(?:Section|SECTION|Sec\.|§)[ \t]*{ANY_NUMBER})"
    r"(?:[ \t]*[.:]?[ \t]*[-–—][ \t]*[^\n]{1,120}?)?[ \t]*[-–—.][ \t]*Repealed\.?[ \t]*$"
)
# The blanks before the first printed line of a section's body.
LEADING_BLANKS = re.compile(r"[ \t]*\n?[ \t]*")


def marked_repeal_line(text: str, start: int, end: int) -> tuple[int, int] | None:
    """The span of the first line of `text[start:end]` when it is a heading marked repealed
    (`MARKED_REPEAL`), else None."""
    blank = LEADING_BLANKS.match(text, start, end)
    first = start if blank is None else blank.end()
    line_end = text.find("\n", first, end)
    line_end = end if line_end < 0 else line_end
    if MARKED_REPEAL.match(text[first:line_end]) is None:
        return None
    return first, line_end


def read_marked_repeal(sentence: str) -> Reading | None:
    """A heading marked repealed read as its section's repeal (the number its target phrase)."""
    found = MARKED_REPEAL.match(sentence)
    if found is None:
        return None
    return Reading("repealed", found.group("phrase"), "", "marked")
