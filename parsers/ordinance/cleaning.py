"""Clean the new text of an amending instruction: what a person would read in the code.

Drafters paste text from ecode360 into ordinances and bring its page furniture with it: the
download footer (`Downloaded from https://ecode360.com/XX0000 on 2026-05-21`, sometimes followed
on the same line by the next paragraph), running headers that name a section (`§ 17.62.030`) and
the jurisdiction line (`City of Cotati, CA`). Editor's notes (`[1] Editor's Note: …`) are kept
apart from the body; the `[1]` marker in the body stays, so the note can be matched back. Headings
that the paste ran into the previous line (`… (G). § 17.38.050. General …`, or a subsection
heading after an editor's note) are put back on a line of their own.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from parsers.ordinance.literal_starts import leftmost_matches

# The ecode360 download footer, with whatever date; what follows it on the line is real text.
DOWNLOAD_FOOTER = re.compile(r"Downloaded from https?://ecode360\.com/\S*(?:\s+on\s+\S+)?[ \t]*")

# A running header line: section numbers only (`§ 17.62.030`, `§ 17.62.030 § 17.62.040`), no title.
RUNNING_SECTION_HEADER = re.compile(r"^[ \t]*(?:§[ \t]*\d+(?:\.\d+)+[ \t]*)+$", re.MULTILINE)
# How every running header line ends (its last section number): a quick test before the header's
# pattern, anchored at every line, is run (this one opens on a literal `§`).
RUNNING_HEADER_END = re.compile(r"§[ \t]*\d+(?:\.\d+)+[ \t]*$", re.MULTILINE)

# The jurisdiction line ecode360 prints on every page: `City of Cotati, CA`, `Town of X, NY`.
JURISDICTION_LINE = re.compile(
    r"^[ \t]*(?:City|Town|Village|County|Borough|Township) of [A-Z][\w .'-]{0,60}, [A-Z]{2}[ \t]*$",
    re.MULTILINE,
)
# How every jurisdiction line ends (`, CA`): a quick test (a literal `, ` start) before the line's
# pattern, anchored at every line, is run.
JURISDICTION_END = re.compile(r", [A-Z]{2}[ \t]*$", re.MULTILINE)

# An editor's note, from its `[n]` marker (if any) to the end of the line or to a subsection
# heading (`E. Temporary …`) that the paste ran onto the same line.
# Searched from its words (`NOTE_WORDS`, a literal start), the marker before them taken after
# (`NOTE_MARKER`): a pattern that opens on an optional marker is tried at every character.
NOTE_WORDS = re.compile(r"Editor['’]s Note:[^\n]*?(?=[ \t]+[A-Z]\.[ \t]+[A-Z][a-z]|\n|$)")
NOTE_MARKER = re.compile(r"\[\d{1,3}\][ \t]*\Z")  # `[1] ` right before the note's words

# The spaces before a `§ 17.38.050. Title.` section heading that does not start its line (the
# previous section's last sentence ran into it); replaced by a line break. Only headings with a
# title: a bare `§ n` is a cross-reference. (At the start of a line the break it leaves is an
# empty line, dropped afterwards, so no look-behind is needed.)
# Matched from the `§` (a literal start: far fewer tries than from every space); `_break_before`
# takes the spaces before it.
MIDLINE_SECTION_HEADING = re.compile(r"§(?=[ \t]*\d+(?:\.\d+){2}\.?[ \t]*[A-Z])")

# A subsection label the paste ran into the previous paragraph: `… will be maintained. b. Individual
# utility …`, `… information; and ii. Project Information.` — after a sentence or clause end
# (with a trailing `and`/`or` kept on the previous line), a label, then a capitalized word.
# Only a label that continues the sequence already open is split off (see `split_inline_labels`),
# so `Ord. 766`, `U.S. Code` or a stray `A.` inside a sentence stay where they are.
# One pattern for each stop (`.`, `;`, `:`), each opening on its literal (far faster to search
# than a class of the three), their matches taken in text order (`leftmost_matches`).
INLINE_LABELS = tuple(
    re.compile(
        rf"(?P<end>{re.escape(stop)}[ \t]+(?:(?:and|or)[ \t]+)?)"
        r"(?P<label>[A-Z]|[a-z]{1,5}|\d{1,3})\.[ \t]+(?=[A-Z\"“(])"
    )
    for stop in ".;:"
)
# A label at the start of a line, which opens (or continues) a sequence.
LINE_LABEL = re.compile(r"^(?P<label>[A-Z]|[a-z]{1,5}|\d{1,3})\.[ \t]")
# Such a label after a line break: all lines' labels in one search from a literal start.
LINE_LABELS = re.compile(r"\n(?P<label>[A-Z]|[a-z]{1,5}|\d{1,3})\.[ \t]")

ROMANS = tuple(
    tens + ones
    for tens in ("", "x", "xx", "xxx")
    for ones in ("", "i", "ii", "iii", "iv", "v", "vi", "vii", "viii", "ix")
)[1:]

# Struck-through words in a Markdown transcription (`~~shall~~ may`): deleted by the ordinance,
# kept apart from the new text.
STRUCK = re.compile(r"~~(?P<words>.+?)~~", re.S)
# A transcription's block-quote and heading marks at the start of a line of new text.
LINE_MARKS = re.compile(r"^[^\S\n]*(?:>[^\S\n]?)+|^[^\S\n]*#{1,6}[^\S\n]+", re.M)

# Whether any line starts with such a mark (a quick test before the substitution).
MARKED_LINE = re.compile(r"(?:^|\n)[^\S\n]*(?:>|#{1,6}[^\S\n])")


@dataclass(frozen=True, slots=True)
class CleanText:
    text: str
    notes: tuple[str, ...]  # editor's notes, verbatim, in order
    removed: int  # how many pieces of page furniture were removed
    struck: tuple[str, ...] = ()  # struck-through (deleted) words, in order


def _successor(label: str, kind: str) -> str | None:
    if kind == "number":
        return str(int(label) + 1)
    if kind == "roman":
        index = ROMANS.index(label) if label in ROMANS else -1
        return ROMANS[index + 1] if 0 <= index < len(ROMANS) - 1 else None
    return chr(ord(label) + 1) if label not in {"z", "Z"} else None


def _kinds(label: str) -> list[str]:
    """The sequences a label can belong to (`i` is a letter and a roman numeral)."""
    if label.isdigit():
        return ["number"]
    if label.isupper():
        return ["upper"]
    kinds = ["roman"] if label in ROMANS else []
    return kinds + (["lower"] if len(label) == 1 else [])


LEVELS = ("upper", "number", "lower", "roman")


def _open(state: dict[str, str], label: str) -> None:
    """Record a label: it continues its sequence and closes the deeper ones."""
    kinds, closed = _closing(label)
    for kind in kinds:
        state[kind] = label
    for deeper in closed:
        state.pop(deeper, None)


@lru_cache(maxsize=1024)  # a text opens thousands of lines on a few labels (`A.`, `1.`, `a.`)
def _closing(label: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The sequences a label continues (`_kinds`) and the deeper ones it closes."""
    kinds = _kinds(label)
    shallowest = min((LEVELS.index(kind) for kind in kinds), default=len(LEVELS))
    return tuple(kinds), tuple(deeper for deeper in LEVELS[shallowest + 1 :] if deeper not in kinds)


def split_inline_labels(text: str) -> str:
    """Put each label that continues the open sequence at the start of its own line."""
    # One search of the whole text for run-in labels (a label run into a paragraph never crosses
    # a line break), none: nothing to cut. Else one for the labels opening lines (`LINE_LABELS`),
    # then the lines holding either in order: a line's opening label opens its sequence before
    # the labels run into that line are judged; a line with neither leaves the sequences as
    # they are.
    inline: dict[int, list[re.Match[str]]] = {}
    for match in leftmost_matches(INLINE_LABELS, text):
        inline.setdefault(text.rfind("\n", 0, match.start()) + 1, []).append(match)
    if not inline:
        return text
    last = text.find("\n", max(inline))  # the lines after the last cut change nothing
    labels = LINE_LABELS.finditer(text, 0, len(text) if last < 0 else last)
    opening = {m.start() + 1: m.group("label") for m in labels}
    first = LINE_LABEL.match(text)
    if first is not None:
        opening[0] = first.group("label")
    state: dict[str, str] = {}
    out: list[str] = []
    kept = 0
    for start in sorted(opening.keys() | inline.keys()):
        if start in opening:
            _open(state, opening[start])
        if start in inline:
            end = text.find("\n", start)
            end = len(text) if end < 0 else end
            out.append(
                text[kept:start] + _cut_continuing(text[start:end], start, inline[start], state)
            )
            kept = end
    return "".join(out) + text[kept:]


def _cut_continuing(
    line: str, offset: int, matches: list[re.Match[str]], state: dict[str, str]
) -> str:
    """`line` with a break before each of its run-in labels (`matches`, found in the text at
    `offset`) that continues an open sequence; `state` follows the labels."""
    pieces: list[str] = []
    kept = 0
    for match in matches:
        label = match.group("label")
        if not any(
            kind in state and _successor(state[kind], kind) == label for kind in _kinds(label)
        ):
            continue
        _open(state, label)
        end_start, end_stop = match.start("end") - offset, match.end("end") - offset
        pieces.append(line[kept:end_start] + line[end_start:end_stop].rstrip() + "\n")
        kept = end_stop
    return "".join(pieces) + line[kept:] if pieces else line


# New text printed as one quotation, its closing mark and the sentence's stop after it (`“(c)
# Money in the Fund shall be used … systems.”.`, District of Columbia bills): the marks are the
# bill's, not the law's. Only when no other mark of its kind stands inside (one quotation).
QUOTED_WHOLE = re.compile(r"(?:“(?P<inner>[^“”]+)”|\"(?P<straight>[^\"]+)\")[.;]?")


def _break_before(pattern: re.Pattern[str], text: str) -> str:
    """`text` with the spaces and tabs right before each match of `pattern` replaced by one line
    break (a match with none before it is left as it is)."""
    pieces: list[str] = []
    kept = 0
    for match in pattern.finditer(text):
        spaces_start = match.start()
        while spaces_start > kept and text[spaces_start - 1] in " \t":
            spaces_start -= 1
        if spaces_start < match.start():
            pieces.append(text[kept:spaces_start] + "\n")
            kept = match.start()
    return "".join(pieces) + text[kept:] if pieces else text


def _editor_notes(text: str) -> tuple[str, tuple[str, ...]]:
    """`text` with each editor's note (`NOTE_WORDS`, with its `NOTE_MARKER` if any) replaced by a
    line break, and the notes, blanks made single, in order."""
    pieces: list[str] = []
    notes: list[str] = []
    kept = 0
    for words in NOTE_WORDS.finditer(text):
        start = words.start()
        marker = NOTE_MARKER.search(text, kept, start)
        if marker is not None:
            start = marker.start()
        notes.append(" ".join(text[start : words.end()].split()))
        pieces.append(text[kept:start] + "\n")
        kept = words.end()
    return ("".join(pieces) + text[kept:] if pieces else text), tuple(notes)


def _stripped_lines(text: str) -> str:
    return "\n".join(line for line in map(str.strip, text.split("\n")) if line)


@lru_cache(maxsize=256)  # the instruction parser cleans a body more than once while deciding
def clean_new_text(raw: str) -> CleanText:
    """The body of an amendment without page furniture, with editor's notes kept apart."""
    removed = 0
    struck: tuple[str, ...] = ()
    if "~~" in raw:
        struck = tuple(" ".join(m.group("words").split()) for m in STRUCK.finditer(raw))
        raw = STRUCK.sub("", raw)
    if ("#" in raw or ">" in raw) and MARKED_LINE.search(raw) is not None:
        raw = LINE_MARKS.sub("", raw)
    text, count = DOWNLOAD_FOOTER.subn("\n", raw)
    removed += count
    if "§" in text and RUNNING_HEADER_END.search(text) is not None:  # a header can hit
        text, count = RUNNING_SECTION_HEADER.subn("", text)
        removed += count
    if JURISDICTION_END.search(text) is not None:  # a jurisdiction line can hit
        text, count = JURISDICTION_LINE.subn("", text)
        removed += count
    text, notes = _editor_notes(text)
    if "§" in text:
        text = _break_before(MIDLINE_SECTION_HEADING, text)
    # Every line stripped, the empty ones dropped: no blank run is left to collapse (again inside
    # quotes taken off: the quoted text's own edges).
    text = _stripped_lines(text)
    quoted = QUOTED_WHOLE.fullmatch(text)
    if quoted is not None:
        text = _stripped_lines(quoted.group("inner") or quoted.group("straight"))
    text = split_inline_labels(text)
    return CleanText(text=text, notes=notes, removed=removed, struck=struck)
