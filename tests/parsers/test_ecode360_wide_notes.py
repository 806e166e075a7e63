"""ecode360's printing conventions met in the wide development set (issue 21, items 2-3): a
Massachusetts Town Meeting vote without an article but with the Attorney General's approval, a
town's prior bylaws re-adopted as an article's derivation, headings printed without the period
after their title, and an HTML paragraph closed by a `history` block inside a subsection.

Every snippet is verbatim from `devset/exports_wide/open/`: Belmont, MA (ecode360 BE3086, a PDF
download) and Albany County, NY (AL3660, a saved code page)."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest

from parsers.dispatch import parse_document
from parsers.ecode360.classify import classify
from parsers.ecode360.html import parse_html_page
from parsers.ecode360.items import Item, Kind
from parsers.history import looks_like_history, parse_history_note
from parsers.records import HistoryAction, HistoryKind, ParsedExport
from parsers.schemes import Scheme

TM, PRIOR = HistoryKind.TOWN_MEETING, HistoryKind.PRIOR_CODE
ADOPTED, ADDED, AMENDED = HistoryAction.ADOPTED, HistoryAction.ADDED, HistoryAction.AMENDED
ENTIRETY = HistoryAction.AMENDED_IN_ENTIRETY


@pytest.mark.parametrize(
    ("note", "expected"),
    [
        # (article, kind, body, action, year, date): the approval date is never the vote's
        (
            "[Added 4-30-2019 ATM, approved 9-5-2019]",
            [(None, TM, "ATM", ADDED, 2019, date(2019, 4, 30))],
        ),
        (
            "[Amended 4-26-1999 ATM, approved 10-18-1999; 1-18-2012 STM, approved 3-22-2012; "
            "5-14-2012 STM, approved 9-11-2012]",
            [
                (None, TM, "ATM", AMENDED, 1999, date(1999, 4, 26)),
                (None, TM, "STM", AMENDED, 2012, date(2012, 1, 18)),
                (None, TM, "STM", AMENDED, 2012, date(2012, 5, 14)),
            ],
        ),
        (  # the body glued to the date by the PDF's text layer
            "[Added 4-25-2011 ATM, approved 6-22-2011; amended 5-29-2013 STM, approved "
            "10-8-2013; 11-6-2023STM, approved 3-4-2024]",
            [
                (None, TM, "ATM", ADDED, 2011, date(2011, 4, 25)),
                (None, TM, "STM", AMENDED, 2013, date(2013, 5, 29)),
                (None, TM, "STM", AMENDED, 2023, date(2023, 11, 6)),
            ],
        ),
        (  # the parenthesis names the prior bylaw, not the meeting's article
            "[Added 5-8-2013 ATM, approved 10-9-2013 (Art. 34 of the 1981 Bylaws); amended "
            "5-29-2013 ATM, approved 10-8-2013]",
            [
                (None, TM, "ATM", ADDED, 2013, date(2013, 5, 8)),
                (None, TM, "ATM", AMENDED, 2013, date(2013, 5, 29)),
            ],
        ),
        ("[Adopted as Art. 1 of the 1981 Bylaws]", [(None, PRIOR, None, ADOPTED, 1981, None)]),
        (
            "[Adopted as §§ 20.1 to 20.7, 20.12 and 20.15 and Arts. 21 and 27 of the 1981 Bylaws]",
            [(None, PRIOR, None, ADOPTED, 1981, None)],
        ),
        (
            "[Adopted as § 20.11 and Art. 28 of the 1981 Bylaws; amended in its entirety "
            "5-5-2014 ATM, approved 9-21-2014]",
            [
                (None, PRIOR, None, ADOPTED, 1981, None),
                (None, TM, "ATM", ENTIRETY, 2014, date(2014, 5, 5)),
            ],
        ),
        (  # an undated chapter note: the meeting only re-adopted the prior bylaw
            "[HISTORY: Adopted by the Annual Town Meeting of the Town of Belmont as Art. 2 of the "
            "1981 Bylaws. Amendments noted where applicable.]",
            [(None, PRIOR, None, ADOPTED, 1981, None)],
        ),
    ],
)
def test_belmont_town_meeting_votes_and_bylaw_derivations(
    note: str, expected: list[tuple[object, ...]]
) -> None:
    assert looks_like_history(note)
    citations = parse_history_note("x", note)
    got = [(c.ordinance, c.kind, c.body, c.action, c.year, c.date) for c in citations]
    assert got == expected


@pytest.mark.parametrize(
    "text",
    [
        # a reserved article's editorial bracket
        "[Adoption of a bylaw pertaining to the Moderator is pending. This article is reserved "
        "for the inclusion of that bylaw following its adoption.]",
        "[approved by the Attorney General]",  # no vote: no date and meeting
        "[5-2-2022 Town Election]",  # a date, but no meeting's abbreviation
    ],
)
def test_brackets_without_a_vote_are_not_history(text: str) -> None:
    assert not looks_like_history(text)


DASH = Scheme.CHAPTER_DASH


def _classified(text: str) -> list[tuple[Kind, tuple[str, ...], str]]:
    item = Item(Kind.TEXT, text, 0, len(text), 1, 1)
    return [(i.kind, i.groups, i.text) for i in classify(item, DASH)]


@pytest.mark.parametrize(
    ("line", "number", "title", "note"),
    [
        (
            "§ 40-225. Trustees of the Public Library",
            "40-225",
            "Trustees of the Public Library",
            None,
        ),
        ("§ 40-205. School Committee", "40-205", "School Committee", None),
        (
            "§ 10-116. Select Board [Added 4-30-2019 ATM, approved 9-5-2019]",
            "10-116",
            "Select Board",
            "[Added 4-30-2019 ATM, approved 9-5-2019]",
        ),
        (  # the usual heading, title closed by its period
            "§ 10-120. General penalty. [Amended 5-29-2013 STM, approved 10-8-2013]",
            "10-120",
            "General penalty.",
            "[Amended 5-29-2013 STM, approved 10-8-2013]",
        ),
    ],
)
def test_headings_printed_without_the_titles_period(
    line: str, number: str, title: str, note: str | None
) -> None:
    """Belmont prints three titles without their period; the heading is still a heading, and a
    note closing the line is the section's history, not part of its title."""
    got = _classified(line)
    assert got[0][0] is Kind.HEADING
    assert got[0][1] == (number, title)
    if note is None:
        assert len(got) == 1
    else:
        assert got[1][0] is Kind.HISTORY and got[1][2] == note


@pytest.mark.parametrize(
    "line",
    [
        # a wrapped sentence opening with a reference (`open_heading` wants a short title in
        # title case), and a reference without the heading's period after the number
        "§ 40-225. The Trustees shall appoint a Librarian and such other employees as they deem",
        "§ 40-225 Trustees of the Public Library",
        "§ 60-900. Business licenses issued by Select Board, under the provisions of the laws of "
        "the Commonwealth of Massachusetts and of these",
    ],
)
def test_a_line_opening_with_a_reference_is_no_heading(line: str) -> None:
    assert _classified(line)[0][0] is Kind.TEXT


# Albany County's page, its markup cut to what the reader looks at (classes, nesting and text
# verbatim): the chapter's title above the content container, § 17-10 whose Subsection A's
# paragraph holds its own `history` block.
ALBANY_PAGE = """<!DOCTYPE html><html><head><title>Albany County, NY Ethics and Financial
Disclosure</title></head><body>
<div id="toc"><span class="toc-label-prefix">Ch 17</span> Ethics and Financial Disclosure</div>
<div id="codePageTitleArea"><div id="pageTitleContainer" class="clearfix chapterTitle">
<div id="pageTitle" class="customerTitleColor"><a href="/34956738#34956738" class="link">
<span class="titleNumber">
      Chapter 17
    </span>
<span class="titleTitle" data-guid="34956738">
Ethics and Financial Disclosure    </span></a></div></div></div>
<div id="codeContent">
<div class="chapter_content content" id="34956738_content"><div class="history">[HISTORY:
Adopted by the Albany County Legislature <span class="legref" data-ref=""><span class="hisdate">
12-15-2011</span> by <span class="loclaw">L.L. No. 8-2011</span></span>. Amendments noted where
applicable.]</div><div class="footnotes"></div></div>
<div class="contentTitle barTitle sectionTitle 34956863" id="34956863_title"><label
class="selectionLabel"><a href="#34956863" class="titleLink"><span class="titleNumber">§&nbsp;17-10
</span><span class="titleTitle" data-guid="34956863">
Annual disclosure.    </span></a></label></div>
<div class="section_content content" id="34956863_content" title-footnotes="0"><div class="level">
<div class="litem" id="34956864"><a class="litem_number" href="#34956864" title="§ 17-10A">
A.&nbsp;</a><div class="litem_content content"><div class="para">Officers and employees required
to file an annual disclosure statement.<div class="history">[Amended <span class="legref"
data-ref=""><span class="hisdate">11-12-2019</span> by <span class="loclaw">L.L. No.
7-2019</span></span>]</div></div><div class="level"><div class="litem" id="38764914"><a
class="litem_number" href="#38764914" title="§ 17-10A(1)">(1)&nbsp;</a><div class="litem_content
content"><div class="para">In January of each year, the Commissioner of Human Resources shall
provide the Ethics Commission with a list of recommended titles, names, offices and positions of
all County officers and employees who are required, pursuant to this chapter, to file an annual
disclosure statement for the prior year.</div></div></div></div></div></div></div></div>
</div></body></html>
"""


def test_a_paragraph_closed_by_its_history_block_keeps_its_text(tmp_path: Path) -> None:
    """The paragraph's own text beside the `history` block inside it is law, kept with its
    label; the note is the section's history; text after a subsection's note is no warning."""
    path = tmp_path / "ch17.html"
    path.write_text(ALBANY_PAGE, encoding="utf-8")
    parsed = parse_html_page(path, "ch17.html")
    (chapter,) = parsed.chapters
    assert (chapter.id, chapter.title) == ("17", "Ethics and Financial Disclosure")
    (section,) = parsed.sections
    assert section.text.splitlines() == [
        "A. Officers and employees required to file an annual disclosure statement.",
        "(1) In January of each year, the Commissioner of Human Resources shall provide the "
        "Ethics Commission with a list of recommended titles, names, offices and positions of "
        "all County officers and employees who are required, pursuant to this chapter, to file "
        "an annual disclosure statement for the prior year.",
    ]
    # the note's place, from the label anchor's `title="§ 17-10A"`, written as the text path does
    assert [(c.kind, c.ordinance, c.year, c.subsection) for c in section.history] == [
        (HistoryKind.LOCAL_LAW, "L.L. 7-2019", 2019, "A")
    ]
    assert "text-after-history" not in {i.code for i in parsed.issues}
    assert isinstance(parse_document(path, "ch17.html"), ParsedExport)


BELMONT = Path(__file__).resolve().parent / "devset/exports_wide/open/belmont-ma"


def test_a_reserved_article_followed_by_articles_stays_in_its_chapter() -> None:
    """Belmont's Chapter 20 opens with `ARTICLE 1 Moderator`, reserved, no sections, then
    `ARTICLE 2 Town Clerk`: the reserved article is the chapter's, not one above chapters (its id
    was a bare `Article 1`, the id of no place in the code)."""
    parsed = parse_document(BELMONT / "belmont-ch10-ch40.pdf", "belmont-ch10-ch40.pdf")
    assert isinstance(parsed, ParsedExport)
    ids = [a.id for a in parsed.articles]
    assert ids[:3] == ["Chapter 10, Article 1", "Chapter 20, Article 1", "Chapter 20, Article 2"]
    assert len(ids) == len(set(ids))
    (moderator,) = [a for a in parsed.articles if a.title == "Moderator"]
    assert (moderator.chapter, moderator.sections, moderator.history) == ("20", (), ())
