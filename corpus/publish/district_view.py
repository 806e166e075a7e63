"""The page of a zoning district, `/<jurisdiction>/district/<code>` (and its `.json`), and the
housing treatments in the Atlas's fields, `/<jurisdiction>/housing.csv` and `.json`.

The district page shows, as of `?as_of=YYYY-MM-DD` (today when absent or unreadable), the
district's housing treatments, each linked to the cells it comes from on the table page, the
uses its permit matrices give each code, and its dimensional standards when the database has a
`district_standards` table (saying nothing is known when it has none).
"""

from __future__ import annotations

from typing import Any
from urllib.parse import unquote

from datasette.utils.asgi import Response

from corpus.publish import views
from corpus.publish.atlas import AtlasFormat, atlas_records, atlas_text
from corpus.publish.loaders.district_page import (
    DistrictPage,
    Treatment,
    load_district,
    treatments_in_force,
)
from corpus.publish.parameters import date_parameter
from corpus.publish.urls import Links

# Each treatment as a reader reads it.
TREATMENT_WORDS = {
    "allowed": "allowed",
    "public_hearing": "public hearing",
    "prohibited": "prohibited",
    "overlay": "overlay",
}


def shown_number(value: object) -> str:
    """A standard's number as people write it: `28`, not `28.0`."""
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return "" if value is None else str(value)


def treatment_json(t: Treatment, jurisdiction: str, links: Links) -> dict[str, Any]:
    return {
        "housing_type": t.housing_type,
        "treatment": t.treatment,
        "basis": t.basis,
        "reason": t.reason,
        "table": t.table,
        "version": t.version,
        "valid_from": t.valid_from,
        "valid_from_estimated": t.valid_from_estimated,
        "valid_to": t.valid_to,
        "ordinance": t.ordinance,
        "cells": [
            {
                "row": c.row,
                "use": c.use,
                "column": t.district,
                "permit": c.permit,
                "treatment": c.treatment,
                "reason": c.reason,
                "decides": c.decides,
                "url": links.table_cell(jurisdiction, t.table, t.version, c.row, t.district),
            }
            for c in t.cells
        ],
    }


def district_json(page: DistrictPage, links: Links) -> dict[str, Any]:
    where = page.jurisdiction
    return {
        "jurisdiction": where,
        "district": page.district,
        "name": page.name,
        "url": links.district(where, page.district, _day(page)),
        "export": {ext: links.housing_export(where, ext, _day(page)) for ext in AtlasFormat},
        "as_of": page.as_of.isoformat() if page.as_of else None,
        "housing_treatments": [treatment_json(t, where, links) for t in page.treatments],
        "uses": [
            {
                "table": g.table,
                "version": g.version,
                "permit": g.permit,
                "meaning": g.meaning,
                "treatment": g.treatment,
                "uses": [use for _row, use in g.uses],
            }
            for g in page.uses
        ],
        "standards": None
        if page.standards is None
        else [{name: getattr(s, name) for name in s.__dataclass_fields__} for s in page.standards],
    }


def district_context(page: DistrictPage, links: Links) -> dict[str, Any]:
    where = page.jurisdiction
    return {
        "page": page,
        "words": TREATMENT_WORDS,
        "number": shown_number,
        "cell_url": lambda t, row: links.table_cell(where, t.table, t.version, row, t.district),
        "standard_url": lambda s: links.table_cell(where, s.table, s.version, s.row, s.column),
        "table_url": lambda table: links.table(where, table),
        "section_url": lambda s: links.section(where, s),
        "ordinance_url": lambda o: links.ordinance(where, o),
        "export_url": lambda ext: links.housing_export(where, ext, _day(page)),
    }


def _day(page: DistrictPage) -> str | None:
    return page.as_of.isoformat() if page.as_of else None


async def district_page(datasette: Any, request: Any) -> Any:
    """The route's handler (datasette/plugins/corpus_pages.py)."""
    jurisdiction = unquote(request.url_vars["jurisdiction"])
    district = unquote(request.url_vars["id"])
    wants_json = bool(request.url_vars.get("json"))
    day = date_parameter(request.args, "as_of")
    db = datasette.get_database()
    page: DistrictPage | None = await db.execute_fn(
        lambda conn: load_district(conn, jurisdiction, district, day)
    )
    links = views.links_of(datasette)
    if page is None:
        answer = await views.missing(
            datasette, "district", district, request, jurisdiction, wants_json
        )
    elif wants_json:
        answer = views.Answer(200, data=district_json(page, links))
    else:
        context = district_context(page, links) | {"database": db.name}
        html = await datasette.render_template("corpus_district.html", context, request=request)
        answer = views.Answer(200, html)
    return views.response_of(answer)


async def housing_export(datasette: Any, request: Any) -> Any:
    """`/<jurisdiction>/housing.csv` or `.json` (`?as_of=`): the Atlas's fields."""
    jurisdiction = unquote(request.url_vars["jurisdiction"])
    form = AtlasFormat(request.url_vars["format"])
    day = date_parameter(request.args, "as_of")
    db = datasette.get_database()
    treatments = await db.execute_fn(lambda conn: treatments_in_force(conn, jurisdiction, day))
    text = atlas_text(atlas_records(jurisdiction, treatments), form)
    kind = "text/csv" if form is AtlasFormat.CSV else "application/json"
    return Response(text, content_type=f"{kind}; charset=utf-8")
