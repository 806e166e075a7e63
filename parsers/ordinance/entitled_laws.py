"""A part of an earlier ordinance or resolution named by that law's title (`That Sub-section 13 of
Section 2, of the ordinance entitled "An Ordinance to Regulate and Restrict the Location,
Construction, and Use of Buildings …", be and the same is hereby amended …`, Oxford MS 1956).

The law that owns the part is the first link of the part's `of` chain: an ordinance (or a
resolution) as enacted, known by its title and by no number, never this code. Read as a section
of the code, the sentence would name a code section of the same number (`Section 2`): the
instruction amends that other law instead, recorded and never applied. The target is the law by
its title (cut to a readable length) with the part as printed. A title that names a code (`An
Ordinance Adopting the Code of Ordinances`) is the code's enactment: left to the code's reading.
"""

from __future__ import annotations

import re

from parsers.ordinance.outside import Outside
from parsers.ordinance_records import Target, TargetKind

# A numbered part and the chain of divisions it is in (`Sub-section 13 of Section 2`, `Section 4`,
# `Rule 4`, `§ 3(b)`), then, as the first owner in its chain, an ordinance or a resolution known by
# its title (`, of the ordinance entitled "…`, `of an ordinance titled "…`); OCR may glue the
# opening quote to `entitled`. The title runs to its closing quote (or the phrase's end: a scan
# may lose it, or misread a letter as one).
ENTITLED_OWNER = re.compile(
    r"(?P<part>(?:\b(?:Sub-?sections?|Sections?|Secs?\.|(?:Sub-?)?paragraphs?|Articles?|Rules?)|§)"
    r"\s*[\w.()-]*\d[\w.()-]*(?:,?\s+of\s+(?:Section|Article|Chapter)\s+[\w.()-]*\d[\w.()-]*)*)"
    r",?\s+of\s+(?:the|an|said|that\s+certain)\s+(?P<kind>ordinance|resolution)\s+"
    r"(?:entitled|titled)\s*[:,]?\s*[\"“](?P<title>[^\"”]{1,400})",
    re.IGNORECASE,
)
# A title that names a code (`An Ordinance Adopting the Code of Ordinances …`): the code's own
# enactment, whose parts are the code's; left to the code's reading.
NAMES_CODE = re.compile(r"\bcode\b", re.IGNORECASE)
KINDS = {"ordinance": TargetKind.ORDINANCE, "resolution": TargetKind.RESOLUTION}
TITLE_CHARS = 60  # of a long title, the words kept in the target's id


def entitled_owner(phrase: str) -> Outside | None:
    """The part of the earlier ordinance or resolution the phrase names by that law's title (see
    the module), or None."""
    found = ENTITLED_OWNER.search(phrase)
    if found is None or NAMES_CODE.search(found.group("title")) is not None:
        return None
    kind = found.group("kind").lower()
    title = " ".join(found.group("title").split()).rstrip(" ,.;:")
    if len(title) > TITLE_CHARS:
        title = title[:TITLE_CHARS].rsplit(" ", 1)[0] + " …"
    name = f'{kind.title()} entitled "{title}"'
    part = " ".join(found.group("part").split())
    reason = f"amends an earlier {kind} known by its title ({name}), not this code"
    return Outside((Target(KINDS[kind], f"{name}, {part}"),), reason, name=name)
