"""Renumbering: `Section X is renumbered as Section Y`, and the number it vacates filled again
in the same sentence (`…, and Section X is hereby added to read as follows:`); a range of a
section's parts renumbered (`Section 38-3 is amended to renumber Subdivision 2-7 as Subdivision
3-8`), one renumbering per member, flagged: the members are counted, not read from the code.

Each returns finished `Instruction`s; a renumbering without one target and its new number is
flagged, never guessed.
"""

from __future__ import annotations

import re
from dataclasses import replace

from parsers.grammar.ranges import RANGE_SPAN
from parsers.ordinance.building import Context, make_instruction
from parsers.ordinance.choosing import Chosen
from parsers.ordinance.garbled import mended_number
from parsers.ordinance.targets import parse_target_phrase
from parsers.ordinance_records import Instruction, Target, TargetKind, Verb

# `renumbered as Section 17.10.060`, `redesignated to be Section X`, `renumbered and shall
# hereafter be known (designated) as Section X`, or the division named right after the verb (`is
# hereby renumbered Section 1860 of said Code.`): the new number.
RENUMBERED_AS = re.compile(
    r"^\s*(?:and\s+(?:shall|will)\s+(?:hereafter\s+|henceforth\s+)?be\s+(?:known|designated|"
    r"cited)\s+)?"
    r"(?:(?:as|to(?:\s+be)?|to\s+read)\s+|(?=(?:Sections?|Subsections?|§)\s*\d))(?P<what>.+)$",
    re.I | re.S,
)
# A section's caption restating its renumbering (`SECTION 1. RENUMBERING SECTICN 1900 OF THE UKIAH
# CITY CODE AS SECTION 1860.`): read when the sentence's own target is illegible (OCR `1y00`),
# and taken only when its new number is the sentence's.
CAPTION_RENUMBERING = re.compile(
    r"\bRENUMBERING\s+(?P<what>.+?)\s+AS\s+(?P<new>(?:SECTION|§)\s*[^\s,;]+?)[.,;]?(?:\s|$)", re.I
)

# A section numbered code-wide in four digits (`Section 1860`, Ukiah's 1968 code): a number the
# citation grammar leaves alone (a lone four-digit number is most often a year), a section where a
# renumbering names it with its keyword.
FOUR_DIGIT_SECTION = re.compile(r"^\s*(?:Section|§)\s*(?P<number>\d{4})(?![\w.\-])", re.I)

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
    new = _targets(match.group("what"), context) if match else ()
    destination = new[0] if new else None
    flags: tuple[str, ...] = ()
    targets = chosen.named.targets or _from_caption(chosen, context, destination)
    if destination is None or len(targets) != 1:
        flags = ("renumbering needs one target and its new number",)
    instruction = make_instruction(
        chosen.section, key, context, Verb.RENUMBER, targets, "", flags=flags
    )
    return replace(instruction, renumbered_to=destination)


def _from_caption(
    chosen: Chosen, context: Context, destination: Target | None
) -> tuple[Target, ...]:
    """The target the section's caption names in `RENUMBERING X AS Y`, when its Y is the new
    number the sentence gives (the two readings agree); () otherwise."""
    caption = context.text[chosen.section.start : chosen.section.heading_start]
    restated = CAPTION_RENUMBERING.search(caption)
    if destination is None or restated is None:
        return ()
    moved, new = (_targets(restated.group(part), context) for part in ("what", "new"))
    mended = mended_number(chosen.section.heading, restated.group("what"))
    if not moved and mended is not None:  # `Section 1y00` + `SECTICN 1900`: `1900`
        moved = _targets(f"Section {mended}", context)
    if [t.id for t in new] != [destination.id] or len(moved) != 1:
        return ()
    return moved


def _targets(phrase: str, context: Context) -> tuple[Target, ...]:
    """The targets `phrase` names, else the four-digit section it opens with (`Section 1860`)."""
    named = parse_target_phrase(phrase, context.title, context.style, context.scheme).targets
    four = FOUR_DIGIT_SECTION.match(phrase) if not named else None
    return (Target(TargetKind.SECTION, four.group("number")),) if four is not None else named


# `(Section 38-3 is amended) to renumber Subdivision 2-7 as Subdivision 3-8`, `by renumbering
# subsections (C) through (E) as subsections (D) through (F)`: parts of the one target the
# sentence names moved, by their keyword (the code's own word for a level: `Subdivision`,
# `Subsection`, …), a range (or one part) and its new numbers in the same form.
_END = r"\(?[A-Za-z0-9]{1,3}\)?"
PARTS_RENUMBERED = re.compile(
    r"^\s*(?:to\s+renumber|by\s+renumbering)\s+(?P<word>(?:sub)?(?:divisions?|sections?|"
    rf"paragraphs?)|items?|clauses?)\s+(?P<ends>{_END}(?:\s*(?:-|–|through|to)\s*{_END})?)\s+as\s+"
    rf"(?P=word)\s+(?P<new>{_END}(?:\s*(?:-|–|through|to)\s*{_END})?)(?=[\s,.;:]|$)",
    re.I,
)
# A range's two ends, each a number or one letter in parentheses or bare: `2-7`, `(C) through (E)`.
RANGE_ENDS = re.compile(
    r"^\(?(?P<first>\d{1,3}|[A-Za-z])\)?(?:\s*(?:-|–|through|to)\s*\(?(?P<last>\d{1,3}|[A-Za-z])"
    r"\)?)?[,.;:]?$",
    re.I,
)
RANGE_RENUMBERED = (
    "a range of parts renumbered: its members are counted, not read from the code, and each "
    "moves only once a person confirms them (from the highest down)"
)


def renumbered_parts(
    chosen: Chosen, key: str, context: Context, tail: str
) -> list[Instruction] | None:
    """`Section 38-3 is amended to renumber Subdivision 2-7 as Subdivision 3-8`: one renumbering
    per member (`38-3(2)` → `38-3(3)`, …, `38-3(7)` → `38-3(8)`), flagged when a range was
    counted; None unless the sentence names one section and both ranges count alike."""
    match = PARTS_RENUMBERED.match(tail)
    owners = chosen.named.targets
    if match is None or len(owners) != 1 or owners[0].kind is not TargetKind.SECTION:
        return None
    old, new = (_members(match.group(part)) for part in ("ends", "new"))
    if not old or len(old) != len(new) or match.group("word").lower().startswith("section"):
        return None
    owner = owners[0].id
    flags = (RANGE_RENUMBERED,) if len(old) > 1 else ()
    found = []
    for index, (was, now) in enumerate(zip(old, new, strict=True), start=1):
        moved = Target(TargetKind.SUBSECTION, f"{owner}({was})")
        item = make_instruction(
            chosen.section, f"{key}.{index}", context, Verb.RENUMBER, (moved,), "", flags=flags
        )
        found.append(replace(item, renumbered_to=Target(TargetKind.SUBSECTION, f"{owner}({now})")))
    return found if len(found) > 1 else [replace(found[0], id=f"{context.ordinance} {key}")]


def _members(phrase: str) -> tuple[str, ...]:
    """The labels a range counts through (`2-7` → 2 … 7, `(C) through (E)` → C, D, E), at most
    `RANGE_SPAN`; () when its ends are not one kind or run backwards."""
    ends = RANGE_ENDS.match(phrase.strip())
    if ends is None:
        return ()
    first, last = ends.group("first"), ends.group("last") or ends.group("first")
    kinds = {(end.isdigit(), end.isupper()) for end in (first, last)}
    if len(kinds) != 1:
        return ()  # a number and a letter, or two cases
    low, high = (int(first), int(last)) if first.isdigit() else (ord(first), ord(last))
    if not low <= high <= low + RANGE_SPAN:
        return ()
    return tuple(str(n) if first.isdigit() else chr(n) for n in range(low, high + 1))
