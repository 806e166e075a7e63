"""Search knows every id kind: a typed id of any kind, in any common form, lands on its page
(issue: `17.88`, `Chapter 17.88`, `Title 17`, `17.22.020` and parcels were unknown)."""

from __future__ import annotations

import sqlite3
from pathlib import Path
from urllib.parse import unquote

import pytest
from datasette.app import Datasette

# (typed, the page it lands on) — every id kind of the seeds: held and absent sections,
# subsections, chapters, titles, articles, tables (by section, title or number alone),
# ordinances in every number form, parcels by APN.
LANDS = [
    ("17.62.030", "/cotati/section/17.62.030"),
    ("§ 17.62.030", "/cotati/section/17.62.030"),
    ("Section 17.62.030", "/cotati/section/17.62.030"),
    ("§§ 17.62.030", "/cotati/section/17.62.030"),
    ("17.62.030(E)(3)", "/cotati/section/17.62.030#"),  # at the subsection's anchor
    ("17.24.030(A)", "/cotati/section/17.24.030#"),
    ("17.62.050", "/cotati/section/17.62.050"),
    ("17.38.035", "/cotati/section/17.38.035"),  # added by PA#26-17
    ("17.22.020", "/cotati/section/17.22.020"),  # cited, not held
    ("§ 17.22.020", "/cotati/section/17.22.020"),
    ("17.88", "/cotati/chapter/17.88"),
    ("Chapter 17.88", "/cotati/chapter/17.88"),
    ("chapter 17.62", "/cotati/chapter/17.62"),
    ("Chapters 17.24", "/cotati/chapter/17.24"),
    ("17.62", "/cotati/chapter/17.62"),
    ("17.24", "/cotati/chapter/17.24"),
    ("Title 17", "/cotati/title/Title 17"),
    ("title 17", "/cotati/title/Title 17"),
    ("TITLE 17", "/cotati/title/Title 17"),
    ("Title 9", "/cotati/title/Title 9"),
    ("Title 17, Article 2", "/cotati/article/Title 17, Article 2"),
    ("Article 2", "/cotati/article/Title 17, Article 2"),
    ("article 9", "/cotati/article/Title 17, Article 9"),
    ("Table 2-3", "/cotati/table/17.22.020, Table 2-3"),
    ("table 2-3", "/cotati/table/17.22.020, Table 2-3"),
    ("Title 17, Table 2-3", "/cotati/table/17.22.020, Table 2-3"),
    ("17.22.020, Table 2-3", "/cotati/table/17.22.020, Table 2-3"),
    ("Table 2-10", "/cotati/table/17.24.030, Table 2-10"),
    ("Table 2-5", "/cotati/table/17.24.030, Table 2-5"),
    ("17.20.020, Table 2-1", "/cotati/table/17.20.020, Table 2-1"),
    ("Title 17, Table 3-7", "/cotati/table/Title 17, Table 3-7"),  # cited, not held
    ("PA#26-17", "/cotati/ordinance/PA#26-17"),
    ("PA26-17", "/cotati/ordinance/PA#26-17"),
    ("pa 26-17", "/cotati/ordinance/PA#26-17"),
    ("Ordinance PA#26-17", "/cotati/ordinance/PA#26-17"),
    ("Ord. No. PA26-17", "/cotati/ordinance/PA#26-17"),
    ("PA22/14", "/cotati/ordinance/PA22/14"),
    ("PA22-14", "/cotati/ordinance/PA22/14"),
    ("144-020-004", "/seeds/rezoned_parcels?apn=144-020-004&jurisdiction=cotati"),
    ("144020004", "/seeds/rezoned_parcels?apn=144-020-004&jurisdiction=cotati"),
    ("046-281-003", "/seeds/rezoned_parcels?apn=046-281-003&jurisdiction=cotati"),
]


def test_the_table_is_broad() -> None:
    assert len(LANDS) >= 40
    kinds = {
        path.split("/")[2] for (path,) in [(p,) for _, p in LANDS] if path.startswith("/cotati")
    }
    assert kinds == {"section", "chapter", "title", "article", "table", "ordinance"}


@pytest.mark.parametrize(("typed", "lands"), LANDS)
async def test_a_typed_id_lands_on_its_page(ds: Datasette, typed: str, lands: str) -> None:
    response = await ds.client.get("/-/search", params={"q": typed})
    assert response.status_code == 302, typed
    location = unquote(response.headers["location"])
    assert location == lands or (lands.endswith("#") and location.startswith(lands)), location
    page = await ds.client.get(response.headers["location"].split("#")[0])
    assert page.status_code == 200


async def test_a_number_of_two_tables_offers_both(ds: Datasette) -> None:
    data = (await ds.client.get("/-/search.json", params={"q": "Table 2-4"})).json()
    assert [i["id"] for i in data["ids"]] == ["17.22.020, Table 2-4", "17.24.020, Table 2-4"]


async def test_a_parcel_is_found_by_its_address(ds: Datasette) -> None:
    data = (await ds.client.get("/-/search.json", params={"q": "Helman"})).json()
    parcels = [r for r in data["results"] if r["kind"] == "parcel"]
    assert {r["id"] for r in parcels} >= {"144-020-004", "046-281-003"}


async def test_results_ask_their_page_to_mark_the_words_found(ds: Datasette) -> None:
    data = (await ds.client.get("/-/search.json", params={"q": "limited term permit"})).json()
    first = data["results"][0]
    assert first["id"] == "17.62.030"
    assert "#:~:text=" in first["url"] and "imited" in unquote(first["url"])


@pytest.mark.parametrize(
    ("params", "check"),
    [
        ({"q": "permit", "chapter": "17.62"}, lambda r: r["id"].startswith("17.62")),
        ({"q": "permit", "chapter": "Chapter 17.24"}, lambda r: "17.24" in r["id"]),
        ({"q": "permit", "kind": "chapter"}, lambda r: r["kind"] == "chapter"),
    ],
)
async def test_filters_by_chapter_and_kind(
    ds: Datasette, params: dict[str, str], check: object
) -> None:
    data = (await ds.client.get("/-/search.json", params=params)).json()
    assert data["results"] and all(check(r) for r in data["results"])  # type: ignore[operator]


async def test_filter_by_date(ds: Datasette, seed_db: Path) -> None:
    everything = (await ds.client.get("/-/search.json", params={"q": "permit"})).json()
    params = {"q": "permit", "since": "2026-11-01"}
    since = (await ds.client.get("/-/search.json", params=params)).json()
    assert 0 < since["total"] < everything["total"]
    with sqlite3.connect(seed_db) as conn:
        changed = {
            row[0]
            for row in conn.execute(
                "select section from section_versions where valid_from >= '2026-11-01' "
                "union select id from ordinances where applied_as_of >= '2026-11-01'"
            )
        }
    conn.close()
    assert {r["id"] for r in since["results"]} <= changed
    bad = await ds.client.get("/-/search.json", params={"q": "permit", "since": "soon"})
    assert bad.status_code == 400
