"""The municipal citation grammar: separate compiled regexes, each starting with a literal keyword.

Following eyecite's design (one extractor per citation form, overlaps merged so the longest match
wins), every anchor regex below begins with a literal word (`Section`, `Chapter`, `§`, …), which
lets the regex engine skip ahead to candidate positions instead of trying every character (the
issue's anchor study measured one big alternation of the whole grammar at 0.18 M characters/s;
an alternation or a lookbehind as an anchor's first item costs as much, so `ubsection` and `his`
are the anchors of `subsection` and `this section`); together with their readers and the
outside-law anchors these scan the seeds at about 20 M characters/s (`benchmarks/citations.py`).
An anchor matches the keyword and the first number; the small tail regexes below are then
applied with `.match(text, pos)` to read lists, ranges, parenthetical titles and `of this …`
suffixes.

Nothing here knows a city: chapter and title numbers are read, never expected. Laws: `graph.laws`.
"""

from __future__ import annotations

import re

from parsers.grammar.joints import LIST_WORD, RANGE_DASH, RANGE_WORD  # `, and &`, `through`
from parsers.grammar.keywords import SECTION_KEYWORD  # `Section`, `Secs.`, `§§`
from parsers.grammar.labels import LABEL_CHARS, LABEL_PATH, PAREN_RUN, PERIOD_LABELS, RUN_TOGETHER
from parsers.schemes import (
    CITED_DOTTED,
    CITED_TITLE_COLON,
    HYPHEN_LABEL_LETTER,
    HYPHENATED_SECTION,
)

# --- Number and label building blocks (strings, composed into the regexes below) --------------
# A dotted code section number of any depth: `17.62.050`, `15.3.16.020`, `5.48.030`; the
# ordinances sometimes break it as `17. 28.050` (a space after the first dot only, so that
# `Section 17.62.050. 2. The …` ends at `050`). A final period ends the sentence, never a level.
_DOTTED_SECTION = CITED_DOTTED + r"(?![\d])"  # the registry's (`parsers.schemes`)
# A chapter-dash section number of municipal codes: `9-56`, `2-4-11`, `250-12`, `9-105.3`, a
# lettered `250-12A`, a dotted chapter's `36.1-563`, a four-level `8-12B-1-2` (the registry's
# hyphenated family, `parsers.schemes.HYPHENATED_SECTION`); a dash after it only before a capital
# (Chicago's subsection `17-13-0107-A`), never before more of a number (`18-1` of `18-1.3-503`).
_DASHED_SECTION = HYPHENATED_SECTION + r"(?!\d|\.\d|-(?![A-Z]))"
# A subsection label joined to its section by a dash, as Chicago prints its four-digit sections'
# subsections and their paragraphs: `17-13-0107-A`, `17-13-0107-A2` (labels `A`, `2`), and
# Sterling-style codes theirs (`8-12B-1-2-M`): the registry's `HYPHEN_LABEL_LETTER`; a dotted
# paragraph number after the letter is its level below (Kansas City's `88-110-06-C.6`: `C`, `6`).
_DASH_LABEL = rf"-(?P<dashlabel>{HYPHEN_LABEL_LETTER}(?:\.\d{{1,2}})?)(?![\w-]|\.\d)"
# A title-colon section number (New Jersey's scheme): `19:2-4`, `19:2-18.5`.
_COLON_SECTION = CITED_TITLE_COLON + r"(?![\d-])"  # the registry's (`parsers.schemes`)
# Or broken after its dash before a zero-padded section (`14- 009.00`: `squash` joins it).
_SECTION_NUMBER = (
    rf"(?:{_DOTTED_SECTION}|{_COLON_SECTION}|{_DASHED_SECTION}"
    r"|\d{1,3}-[ ](?=0\d)\d{2,4}(?:\.\d{1,2})?(?![\d-]|\.\d))"
)
# A chapter number `17.62`, `9.100`, `15.3.28`, `43.21C`, a bare `36` (a chapter of the
# enclosing title), a dashed `197-11` (`Chapter 197-11 WAC`) or the `17-22` slip an ordinance
# heading makes; a section-shaped number is caught too (`Chapter 17.20.030`, repaired in
# resolution when the corpus knows it as a section); or four digits alone, a codified ordinance's
# (`Chapter 1143`; going on with a dot, dash, colon or slash it is something else).
_CHAPTER_NUMBER = (
    r"\d{1,3}[A-Z]?(?:\.[ ]?\d{1,4}[A-Z]?(?:\.\d{1,4}[A-Z]?){0,2})?(?:-\d{1,3}){0,2}(?![\d])"
    r"|[1-9]\d{3}(?![\d:/-]|\.\d)"
)
# Any statute number: `65915`, `1094.8`, `65583.2`, `100.307`, `11A`, `239-m` (New York's).
_STATUTE_NUMBER = r"\d{1,6}[A-Z]?(?:\.\d{1,4})*(?:-[a-z]{1,2}(?![\w-]))?"
# A statute number's lettered end (`239-m`): New York's laws only, so read only when a law is named.
LETTERED_STATUTE_RE = re.compile(r"-[a-z]{1,2}$")
# A subsection path after a space or a table cell's stray parenthesis (`9-116 (3)`, `9-56 )(a)`):
# short labels only, so `17.62.050 (Findings)` stays a title and `(part)` a history mark.
_SPACED_PATH = r"(?:[ ]\)?|\)?[ ])(?=\((?!part\))[A-Za-z0-9]{1,4}\))"
# A table or figure number `2-3`; the ordinances sometimes print `3- 18`; a code numbering its
# tables by a three-digit article prints `110-2` (Kansas City's `Table 110-2`).
_TABLE_NUMBER = r"\d{1,3}-[ ]?\d{1,3}[A-Z]?(?![\d])"

# --- Anchors: each starts with a literal keyword ------------------------------------------------
# `Section 17.62.050`, `Sections 17.42.020 …`, `Section 65915` (external law when a code is
# named), `Section 3 of this ordinance` (dropped). The number is required: a bare `Section`
# (`the requirements of this Section`, read by THIS_RE) is no numbered citation. Case matters: an
# ordinance's own `SECTION 9:` headings never match.
# A wiki link's target printed before its text (`section Davis Municipal Code/24.04.040
# 24.04.040(d)`): capitalized words, a slash, the target's path; the visible number follows.
LINK_TARGET = r"(?:[A-Z][\w.]*(?:[ \t][A-Z][\w.]*){0,5}/[\w.()-]+[ \t]+)"
SECTION_RE = re.compile(rf"Sections?\s+(?:No\.\s*|{LINK_TARGET})?(?=\d)")
# A table's column gap before a keyword that ends its row (`30.01            Section⏎`): the
# keyword is a cell's word, and the number on the next row is no part of it.
COLUMN_GAP_BEFORE_RE = re.compile(r"\S[ \t]{3,}$")
# The abbreviation some codes print: `Sec. 9.12.040`, `Secs. 9.12.040 and 9.12.050`, `Sec. 9-56`.
SECTION_ABBREV_RE = re.compile(r"Secs?\.\s*(?=\d)")
# After a municipal-code abbreviation (`CMC 17.38.070`): a section-shaped number ahead…
SECTION_NUMBER_AHEAD_RE = re.compile(r"(?=\d{1,3}\.\d{1,3}\.\d)")
# …or any other number ahead (`CMC 17.38`, read as a chapter).
NUMBER_AHEAD_RE = re.compile(r"(?=\d)")
# The lower-case `section 65915` that follows a code name (`Government Code section 65915`), or
# a lower-case municipal section (`section 1-11(b)`, `section 8-3 of the Code of Ordinances`).
SECTION_LOWER_RE = re.compile(rf"sections?\s+{LINK_TARGET}?(?=\d)")
# The section sign: `§ 17.62.070(F)`, `§§ 1 and 2`, `§65453` (no space), `§ 3-31`.
SECTION_SIGN_RE = re.compile(r"§§?\s*(?=\d)")
# `Chapter 17.88`, `Chapters 1.28, 9.100, and 17.89`, `Chapter 36` (of the enclosing title).
CHAPTER_RE = re.compile(r"Chapters?\s+(?=\d)")
# The lower-case `chapter 4` some codes print in running text (`under chapter 4, article II`);
# the reader checks that no letter or hyphen stands before it (`subchapter 4`).
CHAPTER_LOWER_RE = re.compile(r"chapters?\s+(?=\d)")
# The abbreviation `Ch. 9.12`, `ch. 6-14`, a capital's without its period (Berlin NH's `Ch 8`);
# the reader checks the `C` or `c` before it (`ch.` inside a word is none).
CHAPTER_ABBREV_RE = re.compile(r"h(?:\.\s*|(?<=Ch)[ ])(?=\d)")
# `Article 2`, `Articles 2 and 3`, `Article VI`, `Art. IV`, `Arts. 1 and 4`, `art. VI of this
# chapter` (Roman numerals only in capitals and alone: `Article I` is read, not `Article In`).
ARTICLE_RE = re.compile(r"Articles?\s+(?=\d|[IVXL]{1,6}\b)")
# A chapter right before an article (`CHAPTER 6 , Article IV`, `ch. 6-14, Arts. 1—4`, a title or
# a link's target between: `Ch. 1, Zoning, Art. II`, `[Chapter 25-1](T), Article 9`; a space alone).
CHAPTER_BEFORE_ARTICLE_RE = re.compile(
    r"(?i:chapter|ch\.)\s*(?P<number>\d[\w.:-]*?)(?:\]\([^()\s]{1,80}\))?"
    r"(?:\s*,(?:\s*[A-Z][A-Za-z ]{0,60},)?\s*|(?<![.:-])[ \t]+)$"
)
# `article II` in lower case, read only right after its chapter (`chapter 4, article II`): alone
# in running text the word names too many other things (a contract's, a constitution's).
# (A literal start lets the regex engine skip ahead; the reader checks the letter before it.)
ARTICLE_LOWER_RE = re.compile(r"articles?\s+(?=\d|[IVXL]{1,6}\b)")
# A title named right before a chapter (`Title 2, Chapter 4 of this Code`): the title's chapter.
TITLE_BEFORE_CHAPTER_RE = re.compile(r"(?i:title)\s+(?P<number>\d{1,3})\s*,\s*$")
# The abbreviations `Art.`, `Arts.`, `art.` (the reader checks the `A` or `a` before `rt`).
ARTICLE_ABBREV_RE = re.compile(r"rts?\.\s*(?=\d|[IVXL]{1,6}\b)")
# `subsection E`, `subsections (A)(4) through (A)(6)`, `Subsection B.2`, `subsection(d)4` (not
# the plural's `subsection(s)`): a label must follow. Anchored on the literal `ubsection` (the
# engine skips ahead to it; the reader checks the `S` or `s` before it).
SUBSECTION_RE = re.compile(r"ubsections?(?:\s+(?=[(A-Z0-9])|(?=\((?!s\))[a-z]\)))")
# The levels below a subsection, named by their word: `paragraph (1)`, `paragraphs 1., 2. and
# 3.`, `subparagraph (3)`, `clause (ii)`, `subdivisions (1) and (2)`, `division (A)(5)` (Ohio's
# word for a subsection), `item (c)`. Each anchored on a literal inside its word (the reader
# checks the letters before it); `division` and `item` only before a parenthesized label, since
# a `Division 2` of an article and an `item 4` of a list are something else.
PARAGRAPH_RE = re.compile(r"aragraphs?\s+(?=[(A-Z0-9])")
CLAUSE_RE = re.compile(r"lauses?\s+(?=\()")
DIVISION_RE = re.compile(r"ivisions?\s+(?=\()")
ITEM_RE = re.compile(r"tems?\s+(?=\()")
# What stands before each level word's anchor: `P`/`p` of `paragraph` (`subp` of
# `subparagraph`), `C`/`c` of `clause`, `d`/`D`/`subd` of `division`, `i`/`I` of `item`.
LEVEL_WORD_BEFORE_RE = re.compile(r"(?<![A-Za-z])(?:[Ss]ub)?(?:[Pp]|[Cc]|[Dd]|[Ii])$")
# `Table 2-3`, `Tables 2-2 and 2-3`, `Table 1`; `Figure 2-1`, `Figures 3-17 and 3-18`.
TABLE_RE = re.compile(r"Tables?\s+(?=\d)")
FIGURE_RE = re.compile(r"Figures?\s+(?=\d)")
# `Title 17 (Land Use)`, `Title 24 of the California Code of Regulations` (external).
TITLE_RE = re.compile(r"Title\s+(?=\d)")
# The abbreviation `tit. 8`, `Tit. 17` (the reader checks the `t` or `T` before `it.`).
TITLE_ABBREV_RE = re.compile(r"it\.\s*(?=\d)")
# A municipal-code abbreviation before a number or keyword: `CMC 17.38.070`, `CMC Chapter 17.38`,
# `WMC Titles 13 and 14`. Matched on the literal `MC`; the letters before it are checked.
MC_RE = re.compile(r"MC\s+(?=\d|§|Sections?\s|Chapters?\s|Titles?\s)")
# The letters of a municipal-code abbreviation ending just before `MC` (`C` of `CMC`).
MC_PREFIX_RE = re.compile(r"(?<![A-Za-z])[A-Z]{1,4}$")
# A bare self-reference: `this chapter`, `This section`, `this Title`, `this subsection` (the
# enclosing node; `this subchapter`, `this subtitle`: unresolved); `this paragraph`, `this clause`,
# `this division` where the text calls its subsections divisions (the enclosing subsection, or the
# section); `this article` (when known); `this Code section` (the section; a number after it is
# read as one); `this Appendix` (the one the section is in). `this ordinance` is left out (its
# meaning varies by city). The level word may be an editor's, in brackets (`this [chapter]`: the
# reader wants the closing one). Anchored on `his`.
THIS_RE = re.compile(
    r"his\s+(?:(?:Code|particular)\s+|code\s+(?=section\b(?!\s*\d)))?\[?(?P<node>[Cc]hapter|[Ss]ection|[Ss]ub(?:section|chapter|title)|[Tt]itle"
    r"|Part|[Aa]rticle|[Dd]ivision|[Aa]ppendix|(?P<level>[Ss]ub)?(?:[Pp]aragraph|[Cc]lause))\b"
)

# `that subsection`, `that section`: the one the sentence has just cited (`subject to subsection
# (h)(3) of this section, … a sentence under that subsection`); `that section of the federal
# statute` names another, `that section 38` its number. Anchored on `hat` (`T`/`t` checked).
THAT_RE = re.compile(r"hat\s+(?P<sub>[Ss]ub)?[Ss]ection\b(?!s|\s+of\b|\s+\d)")
# `that` right before a labelled level (`that paragraph 4`): the one the sentence just cited.
THAT_BEFORE_RE = re.compile(r"\b[Tt]hat\s+$")
# What may stand between a citation and `that subsection` naming it: one sentence's text (no
# sentence end, no blank line).
ANTECEDENT_GAP_RE = re.compile(r"(?:[^.;\n]|\.(?=\S)|\n(?!\s*\n)){0,400}")

# A node of the code giving itself a short name in its own text (`This chapter … shall be known
# as the Jefferson Parish Unified Development Code, hereinafter referred to as the "UDC"`): the
# node's kind and the name, an acronym in quotes (`graph.find.short_names`); `this` by its `T`.
SHORT_NAME_RE = re.compile(
    r"[Tt](?<!\w[Tt])(?i:his)\s+(?P<node>(?i:chapter|title))\b[^.;]{0,240}?"
    r"\b(?:referred\s+to|known|cited)\s+as\b[^.;]{0,160}?[\"“](?P<name>[A-Z]{2,6})[\"”]"
)
# A use of such a name: `this UDC`, `the UDC` (checked against the names the code declares).
NAMED_NODE_RE = re.compile(r"(?<![A-Za-z])[Tt]h(?:is|e)\s+(?P<name>[A-Z]{2,6})\b(?![-\d]|\.\w)")
# What stands between a citation and a name that is its suffix (`Article 2 of this UDC`).
OF_BEFORE_NAME_RE = re.compile(r"\s+of\s+$")

# --- Numbers read at the anchor's end (`.match(text, pos)`) -------------------------------------
# A municipal section number with its subsection path: `17.62.070(F)`, `17.36.050.G`,
# `9.1.1.a`, `9-116 (3)`, `17.42.030 B.` (the letter must end the sentence, so `17.24.040 A
# building` is not read).
SECTION_REF_RE = re.compile(
    rf"(?P<number>{_SECTION_NUMBER})"
    rf"(?:(?:{_SPACED_PATH})?(?P<path>{LABEL_PATH})(?P<tail>{PERIOD_LABELS})?|{_DASH_LABEL}"
    rf"|\.(?P<dotted>[A-Za-z](?:\.\d{{1,2}})*)(?![\w])"
    r"|[ ](?P<spaced>[A-Z])(?=\.(?:\s|$)))?"
)
# A subsection path after a space, after a number read as a statute's (`Section 8.200 (a)` of a
# two-level dotted code).
SPACED_LABEL_PATH_RE = re.compile(rf"{_SPACED_PATH}(?P<path>{LABEL_PATH})")
# A bare subsection path continuing a list: `, (A)(2)` after `Section 17.32.020(A)(1)`, and
# its letter-period labels (`(a)(2)B.`).
LABEL_PATH_RE = re.compile(rf"(?P<path>{LABEL_PATH})(?P<tail>{PERIOD_LABELS})?")
# A path whose last label is a range, as a table cell prints it: `(d)(1)(a-c)`.
LABEL_RANGE_RE = re.compile(rf"(?P<path>(?:\({LABEL_CHARS}\))*){PAREN_RUN}")
# Any other number after `Section`: a statute (`65915`, `1094.8`) with an attached path `(l)`.
# Wisconsin's subdivisions go on after the path without parentheses (`62.23(7)(e)3, Wis.
# Stats.`): a number before a comma (`wis`), its period printed too (`62.23(7)(e)3., Wis.`).
STATUTE_REF_RE = re.compile(
    rf"(?P<number>{_STATUTE_NUMBER})(?P<path>{LABEL_PATH})?(?:(?<=\))(?P<wis>\d{{1,2}})\.?(?=,))?"
)
CHAPTER_REF_RE = re.compile(rf"(?P<number>{_CHAPTER_NUMBER})")
# An article's number, after a space too (`this Article V`): `2`, `24.04`, `VI`, `8A`, `30.1H-2`.
_ARTICLE = r"\d{1,2}[A-Z](?![\w-]|\.\d)|\d{1,3}"  # lettered, or digits the regexes below go on from
SPACED_ARTICLE_RE = re.compile(rf"[ ](?P<number>{_ARTICLE}(?![\d.A-Z-])|[IVXL]{{1,6}}\b)")
ARTICLE_REF_RE = re.compile(
    rf"(?P<number>{_ARTICLE}(?:\.\d{{1,2}}(?:[A-Z](?:-?\d{{1,2}})?)?)?(?![\dA-Z-])|[IVXL]{{1,6}}\b)"
)
TITLE_REF_RE = re.compile(r"(?P<number>\d{1,3}(?:\.\d)?)(?![\d-]|\.\d)")  # `17`, `12.1`, `17.`
TABLE_REF_RE = re.compile(  # and a table numbered by a letter after its chapter's (`3-A`)
    rf"(?P<number>{_TABLE_NUMBER}|\d{{1,2}}-[A-Z]\b|\d{{1,2}}[A-Z]?(?![\d.-]))(?:[ ]?\[\d\d?\])?"
)
# A subsection label after `subsection`: `(B)(2)(b)`, `(a)(1)A.`, `E`, `E.1`, `B.2.a`, `2`, and
# with the period some codes print after a label (`subsection A.`, `B.1.`, `paragraphs 1.`;
# a space, a comma or the end after it); a number glued on after a letter's is its level below
# (`(d)4`, `(A)(1)(a)1.`), a path after a letter its levels (`B(5)`), labels run together its
# path (`B1b`: `RUN_TOGETHER`). A lone letter stands alone (not `Each`).
SUBSECTION_REF_RE = re.compile(
    rf"(?P<path>{LABEL_PATH})(?P<tail>{PERIOD_LABELS}|(?<=[a-z]\))\d{{1,2}}\.?(?=[\s,;)]))?"
    r"|(?P<dotted>[A-Z](?:\.\d{1,2}(?:\.[a-z]{1,4})?|(?:\([0-9a-z]{1,3}\))+)?|\d{1,2}"
    rf"|(?P<run>{RUN_TOGETHER}))"
    r"(?:\.(?=[\s,;)]|$))?(?![\w(.-])"
)
# A code section number after `Subsection` (`Subsection 59-2-102(20), Utah Code Annotated`).
SUBSECTION_SECTION_AHEAD_RE = re.compile(rf"(?={_SECTION_NUMBER})")

# --- Tails, applied after a number ---------------------------------------------------------------
# A list separator: `, `, ` and `, `, and `, ` or `, `, or `, ` , ` (a table cell's spacing),
# and `; ` before a dotted number (`Title 17, Chapter 17.04.020; 17.32.020; 17.32.030`).
LIST_SEP_RE = re.compile(rf"\s*,?\s+{LIST_WORD}\s+|\s*,\s*|;[ \t]*(?=\d{{1,3}}\.\d)")
# The keyword a section list's item may repeat: `Sec. 8-63 , Sec. 8-72`, `§ 1 and § 2`.
# Or a wiki link's target alone (`… and Davis Municipal Code/24.05.010 24.05.010`).
ITEM_KEYWORD_RE = re.compile(rf"(?:{SECTION_KEYWORD}\s*{LINK_TARGET}?|{LINK_TARGET})(?=\d)")
# A range: ` through `, ` to `, a dash (`Sections 13530 through 13540`, `2.24.090 to 2.24.140`,
# `(D)(1)-(10)`); a hyphen only between labels or spaced before a dotted number (`61.800 - 61.850`,
# `326B.01 - 326B.998`).
RANGE_SEP_RE = re.compile(
    rf"\s+{RANGE_WORD}\s+|\s*{RANGE_DASH}\s*|-(?=\()|(?<=\d) - (?=\d+\w?\.\d)"
)
# A parenthetical title after a citation: ` (Use permit and minor use permit)`; never a label
# (`(A)`), a nested citation (`(Section 17.22.020)`), a history note (`(Ord. …)`) or `(part)`.
TITLE_PAREN_RE = re.compile(
    r"\s*\((?!(?:Sections?|Chapters?|Tables?|Figures?|Articles?|See|Ord)\b)"
    r"(?P<title>[A-Z][A-Za-z][^()\n]{0,120}?)\.?\)"
)
# A title given after a comma: `, Zoning district subdivision and density standards` (up to the
# next `,;.)`, a line-broken title included); the caller decides whether it is a title.
COMMA_TITLE_RE = re.compile(
    r",\s+(?!(?:Sections?|Chapters?|Tables?|Figures?|Articles?|Arts?|Title|The|This|These|That|Each|"
    r"All|Any|No|A|An|In|If|Or|And|See|Except|Unless|Where|When|Which|Subject|Including)\b)"
    r"(?P<title>[A-Z][a-z]+(?:\s+[A-Za-z][A-Za-z/'’-]*)*)"
)
# One more comma-separated Title-Case segment of a comma title: `, Time Limits`, `, and Extensions`
# (never the next citation's keyword: `Ch. 1, General Provisions, Art. II`).
COMMA_TITLE_MORE_RE = re.compile(
    r",\s+(?:and\s+)?(?!(?:Arts?|Articles?|Chapters?|Ch|Sections?|Secs?|Title|Tables?)\b)"
    r"(?P<segment>[A-Z][a-z]+(?:\s+(?:[A-Z][A-Za-z]*|and|or|of|the|on|for|in|to))*)"
    r"(?=[,;.)]|\s+(?:of|shall|and|or)\b)"
)
# `subsection (A) of Section 17.62.050`, `Subsection B in § 165-40`, `of § 155.02` (two levels):
# the labels belong to the section named after them; `paragraphs (15) and (16) of section
# 8-3-4(c)`: under that section's subsection.
OF_SECTION_RE = re.compile(
    r"\s+(?:of|in)\s+(?:Section|section|§)\s*"
    rf"(?P<number>{_SECTION_NUMBER}|\d{{1,4}}\.\d{{1,3}}(?![\d.-]|\.\d))(?P<path>{LABEL_PATH})?"
    r"(?!\(|\.[A-Z])"
)
# `paragraph 4 of subsection B.`, `(10) of this subsection (a)`: the labels under that
# subsection (of the section named or enclosing).
OF_SUBSECTION_RE = re.compile(
    rf"\s+of\s+(?:this\s+)?(?:sub)?(?:section|division)\s+(?P<path>{LABEL_PATH})"
    r"|\s+of\s+(?:this\s+)?sub(?:section|division)\s+(?P<dotted>[A-Z](?:\.\d{1,2})?)"
    r"(?:\.(?=[\s,;)]|$))?(?![\w(.-])"
)
# `Article I of Chapter 16`, `Article 3 of Chapter 33`, `Article III, Chapter 4`, `article IV of
# chapter 20`: the chapter the article is numbered in.
OF_CHAPTER_RE = re.compile(rf"(?:\s+of|\s*,)\s+[Cc]hapter\s+(?P<number>{_CHAPTER_NUMBER})")
# `hereof`: of the section the text stands in (`subsection (a)(1)J. hereof`).
HEREOF_RE = re.compile(r"\s+hereof\b")
# `of this section` / `chapter` / `article` / `title` / `subsection`, in either case: relative.
OF_THIS_RE = re.compile(r"\s+of\s+this\s+(?P<node>(?i:section|chapter|article|title|subsection))\b")
# `of the Cotati Municipal Code` / `of this code`: the same code, said explicitly (absorbed).
OF_MUNICIPAL_RE = re.compile(
    r"\s+of\s+(?:(?i:this\s+code)|the\s+(?:[A-Z][a-z]+\s+){0,3}(?:Municipal|City|County)\s+Code"
    r"|the\s+Code\s+of\s+Ordinances)\b"
)
# `of the Code` alone after this code's own section number (`section 20-122.1 of the Code or
# any change`): the code the text is in, never a law called "Code"; `the Code of Virginia`,
# `the Code Enforcement …` and `the Code §` go on to the outside-law readers.
OF_THE_CODE_RE = re.compile(r"\s+of\s+the\s+Code\b(?!\s+(?:of\b|[A-Z])|\s*§)")
# `of this ordinance`: an ordinance's own section, not a code citation.
# So is `Section 1 of an ordinance adopted …`, `Section 1 of Ord. No. 16881`: another
# instrument's section. Lower case only: `Section 17.5.6 of this Ordinance` is the zoning
# ordinance a code calls itself; so is a three-level number's `this ordinance` in lower case
# (`graph.readers.local`).
OF_ORDINANCE_RE = re.compile(
    r"\s+of\s+(?:(?:this|an?|the|said)\s+ordinance\b|Ord(?:inance)?\.?\s+No\b|Ord\.)"
)
# `et seq.` after a statute: `et seq.`, `, et seq.`, `et.seq.`, `et. seq.`.
ET_SEQ_RE = re.compile(r"\s*,?\s+et\.?\s*seq\.?")
# An abbreviated code name after a number: `Chapter 43.21C RCW`, `Chapter 197-11 WAC`, `Chapter
# 175 KZC`, `Section 1001 IBC` (the caller leaves this city's own `…MC` alone). Only the shapes of
# codes' names (`…ZC` zoning, `…DC` development, `…BC` building, `…FC` fire: not a zone's `OSC`);
# a sentence's full stop may follow (`Chapter 7.80 RCW. Each …`), never a letter or digit (`RCW.5`).
CODE_AFTER_RE = re.compile(r"[ ](?P<abbr>RCW|WAC|[A-Z]{0,3}(?:ZC|DC|BC|FC|MC))(?![\w]|\.\w)")
# An abbreviated code name before a `Sec.`/`§`/`Chapter` anchor: `SZO Sec. 9.1.1.a`, `SFMC
# §5.48.030(A)` (this city's own when it ends in `MC`). Searched in the few characters before.
CODE_BEFORE_RE = re.compile(r"(?<![\w.])(?P<abbr>[A-Z]{2,5})\s*$")
# Another law's dotted abbreviation just before an anchor, on its line (`\Z`: `C.R.S.` ending a
# line is not the next line's): `O.C.G.A. § 12-7-6`, `R.S. tit. 33`, `Ohio R.C. 4511.19`'s `R.C.`.
DOTTED_CODE_BEFORE_RE = re.compile(r"(?<![\w.])(?P<abbr>[A-Z]\.(?:[A-Z]\.)*[A-Z]\.?)[ \t]*\Z")
# Labels followed by another law's dotted abbreviation: `subsection (a) of O.C.G.A. § 12-7-8`,
# `division (A)(5) of Ohio R.C. 4511.191`: that law's, read by its own readers.
OF_DOTTED_CODE_RE = re.compile(r"\s+of\s+(?:[A-Z][a-z]+\s+)?[A-Z]\.(?:[A-Z]\.)*[A-Z]\.?(?!\w)")
# A section sign right after an article with a constitution's section number (a Roman numeral
# or a bare small number): `Art. 9, § 2`, `Art. 4 § 5(E)`, `art. IX, § IV` is a constitution's
# article; `art. V, §§ 13-61—13-63` is this code's article and its sections.
SECTION_AFTER_ARTICLE_RE = re.compile(r"\s*,?\s*§\s*(?:[IVXL]{1,6}\b|\d{1,2}(?![\d.:-]))")
# A label path standing just before `of this …` with no keyword (`a violation of (a)(1)A. of
# this section`): two labels at least, or a letter, so `thirty (30) of this section` is none.
PATH_BEFORE_OF_THIS_RE = re.compile(
    rf"(?<![\w)])(?P<path>(?:\([A-Za-z0-9]{{1,5}}\)){{2,}}|\([A-Za-z]{{1,2}}\))"
    rf"(?P<tail>{PERIOD_LABELS})?\s+of\s+$"
)
# Capitalized words that are no code's name when they stand before a section (`SEE Sec. 4`).
NOT_CODES = frozenset({"SEE", "PER", "AND", "THE", "OF", "IN", "TO", "BY", "OR", "FOR", "UNDER"})
# An agency's acronym after `Division` (`Environmental Protection Division (EPD)`): three or
# more capitals, not a Roman numeral, so `division (A)` and `division (IV)` stay labels.
AGENCY_ACRONYM_RE = re.compile(r"\s*\((?![IVXLC]+\))[A-Z]{3,}\)")
# A number that goes on where a reader stopped: a digit, then a dash or colon and a letter or
# digit, a dash ending the line (a PDF's wrap), or a dot and a digit (`17|-13-0107-A`, `33|-⏎`).
NUMBER_GOES_ON_RE = re.compile(r"\d(?:[-:][A-Za-z0-9]|-[ \t]*\n|\.\d)")
# A section heading, not a citation: `§ 17.38.010. Purpose.`, `§ 17.62.030Limited term permit.`,
# `§ 39.01 PUBLIC RECORDS AVAILABLE.` (a title in capitals after a space), `§ 8. Establishment of
# the Board.` (a bare number: its title, no rule's verb in it, ends the line). Checked only where a
# `§` starts a line or follows a sentence's end.
_CAPITALS_TITLE = r"[ \t]+[A-Z][A-Z ,;&'-]+\."
_BARE_TITLE = r"\.[ \t]+[A-Z](?![^\n]*\b(?:shall|may|must)\b)[^\n]{0,150}\.[ \t]*(?:\n|$)"
HEADING_TAIL_RE = re.compile(
    rf"§\s*(?P<number>{_SECTION_NUMBER}|\d{{1,4}}\.\d{{1,3}}(?={_CAPITALS_TITLE})"
    rf"|\d{{1,4}}(?={_BARE_TITLE}))"
    rf"(?:\.[ \t]*|(?={_CAPITALS_TITLE})[ \t]+|(?=[A-Z]))"
    r"(?P<title>[A-Z][^\n]{0,150}?\.)?(?=\s|$)"
)
# A section's (chapter's, article's) own heading line opened by its keyword, not a citation:
# `Sec. 12-53. - Business license tax imposed; amount.`, `Secs. 12-55—12-81. - Reserved.`,
# `Section 8.020. Notice of Hearing.`, `Chapter 10.04 - TRAFFIC CODE`: the number(s) (a range's
# end a number or a lone capital, never a title's word: `Article I – Short Title`), then a
# title starting with a capital up to the line's end, with no verb (`Section 17.62.050 of the
# Code is amended`, `Section 9-56 Applies …`, `Chapter 17.62 shall …` are citations). A chapter,
# article or title heading also sets its title off (`-`, `—`, `.`) or prints it in capitals
# (`Title 10 - TRAFFIC`): a table cell's `Chapter 36 Parking and Loading, Table 3-7` is cited.
KEYWORD_HEADING_RE = re.compile(
    r"(?P<keyword>Secs?\.|Sections?|Chapters?|Articles?|Titles?)[ \t]*[\dA-Z][\w.:-]*+"
    r"(?:[ \t]*[,–—-][ \t]*(?:\d[\w.:-]*+|[A-Z]{1,6}(?![\w.:-])))*"
    r"(?P<separator>\.?[ \t]*[-–—]|\.)?[ \t]*(?P<title>[A-Z◊][^\n]{0,150})$",
    re.MULTILINE,
)
# What may stand before a keyword heading on its line: Markdown's `#`s, a bullet, spaces.
KEYWORD_HEADING_BEFORE_RE = re.compile(r"[ \t#*•]*")
# A chapter's (article's, title's) number ending its line, its title in capitals alone on the next
# (or after a blank line: `Chapter 14⏎⏎OFFENSES`): a heading wherever its line starts.
HEADING_OVER_TITLE_RE = re.compile(
    r"(?:Chapter|Article|Title)[ \t]+[\dA-Z][\w.:-]*+[ \t]*\n(?:[ \t]*\n)?[ \t]*"
    r"(?P<title>[A-Z][A-Z ,;&'-]+)$",
    re.MULTILINE,
)
# Words that make a heading's would-be title a sentence.
SENTENCE_WORDS_RE = re.compile(r"\b(?:shall|may|must|is|are|was|were|will|be|has|have)\b")
# What may precede a heading's `§` on its line: nothing but its indent, or the end of a sentence.
HEADING_BEFORE_RE = re.compile(r"(?:^[ \t]*|[.:;!?)\]][ \t]+)$")
# A table's or figure's own caption opening a line: `Figure 2-1. Building Placement`, `Table 23:
# Review Bodies`, `Table 2-4 Parcel Size` (a capitalized word follows the number).
CAPTION_RE = re.compile(
    rf"(?P<kind>Table|Figure)\s+(?P<number>{_TABLE_NUMBER}|\d{{1,2}})(?:[.:]?[ \t]+)"
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
# So is a `§` after an instrument's number, date or journal page and a comma: `Ord. No. 25164 ,
# § 8`, `an ordinance adopted Jan. 3, 1995, § 1`, `Res. of 2-11-10(2), § 1`, `Coun. J. 11-13-07,
# p. 15814, § 1`.
HISTORY_BEFORE_RE = re.compile(
    r"(?:\d[A-Z]?|\bOrd\.?|\bOrdinance|\bExh\.?)\s*$"
    r"|(?:\b(?:Ord|Res)(?:inance|olution)?\.?\s*(?:No\.?)?\s*[\w-]+"
    r"|\b\d{1,2}-\d{1,2}-\d{2,4}(?:\(\d{1,2}\))?|\b[A-Z][a-z]{2,8}\.?\s+\d{1,2},\s*\d{4}"
    r"|\bp\.\s*\d+)\s*,\s*$"
)
