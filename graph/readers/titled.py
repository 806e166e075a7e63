"""A statute cited by its title, chapter or article and section after the body's name, as
reporters-db's templates print them (`$reporter tit. (?P<title>…), § $law_section`, `$reporter
ch. (?P<chapter>…), § $law_section`): `Del. Code Ann. tit. 9, § 1301`, `Okla. Stat. tit. 11, §
14-108`, `Mass. Gen. Laws ch. 40A, § 3`; and a chapter named alone in the Massachusetts style."""

from __future__ import annotations

import re
from dataclasses import replace

from reporters_db import LAWS, REGEX_VARIABLES

import graph.laws as law
import graph.statutes as statutes
from graph.readers.cursor import Cursor, Hit, Member, labels_from_path, make_hit
from graph.readers.external import EXTERNAL
from graph.records import CitationKind, Reference
from graph.statutes import Body

# A title, chapter or article and its section after a body's name: `tit. 33, § 9106`, `ch. 40A,
# § 3`, `art 49, § 61` (Texas's Revised Civil Statutes, by article then section),
# `tit. 11, § 14-108`, `tit. 10, § 10-6.060` (the library's `$law_section`: up to four numbers
# joined by `.`, `:` or `-`), with a path (`§ 3(b)`).
TITLE_SECTION_RE = re.compile(
    r"(?:(?P<word>tit|ch)\.|art\.?)\s*(?P<title>\d{1,4}[A-Za-z]{0,2}),?\s*§\s*"
    r"(?P<section>\d{1,6}[A-Z]?(?:[.:-]\d{1,6}[A-Za-z]?){0,3})(?![\d.:-]\d)"
    r"(?P<path>(?:\([A-Za-z0-9]{1,5}\))+)?"
)

# A title spelled out, the divisions inside it, then the title's section: `Title 22, Chapter 3,
# Subchapter II, §\n327` (after `Delaware Code, `: Del. Code tit. 22, § 327).
TITLE_PATH_SECTION_RE = re.compile(
    r"(?P<word>Title)\s+(?P<title>\d{1,4}[A-Za-z]{0,2})"
    r"(?:,\s*(?:Chapter|Subchapter|Part|Article)\s+(?:\d{1,4}[A-Z]?|[IVXL]{1,6}\b))*,?\s*§\s*"
    r"(?P<section>\d{1,6}[A-Z]?)(?![\d.:-]\d)(?P<path>(?:\([A-Za-z0-9]{1,5}\))+)?"
)


def read_title_section(cur: Cursor, body: Body, start: int) -> Hit | None:
    """The title or chapter and section at the cursor, of `body` (its name from `start`)."""
    titled = cur.match(TITLE_SECTION_RE) or cur.match(TITLE_PATH_SECTION_RE)
    if titled is None:
        return None
    title, section = titled["title"], titled["section"]
    number, external_title, where = section, None, ""
    if titled["word"] is None:  # `Tex. Rev. Civ. Stat. Ann. art 49, § 61`
        where = f"art. {title}"
    elif titled["word"] == "ch":  # `Mass. Gen. Laws ch. 40A, § 3`
        where = chapter(body.name, title)
    elif body.name in statutes.TITLE_COLON:  # `R.S. tit. 33, § 9106` is `R.S. 33:9106`
        number = f"{title}:{section}"
    else:
        external_title = title
    ref = Reference(
        EXTERNAL,
        number,
        labels_from_path(titled["path"] or ""),
        code=body.name,
        external_title=external_title,
        division=where,
        jurisdiction=body.jurisdiction,
    )
    return make_hit(start, cur.pos, [Member(ref, start, cur.pos)])


def chapter(code: str, number: str) -> str:
    """A chapter's division as its body's target prints it: the General Laws' chapter bare (their
    target says `ch.`: `Mass. Gen. Laws ch. 40A, § 3`), any other body's `ch. 40A`."""
    return number if code == law.MGL else f"ch. {number}"


# A division that is a chapter alone, as `statutes.divisions` prints it: `ch. 40A`.
_CHAPTER_ONLY_RE = re.compile(r"ch\.\s(?P<n>\S+)")


def division(code: str, printed: str) -> str:
    """The division of `printed` after `code`'s name (`statutes.divisions`), the General Laws'
    chapter bare (`Mass. Gen. Laws ch. 40A`: their target prints the `ch.`)."""
    found = statutes.divisions(printed, code)
    only = _CHAPTER_ONLY_RE.fullmatch(found)
    return only["n"] if only and code == law.MGL else found


# A library template whose title printed before the name is hyphenated: `(?P<title>\d+)\-(?P<
# chapter>\d+) $reporter` (`6-61 Wyo. Code R. § 194`), `(?P<chapter>\d+-\d+-\d+) $reporter`.
_HYPHEN_HEAD_RE = re.compile(r"\(\?P<(?:title|chapter)>\\d\+\)?\\?-")
# The bodies so printed, by canonical name.
HYPHEN_TITLED: frozenset[str] = frozenset(
    body.name
    for key, entries in LAWS.items()
    for entry in entries
    if any(_HYPHEN_HEAD_RE.match(str(r)) for r in entry["regexes"])
    and (body := statutes.body_named(key)) is not None
)
# A title before a titled body's name, read backwards: `11 ` of `11 NCAC 05A.0508`; for the
# bodies above, up to three numbers joined by hyphens (`42-8-22 Del. Admin. Code § 4`).
_TITLE_BEFORE_HYPHEN_RE = re.compile(r"(?<![\d.,-])(?P<title>\d{1,3}(?:-\d{1,4}){0,2})\s+$")


def title_before(text: str, code: str, start: int) -> re.Match[str] | None:
    """The title printed before a titled body's name at `start` (`statutes.TITLE_BEFORE_RE`)."""
    if code in HYPHEN_TITLED:
        return _TITLE_BEFORE_HYPHEN_RE.search(text, max(0, start - 16), start)
    return statutes.TITLE_BEFORE_RE.search(text, max(0, start - 6), start)


# The bodies whose library templates print a subject after a comma (`$reporter, $law_subject §
# $law_section`: Maryland's code by article, `Md. Code Ann., Envir. § 9-101`), by canonical name.
SUBJECT_BODIES: frozenset[str] = frozenset(
    body.name
    for key, entries in LAWS.items()
    for entry in entries
    if any("$reporter, $law_subject §" in str(r) for r in entry["regexes"])
    and (body := statutes.body_named(key)) is not None
)
# The subject and section after such a body's name: `, Envir. § 9-101`, `, Nat. Res. § 5-101(b)`
# (the library's `$law_subject`: up to five capitalised words or `&`).
SUBJECT_SECTION_RE = re.compile(
    rf",\s{REGEX_VARIABLES['law_subject']}\s§\s*"
    r"(?P<section>\d{1,6}[A-Z]?(?:[.:-]\d{1,6}[A-Za-z]?){0,3})(?![\d.:-]\d)"
    r"(?P<path>(?:\([A-Za-z0-9]{1,5}\))+)?"
)


def read_subject_section(cur: Cursor, body: Body, start: int) -> Hit | None:
    """A subject's section at the cursor (`, Envir. § 9-101`), of a body cited by subject."""
    m = cur.match(SUBJECT_SECTION_RE) if body.name in SUBJECT_BODIES else None
    if m is None:
        return None
    ref = Reference(
        EXTERNAL,
        m["section"],
        labels_from_path(m["path"] or ""),
        code=body.name,
        division=m["subject"],
        jurisdiction=body.jurisdiction,
    )
    return make_hit(start, cur.pos, [Member(ref, start, cur.pos)])


# Between a statute's title and its section: a comma (`Delaware Code Title 22, Section 301`), or
# a blank before sections the body's name follows (`Title 38 sections 435-448 of the Maine ...`).
_TITLE_SECTION_GAP_RE = re.compile(r",[ \t]*")
_TITLE_SECTIONS_GAP_RE = re.compile(r"[ \t]+")
# A plural keyword (`sections`, `§§`) before one number of two plain parts: the range it prints
# (`sections 435-448`: 435 through 448, Maine's sections being plain numbers within a title).
_PLURAL_RANGE_RE = re.compile(
    r"(?:[Ss]ections|SECTIONS|§§)\s*(?P<first>\d{1,5})-(?P<last>\d{1,5})\b"
)


def titles_sections(text: str, hits: tuple[Hit, ...]) -> tuple[Hit, ...]:
    """A statute's title named alone, then a bare section after a comma: one citation of that
    title's section (`Delaware Code Title 22, Section 301` → Del. Code tit. 22, § 301); so are
    the same body's sections printed right after the title (`Title 38 sections 435-448 of the
    Maine Revised Statutes` → Me. Rev. Stat. tit. 38, §§ 435-448)."""
    out: list[Hit] = []
    for hit in hits:
        title = out[-1].members[0].reference if out else None
        refs = [m.reference for m in hit.members]
        if (
            title is not None
            and len(out[-1].members) == 1
            and title.kind is EXTERNAL
            and title.code not in (None, *statutes.UNNUMBERED_BODIES)
            and title.external_title is not None
            and not title.number
            and not title.division
            and len(refs) == 1
            and refs[0].kind in (EXTERNAL, CitationKind.SECTION)
            and refs[0].relative_to is None
            and _gap(text, out[-1].end, hit.start, title, refs[0])
        ):
            ref = replace(title, number=refs[0].number, labels=refs[0].labels)
            out[-1] = make_hit(out[-1].start, hit.end, [_ranged(text, hit, ref, out[-1].start)])
            continue
        out.append(hit)
    return tuple(out)


def _gap(text: str, end: int, start: int, title: Reference, ref: Reference) -> bool:
    if not ref.code:
        return _TITLE_SECTION_GAP_RE.fullmatch(text, end, start) is not None
    return (
        ref.code == title.code
        and ref.external_title is None
        and not ref.division
        and _TITLE_SECTIONS_GAP_RE.fullmatch(text, end, start) is not None
    )


def _ranged(text: str, hit: Hit, ref: Reference, start: int) -> Member:
    """The member of `ref`; a range when a plural keyword prints one ascending `first-last`."""
    m = _PLURAL_RANGE_RE.match(text, hit.start)
    ascending = m is not None and int(m["first"]) < int(m["last"])
    if m and ascending and ref.code and not ref.labels and ref.number == f"{m[1]}-{m[2]}":
        through = replace(ref, number=m["last"])
        return Member(replace(ref, number=m["first"]), start, hit.end, through=through,
                      through_start=m.start("last"), through_end=m.end("last"))  # fmt: skip
    return Member(ref, start, hit.end)
