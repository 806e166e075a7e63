"""Hostile documents of every input format, made to a size: many repeats of one subsection
label, the shape that made label uniqueness quadratic (issue 22, finding 3), and lines made of
marks a pattern could rescan. Used by the tests that double an input and by
benchmarks/hostile_parse.py."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

FOOTER = "Downloaded from https://ecode360.com/AB1234 on 2024-05-11"
# The furniture of a page after the first: its footer, then the next page's running header.
PAGE_BREAK = f"{FOOTER}\n\nCity of Somewhere, ST\n\nCODE\n\n§ 12.10.010\n\n§ 12.10.010\n\n"
LINES_A_PAGE = 40
SECTION_HTML = (
    '<div class="contentTitle barTitle sectionTitle"><a class="titleLink">'
    '<span class="titleNumber">§ 12.10.010</span><span class="titleTitle">Purpose.</span></a>'
    '</div><div class="section_content content">'
)
ORDINANCE_HEAD = (
    "ORDINANCE NO. 900\nAN ORDINANCE OF THE CITY OF SOMEWHERE AMENDING CHAPTER 12.10\n"
    "THE CITY COUNCIL DOES ORDAIN AS FOLLOWS:\n"
    "SECTION 1: Section 12.10.010 of the Municipal Code is hereby amended to read as follows:\n"
)


def _paragraphs(count: int, width: int = 0) -> Iterator[str]:
    """`count` paragraphs all labelled `A.`, each with its own words (a paragraph repeating
    the one before is dropped as a duplicate, and would not reach the tree), padded with
    words to `width` characters."""
    for n in range(count):
        paragraph = f"A. Paragraph {n} of a section whose every paragraph is labelled A."
        pad = max(0, width - len(paragraph))
        yield paragraph + (" and so on" * (pad // 10 + 1))[:pad].rstrip()


def export_text(count: int, width: int = 0) -> str:
    """An ecode360 export's text rendering: one section of `count` paragraphs labelled `A.`
    (of about `width` characters), over pages of `LINES_A_PAGE` paragraphs."""
    parts = ["Chapter 12.10 PERMITS\n\n"]
    for n, paragraph in enumerate(_paragraphs(count, width)):
        if n and n % LINES_A_PAGE == 0:
            parts.append(PAGE_BREAK)
        parts.append(f"• {paragraph}\n\n")
    parts.append(f"(Ord. 766 § 2, 2004)\n\n{FOOTER}\n")
    return "".join(parts)


def export_pages(count: int) -> str:
    """An export of `count` pages of one line each, every line the rest of the one before (a
    paragraph a page break cut is joined again: here one paragraph over every page)."""
    lines = (f"words of one long sentence that runs on over page {n} and\n\n" for n in range(count))
    return "Chapter 12.10 PERMITS\n\n• A. It begins\n\n" + PAGE_BREAK.join(lines) + FOOTER + "\n"


def html_page(count: int, width: int = 0) -> str:
    """An ecode360 code page: one section of `count` list items labelled `A.`."""
    items = "".join(
        f'<div class="litem"><a class="litem_number">A.</a><div class="para">{p[3:]}</div></div>'
        for p in _paragraphs(count, width)
    )
    return (
        "<html><head><title>City of Somewhere, ST Code</title></head><body>"
        f'<div id="childContent">{SECTION_HTML}{items}</div></div></body></html>'
    )


def scraped_text(count: int) -> str:
    """Paragraphs scraped from ecode360 pages without their numbers, blank-line separated."""
    return "".join(f"{p}\n\n" for p in _paragraphs(count))


def ordinance_text(count: int) -> str:
    """An ordinance whose one section replaces a code section with `count` paragraphs `A.`."""
    return ORDINANCE_HEAD + "".join(f"{p}\n" for p in _paragraphs(count))


def markdown_marks(count: int) -> str:
    """A Markdown ordinance whose new text is one line of `count` unclosed `**` and `[`."""
    return ORDINANCE_HEAD + "**a [b " * count + "\n"


@dataclass(frozen=True, slots=True)
class Shape:
    name: str
    path: str  # where the file goes under a raw folder (its folder may decide its format)
    make: Callable[[int], str]  # the document's text for a count of repeats
    count: int  # a count whose parse takes some hundredths of a second


SHAPES = (
    # 4,000 paragraphs: over the size under which an export's pages are held (`HELD`), so
    # that the count and its double take the same path.
    Shape("export-text", "somewhere/ecode360/code.txt", export_text, 4_000),
    Shape("export-pages", "somewhere/ecode360/pages.txt", export_pages, 2_000),
    Shape("html-page", "somewhere/ecode360/code.html", html_page, 2_000),
    Shape("scraped-text", "somewhere/ecode360/scraped.txt", scraped_text, 10_000),
    Shape("ordinance-text", "somewhere/ordinances/900.txt", ordinance_text, 10_000),
    Shape("markdown", "somewhere/ordinances/900.md", markdown_marks, 5_000),
)


def write(shape: Shape, folder: Path, count: int) -> Path:
    """The document of `shape` with `count` repeats, written under `folder`."""
    path = folder / shape.path
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(shape.make(count), encoding="utf-8")
    return path
