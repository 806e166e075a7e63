"""A number inferred from the sequence is kept only when the chapter proves its step (issue 21,
item 4): otherwise the section stays provisional, and its warning names the number the sequence
would have given and why it was not kept."""

from __future__ import annotations

import pytest

from parsers.ecode360.numbering import Evidence, number_sections
from parsers.records import NumberSource


def _evidence(headers: list[str | None]) -> list[Evidence]:
    return [
        Evidence(headers=[h] if h else [], location=f"section {index + 1}")
        for index, h in enumerate(headers)
    ]


GAPPED = ["17.62.040", *[None] * 4, "17.62.060", *[None] * 4, "17.62.080", "17.62.085", "17.62.090"]


@pytest.mark.parametrize(
    ("headers", "expected"),
    [
        (  # consecutive steps of 10 prove the step: the gap is filled
            ["17.62.010", "17.62.020", "17.62.030", None, "17.62.050"],
            ["17.62.010", "17.62.020", "17.62.030", "17.62.040", "17.62.050"],
        ),
        (  # the chapter's start, counted at the proven step (the seeds' 17.62.010 and .020)
            [None, None, "17.62.030", "17.62.040", "17.62.050"],
            ["17.62.010", "17.62.020", "17.62.030", "17.62.040", "17.62.050"],
        ),
        (  # the issue's case: the chapter counts in fives; a step of 4 fits the neighbours
            # (040 and 060, five sections apart; 060 and 080 too) but the sections side by side
            # (080, 085, 090) show 5: the gaps are gaps, the four numbers between unknown
            GAPPED,
            [
                "17.62.040",
                "17.62#2",
                "17.62#3",
                "17.62#4",
                "17.62#5",
                "17.62.060",
                "17.62#7",
                "17.62#8",
                "17.62#9",
                "17.62#10",
                "17.62.080",
                "17.62.085",
                "17.62.090",
            ],
        ),
        (  # one fit, no two numbered sections side by side: no proof
            ["17.62.010", None, "17.62.030"],
            ["17.62.010", "17.62#2", "17.62.030"],
        ),
        (  # a single pair side by side is one step, not consecutive steps that agree
            ["17.62.010", "17.62.020", None, "17.62.040"],
            ["17.62.010", "17.62.020", "17.62#3", "17.62.040"],
        ),
    ],
)
def test_an_inferred_number_needs_a_proven_step(
    headers: list[str | None], expected: list[str]
) -> None:
    numbered, issues = number_sections("17.62", _evidence(headers), "doc", from_start=True)
    assert [number for number, _ in numbered] == expected
    for (_number, source), header in zip(numbered, headers, strict=True):
        if header is None:
            assert source in (NumberSource.INFERRED, NumberSource.PROVISIONAL)
    provisional = [n for n, s in numbered if s is NumberSource.PROVISIONAL]
    warned = [i for i in issues if i.code == "number-provisional"]
    assert len(warned) == len(provisional)
    for issue, number in zip(warned, provisional, strict=True):
        assert number in issue.message


def test_the_warning_names_the_number_inferred_and_why() -> None:
    _, issues = number_sections("17.62", _evidence(GAPPED), "doc")
    message = next(i.message for i in issues if i.location == "section 2")
    assert "would make it 17.62.044" in message
    assert "a step of 4 fits" in message
    assert "they show 5" in message
