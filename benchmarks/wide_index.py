"""What a full build of a wide-set code would hold (`benchmarks/citations_wide.py`): the
excerpts' sections and every local target the truth names, and the one form of a named unit
between the levels (a subchapter, division, part or appendix) however the truth writes it."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Protocol

from benchmarks.wide_units import canonical
from graph.records import Reference, TextUnit
from graph.resolve import CorpusIndex, build_index
from parsers.schemes import Scheme

# The truth's kinds of a named unit inside its parent (`graph.records.CitationKind.DIVISION`).
UNIT_KINDS = frozenset({"division", "subchapter", "part", "appendix"})
# A unit in the short form (`50 art. III div. 2`): the chapter, its article, the division.
_SHORT_DIVISION_RE = re.compile(r"(?P<chapter>\S+) art\. (?P<article>\S+) div\. (?P<number>\S+)")
# The section a table is numbered within, before its comma (`9-3-1` of `9-3-1, table 3-A`).
_TABLE_SECTION_RE = re.compile(r"(?P<section>\d[\w.-]*), (?i:table)\b")
# A unit after its chapter's bare number (`3.100 Appendix A`, `80, Appendix A`).
_AFTER_CHAPTER_RE = re.compile(r"(?P<chapter>\d[\d.-]*),? (?P<unit>[A-Z][a-z]+ \S+)")


class Truth(Protocol):
    @property
    def external(self) -> bool: ...
    @property
    def target(self) -> str: ...
    @property
    def target_kind(self) -> str: ...


def unit_id(target: str, kind: str) -> str:
    """The resolver's id of a unit (`Chapter 50, Article III, Division 2`, `Chapter 3.100,
    Appendix A`, `Appendix A`) from the truth's forms (`50 art. III div. 2`, `3.100 Appendix
    A`, an appendix's bare `A`)."""
    if short := _SHORT_DIVISION_RE.fullmatch(target):
        return f"Chapter {short['chapter']}, Article {short['article']}, Division {short['number']}"
    if after := _AFTER_CHAPTER_RE.fullmatch(target):
        return f"Chapter {after['chapter']}, {after['unit']}"
    if kind == "appendix" and re.fullmatch(r"[A-Z0-9]{1,3}", target):
        return f"Appendix {target}"
    return target


def index_of(
    truths: Sequence[Truth],
    units: list[TextUnit],
    names: Mapping[str, Reference] | None = None,
    scheme: Scheme | None = None,
) -> CorpusIndex:
    """What a full build of the code would hold: the excerpts' sections and every local
    target the truth names, in the code's `scheme` where its headings decided one."""
    sections = {u.node for u in units if u.node}
    subsections: list[tuple[str, str]] = []
    chapters: set[str] = set()
    articles: set[str] = set()
    units_held: set[str] = set()
    for t in truths:
        if t.external or not t.target:
            continue
        if t.target_kind == "chapter":
            chapters.add(t.target.removeprefix("Chapter ").strip())
        elif t.target_kind == "article":
            articles.add(t.target)
        elif t.target_kind == "table" and (held := _TABLE_SECTION_RE.match(t.target)):
            sections.add(held["section"])  # `9-3-1, table 3-A`: the section holding it
        elif t.target_kind in UNIT_KINDS:
            units_held.add(unit_id(t.target, t.target_kind))
        elif t.target_kind in ("section", "subsection", "paragraph"):
            target = canonical(t.target, t.target_kind)
            at = target.find("(")
            section = target if at < 0 else target[:at]
            sections.add(section)
            path = target[at:] if at >= 0 else ""
            parent = section
            for label in re.findall(r"\([^()]+\)", path):
                subsections.append((parent + label, parent))
                parent += label
    return build_index(
        sections, subsections, chapters=chapters, articles=articles, names=names,
        divisions=units_held, scheme=scheme,
    )  # fmt: skip
