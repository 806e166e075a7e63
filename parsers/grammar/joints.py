"""The words and marks that join a list's members and a range's ends, as regex fragments.

`Sections 17.36.010, 17.36.020 and 17.36.030`, `(b)(1), (2) or (3)`, `8.36 & 8.40`, `and/or`;
`Sections 13530 through 13540`, `2.24.090 to 2.24.140`, `(a) thru (f)`, `§§ 3.16.120—3.16.160`.
Every reader of several targets in one phrase composes its patterns from these, the citation
finder (`graph.patterns`) and the instruction parser (`parsers.ordinance.lists`,
`target_labels`, `levels`) alike, so that a joint one learns the other reads too. A hyphen is
no joint here: between numbers it is as often a part of a number (`9-2.101`) as a range, so
each reader says where its own patterns read one as a range.
"""

from __future__ import annotations

# Every word that joins a list's members: `and/or`, `and`, `or`, `&` (the longest first, so
# that `and/or` is never read as `and`).
LIST_WORD = r"(?:and/or|and|or|&)"
# The words between a range's ends: `through`, its short `thru`, `to`.
RANGE_WORD = r"(?:through|thru|to)"
# The dashes of typesetting between a range's ends: en dash, em dash (`2.24.090–2.24.140`).
RANGE_DASH = r"[–—]"
