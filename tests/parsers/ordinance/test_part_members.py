"""A part of one section listed with another section keeps its labels (issue 20, item 3).

`sub-section (3) of section 3-a of Chapter 25 ..., and section 9 of said chapter be amended`
(Richmond VA, 1914) was read as one target `9(3)`: the label of section 3-a carried to section
9, a target no one named; and `Subsection (a) of Section X and Section Y are repealed` repealed
all of X. A part named with its section is now a member of the list of its own, each member gets
its own target with its own labels under the sentence's verb, and an amendment whose new text is
not split among them is flagged. A section numbered with a letter (`3-a`, `3a`) is read where the
ordinance heads it. The drafting variants are set in a minimal ordinance of an invented town; the
real wording is the development set's own sentence.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from wide_documents import flagged_readings, parsed

from parsers.ordinance import parse_ordinance_text
from parsers.ordinance.lettered import lettered_targets
from parsers.ordinance.mixed_text import split_mixed
from parsers.ordinance_records import Instruction, Target, TargetKind


def SUB(number: str) -> Target:
    return Target(TargetKind.SUBSECTION, number)


def SEC(number: str) -> Target:
    return Target(TargetKind.SECTION, number)


CAPTION = (
    "ORDINANCE NO. 2019-12\n\nAN ORDINANCE AMENDING THE CODE OF THE TOWN OF LAKEVIEW\n\n"
    "BE IT ORDAINED BY THE BOARD OF ALDERMEN OF THE TOWN OF LAKEVIEW:\n\n"
)
CLOSING = "\n\nSection 9. This ordinance shall take effect upon passage.\n"


def instructions(sentence: str) -> tuple[Instruction, ...]:
    text = f"{CAPTION}Section 1. {sentence}{CLOSING}"
    return parse_ordinance_text(text, "lakeview/2019-12.txt").ordinance.instructions


def reading(sentence: str) -> list[tuple[str, tuple[str, ...]]]:
    return [(i.verb.value, tuple(t.id for t in i.targets)) for i in instructions(sentence)]


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        (
            "Subsection (3) of Section 4-2-3 and Section 4-2-5 are hereby repealed.",
            [("repeal", ("4-2-3(3)",)), ("repeal", ("4-2-5",))],
        ),
        # Labels glued to the number, a bare label before `of`, two parts of two sections.
        (
            "Section 17.36.010(a) and Section 17.36.020 are hereby repealed.",
            [("repeal", ("17.36.010(a)",)), ("repeal", ("17.36.020",))],
        ),
        (
            "Section 17.36.020 and Section 17.36.010(a) are hereby repealed.",
            [("repeal", ("17.36.020",)), ("repeal", ("17.36.010(a)",))],
        ),
        (
            "Subsection A of Section 17.36.010 and Section 17.36.020 are hereby repealed.",
            [("repeal", ("17.36.010(A)",)), ("repeal", ("17.36.020",))],
        ),
        (
            "Subsection (a) of Section 17.36.010 and Subsection (b) of Section 17.36.020 are "
            "hereby repealed.",
            [("repeal", ("17.36.010(a)",)), ("repeal", ("17.36.020(b)",))],
        ),
        # A plural list with a part is never read as whole sections (the part's section kept).
        (
            "Sections 17.36.010(a) and (b) are hereby repealed.",
            [("repeal", ("17.36.010(a)", "17.36.010(b)"))],
        ),
        (
            "Paragraph (b) of section 5 and section 7 are hereby repealed.",
            [("repeal", ("5(b)",)), ("repeal", ("7",))],
        ),
        (
            "Subsection (3) of Section 4 and Section 9 are hereby amended to read as follows: "
            "(3) Foo bar. Section 9. Baz qux.",
            [("replace_part", ("4(3)",)), ("replace_section", ("9",))],
        ),
        (
            "Subsection (c) of Section 17.36.020 and Section 17.36.040 are hereby amended to read "
            "as follows: (c) Foo. 17.36.040 Bar.",
            [("replace_part", ("17.36.020(c)",)), ("replace_section", ("17.36.040",))],
        ),
    ],
)
def test_a_part_and_a_section_are_two_targets(
    sentence: str, expected: list[tuple[str, tuple[str, ...]]]
) -> None:
    assert reading(sentence) == expected


def test_the_amendment_of_a_part_and_a_section_is_flagged_not_shared() -> None:
    found = instructions(
        "Subsection (3) of Section 4 and Section 9 are hereby amended to read as follows: "
        "(3) Foo bar. Section 9. Baz qux."
    )
    assert all(item.flags and not item.text for item in found)


def test_richmond_reads_its_two_targets_each_with_its_own_labels_and_text() -> None:
    # Section 9's one-part number stays flagged (no code's scheme); the part's is not.
    assert flagged_readings("richmond-va-1914-ch25-board-of-health") == [
        ("replace_part", ("3-a(3)",), False),
        ("replace_section", ("9",), True),
    ]
    found = parsed("richmond-va-1914-ch25-board-of-health").ordinance.instructions
    texts = [item.text[:22] for item in found]
    assert texts == ["3-a-(3). City Bacterio", "9. That the City Bacte"]


SECTION_TEXT = "17.36.020(c) Foo.\n17.36.040 Bar."
RICHMOND_TEXT = "3-a-(3). City.\n\n9. That the City shall 9. act"
PART_AND_SECTION = (SUB("17.36.020(c)"), SEC("17.36.040"))
LETTERED_AND_NINE = (SUB("3-a(3)"), SEC("9"))


@pytest.mark.parametrize(
    ("targets", "body", "expected"),
    [
        (PART_AND_SECTION, SECTION_TEXT, ["17.36.020(c) Foo.", "17.36.040 Bar."]),
        (LETTERED_AND_NINE, RICHMOND_TEXT, ["3-a-(3). City.", "9. That the City shall 9. act"]),
        # 9 headed twice: which is the section's own heading is uncertain.
        (LETTERED_AND_NINE, "3-a-(3). City. 9. Item.\n9. That the City", None),
        # Not in the sentence's order.
        ((SEC("17.36.040"), SUB("17.36.020(c)")), SECTION_TEXT, None),
        # The part's number is not printed, only its label.
        ((SUB("4(3)"), SEC("9")), "(3) Foo bar. Section 9. Baz.", None),
        # Text before the first heading.
        (PART_AND_SECTION, "Preamble.\n" + SECTION_TEXT, None),
    ],
)
def test_the_new_text_is_split_only_where_it_heads_each_target(
    targets: tuple[Target, ...], body: str, expected: list[str] | None
) -> None:
    assert split_mixed(list(targets), body) == expected


HEADED = "be amended to read as follows. 3-a-(3). City Bacteriologist.\nSec. 4b. Fees.\n"


@pytest.mark.parametrize(
    ("phrase", "expected"),
    [
        ("sub-section (3) of section 3-a of Chapter 25", ("3-a(3)",)),
        ("paragraph (b) of subsection (3) of section 3-a", ("3-a(3)(b)",)),
        ("section 3-a(3)", ("3-a(3)",)),
        ("Section 4b", ("4b",)),
        ("section 3-b", ()),  # not headed in the document: unread, flagged as before
        ("Section 5 and section 3-a", ()),  # another number first: not this reading's
        ("Section 12-1A", ()),  # the registry's own number
        ("Sections 3-5", ()),  # a range, never a lettered number
    ],
)
def test_a_lettered_number_is_read_where_the_document_heads_it(
    phrase: str, expected: tuple[str, ...]
) -> None:
    targets, _ = lettered_targets(phrase, HEADED)
    assert tuple(t.id for t in targets) == expected


PARTS = st.sampled_from(["Subsection {label} of ", "Paragraph {label} of ", "{glued}"])
LABELS = st.sampled_from(["(a)", "(b)", "(3)", "(C)"])
NUMBERS = st.lists(st.integers(10, 89), min_size=2, max_size=3, unique=True)


@settings(max_examples=40, deadline=None)
@given(part=PARTS, label=LABELS, numbers=NUMBERS, labelled=st.integers(0, 2))
def test_labels_stay_next_to_their_own_number(
    part: str, label: str, numbers: list[int], labelled: int
) -> None:
    """Every target's labels are printed next to that target's own number in the phrase, and a
    section named only through its part is never a target whole (a repeal of all of it)."""
    members = [f"Section 17.36.0{n}" for n in numbers]
    expected = [f"17.36.0{n}" for n in numbers]
    at = labelled % len(members)
    if part == "{glued}":  # `Section 17.36.010(a)`
        members[at] += label
    else:  # `Subsection (a) of Section 17.36.010`
        members[at] = part.format(label=label) + members[at]
    expected[at] += label
    phrase = " and ".join(members)
    found = [t.id for item in instructions(f"{phrase} are hereby repealed.") for t in item.targets]
    assert found == expected
