"""Word edits stated in words: "by striking out the words "X" and inserting in place thereof
the words "Y"", "by deleting "X"", "by adding "X" after the word "Y"".

The quoted words are the change; the engine applies it only where they occur once in the
target's text (corpus/engine/apply_word_edit.py). A sentence is read as a WORD_EDIT only when it
is read completely: each side quotes exactly one phrase and says nothing else but filler (`out
the words`, `in place thereof`); otherwise it is a word edit without its words, flagged, and a
person applies it.
"""

from __future__ import annotations

import itertools
import re
from dataclasses import replace

from parsers.ordinance.building import Context, make_instruction
from parsers.ordinance.choosing import Chosen
from parsers.ordinance.deletions import replaced_definition
from parsers.ordinance.headings import ROMAN
from parsers.ordinance.lists import listed_parts
from parsers.ordinance.targets import TargetPhrase, parse_target_phrase
from parsers.ordinance.verbs import NAMED_PART
from parsers.ordinance_records import Instruction, Target, TargetKind, Verb, WordEdit

# `by deleting "X" and inserting "Y"`, `by striking … and substituting …`, `by repealing the
# word "X" and replacing with the word "Y"`: a word-level edit. (`by repealing Item C` repeals a
# part: only `repealing the word(s)` is a word edit.)
WORD_EDIT = re.compile(
    r"\bby\s+(?:deleting|striking|removing|repealing(?=\s+the\s+(?:words?|phrase)\b))\b(?P<deleted>.*?)"
    r"(?:\band\s+(?:inserting|substituting|adding|replacing)\b(?P<inserted>.*))?$",
    re.I | re.S,
)

# A word edit whose deleted words are the whole target and whose inserted words are the text that
# follows (`by deleting said section in its entirety and substituting in lieu thereof the
# following`, `by striking it in its entirety and inserting …`, `by deleting the entire section as
# currently drawn and inserting in its place the following`): a replacement of the target.
WHOLE_STRUCK = re.compile(
    r"^\s*(?:out\s+)?(?:(?:said|the|this|such)\s+(?:entire\s+)?(?:section|subsection|paragraph)|it|"
    r"the\s+same)(?:\s+as\s+(?:currently|presently|now)\s+(?:drawn|written|worded|in\s+effect))?"
    r"(?:\s+in\s+its\s+entirety)?\s*,?\s*$",
    re.I,
)
WHOLE_INSERTED = re.compile(
    r"^\s*(?:in\s+(?:(?:lieu|place)\s+thereof|its\s+place)\s*,?\s*)?(?:the\s+following|"
    r"(?:a\s+)?new\s+(?:code\s+)?section)\b",
    re.I,
)


def restates_whole(edit: re.Match[str]) -> bool:
    """`by deleting said section in its entirety and substituting in lieu thereof the following`:
    the target struck whole and the following text put in its place (`WHOLE_STRUCK`)."""
    inserted = edit.group("inserted") or ""
    return bool(WHOLE_STRUCK.match(edit.group("deleted")) and WHOLE_INSERTED.match(inserted))


# One quoted phrase with the filler words before it (`the words "thirty days"`): a side of a
# word edit whose other side follows (the forms below quote both sides).
_ONE_QUOTED = r"(?:[^\"“”]{0,40}?[\"“”][^\"“”]+[\"“”])"
# The new words first, the old after `for` (`by substituting "sixty" for "thirty"`, `by inserting
# "sixty" in place of "thirty"`), or the old first and the new after `with`/`to`/`by`
# (`by replacing "thirty" with "sixty"`, `by changing "thirty" to "sixty"`, or right after the
# verb without `by`: `shall be amended changing "November, 1986" to "November, 1996."`): the
# same word edit in the orders drafting manuals give it. Both sides quote, or the form is not
# this one.
NEW_FOR_OLD = re.compile(
    rf"\bby\s+(?:substituting|inserting)\s+(?P<inserted>{_ONE_QUOTED})\s+(?:for|in\s+place\s+of|"
    rf"in\s+lieu\s+of)\s+(?P<deleted>{_ONE_QUOTED}\s*\.?)\s*$",
    re.I | re.S,
)
OLD_TO_NEW = re.compile(
    rf"(?:\bby\s+|^\s*)(?:replacing|changing)\s+(?P<deleted>{_ONE_QUOTED})\s+(?:with|to|by)\s+"
    rf"(?P<inserted>{_ONE_QUOTED}\s*\.?)\s*$",
    re.I | re.S,
)

# The old words, then the new after `with`, in a sentence that says more than `OLD_TO_NEW` reads
# (`by replacing the title "auditor" with that of "internal auditor" and by replacing …`, `by
# replacing the phrase "board of commissioners" or "board" … where the same refers to …, with
# that of "city council."`): a word edit read in part, flagged, its quoted words kept.
REPLACING_WORDS = re.compile(
    r"\bby\s+(?:replacing|changing)\s+(?P<deleted>[^\"“”]{0,40}?[\"“”].*?)\s*,?\s+with\s+"
    r"(?P<inserted>.*)$",
    re.I | re.S,
)

# The old words as the sentence's subject (`…, the figure "$50"` before `is changed`), and the new
# ones as all its tail says (`to "$75".`): the same edit as `by changing "$50" to "$75"`.
QUOTED_SUBJECT = re.compile(rf"(?P<old>{_ONE_QUOTED})\s*,?\s*$")
TO_QUOTED = re.compile(r"^\s*to\s+(?:read\s+)?(?P<new>[\"“”][^\"“”]+[\"“”]\s*\.?)\s*$", re.I)
SUBJECT_FILLER = re.compile(
    r"^[\s,]*(?:the\s+(?:words?|figures?|numbers?|phrase|terms?)\s*)?", re.I
)


# The quotation marks both subject patterns need (a phrase without one quotes nothing).
QUOTE_MARKS = ('"', "“", "”")
# The same subject printed first, the target after it (`The word "thirty" in Section 4-2-3`).
LEADING_QUOTED = re.compile(
    r"^\s*(?P<called>the\s+(?:words?|figures?|numbers?|phrase|terms?)\s+)?"
    r"(?P<old>[\"“”][^\"“”]+[\"“”])"
    r"\s*,?\s+(?:in|of|from)\s+(?=(?:the\s+)?(?:sub)?(?:section|paragraph|chapter)|§)",
    re.I,
)
# Verbs that remove what their subject names (`struck`, `stricken`, `eliminated` read `deleted`):
# with quoted words as the subject, they delete those words, never the section named beside them.
REMOVING_VERBS = frozenset({"deleted", "repealed", "rescinded"})
# A removal's tail that says nothing more (`.`, `therefrom`, `from said section`).
PLAIN_REMOVAL_TAIL = re.compile(
    r"^\s*(?:therefrom|from\s+(?:said|the|this|such)\s+(?:sub)?(?:section|paragraph))?\s*\.?\s*$",
    re.I,
)


def _subject_words(phrase: str) -> tuple[str, bool] | None:
    """The quoted words a sentence's subject names (`…, the figure "$50"`, `The word "thirty" in
    Section 4-2-3`), quotes kept, and whether it calls them words (`the word(s)`, `the figure`:
    else the quote may be the target's title, `Section 4-2-3, "Permits",`); None when its
    subject quotes none."""
    if not any(mark in phrase for mark in QUOTE_MARKS):
        return None  # no quote: no quoted subject (the patterns need not run)
    subject = QUOTED_SUBJECT.search(phrase)
    if subject is not None:
        old = subject.group("old")
        old = old[old.rfind(",") + 1 :]  # the words after the target's clause (`In Section X, `)
        filler = SUBJECT_FILLER.match(old)
        called = filler is not None and bool(filler.group(0).strip(" ,"))
        return old[filler.end() if filler else 0 :], called
    leading = LEADING_QUOTED.match(phrase)
    return None if leading is None else (leading.group("old"), bool(leading.group("called")))


def stated_word_edit(tail: str, phrase: str = "", verb: str = "amended") -> re.Match[str] | None:
    """The word edit a sentence states: in its tail (`WORD_EDIT`, or one of its other orders:
    `NEW_FOR_OLD`, `OLD_TO_NEW`), unless it strikes the whole target to put the following text
    in its place (`restates_whole`: a replacement); or as its subject's quoted words changed
    (`… "$50" is changed to "$75"`) or removed (`… the words "or lessee" are hereby deleted`:
    a deletion of those words, never of the section named beside them)."""
    subject = _subject_words(phrase)
    if subject is not None:
        old, called = subject
        new = TO_QUOTED.match(tail)
        if new is not None and verb == "amended":
            return OLD_TO_NEW.search(f"by changing {old} to {new.group('new')}")
        if called and verb in REMOVING_VERBS and PLAIN_REMOVAL_TAIL.match(tail):
            return WORD_EDIT.search(f"by deleting {old}")
    if verb != "amended":
        return None
    for form in (NEW_FOR_OLD, OLD_TO_NEW):
        if (edit := form.search(tail)) is not None:
            return edit
    edit = WORD_EDIT.search(tail) or REPLACING_WORDS.search(tail)
    return None if edit is None or restates_whole(edit) else edit


# A quoted phrase (straight or curly double quotes): the words of a word edit stated in words.
QUOTED = re.compile(r"[\"“”](?P<words>[^\"“”]+)[\"“”]")
# What may stand around the quoted words of a word edit stated in words and say nothing more:
# `out the words`, `therefrom the phrase`, `in place thereof the words`, `in lieu thereof`.
QUOTE_FILLER = re.compile(
    r"(?:[\s,;:.]|\b(?:out|therefrom|thereof|in\s+(?:place|lieu)\s+thereof|in\s+(?:its|their)\s+"
    r"(?:place|stead)|the|words?|phrase|"
    r"terms?|figures?|numbers?|language|text)\b)*",
    re.I,
)
# `by adding "below the requirements" after the word "reduced"`, `by inserting the words "or
# lessee" immediately before "shall"`, `to add the word "maximum" after the word "estimated."`:
# words inserted beside quoted words (`where` is after or before; the phrase ends the clause, its
# closing quote lost when the sentence was cut at the period inside it). OCR may leave a speck
# read as `I` after `by`.
INSERTED_AT = re.compile(
    r"\b(?:by|to)\s+(?:[lI|!]\s+)?(?:adding|inserting|add|insert)\s+(?:the\s+words?\s+|the\s+phrase\s+)?"
    r"[\"“”](?P<inserted>[^\"“”]+)[\"“”]\s*,?\s+(?:immediately\s+)?(?P<where>after|following|before|"
    r"preceding)\s+(?:the\s+(?:words?|phrase)\s+)?[\"“”](?P<anchor>[^\"“”]+?)(?:[\"“”]|\.?\s*$)",
    re.I,
)
# The same with the place first: `by inserting after the word "permit" the words "or license"`.
INSERTED_AT_FIRST = re.compile(
    r"\bby\s+(?:adding|inserting)\s+(?:immediately\s+)?(?P<where>after|following|before|"
    r"preceding)\s+(?:the\s+(?:words?|phrase)\s+)?[\"“”](?P<anchor>[^\"“”]+)[\"“”]\s*,?\s+"
    r"(?:the\s+(?:words?|phrase)\s+)?[\"“”](?P<inserted>[^\"“”]+)[\"“”]",
    re.I,
)
AFTER_WORDS = frozenset({"after", "following"})
# `…, so that said section, as amended, shall read as follows:` after the inserted words: the
# section restated once changed (the text that follows), no further change.
SO_THAT_READS = re.compile(
    r",?\s*so\s+that\s+(?:said|the|such)\s+(?:section|paragraph|subsection|clause)\b[^\"“”]*?"
    r"\bread(?:s)?\s+as\s+follows\s*:?\s*$",
    re.I,
)
# Inserted words whose opening quote an OCR dropped (`the words seven thousand five hundred,"`):
# filler, then the words up to the one closing quote that ends the part.
OPENING_LOST = re.compile(r"(?P<filler>[^\"“”]*?\bwords?\s+)(?P<words>[^\"“”]+?),?[\"”]\s*$", re.I)
# A part of a section numbered in Roman numerals (a code's appendix, an old zoning or subdivision
# ordinance: `subsection (c)(4) Sidewalks, of Section IV`): its labels, then its section.
ROMAN_SECTION_PART = re.compile(
    r"\bsubsection\s+(?P<labels>(?:\(\s?[A-Za-z0-9]{1,4}\s?\))+)[^,;:()]{0,40}?,?\s+of\s+"
    rf"Section\s+(?P<section>(?-i:{ROMAN}))\b",
    re.I,
)
# A description that names a part of the code by its keyword.
PART_WORD = re.compile(r"\b(?:sub)?(?:section|paragraph)s?\s+[\d(]", re.I)
# The words a deletion described in words strikes, printed after its sentence in brackets
# (`… which provides as follows:` then `[...in single-family residential areas. …]`): kept for the
# person who applies the flagged edit.
STRUCK_BELOW = re.compile(r"\s*\[\s*(?:\.{3}|…)?\s*(?P<words>[^\[\]]{1,2000}?)\s*\]")
# What separates the parts of a code number (`60.25`, `5-2-7`): its first part is the chapter.
NUMBER_PARTS = re.compile(r"[.\-]")


def _one_quote(part: str) -> str | None:
    """The words of the only quoted phrase of `part`, None when it quotes none or several or
    says more than where they go (`in subsection (c)`, `wherever it appears`: the sentence is
    then not read completely, and a person applies it)."""
    quotes = QUOTED.findall(part)
    if len(quotes) != 1 or not quotes[0].strip():
        return None
    if QUOTE_FILLER.fullmatch(QUOTED.sub(" ", part)) is None:
        return None
    return " ".join(quotes[0].split())


def _part_described(words: str, context: Context) -> tuple[Target, ...]:
    """The part a word edit's description names when its subject names none (`Appendix B … is
    hereby amended by deleting the last sentence of subsection (c)(4) Sidewalks, of Section IV
    therein`): the code's number of it, or its Roman section's path (`IV(c)(4)`); () else. The
    edit stays flagged: a person applies the words."""
    roman = ROMAN_SECTION_PART.search(words)
    if roman is not None:
        labels = "".join(roman.group("labels").split())
        return (Target(TargetKind.SUBSECTION, roman.group("section") + labels),)
    if PART_WORD.search(words) is None:
        return ()
    return parse_target_phrase(words, context.title, context.style, context.scheme).targets


def quote_lost(part: str, restated: str) -> str | None:
    """Inserted words whose opening quote is lost (`OPENING_LOST`), taken only when the section
    restated after the sentence prints them: then they are certainly the words inserted."""
    lost = OPENING_LOST.fullmatch(part)
    if lost is None or QUOTE_FILLER.fullmatch(lost.group("filler")) is None:
        return None
    words = " ".join(lost.group("words").split())
    return words if words and words in " ".join(restated.split()) else None


def word_edit(chosen: Chosen, key: str, context: Context, edit: re.Match[str]) -> Instruction:
    """`… is amended by striking out the words "X" and inserting in place thereof the words
    "Y"`: a WORD_EDIT when each side quotes exactly one phrase (the engine then changes X only
    where it occurs once); otherwise a word edit without its words, named and flagged: a
    person applies it."""
    deleted = " ".join((edit.group("deleted") or "").split()).strip(" ,")
    inserted = " ".join((edit.group("inserted") or "").split()).strip(" ,:")
    inserted = SO_THAT_READS.sub("", inserted)
    listed = listed_parts(chosen.reading.phrase, context.style) if chosen.reading else ()
    if listed:  # `Sections 1-2, 2-175.1(f), 2-325(b) and (e) … be amended by replacing …`
        chosen = replace(chosen, named=TargetPhrase(listed, chosen.named.title, ()))
    if (definition := replaced_definition(chosen, key, context, deleted, inserted)) is not None:
        return definition
    quoted = _one_quote(deleted)
    new_words = _one_quote(inserted) if inserted else ""
    if new_words is None and quoted is not None:
        new_words = quote_lost(
            inserted, context.text[chosen.section.heading_end : chosen.section.end]
        )
    if quoted is not None and new_words is not None:
        if new_words.endswith(".") and not quoted.endswith("."):
            new_words = new_words[:-1]  # the sentence's period, printed inside its closing quote
        change = WordEdit("", quoted, new_words, "")
        return stated_edit(chosen, key, context, change, deleted + " " + inserted)
    flag = f"a word edit (deleting {deleted or '?'}; inserting {inserted or 'nothing'})"
    instruction = make_instruction(
        chosen.section,
        key,
        context,
        Verb.WORD_EDIT,
        chosen.named.targets or _part_described(deleted, context),
        "",
        target_title=chosen.named.title,
        flags=(flag + ": a person must apply it",),
    )
    below = STRUCK_BELOW.match(context.text, chosen.section.heading_end, chosen.section.end)
    if below is not None and not inserted and not QUOTED.search(deleted):
        change = WordEdit("", " ".join(below.group("words").split()), "", "")
        return replace(instruction, edits=(change,), struck=(change.deleted,))
    return with_words_read(instruction, deleted, inserted)


QUOTE_MARK = re.compile(r"[\"“”]")  # a double quote, straight or curly
# Unquoted words struck off a list, nothing inserted: `deleting therefrom, Shawnee Brave Cypress`
# (a name of capitalized words, up to eight, ending the sentence). Kept for the person who
# applies the flagged edit: without quotes, where the words end is the parser's reading only.
NAMES_STRUCK = re.compile(
    r"therefrom,?\s+(?P<words>[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*){0,7})\.?", re.UNICODE
)


def with_words_read(instruction: Instruction, deleted: str, inserted: str) -> Instruction:
    """A flagged word edit that quotes one phrase on each side but says more than the parser
    reads (`… and replacing with the word "mayor" in all references to the position of …`):
    the words read are kept for the person who applies it; the flag keeps it unapplied."""
    if len(QUOTE_MARK.findall(inserted)) % 2 and inserted.endswith("."):
        inserted += '"'  # `with that of "city council."`: the sentence was cut at its period
    struck, added = QUOTED.findall(deleted), QUOTED.findall(inserted)
    named = NAMES_STRUCK.fullmatch(deleted) if not inserted else None
    if named is not None:  # `deleting therefrom, Shawnee Brave Cypress`: a name off a list
        change = WordEdit("", named.group("words"), "", "")
        return replace(instruction, edits=(change,), struck=(change.deleted,))
    if len(added) != 1 or not struck or (len(struck) > 1 and not _alternatives(deleted)):
        return instruction
    words = [" ".join(one.split()) for one in struck]
    new_words = " ".join(added[0].split())
    if new_words.endswith(".") and not words[0].endswith("."):
        new_words = new_words[:-1]  # the sentence's period, printed inside its closing quote
    # (`"board of commissioners" or "board" or "commission"`, then `"city council"`: each
    # alternative struck, the new words printed once)
    changes = [WordEdit("", words[0], new_words, "")] + [WordEdit("", w, "", "") for w in words[1:]]
    return replace(instruction, edits=tuple(changes), struck=tuple(words))


# Between quoted alternatives of the words struck: `or`, a comma (`"board" or "commission"`).
BETWEEN_ALTERNATIVES = re.compile(r"[\"“”]\s*,?\s*(?:or\s+)?[\"“”]")


def _alternatives(deleted: str) -> bool:
    """Whether the quoted phrases of `deleted` follow one another as alternatives (`"X" or
    "Y"`), nothing else between them."""
    quotes = list(QUOTED.finditer(deleted))
    return all(
        BETWEEN_ALTERNATIVES.fullmatch(deleted[a.end() - 1 : b.start() + 1])
        for a, b in itertools.pairwise(quotes)
    )


def insertion(tail: str) -> re.Match[str] | None:
    """Words inserted beside quoted words, in either order (`INSERTED_AT`, `INSERTED_AT_FIRST`)."""
    return INSERTED_AT.search(tail) or INSERTED_AT_FIRST.search(tail)


def words_inserted(
    chosen: Chosen, key: str, context: Context, insertion: re.Match[str]
) -> Instruction:
    """`… is amended by adding "X" after the word "Y"`: a WORD_EDIT placing X beside the quoted
    words (the engine applies it only where they occur once)."""
    words = " ".join(insertion.group("inserted").split())
    # (`after the word "garages."`: the sentence's period, printed inside its closing quote)
    anchor = " ".join(insertion.group("anchor").split()).removesuffix(".")
    if insertion.group("where").lower() in AFTER_WORDS:
        change = WordEdit(anchor + " ", "", words, "")
    else:
        change = WordEdit("", "", words + " ", anchor)
    return stated_edit(chosen, key, context, change, insertion.string[insertion.end() :])


def stated_edit(
    chosen: Chosen, key: str, context: Context, change: WordEdit, where: str = ""
) -> Instruction:
    """A word edit stated in words, on the sentence's one target (else flagged); a chapter
    named as the subject gives way to the one section of it that `where`, the words after the
    change, places it in ("Chapter 60 … is amended by adding "X" after the word "reduced" in
    the first sentence of Section 60.25")."""
    targets = chosen.named.targets
    located = list(NAMED_PART.finditer(where))
    if (
        len(targets) == 1
        and targets[0].kind is TargetKind.CHAPTER
        and len(located) == 1
        and not located[0].group("labels").strip()  # a section, no part of it
        and NUMBER_PARTS.split(located[0].group("number"))[0]
        == NUMBER_PARTS.split(targets[0].id)[0]
    ):
        targets = (Target(TargetKind.SECTION, located[0].group("number")),)
    flags: tuple[str, ...] = ()
    if len(targets) != 1:
        flags = ("a word edit stated in words needs one named target: a person must apply it",)
    instruction = make_instruction(
        chosen.section,
        key,
        context,
        Verb.WORD_EDIT,
        targets,
        "",
        target_title=chosen.named.title,
        flags=flags,
    )
    struck = (change.deleted,) if change.deleted else ()
    return replace(instruction, edits=(change,), struck=struck)
