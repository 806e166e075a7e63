"""An exhibit that lists the changes row by row: the rows are the instructions.

`Section 1. The Community Development Code shall be amended as set forth in Exhibit "A"
attached.` names no target; the exhibit, printed after the signatures, is a table whose rows
each give a page, a section number and the change (`314 18.140.010 Add: (c) This Chapter does
not apply …`, `230 18,32,090(c) Delete: [(2) A quasi-judicial …`). Each row is read as an
instruction of that section: `Add:` adds the part its text's first label names (flagged when no
label is read: a person numbers it), `Delete:` removes the part the bracketed text's first label
names, or the unit itself; any other change word is a change a person applies (flagged).

Safety: a removal is applied only when its row was read completely (the bracket of the deleted
words closes); an exhibit cut short (a records excerpt) keeps the law in force and is flagged.
"""

from __future__ import annotations

import re
from dataclasses import replace

from parsers.ordinance.building import Context, make_instruction
from parsers.ordinance.sections import RawSection
from parsers.ordinance.targets import parse_target_phrase
from parsers.ordinance_records import Instruction, Target, TargetKind, Verb

# The sentence sends its changes to an exhibit: `as set forth in Exhibit "A"` (OCR may break the
# words before it: `as setfor•th in Exhibit "A"`), the exhibit's name captured.
TO_EXHIBIT = re.compile(r"\bin\s+Exhibit\s+[\"“']?(?P<name>[A-Z0-9]{1,2})\b")
# The exhibit's own heading on a line of its own: `EXHIBIT "A"`.
EXHIBIT_HEADING = r"^[ \t]*EXHIBIT[ \t]+[\"“']?{name}[\"”']?[ \t]*$"
# One row of the exhibit's table at a line's start: the page (any printed token), the section
# number (a three-part number; OCR's commas for its periods) with its labels, the change word
# and its colon.
ROW = re.compile(
    r"^[ \t]*\S+[ \t]+(?P<number>\d{1,3}[.,]\d{1,3}[.,]\d{1,4}(?:\([A-Za-z0-9]{1,3}\))*)[ \t]+"
    r"(?P<change>Add|Delete|Amend|Change|Revise|Replace)[ \t]*:[ \t]*",
    re.MULTILINE | re.IGNORECASE,
)
# The first label of a row's text, in parentheses, maybe after the bracket of deleted words:
# `(c) This Chapter …`, `[(2) A quasi-judicial …`; OCR may read the opening bracket as `S`, `5`
# or `$` (`Sc) This Chapter …`, Tigard OR 84-69): a label then, flagged for a person to check.
FIRST_LABEL = re.compile(
    r"\A\s*\[?\s*(?:\((?P<label>[A-Za-z0-9]{1,3})\)|[S5$](?P<ocr>[a-z]{1,2}|\d{1,2})\)(?=\s))"
)

UNLABELLED = "the exhibit's row adds to {} a part whose label was not read: a person numbers it"
CUT = "the exhibit's deleted words are cut before their closing bracket: nothing is removed until a person reads the whole row"  # noqa: E501
OCR_BRACKET = "the label ({}) is read past an OCR'd opening bracket: a person checks it"
CHANGE = "the exhibit's row says `{}`: a person applies the change to {}"


def exhibit_rows(
    found: list[Instruction], section: RawSection, key: str, context: Context
) -> list[Instruction]:
    """The rows of the exhibit the section's one untargeted instruction sends its changes to,
    each an instruction (see the module); else `found` as it is."""
    if len(found) != 1 or found[0].targets or found[0].outside is not None:
        return found
    sent = TO_EXHIBIT.search(context.text, section.heading_start, section.end)
    if sent is None:
        return found
    heading = re.compile(EXHIBIT_HEADING.format(name=re.escape(sent.group("name"))), re.M)
    exhibit = heading.search(context.text, section.end)
    if exhibit is None:
        return found
    rows = list(ROW.finditer(context.text, exhibit.end()))
    ends = [row.start() for row in rows[1:]] + [len(context.text)]
    read = [
        _row(row, end, section, f"{key}.{n}", context)
        for n, (row, end) in enumerate(zip(rows, ends, strict=True), start=1)
    ]
    return [one for one in read if one is not None] or found


def _row(
    row: re.Match[str], end: int, section: RawSection, key: str, context: Context
) -> Instruction | None:
    """One row's instruction, or None when its number is no section the grammar reads."""
    number = row.group("number").replace(",", ".")
    body = context.text[row.end() : end]
    label = FIRST_LABEL.match(body)
    change = row.group("change").lower()
    printed = label.group("label") or label.group("ocr") if label is not None else None
    part = f"({printed})" if printed is not None and change != "amend" else ""
    named = parse_target_phrase(f"Section {number}{part}", context.title, context.style)
    if len(named.targets) != 1:
        return None
    target = named.targets[0]
    flags: tuple[str, ...] = ()
    if change == "add":
        verb = Verb.ADD_PART
        if label is None:
            flags = (UNLABELLED.format(target.id),)
        elif label.group("ocr") is not None:
            flags = (OCR_BRACKET.format(label.group("ocr")),)
    elif change == "delete":
        verb = Verb.REPEAL
        if "]" not in body:
            flags = (CUT,)
    else:
        verb = Verb.REPLACE_PART if target.kind is TargetKind.SUBSECTION else Verb.REPLACE_SECTION
        flags = (CHANGE.format(row.group("change"), target.id),)
    row_section = replace(
        section,
        heading_start=row.start(),
        heading_end=row.end(),
        end=end,
        heading=" ".join(context.text[row.start() : row.end()].split()),
    )
    text = "" if verb is Verb.REPEAL else body
    return make_instruction(
        row_section,
        key,
        context,
        verb,
        (Target(target.kind, target.id),),
        text,
        span=(row.start(), end),
        labels=(part,) if part else (),
        flags=flags,
    )
