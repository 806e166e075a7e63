"""Parts of a section named after the verb are each their own instruction, never the whole section.

`Section 15-6210 … is hereby amended by amending subsections (a), (b), (c) and (d) thereof to
read:` (Alameda CA 2388), `… by revising subsections A, B, D, E, F, I, and adding new subsections
J, K and L to read as follows:` (Redwood City CA 2292): read as a replacement of the section, the
new text would remove the parts the sentence leaves alone. Each named part is its own
instruction, applied when the new text sets out exactly those parts under their labels, else
flagged; a whole-section replacement whose sentence names labelled parts after the section's
number is flagged.
"""

from __future__ import annotations

from dataclasses import replace

import pytest
from wide_documents import flagged_readings, parsed

from parsers.ordinance import parse_ordinance_text
from parsers.ordinance.partial_replacement import partial_replacement
from parsers.ordinance_records import Target, TargetKind, Verb

# Alameda CA 2388 (OCR of a 1988 scan): the sentence, and its four restated rates.
ALAMEDA = """CITY OF ALAMEDA ORDINANCE NO. 2388
New Series
AMENDING THE ALAMEDA MUNICIPAL CODE BY AMENDING
SECTION 15-6210 THEREOF RELATING TO RATES FOR
COLLECTION OF GARBAGE AND REFUSE AND PRESCRIBING
METHOD OF COLLECTION
BE IT ORDAINED BY THE COUNCIL OF THE CITY OF ALAMEDA that:
Section 1. Section 15-6210 of the Alameda Municipal
Code is hereby amended by {verb} subsections (a), (b),
(c) and (d) thereof to read:
{text}
Section 2. This ordinance shall be in full force and
effect from and after July 1, 1988.
"""
# As the scan is stored: the rate table read column by column (the amounts after the parts).
ALAMEDA_COLUMNS = """(a) One (1) collection per week, of
one (1) thirty-two (32) gallon,
or smaller, garbage receptacle,
per dwelling unit, per month:
(b) Each additional such receptacle
collected at the same time,
per month:
(c) Refuse and rubbish removal,
per cubic yard:
(d) Refuse and rubbish removal,
per compacted yard:
Attest:
7/1/88 to 12/31/88
$ 6.90
$ 6.05
$ 6.30
$12.35"""
# The same parts with each amount under its own part, as the printed table reads row by row.
ALAMEDA_ROWS = """(a) One (1) collection per week, of one (1) thirty-two (32) gallon, or smaller,
garbage receptacle, per dwelling unit, per month: $ 6.90
(b) Each additional such receptacle collected at the same time, per month: $ 6.05
(c) Refuse and rubbish removal, per cubic yard: $ 6.30
(d) Refuse and rubbish removal, per compacted yard: $12.35"""
ALAMEDA_PARTS = ("15-6210(a)", "15-6210(b)", "15-6210(c)", "15-6210(d)")


@pytest.mark.parametrize(
    ("verb", "text", "flagged"),
    [
        ("amending", ALAMEDA_ROWS, False),  # each part under its label: applied part by part
        ("amending", ALAMEDA_COLUMNS, True),  # parts ending on colons, amounts apart
        ("revising", ALAMEDA_ROWS, False),
        ("amending", ALAMEDA_ROWS.replace("(c) Refuse", "Refuse"), True),  # (c) not set out
        ("amending", ALAMEDA_ROWS + "\n(e) Bins: $ 1.00", True),  # (e) not named
    ],
)
def test_each_named_part_is_its_own_instruction(verb: str, text: str, flagged: bool) -> None:
    found = parse_ordinance_text(ALAMEDA.format(verb=verb, text=text), "alameda/2388.txt")
    items = found.ordinance.instructions
    assert [(i.verb, i.targets[0].id) for i in items] == [
        (Verb.REPLACE_PART, part) for part in ALAMEDA_PARTS
    ]
    assert {bool(i.flags) for i in items} == {flagged}
    if not flagged:
        assert [i.text.split(" ", 1)[0] for i in items] == ["(a)", "(b)", "(c)", "(d)"]
        assert items[3].text.endswith("$12.35")


# Redwood City CA 2292 (a records portal's text layer): nine parts named in one sentence, six
# restated and three new; the stored page ends inside B.
REDWOOD = """ORDINANCE NO. 2292
ORDINANCE AMENDING REDWOOD CITY MUNICIPAL CODE TO
ADOPT BY REFERENCE CHAPTER 6.04 OF TITLE 6 OF THE SAN
MATEO COUNTY ORDINANCE CODE AS AMENDED ON SEPTEMBER
13,2005, RELATING TO REGULATIONS FOR ANIMAL CONTROL
The City Council of Redwood City does ordain as follows:
SECTION 1. Section 6.04.010 of the Redwood City Municipal Code is hereby amended
by revising subsections A, B, D, E, F, I, and adding new subsections J, K and L to read
as follows:
"6.04.010
Definitions. For the purposes of this chapter:
{parts}
"""
REDWOOD_CUT = """A. "Animal control officer" means that person designated as the Animal
Control Program Manager of the division of animal control services for the City.
B. "Animal control program" means that program within the division of animal
control services of the Environmental Services Agency of the County, or the County's
designated contract agency or both, which is specific"""
REDWOOD_LABELS = ("A", "B", "D", "E", "F", "I", "J", "K", "L")
REDWOOD_WHOLE = "\n".join(f'{label}. "Term {label}" means a defined term.' for label in "ABDEFIJKL")


@pytest.mark.parametrize(
    ("parts", "flagged"),
    [
        (REDWOOD_CUT, True),  # the page is cut short in B: D … L are not set out
        (REDWOOD_WHOLE, False),  # every named part under its label, in order
        (REDWOOD_WHOLE.replace("I.", "H."), True),  # a part the sentence does not name
    ],
)
def test_restated_and_new_parts_named_in_one_sentence(parts: str, flagged: bool) -> None:
    found = parse_ordinance_text(REDWOOD.format(parts=parts), "redwood-city/2292.txt")
    items = found.ordinance.instructions
    expected = [
        (Verb.ADD_PART if label in "JKL" else Verb.REPLACE_PART, f"6.04.010({label})")
        for label in REDWOOD_LABELS
    ]
    assert [(i.verb, i.targets[0].id) for i in items] == expected
    assert {bool(i.flags) for i in items} == {flagged}
    if not flagged:
        assert items[6].text == 'J. "Term J" means a defined term.'


@pytest.mark.parametrize(
    ("number", "heading", "flagged"),
    [
        # Alameda CA 2388: labelled parts after the section's number.
        (
            "15-6210",
            "Section 15-6210 of the Alameda Municipal Code is hereby amended by amending "
            "subsections (a), (b), (c) and (d) thereof to read:",
            True,
        ),
        # Redwood City CA 2292: capitals as labels.
        (
            "6.04.010",
            "Section 6.04.010 of the Redwood City Municipal Code is hereby amended by revising "
            "subsections A, B, D, E, F, I, and adding new subsections J, K and L to read as "
            "follows:",
            True,
        ),
        # Mount Prospect IL 2327: re-enacted in its entirety, new paragraphs of its new text named.
        (
            "2.104",
            "That Section 2.104 of the Municipal Code, as amended, be and the same is hereby "
            "further amended in its entirety so as to set the text of the existing Section 2.104 "
            "within paragraph A. thereof and so as to add a new paragraph B. thereto",
            False,
        ),
        ("15-6210", "Section 15-6210 of the Alameda Municipal Code is amended to read:", False),
        # Stillwater MN 962: Minnesota's `Subd.` right after the section's own period.
        (
            "35-1",
            "AMENDING: City Code, Article I, entitled Storm water Utility, Sec. 35-1. Subd. 2, "
            "entitled Penalty for Late Payment to read as follows:",
            True,
        ),
        ("35-1", "Sec. 35-1. Storm water utility. The fee is hereby amended to read:", False),
    ],
)
def test_a_whole_section_whose_sentence_names_parts_after_it_is_flagged(
    number: str, heading: str, flagged: bool
) -> None:
    text = ALAMEDA.format(verb="amending", text=ALAMEDA_ROWS)
    base = replace(
        parse_ordinance_text(text, "alameda/2388.txt").ordinance.instructions[0],
        verb=Verb.REPLACE_SECTION,
        targets=(Target(TargetKind.SECTION, number),),
        flags=(),
        heading=heading,
    )
    assert bool(partial_replacement(base).flags) is flagged


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        ("alameda-ca-2388", [("replace_part", (f"15-6210({x})",), True) for x in "abcd"]),
        (
            "redwood-city-ca-2292",
            [
                ("add_part" if x in "JKL" else "replace_part", (f"6.04.010({x})",), True)
                for x in REDWOOD_LABELS
            ],
        ),
    ],
)
def test_the_stored_documents_replace_no_whole_section(
    name: str, expected: list[tuple[str, tuple[str, ...], bool]]
) -> None:
    assert flagged_readings(name) == expected
    assert not [i for i in parsed(name).ordinance.instructions if i.verb is Verb.REPLACE_SECTION]
