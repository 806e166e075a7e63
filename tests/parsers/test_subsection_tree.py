"""A section's subsections held as columns read back as the very records they were made from."""

from __future__ import annotations

import pickle

import pytest
from hypothesis import given
from hypothesis import strategies as st

from corpus.db.rows import Chained
from parsers.records import SourceSpan, Subsection
from parsers.subsection_tree import SubsectionTree
from parsers.subsections import parse_subsections
from parsers.value_sequence import append_int, extend_ints, int_column, set_ints

# Cotati 17.62.030 (raw/cotati/ecode360/title17-ch17.62.txt), shortened; the last item's
# bullet is dropped from its text, so that node's text is not a slice of the section's.
TEXT = (
    "Temporary activities shall comply with subsection E of this section:\n"
    "A. Allowed Temporary Activities.\n"
    "1. Emergency Facilities. Temporary facilities to accommodate emergency needs;\n"
    "2. Garage Sales. Garage sales, not to exceed three per year;\n"
    "a. on the owner's lot;\n"
    "B. Temporary Structures.\n"
    "• A tent or similar temporary structure."
)


def records(text: str = TEXT) -> tuple[Subsection, ...]:
    tree, _issues = parse_subsections("17.62.030", text, document="title17-ch17.62.txt")
    return tuple(tree)


def test_the_tree_reads_back_every_field() -> None:
    found = records()
    assert [s.id for s in found] == [
        "17.62.030(A)",
        "17.62.030(A)(1)",
        "17.62.030(A)(2)",
        "17.62.030(A)(2)(a)",
        "17.62.030(B)",
    ]
    second = found[2]
    assert (second.parent, second.label, second.level) == ("17.62.030(A)", "2", 2)
    assert second.text == "Garage Sales. Garage sales, not to exceed three per year;"
    assert second.source is found[0].source  # the section's text, shared
    line = "2. Garage Sales. Garage sales, not to exceed three per year;"
    start = TEXT.index(line)
    assert second.span == SourceSpan("title17-ch17.62.txt", start, start + len(line))
    assert found[4].text == "Temporary Structures.\nA tent or similar temporary structure."


def test_a_node_whose_text_is_not_a_slice_is_kept_as_its_record() -> None:
    tree, _ = parse_subsections("17.62.030", TEXT, document="d")
    assert isinstance(tree, SubsectionTree)
    assert tree[4].source == tree[4].text  # the bullet is gone: its own text
    assert tree[3].source == TEXT


def test_the_tree_is_a_sequence_equal_to_its_tuple() -> None:
    found = records()
    tree = SubsectionTree(found, found[0].source)
    assert tree == found and found == tree and tree == list(found)
    assert hash(tree) == hash(found)
    assert tree[-1] == found[-1] and tree[1:3] == found[1:3]
    assert tree != found[:-1]
    with pytest.raises(IndexError):
        tree[len(found)]
    assert pickle.loads(pickle.dumps(tree)) == found
    assert "Garage Sales" in repr(tree)


def test_records_from_elsewhere_are_kept_whole() -> None:
    other = Subsection.of("9.10.010(A)", "9.10.010", "9.10.010", "A", 1, "Purpose.")
    spanned = Subsection.of(
        "9.10.010(B)", "9.10.010", "9.10.010", "B", 1, "Other.", SourceSpan("x", 5, 11, 2, 3)
    )
    tree = SubsectionTree([other, spanned])
    assert tuple(tree) == (other, spanned)
    assert tree[1].span == SourceSpan("x", 5, 11, 2, 3)


@pytest.mark.parametrize("offset", [2**31 - 40, 2**40])
def test_offsets_past_four_bytes_read_back(offset: int) -> None:
    """The columns hold small numbers at four bytes and widen when one does not fit."""
    base = records()
    tree, _ = parse_subsections("17.62.030", TEXT, document="title17-ch17.62.txt", offset=offset)
    assert [s.text for s in tree] == [s.text for s in base]
    assert [(s.span.start - offset, s.span.end - offset) for s in tree if s.span] == [
        (s.span.start, s.span.end) for s in base if s.span
    ]


@given(st.lists(st.lists(st.integers(-(2**63), 2**63 - 1), max_size=4), max_size=8))
def test_int_columns_widen_as_lists_grow(parts: list[list[int]]) -> None:
    column, expected = int_column(), []
    for part in parts:
        column = extend_ints(column, part)
        expected.extend(part)
        if part:
            column = append_int(column, part[0])
            expected.append(part[0])
            column = set_ints(column, 0, part[-1:])
            expected[0] = part[-1]
    assert list(column) == expected


LABELLED_LINE = st.builds(
    lambda label, words: f"{label}. {words}",
    st.sampled_from(["A", "B", "C", "1", "2", "3", "a", "b", "i", "ii"]),
    st.text(st.sampled_from("abc §.,;()-•\t"), min_size=0, max_size=30),
)


@given(st.lists(LABELLED_LINE | st.text(st.sampled_from("xyz •-"), max_size=20), max_size=12))
def test_any_tree_reads_back_the_records_it_was_made_from(lines: list[str]) -> None:
    text = "\n".join(lines)
    tree, _ = parse_subsections("1.10.010", text, document="d", offset=7)
    made = tuple(tree)
    again = SubsectionTree(made, text)
    assert again == made and tuple(again) == made
    assert all(s.text == s.source[s.text_start : s.text_end] for s in made)


@given(st.lists(st.lists(st.integers(), max_size=4), max_size=6))
def test_chained_sequences_read_as_their_concatenation(parts: list[list[int]]) -> None:
    flat = [x for part in parts for x in part]
    chained = Chained(parts)
    assert len(chained) == len(flat)
    assert [chained[i] for i in range(len(chained))] == flat
    assert list(chained[1:]) == flat[1:]
    if flat:
        assert chained[-1] == flat[-1]
    with pytest.raises(IndexError):
        chained[len(flat)]
