"""The titles printed after a citation (`§ 17.62.030 Limited Term Permits`, `Chapter 25,
Floodplain Zoning and Chapter 52`): how far a title runs, in one casing style, before a clause or
the list's next item, and its clean form."""

from __future__ import annotations

import re

SMALL_WORDS = frozenset({"and", "or", "of", "the", "on", "for", "in", "to", "a", "an", "with"})
# Words that make a phrase after a comma a clause rather than a title.
CLAUSE_VERBS = frozenset(
    {"shall", "may", "must", "is", "are", "was", "were", "will", "be", "has", "have", "should"}
)
TITLE_MAX_WORDS = 12
# The list's next item's keyword ending a comma title, its number after it (`Chapter 25, Floodplain
# Zoning and Chapter 52`): the title ends before the joint.
NEXT_ITEM_RE = re.compile(r"\s+(?:and|or)\s+(?:Chapter|Article|Section|Title|Part|Division)s?$")


# A word of a title (any run of non-blank characters).
_WORD_RE = re.compile(r"\S+")


def trim_title(title: str, offset: int) -> tuple[str, int]:
    """Keep one casing style: `Standards for specific sign types Second Floor` stops at
    `Second`; `Limitation on the Location of Allowable Land Uses` is Title Case throughout."""
    words = list(_WORD_RE.finditer(title))
    significant = [w[0] for w in words[1:] if w[0] not in SMALL_WORDS]
    sentence_case = bool(significant) and significant[0][0].islower()
    end = len(title)
    for word in words[1:]:
        text = word[0]
        if text in SMALL_WORDS:
            continue
        if sentence_case == text[0].isupper():
            end = word.start()
            break
    kept = title[:end].rstrip()
    return kept, offset + len(kept)


def is_title_case(phrase: str) -> bool:
    """Every word capitalised but the small joining ones."""
    words = phrase.split()
    return len(words) > 0 and all(w[0].isupper() or w in SMALL_WORDS for w in words)


# The dashes a section number may be typeset with between its parts (`13—6`, `13–6`).
DASHES = ("—", "–")


def clean_title(title: str) -> str:
    """A title printed after a citation, its blanks collapsed and its closing period dropped."""
    return " ".join(title.split()).rstrip(".").strip()
