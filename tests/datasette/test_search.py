"""The search box, the search page and the `search` query, served in-process from the seeds."""

from __future__ import annotations

import asyncio
import re
import shutil
import time
from pathlib import Path
from typing import Any

import pytest
from datasette.app import Datasette
from publish_fixtures import RAW, make_datasette

from corpus.build import build

DB = "seeds"  # the stem of the session database (conftest)
HUGE = " ".join(["p*"] * 2000)  # once took 26 s and held a SQL thread
HUGE_DISTINCT = " ".join(f"p{i}*" for i in range(2000))


async def canned(ds: Datasette, **params: str) -> list[dict[str, Any]]:
    response = await ds.client.get(f"/{DB}/search.json", params={**params, "_shape": "array"})
    assert response.status_code == 200, response.text
    result: list[dict[str, Any]] = response.json()
    return result


async def search(ds: Datasette, **params: str) -> dict[str, Any]:
    response = await ds.client.get("/-/search.json", params=params)
    assert response.status_code == 200, response.text
    result: dict[str, Any] = response.json()
    return result


# --- the search box -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    "path",
    [
        "/",
        f"/{DB}",
        f"/{DB}/sections",
        f"/{DB}/sections/1",
        f"/{DB}/search?q=permit",
        "/cotati/section/17.62.030",
        "/cotati/ordinance/PA%2326-17",
        "/-/search?q=permit",
    ],
)
async def test_one_search_box_on_every_page(ds: Datasette, path: str) -> None:
    response = await ds.client.get(path)
    assert response.status_code == 200
    boxes = re.findall(r'<form class="corpus-search" action="(/-/search)"', response.text)
    assert boxes == ["/-/search"]


@pytest.mark.parametrize(
    ("typed", "location"),
    [
        ("17.62.030", "/cotati/section/17.62.030"),
        ("§ 17.62.030", "/cotati/section/17.62.030"),
        ("Section 17.62.030", "/cotati/section/17.62.030"),
        ("17.62.030(E)(3)", "/cotati/section/17.62.030#sub-E-3"),
        ("PA#26-17", "/cotati/ordinance/PA%2326-17"),
        ("PA26-17", "/cotati/ordinance/PA%2326-17"),
        ("pa 26-17", "/cotati/ordinance/PA%2326-17"),
        ("PA22-14", "/cotati/ordinance/PA22%2F14"),
        ("Table 2-5", None),  # the table's page, wherever tables' pages live
    ],
)
async def test_an_id_typed_goes_to_its_page(
    ds: Datasette, typed: str, location: str | None
) -> None:
    response = await ds.client.get("/-/search", params={"q": typed})
    assert response.status_code == 302
    assert location in (None, response.headers["location"])
    target = await ds.client.get(response.headers["location"].partition("#")[0])
    assert target.status_code == 200
    if location is None:
        assert "Table 2-5" in target.text


async def test_an_id_in_several_jurisdictions_offers_the_choice(tmp_path: Path) -> None:
    raw = tmp_path / "raw"
    for name in ("cotati", "othertown"):
        shutil.copytree(RAW / "cotati", raw / name)
    database = tmp_path / "two.db"
    build(raw, database)
    ds = make_datasette(database)
    response = await ds.client.get("/-/search", params={"q": "§ 17.62.030"})
    assert response.status_code == 200
    choices = re.findall(r'<ul id="search-ids">(.*?)</ul>', response.text, re.S)[0]
    assert re.findall(r'href="([^"]+)"', choices) == [
        "/cotati/section/17.62.030",
        "/othertown/section/17.62.030",
    ]
    found = await search(ds, q="17.62.030", jurisdiction="othertown")
    assert [m["url"] for m in found["ids"]] == ["/othertown/section/17.62.030"]


# --- ranked search over every kind --------------------------------------------------------------


async def test_ordinances_are_searched(ds: Datasette) -> None:
    found = await search(ds, q="FOD overlay")
    first = found["results"][0]
    assert (first["kind"], first["id"]) == ("ordinance", "PA#26-17")
    assert first["url"] == "/cotati/ordinance/PA%2326-17#:~:text=FOD"  # the page marks it


@pytest.mark.parametrize(
    ("q", "kind", "expected"),
    [
        ("limited term permit", "section", "17.62.030"),
        ("OSC Zone Standards", "table", "17.24.030, Table 2-5"),
        ("transect", "paragraph", "cotati/ecode360/title17-unnumbered-paragraphs.txt#0"),
    ],
)
async def test_each_kind_is_labelled(ds: Datasette, q: str, kind: str, expected: str) -> None:
    found = await search(ds, q=q)
    assert any((r["kind"], r["id"]) == (kind, expected) for r in found["results"][:3])
    only = await search(ds, q=q, kind=kind)
    assert {r["kind"] for r in only["results"]} == {kind}
    assert only["total"] <= found["total"]


async def test_relevance_is_readable(ds: Datasette) -> None:
    found = await search(ds, q="parking")
    shown = [r["relevance"] for r in found["results"]]
    assert shown[0] == 100
    assert shown == sorted(shown, reverse=True)
    assert all(1 <= r <= 100 for r in shown)


async def test_phrases_and_prefixes(ds: Datasette) -> None:
    words = await search(ds, q="public hearing")
    phrase = await search(ds, q='"public hearing"')
    assert 0 < phrase["total"] <= words["total"]
    prefix = await search(ds, q="perman*")
    assert prefix["total"] > 0
    assert any("<mark>perman" in r["snippet"].lower() for r in prefix["results"])


async def test_pages_of_results(ds: Datasette) -> None:
    first = await search(ds, q="permit")
    second = await search(ds, q="permit", page="2")
    assert first["total"] == second["total"] > 20 and second["pages"] >= 2
    ids = {(r["kind"], r["id"]) for r in first["results"]}
    assert ids.isdisjoint((r["kind"], r["id"]) for r in second["results"])
    assert all(r["relevance"] < 100 for r in second["results"])


async def test_the_page_escapes_text_and_keeps_only_marks(ds: Datasette) -> None:
    response = await ds.client.get("/-/search", params={"q": "limited term permit"})
    assert response.status_code == 200
    snippets = re.findall(r'<div class="search-snippet">(.*?)</div>', response.text, re.S)
    assert snippets and "<mark>" in snippets[0]
    assert all(set(re.findall(r"<(\w+)", s)) <= {"mark"} for s in snippets)
    assert "bm25" not in response.text and "select" not in response.text.lower()


# --- the `search` canned query ------------------------------------------------------------------


async def test_canned_search_ranks_every_kind_with_relevance(ds: Datasette) -> None:
    found = await canned(ds, q="limited term permit")
    assert (found[0]["kind"], found[0]["section"]) == ("section", "17.62.030")
    assert "<mark>" in found[0]["snippet"].lower()
    shown = [r["relevance"] for r in found]
    assert shown[0] == 100 and shown == sorted(shown, reverse=True)
    assert (await canned(ds, q="FOD overlay"))[0]["kind"] == "ordinance"


async def test_canned_search_stems_and_tolerates_syntax(ds: Datasette) -> None:
    stemmed = await canned(ds, q="permits")
    plain = await canned(ds, q="permit")
    assert {r["id"] for r in stemmed} == {r["id"] for r in plain} != set()
    assert await canned(ds, q='"unbalanced (quote AND') == []
    assert await canned(ds, q="") == []


async def test_canned_search_hides_its_sql_and_marks_only(ds: Datasette) -> None:
    response = await ds.client.get(f"/{DB}/search", params={"q": "limited term permit"})
    assert response.status_code == 200
    assert 'id="sql-query"' not in response.text and 'id="sql-editor"' not in response.text
    assert "_show_sql=1" in response.text
    cells = re.findall(r'<td class="col-snippet[^"]*">(.*?)</td>', response.text, re.S)
    assert cells and "<mark>" in cells[0].lower()
    assert all(set(re.findall(r"<(\w+)", c)) <= {"mark"} for c in cells)


# --- bounded, and stopped by the time limit -----------------------------------------------------


@pytest.mark.parametrize("q", [HUGE, HUGE_DISTINCT])
@pytest.mark.parametrize("path", ["/-/search.json", "/-/search", f"/{DB}/search.json"])
async def test_a_huge_query_is_answered_quickly(ds: Datasette, path: str, q: str) -> None:
    start = time.perf_counter()
    response = await ds.client.get(path, params={"q": q})
    assert time.perf_counter() - start < 5
    assert response.status_code == 200


@pytest.mark.parametrize(
    "params",
    [
        {"_search": HUGE},
        {"_search": HUGE_DISTINCT, "_searchmode": "raw"},
        {"sql": f"select bm25(sections_fts) from sections_fts where sections_fts match '{HUGE}'"},
        {"sql": "select rowid from sections_fts where sections_fts match :q", "q": HUGE},
    ],
)
async def test_a_huge_query_where_sqlite_cannot_stop_it_is_refused(
    ds: Datasette, params: dict[str, str]
) -> None:
    path = f"/{DB}/sections.json" if "_search" in params else f"/{DB}.json"
    start = time.perf_counter()
    response = await ds.client.get(path, params=params)
    assert time.perf_counter() - start < 5
    assert response.status_code == 400
    assert "2000 terms is refused" in response.text


@pytest.mark.parametrize(
    ("path", "params"),
    [
        (f"/{DB}/sections.json", {"_search": "limited term permit"}),
        (
            f"/{DB}.json",
            {"sql": "select rowid from sections_fts where sections_fts match 'permit'"},
        ),
        (f"/{DB}.json", {"sql": "select count(*) from sections where text like :q", "q": HUGE}),
    ],
)
async def test_ordinary_queries_pass_the_guard(
    ds: Datasette, path: str, params: dict[str, str]
) -> None:
    response = await ds.client.get(path, params=params)
    assert response.status_code == 200, response.text


async def test_other_pages_are_served_meanwhile(ds: Datasette) -> None:
    async def timed(path: str, **params: str) -> float:
        start = time.perf_counter()
        response = await ds.client.get(path, params=params)
        assert response.status_code == 200
        return time.perf_counter() - start

    await ds.invoke_startup()
    heavy = [timed("/-/search.json", q=HUGE_DISTINCT) for _ in range(3)]
    heavy += [timed(f"/{DB}/search.json", q=HUGE) for _ in range(3)]
    page = timed("/cotati/section/17.62.030")
    times = await asyncio.gather(*heavy, page)
    assert max(times) < 5
    assert times[-1] < 5


async def test_a_search_past_the_time_limit_is_stopped(seed_db: Path) -> None:
    ds = make_datasette(seed_db)
    ds._settings["sql_time_limit_ms"] = 0  # every query is past its limit at once
    response = await ds.client.get("/-/search.json", params={"q": "permit"})
    assert response.status_code == 400
    assert "stopped" in response.json()["error"]
    html = await ds.client.get("/-/search", params={"q": "permit"})
    assert html.status_code == 400 and "was stopped" in html.text
