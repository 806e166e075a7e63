"""A section printing only a code section's heading marked repealed reads as that repeal."""

from __future__ import annotations

import pytest

from parsers.ordinance.marked_repeals import marked_repeal_line, read_marked_repeal


@pytest.mark.parametrize(
    ("line", "phrase"),
    [
        # Albert Lea MN 21-055, Secs. 4 and 5
        ("Sec. 4.152 – License required; exceptions – Repealed", "Sec. 4.152"),
        ("Sec. 4.154 – Floor Area – Repealed", "Sec. 4.154"),
        # a heading that says repealed only in its catchline is no repeal mark
        ("Sec. 4.151. – Definitions", None),
        # a sentence that repeals is read by the sentence reader, not as a mark
        ("Sec. 4.152 is hereby repealed.", None),
    ],
)
def test_read_marked_repeal(line: str, phrase: str | None) -> None:
    reading = read_marked_repeal(line)
    assert (None if reading is None else (reading.verb, reading.phrase)) == (
        None if phrase is None else ("repealed", phrase)
    )


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "\nSec. 4.154 – Floor Area – Repealed\n\nNOW THEREFORE",
            "Sec. 4.154 – Floor Area – Repealed",
        ),
        # the mark must be the first line: a later one is new text's
        ("\nCabaret means any on-sale licensee.\nSec. 4.154 – Floor Area – Repealed\n", None),
    ],
)
def test_marked_repeal_line(text: str, expected: str | None) -> None:
    span = marked_repeal_line(text, 0, len(text))
    assert (None if span is None else text[span[0] : span[1]]) == expected
