"""The paragraph stream cut into sections, and the outline around them (chapters, articles).

When the export prints section headings (at least one for every two history notes), they alone
delimit sections: a history note then closes nothing (ecode360 also prints notes after single
subsections), and of several parenthesised notes in one section the last is the section's, the
others stay in the text. Bracketed notes (`[Amended … by Ord. No. 5]`) of a section without a
closing note are all its history: the one right under the heading is the section's, the others
its subsections'. What comes between a chapter (or article) heading and its first section — a
`[HISTORY: …]` note, `GENERAL REFERENCES`, `(Repealed by Ord. 841)` — belongs to the chapter (or
article), never to a section. A stray heading in a headless export does not switch modes: there,
history notes still close sections.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from parsers.ecode360.items import Item, Kind
from parsers.schemes import split_number

CONTENT = frozenset({Kind.TEXT, Kind.PICTURE, Kind.EDITOR_NOTE})
# Structure words that always sit above chapters.
ABOVE_CHAPTERS = frozenset({"Title", "Division"})


@dataclass(frozen=True, slots=True)
class Extent:
    """Where a section's paragraphs lie: what numbering needs of them, kept when they go."""

    start: int  # the first paragraph's offset
    end: int  # the last paragraph's end
    first_page: int
    last_page: int
    preview: str  # the start of its first paragraph with text

    @classmethod
    def of(cls, items: Sequence[Item]) -> Extent:
        return cls(
            items[0].start,
            items[-1].end,
            min(i.first_page for i in items),
            max(i.last_page for i in items),
            next((i.text[:60] for i in items if i.text), ""),
        )


@dataclass(slots=True)
class Tally:
    """What a segment's paragraphs say, counted as they come: their extent and what their
    kinds decide (whether it has content, is closed by a note, holds only headings), so that
    a segment need not hold them (`Segment.hold`)."""

    count: int = 0
    start: int = 0  # the first paragraph's offset
    end: int = 0  # the last paragraph's end
    low: int = 0  # the least offset and the greatest end of any paragraph
    high: int = 0
    first_page: int = 0
    last_page: int = 0
    preview: str = ""  # the start of its first paragraph with text
    content: bool = False  # a paragraph of a `CONTENT` kind
    closing: int = 0  # parenthesised history notes (the West's closing note)
    headings_only: bool = True

    def add(self, item: Item) -> None:
        start, end = item.start, item.end
        if self.count:
            if start < self.low:
                self.low = start
            if end > self.high:
                self.high = end
            if item.first_page < self.first_page:
                self.first_page = item.first_page
            if item.last_page > self.last_page:
                self.last_page = item.last_page
        else:
            self.start, self.low, self.high = start, start, end
            self.first_page, self.last_page = item.first_page, item.last_page
        self.count += 1
        self.end = end
        if not self.preview and item.text:
            self.preview = item.text[:60]
        kind = item.kind
        if kind is not Kind.HEADING:
            self.headings_only = False
            if kind is Kind.TEXT or kind is Kind.PICTURE or kind is Kind.EDITOR_NOTE:  # CONTENT
                self.content = True
            elif kind is Kind.HISTORY and not item.bracketed:
                self.closing += 1

    def extent(self) -> Extent:
        if not self.count:
            raise IndexError("a segment without paragraphs has no extent")
        return Extent(self.start, self.end, self.first_page, self.last_page, self.preview)


@dataclass(slots=True)
class Segment:
    chapter: str | None
    items: list[Item] = field(default_factory=list)  # its paragraphs, when it holds them
    heading: tuple[str, str] | None = None  # (number, title) when printed
    last: str | None = None  # a range heading's last number (`§ 60-5. through § 60-6.`)
    history: Item | None = None
    chapter_start: bool = False  # the first segment after a chapter heading
    article: int | None = None  # index of the article draft it sits in
    kept: Extent | None = None  # the extent of its paragraphs, once they are let go (`thin`)
    # Its closing note's offset and whether it is bracketed, once the note is let go (`thin`).
    note: tuple[int, bool] | None = None
    hold: bool = True  # it holds its paragraphs (`items`); else only their `tally`
    tally: Tally | None = field(default_factory=Tally)  # None once thinned

    @property
    def has_content(self) -> bool:
        return self.heading is not None or (self.tally is not None and self.tally.content)

    @property
    def extent(self) -> Extent:
        if self.kept is not None:
            return self.kept
        return self.tally.extent() if self.tally is not None else Extent.of(self.items)

    @property
    def count(self) -> int:
        """How many paragraphs it has had."""
        return self.tally.count if self.tally is not None else 0

    def add(self, item: Item) -> None:
        tally = self.tally
        if tally is not None:
            tally.add(item)
        if self.hold:
            self.items.append(item)

    def history_to_text(self) -> None:
        """Its history note (a parenthesised one) was a subsection's: it stays as text."""
        history = self.history
        if history is None:
            return
        if self.hold:
            index = self.items.index(history)
            self.items[index] = history._replace(kind=Kind.TEXT)
        if self.tally is not None:
            self.tally.content, self.tally.closing = True, self.tally.closing - 1

    @property
    def first_page(self) -> int:
        return self.extent.first_page

    @property
    def last_page(self) -> int:
        return self.extent.last_page

    def thin(self) -> None:
        """Let its paragraphs go, keeping their extent (a plan of the sections needs no text)."""
        history = self.history
        if history is not None:
            self.note = (history.start, history.bracketed)
        self.kept, self.items, self.history, self.tally = self.extent, [], None, None


@dataclass(slots=True)
class Draft:
    """A chapter or structure heading while its parts are collected."""

    item: Item
    number: str
    title: str
    word: str = "Chapter"  # `Chapter`, `Title`, `Division`, `Article`, `Part` …
    chapter: str | None = None  # for an article or part inside a chapter
    parent: str | None = None
    history: list[Item] = field(default_factory=list)
    notes: list[Item] = field(default_factory=list)
    sections: list[int] = field(default_factory=list)  # indices of its segments


@dataclass(slots=True)
class Outline:
    segments: list[Segment] = field(default_factory=list)
    chapters: list[Draft] = field(default_factory=list)
    articles: list[Draft] = field(default_factory=list)
    leftover: list[Item] = field(default_factory=list)  # outside every section and chapter


def cuts_at_headings(headings: int, notes: int) -> bool:
    """Whether a stream's sections are cut at headings: it prints at least one (`headings`
    counts headings and range headings) for every two history notes (`notes`)."""
    return headings > 0 and 2 * headings >= notes


@dataclass(slots=True)
class Segmenter:
    """Cuts the paragraph stream, fed one item at a time, into the outline's segments; a
    segment is final once it is in `outline.segments` (nothing changes it after)."""

    headed: bool  # the export prints section headings (`cuts_at_headings`)
    # Each paragraph a segment takes, before it takes it: the sink may let the segment not
    # hold its paragraphs (`Segment.hold`). Without a sink, `hold` says whether they are held.
    sink: Callable[[Segment, Item], None] | None = None
    hold: bool = True
    outline: Outline = field(default_factory=Outline)
    current: Segment = field(default_factory=lambda: Segment(None))
    owner: Draft | None = None  # the heading whose preamble is being read
    article: int | None = None  # the open article or part inside the chapter
    above: list[Draft] = field(default_factory=list)  # open titles, divisions, articles

    @property
    def chapter(self) -> str | None:
        return self.outline.chapters[-1].number if self.outline.chapters else None

    def close(self) -> None:
        current = self.current
        kept = current.has_content or current.history is not None
        if self.headed and current.heading is None:
            kept = False  # with headings printed, text before the first one is no section
        if kept:
            self.outline.segments.append(current)
            if current.article is not None:
                self.outline.articles[current.article].sections.append(
                    len(self.outline.segments) - 1
                )
        elif self.headed and current.count:
            self.outline.leftover.extend(current.items)
        # An empty segment right after the chapter heading hands its place on.
        start = current.chapter_start and not kept
        self.current = Segment(self.chapter, chapter_start=start, article=self.article)

    def chapter_line(self, item: Item) -> None:
        self.close()
        # An article printed before a chapter heading sits above chapters: the sectionless
        # articles that close the outline so far, never one that other articles of the chapter
        # follow (Belmont's reserved `ARTICLE 1 Moderator` before `ARTICLE 2 Town Clerk`).
        trailing: list[Draft] = []
        for draft in reversed(self.outline.articles[-3:]):
            if draft.chapter is None or draft.sections or draft.chapter != self.chapter:
                break
            trailing.append(draft)
        for draft in reversed(trailing):
            draft.chapter = None
            self.above.append(draft)
        parent = self.above[-1] if self.above else None
        number, title = item.groups[0], item.groups[1]
        draft = Draft(item, number, title, parent=outline_id(parent) if parent else None)
        self.outline.chapters.append(draft)
        self.owner, self.article = draft, None
        self.current = Segment(number, chapter_start=True)

    def structure_line(self, item: Item) -> None:
        self.close()
        word, number, title = item.groups
        inside = word not in ABOVE_CHAPTERS and self.chapter is not None
        if word == "Title":
            self.above = []
        elif not inside:
            self.above = [d for d in self.above if d.word == "Title"]
        parent = self.above[-1] if self.above else None
        draft = Draft(item, number, title, word, self.chapter if inside else None)
        draft.parent = outline_id(parent) if parent and not inside else None
        self.outline.articles.append(draft)
        self.owner = draft
        if inside:
            self.article = len(self.outline.articles) - 1
        else:
            self.above.append(draft)
        self.current = Segment(self.chapter, article=self.article)

    def heading(self, item: Item) -> None:
        self.close()
        self.owner = None
        self.current.article = self.article
        if item.kind is Kind.RANGE:
            first, last, title = item.groups
            self.current.heading, self.current.last = (first, title), last
        else:
            self.current.heading = (self.qualified(item.groups[0]), item.groups[1])
        self.append(item)

    def qualified(self, number: str) -> str:
        """A chapter that numbers its sections on its own (`§ 2-2.1` under `Chapter 139`, cited
        `§ 139-2-2.1`): the number with its chapter in front, as the code cites it."""
        chapter = self.chapter
        if chapter is None or "-" not in number or "." in chapter or ":" in chapter:
            return number
        if split_number(number)[0] == chapter or number.startswith(chapter + "-"):
            return number
        return f"{chapter}-{number}"

    def preamble(self, item: Item) -> bool:
        """An item under a chapter or article heading, before its first section."""
        owner = self.owner
        if owner is None or self.current.heading is not None:
            return False
        if not self.headed and not (
            item.kind is Kind.HISTORY and (item.bracketed or not self.current.count)
        ):
            # Headless, a note closes a section; only one right under the heading (`(Repealed
            # by Ord. 841)`, `[HISTORY: …]`) is the chapter's own.
            return False
        if item.kind is Kind.HISTORY:
            owner.history.append(item)
        else:
            owner.notes.append(item)
        return True

    def history(self, item: Item) -> None:
        current = self.current
        if not self.headed:
            self.append(item)
            current.history = item
            self.close()
            return
        tally = current.tally
        if item.bracketed and not (tally is not None and tally.closing):
            if current.history is None and (tally is None or tally.headings_only):
                current.history = item  # the note printed with the heading
            self.append(item)
            return
        self.append(item)
        if current.history is not None and not current.history.bracketed:
            # An earlier note of the same section was a subsection's: it stays as text.
            current.history_to_text()
        current.history = item

    def append(self, item: Item) -> None:
        """`item` is the open segment's."""
        current = self.current
        if self.sink is not None:
            self.sink(current, item)
        elif not self.hold:
            current.hold = False
        current.add(item)

    def feed(self, item: Item) -> None:
        if item.kind is Kind.CHAPTER:
            self.chapter_line(item)
        elif item.kind is Kind.STRUCTURE:
            self.structure_line(item)
        elif item.kind in (Kind.HEADING, Kind.RANGE):
            self.heading(item)
        elif self.preamble(item):
            return
        elif item.kind is Kind.HISTORY:
            self.history(item)
        else:
            self.append(item)

    def finish(self) -> None:
        """The stream has ended: the open segment is closed."""
        current = self.current
        if current.has_content:
            self.close()
        else:
            self.outline.leftover.extend(current.items)


def outline_id(draft: Draft) -> str:
    """`Title 15`, `Title 17, Article 2`, `Chapter 60, Article I`, `Chapter 17.62`."""
    own = f"{draft.word} {draft.number}"
    if draft.chapter is not None:
        return f"Chapter {draft.chapter}, {own}"
    return f"{draft.parent}, {own}" if draft.parent else own
