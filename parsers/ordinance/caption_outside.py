"""Earlier ordinances a section's caption amends and repeals by number, its sentence active.

`Section 6. Amending the Speeding Section of Ordinance # 75-39 and Repealing Ordinance # 94-09-39`
/ `This ordinance after passage and its effective date shall amend the speeding section of
Ordinance 75-39 and repeal Ordinance` (Horn Lake MS 98-01-73, the page cut after `Ordinance`):
the sentence's verbs are active (`shall amend`, `shall repeal`), so no target is read from it; the
caption says the same in its clauses, each naming an earlier ordinance by its number (and the
part amended, by its subject). Read so only when every clause of the caption is of that kind and
the body says `amend` or `repeal` too: each clause is its own instruction on that ordinance,
recorded and never applied (a repeal; an amendment whose new text is not set apart, flagged).
"""

from __future__ import annotations

import re
from dataclasses import replace

from parsers.ordinance.building import Context, make_instruction
from parsers.ordinance.outside import ORDINANCE_REF
from parsers.ordinance.sections import RawSection
from parsers.ordinance_records import Instruction, Target, TargetKind, Verb

# One clause of the caption: its gerund and what it names, up to the next clause or the end.
CLAUSE = re.compile(
    r"(?P<verb>Amending|Repealing|Rescinding)\s+(?P<what>.+?)"
    r"(?=,?\s+and\s+(?:Amending|Repealing|Rescinding)\b|[.;:]?\s*$)",
    re.IGNORECASE,
)
# What a clause names: an ordinance by its number, a part of it before `of` (`the Speeding
# Section of Ordinance # 75-39`), nothing after it.
NAMED = re.compile(
    rf"^(?:(?:the\s+)?(?P<part>[^,;]{{1,60}}?)\s+of\s+)?(?P<ordinance>{ORDINANCE_REF.pattern})$",
    re.IGNORECASE,
)
# The body's own verb, active: the sentence amends or repeals as its caption says.
ACTIVE = re.compile(r"\b(?:amend|repeal|rescind)s?\b", re.IGNORECASE)
REPEALS = ("repealing", "rescinding")
UNSET = (
    "the caption amends {part} of {ordinance}; the new text is not set apart from this "
    "ordinance's own: a person applies it"
)


def _clauses(caption: str) -> list[tuple[str, re.Match[str]]] | None:
    """Each clause's gerund and what it names, when the whole caption is such clauses; else
    None."""
    found: list[tuple[str, re.Match[str]]] = []
    at = 0
    for clause in CLAUSE.finditer(caption):
        between = caption[at : clause.start()]
        named = NAMED.match(" ".join(clause.group("what").split()))
        if named is None or (found and not re.fullmatch(r",?\s+and\s+", between)):
            return None
        if not found and between.strip():
            return None
        found.append((clause.group("verb").lower(), named))
        at = clause.end()
    return found if found and not caption[at:].strip(" .;:") else None


def caption_outside(section: RawSection, key: str, context: Context) -> list[Instruction]:
    """One instruction for each earlier ordinance the caption amends or repeals (see the
    module); [] when the section is not of this kind."""
    body = context.text[section.heading_end : section.end]
    clauses = _clauses(section.heading) if ACTIVE.search(body) else None
    if clauses is None:
        return []
    found: list[Instruction] = []
    for index, (verb, named) in enumerate(clauses, start=1):
        ordinance = " ".join(named.group("ordinance").split())
        part = named.group("part")
        repeals = verb in REPEALS
        target_id = ordinance if part is None else f"{ordinance}, {part}"
        flags = () if repeals else (UNSET.format(part=part or "a part", ordinance=ordinance),)
        made = make_instruction(
            section,
            key if len(clauses) == 1 else f"{key}.{index}",
            context,
            Verb.REPEAL if repeals else Verb.REPLACE_PART,
            (Target(TargetKind.ORDINANCE, target_id),),
            "" if repeals else body,
            flags=flags,
        )
        what = "repeals" if repeals else "amends"
        found.append(
            replace(made, outside=f"{what} an earlier ordinance ({ordinance}), not this code")
        )
    return found
