"""The municipal citation grammar: separate compiled regexes, each starting with a literal keyword.

Following eyecite's design (one extractor per citation form, overlaps merged so the longest match
wins), every anchor regex below begins with a literal word (`Section`, `Chapter`, `§`, …), which
lets the regex engine skip ahead to candidate positions instead of trying every character (the
issue's anchor study measured one big alternation of the whole grammar at 0.18 M characters/s);
together with their readers these scan the seeds at 9–13 M characters/s
(`benchmarks/citations.py`). An anchor matches the keyword and the first number; the small
`*_TAIL` regexes below are then applied with `.match(text, pos)` to read lists, ranges,
parenthetical titles and `of this …` suffixes.

Nothing here knows a city: chapter and title numbers are read, never expected.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

# --- Number and label building blocks (strings, composed into the regexes below) --------------

# A code section number `17.62.050`; the ordinances sometimes break it as `17. 28.050`.
_SECTION_NUMBER = r"\d{1,3}\.[ ]?\d{1,3}[A-Z]?\.[ ]?\d{1,4}[A-Z]?(?![\d])"
# A chapter number `17.62`, `9.100`, a bare `36` (a chapter of the enclosing title), or the
# `17-22` slip an ordinance heading makes; a section-shaped number is caught too (`Chapter
# 17.20.030`, repaired in resolution).
_CHAPTER_NUMBER = r"\d{1,3}(?:\.[ ]?\d{1,4}[A-Z]?){0,2}(?:-\d{1,3})?(?![\d])"
# Any statute number: `65915`, `1094.8`, `65583.2`, `100.307`.
_STATUTE_NUMBER = r"\d{1,6}(?:\.\d{1,4})*"
# A subsection path attached to a number: `(E)(3)(a)(ii)`, `(l)`.
_LABEL_PATH = r"(?:\([A-Za-z0-9]{1,5}\))+"
# A table or figure number `2-3`; the ordinances sometimes print `3- 18`.
_TABLE_NUMBER = r"\d{1,2}-[ ]?\d{1,3}[A-Z]?(?![\d])"

# --- Anchors: each starts with a literal keyword ------------------------------------------------

# `Section 17.62.050`, `Sections 17.42.020 …`, `Section 65915` (external law when a code is
# named), `Section 3 of this ordinance` (dropped). The number is required: a bare `Section`
# (`the requirements of this Section`) is no citation. Case matters: an ordinance's own
# `SECTION 9:` headings never match.
SECTION_RE = re.compile(r"Sections?\s+(?:No\.\s*)?(?=\d)")
# The abbreviation some codes print: `Sec. 9.12.040`, `Secs. 9.12.040 and 9.12.050`.
SECTION_ABBREV_RE = re.compile(r"Secs?\.\s*(?=\d)")
# After a municipal-code abbreviation (`CMC 17.38.070`): a section-shaped number ahead…
SECTION_NUMBER_AHEAD_RE = re.compile(r"(?=\d{1,3}\.\d{1,3}\.\d)")
# …or any other number ahead (`CMC 17.38`, read as a chapter).
NUMBER_AHEAD_RE = re.compile(r"(?=\d)")
# The lower-case `section 65915` that follows a code name (`Government Code section 65915`).
SECTION_LOWER_RE = re.compile(r"sections?\s+(?=\d)")
# The section sign: `§ 17.62.070(F)`, `§§ 1 and 2`, `§65453` (no space).
SECTION_SIGN_RE = re.compile(r"§§?\s*(?=\d)")
# `Chapter 17.88`, `Chapters 1.28, 9.100, and 17.89`, `Chapter 36` (of the enclosing title).
CHAPTER_RE = re.compile(r"Chapters?\s+(?=\d)")
# The abbreviation `Ch. 9.12`.
CHAPTER_ABBREV_RE = re.compile(r"Ch\.\s*(?=\d)")
# `Article 2`, `Articles 2 and 3`.
ARTICLE_RE = re.compile(r"Articles?\s+(?=\d)")
# `subsection E`, `subsections (A)(4) through (A)(6)`, `Subsection B.2`: a label must follow.
SUBSECTION_RE = re.compile(r"[Ss]ubsections?\s+(?=[(A-Z0-9])")
# `Table 2-3`, `Tables 2-2 and 2-3`.
TABLE_RE = re.compile(r"Tables?\s+(?=\d)")
# `Figure 2-1`, `Figures 3-17 and 3-18`.
FIGURE_RE = re.compile(r"Figures?\s+(?=\d)")
# `Title 17 (Land Use)`, `Title 24 of the California Code of Regulations` (external).
TITLE_RE = re.compile(r"Title\s+(?=\d)")
# A municipal-code abbreviation before a number or keyword: `CMC 17.38.070`, `CMC Chapter 17.38`
# (`SRMC`, `PAMC` elsewhere). Matched on the literal `MC`; the letters before it are checked.
MC_RE = re.compile(r"MC\s+(?=\d|§|Sections?\s|Chapters?\s)")
# The letters of a municipal-code abbreviation ending just before `MC` (`C` of `CMC`).
MC_PREFIX_RE = re.compile(r"(?<![A-Za-z])[A-Z]{1,4}$")
# The Code of Federal Regulations: `24 CFR Section 100.307`, `24 C.F.R. § 100.307`.
CFR_RE = re.compile(r"C\.?F\.?R\.?\s+(?:(?:Section|section|Part|part|§)\s*)?(?=\d)")
# The title number printed before `CFR` (`24 ` of `24 CFR`), read backwards from the anchor.
CFR_TITLE_RE = re.compile(r"(?<![\d.])(\d{1,2})\s+$")
# `CEQA Guidelines Section 15183` (the anchor is the literal `CEQA`).
CEQA_RE = re.compile(r"CEQA\s+Guidelines,?\s+(?:Section|section|§)\s*(?=\d)")

# --- Numbers read at the anchor's end (`.match(text, pos)`) -------------------------------------

# A municipal section number with its subsection path: `17.62.070(F)`, `17.36.050.G`,
# `17.42.030 B.` (the letter must end the sentence, so `17.24.040 A building` is not read).
SECTION_REF_RE = re.compile(
    rf"(?P<number>{_SECTION_NUMBER})"
    rf"(?:(?P<path>{_LABEL_PATH})|\.(?P<dotted>[A-Z](?:\.\d{{1,2}})*)(?![\w])"
    r"|[ ](?P<spaced>[A-Z])(?=\.(?:\s|$)))?"
)
# A bare subsection path continuing a list: `, (A)(2)` after `Section 17.32.020(A)(1)`.
LABEL_PATH_RE = re.compile(_LABEL_PATH)
# Any other number after `Section`: a statute (`65915`, `1094.8`) with an attached path `(l)`.
STATUTE_REF_RE = re.compile(rf"(?P<number>{_STATUTE_NUMBER})(?P<path>{_LABEL_PATH})?")
CHAPTER_REF_RE = re.compile(rf"(?P<number>{_CHAPTER_NUMBER})")
ARTICLE_REF_RE = re.compile(r"(?P<number>\d{1,2}(?:\.\d{1,2})?)(?![\d-])")
TITLE_REF_RE = re.compile(r"(?P<number>\d{1,3})(?![\d.-])")
TABLE_REF_RE = re.compile(rf"(?P<number>{_TABLE_NUMBER})(?:[ ]?\[\d{{1,2}}\])?")
# A subsection label after `subsection`: `(B)(2)(b)`, `E`, `E.1`, `B.2.a`, `2`. A single letter
# must stand alone (`subsection E of`, not `subsection Each`).
SUBSECTION_REF_RE = re.compile(
    rf"(?P<path>{_LABEL_PATH})|(?P<dotted>[A-Z](?:\.\d{{1,2}}(?:\.[a-z]{{1,4}})?)?|\d{{1,2}})"
    r"(?![\w(])"
)

# --- Tails, applied after a number ---------------------------------------------------------------

# A list separator: `, `, ` and `, `, and `, ` or `, `, or `.
LIST_SEP_RE = re.compile(r",?\s+(?:and|or)\s+|,\s*")
# A range: ` through `, ` to ` (`Sections 13530 through 13540`, `(A)(4) through (A)(6)`).
RANGE_SEP_RE = re.compile(r"\s+(?:through|thru)\s+|\s*[–—]\s*")
# A parenthetical title after a citation: ` (Use permit and minor use permit)`; never a label
# (`(A)`), a nested citation (`(Section 17.22.020)`), a history note (`(Ord. …)`) or `(part)`.
TITLE_PAREN_RE = re.compile(
    r"\s*\((?!(?:Sections?|Chapters?|Tables?|Figures?|Articles?|See|Ord)\b)"
    r"(?P<title>[A-Z][A-Za-z][^()\n]{0,120}?)\.?\)"
)
# A title given after a comma: `, Zoning district subdivision and density standards` (up to the
# next `,;.)`, a line-broken title included); the caller decides whether it is a title.
COMMA_TITLE_RE = re.compile(
    r",\s+(?!(?:Sections?|Chapters?|Tables?|Figures?|Articles?|Title|The|This|These|That|Each|"
    r"All|Any|No|A|An|In|If|Or|And|See|Except|Unless|Where|When|Which|Subject|Including)\b)"
    r"(?P<title>[A-Z][a-z]+(?:\s+[A-Za-z][A-Za-z/'’-]*)*)"
)
# One more comma-separated Title-Case segment of a comma title: `, Time Limits`, `, and Extensions`.
COMMA_TITLE_MORE_RE = re.compile(
    r",\s+(?:and\s+)?(?P<segment>[A-Z][a-z]+(?:\s+(?:[A-Z][A-Za-z]*|and|or|of|the|on|for|in|to))*)"
    r"(?=[,;.)]|\s+(?:of|shall|and|or)\b)"
)
# `subsection (A) of Section 17.62.050`: the labels belong to the section named after them.
OF_SECTION_RE = re.compile(
    rf"\s+of\s+(?:Section|section|§)\s*(?P<number>{_SECTION_NUMBER})(?!\(|\.[A-Z])"
)
# `of this section` / `chapter` / `article` / `title` / `subsection`: a relative citation.
OF_THIS_RE = re.compile(r"\s+of\s+this\s+(?P<node>section|chapter|article|title|subsection)\b")
# `of the Cotati Municipal Code` / `of this code`: the same code, said explicitly (absorbed).
OF_MUNICIPAL_RE = re.compile(
    r"\s+of\s+(?:this\s+code|the\s+(?:[A-Z][a-z]+\s+){0,3}(?:Municipal|City|County)\s+Code)\b"
)
# `of this ordinance`: an ordinance's own section, not a code citation.
OF_ORDINANCE_RE = re.compile(r"\s+of\s+this\s+ordinance\b")
# `et seq.` after a statute.
ET_SEQ_RE = re.compile(r",?\s+et\.?\s+seq\.?")
# `of the CEQA Guidelines` / `of the State CEQA Guidelines`.
OF_CEQA_RE = re.compile(r"\s+of\s+the\s+(?:State\s+)?CEQA\s+Guidelines\b")
# `of the California Code of Regulations` after `Title 24`.
OF_CCR_RE = re.compile(r"\s+of\s+the\s+California\s+Code\s+of\s+Regulations\b")
# A section heading, not a citation: `§ 17.38.010. Purpose.`, `§ 17.62.030Limited term permit.`
# Checked only where a `§` starts a line or follows a sentence's end.
HEADING_TAIL_RE = re.compile(
    rf"§\s*(?P<number>{_SECTION_NUMBER})(?:\.[ \t]*|(?=[A-Z]))"
    r"(?P<title>[A-Z][^\n]{0,150}?\.)?(?=\s|$)"
)
# What may precede a heading's `§` on its line: nothing, or the end of a sentence.
HEADING_BEFORE_RE = re.compile(r"(?:^|[.:;!?)\]][ \t]+)$")
# A table's or figure's own caption, at the start of a line: `Figure 2-1. Building Placement`,
# `Table 2-4 Parcel Size and Density Standards` (a capitalized word follows the number).
CAPTION_RE = re.compile(
    rf"(?P<kind>Table|Figure)\s+(?P<number>{_TABLE_NUMBER})(?:\.[ \t]+|[ \t]+)"
    r"(?P<title>[A-Z][a-z][^\n]{0,80})"
)
# What may precede a caption on its line: nothing, or a bullet.
CAPTION_BEFORE_RE = re.compile(r"[ \t•\-]*")
# A running header or page furniture: `§ 17.62.030` alone at the end of a line, after nothing
# or after an upper-case word (`City of Cotati, CA § 17.62.050`).
FURNITURE_BEFORE_RE = re.compile(r"(?:^|[A-Z][A-Z.]*[ \t]+|,[ \t]+)$")
# The rest of a line after a furniture candidate: only spaces.
LINE_END_RE = re.compile(r"[ \t]*(?:\n|$)")
# A history note's ordinance citation `Ord. 766 § 2`, `Exh. 1 § 7`: a `§` right after a number
# or an `Ord.`/`Exh.` is provenance (read by the history-note parser), not a citation.
HISTORY_BEFORE_RE = re.compile(r"(?:\d[A-Z]?|\bOrd\.?|\bOrdinance|\bExh\.?)\s*$")


# --- California codes ---------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class StateCode:
    name: str  # as printed: `Government`
    canonical: str  # the external id prefix: `Cal. Gov. Code`
    abbreviations: tuple[str, ...] = ()  # other printed forms: `Gov.`, `Gov't`


# The 29 California codes and their canonical citation forms.
CALIFORNIA_CODES: tuple[StateCode, ...] = (
    StateCode("Business and Professions", "Cal. Bus. & Prof. Code", ("Bus. & Prof.",)),
    StateCode("Civil Procedure", "Cal. Civ. Proc. Code", ("Civ. Proc.",)),
    StateCode("Civil", "Cal. Civ. Code", ("Civ.",)),
    StateCode("Commercial", "Cal. Com. Code", ("Com.",)),
    StateCode("Corporations", "Cal. Corp. Code", ("Corp.",)),
    StateCode("Education", "Cal. Educ. Code", ("Educ.",)),
    StateCode("Elections", "Cal. Elec. Code", ("Elec.",)),
    StateCode("Evidence", "Cal. Evid. Code", ("Evid.",)),
    StateCode("Family", "Cal. Fam. Code", ("Fam.",)),
    StateCode("Financial", "Cal. Fin. Code", ("Fin.",)),
    StateCode("Fish and Game", "Cal. Fish & Game Code", ("Fish & Game",)),
    StateCode("Food and Agricultural", "Cal. Food & Agric. Code", ("Food & Agric.",)),
    StateCode("Government", "Cal. Gov. Code", ("Gov.", "Gov't", "Govt.")),
    StateCode("Harbors and Navigation", "Cal. Harb. & Nav. Code", ("Harb. & Nav.",)),
    StateCode(
        "Health and Safety", "Cal. Health & Safety Code", ("Health & Safety", "Health & Saf.")
    ),
    StateCode("Insurance", "Cal. Ins. Code", ("Ins.",)),
    StateCode("Labor", "Cal. Lab. Code", ("Lab.",)),
    StateCode("Military and Veterans", "Cal. Mil. & Vet. Code", ("Mil. & Vet.",)),
    StateCode("Penal", "Cal. Penal Code", ("Pen.",)),
    StateCode("Probate", "Cal. Prob. Code", ("Prob.",)),
    StateCode("Public Contract", "Cal. Pub. Cont. Code", ("Pub. Cont.",)),
    StateCode("Public Resources", "Cal. Pub. Res. Code", ("Pub. Res.",)),
    StateCode("Public Utilities", "Cal. Pub. Util. Code", ("Pub. Util.",)),
    StateCode("Revenue and Taxation", "Cal. Rev. & Tax. Code", ("Rev. & Tax.",)),
    StateCode("Streets and Highways", "Cal. Sts. & High. Code", ("Sts. & High.",)),
    StateCode("Unemployment Insurance", "Cal. Unemp. Ins. Code", ("Unemp. Ins.",)),
    StateCode("Vehicle", "Cal. Veh. Code", ("Veh.",)),
    StateCode("Water", "Cal. Water Code", ()),
    StateCode("Welfare and Institutions", "Cal. Welf. & Inst. Code", ("Welf. & Inst.",)),
)

CODE_BY_NAME: dict[str, StateCode] = {}
for _code in CALIFORNIA_CODES:
    CODE_BY_NAME[_code.name.lower()] = _code
    CODE_BY_NAME[_code.name.lower().replace(" and ", " & ")] = _code
    for _abbreviation in _code.abbreviations:
        CODE_BY_NAME[_abbreviation.lower()] = _code


def _names_alternation() -> str:
    names: set[str] = set()
    for code in CALIFORNIA_CODES:
        names.add(re.escape(code.name).replace(r"\ and\ ", r"\s+(?:and|&)\s+"))
        names.update(re.escape(a).replace(r"\ ", r"\s*") for a in code.abbreviations)
    # Longest first, so `Civil Procedure` wins over `Civil`.
    return "|".join(sorted(names, key=len, reverse=True)).replace(r"\ ", r"\s+")


_CODE_NAMES = _names_alternation()

# A state code named just before a `Section`/`§` anchor: `California Government Code `,
# `Cal. Gov. Code `, `Code of Civil Procedure `. Applied with `.search` to the few characters
# before an anchor (the window ends at the anchor, hence the `$`).
CODE_BEFORE_RE = re.compile(
    r"(?:(?:the\s+)?(?:State\s+of\s+)?(?:California|Cal\.)\s+)?"
    rf"(?:(?P<name>{_CODE_NAMES})\s+Code|Code\s+of\s+(?P<name_after>Civil\s+Procedure))"
    r",?\s*$"
)
# A state code named after the number: `Section 36933 of the California Government Code`.
OF_CODE_RE = re.compile(
    r"\s+of\s+the\s+(?:(?:State\s+of\s+)?(?:California|Cal\.)\s+)?"
    rf"(?:(?P<name>{_CODE_NAMES})\s+Code|Code\s+of\s+(?P<name_after>Civil\s+Procedure))\b"
)
# How far before an anchor a code name is looked for.
CODE_LOOKBEHIND = 64


def state_code(name: str) -> StateCode | None:
    """The California code a printed name (`Government`, `Bus. & Prof.`) refers to."""
    key = re.sub(r"\s+", " ", name.strip()).lower()
    return CODE_BY_NAME.get(key) or CODE_BY_NAME.get(key.replace(" and ", " & "))


# The canonical external-law prefixes that are not California codes.
CFR = "C.F.R."
CEQA_GUIDELINES = "Cal. Code Regs. tit. 14"
CCR = "Cal. Code Regs."
