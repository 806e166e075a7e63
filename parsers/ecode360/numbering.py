"""Section numbers for the sections of one chapter, from the evidence the export gives.

The text rendering prints no section headings. What it does print: running headers naming the
section in effect at the top and at the bottom of each page, and one history note closing each
section. So sections are the stretches between history notes, and each gets its number from
(strongest first) a printed heading, the running headers, the table of contents, or its position
between the numbers the headers pin down when they agree with the chapter's step (`010`, `020`,
…). Evidence that disagrees becomes a `number-conflict` issue; the stronger evidence wins. A
section whose number nothing establishes keeps a provisional id and a `number-provisional`
warning: a made-up number would be worse than none.

A step that fits two neighbours is not proof: `040` and `060` five sections apart fit a step of
4, though the chapter may count in fives with a gap. A number is inferred from the sequence only
when the chapter proves its step: consecutive numbered sections (at least `PROOF` of them, side
by side) show it, and none shows a finer one. Otherwise the section stays provisional, and its
warning names the number the sequence would have given and why it was not kept.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from itertools import pairwise

from parsers.records import NumberSource, ParseIssue, Severity
from parsers.schemes import join_number, split_number

DEFAULT_STEP = 10  # ecode360 codes with three-digit section numbers count in tens
DEFAULT_WIDTH = 3
# How many pairs of numbered sections side by side must show a step for it to be the chapter's
# (two: consecutive steps that agree).
PROOF = 2


@dataclass(slots=True)
class Evidence:
    """What is known about one section's number before numbering."""

    heading: str | None = None  # printed `§ 17.62.030.` heading
    headers: list[str] = field(default_factory=list)  # running-header sightings, in page order
    location: str = ""


def _format(chapter: str, value: int, width: int) -> str:
    return join_number(chapter, value, width)


def provisional_id(chapter: str, index: int) -> str:
    """The placeholder id of a section whose number no source establishes: the chapter and the
    section's place in it (`17.04#7`); never a plausible section number."""
    return f"{chapter}#{index + 1}"


def _fixed(
    chapter: str, evidence: Sequence[Evidence], document: str
) -> tuple[list[tuple[str, NumberSource] | None], list[ParseIssue]]:
    """Each section's number from its heading or running headers, or None; conflicts reported."""
    issues: list[ParseIssue] = []
    fixed: list[tuple[str, NumberSource] | None] = []
    for item in evidence:
        headers = [h for h in item.headers if split_number(h)[0] == chapter]
        counts = Counter(headers)
        if item.heading is not None:
            if counts and set(counts) != {item.heading}:
                message = (
                    f"heading says {item.heading}, running headers say "
                    f"{', '.join(sorted(counts))}; the heading wins"
                )
                issues.append(_conflict(document, item.location, message))
            fixed.append((item.heading, NumberSource.HEADING))
        elif counts:
            best = counts.most_common(1)[0][0]
            if len(counts) > 1:
                message = f"running headers disagree ({', '.join(sorted(counts))}); kept {best}"
                issues.append(_conflict(document, item.location, message))
            fixed.append((best, NumberSource.HEADER))
        else:
            fixed.append(None)
    return fixed, issues


def _anchors(
    chapter: str, fixed: Sequence[tuple[str, NumberSource] | None], document: str
) -> tuple[list[tuple[int, int, int]], list[ParseIssue]]:
    """(index, value, width) of each section whose number is known; out-of-order ones reported."""
    anchors = [
        (index, value, width)
        for index, found in enumerate(fixed)
        if found is not None
        for part, value, width in [split_number(found[0])]
        if value is not None and part == chapter
    ]
    issues = [
        _conflict(
            document,
            f"chapter {chapter}",
            f"section {j + 1} of the chapter is numbered {b}, not after {a} "
            f"(section {i + 1}): the running headers are out of order",
        )
        for (i, a, _), (j, b, _) in pairwise(anchors)
        if b <= a
    ]
    return anchors, issues


@dataclass(slots=True)
class _Sequence:
    """What the order of a chapter's sections can establish about an unnumbered one."""

    chapter: str
    anchors: list[tuple[int, int, int]]
    fixed: Sequence[tuple[str, NumberSource] | None]
    step: int
    width: int
    from_start: bool
    listed: Sequence[str]  # the chapter's numbers as its table of contents lists them
    proven: int | None = None  # the step consecutive numbered sections show (`proven_step`)
    guesses: dict[int, str] = field(default_factory=dict)  # unproven numbers, with why

    def listed_at(self, index: int) -> str | None:
        """The table of contents' number for the section at `index`, counted from the nearest
        numbered section before it (or the chapter's start), when the counts agree."""
        known = [(i, f[0]) for i, f in enumerate(self.fixed) if f is not None]
        before = [(i, n) for i, n in known if i < index and n in self.listed]
        after = [(i, n) for i, n in known if i > index and n in self.listed]
        if before:
            base_index, base_pos = before[-1][0], self.listed.index(before[-1][1])
        elif self.from_start:
            base_index, base_pos = -1, -1  # the chapter's start, just before its first entry
        else:
            return None
        position = base_pos + (index - base_index)
        if after:
            next_index, next_number = after[0]
            if self.listed.index(next_number) - base_pos != next_index - base_index:
                return None
        elif len(self.fixed) - base_index != len(self.listed) - base_pos:
            return None
        return self.listed[position] if 0 <= position < len(self.listed) else None

    def value_at(self, index: int) -> int | None:
        """The number the chapter's step gives the section at `index` between numbered ones
        (or from the chapter's start), when the neighbours agree with that step and the chapter
        proves it (`proven`); a fit the chapter does not prove is kept in `guesses`, with why."""
        before = [(i, v) for i, v, _ in self.anchors if i < index]
        after = [(i, v) for i, v, _ in self.anchors if i > index]
        value: int | None = None
        if before and after:
            (i, a), (j, b) = before[-1], after[0]
            if b - a == self.step * (j - i):
                value, fit = a + self.step * (index - i), f"{j - i} sections between {a} and {b}"
        elif after and self.from_start:
            j, b = after[0]
            if b == self.step * (j + 1):
                value, fit = self.step * (index + 1), f"{b} is section {j + 1} of the chapter"
        if value is None or self.step == self.proven:
            return value
        shown = f"they show {self.proven}" if self.proven else "too few are numbered side by side"
        self.guesses[index] = (
            f"the sequence would make it {_format(self.chapter, value, self.width)} (a step of "
            f"{self.step} fits: {fit}), but no {PROOF} consecutive numbered sections prove "
            f"that step ({shown})"
        )
        return None

    def number(self, index: int) -> tuple[str, NumberSource] | None:
        listed = self.listed_at(index) if self.listed else None
        if listed is not None:
            return listed, NumberSource.TOC
        value = self.value_at(index)
        if value is None:
            return None
        return _format(self.chapter, value, self.width), NumberSource.INFERRED


def _unique(
    numbered: Sequence[tuple[str, NumberSource]], evidence: Sequence[Evidence], document: str
) -> tuple[list[tuple[str, NumberSource]], list[ParseIssue]]:
    """A number printed twice keeps the first; the second is recorded as `N#2`, and said so."""
    out: list[tuple[str, NumberSource]] = []
    issues: list[ParseIssue] = []
    used: set[str] = set()
    for index, (number, source) in enumerate(numbered):
        if number in used:
            copy = 2
            while f"{number}#{copy}" in used:
                copy += 1
            message = f"{number} is already taken; recorded as {number}#{copy}"
            issues.append(_conflict(document, evidence[index].location, message))
            number = f"{number}#{copy}"
        used.add(number)
        out.append((number, source))
    return out, issues


def number_sections(
    chapter: str,
    evidence: Sequence[Evidence],
    document: str,
    *,
    from_start: bool = False,
    listed: Sequence[str] = (),
) -> tuple[list[tuple[str, NumberSource]], list[ParseIssue]]:
    """One (number, source) per section of `chapter`, in order.

    A heading or the running headers give a number; otherwise the table of contents (`listed`)
    or the sequence does, when the numbered neighbours agree with it. A section whose number
    nothing establishes keeps a provisional id (`provisional_id`) and a warning says why: no
    number is ever made up. `from_start`: the export holds the chapter from its heading on, so
    the order of the sections says which number each should have (first, second… at the
    chapter's step); numbers that disagree with it are reported once per chapter."""
    fixed, issues = _fixed(chapter, evidence, document)
    anchors, order_issues = _anchors(chapter, fixed, document)
    issues.extend(order_issues)
    step = _step(anchors)
    width = anchors[0][2] if anchors else DEFAULT_WIDTH
    sequence = _Sequence(
        chapter, anchors, fixed, step, width, from_start, listed, proven_step(anchors)
    )
    numbered: list[tuple[str, NumberSource]] = []
    for index, found in enumerate(fixed):
        found = found or sequence.number(index)
        if found is None:
            found = (provisional_id(chapter, index), NumberSource.PROVISIONAL)
            why = sequence.guesses.get(index, "nor does the sequence")
            issues.append(
                ParseIssue(
                    document,
                    evidence[index].location,
                    Severity.WARNING,
                    "number-provisional",
                    f"no heading, running header or table of contents establishes this "
                    f"section's number, {why}; recorded as {found[0]}",
                )
            )
        numbered.append(found)
    out, duplicate_issues = _unique(numbered, evidence, document)
    issues.extend(duplicate_issues)
    if from_start and any(item.heading is None for item in evidence):
        issues.extend(_order_check(chapter, out, evidence, step, width, document))
    return out, issues


def _order_check(
    chapter: str,
    out: Sequence[tuple[str, NumberSource]],
    evidence: Sequence[Evidence],
    step: int,
    width: int,
    document: str,
) -> list[ParseIssue]:
    for index, (number, source) in enumerate(out):
        expected = _format(chapter, step * (index + 1), width)
        if number != expected and source is not NumberSource.PROVISIONAL:
            message = (
                f"section {index + 1} of chapter {chapter} is numbered {number}, but its "
                f"place among the history notes makes it {expected} (a history note "
                "missing, or a section repealed?)"
            )
            return [_conflict(document, evidence[index].location, message)]
    return []


def proven_step(anchors: Sequence[tuple[int, int, int]]) -> int | None:
    """The step numbered sections side by side show, when at least `PROOF` pairs of them show
    it and none shows a finer one (a finer step means the chapter's numbers are not evenly
    spaced); None when the chapter does not prove one."""
    steps = Counter(b - a for (i, a, _), (j, b, _) in pairwise(anchors) if j == i + 1 and b > a)
    if not steps:
        return None
    finest = min(steps)
    return finest if steps[finest] >= PROOF else None


def _step(anchors: Sequence[tuple[int, int, int]]) -> int:
    """The chapter's numbering step, from neighbouring anchors (tens unless they say otherwise)."""
    steps = Counter(
        (b - a) // (j - i)
        for (i, a, _), (j, b, _) in pairwise(anchors)
        if j > i and b > a and (b - a) % (j - i) == 0
    )
    if steps:
        return steps.most_common(1)[0][0]
    if anchors and anchors[0][2] < DEFAULT_WIDTH:
        return 1
    return DEFAULT_STEP


def _conflict(document: str, location: str, message: str) -> ParseIssue:
    return ParseIssue(document, location, Severity.WARNING, "number-conflict", message)
