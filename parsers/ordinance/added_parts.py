"""Whether an amending sentence adds parts to its target rather than replacing it.

`amended to include new definitions`, `to add the following subsection`: new parts of a section.
`Section 4-1-170.A … is hereby amended by adding an annexation fee, to read as follows;` (Renton
WA): an entry added to the one subsection named, whose new text is that entry alone; read as a
replacement it would drop every entry the text omits, so it is an addition to the subsection.
"""

from __future__ import annotations

import re

from parsers.ordinance.targets import TargetPhrase
from parsers.ordinance_records import TargetKind

# `to include new definitions`, `by adding the following subsection`, `by adding thereto a new
# subsection`: new parts of a section.
ADDS_PART = re.compile(
    r"\b(?:to\s+(?:include|add)|by\s+adding)\s+(?:thereto\s+)?(?:the\s+following\s+)?(?:a\s+)?"
    r"(?:new\s+)?"
    r"(?:definitions?|subsections?|paragraphs?|terms?|subdivisions?)\b",
    re.IGNORECASE,
)
# `by adding an annexation fee, to read as follows`, `to add a general prohibition for
# unreasonably disturbing, injurious, or endangering noise to read as follows`: one entry (words in
# lower case, none a division's name or a word edit's `language`/`words`) added, its text
# following the sentence.
ADDS_ENTRY = re.compile(
    r"\b(?:by\s+adding|to\s+add)\s+(?:thereto\s+)?an?\s+(?!(?:new\s+)?(?:sections?|chapters?|"
    r"articles?|titles?|language|words?|text|sentences?)\b)(?:[a-z][\w-]*,?\s+){0,12}[a-z][\w-]*"
    r"\s*,?\s*to\s+read\s+as\s+follows\b",
    re.IGNORECASE,
)


# `Section 12-1G-2 … is hereby amended to add the following:` (nothing named before the colon),
# its new text holding a numbered part (`… retail sales, provided that: 9. Hours of Operation:`):
# a part added to the section, at a place the sentence leaves to its text.
ADDS_FOLLOWING = re.compile(
    r"\b(?:to\s+add|by\s+adding)\s+(?:thereto\s+)?the\s+following\s*:\s*$", re.IGNORECASE
)
# A numbered part in new text, at a line's start or after a colon or a sentence's end (a flat
# scan): `9. Hours of Operation`, `(4) Signs …`.
NUMBERED_PART = re.compile(r"(?:^|(?<=[:.])[ \t]+)\(?\d{1,3}[.)][ \t]+[A-Z]", re.MULTILINE)
PLACE_FLAG = (
    "a numbered part added to the section at a place the sentence does not name: a person places it"
)
ENTRY_FLAG = (
    "an entry added to the subsection at a place the sentence does not name: a person places it"
)


def adds_parts(tail: str, named: TargetPhrase, body: str = "") -> tuple[str, ...] | None:
    """The flags of an addition of parts to the target `named` the words after the verb
    (`tail`) say: new parts of a section (`ADDS_PART`, none), a numbered part its new text
    (`body`) holds (`ADDS_FOLLOWING`, `PLACE_FLAG`), or an entry added to the one subsection
    named (`ADDS_ENTRY`, `ENTRY_FLAG`); None when they add no parts."""
    if ADDS_PART.search(tail):
        return ()
    kinds = [t.kind for t in named.targets]
    if kinds == [TargetKind.SECTION] and ADDS_FOLLOWING.search(tail) and NUMBERED_PART.search(body):
        return (PLACE_FLAG,)
    one_subsection = kinds == [TargetKind.SUBSECTION]
    return (ENTRY_FLAG,) if one_subsection and ADDS_ENTRY.search(tail) else None
