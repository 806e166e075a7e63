"""Volunteers' Markdown transcriptions: typography marks go, meaning stays, struck words stay
deleted (lines from the Rivergrove, OR transcriptions in the development set)."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from parsers.decode import unix_lines
from parsers.markdown import markdown_to_text
from parsers.ordinance import parse_ordinance_file

DEVSET = Path(__file__).resolve().parent / "devset"


@pytest.mark.parametrize(
    ("line", "text"),
    [
        ("**WHEREAS,** the City of Rivergrove has", "WHEREAS, the City of Rivergrove has"),
        (
            "Submitted to the Rivergrove City Council on {{filled:10/14/02}}",
            "Submitted to the Rivergrove City Council on 10/14/02",
        ),
        ("{{signature}}, Larry Barrett, Mayor  ", ", Larry Barrett, Mayor"),
        # Chagrin Falls, OH, 2025-13: the link's label resolves a slip in the printed number.
        (
            "**Section 2.** [Section 953.0(c)][CFCO 953.07(c)] of the Codified Ordinances",
            "Section 2. Section 953.07(c) of the Codified Ordinances",
        ),
        # The same numbers, or a label of another chapter: the words as printed.
        (
            "[Sections 759.02][ORC 759.02] to [759.48][ORC 759.48], inclusive",
            "Sections 759.02 to 759.48, inclusive",
        ),
        ("[Section 113.01][CFCO 953.07] of the Code", "Section 113.01 of the Code"),
        ("[Chapter 114][CFCO 114] of the Code", "Chapter 114 of the Code"),
        ("{signature}, Mayor Heather Kibbey,   ", ", Mayor Heather Kibbey,"),
        (
            "### 1. Section 5.060 is amended to read as follows:",
            "### 1. Section 5.060 is amended to read as follows:",
        ),
        (
            "> **(a)** One single-family detached dwelling",
            "> (a) One single-family detached dwelling",
        ),
        (
            ">    - (i) No net fill in any floodplain is allowed.",
            ">    (i) No net fill in any floodplain is allowed.",
        ),
        ("Any person ~~shall~~ may be punished", "Any person ~~shall~~ may be punished"),
        (
            "**PDF:** [S3023 PDF](https://legislation.nysenate.gov/pdf/bills/2023/S3023)",
            "PDF: S3023 PDF",
        ),
        ("---", ""),
        (
            "*Note: All terms in this Definitions section are capitalized.*",
            "Note: All terms in this Definitions section are capitalized.",
        ),
        ("a snake_case_name and 2*3*4", "a snake_case_name and 2*3*4"),
    ],
)
def test_markdown_line(line: str, text: str) -> None:
    assert markdown_to_text(line) == text


@given(st.text(max_size=400))
def test_lines_are_kept_one_for_one(markdown: str) -> None:
    # A line ends at LF, CR LF or a bare CR (`unix_lines`).
    assert markdown_to_text(markdown).count("\n") == unix_lines(markdown).count("\n")


def test_struck_words_are_deleted_text_never_new_text() -> None:
    parsed = parse_ordinance_file(DEVSET / "rivergrove-or-72-2002.md", "rivergrove/72-2002.md")
    ordinance = parsed.ordinance
    (item,) = ordinance.instructions
    assert item.struck == ("shall",)
    assert "shall may" not in item.text and "~~" not in item.text
    assert "this ordinance may be punished" in " ".join(item.text.split())
    assert "DECLARING AN EMERGENCY" not in ordinance.title
    assert ordinance.title.endswith("AS AMENDED BY ORDINANCE NO. 59-97A")


def test_line_numbers_point_into_the_markdown_file() -> None:
    path = DEVSET / "rivergrove-or-61-98.md"
    lines = path.read_text(encoding="utf-8").split("\n")
    parsed = parse_ordinance_file(path, "rivergrove/61-98.md")
    first = parsed.ordinance.instructions[0]
    assert first.span.first_line is not None
    assert "Section 5.060 is amended" in lines[first.span.first_line - 1]
