"""The amendment parser: each amending section of an ordinance into explicit `Instruction`s.

The instruction sentence (`Section 17.62.030 Limited Term Permit is amended to read as follows:`)
gives the verb and the target; the new text after it is cleaned of page furniture and read to
settle what the sentence leaves open (a whole section or an excerpt of it, which tables a chapter
amendment reprints). Anything the parser cannot reconcile becomes a flag on the instruction —
never a silent guess — and the engine leaves flagged instructions unapplied.

Forms covered (the sentence may stand anywhere in its section; see `choosing`): `is amended to
read as follows`, `is amended as follows`, `(excerpt)`, `is amended to add Section X`, new
definitions, a table's land uses modified, `is hereby repealed`, a whole chapter, a chapter
amendment that reprints its tables, and a zoning-map rezoning of parcels.
"""

from __future__ import annotations

import re
from dataclasses import replace

from parsers.ordinance.added_parts import adds_parts
from parsers.ordinance.adding import ADDS, ADDS_SECTION, read_added, titled_addition
from parsers.ordinance.adopted_amendments import adopted_amendment
from parsers.ordinance.after_verb import named_after_verb
from parsers.ordinance.all_references import references_edit
from parsers.ordinance.amended_definitions import amended_definition
from parsers.ordinance.amount_edits import amounts_changed
from parsers.ordinance.bodies import (
    LABELS_DISAGREE,
)
from parsers.ordinance.building import Context, each_target, make_instruction, section_issue
from parsers.ordinance.caption_outside import caption_outside
from parsers.ordinance.chapter_sections import section_of_chapter
from parsers.ordinance.choosing import Chosen, choose, part_of_headed_section
from parsers.ordinance.deletions import deleted_part
from parsers.ordinance.dotted_parts import all_dotted, split_parts
from parsers.ordinance.enumerated import enumerated_items
from parsers.ordinance.exhibit_redlines import exhibit_redline
from parsers.ordinance.following_lines import following_lines
from parsers.ordinance.fragments import deeper_fragment
from parsers.ordinance.items import introduces, read_items
from parsers.ordinance.joined_ordinances import joined_ordinance
from parsers.ordinance.law_citations import cites_law_to_amend
from parsers.ordinance.lists import is_range, several_chapters, several_sections
from parsers.ordinance.marked_sections import marked_chapter as marked
from parsers.ordinance.misprinted_numbers import caption_numbered
from parsers.ordinance.mixed_levels import mixed_levels, sentence_flags
from parsers.ordinance.named_parts import named_parts
from parsers.ordinance.new_parts import ENTIRETY, entire, new_parts, titled_parts
from parsers.ordinance.outside_edits import outside_instructions
from parsers.ordinance.path_lists import sections_in_path
from parsers.ordinance.placed_under import added_under
from parsers.ordinance.positions import POSITION, may_name_position
from parsers.ordinance.renamed_titles import renamed_title
from parsers.ordinance.renumbering import renumber, renumbered_parts
from parsers.ordinance.repeals import listed_repeals, repeals
from parsers.ordinance.restatements import replace_part_of, section_amended
from parsers.ordinance.safety import (
    checked_reading,
    note_beside,
    own_context,
)
from parsers.ordinance.sections import RawSection
from parsers.ordinance.several import several
from parsers.ordinance.stated_edits import insertion, stated_word_edit, word_edit, words_inserted
from parsers.ordinance.substituted_parts import substituted_parts
from parsers.ordinance.superseded import (
    is_superseded,
    superseded_instruction,
    superseded_sentences,
)
from parsers.ordinance.table_amendments import amend_table, whole_chapter
from parsers.ordinance.targets import RANGE_FLAG, TargetPhrase
from parsers.ordinance.title_chapters import title_chapters
from parsers.ordinance.unnamed_repeals import unnamed_repeals
from parsers.ordinance.unread_numbers import unread_numbers
from parsers.ordinance.verb_clauses import verb_clauses
from parsers.ordinance.verbs import (
    ADDS_TEXT,
    NEW_PART,
    add_part_instruction,
    added_text,
    from_new_text,
    rezone,
    with_repeated_terms,
)
from parsers.ordinance.word_edits import announces_marks
from parsers.ordinance_records import Instruction, OrdinanceSectionKind, Target, TargetKind, Verb
from parsers.records import ParseIssue

# `repealed and replaced (in its entirety)`, `… and reenacted`, `… and recreated` (Wisconsin), `…
# and one new section (a new Section 4-2-3 is) enacted in lieu thereof` (Missouri), `deleted in its
# entirety and substitute in lieu thereof the following` (Tennessee): replacements.
REPLACED_TOO = re.compile(
    r"^\s*(?:in\s+its\s+entirety\s*,?\s+)?and\s+(?:substitut\w*\s+in\s+(?:lieu|place)\s+thereof|"
    r"replaced|re-?enacted|re-?created|re-?adopted|(?:one|a)"
    r"\s+new\s+\w+(?:\s+(?:No\.\s*)?§?\s*[\w.()-]*\d[\w.()-]*)?\s+(?:(?:is|be|shall\s+be)\s+)?"
    r"(?:hereby\s+)?(?:enacted|adopted)\s+in\s+lieu)\b",
    re.I,
)

# `amended to modify the land uses of: a; b; c to read as follows` — the rows a table amendment
# names, up to `to read` (or the end).
MODIFIES_ROWS = re.compile(
    r"\bto\s+(?:modify|amend|revise|change)\s+the\s+(?:land\s+uses|uses|rows|entries)\s+"
    r"(?:of|for)\s*:?\s*(?P<rows>.*?)(?:\s+to\s+read\b|\s*$)",
    re.IGNORECASE | re.S,
)


# How the flags about the parser's own reading of the sentence begin; a sidecar that supplies the
# reading clears them (see `sidecar.py`).
NO_VERB = "no amending verb (amended, repealed, added) in the section's heading"
NO_TARGET = "no target could be read from the instruction sentence"
READING_FLAGS = (NO_VERB, NO_TARGET, LABELS_DISAGREE, RANGE_FLAG)


NO_INSTRUCTION = (
    "a section classed as an amendment by its words, without an amending verb or a citation: "
    "no instruction"
)
# A sentence about the ordinance itself (`This local law is enacted pursuant to …`, `This
# ordinance is adopted under …`, Maryland's `And be it further ordained, That this Ordinance takes
# effect when it is enacted`): no instruction.
SELF = re.compile(
    r"^\s*(?:(?:and\s+)?be\s+it\s+(?:further\s+)?(?:ordained|enacted)\b[^,]{0,80},\s*)?"
    r"(?:That\s+)?this\s+(?:local\s+law|ordinance|act|resolution)\b",
    re.I,
)
INSERTED_WORDS = "words inserted without a place among the sections: a person must apply them"
# A phrase that names its sections after the verb: `The following sections of the code`.
# `The following enumerated sections of the code` (one word may describe them).
FOLLOWING_SECTIONS = re.compile(r"\bthe\s+following\s+(?:\w+\s+)?sections\b", re.IGNORECASE)
REPEALS = {"repealed", "deleted", "rescinded", "vacated"}


def parse_instructions(
    section: RawSection, key: str, context: Context
) -> tuple[list[Instruction], list[ParseIssue]]:
    """The instructions one amending or rezoning section gives."""
    if section.kind is OrdinanceSectionKind.REZONING:
        return [rezone(section, key, context)], []
    if (renamed := renamed_title(section, key, context)) is not None:
        return [renamed], []  # `the title of ARTICLE VI – “CABARETS” – Repealed` / `… “CLUBS”`
    chosen = choose(section, context)
    section = chosen.section
    reading = chosen.reading
    about = None if reading is None else own_context(reading.verb, reading.phrase, reading.tail)
    if about is not None:
        return [], [section_issue(context, section, "instruction-context", about)]
    if reading is not None and is_superseded(reading, section.heading) and chosen.named.targets:
        return [superseded_instruction(section, key, context, chosen.named, None)], []
    items = read_items(chosen, key, context, parse_instructions) if introduces(chosen) else None
    if items is not None:
        return items
    later = superseded_sentences(context, section.heading_end, section.end)
    if later:  # the superseded text it quotes is no part of the new text
        section = replace(section, end=later[0].start)
        chosen = replace(chosen, section=section)
    body = context.text[section.heading_end : section.end]
    found, issues = _read_chosen(chosen, key, context, body)
    found = [caption_numbered(exhibit_redline(item, context), context) for item in found]
    found = [deeper_fragment(checked_reading(note_beside(item))) for item in found]
    found = [sentence_flags(item, chosen.named, reading) for item in found]
    found = unread_numbers(found, None if reading is None else reading.phrase)
    extra = [
        superseded_instruction(section, f"{key}.{index}", context, one.named, one)
        for index, one in enumerate(later, start=len(found) + 1)
    ]
    extra += unnamed_repeals(section, key, context, len(found) + len(extra) + 1)
    phrase = "" if reading is None else reading.phrase  # `Ordinance No. 3502 and Section …`
    extra += joined_ordinance(section, key, context, phrase, found + extra)
    return found + extra, issues


def _no_verb(
    section: RawSection, key: str, context: Context, body: str
) -> tuple[list[Instruction], list[ParseIssue]]:
    """A section whose sentence has no amending verb: what its caption amends of other law, or
    flagged with no target, or nothing when it cites no law to amend."""
    if not cites_law_to_amend(context.text, section.heading_start, section.end):
        # No amending verb and no citation but references (`… to the extent not amended by
        # this Ordinance`, `enforceable in accordance with Sections 953.09 and 953.99`):
        # nothing to apply, nothing a person could name; the issue says so.
        issue = section_issue(context, section, "instruction-unread", NO_INSTRUCTION)
        return [], [issue]
    if captioned := caption_outside(section, key, context):
        return captioned, []  # `Amending … of Ordinance # 75-39 and Repealing Ordinance # …`
    return _unread(section, key, context, body, NO_VERB)


def _read_chosen(
    chosen: Chosen, key: str, context: Context, body: str
) -> tuple[list[Instruction], list[ParseIssue]]:
    section = chosen.section
    reading = chosen.reading
    if reading is None:
        return _no_verb(section, key, context, body)
    verb_word, tail, phrase = reading.verb, reading.tail, reading.phrase
    if SELF.match(phrase):  # `This local law is enacted pursuant to …`: about itself
        return [], [section_issue(context, section, "instruction-unread", NO_INSTRUCTION)]
    if verb_word == "inserted":
        # New text placed between or after sections is added; words inserted into a section's
        # text are a word edit no sentence here spells out: a person applies them.
        if not may_name_position(phrase) or not POSITION.search(phrase):
            return _unread(section, key, context, body, INSERTED_WORDS)
        verb_word = "added"
    if verb_word in REPEALS and REPLACED_TOO.search(tail):
        # `repealed and replaced (with a new Chapter X) to read as follows`: a replacement.
        verb_word, tail = "amended", REPLACED_TOO.sub("", tail, count=1)
    if chosen.outside is not None:
        verb = Verb.REPEAL if verb_word in REPEALS else Verb.REPLACE_SECTION
        if verb_word in ADDS or NEW_PART.search(tail):
            verb = Verb.ADD_PART if NEW_PART.search(tail) else Verb.ADD_SECTION
        return outside_instructions(chosen, key, context, verb, body), []
    if verb_word in {"renumbered", "redesignated"}:
        return renumber(chosen, key, context, tail, body), []
    if verb_word == "amended" and (moved := _parts_moved(chosen, key, context, tail)) is not None:
        return moved, []  # `to renumber Subdivision 2-7 as …`, `by deleting subsection (D)(12)`
    if (adopted := adopted_amendment(chosen, key, context, body)) is not None:
        return [adopted], []  # `That the amendment of Chapter 4 … is hereby adopted; … attached`
    definition = amended_definition(chosen, key, context, body)
    if (definition := definition or following_lines(chosen, key, context, body)) is not None:
        return [definition], []  # `by amending the definition of "X" …`; struck words printed
    if substituted := substituted_parts(chosen, key, context, body):
        return substituted, []  # `by deleting the following: (B. … C. …) and substituting …`
    if (references := references_edit(chosen, key, context)) is not None:
        return [references], []  # `All references to X … shall be amended to read "Y"`
    edit = stated_word_edit(tail, phrase, verb_word)
    # "deleting the language stricken through …": the new text's marks (`word_edits`) say it.
    if edit is not None and not announces_marks(tail):
        return [word_edit(chosen, key, context, edit)], []
    if verb_word == "amended" and (amounts := amounts_changed(chosen, key, context, tail)):
        return [amounts], []  # `to increase the fee from $25 to $250`
    inserted_at = insertion(tail) if verb_word == "amended" else None
    if inserted_at is not None:
        return [words_inserted(chosen, key, context, inserted_at)], []
    text_added = ADDS_TEXT.search(tail) if verb_word == "amended" else None
    if text_added is not None and not NEW_PART.search(tail) and not ADDS_SECTION.search(tail):
        if titled := titled_parts(chosen, key, context, body) or marked(chosen, key, context):
            return titled, []  # the title's new parts, else a marked chapter's headed sections
        return [added_text(chosen, key, context, text_added, body)], []
    if mixed := mixed_levels(chosen.section, key, context, verb_word, (phrase, tail, body)):
        return mixed, []  # `Chapter X and Section Y are repealed`: one instruction a target
    return _by_verb(chosen, key, context, verb_word, tail, phrase, body)


def _parts_moved(chosen: Chosen, key: str, context: Context, tail: str) -> list[Instruction] | None:
    """An amended section's parts renumbered (`to renumber Subdivision 2-7 as Subdivision 3-8`),
    else a part deleted (`by deleting subsection (D)(12) and renumbering …`), else parts named
    (`by amending subsections (a) and (b) thereof to read:`, one instruction a part), else the
    targets of clauses under different verbs (`by amending Sections X and Y(2) … and by adding
    Section Y(8)`, one instruction a target); None when none of these."""
    moved = renumbered_parts(chosen, key, context, tail) or deleted_part(chosen, key, context, tail)
    body = context.text[chosen.section.heading_end : chosen.section.end]
    named = moved or named_parts(chosen, key, context, body)
    return named or verb_clauses(chosen, key, context, body) or None


def _unread(
    section: RawSection, key: str, context: Context, body: str, flag: str
) -> tuple[list[Instruction], list[ParseIssue]]:
    instruction = make_instruction(
        section, key, context, Verb.REPLACE_SECTION, (), body, flags=(flag,)
    )
    return [instruction], [section_issue(context, section, "instruction-unread", flag)]


def _by_verb(
    chosen: Chosen,
    key: str,
    context: Context,
    verb_word: str,
    tail: str,
    phrase: str,
    body: str,
) -> tuple[list[Instruction], list[ParseIssue]]:
    section, named = chosen.section, chosen.named
    many = several_sections(phrase, context.style) or sections_in_path(phrase, context.text)
    following = not many and not named.targets and FOLLOWING_SECTIONS.search(phrase) is not None
    if following and verb_word in REPEALS and (items := enumerated_items(body)):
        return listed_repeals(section, key, context, verb_word, items)  # `1) Sections 8-5, …`
    if following:  # `The following sections … are repealed: 5.12.030, 5.12.040 and 5.12.050.`
        phrase = "Sections " + tail.split("\n", 1)[0]
        many = several_sections(phrase, context.style)
    if many:  # the words after the numbers are no title
        named = TargetPhrase(tuple(Target(TargetKind.SECTION, n) for n in many), None, ())
        chosen = replace(chosen, named=named)
    if verb_word in REPEALS and not many and (chapters := several_chapters(phrase, context.style)):
        named = TargetPhrase(tuple(Target(TargetKind.CHAPTER, n) for n in chapters), None, ())
    if verb_word in REPEALS:
        ranged = bool(many) and is_range(phrase)
        return repeals(section, key, context, named, ranged, (verb_word, phrase, tail))
    listed = title_chapters(section, key, context, verb_word, phrase, body)  # `Chapters 2, 4A`
    if (listed := listed or added_under(section, key, context, verb_word, tail, body)) is not None:
        return [listed], []
    if (added := read_added(chosen, key, context, verb_word, tail, phrase, body)) is not None:
        return added, []
    if (parts := new_parts(chosen, key, context, tail, body)) is not None:
        return parts, []  # `by the inclusion of new sub-paragraphs (8) and (9)`
    adds = None if entire(tail, len(tail)) else adds_parts(tail, named, body)
    if adds is not None:
        added_part = add_part_instruction(section, key, context, named, body)
        return with_repeated_terms(replace(added_part, flags=added_part.flags + adds), context)
    rows = MODIFIES_ROWS.search(tail)
    if rows is not None or (named.targets and named.targets[0].kind is TargetKind.TABLE):
        return [amend_table(section, key, context, named, rows, body)], []
    if not named.targets:
        words = named_after_verb(chosen, key, context, tail, body)
        if words is not None:
            return each_target(words), []
        named = from_new_text(chosen, context, body)
    if not named.targets:
        return _unread(section, key, context, body, NO_TARGET)
    if many:
        found = several(section, key, context, named, tail, body, is_range(phrase), section_amended)
        return found, []
    named = part_of_headed_section(named, body, context.style, context.text)
    named = section_of_chapter(named, body, context.style, tail)
    kind = named.targets[0].kind
    if len(named.targets) > 1 and verb_word == "amended" and all_dotted(named.targets):
        return split_parts(section, key, context, named.targets, body), []  # `A.1 and A.3`
    whole = kind is TargetKind.ARTICLE and _whole(chosen, tail, body, named.targets[0].id)
    if kind is TargetKind.CHAPTER or whole:
        return whole_chapter(section, key, context, named, body), []
    if kind is TargetKind.SUBSECTION:
        return [replace_part_of(section, key, context, named, named.targets, body)], []
    return [titled_addition(section_amended(section, key, context, named, tail, body), context)], []


# The new text headed by the article it restates (`"ARTICLE 6.400 FOOD SERVICE ESTABLISHMENTS`,
# then its sections): `{}`, the article's number, escaped.
OWN_ARTICLE_HEADING = r"^\W*ARTICLE\s+{}(?![\w.-])"


def _whole(chosen: Chosen, tail: str, body: str, article: str) -> bool:
    """Whether an article is replaced whole: `amended in its entirety`, repealed and replaced
    (the sentence's own verb a removal: `deleted in its entirety and replaced with new Article
    I`), or restated under its own heading (`OWN_ARTICLE_HEADING`)."""
    replaced = chosen.reading is not None and chosen.reading.verb in REPEALS
    headed = re.match(OWN_ARTICLE_HEADING.format(re.escape(article)), body, re.IGNORECASE)
    return replaced or ENTIRETY.search(tail) is not None or headed is not None
