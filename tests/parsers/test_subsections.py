"""The subsection-tree builder on export text, ordinance text and arbitrary text."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from parsers.subsections import parse_subsections, roman_value, successor, to_roman

RAW = Path(__file__).resolve().parents[2] / "raw" / "cotati"

NESTED = """Intro text before any label.
A. Purpose. First.
B. Applicability.
1. One.
a. Letter a.
i. Roman one.
ii. Roman two.
b. Letter b.
2. Two.
C. Last."""


def _ordinance_section(number: int) -> str:
    lines = (RAW / "ordinances" / "PA26-17.txt").read_text(encoding="utf-8").split("\n")
    start = next(i for i, line in enumerate(lines) if line.startswith(f"SECTION {number}:"))
    end = next(i for i, line in enumerate(lines) if line.startswith(f"SECTION {number + 1}:"))
    return "\n".join(lines[start + 2 : end])


@pytest.mark.parametrize(
    ("sub_id", "parent", "level", "text"),
    [
        ("9.14.010(A)", "9.14.010", 1, "Purpose. First."),
        ("9.14.010(B)(1)", "9.14.010(B)", 2, "One."),
        ("9.14.010(B)(1)(a)", "9.14.010(B)(1)", 3, "Letter a."),
        ("9.14.010(B)(1)(a)(i)", "9.14.010(B)(1)(a)", 4, "Roman one."),
        ("9.14.010(B)(1)(a)(ii)", "9.14.010(B)(1)(a)", 4, "Roman two."),
        ("9.14.010(B)(1)(b)", "9.14.010(B)(1)", 3, "Letter b."),
        ("9.14.010(B)(2)", "9.14.010(B)", 2, "Two."),
        ("9.14.010(C)", "9.14.010", 1, "Last."),
    ],
)
def test_nested_tree(sub_id: str, parent: str, level: int, text: str) -> None:
    subs, issues = parse_subsections("9.14.010", NESTED, document="d")
    by_id = {s.id: s for s in subs}
    assert by_id[sub_id].parent == parent
    assert by_id[sub_id].level == level
    assert by_id[sub_id].text == text
    assert issues == ()


def test_intro_text_is_not_a_subsection_and_spans_are_offset() -> None:
    subs, _ = parse_subsections("9.14.010", NESTED, document="d", offset=1000)
    assert all("Intro" not in s.text for s in subs)
    first = subs[0]
    assert first.span is not None
    assert first.span.start == 1000 + NESTED.index("A. Purpose")
    assert first.span.document == "d"


def test_i_after_h_is_a_letter() -> None:
    text = "\n".join(f"{c}. Item {c}." for c in "abcdefghij")
    subs, issues = parse_subsections("1.2.030", "A. Top.\n1. One.\n" + text, document="d")
    ids = [s.id for s in subs]
    assert "1.2.030(A)(1)(i)" in ids and "1.2.030(A)(1)(j)" in ids
    assert all(s.level == 3 for s in subs if s.label in {"i", "j"})
    assert issues == ()


def test_v_after_iv_is_roman_and_v_after_u_is_a_letter() -> None:
    romans = "\n".join(f"{to_roman(n)}. R{n}." for n in range(1, 7))
    subs, _ = parse_subsections("1.2.030", "A. Top.\n1. One.\na. L.\n" + romans, document="d")
    assert {s.id for s in subs if s.level == 4} == {
        f"1.2.030(A)(1)(a)({to_roman(n)})" for n in range(1, 7)
    }
    letters = "\n".join(f"{chr(c)}. L." for c in range(ord("a"), ord("w")))
    subs, issues = parse_subsections("1.2.030", "A. Top.\n1. One.\n" + letters, document="d")
    assert [s.label for s in subs if s.level == 3][-3:] == ["t", "u", "v"]
    assert issues == ()


def test_label_alone_on_its_line_takes_the_next_line() -> None:
    subs, issues = parse_subsections(
        "17.62.070", "A. Before.\nB.\n• Council Action on Amendments.\n1. Action.", document="d"
    )
    by_id = {s.id: s for s in subs}
    assert by_id["17.62.070(B)"].text == "Council Action on Amendments."
    assert by_id["17.62.070(B)(1)"].parent == "17.62.070(B)"
    assert issues == ()


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("A. One.\nC. Three.", "subsection-order"),
        ("A. One.\n1. x.\n2. y.\n1. again.", "subsection-duplicate"),
        ("B. Starts late.", "subsection-order"),
    ],
)
def test_out_of_order_labels_are_issues_not_crashes(text: str, code: str) -> None:
    subs, issues = parse_subsections("3.04.010", text, document="d")
    assert code in {i.code for i in issues}
    assert len({s.id for s in subs}) == len(subs)


def test_words_with_periods_are_not_labels() -> None:
    subs, _ = parse_subsections("3.04.010", "A. One.\netc. and more.\nU.S. Code.", document="d")
    assert [s.id for s in subs] == ["3.04.010(A)"]
    assert subs[0].text == "One.\netc. and more.\nU.S. Code."


@pytest.mark.parametrize(
    ("sub_id", "starts"),
    [
        ("17.62.030(A)", "Purpose. This section establishes"),
        ("17.62.030(D)(6)", "Garden stands and produce stands"),
        ("17.62.030(H)(1)(a)(i)", "Meeting Information."),
        ("17.62.030(H)(1)(b)(ii)", "Affected Owners and Occupants."),
        ("17.62.030(J)(2)", "Performance Security for Temporary Structures."),
    ],
)
def test_ordinance_replacement_text(sub_id: str, starts: str) -> None:
    subs, _ = parse_subsections("17.62.030", _ordinance_section(12), document="PA26-17")
    by_id = {s.id: s for s in subs}
    assert by_id[sub_id].text.startswith(starts)


@pytest.mark.parametrize(
    ("label", "level", "expected"),
    [("A", 1, "B"), ("9", 2, "10"), ("z", 3, "aa"), ("iv", 4, "v"), ("viii", 4, "ix")],
)
def test_successor(label: str, level: int, expected: str) -> None:
    assert successor(label, level) == expected


def test_roman_round_trip() -> None:
    assert [roman_value(to_roman(n)) for n in range(1, 40)] == list(range(1, 40))


@settings(max_examples=200, deadline=None)
@given(st.text(alphabet=st.sampled_from(list("ABCabchiv123.\n •-xE ")), max_size=200))
def test_arbitrary_text_never_crashes(text: str) -> None:
    subs, _ = parse_subsections("1.1.010", text, document="d")
    assert len({s.id for s in subs}) == len(subs)
    assert all(s.id.startswith("1.1.010(") for s in subs)


# An ordinance's excerpt reprints only the amended parts, so it may start at any label; a whole
# section that starts at `H.` is still out of order, and order within the excerpt still counts.
EXCERPT = "H. Height. New text.\n1. First.\n3. Third."


@pytest.mark.parametrize(
    ("excerpt", "expected"),
    [
        (False, ["label H. under 9.14.030 where A.", "label 3. under 9.14.030(H) where 2."]),
        (True, ["label 3. under 9.14.030(H) where 2."]),
    ],
)
def test_an_excerpt_may_start_at_any_label(excerpt: bool, expected: list[str]) -> None:
    subs, issues = parse_subsections("9.14.030", EXCERPT, document="d", excerpt=excerpt)
    assert [s.id for s in subs] == ["9.14.030(H)", "9.14.030(H)(1)", "9.14.030(H)(3)"]
    messages = [i.message for i in issues if i.code == "subsection-order"]
    assert [m[: len(e)] for m, e in zip(messages, expected, strict=False)] == expected
    assert len(messages) == len(expected)
