"""What the readers' hits say together, once merged (`graph.find.scan` joins them here).

- a subsection named right after another section is that section's (`section 24.02.040
  subsection (a) through (d)`);
- a chapter named right after its title is that title's, an article after its chapter, that
  chapter's (`Title 2, Chapter 4 of this Code`); a section after its chapter or article is the
  citation, they its address (`Chapter 1, Article 3, Section 1-3.1`);
- a bare list item after a statute numbered by title and section is its title's (`40:55D-69, 70`);
- a chapter named right before an outside law's bare sections is that law's (`Chapter 62, §§
  267-a and 267-b, of the Town Law`);
- a table numbered within its section, named right after it, is that section's (`Section 17.8,
  Table 1, Column (E)`: one citation of table 1 of section 17.8);
- a body of law said once covers the bare numbers after it (`graph.readers.state_law`), a title
  said once the bare sections numbered as its sections (`graph.readers.bodies`);
- `This section` opening the sentence after one that cites a section of outside law is that
  section (`… under NCGS 160A-382 … . This section further authorizes …`);
- `this section` glossed by its own number in parentheses is that node (`procedures of this
  section (Sec. 17-13-0300)` inside 17-13-0302: Chicago's sections group their parts).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

import graph.laws as law
from graph.readers.bodies import after_colon_body, said_code, under_title
from graph.readers.continued import list_tails, listed_sections
from graph.readers.cursor import Hit, Member, make_hit
from graph.readers.state_law import carry_bodies
from graph.records import CitationKind, Reference


def join_hits(
    text: str, hits: tuple[Hit, ...], in_note: Callable[[int, int], bool] | None = None
) -> tuple[Hit, ...]:
    """The merged hits of `text` (in order), read together; `in_note` says whether a span lies
    in a history note (no number found there is a citation)."""
    nests = nested(text, table_of_section(text, subsection_of_section(text, hits)))
    carried = carry_bodies(text, listed_sections(text, list_tails(text, nests)))
    read = said_code(text, after_colon_body(text, under_title(text, carried), in_note))
    return glossed_self(
        text,
        adopted_code_parts(
            text, statute_anaphora(text, tuple(_items_of_first(hit) for hit in read))
        ),
    )


# What stands between `this section` and the number that glosses it, and after the number: an
# opening and a closing parenthesis (`this section (Sec. 17-13-0300)`).
GLOSS_OPEN_RE = re.compile(r"[ \t]*\([ \t]*")
GLOSS_CLOSE_RE = re.compile(r"[ \t]*\)")


def glossed_self(text: str, hits: tuple[Hit, ...]) -> tuple[Hit, ...]:
    """`this section (Sec. 17-13-0300)`: the self-reference names the node its gloss numbers
    (the text says which node it calls its section); the gloss stays a citation of its own."""
    if "(" not in text:
        return hits
    out = list(hits)
    for at in range(len(out) - 1):
        self_ref, gloss = out[at], out[at + 1]
        if text.find("(", self_ref.end, self_ref.end + 3) < 0:
            continue  # no parenthesis right after: most hits
        ref = self_ref.members[0].reference
        named = gloss.members[0].reference
        if (
            len(self_ref.members) == 1
            and len(gloss.members) == 1
            and not ref.number
            and ref.relative_to is ref.kind
            and named.kind is ref.kind
            and named.number
            and named.relative_to is None
            and GLOSS_OPEN_RE.fullmatch(text, self_ref.end, gloss.start)
            and GLOSS_CLOSE_RE.match(text, gloss.end)
        ):
            member = Member(named, self_ref.start, self_ref.end)
            out[at] = Hit(self_ref.start, self_ref.end, (member,))
    return tuple(out)


def _items_of_first(hit: Hit) -> Hit:
    """`N.J.S.A. 40:55D-69 and 70`, `R.S. 26:80 and 90`: a bare list item after a statute
    numbered by title and section is a section of the same title (`40:55D-70`, `26:90`)."""
    first = hit.members[0].reference
    cut = max(first.number.rfind("-"), first.number.rfind(":"))
    if first.kind is not CitationKind.EXTERNAL or not first.code or cut < 1:
        return hit
    members = [hit.members[0]]
    for m in hit.members[1:]:
        ref = m.reference
        if ref.code == first.code and m.through is None and _BARE_ITEM_RE.fullmatch(ref.number):
            m = replace(m, reference=replace(ref, number=first.number[: cut + 1] + ref.number))
        members.append(m)
    return replace(hit, members=tuple(members))


# A list item printed without its title: digits, perhaps a letter and dotted parts (`70`, `386`).
_BARE_ITEM_RE = re.compile(r"\d+[A-Za-z]?(?:\.\d+)*")


def subsection_of_section(text: str, hits: tuple[Hit, ...]) -> tuple[Hit, ...]:
    """`section 24.02.040 subsection (a) through (d)`: a subsection named right after a section
    (a space between, no `of this section`) is that section's, not the citing one's; one hit."""

    def section_before(before: Hit, hit: Hit) -> str | None:
        ref = hit.members[0].reference
        if (
            ref.kind is CitationKind.SUBSECTION
            and not ref.number
            and ref.relative_to is None
            and len(before.members) == 1
            and (section := before.members[0].reference).kind is CitationKind.SECTION
            and section.number
            and not section.labels
            and not section.code
            and _SECTION_SUBSECTION_GAP_RE.fullmatch(text, before.end, hit.start)
        ):
            return section.number
        return None

    return _folded(hits, section_before, _of_section)


def table_of_section(text: str, hits: tuple[Hit, ...]) -> tuple[Hit, ...]:
    """`Section 17.8, Table 1, Column (E)` (China Grove, NC): a table numbered within its section
    (a plain `1`, not a title-wide `2-3`), named right after a section (a comma between), is that
    section's table; one hit. A title-wide number (`Section 17.22.020, Tables 2-2 and 2-3`) stays
    a table of the title, the section a citation of its own."""

    def section_before(before: Hit, hit: Hit) -> str | None:
        if (
            len(before.members) == 1
            and (section := before.members[0].reference).kind in _SECTION_KINDS
            and section.number
            and not section.labels
            and not section.code
            and section.relative_to is None
            and before.members[0].through is None
            and all(_own_table(m) for m in hit.members)
            and _NESTED_GAP_RE.fullmatch(text, before.end, hit.start)
        ):
            return section.number
        return None

    return _folded(hits, section_before, _within)


def _folded(
    hits: tuple[Hit, ...],
    section_before: Callable[[Hit, Hit], str | None],
    member_of: Callable[[Member, str], Member],
) -> tuple[Hit, ...]:
    """The hits, each that `section_before` says belongs to the section of the hit before it
    folded into that hit (its members made the section's by `member_of`)."""
    out: list[Hit] = []
    for hit in hits:
        number = section_before(out[-1], hit) if out else None
        if number is None:
            out.append(hit)
            continue
        before = out[-1]
        members = [member_of(m, number) for m in hit.members]
        members[0] = replace(members[0], start=before.start)
        out[-1] = Hit(before.start, hit.end, tuple(members))
    return tuple(out)


# What a section cited alone is read as: a section, or a bare two-level number (`Section 17.8`)
# the resolver places in this code or in outside law.
_SECTION_KINDS = (CitationKind.SECTION, CitationKind.EXTERNAL)
# A table's number within its section: digits, a letter perhaps (`1`, `2A`, `3-A`), never `2-3`.
_OWN_TABLE_RE = re.compile(r"\d{1,2}(?:-?[A-Z])?")


def _own_table(member: Member) -> bool:
    ends = (member.reference, member.through) if member.through else (member.reference,)
    return all(
        r.kind is CitationKind.TABLE and not r.within and _OWN_TABLE_RE.fullmatch(r.number)
        for r in ends
    )


def _within(member: Member, number: str) -> Member:
    reference = replace(member.reference, within=number)
    through = replace(member.through, within=number) if member.through else None
    return replace(member, reference=reference, through=through)


def nested(text: str, hits: tuple[Hit, ...]) -> tuple[Hit, ...]:
    """`Title 2, Chapter 4 of this Code`, `chapter 4, article III herein`: the second is within
    the first (chapter 4 of title 2, article III of chapter 4), not of the citing text's; one
    hit."""
    out: list[Hit] = []
    for hit in hits:
        before = out[-1] if out else None
        if before is None or not text.startswith(",", before.end):
            out.append(hit)  # no comma right after the hit before (most): each join needs one
            continue
        inner = hit.members[0].reference
        if (
            len(before.members) == 1
            and (outer := before.members[0].reference).kind is _NESTS.get(inner.kind)
            and outer.number.isdigit()
            and not outer.code
            and inner.number
            and not inner.within
            and not inner.code
            and _NESTED_GAP_RE.fullmatch(text, before.end, hit.start)
        ):
            first = replace(hit.members[0], start=before.start)
            first = replace(first, reference=replace(inner, within=outer.number))
            out[-1] = Hit(before.start, hit.end, (first, *hit.members[1:]))
            continue
        if _chapter_of_law(text, before, hit) or _section_in(text, before, hit):
            first = replace(hit.members[0], start=before.start)
            out[-1] = Hit(before.start, hit.end, (first, *hit.members[1:]))
            continue
        out.append(hit)
    return tuple(out)


def _section_in(text: str, before: Hit, hit: Hit) -> bool:
    """`Chapter 1, Article 3, Section 1-3.1`: a section named right after the chapter (or the
    chapter's article) it is numbered in is the citation; the path before it is its address."""
    outer, inner = before.members[-1].reference, hit.members[0].reference
    if inner.kind is not CitationKind.SECTION or len(before.members) != 1:
        return False
    chapter = outer.within if outer.kind is CitationKind.ARTICLE else outer.number
    return (
        before.members[0].through is None  # `Arts. 1—4, §§ 6-14-1—6-14-12`: a list follows
        and outer.kind in (CitationKind.CHAPTER, CitationKind.ARTICLE)
        and not outer.code
        and not inner.code
        and bool(chapter)
        and inner.number.startswith(chapter)
        and not inner.number[len(chapter) : len(chapter) + 1].isalnum()
        and _NESTED_GAP_RE.fullmatch(text, before.end, hit.start) is not None
    )


def _chapter_of_law(text: str, before: Hit, hit: Hit) -> bool:
    """`Chapter 62, §§ 267-a and 267-b, of the Town Law`, `Article IX, Section 908, of the
    Pennsylvania Municipalities Planning Code`: a chapter or article right before sections of an
    outside law named after them is that law's (their address), not the code's."""
    chapter = before.members[0].reference
    return (
        len(before.members) == 1
        and chapter.kind in (CitationKind.CHAPTER, CitationKind.ARTICLE)
        and bool(chapter.number)
        and not chapter.code
        and hit.members[0].reference.code is not None
        and text.startswith(("§", "Section"), hit.start)
        and _NESTED_GAP_RE.fullmatch(text, before.end, hit.start) is not None
    )


# What a chapter is read within (a title), and an article (a chapter), when named right after it;
# between the two, a comma (`Title 2, Chapter 4`, `chapter 4, article III`).
_NESTS = {CitationKind.CHAPTER: CitationKind.TITLE, CitationKind.ARTICLE: CitationKind.CHAPTER}
_NESTED_GAP_RE = re.compile(r",[ \t]*\n?[ \t]*")


def _of_section(member: Member, number: str) -> Member:
    reference = replace(member.reference, number=number)
    through = replace(member.through, number=number) if member.through else None
    return replace(member, reference=reference, through=through)


_SECTION_SUBSECTION_GAP_RE = re.compile(r"[ \t]+")  # `section 24.02.040 subsection (a)`


def statute_anaphora(text: str, hits: tuple[Hit, ...]) -> tuple[Hit, ...]:
    """`… authorized under NCGS 160A-382 which authorizes cities to regulate … . This section
    further authorizes …`: a sentence opened by `This section` right after a sentence whose
    last citation is a numbered section of outside law speaks of that section, not of the
    code's own (it is never resolved into the code). After a list of sections (`Ohio R.C.
    4511.12, 4511.13, … and 4511.69 … do not apply …. This section does not …`) it is the code's
    own: which of the list it would be is unknown."""
    if "This s" not in text:
        return hits
    out = list(hits)
    for at in range(1, len(out)):
        hit = out[at]
        if not text.startswith("This", hit.start):
            continue
        before = out[at - 1]
        cited = before.members[-1]
        ref = hit.members[0].reference
        if not (
            len(hit.members) == 1
            and len(before.members) == 1  # a list's last item is not what `This section` names
            and ref.relative_to is CitationKind.SECTION
            and ref.kind is CitationKind.SECTION
            and cited.reference.kind is CitationKind.EXTERNAL
            and cited.reference.code
            and cited.reference.number
        ):
            continue
        ends = [m.end() for m in _SENTENCE_END_RE.finditer(text, before.end - 1, hit.start + 1)]
        if _PARAGRAPH_BREAK_RE.search(text, before.end, hit.start):
            continue  # `This section` opening a new paragraph speaks of the code's own
        if ends == [hit.start + 1]:  # one sentence end between them, right before `This`
            member = replace(hit.members[0], reference=replace(cited.reference, labels=()))
            out[at] = replace(hit, members=(member,))
    return tuple(out)


# A sentence's end and the next one's capital: `land. This`.
_SENTENCE_END_RE = re.compile(r"[a-z)\d][.!?][ \t\n]+[A-Z]")
# A blank line: a new paragraph (Culpeper § 9-6's `This section is not intended …` after the
# paragraph that cites the Code of Virginia).
_PARAGRAPH_BREAK_RE = re.compile(r"\n[ \t]*\n")


# What opens a part of an adopted code that the adopting sentence excepts or includes: `except
# for § 113`, `and except for Ch. 27`, `excluding Section 105`.
_EXCEPT_BEFORE_RE = re.compile(r"\b(?:except(?:\s+for)?|excluding|including)\s+$")


def adopted_code_parts(text: str, hits: tuple[Hit, ...]) -> tuple[Hit, ...]:
    """`… the International Building Code 2012, except for § 113 (Means of Appeal), … and
    except for Ch. 27, but including Appendices B, C … and K-8`: a section, chapter or appendix
    of no named law that the adopting sentence excepts or includes is the model code named last
    before it in that sentence (named without a number), never this code's."""
    if "xcept" not in text and "ncluding" not in text and "Appendi" not in text:
        return hits
    out: list[Hit] = []
    adopted: Reference | None = None
    reach = 0
    for hit in (*hits, None):
        if adopted is not None:  # where its sentence ends (no search while no code is adopted)
            end = hit.start if hit else len(text)
            stop = _SENTENCE_END_RE.search(text, max(0, reach - 1), end + 1)
            out.extend(_appendices(text, reach, stop.start() + 1 if stop else end, adopted))
            if stop:
                adopted = None
        if hit is None:
            break
        reach = hit.end
        refs = [m.reference for m in hit.members]
        if len(refs) == 1 and _model_code(refs[0]):
            adopted = refs[0]
        elif (
            adopted is not None
            and _EXCEPT_BEFORE_RE.search(text, max(0, hit.start - 24), hit.start)
            and not text.startswith(" of ", hit.end)  # `except Chapter 15.04 of this code`
            and all(_part_of_no_law(r) for r in refs)
        ):
            members = [replace(m, reference=_part_of(adopted, m.reference)) for m in hit.members]
            hit = replace(hit, members=tuple(members))
        out.append(hit)
    return tuple(sorted(out, key=lambda h: h.start))


# An adopted code's appendices its adopting sentence names: `including Appendices B, C, E and
# K-8`, `with Appendices E, G, H`; each label a capital with a number perhaps (`K-8`).
_APPENDICES_RE = re.compile(
    r"\b(?:including|with|except(?:\s+for)?|excluding)\s+(?:the\s+)?Appendi(?:x|ces)\s+"
    r"(?P<labels>[A-Z](?:-\d{1,2})?(?:(?:,\s*|,?\s+and\s+)[A-Z](?:-\d{1,2})?)*)(?![\w-])"
)
# One label of `_APPENDICES_RE`'s list.
_APPENDIX_LABEL_RE = re.compile(r"\b[A-Z](?:-\d{1,2})?(?![\w-])")


def _appendices(text: str, start: int, end: int, adopted: Reference) -> list[Hit]:
    """The appendices of `adopted` named between two hits, each label its own citation."""
    found = []
    for m in _APPENDICES_RE.finditer(text, start, end):
        labels = list(_APPENDIX_LABEL_RE.finditer(text, m.start("labels"), m.end("labels")))
        for at, label in enumerate(labels):
            first = text.rfind("Appendi", m.start(), label.start()) if at == 0 else label.start()
            ref = replace(adopted, division=f"app. {label[0]}")
            found.append(make_hit(first, label.end(), [Member(ref, first, label.end())]))
    return found


def _model_code(ref: Reference) -> bool:
    """A model code named without a number (`International Building Code`)."""
    if ref.kind is not CitationKind.EXTERNAL or not ref.code or ref.number or ref.division:
        return False
    return law.model_code(ref.code)


def _part_of_no_law(ref: Reference) -> bool:
    """A section read as some law's with none named (`§ 113`), or a chapter (`Ch. 27`)."""
    if ref.relative_to is not None or not ref.number:
        return False
    return (ref.kind is CitationKind.EXTERNAL and ref.code is None) or (
        ref.kind is CitationKind.CHAPTER
    )


def _part_of(code: Reference, ref: Reference) -> Reference:
    if ref.kind is CitationKind.CHAPTER:
        return replace(code, division=f"ch. {ref.number}")
    return replace(code, number=ref.number, labels=ref.labels)
