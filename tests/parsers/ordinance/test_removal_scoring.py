"""The wide set's scorer counts a whole-section replacement as removing law when the truth
changes only a part of that section, whether the part is in the target's id (`4-1-180.C`) or
named apart (Kingsley 264, `open/kingsley-ia-264`: one cell of 3.18's Table 1, the truth's
`target_part`): applied, it would remove the rest of the section."""

from __future__ import annotations

import pytest

from benchmarks.ordinance_devset import DEVSET_WIDE
from benchmarks.ordinance_truth import TruthInstruction, read_truth, replaces_ancestor
from parsers.ordinance_records import Instruction, Target, TargetKind, Verb
from parsers.records import SourceSpan


def _truth(verb: str, target: str) -> TruthInstruction:
    return TruthInstruction("1", verb, "section", (target,), "")


def _parsed(verb: Verb, target: str) -> Instruction:
    span = SourceSpan("devset/kingsley-ia-264.txt", 0, 0)
    return Instruction(
        "264 §1", "264", 1, verb, (Target(TargetKind.SECTION, target),), "18 Feet", span
    )


@pytest.mark.parametrize(
    ("parsed_verb", "truth", "removes"),
    [
        (Verb.REPLACE_SECTION, _truth("replace_part", "3.18"), True),  # the part named apart
        (Verb.REPLACE_SECTION, _truth("word_edit", "3.18"), True),
        (Verb.REPLACE_SECTION, _truth("replace_part", "3.18(B)"), True),
        (Verb.REPLACE_SECTION, _truth("replace_section", "3.18"), False),  # the whole, as truthed
        (Verb.REPLACE_SECTION, _truth("replace_part", "3.19"), False),
        (Verb.REPLACE_SECTION, _truth("replace_part", "3.180"), False),
        (Verb.REPEAL, _truth("replace_part", "3.18"), False),  # a repeal is counted elsewhere
    ],
)
def test_whole_section_replacement_against_narrower_truths(
    parsed_verb: Verb, truth: TruthInstruction, removes: bool
) -> None:
    assert replaces_ancestor(_parsed(parsed_verb, "3.18"), [truth]) is removes


def test_kingsley_truth_names_the_cell_apart() -> None:
    _, truths = read_truth(DEVSET_WIDE / "open" / "kingsley-ia-264.truth.toml")
    assert [(t.verb, t.targets) for t in truths] == [("replace_part", ("3.18",))]
