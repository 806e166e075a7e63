"""The outline of the code that resolution checks against: the ids the corpus knows, in order.

`CorpusIndex` holds the sections, chapters, titles, articles, tables, figures and subsections the
corpus has, the subsection tree (parent → children in order) and each chapter's sections in
number order (what a range of sections expands over). Also the shapes of ids and of subsection
label paths.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field

from graph.records import CitationKind
from parsers.ids import chapter_of, title_id

# A code section number: dotted of any depth (`17.62.050`, `15.3.16.020`) or chapter-dash
# (`9-56`, `2-4-11`, `9-105.3`).
SECTION_ID_RE = re.compile(
    r"\d{1,3}[A-Z]?(?:\.\d{1,3}[A-Z]?(?:\.\d{1,4}[A-Z]?){1,3}|-\d{1,4}(?:-\d{1,4})?(?:\.\d{1,2})?)"
)
# A chapter-dash section number (`9-56`, `1-11`): a code numbered so, unlike a dotted one.
DASHED_SECTION_RE = re.compile(r"\d{1,3}[A-Z]?-\d{1,4}(?:-\d{1,4})?(?:\.\d{1,2})?")
# A chapter number `17.62`, `9.100`, `15.3.28`, `43.21C`.
CHAPTER_ID_RE = re.compile(r"\d{1,3}[A-Z]?(?:\.\d{1,4}[A-Z]?){1,2}")

# The nesting of subsection labels, level by level, in the schemes codes use: ecode360's `A.` →
# `1.` → `a.` → `i.`, the `(a)` → `(1)` → `(A)` or `(a)` → `(i)` of many others, and `(1)` →
# `(a)` → `(i)`. `(1)(A)` follows none of them.
_UPPER = re.compile(r"[A-Z]{1,2}")
_DIGIT = re.compile(r"\d{1,3}")
_LOWER = re.compile(r"[a-z]{1,2}")
_ROMAN = re.compile(r"[ivxlc]{1,6}")
_SCHEMES: tuple[tuple[tuple[re.Pattern[str], ...], ...], ...] = (
    ((_UPPER,), (_DIGIT,), (_LOWER, _ROMAN), (_ROMAN,)),
    ((_LOWER,), (_DIGIT,), (_UPPER, _LOWER), (_ROMAN, _UPPER, _LOWER)),
    ((_DIGIT,), (_LOWER,), (_ROMAN, _UPPER)),
)


@dataclass(frozen=True, slots=True)
class CorpusIndex:
    """The ids the corpus knows, and the subsection tree (parent id → children in order)."""

    sections: frozenset[str] = frozenset()
    chapters: frozenset[str] = frozenset()
    titles: frozenset[str] = frozenset()  # `Title 17`
    articles: frozenset[str] = frozenset()  # `Title 17, Article 2`
    tables: frozenset[str] = frozenset()  # `Title 17, Table 2-3`
    figures: frozenset[str] = frozenset()
    subsections: frozenset[str] = frozenset()
    children: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    by_chapter: Mapping[str, tuple[str, ...]] = field(default_factory=dict)  # sections, in order
    dashed: bool = False  # the corpus numbers its sections chapter-dash (`9-56`)

    def knows(self, kind: CitationKind, target: str) -> bool:
        known: Mapping[CitationKind, frozenset[str]] = {
            CitationKind.SECTION: self.sections,
            CitationKind.CHAPTER: self.chapters,
            CitationKind.TITLE: self.titles,
            CitationKind.ARTICLE: self.articles,
            CitationKind.TABLE: self.tables,
            CitationKind.FIGURE: self.figures,
            CitationKind.SUBSECTION: self.subsections,
        }
        return target in known.get(kind, frozenset())


def build_index(
    sections: Iterable[str],
    subsections: Iterable[tuple[str, str]],  # (id, parent id), in document order
    tables: Iterable[str] = (),
    figures: Iterable[str] = (),
    chapters: Iterable[str] = (),
    articles: Iterable[str] = (),
) -> CorpusIndex:
    """An index from plain ids; chapters and titles of the sections are added."""
    section_set = frozenset(sections)
    dotted = [s for s in section_set if "." in s]
    chapter_set = set(chapters) | {chapter_of(s) for s in dotted}
    by_chapter: dict[str, list[str]] = {}
    for s in dotted:
        by_chapter.setdefault(chapter_of(s), []).append(s)
    children: dict[str, list[str]] = {}
    subsection_ids: set[str] = set()
    for sub_id, parent in subsections:
        subsection_ids.add(sub_id)
        siblings = children.setdefault(parent, [])
        if sub_id not in siblings:
            siblings.append(sub_id)
    return CorpusIndex(
        sections=section_set,
        chapters=frozenset(chapter_set),
        titles=frozenset(title_id(c) for c in chapter_set),
        articles=frozenset(articles),
        tables=frozenset(tables),
        figures=frozenset(figures),
        subsections=frozenset(subsection_ids),
        children={k: tuple(v) for k, v in children.items()},
        by_chapter={k: tuple(sorted(v, key=number_key)) for k, v in by_chapter.items()},
        dashed=len(dotted) < len(section_set) / 2,
    )


def number_key(number: str) -> tuple[int, ...]:
    """`17.62.050` → (17, 62, 50): the order of dotted numbers."""
    return tuple(int(re.sub(r"\D", "", part) or 0) for part in number.split("."))


def path(labels: Iterable[str]) -> str:
    """(`E`, `3`, `a`) → `(E)(3)(a)`."""
    return "".join(f"({label})" for label in labels)


def depth(node: str, section: str) -> int:
    """How deep a node sits under its section: the section 0, `17.62.050(E)(1)` 2."""
    return node[len(section) :].count("(")


def well_formed(labels: tuple[str, ...], first_level: int = 1) -> bool:
    """Labels follow one of the nesting schemes from `first_level` (`(1)(A)` follows none)."""
    return any(_follows(scheme, labels, first_level) for scheme in _SCHEMES)


def _follows(
    scheme: tuple[tuple[re.Pattern[str], ...], ...], labels: tuple[str, ...], first_level: int
) -> bool:
    for at, label in enumerate(labels):
        level = first_level + at
        if level > len(scheme):
            return False
        if not any(style.fullmatch(label) for style in scheme[level - 1]):
            return False
    return True
