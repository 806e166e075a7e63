"""ecode360's page furniture: the download footer and the running header.

Every page of an ecode360 download ends with `Downloaded from https://ecode360.com/<CODE> on
<date>` and begins with a running header: the jurisdiction (`City of Cotati, CA`), the code's
or title's name (it alternates between pages), and the numbers of the first and last section
on the page (`§ 17.62.030`), the first sometimes printed on the jurisdiction's line. Nothing
here depends on the words a particular city prints: header lines are recognised by where they
sit, and section numbers by their shape.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import date
from itertools import chain

from parsers.ecode360.pages import ExportPage, Line
from parsers.schemes import ANY_NUMBER

# The download footer: the customer code (letters and digits after the host) and the date,
# ISO (`2026-05-11`) or US style (`5/11/2026`).
FOOTER = re.compile(
    r"^\s*Downloaded\s+from\s+https?://(?:www\.)?ecode360\.com/(?P<code>[A-Za-z0-9]+)\S*"
    r"\s+on\s+(?P<date>\d{4}-\d{1,2}-\d{1,2}|\d{1,2}/\d{1,2}/\d{4})\s*$"
)

# A section number as printed in running headers and headings, in any numbering scheme
# (`schemes`): `17.62.030`, `170-12`, `250-12.1`, `19:2-4`, `1-2-3`.
SECTION_NUMBER = ANY_NUMBER

# A running-header line that is only a section reference: `§ 17.62.030`.
REF_LINE = re.compile(rf"^\s*§\s*(?P<number>{SECTION_NUMBER})\s*$")

# A section reference at the end of the jurisdiction line: `City of Cotati, CA § 17.62.070`.
TRAILING_REF = re.compile(rf"\s+§\s*(?P<number>{SECTION_NUMBER})\s*$")

# Any section reference in a header line.
ANY_REF = re.compile(rf"§\s*(?P<number>{SECTION_NUMBER})(?![\d.-])")

# A jurisdiction as ecode360 names it: a place, a comma and a two-letter state or province
# (`City of Cotati, CA`, `Town of Hempstead, NY`).
PLACE = re.compile(r"\S.*,\s*[A-Z]{2}$")

# How many non-blank lines after a footer may still be running header.
HEADER_WINDOW = 5
# A running header names at most the first and the last section on its page.
HEADER_REFS = 2


@dataclass(frozen=True, slots=True)
class Footer:
    code: str
    as_of: date | None


def parse_footer(text: str) -> Footer | None:
    match = FOOTER.match(text)
    if match is None:
        return None
    return Footer(match.group("code"), parse_date(match.group("date")))


def parse_date(text: str) -> date | None:
    try:
        if "-" in text:
            year, month, day = (int(p) for p in text.split("-"))
        else:
            month, day, year = (int(p) for p in text.split("/"))
        return date(year, month, day)
    except ValueError:
        return None


def header_length(lines: Sequence[Line]) -> int:
    """How many of `lines` (the non-blank lines right after a footer) are running header.

    The jurisdiction line always is; the header then runs up to and including its section
    reference lines (at most two). Without references, a following line with no lower-case
    letters (the code's name) is header too.
    """
    if not lines:
        return 0
    refs = 1 if TRAILING_REF.search(lines[0].text) else 0
    end = 1
    for index in range(1, min(len(lines), HEADER_WINDOW)):
        if refs >= HEADER_REFS:
            break
        if REF_LINE.match(lines[index].text):
            refs += 1
            end = index + 1
        elif named_refs(lines[index].text):
            refs += len(ANY_REF.findall(lines[index].text))
            end = index + 1
    if end == 1 and len(lines) > 1 and _is_name_line(lines[1].text):
        end = 2
    return end


def named_refs(text: str) -> bool:
    """A layout rendering's running-header line: the section references and the code's name in
    capitals side by side (`§ 15.04.010   BUILDINGS AND CONSTRUCTION   § 15.04.050`)."""
    if "§" not in text or not ANY_REF.search(text):
        return False
    rest = ANY_REF.sub("", text).strip()
    return not any(c.islower() for c in rest) and not rest.endswith(".") and "§" not in rest


def _is_name_line(text: str) -> bool:
    stripped = text.strip()
    return (
        0 < len(stripped) <= 60
        and not any(c.islower() for c in stripped)
        and any(c.isalpha() for c in stripped)
        and not stripped.endswith(".")
        and not stripped.startswith(("•", "-", "§", "(", "=="))
    )


def header_refs(header: Iterable[Line]) -> list[str]:
    """The section numbers a page's running header names, in order (a PDF reader may hand
    over both on one line)."""
    return [m.group("number") for line in header for m in ANY_REF.finditer(line.text)]


def header_sides(header: Sequence[Line]) -> tuple[str | None, str | None]:
    """(first, last): the sections a page's running header names as the first and the last on
    the page. Reference lines give them in order; a layout line that prints one reference beside
    the code's name says which by its side (`§ 24-16   CODE` is the first, `CODE   § 59-5` the
    last); a single reference otherwise stands for both."""
    refs = header_refs(header)
    if len(refs) != 1:
        return (refs[0], refs[-1]) if refs else (None, None)
    for line in header:
        match = ANY_REF.search(line.text)
        if match is None:
            continue
        before = line.text[: match.start()].strip()
        after = line.text[match.end() :].strip()
        if after and not before:
            return refs[0], None
        if before and not after and not PLACE.match(before):
            return None, refs[0]
    return refs[0], refs[0]


def header_place(header: Sequence[Line]) -> str | None:
    """The place a running header names: its first line shaped like `Place, ST` (else its first
    line), section references removed."""
    candidates = [ANY_REF.sub("", line.text).strip() for line in header]
    candidates = [c for c in candidates if c]
    if not candidates:
        return None
    places = [c for c in candidates if PLACE.match(c)]
    return (places or candidates)[0]


def page_footer(page: ExportPage) -> Footer | None:
    """The page's readable download footer (in its footer, or among its body lines when a
    reader could not tell the footer apart)."""
    for line in chain(page.footer, page.body):
        if "ecode360" in line.text:
            footer = parse_footer(line.text)
            if footer is not None:
                return footer
    return None
