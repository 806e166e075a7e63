"""Part F of the wide development set (issue 20): kinds a fresh place's drafting hits, read from
the real documents of `devset_wide/open/` (`sealed/` is never read here).

- an OCR'd verb (`arnended`) and a session law's `is hereby rewritten to read:` amend;
- a named ordinance identified by its number (`the Zoning Ordinance … (Ord. No. 3512 …)`) is
  another body of law, each edit its sentence names its own instruction;
- capitals numbered out of turn (`SECTION XXIV.` heading reprinted law) never hide the
  ordinance's own `Section 1.` run.
"""

from __future__ import annotations

import pytest
from wide_documents import parsed

from parsers.ordinance.headings import find_headings
from parsers.ordinance.outside import outside_target
from parsers.ordinance.sentences import read_sentence
from parsers.ordinance_records import TargetKind


@pytest.mark.parametrize(
    ("sentence", "verb"),
    [
        # Decatur IL 2008-77 §2 (OCR: `m` read as `rn`).
        (
            "That Section XXIV. of the Zoning Ordinance of the City of Decatur be, and the same "
            "is hereby, arnended at Section D. 7. a. by adding a new Section ii.",
            "amended",
        ),
        # Pinebluff NC, Session Laws 1977 c. 326 §1.
        (
            "Section 3 of Chapter 274, Private Laws of 1913, is hereby rewritten to read:",
            "amended",
        ),
    ],
)
def test_fresh_verbs_amend(sentence: str, verb: str) -> None:
    reading = read_sentence(sentence)
    assert reading is not None and reading.verb == verb


@pytest.mark.parametrize(
    ("phrase", "expected"),
    [
        # Decatur IL 2008-77 §2, its `as amended by` history aside.
        (
            "That Section XXIV. of the Zoning Ordinance of the City of Decatur (Ord. No. 3512 as "
            "amended by Ord. No. 2002-33) be, and the same ",
            (TargetKind.ORDINANCE, "Zoning Ordinance, Ord. No. 3512, Section XXIV."),
        ),
        # The code named so is the code: no ordinance's number beside it.
        ("Section 12.4 of the Zoning Ordinance of the City of Decatur ", None),
    ],
)
def test_an_ordinance_named_by_its_number_is_other_law(
    phrase: str, expected: tuple[TargetKind, str] | None
) -> None:
    found = outside_target(phrase, "to read as follows:")
    assert (None if found is None else (found.target.kind, found.target.id)) == expected


def test_each_edit_of_the_other_ordinance_is_its_own_instruction() -> None:
    items = parsed("decatur-il-2008-77").ordinance.instructions
    assert [(i.verb.value, i.targets[0].kind, bool(i.outside)) for i in items] == [
        ("add_part", TargetKind.ORDINANCE, True),
        ("renumber", TargetKind.ORDINANCE, True),
    ]


def test_capitals_out_of_turn_leave_the_own_sections() -> None:
    text = (
        "BE IT ORDAINED:\nSection 1. That the report be approved.\n"
        "Section 2. That Section XXIV. be amended as follows:\n"
        "SECTION XXIV. OFF-STREET PARKING\nD. DESIGN\n"
    )
    assert [h.number for h in find_headings(text) if h.number][:2] == [1, 2]
