"""Instructions on law that is not the city's code, named by the path of their target (brief
o20-x): a state's statute cited title first by its abbreviation, an act of Virginia's General
Assembly by its chapter. Rows are the wording of real documents of the wide development set's open
part (`devset_wide/open/`; `sealed/` is never read here); their truth files say the same.
"""

from __future__ import annotations

import pytest
from wide_documents import parsed

from benchmarks.ordinance_devset import DEVSET_WIDE, score_file
from parsers.ordinance.introduced import mirrored_section
from parsers.ordinance.outside import outside_target
from parsers.ordinance.sentences import read_sentence
from parsers.ordinance_records import EXTERNAL_TARGETS, Instruction

OPEN = DEVSET_WIDE / "open"


def instructions(name: str) -> tuple[Instruction, ...]:
    return parsed(name).ordinance.instructions


@pytest.mark.parametrize(
    ("phrase", "tail", "expected"),
    [
        # Vermont act M-1 of 2001 (Milton's charter, codified in the Vermont Statutes' appendix).
        (
            "24 App. V.S.A. chapter 129, § 802(a) ",
            " to read:",
            ("statute", "24 App. V.S.A., chapter 129, § 802(a)"),
        ),
        (
            "24 App. V.S.A. chapter 129, § 1002 ",
            " to read:",
            ("statute", "24 App. V.S.A., chapter 129, § 1002"),
        ),
        # Virginia HB 1127 of 2012 (Virgilina's charter, an act of 1974).
        (
            "That § 3.1 of Chapter 255 of the Acts of Assembly of 1974 ",
            " and reenacted as follows:",
            ("statute", "Acts of Assembly of 1974, c. 255, § 3.1"),
        ),
        # A time is no statute: the code's own section stays the code's.
        ("Section 10.04 of the City Code, in effect after 10 P.M. ", " to read:", None),
    ],
)
def test_a_statute_named_by_its_citation_is_other_law(
    phrase: str, tail: str, expected: tuple[str, str] | None
) -> None:
    found = outside_target(phrase, tail)
    assert ((found.target.kind.value, found.target.id) if found else None) == expected


@pytest.mark.parametrize(
    ("name", "count"),
    [("milton-vt-act-m1-2001", 2), ("virgilina-va-hb1127-2012", 1), ("almont-mi-180-2", 3)],
)
def test_such_an_instruction_is_recorded_never_applied(name: str, count: int) -> None:
    found = instructions(name)
    assert len(found) == count
    assert all(
        item.outside and {t.kind for t in item.targets} <= EXTERNAL_TARGETS for item in found
    )


@pytest.mark.parametrize(
    ("name", "right", "extra"),
    [
        # `The Charter of the Town of Edenton is hereby revised …`: a body named by no number.
        ("edenton-nc-sl1975-491", 1, 0),
        # `Article V, Sections 504(D) and 604(7)` of Ordinance No. 6958: one truth instruction with
        # two targets, read as one instruction a target, none extra.
        ("chattanooga-tn-10326", 2, 0),
    ],
)
def test_the_score_of_other_law_named_by_no_number_or_in_a_list(
    name: str, right: int, extra: int
) -> None:
    score = score_file(OPEN / f"{name}.truth.toml")
    assert (score.right, score.extra) == (right, extra)


ALMONT = (
    "An ordinance to amend the Village of Almont Planning Commission Ordinance 180, dated April "
    "7, 2009, pursuant to Michigan Public Act 22 of 2008 to amend Section 6., Removal for Cause, "
    "Section 9. Statutory and Ordinance Authority, and Section 10. By-Laws and Records\n"
    "THE VILLAGE OF ALMONT ORDAINS:\n"
)


@pytest.mark.parametrize(
    ("number", "phrase", "text", "expected"),
    [
        # Almont, MI 180.2: its sections are numbered as the sections of Ordinance 180 they amend.
        (6, "Removal for Cause ", ALMONT, "Ordinance 180, Section 6"),
        (
            9,
            "Statutory and Ordinance Authority Part g. ",
            ALMONT,
            "Ordinance 180, Section 9, Part g",
        ),
        (10, "By-Laws and Records ", ALMONT, "Ordinance 180, Section 10"),
        # A section the caption does not list is none of that ordinance's.
        (7, "Removal for Cause ", ALMONT, None),
        # A caption naming the code: its sections are the code's.
        (
            2,
            "Fees ",
            "AN ORDINANCE AMENDING THE CITY CODE AS ADOPTED BY ORDINANCE 12, SECTION 2\n",
            None,
        ),
    ],
)
def test_a_section_numbered_as_the_uncodified_ordinances_it_amends(
    number: int, phrase: str, text: str, expected: str | None
) -> None:
    found = mirrored_section(number, phrase, text, len(text))
    assert (found.target.id if found else None) == expected


@pytest.mark.parametrize(
    ("sentence", "phrase"),
    [
        ("By-Laws and Records shall be changed to the following:", "By-Laws"),
        (
            "Removal for Cause shall be changed to add the following: If during their term",
            "Removal",
        ),
        # A changed name, no text following: no instruction.
        ("The name of the street shall be changed to the following name.", None),
    ],
)
def test_changed_to_the_following_amends(sentence: str, phrase: str | None) -> None:
    reading = read_sentence(sentence)
    assert (reading.phrase.split()[0] if reading else None) == (phrase and phrase.split()[0])
