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
from collections.abc import Iterator
from dataclasses import dataclass, field
from enum import Enum
from pathlib import Path

import lxml.etree
import lxml.html
from lxml.html import HtmlElement

from parsers.errors import DocumentError
from parsers.history import looks_like_history, parse_history_note
from parsers.records import (
    Chapter,
    Document,
    DocumentKind,
    NumberSource,
    Paragraph,
    ParsedExport,
    ParseIssue,
    Section,
    Severity,
    SourceSpan,
    TitleSource,
)
from parsers.sniff import read_text
from parsers.subsections import parse_subsections

# A section heading's text: `§ 17.20.010 Purpose.`, `§ 17-13: Penalties.`, `§17.20.010. Purpose`.
SECTION_HEADING = re.compile(
    r"^§+\s*(?P<number>\d+[A-Za-z]?(?:[.\-]\d+[A-Za-z]?)+)\s*[.:]?\s*(?P<title>.*?)\s*$"
)
# A chapter heading's text: `Chapter 17.20 Zoning Map`, `Chapter 17 — ETHICS`, `Chapter 9.12:`.
CHAPTER_HEADING = re.compile(
    r"^Chapter\s+(?P<number>\d+[A-Za-z]?(?:[.\-]\d+[A-Za-z]?)*)\s*[.:—–-]?\s*(?P<title>.*?)\s*$",
    re.IGNORECASE,
)
# The jurisdiction at the start of the page title: `City of Cotati, CA Zoning`,
# `Albany County, NY Ethics and Financial Disclosure`.
JURISDICTION = re.compile(r"^\s*(?P<name>[A-Z][^,]{1,60},\s*[A-Z]{2})\b")
# The ecode360 customer code in the page's scripts and links: `custId: "AL3660"`,
# `/manifest/AL3660/`, `/customization/AL3660/`, `https://ecode360.com/AL3660`.
CUSTOMER_CODE = re.compile(
    r"(?:custId\"?\s*[:=]\s*\"|/(?:manifest|customization)/|ecode360\.com/)(?P<code>[A-Z]{2}\d{4})\b"
)
# Blank runs (HTML whitespace, non-breaking spaces) collapse to one space.
BLANKS = re.compile(r"[\s\u00a0]+")
# Paragraph breaks in scraped text: one or more blank lines.
PARAGRAPH_BREAK = re.compile(r"\n[ \t\r]*\n\s*")

# Elements whose text is not content.
SKIPPED_TAGS = frozenset({"script", "style", "noscript", "template", "head", "nav", "button"})
# Block-level tags: a block without block children is one line of text.
BLOCK_TAGS = frozenset(
    {
        "p", "div", "li", "dd", "dt", "dfn", "blockquote", "pre", "section", "article",
        "h1", "h2", "h3", "h4", "h5", "h6", "tr", "caption", "figcaption", "td", "th",
    }
)  # fmt: skip
MAX_HEADING = 160  # a paragraph longer than this is body text, even when it starts with `§ N`
HEADING_TAGS = frozenset({"h1", "h2", "h3", "h4", "h5", "h6"})
# Class words ecode360 gives title blocks and the label anchor of a subsection.
TITLE_CLASS = re.compile(r"\b(?:\w*Title|title)\b")
LABEL_CLASS = re.compile(r"\b(?:litem_number|defitem_number)\b")
ITEM_CLASS = re.compile(r"\b(?:litem|defitem)\b")
HISTORY_CLASS = re.compile(r"history", re.IGNORECASE)
FOOTNOTE_CLASS = re.compile(r"\bfootnotes?\b")
# Table-of-contents and page-chrome containers: their title blocks repeat the real ones.
CHROME_ID = re.compile(r"toc|breadcrumb|navigation|sidebar|header|footer", re.IGNORECASE)


class _Kind(Enum):
    SECTION = "section"  # a `§ N Title` heading
    CHAPTER = "chapter"  # a `Chapter N Title` heading
    TEXT = "text"  # one paragraph (with its label) or one table row
    HISTORY = "history"  # a history note
    FOOTNOTE = "footnote"  # a footnote, kept apart from the body text
    DESCEND = "descend"  # not a block: a container whose children are looked at


@dataclass(frozen=True, slots=True)
class _Block:
    kind: _Kind
    text: str
    number: str = ""
    title: str = ""


@dataclass(slots=True)
class _SectionDraft:
    number: str
    title: str
    chapter: str
    lines: list[str] = field(default_factory=list)
    history: list[str] = field(default_factory=list)
    footnotes: list[str] = field(default_factory=list)


def _clean(text: str) -> str:
    return BLANKS.sub(" ", text).strip()


def _classes(element: HtmlElement) -> str:
    return str(element.get("class") or "")


def _has_block_child(element: HtmlElement) -> bool:
    return any(
        isinstance(child.tag, str) and child.tag in BLOCK_TAGS
        for child in element.iterdescendants()
    )


def _title_parts(element: HtmlElement) -> str:
    """A title block's text: ecode360's number and title spans, else its whole text."""
    number = element.find_class("titleNumber")
    title = element.find_class("titleTitle")
    if number:
        return _clean(f"{number[0].text_content()} {title[0].text_content() if title else ''}")
    return _clean(element.text_content())


def _label_of(element: HtmlElement) -> str:
    """The subsection label (`A.`, `(1)`) an ecode360 list item prints before this paragraph,
    when the paragraph is the item's first."""
    for ancestor in element.iterancestors():
        if ancestor.tag in {"body", "html"}:
            break
        if not ITEM_CLASS.search(_classes(ancestor)):
            continue
        labels = [c for c in ancestor if LABEL_CLASS.search(_classes(c))]
        if not labels:
            return ""
        first = next(
            (
                d
                for d in ancestor.iterdescendants()
                if isinstance(d.tag, str)
                and d.tag in BLOCK_TAGS
                and not _has_block_child(d)
                and _clean(d.text_content())
                and not LABEL_CLASS.search(_classes(d))
            ),
            None,
        )
        return _clean(labels[0].text_content()) if first is element else ""
    return ""


def _is_chrome(element: HtmlElement) -> bool:
    return element.tag in SKIPPED_TAGS or CHROME_ID.search(str(element.get("id") or "")) is not None


def _blocks(root: HtmlElement) -> Iterator[_Block]:
    """The page's content in document order: headings, text lines and history notes.

    A depth-first walk with an explicit stack: an element that yields a block (a heading, a
    history note, a table row, a paragraph) or is page chrome is not descended into.
    """
    stack: list[HtmlElement] = [root]
    while stack:
        element = stack.pop()
        if not isinstance(element.tag, str) or _is_chrome(element):
            continue
        block = _block_of(element)
        if block is _DESCEND:
            stack.extend(reversed([c for c in element if isinstance(c.tag, str)]))
        elif block is not None:
            yield block


_DESCEND = _Block(_Kind.DESCEND, "")  # the element holds blocks: look inside


def _block_of(element: HtmlElement) -> _Block | None:
    """The block an element is, `None` for one with nothing to say, `_DESCEND` for a container."""
    is_title = element.tag in HEADING_TAGS or (
        TITLE_CLASS.search(_classes(element)) is not None and element.tag in BLOCK_TAGS
    )
    if is_title:
        text = _title_parts(element)
        section = SECTION_HEADING.match(text)
        if section:
            return _Block(_Kind.SECTION, text, section["number"], section["title"].rstrip(". "))
        chapter = CHAPTER_HEADING.match(text)
        if chapter:
            return _Block(_Kind.CHAPTER, text, chapter["number"], chapter["title"])
    if FOOTNOTE_CLASS.search(_classes(element)):
        text = _clean(element.text_content())
        return _Block(_Kind.FOOTNOTE, text) if text else None
    if HISTORY_CLASS.search(_classes(element)):
        text = _clean(element.text_content())
        return _Block(_Kind.HISTORY, text) if text else None
    if element.tag == "tr":
        cells = [_clean(c.text_content()) for c in element if c.tag in {"td", "th"}]
        text = " ".join(c for c in cells if c)
        return _Block(_Kind.TEXT, text) if text else None
    if element.tag not in BLOCK_TAGS or _has_block_child(element):
        return _DESCEND
    if LABEL_CLASS.search(_classes(element)):
        return None
    text = _clean(element.text_content())
    heading = SECTION_HEADING.match(text) if len(text) <= MAX_HEADING else None
    if heading and heading["title"].endswith("."):
        # A paragraph that is only a heading (`<p><b>§ 17.20.010 Purpose.</b></p>`).
        return _Block(_Kind.SECTION, text, heading["number"], heading["title"].rstrip(". "))
    if not text:
        return None
    label = _label_of(element)
    return _Block(_Kind.TEXT, f"{label} {text}" if label else text)


def _chapter_of(number: str) -> str:
    """`17.20.010` → `17.20`; `17-13` → `17`."""
    return re.split(r"[.\-](?=[^.\-]*$)", number, maxsplit=1)[0]


def _read_html(path: Path) -> HtmlElement:
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
            return lxml.html.document_fromstring(data.decode("utf-8"))
        except (UnicodeDecodeError, ValueError):  # ValueError: an XML encoding declaration
            return lxml.html.document_fromstring(data)
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
    texts = [_clean(t) for t in root.xpath("//title/text()")]
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
    section = Section(
        id=draft.number,
        chapter=draft.chapter,
        title=draft.title or None,
        text=body,
        document=doc_id,
        number_source=NumberSource.HEADING,
        span=SourceSpan(doc_id, h_start, end, first_line=h_line, last_line=last_line),
        history_note=note,
        history=parse_history_note(draft.number, note) if note else (),
        subsections=subsections,
        footnotes=tuple(draft.footnotes),
        title_source=TitleSource.SOURCE if draft.title else None,
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


def parse_html_page(path: Path, doc_id: str) -> ParsedExport:
    """An ecode360 code page: chapters and sections with titles, subsections and history."""
    root = _read_html(path)
    raw = path.read_bytes().decode("utf-8", errors="replace")
    jurisdiction, code = _metadata(root, raw)
    chapters: dict[str, Chapter] = {}
    drafts: list[_SectionDraft] = []
    issues: list[ParseIssue] = []
    current_chapter: str | None = None
    for block in _blocks(_content_root(root)):
        if block.kind is _Kind.CHAPTER:
            current_chapter = block.number
            chapters.setdefault(
                block.number,
                Chapter(
                    block.number,
                    block.title or None,
                    TitleSource.SOURCE if block.title else None,
                    doc_id,
                ),
            )
        elif block.kind is _Kind.SECTION:
            chapter = _chapter_of(block.number)
            if current_chapter is not None and chapter != current_chapter:
                # A page may hold sections of several chapters; the number decides.
                current_chapter = None
            drafts.append(_SectionDraft(block.number, block.title, chapter))
            chapters.setdefault(chapter, Chapter(chapter, None, None, doc_id))
        elif drafts:
            draft = drafts[-1]
            if block.kind is _Kind.FOOTNOTE:
                draft.footnotes.append(block.text)
            elif block.kind is _Kind.HISTORY or (
                block.text.startswith(("(", "[")) and looks_like_history(block.text)
            ):
                draft.history.append(block.text)
            else:
                if draft.history:  # text after a history note: keep it, but say so
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
    if not drafts:
        raise DocumentError(
            path, "no ecode360 section headings (`§ N Title`) found: not an ecode360 code page"
        )
    text = _Text()
    sections: list[Section] = []
    for draft in _unique(drafts, doc_id, issues):
        section, section_issues = _section(draft, doc_id, text)
        sections.append(section)
        issues.extend(section_issues)
    first_chapter = next(iter(chapters.values()))
    document = Document(
        id=doc_id,
        path=str(path),
        kind=DocumentKind.ECODE360_HTML,
        sha256=hashlib.sha256(path.read_bytes()).hexdigest(),
        jurisdiction=jurisdiction,
        as_of=None,
        title=f"Chapter {first_chapter.id} {first_chapter.title or ''}".strip(),
        code=code,
    )
    return ParsedExport(document, tuple(chapters.values()), tuple(sections), tuple(issues))


def parse_paragraph_text(path: Path, doc_id: str) -> ParsedExport:
    """Paragraphs scraped from ecode360 pages without their numbering: one record each."""
    text = read_text(path)
    paragraphs: list[Paragraph] = []
    position = 0
    for match in [*PARAGRAPH_BREAK.finditer(text), None]:
        end = match.start() if match else len(text)
        chunk = text[position:end]
        stripped = chunk.strip()
        if stripped:
            start = position + (len(chunk) - len(chunk.lstrip()))
            stop = start + len(stripped)
            span = SourceSpan(
                doc_id,
                start,
                stop,
                first_line=text.count("\n", 0, start) + 1,
                last_line=text.count("\n", 0, stop) + 1,
            )
            paragraphs.append(Paragraph(doc_id, len(paragraphs), _clean(stripped), span))
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


def parse_html_file(path: Path, doc_id: str) -> ParsedExport:
    """An ecode360 HTML document: a code page (`.html`, `.htm`) or scraped paragraphs (text)."""
    if path.suffix.lower() in {".html", ".htm"}:
        return parse_html_page(path, doc_id)
    return parse_paragraph_text(path, doc_id)
