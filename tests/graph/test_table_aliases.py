"""Title-wide table numbers are qualified by the section whose table they mean as citations
are resolved; a number two sections' tables share stays and is reported, naming both."""

from __future__ import annotations

import pytest
from find_helpers import unit

from graph.find import find_citations
from graph.records import CitationKind, KnownTables
from graph.resolve import build_index, resolve
from graph.resolve.table_aliases import qualify_tables

TWO = frozenset({"17.22.020, Table 2-3", "17.24.020, Table 2-3"})
ONE = frozenset({"17.24.020, Table 2-3"})
ALIAS = "as listed in Table 2-3."  # a title-wide number, no section printed before it


@pytest.mark.parametrize(
    ("section", "text", "tables", "expected", "ambiguous"),
    [
        # the section printed before the number, whichever tables the corpus knows
        ("17.30.010", "The standards of Section 17.24.020, Table 2-3 apply.", KnownTables(TWO), ("17.24.020, Table 2-3", True), 0),  # noqa: E501
        # the citing section's own table of that number, though another section shares it
        ("17.22.020", ALIAS, KnownTables(TWO), ("17.22.020, Table 2-3", True), 0),
        # the one table of the title with that number
        ("17.30.010", ALIAS, KnownTables(ONE), ("17.24.020, Table 2-3", True), 0),
        # a table only the texts cite is qualified but not in the corpus
        ("17.30.010", ALIAS, KnownTables(frozenset(), ONE), ("17.24.020, Table 2-3", False), 0),
        # another title's table of that number is not a candidate
        ("9.12.040", ALIAS, KnownTables(ONE), ("Title 9, Table 2-3", None), 0),
        # two sections' tables: the title-wide number stays, one issue naming both
        ("17.30.010", ALIAS, KnownTables(TWO), ("Title 17, Table 2-3", None), 1),
    ],
)  # fmt: skip
def test_title_wide_table_numbers_are_qualified(
    section: str,
    text: str,
    tables: KnownTables,
    expected: tuple[str, bool | None],
    ambiguous: int,
) -> None:
    u = unit(text, section)
    index = build_index([], [])
    found = [r for c in find_citations(u) for r in resolve(c, u, index)]
    cited = [c for c in found if c.target_kind is CitationKind.TABLE]  # the title-wide number
    assert len(cited) == 1
    [qualified], issues = qualify_tables(cited, tables)
    target, in_corpus = expected
    assert qualified.target == target
    if in_corpus is not None:
        assert qualified.in_corpus is in_corpus
    else:
        assert qualified == cited[0]
    assert len(issues) == ambiguous
    for issue in issues:
        assert issue.code == "table-alias-ambiguous"
        assert all(t in issue.message for t in TWO)
        assert issue.location == f"{section}: {cited[0].raw}"
