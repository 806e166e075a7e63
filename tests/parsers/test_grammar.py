"""The grammar both readers of a target share (`parsers.grammar`): the citation finder and the
instruction parser read lists, ranges and labels with the same pieces (issue 20 item 3)."""

from __future__ import annotations

import pytest

from graph.find import find_citations
from graph.readers.cursor import continue_labels
from graph.records import TextUnit, UnitKind
from parsers.grammar.labels import continue_path, expand_run, run_start, same_level
from parsers.grammar.ranges import dotted_end, range_members, short_end
from parsers.ordinance import parse_ordinance_text
from parsers.ordinance.lists import listed_parts, several_sections


@pytest.mark.parametrize(
    ("previous", "new", "deepest", "expected"),
    [
        (("A", "1"), ("2",), False, ("A", "2")),  # `(A)(1) and (2)`
        (("b",), ("c",), False, ("c",)),  # `(b) and (c)`
        (("D", "1"), ("10",), True, ("D", "10")),  # `(D)(1)-(10)`: the range's deepest level
        (("a", "1", "A"), ("B",), True, ("a", "1", "B")),  # Ohio's `(a)(1)A. through B.`
        (("4a",), ("4b",), False, ("4b",)),  # a number with its letter is a number's level
        (("A", "1", "a", "ii"), ("iv",), False, ("A", "1", "a", "iv")),  # Roman under letters
        # Arena WI: `62.23(7)(e)(10), (14) and (15), Wis. Stats.`: the leaf's siblings
        (("7", "e", "10"), ("14",), False, ("7", "e", "14")),
        # Somerville MA: `Sec. 11-40 (c),(d)(1)(a-c), (e)`: (e) right after (d), at its level
        (("d", "1", "a"), ("e",), False, ("e",)),
    ],
)
def test_one_path_rule_for_both_readers(
    previous: tuple[str, ...], new: tuple[str, ...], deepest: bool, expected: tuple[str, ...]
) -> None:
    assert continue_labels(previous, new, deepest=deepest) == expected
    assert continue_path(previous, new, deepest=deepest, alone=True) == expected


@pytest.mark.parametrize(
    ("path", "label", "alone", "expected"),
    [
        ("(B)(1)", "2", "(B)(2)", "(B)(2)"),  # `(B)(1), (2) or (3)`
        ("(a)(1)", "b", "(b)", "(b)"),  # `(a)(1) and (b)`
        ("(A)(1)", "c", "(c)", "(A)(c)"),  # no level of its kind: alone, or the list's level
    ],
)
def test_finder_and_instructions_differ_only_without_a_level(
    path: str, label: str, alone: str, expected: str
) -> None:
    levels = tuple(path.strip("()").split(")("))
    found = continue_path(levels, (label,), deepest=False, alone=True)
    assert "".join(f"({one})" for one in found) == alone
    assert same_level(path, label) == expected


@pytest.mark.parametrize(
    ("first", "last", "expected"),
    [
        ("l", "5", ("1", "2", "3", "4", "5")),  # `sub-parts (l) through (5)`: the digit as typed
        ("A", "D", ("A", "B", "C", "D")),
        ("l", "p", ("l", "m", "n", "o", "p")),  # letters on both ends: a letter
        ("i", "v", None),  # Roman numerals: no simple run
    ],
)
def test_one_run_rule(first: str, last: str, expected: tuple[str, ...] | None) -> None:
    assert expand_run(first, last) == expected
    assert run_start(first, last) == (expected[0] if expected else first)


HEAD = (
    "ORDINANCE NO. 2013-14\nAN ORDINANCE AMENDING THE CODE.\nTHE CITY COUNCIL ORDAINS:\nSECTION 1. "
)
TAIL = "\nA. Uses permitted.\nB. Uses allowed.\nSECTION 2. This ordinance takes effect.\n"


@pytest.mark.parametrize(
    ("sentence", "labels"),
    [
        # the citation finder's typed one (`sub-parts (l) through (5)`), learnt by instructions
        (
            "Subsections (l) through (5) of Section 17.36.020 are hereby repealed.",
            ("(1)", "(2)", "(3)", "(4)", "(5)"),
        ),
        ("Section 17.36.020(B)(l) to (3) is hereby repealed.", ("(B)(1)", "(B)(2)", "(B)(3)")),
    ],
)
def test_instructions_read_runs_as_citations_do(sentence: str, labels: tuple[str, ...]) -> None:
    parsed = parse_ordinance_text(HEAD + sentence + TAIL, "moab-ut/2013-14.txt")
    [item] = parsed.ordinance.instructions
    assert item.labels == labels and not item.flags


@pytest.mark.parametrize(
    ("text", "numbers"),
    [
        # `&` joins a list as in an instruction's `Chapters 8.36 & 8.40` (`joints.LIST_WORD`)
        ("as provided in Sections 17.36.010 & 17.36.020 of this code.", ["17.36.010", "17.36.020"]),
        ("see Chapters 8.36 & 8.40.", ["8.36", "8.40"]),
        ("subsections (a) and/or (b) of this section", ["(a)", "(b)"]),
        ("See Sections 17.36.010 thru 17.36.030.", ["17.36.010 to 17.36.030"]),
    ],
)
def test_citations_read_the_joints_instructions_read(text: str, numbers: list[str]) -> None:
    unit = TextUnit("17.62.050", UnitKind.SECTION, text, "test", "17.62.050", "17.62", "17")
    found = [
        ("".join(f"({label})" for label in c.reference.labels) or c.reference.number)
        + (f" to {c.through.number}" if c.through else "")
        for c in find_citations(unit, sentences=None)
    ]
    assert found == numbers


@pytest.mark.parametrize(
    ("first", "end", "short", "dotted"),
    [
        ("40:69A-139", "143", "40:69A-143", "143"),  # `N.J.S.A. 40:69A-139 to 143`
        ("4-40", "56", "4-56", "56"),  # The Colony TX 830's `Sections 4-40 - 56`
        ("139", "143", "143", "143"),
        ("3.16.120", "3.16-160", "3.16-160", "3.16.160"),  # Stockbridge GA's `3.16.120—3.16-160`
        ("17.36.010", "17.36.050", "17.36.050", "17.36.050"),
    ],
)
def test_one_reading_of_a_range_end(first: str, end: str, short: str, dotted: str) -> None:
    assert short_end(first, end) == short
    assert dotted_end(first, end) == dotted


@pytest.mark.parametrize(
    ("sentence", "targets"),
    [
        # the finder's dotted end (Stockbridge GA), learnt by instructions
        ("Sections 3.16.121 through 3.16-124", ["3.16.121", "3.16.122", "3.16.123", "3.16.124"]),
        ("Sections 9-2.101 through 9-2.103", ["9-2.101", "9-2.102", "9-2.103"]),
        ("Sections 5.20.010 through 5.20.050", ["5.20.010", "5.20.050"]),  # by tens: the ends
    ],
)
def test_instruction_ranges_read_ends_as_citations_do(sentence: str, targets: list[str]) -> None:
    parsed = parse_ordinance_text(HEAD + sentence + " are hereby repealed." + TAIL, "x/1.txt")
    [item] = parsed.ordinance.instructions
    assert [target.id for target in item.targets] == targets and item.flags


def test_members_are_counted_only_between_siblings() -> None:
    assert range_members("4-2-3", "4-2-6") == ("4-2-3", "4-2-4", "4-2-5", "4-2-6")
    assert range_members("4-2-3", "4-3-6") == ()


@pytest.mark.parametrize(
    ("phrase", "sections", "parts"),
    [
        # `Secs.`, the plural the finder reads a list after, is a plural for instructions too
        ("Secs. 2-1 and 2-2 are hereby repealed", ("2-1", "2-2"), ["2-1", "2-2"]),
        ("Secs. 2-175.1(f), 2-325(b) and (e)", (), ["2-175.1(f)", "2-325(b)", "2-325(e)"]),
        ("§§ 4-1 and 4-9", ("4-1", "4-9"), ["4-1", "4-9"]),
        ("Section 2-1 and the table", (), []),  # the singular with one number: no list
    ],
)
def test_plural_keywords(phrase: str, sections: tuple[str, ...], parts: list[str]) -> None:
    assert several_sections(phrase, "-") == sections
    assert [target.id for target in listed_parts(phrase, "-")] == parts


@pytest.mark.parametrize(
    ("sentence", "targets"),
    [
        # a run in one parenthesis, as the finder reads a table cell's `(d)(1)(a-c)`: each
        # member, never the paragraph `(d)(1)` around them (which held more law)
        (
            "Section 17.36.050(d)(1)(a-c) is hereby repealed.",
            ["17.36.050(d)(1)(a)", "17.36.050(d)(1)(b)", "17.36.050(d)(1)(c)"],
        ),
        ("Section 17.36.050(d)(1)(i-v) is hereby repealed.", ["17.36.050(d)(1)(i-v)"]),
        # Ohio's letter-period labels below a path, as the finder reads `(a)(1)A.`
        ("Section 17.36.050(a)(1)A. is hereby repealed.", ["17.36.050(a)(1)(A)"]),
        (
            "Section 17.36.050(B)(1) and (2) is hereby repealed.",
            ["17.36.050(B)(1)", "17.36.050(B)(2)"],
        ),
    ],
)
def test_instruction_paths_read_as_citations_do(sentence: str, targets: list[str]) -> None:
    parsed = parse_ordinance_text(HEAD + sentence + TAIL, "x/1.txt")
    [item] = parsed.ordinance.instructions
    assert [target.id for target in item.targets] == targets


@pytest.mark.parametrize(
    ("text", "labels"),
    [
        ("as required by Section 17.36.050(a)(1)A. of this code", ("a", "1", "A")),
        ("the standards of Section 17.36.050(d)(2)A.3. apply", ("d", "2", "A", "3")),
    ],
)
def test_citations_read_period_labels(text: str, labels: tuple[str, ...]) -> None:
    unit = TextUnit("17.62.050", UnitKind.SECTION, text, "test", "17.62.050", "17.62", "17")
    [citation] = find_citations(unit, sentences=None)
    assert citation.reference.labels == labels
