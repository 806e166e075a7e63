"""Normalize what an amending instruction names into the corpus's ids (docs/architecture.md).

Drafters cite targets loosely: `17. 28.050` (a stray space), `Chapter 17-22` (a hyphen),
`Chapter 17.20.030` (a section called a chapter), `17.39.030. H` (a subsection after a period),
`Section 17.42.130 Outdoor displays and sales. C. 1., 2. and 6.` (several paragraphs of one
subsection after the section's title), `Chapter 36 Parking and Loading, Table 3-7` (a table of the
title the ordinance amends). `parse_target_phrase` turns such a phrase into `Target`s plus the title
the phrase gives its target; `normalize_target` is the forgiving entry point for a bare citation.
Nothing here knows a city's chapter numbers: the title number comes from the ordinance's text.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from parsers.grammar.keywords import SECTION_KEYWORD
from parsers.ordinance.composed_paths import (
    COMPOSED,
    composed_number,
    run_numbers,
    scheme_path,
    unconfirmed,
)
from parsers.ordinance.lettered import lettered_targets
from parsers.ordinance.levels import (
    as_printed,
    dotted_parts,
    leading_labels,
    level_target,
)
from parsers.ordinance.part_labels import PART_WORDS as PART_WORDS
from parsers.ordinance.path_targets import UNREAD_DEEPEST, read_path, shallower
from parsers.ordinance.paths import normalize_number as normalize_number
from parsers.ordinance.paths import ocr_commas, phrase_read, section_shaped, section_within
from parsers.ordinance.positions import without_positions
from parsers.ordinance.spelled import (
    SECTION_OF_CHAPTER,
    in_digits,
    own_numbering,
    restated_under,
    spelled_value,
)
from parsers.ordinance.subdivisions import SUBDIVISION, of_no_section, subdivision_of_chapter
from parsers.ordinance.table_targets import TABLE_CITATION, table_target
from parsers.ordinance.target_labels import split_labels
from parsers.ordinance.target_titles import clean_title
from parsers.ordinance_records import Target, TargetKind
from parsers.schemes import (
    HYPHEN_LOWER_LABELLED,
    INFO,
    PRINTED_NUMBER,
    Scheme,
    chapter_in_title,
    is_chapter,
    join_label,
    join_number,
    split,
)

# A code number as drafters print it (`17.28.050`, `17. 28.050`, `48-4B`, `36`): the registry's
# printed number (`parsers.schemes`), so every part shape a scheme knows is read here too.
CODE_NUMBER = re.compile(PRINTED_NUMBER)

# A section number with subsection labels joined by hyphens, as Wisconsin codes print them
# (`50-75-2-b`): the registry's `HYPHEN_LOWER_LABELLED`.
HYPHEN_LABELLED = re.compile(HYPHEN_LOWER_LABELLED)
# A division's title in capitals in parentheses after its number (`Article VI (STOPPING, STANDING,
# AND PARKING) of Chapter 10 (MOTOR VEHICLES AND TRAFFIC)`, Virginia): capitals only, no figure,
# so never a part's label (`(a)`, `(12)`) nor a remark (`(…, as amended from time to time)`);
# dropped, the path's levels then join.
LEVEL_TITLE = re.compile(
    r"(?P<level>\b(?:Title|Chapter|Article|Division|Part)\s+[0-9A-Z][\w.-]*)\s*"
    r"\((?-i:[A-Z][A-Z ,;&'’/-]{2,80})\)"
)

# A section named after a title in the same phrase (`Title 15 Land Management Code Section
# 15-12-2 Terms …`): the section is the target, the title only says where it is.
SECTION_AFTER_TITLE = re.compile(
    r"^Title\s+\d{1,3}\b(?:(?!\bChapter\b).)*?\b(?=Section\s*\d)", re.I
)

# What a phrase says before the part it names, which names no part itself: `The opening paragraph
# of subdivision a of …`, `the introductory text of …`.
PART_PREAMBLE = re.compile(
    r"^\s*(?:the\s+)?(?:opening|introductory|first|last|lead-in)\s+(?:paragraph|sentence|text|clause)"
    r"\s+of\s+",
    re.IGNORECASE,
)


# The keyword before a number, which says what a one- or two-part number is (`Subsection
# 3.115(2)`: a subsection of section 3.115, Iowa's `chapter.section(subsection)`).
KIND_KEYWORD = re.compile(
    r"\b(Title|Article|Chapter|Section|Sections|Subsections?)\s*$|§\s*$", re.IGNORECASE
)

# The section keyword abbreviated before a number (`Sec. 15-48. Tire Business Permits.`, `Secs.
# 2-1 and 2-2`): read as `Section(s)`, the word every reading of a phrase knows.
SEC_ABBREVIATED = re.compile(r"\bSec(s)?\.\s*(?=\d)", re.IGNORECASE)

# The first citation in an instruction sentence, where its target phrase begins (`Amendment to the
# Cotati Municipal Code.` before it is preamble); a three-part hyphenated number needs no keyword
# (`That 10-9E-4: Permitted Uses, be amended`, SD), a date (`10-15-2012`) is none.
TARGET_START = re.compile(
    r"\b(?:Title|Article|Chapters?|Sections?|Table)\s*\d|§\s*\d|(?<![\w.])\d{1,4}\.\s?\d|"
    # (`Subsection 3.115(2)`: the keyword before a section's dotted number, its label after;
    # OCR's blank after the period too, `subsection 18. 22(9)`)
    r"\bSubsections?\s*(?=\d{1,4}\.\s?\d)|"
    r"(?<![\w./-])\d{1,3}-\d{1,3}[A-Z]?-\d{1,3}[A-Z]?(?![\w/]|-\d)",
    re.IGNORECASE,
)

# A part named before its section (`part_labels.PART_WORDS`); OCR prints a parenthesis as `~`,
# `{`, `}` or `[`: `Subsection ~4} of Section 2.007`; other marks before the label (`-0.0`, `& A`)
# start a part too, whose labels are then unread, never a number of the code.
PART_START = re.compile(rf"\b{PART_WORDS}\s+(?:[^\s\w]{{1,3}}\s?)?[A-Za-z0-9]{{1,4}}\b", re.I)


# OCR's `l` or `I` for the digit 1 at the start of a number (`Section l3-7(a)`): read as 1.
OCR_ONE = re.compile(r"(?<![\w.])[lI](?=\d)")

# OCR's `P` for the capital `A` of the keyword `Article` (`Prticle 2 of Chapter 11`, Ukiah CA
# 597, a typeface whose `A` reads as `P`): no word of English, read as the keyword, same length.
OCR_ARTICLE = re.compile(r"\b(?:P(?=rticle\b)|P(?=RTICLE\b))")

# A three-level number whose joints OCR lost (`Section 5 24 010`, Pasco WA, for `5.24.010`): a
# keyword, then groups of digits set apart by single blanks, the last two zero-padded to the
# widths of a title.chapter.section code's chapter and section (`24`, `010`).
LOST_JOINTS = re.compile(r"(?<=\bSection )(\d{1,3}) (\d{2}) (0\d{2})(?![\d.\-])", re.IGNORECASE)

RANGE_FLAG = "a range of sections: list them, or split the instruction, with a sidecar"


def section_order_key(number: str) -> tuple[int, ...]:
    """`7.400` → (7, 400): how section numbers sort inside a range."""
    return tuple(int(part) for part in re.findall(r"\d+", number))


@dataclass(frozen=True, slots=True)
class TargetPhrase:
    """What one instruction's target phrase names."""

    targets: tuple[Target, ...]
    title: str | None  # the title the phrase gives its target, e.g. `Limited Term Permit`
    labels: tuple[str, ...]  # subsection labels named, as id suffixes: `(C)(1)`
    flags: tuple[str, ...] = ()  # why the target is uncertain (`path_targets`): nothing applied


def _kind_for(
    number: str,
    keyword: str | None,
    title: str | None,
    scheme: Scheme | None = None,
    document: str = "",
) -> tuple[TargetKind, str]:
    parts = re.split(r"[.\-]", number)
    word = (keyword or "").lower()
    if word == "chapter" and section_shaped(number, scheme, document):
        # `Chapter 925.06.A` in a two-level dotted code: the number is a section's, whatever
        # the drafter called it (chapters of that scheme are `925`).
        return TargetKind.SECTION, number
    word = "section" if word[:3] == "sub" and len(parts) == 2 else word  # `Subsection 3.115(2)`
    if len(parts) >= 3 or word in {"section", "sections"}:
        # `Section 6`: a section though no scheme numbers one so (`safety.ONE_PART` flags it)
        return TargetKind.SECTION, number
    if word == "title" and len(parts) == 1:
        return TargetKind.TITLE, f"Title {number}"
    if word == "article" and len(parts) == 1:
        return TargetKind.ARTICLE, f"Title {title}, Article {number}" if title else number
    if len(parts) == 2:
        # A number of two parts named by no keyword is a chapter (`17.62`) unless the document's
        # scheme numbers its chapters otherwise: in a two-level dotted code (`1105.04`) it is a
        # section (`Sect.~.on 2.013`, OCR).
        if word != "chapter" and scheme is not None and not is_chapter(number, scheme):
            return TargetKind.SECTION, number
        return TargetKind.CHAPTER, number
    # A one-part chapter number (`Chapter 36`) belongs to the title the ordinance amends, in a
    # scheme whose chapters carry their title (`17.36`); in one whose do not (`1105.04`,
    # `250-12`: chapter `135` of Pittsburgh's Title One), it is the chapter's whole number.
    if title and word == "chapter" and scheme is not None and INFO[scheme].titled:
        joined = chapter_in_title(title, number, scheme)  # `25` + `14` → `25-14` (`25-14-1`)
        return TargetKind.CHAPTER, joined or f"{title}.{number}"
    return TargetKind.CHAPTER, number


def parse_target_phrase(
    phrase: str,
    title: str | None,
    style: str = ".",
    scheme: Scheme | None = None,
    document: str = "",
) -> TargetPhrase:
    """The targets, title and labels a phrase such as `Section 17.42.130 Foo. C. 1. and 2.` names
    (`_phrase_targets`). A path (`Title 17, Chapter 17.36`) names its deepest unit, read without
    the levels above it (their title number kept); a path that contradicts itself, or whose
    deepest unit cannot be read, is flagged, and no ancestor of that unit is ever its target."""
    phrase = OCR_ARTICLE.sub("A", phrase)  # a removal so read is flagged (`safety`)
    phrase = SUBDIVISION.sub("Subdivision ", phrase)  # `Sec. 29-1, …, Subd. 2`
    if (chapter_part := subdivision_of_chapter(phrase)) is not None:
        return TargetPhrase((chapter_part[0],), None, (chapter_part[1],))  # `Chapter 20-1, Subd. B`
    phrase = LEVEL_TITLE.sub(r"\g<level>", phrase)  # `Article VI (STOPPING, …) of Chapter 10`
    lettered, labels = lettered_targets(phrase, document)  # `section 3-a`, headed in the text
    if lettered:
        return TargetPhrase(lettered, None, labels)
    path = read_path(phrase)
    title = (path.title if path is not None else None) or title  # `Chapter 14 of Title 25`
    named = _phrase_targets(phrase, title, style, scheme, document)
    if path is None or (named.flags and not named.targets):  # a path left unjoined: flagged
        return named
    if shallower(named.targets, path.deepest_rank):  # an ancestor read, or nothing
        ancestor, named = named.targets, TargetPhrase((), None, ())
        if path.top_down and path.deepest.endswith(")"):  # a label alone (`Subsection (C)`):
            named = _part_within(path.deepest, ancestor, style)  # within the path's section
        if not named.targets and path.below is not None and path.deepest_readable:
            below = phrase[path.below :]  # top down: read from below
            named = parse_target_phrase(below, title, style, scheme, document)
        if not named.targets:
            named = replace(named, flags=(UNREAD_DEEPEST.format(level=path.deepest),))
    return replace(named, flags=tuple(dict.fromkeys(named.flags + path.flags)))


def _part_within(deepest: str, ancestor: tuple[Target, ...], style: str) -> TargetPhrase:
    """A path's deepest level, a part's labels (`Subsection A(6)`), read within the one section
    the path names above it (`Sec. 15-48, Tire Business Permits, Subsection A(6) Application.`
    → `15-48(A)(6)`); nothing when the path names no one section, or the labels are no part."""
    if len(ancestor) != 1 or ancestor[0].kind is not TargetKind.SECTION:
        return TargetPhrase((), None, ())
    named = _phrase_targets(f"{deepest} of Section {ancestor[0].id}", None, style)
    if not named.targets or named.targets[0].kind is not TargetKind.SUBSECTION:
        return TargetPhrase((), None, ())
    return named


def _phrase_targets(
    phrase: str,
    title: str | None,
    style: str = ".",
    scheme: Scheme | None = None,
    document: str = "",
) -> TargetPhrase:
    """The targets, title and labels a phrase such as `Section 17.42.130 Foo. C. 1. and 2.` names.

    A table citation wins over the chapter or section it is printed in; otherwise the first code
    number is the target and what follows it is its title and, possibly, subsection labels.
    `style` is how the code joins its numbers (`number_style`), `scheme` the registry's scheme of
    the numbers the document cites (`document_scheme`), `document` its text (what it prints
    under a number the phrase calls a chapter).
    """
    phrase = PART_PREAMBLE.sub("", without_positions(phrase_read(phrase)), count=1)
    phrase = SEC_ABBREVIATED.sub(lambda m: "Sections " if m.group(1) else "Section ", phrase)
    phrase = SECTION_OF_CHAPTER.sub(in_digits, OCR_ONE.sub("1", ocr_commas(phrase)))
    phrase = LOST_JOINTS.sub(lambda m: style.join(m.groups()), phrase)
    start = TARGET_START.search(phrase)
    if (by_levels := _by_levels(phrase, start, style, scheme, document)) is not None:
        return by_levels
    if start is not None and of_no_section(phrase, start.start()):
        return TargetPhrase((), None, ())  # `Subdivision 3.5`: a part of no section named
    part = PART_START.search(phrase)
    leading: tuple[str, ...] = ()
    if part is not None and (start is None or part.start() < start.start()):
        phrase, leading, start = _past_part(phrase[part.start() :])
    if start is None:
        return TargetPhrase((), None, ())
    phrase = phrase[start.start() :]
    phrase = SECTION_AFTER_TITLE.sub("", phrase, count=1)
    table = TABLE_CITATION.search(phrase)
    if table is not None:
        target, table_title = table_target(phrase, table, title, style)
        return TargetPhrase((target,), table_title, ())
    found = _number_of(phrase, style, scheme, document)
    if found is None:
        return TargetPhrase((), None, ())
    number, keyword, number_match = found
    if not number:  # a path whose numbers the code is not known to join (`composed_paths`)
        return TargetPhrase((), None, (), (unconfirmed(number_match.group()),))
    listed = (keyword or "").lower().endswith("s")  # `Subsections 3.1.7.C.1 …, and 3.1.7.C.4`
    dotted = dotted_parts(number, phrase[number_match.end() :], listed)  # `64-4.A.1 and 64-4.A.3`
    if dotted is not None:
        return TargetPhrase(dotted[0], clean_title(dotted[1]), ())
    kind, target_id = _kind_for(number, keyword, title, scheme, document)
    rest = phrase[number_match.end() :]
    inner = section_within(rest, target_id, style) if kind is TargetKind.CHAPTER else None
    if inner is not None:  # `Chapter 135, Department …, Section 135.01`: the deepest names it
        return _phrase_targets(rest[inner:], title, style, scheme, document)
    return _labelled(kind, target_id, keyword, rest, leading, document)


def _labelled(
    kind: TargetKind,
    target_id: str,
    keyword: str | None,
    rest: str,
    leading: tuple[str, ...],
    document: str = "",
) -> TargetPhrase:
    """The target with the labels after its number (or the part's, named before it), and the
    title `rest` prints."""
    labels: tuple[str, ...] = ()
    if kind is TargetKind.SECTION:
        rest, labels = split_labels(rest)
        labels = labels or leading
        if not labels and (keyword or "").lower().startswith("sub") and "(" not in target_id:
            # `Subsection 3.115`: which one is not printed, unless the number is the
            # subsection's own (`Subsection 1015.13` restated under `1015.13.`, Plymouth MN)
            if not restated_under(target_id, document):
                return TargetPhrase((), None, ())
            return TargetPhrase((Target(TargetKind.SUBSECTION, target_id),), None, ())
    target_title = clean_title(rest)
    if labels or split(target_id).subsection:
        ids = [join_label(target_id, label) for label in labels] or [target_id]
        targets = tuple(Target(TargetKind.SUBSECTION, one) for one in ids)
    else:
        targets = (Target(kind, target_id),)
    return TargetPhrase(targets, target_title, labels)


# The section a part is named in, after the part's words: `… of Section 17.36.020`.
OF_SECTION = re.compile(rf"\bof\s+(?:the\s+|said\s+)?(?={SECTION_KEYWORD}\s*\d)", re.IGNORECASE)


def _past_part(phrase: str) -> tuple[str, tuple[str, ...], re.Match[str] | None]:
    """A phrase that opens with a part (`Subsection B of Section …`): the rest from its section,
    the part's labels, and where the target starts. Labels that cannot be read (`Paragraph 3.1`,
    `A:0.0`) are no number of the code: the section the part is in is read, its part unread
    (flagged where a removal would take the whole section: `label_runs.unread_part`)."""
    phrase, leading = leading_labels(phrase)
    of_section = None if leading else OF_SECTION.search(phrase)
    if of_section is not None:
        phrase = phrase[of_section.end() :]
    return phrase, leading, TARGET_START.search(phrase)


def _number_of(
    phrase: str, style: str, scheme: Scheme | None, document: str = ""
) -> tuple[str, str | None, re.Match[str]] | None:
    """The phrase's first code number (composed from `Title 2, Chapter 4, Section 11` where the
    code joins them so, else empty; or from a section within its chapter), the keyword before it
    and its match; None when it has none."""
    composed = COMPOSED.match(phrase)
    number_match = _first_number(phrase, style)
    within = number_match if number_match and number_match.re is SECTION_OF_CHAPTER else None
    if number_match is None:
        return None
    keyword_match = KIND_KEYWORD.search(phrase[: number_match.start()])
    keyword = None
    if keyword_match is not None:
        keyword = keyword_match.group(1) or "section"
    number = normalize_number(number_match.group(1), style)
    if composed is not None:
        parts = composed.group("title", "chapter", "section")
        number = composed_number(parts, style, scheme, document) or ""
        keyword, number_match = "section", composed
    elif within is not None:
        section_number = spelled_value(within.group("section"))
        chapter = spelled_value(within.group("chapter"))
        number = join_number(chapter, int(section_number), len(section_number), scheme)
        number = own_numbering(section_number, number, document)  # `16.` restated: `16`
        keyword, number_match = "section", within
    return number, keyword, number_match


def _by_levels(
    phrase: str, start: re.Match[str] | None, style: str, scheme: Scheme | None, document: str
) -> TargetPhrase | None:
    """The target of a run of levels (`Section 12, Article 1, Chapter V` → `V-1-12`,
    `levels.level_target`) printed before any other citation of the phrase; else None. Levels
    numbered in digits join only where the code joins them so (`composed_paths`)."""
    levels = level_target(phrase, style)
    if levels is None or (start is not None and start.start() < levels[1]):
        return None
    target, first, last = levels
    numbers = run_numbers(phrase, first, last) if target.kind is not TargetKind.ARTICLE else None
    if numbers is not None:
        number = composed_number(numbers, style, scheme, document)
        number = number or scheme_path(phrase, first, last, scheme)
        if number is None:
            return TargetPhrase((), None, (), (unconfirmed(phrase[first:last]),))
        target = Target(target.kind, number)
    return TargetPhrase((as_printed(target, document),), None, ())


def _first_number(phrase: str, style: str) -> re.Match[str] | None:
    """The first code number of a phrase: the registry's printed number, a number with hyphenated
    labels (`50-75-2-b`, where the code hyphenates), or a section within its chapter (`Section 5
    of chapter 3`), whichever comes first."""
    found = CODE_NUMBER.search(phrase)
    labelled = HYPHEN_LABELLED.search(phrase) if style == "-" else None
    if labelled is not None and (found is None or labelled.start() <= found.start()):
        found = labelled
    within = SECTION_OF_CHAPTER.search(phrase)
    if within is not None and (found is None or within.start("section") <= found.start()):
        found = within
    return found


def normalize_target(raw: str, title: str | None = None, style: str = ".") -> tuple[Target, ...]:
    """The targets a bare citation names; () when it names none. Never raises."""
    return parse_target_phrase(raw, title, style).targets
