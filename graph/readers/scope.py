"""`herein`, `hereof`, `hereunder` where their sentence fixes the scope: the node its own words
have just named (`For the purposes of this section, the following terms … shall have the
meaning given herein`, `grant variances from the terms of this chapter in accordance with the
general or specific rules contained herein`).

The words alone say only "in this text", and which text (the section, its chapter, the whole
code, the ordinance that enacted it) is a reader's judgement; so one is a citation only where,
earlier in its own sentence, the text names the scope with `of this section`, `of this
chapter`, `of this article`, `of this title` or `of this subsection`: the nearest such words
decide. Set phrases
that point at no provision are none: `herein referred to as`, `as herein set out` (an editor's
note on where the text is printed), `as if … herein` (text taken in by reference), `the
effective date hereof` (the enacting ordinance).
"""

from __future__ import annotations

import re

from graph.readers.cursor import Hit, Member
from graph.records import CitationKind, Reference

# The anchor: `herein`, `hereof`, `hereunder` (a literal start lets the regex engine skip ahead;
# the reader checks that no letter stands before it: `wherein`, `thereof` are other words).
HERE_RE = re.compile(r"here(?:in|of|under)\b")
# What the text names its scope with: `of this section`, `of this Chapter` (`the provisions of
# this chapter`, `for the purposes of this section`): the text as a body of provisions, where
# `under this article` names an authority.
SCOPE_RE = re.compile(r"\bof\s+this\s+(?P<node>(?i:section|subsection|chapter|article|title))\b")
# Where a sentence begins, looking back from the anchor: after a sentence's period (a capital
# or a label's parenthesis follows), at a blank line, or at a line that opens with a label
# (`(c)`, `1.`, `a.`): a list item is a sentence of its own.
SENTENCE_START_RE = re.compile(
    r"[.!?][\"”)]?\s+(?=[A-Z(])|\n[ \t]*\n|\n[ \t]*(?:\([A-Za-z0-9]{1,4}\)|[A-Za-z0-9]{1,3}\.)\s"
)
# How far back a sentence's start is looked for.
SENTENCE_REACH = 600
# Set phrases around the word that point at no provision: `herein referred to as`, `herein
# called`, `as herein set out` / `as set out herein`, `the effective date hereof`; `herein this
# section`: the words after it name the scope themselves (their own citation).
SET_PHRASE_AFTER_RE = re.compile(r"\s+(?:referred\s+to|called|after|set\s+out|this\s)\b")
SET_PHRASE_BEFORE_RE = re.compile(
    r"(?:\bset\s+out|\beffective\s+date|\bas\s+if\b[^.;]{0,80}?)\s*$", re.IGNORECASE
)

# A number or label right before the word (`section 4-34(6) herein`, `Article III, Chapter 4
# herein`, `subsection (a)(1)J. hereof`, `Schedule B herein`): the word is that citation's
# suffix, read with it.
CITED_BEFORE_RE = re.compile(r"(?:[\d)]|\b[IVXLC]+|\b[A-Z])\.?\s+$")


def read_here(text: str, anchor: re.Match[str]) -> Hit | None:
    """`herein` / `hereof` / `hereunder` as the node its sentence has named, or None."""
    start, end = anchor.start(), anchor.end()
    if start > 0 and text[start - 1].isalpha():
        return None  # `wherein`, `thereof`
    before = max(0, start - 120)
    if (
        SET_PHRASE_AFTER_RE.match(text, end)
        or SET_PHRASE_BEFORE_RE.search(text, before, start)
        or CITED_BEFORE_RE.search(text, max(0, start - 12), start)
    ):
        return None
    reach = max(0, start - SENTENCE_REACH)
    opens = [m.end() for m in SENTENCE_START_RE.finditer(text, reach, start)]
    if not opens and reach > 0:
        return None  # no sentence start within reach: a run-on text, not read
    scope = [m["node"].lower() for m in SCOPE_RE.finditer(text, opens[-1] if opens else 0, start)]
    if not scope:
        return None
    kind = CitationKind(scope[-1])
    reference = Reference(kind, "", relative_to=kind)
    return Hit(start, end, (Member(reference, start, end),))
