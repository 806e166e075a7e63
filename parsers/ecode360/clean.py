"""The body lines of an export's pages into clean, classified paragraphs (`Item`s).

What happens here, in order:
- every non-blank line is a paragraph (the text rendering separates paragraphs by blank lines;
  the PDF reader hands over whole paragraphs);
- `==> picture … <==` markers are dropped and the picture text between `Start of picture text`
  and `End of picture text` becomes one `PICTURE` item; a picture repeated right after itself
  is kept once;
- bullet glyphs and indentation go, blanks are collapsed;
- a paragraph cut by a page break is rejoined with its continuation on the next page (editor's
  notes printed at the foot of the page in between are kept apart);
- a paragraph that repeats the tail of the one before it (an export artefact) is dropped;
- each paragraph is classified: chapter heading, section heading, history note (also one that
  closes a paragraph inline), editor's note, or text.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from enum import Enum

from parsers.ecode360.furniture import FOOTER, SECTION_NUMBER
from parsers.ecode360.pages import ExportPage
from parsers.history import looks_like_history
from parsers.records import ParseIssue, Severity
from parsers.subsections import match_label


class Kind(Enum):
    TEXT = "text"
    CHAPTER = "chapter"  # `Chapter 17.62 — PERMIT REVIEW AND DECISIONS`
    HEADING = "heading"  # `§ 17.62.030. Limited term permit.`
    HISTORY = "history"  # `(Ord. 766 § 2 Exh. A (part), 2004; …)`
    EDITOR_NOTE = "editor_note"  # `10. Editor's Note: Table 2-2 is included …`
    PICTURE = "picture"  # the text of an omitted picture, one row per line
    PICTURE_MARK = "picture_mark"  # where a picture was omitted (no text of its own)
    STRUCTURE = "structure"  # `Article 2 — …`, `Title 17 — …` headings above chapters


@dataclass(frozen=True, slots=True)
class Item:
    kind: Kind
    text: str
    start: int
    end: int
    first_page: int
    last_page: int
    rows: tuple[str, ...] = ()  # PICTURE only
    starts_block: bool = False  # began with a bullet, label or heading: never a continuation
    first_on_page: bool = False
    groups: tuple[str, ...] = field(default=())  # CHAPTER: (id, title); HEADING: (number, title)


# A bullet glyph ecode360 prints before list paragraphs (`•`, and `-` in some renderings),
# with the indentation around it.
BULLET = re.compile(r"^\s*[•▪◦●\-–*]\s+")

# The small words a title-case heading leaves in lower case (`Permit Review and Decisions`).
TITLE_SMALL_WORDS = r"a|an|and|as|at|by|for|from|in|of|on|or|the|to|with|&"

# A chapter heading: `Chapter 17.62 — PERMIT REVIEW AND DECISIONS`, `Chapter 170. ZONING`
# (chapters of codes numbering sections `170-12`). Without a dash the title
# must be in capitals or in title case, so `Chapter 17.84 (Appeals) of this title` is not one.
CHAPTER = re.compile(
    r"^Chapter\s+(?P<id>\d+[A-Z]?(?:\.\d+[A-Z]?)?)\.?\s*"
    r"(?:[—–-]+\s*(?P<title>\S.*?)|(?P<caps>[A-Z][A-Z0-9 ,;:'’&/()\-—–]+)"
    r"|(?P<words>[A-Z][\w'’/-]*(?:\s+(?:[A-Z(][\w'’/)-]*|" + TITLE_SMALL_WORDS + r"))*))\s*$"
)

# A section heading as real PDFs and HTML print it: `§ 17.62.030. Limited term permit.`
# (the period after the number is optional; the title starts with a capital letter).
HEADING = re.compile(rf"^§\s*(?P<number>{SECTION_NUMBER})\.?\s*(?P<title>[A-Z][^§]*?)\s*$")

# Structural headings above the chapter (`Article 2 — COMMUNITY AND PROJECT DESIGN`).
STRUCTURE = re.compile(
    r"^(?:Title|Article|Part|Division)\s+[\dIVXLC]+[A-Z]?\s*[—–-]\s*[A-Z][A-Z ,'’&-]+$"
)

# An editor's note, possibly numbered as the footnote it is (`10. Editor's Note: …`).
EDITOR_NOTE = re.compile(
    r"^(?:\[?(?P<number>\d{1,3})[.\]]\s*)?Editor['’]s\s+Note\s*:?\s*(?P<text>.*)$"
)

# Markers of omitted pictures and the delimiters of their text.
PICTURE_MARK = re.compile(r"^==>\s*picture\b.*<==$")
PICTURE_START = re.compile(r"^-{3,}\s*Start of picture text\s*-{3,}$")
PICTURE_END = re.compile(r"^-{3,}\s*End of picture text\s*-{3,}$")

# A parenthesized note closing a paragraph, `… of this title. (A (part), 2004; Ord. 766 § 2 Exh)`:
# one level of nested parentheses allowed, as in `(part)` and `2(C)`.
INLINE_NOTE = re.compile(r"\s\((?P<note>(?:[^()]|\([^()]*\))*)\)\s*$")

# A table or figure caption starting a paragraph: `Table 2-5 …`, `Figure 2-1. Building Placement`.
CAPTION = re.compile(r"^(?:Table|Figure)\s+\d+[A-Z]?-\d+[A-Z]?\b")

# A caption alone on its line, `Table 2-4`: how a table drawn on the page (not as a picture)
# reaches the text when the reader did not mark its rows.
BARE_TABLE = re.compile(r"^Table\s+\d+[A-Z]?-\d+[A-Z]?\.?$")

# Where a sentence may end: a paragraph ending otherwise continues after a page break.
TERMINAL = (".", ":", ";", "!", "?")

# A paragraph this short that a page repeats at its top is a running heading (`Notes:`).
MAX_REPEATED_HEADING = 40

# A tail shorter than this is too weak to call a duplicate of the paragraph before it.
MIN_DUPLICATE = 12


def _starts_block(text: str) -> bool:
    return (
        BULLET.match(text) is not None
        or match_label(text) is not None
        or text.startswith(("§", "(", "==>", "[", "-----"))
        or CHAPTER.match(text) is not None
        or CAPTION.match(text) is not None
        or EDITOR_NOTE.match(text) is not None
        or STRUCTURE.match(text) is not None
    )


def _picture(rows: Sequence[str], start: int, end: int, page: int, first: bool) -> Item:
    clean = tuple(" ".join(r.split()) for r in rows if r and not r.isspace())
    return Item(
        Kind.PICTURE,
        "\n".join(clean),
        start,
        end,
        page,
        page,
        rows=clean,
        starts_block=True,
        first_on_page=first,
    )


def _raw_blocks(pages: Sequence[ExportPage]) -> list[Item]:
    """Paragraphs and pictures, in reading order, before any cleaning.

    One non-blank line is one paragraph: the text rendering separates paragraphs by blank
    lines and the PDF reader hands over whole paragraphs, so lines are never joined here.
    Picture text (between its delimiters) and runs of table rows (`Line.table_row`, from the
    PDF reader's table finder) become one PICTURE item each.
    """
    items: list[Item] = []
    for page in pages:
        first = True  # nothing of this page seen yet
        picture: list[str] | None = None
        picture_start = 0
        rows: list[str] = []
        rows_start = rows_end = 0
        for line in page.body:
            stripped = line.text.strip()
            if rows and not line.table_row:
                items.append(_picture(rows, rows_start, rows_end, page.number, first))
                first = False
                rows = []
            if picture is not None:
                if stripped[:1] == "-" and PICTURE_END.match(stripped):
                    end = line.start + len(line.text)
                    items.append(_picture(picture, picture_start, end, page.number, first))
                    first = False
                    picture = None
                else:
                    picture.append(line.text)
                continue
            if not stripped:
                continue
            if line.table_row:
                if rows and BARE_TABLE.match(stripped):
                    # Two tables drawn one after the other: the caption starts the second.
                    items.append(_picture(rows, rows_start, rows_end, page.number, first))
                    first = False
                    rows = []
                if not rows:
                    rows_start = line.start
                rows.append(line.text)
                rows_end = line.start + len(line.text)
                continue
            if stripped[:1] == "-" and PICTURE_START.match(stripped):
                picture = []
                picture_start = line.start
                continue
            end = line.start + len(line.text.rstrip())
            if "ecode360" in stripped and FOOTER.match(stripped):
                continue  # a download footer the reader left in the body is still furniture
            if stripped[:1] == "=" and PICTURE_MARK.match(stripped):
                items.append(
                    Item(
                        Kind.PICTURE_MARK,
                        "",
                        line.start,
                        end,
                        page.number,
                        page.number,
                        (),
                        True,
                        first,
                    )
                )
                first = False
                continue
            bullet = BULLET.match(line.text)
            text = " ".join((line.text[bullet.end() :] if bullet else stripped).split())
            items.append(
                Item(
                    Kind.TEXT,
                    text,
                    line.start,
                    end,
                    page.number,
                    page.number,
                    starts_block=bullet is not None or _starts_block(text),
                    first_on_page=first,
                )
            )
            first = False
        if rows:
            items.append(_picture(rows, rows_start, rows_end, page.number, first))
        if picture:
            # Picture text left open at the page's end: keep its lines rather than lose them.
            end = page.body[-1].start + len(page.body[-1].text)
            items.append(_picture(picture, picture_start, end, page.number, first))
    return items


def _bare_tables(items: list[Item]) -> list[Item]:
    """A bare `Table N-M` line and the plain lines after it (caption, rows) as one picture."""
    out: list[Item] = []
    index = 0
    while index < len(items):
        item = items[index]
        if item.kind is not Kind.TEXT or BARE_TABLE.match(item.text) is None:
            out.append(item)
            index += 1
            continue
        rows = [item.text]
        last = item
        index += 1
        while index < len(items):
            following = items[index]
            if following.kind is not Kind.TEXT or following.starts_block:
                break
            rows.append(following.text)
            last = following
            index += 1
        out.append(
            replace(
                _picture(rows, item.start, last.end, item.first_page, item.first_on_page),
                last_page=last.last_page,
            )
        )
    return out


def _classify(item: Item) -> list[Item]:
    """Give a TEXT item its kind; a paragraph ending in a history note becomes two items."""
    if item.kind is not Kind.TEXT:
        return [item]
    text = item.text
    note = EDITOR_NOTE.match(text)
    if note is not None:
        return [replace(item, kind=Kind.EDITOR_NOTE, groups=(note.group("number") or "",))]
    if text.startswith("Chapter"):
        chapter = CHAPTER.match(text)
        if chapter is not None:
            title = (
                chapter.group("title") or chapter.group("caps") or chapter.group("words") or ""
            ).strip()
            return [replace(item, kind=Kind.CHAPTER, groups=(chapter.group("id"), title))]
    if text.startswith("§"):
        heading = HEADING.match(text)
        if heading is not None:
            title = heading.group("title").strip()
            return [replace(item, kind=Kind.HEADING, groups=(heading.group("number"), title))]
    if STRUCTURE.match(text):
        return [replace(item, kind=Kind.STRUCTURE)]
    if text.startswith(("(", "[")) and text.endswith((")", "]")) and looks_like_history(text):
        return [replace(item, kind=Kind.HISTORY)]
    if text.endswith(")") and "Ord" in text:
        inline = INLINE_NOTE.search(text)
        if inline is not None and looks_like_history(inline.group("note")):
            cut = inline.start()
            note_start = item.end - (len(text) - cut - 1)
            return [
                replace(item, text=text[:cut].rstrip(), end=max(item.start, note_start - 1)),
                replace(
                    item,
                    kind=Kind.HISTORY,
                    text=text[cut + 1 :].strip(),
                    start=max(item.start, note_start),
                    starts_block=True,
                    first_on_page=False,
                ),
            ]
    return [item]


def _continues(previous: Item, item: Item) -> bool:
    """Whether `item`, first on its page, is the rest of `previous` cut by the page break."""
    if item.kind is not Kind.TEXT or previous.kind is not Kind.TEXT or item.starts_block:
        return False
    if _starts_block(item.text):
        return False
    return item.text[0].islower() or not previous.text.endswith(TERMINAL)


def _join(previous: Item, item: Item) -> Item:
    glue = "" if previous.text.endswith("-") and item.text[0].islower() else " "
    return replace(
        previous,
        text=previous.text + glue + item.text,
        end=item.end,
        last_page=item.last_page,
    )


def clean_items(pages: Sequence[ExportPage], document: str) -> tuple[list[Item], list[ParseIssue]]:
    """The classified, cleaned paragraphs of an export's pages, in reading order."""
    issues: list[ParseIssue] = []
    out: list[Item] = []
    last_text: int | None = None  # index in `out` of the last TEXT item
    last_picture: tuple[str, ...] | None = None  # rows of the picture just kept, until text
    short_seen: set[str] = set()  # short paragraphs since the last history note or heading
    for raw in _bare_tables(_raw_blocks(pages)):
        if (
            raw.kind is Kind.TEXT
            and raw.first_on_page
            and last_text is not None
            and _open_parenthesis(out[last_text].text)
            and (not raw.starts_block or raw.text.startswith("("))
        ):
            # A parenthesis left open at the foot of a page (a history note cut in two) closes
            # on the next: join first, then classify the whole.
            parts = _classify(_join(out[last_text], raw))
            out[last_text : last_text + 1] = parts
            last_text = last_text + len(parts) - 1 if parts[-1].kind is Kind.TEXT else None
            continue
        for item in _classify(raw):
            if item.kind is Kind.PICTURE:
                if last_picture == item.rows:
                    continue  # the export repeats a picture's text right after itself
                last_picture = item.rows
                out.append(item)
                last_text = None
                continue
            if item.kind is Kind.PICTURE_MARK:
                out.append(item)
                continue
            if item.kind is Kind.EDITOR_NOTE:
                out.append(item)  # printed at the page foot: does not break a sentence
                continue
            last_picture = None
            if item.kind is not Kind.TEXT:
                out.append(item)
                last_text = None
                short_seen.clear()
                continue
            if item.first_on_page and item.text in short_seen:
                # A short heading (`Notes:`) the export repeats at the top of the next page.
                issues.append(
                    ParseIssue(
                        document,
                        f"page {item.first_page}, chars {item.start}-{item.end}",
                        Severity.INFO,
                        "repeated-heading",
                        f"dropped {item.text!r}, repeated from the page before",
                    )
                )
                continue
            if len(item.text) <= MAX_REPEATED_HEADING and match_label(item.text) is None:
                short_seen.add(item.text)
            if last_text is not None:
                previous = out[last_text]
                if _duplicates(previous.text, item.text):
                    # Checked first: a repeated tail is never the rest of a sentence.
                    issues.append(
                        ParseIssue(
                            document,
                            f"page {item.first_page}, chars {item.start}-{item.end}",
                            Severity.INFO,
                            "duplicate-text",
                            f"dropped a paragraph repeating the end of the one before: "
                            f"{item.text[:60]!r}",
                        )
                    )
                    continue
                if _bare_label(previous) and match_label(item.text) is None:
                    # `• E.` alone on its line: the next paragraph is its heading and text.
                    out[last_text] = replace(_join(previous, item), starts_block=True)
                    continue
                if item.first_on_page and _continues(previous, item):
                    out[last_text] = _join(previous, item)
                    continue
            out.append(item)
            last_text = len(out) - 1
    return out, issues


def _open_parenthesis(text: str) -> bool:
    """Whether `text` ends inside a parenthesis it opened."""
    return text.count("(") > text.count(")")


def _bare_label(item: Item) -> bool:
    """A paragraph that is nothing but a subsection label (`E.`)."""
    match = match_label(item.text)
    return match is not None and match.end() >= len(item.text)


def _duplicates(previous: str, text: str) -> bool:
    return len(text) >= MIN_DUPLICATE and previous.endswith(text)
