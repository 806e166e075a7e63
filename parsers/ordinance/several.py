"""Several sections named in one instruction, each its own instruction with its own text.

`Sections 5.12.030 and 5.12.040 are amended to read as follows:`, `Title 17, Chapter 17.04.020;
17.32.020; 17.32.030 … be amended as follows`, `Sections 9.20.010 through 9.20.030 are amended`:
the new text is split at its own section headings (a section's number heading a line), and each
named section gets the text from its heading to the next; what the text does not head is
flagged, never given a neighbour's text.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from parsers.ordinance.building import Context, make_instruction
from parsers.ordinance.choosing import headed_section_of_parts
from parsers.ordinance.cleaning import clean_new_text
from parsers.ordinance.layout import is_flat
from parsers.ordinance.sections import RawSection
from parsers.ordinance.targets import RANGE_FLAG, TargetPhrase, section_order_key
from parsers.ordinance_records import Instruction, Target, TargetKind, Verb
from parsers.schemes import ANY_NUMBER, FOUR_LEVEL

# A section's own number at the start of a line of new text: `§ 17.36.010. Purposes.`,
# `17.36.020 Applicability`, `Sec. 6-55. Composition` — where each section of a several-section
# amendment begins; a number of the registry's shapes (`parsers.schemes`: `1105.08`, `250-12A`,
# `19:2-4`, four-level dotted).
SECTION_LINE = re.compile(
    rf"^[ \t>#]*(?:§|Sec\.|Section|SEC\.|SECTION)?[ \t]*(?P<number>{FOUR_LEVEL}|{ANY_NUMBER})",
    re.MULTILINE,
)
# In new text whose line breaks were lost (`layout.is_flat`), a section's own heading inside a
# line: the keyword, the number, its period and a capital (`Sec. 2-149.-Date, time and place`,
# `Sec. 2-148. - General purpose.`), never a citation (`Sec. 2-148 of the Code`); the blanks
# `closed_joints` moves after a number may stand before its period (`Sec. 12 -9 -14.`).
INLINE_SECTION = re.compile(
    rf"(?:§|Sec\.|Section|SEC\.|SECTION)[ \t]*(?P<number>{FOUR_LEVEL}|{ANY_NUMBER})"
    r"(?<![.\-])[ \t]*\.[ \t]*(?:[-–—][ \t]*)?(?=[A-Z])"
)
# A blank OCR put before or after the joint of a number (`SECTION 2 -101`): moved after the
# number in the copy the headings are looked for in, so that positions stay those of the text.
OCR_JOINT = re.compile(r"\d+(?: ?[.\-] ?\d+)+")
# The most members a range is enumerated with when the new text heads not both its ends.
MOST_MEMBERS = 50

PARTS_TOGETHER = "parts named of one section, whose new text gives them together: split it, from"
NOT_HEADED = "several sections named, but the new text does not head each one with its number"

# How the caller reads one section's replacement from its text (`instructions._section`).
SectionReader = Callable[[RawSection, str, Context, TargetPhrase, str, str], Instruction]


def several(
    section: RawSection,
    key: str,
    context: Context,
    named: TargetPhrase,
    tail: str,
    body: str,
    ranged: bool,
    read_section: SectionReader,
    verb: Verb = Verb.REPLACE_SECTION,
) -> list[Instruction]:
    """`Sections X and Y are amended to read as follows:` — one instruction per section, its text
    running from its own number heading a line of the new text (`§ X …`) to the next one's; a
    section the new text does not head is its own flagged instruction. A range (`Sections X
    through Y`) has as members the sections the new text heads from X to Y; when it heads
    neither end, the range is one flagged instruction (its members are not listed)."""
    clean = clean_new_text(body).text
    shadow = closed_joints(clean)
    heading = INLINE_SECTION if is_flat(clean) else SECTION_LINE
    wanted = [target.id for target in named.targets]
    head = headed_section_of_parts(wanted, body, context.style)
    if head is not None and verb is Verb.REPLACE_SECTION:
        return _parts_together(section, key, context, wanted, head)
    if ranged:  # `Sections X through Y`: the members are the sections the new text heads
        low, high = section_order_key(wanted[0]), section_order_key(wanted[-1])
        members = [m.group("number") for m in heading.finditer(shadow)]
        inside = [n for n in members if low <= section_order_key(n) <= high]
        if inside and inside[0] == wanted[0] and inside[-1] == wanted[-1]:
            wanted, ranged = list(dict.fromkeys(inside)), False
        elif inside and inside[0] == wanted[0] and (counted := _counted(wanted[0], wanted[-1])):
            wanted, ranged = counted, False
    heads = [m for m in heading.finditer(shadow) if m.group("number") in wanted]
    heads = [m for i, m in enumerate(heads) if m.group("number") not in _numbers(heads[:i])]
    if ranged or not heads:
        flag = RANGE_FLAG if ranged else NOT_HEADED
        return [make_instruction(section, key, context, verb, named.targets, body, flags=(flag,))]
    bounds = [m.start() for m in heads[1:]] + [len(clean)]
    texts = {
        head.group("number"): clean[head.start() : end]
        for head, end in zip(heads, bounds, strict=True)
    }
    found: list[Instruction] = []
    for index, number in enumerate(wanted, start=1):
        one = TargetPhrase((Target(TargetKind.SECTION, number),), None, ())
        if number in texts:
            found.append(read_section(section, f"{key}.{index}", context, one, tail, texts[number]))
            continue
        flags = (f"{NOT_HEADED}: no `{number}` heads a line of it",)
        found.append(
            make_instruction(
                section,
                f"{key}.{index}",
                context,
                verb,
                one.targets,
                "",
                flags=flags,
            )
        )
    return found


def _parts_together(
    section: RawSection, key: str, context: Context, wanted: list[str], head: str
) -> list[Instruction]:
    """`Sections 105-56-1 and 2-b … is amended to read: 105-56. …`: parts of one section, whose
    new text the section's text gives together: each its own flagged part, for a person to split."""
    return [
        make_instruction(
            section,
            f"{key}.{index}",
            context,
            Verb.REPLACE_PART,
            (Target(TargetKind.SUBSECTION, number),),
            "",
            flags=(f"{PARTS_TOGETHER} {head}",),
        )
        for index, number in enumerate(wanted, start=1)
    ]


def _numbers(heads: list[re.Match[str]]) -> set[str]:
    return {head.group("number") for head in heads}


def closed_joints(text: str) -> str:
    """`text` with each OCR blank at a number's joints moved after the number (`2 -101` reads
    `2-101 `), of the same length, so positions in it are positions in `text`."""

    def closed(match: re.Match[str]) -> str:
        number = match.group(0)
        return number.replace(" ", "").ljust(len(number))

    return OCR_JOINT.sub(closed, text)


def _counted(first: str, last: str) -> list[str]:
    """The members of a range whose ends differ only in their last part, a whole number
    (`2-101` … `2-109`), counted from one to the other; [] when they differ otherwise."""
    one, other = re.split(r"([.\-])", first), re.split(r"([.\-])", last)
    if len(one) != len(other) or one[:-1] != other[:-1]:
        return []
    if not (one[-1].isdigit() and other[-1].isdigit()):
        return []
    low, high = int(one[-1]), int(other[-1])
    if not 0 < high - low <= MOST_MEMBERS or len(one[-1]) != len(other[-1]):
        return []
    prefix = "".join(one[:-1])
    return [f"{prefix}{n:0{len(one[-1])}d}" for n in range(low, high + 1)]
