"""Standards cited by their body's name and a designation: `American National Standards Institute
Standards S1.4`, `ANSI S1.1, Acoustic Terminology, Paragraph 2.9`, `ASTM D 1557`, `NFPA 13`; and
model construction codes by their name (`International Building Code`, `North Carolina State
Building Code, Vol. 1, § 202`).

External, never this code's: the body is `graph.named_codes.STANDARDS_BODIES`' acronym, the
designation its number, a paragraph or section named after the standard's title its place.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import replace

import graph.laws as law
import graph.named_codes as named_codes
import graph.statutes as statutes
from graph.readers.cursor import Hit, Member, make_hit
from graph.readers.external import EXTERNAL, inside_word, named_law
from graph.records import Reference

# A standards body by any printed name (the anchors: one regex per first character).
STANDARDS_BODY_RES = named_codes.tries(list(named_codes.STANDARDS_BODIES))
# Its standard's designation after it: ` Standards S1.4`, ` Standard S1.1`, ` D 1557`, ` 13`, `
# Std. 90.1`: letters (up to two, a space may follow) and a dotted or dashed number.
DESIGNATION_RE = re.compile(
    r"(?:\s+\((?:ANSI|ASTM|NFPA)\))?,?\s+(?:Standards?\s+|Std\.\s*|No\.\s*)?"
    r"(?P<letters>[A-Z]{1,2}\s?)?(?P<number>\d{1,5}(?:[.-]\d{1,4})*)(?![\w.-]\w)"
)
# A place in the standard after its title: `, Acoustic Terminology, Paragraph 2.9`.
STANDARD_PLACE_RE = re.compile(
    r",\s+(?:[A-Z][A-Za-z-]*\s+){0,5}[A-Z][A-Za-z-]*,\s+(?:Paragraph|Section|¶|§)\s*"
    r"(?P<place>\d{1,3}(?:\.\d{1,3})*)(?![\w.]\w)"
)


def read_standard(text: str, anchor: re.Match[str]) -> Hit | None:
    """A standard: its body (`ANSI`), its designation (`S1.4`) and a paragraph (`¶ 2.9`)."""
    if inside_word(text, anchor.start()) or text[anchor.end() : anchor.end() + 1].isalnum():
        return None
    designation = DESIGNATION_RE.match(text, anchor.end())
    if designation is None:
        return None  # the body named alone: no standard
    end = designation.end()
    number = (designation["letters"] or "").replace(" ", "") + designation["number"]
    place = STANDARD_PLACE_RE.match(text, end)
    if place:
        end = place.end()
    ref = Reference(
        EXTERNAL,
        number,
        code=named_codes.STANDARDS_BODIES[" ".join(anchor[0].split())],
        division=f"¶ {place['place']}" if place else "",
        jurisdiction="US",
    )
    return make_hit(anchor.start(), end, [Member(ref, anchor.start(), end)])


# A volume and its section after a model code's name: `, Vol. 1, § 202`, ` and Vol. VII, § 202`
# (North Carolina's State Building Code is printed in volumes, each numbering its sections).
VOLUME_PLACE_RE = re.compile(
    r"(?:,|\s+and)\s+(?P<vol>Vol\.\s*(?P<n>[IVX]{1,5}|\d{1,2})),?\s*(?:§|[Ss]ection)\s*"
    r"(?P<section>\d{1,5}(?:\.\d{1,4})*)(?![\w.]\w)"
)


# A model code's edition printed after its name: ` 2012`, `, 2012 Edition` (a year, never the
# start of a longer number: `2012-13`, `2012.5`).
EDITION_AFTER_RE = re.compile(
    r",?[ \t]+(?P<year>(?:19|20)\d{2})(?:[ \t]+[Ee]dition)?(?![\w-]|[.,:]\d)"
)
# Or before it: `the 2018 `, `2018 Edition of the ` (the year closing the text before the name).
EDITION_BEFORE_RE = re.compile(
    r"(?<![\w.,§-])(?P<year>(?:19|20)\d{2})(?:[ \t]+[Ee]dition[ \t]+of(?:[ \t]+the)?)?[ \t]+$"
)


# The fire protection association's number before the model code it publishes under a name
# (`N.F.P.A. 70 National Electrical Code`, `NFPA 101 Life Safety Code`): read with the name.
NFPA_BEFORE_RE = re.compile(r"(?<![\w.])(?:NFPA|N\.F\.P\.A\.)[ \t]*(?P<n>\d{1,4})[ \t]+$")
# The model codes the association publishes under a name, by their standard's number (the
# designation a code adopting one by name means: `Life Safety Code` is NFPA 101).
NFPA_NUMBERS = {"National Electrical Code": "70", "Life Safety Code": "101"}


def _edition(text: str, start: int, end: int) -> tuple[int, int, str]:
    """The span of a model code's name with its edition, and the edition (`2012`, or "")."""
    if after := EDITION_AFTER_RE.match(text, end):
        return start, after.end(), after["year"]
    if before := EDITION_BEFORE_RE.search(text, max(0, start - 24), start):
        return before.start(), end, before["year"]
    return start, end, ""


# A state's own construction code by its trade after the state's name (`the Ohio Basic Building
# Code`, `the Ohio Plumbing Code`; the state is read before the name, and abbreviated, as in
# `North Carolina State Building Code`).
_STATE_MODEL_CODE_RE = re.compile(
    rf"(?<![\w.])(?:{'|'.join(statutes.STATE_ABBREVIATIONS)})\s+(?P<name>(?:[A-Z][a-z]+\s+)?"
    r"(?:Building|Fire|Residential|Plumbing|Mechanical|Electrical|Fuel\s+Gas)\s+)$"
)


# A state's construction code by its trade with the state after it (`Residential Code of Ohio`,
# `Plumbing Code of the State of Ohio`): the trade before the anchor `Code` (`_TRADE_BEFORE_RE`),
# the state after it (`_OF_STATE_RE`, the state's full name; `the State of` before it or not).
_TRADE_BEFORE_RE = re.compile(
    r"(?<![\w.])(?:Building|Fire|Residential|Plumbing|Mechanical|Electrical)\s+$"
)
_OF_STATE_RE = re.compile(
    rf"\s+of\s+(?P<the>the\s+State\s+of\s+)?(?P<state>{'|'.join(statutes.STATE_CODES)})\b"
)


def read_state_code_of(text: str, anchor: re.Match[str]) -> Hit | None:
    """`Residential Code of Ohio` (the code's title as printed: the state's name ends it) and
    `Plumbing Code of the State of Ohio` (described: the state's code by its trade, `Ohio
    Plumbing Code`, as `graph.readers.standards.read_model_code` names it)."""
    if not text.startswith(" of ", anchor.end()):
        return None  # what every match opens with (most `Code`s: no search)
    after = _OF_STATE_RE.match(text, anchor.end())
    trade = _TRADE_BEFORE_RE.search(text, max(0, anchor.start() - 16), anchor.start())
    if after is None or trade is None:
        return None
    line = text.rfind("\n", 0, trade.start()) + 1
    if not text[line : trade.start()].strip() and text[after.end() : after.end() + 1] in ("\n", ""):
        return None  # the name alone on its line: a heading (the chapter's title), no citation
    state = after["state"]
    name = f"{trade[0].strip()} Code"
    code = f"{statutes.state_abbreviation(state)} {name}" if after["the"] else f"{name} of {state}"
    ref = Reference(EXTERNAL, "", code=code, jurisdiction=statutes.STATE_CODES[state])
    return make_hit(trade.start(), after.end(), [Member(ref, trade.start(), after.end())])


# A Uniform model code by its dotted initials (`U.B.C. as amended`): the Uniform Building,
# Plumbing, Mechanical or Fire Code; the periods required (bare `UBC` names other things too).
UNIFORM_INITIALS_RE = re.compile(r"U\.[ ]?(?P<trade>[BPMF])\.[ ]?C\.")  # the reader checks before
_UNIFORM_TRADES = {"B": "Building", "P": "Plumbing", "M": "Mechanical", "F": "Fire"}


def read_uniform_initials(text: str, anchor: re.Match[str]) -> Hit | None:
    """`U.B.C.`: the Uniform Building Code, a model code named by its initials."""
    before = text[anchor.start() - 1 : anchor.start()]
    if before.isalnum() or before == "." or text[anchor.end() : anchor.end() + 1].isalnum():
        return None  # more initials glued on: another name
    ref = Reference(EXTERNAL, "", code=f"Uniform {_UNIFORM_TRADES[anchor['trade']]} Code")
    return make_hit(anchor.start(), anchor.end(), [Member(ref, anchor.start(), anchor.end())])


# A model code's name alone on its line after a paragraph's label (`   (B)   International One- and
# Two-Family Dwelling Code.`): the caption of the paragraph on it, no citation.
_CAPTION_BEFORE_RE = re.compile(r"[ \t]*(?:\([A-Za-z0-9]{1,4}\)|[A-Za-z0-9]{1,4}\.)[ \t]*")
_CAPTION_AFTER_RE = re.compile(r"\.?[ \t]*(?:\n|$)")


def read_model_code(text: str, anchor: re.Match[str]) -> Hit | None:
    """A model construction code named alone: `International Building Code`, `Commonwealth of
    Massachusetts State Building Code`, `North Carolina State Building Code` (its name read
    backwards from `Code`, a state's name before it abbreviated), and its volumes' sections."""
    name = law.MODEL_CODE_BEFORE_NAME_RE.search(text, max(0, anchor.start() - 60), anchor.start())
    name = name or _STATE_MODEL_CODE_RE.search(text, max(0, anchor.start() - 60), anchor.start())
    if name is None:
        return None
    start = name.start("name") if name.re is _STATE_MODEL_CODE_RE else name.start()
    if before := law.COMMONWEALTH_BEFORE_RE.search(text, max(0, start - 30), start):
        start = before.start() + (4 if text.startswith("the ", before.start()) else 0)
    hit = named_law(text, start, anchor.end())
    if hit is None:
        return None
    ref = hit.members[0].reference
    state = statutes.STATE_BEFORE_RE.search(text, max(0, start - 16), start)
    abbreviation = statutes.state_abbreviation(state["state"]) if state else None
    if state and abbreviation and ref.code:  # `North Carolina State Building Code`
        code = f"{abbreviation} {ref.code}"  # the state's own: never read as another body
        start, ref = (
            state.start(),
            replace(ref, code=code, jurisdiction=statutes.jurisdiction_of(code)),
        )
    # the edition adopted: `International Building Code 2012` is `International Building Code
    # (2012)` (its sections and volumes too)
    number = NFPA_NUMBERS.get(ref.code or "")
    if "P" in text[max(0, start - 16) : start] and (
        nfpa := NFPA_BEFORE_RE.search(text, max(0, start - 16), start)
    ):
        start, number = nfpa.start(), nfpa["n"]
    if number:  # `National Electrical Code NFPA 70`
        ref = replace(ref, division=f"NFPA {number}")
    start, end, year = _edition(text, start, hit.end)
    if year:
        ref = replace(ref, external_title=year)
    places = list(_volume_places(text, end))
    line_start = text.rfind("\n", 0, start) + 1
    if (  # `(B) International One- and Two-Family Dwelling Code.⏎`: a caption
        not places
        and _CAPTION_BEFORE_RE.fullmatch(text, line_start, start)
        and _CAPTION_AFTER_RE.match(text, end)
    ):
        return None
    if not places:
        return make_hit(start, end, [Member(ref, start, end)], named_law=True)
    members = [
        Member(
            replace(ref, number=m["section"], division=f"vol. {m['n']}"), m.start("vol"), m.end()
        )
        for m in places
    ]
    return make_hit(start, places[-1].end(), members)


def _volume_places(text: str, end: int) -> Iterator[re.Match[str]]:
    """Each volume and section printed after a model code's name, in order."""
    while place := VOLUME_PLACE_RE.match(text, end):
        yield place
        end = place.end()
