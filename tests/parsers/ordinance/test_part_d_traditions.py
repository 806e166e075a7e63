"""Part D of the wide development set (issue 20): drafting read from the real documents.

- Grand Island NE 8734: `Section 13-50 as now existing, and any ordinances … in conflict herewith
  be, and hereby are, repealed` after §1 amends 13-50: a formal repeal of superseded text, not a
  general repealer (the heading cites a division) and not a repeal.
- Deerfield IL O-68-20: `Chapter 17 … is hereby further amended by adding a new .Article X as
  follows:` adds article X to chapter 17, never replaces the chapter.
"""

from __future__ import annotations

import pytest

from parsers.ordinance import parse_ordinance_text
from parsers.ordinance_records import OrdinanceSectionKind, TargetKind, Verb

GRAND_ISLAND = """ORDINANCE NO. 8734
An ordinance to amend Section 13-50 of the Grand Island City Code; to repeal Section 13-50 as now
existing, and any ordinance or parts of ordinances in conflict herewith.
BE IT ORDAINED BY THE MAYOR AND COUNCIL OF THE CITY OF GRAND ISLAND, NEBRASKA:
SECTION 1. Section 13-50 of the Grand Island City Code is hereby amended to read as follows:
§13-50. Sidewalk Usage; Regulations
All sidewalk displays located within Business Improvement District No.2 shall comply.
SECTION 2. {repeal}
SECTION 3. That this ordinance shall be in force and take effect from and after its passage.
"""


@pytest.mark.parametrize(
    ("repeal", "kind", "verbs"),
    [
        # Grand Island NE 8734 §2 as printed.
        (
            "Section 13-50 as now existing, and any ordinances or parts of ordinances in "
            "conflict herewith be, and hereby are, repealed.",
            OrdinanceSectionKind.AMENDMENT,
            [Verb.REPLACE_SECTION, Verb.REPEAL_SUPERSEDED],
        ),
        # The general repealer alone names no division: no instruction.
        (
            "Any ordinances or parts of ordinances in conflict herewith be, and hereby are, "
            "repealed.",
            OrdinanceSectionKind.OTHER,
            [Verb.REPLACE_SECTION],
        ),
    ],
)
def test_a_repeal_of_the_existing_section_beside_a_general_repealer(
    repeal: str, kind: OrdinanceSectionKind, verbs: list[Verb]
) -> None:
    parsed = parse_ordinance_text(GRAND_ISLAND.format(repeal=repeal), "grand-island/8734.txt")
    kinds = {s.number: s.kind for s in parsed.ordinance.sections}
    assert kinds[2] is kind
    assert [i.verb for i in parsed.ordinance.instructions] == verbs
    assert all(t.id == "13-50" for i in parsed.ordinance.instructions for t in i.targets)


DEERFIELD = """AN ORDINANCE AMENDING CHAPTER 17 OF THE MUNICIPAL CODE OF DEERFIELD
BE IT ORDAINED BY THE PRESIDENT AND BOARD OF TRUSTEES OF THE VILLAGE OF DEERFIELD, AS FOLLOWS:
SECTION 1. That Chapter 17 of the Municipal Code of Deerfield of 1963, as amended, be and it is \
hereby further amended by adding a new {article} as follows:
ARTICLE X Real Estate Brokers
Section 17.1001 Policy. It is hereby declared the policy of the Village of Deerfield that all \
persons should have right of equal access to the real estate market.
SECTION 2. This ordinance shall be in full force and effect from and after its passage.
"""


@pytest.mark.parametrize(
    ("article", "target"),
    [
        (".Article X", "17-X"),  # Deerfield IL O-68-20, as the OCR prints it
        ("Article 14", "17-14"),
        ("Article iv", "17-IV"),
    ],
)
def test_a_new_article_added_to_a_chapter(article: str, target: str) -> None:
    parsed = parse_ordinance_text(DEERFIELD.format(article=article), "deerfield/O-68-20.txt")
    [item] = parsed.ordinance.instructions
    assert item.verb is Verb.ADD_CHAPTER
    assert [(t.kind, t.id) for t in item.targets] == [(TargetKind.ARTICLE, target)]
    assert "Section 17.1001 Policy." in item.text


# Indian River County FL 2022-003: a section captioned like a publication clause amends a
# section, and the legend (whose strike-through the OCR garbled) opens the new text.
INDIAN_RIVER = """ORDINANCE NO. 2022- 003
AN ORDINANCE OF INDIAN RIVER COUNTY, FLORIDA, AMENDING SECTION 100.03 OF THE CODE.
BE IT ORDAINED by the Board of County Commissioners of Indian River County, as follows:
SECTION 1. {caption} Section 100.03, Amendment or repeal of ordinances, of The Code of Indian \
River County is hereby amended to read as follows:
{legend}1. The Code when adopted by the commission shall be the best evidence of the current law \
of the county. It shall be kept current by periodic supplements.
SECTION 2. EFFECTIVE DATE. This ordinance shall become effective upon filing.
"""
CODING = (
    "CODING: Words in s}*e4hrGuo format are deletions to existing text; words in underlined "
    "format are additions to existing text.\n"
)


@pytest.mark.parametrize(
    ("caption", "legend", "verb", "flagged"),
    [
        ("CODIFICATION AND PUBLICATION.", CODING, Verb.WORD_EDIT, True),  # as printed
        ("CODIFICATION AND PUBLICATION.", "", Verb.REPLACE_SECTION, False),
        ("AMENDMENT.", CODING, Verb.WORD_EDIT, True),
    ],
)
def test_a_captioned_amendment_with_a_legend_before_its_text(
    caption: str, legend: str, verb: Verb, flagged: bool
) -> None:
    text = INDIAN_RIVER.format(caption=caption, legend=legend)
    parsed = parse_ordinance_text(text, "indian-river/2022-003.txt")
    [item] = parsed.ordinance.instructions
    assert (item.verb, [t.id for t in item.targets]) == (verb, ["100.03"])
    assert bool(item.flags) is flagged


# Kent WA 2182 §2: an uncodified ordinance's sections renumbered one by one (the OCR printed
# `re -numbered`): one not-applicable renumbering each, paired with its new number.
KENT = """ORDINANCE NO. 2182
AN ORDINANCE of the City of Kent, Washington, amending Ordinance 2154 by adding a new section.
THE CITY COUNCIL OF THE CITY OF KENT, WASHINGTON, DO HEREBY ORDAIN AS FOLLOWS:
Section 1. Sections 21, 22, 23, 24, 25 and 26 of Ordinance 2154 shall be {verb} as Sections {new} \
respectively.
Section 2. This Ordinance shall take effect five (5) days from and after its passage.
"""


@pytest.mark.parametrize(
    ("verb", "new", "moved"),
    [
        ("re -numbered", "22, 23, 24, 25, 26 and 27", ["22", "23", "24", "25", "26", "27"]),
        ("renumbered", "22, 23, 24, 25, 26, and 27", ["22", "23", "24", "25", "26", "27"]),
        ("re-numbered", "22 and 23", [None] * 6),  # fewer new numbers than sections: unpaired
    ],
)
def test_an_uncodified_ordinances_sections_renumbered(
    verb: str, new: str, moved: list[str | None]
) -> None:
    parsed = parse_ordinance_text(KENT.format(verb=verb, new=new), "kent/2182.txt")
    items = parsed.ordinance.instructions
    assert [i.verb for i in items] == [Verb.RENUMBER] * 6
    assert all(i.outside is not None for i in items)
    assert [t.id for i in items for t in i.targets] == [
        f"Ordinance 2154, Section {n}" for n in range(21, 27)
    ]
    got = [i.renumbered_to.id.rsplit(" ", 1)[1] if i.renumbered_to else None for i in items]
    assert got == moved


# Pasco WA 2188: an OCR that lost every period and colon (`Section 1 That Section 5 24 010 …
# amended to read as follows` / new text on the next line).
PASCO = """ORDINANCE NO 2188
AN ORDINANCE relating to public dances, licensing thereof
THE CITY COUNCIL OF THE CITY OF PASCO DOES ORDAIN AS FOLLOWS
Section 1 That Section {number} of the Pasco Municipal Code (Ord. 1461
Sl, 1971) be and the same is hereby amended to read as follows
P M C 5 24 010 PUBLIC DANCE - EXCEPTIONS
(1) "Public Dance" means any dance to which members of the public may
gain admission with or without the payment of any fee
"""


@pytest.mark.parametrize(
    ("number", "target"),
    [
        ("5 24 010", "5.24.010"),  # as printed
        ("5.24.010", "5.24.010"),
        ("5 24 10", None),  # no zero-padded section: not a number whose joints were lost
    ],
)
def test_a_text_that_lost_its_periods(number: str, target: str | None) -> None:
    parsed = parse_ordinance_text(PASCO.format(number=number), "pasco/2188.txt")
    [item] = parsed.ordinance.instructions
    assert item.ordinance_section == 1
    assert item.text.startswith("P M C 5 24 010 PUBLIC DANCE")
    if target is None:
        assert item.flags
    else:
        assert (item.verb, [t.id for t in item.targets], item.flags) == (
            Verb.REPLACE_SECTION,
            [target],
            (),
        )


# Groveport OH (Legistar page): a chapter amended in parts given only in an attached exhibit.
GROVEPORT = """Title
AN ORDINANCE AMENDING CHAPTER 126 - DEPARTMENT OF FINANCE OF THE CODIFIED ORDINANCES
Body
NOW, THEREFORE, BE IT ORDAINED BY THE COUNCIL OF THE CITY OF GROVEPORT, FRANKLIN COUNTY, OHIO:
Section 1: That Part One - Administrative Code, Title Five - Administrative, Chapter 126 - \
Department of Finance of the Codified Ordinances of the City of Groveport be amended, {how}, \
attached hereto as Exhibit "A" and incorporated herein by reference.
Section 2: That this Ordinance shall be in full force and effect after passage by Council.
"""


@pytest.mark.parametrize(
    ("how", "verb"),
    [
        ("by revising and establishing new sub-sections", Verb.REPLACE_PART),  # as printed
        ("by amending certain provisions", Verb.REPLACE_PART),
        ("in its entirety", Verb.REPLACE_CHAPTER),
    ],
)
def test_a_chapter_amended_in_parts_it_does_not_name(how: str, verb: Verb) -> None:
    parsed = parse_ordinance_text(GROVEPORT.format(how=how), "groveport/126.txt")
    [item] = parsed.ordinance.instructions
    assert (item.verb, [t.id for t in item.targets]) == (verb, ["126"])
    assert item.flags  # the text is not in the document either way: nothing is applied
