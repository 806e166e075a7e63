"""Titles printed double-spaced in capitals (Anthon IA), ending a paragraph on a participle
(Albert Lea MN's `… MINNESOTA AMENDING`) or inside a curly quotation (Williams MN): the title goes
on past the blank line; a title closed by its full stop, or followed by the enacting clause,
ends there."""

from __future__ import annotations

import pytest

from parsers.ordinance.caption_ends import title_paragraph_end
from parsers.ordinance.metadata import parse_caption

ANTHON = (
    "ORDINANCE NO. 225\n\nAN ORDINANCE AMENDING THE CODE OF ORDINANCES\n\nOF THE CITY OF ANTHON, "
    "IOWA BY AMENDING PROVISIONS\n\nPERTAINING TO COLLECTION FEES FOR SOLID WASTE.\n\n"
    "Be It Enacted by the City Council of the City of Anthon, Iowa:\n"
)
WILLIAMS = (
    "ORDINANCE NO. 68\n\nAN ORDINANCE OF THE CITY OF WILLIAMS , MINNESOTA, AMENDING\n\nCITY "
    "ORDINANCE NO 14 ENTITLED “AS AMENDED BY ORDINANCE NO.\n\n46 ESTABLISHING A MUNICIPAL LIQUOR "
    "DISPENSERY AND PROVIDING\n\nREGULATIONS THEREOF”\n\nThe City Council of the City of Williams"
)


@pytest.mark.parametrize(
    ("caption", "title"),
    [
        (
            ANTHON,
            "AN ORDINANCE AMENDING THE CODE OF ORDINANCES OF THE CITY OF ANTHON, IOWA BY AMENDING "
            "PROVISIONS PERTAINING TO COLLECTION FEES FOR SOLID WASTE",
        ),
        (
            WILLIAMS,
            "AN ORDINANCE OF THE CITY OF WILLIAMS , MINNESOTA, AMENDING CITY ORDINANCE NO 14 "
            "ENTITLED “AS AMENDED BY ORDINANCE NO. 46 ESTABLISHING A MUNICIPAL LIQUOR DISPENSERY "
            "AND PROVIDING REGULATIONS THEREOF”",
        ),
        # A notice under the caption narrating its passage names it again: no title of its own.
        (
            " date 2021-10-03 ORDINANCE 21-062\n\nAN ORDINANCE OF THE CITY OF ALBERT LEA, "
            "MINNESOTA AMENDING\n\nPART 1 CHARTER – CHAPTER 1. GENERAL PROVISIONS\n\n"
            "On September 27, 2021, "
            "the Albert Lea City Council had an official meeting and passed an Ordinance Amending "
            "Part 1 Charter – Chapter 1.General Provisions:\n\n",
            "AN ORDINANCE OF THE CITY OF ALBERT LEA, MINNESOTA AMENDING PART 1 CHARTER – "
            "CHAPTER 1. GENERAL PROVISIONS",
        ),
        # A title closed by its full stop: the next capitals are no part of it.
        (
            "ORDINANCE NO. 5\n\nAN ORDINANCE AMENDING THE CODE.\n\nOF COUNSEL: JANE ROE\n\n"
            "WHEREAS, the council finds:\n",
            "AN ORDINANCE AMENDING THE CODE",
        ),
        # A title in mixed case is not read on by the capitals' rule.
        (
            "ORDINANCE NO. 5\n\nAn Ordinance amending the Code\n\nOF THE CITY OF X\n\n"
            "WHEREAS, the council finds:\n",
            "An Ordinance amending the Code",
        ),
    ],
)
def test_title_goes_on_past_its_blank_line(caption: str, title: str) -> None:
    assert parse_caption(caption, caption).title == title


def test_title_ends_before_the_enacting_clause() -> None:
    end = title_paragraph_end(ANTHON, ANTHON.index("AN ORDINANCE"))
    assert end is not None and ANTHON[end.end() :].startswith("Be It Enacted")


def test_a_sponsors_line_is_no_part_of_the_title() -> None:
    caption = (
        "ORDINANCE NO. 5\n\nAN ORDINANCE AMENDING CHAPTER 5\n\nBY COUNCILMEMBER ROE\n\n"
        "WHEREAS, the council finds:\n"
    )
    assert parse_caption(caption, caption).title == "AN ORDINANCE AMENDING CHAPTER 5"
