"""Outside law whose body is named once for more numbers than the one it is printed with.

- `list_tails`: a list whose last item names its body after the number (`Part 6 of Article 21
  of Chapter 143; … and Article 6 of Chapter 153A of the North Carolina General Statutes`,
  `Title 4, Chapter 9 and Title 6, Chapter 29 of the Code of Laws of South Carolina`): the
  earlier items, printed bare and read as this code's, are that body's too; so is a bare
  division going on a statute's list (`Wis. Stats. §§ 62.23 … or Chapter 91`; after captions:
  `…; Plats and Vacations established in Title 50, Chapter 13`, printed in its first item's
  shape), and the parts printed before a statute's division are its members (`Parts 3 and 4 …`).
- `foreign_numbers`: a bare section number the citing code's own numbering cannot produce (a
  `§ 13A-8-10.3` in a code numbered `1-21`) in a text that cites a body of law by numbers of
  that shape (`§ 32-5A-191 of the Code of Alabama`): that body's. Such a number whose body the
  text does not say is outside law left unnamed, never this code's.
- `listed_sections`: a sentence saying a body's sections follow (`These sections of the Code of
  Iowa are adopted by reference and are as follows:`), then items whose captions end with a colon
  and whose numbers are bare (`1. Display of Registration: 321.17, 321.20B and 321.219 through
  321.224.`): those numbers are that body's sections.
- `sentence_bodies`: a bare section sign's number, outside law with no body named (`§§321.297`),
  in the sentence of a citation of a named body by numbers of that shape (`Iowa Code
  §321.285(5) and the provisions of §§321.297, 321.298`): that body's.
- `reprinted`: `this section` of a statute a code reprints (`W.Va. Code, §8-11-4`): the statute.

Either way a citation that names (or continues) another body of law is never resolved locally.
"""

from __future__ import annotations

import re
from dataclasses import replace

import graph.patterns as p
import graph.statutes as statutes
from graph.readers import components, titled
from graph.readers.cursor import Cursor, Hit, Member, make_hit
from graph.readers.external import Law, as_external
from graph.readers.state_law import statute_numbers
from graph.records import CitationKind, Reference, TextUnit
from parsers.grammar.joints import LIST_WORD

EXTERNAL = CitationKind.EXTERNAL

# What joins the items of one list: `; `, `, `, ` and `, `; and `, `, or ` (line breaks too),
# and the parts of the next item's division the grammar reads no citation of (`; Parts 3 and
# 4 of Article 18`: its `Parts 3 and 4 of `).
_LIST_GAP_RE = re.compile(
    rf"\s*[;,]?\s*(?:{LIST_WORD}\s+)?"
    rf"(?:(?:Sub)?[Pp]arts?\s+\d{{1,3}}[A-Z]?(?:\s*(?:,|{LIST_WORD})\s*\d{{1,3}}[A-Z]?)*\s+of\s+)?"
)
# Words tying an item to a body of its own (`of this Code`, `of the Town Law`): no bare member.
_OWN_TAIL_RE = re.compile(r"\b(?:this|the|said|herein|hereof)\b|Code|Ordinance|Charter")
# The kinds of a bare item that a body named after the list may take: its divisions, its sections;
# and (`_HEAD_KINDS`) that a body named before it may: its divisions (a bare section after a
# statute may be this code's: `O.C.G.A. § 36-66-4 and Section 8-73`).
_HEAD_KINDS = frozenset({CitationKind.CHAPTER, CitationKind.ARTICLE, CitationKind.TITLE})
_BARE_KINDS = _HEAD_KINDS | {CitationKind.SECTION}


def list_tails(text: str, hits: tuple[Hit, ...]) -> tuple[Hit, ...]:
    """Each run of bare items joined as one list to an item that names its body after its
    number, given that body (read from the last item back to the first)."""
    if not any(_tail_body_ref(m.reference) for hit in hits for m in hit.members):
        return hits  # no body named (most texts): every step below keeps each hit as it is
    out = list(hits)
    for at in range(len(out) - 1, 0, -1):
        body = _tail_body(out[at])
        if body is None:
            continue
        before = at - 1
        while before >= 0 and _continues(text, out[before], out[before + 1]):
            out[before] = _as_body(out[before], body)
            before -= 1
    for at in range(1, len(out)):  # `Wis. Stats. §§ 62.23 … or Chapter 91`: a division goes on
        body = _tail_body(out[at - 1])
        if body is not None and (
            _continues(text, out[at], out[at - 1], _HEAD_KINDS) or _parallel(text, out, at)
        ):
            out[at] = _as_body(out[at], body)
    return titled.titles_sections(
        text, tuple(_bracketed(text, _with_parts(text, hit)) for hit in out)
    )


# A statute's subsection printed in square brackets after its number (`Code of Iowa, Sec.
# 364.22[3]`, `Sec. 364.22 [1]`): a short label, not a link's text (`[4511.66][…]`).
_BRACKET_LABEL_RE = re.compile(r" ?\[(?P<label>\d{1,2}|[a-z])\](?![\[(])")


def _bracketed(text: str, hit: Hit) -> Hit:
    """The last member of a statute's citation with the label bracketed after it, if any."""
    last = hit.members[-1]
    label = _BRACKET_LABEL_RE.match(text, hit.end) if last.end == hit.end else None
    if label is None or not _tail_body_ref(last.reference) or not last.reference.number:
        return hit
    ref = replace(last.reference, labels=(*last.reference.labels, label["label"]))
    members = (*hit.members[:-1], replace(last, reference=ref, end=label.end()))
    return replace(hit, end=label.end(), members=members)


# The parts of a statute's division printed before it (`Part 6 of `, `Parts 3 and 4 of `), read
# backwards from the division: each part's number.
_PARTS_BEFORE_RE = re.compile(
    rf"(?<![\w])[Pp]arts?\s+(?P<numbers>\d{{1,3}}[A-Z]?(?:\s*(?:,|{LIST_WORD})\s*\d{{1,3}}[A-Z]?)*)"
    r"\s+of\s+$"
)
# One part's number in `numbers`.
_PART_NUMBER_RE = re.compile(r"\d{1,3}[A-Z]?")


def _with_parts(text: str, hit: Hit) -> Hit:
    """A statute's division with the parts printed before it (`Part 6 of Article 21 of Chapter
    143` of the North Carolina General Statutes): one member per part, inside the division."""
    first = hit.members[0].reference
    if len(hit.members) != 1 or not _tail_body_ref(first) or first.number or not first.division:
        return hit
    parts = _PARTS_BEFORE_RE.search(text, max(0, hit.start - 40), hit.start)
    if parts is None:
        return hit
    members = [
        Member(replace(first, division=f"{first.division}, pt. {n[0]}"), n.start(), n.end())
        for n in _PART_NUMBER_RE.finditer(text, parts.start("numbers"), parts.end("numbers"))
    ]
    members[0] = replace(members[0], start=parts.start())
    members[-1] = replace(members[-1], end=hit.end)
    return make_hit(parts.start(), hit.end, members)


def _tail_body(hit: Hit) -> Reference | None:
    """The body a hit's first member names, if outside law with a name (not `state law`)."""
    ref = hit.members[0].reference
    return ref if _tail_body_ref(ref) else None


def _continues(
    text: str, item: Hit, other: Hit, kinds: frozenset[CitationKind] = _BARE_KINDS
) -> bool:
    """Whether `item` is a bare member of the list `other` ends (or, after it, goes on): only a
    list's joint between them, every member a local division or section (of `kinds`) without a
    suffix of its own."""
    first, second = (item, other) if item.start < other.start else (other, item)
    if not _LIST_GAP_RE.fullmatch(text, first.end, second.start):
        return False
    return _bare(text, item, kinds)


def _bare(text: str, item: Hit, kinds: frozenset[CitationKind]) -> bool:
    """Every member of `item` a local division or section of `kinds`, without a suffix."""
    named = _OWN_TAIL_RE.search(text, item.start, item.end)  # `of this Code`
    if named or components.opens_with_part(text, item.start):  # `P. & Z. Ch. 1242`: this code's
        return False
    return all(
        m.reference.kind in kinds
        and m.reference.relative_to is None
        and not m.reference.code
        and not m.reference.labels
        for m in item.members
    )


# Between two items of a list whose items open with captions (`…, of the Idaho State Statutes;
# Plats and Vacations established in Title 50`): a joint, a few words (no number, no stop).
_CAPTIONED_GAP_RE = re.compile(r"\s*(?:[;,]|\band\b|\bor\b)(?:\s*[A-Za-z]{1,20}){0,10}\s+")
# A printed path's numbers, masked for its shape (`Title 50, Chapter 13` → `Title 9, Chapter 9`).
_NUMBER_RE = re.compile(r"\d+[A-Z]?")


def _parallel(text: str, hits: list[Hit], at: int) -> bool:
    """Whether `hits[at]`, a bare division in another (`Title 50, Chapter 13`), goes on a list
    whose last item, printed in its shape, named a body; a caption's words between them only."""
    item, head = hits[at], hits[at - 1]
    printed = text[item.start : item.end]
    if len(item.members) != 1 or not item.members[0].reference.within or "\n" in printed:
        return False
    gap = _CAPTIONED_GAP_RE.fullmatch(text, head.end, item.start)
    if gap is None or _OWN_TAIL_RE.search(gap[0]):  # `; the rules in`: a body of its own
        return False
    head_shape = _NUMBER_RE.sub("9", text[head.start : head.end])
    return head_shape.startswith(_NUMBER_RE.sub("9", printed)) and _bare(text, item, _HEAD_KINDS)


def _as_body(hit: Hit, body: Reference) -> Hit:
    members = tuple(as_external(m, _law_of(m.reference, body)) for m in hit.members)
    return replace(hit, members=members)


def _law_of(ref: Reference, body: Reference) -> Law:
    """The body with the divisions a bare item names above its own number (`Article 21 of
    Chapter 143`: chapter 143; `Title 4, Chapter 9`: title 4)."""
    if not ref.within:
        return Law(body.code or "")
    above = {CitationKind.ARTICLE: "Chapter", CitationKind.CHAPTER: "Title"}.get(ref.kind)
    return Law(body.code or "", (f"{above} {ref.within}",) if above else ())


# The joints of a section number's parts that count its levels: hyphens and colons.
_LEVEL_JOINT_RE = re.compile(r"[-:]")


# A number opening a line, as a code prints its sections' headings (`Sec. 6-14-116.`, `§ 1-21.`).
_HEADING_NUMBER_RE = re.compile(
    r"^[ \t#*]*(?:Secs?\.|§+|Section)?[ \t]*(?P<number>\d[\dA-Z]*(?:[-:.]\d[\dA-Z]*)+)", re.M
)


def foreign_numbers(unit: TextUnit, hits: tuple[Hit, ...]) -> tuple[Hit, ...]:
    """Bare section numbers with more levels than the citing section's own, than a section of
    its chapter has (`6-14` holds `6-14-1`) and than any number the text prints as a heading
    (`13A-8-10.3` in section `1-21`): the body of law the text cites numbers of as many levels
    by (the nearest such citation), or outside law unnamed."""
    section, chapter = unit.section, unit.chapter
    if not section or not _LEVEL_JOINT_RE.search(section):
        return hits
    own = max(_levels(section), _levels(chapter) + 1 if chapter else 0)
    if not any(_foreign(m.reference, own) for h in hits for m in h.members):
        return hits
    own = max([own, *(_levels(m["number"]) for m in _HEADING_NUMBER_RE.finditer(unit.text))])
    if not any(_foreign(m.reference, own) for h in hits for m in h.members):
        return hits
    bodies = [
        (h.start, m.reference)
        for h in hits
        for m in h.members
        if _tail_body(h) is not None and m.reference.code == h.members[0].reference.code
    ]
    out: list[Hit] = []
    for hit in hits:
        # `Article 8E-9-2.4 of the Culpeper County Code`: this code, said explicitly
        named_here = p.OF_MUNICIPAL_RE.search(unit.text, hit.start, hit.end) is not None
        if not named_here and any(_foreign(m.reference, own) for m in hit.members):
            hit = replace(
                hit, members=tuple(_foreign_member(m, own, hit.start, bodies) for m in hit.members)
            )
        out.append(hit)
    return tuple(out)


def _levels(number: str) -> int:
    return len(_LEVEL_JOINT_RE.findall(number))


def _foreign(ref: Reference, own: int) -> bool:
    return (
        ref.kind is CitationKind.SECTION
        and not ref.code
        and ref.relative_to is None
        and _levels(ref.number) > own
    )


def _foreign_member(
    member: Member, own: int, at: int, bodies: list[tuple[int, Reference]]
) -> Member:
    ref = member.reference
    if not _foreign(ref, own):
        return member
    shaped = [
        (abs(at - start), b) for start, b in bodies if _levels(b.number) == _levels(ref.number)
    ]
    if not shaped:
        through = member.through and replace(member.through, kind=EXTERNAL, code=None)
        return replace(member, reference=replace(ref, kind=EXTERNAL, code=None), through=through)
    body = min(shaped, key=lambda pair: pair[0])[1]
    return as_external(member, Law(body.code or ""))


def reprinted(text: str, own: tuple[Hit, ...], hits: tuple[Hit, ...]) -> tuple[Hit, ...]:
    """`this section` (and its labels) inside a section whose own id is a statute's citation
    (`own`: the hits of the id, `W.Va. Code, §8-11-4`): that statute's section; a chapter or an
    article `of this Code` there is the statute's body's (`article three, chapter fifty-nine of
    this Code`: W. Va. Code ch. 59, art. 3)."""
    if len(own) != 1 or len(own[0].members) != 1:
        return hits
    statute = own[0].members[0].reference
    if statute.kind is not EXTERNAL or not statute.code or not statute.number:
        return hits
    out = []
    for hit in hits:
        of_code = _OF_THIS_CODE_END_RE.search(text, hit.start, hit.end) is not None
        members = tuple(_of_statute(m, statute, of_code) for m in hit.members)
        out.append(replace(hit, members=members))
    return tuple(out)


# `of this Code` closing a hit: in a reprinted statute, the statute's own body of law.
_OF_THIS_CODE_END_RE = re.compile(r"\bof\s+this\s+[Cc]ode$")


def _of_statute(member: Member, statute: Reference, of_code: bool) -> Member:
    ref = member.reference
    if of_code and not ref.code and ref.kind in (CitationKind.CHAPTER, CitationKind.ARTICLE):
        printed = f"Article {ref.number}, Chapter {ref.within}" if ref.within else ""
        if ref.kind is CitationKind.CHAPTER or not ref.within:
            printed = f"{ref.kind.value.title()} {ref.number}"
        division = statutes.divisions(printed, statute.code or "")
        return replace(member, reference=replace(statute, number="", labels=(), division=division))
    if ref.relative_to is not CitationKind.SECTION or ref.number or ref.code:
        return member
    return replace(member, reference=replace(statute, labels=ref.labels))


# `sections of` opening a head that names a body of statutes (`graph.statutes.OF_STATUTE_RE`).
_SECTIONS_OF_RE = re.compile(r"\b[Ss]ections(?=\s+of\s)")
# The rest of the head's sentence, ending with a colon at the end of its line (`are adopted by
# reference and are as follows:`).
_HEAD_END_RE = re.compile(r"[^.:\n]{0,160}:[ \t]*\n")
# One item of the list: its label and caption up to a colon (`1. Display of Registration and
# License to Drive: `), on a line of its own.
_ITEM_CAPTION_RE = re.compile(r"[ \t]*(?:\d{1,2}|[A-Za-z])\.[ \t]+[^:\n]{1,240}:[ \t]*")
# What ends an item's line: its numbers' closing period, the line's end.
_ITEM_END_RE = re.compile(r"[ \t]*\.?[ \t]*(?:\n|\Z)")


def listed_sections(text: str, hits: tuple[Hit, ...]) -> tuple[Hit, ...]:
    """`hits` and the bare numbers of the items listed after a head that says a body's sections
    follow; an item whose line holds anything but its caption and numbers ends the list."""
    if "ections of" not in text:
        return hits
    found: list[Hit] = []
    for head in _SECTIONS_OF_RE.finditer(text):
        named = statutes.OF_STATUTE_RE.match(text, head.end())
        body = statutes.body_named(named["name"]) if named else None
        end = _HEAD_END_RE.match(text, named.end()) if named and body else None
        if body is None or end is None:
            continue
        at = end.end()
        while caption := _ITEM_CAPTION_RE.match(text, at):
            cur = statute_numbers(Cursor(text, caption.end(), []), body.name, body.jurisdiction)
            line_end = _ITEM_END_RE.match(text, cur.pos) if cur else None
            if cur is None or line_end is None:
                break
            found.append(make_hit(caption.end(), cur.pos, cur.members))
            at = line_end.end()
    if not found:
        return hits
    kept = [h for h in found if not any(o.start < h.end and h.start < o.end for o in hits)]
    return tuple(sorted((*hits, *kept), key=lambda h: h.start))


# What ends a sentence between two citations: a period after a word, then a capital; a blank
# line; a line opening with a parenthesis (a subsection's label, a source note: `(KRS 83A.060(8))
# \n(A) Except as provided in § 32.38(B)`).
_SENTENCE_END_RE = re.compile(r"[a-z)\d][.!?][ \t\n]+[A-Z(]|\n[ \t]*\n|\n[ \t]*\(")
# A number's parts, for its shape (`321.297` → `9.9`, `36-66-4` → `9-9-9`).
_PART_RE = re.compile(r"[0-9A-Za-z]+")


def sentence_bodies(unit: TextUnit, hits: tuple[Hit, ...]) -> tuple[Hit, ...]:
    """Hits of numbers with no body named that take the body of the last citation before them in
    their sentence, when it cites that body by numbers of the same shape and they are not of the
    citing section's own chapter (a city numbered as its state's statutes: `KRS 83A.060 …
    § 32.38(B)` in chapter 32 is the city's)."""
    if not any(_tail_body_ref(m.reference) for hit in hits for m in hit.members):
        return hits  # no body named: nothing to carry
    text, chapter = unit.text, unit.chapter
    out = list(hits)
    last: tuple[int, Reference] | None = None  # the last named body's citation: its end, member
    for at, hit in enumerate(out):
        refs = [m.reference for m in hit.members]
        named = [r for r in refs if _tail_body_ref(r)]
        if last is None and not named:
            continue  # no body to carry, none to record: most hits (no part's check)
        if components.opens_with_part(text, hit.start):
            last = None  # `see P. & Z. 1123.03` after `see Ohio R.C. 713.10`: this code's part
            continue
        if last is not None and all(_unnamed(r, chapter) for r in refs):
            end, body = last
            if not _SENTENCE_END_RE.search(text, end - 1, hit.start) and all(
                _shape(r.number) == _shape(body.number) for r in refs
            ):
                out[at] = replace(hit, members=tuple(_of_body(m, body) for m in hit.members))
        if named:
            last = (hit.end, named[-1]) if named[-1].number and not hit.named_law else None
    return tuple(out)


def _of_body(member: Member, body: Reference) -> Member:
    """A member (and its range's end) as a section of `body`."""
    ref, through = member.reference, member.through
    if through is not None:
        through = replace(body, number=through.number, labels=through.labels)
    return replace(
        member, reference=replace(body, number=ref.number, labels=ref.labels), through=through
    )


def _unnamed(ref: Reference, chapter: str | None) -> bool:
    """A number with no body named, not of the citing chapter (`32.38` of chapter `32`)."""
    own = (
        bool(chapter)
        and _shape(ref.number).count("9") > 1
        and ref.number.startswith(f"{chapter}{_shape(ref.number)[1:2]}")
    )
    return ref.kind is EXTERNAL and ref.code is None and bool(ref.number) and not own


def _tail_body_ref(ref: Reference) -> bool:
    return ref.kind is EXTERNAL and bool(ref.code) and ref.code not in statutes.UNNUMBERED_BODIES


def _shape(number: str) -> str:
    return _PART_RE.sub("9", number)
