"""A law's name printed beside the citation that numbers it is that citation's name, not a
second citation (`graph.find.scan` drops it): `… Act (Chapter 43.21C RCW)`, `the Michigan Open
Meetings Act, being MCL 15.261`, a statutory references table's caption over its citation
(`Colorado Sunshine Act of 1972.⏎§ 24-6-101 et seq., C.R.S.`), a name quoted or defined after
it (`O.C.G.A. § 12-4-72, "The Georgia Surface Mining Act of 1968"`, `[MCL 125.3101 et seq]
("MZEA")`), or set off by commas after it (`§§ 6-54-1001 et seq., the Administrative Hearing
Officer Act,`, `… of the Code of Laws of South Carolina, South Carolina Local Government
Comprehensive Planning Enabling Act of 1994, as amended`).
"""

from __future__ import annotations

import re

import graph.laws as law
import graph.statutes as statutes
from graph.named_codes import CODIFIED_ACTS
from graph.readers.cursor import Cursor, Hit
from graph.readers.external import Law
from graph.records import CitationKind


def drop_aliases(text: str, hits: tuple[Hit, ...]) -> tuple[Hit, ...]:
    """A law named alone just before a citation (`… Act (Chapter 43.21C RCW)`, `… Act, RCW
    Chapter 36.70A`, `Housing Stability Notification Act (Sec. 7-286 )`) is its name."""
    kept: list[Hit] = []
    for at, hit in enumerate(hits):
        following = hits[at + 1] if at + 1 < len(hits) else None
        preceding = hits[at - 1] if at else None
        if hit.named_law and (
            (
                following is not None
                and _numbered(following)
                and (
                    _ALIAS_GAP_RE.fullmatch(text, hit.end, following.start)
                    or (
                        _external(following)
                        and _ALIAS_SENTENCE_GAP_RE.fullmatch(text, hit.end, following.start)
                    )
                )
            )
            or (preceding is not None and _alias_after(text, preceding, hit))
        ):
            continue
        if following is not None and _generic_before_number(text, hit, following):
            continue
        if _defined_as(text, hit) or _glossary_term(text, hit):
            continue
        kept.append(hit)
    return tuple(kept)


def _alias_after(text: str, preceding: Hit, hit: Hit) -> bool:
    """Whether the law named alone by `hit` is the name of the citation just before it."""
    if _ALIAS_AFTER_GAP_RE.fullmatch(text, preceding.end, hit.start):
        return True
    if not (_external(preceding) and _numbered(preceding)):
        return False
    if _AS_AMENDED_RE.match(text, hit.end):
        return _ALIAS_AFTER_COMMA_RE.fullmatch(text, preceding.end, hit.start) is not None
    return (
        text.endswith("seq.", 0, preceding.end)
        and _ALIAS_AFTER_ET_SEQ_RE.fullmatch(text, preceding.end, hit.start) is not None
        and _APPOSITIVE_END_RE.match(text, hit.end) is not None
    )


def _numbered(hit: Hit) -> bool:
    """Whether a hit names a provision (`the Charter, General Law`: no alias of the other)."""
    return any(
        m.reference.number or m.reference.division or m.reference.external_title
        for m in hit.members
    )


def _bodied(hit: Hit) -> bool:
    """Whether every member of `hit` names its body of law (`§ 71.010, RSMo.`; not `Section 2`)."""
    return all(m.reference.code for m in hit.members)


def _external(hit: Hit) -> bool:
    return all(m.reference.kind is CitationKind.EXTERNAL for m in hit.members)


# What stands between a law's name and the citation it names: ` (`, ` [` (`the Michigan Zoning
# Enabling Act [MCL 125.3101 et seq]`), `, `, `, as amended, `,
# `, being ` (`the Michigan Open Meetings Act, being MCL 15.261`), `, see ` (`Open Meetings Act,
# see KRS 61.800`), a year after the name (`the Municipal Land Use Law of 1975, N.J.S.A.`).
_ALIAS_GAP_RE = re.compile(
    r"(?:\s+of\s+\d{4})?\s*(?:[(\[,]|,\s*as\s+amended,)\s*(?:being\s+|see\s+)?"
)
# A statute list's entry, its name a sentence before its citation: `A. Child Care Center
# Licensing Act. P.L. 1983, c. 492`, or a caption on the line before it (`Freedom of Information
# Act\n  S.C. Code § 30-4-10`, a statutory references table's `Colorado Sunshine Act of 1972.\n§
# 24-6-101 et seq., C.R.S.`, `Pension plans (including Volunteer Pension Firefighter Pension
# Act).\n§ 31-30-1101`, `Open Public Meeting Act of 1971\n\nRCW ch. 42.30`, a blank line
# between); only before outside law: a code's own `Section …` may open it.
_ALIAS_SENTENCE_GAP_RE = re.compile(r"\.[ \t]+|\)?\.?[ \t]*\n(?:[ \t]*\n)?[ \t]*")
# A name quoted right after the citation it names (`O.C.G.A. § 12-4-72, "The Georgia Surface
# Mining Act of 1968"`), or defined in parentheses after its bracketed citation (`[MCL 125.3101 et
# seq] ("MZEA")`).
_ALIAS_AFTER_GAP_RE = re.compile(r"[\])]?\s*,?\s*\(?\s*[\"“]\s*(?:[Tt]he\s+)?")
# Or set off by commas, unquoted, after a whole act cited by its first section (`Tenn. Code Ann.
# §§ 6-54-1001 et seq., the Administrative Hearing Officer Act, and`), or before `, as amended`
# (`Title 6, Chapter 29 of the Code of Laws of South Carolina, South Carolina Local Government
# Comprehensive Planning Enabling Act of 1994, as amended`): the act's name.
_ALIAS_AFTER_ET_SEQ_RE = re.compile(r",[ \t]+the[ \t]+")
_ALIAS_AFTER_COMMA_RE = re.compile(r",\s+(?:the\s+)?")
# What closes such an appositive name: a comma, a semicolon, a parenthesis or a sentence's end;
# and `, as amended`.
_APPOSITIVE_END_RE = re.compile(r"[,;)]|\.(?:\s|$)")
_AS_AMENDED_RE = re.compile(r",\s+as\s+amended\b")


# What may come between a named act and the body of statutes that codifies it, when a number
# names both (`Section 4-11-1 of the "Georgia Animal Protection Act," et seq. of the Official
# Code of Georgia Annotated`): the act's closing quote, a comma, `et seq.`, then `of`.
_ACT_THEN_BODY_RE = re.compile(r"[\"”]?,?[\"”]?(?:\s*,?\s+et\.?\s*seq\.?)?(?=,?\s+of\s)")


def codifying_body(cur: Cursor, found: Law) -> Law:
    """The body of statutes named just after the act `found` that a citation's numbers were read
    as (the numbers are that body's: the act is their name); `found` when no body follows or
    `found` is a body itself. The cursor moves past the body's name when one is read."""
    if statutes.body_named(found.code) is not None or found.code in CODIFIED_ACTS:
        return found
    saved = cur.pos
    if cur.match(_ACT_THEN_BODY_RE) is not None:
        named = cur.match(law.OF_LAW_RE)
        code = law.canonical_law(named["law"]) if named and named["law"] else None
        if code is not None and (body := statutes.body_named(code)) is not None:
            return Law(body.name, found.divisions)
        statute = cur.match(statutes.OF_STATUTE_RE)
        if statute is not None and (body := statutes.body_named(statute["name"])) is not None:
            return Law(body.name, found.divisions)
    cur.pos = saved
    return found


# Outside law named as a whole, without a body (`state law`, `the laws of the state`), then on
# the same line a numbered citation of outside law: the words a statute list's entry or a penalty
# clause say it in before citing it (`Ordinances to conform to state law, § 71.010, RSMo.`, `the
# laws of the state pursuant to SDCL § 22-6-2`, `State law preemption. Cal. Const. Art. XI, §
# 7`), not a second citation. The numbered one must come within this many characters, with no
# semicolon (another entry of the list) between; law cited as a whole and then one of its parts
# (`the statutes of the State of Nebraska, including Neb. RS 17-505`), or beside another law
# (`comply with state law and with Section 2 of the plan`), is cited twice.
_GENERIC_LAWS = frozenset({"state law", "federal law"})
_GENERIC_ALIAS_REACH = 80
_INCLUDING_RE = re.compile(r"\binclud(?:ing|es)\b|\b(?:and|or)(?:[ \t]+\w+)?[ \t]+$")


def _generic_before_number(text: str, hit: Hit, following: Hit) -> bool:
    """Whether `hit` names state (federal) law as a whole just before a numbered citation of
    outside law on its line."""
    if following.start - hit.end > _GENERIC_ALIAS_REACH:
        return False  # most hits: the next one is far
    if not all(m.reference.code in _GENERIC_LAWS and not m.reference.number for m in hit.members):
        return False
    gap = text[hit.end : following.start]
    if "\n" in gap or ";" in gap or _INCLUDING_RE.search(gap):
        return False
    return _external(following) and _numbered(following) and _bodied(following)


# What a definition says right before the law it makes a word stand for (`"AS" means the latest
# edition or supplement of that section in the Alaska Statutes`, `The abbreviation "G.S." and the
# term "General Statutes" shall mean the latest edition of the General Statutes of North
# Carolina`, `Charter means and refers to the Charter of …`): the word's meaning, no citation; a
# law named further into the definition (`"Municipality" means a political subdivision
# incorporated under the laws of the state`), or an act a word stands for (`ADA means the
# Americans with Disabilities Act`), is cited.
_MEANS_BEFORE_RE = re.compile(
    r"\b(?:means|shall\s+mean)(?:\s+and\s+refers?\s+to(?:\s+the)?"
    r"|\s+the\s+latest\s+edition(?:\s+or\s+supplement)?\s+of(?:\s+that\s+section\s+in)?(?:\s+the)?)"
    r"\s+$"
)
# How far before a law's name a definition's `means` is looked for.
_MEANS_REACH = 80


def _defined_as(text: str, hit: Hit) -> bool:
    """Whether `hit` names outside law, unnumbered, as what a defined word means."""
    before = text[max(0, hit.start - _MEANS_REACH) : hit.start]
    if "mean" not in before or _numbered(hit) or not _external(hit):
        return False  # most hits: no definition's verb before them
    return _MEANS_BEFORE_RE.search(before) is not None


# After a law's name that opens its line, the period and the capital of a definition's sentence
# (`Clean Water Act. The Federal Water Pollution Control Act (33 USC section 1251 et seq.)`).
_TERM_END_RE = re.compile(r"\.[ \t]+[A-Z]")


def _glossary_term(text: str, hit: Hit) -> bool:
    """Whether `hit` is a law's name alone as a glossary's term: it opens its line and a
    definition follows its period (the definition cites what it means)."""
    if not hit.named_law or not _TERM_END_RE.match(text, hit.end):
        return False
    return not text[text.rfind("\n", 0, hit.start) + 1 : hit.start].strip()
