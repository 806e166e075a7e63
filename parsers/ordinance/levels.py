"""A target named by its levels: `Section 12, Article 1, Chapter V`, `Chapter VI, Article 3,
Sub-Section 8.3`, `Title 2, Chapter 4, Section 11`; a part named after the section's title
(`… Emergency services council Item A`), before its section (`Subsection B of Section …`) or
by dotted labels (`64-4.A.1 and 64-4.A.3`).

Older codes (and codes that number chapters in Roman numerals) are cited level by level, from the
smallest up or from the biggest down, each level with its keyword. The code's number of the
target is its levels' numbers joined from the biggest down (`V-1-12`: section 12 of article 1
of chapter V; `VI-3-8.3`: subsection 8.3 of article 3 of chapter VI), as the registry's
hyphenated schemes join theirs (`parsers.schemes`: `5-2-7` is title 5, chapter 2, section 7).
Three levels at least, each printed once and in order: fewer say too little to compose a
number (`Section 5 of chapter 3` is `spelled.SECTION_OF_CHAPTER`'s), and a run out of order is
no one citation; but an article and its chapter (`Article 2 of Chapter 11`) name the article
`11-2`. Nothing here knows a city: the levels and their order are the citation's own.

An OCR'd level keyword (`Sub-gec Hon 8.3`) is read from the sentence's own second naming of the
part (`… repealed and replaced with new Sub-Section 8.3`): the same number, after the verb,
with a keyword that can be read (`renamed_from_tail`).

Dotted labels after a section number (a letter, then numbers: `.A.1`) name a part of the section
whatever the keyword before it (a code that calls its sections chapters: `CHAPTER 64-4.A.1`);
the id keeps the code's printing, which the registry splits (`parsers.schemes.split`:
`64-4.A.1` → section `64-4`, labels `A`, `1`), and a list of them names each (`dotted_parts`).
"""

from __future__ import annotations

import re

from parsers.grammar.joints import LIST_WORD
from parsers.grammar.keywords import SECTION_KEYWORD
from parsers.grammar.labels import is_label, label_kind, label_paths
from parsers.ordinance.headings import ROMAN
from parsers.ordinance.part_labels import PART_WORDS, label_item, without_part_titles
from parsers.ordinance_records import Target, TargetKind
from parsers.subsections import roman_value

# The rank of each level keyword, biggest first (`Sub-Section`, `Subsection` and OCR's
# `Sub -Section` are one).
RANKS = {"title": 0, "chapter": 1, "article": 2, "division": 3, "section": 4, "subsection": 5}
# One level: its keyword and its number, digits (`12`, `8.3`, `4A`) or a Roman numeral in
# capitals (`V`, `VI`; OCR may glue an apostrophe or a word after it: `Chapter V'of`); never the
# first part of a number OCR printed with a blank (`Section 7 -27`).
LEVEL = re.compile(
    rf"\b(?P<keyword>Title|Chapter|Article|Division|Sub\s?-?\s?Section|Section)\s+"
    rf"(?P<number>\d{{1,4}}(?:\.\d{{1,3}})?[A-Z]?|(?-i:{ROMAN}))(?![\w.-]|\.\d| ?-\d)",
    re.IGNORECASE,
)
# What joins the levels of one citation: a comma, or `of (the)`.
JOINT = re.compile(r"\s*(?:,\s*|\s+of\s+(?:the\s+)?)", re.IGNORECASE)  # `of`, `OF`
# The part a replacement names again after its verb: `replaced with new Sub-Section 8.3`.
NAMED_AGAIN = re.compile(
    r"\bnew\s+(?P<keyword>Sub\s?-?\s?Section|Section)\s+(?P<number>\d{1,4}(?:\.\d{1,3})?)\b",
    re.IGNORECASE,
)
MIN_LEVELS = 3
# An article and its chapter alone (`Article 2 of Chapter 11`, `Chapter 17, Article X`): the
# article, numbered in its chapter (`11-2`, `17-X`, as codes that number articles by chapter
# write them); an article's number alone names none of a code's several articles 2.
ARTICLE_OF_CHAPTER = [RANKS["chapter"], RANKS["article"]]
# A section named after them (`Chapter 7, Article 2, Section 7 -27`, its number OCR'd): the
# article is then the section's place, not the target.
SECTION_NEXT = re.compile(r"(?:Sub\s?-?\s?)?(?:Sections?|Sec\.)|§", re.IGNORECASE)


def _section_follows(phrase: str, end: int) -> bool:
    joint = JOINT.match(phrase, end)
    return joint is not None and SECTION_NEXT.match(phrase, joint.end()) is not None


def _rank(keyword: str) -> int:
    return RANKS["".join(keyword.lower().replace("-", "").split())]


def _run(phrase: str, first: re.Match[str]) -> list[re.Match[str]]:
    """The levels printed one after another from `first`, joined by commas or `of`."""
    run = [first]
    while True:
        joint = JOINT.match(phrase, run[-1].end())
        following = LEVEL.match(phrase, joint.end()) if joint is not None else None
        if following is None:
            return run
        run.append(following)


def level_target(phrase: str, style: str = "-") -> tuple[Target, int, int] | None:
    """The target the first run of levels in `phrase` names, with the run's span; None when
    the phrase prints no such run (fewer than three levels, or levels out of order). The
    numbers join with hyphens, or with dots where the document's code joins with dots and
    every level is numbered in digits (`Title 2, Chapter 4, Section 11` → `2.4.11`)."""
    for first in LEVEL.finditer(phrase):
        run = _run(phrase, first)
        ranks = [_rank(level.group("keyword")) for level in run]
        if sorted(ranks) == ARTICLE_OF_CHAPTER and not _section_follows(phrase, run[-1].end()):
            chapter, article = sorted(run, key=lambda level: _rank(level.group("keyword")))
            number = f"{chapter.group('number')}-{article.group('number')}"
            if article.group("number").startswith(f"{chapter.group('number')}."):
                number = article.group("number")  # `Chapter 6, Article 6.400`: it holds its chapter
            return Target(TargetKind.ARTICLE, number), run[0].start(), run[-1].end()
        if len(run) < MIN_LEVELS or len(set(ranks)) != len(ranks):
            continue
        if ranks != sorted(ranks) and ranks != sorted(ranks, reverse=True):
            continue
        ordered = sorted(zip(ranks, run, strict=True), key=lambda pair: pair[0])
        numbers = [level.group("number") for _, level in ordered]
        digits = all(number[0].isdigit() for number in numbers)
        joint = "." if style == "." and digits else "-"
        smallest = ordered[-1][0]
        kind = TargetKind.SUBSECTION if smallest == RANKS["subsection"] else TargetKind.SECTION
        if smallest < RANKS["section"]:
            continue  # `Title 5, Chapter 10, Article 2`: a division, named otherwise
        return Target(kind, joint.join(numbers)), run[0].start(), run[-1].end()
    return None


# A Roman first level (`I` of `I-20-6`), as `level_target` joins it.
ROMAN_HEAD = re.compile(rf"^(?P<roman>{ROMAN})-(?P<rest>\d{{1,4}})(?=-)")


def as_printed(target: Target, document: str) -> Target:
    """`Title I, Chapter 20, Section 6` read `I-20-6` becomes `1-20-6` when the document prints
    the title and chapter so (`1 - 20 - VOTING`): the code's own numbering of them, in digits;
    unchanged otherwise (a code that keeps its Roman numerals, `V-1-12`)."""
    head = ROMAN_HEAD.match(target.id)
    if head is None or not document:
        return target
    value = roman_value(head.group("roman").lower())
    printed = re.compile(rf"(?<![\w.-]){value}\s?-\s?{head.group('rest')}\s?-")
    if printed.search(document) is None:
        return target
    return Target(target.kind, f"{value}{target.id[len(head.group('roman')) :]}")


def renamed_from_tail(phrase: str, tail: str) -> str:
    """The phrase with an unreadable keyword before its last number replaced by the keyword the
    sentence names the same number with after its verb (`Chapter VI, Article 3, Sub-gec Hon 8.3`
    + `replaced with new Sub -Section 8.3` → `…, Article 3, Sub-Section 8.3`); else as given."""
    again = NAMED_AGAIN.search(tail)
    if again is None:
        return phrase
    number = re.escape(again.group("number"))
    garbled = re.search(rf",\s*(?P<words>[^\s,\d]+(?:\s+[^\s,\d]+)?)\s+{number}\s*$", phrase)
    if garbled is None or LEVEL.search(garbled.group(0)) is not None:
        return phrase
    before = phrase[: garbled.start("words")]
    if not any(_rank(m.group("keyword")) < RANKS["section"] for m in LEVEL.finditer(before)):
        return phrase
    keyword = "Subsection" if _rank(again.group("keyword")) == RANKS["subsection"] else "Section"
    return f"{before}{keyword} {again.group('number')}"


# One such part and its labels, up to the `of` that leads to the next level.
LEADING_PART = re.compile(
    rf"{PART_WORDS}\s+(?P<labels>[^\n]{{1,60}}?)\s+of\s+(?:the\s+)?", re.IGNORECASE
)
# A code number where a part's labels would be (`Subsection 4-2-3(B) of the Town Code`, `Paragraph
# 17.36.020(A)`): the part is the number's, not a level above it.
CODE_NUMBER_IN_LABELS = re.compile(r"\d\s?[.\-]\s?\d")
# The section the part belongs to, named after its labels (`… of Section 17.36.020`): where a
# number among labels is not the part's own (`Subsections A (c)1.1 of Section 17.36.020`), the
# phrase is read from it, the labels unread (`label_runs.unread_part` flags a whole-section verb).
SECTION_AFTER = re.compile(rf"\bof\s+(?:the\s+)?(?P<section>{SECTION_KEYWORD}\s*\d)", re.IGNORECASE)
# What separates the labels of one part (`1, 2 and 6`).
PART_SEPARATOR = re.compile(rf"\s*(?:,|(?<!\w){LIST_WORD}(?!\w))\s*")


def _from_owner(phrase: str, part: re.Match[str]) -> str | None:
    """The phrase from the section named after the part's labels (`… of Section 17.36.020`),
    when a number stands among the labels (`Subsections A (c)1.1`): not the part's own number,
    it must never be read as the target. None when no section is named after them."""
    owner = SECTION_AFTER.search(phrase, part.start("labels"))
    return None if owner is None else phrase[owner.start("section") :]


def leading_labels(phrase: str) -> tuple[str, tuple[str, ...]]:
    """`Subsection B of Section 17.42.130` → (`Section 17.42.130`, (`(B)`,)); else unchanged.

    Parts nest outward: `Paragraphs 1 and 2 of Subsection C of Section X` names (C)(1), (C)(2).
    """
    groups: list[list[str]] = []
    phrase = without_part_titles(phrase)
    while (match := LEADING_PART.match(phrase)) is not None:
        code_number = CODE_NUMBER_IN_LABELS.search(match.group("labels"))
        if code_number and label_paths(match.group("labels")) is None:
            if not match.group("labels")[: code_number.start()].strip():
                break  # `Subsection 4-2-3(B)`: the number is the part's own
            return _from_owner(phrase, match) or phrase, ()
        items = [label_item(i) for i in PART_SEPARATOR.split(match.group("labels")) if i.strip()]
        read = [label_paths(item) for item in items]  # `A through J`: each member, or None
        if not read or any(paths is None for paths in read):
            # a word among the labels: the part is unread (`label_runs.unread_part`)
            return (_from_owner(phrase, match) if code_number else None) or phrase, ()
        groups.append([path for paths in read if paths is not None for path in paths])
        phrase = phrase[match.end() :]
    labels = [""]
    for group in reversed(groups):
        labels = [prefix + path for prefix in labels for path in group]
    return phrase, tuple(label for label in labels if label)


# A part named by its keyword after the section's title, ending the phrase: `Section 2.28.030
# Emergency services council Item A`, `… Subsection (B)`.
TRAILING_PART = re.compile(
    r"\s(?:Item|Subsection|Paragraph|Subdivision)\s+\(?(?P<label>[A-Za-z0-9]{1,4})\)?[\s,.:;]*$",
    re.IGNORECASE,
)


# A part named by its keyword right after the section's title and a comma, the part's words
# following (`Section 8-12B-1-2-M Trees, paragraph c., The following trees …`): the title, then
# the part's label, ended by a period or comma; the title may be left out (`Section 4-2-3,
# subsection (B), of the Town Code`).
# Deeper parts may follow, each with its keyword (`Section 4-2-3, subsection B, paragraph 2 of
# the Code`, the drafting of codes that name each level in words): the part is their path.
_PART_KEY = r"(?:Item|Subsection|Paragraph|Subdivision|Subparagraph|Clause)"
# (never the first group of a number: `subsection 3.1.7.C.1` names no part `3`)
_PART_LABEL = r"\(?(?P<label>[A-Za-z0-9]{1,4})\)?(?![.\-:][A-Za-z0-9])"
TITLED_PART = re.compile(
    rf"^[\s,]*(?:\.\s+)?(?:(?!{_PART_KEY}\s)(?P<title>[A-Z][^,.;:()]{{0,80}})[,.]\s+)?"
    rf"(?P<parts>{_PART_KEY}\s+{_PART_LABEL}"
    rf"(?:\s*,\s*{_PART_KEY}\s+\(?[A-Za-z0-9]{{1,4}}\)?)*)(?:\.,?|,|(?=\s+of\b)|\s*$)",
    re.IGNORECASE,
)
# One part's label in such a path.
PATH_LABEL = re.compile(rf"{_PART_KEY}\s+\(?(?P<label>[A-Za-z0-9]{{1,4}})\)?", re.IGNORECASE)


def trailing_part(rest: str) -> tuple[str, tuple[str, ...]] | None:
    """What a phrase says after its section number, split into the title and the part named
    at its end (`Emergency services council Item A` → (`Emergency services council`, (`(A)`,)))
    or right after the title (`Trees, paragraph c., The following …` → (`Trees`, (`(c)`,)));
    None when it names no part so."""
    titled = TITLED_PART.match(rest)
    parts = [m.group("label") for m in PATH_LABEL.finditer(titled.group("parts"))] if titled else []
    if titled is not None and all(map(is_label, parts)):  # `subsection B, paragraph 2`
        return titled.group("title") or "", ("".join(f"({label})" for label in parts),)
    part = TRAILING_PART.search(" " + rest)
    if part is not None and is_label(part.group("label")):  # never a word (`subsection and`)
        return rest[: max(0, part.start() - 1)], (f"({part.group('label')})",)
    return None


# The labels after a dotted path's letter, to any depth: `.1`, `.1.a`, `.1.a.ii` (numbers, one
# lower-case letter or a Roman numeral: never a word, `.see`).
DEEPER = r"(?:\.(?:\d{1,3}|[ivx]{2,4}|[a-z]))+"
# Dotted labels right after a section number: `.A.1`, `.D.1`, `.C.1.a` (a letter, then numbers
# and letters; the period that may end them is the sentence's). A lone `.G` is
# `target_labels.DOT_LABEL`'s.
DOTTED_LABELS = re.compile(rf"\.(?P<labels>[A-Z]{DEEPER})\.?(?=[\s,;:]|$)")
# One more member of the list: `and 64-4.A.3`, `, 64-4.B.2`.
# (The number is the registry's printed shape of two parts or more: `64-4`, `17.62.030`.)
MORE = re.compile(
    rf"[\s,;]*(?:{LIST_WORD}\s+)?(?P<number>\d{{1,4}}[A-Z]?(?:[.\-:]\d{{1,4}}[A-Z]?)+)"
    rf"\.(?P<labels>[A-Z]{DEEPER})\.?(?=[\s,;:]|$)"
)

# A later member of a list whose members each carry their own words (`subsections 3.1.7.C.1 of
# the Unified Development Code ("UDC"), entitled "Published Notice," and 3.1.7.C.4 of the UDC`):
# words that print no figure, `and`, then a number with dotted labels (`MORE`'s member).
TITLED_MEMBER = re.compile(
    r"[^\d§\n]{0,120}?\band\s+(?P<number>\d{1,4}[A-Z]?(?:[.\-:]\d{1,4}[A-Z]?)+)"
    rf"\.(?P<labels>[A-Z]{DEEPER})\.?(?=[\s,;:]|$)"
)

# A list of parts of one section by one dotted label each, the first a letter (`Sections
# 4-1-180.C and 4-1-180.1`, Renton WA 5169): the first label, then each sibling of the same number.
LONE_LETTER = re.compile(rf"\.(?P<labels>[A-Z])(?=\s*(?:,|{LIST_WORD}(?!\w)))")
SIBLING = re.compile(
    rf"[\s,;]*(?:{LIST_WORD}\s+)?(?P<number>\d{{1,4}}[A-Z]?(?:[.\-:]\d{{1,4}}[A-Z]?)+?)"
    r"\.(?P<labels>[A-Z]|\d{1,2})\.?(?=[\s,;:]|$)"
)


def sibling_parts(number: str, rest: str) -> tuple[tuple[Target, ...], str] | None:
    """Parts of one section, each named by one dotted label after its number (`.C and
    4-1-180.D`): every member must print the same section number; None otherwise. A member
    labelled otherwise than the first (`.C and 4-1-180.1`) may be a section of its own: the
    list stops before it, left in the rest (the sentence's unread numbers flag it)."""
    first = LONE_LETTER.match(rest)
    if first is None or not re.search(r"\d[.\-:]\d", number):
        return None
    ids, at = [f"{number}.{first.group('labels')}"], first.end()
    mixed = False  # `4-1-180.C and 4-1-180.1`: a part, or a section `4-1-180.1`? left unread
    while (more := SIBLING.match(rest, at)) is not None and more.group("number") == number:
        mixed = label_kind(more.group("labels")) != label_kind(first.group("labels"))
        if mixed:
            break
        ids.append(f"{number}.{more.group('labels')}")
        at = more.end()
    if len(ids) < 2 and not mixed:
        return None
    return tuple(Target(TargetKind.SUBSECTION, i) for i in dict.fromkeys(ids)), rest[at:]


def dotted_parts(
    number: str, rest: str, listed: bool = False
) -> tuple[tuple[Target, ...], str] | None:
    """The parts a phrase names with dotted labels after `number` (its rest, `.A.1 and
    64-4.A.3 …`, or one label each: `sibling_parts`), and what follows them; None when no
    dotted labels follow the number. A phrase that says it names several (`listed`:
    `subsections …`) names the same section's later members after their own words too
    (`TITLED_MEMBER`)."""
    first = DOTTED_LABELS.match(rest)
    if first is None or not re.search(r"\d[.\-:]\d", number):
        return sibling_parts(number, rest)
    ids = [f"{number}.{first.group('labels')}"]
    at = first.end()
    while (more := MORE.match(rest, at)) is not None or (
        listed and (more := TITLED_MEMBER.match(rest, at)) is not None
    ):
        member = "".join(more.group("number").split())
        if more.re is TITLED_MEMBER and member != number:
            break  # another section's part, after words: no member of this list
        ids.append(f"{member}.{more.group('labels')}")
        at = more.end()
    targets = tuple(Target(TargetKind.SUBSECTION, i) for i in dict.fromkeys(ids))
    return targets, rest[at:]
