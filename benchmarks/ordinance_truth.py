"""The hand-written truth of an ordinance development set, as the scorer reads it
(`benchmarks/ordinance_devset.py` says what each field means)."""

from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from parsers.ordinance_records import Instruction, TargetKind

# Verbs whose application removes text of the code.
REMOVING_VERBS = frozenset({"repeal", "replace_chapter"})
# Target kinds a replacement of which removes whatever the new text omits.
WHOLE_DIVISIONS = frozenset({TargetKind.TITLE, TargetKind.CHAPTER, TargetKind.ARTICLE})
# Truth verbs narrower than a whole section: a parsed replacement of their target's ancestor
# would replace (and so remove) the parts of that ancestor they leave alone.
NARROWER_VERBS = frozenset({"replace_part", "add_part", "repeal_part", "word_edit", "add_text"})
# What follows an ancestor's id inside a descendant's id (`4-1-180` → `4-1-180.C`, `4-1-180(C)`).
CHILD_START = re.compile(r"[.(\[]")
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
    elided: bool = False  # `text_elided`: the restatement leaves parts out; right only when flagged


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
            elided=bool(item.get("text_elided", False)),
        )
        for item in data.get("instructions", [])
    ]
    return data, instructions


def _runs_field(item: dict[str, Any], key: str) -> tuple[str, ...] | None:
    value = None if item.get("marks_lost") else item.get(key)  # a person's reading only
    return None if value is None else tuple(str(run) for run in value)


def removes_law(item: Instruction) -> bool:
    """The instruction, applied, would remove text of the code: a repeal, a whole chapter or
    article replaced (sections its new text omits are repealed), a word edit striking words."""
    if item.outside is not None:
        return False
    verb = item.verb.value
    if verb in REMOVING_VERBS:
        return True
    if verb.startswith("replace") and any(t.kind in WHOLE_DIVISIONS for t in item.targets):
        return True
    return verb == "word_edit" and bool(item.struck)


def replaces_ancestor(item: Instruction, truths: list[TruthInstruction]) -> bool:
    """The instruction replaces a whole target of which a truth instruction, narrower, names
    only a part (truth `replace_part 4-1-180.C`, parsed `replace_section 4-1-180`): applied, it
    would remove the parts the ordinance left alone."""
    if item.outside is not None or not item.verb.value.startswith("replace"):
        return False
    narrower = [t for truth in truths if truth.verb in NARROWER_VERBS for t in truth.targets]
    # A truth that changes part of a section it names whole (`replace_part 3.18`, the part a
    # table's cell held in `target_part`) is narrower than a parsed whole-section replacement.
    whole = item.verb.value == "replace_section"
    return any(
        wanted.startswith(target.id)
        and (
            CHILD_START.match(wanted, len(target.id)) is not None or (whole and wanted == target.id)
        )
        for target in item.targets
        for wanted in narrower
    )
