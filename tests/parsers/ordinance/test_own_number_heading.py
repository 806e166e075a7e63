"""A section's own number printed as the first label of its new text (Richmond VA 1914, ch. 38:
`section 16 of chapter 38 … be amended and reordained so as to read as follows: 16. That the
street railway companies …`) is the section's heading, not a part `(16)` of it; more numbered
paragraphs after it leave the reading uncertain, and the instruction is flagged."""

from __future__ import annotations

from pathlib import Path

import pytest

from parsers.ordinance import parse_ordinance_file
from parsers.ordinance.bodies import strip_own_number
from parsers.ordinance_records import Verb

OPEN = Path(__file__).parent / "devset_wide" / "open"
# The Richmond sentence and the first words of its new text, as printed.
SENTENCE = (
    "That section 16 of chapter 38, Richmond City Code, be amended and reordained so as to "
    "read as follows:"
)
TEXT = "16. That the street railway companies operating lines of railway on the streets"
REST = "That the street railway companies operating lines of railway on the streets"


@pytest.mark.parametrize(
    ("text", "number", "sentence", "stripped", "flagged"),
    [
        (TEXT, "38-16", SENTENCE, REST, False),  # the section's own number: its heading
        (TEXT, "16", SENTENCE.replace(" of chapter 38", ""), REST, False),
        # Another number than the section's: a label, left as it is.
        (TEXT.replace("16.", "3."), "38-16", SENTENCE, TEXT.replace("16.", "3."), False),
        # The sentence prints the section joined (`section 10-16`): `16.` is not what it prints.
        (TEXT, "10-16", SENTENCE.replace("16 of chapter 38", "10-16"), TEXT, False),
        # Numbered paragraphs go on after it: sections or parts, a person says.
        (f"{TEXT}\n17. That the cars shall stop", "38-16", SENTENCE, None, True),
    ],
)
def test_own_number_opening_the_new_text_is_its_heading(
    text: str, number: str, sentence: str, stripped: str | None, flagged: bool
) -> None:
    rest, flags = strip_own_number(text, number, sentence)
    if stripped is not None:
        assert rest == stripped
    else:
        assert rest.startswith(REST)
    assert bool(flags) is flagged


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        # Restated section 16 of chapter 38: the whole section, not a made-up part `38-16(16)`;
        # numbered `16` as its text prints it (the truth's), flagged as any one-part number.
        ("richmond-va-1914-ch38-street-railways", [(Verb.REPLACE_SECTION, ("16",), True)]),
        # Its neighbour on the same page stays as it was read: part `3-a(3)`, section 9 flagged.
        (
            "richmond-va-1914-ch25-board-of-health",
            [(Verb.REPLACE_PART, ("3-a(3)",), False), (Verb.REPLACE_SECTION, ("9",), True)],
        ),
    ],
)
def test_richmond_restated_sections(
    name: str, expected: list[tuple[Verb, tuple[str, ...], bool]]
) -> None:
    parsed = parse_ordinance_file(OPEN / f"{name}.txt", name)
    found = [
        (item.verb, tuple(t.id for t in item.targets), bool(item.flags))
        for item in parsed.ordinance.instructions
    ]
    assert found == expected
    first = parsed.ordinance.instructions[0]
    assert not first.text.startswith(("16.", "16 "))
