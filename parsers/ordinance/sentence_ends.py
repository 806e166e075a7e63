"""Where an ordinance's sentences start and end: full stops that end a sentence (not an
abbreviation's, a session-law citation's or a restated section number's), paragraph breaks, and
the `as follows:` that ends an instruction sentence and begins its new text.
"""

from __future__ import annotations

import re

from parsers.ordinance.paths import in_split_number

# Where the instruction sentence ends and the new text begins: `… to read as follows:`, `… as
# follows (excerpt):`, `… to read:`, `… reads as follows:`, `… provides as follows:`, `… the
# following shall be inserted:`; OCR's `as fol-ows:` too, and `as follows` whose colon was lost
# (the new text right after it: `is amended as follows Protection Buffer.`, or on the next line:
# an OCR that lost every period and colon, Pasco WA 2188; `as followus`, a speck read). (A note
# in parentheses may stand before the colon: `as follows (with additions shown with double
# underlining):`.)
INSTRUCTION_END = re.compile(
    r"\b(?:as\s+fol-?l?ows|to\s+read)\s*(?:\([^()\n]{1,80}\)\s*)?[:.]|"
    r"\bas\s+follow[a-z]?s(?=[ \t]+(?-i:[A-Z\d\"“])|[ \t]*\n)|\binserted\s*:",
    re.IGNORECASE,
)

# A full stop that ends a sentence: a period (or a period after a closing parenthesis or quote),
# then whitespace and a capital, a quote, a section sign or the end. Abbreviations (`No.`, `Ord.`,
# `Sec.`) are refused in `_sentence_end`.
STOP = re.compile(r"[.](?=[\"”’)]?(?:\s+[\"“(§A-Z\d]|\s*$))")
ABBREVIATION = re.compile(
    r"(?:\bNos?|\bOrd|\bSecs?|\bArt|\bCh|\bSubd|\bPara|\bSt|\bInc|\bCo|\bvs?|\bU\.S|\bi\.e|\be\.g|"
    r"\bp|\bpp|\bMr|\bMs|\bDr|"
    # initials of a place or a code (`D.C. Official Code`, `N.Y.`): no sentence's end
    r"\b(?-i:[A-Z])(?:\.(?-i:[A-Z]))+|"
    # a part's letter after its name (`of paragraph D. “Special …”`): a label, no sentence's end
    r"\b(?:sub)?(?:paragraph|section|division)\s+[A-Z])"
    # OCR's space before the period (`Ordinance No . 1628`) keeps the abbreviation one
    r"[ \t]?$",
    re.IGNORECASE,
)
ABBREVIATION_CHARS = 16  # how far before a full stop an abbreviation is looked for
# A session-law citation by year and page (`Ga. L. 1931, p. 955`, `Ala. Acts 1951, p. 12`): its
# periods after the state's abbreviation and `L.` end no sentence.
SESSION_CITATION = re.compile(
    r"\b(?-i:[A-Z][a-z]{1,4})\.\s?(?:L|Laws|Acts)\.?\s+(?:1[6-9]|20)\d\d\b"
)
CITATION_REACH = 12  # how far around a full stop such a citation is looked for
# A paragraph break, or a line that a Markdown heading or quote starts: a sentence never crosses
# one backwards.
PARAGRAPH = re.compile(r"\n[ \t]*\n|\n(?=[ \t]*[#>])|:[ \t]*\n")


# A line that opens with a code section's number and its stop (`Section 5.100. Tree Cutting is
# amended to read as follows:`): the number's period is no sentence's end, the sentence names
# the section. (Only a number of two parts or more: `Section 1.` heads the ordinance's own.)
HEADED_NUMBER = re.compile(r"[ \t]*(?:Section|SECTION|Sec\.|§)[ \t]*\d{1,4}(?:[.\-]\d{1,4}){1,3}")
# Such a line starts its sentence: what the lines before it print (a page's header) is no part.
HEADED_LINE = re.compile(rf"^(?={HEADED_NUMBER.pattern}\.[ \t])", re.M)


def heads_line(text: str, stop: int) -> bool:
    """Whether the full stop at `stop` ends a `HEADED_NUMBER` that opens its line."""
    return HEADED_NUMBER.fullmatch(text, text.rfind("\n", 0, stop) + 1, stop) is not None


def sentence_start(text: str, floor: int, at: int) -> int:
    """Where the sentence holding offset `at` starts (never before `floor`)."""
    start = floor
    for match in PARAGRAPH.finditer(text, floor, at):
        start = match.end()
    for match in STOP.finditer(text, start, at):
        abbreviated = ABBREVIATION.search(
            text[max(start, match.start() - ABBREVIATION_CHARS) : match.start()]
        )
        if abbreviated is None and not heads_line(text, match.start()):
            start = match.end() if not in_citation(text, match.start()) else start
    for match in HEADED_LINE.finditer(text, start, at):
        start = match.start()
    while start < at and text[start] in " \t\n":
        start += 1
    return start


def in_citation(text: str, at: int) -> bool:
    """Whether the period at `at` is one of a session-law citation's (`SESSION_CITATION`) or a
    joint of a number OCR split (`paths.SPLIT_NUMBER`)."""
    start = max(0, at - CITATION_REACH)
    return in_split_number(text, at) or any(
        found.start() <= at < found.end()
        for found in SESSION_CITATION.finditer(text, start, at + CITATION_REACH)
    )


def sentence_end(text: str, at: int, ceiling: int, imperative: bool = False) -> int:
    """Where the sentence holding offset `at` ends: its `as follows:`, else its full stop. An
    imperative's target phrase may hold periods (`Amend Section 9.020. Penalties and Abatement
    to read as follows:`), so its `as follows:` in the same paragraph wins."""
    paragraph = PARAGRAPH.search(text, at, ceiling)
    limit = ceiling
    if paragraph is not None:
        limit = paragraph.start() + (1 if text[paragraph.start()] == ":" else 0)
    follows = INSTRUCTION_END.search(text, at, limit)
    if imperative and follows is not None:
        return follows.end()
    for match in STOP.finditer(text, at, limit):
        if follows is not None and follows.start() < match.start():
            break
        if ABBREVIATION.search(
            text[max(at, match.start() - ABBREVIATION_CHARS) : match.start()]
        ) is None and not in_citation(text, match.start()):
            return match.end()
    return follows.end() if follows is not None else limit
