"""Renumbering: `Section X is renumbered as Section Y`, and the number it vacates filled again
in the same sentence (`…, and Section X is hereby added to read as follows:`).

Each returns finished `Instruction`s; a renumbering without one target and its new number is
flagged, never guessed.
"""

from __future__ import annotations

import re
from dataclasses import replace

from parsers.ordinance.building import Context, make_instruction
from parsers.ordinance.choosing import Chosen
from parsers.ordinance.targets import parse_target_phrase
from parsers.ordinance_records import Instruction, TargetKind, Verb

# `renumbered as Section 17.10.060`, `redesignated to be Section X`: the new number.
RENUMBERED_AS = re.compile(r"^\s*(?:as|to(?:\s+be)?|to\s+read)\s+(?P<what>.+)$", re.I | re.S)

# `…, and Section 124.05(G)(5) is hereby added to read in its entirety as follows:` after a
# renumbering: the number it vacated is filled with the new text.
REFILLED = re.compile(
    r",?\s+and\s+(?P<what>(?:(?!\band\b)[^;:])+?)\s+(?:is|are)\s+(?:hereby\s+)?"
    r"(?:added|enacted|created)\b[^;:]*:?\s*$",
    re.IGNORECASE,
)


def renumber(
    chosen: Chosen, key: str, context: Context, tail: str, body: str = ""
) -> list[Instruction]:
    """`Section X is renumbered as Section Y`, and, when the sentence goes on `and Section X is
    hereby added to read as follows:`, the new X (a part when X is one, else a section) with the
    new text."""
    refilled = REFILLED.search(tail)
    moved = _renumbered(chosen, key, context, tail[: refilled.start()] if refilled else tail)
    if refilled is None or moved.flags:
        return [moved]
    what = refilled.group("what")
    named = parse_target_phrase(what, context.title, context.style, context.scheme)
    if tuple(t.id for t in named.targets) != tuple(t.id for t in moved.targets):
        return [moved]  # a sentence adding something else: read as the renumbering alone
    kind = named.targets[0].kind
    verb = Verb.ADD_PART if kind is TargetKind.SUBSECTION else Verb.ADD_SECTION
    added = make_instruction(
        chosen.section, f"{key}.2", context, verb, named.targets, body, labels=named.labels
    )
    return [replace(moved, id=f"{moved.id}.1"), added]


def _renumbered(chosen: Chosen, key: str, context: Context, tail: str) -> Instruction:
    """`Section X is renumbered as Section Y`."""
    match = RENUMBERED_AS.match(tail)
    new = (
        parse_target_phrase(match.group("what"), context.title, context.style, context.scheme)
        if match
        else None
    )
    flags: tuple[str, ...] = ()
    destination = new.targets[0] if new is not None and new.targets else None
    if destination is None or len(chosen.named.targets) != 1:
        flags = ("renumbering needs one target and its new number",)
    instruction = make_instruction(
        chosen.section, key, context, Verb.RENUMBER, chosen.named.targets, "", flags=flags
    )
    return replace(instruction, renumbered_to=destination)
