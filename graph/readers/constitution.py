"""Constitutions: every state's and the nation's (`Ga. Const. art. IX, § IV, ¶ I(c)`, `First
Amendment of the United States Constitution`), and those named only by a note's heading (`State
Constitution reference— … Art. 9, § 2, para. 3`) or by the heading of a list of their places
(`CONSTITUTION OF THE STATE OF DELAWARE` over `Article II, Section 25, permitting …`). Each is
external; none is ever a target in this code.
"""

from __future__ import annotations

import re
from dataclasses import replace

import graph.constitutions as constitutions
import graph.statutes as statutes
from graph.readers.cursor import Hit, Member, labels_from_path, make_hit
from graph.readers.external import EXTERNAL
from graph.records import Reference


def read_constitution(text: str, anchor: re.Match[str]) -> Hit | None:
    """A constitution and where in it: `Ga. Const. art. IX, § IV, ¶ I(c)`, `La. Const. Art. 4 §
    5(E)1`, `article 6, sec. 29, Constitution of the State of Louisiana of 1974`, `First
    Amendment of the United States Constitution`. Articles are canonical in Roman numerals."""
    start, end = anchor.start(), anchor.end()
    before = constitutions.CONSTITUTION_STATE_BEFORE_RE.search(text, max(0, start - 24), start)
    after = constitutions.CONSTITUTION_STATE_AFTER_RE.match(text, end) if before is None else None
    named = before or after
    body = constitutions.constitution(named["state"]) if named and named["state"] else None
    if after and (after["us"] or after["this"]):  # `of the United States`, `of this State`
        body = constitutions.constitution("U.S.") if after["us"] else constitutions.UNNAMED
    if not named and anchor[0] == "Const." and constitutions.CONSTITUTION_PLACE_RE.match(text, end):
        body = constitutions.UNNAMED  # `Const. Art. XX` in a statutory table: its state's
    the_state = constitutions.THE_STATE_BEFORE_RE.search(text, max(0, start - 12), start)
    if body is None and the_state:  # `the State Constitution`: the citing code's state's
        body, start = constitutions.UNNAMED, the_state.start("state")
    if body is None:  # `State Constitution reference— … Art. 9, § 2`: which state's, unsaid
        return read_constitution_note(text, anchor)
    if before:
        start = before.start()
    if after:
        end = after.end()
    place = constitutions.CONSTITUTION_PLACE_RE.match(text, end)
    if place is None and before and (sign := constitutions.SECTION_ONLY_RE.match(text, end)):
        return _section_only(body, start, sign)  # `Ky. Const. § 43`: numbered by sections
    printed_before = None
    if place is None:
        printed_before = constitutions.CONSTITUTION_PLACE_BEFORE_RE.search(
            text, max(0, start - 40), start
        ) or constitutions.AMENDMENT_BEFORE_RE.search(text, max(0, start - 40), start)
    division = ""
    article_before = printed_before is not None and (
        printed_before.re is constitutions.CONSTITUTION_PLACE_BEFORE_RE
    )
    found = place or (printed_before if article_before else None)
    if found is not None:
        parts = [f"art. {constitutions.roman(found['article'], body.name)}"]
        if found["section"]:
            parts.append(f"§ {found['section']}")
        if place and place["paragraph"]:
            parts.append(f"¶ {place['paragraph']}")
        path = place["path"] if place else ""
        division = ", ".join(parts) + _constitution_path(path)
        end = place.end() if place else end
    elif printed_before is not None:
        division = constitutions.amendment(printed_before["ordinal"])
    elif bare := constitutions.SECTION_ONLY_RE.match(
        text, end
    ):  # `Ky. Const. § 43`: numbered by section
        division, end = f"§ {bare['section']}", bare.end()
    if printed_before is not None:
        start = printed_before.start()
    ref = Reference(EXTERNAL, code=body.name, division=division, jurisdiction=body.jurisdiction)
    return _with_more(text, body, ref, place, start, end)


def _with_more(
    text: str,
    body: statutes.Body,
    ref: Reference,
    place: re.Match[str] | None,
    start: int,
    end: int,
) -> Hit:
    """The constitution's place, with the further sections its plural sign lists (`§§ 3 and 4`)
    and a second constitution named by `of` alone (`… or of the United States`)."""
    members = [Member(ref, start, end)]
    if place and place["signs"] and not place["paragraph"] and not place["path"]:
        members += _more_sections(text, end, ref, f"art. {place_article(place, body.name)}")
        end = members[-1].end
    if not ref.division and (other := _OR_OF_US_RE.match(text, end)):
        us = constitutions.constitution("U.S.")
        assert us is not None
        members.append(Member(Reference(EXTERNAL, code=us.name, jurisdiction="US"), *other.span(1)))
        end = other.end()
    return make_hit(start, end, members)


def _section_only(body: statutes.Body, start: int, sign: re.Match[str]) -> Hit:
    """`Ky. Const. § 43`: a constitution numbered by its sections alone, no article."""
    division = f"§ {sign['section']}"
    ref = Reference(EXTERNAL, code=body.name, division=division, jurisdiction=body.jurisdiction)
    return make_hit(start, sign.end(), [Member(ref, start, sign.end())])


def place_article(place: re.Match[str], body: str) -> str:
    """The article of a place, canonical (Roman numerals)."""
    return constitutions.roman(place["article"], body)


def _more_sections(text: str, at: int, ref: Reference, article: str) -> list[Member]:
    """The further sections of the article listed after a place's (`§§ 3 and 4`: `4`)."""
    more: list[Member] = []
    while m := constitutions.MORE_SECTIONS_RE.match(text, at):
        division = f"{article}, § {m['section']}"
        more.append(Member(replace(ref, division=division), m.start("section"), m.end()))
        at = m.end()
    return more


# A second constitution named by `of` alone after a state's (`the Constitution of this State or
# of the United States`): the nation's, the word `Constitution` left out (not its Code).
_OR_OF_US_RE = re.compile(r"\s+(?:or|and)\s+(of\s+the\s+United\s+States)\b(?!\s+Code)")


# A place in a constitution opening its own line or paragraph, as a list of related laws prints
# them under the constitution's heading: `Article II, Section 25, permitting …` (the line break
# first: a literal the engine skips ahead to).
LISTED_PLACE_RE = re.compile(
    r"\n[ \t]*(?P<place>Article[ \t]+(?P<article>[IVXL]{1,6}),?[ \t]*Section[ \t]+"
    r"(?P<section>\d{1,3}[A-Za-z]?))(?![\w-]|\.\d)"
)
# The heading that names the constitution, in capitals on its own lines (`CONSTITUTION OF THE
# STATE OF⏎DELAWARE 1897`): searched for first (`graph.readers.links.PREREQUISITES`), then
# backwards from each place, within a few pages.
CONSTITUTION_HEADING_RE = re.compile(
    r"(?:^|\n)[ \t]*CONSTITUTION\s+OF\s+THE\s+(?:STATE|COMMONWEALTH)\s+OF\s+"
    r"(?P<state>[A-Z]+(?:[ \t]+[A-Z]+)?)"
)
_HEADING_REACH = 4000
# Another heading in capitals between the constitution's and a place: the list has ended
# (`DELAWARE CODE` over the statutes that follow).
_CAPITALS_LINE_RE = re.compile(r"\n[ \t]*[A-Z][A-Z0-9 ,.'&-]{5,}[ \t]*(?=\n)")


def read_listed_place(text: str, anchor: re.Match[str]) -> Hit | None:
    """`Article II, Section 25` opening a paragraph under `CONSTITUTION OF THE STATE OF DELAWARE`
    (no other heading between): that constitution's article and section, never this code's."""
    window = max(0, anchor.start() - _HEADING_REACH)
    heading = next(
        reversed(list(CONSTITUTION_HEADING_RE.finditer(text, window, anchor.start()))), None
    )
    if heading is None or _CAPITALS_LINE_RE.search(text, heading.end(), anchor.start()):
        return None
    words = heading["state"].title()
    body = constitutions.constitution(words) or constitutions.constitution(words.split()[0])
    if body is None:
        return None
    article = constitutions.roman(anchor["article"], body.name)
    division = f"art. {article}, § {anchor['section']}"
    ref = Reference(EXTERNAL, code=body.name, division=division, jurisdiction=body.jurisdiction)
    start, end = anchor.start("place"), anchor.end()
    return make_hit(start, end, [Member(ref, start, end)])


def _constitution_path(path: str) -> str:
    """`(E)1` → `(E)(1)`: a trailing number without its parenthesis is one more level."""
    labels = labels_from_path(path)
    trailing = re.search(r"(\d)$", path) if path and not path.endswith(")") else None
    return "".join(f"({label})" for label in labels) + (f"({trailing[1]})" if trailing else "")


def read_constitution_note(text: str, anchor: re.Match[str]) -> Hit | None:
    """The first place cited under a `State Constitution reference—` heading (`anchor` on its
    `Constitution`), within its note: a state's constitution (the heading does not say which)."""
    heading = constitutions.CONSTITUTION_NOTE_RE.search(
        text, max(0, anchor.start() - 8), anchor.end() + 16
    )
    if heading is None:
        return None
    end = statutes.NOTE_END_RE.search(text, heading.end())
    note_end = end.start() if end else len(text)
    place = constitutions.CONSTITUTION_NOTE_PLACE_RE.search(text, heading.end(), note_end)
    if place is None:
        return None
    parts = [f"art. {constitutions.roman(place['article'])}", f"§ {place['section']}"]
    if place["paragraph"]:
        parts.append(f"¶ {place['paragraph']}")
    ref = Reference(EXTERNAL, code=constitutions.STATE_CONSTITUTION, division=", ".join(parts))
    return make_hit(place.start(), place.end(), [Member(ref, place.start(), place.end())])
