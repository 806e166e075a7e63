"""The safety net over instruction sentences: a code number the sentence prints that no
instruction reads flags every instruction of the sentence (issue 20, item 2), while a number
printed as a path, a position, a range end, quoted words, an ordinance number or a date never do.

Shapes from the helpers' audit of the wide development set: `Sections 17.36.010(a) and
17.36.020 are repealed` (read as 010(a) only), `Section 5 and Sections 7 and 8`, `Sections 7 and
8`, `Section X, Chapter Y and Article Z`; paths from Ann Arbor MI (`Section 3:2 of Chapter 39 of
Title III`), Carmel IN (`Chapter 3, Article 1, Division II, Sections 3-24 and 3-34`), Owasso OK
(`Chapter 7, Article 2, Section 7 -27`), D.C. (`Section 604c (D.C. Official Code §
34-1803.03)`), Mendon NY (`Section 260.13` read as `260-13D(12)`).
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from parsers.ordinance import parse_ordinance_text
from parsers.ordinance.unread_numbers import printed_numbers, unread_numbers
from parsers.ordinance_records import Instruction, Target, TargetKind, Verb
from parsers.records import SourceSpan

DOCUMENT = """ORDINANCE NO. 2024-07

An ordinance amending the Municipal Code.

BE IT ORDAINED BY THE CITY COUNCIL AS FOLLOWS:

Section 1. {sentence}

{body}
Section 2. This ordinance shall take effect thirty days after its adoption.
"""
NEW_TEXT = "17.36.010 Purpose.\nThe purpose of this chapter is to protect trees.\n"


@pytest.mark.parametrize(
    ("sentence", "body", "missed"),
    [
        ("Sections 17.36.010(a) and 17.36.020 of the Code are hereby repealed.", "", "17.36.020"),
        ("Section 5 and Sections 7 and 8 of the Code are hereby repealed.", "", "7, 8"),
        ("Sections 7 and 8 of the Code are hereby repealed.", "", "8"),
        ("Section 4, Chapter 12 and Article 3 of the Code are hereby repealed.", "", "12"),
        ("Section 17.36.020 of the Municipal Code is hereby repealed.", "", None),
        ("Sections 9-2.101 through 9-2.110 of the Code are hereby repealed.", "", None),
        (
            "Section 17.36.010 of Chapter 17.36 of the Code is hereby amended to read as follows:",
            NEW_TEXT,
            None,
        ),
        (
            "Section 17.36.010 of the Code, as adopted by Ordinance No. 2019-12 on May 4, 2019, "
            "is hereby amended to read as follows:",
            NEW_TEXT,
            None,
        ),
        (
            "Chapter 5.12 of the Code is amended by adding a new Section 5.12.045 after Section "
            "5.12.040 to read as follows:",
            "5.12.045 Fees.\nFees are set by resolution.\n",
            None,
        ),
    ],
)
def test_a_number_the_sentence_names_is_read_or_flagged(
    sentence: str, body: str, missed: str | None
) -> None:
    parsed = parse_ordinance_text(DOCUMENT.format(sentence=sentence, body=body), "x/2024-07.txt")
    items = parsed.ordinance.instructions
    assert items
    flags = [[f for f in item.flags if f.startswith("the sentence also names")] for item in items]
    if missed is None:
        assert flags == [[] for _ in items]
    else:
        assert all(
            one == [f"the sentence also names {missed}, which " + one[0].split(", which ", 1)[1]]
            for one in flags
        )


@pytest.mark.parametrize(
    ("phrase", "numbers"),
    [
        ("Sections 17.36.010(a) and 17.36.020", ["17.36.010", "17.36.020"]),
        ("Section 5 and Sections 7 and 8", ["5", "7", "8"]),
        ("Section 4, Chapter 12 and Article 3", ["4", "12", "3"]),
        ("That Section 3:2 of Chapter 39 of Title III of the Code", ["3.2"]),
        ("Chapter 3, Article 1, Division II, Sections 3-24 and 3-34 of the Code", ["3.24", "3.34"]),
        ("That Chapter 7, Article 2, Section 7 -27 of the City Code", ["7.27"]),
        ("Chapter 36 Parking and Loading, Table 3-7 Parking Requirements", []),
        ("(2) Section 604c (D.C. Official Code § 34-1803.03)", []),
        ("Section 5.100 of the Ordinance (Attachment D to Ordinance #74-2004)", ["5.100"]),
        ('Section 17.36.010 entitled "Section 9 Fees"', ["17.36.010"]),
        ("In accordance with Section 2.0$2 of the Eugene Code, 1971", []),
        ("Ordinance No. 2019-12, adopted May 4, 2019", []),
    ],
)
def test_the_numbers_a_target_phrase_prints(phrase: str, numbers: list[str]) -> None:
    assert printed_numbers(phrase) == numbers


def _instruction(verb: Verb, *ids: str) -> Instruction:
    targets = tuple(Target(TargetKind.SECTION, one) for one in ids)
    return Instruction("o §1", "o", 1, verb, targets, "", SourceSpan("o.txt", 0, 0))


@pytest.mark.parametrize(
    ("phrase", "ids", "flagged"),
    [
        ("Section 260.13 of Chapter 260", ["260-13D(12)"], False),  # joints compared aside
        ("Sections 7 and 8", ["7", "8"], False),
        ("Sections 7 and 8", ["7"], True),
        ("Sections 7 and 18", ["7", "18"], False),
        ("Sections 1 and 17.36.010", ["17.36.010"], True),  # `1` no part of `17.36.010`
        ("Section 14-13", ["14-131"], True),  # a longer number is no ancestor
    ],
)
def test_a_number_counts_as_read_when_a_target_holds_it(
    phrase: str, ids: list[str], flagged: bool
) -> None:
    found = unread_numbers([_instruction(Verb.REPEAL, *ids)], phrase)
    assert bool(found[0].flags) is flagged


def test_a_sentence_amending_other_law_is_left_to_its_own_checks() -> None:
    item = replace(_instruction(Verb.REPLACE_SECTION, "65852"), outside="the Government Code")
    assert unread_numbers([item], "Sections 65852 and 65853 of the Government Code") == [item]
