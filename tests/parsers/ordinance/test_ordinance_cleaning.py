"""Cleaning an amendment's new text: furniture out, notes apart, run-in labels on their own line."""

from __future__ import annotations

import pytest
from hypothesis import example, given
from hypothesis import strategies as st

from parsers.ordinance.cleaning import clean_new_text, split_inline_labels


@pytest.mark.parametrize(
    ("raw", "clean"),
    [
        # From PA26-17 SECTION 12: the paste ran b. and c. into a.
        (
            "a. A paved lot. b. Individual utility connections. c. The sales office.",
            "a. A paved lot.\nb. Individual utility connections.\nc. The sales office.",
        ),
        # A roman sequence with `; and` kept on the first line.
        (
            "i. Meeting Information. The date; and ii. Project Information. A summary.",
            "i. Meeting Information. The date; and\nii. Project Information. A summary.",
        ),
        # A continuation line: the open sequence is c., so d. is split off.
        (
            "c. A bond shall be posted.\nThe bond may be called. d. Shall be located on site.",
            "c. A bond shall be posted.\nThe bond may be called.\nd. Shall be located on site.",
        ),
        # Not a continuation: nothing is split.
        (
            "A. Scope. See Ord. 766 and U.S. Code. Q. Nothing.",
            "A. Scope. See Ord. 766 and U.S. Code. Q. Nothing.",
        ),
        ("1. First. 3. Not next.", "1. First. 3. Not next."),
    ],
)
def test_split_inline_labels(raw: str, clean: str) -> None:
    assert split_inline_labels(raw) == clean


def test_furniture_and_notes() -> None:
    raw = (
        "A. One.\n"
        "Downloaded from https://ecode360.com/ZZ9999 on 2025-01-02 B. Two.\n"
        "§ 4.10.020\n"
        "Village of Elm Grove, WI\n"
        "C. Three, as in Table 1-1[1].\n"
        "[1] Editor's Note: Table 1-1 is attached. D. Four. § 4.10.030. Next section.\n"
        "Body of the next section."
    )
    cleaned = clean_new_text(raw)
    assert cleaned.text.splitlines() == [
        "A. One.",
        "B. Two.",
        "C. Three, as in Table 1-1[1].",
        "D. Four.",
        "§ 4.10.030. Next section.",
        "Body of the next section.",
    ]
    assert cleaned.notes == ("[1] Editor's Note: Table 1-1 is attached.",)
    assert cleaned.removed == 3


@given(st.text(max_size=500))
@example('"\x85"')  # a quoted text whose own edge is blank (NEL): stripped once, not twice
def test_cleaning_is_idempotent(raw: str) -> None:
    once = clean_new_text(raw).text
    assert clean_new_text(once).text == once
    assert "\n\n" not in once
