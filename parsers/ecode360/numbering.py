"""Section numbers for the sections of one chapter, from the evidence the export gives.

The text rendering prints no section headings. What it does print: running headers naming the
section in effect at the top and at the bottom of each page, and one history note closing each
section. So sections are the stretches between history notes, and each gets its number from
(strongest first) a printed heading, the running headers, or its position between the numbers
the headers pin down (numbered in order, at the step the chapter uses: `010`, `020`, …).
Evidence that disagrees becomes a `number-conflict` issue; the stronger evidence wins.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from itertools import pairwise

from parsers.records import NumberSource, ParseIssue, Severity

DEFAULT_STEP = 10  # ecode360 codes with three-digit section numbers count in tens
DEFAULT_WIDTH = 3


@dataclass(slots=True)
class Evidence:
    """What is known about one section's number before numbering."""

    heading: str | None = None  # printed `§ 17.62.030.` heading
    headers: list[str] = field(default_factory=list)  # running-header sightings, in page order
    location: str = ""


def split_number(number: str) -> tuple[str, int | None, int]:
    """`17.62.030` → (`17.62`, 30, 3), `170-12` → (`170`, 12, 2); a non-numeric last part
    (`17.62.030A`) gives None."""
    chapter, _, last = number.partition("-") if "-" in number else number.rpartition(".")
    return chapter, (int(last) if last.isdigit() else None), len(last)


def separator(numbers: Sequence[str]) -> str:
    """How a chapter's section numbers join chapter and section: `.` or `-` (as printed)."""
    return "-" if any("-" in n for n in numbers) else "."


def _format(chapter: str, value: int, width: int, sep: str = ".") -> str:
    return f"{chapter}{sep}{value:0{width}d}" if sep == "." else f"{chapter}{sep}{value}"


def number_sections(
    chapter: str, evidence: Sequence[Evidence], document: str, *, from_start: bool = False
) -> tuple[list[tuple[str, NumberSource]], list[ParseIssue]]:
    """One (number, source) per section of `chapter`, in order.

    `from_start`: the export holds the chapter from its heading on, so the order of the history
    notes says which number each section should have (first, second… at the chapter's step);
    numbers from the headers that disagree with it are reported (a history note may be missing,
    or a section repealed), once per chapter."""
    issues: list[ParseIssue] = []
    fixed: list[tuple[str, NumberSource] | None] = []
    for item in evidence:
        headers = [h for h in item.headers if split_number(h)[0] == chapter]
        counts = Counter(headers)
        if item.heading is not None:
            if counts and set(counts) != {item.heading}:
                issues.append(
                    _conflict(
                        document,
                        item.location,
                        f"heading says {item.heading}, running headers say "
                        f"{', '.join(sorted(counts))}; the heading wins",
                    )
                )
            fixed.append((item.heading, NumberSource.HEADING))
        elif counts:
            best = counts.most_common(1)[0][0]
            if len(counts) > 1:
                issues.append(
                    _conflict(
                        document,
                        item.location,
                        f"running headers disagree ({', '.join(sorted(counts))}); kept {best}",
                    )
                )
            fixed.append((best, NumberSource.HEADER))
        else:
            fixed.append(None)

    anchors = [
        (index, value, width)
        for index, found in enumerate(fixed)
        if found is not None
        for _, value, width in [split_number(found[0])]
        if value is not None
    ]
    for (i, a, _), (j, b, _) in pairwise(anchors):
        if b <= a:
            issues.append(
                _conflict(
                    document,
                    f"chapter {chapter}",
                    f"section {j + 1} of the chapter is numbered {b}, not after {a} "
                    f"(section {i + 1}): the running headers are out of order",
                )
            )
    step = _step(anchors)
    width = anchors[0][2] if anchors else DEFAULT_WIDTH
    sep = separator([f[0] for f in fixed if f is not None])
    if sep == "-" and not anchors:
        step = 1

    out: list[tuple[str, NumberSource]] = []
    used: set[str] = set()
    for index, found in enumerate(fixed):
        if found is None:
            value = _interpolate(index, anchors, step)
            if value is None or value <= 0:
                value = step * (index + 1)
                issues.append(
                    _conflict(
                        document,
                        evidence[index].location,
                        f"no consistent number between the running headers; numbered "
                        f"{_format(chapter, value, width, sep)} from its order in the chapter",
                    )
                )
            found = (_format(chapter, value, width, sep), NumberSource.INFERRED)
        number, source = found
        if number in used:
            copy = 2
            while f"{number}#{copy}" in used:
                copy += 1
            issues.append(
                _conflict(
                    document,
                    evidence[index].location,
                    f"{number} is already taken; recorded as {number}#{copy}",
                )
            )
            number = f"{number}#{copy}"
        used.add(number)
        out.append((number, source))
    if from_start:
        for index, (number, _) in enumerate(out):
            expected = _format(chapter, step * (index + 1), width, sep)
            if number != expected:
                issues.append(
                    _conflict(
                        document,
                        evidence[index].location,
                        f"section {index + 1} of chapter {chapter} is numbered {number}, but its "
                        f"place among the history notes makes it {expected} (a history note "
                        "missing, or a section repealed?)",
                    )
                )
                break
    return out, issues


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


def _interpolate(index: int, anchors: Sequence[tuple[int, int, int]], step: int) -> int | None:
    before = [(i, v) for i, v, _ in anchors if i < index]
    after = [(i, v) for i, v, _ in anchors if i > index]
    if before and after:
        (i, a), (j, b) = before[-1], after[0]
        if b > a and (b - a) % (j - i) == 0:
            return a + (b - a) // (j - i) * (index - i)
        return None
    if before:
        i, a = before[-1]
        return a + step * (index - i)
    if after:
        j, b = after[0]
        return b - step * (j - index)
    return step * (index + 1)


def _conflict(document: str, location: str, message: str) -> ParseIssue:
    return ParseIssue(document, location, Severity.WARNING, "number-conflict", message)
