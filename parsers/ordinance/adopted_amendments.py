"""An amendment adopted as attached: `That the amendment of Chapter 4 -Alcoholic Beverages, of the
Code of the City of Milton, Georgia is hereby adopted and approved; and is attached hereto as if
fully set forth herein` (Georgia cities).

The subject names what is amended (`the amendment of X`) and the verb adopts that amendment:
nothing new is added. The attachment, after the signatures, gives the amended text:

- of a chapter: the chapter restated (`Chapter 4 -ALCOHOLIC BEVERAGES` heads it): replaced,
  flagged (a person checks the attachment is the whole chapter; a stored copy may be cut);
- of a section: the attachment heads the section (`Sec. 64-1 Definitions`) and gives what of it
  is amended, perhaps only some of its definitions: a part of the section replaced, flagged (a
  person places it), never the whole section replaced by it.

A section number the OCR misread at its end (`Section 64-\\,`) is the one the attachment's heading
gives, when exactly one section heading there starts with the number's legible part.
"""

from __future__ import annotations

import re

from parsers.ordinance.building import Context, make_instruction
from parsers.ordinance.choosing import Chosen
from parsers.ordinance_records import Instruction, Target, TargetKind, Verb

# The subject `That the amendment of …` (`the amendments to …`): what follows names the target.
AMENDMENT_OF = re.compile(
    r"^\s*(?:That\s+)?the\s+amendments?\s+(?:of|to)\s+(?P<what>\S.*)$", re.IGNORECASE | re.DOTALL
)
# A section number whose end the OCR read as a mark (`Section 64-\,`): its legible part, up to
# and with its last separator.
MISREAD_END = re.compile(r"^(?:Sections?|Sec\.|§)\s*(?P<legible>\d[\d.-]*[-.])[^\w\s,;]", re.I)
# A section heading opening a line of the attachment (`Sec. 64-1 Definitions`): its number.
ATTACHED_HEADING = r"^[ \t]*(?:Sec\.|Section|§)[ \t]*(?P<number>{legible}\d+[A-Za-z]?)(?![\w.-])"
CHAPTER_FLAG = (
    "the sentence adopts an amendment of chapter {id} attached to the ordinance: the attachment "
    "gives the chapter's new text; nothing is replaced until a person checks it is whole"
)
SECTION_FLAG = (
    "the sentence adopts an amendment of section {id} attached to the ordinance: the attachment "
    "may give only part of the section (some of its definitions); a person places it"
)


def adopted_amendment(chosen: Chosen, key: str, context: Context, body: str) -> Instruction | None:
    """The flagged replacement an adopted, attached amendment makes (see the module); None when
    the sentence says something else."""
    reading = chosen.reading
    if reading is None or reading.verb != "adopted":
        return None
    subject = AMENDMENT_OF.match(reading.phrase)
    if subject is None:
        return None
    targets = chosen.named.targets or misread_section(
        subject.group("what"), context.text[chosen.section.end :]
    )
    if len(targets) != 1 or targets[0].kind not in (TargetKind.CHAPTER, TargetKind.SECTION):
        return None
    whole = targets[0].kind is TargetKind.CHAPTER
    verb = Verb.REPLACE_CHAPTER if whole else Verb.REPLACE_PART
    flag = (CHAPTER_FLAG if whole else SECTION_FLAG).format(id=targets[0].id)
    return make_instruction(
        chosen.section,
        key,
        context,
        verb,
        targets,
        body,
        target_title=chosen.named.title,
        flags=(flag,),
    )


def misread_section(what: str, attachment: str) -> tuple[Target, ...]:
    """The section a number misread at its end names (see the module), or none."""
    misread = MISREAD_END.match(what)
    if misread is None:
        return ()
    heading = re.compile(
        ATTACHED_HEADING.format(legible=re.escape(misread.group("legible"))), re.MULTILINE
    )
    numbers = {match.group("number") for match in heading.finditer(attachment)}
    return (Target(TargetKind.SECTION, numbers.pop()),) if len(numbers) == 1 else ()
