"""One handler per verb: what an instruction would do to the store, as plans, or why it cannot.

A handler reads the store and returns an `Outcome` — a status, the reason, and the section
versions to create. It never writes: the engine commits the plans only for `applied` and
`base_missing` outcomes, so a flagged instruction changes nothing.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from corpus.engine.apply_renumber import renumber
from corpus.engine.apply_superseded import repeal_superseded
from corpus.engine.apply_tables import amend_table, rezone
from corpus.engine.apply_text import add_chapter, add_text
from corpus.engine.apply_word_edit import word_edit
from corpus.engine.outcome import (
    APPLIED,
    BASE_MISSING,
    FLAGGED,
    Context,
    Outcome,
    absent_note,
    codified_outcome,
    flagged,
    missing_note,
    partial_outcome,
)
from corpus.engine.sectiontext import (
    foreign_headings,
    insert_subtree,
    intro_of,
    rebase,
    render,
    replace_subtree,
    split_chapter,
    strip_heading,
    subtree,
)
from corpus.engine.store import Plan, codification_differences
from corpus.engine.versions import CodificationDifference, NodeChange, VersionChange
from parsers.ids import label_of, parent_of, section_of
from parsers.ordinance_records import TargetKind, Verb
from parsers.records import Subsection

# --- whole sections ------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class NewSectionText:
    """A whole section's new text as an instruction gives it: id, printed title, body, tree."""

    section: str
    title: str | None
    body: str
    subsections: Sequence[Subsection]


def new_section_text(ctx: Context, verb: str) -> NewSectionText | Outcome:
    """The one section a whole-section instruction names, read from its text; or, when it
    cannot be read, or the export already codified it, the outcome to return instead."""
    sections = ctx.targets(TargetKind.SECTION)
    if len(sections) != 1:
        return flagged(f"{verb} needs exactly one section target, got {len(sections)}")
    sid = sections[0]
    title, body = strip_heading(sid, ctx.instruction.text)
    if not body:
        return flagged(f"the instruction has no text for {verb}")
    subs = ctx.store.parse(sid, body, ctx.document)
    if ctx.codified(sid):
        base = ctx.store.export_base(sid)
        assert base is not None
        diffs = codification_differences(base, body, subs, ctx.instruction)
        return codified_outcome(ctx, diffs, sid, [sid])
    return NewSectionText(sid, title or ctx.instruction.target_title, body, subs)


def replace_section(ctx: Context) -> Outcome:
    if ctx.targets(TargetKind.TABLE):
        return amend_table(ctx)
    new = new_section_text(ctx, "replace_section")
    if isinstance(new, Outcome):
        return new
    sid = new.section
    plan = Plan(sid, new.body, new.subsections, VersionChange.REPLACED, True, new.title)
    if ctx.store.exists(sid):
        return Outcome(APPLIED, f"{sid} replaced", (plan,))
    if ctx.store.known_absent(sid):
        return flagged(absent_note(sid) + "; replace_section needs an existing section")
    return Outcome(BASE_MISSING, missing_note(sid), (plan,))


def add_section(ctx: Context) -> Outcome:
    new = new_section_text(ctx, "add_section")
    if isinstance(new, Outcome):
        return new
    sid = new.section
    if ctx.store.exists(sid):
        return flagged(f"{sid} already exists; add_section would overwrite it")
    plan = Plan(sid, new.body, new.subsections, VersionChange.ADDED, True, new.title)
    return Outcome(APPLIED, f"{sid} added", (plan,))


def replace_chapter(ctx: Context) -> Outcome:
    chapters = ctx.targets(TargetKind.CHAPTER)
    if len(chapters) != 1:
        return flagged(f"replace_chapter needs exactly one chapter target, got {len(chapters)}")
    chapter = chapters[0]
    _preamble, new_sections = split_chapter(chapter, ctx.instruction.text)
    if not new_sections:
        return flagged(f"the new text of chapter {chapter} has no `§ {chapter}.N` headings")
    foreign = foreign_headings(chapter, ctx.instruction.text)
    if foreign:
        return flagged(
            f"the new text of chapter {chapter} has headings of other chapters: {foreign}"
        )
    ids = [s.id for s in new_sections]
    repeated = sorted({i for i in ids if ids.count(i) > 1})
    if repeated:
        return flagged(f"the new text of chapter {chapter} repeats sections {repeated}")
    store = ctx.store
    old = store.sections_of(chapter)
    plans: list[Plan] = []
    differences: list[CodificationDifference] = []
    codified = [s.id for s in new_sections if ctx.codified(s.id)]
    for new in new_sections:
        subs = store.parse(new.id, new.text, ctx.document)
        base = store.export_base(new.id)
        if new.id in codified and base is not None:
            differences += codification_differences(base, new.text, subs, ctx.instruction)
            continue
        change = VersionChange.REPLACED if store.exists(new.id) else VersionChange.ADDED
        plans.append(Plan(new.id, new.text, subs, change, True, new.title))
    omitted = [s for s in old if s not in ids]
    if codified:
        differences += [_still_in_export(ctx, sid) for sid in omitted]
        if not plans:
            return codified_outcome(ctx, differences, f"chapter {chapter}", codified)
    else:
        plans += [Plan(sid, "", (), VersionChange.REPEALED) for sid in omitted]
    note = f"chapter {chapter}: {len(new_sections)} sections"
    if omitted and not codified:
        note += f", {len(omitted)} omitted sections repealed ({', '.join(omitted)})"
    if not old and chapter not in store.covered_chapters:
        return Outcome(
            BASE_MISSING,
            note + f"; chapter {chapter} is not in the corpus, so the new sections are stored as "
            "their known versions and sections the new text omits cannot be repealed",
            tuple(plans),
            tuple(differences),
        )
    return Outcome(APPLIED, note, tuple(plans), tuple(differences))


def _still_in_export(ctx: Context, sid: str) -> CodificationDifference:
    """A section the ordinance removed that the (later) export still holds."""
    current = ctx.store.current(sid)
    return CodificationDifference(
        sid,
        sid,
        ctx.instruction.ordinance,
        ctx.instruction.id,
        NodeChange.ADDED,
        None,
        current.text if current is not None else None,
    )


@dataclass(slots=True)
class _Repeal:
    """What a repeal's targets add up to: the plans, the notes, and whether a base is missing."""

    plans: list[Plan] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    missing: bool = False


def _repeal_chapter(ctx: Context, chapter: str, out: _Repeal) -> Outcome | None:
    sections = ctx.store.sections_of(chapter)
    if not sections:
        if chapter in ctx.store.covered_chapters:
            return flagged(f"chapter {chapter} has no sections left to repeal")
        out.missing = True
        out.notes.append(f"chapter {chapter} is not in the corpus")
    out.plans += [Plan(s, "", (), VersionChange.REPEALED) for s in sections]
    return None


def _repeal_section(ctx: Context, sid: str, out: _Repeal) -> Outcome | None:
    store = ctx.store
    if ctx.codified(sid) and store.exists(sid):
        return Outcome(
            FLAGGED,
            f"the ordinance repealed {sid} before the export's date, but the "
            "export still holds it; nothing changed",
            codification=(_still_in_export(ctx, sid),),
        )
    if not store.exists(sid):
        if store.known_absent(sid):
            return flagged(absent_note(sid) + "; nothing to repeal")
        out.missing = True
        out.notes.append(missing_note(sid))
    out.plans.append(Plan(sid, "", (), VersionChange.REPEALED))
    return None


def _repeal_subsection(ctx: Context, target: str, out: _Repeal) -> Outcome | None:
    sid = section_of(target)
    now = ctx.store.current(sid)
    if now is None or now.repealed:
        if ctx.store.known_absent(sid):
            return flagged(absent_note(sid))
        out.missing = True
        out.notes.append(missing_note(sid))
        return None
    remaining = [s for s in now.subsections if s not in subtree(now.subsections, target)]
    if len(remaining) == len(now.subsections):
        if now.complete:
            return flagged(f"{target} does not exist in {sid} version {now.version}")
        out.missing = True
        return None
    intro = intro_of(now.text, now.subsections)
    out.plans.append(
        Plan(sid, render(intro, remaining), tuple(remaining), VersionChange.PARTIAL, now.complete)
    )
    return None


def repeal(ctx: Context) -> Outcome:
    if not ctx.instruction.targets:
        return flagged("repeal names no target")
    out = _Repeal()
    for target in ctx.instruction.targets:
        if target.kind is TargetKind.CHAPTER:
            stop = _repeal_chapter(ctx, target.id, out)
        elif target.kind is TargetKind.SECTION:
            stop = _repeal_section(ctx, target.id, out)
        elif target.kind is TargetKind.SUBSECTION:
            stop = _repeal_subsection(ctx, target.id, out)
        else:
            stop = flagged(f"cannot repeal a {target.kind.value} target ({target.id})")
        if stop is not None:
            return stop
    status = BASE_MISSING if out.missing else APPLIED
    return Outcome(status, "; ".join(out.notes) or "repealed", tuple(out.plans))


# --- parts of sections ----------------------------------------------------------------------


def part_subtrees(
    ctx: Context, sid: str, targets: list[str], text: str
) -> tuple[list[tuple[str, list[Subsection]]], str | None]:
    """For each target node, its new subtree read from the instruction's text (or an error)."""
    parsed = ctx.store.parse(sid, text, ctx.document, excerpt=True)
    if not parsed:
        return [], "the new text has no labelled subsections"
    ids = {n.id for n in parsed}
    if all(t in ids for t in targets):
        return [(t, subtree(parsed, t)) for t in targets], None
    tops = [n for n in parsed if n.parent == sid]
    named = [label_of(t) for t in targets]
    found = [n.label for n in tops]
    if len(tops) != len(targets) or any(
        a.casefold() != b.casefold() for a, b in zip(found, named, strict=True)
    ):
        return [], f"labels disagree: the instruction names {named}, the new text has {found}"
    out = []
    for top, target in zip(tops, targets, strict=True):
        root = Subsection.of(
            id=target,
            section=sid,
            parent=parent_of(target),
            label=label_of(target),
            level=target.count("("),
            text=top.text,
            span=top.span,
        )
        out.append((target, rebase(subtree(parsed, top.id), top.id, root)))
    return out, None


def part_targets(ctx: Context) -> tuple[str, list[str]] | str:
    """(section, subsection targets), or an error."""
    targets = ctx.targets(TargetKind.SUBSECTION)
    if not targets:
        return f"{ctx.instruction.verb.value} names no subsection"
    sections = {section_of(t) for t in targets}
    if len(sections) != 1:
        return f"the named subsections belong to several sections: {sorted(sections)}"
    return sections.pop(), targets


def replace_part(ctx: Context) -> Outcome:
    if ctx.targets(TargetKind.TABLE):
        return amend_table(ctx)
    found = part_targets(ctx)
    if isinstance(found, str):
        return flagged(found)
    sid, targets = found
    trees, error = part_subtrees(ctx, sid, targets, ctx.instruction.text)
    if error:
        return flagged(error)
    store = ctx.store
    now = store.current(sid)
    if ctx.codified(sid):
        base = store.export_base(sid)
        assert base is not None
        new_nodes = tuple(n for _, tree in trees for n in tree)
        diffs = codification_differences(base, "", new_nodes, ctx.instruction, targets)
        return codified_outcome(ctx, diffs, sid, [sid])
    if now is None or now.repealed:
        if store.known_absent(sid):
            return flagged(absent_note(sid) + "; replace_part needs an existing section")
        subs = tuple(n for _, tree in trees for n in tree)
        plan = Plan(
            sid,
            ctx.instruction.text.strip(),
            subs,
            VersionChange.PARTIAL,
            False,
            ctx.instruction.target_title,
        )
        return Outcome(BASE_MISSING, missing_note(sid), (plan,))
    subs_list = list(now.subsections)
    for target, tree in trees:
        replaced = replace_subtree(subs_list, target, tree)
        if replaced is None:
            if now.complete:
                return flagged(f"{target} does not exist in {sid} version {now.version}")
            replaced = insert_subtree(subs_list, parent_of(target), tree)
        subs_list = replaced
    text = render(intro_of(now.text, now.subsections), subs_list)
    return partial_outcome(sid, now, text, subs_list, f"{', '.join(targets)} replaced")


def add_part(ctx: Context) -> Outcome:
    store = ctx.store
    subsection_targets = ctx.targets(TargetKind.SUBSECTION)
    if subsection_targets:
        found = part_targets(ctx)
        if isinstance(found, str):
            return flagged(found)
        sid, targets = found
        trees, error = part_subtrees(ctx, sid, targets, ctx.instruction.text)
        if error:
            return flagged(error)
    else:
        sections = ctx.targets(TargetKind.SECTION)
        if len(sections) != 1:
            return flagged(f"add_part needs one section or subsection target, got {sections}")
        sid, targets = sections[0], []
        parsed = list(store.parse(sid, ctx.instruction.text, ctx.document))
        trees = [(n.id, subtree(parsed, n.id)) for n in parsed if n.parent == sid]
    now = store.current(sid)
    if now is None or now.repealed:
        if store.known_absent(sid):
            return flagged(absent_note(sid) + "; add_part needs an existing section")
        subs = tuple(n for _, tree in trees for n in tree)
        plan = Plan(sid, ctx.instruction.text.strip(), subs, VersionChange.PARTIAL, False)
        return Outcome(BASE_MISSING, missing_note(sid), (plan,))
    subs_list = list(now.subsections)
    existing = {s.id for s in subs_list}
    for node_id, tree in trees:
        if node_id in existing:
            return flagged(f"{node_id} already exists in {sid} version {now.version}")
        parent = parent_of(node_id)
        if parent != sid and parent not in existing and now.complete:
            return flagged(f"{parent} does not exist in {sid} version {now.version}")
        subs_list = insert_subtree(subs_list, parent, tree)
    if trees:
        text = render(intro_of(now.text, now.subsections), subs_list)
    else:
        text = now.text.rstrip() + "\n" + ctx.instruction.text.strip()
    return partial_outcome(sid, now, text, subs_list, f"added to {sid}")


HANDLERS: dict[Verb, Callable[[Context], Outcome]] = {
    Verb.REPLACE_SECTION: replace_section,
    Verb.REPLACE_PART: replace_part,
    Verb.REPLACE_CHAPTER: replace_chapter,
    Verb.ADD_SECTION: add_section,
    Verb.ADD_PART: add_part,
    Verb.AMEND_TABLE: amend_table,
    Verb.REPEAL: repeal,
    Verb.REPEAL_SUPERSEDED: repeal_superseded,
    Verb.ADD_TEXT: add_text,
    Verb.ADD_CHAPTER: add_chapter,
    Verb.REZONE: rezone,
    Verb.RENUMBER: renumber,
    Verb.WORD_EDIT: word_edit,
}
