"""Resolve citations to the corpus's ids (docs/architecture.md) and check them against it.

`resolve(citation, unit, index)` reads the citation's `Reference` in the light of where it sits:
"this section / chapter / title" is the nearest enclosing node of that kind (inside an ordinance's
amendment text, the code section being amended); labels normalize to ecode360's path form
(`E.1` → `(E)(1)`); a label missing under the named node but present under a closer one is
resolved there and marked `repaired`; a range expands over the real siblings in the subsection
tree. It returns a tuple because a range is several citations.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace

import graph.patterns as p
from graph.records import Citation, CitationKind, How, TextUnit, UnitKind

# ecode360's nesting of subsection labels: `A.` → `1.` → `a.` → `i.`.
_LEVEL_RES = (
    re.compile(r"[A-Z]{1,2}"),
    re.compile(r"\d{1,3}"),
    re.compile(r"[a-z]{1,2}"),
    re.compile(r"[ivxlc]{1,6}"),
)
# A municipal section number `17.62.050` and a chapter number `17.62`.
_SECTION_ID_RE = re.compile(r"\d{1,3}\.\d{1,3}[A-Z]?\.\d{1,4}[A-Z]?")
_CHAPTER_ID_RE = re.compile(r"\d{1,3}\.\d{1,4}[A-Z]?")


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
    chapter_set = set(chapters) | {s.rsplit(".", 1)[0] for s in section_set}
    title_set = {f"Title {c.split('.', 1)[0]}" for c in chapter_set}
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
        titles=frozenset(title_set),
        articles=frozenset(articles),
        tables=frozenset(tables),
        figures=frozenset(figures),
        subsections=frozenset(subsection_ids),
        children={k: tuple(v) for k, v in children.items()},
    )


def path(labels: Iterable[str]) -> str:
    """(`E`, `3`, `a`) → `(E)(3)(a)`."""
    return "".join(f"({label})" for label in labels)


def _well_formed(labels: tuple[str, ...], first_level: int = 1) -> bool:
    """Labels follow ecode360's nesting from `first_level` (`(1)(A)` is malformed)."""
    for depth, label in enumerate(labels):
        level = first_level + depth
        if level > len(_LEVEL_RES):
            return False
        if not _LEVEL_RES[level - 1].fullmatch(label) and not (
            level == 3 and _LEVEL_RES[3].fullmatch(label)
        ):
            return False
    return True


def _ancestors(subsection: str | None, section: str) -> list[str]:
    """`17.62.050(E)(1)` → [`17.62.050(E)(1)`, `17.62.050(E)`]: the closest first."""
    found: list[str] = []
    current = subsection
    while current and current != section and current.startswith(section):
        found.append(current)
        cut = current.rfind("(")
        current = current[:cut] if cut > len(section) else None
    return found


def _done(
    citation: Citation,
    kind: CitationKind,
    target: str,
    how: How,
    index: CorpusIndex,
    reason: str | None = None,
) -> Citation:
    return replace(
        citation,
        target_kind=kind,
        target=target,
        resolved=True,
        in_corpus=index.knows(kind, target),
        how=how,
        reason=reason,
        through=None,
    )


def _unresolved(citation: Citation, kind: CitationKind, reason: str) -> Citation:
    return replace(
        citation, target_kind=kind, resolved=False, in_corpus=False, reason=reason, through=None
    )


def _current_section(citation: Citation, unit: TextUnit) -> str | None:
    if unit.kind is UnitKind.ORDINANCE:
        return unit.amended_section_at(citation.start)
    return unit.section


def _title_number(unit: TextUnit) -> str | None:
    if unit.title:
        return unit.title
    if unit.chapter:
        return unit.chapter.split(".", 1)[0]
    section = unit.section or unit.amended_section_at(0)
    return section.split(".", 1)[0] if section else None


def resolve(citation: Citation, unit: TextUnit, index: CorpusIndex) -> tuple[Citation, ...]:
    """The resolved citation (several for a range), with target, `how`, and `in_corpus`."""
    ref = citation.reference
    if citation.through is not None:
        return _resolve_range(citation, unit, index)
    kind = ref.kind
    if kind is CitationKind.EXTERNAL:
        return (_resolve_external(citation, index),)
    if kind is CitationKind.SUBSECTION:
        return (_resolve_subsection(citation, unit, index),)
    if kind is CitationKind.SECTION:
        return (_resolve_section(citation, index),)
    if kind is CitationKind.CHAPTER:
        return (_resolve_chapter(citation, unit, index),)
    title = _title_number(unit)
    if kind is CitationKind.TITLE:
        return (_done(citation, kind, f"Title {ref.number}", How.ABSOLUTE, index),)
    if title is None:
        return (_unresolved(citation, kind, f"no enclosing title for {kind.value} {ref.number}"),)
    label = {CitationKind.ARTICLE: "Article", CitationKind.TABLE: "Table"}.get(kind, "Figure")
    return (_done(citation, kind, f"Title {title}, {label} {ref.number}", How.RELATIVE, index),)


def _resolve_external(citation: Citation, index: CorpusIndex) -> Citation:
    ref = citation.reference
    if ref.code is None:
        if _CHAPTER_ID_RE.fullmatch(ref.number):  # `Section 17.32`: a chapter called a section
            return _done(citation, CitationKind.CHAPTER, ref.number, How.REPAIRED, index)
        return _unresolved(citation, CitationKind.EXTERNAL, f"section {ref.number}: no code named")
    labels = path(ref.labels)
    if ref.code == p.CFR:
        if ref.external_title is None:
            return _unresolved(citation, CitationKind.EXTERNAL, "C.F.R. citation without a title")
        target = f"{ref.external_title} C.F.R. § {ref.number}{labels}"
    elif ref.code == p.CEQA_GUIDELINES:
        target = f"{p.CEQA_GUIDELINES}, § {ref.number}{labels}"
    elif ref.external_title is not None and not ref.number:
        sep = " tit. " if ref.code == p.CCR else ", tit. "
        target = f"{ref.code}{sep}{ref.external_title}"
    else:
        target = f"{ref.code} § {ref.number}{labels}"
    return _done(citation, CitationKind.EXTERNAL, target, How.ABSOLUTE, index)


def _resolve_section(citation: Citation, index: CorpusIndex) -> Citation:
    number = citation.reference.number
    if not _SECTION_ID_RE.fullmatch(number):
        return _unresolved(citation, CitationKind.SECTION, f"malformed section number {number}")
    return _done(citation, CitationKind.SECTION, number, How.ABSOLUTE, index)


def _resolve_chapter(citation: Citation, unit: TextUnit, index: CorpusIndex) -> Citation:
    number = citation.reference.number
    if _SECTION_ID_RE.fullmatch(number):  # `Chapter 17.20.030`: a section called a chapter
        return _done(citation, CitationKind.SECTION, number, How.REPAIRED, index)
    if re.fullmatch(r"\d{1,3}-\d{1,3}", number):  # `Chapter 17-22`
        return _done(citation, CitationKind.CHAPTER, number.replace("-", "."), How.REPAIRED, index)
    if number.isdigit():  # `Chapter 36`: a chapter of the enclosing title
        title = _title_number(unit)
        if title is None:
            return _unresolved(
                citation, CitationKind.CHAPTER, f"chapter {number}: no enclosing title"
            )
        return _done(citation, CitationKind.CHAPTER, f"{title}.{number}", How.RELATIVE, index)
    if not _CHAPTER_ID_RE.fullmatch(number):
        return _unresolved(citation, CitationKind.CHAPTER, f"malformed chapter number {number}")
    return _done(citation, CitationKind.CHAPTER, number, How.ABSOLUTE, index)


def _resolve_subsection(citation: Citation, unit: TextUnit, index: CorpusIndex) -> Citation:
    ref = citation.reference
    labels = ref.labels
    kind = CitationKind.SUBSECTION
    if ref.number:  # `Section 17.62.070(F)`
        if not _SECTION_ID_RE.fullmatch(ref.number):
            return _unresolved(citation, kind, f"malformed section number {ref.number}")
        if not _well_formed(labels):
            return _unresolved(citation, kind, f"malformed subsection label {path(labels)}")
        return _done(citation, kind, ref.number + path(labels), How.ABSOLUTE, index)
    section = _current_section(citation, unit)
    if section is None:
        where = "ordinance text" if unit.kind is UnitKind.ORDINANCE else unit.node
        return _unresolved(
            citation, kind, f"subsection {path(labels)}: no enclosing section in {where}"
        )
    closer = _ancestors(citation.subsection, section)  # the closest first
    named: str | None = section  # the node the citation names; a chapter has no subsections
    if ref.relative_to is CitationKind.CHAPTER:
        named = None
    elif ref.relative_to is CitationKind.SUBSECTION and closer:
        named = closer[0]
    if named is not None:
        candidate = named + path(labels)
        if index.knows(kind, candidate):
            return _done(citation, kind, candidate, How.RELATIVE, index)
        if not index.knows(CitationKind.SECTION, section):  # nothing to check against
            if _well_formed(labels, _depth(named, section) + 1):
                return _done(citation, kind, candidate, How.RELATIVE, index)
            return _unresolved(citation, kind, f"malformed subsection label {path(labels)}")
    # The label is not under the named node: a closer node that has it wins (`subsection I of
    # this chapter` inside 17.62.030 → 17.62.030(I); `subsection 2` inside (E)(1) → (E)(2)).
    for base in [*closer, section]:
        repaired = base + path(labels)
        if base != named and index.knows(kind, repaired):
            return _done(citation, kind, repaired, How.REPAIRED, index)
    if named is None:
        chapter = section.rsplit(".", 1)[0]
        return _unresolved(
            citation,
            kind,
            f"chapter {chapter} has no subsection {path(labels)}, nor has {section}",
        )
    if not _well_formed(labels, _depth(named, section) + 1):
        return _unresolved(citation, kind, f"malformed subsection label {path(labels)}")
    return _done(citation, kind, named + path(labels), How.RELATIVE, index)


def _depth(node: str, section: str) -> int:
    """How deep a node sits under its section: the section 0, `17.62.050(E)(1)` 2."""
    return node[len(section) :].count("(")


def _resolve_range(citation: Citation, unit: TextUnit, index: CorpusIndex) -> tuple[Citation, ...]:
    assert citation.through is not None
    first = resolve(replace(citation, through=None), unit, index)[0]
    last_citation = replace(citation, reference=citation.through, through=None, given_title=None)
    last = resolve(last_citation, unit, index)[0]
    if not (first.resolved and last.resolved and first.target and last.target):
        return (first, last)
    if first.target_kind is CitationKind.SUBSECTION and last.target_kind is CitationKind.SUBSECTION:
        parent_first = first.target[: first.target.rfind("(")]
        parent_last = last.target[: last.target.rfind("(")]
        siblings = index.children.get(parent_first, ())
        if parent_first == parent_last and first.target in siblings and last.target in siblings:
            lo, hi = siblings.index(first.target), siblings.index(last.target)
            if lo <= hi:
                return tuple(
                    replace(
                        first,
                        target=sib,
                        in_corpus=True,
                        given_title=None if sib != first.target else first.given_title,
                    )
                    for sib in siblings[lo : hi + 1]
                )
        reason = "range endpoints not siblings in the subsection tree: endpoints only"
        return (replace(first, reason=reason), replace(last, reason=reason))
    if first.target_kind is CitationKind.SECTION and last.target_kind is CitationKind.SECTION:
        chapter = first.target.rsplit(".", 1)[0]
        between = sorted(
            s
            for s in index.sections
            if s.rsplit(".", 1)[0] == chapter
            and _section_key(first.target) < _section_key(s) < _section_key(last.target)
        )
        middle = tuple(replace(first, target=s, in_corpus=True, given_title=None) for s in between)
        return (first, *middle, last)
    return (first, last)


def _section_key(section: str) -> tuple[int, ...]:
    return tuple(int(re.sub(r"\D", "", part) or 0) for part in section.split("."))
