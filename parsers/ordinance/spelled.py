"""Numbers older codes spell out: `Section five of said chapter three` (Boston's Revised
Ordinances of 1914) names section `3-5`.

Only the composed form is read: a lone `Title One` or `Article Nine` names a whole division,
which is never to be guessed from words.
"""

from __future__ import annotations

import re

from parsers.grammar.joints import LIST_WORD, RANGE_WORD

# Number words, for divisions older codes cite spelled out (`Section five of chapter three`).
_UNITS = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
_TEENS = [
    "ten",
    "eleven",
    "twelve",
    "thirteen",
    "fourteen",
    "fifteen",
    "sixteen",
    "seventeen",
    "eighteen",
    "nineteen",
]
_TENS = ["twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
_SPELLED = rf"(?:(?:{'|'.join(_TENS)})(?:[- ](?:{'|'.join(_UNITS)}))?|{'|'.join(_TEENS + _UNITS)})"
SPELLED = _SPELLED  # the same, for the modules that read spelled numbers of other law
# `Section 5 of chapter 3`, `Section five of said chapter three`: a section named by its number
# within its chapter, which the code prints joined (`parsers.schemes.join_number`: `3-5`, or
# `3.05` in a two-level dotted code). Only this composed form reads number words: a lone `Title
# One` or `Chapter Nine` names a whole division, never to be guessed from words.
SECTION_OF_CHAPTER = re.compile(
    rf"\bSection\s+(?P<section>\d{{1,3}}|{_SPELLED})\s+of\s+(?:(?:said|the)\s+)?Chapter\s+"
    rf"(?P<chapter>\d{{1,3}}[A-Z]?|{_SPELLED})\b(?![.:-]\d)",
    re.IGNORECASE,
)


def in_digits(match: re.Match[str]) -> str:
    """`Section five of said chapter three` → `Section 5 of said chapter 3`."""
    section, chapter = spelled_value(match.group("section")), spelled_value(match.group("chapter"))
    text = match.group(0)
    head = text[: match.start("section") - match.start()]
    middle = text[match.end("section") - match.start() : match.start("chapter") - match.start()]
    return f"{head}{section}{middle}{chapter}"


def spelled_value(printed: str) -> str:
    """`thirty-six` → `36`; digits as printed."""
    words = printed.lower().replace("-", " ").split()
    if not words or words[0][0].isdigit():
        return printed
    value = 0
    for word in words:
        if word in _TENS:
            value += (_TENS.index(word) + 2) * 10
        elif word in _TEENS:
            value += _TEENS.index(word) + 10
        else:
            value += _UNITS.index(word) + 1
    return str(value)


# A chapter amended in one of its sections, the section named after the verb (Massachusetts
# revised ordinances): `Chapter twelve … is hereby further amended in section four by striking
# out the words …`, `Chapter thirty-six … is hereby amended by striking out section four in said
# chapter, and inserting in place thereof the following:` (the section replaced whole).
CHAPTER_PHRASE = re.compile(rf"^\W*(?:That\s+)?Chapter\s+(?:\d{{1,3}}[A-Z]?|{_SPELLED})\b", re.I)
IN_SECTION = re.compile(
    rf"^\s*in\s+section\s+(?P<section>\d{{1,3}}|{_SPELLED})\b(?![.:-]\d)", re.IGNORECASE
)
SECTION_STRUCK = re.compile(
    rf"^\s*by\s+striking\s+out\s+section\s+(?P<section>\d{{1,3}}|{_SPELLED})\b(?![.:-]\d)"
    r"(?:\s+(?:in|of)\s+said\s+chapter)?,?\s+and\s+inserting\s+in\s+(?:place|lieu)\s+thereof\b",
    re.IGNORECASE,
)

# Sections deleted whole and new text put in their place, named after the verb of a sentence
# whose subject is their division (`Chapter 2, …, Division 2, … is hereby amended to delete Sec.
# 2-148 through Sec. 2-150 in their entirety and replace with the following:`, Irondale AL): those
# sections are replaced; the division is context.
SECTIONS_DELETED_AND_REPLACED = re.compile(
    r"^\s*(?:by\s+deleting|to\s+delete)\s+(?P<sections>(?:Sections?|Secs?\.|§§?)\s*\d[^:;]{0,80}?)"
    r"\s+in\s+(?:its|their)\s+entirety,?\s+and\s+(?:by\s+)?(?:to\s+)?"
    r"(?:replac(?:e|ing)|substitut(?:e|ing)|insert(?:ing)?)\b[^:;]{0,40}?\bthe\s+following\s*:",
    re.IGNORECASE,
)

# A division deleted and a new one of the same number enacted in its place (`by deleting Chapter 2
# Administration and enacting a new Chapter 2 Administration in lieu thereof`, Jefferson City
# MO): that division replaced, never a word edit.
DIVISION_DELETED_AND_ENACTED = re.compile(
    r"^\s*by\s+deleting\s+(?:(?:the\s+)?(?:current|existing)\s+)?(?P<kind>Chapter|Article|Title)\s+"
    r"(?P<label>\d{1,3}[A-Z]?|(?-i:[IVXLC]{1,7}))\b[^:;\"“]{0,80}?\s+and\s+(?:by\s+)?"
    r"(?:enacting|adopting|inserting|substituting)\s+(?:in\s+(?:lieu|place)\s+thereof\s+)?"
    r"a\s+new\s+(?P=kind)\s+(?P=label)\b[^:;\"“]{0,120}?\bin\s+(?:lieu|place)\s+thereof\b",
    re.IGNORECASE,
)

# One section repealed and one new section enacted in its place, with no number of its own
# (`… is hereby amended by repealing Section 2-111, City Clerk, and enacting in lieu thereof, one
# new section, to read as follows:`, Missouri): that section replaced, never a repeal. Only one
# section and at most a title without digits between: a list would leave the new one unplaced.
SECTION_REPEALED_AND_ENACTED = re.compile(
    r"^\s*by\s+repealing\s+(?:Section|Sec\.)\s+(?P<section>\d[\w.-]*\w)\b(?:,\s*[^,:;\d\"“]{1,60})?"
    r",?\s+and\s+(?:by\s+)?(?:enacting|adopting|substituting)\s+in\s+(?:lieu|place)\s+thereof\s*,?\s+"
    r"(?:one|a)\s+new\s+section\b(?:\s+of\s+like\s+number)?\s*,?\s*(?:to\s+read\s+)?as\s+follows\s*[.:]",
    re.IGNORECASE,
)

# `Sec.`, `Secs.`: the abbreviated section keyword, spelled out for the target grammar.
SEC_ABBREVIATED = re.compile(r"\bSecs?\.\s*")
# What makes the sections named several (a list or a range): the keyword is then plural.
SEVERAL = re.compile(rf"(?<!\w)(?:{RANGE_WORD}|{LIST_WORD})(?!\w)|,", re.IGNORECASE)


def _section_words(sections: str) -> str:
    """`Sec. 2-148 through Sec. 2-150` → `Sections 2-148 through Section 2-150` (the words the
    target grammar and the range reader know)."""
    spelled = SEC_ABBREVIATED.sub("Section ", sections)
    if SEVERAL.search(spelled) and spelled.startswith("Section "):
        spelled = "Sections " + spelled.removeprefix("Section ")
    return spelled


def section_after_verb(phrase: str, tail: str) -> tuple[str, str] | None:
    """(phrase, tail) naming the section of the chapter the sentence amends (`Section four of
    Chapter twelve …`), with a section struck out and new text inserted in its place read as
    replaced (`to read as follows:`); None when the sentence names no section after its verb."""
    division = DIVISION_DELETED_AND_ENACTED.match(tail)
    if division is not None:
        kind = division.group("kind").title()
        return f"{kind} {division.group('label')}", " to read as follows:"
    enacted = SECTION_REPEALED_AND_ENACTED.match(tail)
    if enacted is not None:
        return f"Section {enacted.group('section')}", " to read as follows:"
    replaced = SECTIONS_DELETED_AND_REPLACED.match(tail)
    if replaced is not None:
        return _section_words(replaced.group("sections")), " to read as follows:"
    if CHAPTER_PHRASE.match(phrase) is None:
        return None
    struck = SECTION_STRUCK.match(tail)
    if struck is not None:
        return f"Section {struck.group('section')} of {phrase}", " to read as follows:"
    within = IN_SECTION.match(tail)
    if within is not None:
        return f"Section {within.group('section')} of {phrase}", tail[within.end() :]
    return None


# The whole code amended by repealing or adopting a division named after the verb (Iowa's older
# drafting): `The Municipal Code … is hereby amended by repealing Section 3.106 and enacting a new
# Section 3.106 as follows:` (one sentence: a replacement), `… by repealing Chapter Two thereof,
# Administration, as said chapter has heretofore existed.` (a repeal), `… further amended by
# adopting a new Chapter Two, Administration, to read as follows:` (an addition). Digits of an
# OCR'd column printed beside may stand between `by` and the verb (`by 9 9 1 repealing`).
# The code's edition year may follow its name (`The Municipal Code of the City of Ames, Iowa,
# 1980`).
CODE_SUBJECT = re.compile(
    r"^\W*(?:That\s+)?(?:the\s+)?[\w ,.'’]*\bCode\b[^§\d]*(?:\b(?:1[89]|20)\d\d\b[^§\d]*)?$",
    re.IGNORECASE,
)
# A division's number: digits, spelled, or a Roman numeral in capitals (`Article IV`).
_DIVISION_NUMBER = rf"(?:\d[\w.()-]*|{_SPELLED}|(?-i:[IVXLC]{{1,6}}))"
DIVISION = rf"(?:Sub)?(?:Section|Chapter|Article)\s+{_DIVISION_NUMBER}\b"
# `by repealing Article IV of Chapter 8 in its entirety and replacing the same with a new Article
# IV to read as follows:` (also `and enacting/adopting/substituting (in lieu thereof) a new …`).
REPEALING_DIVISION = re.compile(
    rf"^\s*by\s+(?:\d(?:\s+\d){{0,5}}\s+)?repealing\s+(?P<what>{DIVISION}[^:]*?)"
    r"(?:\s+in\s+(?:its|their)\s+entirety)?"
    r"(?:\s+and\s+(?:by\s+)?(?P<new>enacting|adopting|substituting|replacing\s+(?:the\s+same|it)"
    r"\s+with)\s+(?:in\s+lieu\s+thereof\s+)?(?:a\s+)?new\s+(?:Sub)?(?:Section|Chapter|Article)\s+"
    rf"(?P<label>{_DIVISION_NUMBER})\b.*)?\s*[.:]?\s*$",
    re.IGNORECASE | re.S,
)
# Another verb in what a repeal names (`by repealing Section 5 and adding Section 6`): the sentence
# does more than this reading knows, so it is left unread (flagged), never read as a repeal.
OTHER_VERB = re.compile(
    r"\b(?:add|enact|adopt|insert|amend|substitut|creat|renumber|replac)\w*", re.IGNORECASE
)
# What a number is compared by: its letters and digits.
NOT_ALNUM = re.compile(r"[^0-9A-Za-z]")
ADOPTING_DIVISION = re.compile(
    rf"^\s*by\s+adopting\s+(?:a\s+)?new\s+(?P<what>{DIVISION}[^:]*?)"
    r"(?P<tail>,?\s*(?:to\s+read\s+)?as\s+follows\s*:.*)$",
    re.IGNORECASE | re.S,
)
# A part added by its whole number (`by adding thereto a new subsection 18. 22(9), said new
# subsection to read as follows:`, Iowa): the part is the subject, the words adding it the tail;
# a label alone (`a new subsection (g)`) names no section and is the subject's part (`NEW_PART`).
ADDING_PART = re.compile(
    r"^\s*by\s+adding\s+(?:thereto\s+)?(?:a\s+)?new\s+"
    r"(?P<what>Sub(?:section|division|paragraph)\s+\d{1,4}\.\s?\d[^:]*?)"
    r"(?:,?\s*said\s+new\s+\w+)?,?\s*(?:to\s+read\s+)?as\s+follows\s*:",
    re.IGNORECASE,
)
# A division's number spelled out right after its keyword (`Chapter Two`).
SPELLED_DIVISION = re.compile(rf"\b(?P<kind>Chapter|Article)\s+(?P<n>{_SPELLED})\b", re.I)


def division_after_verb(phrase: str, tail: str) -> tuple[str, str, str] | None:
    """(verb, phrase, tail) of a sentence whose subject is the whole code and whose division is
    named after the verb (see `REPEALING_DIVISION`), its spelled number in digits; else None."""
    if CODE_SUBJECT.match(phrase) is None:
        return None
    repealing = REPEALING_DIVISION.match(tail)
    if repealing is not None:
        what = SPELLED_DIVISION.sub(_digits, repealing.group("what"))
        if OTHER_VERB.search(what):
            return None
        if repealing.group("new"):  # the new one is the repealed one (its last label at least,
            # or the number of its first division: `Article IV of Chapter 8`, a new `Article IV`)
            new = NOT_ALNUM.sub("", SPELLED_DIVISION.sub(_digits, f"Chapter {repealing['label']}"))
            new = new.removeprefix("Chapter")
            first = NOT_ALNUM.sub("", what.split(None, 2)[1])
            same = NOT_ALNUM.sub("", what.split(None, 1)[-1]).endswith(new) or first == new
            return ("amended", what, " in its entirety to read as follows:") if same else None
        return "repealed", what, ""
    adopting = ADOPTING_DIVISION.match(tail)
    if adopting is not None:
        return "added", SPELLED_DIVISION.sub(_digits, adopting.group("what")), adopting["tail"]
    part = ADDING_PART.match(tail)
    return ("amended", part.group("what"), tail) if part is not None else None


def _digits(match: re.Match[str]) -> str:
    return f"{match.group('kind')} {spelled_value(match.group('n'))}"


def own_numbering(section: str, joined: str, document: str) -> str:
    """The number a section within its chapter goes by: `joined` (`38-16`), unless the document
    never prints it and restates the section under its bare number on a line of its own (`16.
    That the street railway companies …`, Richmond's 1910 Code, whose sections are numbered
    within their chapters): then the bare number the code itself prints (`16`)."""
    if not document or re.search(rf"(?<![\w.-]){re.escape(joined)}(?![\w-])", document):
        return joined
    return section if restated_under(section, document) else joined


# A number printed as the heading of the text restated (`"1015.13. Plumbing.`, `16. That the …`):
# at a line's start or after an opening quotation mark, then a period and a capitalised word.
OWN_HEADING = r"(?:^|[\"“])[ \t]*{number}\.[ \t]+[A-Z]"


def restated_under(number: str, document: str) -> bool:
    """Whether the document prints text headed by `number` (`OWN_HEADING`)."""
    own = re.compile(OWN_HEADING.format(number=re.escape(number)), re.MULTILINE)
    return bool(document) and own.search(document) is not None
