"""Outside law (issue 19, item 1): every state's statutes, the U.S. Code, the C.F.R., state
constitutions and session laws, each with its body of law and jurisdiction; never resolved into
the city's code. The texts are from real codes (tests/graph/devset_wide/open and the issue)."""

from __future__ import annotations

import pytest
from find_helpers import resolved, unit
from hypothesis import given
from hypothesis import strategies as st

import graph.statutes as statutes
from graph.find import find_citations, scan
from graph.records import Citation, CitationKind
from graph.resolve import build_index, resolve


def outside(text: str, section: str = "8-3-2") -> list[tuple[str, str, str | None]]:
    """(body, jurisdiction, target) of every external citation in `text`."""
    return [
        (c.reference.code or "", _jurisdiction(c), c.target)
        for c in resolved(text, section)
        if c.target_kind is CitationKind.EXTERNAL
    ]


def _jurisdiction(c: Citation) -> str:
    return c.reference.jurisdiction or statutes.jurisdiction_of(c.reference.code)


# (text, [(body, jurisdiction, canonical target), …]): the issue's five and real codes' forms.
STATUTES: list[tuple[str, list[tuple[str, str, str | None]]]] = [
    ("in violation of R.C. 4511.19", [("Ohio Rev. Code", "OH", "Ohio Rev. Code § 4511.19")]),
    ("under O.C.G.A. § 36-66-4", [("Ga. Code", "GA", "Ga. Code § 36-66-4")]),
    ("see F.S. § 163.3202.", [("Fla. Stat.", "FL", "Fla. Stat. § 163.3202")]),
    ("per Cal. Gov. Code § 65852.2", [("Cal. Gov. Code", "CA", "Cal. Gov. Code § 65852.2")]),
    ("actions under 42 U.S.C. § 1983", [("U.S.C.", "US", "42 U.S.C. § 1983")]),
    (
        "any health care provider, as defined in Ohio R.C. 2317.02, may",
        [("Ohio Rev. Code", "OH", "Ohio Rev. Code § 2317.02")],
    ),
    (
        "pursuant to this section or Ohio R.C. 4511.191 or 4511.192, and",
        [
            ("Ohio Rev. Code", "OH", "Ohio Rev. Code § 4511.191"),
            ("Ohio Rev. Code", "OH", "Ohio Rev. Code § 4511.192"),
        ],
    ),
    (
        "(ORC 4511.19; 4511.194)",
        [
            ("Ohio Rev. Code", "OH", "Ohio Rev. Code § 4511.19"),
            ("Ohio Rev. Code", "OH", "Ohio Rev. Code § 4511.194"),
        ],
    ),
    (
        "as described in division (A)(5) of Ohio R.C. 4511.191, the",
        [("Ohio Rev. Code", "OH", "Ohio Rev. Code § 4511.191(A)(5)")],
    ),
    (
        "under Ohio R.C. Chapter 2929, and",
        [("Ohio Rev. Code", "OH", "Ohio Rev. Code ch. 2929")],
    ),
    (
        "certified pursuant to subsection (a) of O.C.G.A. § 12-7-8.",
        [("Ga. Code", "GA", "Ga. Code § 12-7-8(a)")],
    ),
    (
        "Pursuant to OCGA Sections 40-6-372 through 40-6-376, OCGA Chapter 40-6 is adopted",
        [
            ("Ga. Code", "GA", "Ga. Code § 40-6-372"),
            ("Ga. Code", "GA", "Ga. Code § 40-6-376"),
            ("Ga. Code", "GA", "Ga. Code ch. 40-6"),
        ],
    ),
    ("organized under O.C.G.A. tit. 46, ch. 3.", [("Ga. Code", "GA", "Ga. Code ch. 46-3")]),
    (
        "to require permits under this article, R.S. 26:73, 26:273.",
        [("La. Stat.", "LA", "La. Stat. § 26:73"), ("La. Stat.", "LA", "La. Stat. § 26:273")],
    ),
    ("provisions of R.S. tit. 33, § 9106, as", [("La. Stat.", "LA", "La. Stat. § 33:9106")]),
    ("under LRS 27:93.A.(4) to the", [("La. Stat.", "LA", "La. Stat. § 27:93(A)(4)")]),
    (
        "as prescribed in NCGS § 160A-21 to 160A-22, and",
        [
            ("N.C. Gen. Stat.", "NC", "N.C. Gen. Stat. § 160A-21"),
            ("N.C. Gen. Stat.", "NC", "N.C. Gen. Stat. § 160A-22"),
        ],
    ),
    (
        "the powers conferred by Article 19 of Chapter 160A of the NCGS, as",
        [("N.C. Gen. Stat.", "NC", "N.C. Gen. Stat. ch. 160A, art. 19")],
    ),
    (
        "Licenses generally, Code of Virginia, §§ 58-239—58-404.01; city",
        [("Va. Code", "VA", "Va. Code § 58-239"), ("Va. Code", "VA", "Va. Code § 58-404.01")],
    ),
    (
        "as defined in Ohio Rev. Code Ann. § 4511.01 and Minn. Stat. § 462.357",
        [
            ("Ohio Rev. Code", "OH", "Ohio Rev. Code § 4511.01"),
            ("Minn. Stat.", "MN", "Minn. Stat. § 462.357"),
        ],
    ),
    (
        "listed in CFR 49 section 172.101 if it is",
        [("C.F.R.", "US", "49 C.F.R. § 172.101")],
    ),
    # A title said once covers the bare sections numbered as its sections after it (Jefferson
    # Parish's hazardous materials); the city's `section 13-6` stays the city's.
    (
        "as defined in CFR 49 and outlined as follows: are defined in section 173.53. (Section"
        " 173.150) in accordance with section 173.114a(b) and this section 13-6.",
        [
            ("C.F.R.", "US", "49 C.F.R."),
            ("C.F.R.", "US", "49 C.F.R. § 173.53"),
            ("C.F.R.", "US", "49 C.F.R. § 173.150"),
            ("C.F.R.", "US", "49 C.F.R. § 173.114a(b)"),
        ],
    ),
    # New York's consolidated laws, by name; their sections may end in a letter (`239-m`).
    (
        "as may be required by Section 239-m of the General Municipal Law. The notice",
        [("N.Y. Gen. Mun. Law", "NY", "N.Y. Gen. Mun. Law § 239-m")],
    ),
    (
        "pursuant to Town Law § 267-b and",
        [("N.Y. Town Law", "NY", "N.Y. Town Law § 267-b")],
    ),
    (
        "shall be as authorized by § 267, as amended, of the Town Law.",
        [("N.Y. Town Law", "NY", "N.Y. Town Law § 267")],
    ),
    (
        "prescribed by Chapter 62, §§ 267-a and 267-b, of the Town Law of the State",
        [
            ("N.Y. Town Law", "NY", "N.Y. Town Law § 267-a"),
            ("N.Y. Town Law", "NY", "N.Y. Town Law § 267-b"),
        ],
    ),
    # An act codified in a titled body, named alone: its first section, et seq.
    (
        "appointed pursuant to the Pennsylvania Municipalities Planning Code, as amended.",
        [("Pa. Stat. and Cons. Stat.", "PA", "53 Pa. Stat. and Cons. Stat. 10101")],
    ),
    (
        "as set forth in the Municipal Land Use Law and",
        [("N.J. Stat.", "NJ", "N.J. Stat. § 40:55D-1")],
    ),
    # A bare `title:section` number after a body numbered so is that body's; a time is none.
    (
        "the Municipal Land Use Law (MLUL).\nD. pursuant to 40:55D-25 and 40:55D-32 et seq."
        " at 10:30",
        [
            ("N.J. Stat.", "NJ", "N.J. Stat. § 40:55D-1"),
            ("N.J. Stat.", "NJ", "N.J. Stat. § 40:55D-25"),
            ("N.J. Stat.", "NJ", "N.J. Stat. § 40:55D-32"),
        ],
    ),
    # Wisconsin's subdivision after the path, before the body's name.
    (
        "as provided in Section 62.23(7)(e)3, Wis. Stats., the",
        [("Wis. Stat.", "WI", "Wis. Stat. § 62.23(7)(e)3.")],
    ),
    # `of the said code`, `said Code`: the body named last; a number corrected in brackets.
    (
        "under Section 501(C)(3) of the Internal Revenue Code of the United States,\nor under"
        " Section 501(C)(8) of the said code, and",
        [("U.S.C.", "US", "26 U.S.C. § 501(C)(3)"), ("U.S.C.", "US", "26 U.S.C. § 501(C)(8)")],
    ),
    (
        "pursuant to the Pennsylvania Municipalities Planning Code, as amended. Said Board shall"
        " exercise all powers prescribed by said Code and",
        [("Pa. Stat. and Cons. Stat.", "PA", "53 Pa. Stat. and Cons. Stat. 10101")] * 2,
    ),
    (
        "In accordance with LGC section 221.008(g) [211.008(g)] the City",
        [
            ("Tex. Loc. Gov't Code", "TX", "Tex. Loc. Gov't Code § 221.008(g)"),
            ("Tex. Loc. Gov't Code", "TX", "Tex. Loc. Gov't Code § 211.008(g)"),
        ],
    ),
    # A body of statutes named alone by its full name: outside law, no number.
    ("shall have the powers of the Town Law. The", [("N.Y. Town Law", "NY", None)]),
    ("under Section 62.23 of the Wisconsin Statutes", [("Wis. Stat.", "WI", "Wis. Stat. § 62.23")]),
    ("as prescribed by the Wisconsin Statutes and", [("Wis. Stat.", "WI", None)]),
    ("the powers conferred by\nWisconsin Statutes and", [("Wis. Stat.", "WI", None)]),
    # Acts cited by their own sections, codified in a titled body: the MPC's § 903 is 53 P.S. §
    # 10903 (its Article IX opens with § 901), the Internal Revenue Code's sections are 26 U.S.C.'s.
    (
        "in accordance with §§ 903 and 906 of the Pennsylvania Municipalities Planning Code. The",
        [
            ("Pa. Stat. and Cons. Stat.", "PA", "53 Pa. Stat. and Cons. Stat. 10903"),
            ("Pa. Stat. and Cons. Stat.", "PA", "53 Pa. Stat. and Cons. Stat. 10906"),
        ],
    ),
    (
        "in accordance with Article IX of the Pennsylvania Municipalities Planning Code. Meetings",
        [("Pa. Stat. and Cons. Stat.", "PA", "53 Pa. Stat. and Cons. Stat. 10901")],
    ),
    (
        "under Section 501(C)(3) of the Internal Revenue Code of the United States and",
        [("U.S.C.", "US", "26 U.S.C. § 501(C)(3)")],
    ),
    # A C.F.R. title's later sections with their labels' list or range.
    (
        "Note: See CFR 49 section 173.389(a) through (l) for details.",
        [
            ("C.F.R.", "US", "49 C.F.R. § 173.389(a)"),
            ("C.F.R.", "US", "49 C.F.R. § 173.389(l)"),
        ],
    ),
    # The Statutes at Large by volume and page; `LGC` is Texas's Local Government Code; `…
    # Annotated` is the body its name without names.
    (
        "Transportation under 96 Stat. 2415 (1983), and",
        [("Stat.", "US", "96 Stat. 2415")],
    ),
    (
        "In accordance with LGC section 211.008(g) the City",
        [("Tex. Loc. Gov't Code", "TX", "Tex. Loc. Gov't Code § 211.008(g)")],
    ),
    (
        "the provisions of Chapter 63 of Title 40A of the New Jersey Statutes Annotated, the",
        [("N.J. Stat.", "NJ", "N.J. Stat. ch. 40A:63")],
    ),
    # `R.S` without its period, before a title: Louisiana's.
    ("in accordance with R.S tit. 33, § 9126 and", [("La. Stat.", "LA", "La. Stat. § 33:9126")]),
    # Texas's codes by subject, lower-case `sections … through …` and `chapter` too.
    (
        "in accordance with sections 211.008 through 211.011 of the Texas Local Government Code",
        [
            ("Tex. Loc. Gov't Code", "TX", "Tex. Loc. Gov't Code § 211.008"),
            ("Tex. Loc. Gov't Code", "TX", "Tex. Loc. Gov't Code § 211.011"),
        ],
    ),
    (
        "in accordance with V.T.C.A., Local Government Code, chapter 211. The board",
        [("Tex. Loc. Gov't Code", "TX", "Tex. Loc. Gov't Code ch. 211")],
    ),
    (
        "in accordance with section 36900(b) of the California Government Code, or",
        [("Cal. Gov. Code", "CA", "Cal. Gov. Code § 36900(b)")],
    ),
    (
        "Chapter 36-71 of the Official Code of Georgia is incorporated; said Chapter 36-71 governs",
        [("Ga. Code", "GA", "Ga. Code ch. 36-71")] * 2,
    ),
    (
        "Pursuant to Chapter 5 (commencing with §930) of Part 3 of Division 3.6 of Title 1 of the"
        " Government Code, written",
        [("Government Code", "", "Government Code Title 1, Division 3.6, Part 3, Chapter 5 § 930")],
    ),
    (
        "Pursuant to Chapter 5 of Part 3 of Division 3.6 of Title 1 of the Government Code, and",
        [("Government Code", "", "Government Code Title 1, Division 3.6, Part 3, Chapter 5")],
    ),
    (
        "as defined in section 301 of title 47 of the Louisiana Revised Statutes of 1950, as",
        [("La. Stat.", "LA", "La. Stat. § 47:301")],
    ),
    (
        "For similar state law, see Gov. C., § 17; C. C.P., § 17.",
        [
            ("Government Code", "", "Government Code § 17"),
            ("Civil Procedure Code", "", "Civil Procedure Code § 17"),
        ],
    ),
    # Part C's states: the law after the number, a title first, another state's named code.
    (
        "Section 62.23(7)(e), Wis. Stats. and",
        [("Wis. Stat.", "WI", "Wis. Stat. § 62.23(7)(e)")],
    ),
    ("under Section 32.105, RSMo. The", [("Mo. Rev. Stat.", "MO", "Mo. Rev. Stat. § 32.105")]),
    # Ray County, MO: the abbreviation's period before the number
    (
        "hereby created pursuant to RSMo. 64.870.",
        [("Mo. Rev. Stat.", "MO", "Mo. Rev. Stat. § 64.870")],
    ),
    (
        "powers authorized in RSMo. 64.895 for the",
        [("Mo. Rev. Stat.", "MO", "Mo. Rev. Stat. § 64.895")],
    ),
    (
        "under 65 Illinois Compiled Statutes 5/11-13-3 and",
        [("Ill. Comp. Stat.", "IL", "65 Ill. Comp. Stat. 5/11-13-3")],
    ),
    ("as required by N.J.S. 40A:14-18 and", [("N.J. Stat.", "NJ", "N.J. Stat. § 40A:14-18")]),
    (
        "variance under Subsection d of N.J.S.A. 40:55D-70 and",
        [("N.J. Stat.", "NJ", "N.J. Stat. § 40:55D-70(d)")],
    ),
    (
        "under the MCL § 125.3101 et seq. and",
        [("Mich. Comp. Laws", "MI", "Mich. Comp. Laws § 125.3101")],
    ),
    ("under Tex. Penal Code § 6.02(c)", [("Tex. Penal Code", "TX", "Tex. Penal Code § 6.02(c)")]),
    (
        "conferred by Michigan Public Act 110 of 2006, as amended",
        [("Mich. Pub. Acts", "MI", "2006 Mich. Pub. Acts 110")],
    ),
    (
        "adopted under P.L. 1975, c. 291 (C. 40:55D-70) and",
        [("P.L.", "", "P.L. 1975, c. 291"), ("N.J. Stat.", "NJ", "N.J. Stat. § 40:55D-70")],
    ),
    # Administrative codes (reporters-db's too), their title first where they print one.
    (
        "tankers that meet the requirements of 11 NCAC 05A.0508, as may be amended",
        [("N.C. Admin. Code", "NC", "11 N.C. Admin. Code 05A.0508")],
    ),
    (
        "see Ga. Comp. R. & Regs. 391-3-6-.07 and",
        [("Ga. Comp. R. & Regs.", "GA", "Ga. Comp. R. & Regs. § 391-3-6-.07")],
    ),
    # Constitutions and session laws.
    (
        "counties, Ga. Const. art. IX, § IV, ¶ I(c); powers",
        [("Ga. Const.", "GA", "Ga. Const. art. IX, § IV, ¶ I(c)")],
    ),
    (
        "the authorities of article 6, sec. 29, Constitution of the State of Louisiana of 1974 and",
        [("La. Const.", "LA", "La. Const. art. VI, § 29")],
    ),
    (
        "the First Amendment of the United States Constitution are exempt",
        [("U.S. Const.", "US", "U.S. Const. amend. I")],
    ),
    (
        "protected by the Nineteenth Amendment to the United States Constitution.",
        [("U.S. Const.", "US", "U.S. Const. amend. XIX")],
    ),
    # Worcester County MD (seen/): the state after `Constitution of` alone; an article inserted
    # between two, by a letter after a dash.
    (
        "this Title is specifically authorized by Article XI-F of the Constitution of Maryland and",
        [("Md. Const.", "MD", "Md. Const. art. XI-F")],
    ),
    (
        "the authority of Act No. 188 of the Louisiana Legislature of 1954 and",
        [("La. Acts", "LA", "La. Acts 1954, No. 188")],
    ),
    # A state's code by a name reporters-db lacks (Eufaula AL, Ray County MO, open/): the
    # Alabama Criminal Code is the Ala. Code's title 13A; the Revised Statutes of Missouri.
    (
        "whose penalty is defined in § 13A-1-2 of the Alabama Criminal Code, shall",
        [("Ala. Code", "AL", "Ala. Code § 13A-1-2")],
    ),
    (
        "the statutory authority conferred by Article 64 of the Revised Statutes of Missouri.",
        [("Mo. Rev. Stat.", "MO", "Mo. Rev. Stat. art. 64")],
    ),
    # Woodbridge NJ (seen/): the Optional Municipal Charter Law named alone is N.J.S.A.
    # 40:69A-1 et seq.; beside its session law and its codified number, only those are read.
    (
        "not inconsistent with the Optional Municipal Charter Law heretofore or hereafter enacted",
        [("N.J. Stat.", "NJ", "N.J. Stat. § 40:69A-1")],
    ),
    (
        "the Optional Municipal Charter Law, L. 1950, c. 210 (N.J.S.A. 40:69A-1 et seq.)",
        [("P.L.", "", "P.L. 1950, c. 210"), ("N.J. Stat.", "NJ", "N.J. Stat. § 40:69A-1")],
    ),
    # Woodbridge NJ (seen/): a year's session laws with their state named, by chapter; the
    # state unsaid, which legislature's is left open.
    (
        "pursuant to Chapter 210 of New Jersey Laws of 1950, as amended",
        [("N.J. Laws", "NJ", "1950 N.J. Laws ch. 210")],
    ),
    ("repealed by Chapter 737 of the Laws of 1987. See", [("Acts", "", "Acts of 1987, c. 737")]),
    # Outside law without a number: external, no target.
    ("not inconsistent with the provisions of state law or this", [("state law", "", None)]),
    ("provided by the laws of the state, and", [("state law", "", None)]),
    ("a license pursuant to Georgia law or any", [("state law", "GA", None)]),
    ("pursuant to the California Government Code.", [("Cal. Gov. Code", "CA", None)]),
    # `the Civil Code` alone: a state's code, which state's unsaid (Louisiana has one too).
    ("pursuant to the Civil Code, and", [("Civil Code", "", None)]),
    # Cited by article it is Louisiana's (reporters-db: the only Civil Code cited by article);
    # by section, its state unsaid and none given, no state's (`test_state_names`: California's
    # in a California code).
    (
        "pursuant to the Civil Code Article 2370, and",
        [("La. Civ. Code", "LA", "La. Civ. Code art. 2370")],
    ),
    ("see Civil Code § 1714 and", [("Civil Code", "", "Civil Code § 1714")]),
    ("see Section 10 of the Insurance Code.", [("Insurance Code", "", "Insurance Code § 10")]),
]


@pytest.mark.parametrize(("text", "expected"), STATUTES)
def test_outside_law_has_its_body_and_jurisdiction(
    text: str, expected: list[tuple[str, str, str | None]]
) -> None:
    assert outside(text) == expected


# Texts whose numbers look like the city's own (`8-73`, `36-18-1`), next to outside law: the
# outside law's numbers are never resolved into the code, the city's still are.
def test_numbers_like_the_citys_stay_outside_law() -> None:
    text = "any cable television system as defined in O.C.G.A. § 36-18-1, or section 8-73"
    u = unit(text, "8-3-2")
    index = build_index(["8-3-2", "8-73", "36-18-1"], [])
    resolved = [r for c in find_citations(u, sentences=None) for r in resolve(c, u, index)]
    assert [(r.target_kind, r.target) for r in resolved] == [
        (CitationKind.EXTERNAL, "Ga. Code § 36-18-1"),
        (CitationKind.SECTION, "8-73"),
    ]


# A chapter number right before an outside law's sections is that law's chapter (New York's
# Consolidated Laws number the Town Law chapter 62), no chapter of the town's code.
def test_a_chapter_before_an_outside_laws_sections_is_that_laws() -> None:
    text = "prescribed by Chapter 62, §§ 267-a and 267-b, of the Town Law of the State of New York"
    raws = [text[c.start : c.end] for c in find_citations(unit(text, "8-3-2"), sentences=None)]
    assert raws == ["Chapter 62, §§ 267-a", "267-b, of the Town Law"]
    assert outside(text) == [
        ("N.Y. Town Law", "NY", "N.Y. Town Law § 267-a"),
        ("N.Y. Town Law", "NY", "N.Y. Town Law § 267-b"),
    ]


# A bare list item after a statute numbered by title and section is of the same title.
@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("in accordance with N.J.S.A. 40:55D-69 and 70 et seq.", "N.J. Stat. § 40:55D-70"),
        ("under R.S. 26:80 and 90.", "La. Stat. § 26:90"),
        ("see O.C.G.A. § 36-66-4 and 5", "Ga. Code § 36-66-5"),
        ("Ohio R.C. 4511.19; 4511.194", "Ohio Rev. Code § 4511.194"),  # no title: as printed
    ],
)
def test_a_bare_list_item_takes_the_first_ones_title(text: str, expected: str) -> None:
    assert outside(text)[-1][2] == expected


# Bare numbers under a note's heading cite the note's law (Municode's footnotes).
def test_a_notes_bare_numbers_take_its_body() -> None:
    text = (
        "State Law reference— \n Licenses generally, Code of Virginia, §§ 58-239—58-404.01;"
        " city license taxes, §§ 58-266.1—58-266.5.\n \n"
        "Charter reference— \n City clerk generally, § 24.\n"
    )
    assert [(body, target) for body, _, target in outside(text, "2-1")] == [
        ("Va. Code", "Va. Code § 58-239"),
        ("Va. Code", "Va. Code § 58-404.01"),
        ("Va. Code", "Va. Code § 58-266.1"),
        ("Va. Code", "Va. Code § 58-266.5"),
        ("city charter", "city charter § 24"),
    ]


# A note ends at a blank line or at the next heading: `Sec. 4-25` after it is this code's.
def test_a_note_ends_at_the_next_section() -> None:
    text = "State Law reference— Similar provisions, R.S. 26:93, R.S. 26:290\nSec. 4-25. - Fees.\n"
    u = unit(text, "4-24")
    index = build_index(["4-24", "4-25"], [])
    resolved = [r for c in find_citations(u, sentences=None) for r in resolve(c, u, index)]
    # The note's law ends at the next section's heading, which is no citation at all.
    assert [(r.target_kind, r.target) for r in resolved] == [
        (CitationKind.EXTERNAL, "La. Stat. § 26:93"),
        (CitationKind.EXTERNAL, "La. Stat. § 26:290"),
    ]


def test_every_state_has_a_body_of_statutes() -> None:
    """reporters-db's `laws` data names every state's statutes (and the District's)."""
    jurisdictions = {body.jurisdiction for body in statutes.BODIES.values()}
    states = {code for name, code in statutes.STATE_CODES.items() if len(code) == 2}
    missing = states - jurisdictions - {"US", "AS", "GU", "MP", "PR", "VI"}
    # California's 29 codes are graph.laws' own table; its regulations are here by their key.
    assert missing == set()


@given(st.text(alphabet="ORCS.§ 0123456789-:;,()abtilwNGAofhe\n", max_size=80))
def test_any_text_keeps_its_offsets(text: str) -> None:
    for hit in scan(text).hits:
        assert 0 <= hit.start <= hit.end <= len(text)
        for member in hit.members:
            assert hit.start <= member.start <= member.end <= hit.end
