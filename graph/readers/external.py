"""Readers of outside law: citations that name another body of law are external, with its name.

Two ways a citation becomes external: a reader anchored on the law's own abbreviation (`RCW`,
`WAC`, `M.G.L.`, `44 CFR`, `33 U.S.C.`, `the Acts of 1996`, a named act), or a municipal-looking
citation followed or preceded by a law's name (`law_tail`: `of the Code of Civil Procedure`,
`, Utah Code Annotated`, `Chapter 43.21C RCW`; `code_before`: `Government Code Section`, `SZO
Sec.`). Either way no target in this code is ever made of it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

import graph.charters as charters
import graph.constitutions as constitutions
import graph.laws as law
import graph.named_codes as named_codes
import graph.patterns as p
import graph.statutes as statutes
from graph.california_codes import longer_name_before, state_code
from graph.printed_forms import LOWER_ACT_RE
from graph.readers.cursor import (
    Cursor,
    Hit,
    Member,
    evolve,
    labels_from_path,
    make_hit,
)
from graph.records import CitationKind, Reference

EXTERNAL = CitationKind.EXTERNAL


@dataclass(frozen=True, slots=True)
class Law:
    """The law a citation names: its canonical name, and the divisions printed (`Title 17`)."""

    code: str
    divisions: tuple[str, ...] = ()
    first_section: str = ""  # `(commencing with §930)`: the first section of the division cited


OWN = Law("")  # this city's own code, named explicitly (`of the Spanish Fork Municipal Code`)


def law_tail(cur: Cursor) -> Law | None:
    """After a citation's numbers: the law it names, if another (`of Title 5 of Part 2 of the
    Code of Civil Procedure`, `, Title 17, Utah Code Annotated`, ` RCW`); OWN for this city's
    own code. The cursor moves past what was read; on None it stays."""
    after = cur.text[cur.pos : cur.pos + 1]
    if not after or (after not in _TAIL_OPENS and not after.isspace()):
        return None  # every tail opens with white space, a comma or a parenthesis: none here
    saved = cur.pos
    cur.match(law.RESPECTIVELY_RE)
    lead = cur.pos
    chain = cur.match(law.DIVISIONS_RE)
    levels = law.DIVISION_RE.finditer(chain[0]) if chain else ()
    divisions = tuple(f"{m['level'].capitalize()} {m['n']}" for m in levels)
    if (act := cur.match(constitutions.OF_PUBLIC_ACT_RE)) and (
        name := constitutions.public_act_name(act["state"], act["number"], act["year"])
    ) in named_codes.CODIFIED_ACTS:  # `Section 406 of Michigan Public Act 110 of 2006`
        return Law(name, divisions)
    cur.pos = lead if chain is None else chain.end()
    if act_name := cur.match(named_codes.OF_CODIFIED_ACT_RE):  # `of the Municipal Land Use Law`
        return Law(" ".join(act_name["name"].split()), divisions)
    if charter := cur.match(charters.CHARTER_TAIL_RE):  # `Article 5 of this charter`
        return Law(charters.charter_body(charter), divisions)
    named = cur.match(law.OF_LAW_RE) or cur.match(law.COMMA_LAW_RE) or cur.match(LOWER_ACT_RE)
    if named and "\n" in named[0] and (body := _statute_at(cur, named.start())):
        return Law(body.name, divisions)  # `, C.R.S.` ending its line, a caption on the next
    printed = named.group("law") or named.groupdict().get("state_code") if named else None
    if printed and _SESSION_NAME_RE.match(printed):
        cur.pos = saved  # `Chapter 213, Laws of 1977`: a session law, `graph.readers.sessions`'
        return None
    if printed:
        code = law.canonical_law(printed)
        if code is not None:
            return Law(code, divisions, chain["first"] or "" if chain else "")
        if not divisions:
            return OWN
    statute = cur.match(statutes.OF_STATUTE_RE) or cur.match(statutes.COMMA_STATUTE_RE)
    if statute := statute or cur.match(_SPACED_STATUTE_RE):  # `Chapter 40-48 NDCC`
        body = statutes.body_named(statute["name"])
        if body is not None:  # `Article 19 of Chapter 160A of the NCGS`
            return Law(body.name, divisions)
    cur.pos = saved
    abbreviation = cur.match(p.CODE_AFTER_RE)
    if abbreviation:
        name = abbreviation.group("abbr")
        if name.endswith("MC"):
            return OWN  # `17.38 CMC`
        return Law({"WAC": law.WAC}.get(name, name))
    return None


def _statute_at(cur: Cursor, at: int) -> statutes.Body | None:
    """A statute's body named after a comma at `at` (`, C.R.S.`); the cursor moves past it."""
    statute = statutes.COMMA_STATUTE_RE.match(cur.text, at)
    body = statutes.body_named(statute["name"]) if statute else None
    if statute and body:
        cur.pos = statute.end()
    return body


def _by_initials(name: str) -> bool:
    """Whether a body of statutes may be named by `name` right after a citation's number, a
    space between (`Chapter 40-48 NDCC`): initials of a body cited by its sections (no title
    printed first), never those that name zones too (`RS 7`, `MCA 2`: `SHAPE_ONLY`)."""
    body = statutes.body_named(name)
    shaped = re.fullmatch(r"[A-Z]{3,6}", name) and name not in named_codes.SHAPE_ONLY
    return bool(shaped) and body is not None and not body.titled


# The names `_by_initials` allows, as a trie, after a space (a sentence's period may follow).
_INITIALS = named_codes.trie([n for n in statutes.NAMES if _by_initials(n)])
_SPACED_STATUTE_RE = re.compile(rf"[ ](?P<name>{_INITIALS})(?![\w'’-]|\.\w)")
# What a law's tail opens with besides white space: `, Title 17`, `(commencing with §930)`.
_TAIL_OPENS = frozenset(",(")
# A year's session laws named as a law (`Laws of 1977`, `the Acts of 1996`): no body's tail.
_SESSION_NAME_RE = re.compile(r"(?:the\s+)?(?:Laws|Acts)\s+of\s+\d{4}")


def as_external(member: Member, found: Law) -> Member:
    """A member read as a municipal citation, now a citation of `found` (its range end too)."""
    through = member.through
    if through is not None:
        through = _external(through, found)
    return evolve(member, reference=_external(member.reference, found), through=through)


def _external(ref: Reference, found: Law) -> Reference:
    """The divisions outermost first: a title's printed after it (`Title 59, Chapter 2, Part
    5`), anything else's printed from the inside out (`Chapter 4 of Title 5 of Part 2`,
    `Chapter 41, Title 17`)."""
    number, title = ref.number, ref.external_title
    divisions = tuple(reversed(found.divisions))
    if ref.kind is CitationKind.TITLE:
        divisions, number, title = (f"Title {ref.number}", *found.divisions), "", ref.number
    elif ref.kind is CitationKind.CHAPTER and found.first_section:
        # California names a chapter by its first section, where its official text opens
        divisions, number = (*divisions, f"Chapter {ref.number}"), found.first_section
    elif ref.kind is CitationKind.CHAPTER and not _numbered_by_chapter(found.code):
        divisions, number = (*divisions, f"Chapter {ref.number}"), ""
    elif ref.kind is CitationKind.ARTICLE:
        divisions, number = (*divisions, f"Article {ref.number}"), ""
    if title is not None and divisions == (f"Title {title}",):
        divisions = ()  # `Title 24 of the California Code of Regulations`: tit. 24
    if found.code in statutes.TITLE_COLON and len(divisions) == 1 and number:
        level, _, n = divisions[0].partition(" ")
        if level == "Title":  # `section 301 of title 47 of the Louisiana Revised Statutes`
            divisions, number = (), f"{n}:{number}"
    if act := named_codes.CODIFIED_ACTS.get(found.code):
        return _codified(ref, act, number, divisions)
    division = ", ".join(divisions)
    if found.code not in law.NAMED_HERE and statutes.body_named(found.code) is not None:
        division = statutes.divisions(division, found.code)
    elif found.code == law.MGL:  # the General Laws' division is their chapter's number
        division = division.removeprefix("Chapter ")
    return evolve(
        ref,
        kind=EXTERNAL,
        number=number,
        code=found.code,
        external_title=title,
        division=division,
        jurisdiction=statutes.jurisdiction_of(found.code),
    )


def _codified(
    ref: Reference, act: named_codes.CodifiedAct, number: str, divisions: tuple[str, ...]
) -> Reference:
    """A section (or an article) of an act codified in a titled body, as that body's section:
    `§ 903 of the Pennsylvania Municipalities Planning Code` → 53 P.S. § 10903."""
    division = ", ".join(divisions)
    if number:
        number = named_codes.codified_number(act, number)
    elif ref.kind is CitationKind.ARTICLE and (
        first := named_codes.article_section(act, ref.number)
    ):
        number, division = first, ""
    return evolve(
        ref,
        kind=EXTERNAL,
        number=number,
        code=act.body,
        external_title=act.title,
        division=division,
        jurisdiction=statutes.jurisdiction_of(act.body),
    )


def _numbered_by_chapter(code: str) -> bool:
    """Codes whose chapters carry the number as printed (`RCW 43.21C`, `KZC 175`)."""
    return code in (law.RCW, law.WAC) or re.fullmatch(r"[A-Z]{2,6}", code) is not None


def code_before(text: str, start: int) -> tuple[Law | None, int]:
    """A law named just before an anchor at `start`: a California code (`Government Code
    Section`), or another code's abbreviation (`SZO Sec.`); OWN for `SFMC §`. Returns it and
    where its name begins."""
    window = max(0, start - law.CODE_LOOKBEHIND)
    last_word = text[max(0, start - 16) : start].rstrip(", \t\n")
    m = law.CODE_BEFORE_RE.search(text, window, start) if last_word.endswith(_CODE_ENDS) else None
    if m and not longer_name_before(text, m.start()):  # `Tex. Local Gov't Code`: law_before's
        initials = re.sub(r"[\s.]", "", m["initials"] or "")
        name = m["name"] or m["name_after"] or law.CODE_INITIALS[initials]
        other = statutes.STATE_BEFORE_RE.search(text, max(0, m.start() - 16), m.start())
        state = statutes.state_abbreviation(other["state"]) if other else None
        if state is not None and state != "Cal.":  # `Tex. Penal Code § 6.02`
            return Law(f"{state} {name} Code"), other.start() if other else m.start()
        found = state_code(name)
        return (Law(found.canonical) if found else None), m.start()
    if charter := charters.charter_before(text, start):  # `CHTR. § 4.12`, `charter section 3`
        return Law(charter[0]), charter[1]
    abbreviation = p.CODE_BEFORE_RE.search(text, max(0, start - 8), start)
    if abbreviation is None or abbreviation.group("abbr") in p.NOT_CODES:
        return law_before(text, start)
    name = abbreviation.group("abbr")
    if name.endswith("MC"):
        return OWN, abbreviation.start()
    if statutes.body_named(name) is not None:
        return None, start  # `OCGA Sections …`, `NCGS §`: read by `read_statute`
    if name in ("RCW", "WAC", "CFR", "USC", "CMR", "MGL", "CEQA"):
        return None, start  # read by their own readers
    return Law(name), abbreviation.start()


# The words a California code's name ends with, and any law's: checked before the regexes that
# read the name backwards run (most anchors have no law before them).
_CODE_ENDS = ("Code", "Procedure", "C.", "P.")
_LAW_ENDS = (
    "Act", "Code", "Codes", "Annotated", "Regulations", "Laws", "Statutes", "Guidelines",
    "Constitution", "Charter", "Ordinances", "Amendments", "Standards", "Manual",
)  # fmt: skip


def law_before(text: str, start: int) -> tuple[Law | None, int]:
    """A law named in full just before `start` (`California Code of Regulations, Title 24`);
    OWN for this city's own code (`Municipal Code Section 17.32.040`)."""
    last_word = text[max(0, start - 16) : start].rstrip(", \t\n")
    if not last_word.endswith(_LAW_ENDS):
        agency = named_codes.agency_code_before(text, start)  # `… Commissioner, Chapter 120-3-7`
        return (Law(agency) if agency else None), start
    m = law.LAW_BEFORE_RE.search(text, max(0, start - law.CODE_LOOKBEHIND), start)
    if m is None:
        return None, start
    begins = statute_start(text, name_start(text, m.start("law"), m.end("law")), m.end("law"))
    if begins >= m.end("law"):
        return None, start
    code = law.canonical_law(text[begins : m.end("law")])  # `Code Section 2-10`: this code's
    return (Law(code) if code and code != "Code" else OWN), begins


def inside_word(text: str, start: int) -> bool:
    """Whether an abbreviation's anchor continues a word or another abbreviation."""
    return start > 0 and (text[start - 1].isalpha() or text[start - 1] == ".")


# A dash between two parts, however printed (`100—177`).
_DASH_RE = re.compile(r"\s*[—–-]\s*")


def read_titled(text: str, anchor: re.Match[str]) -> Hit | None:
    """`44 CFR`, `24 CFR Section 100.307`, `40 CFR Part 122`, `780 CMR`, `33 U.S.C. 1334`."""
    if inside_word(text, anchor.start()):
        return None
    title = law.TITLED_TITLE_RE.search(text, max(0, anchor.start() - 6), anchor.start())
    code = {"F": law.CFR, "M": law.CMR}.get(anchor.groupdict().get("code") or "", law.USC)
    if (title is None and code != law.CFR) or (title and title["comma"] and code != law.USC):
        return None  # `USC` alone: a university; a comma only in `18, United States Code`
    after = law.TITLE_AFTER_RE.match(text, anchor.end()) if title is None else None
    tail = law.TITLED_TAIL_RE.match(text, after.end() if after else anchor.end())
    number, path, part = "", "", None
    end = after.end() if after else anchor.end()
    if tail and (tail.group("number") or tail.group("part")):
        number, path, part = tail.group("number") or "", tail.group("path") or "", tail["part"]
        end = tail.end()
    if title is None and after is None and not number:
        return None
    if number and (seq := p.ET_SEQ_RE.match(text, end)):
        end = seq.end()  # `33 U.S.C. § 1251 et seq.`: the whole phrase, title and all
    ref = Reference(
        EXTERNAL,
        number,
        labels_from_path(path),
        code=code,
        external_title=title.group(1) if title else after["title"] if after else None,
        division=f"Part {_DASH_RE.sub('-', part)}" if part else "",
        jurisdiction="US" if code != law.CMR else "MA",
    )
    start, outer = subdivision_before(text, title.start(1) if title else anchor.start())
    if outer:
        ref = evolve(ref, labels=ref.labels + outer)
    return make_hit(start, end, [Member(ref, start, end)])


# Words that open a sentence or a phrase before a law's name, not part of it.
_NOT_NAME_WORDS = frozenset({"Under", "The", "In", "Per", "See", "Pursuant", "By", "Of", "And",
    "For", "With", "From", "As", "Any", "All", "This", "That", "Where", "When", "If", "Such",
    "Each", "Its", "Their", "Our", "Both", "Either", "Ref.", "Cf.", "Also"})  # fmt: skip
# A name's words (for trimming the ones that open a sentence).
_NAME_WORD_RE = re.compile(r"\S+\s*")


def name_start(text: str, start: int, end: int) -> int:
    """Where a law's name read backwards from `end` begins: past the words that open a sentence
    or a reference before it (`Pursuant to`, `See`, `Ref.`, `Under the`)."""
    for word in _NAME_WORD_RE.finditer(text, start, end):
        if word[0].strip() not in _NOT_NAME_WORDS and not word[0][0].islower():
            break
        start = word.end()
    return start


def statute_start(text: str, start: int, end: int) -> int:
    """Where a body of statutes named at the end of a law's name read backwards begins, when a
    line break or a sentence's period parts it from the words before (`Freedom of Information
    Act\n  S.C. Code`, `Delaware General Assembly. Delaware Code`); `start` otherwise."""
    for gap in _NAME_BREAK_RE.finditer(text, start, end):
        if statutes.body_named(text[gap.end() : end]) is not None:
            return gap.end()
    return start


# A break inside a name read backwards: a line break, or a word's period before a space.
_NAME_BREAK_RE = re.compile(r"[ \t]*\n\s*|(?<=[a-z]{3}\.)[ \t]+")


def read_act(text: str, anchor: re.Match[str]) -> Hit | None:
    """A law named alone: `the Model Toxics Control Act`, `the Coastal Act` (read backwards
    from `Act`)."""
    before = law.ACT_BEFORE_RE.search(text, max(0, anchor.start() - 80), anchor.start())
    if before is None:
        return None
    start = name_start(text, before.start(), anchor.start())
    if start >= anchor.start() or law.DEFINED_AFTER_RE.match(text, anchor.end()):
        return None  # `this Act`, `The Act`: no name; `Clean Water Act means`: a defined term
    return named_law(text, start, anchor.end())


def named_law(text: str, start: int, end: int) -> Hit | None:
    """A law named alone over `start:end`, by its canonical name (None for this code's own); a
    name that ends with an act of the registry is that act (`the Zoning Ordinance to the Township
    Zoning Act`: the ordinance is this code, the act Michigan's)."""
    for word in _NAME_WORD_RE.finditer(text, start, end):
        if " ".join(text[word.start() : end].split()) in named_codes.CODIFIED_ACTS:
            start = word.start()
            break
    code = law.canonical_law(text[start:end])
    if code is None:
        return None
    act = named_codes.CODIFIED_ACTS.get(code)
    ref = act_named(act) if act else Reference(EXTERNAL, "", code=code)
    return make_hit(start, end, [Member(ref, start, end)], named_law=True)


def act_named(act: named_codes.CodifiedAct) -> Reference:
    """An act named alone, as the body it is codified in: its first section, et seq. (`the
    Illinois Condominium Act` → 765 ILCS 605), or the division it is (`SEQRA` → ECL art. 8)."""
    return Reference(
        EXTERNAL,
        act.first,
        code=act.body,
        external_title=act.title,
        division=act.division,
        jurisdiction=statutes.jurisdiction_of(act.body),
    )


def subdivision_before(text: str, start: int) -> tuple[int, tuple[str, ...]]:
    """`subsection (a) of `, `division (A)(5) of section ` just before a statute at `start`: where
    the phrase begins and the labels it adds to the statute's number (none: `start`, ())."""
    if "of" not in text[max(0, start - 20) : start]:  # `of `, `of section\n    ` before it
        return start, ()
    m = statutes.SUBDIVISION_BEFORE_RE.search(text, max(0, start - 56), start)
    if m is None:
        return start, ()
    return m.start(), labels_from_path(m["path"]) if m["path"] else (m["bare"],)


def whole_statute(cur: Cursor, first: Member | None, found: Law | None) -> Member | None:
    """A named law's section number read whole where this code's number grammar stopped before
    a lower-case letter inside it (`Utah Code Annotated §10-9a-101`: its `10-9` is no section);
    `first` as it was otherwise (no law named before it, or the number ended there)."""
    if first is None or found is None or found is OWN:
        return first
    if not cur.text[cur.pos : cur.pos + 1].islower():
        return first
    whole = statutes.STATUTE_NUMBER_RE.match(cur.text, first.start)
    if whole is None or whole.end("number") <= cur.pos:
        return first
    cur.pos = whole.end()
    labels = labels_from_path(whole["path"] or "")
    return Member(Reference(EXTERNAL, whole["number"], labels), first.start, whole.end())
