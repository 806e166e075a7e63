"""Repeals read from an instruction sentence: one repeal of what the sentence names (a range's
members each, flagged: the code decides which sections lie between), flagged when the sentence
was not read completely; a list's items one repeal each; the parts after a repealed part
renumbered in the same sentence, a renumbering of its own."""

from __future__ import annotations

from dataclasses import replace

from parsers.grammar.ranges import range_members
from parsers.ordinance.building import Context, make_instruction
from parsers.ordinance.deletions import rest_renumbered
from parsers.ordinance.lists import is_range, several_sections
from parsers.ordinance.safety import code_spelled, removal_flags, spelled_both_ways
from parsers.ordinance.sections import RawSection
from parsers.ordinance.targets import RANGE_FLAG, TargetPhrase, parse_target_phrase
from parsers.ordinance_records import Instruction, Target, TargetKind, Verb
from parsers.records import ParseIssue


def repeals(
    section: RawSection,
    key: str,
    context: Context,
    named: TargetPhrase,
    ranged: bool,
    sentence: tuple[str, str, str],
) -> tuple[list[Instruction], list[ParseIssue]]:
    """A repeal, flagged when its sentence was not read completely; the parts after a repealed
    part renumbered in the same sentence (`rest_renumbered`), a renumbering of its own. The
    sentence: its verb, its target phrase and the words after the verb."""
    verb_word, phrase, tail = sentence
    repeal = _repeal(section, key, context, named, ranged)
    ids = tuple(t.id for t in repeal.targets)
    tail, renumbering = rest_renumbered(repeal, tail)
    flags = removal_flags(phrase, tail, verb_word) + spelled_both_ways(context.text, ids)
    targets = code_spelled(context.text, repeal.targets)  # `260-13D(12)`, the code's
    repeal = replace(repeal, targets=targets, flags=repeal.flags + flags)
    if renumbering is None:
        return [repeal], []
    return [replace(repeal, id=f"{repeal.id}.1"), renumbering], []


def listed_repeals(
    section: RawSection, key: str, context: Context, verb_word: str, items: tuple[str, ...]
) -> tuple[list[Instruction], list[ParseIssue]]:
    """One repeal an item (`enumerated_items`), its targets the sections the item lists."""
    found: list[Instruction] = []
    for index, phrase in enumerate(items, start=1):
        many = several_sections(phrase, context.style)
        named = parse_target_phrase(phrase, context.title, context.style, context.scheme)
        if many:
            named = TargetPhrase(tuple(Target(TargetKind.SECTION, n) for n in many), None, ())
        ranged = bool(many) and is_range(phrase)
        sentence = (verb_word, phrase, "")
        found += repeals(section, f"{key}.{index}", context, named, ranged, sentence)[0]
    return found, []


def _repeal(
    section: RawSection, key: str, context: Context, named: TargetPhrase, ranged: bool
) -> Instruction:
    """A repeal of what `named` names; a range of sections gives each member it counts
    (`range_members`), flagged all the same: the code decides which sections lie between."""
    ends = [t.id for t in named.targets]
    if ranged and len(ends) == 2 and (members := range_members(*ends)):
        named = replace(named, targets=tuple(Target(TargetKind.SECTION, n) for n in members))
    return make_instruction(
        section,
        key,
        context,
        Verb.REPEAL,
        named.targets,
        "",
        target_title=named.title,
        labels=named.labels,
        flags=(RANGE_FLAG,) if ranged else (),
    )
