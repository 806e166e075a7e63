"""A division amended "to read as shown in Exhibit 1", the exhibit a redline whose marks were lost.

Virginia towns amend and reordain an article by an exhibit printed after the signatures (Leesburg
VA 2007-O-19: `Article VI … of Chapter 10 … is hereby amended to read as shown in Exhibit 1
attached hereto`). When the exhibit is a redline whose text layer lost its marks, the struck and
the inserted letters stand glued side by side, and a capital changed shows as the old lower-case
letter before the new capital (`mManager`, `mUBieipal Town`): enacted as printed, the exhibit
would enact the struck words. So an instruction with no new text of its own whose sentence points
to a printed exhibit that holds such pairs again and again is a word edit nobody can read from
the text: flagged, the division kept until a person applies it.
"""

from __future__ import annotations

import re
from dataclasses import replace

from parsers.ordinance.building import Context
from parsers.ordinance_records import Instruction, Verb

# The sentence points to an exhibit by its label: `as shown in Exhibit 1 attached hereto`.
SHOWN_IN = re.compile(
    r"\bas\s+(?:set\s+forth|shown|provided)\s+in\s+(?:the\s+attached\s+)?(?P<kind>Exhibit|"
    r"Attachment)\s+(?P<label>[A-Z0-9]{1,3})\b",
    re.IGNORECASE,
)
# A lower-case letter glued before its own capital, inside a word (`mManager`): a capital
# inserted where the struck lower-case letter still stands.
CASE_PAIR = re.compile(r"\b(?P<old>[a-z])(?P<new>[A-Z])(?=[a-z])")
MIN_PAIRS = 2  # one such pair may be a typing slip; again and again, a redline
FLAG = (
    "the exhibit the sentence points to is a redline whose marks were lost (a struck lower-case "
    "letter glued before its capital, `{pair}`): which words are struck cannot be read; a "
    "person must apply the word edit"
)


def _pairs(text: str) -> list[str]:
    """The glued case pairs of `text` (`mManager`)."""
    return [
        match.group(0) + text[match.end() : match.end() + 6].split()[0]
        for match in CASE_PAIR.finditer(text)
        if match.group("old").upper() == match.group("new")
    ]


def exhibit_redline(item: Instruction, context: Context) -> Instruction:
    """The instruction as a flagged word edit when its sentence points to a printed exhibit
    that is a redline with its marks lost (see the module); unchanged otherwise."""
    shown = SHOWN_IN.search(item.heading)
    if shown is None or item.text.strip() or not item.targets or item.verb is Verb.REPEAL:
        return item
    exhibit = rf"\b{shown.group('kind')}\s+{re.escape(shown.group('label'))}\b"
    printed = re.search(exhibit, context.text[item.span.end :], re.IGNORECASE)
    if printed is None:
        return item
    pairs = _pairs(context.text[item.span.end + printed.end() :])
    if len(pairs) < MIN_PAIRS:
        return item
    return replace(item, verb=Verb.WORD_EDIT, flags=(FLAG.format(pair=pairs[0]),))
