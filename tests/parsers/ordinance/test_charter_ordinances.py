"""Part V: Kansas charter ordinances, each row the real wording.

- A code publisher's page (citycode.net) prints no passage line and closes on its note, the date
  in figures maybe followed by a status note (Cherryvale 96-19, Eudora 7): the adoption, read only
  from the text's last line.
- `PASSED BY THE GOVERNING BODY, not less than two-thirds of the members elect voting in favor
  thereof, this 20th day of June, 2017.` (Olathe 79): the passage, its body the governing body.
- Andover A: the excerpt ends right after `Section 1-105, `, the sentence before saying the
  section amends the code (`… substitute and additional provisions by amending the Code.`): 1-105's
  replacement, flagged (its text is not stored).
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


ANDOVER = (
    "A CHARTER ORDINANCE AMENDING CHARTER ORDINANCE NO. 23 BY PROVIDING SUBSTITUTE PROVISIONS TO "
    "THE CODE OF THE CITY OF ANDOVER, KANSAS AS TO THE DATE THE PRESIDENT OF THE COUNCIL IS "
    "ELECTED.\nNOW, THEREFORE, BE IT ORDAINED BY THE GOVERNING BODY OF THE CITY OF ANDOVER, "
    "BUTLER COUNTY, KANSAS:\nSECTION 1. Inapplicability. The City hereby elects to continue to "
    "exempt itself.\nSECTION 2. Substitute Provisions. By virtue of the powers vested in it by "
    "Article 12, Section 5 of the Constitution of the State of Kansas, the City hereby enacts the "
    "following substitute and additional provisions by amending the Code. "
)


@pytest.mark.parametrize(
    ("tail", "targets"),
    [
        ("Section 1-105, ", ["1-105"]),  # cut right after the division: its replacement, flagged
        ("Section 1-105 is amended to read as follows: Section 1-105. The", None),  # read as usual
        ("The President of the ", []),  # the cut words name no division: nothing read
    ],
)
def test_a_section_cut_after_an_announced_amendment(tail: str, targets: list[str] | None) -> None:
    """Andover KS, charter ordinance A: the excerpt ends after `Section 1-105, `."""
    found = parse_ordinance_text(ANDOVER + tail, "x").ordinance.instructions
    if targets is None:
        assert all(not item.flags or "stored text ends" not in item.flags[0] for item in found)
        return
    assert [t.id for item in found for t in item.targets] == targets
    assert all(item.flags for item in found)


def test_no_announced_amendment_no_cut_off_replacement() -> None:
    """The sentence before the cut one does not say it amends the code: nothing read."""
    text = ANDOVER.replace("by amending the Code.", "as follows.") + "Section 1-105, "
    assert parse_ordinance_text(text, "x").ordinance.instructions == ()


@pytest.mark.parametrize(
    ("head", "title"),
    [
        # The number the title names (`CHARTER ORDINANCE NO. 23`) was read as the caption's: the
        # title still starts at its line's opener.
        (
            ANDOVER,
            "A CHARTER ORDINANCE AMENDING CHARTER ORDINANCE NO. 23 BY PROVIDING SUBSTITUTE "
            "PROVISIONS TO THE CODE OF THE CITY OF ANDOVER, KANSAS AS TO THE DATE THE PRESIDENT OF "
            "THE COUNCIL IS ELECTED",
        ),
        (
            HEAD,
            "A CHARTER ORDINANCE AMENDING SECTION 2 OF CHARTER ORDINANCE NO.5 OF THE CITY OF "
            "EUDORA, KANSAS",
        ),
    ],
)
def test_a_charter_ordinance_title_opens_on_its_line(head: str, title: str) -> None:
    assert parse_ordinance_text(head, "x").ordinance.title.rstrip(".") == title
