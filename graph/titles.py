"""Titles from citations: the text rendering of an export has no section titles, citations do.

`Section 17.62.050 (Use permit and minor use permit)`, `(see Section 17.24.020, Zoning district
subdivision and density standards)`, `Chapter 17.88 (Public Hearings)`: each section or chapter
without a source title gets the title its citations agree on (`title_source = citations`). A
heading an ordinance prints for a section it (re)enacts (`§ 17.38.010. Purpose.`) or an
instruction's own title for its target is stronger evidence (`title_source = ordinance`).
Citations that disagree become a parse issue; the majority wins only when there is one.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from graph.records import Citation, CitationKind, Heading
from parsers.ordinance_records import Instruction, TargetKind
from parsers.records import ParseIssue, Severity, TitleSource


@dataclass(frozen=True, slots=True)
class InferredTitle:
    node: str
    kind: CitationKind  # SECTION or CHAPTER
    title: str
    source: TitleSource
    votes: int  # citations (or headings) that give this title
    document: str = ""  # where the first evidence is


def title_key(title: str) -> str:
    """What two printings of one title share: case, spacing and end punctuation aside."""
    key = _SLASH_RE.sub("/", title.casefold())
    key = _PUNCTUATION_RE.sub(" ", key)  # `incentives, or` and `incentives or` are one title
    return _SPACES_RE.sub(" ", key).strip(" .;:,")


# A slash with the spaces around it, punctuation (but slashes), runs of white space: what
# `title_key` sets aside.
_SLASH_RE = re.compile(r"\s*/\s*")
_PUNCTUATION_RE = re.compile(r"[^\w/ ]+")
_SPACES_RE = re.compile(r"\s+")


def _vote(printed: list[tuple[str, str]]) -> tuple[str, int, str, list[str]] | None:
    """The title most printings agree on: (title, votes, document, disagreeing forms)."""
    keys = [title_key(t) for t, _ in printed]  # each printing's key, made once
    ranked = Counter(keys).most_common()
    if len(ranked) > 1 and ranked[0][1] == ranked[1][1]:
        return None  # a tie: nothing to choose
    winner_key, votes = ranked[0]
    at = keys.index(winner_key)
    title, document = printed[at]
    others = sorted({t for (t, _), key in zip(printed, keys, strict=True) if key != winner_key})
    return title, votes, document, others


def _from_ordinances(
    headings: Iterable[Heading], instructions: Iterable[Instruction]
) -> dict[str, list[tuple[str, str]]]:
    """The titles ordinances print for sections: `§` headings and instructions' own titles."""
    found: dict[str, list[tuple[str, str]]] = {}
    for heading in headings:
        if heading.title:
            found.setdefault(heading.section, []).append((heading.title, ""))
    for instruction in instructions:
        sections = [t.id for t in instruction.targets if t.kind is TargetKind.SECTION]
        if instruction.target_title and len(sections) == 1:
            found.setdefault(sections[0], []).append(
                (instruction.target_title, instruction.span.document)
            )
    return found


def _from_citations(
    citations: Iterable[Citation],
) -> dict[tuple[CitationKind, str], list[tuple[str, str]]]:
    """The titles citations give the sections and chapters they resolve to."""
    found: dict[tuple[CitationKind, str], list[tuple[str, str]]] = {}
    for c in citations:
        if (
            c.given_title
            and c.resolved
            and c.target
            and c.target_kind in (CitationKind.SECTION, CitationKind.CHAPTER)
        ):
            found.setdefault((c.target_kind, c.target), []).append((c.given_title, c.document))
    return found


def _disagreement(
    kind: CitationKind, node: str, source: TitleSource, printed: list[tuple[str, str]]
) -> ParseIssue:
    forms = "; ".join(sorted({t for t, _ in printed}))
    return ParseIssue(
        document=printed[0][1],
        location=f"{kind.value} {node}",
        severity=Severity.WARNING,
        code="title-disagreement",
        message=f"{source.value} give {kind.value} {node} different titles: {forms}",
    )


def infer_titles(
    citations: Iterable[Citation],
    section_titles: Mapping[str, str | None],
    chapter_titles: Mapping[str, str | None],
    headings: Iterable[Heading] = (),
    instructions: Iterable[Instruction] = (),
) -> tuple[tuple[InferredTitle, ...], tuple[ParseIssue, ...]]:
    """Titles for the untitled sections and chapters, and the disagreements found."""
    from_ordinance = _from_ordinances(headings, instructions)
    from_citations = _from_citations(citations)
    inferred: list[InferredTitle] = []
    issues: list[ParseIssue] = []
    kinds = ((CitationKind.SECTION, section_titles), (CitationKind.CHAPTER, chapter_titles))
    for kind, known in kinds:
        nodes = {n for k, n in from_citations if k is kind}
        if kind is CitationKind.SECTION:
            nodes |= set(from_ordinance)
        for node in sorted(nodes):
            if known.get(node):
                continue  # the source prints a title: it stands
            ordinance = from_ordinance.get(node, []) if kind is CitationKind.SECTION else []
            sources = (
                (TitleSource.ORDINANCE, ordinance),
                (TitleSource.CITATIONS, from_citations.get((kind, node), [])),
            )
            for source, printed in sources:
                if not printed:
                    continue
                vote = _vote(printed)
                if vote is None or vote[3]:
                    issues.append(_disagreement(kind, node, source, printed))
                if vote is None:
                    continue
                title, votes, document, _ = vote
                inferred.append(InferredTitle(node, kind, title, source, votes, document))
                break
    return tuple(inferred), tuple(issues)
