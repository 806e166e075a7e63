"""A town meeting's record or warrant: its articles, each the vote (or motion) a town took.

New England towns amend their by-laws by a vote of town meeting; the clerk's minutes record each
article (`Article 7. Presented by … VOTED: To amend the Zoning By-Law by striking out …`) and a
motion that failed (`Less than two-thirds voted in favor, motion not adopted.`). Such a text prints
no caption, no enacting clause and no `SECTION n`: a person still reads it as amending the code,
so it is never refused. When nothing else in it reads as an ordinance's sections, it is read like
a notice of passage (`notices`): one warning naming each article that votes to amend a body of
law, and each whose motion failed (which amends nothing), and no instruction — a vote's own words
(`To amend … by striking out … and by inserting in place thereof …`) are not read into
instructions here, so a person applies them.
"""

from __future__ import annotations

import re

from parsers.records import ParseIssue, Severity

# An article of the meeting at the start of a line, its number closed by a stop or the line's end
# (`Article 7.`, `ARTICLE 12:`, `Article 6. (Cont.)`); never a code's article named in a line of
# text (`Article 2 Definitions and …`) or by its dotted number (`Article 9.8 Land Use …`).
ARTICLE_LINE = re.compile(
    r"^[ \t]*(?:ARTICLE|Article)[ \t]+(\d{1,3})(?:[ \t]*[.:](?![\d.])|[ \t]*$)", re.MULTILINE
)

# A vote or motion to amend a body of law, as the clerk records it or the warrant asks it
# (`VOTED: To amend the Zoning By-Law by …`, `MOTION: To amend …`, `To see if the Town will vote
# to amend the General By-Laws …`): `law` is the body named (a by-law, code or ordinance).
TO_AMEND = re.compile(
    r"\b(?:vote[ds]?|motion|moved?)\b[ \t]*[:\-–]?\s*(?:[^.:;]{0,60}?\s)?to\s+amend\s+"
    r"(?:the\s+)?(?P<law>[^.:;]{0,60}?\b(?:by-?\s?laws?|code|ordinance))\b",
    re.IGNORECASE,
)

# A motion (or article) the record says failed: it amends nothing (`motion not adopted`, `motion
# lost`, `the motion was defeated`, `Article 3 was indefinitely postponed`).
FAILED = re.compile(
    r"\bmotion\s+(?:was\s+)?(?:not\s+(?:adopted|carried)|lost|defeated|failed)\b|"
    r"\b(?:article|motion)\s+(?:was\s+)?(?:indefinitely\s+postponed|passed\s+over)\b",
    re.IGNORECASE,
)


def several_articles(text: str) -> bool:
    """Whether the text prints two articles of a meeting or more (`Article 4.` … `Article 5.`):
    a warrant, whose articles each name their own measure (an ordinance one quotes by its title
    is that article's, not the document's)."""
    return len(ARTICLE_LINE.findall(text)) >= 2


def _articles(text: str) -> list[tuple[str, str]]:
    """Each article's number and its text up to the next article, in the order printed."""
    starts = list(ARTICLE_LINE.finditer(text))
    ends = [match.start() for match in starts[1:]] + [len(text)]
    return [(match.group(1), text[match.end() : ends[at]]) for at, match in enumerate(starts)]


def _reading(number: str, chunk: str) -> str | None:
    """What one article does, said for the warning, or None when it votes to amend no law."""
    vote = TO_AMEND.search(chunk)
    if vote is None:
        return None
    law = " ".join(vote.group("law").split())
    if FAILED.search(chunk, vote.end()) is not None:
        return f"Article {number}'s motion to amend the {law} failed: it amends nothing"
    return f"Article {number} votes to amend the {law}: a person must apply it"


def town_meeting_issue(text: str, document: str) -> ParseIssue | None:
    """The warning for a town meeting's record (or warrant) whose articles vote to amend a body
    of law, or None when `text` holds no such article."""
    readings = [r for number, chunk in _articles(text) if (r := _reading(number, chunk))]
    if not readings:
        return None
    return ParseIssue(
        document,
        "text",
        Severity.WARNING,
        "town-meeting-articles",
        "a town meeting's record of articles, not an ordinance's sections; its votes are not "
        f"read into instructions: {'; '.join(readings)}",
    )
