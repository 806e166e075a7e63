"""Where an ordinance's own sections start, in the heading styles cities and states print.

Styles, tried in this order (the first that finds headings decides; a document uses one style):

1. `SECTION 9:` / `SECTION 4.` / `SECTION ONE.` in capitals, anywhere on a line (a drafter's paste
   can run the previous sentence into it);
2. at the start of a line (after a Markdown heading marker): `Section 1.`, `Sec. 1.`, `§ 1.`,
   `§  3.`, `Section1.` (OCR), `Section 1:`, `Section 1 -`, `Section One.`, `Section II.`,
   `Part 1.` (legislation systems), `SECTION 1=` and `>ection 2.` (OCR); in a text whose line
   breaks were lost, inside a line after a sentence's end, when numbered 1, 2, 3 …;
3. a numbered item at the start of a line, not quoted and not indented like new text: `### 1.`
   (a Markdown heading) or `1.` when the line reads as a heading (an amending sentence, a code
   citation, or a heading word such as `Amendment`).

After the first heading, a line of its own in capitals that is a Markdown heading (`## EMERGENCY
CLAUSE`, `## AMENDMENTS TO THE COMPREHENSIVE PLAN`) or names a closing clause (`EMERGENCY CLAUSE`,
`SEVERABILITY`) ends the section before it; what follows it up to the next heading is a section
without a number. A document with no heading at all is one section without a number, from its
enacting clause (`… DOES ORDAIN AS FOLLOWS:`) on.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from parsers.ordinance.layout import FLAT_LINE_CHARS, is_flat
from parsers.ordinance.literal_starts import leftmost_matches

# Section numbers spelled out (`SECTION FOUR`), one to twenty.
NUMBER_WORDS = [
    "ONE", "TWO", "THREE", "FOUR", "FIVE", "SIX", "SEVEN", "EIGHT", "NINE", "TEN",
    "ELEVEN", "TWELVE", "THIRTEEN", "FOURTEEN", "FIFTEEN", "SIXTEEN", "SEVENTEEN", "EIGHTEEN",
    "NINETEEN", "TWENTY",
]  # fmt: skip
WORD_VALUES = {word: index for index, word in enumerate(NUMBER_WORDS, start=1)}
WORDS = "|".join(NUMBER_WORDS)
# Roman numerals up to 39 (`Section I.`, `SECTION IV:`, `Section XII`), as New York local laws and
# older ordinances number their sections.
ROMAN = r"X{0,3}(?:IX|IV|V?I{1,3}|V)|X{1,3}"
ROMAN_VALUES = {"I": 1, "V": 5, "X": 10}
OCR_ONE = r"l(?=\s*:)"  # a heading's `1` read by OCR as the letter `l`, before its colon
# OCR of a Roman `I`-`III` glued to `SECTION`: `l`s before a stop (`SECTIONll.`), or `I.` as one `L`
# before a blank (`SECTIONL Section 4-1-170.A`, Renton WA 5169); apart (`SECTION L`), no heading.
OCR_ROMAN = r"(?<=SECTION)(?:l{1,3}(?=\s*[:.](?![\d.]))|L(?=[ \t]+[A-Z]))"

# A spelled number's figure in brackets after it (`SECTION ONE (1):`, Oklahoma drafting): part
# of the heading, the number read from the word.
SPELLED_FIGURE = r"(?:(?<=[A-Za-z])[ \t]*\(\d{1,3}\))?"

# Style 1: `SECTION 9:` in capitals anywhere. The lookahead refuses `SECTION 17.38` (a code
# citation in capitals). The word boundary is a look-behind placed after the literal, so the regex
# engine can skip to each `SECTION` (a leading `\b` makes it try every position).
# OCR may glue the number to the word and read a `1` as `l` (`SECTIONl:`, Muskego WI 664): a
# number glued to `SECTION`, and `l` before a colon, are the heading's too. `AMENDING SECTION VI:`
# names the amended law's section under an introducing sentence (Fairhope AL): no heading.
CAPS_HEADING = re.compile(
    rf"SECTION(?<!\wSECTION)(?<!AMENDING SECTION)(?:\s+|(?=\d|l\s*:|{OCR_ROMAN}))"
    rf"(?:(\d{{1,3}}|{WORDS}|{ROMAN}|{OCR_ONE}){SPELLED_FIGURE}\s*[:.=](?![\d.])"
    rf"|({OCR_ROMAN})[:.]?)"
)

# Style 2: a heading word at the start of a line, then the number and `.`, `:` or a dash. `§ 17.62`
# and `Section 5.010` (citations) are refused by the lookahead after the punctuation.
# An OCR that lost every period may leave the number bare before the ordaining `That` (`Section 1
# That Section 5 24 010 …`). Legislation systems (Legistar) head an ordinance's sections
# `Part 1.`; OCR reads `:` as `=`, and the heading word's `S` as a mark (`>ection 2.`).
LINE_HEADING = re.compile(
    rf"^[ \t]*(?:\#{{1,6}}[ \t]+)?(?:Section|SECTION|[^\w\s]ection|Sec\.|SEC\.|§|Part|PART)[ \t]*"
    rf"(\d{{1,3}}|{WORDS}|{WORDS.title()}|{ROMAN}){SPELLED_FIGURE}[ \t]*"
    rf"(?:[:.=]|[-–—](?=[ \t])|(?<=[ \t])(?=That\b))(?![\d.])",
    re.MULTILINE,
)

# A heading without punctuation after its number, alone on its line (`Section 1`, OCR may put a
# speck before it: `I Section 3`) or before its sentence's capital (`Section 2 All sections …`, an
# OCR that lost the period): counted 1, 2, 3 … (`_bare`), as a number out of turn is a line of
# new text; read only where no heading of another style is.
BARE_HEADING = re.compile(
    r"^[ \t]*(?:[Il|!][ \t]+)?(?:Section|SECTION)[ \t]+(\d{1,3})(?:[ \t]*$|[ \t]+(?=[A-Z][a-z]))",
    re.M,
)

# In a text whose line breaks were lost (`layout.is_flat`), a heading inside a line: after a
# sentence's end (or the enacting clause's colon), `Section 1.`, `Section I.`, `SECTION ONE:`;
# OCR may read a rule or a speck there as a stray `I`, `l`, `|` or `!` (`DOES ORDAIN :I Section
# 1.`); an OCR that lost the period may leave the number bare before the ordaining `That`
# (`… FLORIDA, THAT: Section 1 That Section 2-16 …`, as `LINE_HEADING` reads it at a line's start),
# or a `SECTION` in capitals leave it bare before a word (`ordains as follows: SECTION 1 Section`).
INLINE_HEADING = re.compile(
    rf"(?:(?<=[.:;\"”])|(?<=[.:;\"”][ \t])|(?<=[.:;\"”][ \t]{{2}})"
    rf"|(?<=[.:;\"”][Il|!][ \t])|(?<=[.:;\"”][ \t][Il|!][ \t]))[ \t]*"
    rf"(?:Section|SECTION|Sec\.|SEC\.)[ \t]*(\d{{1,3}}|{WORDS}|{WORDS.title()}|{ROMAN})[ \t]*"
    rf"(?:[:.=](?![\d.])|(?<=[ \t])(?=That\b)|(?:(?<=ON \d )|(?<=ON \d\d ))(?=[A-Z][a-z]))"
)

# In a flat text, a heading after OCR'd struck text (`… MINWA RUM Section 2. Section 1-5-6`, `- -
# Section 3.`): never after a lower-case word (`in Section 2.` cites); kept only in the run 1, 2 ….
INLINE_AFTER_MARKS = re.compile(
    r"(?<=[A-Z\-–—][ \t])(?:Section|SECTION|Sec\.|SEC\.)[ \t]*(\d{1,3})[ \t]*[:.=](?![\d.])"
    r"(?=[ \t]+[A-Z])"
)

# In a flat text, the first heading right after an ordaining clause that ends without a stop
# (`BE IT ORDAINED BY THE CITY COUNCIL OF THE CITY OF OMAHA Section 1. That …`): the heading
# `Section 1.` itself, which `INLINE_HEADING` does not find after a word.
CLAUSE_THEN_FIRST = re.compile(
    r"\b(?:ORDAIN(?:S|ED)?|DO\s+ENACT|BE\s+IT\s+ENACTED)\b[^.:;\n]{0,160}?[ \t]+"
    r"(?P<heading>(?:Section|SECTION|Sec\.|SEC\.)[ \t]*(?:1|ONE|One|I)[ \t]*[:.=](?![\d.]))"
)

# In a flat text with no ordaining clause, the first heading right after the caption's last word
# (`… of the CityofIrondale Section 1. AMENDMENT TO CHAPTER 2 …`): a `Section 1.` before a
# capital, kept only when an `INLINE_HEADING` numbered 2 follows it (a run, not a citation).
CAPTION_THEN_FIRST = re.compile(
    r"(?<=[a-z][ \t])(?:Section|SECTION|Sec\.|SEC\.)[ \t]*(?:1|ONE|One|I)[ \t]*[:.=](?![\d.])"
    r"(?=[ \t]+[A-Z])"
)

# In a flat text, a Roman numeral heading an item after a sentence's end or a colon: `…
# AMENDED AS FOLLOWS: I. CHAPTER 64-2. Definitions is amended …  II. CHAPTER 64-4.A.1 …`.
INLINE_ROMAN = re.compile(
    rf"(?<=[.:;\"”])[ \t]{{1,3}}(?P<roman>{ROMAN})\.[ \t]+(?=(?P<rest>\S[^\n]{{0,80}}))"
)

# Style 3: a numbered item at the start of a line: `### 1.` (a Markdown heading) or `1.`; OCR
# reads the item `1.` as `l.` (kept only as the first item, followed by a `2.`: `OCR_FIRST`).
NUMBERED_HEADING = re.compile(
    r"^(?P<indent>[ \t]*)(?P<marker>\#{1,6}[ \t]+)?(\d{1,3}|l)\.[ \t]+(?P<rest>\S[^\n]*)", re.M
)
OCR_FIRST = "l"  # the OCR of a first item's `1`
# A Roman numeral heading a line: `I. Chapter 48 …`, `## II. Effective date.`
ROMAN_HEADING = re.compile(
    rf"^[ \t]*(?P<marker>\#{{1,6}}[ \t]+)?(?P<roman>{ROMAN})\.[ \t]+(?P<rest>\S[^\n]*)", re.M
)
# What makes a plain `1.` line a heading rather than an item of a list: an amending verb, a code
# citation right after the number, or a heading word.
HEADING_LINE_WORDS = re.compile(
    r"\b(?:is|are|be)\s+(?:hereby\s+)?(?:amended|repealed|added|adopted|renumbered|enacted)\b|"
    r"^(?:Section|§|Chapter|Title)\s*\d|^Amend(?:ing)?\b|\bAmendments?\b|\bRepeal\b|"
    r"\bEffective\s+Date\b|\bSeverability\b",
    re.IGNORECASE,
)
NEW_TEXT_INDENT = 4  # a line indented this much more than the document's text is quoted new text

# A line of its own that ends the section before it: a Markdown heading in capitals (group
# headings such as `## AMENDMENTS TO THE COMPREHENSIVE PLAN`), or a closing clause's name.
CAPS_BOUNDARY = re.compile(r"^\#{1,6}[ \t]+(?P<words>[A-Z][A-Z ,'’&/-]{3,})[ \t]*$", re.M)
CLAUSE_BOUNDARY = re.compile(
    r"^[ \t]*(?P<words>EMERGENCY\s+CLAUSE|SEVERABILITY(?:\s+CLAUSE)?|EFFECTIVE\s+DATE|"
    r"SAVINGS\s+CLAUSE)[ \t.:]*$",
    re.M,
)

# The enacting clause, after which a document without headings starts its one section: the
# clause up to its colon (`BE IT ORDAINED BY THE CITY COUNCIL OF PARK CITY, UTAH, THAT:`), else
# to the end of its line.
ENACTING = re.compile(r"\b(?:ORDAIN(?:S|ED)?|DO\s+ENACT|BE\s+IT\s+ENACTED)\b[^:\n]{0,160}:", re.I)
# The `that` after which an ordaining clause printed on one line goes on with its instruction.
ENACTING_THAT = re.compile(r"\bthat\b(?=[ \t]*[^\s:])", re.I)
# `IT IS FURTHER ORDAINED that …` goes on with the operative text; it starts none.
ENACTING_LINE = re.compile(
    r"(?<!further\s)\b(?:ORDAIN(?:S|ED)?|DO\s+ENACT|BE\s+IT\s+ENACTED)\b[^\n]*", re.I
)
# A resolution's resolving clause (`BE IT RESOLVED, BY THE COUNCIL …, that`), read only where no
# ordaining clause is printed: it enacts a resolution that amends (a charter-amendment resolution)
# as an ordinance's enacting clause does; `BE IT FURTHER RESOLVED` starts nothing.
RESOLVING = re.compile(r"\bBE\s+IT\s+RESOLVED\b[^\n]*", re.I)


@dataclass(frozen=True, slots=True)
class Heading:
    number: int | None  # None: a section without a number (a clause heading, or no headings)
    start: int  # where the heading starts
    end: int  # where the text after `SECTION n:` starts
    style: str  # `caps`, `line`, `numbered`, `clause`, `none`
    printed: str = ""  # a numbered item's number as printed (`l` where OCR misread `1`)


def _value(raw: str) -> int:
    if raw in {"l", "L", "ll", "lll"}:  # `OCR_ONE`, `OCR_ROMAN`: ones read as `l`, `I.` as `L`
        return len(raw)
    if raw.isdigit():
        return int(raw)
    if raw.upper() in WORD_VALUES:
        return WORD_VALUES[raw.upper()]
    values = [ROMAN_VALUES[c] for c in raw.upper()]
    return sum(-v if i + 1 < len(values) and v < values[i + 1] else v for i, v in enumerate(values))


def section_value(raw: str) -> int | None:
    """The number a section heading prints (`4`, `FOUR`, `IV`), or None when it is none."""
    raw = raw.strip()
    if raw.isdigit() or raw.upper() in WORD_VALUES or re.fullmatch(ROMAN, raw.upper()):
        return _value(raw)
    return None


def _inline(text: str, long_lines_only: bool = False) -> list[Heading]:
    """Headings inside the lines of a flat text: only a run numbered 1, 2, 3 … counts (a number
    out of turn is a citation, not a heading). `long_lines_only`: in a text whose other lines
    are kept, only inside a line that is a page or a paragraph long (a records system's page
    that prints the ordinance on one line, then its transcript line by line)."""
    found: list[Heading] = []
    first = CLAUSE_THEN_FIRST.search(text)
    found_in = (*INLINE_HEADING.finditer(text), *INLINE_AFTER_MARKS.finditer(text))
    spans = [(m.start(), m.end(), _value(m.group(1))) for m in found_in]
    if first is not None:
        spans.append((first.start("heading"), first.end("heading"), 1))
    elif 1 not in {value for _, _, value in spans}:
        spans += _after_caption(text, spans)
    for start, end, value in sorted(spans):
        if long_lines_only and not _in_long_line(text, start):
            continue
        if value == len(found) + 1:
            found.append(Heading(len(found) + 1, start, end, "line"))
    return found


def _after_caption(text: str, spans: list[tuple[int, int, int]]) -> list[tuple[int, int, int]]:
    """The `CAPTION_THEN_FIRST` heading before the first inline heading numbered 2, if any."""
    second = min((start for start, _, value in spans if value == 2), default=None)
    found = CAPTION_THEN_FIRST.search(text, 0, second or 0)
    return [] if found is None else [(found.start(), found.end(), 1)]


def _bare(text: str) -> list[Heading]:
    """`BARE_HEADING`s numbered 1, 2, 3 … in turn."""
    found: list[Heading] = []
    for match in BARE_HEADING.finditer(text):
        if int(match.group(1)) == len(found) + 1:
            found.append(Heading(len(found) + 1, match.start(), match.end(), "line"))
    return found


def _inline_roman(text: str, long_lines_only: bool) -> list[Heading]:
    """Roman numerals heading items inside the lines of a flat text, counted I, II, III … from
    a first that reads as a heading (`I. CHAPTER 64-2. …`), as `_roman_numbered` counts them at
    the starts of lines."""
    found: list[Heading] = []
    for match in INLINE_ROMAN.finditer(text):
        if long_lines_only and not _in_long_line(text, match.start()):
            continue
        value = _value(match.group("roman"))
        if value != len(found) + 1:
            continue
        if not found and not HEADING_LINE_WORDS.search(match.group("rest")):
            continue
        found.append(Heading(value, match.start("roman"), match.start("rest"), "numbered"))
    return found


def _in_long_line(text: str, at: int) -> bool:
    start = text.rfind("\n", 0, at) + 1
    end = text.find("\n", at)
    return (len(text) if end < 0 else end) - start > FLAT_LINE_CHARS


def _base_indent(text: str, start: int) -> int:
    """The indentation of the document's own text after `start` (its least-indented line)."""
    indents = [
        len(line) - len(line.lstrip(" \t"))
        for line in text[start:].split("\n")
        if line.strip() and not line.lstrip().startswith(">")
    ]
    return min(indents, default=0)


def _roman_numbered(text: str) -> list[Heading]:
    """`I. Chapter 48 … is hereby amended as follows:`, `II. This Local Law shall take effect …`:
    Roman numerals heading lines, counted I, II, III … from a first that reads as a heading;
    the Arabic items under them (`1. Section 48-4B(1) is …`) are their instructions."""
    found: list[Heading] = []
    for match in ROMAN_HEADING.finditer(text):
        value = _value(match.group("roman"))
        if value != len(found) + 1:
            continue
        if not found and not (
            match.group("marker") or HEADING_LINE_WORDS.search(match.group("rest"))
        ):
            continue
        found.append(Heading(value, match.start(), match.start("rest"), "numbered"))
    return found


def _numbered(text: str) -> list[Heading]:
    roman = _roman_numbered(text)
    if roman:
        return roman
    found: list[Heading] = []
    base: int | None = None
    for match in NUMBERED_HEADING.finditer(text):
        if base is None:
            base = _base_indent(text, match.start())
        if len(match.group("indent")) >= base + NEW_TEXT_INDENT:
            continue
        if match.group("marker") is None and not HEADING_LINE_WORDS.search(match.group("rest")):
            continue
        number = match.group(3)
        value = 1 if number == OCR_FIRST else int(number)
        found.append(Heading(value, match.start(), match.start("rest"), "numbered", number))
    return [
        heading
        for index, heading in enumerate(found)
        if heading.printed != OCR_FIRST or (index == 0 and len(found) > 1 and found[1].number == 2)
    ]


def _boundaries(text: str, after: int) -> list[Heading]:
    """Clause and group headings after the first numbered heading."""
    found = [
        Heading(None, m.start(), m.start("words"), "clause")
        for pattern in (CAPS_BOUNDARY, CLAUSE_BOUNDARY)
        for m in pattern.finditer(text, after)
    ]
    return sorted({h.start: h for h in found}.values(), key=lambda h: h.start)


# A quotation that opens on a section heading (`… provides as follows: *"Section 1. From and after
# …`, `shall read as follows: "Section 1: The Official …`): the law it quotes, old or new, whose
# `Section 2.` is that law's, not the ordinance's. It ends at its closing quote.
# (A quote right after a word or a stop closes a quotation: `… six inches." Section 2.`)
# One pattern for each opening quote, each matched from it (a literal start: far faster to search
# than a look-behind or a class), the character before it checked after it; their matches taken
# in text order (`leftmost_matches`).
QUOTED_LAW = tuple(
    re.compile(rf"{quote}(?<![\w.,;:!?)\]]{quote})\s*(?:Section|Sec\.)\s*\d", re.I)
    for quote in '"“'
)
QUOTE_CLOSE = re.compile(r"[\"”]")


def _quoted_laws(text: str) -> list[tuple[int, int]]:
    """The spans of the quotations that open on a section heading (`QUOTED_LAW`)."""
    spans: list[tuple[int, int]] = []
    for opening in leftmost_matches(QUOTED_LAW, text):
        if spans and opening.start() <= spans[-1][1]:
            continue
        close = QUOTE_CLOSE.search(text, opening.start() + 1)
        spans.append((opening.start(), close.start() if close else opening.end()))
    return spans


def find_headings(text: str) -> list[Heading]:
    """The ordinance's section headings in text order (see the module for the styles), none
    inside a quotation of a law (`QUOTED_LAW`)."""
    headings = _all_headings(text)
    quoted = _quoted_laws(text) if headings and ('"' in text or "“" in text) else []
    return [h for h in headings if not any(a <= h.start < b for a, b in quoted)]


def _all_headings(text: str) -> list[Heading]:
    """The section headings of every style, in text order."""
    caps = [
        Heading(_value(m.group(1) or m.group(2)), m.start(), m.end(), "caps")
        for m in CAPS_HEADING.finditer(text)
    ]
    if caps and caps[0].number in (1, None):
        return caps
    # Capitals numbered out of turn (`SECTION XXIV. OFF-STREET PARKING` heading the new text an
    # ordinance reprints) are the amended law's: the ordinance's own `Section 1.` run wins.
    others = _other_styles(text)
    return caps if caps and (not others or others[0].number != 1) else others


def _other_styles(text: str) -> list[Heading]:
    """The headings of the styles after capitals (see the module), with clause boundaries."""
    headings = (
        [
            Heading(_value(m.group(1)), m.start(), m.end(), "line")
            for m in LINE_HEADING.finditer(text)
        ]
        or _bare(text)
        or _numbered(text)
    )
    if not headings:
        long_lines_only = not is_flat(text)
        headings = _inline(text, long_lines_only) or _inline_roman(text, long_lines_only)
    if not headings:
        return []
    starts = {h.start for h in headings}
    clauses = [h for h in _boundaries(text, headings[0].end) if h.start not in starts]
    return sorted(headings + clauses, key=lambda h: h.start)


def operative_start(text: str) -> int | None:
    """Where the operative text of a document without headings starts: after its enacting clause
    (the last one: a cover page may repeat the caption), or None when it prints none."""
    found = (
        list(ENACTING.finditer(text))
        or list(ENACTING_LINE.finditer(text))
        or list(RESOLVING.finditer(text))
    )
    if not found:
        return None
    clause = found[-1]
    # `BE IT ORDAINED … THAT §2-125 … BE AMENDED`: the clause runs into the instruction.
    that = ENACTING_THAT.search(clause.group())
    return clause.start() + that.end() if that is not None else clause.end()
