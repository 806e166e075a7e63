"""Model laws a code adopts by reference under a name it quotes, and their uses: Cottonwood
Falls, KS, `There is hereby incorporated by reference … that certain standard traffic ordinance
known as the “Standard Traffic Ordinance for Kansas Cities,” Edition of 2015`; later `Section 33
of the Standard Traffic Ordinance` is that law's section 33, never a section of the city's code.

Only a name `known as` in a sentence that adopts by reference: `hereinafter referred to as the
“Building Code”` names the adopted codes together (Etowah, TN: the IBC and the IRC), no one law.
A use is the whole name (named alone, unnumbered) or a section `of the` name's words up to its
`Ordinance` or `Code` (`the Standard Traffic Ordinance`).

Outside law given a short name after its citation (`MGL c. 40A, …, hereinafter referred to as the
"Zoning Act,"`): a later `Section VI of the Zoning Act` is that law's section 6 (`with_defined`).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import replace
from functools import lru_cache

from graph.readers.cursor import Hit, Member, make_hit
from graph.records import CitationKind, Reference, TextUnit
from parsers.subsections import roman_value

# A sentence adopting another text by reference, up to its end: `There is hereby incorporated by
# reference … known as the “Standard Traffic Ordinance for Kansas Cities,”` (`adopted by
# reference` too).
ADOPTING_RE = re.compile(r"\b(?:incorporated|adopted)\s+by\s+reference\b[^.]*(?:\.[”\"][^.]*)?")
# The name the adopted text is known as, quoted, its comma or period inside the quotes: capital
# words, joined by `for`, `of`, `and`, `the`, with `Ordinance` or `Code` among them.
KNOWN_AS_RE = re.compile(
    r"\bknown\s+as\s+the\s+[“\"](?P<name>[A-Z][\w'’]*(?:\s+(?:(?:for|of|and|the)\s+)?[A-Z][\w'’]*)*)"
    r"[,.]?[”\"]"
)
# The edition after a name, its closing quote and comma between: `,” Edition of 2015`, `, 2015
# Edition` (a year).
EDITION_RE = re.compile(
    r"[,.]?[”\"]?,?\s+(?:Edition\s+of\s+(?P<year>(?:19|20)\d{2})|(?P<first>(?:19|20)\d{2})\s+Edition)\b"
)
# The words of a name up to its `Ordinance` or `Code` (`Standard Traffic Ordinance`).
SHORT_RE = re.compile(r"^.*?\b(?:Ordinance|Code)\b")


def adopted_names(units: Iterable[TextUnit]) -> tuple[str, ...]:
    """The names of the texts the code adopts by reference (`Standard Traffic Ordinance for
    Kansas Cities`), in the order they are declared."""
    found: list[str] = []
    for unit in units:
        if "by reference" not in unit.text:
            continue  # a substring test spares most texts the regexes
        for sentence in ADOPTING_RE.finditer(unit.text):
            for m in KNOWN_AS_RE.finditer(sentence[0]):
                name = " ".join(m["name"].split())
                if SHORT_RE.match(name) and name not in found:
                    found.append(name)
    return tuple(found)


@lru_cache(maxsize=64)
def _uses_re(names: tuple[str, ...]) -> re.Pattern[str]:
    """A use of one of `names`: a section of it (`Section 33 of the Standard Traffic
    Ordinance`, by its whole name or its words up to `Ordinance`/`Code`), or its whole name."""
    forms: dict[str, str] = {}
    for name in names:
        short = SHORT_RE.match(name)
        for form in (name, short[0] if short else name):
            forms.setdefault(r"\s+".join(map(re.escape, form.split())), name)
    alternatives = "|".join(sorted(forms, key=len, reverse=True))
    return re.compile(
        rf"(?:\bSections?\s+(?P<number>\d{{1,4}}(?:\.\d{{1,3}})?[A-Z]?)\s+of\s+the\s+)?"
        rf"(?P<name>{alternatives})\b"
    )


def with_adopted(text: str, hits: tuple[Hit, ...], names: tuple[str, ...]) -> tuple[Hit, ...]:
    """`hits` with every use of an adopted text's name: a section of it replaces the hits it
    covers (`Section 33` read alone, no body named); the whole name alone is the law named."""
    if not names or not any(n.split()[0] in text for n in names):
        return hits
    found = list(hits)
    for m in _uses_re(names).finditer(text):
        printed = " ".join(m["name"].split())
        name = next((n for n in names if _same(n, printed)), None)
        if name is None or (not m["number"] and printed != name):
            continue  # the short name alone: `said Standard Traffic Ordinance` is no citation
        edition = None if m["number"] else EDITION_RE.match(text, m.end())
        year = edition and (edition["year"] or edition["first"])
        where = f"({year} ed.)" if year else ""  # the edition adopted: `(2015 ed.)`
        ref = Reference(CitationKind.EXTERNAL, m["number"] or "", code=name, division=where)
        found = [h for h in found if not (m.start() <= h.start and h.end <= m.end())]
        if any(h.start < m.end() and m.start() < h.end for h in found):
            continue  # another reading overlaps it: that one stands
        found.append(make_hit(m.start(), m.end(), [Member(ref, m.start(), m.end())]))
    return tuple(sorted(found, key=lambda h: h.start))


def _same(name: str, printed: str) -> bool:
    """Whether `printed` is `name` or, before a section's number, its short form."""
    short = SHORT_RE.match(name)
    return printed == name or (short is not None and printed == short[0])


# A short name given to the outside law cited before it in its sentence, quoted: `hereinafter
# referred to as the "Zoning Act,"` (its comma inside the quotes).
# `herein called "Section 21D"` (Sudbury MA, after `MGL c. 40, § 21D`) names a section by the
# words a section of this code is cited by: a later `Section 21D` is that law's section.
DEFINED_AS_RE = re.compile(
    r"herein(?:after)?\s+(?:referred\s+to\s+as|called)\s+(?:the\s+)?[“\"](?P<name>[A-Z][\w'’]*"
    r"(?:\s+[A-Z0-9][\w'’]*){0,5})[,.]?[”\"]"
)
# Where a sentence opens: after a sentence's end and a capital (`c. 40A` is none), or a line's.
_SENTENCE_START_RE = re.compile(r"[.!?][”\")]?\s+(?=[A-Z(])|\n")
# A section of the defined law read as one name with it (`Section VI of the Zoning Act`).
_SECTION_OF_RE = re.compile(r"(?:Section|§)\s+(?P<n>[IVXL]{1,6}|\d{1,3}[A-Z]?)\s+of\s+the\s+")


def with_defined(text: str, hits: tuple[Hit, ...]) -> tuple[Hit, ...]:
    """`hits` with each use of a name given to outside law (`with_defined`'s module note): the
    defining quote is no citation; a section of the name is the law's section, as it numbers
    them (`VI` → `6`); a name no numbered outside law precedes in its sentence is left alone."""
    if "herein" not in text:
        return hits  # a substring test spares most texts the regex
    out = list(hits)
    for m in DEFINED_AS_RE.finditer(text):
        opens = list(_SENTENCE_START_RE.finditer(text, max(0, m.start() - 400), m.start()))
        sentence = opens[-1].end() if opens else max(0, m.start() - 400)
        law = next((h for h in out if sentence <= h.start < m.start() and _numbered_law(h)), None)
        body = law.members[0].reference if law is not None else None
        if body is None:
            continue
        if body.number and not _SECTION_NAME_RE.fullmatch(m["name"]):
            continue  # a section given a name: its `Section 4` would be no section of it
        out = [h for h in out if not (m.start() <= h.start < m.end())]
        if body.number:  # `Section 21D` named so: each use printed so is that law's section
            out = [_as_named(text, h, m["name"], body) if h.start >= m.end() else h for h in out]
            continue
        out = [_as_defined(text, h, m["name"], body) if h.start >= m.end() else h for h in out]
    return tuple(out)


# A short name printed as a section's citation: `Section 21D`, `§ 21D`.
_SECTION_NAME_RE = re.compile(r"(?:Section|§)\s+\d{1,4}[A-Z]{0,2}")


def _as_named(text: str, hit: Hit, name: str, body: Reference) -> Hit:
    """`hit` as the law named `name` where it is printed as that name alone (`Section 21D`),
    never this code's section of that number."""
    if len(hit.members) != 1 or " ".join(text[hit.start : hit.end].split()) != name:
        return hit
    return make_hit(hit.start, hit.end, [Member(body, hit.start, hit.end)])


def _numbered_law(hit: Hit) -> bool:
    ref = hit.members[0].reference
    return ref.kind is CitationKind.EXTERNAL and bool(ref.code) and bool(ref.division or ref.number)


def _as_defined(text: str, hit: Hit, name: str, body: Reference) -> Hit:
    """`hit` as the defined law's section where it is `Section N of the <name>`."""
    if len(hit.members) != 1 or hit.members[0].reference.code != text[hit.start : hit.end]:
        return hit  # a law named alone, its name as printed
    section = _SECTION_OF_RE.match(text, hit.start)
    if (
        section is None
        or section.end() + len(name) != hit.end
        or not text.endswith(name, 0, hit.end)
    ):
        return hit
    n = section["n"]
    number = str(roman_value(n.lower())) if n.isalpha() else n
    return make_hit(hit.start, hit.end, [Member(replace(body, number=number), hit.start, hit.end)])


# A model code's initials printed before or opening its name (`BOCA National Building Code`).
_INITIALS_BEFORE_RE = re.compile(r"(?<![\w.])(?P<initials>[A-Z]{3,6})[ \t]+$")
_INITIALS_FIRST_RE = re.compile(r"(?P<initials>[A-Z]{3,6})\s")


def with_initialled(text: str, hits: tuple[Hit, ...]) -> tuple[Hit, ...]:
    """`hits` with each later `the BOCA code` after a law named by its name with those initials
    (`the "BOCA National Building Code,"`): that law again (Hillsdale NJ's `the BOCA code
    referred to above`), never this code."""
    if "code" not in text:
        return hits  # the back-reference prints `code` in lower case
    out = list(hits)
    for hit in hits:
        ref = hit.members[0].reference
        if len(hit.members) != 1 or ref.kind is not CitationKind.EXTERNAL or ref.number:
            continue
        if not ref.code or text[hit.start : hit.end] != ref.code:
            continue  # a law named alone, its name as printed
        initials = _INITIALS_BEFORE_RE.search(text, max(0, hit.start - 8), hit.start)
        initials = initials or _INITIALS_FIRST_RE.match(text, hit.start)
        if initials is None:
            continue
        back = re.compile(rf"\bthe\s+{initials['initials']}\s+code\b")
        for m in back.finditer(text, hit.end):
            if not any(h.start < m.end() and m.start() < h.end for h in out):
                out.append(make_hit(m.start(), m.end(), [Member(ref, m.start(), m.end())]))
    return tuple(sorted(out, key=lambda h: h.start))
