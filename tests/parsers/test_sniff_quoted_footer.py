"""An ordinance that quotes an ecode360 download footer in its recitals, before its first
section, stays an ordinance (issue 22, finding 4): its caption and enacting clause win over the
footer, so its instructions apply and no pasted fragment becomes a section's text. A document
that reads as both kinds is one `ambiguous-kind` error naming it; real exports stay exports."""

from __future__ import annotations

import re
import shutil
import sqlite3
from pathlib import Path

import pytest
from ecode360_pdf_render import render_text_pdf
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from corpus.build import build
from parsers.collect import parse_all
from parsers.dispatch import detect_kind, parse_document
from parsers.errors import DocumentError
from parsers.ordinance_records import ParsedOrdinance
from parsers.records import DocumentKind
from parsers.sniff import FOOTER_LINE, ORDINANCE_SECTION

ROOT = Path(__file__).resolve().parents[2]
SEEDS = ROOT / "raw" / "cotati"
ORDINANCES = {p.stem: p for p in sorted((SEEDS / "ordinances").glob("*.txt"))}
DEVSET = Path(__file__).resolve().parent / "devset" / "exports"
# Every real export of the seeds and the development set (text renderings and PDFs), by name.
EXPORTS = sorted(
    [p for p in (SEEDS / "ecode360").glob("*.txt") if FOOTER_LINE.search(p.read_text("utf-8"))]
    + [p for p in DEVSET.rglob("*.txt") if FOOTER_LINE.search(p.read_text("utf-8"))]
    + sorted(DEVSET.rglob("*.pdf"))
)
# The footer lines those exports print, as a quotation would paste them.
FOOTERS = sorted(
    {
        m.group(0).strip()
        for p in EXPORTS
        if p.suffix == ".txt"
        for m in re.finditer(r"^[ \t]*Downloaded from \S+ on \S+$", p.read_text("utf-8"), re.M)
    }
)
# A page of the seed export of 17.62, from its footer into 17.62.070, pasted as a recital
# quotes it: page furniture, the section's heading, three of its paragraphs.
QUOTED_PAGE = (
    "WHEREAS, Section 17.62.070 of the Municipal Code, as downloaded, reads in part:\n"
    "Downloaded from https://ecode360.com/CO4398 on 2026-05-11\n"
    "City of Cotati, CA\n"
    "LAND USE\n"
    "§ 17.62.070. Amendments.\n"
    "A. Purpose. This section provides procedures for the amendment of the General Plan, "
    "this zoning code, and the official zoning map.\n"
    "B. Applicability. A General Plan amendment may include revisions to text or diagrams.\n"
    "C. Public hearings required.\n"
    "and\n"
)


def first_section_line(text: str) -> int:
    """The index of the line that holds the ordinance's first section heading."""
    heading = ORDINANCE_SECTION.search(text)
    assert heading is not None
    return text.count("\n", 0, heading.start())


def with_recital(text: str, recital: str) -> str:
    """The ordinance with `recital` pasted before the recital just above its first section."""
    lines = text.splitlines(keepends=True)
    before = next(i for i in range(first_section_line(text), 0, -1) if "WHEREAS" in lines[i])
    return "".join(lines[:before]) + recital + "".join(lines[before:])


@pytest.fixture(scope="module")
def quoting_build(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The seeds, PA26-17 quoting a downloaded page of 17.62.070 in a recital, built."""
    raw = tmp_path_factory.mktemp("raw")
    shutil.copytree(SEEDS, raw / "cotati")
    ordinance = raw / "cotati" / "ordinances" / "PA26-17.txt"
    ordinance.write_text(
        with_recital(ordinance.read_text(encoding="utf-8"), QUOTED_PAGE), encoding="utf-8"
    )
    database = tmp_path_factory.mktemp("build") / "corpus.db"
    build(raw, database)
    return database


def _rows(database: Path, sql: str) -> list[tuple[object, ...]]:
    with sqlite3.connect(database) as conn:
        return conn.execute(sql).fetchall()


def test_a_footer_quoted_in_a_recital_leaves_the_ordinance_and_the_code_whole(
    quoting_build: Path, seed_database_path: Path
) -> None:
    doc = "cotati/ordinances/PA26-17.txt"
    assert _rows(quoting_build, f"select kind from documents where id = '{doc}'") == [
        ("ordinance",)
    ]
    instructions = f"select id, status from instructions where document = '{doc}' order by id"
    assert len(_rows(seed_database_path, instructions)) == 8
    assert _rows(quoting_build, instructions) == _rows(seed_database_path, instructions)
    sections = "select id, document, text, current_version from sections order by id"
    assert _rows(quoting_build, sections) == _rows(seed_database_path, sections)
    subsections = "select count(*) from subsections where section = '17.62.070'"
    assert _rows(quoting_build, subsections) == [(58,)]
    assert _rows(quoting_build, "select count(*) from parse_issues where code like 'ambig%'") == [
        (0,)
    ]


@pytest.mark.parametrize("stem", sorted(ORDINANCES))
def test_a_quoted_download_page_before_section_1_stays_an_ordinance(
    tmp_path: Path, stem: str
) -> None:
    text = with_recital(ORDINANCES[stem].read_text(encoding="utf-8"), QUOTED_PAGE)
    path = tmp_path / f"{stem}.txt"
    path.write_text(text, encoding="utf-8")
    assert detect_kind(path) is DocumentKind.ORDINANCE
    assert detect_kind(render_text_pdf(text, tmp_path / f"{stem}.pdf")) is DocumentKind.ORDINANCE


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    stem=st.sampled_from(sorted(ORDINANCES)),
    footer=st.sampled_from(FOOTERS),
    place=st.floats(min_value=0, max_value=1),
    split=st.floats(min_value=0, max_value=1),
)
def test_a_footer_line_anywhere_before_the_first_section_stays_an_ordinance(
    tmp_path_factory: pytest.TempPathFactory, stem: str, footer: str, place: float, split: float
) -> None:
    """After any line from the caption's to the first section's, or splitting any of them."""
    text = ORDINANCES[stem].read_text(encoding="utf-8")
    lines = text.splitlines(keepends=True)
    index = 1 + round(place * (first_section_line(text) - 1))  # after the caption line
    line = lines[index]
    cut = round(split * len(line.rstrip("\n")))
    lines[index] = line[:cut] + ("\n" if cut else "") + footer + "\n" + line[cut:]
    path = tmp_path_factory.mktemp("quoted") / f"{stem}.txt"
    path.write_text("".join(lines), encoding="utf-8")
    assert detect_kind(path) is DocumentKind.ORDINANCE
    parsed = parse_document(path, stem)
    assert isinstance(parsed, ParsedOrdinance)
    clean = parse_document(ORDINANCES[stem], stem)
    assert isinstance(clean, ParsedOrdinance)
    assert len(parsed.ordinance.instructions) == len(clean.ordinance.instructions)


@pytest.mark.parametrize("path", EXPORTS, ids=lambda p: p.name)
def test_a_real_export_is_still_an_export(path: Path) -> None:
    assert detect_kind(path) is DocumentKind.ECODE360_EXPORT


@pytest.mark.parametrize(
    "line",
    ["Ordinance No. 12-2016. Amendments noted where applicable.]", "AN ORDINANCE ADOPTING"],
)
def test_an_export_whose_first_lines_name_an_ordinance_is_still_an_export(
    tmp_path: Path, line: str
) -> None:
    """A wrapped history note or a title that begins with a caption's words, no enacting clause
    and no ordinance section: the footers decide."""
    text = (SEEDS / "ecode360" / "title17-ch17.62.txt").read_text(encoding="utf-8")
    first, rest = text.split("\n", 1)
    path = tmp_path / "export.txt"
    path.write_text(f"{first}\n{line}\n{rest}", encoding="utf-8")
    assert detect_kind(path) is DocumentKind.ECODE360_EXPORT


def test_an_ordinance_without_an_enacting_clause_quoting_a_footer_is_one_clear_issue(
    tmp_path: Path,
) -> None:
    """A caption, a footer line, then sections with no enacting clause before them: neither kind
    is sure, so the file is refused whole (it replaces nothing) with one error saying why."""
    text = with_recital(ORDINANCES["PA26-17"].read_text(encoding="utf-8"), QUOTED_PAGE)
    text = re.sub(r"^NOW,? THEREFORE.*\n", "", text, flags=re.M)
    folder = tmp_path / "raw" / "elm-ridge"
    folder.mkdir(parents=True)
    path = folder / "quoting.txt"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(DocumentError, match="ambiguous document"):
        detect_kind(path)
    corpus = parse_all(tmp_path / "raw")
    assert corpus.exports == () and corpus.ordinances == ()
    (issue,) = corpus.issues
    assert (issue.document, issue.code, issue.severity.value) == (
        "elm-ridge/quoting.txt",
        "ambiguous-kind",
        "error",
    )
    # named by its path in the raw folder, never the machine's (parsers/collect.py)
    assert issue.message.startswith("elm-ridge/quoting.txt: ") and str(path) not in issue.message
    assert "expected an ordinance" in issue.message and "or an ecode360 export" in issue.message
