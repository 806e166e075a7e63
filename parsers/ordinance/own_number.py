"""This ordinance's own number, in the forms beyond a caption's `ORDINANCE NO. 934`.

`metadata.parse_caption` reads the caption's `ORDINANCE NO.` line and a bill's number. This module
rejects a caption number that is a cited ordinance's (`Ordinance Number 03-101 is hereby
amended`, `amending Ordinance No. 269`: never this one's), and, when the caption gives none, reads
in order:

- a Markdown transcription's front matter: `ordinance_no: "2022-04"`;
- a legislation system's record fields: `Enactment #: ORD-05-00046` (an ordinance's number),
  `File #: 051589`, `Record #: O2020-0412`, or its
  `Number` field (the label on a line of its own, the number on the next line with text);
- a New York local law: `Local Law No. 3 of 2025`, `LOCAL LAW NO. 8 , 1994` → `3 of 2025`,
  `8 of 1994`; `Proposed Local Law 2021-2` → `2021-2`;
- a notice of adoption's heading: `ADOPTION OF ORDINANCE 154-1` alone on its line;
- a clerk's abbreviation: `Ord. No. 412-19.`, `File No. Ord. 19-001`;
- `Ordinance 2021-14` at the start of a line (`Ordinance BL2020-302`), or right before the
  title's `An Ordinance`, a legislation page's heading `Bill BL2020-302` alone on its line;
- last, when nothing prints it legibly: a records system's name of the document (`HomeMy
  WebLinkAbout1709 Procedure for …`, `…About1997 Ordinance No. 048`: its sorting zeros
  dropped; a page without the breadcrumb that opens on the name, the caption after it),
  an annual volume's chapter heading (`CHAPTER 5.`).

A caption's number is read through its OCR (`GENERAORDINANCE NO. 1-1992`, `No.l 11276`, `20 l
09`, `88.10`).

A state bill's number keeps its chamber: `HOUSE BILL NO. 1857` → `HB1857`; a session law's own
number heading it (`CHAPTER 96`, `NO. M-4.` before `AN ACT`) is the act's, never the bill's.
"""

from __future__ import annotations

import re

from parsers.ordinance.local_laws import local_law_number
from parsers.ordinance.metadata import ORDINANCE_NUMBER

HEAD_CHARS = 4000  # a record's fields and a caption are printed within this

# Front matter of a Markdown transcription: `ordinance_no: "2022-04"`.
FRONT_MATTER = re.compile(
    r"^(?:ordinance_no|ordinance_number|ordinance|local_law_no)[ \t]*:[ \t]*[\"']?"
    r"(?P<number>[\w][\w./-]*)[\"']?[ \t]*$",
    re.IGNORECASE | re.MULTILINE,
)
# A legislation system's record field: `File #: 051589`, `Record #: O2020-0412`.
RECORD_FIELD = re.compile(
    r"\b(?:File|Record)[ \t]*#[ \t]*:[ \t]*(?P<number>[A-Z]{0,3}\d[\w-]*\d|\d)", re.IGNORECASE
)
# Its enacted record's field when that number names itself an ordinance's (`Enactment #:
# ORD-05-00046`, Madison's Legistar): it wins over the legislative file's bare `File #: 00006`;
# an enactment's running count (`Enactment #: 19`) or another series (`O-2019-002`, where the
# file is the bill `O-19-49`) does not.
ENACTED_ORDINANCE = re.compile(r"\bEnactment[ \t]*#[ \t]*:[ \t]*(?P<number>ORD-?\d[\w-]*\d)")
# Its `Number` field: the label alone on its line, the number on the next line with text.
NUMBER_FIELD = re.compile(
    r"^Number[ \t]*\n(?:[ \t]*\n)*[ \t]*(?P<number>[A-Z]{0,3}\d[\w-]*)[ \t]*$", re.M
)
# A clerk's abbreviation: `Ord. No. 412-19`, `Ord. 19-001`; never a history note's in
# parentheses (`(Ord. 2411, 10-15-2012)` closing a section the ordinance reprints: a cited one).
ORD_ABBREVIATION = re.compile(
    r"(?<!\()(?<!\(\s)\bOrd\.[ \t]*(?:No\.?[ \t]*)?(?P<number>\d[\w-]*\d|\d)"
)
# `Ordinance 2021-14` at the start of a line (a number with a digit, then a blank or the end),
# its series' letters kept (`Ordinance BL2020-302`, `Substitute Ordinance O-12`, a county's `CODE
# ORDINANCE 2011-11`, Colorado); a records
# system's name of the document may have the text glued after it (`Ordinance 2003-08ORDINANCE
# 2003- q8`: the number ends before the capitals).
LINE_ORDINANCE = re.compile(
    r"^[ \t#]*(?i:(?:Substitute|Amended|Emergency|General|Special|Code)[ \t]+)?(?i:Ordinance)[ \t]+"
    r"(?P<number>(?:[A-Z]{1,3}-?)?\d[\w-]*\d)(?:\b|(?=[A-Z]{2}))",
    re.M,
)
# `ORDINANCE O2023-05 An Ordinance amending …` inside a line (a text whose lines were lost), or
# `ORDINANCE # 664` on the line right above it (a published copy after an illegible scan): the
# number right before the title's opener is the caption's.
BEFORE_TITLE = re.compile(
    r"\bORDINANCE[ \t]+(?:(?:NO\.?|NUMBER|#)[ \t]*)?(?P<number>(?:[A-Z]{1,3}-?)?\d[\w-]*\d)"
    r"(?:[ \t]+|[ \t]*\n[ \t]*)(?i:AN[ \t]+ORDINANCE)\b"
)
# A number printed with a thousands separator after its label (`Ordinance No. 4,326`, a records
# system's name): the label's number read up to the comma is its first digits only.
THOUSANDS = r"(?i:\bNO\.?|NUMBER|#)[ \t]*{}(?P<rest>(?:,\d{{3}})+)(?!\d)"
# The number alone right before the title's opener, with its series' letters and hyphens (never
# a date or a year), opening a line or right after a newspaper's publication note: `(Published
# in The Norman Transcript February 28, … 3t) O-1516-26 AN ORDINANCE OF …`.
BARE_BEFORE_TITLE = re.compile(
    r"(?:^|(?<=\)))[ \t]*(?P<number>[A-Z]{1,3}-\d+-\d+)[ \t]+AN[ \t]+ORDINANCE\b", re.M
)
# A legislation system's page headed by the bill's number alone on its line (`Bill BL2020-302`,
# Nashville's Metro Clerk: the bill keeps its number once enacted); `Council Bill No. 45` inside
# a caption is no such heading.
BILL_HEADING = re.compile(
    r"^[ \t#]*Bill[ \t]+(?:No\.?[ \t]*)?(?P<number>(?:[A-Z]{1,3}-?)?\d[\w-]*\d)[ \t]*$", re.M
)
# A clerk's heading of the ordinance printed after its text, its number after a dash (`Council
# File No. 203629—Ordinance No. 12047`): read when the caption's number is illegible (OCR).
HEADED_NUMBER = re.compile(r"(?<=[—–])[ \t]*" + ORDINANCE_NUMBER.pattern, re.IGNORECASE)
# A notice of adoption's heading in capitals alone on its line (`ADOPTION OF ORDINANCE 154-1`,
# a township's notice printed with the ordinance): the ordinance adopted, this one (the `of`
# before it names no cited ordinance).
ADOPTION_HEADING = re.compile(
    r"^[ \t#]*(?:NOTICE[ \t]+OF[ \t]+)?(?:ADOPTION|PASSAGE|ENACTMENT)[ \t]+OF[ \t]+ORDINANCE[ \t]+"
    r"(?:(?:NO\.?|NUMBER|#)[ \t]*)?(?P<number>(?:[A-Z]{1,3}-?)?\d[\w-]*\d|\d)[ \t]*$",
    re.M,
)
# A resolution's own heading in capitals alone on its line (`RESOLUTION NO. 155`, a Maryland
# charter-amendment resolution): read only where no ordinance number is printed.
RESOLUTION_HEADING = re.compile(
    r"^[ \t#]*RESOLUTION[ \t]+(?:NO\.?|NUMBER|#)[ \t]*(?P<number>\d[\w-]*)[ \t]*$", re.M
)
# A state bill's chamber before `BILL NO.`: its number keeps the chamber's letter.
CHAMBER_BILL = re.compile(
    r"\b(?P<chamber>HOUSE|SENATE|ASSEMBLY)[ \t]+BILL[ \t]+(?:NO\.?|NUMBER|#)[ \t]*"
    r"(?P<number>\d+)\b",
    re.IGNORECASE,
)

# What makes a printed ordinance number a cited one: an amending verb right after it, or
# `amending`, `of`, `by`, `to` … right before `Ordinance`.
CITED_AFTER = re.compile(
    r"^[^.;:\n]{0,80}?\b(?:is|are|be|shall\s+be)\s+(?:hereby\s+)?(?:further\s+)?"
    r"(?:amended|repealed|supplemented|revised)\b|^,?\s*(?:as\s+amended|passed|adopted\s+on)\b"
    # (an election's question on another ordinance: `Ordinance No. O-1516-25, which ordinance
    # amends Article II …`)
    r"|^,?\s*which\s+(?:ordinance\s+)?(?:amends|repeals|enacts|adopts)\b",
    re.IGNORECASE,
)
# (The kind of ordinance may stand between: `of Charter Ordinance No. 84`, `Amending Existing
# Ordinance No. 9-10-100`; a caption's own `CHARTER ORDINANCE NO. 114` is not cited. A question
# put to the voters, `approving or rejecting Ordinance No. O-1516-25`, names another one.)
# Also an ordinance named by its subject inside brackets that explain another law (`AMENDING THE
# CURRENT DEVELOPMENT CODE (PLANNING AND ZONING ORDINANCE NO. 1200)`, Rexburg ID: the code's).
CITED_BEFORE = re.compile(
    r"\b(?:amend(?:s|ing|ed)?|repeal(?:s|ing|ed)?|of|by|to|under|in|per|with|and|said"
    r"|approv(?:e|es|ing)|reject(?:s|ing)?)[ \t\n]+(?:the[ \t\n]+)?"
    r"(?:(?:Uncodified|Charter|General|Special|Emergency|Existing)[ \t\n]+)?$"
    r"|\((?!(?:Substitute|Amended|Emergency|Proposed)\b)(?:[A-Za-z]+[ \t\n]+){1,4}$",
    re.IGNORECASE,
)
# A notice's heading naming the ordinance it gives notice of (`NOTICE OF SECOND READING AND FINAL
# PASSAGE OF ORDINANCE NO. 1218`): that `of` names the noticed ordinance, this one, never a cited.
NOTICE_OF = re.compile(r"\bNOTICE[ \t]+OF\b[^.;:\n]{0,60}[ \t]OF[ \t\n]+$", re.IGNORECASE)
# A number the caption says is amended or repealed (`An Ordinance Amending Existing Ordinance No.
# 9-10-100`): an ordinance never amends itself, so a heading printing the same number (Lusk, WY,
# heads its notice with the code provision's number) names the amended one, not this one.
AMENDED_BEFORE = re.compile(
    r"\b(?:amend(?:s|ing)?|repeal(?:s|ing)?)[ \t\n]+(?:the[ \t\n]+)?"
    r"(?:(?:Uncodified|Charter|General|Special|Emergency|Existing)[ \t\n]+)?$",
    re.IGNORECASE,
)
# An OCR'd number whose `1` was read as a spaced `l` (`ORDINANCE No. 20 l 09`): the rest of it.
SPACED_ONE = re.compile(r"[ \t]+[lI][ \t]+(?P<rest>\d+)\b")
# A number whose hyphens a records system's name printed as blanks (`…WebLinkAboutORDINANCE NO 13
# 06 177STATE OF GEORGIA ORDINANCE NO. 13-06-177`): the parts after the first one read, glued to
# the next word or not; the hyphenated number must be printed as such elsewhere.
SPACED_PARTS = re.compile(r"(?:[ \t]+\d{1,4}(?=[ \t]|[A-Z]))+")
# A records system's page (Laserfiche WebLink, its public portal) prints the document's name
# after its breadcrumb; an ordinance's name starts with its number (`HomeMy WebLinkAbout969
# Enacting Chapter 13.13 … 02-26-2020`, `…AboutOrdinance 88.10 Adopting …`, `…AboutOrdinances -
# No. 253`, its year first: `…About1997 Ordinance No. 048`), never a date. The document's text
# may follow glued (`…AboutOrdinance 1838ORDINANCE N0. ld`); a name may go on with the year of
# what the ordinance adopts after a dash (`…AboutOrd 1393 - 1985 Uniform Building Code`); the
# word may be capitals (`…AboutORD 7306 TO AMEND THE …`).
DOCUMENT_NAME = re.compile(
    r"Home[ \t]?My[ \t]?(?:WebLink|Public[ \t]?Portal)[ \t]?About[ \t]*"
    r"(?:(?:1[89]|20)\d\d[ \t]+(?=Ord))?"
    r"(?:(?:Ord(?:inance)?s?|ORD(?:INANCE)?S?)\.?[ \t]*(?:-[ \t]*)?(?:No\.?[ \t]*)?)?"
    r"(?P<number>(?!\d{1,4}[-/.]\d{1,2}[-/.]\d{2,4})\d[\d.-]*\d|\d)"
    r"(?=[ \t]+-?[ \t]*[A-Za-z]|[ \t]+-[ \t]*(?:1[89]|20)\d\d[ \t]+[A-Za-z]|ORDINANCE\b"
    r"|AN[ \t]+ORDINANCE\b)"
)
# A records system's page without its breadcrumb opens on the document's name (`Loading...`,
# then `507 Idaho Motor Vehicle Laws`, `O-68-20Ilk, …` with the text glued; a file whose first
# line is `1964-0160`): its number, taken only when the ordinance's caption (`AN ORDINANCE`,
# `ORDINANCE NO.`) follows within a few lines, so that the page holds the ordinance from its
# start (a page that starts inside it names no number of its own), or when the name calls itself
# an ordinance (`2025-9 An Ordinance in Amendment to the Town Code …`, a site's heading line).
# Never a date or a bare year.
PAGE_NAME = re.compile(
    r"\A(?:[ \t]*Loading\.\.\.[ \t]*\n)?[ \t]*"
    r"(?!\d{1,4}[-/.]\d{1,2}[-/.]\d{2,4}\b)(?!(?:1[89]|20)\d\d\b(?!-))"
    # (a number of three digits at least, or with its series' letters or a hyphen: never a
    # page's number `2` heading a text layer)
    r"(?P<number>[A-Z]{1,2}-\d[\d-]*\d|\d+-\d[\d-]*|\d{3,}[\d-]*)(?<!-)"
    r"(?=[ \t]+[A-Z]|[ \t]*\n|[A-Z])"
    r"(?=(?s:.{0,160}?)(?:\bAN[ \t]+ORDINANCE\b|ORDINANCE[ \t]+N[O0]\b)"
    r"|[ \t]+An?[ \t]+Ordinance[ \t]+(?:in|to|of|amending|adopting)\b)"
)
# A state's session law headed by its own number right before its title: `CHAPTER 96` (Delaware's
# Laws: lines may stand between, `FORMERLY` / `HOUSE BILL NO. 7`, the bill it was), `NO. M-4.
# AN ACT …` (Vermont's municipal acts). The heading opens the text (a line before it at most);
# the act's number wins over the bill's.
ACT_HEADING = re.compile(
    r"\A(?:[ \t]*\S[^\n]{0,80}\n)?(?:[ \t]*\n)*[ \t]*(?:CHAPTER|NO\.)[ \t]+"
    r"(?P<number>(?:[A-Z]{1,2}-)?(?:\d[\d-]*\d|\d))\.?"
    r"(?:[ \t]*\n(?:[ \t]*[^\n]{0,80}\n){0,6}?|[ \t]+)[ \t]*AN[ \t]+ACT\b"
)
# A volume of a city's ordinances, chapter by chapter, for a year (`CHAPTER 5.` then its title,
# `CONCERNING THE CITY PLANNING DEPARTMENT.`): the chapter heading opening the text, alone on its
# line, is the ordinance's number. (A code chapter is printed only after the words amending it.)
SESSION_CHAPTER = re.compile(
    r"\A(?:[ \t]*\S[^\n]{0,80}\n(?:[ \t]*\n)*)?[ \t]*CHAPTER[ \t]+(?P<number>\d+)\.?[ \t]*\n"
    r"(?:[ \t]*\n)*(?P<title>[ \t]*[A-Z][A-Z ,;'’&-]+\.?)[ \t]*\n"
)


def is_cited(text: str, start: int, end: int) -> bool:
    """Whether the ordinance number printed at `text[start:end]` is another ordinance's."""
    before = text[max(0, start - 100) : start]
    return bool(
        CITED_AFTER.search(text[end : end + 120])
        or (CITED_BEFORE.search(before[-40:]) and not NOTICE_OF.search(before))
    )


def _amended(text: str, start: int) -> bool:
    """Whether the ordinance number printed at `text[start:]` is one the text amends or repeals."""
    return AMENDED_BEFORE.search(text[max(0, start - 40) : start]) is not None


def _amended_number(caption_number: str | None, caption: str) -> str | None:
    """The caption's number when the caption amends or repeals it (`Amending Existing Ordinance
    No. 9-10-100`: a code provision's number heading its notice), else None."""
    amended = any(
        _amended(caption, m.start())
        for m in ORDINANCE_NUMBER.finditer(caption)
        if m.group("number") == caption_number
    )
    return caption_number if amended else None


def _uncited(caption_number: str, caption: str) -> str | None:
    """The caption's number, or, when it is a cited one (every printing of it cited, or one of
    them amended), the first uncited other number the caption prints; None when there is none."""
    printed = [m for m in ORDINANCE_NUMBER.finditer(caption) if m.group("number") == caption_number]
    amended = any(_amended(caption, m.start()) for m in printed)
    if not printed or not (amended or all(is_cited(caption, m.start(), m.end()) for m in printed)):
        return caption_number
    return next(
        (
            m.group("number")
            for m in ORDINANCE_NUMBER.finditer(caption)
            if not is_cited(caption, m.start(), m.end())
            and not (amended and m.group("number") == caption_number)
        ),
        None,
    )


# The caption's number after its label, its last part set apart by a blank before the hyphen
# (`ORDINANCE N0.2010 -62`, `ORDINANCE NO. 2020 - 54`): `{}`, the number as read. Never a date
# after a records name's dash (`ORDINANCE No. 20-07-438 - 07/20/2020`: the month is no part).
SPACED_REST = r"\b(?:NO|N0|NUMBER)\.?[ \t]*{}[ \t]-[ \t]?(\d{{1,5}})(?![\w/-])"

# The caption's number followed by its series' dotted initials, part of it (`ORDINANCE NO. 2337
# N.C.S.`, the New Charter Series; `NO. 1234 C.S.`): two or three capitals, each with its stop.
SERIES_INITIALS = r"\b(?:NO|N0|NUMBER)\.?[ \t]*{}[ \t]+((?:[A-Z]\.){{2,3}})(?![\w.])"


def own_number(caption_number: str | None, caption: str, text: str) -> str | None:
    """This ordinance's number (see the module); None when it prints none of its own."""
    head = text[:HEAD_CHARS]
    act = ACT_HEADING.search(head)
    if act is not None:
        return act.group("number")
    rejected = _amended_number(caption_number, caption)  # nor a fallback's
    if caption_number is not None:
        caption_number = _uncited(caption_number, caption)
    bill = CHAMBER_BILL.search(head)
    if caption_number is not None and caption_number.endswith("-"):  # OCR: `2024- 16`
        rest = re.search(re.escape(caption_number) + r"[ \t](\d+)\b", caption)
        caption_number += rest.group(1) if rest is not None else ""
    if caption_number is not None and caption_number[-1:].isdigit():  # `N0.2010 -62`, `2020 - 54`
        rest = re.search(SPACED_REST.format(re.escape(caption_number)), caption, re.IGNORECASE)
        caption_number += "-" + rest.group(1) if rest is not None else ""
    if caption_number is not None and caption_number.isdigit() and len(caption_number) <= 3:
        grouped = re.search(THOUSANDS.format(re.escape(caption_number)), head)
        caption_number += grouped.group("rest").replace(",", "") if grouped is not None else ""
    if caption_number is not None:
        caption_number = _unpadded(_spaced_parts(_spaced_one(caption_number, caption), head), head)
    if caption_number is not None and caption_number.isdigit():  # `2337 N.C.S.`
        series = re.search(SERIES_INITIALS.format(re.escape(caption_number)), caption)
        caption_number += " " + series.group(1) if series is not None else ""
    if caption_number is not None:
        if bill is not None and bill.group("number") == caption_number:
            return f"{bill.group('chamber')[0].upper()}B{caption_number}"
        return caption_number
    for pattern in (FRONT_MATTER, ENACTED_ORDINANCE, RECORD_FIELD, NUMBER_FIELD, ADOPTION_HEADING):
        match = pattern.search(head)
        if match is not None:
            return match.group("number")
    printed, number = local_law_number(head)
    if printed:
        return number
    for pattern in (
        ORD_ABBREVIATION,
        LINE_ORDINANCE,
        BEFORE_TITLE,
        BARE_BEFORE_TITLE,
        BILL_HEADING,
        HEADED_NUMBER,
        RESOLUTION_HEADING,
    ):
        for match in pattern.finditer(head):
            cited = is_cited(head, match.start(), match.end())
            if not cited and match.group("number") != rejected:
                return match.group("number")
    # Last, what is not printed as a number: a records system's name of the document, an annual
    # volume's chapter.
    for pattern in (DOCUMENT_NAME, PAGE_NAME, SESSION_CHAPTER):
        match = pattern.search(head)
        if match is not None:
            return _unpadded(match.group("number"), head)
    return None


FIXED_WIDTH = 5  # digits of a number whose leading zero is its series' own, never a pad


def _unpadded(number: str, head: str) -> str:
    """A records system pads the number in its name of the document with zeros for sorting
    (`1997 Ordinance No. 048`): a number printed nowhere else is the ordinance's without them
    (`48`); one the document prints padded itself (`File #: 051589`) keeps them, and so does a
    number of `FIXED_WIDTH` digits or more (`029770`: a series printed at its own width, wider
    than a sorting pad). A padded name printed again unpadded (`ORDINANCE NO. 965`) is that."""
    name = DOCUMENT_NAME.search(head)
    if not number.isdigit() or not number.startswith("0") or len(number) >= FIXED_WIDTH:
        return number
    bare = number.lstrip("0") or "0"  # `Ordinance No. 0965 …` named, `ORDINANCE NO. 965` printed
    if any(m.group("number") == bare for m in ORDINANCE_NUMBER.finditer(head)):
        return bare
    if name is None:
        return number
    if name.group("number") != number:
        return number
    elsewhere = [
        m
        for m in ORDINANCE_NUMBER.finditer(head)
        if m.group("number") == number and not name.start() <= m.start() < name.end()
    ]
    return number if elsewhere else number.lstrip("0") or "0"


def _spaced_one(number: str, caption: str) -> str:
    """`20` printed `20 l 09` by the OCR → `20109`; any other number as it is."""
    for match in ORDINANCE_NUMBER.finditer(caption):
        if match.group("number") == number:
            rest = SPACED_ONE.match(caption, match.end())
            if rest is not None:
                return f"{number}1{rest.group('rest')}"
    return number


def _spaced_parts(number: str, head: str) -> str:
    """`13` printed `13 06 177` in a records system's name → `13-06-177`, when the text prints
    `ORDINANCE NO. 13-06-177` too; any other number as it is."""
    printed = {match.group("number") for match in ORDINANCE_NUMBER.finditer(head)}
    for match in ORDINANCE_NUMBER.finditer(head):
        rest = SPACED_PARTS.match(head, match.end()) if match.group("number") == number else None
        hyphenated = "-".join([number, *rest.group(0).split()]) if rest is not None else None
        if hyphenated is not None and hyphenated in printed:
            return hyphenated
    return number


def unprinted(number: str | None, text: str) -> str | None:
    """Where a number the text does not print as an ordinance's came from (the records system's
    name of the document), to be warned; None when it is printed as such (or there is none)."""
    head = text[:HEAD_CHARS]
    name = DOCUMENT_NAME.search(head) or PAGE_NAME.search(head)
    if number is None or name is None or _unpadded(name.group("number"), head) != number:
        return None
    printed = any(
        m.group("number") == number and not name.start() <= m.start() < name.end()
        for m in ORDINANCE_NUMBER.finditer(head)
    )
    return None if printed else " ".join(name.group(0).split())
