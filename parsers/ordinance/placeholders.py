"""Restatements that leave parts out: placeholders for unchanged parts, and elisions.

A section `amended to read as follows` is often restated only in part. The drafter prints the
parts that change and marks the others as unchanged (`B. < no change >`, `<No change.>`,
`(c) [Unchanged]`, `Remainder of section unchanged.`; Laurel MT), or elides them (`. . .`,
`…`, `* * *` on a line of their own, or the text opening or closing with dots; Columbia MO,
The Colony TX). Replacing the whole section by such a text would remove the parts it leaves
out (issue 20, item 2). A placeholder names what stays: the parts printed are replaced and the
placeholders are dropped from the text (`unchanged_parts`); an elision names nothing, so the
instruction is flagged and the base text stays in force (`elision`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

# A line that only says its part is unchanged, with or without the part's label before it:
# `B. < no change >`, `<No change.>`, `(c) [No changes]`, `C. Unchanged.`, `(Remainder of
# section unchanged)`, `No change to text.` The words must fill the line: `no change of use
# is permitted` is text.
PLACEHOLDER_LINE = re.compile(
    r"^[ \t]*(?:(?P<label>\(?[A-Za-z]{1,4}\)|\(?\d{1,3}\)|[A-Za-z]{1,4}\.|\d{1,3}\.)[ \t]*)?"
    r"[<\[(]?[ \t]*"
    r"(?:no[ \t]+changes?(?:[ \t]+(?:to|in)[ \t]+(?:the[ \t]+)?text)?"
    r"|(?:text[ \t]+)?(?:remains?[ \t]+)?unchanged"
    r"|(?:the[ \t]+)?remainder(?:[ \t]+of[ \t]+(?:the[ \t]+)?(?:section|subsection|text))?"
    r"[ \t]+(?:(?:is|remains?)[ \t]+)?unchanged)"
    r"[ \t]*\.?[ \t]*[>\])]?[ \t]*\.?[ \t]*$",
    re.IGNORECASE | re.MULTILINE,
)
# A line of elision marks alone: `. . .`, `...`, `…`, `* * *`, `***` (three or more).
ELISION_LINE = re.compile(r"^[ \t]*(?:(?:\.[ \t]*){3,}|…+|(?:\*[ \t]*){3,})[ \t]*$", re.MULTILINE)
# The text opening or closing with dots (`..." The Library Board …`, `… year."...`): the
# restatement starts or stops inside the section.
# Opening and closing apart: the closing dots are looked for only in the text's last run of dots
# and blanks (`_closing_elision`); a pattern ending on `\Z` is tried at every character.
OPENING_ELISION = re.compile(r"\s*(?:\.{3,}|…|\. \. \.)")
CLOSING_ELISION = re.compile(r"(?:\.{3,}|…|\. \. \.)\s*\Z")


@dataclass(frozen=True, slots=True)
class UnchangedParts:
    text: str  # the new text without its placeholder lines
    labels: tuple[str, ...]  # the labels the placeholders name, as printed, in order
    count: int  # how many placeholder lines there were (labelled or not)


def unchanged_parts(text: str) -> UnchangedParts | None:
    """The new text without the lines that say a part is unchanged, and what they named; None
    when it holds no such line."""
    found = list(PLACEHOLDER_LINE.finditer(text))
    if not found:
        return None
    labels = tuple(
        label.strip("().") for match in found if (label := match.group("label")) is not None
    )
    kept = PLACEHOLDER_LINE.sub("", text)
    return UnchangedParts(re.sub(r"\n{2,}", "\n", kept).strip(), labels, len(found))


def elision(text: str) -> str | None:
    """The elision mark that shows the new text leaves parts of its target out, or None."""
    found = ELISION_LINE.search(text) or OPENING_ELISION.match(text) or _closing_elision(text)
    return None if found is None else found.group(0).strip()


def _closing_elision(text: str) -> re.Match[str] | None:
    """`CLOSING_ELISION` in `text`, searched from where its last run of dots and blanks starts
    (the marks and the blanks after them are all such characters)."""
    start = len(text)
    while start > 0 and (text[start - 1] in ".…" or text[start - 1].isspace()):
        start -= 1
    return CLOSING_ELISION.search(text, start)


ELIDED_FLAG = (
    "the new text is elided ({mark}): it leaves parts of {target} out, and replacing {target} "
    "by it would remove them; a person applies it"
)
