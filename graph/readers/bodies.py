"""Bodies of law named once: a body of statutes named alone by its full name (`the Town Law`,
`Wisconsin Statutes`: outside law without a number), and a title said once for the bare sections
after it (`as defined in CFR 49 … defined in section 173.53`: 49 C.F.R. § 173.53; run by
`graph.readers.joins` after the merge of hits).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

import graph.constitutions as constitutions
import graph.laws as law
import graph.named_codes as named_codes
import graph.statutes as statutes
from graph.readers import sessions, unnumbered
from graph.readers.cursor import Cursor, Hit, Member, labels_from_path, make_hit
from graph.readers.external import EXTERNAL, act_named, inside_word
from graph.readers.state_law import statute_numbers
from graph.records import CitationKind, Reference
from parsers.grammar.joints import LIST_WORD, RANGE_WORD

# The last word of a body of statutes' full name, after a capitalized word (`the Town Law`,
# `Wisconsin Statutes`, `the General Laws`, `Pennsylvania Municipalities Planning Code`): the
# anchor of a body named alone, without a number (one regex a word: each starts with a literal).
NAMED_BODY_END_RES = tuple(
    re.compile(rf"{word}\b(?![ ]*(?:§|\d))") for word in ("Law", "Statutes", "Code")
)
# `Laws`, read by `read_laws`: a body named alone, or a year's session laws (`Laws of 1977`).
LAWS_RE = re.compile(r"Laws\b(?![ ]*(?:§|\d))")
# After a body's `Laws`: `of` or a chapter makes it no body named alone (`the General Laws of
# Massachusetts` says only that the state has laws; `General Laws, Chapter 40` is `graph.laws`').
_LAWS_OF_RE = re.compile(r",?\s+(?:of|[Cc]hapter|c\.|ch\.)\b")
_LOWER_SPACE = tuple(f"{c} " for c in "abcdefghijklmnopqrstuvwxyz")
# The words before it that may complete the name, capitalized (up to four: `Municipal Home Rule`).
NAME_WORDS_BEFORE_RE = re.compile(r"(?:(?:New York|[A-Z][a-z]+)\s+){1,4}$")


# An abbreviation defined before a name (`NCGS – North Carolina General Statutes`): a list of
# abbreviations, no citation.
ABBREVIATION_BEFORE_RE = re.compile(r"\b[A-Z][A-Za-z.]{1,8}\s*[–—:=-]\s*$")


def named_alone(text: str, start: int, end: int) -> tuple[int, statutes.Body] | None:
    """The longest full name of a body of statutes that ends at `end` with the word at `start`
    (`General Municipal Law`, `Wisconsin Statutes`), and where it starts; None for none."""
    words = NAME_WORDS_BEFORE_RE.search(text, max(0, start - 48), start)
    if words is None:
        return None
    found = None
    for m in re.finditer(r"[A-Z]", words[0]):
        at = words.start() + m.start()
        if (at == words.start() or text[at - 1].isspace()) and (
            body := statutes.body_named(text[at:end])
            or _act_body(text[at:end])
            or (text.endswith("Laws", 0, end) and _named_here(text[at:end]))
        ):
            found = (at, body)
            break  # the longest first
    if found and ABBREVIATION_BEFORE_RE.search(text, max(0, found[0] - 16), found[0]):
        return None
    return found


def _named_here(name: str) -> statutes.Body | None:
    """A body `graph.laws` reads by its own anchors, named alone: `the General Laws`."""
    code = law.canonical_law(name)
    return statutes.Body(code, statutes.jurisdiction_of(code)) if code in law.NAMED_HERE else None


def _act_body(name: str) -> statutes.Body | None:
    """The body an act named alone is codified in (`Pennsylvania Municipalities Planning Code`)."""
    act = named_codes.CODIFIED_ACTS.get(name)
    return statutes.Body(act.body, statutes.jurisdiction_of(act.body)) if act else None


def read_body_named(text: str, anchor: re.Match[str]) -> Hit | None:
    """A body of statutes named alone by its full name (`the Town Law`, `Wisconsin Statutes`):
    outside law without a number, an alias of a citation right after it."""
    if not text[max(0, anchor.start() - 2) : anchor.start()].endswith(_LOWER_SPACE):
        return None  # after a lower-case word and a space (`Town Law`), checked before any regex
    previous = anchor.start() - 1  # where the word before starts
    while previous > 0 and text[previous - 1].isalpha():
        previous -= 1
    if not text[previous : previous + 1].isupper():
        return None  # `this Code`: the word before is no name's
    named = named_alone(text, anchor.start(), anchor.end())
    if named is None:
        return None
    start, body = named
    ref = Reference(EXTERNAL, code=body.name, jurisdiction=body.jurisdiction)
    if (act := named_codes.CODIFIED_ACTS.get(" ".join(text[start : anchor.end()].split()))) and (
        act.first or act.division
    ):  # `the Pennsylvania Municipalities Planning Code`: 53 P.S. § 10101 et seq.
        ref = act_named(act)
    return make_hit(start, anchor.end(), [Member(ref, start, anchor.end())], named_law=True)


def read_laws(text: str, anchor: re.Match[str]) -> Hit | None:
    """`Chapter 213, Laws of 1977`, `59 Del. Laws, c. 18` (session laws), or a body named alone
    (`the General Laws`)."""
    if year := constitutions.LAWS_OF_YEAR_RE.match(text, anchor.start()):
        return sessions.read_session_year(text, year)
    if volume := sessions.read_volume_laws(text, anchor):  # `57 Laws of Delaware, Chapter 504`
        return volume
    if _LAWS_OF_RE.match(text, anchor.end()):  # `the General Laws of Rhode Island, 1956` only
        return unnumbered.laws_of_state(text, anchor)
    return read_body_named(text, anchor)


# A subsection printed as its section's number and its letter (`subsection 70d.` of the Municipal
# Land Use Law: N.J.S.A. 40:55D-70(d)): anchored on the literal `ubsection`; only before an act of
# `graph.named_codes.CODIFIED_ACTS` (the reader checks), so never this code's.
SECTION_LETTER_RE = re.compile(r"ubsection\s+(?P<section>\d{1,3})(?P<letter>[a-z])\.?(?!\w)")


def read_section_letter(text: str, anchor: re.Match[str]) -> Hit | None:
    """`subsection 70d. of the Municipal Land Use Law`: section 70, subsection d, of the body
    the act is codified in."""
    start = anchor.start() - 1
    if start < 0 or text[start] not in "Ss" or inside_word(text, start):
        return None
    act = named_codes.OF_CODIFIED_ACT_RE.match(text, anchor.end())
    codified = named_codes.CODIFIED_ACTS.get(" ".join(act["name"].split())) if act else None
    if act is None or codified is None:
        return None
    ref = replace(
        act_named(codified),
        number=named_codes.codified_number(codified, anchor["section"]),
        labels=(anchor["letter"],),
        division="",
    )
    return make_hit(start, act.end(), [Member(ref, start, act.end())])


# A charter named alone, the anchor: `Charter` not before a number or a note's `reference`, nor
# naming something else (`Charter Township of Flint`, `charter school`).
CHARTER_RE = re.compile(
    r"Charter\b(?![ ]*(?:§|\d|[Rr]eferences?\b|Township|[Ss]chool|Commission|Communications))"
)
# What precedes it: the kind of government (`Parish `, `City `), or `the ` alone.
_CHARTER_BEFORE_RE = re.compile(
    r"(?:(?<![\w])the\s+(?:Home\s+Rule\s+)?|(?<![\w])(?P<kind>Parish|County|City|Town|Village"
    r"|Borough)\s+)$"
)


def read_charter(text: str, anchor: re.Match[str]) -> Hit | None:
    """`the Parish Charter`, `the City Charter`, `the Charter`: the local government's charter,
    outside law named without a provision."""
    before = _CHARTER_BEFORE_RE.search(text, max(0, anchor.start() - 20), anchor.start())
    if before is None:
        return None  # `Roanoke Charter`, `Home Rule Charter` without `the`: read elsewhere or not
    start = before.start("kind") if before["kind"] else anchor.start()
    ref = Reference(EXTERNAL, code=named_codes.CHARTER_BODIES[before["kind"] or ""])
    return make_hit(start, anchor.end(), [Member(ref, start, anchor.end())], named_law=True)


def read_popular_name(text: str, anchor: re.Match[str]) -> Hit | None:
    """An act named by its acronym (`SEQRA`, `FIFRA`): the body it is codified in, where."""
    end = anchor.end()
    if inside_word(text, anchor.start()) or text[end : end + 1].isalnum():
        return None  # a longer word or abbreviation
    ref = act_named(named_codes.CODIFIED_ACTS[anchor[0]])
    return make_hit(anchor.start(), end, [Member(ref, anchor.start(), end)], named_law=True)


# A section sign word before a number, either case (`section 173.53`, `(Section 173.150)`); the
# lower-case one is no citation alone, but it is under a title said once (`under_title`).
_BARE_SECTION_RE = re.compile(r"(?<![A-Za-z])[Ss]ections?\s+(?=\d)")
# How a section of a title said alone is numbered, per body: the C.F.R.'s part, a dot, its
# section (`173.53`, `173.114a`); a body not listed is never carried this way.
_TITLE_NUMBER_RE = {"C.F.R.": re.compile(r"\d{1,4}\.\d{1,4}[a-z]?")}
# Another label of the same section after a bare section's labels: ` through (l)`, ` and (b)`.
_MORE_LABEL_RE = re.compile(rf",?\s+(?:{LIST_WORD}|{RANGE_WORD})\s+\((?P<label>[a-z0-9]{{1,3}})\)")
# How the bodies of `_TITLE_NUMBER_RE` are printed (`CFR 49`, `49 C.F.R.`, `Code of Federal
# Regulations`): a text without any has no title said.
_TITLE_PRINTED = ("CFR", "C.F.R", "Federal Regulations")


def _title_said(ref: Reference) -> bool:
    """`CFR 49`, `CFR 49 section 173.88`: a title of a titled body."""
    return ref.kind is EXTERNAL and ref.code in _TITLE_NUMBER_RE and bool(ref.external_title)


def under_title(text: str, hits: tuple[Hit, ...]) -> tuple[Hit, ...]:
    """`… as defined in CFR 49 …: … defined in section 173.53. … (Section 173.150)`: a bare
    section numbered as that title's sections are, after the title is said and before any
    other body is named, is a section of that title (the municipal grammar leaves a lower-case
    `section 173.53` unread, and a capital one without a law unresolved)."""
    if not _names_a_body(hits) or not any(printed in text for printed in _TITLE_PRINTED):
        return hits  # most texts: no body named, no such title
    said: Reference | None = None
    out: list[Hit] = []
    reach = 0  # where the last hit ends: a bare section is read only between hits
    for hit in (*hits, None):
        if said is not None:
            out.extend(_bare_sections(text, reach, hit.start if hit else len(text), said))
        if hit is None:
            break
        refs = [m.reference for m in hit.members]
        if said is not None and all(_bare(r) for r in refs):
            hit = _titled_hit(hit, said)
        elif any(_named(r) for r in refs):
            title = next((r for r in refs if _title_said(r)), None)
            said = replace(title, number="", labels=()) if title else None
            hit = _more_labels(text, hit) if title else hit
        out.append(hit)
        reach = max(reach, hit.end)
    return tuple(out)


def _bare(ref: Reference) -> bool:
    """A number no body names, nor this code (`§ 72.08 of this chapter` after `36 C.F.R.`)."""
    return ref.kind is EXTERNAL and ref.code is None and ref.relative_to is None


def _named(ref: Reference) -> bool:
    return ref.kind is EXTERNAL and ref.code not in (None, *statutes.UNNUMBERED_BODIES)


def _names_a_body(hits: tuple[Hit, ...]) -> bool:
    """Whether a hit names a body of law (`_named`): what the readers that carry a body said
    once on to the numbers after it start from (none reads a text further without; in order,
    their hits stay as they are)."""
    return any(_named(m.reference) for hit in hits for m in hit.members)


def _fits(said: Reference, number: str) -> bool:
    return bool(said.code and _TITLE_NUMBER_RE[said.code].fullmatch(number))


def _titled_hit(hit: Hit, said: Reference) -> Hit:
    if not all(_fits(said, m.reference.number) for m in hit.members):
        return hit
    members = []
    for m in hit.members:
        through = m.through
        if through is not None:
            through = replace(said, number=through.number, labels=through.labels)
        ref = replace(said, number=m.reference.number, labels=m.reference.labels)
        members.append(replace(m, reference=ref, through=through))
    return replace(hit, members=tuple(members))


def _bare_sections(text: str, start: int, end: int, said: Reference) -> list[Hit]:
    found: list[Hit] = []
    for anchor in _BARE_SECTION_RE.finditer(text, start, end):
        if found and anchor.start() < found[-1].end:
            continue
        cur = Cursor(text, anchor.end(), [])
        numbers = statute_numbers(cur, said.code, said.jurisdiction)
        if numbers is None or numbers.pos > end:
            continue
        if not all(_fits(said, m.reference.number) for m in numbers.members):
            continue
        members = [
            replace(m, reference=replace(m.reference, external_title=said.external_title))
            for m in numbers.members
        ]
        found.append(_more_labels(text, make_hit(anchor.start(), numbers.pos, members)))
    return found


def _more_labels(text: str, hit: Hit) -> Hit:
    """`section 173.389(a) through (l)`, `173.240(a) and (b)`: (l) of the same section."""
    cur = Cursor(text, hit.end, list(hit.members))
    while cur.members[-1].reference.labels and (more := cur.match(_MORE_LABEL_RE)):
        last = cur.members[-1].reference
        ref = replace(last, labels=(*last.labels[:-1], more["label"]))
        cur.members.append(Member(ref, more.start("label") - 1, more.end()))
    return hit if cur.pos == hit.end else make_hit(hit.start, cur.pos, cur.members)


# A bare `title:section` number (`40:55D-25`, `40A:12-5`, `33:2740`); read as a statute only
# after a body numbered so is named (`after_colon_body`). A section of one or two digits alone
# (`10:30`) is a time, never read.
_COLON_NUMBER_RE = re.compile(
    r"(?<![\w:.§/-])(?P<number>\d{1,3}[A-Z]?:\d{1,4}[A-Z]{0,2}(?:-\d{1,4}(?:\.\d{1,3})?)?)(?![\w:-])"
)


def after_colon_body(
    text: str, hits: tuple[Hit, ...], in_note: Callable[[int, int], bool] | None = None
) -> tuple[Hit, ...]:
    """`… the Municipal Land Use Law (MLUL). … pursuant to 40:55D-25 and 40:55D-32 et seq.`:
    a bare `title:section` number after a body numbered so (`statutes.TITLE_COLON`: New
    Jersey's, Louisiana's, New Hampshire's statutes), before another body is named, is that
    body's; never one in a history note (`in_note`: `[R.O. 1966 § 2:3-3]`, a prior code's)."""
    if not _names_a_body(hits) or ":" not in text:
        return hits
    body: Reference | None = None
    out: list[Hit] = []
    reach = 0
    for hit in (*hits, None):
        end = hit.start if hit else len(text)
        if body is not None:
            for m in _COLON_NUMBER_RE.finditer(text, reach, end):
                number = m["number"]
                section = number.partition(":")[2]
                if in_note is not None and in_note(m.start(), m.end()):
                    continue  # `[R.O. 1966 § 2:3-3]`: a prior code's number, not the statute's
                if "-" in section or not section.isdigit() or len(section) >= 3:
                    ref = replace(body, number=number)
                    out.append(make_hit(m.start(), m.end(), [Member(ref, m.start(), m.end())]))
        if hit is None:
            break
        named = [m.reference for m in hit.members if _named(m.reference)]
        if named:
            last = named[-1]
            colon = last.code in statutes.TITLE_COLON
            body = (
                Reference(EXTERNAL, code=last.code, jurisdiction=last.jurisdiction)
                if colon
                else None
            )
        out.append(hit)
        reach = max(reach, hit.end)
    return tuple(sorted(out, key=lambda h: h.start))


# `said Code` (`exercise all powers prescribed by said Code`), and after a section's number `of
# the said code` (`Section 501(C)(8) of the said code`): the body of law the text named last.
_SAID_CODE_RE = re.compile(r"(?<![\w])[Ss]aid\s+[Cc]ode\b")
_OF_SAID_CODE_RE = re.compile(r"\s+of\s+(?:the\s+)?said\s+[Cc]ode\b")


# A statute's number corrected in brackets right after it (`LGC section 221.008(g) [211.008(g)]`):
# the same body's.
_BRACKET_NUMBER_RE = re.compile(
    r"\s*\[(?P<number>\d{1,6}(?:\.\d{1,4})+)(?P<path>(?:\([A-Za-z0-9]{1,5}\))+)?\]"
)


def said_code(text: str, hits: tuple[Hit, ...]) -> tuple[Hit, ...]:
    """`… the Internal Revenue Code … Section 501(C)(8) of the said code`: a section of no
    known law followed by `of the said code`, or `said Code` alone, cites the last body named
    (an act codified with an offset only alone: its numbers are not the body's)."""
    if not _names_a_body(hits) or ("aid" not in text and "[" not in text):
        return hits
    last: Reference | None = None
    out: list[Hit] = []
    reach = 0
    for hit in (*hits, None):
        end = hit.start if hit else len(text)
        if last is not None:
            for m in _SAID_CODE_RE.finditer(text, reach, end):
                ref = replace(last, number=_first_section(last.code), labels=())
                out.append(make_hit(m.start(), m.end(), [Member(ref, m.start(), m.end())]))
        if hit is None:
            break
        refs = [m.reference for m in hit.members]
        if any(_named(r) for r in refs):
            last = next(r for r in refs if _named(r))
            if fixed := _BRACKET_NUMBER_RE.match(text, hit.end):  # `221.008(g) [211.008(g)]`
                labels = labels_from_path(fixed["path"] or "")
                ref = replace(last, number=fixed["number"], labels=labels)
                start, stop = (
                    fixed.start("number"),
                    fixed.end("path") if fixed["path"] else fixed.end("number"),
                )
                out.extend((hit, make_hit(start, stop, [Member(ref, start, stop)])))
                reach = fixed.end()
                continue
        elif last is not None and (titled := _said_title(text, hit, last)) is not None:
            hit = titled
        elif (
            last is not None
            and all(r.kind is EXTERNAL and r.code is None for r in refs)
            and not any(a.offset for a in named_codes.CODIFIED_ACTS.values() if a.body == last.code)
            and (of_said := _OF_SAID_CODE_RE.match(text, hit.end))
        ):
            members = [
                replace(
                    m, reference=replace(last, number=m.reference.number, labels=m.reference.labels)
                )
                for m in hit.members
            ]
            hit = make_hit(hit.start, of_said.end(), members)
        out.append(hit)
        reach = max(reach, hit.end)
    return tuple(sorted(out, key=lambda h: h.start))


def _said_title(text: str, hit: Hit, last: Reference) -> Hit | None:
    """`… Title 12.1 of the North Dakota Century Code … the said Title 12.1`: a title said again
    after a body's title of that number was named is that body's title (None otherwise)."""
    ref = hit.members[0].reference
    if len(hit.members) != 1 or ref.kind is not CitationKind.TITLE or last.external_title is None:
        return None
    said = constitutions.SAID_BEFORE_RE.search(text, max(0, hit.start - 16), hit.start)
    if said is None or ref.number != last.external_title or last.number or last.division:
        return None
    return make_hit(said.start(), hit.end, [Member(last, said.start(), hit.end)])


def _first_section(code: str | None) -> str:
    """The first section of an act codified in `code` (`10101`), or "" for the body itself."""
    return next((a.first for a in named_codes.CODIFIED_ACTS.values() if a.body == code), "")
