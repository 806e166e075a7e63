"""The search box in a real browser: an id typed goes to its page, words give ranked results."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import TYPE_CHECKING

import pytest
from publish_fixtures import RAW

# The browser tour's marks (skipped without chromium) and its browser and page fixtures.
from test_browser import Server, browser, page, pytestmark  # noqa: F401

if TYPE_CHECKING:
    from playwright.sync_api import Page


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    served = Server(RAW, tmp_path_factory.mktemp("search-serve") / "cotati.db")
    yield served
    served.stop()


def test_an_id_typed_in_the_box_opens_its_page(server: Server, page: Page) -> None:  # noqa: F811
    from playwright.sync_api import expect

    page.goto(f"{server.base}/")
    page.fill("form.corpus-search input[name=q]", "PA26-17")
    page.press("form.corpus-search input[name=q]", "Enter")
    page.wait_for_url(re.compile(rf"{re.escape(server.base)}/cotati/ordinance/PA%2326-17(#.*)?$"))
    expect(page.locator("h1")).to_contain_text("PA#26-17")
    page.fill("form.corpus-search input[name=q]", "§ 17.62.030(E)(3)")
    page.press("form.corpus-search input[name=q]", "Enter")
    page.wait_for_url(f"{server.base}/cotati/section/17.62.030#sub-E-3")


def test_words_typed_in_the_box_give_ranked_results(server: Server, page: Page) -> None:  # noqa: F811
    from playwright.sync_api import expect

    page.goto(f"{server.base}/{server.db}")
    page.fill("form.corpus-search input[name=q]", "FOD overlay")
    page.press("form.corpus-search input[name=q]", "Enter")
    first = page.locator("#search-results li").first
    expect(first.locator(".search-kind")).to_have_text("Ordinance")
    expect(first.locator(".search-snippet mark").first).to_be_visible()
    first.locator("a").first.click()
    page.wait_for_url(re.compile(rf"{re.escape(server.base)}/cotati/ordinance/PA%2326-17(#.*)?$"))
