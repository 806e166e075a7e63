"""Which sentence of an amending section is its instruction, and what it names.

The section's heading is tried first (it is the instruction sentence for `SECTION 9: … is amended
to read as follows:`); when it names no target, the section's other amending sentences are tried in
order, so a lead-in (`The Land Development Ordinance is hereby amended as follows:`) gives way to
the instruction after it (`Amend Section 9.020 … to read as follows:`). When no sentence names a
target, the first one is kept and the new text may still name it: a section heading at the top of
the new text (`Section 5.020 Flood Hazard District.`), or one heading per added section.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from parsers.ordinance.bodies import top_labels
from parsers.ordinance.building import Context
from parsers.ordinance.cleaning import clean_new_text
from parsers.ordinance.codified_sections import without_enacting_ordinance
from parsers.ordinance.cut_short import completed
from parsers.ordinance.entitled_laws import entitled_owner
from parsers.ordinance.introduced import caption_part, introduced_ordinance, mirrored_section
from parsers.ordinance.levels import renamed_from_tail
from parsers.ordinance.local_laws import local_law_target
from parsers.ordinance.marked_repeals import read_marked_repeal
from parsers.ordinance.outline_paths import outline_target, whole_appendix
from parsers.ordinance.outside import Outside, outside_target
from parsers.ordinance.outside_items import outside_item
from parsers.ordinance.paths import phrase_read
from parsers.ordinance.safety import NOTE_BESIDE
from parsers.ordinance.sections import RawSection
from parsers.ordinance.sentences import (
    Reading,
    amending_sentences,
    read_caption,
    read_sentence,
    sentence_words,
)
from parsers.ordinance.spelled import (
    SPELLED,
    division_after_verb,
    section_after_verb,
    spelled_value,
)
from parsers.ordinance.targets import TargetPhrase, normalize_number, parse_target_phrase
from parsers.ordinance.title_target import title_target
from parsers.ordinance.titled import section_in_chain, titled_chapter
from parsers.ordinance_records import OrdinanceSectionKind, Target, TargetKind
from parsers.records import ParseIssue, Severity
from parsers.schemes import ANY_NUMBER, FOUR_LEVEL, scheme_of

# A section's own heading at the start of a line of new text (after quote and heading marks):
# `Section 5.020 Flood Hazard District.`, `6.300. Conditional Use.`, `2-4-13 Director of Finance`,
# `§ 17-1303 Complaints.`, `178E.01 Purpose.`, `2.16.035 - Time limitation` — a section number
# of a scheme of the registry
# (`parsers.schemes`; the four-level dotted `11.80.010.110` too), then a capitalized title.
BODY_SECTION_HEAD = re.compile(
    r"^[ \t>#]*(?:(?:Section|SECTION|Sec\.|§)[ \t]*)?"
    rf"(?P<number>{FOUR_LEVEL}|{ANY_NUMBER})(?!\()[.:]?(?:[ \t]+[-–—])?[ \t]+(?=[A-Z\"“])",
    re.MULTILINE,
)
# The divisions over the new section, one heading line each, walking down to it (Maryland:
# `Title 2 - ADMINISTRATION` / `Chapter 2.16 - RULES OF PROCEDURE` / `2.16.035 - Time …`).
WALK_DOWN = re.compile(
    r"\A(?:[ \t]*(?:Title|Subtitle|Chapter|Article|Division)[ \t]+[\w.-]+[ \t]*[-–—:.][ \t]*"
    r"[A-Z][^\n]*\n)+"
)


@dataclass(frozen=True, slots=True)
class Chosen:
    """The instruction sentence of a section, read."""

    section: RawSection  # the section, its heading set to the chosen sentence
    reading: Reading | None  # None: no sentence of the section has an amending verb
    named: TargetPhrase
    outside: Outside | None


def body_section_heads(body: str, style: str) -> list[tuple[str, int]]:
    """The section headings that start lines of new text: (number, offset), in order."""
    return [
        (normalize_number(match.group("number"), style), match.start())
        for match in BODY_SECTION_HEAD.finditer(body)
    ]


# Subsection labels a code joins to its section number with hyphens: `-2`, `-2-b` (`50-20-2`).
HYPHENATED_LABELS = re.compile(r"(?:-(?:\d{1,2}|[a-z]{1,2}))+")


def headed_section_of_parts(numbers: list[str], body: str, style: str) -> str | None:
    """The section the new text heads (`50-20.` of `Section 50-20-2 … is repealed and recreated
    to read: 50-20. Sale … 2. DISTRIBUTION.`) when every number named extends it by hyphenated
    labels (`-2`, `-2-b`: how Wisconsin codes print subsections) and its first labelled
    paragraph, if any, carries the first number's first label; else None. The numbers are
    then parts of that section, not sections of their own."""
    heads = body_section_heads(body, style)
    if not numbers or not heads:
        return None
    head, at = heads[0]
    if scheme_of(head) is None:
        return None
    labels: list[list[str]] = []
    for number in numbers:
        rest = HYPHENATED_LABELS.fullmatch(number, len(head)) if number.startswith(head) else None
        if rest is None:
            return None
        labels.append(rest.group(0).split("-")[1:])
    printed = top_labels(clean_new_text(body[at:]).text)
    return head if not printed or printed[0] == labels[0][0] else None


def part_of_headed_section(
    named: TargetPhrase, body: str, style: str, document: str = ""
) -> TargetPhrase:
    """A section number that the new text's own heading shows to be a part of the section it
    heads (`headed_section_of_parts`) names that part; so does one with no new text at all whose
    section another new text of the ordinance heads (`Part 2. Section 50-20-2 … is repealed and
    recreated to read:`, cut there, after Part 1 printed `50-20. Sale …`); anything less keeps
    the target as read."""
    if len(named.targets) != 1 or named.targets[0].kind is not TargetKind.SECTION:
        return named
    number = named.targets[0].id
    if headed_section_of_parts([number], body, style) is None and not (
        not body.strip() and _heads_elsewhere(number, document, style)
    ):
        return named
    return replace(named, targets=(Target(TargetKind.SUBSECTION, number),))


def _heads_elsewhere(number: str, document: str, style: str) -> bool:
    """Whether the document heads a line of new text with a section that `number` extends by
    hyphenated labels (`50-20.` for `50-20-2`)."""
    return any(
        scheme_of(head) is not None
        and number.startswith(head)
        and HYPHENATED_LABELS.fullmatch(number, len(head)) is not None
        for head, _at in body_section_heads(document, style)
    )


# A sentence that names its target, then quotes the target's current text before its verb
# (Oklahoma: `That Chapter 7, Article 2, Section 7 -27 of the City Code …, which provides as
# follows:` / the current text / `shall be and is hereby amended to read to provide as follows:`;
# Minnesota: `Section 4.401(4) of … City Code of 1977, …, which reads as follows, to-wit:` …).
# A text layer that runs the lines together prints the quote after the colon on the same line.
CURRENT_TEXT = re.compile(
    r"\bwhich\s+(?:presently\s+|now\s+|currently\s+)?(?:provides|reads|states)\s+"
    r"(?:in\s+full\s+)?as\s+follows\s*(?:,\s*to[\s-]wit\s*)?:",
    re.IGNORECASE,
)
# The ordinance's own section heading before the subject (`SECTION 1:`).
OWN_HEADING = re.compile(r"^\s*(?:SECTION|Section|Sec\.|§)\s*\w{1,6}\s*[:.=]\s*")
# The verb after the quoted current text, in lower case opening its line or right after the
# quote's last full stop (the subject is the sentence before the quote): `shall be and is hereby
# amended to read … as follows:`, `… December 24. is herewith amended to read as follows, to-wit:`
# (`herewith` with its middle letters OCR'd: `he1~with`), up to its colon.
VERB_AFTER_QUOTE = re.compile(
    r"(?:^|(?<=[.;]\s))[ \t]*(?:shall\s+be\s+and\s+)?(?:is|are|shall\s+be)\s+"
    r"(?:(?:hereby|he\S\Swith)\s+)?(?:amended|repealed)\b[^\n:]*:?",
    re.MULTILINE,
)


def _after_current_text(section: RawSection, context: Context) -> Chosen | None:
    """The instruction of a sentence split by the current text it quotes (`CURRENT_TEXT`): its
    subject before the quote, its verb after; the quote is the old text, no part of the new."""
    text = context.text
    verb = VERB_AFTER_QUOTE.search(text, section.start, section.end)
    intro = CURRENT_TEXT.search(text, section.start, verb.start()) if verb else None
    if intro is None or verb is None:
        return None
    subject = OWN_HEADING.sub("", text[section.start : intro.start()], count=1).rstrip(", \n")
    words = sentence_words(subject) + " " + sentence_words(verb.group(0))
    chosen = _read(section, (section.start, verb.end()), context, words=words)
    return chosen if chosen.named.targets and chosen.outside is None else None


# A subject that opens with the new division it adds, then names its first section (`A new Chapter
# Two, Zoning Code, Section 12 -201, Zoning Regulations Adopted, is hereby enacted`): the division
# is what is added (the section is its first).
NEW_DIVISION_FIRST = re.compile(
    rf"^\W*(?:That\s+)?(?:A|The)\s+new\s+(?P<kind>Chapter|Article)\s+(?P<label>\d{{1,3}}[A-Z]?|{SPELLED})"
    r"\s*,",
    re.IGNORECASE,
)
ADDING_VERBS = frozenset({"enacted", "added", "adopted", "created"})


def _new_division_first(named: TargetPhrase, reading: Reading) -> TargetPhrase:
    """The new division `NEW_DIVISION_FIRST` names when an adding verb adds it; else `named`."""
    found = NEW_DIVISION_FIRST.match(reading.phrase)
    if found is None or reading.verb not in ADDING_VERBS:
        return named
    kind = TargetKind(found.group("kind").lower())
    return TargetPhrase((Target(kind, spelled_value(found.group("label"))),), None, ())


# A subject that is one section whose number ends in a lower-case letter and nothing else (`(2)
# Section 604c`, a law's own section between 604b and 604d, its Code citation aside): that
# section. (The registry's numbers take no lower-case letter, which elsewhere labels a part.)
LOWER_SUFFIXED = re.compile(r"^\s*(?:\(\w{1,4}\)\s*)?Section\s+(?P<number>\d{1,4}[a-z])\s*$")

# A phrase that names parts of a section and no section: `(A) Subsection (c)`, `Subsections (d)
# and (g)`, `Paragraph (2)` (an item under an introducing item that names the section).
PARTS_ONLY = re.compile(
    r"^\s*(?:\(\w{1,4}\)\s*)?(?:Sub-?sections?|Paragraphs?|Subparagraphs?)\s+\([^§]*$",
    re.IGNORECASE,
)


def _read(
    section: RawSection,
    span: tuple[int, int],
    context: Context,
    caption: bool = False,
    words: str | None = None,
) -> Chosen:
    """The instruction sentence at `span` (its `words`, when they are not its text's)."""
    start, end = span
    sentence = words if words is not None else sentence_words(context.text[start:end])
    chosen = replace(section, heading_start=start, heading_end=end, heading=sentence)
    reading = read_caption(sentence) if caption else read_sentence(sentence)
    reading = reading or read_marked_repeal(sentence)  # `Sec. 4.152 – … – Repealed`
    if reading is None:
        return Chosen(chosen, None, TargetPhrase((), None, ()), None)
    note = NOTE_BESIDE.search(reading.phrase)
    if note is not None:  # the section, as printed, places the note (flagged: `note_beside`)
        named = TargetPhrase((Target(TargetKind.SECTION, note.group("number")),), None, ())
        return Chosen(chosen, reading, named, None)
    after = section_after_verb(reading.phrase, reading.tail)
    if after is not None:  # `Chapter twelve … is amended in section four …`
        reading = replace(reading, phrase=after[0], tail=after[1])
    code = division_after_verb(reading.phrase, reading.tail)
    if code is not None:  # `The Municipal Code … is amended by repealing Section 3.106 and …`
        reading = replace(reading, verb=code[0], phrase=code[1], tail=code[2])
    phrase = without_enacting_ordinance(renamed_from_tail(reading.phrase, reading.tail))
    reading = replace(reading, phrase=phrase)
    named = parse_target_phrase(
        reading.phrase, context.title, context.style, context.scheme, context.text
    )
    named = titled_chapter(named, reading.phrase, context.text)
    named = _new_division_first(named, reading)
    named = section_in_chain(named, reading.phrase, context.style, context.title)
    named = completed(named, reading.phrase, context.text, context.style, context.scheme)
    if not named.targets and context.within is not None and PARTS_ONLY.match(reading.phrase):
        named = parse_target_phrase(
            f"{reading.phrase} of section {context.within}", context.title, context.style
        )
    suffixed = LOWER_SUFFIXED.match(phrase_read(reading.phrase))
    if not named.targets and suffixed is not None:  # `(2) Section 604c (D.C. Official Code …)`
        named = TargetPhrase((Target(TargetKind.SECTION, suffixed.group("number")),), None, ())
    if not named.targets:  # `Appendix A, Section VI, A, [I.] O-L, 3, e`: no scheme's number
        named = outline_target(reading.phrase) or whole_appendix(reading.phrase) or named
    other = (
        local_law_target(reading.phrase, context.text, start)
        or entitled_owner(reading.phrase)
        or outside_target(reading.phrase, reading.tail, context.text, start)
        or introduced_ordinance(reading.phrase, reading.tail, context.text, start)
    )
    if other is None and context.outside_of is not None:  # an item of another law's parts
        other = outside_item(reading.phrase, context.outside_of)
    if other is None and not named.targets:  # `No. 7888, as amended …`: its opening lost
        other = title_target(reading.phrase, reading.tail, context.text, start) or (
            mirrored_section(section.number, reading.phrase, context.text, start)
            or caption_part(reading.phrase, reading.tail, context.text, start)
        )
    return Chosen(chosen, reading, named, other)


# A sentence that opens with its verb, its subject printed before it on its line as headings
# (`Sec. 15-48. Tire Business Permits. Is hereby amended to increase …`): the headings' periods
# ended a sentence that never was one.
VERB_FIRST = re.compile(r"^\s*(?:Is|Are|Shall\s+be)\b")
# Among those headings, a part's label and heading after the section's (`Sec. 15-47.
# Definitions. (J) Waste tire generator.`): a label in parentheses opening a heading after a
# period, the last heading of the subject.
PART_HEADING = re.compile(r"\.\s+\((?P<label>[A-Za-z0-9]{1,3})\)\s+[A-Z][^.()]*\.\s*$")


def _subject_before(section: RawSection, first: Chosen, context: Context) -> Chosen | None:
    """The sentence read with the headings that open its line as its subject, when it opens
    with its verb (`VERB_FIRST`) and the line's opening names a target; else None."""
    if first.reading is None or first.reading.phrase.strip():
        return None
    if VERB_FIRST.match(first.section.heading) is None:
        return None
    begin, end = first.section.heading_start, first.section.heading_end
    start = max(context.text.rfind("\n", section.start, begin) + 1, section.start)
    words = sentence_words(context.text[start:end])
    chosen = _read(section, (start, end), context, words=words)
    if not chosen.named.targets or chosen.outside is not None:
        return None
    part = PART_HEADING.search(chosen.reading.phrase if chosen.reading else "")
    one = chosen.named.targets[0]
    if part is None or len(chosen.named.targets) != 1 or one.kind is not TargetKind.SECTION:
        return chosen
    within = Target(TargetKind.SUBSECTION, f"{one.id}({part.group('label')})")
    return replace(chosen, named=replace(chosen.named, targets=(within,)))


def choose(section: RawSection, context: Context) -> Chosen:
    """The section's instruction sentence: the first that names a target (see the module)."""
    first = _read(section, (section.heading_start, section.heading_end), context)
    if first.named.targets or first.outside is not None:
        return first
    subject = _subject_before(section, first, context)
    if subject is not None:
        return subject
    for span in amending_sentences(context.text, section.heading_end, section.end):
        later = _read(section, span, context)
        if later.reading is not None and (later.named.targets or later.outside is not None):
            return later
    current = _after_current_text(section, context)
    if current is not None:
        return current
    if first.reading is None:  # no sentence amends: a caption may (`Amending Chapter 2, …`)
        caption = _read(section, (section.heading_start, section.heading_end), context, True)
        if caption.named.targets:
            return caption
    return first


# Sections whose amending sentences are operative (a general repealer, an effective-date clause),
# as opposed to recitals and findings that narrate what the ordinance does.
OPERATIVE_KINDS = frozenset(
    {
        OrdinanceSectionKind.OTHER,
        OrdinanceSectionKind.EFFECTIVE_DATE,
        OrdinanceSectionKind.SEVERABILITY,
        OrdinanceSectionKind.PUBLICATION,
    }
)


def unread_sentences(section: RawSection, context: Context) -> list[ParseIssue]:
    """Nothing silent: an amending sentence in a section that gives no instruction becomes a
    parse issue quoting it — a warning when it names a target in this code (`Ordinances in
    conflict … are hereby repealed` names none: information)."""
    if section.kind not in OPERATIVE_KINDS:
        return []
    issues: list[ParseIssue] = []
    for span in amending_sentences(context.text, section.heading_start, section.end):
        read = _read(section, span, context)
        if read.reading is None:
            continue
        names = bool(read.named.targets) and read.outside is None
        issues.append(
            ParseIssue(
                context.document,
                f"SECTION {section.number}, chars {span[0]}-{span[1]}",
                Severity.WARNING if names else Severity.INFO,
                "amending-sentence-unread" if names else "amending-sentence-without-target",
                f'not read as an instruction: "{read.section.heading}"',
            )
        )
    return issues
