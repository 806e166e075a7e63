"""Pages built for their question (issue 25): what each page says first, and what it names.

The section page says which version it shows and where that version came from; its
breadcrumbs follow the code; citing paragraphs are named by their section, never their file;
the ordinance page lists its cells and parcels; the chapter page reads the whole chapter; the
title page is a table of contents whose citations come on request; home links the contents.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest
from datasette.app import Datasette
from test_publish_pages import DB

from corpus.publish.loaders.ordinance_page import Touched
from corpus.publish.svg import touched_svg
from corpus.publish.urls import Links


def block(page: str, element_id: str) -> str:
    """The markup from the element with `element_id` to the end of its tag's first close."""
    start = page.index(f'id="{element_id}"')
    tag = page.rfind("<", 0, start)
    name = re.match(r"<(\w+)", page[tag:])
    assert name
    return page[tag : page.index(f"</{name.group(1)}>", start)]


async def html_of(ds: Datasette, path: str) -> str:
    response = await ds.client.get(path)
    assert response.status_code == 200, path
    return response.text


@pytest.mark.parametrize(
    ("query", "says", "never"),
    [
        (
            "",
            ["Version 2", "from ordinance", "PA#26-17 §12", "≈ 2026-11-17 (estimated)", "current"],
            ["Export as of", "superseded", "title17-ch17.62.txt"],
        ),
        (
            "?version=1",
            [
                "Version 1",
                "from the code export",
                "title17-ch17.62.txt",
                "superseded",
                "until 2026-11-17",
            ],
            ["PA#26-17", ">current<"],
        ),
    ],
)
async def test_the_banner_names_the_versions_own_source_and_state(
    ds: Datasette, query: str, says: list[str], never: list[str]
) -> None:
    banner = block(await html_of(ds, f"/cotati/section/17.62.030{query}"), "version-banner")
    for words in says:
        assert words in banner, words
    for words in never:
        assert words not in banner, words


async def test_the_section_page_opens_with_contents_and_a_side_panel(ds: Datasette) -> None:
    page = await html_of(ds, "/cotati/section/17.62.030")
    contents = block(page, "contents")
    for anchor in ("#text", "#cites", "#cited-by", "#history", "#versions", "#diff"):
        assert f'href="{anchor}"' in contents
    side = page[page.index('id="side"') :]
    assert "PA#26-17 §12" in block(side, "side-history")
    assert "what it changed" in block(side, "side-versions")
    assert "Chapter 17.84" in block(side, "side-cites")
    assert "17.36.040(C)" in block(side, "side-cited-by")
    assert 'rel="next" href="/cotati/section/17.62.040"' in block(side, "side-neighbours")


async def test_a_comparison_puts_the_diff_first(ds: Datasette) -> None:
    page = await html_of(ds, "/cotati/section/17.62.030?from=1&to=2")
    assert page.index('id="diff"') < page.index('id="text"')


async def test_breadcrumbs_follow_the_code(ds: Datasette) -> None:
    page = await html_of(ds, "/cotati/section/17.62.030")
    at = page.index('class="crumbs')
    trail = page[at : page.index("</p>", at)]
    assert "City of Cotati" in trail and 'href="/cotati/title/Title%2017"' in trail
    assert 'href="/cotati/chapter/17.62"' in trail and "§ 17.62.030" in trail
    assert f"/{DB}/sections" not in trail


async def test_citing_paragraphs_are_named_not_by_their_file(ds: Datasette) -> None:
    for path in ("/cotati/section/17.24.020", "/cotati/chapter/17.62"):
        page = await html_of(ds, path)
        listed = block(page, "side-cited-by")
        assert "unnumbered paragraph" in listed, path
        assert ".txt#" not in listed and "ecode360/" not in listed, path


async def test_the_ordinance_page_lists_cells_and_parcels(ds: Datasette) -> None:
    page = await html_of(ds, "/cotati/ordinance/PA26-17")
    cells = block(page, "cells")
    assert cells.count('<tr class="cell-') == 14
    assert 'href="/cotati/table/17.22.020,%20Table%202-3?version=2&amp;compare=1"' in cells
    assert "Second hand store" in cells and "<del>UP</del>" in cells and "flagged" in cells
    parcels = block(page, "parcels")
    assert parcels.count('<tr class="parcel-') == 15
    assert "144-020-004" in parcels and "rezoned_parcels?apn=144-020-004" in parcels
    assert "CI → CI/FOD" in parcels
    instructions = block(page, "instruction-list")
    for target in ("17.42.130(C)(1)", "17.42.130(C)(2)", "17.42.130(C)(6)"):
        assert f">{target}</a>" in instructions, target


async def test_the_ordinance_as_a_table_has_cells_and_parcels(ds: Datasette) -> None:
    response = await ds.client.get(
        f"/{DB}/ordinance_changes.json?ordinance=PA%2326-17&_shape=array"
    )
    steps = {row["step"] for row in response.json()}
    assert steps == {1, 2, 3, 4}
    rows = response.json()
    assert any(r["step"] == 3 and r["part"] == "Second hand store / CD" for r in rows)
    assert any(r["step"] == 4 and r["target"] == "144-020-004" for r in rows)


async def test_the_chapter_page_reads_the_whole_chapter(ds: Datasette) -> None:
    page = await html_of(ds, "/cotati/chapter/17.62")
    reading = block(page, "reading")
    headings = re.findall(r'<h2 id="section-([^"]+)"><a href="/cotati/section/\1">', reading)
    assert headings == sorted(headings) and len(headings) == 7
    assert "limited term permit" in reading.lower()
    nav = block(page, "chapter-nav")
    assert 'rel="prev" href="/cotati/chapter/17.60"' in nav
    assert 'rel="next" href="/cotati/chapter/17.64"' in nav


async def test_the_title_page_is_a_table_of_contents(ds: Datasette) -> None:
    page = await html_of(ds, "/cotati/title/Title%2017")
    toc = block(page, "toc")
    assert 'Chapter 17.88</a> Public Hearings <span class="absent-mark">not in this corpus' in toc
    assert "§ 17.62.030</a> Limited Term Permit" in toc
    assert 'id="cited-by-list"' not in page and 'id="citations-on-request"' in page
    asked = await html_of(ds, "/cotati/title/Title%2017?citations=1")
    assert 'id="cited-by-list"' in asked


async def test_home_links_the_contents(ds: Datasette) -> None:
    home = await html_of(ds, "/")
    assert 'href="/cotati/title/Title%2017"' in block(home, "contents-cotati")


def test_every_box_of_what_an_ordinance_touched_is_a_link() -> None:
    touched = [
        Touched("section", "17.62.030", "X §1", "replace_section", "applied"),
        Touched("zoning_map", "Zoning Map", "X §2", "rezone", "applied"),
    ]
    links = Links(type("Urls", (), {"path": staticmethod(lambda p: p)})(), "db")
    root = ET.fromstring(str(touched_svg("X", touched, links, "elm")))
    svg = "{http://www.w3.org/2000/svg}"
    linked = {id(g) for a in root.iter(f"{svg}a") for g in a.iter(f"{svg}g")}
    boxes = [g for g in root.iter(f"{svg}g") if "node" in (g.get("class") or "").split()]
    boxes = [g for g in boxes if g.find(f"{svg}title") is not None]
    assert boxes and all(id(g) in linked for g in boxes)
    assert root.find(f"{svg}g[@class='legend']") is not None


async def test_the_matrix_marks_the_cells_an_amendment_flagged(ds: Datasette) -> None:
    page = await html_of(ds, "/cotati/table/17.22.020, Table 2-3?version=2&compare=1")
    flagged = re.findall(r'<td [^>]*class="[^"]*flagged"[^>]*title="([^"]*)"', page)
    assert len(flagged) == 2 and all("not named by the instruction" in why for why in flagged)


async def test_the_ordinance_json_has_cells_and_parcels(ds: Datasette) -> None:
    data = (await ds.client.get("/cotati/ordinance/PA26-17.json")).json()
    assert len(data["cells"]) == 14 and len(data["parcels"]) == 15
    assert data["cells"][0]["url"].startswith("/cotati/table/17.22.020,%20Table%202-3?version=2")
    flagged = next(i for i in data["instructions"] if i["status"] == "flagged")
    assert [t["id"] for t in flagged["targets"]][-1] == "17.42.130(C)(6)"
