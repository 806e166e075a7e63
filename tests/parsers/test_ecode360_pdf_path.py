"""The PDF path and the text path give the same sections (PDFs rendered from the seeds)."""

from __future__ import annotations

from pathlib import Path

import pytest
from ecode360_pdf_render import render_pdf
from ecode360_seeds import seed_text, variant

from parsers.ecode360 import parse_export_file, parse_export_text

CASES = [
    ("17.24", None),
    ("17.62", ("Rohnert Park", "RO1234", "9.14")),
]


@pytest.mark.parametrize(("chapter", "other"), CASES)
def test_pdf_and_text_give_the_same_sections(
    tmp_path: Path, chapter: str, other: tuple[str, str, str] | None
) -> None:
    if other is None:
        text = seed_text(chapter)
    else:
        city, code, new_chapter = other
        text = variant(chapter, city=city, code=code, new_chapter=new_chapter)
    pdf = render_pdf(text, tmp_path / "export.pdf")
    from_text = parse_export_text(text, "export.txt")
    from_pdf = parse_export_file(pdf, "export.pdf")

    assert from_pdf.document.jurisdiction == from_text.document.jurisdiction
    assert from_pdf.document.code == from_text.document.code
    assert from_pdf.document.as_of == from_text.document.as_of
    assert from_pdf.document.pages == from_text.document.pages
    assert [c.id for c in from_pdf.chapters] == [c.id for c in from_text.chapters]
    assert [s.id for s in from_pdf.sections] == [s.id for s in from_text.sections]
    for a, b in zip(from_text.sections, from_pdf.sections, strict=True):
        assert b.text == a.text
        assert b.number_source is a.number_source
        assert (b.span.first_page, b.span.last_page) == (a.span.first_page, a.span.last_page)
        assert [(x.id, x.text) for x in b.subsections] == [(x.id, x.text) for x in a.subsections]
        assert b.history == a.history
        assert [(t.id, t.caption, t.rows) for t in b.tables] == [
            (t.id, t.caption, t.rows) for t in a.tables
        ]
        assert b.editor_notes == a.editor_notes
