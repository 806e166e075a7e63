"""What an ordinance section does, from its heading's words: an amendment, a general repealer,
a rezoning, an effective date, severability, findings, … (`classify`, for `sections`).

Rules are tried in order and the first that matches wins; a heading that says nothing is an
amendment when it holds an amending sentence.
"""

from __future__ import annotations

import re

from parsers.ordinance.heading_ends import SENTENCE_END
from parsers.ordinance_records import OrdinanceSectionKind

# Heading words that classify a section, tried in order (the first that matches wins). Rezoning
# comes before amendment: `Rezoning of Certain Parcels and Amendment to the Zoning Map`.
# A general repealer's words (`Ordinances in conflict … are hereby repealed`). A heading that
# also cites a division of the code (`CODE_CITATION`) repeals that division besides: `Section
# 13-50 as now existing, and any ordinances … in conflict herewith be, and hereby are, repealed`.
GENERAL_REPEALER = re.compile(r"\bgeneral\s+repealer\b|\bconflicting\b|\bin\s+conflict\b", re.I)
# A citation of a division of the code: a keyword and a number (`Section 13-50`, `Chapter 5`,
# `§ 2-125`) or a number of several parts (`1135.02`).
CODE_CITATION = re.compile(
    r"\b(?:Sections?|Chapters?|Title|Article|Subsections?)\s*\d|§\s*\d|\b\d{1,4}[.\-]\d",
    re.IGNORECASE,
)

# A caption that only says the section repeals (`SECTION 3. Repealer. Any ordinances or parts
# thereof in conflict with … are hereby repealed as to their inconsistencies only.`, Hardwick NJ):
# its sentence says what kind it is.
REPEALER_CAPTION = re.compile(r"^\W*Repealer\W*$", re.IGNORECASE)


def _general_repealer(heading: str) -> bool:
    """Whether the heading's sentence repeals what conflicts and names no division of the code."""
    return GENERAL_REPEALER.search(heading) is not None and CODE_CITATION.search(heading) is None


KIND_RULES: tuple[tuple[re.Pattern[str], OrdinanceSectionKind], ...] = (
    (re.compile(r"\brecitals?\b", re.I), OrdinanceSectionKind.RECITALS),
    # A general repealer (`Ordinances in conflict … are hereby repealed`) names nothing it repeals.
    (GENERAL_REPEALER, OrdinanceSectionKind.OTHER),
    (re.compile(r"\brezon", re.I), OrdinanceSectionKind.REZONING),
    (re.compile(r"\bgeneral\s+plan\s+consisten", re.I), OrdinanceSectionKind.GENERAL_PLAN),
    (
        re.compile(r"\bconsisten\w*\s+with\s+(?:the\s+)?general\s+plan", re.I),
        OrdinanceSectionKind.GENERAL_PLAN,
    ),
    (re.compile(r"environmental\s+quality\s+act|\bCEQA\b", re.I), OrdinanceSectionKind.CEQA),
    (re.compile(r"\bseverab", re.I), OrdinanceSectionKind.SEVERABILITY),
    (
        re.compile(
            r"\beffective\s+date\b|\btake\s+effect\b|\bemergency\s+(?:clause|declared)\b|"
            # `The fee provided for in said Section 13-7 as amended shall become effective …`,
            # a sentence that amends nothing itself
            r"^(?!.*\b(?:is|are|be)\s+(?:hereby\s+)?(?:amended|repealed|added)\b).*\bbecome\s+effective\b",
            re.I,
        ),
        OrdinanceSectionKind.EFFECTIVE_DATE,
    ),
    (
        re.compile(r"\bpublication\b|\bposting\b|\bpublished\b", re.I),
        OrdinanceSectionKind.PUBLICATION,
    ),
    (re.compile(r"\bfindings?\b", re.I), OrdinanceSectionKind.FINDINGS),
    (re.compile(r"^\W*record\b", re.I), OrdinanceSectionKind.RECORD),
    # A savings clause (`Except as otherwise herein expressly amended, all other provisions of
    # Appendix B … shall remain in full force`): it amends nothing.
    (
        re.compile(
            r"^\W*Except\s+as\s+(?:(?:otherwise|herein|expressly|hereby)\s+)*amended\b", re.I
        ),
        OrdinanceSectionKind.OTHER,
    ),
    (
        re.compile(r"\bamend|\brepeal|\badd(?:ed|ition)\b|\brenumber", re.I),
        OrdinanceSectionKind.AMENDMENT,
    ),
)

# A long quotation in an instruction sentence: the title of the law it amends (`Section 5 of
# Ordinance No. 269, entitled "… REPEALING ALL ORDINANCES … IN CONFLICT …", is amended`), whose
# words say nothing of this section's kind.
QUOTED_TITLE = re.compile(r'"[^"]{40,}"|\u201c[^\u201d]{40,}\u201d')

# A heading that opens with a section's number, whose verb is no word (`section 5.24, Balanced
# cut and Fill Standards, is hereby d-g!g!.p the … Ordinance … andwiilreaa as follows:`, OCR of
# `added to`) and which introduces new text: an amendment, read (and flagged) as one, never
# dropped. (`Section 4.020 currently reads as follows:` quotes the code: no garbled verb.)
NAMES_AND_INTRODUCES = re.compile(
    r"^\W*(?:Section|§)\s*\d[\d.\-]*\d\b.*\b(?:is|are)\s+hereby\s+(?=[\w-]*[^\w\s,;-])\S+"
    r".*\bas\s+follows\s*[:.\-]*$",
    re.IGNORECASE,
)

# A heading that names the zoning map, and parcel numbers in the body: together, a rezoning.
ZONING_MAP = re.compile(r"\bzoning\s+map\b", re.I)
APN_LIKE = re.compile(r"\b\d{2,4}-\d{2,4}-\d{2,4}\b")


def classify(heading: str, body: str, amends: bool = False) -> OrdinanceSectionKind:
    """The kind of a section, from its heading's words (its body only for a bare map rezoning).
    A section whose heading says nothing (`Adoption.`, or none) is an amendment when it holds an
    amending sentence (`amends`)."""
    heading = QUOTED_TITLE.sub(" ", heading)
    title = SENTENCE_END.split(heading, maxsplit=1)[0]
    if REPEALER_CAPTION.match(title) and _general_repealer(heading):
        return OrdinanceSectionKind.OTHER  # `Repealer. Any ordinances … in conflict … repealed`
    for pattern, kind in KIND_RULES:
        if pattern is GENERAL_REPEALER and CODE_CITATION.search(title):
            continue
        if pattern.search(title):
            if (
                kind is OrdinanceSectionKind.AMENDMENT
                and ZONING_MAP.search(heading)
                and APN_LIKE.search(body)
            ):
                return OrdinanceSectionKind.REZONING
            return kind
    for pattern, kind in KIND_RULES:
        if kind is OrdinanceSectionKind.AMENDMENT and pattern.search(heading):
            return kind
    if amends or NAMES_AND_INTRODUCES.search(heading):
        return OrdinanceSectionKind.AMENDMENT
    return OrdinanceSectionKind.OTHER
