"""Split an ordinance into its own `SECTION n:` sections and say what each one does.

Headings are found wherever they start: a drafter's paste can run the previous section's last
sentence into the heading (`… in CMC Chapter 17.38. SECTION 9: Amendment …`). Numbers are kept as
printed even when they repeat or skip (both are reported as parse issues, never renumbered). What
follows the last section's text — `Approved:`, `Attest:`, `PASSED AND ADOPTED …` and signature
lines — is a section of its own, kind SIGNATURES, without a number.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from parsers.ordinance.heading_ends import INSTRUCTION_END
from parsers.ordinance.heading_ends import heading_end as find_heading_end
from parsers.ordinance.headings import Heading, find_headings, operative_start
from parsers.ordinance.headless import headless_headings, read_sentence_of
from parsers.ordinance.marked_repeals import marked_repeal_line
from parsers.ordinance.notices import notice_issue
from parsers.ordinance.section_kinds import classify
from parsers.ordinance.sentences import PASSIVE, amending_sentences, sentence_words
from parsers.ordinance.town_meetings import town_meeting_issue
from parsers.ordinance_records import OrdinanceSectionKind
from parsers.records import ParseIssue, Severity

# The first line of the signature block after the last section; in a notice of a proposed ordinance,
# the line saying what became of it (`which proposed ordinance was given its first reading …`) or
# its date (`Dated this 10th day of December, 2013`).
SIGNATURE_START = re.compile(
    r"^[ \t]*(?:Approved\s*:|APPROVED\s*:|Attest\s*:|ATTEST\s*:|PASSED|Passed,?\s+approved|"
    r"AYES\s*:|Ayes\s*:|IN\s+WITNESS|which\s+(?:proposed\s+)?ordinance\s+was\b|"
    r"Dated\s+this\s+\d)",
    re.MULTILINE,
)


# What marks a text as an ordinance when it has neither sections nor an enacting clause (a
# legislation system's record of one): `ORDINANCE NO. 5`, `AN ORDINANCE …`, `Ordinance 120794`.
ORDINANCE_MARK = re.compile(
    r"\bORDINANCE[ \t]+(?:NO\.?|NUMBER|#)[ \t]*\d|\bAN[ \t]+ORDINANCE\b|"
    r"^[ \t#]*Ordinance[ \t]+\d",
    re.IGNORECASE | re.MULTILINE,
)
NO_BODY = (
    "the document prints the ordinance's caption or record but no sections and no enacting "
    "clause: its number, title and dates are read, no instruction"
)
OTHER = OrdinanceSectionKind.OTHER


@dataclass(frozen=True, slots=True)
class RawSection:
    """One section as found: offsets into the ordinance's text."""

    number: int | None
    start: int  # where `SECTION n` (or the signature block) starts
    heading_start: int  # the heading's first character after `SECTION n:`
    heading_end: int  # where the body starts
    end: int
    heading: str  # the heading (for an amendment: the instruction sentence), whitespace-joined
    kind: OrdinanceSectionKind


@dataclass(frozen=True, slots=True)
class SplitOrdinance:
    preamble_end: int  # the caption and recitals are text[:preamble_end]
    sections: tuple[RawSection, ...]
    issues: tuple[ParseIssue, ...]


def _section(text: str, heading: Heading, end: int) -> RawSection:
    """One section from its heading to `end`: its heading (for an amendment, the instruction
    sentence, wherever in the section it stands) and its kind."""
    heading_start = heading.end
    while heading_start < end and text[heading_start] in " \t":
        heading_start += 1
    heading_end = find_heading_end(text, heading_start, end)
    marked = None if heading_end > heading_start else marked_repeal_line(text, heading_start, end)
    if marked is not None:  # `Sec. 4.` / `Sec. 4.152 – License required – Repealed`
        heading_start, heading_end = marked
    title = sentence_words(text[heading_start:heading_end])  # `in con-` / `flict` joined
    kind = classify(title, text[heading_end:end], amends=PASSIVE.search(title) is not None)
    introduces = _introduces_text(text, heading_start, end, kind)
    if introduces or (
        PASSIVE.search(title) is None
        and kind in {OrdinanceSectionKind.AMENDMENT, OrdinanceSectionKind.OTHER}
    ):
        sentences = amending_sentences(text, heading_start, end)
        if sentences:
            # A heading that is the sentence itself, wrapped past its first line (`All
            # ordinances … in con-` / `flict with this Amendment are hereby repealed.`): its
            # kind is the whole sentence's.
            whole = sentences[0][0] == heading_start
            heading_start, heading_end = sentences[0]
            if whole:
                title = sentence_words(text[heading_start:heading_end])
            kind = AMENDING if introduces else classify(title, "", amends=True)
    heading_text = sentence_words(text[heading_start:heading_end])
    return RawSection(
        heading.number, heading.start, heading_start, heading_end, end, heading_text, kind
    )


# Kinds a section's caption may give that an amending sentence after it overrides when that
# sentence introduces new text: `SECTION 1. CODIFICATION AND PUBLICATION. Section 100.03 … is
# hereby amended to read as follows:` amends 100.03 (the caption names the subject of the law
# amended, not what the section does).
CAPTION_KINDS = frozenset({OrdinanceSectionKind.PUBLICATION, OrdinanceSectionKind.FINDINGS})
AMENDING = OrdinanceSectionKind.AMENDMENT


def _introduces_text(text: str, start: int, end: int, kind: OrdinanceSectionKind) -> bool:
    """Whether a section of a `CAPTION_KINDS` kind holds an amending sentence that introduces
    new text (`INSTRUCTION_END`): an amendment, never dropped."""
    if kind not in CAPTION_KINDS:
        return False
    sentences = amending_sentences(text, start, end)
    return bool(sentences) and INSTRUCTION_END.search(text, *sentences[0]) is not None


# What may stand between an instruction sentence and the new text it introduces: blanks and an
# editor's bracketed note of one line (`[ocr errors]`).
BEFORE_NEW_TEXT = re.compile(r"(?:\s|\[[^\]\n]{0,40}\])*")


# The voice of an enactment in an amending sentence (`is hereby amended`, `are hereby
# repealed`): a document printing one is read as an ordinance, though it prints no caption, no
# enacting clause and no numbered section (a chapter of a printed volume of ordinances, its
# heading `CHAPTER 12.` and title only).
HEREBY = re.compile(r"\bhereby\b", re.IGNORECASE)


# A division of law named in an amending sentence's target phrase (`Chapter five of the
# Ordinances of 1922`, `Section 4`, `§ 12`): what makes a `hereby` sentence an enactment's
# (`The minutes are hereby amended` names none).
NAMES_DIVISION = re.compile(r"(?:\b(?:chapter|section|article|title|part)s?|§)\s*\w", re.I)


def _enacting_sentence(text: str) -> int | None:
    """Where the first amending sentence in the voice of an enactment (`HEREBY`) that names a
    division of law starts, or None when the text prints none."""
    return next(
        (
            start
            for start, end in amending_sentences(text, 0, len(text))
            if HEREBY.search(text, start, end)
            and NAMES_DIVISION.search(read_sentence_of(text, start, end))
        ),
        None,
    )


# An unnumbered sentence adding sections whose text follows (`Ordinance No. 85-26 … is hereby
# amended by adding the following heading and sections, to wit:`): the headings after it, its
# `SECTION 1` too, are the new text's.
ADDS_SECTIONS = re.compile(
    r"\badding\s+the\s+following\s+(?:[\w ]{0,30}\s)?(?:new\s+)?sections\b[^:.]{0,20}:",
    re.IGNORECASE,
)


def _own_headings(text: str, headings: list[Heading]) -> list[Heading]:
    """The headings of the ordinance's own sections. An ordinance of one unnumbered sentence
    (`Chapter thirty-six … is hereby amended by striking out section four …, and inserting …
    the following:`) prints the code's sections in its new text (`Section 4. The treasurer …`):
    when no heading is numbered 1 and the first follows a sentence ending in new text, they are
    that text's (the sentence is the one section), or a `SECTION 2.` after it: `1.` lost (OCR)."""
    if not headings or headings[0].number is None:
        return headings
    spans = amending_sentences(text, 0, headings[0].start)
    if not spans:
        return headings
    start, end = spans[-1]
    adds = ADDS_SECTIONS.search(text, start, end)
    operative = operative_start(text)
    if headings[0].number == 1 and adds is not None and operative is not None:
        begin = operative if start <= operative < adds.start() else start
        return [Heading(None, begin, begin, "none")]  # `adding … sections, to wit:`, then theirs
    if any(h.number == 1 for h in headings):
        return headings
    colon = text[start:end].rstrip().endswith(":")
    if colon and BEFORE_NEW_TEXT.fullmatch(text, end, headings[0].start) is not None:
        return [Heading(None, start, start, "none")]
    # OCR may also run the new text into the sentence (`amended to read follows,; It shall …`).
    lost = colon or INSTRUCTION_END.search(text, start, end) is not None
    if not lost or headings[0].number != 2:
        return headings
    return [Heading(None, start, start, "none"), *headings]


# The opening of an amending sentence that names another law's section by a bare number (`Section
# 2 of Local law 4113 of 1992 is hereby amended to read as follows:`): {number} is that number.
OTHER_LAWS_SECTION = r"\s*(?:That\s+)?(?:Section|Sec\.|§)\s*{number}\s+of\b"


def _restated_headings(text: str, headings: list[Heading]) -> list[Heading]:
    """The headings less each that heads the new text of the sentence right before it: a section
    ending on `… read as follows:` with nothing after it, whose sentence names another law's
    section by the number the next heading prints (`SECTION 2. The following Sewer Rates …`, the
    amended local law's own Section 2 restated, Wappinger NY): that heading is the new text's."""
    kept: list[Heading] = []
    for heading in headings:
        previous = kept[-1] if kept else None
        other = OTHER_LAWS_SECTION.format(number=heading.number) if heading.number else ""
        # The sentences are read only where the section ends on a colon (its blanks and a note
        # aside) and names such a section at all: cheap checks first.
        chunk = text[previous.end : heading.start] if previous else ""
        ends = chunk.rstrip().endswith((":", "]"))
        named = previous and other and ends and re.search(other, chunk)
        spans = amending_sentences(text, previous.end, heading.start) if previous and named else []
        if spans and heading.number is not None:
            start, end = spans[-1]
            names = re.match(other, text[start:end])
            bare = BEFORE_NEW_TEXT.fullmatch(text, end, heading.start) is not None
            if names and bare and text[start:end].rstrip().endswith(":"):
                continue
        kept.append(heading)
    return kept


def _bodiless(text: str, issue: ParseIssue, caption: bool = True) -> SplitOrdinance:
    """A text with no body, one empty record section, and `issue`: all of it is caption, or
    (a notice, which prints no caption) none of it."""
    end = len(text)
    record = RawSection(None, end, end, end, end, "", OTHER)
    return SplitOrdinance(end if caption else 0, (record,), (issue,))


def split_sections(text: str, document: str) -> SplitOrdinance:
    """The ordinance's sections in the order printed, with issues for odd numbering. A document
    with no headings is one section from its enacting clause, when it holds an amending
    sentence."""
    headings = _restated_headings(text, _own_headings(text, find_headings(text)))
    if not headings:
        start = operative_start(text)
        if start is None:  # `Chapter five … is hereby further amended …`, under its caption
            start = _enacting_sentence(text)
        if start is None and ORDINANCE_MARK.search(text) is None:
            headings = headless_headings(text)  # amending sentences, and nothing else
            if not headings:  # a notice of passage or a town meeting's votes; else refused
                notice = notice_issue(text, document) or town_meeting_issue(text, document)
                if notice is None:
                    return SplitOrdinance(len(text), (), ())
                return _bodiless(text, notice, caption=False)
            start = headings[0].start
        if start is None:  # a record of the ordinance without its body: all of it is caption
            return _bodiless(
                text,
                ParseIssue(document, "text", Severity.WARNING, "ordinance-body-missing", NO_BODY),
            )
        headings = headings or [Heading(None, start, start, "none")]
    bounds = [h.start for h in headings] + [len(text)]
    signature = SIGNATURE_START.search(text, headings[-1].end)
    if signature is not None:
        bounds[-1] = signature.start()
    # A group heading (`AMENDMENTS TO THE COMPREHENSIVE PLAN`) right before the next heading
    # holds nothing: it only ends the section before it.
    sections = [
        _section(text, h, bounds[i + 1])
        for i, h in enumerate(headings)
        if h.style != "clause" or text[text.find("\n", h.end) + 1 : bounds[i + 1]].strip()
    ]
    if signature is not None:
        line_end = text.find("\n", signature.start())
        line_end = len(text) if line_end < 0 else line_end
        sections.append(
            RawSection(
                None,
                signature.start(),
                signature.start(),
                line_end,
                len(text),
                " ".join(text[signature.start() : line_end].split()),
                OrdinanceSectionKind.SIGNATURES,
            )
        )
    return SplitOrdinance(
        headings[0].start, tuple(sections), tuple(_numbering_issues(sections, document))
    )


def _numbering_issues(sections: list[RawSection], document: str) -> list[ParseIssue]:
    issues: list[ParseIssue] = []
    previous: int | None = None
    for section in sections:
        number = section.number
        if number is None:
            continue
        problem = _numbering_problem(previous, number)
        if problem is not None:
            where = f"SECTION {number}, chars {section.start}-{section.end}"
            issues.append(ParseIssue(document, where, Severity.WARNING, *problem))
        previous = number
    return issues


def _numbering_problem(previous: int | None, number: int) -> tuple[str, str] | None:
    """The issue code and message of a section number out of sequence after `previous`."""
    if previous is None:
        first = f"the first section is numbered {number}, not 1"
        return None if number == 1 else ("section-number-skipped", first)
    if number == previous:
        return (
            "section-number-repeated",
            f"SECTION {number} is printed twice; both are kept in order",
        )
    if number > previous + 1:
        missing = ", ".join(str(n) for n in range(previous + 1, number))
        between = f"no SECTION {missing} between SECTION {previous} and SECTION {number}"
        return "section-number-skipped", between
    if number < previous:
        return "section-number-order", f"SECTION {number} follows SECTION {previous}"
    return None
