"""Changes people can follow: Atom feeds of a section, a chapter, a jurisdiction and a search,
read back with a feed parser, and the `changes since DATE` page with its JSON."""

from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path

import feedparser
import pytest
from datasette.app import Datasette
from publish_fixtures import make_datasette

# PA#26-17 has no adoption date: introduced 2026-10-13, + 5 days (Cal. Gov. Code § 36934)
# + 30 days (its effective rule) — the earliest day the law allows, marked estimated.
PA26_17_FROM = "2026-11-17"


def _changes_in_db(database: Path, since: str = "") -> set[tuple[str | None, int | None]]:
    """Every change the seeds hold, read straight from the tables: (section, version) of each
    version an instruction or a later export made, (instruction, None) of each instruction
    that made no section version."""
    with sqlite3.connect(database) as conn:
        versions = conn.execute(
            "select section, version from section_versions where jurisdiction = 'cotati' "
            "and (coalesce(instruction, '') != '' or version > 1) and valid_from >= ?",
            (since,),
        ).fetchall()
        others = conn.execute(
            "select i.id from instructions i join ordinances o on o.id = i.ordinance "
            "where i.jurisdiction = 'cotati' and o.applied_as_of >= ? and not exists "
            "(select 1 from section_versions v where v.instruction = i.id)",
            (since,),
        ).fetchall()
    return {(s, v) for s, v in versions} | {(i, None) for (i,) in others}


async def _feed(ds: Datasette, path: str) -> feedparser.FeedParserDict:
    response = await ds.client.get(path)
    assert response.status_code == 200, response.text
    assert response.headers["content-type"].startswith("application/atom+xml")
    parsed = feedparser.parse(response.content)
    assert not parsed.bozo, parsed.get("bozo_exception")
    assert parsed.version == "atom10"
    return parsed


async def test_a_sections_feed_is_its_change_with_the_diff_link_and_the_estimated_date(
    ds: Datasette,
) -> None:
    feed = await _feed(ds, "/cotati/section/17.62.030.atom")
    assert feed.feed.id == "http://localhost/cotati/section/17.62.030.atom"
    links = {link.rel: link.href for link in feed.feed.links}
    assert links["self"] == "http://localhost/cotati/section/17.62.030.atom"
    assert links["alternate"] == "http://localhost/cotati/-/changes?section=17.62.030"
    [entry] = feed.entries
    assert entry.id == "http://localhost/cotati/section/17.62.030?version=2"
    assert entry.link == "http://localhost/cotati/section/17.62.030?from=1&to=2#diff"
    assert entry.updated.startswith(f"{PA26_17_FROM}T00:00:00")
    assert entry.updated_parsed[:3] == (2026, 11, 17)
    assert "PA#26-17 §12" in entry.title and "estimated" in entry.title
    text = entry.content[0].value
    for part in ("PA#26-17 §12", "replace_section", "17.62.030", "applied", "estimated"):
        assert part in text
    assert {t.term for t in entry.tags} == {"replace_section", "applied"}


async def test_a_feed_of_nothing_is_an_empty_feed_not_an_error(ds: Datasette) -> None:
    # 17.62.010 was never amended: datasette-atom answers 500 here (max() of no rows)
    feed = await _feed(ds, "/cotati/section/17.62.010.atom")
    assert feed.entries == []
    assert feed.feed.updated_parsed is not None


async def test_a_chapters_feed_is_its_sections_changes(ds: Datasette) -> None:
    feed = await _feed(ds, "/cotati/chapter/17.38.atom")
    sections = sorted(e.id.split("/section/")[1].split("?")[0] for e in feed.entries)
    assert len(sections) == 12 and all(s.startswith("17.38.") for s in sections)
    assert {e.link for e in feed.entries} == {e.id for e in feed.entries}  # version 1: no diff
    assert all("PA#26-17 §9" in e.title for e in feed.entries)


async def test_the_jurisdictions_feed_is_every_change(ds: Datasette, seed_db: Path) -> None:
    feed = await _feed(ds, "/cotati/-/changes.atom")
    expected = _changes_in_db(seed_db)
    assert len(feed.entries) == len(expected) > 20
    assert len({e.id for e in feed.entries}) == len(feed.entries)
    days = [e.updated[:10] for e in feed.entries]
    assert days == sorted(days, reverse=True)  # newest first
    # flagged instructions made no version and are followed too
    flagged = [e for e in feed.entries if "flagged" in e.title]
    [eleven] = [e for e in flagged if "PA#26-17 §11" in e.title]
    assert eleven.link == "http://localhost/cotati/ordinance/PA%2326-17#instructions"
    assert "the instruction names (C)(1)" in eleven.content[0].value  # its note


async def test_a_searchs_feed_is_the_changes_of_the_sections_it_finds(
    ds: Datasette, seed_db: Path
) -> None:
    with sqlite3.connect(seed_db) as conn:
        matching = {
            r[0]
            for r in conn.execute(
                "select s.id from sections_fts f join sections s on s.rowid = f.rowid "
                "where sections_fts match 'sign'"
            )
        }
    feed = await _feed(ds, "/cotati/-/changes.atom?q=sign")
    everything = await _feed(ds, "/cotati/-/changes.atom")
    found = {e.link.split("/section/")[1].split("?")[0] for e in feed.entries}
    assert found and found <= matching
    assert len(feed.entries) < len(everything.entries)
    assert "17.38.040" in found  # Prohibited signs
    assert "sign" in feed.feed.title


async def test_the_changes_since_page_and_its_json(ds: Datasette, seed_db: Path) -> None:
    since = "2026-11-01"
    data = (await ds.client.get(f"/cotati/-/changes.json?since={since}")).json()
    expected = _changes_in_db(seed_db, since)
    assert data["total"] == len(expected) == len(data["changes"])
    got = {
        (c["section"], c["version"]) if c["version"] else (c["instruction"], None)
        for c in data["changes"]
    }
    assert got == expected
    one = next(c for c in data["changes"] if c["section"] == "17.62.030")
    assert one["valid_from"] == PA26_17_FROM and one["valid_from_estimated"] is True
    assert one["diff_url"].endswith("/cotati/section/17.62.030?from=1&to=2#diff")
    page = await ds.client.get(f"/cotati/-/changes?since={since}")
    assert page.status_code == 200
    html = page.text
    assert 'type="application/atom+xml"' in html
    assert f"/cotati/-/changes.atom?since={since}" in html
    assert "PA#26-17 §12" in html and "PA22/14" not in html
    assert "(estimated)" in html


@pytest.mark.parametrize(
    ("path", "status"),
    [
        ("/cotati/-/changes?since=yesterday", 400),
        ("/cotati/-/changes.json?since=2026-13-01", 400),
        ("/nowhere/-/changes", 404),
        ("/nowhere/section/17.62.030.atom", 404),
    ],
)
async def test_bad_requests(ds: Datasette, path: str, status: int) -> None:
    assert (await ds.client.get("/cotati/-/changes")).status_code == 200  # the good one is there
    assert (await ds.client.get(path)).status_code == status


async def test_pages_link_their_feeds(ds: Datasette) -> None:
    section = (await ds.client.get("/cotati/section/17.62.030")).text
    assert 'href="/cotati/section/17.62.030.atom"' in section
    chapter = (await ds.client.get("/cotati/chapter/17.62")).text
    assert 'href="/cotati/chapter/17.62.atom"' in chapter


async def test_a_database_named_after_its_jurisdiction_keeps_its_changes_table(
    seed_db: Path, tmp_path: Path
) -> None:
    # `corpus build` writes build/cotati.db: `/cotati/changes` is then Datasette's page of the
    # `changes` table, which the changes pages (under `/cotati/-/`) must not shadow
    named = tmp_path / "cotati.db"
    shutil.copy(seed_db, named)
    ds = make_datasette(named)
    table = await ds.client.get("/cotati/changes.json")
    assert table.status_code == 200 and "rows" in table.json()
    assert (await ds.client.get("/cotati/-/changes.json")).json()["jurisdiction"] == "cotati"
