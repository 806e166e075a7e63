"""Read the new text of an amendment: its subsection labels, its own heading, its tables.

The instruction sentence says what is amended; the body says what the drafter actually supplied.
These helpers read the body so the instruction parser can decide between replacing a section and
replacing part of it, and can flag a body whose labels disagree with what the sentence names.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

# A labelled paragraph at the start of a line: `A. Purpose.`, `1. The outdoor …`, `a. Basic`.
# (Roman numerals are deeper than this check looks.) `G, State Parking` — a comma typed for the
# period — counts for capitals followed by a capitalized word.
LABEL_LINE = re.compile(
    r"^(?:(?P<upper>[A-Z])(?:\.|,(?=\s+[A-Z][a-z]))|(?P<number>\d{1,3})\.(?!\d)|(?P<lower>[a-z])\.)"
    r"\s+\S",
    re.MULTILINE,
)

# A section heading the drafter repeated at the top of the new text: `§ 17.62.030Limited term
# permit.` or `17.28.080 Freeway Oriented Development (FOD) overlay zone.`; a title in capitals
# runs into its text on the line (`115.07 BURIAL OF PERSONS ON PRIVATE PROPERTY. It is unlawful`).
LEADING_SECTION_HEADING = re.compile(
    r"\A\s*(?:Section\s+|SECTION\s+|§)?\s*(?P<number>\d+(?:[.\-]\d+){1,3})[.:]?\s*"
    r"(?P<title>[^\n]*?)(?:(?<=[a-z)])\.[ \t]+(?=[A-Z])|(?<=[A-Z]{2})\.[ \t]+(?=[A-Z][a-z])|\n|$)"
)

# A chapter heading at the top of a whole-chapter text: `CHAPTER 17.38` then `SIGNS`.
LEADING_CHAPTER_HEADING = re.compile(
    r"\A\s*CHAPTER\s+\d+(?:\.\d+)?\s*\n(?:[A-Z][A-Z ,&;'’()-]*\n)?", re.IGNORECASE
)

# Section headings inside a chapter's text: `§ 17.38.010. Purpose.` at the start of a line.
# Matched from the `§` (a literal start), the line start checked after it: a pattern that opens
# on `^` is tried at every character.
SECTION_HEADING = re.compile(r"§(?<=^§)\s*(?P<number>\d+(?:\.\d+){2})\.?\s*(?P<title>[^\n]*)", re.M)

# A line that starts a table in a body: `Table 2-2` alone, or a caption that ends with the number
# (`Allowable Land Uses … Districts Table 2-3`). The look-behind (after the literal, so the engine
# can skip ahead to each `Table`) wants a space or a line start before the word.
TABLE_LINE = re.compile(
    r"(?:Table|TABLE)(?<!\S.....)[ \t]+(?P<number>\d+-\d+[A-Z]?)[ \t]*$", re.MULTILINE
)

ROW_CHARS = 20  # shorter lines are legend or header fragments, printed on every page
MIN_ROW_LETTERS = 3  # a "row" of codes with no name (`(2) P(2) P –`) wraps the previous row
REPRINT_SHARE = 0.5  # share of a segment's rows seen before that makes it a second printing

# `Table 2-1 Zoning Districts`: a table number followed by its caption, on a text's first line.
CAPTION_AFTER_NUMBER = re.compile(r"\bTable\s+(?P<number>\d+-\d+[A-Z]?)\s+(?P<caption>.+)$", re.I)

# The word TABLE before a number, counted to recognize a line that lists several tables.
TABLE_WORD = re.compile(r"\bTABLE\s+\d", re.IGNORECASE)

# A list of tables with their captions in one line: `TABLE 2-2 Caption, TABLE 2-3 Caption & …`.
TABLE_LIST_ITEM = re.compile(
    r"\bTABLE\s+(?P<number>\d+-\d+[A-Z]?)\s+(?P<caption>.*?)(?=\s*(?:,|&|\band\b)\s*TABLE\b|\.?\s*$)",
    re.IGNORECASE,
)

# Definitions added to a glossary: `Supportive Housing. Housing with …` — a short capitalized
# term, a period, then the definition.
DEFINITION_LINE = re.compile(r"^(?P<term>[A-Z][\w’'/-]*(?:[ -][\w’'/()-]+){0,6})\.\s+\S", re.M)


@dataclass(frozen=True, slots=True)
class TableChunk:
    number: str  # `2-3`
    start: int  # offsets into the body text given to `table_chunks`
    end: int
    printed: int  # how many times the table's number starts a table in the chunk


def top_labels(text: str) -> tuple[str, ...]:
    """The labels at the level of the body's first labelled paragraph, in order."""
    first: str | None = None
    labels: list[str] = []
    for match in LABEL_LINE.finditer(text):
        group = match.lastgroup
        if group is None:
            continue
        if first is None:
            first = group
        if group == first:
            labels.append(match.group(group))
    return tuple(labels)


def starts_with_label(text: str) -> bool:
    """Whether the body's first line is a labelled paragraph (no unlabelled introduction)."""
    first_line = text.lstrip().split("\n", 1)[0]
    return LABEL_LINE.match(first_line) is not None


def is_first_label(label: str) -> bool:
    return label in {"A", "1", "a"}


def strip_leading_section_heading(text: str, number: str) -> tuple[str, str | None]:
    """Drop a repeated `§ n Title.` line at the top of a section's text; return it's title."""
    match = LEADING_SECTION_HEADING.match(text)
    if match is None or match.group("number") != number:
        return text, None
    title = match.group("title").strip().rstrip(".").strip() or None
    rest = text[match.end() :].lstrip("\n")
    if title is not None and match.group(0).endswith("\n") and rest[:1].islower():
        # `3-3-1. The limits and` / `boundaries … shall consist of`: the words after the number
        # begin a sentence the next line goes on with; they are the text, not a title.
        return text[match.start("title") :], None
    return rest, title


def strip_leading_chapter_heading(text: str) -> str:
    return LEADING_CHAPTER_HEADING.sub("", text, count=1)


def section_numbers(text: str) -> tuple[str, ...]:
    """The `§ n` section headings a chapter's text contains, in order, each once."""
    seen: list[str] = []
    for match in SECTION_HEADING.finditer(text):
        if match.group("number") not in seen:
            seen.append(match.group("number"))
    return tuple(seen)


def table_captions(text: str) -> dict[str, str]:
    """Captions from a line that lists the tables an amendment contains."""
    captions: dict[str, str] = {}
    for line in text.split("\n"):
        if len(TABLE_WORD.findall(line)) < 2:
            continue
        for item in TABLE_LIST_ITEM.finditer(line):
            captions.setdefault(item.group("number"), item.group("caption").strip(" .,&"))
    return captions


def table_caption_line(text: str, target_id: str) -> str | None:
    """A table's caption from the new text's first line: `17.20.020 Table 2-1 Zoning Districts`."""
    number = target_id.rsplit(" ", 1)[-1]
    first_line = text.lstrip().split("\n", 1)[0]
    match = CAPTION_AFTER_NUMBER.search(first_line)
    if match is None or match.group("number") != number:
        return None
    return match.group("caption").strip(" .:") or None


def _row_lines(text: str) -> set[str]:
    """The lines of a table segment long enough to be rows rather than legend or header lines."""
    return {" ".join(line.split()) for line in text.split("\n") if len(line.strip()) >= ROW_CHARS}


def _is_reprint(segment: str, earlier: set[str]) -> bool:
    """Whether most of a segment's row lines already appeared: a second printing of the table,
    not the continuation of the table on the next page (which repeats only its header)."""
    rows = _row_lines(segment)
    return bool(rows) and len(rows & earlier) / len(rows) >= REPRINT_SHARE


def table_chunks(text: str) -> tuple[TableChunk, ...]:
    """The body split where a different table starts. A repeated number continues its table:
    a page break that repeats the header, or a second printing of the whole table (counted)."""
    starts = [(match.group("number"), match.start()) for match in TABLE_LINE.finditer(text)]
    if not starts:
        return ()
    bounds = [start for _, start in starts[1:]] + [len(text)]
    chunks: list[TableChunk] = []
    current: str | None = None
    chunk_start = 0
    printed = 0
    seen: set[str] = set()
    for (number, start), end in zip(starts, bounds, strict=True):
        segment = text[start:end]
        if number == current:
            if _is_reprint(segment, seen):
                printed += 1
            seen |= _row_lines(segment)
            continue
        if current is not None:
            chunks.append(TableChunk(current, chunk_start, start, printed))
        current, chunk_start, printed, seen = number, start, 1, _row_lines(segment)
    if current is not None:
        chunks.append(TableChunk(current, chunk_start, len(text), printed))
    return tuple(chunks)


def definition_terms(text: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """Terms a glossary amendment defines, in order, and the ones defined more than once."""
    terms: list[str] = []
    repeated: list[str] = []
    for match in DEFINITION_LINE.finditer(text):
        term = match.group("term").strip()
        if term in terms:
            if term not in repeated:
                repeated.append(term)
            continue
        terms.append(term)
    return tuple(terms), tuple(repeated)


# How the flag begins that says the new text's labels are not the ones the instruction names.
LABELS_DISAGREE = "the instruction names"
# A paragraph numbered in parentheses at the start of a line, after the opening quote of the new
# text at most (`"(2) Allowing any dog …`, Iowa's subsections): compared only with the numbers an
# instruction names, when the text has no `A.`/`1.`/`a.` labels.
ENCLOSED_NUMBER_LINE = re.compile(r"^[\"“]?\((?P<number>\d{1,3})\)\s+\S", re.MULTILINE)


# A part's own number printed as the heading of its new text, its label joined to the section
# number by a period (`925.06.A Features Allowed Within Setbacks`): how some codes number the
# lettered parts of a section.
PRINTED_PART = re.compile(
    r"\A\s*(?:§\s*)?(?P<number>\d+(?:[.\-]\d+[A-Z]?){1,3}\.[A-Za-z])\b(?![.\w])"
)


def printed_part(target_id: str, text: str) -> str | None:
    """The part's number as the new text's heading prints it (`925.06.A` for `925.06(A)`), or
    None when the text does not open with the part's number joined that way."""
    match = PRINTED_PART.match(text)
    if match is None or "(" not in target_id:
        return None
    section, _, labels = target_id.partition("(")
    if labels.count("(") or match.group("number") != f"{section}.{labels.rstrip(')')}":
        return None
    return match.group("number")


def label_disagreement(labels: tuple[str, ...], text: str) -> tuple[str, ...]:
    """A flag when the new text's own labels are not the ones the instruction names."""
    if not labels:
        return ()
    named = [label.rsplit("(", 1)[-1].rstrip(")") for label in labels]
    found = list(top_labels(text))
    if not found and all(label.isdigit() for label in named):
        found = [match.group("number") for match in ENCLOSED_NUMBER_LINE.finditer(text)]
    if found == named:
        return ()
    return (
        f"{LABELS_DISAGREE} {', '.join(labels)} but the new text is labelled "
        f"{', '.join(found) if found else '(no labels)'}",
    )


# A number's shape (`2-4-2` → `#-#-#`): a restated heading of another shape is no section number.
DIGITS = re.compile(r"\d+")


def heading_disagreement(tail: str, text: str, number: str) -> tuple[str, ...]:
    """A flag when the text restating a section is headed with another section's number of the
    same shape (`Section 2-4-2 … is hereby amended establishing a fee schedule …: 3-1-2: fees:`):
    which one is meant cannot be told, so nothing is replaced until a person says. The heading
    may stand right after the sentence's colon or open the new text."""
    after_colon = tail.split(":", 1)[1] if ":" in tail else ""
    for printed in (after_colon, text):
        match = LEADING_SECTION_HEADING.match(printed)
        if match is None:
            continue
        found = match.group("number")
        if found != number and DIGITS.sub("#", found) == DIGITS.sub("#", number):
            return (
                f"the sentence names {number} but its text is headed {found}: nothing is "
                "replaced until a person says which is meant",
            )
    return ()


# A number label opening the new text (`16. That the street railway companies …`): up to three
# digits, a period, blanks. Compared with the section's own number by `strip_own_number`.
OPENING_NUMBER = re.compile(r"\A\s*(?P<label>\d{1,3})\.[ \t]+(?=\S)")
# The sentence naming the section by that number (`section 16 of chapter 38`, `Sec. 16`, `§ 16`):
# {label} is the label, escaped; no further digits or parts glued to it (`16-2`, `16.5`, `16A`).
SENTENCE_SECTION = r"(?:\bsections?|\bsec\.|§)\s*{label}(?![\w-]|\.\d)"


def strip_own_number(text: str, number: str, sentence: str) -> tuple[str, tuple[str, ...]]:
    """The new text without its opening number label when that label is the section's own
    number as the sentence prints it (`section 16 of chapter 38 … read as follows: 16. That the
    …`: the heading of section `38-16`, not a part `(16)` of it), with a flag when more numbered
    paragraphs follow at that level (`16.` … `17.`: sections restated, or parts, cannot be told).
    Any other text is returned as it is, with no flag."""
    opening = OPENING_NUMBER.match(text)
    if opening is None:
        return text, ()
    label = opening.group("label")
    own = re.split(r"[.\-]", number)[-1]
    printed = re.search(SENTENCE_SECTION.format(label=re.escape(label)), sentence, re.IGNORECASE)
    if label not in (number, own) or printed is None:
        return text, ()
    later = top_labels(text)[1:]
    flags = (
        (
            f"the new text opens with {label}, section {number}'s own number, then "
            f"{', '.join(later)}: whether it restates sections or parts, a person must say",
        )
        if later
        else ()
    )
    return text[opening.end() :], flags
