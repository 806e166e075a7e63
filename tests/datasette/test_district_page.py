"""The district page `/<jurisdiction>/district/<code>` and the Atlas export
`/<jurisdiction>/housing.csv|json`, through Datasette's client; the CLI gives the same bytes."""

from __future__ import annotations

import csv
import io
import re
import shutil
import sqlite3
from pathlib import Path

import pytest
from click.testing import CliRunner
from datasette.app import Datasette
from publish_fixtures import make_datasette

from corpus.cli import main

pytestmark = pytest.mark.asyncio


@pytest.fixture
def site(seed_db: Path) -> Datasette:
    return make_datasette(seed_db)


# A small `district_standards` table as the standards helper's build writes it.
STANDARDS = """CREATE TABLE district_standards (
    jurisdiction TEXT, district TEXT, standard TEXT, value REAL, unit TEXT, value_kind TEXT,
    value_max REAL, condition TEXT, raw TEXT, [table] TEXT, row INTEGER, [column] TEXT,
    section TEXT, version INTEGER, valid_from TEXT, valid_to TEXT, ordinance TEXT)"""
STANDARD_ROWS = [
    ("cotati", "NM", "maximum_height_main", 28, "ft", "fixed", None, None, "28 ft.",
     "17.24.030, Table 2-10", 4, "NM Zone Requirement", "17.24.030", 1, "2026-01-13", None, None),
    ("cotati", "NM", "maximum_lot_coverage", 40, "%", "fixed", None, None, "40%",
     "17.24.030, Table 2-10", 6, "NM Zone Requirement", "17.24.030", 1, "2026-01-13", None, None),
    ("cotati", "NM", "minimum_lot_area", 9000, "sq ft", "fixed", None, None, "9,000 sq. ft.",
     "17.24.030, Table 2-10", 1, "NM Zone Requirement", "17.24.030", 1, "2020-01-01",
     "2026-01-13", None),
]  # fmt: skip


@pytest.fixture
def standards_site(seed_db: Path, tmp_path: Path) -> Datasette:
    copy = tmp_path / "seeds.db"
    shutil.copy(seed_db, copy)
    with sqlite3.connect(copy) as conn:
        conn.execute("DROP VIEW district_standards_current")  # the seeds' own, replaced
        conn.execute("DROP TABLE district_standards")
        conn.execute(STANDARDS)
        conn.executemany(
            f"INSERT INTO district_standards VALUES ({', '.join('?' * 17)})", STANDARD_ROWS
        )
    return make_datasette(copy)


def _treatments(html: str) -> dict[str, str]:
    rows = re.findall(r"<tr>\s*<td>([^<]+)</td>\s*<td class=\"[^\"]*\">([^<]+)</td>", html)
    return dict(rows)


async def test_a_district_shows_its_treatments_linked_to_their_cells(site: Datasette) -> None:
    response = await site.client.get("/cotati/district/NM")
    assert response.status_code == 200
    html = response.text
    assert "District NM: Neighborhood – Medium Density" in html
    assert _treatments(html) == {
        "1-family": "public hearing",  # Single-family dwelling: UP(4)
        "2-family": "allowed",
        "3-family": "allowed",
        "4+-family": "allowed",
        "accessory dwelling unit": "allowed",
        "affordable/supportive housing": "allowed",
    }
    cell = "/cotati/table/17.22.020,%20Table%202-2?version=1#cell-37-NM"
    assert f'<a href="{cell}" class="decides">Single-family dwelling: UP</a>' in html
    table = await site.client.get(cell.split("#")[0])
    assert 'id="cell-37-NM"' in table.text  # the link lands on the cell
    assert "Permitted uses" in html and "Use Permit required" in html
    # the seeds' 17.24.030 standards tables (district_standards): NM's main structure is 28 ft
    assert 'id="standards-table"' in html and "28 ft" in html.replace("28.0", "28")


async def test_a_database_without_standards_says_so(seed_db: Path, tmp_path: Path) -> None:
    copy = tmp_path / "seeds.db"
    shutil.copy(seed_db, copy)
    with sqlite3.connect(copy) as conn:
        conn.execute("DROP VIEW district_standards_current")
        conn.execute("DROP TABLE district_standards")
    conn.close()
    html = (await make_datasette(copy).client.get("/cotati/district/NM")).text
    assert 'id="no-standards"' in html and "has no district standards" in html


async def test_as_of_shows_the_matrix_version_then_in_force(site: Datasette) -> None:
    before = await site.client.get("/cotati/district/CE.json", params={"as_of": "2026-01-01"})
    after = await site.client.get("/cotati/district/CE.json")
    assert {t["version"] for t in before.json()["housing_treatments"]} == {1}
    assert {t["version"] for t in after.json()["housing_treatments"]} == {2}
    data = after.json()
    adu = next(
        t for t in data["housing_treatments"] if t["housing_type"] == "accessory dwelling unit"
    )
    assert adu["treatment"] == "allowed" and adu["cells"][0]["url"].endswith("#cell-41-CE")
    one = data["housing_treatments"][0]
    assert one["treatment"] is None and one["basis"] == "unlisted"
    assert {row["table"] for row in data["standards"]} == {"17.24.030, Table 2-12"}  # CE's
    assert any(r["standard"] == "max_height_main" and r["value"] == 35 for r in data["standards"])
    early = await site.client.get("/cotati/district/CE", params={"as_of": "2020-01-01"})
    assert early.status_code == 404  # no matrix of Cotati's was in force yet


async def test_an_unknown_district_is_a_404(site: Datasette) -> None:
    assert (await site.client.get("/cotati/district/ZZ")).status_code == 404
    assert (await site.client.get("/cotati/district/ZZ.json")).status_code == 404


async def test_standards_are_shown_when_the_table_exists(standards_site: Datasette) -> None:
    html = (await standards_site.client.get("/cotati/district/NM")).text
    assert 'id="standards-table"' in html and 'id="no-standards"' not in html
    assert "maximum_height_main" in html and "28 ft" in html and "40 %" in html
    assert "#cell-4-NMZoneRequirement" in html
    assert "minimum_lot_area" not in html  # replaced before today
    old = await standards_site.client.get(
        "/cotati/district/NM.json", params={"as_of": "2025-01-01"}
    )
    assert [s["standard"] for s in old.json()["standards"]] == ["minimum_lot_area"]
    none = (await standards_site.client.get("/cotati/district/CE")).text
    assert "Nothing is known of this district" in none and "on this date" in none


async def test_the_atlas_export_uses_the_atlas_fields(site: Datasette, seed_db: Path) -> None:
    response = await site.client.get("/cotati/housing.csv")
    assert response.status_code == 200 and response.headers["content-type"].startswith("text/csv")
    records = list(csv.DictReader(io.StringIO(response.text)))
    nl = next(r for r in records if r["Abbreviated District Name"] == "NL")
    assert nl["1-Family Treatment"] == "Allowed/Conditional"
    assert nl["2-Family Treatment"] == "Public Hearing"
    assert nl["4+-Family Treatment"] == "Prohibited"
    assert nl["Accessory Dwelling Unit (ADU) Treatment"] == "Allowed/Conditional"
    ce = next(r for r in records if r["Abbreviated District Name"] == "CE")
    assert ce["1-Family Treatment"] == "" and ce["Table Version"] == "2"
    for form, params in (("csv", {}), ("json", {"as_of": "2026-01-01"})):
        site_text = (await site.client.get(f"/cotati/housing.{form}", params=params)).text
        args = ["housing", "--format", form, "--db", str(seed_db)]
        args += ["--as-of", params["as_of"]] if params else []
        result = CliRunner().invoke(main, args)
        assert result.exit_code == 0, result.output
        assert result.output.encode() == site_text.encode()  # the same bytes


async def test_the_breadcrumbs_follow_the_code_not_the_database(site: Datasette) -> None:
    for path in ("/cotati/district/NM", "/cotati/-/changes"):
        html = (await site.client.get(path)).text
        crumbs = html[
            html.index('<p class="crumbs') : html.index("</p>", html.index('<p class="crumbs'))
        ]
        assert "corpus-crumbs" in crumbs and "#contents-cotati" in crumbs, path
        assert "/seeds" not in crumbs and "housing_treatments" not in crumbs, path


async def test_a_date_that_is_not_one_is_a_400(site: Datasette) -> None:
    page = await site.client.get("/cotati/district/NM", params={"as_of": "2026-13-45"})
    assert page.status_code == 400 and "not a date" in page.text
