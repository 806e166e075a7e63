"""A section number alone in a table cell (`graph.readers.cells`): Gainesville's use table
(Table V-9, `tests/graph/devset_wide/seen/gainesville-fl`) names the section that governs a use in
a column of its own; what looks like a number there and is none stays unread. And the tail of a
citation a Markdown link shows (`graph.readers.levels`)."""

from __future__ import annotations

import pytest
from find_helpers import targets

CELLS: list[tuple[str, list[tuple[str, str | None]]]] = [
    # the Use Standards column of Table V-9
    ("| Accessory dwelling unit | 30-5.36 | | A | - | - | - | A | - |", [("section", "30-5.36")]),
    (
        "| Food distribution center for the needy | 30-5.12 | | - | - | - | - | P | P |",
        [("section", "30-5.12")],
    ),
    (
        "| Armor systems manufacturing and assembly | 30-5.16 | | - | P | - | - | - | - |",
        [("section", "30-5.16")],
    ),
    # a dotted number of three levels in a later cell
    ("| Sign permits | 17.62.030 | P |", [("section", "17.62.030")]),
    # no number: a use permitted, a blank standards cell
    ("| Animal specialty services |  | | P | - | - | - | - | P |", []),
    # the same table's dimensional rows: ratios and measures, never sections
    ("| Maximum floor area ratio | 0.2 | 0.2 |", []),
    ("| Minimum lot width (feet) | 300 | 60 |", []),
    # a row's first cell numbers the table's own rows
    ("| 30-5.36 | Accessory dwelling unit | A |", []),
    # dates and chapter-dash numbers (`6-22-05` is a date as often as a section)
    ("| Ord. No. 160685 | 6-22-05 | 4-8 |", []),
]


@pytest.mark.parametrize(("text", "expected"), CELLS)
def test_cell_numbers(text: str, expected: list[tuple[str, str | None]]) -> None:
    assert targets(text, "30-4.23") == expected


# Chagrin Falls, OH (seen/chagrin-falls-oh): a Markdown reference link's label stands between a
# citation and its `of this Chapter`; the tail is the linked citation's, no citation of its own.
LINKED_TAILS: list[tuple[str, list[tuple[str, str | None]]]] = [
    (
        "Significant Property, as defined by [Section 1146.05][CFCO 1146.05] of this Chapter.",
        [("section", "1146.05")],
    ),
    (
        "as provided in this Chapter and in Section 1146.05.",
        [("chapter", "1146"), ("section", "1146.05")],
    ),
]


@pytest.mark.parametrize(("text", "expected"), LINKED_TAILS)
def test_a_linked_citations_tail(text: str, expected: list[tuple[str, str | None]]) -> None:
    assert targets(text, "1146.03") == expected
