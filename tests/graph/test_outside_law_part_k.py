"""Outside law in citation set part K (issue 19, README-K.md): a code's abbreviation before a
section keyword, a list whose items open with captions. Every text is from a real code of
tests/graph/devset_wide/open; none of these citations is resolved into the city's code."""

from __future__ import annotations

import pytest
from find_helpers import bodies_cited

# (text, citing section, [(raw, body, target)]): a code's abbreviation before a section keyword
# is that code's section, never the city's (Woodway WA, permit processing).
KEYWORD_AFTER_CODE: list[tuple[str, str, list[tuple[str, str, str | None]]]] = [
    (
        "review has been\ncompleted in connection with other project permits). (RCW Sec. "
        "36.70B.140).",
        "14A.04.010",
        [("RCW Sec. 36.70B.140", "RCW", "RCW 36.70B.140")],
    ),
]


@pytest.mark.parametrize(("text", "section", "expected"), KEYWORD_AFTER_CODE)
def test_code_abbreviation_before_a_section_keyword(
    text: str, section: str, expected: list[tuple[str, str, str | None]]
) -> None:
    assert bodies_cited(text, section) == expected


# Boise ID 11-01-01: a list whose items open with captions takes the body its first item named
# (the first item's body as `of the Idaho Code`; the printed `Idaho State Statutes` is read by
# the reader of a division path with its body after it). A city's own body between ends it.
CAPTIONED_LIST: list[tuple[str, list[tuple[str, str, str | None]]]] = [
    (
        "This Code is adopted under the authority for Local Land Use Planning established in "
        "Title 67, Chapter 65, of the Idaho Code; Plats and Vacations established in Title 50, "
        "Chapter 13 and Preservation of Historic Sites established in Title 67, Chapter 46.",
        [
            ("Title 67, Chapter 65, of the Idaho Code", "Idaho Code", "Idaho Code tit. 67, ch. 65"),
            ("Title 50, Chapter 13", "Idaho Code", "Idaho Code tit. 50, ch. 13"),
            ("Title 67, Chapter 46", "Idaho Code", "Idaho Code tit. 67, ch. 46"),
        ],
    ),
    (
        "This Code is adopted under the authority for Local Land Use Planning established in "
        "Title 67, Chapter 65, of the Idaho Code; the penalties of this Code in Title 11, "
        "Chapter 3.",
        [
            ("Title 67, Chapter 65, of the Idaho Code", "Idaho Code", "Idaho Code tit. 67, ch. 65"),
            ("Title 11, Chapter 3", "local", "11-3"),
        ],
    ),
]


@pytest.mark.parametrize(("text", "expected"), CAPTIONED_LIST)
def test_a_captioned_list_takes_its_first_items_body(
    text: str, expected: list[tuple[str, str, str | None]]
) -> None:
    assert bodies_cited(text, "11-01-01") == expected
