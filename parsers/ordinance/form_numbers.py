"""This ordinance's own number as the printed forms of other places and scans give it.

`own_number.own_number` reads the caption's `ORDINANCE NO. 934`, record fields, local laws and
clerks' abbreviations. Around it, this module reads what those forms leave:

- before it: a records system's name saying the document has none (`… No Ordinance Number`); a
  number written by hand into the caption's blank, which the OCR read between the blank's
  underscores (`Ordinance No. ____ ~9~1~2~-_Z=_ ____` → `912-Z`); a caption whose `ORDINANCE
  NO.` is printed blank, which no record field fills (a legislation system's `File #` is the
  file's number, not the ordinance's) unless its series letter names it an ordinance's
  (`File #: O-247-19`);
- after it, when it finds none: the number alone on the line under `ORDINANCE NO.`, on the line
  above an `ORDINANCE` heading (`O-21-082` / `ORDINANCE`), on the line below it (`SALT LAKE CITY
  ORDINANCE` / `No. 1 of 2006`), or right before the title (`ORDINANCE 785 AN ORDINANCE
  AMENDING …`); a record field whose number has its series letter and a hyphen (`File #:
  O-19-49`); last, a records system's name of the document: after its date
  (`…WebLinkAbout1969-11-10 13-X ORDINANCE`) or opening the page in a year's series (`160 of 1978
  - Amending Chapter 14 …`);
- after it too: a caption label whose period the OCR read as a comma (`ORDINANCE NO, 654-81`);
  a legislation page's number alone under its `Ordinance` heading (`Ordinance` / `19-O-1505`); a
  series number the OCR spaced apart (`Ordinance # ORD- 2018 -019` → `ORD-2018-019`);
- the number it reads through a scan's OCR is checked against the other printings of `ORDINANCE
  NO.` in the text: `6l-98` printed `61-98` on another page is 61-98, `62.98` printed `62-98`
  is 62-98 (never a printing that differs in a digit: `62-95` is another reading).
"""

from __future__ import annotations

import re

from parsers.ordinance.metadata import ORDINANCE_NUMBER
from parsers.ordinance.number_repairs import repaired
from parsers.ordinance.own_number import HEAD_CHARS, is_cited, own_number

# A records system's name of the document saying it has no number (`Ordinances Book 16, Page
# 282, No Ordinance Number`): what follows is no number of this ordinance.
NO_NUMBER = re.compile(r"\bNo[ \t]+Ordinance[ \t]+Number", re.IGNORECASE)
# A caption's `Ordinance No.` followed by a blank drawn with underscores, and what the blank holds
# up to `of` or the line's end (`No. ____ ~9~1~2~-_Z=_ ________ __ of the City Code`).
BLANK = re.compile(
    r"\bORDINANCE[ \t]+NO\.?(?P<blank>[ \t]*[_~=][^\n]{0,60}?)(?=[ \t]+of\b|[ \t]*$)",
    re.IGNORECASE | re.MULTILINE,
)
# What the OCR makes of a blank's line and of the pen strokes' edges: underscores, tildes, `=`.
BLANK_MARKS = re.compile(r"[_~=]")
# A number as a hand writes it: digits, a hyphen, a series letter (`912-Z`).
WRITTEN = re.compile(r"\d[\dA-Z]*(?:-[\dA-Z]+)*")
# `ORDINANCE NO.` printed blank to the end of its line (the label, then nothing), no number
# on the next line with text either.
PRINTED_BLANK = re.compile(
    r"\bORDINANCE[ \t]+NO\.?[ \t_]*(?:\n(?![ \t\n]*[A-Z]{0,3}-?\d)|\Z)", re.IGNORECASE
)

# A number with a hyphen (or a series letter) alone on its line, above an `ORDINANCE` heading
# alone on its own (`O-21-082` / `ORDINANCE`): a number without either could be a page's.
NUMBER_OVER_HEADING = re.compile(
    r"^[ \t]*(?P<number>[A-Z]{1,3}-?\d{1,4}-\d{1,5}|\d{1,4}-\d{1,5})[ \t]*\n"
    r"[ \t]*(?:PROPOSED[ \t]+)?ORDINANCE[ \t]*$",
    re.MULTILINE,
)
# The caption's label whose period the OCR read as a comma (`ORDINANCE NO, 654-81`), the number
# with a hyphen (a bare figure after the comma could be a count's).
COMMA_LABEL = re.compile(r"\bORDINANCE[ \t]+NO,[ \t]*(?P<number>\d{1,5}-\d{1,4})\b")
# `ORDINANCE NO.` ending its line, the number alone on the next line with text.
NUMBER_UNDER_LABEL = re.compile(
    r"\bORDINANCE[ \t]+NO\.?[ \t]*\n(?:[ \t]*\n)*[ \t]*(?P<number>[A-Z]{0,3}-?\d[\w-]*)[ \t]*$",
    re.IGNORECASE | re.MULTILINE,
)
# `ORDINANCE` ending its line, its `No. 1 of 2006` on the next (a year's series kept whole).
NUMBER_UNDER_HEADING = re.compile(
    r"\bORDINANCE[ \t]*\n[ \t]*No\.?[ \t]*(?P<number>\d[\w-]*(?:[ \t]+of[ \t]+\d{4})?)[ \t]*$",
    re.MULTILINE,
)
# A legislation page's header: `Ordinance` alone on its line, the number alone on the next
# (`Ordinance` / `19-O-1505`, Atlanta's), hyphenated (a bare figure could be a page's).
NUMBER_ALONE_UNDER_HEADING = re.compile(
    r"^[ \t]*(?i:ORDINANCE)[ \t]*\n[ \t]*"
    r"(?P<number>\d{1,4}-[A-Z]{1,3}-\d{1,5}|[A-Z]{1,3}-?\d{1,4}-\d{1,5}|\d{1,4}-\d{1,5})[ \t]*$",
    re.MULTILINE,
)
# A series' letters and a year's number the OCR spaced apart (`Ordinance # ORD- 2018 -019`): the
# number, its blanks dropped.
SPACED_SERIES = re.compile(
    r"\bORDINANCE[ \t]*(?:#|NO\.?)[ \t]*(?P<number>[A-Z]{1,4}-[ \t]*\d{2,4}[ \t]*-[ \t]*\d{1,4})\b",
    re.IGNORECASE,
)
# An ordinance book's entry read as one line: `ORDINANCE 785 AN ORDINANCE AMENDING …` (the
# number between the heading word and the title, both in capitals).
NUMBER_BEFORE_TITLE = re.compile(
    r"\bORDINANCE[ \t]+(?P<number>\d[\w-]*\d|\d)[ \t\n]+AN[ \t]+ORDINANCE\b"
)
# A caption printed letter-spaced, as a typewriter's heading (`ORDINANCE N 0 . 8 2 9 .`): `NO.`
# (OCR reads its `O` as `0`), then the number's characters each followed by a blank.
SPACED_NUMBER = re.compile(
    r"^[ \t]*ORDINANCE[ \t]+N[ \t]?[O0][ \t]?\.?"
    r"(?P<number>(?:[ \t]+[\dA-Z-]){2,10})[ \t]*\.?[ \t]*$",
    re.MULTILINE,
)
# A state's session law: its chapter number alone on a line above an act's heading (`AN ACT`, or
# letter-spaced `A N   A C T`), under the legislature's header lines at most (`NORTH CAROLINA
# GENERAL ASSEMBLY` / `1969 SESSION` / `CHAPTER 8` / `HOUSE BILL 44`): the act's own number, over
# the bill's it was (`CHAPTER 6` / `FORMERLY` / `HOUSE BILL NO. 7`).
ACT_CHAPTER = re.compile(r"^[ \t]*CHAPTER[ \t]+(?P<number>\d{1,4})[ \t]*$", re.MULTILINE)
ACT_HEADING = re.compile(r"^[ \t]*A[ \t]*N[ \t]+A[ \t]*C[ \t]*T\b", re.MULTILINE)
# A volume of session laws heading each act with its number, then the bill it was in parentheses,
# then its title (`SMYRNA CHARTER AMENDED. No. 1. (House Bill No. 69). An Act to amend …`,
# Georgia Laws): the act's number, never the bill's.
VOLUME_ACT = re.compile(
    r"\bNo\.[ \t]+(?P<number>\d{1,4})\.?[ \t]+\((?:House|Senate|Assembly)[ \t]+Bill[ \t]+"
    r"No\.?[ \t]*\d[\w-]*\)\.?[ \t]+An[ \t]+Act\b",
    re.IGNORECASE,
)
# A legislation system's record field whose number has its series letter and a hyphen
# (`File #: O-19-49`, `Record #: R-2020-12`); a colon between digits is the number's (`File #:
# ORD-06:103`, Jonesboro AR's Legistar).
SERIES_FIELD = re.compile(
    r"\b(?:File|Record)[ \t]*#[ \t]*:[ \t]*(?P<number>[A-Z]{1,3}-\d(?:[\w-]|(?<=\d):(?=\d))*\d)\b",
    re.IGNORECASE,
)
# A series field's letter naming the file an ordinance's (`O-247-19`, `ORD-19-3`); never a
# resolution's `R-2020-12`.
ORDINANCE_SERIES = re.compile(r"O(?:RD)?-", re.IGNORECASE)
# A records system's name of the document after its date (Laserfiche WebLink's breadcrumb):
# `HomeMy WebLinkAbout1969-11-10 13-X ORDINANCE`, `…About1976-06-14 248 AD ORDINANCE248 AD`.
DATED_NAME = re.compile(
    r"Home[ \t]?My[ \t]?(?:WebLink|Public[ \t]?Portal)[ \t]?About[ \t]*\d{4}-\d{2}-\d{2}[ \t]+"
    r"(?P<number>\d{1,5}(?:-[A-Z]{1,2}|[ \t][A-Z]{1,2})?)[ \t]+ORDINANCE"
)
# A records system's name opening the page, in a year's series: `160 of 1978 - Amending …`,
# `001 of 2006 - amending …` (the name's zeros are no part of the number).
SERIES_NAME = re.compile(
    r"\A[ \t\n]*0*(?P<number>\d{1,4}[ \t]+of[ \t]+(?:18|19|20)\d{2})[ \t]+-[ \t]+[A-Za-z]"
)
# A records system's page that opens on the document's name, its text glued after it
# (`O98-48ORDINANCE NO. 098- AN ORDINANCE …`, Boynton Beach's WebLink): the name's number, read
# only for a caption whose number is printed cut short (`098-`, the sequence left blank).
OPENING_NAME = re.compile(
    r"\A(?:[ \t]*Loading\.\.\.[ \t]*\n)?[ \t]*(?P<number>[A-Z]{0,2}\d{2,4}-\d{1,4})(?=ORDINANCE\b)"
)
# A records system's name in a year's series whose number ends with the year's last two digits
# (`…WebLinkAboutORDINANCES-1966-088-O-66`: ordinance 88-O-66 of 1966, its sorting zeros no part
# of it; the scan's own printing may follow glued, `…-O-6688-0-66`, its letter OCR'd as a zero).
YEAR_SERIES_NAME = re.compile(
    r"Home[ \t]?My[ \t]?WebLink[ \t]?About[ \t]*ORDINANCES?-(?P<year>(?:18|19|20)\d\d)-0*"
    r"(?P<number>\d{1,4}-[A-Z]{1,2}-(?P<short>\d\d))"
)
# A records system's name of the document that is its number (`HomeMy Public PortalAboutORD10962`,
# `…WebLinkAboutO-1395`): what the caption's `ORDINANCE NO.` says when the OCR could not read it.
NUMBER_NAME = re.compile(
    r"Home[ \t]?My[ \t]?(?:WebLink|Public[ \t]?Portal)[ \t]?About[ \t]*(?:ORD|O-?)"
    r"(?P<number>\d{2,6})(?![\w-])"
)
# A records system's name of the document that names it an ordinance with its number in full
# (`HomeMy WebLinkAboutCity of Tamarac Ordinance O-1987-013`): a series' letter, hyphenated parts.
FULL_NAME = re.compile(
    r"Home[ \t]?My[ \t]?(?:WebLink|Public[ \t]?Portal)[ \t]?About[^\n]{0,60}?\bOrd(?:inance)?\.?"
    r"[ \t]+(?:No\.?[ \t]*)?(?P<number>(?:[A-Z]{1,2}-)?\d{2,4}(?:-\d{1,4})+)"
)
# A records system's name of the document that is the number itself, glued to the caption
# (`HomeMy WebLinkAbout1986-OR-07ORDINANCE NO. 86-OR- ~`): hyphenated parts, never a date.
BARE_NAME = re.compile(
    r"Home[ \t]?My[ \t]?(?:WebLink|Public[ \t]?Portal)[ \t]?About[ \t]*(?!\d{4}-\d{2}-\d{2}\b)"
    r"(?P<number>\d{2,4}(?:-[A-Z]{1,3})?(?:-\d{1,4})+)(?=ORDINANCE|[ \t\n])"
)
# A records system's name giving the ordinance's number before a description (`HomeMy
# WebLinkAboutOrdinance 2146 - Amending Title Chapter 7.04`).
DESCRIBED_NAME = re.compile(
    r"Home[ \t]?My[ \t]?(?:WebLink|Public[ \t]?Portal)[ \t]?About[ \t]*Ord(?:inance)?\.?[ \t]+"
    r"(?:No\.?[ \t]*)?(?P<number>\d{2,6})[ \t]+-[ \t]"
)
# The caption's number as the OCR read a handwritten one: a digit, then a run holding a mark no
# number holds (`ORDINANCE NO. 2/9e.0 AN ORDINANCE`, 2146 written by hand).
MISREAD_LABEL = re.compile(
    r"\bORDINANCE[ \t]+NO\.?[ \t]*(?P<misread>\d[^\s]*?[^\w\s.-][^\s]*)[ \t]+AN[ \t]+ORDINANCE\b"
)
# The caption's label with a number the OCR read as marks and digits (`ORDINANCE NO. /O 6,2`, a
# handwritten number): no number of the registry's, but its digits, in order, are the number's.
GARBLED_LABEL = re.compile(
    r"\bORDINANCE[ \t]+NO\.?[ \t]*(?P<garbled>[^\sA-Za-z\d][^\n]{0,10}?)[ \t]+AN[ \t]+ORDINANCE\b"
)
# The caption's number as the OCR read a handwritten one into digits and tildes (`Ordinance No. 1
# 5~~~.-~~`): no digit of it is sure, so no number is read from it.
TILDED_LABEL = re.compile(r"\bORDINANCE[ \t]+NO\.?[ \t]*\d[\d \t]*~", re.IGNORECASE)
# A cover's number between its date fields (`PROPOSED: September 25.2007 ORDINANCE 2007-0-19
# ADOPTED: October 10. 2007`, Virginia towns' cover block): the label, the number, the next field.
COVER_NUMBER = re.compile(
    r"\bORDINANCE[ \t]+(?P<number>\d[\w-]*\d)[ \t]+(?:ADOPTED|PROPOSED|INTRODUCED|PASSED)[ \t]*:"
)
# A notice of hearing naming the ordinance it will consider adopting, its title after it (`… for
# the purpose of discussing the adoption of Ordinance 2023-01 an Ordinance Amending the Personnel
# Policy Ordinance, Number 2016-01`): the noticed ordinance, read when nothing else numbers it;
# the hearing's words come first in the sentence (a recital's `following the adoption of
# Ordinance 95-3, an Ordinance establishing …` cites another).
NOTICED_ADOPTION = re.compile(
    r"\b(?:hearing|consider|considering|discuss|discussing)\b[^.]{0,80}?\b"
    r"(?:adoption|enactment|passage)[ \t\n]+of[ \t\n]+(?:proposed[ \t\n]+)?Ordinance[ \t\n]+"
    r"(?:No\.?[ \t]*)?(?P<number>\d[\w-]*\d),?[ \t\n]+an?[ \t\n]+Ordinance\b",
    re.IGNORECASE,
)
# A number in a year's ordinance series whose letter the OCR read as a zero (`2007-0-19` for
# `2007-O-19`): the year, the lone `0`, the sequence.
ZERO_SERIES = re.compile(r"(?P<year>(?:19|20)\d\d)-0-(?P<sequence>\d{1,4})")
# A records system's name holding the series letter before the sequence, zero-padded
# (`HomeMy Public PortalAbout2007_10_10_O019 Amending …`): `{}`, the sequence.
NAMED_SERIES = (
    r"Home[ \t]?My[ \t]?(?:WebLink|Public[ \t]?Portal)[ \t]?About[^\n]{{0,40}}?O0*{}(?!\d)"
)
# A number no ordinance prints: a letter outside ASCII in it (`6Ñ -1`, an OCR's `80-1`).
GARBLED_NUMBER = re.compile(r"[^\x00-\x7f]")
OCR_LETTER_DIGITS = str.maketrans({"l": "1", "I": "1", "O": "0", "o": "0"})
NAME_CHARS = 120  # of a records system's name quoted in a warning
# The letters an OCR reads for a digit (`6l-98`, `6I-98`, `2O24`) and for a hyphen (`62.98`).
OCR_DIGITS = str.maketrans({"l": "1", "I": "1", "|": "1", "O": "0", "o": "0"})


def form_number(caption_number: str | None, caption: str, text: str) -> str | None:
    """This ordinance's number (see the module); None when it prints none of its own, or prints
    one the OCR garbled (`GARBLED_NUMBER`); mended where its printing lost part of it."""
    number = repaired(_form_number(caption_number, caption, text), caption, text)
    return None if number is not None and GARBLED_NUMBER.search(number) else number


def _form_number(caption_number: str | None, caption: str, text: str) -> str | None:
    """This ordinance's number as its forms print it (see `form_number`)."""
    head = text[:HEAD_CHARS]
    if NO_NUMBER.search(head):
        return None
    tilded = TILDED_LABEL.search(caption)
    if tilded is not None and caption_number is not None and caption_number in tilded.group(0):
        return None
    if caption_number is None:
        blanks = [blank.group("blank") for blank in BLANK.finditer(head)]
        written = {number for blank in blanks if (number := _written(blank)) is not None}
        if len(written) == 1:  # two different numbers in the blanks: neither is sure
            return written.pop()
        if blanks or written or PRINTED_BLANK.search(caption):
            return _ordinance_series_field(head)
    act = ACT_HEADING.search(head)
    chapter = ACT_CHAPTER.search(head, 0, act.start()) if act is not None else None
    if chapter is not None:
        return chapter.group("number")
    volume_act = VOLUME_ACT.search(head)
    if volume_act is not None:
        return volume_act.group("number")
    named = (
        _named_over_garbled(head)
        or _named_over_misread(head)
        or _named_over_cut(head, caption_number)
        or _named_over_blank(head, caption_number)
    )
    if named is not None:
        return named
    number = own_number(caption_number, caption, text)
    cover = (COVER_NUMBER.search(head) or NOTICED_ADOPTION.search(head)) if number is None else None
    number = cover.group("number") if cover is not None else number
    if number is not None:
        return _series_letter(_through_ocr(number, text), head)
    for pattern in (
        COMMA_LABEL,
        NUMBER_UNDER_LABEL,
        NUMBER_OVER_HEADING,
        NUMBER_UNDER_HEADING,
        NUMBER_ALONE_UNDER_HEADING,
        NUMBER_BEFORE_TITLE,
        SERIES_FIELD,
    ):
        match = pattern.search(head)
        if match is not None:
            return " ".join(match.group("number").split())
    spaced = SPACED_NUMBER.search(head) or SPACED_SERIES.search(head)
    if spaced is not None:
        return "".join(spaced.group("number").split())
    for pattern in (DATED_NAME, SERIES_NAME):
        match = pattern.search(head)
        if match is not None:
            return " ".join(match.group("number").split())
    year_named = YEAR_SERIES_NAME.search(head)
    if year_named is not None and year_named.group("year").endswith(year_named.group("short")):
        return year_named.group("number")
    return None


def _named_over_garbled(head: str) -> str | None:
    """The number a records system's name gives (`NUMBER_NAME`) when the caption's `ORDINANCE
    NO.` prints one the OCR garbled (`GARBLED_LABEL`) whose digits, in order, are the name's."""
    name, label = NUMBER_NAME.search(head), GARBLED_LABEL.search(head)
    if name is None or label is None:
        return None
    digits = [ch for ch in label.group("garbled").translate(OCR_LETTER_DIGITS) if ch.isdigit()]
    number = iter(name.group("number"))
    if len(digits) < 2 or not all(digit in number for digit in digits):
        return None
    return name.group("number")


def _named_over_misread(head: str) -> str | None:
    """The number a records system's name gives before its description (`DESCRIBED_NAME`) when
    the caption prints one the OCR misread (`MISREAD_LABEL`) from the same first digit."""
    name, label = DESCRIBED_NAME.search(head), MISREAD_LABEL.search(head)
    if name is None or label is None or label.group("misread")[0] != name.group("number")[0]:
        return None
    return name.group("number")


def _named_over_blank(head: str, caption_number: str | None) -> str | None:
    """The number the page's opening name gives (`OPENING_NAME`, `O98-48`) for a caption number
    printed up to its hyphen (`098-`), when the name starts with it, letters read as digits."""
    name = OPENING_NAME.search(head)
    if name is None or caption_number is None or not caption_number.endswith("-"):
        return None
    whole = name.group("number")
    printed = caption_number.translate(OCR_LETTER_DIGITS)
    return whole if whole.translate(OCR_LETTER_DIGITS).startswith(printed) else None


def _named_over_cut(head: str, caption_number: str | None) -> str | None:
    """The number a records system's name gives in full (`FULL_NAME`, `O-1987-013`; the bare
    `BARE_NAME`, `1986-OR-07`) when the caption prints the same number misread or cut off (`0-87-1`:
    a letter read as a zero, the last digits lost at the scan's edge or left blank, `86-OR-`),
    part for part; never over a number whole but for its year's two digits (`80-12`, its own)."""
    name = FULL_NAME.search(head) or BARE_NAME.search(head)
    if name is None or caption_number is None or name.group("number") == caption_number:
        return None
    full, printed = name.group("number").split("-"), caption_number.split("-")
    if len(full) != len(printed):
        return None
    last, lost = len(full) - 1, False
    for at, (whole, part) in enumerate(zip(full, printed, strict=True)):
        letters = part.translate(OCR_LETTER_DIGITS) == whole.translate(OCR_LETTER_DIGITS)
        year = len(whole) == 4 and len(part) == 2 and whole.endswith(part)
        cut = at == last and (whole.lstrip("0").startswith(part) if part else at > 0)
        if not (letters or year or cut):
            return None
        lost = lost or (part != whole and not year)
    return name.group("number") if lost else None


def _series_letter(number: str, head: str) -> str:
    """`2007-0-19` → `2007-O-19` when a records system's name prints the series' letter O before
    the sequence (`NAMED_SERIES`); any other number as it is."""
    zero = ZERO_SERIES.fullmatch(number)
    if zero is None or re.search(NAMED_SERIES.format(zero.group("sequence")), head) is None:
        return number
    return f"{zero.group('year')}-O-{zero.group('sequence')}"


def _written(blank: str) -> str | None:
    """The number written into a blank, its underscores and strokes dropped; None when the
    blank holds none (or more than one thing)."""
    words = BLANK_MARKS.sub("", blank).split()
    if len(words) != 1 or WRITTEN.fullmatch(words[0]) is None:
        return None
    return words[0]


def _through_ocr(number: str, text: str) -> str:
    """The number as another printing of `ORDINANCE NO.` gives it clean, when the OCR read it with
    a letter for a digit or a full stop for a hyphen; as it is otherwise."""
    if not re.search(r"\d[lIO|o]|[lIO|o]\d|\d\.\d", number):
        return number
    for match in ORDINANCE_NUMBER.finditer(text):
        printed = match.group("number")
        if printed == number or is_cited(text, match.start(), match.end()):
            continue
        if not re.fullmatch(r"\d+(?:-\d+)*", printed):
            continue
        if _ocr_form(number) == _ocr_form(printed):
            return printed
    return number


def _ocr_form(number: str) -> str:  # letters read for digits, a full stop for a hyphen: undone
    return number.translate(OCR_DIGITS).replace(".", "-")


def named_form(number: str | None, text: str) -> str | None:
    """The records system's name a number came from when the text prints it nowhere else (to be
    warned); None otherwise."""
    head = text[:HEAD_CHARS]
    if number is None:
        return None
    for pattern in (DATED_NAME, SERIES_NAME):
        match = pattern.search(head)
        if match is not None and " ".join(match.group("number").split()) == number:
            rest = head[: match.start()] + head[match.end() :]
            if number not in rest:  # the name's line, as the records system prints it
                line_end = head.find("\n", match.end())
                name = head[match.start() : line_end if line_end >= 0 else len(head)]
                return " ".join(name.split())[:NAME_CHARS]
    return None


def _ordinance_series_field(head: str) -> str | None:
    """The record field's number for a caption printed blank, when it names itself an
    ordinance's by its series letter (`File #: O-247-19` over `ORDINANCE NO. ____, SERIES
    2019`, Louisville's Legistar); a bare file number (`File #: 2013-0004`) is the file's."""
    field = SERIES_FIELD.search(head)
    if field is None or ORDINANCE_SERIES.match(field.group("number")) is None:
        return None
    return field.group("number")
