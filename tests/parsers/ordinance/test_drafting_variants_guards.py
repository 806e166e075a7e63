"""Drafting variants added after the first-sight run of `test_drafting_variants_more` (same made-up
village, same helpers), for the guards its fixes needed: quoted words as the subject of a removal
verb delete those words, never the section named beside them, and a range counted by tens is
left at its ends, flagged."""

from __future__ import annotations

import pytest
from test_drafting_variants_more import CHAPTER, SECTION, instructions, read

from parsers.ordinance_records import TargetKind, Verb, WordEdit


# A quoted title beside a repealed section leaves it a repeal.
@pytest.mark.parametrize(
    ("sentence", "verb", "targets", "edits"),
    [
        (
            'In Section 4-2-3 of the Village Code, the words "or lessee" are hereby deleted.',
            Verb.WORD_EDIT,
            [(SECTION, "4-2-3")],
            (WordEdit("", "or lessee", "", ""),),
        ),
        (
            'In Section 4-2-3 of the Village Code, the word "thirty" is stricken.',
            Verb.WORD_EDIT,
            [(SECTION, "4-2-3")],
            (WordEdit("", "thirty", "", ""),),
        ),
        (
            'The word "thirty" in Section 4-2-3 of the Village Code is changed to "sixty".',
            Verb.WORD_EDIT,
            [(SECTION, "4-2-3")],
            (WordEdit("", "thirty", "sixty", ""),),
        ),
        (
            'Section 4-2-3, "Permits", of the Village Code is hereby repealed.',
            Verb.REPEAL,
            [(SECTION, "4-2-3")],
            (),
        ),
        (
            'Chapter 4.12, "Vendors," of the Village Code is hereby repealed in its entirety.',
            Verb.REPEAL,
            [(CHAPTER, "4.12")],
            (),
        ),
    ],
)
def test_quoted_words_removed_are_a_word_edit_never_a_repeal(
    sentence: str, verb: Verb, targets: list[tuple[TargetKind, str]], edits: tuple[WordEdit, ...]
) -> None:
    (item,) = instructions(sentence)
    assert (*read(item), item.edits) == (verb, targets, edits)


def test_a_range_counted_by_tens_is_left_at_its_ends_and_flagged() -> None:
    (item,) = instructions(
        "Sections 4-2-10 through 4-2-20 of the Village Code are hereby repealed."
    )
    assert read(item) == (Verb.REPEAL, [(SECTION, "4-2-10"), (SECTION, "4-2-20")])
    assert item.flags
