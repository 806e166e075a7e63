"""A verb phrase whose words OCR ran together is parted, and its sentence read.

Moses Lake WA 851 (a scan whose text layer lost most blanks): `Section 3.24.110.160 under
definitions entitled Junkyard of Chapter 3.24oftheMosesLakeCityCodeisherebyrepealed.`, `Section
3.24.110 of Chapter 3.24 of the Moses Lake City Code shall beamendedbyaddingSection3.24.110.227 to
read as follows:`. Only the verb phrase's own words are parted, and only when two of them touch.
"""

from __future__ import annotations

import pytest
from wide_documents import flagged_readings

from parsers.ordinance import parse_ordinance_text
from parsers.ordinance.glued_words import unglued
from parsers.ordinance.lists import several_sections
from parsers.ordinance_records import Verb


@pytest.mark.parametrize(
    ("printed", "read"),
    [
        (
            "Junkyard of Chapter 3.24oftheMosesLakeCityCodeisherebyrepealed.",
            "Junkyard of Chapter 3.24oftheMosesLakeCityCode is hereby repealed.",
        ),
        (
            "City Code shall beamendedbyaddingSection3.24.110.227 to read as follows:",
            "City Code shall be amended by adding Section 3.24.110.227 to read as follows:",
        ),
        (
            "theMosesLakeCityCodeshallbeamendedbyaddingthefollowingterm:",
            "theMosesLakeCityCode shall be amended by adding the following term:",
        ),
        ("Section 4 is hereby amended to read", "Section 4 is hereby amended to read"),
        ("the Book of Genesis amended by", "the Book of Genesis amended by"),  # no words touch
        ("shall be amended by adding Section 3 to", "shall be amended by adding Section 3 to"),
    ],
)
def test_a_verb_phrase_run_together_is_parted(printed: str, read: str) -> None:
    assert unglued(printed) == read


def test_the_sentence_run_together_is_read() -> None:
    found = flagged_readings("moses-lake-wa-851")
    assert ("repeal", ("3.24.110.160",), False) in found  # §3, applied: read whole
    assert ("add_part", ("3.24.110.227",), False) in found  # §4
    listed = tuple(f"3.24.{n}" for n in range(140, 180, 5))
    assert ("add_text", listed, False) in found  # §2: the term added to each section listed


ADDING = (
    "ORDINANCE NO. 851\nAN ORDINANCE AMENDING THE CODE\n"
    "THE CITY COUNCIL OF THE CITY OF MOSES LAKE DO ORDAIN AS FOLLOWS:\n"
    "Section 1. Section {amended} of the City Code shall be amended by adding Section {added} to "
    "read as follows:\n{added} Public Nuisance: A public nuisance shall be any use of property.\n"
    "Section 2. This ordinance shall take effect five (5) days after its passage.\n"
)


@pytest.mark.parametrize(
    ("amended", "added", "verb", "target"),
    [
        ("3.24.110", "3.24.110.227", Verb.ADD_PART, "3.24.110.227"),  # no scheme's section
        ("3-241", "3-241.1", Verb.ADD_SECTION, "3-241.1"),  # a section inserted between two
        ("3.24.110", "3.24.115", Verb.ADD_SECTION, "3.24.115"),  # a sibling section
    ],
)
def test_what_is_added_below_the_amended_section_is_its_part(
    amended: str, added: str, verb: Verb, target: str
) -> None:
    text = ADDING.format(amended=amended, added=added)
    found = parse_ordinance_text(text, "moses-lake/851.txt").ordinance.instructions
    assert [(i.verb, [t.id for t in i.targets]) for i in found] == [(verb, [target])]


@pytest.mark.parametrize(
    ("phrase", "listed"),
    [
        (  # Moses Lake 851 §2: the chapter the sections are in is no member of the list
            "All sections entitled Prohibited Uses in Sections 3.24.140,3.24.145,3.24.150 of "
            "Chapter 3.24 of theMosesLakeCityCode",
            ("3.24.140", "3.24.145", "3.24.150"),
        ),
        ("Sections 17.36.010 and 17.36.020 of Title 17", ("17.36.010", "17.36.020")),
        ("Sections 5.12.030 Hours, and 5.12.040 Fees", ("5.12.030", "5.12.040")),
    ],
)
def test_a_list_of_sections_ends_before_the_division_they_are_in(
    phrase: str, listed: tuple[str, ...]
) -> None:
    assert several_sections(phrase, ".") == listed
