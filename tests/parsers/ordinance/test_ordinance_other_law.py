"""Amendments of other bodies of law than the code (issue 20): a session law or special act, an
ordinance of a year's series, an uncodified ordinance's listed sections. Rows are real documents
of the wide development set's open part (`devset_wide/open/`; `sealed/` is never read here) and
what a person reads in them (their truth files say the same).
"""

from __future__ import annotations

from functools import cache

import pytest

from benchmarks.ordinance_devset import DEVSET_WIDE
from parsers.ordinance import parse_ordinance_file
from parsers.ordinance.outside import outside_target
from parsers.ordinance.sentences import read_sentence
from parsers.ordinance_records import EXTERNAL_TARGETS, Instruction

OPEN = DEVSET_WIDE / "open"
AMENDED = " is hereby amended by striking out, in line 7, the words “board of aldermen”"


@cache
def instructions(name: str) -> tuple[Instruction, ...]:
    path = next(p for p in OPEN.glob(f"{name}.*") if not p.name.endswith(".toml"))
    return parse_ordinance_file(path, f"wide/{path.name}").ordinance.instructions


@pytest.mark.parametrize(
    ("phrase", "earlier", "expected"),
    [
        # Massachusetts Acts of 2008, c. 512 (Chicopee's charter, a special act of 1897).
        (
            "Section 2 of chapter 239 of the acts of 1897",
            "",
            ("statute", "Acts of 1897, c. 239, § 2"),
        ),
        # … and the next sections, naming the act by `said chapter 239` only.
        (
            "Said section 2 of said chapter 239",
            "SECTION 1. Section 2 of chapter 239 of the acts of 1897 is hereby amended",
            ("statute", "Acts of 1897, c. 239, § 2"),
        ),
        (
            "Section 3 of said chapter 239",
            "SECTION 1. Section 2 of chapter 239 of the acts of 1897 is hereby amended",
            ("statute", "Acts of 1897, c. 239, § 3"),
        ),
        # Boston, 1924, chapter 12: an ordinance of 1922 by its chapter, spelled out; what amended
        # it (`as amended by chapters two and eight of the Ordinances of 1923`) is history.
        (
            "Section one of Chapter five of the Ordinances of 1922, as amended by chapters two and"
            " eight of the Ordinances of 1923,",
            "",
            ("ordinance", "Ordinances of 1922, c. 5, § 1"),
        ),
        # The short forms of session-law citations.
        ("Section 4 of St. 1897, c. 239", "", ("statute", "Acts of 1897, c. 239, § 4")),
        ("P.L. 1975, c. 291", "", ("statute", "P.L. 1975, c. 291")),
        # A state's statutes by its state's name (the names `parsers.ordinance.state` reads):
        # never a section of this code, whatever its number's shape.
        ("Section 39-1-2 of the Idaho Code", "", ("statute", "Idaho Code, Section 39-1-2")),
        (
            "Section 15.2-2286 of the Code of Virginia",
            "",
            ("statute", "Code of Virginia, Section 15.2-2286"),
        ),
        (
            "Section 5 of chapter 40A of the General Laws",
            "",
            ("statute", "General Laws, Section 5 of chapter 40A"),
        ),
        # A city whose name starts with a state's, its code: this code.
        ("Section 8-1-2 of the Kansas City Code", "", None),
        # The city's code named, a state's statute only its authority.
        ("Section 10-5 of the Municipal Code, adopted under the Idaho Code,", "", None),
        # The code itself, its compilation named by a year: never another law.
        ("Section 5 of chapter 3 of the Revised Ordinances of 1914", "", None),
        # `said chapter 2` where an earlier sentence named chapter 2 of 1915 only as history.
        (
            "Section 4 of said chapter 2",
            "Chapter 2 of the Revised Ordinances of 1914, as amended by chapter 2 of the"
            " Ordinances of 1915, is hereby amended.",
            None,
        ),
        # `said chapter 3` where no earlier sentence named a session law: the code's chapter.
        ("Section 5 of said chapter 3", "Chapter 3 of the Revised Ordinances of 1914", None),
    ],
)
def test_a_session_law_or_a_years_ordinance_is_another_body_of_law(
    phrase: str, earlier: str, expected: tuple[str, str] | None
) -> None:
    found = outside_target(phrase, AMENDED, earlier, len(earlier))
    assert ((found.target.kind.value, found.target.id) if found else None) == expected


@pytest.mark.parametrize(
    ("name", "targets"),
    [
        # Every section of the act amends the city's 1897 charter act, never the city's code.
        (
            "massachusetts-acts-2008-ch512-chicopee",
            [
                ("statute", f"Acts of 1897, c. 239, § {n}")
                for n in ("2", "2", "3", "3", "4", "5", "5", "6")
            ],
        ),
        # `Sections 1, 2, and 3 of Ordinance No. 269 … is hereby amended`: one target each.
        (
            "el-segundo-ca-472",
            [("ordinance", f"Ordinance No. 269, Section {n}") for n in ("1", "2", "3")],
        ),
        # A chapter of a printed volume, no caption, no enacting clause: read, not refused.
        ("boston-ma-1924-ch12", [("ordinance", "Ordinances of 1922, c. 5, § 1")]),
    ],
)
def test_an_amendment_of_other_law_is_never_applied_to_the_code(
    name: str, targets: list[tuple[str, str]]
) -> None:
    found = instructions(name)
    assert [(t.kind.value, t.id) for item in found for t in item.targets] == targets
    assert all(
        item.outside and {t.kind for t in item.targets} <= EXTERNAL_TARGETS for item in found
    )


@pytest.mark.parametrize(
    ("name", "target"),
    [
        # Boston's code is the Revised Ordinances of 1914: its sections stay the code's, even with
        # an ordinance of 1915 named as their history.
        ("boston-ma-1924-ch1", "3-5"),
        ("boston-ma-1916-ch5", "12-4"),
        ("boston-ma-1920-ch12", "36-4"),
    ],
)
def test_the_codes_own_compilation_stays_the_code(name: str, target: str) -> None:
    (item,) = instructions(name)
    assert [t.id for t in item.targets] == [target]
    assert item.outside is None


@pytest.mark.parametrize(
    ("phrase", "expected"),
    [
        # Vermont acts M-4 (Burlington) and M-10 (Alburg): a state act amends a city's charter.
        ("Sec. 62(f) of Title III of the Charter", ("statute", "Charter, Sec. 62(f) of Title III")),
        ("Sec. 3 of the Charter", ("statute", "Charter, Sec. 3")),
        ("Section 5 of the New Castle City Charter", ("statute", "City Charter, Section 5")),
        # The code named in the phrase wins.
        ("Section 2-3 of the Charter and Code of the City of Salem", None),
    ],
)
def test_a_charter_is_another_body_of_law(phrase: str, expected: tuple[str, str] | None) -> None:
    found = outside_target(phrase, " is amended to read:")
    assert ((found.target.kind.value, found.target.id) if found else None) == expected


@pytest.mark.parametrize(
    ("sentence", "verb"),
    [
        # Delaware HB 7 (New Castle): imperatives naming the charter, and `Further amend`.
        (
            "Amend the Charter of the City New Castle, Volume 27, Chapter 216, Laws of Delaware, "
            "in the initial Section 5 thereof by striking the following paragraphs:",
            "amended",
        ),
        (
            "Further amend the initial Section 5 of the New Castle City Charter by inserting the "
            "following paragraph:",
            "amended",
        ),
        # A lower-case `amend` opening no sentence is no imperative.
        ("The council may amend the charter from time to time.", None),
    ],
)
def test_an_imperative_naming_a_charter_is_read(sentence: str, verb: str | None) -> None:
    reading = read_sentence(sentence)
    assert (reading.verb if reading else None) == verb


@pytest.mark.parametrize(
    "name", ["delaware-ch6-new-castle", "vermont-act-m4-burlington", "vermont-act-m10-alburg"]
)
def test_a_state_acts_charter_amendments_are_never_applied_to_the_code(name: str) -> None:
    found = instructions(name)
    assert found
    assert all(t.kind in EXTERNAL_TARGETS for i in found for t in i.targets)
    assert all(i.outside is not None for i in found)


MISSISSIPPI = "BE IT ENACTED BY THE LEGISLATURE OF THE STATE OF MISSISSIPPI:\n"
DELAWARE = "BE IT ENACTED BY THE GENERAL ASSEMBLY OF THE STATE OF DELAWARE:\n"


@pytest.mark.parametrize(
    ("phrase", "enacting", "expected"),
    [
        # Mississippi HB 905 (2014): a state bill amends its own state's code, the code.
        ("Section 3-3-1, Mississippi Code of 1972,", MISSISSIPPI, None),
        # Another state's code is a statute, whoever enacts.
        (
            "Section 39-1-2 of the Idaho Code",
            MISSISSIPPI,
            ("statute", "Idaho Code, Section 39-1-2"),
        ),
        # A city's ordinance citing the state's code: a statute.
        (
            "Section 3-3-1, Mississippi Code of 1972,",
            "",
            ("statute", "Mississippi Code, Section 3-3-1"),
        ),
        # A state's session laws are never its code (Delaware acts amend charters enacted so).
        ("Chapter 216, Laws of Delaware", DELAWARE, ("statute", "Laws of Delaware, Chapter 216")),
    ],
)
def test_a_state_bill_amending_its_own_states_code_amends_the_code(
    phrase: str, enacting: str, expected: tuple[str, str] | None
) -> None:
    found = outside_target(phrase, " is amended as follows:", enacting, len(enacting))
    assert ((found.target.kind.value, found.target.id) if found else None) == expected


def test_a_restated_sections_first_words_are_its_text_not_its_title() -> None:
    """Mississippi HB 905: `3-3-1. The limits and` / `boundaries … shall consist of …`."""
    (item,) = instructions("mississippi-hb0905-2014")
    assert item.text.startswith("The limits and\nboundaries")
