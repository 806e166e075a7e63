"""What the citing code's numbering scheme says in resolution (`parsers.schemes`): how its
numbers split, whose its articles are, which printed numbers can be its own sections.

The citing section's own number says its code's scheme (`5-2-7`: three-level hyphenated); a
text that is no numbered section (a footnote, a paragraph) reads the scheme most of the
corpus's sections are printed in. A number shaped like this code's but of another law (a state
code's `§ 12-7-6` in a hyphenated city code) is told apart by what the corpus holds.
"""

from __future__ import annotations

import re

from graph.records import Citation, CitationKind, Reference, SubsectionSpan, TextUnit, UnitKind
from graph.resolve.outline import CHAPTER_ID_RE, DASHED_SECTION_RE, CorpusIndex
from parsers import schemes
from parsers.ids import chapter_of, section_of, title_of_chapter
from parsers.schemes import Owner, Scheme


def scheme_of(section: str | None) -> Scheme | None:
    """The numbering scheme of a section id: the citing section's own number says how its code
    splits numbers."""
    return schemes.scheme_of(section_of(section)) if section else None


def citing_scheme(section: str | None, index: CorpusIndex) -> Scheme | None:
    """The scheme of the citing section's own number (the code's, where its headings decided
    one of that shape: `10-03-12` of a chapter-article code), or else the scheme most of the
    corpus's sections are printed in (a unit that is no numbered section: a footnote)."""
    own = scheme_of(section)
    if own is not None and index.scheme is not None and schemes.SHAPE_OF.get(index.scheme) is own:
        return index.scheme
    return own or index.scheme


def article_section(
    number: str, section: str | None, index: CorpusIndex
) -> tuple[CitationKind, str] | None:
    """The section an `Article 30.2` names, or its subsection (`Article 30.1H-2` → `30.1(H)(2)`,
    `30.3F` → `30.3(F)`, where the corpus has no section `30.3F`): in an article-section code
    (`30.2` printed under `Article 30`, `parsers.schemes.Scheme.ARTICLE_SECTION`) an article's
    number of a section's shape is that section's, never an article of the citing chapter.
    None elsewhere."""
    if citing_scheme(section, index) is not Scheme.ARTICLE_SECTION:
        return None
    glued = _GLUED_LABEL_RE.fullmatch(number)
    if glued is not None and not index.knows(CitationKind.SECTION, number):
        labels = "".join(f"({label})" for label in glued.group(2, 3) if label)
        return CitationKind.SUBSECTION, glued[1] + labels
    return (CitationKind.SECTION, number) if scheme_of(number) is Scheme.TWO_LEVEL else None


# A two-level section number with a subsection's capital glued to it, and its paragraph's digits
# (`30.1H-2`, `30.11D4`, `30.3F`): how an article-section code cites a lettered paragraph.
_GLUED_LABEL_RE = re.compile(r"(\d{1,3}\.\d{1,2})([A-Z])(?:-?(\d{1,2}))?")


def current_article(section: str | None, unit: TextUnit, index: CorpusIndex) -> str | None:
    """The article the citing text sits in: the unit's, or the one its section number names in
    a chapter-dash-dotted, chapter-article or article-section code (`30-4.25` → `Chapter 30,
    Article 4`, `10-03-12` → `Chapter 10, Article 3`, `30.1` → `Chapter 30, Article 30`); None
    when unknown."""
    if unit.article and unit.kind is not UnitKind.ORDINANCE:
        return unit.article
    if unit.chapter and _calls_chapter_article(unit, index):
        return f"Chapter {unit.chapter}, Article {unit.chapter}"  # `this Article` in § 8A-8
    scheme = index.scheme
    if section is None or scheme is None or scheme not in _ARTICLED:
        return None
    parts = schemes.split(section_of(section), scheme)
    if scheme is Scheme.ARTICLE_SECTION:  # `30.1` under `Article 30`: its chapter is the article
        return f"Chapter {parts.chapter}, Article {parts.chapter}" if parts.chapter else None
    article = parts.article.lstrip("0") or parts.article if parts.article else None
    return f"Chapter {parts.chapter}, Article {article}" if article else None


# The schemes whose section numbers name their article (`30-4.25`, `10-03-12`, `30.1`).
_ARTICLED = frozenset({Scheme.CHAPTER_DASH_DOTTED, Scheme.CHAPTER_ARTICLE, Scheme.ARTICLE_SECTION})


def articles_called(number: str, unit: TextUnit, index: CorpusIndex) -> str | None:
    """The chapter an `Article 8` is, in a two-level code whose headings call its chapters
    articles (Rivergrove's `ARTICLE 4` over `Section 4.060`: the unit's article is `Chapter 4,
    Article 4`): chapter `8`; so in a code whose sections are numbered alone (Hinds County's
    `SECTION 402`, `Article XXIII`: its articles are the code's chapters). None elsewhere (a
    chapter's own articles are its own)."""
    section = unit.section
    if not unit.chapter:
        return None
    if section == unit.chapter and unit.chapter.isdigit():
        return number  # `SECTION 402` under `ARTICLE IV`: numbered alone, in no chapter of its own
    if _calls_chapter_article(unit, index):
        return number  # an article-section code: `Article 23` cited from § 8A-8 is 23-…'s
    scheme = citing_scheme(section, index)
    if scheme is Scheme.ARTICLE_SECTION:
        return number  # `Article 140` of an article-section code: the one `140.1` stands in
    if scheme is not Scheme.TWO_LEVEL:
        return None
    return number if unit.article == f"Chapter {unit.chapter}, Article {unit.chapter}" else None


def _calls_chapter_article(unit: TextUnit, index: CorpusIndex) -> bool:
    """Whether a chapter-dash code calls the first part of its numbers an article (an
    article-section code, as zoning ordinances are numbered: § 8A-8 of Article 8A): its text
    cites its own chapter's number as an article (`this Article 8A` in § 8A-8), or the corpus
    holds an article of that number alone (`Article 8E`, over § 8E-9)."""
    if citing_scheme(unit.section, index) is not Scheme.CHAPTER_DASH or not unit.chapter:
        return False
    if index.knows(CitationKind.ARTICLE, f"Article {unit.chapter}"):
        return True
    own = re.compile(rf"\bArticle\s+{re.escape(unit.chapter)}(?![\w-]|\.\d)")
    return own.search(unit.text) is not None


def articles_in_chapters(section: str | None, index: CorpusIndex, unit: TextUnit) -> bool:
    """Whether the citing code numbers its articles within chapters (`Chapter 6-14, Article
    1`), as its scheme says or the article its headings place the text in (Stockbridge's
    dotted § 3.16.120 in `Chapter 3.16, Article III`), rather than within titles (`Title 17,
    Article 2`)."""
    if unit.chapter and (unit.article or "").startswith(f"Chapter {unit.chapter}, Article "):
        return True
    scheme = citing_scheme(section, index)
    return scheme is not None and schemes.articles_in(scheme) is Owner.CHAPTER


def own_two_level(number: str, section: str | None, index: CorpusIndex) -> bool:
    """`Section 434.01` in a code whose sections are numbered so (two-level dotted, as the
    citing section's own id says, or a section the corpus knows): this code's section, not a
    statute of a law left unnamed."""
    if schemes.scheme_of(number) is not Scheme.TWO_LEVEL:
        return False
    if index.knows(CitationKind.SECTION, number):
        return True
    return citing_scheme(section, index) is Scheme.TWO_LEVEL


def unfit(number: str, unit: TextUnit, index: CorpusIndex) -> str | None:
    """Why a section number is no section of this code, or None when it may be one. A dashed
    `9-56` only in a code whose sections are dashed (`Sec. 1-11`), never in a dotted one; a
    three-level `48-6-93` never in a chapter-dash code (`12-28`), nor a `12-28` in a
    three-level one; a dotted chapter's `36.1-563` only in a chapter the corpus has; and in a
    code whose numbers carry titles, only in a title the corpus has (a state code's `§ 12-7-6`
    is shaped like a hyphenated city code's `8-3-4`)."""
    if index.knows(CitationKind.SECTION, number):
        return None  # a section the corpus holds is this code's, whatever its shape
    own = scheme_of(unit.section)
    if schemes.scheme_of(number) is Scheme.TITLE_COLON:  # `19:2-4`: only in such a code
        if (own or index.scheme) is Scheme.TITLE_COLON:
            return None
        return f"section {number}: numbered unlike this code"
    if not DASHED_SECTION_RE.fullmatch(number):
        return None
    dashed = DASHED_SECTION_RE.fullmatch(unit.section or "") if own else index.dashed
    if not dashed:
        return f"section {number}: numbered unlike this code"
    shape = schemes.scheme_of(number)
    citing = own or index.scheme
    citing = schemes.SHAPE_OF.get(citing, citing) if citing else None  # its numbers' shape
    if shape and citing and (shape is Scheme.TRIPLE_DASH) != (citing is Scheme.TRIPLE_DASH):
        return f"section {number}: numbered unlike this code"
    chapter = chapter_of(number)
    if "." in chapter and index.chapters and not index.knows(CitationKind.CHAPTER, chapter):
        # `36.1-563`: a dotted chapter the code has; a state's `§ 15.1-7.1` is none of it
        return f"section {number}: this code has no chapter {chapter}"
    if citing is Scheme.TRIPLE_DASH and _THREE_PARTS_RE.fullmatch(number):
        shape = Scheme.TRIPLE_DASH  # `201-7-602.8` cited in a code of `10-1-4`: its title's
    title = number.split("-")[0] if shape is Scheme.TRIPLE_DASH else None
    if title is None or not index.titles or index.knows(CitationKind.TITLE, f"Title {title}"):
        return None
    return f"section {number}: this code has no title {title}"


# A dashed number of three parts whose last has a decimal (`201-7-602.8`, a state code's section
# misprinted), which the scheme registry leaves unshaped: in a three-level hyphenated code its
# first part is a title (in a chapter-dash code `8E-9-2.4` is a section's subsection).
_THREE_PARTS_RE = re.compile(r"\d{1,3}[A-Z]?-\d{1,4}[A-Z]?-\d{1,4}[A-Z]?\.\d{1,2}")


# A section of this code cited with `of this chapter` / `of this article` (`§ 42-11.06 of this
# chapter`, `§ 165-39 of this Article`, a two-level `§ 72.05 of this chapter`), or as printed
# `above` / `below` in the same text (`§ 316-54 above`): its number says which chapter the citing
# text is in. A three-part number names its chapter by its first two (`section 9-5-4, table 5-A
# of this chapter`: chapter 9-5, a table of the section between).
_DECLARING_RE = re.compile(
    r"(?:§+|\b[Ss]ec(?:tion|\.)s?)\s*"
    r"(?P<number>\d{1,3}[A-Z]?-\d{1,4}(?:\.\d{1,3})?[A-Z]?(?:-\d{1,4}[A-Z]?)?|\d{1,4}\.\d{1,3})"
    r"(?:,\s+[Tt]able\s+\d{1,2}(?:-?[A-Z])?)?"
    r"\s+(?:of\s+this\s+(?:[Cc]hapter|[Aa]rticle)|above|below)\b"
)


def declared_chapter(text: str) -> str | None:
    """The chapter a text that shows no number of its own is in, as its citations of this
    chapter's sections say (`§ 42-11.06 of this chapter`, `§ 316-54 above`: chapter 42, 316);
    None when they name none or disagree."""
    chapters = {chapter_of(m["number"]) for m in _DECLARING_RE.finditer(text)}
    return chapters.pop() if len(chapters) == 1 else None


def chapters_whole(ref: Reference, unit: TextUnit, scheme: Scheme) -> bool:
    """Whether a hyphenated code's chapters are whole numbers, as its build placed the citing
    text: Detroit's `Sec. 50-2-1` stands in chapter 50 (its `ARTICLE II` heading numbers the
    middle part), so its `Ch. 2` (a whole number, under no title named) is chapter 2, not
    `50-2`."""
    return (
        scheme is Scheme.TRIPLE_DASH
        and ref.number.isdigit()
        and not ref.within
        and unit.chapter is not None
        and unit.chapter.isdigit()
        and unit.title is None
    )


# A subsection's text naming its members paragraphs: `paragraph (2) of this subsection`.
PARAGRAPH_OF_THIS_SUBSECTION_RE = re.compile(
    r"\bparagraphs?\s+\([0-9A-Za-z]{1,4}\)\s+of\s+this\s+subsection\b"
)


def subsection_named(innermost: str | None, unit: TextUnit, level: str) -> str | None:
    """The subsection `this subsection` names from inside `innermost`: that node, or its parent
    where the parent's text calls its members paragraphs (Jefferson Parish § 36-12(a): inside
    (a)(3), `paragraph (2) of this subsection` and `violations of this subsection` name (a)) or
    calls itself the subsection (§ 27-156(j)(1): `this subsection (1)`, so `this subsection`
    inside (j)(1)a. is (j)(1))."""
    if innermost is None or level or innermost.count("(") < 2:
        return innermost
    parent = innermost[: innermost.rfind("(")]
    span = next((s for s in unit.subsections if s.id == parent), None)
    if span is None:
        return innermost
    if PARAGRAPH_OF_THIS_SUBSECTION_RE.search(unit.text, span.start, span.end):
        return parent
    if innermost.count("(") == 2 and _leads_in(unit, span, innermost):
        return parent
    own = re.compile(r"\bthis\s+subsection\s+" + re.escape(parent[parent.rfind("(") :]))
    return parent if own.search(unit.text, span.start, span.end) else innermost


def _leads_in(unit: TextUnit, parent: SubsectionSpan, innermost: str) -> bool:
    """Whether a subsection's own text is a lead-in its members complete (`(5) for a lot …:`
    then `(a) may reduce …`, Austin § 25-2-1406; `(6) Permit any disturbance …:` then `a.
    Attire and conduct …`, Jefferson Parish § 4-32): an item of such a list is no subsection
    of its own, so `this subsection` inside it is the one the list belongs to. Only below a
    section's first level (Springboro's `A. … all of the following:` then `1. … As used in this
    subsection` is item 1: deeper down, its items are the subsections it names)."""
    prefix = parent.id + "("
    first = min((s.start for s in unit.subsections if s.id.startswith(prefix)), default=None)
    if first is None or first <= parent.start or innermost.rfind("(") != len(parent.id):
        return False
    own = unit.text[parent.start : min(parent.end, first)].rstrip()
    return own.endswith(":") and len(own.split()) > LEAD_IN_WORDS


# A caption ending with a colon is no lead-in (`(i) Time limitation on public address to
# council:` then full sentences, Jefferson Parish § 2-36): a lead-in says more than a heading's
# few words (with its label, more than this many).
LEAD_IN_WORDS = 10


def section_named(section: str | None, unit: TextUnit, at: int, index: CorpusIndex) -> str | None:
    """The section `this section` names at offset `at` of a text in `section`: that section; the
    one it is a part of where the corpus numbers its sections so (`9.8.1` of a code whose
    sections are `Section 9.8`); or the part numbered under it whose line the text is on, where
    the corpus knows that part as a section (Culpeper's `8E-9-2.2 Refer such application …`
    inside § 8E-9: `this section` there is 8E-9-2.2)."""
    if section is None:
        return None
    parent = section.rpartition(".")[0] if scheme_of(section) is Scheme.DOTTED else ""
    if parent and index.knows(CitationKind.SECTION, parent):
        return parent
    opening = "\n" + section + "-"
    line = unit.text.rfind(opening, 0, at)
    part = _PART_NUMBER_RE.match(unit.text, line + len(opening)) if line >= 0 else None
    if part is not None and index.knows(CitationKind.SECTION, f"{section}-{part[0]}"):
        return f"{section}-{part[0]}"
    return section


def part_of_section(section: str | None, index: CorpusIndex) -> str | None:
    """The section when its dotted number is a numbered part of a section (`16.7.4` of China
    Grove's `Section 16.7`, in a code numbered chapter.section; `9.8.1` where the corpus knows
    `9.8`): the text is itself a subsection, which `this subsection` names. None otherwise."""
    if section is None or scheme_of(section) is not Scheme.DOTTED:
        return None
    if index.scheme is Scheme.TWO_LEVEL and section.count(".") == 2:
        return section
    parent = section.rpartition(".")[0]
    return section if parent and index.knows(CitationKind.SECTION, parent) else None


# The rest of a part's number after its section's and a dash, opening a line before its text
# (`2.2 ` of `8E-9-2.2 Refer such …`).
_PART_NUMBER_RE = re.compile(r"[0-9A-Za-z]{1,4}(?:\.\d{1,3})*(?=[ \t])")


def chapter_called_section(number: str, unit: TextUnit, index: CorpusIndex) -> bool:
    """`Section 17.32` names chapter 17.32 when the corpus knows that chapter, or when this
    code's chapters are numbered so (`17.62`); in a code whose chapters are `15.3.28` it is no
    chapter, and stays unresolved."""
    if not CHAPTER_ID_RE.fullmatch(number):
        return False
    if index.knows(CitationKind.CHAPTER, number):
        return True
    return unit.chapter is not None and unit.chapter.count(".") == number.count(".")


def section_called_chapter(number: str, unit: TextUnit, index: CorpusIndex) -> bool:
    """`Chapter 17.20.030` names a section when the corpus knows it as one, or when this code's
    chapters are shallower (`17.20`) and its sections this deep; `Chapter 15.3.28` of a code
    whose chapters have three levels is a chapter."""
    if index.knows(CitationKind.CHAPTER, number):
        return False
    if index.knows(CitationKind.SECTION, number):
        return True
    if unit.chapter is not None:
        return unit.chapter.count(".") < number.count(".")
    return True


# A section number whose last character is a capital glued to its digits (`350-107A`): in a code
# whose sections take no such suffix, the letter is the section's subsection (Doña Ana's
# `§ 350-107A`, its subsection `350-107(A)`).
_GLUED_LETTER_RE = re.compile(r"(?P<section>.*\d)(?P<letter>[A-Z])")


def glued_label(number: str, index: CorpusIndex) -> str | None:
    """`350-107A` → `350-107(A)` where the outline holds no section `350-107A` but does hold
    section `350-107` and its subsection `(A)`; None otherwise (a lettered section stays one)."""
    glued = _GLUED_LETTER_RE.fullmatch(number)
    if glued is None or index.knows(CitationKind.SECTION, number):
        return None
    target = f"{glued['section']}({glued['letter']})"
    if index.knows(CitationKind.SECTION, glued["section"]) and index.knows(
        CitationKind.SUBSECTION, target
    ):
        return target
    return None


def title_number(unit: TextUnit) -> str | None:
    """The number of the title the text of `unit` is in, None where it shows none."""
    if unit.title or unit.chapter:
        return unit.title or title_of_chapter(unit.chapter or "")
    section = unit.section or unit.amended_section_at(0)
    if section is None or ", " in section:
        return None  # `Appendix A, 24.1`: a named unit's section, in no title
    return title_of_chapter(chapter_of(section) if scheme_of(section) else section)


def title_said(unit: TextUnit) -> str | None:
    """`title_number`, but none for a section numbered alone (`SECTION 901`: its chapter and
    title would be its own number, which says neither)."""
    title = title_number(unit)
    return None if title is not None and title == unit.chapter == unit.section else title


def ancestors(subsection: str | None, section: str) -> list[str]:
    """`17.62.050(E)(1)` → [`17.62.050(E)(1)`, `17.62.050(E)`]: the closest first."""
    found: list[str] = []
    current = subsection
    while current and current != section and current.startswith(section):
        found.append(current)
        cut = current.rfind("(")
        current = current[:cut] if cut > len(section) else None
    return found


def current_section(citation: Citation, unit: TextUnit) -> str | None:
    """The section a citation sits in: in an ordinance's text, the code section it amends."""
    if unit.kind is UnitKind.ORDINANCE:
        return unit.amended_section_at(citation.start)
    return unit.section or None  # an unnumbered text is in no section: `(A)` is no target


def citing_section(citation: Citation, unit: TextUnit) -> str | None:
    """The section whose number says the citing code's scheme."""
    return current_section(citation, unit) or unit.section


def current_chapter(citation: Citation, unit: TextUnit) -> str | None:
    """The chapter a citation sits in, as its unit or its section's number says."""
    if unit.kind is not UnitKind.ORDINANCE and unit.chapter:
        return unit.chapter
    section = current_section(citation, unit)
    if section is None and not unit.section and unit.kind is not UnitKind.ORDINANCE:
        return declared_chapter(unit.text)  # a text that shows no number: its citations say
    if section is None or ("." not in section and scheme_of(section) is None):
        return None
    return chapter_of(section)
