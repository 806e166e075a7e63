"""Outside law named without a number: `state law`, `federal law`, `applicable Georgia law`,
`the laws of the state`, `state statutes`, `the statutes of the State of Nebraska`. External, with
its body and (where named) its state; never a target (nothing says which provision). A state's
code named alone (`the Government Code`) too, and a charter after its government's kind in lower
case (`the city charter`, `the city Charter`). State and federal law sharing one `law` after a verb
of authority are two citations (`as required by state or federal law`); a state's general laws
named with their edition (`the General Laws of Rhode Island, Reenactment of 1956`) are that body."""

from __future__ import annotations

import re

import graph.laws as law
import graph.named_codes as named_codes
import graph.statutes as statutes
from graph.california_codes import CODE_PATH_RE, state_code
from graph.readers.cursor import Hit, Member, make_hit
from graph.readers.external import EXTERNAL
from graph.records import Reference

# `Law` capitalised (`as required by the Charter and General Law`, `State Law`): the same
# anchor as `graph.statutes.LAW_WORD_RE`'s, a literal first character of its own; singular
# (`the General Laws` are Massachusetts's, a body of their own: `graph.readers.bodies`).
LAW_CAPITAL_RE = re.compile(r"Law\b")
# `statute(s)` (`state statutes`, `the statutes of the State of Nebraska`, `by state statute`)
# and `Statute` (`by General Statute`): the same reading as `law`'s, anchors of their own (each
# starts with a literal); `Statutes` capitalised names a body (`graph.readers.bodies`).
STATUTE_WORD_RE = re.compile(r"statutes?\b")
STATUTE_CAPITAL_RE = re.compile(r"Statute\b")


def read_unnumbered_law(text: str, anchor: re.Match[str]) -> Hit | None:
    """Outside law named without a number: `state law`, `federal law`, `applicable Georgia law`,
    `state vehicle laws`, `the laws of the state`, `zoning laws of this state`. External, with
    its body and (where named) its state; never a target (nothing says which provision)."""
    if (pair := _authority_pair(text, anchor)) is not None:
        return pair
    of_state = statutes.LAW_OF_STATE_RE.match(text, anchor.end()) or _OF_NATION_RE.match(
        text, anchor.end()
    )
    word = text[max(0, anchor.start() - 16) : anchor.start()].rsplit(None, 1)[-1:]
    if of_state is None and (not word or word[0].lower() not in statutes.LAW_BEFORE_WORDS):
        return None  # most `law`s: `by law`, `case law` (checked before the regexes run)
    before = statutes.LAW_BEFORE_RE.search(text, max(0, anchor.start() - 40), anchor.start())
    if before is None and of_state is None:
        return None
    if statutes.LAW_LEAD_IN_RE.match(text, anchor.end()) or statutes.SIMILAR_BEFORE_RE.search(
        text, max(0, anchor.start() - 48), before.start() if before else anchor.start()
    ):
        return None  # `For similar state law, see Gov. C. § 6800`: the citation follows
    start = before.start() if before else anchor.start()
    if before is None:
        opener = statutes.LAW_OPENER_RE.search(text, max(0, start - 30), start)
        if opener is None or (opener["authority"] is not None and anchor[0][0] != "s"):
            return None  # `by law of the state`: no article, too loose to name a body
        start = opener.start() if opener["joined"] is opener["authority"] is None else opener.end()
    end = of_state.end() if of_state else anchor.end()
    if _not_cited(text, start, end):
        return None
    state = of_state and ("federal" if of_state.re is _OF_NATION_RE else of_state["state"])
    body = statutes.unnumbered_body(before["which"] if before else state or "state")
    ref = Reference(EXTERNAL, code=body.name, jurisdiction=body.jurisdiction)
    return make_hit(start, end, [Member(ref, start, end)])


# Two bodies sharing one `law`, state and federal in either order (`state or federal law`,
# `state and federal law`), read where a provision takes its force from them: after `required`,
# `provided`, `authorized` or `prescribed by` (`as required by state or federal law`, `the
# penalties provided by state and federal law`). Each is its own citation (`state`, `federal
# law`); elsewhere the pair says only that some law exists (`a change in State or Federal law`:
# `statutes.SIMILAR_BEFORE_RE`), and so does `… law or regulation(s)` after it.
_PAIR_BEFORE_RE = re.compile(
    r"\b(?:required|provided|authorized|prescribed)\s+by\s+"
    r"(?P<first>[Ss]tate|[Ff]ederal)\s+(?:and|or|and/or)\s+(?P<second>[Ss]tate|[Ff]ederal)\s+$"
)
_OR_REGULATION_RE = re.compile(r"\s+or\s+(?:regulations?|rules?)\b")


def _authority_pair(text: str, anchor: re.Match[str]) -> Hit | None:
    """`state or federal law` after a verb of authority (`_PAIR_BEFORE_RE`): two members, the
    first word alone (`state`) and the second with `law` (`federal law`); None otherwise."""
    window = max(0, anchor.start() - 48)
    if text[anchor.start() : anchor.end()] != "law" or "by" not in text[window : anchor.start()]:
        return None  # most `law`s (checked before the regex runs)
    pair = _PAIR_BEFORE_RE.search(text, window, anchor.start())
    if pair is None or pair["first"].lower() == pair["second"].lower():
        return None
    if _OR_REGULATION_RE.match(text, anchor.end()):
        return None
    members = []
    for word, end in (("first", pair.end("first")), ("second", anchor.end())):
        body = statutes.unnumbered_body(pair[word].lower())
        ref = Reference(EXTERNAL, code=body.name, jurisdiction=body.jurisdiction)
        members.append(Member(ref, pair.start(word), end))
    return make_hit(pair.start("first"), anchor.end(), members)


# The nation after `law(s)`, as the state after them (`statutes.LAW_OF_STATE_RE`): `the laws
# of the United States` is federal law; not its Code or Constitution (bodies read elsewhere).
_OF_NATION_RE = re.compile(r"\s+of\s+the\s+United\s+States\b(?!\s+(?:Code|Constitution))")


def _not_cited(text: str, start: int, end: int) -> bool:
    """Whether the law's words at `start`…`end` cite nothing of their own: an editor's note
    pointing on, a heading, where a company was made, the reader sent to the law, the body of a
    numbered section read before it."""
    if _FOR_BEFORE_RE.search(text, max(0, start - 8), start) and _SEE_LATER_RE.match(text, end):
        return True  # `For state law authorizing …, see Gov. C., § 36900`: an editor's note
    line_start = text.rfind("\n", 0, start) + 1
    if _HEADING_OPEN_RE.fullmatch(text, line_start, start):
        return True  # `10.04.010 - State law adopted.`: a section's own heading
    if _ORGANIZED_BEFORE_RE.search(text, max(0, start - 32), start):
        return True  # `a corporation organized under the laws of the state`: where it was made
    if _CONVICTED_BEFORE_RE.search(text, max(0, start - 80), start):
        return True  # `convicted of a felony under the laws of the United States`: a record
    if _POINTER_BEFORE_RE.search(text, max(0, start - 64), start):
        return True  # `refer the code user to state statutes applicable to …`: a pointer
    return _NUMBER_OF_BEFORE_RE.search(text, max(0, start - 24), start) is not None


# The reader sent to the law, not a rule that obeys it (part B's README: descriptive mentions are
# no citations): `refer the code user to state statutes`, `direct the code user to those portions
# of the state statutes`, `a cross reference to relevant state statutes`; in the same sentence.
_POINTER_BEFORE_RE = re.compile(
    r"\b(?:[Rr]efer|[Dd]irect|[Rr]eference)s?\b[^.;:\n]{0,48}\bto\s[^.;:\n]{0,32}$"
)
# A section or a number just before, of the law named: `section 11-805 of the statutes of the
# state`, `that section of the federal statute`: the section's body, read (or left) with it.
_NUMBER_OF_BEFORE_RE = re.compile(r"(?:\d[\w.()-]*|\b[Ss]ection)\s+of\s+(?:the\s+)?$")
# An editor's note that says where to read: `For state law authorizing city to impose fine …,
# see Gov. C., § 36900`: `For` opens the line, sentence or note (`Editor's Note: For state law
# as to …`) before the law's words, and `, see` follows them in the same sentence; the citation
# is what follows `see`.
_FOR_BEFORE_RE = re.compile(r"(?:^|(?<=[\n.:]))[ \t]*For\s+$")
_SEE_LATER_RE = re.compile(r"[^.\n]{0,200}?,\s+see\b")
# A conviction's law, not a provision the code applies: `has not been convicted of a felony
# under the laws of the United States, this state, or any other state` (a person's record).
_CONVICTED_BEFORE_RE = re.compile(r"\bconvicted\b[^.;:\n]{0,64}\bunder\s+$")
# What a company was made under, not a provision it must obey: `organized under the laws of
# the state` (part B's README: descriptive mentions are no citations).
_ORGANIZED_BEFORE_RE = re.compile(r"\b(?:organized|incorporated|formed)\s+under\s+$")
# A section's heading line up to its title: `10.04.010 - `, `Sec. 12-53. - ` (a number, a dash).
_HEADING_OPEN_RE = re.compile(r"[ \t#*]*(?:(?:Secs?\.|§)[ \t]*)?\d[\w.:-]*[ \t]+[-–—][ \t]+")


def read_code_named(text: str, anchor: re.Match[str]) -> Hit | None:
    """A state's code named alone (`the Government Code`; `Government Code Section 65915` is the
    `Section` reader's), or with a division path (`Cal. Gov't Code Division 1 of Title 7`). Only a
    code named with its state is California's: `the Civil Code` alone may be Louisiana's."""
    if not text.endswith(" ", 0, anchor.start()) and not text.endswith("\n", 0, anchor.start()):
        return None
    named = law.CODE_NAMED_BEFORE_RE.search(text, max(0, anchor.start() - 48), anchor.start())
    found = state_code(named["name"]) if named else None
    if named is None or found is None:
        return None
    said = named["state"]  # California's only when said; else which state's is unsaid
    path = CODE_PATH_RE.match(text, anchor.end())
    division = statutes.divisions(path["path"]) if path else ""
    code = found.canonical if said else f"{found.name} Code"
    ref = Reference(EXTERNAL, code=code, division=division, jurisdiction="CA" if said else "")
    end = path.end() if path else anchor.end()
    return make_hit(named.start(), end, [Member(ref, named.start(), end)])


# `charter` in lower case (`the city charter`), the anchor of `read_kind_charter` (`Charter` is
# `graph.readers.bodies.CHARTER_RE`'s); not before a number or a word it qualifies.
CHARTER_LOWER_RE = re.compile(r"charter\b(?![ ]*(?:§|\d|schools?\b|commission\b|members?\b))")
# Its government's kind in lower case after `the` (`the city `, `the county `): a bare `the
# charter` may be a company's or a bus's, and is not read.
_KIND_BEFORE_RE = re.compile(
    r"(?<![\w])the\s+(?P<kind>parish|county|city|town|village|borough)\s+$"
)


def read_kind_charter(text: str, anchor: re.Match[str]) -> Hit | None:
    """`the city charter`, `the city Charter`: the local government's charter (its kind in lower
    case; `graph.readers.bodies.read_charter` reads `the City Charter`), named without a
    provision."""
    before = _KIND_BEFORE_RE.search(text, max(0, anchor.start() - 20), anchor.start())
    if before is None:
        return None
    start = before.start("kind")
    ref = Reference(EXTERNAL, code=named_codes.CHARTER_BODIES[before["kind"].capitalize()])
    return make_hit(start, anchor.end(), [Member(ref, start, anchor.end())], named_law=True)


# A state's name after a body's `Laws`, then the edition of the compilation (`the General Laws of
# Rhode Island, Reenactment of 1956`, `… of the Commonwealth of Massachusetts, 1932`): the body
# itself cited (`the General Laws of Massachusetts` alone may say only that the state has laws);
# not before a number or a division (`…, Chapter 40A`: the numbered reader's).
_LAWS_OF_STATE_RE = re.compile(
    rf"\s+of\s+(?:the\s+(?:State|Commonwealth)\s+of\s+)?(?P<state>{statutes.STATE_NAMES})\b"
    r",?\s+(?:(?:[Rr]eenactment|[Rr]evision|[Ee]dition)\s+of\s+)?(?:1[89]|20)\d\d\b"
    r"(?!,?\s*(?:[Cc]hapters?|[Tt]itles?|c\.|ch\.|§|\d))"
)
# The capitalized words before `Laws` that open the body's name (`General `), up to three.
_LAWS_NAME_BEFORE_RE = re.compile(r"(?:[A-Z][a-z]+\s+){1,3}$")


def laws_of_state(text: str, anchor: re.Match[str]) -> Hit | None:
    """A body of statutes named by its full name with its state after `Laws` and its edition
    (`the General Laws of Rhode Island, Reenactment of 1956`): outside law without a number;
    None where the words name no body or no edition follows."""
    of_state = _LAWS_OF_STATE_RE.match(text, anchor.end())
    words = _LAWS_NAME_BEFORE_RE.search(text, max(0, anchor.start() - 40), anchor.start())
    if of_state is None or words is None:
        return None
    name = f"{text[words.start() : anchor.end()]} of {of_state['state']}"
    for word in re.finditer(r"[A-Z]", words[0]):  # the longest name first
        if (body := statutes.body_named(name[word.start() :])) is not None:
            start = words.start() + word.start()
            ref = Reference(EXTERNAL, code=body.name, jurisdiction=body.jurisdiction)
            return make_hit(start, of_state.end(), [Member(ref, start, of_state.end())])
    return None
