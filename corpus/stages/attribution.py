"""Attribute paragraphs that lost their section numbers to the sections they belong to.

ecode360 pages scraped without headings leave paragraphs with no number (`Paragraph` records).
The corpus knows many section texts already: the exports' sections and subsections, and the
ordinances' amending instructions, whose targets say which section a text belongs to (a
replaced section, a replaced subsection, each `§` of a replaced chapter). Each paragraph is
compared (rapidfuzz) with every such passage; the best match above a threshold gives the
paragraph its section, and the record says how sure it is:

- `exact`: after normalization (case, blanks, quotes, dashes, the leading label) the paragraph
  equals a passage or is contained in one;
- `fuzzy`: rapidfuzz's similarity ratio reaches the threshold (wording drift between the code and
  an ordinance, `twelve` vs `12`, a paragraph that spans two passages);
- `none`: nothing reached the threshold, or two different sections matched equally well: the
  paragraph stays unattributed rather than guessed.
"""

from __future__ import annotations

import bisect
import functools
import re
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from enum import StrEnum

from rapidfuzz import fuzz, process

from parsers.ordinance_records import Instruction, ParsedOrdinance, TargetKind
from parsers.records import Paragraph, ParsedExport

# A paragraph's leading bullet and label(s): `• A. `, `1. `, `(a) `, `iv) `, `A.1. `; stripped
# before comparison because scraped paragraphs lose their labels while the code keeps them.
LEADING_LABEL = re.compile(r"^(?:[•▪◦●\-–*]\s*)?(?:\(?(?:[A-Z]{1,2}|\d{1,3}|[a-z]{1,4})[.)]\s+)+")
# A section heading opening a chapter replacement's paragraph: `§ 17.38.010. Purpose.`, or a
# bare number `17.38.010 Purpose`. Everything until the next heading belongs to that section.
SECTION_HEADING = re.compile(r"^\s*(?:§+\s*)?(?P<id>\d+(?:\.\d+){2}[A-Za-z]?)\b\.?\s")
# A subsection target id's section part: `17.20.030(D)` → `17.20.030`.
SECTION_OF_TARGET = re.compile(r"^(?P<section>[^()]+)")
# Typographic variants that are not differences: curly quotes, dashes, a hyphen broken by a space.
QUOTES = str.maketrans({"‘": "'", "’": "'", "“": '"', "”": '"', "—": "-", "–": "-", "\u00a0": " "})
BROKEN_HYPHEN = re.compile(r"(?<=\w)- (?=\w)")
BLANKS = re.compile(r"\s+")
SEPARATOR = "\x00"  # between passages in the search blob; never in a normalized text

DEFAULT_THRESHOLD = 95.0  # similarity ratio (0-100) below which a paragraph stays unattributed
MIN_FUZZY_CHARS = 40  # shorter paragraphs (`Use Not Listed.`) are attributed only when exact
AMBIGUITY_MARGIN = 1.0  # two sections scoring within this of each other: ambiguous, not guessed
WINDOW = 3  # consecutive paragraphs joined into one passage, at most
NORMALIZED_CACHE = 1 << 16  # codes repeat boilerplate, ordinances repeat the code: normalize once
CANDIDATES = 5  # best passages looked at per paragraph (for the ambiguity check)
# A paragraph is compared only with the texts that hold one of its rarest words: a text within
# the threshold shares nearly every word, so it holds these too, and comparing with every text
# of similar length would make attribution grow with the square of the corpus.
RARE_WORDS = 4
WORD = re.compile(r"\w+")


class MatchHow(StrEnum):
    EXACT = "exact"
    FUZZY = "fuzzy"
    NONE = "none"


@dataclass(frozen=True, slots=True)
class Passage:
    """A text the corpus can place: which section (and subsection) it belongs to, and where from."""

    section: str
    document: str
    text: str  # normalized
    subsection: str | None = None


@dataclass(frozen=True, slots=True)
class ParagraphAttribution:
    document: str  # the paragraph's document
    index: int  # the paragraph's index in it
    section: str | None  # the section it belongs to; None when unattributed
    score: float  # the best match's score, 0-100 (kept even when below the threshold)
    matched_document: str | None  # the document whose passage matched
    how: MatchHow
    subsection: str | None = None  # the matched passage's subsection, when it was one


@functools.lru_cache(maxsize=NORMALIZED_CACHE)
def normalize(text: str) -> str:
    """The comparison form of a text: no label, one blank between words, plain quotes, lower."""
    text = BLANKS.sub(" ", text.translate(QUOTES)).strip()
    text = LEADING_LABEL.sub("", text)
    return BROKEN_HYPHEN.sub("-", text).lower()


def export_passages(exports: Iterable[ParsedExport]) -> list[Passage]:
    """Every subsection's own text, and every paragraph of every section, of the exports."""
    passages: list[Passage] = []
    for export in exports:
        for section in export.sections:
            for sub in section.subsections:
                if sub.text.strip():
                    passages.append(
                        Passage(section.id, section.document, normalize(sub.text), sub.id)
                    )
            lines = [normalize(line) for line in section.text.splitlines() if line.strip()]
            passages.extend(Passage(section.id, section.document, t) for t in _windows(lines))
    return passages


def _windows(lines: Sequence[str]) -> Iterator[str]:
    """Each paragraph, and each run of up to `WINDOW` consecutive ones: a scraped paragraph may
    join what another document prints as two (a sentence moved to its own line)."""
    for start in range(len(lines)):
        for size in range(1, WINDOW + 1):
            if start + size <= len(lines):
                yield " ".join(lines[start : start + size])


def _instruction_passages(instruction: Instruction, document: str) -> list[Passage]:
    sections = [
        match["section"]
        for target in instruction.targets
        if target.kind in {TargetKind.SECTION, TargetKind.SUBSECTION}
        and (match := SECTION_OF_TARGET.match(target.id))
    ]
    chapter_wide = any(t.kind is TargetKind.CHAPTER for t in instruction.targets)
    if not sections and not chapter_wide:
        return []  # tables, the zoning map: no section to give a paragraph
    runs: list[tuple[str, list[str]]] = []  # (section, its paragraphs), in order
    current = sections[0] if len(set(sections)) == 1 else None
    for line in instruction.text.splitlines():
        if not line.strip():
            continue
        heading = SECTION_HEADING.match(line) if chapter_wide else None
        if heading and heading["id"] != current:
            current = heading["id"]
            runs.append((current, []))
        if current is None:
            continue
        if not runs:
            runs.append((current, []))
        runs[-1][1].append(normalize(line))
    return [Passage(section, document, t) for section, lines in runs for t in _windows(lines)]


def ordinance_passages(ordinances: Iterable[ParsedOrdinance]) -> list[Passage]:
    """Every paragraph of every amending instruction whose target names a section or chapter."""
    passages: list[Passage] = []
    for parsed in ordinances:
        for instruction in parsed.ordinance.instructions:
            passages.extend(_instruction_passages(instruction, parsed.document.id))
    return passages


class PassageIndex:
    """The passages' distinct texts sorted by length, so that a paragraph is compared only with
    texts long and short enough to reach the threshold (the ratio bounds the length difference),
    and each distinct text once however many sections print it."""

    def __init__(self, passages: Sequence[Passage]) -> None:
        self.order = {id(p): rank for rank, p in enumerate(passages)}
        self.by_text: dict[str, list[Passage]] = {}
        for passage in passages:
            self.by_text.setdefault(passage.text, []).append(passage)
        self.texts = sorted(self.by_text, key=len)
        self.lengths = [len(t) for t in self.texts]
        self.postings: dict[str, list[int]] = {}  # word → positions in `texts` holding it
        for position, text in enumerate(self.texts):
            for word in set(WORD.findall(text)):
                self.postings.setdefault(word, []).append(position)
        # All texts in one string, so that containment is one C-level search, not a loop.
        self.blob = SEPARATOR.join(self.texts)
        self.starts: list[int] = []
        position = 0
        for length in self.lengths:
            self.starts.append(position)
            position += length + len(SEPARATOR)

    def exact(self, key: str) -> list[Passage]:
        """Passages equal to the paragraph, else (for a paragraph long enough to be telling)
        the passages that contain it."""
        if key in self.by_text:
            return list(self.by_text[key])
        hi = bisect.bisect_right(self.lengths, len(key))
        if len(key) < MIN_FUZZY_CHARS or hi >= len(self.texts):
            return []
        containing: list[Passage] = []
        position = self.blob.find(key, self.starts[hi])
        while position >= 0:
            index = bisect.bisect_right(self.starts, position) - 1
            containing.extend(self.by_text[self.texts[index]])
            following = index + 1
            if following >= len(self.starts):
                break
            position = self.blob.find(key, self.starts[following])
        return containing

    def near(self, key: str, threshold: float) -> list[tuple[float, Passage]]:
        """The passages most similar to the paragraph (rapidfuzz's normalized Indel ratio),
        best first; passages sharing a text share its score."""
        # ratio = 2·matches / (n + m) ≥ t/100 needs t·(n + m) ≤ 200·min(n, m).
        share = threshold / 100
        shortest = int(len(key) * share / (2 - share))
        longest = int(len(key) * (2 - share) / share) + 1
        lo = bisect.bisect_left(self.lengths, shortest)
        hi = bisect.bisect_right(self.lengths, longest)
        held = [self.postings[w] for w in set(WORD.findall(key)) if w in self.postings]
        rarest = sorted(held, key=len)[:RARE_WORDS]
        positions = sorted({i for posting in rarest for i in posting if lo <= i < hi})
        found = process.extract(
            key,
            [self.texts[i] for i in positions],
            scorer=fuzz.ratio,
            score_cutoff=threshold,
            limit=CANDIDATES,
        )
        return [(score, p) for text, score, _index in found for p in self.by_text[text]]

    def first(self, passages: Sequence[Passage]) -> Passage:
        """Of equally good passages, a subsection's, then the one the corpus listed first
        (exports before ordinances)."""
        return min(passages, key=lambda p: (p.subsection is None, self.order[id(p)]))


Match = tuple[MatchHow, float, Passage | None]  # how, score, the best passage


def match(key: str, index: PassageIndex, threshold: float) -> Match:
    """How a normalized paragraph matches the corpus: exact, fuzzy or not at all."""
    exact = index.exact(key)
    if exact:
        if len({p.section for p in exact}) == 1:
            return MatchHow.EXACT, 100.0, index.first(exact)
        return MatchHow.NONE, 100.0, None  # the same words in several sections
    if len(key) < MIN_FUZZY_CHARS:
        return MatchHow.NONE, 0.0, None
    near = index.near(key, threshold)
    if not near:
        return MatchHow.NONE, 0.0, None
    best_score = near[0][0]
    close = [p for score, p in near if best_score - score <= AMBIGUITY_MARGIN]
    if len({p.section for p in close}) > 1:
        return MatchHow.NONE, best_score, None  # two sections fit equally well
    return MatchHow.FUZZY, best_score, index.first([p for sc, p in near if sc == best_score])


def attribute(
    paragraph: Paragraph,
    index: PassageIndex,
    *,
    threshold: float = DEFAULT_THRESHOLD,
    seen: dict[str, Match] | None = None,
) -> ParagraphAttribution:
    """The section one paragraph belongs to, with how sure the match is. `seen` memoizes
    matches by normalized text: boilerplate paragraphs repeat, and each is matched once."""
    key = normalize(paragraph.text)
    found = seen.get(key) if seen is not None else None
    if found is None:
        found = match(key, index, threshold)
        if seen is not None:
            seen[key] = found
    how, score, passage = found
    return ParagraphAttribution(
        paragraph.document,
        paragraph.index,
        passage.section if passage else None,
        round(score, 1),
        passage.document if passage else None,
        how,
        passage.subsection if passage else None,
    )


def attribute_paragraphs(
    paragraphs: Iterable[Paragraph],
    passages: Sequence[Passage],
    *,
    threshold: float = DEFAULT_THRESHOLD,
) -> tuple[ParagraphAttribution, ...]:
    index = PassageIndex(passages)
    seen: dict[str, Match] = {}
    return tuple(attribute(p, index, threshold=threshold, seen=seen) for p in paragraphs)


def attribute_corpus(
    exports: Sequence[ParsedExport],
    ordinances: Sequence[ParsedOrdinance],
    *,
    threshold: float = DEFAULT_THRESHOLD,
) -> tuple[ParagraphAttribution, ...]:
    """Attribute every unnumbered paragraph of the exports against everything the corpus knows
    (exports first, so that the codified text wins a tie with an ordinance)."""
    paragraphs = [p for export in exports for p in export.paragraphs]
    if not paragraphs:
        return ()
    passages = export_passages(exports) + ordinance_passages(ordinances)
    return attribute_paragraphs(paragraphs, passages, threshold=threshold)
