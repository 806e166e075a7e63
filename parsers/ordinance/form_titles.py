"""The ordinance's title in the printed forms the caption reader does not know.

`titles.own_title` reads the `AN ORDINANCE …` caption, front matter and record fields. This module
corrects what it gives for other forms:

- a heading form: `ORDINANCE` (or `PROPOSED ORDINANCE`) alone on its line, the title under it in
  capitals over one or more lines, to the first line that is not in capitals or names the place
  (`REQUIRING LEGISLATION …` / `CITY OF NASHUA`), when no `AN ORDINANCE` opens a title;
- a printed form's `(TITLE)` label, the title after it from its first word in -ing (`Amending
  chapter VI …`; the form's script `Ordinance,` before it is OCR debris) to the enacting clause;
- a cover page's title in capitals ends where its capitals end: the next line in lower case is
  the cover's dated lines (`Adopted by the Planning Commission … on April 6, 1998`);
- a court-style heading (`BEFORE THE CITY COUNCIL OF THE CITY OF RIVERGROVE, OREGON`) is no
  title: a title that is only that is none;
- a ballot's question heading its own line (`Question A An Act To Increase the Minimum Wage in
  Portland`): its words after the label are the title (the paragraph under it explains them);
- a bound volume's `AN ORDINANCE` heading over its approval note (`(Approved August 18, 1914).`):
  the title is the paragraph under the note (`To amend and reordain …`), never the note;
- Maryland's `An Ordinance concerning` over the short title and `For the purpose of …`: the
  short title;
- a records system's page furniture (`Loading...`, the breadcrumb `HomeMy WebLinkAbout…` and the
  document's name after it) is no title: a caption that opens with it and holds no `AN
  ORDINANCE` opener has none (the page starts inside the ordinance, or its caption is lost),
  unless the caption is glued to the name's date (`…03/19/2013Ordinance amending the …`).
"""

from __future__ import annotations

import re

HEAD_CHARS = 4000  # a caption is printed within this

# The heading line, then the title's lines (blank lines between them allowed).
HEADING = re.compile(r"^[ \t]*(?:PROPOSED[ \t]+)?ORDINANCE[ \t]*\n", re.MULTILINE)
# A line naming the place under the title (`CITY OF NASHUA`): the title's end.
PLACE_LINE = re.compile(
    r"(?:CITY|TOWN|VILLAGE|COUNTY|BOROUGH|TOWNSHIP|PARISH)[ \t]+OF[ \t]+[A-Z .'-]+"
)
# A title's opener the caption reader knows: a title it opens is no heading form's.
OPENER = re.compile(r"\bAN?[ \t]+(?:[A-Z]+[ \t]+)?ORDINANCE\b|\bAN[ \t]+ACT\b", re.IGNORECASE)
# A Markdown transcription's heading holding the ordinance's label and number (`## ADOPTING
# ORDINANCE ORDINANCE NUMBER 285 TO AMEND ORDINANCE NUMBER 160 …`): the title as transcribed,
# to its line's end, when no `AN ORDINANCE` opens one.
MARKDOWN_HEADING = re.compile(
    r"^#{1,4}[ \t]+(?P<title>[^\n]*\bORDINANCE[ \t]+(?:NO\.?|NUMBER|#)[ \t]*\d[^\n]*?)[ \t]*$",
    re.MULTILINE | re.IGNORECASE,
)
# A printed form's title label, and the title's first word after the form's debris.
TITLE_LABEL = re.compile(r"\(TITLE\.?\)")
ING_WORD = re.compile(r"\b[A-Z][a-z]+ing\b")
LABEL_REACH = 40  # characters of debris between the label and the title's first word
# The enacting clause the labelled title runs into, its `it` OCR'd (`Be (t ordained`).
ORDAINED = re.compile(r"\bBe[ \t]+\S{1,3}[ \t]+ordained\b", re.IGNORECASE)
# A court-style heading naming the body before which the ordinance is made.
BEFORE_BODY = re.compile(
    r"^BEFORE[ \t]+THE[ \t]+(?:[A-Z]+[ \t]+){0,3}?(?:COUNCIL|BOARD|COMMISSION|COMMISSIONERS)\b"
    r"[^a-z]*$"
)
# Marks a scan's OCR read before the title, left from the caption's line (`ORDINANCE NO. 86-OR- ~`
# / `ORDINANCE AMENDING …`: a pen stroke read as `~`): no title opens on them.
SCAN_MARKS = re.compile(r"^[~^`|_=*•]+[ \t\n]+(?=[A-Z])")
# A records system's page furniture opening the text (Laserfiche WebLink and its public portal):
# its loading notice, its breadcrumb before the document's name. No title starts so.
RECORDS_FURNITURE = re.compile(
    r"^[ \t]*(?:Loading\b|Laserfiche[ \t]+WebLink\b|"
    r"Home[ \t]?My[ \t]?(?:WebLink|Public[ \t]?Portal)[ \t]?About)"
)
# The caption after the records system's furniture, glued to its name's date (`…About029770 ORD -
# 03/19/2013Ordinance amending the Unified Development Code by …`) or after its OCR'd debris
# (`Laserfiche WebLink � k : … ORDINANCE N0. / g ORDINANCE ?LMENDING ZONING ORDINANCE …`):
# `Ordinance` and a verb in -ing open a caption (a name would print `Ordinance No.`).
GLUED_CAPTION = re.compile(
    r"(?:\d{1,2}/\d{1,2}/\d{2,4}[ \t]*|[ \t])"
    r"(?P<title>(?:Ordinance|ORDINANCE)[ \t]+[^\s\d]{2,}(?:ing|ING)\b.*)$"
)
# The caption after the label of a number the OCR garbled (`ORDINANCE NO. :;. 7 r REGULATING THE
# DISCHARGE …`, a stamp's debris for the number): a verb in -ING in capitals opens it.
NUMBERED_CAPTION = re.compile(
    r"\bORDINANCE[ \t]+N[O0]\.?[^A-Za-z]{0,12}(?:[A-Za-z][^A-Za-z]{1,6})?"
    r"(?P<title>[A-Z]{2,}ING\b.*)$"
)
# A ballot's question heading: `Question A` (a letter or a number), then the measure's title as
# `An Act …` or `An Ordinance …`, the whole line.
BALLOT_QUESTION = re.compile(
    r"^[ \t]*Question[ \t]+[A-Z0-9]{1,3}\.?[ \t]+"
    r"(?P<title>An?[ \t]+(?:Act|Ordinance)\b[^\n]{3,200}?)[ \t]*$",
    re.MULTILINE | re.IGNORECASE,
)
# A title that is only the heading and the approval note a bound volume prints under it, or the
# heading alone (a blank line parted it from the note).
HEADING_AND_NOTE = re.compile(
    r"^AN?[ \t]+ORDINANCE[ \t]*(?:\((?:Approved|Passed|Adopted)\b[^()]{4,40}\)\.?)?$",
    re.IGNORECASE,
)
# The heading, the note on its own line, then the title's paragraph (to a blank line).
NOTE_THEN_TITLE = re.compile(
    r"^[ \t]*AN?[ \t]+ORDINANCE[ \t]*\n(?:[ \t]*\n)*[ \t]*\((?:Approved|Passed|Adopted)\b"
    r"[^()\n]{4,40}\)\.?[ \t]*\n(?:[ \t]*\n)*(?P<title>[A-Z][^\n]{10,600}(?:\n[^\n]+){0,6})",
    re.MULTILINE | re.IGNORECASE,
)
# Three words in a row each with two letters in lower case (`Annotated to show`): prose, never a
# caption's OCR noise in capitals (`00Af Pill jURES`, `BUILDiNGS`).
# Maryland's bill form: `An Ordinance concerning` on its line, the short title under it (a
# legislation page's `title` label between), then the purpose paragraph `For the purpose of …`:
# the title is the short title (Baltimore MD).
CONCERNING = re.compile(
    r"^[ \t]*An?[ \t]+(?:Ordinance|Act|Bill)[ \t]+concerning[ \t]*\n(?:[ \t]*title[ \t]*\n)?"
    r"(?P<title>(?:(?![ \t]*For[ \t]+the[ \t]+purpose\b)[ \t]*\S[^\n]*\n){1,3}?)"
    r"[ \t]*For[ \t]+the[ \t]+purpose\b",
    re.IGNORECASE | re.MULTILINE,
)
# The caption reader's title when it read that form as one paragraph (a records page's title
# field, read instead, is kept).
CONCERNING_READ = re.compile(r"\s*An?\s+(?:Ordinance|Act|Bill)\s+concerning\b", re.IGNORECASE)
# A word in lower case (two letters of it at least: an OCR's stray `l` is none).
LOWER_WORD = re.compile(r"[a-z]{2}")
PROSE_RUN = re.compile(r"(?:^|\s)((?:\S*[a-z]{2}\S*\s+){2}\S*[a-z]{2}\S*)")
CAPITALS_SHARE = 0.8  # a line is in capitals when this share of its letters is
MIN_LETTERS = 3  # a line with fewer letters says nothing of its case


# The series of the number printed on the line under it (`ORDINANCE NO. 1932` / `New Series`:
# a city that numbered its ordinances anew), read first where no `AN ORDINANCE` opens the title.
NUMBER_SERIES = re.compile(r"^(?:New|Old|Second)\s+Series\b[\s.,:;-]*", re.IGNORECASE)


def form_title(title: str, text: str) -> str:
    """The title `own_title` read, corrected for the forms of the module."""
    head = text[:HEAD_CHARS]
    title = NUMBER_SERIES.sub("", SCAN_MARKS.sub("", title))
    if BEFORE_BODY.match(title):
        return ""
    ballot = BALLOT_QUESTION.search(head)
    if ballot is not None:
        return " ".join(ballot.group("title").split())
    noted = NOTE_THEN_TITLE.search(head) if HEADING_AND_NOTE.match(title) else None
    if noted is not None:
        return " ".join(noted.group("title").split())
    labelled = _labelled(head)
    if labelled is not None:
        return labelled
    # `An Ordinance concerning` / `Zoning - … - Corrective`, read as the caption (no record field)
    concerning = CONCERNING.search(head) if CONCERNING_READ.match(title) else None
    if concerning is not None:
        return " ".join(concerning.group("title").split())
    if RECORDS_FURNITURE.match(title) and OPENER.search(title) is None:
        glued = GLUED_CAPTION.search(title) or NUMBERED_CAPTION.search(title)
        return glued.group("title") if glued is not None else ""
    markdown = MARKDOWN_HEADING.search(head) if OPENER.search(title) is None else None
    if markdown is not None and " ".join(title.split()[:3]) in markdown.group("title"):
        return " ".join(markdown.group("title").split())
    if OPENER.match(title) is None:
        heading = _under_heading(head)
        if heading is not None:
            return heading
    return _before_prose(_capitals_end(title, head))


def _in_capitals(line: str) -> bool | None:
    """Whether a line is in capitals; None when it has too few letters to tell."""
    letters = [ch for ch in line if ch.isalpha()]
    if len(letters) < MIN_LETTERS:
        return None
    return sum(ch.isupper() for ch in letters) >= CAPITALS_SHARE * len(letters)


def _under_heading(head: str) -> str | None:
    """The title in capitals under an `ORDINANCE` heading line, or None."""
    heading = HEADING.search(head)
    if heading is None:
        return None
    lines: list[str] = []
    for line in head[heading.end() :].split("\n"):
        if not line.strip():
            continue
        if PLACE_LINE.fullmatch(line.strip()) or not _in_capitals(line):
            break
        lines.append(line.strip())
    return " ".join(" ".join(lines).split()) or None


def _labelled(head: str) -> str | None:
    """The title after a form's `(TITLE)` label, to the enacting clause; None without one."""
    label = TITLE_LABEL.search(head)
    if label is None:
        return None
    first = ING_WORD.search(head, label.end(), label.end() + LABEL_REACH)
    end = ORDAINED.search(head, label.end())
    if first is None or end is None or end.start() < first.start():
        return None
    return " ".join(head[first.start() : end.start()].split()).rstrip(" ,;")


def _before_prose(title: str) -> str:
    """A title in capitals cut where words in lower case run on after it on its line (`… SYSTEMS
    DEVELOPMENT CHARGES Annotated to show deletions-and additions …`, a text whose lines were
    lost: the legend under the caption, not the title)."""
    opening = " ".join(title.split()[:4])
    if not any(ch.isalpha() for ch in opening) or any(ch.islower() for ch in opening):
        return title  # (a title that opens in capitals only)
    prose = PROSE_RUN.search(title)
    if prose is None or LOWER_WORD.search(title, 0, prose.start(1)) is not None:
        return title  # words in lower case before it (`… OF Lots 11, 12`): the title's own
    return title[: prose.start(1)].rstrip(" ;,")


def _without_marks(words: list[str]) -> str:
    """The title's words without a separator's marks at its end (`… FOR SEVERABILITY. * * * * *`:
    the line of stars between a caption and its enacting clause holds no letter or digit)."""
    while words and not any(ch.isalnum() for ch in words[-1]):
        words = words[:-1]
    return " ".join(words)


def _capitals_end(title: str, head: str) -> str:
    """A title in capitals cut at the first line of the text it reaches that is not."""
    words = title.split()
    if len(words) < 2 or not _in_capitals(" ".join(words[:4])):
        return title
    pattern = r"[ \t\n]+".join(re.escape(word) for word in words[:6])
    starts = list(re.finditer(pattern, head))  # the caption's title is the last printed
    if not starts:
        return title
    start = starts[-1]
    kept: list[str] = []
    lines = head[start.start() :].split("\n")
    for at, line in enumerate(lines):
        if len(kept) >= len(words):
            break
        if _in_capitals(line) is False and not _between_capitals(lines, at, len(words) - len(kept)):
            return _without_marks(words[: len(kept)]) if kept else title
        kept.extend(line.split())
    return title


def _between_capitals(lines: list[str], at: int, left: int) -> bool:
    """Whether the line `at`, not in capitals, is still the title's: its words are within the
    `left` words of the title, it opens in capitals and the next line with text is in capitals
    (`… CODE; ADOPTING NEW ENACTMENT AS ARTICLE 2 of chapter 11 CF` / `THE UKIAH CITY CODE
    ENTITLED …`: a typist's words in lower case inside a caption in capitals)."""
    words = lines[at].split()
    if len(words) >= left or _in_capitals(" ".join(words[:2])) is not True:
        return False  # (the line must open in capitals, going on with the caption)
    after = next((line for line in lines[at + 1 :] if line.strip()), "")
    return _in_capitals(after) is True
