"""The ordinance's title as printed, where the caption reader cannot tell where it ends.

`metadata.parse_caption` takes the `AN ORDINANCE …` paragraph up to its blank line. Records
systems and OCR'd scans lose that blank line, and transcriptions print the title apart:

- a Markdown transcription's front matter (`title: "An Ordinance Amending …"`) and a legislation
  system's record field (`Title: A substitute ordinance relating to …`) give the title as such;
- an annual volume of ordinances prints it on the line after the chapter's heading (`CHAPTER 5.`
  / `CONCERNING THE CITY PLANNING DEPARTMENT.`);
- otherwise the caption's title ends before the enacting clause it runs into (`BE IT ORDAINED …`,
  `THE CITY OF EUGENE DOES ORDAIN AS FOLLOWS:`, `Be it enacted by the General Assembly …`) and,
  a title being one sentence, at its first full stop (`… AND DECLARING AN EMERGENCY. The City
  Council … finds that`), never at an abbreviation (`ORDINANCE NO. 269`, `St. Mary's Road`).
"""

from __future__ import annotations

import re

from parsers.ordinance.own_number import SESSION_CHAPTER
from parsers.ordinance.town_meetings import several_articles

HEAD_CHARS = 4000  # front matter and record fields come first

# `title: "…"` in a Markdown transcription's front matter.
FRONT_MATTER_TITLE = re.compile(r"^title[ \t]*:[ \t]*[\"'](?P<title>[^\"'\n]+)[\"'][ \t]*$", re.M)
# A legislation system's `Title:` field: its words on the same line, or on the next line with text
# (the label alone on its line: its paragraph), or, in a text whose lines were lost, `TITLE:`
# inside a line. The paragraph ends before the record's next field, its label alone on its line
# (Legistar's `BODY`, or `body` as a page's copy lower-cases it, after which the recitals come).
# A page's list may print each field as a bullet (`  • Title:`, a town's warrant article page).
RECORD_TITLE = re.compile(
    # a page's table (`Title | |`, its `---|---|` rule, then the cell: `AN ORDINANCE … |`)
    r"^(?:Title|TITLE)[ \t]*\|[ \t|]*\n(?:[ \t]*-{3,}[-| \t]*\n)?[ \t]*(?P<cell>[^\n|]{10,})|"
    r"^(?:Title|TITLE)[ \t]*:[ \t]*(?P<title>\S[^\n]{10,})$|"
    r"^(?:[ \t]*•[ \t]*)?(?:Title|TITLE)[ \t]*:?[ \t]*\n(?:[ \t]*\n)*[ \t]*"
    r"(?P<paragraph>\S[^\n]{10,}"
    r"(?:\n(?![ \t]*(?:BODY|Body|body|TEXT|Text)[ \t]*:?[ \t]*$)[ \t]*\S[^\n]*)*)|"
    r"(?<=\s)TITLE:[ \t]*(?P<inline>[A-Z][^\n]{10,})",
    re.M,
)
# Where a title begins: `AN ORDINANCE`, `A GENERAL ORDINANCE`, `A CHARTER ORDINANCE`, `A LOCAL
# LAW`, `AN ACT`, even glued to OCR debris before it (`02-26-2020AN ORDINANCE`); never in quotes
# (`ENTITLED "AN ACT TO ESTABLISH …"`: a cited act's title). A caption in capitals may open on
# `BEING` (`ORDINANCE NO 6 1981 BEING AN ORDINANCE REPEALING …`, Colorado): the title's first word
# (in capitals only: prose's `…, being an ordinance of …` is no caption). A caption may open on
# `ORDINANCE AMENDING` with no article (`ORDINANCE AMENDING ORDINANCE NO. 86-OR-54, AN ORDINANCE
# RELATING TO …`, Indiana): there, at the caption's start only, it opens the title.
TITLE_OPENER = re.compile(
    r"(?<![\"“])(?:\b|(?<=\d))(?:(?-i:BEING)\s+(?=AN?\s))?"
    r"(?:A[ \t]+BILL[ \t]+F[O0]R[ \t]+AN[ \t]+ORDINANCE|"
    r"AN?[ \t]+(?:(?:GENERAL|CHARTER|SUBSTITUTE|SPECIAL|EMERGENCY)[ \t]+)?"
    r"ORDINANCE|A[ \t]+LOCAL[ \t]+LAW|AN[ \t]+ACT|\A(?-i:ORDINANCE[ \t]+AMENDING|Ordinance[ \t]+"
    r"Amending))\b",
    re.IGNORECASE,
)
# A notice's `an ordinance entitled “…”` (`… is considering the adoption of an ordinance entitled
# “AN ORDINANCE TO AMEND TITLE XV …” described as follows:`): the words in quotes are the title of
# the ordinance noticed, the notice's words around them none of it.
ENTITLED_QUOTED = re.compile(
    r"AN?[ \t]+ORDINANCE[ \t]+(?:ENTITLED|TITLED)[ \t]*[,:]?[ \t]*"
    r"[\"“](?P<title>[^\"“”]{10,600})[\"”]",
    re.IGNORECASE,
)
# A notice's sentence naming the title of the ordinance it reports (`The ordinance was entitled:
# AN ORDINANCE TO AMEND THE OFFICIAL ZONING MAP …`): the title, to its sentence's end.
NOTICED_TITLE = re.compile(
    r"\b(?:the|this|said)[ \t]+ordinance[ \t]+(?:was|is)[ \t]+(?:en)?titled[ \t]*[,:]?[ \t]*"
    r"[\"“]?(?P<title>AN?[ \t]+ORDINANCE\b[^\n\"”]{10,1000})",
    re.IGNORECASE,
)
# A word broken at a line's end in a title printed in capitals (`COM- MISSION`, `AMEND- ING`).
CAPS_HYPHEN = re.compile(r"(?<=[A-Z])- (?=[A-Z]{2})")
# Debris after a title's last full stop: no word of three letters (`~ i I LJ`).
WORD = re.compile(r"[A-Za-z]{3}")
DIGIT = re.compile(r"\d")

# An enacting clause: `BE IT ORDAINED` (`NOW BE IT ORDAINED`: its `NOW` is the clause's, with or
# without `THEREFORE`), `NOW, THEREFORE`, `Be it enacted`, or a body that does
# ordain (`THE CITY of EUGENE DOES ORDAIN`, `THE CITY OF WOODBURN ORDAINS`): its words hold no
# sentence's end, so the clause starts after the title's last one; they never name an ordinance
# (`… FOR THE ENACTMENT OF ORDINANCES THE CITY COUNCIL … DO ORDAIN`: the clause is the council's),
# nor a code (`… of The Code of the City of Ann Arbor The City of Ann Arbor Ordains:`: the title
# names the code, the clause starts at the body's own `The`, capitalized). OCR may glue a comma
# (or a low quote, `„`, its misreading) to the next word: `WASHINGTON„DO ORDAIN`.
ENACTING = re.compile(
    r"\b(?:NOW,?\s+)?BE\s+IT\s+(?:ORDAINED|ENACTED|RESOLVED)\b|\bNOW,?\s+THEREFORE\b|"
    r"\b(?-i:THE|The)\s+(?:(?!ORDINANCES?\b|CODE\b|(?-i:The\b))[\w'’-]+(?:,?\s+|[,„]+\s*)){1,14}?"
    r"(?:DOES\s+|DO\s+)?(?:HEREBY\s+)?ORDAINS?\b",
    re.IGNORECASE,
)
# The place's heading printed under a title in capitals, before the enacting clause (Minnesota's
# form: `… REGARDING DEFINITIONS` / `CITY OF PEQUOT LAKES` / `COUNTY OF CROW WING` / `STATE OF
# MINNESOTA`): a city, town or village, then the state, closing the title with no `THE`, `OF` or
# comma before it (`… TO THE CITY OF X, STATE OF Y` is the title's own words).
PLACE_HEADING = re.compile(
    r"(?<![,\s])(?<!\bTHE)(?<!\bOF)\s+(?:CITY|TOWN|TOWNSHIP|VILLAGE)\s+OF\s+"
    r"(?:[A-Z0-9'’.-]+\s+){1,8}?STATE\s+OF\s+[A-Z]+(?:\s+[A-Z]+)?\s*$"
)
# A `THE` inside an enacting clause's match, and the words that may stand before one that is the
# clause's own (`THE COUNCIL OF THE CITY`, `THE MAYOR AND THE COUNCIL`).
INNER_THE = re.compile(r"(?<=\s)(?-i:THE)\s")
JOINS_THE = re.compile(r"(?:\bOF|\bAND|&)\s+$", re.IGNORECASE)
# The body that ordains named before the clause's `THE` with its own article misread by the OCR
# (`… A PUBLIC NUISANCE TKE CITY COUNCIL OF THE CITY OF MOSES LAKE,WASHINGTON DO ORDAIN`): a word
# of three capitals, no word of a title (`AND CITY COUNCIL OF`), then the council `OF`; the
# clause starts at that word.
MISREAD_BODY = re.compile(
    r"(?<![\w-])(?!(?:THE|AND|FOR|ITS|ANY|ALL|NEW|OUR|NOR)\b)[A-Z]{3}\s+(?:(?:CITY|TOWN|VILLAGE)\s+)?COUNCIL\s+OF\s+$"
)
# A sentence's end inside a title: a full stop, then a capital (a word, or a one-letter word before
# lower case: `… AN EMERGENCY. A copy of the proposed ordinance …`); abbreviations are refused, and
# so is a stop before the code's section the title names after its sentence (`… OF ELK GROVE
# VILLAGE. SECTION 8-12B-1-2-M.c. TREES`: a number of several parts, never `SECTION 1.`, an
# ordinance's own section).
# A section sign opening the ordinance's first section on the title's line (`… SEVERABILITY
# THEREOF. § 1. WHEREAS`, a newspaper's one-line legal notice) ends it too, and so does a bill's
# number in brackets printed under the title (`… relating to November elections. [H 1127]`).
SENTENCE_END = re.compile(
    r"(?<=[^\s.])\.(?=\s+(?:[\"“(]?[A-Z][A-Za-z]|[A-Z][ \t]+[a-z]|§[ \t]*\d|\[[A-Z]+[ \t]*\d))"
    r"(?!\s+(?:SECTION|Section|CHAPTER|Chapter|TITLE|Title)\s+\d+[A-Z]?[.-]\d)"
)
# In a title printed in capitals, a period before more capitals that go on with it (a quoted
# name, `OF THE CODE`, `TEXAS`, `PROVIDING …`) is a comma the scan misprinted: not its end. What
# follows a title in capitals and starts a sentence of its own is refused (`WHEREAS`, `SECTION 1`,
# the enacting clause, which is cut first).
CAPS_GOES_ON = re.compile(
    r"\s+[\"“]?(?!(?:WHEREAS|SECTION|SEC|BE|NOW|THE|THAT|IT|ORDINANCE|AN|A)\b)[A-Z]{2,}\b"
    r"[^a-z.]*(?:\.|$)"  # … up to its own period, in capitals
)
# A word no sentence ends on (`An Ordinance to. Amend Chapter. 2, …`, OCR's speck after `to`):
# a stop after it is no title's end.
FUNCTION_WORD = re.compile(r"\b(?:of|the|and|or|to|for|by|in|on|with|from|at|an?)$", re.IGNORECASE)
ABBREVIATION = re.compile(
    r"(?:\bNos?|\bOrd|\bSecs?|\bArt|\bCh|\bSt|\bMt|\bFt|\bCo|\bInc|\bU\.S|\bA\.D|\b[A-Z])$",
    re.IGNORECASE,
)


# A notice's heading opening a caption without an ordinance's title (`NOTICE OF PUBLIC HEARING
# AMENDING OF LAND DEVELOPMENT CODE`, after a page's date at most): the notice's, not a title.
NOTICE_HEADING = re.compile(
    r"\A\W*(?:date[ \t]+[\d-]+[ \t]+)?(?:PUBLIC[ \t]+)?NOTICE[ \t]+OF[ \t]+(?:A[ \t]+)?"
    r"(?:PUBLIC[ \t]+)?HEARING\b",
    re.IGNORECASE,
)
# A newspaper's mark over a notice printing an ordinance, after the place's name at most (`City of
# Stillwater (Official Publication)`): the paper's heading, no title (a caption without one).
PUBLICATION_MARK = re.compile(
    r"\A\W*(?:(?:City|Town|Village|County|Township|Borough)[ \t]+of[ \t]+[A-Z][\w.'-]*"
    r"(?:[ \t]+[A-Z][\w.'-]*){0,3}\s+)?\(?[ \t]*Official[ \t]+Publication\b",
    re.IGNORECASE,
)
# A line of a caption in capitals with another column's words read into it by the OCR (`PET
# NOTIFICATION PROCEDURES, BROADENING TRIBUNE, a daily newspaper, printed at Ames`): capitals and
# words in lower case side by side.
# The place a caption names right after its opener (`an ordinance of the city of clinton,
# tennessee amending …`, in lower case): a record's copy of the title may leave it out.
PLACE_AFTER_OPENER = re.compile(
    r"(?<=^an ordinance) of the (?:city|town|village|county|borough|township) of [a-z .'-]+?"
    r"(?:, [a-z ]+?)?(?= [a-z]+ing\b)"
)
CAPS_WORDS = re.compile(r"\b[A-Z]{3,}[ \t,;]+[A-Z]{2,}\b")
LOWER_WORDS = re.compile(r"\b[a-z]{2,}[ \t,;]+[a-z]{2,}\b")
MIXED_LINES = 3  # lines of both kinds that make a caption interleaved
# A bare number of one or two digits between blanks or opening the title (a margin's line number
# read into it: `2 ORDINANCE OF THE CITY …`), and how many counting up one by one make the
# margin's (`7 … 8 … 9 … 10`).
BARE_NUMBER = re.compile(r"(?:^|(?<= ))(\d{1,2})(?= |$)")
MARGIN_RUN = 3
# A division's Roman number before its heading (`ZONING ORDINANCE - XXIV. OFF-STREET PARKING`): a
# label's stop, no sentence's end (a valid numeral only: `CIVIC.` ends a sentence).
ROMAN_LABEL = re.compile(r"(?<![\w.])(?=[IVXLC]{2})C{0,3}(?:XC|XL|L?X{0,3})(?:IX|IV|V?I{0,3})$")
# A division's number with its label's stop, its heading after it (`… to amend Section 6., Removal
# for Cause, Section 9. Statutory and Ordinance Authority, and Section 10. By-Laws …`): a list of
# what the title amends goes on, no sentence ends there; unless a sentence's or a section's first
# word follows (`… AMENDING CHAPTER 7. Section 1. That …`, `… CHAPTER 7. The Council finds`).
# A note in parentheses closing the title's paragraph after its stop (`… to provide for all
# related matters. (Council District 5)`): printed as the title's last words, no new sentence.
TITLE_NOTE = re.compile(r"\.\s+\([A-Z][^().]{0,60}\)\s*")
NUMBER_LABEL = re.compile(r"\b(?:Sections?|Articles?|Chapters?|Parts?)\s+\d{1,4}$", re.IGNORECASE)
SENTENCE_OPENER = re.compile(
    r"\s+[\"“(]?(?:The|That|This|These|Those|It|Whereas|Be|Now|Section|Sec|Article|Chapter|"
    r"Ordinance|An?)\b",
    re.IGNORECASE,
)


def _capitalized(caption_title: str) -> re.Match[str] | None:
    """The first title opener printed with a capital (`An Ordinance`, `AN ORDINANCE`), or None."""
    found = TITLE_OPENER.finditer(caption_title)
    return next((m for m in found if caption_title[m.start()].isupper()), None)


def own_title(caption_title: str, text: str) -> str:
    """The ordinance's title (see the module); the caption's, cut, when nothing prints it apart."""
    head = text[:HEAD_CHARS]
    front = FRONT_MATTER_TITLE.search(head)
    if front is not None:
        return " ".join(front.group("title").split())
    record = RECORD_TITLE.search(head)
    if record is not None:
        field = _one_sentence(
            record.group("cell")
            or record.group("title")
            or record.group("paragraph")
            or record.group("inline")
        )
        return _as_printed(field, caption_title)
    noticed = NOTICED_TITLE.search(head)
    if noticed is not None:  # a notice's `The ordinance was entitled: AN ORDINANCE …`
        return _one_sentence(noticed.group("title"))
    caption_title = _opened_on_its_line(caption_title, head)
    opener = TITLE_OPENER.search(caption_title)
    chapter = SESSION_CHAPTER.search(head) if opener is None else None
    if chapter is not None:  # an annual volume's chapter: its title is the line after it
        return " ".join(chapter.group("title").split())
    if opener is not None and _interleaved(text):
        return ""  # another column's words run through it: not printed as one string
    quoted = ENTITLED_QUOTED.match(caption_title, opener.start()) if opener else None
    if quoted is not None:  # a notice's `an ordinance entitled “…”`; a warrant's is one article's
        return "" if several_articles(head) else " ".join(quoted.group("title").split())
    if opener is None and (
        NOTICE_HEADING.match(caption_title) or PUBLICATION_MARK.match(caption_title)
    ):
        return ""  # a hearing notice's or a newspaper's heading names no ordinance: no title
    if opener is not None and quoted is None and caption_title[opener.start()].islower():
        opener = _capitalized(caption_title)  # prose's `… disapprove of an ordinance.`: none
        if opener is None:
            return ""
    return _one_sentence(caption_title[opener.start() :] if opener else caption_title)


# Blanks (and a Markdown heading's marks) before a title's opener at its line's start.
LINE_LEAD = re.compile(r"[ \t#]*")
OPENED_REACH = 200  # characters an opener may stand before the caption's words on their line


def _opened_on_its_line(caption_title: str, head: str) -> str:
    """The caption's title from the opener its line starts with, when the caption was read from
    the middle of that line (after a number the title itself names: `A CHARTER ORDINANCE
    AMENDING CHARTER ORDINANCE NO. 23 BY PROVIDING …`, read from `BY`); else as read."""
    if len(caption_title) < 20 or TITLE_OPENER.search(caption_title) is not None:
        return caption_title
    at = head.find(caption_title[:20])
    line_start = head.rfind("\n", 0, max(at, 0)) + 1
    if at < 0 or at - line_start > OPENED_REACH:
        return caption_title
    lead = LINE_LEAD.match(head, line_start)
    start = lead.end() if lead is not None else line_start
    opener = TITLE_OPENER.match(head, start)
    if opener is None or opener.end() > at:
        return caption_title
    return " ".join(head[start:at].split()) + " " + caption_title


def _as_printed(field: str, caption_title: str) -> str:
    """A record's title field as the ordinance's own caption prints it, when the caption holds
    the same words in another case (`Title:An Ordinance Amending …` over the caption `AN ORDINANCE
    AMENDING …`, Decherd TN), or with the place after its opener besides (`AN ORDINANCE OF THE
    CITY OF CLINTON, TENNESSEE AMENDING …`): the caption is the ordinance's, the field a copy."""
    opener = TITLE_OPENER.search(caption_title)
    printed = _one_sentence(caption_title[opener.start() :]) if opener is not None else ""
    words, copied = " ".join(printed.split()).casefold(), " ".join(field.split()).casefold()
    same = bool(printed) and copied in (words, PLACE_AFTER_OPENER.sub("", words, count=1))
    return printed if same else field


def _interleaved(text: str) -> bool:
    """Whether the caption in capitals has another column's lines run into it (`MIXED_LINES` of
    its lines, up to the enacting clause, hold capitals and words in lower case side by side)."""
    head = text[:HEAD_CHARS]
    opener = TITLE_OPENER.search(head)
    if opener is None or not _in_capitals(head[opener.start() : opener.start() + 40]):
        return False
    clause = ENACTING.search(head, opener.end())
    lines = head[opener.start() : clause.start() if clause else len(head)].splitlines()
    mixed = [line for line in lines if CAPS_WORDS.search(line) and LOWER_WORDS.search(line)]
    return len(mixed) >= MIXED_LINES


def _in_capitals(title: str) -> bool:
    """Whether a title's letters (so far) are all capitals (a typed caption, often OCR'd)."""
    letters = [ch for ch in title if ch.isalpha()]
    return bool(letters) and all(ch.isupper() for ch in letters)


def _one_sentence(title: str) -> str:
    """The title up to the enacting clause it runs into and its first full stop; the debris of
    a scan after it dropped."""
    title = without_margin_numbers(CAPS_HYPHEN.sub("", " ".join(title.split())))
    clause = ENACTING.search(title)
    start = 0 if clause is None else _clause_start(title, clause)
    if start > 0:
        title = title[:start]
    end = _sentence_end(title)
    title = title if end is None else title[:end]
    last = title.rfind(". ")
    if last > 0 and WORD.search(title, last) is None and DIGIT.search(title, last) is None:
        title = title[: last + 1]
    place = PLACE_HEADING.search(title)
    return (title if place is None else title[: place.start()]).strip(" ;,")


def _clause_start(title: str, clause: re.Match[str]) -> int:
    """Where the enacting clause begins: at the last `THE` of its match that no `OF` or `AND`
    joins to the words before (`… LICENSES THE CITY OF HUGO ORDAINS`, `… OF THE CITY OF
    STILLWATER THE CITY COUNCIL OF THE CITY OF STILL WATER DOES ORDAIN`: the title's last words
    are no part of the clause; `THE CITY COUNCIL OF THE CITY OF EUGENE DOES ORDAIN` is whole)."""
    start = clause.start()
    for inner in INNER_THE.finditer(title, start + 1, clause.end()):
        if JOINS_THE.search(title, start, inner.start()) is None:
            start = inner.start()
    misread = MISREAD_BODY.search(title, 0, start)
    return start if misread is None else misread.start()


def without_margin_numbers(title: str) -> str:
    """The title without the line numbers of pleading paper's margin that the OCR read into it
    (`PROVIDING 7 THAT … STANDARDS; PROVIDING FOR CODIFICATION; 10 PROVIDING`): bare numbers
    that count up one by one, `MARGIN_RUN` of them at least (a chapter's `27` is no line's)."""
    numbers = list(BARE_NUMBER.finditer(title))
    run: list[re.Match[str]] = []
    for number in numbers:
        if run and int(number.group(1)) != int(run[-1].group(1)) + 1:
            if len(run) >= MARGIN_RUN:
                break
            run = []
        run.append(number)
    if len(run) < MARGIN_RUN:
        return title
    for number in reversed(run):
        title = title[: number.start()] + title[number.end() :]
    return " ".join(title.split())


def _sentence_end(title: str) -> int | None:
    """Where the title's one sentence ends: its first full stop that is no abbreviation's. In a
    title in capitals a stop before more capitals (`CAPS_GOES_ON`) is a comma the scan printed
    as a period (`CHAPTER 9. "SUBDIVISIONS". OF THE CODE`): the title then ends at the last
    period of its capitals, before words that are not. A stop inside curly quotes is the quoted
    title's (`repealing Ordinance 7096 which was titled “AN ORDINANCE. AUTHORIZING …”`)."""
    for stop in SENTENCE_END.finditer(title):
        if title.count("“", 0, stop.start()) > title.count("”", 0, stop.start()):
            continue  # inside a quoted title (`which was titled “AN ORDINANCE. AUTHORIZING …”`)
        if ABBREVIATION.search(title[max(0, stop.start() - 4) : stop.start()]) is not None:
            continue
        if FUNCTION_WORD.search(title[: stop.start()]) is not None:
            continue
        if ROMAN_LABEL.search(title, 0, stop.start()) is not None:
            continue  # `XXIV. OFF-STREET`: a Roman division's number, not the sentence's end
        if TITLE_NOTE.fullmatch(title, stop.start()) is not None:
            continue  # `… matters. (Council District 5)`: the title's note
        label = NUMBER_LABEL.search(title, 0, stop.start())
        if label is not None and SENTENCE_OPENER.match(title, stop.end()) is None:
            continue  # `Section 9. Statutory …`: a division's label, not the sentence's end
        goes_on = CAPS_GOES_ON.match(title, stop.end())
        if goes_on is None or not _in_capitals(title[: stop.start()]):
            return stop.end()
        after = goes_on.end()
        if (
            goes_on.group(0).endswith(".")
            and not _in_capitals(title[after:])
            and CAPS_GOES_ON.match(title, after) is None
        ):
            return after
    return None
