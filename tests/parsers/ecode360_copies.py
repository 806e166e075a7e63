"""ecode360 text as a user copies it from a browser, rebuilt from a scrape of the print view
(`devset/exports_wide/*/<place>/*.json`: one object per chapter, `chapter`, `chapterTitle`,
`sections` of `ref`, `heading`, `noteText`, `body`; see that set's README).

The page prints the chapter line (`Chapter 9 Alcoholic Beverages`), the chapter's `[HISTORY: …]`
note, then each heading (`§ 9-1 Prohibited acts.`), the notes under it one to a line, and its
text one paragraph a line; no chrome, no footer. The scrape joined every note met since the
heading before into one string, and kept footnote markers (`[1]`) among them: the notes are
printed again one to a line, the markers left out. The text is verbatim ecode360; only the line
layout is rebuilt.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

# A bracketed note of the scrape's `noteText` (notes are joined by one space).
NOTE = re.compile(r"\[[^\]]*\]")
# A footnote marker among them: `[1]`.
MARKER = re.compile(r"\[\d+\]")


def browser_copy(paths: list[Path], period: str = "") -> str:
    """The chapters scraped in `paths` as the text copied from their page; `period` after the
    numbers (`"."`: the print view's `§ 9-1. Prohibited acts.`)."""
    lines: list[str] = []
    for path in paths:
        chapter = json.loads(path.read_text(encoding="utf-8"))
        lines.append(f"Chapter {chapter['chapter']}{period} {chapter['chapterTitle']}")
        for section in chapter["sections"]:
            notes = [n for n in NOTE.findall(section["noteText"]) if not MARKER.fullmatch(n)]
            if notes and notes[0].startswith("[HISTORY"):
                lines.append(notes.pop(0))
            lines.append(f"§ {section['ref']}{period} {section['heading']}")
            lines.extend(notes)
            lines.extend(section["body"].split("\n"))
    return "\n\n".join(lines) + "\n"
