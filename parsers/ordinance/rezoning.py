"""Read a zoning-map amendment: the parcels it rezones, with their addresses and zones.

Ordinances list parcels as `141 Helman Ln (144-020-004); … 7611 Redwood Dr (144-010-086 &
144-010-084); …` and say what happens to them (`rezoned to add the FOD Zoning Overlay to their
existing CI Zoning designation`, `rezoned from CG to CI`). Every listing is kept as printed, one
`Parcel` each; a parcel listed again carries a note (the engine applies its first listing only),
and a stated count (`rezone 15 parcels`) that differs from the listings flags the instruction.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from parsers.ordinance_records import Parcel

# An assessor's parcel number: `144-010-084` (California's 3-3-3), also 2–4 digit groups used
# elsewhere (`12-345-67`, `1234-567-890`).
APN = re.compile(r"\b\d{2,4}-\d{2,4}-\d{2,4}(?:-\d{1,4})?\b")

# One listing: a street address (number, a capitalized street name, a few more words such as
# `ln` or `Dr`), then its APNs in parentheses.
LISTING = re.compile(
    r"(?P<address>\d+[A-Za-z]?\s+[A-Z0-9][\w.'’-]*(?:\s+[A-Za-z0-9][\w.'’-]*){0,5})\s*"
    r"\((?P<apns>[^()]*?\d[^()]*)\)"
)

# `add the FOD Zoning Overlay to their existing CI Zoning designation`.
OVERLAY_ADDED = re.compile(
    r"\badd\s+(?:the\s+)?(?P<overlay>[A-Z][A-Z0-9-]{0,7})\s+(?:Zoning\s+)?Overlay\b.*?"
    r"\bexisting\s+(?P<base>[A-Z][A-Z0-9-]{0,7})\b",
    re.S,
)
# `rezoned from CG (General Commercial) to CI (Commercial Industrial)`.
FROM_TO = re.compile(
    r"\brezoned?\s+(?:\w+\s+){0,3}?from\s+(?P<from>[A-Z][A-Z0-9/-]{0,9})\b.*?\bto\s+"
    r"(?P<to>[A-Z][A-Z0-9/-]{0,9})\b",
    re.S,
)
# An area printed with a listing: `1.2 acres`, `0.5 ac.`.
ACREAGE = re.compile(r"\b\d+(?:\.\d+)?\s*(?:acres?|ac\.)", re.I)
# `rezone 15 parcels`, `rezone fifteen (15) parcels`.
STATED_COUNT = re.compile(
    r"\brezone\s+(?:approximately\s+)?(?:\w+\s+)?\(?(?P<count>\d+)\)?\s+parcels", re.I
)


@dataclass(frozen=True, slots=True)
class Rezoning:
    parcels: tuple[Parcel, ...]  # one per listing, in printed order
    flags: tuple[str, ...]


def _zones(text: str) -> tuple[str | None, str | None]:
    overlay = OVERLAY_ADDED.search(text)
    if overlay is not None:
        return overlay.group("base"), f"{overlay.group('base')}/{overlay.group('overlay')}"
    from_to = FROM_TO.search(text)
    if from_to is not None:
        return from_to.group("from"), from_to.group("to")
    return None, None


def _listings(text: str) -> list[tuple[str, str | None, str | None]]:
    """(APN, address, acreage) for every parcel number listed, in order."""
    found: list[tuple[str, str | None, str | None]] = []
    for listing in LISTING.finditer(text):
        address = " ".join(listing.group("address").split())
        acreage = ACREAGE.search(listing.group("apns"))
        area = acreage.group() if acreage else None
        found += [(apn, address, area) for apn in APN.findall(listing.group("apns"))]
    if not found:  # APNs without addresses
        found = [(apn, None, None) for apn in APN.findall(text)]
    return found


def parse_rezoning(text: str) -> Rezoning:
    text = " ".join(text.split())
    zone_from, zone_to = _zones(text)
    parcels: list[Parcel] = []
    first: dict[str, Parcel] = {}
    for number, (apn, address, acreage) in enumerate(_listings(text), start=1):
        note = None
        earlier = first.get(apn)
        if earlier is not None:
            note = (
                f"parcel {apn} is listed again (listing {earlier.listing}: "
                f"{earlier.address or 'no address'}; here: {address or 'no address'}); "
                "only its first listing is applied"
            )
        parcel = Parcel(apn, address, zone_from, zone_to, number, acreage, note)
        first.setdefault(apn, parcel)
        parcels.append(parcel)
    flags: list[str] = []
    stated = STATED_COUNT.search(text)
    if stated is not None and int(stated.group("count")) != len(parcels):
        flags.append(
            f"the text rezones {stated.group('count')} parcels but lists {len(parcels)} "
            f"({len(first)} distinct parcels)"
        )
    if not parcels:
        flags.append("no parcel numbers found in the rezoning")
    return Rezoning(tuple(parcels), tuple(flags))
