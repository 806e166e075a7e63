"""Word edits marked with characters in the text: read only under a convention the document
states (or, for marks prose never prints, both kinds present), never from ordinary brackets."""

from __future__ import annotations

from itertools import pairwise
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from parsers.marked_conventions import text_marks
from parsers.marked_text import Mark
from parsers.ordinance import parse_ordinance_file, parse_ordinance_text
from parsers.ordinance_records import Verb, WordEdit

OPEN = Path(__file__).resolve().parent / "ordinance/devset_wide/open"


def _marked(text: str) -> tuple[list[str], list[str]]:
    runs = text_marks(text).runs
    return (
        [r.text for r in runs if r.mark is Mark.DELETED],
        [r.text for r in runs if r.mark is Mark.INSERTED],
    )


@pytest.mark.parametrize(
    ("text", "deleted", "inserted"),
    [
        # Milwaukee's Legistar page 221733: doubled brackets beside chevrons, no legend printed
        (
            "Enforcement of s. 218-10 is stayed until [[March 1, 2023]] >>March 1, 2024<<.",
            ["March 1, 2023"],
            ["March 1, 2024"],
        ),
        # the legend names them: one kind alone is read too
        ("[[ ]] indicates deletion.\nThe fee is [[ten]] dollars.", ["ten"], []),
        # one kind alone, no legend: doubled brackets are not read
        ("The fee is [[ten]] dollars.", [], []),
        # "words in brackets are deleted": single brackets, never a Markdown link
        (
            "Words in brackets are deleted.\nThe [City Planning Commission] Director shall "
            "head the [Department][CFCO 135] (see [the map](map.pdf)).",
            ["City Planning Commission"],
            [],
        ),
        # ... and CAPITALS added when the legend says so; a line in capitals is a heading
        (
            "Matter in brackets is deleted; matter in CAPITALS is added.\n"
            "SECTION 135.01 CITY PLANNING\nThe [Commission] DIRECTOR shall appoint staff.",
            ["Commission"],
            ["DIRECTOR"],
        ),
        # the legend's own brackets mark nothing
        ("Words in [brackets] are deleted. The [old] fee.", ["old"], []),
        # brackets without a legend are punctuation: `[sic]`, an editor's insertion
        ("The [former] Commission [sic] shall meet.", [], []),
    ],
)
def test_marks_under_a_convention(text: str, deleted: list[str], inserted: list[str]) -> None:
    assert _marked(text) == (deleted, inserted)


@given(st.text(alphabet=st.characters(blacklist_characters="[]<>"), max_size=200))
def test_text_without_mark_characters_has_no_marks(text: str) -> None:
    assert text_marks("Words in brackets are deleted. " + text).runs == ()


@given(st.text(max_size=300))
def test_runs_are_in_order_and_inside_the_text(text: str) -> None:
    runs = text_marks(text).runs
    assert all(text[r.start : r.end] == r.text for r in runs)
    assert all(a.end <= b.start for a, b in pairwise(runs))


def test_a_legistar_page_gives_word_edits_with_their_context() -> None:
    """Milwaukee 241222: two changes in one amended section (`Section 50-75-2-b and c`), each
    the word edit of its own part (issue 20: one instruction per part), placed by its kept
    words."""
    parsed = parse_ordinance_file(OPEN / "milwaukee-wi-241222.txt", "milwaukee/241222.txt")
    items = parsed.ordinance.instructions
    assert [(i.verb, [t.id for t in i.targets]) for i in items] == [
        (Verb.WORD_EDIT, ["50-75-2-b"]),
        (Verb.WORD_EDIT, ["50-75-2-c"]),
    ]
    assert [(e.deleted, e.inserted) for i in items for e in i.edits] == [
        ("s. 48.342(1), Wis. Stats", "s. 938.342(1g), Wis. Stats"),
        ("s. 43.364, Wis. Stats", "s. 938.364, Wis. Stats"),
    ]
    assert items[0].edits[0].before.endswith("specified under ")
    assert all("[[" not in i.text and ">>" not in i.text for i in items)  # no marks in new text
    assert "s. 938.364, Wis. Stats." in items[1].text


def test_brackets_in_an_ordinance_without_a_legend_change_nothing() -> None:
    text = (
        "ORDINANCE NO. 5\nSection 1. Section 4.050 is amended to read as follows:\n"
        "4.050 Fees. The fee [as set by resolution] is ten dollars.\n"
    )
    (item,) = parse_ordinance_text(text, "x").ordinance.instructions
    assert item.verb is Verb.REPLACE_SECTION and item.edits == ()


def test_a_legend_makes_the_brackets_a_word_edit() -> None:
    text = (
        "ORDINANCE NO. 5\nWords in [brackets] are deleted.\n"
        "Section 1. Section 4.050 is amended to read as follows:\n"
        "4.050 Fees. The fee [as set by resolution] is ten dollars.\n"
    )
    (item,) = parse_ordinance_text(text, "x").ordinance.instructions
    assert item.verb is Verb.WORD_EDIT
    assert item.edits == (
        WordEdit("4.050 Fees. The fee ", "as set by resolution", "", " is ten dollars."),
    )


# Legends that mark the inserted words in a way a text layer loses, beside brackets it keeps
# (Pueblo CO 6651, OCR of a scan; Middletown RI 2025-9, web text): the deletions alone can be read.
LOSABLE_INSERTION_LEGENDS = [
    "(Brackets indicate matter being deleted; underscoring indicates new matter being added.)",
    "(language to be deleted is [struck] out within brackets; language to be added is underlined):",
]


@pytest.mark.parametrize("legend", LOSABLE_INSERTION_LEGENDS)
def test_a_legend_whose_insertions_the_text_lost_flags_the_word_edit(legend: str) -> None:
    text = (
        f"ORDINANCE NO. 6651\n{legend}\nSECTION 1\n"
        "Section 3 of Chapter 10, Title IV of the Pueblo Municipal Code is amended to read as\n"
        "follows:\nSection 4-10-3 [Decimal system.] Numbering System.\n"
    )
    assert text_marks(text).insertions_lost
    (item,) = parse_ordinance_text(text, "x").ordinance.instructions
    assert item.verb is Verb.WORD_EDIT and item.flags, "deleting alone would drop the new words"


@pytest.mark.parametrize(
    "legend",
    [
        "Words in [brackets] are deleted.",
        # the inserted words keep a mark the text shows: nothing lost
        "Words in brackets are deleted; words in CAPITALS are added.",
    ],
)
def test_a_legend_whose_marks_the_text_keeps_loses_nothing(legend: str) -> None:
    text = f"{legend}\nSection 4.050 Fees. The fee [as set by resolution] is ten dollars.\n"
    assert not text_marks(text).insertions_lost


@pytest.mark.parametrize(
    "targets",
    [
        # one instruction naming both parts ("Section 50-75-2-b and c … is amended to read:")
        [["50-75-2-b", "50-75-2-c"]],
        # or one instruction per part, both over the same new text
        [["50-75-2-b"], ["50-75-2-c"]],
    ],
)
def test_each_named_part_gets_the_changes_of_its_own_paragraph(targets: list[list[str]]) -> None:
    """Milwaukee 241222 prints `b. …` and `c. …` under the sentence: each part's word edit
    holds the change printed in its paragraph only (whatever the target grammar makes of
    "b and c", the words go where they are printed)."""
    from dataclasses import replace

    from parsers.ordinance.word_edits import with_word_edits
    from parsers.ordinance_records import Target, TargetKind

    path = OPEN / "milwaukee-wi-241222.txt"
    text = path.read_text(encoding="utf-8")
    parsed = parse_ordinance_file(path, "milwaukee/241222.txt").ordinance.instructions
    read = parsed[0]
    # the section's whole new text, both paragraphs (the parser now splits it, part b's first)
    whole = "\n".join(item.text for item in parsed)
    plain = replace(read, verb=Verb.REPLACE_PART, edits=(), struck=(), flags=(), text=whole)
    instructions = [
        replace(plain, targets=tuple(Target(TargetKind.SUBSECTION, t) for t in ids))
        for ids in targets
    ]
    made = with_word_edits(instructions, text, ())
    assert [(i.verb, [t.id for t in i.targets]) for i in made] == [
        (Verb.WORD_EDIT, ["50-75-2-b"]),
        (Verb.WORD_EDIT, ["50-75-2-c"]),
    ]
    assert [[e.deleted for e in i.edits] for i in made] == [
        ["s. 48.342(1), Wis. Stats"],
        ["s. 43.364, Wis. Stats"],
    ]
    assert made[1].text.startswith("c. A court may dismiss")
