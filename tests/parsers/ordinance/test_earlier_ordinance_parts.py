"""Instructions whose target is a part of an earlier ordinance, not of the code (brief o20-cc):
the ordinance named as the owner of the part makes the instruction `not_code`, recorded and never
applied. Rows are the wording of real documents of the wide development set's open part
(`devset_wide/open/`; `sealed/` is never read here); their truth files say the same.
"""

from __future__ import annotations

import pytest
from wide_documents import OPEN, parsed

from parsers.ordinance import parse_ordinance_text
from parsers.ordinance.entitled_laws import entitled_owner
from parsers.ordinance.introduced import caption_part
from parsers.ordinance.outside import outside_target
from parsers.ordinance.sentences import read_sentence
from parsers.ordinance_records import EXTERNAL_TARGETS, TargetKind

# Cloquet, MN 459A: its caption names the zoning map as Ordinance No. 454A's.
CLOQUET = (
    "AN ORDINANCE TO AMEND ORDINANCE NO. 454A, BY AMENDING THE ZONING MAP OF THE CITY OF CLOQUET\n"
    "The City Council of the City of Cloquet does hereby ordain as follows:\n"
)
CLOQUET_PHRASE = "Section 1. The Zoning Map of the City of Cloquet "
CLOQUET_TAIL = " to change the zoning designation of the following described property from AIR"


@pytest.mark.parametrize(
    ("text", "phrase", "expected"),
    [
        (CLOQUET, CLOQUET_PHRASE, "ORDINANCE NO. 454A, Zoning Map"),
        # The caption names the code: the zoning map is the code's (a rezoning), not other law.
        (CLOQUET.replace("ORDINANCE NO. 454A", "THE CITY CODE"), CLOQUET_PHRASE, None),
        # The sentence names another part than the caption's: nothing is guessed.
        (CLOQUET, "Section 1. The Fee Schedule of the City of Cloquet ", None),
        # A caption that names no part after the ordinance.
        (CLOQUET.replace(", BY AMENDING THE ZONING MAP", ""), CLOQUET_PHRASE, None),
    ],
)
def test_a_part_the_caption_names_as_an_ordinances(
    text: str, phrase: str, expected: str | None
) -> None:
    found = caption_part(phrase, CLOQUET_TAIL, text, len(text))
    assert (found.target.id if found else None) == expected
    assert found is None or found.target.kind is TargetKind.ORDINANCE


@pytest.mark.parametrize(("name", "count"), [("cloquet-mn-459a", 1), ("lino-lakes-mn-20a", 2)])
def test_an_earlier_ordinances_part_is_recorded_never_applied(name: str, count: int) -> None:
    found = parsed(name).ordinance.instructions
    assert len(found) == count
    assert all(
        item.outside and {t.kind for t in item.targets} <= EXTERNAL_TARGETS for item in found
    )


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        # Lino Lakes, MN 20A: a rule of the council's procedure ordinance, its new wording after.
        (
            "1. Rule 1, of said Ordinance No. 20, shall be as follows:",
            ("ordinance", "Ordinance No. 20, Rule 1"),
        ),
        (
            "2. Rule 4, of said Ordinance No. 20, shall be as follows:",
            ("ordinance", "Ordinance No. 20, Rule 4"),
        ),
        # Chubbuck, ID 261: the ordinance's own procedure set out, no part of a law amended.
        (
            "Billing and Collection Procedures for Water,Sewer and Garbage collection shall be "
            "as follows:",
            None,
        ),
    ],
)
def test_a_numbered_part_of_an_ordinance_that_shall_be_as_follows(
    sentence: str, expected: tuple[str, str] | None
) -> None:
    reading = read_sentence(sentence)
    found = None if reading is None else outside_target(reading.phrase, reading.tail)
    assert ((found.target.kind.value, found.target.id) if found else None) == expected


@pytest.mark.parametrize(
    ("phrase", "expected"),
    [
        # Oxford, MS (Minute Book 17, 1956): the zoning ordinance of 1936, known by its title.
        (
            'That SUb-section 13 of Section 2, of the ordinance entitled"An Ordinance to P"gulate '
            "and Restrict the Location",
            ("ordinance", 'Ordinance entitled "An Ordinance to P", SUb-section 13 of Section 2'),
        ),
        (
            'That Section 4 of an ordinance entitled "An Ordinance Regulating Noise", adopted '
            "May 1, 1970, ",
            ("ordinance", 'Ordinance entitled "An Ordinance Regulating Noise", Section 4'),
        ),
        # The code's own title: the code's section, left to the code's reading.
        ('Section 4 of the ordinance entitled "The Code of Ordinances of the City" ', None),
        # The code named, its title after it: no earlier ordinance owns the section.
        ('That Section 4 of the Code, entitled "Noise Control", ', None),
    ],
)
def test_a_part_of_an_ordinance_known_by_its_title(
    phrase: str, expected: tuple[str, str] | None
) -> None:
    found = entitled_owner(phrase)
    assert ((found.target.kind.value, found.target.id) if found else None) == expected


def test_a_cut_off_sentence_naming_an_entitled_ordinances_part_is_recorded_flagged() -> None:
    (item,) = parsed("oxford-ms-minute-book-17-p20").ordinance.instructions
    assert item.outside and item.flags
    assert [t.kind for t in item.targets] == [TargetKind.ORDINANCE]


ALBERT_LEA = OPEN / "albert-lea-mn-21-062.txt"


@pytest.mark.parametrize(
    ("caption", "expected"),
    [
        # Albert Lea, MN 21-062: the charter's sections restated under the caption's name.
        ("Part 1 Charter", [("statute", "Charter, Sec. 2.08"), ("statute", "Charter, Sec. 7.15")]),
        # The same body under a caption naming the code: no sentence places it, nothing is read.
        ("Chapter 2 of the City Code", []),
    ],
)
def test_sections_of_a_charter_restated_under_its_caption(
    caption: str, expected: list[tuple[str, str]]
) -> None:
    text = ALBERT_LEA.read_text(encoding="utf-8")
    text = text.replace("PART 1 CHARTER", caption.upper()).replace("Part 1 Charter", caption)
    found = parse_ordinance_text(text, "albert-lea.txt").ordinance.instructions
    assert [(t.kind.value, t.id) for item in found for t in item.targets] == expected
    assert all(item.outside for item in found)


@pytest.mark.parametrize(
    "sentence",
    [
        # A part named inside the subject, not as it: the ordinance's own schedule set out.
        "The fees in Section 4 of the fee schedule shall be as follows:",
        # No owner named after the part.
        "Section 4 shall be as follows:",
    ],
)
def test_no_amendment_without_a_part_of_a_law_as_subject(sentence: str) -> None:
    assert read_sentence(sentence) is None
