"""The development set: other jurisdictions' real ordinances and bills, against hand-written truth.

The figures are the ones `benchmarks/ordinances.py` prints; these tests hold them at the bars
reached (40 of 40 instructions with the right verb and targets, every metadata field right), so a
change that loses one fails here. See tests/parsers/ordinance/devset/README.md for the truth.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

import pytest

from benchmarks.ordinance_devset import (
    DEVSET,
    METADATA_FIELDS,
    FileScore,
    read_truth,
    score_devset,
)
from benchmarks.word_edit_runs import runs_agree

NAMES = sorted(path.name.removesuffix(".truth.toml") for path in DEVSET.glob("*.truth.toml"))
MIN_RIGHT_SHARE = 1.0  # of the truth's instructions, right verb and targets (issue: >= 0.9)
MAX_EXTRA = 0  # parsed instructions that match no truth instruction


@cache
def scores() -> dict[str, FileScore]:
    return {score.name: score for score in score_devset()}


def test_the_devset_is_the_one_described() -> None:
    assert len(NAMES) == 17
    assert sum(score.truth for score in scores().values()) == 40


@pytest.mark.parametrize("name", NAMES)
def test_every_instruction_right(name: str) -> None:
    score = scores()[name]
    assert score.error is None
    assert score.wrong == [], score.wrong
    assert (score.right, score.found, score.missed) == (score.truth, score.truth, 0)


@pytest.mark.parametrize("name", NAMES)
def test_metadata_right(name: str) -> None:
    assert scores()[name].fields == dict.fromkeys(METADATA_FIELDS, True)


def test_totals_stay_at_the_bars() -> None:
    truth = sum(s.truth for s in scores().values())
    right = sum(s.right for s in scores().values())
    assert right / truth >= MIN_RIGHT_SHARE
    assert sum(s.extra for s in scores().values()) <= MAX_EXTRA


# A word edit's runs against the truth's (issue 20): whole runs, or runs shortened with "…".
@pytest.mark.parametrize(
    ("want", "got", "partial", "agree"),
    [
        (("application",), [" application "], False, True),
        (("five thousand dollars",), ['"five thousand dollars."'.strip('"')], False, True),
        (("March 1, 2023",), ["March 1, 2024"], False, False),
        (("$325.00", "$375.00"), ["$325.00"], False, False),  # a run missed
        (("$325.00",), ["$325.00", "$375.00"], False, False),  # a run too many
        (
            ("Upon the direction of the President of Council or the …",),
            ["(1) x", "Upon the direction of the President of Council or the Mayor, the Clerk"],
            True,
            True,
        ),
        (("… (2) ROLL CALL.",), ["MOMENT (2) ROLL CALL."], True, True),
        (("CITY PLANNING COMMISSION", "gone"), ["CITY PLANNING COMMISSION"], True, False),
        (("b", "a"), ["a", "b"], True, False),  # the order printed counts
    ],
)
def test_word_edit_runs_compared(
    want: tuple[str, ...], got: list[str], partial: bool, agree: bool
) -> None:
    assert runs_agree(want, got, partial) is agree


@pytest.mark.parametrize(
    ("printed", "id_"),
    [
        ("2.10.150A", "2.10.150(A)"),  # Salt Lake City: `Subsection 2.10.150A`
        ("2.28.020C", "2.28.020(C)"),  # Kodiak: `Subsection 2.28.020C`
        ("250-12A", "250-12A"),  # chapter-dash: the letter is the section's own
        ("17.62.030", "17.62.030"),
        ("4-1-180.C", "4-1-180(C)"),  # Renton: `4-1-180.C`, a label joined by a period
        ("925.06.A", "925.06(A)"),  # Pittsburgh prints `925.06.A`
        ("18.D", "18(D)"),  # College Station: chapter-relative `18 D`
    ],
)
def test_a_label_glued_to_a_dotted_section_is_the_part(
    tmp_path: Path, printed: str, id_: str
) -> None:
    truth = tmp_path / "x.truth.toml"
    truth.write_text(
        f'[[instructions]]\nverb = "repeal"\ntarget_kind = "subsection"\ntarget = "{printed}"\n',
        encoding="utf-8",
    )
    assert read_truth(truth)[1][0].targets == (id_,)
