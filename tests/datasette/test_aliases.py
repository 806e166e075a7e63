"""One id per thing: every other name of a node leads to the one page that holds it, and a
name that may mean several nodes is a choice (issue: PA22/14's `Title 17, Table 2-3` was a page
saying "Not in this corpus, Cited by (0)" while `17.22.020, Table 2-3` held the table)."""

from __future__ import annotations

import re
import sqlite3
from pathlib import Path
from urllib.parse import quote, unquote, urlsplit

import pytest
from crawl import crawl
from datasette.app import Datasette
from test_publish_pages import DB

from corpus.publish.loaders.node_pages import canonical_nodes


@pytest.mark.parametrize(
    ("path", "lands"),
    [
        ("/cotati/table/Title 17, Table 2-3", "/cotati/table/17.22.020, Table 2-3"),
        ("/cotati/table/Title 17, Table 2-2", "/cotati/table/17.22.020, Table 2-2"),
        ("/cotati/table/Table 2-3", "/cotati/table/17.22.020, Table 2-3"),
        ("/cotati/table/Title 17, Table 2-3.json", "/cotati/table/17.22.020, Table 2-3.json"),
        ("/cotati/section/§ 17.62.030", "/cotati/section/17.62.030"),
        ("/cotati/section/Section 17.62.030", "/cotati/section/17.62.030"),
        (
            "/cotati/section/§ 17.62.030?as_of=2026-06-01",
            "/cotati/section/17.62.030?as_of=2026-06-01",
        ),
        ("/cotati/chapter/Chapter 17.62", "/cotati/chapter/17.62"),
    ],
)
async def test_another_name_leads_to_the_page_holding_it(
    ds: Datasette, path: str, lands: str
) -> None:
    first = await ds.client.get(quote(path, safe="/?=,"))
    assert first.status_code == 302
    assert unquote(first.headers["location"]) == lands
    final = await ds.client.get(first.headers["location"])
    assert final.status_code == 200


async def test_a_name_of_two_tables_is_a_choice(ds: Datasette) -> None:
    # Cotati's 17.22.020 and 17.24.020 both print a Table 2-4.
    page = await ds.client.get("/cotati/table/Title 17, Table 2-4")
    assert page.status_code == 300
    assert "17.22.020, Table 2-4" in page.text and "17.24.020, Table 2-4" in page.text
    data = (await ds.client.get("/cotati/table/Title 17, Table 2-4.json")).json()
    assert [c["id"] for c in data["choices"]] == ["17.22.020, Table 2-4", "17.24.020, Table 2-4"]


async def test_the_ordinance_page_links_lead_to_held_tables(ds: Datasette) -> None:
    """Every link of PA22/14's page to a table the corpus holds ends on that table's page (or
    a choice between two): none says the table is not in the corpus."""
    page = await ds.client.get("/cotati/ordinance/PA22%2F14")
    hrefs = {unquote(h) for h in re.findall(r'href="([^"]*/table/[^"]*)"', page.text)}
    assert any("Title 17, Table 2-3" in h for h in hrefs), hrefs  # the instruction's target
    held = {"2-2", "2-3", "2-4"}  # printed in 17.22.020 (and 17.24.020)
    for href in hrefs:
        answer = await ds.client.get(quote(href.split("#")[0], safe="/?=,"))
        if answer.status_code == 302:
            answer = await ds.client.get(answer.headers["location"])
        assert answer.status_code in (200, 300), href
        if href.rsplit("Table ", 1)[-1] in held:
            assert 'id="matrix"' in answer.text or 'id="choices"' in answer.text, href


async def test_no_page_says_absent_of_a_node_held_under_another_id(
    ds: Datasette, seed_db: Path
) -> None:
    found = await crawl(ds, DB)
    assert found.failures == [] and found.absent  # the seeds cite chapters they do not hold
    with sqlite3.connect(seed_db) as conn:
        for url in found.absent:
            parts = urlsplit(url).path.split("/")
            jurisdiction, kind, node = unquote(parts[1]), parts[2], unquote(parts[3])
            assert canonical_nodes(conn, jurisdiction, kind, node) == [], url
            if kind in ("section", "table"):
                table = "sections" if kind == "section" else "tables"
                held = f"select 1 from {table} where jurisdiction = ? and id = ?"
                assert conn.execute(held, (jurisdiction, node)).fetchone() is None, url
    conn.close()
