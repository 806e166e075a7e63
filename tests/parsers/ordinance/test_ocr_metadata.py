"""An OCR'd ordinance's number and title (Renton WA 3659, part G): a period spaced from `NO`
(`ORDINANCE NO . 3659`), and an enacting clause whose comma OCR glued to the next word
(`WASHINGTON„DO ORDAIN AS FOLLOWS :`), which ends the title."""

from __future__ import annotations

import pytest
from wide_documents import parsed

from parsers.ordinance import parse_ordinance_text

TITLE = "AN ORDINANCE OF THE CITY OF RENTON, WASHINGTON, AMENDING SECTION 3-241 OF TITLE III"
BODY = "SECTION I. Section 3-241 is hereby amended to read as follows:\n3-241 Fees. Fees are due.\n"


@pytest.mark.parametrize(
    ("caption", "enacting", "number", "title"),
    [
        (
            "ORDINANCE NO . 3659",
            "THE CITY COUNCIL OF THE CITY OF RENTON, WASHINGTON„DO",
            "3659",
            TITLE,
        ),
        (
            "ORDINANCE NO. 3659",
            "THE CITY COUNCIL OF THE CITY OF RENTON, WASHINGTON, DO",
            "3659",
            TITLE,
        ),
        (
            "ORDINANCE NO .3659",
            "THE CITY COUNCIL OF THE CITY OF RENTON,WASHINGTON,DOES",
            "3659",
            TITLE,
        ),
    ],
)
def test_an_ocr_caption_gives_number_and_title(
    caption: str, enacting: str, number: str, title: str
) -> None:
    text = f"{caption}\n{TITLE}\n{enacting} ORDAIN AS FOLLOWS :\n{BODY}"
    ordinance = parse_ordinance_text(text, "renton/ord.txt").ordinance
    assert (ordinance.number, ordinance.title) == (number, title)


def test_the_stored_renton_3659_number_and_title() -> None:
    ordinance = parsed("renton-wa-3659").ordinance
    assert ordinance.number == "3659"
    assert ordinance.title is not None and ordinance.title.endswith("AND RELATED MATTERS")
