"""How a document numbers its code: the style of its joints and the registry's scheme.

Read once per ordinance, over the numbers its keywords name (`Section 27-2052`, `§ 15-3-5`,
`Chapter 15-11`) and the hyphenated numbers heading lines of new text: whether the code joins its
numbers with hyphens or dots (`number_style`), and which scheme of `parsers.schemes` the sections
it cites are written in (`document_scheme`). Nothing here knows a city.
"""

from __future__ import annotations

import re

from parsers.schemes import HYPHENATED_SCHEMES, PRINTED_NUMBER, Scheme, detect_scheme, split

# How a document numbers its code: hyphens (`15-3-5`, `27-2052`) or dots (`17.62.030`), counted
# over the numbers a keyword names (`Section 27-2052`, `§ 15-3-5`, `Chapter 15-11`, `ARTICLE 2-50`
# of a code numbering articles in chapters; OCR's blanks around the joint too: `Section 18 - 31`).
# The keyword's
# cases are spelled out (no IGNORECASE) so the engine can skip to each literal.
KEYWORD_NUMBER = re.compile(
    r"(?P<keyword>Sections?|SECTIONS?|sections?|Chapter|CHAPTER|chapter|Articles?|ARTICLES?|§)"
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
    dotted; `parsers.schemes.detect_scheme`), None when it cites none."""
    sample = text[:STYLE_SAMPLE]
    joints: list[str] = []
    cited: list[str] = []
    for match in KEYWORD_NUMBER.finditer(sample):
        joints.append(match.group("joint"))
        if match.group("keyword")[0] not in "CcAa":  # a chapter's or article's: no section's shape
            number = PRINTED.match(sample, match.start("first"))
            if number is not None:
                cited.append(BLANKS.sub("", number.group(0)))
    headed = [match.group("number") for match in HYPHEN_HEADING.finditer(sample)]
    cited += headed
    hyphens = joints.count("-") + len(headed)
    if not joints and not headed:  # no keyword names a number: the bare ones tell
        hyphens = len(BARE_HYPHENATED.findall(sample))
        return ("-" if hyphens > len(BARE_DOTTED.findall(sample)) else "."), detect_scheme(cited)
    return ("-" if hyphens > joints.count(".") else "."), detect_scheme(cited)


def number_style(text: str) -> str:
    """`-` when the document numbers its code with hyphens, else `.` (`numbering`)."""
    return numbering(text)[0]


def document_scheme(text: str) -> Scheme | None:
    """The registry's scheme of the section numbers a text cites, or None (`numbering`)."""
    return numbering(text)[1]
