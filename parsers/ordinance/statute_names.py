"""A state's or the nation's code named by its own words where an instruction names its target
(`Government Code`, `Revised Code of Washington`, `RCW`, `U.S.C.`, `C.F.R.`): the statute it
amends is not the city's code; with the cheap check that spares most sentences the search.
"""

from __future__ import annotations

import re

from parsers.ordinance.positions import FOLDED

# A state's or the nation's code, named with its own words: a statute, though it says `Code`.
STATE_CODE = re.compile(
    r"\b(?:Government|Penal|Vehicle|Civil|Health\s+and\s+Safety|Public\s+Resources|Education|"
    r"Business\s+and\s+Professions|Water|Revenue\s+and\s+Taxation|Labor|Elections|Fish\s+and\s+"
    r"Game|Insurance|Probate|Streets\s+and\s+Highways|Welfare\s+and\s+Institutions|Family|"
    r"Evidence|Corporations|Commercial|Financial|Utah|Internal\s+Revenue)\s+Code\b|"
    r"\bCode\s+of\s+(?:Civil|Criminal)\s+Procedure\b|\bCode\s+of\s+Federal\s+Regulations\b|"
    r"\bU\.\s?S\.\s?C\.?|\bC\.\s?F\.\s?R\.?|\bRCW\b|\bWAC\b|\bORS\b|\bRevised\s+(?:Code|Statutes)\b|"
    r"\bUnited\s+States\s+Code\b|\bCalifornia\s+Code\s+of\s+Regulations\b",
    re.IGNORECASE,
)

# Words every `STATE_CODE` holds one of, lower case: a sentence without one (most) is not searched;
# nor one with a letter the case-blind pattern folds (`positions.FOLDED`), which lowering misses.
STATE_CODE_WORDS = ("code", "u.", "c.", "rcw", "wac", "ors", "revised")


def may_name_state_code(sentence: str) -> bool:
    low = sentence.lower()
    return any(word in low for word in STATE_CODE_WORDS) or any(ch in sentence for ch in FOLDED)
