"""Numbers and dates in the headers of legislation pages and OCR'd captions (brief o20-x): the
number alone under an `Ordinance` heading, a series number the OCR spaced apart, the status
`Adopted on Substitute` over the meeting's date. Rows are the wording of real documents of the
wide development set's open part (`devset_wide/open/`; `sealed/` is never read here); their truth
files say the same.
"""

from __future__ import annotations

from datetime import date

import pytest

from benchmarks.ordinance_devset import DEVSET_WIDE
from benchmarks.ordinance_truth import read_truth
from parsers.ordinance import parse_ordinance_file
from parsers.ordinance.effective import published_effective
from parsers.ordinance.form_dates import form_dates
from parsers.ordinance.form_numbers import form_number
from parsers.ordinance.own_number import is_cited
from parsers.ordinance.passage import record_effective

OPEN = DEVSET_WIDE / "open"
ATLANTA = (
    "City of Atlanta\nGeorgia\n\nOrdinance\n19-O-1505\nAdopted on Substitute\n"
    "Nov 18, 2019 1:00 PM\n\nAN ORDINANCE BY COUNCILMEMBERS J.P. MATZIGKEIT AND HOWARD SHOOK\n"
)


@pytest.mark.parametrize(
    ("head", "expected"),
    [
        (ATLANTA, "19-O-1505"),
        (
            "Orange County NC Website\nOrdinance # ORD- 2018 -019 <br />AN ORDINANCE AMENDING "
            "THE <br />UNIFIED DEVELOPMENT ORDINANCE OF ORANGE COUNTY <br />",
            "ORD-2018-019",
        ),
        # A page number alone under the heading is no ordinance's number.
        ("Ordinance\n12\nAN ORDINANCE AMENDING CHAPTER 4\n", None),
    ],
)
def test_a_headers_number(head: str, expected: str | None) -> None:
    assert form_number(None, head, head) == expected


@pytest.mark.parametrize(
    ("head", "expected"),
    [
        (ATLANTA, [("adoption", date(2019, 11, 18))]),
        # West Fargo, ND 1218: a notice of final passage.
        (
            "NOTICE OF SECOND READING AND FINAL PASSAGE OF ORDINANCE NO. 1218 OF THE CITY OF WEST "
            "FARGO, NORTH DAKOTA Notice is hereby given that the City Commission of the City of "
            "West Fargo, North Dakota, at a regularly scheduled meeting on the 21st day of "
            "February, 2023, had the question of the second reading and final passage of "
            "Ordinance No. 1218 before them and duly adopted the same.",
            [("adoption", date(2023, 2, 21))],
        ),
        # A meeting to come, its final passage not yet adopted: none.
        (
            "Notice is hereby given that at a meeting on the 21st day of February, 2023, the "
            "Commission will consider the final passage of Ordinance No. 1218.",
            [],
        ),
        # Another status (a committee's `Referred`) over a date is no adoption.
        ("Ordinance\n19-O-1505\nReferred to Committee\nNov 18, 2019 1:00 PM\n", []),
    ],
)
def test_a_legislation_pages_status_over_its_meeting(
    head: str, expected: list[tuple[str, date]]
) -> None:
    assert [(event, when) for event, when, _, _ in form_dates(head)] == expected


@pytest.mark.parametrize(
    ("name", "fields"),
    [
        ("atlanta-ga-19-o-1505", ("number", "adopted")),
        ("orange-county-nc-ord-2018-019", ("number",)),
        # `NOTICE OF SECOND READING AND FINAL PASSAGE OF ORDINANCE NO. 1218`: the noticed one's.
        ("west-fargo-nd-1218", ("number", "adopted")),
        # The records system's name `029770 ORD - 03/19/2013`: six digits, its zero no sorting pad.
        ("corpus-christi-tx-029770", ("number", "title")),
        # `…About1997 Ordinance No. 048`: a sorting pad, dropped.
        ("englewood-co-48-1997", ("number",)),
    ],
)
def test_the_documents_fields_are_the_truths(name: str, fields: tuple[str, ...]) -> None:
    data, _ = read_truth(OPEN / f"{name}.truth.toml")
    path = next(p for p in OPEN.glob(f"{name}.*") if not p.name.endswith(".toml"))
    ordinance = parse_ordinance_file(path, f"wide/{path.name}").ordinance
    got = {f: getattr(ordinance, f) for f in fields}
    assert got == {f: data[f].rstrip(".") if f == "title" else data[f] for f in fields}


@pytest.mark.parametrize(
    ("text", "adopted", "rule", "expected"),
    [
        # Dubuque, IA 37-06: the rule waits for the publication, which the clerk's line dates.
        (
            "Section 2. This Ordinance shall take effect upon publication. Passed, approved and "
            "adopted this 15th day of May, 2006. Roy D. Buol, Mayor Attest: Karen M. Chesterman, "
            "Deputy City Clerk Published officially in the Telegraph Herald newspaper this 22nd "
            "day of May, 2006. Karen M. Chesterman, Deputy City Clerk 1 t 5/22",
            date(2006, 5, 15),
            "upon publication",
            date(2006, 5, 22),
        ),
        # Minnetrista, MN 446: the rule names the publication's date itself.
        (
            "Section II. This ordinance shall be effective upon adoption and publication in the "
            "citys official newspaper on March 4, 2017.\n\nAdopted by the city council of the City "
            "of Minnetrista this 21st day of February, 2017.",
            date(2017, 2, 21),
            "upon adoption and publication",
            date(2017, 3, 4),
        ),
        # Park City, UT 2020-12: the rule's sentence ends; the date after it is the passage's.
        (
            "shall be effective upon\npublication.\n\n      PASSED AND ADOPTED this 5th day of "
            "February, 2020",
            date(2020, 2, 5),
            "upon publication",
            None,
        ),
    ],
)
def test_an_ordinance_effective_on_publication_takes_the_printed_publication_date(
    text: str, adopted: date, rule: str, expected: date | None
) -> None:
    assert published_effective(text, adopted, rule) == expected


@pytest.mark.parametrize(
    ("text", "cited"),
    [
        ("NOTICE OF SECOND READING AND FINAL PASSAGE OF ORDINANCE NO. 1218 OF THE CITY", False),
        # Outside a notice's heading, `of Ordinance No.` cites another ordinance.
        ("AN ORDINANCE AMENDING SECTION 2 OF ORDINANCE NO. 1218 OF THE CITY", True),
    ],
)
def test_a_notice_of_an_ordinance_names_this_one(text: str, cited: bool) -> None:
    at = text.index("ORDINANCE NO. 1218")
    assert is_cited(text, at, at + len("ORDINANCE NO. 1218")) is cited


@pytest.mark.parametrize(
    ("tail", "expected"),
    [
        # Kenai, AK 654-81: the clerk's block, its colons OCR'd as `s`.
        (
            "et Whelan, City Clerk\nFirst Readings February 18, 1901\nSecond Readings March 4, "
            "1981\nEffective Dates April 4, 1981\n",
            date(1981, 4, 4),
        ),
        ("Effective Date: April 4, 1981\n", date(1981, 4, 4)),
        # A plural in prose before a month is no label: `the effective dates March …` reads none.
        ("The effective dates march on.\n", None),
    ],
)
def test_a_clerks_effective_date_read_through_its_ocr(tail: str, expected: date | None) -> None:
    assert record_effective(tail) == expected
