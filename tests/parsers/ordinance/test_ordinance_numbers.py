"""Number shapes read from real ordinances of the wide development set: the registry's
hyphenated family with labels (`parsers.schemes`), and a number the OCR cut short."""

from __future__ import annotations

from pathlib import Path

import pytest

from parsers.ordinance import parse_ordinance_file
from parsers.ordinance.cut_short import completed
from parsers.ordinance.targets import TargetPhrase, parse_target_phrase
from parsers.ordinance_records import Target, TargetKind, Verb

OPEN = Path(__file__).parent / "devset_wide" / "open"
S, SUB = TargetKind.SECTION, TargetKind.SUBSECTION


@pytest.mark.parametrize(
    ("name", "verb", "targets", "flagged"),
    [
        # `Section 8 -12B -1-2-M Trees, paragraph c., The following trees …`: five levels, a
        # lettered chapter, a hyphen's label; its words deleted are unquoted (flagged)
        ("elk-grove-village-il-2519.txt", Verb.WORD_EDIT, [(SUB, "8-12B-1-2-M.c")], True),
        # `Schedule X referred to in Chapter 14-13?"` (the title: `CHAPTER 14, SECTION 131`),
        # `amended by declaring a speed limit on the following … streets`: rows added, printed
        # on the sentence's own line (flagged for a person to place)
        ("charlotte-nc-785.txt", Verb.ADD_TEXT, [(S, "14-131")], True),
    ],
)
def test_the_number_is_read_whole(
    name: str, verb: Verb, targets: list[tuple[TargetKind, str]], flagged: bool
) -> None:
    parsed = parse_ordinance_file(OPEN / name, f"devset/{name}").ordinance
    (item,) = parsed.instructions
    assert item.verb is verb
    assert [(t.kind, t.id) for t in item.targets] == targets
    assert bool(item.flags) is flagged


@pytest.mark.parametrize(
    ("phrase", "targets"),
    [
        (
            "That Section 8 -12B -1-2-M Trees, paragraph c., The following trees are",
            ["8-12B-1-2-M.c"],
        ),
        ("That Section 8-12B-1-2-M of the Village Code", ["8-12B-1-2-M"]),
        ("That Section 8-12B-1-2 of the Village Code", ["8-12B-1-2"]),
        # a part after a title only when a comma sets it off (`Trees, paragraph c.,`)
        ("Section 5-2-7 Fences, subsection B, of the code", ["5-2-7(B)"]),
        ("Section 5-2-7 Fences of the code", ["5-2-7"]),
    ],
)
def test_a_hyphen_labelled_target(phrase: str, targets: list[str]) -> None:
    assert [t.id for t in parse_target_phrase(phrase, None, "-").targets] == targets


CUT = TargetPhrase((Target(S, "14-13"),), None, ())


@pytest.mark.parametrize(
    ("phrase", "document", "expected"),
    [
        # the title names the section within its chapter: the one number that extends `14-13`
        (
            'Schedule X referred to in Chapter 14-13?" of the Code',
            "AN ORDINANCE AMENDING CHAPTER 14, SECTION 131 OF THE CITY CODE",
            ["14-131"],
        ),
        # two numbers extend it: nothing is guessed, the target is dropped (flagged later)
        (
            'Schedule X referred to in Chapter 14-13?" of the Code',
            "Chapter 14, Section 131 and Section 14-132",
            [],
        ),
        # none does
        ('Schedule X referred to in Chapter 14-13?" of the Code', "CHAPTER 14", []),
        # no `?` after the number: as read
        (
            "Schedule X referred to in Chapter 14-13 of the Code",
            "CHAPTER 14, SECTION 131",
            ["14-13"],
        ),
    ],
)
def test_a_number_the_ocr_cut_short(phrase: str, document: str, expected: list[str]) -> None:
    found = completed(CUT, phrase, document, "-", None)
    assert [t.id for t in found.targets] == expected


def test_a_name_struck_off_a_list_is_kept_and_flagged() -> None:
    """Elk Grove Village, IL, Ord. 2519: `amended by deleting therefrom, Shawnee Brave Cypress`
    (unquoted): the words are kept for the person who applies it; the edit stays flagged."""
    name = "elk-grove-village-il-2519.txt"
    (item,) = parse_ordinance_file(OPEN / name, f"devset/{name}").ordinance.instructions
    assert [(e.deleted, e.inserted) for e in item.edits] == [("Shawnee Brave Cypress", "")]
    assert item.flags
