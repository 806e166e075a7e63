"""New parts added to the one section or part a sentence names, each labelled by the sentence.

`… is amended by the inclusion of new paragraph (o) which shall read in its entirety as follows:`
adds the part `(o)`; `… Section 2-9 (v) … is amended by the inclusion of new sub-paragraphs (8)
and (9) which shall read in their entirety as follows:` (South Bend IN) adds `(v)(8)` and
`(v)(9)`, each with the text under its own label. Read as a replacement, the new text would
remove every part it leaves out. `in its entirety` said before the new part (`amended in its
entirety … so as to add a new paragraph B`) re-enacts the whole target instead: no part added.
A label whose text the new text does not hold (a page cut short) is still added, flagged: nothing
is applied for it until a person gives its text.

A sentence that adds words whose marks the copy lost (`… is hereby amended by adding the words
and figures in underlined type, as follows: (d) … (E) …`, Boynton Beach FL on an OCR'd scan) adds
parts when the ordinance's title names them new (`… BY CREATING A NEW SUBSECTION (D) AND (E)`)
and the new text opens with the first of them: each is its own part, as if the sentence had said
so; the labels take the case of the new text's first label (the title is in capitals).
"""

from __future__ import annotations

import re
from dataclasses import replace

from parsers.ordinance.building import Context
from parsers.ordinance.choosing import Chosen
from parsers.ordinance.layout import is_flat
from parsers.ordinance.verbs import NEW_PART, new_part
from parsers.ordinance_records import Instruction

# `amended in its entirety`: the whole target, whatever else the sentence says it adds.
ENTIRETY = re.compile(r"\bin\s+its\s+entirety\b", re.IGNORECASE)
# Several new parts, each by its label in parentheses: `by the inclusion of new sub-paragraphs
# (8) and (9)`, `by adding new subsections (E), (F) and (G)`; the plural and two labels at least.
NEW_PARTS = re.compile(
    r"\b(?:by\s+(?:adding|inserting)|to\s+(?:add|insert)|by\s+the\s+(?:addition|insertion|"
    r"inclusion)\s+of)\s+(?:thereto\s+)?(?:the\s+following\s+)?(?:new\s+)?"
    r"(?:sub-?)?(?:sections|divisions|paragraphs|clauses|items)\s+"
    r"(?P<labels>\([A-Za-z0-9]{1,5}\)(?:\s*(?:,\s*(?:and\s+)?|and\s+|&\s*)\([A-Za-z0-9]{1,5}\))+)",
    re.IGNORECASE,
)
# The title's new parts of the section it amends: `BY CREATING A NEW SUBSECTION (D) AND (E)`,
# `ADDING NEW SUBSECTIONS (d) and (e)`; one label or several, the list as in `NEW_PARTS`.
TITLE_NEW_PARTS = re.compile(
    r"\b(?:CREATING|ADDING|ENACTING|INSERTING|ESTABLISHING)\s+(?:A\s+)?NEW\s+"
    r"(?:SUB-?)?(?:SECTIONS?|DIVISIONS?|PARAGRAPHS?)\s+"
    r"(?P<labels>\([A-Za-z0-9]{1,5}\)(?:\s*(?:,\s*(?:and\s+)?|and\s+|&\s*)\([A-Za-z0-9]{1,5}\))*)",
    re.IGNORECASE,
)
# One label of that list: `(8)`.
LABEL = re.compile(r"\([A-Za-z0-9]{1,5}\)")
MISSING = (
    "the new text holds no part labelled {label} (the page may be cut short): nothing is "
    "added for it until a person gives its text"
)


def entire(tail: str, before: int) -> bool:
    """Whether the words after the verb say `in its entirety` before `before` (see the module)."""
    said = ENTIRETY.search(tail)
    return said is not None and said.start() < before


def new_parts(
    chosen: Chosen, key: str, context: Context, tail: str, body: str
) -> list[Instruction] | None:
    """The parts the words after the verb add, each its own instruction (see the module); None
    when they add none, or re-enact the whole target."""
    several = NEW_PARTS.search(tail)
    if several is not None and not entire(tail, several.start()):
        return _each_part(chosen, key, context, LABEL.findall(several.group("labels")), body)
    label = NEW_PART.search(tail)
    if label is None or entire(tail, label.start()):
        return None
    part = new_part(chosen, key, context, label.group("label"), body)
    return None if part is None else [part]


def titled_parts(chosen: Chosen, key: str, context: Context, body: str) -> list[Instruction] | None:
    """The parts the title names new (`TITLE_NEW_PARTS`) of a sentence that adds words, each its
    own instruction, when the new text opens with the first (see the module); else None."""
    titled = TITLE_NEW_PARTS.search(context.text, 0, chosen.section.start)
    opening = LABEL.match(body.lstrip())
    if titled is None or opening is None:
        return None
    labels = LABEL.findall(titled.group("labels"))
    if opening.group(0).lower() != labels[0].lower():
        return None
    lower = opening.group(0).islower()
    labels = [label.lower() if lower else label.upper() for label in labels]
    return _each_part(chosen, key, context, labels, body, re.IGNORECASE)


def _each_part(
    chosen: Chosen,
    key: str,
    context: Context,
    labels: list[str],
    body: str,
    case: re.RegexFlag = re.NOFLAG,
) -> list[Instruction] | None:
    """One added part a label, its text from its label's line to the next label's (in order);
    in a text whose line breaks were lost, from the label after a sentence's end."""
    starts: list[int | None] = []
    at = 0
    opens = r"(?:^|(?<=[.;:][ \t]))" if is_flat(context.text) else "^"
    for label in labels:
        pattern = re.compile(rf"{opens}[ \t]*{re.escape(label)}", re.MULTILINE | case)
        found = pattern.search(body, at)
        starts.append(None if found is None else found.start())
        at = at if found is None else found.end()
    if starts[0] is None:
        return None  # the new text does not open with the first part: not read as parts
    parts: list[Instruction] = []
    for index, (label, start) in enumerate(zip(labels, starts, strict=True), start=1):
        later = [s for s in starts[index:] if s is not None]
        text = "" if start is None else body[start : later[0] if later else len(body)]
        part = new_part(chosen, f"{key}.{index}", context, label, text)
        if part is None:
            return None
        if start is None:
            part = replace(part, flags=(*part.flags, MISSING.format(label=label)))
        parts.append(part)
    return parts
