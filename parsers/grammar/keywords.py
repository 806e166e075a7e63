"""The keywords before a target's number, in the singular or the plural, as regex fragments.

`Section 17.36.010`, `Sections 17.36.010 and 17.36.020`, `Sec. 8-63`, `Secs. 2-1 and 2-2`,
`§ 3-31`, `§§ 1 and 2`; `Chapter 8.36`, `Chapters 8.36 and 8.40`. The citation finder reads a
list after any of them (`graph.patterns.ITEM_KEYWORD_RE`: an item may repeat its keyword); the
instruction parser takes the plural for a sign that a phrase names several targets
(`parsers.ordinance.lists`). The finder's anchors keep their own literal keywords (one regex per
keyword, each opening with a literal the regex engine skips ahead to: `graph.patterns`).
"""

from __future__ import annotations

# The section keyword spelled, abbreviated or signed, in the singular or the plural: `Section`,
# `Sections`, `Sec.`, `Secs.`, `§`, `§§`.
SECTION_KEYWORD = r"(?:Sections?|Secs?\.|§§?)"
# The same in the plural only, the sign a phrase names several sections: `Sections`, `Secs.`,
# `§§` (a word must end there: `Sectionsx` is none).
PLURAL_SECTION_KEYWORD = r"(?:Sections\b|Secs\.|§§)"
# The chapter keyword in the plural, before several chapters' numbers: `Chapters`.
PLURAL_CHAPTER_KEYWORD = r"Chapters\b"
