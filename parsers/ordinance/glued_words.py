"""An instruction's verb phrase whose words OCR ran together: `Chapter 3.24oftheMosesLakeCityCode
isherebyrepealed.`, `shall beamendedbyaddingSection3.24.110.227 to read as follows:` (a scan whose
text layer lost its blanks).

Only the words of the verb phrase are parted: an auxiliary (`is`, `are`, `shall be`, `be`),
`hereby`, the verb (`amended`, `repealed`, `added`, …), then `by adding` (`deleting`, …), `the
following` after it, and the section keyword before a number. A phrase is parted only when two of
its own words touch (never `Genesis amended`, whose `is` only ends a word); the other words of the
sentence stay as printed.
"""

from __future__ import annotations

import re

# The verb phrase, its words with or without blanks between them: `isherebyrepealed`, `shall
# beamendedbyaddingSection` (before its number), `be amendedbyadding`. The look-ahead lets the
# engine pass over every position that starts no auxiliary.
VERB_PHRASE = re.compile(
    r"(?=[iasbIASB])(?P<aux>is|are|shall[ \t]*be|be)(?P<s1>[ \t]*)"
    r"(?:(?P<hereby>hereby)(?P<s2>[ \t]*))?"
    r"(?P<verb>amended|repealed|added|deleted|adopted|enacted)"
    r"(?:(?P<s3>[ \t]*)(?P<by>by)(?P<s4>[ \t]*)(?P<how>adding|deleting|amending|repealing)"
    r"(?:(?P<s6>[ \t]*)(?P<the>the)(?P<s7>[ \t]*)(?P<following>following))?)?"
    r"(?:(?P<s5>[ \t]*)(?P<keyword>Sections?|Chapter)(?=\d))?",
    re.IGNORECASE,
)
# The same phrase as raw text prints it when run together: an auxiliary touching the verb (or
# `hereby` between them, touching both): where an amending sentence stands that the passive's
# pattern, which wants blanks, cannot find.
RUN_TOGETHER = re.compile(
    r"(?=[iasbIASB])(?:is|are|be)(?:hereby)?(?:amended|repealed|added|deleted|adopted|enacted)",
    re.IGNORECASE,
)
# The words in `shall be` run together (`shallbe`).
SHALL_BE = re.compile(r"shall[ \t]*be", re.IGNORECASE)


def _parted(match: re.Match[str]) -> str:
    """The phrase with one blank between its words, and before and after it where it touches a
    letter or a digit."""
    words = [SHALL_BE.sub("shall be", match.group("aux"))]
    names = ("hereby", "verb", "by", "how", "the", "following", "keyword")
    words += [match.group(name) for name in names]
    parted = " ".join(word for word in words if word)
    text = match.string
    before = " " if match.start() > 0 and text[match.start() - 1].isalnum() else ""
    after = " " if match.end() < len(text) and text[match.end()].isalnum() else ""
    return before + " ".join(parted.split()) + after


def _run_together(match: re.Match[str]) -> bool:
    """Whether two of the phrase's own words touch (`isherebyrepealed`, `amendedbyadding`,
    `shallbe`); a joint of words the phrase lacks is None."""
    joints = [match.group(name) for name in ("s1", "s2", "s3", "s4", "s5", "s6", "s7")]
    return "" in joints or match.group("aux").lower() == "shallbe"


# A division's keyword run into its label (`SubsectionC:`, a capital alone) or number
# (`Chapter3`): the two are parted.
GLUED_KEYWORD = re.compile(
    r"\b(?P<keyword>(?:Sub-?)?[Ss]ections?|Chapters?|Titles?|Articles?|Paragraphs?)"
    r"(?=[A-Z](?![A-Za-z])|\d)"
)


def unglued(words: str) -> str:
    """`words` with each verb phrase run together parted (`VERB_PHRASE`), and each division's
    keyword run into its label or number (`GLUED_KEYWORD`); the rest unchanged."""
    words = VERB_PHRASE.sub(lambda m: _parted(m) if _run_together(m) else m.group(0), words)
    return GLUED_KEYWORD.sub(r"\g<keyword> ", words)
