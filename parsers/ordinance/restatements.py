"""A section `amended (to read) as follows`: the whole section, or the parts its new text restates.

The new text decides what the sentence leaves open: a text headed by the section's number and a
part's label (`Section 14-2 (a) …`) or marked as an excerpt restates parts; one whose unchanged
parts are placeholders (`B. < no change >`) replaces the parts it prints; one that opens at a
later label than a first part's (`C.` without `A.`) replaces the parts it labels. Otherwise the
whole section is replaced, with the disagreements between sentence and text flagged.
"""

from __future__ import annotations

import re
from dataclasses import replace

from parsers.ordinance.bodies import (
    heading_disagreement,
    is_first_label,
    label_disagreement,
    printed_part,
    starts_with_label,
    strip_leading_section_heading,
    strip_own_number,
    top_labels,
)
from parsers.ordinance.building import Context, make_instruction
from parsers.ordinance.cleaning import clean_new_text
from parsers.ordinance.partial_replacement import restated_part
from parsers.ordinance.placeholders import PLACEHOLDER_LINE, unchanged_parts
from parsers.ordinance.sections import RawSection
from parsers.ordinance.targets import TargetPhrase
from parsers.ordinance_records import Instruction, Target, TargetKind, Verb

# `(excerpt)` or `(in part)` after `as follows`: the new text is part of the target.
EXCERPT = re.compile(r"\((?:excerpt|in\s+part)\)", re.IGNORECASE)
# A part named by the lines of the printed code it starts at (`Page 6, Section 6, line 4 et
# seq., shall read as follows`, Indiana): an excerpt whose labels the sentence does not give.
PRINTED_LINES = re.compile(
    r"\blines?\s+\d{1,3}(?:\s+et\s+seq\b|\s*(?:-|through|to)\s*\d{1,3}\b)", re.IGNORECASE
)


def section_amended(
    section: RawSection, key: str, context: Context, named: TargetPhrase, tail: str, body: str
) -> Instruction:
    """A section `amended (to read) as follows`: the whole section, or the parts the body gives."""
    number = named.targets[0].id
    clean = clean_new_text(body).text
    if len(named.targets) == 1 and (restated := restated_part(clean, number)) is not None:
        # `Section 14-2 (a) Membership; officers:`: the part is replaced, the rest stays in force
        part = (Target(TargetKind.SUBSECTION, number + restated),)
        return replace_part_of(
            section, key, context, TargetPhrase(part, named.title, (restated,)), part, body
        )
    clean, heading_title = strip_leading_section_heading(clean, number)
    clean, own_flags = strip_own_number(clean, number, section.heading)  # `16. That …`
    named = replace(named, title=named.title or heading_title)
    unchanged = unchanged_parts(clean)  # `B. < no change >`: the parts printed are replaced
    if unchanged is not None:
        clean, body = unchanged.text, PLACEHOLDER_LINE.sub("", body)
    labels = top_labels(clean)
    partial = bool(EXCERPT.search(tail) or PRINTED_LINES.search(section.heading)) or (
        bool(labels) and starts_with_label(clean) and not is_first_label(labels[0])
    )
    partial = partial or unchanged is not None
    if not partial:
        instruction = make_instruction(
            section,
            key,
            context,
            Verb.REPLACE_SECTION,
            named.targets,
            body,
            target_title=named.title,
            flags=own_flags + heading_disagreement(tail, clean, number),
        )
        return replace(instruction, text=clean)
    if not labels:
        return make_instruction(
            section,
            key,
            context,
            Verb.REPLACE_PART,
            named.targets,
            body,
            target_title=named.title,
            flags=("an excerpt whose text names no subsection labels",),
        )
    suffixes = tuple(f"({label})" for label in labels)
    targets = tuple(Target(TargetKind.SUBSECTION, number + suffix) for suffix in suffixes)
    partial_named = TargetPhrase(targets, named.title, suffixes)
    return replace_part_of(section, key, context, partial_named, targets, body)


def replace_part_of(
    section: RawSection,
    key: str,
    context: Context,
    named: TargetPhrase,
    targets: tuple[Target, ...],
    body: str,
) -> Instruction:
    instruction = make_instruction(
        section,
        key,
        context,
        Verb.REPLACE_PART,
        targets,
        body,
        target_title=named.title,
        labels=named.labels,
    )
    printed = printed_part(targets[0].id, instruction.text) if len(targets) == 1 else None
    if printed is not None:  # `925.06.A Features …`: the part heads its text, as numbered
        return replace(instruction, targets=(Target(TargetKind.SUBSECTION, printed),))
    flags = label_disagreement(named.labels, instruction.text)
    return replace(instruction, flags=flags) if flags else instruction
