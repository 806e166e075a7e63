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

# The ecode360 download footer, with whatever date; what follows it on the line is real text.
DOWNLOAD_FOOTER = re.compile(r"Downloaded from https?://ecode360\.com/\S*(?:\s+on\s+\S+)?[ \t]*")

# A running header line: section numbers only (`§ 17.62.030`, `§ 17.62.030 § 17.62.040`), no title.
RUNNING_SECTION_HEADER = re.compile(r"^[ \t]*(?:§[ \t]*\d+(?:\.\d+)+[ \t]*)+$", re.MULTILINE)

# The jurisdiction line ecode360 prints on every page: `City of Cotati, CA`, `Town of X, NY`.
JURISDICTION_LINE = re.compile(
    r"^[ \t]*(?:City|Town|Village|County|Borough|Township) of [A-Z][\w .'-]{0,60}, [A-Z]{2}[ \t]*$",
    re.MULTILINE,
)

# An editor's note, from its `[n]` marker (if any) to the end of the line or to a subsection
# heading (`E. Temporary …`) that the paste ran onto the same line.
EDITOR_NOTE = re.compile(
    r"(?:\[\d{1,3}\][ \t]*)?Editor['’]s Note:[^\n]*?(?=[ \t]+[A-Z]\.[ \t]+[A-Z][a-z]|\n|$)",
)

# The spaces before a `§ 17.38.050. Title.` section heading that does not start its line (the
# previous section's last sentence ran into it); replaced by a line break. Only headings with a
# title: a bare `§ n` is a cross-reference. (At the start of a line the break it leaves is an
# empty line, dropped afterwards, so no look-behind is needed.)
MIDLINE_SECTION_HEADING = re.compile(r"[ \t]+(?=§[ \t]*\d+(?:\.\d+){2}\.?[ \t]*[A-Z])")

# Runs of blank lines left after removals.
BLANK_RUNS = re.compile(r"\n{2,}")


@dataclass(frozen=True, slots=True)
class CleanText:
    text: str
    notes: tuple[str, ...]  # editor's notes, verbatim, in order
    removed: int  # how many pieces of page furniture were removed


@lru_cache(maxsize=256)  # the instruction parser cleans a body more than once while deciding
def clean_new_text(raw: str) -> CleanText:
    """The body of an amendment without page furniture, with editor's notes kept apart."""
    removed = 0
    text, count = DOWNLOAD_FOOTER.subn("\n", raw)
    removed += count
    text, count = RUNNING_SECTION_HEADER.subn("", text)
    removed += count
    text, count = JURISDICTION_LINE.subn("", text)
    removed += count
    notes: tuple[str, ...] = ()
    if "Note:" in text:  # the note pattern has no literal prefix: skip its scan when it can't hit
        notes = tuple(" ".join(match.group(0).split()) for match in EDITOR_NOTE.finditer(text))
        text = EDITOR_NOTE.sub("\n", text)
    if "§" in text:
        text = MIDLINE_SECTION_HEADING.sub("\n", text)
    lines = [line.strip() for line in text.split("\n")]
    text = BLANK_RUNS.sub("\n", "\n".join(line for line in lines if line)).strip()
    return CleanText(text=text, notes=notes, removed=removed)
