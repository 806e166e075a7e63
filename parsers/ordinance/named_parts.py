"""Parts of a section named after the verb, each its own instruction, never the whole section.

`Section 15-6210 … is hereby amended by amending subsections (a), (b), (c) and (d) thereof to
read:` (Alameda CA), `Section 6.04.010 … is hereby amended by revising subsections A, B, D, E, F,
I, and adding new subsections J, K and L to read as follows:` (Redwood City CA): the sentence
restates (or adds) the parts it lists; the section's other parts stay. Read as a replacement of
the section, its new text would remove them. Each named part is its own instruction (restated:
`replace_part`, new: `add_part`), its text the new text under its own label, when the new text
sets out exactly the named parts under their labels, in order. Otherwise (a page cut short, a
label the text does not print, one it prints that the sentence does not name) every part is
flagged and nothing is applied; so is every part when the parts' texts end on colons with nothing
after them (a rate table read column by column: the amounts stand apart from their parts).
"""

from __future__ import annotations

import re

from parsers.ordinance.building import Context, make_instruction
from parsers.ordinance.choosing import Chosen
from parsers.ordinance.layout import is_flat
from parsers.ordinance_records import Instruction, Target, TargetKind, Verb
from parsers.schemes import join_label

# A verb in the -ing form that restates a named part (`by amending subsections (a) and (b)`).
RESTATES = r"(?:amending|revising|changing|modifying|replacing|rewriting|restating|re-?enacting)"
# A verb in the -ing form that adds a named part (`and adding new subsections J, K and L`).
ADDS = r"(?:adding|inserting|enacting|creating)"
# A word naming a part of a section, singular or plural (never `Section`: that is the target).
PART_NOUN = r"(?:sub-?sections?|(?:sub)?paragraphs?|subdivisions?|clauses?)"
# One part's label as the sentence lists it: `(a)`, `A`, `A.`, `3`, `(3)`; one letter or a number
# of up to three digits (a longer run of letters is a word: `and`).
LABEL = r"(?:\((?:[A-Za-z]|\d{1,3})\)|(?<![\w(])(?:[A-Za-z](?![\w])\.?|\d{1,3}(?![\w.])))"
# A list of labels: `(a), (b), (c) and (d)`, `A, B, D, E, F, I`, `J, K and L`.
LABELS = rf"{LABEL}(?:(?:\s*,\s*(?:and\s+)?|\s+and\s+|\s*&\s*){LABEL})*"
# One clause of the words after the verb: its verb, then the part word and the labels.
CLAUSE = rf"(?:{RESTATES}|{ADDS})\s+(?:a\s+)?(?:new\s+)?{PART_NOUN}\s+{LABELS}"
# The same clause with its pieces named, to read each clause of a whole tail.
NAMED_CLAUSE = re.compile(
    rf"(?P<verb>{RESTATES}|{ADDS})\s+(?:a\s+)?(?:new\s+)?{PART_NOUN}\s+(?P<labels>{LABELS})",
    re.IGNORECASE,
)
# The whole of the words after `amended`: `by` and the clauses (`, and` between them), then
# `thereof`, and `to read (as follows):`; nothing else (a word edit, a place) may follow.
PARTS_TAIL = re.compile(
    rf"\s*by\s+{CLAUSE}(?:\s*,?\s*and\s+{CLAUSE})*\s*,?\s*(?:(?:thereof|therein|of\s+(?:said|that|"
    r"the)\s+section)\s*,?\s*)?(?:so\s+as\s+|which\s+shall\s+|to\s+)?read(?:\s+in\s+(?:its|their)"
    r"\s+entirety)?(?:\s+as\s+follows)?\s*[:.;]?\s*",
    re.IGNORECASE,
)
# A label heading a line of new text (`(a) One …`, `A. "Animal …`, `3) …`), an opening quote
# before it allowed; {kind} is the class of the named labels' characters.
ANY_HEAD = r"[ \t\"“”']*(?:\((?P<p>{kind})\)|(?P<d>{kind})[.)])(?=\s)"
# The kinds of label a list uses: one lower-case letter, one capital, a number.
KINDS = (("[a-z]", re.compile(r"[a-z]")), ("[A-Z]", re.compile(r"[A-Z]")))
DIGITS = r"\d{1,3}"
# A part's text that ends on a colon: what it introduces (an amount, a list) is not under it.
ENDS_ON_COLON = re.compile(r":\s*$")

UNSET = (
    "the sentence names parts of section {number} ({labels}); the new text does not set out "
    "exactly those parts under their labels (it heads {heads}): nothing is applied until a "
    "person gives each part's text"
)
COLUMNS = (
    "the sentence names parts of section {number}; their texts end on colons with nothing after "
    "them (a table read column by column): nothing is applied until a person gives each part's "
    "text"
)


def _clauses(tail: str) -> list[tuple[Verb, list[str]]]:
    """Each clause's verb and its labels (bare: `a`, `J`, `3`), in order."""
    found: list[tuple[Verb, list[str]]] = []
    for clause in NAMED_CLAUSE.finditer(tail):
        adds = re.fullmatch(ADDS, clause.group("verb"), re.IGNORECASE) is not None
        verb = Verb.ADD_PART if adds else Verb.REPLACE_PART
        labels = re.findall(LABEL, clause.group("labels"))
        found.append((verb, [label.strip("(). ") for label in labels]))
    return found


def _kind(labels: list[str]) -> str | None:
    """The class of the labels' characters, one for all of them; None when they mix kinds."""
    if all(label.isdigit() for label in labels):
        return DIGITS
    for kind, pattern in KINDS:
        if all(pattern.fullmatch(label) for label in labels):
            return kind
    return None


def _heads(body: str, kind: str, flat: bool) -> list[tuple[str, int]]:
    """The labels of `kind` that head lines of the new text (after a sentence's end in a text
    whose line breaks were lost), with where each begins."""
    opens = r"(?:^|(?<=[.;:][ \t]))" if flat else "^"
    pattern = re.compile(opens + ANY_HEAD.format(kind=kind), re.MULTILINE)
    return [(m.group("p") or m.group("d"), m.start()) for m in pattern.finditer(body)]


def named_parts(chosen: Chosen, key: str, context: Context, body: str) -> list[Instruction]:
    """One instruction a part the words after `amended` name (see the module); [] when the
    sentence is not of this kind: its target not one section, no restated part among its
    clauses, or labels of mixed kinds."""
    reading, targets = chosen.reading, chosen.named.targets
    if reading is None or reading.verb != "amended" or PARTS_TAIL.fullmatch(reading.tail) is None:
        return []
    if len(targets) != 1 or targets[0].kind is not TargetKind.SECTION:
        return []
    clauses = _clauses(reading.tail)
    named = [(verb, label) for verb, labels in clauses for label in labels]
    kind = _kind([label for _, label in named])
    if kind is None or all(verb is Verb.ADD_PART for verb, _ in named):
        return []  # only additions: `new_parts` reads them
    heads = _heads(body, kind, is_flat(context.text))
    bounds = [at for _, at in heads[1:]] + [len(body)]
    texts = {label: body[at:end] for (label, at), end in zip(heads, bounds, strict=True)}
    flags: tuple[str, ...] = ()
    number = targets[0].id
    if [label for label, _ in heads] != [label for _, label in named]:
        printed = ", ".join(label for label, _ in heads) or "none"
        listed = ", ".join(label for _, label in named)
        flags = (UNSET.format(number=number, labels=listed, heads=printed),)
    elif any(ENDS_ON_COLON.search(texts[label]) for _, label in named[:-1]):
        flags = (COLUMNS.format(number=number),)
    return [
        make_instruction(
            chosen.section,
            f"{key}.{index}",
            context,
            verb,
            (Target(TargetKind.SUBSECTION, join_label(number, f"({label})")),),
            texts.get(label, ""),
            target_title=chosen.named.title,
            labels=(f"({label})",),
            flags=flags,
        )
        for index, (verb, label) in enumerate(named, start=1)
    ]
