"""Words deleted in brackets with the words that replace them glued on: `[seven]thirteen (13)
members`, in a text that lost the underline of its insertions (a board's web page of a proposed
ordinance printed "[deletions in brackets], insertions underlined").

A bracketed run followed without a blank by a word is no punctuation of ordinary prose (`[sic]`
and an editor's `[ocr errors]` stand apart from the words around them; a Markdown link goes on
with `(` or `[`): it is a deletion and an insertion side by side, the one marked by brackets, the
other by a format the text no longer keeps. So the amendment is a word edit of each target its
sentence names, never the replacement of the target by text that prints the old words beside
the new. Where the insertion ends cannot be read for certain (its underline is lost): the
reading here takes the glued word and the figures in parentheses that may follow it
(`thirteen (13)`), and every such instruction is flagged, for a person to apply.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from parsers.ordinance_records import Instruction, Verb, WordEdit

# `[seven]thirteen (13)`: a bracketed run of one line, then a word glued to it, then the figures
# in parentheses a spelled number carries.
GLUED = re.compile(r"\[(?P<deleted>[^\[\]\n]{1,80})\](?P<inserted>\w[\w'’-]*(?:[ \t]\(\d{1,6}\))?)")
REPLACEMENTS = frozenset({Verb.REPLACE_SECTION, Verb.REPLACE_PART})
FLAG = (
    "words deleted in brackets with their replacement glued on ({runs}): the marks of the "
    "insertions are lost, so where they end is not certain; a person applies this word edit"
)


def _edits(text: str) -> tuple[WordEdit, ...]:
    return tuple(
        WordEdit("", " ".join(m.group("deleted").split()), m.group("inserted"), "")
        for m in GLUED.finditer(text)
    )


def with_glued_brackets(instructions: Sequence[Instruction]) -> list[Instruction]:
    """The instructions, the replacements of a sentence whose new text glues insertions to
    bracketed deletions made flagged word edits (every target of that sentence: the drafting
    convention is the sentence's)."""
    marked = {
        (item.ordinance_section, item.heading)
        for item in instructions
        if item.verb in REPLACEMENTS and GLUED.search(item.text)
    }
    out: list[Instruction] = []
    for item in instructions:
        if item.verb not in REPLACEMENTS or (item.ordinance_section, item.heading) not in marked:
            out.append(item)
            continue
        edits = _edits(item.text)
        runs = "; ".join(f"[{e.deleted}]{e.inserted}" for e in edits) or "none in its text"
        out.append(
            replace(
                item,
                verb=Verb.WORD_EDIT,
                edits=edits,
                struck=tuple(e.deleted for e in edits),
                flags=(*item.flags, FLAG.format(runs=runs)),
            )
        )
    return out
