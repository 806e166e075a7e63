"""The text units of the wide set's excerpts, as a build of each code would give them
(`benchmarks/citations_wide.py`): one per section the truth names, from its heading to the next
one's, with its chapter and title (the numbering-scheme registry's split, or the code's own
chapter heading where that differs), its article (the last `ARTICLE II` heading before it, in
schemes whose articles are numbered within chapters and dotted ones; Davis's `24.04` in its
`Chapter 24`) and its subsections' spans (the lines that open with a label). And `canonical`, a
local target's canonical form (the truth's and the resolver's forms of a node compare equal)."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace
from typing import Protocol

from benchmarks.page_sections import page_section
from benchmarks.wide_headings import dotted_article_chapter
from benchmarks.wide_spans import subsection_spans
from graph.records import TextUnit, UnitKind
from graph.resolve.outline import number_key
from parsers.scheme_headings import document_scheme
from parsers.schemes import SHAPES, Owner, Scheme, articles_in, scheme_of, split
from parsers.subsections import roman_value, to_roman


class Cited(Protocol):
    """A truth entry: where it is printed and the section that holds it."""

    @property
    def file(self) -> str: ...
    @property
    def start(self) -> int: ...
    @property
    def section(self) -> str: ...


def _heading_re(section: str) -> re.Pattern[str]:
    """A line that opens `section`: its number after optional Markdown and keyword."""
    return re.compile(
        r"^[#>*\s]*(?:§+\s*|Secs?\.\s*|Sections?\s+|(?i:chapter|article)\s+)?"
        + re.escape(re.sub(r"^(?i:chapter|article)\s+", "", section))
        + r"(?![\d]|\.\d)",
        re.MULTILINE,
    )


def structure(section: str, scheme: Scheme | None = None) -> tuple[str | None, str | None]:
    """(chapter, title) of a section id, as the numbering-scheme registry splits it in the
    code's scheme (`scheme`, where its headings decide one its numbers' shape cannot say)."""
    number = re.sub(r"^(?i:chapter|article)\s+", "", section)
    if not re.match(r"\d", number):
        return None, None
    parts = split(number, scheme)
    chapter = number if section.lower().startswith("chapter") else parts.chapter or number
    if parts.scheme is Scheme.CHAPTER_ARTICLE:
        return chapter, None  # `10-03-12`: chapter 10, in no title
    return chapter, re.split(r"[.:\-]", chapter, maxsplit=1)[0]


# A section's heading line (`10-03-01: Annexations`, `Sec. 50-2-1.`, `30.1  General`): scheme.
SECTION_HEADING_RE = re.compile(
    r"(?m)^[#>*\s]*(?:§\s*|Sec\.\s*)?(\d+-\d+-\d+|\d+\.\d+(?=\s+[A-Z]))\b"
)


def code_scheme(texts: Sequence[str], sections: Sequence[str]) -> Scheme | None:
    """The scheme of a code whose excerpts are `texts` and whose sections the truth names,
    decided from its headings as the export parser would from the whole code's
    (`parsers.scheme_headings`): each article heading with the first section under it."""
    pairs = []
    for text in texts:
        for head in ARTICLE_HEADING_RE.finditer(text):
            under = SECTION_HEADING_RE.search(text, head.end())
            if under is not None:
                pairs.append((head["number"], under.group(1)))
    return document_scheme([s for s in sections if s], pairs)


# A hyphen label right after a section number (`17-13-0104-A`): a subsection's line, not the
# section's heading.
HYPHEN_LABEL_AFTER_RE = re.compile(r"-[A-Z]\d{0,2}\s")


# A chapter's heading line: `# Chapter 20 - MOTOR VEHICLES`, `CHAPTER 6-14. - VEHICLES FOR
# HIRE`, or a line that ends with it (`Davis Municipal Code/24 Chapter 24`).
CHAPTER_HEADING_RE = re.compile(
    r"(?im)(?:^[#\s]*chapter\s+(?P<head>\d(?:[\w.-]*\w)?)\.?\s+[-–—]"
    r"|\bchapter\s+(?P<end>\d(?:[\w.-]*\w)?)[ \t]*$)"
)


def heading_chapter(
    text: str, start: int, end: int, section: str, chapter: str | None
) -> str | None:
    """The chapter a section stands in, as the code's own chapter heading before it names it,
    where that differs from the registry's split: Davis's `Chapter 24` holds `24.04.040` (the
    registry's chapter `24.04` is an article there); a footnote, numbered `1`, is in the
    chapter of its page. Otherwise the registry's."""
    heads = list(CHAPTER_HEADING_RE.finditer(text, 0, start))
    if not heads:  # a unit that is the whole page: the heading at its top
        heads = list(CHAPTER_HEADING_RE.finditer(text, start, end))[:1]
    if not heads:
        return _article_in_number(text, start or end, section, chapter)
    named = heads[-1]["head"] or heads[-1]["end"]
    if scheme_of(section) is None or (
        named != chapter and re.match(re.escape(named) + r"[.:-]", section)
    ):
        return named
    return chapter


def _article_in_number(text: str, upto: int, section: str, chapter: str | None) -> str | None:
    """Detroit's `ARTICLE II` over `Sec. 50-2-1` (its middle part): chapter `50`, not the registry's
    `50-2`; Roswell's `Article 10.6`: chapter 10 (`dotted_article_chapter`); else `chapter`."""
    if scheme_of(section) is not Scheme.TRIPLE_DASH:
        return dotted_article_chapter(text, upto, chapter)
    heads = list(ARTICLE_HEADING_RE.finditer(text, 0, upto))
    if not heads:
        return chapter
    first, middle, _ = section.split("-")
    number = heads[-1]["number"]
    value = int(number) if number.isdigit() else roman_value(number.lower())
    return first if middle.isdigit() and int(middle) == value else chapter


def _title(section: str, parted: str | None, chapter: str | None, title: str | None) -> str | None:
    """The title of a section's unit: the registry's, or its chapter where the scheme gives it
    none; none where an article heading made the first part of a three-level hyphenated number
    the chapter (`_article_in_number`: Detroit's chapter 50 is in no title). A four-level dotted
    number has no scheme of its own, but the registry splits its title off (`15.3.16.020`: 15)."""
    if scheme_of(section) is Scheme.TRIPLE_DASH and chapter != parted and chapter == title:
        return None
    titled = scheme_of(section) or split(section).title
    return title if titled or chapter is None else chapter


# The heading line of a section (`Sec. 30-4.24. Airport facility district.`, `### Section
# 4.090.`, a page's `\fSection 13.4 Text Amendment Process`): a section keyword opening a line,
# its number, then a period or a capitalised title.
OTHER_HEADING_RE = re.compile(
    r"^(?:#+[ \t]*|\f)?(?:Sec\.|§|(?<=\f)Section|(?<=# )Section)[ \t]*"
    r"(?P<number>\d+[A-Z]?(?:[.:-]\d+[A-Z]?)+)(?:\.[ \t\u00a0]|[ \t]+(?=[A-Z][a-z]))",
    re.MULTILINE,
)


def _other_headings(text: str, known: list[tuple[int, int, str]]) -> list[tuple[int, int, str]]:
    """(unit start, body start, section) of the sections whose heading lines stand after the
    first section the truth names and that it names none in: a build cuts its units at every
    heading, so their text is no other section's."""
    named = {section for _, _, section in known}
    found: list[tuple[int, int, str]] = []
    for m in OTHER_HEADING_RE.finditer(text, known[0][0] + 1):
        if m["number"] in named:
            continue
        line_end = text.find("\n", m.end())
        found.append((m.start(), len(text) if line_end < 0 else line_end + 1, m["number"]))
    return found


def _opens(text: str, first: dict[str, int]) -> list[tuple[int, int, str]]:
    """(unit start, body start, section) of each section named, from its heading line before
    the first entry it holds; (-1, -1, section) where no heading is found."""
    opens: list[tuple[int, int, str]] = []
    for section, at in first.items():
        if not section:
            continue
        heads = [m for m in _heading_re(section).finditer(text) if m.start() <= at]
        if heads:
            head = heads[-1]
            # the number's line (the match may open on blank lines before it); a line that
            # opens with a hyphen label (`17-13-0104-A`) is the body's first subsection
            line_start = text.rfind("\n", 0, head.end()) + 1
            line_end = text.find("\n", head.end())
            line_end = len(text) if line_end < 0 else line_end
            body = line_end + 1 if line_end < at else head.start()
            if HYPHEN_LABEL_AFTER_RE.match(text, head.end()):
                body = line_start
            opens.append((head.start(), body, section))
        else:
            opens.append((-1, -1, section))
    return opens


def units_of(
    text: str, file: str, truths: Sequence[Cited], scheme: Scheme | None = None
) -> list[tuple[int, TextUnit]]:
    """One unit per section the truth names in `file`, from its heading to the next one's, in
    the code's `scheme` where its headings decide it (`code_scheme`)."""
    first: dict[str, int] = {}
    for t in sorted(truths, key=lambda t: t.start):
        if t.file == file:
            first.setdefault(t.section, t.start)
    opens = _opens(text, first)
    known = sorted(o for o in opens if o[0] >= 0 and o[2])
    if known:
        known = sorted(known + _other_headings(text, known))
    if set(first) <= {""}:
        known = [page_section(text)]  # one unit: the page's one section, or in none
    unknown = [o for o in opens if o[0] < 0]
    if unknown and not known:
        known = [(0, 0, unknown[0][2])]
    units: list[tuple[int, TextUnit]] = []
    if known[0][2] and text[: known[0][0]].strip():
        # text before the first section (an article's footnotes, an ordinance's preamble): a
        # unit in no section, read whether or not the truth cites from it, so that what the
        # finder wrongly reads there counts against its precision
        units.append((0, leading_unit(text, file, known[0], scheme)))
    for i, (_, start, section) in enumerate(known):
        end = known[i + 1][0] if i + 1 < len(known) else len(text)
        split, title = structure(section, scheme)
        chapter = heading_chapter(text, start, end, section, split) if section else split
        title = _title(section, split, chapter, title)
        article = article_at(text, start, section, chapter) if section else page_article(text)
        if article is None and split and chapter and split.startswith(chapter + "."):
            # Davis: `Chapter 24` holds articles numbered as the registry's chapters (`24.04`)
            article = f"Chapter {chapter}, Article {split}"
        own = text[start:end]
        if not section and start == 0:  # a page's breadcrumb heading is no text of it
            own = PAGE_ARTICLE_RE.sub(_blank, own)
        units.append(
            (
                start,
                TextUnit(
                    node=section,
                    kind=UnitKind.SECTION,
                    text=own,
                    document=file,
                    section=section or None,  # a page that shows no number is in none
                    chapter=chapter,
                    title=title,
                    article=article,
                    subsections=subsection_spans(own, section),
                ),
            )
        )
    return _notes_in_chapter(units)


def _notes_in_chapter(units: list[tuple[int, TextUnit]]) -> list[tuple[int, TextUnit]]:
    """The notes before a chapter's first section are the chapter's (its chapter and title)."""
    if len(units) > 1 and not units[0][1].section and units[1][1].section:
        first, after = units[0][1], units[1][1]
        units[0] = (units[0][0], replace(first, chapter=after.chapter, title=after.title))
    return units


def leading_unit(
    text: str, file: str, first: tuple[int, int, str], scheme: Scheme | None = None
) -> TextUnit:
    """The text before a file's first section heading (an article's footnotes: `Editor's note—
    … included as art. V, §§ 13-61—13-63`), as a build gives it: a unit in no section, in the
    chapter and article of the section that follows."""
    end, _, section = first
    split, title = structure(section, scheme)
    chapter = heading_chapter(text, 0, end, section, split)
    return TextUnit(
        node="",
        kind=UnitKind.PARAGRAPH,
        text=NAVIGATION_LINE_RE.sub(_blank, FRONT_MATTER_RE.sub(_blank, text[:end])),
        document=file,
        chapter=chapter,
        title=_title(section, split, chapter, title),
        article=article_at(text, end, section, chapter),
    )


# A page's YAML front matter (`---\nlayout: chapter\n---`): metadata a build reads as no text.
FRONT_MATTER_RE = re.compile(r"\A---\n.*?\n---\n", re.DOTALL)


def _blank(m: re.Match[str]) -> str:
    return re.sub(r"[^\n]", " ", m[0])  # keeps offsets and lines


# A line of a page's navigation before its first section: a contents entry or a breadcrumb
# heading (`Sec. 6-14-1. Definitions.`, `Secs. 6-14-13—6-14-30. Reserved.`, `ARTICLE 2. -
# LICENSES`, `Chapter 40 ZONING`). A build of the code reads no such line as text (its export
# parser makes headings of them), so the scorer blanks them, keeping offsets.
NAVIGATION_LINE_RE = re.compile(
    r"^[ \t#*]*(?:Secs?\.|§§?|ARTICLE|Article|CHAPTER|Chapter|DIVISION|Division|TITLE|Title)"
    r"[ \t\u2002\u00a0]*[\dIVXLC][^\n]*$",
    re.M,
)


# An article's heading line (`### ARTICLE II. - DEALER PERMITS`, `Article 20 Review and
# Decision-Making Bodies`): the export parser gives each section the article it stands in.
ARTICLE_HEADING_RE = re.compile(
    r"(?m)^[#>*\s]*(?:ARTICLE|Article)\s+(?P<number>[IVXLC]+|\d+)\b\.?"
    r"(?:\s*(?:[-–—:]|$)|[ \t]+(?=[A-Z][a-z]))"
)


def article_at(text: str, start: int, section: str, chapter: str | None) -> str | None:
    """The article a section stands in, as a build of the code knows it: the last article
    heading before it, where articles are numbered within chapters, and in dotted codes
    (Stockbridge's `Article III.` over § 3.16.120: Chapter 3.16, Article III)."""
    owner = articles_in(scheme_of(section)) if section else None
    if chapter is None or (owner is not Owner.CHAPTER and scheme_of(section) != Scheme.DOTTED):
        return None
    heads = [m for m in ARTICLE_HEADING_RE.finditer(text, 0, start)]
    if heads:
        return f"Chapter {chapter}, Article {heads[-1]['number']}"
    before = _article_before(text, start)
    return f"Chapter {chapter}, Article {before}" if before else None


def _article_before(text: str, start: int) -> str | None:
    """The article of a section an excerpt opens in, before any article heading: the one
    before the next article heading of its chapter (Alpharetta's §§ 4-422—4-425 before
    `ARTICLE XVIII`: Article XVII), as the build of the whole chapter knows it."""
    after = ARTICLE_HEADING_RE.search(text, start)
    if after is None or CHAPTER_HEADING_RE.search(text, start, after.start()):
        return None
    number = after["number"]
    value = int(number) if number.isdigit() else roman_value(number.lower())
    if value < 2:
        return None
    return str(value - 1) if number.isdigit() else to_roman(value - 1).upper()


# A page's breadcrumb heading of its article, under a lettered appendix or a chapter
# (`APPENDIX C – ZONING REGULATIONS\ARTICLE 10. BOARD OF ZONING APPEALS`, `CHAPTER XVI. ZONING
# AND PLANNING\Article 4. Board Of Zoning Appeals`): the article the page is, in its code.
PAGE_ARTICLE_RE = re.compile(
    r"\A[^\n]{0,200}?\b(?:APPENDIX|CHAPTER)\s+(?P<owner>[A-Z]|[IVXLC]+|\d+)\b[^\n]*?"
    r"\b(?:ARTICLE|Article)\s+(?P<number>\d+|[IVXLC]+)\.\s[^\n]*"
)


def page_article(text: str) -> str | None:
    """The article a page that shows no section number is, as its breadcrumb heading says."""
    m = PAGE_ARTICLE_RE.match(text)
    return f"Chapter {m['owner']}, Article {m['number']}" if m else None


# A section number of any scheme at the start of a target, its labels after it.
_NUMBER_START_RE = re.compile("(?:" + "|".join(SHAPES.values()) + ")")
# Labels after a section number, however printed: `(a)(1)`, `(6)a.1.`, `(b)(10)b.7`, Chicago's
# `-A2`, Sandy Springs' `6.1.4.B` (a capital glued on by a period); one label per group.
_LABELS_RE = re.compile(r"(?:[-.](?=[A-Z]))?(?:\(([^()\s]+)\)|([A-Za-z]+|\d+)\.?)")
# Names of a title and of an article the truth and the resolver write differently:
# `Title 17` / `17`, `Chapter 8, Article III` / `8 art. III`.
_TITLE_RE = re.compile(r"(?i:title) (?P<number>\S+)")
# An article numbered as a dotted chapter (Davis's `24.04`, in chapter 24).
_DOTTED_ARTICLE_RE = re.compile(r"(?P<chapter>\d+)\.\d+")
_ARTICLE_RE = re.compile(r"(?:Chapter (?P<chapter>\S+), Article|(?P<of>\S+) art\.) (?P<number>\S+)")


def canonical(target: str, kind: str = "") -> str:
    """The canonical form of a local target of `kind`: the same node however it is written (a
    title's `Title 17` or `17`, an article's `Chapter 8, Article III` or `8 art. III`, labels as
    `(a)(1)` after the section number however printed: `(6)a.1.`, `-A2`), never another: a
    title, chapter or article carries its kind (a chapter `17` is no title `17`)."""
    target = re.sub(r"^Title \d+, (?=Table|Figure|Article)", "", target.strip())
    target = re.sub(r", (?=(?i:table|figure)\b)", " ", target)  # `17.8, table 1` = `17.8 Table 1`
    if kind == "title" and (title := _TITLE_RE.fullmatch(target)):
        target = title["number"]
    elif kind == "chapter":
        target = target.removeprefix("Chapter ")
    elif kind == "article":
        if dotted := _DOTTED_ARTICLE_RE.fullmatch(target):
            target = f"{dotted['chapter']} art. {target}"  # Davis's `24.04`: article of 24
        elif re.fullmatch(r"\d+|[IVXLC]+", target):
            target = f"{target} art. {target}"  # Rivergrove's `ARTICLE 8`: its own chapter
        elif own := re.fullmatch(r"Article (\d+[A-Z]?)", target):
            # Culpeper's `Article 8A` over §§ 8A-1…: an article-section code's article is the
            # first part of its numbers, its own chapter as Rivergrove's
            target = f"{own[1]} art. {own[1]}"
        if article := _ARTICLE_RE.fullmatch(target):
            target = f"{article['chapter'] or article['of']} art. {article['number']}"
    elif (number := _NUMBER_START_RE.match(target)) and number.end() < len(target):
        rest = target[number.end() :]
        labels = list(_LABELS_RE.finditer(rest))
        if labels and "".join(m[0] for m in labels) == rest:
            path = "".join(f"({m[1] or m[2]})" for m in labels)
            target = number[0] + path
    return f"{kind}: {target}" if kind in ("title", "chapter", "article") else target


def carry_articles(units: list[TextUnit]) -> list[TextUnit]:
    """The articles of sections whose excerpt shows no article heading before them, as a build
    that reads a chapter's files as one text in the order of their sections knows them: the
    article of the last section before them in their chapter whose article is known (Jefferson
    Parish's §§ 4-32 to 4-34 follow § 4-31 of Article II, cut into another file)."""
    known = sorted(
        (number_key(u.section), u.chapter, u.article)
        for u in units
        if u.section and u.chapter and u.article
    )
    carried: list[TextUnit] = []
    for u in units:
        if u.article is None and u.section and u.chapter:
            key = number_key(u.section)
            before = [a for k, chapter, a in known if chapter == u.chapter and k < key]
            if before:
                u = replace(u, article=before[-1])
        carried.append(u)
    return carried
