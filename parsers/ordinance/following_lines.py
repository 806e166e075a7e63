"""Words struck from a section and words put in their place, each printed as a line of its own
after a sentence announcing it (Albert Lea MN: `The following statement shall be repealed in
Sec. 4.151:` / the definition struck / `The following definition shall replace Sec. 4.151:` /
the new definition): a word edit of that section, never its repeal nor its replacement whole.

Only the printed words change (the engine applies a word edit where its words occur once); the
section's other text stays. A sentence that announces struck words with nothing printed after it
is no word edit: the reading falls back to the sentence's verb, flagged as before.
"""

from __future__ import annotations

import re

from parsers.ordinance.building import Context
from parsers.ordinance.choosing import Chosen
from parsers.ordinance.stated_edits import stated_edit
from parsers.ordinance_records import Instruction, WordEdit

# What such a sentence calls the printed words: `statement`, `definition`, `sentence`, …
_WORDS = r"(?:statement|definition|sentence|language|text|words?|paragraph|provision)"
# The sentence announcing struck words: `The following statement shall be repealed in Sec.
# 4.151:`, `The following words are hereby deleted from Section 5-3:` (its target after `in`).
STRUCK_FOLLOWING = re.compile(
    rf"\bThe\s+following\s+{_WORDS}\s+(?:shall\s+be|is|are)\s+(?:hereby\s+)?"
    r"(?:repealed|deleted|removed|struck|stricken)\s+(?:in|from)\s+[^:]{1,80}:\s*$",
    re.IGNORECASE,
)
# The line announcing the words put in their place, alone on its line and ending in a colon:
# `The following definition shall replace Sec. 4.151:`, `The following sentence is added:`.
ADDED_FOLLOWING = re.compile(
    rf"^[ \t]*The\s+following\s+{_WORDS}\s+(?:shall|is|are)\s+(?:hereby\s+)?"
    r"(?:replace|be\s+(?:added|inserted|substituted)|added|inserted|substituted)\b[^\n]{0,80}:"
    r"[ \t]*$",
    re.IGNORECASE | re.MULTILINE,
)


def following_lines(chosen: Chosen, key: str, context: Context, body: str) -> Instruction | None:
    """The word edit of a section whose sentence announces struck words printed after it (and
    perhaps words put in their place, after a line announcing them); None otherwise."""
    if STRUCK_FOLLOWING.search(chosen.section.heading) is None:
        return None
    added = ADDED_FOLLOWING.search(body)
    struck = body if added is None else body[: added.start()]
    new = "" if added is None else body[added.end() :]
    deleted, inserted = " ".join(struck.split()), " ".join(new.split())
    if not deleted:
        return None
    return stated_edit(chosen, key, context, WordEdit("", deleted, inserted, ""))
