"""The names a code's nodes give themselves, and their uses: a chapter that declares `This chapter
… shall be known as the Jefferson Parish Unified Development Code, hereinafter referred to as the
"UDC"` is cited by `this UDC`; a section that declares `This section shall be known as the
"Mobile Waste Hauler Sewer User Fee Law"` is cited by `this Mobile Waste Hauler Sewer User Fee
Law`, and, being an ordinance or a law by its own name, by `this ordinance` inside it.

Only a declaration by the node itself (`This chapter`, `This section`, `This title`) names one:
`This Ordinance shall be known as the Unified Development Ordinance` may mean the whole code,
whose `this ordinance` is no citation. A name is an acronym or a quoted name in capitals that
ends in `Ordinance`, `Law`, `Code` or `Act`. A chapter's printed title names it too when it ends
in `Ordinance` or `Law` (`heading_names`: a chapter headed `NOISE ORDINANCE` is `the Noise
Ordinance`, and `this ordinance` inside it). An editor's gloss names one too: `enforcing the Noise
Ordinance [this chapter]` makes `the Noise Ordinance` elsewhere in the code that chapter.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import replace
from functools import lru_cache

import graph.patterns as p
import graph.statutes as statutes
from graph.readers.cursor import Hit, Member, make_hit
from graph.readers.divisions import read_own_abbreviation
from graph.records import CitationKind, Reference, TextUnit
from parsers.ids import chapter_of

# The words that declare a short name (`graph.patterns.SHORT_NAME_RE`, `NAME_DECLARED_RE`),
# and those of an editor's gloss (`NAME_GLOSSED_RE`): looked for only where a bracket stands
# (one quick search for a rare character spares most texts two for the words).
_NAMING_WORDS = ("referred", "known", "cited")
_GLOSS_WORDS = ("[this", "[This")
# A name an editor glosses in brackets with the node it is (Metter, GA, § 9.20.120: `enforcing
# the Noise Ordinance [this chapter]`): a name in capitals ending in a word of a body of law, then
# `[this chapter]`, `[this title]` or `[this section]`.
NAME_GLOSSED_RE = re.compile(
    r"\b(?P<name>(?:[A-Z][a-z]+\s+){1,4}(?:Ordinance|Law|Code))\s*"
    r"\[(?i:this)\s+(?P<node>(?i:chapter|title|section))\]"
)
# The code defining its own name (Matanuska-Susitna Borough, AK, § 1.15.005: `“Code” means the
# Matanuska-Susitna Borough Code.`): the words before `Code`, each capitalized (hyphenated words
# are several), whose initials are the abbreviation it is cited by (`MSB 1.15.090(A)`).
CODE_DEFINED_RE = re.compile(
    r"[\"“]Code[\"”]\s+means\s+the\s+(?P<name>(?:[A-Z][a-z'’]*(?:-[A-Z][a-z'’]*)*\s+){1,6})Code\b"
)
# Initials ending in the `C` of `Code` before a three-level number (`KGBC 1.25.050`): a code's
# own abbreviation where the number has its own sections' shape (`_used_abbreviations`).
_ABBREVIATED_NUMBER_RE = re.compile(
    r"(?<![\w.])(?P<letters>[A-Z]{2,6}C)[ \t]+"
    r"(?P<number>\d{1,3}(?:[.-]\d{1,4}){2})(?![\w-]|\.\d)"
)
# The `C` of such initials before a number: a literal-first search, the cheap check first.
_C_BEFORE_NUMBER_RE = re.compile(r"C[ \t]+\d")
# What follows a name where it is glossed (its gloss is the citation there).
GLOSS_AFTER_RE = re.compile(r"\s*\[(?i:this)\s")
# A node naming itself in full, the name quoted: `This section shall be known and may be cited
# as the "Mobile Waste Hauler Sewer User Fee Law."`, `This chapter shall be known as the "Fire
# Code."` (a name in capitals ending in a word of a body of law, its period inside the quotes;
# `this` opening a word, in any case, found by its `T` as in `SHORT_NAME_RE`).
NAME_DECLARED_RE = re.compile(
    r"[Tt](?<!\w[Tt])(?i:his)\s+(?P<node>(?i:chapter|title|section))\b[^.;]{0,120}?\b(?:known|cited)"
    r"(?:\s+and\s+(?:may\s+be\s+)?cited)?\s+as\s+(?:the\s+)?[\"“]"
    r"(?P<name>(?:[A-Z][\w'’&-]*\s+){1,8}(?:Ordinance|Law|Code|Act))\.?[\"”]"
)
# A name a text calls its own: `this Zoning Law`, `This Zoning Ordinance` (anchored on the literal
# `his`, the `T` or `t` before it checked: a literal start lets the regex engine skip ahead).
OWN_NAME_RE = re.compile(r"his\s+(?P<name>(?:[A-Z][a-z]+\s+){1,4}(?:Ordinance|Law|Code))\b")
# A section of this code cited with such a name (`§ 160-9 of the Zoning Law`): the name is the
# chapter that holds it (a name the text never calls its own, `Section 239-m of the General
# Municipal Law`, is another law's). `{name}` is the name's words. Each alternative opens with
# a literal (the word boundary before `Sec` checked after its `S`), which the search skips to.
CITED_WITH_NAME = (
    r"(?:§+|S(?<!\wS)ec(?:tion|\.)s?)\s*(?P<number>\d{{1,3}}[A-Z]?-\d{{1,4}}(?:\.\d{{1,3}})?[A-Z]?)"
    r"\s+of\s+(?:the|this)\s+{name}\b"
)
# A section of an appendix, by its id (`Appendix A, 24.1`): the appendix is an ordinance the
# code holds whole (a zoning ordinance codified as Appendix A), so its `this ordinance` is it.
APPENDIX_SECTION_RE = re.compile(r"Appendix [A-Z0-9]{1,3},")
# The appendix a section is in, as `this Appendix` names it (`graph.readers.levels.read_this`).
APPENDIX = Reference(CitationKind.DIVISION, "", relative_to=CitationKind.DIVISION, level="appendix")
# `this ordinance` inside a node that is an ordinance or a law by its own name.
THIS_ORDINANCE_RE = re.compile(r"(?<![A-Za-z])[Tt]his\s+(?i:ordinance)\b")
# The last word of a name that makes its node an ordinance (`… Facilities Ordinance`, `… Law`).
ORDINANCE_NAME_RE = re.compile(r"\b(?:Ordinance|Law)$")


def in_appendix(unit: TextUnit) -> bool:
    """Whether `unit` is a section of a code's appendix (`this ordinance` there is the appendix)."""
    return APPENDIX_SECTION_RE.match(unit.section or "") is not None


# Each regex declaring a short name, with what it cannot match without (one of its words; the
# bracket of a gloss, its `this` in any case): the others' words spare it no pass.
_DECLARING = (
    (p.SHORT_NAME_RE, ("referred", "known", "cited")),
    (NAME_DECLARED_RE, ("known", "cited")),
    (NAME_GLOSSED_RE, ("[",)),
)


def short_names(units: Iterable[TextUnit]) -> dict[str, Reference]:
    """The names a code's nodes give themselves in their own text: each name and the node it
    stands for (the declaring unit's chapter, title or section; the chapter a section cited
    with the name is in, where the text also says `this <name>`)."""
    found: dict[str, Reference] = {}
    for unit in units:
        text = unit.text
        if not any(w in text for w in _NAMING_WORDS) and not (
            "[" in text and any(w in text for w in _GLOSS_WORDS)
        ):
            continue  # most texts name nothing: a substring test spares them the regexes
        declared = (r for r, needs in _DECLARING if any(w in unit.text for w in needs))
        for m in (m for regex in declared for m in regex.finditer(unit.text)):
            node = _node(m["node"].lower(), unit)
            if node is not None:
                found.setdefault(" ".join(m["name"].split()), node)
    for unit in units:
        for name in _own_names(unit.text):
            words = r"\s+".join(map(re.escape, name.split()))
            cited = re.search(CITED_WITH_NAME.format(name=words), unit.text)
            if cited is not None:
                found.setdefault(name, Reference(CitationKind.CHAPTER, chapter_of(cited["number"])))
    return found


# A chapter's printed title that calls it an ordinance or a law (`ADEQUATE PUBLIC FACILITIES
# ORDINANCE`, `Zoning Law`): its last words, the last `Ordinance` or `Law`. A title that ends in
# `Code` is left out: it may be a model code the chapter adopts (`BUILDING CODE`), whose name
# cites outside law.
HEADING_NAME_RE = re.compile(
    r"(?P<name>(?:[A-Za-z][A-Za-z'’-]*\s+){1,6}(?:ordinance|law))\s*$", re.I
)
# Words a name does not open with, nor hold (`LAND USE AND ZONING ORDINANCE` is named `Zoning
# Ordinance`, never `Use And Zoning Ordinance`).
_CONNECTIVES = frozenset({"and", "or", "of", "the", "for", "to", "in", "on", "a", "an"})


def heading_names(chapter_titles: Mapping[str, str | None]) -> dict[str, Reference]:
    """The names chapters' printed titles give them: each run of two or more last words of a
    title that ends in `Ordinance` or `Law`, in capitals as running text prints them
    (`CHICAGO ZONING ORDINANCE`: `Chicago Zoning Ordinance`, `Zoning Ordinance`); a name two
    chapters share is neither's."""
    found: dict[str, set[str]] = {}
    for chapter, title in chapter_titles.items():
        m = HEADING_NAME_RE.search(title or "")
        words = m["name"].split() if m else []
        for n in range(2, len(words) + 1):
            tail = words[-n:]
            if any(w.lower() in _CONNECTIVES for w in tail):
                break
            found.setdefault(" ".join(w.capitalize() for w in tail), set()).add(chapter)
    return {
        name: Reference(CitationKind.CHAPTER, chapters.pop())
        for name, chapters in found.items()
        if len(chapters) == 1
    }


def _own_names(text: str) -> set[str]:
    """The names `text` calls its own (`this Zoning Law`)."""
    return {
        " ".join(m["name"].split())
        for m in OWN_NAME_RE.finditer(text)
        if m.start() > 0
        and text[m.start() - 1] in "Tt"
        and (m.start() < 2 or not text[m.start() - 2].isalpha())
    }


def own_abbreviations(units: Iterable[TextUnit]) -> frozenset[str]:
    """The abbreviations a code is cited by that its own definition of `Code` gives: the
    initials of its name's words, with and without the `C` of `Code` (`MSB`, `MSBC` of the
    Matanuska-Susitna Borough Code); and those it uses before its own sections' numbers."""
    found: set[str] = set()
    for unit in units:
        found.update(_used_abbreviations(unit))
        if "means the" not in unit.text:
            continue  # a substring test spares most texts the regex
        for m in CODE_DEFINED_RE.finditer(unit.text):
            initials = "".join(w[0] for w in re.split(r"[\s-]+", m["name"].strip()))
            if len(initials) >= 2:
                found.update((initials, f"{initials}C"))
    return frozenset(found)


def _used_abbreviations(unit: TextUnit) -> set[str]:
    """The initials ending in the `C` of `Code` a unit prints before a number of its own
    section's shape (`KGBC 1.25.050` in § 10.15.170): the code's own abbreviation, though no
    definition says so; never a body of statutes' name (`WAC 173-27-040`: the reader's)."""
    own = _shape(unit.section or "")
    if own is None or _C_BEFORE_NUMBER_RE.search(unit.text) is None:
        return set()  # the literal search spares most texts the costlier regex
    return {
        m["letters"]
        for m in _ABBREVIATED_NUMBER_RE.finditer(unit.text)
        if _shape(m["number"]) == own and statutes.body_named(m["letters"]) is None
    }


def _shape(number: str) -> tuple[str, ...] | None:
    """A three-level number's separators and the widths of its parts after the first
    (`10.15.170` → `.`, `2`, `.`, `3`); None for any other number."""
    parts = re.split(r"([.-])", number)
    if len(parts) != 5 or not all(part.isdigit() for part in parts[::2]):
        return None
    return (parts[1], str(len(parts[2])), parts[3], str(len(parts[4])))


@lru_cache(maxsize=64)
def _abbreviation_re(abbreviations: frozenset[str]) -> re.Pattern[str]:
    """One of the code's own abbreviations, alone as a word, before a number (`MSB 1.15.090`;
    not the `MSB` inside a longer word or after a period)."""
    names = "|".join(sorted(map(re.escape, abbreviations), key=len, reverse=True))
    return re.compile(rf"(?<![\w.])(?:{names})\s+(?=\d)")


def with_abbreviated(
    text: str, hits: tuple[Hit, ...], abbreviations: frozenset[str]
) -> tuple[Hit, ...]:
    """`hits` and every section or chapter cited after the code's own abbreviation
    (`MSB 2.12.055`) no hit covers."""
    if not abbreviations or not any(a in text for a in abbreviations):
        return hits
    found = list(hits)
    for m in _abbreviation_re(abbreviations).finditer(text):
        hit = read_own_abbreviation(text, m.start(), m.end())
        if hit is not None and not _covered(found, hit.start, hit.end):
            found.append(hit)
    return tuple(sorted(found, key=lambda h: h.start))


def _node(word: str, unit: TextUnit) -> Reference | None:
    """The node `This <word>` is in `unit`: its chapter, title or section."""
    if word == "chapter" and unit.chapter:
        return Reference(CitationKind.CHAPTER, unit.chapter)
    if word == "title" and unit.title:
        return Reference(CitationKind.TITLE, unit.title)
    if word == "section" and unit.section:
        return Reference(CitationKind.SECTION, unit.section)
    return None


@lru_cache(maxsize=256)
def _full_names_re(names: tuple[str, ...]) -> re.Pattern[str]:
    """`this <name>` / `the <name>` for names of several words, unquoted (a quoted name is its
    declaration or a mention of it)."""
    alternatives = "|".join(r"\s+".join(map(re.escape, n.split())) for n in names)
    return re.compile(rf"(?<![A-Za-z])[Tt]h(?:is|e)\s+(?P<name>{alternatives})\b")


def with_named(
    unit: TextUnit, hits: tuple[Hit, ...], names: Mapping[str, Reference]
) -> tuple[Hit, ...]:
    """`hits` and every use of a declared name (`this UDC`, `the UDC`, `this Mobile Waste Hauler
    Sewer User Fee Law`) no hit covers, and `this ordinance` inside a node named an ordinance or
    a law; after an article (`Article 2 of this UDC`) the name is the article's suffix: its
    chapter."""
    text = unit.text
    found = list(hits)
    full = tuple(n for n in names if " " in n and n.split()[-1] in text)
    uses = [*p.NAMED_NODE_RE.finditer(text), *(_full_names_re(full).finditer(text) if full else ())]
    for m in uses:
        reference = names.get(" ".join(m["name"].split()))
        if (
            reference is None
            or _covered(found, m.start(), m.end())
            or GLOSS_AFTER_RE.match(text, m.end())
        ):
            continue
        at = next(
            (
                i
                for i, h in enumerate(found)
                if p.OF_BEFORE_NAME_RE.fullmatch(text, h.end, m.start())
            ),
            None,
        )
        if at is None:
            found.append(Hit(m.start(), m.end(), (Member(reference, m.start(), m.end()),)))
        elif reference.kind is CitationKind.CHAPTER:
            found[at] = make_hit(
                found[at].start,
                m.end(),
                [_in_chapter(x, reference.number) for x in found[at].members],
            )
    own = _own_ordinance(unit, names) if "rdinance" in text else None
    if own is not None:
        for m in THIS_ORDINANCE_RE.finditer(text):
            if not _covered(found, m.start(), m.end()):
                found.append(Hit(m.start(), m.end(), (Member(own, m.start(), m.end()),)))
    return tuple(sorted(found, key=lambda h: h.start))


def _covered(hits: list[Hit], start: int, end: int) -> bool:
    return any(h.start < end and start < h.end for h in hits)


def _own_ordinance(unit: TextUnit, names: Mapping[str, Reference]) -> Reference | None:
    """The node holding `unit` that calls itself an ordinance or a law (the section before its
    chapter), else the appendix it is a section of, or None."""
    held = {
        (CitationKind.SECTION, unit.section),
        (CitationKind.CHAPTER, unit.chapter),
        (CitationKind.TITLE, unit.title),
    }
    named = [
        r for n, r in names.items() if ORDINANCE_NAME_RE.search(n) and (r.kind, r.number) in held
    ]
    order = (CitationKind.SECTION, CitationKind.CHAPTER, CitationKind.TITLE)
    own = min(named, key=lambda r: order.index(r.kind), default=None)
    return own or (APPENDIX if in_appendix(unit) else None)


def _in_chapter(member: Member, chapter: str) -> Member:
    """An article member read in `chapter` (`Article 2 of this UDC`)."""
    ref = member.reference
    if ref.kind is not CitationKind.ARTICLE or ref.within:
        return member
    return replace(member, reference=replace(ref, within=chapter, relative_to=None))
