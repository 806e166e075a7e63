"""Numbering schemes: how a code's section numbers split into title, chapter, article and section.

One registry for every reader of numbers: the export parser (which scheme a document prints, and
so which numbers at the start of a line are headings), the citation grammar (what "this chapter"
of a section is, what `Chapter 5-2` names) and `parsers.ids` (the corpus's ids). Which scheme a
document uses is decided from the numbers its headings and running headers print
(`detect_scheme`), never from the place; a single number's scheme is its shape (`scheme_of`).
Numbers stay as printed; `split` says which part is which.

| scheme | examples | title | chapter | articles in |
| --- | --- | --- | --- | --- |
| dotted (West) | `17.62.030`, `17.62A.010`, `2.04.010A`, `§ 1.04.020` | `17` | `17.62` | title |
| two-level dotted (Codified Ordinances) | `1105.04`, `434.01`, `110A.01` | | `1105` | chapter |
| chapter-dash | `250-12`, `250-12.1`, `250-12A`, `36.1-563` | | `250` | chapter |
| chapter-dash-dotted | `12-3.10`, `30-4.31` (article `3`, `4`) | | `12` | chapter |
| title-colon (New Jersey) | `19:2-4`, `19:2-18.5` | `19` | `19:2` | chapter |
| three-level hyphenated | `5-2-7`, `1-2-3`, `8-3-4` | `5` | `5-2` | chapter |
| four-level hyphenated | `8-12B-1-2` (article `1`) | `8` | `8-12B` | chapter |
| chapter-article (`parsers.scheme_headings`) | `10-03-12` under `ARTICLE 3` | | `10` | chapter |
| article-section (`parsers.scheme_headings`) | `30.2` under `Article 30` | | `30` | chapter |

Chapter-dash and chapter-dash-dotted numbers have one shape (`250-12.1` is a section inserted
after `250-12`, `30-4.31` the 31st section of article 4): a document whose numbers mostly carry
the decimal is chapter-dash-dotted. Dotted numbers of four levels (`15.3.16.020`) split as
dotted ones do: the chapter is all but the last part.

Hyphenated codes may join a subsection's capital letter to the number with one more hyphen, and
its paragraph's lower-case letter after a period (`8-12B-1-2-M.c`, `17-13-0107-A`): `HYPHEN_LABEL`;
dotted labels from a letter go to any depth (`3.1.7.C.1.a`); `split` gives the labels (`M`, `c`).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from enum import StrEnum
from functools import lru_cache


class Scheme(StrEnum):
    """A way codes number their sections (the table above)."""

    DOTTED = "dotted"
    TWO_LEVEL = "two-level"
    CHAPTER_DASH = "chapter-dash"
    CHAPTER_DASH_DOTTED = "chapter-dash-dotted"
    TITLE_COLON = "title-colon"
    TRIPLE_DASH = "triple-dash"
    QUAD_DASH = "quad-dash"
    CHAPTER_ARTICLE = "chapter-article"  # `10-03-12`: a triple-dash shape; headings decide
    ARTICLE_SECTION = "article-section"  # `30.2` under `Article 30`: two-level; headings decide


class Owner(StrEnum):
    """What a scheme's articles are numbered within (`Title 17, Article 2`, `Chapter 12,
    Article II`)."""

    TITLE = "title"
    CHAPTER = "chapter"


# The schemes whose numbers join their parts with hyphens (`250-12`, `19:2-4`, `5-2-7`).
HYPHENATED_SCHEMES = frozenset(
    {
        Scheme.CHAPTER_DASH,
        Scheme.CHAPTER_DASH_DOTTED,
        Scheme.TITLE_COLON,
        Scheme.TRIPLE_DASH,
        Scheme.QUAD_DASH,
        Scheme.CHAPTER_ARTICLE,
    }
)

# One shape per scheme, the order `scheme_of` tries them in (longest first: a title-colon number
# holds a chapter-dash one, a dotted one a two-level one). A part is digits with an optional
# capital suffix (`12A`, `010A`); the New York and New Jersey schemes allow a decimal after the
# section (`250-12.1`, `19:2-18.5`); a chapter-dash chapter may be dotted (`36.1-563`).
# A number as an ordinance prints it, before its scheme is read: up to four parts, each the
# registry's part (digits with an optional capital suffix: `48-4B`, `17.62A.010`, `110A.01`),
# joined by a dot or hyphen with a blank allowed around it (`17. 28.050`, a drafter's slip) or by
# a colon (`19:2-4`). A four-digit first part only in a number of several parts: codified
# ordinances number chapters in the thousands (`1109.05`), and a lone four-digit number is a
# year. A period before a letter (`17.39.030. H`) or a further number part ends nothing here:
# the lookahead leaves it out. `scheme_of` then says which scheme the joined number is.
# A subsection's capital letter a hyphen joins to a hyphenated number of three parts or more,
# with its paragraph's lower-case letter after a period: `8-12B-1-2-M.c` (Elk Grove Village's
# `M`, paragraph `c`), `17-13-0107-A`. The letter stands alone (`-M`, never `-Main`); with the
# paragraph digits Chicago glues to it (`-A2`) it is what the citation grammar reads after one.
HYPHEN_LABEL_LETTER = r"[A-Z]\d{0,2}"
HYPHEN_LABEL = rf"-{HYPHEN_LABEL_LETTER}(?:\.[a-z](?!\w))?(?![\w-])"
# A hyphenated number of three parts or more (blanks around a hyphen allowed, as OCR prints
# `8 -12B -1-2-M`) ending in a `HYPHEN_LABEL`: one printed number, labels included.
_HYPHEN_LABELLED = r"\d{1,3}[A-Z]?(?:\s?-\s?\d{1,4}[A-Z]?){2,3}" + HYPHEN_LABEL
PRINTED_NUMBER = (
    r"(?<![\w.(])(" + _HYPHEN_LABELLED + "|"
    r"\d{1,3}[A-Z]?(?:(?:\s?[.\-]\s?|:)\d{1,4}[A-Z]?){0,3}"
    r"|\d{4}[A-Z]?(?:(?:\s?[.\-]\s?|:)\d{1,4}[A-Z]?){1,3})"
    r"(?![\w-]|\.\d)"
)

SHAPES: dict[Scheme, str] = {
    Scheme.TITLE_COLON: r"\d+[A-Z]?:\d+[A-Z]?-\d+[A-Z]?(?:\.\d+)?",
    Scheme.QUAD_DASH: r"\d+[A-Z]?-\d+[A-Z]?-\d+[A-Z]?-\d+[A-Z]?",
    Scheme.TRIPLE_DASH: r"\d+[A-Z]?-\d+[A-Z]?-\d+[A-Z]?",
    Scheme.DOTTED: r"\d+[A-Z]?\.\d+[A-Z]?\.\d+[A-Z]?",
    Scheme.CHAPTER_DASH: r"\d+[A-Z]?(?:\.\d+)?-\d+[A-Z]?(?:\.\d+)?",
    Scheme.TWO_LEVEL: r"\d+[A-Z]?\.\d+[A-Z]?",
}
# The hyphenated family's section numbers as citations print them: chapter-dash (`9-56`,
# `250-12A`, `9-105.3`, a dotted chapter's `36.1-563`), three- and four-level hyphenated
# (`2-4-11`, `8-12B-1-2`). What may follow is the reader's to say.
HYPHENATED_SECTION = (
    r"\d{1,3}[A-Z]?(?:\.\d{1,2})?-\d{1,4}[A-Z]?(?:-\d{1,4}[A-Z]?){0,2}(?:\.\d{1,2})?"
)
# A hyphenated number with lower-case labels a hyphen joins, as Wisconsin codes print them
# (`50-75-2-b`: s. 50-75, sub. 2, par. b; `105-56-2-b-1`): a lower-case part makes it no
# scheme's section number, so the ordinance parser reads it apart (`parsers.ordinance.targets`).
HYPHEN_LOWER_LABELLED = (
    r"(?<![\w.(])(\d{1,4}[A-Z]?(?:-\d{1,4}[A-Z]?)+(?:-[a-z]{1,2}(?:-\d{1,2})*)+)(?![\w-])"
)
# The dotted and title-colon section numbers as citations print them after a keyword, each
# part's digits capped (`graph.patterns`): dotted of any depth (`17.62.050`, `15.3.16.020`,
# `17. 28.050` with an ordinance's stray blank after the first dot), and `19:2-4`, `19:2-18.5`.
CITED_DOTTED = r"\d{1,3}[A-Z]?\.[ ]?\d{1,3}[A-Z]?(?:\.\d{1,4}[A-Z]?){1,3}"
CITED_TITLE_COLON = r"\d{1,3}[A-Z]?:\d{1,3}[A-Z]?-\d{1,4}[A-Z]?(?:\.\d{1,2})?"
# Any number of parts joined by dots, colons or hyphens, each digits with an optional capital
# (`17.62.030`, `71-1`, `19:2-4`): a heading's number before its scheme is known (printview).
JOINED_NUMBER = r"\d+[A-Z]?(?:[.:-]\d+[A-Z]?)+"
# The chapter-dash-dotted shape: a chapter-dash number whose decimal is required (`30-4.31`).
DASH_DOTTED_SHAPE = r"\d+[A-Z]?-\d+[A-Z]?\.\d+"

# What ends a number: not more of one.
_NUMBER_END = r"(?![\d:-]|\.\d)"

# A section number of any scheme, longest shapes first, not followed by more of a number.
ANY_NUMBER = "(?:" + "|".join(SHAPES.values()) + ")" + _NUMBER_END

# A dotted number of four levels (`15.3.16.020`, `11.80.010.110`): no scheme of its own (`split`
# reads it as dotted), but a section number all the same.
FOUR_LEVEL = r"\d+[A-Z]?(?:\.\d+[A-Z]?){3}" + _NUMBER_END

_FULL = {scheme: re.compile(shape) for scheme, shape in SHAPES.items()}
_DASH_DOTTED = re.compile(DASH_DOTTED_SHAPE)

# What may stand before a printed number and is not part of it: `§ 1.04.020`, `Sec. 12-28`.
_PREFIX_RE = re.compile(r"^(?:§+|Secs?\.|Sections?)\s*")


@dataclass(frozen=True, slots=True)
class SchemeInfo:
    """What a scheme says of structure beyond splitting a number."""

    scheme: Scheme
    example: str
    articles_in: Owner  # what an article of this scheme is numbered within
    titled: bool  # whether its numbers carry a title (`17` of `17.62.030`)


INFO: dict[Scheme, SchemeInfo] = {
    Scheme.DOTTED: SchemeInfo(Scheme.DOTTED, "17.62.030", Owner.TITLE, titled=True),
    Scheme.TWO_LEVEL: SchemeInfo(Scheme.TWO_LEVEL, "1105.04", Owner.CHAPTER, titled=False),
    Scheme.CHAPTER_DASH: SchemeInfo(Scheme.CHAPTER_DASH, "250-12", Owner.CHAPTER, titled=False),
    Scheme.CHAPTER_DASH_DOTTED: SchemeInfo(
        Scheme.CHAPTER_DASH_DOTTED, "12-3.10", Owner.CHAPTER, titled=False
    ),
    Scheme.TITLE_COLON: SchemeInfo(Scheme.TITLE_COLON, "19:2-4", Owner.CHAPTER, titled=True),
    Scheme.TRIPLE_DASH: SchemeInfo(Scheme.TRIPLE_DASH, "5-2-7", Owner.CHAPTER, titled=True),
    Scheme.QUAD_DASH: SchemeInfo(Scheme.QUAD_DASH, "8-12B-1-2", Owner.CHAPTER, titled=True),
    Scheme.CHAPTER_ARTICLE: SchemeInfo(Scheme.CHAPTER_ARTICLE, "10-03-12", Owner.CHAPTER, False),
    Scheme.ARTICLE_SECTION: SchemeInfo(Scheme.ARTICLE_SECTION, "30.2", Owner.CHAPTER, False),
}


@dataclass(frozen=True, slots=True)
class NumberParts:
    """A section number split by its scheme: `5-2-7` → title `5`, chapter `5-2`, section
    `5-2-7`, value 7."""

    scheme: Scheme | None  # None: dotted deeper than three levels (`15.3.16.020`)
    section: str  # the number as printed, without `§` (`17.62.030`)
    chapter: str  # `17.62`, `1105`, `250`, `19:2`, `5-2`, `12`
    title: str | None  # `17`, `19`, `5`; None where the number carries none
    article: str | None  # `3` of `12-3.10`; None where the number does not say
    value: int | None  # the section's own number in its chapter; None when not plain digits
    width: int  # how many characters the section's own part takes (`030`: 3)
    subsection: tuple[str, ...] = ()  # the labels after it: `5-2-7(c)(4)` → `c`, `4`


def bare(number: str) -> str:
    """`§ 1.04.020` → `1.04.020`: the number without the sign or keyword printed before it."""
    return _PREFIX_RE.sub("", number.strip())


@lru_cache(maxsize=1 << 16)
def scheme_of(number: str) -> Scheme | None:
    """The scheme a single section number is written in, or None for something else. A
    chapter-dash number is never called chapter-dash-dotted alone (`detect_scheme` decides).
    Cached: a corpus asks about the same few thousand numbers again and again."""
    number = bare(number)
    for scheme, pattern in _FULL.items():
        if pattern.fullmatch(number):
            return scheme
    return None


def detect_scheme(numbers: Iterable[str]) -> Scheme | None:
    """The scheme most of `numbers` (headings, running headers) are written in; chapter-dash
    numbers that mostly carry a decimal (`30-4.31`) are chapter-dash-dotted."""
    counts: Counter[Scheme] = Counter()
    dash_dotted = 0
    for number in numbers:
        scheme = scheme_of(number)
        if scheme is None:
            continue
        counts[scheme] += 1
        if scheme is Scheme.CHAPTER_DASH and _DASH_DOTTED.fullmatch(bare(number)):
            dash_dotted += 1
    if not counts:
        return None
    found = counts.most_common(1)[0][0]
    if found is Scheme.CHAPTER_DASH and dash_dotted * 2 > counts[found]:
        return Scheme.CHAPTER_DASH_DOTTED
    return found


# The schemes only a document tells apart from another's shape (`30-4.31`, `10-03-12`, `30.2`).
SHAPE_OF = {
    Scheme.CHAPTER_DASH_DOTTED: Scheme.CHAPTER_DASH,
    Scheme.CHAPTER_ARTICLE: Scheme.TRIPLE_DASH,
    Scheme.ARTICLE_SECTION: Scheme.TWO_LEVEL,
}


def number_pattern(scheme: Scheme | None) -> str:
    """The regex source of a section number of `scheme` (any scheme when None)."""
    if scheme is None:  # any scheme's, and four-level dotted (`15.3.16.020`: no scheme's own)
        return f"(?:{FOUR_LEVEL}|{ANY_NUMBER})"
    scheme = SHAPE_OF.get(scheme, scheme)  # a section of no article (`30-5`) is one too
    return "(?:" + SHAPES[scheme] + ")" + _NUMBER_END


# Subsection labels after a section number: a path `(c)(4)`, dotted labels from a letter (`.D`,
# `.B.2`, `.C.1.a`) or a hyphen's capital and paragraph (`-M.c`); read off a number only.
_LABELS_RE = re.compile(
    r"(?P<number>.+?)(?:(?P<path>(?:\([A-Za-z0-9]{1,5}\))+)|\.(?P<dotted>[A-Za-z]"
    rf"(?:\.(?:\d{{1,3}}|[ivx]{{2,4}}|[a-z]))*)|-(?P<hyphen>{HYPHEN_LABEL_LETTER}(?:\.[a-z])?))$"
)
# The labels of a hyphen's label: `M`, `c` of `M.c`; `A`, `2` of `A2`.
_HYPHEN_PARTS_RE = re.compile(r"[A-Z]|\d+|[a-z]")
# One label of a path.
_PATH_LABEL_RE = re.compile(r"\(([A-Za-z0-9]+)\)")

# A number that may end in a label: a letter after a period and labels after it (`12-3.10.D`,
# `3.1.7.C.1.a`), or a hyphen's letter (`8-12B-1-2-M`) and digits (`17-13-0107-A2`).
_ENDS_IN_LETTER_RE = re.compile(
    r"\.[A-Za-z](?:\.(?:\d{1,3}|[ivx]{2,4}|[a-z]))*$|-[A-Z](?:\.[a-z]|\d{1,2})?$"
)


def split(number: str, scheme: Scheme | None = None) -> NumberParts:
    """`number` split into its parts, in `scheme` when the document's is known, else in the
    scheme of its own shape: `17.62.030` → chapter `17.62`, title `17`; `1105.04` → chapter
    `1105`; `12-3.10` → chapter `12`, article `3`; `5-2-7(c)(4)` → chapter `5-2`, title `5`,
    subsection (`c`, `4`); `12-3.10.D` → section `12-3.10`, subsection (`D`,)."""
    number = bare(number)
    labels: tuple[str, ...] = ()
    ends_in_label = number.endswith(")") or bool(_ENDS_IN_LETTER_RE.search(number))
    labelled = _LABELS_RE.fullmatch(number) if ends_in_label else None
    if labelled is not None and scheme_of(labelled.group("number")) is not None:
        number = labelled.group("number")
        path, dotted = labelled.group("path"), labelled.group("dotted")
        hyphen = labelled.group("hyphen")
        if path:
            labels = tuple(_PATH_LABEL_RE.findall(path))
        else:  # `B.2`, or a hyphen's `M.c`, `A2`
            labels = tuple(dotted.split(".")) if dotted else tuple(_HYPHEN_PARTS_RE.findall(hyphen))
    own = scheme_of(number)
    if scheme is None or own is None or not _compatible(scheme, own):
        scheme = own
    title: str | None = None
    article: str | None = None
    if scheme in (Scheme.TITLE_COLON, Scheme.TRIPLE_DASH):  # `19:2-4`, `5-2-7`: title 19, 5
        chapter, _, last = number.rpartition("-")
        title = re.split("[:-]", chapter, maxsplit=1)[0]
    elif scheme is Scheme.CHAPTER_ARTICLE:  # `10-03-12`: chapter 10, article 03
        chapter, article, last = number.split("-")
    elif scheme is Scheme.QUAD_DASH:  # `8-12B-1-2`: title 8, chapter 8-12B, article 1
        title, chapter_part, article, last = number.split("-")
        chapter = f"{title}-{chapter_part}"
    elif scheme in (Scheme.CHAPTER_DASH, Scheme.CHAPTER_DASH_DOTTED):
        chapter, _, last = number.partition("-")
        if scheme is Scheme.CHAPTER_DASH_DOTTED and "." in last:
            article = last.partition(".")[0]
    else:  # dotted of any depth, two-level dotted, or anything else without a dash
        chapter, _, last = number.rpartition(".")
        if not chapter:
            chapter, last = number, ""
        elif scheme is None and _FULL[Scheme.TRIPLE_DASH].fullmatch(chapter):
            chapter = chapter.rpartition("-")[0]  # `21-6-2.5`: inserted after 21-6-2, in 21-6
        if scheme is not Scheme.TWO_LEVEL and "." in chapter:
            title = chapter.partition(".")[0]
    value = int(last) if last.isdigit() else None
    return NumberParts(scheme, number, chapter, title, article, value, len(last), labels)


def _compatible(document: Scheme, own: Scheme) -> bool:
    """Whether a number of shape `own` reads in a document of scheme `document`."""
    return SHAPE_OF.get(document, document) is SHAPE_OF.get(own, own)


def split_number(number: str) -> tuple[str, int | None, int]:
    """(chapter, section value, width of the section part): `17.62.030` → (`17.62`, 30, 3),
    `170-12` → (`170`, 12, 2), `250-12.1` → (`250`, None, 4), `19:2-4` → (`19:2`, 4, 1),
    `1-2-3` → (`1-2`, 3, 1), `1105.04` → (`1105`, 4, 2). A section part that is not a plain
    number gives None."""
    parts = split(number)
    return parts.chapter, parts.value, parts.width


def chapter_of(number: str) -> str:
    """The chapter of a section number, in the scheme of its shape."""
    return split(number).chapter


def title_of_chapter(chapter: str) -> str:
    """The title a chapter number starts with: `17.62` → `17`, `19:2` → `19`, `5-2` → `5`;
    a chapter of one part (`1105`, `250`) is its own."""
    return re.split(r"[.:-]", bare(chapter), maxsplit=1)[0]


# A chapter number of each scheme: `17.62`, `1105`, `250` (or a dotted `36.1`), `19:2`, `5-2`.
CHAPTER_SHAPES: dict[Scheme, str] = {
    Scheme.DOTTED: r"\d+[A-Z]?\.\d+[A-Z]?",
    Scheme.TWO_LEVEL: r"\d+[A-Z]?",
    Scheme.CHAPTER_DASH: r"\d+[A-Z]?(?:\.\d+)?",
    Scheme.CHAPTER_DASH_DOTTED: r"\d+[A-Z]?",
    Scheme.TITLE_COLON: r"\d+[A-Z]?:\d+[A-Z]?",
    Scheme.TRIPLE_DASH: r"\d+[A-Z]?-\d+[A-Z]?",
    Scheme.QUAD_DASH: r"\d+[A-Z]?-\d+[A-Z]?",
    Scheme.CHAPTER_ARTICLE: r"\d+[A-Z]?",
    Scheme.ARTICLE_SECTION: r"\d+[A-Z]?",
}
_CHAPTER_FULL = {scheme: re.compile(shape) for scheme, shape in CHAPTER_SHAPES.items()}
# How a titled scheme joins a title and a chapter's own number: `17` + `62` → `17.62`.
_TITLE_JOINS = {
    Scheme.DOTTED: ".",
    Scheme.TITLE_COLON: ":",
    Scheme.TRIPLE_DASH: "-",
    Scheme.QUAD_DASH: "-",
}


def is_chapter(number: str, scheme: Scheme) -> bool:
    """Whether `number` is shaped as a chapter of `scheme` (`5-2` in a three-level hyphenated
    code, `1105` in a two-level dotted one)."""
    return _CHAPTER_FULL[scheme].fullmatch(number) is not None


def chapter_in_title(title: str, number: str, scheme: Scheme) -> str | None:
    """The chapter a bare `Chapter 6` names in a code whose chapters are numbered within titles
    (`8` + `6` → `8-6` in a three-level hyphenated code); None where chapters carry no title."""
    joint = _TITLE_JOINS.get(scheme)
    return f"{title}{joint}{number}" if joint is not None else None


def articles_in(scheme: Scheme | None) -> Owner:
    """What the articles of a scheme are numbered within (a title when the scheme is unknown,
    as in the West's dotted codes)."""
    return INFO[scheme].articles_in if scheme is not None else Owner.TITLE


def join_number(chapter: str, value: int, width: int, scheme: Scheme | None = None) -> str:
    """A section number of `chapter` with section `value`: zero-padded to `width` in dotted
    codes (`17.62` + 30 → `17.62.030`; `1105` + 4 → `1105.04` when the document is two-level
    dotted), as is after a dash elsewhere (`250` + 12 → `250-12`). A one-part chapter joins with
    a dash unless `scheme` says two-level dotted: alone, `250` says nothing of its scheme."""
    dotted = f"{chapter}.{value:0{width}d}"
    joined = scheme_of(dotted)
    if joined is Scheme.DOTTED or (joined is Scheme.TWO_LEVEL and scheme is Scheme.TWO_LEVEL):
        return dotted
    return f"{chapter}-{value}"


# A number that ends in a hyphen's capital label (`8-12B-1-2-M`): a further label joins it
# after a period, as such codes print their paragraphs (`8-12B-1-2-M.c`).
_ENDS_IN_HYPHEN_LABEL = re.compile(rf"\d[A-Z]?-{HYPHEN_LABEL_LETTER}$")
# One label in parentheses (`(c)`), as the ordinance parser writes a label it reads.
_ONE_LABEL = re.compile(r"\((?P<label>[A-Za-z0-9]{1,5})\)")


def join_label(number: str, path: str) -> str:
    """`number` with the labels `path` names (`(c)`), joined as the number's code joins them:
    after a period where the number ends in a hyphen's capital label (`8-12B-1-2-M` + `(c)` →
    `8-12B-1-2-M.c`), else as written (`17.62.030` + `(c)(4)` → `17.62.030(c)(4)`)."""
    one = _ONE_LABEL.fullmatch(path)
    if one is not None and _ENDS_IN_HYPHEN_LABEL.search(number):
        return f"{number}.{one.group('label')}"
    return number + path
