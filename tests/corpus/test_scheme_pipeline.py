"""The numbering scheme through the whole build: a code's excerpt of real text (the citation
development set's open pages) built into a database, then read back with SQL. The section's
chapter, the outline's chapter and title, and "this chapter" / "this title" all follow the
scheme the code's own numbers and headings decide (`parsers.scheme_headings`), in every scheme
of the registry.

Each excerpt is written as an ecode360 print view (its `Close`/`Print`/`Resize:` chrome and
`§ N. Title.` heading lines) or a code page copied from a browser (its `Chapter N` line first):
the formats the build reads. The headings are the pages' own (number and title as printed); the
body lines are the pages' lines, verbatim.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from corpus.build import build
from corpus.publish.loaders.contents import surroundings, trail
from parsers.dispatch import parse_document
from parsers.records import ParsedExport
from parsers.schemes import Scheme

DEVSET = Path(__file__).resolve().parents[1] / "graph" / "devset_wide" / "open"
CHROME = "Close\n\nPrint\n\nResize:\n\n"


def lines_of(place: str, file: str, *numbers: int) -> list[str]:
    """Lines of a development-set page (1-based), verbatim but for the indentation."""
    lines = (DEVSET / place / file).read_text(encoding="utf-8").splitlines()
    return [lines[n - 1].strip() for n in numbers]


def paragraphs(*blocks: str | list[str]) -> str:
    """One paragraph a line, blank lines between, as a print view is saved."""
    flat = [line for block in blocks for line in ([block] if isinstance(block, str) else block)]
    return "\n\n".join(flat) + "\n"


CALDWELL = "caldwell-id"
AUTHORITY = "sec10-01-02-authority-purpose.txt"
ANNEXATIONS = "art3-sec10-03-01-annexations.txt"


def caldwell(*, chapter_line: bool) -> str:
    """Caldwell, ID's chapter 10 (zero-padded chapter-article-section): 10-01-02, then the
    `ARTICLE 3` heading over 10-03-01 (whose (5) A. cites `10-03-12 of this chapter`) and
    10-03-12, as a copied page (its chapter line first) or a print view (no chapter line)."""
    opening = "Chapter 10 Zoning" if chapter_line else CHROME + "City of Caldwell, ID"
    return paragraphs(
        opening,
        "§ 10-01-02. Authority And Purpose.",
        lines_of(CALDWELL, AUTHORITY, 2, 3, 4),
        lines_of(CALDWELL, ANNEXATIONS, 2, 3),
        "§ 10-03-01. Annexations, Deannexations, And Preannexations.",
        lines_of(CALDWELL, ANNEXATIONS, 19, 20, 24),
        "\n".join(lines_of(CALDWELL, ANNEXATIONS, 25, 26)),  # one paragraph over two lines
        "§ 10-03-12. Public Hearing Process.",
    )


def built(tmp_path: Path, place: str, text: str) -> sqlite3.Connection:
    raw = tmp_path / "raw" / place
    raw.mkdir(parents=True)
    (raw / "code.txt").write_text(text, encoding="utf-8")
    build(tmp_path / "raw", tmp_path / "code.db")
    return sqlite3.connect(tmp_path / "code.db")


def one(conn: sqlite3.Connection, sql: str, *args: str) -> object:
    row = conn.execute(sql, args).fetchone()
    return row[0] if row else None


@pytest.mark.parametrize("chapter_line", [True, False], ids=["copied-page", "print-view"])
def test_a_chapter_article_code_end_to_end(tmp_path: Path, chapter_line: bool) -> None:
    conn = built(tmp_path, "caldwell", caldwell(chapter_line=chapter_line))
    chapters = conn.execute("select distinct chapter from sections order by 1").fetchall()
    assert chapters == [("10",)]
    assert (
        one(conn, "select parent from outline where kind = 'section' and id = '10-03-01'") == "10"
    )
    known = conn.execute("select id from outline where kind in ('chapter', 'title')").fetchall()
    assert known == [("10",)]  # no chapter `10-01` or `10-03`, no title the numbers carry none of
    assert conn.execute(
        "select target from citations where source = '10-01-02' and raw like 'this chapter'"
    ).fetchall() == [("10",), ("10",)]
    assert one(conn, "select target from citations where raw like '10-03-12_of this chapter'") == (
        "10-03-12"
    )


def test_a_chapter_article_page_sits_in_its_chapter(tmp_path: Path) -> None:
    """A section page's breadcrumbs and neighbours: chapter 10 (no title, no chapter `10-03`),
    the chapter's other sections beside it."""
    conn = built(tmp_path, "caldwell", caldwell(chapter_line=False))
    conn.row_factory = None
    crumbs = trail(conn, "caldwell", "subsection", "10-03-01(A)")
    assert [(c.kind, c.id) for c in crumbs][1:] == [
        ("chapter", "10"),
        ("subsection", "10-03-01(A)"),
    ]
    # the section before it is article 1's, in the same chapter (10-03-12 prints no text here)
    around = surroundings(conn, "caldwell", "10-03-01", ())
    assert around.previous is not None and around.previous.id == "10-01-02"


def test_a_chapter_article_section_is_in_its_printed_article(tmp_path: Path) -> None:
    """The article the print view's heading prints over a section its reader placed in no
    chapter's article: `Chapter 10, Article 3`, as the copied page's reader names it."""
    source = tmp_path / "code.txt"
    source.write_text(caldwell(chapter_line=False), encoding="utf-8")
    parsed = parse_document(source, "caldwell/code.txt")
    assert isinstance(parsed, ParsedExport)
    assert parsed.scheme is Scheme.CHAPTER_ARTICLE
    assert [(s.id, s.chapter, s.article) for s in parsed.sections] == [
        ("10-01-02", "10", None),
        ("10-03-01", "10", "Chapter 10, Article 3"),
        ("10-03-12", "10", "Chapter 10, Article 3"),
    ]


# (place, the print view's headings and lines, a section, its chapter, the chapter's title
# (None: the scheme's chapters are in none), a relative citation in it and its target)
SCHEMES = [
    pytest.param(
        "emmitsburg-md",
        [
            "§ 17.04.020. Definitions.",
            *lines_of("emmitsburg-md", "ord-amending-title17-sec17.04.020.txt", 13),
        ],
        "17.04.020",
        "17.04",
        "Title 17",
        ("this title", "title", "Title 17"),
        id="three-level-dotted",
    ),
    pytest.param(
        "dacula-ga",
        [
            "§ 12-27. Liability of officer and agents.",
            *lines_of("dacula-ga", "code-ch12-business-excerpt.txt", 2),
        ],
        "12-27",
        "12",
        None,
        ("this chapter", "chapter", "12"),
        id="chapter-dash",
    ),
    pytest.param(
        "fruitland-id",
        [
            "§ 10-3-1. Interpretation Of Terms Or Words.",
            *lines_of("fruitland-id", "sec10-3-1-interpretation.txt", 2, 3, 6),
        ],
        "10-3-1",
        "10-3",
        "Title 10",
        ("this title", "title", "Title 10"),
        id="title-chapter-section-hyphenated",
    ),
    pytest.param(
        "spanish-fork-ut",
        [
            "§ 15.1.04.080. Severability.",
            *lines_of("spanish-fork-ut", "sec15-1-04-080-severability.txt", 2, 4),
        ],
        "15.1.04.080",
        "15.1.04",
        "Title 15",
        ("this Title", "title", "Title 15"),
        id="four-level-dotted",
    ),
    pytest.param(
        CALDWELL,
        caldwell(chapter_line=False).split("\n\n")[3:],
        "10-01-02",
        "10",
        None,
        ("This chapter", "chapter", "10"),
        id="chapter-article",
    ),
]


@pytest.mark.parametrize(("place", "lines", "section", "chapter", "title", "relative"), SCHEMES)
def test_every_scheme_end_to_end(
    tmp_path: Path,
    place: str,
    lines: list[str],
    section: str,
    chapter: str,
    title: str | None,
    relative: tuple[str, str, str],
) -> None:
    conn = built(tmp_path, place, paragraphs(CHROME + "City of Example, ST", lines))
    assert one(conn, "select chapter from sections where id = ?", section) == chapter
    assert one(conn, "select parent from outline where kind = 'section' and id = ?", section) == (
        chapter
    )
    assert one(conn, "select parent from outline where kind = 'chapter' and id = ?", chapter) == (
        title
    )
    raw, kind, target = relative
    found = conn.execute(
        "select target_kind, target from citations where source like ? || '%' and raw = ?",
        (section, raw),
    ).fetchall()
    assert found and set(found) == {(kind, target)}
