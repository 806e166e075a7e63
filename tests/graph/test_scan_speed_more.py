"""The citation stage's cheaper checks decide as the searches they stand before (issue 19's
speed): each is compared with the search alone, at every candidate of the seeds' text."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

from corpus.stages.corpus_text import _reach_children
from graph.charters import _CHARTER_BEFORE_RE, charter_before
from graph.notes import NUMBERING_EXAMPLE_RE, numbering_example
from graph.records import SubsectionSpans
from graph.sentences import NOT_AN_END_RE, _is_end
from parsers.records import Subsection

RAW = Path(__file__).resolve().parents[2] / "raw"
TEXTS = [p.read_text(encoding="utf-8") for p in sorted(RAW.rglob("*.txt"))[:8]]


def _reach_children_pairwise(ids: list[str], ends: list[int]) -> list[int]:
    """As first written: every span against every later one."""
    reached = list(ends)
    for i, span_id in enumerate(ids):
        for later in range(i + 1, len(ids)):
            if ids[later].startswith(span_id + "("):
                reached[i] = max(reached[i], ends[later])
    return reached


@pytest.mark.parametrize("seed", range(8))
def test_children_reached_as_pairwise(seed: int) -> None:
    rng = random.Random(seed)
    ids, ends = [], []
    for _ in range(60):  # pre-order paths, with repeats and stray ids
        depth = rng.randint(0, 3)
        ids.append("17.04.010" + "".join(f"({rng.choice('ab12')})" for _ in range(depth)))
        ends.append(rng.randint(0, 500))
    ids += ["", "(a)", "17.04.0100(a)"]
    ends += [5, 700, 800]
    assert _reach_children(ids, ends) == _reach_children_pairwise(ids, ends)


@pytest.mark.parametrize(
    ("starts", "ends"),
    [
        ([0, 10, 20, 40], [100, 30, 25, 60]),  # in order, nested
        ([0, 40, 10, 20], [100, 60, 30, 25]),  # out of order: every span read
        ([5, 5, 5], [10, 8, 6]),
    ],
)
def test_deepest_span_as_every_span_read(starts: list[int], ends: list[int]) -> None:
    subs = [Subsection.of(f"1.1.1({i})", "1.1.1", "1.1.1", str(i), 1, "", None) for i in starts]
    spans = SubsectionSpans(subs, range(len(starts)), starts, ends)
    for offset in range(-1, 110):
        holding = [i for i, (s, e) in enumerate(zip(starts, ends, strict=True)) if s <= offset < e]
        expected = subs[holding[-1]].id if holding else None
        assert spans.deepest_at(offset) == expected


@pytest.mark.parametrize("text", TEXTS, ids=lambda t: t[:20])
def test_cheap_checks_as_searches(text: str) -> None:
    for m in re.finditer(r"[.!?]", text):
        mark = m.start()
        by_search = NOT_AN_END_RE.search(text, max(0, mark - 12), mark) is None
        assert _is_end(text, (m.end(), m.end(), mark)) == by_search
    for m in re.finditer(r"\b(?:Section|Chapter|§)", text):
        start = m.start()
        line_start = text.rfind("\n", 0, start) + 1
        reach = max(line_start, start - 80)
        by_search = NUMBERING_EXAMPLE_RE.search(text, reach, start) is not None
        assert numbering_example(text, start) == by_search


@pytest.mark.parametrize(
    ("text", "word", "ends"),
    [
        ("odified through Ordinance No. 2009-13, en", "No", False),  # an abbreviation
        ("§ 1.05.020. Definitions", "1.05.020", True),  # a section's number: three digits
        (" arterial thoroughfares (e.g., North Brid", "e.g", False),  # dotted: the regex's
        ("s and ordinances; safety, etc. ", "etc", False),
        ("s under the provisions of this chapter. See holder/", "chapter", True),  # 7 letters
        ("s under the provisions of this code. See holder/", "code", True),  # a short word
        ("(a. The owner", "a", False),  # a label after a parenthesis
        ("approved by the owner (iv. The land", "iv", False),  # a roman label
        ("under Table 12. The", "12", False),  # a short number after a space
    ],
)
def test_word_before_a_period(text: str, word: str, ends: bool) -> None:
    """A period after `word`: a sentence's end or not, as the regex says."""
    mark = text.index(word) + len(word)
    assert text[mark] == "."
    assert _is_end(text, (mark + 1, mark + 1, mark)) is ends
    assert (NOT_AN_END_RE.search(text, max(0, mark - 12), mark) is None) is ends


@pytest.mark.parametrize(
    ("text", "named"),
    [
        *((text, None) for text in TEXTS),
        ("ng Commission - see CHTR. § 4.12", 20),
        ("or resolution - see CHTR. § 4.13", 20),
        ("as provided in charter section 3.04 and", 15),
        ("the City Charter at section 2.04, the", 0),
    ],
    ids=lambda t: str(t)[:20],
)
def test_charter_before_as_its_search(text: str, named: int | None) -> None:
    """A charter named before an anchor: the substring test spares the search, never a match
    (`named`: where the charter before the text's last anchor opens, if one is)."""
    starts = [m.start() for m in re.finditer(r"§|[Ss]ection", text)]
    for start in starts:
        found = _CHARTER_BEFORE_RE.search(text, max(0, start - 24), start)
        before = charter_before(text, start)
        assert (before[1] if before else None) == (found.start() if found else None)
    if named is not None:
        before = charter_before(text, starts[-1])
        assert before is not None and before[1] == named
