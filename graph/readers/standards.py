"""Standards cited by their body's name and a designation: `American National Standards Institute
Standards S1.4`, `ANSI S1.1, Acoustic Terminology, Paragraph 2.9`, `ASTM D 1557`, `NFPA 13`.

External, never this code's: the body is `graph.named_codes.STANDARDS_BODIES`' acronym, the
designation its number, a paragraph or section named after the standard's title its place.
"""

from __future__ import annotations

import re

import graph.named_codes as named_codes
from graph.readers.cursor import Hit, Member, make_hit
from graph.readers.external import EXTERNAL, inside_word
from graph.records import Reference

# A standards body by any printed name (the anchors: one regex per first character).
STANDARDS_BODY_RES = named_codes.tries(list(named_codes.STANDARDS_BODIES))
# Its standard's designation after it: ` Standards S1.4`, ` Standard S1.1`, ` D 1557`, ` 13`, `
# Std. 90.1`: letters (up to two, a space may follow) and a dotted or dashed number.
DESIGNATION_RE = re.compile(
    r"(?:\s+\((?:ANSI|ASTM|NFPA)\))?,?\s+(?:Standards?\s+|Std\.\s*|No\.\s*)?"
    r"(?P<letters>[A-Z]{1,2}\s?)?(?P<number>\d{1,5}(?:[.-]\d{1,4})*)(?![\w.-]\w)"
)
# A place in the standard after its title: `, Acoustic Terminology, Paragraph 2.9`.
STANDARD_PLACE_RE = re.compile(
    r",\s+(?:[A-Z][A-Za-z-]*\s+){0,5}[A-Z][A-Za-z-]*,\s+(?:Paragraph|Section|¶|§)\s*"
    r"(?P<place>\d{1,3}(?:\.\d{1,3})*)(?![\w.]\w)"
)


def read_standard(text: str, anchor: re.Match[str]) -> Hit | None:
    """A standard: its body (`ANSI`), its designation (`S1.4`) and a paragraph (`¶ 2.9`)."""
    if inside_word(text, anchor.start()) or text[anchor.end() : anchor.end() + 1].isalnum():
        return None
    designation = DESIGNATION_RE.match(text, anchor.end())
    if designation is None:
        return None  # the body named alone: no standard
    end = designation.end()
    number = (designation["letters"] or "").replace(" ", "") + designation["number"]
    place = STANDARD_PLACE_RE.match(text, end)
    if place:
        end = place.end()
    ref = Reference(
        EXTERNAL,
        number,
        code=named_codes.STANDARDS_BODIES[" ".join(anchor[0].split())],
        division=f"¶ {place['place']}" if place else "",
        jurisdiction="US",
    )
    return make_hit(anchor.start(), end, [Member(ref, anchor.start(), end)])
