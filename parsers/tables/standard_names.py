"""A standards table's row name as one of a closed set of standards, or the reason it is none.

The grammar reads the row's group heading and label together (`Setbacks` + `Side – Interior
(each)`, `Height limit` + `Main structure`, `Minimum Lot Area (sq. ft.)` + `House`) for a topic
(lot area, width, depth, frontage, density, height, coverage, floor area ratio, floor area,
parking, setbacks and yards in their many spellings) and, for setbacks, a side of the lot (front,
side, street side, rear). A label with a slash names one standard per part
(`Front/Street Side`, `Principal/Access`). Names that are standards of another kind (a build-to
line, a parking setback, an accessory structure's setback, frontage types) are declined with
their reason, so a person can see what was left out and why.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import StrEnum

from parsers.tables.standard_values import Unit, unit_named


class Standard(StrEnum):
    """The standards a district's dimensional rules are compared on (the National Zoning
    Atlas's fields, and the few every standards table prints beside them)."""

    MIN_LOT_AREA = "min_lot_area"
    MIN_LOT_WIDTH = "min_lot_width"
    MIN_LOT_FRONTAGE = "min_lot_frontage"
    MIN_LOT_DEPTH = "min_lot_depth"
    MAX_DENSITY_DU_AC = "max_density_du_ac"
    MIN_DENSITY_DU_AC = "min_density_du_ac"
    MAX_HEIGHT_MAIN = "max_height_main"
    MAX_HEIGHT_ACCESSORY = "max_height_accessory"
    MAX_LOT_COVERAGE = "max_lot_coverage"
    MAX_IMPERVIOUS_COVERAGE = "max_impervious_coverage"
    MAX_FAR = "max_far"
    MIN_FLOOR_AREA = "min_floor_area"  # a dwelling's minimum floor (living) area
    SETBACK_FRONT = "setback_front"
    SETBACK_SIDE = "setback_side"
    SETBACK_STREET_SIDE = "setback_street_side"
    SETBACK_REAR = "setback_rear"
    PARKING = "parking"


# The units each standard is measured in, in order of preference (a height in feet is kept
# before one in stories); the first is a bare number's unit when the name prints none.
UNITS: dict[Standard, tuple[Unit, ...]] = {
    Standard.MIN_LOT_AREA: (Unit.SQ_FT, Unit.ACRES),
    Standard.MIN_LOT_WIDTH: (Unit.FT,),
    Standard.MIN_LOT_FRONTAGE: (Unit.FT,),
    Standard.MIN_LOT_DEPTH: (Unit.FT,),
    Standard.MAX_DENSITY_DU_AC: (Unit.DU_PER_ACRE,),
    Standard.MIN_DENSITY_DU_AC: (Unit.DU_PER_ACRE,),
    Standard.MAX_HEIGHT_MAIN: (Unit.FT, Unit.STORIES),
    Standard.MAX_HEIGHT_ACCESSORY: (Unit.FT, Unit.STORIES),
    Standard.MAX_LOT_COVERAGE: (Unit.PERCENT,),
    Standard.MAX_IMPERVIOUS_COVERAGE: (Unit.PERCENT,),
    Standard.MAX_FAR: (Unit.RATIO,),
    Standard.MIN_FLOOR_AREA: (Unit.SQ_FT,),
    Standard.SETBACK_FRONT: (Unit.FT,),
    Standard.SETBACK_SIDE: (Unit.FT,),
    Standard.SETBACK_STREET_SIDE: (Unit.FT,),
    Standard.SETBACK_REAR: (Unit.FT,),
    Standard.PARKING: (Unit.SPACES,),
}


@dataclass(frozen=True, slots=True)
class NameReading:
    standards: tuple[Standard, ...]  # one per part of a slashed label; empty: declined
    reason: str | None = None  # why no standard, when declined
    qualifier: str | None = None  # the label, when it only qualifies its heading (`House`)
    unit: Unit | None = None  # the unit the name prints (`(sq. ft.)`)


def _rx(pattern: str) -> re.Pattern[str]:
    return re.compile(pattern, re.I)


# Topics, each read over the heading and label together (lower case, dashes as spaces).
PARKING = _rx(r"\bparking\b|\boff street\b")  # a parking requirement (or a parking setback)
SETBACK = _rx(r"\bsetbacks?\b|\byards?\b")  # a setback, a required yard
BUILD_TO = _rx(r"\bbuild to\b")  # a build-to line: a required place, not a minimum setback
FAR = _rx(r"\bf\.?a\.?r\b|floor area ratio")  # floor area ratio
DENSITY = _rx(  # dwelling units per acre, or lot area per dwelling unit
    r"\bdensity\b|units? (?:per|/) ?(?:gross |net )?acre|\bdu ?/ ?ac|"
    r"lot area per (?:dwelling )?unit|(?:area|sq\.? ?ft\.?|s\.? ?f\.?) per (?:dwelling )?unit"
)
IMPERVIOUS = _rx(r"impervious|impermeable")  # impervious surface, not building coverage
COVERAGE = _rx(r"\bcoverage\b|\bcover\b|\bfootprint\b")  # lot (building, site) coverage
HEIGHT = _rx(r"\bheight\b|\bstories\b")  # a height limit
FLOOR_AREA = _rx(  # a dwelling's floor area (`Minimum Residential Living Area`)
    r"living area|floor area|square footage|dwelling (?:unit )?size|unit size|ground floor"
)
ACCESSORY = _rx(r"\baccess(?:ory)?\b")  # an accessory structure
GARAGE = _rx(r"\bgarage\b")  # a garage's own setback
WIDTH = _rx(r"\bwidth\b")  # lot width
DEPTH = _rx(r"\bdepth\b")  # lot depth
AREA = _rx(r"\b(?:area|size)\b")  # lot area (with `lot` in the name or its heading)
LOT = _rx(r"\blots?\b")
FRONTAGE = _rx(r"(?:^|\blot )frontage\b(?! types?)")  # lot frontage, not frontage types
MINIMUM = _rx(r"\bmin(?:imum)?\b")
MAXIMUM = _rx(r"\bmax(?:imum)?\b")
SIDE_SUM = _rx(r"\b(?:total|sum|combined|aggregate|both)\b")  # the sum of the side yards
BETWEEN = _rx(r"\bbetween\b")  # a distance between buildings, not from a lot line
SEE = _rx(r"^see\b")  # a reference printed as a row of its own
# The sides of a lot, in the order they are tried: a street side before the plain side.
SIDES: tuple[tuple[re.Pattern[str], Standard], ...] = (
    (
        _rx(r"street side|side street|\bcorner\b|exterior side|flanking"),
        Standard.SETBACK_STREET_SIDE,
    ),
    (_rx(r"\bfront\b|primary street"), Standard.SETBACK_FRONT),
    (_rx(r"\brear\b"), Standard.SETBACK_REAR),
    (_rx(r"\bside\b|\binterior\b"), Standard.SETBACK_SIDE),
)
# Words that name a standard's structure or measure rather than qualify it: a label left with
# other words after these are gone is a qualifier of its heading (`House`, `1-Story`).
NAMING = _rx(
    r"\b(?:main|principal|primary|accessory|access|all|structures?|buildings?|maximum|minimum|"
    r"max|min|each|interior|limit|requirements?|[a-z]?\d+)\b|[^a-z0-9]+"
)
# Rows of a standards table that are not dimensions, declined with what they are.
DECLINED: tuple[tuple[re.Pattern[str], str], ...] = (
    (_rx(r"frontage types?"), "building frontage types, not a dimension"),
    (_rx(r"encroachments?"), "encroachments into setbacks"),
    (_rx(r"projections?"), "projections into yards"),
)
# Footnote marks printed on a name: `[1]`, `(2)`, `*`.
NAME_MARK = re.compile(r"\[\w{1,3}\]|\(\d{1,2}\)|\*+")


def _normal(text: str) -> str:
    text = NAME_MARK.sub(" ", text)
    return " ".join(re.sub(r"[–—\-_]+", " ", text).split())


def _declined(reason: str) -> NameReading:
    return NameReading((), reason)


def _side(text: str) -> Standard | None:
    return next((standard for pattern, standard in SIDES if pattern.search(text)), None)


def _setbacks(heading: str, label: str) -> NameReading | None:
    """The setbacks a label names, one per slashed part; None when no side is named."""
    parts = [p for p in label.split("/") if p.strip()] or [label]
    sides = [_side(p) for p in parts]
    if len(parts) > 1 and all(sides):
        return NameReading(tuple(s for s in sides if s is not None))
    side = _side(label) or _side(heading)
    if side is None:
        return None
    if side is Standard.SETBACK_SIDE and SIDE_SUM.search(label):
        return _declined("the sum of the side yards")
    return NameReading((side,))


def _heights(heading: str, label: str) -> NameReading:
    if _bounds(heading, label) == (True, False):
        return _declined("a minimum height")
    parts = [p for p in label.split("/") if p.strip()]
    if len(parts) > 1 and any(ACCESSORY.search(p) for p in parts):
        return NameReading(
            tuple(
                Standard.MAX_HEIGHT_ACCESSORY if ACCESSORY.search(p) else Standard.MAX_HEIGHT_MAIN
                for p in parts
            )
        )
    if ACCESSORY.search(label or heading):
        return NameReading((Standard.MAX_HEIGHT_ACCESSORY,))
    return NameReading((Standard.MAX_HEIGHT_MAIN,))


def _bounds(heading: str, label: str) -> tuple[bool, bool]:
    """Whether the name says minimum, maximum: the label's word when it has one (a heading's
    `Minimum` does not make `Max. Floor Area` a minimum), else the heading's."""
    for text in (label, heading):
        minimum, maximum = bool(MINIMUM.search(text)), bool(MAXIMUM.search(text))
        if minimum or maximum:
            return minimum, maximum
    return False, False


def _topic(heading: str, label: str) -> NameReading | None:
    """The standard the name's topic gives, or the reason it is declined; None: no topic."""
    text = f"{heading} {label}"
    minimum, maximum = _bounds(heading, label)
    for pattern, reason in DECLINED:
        if pattern.search(label):
            return _declined(reason)
    if PARKING.search(text):
        if SETBACK.search(text):
            return _declined("a parking setback")
        return NameReading((Standard.PARKING,))
    if BUILD_TO.search(text):
        return _declined("a build-to line, not a minimum setback")
    if FAR.search(text):
        return NameReading((Standard.MAX_FAR,))
    if DENSITY.search(text):
        low = minimum and not maximum
        return NameReading((Standard.MIN_DENSITY_DU_AC if low else Standard.MAX_DENSITY_DU_AC,))
    if IMPERVIOUS.search(text):
        return NameReading((Standard.MAX_IMPERVIOUS_COVERAGE,))
    if COVERAGE.search(text):
        if ACCESSORY.search(text):
            return _declined("an accessory structure's coverage")
        return NameReading((Standard.MAX_LOT_COVERAGE,))
    if HEIGHT.search(text):
        return _heights(heading, label)
    if FLOOR_AREA.search(text):
        if maximum and not minimum:
            return _declined("a maximum floor area or dwelling size")
        return NameReading((Standard.MIN_FLOOR_AREA,))
    return _placement(heading, label, text, (minimum, maximum))


def _placement(
    heading: str, label: str, text: str, bounds: tuple[bool, bool]
) -> NameReading | None:
    """Setbacks and the lot's own dimensions."""
    if ACCESSORY.search(text) and (SETBACK.search(text) or not _side(label)):
        return _declined("an accessory structure's setbacks")
    if GARAGE.search(text):
        return _declined("a garage's setback")
    if BETWEEN.search(text):
        return _declined("a distance between buildings")
    if SETBACK.search(text) or _side(label):
        return _setbacks(heading, label) or _declined("a setback naming no side of the lot")
    if FRONTAGE.search(label):
        return NameReading((Standard.MIN_LOT_FRONTAGE,))
    if WIDTH.search(text):
        return NameReading((Standard.MIN_LOT_WIDTH,))
    if DEPTH.search(text):
        return NameReading((Standard.MIN_LOT_DEPTH,))
    if AREA.search(text) and LOT.search(text):
        if bounds == (False, True):
            return _declined("a maximum lot area")
        return NameReading((Standard.MIN_LOT_AREA,))
    return None


def read_name(heading: str | None, label: str) -> NameReading:
    """The standards a row names (`heading`: its group heading, if any)."""
    head, text = _normal(heading or ""), _normal(label)
    if SEE.search(text):
        return _declined("a reference printed as a row")
    # A label naming a topic of its own is read on its own: a heading left over from the rows
    # above (`Floor area:` over `Lot width at building line`) does not scope it.
    own = _topic("", text) if any(p.search(text) for p in TOPICS) else None
    reading = own if own is not None and own.standards else _topic(head, text)
    if reading is None:
        return _declined("no standard of the closed set")
    unit = unit_named(NAME_MARK.sub(" ", label)) or unit_named(head)
    qualifier = None
    if reading.standards and not _mentions_topic(text) and NAMING.sub("", text):
        qualifier = label.strip()
    return NameReading(reading.standards, reading.reason, qualifier, unit)


TOPICS = (PARKING, SETBACK, FAR, DENSITY, COVERAGE, HEIGHT, FLOOR_AREA, WIDTH, DEPTH, AREA)


def _mentions_topic(label: str) -> bool:
    """Whether a label names a topic or a side itself (else it qualifies its heading)."""
    return any(p.search(label) for p in TOPICS) or _side(label) is not None
