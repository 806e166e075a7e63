"""The citation grammar reads the registry's hyphenated family whole (`parsers.schemes`):
four levels (`8-12B-1-2`) and a subsection's capital letter a hyphen joins to the number."""

from __future__ import annotations

import pytest
from find_helpers import unit

from graph.find import find_citations


@pytest.mark.parametrize(
    ("text", "section", "raw", "number", "labels"),
    [
        # Elk Grove Village, IL's numbering (title 8, chapter 12B, article 1, section 2, M)
        (
            "as provided in Section 8-12B-1-2-M of this code.",
            "8-12B-1-1",
            "Section 8-12B-1-2-M of this code",
            "8-12B-1-2",
            ("M",),
        ),
        ("see Section 8-12B-1-2.", "8-12B-1-1", "Section 8-12B-1-2", "8-12B-1-2", ()),
        # Chicago's subsection and paragraph, as before
        (
            "see Section 17-13-0107-A2.",
            "17-13-0106",
            "Section 17-13-0107-A2",
            "17-13-0107",
            ("A", "2"),
        ),
        ("see Section 5-2-7(c).", "5-2-1", "Section 5-2-7(c)", "5-2-7", ("c",)),
    ],
)
def test_a_hyphenated_number_is_read_whole(
    text: str, section: str, raw: str, number: str, labels: tuple[str, ...]
) -> None:
    found = find_citations(unit(text, section), sentences=None)
    assert [(c.raw, c.reference.number, c.reference.labels) for c in found] == [
        (raw, number, labels)
    ]


def test_five_hyphenated_levels_are_no_number() -> None:
    """`2-1-50-2-11` is no scheme's number: nothing is read, never a prefix of it."""
    found = find_citations(unit("see Section 2-1-50-2-11.", "5-2-1"), sentences=None)
    assert [c.reference.number for c in found if c.reference.number.startswith("2-1")] == []
