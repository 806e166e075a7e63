"""Truth sections that say the page shows no number (README-F: `(not on page; Chapter 74)`,
`(not on page; penalty section of chapter 72)`).

The finder cannot know such a page's section: it is scored as a page in no section
(`section = ""`). The chapter the truth names is never given to the finder: the truth is what
is measured, never an input (a page that shows no chapter leaves `this chapter` unresolved).
The code's state is given, as a build takes it from the jurisdiction its exports print
(`code_state`), and so is the place in the code an eLaws page's address names (`addressed`: its
article, the division in it, or an appendix's article), as a build of the whole code knows it.
"""

from __future__ import annotations

import re
import tomllib
from dataclasses import replace
from pathlib import Path

from graph.readers.state_names import printed_state
from graph.records import TextUnit

# A truth's section saying the page shows no number, and the chapter it names, if any; part Q's
# truth says it `unnumbered (2008 Code sec. 50-1)` (a prior code's number, no section's id).
NOT_SHOWN_RE = re.compile(
    r"\(not on page\b(?:[^)]*?\b[Cc]hapter\s+(?P<chapter>\w+)\))?|unnumbered\b"
)


def shown(section: str) -> str:
    """The section as the finder may know it: "" where the page shows no number."""
    return "" if NOT_SHOWN_RE.match(section) else section


# A section's heading line that opens a page (`§ 152.999 PENALTY.`, `§ 1-7. General penalty;`,
# `Sec. 10.99 Penalty`): a section keyword, a number of two or more parts, then its caption.
PAGE_HEADING_RE = re.compile(
    r"^[ \t#*]*(?:(?:§[ \t]*|Sec\.[ \t]*|Section[ \t]+)"
    r"(?P<number>\d+[A-Z]?(?:[.:-]\d+[A-Z]?)+)\.?"
    r"|(?P<bare>\d{1,3}[A-Z]?(?:-\d{1,3}[A-Z]?){2}):)[ \t\u00a0]+(?=\S)",
    re.MULTILINE,
)


def page_section(text: str) -> tuple[int, int, str]:
    """(0, body start, section) of a page whose truth names no section but whose text is one
    section under its printed heading (`§ 152.999 PENALTY.` over its divisions): a build cuts
    the page at that heading and numbers its text, so `this chapter` there is chapter 152.
    (0, 0, "") where the page opens with no heading or shows more than one: in no section."""
    heads = list(PAGE_HEADING_RE.finditer(text))
    if len(heads) != 1 or text[: heads[0].start()].strip():
        return 0, 0, ""
    line_end = text.find("\n", heads[0].end())
    return 0, len(text) if line_end < 0 else line_end + 1, heads[0]["number"] or heads[0]["bare"]


def code_state(folder: Path) -> str:
    """The citing code's state as its truth gives it (`state = "TX"`), or as its place's printed
    name ends (`City of Davis, CA`, as an export prints its jurisdiction); "" where neither does."""
    data = tomllib.loads((folder / "truth.toml").read_text(encoding="utf-8"))
    return str(data.get("state", "")) or printed_state(str(data.get("place", "")))


# An eLaws page's address in a place's SOURCE.md names its chapter (or appendix), article and
# division (`coor_ch11_artvii_div1_sec11-383`, `coor_apxa_artxxiv_sec24.1`): what a build of the
# code knows of a section whose excerpt prints no heading above it (README-G2-g19-j.md).
ADDRESS_ARTICLE_RE = re.compile(
    r"(?m)^\|[ ]`(?P<file>[^`]+)`[ ]\|[ ]\S*?_(?:ch(?P<chapter>\w+?)|apx(?P<apx>[a-z]))"
    r"_art(?P<article>[a-z]+|\d+)"
    r"(?:_div(?P<division>\d+))?(?=_)"
)


def addressed(unit: TextUnit, folder: Path, file: str) -> TextUnit:
    """The unit with the article and division its page's address names, where it has none."""
    if unit.article is not None or not unit.section:
        return unit
    source = (folder / "SOURCE.md").read_text(encoding="utf-8")
    for m in ADDRESS_ARTICLE_RE.finditer(source):
        owner = f"Appendix {m['apx'].upper()}" if m["apx"] else f"Chapter {m['chapter']}"
        if m["file"] == file and owner in (f"Chapter {unit.chapter}", unit.section[: len(owner)]):
            article = f"{owner}, Article {m['article'].upper()}"
            division = f"{article}, Division {m['division']}" if m["division"] else None
            return replace(unit, article=article, division=division)
    return unit
