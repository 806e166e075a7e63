"""A division named by its outline path, the levels separated by commas.

Zoning ordinances printed as a code's appendix number their sections with Roman numerals and
their parts with letters, numbers, bracketed items and district names, cited level by level:
`the Code of Ordinances, Appendix A, Section VI, A, [I.] O-L, 3, e, is hereby amended by adding
(3)` (Louisiana). No numbering scheme of the registry shapes such a number, so the phrase parser
reads none; the path is the target, its levels joined by dots after the appendix:
`Appendix A, VI.A.[I.].O-L.3.e`, and a part added to it by its label `….e.(3)`. Read only where
the phrase names nothing else, and only a path a scheme could not be: in an appendix, under a
Roman-numbered section, or two levels deep at least.
"""

from __future__ import annotations

import re

from parsers.ordinance.targets import TargetPhrase
from parsers.ordinance_records import Target, TargetKind

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


def is_outline(target_id: str) -> bool:
    """Whether an id is an outline path's (its levels joined by dots, a part added the same
    way: `….e.(3)`)."""
    return OUTLINE_ID.fullmatch(target_id) is not None
