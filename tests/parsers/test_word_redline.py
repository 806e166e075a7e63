"""Tracked changes read from real Word redlines (Gainesville, FL, Land Development Code; source in
marked/SOURCE.md), compared with the runs read by hand from each file's word/document.xml, and
the reader's handling of the redline markup Word writes (one synthetic document per case).

Sec. 30-4.12 (a table of permitted uses) is amended cell by cell by two reviewers: a cell's "-"
deleted and "P" inserted; where one reviewer inserted "p" and the other deleted it, the "p" is
in neither text. Sec. 30-4.8 deletes words, a table cell, and five whole paragraphs (their
paragraph marks deleted too); its table merges cells vertically.
"""

from __future__ import annotations

import re
from pathlib import Path

import docx
import pytest
from docx.oxml import parse_xml

from parsers.marked_text import Mark, MarkedRun, runs_of
from parsers.word import read_docx_marked, read_docx_text

MARKED = Path(__file__).resolve().parent / "marked"
TRANSECT = MARKED / "gainesville-fl-30-4.12-redline.docx"
COMPATIBILITY = MARKED / "gainesville-fl-30-4.8-redline.docx"
DEL, INS = Mark.DELETED, Mark.INSERTED


@pytest.fixture(scope="module")
def transect() -> tuple[str, tuple[MarkedRun, ...]]:
    return read_docx_marked(TRANSECT)


@pytest.fixture(scope="module")
def compatibility() -> tuple[str, tuple[MarkedRun, ...]]:
    return read_docx_marked(COMPATIBILITY)


def _line(text: str, start: str) -> tuple[int, int]:
    a = text.index("\n" + start) + 1
    return a, text.index("\n", a)


MICROBREWERY = "Microbrewery, microwinery, or microdistillery2 "
# Rows of Table V-1 read by hand from word/document.xml: each cell's text as Word prints it
# (deleted and inserted runs both, a "p" inserted and deleted by two reviewers left out), and
# the tracked runs of the row in order.
ROWS = [
    (
        ["Community residential home (up to 6 residents) ", "30-5.6", *["P "] * 8, "- P", "- P"],
        [(DEL, "- "), (INS, "P"), (DEL, "- "), (INS, "P")],
    ),
    (  # <w:ins>P</w:ins><w:ins><w:del>p</w:del></w:ins> in the third cell
        ["Library ", "- P", "- P", "- P", "- P", "S P", *["P "] * 5],
        [*[(DEL, "- "), (INS, "P")] * 4, (DEL, "S "), (INS, "P")],
    ),
    (  # an inserted "P", an inserted-then-deleted "p", a deleted "- " in one cell
        ["Vehicle repair (No Outdoor)", "30-5.31", *["- "] * 5, "P- ", "P ", "- p", "- p", "- "],
        [
            (INS, "(No Outdoor)"),
            (INS, "P"),
            (DEL, "- "),
            (DEL, "- "),
            (INS, "p"),
            (DEL, "- "),
            (INS, "p"),
        ],
    ),
    (  # the footnote number struck after a word split by spelling marks (w:proofErr)
        [MICROBREWERY, "30-5.18", *["- "] * 3, "- P", "- S", "S p", *["P "] * 4],
        [(DEL, "2"), (DEL, "- "), (INS, "P"), (DEL, "- "), (INS, "S"), (DEL, "S "), (INS, "p")],
    ),
    (  # two adjacent <w:del> runs ("-" and " ") are one deleted run
        ["Family child care home ", "30-5.10", *["P "] * 9, "P- "],
        [(INS, "P"), (DEL, "- ")],
    ),
]


@pytest.mark.parametrize(("cells", "runs"), ROWS, ids=lambda v: str(v[0])[:20])
def test_tracked_cells_of_a_real_table(
    transect: tuple[str, tuple[MarkedRun, ...]],
    cells: list[str],
    runs: list[tuple[Mark, str]],
) -> None:
    text, marks = transect
    a, b = _line(text, cells[0])
    assert text[a:b] == " ".join(cells)
    assert [(r.mark, r.text) for r in marks if a <= r.start < b] == runs
    assert all(text[r.start : r.end] == r.text for r in marks)


def test_a_table_row_is_one_line_whatever_breaks_its_cells_hold(
    transect: tuple[str, tuple[MarkedRun, ...]],
) -> None:
    text, _ = transect  # the heading cell is `Use<w:br/>Stan-<w:br/>dards`
    assert "\nUse Stan- dards U1 U2 U3 U4 U5 U6 U7 U8 U9 DT\n" in text


def test_words_inserted_then_deleted_are_in_neither_text(
    transect: tuple[str, tuple[MarkedRun, ...]],
) -> None:
    text, marks = transect
    a, b = _line(text, "Library ")
    body = runs_of(text, marks, a, b)
    assert body.old.split() == ["Library", "-", "-", "-", "-", "S", *["P"] * 5]
    assert body.new.split() == ["Library", *["P"] * 10]


COMPATIBILITY_RUNS = [
    (DEL, "or the U1 district "),  # 2. ... abutting a single-family zoning district <del>
    (DEL, " or the U1 district"),  # B. Limitations on uses. ... single-family zoning district
    (DEL, "U1 "),  # a table row's first cell
    (  # D.3 and its items a.-d., each paragraph's mark deleted: one deletion
        DEL,
        "3.\tBedroom limit. Maximum number of bedrooms in multi-family developments located "
        "within the University of Florida Context Area. \n"
        "a.\tMulti-family developments shall be limited to a maximum number of bedrooms based "
        "on the development's maximum residential density allowed by the zoning district "
        "multiplied by a 2.75 multiplier. \n"
        "b.\tIf additional density is approved through a special use permit, then the "
        "multiplier is applied to the total approved density inclusive of any additional units "
        "approved by special use permit. \n"
        "c.\tThe bedroom mix in the development (i.e., the number of units with a specific "
        "number of bedrooms) is not regulated by those provisions. \n"
        "d.\tDevelopments with planned development (PD) zoning are not subject to the bedroom "
        "multiplier. \n",
    ),
]


def test_the_tracked_runs_of_a_real_section(
    compatibility: tuple[str, tuple[MarkedRun, ...]],
) -> None:
    text, marks = compatibility
    a, b = text.index("Sec. 30-4.8."), text.index("Sec. 30-4.9.")
    assert [(r.mark, r.text) for r in marks if a <= r.start < b] == COMPATIBILITY_RUNS
    new = runs_of(text, marks, a, b).new
    assert "streets. \n(Ord. No. 170974, § 5, 2-21-19;" in new  # f. is followed by the history


BONUS = [(INS, " 2.5 or 2.5%"), (DEL, " "), (INS, "or 5%"), (INS, "or 10%")]


@pytest.mark.parametrize(
    ("row", "runs"),
    [  # Bonus DU/Acre rows of C.1's tables: <w:ins>or 1</w:ins><w:ins>0%</w:ins> is "or 10%"
        (
            "Bonus DU/Acre (whichever is greater) 0.51 or 1%  1 2.5 or 2.5%  5 or 5% 10 or 10%",
            [(INS, "(whichever is greater)"), (DEL, "0.5"), (INS, "1 or 1%"), (DEL, "1"), *BONUS],
        ),
    ],
)
def test_adjacent_runs_of_one_mark_are_one_run(
    compatibility: tuple[str, tuple[MarkedRun, ...]], row: str, runs: list[tuple[Mark, str]]
) -> None:
    text, marks = compatibility
    a = text.index(row)
    assert [(r.mark, r.text) for r in marks if a <= r.start < a + len(row)] == runs


def test_a_vertically_merged_cell_is_printed_once(
    compatibility: tuple[str, tuple[MarkedRun, ...]],
) -> None:
    text, _ = compatibility
    assert text.count("Building facades shall not exceed 60' unless") == 1
    a, b = _line(text, "Historic District (except")
    assert text[a:b] == "Historic District (except University Heights-South) "
    assert "\nUniversity Heights-South Historic District  4 stories and 60' \n" in text


# --- the markup Word writes, one synthetic document per case ---------------------------------

NS = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"'


def _document(tmp_path: Path, *blocks: str) -> Path:
    """A DOCX whose body is `blocks` (WordprocessingML, namespace added)."""
    document = docx.Document()
    body = document.element.body
    for block in blocks:
        body.insert(len(body) - 1, parse_xml(re.sub(r"^<(w:\w+)", rf"<\1 {NS}", block)))
    path = tmp_path / "made.docx"
    document.save(str(path))
    return path


def _p(inner: str, ppr: str = "") -> str:
    return f"<w:p>{ppr}{inner}</w:p>"


def _r(words: str) -> str:
    return f'<w:r><w:t xml:space="preserve">{words}</w:t></w:r>'


def _tracked(tag: str, words: str) -> str:
    text = "delText" if tag in {"del", "moveFrom"} else "t"
    return f'<w:{tag} w:id="9" w:author="a"><w:r><w:{text}>{words}</w:{text}></w:r></w:{tag}>'


def _marks(path: Path) -> list[tuple[Mark, str]]:
    return [(r.mark, r.text) for r in read_docx_marked(path)[1]]


def test_a_paragraph_split_by_an_inserted_mark(tmp_path: Path) -> None:
    mark = '<w:pPr><w:rPr><w:ins w:id="1" w:author="a"/></w:rPr></w:pPr>'
    path = _document(tmp_path, _p(_r("A. Fees.") + _tracked("ins", " "), mark), _p(_r("B. Fines.")))
    text, marks = read_docx_marked(path)
    assert text == "A. Fees. \nB. Fines."
    assert [(r.mark, r.text) for r in marks] == [(INS, " \n")]
    assert runs_of(text, marks, 0, len(text)).old == "A. Fees.B. Fines."


def test_an_inserted_table_row_and_its_line_break(tmp_path: Path) -> None:
    def row(cells: str, props: str = "") -> str:
        return f"<w:tr>{props}{cells}</w:tr>"

    cell = "<w:tc><w:p>{}</w:p></w:tc>"
    new = '<w:trPr><w:ins w:id="2" w:author="a"/></w:trPr>'
    table = (
        "<w:tbl><w:tblGrid><w:gridCol/><w:gridCol/></w:tblGrid>"
        + row(cell.format(_r("Use")) + cell.format(_r("AGR")), "")
        + row(
            cell.format(_tracked("ins", "Adult day care home")) + cell.format(_tracked("ins", "P")),
            new,
        )
        + row(cell.format(_r("Airport")) + cell.format(_r("-")))
        + "</w:tbl>"
    )
    path = _document(tmp_path, table)
    text, marks = read_docx_marked(path)
    assert text == "Use AGR\nAdult day care home P\nAirport -"
    body = runs_of(text, marks, 0, len(text))
    assert body.old == "Use AGR\nAirport -"
    assert body.new == text


def test_a_cell_continuing_a_merge_without_a_cell_above(tmp_path: Path) -> None:
    """Sec. 30-4.13's Table V-2 has such a cell; python-docx's `row.cells` raised on it."""
    cell = "<w:tc>{}<w:p>{}</w:p></w:tc>"
    merged = "<w:tcPr><w:vMerge/></w:tcPr>"
    table = (
        "<w:tbl><w:tblGrid><w:gridCol/><w:gridCol/><w:gridCol/></w:tblGrid>"
        f"<w:tr>{cell.format('', _r('Lot width'))}{cell.format('', _r('34'))}</w:tr>"
        f"<w:tr>{cell.format('', _r('Lot depth'))}{cell.format('', _r('60'))}"
        f"{cell.format(merged, '')}</w:tr></w:tbl>"
    )
    assert read_docx_text(_document(tmp_path, table)) == "Lot width 34\nLot depth 60"


@pytest.mark.parametrize(
    ("blocks", "text", "runs"),
    [
        (  # a moved sentence: deleted at its old place, inserted at its new one
            [
                _p(_tracked("moveFrom", "Fees are due.")),
                _p(_r("A.") + _tracked("moveTo", " Fees are due.")),
            ],
            "Fees are due.\nA. Fees are due.",
            [(DEL, "Fees are due."), (INS, " Fees are due.")],
        ),
        (  # an insertion inside a hyperlink
            [
                _p(
                    _r("See ")
                    + f'<w:hyperlink w:anchor="s">{_tracked("ins", "section 30-5.2")}</w:hyperlink>'
                )
            ],
            "See section 30-5.2",
            [(INS, "section 30-5.2")],
        ),
        (  # a field: its code is not text, its result is; a simple field's result too
            [
                _p(
                    '<w:r><w:fldChar w:fldCharType="begin"/></w:r>'
                    "<w:r><w:instrText> REF s1 </w:instrText></w:r>"
                    '<w:r><w:fldChar w:fldCharType="separate"/></w:r>'
                    + _r("Section 1")
                    + '<w:r><w:fldChar w:fldCharType="end"/></w:r>'
                    + _tracked("del", " and 2")
                    + f'<w:fldSimple w:instr=" PAGE ">{_r(" (page 3)")}</w:fldSimple>'
                )
            ],
            "Section 1 and 2 (page 3)",
            [(DEL, " and 2")],
        ),
        (  # a paragraph inside a content control; a page break is no character
            [
                f"<w:sdt><w:sdtContent>{_p(_r('A. Fees.'))}</w:sdtContent></w:sdt>",
                _p(_r("B.") + '<w:r><w:br w:type="page"/></w:r>' + _tracked("del", " Fines.")),
            ],
            "A. Fees.\nB. Fines.",
            [(DEL, " Fines.")],
        ),
    ],
)
def test_redline_markup(
    tmp_path: Path, blocks: list[str], text: str, runs: list[tuple[Mark, str]]
) -> None:
    path = _document(tmp_path, *blocks)
    assert read_docx_marked(path)[0] == text
    assert _marks(path) == runs


def test_a_former_strike_through_is_no_mark(tmp_path: Path) -> None:
    """A tracked format change records the old formatting (`w:rPrChange`): a strike-through
    removed from a run is not one in force."""
    old = '<w:rPrChange w:id="3" w:author="a"><w:rPr><w:strike/></w:rPr></w:rPrChange>'
    run = f"<w:r><w:rPr><w:b/>{old}</w:rPr><w:t>The fee is set.</w:t></w:r>"
    path = _document(tmp_path, _p(run))
    assert read_docx_marked(path) == ("The fee is set.", ())
