"""Sections of outside law left without their body, whose body the text names apart from them.

- a number that opens with a chapter of a body the text has cited before it: `… as provided by
  law and particularly by Chapter 414, Code of Iowa. … Notwithstanding Section 414.2, …` is the
  Iowa Code's § 414.2 (one that opens with the citing section's own chapter is never carried);
- a number after a model code or a codified act the paragraph has named (no number of its own
  that says otherwise): `The Uniform Statewide Building Code … addresses … penalties in Section
  104 and Section 115`, `In accordance with Michigan Public Act 33 of 2008 … Specifically,
  Section 43(3) provides` (the act's § 43 is MCL 125.3843). Statutes named alone are not carried:
  their sections have shapes of their own (`graph.readers.continued.sentence_bodies`).

Only numbers already read as outside law with no body (the citing code cannot number them) are
given one; a number the code could hold stays as it was. And a body's chapter printed after a
comma right after its sections (`sections 1-1-1 to 11-149-2, chapter 24, Illinois Revised
Statutes, 1963`) holds them: their division, no citation of its own.
"""

from __future__ import annotations

import re
from dataclasses import replace

import graph.constitutions as constitutions
import graph.laws as law
import graph.named_codes as named_codes
from graph.readers.cursor import Hit, Member
from graph.records import CitationKind, Reference, TextUnit

# A chapter of a body of law, as a citation's division names it alone: `ch. 414`, `ch. 36-71`.
_CHAPTER_DIVISION_RE = re.compile(r"ch\.\s(?P<chapter>\d{1,4}[A-Z]?(?:-\d{1,4}[A-Z]?)*)")
# What joins a chapter to its section's own part in a statute's number (`414.2`, `36-71-4`).
_JOINTS = (".", "-", ":")


def bodies_apart(unit: TextUnit, hits: tuple[Hit, ...]) -> tuple[Hit, ...]:
    """Hits whose every member is outside law with no body named, as the sections of the body
    the text names apart from them (a chapter their numbers open with, or a model code or act
    named before them in their paragraph); others as they were."""
    if any(_chapter_of(m.reference) for h in hits for m in h.members):
        hits = _chapters_after(unit.text, hits)
    if not any(_unnamed(m.reference) for h in hits for m in h.members):
        return hits  # most texts: no bare number of outside law
    return _named_before(unit, _chapter_bodies(unit, hits))


# Between a list of a body's sections and the chapter that holds them: a comma; the chapter's
# word opens it, its body's name after it (`, chapter 24, Illinois Revised Statutes`; not `,
# OCGA Chapter 40-6`, the body named again for a citation of its own).
_COMMA_GAP_RE = re.compile(r",\s*")
_CHAPTER_WORDS = ("chapter ", "Chapter ", "ch. ", "Ch. ")


def _chapters_after(text: str, hits: tuple[Hit, ...]) -> tuple[Hit, ...]:
    """A body's chapter printed after a comma right after sections of that body (`sections
    1-1-1 to 11-149-2, chapter 24, Illinois Revised Statutes, 1963`): the chapter that holds
    them, read with them (their division), no citation of its own."""
    out: list[Hit] = []
    for hit in hits:
        last = out[-1] if out else None
        chapter = _chapter_of(hit.members[0].reference) if len(hit.members) == 1 else ""
        if (
            last is not None
            and chapter
            and text.startswith(_CHAPTER_WORDS, hit.start)
            and _COMMA_GAP_RE.fullmatch(text, last.end, hit.start)
        ):
            code = hit.members[0].reference.code
            if all(m.reference.code == code and m.reference.number for m in last.members):
                division = hit.members[0].reference.division
                members = tuple(_in_chapter(m, division) for m in last.members)
                out[-1] = replace(last, end=hit.end, members=members)
                continue
        out.append(hit)
    return tuple(out)


def _in_chapter(member: Member, division: str) -> Member:
    """A member (and its range's end) within the chapter `division` of its body."""
    through = member.through and replace(member.through, division=division)
    return replace(member, reference=replace(member.reference, division=division), through=through)


def _chapter_bodies(unit: TextUnit, hits: tuple[Hit, ...]) -> tuple[Hit, ...]:
    """Hits whose every member is outside law with no body named, and whose numbers open with a
    chapter of a body cited before them in the text (the nearest such citation), as that body's
    sections; a number that opens with the citing section's own chapter is left as it was."""
    chapters: list[tuple[str, Reference]] = []  # the chapters cited so far, nearest last
    out = list(hits)
    for at, hit in enumerate(hits):
        refs = [m.reference for m in hit.members]
        if chapters and all(_unnamed(r) for r in refs):
            body = _body_of(refs, chapters, unit.chapter)
            if body is not None:
                out[at] = replace(hit, members=tuple(_as_section(m, body) for m in hit.members))
        chapters += [(chapter, r) for r in refs if (chapter := _chapter_of(r))]
    return tuple(out)


def _unnamed(ref: Reference) -> bool:
    """Outside law with a section's number and no body named."""
    return ref.kind is CitationKind.EXTERNAL and ref.code is None and bool(ref.number)


def _chapter_of(ref: Reference) -> str:
    """The chapter a citation of a named body names alone (`Chapter 414, Code of Iowa` → `414`),
    or "" (a section, a title, no body)."""
    if ref.kind is not CitationKind.EXTERNAL or not ref.code or ref.number:
        return ""
    m = _CHAPTER_DIVISION_RE.fullmatch(ref.division)
    return m["chapter"] if m else ""


def _body_of(
    refs: list[Reference], chapters: list[tuple[str, Reference]], own: str | None
) -> Reference | None:
    """The body whose cited chapter every number of `refs` opens with (the nearest), or None."""
    for chapter, body in reversed(chapters):
        if chapter == own:
            return None  # the citing section's own chapter's number: never carried
        if all(r.number.startswith(tuple(chapter + j for j in _JOINTS)) for r in refs):
            return body
    return None


def _as_section(member: Member, body: Reference) -> Member:
    """A member (and its range's end) as a section of `body`, its chapter no longer named."""
    ref, through = member.reference, member.through
    section = replace(body, division="", number=ref.number, labels=ref.labels)
    if through is not None:
        through = replace(section, number=through.number, labels=through.labels)
    return replace(member, reference=section, through=through)


# A blank line: where a paragraph ends (a body named before it is not carried past).
_PARAGRAPH_RE = re.compile(r"\n[ \t]*\n")


def _named_before(unit: TextUnit, hits: tuple[Hit, ...]) -> tuple[Hit, ...]:
    """Hits whose every member is outside law with no body named, after a model code or a
    codified act named in their paragraph (the nearest), as that code's or act's sections; a
    number shaped as the citing section's own, or opening with its chapter, is left as it was
    (`the … Dwelling Code, as adopted in § 151.020`: the code's section adopting it)."""
    text, own = unit.text, _shape(unit.section or "")
    out = list(hits)
    last: tuple[int, Reference, named_codes.CodifiedAct | None] | None = None
    for at, hit in enumerate(hits):
        refs = [m.reference for m in hit.members]
        if last is not None and _PARAGRAPH_RE.search(text, last[0], hit.start):
            last = None
        if last is not None and all(_unnamed(r) and not _own(r, own, unit.chapter) for r in refs):
            _, body, act = last
            members = tuple(_in_act(m, body, act) for m in hit.members)
            out[at] = replace(hit, members=members)
        elif named := [c for r in refs if (c := _carried(r)) is not None]:
            last = (hit.end, *named[-1])
        elif any(r.code and r.number for r in refs):
            last = None  # another body's numbered citation between: which is meant is unsure
    return tuple(out)


def _carried(ref: Reference) -> tuple[Reference, named_codes.CodifiedAct | None] | None:
    """The body a model code's or codified act's citation carries to bare numbers after it, with
    the act (None for a model code); None for any other citation."""
    if ref.kind is not CitationKind.EXTERNAL or not ref.code:
        return None
    if law.model_code(ref.code) and not ref.number:  # `the International Building Code`
        return replace(ref, division="", labels=()), None
    key = f"{ref.external_title} {ref.code} {ref.number}"  # `2008 Mich. Pub. Acts 33`
    act = named_codes.CODIFIED_ACTS.get(key) if ref.code.endswith(_ACTS) else None
    act = act or next(  # the act named as its first section (`MCL § 125.3801 et seq.`)
        (
            a
            for a in named_codes.CODIFIED_ACTS.values()
            if (a.body, a.first) == (ref.code, ref.number)
        ),
        None,
    )
    if act is None or not (act.first and (act.prefix or act.offset or act.titles)):
        return None  # an act whose own numbers are not its body's (`ADA § 4`): none carried
    return Reference(CitationKind.EXTERNAL, code=act.body, external_title=act.title), act


def _own(ref: Reference, shape: str, chapter: str | None) -> bool:
    """Whether a bare number may be the citing code's own: shaped as its section's number, or
    opening with its chapter."""
    joints = tuple(f"{chapter}{j}" for j in _JOINTS) if chapter else ()
    return _shape(ref.number) == shape or (bool(joints) and ref.number.startswith(joints))


# A number's parts (`151.020` → `9.9`, `8A-8` → `9-9`): its shape.
_PART_RE = re.compile(r"[0-9A-Za-z]+")


def _shape(number: str) -> str:
    return _PART_RE.sub("9", number)


# Session laws' bodies' names end so (`Mich. Pub. Acts`, `constitutions.public_acts`).
_ACTS = constitutions.public_acts(None).name


def _in_act(member: Member, body: Reference, act: named_codes.CodifiedAct | None) -> Member:
    """A bare member as a section of a model code (`body`) or of a codified act (its number as
    the body codifies it: `43` of the MPEA is MCL `125.3843`)."""
    ref = member.reference
    number = named_codes.codified_number(act, ref.number) if act else ref.number
    return replace(member, reference=replace(body, number=number, labels=ref.labels), through=None)
