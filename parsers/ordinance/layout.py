"""The layout a records system or an OCR engine gives an ordinance's text, read as printed.

Laserfiche WebLink and other document portals serve a scan's OCR text with `<br />` for each
printed line break, or with no line breaks at all; agenda systems print every line
double-spaced. The parser reads lines (headings start them, sentences stop at paragraph
breaks), so a `<br />` becomes the line break it stands for and a double-spaced text's lone
blank lines are no paragraph breaks. The changes keep every offset: the replaced characters
become blanks (ending in a line break where one is meant), so spans and line numbers still point
into the text the parser was given.
"""

from __future__ import annotations

import re

# A line-break tag as HTML prints it: `<br />`, `<br/>`, `<BR>`, and the blanks after it.
BREAK_TAG = re.compile(r"<br\s*/?>[ \t]*", re.IGNORECASE)

# One blank line between two lines of text (a double-spaced text's only line break), and a line
# break between two lines of text; a text is double-spaced when most of its breaks are the first.
DOUBLE_SPACING = re.compile(r"(?<=[^\n])\n[ \t]*\n(?=[ \t]*[^\s])")
ONE_BREAK = re.compile(r"(?<=[^\n])\n(?=[ \t]*[^\s])")
DOUBLE_SHARE = 0.8
MIN_DOUBLE_LINES = 10
PAGE_LINE_CHARS = 100  # a printed page's line is at most this long, on average
PARAGRAPH_BREAK = re.compile(r"\n[ \t]*\n[ \t]*\n")  # two blank lines or more

# A printed line number at a line's start: digits, then blanks, then the line's words (never
# `2.`: a label of the text is glued to its stop).
LINE_NUMBER = re.compile(r"^[ \t]*(?P<number>\d{1,3})[ \t]+(?=\S)", re.M)
MIN_NUMBERED_LINES = 5
NUMBERED_SAMPLE = 20_000  # characters looked at first
NUMBERED_SHARE = 0.3  # of a text's lines, that carry a counted line number

# How long a text's lines are, on average, when its line breaks were lost (an OCR text layer
# served as one line): headings are then looked for inside lines, after a sentence's end.
FLAT_LINE_CHARS = 400
FLAT_SHARE = 0.8  # of a text's characters, that one line of a flat text holds

# A legislation tracker's comparison of a bill's drafts flattened to a text table: each printed
# line a row `old row | new row | old text | new text LINE |` (the text cell ends with the bill's
# own line number, sometimes a page number after it), the rows divided by `---|` lines. The row
# numbers and the divider are layout; the last cell is the bill's line.
COMPARE_ROW = re.compile(
    r"^(?P<lead>\d{1,4}[ \t]*\|[ \t]*\d{1,4}[ \t]*\|[^|\n]*\|[ \t]*)(?P<text>[^|\n]*?)"
    r"(?P<numbers>(?:[ \t]*\b\d{1,3}){0,2})[ \t]*\|[ \t]*$",
    re.M,
)
# A divider line between two rows of such a table, with the line break before it.
COMPARE_DIVIDER = re.compile(r"\n[ \t]*-{3,}[ \t]*\|[ \t]*(?=\n|$)")
COMPARE_SHARE = 0.8  # of a text's non-blank lines, that are rows or dividers
MIN_COMPARE_ROWS = 10


def with_line_breaks(text: str) -> str:
    """`text` with each `<br />` (and the blanks after it) turned into blanks and a line break
    of the same length; a tag that starts a line is only blanks (its line break is there);
    double spacing and printed line numbers read through (`single_spaced`, `unnumbered`)."""
    if "<" in text:
        text = BREAK_TAG.sub(_break, text)
    return unnumbered(single_spaced(compared(text)))


def compared(text: str) -> str:
    """A drafts-comparison table (`COMPARE_ROW`) read as the bill's text: the row numbers, the
    bill's line and page numbers and the dividers turned into blanks, each row's line break
    kept (a divider's line joins the row above it)."""
    if "---|" not in text:  # cheap: most texts stop here
        return text
    rows = list(COMPARE_ROW.finditer(text))
    filled = sum(1 for line in text.split("\n") if line.strip())
    dividers = COMPARE_DIVIDER.findall(text)
    if len(rows) < MIN_COMPARE_ROWS or len(rows) + len(dividers) < COMPARE_SHARE * filled:
        return text
    out = list(text)
    count = 0  # the bill's last line number read
    for row in rows:
        _blank(out, row.start("lead"), row.end("lead"))
        numbers = row.group("numbers").split()
        if len(numbers) == 2 and int(numbers[0]) != count + 1:  # one number is text's own
            numbers = numbers[1:]
        if numbers:
            count = int(numbers[0])
        start = row.end("text") + len(row.group("numbers")) - len(" ".join(numbers)) - 1
        _blank(out, max(row.end("text"), start), row.end())
    for divider in COMPARE_DIVIDER.finditer(text):
        _blank(out, divider.start(), divider.end())
    return "".join(out)


def _blank(out: list[str], start: int, end: int) -> None:
    out[start:end] = [" "] * (end - start)


def unnumbered(text: str) -> str:
    """A bill's printed line numbers (`2 thereof, to be known as …`, counting up from each
    paragraph's first line) turned into blanks, when most lines carry one."""
    sample = text[:NUMBERED_SAMPLE]  # a bill numbers its lines from its first page on
    if len(LINE_NUMBER.findall(sample)) < NUMBERED_SHARE * (sample.count("\n") + 1):
        return text
    numbered = list(LINE_NUMBER.finditer(text))
    if len(numbered) < MIN_NUMBERED_LINES:
        return text
    counted: list[re.Match[str]] = []
    previous: tuple[int, int] | None = None  # (value, line end) of the last numbered line
    for match in numbered:
        value = int(match.group("number"))
        follows = previous is not None and text.rfind("\n", 0, match.start()) <= previous[1]
        if value == 2 or (follows and previous is not None and value == previous[0] + 1):
            counted.append(match)
        previous = (value, text.find("\n", match.start()) % (len(text) + 1))
    lines = text.count("\n") + 1
    if len(counted) < MIN_NUMBERED_LINES or len(counted) < NUMBERED_SHARE * lines:
        return text
    out = list(text)
    for match in counted:
        out[match.start("number") : match.end()] = " " * (match.end() - match.start("number"))
    return "".join(out)


def _break(match: re.Match[str]) -> str:
    at_line_start = match.start() == 0 or match.string[match.start() - 1] == "\n"
    size = len(match.group())
    return " " * size if at_line_start else " " * (size - 1) + "\n"


def single_spaced(text: str) -> str:
    """A double-spaced text (every line followed by a blank one; a paragraph ends at two or
    more) read single-spaced: each lone blank line between two lines becomes blanks."""
    if text.count("\n\n") < DOUBLE_SHARE * text.count("\n") / 2:  # cheap: most texts stop here
        return text
    single = len(ONE_BREAK.findall(text))
    double = len(DOUBLE_SPACING.findall(text))
    if double < MIN_DOUBLE_LINES or double < DOUBLE_SHARE * (single + double):
        return text
    # A text of paragraphs one line long (a transcription) separates them by one blank line
    # too; a double-spaced one wraps its lines at a page's width and ends paragraphs with two.
    lines = [line for line in text.split("\n") if line.strip()]
    if sum(map(len, lines)) > PAGE_LINE_CHARS * len(lines) or not PARAGRAPH_BREAK.search(text):
        return text
    return DOUBLE_SPACING.sub(lambda m: " " * (len(m.group()) - 1) + "\n", text)


def is_flat(text: str) -> bool:
    """Whether the text's line breaks were lost (its lines are paragraphs or pages long, or one
    line holds most of it: a portal's title line, then the whole ordinance on one line)."""
    if len(text) <= FLAT_LINE_CHARS:
        return False
    if len(text) / (text.count("\n") + 1) > FLAT_LINE_CHARS:
        return True
    longest = max(map(len, text.split("\n")))
    return longest > FLAT_LINE_CHARS and longest > FLAT_SHARE * len(text)
