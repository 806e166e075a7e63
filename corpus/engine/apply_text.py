"""The `add_text` verb: words added to a section without a number of their own; `add_chapter`.

`The Building Code is hereby amended by adding the following language to 1307.01`, `Section
147.06 is hereby amended by adding thereto the following:`: the new text goes at the end of the
section, which keeps every word it had. A subsection target is flagged: where inside the section
the words go is not said by its number alone.

`Chapter 13.13 … is enacted to provide as follows:` adds a chapter: its sections are read from the
new text as a chapter replacement's are, and a chapter that already has sections is flagged (the
instruction would replace them; an ordinance that means that says so).
"""

from __future__ import annotations

from corpus.engine.outcome import (
    APPLIED,
    BASE_MISSING,
    Context,
    Outcome,
    absent_note,
    flagged,
    missing_note,
)
from corpus.engine.store import Plan
from corpus.engine.versions import VersionChange
from parsers.ordinance_records import TargetKind


def add_text(ctx: Context) -> Outcome:
    sections = ctx.targets(TargetKind.SECTION)
    if len(sections) != 1 or len(ctx.instruction.targets) != 1:
        return flagged(f"add_text needs exactly one section target, got {len(sections)}")
    sid = sections[0]
    added = ctx.instruction.text.strip()
    if not added:
        return flagged("the instruction has no text to add")
    now = ctx.store.current(sid)
    if now is None or now.repealed:
        if ctx.store.known_absent(sid):
            return flagged(absent_note(sid) + "; add_text needs an existing section")
        plan = Plan(
            sid, added, ctx.store.parse(sid, added, ctx.document), VersionChange.PARTIAL, False
        )
        return Outcome(BASE_MISSING, missing_note(sid), (plan,))
    text = now.text.rstrip() + "\n" + added
    subsections = ctx.store.parse(sid, text, ctx.document)
    plan = Plan(sid, text, subsections, VersionChange.PARTIAL, now.complete, now.title)
    if not now.complete:
        return Outcome(BASE_MISSING, missing_note(sid), (plan,))
    return Outcome(APPLIED, f"text added to {sid}", (plan,))


def add_chapter(ctx: Context) -> Outcome:
    chapters = ctx.targets(TargetKind.CHAPTER)
    if len(chapters) != 1:
        return flagged(f"add_chapter needs exactly one chapter target, got {len(chapters)}")
    existing = ctx.store.sections_of(chapters[0])
    if existing:
        return flagged(
            f"chapter {chapters[0]} already has sections ({', '.join(existing)}); add_chapter "
            "would replace them"
        )
    from corpus.engine.apply import replace_chapter  # apply.py imports this module's handlers

    return replace_chapter(ctx)
