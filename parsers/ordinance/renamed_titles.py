"""A division's title struck and renamed (Albert Lea MN 21-055: `Sec. 2. That the title of ARTICLE
VI – “CABARETS” – Repealed` / `(a.) The title is amended to read “CLUBS”`): a word edit of the
division's heading, its old title deleted and the new one inserted, never the division repealed.

The division's number is read as its chapter's where the ordinance names it under one chapter
(`Chapter 4, Article VI` → `4-VI`); the word edit is flagged: a person applies a heading's change.
"""

from __future__ import annotations

import re
from dataclasses import replace

from parsers.ordinance.building import Context, make_instruction
from parsers.ordinance.sections import RawSection
from parsers.ordinance.targets import parse_target_phrase
from parsers.ordinance_records import Instruction, Target, TargetKind, Verb, WordEdit

# `Sec. 2. That the title of ARTICLE VI – “CABARETS” – Repealed`: the section's own label, the
# article, its old title quoted, the verb a heading's `Repealed`; dashes of any width, quotation
# marks straight or curly.
TITLE_REPEALED = re.compile(
    r"\W*(?:Sec(?:tion)?\.?\s*\d{1,3}\s*[.:]\s*)?(?:That\s+)?the\s+title\s+of\s+"
    r"(?P<division>Article\s+(?P<number>[IVXLC]+|\d{1,3}[A-Z]?))\s*[–—-]\s*[“\"](?P<old>[^”\"\n]{1,80})[”\"]\s*[–—-]\s*"
    r"Repealed\b",
    re.IGNORECASE,
)
# `The title is amended to read “CLUBS”`: the new title, quoted, in the same section.
NEW_TITLE = re.compile(
    r"\bThe\s+title\s+(?:is|shall\s+be)\s+(?:hereby\s+)?amended\s+to\s+read\s*[:,]?\s*"
    r"[“\"](?P<new>[^”\"\n]{1,80})[”\"]",
    re.IGNORECASE,
)
RENAMED = "a division's title renamed: a word edit of its heading a person applies"


def renamed_title(section: RawSection, key: str, context: Context) -> Instruction | None:
    """The word edit of a division's title (see the module); None when the section does not
    strike a quoted title (`TITLE_REPEALED`) and give the new one (`NEW_TITLE`)."""
    text = context.text
    struck = TITLE_REPEALED.match(text, section.start, section.end)
    new = NEW_TITLE.search(text, struck.end(), section.end) if struck is not None else None
    if struck is None or new is None:
        return None
    target = _article(struck.group("number"), text)
    change = WordEdit("", struck.group("old").strip(), new.group("new").strip(), "", True)
    item = make_instruction(section, key, context, Verb.WORD_EDIT, (target,), "", flags=(RENAMED,))
    return replace(item, edits=(change,))


def _article(number: str, text: str) -> Target:
    """The article as the ordinance names it under one chapter (`Chapter 4, Article VI` → `4-VI`),
    else as printed (`VI`)."""
    under = re.compile(
        rf"\bChapter\s+\d{{1,3}}[A-Z]?,?\s+Article\s+{re.escape(number)}\b", re.IGNORECASE
    )
    named = {
        target
        for found in under.finditer(text)
        for target in parse_target_phrase(found.group(0), None, ".").targets
    }
    if len(named) == 1:
        return named.pop()
    return Target(TargetKind.ARTICLE, number)
