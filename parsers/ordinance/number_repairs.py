"""This ordinance's own number, repaired where its printing lost part of it.

`form_numbers.form_number` reads the number from the caption and the other forms; this module
takes what it read and the caption, and mends what typesetting and OCR do to a number:

- a number printed letter-spaced (`ORDINANCE NO. 6 2 4 7 :`, a heading in spaced type) is read up
  to its first blank: its other digits are joined to it (`6247`);
- a number whose series letter O the OCR or the typist printed as a zero, a lone `0` before the
  first hyphen (`ORDINANCE N0. 0-14-90`): no series counts from zero, so it is `O-14-90`;
- a number printed without its hyphen (`ORDINANCE NO. 92538`) that the document prints with it
  elsewhere, once (a records system's name of the document, `OR 92-538 Regulation of …`): the
  hyphenated form (never a date, never a cited ordinance's);
- a number cut short after its hyphen (`ORDINANCE NO. 91-OR-[~`, the sequence illegible): the
  page's opening name when its number starts with the same digits (`O94-12ORDINANCE NOd94-`),
  else no number at all: an unnumbered ordinance, warned, beats an invented one;
- a state act that prints no number but its bill's, in brackets on the line above its title
  (`(Senate Bill 80)` / `AN ACT to repeal …`): the bill's, chamber kept (`SB80`);
- a caption whose label the OCR glued a letter to (`ORDINANCEN NO. 279`), when nothing else
  gives a number.
"""

from __future__ import annotations

import re

from parsers.ordinance.own_number import HEAD_CHARS, is_cited

# The digits printed after a number's first one, each set apart by a blank (letter-spacing:
# `NO. 6 2 4 7 :`): `{}` is the number as read, one digit; two spaced digits at least follow.
SPACED_DIGITS = r"\b(?:NO|N0|NUMBER)\.?[ \t]*{}(?P<rest>(?:[ \t]\d){{2,}})(?![\w.-])"
# A number whose first part is a lone zero before a hyphen and more digits (`0-14-90`): the
# series letter O printed as a zero.
ZERO_LETTER = re.compile(r"0(?=-\d)")
# A hyphenated number printed in the head as an ordinance's, after its label (a records system's
# name `OR 92-538 Regulation of …`, `Ordinance No. 92-538`), whole: never a bare `11-30`, which
# may be a code section's number.
HYPHENATED = re.compile(
    r"\b(?:(?-i:ORD?)|Ord(?:inance)?|No)\.?[ \t]*(?:No\.?[ \t]*)?"
    r"(?P<number>\d{1,5}(?:-\d{1,5})+)(?![\w/-]|\.\d)",
    re.IGNORECASE,
)
# A date printed with hyphens (`07-21-2003`, `2003-07-21`): never an ordinance's number restored.
HYPHEN_DATE = re.compile(r"\d{1,2}-\d{1,2}-\d{2}(?:\d\d)?|\d{4}-\d{1,2}-\d{1,2}")
MIN_JOINED_DIGITS = 4  # a number that short may be any count; a hyphen is restored to longer ones
# A records system's page that opens on the document's name, the caption glued after it
# (`O94-12ORDINANCE NOd94-/,,~`): its series letters and its number.
OPENING_NAME = re.compile(
    r"\A(?:[ \t]*Loading\.\.\.[ \t]*\n)?[ \t]*(?P<letters>[A-Z]{0,2})(?P<digits>\d{2,4}-\d{1,4})"
    r"(?=ORDINANCE\b)"
)
# Letters before a cut number's digits (`d94-`): what the OCR made of the label's edge or a series
# letter, compared by the digits alone.
LEADING_LETTERS = re.compile(r"\A[A-Za-z]+")
# The caption's label with a letter the OCR glued to its word (`ORDINANCEN NO. 279`): any letter
# but the plural's S, read only when no other form gives a number.
STRAY_LETTER = re.compile(r"\bORDINANCE[A-RT-Z][ \t]+NO\.?[ \t]*(?P<number>\d{1,5})(?![\w.-])")
# A state bill named in brackets alone on its line right above the act's title (`(Senate Bill
# 80)` / `AN ACT to repeal …`, Maryland's session laws): the act's only number on the page.
BRACKETED_BILL = re.compile(
    r"^[ \t]*\((?P<chamber>House|Senate|Assembly)[ \t]+Bill[ \t]+(?:No\.?[ \t]*)?"
    r"(?P<number>\d{1,5})\)[ \t]*\n[ \t]*AN[ \t]+ACT\b",
    re.IGNORECASE | re.MULTILINE,
)


# A number read as a year and a place in that year's series (`1968-16`, a records system's name of
# `ORDINANCE NO. 16, Series of 1968`, Colorado's numbering); the series' words, {year} its year.
YEAR_AND_PLACE = re.compile(r"(?P<year>(?:18|19|20)\d\d)-(?P<place>\d{1,3})")
SERIES_OF = r"\bSeries[ \t]+of[ \t]+{year}\b"
# The caption printing the number whole (`ORDINANCE NO. 2019-05, SERIES OF 2019`): as printed.
PRINTED_WHOLE = r"\bORDINANCE[ \t]+N[O0]\.?[ \t]*{number}(?![\w-])"


def repaired(number: str | None, caption: str, text: str) -> str | None:
    """The number read, mended where its printing lost part of it (see the module); None when
    what was read is cut short and nothing completes it."""
    head = text[:HEAD_CHARS]
    if number is None:
        bill, stray = BRACKETED_BILL.search(head), STRAY_LETTER.search(caption)
        if bill is not None:
            return f"{bill['chamber'][0].upper()}B{bill['number']}"
        return stray["number"] if stray is not None else None
    if number.isdigit() and len(number) == 1:
        spaced = re.search(SPACED_DIGITS.format(number), caption, re.IGNORECASE)
        number += "".join(spaced["rest"].split()) if spaced is not None else ""
    if number.endswith("-"):
        return _completed(number, head)
    if (series := _place_in_series(number, head)) is not None:
        return series
    if number.isdigit() and len(number) >= MIN_JOINED_DIGITS:
        return _hyphen_restored(number, head)
    return ZERO_LETTER.sub("O", number, count=1) if number.startswith("0-") else number


def _completed(number: str, head: str) -> str | None:
    """The opening name's number for a number cut after its hyphen (`d94-` under `O94-12`), when
    the name's digits start with the cut one's; None otherwise (the number is not known)."""
    name = OPENING_NAME.search(head)
    printed = LEADING_LETTERS.sub("", number)
    if name is None or not printed[:1].isdigit() or not name["digits"].startswith(printed):
        return None
    return name["letters"] + name["digits"]


def _hyphen_restored(number: str, head: str) -> str:
    """The number as the document prints it with its hyphen elsewhere (`92538` → `92-538`), when
    exactly one such form is printed and is neither a date nor a cited ordinance's."""
    forms = {
        match["number"]
        for match in HYPHENATED.finditer(head)
        if match["number"].replace("-", "") == number
        and HYPHEN_DATE.fullmatch(match["number"]) is None
        and not is_cited(head, match.start(), match.end())
    }
    return forms.pop() if len(forms) == 1 else number


def _place_in_series(number: str, head: str) -> str | None:
    """A year-and-place number's place (`1968-16` → `16`) when the text names the year's series
    (`Series of 1968`) and prints no such number whole after `ORDINANCE NO.`; else None."""
    found = YEAR_AND_PLACE.fullmatch(number)
    if found is None or re.search(SERIES_OF.format(year=found["year"]), head, re.I) is None:
        return None
    if re.search(PRINTED_WHOLE.format(number=re.escape(number)), head, re.I) is not None:
        return None
    return found["place"]
