"""Maryland's function paragraph: the code's part a section restates without naming it.

A Maryland bill (Baltimore) names what it changes before its sections, in function paragraphs:
`By repealing and reordaining` / `Article 32 - Zoning` / `Section 5-507(a)(1)` / `Baltimore City
Code` / `(Edition 2000)`. Its `Section 1` then says only `That the Laws of Baltimore City read as
follows:` and restates the part under the code's headings (`Article 32. Zoning` … `§ 5-507. …` /
`(a) Committee hearing.` / `(1) The bill must … Council[, to be held within 90 days …]`). The part
the paragraph names is the target, replaced by its text from its own label's line; the bill's
legend (`[Brackets] indicate matter deleted`) then makes the change a word edit
(`word_edits`). Only one paragraph naming one section or part is read, and only under a section
whose sentence says `read as follows:`; anything else stays unread, as before.
"""

from __future__ import annotations

import re

from parsers.ordinance.building import Context, make_instruction
from parsers.ordinance.sections import RawSection
from parsers.ordinance.targets import parse_target_phrase
from parsers.ordinance_records import Instruction, TargetKind, Verb

# The paragraph's verb line: `By repealing and reordaining` (`, with amendments`).
REORDAINING = re.compile(
    r"^[ \t]*By[ \t]+repealing[ \t]+and[ \t]+re-?ordaining\b[^\n]*\n", re.IGNORECASE | re.MULTILINE
)
# Any function paragraph's verb line (`By adding`, `By repealing`): a second one is not read.
FUNCTION_LINE = re.compile(r"^[ \t]*By[ \t]+(?:repealing|adding|renumbering)\b", re.I | re.M)
# The paragraph's line naming the section or part: `Section 5-507(a)(1)`.
NAMED = re.compile(
    r"^[ \t]*Sections?[ \t]+(?P<number>\d[\w.-]*\w(?:\([A-Za-z0-9]{1,4}\))*)[ \t]*$", re.MULTILINE
)
# The section's sentence: `That the Laws of Baltimore City read as follows:`.
READS = re.compile(r"\bread\s+as\s+follows\s*:\s*$", re.IGNORECASE)
# A label of the target's path: `(a)`, `(1)`.
LABEL = re.compile(r"\(([A-Za-z0-9]{1,4})\)")
REPLACES = {TargetKind.SECTION: Verb.REPLACE_SECTION, TargetKind.SUBSECTION: Verb.REPLACE_PART}


def restated_by_function(section: RawSection, key: str, context: Context) -> list[Instruction]:
    """The replacement a function paragraph names and the section restates (see the module)."""
    text = context.text
    if READS.search(section.heading) is None:
        return []
    head = text[: section.start]
    verbs = list(FUNCTION_LINE.finditer(head))
    paragraph = REORDAINING.search(head)
    if paragraph is None or len(verbs) != 1:
        return []
    named = list(NAMED.finditer(head, paragraph.end()))
    if len(named) != 1:
        return []
    target = parse_target_phrase(
        f"Section {named[0].group('number')}", context.title, context.style, context.scheme
    ).targets
    if len(target) != 1 or target[0].kind not in REPLACES:
        return []
    start = _text_start(text, section.heading_end, section.end, named[0].group("number"))
    if start is None:
        return []
    instruction = make_instruction(
        section, key, context, REPLACES[target[0].kind], target, text[start : section.end]
    )
    return [instruction]


def _text_start(text: str, start: int, end: int, number: str) -> int | None:
    """Where the named part's own text begins among the restated headings: the line of its last
    label, found after each label before it (`(a)` then `(1)`); a section's, its `§` line."""
    labels = LABEL.findall(number)
    if not labels:
        section = re.compile(rf"^[ \t]*§[ \t]*{re.escape(number)}\.", re.MULTILINE)
        found = section.search(text, start, end)
        return None if found is None else found.start()
    at, line = start, None
    for label in labels:
        found = re.compile(rf"^[ \t]*\({re.escape(label)}\)", re.MULTILINE).search(text, at, end)
        if found is None:
            return None
        at, line = found.end(), found.start()
    return line
