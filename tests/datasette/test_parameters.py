"""Parameters that cannot mean what they ask are a clear 400, never the current text as if it
answered (issue: `?as_of=not-a-date`, `?as_of=2026-13-45` and `?to=9` showed the current page)."""

from __future__ import annotations

import pytest
from datasette.app import Datasette

SECTION = "/cotati/section/17.62.030"
TABLE = "/cotati/table/17.22.020, Table 2-3"


@pytest.mark.parametrize(
    ("path", "params", "says"),
    [
        (SECTION, {"as_of": "not-a-date"}, "?as_of=not-a-date: not a date"),
        (SECTION, {"as_of": "2026-13-45"}, "?as_of=2026-13-45: not a date"),
        (SECTION, {"version": "two"}, "?version=two: not a version number"),
        (SECTION, {"version": "0"}, "?version=0: not a version number"),
        (SECTION, {"version": "9"}, "17.62.030 has no version 9 (its versions: 1, 2)"),
        (SECTION, {"from": "1", "to": "9"}, "?to=9: 17.62.030 has no version 9"),
        (SECTION, {"to": "2"}, "a comparison needs both versions"),
        (TABLE, {"version": "9"}, "?version=9: 17.22.020, Table 2-3 has no version 9"),
        (TABLE, {"compare": "x"}, "?compare=x: not a version number"),
    ],
)
async def test_a_bad_parameter_is_a_400_that_says_why(
    ds: Datasette, path: str, params: dict[str, str], says: str
) -> None:
    page = await ds.client.get(path, params=params)
    assert page.status_code == 400
    assert says in page.text.replace("&#39;", "'").replace("&amp;", "&")
    assert 'id="version-banner"' not in page.text  # no section text shown as if it answered
    if path == SECTION:
        data = await ds.client.get(path + ".json", params=params)
        assert data.status_code == 400
        assert data.json()["ok"] is False and says in data.json()["error"]


@pytest.mark.parametrize(
    ("path", "params"),
    [
        (SECTION, {"as_of": "2026-06-01"}),
        (SECTION, {"as_of": ""}),  # an empty date box asks for nothing
        (SECTION, {"version": "1"}),
        (SECTION, {"from": "1", "to": "2"}),
        (TABLE, {"version": "1", "compare": "1"}),
    ],
)
async def test_good_parameters_still_answer(
    ds: Datasette, path: str, params: dict[str, str]
) -> None:
    assert (await ds.client.get(path, params=params)).status_code == 200


async def _rows(ds: Datasette, query: str, **params: str) -> list[dict[str, object]]:
    response = await ds.client.get(f"/seeds/{query}.json", params={**params, "_shape": "array"})
    assert response.status_code == 200, response.text
    rows: list[dict[str, object]] = response.json()
    return rows


@pytest.mark.parametrize(
    ("query", "exact", "typed"),
    [
        # Canned queries read ids and codes as the pages do (issue: `cd` and `PA26-17` gave 0).
        ("where_allowed", {"use": "Bar", "district": "CD"}, {"use": "Bar", "district": "cd"}),
        ("permit_changes", {"district": "CD"}, {"district": "cd"}),
        ("ordinance_changes", {"ordinance": "PA#26-17"}, {"ordinance": "PA26-17"}),
        ("ordinance_changes", {"ordinance": "PA#26-17"}, {"ordinance": "pa 26-17"}),
        ("rezoned_parcels", {"ordinance": "PA#26-17"}, {"ordinance": "PA26-17"}),
        ("amendment_history", {"section": "17.62.030"}, {"section": "§ 17.62.030"}),
        (
            "section_as_of",
            {"section": "17.62.030", "date": "2026-06-01"},
            {"section": "Section 17.62.030", "date": "2026-06-01"},
        ),
        ("cited_by", {"target": "17.88"}, {"target": "Chapter 17.88"}),
        ("cites", {"source": "17.62.050"}, {"source": "Sec. 17.62.050"}),
        (
            "cites",
            {"source": "17.62.050", "jurisdiction": "cotati"},
            {"source": "17.62.050", "jurisdiction": "Cotati"},
        ),
    ],
)
async def test_canned_queries_read_ids_as_people_type_them(
    ds: Datasette, query: str, exact: dict[str, str], typed: dict[str, str]
) -> None:
    defaults = {
        "jurisdiction": "",
        "use": "",
        "district": "",
        "since": "",
        "apn": "",
        "ordinance": "",
        "date": "",
    }
    wanted = await _rows(ds, query, **{**defaults, **exact})
    assert wanted, f"{query} {exact}: the exact form finds nothing"
    assert await _rows(ds, query, **{**defaults, **typed}) == wanted
