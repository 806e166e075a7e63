"""Readers of the labels below a section: subsections, paragraphs, clauses, divisions.

`subsection (A) of Section 9.12.040`, `paragraphs (1), (2) … of this subsection (a)`, `paragraph
4 of subsection B. of this section`, `subsection (a)(1)J. hereof`, Ohio's `division (A)(5)`: each
reads the labels (a list or a range, letter-period labels included) and what they sit under.
A level below the subsection (`paragraph`, `clause`) keeps its word on the `Reference`, so
resolution reads a bare `paragraph (2)` in the enclosing subsection. The enclosing node named
by its kind (`this chapter`, `this subsection (a)`, `this paragraph`) is read here too.
"""

from __future__ import annotations

import re
from dataclasses import replace

import graph.patterns as p
import parsers.schemes as schemes
from graph.readers.cursor import (
    Cursor,
    Hit,
    Member,
    continue_labels,
    labels_from_path,
    make_hit,
    squash,
)
from graph.readers.external import OWN, as_external, law_tail
from graph.readers.local import path_labels, relative, section_like
from graph.records import CitationKind, Reference
from parsers.grammar.joints import LIST_WORD, RANGE_WORD
from parsers.grammar.labels import period_labels, run_together_labels

K = CitationKind

# The letter each level word's anchor leaves out: `p` of `aragraph`, `c` of `lause`, `d` of
# `ivision`, `i` of `tem`.
_FIRST_LETTER = {"a": "p", "l": "c", "i": "d", "t": "i"}


def read_subsection(text: str, anchor: re.Match[str]) -> Hit | None:
    """`subsection E of this section`, `subsections (A)(4) through (A)(6)`, `subsection (A) of
    Section 9.12.040`; `Subsection 59-2-102(20), Utah Code Annotated` names a section."""
    start = anchor.start() - 1  # the anchor is `ubsection`: its `S` or `s` comes before
    if start < 0 or text[start] not in "Ss" or (start > 0 and text[start - 1].isalpha()):
        return None
    if p.SUBSECTION_SECTION_AHEAD_RE.match(text, anchor.end()):
        return section_like(text, anchor, start=start)
    return _labels_after(text, anchor.end(), start, "")


def read_level(text: str, anchor: re.Match[str]) -> Hit | None:
    """`paragraph (1)`, `paragraphs 1., 2. and 3. of subsection B.`, `subparagraph (3)`,
    `clause (ii)`, `subdivisions (1) and (2) of this subsection`, `division (A)(5)`: labels
    below (or, for Ohio's `division`, at) the subsection level, read as subsections are."""
    before = p.LEVEL_WORD_BEFORE_RE.search(text, max(0, anchor.start() - 4), anchor.start())
    if before is None or text[anchor.start() - 1].lower() != _FIRST_LETTER[anchor.group(0)[0]]:
        return None  # the letter before the anchor must begin its own word (`Paragraph`)
    word = (text[before.start() : anchor.end()].split() or [""])[0].lower().rstrip("s")
    if word.endswith("division") and not word.startswith("sub"):
        if p.AGENCY_ACRONYM_RE.match(text, anchor.end()):
            return None  # `Environmental Protection Division (EPD)`: an agency, abbreviated
        word = ""  # Ohio's `division (A)` is a subsection: read in the section
    if p.SUBSECTION_SECTION_AHEAD_RE.match(text, anchor.end()):
        return section_like(text, anchor, start=before.start())  # `paragraph 17-13-0107-A2`
    return _labels_after(text, anchor.end(), before.start(), word)


# `sub-parts (1) through (5) of this subsection`, `subpart (a)` (Somerville's): labels below the
# subsection, as `paragraph`; anchored on the literal `ub` (the reader checks the `s` before).
SUBPART_RE = re.compile(r"ub-?parts?\s+(?=\()")


def read_subpart(text: str, anchor: re.Match[str]) -> Hit | None:
    """`sub-parts (1) through (5) of this subsection`: labels read as a paragraph's are."""
    start = anchor.start() - 1
    if start < 0 or text[start] not in "Ss" or (start > 0 and text[start - 1].isalpha()):
        return None
    return _labels_after(text, anchor.end(), start, "subpart")


# `subdivisions 2 and 3 of this subsection` (New Mexico's statute style): bare numbers after
# `subdivision`, read only where `of this subsection` or `of this section` closes the list (a
# bare `subdivision 2` alone is a statute's, as Minnesota's); anchored on the literal `ubdivision`.
SUBDIVISION_NUMBER_RE = re.compile(r"ubdivisions?\s+(?=\d{1,2}\b(?![.-]\d))")
# The list's close those need: `of this subsection`, `of this section`.
_THIS_LEVEL_END_RE = re.compile(r"this\s+(?:sub)?section$")


def read_subdivision_number(text: str, anchor: re.Match[str]) -> Hit | None:
    """`subdivisions 2 and 3 of this subsection`: labels of the enclosing subsection."""
    start = anchor.start() - 1
    if start < 0 or text[start] not in "Ss" or (start > 0 and text[start - 1].isalpha()):
        return None
    hit = _labels_after(text, anchor.end(), start, "subdivision")
    if hit is None or not _THIS_LEVEL_END_RE.search(text, hit.start, hit.end):
        return None
    return hit


def _labels_after(text: str, pos: int, start: int, level: str) -> Hit | None:
    """The labels a level word names, in a list or a range, and what they are under: `of
    Section 17.62.050`, `of subsection B.`, `of this section`, `hereof`."""
    cur = Cursor(text, pos, [])

    def item() -> Member | None:
        m = cur.match(p.SUBSECTION_REF_RE)
        if not m:
            return None
        if m.group("run"):  # `B1b`: labels run together
            labels = run_together_labels(m.group("run"))
        else:
            labels = path_labels(m) if m.group("path") else period_labels(m.group("dotted"))
        if cur.members:
            previous = cur.members[-1].reference.labels
            # a letter-period item continues the deepest level (`(e)(4)B.1. or 2.`)
            deepest = cur.in_range or m.group("dotted") is not None
            labels = continue_labels(previous, labels, deepest=deepest)
        reference = Reference(K.SUBSECTION, "", labels, level=level)
        return Member(reference, m.start(), m.end())

    first = item()
    if first is None:
        return None
    cur.members.append(first)
    cur.list_of(item)
    if of_section := cur.match(p.OF_SECTION_RE):
        cur.members = _in_section(cur, of_section, cur.members)
    elif of_subsection := cur.match(p.OF_SUBSECTION_RE):
        path = of_subsection.group("path")
        above = labels_from_path(path) if path else period_labels(of_subsection["dotted"])
        cur.members = [_under(m, above) for m in cur.members]
        if of_section := cur.match(p.OF_SECTION_RE):  # `of subsection (b) of Section 46-5-1`
            cur.members = _in_section(cur, of_section, cur.members)
        elif cur.match(p.OF_THIS_RE) is None:  # `of subsection B. of this section`
            cur.match(p.HEREOF_RE)
    elif of_this := cur.match(p.OF_THIS_RE):
        cur.members = [relative(m, of_this.group("node").lower()) for m in cur.members]
    elif cur.match(p.HEREOF_RE):
        cur.members = [relative(m, "section") for m in cur.members]
    elif p.OF_DOTTED_CODE_RE.match(text, cur.pos):
        return None  # `subsection (a) of O.C.G.A. § 12-7-8`: that law's, read by its readers
    elif (found := law_tail(cur)) is not None and found is not OWN:
        cur.members = [as_external(m, found) for m in cur.members]
    return make_hit(start, cur.pos, cur.members)


def _in_section(cur: Cursor, of_section: re.Match[str], members: list[Member]) -> list[Member]:
    """The labels read so far under the section `of Section N` names, and that section's law
    when one is named after it: `paragraphs (8) and (9) of subsection (b) of Section 46-5-1 of
    the Official Code of Georgia Annotated` are that law's, the whole chain one citation."""
    number = squash(of_section.group("number"))
    above = labels_from_path(of_section.group("path") or "")
    members = [_of_section(m, number, above) for m in members]
    if cur.match(p.OF_THIS_RE) is not None:  # `… of section 8-3-4(c) of this chapter`
        return members
    if (found := law_tail(cur)) is not None and found is not OWN:
        return [as_external(m, found) for m in members]
    return members


def _under(member: Member, above: tuple[str, ...]) -> Member:
    """`paragraph 4 of subsection B.`: the labels under subsection B of the enclosing section."""

    def moved(reference: Reference) -> Reference:
        return replace(
            reference,
            labels=(*above, *reference.labels),
            relative_to=CitationKind.SECTION,
            level="",
        )

    through = moved(member.through) if member.through is not None else None
    return replace(member, reference=moved(member.reference), through=through)


def _of_section(member: Member, number: str, above: tuple[str, ...] = ()) -> Member:
    """`subsection (A) of Section 17.62.050`: the labels under that section (and under its
    subsection `above`: `paragraph (15) of section 8-3-4(c)`)."""

    def moved(reference: Reference) -> Reference:
        labels = (*above, *reference.labels)
        return replace(reference, number=number, labels=labels, relative_to=None, level="")

    through = moved(member.through) if member.through is not None else None
    return replace(member, reference=moved(member.reference), through=through)


# A Markdown reference link's label, then `of` before `this …`: the relative words are the
# tail of the citation the link shows (Chagrin Falls' `[Section 1146.05][CFCO 1146.05] of this
# Chapter`), not a citation of their own.
_LINKED_TAIL_RE = re.compile(r"\]\[[^\[\]\n]{1,40}\]\s+of\s+$")


# A section number of three parts or more printed bare before `of this chapter` (`with
# 10-03-12⏎of this chapter`, `5-2-7 of this title`); no keyword before it (its reader's).
_NUMBER_BEFORE_OF_THIS_RE = re.compile(
    rf"(?<![\w.:§-])(?<!Sections )(?<!Section )(?<!Sec\. )(?<!§ )"
    rf"(?P<number>(?:{schemes.SHAPES[schemes.Scheme.TRIPLE_DASH]}|{schemes.SHAPES[schemes.Scheme.DOTTED]}))"
    r"(?![\w.:-])\s+of\s+$"
)


def read_this(text: str, anchor: re.Match[str]) -> Hit | None:
    """`this chapter`, `This section`, `this Title`: the enclosing node, named by its kind."""
    start = anchor.start() - 1  # the anchor is `his`: its `T` or `t` comes before
    if start < 0 or text[start] not in "Tt" or (start > 0 and text[start - 1].isalnum()):
        return None
    if _PAGE_NOTICE_RE.match(text, anchor.end()) or _PUBLISHERS_NOTE_RE.match(
        text, text.rfind("\n", 0, start) + 1
    ):
        return None  # a publisher's word on the page or the text's codification, not its rules
    node = anchor.group("node").lower()
    end = anchor.end()
    if text[anchor.start("node") - 1] == "[":  # `this [chapter]`: the editor's word
        if not text.startswith("]", end):
            return None
        end += 1
    elif text.startswith("[", end + 1) and (fixed := _EDITOR_WORD_RE.match(text, end)):
        node, end = fixed["node"].lower(), fixed.end()  # `this chapter [article]`: the article
    own_division = node == "division" and not _DIVISION_LABEL_RE.search(text)
    if own_division and _NUMBER_AFTER_RE.match(text, end):
        return None  # `this Division 9.7`: a numbered division, its own reader's
    if _LINKED_TAIL_RE.search(text, max(0, start - 60), start):
        return None  # `[Section 1146.05][CFCO 1146.05] of this Chapter`: the linked one's tail
    before = text[max(0, start - 40) : start]
    words = before.rstrip()  # both searches below end in `of` and white space (most do not)
    of_before = len(words) < len(before) and words.endswith("of")
    if own_division and of_before and _CITED_BEFORE_OF_RE.search(words):
        return None  # `section 118-127 of this division`: the tail of the section's citation
    if of_before and node in {"section", "subsection"}:
        path = p.PATH_BEFORE_OF_THIS_RE.search(text, max(0, start - 40), start)
        if path is not None:  # `(a)(1)A. of this section`: those labels, of this section
            kind = CitationKind(node)
            labels = path_labels(path)
            reference = Reference(K.SUBSECTION, "", labels, relative_to=kind)
            return Hit(path.start(), anchor.end(), (Member(reference, path.start(), anchor.end()),))
    if (
        of_before
        and node in {"chapter", "title", "article"}
        and (bare := _NUMBER_BEFORE_OF_THIS_RE.search(text, max(0, start - 40), start))
    ):  # `in accordance with 10-03-12⏎of this chapter`: that section, in it
        member = Member(Reference(K.SECTION, bare["number"]), bare.start(), anchor.end())
        member = relative(member, node)
        return Hit(bare.start(), anchor.end(), (member,))
    labelled = _this_labelled(text, end, node)
    if labelled is not None:  # `this subsection (a)`, `this paragraph (5)`: the labelled one
        reference, end = labelled
    elif node in {"subchapter", "part", "subtitle"}:  # a part the index lacks: unresolved
        outer = K.TITLE if node == "subtitle" else K.CHAPTER  # `this subtitle`: of the title
        reference = Reference(outer, "", relative_to=outer, level=node)
    elif node == "appendix" or own_division:  # the appendix or division the section is in
        reference = Reference(K.DIVISION, "", relative_to=K.DIVISION, level=node)
    elif node in {"chapter", "section", "subsection", "title", "article"}:
        kind = CitationKind(node)
        reference = Reference(kind, "", relative_to=kind)
    else:  # `this paragraph`, `this clause`: the enclosing subsection, or else the section
        reference = Reference(K.SUBSECTION, "", relative_to=K.SUBSECTION, level=node)
    return Hit(start, end, (Member(reference, start, end),))


# An editor's word in brackets correcting the level word before it (South Bay, FL, Appendix A,
# § 24.1: `used in this chapter [article]`, the ordinance's `chapter` become an article): the
# level read is the bracketed one (a space, then the bracket: checked before the regex runs).
_EDITOR_WORD_RE = re.compile(r" \[(?P<node>(?i:chapter|article|section|title))\]")

# The page speaking of itself to its reader (`This section is included in your selections.`, a
# code publisher's site beside the text): no rule of the code is cited.
_PAGE_NOTICE_RE = re.compile(r"\s+(?:is|are)\s+included\s+in\s+your\b")
# A line that is the publisher's note on the text's codification (`Publisher's Note: This Section
# has been AMENDED by new legislation (Ord. 23-27 )`): its `this section` is the printed text; or
# a link of the publisher's page (North Canton, OH: `Download or Print this Chapter`).
_PUBLISHERS_NOTE_RE = re.compile(
    r"[ \t]*(?:Publisher[’']s\s+Note\b|(?:Download|Print)(?:\s+or\s+(?:Download|Print))?\s+this\b)"
)

# A division cited by its label (`division (A)(1) of that section`, `under division (C)`): the
# text calls its subsections divisions (Ohio's and Indiana's codes), so `this division` is the
# enclosing subsection, as `this paragraph` is.
_DIVISION_LABEL_RE = re.compile(r"[Dd]ivisions?\s+\([A-Za-z0-9]{1,4}\)")
# A number or label ending right before `of` (`section 118-127 of`, `(b) of`): the citation that
# `of this division` is the tail of.
_CITED_BEFORE_OF_RE = re.compile(r"[\d)][.]?\s+of$")
# A number after `this Division` (`this Division 9.7`, `this division II`): a division named by
# its number, which `this division` alone (the unit's own division) is not.
_NUMBER_AFTER_RE = re.compile(r"\s+(?:\d|[IVX]+\b)")
# A chapter's or title's number after `this Chapter ` (`this Chapter 74`, `this Title 17`,
# `this chapter 17.62`): the whole number, not a count's (`this chapter 5 days`).
_SPACED_DIVISION_RE = re.compile(
    r"[ ](?P<number>\d{1,4}[A-Z]?(?:[.-]\d{1,4}[A-Z]?){0,2})"
    r"(?![\w.-]*\d|[ ]+(?:days?|years?|months?|feet)\b)"
)


def _this_labelled(text: str, pos: int, node: str) -> tuple[Reference, int] | None:
    """`this subsection (a)` names subsection (a) of the section (as `this division (B)` does where
    the text calls its subsections divisions); `this paragraph (5)` the
    paragraph (5) of the enclosing subsection: a label path right after the words."""
    if node == "article":  # `this Article V`: the article of that number
        number = p.SPACED_ARTICLE_RE.match(text, pos)
        if number is None:
            return None
        return Reference(K.ARTICLE, number.group("number")), number.end()
    if node in {"chapter", "title"}:  # `this Chapter 74`: the chapter of that number
        numbered = _SPACED_DIVISION_RE.match(text, pos)
        return (
            (Reference(CitationKind(node), numbered["number"]), numbered.end())
            if numbered
            else None
        )
    if node not in {"subsection", "division", "paragraph", "subparagraph", "clause", "subclause"}:
        return None
    m = p.SPACED_LABEL_PATH_RE.match(text, pos)
    if m is None:
        return None
    labels = labels_from_path(m.group("path"))
    if node in {"subsection", "division"}:  # `this division (B)`: the section's division (B)
        return Reference(K.SUBSECTION, "", labels, relative_to=K.SECTION), m.end()
    return Reference(K.SUBSECTION, "", labels, level=node), m.end()


def read_that(text: str, anchor: re.Match[str]) -> Hit | None:
    """`that subsection`, `that section`: a placeholder the finder replaces by the citation the
    sentence has just made of that kind (`graph.find`), or drops."""
    start = anchor.start() - 1  # the anchor is `hat`: its `T` or `t` comes before
    if start < 0 or text[start] not in "Tt" or (start > 0 and text[start - 1].isalnum()):
        return None
    kind = K.SUBSECTION if anchor.group("sub") else K.SECTION
    reference = Reference(kind, level=THAT)
    return Hit(start, anchor.end(), (Member(reference, start, anchor.end()),))


# The `level` of a `that subsection` placeholder, before the finder gives it its antecedent.
THAT = "that"
# The `level` of a `said section` placeholder: the section the paragraph cited last.
SAID = "said"
# `said section` (`Utah Code Ann. §73-1-15.5 … . The applicant is to follow the requirements of
# said section`): anchored on the literal `aid` (the reader checks the `s` or `S` before it).
SAID_RE = re.compile(r"aid\s+section\b(?!s)")


def read_said(text: str, anchor: re.Match[str]) -> Hit | None:
    """`said section`: a placeholder the finder replaces by the section of outside law its
    paragraph cited last (`graph.find`), or drops."""
    start = anchor.start() - 1
    if start < 0 or text[start] not in "Ss" or (start > 0 and text[start - 1].isalnum()):
        return None
    reference = Reference(K.SECTION, level=SAID)
    return Hit(start, anchor.end(), (Member(reference, start, anchor.end()),))


# A label alone in running text, pointed at by where it stands (China Grove, NC, § 16.8: `in
# order to conform with (B) above`): one letter or a number in parentheses, then `above` or
# `below`. What stands before it is checked by `WORD_BEFORE_LABEL_RE`.
LABEL_ABOVE_RE = re.compile(r"\((?P<label>[A-Za-z]|\d{1,2})\)[ \t]+(?:above|below)\b")
# Before such a label: a word in lower case and a space (`with (B) above`), never a list's own
# label opening a line nor a named thing's number (`See Note (5) below`: a table's note), nor a
# word that joins it to labels before it (`Subsection E(1) and (2) above`: a list's last item).
WORD_BEFORE_LABEL_RE = re.compile(
    rf"(?<![A-Za-z])(?!(?:{LIST_WORD}|nor|{RANGE_WORD})[ \t])[a-z]+[ \t]$"
)


def read_label_above(text: str, anchor: re.Match[str]) -> Hit | None:
    """`(B) above`: the subsection of the citing section with that label."""
    if WORD_BEFORE_LABEL_RE.search(text, max(0, anchor.start() - 24), anchor.start()) is None:
        return None
    reference = Reference(K.SUBSECTION, "", labels=(anchor["label"],))
    return Hit(anchor.start(), anchor.end(), (Member(reference, anchor.start(), anchor.end()),))
