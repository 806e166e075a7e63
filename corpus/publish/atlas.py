"""The housing treatments in the National Zoning Atlas's fields, as CSV or JSON: one record per
district (per permit-matrix version in force on the date), the same bytes from the site
(`/<jurisdiction>/housing.csv`, `.json`) and the CLI (`corpus housing`).

Field names and values are the Atlas's: its editors' columns `Jurisdiction`, `Abbreviated
District Name`, `Full District Name`, `1-Family Treatment`, `2-Family Treatment`, `3-Family
Treatment`, `4+-Family Treatment`, `Accessory Dwelling Unit (ADU) Treatment`, `Affordable
Housing (AH) Treatment`, with the values `Allowed/Conditional`, `Public Hearing`, `Prohibited`
and `Overlay` (as the state atlases publish them, e.g. the Vermont Zoning Atlas's field list,
github.com/VERSO-UVM/Vermont-Zoning-Atlas, analysis/canonical_fields.csv). An undecided
treatment is empty. The corpus adds where each value comes from: the table, its version and
the date it took effect (`Effective Start Date`, an Atlas field).
"""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Sequence
from enum import StrEnum

from corpus.engine.housing_types import HousingType
from corpus.publish.loaders.district_page import Treatment


class AtlasFormat(StrEnum):
    CSV = "csv"
    JSON = "json"


# Each housing type's Atlas field.
TYPE_FIELDS = {
    HousingType.ONE_FAMILY: "1-Family Treatment",
    HousingType.TWO_FAMILY: "2-Family Treatment",
    HousingType.THREE_FAMILY: "3-Family Treatment",
    HousingType.FOUR_PLUS_FAMILY: "4+-Family Treatment",
    HousingType.ADU: "Accessory Dwelling Unit (ADU) Treatment",
    HousingType.AFFORDABLE: "Affordable Housing (AH) Treatment",
}
# Each treatment as the Atlas spells it.
VALUES = {
    "allowed": "Allowed/Conditional",
    "public_hearing": "Public Hearing",
    "prohibited": "Prohibited",
    "overlay": "Overlay",
}
FIELDS = (
    "Jurisdiction",
    "Abbreviated District Name",
    "Full District Name",
    *TYPE_FIELDS.values(),
    "Effective Start Date",
    "Source Table",
    "Table Version",
)


def atlas_records(jurisdiction: str, treatments: Sequence[Treatment]) -> list[dict[str, str]]:
    """One record per district and table version, in the order the treatments come."""
    records: dict[tuple[str, int, str], dict[str, str]] = {}
    for t in treatments:
        key = (t.table, t.version, t.district)
        record = records.setdefault(
            key,
            {
                "Jurisdiction": jurisdiction,
                "Abbreviated District Name": t.district,
                "Full District Name": t.district_name,
                **dict.fromkeys(TYPE_FIELDS.values(), ""),
                "Effective Start Date": t.valid_from or "",
                "Source Table": t.table,
                "Table Version": str(t.version),
            },
        )
        record[TYPE_FIELDS[HousingType(t.housing_type)]] = VALUES.get(t.treatment or "", "")
    return list(records.values())


def atlas_text(records: Sequence[dict[str, str]], form: AtlasFormat) -> str:
    """The records as CSV (a header of the Atlas's fields) or JSON (a list of objects)."""
    if form is AtlasFormat.JSON:
        return json.dumps(list(records), ensure_ascii=False, indent=2) + "\n"
    out = io.StringIO()
    writer = csv.DictWriter(out, fieldnames=FIELDS, lineterminator="\n")
    writer.writeheader()
    writer.writerows(records)
    return out.getvalue()
