"""How a document numbers its code: the style of its joints and the registry's scheme.

Read once per ordinance, over the numbers its keywords name (`Section 27-2052`, `§ 15-3-5`,
`Chapter 15-11`) and the hyphenated numbers heading lines of new text: whether the code joins its
numbers with hyphens or dots (`number_style`), and which scheme of `parsers.schemes` the sections
it cites are written in (`document_scheme`). Nothing here knows a city.
"""

from __future__ import annotations

import re

from parsers.scheme_headings import document_scheme as decide_scheme
from parsers.schemes import HYPHENATED_SCHEMES, PRINTED_NUMBER, Scheme, split

# How a document numbers its code: hyphens (`15-3-5`, `27-2052`) or dots (`17.62.030`), counted
# over the numbers a keyword names (`Section 27-2052`, `§ 15-3-5`, `Chapter 15-11`, `ARTICLE 2-50`
# of a code numbering articles in chapters; OCR's blanks around the joint too: `Section 18 - 31`).
# `Sec.` is a section's keyword as much as `Section` (`Sec. 2-132`). The keyword's cases are
# spelled out (no IGNORECASE) so the engine can skip to each literal.
KEYWORD_NUMBER = re.compile(
    r"(?P<keyword>Sections?|SECTIONS?|sections?|Secs?\.|SECS?\.|Chapter|CHAPTER|chapter|Articles?|"
    r"ARTICLES?|§)"
    r"[ \t]*"
    r"(?P<first>\d{1,3})[ \t]?(?P<joint>[.:\-])[ \t]?\d"
)
# The whole printed number at a keyword's number (`Section 135.01`): its shape tells the scheme.
PRINTED = re.compile(PRINTED_NUMBER)
HYPHENATED_ID = re.compile(r"\d-\d")  # digits joined by a hyphen
STYLE_SAMPLE = 200_000  # characters read to tell the style (an ordinance is rarely longer)
# A hyphenated three-part number heading a line of new text (`2-4-13 Director of Finance`,
# `Sec. 25-14-1. Creation of office.`): a section number of the code the ordinance amends.
HYPHEN_HEADING = re.compile(
    r"^[ \t>#]*(?:Sec\.[ \t]*)?(?P<number>\d{1,3}-\d{1,3}-\d{1,4})\.?[ \t]+[A-Z]", re.MULTILINE
)
# An `ARTICLE 3` / `Article II` heading line, or a three-part hyphenated section heading (the
# colon after the number too, as American Legal prints it: `10-03-01: Annexations`): which
# article headings stand over which sections, for the registry's decision of a scheme their
# shape cannot say (`parsers.scheme_headings`: chapter-article `10-03-01` under `ARTICLE 3`).
ARTICLE_OR_SECTION_HEADING = re.compile(
    r"^[ \t>#]*(?:(?:ARTICLE|Article)[ \t]+(?P<article>\d{1,3}|[IVXLC]{1,7})\.?[ \t]*$"
    r"|(?:Sec\.[ \t]*)?(?P<section>\d{1,3}-\d{1,3}-\d{1,4})[.:]?[ \t]+[A-Z])",
    re.MULTILINE,
)
# Where no keyword names a number (`That 10-9E-4: Permitted Uses, be amended`, South Dakota): a
# bare section number of three hyphenated parts (no date: `10-15-2012` has a four-digit last
# part), against one of three dotted parts (`17.62.030`).
BARE_HYPHENATED = re.compile(r"(?<![\w./-])\d{1,3}-\d{1,3}[A-Z]?-\d{1,3}[A-Z]?(?![\w/]|-\d)")
BARE_DOTTED = re.compile(r"(?<![\w.])\d{1,3}\.\d{1,3}\.\d{1,4}(?![\w]|\.\d)")
# Separators that join the pieces of a number, dropped from a number read with blanks.
BLANKS = re.compile(r"\s+")


def id_style(target_id: str) -> str:
    """How one written id joins its numbers: by hyphens in the registry's hyphenated schemes
    (`15-3-5`, `27-2052(a)`, `250-12A`, `19:2-18.5`), by dots in the dotted ones; an id of no
    scheme by hyphens when its digits are hyphenated and it has no dot."""
    scheme = split(target_id).scheme
    if scheme is not None:
        return "-" if scheme in HYPHENATED_SCHEMES else "."
    return "-" if HYPHENATED_ID.search(target_id) and "." not in target_id else "."


def numbering(text: str) -> tuple[str, Scheme | None]:
    """How a document numbers its code, read in one pass over the numbers its keywords name:
    the style (`-` when it joins them with hyphens: `Section 27-2052`, `2-4-13 Title`; else
    `.`) and the registry's scheme of the sections it cites (`Section 135.01`: two-level
    dotted; `_scheme`), None when it cites none."""
    sample = text[:STYLE_SAMPLE]
    joints: list[str] = []
    sections: list[str] = []  # the joints of the sections' numbers alone
    cited: list[str] = []
    for match in KEYWORD_NUMBER.finditer(sample):
        number = PRINTED.match(sample, match.start("first"))
        joint = _joint(match.group("joint"), number)
        joints.append(joint)
        if match.group("keyword")[0] not in "CcAa":  # a chapter's or article's: no section's shape
            sections.append(joint)
            if number is not None:
                cited.append(BLANKS.sub("", number.group(0)))
    headed = [match.group("number") for match in HYPHEN_HEADING.finditer(sample)]
    cited += headed
    hyphens = joints.count("-") + len(headed)
    scheme = _scheme(cited, sample)
    if not joints and not headed:  # no keyword names a number: the bare ones tell
        hyphens = len(BARE_HYPHENATED.findall(sample))
        return ("-" if hyphens > len(BARE_DOTTED.findall(sample)) else "."), scheme
    if hyphens == joints.count("."):  # as many each way: the sections' own numbers decide
        hyphens, dots = sections.count("-") + len(headed), sections.count(".")
        return ("-" if hyphens > dots else "."), scheme
    return ("-" if hyphens > joints.count(".") else "."), scheme


def _joint(first: str, number: re.Match[str] | None) -> str:
    """How a number joins its parts: its first joint, unless that is a title's colon (`19:2-4`),
    which any scheme prints: then the joint after it."""
    if first != ":" or number is None or ":" not in number.group(0):
        return first
    rest = number.group(0).split(":", 1)[1]
    return "-" if "-" in rest else "." if "." in rest else first


def _scheme(cited: list[str], sample: str) -> Scheme | None:
    """The registry's scheme of the numbers cited, decided as an export's is: the article
    headings over section headings say what their shape cannot (`10-03-01` under `ARTICLE 3`);
    where nothing else names a number, those section headings are the numbers."""
    pairs = _under_articles(sample)
    return decide_scheme(cited or [section for _, section in pairs], pairs)


def _under_articles(sample: str) -> list[tuple[str, str]]:
    """(article number, section number) for each hyphenated section heading printed under an
    article heading (`ARTICLE 3` over `10-03-01: Annexations`), as the registry reads them."""
    pairs: list[tuple[str, str]] = []
    article: str | None = None
    for match in ARTICLE_OR_SECTION_HEADING.finditer(sample):
        if match.group("article"):
            article = match.group("article")
        elif article is not None:
            pairs.append((article, match.group("section")))
    return pairs


def number_style(text: str) -> str:
    """`-` when the document numbers its code with hyphens, else `.` (`numbering`)."""
    return numbering(text)[0]


def document_scheme(text: str) -> Scheme | None:
    """The registry's scheme of the section numbers a text cites, or None (`numbering`)."""
    return numbering(text)[1]
