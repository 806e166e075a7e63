"""A division named by its outline path, the levels separated by commas.

Zoning ordinances printed as a code's appendix number their sections with Roman numerals and
their parts with letters, numbers, bracketed items and district names, cited level by level:
`the Code of Ordinances, Appendix A, Section VI, A, [I.] O-L, 3, e, is hereby amended by adding
(3)` (Louisiana). No numbering scheme of the registry shapes such a number, so the phrase parser
reads none; the path is the target, its levels joined by dots after the appendix:
`Appendix A, VI.A.[I.].O-L.3.e`, and a part added to it by its label `….e.(3)`. Read only where
the phrase names nothing else, and only a path a scheme could not be: in an appendix, under a
Roman-numbered section, or two levels deep at least.

An appendix named whole (`The City Code …, Appendix B, regarding subdivisions is hereby amended by
repealing Appendix B in its entirety and replacing …`) is a chapter-level division: `Appendix B`.
When a sentence introducing items names it (`… known as Appendix "D" of the City Code is hereby
amended in the following particulars:`), each item's section is the appendix's: `Section 25` →
`Appendix D, 25`, a part added to it `Appendix D, 25.O` (`in_appendix`).
"""

from __future__ import annotations

import re
from dataclasses import replace

from parsers.ordinance.safety import ONE_PART_FLAG
from parsers.ordinance.targets import TargetPhrase
from parsers.ordinance_records import Instruction, Target, TargetKind

# `Appendix A, Section VI, A, [I.] O-L, 3, e,`: the appendix (if named), the section's number,
# then each level after a comma (a bracketed item may stand before a level's name: `[I.] O-L`).
OUTLINE_PATH = re.compile(
    r"(?:\b(?P<appendix>Appendix\s+[A-Z0-9]{1,3})\s*,\s*)?\bSection\s+(?P<section>[IVXL]{1,6}|"
    r"\d{1,3})(?P<path>(?:\s*,\s*(?:\[[A-Za-z0-9.]{1,6}\]\s*)?[A-Za-z0-9][A-Za-z0-9-]{0,5}\b)+)"
)
# One level of the path: a bracketed item or a name.
LEVEL = re.compile(r"\[[A-Za-z0-9.]{1,6}\]|[A-Za-z0-9][A-Za-z0-9-]{0,5}")
ROMAN = re.compile(r"[IVXL]+")
MIN_LEVELS = 2  # a path this deep is no list of numbers, even outside an appendix
# An outline path's id: in an appendix, or under a Roman-numbered section.
OUTLINE_ID = re.compile(r"Appendix [A-Z0-9]{1,3}, \S+|[IVXL]{1,6}\.\S+")


def outline_target(phrase: str) -> TargetPhrase | None:
    """The division an outline path names (see the module), or None."""
    found = OUTLINE_PATH.search(phrase)
    if found is None:
        return None
    levels = LEVEL.findall(found.group("path"))
    section = found.group("section")
    appendix = found.group("appendix")
    if not (appendix or ROMAN.fullmatch(section) or len(levels) >= MIN_LEVELS):
        return None
    path = ".".join([section, *levels])
    target_id = f"{' '.join(appendix.split())}, {path}" if appendix else path
    return TargetPhrase((Target(TargetKind.SUBSECTION, target_id),), None, ())


# A code's appendix named whole (`The City Code …, Appendix B, regarding subdivisions`, `Appendix
# "D" of the City Code`): its letter, quoted or not, never followed by a section of it.
WHOLE_APPENDIX = re.compile(
    r"\bAppendix\s+[\"“]?(?P<label>[A-Z]{1,2}|\d{1,2})[\"”]?(?![\w\"”])(?!\s*,\s*Section\b)"
)
# The id `whole_appendix` gives (`Appendix B`).
APPENDIX_ID = re.compile(r"Appendix [A-Z0-9]{1,2}")
# The code the appendix belongs to, named in the same phrase (a document's own appendix or an
# exhibit's is no division of the code).
CODE_WORD = re.compile(r"\bCode\b", re.IGNORECASE)


def whole_appendix(phrase: str) -> TargetPhrase | None:
    """The code's appendix the phrase names as a whole (`Appendix B`, a chapter-level division),
    when the phrase names the code and one appendix only; else None."""
    found = {m.group("label") for m in WHOLE_APPENDIX.finditer(phrase)}
    if len(found) != 1 or CODE_WORD.search(phrase) is None:
        return None
    target = Target(TargetKind.CHAPTER, f"Appendix {found.pop()}")
    return TargetPhrase((target,), None, ())


# An item's number within the appendix: a section's, its labels in parentheses (`25`, `25(O)`).
APPENDIX_PART = re.compile(r"(?P<section>\d{1,3}[A-Z]?)(?P<labels>(?:\([A-Za-z0-9]{1,4}\))*)")
# The part an item adds, named by its dotted path under the section (`by adding subsection C.25
# to read as follows:`): a letter or number, each further level after a period.
ADDED_PATH = re.compile(
    r"\badding\s+(?:a\s+)?(?:new\s+)?(?:subsection|paragraph)\s+"
    r"(?P<path>[A-Z](?:\.\d{1,3})+|\d{1,3}(?:\.[A-Za-z0-9]{1,3})+)\.?(?=\s)"
)


def in_appendix(instruction: Instruction, appendix: str) -> Instruction:
    """An item under a sentence that introduces a code's appendix (`… known as Appendix "D" of
    the City Code is hereby amended in the following particulars:`): the section it names is
    the appendix's (`Section 25` → `Appendix D, 25`), its parts an outline path under it
    (`25(O)` → `Appendix D, 25.O`; an added `subsection C.25` → `Appendix D, 25.C.25`)."""
    targets: list[Target] = []
    for target in instruction.targets:
        number = APPENDIX_PART.fullmatch(target.id)
        if number is None or target.kind not in (TargetKind.SECTION, TargetKind.SUBSECTION):
            return instruction
        levels = [number.group("section"), *re.findall(r"\((\w+)\)", number.group("labels"))]
        added = ADDED_PATH.search(instruction.heading) if len(levels) == 1 else None
        levels += added.group("path").split(".") if added is not None else []
        kind = TargetKind.SUBSECTION if len(levels) > 1 else TargetKind.SECTION
        targets.append(Target(kind, f"{appendix}, {'.'.join(levels)}"))
    # the appendix numbers its sections so: a one-part number is no longer in doubt
    flags = tuple(f for f in instruction.flags if not f.startswith(ONE_PART_FLAG))
    return replace(instruction, targets=tuple(targets), flags=flags)


def is_outline(target_id: str) -> bool:
    """Whether an id is an outline path's (its levels joined by dots, a part added the same
    way: `….e.(3)`)."""
    return OUTLINE_ID.fullmatch(target_id) is not None


def is_whole_appendix(target_id: str) -> bool:
    """Whether an id is a whole appendix's (`Appendix B`, as `whole_appendix` reads it)."""
    return APPENDIX_ID.fullmatch(target_id) is not None
