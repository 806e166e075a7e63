"""Part I of the wide development set (issue 20): kinds seven fresh places' drafting hits, read
from the real documents of `devset_wide/open/` (`sealed/` is never read here).

- a restated section whose prose holds words in CAPITALS (additions, Arizona's convention) with
  no legend stating deletions in a mark text keeps is a flagged word edit, never a replacement
  that would enact the struck words the text layer lost; a legend of brackets or parentheses is
  read as it says;
- an OCR speck after `hereby` (`is hereby'amended`) hides no verb;
- numbers from a records system's name (`Ord 1393 - 1985 Uniform …`, `Ordinance O-1987-013`
  over a caption's cut-off `0-87-1`); titles opening `BEING AN ORDINANCE`, ending before a
  notice's `A copy of …`; Legistar's `Intro date:`.
"""

from __future__ import annotations

from datetime import date

import pytest
from wide_documents import around_caption, flagged_readings, parsed

from parsers.ordinance import parse_ordinance_text
from parsers.ordinance.lost_marks import CAPS_LOST
from parsers.ordinance.metadata import TITLE_START
from parsers.ordinance.titles import TITLE_OPENER, without_margin_numbers
from parsers.ordinance_records import Verb


def test_capitals_inside_restated_prose_with_no_legend_are_a_flagged_word_edit() -> None:
    (item,) = parsed("fountain-hills-az-09-08").ordinance.instructions
    assert (item.verb, [t.id for t in item.targets]) == (Verb.WORD_EDIT, ["6-2-3"])
    assert CAPS_LOST in item.flags


FOUNTAIN_HILLS = (
    "A. The council shall set an annual license fee, EITHER AS PART OF THE\n"
    "TOWN'S ANNUAL BUDGET OR BY SEPARATE RESOLUTION, which shall\n"
    "be paid for each dog three months of age or over.\n"
)
SALISBURY = (
    "to read as follows, new matter being underscored and matter eliminated therefrom being "
    "enclosed in double parentheses"
)
NEW_YORK = "EXPLANATION--Matter in ITALICS (underscored) is new; matter in brackets\n[ ] is old law"
NEW_YORK += " to be omitted."


@pytest.mark.parametrize(
    ("legend", "body", "verb", "flagged"),
    [
        ("", FOUNTAIN_HILLS, Verb.WORD_EDIT, True),  # no legend: struck words may stand unmarked
        (SALISBURY, FOUNTAIN_HILLS, Verb.REPLACE_SECTION, False),  # nothing in (( )): none deleted
        (NEW_YORK, FOUNTAIN_HILLS, Verb.REPLACE_SECTION, False),  # nothing in [ ]: none deleted
        ("", "A. The council shall set an annual license fee by resolution.\n", None, False),
        # a name in capitals is no insertion (four words)
        ("", "A. The TOWN OF FOUNTAIN HILLS shall set a fee.\n", None, False),
        # districts' abbreviations (Cotati's PA26-17): no prose in capitals
        ("", "A. Allowed in the TOC, CG, CE, OSC, OSR, CD, and CN zones.\n", None, False),
    ],
)
def test_capitals_are_read_as_the_document_states_its_marks(
    legend: str, body: str, verb: Verb | None, flagged: bool
) -> None:
    text = (
        f"ORDINANCE NO. 09-08\nAN ORDINANCE AMENDING THE TOWN CODE.\n{legend}\n"
        "BE IT ORDAINED BY THE MAYOR AND COUNCIL as follows:\n"
        "SECTION 1. That the Town Code, Section 6-2-3, License Fees for Dogs, is hereby amended "
        "to read as follows:\nSection 6-2-3 License Fees for Dogs\n" + body
    )
    (item,) = parse_ordinance_text(text, "ord.txt").ordinance.instructions
    assert item.verb == (verb or Verb.REPLACE_SECTION)
    assert (CAPS_LOST in item.flags) == flagged


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        ("tamarac-fl-o-1987-013", [("replace_section", ("27-31",), False)]),  # hereby'amended
        ("fountain-hills-az-09-08", [("word_edit", ("6-2-3",), True)]),
    ],
)
def test_part_i_instructions(name: str, expected: list[tuple[str, tuple[str, ...], bool]]) -> None:
    assert flagged_readings(name) == expected


@pytest.mark.parametrize(
    ("name", "number"),
    [
        ("tukwila-wa-1393", "1393"),  # `…AboutOrd 1393 - 1985 Uniform Building Code`, printed blank
        ("tamarac-fl-o-1987-013", "O-1987-013"),  # the name's over the caption's cut-off `0-87-1`
        ("fort-collins-co-6-1981", "6"),
        ("chicago-il-so2019-8518", "SO2019-8518"),
    ],
)
def test_numbers_from_a_records_systems_name(name: str, number: str) -> None:
    assert parsed(name).ordinance.number == number


ELMWOOD_NAME = "HomeMy WebLinkAboutCity of Elmwood Ordinance O-1987-013"


@pytest.mark.parametrize(
    ("head", "number"),
    [
        (
            "HomeMy WebLinkAboutCity of Elmwood Ordinance O-1987-013\nORDINANCE No. 0-87-1",
            "O-1987-013",
        ),
        # the name's number differs part for part: the caption's own stands (its lone leading
        # zero the series letter O: no series counts from zero, `number_repairs`)
        ("HomeMy WebLinkAboutCity of Elmwood Ordinance O-1987-013\nORDINANCE No. 0-86-1", "O-86-1"),
        ("HomeMy WebLinkAboutCity of Elmwood Ordinance O-1987-013\nORDINANCE No. 0-87-2", "O-87-2"),
    ],
)
def test_a_full_name_over_a_cut_off_caption_number(head: str, number: str) -> None:
    assert around_caption(f"{head}\nAN ORDINANCE AMENDING THE CODE.").number == number


@pytest.mark.parametrize(
    ("name", "start", "end"),
    [
        ("fort-collins-co-6-1981", "BEING AN ORDINANCE REPEALING", "ENFORCEMENT OF THIS ORDINANCE"),
        ("madras-or-921", "AN ORDINANCE REQUIRING", "AND DECLARING AN EMERGENCY."),
    ],
)
def test_part_i_titles(name: str, start: str, end: str) -> None:
    title = parsed(name).ordinance.title
    assert title.startswith(start) and title.endswith(end)


@pytest.mark.parametrize(
    ("caption", "opens"),
    [
        ("ORDINANCE NO 6 1981 BEING AN ORDINANCE REPEALING CHAPTER 69", "BEING AN ORDINANCE"),
        ("Ordinance No. 3, the same being an ordinance of the city", "an ordinance"),
    ],
)
def test_a_title_opens_on_being_in_capitals_only(caption: str, opens: str) -> None:
    for pattern in (TITLE_START, TITLE_OPENER):
        found = pattern.search(caption)
        assert found is not None and found.group(0) == opens


def test_legistar_intro_date_is_the_introduction() -> None:
    ordinance = parsed("chicago-il-so2019-8518").ordinance
    assert (ordinance.introduced, ordinance.adopted) == (date(2019, 11, 13), date(2019, 11, 26))


OWN_NUMBERS = "AMENDING CHAPTER 27 AND TABLE 4 OF TITLE 9"


@pytest.mark.parametrize(
    ("title", "expected"),
    [
        (  # Tamarac's pleading paper: the margin's 7 … 13 read into the caption
            "AMENDING SECTION 27-31 RELATING TO ADJUSTMENT OF BILLS; PROVIDING 7 THAT ANY UTILITY "
            "CUSTOMER 8 RECORDED BY AN ACCURATE METER, HAVE THE BILL 9 REDUCED; 10 PROVIDING FOR "
            "REPEALER; AND PROVIDING AN EFFECTIVE 11 DATE. 12 13",
            "AMENDING SECTION 27-31 RELATING TO ADJUSTMENT OF BILLS; PROVIDING THAT ANY UTILITY "
            "CUSTOMER RECORDED BY AN ACCURATE METER, HAVE THE BILL REDUCED; PROVIDING FOR "
            "REPEALER; AND PROVIDING AN EFFECTIVE DATE.",
        ),
        # numbers that do not count up one by one are the title's own
        (OWN_NUMBERS, OWN_NUMBERS),
    ],
)
def test_margin_line_numbers_leave_a_title(title: str, expected: str) -> None:
    assert without_margin_numbers(title) == expected
