"""A replacement whose new text is only a deeper part of its target is never a whole replacement.

`Section 17-7 … be amended so that such section shall read as follows:` followed by `(b)
Prohibited / Add: / (4) Vehicles. …` (St. Charles Parish LA): the sentence says the whole
section, the text gives one new paragraph under subsection (b). Replacing 17-7 (or its (b)) by
that text would remove every other part of it. So a replacement of a section or a part whose new
text opens with a label that is not the first of its level (`(b)`, `(4)`, not `(a)`/`(1)`/`(A)`
/`(i)`) and is not the part's own label is no whole replacement: the labelled lines that carry
only a caption (`(b) Prohibited`) are the path down to the new part; when the text then says
`Add:` (or `New:`, `Insert:`), the instruction adds that part (`17-7(b)(4)`); otherwise it is
flagged with the reason and nothing is replaced. A line reprinting the section's own heading
before the label (`Sec. 2-950 Officers, quorum, rules of procedure.` then `(b) The presence of
…`, Collier County FL) restates no part of it either: the text still opens with `(b)`.
"""

from __future__ import annotations

import re
from dataclasses import replace

from parsers.ordinance_records import Instruction, Target, TargetKind, Verb

# A labelled line at the opening of a new text: `(b) Prohibited`, `(4) Vehicles. …`, `b. …`;
# the label, then what the line says after it.
OPENING_LABEL = re.compile(
    r"(?:\((?P<paren>[A-Za-z]{1,4}|\d{1,3})\)|(?P<dot>[A-Za-z]|\d{1,3})\.(?=\s))[ \t]*(?P<rest>.*)"
)
# A line that carries a caption only (`Prohibited`, `Definitions.`): a few words, no sentence
# after them. Such a labelled line places what follows; it restates nothing of its part.
CAPTION_ONLY = re.compile(r"[A-Z][\w'’&,/ -]{0,60}[.:]?")
# A line that says the labelled text after it is added (`Add:`, `Added:`, `New:`, `Insert:`).
ADD_MARK = re.compile(r"(?:Add|Added|Adding|New|Insert|Inserted)\s*:?", re.IGNORECASE)
# A line reprinting a section's heading: `Sec. 2-950 Officers, quorum …`, `Section 17-7.`,
# `§ 5.12.030 Title.`; the number it prints.
SECTION_HEADING = re.compile(r"\s*(?:Sec(?:tion)?\.?|§+)\s*(?P<id>\d[\w.:-]*\w|\d)\.?(?:\s.*)?")
# The labels that open a level: a text opening with one of them may restate its target whole.
FIRST_LABELS = frozenset({"a", "A", "1", "i", "I"})
REPLACEMENTS = frozenset({Verb.REPLACE_SECTION, Verb.REPLACE_PART})
PLACES = frozenset({TargetKind.SECTION, TargetKind.SUBSECTION})
# The last label of a part's id: `17-7(b)` → `b`, `64-4.A.3` → `3`.
LAST_LABEL = re.compile(r"(?:\((?P<label>[A-Za-z0-9]{1,5})\)|[.\-](?P<dotted>[A-Za-z0-9]{1,5}))$")
FRAGMENT_FLAG = (
    "the new text opens with {label}, a deeper part than {target}, and restates none of its "
    "own first parts: replacing {target} by it would remove the rest; a person must apply it"
)


def _label(match: re.Match[str]) -> str:
    return match.group("paren") or match.group("dot")


def _opening(text: str) -> tuple[list[str], bool, str | None, int]:
    """The labels of the caption-only lines that open the text (the path), whether an `Add:`
    line follows them, the label of the first line with text of its own, and where that line
    starts in the text (-1 when none)."""
    path: list[str] = []
    adds = False
    offset = 0
    for line in text.split("\n"):
        start, offset = offset, offset + len(line) + 1
        stripped = line.strip()
        if not stripped:
            continue
        if ADD_MARK.fullmatch(stripped):
            adds = True
            continue
        labelled = OPENING_LABEL.fullmatch(stripped)
        if labelled is None:
            return path, adds, None, -1
        if not adds and CAPTION_ONLY.fullmatch(labelled.group("rest").strip()):
            path.append(_label(labelled))
            continue
        return path, adds, _label(labelled), start + len(line) - len(line.lstrip())
    return path, adds, None, -1


def _without_heading(text: str, target: Target) -> str:
    """The new text without a first line that reprints the target section's own heading."""
    first, _, rest = text.lstrip().partition("\n")
    heading = SECTION_HEADING.fullmatch(first.strip())
    if target.kind is TargetKind.SECTION and heading and heading.group("id") == target.id:
        return rest
    return text


def deeper_fragment(item: Instruction) -> Instruction:
    """The replacement, read as the part it adds when its new text says so, flagged when its new
    text is only a deeper part of its target; any other instruction unchanged."""
    if item.verb not in REPLACEMENTS or item.outside is not None or len(item.targets) != 1:
        return item
    target = item.targets[0]
    if target.kind not in PLACES or item.edits or item.rows:
        return item
    text = _without_heading(item.text, target)
    path, adds, label, start = _opening(text)
    opening = path[0] if path else label
    own = LAST_LABEL.search(target.id) if target.kind is TargetKind.SUBSECTION else None
    if opening is None or opening in FIRST_LABELS or (own and opening in own.groups()):
        return item
    if adds and label is not None and path:
        added = target.id + "".join(f"({level})" for level in (*path, label))
        return replace(
            item,
            verb=Verb.ADD_PART,
            targets=(Target(TargetKind.SUBSECTION, added),),
            text=text[start:],
            labels=("".join(f"({level})" for level in (*path, label)),),
        )
    flag = FRAGMENT_FLAG.format(label=f"({opening})", target=target.id)
    return replace(item, flags=(*item.flags, flag))


def fragment_part(item: Instruction) -> Target | None:
    """The deeper part whose text alone the new text of a section or part gives (`Sec. 2-950 …`
    then `(b) The presence of …` → `2-950(b)`): the unit a word edit of that text changes; None
    when the text opens with a first label, its own, or no label."""
    if len(item.targets) != 1 or item.targets[0].kind not in PLACES:
        return None
    target = item.targets[0]
    text = _without_heading(item.text, target)
    path, _adds, label, _start = _opening(text)
    opening = path[0] if path else label
    own = LAST_LABEL.search(target.id) if target.kind is TargetKind.SUBSECTION else None
    if label is None or opening in FIRST_LABELS or (own and opening in own.groups()):
        return None
    kind = _label_kind(label)
    labels = (m.group(1) for m in LABEL_AT_LINE.finditer(text))
    if any(_label_kind(one) == kind and one != label for one in labels):
        return None  # `(b)` then `(c)`: the text gives more parts than one
    return Target(TargetKind.SUBSECTION, target.id + "".join(f"({one})" for one in (*path, label)))


# A label in parentheses opening a line of the new text (`(c) The board …`).
LABEL_AT_LINE = re.compile(r"^[ \t]*\(([A-Za-z]{1,4}|\d{1,3})\)[ \t]", re.MULTILINE)


def _label_kind(label: str) -> str:
    """A label's kind: digits, lower-case or capital letters (`b` → `a`, `3` → `1`)."""
    return "1" if label.isdigit() else ("a" if label.islower() else "A")
