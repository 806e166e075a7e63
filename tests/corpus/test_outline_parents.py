"""The outline's parents in every numbering scheme: a section's chapter, a chapter's title."""

from __future__ import annotations

import pytest

from corpus.stages.outline import parent_of


@pytest.mark.parametrize(
    ("kind", "node", "parent"),
    [
        ("section", "17.62.030", ("chapter", "17.62")),
        ("section", "5-2-7", ("chapter", "5-2")),
        ("section", "250-12", ("chapter", "250")),
        ("section", "1105.04", ("chapter", "1105")),
        ("section", "19:2-4", ("chapter", "19:2")),
        ("section", "Zoning Map", None),
        ("chapter", "17.62", ("title", "Title 17")),
        ("chapter", "5-2", ("title", "Title 5")),
        ("chapter", "250", None),  # a chapter-dash code's chapter is in no title
        ("chapter", "1105", None),
        ("article", "Title 17, Article 2", ("title", "Title 17")),
    ],
)
def test_parents_in_every_scheme(kind: str, node: str, parent: tuple[str, str] | None) -> None:
    assert parent_of(kind, node) == parent
