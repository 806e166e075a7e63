"""The rezoning stage's rows: `rezonings` (one row per listing as printed, with its status) and
`zoning_map` (a version of each parcel's zone per applied rezoning, in effective-date order).

A listing the parser noted (a parcel listed twice) is flagged and changes nothing; the others
apply when the engine applied their instruction.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from corpus.db.rows import Row, TableRows, sql_value
from corpus.engine.versions import AmendedCorpus
from parsers.ordinance_records import Instruction, InstructionStatus, Verb

if TYPE_CHECKING:
    from parsers.collect import ParsedCorpus


def listing_rows(instruction: Instruction, status: InstructionStatus | None) -> list[Row]:
    applied = status is InstructionStatus.APPLIED
    return [
        {
            "ordinance": instruction.ordinance,
            "instruction": instruction.id,
            "listing": p.listing,
            "apn": p.apn,
            "address": p.address,
            "from_zone": p.zone_from,
            "to_zone": p.zone_to,
            "acreage": p.acreage,
            "status": "flagged" if p.note or not applied else "applied",
            "note": p.note or (None if applied else f"the rezoning is {status or 'not applied'}"),
        }
        for p in instruction.parcels
    ]


def run_rezonings(parsed: ParsedCorpus, amended: AmendedCorpus, out: TableRows) -> None:
    """Add every rezoning's listings and the zoning map's versions to `out`."""
    statuses = {r.instruction: r.status for r in amended.results}
    by_ordinance = {p.ordinance.id: p.ordinance for p in parsed.ordinances}
    versions: dict[str, list[Row]] = {}
    for order in amended.order:
        ordinance = by_ordinance.get(order.ordinance)
        for instruction in ordinance.instructions if ordinance else ():
            if instruction.verb is not Verb.REZONE:
                continue
            rows = listing_rows(instruction, statuses.get(instruction.id))
            out.add("rezonings", rows)
            for row in rows:
                if row["status"] != "applied":
                    continue
                history = versions.setdefault(row["apn"], [])
                if history:
                    history[-1]["valid_to"] = sql_value(order.date)
                history.append(
                    {
                        "apn": row["apn"],
                        "version": len(history) + 1,
                        "zone": row["to_zone"],
                        "from_zone": row["from_zone"],
                        "address": row["address"],
                        "valid_from": sql_value(order.date),
                        "valid_to": None,
                        "ordinance": instruction.ordinance,
                        "instruction": instruction.id,
                        "valid_from_estimated": int(order.estimated),
                    }
                )
    out.add("zoning_map", (row for history in versions.values() for row in history))
