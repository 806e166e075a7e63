"""The published site as a whole: every link works, unknown paths are pages, one version per
section page, every id kind has a page, JSON beside every page, tables read as words."""

from __future__ import annotations

import html
import re
import sqlite3
from pathlib import Path

import pytest
import yaml
from click.testing import CliRunner
from crawl import crawl
from datasette.app import Datasette
from datasette.plugins import pm
from datasette.utils.asgi import Request
from test_publish_pages import DB, block, links

from corpus.cli import main
from corpus.db import read
from corpus.engine.diff import change_summary
from corpus.publish.errors import DEFAULT_HANDLER, error_response
from corpus.publish.metadata import METADATA_FILE


def text_of(markup: str) -> str:
    return html.unescape(re.sub(r"<[^>]+>", "", markup))


# --- every link ----------------------------------------------------------------------------------


async def test_the_whole_site_crawls_without_a_broken_link(ds: Datasette) -> None:
    found = await crawl(ds, DB)
    print(f"crawl: {len(found.pages)} pages read, {found.links} links, {found.checked} checked")
    assert found.failures == []
    assert len(found.pages) >= 200 and found.checked >= 1000  # the crawl did reach the site
    assert any(p.startswith("/cotati/chapter/") for p in found.pages)
    assert any(p.startswith("/cotati/ordinance/") for p in found.pages)
    assert found.duplicate_ids == []


@pytest.mark.parametrize(
    "path",
    [
        "/a/b/c/d",
        "/section/../../x",
        "/section/..%2F..%2Fx",
        "/cotati/section/17.62.030/extra",
        "/cotati/nonsense/17.62.030",
        "/cotati/chapter/99.99",
        "/cotati/title/Title%2099",
        "/cotati/table/No%20such%20table",
        "/cotati/ordinance/no-such-ordinance",
        f"/{DB}/no_such_table",
        f"/{DB}/sections/no,such,row",
        "/no_such_database/sections",
        "/-/no-such-page",
        "/%ff%fe",
    ],
)
async def test_unknown_paths_answer_a_404_page(ds: Datasette, path: str) -> None:
    response = await ds.client.get(path)
    if response.status_code == 302:  # Datasette's own redirect to its tilde encoding first
        response = await ds.client.get(response.headers["location"])
    assert response.status_code == 404, path
    assert "<html" in response.text and "Traceback" not in response.text
    assert re.search(r"Not found|No \w+ ", response.text)


async def test_unknown_json_paths_answer_json(ds: Datasette) -> None:
    response = await ds.client.get("/cotati/section/99.99.999.json")
    assert response.status_code == 404
    assert response.json()["ok"] is False


async def test_datasettes_default_handler_is_replaced(ds: Datasette) -> None:
    assert pm.get_plugin(DEFAULT_HANDLER) is None
    await ds.invoke_startup()
    response = await error_response(ds, Request.fake("/x"), RuntimeError("secret detail"))
    assert response.status == 500
    assert "secret detail" not in response.body and "<h1>Error 500</h1>" in response.body


async def test_sorting_by_the_key_column_works(ds: Datasette) -> None:
    response = await ds.client.get(f"/{DB}/sections", params={"_sort": "rowid"})
    assert response.status_code == 200


# --- one version per section page --------------------------------------------------------------


@pytest.mark.parametrize(
    ("params", "version", "subsections", "e5", "phrase"),
    [
        ({}, 2, 43, "Construction", False),
        ({"version": "1"}, 1, 39, "Similar Temporary Activities", True),
        ({"as_of": "2026-06-01"}, 1, 39, "Similar Temporary Activities", True),
        ({"as_of": "2030-01-01"}, 2, 43, "Construction", False),
    ],
)
async def test_everything_on_the_page_is_one_versions(
    ds: Datasette, params: dict[str, str], version: int, subsections: int, e5: str, phrase: bool
) -> None:
    response = await ds.client.get("/cotati/section/17.62.030", params=params)
    assert response.status_code == 200
    assert f"Text of version {version}" in response.text
    text = block(response.text, "section-text")
    assert text.count('class="corpus-sub') == subsections
    assert text_of(block(response.text, "sub-E-5")).split(".", 1)[1].strip().startswith(e5)
    assert ("but in no event for more than twelve months" in text_of(text)) is phrase
    cites = text_of(block(response.text, "cites-list")) if "cites-list" in response.text else ""
    assert ("17.42.130 B" in cites) is (version == 2)  # (D)(7) is new in version 2


async def test_a_date_before_any_version_says_so(ds: Datasette) -> None:
    response = await ds.client.get("/cotati/section/17.62.030", params={"as_of": "1990-01-01"})
    assert "No version is known to be in force on 1990-01-01" in block(response.text, "notice")


async def test_estimated_dates_are_marked(ds: Datasette) -> None:
    response = await ds.client.get("/cotati/section/17.62.030")
    assert "≈ 2026-11-17 (estimated)" in text_of(block(response.text, "version-banner"))
    assert "≈ 2026-11-17" in block(response.text, "timeline")


async def test_no_text_is_in_force_before_the_law_allows(ds: Datasette) -> None:
    """PA#26-17 was introduced 2026-10-13 with no adoption date printed: adopted 5 days later
    at the earliest (Cal. Gov. Code § 36934), in force 30 days after that (its own rule)."""
    before = await ds.client.get("/cotati/section/17.62.030", params={"as_of": "2026-11-01"})
    assert "Version 1" in text_of(block(before.text, "version-banner"))
    data = (await ds.client.get("/cotati/section/17.62.030.json")).json()
    latest = data["versions"][-1]
    assert (latest["valid_from"], latest["valid_from_estimated"]) == ("2026-11-17", 1)
    ordinance = await ds.client.get("/cotati/ordinance/PA%2326-17")
    assert "≈ 2026-11-17 (estimated: earliest lawful: introduced 2026-10-13 + 5 days" in (
        ordinance.text.replace("&#39;", "'")
    )


async def test_page_and_cli_count_the_same_changes(ds: Datasette, seed_db: Path) -> None:
    response = await ds.client.get("/cotati/section/17.62.030")
    on_page = text_of(block(response.text, "diff-counts"))
    cli = CliRunner().invoke(main, ["diff", "17.62.030", "--db", str(seed_db)])
    assert cli.exit_code == 0, cli.output
    import sqlite_utils

    stored = read.stored_changes(sqlite_utils.Database(seed_db), "cotati", "17.62.030", 2)
    assert on_page == cli.output.strip().splitlines()[-1] == change_summary(stored)
    assert on_page == "4 added, 1 renumbered, 5 modified, 2 editorial"


async def test_history_note_ordinances_have_pages(ds: Datasette) -> None:
    response = await ds.client.get("/cotati/section/17.62.030")
    history = block(response.text, "history-list")
    assert ("/cotati/ordinance/766", "Ord. 766 § 2 Exh. A (part), 2004") in links(history)
    assert "not in this corpus" in history
    absent = await ds.client.get("/cotati/ordinance/766.json")
    assert absent.status_code == 200
    assert "17.62.030" in absent.json()["history_notes_of"]


# --- every id kind has a page ------------------------------------------------------------------


@pytest.mark.parametrize(
    ("path", "says"),
    [
        ("/cotati/chapter/17.88", "Public Hearings"),  # cited, not held: its title from a caption
        ("/cotati/section/17.36.060", "Disabled/handicapped parking requirements"),
        ("/cotati/article/Title%2017,%20Article%202", "Article 2"),
        ("/cotati/figure/Title%2017,%20Figure%202-1", "Figure 2-1"),
    ],
)
async def test_nodes_outside_the_corpus_have_pages(ds: Datasette, path: str, says: str) -> None:
    response = await ds.client.get(path)
    assert response.status_code == 200, path
    assert says in html.unescape(response.text)
    status = text_of(block(response.text, "node-status"))
    if "Not in this corpus" in status:
        assert ("https://ecode360.com/CO4398", "https://ecode360.com/CO4398") in links(
            response.text
        )
    assert "cited-by-list" in response.text


async def test_held_chapters_titles_and_tables(ds: Datasette) -> None:
    chapter = await ds.client.get("/cotati/chapter/17.62")
    reading = links(block(chapter.text, "reading"))
    assert ("/cotati/section/17.62.030", "§ 17.62.030 Limited Term Permit") in reading
    title = await ds.client.get("/cotati/title/Title%2017")
    assert ("/cotati/chapter/17.62", "Chapter 17.62") in links(block(title.text, "member-list"))
    table = await ds.client.get("/cotati/table/17.24.020,%20Table%202-4")
    assert table.status_code == 200 and "Parcel Size and Density Standards" in table.text


@pytest.mark.parametrize("name", ["PA%2326-17", "PA26-17", "pa26-17"])
async def test_an_ordinance_by_its_file_name(ds: Datasette, name: str) -> None:
    response = await ds.client.get(f"/cotati/ordinance/{name}")
    assert response.status_code == 200
    assert '<h1 id="top">Ordinance PA#26-17</h1>' in html.unescape(response.text)
    assert "touched" in response.text and "<svg" in response.text


async def test_the_ordinance_page_reads_as_words(ds: Datasette) -> None:
    response = await ds.client.get("/cotati/ordinance/PA%2326-17")
    fields = text_of(block(response.text, "ordinance-fields"))
    assert "[]" not in fields and "effective_estimated" not in fields


# --- JSON beside every page --------------------------------------------------------------------


async def test_section_json(ds: Datasette) -> None:
    data = (await ds.client.get("/cotati/section/17.62.030.json")).json()
    assert (data["id"], data["version"], data["valid_from_estimated"]) == ("17.62.030", 2, True)
    assert len([n for n in data["nodes"] if n["id"] != "17.62.030"]) == 43
    assert {c["source"] for c in data["restated_by_amending_ordinances"]} == {"PA#26-17"}
    assert not [c for c in data["cited_by"] if c["source"].startswith("17.62.030")]
    older = (await ds.client.get("/cotati/section/17.62.030.json", params={"version": "1"})).json()
    assert older["version"] == 1 and "twelve months" in older["text"]


@pytest.mark.parametrize(
    ("path", "key", "value"),
    [
        ("/cotati/ordinance/PA%2326-17.json", "id", "PA#26-17"),
        ("/cotati/chapter/17.88.json", "in_corpus", False),
        ("/cotati/ordinance/766.json", "kind", "ordinance"),
    ],
)
async def test_other_pages_json(ds: Datasette, path: str, key: str, value: object) -> None:
    response = await ds.client.get(path)
    assert response.status_code == 200
    assert response.json()[key] == value


# --- tables read as words ----------------------------------------------------------------------


def cells(markup: str, column: str) -> list[str]:
    return re.findall(rf'<td class="col-{column} [^"]*">(.*?)</td>', markup, re.S)


async def test_table_pages_fold_descriptions_and_long_cells(ds: Datasette) -> None:
    response = await ds.client.get(f"/{DB}/sections")
    assert '<details class="corpus-columns">' in response.text
    assert "dl.column-descriptions { display: none; }" in response.text
    assert all("corpus-cell" in c for c in cells(response.text, "text") if len(text_of(c)) > 400)


@pytest.mark.parametrize(
    ("table", "column", "allowed"),
    [
        ("citations", "in_corpus", {"yes", "no"}),
        ("citations", "resolved", {"yes", "no"}),
        ("section_versions", "valid_from_estimated", {"yes", "no"}),
    ],
)
async def test_flags_read_as_words(
    ds: Datasette, table: str, column: str, allowed: set[str]
) -> None:
    response = await ds.client.get(f"/{DB}/{table}")
    shown = {text_of(c).strip() for c in cells(response.text, column)}
    assert shown and shown <= allowed


async def test_no_raw_json_lists_on_pages(ds: Datasette) -> None:
    response = await ds.client.get(f"/{DB}/instructions")
    for column in ("labels", "rows", "parcels", "parser_flags", "versions", "targets"):
        assert not [c for c in cells(response.text, column) if text_of(c).strip() in ("[]", "1")]


def test_ordinances_are_labelled_by_their_number(seed_db: Path) -> None:
    metadata = yaml.safe_load(METADATA_FILE.read_text(encoding="utf-8"))
    assert metadata["databases"]["corpus"]["tables"]["ordinances"]["label_column"] == "id"
    with sqlite3.connect(seed_db) as conn:
        assert conn.execute("select count(*) from ordinances where id = title").fetchone() == (0,)


async def test_citations_in_the_code_tables_are_links(ds: Datasette) -> None:
    response = await ds.client.get(f"/{DB}/tables", params={"id": "17.24.030, Table 2-5"})
    hrefs = {href for cell in cells(response.text, "rows") for href, _ in links(cell)}
    assert "/cotati/section/17.24.040" in hrefs  # `Section 17.24.040` in the table's rows
    assert "/cotati/section/17.30.020" in hrefs  # cited, not in the corpus: its own page
