"""ecode360 HTML pages as a stream of blocks: section and chapter headings, text lines (with
their subsection labels), history notes and footnotes, in document order.

A code page on ecode360 marks each section with a title block, e.g.
`<div class="contentTitle barTitle sectionTitle …"><a class="titleLink"><span class="titleNumber">
§ 17.20.010</span><span class="titleTitle">Purpose.</span></a></div>`, followed by
`<div class="section_content content">` whose subsections are nested `div.litem` blocks, each with
an `a.litem_number` (`A.`) and its `div.para` text. The reader does not depend on those classes
alone: any heading or title block whose text reads `§ N… Title` starts a section.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from enum import Enum

from lxml.html import HtmlElement

from parsers.limits import check_time

# A section heading's text: `§ 17.20.010 Purpose.`, `§ 17-13: Penalties.`, `§17.20.010. Purpose`.
SECTION_HEADING = re.compile(
    r"^§+\s*(?P<number>\d+[A-Za-z]?(?:[.\-]\d+[A-Za-z]?)+)\s*[.:]?\s*(?P<title>.*?)\s*$"
)
# A chapter heading's text: `Chapter 17.20 Zoning Map`, `Chapter 17 — ETHICS`, `Chapter 9.12:`.
CHAPTER_HEADING = re.compile(
    r"^Chapter\s+(?P<number>\d+[A-Za-z]?(?:[.\-]\d+[A-Za-z]?)*)\s*[.:—–-]?\s*(?P<title>.*?)\s*$",
    re.IGNORECASE,
)
# Blank runs (HTML whitespace, non-breaking spaces) collapse to one space.
BLANKS = re.compile(r"[\s\u00a0]+")
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


class Kind(Enum):
    SECTION = "section"  # a `§ N Title` heading
    CHAPTER = "chapter"  # a `Chapter N Title` heading
    TEXT = "text"  # one paragraph (with its label) or one table row
    HISTORY = "history"  # a history note
    FOOTNOTE = "footnote"  # a footnote, kept apart from the body text
    DESCEND = "descend"  # not a block: a container whose children are looked at


@dataclass(frozen=True, slots=True)
class Block:
    kind: Kind
    text: str
    number: str = ""
    title: str = ""
    # A history note printed inside a subsection (`A. Officers … [Amended 11-12-2019 by L.L. No.
    # 7-2019]`), not closing the section: the section's text goes on after it.
    inside_item: bool = False
    # Where such a note sits, as the subsection's label anchor names it (`§ 17-10A`), or "".
    where: str = ""


def clean(text: str) -> str:
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
        return clean(f"{number[0].text_content()} {title[0].text_content() if title else ''}")
    return clean(element.text_content())


def _inline_text(element: HtmlElement) -> str:
    """An inline element's text, a subsection's label anchor and page chrome left out."""
    if element.tag in SKIPPED_TAGS or LABEL_CLASS.search(_classes(element)):
        return ""
    return str(element.text_content())


def _is_block(element: HtmlElement) -> bool:
    return element.tag in BLOCK_TAGS or _has_block_child(element)


def _own_text(element: HtmlElement) -> str:
    """The text an element holds beside its block children: `<div class="para">Officers and
    employees … <div class="history">[Amended …]</div></div>` holds `Officers and employees …`."""
    parts = [element.text or ""]
    for child in element:
        if isinstance(child.tag, str) and not _is_block(child):
            parts.append(_inline_text(child))
        parts.append(child.tail or "")
    return clean("".join(parts))


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
                and not LABEL_CLASS.search(_classes(d))
                and (_own_text(d) if _has_block_child(d) else clean(d.text_content()))
            ),
            None,
        )
        return clean(labels[0].text_content()) if first is element else ""
    return ""


def _is_chrome(element: HtmlElement) -> bool:
    return element.tag in SKIPPED_TAGS or CHROME_ID.search(str(element.get("id") or "")) is not None


def blocks(root: HtmlElement, skip: HtmlElement | None = None) -> Iterator[Block]:
    """The page's content in document order: headings, text lines and history notes (`skip`:
    an element not to look into).

    A depth-first walk with an explicit stack: an element that yields a block (a heading, a
    history note, a table row, a paragraph) or is page chrome is not descended into. A container
    whose own text sits beside its blocks (a paragraph closed by a `history` block) yields that
    text too, in its place: none of the law is dropped for the note inside it.
    """
    stack: list[HtmlElement | Block] = [root]
    while stack:
        check_time()
        element = stack.pop()
        if isinstance(element, Block):
            yield element
            continue
        if not isinstance(element.tag, str) or _is_chrome(element) or element is skip:
            continue
        block = _block_of(element)
        if block is _DESCEND:
            stack.extend(reversed(_parts(element)))
        elif block is not None:
            yield _placed(block, element)


_DESCEND = Block(Kind.DESCEND, "")  # the element holds blocks: look inside


def _placed(block: Block, element: HtmlElement) -> Block:
    """A history block marked when it sits inside a subsection."""
    if block.kind is not Kind.HISTORY:
        return block
    item = next((a for a in element.iterancestors() if ITEM_CLASS.search(_classes(a))), None)
    if item is None:
        return block
    labels = [c for c in item if LABEL_CLASS.search(_classes(c))]
    where = clean(str(labels[0].get("title") or "")) if labels else ""
    return Block(Kind.HISTORY, block.text, inside_item=True, where=where)


def _parts(element: HtmlElement) -> list[HtmlElement | Block]:
    """A container's block children, with the runs of its own text between them as blocks."""
    parts: list[HtmlElement | Block] = []
    run = [element.text or ""]
    labelled = False  # only the first run can be the one a subsection's label goes before

    def flush() -> None:
        nonlocal labelled
        text = clean("".join(run))
        if text:
            label = "" if labelled else _label_of(element)
            parts.append(Block(Kind.TEXT, f"{label} {text}" if label else text))
            labelled = True

    for child in element:
        if not isinstance(child.tag, str):
            run.append(child.tail or "")
        elif _is_block(child) or _is_chrome(child):
            flush()
            parts.append(child)
            run = [child.tail or ""]
        else:
            run.append(_inline_text(child) + (child.tail or ""))
    flush()
    return parts


def _block_of(element: HtmlElement) -> Block | None:
    """The block an element is, `None` for one with nothing to say, `_DESCEND` for a container."""
    is_title = element.tag in HEADING_TAGS or (
        TITLE_CLASS.search(_classes(element)) is not None and element.tag in BLOCK_TAGS
    )
    if is_title:
        text = _title_parts(element)
        section = SECTION_HEADING.match(text)
        if section:
            return Block(Kind.SECTION, text, section["number"], section["title"].rstrip(". "))
        chapter = CHAPTER_HEADING.match(text)
        if chapter:
            return Block(Kind.CHAPTER, text, chapter["number"], chapter["title"])
    if FOOTNOTE_CLASS.search(_classes(element)):
        text = clean(element.text_content())
        return Block(Kind.FOOTNOTE, text) if text else None
    if HISTORY_CLASS.search(_classes(element)):
        text = clean(element.text_content())
        return Block(Kind.HISTORY, text) if text else None
    if element.tag == "tr":
        cells = [clean(c.text_content()) for c in element if c.tag in {"td", "th"}]
        text = " ".join(c for c in cells if c)
        return Block(Kind.TEXT, text) if text else None
    if element.tag not in BLOCK_TAGS or _has_block_child(element):
        return _DESCEND
    if LABEL_CLASS.search(_classes(element)):
        return None
    text = clean(element.text_content())
    heading = SECTION_HEADING.match(text) if len(text) <= MAX_HEADING else None
    if heading and heading["title"].endswith("."):
        # A paragraph that is only a heading (`<p><b>§ 17.20.010 Purpose.</b></p>`).
        return Block(Kind.SECTION, text, heading["number"], heading["title"].rstrip(". "))
    if not text:
        return None
    label = _label_of(element)
    return Block(Kind.TEXT, f"{label} {text}" if label else text)
