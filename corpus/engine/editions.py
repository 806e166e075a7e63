"""Several downloads of one code: each export is a dated edition of the sections it holds.

The oldest edition of a section is its base version; each later edition whose text differs
becomes the next version, valid from the latest date its own history note gives when that is
newer than the edition before it (an amendment the note records), else from its download
date (estimated: the change happened at some time between the two downloads). Identical
texts are one version. The latest edition's text is the section's current text unless an
ordinance changes it later.

Two downloads of one date (or two undated ones) cannot say which text came first: they are
one edition, the newer file's (by modification time, then by name), and where their texts
of a section differ that is a `Conflict`, never an earlier version.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from datetime import date, datetime

from parsers.records import Document, ParsedExport, Section


@dataclass(frozen=True, slots=True)
class Edition:
    """One export's copy of a section, with the date the export was downloaded."""

    section: Section
    as_of: date | None
    document: str
    modified: datetime | None = None  # the file's modification time, when known


@dataclass(frozen=True, slots=True)
class Conflict:
    """Two downloads of one date that print different texts of some sections: `current` is
    the newer file, whose texts stand; `other`'s are no version."""

    current: Edition  # its copy of the first differing section
    other: Edition
    sections: tuple[str, ...]


def age(as_of: date | None, modified: datetime | None, document: str) -> tuple[date, float, str]:
    """What orders editions, oldest first: the download date (undated first), then the file's
    modification time (unknown first), then its name."""
    stamp = modified.timestamp() if modified else float("-inf")
    return (as_of or date.min, stamp, document)


def document_age(document: Document) -> tuple[date, float, str]:
    """A whole export's place among the editions (`age`)."""
    return age(document.as_of, document.modified, document.id)


def _order(edition: Edition) -> tuple[date, float, str]:
    return age(edition.as_of, edition.modified, edition.document)


def editions(exports: Iterable[ParsedExport]) -> dict[str, list[Edition]]:
    """Every section's copies, oldest edition first (an undated export counts as oldest; two
    of one date, the older file first), in the order the exports first give the sections."""
    found: dict[str, list[Edition]] = {}
    for export in exports:
        document = export.document
        for section in export.sections:
            as_of = section.as_of or document.as_of
            edition = Edition(section, as_of, document.id, document.modified)
            found.setdefault(section.id, []).append(edition)
    for copies in found.values():
        copies.sort(key=_order)
    return found


def by_date(copies: list[Edition]) -> list[Edition]:
    """One edition per download date, the newest file's: two downloads of one date are not
    two versions (which text came first is unknown)."""
    kept: list[Edition] = []
    for edition in copies:
        if kept and kept[-1].as_of == edition.as_of:
            kept[-1] = edition
        else:
            kept.append(edition)
    return kept


def conflicts(found: dict[str, list[Edition]]) -> list[Conflict]:
    """Each pair of downloads of one date whose texts of some sections differ, once, with
    those sections in the order they were found."""
    pairs: dict[tuple[str, str], list[tuple[Edition, Edition]]] = {}
    for copies in found.values():
        newest = {edition.as_of: edition for edition in copies}  # the last of each date
        for edition in copies:
            current = newest[edition.as_of]
            if edition is not current and not same_text(edition.section.text, current.section.text):
                pairs.setdefault((current.document, edition.document), []).append(
                    (current, edition)
                )
    return [
        Conflict(differing[0][0], differing[0][1], tuple(c.section.id for c, _ in differing))
        for differing in pairs.values()
    ]


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
