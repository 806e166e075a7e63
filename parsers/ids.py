"""How the corpus's ids are shaped, and how to split them: the one place that knows.

Ids (docs/architecture.md, "Identifiers"): a section `17.62.030`, a subsection
`17.62.030(E)(3)(a)` (the section's id and one parenthesized label per level), a chapter `17.62`
(the section id without its last dotted part; in other numbering schemes the part
`parsers.schemes` says: `5-2` of `5-2-7`, `12` of `12-3.10`), a title `Title 17`, a table
`17.22.020, Table 2-3` (qualified by the section it belongs to; `Title 17, Table 2-3` is its
alias, accepted where only one table of the title has that number).
"""

from __future__ import annotations

import re

from parsers import schemes

# The title number an id starts with: `17.28.050`, `17.42.130(C)(1)`, `Title 17, Table 2-3`.
# Up to three digits and a word boundary, so a year or a street number is not a title.
_LEADING_TITLE_RE = re.compile(r"^(?:Title\s+)?(\d{1,3})\b")


# A dotted section number standing in a table cell (the specific-use-regulations column):
# `17.42.130(E)`, `17.42.150`.
SECTION_NUMBER = re.compile(r"\b\d{1,3}\.\d{1,3}\.\d{1,4}(?:\([A-Za-z0-9]{1,4}\))*")


def section_of(node_id: str) -> str:
    """`17.42.130(C)(1)` → `17.42.130`; a section id is its own section."""
    at = node_id.find("(")
    return node_id[:at] if at > 0 else node_id


def label_of(node_id: str) -> str:
    """`17.42.130(C)(1)` → `1`; a section id has no label."""
    at = node_id.rfind("(")
    return node_id[at + 1 : -1] if at > 0 and node_id.endswith(")") else ""


def parent_of(subsection: str) -> str:
    """`17.42.130(C)(1)` → `17.42.130(C)`; `17.42.130(C)` → `17.42.130`."""
    at = subsection.rfind("(")
    return subsection[:at] if at > 0 else subsection


def chapter_of(section_id: str, scheme: schemes.Scheme | None = None) -> str:
    """`17.62.030` → `17.62` (everything before the last dot); in the other numbering schemes
    (`parsers.schemes`) the chapter its shape says: `5-2-7` → `5-2`, `12-3.10` → `12`,
    `250-12` → `250`, `19:2-4` → `19:2`; `1105.04` → `1105`. In the code's `scheme`, where its
    headings decided one its numbers' shape cannot say: `10-03-12` → `10` (chapter-article)."""
    if scheme in schemes.SHAPE_OF:  # a scheme its numbers' shape alone cannot say
        return schemes.split(section_of(section_id), scheme).chapter
    if "-" not in section_id and ":" not in section_id:
        return section_id.rsplit(".", 1)[0]
    return schemes.chapter_of(section_of(section_id))


def has_chapter(section_id: str) -> bool:
    """Whether a section id is a number of some scheme, with a chapter (`17.62.030`, `5-2-7`,
    `250-12`), unlike `Zoning Map`."""
    return "." in section_id or schemes.scheme_of(section_of(section_id)) is not None


def in_a_title(chapter: str) -> bool:
    """Whether a chapter's number carries its title (`17.62`, `5-2`, `19:2`), unlike the
    one-part chapters of chapter-dash and two-level dotted codes (`250`, `1105`)."""
    return re.search(r"[.:-]", chapter) is not None


def title_of_chapter(chapter: str) -> str:
    """`17.62` → `17` (everything before the first dot), `5-2` → `5`, `19:2` → `19`."""
    if "-" not in chapter and ":" not in chapter:
        return chapter.split(".", 1)[0]
    return schemes.title_of_chapter(chapter)


def title_id(chapter: str) -> str:
    """`17.62` → `Title 17`: the id of the title a chapter belongs to."""
    return f"Title {title_of_chapter(chapter)}"


def title_number(node_id: str) -> str | None:
    """The title number an id names (`17.28.050`, `Title 17, Table 2-3` → `17`), or None
    (`Zoning Map`)."""
    m = _LEADING_TITLE_RE.match(node_id)
    return m.group(1) if m else None


# A table id: its section (or, for an alias, its title) and its number: `17.22.020, Table 2-3`,
# `Title 17, Table 2-3`.
_TABLE_ID_RE = re.compile(r"^(?P<owner>.+?),\s+Table\s+(?P<number>\S+)$")


def table_id(section: str, number: str) -> str:
    """`17.22.020`, `2-3` → `17.22.020, Table 2-3`: a table belongs to its section."""
    return f"{section}, Table {number}"


def table_alias(title: str, number: str) -> str:
    """`17`, `2-3` → `Title 17, Table 2-3`: the title-wide name of a table, ambiguous where two
    sections of the title number a table alike."""
    return f"Title {title}, Table {number}"


def table_parts(node_id: str) -> tuple[str, str] | None:
    """`17.22.020, Table 2-3` → (`17.22.020`, `2-3`); `Title 17, Table 2-3` → (`Title 17`,
    `2-3`); None for any other id."""
    m = _TABLE_ID_RE.match(node_id)
    return (m.group("owner"), m.group("number")) if m else None


def is_table_alias(node_id: str) -> bool:
    """Whether a table id names its title only (`Title 17, Table 2-3`), not its section."""
    parts = table_parts(node_id)
    return parts is not None and parts[0].startswith("Title ")


def paragraph_id(document: str, index: int | str) -> str:
    """`cotati.txt`, 12 → `cotati.txt#12`: an unnumbered paragraph, by its document and place."""
    return f"{document}#{index}"


def paragraph_parts(node_id: str) -> tuple[str, str]:
    """`cotati.txt#12` → (`cotati.txt`, `12`), split at the last `#`; without one, ("", id)."""
    document, _, index = node_id.rpartition("#")
    return document, index
