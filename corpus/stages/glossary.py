"""Defined terms of the code's glossaries, and where the code uses them.

A definitions section is one whose title or chapter title says so (`Definitions`, `Definitions
of specialized terms and phrases`, `Glossary`, `Terms defined`), or whose body is mostly
definition paragraphs: `Term. Definition…` (ecode360 and most ordinances) or `"Term" means …`.
Its terms are read from those paragraphs, and from the labels of ADD_PART instructions aimed at it
(an ordinance that adds definitions names them). Nothing here knows a city's chapter numbers.

Uses are found with spaCy's `PhraseMatcher` on the tokenizer alone (`nlp.make_doc`, no pipeline),
matching on lower case; each term also matches its simple plural (or, for a plural term, its
singular). Overlapping matches keep the longest (`Supportive Housing`, not `Housing`). A term's
occurrence inside its own definition is not a use of it. `benchmarks/terms.py` measures the
matcher against a compiled regex alternation and says why the build uses the matcher; spaCy is
imported only when there is a term to look for.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from graph.records import SectionLike, TextUnit, UnitKind
from graph.sentences import sentences_for
from parsers.ids import chapter_of, title_of_chapter
from parsers.ordinance_records import Instruction, TargetKind, Verb

# A title that announces definitions: `Definitions`, `Definitions of specialized terms`, `Words
# and phrases defined`, `Glossary`, `Terms defined`, `Land use definitions`.
DEFINITIONS_TITLE_RE = re.compile(r"\b(?:definitions?|defined|glossary)\b", re.IGNORECASE)
# An optional subsection label opening a definition line (`A. `, `(12) `, `3. `): ecode360 often
# letters or numbers each definition of a long glossary.
_LABEL = r"(?:\(?(?:[A-Z]{1,2}|\d{1,3}|[ivxl]{1,5})[.)][ \t]+)?"
# `Term. Definition…` at a line start: the term is capitalized, one to eight words (letters,
# digits, hyphens, slashes, commas, apostrophes, parentheses), no period inside; a capital,
# quote or parenthesis opens the definition. Matched only inside definitions sections, where
# `B. Applicability. …` style headings are rare and where every such line names a term.
TERM_DOT_RE = re.compile(
    rf"^[ \t]*(?P<label>{_LABEL})"
    r"(?P<term>[A-Z][\w'’/&\-]*(?:,?[ \t]+\(?[\w'’/&\-]+\)?){0,7})\.[ \t]+(?=[A-Z\"“(])",
    re.MULTILINE,
)
# `"Term" means …` (straight or curly quotes), anywhere in a definitions section: the usual
# form of codified definitions and of a definition given inside another (`"Low barrier" means`).
QUOTED_MEANS_RE = re.compile(
    r"[\"“](?P<term>[A-Za-z][^\"”\n]{0,78}?)[,.]?[\"”][ \t]+(?:also[ \t]+)?"
    r"(?:means|shall[ \t]+mean|includes|shall[ \t]+include|refers[ \t]+to|is[ \t]+defined)\b"
)
# A definition paragraph ends at a blank line or at the next definition line.
_PARAGRAPH_BREAK_RE = re.compile(r"\n[ \t]*\n")
# Labels of an instruction that are subsection labels, not terms: `(D)`, `B`, `(3)(a)`, `iv`.
_SUBSECTION_LABEL_RE = re.compile(r"^(?:(?:\([A-Za-z0-9]{1,5}\))+|[A-Z]|\d{1,3}|[ivxl]{1,5})$")
# What may precede a definition's headword on its line: a label and an opening quote.
_LINE_HEAD_RE = re.compile(rf"[ \t]*{_LABEL}[\"“]?")
# A run of letters or digits: the words of a term, the clues a text must hold to contain it.
_WORD_RE = re.compile(r"[^\W\d_]+|\d+")
# A last word that takes `-es` in the plural (`tax` → `taxes`, `church` → `churches`).
_ES_PLURAL_RE = re.compile(r"(?:s|x|z|ch|sh)$", re.IGNORECASE)
# A last word ending consonant + y (`facility` → `facilities`).
_IES_PLURAL_RE = re.compile(r"[^aeiou]y$", re.IGNORECASE)

MIN_DEFINITION_LINES = 3  # a body "mostly" of definitions: at least this many, and half its lines
MAX_TERM_CHARS = 80


@dataclass(frozen=True, slots=True)
class DefinedTerm:
    """A term a definitions section defines; `start:end` is its definition (headword through the
    end of the paragraph) in the section's current text, or in its document's text when only an
    instruction's label names it (`located` False)."""

    term: str
    section: str
    document: str
    start: int
    end: int
    located: bool = True


@dataclass(frozen=True, slots=True)
class TermUse:
    """One use of a defined term: `start:end` are offsets into the source unit's text."""

    term: str  # the defined term, as its definition spells it
    defined_in: str  # the section that defines it
    source: str  # the using node: subsection, table, section, ordinance or paragraph id
    source_kind: str  # section, subsection, table, ordinance, paragraph
    section: str | None  # the enclosing (or, in an ordinance, amended) code section
    start: int
    end: int
    sentence: str
    matched: str = ""  # the words as written (`tobacco products`)
    unit: str = ""  # the unit whose text the offsets point into
    document: str = ""


@dataclass(frozen=True, slots=True)
class _Definition:
    term: str
    start: int  # the headword's start
    end: int  # the paragraph's end


def definition_paragraphs(text: str) -> list[_Definition]:
    """Every `Term. …` line and `"Term" means` phrase, to the next definition line or break."""
    heads: list[tuple[int, int, str]] = []  # (headword start, its line's start or -1, term)
    for m in TERM_DOT_RE.finditer(text):
        term = _clean(m.group("term"))
        if _plausible(term):
            heads.append((m.start("term"), m.start(), term))
    for m in QUOTED_MEANS_RE.finditer(text):
        term = _clean(m.group("term"))
        if _plausible(term):
            at = m.start("term")
            line = text.rfind("\n", 0, at) + 1
            heads.append((at, line if _LINE_HEAD_RE.fullmatch(text, line, at) else -1, term))
    heads.sort()
    line_starts = sorted(line for _, line, _ in heads if line >= 0)
    breaks = [m.start() for m in _PARAGRAPH_BREAK_RE.finditer(text)]
    found: list[_Definition] = []
    for start, _line, term in heads:
        end = len(text)
        i = bisect_right(line_starts, start)
        if i < len(line_starts):
            end = min(end, line_starts[i])
        j = bisect_right(breaks, start)
        if j < len(breaks):
            end = min(end, breaks[j])
        found.append(_Definition(term, start, end))
    return found


def _clean(term: str) -> str:
    return " ".join(term.split()).strip(" ,")


def _plausible(term: str) -> bool:
    """A term, not a label or a sentence: two or more letters, at most MAX_TERM_CHARS."""
    letters = sum(c.isalpha() for c in term)
    return letters >= 2 and len(term) <= MAX_TERM_CHARS and not _SUBSECTION_LABEL_RE.match(term)


def is_definitions_section(section: SectionLike, chapter_title: str | None) -> bool:
    """Whether the title or chapter title says definitions, or the body is mostly definitions."""
    if any(t and DEFINITIONS_TITLE_RE.search(t) for t in (section.title, chapter_title)):
        return True
    lines = [line for line in section.text.splitlines() if line.strip()]
    # Unlabelled `Term.` lines only: `B. Applicability. …` is a subsection heading.
    heads = sum(1 for m in TERM_DOT_RE.finditer(section.text) if not m.group("label")) + sum(
        1 for _ in QUOTED_MEANS_RE.finditer(section.text)
    )
    return heads >= MIN_DEFINITION_LINES and 2 * heads >= len(lines)


def find_defined_terms(
    sections: Iterable[SectionLike],
    chapter_titles: Mapping[str, str | None] | None = None,
    instructions: Iterable[Instruction] = (),
    documents: Mapping[str, str] | None = None,
) -> tuple[DefinedTerm, ...]:
    """The terms every definitions section defines, in section order, once per section.

    `instructions`: ADD_PART instructions aimed at a definitions section add their labels as
    terms; `documents` maps an ordinance id to its document (for labels the current text lacks).
    """
    titles = chapter_titles or {}
    found: dict[tuple[str, str], DefinedTerm] = {}
    definitions: dict[str, SectionLike] = {}
    by_id: dict[str, SectionLike] = {}
    for section in sections:
        by_id[section.id] = section
        if not is_definitions_section(section, titles.get(section.chapter)):
            continue
        definitions[section.id] = section
        for d in definition_paragraphs(section.text):
            found.setdefault(
                (section.id, d.term.lower()),
                DefinedTerm(d.term, section.id, section.document, d.start, d.end),
            )
    for instruction in instructions:
        if instruction.verb is not Verb.ADD_PART:
            continue
        for target in instruction.targets:
            if target.kind is not TargetKind.SECTION:
                continue
            section_or_none = by_id.get(target.id)
            chapter = chapter_of(target.id)
            says = any(
                t and DEFINITIONS_TITLE_RE.search(t)
                for t in (instruction.target_title, titles.get(chapter))
            )
            if not (says or target.id in definitions):
                continue
            for label in instruction.labels:
                term = _clean(label)
                if not _plausible(term) or (target.id, term.lower()) in found:
                    continue
                found[(target.id, term.lower())] = _located(
                    term, target.id, section_or_none, instruction, documents or {}
                )
    return tuple(found.values())


def _located(
    term: str,
    section_id: str,
    section: SectionLike | None,
    instruction: Instruction,
    documents: Mapping[str, str],
) -> DefinedTerm:
    """A label's term, placed in the section's current text if it is there, else in the
    instruction's text within its document."""
    pattern = re.compile(rf"(?im)^[ \t]*{_LABEL}[\"“]?{re.escape(term)}\b")
    if section is not None and (m := pattern.search(section.text)):
        start = m.end() - len(term)
        return DefinedTerm(term, section_id, section.document, start, start + len(term))
    m = pattern.search(instruction.text)
    offset = instruction.span.start + (m.end() - len(term) if m else 0)
    document = documents.get(instruction.ordinance, instruction.span.document)
    return DefinedTerm(term, section_id, document, offset, offset + len(term), located=False)


def forms(term: str) -> tuple[str, ...]:
    """The term and its simple plural (or, for a term ending in a plural `s`, its singular);
    a hyphenated term also as spaced words (`Low-Barrier` → `Low Barrier`)."""
    words = term.split()
    last = words[-1]
    if last.lower().endswith("s") and not last.lower().endswith("ss"):
        other = last[:-1]
    elif _IES_PLURAL_RE.search(last):
        other = last[:-1] + "ies"
    elif _ES_PLURAL_RE.search(last):
        other = last + "es"
    else:
        other = last + "s"
    found = [term, " ".join([*words[:-1], other])]
    if "-" in term:
        found += [form.replace("-", " ") for form in found]
    return tuple(found)


@lru_cache(maxsize=1)
def tokenizer() -> Any:
    """spaCy's blank English tokenizer (no pipeline components, no model download)."""
    import spacy

    return spacy.blank("en")


def _matcher(terms: Sequence[str]) -> Any:
    from spacy.matcher import PhraseMatcher

    nlp = tokenizer()
    matcher = PhraseMatcher(nlp.vocab, attr="LOWER")
    for key in terms:
        matcher.add(key, [nlp.make_doc(form) for form in forms(key)])
    return matcher


def _best_definition(
    defined: Sequence[DefinedTerm], unit: TextUnit, section: str | None
) -> DefinedTerm:
    """Of the sections defining a term, the closest to the use: same section, same chapter,
    same title, else the first."""
    chapter = chapter_of(section) if section else unit.chapter
    title = title_of_chapter(chapter) if chapter else unit.title

    def rank(d: DefinedTerm) -> int:
        if d.section == section:
            return 0
        if chapter is not None and chapter_of(d.section) == chapter:
            return 1
        if title is not None and title_of_chapter(d.section) == title:
            return 2
        return 3

    return min(defined, key=rank)  # the first of the closest


def find_term_uses(units: Iterable[TextUnit], terms: Sequence[DefinedTerm]) -> list[TermUse]:
    """Every use of a defined term in `units` (offsets into each unit's text)."""
    if not terms:
        return []
    by_key: dict[str, list[DefinedTerm]] = {}
    for t in terms:
        by_key.setdefault(t.term.lower(), []).append(t)
    defining = {t.section for t in terms}
    matcher = _matcher(list(by_key))
    nlp = tokenizer()
    from spacy.util import filter_spans as longest_first

    filter_spans: Any = longest_first  # spaCy's helper is untyped

    clues = _clues(by_key)
    uses: list[TermUse] = []
    for unit in units:
        spans = []
        # Tokenize only around the clues: a text without any holds no term (most units of a
        # large code), and a use lies within MAX_TERM_CHARS of its clue.
        for lo, hi in _windows(unit.text, clues):
            doc = nlp.make_doc(unit.text[lo:hi])
            for span in filter_spans(matcher(doc, as_spans=True)):
                spans.append((lo + span.start_char, lo + span.end_char, span.label_))
        if not spans:
            continue
        own = _own_definitions(unit, defining)
        hits: list[tuple[int, int, str]] = []
        for start, end, key in spans:
            if any(d.term.lower() == key and d.start <= start < d.end for d in own):
                continue
            hits.append((start, end, key))
        sentences = sentences_for(unit.text, [(s, e) for s, e, _ in hits])
        for start, end, key in hits:
            uses.append(_use(unit, by_key[key], start, end, sentences[(start, end)]))
    return uses


def _windows(text: str, clues: Sequence[str]) -> list[tuple[int, int]]:
    """The stretches of `text` that may hold a term: MAX_TERM_CHARS and more either side of each
    clue, merged, widened to white space (where spaCy's tokens begin and end, so the tokens of
    a window are the tokens of the whole text)."""
    low = text.lower()
    if len(low) != len(text):  # a character whose lower case is longer: offsets would drift
        return [(0, len(text))] if any(c in low for c in clues) else []
    reach = MAX_TERM_CHARS + 20  # a term, its plural ending, one space per word
    found: list[tuple[int, int]] = []
    for clue in clues:
        at = low.find(clue)
        while at >= 0:
            found.append((max(0, at - reach), min(len(text), at + len(clue) + reach)))
            at = low.find(clue, at + 1)
    found.sort()
    windows: list[tuple[int, int]] = []
    for lo, hi in found:
        while lo > 0 and not text[lo - 1].isspace():
            lo -= 1
        while hi < len(text) and not text[hi].isspace():
            hi += 1
        if windows and lo <= windows[-1][1]:
            windows[-1] = (windows[-1][0], max(windows[-1][1], hi))
        else:
            windows.append((lo, hi))
    return windows


def _clues(keys: Iterable[str]) -> tuple[str, ...]:
    """Lower-case strings one of which every match contains: the longest word of each form of
    each term (a text without any of them holds no term, so it need not be tokenized)."""
    longest = {
        max(_WORD_RE.findall(form.lower()), key=len, default=form.lower())
        for key in keys
        for form in forms(key)
    }
    # `lot` covers `lots`: keep only clues that contain no other clue
    return tuple(c for c in longest if not any(o != c and o in c for o in longest))


def _own_definitions(unit: TextUnit, defining: set[str]) -> list[_Definition]:
    """The definitions written in `unit`: a definitions section's own text, or an ordinance's
    text that adds to one."""
    if unit.kind is UnitKind.SECTION and unit.section in defining:
        return definition_paragraphs(unit.text)
    if unit.kind is UnitKind.ORDINANCE and any(a.section in defining for a in unit.amends):
        return [
            d
            for d in definition_paragraphs(unit.text)
            if unit.amended_section_at(d.start) in defining
        ]
    return []


def _use(
    unit: TextUnit, defined: Sequence[DefinedTerm], start: int, end: int, sentence: str
) -> TermUse:
    source, kind = unit.node, unit.kind.value
    section = unit.section
    if unit.kind is UnitKind.SECTION:
        if table := unit.table_at(start):
            source, kind = table, "table"
        elif subsection := unit.subsection_at(start):
            source, kind = subsection, "subsection"
    elif unit.kind is UnitKind.ORDINANCE:
        section = unit.amended_section_at(start)
    best = _best_definition(defined, unit, section)
    return TermUse(
        term=best.term,
        defined_in=best.section,
        source=source,
        source_kind=kind,
        section=section,
        start=start,
        end=end,
        sentence=sentence,
        matched=unit.text[start:end],
        unit=unit.node,
        document=unit.document,
    )
