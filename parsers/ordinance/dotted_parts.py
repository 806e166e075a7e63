"""Several parts of sections named in one sentence (`CHAPTER 64-4.A.1 and 64-4.A.3 are amended
as follows`, read by `levels.dotted_parts`): each gets its own instruction and its own text,
split where the text's own labels head them in the order named (`1. Areas subject to
inundation. … 3. Livestock/Poultry. …`); when the text does not head each one, each part is its
own flagged instruction, never given a neighbour's text.
"""

from __future__ import annotations

import re

from parsers.ordinance.building import Context, make_instruction
from parsers.ordinance.sections import RawSection
from parsers.ordinance_records import Instruction, Target, TargetKind, Verb

# A part's id as `levels.dotted_parts` keeps it: the section number, then dotted labels.
# One label each is dotted too when the parts are siblings (`4-1-180.C`, `4-1-180.1`).
DOTTED_ID = re.compile(r"\d\.(?:[A-Z](?:\.\d{1,3})*|\d{1,2})$")
NOT_HEADED = "several parts named, but the new text does not head each one with its label"


def all_dotted(targets: tuple[Target, ...]) -> bool:
    """Whether every target is a part named by dotted labels (`64-4.A.1`)."""
    return all(t.kind is TargetKind.SUBSECTION and DOTTED_ID.search(t.id) for t in targets)


def _label_head(label: str) -> re.Pattern[str]:
    """Where a part's own label heads its text: `3. Livestock` at the start or after a sentence."""
    return re.compile(rf"(?:^\s*|(?<=[.:;\"”])\s+|\n\s*){re.escape(label)}\.\s+(?=[A-Z\"“])")


def split_parts(
    section: RawSection, key: str, context: Context, targets: tuple[Target, ...], body: str
) -> list[Instruction]:
    """One replacement per part, its text from its own label to the next part's (see the
    module); each part flagged when the text does not head them all, in order."""
    starts: list[int] = []
    at = 0
    for target in targets:
        last = target.id.rsplit(".", 1)[-1]
        head = _label_head(last).search(body, at)
        if head is None or (not starts and body[: head.start()].strip()):
            starts = []
            break
        starts.append(head.start())
        at = head.end()
    if not starts:
        return [
            make_instruction(
                section, f"{key}.{i}", context, Verb.REPLACE_PART, (t,), "", flags=(NOT_HEADED,)
            )
            for i, t in enumerate(targets, start=1)
        ]
    bounds = [*starts[1:], len(body)]
    return [
        make_instruction(section, f"{key}.{i}", context, Verb.REPLACE_PART, (t,), body[s:e])
        for i, (t, s, e) in enumerate(zip(targets, starts, bounds, strict=True), start=1)
    ]
