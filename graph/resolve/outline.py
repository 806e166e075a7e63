"""The outline of the code that resolution checks against: the ids the corpus knows, in order.

`CorpusIndex` holds the sections, chapters, titles, articles, tables, figures and subsections the
corpus has, the subsection tree (parent → children in order) and each chapter's sections in
number order (what a range of sections expands over). Also the shapes of ids and of subsection
label paths.
"""

from __future__ import annotations

import re
from collections import OrderedDict
from collections.abc import Container, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Protocol

from graph.records import CitationKind, Reference
from parsers.ids import chapter_of, section_of, title_id
from parsers.schemes import INFO, SHAPE_OF, Scheme, detect_scheme, scheme_of

# A chapter-dash section number (`9-56`, `1-11`, `250-12A`, `36.1-563`): a code numbered so,
# unlike a dotted one.
_DASHED = r"\d{1,3}[A-Z]?(?:\.\d{1,2})?-\d{1,4}[A-Z]?(?:-\d{1,4}[A-Z]?)?(?:\.\d{1,2})?"
DASHED_SECTION_RE = re.compile(_DASHED)
# A code section number: dotted of any depth (`17.62.050`, `15.3.16.020`), chapter-dash
# (`9-56`, `2-4-11`, `9-105.3`) or title-colon (`19:2-4`).
SECTION_ID_RE = re.compile(
    r"\d{1,3}[A-Z]?(?:\.\d{1,3}[A-Z]?(?:\.\d{1,4}[A-Z]?){1,3}|:\d{1,3}[A-Z]?-\d{1,4}[A-Z]?"
    rf"(?:\.\d{{1,2}})?)|{_DASHED}"
)
# A chapter number `17.62`, `9.100`, `15.3.28`, `43.21C`.
CHAPTER_ID_RE = re.compile(r"\d{1,3}[A-Z]?(?:\.\d{1,4}[A-Z]?){1,2}")

# The nesting of subsection labels, level by level, in the schemes codes use: ecode360's `A.` →
# `1.` → `a.` → `i.`, the `(a)` → `(1)` → `(A)` or `(a)` → `(i)` of many others (Ohio's
# `(a)(1)A.3.` among them), and `(1)` → `(a)` → `(i)`, or Municode's `(1)` → `a.` → `1.`
# (`(6)a.1.`). `(1)(A)` follows none of them.
_UPPER = re.compile(r"[A-Z]{1,2}")
_DIGIT = re.compile(r"\d{1,3}")
_LOWER = re.compile(r"[a-z]{1,2}")
_ROMAN = re.compile(r"[ivxlc]{1,6}")
_SCHEMES: tuple[tuple[tuple[re.Pattern[str], ...], ...], ...] = (
    ((_UPPER,), (_DIGIT,), (_LOWER, _ROMAN), (_ROMAN,)),
    ((_LOWER,), (_DIGIT,), (_UPPER, _LOWER), (_ROMAN, _UPPER, _LOWER, _DIGIT)),
    ((_DIGIT,), (_LOWER,), (_ROMAN, _UPPER, _DIGIT), (_ROMAN, _LOWER)),
)


class HasIdAndParent(Protocol):
    @property
    def id(self) -> str: ...
    @property
    def parent(self) -> str: ...


class SubsectionOutline(Mapping[str, tuple[str, ...]]):
    """The subsection tree, parent id → its children's ids in order, read from a section's
    subsections when a node of that section is asked about (the last few sections kept), never
    held whole: a big jurisdiction's 200,000 subsection ids would be made and held for the
    citation stage's few look-ups. `ids` answers whether a subsection exists."""

    KEPT = 16  # sections whose tree is kept: citations are resolved a section at a time

    def __init__(self, sections: Mapping[str, Sequence[HasIdAndParent]]) -> None:
        self._sections = sections
        self._kept: OrderedDict[str, tuple[dict[str, tuple[str, ...]], frozenset[str]]] = (
            OrderedDict()
        )
        self.ids = _SubsectionIds(self)

    def read(self, section: str) -> tuple[dict[str, tuple[str, ...]], frozenset[str]]:
        """The subsection tree of `section` (each parent's children, in order) and its ids."""
        found = self._kept.get(section)
        if found is not None:
            self._kept.move_to_end(section)
            return found
        children: dict[str, list[str]] = {}
        for sub in self._sections.get(section, ()):
            siblings = children.setdefault(sub.parent, [])
            if sub.id not in siblings:
                siblings.append(sub.id)
        tree = {k: tuple(v) for k, v in children.items()}
        read = self._kept[section] = (tree, frozenset(i for v in tree.values() for i in v))
        if len(self._kept) > self.KEPT:
            self._kept.popitem(last=False)
        return read

    def tree(self, section: str) -> dict[str, tuple[str, ...]]:
        return self.read(section)[0]

    def __getitem__(self, parent: str) -> tuple[str, ...]:
        return self.tree(section_of(parent))[parent]

    def __iter__(self) -> Iterator[str]:
        for section in self._sections:
            yield from self.tree(section)

    def __len__(self) -> int:
        return sum(len(self.tree(section)) for section in self._sections)


@dataclass(frozen=True, slots=True)
class _SubsectionIds(Container[str]):
    outline: SubsectionOutline

    def __contains__(self, node: object) -> bool:
        if not isinstance(node, str) or "(" not in node:
            return False
        return node in self.outline.read(section_of(node))[1]


@dataclass(frozen=True, slots=True)
class CorpusIndex:
    """The ids the corpus knows, and the subsection tree (parent id → children in order)."""

    sections: frozenset[str] = frozenset()
    chapters: frozenset[str] = frozenset()
    titles: frozenset[str] = frozenset()  # `Title 17`
    articles: frozenset[str] = frozenset()  # `Title 17, Article 2`
    tables: frozenset[str] = frozenset()  # `Title 17, Table 2-3`
    figures: frozenset[str] = frozenset()
    # Named units inside a parent (`Chapter 25-2, Subchapter F`, `Appendix A`): a code's
    # outline holds them only where its build read them
    divisions: frozenset[str] = frozenset()
    subsections: Container[str] = frozenset()
    children: Mapping[str, tuple[str, ...]] = field(default_factory=dict)  # parent → children
    by_chapter: Mapping[str, tuple[str, ...]] = field(default_factory=dict)  # sections, in order
    dashed: bool = False  # the corpus numbers its sections chapter-dash (`9-56`)
    scheme: Scheme | None = None  # the numbering scheme most of its sections are printed in
    # The short names its nodes give themselves (`UDC` → chapter 33: `graph.find.short_names`).
    names: Mapping[str, Reference] = field(default_factory=dict)

    def knows(self, kind: CitationKind, target: str) -> bool:
        field_name = _KNOWN_BY_KIND.get(kind)
        if field_name is None:
            return False
        known: Container[str] = getattr(self, field_name)
        return target in known


# The index's field that holds the ids of each kind (an outside law's are none).
_KNOWN_BY_KIND: dict[CitationKind, str] = {
    CitationKind.SECTION: "sections",
    CitationKind.CHAPTER: "chapters",
    CitationKind.TITLE: "titles",
    CitationKind.ARTICLE: "articles",
    CitationKind.TABLE: "tables",
    CitationKind.FIGURE: "figures",
    CitationKind.DIVISION: "divisions",
    CitationKind.SUBSECTION: "subsections",
}


def build_index(
    sections: Iterable[str],
    subsections: Iterable[tuple[str, str]] | SubsectionOutline,  # (id, parent id), in order
    tables: Iterable[str] = (),
    figures: Iterable[str] = (),
    chapters: Iterable[str] = (),
    articles: Iterable[str] = (),
    names: Mapping[str, Reference] | None = None,
    scheme: Scheme | None = None,
    divisions: Iterable[str] = (),
) -> CorpusIndex:
    """An index from plain ids (the subsections as pairs, or an outline read when asked);
    chapters and titles of the sections are added, as the code's `scheme` splits them (when its
    headings decided one: `parsers.scheme_headings`), else as their numbers' shape does."""
    section_set = frozenset(sections)
    dotted = [s for s in section_set if "." in s]
    # Sections of every numbering scheme (`parsers.schemes`) have a chapter: `8-3` of `8-3-4`.
    numbered = [s for s in section_set if "." in s or scheme_of(s) is not None]
    chapter_set = set(chapters) | {chapter_of(s, scheme) for s in numbered}
    by_chapter: dict[str, list[str]] = {}
    for s in numbered:
        by_chapter.setdefault(chapter_of(s, scheme), []).append(s)
    # A title only where the scheme's numbers carry one (`8` of `8-3-4`, not `250` of `250-12`).
    titled = (
        set(chapters)
        | {chapter_of(s) for s in dotted}
        | {chapter_of(s, scheme) for s in numbered if _titled(s, scheme)}
    )
    if isinstance(subsections, SubsectionOutline):
        subsection_ids: Container[str] = subsections.ids
        tree: Mapping[str, tuple[str, ...]] = subsections
    else:
        children: dict[str, list[str]] = {}
        found: set[str] = set()
        for sub_id, parent in subsections:
            found.add(sub_id)
            siblings = children.setdefault(parent, [])
            if sub_id not in siblings:
                siblings.append(sub_id)
        subsection_ids = frozenset(found)
        tree = {k: tuple(v) for k, v in children.items()}
    return CorpusIndex(
        sections=section_set,
        chapters=frozenset(chapter_set),
        titles=frozenset(title_id(c) for c in titled),
        articles=frozenset(articles),
        tables=frozenset(tables),
        figures=frozenset(figures),
        divisions=frozenset(divisions),
        subsections=subsection_ids,
        children=tree,
        by_chapter={k: tuple(sorted(v, key=number_key)) for k, v in by_chapter.items()},
        dashed=_mostly_dashed(section_set),
        scheme=scheme or detect_scheme(section_set),
        names=dict(names or {}),
    )


def _mostly_dashed(sections: frozenset[str]) -> bool:
    """Whether most sections are numbered with a dash (`9-56`, `42-11.06`, `8-3-4`)."""
    dashed = sum(1 for s in sections if DASHED_SECTION_RE.fullmatch(s))
    return dashed > len(sections) - dashed


def number_key(number: str) -> tuple[int, ...]:
    """`17.62.050` → (17, 62, 50), `8-3-4` → (8, 3, 4): the order of numbers of any scheme."""
    return tuple(int(_NOT_DIGIT_RE.sub("", part) or 0) for part in _PARTS_RE.split(number))


# What separates the parts of a number: `.`, `-`, `:` (`17.62.050`, `8-3-4`, `19:2-4`).
_PARTS_RE = re.compile(r"[.:-]")
# What a part's number drops: anything but digits (`050A` → 50).
_NOT_DIGIT_RE = re.compile(r"\D")


def _titled(section: str, code: Scheme | None = None) -> bool:
    """Whether a section's number carries a title, in the code's scheme where its number's shape
    is that scheme's (`10-03-12` of a chapter-article code carries none)."""
    scheme = scheme_of(section)
    if scheme is not None and code is not None and SHAPE_OF.get(code) is scheme:
        scheme = code
    return scheme is not None and INFO[scheme].titled


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
