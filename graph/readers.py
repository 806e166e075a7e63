"""The readers of the citation grammar: one per anchor regex of `graph.patterns`.

Each reader takes the text and its anchor's match and reads on with `.match(text, pos)`: the
first number, then lists (`, X`, ` and X`), ranges (` through X`), parenthetical and comma titles
and suffixes (`of this section`, `of the California Government Code`, `et seq.`). A reader returns
a `Hit` (the phrase's span and the members it names) or None when the anchor is no citation.
`graph.find` runs them all and merges overlapping hits.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, replace

import graph.patterns as p
from graph.records import CitationKind, Heading, Reference

Reader = Callable[[str, re.Match[str]], "Hit | None"]


@dataclass(frozen=True, slots=True)
class Member:
    """One target named by a hit, with the title the text gives it and, for ranges, its end."""

    reference: Reference
    title: str | None = None
    through: Reference | None = None  # `(A)(4) through (A)(6)`: the range's last member


@dataclass(frozen=True, slots=True)
class Hit:
    start: int
    end: int
    members: tuple[Member, ...]


def squash(number: str) -> str:
    """`17. 28.050` → `17.28.050`, `3- 18` → `3-18`."""
    return re.sub(r"\s+", "", number)


def _labels_from_path(path: str) -> tuple[str, ...]:
    """`(E)(3)(a)` → (`E`, `3`, `a`)."""
    return tuple(re.findall(r"\(([A-Za-z0-9]+)\)", path))


def _labels_from_dotted(dotted: str) -> tuple[str, ...]:
    """`E.1` → (`E`, `1`); `B.2.a` → (`B`, `2`, `a`)."""
    return tuple(part for part in dotted.split(".") if part)


@dataclass(slots=True)
class _Reader:
    """A cursor over one anchor's tail: the members read so far and where reading stopped."""

    text: str
    pos: int
    members: list[Member]

    def match(self, regex: re.Pattern[str]) -> re.Match[str] | None:
        m = regex.match(self.text, self.pos)
        if m:
            self.pos = m.end()
        return m

    def title_paren(self) -> None:
        m = self.match(p.TITLE_PAREN_RE)
        if m and self.members:
            last = self.members[-1]
            self.members[-1] = replace(last, title=clean_title(m.group("title")))

    def list_of(self, item: Callable[[], Member | None], *, allow_range: bool = True) -> None:
        """After the first member: `, X`, ` and X`, ` through X`, each with an optional title."""
        self.title_paren()
        while True:
            saved = self.pos
            if allow_range and self.match(p.RANGE_SEP_RE):
                end = item()
                if end is not None:
                    last = self.members[-1]
                    self.members[-1] = replace(last, through=end.reference)
                    self.title_paren()
                    continue
                self.pos = saved
                return
            if self.match(p.LIST_SEP_RE):
                member = item()
                if member is not None:
                    self.members.append(member)
                    self.title_paren()
                    continue
            self.pos = saved
            return

    def comma_title(self) -> None:
        """`, Zoning district subdivision and density standards` after a single member."""
        if len(self.members) != 1 or self.members[0].title is not None:
            return
        m = p.COMMA_TITLE_RE.match(self.text, self.pos)
        if not m:
            return
        title, end = _trim_title(m.group("title"), m.start("title"))
        words = title.lower().split()
        if len(words) > _TITLE_MAX_WORDS or _VERBS.intersection(words):
            return  # `Section 17.62.050, Use permits shall be…`: a clause, not a title
        if _is_title_case(title):
            while more := p.COMMA_TITLE_MORE_RE.match(self.text, end):
                if not _is_title_case(more.group("segment")):
                    break
                title = self.text[m.start("title") : more.end()]
                end = more.end()
        self.members[0] = replace(self.members[0], title=clean_title(title))
        self.pos = end


_SMALL_WORDS = frozenset({"and", "or", "of", "the", "on", "for", "in", "to", "a", "an", "with"})
# Words that make a phrase after a comma a clause rather than a title.
_VERBS = frozenset(
    {"shall", "may", "must", "is", "are", "was", "were", "will", "be", "has", "have", "should"}
)
_TITLE_MAX_WORDS = 12


# A word of a title (any run of non-blank characters).
_WORD_RE = re.compile(r"\S+")


def _trim_title(title: str, offset: int) -> tuple[str, int]:
    """Keep one casing style: `Standards for specific sign types Second Floor` stops at
    `Second`; `Limitation on the Location of Allowable Land Uses` is Title Case throughout."""
    words = list(_WORD_RE.finditer(title))
    significant = [w[0] for w in words[1:] if w[0] not in _SMALL_WORDS]
    sentence_case = bool(significant) and significant[0][0].islower()
    end = len(title)
    for word in words[1:]:
        text = word[0]
        if text in _SMALL_WORDS:
            continue
        if sentence_case == text[0].isupper():
            end = word.start()
            break
    kept = title[:end].rstrip()
    return kept, offset + len(kept)


def _is_title_case(phrase: str) -> bool:
    words = phrase.split()
    return len(words) > 0 and all(w[0].isupper() or w in _SMALL_WORDS for w in words)


def clean_title(title: str) -> str:
    return re.sub(r"\s+", " ", title).strip().rstrip(".").strip()


# --- One reader per anchor ---------------------------------------------------------------------


def _code_before(text: str, start: int) -> tuple[str | None, int]:
    """A state code named just before `start`: (canonical prefix, where its name begins)."""
    window_start = max(0, start - p.CODE_LOOKBEHIND)
    m = p.CODE_BEFORE_RE.search(text, window_start, start)
    if not m:
        return None, start
    name = m.group("name") or m.group("name_after")
    code = p.state_code(name)
    return (code.canonical if code else None), m.start()


def _section_like(text: str, anchor: re.Match[str], *, lower: bool = False) -> Hit | None:
    """`Section …`, `Sections …`, `§ …`: municipal sections and subsections, or a statute."""
    start = anchor.start()
    code, code_start = _code_before(text, start)
    if lower and code is None:
        return None  # `section 5` without a code named before it is not a citation
    if code is not None:
        start = code_start
    reader = _Reader(text, anchor.end(), [])

    def municipal() -> Member | None:
        m = reader.match(p.SECTION_REF_RE)
        if m:
            number = squash(m.group("number"))
            labels: tuple[str, ...] = ()
            if m.group("path"):
                labels = _labels_from_path(m.group("path"))
            elif m.group("dotted"):
                labels = _labels_from_dotted(m.group("dotted"))
            elif m.group("spaced"):
                labels = (m.group("spaced"),)
            kind = CitationKind.SUBSECTION if labels else CitationKind.SECTION
            return Member(Reference(kind, number, labels))
        m = reader.match(p.LABEL_PATH_RE)
        if m and reader.members:  # `, (A)(2)`: another subsection of the same section
            number = reader.members[-1].reference.number
            return Member(Reference(CitationKind.SUBSECTION, number, _labels_from_path(m[0])))
        return None

    def statute() -> Member | None:
        m = reader.match(p.STATUTE_REF_RE)
        if not m:
            return None
        labels = _labels_from_path(m.group("path")) if m.group("path") else ()
        number = m.group("number").rstrip(".")
        return Member(Reference(CitationKind.EXTERNAL, number, labels, code=code))

    item = statute if code is not None else municipal
    first = item()
    if first is None and code is None:
        item = statute
        first = item()
    if first is None:
        return None
    reader.members.append(first)
    reader.list_of(item)
    if reader.match(p.OF_ORDINANCE_RE):
        return None  # `Section 3 of this ordinance`
    if code is None and (of_code := reader.match(p.OF_CODE_RE)):
        name = of_code.group("name") or of_code.group("name_after")
        found = p.state_code(name)
        code = found.canonical if found else None
        reader.members = [_as_external(m, code) for m in reader.members]
    elif code is None and reader.match(p.OF_CEQA_RE):
        reader.members = [_as_external(m, p.CEQA_GUIDELINES) for m in reader.members]
    elif of_this := reader.match(p.OF_THIS_RE):
        reader.members = [_relative(m, of_this.group("node")) for m in reader.members]
    else:
        reader.match(p.OF_MUNICIPAL_RE)
    reader.match(p.ET_SEQ_RE)
    reader.comma_title()
    return Hit(start, reader.pos, tuple(reader.members))


def _as_external(member: Member, code: str | None) -> Member:
    ref = replace(member.reference, kind=CitationKind.EXTERNAL, code=code)
    through = member.through
    if through is not None:
        through = replace(through, kind=CitationKind.EXTERNAL, code=code)
    return replace(member, reference=ref, through=through)


def _relative(member: Member, node: str) -> Member:
    relative = CitationKind(node)
    through = member.through
    if through is not None:
        through = replace(through, relative_to=relative)
    return replace(
        member, reference=replace(member.reference, relative_to=relative), through=through
    )


def _numbered(
    kind: CitationKind, number_re: re.Pattern[str]
) -> Callable[[str, re.Match[str]], Hit | None]:
    """A reader for `Chapter`, `Article`, `Table`, `Figure`: numbers in a list, titles, suffix."""

    def read(text: str, anchor: re.Match[str]) -> Hit | None:
        reader = _Reader(text, anchor.end(), [])

        def item() -> Member | None:
            m = reader.match(number_re)
            return Member(Reference(kind, squash(m.group("number")))) if m else None

        first = item()
        if first is None:
            return None
        reader.members.append(first)
        reader.list_of(item, allow_range=kind is not CitationKind.CHAPTER)
        if of_this := reader.match(p.OF_THIS_RE):
            reader.members = [_relative(m, of_this.group("node")) for m in reader.members]
        else:
            reader.match(p.OF_MUNICIPAL_RE)
        reader.comma_title()
        return Hit(anchor.start(), reader.pos, tuple(reader.members))

    return read


_chapter = _numbered(CitationKind.CHAPTER, p.CHAPTER_REF_RE)
_article = _numbered(CitationKind.ARTICLE, p.ARTICLE_REF_RE)
_table = _numbered(CitationKind.TABLE, p.TABLE_REF_RE)
_figure = _numbered(CitationKind.FIGURE, p.TABLE_REF_RE)


def _title(text: str, anchor: re.Match[str]) -> Hit | None:
    reader = _Reader(text, anchor.end(), [])
    m = reader.match(p.TITLE_REF_RE)
    if not m:
        return None
    number = m.group("number")
    reader.members.append(Member(Reference(CitationKind.TITLE, number)))
    reader.title_paren()
    if reader.match(p.OF_CCR_RE):
        ref = Reference(CitationKind.EXTERNAL, "", code=p.CCR, external_title=number)
        reader.members = [Member(ref)]
    elif of_code := reader.match(p.OF_CODE_RE):
        found = p.state_code(of_code.group("name") or of_code.group("name_after"))
        code = found.canonical if found else None
        reader.members = [
            Member(Reference(CitationKind.EXTERNAL, "", code=code, external_title=number))
        ]
    else:
        reader.match(p.OF_MUNICIPAL_RE)
    return Hit(anchor.start(), reader.pos, tuple(reader.members))


def _subsection(text: str, anchor: re.Match[str]) -> Hit | None:
    reader = _Reader(text, anchor.end(), [])

    def item() -> Member | None:
        m = reader.match(p.SUBSECTION_REF_RE)
        if not m:
            return None
        path = m.group("path")
        labels = _labels_from_path(path) if path else _labels_from_dotted(m.group("dotted"))
        return Member(Reference(CitationKind.SUBSECTION, "", labels))

    first = item()
    if first is None:
        return None
    reader.members.append(first)
    reader.list_of(item)
    if of_section := reader.match(p.OF_SECTION_RE):
        number = squash(of_section.group("number"))
        reader.members = [_of_section(m, number) for m in reader.members]
    elif of_this := reader.match(p.OF_THIS_RE):
        reader.members = [_relative(m, of_this.group("node")) for m in reader.members]
    return Hit(anchor.start(), reader.pos, tuple(reader.members))


def _of_section(member: Member, number: str) -> Member:
    """`subsection (A) of Section 17.62.050`: the labels under that section."""
    through = member.through
    if through is not None:
        through = replace(through, number=number)
    return replace(member, reference=replace(member.reference, number=number), through=through)


def _municipal_abbreviation(text: str, anchor: re.Match[str]) -> Hit | None:
    """`CMC 17.38.070`, `CMC Chapter 17.38`: the city's own code, abbreviated."""
    prefix = p.MC_PREFIX_RE.search(text, max(0, anchor.start() - 4), anchor.start())
    if prefix is None:
        return None
    start = prefix.start()
    for regex, reader in MC_FOLLOWERS:
        m = regex.match(text, anchor.end())
        if m:
            hit = reader(text, m)
            return Hit(start, hit.end, hit.members) if hit else None
    return None


def _cfr(text: str, anchor: re.Match[str]) -> Hit | None:
    """`24 CFR Section 100.307`, `24 C.F.R. § 100.307`."""
    title = p.CFR_TITLE_RE.search(text, max(0, anchor.start() - 6), anchor.start())
    m = p.STATUTE_REF_RE.match(text, anchor.end())
    if not m:
        return None
    start = title.start(1) if title else anchor.start()
    ref = Reference(
        CitationKind.EXTERNAL,
        m.group("number").rstrip("."),
        _labels_from_path(m.group("path")) if m.group("path") else (),
        code=p.CFR,
        external_title=title.group(1) if title else None,
    )
    end = m.end() - (len(m.group("number")) - len(m.group("number").rstrip(".")))
    return Hit(start, end, (Member(ref),))


def _ceqa(text: str, anchor: re.Match[str]) -> Hit | None:
    """`CEQA Guidelines Section 15183`."""
    m = p.STATUTE_REF_RE.match(text, anchor.end())
    if not m:
        return None
    number = m.group("number").rstrip(".")
    ref = Reference(CitationKind.EXTERNAL, number, code=p.CEQA_GUIDELINES)
    return Hit(anchor.start(), anchor.end() + len(number), (Member(ref),))


def read_section_sign(text: str, anchor: re.Match[str]) -> Hit | Heading | None:
    """`§ 17.62.070(F)`; but a `§` heading, a running header or a history note is no citation."""
    start = anchor.start()
    line_start = text.rfind("\n", 0, start) + 1
    before = text[line_start:start]
    if p.HISTORY_BEFORE_RE.search(before):
        return None  # `Ord. 766 § 2`: provenance, read by the history-note parser
    if p.HEADING_BEFORE_RE.search(before):
        heading = p.HEADING_TAIL_RE.match(text, start)
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
    return _section_like(text, anchor)


def _section_anchor(text: str, anchor: re.Match[str]) -> Hit | None:
    return _section_like(text, anchor)


def _section_lower(text: str, anchor: re.Match[str]) -> Hit | None:
    if anchor.start() > 0 and text[anchor.start() - 1].isalpha():
        return None  # the `section` of `subsection`
    return _section_like(text, anchor, lower=True)


MC_FOLLOWERS: tuple[tuple[re.Pattern[str], Reader], ...] = (
    (p.CHAPTER_RE, _chapter),
    (p.SECTION_RE, _section_anchor),
    (p.SECTION_SIGN_RE, _section_anchor),
    (p.SECTION_NUMBER_AHEAD_RE, _section_anchor),
    (p.NUMBER_AHEAD_RE, _chapter),
)

# Readers whose anchor, opening a line with a caption after it, is the thing itself.
CAPTIONED = frozenset({_table, _figure})

# Every anchor and its reader. Order does not matter: overlaps are merged afterwards.
READERS: tuple[tuple[re.Pattern[str], Reader], ...] = (
    (p.SECTION_RE, _section_anchor),
    (p.SECTION_ABBREV_RE, _section_anchor),
    (p.SECTION_LOWER_RE, _section_lower),
    (p.CHAPTER_RE, _chapter),
    (p.CHAPTER_ABBREV_RE, _chapter),
    (p.ARTICLE_RE, _article),
    (p.SUBSECTION_RE, _subsection),
    (p.TABLE_RE, _table),
    (p.FIGURE_RE, _figure),
    (p.TITLE_RE, _title),
    (p.MC_RE, _municipal_abbreviation),
    (p.CFR_RE, _cfr),
    (p.CEQA_RE, _ceqa),
)
