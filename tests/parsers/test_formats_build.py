"""A jurisdiction whose documents come as PDF, HTML, DOCX and scraped text builds end to end; its
unreadable files become parse issues naming them, and nothing else is lost."""

from __future__ import annotations

from pathlib import Path

import docx
import pytest
import sqlite_utils
from ecode360_html_pages import ecode360_page, sections_for
from ecode360_pdf_render import other_city, render_pdf

from corpus.build import build

ROOT = Path(__file__).resolve().parents[2]
SEEDS = ROOT / "raw/cotati"


@pytest.fixture(scope="module")
def database(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, sqlite_utils.Database]:
    raw = tmp_path_factory.mktemp("raw")
    code = raw / "brookhaven" / "ecode360"
    ordinances = raw / "brookhaven" / "ordinances"
    code.mkdir(parents=True)
    ordinances.mkdir(parents=True)
    export = other_city((SEEDS / "ecode360/title17-ch17.62.txt").read_text(encoding="utf-8"))
    render_pdf(export, code / "chapter-21.44.pdf")
    standards = other_city((SEEDS / "ecode360/title17-ch17.24.txt").read_text(encoding="utf-8"))
    render_pdf(standards, code / "chapter-9.12.pdf")
    (code / "chapter-9.30.html").write_text(
        ecode360_page("Town of Brookhaven, NY", "BR0417", "9.30", "FENCES", sections_for("9.30")),
        encoding="utf-8",
    )
    scraped = (SEEDS / "ecode360/title17-unnumbered-paragraphs.txt").read_text(encoding="utf-8")
    (code / "unnumbered.txt").write_text(other_city(scraped), encoding="utf-8")
    ordinance = docx.Document()
    for line in other_city((SEEDS / "ordinances/PA26-17.txt").read_text(encoding="utf-8")).split(
        "\n"
    ):
        ordinance.add_paragraph(line)
    ordinance.save(str(ordinances / "PA26-17.docx"))
    data = (code / "chapter-21.44.pdf").read_bytes()
    (ordinances / "scan-truncated.pdf").write_bytes(data[: len(data) // 3])
    (code / "empty.html").write_bytes(b"")
    output = tmp_path_factory.mktemp("build") / "brookhaven.db"
    build(raw, output)
    return raw, sqlite_utils.Database(output)


def test_every_readable_format_becomes_a_document(
    database: tuple[Path, sqlite_utils.Database],
) -> None:
    _raw, db = database
    kinds = {row["id"]: row["kind"] for row in db.query("select id, kind from documents")}
    assert kinds == {
        "brookhaven/ecode360/chapter-21.44.pdf": "ecode360_export",
        "brookhaven/ecode360/chapter-9.12.pdf": "ecode360_export",
        "brookhaven/ecode360/chapter-9.30.html": "ecode360_html",
        "brookhaven/ecode360/unnumbered.txt": "ecode360_html",
        "brookhaven/ordinances/PA26-17.docx": "ordinance",
    }
    pdf = next(db.query("select * from documents where id like '%21.44.pdf'"))
    assert (pdf["jurisdiction"], pdf["printed_jurisdiction"], pdf["code"], pdf["as_of"]) == (
        "brookhaven",
        "Town of Brookhaven, NY",
        "BR0417",
        "2025-02-03",
    )


def test_sections_come_from_the_pdf_and_the_html_page(
    database: tuple[Path, sqlite_utils.Database],
) -> None:
    _raw, db = database
    ids = {row["id"] for row in db.query("select id from sections")}
    assert {f"21.44.0{n}0" for n in range(1, 8)} <= ids
    assert {"9.30.010", "9.30.030", "9.30.070"} <= ids
    html = next(db.query("select * from sections where id = '9.30.030'"))
    assert html["title"] == "Limited term permits"
    assert "Downloaded from" not in "".join(
        r["text"] or "" for r in db.query("select text from sections")
    )


def test_unreadable_files_are_parse_issues_naming_them(
    database: tuple[Path, sqlite_utils.Database],
) -> None:
    _raw, db = database
    errors = {
        row["document"]: row["message"]
        for row in db.query("select * from parse_issues where severity = 'error'")
    }
    assert set(errors) >= {
        "brookhaven/ordinances/scan-truncated.pdf",
        "brookhaven/ecode360/empty.html",
    }
    assert "corrupt or truncated" in errors["brookhaven/ordinances/scan-truncated.pdf"]
    # named relative to the raw folder: the machine's path is not published
    assert errors["brookhaven/ecode360/empty.html"].startswith("brookhaven/ecode360/empty.html: ")


def test_scraped_paragraphs_are_attributed_in_the_database(
    database: tuple[Path, sqlite_utils.Database],
) -> None:
    _raw, db = database
    rows = list(db.query("select * from paragraphs order by idx"))
    assert len(rows) == 82
    attributed = [r for r in rows if r["section"]]
    # The frontage types and mixed-use standards are in the 9.12 export (17.24 renumbered), read
    # from its PDF; nothing else of the scrape is in this corpus, so the rest stays unattributed.
    assert {r["section"] for r in attributed} == {"9.12.040", "9.12.050"}
    assert len(attributed) >= 20
    assert {r["matched_document"] for r in attributed} == {"brookhaven/ecode360/chapter-9.12.pdf"}
    assert sum(r["how"] == "none" for r in rows) == len(rows) - len(attributed)
