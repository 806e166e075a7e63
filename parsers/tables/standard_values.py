"""A standards cell's value as data: `28 ft.`, `40%`, `6,000 sq. ft.`, `1 du per 3,000 sf`,
`10-20 du/acre`, `None`, `No limit`, `See Section 17.42.020`, `2.5 stories or 35 ft`.

`read_value` finds the quantities a cell prints (a number, a fraction or a mixed number, with the
unit spelled after it), keeps the first one whose unit the standard is measured in (the units
are in order of preference: a height in feet before one in stories), and says what kind of value
it is: a single quantity (`fixed`), `a-b` (`range`), a quantity the cell qualifies (`5 ft.; none
required between rowhouse units`: `conditional`, the rest kept as the condition), nothing
required (`None`, `N/A`, `No limit`: `not_regulated`), or only a reference (`See Section …`,
or a cell that is only a footnote mark: `refers_elsewhere`). A bare number takes the unit the
standard's name prints (`Minimum Lot Area (sq. ft.)`) or, failing that, the standard's own.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import StrEnum

SQ_FT_PER_ACRE = 43_560.0


class Unit(StrEnum):
    SQ_FT = "sq_ft"
    ACRES = "acres"
    FT = "ft"
    DU_PER_ACRE = "du_per_acre"
    PERCENT = "percent"
    RATIO = "ratio"
    STORIES = "stories"
    SPACES = "spaces"


class ValueKind(StrEnum):
    FIXED = "fixed"  # one quantity, nothing else said
    RANGE = "range"  # `0—10 ft.`: value to value_max
    CONDITIONAL = "conditional"  # a quantity the cell qualifies, or none in the standard's unit
    NOT_REGULATED = "not_regulated"  # `None`, `N/A`, `No limit`
    REFERS_ELSEWHERE = "refers_elsewhere"  # `See Section 17.42.020`, or only a footnote mark


@dataclass(frozen=True, slots=True)
class Reading:
    value: float | None
    value_max: float | None
    unit: Unit | None
    kind: ValueKind
    condition: str | None
    footnotes: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Quantity:
    value: float
    unit: Unit | None  # None: a bare number
    start: int
    end: int


# A unit's spellings after a number, longest first (`sq. ft.` before `ft.`, `du/acre` before
# `acres`): the group's name is the Unit's member name.
UNIT_SPELLING = (
    r"(?P<DU_PER_ACRE>(?:du|d\.u\.|dwelling\s+units?|units?)\s*(?:/|per)\s*"
    r"(?:gross\s+|net\s+)?ac(?:re)?s?\.?(?![a-z]))"
    r"|(?P<SQ_FT>sq(?:uare)?\.?\s*f(?:ee|oo)?t\.?(?![a-z])|s\.\s?f\.|sf\b|s\s*\.\s*ft\.?)"
    r"|(?P<ACRES>ac(?:re)?s?\.?(?![a-z]))"
    r"|(?P<FT>f(?:ee|oo)?t\.?(?![a-z])|['’′])"
    r"|(?P<PERCENT>%|percent\b)"
    r"|(?P<STORIES>stor(?:y|ies)\b)"
    r"|(?P<SPACES>(?:parking\s+)?spaces?\b)"
    r"|(?P<RATIO>:\s*1\b|far\b)"
)
# A number as codes print it: `6,000`, `2.5`, `.225`, a mixed number `2-1/2` or `2 1/2`, a
# fraction `1/2` (numerator below denominator, so `40/30` stays two numbers).
NUMBER = (
    r"(?P<whole>\d+)[\s-](?P<wnum>\d)/(?P<wden>\d{1,2})(?!\d)"
    r"|(?<![\d/])(?P<num>\d{1,2})/(?P<den>\d{1,2})(?![\d/])"
    r"|(?P<plain>\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?|\.\d+)"
)
QUANTITY = re.compile(rf"(?<![\w.])(?:{NUMBER})(?:\s*-?\s*(?:{UNIT_SPELLING}))?", re.I)
UNIT_ONLY = re.compile(rf"(?<![a-z])(?:{UNIT_SPELLING})", re.I)
# A density printed as area per unit: `1 du per 3,000 sf`, `1 dwelling unit per 5 acres`,
# `3,000 sq. ft. per unit`, `5 ac/unit`.
UNITS_PER_AREA = re.compile(
    r"(?P<n>\d+(?:\.\d+)?|one)\s*(?:du|d\.u\.|dwelling\s+units?|units?)\s*"
    r"(?:/|per|for\s+each|for\s+every)\s*(?P<area>[\d,]+(?:\.\d+)?)\s*"
    r"(?:(?P<sq>sq(?:uare)?\.?\s*f(?:ee|oo)?t\.?|s\.?f\.?)|(?P<ac>ac(?:re)?s?\.?))",
    re.I,
)
AREA_PER_UNIT = re.compile(
    r"(?P<area>[\d,]+(?:\.\d+)?)\s*(?:(?P<sq>sq(?:uare)?\.?\s*f(?:ee|oo)?t\.?|s\.?f\.?)|"
    r"(?P<ac>ac(?:re)?s?\.?))\s*(?:of\s+lot\s+area\s+)?(?:/|per)\s*(?:dwelling\s+)?units?\b",
    re.I,
)
# A range: a number, a dash or `to`, a number (`0—10 ft.`, `10-20 du/acre`, `15 – 20`).
RANGE = re.compile(r"^\s*(?P<low>[\d,.]+)\s*(?:-|–|—|to)\s*(?P<high>[\d,.]+)(?![\d/])")
# Footnote marks printed with a value: `[4]`, `(3)` before the end or a separator, `*`, `**`.
MARK = re.compile(
    r"\[(?P<bracket>\w{1,3})\]|\((?P<paren>\d{1,2})\)(?=\s*(?:$|[;,/]))|(?P<star>\*+)"
)
# Nothing required: the whole cell says so (`None`, `None required`, `N/A`, `No limit`, `-`).
NOT_REGULATED = re.compile(
    r"^(?:none(?:\s+required)?|n\s*/\s*a|n\.\s*a\.?|not\s+(?:applicable|regulated|required)|"
    r"no\s+(?:limit|requirement|minimum|maximum|max|min)|unlimited|[-–—]+)\.?$",
    re.I,
)
# Only a reference: `See Section 17.42.160.`, `Per § 4.2`, `Subject to R-2 district standards`.
REFERENCE = re.compile(
    r"^(?:see|refer\s+to|per|subject\s+to|pursuant\s+to|as\s+(?:required|provided|set\s+forth)"
    r"\s+(?:in|by))\b",
    re.I,
)
# What a cell may print around a fixed quantity without qualifying it: the measure's own words
# (`of lot area`, `minimum`, `max.`), punctuation.
TRIVIAL = re.compile(
    r"\b(?:of\s+(?:the\s+)?(?:lot|site)(?:\s+area)?|min(?:imum)?|max(?:imum)?|each|required|"
    r"gross|net)\b\.?|[\s.,;:()]+",
    re.I,
)


def unit_named(text: str) -> Unit | None:
    """The unit a standard's name prints (`(sq. ft.)`, `Min. Feet`, `Max. %`), if any."""
    found = UNIT_ONLY.search(text)
    return Unit[found.lastgroup] if found is not None and found.lastgroup else None


def _number(match: re.Match[str]) -> float:
    if match.group("whole"):
        return int(match.group("whole")) + int(match.group("wnum")) / int(match.group("wden"))
    if match.group("num"):
        return int(match.group("num")) / int(match.group("den"))
    return float(match.group("plain").replace(",", ""))


def quantities(text: str) -> list[Quantity]:
    """Every quantity `text` prints, in order; a fraction printed as one (`1/2`) only when its
    numerator is below its denominator."""
    found = []
    for match in QUANTITY.finditer(text):
        if match.group("num") and int(match.group("num")) >= int(match.group("den")):
            continue
        unit = next((Unit[name] for name in Unit.__members__ if match.group(name)), None)
        found.append(Quantity(_number(match), unit, match.start(), match.end()))
    return found


def strip_marks(text: str) -> tuple[str, tuple[str, ...]]:
    """The value without its footnote marks, and the marks."""
    marks = tuple(
        m.group("bracket") or m.group("paren") or m.group("star") for m in MARK.finditer(text)
    )
    return " ".join(MARK.sub(" ", text).split()), marks


def _density(text: str) -> float | None:
    """Dwelling units per acre from a density printed as area per unit."""
    per = UNITS_PER_AREA.search(text)
    if per is not None:
        n = 1.0 if per.group("n").casefold() == "one" else float(per.group("n"))
        area = float(per.group("area").replace(",", ""))
        acres = area / SQ_FT_PER_ACRE if per.group("sq") else area
        return round(n / acres, 3) if acres else None
    each = AREA_PER_UNIT.search(text)
    if each is not None:
        area = float(each.group("area").replace(",", ""))
        acres = area / SQ_FT_PER_ACRE if each.group("sq") else area
        return round(1 / acres, 3) if acres else None
    return None


# A connective left at either end once the chosen quantity is taken out (`2.5 stories or`).
CONNECTIVE = re.compile(r"^[\s;,/]*(?:or|and)\b|\b(?:or|and)[\s;,/]*$", re.I)


def _rest(text: str, start: int, end: int) -> str | None:
    """The cell's text around the chosen quantity: its condition, or None when only trivial
    words remain."""
    rest = " ".join(f"{text[:start]} {text[end:]}".split())
    rest = CONNECTIVE.sub("", rest).strip(" .,;/")
    return rest if TRIVIAL.sub("", rest) else None


def read_value(text: str, units: tuple[Unit, ...], named: Unit | None = None) -> Reading:
    """What `text` says of a standard measured in `units` (in order of preference); `named` is
    the unit the standard's name prints, for bare numbers."""
    clean, marks = strip_marks(text)
    if not clean:
        kind = ValueKind.REFERS_ELSEWHERE if marks else ValueKind.NOT_REGULATED
        condition = "note " + ", ".join(marks) if marks else None
        return Reading(None, None, None, kind, condition, marks)
    if NOT_REGULATED.match(clean):
        return Reading(None, None, None, ValueKind.NOT_REGULATED, None, marks)
    found = quantities(clean)
    if REFERENCE.match(clean) or not found:
        kind = ValueKind.REFERS_ELSEWHERE if REFERENCE.match(clean) else ValueKind.CONDITIONAL
        return Reading(None, None, None, kind, clean, marks)
    if Unit.DU_PER_ACRE in units and (density := _density(clean)) is not None:
        return Reading(density, None, Unit.DU_PER_ACRE, ValueKind.FIXED, None, marks)
    default = named if named in units else units[0]
    typed = [
        q if q.unit is not None or _of_something(clean, q) else _with(q, default) for q in found
    ]
    usable = [q for q in typed if q.unit in units]
    if not usable:
        return Reading(None, None, None, ValueKind.CONDITIONAL, clean, marks)
    chosen = min(usable, key=lambda q: (units.index(q.unit) if q.unit else 0, q.start))
    ranged = RANGE.match(clean[chosen.start :]) if chosen is usable[0] else None
    if ranged is not None and len(usable) >= 2 and usable[1].unit == chosen.unit:
        rest = _rest(clean, chosen.start, usable[1].end)
        kind = ValueKind.CONDITIONAL if rest else ValueKind.RANGE
        return Reading(chosen.value, usable[1].value, chosen.unit, kind, rest, marks)
    rest = _rest(clean, chosen.start, chosen.end)
    kind = ValueKind.CONDITIONAL if rest else ValueKind.FIXED
    return Reading(chosen.value, None, chosen.unit, kind, rest, marks)


def _with(q: Quantity, unit: Unit) -> Quantity:
    return Quantity(q.value, unit, q.start, q.end)


# A bare number that is a share of something (`1/3 of lot depth`, `10 of the width`): not a
# quantity in the standard's unit.
SHARE_OF = re.compile(r"^\s*of\s+(?!(?:the\s+)?(?:lot|site)(?:\s+area)?\b\s*$)", re.I)


def _of_something(text: str, q: Quantity) -> bool:
    return bool(SHARE_OF.match(text[q.end :]))
