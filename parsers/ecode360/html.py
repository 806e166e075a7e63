"""ecode360 HTML (lxml): a code page with its section headings, or paragraphs that lost them.

A code page on ecode360 marks each section with a title block, e.g.
`<div class="contentTitle barTitle sectionTitle …"><a class="titleLink"><span class="titleNumber">
§ 17.20.010</span><span class="titleTitle">Purpose.</span></a></div>`, followed by
`<div class="section_content content">` whose subsections are nested `div.litem` blocks, each with
an `a.litem_number` (`A.`) and its `div.para` text. Chapters have the same title block with
`Chapter 17.20` as their number. The reader does not depend on those classes alone: any heading
or title block whose text reads `§ N… Title` starts a section, so saved pages, print views and
hand-made copies all work. Each section's paragraphs become one line each (with their label),
tables one line per row; a closing `(Ord. …)` note or a `history` block is the history note.

A `.txt` file classified as ecode360 HTML is text scraped from such pages whose numbering was
lost: one `Paragraph` record per blank-line separated paragraph, attributed to sections later by
`corpus.stages.attribution`.
"""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass, field, replace
from pathlib import Path

import lxml.etree
import lxml.html
from lxml.html import HtmlElement

from parsers.decode import DecodedText, read_decoded
from parsers.ecode360.htmlblocks import Block, Kind, blocks, clean
from parsers.ecode360.outline import is_reserved_name
from parsers.ecode360.printview import has_headings, looks_like_code_page, looks_like_print_view
from parsers.errors import DocumentError
from parsers.history import looks_like_history, parse_history_note
from parsers.limits import check_time
from parsers.records import (
    Chapter,
    Document,
    DocumentKind,
    NumberSource,
    Paragraph,
    ParsedExport,
    ParseIssue,
    Section,
    SectionStatus,
    Severity,
    SourceSpan,
    TitleSource,
)
from parsers.schemes import chapter_of
from parsers.subsections import parse_subsections

# The jurisdiction at the start of the page title: `City of Cotati, CA Zoning`,
# `Albany County, NY Ethics and Financial Disclosure`.
JURISDICTION = re.compile(r"^\s*(?P<name>[A-Z][^,]{1,60},\s*[A-Z]{2})\b")
# The ecode360 customer code in the page's scripts and links: `custId: "AL3660"`,
# `/manifest/AL3660/`, `/customization/AL3660/`, `https://ecode360.com/AL3660`.
CUSTOMER_CODE = re.compile(
    r"(?:custId\"?\s*[:=]\s*\"|/(?:manifest|customization)/|ecode360\.com/)(?P<code>[A-Z]{2}\d{4})\b"
)
# A section whose text says it is reserved: `Reserved.`, `[Reserved]`.
RESERVED_TEXT = re.compile(r"^[(\[]?\s*Reserved\b", re.IGNORECASE)
# Paragraph breaks in scraped text: one or more blank lines.
PARAGRAPH_BREAK = re.compile(r"\n[ \t\r]*\n\s*")


@dataclass(slots=True)
class _SectionDraft:
    number: str
    title: str
    chapter: str
    lines: list[str] = field(default_factory=list)
    history: list[str] = field(default_factory=list)
    places: list[str | None] = field(default_factory=list)  # each note's subsection (`A(1)`)
    footnotes: list[str] = field(default_factory=list)
    closed: bool = False  # a note that closes the section was met (not a subsection's note)
    warned: bool = False  # text after that note was reported (once per section)


def _read_html(path: Path) -> tuple[bytes, str, HtmlElement]:
    """The page's bytes, read once; its text as UTF-8 (undecodable bytes replaced, for the
    metadata in its scripts); its tree."""
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise DocumentError(path, f"cannot read the file: {exc.strerror or exc}") from exc
    if not data.strip():
        raise DocumentError(path, "the file is empty")
    if b"\x00" in data[:4096]:
        raise DocumentError(path, "the file is binary, not HTML")
    try:
        # UTF-8 when it decodes (lxml would guess latin-1 for a page without a meta charset);
        # otherwise the bytes, so that the page's own charset declaration decides.
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError:
            text = data.decode("utf-8", errors="replace")
            return data, text, lxml.html.document_fromstring(data)
        try:
            return data, text, lxml.html.document_fromstring(text)
        except ValueError:  # an XML encoding declaration
            return data, text, lxml.html.document_fromstring(data)
    except (lxml.etree.ParserError, lxml.etree.XMLSyntaxError, ValueError) as exc:
        raise DocumentError(path, f"cannot parse the HTML ({exc})") from exc


def _content_root(root: HtmlElement) -> HtmlElement:
    """ecode360's content container when the page has one (`#childContent`, `#content`)."""
    for element_id in ("childContent", "codeContent", "content", "page-content"):
        found = root.get_element_by_id(element_id, None)
        if found is not None:
            return found
    body = root.find("body")
    return body if body is not None else root


def _metadata(root: HtmlElement, raw: str) -> tuple[str | None, str | None]:
    """(jurisdiction, ecode360 code) from the page title, site name and scripts."""
    texts = [clean(t) for t in root.xpath("//title/text()")]
    texts += [str(c) for c in root.xpath("//meta[@property='og:site_name']/@content")]
    jurisdiction = next((m["name"] for t in texts if (m := JURISDICTION.match(t))), None)
    code = CUSTOMER_CODE.search(raw)
    return jurisdiction, code["code"] if code else None


class _Text:
    """The document text the records' offsets point into: one line per block."""

    def __init__(self) -> None:
        self.parts: list[str] = []
        self.offset = 0

    def add(self, text: str) -> tuple[int, int, int]:
        """(start, end, 1-based line number) of `text` once appended."""
        start = self.offset
        self.parts.append(text)
        self.offset += len(text) + 1
        return start, start + len(text), len(self.parts)


def _section(draft: _SectionDraft, doc_id: str, text: _Text) -> tuple[Section, list[ParseIssue]]:
    heading = f"§ {draft.number} {draft.title}".rstrip()
    h_start, _h_end, h_line = text.add(heading)
    body = "\n".join(draft.lines)
    b_start = text.offset
    for line in draft.lines:
        text.add(line)
    note = " ".join(draft.history) or None
    last_line = len(text.parts)
    if note:
        text.add(note)
        last_line += 1
    end = text.offset - 1
    subsections, issues = parse_subsections(draft.number, body, document=doc_id, offset=b_start)
    reserved = is_reserved_name(draft.title) or RESERVED_TEXT.match(body) is not None
    title = None if is_reserved_name(draft.title) else draft.title or None
    section = Section(
        id=draft.number,
        chapter=draft.chapter,
        title=title,
        text=body,
        document=doc_id,
        number_source=NumberSource.HEADING,
        span=SourceSpan(doc_id, h_start, end, first_line=h_line, last_line=last_line),
        history_note=note,
        history=tuple(
            c
            for n, where in zip(draft.history, draft.places, strict=True)
            for c in parse_history_note(draft.number, n, where)
        ),
        subsections=subsections,
        footnotes=tuple(draft.footnotes),
        title_source=TitleSource.SOURCE if title else None,
        status=SectionStatus.RESERVED if reserved else SectionStatus.CURRENT,
    )
    return section, list(issues)


def _unique(
    drafts: list[_SectionDraft], doc_id: str, issues: list[ParseIssue]
) -> list[_SectionDraft]:
    """One draft per section number. A heading without text (a table-of-contents entry) gives
    way to the one with text; two with text keep the first and raise an issue."""
    kept: dict[str, _SectionDraft] = {}
    for draft in drafts:
        earlier = kept.get(draft.number)
        if earlier is None or not (earlier.lines or earlier.history):
            kept[draft.number] = draft
        elif draft.lines or draft.history:
            issues.append(
                ParseIssue(
                    doc_id,
                    f"section {draft.number}",
                    Severity.WARNING,
                    "duplicate-section",
                    f"section {draft.number} appears twice with text; the first is kept",
                )
            )
    return list(kept.values())


def _subsection(number: str, where: str) -> str | None:
    """A note's subsection as the text path writes it (`A(1)`), from the label anchor's
    `§ 17-11A(1)`; None when it names no subsection of this section."""
    place = where.removeprefix("§").strip()
    if not place.startswith(number) or len(place) == len(number):
        return None
    return place[len(number) :]


def _add_to(draft: _SectionDraft, block: Block, doc_id: str, issues: list[ParseIssue]) -> None:
    """A block under a section heading: footnote, history note or text line."""
    if block.kind is Kind.FOOTNOTE:
        draft.footnotes.append(block.text)
    elif block.kind is Kind.HISTORY or (
        block.text.startswith(("(", "[")) and looks_like_history(block.text)
    ):
        draft.history.append(block.text)
        draft.places.append(_subsection(draft.number, block.where))
        draft.closed = draft.closed or not block.inside_item
    else:
        if draft.closed and not draft.warned:  # text after the closing note: keep it, say so
            draft.warned = True
            issues.append(
                ParseIssue(
                    doc_id,
                    f"section {draft.number}",
                    Severity.WARNING,
                    "text-after-history",
                    "text follows the section's history note",
                )
            )
        draft.lines.append(block.text)


def _drafts(
    root: HtmlElement, doc_id: str, issues: list[ParseIssue]
) -> tuple[dict[str, Chapter], list[_SectionDraft]]:
    """The page's chapters and its sections' drafts, in page order."""
    chapters: dict[str, Chapter] = {}
    drafts: list[_SectionDraft] = []
    content = _content_root(root)
    for block in blocks(content):
        if block.kind is Kind.CHAPTER:
            source = TitleSource.SOURCE if block.title else None
            chapter = Chapter(block.number, block.title or None, source, doc_id)
            chapters.setdefault(block.number, chapter)
        elif block.kind is Kind.SECTION:
            # A page may hold sections of several chapters; the number decides.
            number = chapter_of(block.number)
            drafts.append(_SectionDraft(block.number, block.title, number))
            chapters.setdefault(number, Chapter(number, None, None, doc_id))
        elif drafts:
            _add_to(drafts[-1], block, doc_id, issues)
    return _titled(chapters, root, content), drafts


def _titled(
    chapters: dict[str, Chapter], root: HtmlElement, content: HtmlElement
) -> dict[str, Chapter]:
    """Chapters whose title block sits above the content container (ecode360's page title,
    `<div class="chapterTitle"><span class="titleNumber">Chapter 17</span><span
    class="titleTitle">Ethics and Financial Disclosure</span>`) take their title from it; the
    navigation and contents trees are chrome, never read."""
    if all(c.title for c in chapters.values()) or content is root:
        return chapters
    body = root.find("body")
    for block in blocks(body if body is not None else root, skip=content):
        chapter = chapters.get(block.number) if block.kind is Kind.CHAPTER else None
        if chapter is not None and chapter.title is None and block.title:
            chapters[block.number] = replace(
                chapter, title=block.title, title_source=TitleSource.SOURCE
            )
    return chapters


def parse_html_page(path: Path, doc_id: str) -> ParsedExport:
    """An ecode360 code page: chapters and sections with titles, subsections and history."""
    data, raw, root = _read_html(path)
    jurisdiction, code = _metadata(root, raw)
    issues: list[ParseIssue] = []
    chapters, drafts = _drafts(root, doc_id, issues)
    if not drafts:
        raise DocumentError(
            path, "no ecode360 section headings (`§ N Title`) found: not an ecode360 code page"
        )
    text = _Text()
    sections: list[Section] = []
    for draft in _unique(drafts, doc_id, issues):
        check_time()
        section, section_issues = _section(draft, doc_id, text)
        sections.append(section)
        issues.extend(section_issues)
    first_chapter = next(iter(chapters.values()))
    document = Document(
        id=doc_id,
        path=str(path),
        kind=DocumentKind.ECODE360_HTML,
        sha256=hashlib.sha256(data).hexdigest(),
        jurisdiction=jurisdiction,
        as_of=None,
        title=f"Chapter {first_chapter.id} {first_chapter.title or ''}".strip(),
        code=code,
    )
    return ParsedExport(document, tuple(chapters.values()), tuple(sections), tuple(issues))


def parse_paragraph_text(text: str, path: Path, doc_id: str) -> ParsedExport:
    """Paragraphs scraped from ecode360 pages without their numbering (`text`, the file at
    `path` decoded): one record each."""
    paragraphs: list[Paragraph] = []
    position = 0
    counted = breaks = 0  # the line breaks before `counted`, counted once (not from 0 each time)
    for match in [*PARAGRAPH_BREAK.finditer(text), None]:
        end = match.start() if match else len(text)
        check_time()
        chunk = text[position:end]
        stripped = chunk.strip()
        if stripped:
            start = position + (len(chunk) - len(chunk.lstrip()))
            stop = start + len(stripped)
            first_line = breaks + text.count("\n", counted, start) + 1
            last_line = first_line + text.count("\n", start, stop)
            counted, breaks = stop, last_line - 1
            span = SourceSpan(doc_id, start, stop, first_line=first_line, last_line=last_line)
            paragraphs.append(Paragraph(doc_id, len(paragraphs), clean(stripped), span))
        position = match.end() if match else len(text)
    issue = ParseIssue(
        doc_id,
        "document",
        Severity.INFO,
        "unnumbered-paragraphs",
        f"{len(paragraphs)} paragraphs lack section numbers; "
        "the build attributes them to sections by matching their text",
    )
    document = Document(
        id=doc_id,
        path=str(path),
        kind=DocumentKind.ECODE360_HTML,
        sha256=hashlib.sha256(text.encode("utf-8")).hexdigest(),
        jurisdiction=None,
        as_of=None,
        title=None,
    )
    return ParsedExport(document, (), (), (issue,), tuple(paragraphs))


def parse_print_view_text(decoded: DecodedText, path: Path, doc_id: str) -> ParsedExport:
    """A code's text that keeps its `§ N. Title.` headings (the print view saved as text;
    `decoded`, the file at `path`): sections, not paragraphs waiting for their numbers."""
    from parsers.ecode360 import parse_print_view

    kind = DocumentKind.ECODE360_HTML
    document = Document(doc_id, str(path), kind, decoded.sha256, None, None, None)
    return parse_print_view(decoded.text, document)


def parse_html_file(path: Path, doc_id: str) -> ParsedExport:
    """An ecode360 HTML document: a code page (`.html`, `.htm`) or scraped paragraphs (text),
    told apart by the suffix and the text (the build's registry tells them apart itself,
    `parsers/formats.py`)."""
    if path.suffix.lower() in {".html", ".htm"}:
        return parse_html_page(path, doc_id)
    decoded = read_decoded(path)  # its problems are the registry's to report (formats.py)
    text = decoded.text
    if looks_like_print_view(text) or looks_like_code_page(text) or has_headings(text):
        return parse_print_view_text(decoded, path, doc_id)
    return parse_paragraph_text(decoded.text, path, doc_id)
