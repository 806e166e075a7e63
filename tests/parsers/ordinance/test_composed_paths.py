"""A section named by its levels' numbers is joined into one number only on the code's evidence.

Clinton TN 550 cites "Title 8, Chapter 2 Section 12": the parser composed `8.2.12`, a number the
code does not print (Tennessee's model codes number it `8-212`), unflagged. Now the path is
joined only where the document prints the joined number, the section number carries a joined
number's padding (Cranston RI's `Section 090`), or the document's numbers are hyphenated
three-level ones (Park City UT's `2-4-13`); otherwise the instruction names no target and is
flagged.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from parsers.ordinance import parse_ordinance_file
from parsers.ordinance.composed_paths import UNCONFIRMED
from parsers.ordinance.targets import parse_target_phrase
from parsers.schemes import Scheme

OPEN = Path(__file__).parent / "devset_wide" / "open"
FLAG_START = UNCONFIRMED.split("(")[0]  # how the flag of a path left unjoined begins


@pytest.mark.parametrize(
    ("phrase", "style", "scheme", "document", "expected"),
    [
        # Clinton TN 550: no number printed, no scheme: nothing named, flagged.
        ("Title 8, Chapter 2 Section 12 is hereby amended as follows:", ".", None, "", []),
        ("Title 8, Chapter 2 Section 9 of the Municipal Code", ".", None, "", []),
        # Cranston RI 2015-15: the padded section is a dotted code's part.
        (
            "Title 2 Chapter 24, Section 090 entitled “Connection of Fire Alarms to Municipal"
            " Systems”",
            ".",
            Scheme.TWO_LEVEL,
            "",
            ["2.24.090"],
        ),
        # Park City UT 2025-14: a three-level hyphenated code.
        (
            "Title 2, Chapter 4, Section 13 of the Municipal Code of Park City",
            "-",
            Scheme.TRIPLE_DASH,
            "",
            ["2-4-13"],
        ),
        # The same path where the document prints the joined number itself.
        (
            "Title 2, Chapter 4, Section 11 of the Park City Code",
            ".",
            None,
            "2-4-11 City Engineer",
            ["2-4-11"],
        ),
        # A chapter-dash code (`8-209`) does not join three levels with hyphens.
        ("Title 8, Chapter 2, Section 12", "-", Scheme.CHAPTER_DASH, "", []),
    ],
)
def test_a_path_joins_only_as_the_code_numbers(
    phrase: str, style: str, scheme: Scheme | None, document: str, expected: list[str]
) -> None:
    named = parse_target_phrase(phrase, None, style, scheme, document)
    assert [target.id for target in named.targets] == expected
    assert any(flag.startswith(FLAG_START) for flag in named.flags) == (not expected)


def test_clinton_names_no_invented_section() -> None:
    parsed = parse_ordinance_file(OPEN / "clinton-tn-550.txt", "clinton-tn-550").ordinance
    ids = [target.id for item in parsed.instructions for target in item.targets]
    assert "8.2.12" not in ids and "8.2.9" not in ids
    assert all(item.flags for item in parsed.instructions)
    assert any(FLAG_START in flag for item in parsed.instructions for flag in item.flags)


@pytest.mark.parametrize(
    ("phrase", "expected"),
    [
        # a part whose label is no label: the section it is in, never its label as a chapter
        ("Paragraph 3.1 of Section 17.36.020", ["17.36.020"]),
        ("Paragraphs A:0.0 of Section 17.36.020", ["17.36.020"]),
        ("Subsection B of Section 17.42.130", ["17.42.130(B)"]),
    ],
)
def test_an_unread_part_label_is_no_number(phrase: str, expected: list[str]) -> None:
    assert [t.id for t in parse_target_phrase(phrase, None).targets] == expected
