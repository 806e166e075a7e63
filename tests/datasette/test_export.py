"""Downloads: the whole code as of a date, as JSON Lines and as a Markdown archive, the same
bytes from the site and from `corpus export`."""

from __future__ import annotations

import html
import io
import json
import re
import sqlite3
import zipfile
from datetime import date
from pathlib import Path

import pytest
from click.testing import CliRunner
from datasette.app import Datasette
from hypothesis import given
from hypothesis import strategies as st
from markdown_it import MarkdownIt

from corpus.cli import main
from corpus.publish.export import escape_markdown

# PA#26-17's versions start 2026-11-17 (estimated: the earliest day the law allows).
BEFORE = date(2026, 6, 1)
AFTER = date(2026, 11, 17)
# A Markdown link's target: `[words](target)`.
LINK = re.compile(r"\]\(([^)\s]+)\)")


def _cli(seed_db: Path, out: Path, day: date, fmt: str) -> bytes:
    result = CliRunner().invoke(
        main,
        [
            "export",
            "--as-of",
            day.isoformat(),
            "--format",
            fmt,
            "--db",
            str(seed_db),
            "-o",
            str(out),
        ],
    )
    assert result.exit_code == 0, result.output
    return out.read_bytes()


async def _site(ds: Datasette, day: date, fmt: str) -> bytes:
    response = await ds.client.get(f"/cotati/-/export?as_of={day.isoformat()}&format={fmt}")
    assert response.status_code == 200, response.text
    return response.content


def _lines(body: bytes) -> list[dict[str, object]]:
    return [json.loads(line) for line in body.decode("utf-8").splitlines()]


def _versions_from(seed_db: Path, start: date, end: date) -> set[tuple[str, int]]:
    """The section versions that take effect after `start`, up to `end`, read from the table."""
    with sqlite3.connect(seed_db) as conn:
        found = conn.execute(
            "select section, version from section_versions where jurisdiction = 'cotati' "
            "and valid_from > ? and valid_from <= ?",
            (start.isoformat(), end.isoformat()),
        ).fetchall()
    return {(s, int(v)) for s, v in found}


@pytest.mark.parametrize("later", [AFTER, date.today()], ids=["2026-11-17", "today"])
async def test_two_dates_differ_exactly_by_the_versions_between_them(
    ds: Datasette, seed_db: Path, later: date
) -> None:
    before = {json.dumps(x, sort_keys=True) for x in _lines(await _site(ds, BEFORE, "jsonl"))}
    after = {json.dumps(x, sort_keys=True) for x in _lines(await _site(ds, later, "jsonl"))}
    arrived = {(x["id"], x["version"]) for x in map(json.loads, after - before)}
    left = {(x["id"], x["version"]) for x in map(json.loads, before - after)}
    between = _versions_from(seed_db, BEFORE, later)
    assert arrived == between
    # what left is what the new versions replaced: the version before each, where there was one
    assert left == {(s, v - 1) for s, v in between if v > 1}
    if later >= AFTER:  # every PA#26-17 version arrived; 17.62.030's first left
        assert len(between) >= 15
        assert ("17.62.030", 1) in left and ("17.62.030", 2) in arrived


async def test_a_line_per_section_in_force_sorted_by_id(ds: Datasette) -> None:
    lines = _lines(await _site(ds, AFTER, "jsonl"))
    ids = [x["id"] for x in lines]
    assert ids == sorted(ids) and len(ids) == len(set(ids))
    limited = next(x for x in lines if x["id"] == "17.62.030")
    assert limited["version"] == 2 and limited["valid_from"] == "2026-11-17"
    assert limited["valid_from_estimated"] is True
    assert limited["ordinance"] == "PA#26-17" and limited["instruction"] == "PA#26-17 §12"
    assert limited["title"] == "Limited Term Permit" and limited["chapter"] == "17.62"
    assert str(limited["text"]).startswith("A. Purpose.")
    assert "Ord. 766" in str(limited["history_note"])


@pytest.mark.parametrize("fmt", ["jsonl", "markdown"])
async def test_the_cli_and_the_site_give_the_same_bytes(
    ds: Datasette, seed_db: Path, tmp_path: Path, fmt: str
) -> None:
    for day in (BEFORE, AFTER):
        site = await _site(ds, day, fmt)
        assert _cli(seed_db, tmp_path / f"{day}.{fmt}", day, fmt) == site
        assert await _site(ds, day, fmt) == site  # and the same again
    piped = CliRunner().invoke(
        main, ["export", "--as-of", BEFORE.isoformat(), "--format", fmt, "--db", str(seed_db)]
    )
    assert piped.exit_code == 0 and piped.stdout_bytes == await _site(ds, BEFORE, fmt)


async def test_the_markdown_archive(ds: Datasette) -> None:
    archive = zipfile.ZipFile(io.BytesIO(await _site(ds, AFTER, "markdown")))
    names = archive.namelist()
    assert names == sorted(names) and "README.md" in names and "17.62.md" in names
    assert {i.date_time for i in archive.infolist()} == {(1980, 1, 1, 0, 0, 0)}
    files = {name: archive.read(name).decode("utf-8") for name in names}
    anchors = {name: set(re.findall(r'<a id="([^"]+)"></a>', text)) for name, text in files.items()}
    chapter = files["17.62.md"]
    assert "## § 17.62.030 Limited Term Permit" in chapter
    assert "in force from 2026-11-17 (estimated), by PA#26-17 §12" in chapter
    assert "[This section](#sec-17.62.030)" in chapter  # a citation of a section held
    assert "](https://ecode360.com/CO4398)" in chapter  # one the archive lacks: the publisher
    relative = 0
    for name, text in files.items():
        for target in LINK.findall(text):
            if target.startswith("https://"):
                continue
            file, _, anchor = target.partition("#")
            file = file or name
            assert file in files, (name, target)
            assert not anchor or anchor in anchors[file], (name, target)
            relative += 1
    assert relative > 20


async def test_the_downloads_page_is_linked_from_home(ds: Datasette) -> None:
    home = (await ds.client.get("/")).text
    assert 'href="/-/export"' in home
    page = (await ds.client.get("/-/export")).text
    assert 'action="/cotati/-/export"' in page and 'href="/cotati/-/changes.atom"' in page
    response = await ds.client.get("/cotati/-/export?as_of=2026-06-01&format=markdown")
    assert response.headers["content-type"] == "application/zip"
    assert 'filename="cotati-2026-06-01.zip"' in response.headers["content-disposition"]


@pytest.mark.parametrize(
    ("query", "status"),
    [("as_of=June&format=jsonl", 400), ("as_of=2026-06-01&format=pdf", 400)],
)
async def test_bad_export_requests(ds: Datasette, query: str, status: int) -> None:
    assert (await ds.client.get(f"/cotati/-/export?{query}")).status_code == status


# Legal text's characters: ASCII printable and the typography codes print.
TEXT = st.text(
    alphabet=st.characters(min_codepoint=32, max_codepoint=126) | st.sampled_from("§–—“”’é"),
    max_size=60,
)
COMMONMARK = MarkdownIt("commonmark")


@given(TEXT)
def test_escaped_text_renders_as_the_same_words(line: str) -> None:
    text = line.strip()
    rendered = COMMONMARK.render(escape_markdown(text)).strip()
    if not text:
        assert rendered == ""
        return
    assert rendered.startswith("<p>") and rendered.endswith("</p>"), rendered
    assert html.unescape(rendered[3:-4]) == text
