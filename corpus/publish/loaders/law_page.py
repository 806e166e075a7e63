"""What the page of an outside law shows: the body of law, the law's place in it, who cites it.

An external citation's target is a canonical citation of another body of law (`Cal. Gov. Code §
65852.2`, `42 U.S.C. § 1983`, `RCW 36.70A`; docs/architecture.md, "Identifiers"). Its page,
`/<jurisdiction>/law/<target>`, lists every section, subsection, ordinance and paragraph of the
jurisdiction citing it (the raw citation and its sentence), the other laws of the same body the
jurisdiction cites, and a link to the official text when a known rule gives one. The same URL
with a body of law (`/<jurisdiction>/law/Cal. Gov. Code`) lists every cited law of that body.

Reads only: `citations` rows with `target_kind = 'external'` (their `body` and
`body_jurisdiction`: the body of law the citation finder named, graph/statutes.py), and
`citation_counts` (the counts and the body the build materialized from them) for the body's
listing.
"""

from __future__ import annotations

import re
import sqlite3
from collections.abc import Mapping
from dataclasses import dataclass, replace
from functools import cache
from typing import Any

from citeurl import Citator

from corpus.publish.loaders.contents import (
    ParagraphName,
    jurisdiction_info,
    number_key,
    paragraph_names,
)
from corpus.publish.loaders.section_page import Citation, opt_str, rows

# The section mark a canonical target puts before the law's number: `§ 65852.2`, `§§ 1-3`
# (with the comma some forms put before it: `Cal. Code Regs. tit. 14, § 15168`).
SECTION_MARK = re.compile(r",?\s*§§?\s*")
# A titled code's title number printed before its name: `42 U.S.C.`, `24 C.F.R.`.
LEADING_TITLE = re.compile(r"(?P<title>\d+[A-Za-z]?)\s+(?P<body>\D.*)")
# A title printed after the code's name: `Cal. Code Regs. tit. 14`, `Utah Code Ann., tit. 10`.
TRAILING_TITLE = re.compile(r"(?P<body>.+?),?\s+(?:tit\.|title)\s+(?P<title>\w+),?", re.I)
# Where a law cited without a section mark gives its number: the first word starting with a
# digit (`RCW 36.70A`, `R.C. 4511.19`).
FIRST_NUMBER = re.compile(r"\s+(?=\d)")
# The addresses citeurl's templates give that count as a law's official text: government hosts
# (`.gov`, a state's `.us`) and Cornell's LII, where citeurl sends the U.S. Code and state
# regulations. Its other hosts (law blogs, encyclopedias, commercial copies) are left out: an
# unofficial copy is worse than none.
OFFICIAL_HOSTS = re.compile(r"https?://(?:[\w-]+\.)*(?:gov|us|law\.cornell\.edu)(?::\d+)?(?:/|$)")


@dataclass(frozen=True, slots=True)
class LawName:
    """An outside law's canonical target split into its body of law and its place in it."""

    body: str  # `Cal. Gov. Code`, `U.S.C.`, `RCW`, `California Environmental Quality Act`
    title: str | None  # a titled code's title: `42` of `42 U.S.C. § 1983`
    section: str | None  # `65852.2`, `1983`, `36.70A`; None for a law named without a number
    jurisdiction: str | None = None  # the body's: a state's postal code (`CA`) or `US`


def law_name(target: str) -> LawName:
    """The body of law and the number of a canonical external target: `Cal. Gov. Code §
    65852.2` → (`Cal. Gov. Code`, -, `65852.2`); `42 U.S.C. § 1983` → (`U.S.C.`, `42`, `1983`);
    `Cal. Code Regs. tit. 14, § 15168` → (`Cal. Code Regs.`, `14`, `15168`); `RCW 36.70A` →
    (`RCW`, -, `36.70A`); `California Environmental Quality Act` → itself, no number.

    The title and number are read from the target's text: split at the first section mark
    (else before the first number), then take a title number off either end of the name. The
    body of law the finder named (`citations.body`) takes precedence over the name read here
    (`law_body`)."""
    text = target.strip()
    mark = SECTION_MARK.search(text)
    head, section = (text[: mark.start()], text[mark.end() :]) if mark else (text, "")
    title = None
    leading = LEADING_TITLE.fullmatch(head)
    if leading:
        title, head = leading["title"], leading["body"]
    trailing = TRAILING_TITLE.fullmatch(head)
    if trailing and title is None:
        head, title = trailing["body"], trailing["title"]
    elif not mark:
        head, section = _split_number(head)
    return LawName(head.strip().rstrip(",").strip() or text, title, section.strip() or None)


def _split_number(text: str) -> tuple[str, str]:
    """`RCW 36.70A` → (`RCW`, `36.70A`); a name without a number is all name."""
    parts = FIRST_NUMBER.split(text, maxsplit=1)
    return (parts[0], parts[1]) if len(parts) == 2 else (text, "")


# citeurl's template files of statutes, regulations and constitutions (its case law and
# secondary sources name no body of law; leaving them out makes the citator 4× faster to build).
LAW_TEMPLATES = ("general federal law", "specific federal laws", "state law")


@cache
def _citator() -> Any:
    """citeurl's citator over the law templates it ships (read from the package, never the
    network); built once per process, it compiles their patterns (about half a second)."""
    return Citator(defaults=list(LAW_TEMPLATES))


def official_url(target: str) -> str | None:
    """The address of a law's official text, when citeurl's templates know the law and point
    at an official host; None otherwise (a law named without a number, a body of law)."""
    found = _citator().cite(target)
    url = opt_str(getattr(found, "URL", None)) if found is not None else None
    return url if url and OFFICIAL_HOSTS.match(url) else None


@dataclass(frozen=True, slots=True)
class CitedLaw:
    """One outside law the jurisdiction cites, with how often and from how many places."""

    target: str
    name: LawName
    citations: int
    sources: int


@dataclass(frozen=True, slots=True)
class LawPage:
    """An outside law (or, when nothing cites the id itself, a body of law) in a jurisdiction."""

    jurisdiction: str
    jurisdiction_name: str | None
    id: str  # the target asked for: a law's canonical citation, or a body of law
    name: LawName
    official_url: str | None
    citing: tuple[Citation, ...]  # every citation of the law, in the code's order
    paragraphs: Mapping[str, ParagraphName]  # how to name the citing unnumbered paragraphs
    same_body: tuple[CitedLaw, ...]  # the body's other laws the jurisdiction cites

    @property
    def is_body(self) -> bool:
        """True for a body of law's listing: nothing cites the id itself."""
        return not self.citing


def law_citations(conn: sqlite3.Connection, jurisdiction: str, target: str) -> tuple[Citation, ...]:
    """Every external citation of `target` in the jurisdiction, in the order of the citing
    units; outside law named without a number (`state law`, `the Government Code`) has no
    target, and its page is that of its words, as the neighbourhood picture links it."""
    sql = (
        "select * from citations where jurisdiction = ? and target_kind = 'external' "
        "and (target = ? or (target is null and raw = ?)) "
        "order by source_kind = 'ordinance', source, start"
    )
    return tuple(Citation.from_row(r) for r in rows(conn, sql, (jurisdiction, target, target)))


def law_body(conn: sqlite3.Connection, jurisdiction: str, target: str) -> LawName:
    """The target's title and number (`law_name`) under the body of law and jurisdiction the
    citation finder gave its citations, where it gave them."""
    name = law_name(target)
    sql = (
        "select body, body_jurisdiction from citations where jurisdiction = ? "
        "and (target = ? or (target is null and raw = ?)) "
        "and target_kind = 'external' and body is not null limit 1"
    )
    found = rows(conn, sql, (jurisdiction, target, target))
    if not found:
        return name
    body = opt_str(found[0]["body"]) or name.body
    return replace(name, body=body, jurisdiction=opt_str(found[0]["body_jurisdiction"]))


def cited_laws(conn: sqlite3.Connection, jurisdiction: str, body: str) -> tuple[CitedLaw, ...]:
    """Every law of a body of law the jurisdiction cites, by title and number: those whose
    citations name the body, and those whose target reads as the body's when none does."""
    sql = (  # the body the build stored with the counts; a law without one is read by name
        "select target, citations, sources, body from citation_counts "
        "where jurisdiction = ? and target_kind = 'external' and (body = ? or body is null)"
    )
    found = []
    for r in rows(conn, sql, (jurisdiction, body)):
        name = law_name(str(r["target"]))
        if r["body"]:
            name = replace(name, body=r["body"])
        found.append(CitedLaw(str(r["target"]), name, r["citations"], r["sources"]))
    return tuple(
        sorted(
            (law for law in found if law.name.body == body),
            key=lambda law: (number_key(law.name.title or ""), number_key(law.name.section or "")),
        )
    )


def load_law(conn: sqlite3.Connection, jurisdiction: str, target: str) -> LawPage | None:
    """The page of an outside law the jurisdiction cites, or of a body of law it cites laws of;
    None when the jurisdiction cites neither."""
    citing = law_citations(conn, jurisdiction, target)
    name = law_body(conn, jurisdiction, target) if citing else LawName(target, None, None)
    same_body = tuple(
        law for law in cited_laws(conn, jurisdiction, name.body) if law.target != target
    )
    if not citing and not same_body:
        return None
    place = jurisdiction_info(conn, jurisdiction)
    return LawPage(
        jurisdiction=jurisdiction,
        jurisdiction_name=place.name if place else None,
        id=target,
        name=name,
        official_url=official_url(target) if citing else None,
        citing=citing,
        paragraphs=paragraph_names(conn, jurisdiction, citing),
        same_body=same_body,
    )
