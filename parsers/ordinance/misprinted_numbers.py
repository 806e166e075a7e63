"""A section number misprinted in the sentence, printed right in the ordinance's caption.

Newark NJ 15-1371's sentence amends "Section 23:7, Parking or Standing Prohibited in Certain
Areas at Certain Times for Street Cleaning, of Title 23" while its caption amends "SECTION 23:5-7,
PARKING OR STANDING PROHIBITED IN CERTAIN AREAS AT CERTAIN TIMES FOR STREET CLEANING": the
sentence's number is no numbering scheme's shape (`parsers.schemes`: a title-colon number is
`19:2-4`), the caption's is, and both give the section the same catchline. The caption's number
is then the target, flagged: a person confirms the reading. A number of a scheme's shape is
never replaced, nor one whose catchline the caption does not print with another number.
"""

from __future__ import annotations

import re
from dataclasses import replace

from parsers.ordinance.building import Context
from parsers.ordinance_records import Instruction, Target, TargetKind
from parsers.schemes import PRINTED_NUMBER, scheme_of

# A section the caption names with its catchline: `SECTION 23:5-7, PARKING OR STANDING …`.
CAPTION_SECTION = re.compile(
    rf"\bSECTION\s+{PRINTED_NUMBER}\s*,\s*(?P<catchline>[^,;]{{8,}})", re.IGNORECASE
)
# Where the sentence's catchline ends: at its first comma (`…, of Title 23, …`).
CATCHLINE_END = re.compile(r"\s*,")
FLAG = (
    "the sentence prints section {printed}, which no numbering scheme gives; the caption names "
    "the section of the same catchline {number}: a person confirms the target"
)


def _words(text: str) -> str:
    return " ".join(text.lower().split())


def caption_numbered(item: Instruction, context: Context) -> Instruction:
    """The instruction with its one section target read from the caption when the sentence
    misprints its number (see the module); unchanged otherwise."""
    if len(item.targets) != 1 or item.targets[0].kind is not TargetKind.SECTION:
        return item
    printed = item.targets[0].id
    if scheme_of(printed) is not None or not item.target_title:
        return item
    catchline = _words(CATCHLINE_END.split(item.target_title, maxsplit=1)[0])
    for match in CAPTION_SECTION.finditer(context.text, 0, item.span.start):
        number = "".join(match.group(1).split())
        same = _words(match.group("catchline")) == catchline
        if same and number != printed and scheme_of(number) is not None:
            flag = FLAG.format(printed=printed, number=number)
            target = Target(TargetKind.SECTION, number)
            return replace(item, targets=(target,), flags=(*item.flags, flag))
    return item
