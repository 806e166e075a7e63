"""Session laws and constitutions: every state's constitution and the nation's (`Ga. Const. art.
IX, § IV, ¶ I(c)`, `First Amendment of the United States Constitution`), and those cited where
part of their name is said elsewhere.

A constitution named only by its note's heading (`State Constitution reference— … Art. 9, § 2,
para. 3`), a session law by its chapter before the year's laws (`Chapter 213, Laws of 1977`,
`Ch. 808, § 2A, Acts of 1975`), an act said before (`the aforesaid Act No. 29`: the earlier
citation's legislature and year), a Pamphlet Law with its section before it (`subsection d. of
section 57 of P.L. 1975 c.291`), and the numbered session laws of the nation and the states
(`Public Law 88-525`, `96 Stat. 2415`, `Michigan Public Act 110 of 2006`). Each is external;
none is ever a target in this code.
"""

from __future__ import annotations

import re

import graph.constitutions as constitutions
import graph.laws as law
import graph.named_codes as named_codes
import graph.statutes as statutes
from graph.readers.cursor import Hit, Member, labels_from_path, make_hit
from graph.readers.external import EXTERNAL, inside_word
from graph.records import Reference


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


def read_session_year(text: str, anchor: re.Match[str]) -> Hit | None:
    """`Chapter 213, Laws of 1977`, `Ch. 808, § 2A, Acts of 1975`: a session law (which state's
    legislature is not said), its chapter and section read backwards."""
    chapter = constitutions.SESSION_CHAPTER_BEFORE_RE.search(
        text, max(0, anchor.start() - 32), anchor.start()
    )
    if chapter is None:
        return None
    section = f"§ {chapter['section']}" if chapter["section"] else ""
    ref = Reference(
        EXTERNAL, chapter["chapter"], code=law.ACTS, external_title=anchor["year"], division=section
    )
    return make_hit(chapter.start(), anchor.end(), [Member(ref, chapter.start(), anchor.end())])


def read_session_act(text: str, anchor: re.Match[str]) -> Hit | None:
    """An act of a legislature: `Act No. 188 of the Louisiana Legislature of 1954`, `Act. No. 10
    of the Third Extraordinary Session of the 1991 Louisiana Legislature` (its year, its state);
    `the aforesaid Act No. 29` (`_said_act`)."""
    tail = constitutions.ACT_TAIL_RE.match(text, anchor.end())
    if tail is None:  # `Act No. 29` alone: which legislature's is not said, unless said before
        return _said_act(text, anchor)
    words = tail["words"]
    state = tail["state"] or ((m := constitutions.ACT_STATE_RE.search(words)) and m["state"])
    year = tail["year"] or ((y := constitutions.ACT_YEAR_RE.search(words)) and y["year"])
    body = constitutions.session_body(state or None)
    ref = Reference(
        EXTERNAL,
        anchor["number"],
        code=body.name,
        external_title=year or None,
        jurisdiction=body.jurisdiction,
    )
    return make_hit(anchor.start(), tail.end(), [Member(ref, anchor.start(), tail.end())])


def _said_act(text: str, anchor: re.Match[str]) -> Hit | None:
    """`the aforesaid Act No. 29`: the act of that number the text cited before, with its
    legislature and year (None when it cited none)."""
    said = constitutions.SAID_BEFORE_RE.search(text, max(0, anchor.start() - 24), anchor.start())
    if said is None:
        return None
    for earlier in reversed(list(constitutions.SESSION_ACT_RE.finditer(text, 0, said.start()))):
        if earlier["number"] == anchor["number"] and (hit := read_session_act(text, earlier)):
            ref = hit.members[0].reference
            return make_hit(said.start(), anchor.end(), [Member(ref, said.start(), anchor.end())])
    return None


def read_pamphlet_law(text: str, anchor: re.Match[str]) -> Hit | None:
    """`P.L. 1975, c. 291`: a session law by its year and chapter; `section 57 of` or
    `subsection d. of section 57 of` before it names where in it."""
    if inside_word(text, anchor.start()):
        return None
    start = anchor.start()
    labels: tuple[str, ...] = ()
    division = ""
    if before := constitutions.SESSION_SECTION_BEFORE_RE.search(text, max(0, start - 48), start):
        start, division = before.start(), f"§ {before['section']}"
        labels = (before["sub"].strip("()"),) if before["sub"] else ()
    ref = Reference(
        EXTERNAL,
        anchor["chapter"],
        labels,
        code=constitutions.PAMPHLET_LAWS,
        external_title=anchor["year"],
        division=division,
    )
    return make_hit(start, anchor.end(), [Member(ref, start, anchor.end())])


def read_public_law(text: str, anchor: re.Match[str]) -> Hit | None:
    """`Public Law 88-525`, `Pub. L. No. 107-150`: a federal session law."""
    if inside_word(text, anchor.start()):
        return None
    number = constitutions.public_law_number(anchor["number"])
    ref = Reference(EXTERNAL, number, code=constitutions.PUBLIC_LAW, jurisdiction="US")
    return make_hit(anchor.start(), anchor.end(), [Member(ref, anchor.start(), anchor.end())])


def read_statutes_at_large(text: str, anchor: re.Match[str]) -> Hit | None:
    """`96 Stat. 2415`: the Statutes at Large, a volume and a page (`Fla. Stat. 163` is none)."""
    volume = constitutions.STATUTES_AT_LARGE_VOLUME_RE.search(
        text, max(0, anchor.start() - 5), anchor.start()
    )
    if volume is None:
        return None
    ref = Reference(
        EXTERNAL,
        anchor["page"],
        code=named_codes.STATUTES_AT_LARGE,
        external_title=volume["volume"],
        jurisdiction="US",
    )
    return make_hit(volume.start(), anchor.end(), [Member(ref, volume.start(), anchor.end())])


def read_public_act(text: str, anchor: re.Match[str]) -> Hit | None:
    """`Michigan Public Act 110 of 2006`: a state's public act, by number and year."""
    if inside_word(text, anchor.start()):
        return None
    start = anchor.start()
    state = constitutions.STATE_NAME_BEFORE_RE.search(text, max(0, start - 20), start)
    body = constitutions.public_acts(state["state"] if state else None)
    if state:
        start = state.start()
    ref = Reference(
        EXTERNAL,
        anchor["number"],
        code=body.name,
        external_title=anchor["year"],
        jurisdiction=body.jurisdiction,
    )
    return make_hit(start, anchor.end(), [Member(ref, start, anchor.end())])


def read_constitution(text: str, anchor: re.Match[str]) -> Hit | None:
    """A constitution and where in it: `Ga. Const. art. IX, § IV, ¶ I(c)`, `La. Const. Art. 4 §
    5(E)1`, `article 6, sec. 29, Constitution of the State of Louisiana of 1974`, `First
    Amendment of the United States Constitution`. Articles are canonical in Roman numerals."""
    start, end = anchor.start(), anchor.end()
    before = constitutions.CONSTITUTION_STATE_BEFORE_RE.search(text, max(0, start - 24), start)
    after = constitutions.CONSTITUTION_STATE_AFTER_RE.match(text, end) if before is None else None
    named = before or after
    body = constitutions.constitution(named["state"]) if named is not None else None
    if body is None:  # `State Constitution reference— … Art. 9, § 2`: which state's, unsaid
        return read_constitution_note(text, anchor)
    if before:
        start = before.start()
    if after:
        end = after.end()
    place = constitutions.CONSTITUTION_PLACE_RE.match(text, end)
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
    if printed_before is not None:
        start = printed_before.start()
    ref = Reference(EXTERNAL, code=body.name, division=division, jurisdiction=body.jurisdiction)
    return make_hit(start, end, [Member(ref, start, end)])


def _constitution_path(path: str) -> str:
    """`(E)1` → `(E)(1)`: a trailing number without its parenthesis is one more level."""
    labels = labels_from_path(path)
    trailing = re.search(r"(\d)$", path) if path and not path.endswith(")") else None
    return "".join(f"({label})" for label in labels) + (f"({trailing[1]})" if trailing else "")
