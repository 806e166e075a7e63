"""Readers of this code's citations: sections, chapters, articles, titles, subsections, tables.

Each takes the text and its anchor's match (`graph.patterns`) and returns a `Hit` or None. A
citation followed or preceded by another law's name is handed to `graph.readers.external` and
comes back external: `Chapter 4 of Title 5 of Part 2 of the Code of Civil Procedure` is never
chapter 4 or Title 5 here.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

import graph.patterns as p
import graph.printed_forms as printed_forms
import graph.statutes as statutes
from graph.named_codes import agency_code_before
from graph.readers import external
from graph.readers.aliases import codifying_body
from graph.readers.catchlines import clean_title
from graph.readers.cursor import (
    Cursor,
    Hit,
    Member,
    continue_labels,
    evolve,
    glued_heading,
    keyword_heading,
    labels_from_path,
    make_hit,
    sign_heading,
    squash,
)
from graph.readers.external import OWN, Law, as_external, code_before, law_tail
from graph.records import CitationKind, Heading, Reference
from parsers.grammar.joints import LIST_WORD
from parsers.grammar.labels import period_labels

Reader = Callable[[str, re.Match[str]], Hit | None]
K = CitationKind


def _municipal_item(cur: Cursor) -> Callable[[], Member | None]:
    """A section number with its labels (`17.62.070(F)`, `9-116 (3)`, `9.1.1.a`), or a bare
    label path continuing the last member (`, (A)(2)`, `-(10)`)."""

    def item() -> Member | None:
        m = cur.match(p.SECTION_REF_RE)
        if m:
            labels: tuple[str, ...] = ()
            if m.group("path"):
                labels = path_labels(m)
            elif m.group("dotted"):
                labels = period_labels(m.group("dotted"))
            elif m.group("dashlabel"):  # `17-13-0107-A2`: `A`, `2`
                labels = tuple(re.findall(r"[A-Z]|\d+", m.group("dashlabel")))
            elif m.group("spaced"):
                labels = (m.group("spaced"),)
            kind = K.SUBSECTION if labels else K.SECTION
            return Member(Reference(kind, squash(m.group("number")), labels), m.start(), m.end())
        if not cur.members:
            return None
        previous = cur.members[-1].reference
        m = None if cur.in_range else cur.match(p.LABEL_RANGE_RE)
        if m:  # `(d)(1)(a-c)`: a range of its own
            labels = continue_labels(
                previous.labels, (*labels_from_path(m["path"]), m["lo"]), deepest=False
            )
            first = Reference(K.SUBSECTION, previous.number, labels)
            last = evolve(first, labels=(*labels[:-1], m["hi"]))
            return Member(first, m.start(), m.end("lo"), None, last, m.start("hi"), m.end("hi"))
        m = cur.match(p.LABEL_PATH_RE)
        if m:
            labels = continue_labels(previous.labels, path_labels(m), deepest=cur.in_range)
            return Member(Reference(K.SUBSECTION, previous.number, labels), m.start(), m.end())
        return None

    return item


def _named_after_lettered(cur: Cursor, first: Member | None) -> Law | None:
    """The law named after a number this code's grammar stopped before a lower-case letter in
    (`Section 7-152c of the Connecticut General Statutes`); None for none (the cursor stays)."""
    if first is None or not cur.text[cur.pos : cur.pos + 1].islower():
        return None
    whole = statutes.STATUTE_NUMBER_RE.match(cur.text, first.start)
    found = law_tail(Cursor(cur.text, whole.end(), [])) if whole else None
    return None if found is OWN else found


def _law_follows(cur: Cursor) -> bool:
    """Whether another body of law is named right after the statute numbers at the cursor
    (`section 36900(b) of the California Government Code`, `sections 211.008 through 211.011 of
    the Texas Local Government Code`); the cursor does not move."""
    probe = Cursor(cur.text, cur.pos, [])
    first = _statute_item(probe)()
    if first is None:
        return False
    probe.members.append(first)
    probe.list_of(_statute_item(probe), keyword=p.ITEM_KEYWORD_RE)  # `211.008 through 211.011`
    found = law_tail(probe)
    return found is not None and found is not OWN


def path_labels(m: re.Match[str]) -> tuple[str, ...]:
    """`(a)(1)` and its letter-period labels, if any (`(d)(2)A.3.` → `d`, `2`, `A`, `3`)."""
    labels = labels_from_path(m.group("path"))
    tail = m.group("tail")
    return (*labels, *period_labels(tail)) if tail else labels


# A statute's title-article-section number whose article is dotted, which no municipal scheme
# prints (`§ 18-1.3-503, C.R.S.`: Colorado's), with its path; read whole, its body after it.
_DOTTED_ARTICLE_STATUTE_RE = re.compile(
    r"(?P<number>\d{1,3}-\d{1,3}\.\d{1,3}-\d{1,5})(?![\d.-])"
    r"(?P<path>(?:\([A-Za-z0-9]{1,5}\))+)?(?P<wis>)"
)


def _statute_item(cur: Cursor) -> Callable[[], Member | None]:
    """Any other number after `Section`: a statute (`65915`, `1094.8(l)`), its law not known yet."""

    def item() -> Member | None:
        m = cur.match(_DOTTED_ARTICLE_STATUTE_RE) or cur.match(p.STATUTE_REF_RE)
        if not m:
            return None
        labels = labels_from_path(m["path"] or "") + ((m["wis"],) if m["wis"] else ())
        number = m.group("number")
        if number.endswith("."):  # a sentence's period, not the number's
            cur.pos -= 1
            number = number[:-1]
        elif not labels and (spaced := cur.match(p.SPACED_LABEL_PATH_RE)):
            labels = labels_from_path(spaced.group("path"))  # `Section 8.200 (a)`
        return Member(Reference(K.EXTERNAL, number, labels), m.start(), cur.pos)

    return item


def _finish(cur: Cursor, start: int, found: Law | None) -> Hit:
    """The suffixes every local citation may carry: another law's name (the members become
    external), `of this section` (relative), this code's own name, `et seq.`, a comma title."""
    own_section = cur.members[0].reference.kind is not K.EXTERNAL
    if found is None and own_section and _may_follow(cur, "of") and cur.match(p.OF_THE_CODE_RE):
        found = OWN  # `section 20-122.1 of the Code`: this code
    if found is None or (found is not OWN and statutes.body_named(found.code) is None):
        found = _edition_tail(cur) or found  # `… through 66-8-112 NMSA 1978`: an act's alias
    if found is None and (found := law_tail(cur)) is not None and found is not OWN:
        found = codifying_body(cur, found)  # `§ 4-11-1 of the "… Act," et seq. of the O.C.G.A.`
    seq = cur.match(p.ET_SEQ_RE) if found is None and _may_follow(cur, "et", comma=True) else None
    if seq:  # `§ 31-4-201 et seq., C.R.S.`
        statute = cur.match(statutes.COMMA_STATUTE_RE)
        body = statutes.body_named(statute["name"]) if statute else None
        found, cur.pos = (Law(body.name), cur.pos) if body else (None, seq.start())
    if found is not None and found is not OWN:
        cur.members = [as_external(m, found) for m in cur.members]
    elif _may_follow(cur, "of") and (of_this := cur.match(p.OF_THIS_RE)):
        cur.members = [relative(m, of_this.group("node").lower()) for m in cur.members]
    elif found is None and _may_follow(cur, "of"):
        cur.match(p.OF_MUNICIPAL_RE)
    if _may_follow(cur, "et", comma=True):
        cur.match(p.ET_SEQ_RE)
    if found is None or found is OWN:
        cur.comma_title()
    return make_hit(start, cur.pos, cur.members)


# A statute compilation named with its edition year after a citation's numbers (`Sections
# 66-8-105 through 66-8-112 NMSA 1978`, `, RSMo 2000`): the numbers are that compilation's.
_EDITION_TAIL_RE = re.compile(
    rf",?\s+(?P<name>{statutes.NAME_TRIE})(?!\w),?\s*{printed_forms.EDITION_YEAR}"
)


def _edition_tail(cur: Cursor) -> Law | None:
    """The compilation named with its edition year at the cursor (the cursor moves past it)."""
    saved = cur.pos
    m = cur.match(_EDITION_TAIL_RE)
    body = statutes.body_named(m["name"]) if m else None
    if body is None:
        cur.pos = saved
        return None
    return Law(body.name)


# How far past a number `_may_follow` looks for the word after its white space.
_PEEK = 16


def _may_follow(cur: Cursor, word: str, *, comma: bool = False) -> bool:
    """Whether white space (a comma in it, if `comma`) and `word` may follow the cursor (`of
    this section`, `, et seq.`): the suffixes that open so are not tried after most numbers
    (unsure past a window of white space)."""
    window = cur.text[cur.pos : cur.pos + _PEEK]
    rest = window.lstrip()
    if comma and rest.startswith(","):
        rest = rest[1:].lstrip()
    if not rest:
        return len(window) == _PEEK
    return len(rest) < len(window) and rest.startswith(word)


def dotted_law_before(text: str, start: int) -> tuple[Law | None, int]:
    """Another law's dotted abbreviation just before `start` (`O.C.G.A. §`, `R.S. tit.`): the
    law and where its name begins, or (None, start)."""
    if text.find(".", max(0, start - 12), start) < 0:
        return None, start  # no period: no dotted abbreviation (no search)
    m = p.DOTTED_CODE_BEFORE_RE.search(text, max(0, start - 12), start)
    body = statutes.body_named(m["abbr"]) if m else None  # `M.S. Chapter 103F`: Minn. Stat.
    return (Law(body.name if body else m["abbr"]), m.start()) if m else (None, start)


def section_like(
    text: str, anchor: re.Match[str], *, lower: bool = False, start: int | None = None
) -> Hit | None:
    """`Section …`, `Sections …`, `Sec. …`, `§ …`: this code's sections and subsections, or a
    statute of the law named before or after it."""
    found, start = code_before(text, anchor.start() if start is None else start)
    if found is None:
        found, start = dotted_law_before(text, start)
    cur = Cursor(text, anchor.end(), [])
    municipal, statute = _municipal_item(cur), _statute_item(cur)

    def item() -> Member | None:
        if elided := _elided_item(cur):
            return elided  # `Sections 91-9, -10, -11 and -12`: the chapter said once
        if cur.members and cur.members[0].reference.kind is not K.EXTERNAL:
            found = municipal()  # `Section 17.38.035(E)(2), and 4. Pennants`: a label, not a law
        else:
            found = municipal() or statute()
        if found:
            cur.match(_ET_SEQ_IN_LIST_RE)  # `31-30-101 et seq., 31-15-401(1)(a) and 29-5-101`
        return found

    first = municipal()
    named = found if found is not None else _named_after_lettered(cur, first)
    first = external.whole_statute(cur, first, named)  # `§10-9a-101` after a law's name
    if first is None:
        if lower and found is None and not _law_follows(cur):
            return None  # `section 5` without a code named before or after it is no citation
        first = statute()
    if first is None:
        return None
    cur.members.append(first)
    cur.match(_ET_SEQ_IN_LIST_RE)
    cur.list_of(item, keyword=p.ITEM_KEYWORD_RE)
    of = p.OF_ORDINANCE_RE.match(cur.text, cur.pos)
    if of and not _code_numbered_in_this(of, cur.members):
        return None  # `Section 3 of this ordinance`
    hit = _finish(cur, start, found)
    if any(_lettered_statute(m.reference) for m in hit.members):
        return None  # `Section 5-a`: a statute's number only when its law is named (`239-m of …`)
    return hit


# `et seq.` after a list's number, the list going on after it: `§§ 31-30-101 et seq., 31-15-401`.
_ET_SEQ_IN_LIST_RE = re.compile(rf"\s*,?\s+et\.?\s*seq\.?(?=,\s*\d|,?\s+{LIST_WORD}\s+\d)")
# A list's next section, its chapter elided: the `-10` of `Sections 91-9, -10, -11 and -12`.
_ELIDED_RE = re.compile(r"-(?P<n>\d{1,4})(?![\w.-])")


def _elided_item(cur: Cursor) -> Member | None:
    """`-10` after `91-9`: section 91-10, the previous member's chapter said once."""
    m = cur.match(_ELIDED_RE) if cur.members and "-" in cur.members[-1].reference.number else None
    if m is None:
        return None
    ref = cur.members[-1].reference
    number = f"{ref.number.rpartition('-')[0]}-{m['n']}"
    return Member(replace(ref, number=number, labels=()), m.start(), m.end())


def _lettered_statute(ref: Reference) -> bool:
    unnamed = ref.kind is K.EXTERNAL and ref.code is None
    return unnamed and p.LETTERED_STATUTE_RE.search(ref.number) is not None


def _code_numbered_in_this(of: re.Match[str], members: list[Member]) -> bool:
    """`Section 17.5.6 of this ordinance`: a three-level number is a code's section (the zoning
    ordinance a code chapter calls itself), never an ordinance's own (`Section 3`)."""
    return of.group().split()[1].lower() == "this" and all(
        m.reference.number.count(".") >= 2 for m in members
    )


def relative(member: Member, node: str) -> Member:
    """`member` read relative to the enclosing `node` (`of this section` → the section)."""
    kind = CitationKind(node)
    through = member.through
    if through is not None:
        through = evolve(through, relative_to=kind)
    return evolve(member, reference=evolve(member.reference, relative_to=kind), through=through)


def numbered(kind: CitationKind, number_re: re.Pattern[str]) -> Reader:
    """A reader for `Chapter`, `Article`, `Table`, `Figure`: numbers in a list or range, titles,
    suffixes. A chapter's or article's own heading line (`Chapter 10.04 - TRAFFIC CODE`) is
    none."""

    def read(text: str, anchor: re.Match[str]) -> Hit | None:
        if kind in (K.CHAPTER, K.ARTICLE) and keyword_heading(text, anchor.start()):
            return None
        cur = Cursor(text, anchor.end(), [])

        def item() -> Member | None:
            m = cur.match(number_re)
            if not m:
                return None
            return Member(Reference(kind, squash(m.group("number"))), m.start(), m.end())

        first = item()
        if first is None:
            return None
        cur.members.append(first)
        cur.list_of(item)
        found, start = dotted_law_before(text, anchor.start())
        if found is None and kind is K.CHAPTER and (agency := agency_code_before(text, start)):
            found = Law(
                agency
            )  # `Rules … of the Georgia Safety Fire Commissioner, Chapter 120-3-7`
        return _finish(cur, start, found)

    return read


def abbreviated(first: str, reader: Reader) -> Reader:
    """A reader for an abbreviation anchored after its first letter (`Ch.`/`ch.` on `h.`,
    `Art.`/`art.` on `rt.`): that letter, in either case, must stand before the anchor, alone."""

    def read(text: str, anchor: re.Match[str]) -> Hit | None:
        start = anchor.start() - 1
        if start < 0 or text[start] not in first or (start > 0 and text[start - 1].isalpha()):
            return None
        hit = reader(text, anchor)
        if hit is None:
            return None
        found, _ = dotted_law_before(text, start)
        if found is not None:
            # `O.C.G.A. tit. 46, ch. 3`, `R.S. tit. 33`: a division of that law, which the
            # outside-law readers read whole (graph.readers.state_law), body and all.
            return None
        return make_hit(min(start, hit.start), hit.end, hit.members)  # `Chapter 6, Art. IV`

    return read


read_table = numbered(K.TABLE, p.TABLE_REF_RE)
read_figure = numbered(K.FIGURE, p.TABLE_REF_RE)


def read_section_sign(text: str, anchor: re.Match[str]) -> Hit | Heading | None:
    """`§ 17.62.070(F)`; but a `§` heading, a running header or a history note is no citation."""
    start = anchor.start()
    line_start = text.rfind("\n", 0, start) + 1
    before = text[line_start:start]
    if p.HISTORY_BEFORE_RE.search(before):
        return None  # `Ord. 766 § 2`: provenance, read by the history-note parser
    if p.HEADING_BEFORE_RE.search(before):
        heading = sign_heading(text, start, before)
        if heading:
            title = heading.group("title")
            return Heading(
                squash(heading.group("number")),
                clean_title(title) if title else None,
                start,
                heading.end(),
            )
    number = p.SECTION_REF_RE.match(text, anchor.end())
    if number and p.FURNITURE_BEFORE_RE.search(before) and p.LINE_END_RE.match(text, number.end()):
        return None  # `City of Cotati, CA § 17.62.050`, a running header alone on its line
    hit = section_like(text, anchor)
    return None if glued_heading(text, hit) else hit


def read_section(text: str, anchor: re.Match[str]) -> Hit | None:
    """`Section 17.62.050`, `Secs. 8-63 and 8-72`; a section's own heading line opened by the
    keyword (`Sec. 12-53. - Business license tax.`, `Section 16.2 Membership`) is none."""
    if keyword_heading(text, anchor.start()):
        return None
    if "\n" in anchor.group() and p.COLUMN_GAP_BEFORE_RE.search(
        text, text.rfind("\n", 0, anchor.start()) + 1, anchor.start()
    ):
        return None  # `30.01      Section⏎ 30.01(B)`: a table cell ends its row
    hit = section_like(text, anchor)
    if (
        hit is not None
        and text.find("Township", hit.start, hit.end + 24) >= 0  # what it needs (no search else)
        and _SURVEY_RE.search(text, hit.start, hit.end + 24)
    ):
        return None  # `Section 23 and Section 26, Township 18 South`: land, not law
    return None if glued_heading(text, hit) else hit


# A public land survey's township right after a section's number: `26, Township 18 South`.
_SURVEY_RE = re.compile(r"\d,?\s+(?:of\s+)?Township\s+\d{1,3}\s*(?:North|South|[NS]\b)")


def read_section_lower(text: str, anchor: re.Match[str]) -> Hit | None:
    if anchor.start() > 0 and text[anchor.start() - 1].isalpha():
        return None  # the `section` of `subsection`
    return section_like(text, anchor, lower=True)
