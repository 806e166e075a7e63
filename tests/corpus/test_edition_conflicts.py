"""Two downloads of one chapter with the same date and different texts (issue 22, finding 6):
a conflict, one warning naming both files and the differing sections; neither is invented as
an earlier version; the newer file (by modification time, then name) gives every row.

Modification times are set with `os.utime`: a checkout (CI's included) gives files whatever
times it likes, so a test never relies on the times the files happen to have."""

from __future__ import annotations

import os
import shutil
import sqlite3
from pathlib import Path

import pytest

from corpus.build import build

SEED = Path(__file__).resolve().parents[2] / "raw" / "cotati"
WHEN = 1_767_225_600  # 2026-01-01T00:00:00Z, the originals' modification time
# What the second download of each chapter prints otherwise (same download date, 2026-05-11).
CHANGES = {
    "title17-ch17.62": (
        (
            "Zoning clearance is the procedure used by the city",
            "Zoning clearance is the procedure the city uses",
        ),
        (  # 17.62.060's history note (not its text) loses its latest entry
            "Ord. 854 § 2 (part), 2015; Ord. 934, 6/10/2025)",
            "Ord. 854 § 2 (part), 2015)",
        ),
    ),
    "title17-ch17.24": (("RR-1.5 1.5 acre 100 ft.", "RR-1.5 1.5 acre 110 ft."),),
}


def _build(raw: Path, seconds_newer: int) -> sqlite3.Connection:
    """The seeds plus `<chapter>-again.txt` of each changed chapter, modified `seconds_newer`
    seconds after the original (which sorts after it by name)."""
    shutil.copytree(SEED, raw / "cotati")
    for stem, changes in CHANGES.items():
        original = raw / "cotati" / "ecode360" / f"{stem}.txt"
        text = original.read_text(encoding="utf-8")
        for old, new in changes:
            assert text.count(old) == 1
            text = text.replace(old, new)
        again = original.with_name(f"{stem}-again.txt")
        again.write_text(text, encoding="utf-8")
        os.utime(original, (WHEN, WHEN))
        os.utime(again, (WHEN + seconds_newer, WHEN + seconds_newer))
    build(raw, raw.parent / "corpus.db")
    return sqlite3.connect(raw.parent / "corpus.db")


@pytest.mark.parametrize(
    ("seconds_newer", "again_is_current"),
    [(60, True), (0, False), (-60, False)],
    ids=["second-download-newer", "same-time-name-decides", "first-download-newer"],
)
def test_a_same_date_download_that_differs_is_a_conflict_not_a_version(
    tmp_path: Path, seconds_newer: int, again_is_current: bool
) -> None:
    conn = _build(tmp_path / "raw", seconds_newer)
    suffix = "-again" if again_is_current else ""
    current = {
        chapter: f"cotati/ecode360/title17-ch{chapter}{suffix}.txt"
        for chapter in ("17.62", "17.24")
    }
    other = {
        chapter: f"cotati/ecode360/title17-ch{chapter}{'' if again_is_current else '-again'}.txt"
        for chapter in ("17.62", "17.24")
    }

    conflicts = conn.execute(
        "select document, location, severity, message from parse_issues "
        "where code = 'edition-conflict' order by document"
    ).fetchall()
    assert len(conflicts) == 2  # one per pair of downloads
    for document, location, severity, message in conflicts:
        chapter = "17.62" if "17.62" in document else "17.24"
        assert (document, severity) == (current[chapter], "warning")
        assert current[chapter] in message and other[chapter] in message
        assert "2026-05-11" in message
        expected = ["17.62.020"] if chapter == "17.62" else ["17.24.020"]
        assert location.split(", ") == expected
        assert all(sid in message for sid in expected)

    # one version per section from the exports, none replaced, all from the newer file
    exported = conn.execute(
        "select section, count(*), group_concat(distinct document), group_concat(change) "
        "from section_versions where source = 'export' and "
        "(section like '17.62.%' or section like '17.24.%') group by section"
    ).fetchall()
    assert len(exported) == 7 + 5  # every section of both chapters
    for section, count, document, change in exported:
        assert (count, document, change) == (1, current[section[:5]], "base"), section

    sections = dict(
        conn.execute(
            "select id, document from sections where id like '17.62.%' or id like '17.24.%'"
        ).fetchall()
    )
    assert {sid: current[sid[:5]] for sid in sections} == sections
    chapters = conn.execute("select id, document from chapters where id in ('17.62', '17.24')")
    assert dict(chapters.fetchall()) == current

    text = conn.execute("select text from sections where id = '17.62.020'").fetchone()[0]
    subsections = " ".join(
        row[0] for row in conn.execute("select text from subsections where section = '17.62.020'")
    )
    for shown in (text, subsections):
        assert ("the procedure the city uses" in shown) is again_is_current
        assert ("the procedure used by the city" in shown) is not again_is_current
    version = conn.execute(
        "select text from section_versions where section = '17.62.020'"
    ).fetchone()[0]
    assert version == text
    history = conn.execute("select count(*) from history where section = '17.62.060'").fetchone()
    assert history == ((2,) if again_is_current else (3,))
    rows = conn.execute("select rows from tables where id = '17.24.020, Table 2-4'").fetchone()[0]
    assert ("RR-1.5 1.5 acre 110 ft." in rows) is again_is_current
