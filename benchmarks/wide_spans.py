"""Where a section's subsections lie in an excerpt of the wide citation set, as a build of the
code gives its units (`benchmarks/wide_units.py`): the lines that open with a label."""

from __future__ import annotations

import re

from graph.records import SubsectionSpan


def subsection_spans(text: str, section: str) -> tuple[SubsectionSpan, ...]:
    """Where a section's subsections lie in its text, nested, as a build of the code gives its
    units: each line that opens with a label (`(a)`, `(1)`, `(A)`, `a.`, `1.`, Chicago's
    `17-13-0104-A`, after HTML tags
    or on a line of its own) opens a subsection; a label of a style already open (`(b)` under
    `(a)`'s parent) closes back to that level, a new style opens a level below. A parent's span
    reaches to the end of its last child (`corpus.stages.corpus_text.locate_subsections`)."""
    if not section:
        return ()
    clean = TAG_RE.sub(_blank, text)
    open_levels: list[tuple[str, str, str]] = []  # (style, id, label), outermost first
    opened: list[tuple[str, int]] = []  # (id, start), in text order
    # where labels are printed emphasised (`4. _(d)_`), a bare `(a)` opening a line is a
    # wrapped citation's (`subsection\n(a) of this section`), not a label
    emphasised = EMPHASISED_LABEL_RE.search(clean) is not None
    for m in LABEL_LINE_RE.finditer(clean):
        if m["dashed"] and m["dashed"] != section:
            continue  # another section's dash-joined subsection (a heading of its own)
        if emphasised and not m["emphasis"]:
            continue
        label = m["paren"] or m["dot"] or m["dash"]
        mark = "()" if m["paren"] else "-" if m["dash"] else "."
        style = _style(label, mark, open_levels) + mark
        if any(s == style for s, _, _ in open_levels):  # a sibling of an open level
            while open_levels.pop()[0] != style:
                pass
        node = f"{open_levels[-1][1] if open_levels else section}({label})"
        opened.append((node, m.start()))
        open_levels.append((style, node, label))
    spans: list[SubsectionSpan] = []
    for i, (node, start) in enumerate(opened):
        ends = (s for n, s in opened[i + 1 :] if not n.startswith(node + "("))
        spans.append(SubsectionSpan(node, start, next(ends, len(text))))
    return tuple(spans)


def _style(label: str, mark: str, open_levels: list[tuple[str, str, str]]) -> str:
    """A label's style: digits, upper or lower letters, lower roman numerals (`i`, `v`, `x`
    are letters only right after `h`, `u`, `w` of an open level of letters)."""
    if label.isdigit():
        return "digit"
    if label.isupper():
        return "upper"
    if re.fullmatch(r"[ivxl]+", label):
        letters = [last for s, _, last in open_levels if s == "lower" + mark]
        if len(label) > 1 or not letters or ord(letters[-1]) + 1 != ord(label):
            return "roman"
    return "lower"


# A line that opens with a subsection label: `(a)`, `(12)`, `(A)`, `a.`, `1.` (a Markdown
# list's number before an emphasised label is the list's, not the label: Chagrin Falls' `4.
# _(d)_`), or Chicago's subsection joined to its section by a dash (`17-13-0104-A Fees.`).
LABEL_LINE_RE = re.compile(
    r"(?m)^[ \t>*]*(?:(?:\d{1,3}\.[ \t]+)?(?P<emphasis>_?)\((?P<paren>[A-Za-z]{1,4}|\d{1,3})\)"
    r"|(?P<dot>[A-Za-z]|\d{1,3})\.(?=\s)"
    r"|(?P<dashed>\d[\d-]*\d)-(?P<dash>[A-Z])(?=\s))"
)


# A Markdown list's number before an emphasised label (`4. _(d)_`): how the page prints labels.
EMPHASISED_LABEL_RE = re.compile(r"(?m)^[ \t>*]*\d{1,3}\.[ \t]+_\(")


# An HTML tag of an excerpt copied from a web page (`<P>`, `<U>`), blanked out.
TAG_RE = re.compile(r"</?[A-Za-z][^<>\n]*>")


def _blank(m: re.Match[str]) -> str:
    return " " * len(m[0])
