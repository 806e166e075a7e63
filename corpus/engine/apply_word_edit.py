"""The `word_edit` verb: struck words removed from the base text and inserted words added, each
change placed by the kept words printed around it.

Safety first (issue 20, item 2): every change must find its old words (kept context + struck
words, whitespace aside) exactly once in the section as it stands — in its text, or in its
title for a change of the catchline. A change found nowhere or in several places flags the
whole instruction with the reason (and, when rapidfuzz finds one, the nearest passage), and
the base text stays in force: a word edit is applied completely or not at all.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from rapidfuzz import fuzz

from corpus.engine.outcome import APPLIED, Context, Outcome, absent_note, flagged
from corpus.engine.store import Plan
from corpus.engine.versions import VersionChange
from parsers.ids import section_of
from parsers.ordinance_records import TargetKind, WordEdit

NEAR_SCORE = 80  # a passage this similar (rapidfuzz, 0-100) to the old words is named in the note


@dataclass(frozen=True, slots=True)
class _Placed:
    text: str  # the passage with the change made
    note: str | None  # why the change could not be placed, or None


def _pattern(words: str) -> re.Pattern[str]:
    """The words, any run of blanks between them matching any other, never a part of a longer
    word (`a` is not the `a` of `shall`)."""
    body = r"\s+".join(re.escape(w) for w in words.split())
    start = r"(?<!\w)" if re.match(r"\w", words.strip()) else ""
    end = r"(?!\w)" if re.search(r"\w$", words.strip()) else ""
    return re.compile(start + body + end)


# What closes a phrase: no blank is left before it where a change meets it.
CLOSING = frozenset(".,;:!?)]")


def joined(*parts: str) -> str:
    """Parts printed one after the other, as the ordinance printed them (each keeps the blank
    it had at its edge); where an empty change leaves two blanks, or a blank before closing
    punctuation, the blank goes."""
    out = ""
    for part in parts:
        if not part:
            continue
        if out[-1:].isspace() and (part[0].isspace() or part[0] in CLOSING):
            out = out.rstrip()
            part = part if part[0] in CLOSING else part.lstrip()
            out += " " if part and part[0] not in CLOSING else ""
        out += part
    return out


def _occurrences(pattern: re.Pattern[str], passage: str) -> list[re.Match[str]]:
    """Every place the pattern matches, overlapping ones too (`a a` is twice in `a a a`)."""
    found: list[re.Match[str]] = []
    match = pattern.search(passage)
    while match is not None:
        found.append(match)
        match = pattern.search(passage, match.start() + 1)
    return found


def _old_and_new(edit: WordEdit, in_title: bool) -> tuple[str, str]:
    old = joined(edit.before, edit.deleted, edit.after)
    new = joined(edit.before, edit.inserted, edit.after)
    if in_title:  # titles are kept without their closing period
        old, new = old.rstrip(". "), new.rstrip(". ")
    return old, new


def place(passage: str, edit: WordEdit, in_title: bool = False) -> _Placed:
    """`passage` with one change made, or the reason it cannot be made safely."""
    old, new = _old_and_new(edit, in_title)
    if not old.strip():
        return _Placed(passage, "an insertion with no kept words around it cannot be placed")
    found = _occurrences(_pattern(old), passage)
    if len(found) == 1:
        match = found[0]
        return _Placed(passage[: match.start()] + new + passage[match.end() :], None)
    if found:
        return _Placed(passage, f"{old!r} occurs {len(found)} times; which one is meant is unclear")
    note = f"{old!r} is not in the text"
    near = fuzz.partial_ratio_alignment(" ".join(old.split()), " ".join(passage.split()))
    if near is not None and near.score >= NEAR_SCORE:
        nearest = " ".join(passage.split())[near.dest_start : near.dest_end]
        note += f" (nearest: {nearest!r}, {near.score:.0f}% alike)"
    return _Placed(passage, note)


def word_edit(ctx: Context) -> Outcome:
    targets = ctx.targets(TargetKind.SECTION, TargetKind.SUBSECTION)
    if len(targets) != 1 or len(ctx.instruction.targets) != 1:
        return flagged(f"word_edit needs exactly one section or subsection target, got {targets}")
    if not ctx.instruction.edits:
        return flagged("the word edit has no marked changes")
    sid = section_of(targets[0])
    store = ctx.store
    now = store.current(sid)
    if now is None or now.repealed:
        if store.known_absent(sid):
            return flagged(absent_note(sid) + "; a word edit needs its text")
        return flagged(
            f"{sid}: the base text is not in the corpus; a word edit changes words of it, so "
            "nothing is stored until the base is added"
        )
    text, title = now.text, now.title or ""
    if ctx.codified(sid):
        return _codified(ctx, sid, text, title)
    problems: list[str] = []
    for edit in ctx.instruction.edits:
        if edit.in_heading:
            placed = place(title, edit, in_title=True)
            title = placed.text
        else:
            placed = place(text, edit)
            text = placed.text
        if placed.note is not None:
            problems.append(placed.note)
    if problems:
        return flagged(
            f"word edit of {sid} not applied, the base text stays: " + "; ".join(problems)
        )
    subsections = store.parse(sid, text, ctx.document)
    plan = Plan(sid, text, tuple(subsections), VersionChange.PARTIAL, now.complete, title or None)
    count = len(ctx.instruction.edits)
    note = f"{sid}: {count} word edit{'s' if count > 1 else ''} made"
    if title != (now.title or ""):  # the diffs cover the text's nodes; the catchline is named
        note += f"; catchline {now.title!r} is now {title!r}"
    return Outcome(APPLIED, note, (plan,))


def _codified(ctx: Context, sid: str, text: str, title: str) -> Outcome:
    """The export is later than the ordinance: its text should hold the new words already."""
    missing = []
    for edit in ctx.instruction.edits:
        _old, new = _old_and_new(edit, edit.in_heading)
        passage = title if edit.in_heading else text
        if new.strip() and _pattern(new).search(passage) is None:
            missing.append(new)
    if missing:
        return flagged(
            f"already codified in the export of {sid}, but it lacks the new words {missing}; "
            "nothing changed"
        )
    return Outcome(APPLIED, f"already codified in the export of {sid}; its text has the new words")
