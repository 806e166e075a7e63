"""The body lines of an export's pages into clean, classified paragraphs (`Item`s).

What happens here, in order:
- every non-blank line is an item, pictures and table rows aside (`blocks`);
- lines a layout rendering wrapped are joined into their paragraphs, and footnote markers glued
  to the text are taken off where the page prints the footnote (`paragraphs`);
- bullet glyphs and indentation go, blanks are collapsed;
- a paragraph cut by a page break is rejoined with its continuation on the next page (editor's
  notes printed at the foot of the page in between are kept apart);
- a paragraph that repeats the tail of the one before it (an export artefact) is dropped;
- in a download (footnotes printed at the foot of each page), a chapter or structure line after
  a footnote on the same page is the footnote's text wrapped onto a line of its own (`Title 17
  Zoning` ending `Editor's Note: … see`), never a heading: a footnote is no structure;
- each paragraph is classified (`classify`): chapter or structure line, section heading,
  history note (also one that closes a paragraph inline), editor's note, or text; a bare
  `Chapter 24` or `ARTICLE I` takes the name printed under it (`outline`).

Each step is a stream that looks back or ahead a little (a page, the last text paragraph, the
next line): paragraphs are given as the pages are read, never all held at once.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field

from parsers.ecode360.blocks import bare_tables, page_blocks
from parsers.ecode360.classify import TERMINAL, classify, starts_block
from parsers.ecode360.items import Item, Kind
from parsers.ecode360.outline import attach_names
from parsers.ecode360.pages import ExportPage
from parsers.ecode360.paragraphs import join_wrapped, strip_markers
from parsers.limits import check_time
from parsers.records import ParseIssue, Severity
from parsers.schemes import Scheme
from parsers.subsections import match_label

# A paragraph this short that a page repeats at its top is a running heading (`Notes:`).
MAX_REPEATED_HEADING = 40

# A tail shorter than this is too weak to call a duplicate of the paragraph before it.
MIN_DUPLICATE = 12

# Characters past which a paragraph takes no more continuations from the next page: each join
# copies the paragraph (and counts its parentheses), so a text whose one paragraph runs on over
# thousands of pages would take time quadratic in its length. Some 3,000 words: ten times the
# longest paragraph of the seeds and the development set (2,200 characters).
MAX_JOINED = 20_000


def _continues(previous: Item, item: Item) -> bool:
    """Whether `item`, first on its page, is the rest of `previous` cut by the page break."""
    if item.kind is not Kind.TEXT or previous.kind is not Kind.TEXT or item.starts_block:
        return False
    if starts_block(item.text):
        return False
    return item.text[0].islower() or not previous.text.endswith(TERMINAL)


def _join(previous: Item, item: Item) -> Item:
    glue = "" if previous.text.endswith("-") and item.text[0].islower() else " "
    return previous._replace(
        text=previous.text + glue + item.text,
        end=item.end,
        last_page=item.last_page,
        last_line=item.last_line,
        markers=previous.markers + item.markers,
    )


def _open_parenthesis(text: str) -> bool:
    """Whether `text` ends inside a parenthesis or bracket it opened."""
    return text.count("(") > text.count(")") or text.count("[") > text.count("]")


def _bare_label(item: Item) -> bool:
    """A paragraph that is nothing but a subsection label (`E.`)."""
    match = match_label(item.text)
    return match is not None and match.end() >= len(item.text)


def _duplicates(previous: str, text: str) -> bool:
    return len(text) >= MIN_DUPLICATE and previous.endswith(text)


def _dropped(document: str, item: Item, code: str, message: str) -> ParseIssue:
    location = f"page {item.first_page}, chars {item.start}-{item.end}"
    return ParseIssue(document, location, Severity.INFO, code, message)


@dataclass(slots=True)
class _Cleaner:
    document: str
    scheme: Scheme | None
    notes_at_foot: bool = True  # footnotes print at the foot of their page (a download)
    note_page: int | None = None  # the page of the last footnote (editor's note) seen
    last_note: int | None = None  # its index in `out` while it is there
    out: list[Item] = field(default_factory=list)
    issues: list[ParseIssue] = field(default_factory=list)
    last_text: int | None = None  # index in `out` of the last TEXT item
    last_picture: tuple[str, ...] | None = None  # rows of the picture just kept, until text
    short_seen: set[str] = field(default_factory=set)  # short paragraphs since the last note

    def raw(self, raw: Item) -> None:
        last = self.last_text
        if (
            raw.kind is Kind.TEXT
            and raw.first_on_page
            and last is not None
            and len(self.out[last].text) < MAX_JOINED
            and _open_parenthesis(self.out[last].text)
            and (not raw.starts_block or raw.text.startswith(("(", "[")))
        ):
            # A parenthesis left open at the foot of a page (a history note cut in two) closes
            # on the next: join first, then classify the whole.
            parts = classify(_join(self.out[last], raw), self.scheme)
            self.out[last : last + 1] = parts
            self.last_text = last + len(parts) - 1 if parts[-1].kind is Kind.TEXT else None
            return
        for item in classify(raw, self.scheme):
            self.item(item)

    def item(self, item: Item) -> None:
        if item.kind in (Kind.CHAPTER, Kind.STRUCTURE) and self._in_footnotes(item):
            self._footnote_text(item)
            return
        if item.kind is Kind.EDITOR_NOTE:
            self.note_page, self.last_note = item.first_page, len(self.out)
        if item.kind is Kind.PICTURE:
            if self.last_picture != item.rows:  # a picture repeated right after itself: once
                self.last_picture = item.rows
                self.out.append(item)
                self.last_text = None
            return
        if item.kind in (Kind.PICTURE_MARK, Kind.EDITOR_NOTE):
            self.out.append(item)  # printed at the page foot: does not break a sentence
            return
        self.last_picture = None
        if item.kind is not Kind.TEXT:
            self.out.append(item)
            self.last_text = None
            self.short_seen.clear()
            return
        self.text(item)

    def text(self, item: Item) -> None:
        if item.first_on_page and item.text in self.short_seen:
            # A short heading (`Notes:`) the export repeats at the top of the next page.
            message = f"dropped {item.text!r}, repeated from the page before"
            self.issues.append(_dropped(self.document, item, "repeated-heading", message))
            return
        if len(item.text) <= MAX_REPEATED_HEADING and match_label(item.text) is None:
            self.short_seen.add(item.text)
        if self.last_text is not None:
            previous = self.out[self.last_text]
            if _duplicates(previous.text, item.text):
                # Checked first: a repeated tail is never the rest of a sentence.
                message = (
                    f"dropped a paragraph repeating the end of the one before: {item.text[:60]!r}"
                )
                self.issues.append(_dropped(self.document, item, "duplicate-text", message))
                return
            if _bare_label(previous) and match_label(item.text) is None:
                # `• E.` alone on its line: the next paragraph is its heading and text.
                self.out[self.last_text] = _join(previous, item)._replace(starts_block=True)
                return
            if item.first_on_page and _continues(previous, item) and self._joins(previous, item):
                joined = _join(previous, item)
                if joined.text.startswith("§"):
                    # A heading whose title a page break cut: classified once whole.
                    parts = classify(joined, self.scheme)
                    last = self.last_text
                    self.out[last : last + 1] = parts
                    self.last_text = last + len(parts) - 1 if parts[-1].kind is Kind.TEXT else None
                    return
                self.out[self.last_text] = joined
                return
        self.out.append(item)
        self.last_text = len(self.out) - 1

    def _in_footnotes(self, item: Item) -> bool:
        """Whether `item` lies below a footnote of its page (a download prints its footnotes
        at the page's foot, nothing of the text after them)."""
        return self.notes_at_foot and self.note_page == item.first_page

    def _footnote_text(self, item: Item) -> None:
        """A structure line below a footnote: the footnote's text, joined to it while it is
        held, else a note of its own; said so."""
        message = f"{item.text[:60]!r} is read as footnote text, not as a heading"
        location = f"page {item.first_page}, chars {item.start}-{item.end}"
        self.issues.append(
            ParseIssue(self.document, location, Severity.INFO, "footnote-not-heading", message)
        )
        text = item._replace(kind=Kind.TEXT, groups=())
        note = self.last_note
        if note is not None and note < len(self.out) and self.out[note].kind is Kind.EDITOR_NOTE:
            self.out[note] = _join(self.out[note], text)._replace(kind=Kind.EDITOR_NOTE)
            return
        self.last_note = len(self.out)
        self.out.append(text._replace(kind=Kind.EDITOR_NOTE, groups=("",)))

    def _joins(self, previous: Item, item: Item) -> bool:
        """Whether `previous` may take `item`, its continuation: not past `MAX_JOINED`, and then
        a warning says the paragraph was cut."""
        if len(previous.text) < MAX_JOINED:
            return True
        message = (
            f"a paragraph of {len(previous.text):,} characters continues on page "
            f"{item.first_page}; the rest is kept as a paragraph of its own"
        )
        location = f"page {item.first_page}, chars {item.start}-{item.end}"
        self.issues.append(
            ParseIssue(self.document, location, Severity.WARNING, "paragraph-too-long", message)
        )
        return False

    def settled(self) -> list[Item]:
        """The paragraphs no later one can change, taken out: all but the last text paragraph
        and what follows it (a page break may still join the next page's first paragraph)."""
        cut = len(self.out) if self.last_text is None else self.last_text
        done = self.out[:cut]
        del self.out[:cut]
        if self.last_text is not None:
            self.last_text = 0
        if self.last_note is not None:
            self.last_note = self.last_note - cut if self.last_note >= cut else None
        return done


def iter_clean_items(
    pages: Iterable[ExportPage],
    document: str,
    scheme: Scheme | None,
    wrapped: bool,
    issues: list[ParseIssue],
    *,
    notes_at_foot: bool = True,
) -> Iterator[Item]:
    """The classified, cleaned paragraphs of an export's pages, in reading order, as they are
    made: a page is read when the paragraphs before it are taken, so the pages and the
    paragraphs of the whole export are never held at once. What was dropped or taken off is
    added to `issues` once the stream ends (the footnote markers first, then the rest).
    `notes_at_foot`: the pages print their footnotes at their foot (a download, not a print
    view), so no heading follows a footnote on its page."""
    items: Iterator[Item] = (item for page in pages for item in page_blocks(page))
    if wrapped:
        items = join_wrapped(items, scheme)
    marker_issues: list[ParseIssue] = []
    cleaner = _Cleaner(document, scheme, notes_at_foot)

    def cleaned() -> Iterator[Item]:
        for raw in bare_tables(strip_markers(items, document, marker_issues)):
            check_time()
            cleaner.raw(raw)
            yield from cleaner.settled()
        yield from cleaner.out
        issues.extend(marker_issues)
        issues.extend(cleaner.issues)

    return attach_names(cleaned())
