"""Read a zoning-map amendment: the parcels it rezones, with their addresses and zones.

Ordinances list parcels as `141 Helman Ln (144-020-004); … 7611 Redwood Dr (144-010-086 &
144-010-084); …` and say what happens to them (`rezoned to add the FOD Zoning Overlay to their
existing CI Zoning designation`, `rezoned from CG to CI`). A parcel listed twice is kept once and
flagged, and a stated count (`rezone 15 parcels`) that differs from the parcels listed is flagged.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from parsers.records import Parcel

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
# `rezone 15 parcels`, `rezone fifteen (15) parcels`.
STATED_COUNT = re.compile(
    r"\brezone\s+(?:approximately\s+)?(?:\w+\s+)?\(?(?P<count>\d+)\)?\s+parcels", re.I
)


@dataclass(frozen=True, slots=True)
class Rezoning:
    parcels: tuple[Parcel, ...]  # each APN once, in order of first listing
    flags: tuple[str, ...]


def parse_rezoning(text: str) -> Rezoning:
    text = " ".join(text.split())
    zone_from: str | None = None
    zone_to: str | None = None
    overlay = OVERLAY_ADDED.search(text)
    if overlay is not None:
        zone_from = overlay.group("base")
        zone_to = f"{overlay.group('base')}/{overlay.group('overlay')}"
    else:
        from_to = FROM_TO.search(text)
        if from_to is not None:
            zone_from, zone_to = from_to.group("from"), from_to.group("to")
    parcels: list[Parcel] = []
    where: dict[str, list[str]] = {}
    listed = 0
    for listing in LISTING.finditer(text):
        address = " ".join(listing.group("address").split())
        for apn in APN.findall(listing.group("apns")):
            listed += 1
            where.setdefault(apn, []).append(address)
            if len(where[apn]) == 1:
                parcels.append(Parcel(apn, address, zone_from, zone_to))
    if not parcels:  # APNs without addresses
        for apn in APN.findall(text):
            listed += 1
            where.setdefault(apn, []).append("")
            if len(where[apn]) == 1:
                parcels.append(Parcel(apn, None, zone_from, zone_to))
    flags: list[str] = []
    for apn, addresses in where.items():
        if len(addresses) > 1:
            named = "; ".join(address for address in addresses if address)
            flags.append(
                f"parcel {apn} is listed {len(addresses)} times" + (f" ({named})" if named else "")
            )
    stated = STATED_COUNT.search(text)
    if stated is not None and int(stated.group("count")) != len(parcels):
        flags.append(
            f"the text rezones {stated.group('count')} parcels but lists {len(parcels)} distinct "
            f"parcels ({listed} listings)"
        )
    if not parcels:
        flags.append("no parcel numbers found in the rezoning")
    return Rezoning(tuple(parcels), tuple(flags))
