"""Operations on a section's text and subsection tree that the amendment engine needs.

Splitting a replacement chapter into its sections, stripping the `§ N.N.N. Title.` heading an
ordinance repeats before a section's new text, finding a section's own (introductory) text, and
moving, replacing or inserting whole subtrees of subsections. Nothing here knows about any city:
section ids are whatever the instruction names.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, replace

from parsers.history import looks_like_history
from parsers.records import Subsection
from parsers.subsections import (
    FIRST_LABEL,
    LEVEL_LOWER,
    LEVEL_NUMBER,
    LEVEL_ROMAN,
    LEVEL_UPPER,
    match_label,
    successor,
)

# A section heading inside a replacement chapter: `§ 17.38.010. Purpose.` — the section sign,
# a dotted section number, an optional period, then a title ending in a period. It may start
# mid-line (drafters paste sections end to end), so only the title shape anchors it; a plain
# reference (`Section 17.38.035`) has no `§` and never matches.
CHAPTER_SECTION_HEADING = re.compile(
    r"§\s*(?P<id>\d+(?:\.\d+)*\.\d+[A-Za-z]?)\.?[ \t]*(?P<title>[A-Z][^.\n]{0,160}\.)"
)
# The heading an ordinance may repeat on the first line before a section's new text:
# `§ 17.62.030Limited term permit.` or `17.28.080 Freeway Oriented Development (FOD) overlay
# zone.` — an optional section sign, a dotted section number not followed by a subsection label,
# and the rest of the line as the title. The caller checks that the number is the target's.
LEADING_HEADING = re.compile(
    r"\A\s*(?:§\s*)?(?P<id>\d+(?:\.\d+)*\.\d+(?:[A-Z](?![a-z]))?)(?![\d(])"
    r"\.?[ \t]*(?P<title>[^\n]{0,200})\n"
)
# A parenthesized group closing a text (one level of nested parentheses, as in
# `(A (part), 2004; Ord. 766 § 2 Exh)`): a candidate history note that drafters copied along with
# a section; `looks_like_history` decides.
TRAILING_PARENS = re.compile(r"\((?:[^()]|\([^()]*\))*\)\s*\Z")
# A label left at the end of a section's own text when it was cut before its first subsection:
# `A.`, `(a)`, `1)`, with the bullets ecode360's text rendering puts before them.
TRAILING_LABEL = re.compile(r"(?:[•\-–]\s*)?\(?[A-Za-z0-9]{1,6}[.)]\s*$")


def strip_heading(section_id: str, text: str) -> tuple[str | None, str]:
    """(title, body): the title of a leading heading naming `section_id`, and the text after it."""
    match = LEADING_HEADING.match(text)
    if not match or match.group("id") != section_id or not text[match.end() :].strip():
        return None, text.strip()
    title = match.group("title").strip().rstrip(".").strip() or None
    return title, text[match.end() :].strip()


@dataclass(frozen=True, slots=True)
class ChapterSection:
    id: str
    title: str
    text: str  # the body, without a history note copied at its end
    start: int  # offset of the heading in the chapter text
    history_note: str | None = None  # the copied note, verbatim


def split_history_note(text: str) -> tuple[str, str | None]:
    """(body, note): a history note closing the text (copied from the export) taken off."""
    match = TRAILING_PARENS.search(text)
    if match is None or not looks_like_history(match.group(0)):
        return text, None
    return text[: match.start()].rstrip(), match.group(0).strip()


def split_chapter(chapter_id: str, text: str) -> tuple[str, list[ChapterSection]]:
    """(preamble, sections): a replacement chapter cut at each `§` heading of a section in it."""
    headings = [
        m
        for m in CHAPTER_SECTION_HEADING.finditer(text)
        if m.group("id").startswith(chapter_id + ".")
    ]
    sections: list[ChapterSection] = []
    for k, match in enumerate(headings):
        end = headings[k + 1].start() if k + 1 < len(headings) else len(text)
        body, note = split_history_note(text[match.end() : end].strip())
        sections.append(
            ChapterSection(
                match.group("id"),
                match.group("title").rstrip(".").strip(),
                body,
                match.start(),
                note,
            )
        )
    preamble = text[: headings[0].start()].strip() if headings else text.strip()
    return preamble, sections


def foreign_headings(chapter_id: str, text: str) -> list[str]:
    """Section headings in a chapter's new text that belong to another chapter."""
    return [
        m.group("id")
        for m in CHAPTER_SECTION_HEADING.finditer(text)
        if not m.group("id").startswith(chapter_id + ".")
    ]


def intro_of(text: str, subsections: Sequence[Subsection]) -> str:
    """The section's own text before its first subsection ("" when it cannot be located)."""
    if not subsections:
        return text.strip()
    first = subsections[0].text.strip()
    if not first:
        return ""
    probe = first[:40]
    at = text.find(probe)
    if at < 0:
        return ""
    return TRAILING_LABEL.sub("", text[:at]).strip()


def render(intro: str, subsections: Sequence[Subsection]) -> str:
    """A section's text from its own text and its subsections, one node per line."""
    lines = [intro.strip()] if intro.strip() else []
    lines.extend(f"{s.label}. {s.text.strip()}".rstrip() for s in subsections)
    return "\n".join(lines)


def subtree(subsections: Sequence[Subsection], node_id: str) -> list[Subsection]:
    """The node and its descendants, in order."""
    return [s for s in subsections if s.id == node_id or s.id.startswith(node_id + "(")]


def rebase(nodes: Sequence[Subsection], old_root: str, new_root: Subsection) -> list[Subsection]:
    """The subtree rooted at `old_root` moved under the id, parent, label and level of
    `new_root`; descendants keep their relative ids."""
    root_level = next((n.level for n in nodes if n.id == old_root), new_root.level)
    moved = []
    for n in nodes:
        suffix = n.id[len(old_root) :]
        if n.id == old_root:
            moved.append(
                replace(
                    n,
                    id=new_root.id,
                    section=new_root.section,
                    parent=new_root.parent,
                    label=new_root.label,
                    level=new_root.level,
                )
            )
        else:
            parent_suffix = n.parent[len(old_root) :] if n.parent.startswith(old_root) else ""
            moved.append(
                replace(
                    n,
                    id=new_root.id + suffix,
                    section=new_root.section,
                    parent=new_root.id + parent_suffix,
                    level=new_root.level + n.level - root_level,
                )
            )
    return moved


def replace_subtree(
    subsections: Sequence[Subsection], node_id: str, new_nodes: Sequence[Subsection]
) -> list[Subsection] | None:
    """The tree with `node_id`'s subtree replaced by `new_nodes` (None when it is absent)."""
    old = subtree(subsections, node_id)
    if not old:
        return None
    start = subsections.index(old[0])
    out = list(subsections[:start]) + list(new_nodes)
    out.extend(s for s in subsections[start:] if s not in old)
    return out


def insert_subtree(
    subsections: Sequence[Subsection], parent_id: str, new_nodes: Sequence[Subsection]
) -> list[Subsection]:
    """The tree with `new_nodes` appended as the last children of `parent_id` (a subsection id,
    or the section id for top-level nodes)."""
    under = [
        k
        for k, s in enumerate(subsections)
        if s.id == parent_id or s.id.startswith(parent_id + "(")
    ]
    at = (under[-1] + 1) if under else len(subsections)
    return list(subsections[:at]) + list(new_nodes) + list(subsections[at:])


# --- paragraphs an ordinance ran together -----------------------------------------------------

# A label in the middle of a line, followed by the capital (or quote, parenthesis) that starts
# its text: ` b. Individual …`, ` E. Temporary …`, ` ii. Project …`. Only a candidate: it splits
# the line only when it continues the label sequence (see `paragraphs_for_parsing`).
INLINE_LABEL = re.compile(r"[ \t]+([A-Z]{1,3}|\d{1,3}|[a-z]{1,5})\.[ \t]+(?=[A-Z\"“‘(])")
# What must end the text before an inline label for the label to start a new paragraph: a
# sentence end, semicolon or colon, optionally followed by `and`/`or` (`…information; and ii.`).
BREAK_BEFORE = re.compile(r"(?:[.;:]|[.;:,][ \t]+(?:and|or))[\"”’)]?$")
# A footnote pasted into the body where a page ended: `[1] Editor's Note: …` at a line start.
FOOTNOTE_START = re.compile(r"[ \t]*\[\d{1,3}\][ \t]")
# Lower-case labels that may be roman numerals (fourth level) as well as letters (third level).
ROMAN_DIGITS = re.compile(r"[ivxlc]+")


def _levels(label: str) -> tuple[int, ...]:
    if label.isdigit():
        return (LEVEL_NUMBER,)
    if label.isupper():
        return (LEVEL_UPPER,)
    if ROMAN_DIGITS.fullmatch(label):
        return (LEVEL_ROMAN, LEVEL_LOWER)
    return (LEVEL_LOWER,)


def _fitting_level(label: str, path: list[tuple[int, str]], allow_first: bool) -> int | None:
    """The level at which `label` continues the open path, or None."""
    open_labels = dict(path)
    deepest = max(open_labels, default=0)
    for level in _levels(label):
        previous = open_labels.get(level)
        if previous is not None and successor(previous, level) == label:
            return level
        if allow_first and level > deepest and label == FIRST_LABEL[level]:
            return level
    return None


def _open(path: list[tuple[int, str]], level: int, label: str) -> None:
    while path and path[-1][0] >= level:
        path.pop()
    path.append((level, label))


def paragraphs_for_parsing(text: str) -> str:
    """The text with one paragraph per line, as the subsection parser reads it.

    Ordinance text often runs paragraphs together (`… will be maintained. b. Individual …`) and
    carries footnotes pasted from the export (`[1] Editor's Note: …`). A mid-line label starts a
    new line only when it continues the label sequence open at that point and follows a sentence
    end (or ends a footnote); footnotes are left out (the version keeps the full text).
    """
    out: list[str] = []
    path: list[tuple[int, str]] = []
    for line in text.split("\n"):
        start_label = match_label(line)
        if start_label is not None:
            label = start_label.group(1)
            level = _fitting_level(label, path, True) or _levels(label)[0]
            _open(path, level, label)
        start = 0
        in_footnote = FOOTNOTE_START.match(line) is not None
        for cand in INLINE_LABEL.finditer(line):
            before = line[start : cand.start()].rstrip()
            if not before.strip() or (start_label is not None and cand.start() < start_label.end()):
                continue
            label = cand.group(1)
            fits = _fitting_level(label, path, before.endswith(":"))
            if fits is None or not (in_footnote or BREAK_BEFORE.search(before)):
                continue
            if not in_footnote:
                out.append(line[start : cand.start()])
            start = cand.start() + len(cand.group(0)) - len(cand.group(0).lstrip())
            in_footnote = False
            _open(path, fits, label)
        if not in_footnote:
            out.append(line[start:])
    return "\n".join(out)
