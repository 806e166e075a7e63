"""Structural and word-level diffs: editorial vs substantive, renumbering by content."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from corpus.engine.diff import Node, diff_nodes, is_editorial, normalize, render_words, word_diff
from corpus.engine.versions import NodeChange, WordOp


@pytest.mark.parametrize(
    ("before", "after"),
    [
        # from the seeds: 17.62.030 in the export vs PA#26-17
        (
            "(Disabled/ handicapped parking requirements)",
            "(Disabled/handicapped parking requirements)",
        ),
        (
            "Table 2-2 (Section 17.22.020) (Allowable Land Uses).",
            "Table 2-2[1] (Section\n17.22.020) (Allowable Land Uses).",
        ),
        ("public right-of-way", "public rightof way"),
        ("a freeway-oriented zoning overlay", "a freewayoriented zoning overlay"),
        ('approved "temporary structures,"', "approved “temporary structures,”"),
        ("but not to exceed twelve months", "but not to exceed 12 months"),
        ("for up to thirty-five days", "for up to 35 days"),
        ("three (3) day seasonal sales", "3 day seasonal sales"),
        ("Limited Term Permit", "limited term permit"),
        ("shall  be\nfiled", "shall be filed"),
    ],
)
def test_editorial_differences(before: str, after: str) -> None:
    assert is_editorial(before, after)


@pytest.mark.parametrize(
    ("before", "after"),
    [
        (
            "Prior to issuance of a limited term permit the applicant shall",
            "Prior to issuance of a limited term permit them applicant shall",
        ),
        (
            "to a maximum of one year, so that",
            "to a maximum of one year or as otherwise permitted, so that",
        ),
        (
            "within the specified time limits, but in no event for more than twelve months.",
            "within the specified time limits.",
        ),
        ("for twelve months", "for 13 months"),
        ("not to exceed three per year", "not to exceed four per year"),
    ],
)
def test_substantive_differences(before: str, after: str) -> None:
    assert not is_editorial(before, after)


def test_word_diff_keeps_words_whole() -> None:
    words = word_diff("the applicant shall provide", "them applicant shall provide")
    assert [(w.op, w.text) for w in words if w.op is not WordOp.EQUAL] == [
        (WordOp.DELETE, "the"),
        (WordOp.INSERT, "them"),
    ]
    assert render_words(words) == "[-the-]{+them+} applicant shall provide"


PROSE = st.lists(
    st.sampled_from(
        ["permit", "the", "shall", "director", "twelve", "12", "days", "site", "use", "of", "and"]
    ),
    min_size=1,
    max_size=30,
).map(" ".join)
ANY_TEXT = st.text(min_size=0, max_size=200)


@given(ANY_TEXT)
def test_a_text_diffed_with_itself_is_empty(text: str) -> None:
    nodes = [Node("9.1.1", text), Node("9.1.1(A)", text + " more")]
    assert diff_nodes("9.1.1", 2, nodes, nodes) == ()
    assert all(w.op is WordOp.EQUAL for w in word_diff(text, text))


@given(ANY_TEXT, ANY_TEXT)
def test_word_diff_rebuilds_both_texts(before: str, after: str) -> None:
    words = word_diff(before, after)
    assert "".join(w.text for w in words if w.op is not WordOp.INSERT) == before
    assert "".join(w.text for w in words if w.op is not WordOp.DELETE) == after


@st.composite
def editorial_perturbation(draw: st.DrawFn) -> tuple[str, str]:
    text = draw(PROSE)
    out = []
    for word in text.split(" "):
        choice = draw(st.integers(0, 5))
        if choice == 0:
            word = word.upper()
        elif choice == 1:
            word = f"“{word}”"
        elif choice == 2:
            word = word + "[1]"
        out.append(word)
        out.append(draw(st.sampled_from([" ", "  ", "\n", " \n "])))
    return text, "".join(out)


@given(editorial_perturbation())
def test_editorial_perturbations_are_editorial(pair: tuple[str, str]) -> None:
    before, after = pair
    assert is_editorial(before, after)
    (change,) = diff_nodes("9.1.1", 2, [Node("9.1.1(A)", before)], [Node("9.1.1(A)", after)]) or (
        None,
    )
    assert change is None or change.change is NodeChange.EDITORIAL


@given(PROSE, st.sampled_from(["notwithstanding", "zebra", "except", "never"]), st.data())
def test_a_word_insertion_is_substantive(text: str, word: str, data: st.DataObject) -> None:
    words = text.split(" ")
    at = data.draw(st.integers(0, len(words)))
    after = " ".join([*words[:at], word, *words[at:]])
    (change,) = diff_nodes("9.1.1", 2, [Node("9.1.1(A)", text)], [Node("9.1.1(A)", after)])
    assert change.change is NodeChange.MODIFIED
    assert any(w.op is WordOp.INSERT and word in w.text for w in change.words)


PARAGRAPHS = [
    "Emergency Facilities. Temporary facilities for public health and safety needs.",
    "Garage Sales. Garage sales, not to exceed three per year.",
    "Public Property. Activities on public property approved by the council.",
    "Fund-Raising Car Washes. Car washes, not to exceed six per year.",
    "Tents. A tent on a site for a maximum of seventy-two consecutive hours.",
    "Seasonal Sales Lots. Seasonal sales activities for up to thirty-five days.",
    "Similar Temporary Activities. A temporary activity similar to the others listed.",
]


@settings(max_examples=50)
@given(st.randoms(use_true_random=False), st.sampled_from(["9.40.010(D)", "4.2.7(B)(3)"]))
def test_renumbering_is_found_by_content(rng: random.Random, parent: str) -> None:
    before = [Node(f"{parent}({k + 1})", text) for k, text in enumerate(PARAGRAPHS)]
    shuffled = PARAGRAPHS[:]
    rng.shuffle(shuffled)
    after = [Node(f"{parent}({k + 1})", text) for k, text in enumerate(shuffled)]
    changes = diff_nodes(parent.split("(")[0], 2, before, after)
    moved = {c.before_id: c.subsection for c in changes}
    for k, text in enumerate(PARAGRAPHS):
        new_id = f"{parent}({shuffled.index(text) + 1})"
        old_id = f"{parent}({k + 1})"
        if new_id == old_id:
            assert old_id not in moved
        else:
            assert moved[old_id] == new_id
    assert {c.change for c in changes} <= {NodeChange.RENUMBERED}


def test_insertion_shifts_later_paragraphs() -> None:
    before = [Node(f"4.2.7({k + 1})", t) for k, t in enumerate(PARAGRAPHS[:3])]
    new = "Pop-up retail for a 12-month period with up to two extensions."
    after_texts = [PARAGRAPHS[0], new, *PARAGRAPHS[1:3]]
    after = [Node(f"4.2.7({k + 1})", t) for k, t in enumerate(after_texts)]
    changes = {c.subsection: (c.change, c.before_id) for c in diff_nodes("4.2.7", 2, before, after)}
    assert changes == {
        "4.2.7(2)": (NodeChange.ADDED, None),
        "4.2.7(3)": (NodeChange.RENUMBERED, "4.2.7(2)"),
        "4.2.7(4)": (NodeChange.RENUMBERED, "4.2.7(3)"),
    }


def test_normalize_never_shown_only_compared() -> None:
    assert normalize("Thirty (30) Days") == normalize("30 days") == "30days"
