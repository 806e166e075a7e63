"""Readers of every state's statutes (law named without a number: `graph.readers.unnumbered`),
and the bodies of law a text says once for several citations (`carry_bodies`). A statute is read
from any printed name of its body (`graph.statutes.STATUTE_RE`): its numbers, lists, ranges and
divisions are that body's, never this code's (`O.C.G.A. § 36-18-1` beside `section 8-73`). After
the merge of hits, `carry_bodies` gives bare numbers the body their note or an earlier citation
names (`State Law reference— … Code of Virginia, §§ 58-239; … §§ 58-266.1`, `said Chapter
36-71`)."""

from __future__ import annotations

import re
from functools import lru_cache

import graph.named_codes as named_codes
import graph.patterns as p
import graph.printed_forms as printed_forms
import graph.statutes as statutes
from graph.readers import titled
from graph.readers.cursor import (
    Cursor,
    Hit,
    Member,
    evolve,
    labels_from_path,
    make_hit,
    path_item,
)
from graph.readers.external import EXTERNAL, inside_word, subdivision_before
from graph.readers.state_forms import before_own_items, lettered
from graph.records import CitationKind, Reference
from parsers.grammar.joints import LIST_WORD


def read_statute(text: str, anchor: re.Match[str]) -> Hit | None:
    """A state's statute by any printed name of its body (`graph.statutes`): `Ohio R.C. 4511.191
    or 4511.192`, `O.C.G.A. § 36-18-1`, `R.S. 26:73, 26:273`, `OCGA Sections 40-6-372 through
    40-6-376`, `(ORC 4511.19; 4511.194)`, a division (`Ohio R.C. Chapter 2929`, `O.C.G.A. tit.
    46, ch. 3`). Every number after the name is that body's, never this code's."""
    if inside_word(text, anchor.start()):
        return None
    name = anchor.group("name").strip()
    body = statutes.body_named(name) or statutes.ARTICLE_ONLY.get(" ".join(name.split()))
    if body is None:
        return None
    if not _names_statute(text, anchor, name):
        return None
    if " ".join(name.split()) in statutes.ARTICLE_ONLY and not statutes.ARTICLE_AHEAD_RE.match(
        text, anchor.end()
    ):
        return None  # `Civil Code § 1714`: California's, cited by section
    cur = Cursor(text, anchor.end(), [])
    if hit := titled.read_title_section(cur, body, anchor.start()):
        return hit
    subject = Cursor(text, anchor.start("sign"), [])  # `Md. Code Ann., Envir. § 9-101`
    if hit := titled.read_subject_section(subject, body, anchor.start()):
        return hit
    start, outer = subdivision_before(text, anchor.start())
    if body.titled and (title := titled.title_before(text, body.name, start)):
        numbers = statute_numbers(cur, body.name, body.jurisdiction)
        if numbers is None:
            return None
        t = title["title"]  # `11 NCAC 05A.0508`, `11 O.S. §§ 14-108 to 14-111`: all of title 11
        members = [evolve(m, reference=evolve(m.reference, external_title=t),
                           through=m.through and evolve(m.through, external_title=t))
                   for m in numbers.members]  # fmt: skip
        numbers.match(p.ET_SEQ_RE)
        return make_hit(title.start(), numbers.pos, members)
    division = cur.match(statutes.STATUTE_DIVISION_RE)
    if division:
        ref = Reference(
            EXTERNAL,
            code=body.name,
            division=titled.division(body.name, division[0]),
            jurisdiction=body.jurisdiction,
        )
        members = [Member(ref, start, cur.pos), *_more_divisions(cur, division[0], ref)]
        cur.match(_APPOSITIVE_ACT_RE)  # `O.C.G.A. Title 46 Ch. 3, Georgia Territorial … Act`
        return make_hit(start, cur.pos, members)

    numbers = statute_numbers(cur, body.name, body.jurisdiction, outer)
    if numbers is None:
        return None
    numbers.match(p.ET_SEQ_RE)  # `MCL § 125.3101 et seq.`: the whole phrase is this hit's
    return make_hit(start, *before_own_items(text, numbers))


# An act's name set off by a comma after a statute's division, ending its phrase (`O.C.G.A. Title
# 46 Ch. 3, Georgia Territorial Electric Service Act.`): the division's name, read with it.
_APPOSITIVE_ACT_RE = re.compile(
    r",[ \t]+(?:the[ \t]+)?(?:[A-Z][\w'’-]*[ \t]+(?:(?:of|and|for|on|the)[ \t]+)?){1,8}Act\b"
    r"(?=[ \t]*(?:[,.;)]|$))"
)
# A plural division's word ending a statute's division (`Chapters 153`), and each further number
# of its list (` and 801`, `, 279B, and 279C`) or its range's end (`Chapters 687 through 747`).
_PLURAL_LAST_RE = re.compile(r"(?:[Cc]hapters|[Aa]rticles|[Tt]itles|[Cc]hs\.|[Aa]rts\.)\s*\S+$")
_MORE_DIVISION_RE = re.compile(
    r",?\s+(?:and\s+|or\s+|through\s+|to\s+)?"
    r"(?P<n>\d{1,4}[A-Z]{0,2}(?:[.-]\d{1,4}[A-Z]{0,2})?)(?![\w.-]*\d)"
)


def _more_divisions(cur: Cursor, printed: str, first: Reference) -> list[Member]:
    """The further divisions of a plural word's list (`ORS Chapters 153 and 801`): same level."""
    plural = _PLURAL_LAST_RE.search(printed)
    if plural is None:
        return []
    word = plural[0].split()[0].removesuffix("s")
    head = printed[: plural.start()]
    more: list[Member] = []
    while m := cur.match(_MORE_DIVISION_RE):
        division = statutes.divisions(f"{head}{word} {m['n']}", first.code or "")
        more.append(Member(evolve(first, division=division), m.start("n"), m.end()))
    return more


def _names_statute(text: str, anchor: re.Match[str], name: str) -> bool:
    """Whether a short name is a statute's here: `RS 7` is a zone, `C.` alone an initial, `MCA
    2` a zone; a name ending its line after a number (`Art. 11 of Title 31, C.R.S.`) is that
    number's, not the next line's."""
    shape = named_codes.SHAPE_ONLY.get(name)
    if name in statutes.DOTLESS:  # `ARS 33-506`: initials without their periods
        shape = printed_forms.DOTLESS_AHEAD_RE
    if shape is not None and not shape.match(text, anchor.end("name")):
        return _title_in_list(text, anchor, name, shape)
    if printed_forms.edition_year(anchor):
        return False  # `NMSA 1978`: the compilation's year, no section of it
    return "\n" not in anchor["sign"] or not _AFTER_NUMBER_RE.search(text, 0, anchor.start())


def _dotted_range(cur: Cursor, code: str | None, jurisdiction: str) -> Member | None:
    """A range of dotted numbers printed with a hyphen at the cursor (`64.800-840`,
    `562.016-562-026`), one member with its end; the cursor moves past it."""
    m = printed_forms.dotted_range(cur.text, cur.pos)
    if m is None:
        return None
    cur.pos = m.end()
    ref = Reference(EXTERNAL, f"{m['lead']}.{m['first']}", code=code, jurisdiction=jurisdiction)
    last = evolve(ref, number=f"{m['lead']}.{m['last']}")
    return Member(ref, m.start(), m.end("first"), None, last, m.end("first") + 1, m.end())


def statute_numbers(
    cur: Cursor, code: str | None, jurisdiction: str, outer: tuple[str, ...] = ()
) -> Cursor | None:
    """The numbers of one body's statutes at the cursor: a list, ranges, `;`-separated source
    notes (`4511.19; 4511.194`); `outer` labels are the first's (`subsection (a) of`)."""

    def item() -> Member | None:
        if not cur.in_range and (ranged := _dotted_range(cur, code, jurisdiction)):
            return ranged  # `RSMo 64.800-840`
        saved = cur.pos
        linked = cur.match(_LINK_OPEN_RE)
        m = cur.match(statutes.STATUTE_NUMBER_RE)
        if not m:
            cur.pos = saved
            return path_item(cur, cur.members[-1] if cur.members and not linked else None)
        if linked:
            cur.match(_LINK_CLOSE_RE)
        labels = ((m["letter"],) if m["letter"] else ()) + labels_from_path(m["path"] or "")
        end = m.end()
        if m["path"] and code in named_codes.BARE_LABELS_BELOW and (bare := cur.match(_BARE_RE)):
            labels, end = (*labels, bare[0]), bare.end()  # `62.23(7)(e)3`
        if not labels and (subdivision := cur.match(_SUBDIVISION_RE) or cur.match(_PART_RE)):
            labels = (subdivision["label"], *labels_from_path(subdivision["path"] or ""))
            end = subdivision.end()
        if not labels and (bracket := cur.match(printed_forms.BRACKET_LABELS_RE)):
            labels, end = printed_forms.bracket_labels(bracket), bracket.end()  # `903.1[1a]`
        cur.match(printed_forms.GLOSS_RE)  # `62.231 (wetlands), 87.30`: the list goes on after it
        cur.match(_ET_SEQ_BEFORE_MORE_RE)  # `7-5-103 et seq., and 7-5-4201 et seq.`
        number, glued = printed_forms.glued_label(code or "", m["number"])  # `40:55D-25c(1)`
        before = [] if cur.in_range else [member.reference.number for member in cur.members[-1:]]
        number = printed_forms.list_title(code or "", before, number)  # `676:17, 17-a`
        ref = Reference(EXTERNAL, number, (*glued, *labels), code=code, jurisdiction=jurisdiction)
        if not labels and (division := named_codes.division_by_parts(code or "", number)):
            ref = evolve(ref, number="", division=division)  # `IC 36-5-1`: a chapter
        return Member(ref, m.start(), end)

    first = item()
    if first is None:
        return None
    if outer:
        labels = first.reference.labels + outer
        first = evolve(first, reference=evolve(first.reference, labels=labels))
    cur.members.append(first)
    cur.list_of(item, keyword=p.ITEM_KEYWORD_RE)
    while cur.match(statutes.SEMICOLON_ITEM_RE) and (more := item()) is not None:
        cur.members.append(more)
        cur.list_of(item, keyword=p.ITEM_KEYWORD_RE)
    for i, m in enumerate(cur.members):  # a range's end printed short: `40:69A-139 through 143`
        if m.through is not None:
            end = printed_forms.range_end(m.reference.number, m.through.number)
            cur.members[i] = evolve(m, through=evolve(m.through, number=end))
    return cur


def _title_in_list(text: str, anchor: re.Match[str], name: str, shape: re.Pattern[str]) -> bool:
    """`Elections.⏎IC 3⏎`: a short name before a title's number alone, ending its line, is the
    statute's title where the lines just before cite the statute in its own shape (`IC 36-4-4`: a
    list of statutory references); elsewhere (`IC 1`, a zone) it is not."""
    if _TITLE_ENDS_LINE_RE.match(text, anchor.end("name")) is None:
        return False
    return any(
        shape.match(text, m.end())
        for m in _short_name_re(name).finditer(text, max(0, anchor.start() - 400), anchor.start())
    )


@lru_cache(maxsize=16)
def _short_name_re(name: str) -> re.Pattern[str]:
    return re.compile(rf"(?<![\w.]){re.escape(name)}")


# A title's number alone after the name, ending its line (`IC 3⏎`, `and IC 3⏎`).
_TITLE_ENDS_LINE_RE = re.compile(r"[ \t]+\d{1,2}[ \t]*(?:\n|$)")

# A statute's number as a Markdown link's text (`Ohio R.C. [4511.66][ORC Section 4511.66]`): the
# bracket before it, then its close (`.]` ending a sentence) and the link's label (no citation).
_LINK_OPEN_RE = re.compile(r"\[(?=\d)")
_LINK_CLOSE_RE = re.compile(r"\.?\](?:\[[^\]\[]{1,80}\])?")


# A body's name printed after a number and a comma (`§ 31-4-201, C.R.S.`): it closes its citation.
_AFTER_NUMBER_RE = re.compile(r"[\d)],[ \t]*$")
# `et seq.` after one number of a list that goes on (`MCA §§ 7-5-103 et seq., and 7-5-4201 et
# seq.`, `7-5-101 et seq.; 7-5-4201`): the list's next number follows; the member ends at its own.
_ET_SEQ_BEFORE_MORE_RE = re.compile(rf"\s*,?\s+et\.?\s*seq\.?(?=[,;]\s*\d|,?\s+{LIST_WORD}\s+\d)")
# A statute's numbered subdivision after its number: `M.S. § 462.357, subd. 6`, `§ 216C.06, subd.
# 14`, `subdivision 2(a)` (Minnesota's sections divide so), `Town Law § 271,⏎Subsection 2` (after a
# comma, of no other thing); its path below it attached.
_SUBDIVISION_RE = re.compile(
    r"(?:,?\s+[Ss]ubd(?:\.|ivision)|,\s*[Ss]ubsection)\s*(?P<label>\d{1,3}[a-z]?)(?![\w-]|\.\d)"
    r"(?!\s+of\b)"
    r"(?P<path>(?:\([A-Za-z0-9]{1,5}\))+)?"
)

# `KSA 12-759, Section D`: subsection (d) of K.S.A. 12-759 (a letter alone after a comma; never
# `Section D of` something else, nor a number, which would be another section).
_PART_RE = re.compile(r",[ \t]*Section[ \t]+(?P<label>[A-Z])(?![\w(.-]|\.\w|\s+of\b)(?P<path>)")

# A label printed bare right after a path, in bodies that print their deepest labels so
# (`Wis. Stats. § 62.23(7)(e)3.`: subdivision 3 of paragraph (e)); a period may end it.
_BARE_RE = re.compile(r"(?<=\))\d{1,2}(?![\w(]|\.\w)")


def carry_bodies(text: str, hits: tuple[Hit, ...]) -> tuple[Hit, ...]:
    """Citations whose body of law is said once for several: a bare number under a note's
    heading (`State Law reference— … Code of Virginia, §§ 58-239; city license taxes, §§
    58-266.1`, `Charter reference— … § 53`), and a number the text has already given to outside
    law (`Chapter 36-71 of the Official Code of Georgia … said Chapter 36-71`). Such a citation
    takes that body; it is never resolved into this code, whatever its number looks like."""
    notes = list(statutes.NOTE_HEADING_RE.finditer(text)) if "eference" in text else []
    cited: dict[tuple[CitationKind, str], Reference] = {}
    carried: list[Hit] = []
    absorbed = -1  # where a hit read with ` of that section` ends
    for hit in hits:
        if hit.start < absorbed:
            continue  # the `that section` of `division (A)(1) of that section`, read with it
        refs = [m.reference for m in hit.members]
        if any(ref.kind is EXTERNAL and ref.code for ref in refs):
            for ref in refs:
                if _named_body(ref):
                    cited.update(_numbers_of(ref))
        elif (
            text[hit.end : hit.end + 1].isspace()  # what the regex opens with (no match else)
            and _OF_THAT_SECTION_RE.match(text, hit.end)
            and (last := _last_section(carried))
        ):
            hit = _of_that_section(text, hit, last)
            absorbed = hit.end
        elif cited and (read_on := lettered(text, hit, cited)) is not hit:
            hit = _carried(text, read_on, cited, carried, None)
        elif notes or any((ref.kind, ref.number) in cited for ref in refs):
            hit = _carried(text, hit, cited, carried, _note_kind(text, hit.start, notes))
        carried.append(hit)
    return tuple(carried)


# ` of that section` after labels: the labels of the section just cited (`Ohio R.C. 4510.02(A)(5)
# … a class one suspension as described in division (A)(1) of that section`), never this one's.
_OF_THAT_SECTION_RE = re.compile(r"\s+of\s+that\s+section\b")
# What may stand between that section and the labels: no blank line (a paragraph's text).
_SAME_PARAGRAPH_RE = re.compile(r"(?:[^\n]|\n(?![ \t]*\n)){0,600}")


def _last_section(carried: list[Hit]) -> Hit | None:
    """The last hit before whose last member is a numbered section of outside law (`this
    section` may stand between: `that` is the other one)."""
    for hit in reversed(carried[-4:]):
        ref = hit.members[-1].reference
        if _named_body(ref) and ref.number:
            return hit
    return None


def _of_that_section(text: str, hit: Hit, last: Hit) -> Hit:
    """Labels-only `division (A)(1)` before ` of that section`: the labels of `last`'s section
    when the same paragraph holds both; the hit itself otherwise."""
    refs = [m.reference for m in hit.members]
    gap = _SAME_PARAGRAPH_RE.fullmatch(text, last.end, hit.start)
    if gap is None or any(r.kind is not CitationKind.SUBSECTION or r.number for r in refs):
        return hit
    section = last.members[-1].reference
    members = [evolve(m, reference=evolve(section, labels=m.reference.labels)) for m in hit.members]
    end = _OF_THAT_SECTION_RE.match(text, hit.end)
    return make_hit(hit.start, end.end() if end else hit.end, members)


def _named_body(ref: Reference) -> bool:
    return ref.kind is EXTERNAL and bool(ref.code) and ref.code not in statutes.UNNUMBERED_BODIES


def _numbers_of(ref: Reference) -> dict[tuple[CitationKind, str], Reference]:
    """How a later citation may repeat outside law: its section's or chapter's number."""
    numbers: dict[tuple[CitationKind, str], Reference] = {}
    if ref.number:
        numbers[(CitationKind.SECTION, ref.number)] = evolve(ref, labels=())
    elif chapter := statutes.DIVISION_CHAPTER_RE.search(ref.division):
        numbers[(CitationKind.CHAPTER, chapter["n"])] = ref
    return numbers


def _carried(
    text: str,
    hit: Hit,
    cited: dict[tuple[CitationKind, str], Reference],
    before: list[Hit],
    note: str | None,
) -> Hit:
    """The hit with each member the body says it cites (the hit itself when none changes)."""
    if note == "Cross":
        return hit
    members = []
    for member in hit.members:
        ref = member.reference
        kind = CitationKind.SECTION if ref.kind is EXTERNAL else ref.kind
        if ref.relative_to is not None and not ref.number:
            members.append(member)  # `this section` under a note (or past its end) is the code's
            continue
        if note == "Charter" and (kind is CitationKind.SECTION or ref.number):
            body = Reference(EXTERNAL, ref.number, ref.labels, code=statutes.CHARTER)
        elif note == "State Law" and kind is CitationKind.SECTION:
            last = _last_body(text, hit.start, before) or Reference(EXTERNAL)
            return _reread(text, hit, last)
        elif ref.kind is not EXTERNAL and (kind, ref.number) in cited:
            body = evolve(cited[(kind, ref.number)], labels=ref.labels)
        else:
            members.append(member)
            continue
        through = member.through
        if through is not None:
            through = evolve(body, number=through.number, labels=through.labels)
        members.append(evolve(member, reference=body, through=through))
    if all(new is old for new, old in zip(members, hit.members, strict=True)):
        return hit
    return evolve(hit, members=tuple(members))


def _reread(text: str, hit: Hit, body: Reference) -> Hit:
    """A hit under a `State Law reference` note, read again as statutes of `body` (the
    note's last named): `§§ 15.1-855, 15.1-856`, which the municipal grammar cut at `15.1`."""
    sign = p.ITEM_KEYWORD_RE.match(text, hit.start)
    cur = Cursor(text, sign.end() if sign else hit.start, [])
    numbers = statute_numbers(cur, body.code, body.jurisdiction)
    if numbers is None:
        members = [
            evolve(m, reference=evolve(body, number=m.reference.number)) for m in hit.members
        ]
        return evolve(hit, members=tuple(members))
    return make_hit(hit.start, max(numbers.pos, hit.end), numbers.members)


def _note_kind(text: str, start: int, notes: list[re.Match[str]]) -> str | None:
    """The kind of the note (`State Law`, `Charter`, `Cross`) whose text holds `start`: the last
    heading before it, with no end of a note between (a blank line, a heading, a section)."""
    heading = None
    for candidate in notes:
        if candidate.end() > start:
            break
        heading = candidate
    if heading is None or _note_ends(text, heading.end(), start):
        return None
    kind = heading["kind"]
    return "State Law" if kind.startswith("State") else kind


def _note_ends(text: str, start: int, end: int) -> bool:
    """Whether a note ends between `start` and `end` (the line that ends it may open at `end`)."""
    found = statutes.NOTE_END_RE.search(text, start, min(len(text), end + 24))
    return found is not None and found.start() < end


def _last_body(text: str, start: int, before: list[Hit]) -> Reference | None:
    """The body of the last outside-law citation of the same note, before `start`."""
    for hit in reversed(before):
        if _note_ends(text, hit.end, start):
            return None
        refs = [m.reference for m in hit.members if _named_body(m.reference)]
        if refs:
            return refs[-1]
    return None
