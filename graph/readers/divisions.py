"""Readers of a code's divisions above the section: chapters and articles (`Chapter 17.88`,
`Chapters 2 and 3`, `ch. 6-14`, `chapter 4` in running text, `Article VI`, `Art. IV`,
`Article I of Chapter 16`, `Chapter 6, Article IV`, `Title 2, Chapter 4 of this Code`). An
article or chapter that another body of law's name goes with is that law's
(`Article 19 of Chapter 160A of the NCGS`). A code's own abbreviation before a number
(`CMC 17.38.070`, `CMC Chapter 17.38`) leads to a section or, here, a chapter. Titles (`Title
17 (Land Use)`); a statute's title with its sections after the body's name is those sections
(`Title 38 of the Maine Revised Statutes Annotated (M.R.S.A.) §§ 435 through 449`).
"""

from __future__ import annotations

import re
from dataclasses import replace

import graph.constitutions as constitutions
import graph.named_codes as named_codes
import graph.patterns as p
import graph.statutes as statutes
from graph.readers import state_law
from graph.readers.cursor import (
    Cursor,
    Hit,
    Member,
    keyword_heading,
    labels_from_path,
    make_hit,
    squash,
)
from graph.readers.external import OWN, Law, as_external, code_before, law_before, law_tail
from graph.readers.local import Reader, abbreviated, numbered, read_section
from graph.records import CitationKind, Reference
from parsers.grammar.numbers import NUMBER_WORD, word_number

K = CitationKind

_read_numbered_chapter = numbered(K.CHAPTER, p.CHAPTER_REF_RE)


def read_chapter(text: str, anchor: re.Match[str]) -> Hit | None:
    """`Chapter 4`, `Chapters 2 and 3`; `Title 2, Chapter 4 of this Code` is chapter 4 of title
    2, one citation."""
    hit = _read_numbered_chapter(text, anchor)
    if hit is None or len(hit.members) != 1:
        return hit
    member = hit.members[0]
    if _SESSION_LAWS_NAME_RE.search(member.reference.code or ""):
        return None  # `Chapter 210 of New Jersey Laws of 1950`: a session law's (`sessions`)
    labels = p.LABEL_PATH_RE.match(text, hit.end) if text.startswith("(", hit.end) else None
    if member.reference.kind is K.CHAPTER and labels and not member.reference.number.isdigit():
        # `Chapter 50-75(b)(15)`: labels below a section, so the number is a section's
        ref = Reference(K.SUBSECTION, member.reference.number, labels_from_path(labels["path"]))
        return make_hit(
            hit.start, labels.end("path"), [Member(ref, member.start, labels.end("path"))]
        )
    if member.reference.kind is not K.CHAPTER or not member.reference.number.isdigit():
        return hit
    head = anchor.start() - 1 if anchor.group(0).startswith("h") else anchor.start()
    title = p.TITLE_BEFORE_CHAPTER_RE.search(text, max(0, head - 16), head)
    if title is None:
        return hit
    within = replace(member.reference, within=title.group("number"))
    return make_hit(title.start(), hit.end, [replace(member, reference=within)])


# A year's session laws named as a law after a chapter (`New Jersey Laws of 1950`): the chapter
# is the session law's, read from the year (`graph.readers.sessions.read_session_year`).
_SESSION_LAWS_NAME_RE = re.compile(r"\bLaws of (?:1[789]|20)\d\d$")
_read_numbered_article = numbered(K.ARTICLE, p.ARTICLE_REF_RE)
# `Titles 13 and 14` (plural: a list of titles; `Title 13` alone is `read_title`'s, but after a
# code's abbreviation, `WMC Title 13`, this one's).
TITLES_RE = re.compile(r"Titles\s+(?=\d)")
read_titles = numbered(K.TITLE, p.TITLE_REF_RE)


def read_article(text: str, anchor: re.Match[str]) -> Hit | None:
    """`Article 2`, `Articles VI and VII`, `Article I of Chapter 16`; an article right after a
    chapter (`Chapter 6, Article IV`) is that chapter's."""
    # Where the keyword starts: `Article`, or the `A` before an abbreviation's `rt.` anchor.
    head = anchor.start() - 1 if anchor.group(0).startswith("rt") else anchor.start()
    chapter_before = p.CHAPTER_BEFORE_ARTICLE_RE.search(text, max(0, head - 90), head)
    number = p.ARTICLE_REF_RE.match(text, anchor.end())
    section = p.SECTION_REF_RE.match(text, anchor.end()) if number is None else None
    if section is not None and p.OF_MUNICIPAL_RE.match(text, section.end()):
        return read_section(text, anchor)  # `Article 8E-9-2.4 of the … Code`: a misprint
    if number is None or p.SECTION_AFTER_ARTICLE_RE.match(text, number.end()):
        return None  # `Art. 9, § 2`: a constitution's article
    hit = _read_numbered_article(text, anchor)
    if hit is None:
        return None
    found, law_start = code_before(text, head)
    if found is not None and found is not OWN:  # `NCGS Article 19`
        members = [as_external(m, found) for m in hit.members]
        if len(members) == 1 and found.code in named_codes.CHARTERS:
            members = _charter_section(text, number.end(), members[0])
        return make_hit(law_start, max(hit.end, members[-1].end), members)
    if hit.members[0].reference.kind is not K.ARTICLE:
        return hit
    of_chapter = p.OF_CHAPTER_RE.match(text, hit.end)
    start, end = hit.start, hit.end
    division = _DIVISION_OF_THIS_CHAPTER_RE.match(text, number.end())
    if len(hit.members) == 1 and division is not None:
        # `Article III, Division 2, of this chapter`: one citation of the article's division,
        # which the resolver leaves unresolved rather than link the whole article
        member = hit.members[0]
        named = replace(member.reference, division=f"Division {division['number']}")
        return make_hit(start, division.end(), [replace(member, reference=named)])
    if of_chapter is not None:
        cur = Cursor(text, of_chapter.end(), list(hit.members))
        found = law_tail(cur)
        if found is not None and found is not OWN:  # `Article 19 of Chapter 160A of the NCGS`
            return make_hit(hit.start, cur.pos, [as_external(m, found) for m in hit.members])
        chapter = squash(of_chapter.group("number"))
        end = cur.pos if found is OWN else of_chapter.end()  # `… of the Code of Ordinances`
    elif chapter_before is not None:
        chapter = squash(chapter_before.group("number"))
        if len(hit.members) == 1 and hit.members[0].through is None:
            start = chapter_before.start()  # `Chapter 6, Article IV`: one citation, the article
        # (`ch. 6-14, Arts. 1—4` names the chapter, then its articles)
    else:
        return hit

    def within(member: Member) -> Member:
        return replace(member, reference=replace(member.reference, within=chapter))

    return make_hit(start, end, [within(m) for m in hit.members])


# A charter's section after its article: `CHTR. Art. VII, Sec. 9`, `Town Charter, Article VIII,
# § 8.01` (a charter numbers its sections within its articles: the section is the article's).
_SECTION_OF_ARTICLE_RE = re.compile(
    r",\s*(?:§|Sec\.|Section)\s*(?P<n>\d{1,3}(?:\.\d{1,3})?[A-Z]?)(?![\w-]|\.\d)"
)


def _charter_section(text: str, end: int, member: Member) -> list[Member]:
    """The charter article's member, or its section printed right after it, of that article."""
    section = _SECTION_OF_ARTICLE_RE.match(text, end)
    if section is None:
        return [member]
    reference = replace(member.reference, number=section["n"])
    return [replace(member, reference=reference, end=section.end())]


# A division of an article, perhaps then the article's chapter as the enclosing one: `, Division
# 2, of this chapter` after `Article III` (Detroit), `, Division 3 of this chapter` (Jefferson
# Parish), `, Division 3.`
# A lower-case article's citation ending in its scope, which makes it this code's own: `article
# VI of this chapter`, `article II, division 4, of this chapter` (Brevard).
_OF_THIS_CHAPTER_END_RE = re.compile(r"of\s+this\s+chapter$")
_DIVISION_OF_THIS_CHAPTER_RE = re.compile(
    r",?\s+[Dd]ivision\s+(?P<number>\d{1,2}|[IVX]{1,5})\b(?:,?\s+of\s+this\s+chapter\b)?"
)


# `See article III.`: a lower-case article by its roman number, alone after `See` and before
# the sentence's end (a cross-reference in the text, Gainesville's); another article in running
# text is read only after its chapter.
_SEE_ROMAN_ARTICLE_RE = re.compile(r"[Ss]ee article [IVXL]{1,6}\.(?:\s|$)[\s\S]*")


def read_article_lower(text: str, anchor: re.Match[str]) -> Hit | None:
    """`chapter 4, article II`, `article IV of chapter 20`: a lower-case article only with its
    chapter (or `of this chapter`)."""
    if anchor.start() > 0 and text[anchor.start() - 1].isalpha():
        return None  # the `article` of `subarticle`
    if p.CHAPTER_BEFORE_ARTICLE_RE.search(text, max(0, anchor.start() - 90), anchor.start()):
        return read_article(text, anchor)
    if _SEE_ROMAN_ARTICLE_RE.fullmatch(text, max(0, anchor.start() - 4), anchor.end() + 8):
        return read_article(text, anchor)  # a cross-reference: `See article III.`
    hit = read_article(text, anchor)  # `article VI of this chapter`: this code's, as it says
    if hit and len(hit.members) == 1 and hit.members[0].reference.within:
        return hit  # `article IV of chapter 20`: its chapter named after it
    return hit if hit and _OF_THIS_CHAPTER_END_RE.search(text, hit.start, hit.end) else None


read_chapter_abbreviation = abbreviated("Cc", read_chapter)


def read_chapter_lower(text: str, anchor: re.Match[str]) -> Hit | None:
    """`chapter 4` in running text; not the `chapter` of `subchapter 4` or `sub-chapter 4`."""
    before = text[anchor.start() - 1] if anchor.start() else " "
    return None if before.isalnum() or before == "-" else read_chapter(text, anchor)


read_article_abbreviation = abbreviated("Aa", read_article)


_MC_FOLLOWERS: tuple[tuple[re.Pattern[str], Reader], ...] = (
    (p.CHAPTER_RE, read_chapter),
    (TITLES_RE, read_titles),
    (p.TITLE_RE, read_titles),
    (p.SECTION_RE, read_section),
    (p.SECTION_SIGN_RE, read_section),
    (p.SECTION_NUMBER_AHEAD_RE, read_section),
    (p.NUMBER_AHEAD_RE, read_chapter),
)


def read_municipal_abbreviation(text: str, anchor: re.Match[str]) -> Hit | None:
    """`CMC 17.38.070`, `CMC Chapter 17.38`: the city's own code, abbreviated."""
    prefix = p.MC_PREFIX_RE.search(text, max(0, anchor.start() - 4), anchor.start())
    if prefix is None:
        return None
    for regex, reader in _MC_FOLLOWERS:
        m = regex.match(text, anchor.end())
        if m:
            hit = reader(text, m)
            return make_hit(prefix.start(), hit.end, hit.members) if hit else None
    return None


def read_own_abbreviation(text: str, start: int, end: int) -> Hit | None:
    """`MSB 1.15.090(A)`: a section (or chapter) after the code's own abbreviation, the
    abbreviation at `start`..`end` (`graph.readers.names.own_abbreviations`). The readers take
    an abbreviation before a number for another code's (`SZO`), so they read the text with the
    abbreviation blanked."""
    blanked = text[:start] + " " * (end - start) + text[end:]
    for regex, reader in _MC_FOLLOWERS:
        m = regex.match(blanked, end)
        if m:
            hit = reader(blanked, m)
            return make_hit(start, hit.end, hit.members) if hit else None
    return None


# A number one to ninety-nine written in words (`three`, `fifty-nine`: the shared grammar's), or
# in digits.
_NUMBER = rf"(?:\d{{1,3}}[A-Z]?|{NUMBER_WORD})"
# An article and then the chapter it is in, as West Virginia's statutes cite them (`article three,
# chapter fifty-nine of this Code`, `article 3, chapter 59`): the article first, inner to outer.
# The match opens at `rticle` (a literal start the engine skips ahead to): the reader checks the
# `A` or `a` before it.
ARTICLE_OF_CHAPTER_RE = re.compile(
    rf"rticle\s+(?P<article>{_NUMBER}),\s+chapter\s+(?P<chapter>{_NUMBER})(?![\w-])"
)
# `of this Code` after it: the body the text is part of (a reprinted statute's own code).
OF_THIS_CODE_RE = re.compile(r"\s+of\s+this\s+[Cc]ode\b")


def number_value(printed: str) -> str:
    """`fifty-nine` → `59`; digits as printed."""
    return printed if printed[:1].isdigit() else str(word_number(printed))


def read_article_of_chapter(text: str, anchor: re.Match[str]) -> Hit | None:
    """`article three, chapter fifty-nine of this Code`: article 3 of chapter 59, one citation;
    with another body's name after it, that body's."""
    start = anchor.start() - 1
    if start < 0 or text[start] not in "Aa" or (start > 0 and text[start - 1].isalnum()):
        return None
    article, chapter = number_value(anchor["article"]), number_value(anchor["chapter"])
    ref = Reference(K.ARTICLE, article, within=chapter)
    cur = Cursor(text, anchor.end(), [Member(ref, start, anchor.end())])
    found = law_tail(cur)
    if found is not None and found is not OWN:  # the chapter is the law's too
        found = replace(found, divisions=(*found.divisions, f"Chapter {chapter}"))
        return make_hit(start, cur.pos, [as_external(m, found) for m in cur.members])
    end = this_code.end() if (this_code := OF_THIS_CODE_RE.match(text, cur.pos)) else cur.pos
    return make_hit(start, end, cur.members)


def read_title(text: str, anchor: re.Match[str]) -> Hit | None:
    """`Title 17 (Land Use)`, `Title 15 of this code`; `Title 24 of the California Code of
    Regulations` and `Title 59, Chapter 2, Part 5, Farmland Assessment Act` are external."""
    if keyword_heading(text, anchor.start()):
        return None  # `Title 10 - VEHICLES AND TRAFFIC`: the title's own heading line
    cur = Cursor(text, anchor.end(), [])
    m = cur.match(p.TITLE_REF_RE) or cur.match(_DOTTED_TITLE_RE)
    if not m:
        return None
    cur.members.append(Member(Reference(K.TITLE, m.group("number")), m.start(), m.end()))
    cur.title_paren()
    found, start = law_before(text, anchor.start())
    if found is None or found is OWN:
        found, start = law_tail(cur), anchor.start()
    if "." in m["number"] and (found is None or found is OWN) and not _said(text, anchor.start()):
        return None  # a dotted title only of a statute named with it (`Title 12.1 of the N.D.C.C.`)
    if found is not None and found is not OWN:
        cur.members = _title_sections(cur, found, m.group("number")) or [
            as_external(member, found) for member in cur.members
        ]
    elif found is None:
        cur.match(p.OF_MUNICIPAL_RE)
    return make_hit(start, cur.pos, cur.members)


def _said(text: str, start: int) -> bool:
    """Whether `said` comes just before a title's keyword (`the said Title 12.1`: a title said
    before, whose body the body reader gives it; `constitutions.SAID_BEFORE_RE`)."""
    return constitutions.SAID_BEFORE_RE.search(text, max(0, start - 16), start) is not None


# A title numbered between two others (`Title 12.1 of the North Dakota Century Code`).
_DOTTED_TITLE_RE = re.compile(r"(?P<number>\d{1,3}\.\d{1,2})(?![\d.-])")
# Sections after a statute's title and its body's name (and its abbreviation in parentheses):
# `Title 38 of the Maine Revised Statutes Annotated (M.R.S.A.) §§ 435 through 449`, `Title 11 of
# the Oklahoma Statutes, Section 43-101` (the word after a comma).
_SECTIONS_AFTER_TITLE_RE = re.compile(
    r"(?:[ \t]*\([A-Z][A-Za-z.]{1,9}\))?(?:,?[ \t]*§§?|,[ \t]*[Ss]ections?)[ \t]*(?=\d)"
)


def _title_sections(cur: Cursor, found: Law, title: str) -> list[Member]:
    """The sections printed after `Title N of <statute>`: that title's (the first from the title
    on); none when no section follows or the law is no state's statutes."""
    body = statutes.body_named(found.code)
    after = cur.match(_SECTIONS_AFTER_TITLE_RE) if body is not None else None
    numbers = (
        state_law.statute_numbers(Cursor(cur.text, cur.pos, []), body.name, body.jurisdiction)
        if after and body
        else None
    )
    if body is None or numbers is None:
        if after:
            cur.pos = after.start()
        return []
    cur.pos = numbers.pos
    members = [
        replace(m, reference=replace(m.reference, external_title=title),
                through=m.through and replace(m.through, external_title=title))
        for m in numbers.members
    ]  # fmt: skip
    return [replace(members[0], start=cur.members[0].start), *members[1:]]


read_title_abbreviation = abbreviated("Tt", read_title)
