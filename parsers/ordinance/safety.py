"""Instructions that remove law apply only when read with certainty (issue 20, item 2).

A repeal, or a replacement of a whole chapter or article (which repeals every section its new
text omits), deletes law when applied. The engine applies it only when the parser read its
sentence completely and every target it names is certain; otherwise the instruction carries a
flag saying why, the engine leaves it unapplied and the base text stays in force. What makes a
target uncertain here: the sentence's list of citations holds one that cannot be read as a number
(an OCR misreading such as `2.QS4` or `2.OS$`), so the list the parser read is not the list
printed, and no member of it may be guessed at.
"""

from __future__ import annotations

import re
from dataclasses import replace

from parsers.ordinance.positions import without_positions
from parsers.ordinance.targets import OCR_ARTICLE
from parsers.ordinance_records import Instruction, Target, TargetKind, Verb
from parsers.schemes import Scheme, split

# A citation-like token whose characters mix digits with the letters and signs OCR puts in
# their place (`2.QS4`, `2.OS$`, `2,Q5~`, `l3-7`): a number the text does not print legibly.
GARBLED_CITATION = re.compile(
    r"(?<![\w.])[0-9lI]{1,4}[.,\-](?=[0-9A-Za-z$~]*(?:[0-9][OQSIlBZ$~]|[OQSIlBZ][0-9$~]|[$~]))"
    r"[0-9A-Za-z$~]{2,5}(?![\w])"
)

# What may follow `repealed` in a sentence read completely: `in its entirety`, `and reserved`,
# `(Exhibit A)`, the verb's synonyms (`deleted, eliminated, and repealed`), an OCR'd `entirety`
# (`IN THEIR ENTIRt:.1 f`, a stray letter after it; `it's entirety`, a drafter's slip) or code
# name (`~ACKSONVILLE`),
# and `upon the operative date of this Ordinance` (`on the effective date of this
# act`: the repeal takes effect with the ordinance itself, as the engine applies it; a date of its
# own, `effective January 1, 2026`, is not read).
PLAIN_TAIL = re.compile(
    r"(?:\s*,?\s*(?:in\s+(?:its|it['’]s|their)\s+entir(?:ety\b|\S{0,6}(?:\s+[a-z](?=\s))?)|in\s+full|"
    r"(?:and\s+)?(?:reserved|deleted|rescinded|removed|eliminated|repealed)|hereby|"
    r"from\s+the\s+(?:[~\w'’-]+\s+){0,4}Code|"
    r"(?:upon|on|as\s+of)\s+the\s+(?:effective|operative)\s+date\s+of\s+this\s+"
    r"(?:ordinance|act|local\s+law)|"
    r"\((?:as\s+shown\s+in\s+|see\s+)?(?:Exhibit|Attachment|Appendix)\s+[\w.-]{1,6}\))\s*[,;]?)*"
    r"\s*[.;:]?\s*",
    re.IGNORECASE,
)
# A citation whose printed number runs on past the part the target reader takes
# (`50-75-2-b`: read as `50-75`): its base and what follows it, glued.
RUNS_ON = re.compile(r"(?<![\w.])(\d{1,4}(?:[.\-]\d{1,4})+)((?:[.\-][A-Za-z0-9]{1,3})+)(?![\w(])")
SWAP_JOINTS = str.maketrans(".-", "-.")  # `260.13` ↔ `260-13`
# A subsection labelled by one capital letter (`D` of `260-13D(12)`), the chapter-dash codes' way.
LETTER_LABEL = re.compile(r"[A-Z]")
# A section number of one part (`Section 6`): no numbering scheme of the registry
# (`parsers.schemes`) numbers a code's sections so; an ordinance's own sections are.
ONE_PART = re.compile(r"\d+[A-Z]?")
ONE_PART_FLAG = (
    "a section number of one part is no code's scheme (17.62.030, 1105.04, 250-12, 5-2-7): "
    "a person must name the section"
)
# A note printed beside a section, named by the section (`The footnote immediately following s.
# 218-10 of the code is amended to read:`, `the editor's note to Section 5.04`): the target is the
# note, which the code's text does not number; the section only places it.
NOTE_BESIDE = re.compile(
    r"\b(?:foot)?notes?\s+(?:immediately\s+)?(?:following|after|preceding|before|to|of|under)\s+"
    r"(?:the\s+)?(?:ss?\.|Sections?|Sec\.|§)\s*(?P<number>\d[\w.-]*\w|\d)",
    re.IGNORECASE,
)
REMOVING = frozenset({Verb.REPEAL, Verb.REPLACE_CHAPTER})
REPLACING = frozenset({Verb.REPLACE_SECTION, Verb.REPLACE_PART, Verb.REPLACE_CHAPTER})
EMPTY_REPLACEMENT_FLAG = (
    "no new text follows the sentence: the target stays as it is until a person gives its text"
)
ADDING = frozenset({Verb.ADD_SECTION, Verb.ADD_CHAPTER, Verb.ADD_PART})
EMPTY_ADDITION_FLAG = (
    "no new text follows the sentence (it may stand in an exhibit): nothing is added until a "
    "person gives its text"
)
WHOLE = frozenset({TargetKind.TITLE, TargetKind.CHAPTER, TargetKind.ARTICLE})
# What a section's or a chapter's replacement may replace: a target of another kind means the
# sentence was misread (`replace_section` of `Title 5` would remove every section of the title).
REPLACES = {
    Verb.REPLACE_SECTION: frozenset({TargetKind.SECTION}),
    Verb.REPLACE_CHAPTER: frozenset({TargetKind.CHAPTER}),
}


def unreadable_citations(phrase: str) -> list[str]:
    """The citations of a target phrase that cannot be read as numbers."""
    return [m.group() for m in GARBLED_CITATION.finditer(phrase)]


def removes_law(item: Instruction) -> bool:
    """Applied, the instruction would delete text of the code."""
    if item.outside is not None:
        return False
    return item.verb in REMOVING or (
        item.verb is Verb.REPLACE_SECTION and any(t.kind in WHOLE for t in item.targets)
    )


# Verbs that remove law in no settled drafting form (`Section X is hereby vacated`: streets and
# plats are vacated): a repeal read from them waits for a person.
UNSETTLED_REMOVALS = frozenset({"vacated"})


def removal_flags(phrase: str, tail: str = "", verb: str = "") -> tuple[str, ...]:
    """The flags a law-removing instruction carries because of its target phrase, or because
    its sentence says more after the verb than the parser reads (`repealed effective January 1,
    2026`, `repealed except subsection C`): then it was not read completely; or because its
    verb is no settled form of repeal (`UNSETTLED_REMOVALS`)."""
    flags: list[str] = []
    if verb in UNSETTLED_REMOVALS:
        flags.append(
            f"`{verb}` is no settled form of repeal: nothing is removed until a person confirms"
        )
    unread = unreadable_citations(phrase)
    if unread:
        flags.append(
            "the sentence names targets that cannot be read ("
            + ", ".join(unread)
            + "): nothing is removed until a person names them"
        )
    rest = " ".join(tail.split())
    if rest and PLAIN_TAIL.fullmatch(rest) is None:
        flags.append(
            f"the repeal says more than the parser reads ({rest[:80]}): nothing is removed "
            "until a person applies it"
        )
    return tuple(flags)


def partly_read(sentence: str, targets: tuple[str, ...]) -> tuple[str, ...]:
    """A flag when the sentence prints a target's number with more after it than the target
    holds (`Section 50-75-2-b` read as section `50-75`): applied, the instruction would change
    a larger division than the one named. Where new text goes and what a new division holds
    (`POSITION`) name no target."""
    sentence = without_positions(sentence, " ")
    runs = [
        m.group(0)
        for m in RUNS_ON.finditer(sentence)
        if any(
            m.group(0).startswith(t) and m.group(0)[len(t) : len(t) + 1] in {".", "-"}
            for t in targets
        )
    ]
    if not runs:
        return ()
    return (
        f"the sentence cites {', '.join(runs)}, more than the target read "
        f"({', '.join(sorted(set(targets)))}): a person must name it",
    )


def code_spelling(text: str, target_id: str) -> str | None:
    """The target's id as the code spells it, when the ordinance prints its section number with
    both joints (`260.13` in the sentence, `260-13` in the title): the target itself when the
    ordinance prints it one way only; the chapter-dash spelling with the letter attached
    (`260-13D(12)`) when both readings name the same chapter and section of the registry
    (`parsers.schemes.split`) and the part's first label is a capital letter, which is how
    chapter-dash codes letter their subsections (`250-12A`) and dotted two-level codes never do
    (`1105.04(a)`); None when which is the code's number stays uncertain."""
    number, _, labels = target_id.partition("(")
    other = number.translate(SWAP_JOINTS)
    if other == number or not re.search(rf"(?<![\w.-]){re.escape(other)}(?![\d])", text):
        return target_id
    dashed = number if "-" in number else other
    dotted = other if dashed == number else number
    as_dash, as_dot = split(dashed), split(dotted)
    first = labels.partition(")")[0]
    if (
        as_dash.scheme is not Scheme.CHAPTER_DASH
        or (as_dash.chapter, as_dash.value) != (as_dot.chapter, as_dot.value)
        or not LETTER_LABEL.fullmatch(first)
    ):
        return None
    return dashed + first + labels.partition(")")[2]


def code_spelled(text: str, targets: tuple[Target, ...]) -> tuple[Target, ...]:
    """The targets, each in the code's spelling where `code_spelling` settles one."""
    return tuple(replace(t, id=code_spelling(text, t.id) or t.id) for t in targets)


def spelled_both_ways(text: str, targets: tuple[str, ...]) -> tuple[str, ...]:
    """A flag when the ordinance prints a removed target's section number with both joints and
    the registry does not settle which is the code's (`code_spelling`): nothing is removed on
    the parser's reading."""
    for target in targets:
        if code_spelling(text, target) is None:
            number = target.split("(", 1)[0]
            return (
                f"the ordinance prints both {number} and {number.translate(SWAP_JOINTS)}: the "
                "code's number is not certain, nothing is removed until a person names it",
            )
    return ()


def one_part_sections(targets: tuple[Target, ...]) -> tuple[str, ...]:
    """A flag for each section target numbered in one part (`Section 6`, see `ONE_PART`)."""
    return tuple(
        f"{ONE_PART_FLAG} ({target.id})"
        for target in targets
        if target.kind is TargetKind.SECTION and ONE_PART.fullmatch(target.id)
    )


# An item of the new text that is an instruction of its own (`(A) Subsection (c) is amended to
# read as follows:`, `(B) Subsections (d) and (g) are repealed.`, D.C. Council bills): the text
# is the items of an introducing sentence, not the target's new words.
ITEM_INSTRUCTION = re.compile(
    r"(?<![\w(])\((?:[A-Z]|\d{1,2}|[ivx]{1,4}|[a-z])\)[ \t]+(?:Section|Subsections?|Paragraphs?|"
    r"Subparagraphs?|Article|Chapter)\b[^\n]{0,120}?\b(?:is|are)\s+(?:hereby\s+)?"
    r"(?:amended|repealed|added|redesignated)\b"
)
ITEMS_IN_TEXT_FLAG = (
    "the new text holds instructions of its own (an item that amends or repeals): the sentence "
    "introduces them; nothing is replaced until a person splits it"
)


ITEM_VERBS = ("amended", "repealed", "added", "redesignated")  # looked for first, as words


def _holds_instructions(text: str) -> bool:
    """Whether an item of `text` is an instruction of its own (`ITEM_INSTRUCTION`)."""
    return any(verb in text for verb in ITEM_VERBS) and ITEM_INSTRUCTION.search(text) is not None


def checked_reading(item: Instruction) -> Instruction:
    """The instruction, flagged when its sentence cites more than the target read, names a
    section by a one-part number, or replaces or adds with no new text (an introducing
    sentence whose items follow, text given elsewhere): replaced by nothing, the target's law
    would be lost."""
    if item.outside is not None or item.flags or not item.targets:
        return item
    flags = partly_read(item.heading, tuple(t.id for t in item.targets))
    flags += one_part_sections(item.targets)
    if item.verb in REPLACING and _wordless(item.text) and not item.edits and not item.rows:
        flags += (EMPTY_REPLACEMENT_FLAG,)
    if item.verb in ADDING and _wordless(item.text) and not item.rows:
        flags += (EMPTY_ADDITION_FLAG,)
    if item.verb in REPLACING and _holds_instructions(item.text):
        flags += (ITEMS_IN_TEXT_FLAG,)
    kinds = REPLACES.get(item.verb)
    if kinds is not None and any(t.kind not in kinds for t in item.targets):
        named = ", ".join(f"{t.kind} {t.id}" for t in item.targets if t.kind not in kinds)
        flags += (
            f"{item.verb} of {named}: a replacement of another kind than its verb's is a "
            "misreading; nothing is replaced until a person names the target",
        )
    return replace(item, flags=flags) if flags else item


# A letter of any script: a new text without one holds no words (`4.6`, the new section's
# number alone, the page cut off after it), no text to apply.
LETTER = re.compile(r"[^\W\d_]")


def _wordless(text: str) -> bool:
    """Whether a new text holds no word (`LETTER`): empty, or a number alone."""
    return LETTER.search(text) is None


def note_beside(item: Instruction) -> Instruction:
    """The instruction, flagged when its sentence amends a note beside the section it names
    (`NOTE_BESIDE`): applied to the section, it would change the section's text, not the note's."""
    note = NOTE_BESIDE.search(item.heading)
    if note is None:
        return item
    flag = (
        f"the sentence amends the note beside section {note.group('number')}, not the section's "
        "text: a person applies it"
    )
    return replace(item, flags=(*item.flags, flag))


# The repeals this ordinance makes elsewhere, named as such (`the Subsections … that are herein
# repealed`, `the Subsections repealed herein`, `repealed by this ordinance`): a sentence about
# them (when they take effect) repeals nothing of its own.
OWN_REPEALS = re.compile(
    r"\bherein\s+repealed\b|\brepealed\s+herein\b|\brepealed\s+by\s+this\s+"
    r"(?:ordinance|local\s+law)\b",
    re.IGNORECASE,
)
OWN_REPEALS_ISSUE = (
    "a sentence about the repeals this ordinance makes elsewhere (`herein repealed`): no "
    "instruction of its own"
)


def about_own_repeals(verb: str, phrase: str) -> bool:
    """Whether a repealing sentence's subject is the ordinance's own repeals (`OWN_REPEALS`)."""
    return verb in {"repealed", "deleted", "rescinded"} and OWN_REPEALS.search(phrase) is not None


# An amendment that says it is made by the document's other sections (`The charter of the City of
# Burlington is amended as provided in this act.`): it introduces them, and is none itself.
AS_PROVIDED_HERE = re.compile(
    r"^\s*(?:hereby\s+)?as\s+(?:provided|set\s+(?:forth|out)|stated|specified)\s+(?:in|by)\s+"
    r"(?:the\s+following\s+sections\s+of\s+)?this\s+(?:act|ordinance|local\s+law|bill)\b",
    re.IGNORECASE,
)
# A figure in the phrase: it names a division, whose amendment the sentence may itself give.
NUMBERED = re.compile(r"\d")
AS_PROVIDED_ISSUE = (
    "a sentence saying the document's other sections make the amendment (`as provided in this "
    "act`): no instruction of its own"
)


def own_context(verb: str, phrase: str, tail: str) -> str | None:
    """Why a sentence is about the document's own instructions rather than one of them (its
    repeals elsewhere, `OWN_REPEALS`; its amendments, `AS_PROVIDED_HERE`), or None."""
    if about_own_repeals(verb, phrase):
        return OWN_REPEALS_ISSUE
    if verb == "amended" and AS_PROVIDED_HERE.match(tail) and not NUMBERED.search(phrase):
        return AS_PROVIDED_ISSUE
    return None


UNTARGETED_REMOVAL_FLAG = (
    "the sentence removes law but names no target the parser could read: nothing is removed "
    "until a person names it"
)


def untargeted_removal(item: Instruction) -> Instruction:
    """The instruction, flagged when it removes law (`REMOVING`) and names no target: a repeal
    whose target was not read is never applied (issue 20, item 2)."""
    if item.verb not in REMOVING or item.targets or item.flags or item.outside is not None:
        return item
    return replace(item, flags=(UNTARGETED_REMOVAL_FLAG,))


# A part named before the division the target reader took (`Prticle 2 of Chapter 11`, OCR of
# `Article 2`): a word and a number, then `of` and the division's keyword and number.
PART_OF = r"(?P<part>\b[A-Za-z]{3,12}\.?\s+[\dIVXLC]{1,4}[A-Za-z]?)\s+of\s+(?:the\s+|said\s+)?"
# The keyword of a whole division a part may be named in.
DIVISION_WORD = r"(?:Chapter|Title|Article|Division|Part)\s+"


def part_named_before(item: Instruction) -> Instruction:
    """The instruction, flagged when it removes law (`removes_law`) from a whole division and its
    sentence names a part of that division before it (`PART_OF`): the part was not read, and
    removing the whole division would remove more than the sentence says."""
    if not removes_law(item) or item.flags:
        return item
    lowered = item.heading.lower()
    for target in item.targets:
        if target.kind not in WHOLE:
            continue
        number = re.split(r"[ ,]", target.id)[-1]
        if number.lower() not in lowered:
            continue  # the number is not printed: the pattern need not be built
        found = re.search(PART_OF + DIVISION_WORD + re.escape(number) + r"\b", item.heading, re.I)
        if found is not None:
            flag = (
                f"the sentence names {found.group('part')} of {target.kind} {target.id}, which "
                "was not read: nothing is removed until a person names the target"
            )
            return replace(item, flags=(flag,))
    return item


OCR_KEYWORD_FLAG = (
    "the sentence's keyword is read past OCR (`Prticle` for `Article`): nothing is removed "
    "until a person checks the target"
)


def ocr_keyword_removal(item: Instruction) -> Instruction:
    """The instruction, flagged when it removes law (`removes_law`) from a target whose keyword
    was read past OCR (`targets.OCR_ARTICLE`); a formal repeal of superseded text removes
    nothing and keeps its reading."""
    if not removes_law(item) or item.flags or OCR_ARTICLE.search(item.heading) is None:
        return item
    return replace(item, flags=(OCR_KEYWORD_FLAG,))


def with_flags(item: Instruction, flags: tuple[str, ...]) -> Instruction:
    """The instruction with `flags` too (its target phrase's: `path_targets`), each once."""
    if not flags:
        return item
    return replace(item, flags=tuple(dict.fromkeys(item.flags + flags)))
