"""The records the code exports give: documents, the place, chapters, each section's latest
edition (with its subsections, tables and history), and parse issues.

Several exports of one jurisdiction may hold the same section (the same chapter downloaded
twice, a year apart): each export is a dated edition, and the section's records — text,
provenance, subsections, tables, history — come from the latest edition only (the engine
turns the earlier editions' texts into earlier versions). Each overlap is a parse issue; two
downloads of one date whose texts differ are a conflict (a warning naming both files and the
sections): the newer file's texts stand on every row, the other's are no version.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from datetime import date

import us

from corpus.engine.editions import (
    Conflict,
    Edition,
    conflicts,
    document_age,
    editions,
    same_text,
)
from parsers.collect import ParsedCorpus
from parsers.records import Chapter, Document, ParseIssue, Section, Severity
from parsers.scheme_headings import code_scheme
from parsers.schemes import Scheme

# The words of a jurisdiction's printed name that say what kind of place it is, not which.
_PLACE_WORDS = frozenset(
    [
        "city",
        "town",
        "township",
        "village",
        "county",
        "borough",
        "municipality",
        "parish",
        "of",
        "and",
        "the",
    ]
)
_WORD_RE = re.compile(r"[a-z0-9]+")
# The postal codes of the states and territories (`us`), as a folder's suffix spells them (`il`).
_STATE_CODES = frozenset(state.abbr.lower() for state in us.STATES_AND_TERRITORIES)
# A state printed after a place's name: `City of Burlington, WA`.
_PRINTED_STATE = re.compile(r",\s*([A-Z]{2})\s*$")


def corpus_jurisdiction(name: str | None, known: set[str]) -> str | None:
    """An ordinance's `City of Cotati` in the form the corpus's exports print it
    (`City of Cotati, CA`) when exactly one export names that place; else as it was."""
    if name is None:
        return None
    matches = {j for j in known if j == name or j.startswith(name + ", ")}
    return matches.pop() if len(matches) == 1 else name


def agrees(folder: str, printed: str) -> bool:
    """Whether a raw folder's name (`cotati`, `burlington-wa`) names the place a document
    prints (`City of Cotati, CA`, `City of Burlington, WA`): every word of the folder's name,
    but words like `city` and `of`, is a word of the printed name. A folder's state suffix
    (`springfield-il`) need not be printed (an ordinance's enacting clause names the city, not
    its state), but a printed state must be the folder's (`City of Springfield, MO` is not
    `springfield-il`)."""
    words = [w for w in _WORD_RE.findall(folder.lower()) if w not in _PLACE_WORDS]
    printed_words = set(_WORD_RE.findall(printed.lower()))
    state = words[-1] if len(words) > 1 and words[-1] in _STATE_CODES else None
    if state is not None and state not in printed_words:
        named = _PRINTED_STATE.search(printed)
        if named is not None and named.group(1).lower() in _STATE_CODES:
            return False
        words = words[:-1]
    return bool(words) and set(words) <= printed_words


def overlap_issues(copies: dict[str, list[Edition]]) -> list[ParseIssue]:
    """One issue per section found in more than one export, saying which copy is current."""
    issues = []
    for sid, found in copies.items():
        if len(found) < 2:
            continue
        latest = found[-1]
        older = ", ".join(f"{e.document} ({e.as_of or 'undated'})" for e in found[:-1])
        differ = [e for e in found[:-1] if not same_text(e.section.text, latest.section.text)]
        notes = []
        if any(e.as_of != latest.as_of for e in differ):
            notes.append("earlier texts are earlier versions")
        if any(e.as_of == latest.as_of for e in differ):
            notes.append("a text of the same date differs and is no version (edition-conflict)")
        issues.append(
            ParseIssue(
                latest.document,
                sid,
                Severity.INFO,
                "edition-overlap",
                f"{sid} is also in {older}; the text of {latest.document} "
                f"({latest.as_of or 'undated'}) is current; "
                + ("; ".join(notes) or "the texts are identical"),
            )
        )
    return issues


def _stamp(edition: Edition) -> str:
    return edition.modified.isoformat(timespec="seconds") if edition.modified else "unknown"


def conflict_issue(conflict: Conflict) -> ParseIssue:
    """The warning for two downloads of one date whose texts differ."""
    current, other = conflict.current, conflict.other
    when = f"on {current.as_of}" if current.as_of else "on no date they print"
    newer = (
        "modified later"
        if current.modified and other.modified and current.modified > other.modified
        else "modified at the same time or unknown, named later"
    )
    sections = ", ".join(conflict.sections)
    return ParseIssue(
        current.document,
        sections,
        Severity.WARNING,
        "edition-conflict",
        f"{other.document} (modified {_stamp(other)}) and {current.document} (modified "
        f"{_stamp(current)}) were both downloaded {when} but print different texts of "
        f"{len(conflict.sections)} section(s): {sections}; which came first is unknown, so "
        f"neither is an earlier version: the text of {current.document} ({newer}) is current",
    )


def jurisdiction_issues(parsed: ParsedCorpus) -> list[ParseIssue]:
    """A document whose own text names another place than its raw folder."""
    documents = [e.document for e in parsed.exports] + [o.document for o in parsed.ordinances]
    return [
        ParseIssue(
            d.id,
            "document",
            Severity.WARNING,
            "jurisdiction-mismatch",
            f"the document names {d.jurisdiction!r} but lies in the folder of "
            f"{parsed.jurisdiction!r}",
        )
        for d in documents
        if d.jurisdiction
        and parsed.jurisdiction
        and not agrees(parsed.jurisdiction, d.jurisdiction)
    ]


@dataclass(frozen=True, slots=True)
class Place:
    """What the exports say of the jurisdiction: its printed name and its code's publisher
    number and address, each when the exports agree on one."""

    name: str | None
    code: str | None
    url: str | None


@dataclass(frozen=True, slots=True)
class CodeRecords:
    """What the code stage gives: every document (an ordinance's jurisdiction in the exports'
    spelling), the place, each chapter from the newest export holding it, each section's latest
    edition (in document order, so that rowids reproduce), and the issues found so far."""

    documents: tuple[Document, ...]
    place: Place
    chapters: tuple[Chapter, ...]
    sections: tuple[Section, ...]
    issues: tuple[ParseIssue, ...]
    # The code's numbering scheme, as its exports' own numbers and article headings decide it
    # (`parsers.scheme_headings.code_scheme`): what a section's chapter and article are.
    scheme: Scheme | None = None


def code_records(parsed: ParsedCorpus) -> CodeRecords:
    """The records of one jurisdiction's exports (and every document)."""
    known = {e.document.jurisdiction for e in parsed.exports if e.document.jurisdiction}
    documents = [e.document for e in parsed.exports] + [
        replace(o.document, jurisdiction=corpus_jurisdiction(o.document.jurisdiction, known))
        for o in parsed.ordinances
    ]
    codes = sorted({e.document.code for e in parsed.exports if e.document.code})
    place = Place(
        next(iter(known)) if len(known) == 1 else None,
        codes[0] if len(codes) == 1 else None,
        f"https://ecode360.com/{codes[0]}" if len(codes) == 1 else None,
    )
    # Each chapter from the newest export holding it (as its sections are), in the order the
    # exports first give the chapters, so that rowids reproduce.
    chapters: dict[str, tuple[tuple[date, float, str], Chapter]] = {}
    for export in parsed.exports:
        newer = document_age(export.document)
        for chapter in export.chapters:
            held = chapters.get(chapter.id)
            if held is None or newer > held[0]:
                chapters[chapter.id] = (newer, chapter)
    copies = editions(parsed.exports)
    current = {sid: found[-1].section for sid, found in copies.items()}
    sections = tuple(
        section
        for export in parsed.exports  # in document order, so rowids reproduce
        for section in export.sections
        if current[section.id] is section
    )
    issues = [i for e in parsed.exports for i in e.issues]
    issues += [i for o in parsed.ordinances for i in o.issues]
    issues += [*parsed.issues, *overlap_issues(copies), *jurisdiction_issues(parsed)]
    issues += [conflict_issue(c) for c in conflicts(copies)]
    return CodeRecords(
        tuple(documents),
        place,
        tuple(chapter for _, chapter in chapters.values()),
        sections,
        tuple(issues),
        code_scheme(parsed.exports),
    )
