"""Part V: a town meeting's minutes (Lexington MA, OCR'd with `<br />` line breaks) whose articles
vote to amend the Zoning By-Law are never refused: each article that votes or moves to amend a
by-law is named in one warning, a failed motion (`motion not adopted`) as amending nothing, and
no instruction is invented from a vote whose words the parser does not read. Rows are the real
wording; a code's own dotted article (`Article 9.8 Land Use Regulations`, Buxton ME) is no
article of the meeting."""

from __future__ import annotations

import pytest

from parsers.ordinance import parse_ordinance_text
from parsers.ordinance.titles import own_title
from parsers.ordinance.town_meetings import town_meeting_issue

MINUTES = (
    "Laserfiche WebLink\n510 cn <br /> Article 6. Joseph A. Campbell reads a statement of the "
    "Planning Board <br /> (Cont. ) in favor of this article. 8:55 P. M. <br /> Carried by voice "
    "vote. 9:12 P. M. <br /> Article 9. Presented by Joseph A. Campbell. <br /> MOTION: To amend "
    "the Zoning By-Law by striking out the <br /> (Motion figure 100 in the first sentence of "
    "paragraph b. of <br /> adopted - subsection (b) 1. of Section 8 thereof under the caption "
    "<br /> Less than two-thirds voted in favor, motion not adopted. <br /> 9:30 P. M. <br /> "
    "Article 7. Presented by Joseph A. Campbell. <br /> VOTED: To amend the Zoning By-Law by "
    "striking out sub- <br /> paragraph (2) of subsection (b)l.a. of Section 8 thereof <br /> "
    "(Approved under the caption C 1 Districts and by inserting in place <br /> by thereof the "
    "following new subparagraph (2) : <br /> (2) If a boundary of the lot abuts on or is within "
    "10 <br /> feet of land in an R 1, R 2 or A 1 district, a side yard\n"
)


def test_minutes_are_read_not_refused_and_invent_nothing() -> None:
    parsed = parse_ordinance_text(MINUTES, "lexington")
    assert parsed.ordinance.instructions == ()
    codes = [issue.code for issue in parsed.issues]
    assert "town-meeting-articles" in codes


@pytest.mark.parametrize(
    ("reading", "present"),
    [
        ("Article 9's motion to amend the Zoning By-Law failed: it amends nothing", True),
        ("Article 7 votes to amend the Zoning By-Law: a person must apply it", True),
        ("Article 6", False),  # carried by voice vote, its text on the page before: no vote here
    ],
)
def test_each_article_is_named_for_what_it_does(reading: str, present: bool) -> None:
    issue = town_meeting_issue(MINUTES.replace("<br />", "\n"), "lexington")
    assert issue is not None
    assert (reading in issue.message) is present


@pytest.mark.parametrize(
    "text",
    [
        # Buxton ME's warrant: the code's `Article 9.8` starts the line, no vote to amend follows.
        "Article 9.8 Land Use Regulations,\nsection\nTable B Land Use\nof the Buxton\n",
        # A code's article named at a line's start, in a line of text: no article of the meeting.
        "Amendment of\nArticle 2 Definitions and Article 9.8 Land Use Regulations, Table B\n"
        "VOTED: To amend the Zoning By-Law by striking out the figure 100\n",
        # An article that votes nothing about a by-law.
        "Article 6. Joseph A. Campbell reads a statement of the Planning Board\n"
        "Carried by voice vote. 9:12 P. M.\n",
    ],
)
def test_no_vote_to_amend_is_no_town_meeting(text: str) -> None:
    assert town_meeting_issue(text, "x") is None


# Brookline MA's warrant article page: its fields as bullets, each label alone on its line.
WARRANT_PAGE = (
    "• Submitted by:\n\n    Neil Gordon, TMM1\n\n  • Title:\n\n    Amend Article 2.1.13 of the "
    "Town’s General By-Laws to increase the number of registered voters required for petitioned "
    "warrant articles from 10 to 50\n\n  • Summary:\n\n    To see if the Town will amend Section "
    "2.1.13 of the General Bylaws, as follows:\n"
)


@pytest.mark.parametrize(
    ("text", "title"),
    [
        (
            WARRANT_PAGE,
            "Amend Article 2.1.13 of the Town’s General By-Laws to increase the number of "
            "registered voters required for petitioned warrant articles from 10 to 50",
        ),
    ],
)
def test_a_warrant_pages_bulleted_title_field(text: str, title: str) -> None:
    assert own_title("", text) == title


# Buxton ME's warrant: two articles, the second asking whether an ordinance it quotes by title
# shall be enacted; a single notice quoting one ordinance's title.
WARRANT = (
    "Article 4.\nShall\nArticle 9.8 Land Use Regulations,\nsection\nTable B Land Use\n"
    "of the Buxton\n"
    "Zoning Ordinance be amended as follows?\nArticle 5.\nShall an ordinance titled “Amendment of\n"
    "Article 2 Definitions and Article 9.8\nLand Use Regulations, Table B\nof the Buxton Zoning "
    "Ordinance regarding\nFunction Halls” be enacted?\n"
)


@pytest.mark.parametrize(
    ("text", "title"),
    [
        (WARRANT, ""),  # the quoted title is Article 5's measure, not the warrant's
        (
            WARRANT.split("Article 5.\n")[1],
            "Amendment of Article 2 Definitions and Article 9.8 Land Use Regulations, Table B of "
            "the Buxton Zoning Ordinance regarding Function Halls",
        ),
    ],
)
def test_a_warrants_quoted_ordinance_title_is_one_articles(text: str, title: str) -> None:
    assert own_title(text, text) == title
