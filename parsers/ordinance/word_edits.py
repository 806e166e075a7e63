"""Word-level edits marked by formatting: an instruction whose new text strikes words through
and underlines others, under a legend saying so, becomes a WORD_EDIT of its target.

"Section 46-27 ... is hereby amended to read as follows: ¹ Words underscored are additions;
words struck through are deletions" prints the old text with its changes marked; applying it
as a replacement would keep the struck words, or lose the parts the excerpt leaves out. So
once the instruction parser has read an instruction (verb, target, span), this pass reads the
marks inside its new text (`parsers.marked_text`: runs with offsets into the document text)
and, when the sentence or the document states the marking convention, makes it:

- a `WordEdit` for each struck and/or underlined run inside kept words: the struck words, the
  inserted ones, and the kept words printed around them (which place the change in the base
  text; the engine applies a deletion only where that context is found once);
- an ADD_PART for a whole labelled paragraph that is underlined (`(f) Effective ...`): a new
  subsection, not words inside an old one.

Marks without a legend (a struck word corrected by hand) are left to the other parsers. A text
that has lost its formatting may print the marks as characters under a stated convention
(`parsers.marked_conventions`: `[[struck]] >>inserted<<`, "words in brackets are deleted");
those runs are read the same way. An instruction naming several parts ("50-75-2-b and c") gets
one word edit per part, each from its own labelled paragraph; a marked restatement of a change
the ordinance has already made (Ohio prints the enacted section again "with strikeouts for
deletions and underlining for additions") is flagged, so the change applies once.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path

from rapidfuzz import fuzz

from parsers.marked_conventions import text_marks
from parsers.marked_text import (
    INLINE_MARK,
    Mark,
    MarkedRun,
    MarkedText,
    has_inline_marks,
    inline_marks,
    runs_of,
)
from parsers.ordinance.cleaning import clean_new_text
from parsers.ordinance.own_spans import own_span
from parsers.ordinance.positions import FOLDED
from parsers.ordinance_records import Instruction, Target, TargetKind, Verb, WordEdit

# A marking legend: a word for the marks (struck through, stricken, strikeout, overstrike,
# underscored, underlined, double underlining, redline, lined or crossed through or out) within
# a sentence's reach of a word for the change (delet-, addition, added, insert-): "words struck
# through are deletions", "deleted language is lined through",
# "deleting the language stricken through and inserting the language underscored", "with
# strikeouts for deletions and underlining for additions".
MARK_WORD = (
    r"(?:struck|stricken|strike[- ]?(?:through|outs?)|strikethrough|overstrike|underscor\w*"
    r"|underlin\w*|redline\w*|(?:lined|crossed)[- ]?(?:through|out))"
)
CHANGE_WORD = (
    r"(?:delet\w*|addition\w*|added|insert\w*|new\s+(?:language|text|words)"
    r"|stricken\s+from)"  # Maryland: `Strikethrough indicates matter stricken from existing law`
)
# The stems of `MARK_WORD`, lower case: every legend holds one, so a text without one (found
# with `str.find` in the lowered text) is not searched; nor one with a letter the case-blind
# pattern folds (`positions.FOLDED`), which the lowered text misses.
MARK_STEMS = (
    "struck",
    "stricken",
    "strike",
    "overstrike",
    "underscor",
    "underlin",
    "redline",
    "lined",
    "crossed",
)
LEGEND = re.compile(
    rf"\b{MARK_WORD}\b[^.;]{{0,80}}?\b{CHANGE_WORD}|\b{CHANGE_WORD}\b[^.;]{{0,80}}?\b{MARK_WORD}",
    re.IGNORECASE,
)
# A subsection label opening a paragraph: `(f)`, `f)`, `(12)`, `B.`.
LABEL = re.compile(r"\s*\(?(?P<label>[A-Za-z]{1,3}|\d{1,3})\)\s|\s*(?P<dotted>[A-Z]|\d{1,3})\.\s")
# A section heading opening the new text: `Sec. 46-27. -`, `Section 5.12.030.`, `§ 17.62.030`.
HEADING_LEAD = re.compile(r"\s*(?:Sec(?:tion)?\.?|§+)\s*(?P<id>[\w.:-]*\w)\.?\s*[-–—:]?\s*")
# Nothing but blanks and subsection labels (`(f)`, `B.`, `12.`).
LABEL_OR_BLANK = re.compile(r"(?:\s|\(?[A-Za-z]{1,3}\)|\(?\d{1,3}[.)]|[A-Z]\.)*")
# Instructions whose new text a marked restatement repeats, and how alike (rapidfuzz, 0-100)
# the two texts must be, words compared (a restatement's emphasis or spacing may differ).
RESTATED_VERBS = frozenset({Verb.REPLACE_SECTION, Verb.REPLACE_PART})
RESTATED_SCORE = 95
# The last label of a subsection id: `(g)` of `4.050(g)`, `-b` of Milwaukee's `50-75-2-b`.
LAST_LABEL = re.compile(r"(?:\((?P<paren>[A-Za-z0-9]{1,4})\)|-(?P<dash>[A-Za-z]{1,3}))$")
# A line opening with a lettered or a numbered label (`c.`, `(c)`, `3.`, `(3)`), Markdown's
# quote marker and emphasis allowed before it: where a labelled paragraph's next sibling starts.
# A Markdown transcription numbers its list items before the printed label (`1. _(A)_ Office
# …`, `1. (A) Office …` once read): the item's number is no label, the parenthesized one after
# it is.
LIST_MARKER = r"(?:\d{1,3}\.[ \t]+(?=[*_]*\())?"
NOT_A_MARKER = r"(?![ \t]+[*_]*\()"
SIBLING_LETTERS = re.compile(
    rf"^[ \t>]*{LIST_MARKER}[*_]*\(?[A-Za-z]{{1,3}}[.)]{NOT_A_MARKER}\s", re.MULTILINE
)
SIBLING_DIGITS = re.compile(
    rf"^[ \t>]*{LIST_MARKER}[*_]*\(?\d{{1,3}}[.)]{NOT_A_MARKER}\s", re.MULTILINE
)
# A Markdown quote's marker continuing a quoted paragraph on its next line (`\n>     shall`):
# no word of the text.
QUOTE_MARK = re.compile(r"\n[ \t]*>(?=[ \t]|$)", re.MULTILINE)
CONTEXT_WORDS = 8  # kept words on each side that place a change in the base text


def announces_marks(text: str) -> bool:
    """Whether a text states a marking convention (the legend)."""
    low = text.lower()
    if not any(stem in low for stem in MARK_STEMS) and not any(ch in text for ch in FOLDED):
        return False
    return LEGEND.search(text) is not None


def marks_of_pdf(path: Path, text: str) -> tuple[MarkedRun, ...]:
    """The PDF's struck and underlined runs, looked for only when its text has a legend."""
    if not announces_marks(text):
        return ()
    from parsers.marked_pdf import pdf_marks

    return pdf_marks(path, text)


def with_word_edits(
    instructions: Sequence[Instruction], text: str, marks: Sequence[MarkedRun]
) -> list[Instruction]:
    """The instructions, those with marked new text under a legend made word edits; `marks`
    are the format's, else the text's own inline marks, else the marks of a text convention
    the document states (`parsers.marked_conventions`: `[[deleted]] >>inserted<<`, "words in
    brackets are deleted")."""
    delimiters = INLINE_MARK
    lost = False
    if not marks and has_inline_marks(text):
        marks = inline_marks(text)
    if not marks or not announces_marks(text):
        conventional = text_marks(text)
        if not conventional.runs or conventional.delimiters is None:
            return list(instructions)
        marks, delimiters = conventional.runs, conventional.delimiters
        lost = conventional.insertions_lost
    out: list[Instruction] = []
    for instruction in instructions:
        for made in _read(instruction, text, marks, delimiters):
            if lost and made.verb is Verb.WORD_EDIT:
                made = replace(made, flags=(*made.flags, INSERTIONS_LOST))
            out.append(_restating(made, out))
    return out


# Why a word edit read from a convention whose legend marks insertions in a way text lost is
# flagged (`TextMarks.insertions_lost`): its deletions alone would never enact the new words.
INSERTIONS_LOST = (
    "the legend marks inserted words in a way the text as read lost (underlined): the new words "
    "stand unmarked beside the kept ones, so only the deletions can be read; a person must apply "
    "the word edit"
)


def _restating(edit: Instruction, earlier: Sequence[Instruction]) -> Instruction:
    """A word edit whose new text is the text an earlier instruction of the ordinance already
    gives its target (Ohio ordinances enact the section, then print it again "as amended, with
    strikeouts for deletions and underlining for additions"): the marks show that change, which
    applies once, so the restatement is flagged and applies nothing."""
    if edit.verb is not Verb.WORD_EDIT or edit.flags:
        return edit
    targets = {t.id for t in edit.targets}
    new = " ".join(edit.text.split())
    for other in earlier:
        if (
            other.verb in RESTATED_VERBS
            and {t.id for t in other.targets} == targets
            and fuzz.ratio(new, " ".join(other.text.split())) >= RESTATED_SCORE
        ):
            note = f"restates the amendment of {other.id}: its marks show that change, applied once"
            return replace(edit, flags=(*edit.flags, note))
    return edit


def _body_start(instruction: Instruction, text: str) -> int:
    """Where the new text starts: after the instruction's sentence, as printed."""
    start, end = instruction.span.start, instruction.span.end
    sentence = " ".join(instruction.heading.split())
    if not sentence:
        return start
    words = sentence.split()
    pattern = r"\s+".join(re.escape(w) for w in words[-6:])
    found = re.search(pattern, text[start:end])
    return start + found.end() if found is not None else start


def _last_label(target: Target) -> str | None:
    """The label of a subsection target's last part: `g` of `4.050(g)`, `b` of `50-75-2-b`."""
    if target.kind is not TargetKind.SUBSECTION:
        return None
    match = LAST_LABEL.search(target.id)
    return None if match is None else match.group("paren") or match.group("dash")


def _paragraph(text: str, start: int, end: int, label: str) -> tuple[int, int] | None:
    """Where the paragraph labelled `label` (`b.`, `(b)`) is in `text[start:end]`: from its
    line to the next line labelled like it (`c.`), else to `end`; None when none is."""
    # the paragraph's line: the label (`b.`, `(b)`) after blanks, a quote marker, emphasis
    line = re.compile(
        rf"^[ \t>]*{LIST_MARKER}[*_]*\(?{re.escape(label)}[.)]{NOT_A_MARKER}", re.MULTILINE
    )
    found = line.search(text, start, end)
    if found is None:
        return None
    sibling = SIBLING_DIGITS if label.isdigit() else SIBLING_LETTERS
    following = sibling.search(text, found.end(), end)
    return found.start(), following.start() if following is not None else end


def _spans(instruction: Instruction, text: str) -> list[tuple[Instruction, int, int]]:
    """The instruction, or one instruction per target, each with the part of the new text
    it changes: a subsection target's own labelled paragraph when the text prints it ("Section
    50-75-2-b and c … is amended to read:" then `b. …` and `c. …`), else the whole text."""
    start = _body_start(instruction, text)
    start, end = own_span(instruction.text, text, start, instruction.span.end)  # of a split
    labels = [_last_label(target) for target in instruction.targets]
    found = [_paragraph(text, start, end, label) if label is not None else None for label in labels]
    if len(instruction.targets) > 1 and all(f is not None for f in found):
        return [
            (replace(instruction, id=f"{instruction.id} ({label})", targets=(target,)), *span)
            for target, label, span in zip(instruction.targets, labels, found, strict=True)
            if label is not None and span is not None
        ]
    if len(found) == 1 and found[0] is not None:
        return [(instruction, *found[0])]
    return [(instruction, start, end)]


MARKED_VERBS = frozenset({Verb.REPLACE_SECTION, Verb.REPLACE_PART, Verb.ADD_PART})  # read for marks


def _read(
    instruction: Instruction,
    text: str,
    marks: Sequence[MarkedRun],
    delimiters: re.Pattern[str] = INLINE_MARK,
) -> list[Instruction]:
    if instruction.verb not in MARKED_VERBS or not instruction.targets:
        return [instruction]
    spans = _spans(instruction, text)
    if len(spans) == 1:
        return _read_span(instruction, text, marks, delimiters, spans[0][1:])
    made = [_read_span(one, text, marks, delimiters, (a, b)) for one, a, b in spans]
    if any(len(items) != 1 or items[0].verb is not Verb.WORD_EDIT for items in made):
        return [instruction]  # not every target's paragraph is a word edit: read as printed
    return [item for items in made for item in items]


def _read_span(
    instruction: Instruction,
    text: str,
    marks: Sequence[MarkedRun],
    delimiters: re.Pattern[str],
    span: tuple[int, int],
) -> list[Instruction]:
    """The instruction with the marks of `text[span]`, its new text, read."""
    body = runs_of(text, marks, span[0], span[1], delimiters)
    if all(r.mark is Mark.KEPT for r in body.runs) or _only_new(body):
        return [instruction]
    target = instruction.targets[0]
    edits, parts = changes_of(body, target.id)
    if target.kind not in {TargetKind.SECTION, TargetKind.SUBSECTION} or (not edits and not parts):
        return [instruction]
    made: list[Instruction] = []
    if edits:
        made.append(
            replace(
                instruction,
                verb=Verb.WORD_EDIT,
                text=clean_new_text(body.new).text.strip(),
                edits=tuple(edits),
                struck=tuple(body.marked(Mark.DELETED)),
            )
        )
    section = target.id.split("(", 1)[0]
    for label, words in parts:
        made.append(
            replace(
                instruction,
                id=f"{instruction.id} ({label})" if edits or len(parts) > 1 else instruction.id,
                verb=Verb.ADD_PART,
                targets=(Target(TargetKind.SUBSECTION, f"{section}({label})"),),
                text=words,
                labels=(label,),
            )
        )
    return made


def _only_new(body: MarkedText) -> bool:
    """Whether the new text is all new: nothing struck, and nothing kept but a heading and
    labels. Such a text is what the parser read (a replacement or an addition), not words
    changed inside old ones."""
    if any(r.mark is Mark.DELETED for r in body.runs):
        return False
    kept = "".join(r.text for r in body.runs if r.mark is Mark.KEPT)
    heading = HEADING_LEAD.match(kept)
    if heading is not None:
        kept = kept[heading.end() :].split("\n", 1)[-1] if "\n" in kept else ""
    return LABEL_OR_BLANK.fullmatch(kept) is not None


def _label(words: str) -> str | None:
    match = LABEL.match(" " + words) or LABEL.match(words)
    if match is None:
        return None
    return match.group("label") or match.group("dotted")


def changes_of(body: MarkedText, target: str) -> tuple[list[WordEdit], list[tuple[str, str]]]:
    """The word edits and the wholly inserted labelled paragraphs of a marked new text."""
    runs = list(body.runs)
    edits: list[WordEdit] = []
    parts: list[tuple[str, str]] = []
    i = 0
    while i < len(runs):
        run = runs[i]
        if run.mark is Mark.KEPT:
            i += 1
            continue
        before = runs[i - 1].text if i > 0 and runs[i - 1].mark is Mark.KEPT else ""
        label = _label(run.text) if run.mark is Mark.INSERTED else None
        if label is not None and (not before.strip() or before.endswith("\n")):
            words = " ".join(run.text.split())
            lead = LABEL.match(" " + words) or LABEL.match(words)
            assert lead is not None
            rest = (
                (" " + words)[lead.end() :] if lead.string.startswith(" ") else words[lead.end() :]
            )
            parts.append((label, f"({label}) {rest.strip()}"))  # the label as the code prints it
            i += 1
            continue
        deleted = inserted = ""
        if run.mark is Mark.DELETED:
            deleted = run.text
            following = runs[i + 1 : i + 3]
            if following and following[0].mark is Mark.INSERTED:
                i += 1
                inserted = runs[i].text
            elif (  # struck words, a blank on the same line, inserted words: one replacement
                len(following) == 2
                and not following[0].text.strip()
                and "\n" not in following[0].text
                and following[1].mark is Mark.INSERTED
            ):
                i += 2
                inserted = runs[i].text
        else:
            inserted = run.text
        after = runs[i + 1].text if i + 1 < len(runs) else ""
        edits.append(_edit(before, deleted, inserted, after, target))
        i += 1
    return edits, parts


def _edit(before: str, deleted: str, inserted: str, after: str, target: str) -> WordEdit:
    """One change with up to CONTEXT_WORDS kept words each side, within its own line group
    (the kept text up to a blank line), and without a leading section heading (the change
    is then in the catchline)."""
    lead = before.rsplit("\n\n", 1)[-1]
    in_heading = False
    line_start = lead.rsplit("\n", 1)[-1] if "\n" in lead else lead
    heading = HEADING_LEAD.match(line_start)
    if heading is not None and heading.group("id") == target:
        lead = line_start[heading.end() :]
        in_heading = True
    tail = after.split("\n\n", 1)[0]
    if in_heading:
        tail = tail.split("\n", 1)[0]
    lead, deleted, inserted, tail = (
        QUOTE_MARK.sub("\n", x) for x in (lead, deleted, inserted, tail)
    )
    return WordEdit(
        before=_spaced(" ".join(lead.split()[-CONTEXT_WORDS:]), "", lead),
        deleted=_spaced(" ".join(deleted.split()), deleted, deleted),
        inserted=_spaced(" ".join(inserted.split()), inserted, inserted),
        after=_spaced(" ".join(tail.split()[:CONTEXT_WORDS]), tail, ""),
        in_heading=in_heading,
    )


def _spaced(words: str, lead: str, tail: str) -> str:
    """`words` with one blank where `lead` starts or `tail` ends with blanks: whether a change
    meets its context with a blank or inside a word (`applica|nt`) is kept."""
    if not words:
        return " " if (lead + tail).strip() == "" and (lead + tail) else ""
    return (" " if lead[:1].isspace() else "") + words + (" " if tail[-1:].isspace() else "")
