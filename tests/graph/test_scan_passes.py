"""The anchors searched together (issue 19's speed) match as each anchor's own pass: the same
matches at the same places, in every text of the seeds, and the literal prefix they are
grouped by is what every match of the anchor opens with."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from graph.readers.anchors import (
    ANCHORS,
    BY_NAME,
    CAPITAL_OWN,
    FOUND_TOGETHER,
    IN_FAMILY,
    NESTED,
    OPENINGS,
    family_matches,
    literal_prefix,
    literal_words,
)

RAW = Path(__file__).resolve().parents[2] / "raw"
TEXTS = [p.read_text(encoding="utf-8") for p in sorted(RAW.rglob("*.txt"))]


@pytest.mark.parametrize(
    ("pattern", "expected"),
    [
        (r"Sections?\s+(?=\d)", "Section"),  # the `s` is optional: not part of it
        (r"Secs?\.\s*(?=\d)", "Sec"),
        (r"Code\b(?![ ]*(?:§|\d))", "Code"),
        (r"Stat\.\s(?P<page>\d{1,5})", "Stat."),
        (r"C\.?(?P<code>[FM])\.?R\.?", "C"),  # the period is optional
        (r"St(?:ats?)?\.\s?(?P<year>\d{4})", "St"),
        (r"Code|Law", ""),  # an alternation at the top: unsure
        (r"(?P<code>RCW)\s+(?:(?P<chapter>[Cc]hapters?|chs?\.)\s+)?", "RCW"),  # a literal group
        (r"(?P<code>RCW)?\s+\d", ""),  # the group is optional
        (r"[Ss](?<!\w[Ss])ections?\s+<[Aa]\s", ""),  # a class first
        (r"(?i:this\s+code)", ""),
    ],
)
def test_literal_prefix(pattern: str, expected: str) -> None:
    assert literal_prefix(re.compile(pattern)) == expected


@pytest.mark.parametrize(
    ("pattern", "expected"),
    [
        (r"(?P<word>Part|Division)\s+(?P<number>\d{1,3})", ("Part", "Division")),
        (r"(?:Subchapter|Appendix)\s+", ("Subchapter", "Appendix")),
        (r"(?:Part|Division)?\s+\d", ()),  # the words are optional
        (r"(?:Part|Div\.)\s+\d", ()),  # not words alone
        (r"(?i:Part|Division)\s+\d", ()),
    ],
)
def test_literal_words(pattern: str, expected: tuple[str, ...]) -> None:
    assert literal_words(re.compile(pattern)) == expected


def test_every_family_anchor_opens_with_its_prefix() -> None:
    for index in IN_FAMILY:
        regex = ANCHORS[index][0]
        prefix = literal_prefix(regex)
        assert len(prefix) >= 3
        for text in TEXTS:
            assert all(m.group().startswith(prefix) for m in regex.finditer(text))


@pytest.mark.parametrize("at", range(len(TEXTS)))
def test_family_matches_are_each_anchors_own(at: int) -> None:
    text = TEXTS[at]
    found = family_matches(text)
    for index in FOUND_TOGETHER:
        expected = [m.span() for m in ANCHORS[index][0].finditer(text)]
        assert [m.span() for m in found[index]] == expected


@pytest.mark.parametrize(
    "text",
    [
        "pursuant to O.C.G.A. § 36-66-4 and Chapter 8 of this Code.",
        "pursuant to this section or Ohio R.C. 4511.191 or 4511.192, and",
        "as described in division (A)(5) of Ohio R.C. 4511.191, the",
        "licensed vehicle, O.C.G.A. § 40-6-207. Under O.C.G.A. § 36-66-4",
        "Section 406 of 2006 Mich. Pub. Acts 110 and of 2006 Pub. Acts 110",
    ],
)
def test_named_anchors_found_as_their_own_pass(text: str) -> None:
    """The statute and gazette anchors, found where any name of either stands."""
    found = family_matches(text)
    for index in BY_NAME:
        expected = [m.span() for m in ANCHORS[index][0].finditer(text)]
        assert [m.span() for m in found[index]] == expected
    assert any(found[index] for index in BY_NAME)


@pytest.mark.parametrize(
    "text",
    [
        "ice revenue, as defined in 47 C.F.R. 32.5000; ",
        "ntly in existence pursuant to P.L. 1975, c. 291, and Ordinance No. 1624 i",
        "r more administrative orders; St. 1982, c. 656 authorizing the mayor and",
        "Zoning Board of Appeals, as provided in G.L. c. 40A, § 10 and Section 9.2.2.2",
        "d to, the provisions of the Zoning Act, MGL. c. 40A, as",
        "e their MCL numbers 'Michigan Public Act 110 of 2006, as amended (MCL § ",
    ],
)
def test_capital_anchors_found_as_their_own_pass(text: str) -> None:
    """The anchors opening with a capital, tried where the one pass for capitals stops."""
    found = family_matches(text)
    for index in CAPITAL_OWN:
        expected = [m.span() for m in ANCHORS[index][0].finditer(text)]
        assert [m.span() for m in found[index]] == expected
    assert any(found[index] for index in CAPITAL_OWN)


@pytest.mark.parametrize(
    "text",
    [
        "Subdivision 11 of Section 267 of Town ",
        'title of said section from "Smoking prohibited',
        "pter 65 of the Idaho Code, and article 12, section 2 of the Idaho",
        " counseling programs described in this division (B)(3), the community ment",
    ],
)
def test_nested_anchors_found_as_their_own_pass(text: str) -> None:
    """The anchors whose prefix holds another's (`ubdivision`, `ivision`), tried where the
    shared prefix stands."""
    found = family_matches(text)
    nested = [index for members in NESTED.values() for index, _, _ in members]
    for index in nested:
        expected = [m.span() for m in ANCHORS[index][0].finditer(text)]
        assert [m.span() for m in found[index]] == expected
    assert any(found[index] for index in nested)


def test_every_checked_opening_opens_its_anchors_matches() -> None:
    """An anchor skipped in a text without its opening (`OPENINGS`) matches nowhere else."""
    checked = [index for index, opening in enumerate(OPENINGS) if opening]
    assert checked  # `aragraph`, `constitution`, ...
    for index in checked:
        regex, opening = ANCHORS[index][0], OPENINGS[index]
        assert len(opening) >= 4
        for text in TEXTS:
            assert all(m.group().startswith(opening) for m in regex.finditer(text))
