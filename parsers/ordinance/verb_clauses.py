"""One sentence, several verbs, each with its own targets: `The … Code is hereby amended by
amending Sections 2 -115, 2 -116 and 2- 117(2) of and by adding Section 2- 117(8) to Article 1,
Chapter 1, Title II thereof, to read as follows:` (Alameda CA).

Each clause (`by amending …`, `by adding …`) names its targets with the citation grammar, one
list member at a time; each target is its own instruction (a section amended is replaced, a part
amended is replaced, a section or part added is added) and gets the new text from its own heading
to the next: a section from its keyword and number heading the text (`Sec. 2 -116 Order of
Business`, never `Section 2 -116 hereof`), a part from its label inside its section's text
(`(2) The item of business …`) to the next label of its level. What the text does not head is
flagged, never given a neighbour's text; a part whose text runs into a part the sentence does not
name is flagged too.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from parsers.grammar.joints import LIST_WORD
from parsers.grammar.keywords import SECTION_KEYWORD
from parsers.grammar.labels import label_kind
from parsers.ordinance.building import Context, make_instruction
from parsers.ordinance.choosing import Chosen
from parsers.ordinance.cleaning import clean_new_text
from parsers.ordinance.restatements import replace_part_of, section_amended
from parsers.ordinance.sections import RawSection
from parsers.ordinance.several import NOT_HEADED, closed_joints
from parsers.ordinance.targets import TargetPhrase, parse_target_phrase
from parsers.ordinance.verbs import add_part_instruction, add_section_instruction
from parsers.ordinance_records import Instruction, Target, TargetKind, Verb
from parsers.schemes import ANY_NUMBER

# A clause of the words after the sentence's verb: `by amending`, `by adding (a new)`: the verb
# of the targets listed after it, up to the next clause.
CLAUSE = re.compile(
    r"\bby\s+(?P<verb>amending|adding|enacting)\s+(?:(?:a\s+)?new\s+)?", re.IGNORECASE
)
# Any clause (`by repealing`, `by deleting`, `by renumbering`): the sentence is read here only
# when each of its clauses is one of `CLAUSE`.
ANY_CLAUSE = re.compile(r"\bby\s+[a-z]+ing\b", re.IGNORECASE)
# A clause's list: the section keyword, then members (a number of the registry's shapes, each
# with its part's labels `(2)`) joined by commas and list words (`2-115, 2-116 and 2-117(2)`),
# read in the copy whose OCR blanks at a number's joints are closed (`2 -115` reads `2-115`).
MEMBERS = re.compile(
    rf"^{SECTION_KEYWORD}\s*(?P<list>(?:{ANY_NUMBER})(?:\s*\(\w{{1,4}}\))*"
    rf"(?:\s*(?:,\s*(?:{LIST_WORD}\s+)?|\b{LIST_WORD}\s+)(?:{ANY_NUMBER})(?:\s*\(\w{{1,4}}\))*)*)",
    re.IGNORECASE,
)
# One member of such a list: its number and its labels.
MEMBER = re.compile(rf"(?P<number>{ANY_NUMBER})(?P<labels>(?:\s*\(\w{{1,4}}\))*)")
# What may follow a clause's list, the list complete: the division it is of or added to (`of`,
# `to Article 1`, `thereof`), the next clause's `and`, the sentence's end.
LIST_END = re.compile(r"^(?:of\b|to\b|in\b|thereof\b|and\b|,|:|;|$)", re.IGNORECASE)
# The new text follows the sentence: `to read as follows:`, `as follows:`.
NEW_TEXT = re.compile(r"\b(?:to\s+read|as\s+follows)\b|:\s*$", re.IGNORECASE)
# A part's own label heading its text inside its section's (`(2) The item …`, `(a) Members`).
PART_LABEL = re.compile(r"(?<![\w(])\((?P<label>\d{1,3}|[a-z]|[A-Z])\)[ \t]+(?=[A-Z\"“])")

# Any section's own heading in the new text (`Sec. 2-118 Penalties`, a line opening `2-118 …`):
# inside a named section's text, a section the sentence does not name.
ANY_HEADING = re.compile(
    rf"(?:(?:§|Sec\.|Section|SEC\.|SECTION)[ \t]*|^[ \t]*)(?P<number>{ANY_NUMBER})"
    r"\.?[ \t]*(?:[-–—][ \t]*)?(?=[A-Z])",
    re.MULTILINE,
)
UNNAMED_SECTION = (
    "the new text of this section runs into section {}, which the sentence does not name"
)
UNNAMED_PART = "the new text of this part runs into part {}, which the sentence does not name"

# The verb each clause word stands for.
VERBS = {"amending": "amend", "adding": "add", "enacting": "add"}
# How one target's instruction is read: section, key, context, its phrase, its text.
Reader = Callable[[RawSection, str, Context, TargetPhrase, str], Instruction]


def verb_clauses(chosen: Chosen, key: str, context: Context, body: str) -> list[Instruction] | None:
    """One instruction a target of a sentence whose clauses name targets under different verbs
    (`by amending Sections X and Y(2) … and by adding Section Y(8) …`), each with its text;
    None when the words after the verb are not two such clauses or more, all read whole."""
    if chosen.reading is None:
        return None
    tail = chosen.reading.tail
    clauses = list(CLAUSE.finditer(tail))
    if len(clauses) < 2 or not NEW_TEXT.search(tail):
        return None
    if len(ANY_CLAUSE.findall(tail)) != len(clauses):
        return None  # `… and by repealing Section Y`: a clause of another verb, left to the rest
    named: list[tuple[str, Target]] = []
    for clause, after in zip(clauses, [*clauses[1:], None], strict=True):
        words = tail[clause.end() : None if after is None else after.start()]
        targets = _clause_targets(closed_joints(words), context)
        if targets is None:
            return None
        named += [(VERBS[clause.group("verb").lower()], target) for target in targets]
    return _each(chosen.section, key, context, named, body)


def _clause_targets(words: str, context: Context) -> tuple[Target, ...] | None:
    """The targets one clause lists, each read by the citation grammar; None when the list is not
    read whole (a member unread, or words after it that are not the division it is of)."""
    listed = MEMBERS.match(words.strip())
    if listed is None or not LIST_END.match(words.strip()[listed.end() :].strip()):
        return None
    found: list[Target] = []
    for member in MEMBER.finditer(listed.group("list")):
        one = parse_target_phrase(
            f"Section {member.group('number')}{''.join(member.group('labels').split())}",
            context.title,
            context.style,
            context.scheme,
        )
        if len(one.targets) != 1 or one.flags:
            return None
        found.append(one.targets[0])
    return tuple(found) or None


def _each(
    section: RawSection, key: str, context: Context, named: list[tuple[str, Target]], body: str
) -> list[Instruction]:
    """Each target its instruction, its text from its own heading (`_texts`)."""
    clean = clean_new_text(body).text
    texts = _texts(clean, [target for _, target in named])
    found: list[Instruction] = []
    for index, (verb, target) in enumerate(named, start=1):
        one_key = f"{key}.{index}"
        text, flag = texts.get(target.id, ("", f"{NOT_HEADED}: nothing heads `{target.id}`"))
        if flag:
            kind = Verb.ADD_PART if verb == "add" else Verb.REPLACE_PART
            if target.kind is TargetKind.SECTION:
                kind = Verb.ADD_SECTION if verb == "add" else Verb.REPLACE_SECTION
            found.append(
                make_instruction(section, one_key, context, kind, (target,), text, flags=(flag,))
            )
            continue
        found.append(
            _read(verb, target)(
                section, one_key, context, TargetPhrase((target,), None, _labels(target)), text
            )
        )
    return found


def _read(verb: str, target: Target) -> Reader:
    """How one target's instruction is read from its text."""
    if target.kind is TargetKind.SECTION:
        if verb == "add":
            return lambda s, k, c, n, t: add_section_instruction(s, k, c, n, None, t)
        return lambda s, k, c, n, t: section_amended(s, k, c, n, "", t)
    if verb == "add":
        return add_part_instruction
    return lambda s, k, c, n, t: replace_part_of(s, k, c, n, n.targets, t)


def _labels(target: Target) -> tuple[str, ...]:
    """A part's labels as the instruction names them (`2-117(2)` → `(2)`)."""
    return tuple(re.findall(r"\(\w+\)", target.id))


def _texts(clean: str, targets: list[Target]) -> dict[str, tuple[str, str]]:
    """Each target's text and flag ('' when none): a section from its heading to the next wanted
    section's; a part inside its section's text (`_part_texts`)."""
    shadow = closed_joints(clean)
    numbers = list(dict.fromkeys(_section_of(target.id) for target in targets))
    heads = {n: _heading(shadow, n) for n in numbers}
    if any(head is None for head in heads.values()):
        return {}  # a section not headed: no text can be bounded
    starts = sorted((head.start(), n) for n, head in heads.items() if head is not None)
    bounds = {
        n: (start, end)
        for (start, n), (end, _) in zip(starts, [*starts[1:], (len(clean), "")], strict=True)
    }
    texts: dict[str, tuple[str, str]] = {}
    for target in targets:
        start, end = bounds[_section_of(target.id)]
        head = heads[_section_of(target.id)]
        if target.kind is TargetKind.SECTION and head is not None:  # its number as the code's
            stray = ANY_HEADING.search(shadow, head.end(), end)
            flag = "" if stray is None else UNNAMED_SECTION.format(stray.group("number"))
            texts[target.id] = (shadow[start : head.end()] + clean[head.end() : end], flag)
    for number in numbers:
        parts = [
            t for t in targets if t.kind is not TargetKind.SECTION and _section_of(t.id) == number
        ]
        start, end = bounds[number]
        texts.update(_part_texts(clean[start:end], parts))
    return texts


def _section_of(target_id: str) -> str:
    return target_id.split("(", 1)[0]


def _heading(shadow: str, number: str) -> re.Match[str] | None:
    """Where the new text's own heading of section `number` starts: its keyword (or a line's start)
    and number, then its title's capital (`Sec. 2-116 Order`), never a citation in the text
    (`Section 2-116 hereof`)."""
    pattern = re.compile(
        rf"(?:(?:§|Sec\.|Section|SEC\.|SECTION)[ \t]*|^[ \t]*){re.escape(number)}"
        r"(?![\w.\-])\.?[ \t]*(?:[-–—][ \t]*)?(?=[A-Z])",
        re.MULTILINE,
    )
    return pattern.search(shadow)


def _part_texts(text: str, parts: list[Target]) -> dict[str, tuple[str, str]]:
    """Each part's text in its section's: from its label to the next label of its kind; flagged
    when that next label is of a part the sentence does not name. A part not found, or named by a
    path of labels (`(b)(1)`), has no text here (`_each` flags it)."""
    wanted = {_labels(part)[0][1:-1]: part.id for part in parts if len(_labels(part)) == 1}
    labels = list(PART_LABEL.finditer(text))
    found: dict[str, tuple[str, str]] = {}
    for label, part_id in wanted.items():
        start = next((m for m in labels if m.group("label") == label), None)
        if start is None:
            continue
        kind = label_kind(label)
        later = [
            m for m in labels if m.start() > start.start() and label_kind(m.group("label")) == kind
        ]
        end = later[0].start() if later else len(text)
        flag = ""
        if later and later[0].group("label") not in wanted:
            flag = UNNAMED_PART.format(f"({later[0].group('label')})")
        found[part_id] = (text[start.start() : end].strip(), flag)
    return found
