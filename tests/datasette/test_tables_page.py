"""The page of a table: `/<jurisdiction>/table/<id>`."""

from __future__ import annotations

from pathlib import Path
from urllib.parse import quote

import pytest
from datasette.app import Datasette
from publish_fixtures import make_datasette

TABLE = "/cotati/table/" + quote("17.22.020, Table 2-3")
DISTRICTS = ("CE", "CG", "CD", "CI", "IG", "PF")


@pytest.fixture
def site(seed_db: Path) -> Datasette:
    return make_datasette(seed_db)


@pytest.mark.asyncio
async def test_the_matrix_districts_across_uses_down(site: Datasette) -> None:
    response = await site.client.get(TABLE)
    assert response.status_code == 200
    html = response.text
    headers = "".join(f'<th><a href="/cotati/district/{d}">{d}</a></th>' for d in DISTRICTS)
    assert headers in html  # each district's column heading leads to its page
    assert '<tr class="group"><th colspan="8">Retail Trade</th></tr>' in html
    assert "Version</th><td>2 of 2" in html  # the current version
    assert '<a href="/cotati/section/17.42.150">17.42.150</a>' in html  # the cell's section
    assert "Permitted as an accessory use." in html  # the notes below


@pytest.mark.asyncio
async def test_a_cell_level_diff_between_versions(site: Datasette) -> None:
    response = await site.client.get(TABLE + "?version=2&compare=1")
    html = response.text
    assert "Cells that differ from version 1" in html
    assert (
        '<td id="cell-82-CE" class="changed"><del>UP</del> → MUP</td>' in html
    )  # Second hand store
    first = await site.client.get(TABLE + "?version=1")
    assert "<del>" not in first.text and "Version</th><td>1 of 2" in first.text


@pytest.mark.asyncio
async def test_an_unknown_table_is_a_404(site: Datasette) -> None:
    response = await site.client.get("/cotati/table/" + quote("17.22.020, Table 9-9"))
    assert response.status_code == 404


async def test_the_table_page_marks_an_estimated_date(site: Datasette) -> None:
    """PA#26-17's table versions are in force from an estimated date, said so on the page."""
    page = await site.client.get(
        quote("/cotati/table/17.22.020, Table 2-3"), params={"version": "2"}
    )
    assert "≈ 2026-11-17 (estimated)" in page.text
