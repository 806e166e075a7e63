"""What `that subsection`, `that section`, `said section`, `the Act`, `those provisions of state
law` and `that statute` name: a member the sentence or the paragraph has just cited, an act the
sentence has just named, the statute just cited (`graph.find.scan` runs this over the joined
hits)."""

from __future__ import annotations

import re
from dataclasses import replace

import graph.named_codes as named_codes
import graph.patterns as p
import graph.statutes as statutes
from graph.readers import Hit
from graph.readers.cursor import Member, make_hit
from graph.readers.external import act_named
from graph.readers.levels import SAID, THAT
from graph.readers.scope import SENTENCE_REACH, SENTENCE_START_RE
from graph.records import CitationKind, Reference


def antecedents(text: str, hits: tuple[Hit, ...]) -> tuple[Hit, ...]:
    """`that subsection` / `that section` name what the sentence has just cited: the last
    member before them, in the same sentence, with labels (a subsection) or a number (a section,
    its labels dropped: `Ohio R.C. 4511.192(A) … as described in that section`); with none,
    they are no citation. `the Act` names the act its sentence has named (`the_act`)."""
    hits = the_act(text, hits) if "the Act" in text else hits
    hits = those_provisions(text, hits) if "those provisions" in text else hits
    hits = the_statute(text, hits) if " statute" in text else hits
    if "that " not in text and not any(h.members[0].reference.level in (THAT, SAID) for h in hits):
        return hits
    kept: list[Hit] = []
    for hit in hits:
        ref = hit.members[0].reference
        if _that_labelled(text, hit):  # `that paragraph 4`: the paragraph 4 just cited
            named = _antecedent(text, kept, hit.start, CitationKind.SUBSECTION, ref.labels[-1])
            if named is not None:
                hit = Hit(hit.start, hit.end, (replace(hit.members[0], reference=named),))
            kept.append(hit)
            continue
        if ref.level == SAID:
            if (said := _said(text, kept, hit.start)) is not None:
                kept.append(Hit(hit.start, hit.end, (Member(said, hit.start, hit.end),)))
            continue
        if ref.level != THAT:
            kept.append(hit)
            continue
        before = _antecedent(text, kept, hit.start, ref.kind)
        if before is not None:
            kept.append(Hit(hit.start, hit.end, (Member(before, hit.start, hit.end),)))
    return tuple(kept)


def _said(text: str, before: list[Hit], start: int) -> Reference | None:
    """The section `said section` names: the last one its paragraph cited, when that is a
    numbered section of outside law (the code's own, or none, is not guessed at)."""
    for hit in reversed(before):
        if _PARAGRAPH_RE.search(text, hit.end, start) or start - hit.end > _SAID_REACH:
            return None
        for member in reversed(hit.members):
            ref = member.through or member.reference
            if ref.kind is CitationKind.EXTERNAL and ref.code and ref.number:
                return replace(ref, labels=())
            if ref.number or ref.relative_to is not None:
                return None  # the code's own section, or `this section`, cited last
    return None


# A blank line: where a paragraph ends. How far back `said section` looks for its section.
_PARAGRAPH_RE = re.compile(r"\n[ \t]*\n")
_SAID_REACH = 1000


def _that_labelled(text: str, hit: Hit) -> bool:
    """`that paragraph 4`: one label of a named level after `that`."""
    ref = hit.members[0].reference
    return (
        len(hit.members) == 1
        and ref.kind is CitationKind.SUBSECTION
        and ref.level not in ("", THAT)
        and len(ref.labels) == 1
        and not ref.number
        and ref.relative_to is None
        and p.THAT_BEFORE_RE.search(text, max(0, hit.start - 8), hit.start) is not None
    )


def _antecedent(
    text: str, before: list[Hit], start: int, kind: CitationKind, label: str = ""
) -> Reference | None:
    """The last member cited before `start` in its sentence that `that <kind>` names (one
    whose last label is `label`, when given)."""
    for hit in reversed(before):
        if not p.ANTECEDENT_GAP_RE.fullmatch(text, hit.end, start):
            return None
        for member in reversed(hit.members):
            ref = member.through or member.reference
            if ref.level == THAT:
                continue
            if label and ref.labels[-1:] != (label,):
                continue
            if kind is CitationKind.SUBSECTION and ref.labels:
                return ref
            if kind is CitationKind.SECTION and ref.number:
                relabelled = (
                    CitationKind.SECTION if ref.kind is CitationKind.SUBSECTION else ref.kind
                )
                return replace(ref, kind=relabelled, labels=())
    return None


# `the Act` alone (not `the Act of 1968`, `the Act No. 5`, `the Act (…)`), and the names of the
# acts `graph.named_codes.CODIFIED_ACTS` codifies that end in `Act`, longest first.
_THE_ACT_RE = re.compile(r"(?<![\w])the\s+Act\b(?!\s*(?:of\b|No\.|\d|\())")
_ACT_NAMES_RE = re.compile(
    "|".join(
        re.escape(name)
        for name in sorted(named_codes.CODIFIED_ACTS, key=len, reverse=True)
        if name.endswith(" Act")
    )
)


def the_act(text: str, hits: tuple[Hit, ...]) -> tuple[Hit, ...]:
    """`… Section 301(2) of the Michigan Zoning Enabling Act, being MCL 125.3301(2), and shall
    perform the duties … as provided for in the Act`: `the Act` names the codified act its
    sentence has named before it, as that act named alone (its first section, et seq.); with
    none named (a defined term whose definition is elsewhere), it is no citation."""
    found: list[Hit] = []
    for m in _THE_ACT_RE.finditer(text):
        if any(h.start <= m.start() < h.end for h in hits):
            continue  # inside a citation read already
        reach = max(0, m.start() - SENTENCE_REACH)
        opens = [s.end() for s in SENTENCE_START_RE.finditer(text, reach, m.start())]
        names = list(_ACT_NAMES_RE.finditer(text, opens[-1] if opens else reach, m.start()))
        if names:
            act = named_codes.CODIFIED_ACTS[names[-1][0]]
            found.append(make_hit(m.start(), m.end(), [Member(act_named(act), m.start(), m.end())]))
    return tuple(sorted((*hits, *found), key=lambda h: h.start)) if found else hits


# `those provisions of ` before state law named without a number (`… in light of those
# provisions of state law`): the statute its sentence has just cited.
_THOSE_PROVISIONS_RE = re.compile(r"(?<![\w])those\s+provisions\s+of\s+$")
_NOT_STATE = ("", "US")  # jurisdictions of no state's statutes (unknown, the nation's)


def those_provisions(text: str, hits: tuple[Hit, ...]) -> tuple[Hit, ...]:
    """`… pursuant to the authority contained in O.C.G.A. § 4-8-20 et seq., and any ambiguities
    … shall be interpreted in light of those provisions of state law`: the state statute its
    sentence cited last (its section, et seq.), from `those`; with none, the words stay state
    law without a number."""
    out = list(hits)
    for at, hit in enumerate(hits):
        ref = hit.members[0].reference
        if len(hit.members) != 1 or ref.code != statutes.STATE_LAW or ref.number:
            continue
        those = _THOSE_PROVISIONS_RE.search(text, max(0, hit.start - 32), hit.start)
        reach = max(0, hit.start - SENTENCE_REACH)
        opens = [s.end() for s in SENTENCE_START_RE.finditer(text, reach, hit.start)]
        sentence = opens[-1] if opens else reach
        cited = [
            r
            for h in hits[:at]
            if h.start >= sentence
            for r in (m.reference for m in h.members)
            if r.code and r.number and r.jurisdiction not in _NOT_STATE
        ]
        if those is not None and cited:
            said = replace(cited[-1], labels=())
            out[at] = make_hit(those.start(), hit.end, [Member(said, those.start(), hit.end)])
    return tuple(out)


# `that statute`, `said statute`, `this aforementioned statute` (one statute; `such statute` is
# any): the statute just cited.
# The anchor is the word (a literal first: found fast), the words before it read after.
_STATUTE_WORD_RE = re.compile(r"statute\b")
_THAT_BEFORE_RE = re.compile(
    r"(?<![\w])(?:[Tt]hat|[Ss]aid|[Tt]his\s+aforementioned|[Tt]he\s+aforementioned)\s+$"
)
# How far back the statute it names may be cited (about a sentence and the next; never past a
# blank line).
_STATUTE_REACH = 300
_BLANK_LINE_RE = re.compile(r"\n[ \t]*\n")  # where a paragraph ends
# `Example: (` before a citation: a printed example (`Example: (KRS 83A.090)`), no law meant.
_EXAMPLE_BEFORE_RE = re.compile(r"\b[Ee]xamples?:\s*\(?\s*$")


def the_statute(text: str, hits: tuple[Hit, ...]) -> tuple[Hit, ...]:
    """`… as defined in Code of Ala. 1975, § 32-5A-191 shall … be punished in accordance with
    the provisions of that statute`, `… pursuant to the terms of N.J.S.A. 40:55D-69. This
    aforementioned statute mandates …`: the numbered statute of the citation just before (no
    other citation between, none past a blank line); with none, no citation."""
    found: list[Hit] = []
    for word in _STATUTE_WORD_RE.finditer(text):
        that = _THAT_BEFORE_RE.search(text, max(0, word.start() - 24), word.start())
        start, end = (that.start(), word.end()) if that else (0, 0)
        before = [h for h in hits if h.end <= start]
        if that is None or any(h.start <= start < h.end for h in hits) or not before:
            continue
        last = before[-1]
        ref = last.members[-1].through or last.members[-1].reference
        near = start - last.end <= _STATUTE_REACH and not _EXAMPLE_BEFORE_RE.search(
            text, max(0, last.start - 32), last.start
        )  # `Example: (KRS 83A.090)`: a printed example's statute is no statute meant
        near = near and not _BLANK_LINE_RE.search(text, last.end, start)
        if near and ref.code and ref.number:
            said = replace(ref, labels=())
            found.append(make_hit(start, end, [Member(said, start, end)]))
    return tuple(sorted((*hits, *found), key=lambda h: h.start)) if found else hits
