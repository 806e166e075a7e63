"""A labelled part deleted from a section, and the parts after it renumbered.

`Section 260.13 … is hereby amended by deleting subparagraph (12) of paragraph D. … and
renumbering the remaining subparagraphs accordingly.` (New York local laws). Deleting a part
named by its labels is a repeal of that part (`260.13(D)(12)`), not a word edit; `renumbering the
remaining … accordingly` is a renumbering of the parts after it whose new numbers the sentence
does not give, so it is its own instruction, flagged: a person gives the numbers.
"""

from __future__ import annotations

import re
from dataclasses import replace

from parsers.ordinance.bodies import label_disagreement
from parsers.ordinance.building import Context, make_instruction
from parsers.ordinance.choosing import Chosen
from parsers.ordinance.part_labels import PART_WORDS
from parsers.ordinance.safety import SWAP_JOINTS, code_spelling, spelled_both_ways
from parsers.ordinance.targets import parse_target_phrase
from parsers.ordinance_records import Instruction, Target, TargetKind, Verb

# The words for a part of a section, and `Item` (`by repealing Item C Borough Manager`), which
# some codes call the lettered parts of a list.
PART_OR_ITEM = rf"(?:{PART_WORDS}|Items?)"
# `by deleting subparagraph (12) of paragraph D`: the part deleted, named by its labels,
# innermost first (the words up to the next sentence's end or `and`); the noun form too (`by the
# deletion of subsection (C)`).
DELETES_PART = re.compile(
    rf"\bby\s+(?:deleting|striking|repealing|removing|the\s+(?:deletion|repeal|removal)\s+of)\s+"
    rf"(?:therefrom\s+)?(?:the\s+)?"
    rf"(?P<part>{PART_OR_ITEM}\s+\(?[A-Za-z0-9]{{1,4}}\)?(?:\s+of\s+(?:the\s+)?{PART_WORDS}\s+"
    rf"\(?[A-Za-z0-9]{{1,4}}\)?)*)(?=[\s.,;:]|$)",
    re.IGNORECASE,
)
ITEM_WORD = re.compile(r"^Items?\b", re.IGNORECASE)  # read as the subsection it names
# `and renumbering the remaining subparagraphs accordingly`, `and relettering all items below
# Item B …`: numbers not given.
RENUMBERS_REST = re.compile(
    r"\band\s+(?:by\s+)?re-?(?:numbering|lettering|designating)\s+(?:the\s+(?:remaining|"
    r"following|subsequent)|all\s+(?:items|subsections|paragraphs)\s+(?:below|after|following))\b",
    re.IGNORECASE,
)
# All a renumbering may say after those words and still be read completely: `subparagraphs
# accordingly`. More (`Item B beginning with Item C Borough Mayor`: new letters the parser does
# not read) leaves the sentence read in part, and the repeal beside it is flagged.
READ_WHOLE = re.compile(r"\s*(?:[\w-]+\s+)?(?:accordingly)?\s*[.;]?\s*")
PARTLY_READ = (
    "the sentence renumbers the parts after it in words the parser does not read ({rest}): "
    "nothing is removed until a person applies it"
)
# `… deleting subsection D. in its entirety and substituting with the following new subsection
# D.:`: the part is replaced, not repealed; the ordinary reading of a replacement decides.
SUBSTITUTES = re.compile(
    r"\band\s+(?:by\s+)?(?:substitut|replac|insert)\w*\b|\bin\s+(?:lieu|place)\s+thereof\b",
    re.IGNORECASE,
)
RENUMBER_FLAG = "the parts after it are renumbered without their new numbers: a person gives them"


def deleted_part(chosen: Chosen, key: str, context: Context, tail: str) -> list[Instruction] | None:
    """The repeal of the named part (and the renumbering after it), or None when the sentence
    deletes no part named by its labels from one section."""
    deletes = DELETES_PART.search(tail)
    sections = [t for t in chosen.named.targets if t.kind is TargetKind.SECTION]
    if deletes is None:
        whole = _deleted_section(chosen, key, context, tail)
        return None if whole is None else [whole]
    if len(sections) != 1 or len(chosen.named.targets) != 1:
        return None
    substitutes = SUBSTITUTES.search(tail, deletes.end())
    if substitutes is not None:
        return _substituted(chosen, key, context, deletes, tail[substitutes.end() :])
    part_words = ITEM_WORD.sub("Subsection", deletes.group("part"))
    named = parse_target_phrase(
        f"{part_words} of Section {sections[0].id}",
        context.title,
        context.style,
        context.scheme,
    )
    if len(named.targets) != 1 or named.targets[0].kind is not TargetKind.SUBSECTION:
        return None
    part = named.targets[0]
    flags = spelled_both_ways(context.text, (part.id,))
    section = sections[0]
    spelled = code_spelling(context.text, part.id)
    if spelled is not None and spelled != part.id:  # `260-13D(12)`: the code's own spelling
        part = Target(TargetKind.SUBSECTION, spelled)
        section = Target(TargetKind.SECTION, section.id.translate(SWAP_JOINTS))
    repeal = make_instruction(
        chosen.section, key, context, Verb.REPEAL, (part,), "", labels=named.labels, flags=flags
    )
    renumbers = RENUMBERS_REST.search(tail, deletes.end())
    if renumbers is None:
        return [repeal]
    rest = " ".join(tail[renumbers.end() :].split())
    if READ_WHOLE.fullmatch(rest) is None:
        repeal = replace(repeal, flags=(*repeal.flags, PARTLY_READ.format(rest=rest[:80])))
    parent = Target(TargetKind.SUBSECTION, part.id.rsplit("(", 1)[0])
    if parent.id == part.id or (not parent.id[-1:].isalpha() and "(" not in parent.id):
        parent = section  # the part is a first-level one (`260-13D`, `260.13(D)`)
    renumber = make_instruction(
        chosen.section, f"{key}.2", context, Verb.RENUMBER, (parent,), "", flags=(RENUMBER_FLAG,)
    )
    return [replace(repeal, id=f"{repeal.id}.1"), renumber]


# `(Chapter 2 …) is hereby amended by deleting Section 10.`: the sentence's whole target deleted
# by its keyword and number (its catchline may follow, `Board of Adjustment`).
DELETES_SECTION = re.compile(
    r"\bby\s+(?:deleting|repealing|striking)\s+(?:therefrom\s+)?(?:the\s+)?Section\s+"
    r"(?P<number>\d[\w.\-]*?)\.?\s*$",
    re.IGNORECASE,
)
# What follows it to the sentence's end: a catchline of capitalised words at most, then `in its
# entirety` (`Board of Adjustment in its entirety, providing for …`), the whole section said.
IN_ENTIRETY = re.compile(
    r"^\s*(?:[A-Z][\w'-]*\s+(?:(?:of|and|the|for)\s+)?){0,8}in\s+its\s+entirety\b"
)


def _deleted_section(chosen: Chosen, key: str, context: Context, tail: str) -> Instruction | None:
    """The repeal of a whole section the sentence deletes `in its entirety` (`DELETES_SECTION`,
    then `IN_ENTIRETY`) from a subject that names no other number (`Chapter 2. Zoning of the Land
    Development Regulations`: the sentence's own target, or none); else None (read otherwise)."""
    deletes = DELETES_SECTION.search(tail)
    section = Target(TargetKind.SECTION, deletes.group("number")) if deletes else None
    if section is None or chosen.named.targets not in {(), (section,)}:
        return None
    after = context.text[chosen.section.heading_end : chosen.section.end]
    if SUBSTITUTES.search(after[:300]) or IN_ENTIRETY.match(after) is None:
        return None
    return make_instruction(chosen.section, key, context, Verb.REPEAL, (section,), "")


# What a substitution names as the new part: `… with the following new subsection D.:`.
NEW_PART_NAMED = re.compile(
    rf"^[^.;:]{{0,40}}?\bnew\s+{PART_WORDS}\s+\(?(?P<label>[A-Za-z0-9]{{1,4}})\)?(?=[\s.,;:]|$)",
    re.IGNORECASE,
)


def _substituted(
    chosen: Chosen, key: str, context: Context, deletes: re.Match[str], after: str
) -> list[Instruction] | None:
    """`by deleting subsection D. in its entirety and substituting with the following new
    subsection D.`: the replacement of that part by the new text, when the new part has the
    deleted one's label (checked against the new text's own); else None (read otherwise)."""
    new = NEW_PART_NAMED.match(after)
    section = chosen.named.targets[0]
    named = parse_target_phrase(
        f"{deletes.group('part')} of Section {section.id}", context.title, context.style
    )
    if new is None or len(named.targets) != 1 or named.targets[0].kind is not TargetKind.SUBSECTION:
        return None
    if not named.targets[0].id.endswith(f"({new.group('label')})"):
        return None
    body = context.text[chosen.section.heading_end : chosen.section.end]
    item = make_instruction(
        chosen.section, key, context, Verb.REPLACE_PART, named.targets, body, labels=named.labels
    )
    flags = label_disagreement(named.labels, item.text)
    return [replace(item, flags=flags) if flags else item]


# A repeal of one part that renumbers the parts after it in a participle clause: `Section
# 1-5-5.A … is hereby repealed in its entirety and subsequent subsections renumbered
# accordingly` (Minnesota), `… and the remaining paragraphs are relettered accordingly`.
REST_RENUMBERED = re.compile(
    rf"\s*,?\s*and\s+(?:all\s+|the\s+)?(?:subsequent|remaining|following)\s+{PART_OR_ITEM}\s+"
    r"(?:(?:are|be|shall\s+be)\s+(?:hereby\s+)?)?re-?(?:numbered|lettered|designated)\b"
    r"(?:\s+accordingly)?",
    re.IGNORECASE,
)


def rest_renumbered(repeal: Instruction, tail: str) -> tuple[str, Instruction | None]:
    """The repeal sentence's tail without a `REST_RENUMBERED` clause, and that clause read as a
    flagged renumbering of the parent of the one part repealed (its new numbers are not given);
    the tail as it is and None when the sentence renumbers nothing or repeals no single part."""
    clause = REST_RENUMBERED.search(tail)
    parts = repeal.targets
    if clause is None or len(parts) != 1 or parts[0].kind is not TargetKind.SUBSECTION:
        return tail, None
    parent_id = re.sub(r"(?:\([^()]*\)|\.[A-Za-z0-9]{1,3})$", "", parts[0].id)
    if parent_id == parts[0].id:
        return tail, None
    kind = TargetKind.SUBSECTION if re.search(r"[()]|[A-Za-z]$", parent_id) else TargetKind.SECTION
    renumbering = replace(
        repeal,
        id=f"{repeal.id}.2",
        verb=Verb.RENUMBER,
        targets=(Target(kind, parent_id),),
        labels=(),
        flags=(RENUMBER_FLAG,),
    )
    return tail[: clause.start()] + tail[clause.end() :], renumbering


# A definition replaced in a glossary whose definitions carry no labels: the engine cannot place
# the new text by a label, a person does.
UNLABELLED_DEFINITION = (
    'the definition of "{term}" is replaced, but it has no label of its own: a person puts the '
    "new text in its place"
)
# A definition struck by its term and new text put in its place (`by deleting the definition of
# "board of commissioners" and inserting the following:`): the defined term names the part.
DEFINITION_STRUCK = re.compile(
    r"\s*(?:the\s+)?definitions?\s+(?:of\s+)?(?:the\s+(?:term|word|phrase)s?\s+)?"
    r"[\"“”](?P<term>[^\"“”]+)[\"“”]\s*,?\s*",
    re.IGNORECASE,
)
# What says the new text follows: `inserting the following`, `in lieu thereof the following`.
FOLLOWING = re.compile(r"^\s*(?:in\s+(?:lieu|place)\s+thereof\s*,?\s*)?the\s+following\b", re.I)


def replaced_definition(
    chosen: Chosen, key: str, context: Context, deleted: str, inserted: str
) -> Instruction | None:
    """A definition deleted by its term and the following text inserted: the replacement of
    that part of each section named, flagged (a definition has no label of its own, so a person
    puts the new text in its place); None for any other deletion."""
    struck = DEFINITION_STRUCK.fullmatch(deleted)
    if struck is None or FOLLOWING.match(inserted) is None or not chosen.named.targets:
        return None
    body = context.text[chosen.section.heading_end : chosen.section.end]
    flag = UNLABELLED_DEFINITION.format(term=struck.group("term"))
    return make_instruction(
        chosen.section,
        key,
        context,
        Verb.REPLACE_PART,
        chosen.named.targets,
        body,
        target_title=chosen.named.title,
        flags=(flag,),
    )
