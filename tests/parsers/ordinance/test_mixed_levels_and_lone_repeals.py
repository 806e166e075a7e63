"""Two safety gaps of issue 20 (item 2): a list of targets of different levels in one sentence
(`Chapter X and Section Y are repealed`: every target its own instruction, none dropped), and a
lone `That existing Section X … is hereby repealed` in an ordinance that re-enacts nothing of X
(flagged with the reason, never taken silently for the formal repeal of superseded text).

The development set holds no list of mixed levels, so those rows are drafting variants set in a
minimal ordinance of an invented town (as in `test_drafting_variants`); the superseded-text
repeals of the real documents must stay exactly as they were, unflagged.
"""

from __future__ import annotations

import pytest
from wide_documents import flagged_readings

from parsers.ordinance import parse_ordinance_text
from parsers.ordinance.mixed_levels import MIXED_TEXT, UNREAD_MEMBER
from parsers.ordinance.path_targets import DISAGREE
from parsers.ordinance.superseded import NOT_REENACTED
from parsers.ordinance.targets import RANGE_FLAG
from parsers.ordinance_records import Instruction, Verb

CAPTION = (
    "ORDINANCE NO. 2019-12\n\nAN ORDINANCE AMENDING THE CODE OF THE TOWN OF LAKEVIEW\n\n"
    "WHEREAS, the Board finds the amendments necessary;\n\n"
    "BE IT ORDAINED BY THE BOARD OF ALDERMEN OF THE TOWN OF LAKEVIEW:\n\n"
)
CLOSING = "\n\nSection 9. This ordinance shall take effect upon passage.\n"
NEW_TEXT = "4-3-1. Permits. A permit is required."
LONE = NOT_REENACTED.split(":")[0]  # how the flag of a lone superseded-text repeal begins


def instructions(*sections: str) -> tuple[Instruction, ...]:
    numbered = "\n\n".join(f"Section {n}. {text}" for n, text in enumerate(sections, start=1))
    text = f"{CAPTION}{numbered}{CLOSING}"
    return parse_ordinance_text(text, "lakeview/2019-12.txt").ordinance.instructions


def reading(item: Instruction) -> tuple[Verb, tuple[str, ...], tuple[str, ...]]:
    """(verb, `kind:id` of each target, the start of each flag)."""
    targets = tuple(f"{t.kind.value}:{t.id}" for t in item.targets)
    return item.verb, targets, tuple(flag[:30] for flag in item.flags)


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        (
            "Chapters 8.36 of the Code and Section 8.40.010 are hereby repealed.",
            [(Verb.REPEAL, ("chapter:8.36",), ()), (Verb.REPEAL, ("section:8.40.010",), ())],
        ),
        (
            "Chapter 8.36 and Section 8.40.010 of the Code are hereby repealed.",
            [(Verb.REPEAL, ("chapter:8.36",), ()), (Verb.REPEAL, ("section:8.40.010",), ())],
        ),
        (
            "That Section 8.40.010 and Chapter 8.36 of the Code be, and the same are hereby, "
            "rescinded.",
            [(Verb.REPEAL, ("section:8.40.010",), ()), (Verb.REPEAL, ("chapter:8.36",), ())],
        ),
        (
            "Article 3 and Sections 5-1 through 5-4 are hereby repealed.",
            [
                (Verb.REPEAL, ("article:3",), ()),
                (Verb.REPEAL, ("section:5-1", "section:5-4"), (RANGE_FLAG[:30],)),
            ],
        ),
        (
            "Chapter 4-2 and Sections 4-3-1 and 4-3-2 of the Town Code are hereby repealed.",
            [
                (Verb.REPEAL, ("chapter:4-2",), ()),
                (Verb.REPEAL, ("section:4-3-1",), ()),
                (Verb.REPEAL, ("section:4-3-2",), ()),
            ],
        ),
        (
            "Chapter 4, Article 3 and § 5-1 of the Town Code are hereby deleted.",
            [(Verb.REPEAL, ("article:4-3",), ()), (Verb.REPEAL, ("section:5-1",), ())],
        ),
        (
            # A path before the list names its deepest unit, never the whole title.
            "Title 17, Chapter 17.36 and Section 17.40.010 are hereby repealed.",
            [
                (Verb.REPEAL, ("chapter:17.36",), ()),
                (Verb.REPEAL, ("section:17.40.010",), ()),
            ],
        ),
    ],
)
def test_each_target_of_a_mixed_list_is_its_own_repeal(
    sentence: str, expected: list[tuple[Verb, tuple[str, ...], tuple[str, ...]]]
) -> None:
    assert [reading(item) for item in instructions(sentence)] == expected


def test_a_path_that_contradicts_itself_in_a_list_says_why() -> None:
    """The chapter is not in the title named: its repeal is flagged, the section's is not."""
    found = instructions("Title 18, Chapter 17.36 and Section 17.40.010 are hereby repealed.")
    reason = DISAGREE.format(child="Chapter 17.36", parent="Title 18")
    assert [(t.id, item.flags) for item in found for t in item.targets] == [
        ("17.36", (reason,)),
        ("17.40.010", ()),
    ]


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        (
            "Chapter 4-2 and Section 4-3-1 are hereby amended to read as follows:",
            [(Verb.REPLACE_CHAPTER, ("chapter:4-2",)), (Verb.REPLACE_SECTION, ("section:4-3-1",))],
        ),
        (
            "Article 3 and Section 4-3-1 of the Town Code are hereby enacted to read as follows:",
            [(Verb.ADD_CHAPTER, ("article:3",)), (Verb.ADD_SECTION, ("section:4-3-1",))],
        ),
    ],
)
def test_a_mixed_list_amended_gives_each_target_flagged(
    sentence: str, expected: list[tuple[Verb, tuple[str, ...]]]
) -> None:
    """The new text is not split among targets of different levels: each target is read, and
    each instruction flagged (`MIXED_TEXT`), so nothing is replaced by a neighbour's text."""
    found = instructions(f"{sentence}\n{NEW_TEXT}")
    assert [reading(item)[:2] for item in found] == expected
    assert all(MIXED_TEXT in item.flags for item in found)


def test_a_member_not_read_is_flagged_not_dropped() -> None:
    found = instructions("Chapter 8.36 and Section IX-B-x of the Code are hereby repealed.")
    assert reading(found[0])[:2] == (Verb.REPEAL, ("chapter:8.36",))
    assert all(not item.flags for item in found[:1])
    assert any(flag.startswith(UNREAD_MEMBER[:40]) for item in found[1:] for flag in item.flags)


@pytest.mark.parametrize(
    "sentence",
    [
        "That existing Section 4-2-3 of the Town Code is hereby repealed.",
        "The existing Section 4-2-3 of the Town Code, to the extent inconsistent with this "
        "ordinance, is hereby repealed.",
        "Current Section 4-2-3 of the Town Code is hereby repealed.",
        "Section 4-2-3 of the Town Code as now existing is hereby repealed.",
    ],
)
def test_a_lone_existing_repeal_is_flagged(sentence: str) -> None:
    """Nothing of 4-2-3 is amended here (4-2-4 is): the repeal is flagged, the text stays."""
    other = "Section 4-2-4 of the Town Code is hereby amended to read as follows:\n4-2-4. Fees."
    found = [item for item in instructions(other, sentence) if str(item.ordinance_section) == "2"]
    assert [(item.verb, [t.id for t in item.targets]) for item in found] == [
        (Verb.REPEAL_SUPERSEDED, ["4-2-3"])
    ]
    assert [flag.split(":")[0] for flag in found[0].flags] == [LONE]


@pytest.mark.parametrize(
    "amending",
    [
        "Section 4-2-3 of the Town Code is hereby amended to read as follows:\n4-2-3. Permits.",
        "Chapter 4-2 of the Town Code is hereby amended to read as follows:\n"
        "Sec. 4-2-1. Scope.\nSec. 4-2-3. Permits.",
        "Subsection (B) of Section 4-2-3 of the Town Code is hereby amended to read as follows:\n"
        "(B) A permit is required.",
    ],
)
def test_an_existing_repeal_beside_its_amendment_stays_superseded(amending: str) -> None:
    """The Ohio/Pennsylvania form: X (or its chapter, or a part of it) amended, then `existing
    Section X … is hereby repealed` — the formal repeal of the superseded text, unflagged."""
    repeal = "That existing Section 4-2-3 of the Town Code is hereby repealed."
    found = instructions(amending, repeal)
    last = found[-1]
    assert (last.verb, [t.id for t in last.targets], last.flags) == (
        Verb.REPEAL_SUPERSEDED,
        ["4-2-3"],
        (),
    )


@pytest.mark.parametrize(
    ("name", "target"),
    [
        ("chagrin-falls-oh-2021-24", "1135.02(a)(1)"),
        ("chagrin-falls-oh-2022-04", "111.03"),
        ("chagrin-falls-oh-2023-72", "124.03(F)(4)"),
        ("chagrin-falls-oh-2024-27", "113.01"),
        ("delray-beach-fl-34-06", "37.45"),
        ("grand-island-ne-8734", "13-50"),
        ("meridian-id-507", "10-1"),
        ("owasso-ok-1131", "12-201"),
    ],
)
def test_real_superseded_repeals_stay_unflagged(name: str, target: str) -> None:
    """Each real document's repeal of superseded text, beside its re-enactment, as before."""
    assert ("repeal_superseded", (target,), False) in flagged_readings(name)
