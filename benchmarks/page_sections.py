"""Truth sections that say the page shows no number (README-F: `(not on page; Chapter 74)`,
`(not on page; penalty section of chapter 72)`).

The finder cannot know such a page's section: it is scored as a page in no section
(`section = ""`). The chapter the truth names is never given to the finder: the truth is what
is measured, never an input (a page that shows no chapter leaves `this chapter` unresolved).
"""

from __future__ import annotations

import re

# A truth's section saying the page shows no number, and the chapter it names, if any.
NOT_SHOWN_RE = re.compile(r"\(not on page\b(?:[^)]*?\b[Cc]hapter\s+(?P<chapter>\w+)\))?")


def shown(section: str) -> str:
    """The section as the finder may know it: "" where the page shows no number."""
    return "" if NOT_SHOWN_RE.match(section) else section
