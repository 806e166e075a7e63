"""Struck-through and underlined words read from each format as typed runs with offsets."""

from __future__ import annotations

from itertools import pairwise
from pathlib import Path

import docx
import pytest
from docx.oxml import parse_xml
from hypothesis import given
from hypothesis import strategies as st

from parsers.marked_text import Mark, MarkedRun, html_marked, inline_marks, runs_of
from parsers.ordinance import parse_ordinance_text
from parsers.ordinance_records import Verb
from parsers.word import read_docx_marked, read_docx_text


@pytest.mark.parametrize(
    ("text", "deleted", "inserted"),
    [
        # Chagrin Falls, OH 2022-56 (tests/parsers/ordinance/devset_wide/open/)
        ("The <del>application</del> <ins>applicant</ins> shall", ["application"], ["applicant"]),
        ("this ordinance ~~shall~~ may be punished", ["shall"], []),
        ("<s>old</s> and <u>new</u> <strike>gone</strike>", ["old", "gone"], ["new"]),
        ("<ins>added <del>then struck</del></ins>", ["then struck"], ["added"]),
    ],
)
def test_inline_marks(text: str, deleted: list[str], inserted: list[str]) -> None:
    runs = inline_marks(text)
    assert [r.text.strip() for r in runs if r.mark is Mark.DELETED] == deleted
    assert [r.text.strip() for r in runs if r.mark is Mark.INSERTED] == inserted
    assert all(text[r.start : r.end] == r.text for r in runs)


def test_a_passage_as_runs_drops_the_tags_from_kept_words() -> None:
    text = "The <del>application</del> <ins>applicant</ins> shall file."
    marked = runs_of(text, inline_marks(text), 0, len(text))
    assert marked.old == "The application  shall file."
    assert marked.new == "The  applicant shall file."


@given(st.text(alphabet="ab~<>/delins ", max_size=60))
def test_inline_runs_are_ordered_slices_of_the_text(text: str) -> None:
    runs = inline_marks(text)
    assert all(text[r.start : r.end] == r.text for r in runs)
    assert all(a.end <= b.start for a, b in pairwise(runs))


def test_html_marks() -> None:
    marked = html_marked(
        "<p>The fee is <s>$325.00</s> <u>$350</u>.</p>"
        '<p><span style="text-decoration: line-through">old</span> kept <ins>new</ins></p>'
    )
    assert marked.marked(Mark.DELETED) == ["$325.00", "old"]
    assert marked.marked(Mark.INSERTED) == ["$350", "new"]
    assert marked.new.split() == ["The", "fee", "is", "$350.", "kept", "new"]


W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"'


def _redline(path: Path) -> None:
    document = docx.Document()
    document.add_paragraph("SECTION 1. Section 9.40.010 is amended by deleting the language")
    document.add_paragraph(
        "stricken through and inserting the language underlined, to read as follows:"
    )
    paragraph = document.add_paragraph("A person shall obtain a permit from the ")
    paragraph.add_run("city manager").font.strike = True
    paragraph.add_run(" ")
    paragraph.add_run("planning director").font.underline = True
    paragraph.add_run(" before cutting a tree.")
    tracked = document.add_paragraph("The fee is ")
    tracked._p.append(
        parse_xml(f'<w:del {W} w:id="1" w:author="x"><w:r><w:delText>set</w:delText></w:r></w:del>')
    )
    tracked._p.append(
        parse_xml(f'<w:ins {W} w:id="2" w:author="x"><w:r><w:t>fixed</w:t></w:r></w:ins>')
    )
    tracked.add_run(" by resolution.")
    table = document.add_table(rows=1, cols=2)
    table.cell(0, 0).text = "2′×12″"
    fee = table.cell(0, 1).paragraphs[0]
    fee.add_run("$325.00").font.strike = True
    fee.add_run(" ")
    fee.add_run("$350").font.underline = True
    document.add_paragraph("SECTION 2. This ordinance takes effect thirty days after adoption.")
    document.save(str(path))


def test_docx_runs_and_tracked_changes(tmp_path: Path) -> None:
    path = tmp_path / "redline.docx"
    _redline(path)
    text, marks = read_docx_marked(path)
    assert text == read_docx_text(path)
    assert "The fee is setfixed by resolution." in text  # both tracked texts are printed
    assert [(r.mark, r.text) for r in marks] == [
        (Mark.DELETED, "city manager"),
        (Mark.INSERTED, "planning director"),
        (Mark.DELETED, "set"),
        (Mark.INSERTED, "fixed"),
        (Mark.DELETED, "$325.00"),
        (Mark.INSERTED, "$350"),
    ]
    assert all(text[r.start : r.end] == r.text for r in marks)
    assert "\n2′×12″ $325.00 $350\n" in text  # a table row is one line


def test_a_docx_redline_under_a_legend_is_a_word_edit(tmp_path: Path) -> None:
    path = tmp_path / "redline.docx"
    _redline(path)
    text, marks = read_docx_marked(path)
    parsed = parse_ordinance_text(text, "redline.docx", marks=marks)
    (item,) = [i for i in parsed.ordinance.instructions if i.verb is Verb.WORD_EDIT]
    assert [(e.deleted, e.inserted) for e in item.edits] == [
        ("city manager", "planning director"),
        ("set", "fixed"),
        ("$325.00", "$350"),
    ]
    assert item.edits[0].before.endswith("obtain a permit from the ")
    # "by deleting the language stricken through …" is the legend, no words stated: the marks
    # are the edit, and nothing is left for a person to apply
    assert item.flags == ()


def test_marks_without_a_legend_change_nothing() -> None:
    text = (
        "SECTION 1. Section 9.40.010 is amended to read as follows:\n"
        "A. A person ~~shall~~ may obtain a permit.\n"
        "SECTION 2. This ordinance takes effect thirty days after adoption.\n"
    )
    parsed = parse_ordinance_text(text, "plain.txt", marks=(MarkedRun(Mark.DELETED, "x", 0, 1),))
    assert all(i.verb is not Verb.WORD_EDIT for i in parsed.ordinance.instructions)


MARKED = Path(__file__).resolve().parent / "marked"


def test_drawn_underlines_of_a_born_digital_pdf() -> None:
    from parsers.marked_pdf import pdf_marks
    from parsers.pdf import read_pdf_text

    path = MARKED / "rivergrove-or-88-2017.pdf"  # real: see marked/SOURCE.md
    text = read_pdf_text(path)
    marks = pdf_marks(path, text)
    assert all(text[r.start : r.end] == r.text for r in marks)
    assert {r.mark for r in marks} == {Mark.INSERTED}  # underlines; nothing is struck
    underlined = [" ".join(r.text.split()) for r in marks]
    assert "Section 1." in underlined and "Section 3." in underlined


def test_a_pdf_without_a_legend_is_not_searched_for_marks() -> None:
    from parsers.ordinance.word_edits import marks_of_pdf
    from parsers.pdf import read_pdf_text

    path = MARKED / "rivergrove-or-88-2017.pdf"
    assert marks_of_pdf(path, read_pdf_text(path)) == ()


def test_a_wholly_underlined_new_text_stays_what_the_parser_read() -> None:
    # Under a legend, a replacement whose new text is all underlined (new wording) is not a
    # word edit: applying it as one would add the new words and keep the old ones.
    text = (
        "SECTION 1. Section 9.40.010 is amended to read as follows (words underlined are "
        "additions, words struck through are deletions):\n"
        "<u>A. A person shall obtain a permit.</u>\n"
        "<u>B. The fee is set by resolution.</u>\n"
        "SECTION 2. This ordinance takes effect thirty days after adoption.\n"
    )
    parsed = parse_ordinance_text(text, "new.txt")
    assert [i.verb for i in parsed.ordinance.instructions][:1] == [Verb.REPLACE_SECTION]


def test_a_marked_restatement_of_an_amendment_applies_nothing_twice() -> None:
    """Chagrin Falls, OH 2022-04 (devset_wide/open): Section 1 amends 111.03 in its entirety,
    Section 3 prints it again "as amended, with strikeouts for deletions and underlining for
    additions". The redline is read as a word edit with its runs, flagged as a restatement of
    Section 1 (its change applies once), its new text without Markdown's quote markers."""
    from parsers.ordinance import parse_ordinance_file

    path = Path(__file__).parent / "ordinance/devset_wide/open/chagrin-falls-oh-2022-04.md"
    first, _, restated = parse_ordinance_file(path, "chagrin/2022-04.md").ordinance.instructions
    assert first.verb is Verb.REPLACE_SECTION and first.flags == ()
    assert restated.verb is Verb.WORD_EDIT and len(restated.edits) > 10
    assert [t.id for t in restated.targets] == ["111.03"]
    assert restated.flags == (
        "restates the amendment of 2022-04 §1: its marks show that change, applied once",
    )
    assert not any(line.startswith(">") for line in restated.text.splitlines())
