"""The rezoning stage: every rezoning's listings as printed, each with its status, and each
parcel's zoning-map versions (one per applied rezoning, in effective-date order); the rows of
`rezonings` and `zoning_map` are made by `corpus/stages/rows.py`.

A listing the parser noted (a parcel listed twice) is flagged and changes nothing; the others
apply when the engine applied their instruction.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from datetime import date
from enum import StrEnum
from typing import TYPE_CHECKING

from corpus.engine.versions import AmendedCorpus
from parsers.ordinance_records import Instruction, InstructionStatus, Parcel, Verb

if TYPE_CHECKING:
    from parsers.collect import ParsedCorpus


class ListingStatus(StrEnum):
    APPLIED = "applied"
    FLAGGED = "flagged"  # noted by the parser, or its instruction was not applied


@dataclass(frozen=True, slots=True)
class Listing:
    """One parcel as a rezoning lists it, with what became of it."""

    instruction: Instruction
    parcel: Parcel
    status: ListingStatus
    note: str | None


@dataclass(frozen=True, slots=True)
class ZoningVersion:
    """A parcel's zone from one applied rezoning until the next."""

    apn: str
    version: int
    zone: str | None
    from_zone: str | None
    address: str | None
    valid_from: date | None
    valid_to: date | None
    ordinance: str
    instruction: str
    valid_from_estimated: bool


@dataclass(frozen=True, slots=True)
class Rezonings:
    listings: tuple[Listing, ...]  # in the order the ordinances apply
    zoning_map: tuple[ZoningVersion, ...]  # each parcel's versions, parcels as first rezoned


def listings(instruction: Instruction, status: InstructionStatus | None) -> list[Listing]:
    applied = status is InstructionStatus.APPLIED
    return [
        Listing(
            instruction,
            p,
            ListingStatus.FLAGGED if p.note or not applied else ListingStatus.APPLIED,
            p.note or (None if applied else f"the rezoning is {status or 'not applied'}"),
        )
        for p in instruction.parcels
    ]


def run_rezonings(parsed: ParsedCorpus, amended: AmendedCorpus) -> Rezonings:
    """Every rezoning's listings and the zoning map's versions."""
    statuses = {r.instruction: r.status for r in amended.results}
    by_ordinance = {p.ordinance.id: p.ordinance for p in parsed.ordinances}
    found: list[Listing] = []
    versions: dict[str, list[ZoningVersion]] = {}
    for order in amended.order:
        ordinance = by_ordinance.get(order.ordinance)
        for instruction in ordinance.instructions if ordinance else ():
            if instruction.verb is not Verb.REZONE:
                continue
            made = listings(instruction, statuses.get(instruction.id))
            found += made
            for listing in made:
                if listing.status is not ListingStatus.APPLIED:
                    continue
                p = listing.parcel
                history = versions.setdefault(p.apn, [])
                if history:
                    history[-1] = replace(history[-1], valid_to=order.date)
                history.append(
                    ZoningVersion(
                        p.apn,
                        len(history) + 1,
                        p.zone_to,
                        p.zone_from,
                        p.address,
                        order.date,
                        None,
                        instruction.ordinance,
                        instruction.id,
                        order.estimated,
                    )
                )
    zoning_map = tuple(v for history in versions.values() for v in history)
    return Rezonings(tuple(found), zoning_map)
