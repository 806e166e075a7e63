"""Part V: Kansas charter ordinances' adoption dates, each row the real wording.

- A code publisher's page (citycode.net) prints no passage line and closes on its note, the date
  in figures maybe followed by a status note (Cherryvale 96-19, Eudora 7): the adoption, read only
  from the text's last line.
- `PASSED BY THE GOVERNING BODY, not less than two-thirds of the members elect voting in favor
  thereof, this 20th day of June, 2017.` (Olathe 79): the passage, its body the governing body.
"""

from __future__ import annotations

from datetime import date

import pytest

from parsers.ordinance import parse_ordinance_text

HEAD = (
    "CHARTER ORDINANCE NO. 7\n\nA CHARTER ORDINANCE AMENDING SECTION 2 OF CHARTER ORDINANCE NO.5 "
    "OF THE CITY OF EUDORA, KANSAS.\n\nBE IT ORDAINED BY THE GOVERNING BODY OF THE CITY OF EUDORA, "
    "KANSAS:\n\nSECTION 1. Section 2 of Charter Ordinance No.5 of the City of Eudora, Kansas, is "
    "hereby amended to read as follows, to-wit:\n\nSection 2. Any officer may be removed by a "
    "majority vote of the council.\n\n"
)


@pytest.mark.parametrize(
    ("closing", "adopted"),
    [
        ("(07-08-1996)\n", date(1996, 7, 8)),
        (
            "(04-28-2003; inapplicable due to change to city of the second class)\n",
            date(2003, 4, 28),
        ),
        (
            "PASSED BY THE GOVERNING BODY, not less than two-thirds of the members elect voting in "
            "favor thereof, this 20th day of June, 2017.\n\nSIGNED by the Mayor this 20th day of "
            "June, 2017.\n",
            date(2017, 6, 20),
        ),
        (
            "Passed by the Governing Body of the City of Holyrood this 7th day of September, "
            "2021.\n",
            date(2021, 9, 7),
        ),
        # A bracketed date that is not the text's last line is any law's: no adoption.
        ("(07-08-1996)\n\nSECTION 2. This ordinance takes effect on publication.\n", None),
        ("(13-40-1996)\n", None),  # no date
    ],
)
def test_charter_ordinance_adoption(closing: str, adopted: date | None) -> None:
    assert parse_ordinance_text(HEAD + closing, "x").ordinance.adopted == adopted
