"""Truth sections that say the page shows no number (README-F: `(not on page; Chapter 74)`,
`(not on page; penalty section of chapter 72)`).

The finder cannot know such a page's section: it is scored as a page in no section
(`section = ""`). The chapter the truth names is never given to the finder: the truth is what
is measured, never an input (a page that shows no chapter leaves `this chapter` unresolved).
The code's state is given, as a build takes it from the jurisdiction its exports print
(`code_state`).
"""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

from graph.readers.state_names import printed_state

# A truth's section saying the page shows no number, and the chapter it names, if any.
NOT_SHOWN_RE = re.compile(r"\(not on page\b(?:[^)]*?\b[Cc]hapter\s+(?P<chapter>\w+)\))?")


def shown(section: str) -> str:
    """The section as the finder may know it: "" where the page shows no number."""
    return "" if NOT_SHOWN_RE.match(section) else section


def code_state(folder: Path) -> str:
    """The citing code's state as its truth gives it (`state = "TX"`), or as its place's printed
    name ends (`City of Davis, CA`, as an export prints its jurisdiction); "" where neither does."""
    data = tomllib.loads((folder / "truth.toml").read_text(encoding="utf-8"))
    return str(data.get("state", "")) or printed_state(str(data.get("place", "")))
