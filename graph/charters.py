"""A local government's charter named around a citation: the body of law it is.

A city, town or county charter is outside law (`graph.named_codes.CHARTER_BODIES`), whether the
code or the charter itself cites it: `Article 5 of this charter`, `Section 9-6 of the charter`,
`Article V of the Home Rule Charter`, `charter section 3.04`, `Section 12 of the City Charter`,
`Section 4 of the Charter of the City of Somerville`, `Section 3.04, Charter`. Nothing here
knows a city: only the words a charter's name is made of.
"""

from __future__ import annotations

import re

from graph.named_codes import CHARTER_BODIES, CHARTERS

# The kinds of local government a charter belongs to (`CHARTER_BODIES`' keys), either case.
_KIND = r"(?i:city|county|town|village|borough|parish)"
# A charter's name, either case: `the charter`, `this charter`, `the Home Rule Charter`, `the
# City Charter`, `the Charter of the City of Somerville` (the place's name capitalised, two words
# at most); its kind before (`kind`) or after `Charter of the` (`kind_after`).
_NAME = (
    r"(?:(?i:the|this|said|such)\s+)?(?:(?i:home\s+rule|revised|amended)\s+)?"
    rf"(?:(?P<kind>{_KIND})\s+)?(?i:charter)"
    rf"(?:\s+of\s+the\s+(?P<kind_after>{_KIND})\b(?:\s+of\s+[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?)?)?"
)
# A charter named after a citation's numbers (`of this charter`, `, Charter`), not another thing
# named `charter` (`Charter Township`, `charter school`) nor a charter whose own section follows
# (`, Charter § 4`: a list's next member, read by itself).
CHARTER_TAIL_RE = re.compile(
    rf"(?:\s+of\s+|,\s+)(?P<law>{_NAME})(?![\w-])"
    r"(?![ ]+(?i:schools?|townships?|commissions?|communications)\b)(?!\s*(?:§|\d|(?i:sec|art)))"
)
# A charter named just before a section's keyword, as codified ordinances print it: `see CHTR.
# § 4.12`, `charter section 3.04` (lower case: `Charter section` is `law_before`'s), `the City
# Charter at section 2.04` (either case before `at`). Applied with `.search` to the few
# characters before an anchor (the window ends at it, hence the `$`).
_CHARTER_BEFORE_RE = re.compile(
    rf"(?<![\w.])(?:(?P<abbr>CHTR|Chtr)\.\s*|(?:(?:the|this|said)\s+)?(?:(?P<kind>{_KIND})\s+)?"
    r"(?:charter|(?i:charter)\s+at)\s+)$"
)
# How far before an anchor `_CHARTER_BEFORE_RE` is looked for.
_LOOKBEHIND = 24
# A charter's name alone, as a law read backwards prints it (`the City Charter`, `Charter`).
CHARTER_NAME_RE = re.compile(_NAME)


# A charter named without its kind (`of this charter`, `the Home Rule Charter`): the citing
# government's, a city's, a county's or a parish's, which the words do not say.
UNSAID = "Charter"


def charter_body(named: re.Match[str]) -> str:
    """The body of law a charter matched by a regex here is (`city charter`, `county charter`;
    `UNSAID` without its kind; the city's for `CHTR.`, as codified ordinances print it)."""
    groups = named.groupdict()
    kind = groups.get("kind") or groups.get("kind_after") or ""
    if kind or groups.get("abbr"):
        return CHARTER_BODIES[kind.capitalize()]
    return UNSAID


def charter_before(text: str, start: int) -> tuple[str, int] | None:
    """A charter named just before an anchor at `start` (`see CHTR. §`, `charter section`): the
    body of law it is and where its name begins; None when none is."""
    window = max(0, start - _LOOKBEHIND)
    words = text[window:start].lower()
    if "chtr" not in words and "charter" not in words:
        return None  # what every match holds, in either case (most anchors: no search)
    charter = _CHARTER_BEFORE_RE.search(text, window, start)
    return (charter_body(charter), charter.start()) if charter else None


# A capital glued to a charter section's number, before a stop, a list's joint or a space
# (`CHTR. Sec. 3.05D.`, codified ordinances' print of subsection (D)); never a word's start.
_GLUED_LETTER_RE = re.compile(r"[A-Z](?![\w(])")


def glued_letter(text: str, code: str | None, end: int) -> re.Match[str] | None:
    """The subsection letter glued after a charter section's number ending at `end`, if any."""
    if code not in CHARTERS and code != UNSAID:
        return None
    return _GLUED_LETTER_RE.match(text, end)
