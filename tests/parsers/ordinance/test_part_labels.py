"""Parts named before their section, each with a title in parentheses or its part word
repeated (`Subsection C.(Title) and Subsection I.(Title) of Section 4-1-180`, Renton WA 5326):
the parts are the targets, never the whole section."""

from __future__ import annotations

import pytest
from wide_documents import parsed

from parsers.ordinance import parse_ordinance_text
from parsers.ordinance.part_labels import restated_parts, without_part_titles

HEAD = (
    "ORDINANCE NO. 5326\nAN ORDINANCE AMENDING FEES.\n"
    "THE CITY COUNCIL OF THE CITY OF RENTON, WASHINGTON, DOES ORDAIN AS FOLLOWS:\n"
    "SECTION I. "
)
TAIL = (
    " are hereby amended to read as follows:\n4-1-180 PUBLIC WORKS FEES:\nC. CHARGES:\n"
    "Owners shall pay.\nI. TEMPORARY FEES:\nA fee applies.\n"
    "SECTION II. This ordinance shall be effective upon its passage.\n"
)


@pytest.mark.parametrize(
    ("sentence", "targets"),
    [
        (
            "Subsection C.(Charges for Equitable Share ofPublic Works Facilities)and Subsection "
            "I.(Temporary Utility Connection Fees)of Section 4-1-180 (Public Works Fees)",
            ("4-1-180(C)", "4-1-180(I)"),
        ),
        ("Subsection C. and Subsection I. of Section 4-1-180", ("4-1-180(C)", "4-1-180(I)")),
        ("Subsections C and I of Section 4-1-180", ("4-1-180(C)", "4-1-180(I)")),
        ("Subsection (C) (Charges) and (I) of Section 4-1-180", ("4-1-180(C)", "4-1-180(I)")),
    ],
)
def test_parts_named_with_titles_are_the_targets(sentence: str, targets: tuple[str, ...]) -> None:
    [item] = parse_ordinance_text(HEAD + sentence + TAIL, "renton/5326.txt").ordinance.instructions
    assert (item.verb.value, tuple(t.id for t in item.targets)) == ("replace_part", targets)


@pytest.mark.parametrize(
    ("phrase", "expected"),
    [
        ("Subsection C.(Charges for Fees) of Section 4", "Subsection C. of Section 4"),
        ("Subsection (b)(1) of Section 4", "Subsection (b)(1) of Section 4"),  # labels stay
        ("Subsection (iv) of Section 4", "Subsection (iv) of Section 4"),
        ("Section 4-1-180 (Public Works Fees)", "Section 4-1-180 (Public Works Fees)"),
    ],
)
def test_only_a_leading_part_title_is_dropped(phrase: str, expected: str) -> None:
    assert without_part_titles(phrase) == expected


def test_the_stored_renton_sentence_names_its_two_subsections() -> None:
    [item] = parsed("renton-wa-5326").ordinance.instructions
    assert [t.id for t in item.targets] == ["4-1-180(C)", "4-1-180(I)"]


@pytest.mark.parametrize(
    ("text", "parts"),
    [
        ("Section 3-241 (F) : In addition to the above fees", ("3-241(F)",)),  # Renton 3659
        ("3-241(F): Fees.\n3-241(G). More fees.", ("3-241(F)", "3-241(G)")),
        ("§ 3-241(c). Charges.", ("3-241(c)",)),
        ("(F) In addition to the above fees", ()),  # no restated number: the label is read apart
        ("Section 3-2410 (F) : Fees.", ()),  # another section's number
    ],
)
def test_parts_restated_at_the_head_of_added_text(text: str, parts: tuple[str, ...]) -> None:
    assert restated_parts("3-241", text) == parts


RENTON_3659 = (
    "ORDINANCE NO . 3659\nAN ORDINANCE AMENDING FEES.\n"
    "THE CITY COUNCIL OF THE CITY OF RENTON, WASHINGTON, DO ORDAIN AS FOLLOWS :\n"
    "SECTION I : Existing Section 3-241 of Title III (Departments)\n"
    'of Ordinance No . 1628 entitled "Code of General Ordinances of the\n'
    'City of Renton" is hereby amended by adding the following subsections :\n'
    "Section 3-241 (F) : In addition to the above fees and charges\n"
    "there shall be special connector charges.\n"
    "SECTION II : This ordinance shall be effective upon its passage.\n"
)


@pytest.mark.parametrize(
    ("document", "reading"),
    [
        (RENTON_3659, ("add_part", ("3-241(F)",))),
        (RENTON_3659.replace("No . 1628", "No. 1628"), ("add_part", ("3-241(F)",))),
        (
            RENTON_3659.replace("Section 3-241 (F) :", "(F)"),
            ("add_part", ("3-241",)),  # the label is the instruction's, the target the section
        ),
    ],
)
def test_subsections_added_by_adding_the_following(
    document: str, reading: tuple[str, tuple[str, ...]]
) -> None:
    [item] = parse_ordinance_text(document, "renton/3659.txt").ordinance.instructions
    assert (item.verb.value, tuple(t.id for t in item.targets)) == reading
