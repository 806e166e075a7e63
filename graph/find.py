"""Find the citations in a text: anchors by keyword, then lists, ranges, titles and suffixes.

`scan(text)` is the grammar over plain text (no spaCy, no context): every reader of
`graph.readers` over the text, overlaps merged, headings and captions set apart.
`find_citations(unit)` turns the hits into unresolved `Citation`s with their context sentences.
Every citation keeps its offsets: `unit.text[c.start:c.end] == c.raw`. Each member of a list or
range has its own span (`Sections 17.42.020` and `17.42.160` of `Sections 17.42.020 and
17.42.160`; a range's last member in `through_start:through_end`). Anchors inside a history note
or a prior-code reference are skipped; a law named alone right before a citation of it (`State
Environmental Policy Act (Chapter 43.21C RCW)`) is that citation's alias, not another one.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import MISSING, dataclass, fields, replace
from functools import lru_cache, partial

import graph.charters as charters
import graph.patterns as p
from graph.notes import NoteMarks, in_history, mentioned, ordinance_section
from graph.readers import CAPTIONED, Hit, read_section_sign, squash
from graph.readers.adopted import adopted_names as adopted_names
from graph.readers.adopted import with_adopted, with_defined, with_initialled
from graph.readers.aliases import drop_aliases
from graph.readers.anchors import ANCHORS, FOUND_TOGETHER, OPENINGS, family_matches
from graph.readers.antecedents import antecedents
from graph.readers.appendices import in_appendices
from graph.readers.bodies_apart import bodies_apart
from graph.readers.contents import (
    drop_banner,
    drop_breadcrumbs,
    drop_column_heads,
    drop_contents,
    drop_run_on_contents,
    drop_starred_headings,
)
from graph.readers.continued import foreign_numbers, reprinted, sentence_bodies
from graph.readers.cursor import build
from graph.readers.home_state_forms import with_state_acts
from graph.readers.joins import join_hits
from graph.readers.links import with_link_paths
from graph.readers.names import in_appendix, with_abbreviated, with_named
from graph.readers.names import own_abbreviations as own_abbreviations
from graph.readers.names import short_names as short_names
from graph.readers.promulgated import with_promulgated
from graph.readers.repeated import repeated_chapters
from graph.readers.restated import restated
from graph.readers.state_names import with_state
from graph.readers.statute_tables import with_state_statutes
from graph.records import Caption, Citation, CitationKind, Heading, Reference, TextUnit
from graph.sentences import SentenceEngine, sentence_bounds


@dataclass(frozen=True, slots=True)
class ScanResult:
    hits: tuple[Hit, ...]
    headings: tuple[Heading, ...]
    captions: tuple[Caption, ...] = ()


@lru_cache(maxsize=1 << 16)
def scan(text: str) -> ScanResult:
    """Every citation phrase in `text` (overlaps merged: the longest wins) and every heading.

    Cached: the corpus view reads an ordinance's headings and the stage its citations from the
    same scan. The cache holds a whole build's texts (a smaller one, 2048, was outgrown by a
    corpus of 100 copies: the ordinances were scanned twice there and once at 1x, and the cost
    per copy grew)."""
    text = _signs_restored(text)
    hits: list[Hit] = []
    headings: list[Heading] = []
    captions: list[Caption] = []
    marks = NoteMarks.of(text)
    shared = family_matches(text)
    for index, (regex, read, needed) in enumerate(ANCHORS):
        if index in FOUND_TOGETHER:
            anchors: Iterable[re.Match[str]] = shared[index]
        elif OPENINGS[index] not in text or (needed is not None and needed.search(text) is None):
            continue  # an anchor's literal opening or its prerequisite missing: no match
        else:
            anchors = regex.finditer(text)
        for anchor in anchors:
            if read in CAPTIONED and (caption := _caption(text, anchor)) is not None:
                captions.append(caption)
                continue
            hit = read(text, anchor)
            if hit is not None and _kept(text, marks, hit):
                hits.append(hit)
    for anchor in p.SECTION_SIGN_RE.finditer(text) if "§" in text else ():
        found = read_section_sign(text, anchor)
        if isinstance(found, Heading):
            if not found.section.isdigit():  # `§ 8. Establishment of the Board.`: no id's
                headings.append(found)  # heading (an appendix's, an ordinance's own section)
        elif found is not None and _kept(text, marks, found):
            hits.append(found)
    in_note = partial(_in_note, text, marks)
    merged = antecedents(text, join_hits(text, drop_aliases(text, _merge(hits)), in_note))
    merged = drop_run_on_contents(text, drop_column_heads(text, drop_contents(text, merged)))
    merged = drop_banner(text, drop_breadcrumbs(text, merged))
    merged = _charter_letters(text, in_appendices(text, drop_starred_headings(text, merged)))
    return ScanResult(merged, tuple(sorted(headings, key=lambda h: h.start)), tuple(captions))


def _charter_letters(text: str, hits: tuple[Hit, ...]) -> tuple[Hit, ...]:
    """Charter sections with their subsection's capital glued to the number (`CHTR. Sec.
    3.05D.`: § 3.05(D)), read as that subsection."""
    if "CHTR" not in text and "harter" not in text:
        return hits  # no charter named (most texts)
    out = []
    for hit in hits:
        members = list(hit.members)
        for i, m in enumerate(members):
            ref = m.reference
            if (
                ref.number
                and not ref.labels
                and (glued := charters.glued_letter(text, ref.code, m.end))
            ):
                labels = (glued[0],)
                members[i] = replace(m, reference=replace(ref, labels=labels), end=glued.end())
        end = max(hit.end, members[-1].end)
        out.append(
            hit if members == list(hit.members) else replace(hit, members=tuple(members), end=end)
        )
    return tuple(out)


# A section sign a page's encoding turned into apostrophes (`M.S. ' 471.195`, `'' 90.15 et seq.`):
# one or two alone after a space or a line's start, then a space and a section's dotted or
# hyphenated number (a measure's `10 ' 6"` is none).
_APOSTROPHE_SIGN_RE = re.compile(r"(?<![^\s(])'{1,2}(?= \d{1,4}[.-]\d)")


# A number's `1` that a scan read as `l`: between a number's hyphens (`15-l-103`), or opening the
# part after its dot and a space before a digit (`2929. l0(C)`).
_SCANNED_ONE_RE = re.compile(r"(?<=\d-)l(?=-\d)|(?<=\d\. )l(?=\d)")


# A number's hyphens a conversion printed as `]` (`45]24]13`: between digits, where no bracket
# stands), and a section sign printed as a curly quote after a comma before a three-part number
# (`R.I. Gen. Laws, ” 45]24]13`, `, ‘ 45]24]1 et seq.`).
_BRACKET_HYPHEN_RE = re.compile(r"\](?=\d)")  # opens with its literal (the digit before: checked)
_DIGITS = frozenset("0123456789")
_QUOTE_SIGN_RE = re.compile(r"(?<=, )[‘’“”](?= \d{1,3}-\d{1,3}[A-Z]?-\d)")


def _signs_restored(text: str) -> str:
    """`text` with what its printing turned into other characters restored (same length, so
    every offset holds): section signs printed as apostrophes, where the page prints no `§` at
    all; a number's `1` scanned as `l` (`2929. l0(C)`, `15-l-103`); hyphens printed as `]` and
    signs as curly quotes (`” 45]24]13`). `text` itself otherwise."""
    damaged = [
        m.start() for m in _BRACKET_HYPHEN_RE.finditer(text, 1) if text[m.start() - 1] in _DIGITS
    ]
    if damaged:
        chars = list(text)
        for at in damaged:
            chars[at] = "-"
        text = _QUOTE_SIGN_RE.sub("§", "".join(chars))
    if "' " in text and "§" not in text:  # substring tests spare nearly every text the regexes
        text = _APOSTROPHE_SIGN_RE.sub(lambda m: "§" * len(m[0]), text)
    if "-l-" in text or ". l" in text:
        text = _SCANNED_ONE_RE.sub("1", text)
    return text


def cut_short(text: str, hit: Hit) -> bool:
    """Whether a member's number stops inside a longer one (`Sec. 17` of `Sec. 17-13-0107-A`,
    `Section 239` of `Section 239-m`): its target would be another one, so no citation is
    read there rather than a wrong one."""
    for m in hit.members:
        ends = (m.end, m.through_end) if m.through else (m.end,)
        if m.through and text.startswith("-", m.end):
            ends = (m.through_end,)  # a range printed with a hyphen (`RSMo 64.800-840`)
        for end in ends:
            if text[end : end + 1] in _NUMBER_GOES_ON and p.NUMBER_GOES_ON_RE.match(text, end - 1):
                return True
    return _quoted_alone(text, hit) or mentioned(text, hit.start)


def _quoted_alone(text: str, hit: Hit) -> bool:
    """`"§1-101” designates Chapter 1, Part 1, Section 1`: a number alone in quotation marks is
    mentioned (a numbering example), not cited; a law's quoted name (`the "Illinois Condominium
    Act"`) still names the law."""
    return (
        hit.start > 0
        and text[hit.start] in _NUMBER_OPENS
        and text[hit.start - 1] in _OPENING_QUOTES
        and text[hit.end : hit.end + 1] in _CLOSING_QUOTES
    )


# What a number may go on with: a dash, a colon, a dot.
_NUMBER_GOES_ON = frozenset("-:.")
# Quotation marks around a mentioned number (straight ones open and close alike).
_OPENING_QUOTES = frozenset('"“')
_CLOSING_QUOTES = frozenset('"”')
# What opens a bare number: a section sign or a digit.
_NUMBER_OPENS = frozenset("§0123456789")


def _in_note(text: str, marks: NoteMarks, start: int, end: int) -> bool:
    return in_history(text, start, marks, end)


def _kept(text: str, marks: NoteMarks, hit: Hit) -> bool:
    """Whether an anchor's hit is a citation: not in a history note, not cut short, and not a
    bare section of an ordinance named before it (`Ordinance 97-2, Sec. 1`, `ORD C34716
    Section 5`: that ordinance's section, no code's)."""
    return (
        not in_history(text, hit.start, marks, hit.end)
        and not cut_short(text, hit)
        and not (_bare(hit) and ordinance_section(text, hit.start))
    )


def _bare(hit: Hit) -> bool:
    """`§§ 1—4`: bare integers, no code named (an ordinance's sections, or an unnamed law's)."""
    return all(
        m.reference.kind is CitationKind.EXTERNAL
        and not m.reference.code
        and m.reference.number.isdigit()
        and (m.through is None or m.through.number.isdigit())
        for m in hit.members
    )


def _caption(text: str, anchor: re.Match[str]) -> Caption | None:
    """`Figure 2-1. Building Placement` opening a line: the figure itself, not a citation."""
    line_start = text.rfind("\n", 0, anchor.start()) + 1
    if not p.CAPTION_BEFORE_RE.fullmatch(text, line_start, anchor.start()):
        return None
    m = p.CAPTION_RE.match(text, anchor.start())
    if m is None:
        return None
    kind = CitationKind.TABLE if m.group("kind") == "Table" else CitationKind.FIGURE
    number = squash(m.group("number"))
    return Caption(kind, number, m.group("title").strip(), m.start(), m.end("number"))


def _merge(hits: list[Hit]) -> tuple[Hit, ...]:
    """Drop every hit that overlaps a longer one (ties: the earlier start).

    Hits are swept in order of start into clusters of overlapping hits; only inside a cluster
    (rare: `Government Code Section …` is found from `Section` and from the code name) are
    lengths compared, longest first."""
    kept: list[Hit] = []
    cluster: list[Hit] = []
    cluster_end = -1
    for hit in sorted(hits, key=lambda h: (h.start, -h.end)):
        if cluster and hit.start >= cluster_end:
            kept.extend(_longest_first(cluster))
            cluster = []
        cluster.append(hit)
        cluster_end = max(cluster_end, hit.end) if len(cluster) > 1 else hit.end
    kept.extend(_longest_first(cluster))
    return tuple(sorted(kept, key=lambda h: h.start))


def _longest_first(cluster: list[Hit]) -> list[Hit]:
    if len(cluster) < 2:
        return cluster
    kept: list[Hit] = []
    for hit in sorted(
        cluster, key=lambda h: (_unnamed_inside(h, cluster), h.start - h.end, h.start)
    ):
        if all(hit.end <= k.start or k.end <= hit.start for k in kept):
            kept.append(hit)
    return kept


def _unnamed_inside(hit: Hit, cluster: list[Hit]) -> bool:
    """Whether `hit` opens inside another hit that names its body of law while its own first
    member names none (`§ 10 and Section 9.2.2.2` inside `G.L. c. 40A, § 10`): the named one
    is read first, however long the other."""
    first = hit.members[0].reference
    if first.code:
        return False
    return any(
        o.start < hit.start < o.end and any(m.reference.code for m in o.members) for o in cluster
    )


def find_citations(
    unit: TextUnit,
    *,
    sentences: SentenceEngine | None = SentenceEngine.RULES,
    scanned: ScanResult | None = None,
    names: Mapping[str, Reference] | None = None,
    abbreviations: frozenset[str] = frozenset(),
    adopted: tuple[str, ...] = (),
    state: str = "",
) -> list[Citation]:
    """Every citation in `unit.text`, unresolved, with its context sentence (none when
    `sentences` is None): one per member of a list, each with its own offsets. `scanned` is
    the text's scan when the caller has it already; `names` the short names the code gives
    its nodes (`short_names`: `this UDC` is chapter 33); `abbreviations` those the code is
    cited by (`own_abbreviations`: `MSB 1.15.090`); `adopted` the model laws it adopts by
    reference under a name (`adopted_names`: `Section 33 of the Standard Traffic Ordinance`);
    `state` the citing code's state (USPS code, "" unknown): outside law named without a state
    (`the Local Government Code`) is that state's (`graph.readers.state_names`)."""
    hits = (scanned or scan(unit.text)).hits
    if names or in_appendix(unit):  # `this ordinance` in an appendix's section: the appendix
        hits = with_named(unit, hits, names or {})
    hits = with_adopted(unit.text, with_abbreviated(unit.text, hits, abbreviations), adopted)
    hits = with_promulgated(unit.text, with_initialled(unit.text, with_defined(unit.text, hits)))
    section = unit.section or ""
    own = scan(section).hits if section[:1].isalpha() else ()  # `W.Va. Code, §8-11-4`
    hits = sentence_bodies(unit, foreign_numbers(unit, reprinted(unit.text, own, hits)))
    hits = restated(unit.text, bodies_apart(unit, hits))  # `Chapter 414, Code of Iowa … 414.2`
    hits = with_state(unit.text, hits, state)  # `the Local Government Code` in Texas
    hits = with_state_acts(unit.text, hits, state)  # `§ 508 of the MPC` in Pennsylvania
    hits = with_state_statutes(unit.text, section, hits, state)  # `TABLE OF PUBLIC ACTS` …
    hits = with_link_paths(unit.text, hits)  # `[Section 25-2-812](…S25-2-812…)(N)`
    hits = repeated_chapters(unit.text, hits, unit.chapter)  # `chapter 214` said again
    spans = tuple((h.start, h.end) for h in hits)
    context = _sentences(unit.text, spans, sentences) if sentences is not None else {}
    citations: list[Citation] = []
    for hit in hits:
        sentence_start, sentence_end = context.get((hit.start, hit.end), (0, 0))
        for member in hit.members:
            start = member.start
            found = (
                unit.node,
                unit.kind,
                unit.text[start : member.end],
                start,
                member.end,
                member.reference,
                unit.text,
                sentence_start,
                sentence_end,
                unit.document,
                unit.subsection_at(start),
                unit.table_at(start),
                unit.ordinance_section,
                member.title,
                member.through,
                member.through_start,
                member.through_end,
            )
            citations.append(build(Citation, (*found, *_UNRESOLVED)))
    return citations


# What a citation found holds after the fields `find_citations` gives it (`source` …
# `through_end`, in order): its fields' defaults, nothing resolved yet. Built positionally, a
# citation's slots are written directly (`build`: half the time of `__init__`'s keywords).
_FOUND_FIELDS = (
    "source", "source_kind", "raw", "start", "end", "reference", "text", "sentence_start",
    "sentence_end", "document", "subsection", "table", "ordinance_section", "given_title",
    "through", "through_start", "through_end",
)  # fmt: skip
_CITATION_FIELDS = fields(Citation)
_UNRESOLVED = tuple(f.default for f in _CITATION_FIELDS[len(_FOUND_FIELDS) :])
if tuple(f.name for f in _CITATION_FIELDS[: len(_FOUND_FIELDS)]) != _FOUND_FIELDS or any(
    default is MISSING for default in _UNRESOLVED
):
    raise TypeError("Citation's fields changed: update graph.find._FOUND_FIELDS")


@lru_cache(maxsize=1 << 12)
def _sentences(
    text: str, spans: tuple[tuple[int, int], ...], engine: SentenceEngine
) -> Mapping[tuple[int, int], tuple[int, int]]:
    """The context sentences of a text's hits, read once for every unit that holds the same
    text (an ordinance's boilerplate sections, a section printed in two documents). Read only:
    the mapping is shared."""
    return sentence_bounds(text, list(spans), engine)


def clear_caches() -> None:
    """Forget every text's scan and context sentences (a benchmark's cold start)."""
    scan.cache_clear()
    _sentences.cache_clear()


def find_headings(text: str) -> tuple[Heading, ...]:
    """The `§ 17.38.010. Purpose.` headings in a text (ordinances that replace whole chapters)."""
    return scan(text).headings
