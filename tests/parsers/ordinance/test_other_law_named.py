"""Instructions on law that is not the city's code, named by the path of their target (brief
o20-x): a state's statute cited title first by its abbreviation, an act of Virginia's General
Assembly by its chapter. Rows are the wording of real documents of the wide development set's open
part (`devset_wide/open/`; `sealed/` is never read here); their truth files say the same.
"""

from __future__ import annotations

from functools import cache

import pytest

from benchmarks.ordinance_devset import DEVSET_WIDE, score_file
from parsers.ordinance import parse_ordinance_file
from parsers.ordinance.outside import outside_target
from parsers.ordinance_records import EXTERNAL_TARGETS, Instruction

OPEN = DEVSET_WIDE / "open"


@cache
def instructions(name: str) -> tuple[Instruction, ...]:
    path = next(p for p in OPEN.glob(f"{name}.*") if not p.name.endswith(".toml"))
    return parse_ordinance_file(path, f"wide/{path.name}").ordinance.instructions


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
    [("milton-vt-act-m1-2001", 2), ("virgilina-va-hb1127-2012", 1)],
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
