"""Label ranges and lists in an instruction's target (`Subsections A through J of Section
17.36.020`, Moab UT 2013-14's `A-J`; `(B)(1) to (4)`; `Paragraphs 2 - 5`): each member of a
simple run, or a flagged instruction; never a label made of the words between (issue 20)."""

from __future__ import annotations

import re

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from parsers.grammar.labels import expand_run, is_label, label_paths
from parsers.ordinance import parse_ordinance_text
from parsers.ordinance.targets import parse_target_phrase

HEAD = (
    "ORDINANCE NO. 2013-14\nAN ORDINANCE AMENDING THE CODE.\nTHE CITY COUNCIL ORDAINS:\nSECTION 1. "
)
TAIL = "\nA. Uses permitted.\nB. Uses allowed.\nSECTION 2. This ordinance takes effect.\n"
LETTERS = tuple(f"({letter})" for letter in "ABCDEFGHIJ")
REPEALED = " of Section 17.36.020 are hereby repealed."


@pytest.mark.parametrize(
    ("sentence", "verb", "labels", "flagged"),
    [
        (
            "Subsections A through J of Section 17.36.020 are hereby amended to read as follows:",
            "replace_part",
            LETTERS,
            False,
        ),
        (
            "Section 17.36.020 A-J is hereby repealed and replaced as follows:",
            "replace_part",
            LETTERS,
            False,
        ),
        (
            "Subsections (a) through (f) of Section 17.36.020 are hereby repealed.",
            "repeal",
            ("(a)", "(b)", "(c)", "(d)", "(e)", "(f)"),
            False,
        ),
        (
            "Section 17.36.020(B)(1) to (4) is hereby repealed.",
            "repeal",
            ("(B)(1)", "(B)(2)", "(B)(3)", "(B)(4)"),
            False,
        ),
        (
            "Paragraphs 2 - 5 of Section 17.36.020 are hereby repealed.",
            "repeal",
            ("(2)", "(3)", "(4)", "(5)"),
            False,
        ),
        # Roman numerals are letters too: no simple run; a word list is no label: flagged.
        ("Subsections (i) through (v)" + REPEALED, "repeal", (), True),
        ("Items a., b. and c." + REPEALED, "repeal", (), True),
        ("Subsections A thru the end" + REPEALED, "repeal", (), True),
    ],
)
def test_label_ranges_name_each_member_or_flag(
    sentence: str, verb: str, labels: tuple[str, ...], flagged: bool
) -> None:
    parsed = parse_ordinance_text(HEAD + sentence + TAIL, "moab-ut/2013-14.txt")
    [item] = parsed.ordinance.instructions
    assert item.verb.value == verb
    assert item.labels == labels
    assert bool(item.flags) == flagged or (labels and verb == "replace_part")
    if flagged:
        assert [t.id for t in item.targets] == ["17.36.020"] and "not read" in item.flags[0]


@pytest.mark.parametrize(
    ("item", "paths"),
    [
        ("A through J", tuple(f"({c})" for c in "ABCDEFGHIJ")),
        ("2 - 5", ("(2)", "(3)", "(4)", "(5)")),
        ("(B)(1) to (4)", ("(B)(1)", "(B)(2)", "(B)(3)", "(B)(4)")),
        ("~4}", ("(4)",)),  # OCR's parentheses (Eugene OR 20109)
        ("c.", ("(c)",)),
        ("A thro ugh J", None),
        ("(i) through (v)", None),
        ("J through A", None),
        ("(B)(1) to (C)(4)", None),
        ("4-2-3(B)", None),
    ],
)
def test_label_paths(item: str, paths: tuple[str, ...] | None) -> None:
    assert label_paths(item) == paths


def test_runs_of_other_shapes_are_not_expanded() -> None:
    assert expand_run("a", "C") is None and expand_run("1", "c") is None
    assert expand_run("8", "10") == ("8", "9", "10")


# Pieces a phrase of labels is made of: labels, range and list words, words, OCR brackets.
PIECES = st.sampled_from(
    [
        "A",
        "J",
        "b",
        "(c)",
        "(2)",
        "12",
        "iv",
        "(iv)",
        "aa",
        "through",
        "thru",
        "to",
        "-",
        "–",
        ",",
        "and",
        "or",
        "&",
        "(",
        ")",
        "~",
        "}",
        "the",
        "thro",
        "ugh",
        "end",
        "new",
        ".",
        "Items",
        "subsection",
        "paragraph",
        "Item",
        "of",
    ]
)  # (no level keyword such as `Title`: `Subsections Title 12A of …` names a title, rightly)
PART_WORD = st.sampled_from(["Subsections", "Subsection", "Paragraphs", "Subdivision", "Items"])
# A target id of the phrase's section: the number (a letter may end it: `17.36.020A`), then
# labels in parentheses.
TARGET_SHAPE = re.compile(r"17\.36\.020[A-Z]?((?:\([A-Za-z0-9]{1,6}\))*)")


@settings(max_examples=300, deadline=None)
@given(PART_WORD, st.lists(PIECES, min_size=1, max_size=8), st.text(max_size=12))
# a number among the labels, not the part's own: it was read as the target (`0.0`)
@example("Subsections", ["A", "(c)"], "0.0")
@example("Paragraphs", ["-"], "0.0")
@example("Paragraphs", ["A"], ":0.0")
@example("Subsections", ["&", "A"], ":0.0")  # marks set apart from the label
def test_any_phrase_gives_ids_of_the_schemes_shape(
    part: str, pieces: list[str], noise: str
) -> None:
    for phrase in (
        f"{part} {' '.join(pieces)} of Section 17.36.020",
        # (a dash or a period right after the number is its OCR'd joint, `2 -101`, `17. 36`: the
        # number reader's, which reads one more level there; left to it)
        f"Section 17.36.020 {' '.join(pieces).lstrip('-–.')} Use requirements",
        f"{part} {' '.join(pieces)}{noise} of Section 17.36.020",
        f"Section 17.36.020, {' '.join(pieces)} of the Code",
        f"Section 17.36.020 Uses. {' '.join(pieces)}",
        f"Section 17.36.020({pieces[0]}) {' '.join(pieces[1:])} Use requirements",
    ):
        for target in parse_target_phrase(phrase, None).targets:
            shape = TARGET_SHAPE.fullmatch(target.id)
            assert shape is not None, (phrase, target.id)
            labels = re.findall(r"\(([^()]*)\)", shape.group(1))
            assert all(is_label(label) for label in labels), (phrase, target.id)
