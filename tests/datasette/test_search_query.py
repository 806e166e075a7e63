"""What people type: bounded, quoted FTS5 queries, and ids read in every common form."""

from __future__ import annotations

import sqlite3

import pytest
from hypothesis import given
from hypothesis import strategies as st

from corpus.db.search_index import id_key
from corpus.publish.search_query import MAX_QUERY_CHARS, MAX_TERMS, NOTHING, fts_query, parse_query
from corpus.publish.search_ranking import SearchRequest, relevance


@pytest.mark.parametrize(
    ("query", "fts"),
    [
        ("limited term permit", '"limited" "term" "permit"'),
        ("17.62.030", '"17.62.030"'),  # FTS5 reads it as the phrase 17 62 030
        ("right-of-way", '"right-of-way"'),
        ('NOT "x', '"NOT" "x"'),  # operators are words; an unclosed quote closes
        ("perm*", '"perm"*'),
        ("p*", '"p"'),  # a one-letter prefix would expand to most of the vocabulary
        ('"public hearing" notice', '"public hearing" "notice"'),
        ("§ 17.62.030", '"17.62.030"'),  # a term without a word is left out
        ("permit permit PERMIT", '"permit" "PERMIT"'),  # repeated terms once
        ("", NOTHING),
        (None, NOTHING),
    ],
)
def test_fts_query(query: str | None, fts: str) -> None:
    assert fts_query(query) == fts


def test_terms_and_length_are_bounded() -> None:
    many = parse_query(" ".join(f"w{i}" for i in range(50)))
    assert len(many.terms) == MAX_TERMS
    assert many.dropped_terms > 0
    long = parse_query("x" * 5000)
    assert long.cut_chars == 5000 - MAX_QUERY_CHARS
    assert parse_query(" ".join(["p*"] * 2000)).terms == ("p",)


@given(st.text(max_size=300))
def test_any_typed_query_is_valid_fts5(query: str) -> None:
    conn = sqlite3.connect(":memory:")
    conn.execute("create virtual table f using fts5(body, tokenize='porter')")
    conn.execute("insert into f values ('limited term permits for 17.62.030')")
    parsed = parse_query(query)
    conn.execute("select count(*) from f where f match ?", (parsed.fts,)).fetchone()
    assert len(parsed.terms) <= MAX_TERMS


@pytest.mark.parametrize(
    ("typed", "key"),
    [
        ("17.62.030", "17.62.030"),
        ("§ 17.62.030", "17.62.030"),
        ("§§17.62.030", "17.62.030"),
        ("Section 17.62.030.", "17.62.030"),
        ("Sec. 17.62.030", "17.62.030"),
        ("PA#26-17", "pa26-17"),
        ("PA26-17", "pa26-17"),
        ("pa 26-17", "pa26-17"),
        ("PA22/14", "pa22-14"),
        ("Ordinance No. 934", "934"),
        ("Ord. #934", "934"),
        ("Table 2-3", "table2-3"),
        ("Title 17, Table 2-3", "table2-3"),
        ("figure 2-1", "figure2-1"),
        ("a sentence far too long to be any id at all, whatever it says about it", ""),
    ],
)
def test_id_key(typed: str, key: str) -> None:
    assert id_key(typed) == key


@pytest.mark.parametrize(
    ("score", "best", "shown"),
    [(-10.0, -10.0, 100), (-5.0, -10.0, 50), (-0.0001, -10.0, 1), (-3.0, 0.0, 100)],
)
def test_relevance_is_a_share_of_the_best(score: float, best: float, shown: int) -> None:
    assert relevance(score, best) == shown


@pytest.mark.parametrize(
    ("args", "expected"),
    [
        ({"q": "x", "page": "3"}, SearchRequest("x", page=3)),
        ({"q": "x", "page": "-1"}, SearchRequest("x")),
        ({"q": "x", "page": "99999"}, SearchRequest("x", page=25)),
        ({"q": "x", "kind": "nonsense"}, SearchRequest("x")),
        ({"jurisdiction": ""}, SearchRequest("")),
    ],
)
def test_request_from_args(args: dict[str, str], expected: SearchRequest) -> None:
    assert SearchRequest.from_args(args) == expected
