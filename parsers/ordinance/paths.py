"""What a citation's path says of its target, beyond its first number.

Drafters name a target by its path through the code (`Title One, …, Chapter 135, …, Section
135.01`) and call a division by the word of another (`Chapter 925.06.A`, a section's number in a
two-level dotted code). The numbering scheme (`parsers.schemes`) settles both: a number shaped as
the scheme's section is a section whatever its keyword, unless the document prints numbers under
it; a section of the chapter named further down the path is the target.
"""

from __future__ import annotations

import re

from parsers.grammar.numbers import squash
from parsers.schemes import PRINTED_NUMBER, Scheme, is_chapter, scheme_of, split

# A code number as drafters print it: the registry's printed number (`parsers.schemes`).
CODE_NUMBER = re.compile(PRINTED_NUMBER)

# A number joined by a hyphen and by a dot or colon too (`5.2-4`, `9-2.101`, `19:2-4`): its
# scheme (chapter-dash-dotted, title-colon) prints both, so its hyphen is no dot in any style.
MIXED_JOINTS = re.compile(r"^(?=.*-)(?=.*[.:])")

# A number whose joints OCR printed as commas (`5,02,030`, `5,02.050`): three or four groups of
# digits joined by commas or periods, at least one joint a comma, and some group after a joint
# of two digits, zero-padded (`02`), or one of two digits and one of three zero-padded (`1,10,050`,
# Kenai AK): no thousands-grouped amount (`1,000`, `12,500`, `1,050,000`: groups of three only)
# and no list printed without blanks (`2,3,4`) has one. A longer run (`5.06.060,5.16.020`: two
# numbers listed without a blank) is left alone.
OCR_COMMA_NUMBER = re.compile(
    r"(?<![\w.,])\d{1,4}(?=(?:[.,]\d{1,4}){0,2},)(?=(?:[.,]\d{1,4})*?[.,]0\d(?!\d)|"
    r"(?=(?:[.,]\d{1,4})*?[.,]\d\d(?!\d))(?:[.,]\d{1,4})*?[.,]0\d\d(?!\d))"
    r"(?:[.,]\d{1,4}){2,3}(?![\w]|[.,]\d)"
)


# A part's number that OCR split at a joint (`subsection 18. 22(9)`, a scan of `18.22(9)`): its
# keyword, digits, a period and one blank, then the rest of the number, whose label or next
# joint follows at once; the period ends no sentence.
SPLIT_NUMBER = re.compile(
    r"\b(?:sub)?(?:sections?|chapter)\s+\d{1,4}\.[ \t]\d{1,4}(?=\(|\.\d)", re.IGNORECASE
)
SPLIT_REACH = 24  # how far before its period such a number's keyword may start


def in_split_number(text: str, at: int) -> bool:
    """Whether the period at `at` is a joint of a `SPLIT_NUMBER`."""
    start = max(0, at - SPLIT_REACH)
    return any(
        found.start() <= at < found.end() for found in SPLIT_NUMBER.finditer(text, start, at + 8)
    )


def ocr_commas(phrase: str) -> str:
    """The phrase with the joints of `OCR_COMMA_NUMBER`'s numbers read as periods."""
    return OCR_COMMA_NUMBER.sub(lambda m: m.group().replace(",", "."), phrase)


def normalize_number(raw: str, style: str = ".") -> str:
    """`17. 28.050` → `17.28.050`; `17-22` → `17.22` (where the code numbers with hyphens,
    `style="-"`, hyphens stay: `15-3-5`)."""
    joined = squash(raw)  # the blanks dropped, as the citation finder reads a number
    if style == "-" or MIXED_JOINTS.search(joined):
        return joined
    return joined.replace("-", ".")


def section_shaped(number: str, scheme: Scheme | None, document: str) -> bool:
    """Whether `number` is shaped as a section, not a chapter, of the document's scheme (`925.06`
    in a two-level dotted code, `5-2-7` in a three-level hyphenated one), and the document prints
    no number under it (`4.20.010` makes `Chapter 4.20` a chapter whatever the scheme read)."""
    if scheme is None or is_chapter(number, scheme):
        return False
    if re.search(rf"(?<![\w.]){re.escape(number)}[.\-]\d", document):
        return False
    own = scheme_of(number)
    same = own is scheme or {own, scheme} == {Scheme.CHAPTER_DASH, Scheme.CHAPTER_DASH_DOTTED}
    return same


# A section cited by its keyword (`Section 135.01`, `§ 135.01`), further down a phrase's path.
SECTION_CITED = re.compile(r"\b(?:Section|Sec\.)\s*(?=\d)|§\s*(?=\d)", re.IGNORECASE)


def section_within(rest: str, chapter: str, style: str) -> int | None:
    """Where a section of `chapter` is cited in what follows the chapter's number (a path that
    goes on from the chapter to one of its sections), or None. A section whose number opens with
    the chapter's (`Chapter 4, Section 4-2-3`, where the code's chapter is 4-2) is one of its."""
    for cited in SECTION_CITED.finditer(rest):
        number = CODE_NUMBER.match(rest, cited.end())
        if number is None:
            continue
        section = normalize_number(number.group(1), style)
        if split(section).chapter == chapter or re.match(rf"{re.escape(chapter)}[.\-]\d", section):
            return cited.start()
    return None


# A compiled code's citation in parentheses after the section a phrase names (`Section 604c (D.C.
# Official Code § 34-1803.03)`): a gloss of where the law is codified; the phrase's target is the
# section it names first.
CODE_GLOSS = re.compile(
    r"(?P<named>\bSections?\s+[\w.\-]{1,16})\s*\([^()]*\bCode\b[^()]*§[^()]*\)", re.IGNORECASE
)


def phrase_read(phrase: str) -> str:
    """`phrase` as the citation grammar reads it: each `CODE_GLOSS` parenthesis turned into
    blanks (the same length)."""
    return CODE_GLOSS.sub(lambda m: m.group("named").ljust(len(m.group())), phrase)
