"""Part G's third batch of the wide development set (issue 19; tests/graph/devset_wide/open,
README-G2-g19-j.md): county and city codes of Florida, Georgia, North Carolina and Ohio. Each row
is the real text of a place's page: outside law named after a list and `et. al.` stays outside law,
a contents list run together on one line cites nothing, lower-case articles of this chapter, plural
abbreviated divisions of a statute, a chapter printed with a section's labels, and zoning
district names shaped like section numbers (never citations)."""

from __future__ import annotations

import pytest
from find_helpers import bodies_cited

from graph.find import scan

# (text, citing section, its chapter, sections the corpus holds, (raw, body, target) expected)
ROWS = [
    # Chillicothe OH, P&Z 1101: the Revised Code's chapters after `et. al.`, never this code's
    (
        "This Planning and Zoning Code is enacted under the authority of the City pursuant to "
        "Chapters 711 and 713 et. al. of the Ohio Revised Code. Unless otherwise provided",
        "1101.01",
        "",
        (),
        [
            ("Chapters 711", "Ohio Rev. Code", "Ohio Rev. Code ch. 711"),
            ("713 et. al. of the Ohio Revised Code", "Ohio Rev. Code", "Ohio Rev. Code ch. 713"),
        ],
    ),
    # Chillicothe OH, 1153.02: a two-level section's second label is the same section's
    (
        "   (a)   Uses specified above in Section 1149.02(a) and (b).\n",
        "1153.02",
        "1153",
        ("1149.02",),
        [
            ("Section 1149.02(a)", "local", "1149.02(a)"),
            ("(b)", "local", "1149.02(b)"),
        ],
    ),
    # Brevard County FL, chapter 62's contents (2009): the footnote's rule ends the State Law
    # note, and the section list run together after it cites nothing
    (
        "State Law References: Land development regulations, F.S. § 163.3202. __________ "
        "Article I. In General Sec. 62-1. Status of chapter. Sec. 62-2. Rules of construction and "
        "definitions. Sec. 62-3. Catchlines of sections, history notes and references. Sec. 62-4. "
        "Authority to adopt land development regulations.",
        "62-1",
        "62",
        (),
        [("F.S. § 163.3202", "Fla. Stat.", "Fla. Stat. § 163.3202")],
    ),
    # Brevard County FL, chapter 62's banner: its own heading, a footnote's star after its title
    (
        "Codified through Ordinance No. 2009-13, enacted April 14, 2009. Supplement No. 65 "
        "Chapter 62 LAND DEVELOPMENT REGULATIONS* __________ * Cross References: Buildings and "
        "building regulations, ch. 22; environment, ch. 46;",
        "62-1",
        "62",
        (),
        [("ch. 22", "local", "22"), ("ch. 46", "local", "46")],
    ),
    # a chapter cited by its capital title, no star: a citation
    (
        "as required by Chapter 62 LAND DEVELOPMENT REGULATIONS, the board shall",
        "62-1",
        "62",
        (),
        [("Chapter 62", "local", "62")],
    ),
    # Brevard County FL, § 62-4451: lower-case articles of this chapter
    (
        "granted by the board in accordance with the provisions of article VI of this chapter "
        "authorizing a specified use",
        "62-4451",
        "62",
        (),
        [("article VI of this chapter", "local", "Chapter 62, Article VI")],
    ),
    (
        "Board of adjustment means the board of adjustment as defined within article II, "
        "division 4, of this chapter.",
        "62-4451",
        "62",
        (),
        [("article II, division 4, of this chapter", "local", None)],
    ),
    # Brevard County FL, § 202-87: the special act the section codifies is its source note; the
    # State Law note's statute is cited
    (
        "a civil penalty may not exceed the amount provided by general law for the violation of a "
        "county ordinance.\n(Laws of Fla. ch. 87-428, § 7)\nState law reference\nPenalty for "
        "ordinance violations, F.S. § 125.69.\n",
        "202-87",
        "202",
        (),
        [
            ("general law", "state law", None),
            ("F.S. § 125.69", "Fla. Stat.", "Fla. Stat. § 125.69"),
        ],
    ),
    # Santa Rosa County FL, LDC 4.03.00: `chs.` with a list of chapters
    (
        "In furtherance of this general purpose, counties, by F.S. chs. 125, 163, and 177, are "
        "authorized and empowered",
        "4.03.00",
        "",
        (),
        [
            ("F.S. chs. 125", "Fla. Stat.", "Fla. Stat. ch. 125"),
            ("163", "Fla. Stat.", "Fla. Stat. ch. 163"),
            ("177", "Fla. Stat.", "Fla. Stat. ch. 177"),
        ],
    ),
    # Cobb County GA, § 134-94: chapters listed after a sentence's colon are its citations, and a
    # `Chapter` with a section's labels is that subsection
    (
        "The following chapters are the only chapters of this Code that the board of appeals may "
        "consider:\n\n    Chapter 134 - Zoning\n\n    Chapter 50-75(b)(15)\n\n"
        "    Chapter 110 - Subdivisions\n\n    Chapter 58 - Floods\n\n",
        "134-94",
        "134",
        ("50-75",),
        [
            ("Chapter 134", "local", "134"),
            ("Chapter 50-75(b)(15)", "local", "50-75(b)(15)"),
            ("Chapter 110", "local", "110"),
            ("Chapter 58", "local", "58"),
        ],
    ),
    # the same lines under a heading of a word or two are a contents list: no citations
    (
        "Contents:\n\n    Chapter 134 - Zoning\n\n    Chapter 110 - Subdivisions\n\n"
        "    Chapter 58 - Floods\n\n",
        "134-94",
        "134",
        (),
        [],
    ),
    # Cobb County GA, § 50-181: a law's name as the term a definition defines is no citation
    (
        "compatible with the planned land use. Clean Water Act means the Federal Water Pollution "
        "Control Act, as amended, 33 USC 1551 et seq.\n",
        "50-181",
        "50",
        (),
        [("33 USC 1551 et seq.", "U.S.C.", "33 U.S.C. § 1551")],
    ),
    # a sentence's section citations, each after a period, are no contents list
    (
        "Permits are issued under Sec. 62-101. Fees are set by Sec. 62-102. Appeals shall be "
        "heard under Sec. 62-103. The board may act.",
        "62-5",
        "62",
        ("62-101", "62-102", "62-103"),
        [
            ("Sec. 62-101", "local", "62-101"),
            ("Sec. 62-102", "local", "62-102"),
            ("Sec. 62-103", "local", "62-103"),
        ],
    ),
]


@pytest.mark.parametrize(("text", "section", "chapter", "indexed", "expected"), ROWS)
def test_county_code_citations(
    text: str,
    section: str,
    chapter: str,
    indexed: tuple[str, ...],
    expected: list[tuple[str, str, str | None]],
) -> None:
    assert bodies_cited(text, section, chapter, indexed) == expected


@pytest.mark.parametrize(
    "text",
    [
        # Brevard County FL, § 62-1255(a): zoning classifications, not sections
        "j.\nSingle-family residential zoning classifications, RU-1-13 and RU-1-11.\n",
        "m.\nSingle-family attached residential zoning classifications, RA-2-4, RA-2-6, RA-2-8 "
        "and RA-2-10.\n",
        "a.\nLow-density multiple-family residential zoning classifications, RU-2-4, RU-2-6 and "
        "RU-2-8.\n",
        "The following uses are permitted in the RU-1-13 and RA-2-4 zoning classifications:\n",
    ],
)
def test_zoning_district_names_are_no_citations(text: str) -> None:
    assert [text[h.start : h.end] for h in scan(text).hits] == []
