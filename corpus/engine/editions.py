"""Several downloads of one code: each export is a dated edition of the sections it holds.

The oldest edition of a section is its base version; each later edition whose text differs
becomes the next version, valid from the latest date its own history note gives when that is
newer than the edition before it (an amendment the note records), else from its download
date (estimated: the change happened at some time between the two downloads). Identical
texts are one version. The latest edition's text is the section's current text unless an
ordinance changes it later.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from datetime import date

from parsers.records import ParsedExport, Section


@dataclass(frozen=True, slots=True)
class Edition:
    """One export's copy of a section, with the date the export was downloaded."""

    section: Section
    as_of: date | None
    document: str


def editions(exports: Iterable[ParsedExport]) -> dict[str, list[Edition]]:
    """Every section's copies, oldest edition first (an undated export counts as oldest), in
    the order the exports first give the sections."""
    found: dict[str, list[Edition]] = {}
    for export in exports:
        for section in export.sections:
            as_of = section.as_of or export.document.as_of
            found.setdefault(section.id, []).append(Edition(section, as_of, export.document.id))
    for copies in found.values():
        copies.sort(key=lambda e: (e.as_of or date.min, e.document))
    return found


def same_text(a: str, b: str) -> bool:
    """Two editions print the same text: equal but for runs of whitespace."""
    return a.split() == b.split()


def distinct(copies: list[Edition]) -> list[Edition]:
    """The editions whose text differs from the edition before them (the first always)."""
    kept: list[Edition] = []
    for edition in copies:
        if not kept or not same_text(edition.section.text, kept[-1].section.text):
            kept.append(edition)
    return kept


def history_date(section: Section) -> tuple[date | None, bool]:
    """(date, estimated): the latest date the section's history note gives; a year alone
    counts from January 1 and is estimated."""
    dated: list[tuple[date, bool]] = []
    for cite in section.history:
        if cite.date is not None:
            dated.append((cite.date, False))
        elif cite.year is not None:
            dated.append((date(cite.year, 1, 1), True))
    if not dated:
        return None, False
    return max(dated, key=lambda d: (d[0], not d[1]))


def edition_valid_from(edition: Edition, before: Edition) -> tuple[date | None, bool]:
    """When a later edition's text took effect: its note's newest date if the note records an
    amendment after the edition before it was downloaded, else its own download date."""
    noted, estimated = history_date(edition.section)
    if noted is not None and (before.as_of is None or noted > before.as_of):
        return noted, estimated
    return edition.as_of, True
