"""Truth sections that say the page shows no number (README-F: `(not on page; Chapter 74)`,
`(not on page; penalty section of chapter 72)`).

The finder cannot know such a page's section: it is scored as a page in no section
(`section = ""`). A build knows the chapter of every section, so a chapter the truth names there
is the unit's chapter, as a build would give it.
"""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

# A truth's section saying the page shows no number, and the chapter it names, if any.
NOT_SHOWN_RE = re.compile(r"\(not on page\b(?:[^)]*?\b[Cc]hapter\s+(?P<chapter>\w+)\))?")


def shown(section: str) -> str:
    """The section as the finder may know it: "" where the page shows no number."""
    return "" if NOT_SHOWN_RE.match(section) else section


def page_chapters(folder: Path) -> dict[str, str]:
    """Each file whose truth says its page shows no section number but names its chapter."""
    data = tomllib.loads((folder / "truth.toml").read_text(encoding="utf-8"))
    out: dict[str, str] = {}
    for e in data.get("citations", []):
        m = NOT_SHOWN_RE.match(str(e.get("section", "")))
        if m and m["chapter"]:
            out.setdefault(e["file"], m["chapter"])
    return out
