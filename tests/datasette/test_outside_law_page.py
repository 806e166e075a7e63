"""The page of a provision of outside law (issue 19): its body, who cites it, its official text."""

from __future__ import annotations

from urllib.parse import quote

from datasette.app import Datasette
from test_publish_pages import block, links

TARGET = "Cal. Gov. Code § 65853.2"  # the seeds' most cited provision of outside law
PAGE = "/cotati/law/" + quote(TARGET, safe=",§")


async def test_outside_law_page_names_its_body_and_who_cites_it(ds: Datasette) -> None:
    response = await ds.client.get(PAGE)
    assert response.status_code == 200
    assert "Cal. Gov. Code</strong> (CA)" in block(response.text, "law-body")
    citing = links(block(response.text, "cited-by-list"))
    assert len(citing) == 11
    assert all(href.startswith(("/cotati/section/", "/cotati/ordinance/")) for href, _ in citing)
    official = block(response.text, "law-body")
    assert "leginfo.legislature.ca.gov" in official and "sectionNum=65853.2" in official
    others = [text for _, text in links(block(response.text, "same-body-list"))]
    assert "Cal. Gov. Code § 65915.7" in others and TARGET not in others


async def test_outside_law_page_as_json(ds: Datasette) -> None:
    data = (await ds.client.get(PAGE + ".json")).json()
    named = (data["target"], data["body"], data["body_jurisdiction"])
    assert named == (TARGET, "Cal. Gov. Code", "CA")
    assert len(data["cited_by"]) == 11
    assert data["official_url"].startswith("https://leginfo.legislature.ca.gov/")


async def test_section_page_links_outside_law_to_its_page(ds: Datasette) -> None:
    response = await ds.client.get("/cotati/section/17.62.070")
    hrefs = [href for href, _ in links(response.text)]
    assert any(href.startswith("/cotati/law/") for href in hrefs), hrefs


async def test_no_page_for_outside_law_nothing_cites(ds: Datasette) -> None:
    response = await ds.client.get("/cotati/law/" + quote("Ohio Rev. Code § 1.01", safe="§"))
    assert response.status_code == 404


async def test_outside_law_without_a_number_has_the_page_of_its_words(ds: Datasette) -> None:
    response = await ds.client.get("/cotati/law/state%20law")
    assert response.status_code == 200
    assert "state law</strong>" in block(response.text, "law-body")
    assert links(block(response.text, "cited-by-list"))
