"""History and derivation notes of every ecode360 style, and the copies a user gets of a code
page (issue 21, items 2 and 3). The notes are verbatim Marblehead, MA (ecode360 MA1991, the
open development set `devset/exports_wide/open/marblehead-ma`) and the issue's own examples."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest
from ecode360_copies import browser_copy
from ecode360_seeds import seed, seed_text

from parsers.dispatch import format_of, parse_document
from parsers.ecode360 import parse_export_text
from parsers.ecode360.printview import looks_like_code_page
from parsers.history import looks_like_history, parse_history_note
from parsers.records import HistoryAction, HistoryKind, ParsedExport

ROOT = Path(__file__).resolve().parents[2]
MARBLEHEAD = ROOT / "tests/parsers/devset/exports_wide/open/marblehead-ma"

TM = HistoryKind.TOWN_MEETING
PRIOR = HistoryKind.PRIOR_CODE
ADOPTED, ADDED, AMENDED = HistoryAction.ADOPTED, HistoryAction.ADDED, HistoryAction.AMENDED
ENTIRETY = HistoryAction.AMENDED_IN_ENTIRETY


@pytest.mark.parametrize(
    ("note", "expected"),
    [
        # (ordinance or article, kind, body, action, year, date)
        (
            "[Amended 5-9-1983 ATM by Art. 12]",
            [("12", TM, "ATM", AMENDED, 1983, date(1983, 5, 9))],
        ),
        (
            "[Adopted 3-13-1962 TM by Art. 37; amended 3-14-1972 ATM by Art. 30; 3-14-1974 ATM "
            "by Art. 85]",
            [
                ("37", TM, "TM", ADOPTED, 1962, date(1962, 3, 13)),
                ("30", TM, "ATM", AMENDED, 1972, date(1972, 3, 14)),
                ("85", TM, "ATM", AMENDED, 1974, date(1974, 3, 14)),  # the verb carried over
            ],
        ),
        (
            "[Amended 2-5-1979 STM by Art. 6; 10-17-2020 STM by Art. 21]",
            [
                ("6", TM, "STM", AMENDED, 1979, date(1979, 2, 5)),
                ("21", TM, "STM", AMENDED, 2020, date(2020, 10, 17)),
            ],
        ),
        (
            "[Added 4-30-1990 STM by Arts. 26 and 27]",
            [("26 and 27", TM, "STM", ADDED, 1990, date(1990, 4, 30))],
        ),
        (
            "[HISTORY: Adopted by the Annual Town Meeting of the Town of Marblehead 5-6-1987 ATM "
            "by Art. 88. Amendments noted where applicable.]",
            [("88", TM, "ATM", ADOPTED, 1987, date(1987, 5, 6))],
        ),
        (  # the meeting spelled out, not abbreviated
            "[HISTORY: Adopted by the Special Town Meeting of the Town of Marblehead 10-5-1987 by "
            "Art. 13. Amendments noted where applicable.]",
            [("13", TM, "STM", ADOPTED, 1987, date(1987, 10, 5))],
        ),
        (  # the meeting spelled out after the date, `Article` in full, a comma for `by`
            "[Amended 5-1-2017 Annual Town Meeting by Article 30; 5-7-2018 STM, Art. 4]",
            [
                ("30", TM, "ATM", AMENDED, 2017, date(2017, 5, 1)),
                ("4", TM, "STM", AMENDED, 2018, date(2018, 5, 7)),
            ],
        ),
        ("[§§ 1-1 to 1-6 of the 1967 Code]", [(None, PRIOR, None, None, 1967, None)]),
        ("[§§ 2-1 to 2-9 of the 1971 Code]", [(None, PRIOR, None, None, 1971, None)]),
        ("[§ 4-2 of the 1967 Code]", [(None, PRIOR, None, None, 1967, None)]),
        (
            "[Ch. 20 of the 1967 Code; amended in its entirety 5-4-2008 ATM by Art. 26]",
            [
                (None, PRIOR, None, None, 1967, None),
                ("26", TM, "ATM", ENTIRETY, 2008, date(2008, 5, 4)),
            ],
        ),
        (
            "[Adopted 5-1-1989 ATM by Art. 65; amended in its entirety 5-5-1998 ATM by Art. 23]",
            [
                ("65", TM, "ATM", ADOPTED, 1989, date(1989, 5, 1)),
                ("23", TM, "ATM", ENTIRETY, 1998, date(1998, 5, 5)),
            ],
        ),
        (  # a New York local law, dated and not
            "[Amended 6-23-1970 by L.L. No. 3-1970; L.L. No. 3-2025]",
            [
                ("L.L. 3-1970", HistoryKind.LOCAL_LAW, None, AMENDED, 1970, date(1970, 6, 23)),
                ("L.L. 3-2025", HistoryKind.LOCAL_LAW, None, None, None, None),
            ],
        ),
        (  # the undated chapter formula names nothing
            "[HISTORY: Adopted by the Town Meeting of the Town of Marblehead as indicated in "
            "article histories. Amendments noted where applicable.]",
            [],
        ),
    ],
)
def test_town_meeting_local_law_and_prior_code_entries(
    note: str, expected: list[tuple[object, ...]]
) -> None:
    citations = parse_history_note("x", note)
    got = [(c.ordinance, c.kind, c.body, c.action, c.year, c.date) for c in citations]
    assert got == expected


@pytest.mark.parametrize(
    "note",
    [
        "[Amended 3-14-1972 ATM by Art. 30]",
        "[§§ 11-1 and 11-2 of the 1967 Code]",
        "[Ch. 20 of the 1967 Code; amended in its entirety 5-4-2008 ATM by Art. 26]",
    ],
)
def test_the_notes_are_history(note: str) -> None:
    assert looks_like_history(note)


@pytest.mark.parametrize(
    "text",
    ["[see § 4-2 of this code]", "[elected at the annual Town Meeting]", "[Art. 5 of the bylaw]"],
)
def test_text_in_brackets_is_not_history(text: str) -> None:
    assert not looks_like_history(text)


CHAPTERS = (
    "ch001-general-provisions.json",
    "ch009-alcoholic-beverages.json",
    "ch020-blasting.json",
    "ch024-boards-commissions-committees.json",
)


@pytest.mark.parametrize("period", ["", "."])
def test_a_code_page_copied_from_a_browser_is_read(tmp_path: Path, period: str) -> None:
    """A copied page (no footer, no chrome), wherever it lies, is sniffed from its structure
    (a chapter line, then headings of that chapter) and read: every section, its notes as
    history and out of the text, the chapters' titles."""
    path = tmp_path / "downloads" / "marblehead.txt"
    path.parent.mkdir()
    copy = browser_copy([MARBLEHEAD / name for name in CHAPTERS], period)
    path.write_text(copy, encoding="utf-8")
    assert format_of(path).name == "ecode360 code page copied from a browser (text)"
    parsed = parse_document(path, "marblehead.txt")
    assert isinstance(parsed, ParsedExport)
    sections = {s.id: s for s in parsed.sections}
    assert len(sections) == 43
    assert sections["24-1"].title == "Notice of public hearing"
    assert [c.title for c in parsed.chapters] == [
        "General Provisions",
        "Alcoholic Beverages",
        "Blasting",
        "Boards, Commissions and Committees",
    ]
    nine = sections["9-1"]
    assert [(c.ordinance, c.body, c.year) for c in nine.history] == [
        ("37", "TM", 1962),
        ("30", "ATM", 1972),
        ("85", "ATM", 1974),
    ]
    assert "ATM" not in nine.text
    one = sections["1-1"]
    assert [(c.kind, c.year) for c in one.history] == [(PRIOR, 1967)]
    assert "1967 Code" not in one.text
    blasting = next(c for c in parsed.chapters if c.id == "20")
    assert [(c.ordinance, c.action) for c in blasting.history] == [("88", ADOPTED)]
    assert all("TM by Art" not in s.text and "Code]" not in s.text for s in parsed.sections)
    assert sum(len(s.history) for s in parsed.sections) == 25


@pytest.mark.parametrize(
    "text",
    [
        # an ordinance that names a chapter in its caption, then its own sections
        "ORDINANCE NO. 12\n\nChapter 71 Noise\n\nSECTION 1. Purpose.\n\nText.\n",
        # an ordinance that reprints the chapter it amends, under its caption
        "ORDINANCE NO. 12\n\nChapter 71 Noise\n\n§ 71-1 Purpose.\n\nText.\n",
        # a chapter line whose first heading belongs to another chapter
        "Chapter 71 Noise\n\n§ 12-1 Purpose.\n\nText.\n",
        # a heading without its chapter line at the top
        "Minutes of the meeting\n\n" + "Discussion.\n\n" * 8 + "Chapter 71 Noise\n\n§ 71-1 X.\n",
    ],
)
def test_other_texts_are_not_copied_code_pages(text: str) -> None:
    assert not looks_like_code_page(text)


FOOTNOTE = "2. Editor's Note: Table 2-3 is included as an attachment to this title"


@pytest.mark.parametrize(
    ("wrapped", "named"),
    [
        ("2. Editor's Note: Table 2-3 is included as an attachment to\nTitle 17 Zoning", "Title"),
        (
            "2. Editor's Note: Table 2-3 is included as an attachment to\n\nArticle 2 Zoning "
            "Districts",
            "Article",
        ),
    ],
)
def test_a_footnote_that_names_a_title_is_no_heading(wrapped: str, named: str) -> None:
    """The seed's footnote at the foot of its page, its text wrapped so that a line opens with
    a structure word: it stays the footnote's text, never a Title or Article (issue 21)."""
    text = seed_text("17.24")
    assert FOOTNOTE in text
    parsed = parse_export_text(text.replace(FOOTNOTE, wrapped, 1), "x.txt")
    assert parsed.articles == ()
    assert [s.id for s in parsed.sections] == [s.id for s in seed("17.24").sections]
    notes = [n for s in parsed.sections for n in s.editor_notes]
    assert any(n.endswith(wrapped.split()[-1]) and named in n for n in notes)
    assert "footnote-not-heading" in {i.code for i in parsed.issues}


@pytest.mark.parametrize(
    ("heading", "expected"),
    [
        ("§ 24-1 Notice of public hearing. [§ 4-2 of the 1967 Code]", [(PRIOR, None, 1967)]),
        (
            "§ 24-1 Notice of public hearing. [Amended 3-10-1969 ATM by Art. 10]",
            [(TM, "10", 1969)],
        ),
        (
            "§ 24-1 Notice of public hearing. [Amended 6-10-2025 by L.L. No. 3-2025]",
            [(HistoryKind.LOCAL_LAW, "L.L. 3-2025", 2025)],
        ),
    ],
)
def test_a_note_on_the_heading_line_is_the_sections_history(
    tmp_path: Path, heading: str, expected: list[tuple[object, ...]]
) -> None:
    """Marblehead's heading with its note printed on the same line (verbatim notes; the local
    law is the issue's): the title stays the title, the note is history, not text."""
    text = (
        "Chapter 24 Boards, Commissions and Committees\n\n"
        f"{heading}\n\n"
        "All committees, to whom any matter which requires a public hearing is referred by the "
        "Town, shall give a public notice thereof, stating the time and place of such hearing.\n"
    )
    path = tmp_path / "copy.txt"
    path.write_text(text, encoding="utf-8")
    parsed = parse_document(path, "copy.txt")
    assert isinstance(parsed, ParsedExport)
    (section,) = parsed.sections
    assert section.title == "Notice of public hearing"
    assert [(c.kind, c.ordinance, c.year) for c in section.history] == expected
    assert "[" not in section.text
