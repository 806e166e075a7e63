"""Citations of part N's first-sight losses (tests/graph/devset_wide/open, README-N.md): every text
is from a real code; outside law keeps its body and its numbers, and never resolves into the
city's code."""

from __future__ import annotations

import pytest
from find_helpers import unit

from graph.find import find_citations
from graph.resolve import build_index, resolve


def cited(text: str, section: str, state: str) -> list[tuple[str, str | None, str | None]]:
    """(raw, body, target) of every citation found in `text`, in `section` of `state`'s code."""
    u = unit(text, section)
    index = build_index([section], [])
    found = find_citations(u, sentences=None, state=state)
    return [(c.raw, c.reference.code, c.target) for c in found for c in resolve(c, u, index)]


@pytest.mark.parametrize(
    ("text", "section", "state", "expected"),
    [
        # Valley Brook OK § 1-102: Oklahoma's statutes title first, the postal code glued to its
        # sign and the sign doubled by its word; the list's second member is the same title's
        (
            "State Law Reference : Adoption and revision of code of ordinances, "
            "11 OK§ Sections 14-108 and 14-109\n",
            "1-102",
            "OK",
            [
                ("11 OK§ Sections 14-108", "Okla. Stat.", "11 Okla. Stat. 14-108"),
                ("14-109", "Okla. Stat.", "11 Okla. Stat. 14-109"),
            ],
        ),
        # Bernice OK: the usual form stays read
        (
            "State Law reference— 11 O.S. § 14-103.",
            "1-1",
            "OK",
            [("11 O.S. § 14-103", "Okla. Stat.", "11 Okla. Stat. 14-103")],
        ),
        # `OK` is a word elsewhere: never a statute without its glued sign
        ("The plan is OK 14-103 as drawn.", "1-1", "OK", []),
        # St. Tammany Parish LA § 14-001.00: a zero-padded section broken after its dash
        (
            "the penalties and provisions set forth in Section 14- 009.00, which shall apply",
            "14-001.00",
            "LA",
            [("Section 14- 009.00", None, "14-009.00")],
        ),
        # Fayetteville AR, Ord. 6867 § 2: the part of a two-level section named after it
        (
            "hereby repeals the introductory sentence and\nsubsection (A) of § 155.02 Form/Time/"
            "Place and enacts a replacement as follows:",
            "155.01",
            "AR",
            [("subsection (A) of § 155.02", None, "155.02(A)")],
        ),
        # an Idaho county's § 11-01-01 (open part): a state's only statutes as its `State Statutes`
        (
            "Local Land Use Planning established in Title 67, Chapter 65, of the Idaho State "
            "Statutes; Plats and Vacations established in Title 50, Chapter 13 and",
            "11-01-01",
            "ID",
            [
                (
                    "Title 67, Chapter 65, of the Idaho State Statutes",
                    "Idaho Code",
                    "Idaho Code tit. 67, ch. 65",
                ),
                ("Title 50, Chapter 13", "Idaho Code", "Idaho Code tit. 50, ch. 13"),
            ],
        ),
    ],
)
def test_part_n_forms(
    text: str, section: str, state: str, expected: list[tuple[str, str | None, str | None]]
) -> None:
    assert cited(text, section, state) == expected


# Elk City OK § 4-1: model codes adopted by name, one by the fire protection association's number;
# an item's label naming a kind of code is no citation
ELK_CITY = (
    "3. (Electrical Code) The installation or alteration of electrical equipment for buildings or "
    "structures:\n\nN.F.P.A. 70 National Electrical Code, Current Edition;\nInternational "
    "Electrical Code, Current Edition; \n\n5. (Life Safety Code) The provision of basic safeguards "
    "to life from the hazards of fire and explosion:\n\nLife Safety Code (recommended by the "
    "National Fire\nProtection Association), Current Edition; "
)


def test_model_codes_by_name() -> None:
    assert cited(ELK_CITY, "4-1", "OK") == [
        (
            "N.F.P.A. 70 National Electrical Code",
            "National Electrical Code",
            "National Electrical Code NFPA 70",
        ),
        (
            "International Electrical Code",
            "International Electrical Code",
            "International Electrical Code",
        ),
        ("Life Safety Code", "Life Safety Code", "Life Safety Code NFPA 101"),
    ]


# Shelby County TN, Appendix B: a table of the state's statutes, bare numbers with captions
SHELBY = (
    "Appendix B. TABLE OF PUBLIC ACTS AFFECTING LOCAL GOVERNMENT\nLatest version.\n"
    "Airports 42-3-103 Authority given for creation of municipal airport authority. 42-4-101 et "
    "seq. Creating of Metropolitan Airport Authority. Business 7-59-101 et seq. Cable Television "
    "Act of 1977 applies to counties. Businesses and Trades 62-6-102* Qualifications for general "
    "contractors in counties of more than 60,000."
)


@pytest.mark.parametrize(
    ("text", "state", "expected"),
    [
        (
            SHELBY,
            "TN",
            [
                ("42-3-103", "Tenn. Code", "Tenn. Code § 42-3-103"),
                ("42-4-101", "Tenn. Code", "Tenn. Code § 42-4-101"),
                ("7-59-101", "Tenn. Code", "Tenn. Code § 7-59-101"),
                ("62-6-102", "Tenn. Code", "Tenn. Code § 62-6-102"),
            ],
        ),
        # the same lines under no table's heading: numbers of no named law, not read
        (SHELBY.replace("TABLE OF PUBLIC ACTS", "NOTES"), "TN", None),
        # a state whose statutes are several bodies: not read
        (SHELBY, "TX", None),
    ],
)
def test_table_of_state_statutes(
    text: str, state: str, expected: list[tuple[str, str | None, str | None]] | None
) -> None:
    found = cited(text, "", state)
    if expected is None:
        assert not any(body == "Tenn. Code" for _, body, _ in found)
        assert "42-3-103" not in [raw for raw, _, _ in found]
    else:
        assert found == expected
