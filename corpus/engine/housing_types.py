"""Which housing types a permit matrix's row is: the grammar of land-use names.

A row names a housing type when its label starts with one (after an optional `Dwelling,` or
`Residential –` lead): `Single-family dwelling`, `One-family`, `Duplex`, `Two-family`,
`Multifamily housing, 3 or 4 units`, `Multi-family (3-4 units)`, `Multifamily, 5+`, `Apartments`,
`Accessory dwelling unit`, `Second unit`, `Supportive housing`, `Affordable housing`. A
multifamily row's unit count is read as a range, and the row feeds every type whose range it
meets (`3 or 4 units` feeds 3-family and 4+-family); a multifamily row naming no count stands for
three or more units (two being a two-family dwelling). A row whose name says its housing is
affordable (`up to 100 units with 25% affordable`) feeds only the affordable type. A use that
merely sits in a dwelling (`Residential care, 6 or fewer clients, in a single-family dwelling`),
a junior accessory dwelling unit, a mobile home, a live/work unit or a mixed-use project's
residential part is no housing type of the Atlas and is not mapped.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import StrEnum


class HousingType(StrEnum):
    """The National Zoning Atlas's housing types."""

    ONE_FAMILY = "1-family"
    TWO_FAMILY = "2-family"
    THREE_FAMILY = "3-family"
    FOUR_PLUS_FAMILY = "4+-family"
    ADU = "accessory dwelling unit"
    AFFORDABLE = "affordable/supportive housing"


# The unit counts each family type stands for: (first, last); None: no last.
UNITS: dict[HousingType, tuple[int, int | None]] = {
    HousingType.ONE_FAMILY: (1, 1),
    HousingType.TWO_FAMILY: (2, 2),
    HousingType.THREE_FAMILY: (3, 3),
    HousingType.FOUR_PLUS_FAMILY: (4, None),
}

# A lead some codes put before the type: `Dwelling, single-family`, `Residential – duplex`.
LEAD = r"^(?:(?:dwellings?|residential|housing)\s*[,:–—-]\s*)?"
# Single-family: `Single-family dwelling`, `One-family`, `Single family detached`, `1-unit`.
ONE_FAMILY = re.compile(LEAD + r"(?:single|one|1)[\s-]*(?:family|unit)\b")
# Two-family: `Two-family dwelling`, `Duplex`, `2-unit`.
TWO_FAMILY = re.compile(LEAD + r"(?:(?:two|2)[\s-]*(?:family|unit)\b|duplex)")
# Three-family: `Three-family dwelling`, `Triplex`.
THREE_FAMILY = re.compile(LEAD + r"(?:(?:three|3)[\s-]*family\b|triplex)")
# Four-family: `Four-family dwelling`, `Fourplex`, `Quadplex` (four units).
FOUR_FAMILY = re.compile(LEAD + r"(?:(?:four|4)[\s-]*family\b|fourplex|quadplex)")
# Multifamily: `Multifamily housing`, `Multi-family dwellings`, `Multiple-family residential`,
# `Multi-unit dwelling`, `Apartments`; what follows may give the count.
MULTIFAMILY = re.compile(
    LEAD + r"(?:residential\s+)?(?:multi(?:ple)?[\s-]*(?:family|unit)\b|apartments?\b)(?P<rest>.*)"
)
# A count range: `3 or 4 units`, `3-4 units`, `5 to 9 units`, `(3–4 units)`.
COUNT_RANGE = re.compile(r"(\d+)\s*(?:or|to|through|-|–)\s*(\d+)\s*(?:units|dwellings)?")
# An open count: `10 or more units`, `5+`, `5 units or more`, `over 4 units`.
COUNT_OPEN = re.compile(
    r"(\d+)\s*(?:\+|or\s+more|units\s+or\s+more|and\s+(?:over|above|more))|(?:over|more\s+than)\s+(\d+)"
)
# A capped count: `up to 100 units`, `4 units or fewer`, `no more than 4 units`.
COUNT_UPTO = re.compile(
    r"(?:up\s+to|no\s+more\s+than|not\s+more\s+than|maximum\s+of)\s+(\d+)|(\d+)\s+units?\s+or\s+(?:fewer|less)"
)
# An exact count: `2 units`, `(4 units)`.
COUNT_EXACT = re.compile(r"\b(\d+)\s+(?:units?|dwellings?)\b")
# Accessory dwelling units: `Accessory dwelling unit`, `Second unit`, `Secondary dwelling unit`,
# `Granny flat`, `Accessory apartment` (a junior accessory dwelling unit starts `Junior`).
ADU = re.compile(
    LEAD
    + r"(?:accessory\s+dwelling|second(?:ary)?\s+(?:dwelling\s+)?units?\b|granny\s+(?:flat|unit)"
    r"|accessory\s+(?:apartment|residential\s+unit))"
)
# Affordable and supportive housing by name: `Supportive housing`, `Affordable housing`.
AFFORDABLE_NAME = re.compile(LEAD + r"(?:supportive|affordable)\s+housing\b")
# A housing row restricted to affordable housing: `… with 25% affordable`, `… (affordable)`.
AFFORDABLE_WORD = re.compile(r"\baffordable\b")


@dataclass(frozen=True, slots=True)
class RowTypes:
    """The housing types a row feeds, and the grammar rule that said so."""

    types: tuple[HousingType, ...]
    rule: str  # one_family, two_family, …, multifamily 3-4, adu, affordable


def normal(label: str) -> str:
    """A label as the grammar reads it: lower case, one space, footnote marks dropped."""
    text = re.sub(r"\(\d+\)", " ", label.lower())
    return " ".join(text.replace("‐", "-").split())


def count_range(rest: str) -> tuple[int, int | None]:
    """The unit counts a multifamily row's words give; three or more when they give none."""
    if found := COUNT_RANGE.search(rest):
        return int(found.group(1)), int(found.group(2))
    if found := COUNT_OPEN.search(rest):
        first = found.group(1)
        return (int(first), None) if first else (int(found.group(2)) + 1, None)
    if found := COUNT_UPTO.search(rest):
        return 3, int(found.group(1) or found.group(2))
    if found := COUNT_EXACT.search(rest):
        return int(found.group(1)), int(found.group(1))
    return 3, None


def meets(first: int, last: int | None, kind: HousingType) -> bool:
    low, high = UNITS[kind]
    return (last is None or last >= low) and (high is None or first <= high)


def family_types(first: int, last: int | None) -> tuple[HousingType, ...]:
    return tuple(t for t in UNITS if meets(first, last, t))


def housing_types(label: str) -> RowTypes | None:
    """The housing types a land-use row feeds, or None when it names none."""
    text = normal(label)
    if AFFORDABLE_NAME.match(text):
        return RowTypes((HousingType.AFFORDABLE,), "affordable")
    if ADU.match(text):
        return RowTypes((HousingType.ADU,), "adu")
    if found := MULTIFAMILY.match(text):
        if AFFORDABLE_WORD.search(text):
            return RowTypes((HousingType.AFFORDABLE,), "affordable")
        first, last = count_range(found.group("rest"))
        return RowTypes(family_types(first, last), f"multifamily {first}-{last or ''}")
    for pattern, kind, rule in (
        (ONE_FAMILY, HousingType.ONE_FAMILY, "one_family"),
        (TWO_FAMILY, HousingType.TWO_FAMILY, "two_family"),
        (THREE_FAMILY, HousingType.THREE_FAMILY, "three_family"),
        (FOUR_FAMILY, HousingType.FOUR_PLUS_FAMILY, "four_family"),
    ):
        if pattern.match(text):
            if AFFORDABLE_WORD.search(text):
                return RowTypes((HousingType.AFFORDABLE,), "affordable")
            return RowTypes((kind,), rule)
    return None
