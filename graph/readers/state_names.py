"""Outside law named without its state (`the Local Government Code`, `Government Code Section
65852.2`, `the Vehicle Code`, `Section 13-22 of the Revised Code`): the citing code's state's.

A code cites its own state's law by the name it has inside that state, the state left unsaid.
The readers read such a name as outside law with no body (`Government Code`, no jurisdiction),
or, for the names of California's codes, as California's. Given the citing code's state (the
export's jurisdiction, `find_citations(state=…)`), the name is that state's body of that name:
each state's bodies by the name they have within it, from the maintained library data
`graph.statutes` is built on (reporters-db's `laws`: `Texas Local Government Code` → `Local
Government Code`; `Revised Statutes of Nebraska` → `Revised Statutes`; New York's and Texas's
subject codes; California's 29 codes). A name the state has no body of, or two, stays outside law
with its body unresolved (a California name said in another state loses California); without a
state nothing changes. Never a target in the city's code: only outside-law members are read.
"""

from __future__ import annotations

import re
from functools import lru_cache

from reporters_db import LAWS

import graph.constitutions as constitutions
import graph.statutes as statutes
from graph.california_codes import CALIFORNIA_CODES
from graph.readers import court_rules
from graph.readers.cursor import Hit, Member, evolve, make_hit
from graph.records import CitationKind
from graph.state_acts import state_act

EXTERNAL = CitationKind.EXTERNAL
CALIFORNIA = "CA"
# A state's name as the start (`Texas Local Government Code`) or the end (`Revised Statutes of
# Nebraska`, `Code of Iowa`, `… of the State of Georgia`) of its body's full name: cut to leave the
# name the body has inside its state.
_OF_STATE_END = r"\s+of\s+(?:the\s+(?:State|Commonwealth)\s+of\s+)?"
# California's codes by their canonical names, to the name they have inside California.
_CALIFORNIA_SHORT: dict[str, str] = {c.canonical: f"{c.name} Code" for c in CALIFORNIA_CODES}
# The state said with a California name (`California Government Code`, `Cal. Gov. Code`, `Cal.
# Gov't Code`): its reading as California's is no guess.
_CALIFORNIA_SAID_RE = re.compile(r"\bCal(?:ifornia|\.)")
# Up to three capitalized words just before a name: a longer name of the state's may open there
# (`Local ` before `Government Code`: Texas's Local Government Code).
_WORDS_BEFORE_RE = re.compile(r"(?:[A-Z][\w'’]*\s+){1,3}$")
# Where each of those words starts.
_WORD_START_RE = re.compile(r"(?<![^\s])[A-Z]")
# What joins a body's name read alone to its numbered citation right after it (`Local Government
# Code Chapter 334`): white space only.
_NAME_GAP_RE = re.compile(r"[ \t]*\n?[ \t]*")
# A state's postal code printed after a place's name, as an export prints its jurisdiction:
# `City of Cotati, CA`.
_PRINTED_STATE_RE = re.compile(r",\s*(?P<state>[A-Z]{2})\s*$")
# The postal codes of the states, the District and the territories.
_POSTAL_CODES = frozenset(statutes.STATE_CODES.values()) - {"US"}
# The administrative compilations (reporters-db's `admin_compilation`: `Texas Administrative
# Code`): a city names its own `Administrative Code` so too (San Francisco's, New York City's),
# so their in-state name is never read as the state's.
_ADMINISTRATIVE = frozenset(
    body.name
    for key, entries in LAWS.items()
    if any(e["cite_type"] == "admin_compilation" for e in entries)
    and (body := statutes.body_named(key)) is not None
)
# The session laws of a legislature the text does not name: an act by its number (`Act 26 of the
# General Assembly of 1955`) is the citing state's; a chapter of them (`c. 400 of the Acts of
# 2012`, `graph.laws.ACTS`) keeps its unnamed body.
_UNNAMED_ACTS = constitutions.session_body(None).name
# How far before a member its printed name may lie (`Government Code Chapter 334`).
_NEAR = 60


def printed_state(jurisdiction: str) -> str:
    """The state a jurisdiction's printed name ends with (`City of Cotati, CA` → `CA`), or ""."""
    m = _PRINTED_STATE_RE.search(jurisdiction)
    return m["state"] if m and m["state"] in _POSTAL_CODES else ""


def _key(name: str) -> str:
    """A name as looked up: no `the`, `&` as `and`, one space, no case."""
    name = re.sub(r"\s+", " ", name.replace("&", " and ")).strip().casefold()
    return name.removeprefix("the ")


def _short_name(body: statutes.Body) -> str:
    """The name `body` has inside its state: its full name without the state's, or ""."""
    state = next((n for n, c in statutes.STATE_CODES.items() if c == body.jurisdiction), "")
    full = body.full_name
    if not state or not full:
        return ""
    if full.startswith(f"{state} "):
        return full.removeprefix(f"{state} ")
    return re.sub(_OF_STATE_END + re.escape(state) + "$", "", full) if full.endswith(state) else ""


@lru_cache(maxsize=64)
def bodies_of(state: str) -> dict[str, statutes.Body]:
    """The bodies of law of `state` (a USPS code) by the name each has inside it; a name of one
    word (`Code`, `Statutes`: a city's own code is `the Code` too), of two bodies or of an
    administrative compilation is left out."""
    found: dict[str, list[statutes.Body]] = {}
    for body in {b.name: b for b in statutes.BODIES.values()}.values():
        own = body.jurisdiction == state and body.name not in _ADMINISTRATIVE
        short = _short_name(body) if own else ""
        if len(short.split()) > 1:
            found.setdefault(_key(short), []).append(body)
    name = next((n for n, c in statutes.STATE_CODES.items() if c == state), "")
    for unnamed in (constitutions.public_acts, constitutions.session_body):
        if name and (acts := unnamed(name)).name in LAWS:
            # `Public Act 218 of 1979`, `Act 26 of the General Assembly of 1955`: the state's,
            # where reporters-db has its session laws by that name (`Mich. Pub. Acts`, `Ark. Acts`)
            found[_key(unnamed(None).name)] = [acts]
    abbreviation = statutes.state_abbreviation(name) if name else None
    for kind, rules in court_rules.KIND_NAMES.items():  # `Rules of Evidence`: `Ohio R. Evid.`
        if abbreviation:
            found[_key(kind)] = [statutes.Body(f"{abbreviation} {rules}", state)]
    if state == CALIFORNIA:
        for code in CALIFORNIA_CODES:
            body = statutes.Body(code.canonical, CALIFORNIA, f"California {code.name} Code")
            found.setdefault(_key(f"{code.name} Code"), []).append(body)
    return {name: bodies[0] for name, bodies in found.items() if len(bodies) == 1}


def with_state(text: str, hits: tuple[Hit, ...], state: str) -> tuple[Hit, ...]:
    """Each outside-law name said without its state read as `state`'s body of that name, and an
    act named with `state` first as its statutes' (`graph.state_acts`); a name read alone just
    before its own numbered citation joins it (`Local Government Code Chapter 334`: one
    citation)."""
    names = bodies_of(state)
    out: list[Hit] = []
    for hit in hits:
        if not any(m.reference.kind is EXTERNAL and m.reference.code for m in hit.members):
            out.append(hit)  # no outside law named (most hits): no name to read, none joined
            continue
        start, members = hit.start, list(hit.members)
        for at, member in enumerate(hit.members):
            if act := state_act(member.reference, state):  # `New Mexico Open Meetings Act`
                members[at] = evolve(member, reference=act)
            elif short := _stateless(text, hit, member, state):
                code, jurisdiction, opens = _body(text, member.start, short, names)
                members[at] = _cited(member, code, jurisdiction)
                start = opens if at == 0 and opens is not None else start
        if tuple(members) != hit.members:
            hit = make_hit(start, hit.end, members, named_law=hit.named_law)
        if out and _joins(text, out[-1], hit):
            hit = make_hit(out[-1].start, hit.end, hit.members)
            out.pop()
        out.append(hit)
    return tuple(out)


def _cited(member: Member, code: str, jurisdiction: str) -> Member:
    """`member` citing `code` of `jurisdiction` (its range's end too)."""
    ref = member.reference
    cited = evolve(ref, code=code, jurisdiction=jurisdiction)
    through = member.through
    if through is not None and through.code == ref.code:
        through = evolve(through, code=code, jurisdiction=jurisdiction)
    return evolve(member, reference=cited, through=through)


def _stateless(text: str, hit: Hit, member: Member, state: str) -> str:
    """The name a member's outside law is printed with when its state is unsaid, else ""."""
    ref = member.reference
    if ref.kind is not EXTERNAL or not ref.code:
        return ""
    if not ref.jurisdiction:  # a name of one word is no state's, but an act by its number is
        act = ref.code == _UNNAMED_ACTS and text.startswith("Act", member.start)
        return ref.code if " " in ref.code or act else ""
    short = _CALIFORNIA_SHORT.get(ref.code, "")
    if not short or state == CALIFORNIA or ref.jurisdiction != CALIFORNIA:
        return ""
    said = _CALIFORNIA_SAID_RE.search(text, max(0, hit.start - 12), hit.end)
    return "" if said else short


def _body(
    text: str, at: int, short: str, names: dict[str, statutes.Body]
) -> tuple[str, str, int | None]:
    """The body and jurisdiction `short`, printed near `at`, names in the state: the longest
    name its printing opens (`Local Government Code`), else the name itself, else no body; and
    where the longer name starts when it opens the member (`Local ` before its `Government`)."""
    base = max(0, at - _NEAR)
    window = text[base : at + _NEAR + len(short)]
    printed = [m.start() for m in re.finditer(re.escape(short), window, re.I)]
    words = _WORDS_BEFORE_RE.search(window, 0, printed[-1]) if printed else None
    if words is not None:
        for lead in _WORD_START_RE.finditer(words[0]):  # the longest name first
            if body := names.get(_key(words[0][lead.start() :] + short)):
                opens = base + words.start() + lead.start()
                return body.name, body.jurisdiction, opens if printed[-1] + base == at else None
    body = names.get(_key(short))
    return (body.name, body.jurisdiction, None) if body else (short, "", None)


def _joins(text: str, before: Hit, hit: Hit) -> bool:
    """Whether `before` names alone the body `hit` cites right after it (`Local Government Code`
    ⏎ `Chapter 334`)."""
    if len(before.members) != 1 or not _NAME_GAP_RE.fullmatch(text, before.end, hit.start):
        return False
    named, cited = before.members[0].reference, hit.members[0].reference
    return (
        named.kind is EXTERNAL
        and cited.kind is EXTERNAL
        and not (named.number or named.division)
        and bool(named.code)
        and named.code == cited.code
        and bool(cited.number or cited.division)
    )
