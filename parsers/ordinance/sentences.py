"""Amending sentences: where they are in a section's text, and what their words say.

An ordinance section may open with a title (`SECTION 1. REPEAL OF … Streets.`), a sentence that
amends nothing (`The recitals above are incorporated herein as findings of fact.`) and only then
the amending sentence (`Section 15-3-5 of the Land Management Code is hereby repealed.`). The
sentence runs from the end of the previous sentence (or paragraph) to `as follows:` / `to read:`
(the new text follows) or to its own full stop. Quoted new text (`> …` lines) is never searched.

`read_sentence` splits one sentence into its verb, the phrase that names the target and the words
after the verb, in the three grammatical forms drafters use: passive (`Section X is amended to
read`), imperative (`Amend Section X to read as follows:`) and participle (`Ordinance 2025-20 is
hereby adopted, amending Section X of the City Code as shown in Exhibit A.`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from parsers.ordinance.glued_words import RUN_TOGETHER, unglued
from parsers.ordinance.sentence_ends import INSTRUCTION_END as INSTRUCTION_END
from parsers.ordinance.sentence_ends import STOP as STOP
from parsers.ordinance.sentence_ends import sentence_end, sentence_start
from parsers.ordinance.verb_lines import (
    verb_line_end,
    verb_line_reading,
    verb_lines,
    without_opening,
)

# The verb of a passive instruction: `is amended`, `are hereby added`, `shall be repealed`, `is
# hereby adopted`, `shall be, and it is hereby, amended` (Kentucky), `is renumbered`, `is hereby
# further amended`, `is created`, `shall be re-titled "Zoning Fee Schedule" and amended` (the new
# title a restatement gives its section); the subjunctive of an ordaining clause (`… THAT §2-125 …
# BE AMENDED AND REENACTED`), but never after a modal (`may be amended` is a rule of the code, not
# an instruction); `shall be inserted` (where, the instruction decides); and `Section X shall read
# as follows`, an amendment that names no verb. What precedes it names the target. The auxiliary
# may close a comma-set formula (`be, and the same hereby is, amended`; a text layer that drops the
# blank after a comma prints `is,amended`). OCR reads `shall be` as `shall he` (no English sentence
# says `shall he repealed`), a speck after `hereby` as `&` or as an apostrophe in the blank
# (`is hereby'amended`, Tamarac's scan), and `amended to` as `amende5to` (Lodi 253). `herewith`
# stands for `hereby` (Minnesota), its middle letters OCR'd at times (`is he1~with amended`).
# (The leading look-ahead lets the engine pass over every position that starts no auxiliary.)
PASSIVE = re.compile(
    r"(?=[iasbIASB])\b(?:is|are|shall(?:\s+[bh]e)?|(?<!may\s)(?<!not\s)(?<!can\s)(?<!must\s)(?<!will\s)"
    r"(?<!to\s)(?<!ould\s)be)(?:\s+|,\s*)(?:he(?:reby|\S\Swith)(?:[,&]?\s+|['’]\s*))?(?:further\s+|re-?titled\s+[\"“][^\"”\n]{1,80}[\"”],?\s+and\s+)?(?:to\s+(?=read\b))?(?P<verb>amended|repealed|deleted|"
    r"rescinded|added|adopted|enacted|created|inserted|re[ \t]?-?[ \t]?numbered|redesignated|"
    r"struck|stricken|eliminated|vacated|"
    r"supplemented|revised|re-?adopted|rewritten(?=\s+to\s+read)|arnended|"
    r"(?:modified|changed)(?=\s+(?:to\s+read|in\s+its\s+entirety|as\s+follows|to\s+[\"“]|"
    r"to\s+(?:add\s+)?the\s+following\s*:))|"
    r"replaced(?=\s+(?:in\s+its\s+entirety\s+)?(?:with|by)\s+the\s+following)|"
    r"read(?=\s+as\s+follows)|amende5(?=to\s+read\b))(?:\b|[lI|](?=[\s,.;:])|(?<=5))",
    re.IGNORECASE,
)
# (OCR may glue a speck to the verb before its comma: `is hereby amendedl,by adding`.)
# Passive verbs read as another: `shall read as follows` (`is to read as follows`, Iowa) amends;
# `supplemented by enacting new Section X` (Ohio, Pennsylvania codified ordinances) amends by
# adding; `is hereby revised as follows` (Arizona) amends; `which are readopted to read as follows`
# (Nebraska) restates, and so amends, what it names; `is hereby rewritten to read:` (North Carolina
# session laws) replaces what it names; `arnended` is OCR's `amended` (`m` read as `rn`); `is hereby
# modified (changed) to read`, `shall be changed to (add) the following:`, `is replaced in its
# entirety with the following:` amend what they name; so does
# `the figure "$50" is changed to "$75"` (a word edit whose subject quotes the old words).
# `is hereby struck (stricken, eliminated)` deletes what it names; `vacated` is kept apart (a
# street is vacated, not law: a section `vacated` is a removal no form settles, flagged).
# A division of a code named with its keyword and number (`Section 4-2-3`, `§ 12-53`, `Chapter
# 4.12`): what a vacated subject must name to be law rather than land.
CODE_DIVISION = re.compile(r"(?:\b(?:Sections?|Sec\.|Chapter|Article|Title)|§)\s*[\dIVXLC]", re.I)
# What a verb printed apart (`re -numbered`, `re-numbered`) holds besides its letters.
NOT_A_LETTER = re.compile(r"[^a-z]")
PASSIVE_MEANS = {
    "read": "amended",
    "supplemented": "amended",
    "revised": "amended",
    "readopted": "amended",
    "rewritten": "amended",
    "arnended": "amended",
    "amende": "amended",
    "modified": "amended",
    "changed": "amended",
    "replaced": "amended",
    "struck": "deleted",
    "stricken": "deleted",
    "eliminated": "deleted",
}

# A restatement: `Section 111.03 …, as amended, with strikeouts for deletions …, reads as
# follows:`, `As amended, Code 1109.05 … reads in its entirety as follows:` (Ohio ordinances
# print the amended text again, marked). No auxiliary: the division's text as it reads once
# amended, an amendment of what precedes `reads`.
RESTATED = re.compile(
    r"\bas\s+amended\b.*?(?P<reads>\breads\s+(?:in\s+(?:its|their)\s+entirety\s+)?)"
    r"(?=as\s+follows\b)",
    re.IGNORECASE | re.DOTALL,
)

# An imperative instruction at the start of a sentence or after a colon: `Amend Section 9.020 to
# read as follows:`; the verb is followed by what it acts on, maybe quoted by its title (`Amend
# "Article III, Division 3, Special Districts" by adding a new Section 23-34.2 as follows:`).
# Delaware's acts go on `Further amend the initial Section 5 of the … Charter by inserting …`
# and name a charter as the body amended (`Amend the Charter of the City New Castle, … in the
# initial Section 5 thereof by striking …`).
IMPERATIVE = re.compile(
    r"(?:^|(?<=[.:;]))[ \t]*(?:Further\s+)?"
    r"(?P<verb>Amend|Add|Repeal|Delete|Renumber|(?<=Further )(?:amend|add|repeal|delete))\s+"
    r"(?=[\"“]?(?:the\s+)?(?:(?:initial|said)\s+)?"
    r"(?:Sections?|Subsections?|Chapters?|Title|Article|Table|Charter|§|\d))",
    re.MULTILINE,
)

# `is hereby adopted, amending Section X …`: the participle is the amending verb and the target
# follows it. So in a charter-amendment resolution (Maryland), in the body's own voice: `the
# Council hereby recommends amending Section 7 of the Charter … to read as follows` (a finding
# that someone `recommends amending` is no instruction).
PARTICIPLE = re.compile(
    r"\b(?:(?:is|are)\s+(?:hereby\s+)?(?:adopted|enacted|approved|passed),?|"
    r"hereby\s+(?:recommends?|proposes?))\s+"
    r"(?P<verb>amending|repealing|adding|enacting|renumbering)\b",
    re.IGNORECASE,
)

# The enacting body's own voice, in a document whose one operative sentence has no passive: `the
# Town Council … does hereby adopt the Specific Plan …`, `the Council do hereby amend Section 4`.
# What follows the verb names the target. The present tense too, for amending only (`The City
# Council … hereby amends Chapter 3 … of the City Charter by deleting …`, Mounds View MN): a
# removal in that voice is left to the sentences that say `repealed`. An enacting clause that
# approves an amendment it sets out (`be it ordained that the City Council … does hereby approve of
# the amendment of … section 15.24.040 as follows:`, California pleading paper) amends what follows.
ACTIVE = re.compile(
    r"(?=[dhDH])\b(?:(?:does|do)\s+hereby\s+(?:(?P<verb>adopt|amend|repeal|enact)"
    r"|approve\s+(?:of\s+)?the\s+(?P<verb4>amendment)\s+of)|hereby\s+(?P<verb3>amends))\b",
    re.IGNORECASE,
)
_ACTIVE_VERBS = {
    "adopt": "adopted",
    "amend": "amended",
    "repeal": "repealed",
    "enact": "enacted",
    "amends": "amended",
    "amendment": "amended",
}

SEARCH_CHARS = 1500  # how far into a section an amending sentence is looked for


# A word broken at the end of a line (`subdi-` / `vision`): joined when read.
# In capitals too (`COM-` / `MISSION`): OCR'd ordinance books print whole pages in capitals.
# Matched from the hyphen (a literal start), the letter before it checked after it: a pattern
# that opens on a look-behind is tried at every character.
LINE_HYPHEN = re.compile(
    r"-(?:(?<=[a-z]-)[ \t]*\n[ \t]*(?=[a-z])|(?<=[A-Z]-)[ \t]*\n[ \t]*(?=[A-Z]{2}))"
)


# The same break where the line ends became a blank (a records system that prints the scan's
# OCR on one line: `by deleting said section and insert- ing in lieu thereof`): a lower-case
# word's hyphen, blanks, then lower-case letters that are no word a suspended compound goes on
# with (`two- or three-family`, `single- and multi-family`, `pre- to post-`). Never inside
# quotation marks: quoted words are a word edit's, matched as printed.
FLAT_HYPHEN = re.compile(r"-(?<=[a-z]-)[ \t]+(?!(?:and|or|nor|to|through|thru)\b)(?=[a-z])")
# A quotation mark, straight or curly: where quoted words start or end.
QUOTE_MARK = re.compile(r"[\"“”]")


def sentence_words(raw: str) -> str:
    """A sentence as one line: words broken at line ends joined, whitespace runs collapsed."""
    pieces = QUOTE_MARK.split(LINE_HYPHEN.sub("", raw))
    marks = QUOTE_MARK.findall(raw)
    # Outside quotes, a verb phrase OCR ran together is parted (`isherebyrepealed`: `glued_words`).
    joined = [
        unglued(FLAT_HYPHEN.sub("", one)) if n % 2 == 0 else one for n, one in enumerate(pieces)
    ]
    words = joined[0] + "".join(mark + one for mark, one in zip(marks, joined[1:], strict=True))
    return " ".join(words.split())


@dataclass(frozen=True, slots=True)
class Reading:
    """One instruction sentence, split at its verb."""

    verb: str  # `amended`, `repealed`, `added`, `adopted`, `renumbered`… (lower case)
    phrase: str  # the words that name the target
    tail: str  # the words after the verb (`to add Section X to read as follows:`)
    form: str  # `passive`, `imperative`, `participle`


_IMPERATIVE_VERBS = {
    "amend": "amended",
    "add": "added",
    "repeal": "repealed",
    "delete": "deleted",
    "renumber": "renumbered",
}
_PARTICIPLES = {
    "amending": "amended",
    "repealing": "repealed",
    "adding": "added",
    "enacting": "added",
    "renumbering": "renumbered",
}
# The words after an imperative's target: `to read`, `as follows`, `, as amended by …,`.
IMPERATIVE_TAIL = re.compile(r"\s+(?:to\s+read|as\s+follows|by\s+(?:adding|deleting))\b", re.I)


def read_sentence(sentence: str) -> Reading | None:
    """The verb, target phrase and tail of one instruction sentence (None: no amending verb).

    A participle (`adopted, amending X`) wins over its passive; an imperative wins when the
    passive's phrase names nothing (`The following Section is hereby amended: Amend Section X`).
    A verb line's sentence (`AMENDING: City Code, Sec. 29-1, …`) is read without its opening,
    whose verb stands when the words name none (`verb_lines`).
    """
    if (opened := without_opening(sentence)) != sentence:
        line = verb_line_reading(sentence)
        reading = read_sentence(opened)
        return reading or (None if line is None else Reading(*line, "imperative"))
    participle = PARTICIPLE.search(sentence)
    if participle is not None:
        verb = _PARTICIPLES[participle.group("verb").lower()]
        return Reading(verb, sentence[participle.end() :], "", "participle")
    passive = PASSIVE.search(sentence)
    imperative = IMPERATIVE.search(sentence)
    if imperative is not None and (
        passive is None or passive.start() > imperative.start() or _names_nothing(passive, sentence)
    ):
        rest = sentence[imperative.end() :]
        cut = IMPERATIVE_TAIL.search(rest)
        phrase, tail = (rest[: cut.start()], rest[cut.start() :]) if cut else (rest, "")
        verb = _IMPERATIVE_VERBS[imperative.group("verb").lower()]
        return Reading(verb, phrase, tail, "imperative")
    if passive is None:
        restated = RESTATED.search(sentence)
        if restated is None:
            return _active(sentence)
        phrase = sentence[: restated.start("reads")]  # what is restated, not `reads …`
        return Reading("amended", phrase, sentence[restated.end() :], "passive")
    verb = NOT_A_LETTER.sub("", passive.group("verb").lower())  # `re -numbered` (OCR)
    verb = PASSIVE_MEANS.get(verb, verb)
    if verb == "vacated" and CODE_DIVISION.search(sentence, 0, passive.start()) is None:
        return None  # a street, an alley, a plat vacated: no law changes
    return Reading(verb, sentence[: passive.start()], sentence[passive.end() :], "passive")


def _active(sentence: str) -> Reading | None:
    active = ACTIVE.search(sentence)
    if active is None:
        return _lost_auxiliary(sentence)
    rest = sentence[active.end() :]
    cut = IMPERATIVE_TAIL.search(rest)
    phrase, tail = (rest[: cut.start()], rest[cut.start() :]) if cut else (rest, "")
    verb = active.group("verb") or active.group("verb3") or active.group("verb4")
    return Reading(_ACTIVE_VERBS[verb.lower()], phrase, tail, "active")


# A passive whose auxiliary the print or OCR lost, the participle after the comma that closes its
# subject and before what it does (`The Municipal Code of Iowa City, Iowa, amended by adding the
# following section to Chapter 4.21.`). Only `amended … by adding/inserting/enacting`: a lost
# auxiliary never reads as a removal.
LOST_AUXILIARY = re.compile(
    r",\s*(?:hereby\s+)?(?P<verb>amended)\s+(?=by\s+(?:adding|inserting|enacting)\b)", re.I
)

# A numbered part of a law named with what owns it, whose new wording `shall be as follows` with
# no verb (Lino Lakes MN 20A: `1. Rule 1, of said Ordinance No. 20, shall be as follows:`): an
# amendment of that part. Only a part's keyword and number, then `of said` or `of the` and its
# owner, as the whole subject, opening its sentence or line (after an item's number or `That` at
# most): `… rates for garbage collection shall be as follows:` and `The fees in Section 4 of the
# fee schedule shall be as follows:` set out the ordinance's own rules and amend nothing. The
# words `shall be as follows:` are found first (they are rare; a search for the subject over the
# whole text took as long as `PASSIVE`'s), then the subject before them is read.
SHALL_BE = re.compile(r"[Ss](?i:hall\s+be)(?=(?i:\s+as\s+follows\s*:))")
PART_SUBJECT = re.compile(
    r"(?:\A|(?<=\n)|(?<=[.:;])|(?<=[.:;]\s))[ \t]*(?:\d{1,3}[.)][ \t]+)?(?:That[ \t]+)?"
    r"(?:Rules?|Sections?|Sec\.|Articles?|(?:Sub)?paragraphs?|Subsections?|"
    r"Subdivisions?)\s+[\w.()-]*\d[\w.()-]*,?\s+of\s+(?:said|the)\s+[^:;]{1,120}?,?\s+$",
    re.IGNORECASE,
)
SUBJECT_CHARS = 200


def part_shall_be(text: str, start: int = 0, stop: int | None = None) -> list[int]:
    """Where each `shall be` of `text[start:stop]` whose subject is a numbered part of a law
    (`PART_SUBJECT`) begins."""
    end = len(text) if stop is None else stop
    return [
        m.start()
        for m in SHALL_BE.finditer(text, start, end)
        if PART_SUBJECT.search(text, max(start, m.start() - SUBJECT_CHARS), m.start())
    ]


def _lost_auxiliary(sentence: str) -> Reading | None:
    lost = LOST_AUXILIARY.search(sentence)
    if lost is None:
        part = part_shall_be(sentence)
        if not part:
            return None
        verb = SHALL_BE.match(sentence, part[0])
        tail = sentence[verb.end() :] if verb else ""
        return Reading("amended", sentence[: part[0]], tail, "passive")
    if lost.start() > 0 and sentence[: lost.start()].rstrip().endswith(" as"):
        return None
    return Reading("amended", sentence[: lost.start()], sentence[lost.end() :], "passive")


# A section's caption that opens with a participle and no auxiliary (`Section 1. Amending Chapter
# 2, Article 12, Section 3 of the Revised Ordinances … to extend the deadline …`, New Mexico), its
# new text following: the participle is the verb, what follows it the target. Only the caption of
# a section whose other sentences amend nothing reads so (`choosing.choose`); never `Repealing`:
# a caption describes, and law is removed only by a sentence that says so.
CAPTION_PARTICIPLE = re.compile(
    r"^\s*(?P<verb>Amending|Adding|Enacting|Renumbering)\s+"
    r"(?=(?:the\s+)?(?:Sections?|Subsections?|Chapters?|Title|Article|§)\s*\d)"
)


def read_caption(sentence: str) -> Reading | None:
    """A caption's participle and its target (`CAPTION_PARTICIPLE`), or None."""
    found = CAPTION_PARTICIPLE.match(sentence)
    if found is None:
        return None
    verb = _PARTICIPLES[found.group("verb").lower()]
    return Reading(verb, sentence[found.end() :], "", "caption")


# A phrase that names a target: a number, a section sign or a table.
NAMES_SOMETHING = re.compile(r"\d|§")


def _names_nothing(passive: re.Match[str], sentence: str) -> bool:
    return NAMES_SOMETHING.search(sentence[: passive.start()]) is None


# `reads as follows`, `reads in its entirety as follows`: a restatement's verb (see RESTATED).
READS_AS = re.compile(r"\breads\s+(?:in\s+(?:its|their)\s+entirety\s+)?as\s+follows\b", re.I)
# `as amended`: what makes a sentence that `reads as follows` a restatement of an amendment.
AS_AMENDED = re.compile(r"\bas\s+amended\b", re.I)


def _restates(text: str, floor: int, reads: re.Match[str]) -> bool:
    """Whether `reads as follows` closes a restatement: its sentence says `as amended`."""
    first = sentence_start(text, floor, reads.start())
    return AS_AMENDED.search(text, first, reads.start()) is not None


def _line_start_before(text: str, floor: int, at: int) -> int:
    """Where the line holding offset `at` starts, when only blanks stand before `at` on it (an
    imperative opening its line opens its sentence: the line above, a heading without a full
    stop, is no part of it); else `floor`."""
    line = text.rfind("\n", floor, at) + 1
    return line if line > floor and not text[line:at].strip() else floor


def _quoted(text: str, at: int) -> bool:
    line_start = text.rfind("\n", 0, at) + 1
    return text[line_start:at].lstrip().startswith(">")


def amending_sentences(text: str, start: int, end: int) -> list[tuple[int, int]]:
    """The spans of the amending sentences in `text[start:end]` (not in quoted new text), in
    order; each span ends where the new text (if any) begins."""
    stop = min(end, start + SEARCH_CHARS)
    spans: list[tuple[int, int]] = []
    verbs = sorted(
        [(m.start(), False) for m in PASSIVE.finditer(text, start, stop)]
        + [(m.start("verb"), True) for m in IMPERATIVE.finditer(text, start, stop)]
        + [(m.start(), False) for m in ACTIVE.finditer(text, start, stop)]
        + [(m.start(), False) for m in PARTICIPLE.finditer(text, start, stop)]
        + [(m.start("verb"), False) for m in LOST_AUXILIARY.finditer(text, start, stop)]
        + [(at, False) for at in part_shall_be(text, start, stop)]
        + [(m.start(), False) for m in RUN_TOGETHER.finditer(text, start, stop)]
        + [(at, True) for at in verb_lines(text, start, stop)]
        + [
            (m.start(), False)
            for m in READS_AS.finditer(text, start, stop)
            if _restates(text, start, m)
        ]
    )
    covered = start
    for at, imperative in verbs:
        if at < covered or _quoted(text, at):
            continue
        first = sentence_start(text, start, at)
        if imperative:  # `AMENDMENTS TO THE CODE` / `Amend Section 9.020 …`: a line it starts
            first = max(first, _line_start_before(text, first, at))
        last = sentence_end(text, at, end, imperative)
        if imperative and (line_end := verb_line_end(text, at, end)) is not None:
            last = line_end  # `1. AMENDING: City Code, Sec. 27-1. Dogs … Subd. 10 …:`
        spans.append((first, last))
        covered = last
    return spans
