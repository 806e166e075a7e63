"""The hand-written truth of an ordinance development set, as the scorer reads it
(`benchmarks/ordinance_devset.py` says what each field means)."""

from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass
from pathlib import Path
from typing import Any

# A three-level dotted section number printed with its first label glued on (`2.10.150A`,
# `Subsection 2.28.020C` in Salt Lake City's and Kodiak's sentences): the truth keeps the
# printed form, the project's id of that part is `2.10.150(A)`. (Only dotted numbers: in the
# chapter-dash scheme a letter belongs to the section's number, `250-12A`.)
GLUED_LABEL = re.compile(r"^(?P<section>\d+\.\d+\.\d+)(?P<label>[A-Z])$")
# A section number and one letter label joined by a period (`4-1-180.C` as Renton cites its
# subsections, `925.06.A` as Pittsburgh prints them): the same part as `4-1-180(C)`; truth and
# parsed ids are compared in that one spelling (`same_spelling`).
PERIOD_LABEL = re.compile(r"^(?P<section>\d+(?:[.\-]\d+)*)\.(?P<label>[A-Za-z])$")


def same_spelling(target_id: str) -> str:
    """A target id in the spelling ids are compared in: `4-1-180.C` → `4-1-180(C)`."""
    return PERIOD_LABEL.sub(r"\g<section>(\g<label>)", target_id)


# The numbers a target id prints (`Ordinance No. 52, Section 3.2` → 52, 3, 2).
NUMBER = re.compile(r"\d+")
# The words of a target id (`Charter`, `Charter of the Town of Edenton`): an unnumbered body's.
WORD = re.compile(r"[a-z]+")


def same_outside_body(truth_targets: tuple[str, ...], kind: str, ids: list[str]) -> bool:
    """Whether parsed ids of another body of law name what the truth's targets do: every number
    they print is one the truth names (some number, but for the general plan); a body the truth
    names by no number (`Charter of the Town of Edenton`): no number, and only the truth's words."""
    printed = {n for one in ids for n in NUMBER.findall(one)}
    named = set(NUMBER.findall(" ".join(truth_targets)))
    if not named and kind != "general_plan":
        words = {w for one in ids for w in WORD.findall(one.lower())}
        truth_words = set(WORD.findall(" ".join(truth_targets).lower()))
        return not printed and bool(words) and words <= truth_words
    return printed <= named and (bool(printed) or kind == "general_plan")


@dataclass(frozen=True, slots=True)
class TruthInstruction:
    section: str
    verb: str
    target_kind: str
    targets: tuple[str, ...]
    quote: str
    uncertain: bool = False  # `targets_uncertain`: right only when flagged
    unreadable: tuple[str, ...] = ()  # what the text prints for the targets no one can read
    delete: tuple[str, ...] | None = None  # a word edit's struck runs, in order (None: not given)
    insert: tuple[str, ...] | None = None  # a word edit's inserted runs, in order
    partial_lists: bool = False  # runs shortened with "…", lists possibly incomplete
    restates: str = ""  # the ordinance section whose amendment this marked text repeats


def read_truth(path: Path) -> tuple[dict[str, Any], list[TruthInstruction]]:
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    instructions = [
        TruthInstruction(
            section=str(item.get("section", "")),
            verb=item["verb"],
            target_kind=item["target_kind"],
            targets=tuple(
                same_spelling(GLUED_LABEL.sub(r"\g<section>(\g<label>)", target))
                # `targets = []` (or no target at all): none can be read with certainty
                for target in item.get("targets", [item["target"]] if "target" in item else [])
            ),
            quote=item.get("quote", ""),
            uncertain=bool(item.get("targets_uncertain") or item.get("marks_lost")),
            unreadable=tuple(item.get("unreadable", ())),
            delete=_runs_field(item, "delete"),
            insert=_runs_field(item, "insert"),
            partial_lists=bool(item.get("partial_lists", False)),
            restates=str(item.get("restates", "")),
        )
        for item in data.get("instructions", [])
    ]
    return data, instructions


def _runs_field(item: dict[str, Any], key: str) -> tuple[str, ...] | None:
    value = None if item.get("marks_lost") else item.get(key)  # a person's reading only
    return None if value is None else tuple(str(run) for run in value)
