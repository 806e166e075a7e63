"""The labels of the parts a sentence names before their section (`Subsection C. (Title) and
Subsection I. (Title) of Section 4-1-180`): titles in parentheses and repeated part words are
no labels."""

from __future__ import annotations

import re

# A part named before its section: `Subsection B of Section …`, `Paragraphs 1 and 2 of …`.
# (Never `Section`: that is the target itself.)
PART_WORDS = r"(?:Subsections?|Subparagraphs?|Paragraphs?|Subdivisions?)"
# A part's label and the title printed after it in parentheses (`Subsection C.(Charges for
# Equitable Share of Public Works Facilities)`, Renton WA): the title (a run of 4 letters, not a
# label such as `(c)` or `(iv)`) is no label; the part and its label are kept.
TITLED_PART = re.compile(
    rf"(?P<part>\b{PART_WORDS}\s+[(~{{\[]?[A-Za-z0-9]{{1,4}}[)}}\]]?\.?)\s*"
    r"\((?=[^()\n]*[A-Za-z]{4})[^()\n]{4,120}\)\s*",
    re.IGNORECASE,
)
# A part word repeated before a label of a list (`C and Subsection I`): no piece of the label.
REPEATED_PART_WORD = re.compile(rf"^\s*{PART_WORDS}\s+", re.IGNORECASE)
# A phrase that opens with a part word: the only phrases whose part titles are dropped.
OPENS_WITH_PART = re.compile(rf"\s*{PART_WORDS}\s", re.IGNORECASE)


def without_part_titles(phrase: str) -> str:
    """The phrase without the titles printed after its leading parts' labels."""
    if OPENS_WITH_PART.match(phrase) is None:
        return phrase
    return TITLED_PART.sub(r"\g<part> ", phrase)


def label_item(item: str) -> str:
    """One item of a part's list of labels, without a repeated part word (`Subsection I` → `I`)."""
    return REPEATED_PART_WORD.sub("", item)


# A line of added text that restates its section's number with the new part's label (`Section
# 3-241 (F) :`, `§ 5.04(c).`, `3-241(F):`): the part the text adds. {number} is the section's id.
RESTATED_PART = (
    r"^[ \t]*(?:Section|SECTION|Sec\.|§)?[ \t]*{number}[ \t]*\((?P<label>[A-Za-z0-9]{{1,3}})\)"
    r"[ \t]*[:.]"
)


def restated_parts(number: str, text: str) -> tuple[str, ...]:
    """The parts of section `number` whose restated numbers head lines of the added text
    (`Section 3-241 (F) :` → `3-241(F)`), in order."""
    pattern = re.compile(RESTATED_PART.format(number=re.escape(number)), re.MULTILINE)
    labels = dict.fromkeys(match.group("label") for match in pattern.finditer(text))
    return tuple(f"{number}({label})" for label in labels)
