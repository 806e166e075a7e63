"""A word edit whose marks were lost: never applied as the text it prints.

"Section 5-27 … is further amended by deleting the struck-through language and adding the new
underlined language as follows:" says the new text prints the old words struck through beside
the new ones underlined. When the text as read holds no marks in that new text (an OCR'd page, a
PDF's text layer, a copy that dropped the formatting), the struck and the inserted words stand
side by side, unmarked (`Each-ordinance All legislation shall …`): read as a replacement, it would
enact both. Such an instruction is a word edit nobody can read from the text: flagged, with the
reason, and the base text stays in force until a person applies it (a sentence that marks
additions alone prints the new text whole, and is read as printed). A sentence that restates the
target in full with its changes marked (`amended to read in full as follows with additions in
bold and underline and deletions in strikethrough`) keeps its replacement verb, flagged alike,
but a chapter's (its marked text changes words of the chapter); so does a text that heads its
one section after a legend (`Sec. 14-335. …`, its unchanged parts perhaps elided).

The marks may be stated away from the sentence, and the loss may show in the text itself:

- a **legend anywhere in the document** (`Words struck through are deleted; words underlined are
  added.` at a page's foot, `Annotated to show deletions and additions … Deletions are bold
  lined-through` in the preamble) that states a mark a text layer loses (strike-through,
  lined-through, overstrike) governs every instruction whose new text holds no marks: each is
  a flagged word edit, or a flagged replacement when its sentence restates the target (`to
  read`). A legend whose marks stay legible in the text (`[brackets]`, CAPS, `>>…<<`) is read
  where the marks stand (`parsers.marked_conventions`) and flags nothing;
- **struck words as OCR reads them**: the line through them read as hyphens on word after word
  (`On- tic- €taa�- �assa�e- a -aa�+- end`), however the sentence and the document describe it
  (the words after a struck run that opens the text are kept as the ones inserted);
- **old and new words side by side** (`paired_marks`: `Sec. 2.05(3) 2.05(1)(a)`, `five three
  (3)`); a word edit whose new text gives one deeper part alone (`(b) The presence of …`) edits
  that part;
- **added words in CAPITALS**: a restated section whose prose holds runs of words in capitals
  (`an annual license fee, EITHER AS PART OF THE TOWN'S ANNUAL BUDGET, which`) follows the
  convention that prints additions in capitals and deletions struck through or bracketed; unless
  the document states deletions marked in a way text keeps (`matter eliminated … enclosed in
  double parentheses`, `matter in brackets [ ] is old law to be omitted`: read as it says), the
  struck words may stand unmarked beside the capitals: a flagged word edit.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Sequence
from dataclasses import replace

from parsers.marked_conventions import text_marks
from parsers.marked_text import Mark, MarkedRun, has_inline_marks, inline_marks
from parsers.ordinance.chapter_sections import CHAPTER_SECTION_HEAD
from parsers.ordinance.fragments import fragment_part
from parsers.ordinance.paired_marks import (
    PAIRED_LOST,
    paired_references,
    paired_words,
)
from parsers.ordinance.struck_letters import struck_letters
from parsers.ordinance.word_edits import LEGEND, MARK_STEMS, announces_marks
from parsers.ordinance_records import Instruction, TargetKind, Verb, WordEdit

LOST = (
    "the sentence says its changes are marked (struck through, underlined), but the text as read "
    "holds no marks there (the formatting did not survive): a person must apply the word edit"
)
LEGEND_LOST = (
    "the document's legend says changes are marked (struck through, underlined), but the text as "
    "read holds no marks here (the formatting did not survive): a person must apply the word edit"
)
STRUCK_LOST = (
    "the new text holds words struck through as OCR reads them (a hyphen on word after word): "
    "which words are deleted cannot be read; a person must apply the word edit"
)
# A sentence that gives the target's whole text (`to read in full as follows`, `to read:`, a
# restatement's `reads in its entirety as follows`).
TO_READ = re.compile(
    r"\bto\s+read\b|\breads\s+(?:in\s+(?:its|their)\s+entirety\s+)?as\s+follows\b", re.I
)
# Words saying the printed text shows deleted words (`deleting the struck-through language`,
# `deletions in strikethrough`, `[brackets] deleted`): only then does a text without marks
# print old and new words side by side. A sentence that marks additions alone (`revised as
# follows (with additions shown with double underlining)`) prints the new text whole.
SHOWS_DELETIONS = re.compile(
    r"\b(?:struck|strick|strik|strike|overstrik|delet|bracket"
    r"|(?:lined|crossed)[- ]?(?:through|out))",
    re.I,
)
# Words in capitals inside prose: a lower-case word (a comma or semicolon after it allowed), then
# five words or more in capitals, then a lower-case word. A heading or caption in capitals has no
# lower-case word on both sides; a name in capitals (`the CITY OF TAMPA shall`) is shorter.
# The run is prose only with two English function words in it at least (a list of districts'
# abbreviations, `the TOC, CG, CE, OSC, OSR, CD, and`, has none).
CAPS_FUNCTION_WORD = re.compile(r"\b(?:THE|OF|AND|OR|TO|BY|AS|IN|FOR|AN?|BE|IS|AT|ON|WITH)\b")
CAPS_CUES = (" THE ", " OF ", " AND ", " OR ", " TO ", " BY ", " AS ", " IN ", " FOR ", " BE ")
CAPS_REACH = 400  # characters around a cue where a run in capitals is looked for
CAPS_IN_PROSE = re.compile(
    r"\b[a-z]{2,}[,;]?\s+(?:[A-Z][A-Z'’&-]*[,;]?\s+){4,}[A-Z][A-Z'’&-]*[,;]?\s+[a-z]{2,}\b"
)
# A legend whose deleted words keep a mark the text shows (brackets, parentheses, braces): `new
# matter being underscored and matter eliminated therefrom being enclosed in double parentheses`,
# `matter in brackets\n[ ] is old law to be omitted` (a legend may wrap). Capitals beside it are
# read as it says (none in the text: nothing was deleted); without it, the deletions beside
# capitals may have been struck.
LEGIBLE_MARK = r"(?:bracket\w*|parenthes\w*|braces)"
DELETED_WORD = r"(?:delet\w*|omit\w*|eliminat\w*|remov\w*)"
LEGIBLE_DELETIONS = re.compile(
    rf"\b{LEGIBLE_MARK}[^.;]{{0,80}}?\b{DELETED_WORD}|\b{DELETED_WORD}[^.;]{{0,80}}?\b{LEGIBLE_MARK}",
    re.I,
)
LEGIBLE_STEMS = ("bracket", "parenthes", "braces")
CAPS_LOST = (
    "the new text prints words in capitals inside its prose (the convention of additions in "
    "capitals, deletions struck through) and the document states no deletion mark that text "
    "keeps (brackets): struck words may stand unmarked beside them; a person must apply the "
    "word edit"
)
# A mark stated for deleted words that a text layer loses (a line through the glyphs): the
# legend's `struck`, `stricken`, `strike-through`, `strikeout`, `overstrike`, `lined-through`.
LOSABLE_DELETION = re.compile(
    r"\b(?:struck|strick|strik|strike|overstrik|(?:lined|crossed)[- ]?(?:through|out))", re.I
)
# Where the sentence around a legend ends: a period, a blank line (a legend may wrap: `Words
# struck through are\ndeleted; …`). `SENTENCE_REACH` characters on each side at most (a flat OCR
# text may print no stop for pages).
SENTENCE_STOP = re.compile(r"\.|\n[ \t]*\n")
SENTENCE_REACH = 200
# A word OCR read with the line through it as a hyphen at its start or end (`tic-`, `-the`,
# `reeerded,-`): a letter in it, a hyphen at one end.
DASHED_WORD = re.compile(r"-?[^\s-]*[A-Za-z]\S*-|-[^\s-]*[A-Za-z]\S*")
# How many dashed words in a row (one plain word or a lone hyphen between them at most) are a
# struck run, not hyphenation: a line broken at a hyphen dashes one word, a struck run many.
STRUCK_RUN = 4
# A hyphen at a word's edge, the word longer than it (`tic-`, `-the`): every `DASHED_WORD` holds
# one, so fewer than `STRUCK_RUN` of them rule a struck run out. Matched from the hyphen (a
# literal start) and its sides checked after it.
EDGE_HYPHEN = re.compile(r"-(?:(?<!\S-)(?=\S)|(?<=\S-)(?!\S))")
WORD = re.compile(r"\S+")  # a word as `str.split` cuts it (as OCR printed it, hyphens with it)
# What an instruction with marked new text is read as before its marks are (`word_edits`).
MARKABLE = frozenset({Verb.REPLACE_SECTION, Verb.REPLACE_PART, Verb.REPLACE_CHAPTER, Verb.ADD_PART})


# How far into an instruction's new text a legend that opens it is looked for (`CODING: Words in
# strike-through format are deletions to existing text; words in underlined format are additions
# to existing text.`, Florida's form, printed between the sentence and the section's text).
LEGEND_REACH = 300
HEADING_REACH = 100  # characters past the legend where the restated section's heading may begin


def _states_marks(words: str) -> bool:
    """Whether the words state marks that show deleted words (`announces_marks`,
    `SHOWS_DELETIONS`)."""
    return announces_marks(words) and SHOWS_DELETIONS.search(words) is not None


def _legend_opens_text(item: Instruction) -> bool:
    """Whether the instruction's new text opens with a legend its sentence does not state."""
    return not _states_marks(item.heading) and _states_marks(item.text[:LEGEND_REACH])


# The legend pattern runs only in windows around a mark word's stem (`word_edits.MARK_STEMS`,
# found with `str.find`, far cheaper than the pattern over a long text). `MARK_WINDOW` reaches
# past a legend's 80 characters between its two words.
MARK_WINDOW = 160


def _windows(text: str) -> list[tuple[int, int]]:
    """The stretches of `text` around its mark words, overlapping ones merged, in order."""
    low = text.lower()
    spots = sorted(at for stem in MARK_STEMS for at in iter_find(low, stem))
    merged: list[tuple[int, int]] = []
    for at in spots:
        start, end = max(0, at - MARK_WINDOW), at + MARK_WINDOW
        if merged and start <= merged[-1][1]:
            merged[-1] = (merged[-1][0], max(merged[-1][1], end))
        else:
            merged.append((start, end))
    return merged


def iter_find(text: str, word: str) -> list[int]:
    """Every position of `word` in `text`."""
    found: list[int] = []
    at = text.find(word)
    while at >= 0:
        found.append(at)
        at = text.find(word, at + 1)
    return found


def _legends(text: str) -> list[tuple[int, str]]:
    """Where the document states a legend whose deleted words are marked in a way a text layer
    loses, and the legend's sentence (blanks made single)."""
    found = []
    matches = (m for start, end in _windows(text) for m in LEGEND.finditer(text, start, end))
    for match in matches:
        low, high = max(0, match.start() - SENTENCE_REACH), match.end() + SENTENCE_REACH
        before = [stop.end() for stop in SENTENCE_STOP.finditer(text, low, match.start())]
        after = SENTENCE_STOP.search(text, match.end(), high)
        start, end = before[-1] if before else low, after.end() if after else high
        sentence = " ".join(text[start:end].split())
        if _states_marks(sentence) and LOSABLE_DELETION.search(sentence):
            found.append((match.start(), sentence))
    return found


def _governed(instructions: Sequence[Instruction], text: str) -> dict[int, bool]:
    """The instructions a legend stated apart from their own sentence governs: one in the
    instruction's section, or outside every instruction (a key at the top, a page's foot); and
    whether that legend says the text restates its target (`reads as follows with …`)."""
    out: dict[int, bool] = {}
    for where, sentence in _legends(text):
        inside = [
            i for i, item in enumerate(instructions) if item.span.start <= where < item.span.end
        ]
        for index in inside or range(len(instructions)):
            if sentence not in " ".join(instructions[index].heading.split()):
                restates = out.get(index, False) or TO_READ.search(sentence) is not None
                out[index] = restates
    return out


def _caps_in_prose(text: str) -> bool:
    """Whether the text holds a run of prose in capitals inside lower-case prose (see the
    module): `CAPS_IN_PROSE`, with `CAPS_FUNCTION_WORD`s in it. Looked for only around a
    function word in capitals (`str.find`: the pattern over a long text is slow), the next
    one past each window read (each cue's next place kept: the text is read once per cue)."""
    after = {cue: text.find(cue) for cue in CAPS_CUES}
    while spots := [at for at in after.values() if at >= 0]:
        at = min(spots)
        start, end = max(0, at - CAPS_REACH), at + CAPS_REACH
        runs = CAPS_IN_PROSE.finditer(text, start, end)
        if any(len(CAPS_FUNCTION_WORD.findall(run.group(0))) >= 2 for run in runs):
            return True
        for cue, found in after.items():
            if 0 <= found < end:
                after[cue] = text.find(cue, end)
    return False


def _legible_deletions(text: str) -> bool:
    """Whether the document states deletions in a mark text keeps (`LEGIBLE_DELETIONS`), looked
    for only around the marks' names (`str.find`: the pattern over a long text is slow)."""
    low = text.lower()
    spots = (at for stem in LEGIBLE_STEMS for at in iter_find(low, stem))
    return any(LEGIBLE_DELETIONS.search(text, max(0, at - 100), at + 100) for at in spots)


def struck_by_ocr(text: str) -> bool:
    """Whether the text holds a run of words struck through as OCR reads them (see the
    module): `STRUCK_RUN` dashed words in a row, one other word between them at most."""
    spans = _dashed_words(text)
    run = 1
    for (_, end), (start, _) in itertools.pairwise(spans):
        between = (m for m in WORD.finditer(text, end, start) if m.group(0) != "-")
        run = run + 1 if len(list(itertools.islice(between, 2))) <= 1 else 1
        if run >= STRUCK_RUN:
            return True
    return False


def _dashed_words(text: str) -> list[tuple[int, int]]:
    """The spans of the text's dashed words (`DASHED_WORD`), in order: only the words around an
    `EDGE_HYPHEN` are looked at (most texts: none or few)."""
    spans: list[tuple[int, int]] = []
    for hyphen in EDGE_HYPHEN.finditer(text):
        start = end = hyphen.start()
        while start > 0 and not text[start - 1].isspace():
            start -= 1
        while end < len(text) and not text[end].isspace():
            end += 1
        if (not spans or spans[-1][0] != start) and DASHED_WORD.fullmatch(text[start:end]):
            spans.append((start, end))
    return spans


# A word OCR read struck that plain hyphenation does not explain: a hyphen and a letter in it, no
# word joined by hyphens (`non-refundable`, `so-called,`) nor a lone hyphen.
HYPHENATED = re.compile(r"[A-Za-z]+(?:-[A-Za-z]+)+[.,;:]?")
OPENING_WORDS = 8  # words before the struck run at most: the restated section's heading
# Where the ordinance's closing block starts (`PASSED BY THE COUNCIL THIS …`, `ATTEST:`): its
# first word in capitals, never the section's prose.
CLOSING = re.compile(r"\b(?:PASSED|ADOPTED|APPROVED|ENACTED|ATTEST)\b")


def _looks_struck(word: str) -> bool:
    """Whether a word holds a hyphen and a letter that no hyphenation explains."""
    hyphen = "-" in word and word != "-"
    return hyphen and any(c.isalpha() for c in word) and not HYPHENATED.fullmatch(word)


def new_after_struck(text: str) -> str | None:
    """The new words of a restated section whose old words OCR read struck (`struck_by_ocr`)
    right after its heading (`1 - 20 - VOTING: On- tic- €taa�- … saaae-. At all meetings …`):
    the words after the last struck-looking one, up to the closing block (`PASSED …`), none of
    them struck; None when the struck run does not open the text or no words follow it."""
    if not struck_by_ocr(text):
        return None
    words = [m for m in WORD.finditer(text) if m.group(0) != "-"]
    struck = [n for n, word in enumerate(words) if _looks_struck(word.group(0))]
    if not struck or struck[0] > OPENING_WORDS:
        return None
    rest = text[words[struck[-1]].end() :]
    closing = CLOSING.search(rest)
    rest = " ".join(rest[: closing.start() if closing else len(rest)].split())
    return rest if len(rest.split()) >= STRUCK_RUN else None


def heads_own_section(item: Instruction) -> bool:
    """Whether the new text, its opening legend aside, heads the instruction's one section
    with its own number (`Material to be deleted in strikeout; …` / `Sec. 14-335. Reserved
    parking …`): the section restated, its changes marked (and its unchanged parts perhaps
    elided, `. . .`), never words read apart from it."""
    if len(item.targets) != 1 or item.targets[0].kind is not TargetKind.SECTION:
        return False
    heads = CHAPTER_SECTION_HEAD.finditer(item.text, 0, LEGEND_REACH + HEADING_REACH)
    return any(head.group("number") == item.targets[0].id for head in heads)


def _announced(instructions: Sequence[Instruction], text: str) -> dict[int, tuple[bool, str]]:
    """The instructions still read as printed text whose marks are stated or show (see the
    module), whether their text restates the target whole (their sentence or the legend says
    `to read`), and why they are flagged."""
    governed = _governed(instructions, text)
    out: dict[int, tuple[bool, str]] = {}
    for index, item in enumerate(instructions):
        if item.verb not in MARKABLE:
            continue
        # Marks stated only by a legend opening the new text make the instruction a word edit.
        opens = _legend_opens_text(item)
        to_read = TO_READ.search(item.heading) is not None
        if opens:
            out[index] = (heads_own_section(item), LEGEND_LOST)
        elif _states_marks(item.heading):
            out[index] = (to_read, LOST)
        elif struck_by_ocr(item.text):
            out[index] = (to_read, STRUCK_LOST)
        elif (letters := struck_letters(item.text)) is not None:
            out[index] = (False, letters)  # old words beside new ones: never the target's text
        elif not to_read and (pair := paired_references(item.text)) is not None:
            out[index] = (False, PAIRED_LOST.format(old=pair.deleted, new=pair.inserted))
        elif not to_read and (words := paired_words(item.text)) is not None:
            out[index] = (False, words[1])
        elif index in governed:
            out[index] = (governed[index] or to_read, LEGEND_LOST)
        elif _caps_in_prose(item.text) and not _legible_deletions(text):
            out[index] = (False, CAPS_LOST)  # marks read from the text: a word edit
    return out


def _marked_runs(text: str, marks: Sequence[MarkedRun]) -> list[MarkedRun]:
    """Every struck or inserted run the document gives: its format's, its inline marks, the
    marks of a convention it states."""
    runs = list(marks)
    if has_inline_marks(text):
        runs += inline_marks(text)
    runs += text_marks(text).runs
    return [run for run in runs if run.mark is not Mark.KEPT]


# A word in lower case glued to one in capitals (`… not more than fiveTHREE minutes`): the struck
# word beside the inserted one, whose capitals a legend names as its mark (`UPPERCASE indicates
# matter added`); the text then shows its changes, and is no restatement to enact as printed.
GLUED_CAPS = re.compile(r"\b[a-z]{2,}[A-Z]{2,}\b")
CAPS_LEGEND = re.compile(
    r"\b(?:upper[ -]?case|capitals|caps)\b[^.\n]{0,40}\b(?:added|inserted|new)", re.I
)


def _caps_glued(new_text: str, text: str) -> bool:
    """Whether the new text glues a struck word to an inserted one in capitals (`GLUED_CAPS`)
    under a legend of capitals for insertions (`CAPS_LEGEND`)."""
    return GLUED_CAPS.search(new_text) is not None and CAPS_LEGEND.search(text) is not None


def flag_lost_marks(
    instructions: Sequence[Instruction], text: str, marks: Sequence[MarkedRun]
) -> list[Instruction]:
    """The instructions, those whose sentence states marks that their new text does not hold
    made flagged word edits (see the module)."""
    out = list(instructions)
    announced = _announced(out, text)
    if not announced:
        return out
    runs = _marked_runs(text, marks)
    for index, (restates, reason) in announced.items():
        item = out[index]
        if not any(item.span.start <= run.start < item.span.end for run in runs):
            # A text that restates the target with its marks keeps its verb (flagged), but a
            # chapter whose own sentence says its changes are marked: a marked edit of words
            # of the chapter, never the chapter replaced by what is printed.
            keeps = restates and not (item.verb is Verb.REPLACE_CHAPTER and reason == LOST)
            keeps = keeps and not _caps_glued(item.text, text)  # `fiveTHREE`: marked words
            verb = item.verb if keeps else Verb.WORD_EDIT
            part = fragment_part(item) if verb is Verb.WORD_EDIT else None
            targets = item.targets if part is None else (part,)  # the part its text gives
            out[index] = replace(item, verb=verb, targets=targets, flags=(*item.flags, reason))
            pair = paired_references(item.text) if reason.startswith("two references") else None
            if pair is not None:  # the words a person applies, kept (flagged: never applied)
                out[index] = replace(out[index], edits=(pair,), struck=(pair.deleted,))
            new = new_after_struck(item.text) if reason == STRUCK_LOST else None
            if new is not None and verb is Verb.WORD_EDIT:  # inserted; the struck ones unread
                out[index] = replace(out[index], edits=(WordEdit("", "", new, ""),))
    return out
