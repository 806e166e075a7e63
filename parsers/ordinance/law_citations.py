"""Whether a section without an amending verb cites law it could amend.

A section with no amending verb may still name a target (`Section 4-2-3 … Permits.` and a new
text): it is then an instruction a person reads. One whose citations are only references
(`enforceable in accordance with Sections 953.09 and 953.99`), its own heading's label, or the
subject of what the law says (`Section 4-2-3 … provides that …`) names nothing to amend.
"""

from __future__ import annotations

import re

from parsers.grammar.joints import LIST_WORD, RANGE_WORD

# A citation of the code: a keyword and a number (`Section 5`, `Chapter 17.38`, `§ 2-125`), or a
# number of several parts (`17.62.030`).
CITATION = re.compile(
    r"\b(?:Sections?|Chapters?|Title|Article|Subsections?)\s*\d|§\s*\d|\b\d{1,4}[.\-]\d"
)
# What stands before a citation that refers to law rather than changes it (`enforceable in
# accordance with [Sections 953.09]`, `pursuant to Section 113.01`, `as defined in § 2-1`): in a
# section with no amending verb, such a citation names nothing to amend.
REFERS_TO = re.compile(
    r"(?:in\s+accordance\s+with|pursuant\s+to|as\s+(?:provided|defined|set\s+forth|required)"
    r"\s+(?:in|by)|required\s+by|consistent\s+with)\s+(?:the\s+provisions\s+of\s+)?(?:the\s+)?"
    r"\[?$",
    re.IGNORECASE,
)
REFERENCE_REACH = 40  # characters before a citation read for `REFERS_TO`
# A citation that is the subject of what the law says (`Section 4-2-3, as amended by Ordinance
# 2010-4, provides that …`, `… requires that …`): a description of the law, not a change to it.
DESCRIBES = re.compile(
    r"[^.;:]{0,120}?\b(?:provides|states|requires|specifies|establishes|prohibits|permits|"
    r"authorizes|allows)\s+that\b",
    re.IGNORECASE,
)
# What may stand between the citations of one list (`[Sections 953.09][CFCO 953.09] and
# [953.99]`): the rest of a number, blanks, commas, `and`/`or`/`through`, a Markdown link's label.
LIST_GLUE = re.compile(
    rf"(?:\]\[[^\]\n]*|[\s\],;\[\d.\-]|(?<!\w)(?:{LIST_WORD}|{RANGE_WORD})(?!\w))*"
)
# A citation that is a heading's own label (`**Section 4.**` at a line's start).
LINE_START_MARKUP = re.compile(r"(?:^|\n)[ \t*#>_]*$")


def cites_law_to_amend(text: str, start: int, end: int) -> bool:
    """Whether `text[start:end]` holds a citation that is neither the section's own heading
    label nor one of a list introduced as a reference (`REFERS_TO`), nor the subject of what the
    law says (`DESCRIBES`)."""
    referred = -1  # where the last citation of a reference list ended
    for index, match in enumerate(CITATION.finditer(text, start, end)):
        before = text[max(start, match.start() - REFERENCE_REACH) : match.start()]
        if index == 0 and LINE_START_MARKUP.search(text, max(0, start - 2), match.start()):
            continue
        # a bare number continuing the list (`… and [953.99]`); a keyword starts a citation anew
        listed = (
            referred >= 0
            and text[match.start()].isdigit()
            and LIST_GLUE.fullmatch(text, referred, match.start()) is not None
        )
        describes = DESCRIBES.match(text, match.end(), end) is not None
        if REFERS_TO.search(before) is None and not listed and not describes:
            return True
        referred = match.end()
    return False
