"""Every canned query and page, served in-process from a database built from raw/."""

from __future__ import annotations

import html
import re
import sqlite3
from pathlib import Path
from typing import Any

import pytest
from datasette.app import Datasette

DB = "seeds"  # the stem of the session database (conftest)
CONTRACT_TABLES = (
    "documents",
    "chapters",
    "sections",
    "subsections",
    "section_versions",
    "changes",
    "ordinances",
    "history",
    "instructions",
    "citations",
    "parse_issues",
    "permit_codes",
    "housing_treatments",
    "housing_cells",
)
CANNED = (
    "search",
    "cited_by",
    "cites",
    "amendment_history",
    "ordinance_changes",
    "section_as_of",
    "unresolved_citations",
    "flagged_instructions",
    "most_cited",
    "uses_of_term",
    "standards_of_district",
)


async def rows(ds: Datasette, path: str, **params: str) -> list[dict[str, Any]]:
    response = await ds.client.get(f"/{DB}/{path}.json", params={**params, "_shape": "array"})
    assert response.status_code == 200, response.text
    result: list[dict[str, Any]] = response.json()
    return result


def scalar(db: Path, sql: str, *params: object) -> Any:
    with sqlite3.connect(db) as conn:
        return conn.execute(sql, params).fetchone()[0]


def links(markup: str) -> list[tuple[str, str]]:
    """(href, text) of every link in a page."""
    return [
        (html.unescape(href), html.unescape(re.sub(r"<[^>]+>", "", text)))
        for href, text in re.findall(r'<a [^>]*href="([^"]*)"[^>]*>(.*?)</a>', markup, re.S)
    ]


def block(markup: str, element_id: str) -> str:
    """The inner HTML of the element with this id (nested elements of its kind included)."""
    match = re.search(rf'<(\w+)[^>]* id="{re.escape(element_id)}"[^>]*>', markup)
    assert match, f"no element #{element_id}"
    tag, depth, at = match.group(1), 1, match.end()
    for inner in re.finditer(rf"<(/?){tag}\b[^>]*>", markup[at:]):
        depth += -1 if inner.group(1) else 1
        if depth == 0:
            return markup[at : at + inner.start()]
    raise AssertionError(f"#{element_id} is not closed")


# --- canned queries -----------------------------------------------------------------------------


async def test_every_canned_query_is_described(ds: Datasette) -> None:
    response = await ds.client.get(f"/{DB}.json")
    queries = {q["name"]: q for q in response.json()["queries"]}
    assert set(CANNED) <= set(queries)
    for name in CANNED:
        assert queries[name]["title"] and queries[name]["description"], name


# The search query's tests: tests/datasette/test_search.py.


async def test_standards_of_a_district_on_a_date(ds: Datasette) -> None:
    found = await rows(ds, "standards_of_district", district="NL", date="2026-06-01")
    by_standard = {r["standard"]: r for r in found}
    assert by_standard["max_height_main"]["value"] == 28
    assert by_standard["max_lot_coverage"]["unit"] == "percent"
    assert by_standard["setback_front"]["table"] == "17.24.030, Table 2-9"
    before = await rows(ds, "standards_of_district", district="NL", date="2020-01-01")
    assert before == []  # the export's tables are known from its date on


async def test_cited_by_a_chapter_outside_the_corpus(ds: Datasette) -> None:
    found = await rows(ds, "cited_by", target="17.88")
    assert {r["target"] for r in found} == {"17.88"}
    assert any(r["source"].startswith("17.62.050") for r in found)


async def test_cited_by_a_chapter_includes_its_sections(ds: Datasette, seed_db: Path) -> None:
    found = await rows(ds, "cited_by", target="17.62")
    targets = {r["target"] for r in found}
    assert "17.62.030(E)" in targets  # `subsection E of this section`, inside 17.62.030
    assert all(t == "17.62" or t.startswith(("17.62.", "17.62(")) for t in targets)
    expected = scalar(
        seed_db,
        "select count(*) from citations where target = '17.62' or target like '17.62.%'",
    )
    assert len(found) == expected


async def test_cited_by_a_section_includes_its_subsections(ds: Datasette) -> None:
    found = await rows(ds, "cited_by", target="17.62.030")
    assert {r["target"] for r in found} >= {"17.62.030(E)", "17.62.030(F)"}
    assert all(r["target"].startswith("17.62.030") for r in found)


async def test_cites(ds: Datasette) -> None:
    found = await rows(ds, "cites", source="17.62.050")
    assert any(r["target"] == "17.88" and r["target_kind"] == "chapter" for r in found)
    assert all(r["source"].startswith("17.62.050") for r in found)


async def test_amendment_history(ds: Datasette) -> None:
    found = await rows(ds, "amendment_history", section="17.62.030")
    evidence = {(r["evidence"], r["ordinance"]) for r in found}
    assert ("version", "PA#26-17") in evidence
    assert ("instruction", "PA#26-17") in evidence
    assert any(e == "history note" for e, _ in evidence)
    dates = [r["date"] or "" for r in found]
    assert [str(d) for d in dates] == sorted(str(d) for d in dates)


async def test_ordinance_changes(ds: Datasette) -> None:
    found = await rows(ds, "ordinance_changes", ordinance="PA#26-17")
    instructions = [r for r in found if r["step"] == 1]
    changes = [r for r in found if r["step"] == 2]
    assert any(r["target"] == "17.62.030" and r["status"] == "applied" for r in instructions)
    assert {r["status"] for r in instructions} >= {"applied", "flagged"}
    assert any(r["target"] == "17.62.030" for r in changes)


@pytest.mark.parametrize(
    ("date", "version", "has_phrase"),
    [("2026-06-01", 1, True), ("2030-01-01", 2, False)],
)
async def test_section_as_of(ds: Datasette, date: str, version: int, has_phrase: bool) -> None:
    found = await rows(ds, "section_as_of", section="17.62.030", date=date)
    assert [r["version"] for r in found] == [version]
    assert ("but in no event for more than twelve months" in found[0]["text"]) is has_phrase


async def test_unresolved_citations(ds: Datasette, seed_db: Path) -> None:
    found = await rows(ds, "unresolved_citations")
    assert len(found) == scalar(seed_db, "select count(*) from citations where resolved = 0")


async def test_flagged_instructions(ds: Datasette, seed_db: Path) -> None:
    found = await rows(ds, "flagged_instructions")
    assert {r["status"] for r in found} <= {"flagged", "base_missing"}
    assert sum(r["status"] == "flagged" for r in found) == scalar(
        seed_db, "select count(*) from instructions where status = 'flagged'"
    )
    assert all(r["note"] for r in found)  # every one says why


async def test_most_cited(ds: Datasette) -> None:
    found = await rows(ds, "most_cited")
    counts = [r["citations"] for r in found]
    assert counts == sorted(counts, reverse=True) and counts[0] > 1
    assert "17.88" in {r["target"] for r in found}


# --- pages ----------------------------------------------------------------------------------------


async def test_section_page_links_its_citation_of_a_chapter(ds: Datasette) -> None:
    response = await ds.client.get("/cotati/section/17.62.050")
    assert response.status_code == 200
    text_links = links(block(response.text, "section-text"))
    assert any(
        href == "/cotati/chapter/17.88" and text.startswith("Chapter 17.88")
        for href, text in text_links
    ), text_links


async def test_section_page_shows_two_versions_and_the_deletion(ds: Datasette) -> None:
    response = await ds.client.get("/cotati/section/17.62.030")
    assert response.status_code == 200
    assert "Versions (2)" in response.text
    assert block(response.text, "version-list").count("<li") == 2
    diff = block(response.text, "diff-text")
    deleted = [html.unescape(d) for d in re.findall(r"<del>(.*?)</del>", diff, re.S)]
    assert any("but in no event for more than twelve months" in d for d in deleted), deleted
    current = html.unescape(block(response.text, "section-text"))
    assert "but in no event for more than twelve months" not in current


async def test_section_page_diff_between_chosen_versions(ds: Datasette) -> None:
    reverse = await ds.client.get("/cotati/section/17.62.030", params={"from": "2", "to": "1"})
    inserted = re.findall(r"<ins>(.*?)</ins>", block(reverse.text, "diff-text"), re.S)
    assert any("but in no event for more than twelve months" in html.unescape(i) for i in inserted)


async def test_section_page_lists_inbound_citations(ds: Datasette) -> None:
    response = await ds.client.get("/cotati/section/17.62.030")
    cited_by = links(block(response.text, "cited-by-list"))
    assert ("/cotati/section/17.36.040#sub-C", "§ 17.36.040(C)") in cited_by
    assert ("/cotati/section/17.42.130#sub-B", "§ 17.42.130(B)") in cited_by
    # its own subsections (`subsection E of this section`) and the ordinance restating it are not
    assert not [text for _, text in cited_by if text.startswith(("§ 17.62.030", "Ordinance"))]
    assert "Cited by (2)" in response.text
    restated = links(block(response.text, "restated-list"))
    assert {text for _, text in restated} == {"Ordinance PA#26-17"}


async def test_section_page_links_ordinances_behind_it(ds: Datasette) -> None:
    response = await ds.client.get("/cotati/section/17.62.030")
    hrefs = {href for href, _ in links(response.text)}
    assert "/cotati/ordinance/PA%2326-17" in hrefs
    assert "Ord. 766" in block(response.text, "history-note")


async def test_subsection_citations_link_to_anchors(ds: Datasette) -> None:
    response = await ds.client.get("/cotati/section/17.62.030")
    hrefs = {href for href, _ in links(block(response.text, "section-text"))}
    assert "/cotati/section/17.62.030#sub-E" in hrefs
    assert 'id="sub-E"' in response.text


async def test_ordinance_page(ds: Datasette) -> None:
    response = await ds.client.get("/cotati/ordinance/PA%2326-17")
    assert response.status_code == 200
    page = html.unescape(response.text)
    assert "PA#26-17 §12" in page
    assert re.search(r'class="status-flagged">flagged<', response.text)
    assert ("/cotati/section/17.62.030?version=2", "17.62.030 version 2") in links(response.text)
    assert ("/cotati/section/17.62.030?from=1&to=2#diff", "what it changed") in links(response.text)


async def test_ordinance_page_by_an_id_with_a_slash(ds: Datasette, seed_db: Path) -> None:
    ordinance = scalar(seed_db, "select id from ordinances where id like '%/%'")
    response = await ds.client.get("/cotati/ordinance/" + ordinance.replace("/", "%2F"))
    assert response.status_code == 200
    assert f"Ordinance {html.escape(ordinance)}" in response.text


@pytest.mark.parametrize(
    ("path", "says"),
    [
        ("/cotati/section/99.99.999", "No section 99.99.999 in cotati"),
        ("/cotati/ordinance/no-such-ordinance", "No ordinance no-such-ordinance in cotati"),
        ("/elsewhere/section/17.62.030", "No section 17.62.030 in elsewhere"),
        ("/section/99.99.999", "No section 99.99.999 in this corpus"),
    ],
)
async def test_missing_pages_are_404(ds: Datasette, path: str, says: str) -> None:
    response = await ds.client.get(path)
    assert response.status_code == 404
    assert says in response.text


@pytest.mark.parametrize(
    ("path", "canonical"),
    [
        ("/section/17.62.030", "/cotati/section/17.62.030"),
        ("/ordinance/PA%2326-17", "/cotati/ordinance/PA%2326-17"),
    ],
)
async def test_an_id_without_its_jurisdiction_leads_to_the_one_holding_it(
    ds: Datasette, path: str, canonical: str
) -> None:
    response = await ds.client.get(path)
    assert response.status_code == 302
    assert response.headers["location"] == canonical


async def test_table_text_cells_link_citations(ds: Datasette) -> None:
    # the citation sits in the cell's visible start (at character 120)
    response = await ds.client.get(f"/{DB}/sections", params={"id": "17.24.010"})
    cells = re.findall(r'<td class="col-text[^"]*">(.*?)</td>', response.text, re.S)
    assert len(cells) == 1
    assert any(
        href == "/cotati/chapter/17.20" and text.startswith("Chapter 17.20")
        for href, text in links(cells[0])
    )


@pytest.mark.parametrize(
    ("table", "params", "page"),
    [
        ("sections", {"id": "17.62.050"}, "/cotati/section/17.62.050"),
        ("subsections", {"id": "17.24.030(E)"}, "/cotati/section/17.24.030#sub-E"),
        (
            "section_versions",
            {"section": "17.62.030", "version": "1"},
            "/cotati/section/17.62.030?version=1",
        ),
    ],
)
async def test_long_text_cells_end_with_a_link_to_the_whole(
    ds: Datasette, table: str, params: dict[str, str], page: str
) -> None:
    response = await ds.client.get(f"/{DB}/{table}", params=params)
    cells = re.findall(r'<td class="col-text[^"]*">(.*?)</td>', response.text, re.S)
    assert len(cells) == 1
    whole = await ds.client.get(f"/{DB}/{table}.json", params={**params, "_shape": "array"})
    text = whole.json()[0]["text"]
    more = [(href, label) for href, label in links(cells[0]) if label.endswith("more characters")]
    assert len(more) == 1 and more[0][0] == page
    # what is shown is the text's start, and the link counts the rest
    shown = html.unescape(re.sub(r'<a class="more".*?</a>|<[^>]+>', "", cells[0], flags=re.S))
    assert text.startswith(shown) and 0 < len(shown) < len(text)
    assert more[0][1] == f"… {len(text) - len(shown):,} more characters"


@pytest.mark.parametrize(
    ("table", "params"),
    [
        ("sections", {"id": "17.62.050", "_col": "text"}),
        ("section_versions", {"section": "17.62.030", "_col": "text"}),
        ("subsections", {"section": "17.24.030", "_col": "text"}),
    ],
)
async def test_text_cells_without_the_columns_naming_their_page(
    ds: Datasette, table: str, params: dict[str, str]
) -> None:
    # only some columns shown: a long cell folds whole rather than linking to a made-up page
    response = await ds.client.get(f"/{DB}/{table}", params=params)
    assert response.status_code == 200
    assert not [href for href, _ in links(response.text) if href.endswith("/None")]


async def test_id_cells_link_to_section_pages(ds: Datasette) -> None:
    response = await ds.client.get(f"/{DB}/citations", params={"source": "17.62.050(E)(1)"})
    assert ("/cotati/section/17.62.050#sub-E-1", "17.62.050(E)(1)") in links(response.text)


async def test_every_contract_table_is_described(ds: Datasette) -> None:
    for table in CONTRACT_TABLES:
        response = await ds.client.get(f"/{DB}/{table}")
        assert response.status_code == 200, table
        assert 'class="metadata-description"' in response.text, table


async def test_full_text_search_is_detected_by_datasette(ds: Datasette) -> None:
    response = await ds.client.get(f"/{DB}/sections.json", params={"_search": "permit"})
    assert response.status_code == 200
    assert response.json()["rows"]


def test_every_table_and_column_people_see_is_described(seed_db: Path) -> None:
    import yaml

    from corpus.publish.metadata import METADATA_FILE

    described = yaml.safe_load(METADATA_FILE.read_text(encoding="utf-8"))["databases"]["corpus"]
    with sqlite3.connect(seed_db) as conn:
        tables = [
            r[0]
            for r in conn.execute(
                "select name from sqlite_master where type = 'table' "
                "and name not like 'sqlite_%' and name not like '%_fts%'"
            )
        ]
        missing = [
            f"{table}.{column}"
            for table in tables
            for (column,) in conn.execute("select name from pragma_table_info(?)", (table,))
            if column not in described["tables"].get(table, {}).get("columns", {})
        ]
    assert set(CONTRACT_TABLES) <= set(tables)
    assert missing == []
