"""Renumbering left to the clerk or codifier (`The City Clerk is directed to renumber the sections
as necessary`, `The codifier is authorized to renumber sections and correct cross-references`).

Such a clause changes no number itself: the numbers the codifier chooses are known only from the
code as published. It is recorded as a warning (the code's numbers may differ from the
ordinance's), never applied as a renumbering.
"""

from __future__ import annotations

import re

from parsers.ordinance.literal_starts import leftmost_matches
from parsers.records import ParseIssue, Severity

# An officer of the code (clerk, codifier, reviser, publisher, attorney) directed or authorized
# to renumber (re-letter, redesignate) what the ordinance enacts; within one sentence.
LEFT_TO_CODIFIER = re.compile(
    r"\b(?:clerk|codifier|code\s+revisor|revisor|reviser|publisher|attorney|secretary)\b[^.;]{0,80}?"
    r"\b(?:directed|authorized|instructed|empowered|permitted|may)\b[^.;]{0,40}?"
    r"\bto\s+(?:re-?number|re-?letter|re-?designate|re-?order)\b|"
    r"\b(?:clerk|codifier|revisor|reviser|publisher)\s+(?:may|shall)\s+(?:re-?number|re-?letter)\b",
    re.IGNORECASE,
)
CODE = "renumbering-left-to-codifier"
MESSAGE = (
    "the ordinance leaves renumbering to the codifier ({words}): the code's numbers may differ "
    "from the ordinance's; nothing is renumbered until a person records the new numbers"
)


# The verbs such a clause gives the codifier, lower-cased: found with `str.find` first, so the
# clause's pattern runs only around them (an ordinance rarely says them; its text can be long).
VERB_WORDS = ("renumber", "re-number", "reletter", "re-letter", "redesignate", "re-designate")
# Any of `VERB_WORDS`, in any case: one pattern for each case of its `r` (a literal start, far
# faster to search than a pattern blind to case from its first letter), their matches taken in
# text order (`leftmost_matches`: `renumberedesignate` is one verb, its `re` inside the first).
VERB = tuple(re.compile(rf"{r}(?i:e-?(?:number|letter|designate))") for r in "rR")
REACH = 200  # characters before the verb read for the officer and `directed to`


def codifier_issues(text: str, document: str) -> list[ParseIssue]:
    """A warning for each clause leaving renumbering to the clerk or codifier
    (`LEFT_TO_CODIFIER`), looked for only around its verbs (`VERB_WORDS`)."""
    spots: dict[str, list[int]] = {word: [] for word in VERB_WORDS}
    for verb in leftmost_matches(VERB, text):  # read below in `VERB_WORDS`' order
        if (word := verb.group(0).lower()) in spots:  # (never `ſ` or `ı` matched as s, i)
            spots[word].append(verb.start())
    found: dict[int, re.Match[str]] = {}
    for word, ats in spots.items():
        for at in ats:
            start = max(0, at - REACH)
            for m in LEFT_TO_CODIFIER.finditer(text, start, at + len(word) + 1):
                found.setdefault(m.end(), m)
    return [
        ParseIssue(
            document,
            f"chars {m.start()}-{m.end()}",
            Severity.WARNING,
            CODE,
            MESSAGE.format(words=" ".join(m.group(0).split())),
        )
        for _, m in sorted(found.items())
    ]
