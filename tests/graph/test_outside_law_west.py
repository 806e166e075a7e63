"""State law the finder reads in part D's open places (issue 19): Montana's `MCA §`, its
ranges whose dash the source lost, `et seq.` inside a list; every text is from a real code of
tests/graph/devset_wide/open, each citation keeps its body of law and never resolves into the
city's code."""

from __future__ import annotations

import pytest
from find_helpers import unit
from test_outside_law_forms import outside

from graph.find import adopted_names, find_citations
from graph.resolve import build_index, resolve

FORMS: list[tuple[str, list[tuple[str, str | None]]]] = [
    # Alpharetta GA: the International Code Council's codes by any subject, with their editions
    (
        "(6) \u2003International Fuel Gas Code, 2012 Edition, with Georgia Amendments",
        [("International Fuel Gas Code", "International Fuel Gas Code (2012)")],
    ),
    (
        "(9) \u2003International Swimming Pool and Spa Code, 2012 Edition, with",
        [
            (
                "International Swimming Pool and Spa Code",
                "International Swimming Pool and Spa Code (2012)",
            )
        ],
    ),
    ("members of the International Code Council", []),
    # Matanuska-Susitna Borough AK: `A.S.` is the Alaska Statutes, a range's end its too
    (
        "see A.S. 29.20.050 through 29.20.180\n",
        [
            ("Alaska Stat.", "Alaska Stat. § 29.20.050"),
            ("Alaska Stat.", "Alaska Stat. § 29.20.180"),
        ],
    ),
    # West Yellowstone MT: `MCA §` is the Montana Code Annotated
    ("MCA § 7-1-4111", [("Mont. Code", "Mont. Code § 7-1-4111")]),
    # a range whose dash the source lost: the second end repeats the first's title and chapter
    ("MCA §§ 7-5-1077-5-108", [("Mont. Code", "Mont. Code § 7-5-107–7-5-108")]),
    ("MCA §§ 7-32-41017-32-4164", [("Mont. Code", "Mont. Code § 7-32-4101–7-32-4164")]),
    # China Grove NC: a definition's source in outside law is a citation, not a history note;
    # an ordinance or a prior code as the source is one
    (
        "sanitation.  (Source: North Carolina State Building Code, Vol. 1, \u00a7 202 and Vol. "
        "VII, \u00a7 202)  A dormitory",
        [
            ("N.C. State Building Code", "N.C. State Building Code vol. 1 \u00a7 202"),
            ("N.C. State Building Code", "N.C. State Building Code vol. VII \u00a7 202"),
        ],
    ),
    ("the permit.  (Source: Ord. 2005-3, \u00a7 17.62.050)", []),
    ("the permit.  (Source: 1994 Code \u00a7 5-1)", []),
    # Meeteetse WY: a label printed with a space before its parenthesis closes
    (
        "For similar state law, see W. S., 1977, \u00a7 8-1-103(vi ).\n",
        [("Wyo. Stat.", "Wyo. Stat. \u00a7 8-1-103(vi)")],
    ),
    # Mattawa WA: two-level dotted chapters, the title repeated (ends of one width, ascending)
    ("RCW chs. 35.4335.56", [("RCW", "RCW 35.43–35.56")]),
    ("RCW chs. 35.5635.43", [("RCW", "RCW 35.5635.43")]),
    ("RCW 35.21.163 and 35.21.165", [("RCW", "RCW 35.21.163"), ("RCW", "RCW 35.21.165")]),
    # `et seq.` after a number of a list that goes on
    (
        "MCA §§ 7-3-114, 7-3-301 et seq., and 7-3-4301 et seq.",
        [
            ("Mont. Code", "Mont. Code § 7-3-114"),
            ("Mont. Code", "Mont. Code § 7-3-301"),
            ("Mont. Code", "Mont. Code § 7-3-4301"),
        ],
    ),
    # Granby CO: a number with a dotted article, which no municipal scheme has, its body after it
    (
        "Misdemeanor and petty offense sentencing.\n\u00a7 18-1.3-503, C.R.S.\nMunicipal",
        [("Colo. Rev. Stat.", "Colo. Rev. Stat. \u00a7 18-1.3-503")],
    ),
    ("as provided in \u00a7 18-1.3-503 and", [("", None)]),
    # Granby CO: the body after the number and `et seq.`
    ("§ 31-4-201 et seq., C.R.S.", [("Colo. Rev. Stat.", "Colo. Rev. Stat. § 31-4-201")]),
    # `et seq.` inside a list whose body follows it
    (
        "§§ 31-30-101 et seq., 31-15-401(1)(a) and 29-5-101 et seq., C.R.S.",
        [
            ("Colo. Rev. Stat.", "Colo. Rev. Stat. § 31-30-101"),
            ("Colo. Rev. Stat.", "Colo. Rev. Stat. § 31-15-401(1)(a)"),
            ("Colo. Rev. Stat.", "Colo. Rev. Stat. § 29-5-101"),
        ],
    ),
    # a body closing its line is not the next line's: each line its own citation
    (
        "Art. 11 of Title 31, C.R.S.\n§§ 31-15-103 and 31-16-101 et seq., C.R.S.",
        [
            ("Colo. Rev. Stat.", "Colo. Rev. Stat. tit. 31, art. 11"),
            ("Colo. Rev. Stat.", "Colo. Rev. Stat. § 31-15-103"),
            ("Colo. Rev. Stat.", "Colo. Rev. Stat. § 31-16-101"),
        ],
    ),
    # Etowah TN: `Tenn. Code. Ann.` (a period after `Code`); the act named after it is its own
    (
        "with Tenn. Code. Ann. §§ 6-54-1001 et seq., the Administrative Hearing Officer Act",
        [
            ("Tenn. Code", "Tenn. Code § 6-54-1001"),
            ("Administrative Hearing Officer Act", "Administrative Hearing Officer Act"),
        ],
    ),
    # Meeteetse WY: `W.S.` and the edition's year before the section sign
    (
        "see W.S., 1977, §§ 8-1-102, 8-1-103.",
        [("Wyo. Stat.", "Wyo. Stat. § 8-1-102"), ("Wyo. Stat.", "Wyo. Stat. § 8-1-103")],
    ),
    ("see W. S. , 1977 §§ 8-4-101 to", [("Wyo. Stat.", "Wyo. Stat. § 8-4-101")]),
    # Decatur AL: `Code of Ala. 1975,` (the edition's year before `section` or `§`)
    ("Code of Ala. 1975, section 11-45-8", [("Ala. Code", "Ala. Code § 11-45-8")]),
    ("Code of Ala. 1975, § 12-21-95.", [("Ala. Code", "Ala. Code § 12-21-95")]),
    # Tuscumbia AL: state law named with its state after `of the State of`
    ("in violation of a law or laws of the State of Alabama", [("state law", None)]),
    # Honolulu HI (water board rules): a list whose chapter is said once (`-10`), and the
    # city's charter named in full after its sections
    (
        "Sections 91-9, -10, -11 and -12 of the Hawaii Revised Statutes",
        [
            ("Haw. Rev. Stat.", "Haw. Rev. Stat. § 91-9"),
            ("Haw. Rev. Stat.", "Haw. Rev. Stat. § 91-10"),
            ("Haw. Rev. Stat.", "Haw. Rev. Stat. § 91-11"),
            ("Haw. Rev. Stat.", "Haw. Rev. Stat. § 91-12"),
        ],
    ),
    (
        "Sections 7-105(k) and 7-118 of the Revised Charter of the City",
        [
            ("city charter", "city charter § 7-105(k)"),
            ("city charter", "city charter § 7-118"),
        ],
    ),
    # Etowah TN: the parts an adopting sentence excepts are the adopted model code's (its edition
    # printed after its name)
    (
        "the International Building Code 2012, except for § 113 (Means of Appeal), and except"
        " for Ch. 27, but including",
        [
            ("International Building Code", "International Building Code (2012)"),
            ("International Building Code", "International Building Code (2012) § 113"),
            ("International Building Code", "International Building Code (2012) ch. 27"),
        ],
    ),
    # and the appendices it includes, of the model code named last before them
    (
        "the International Building Code 2012, but including Appendices B, C and K-8, and the"
        " International Residential Code 2012 with Appendices E and M, as prepared",
        [
            ("International Building Code", "International Building Code (2012)"),
            ("International Building Code", "International Building Code (2012) app. B"),
            ("International Building Code", "International Building Code (2012) app. C"),
            ("International Building Code", "International Building Code (2012) app. K-8"),
            ("International Residential Code", "International Residential Code (2012)"),
            ("International Residential Code", "International Residential Code (2012) app. E"),
            ("International Residential Code", "International Residential Code (2012) app. M"),
        ],
    ),
    # Alpharetta GA: the edition after a comma; another's before the name; none printed
    (
        "(1)  International Building Code, 2012 Edition, with 2014 and 2015 Georgia amendments.",
        [("International Building Code", "International Building Code (2012)")],
    ),
    (
        "adopts the 2018 International Fire Code as amended",
        [("International Fire Code", "International Fire Code (2018)")],
    ),
    (
        "the International Building Code, except for Ch. 27",
        [
            ("International Building Code", "International Building Code"),
            ("International Building Code", "International Building Code ch. 27"),
        ],
    ),
]


@pytest.mark.parametrize(("text", "expected"), FORMS)
def test_state_law_of_part_d(text: str, expected: list[tuple[str, str | None]]) -> None:
    assert outside(text) == expected


# `MCA`, `W.S.` without a section sign name no statute (a zone, initials): nothing external.
@pytest.mark.parametrize("text", ["in the MCA 2 zone", "the MCA district", "W.S. 1977"])
def test_mca_alone_is_no_statute(text: str) -> None:
    assert outside(text) == []


# Meeteetse WY: contents whose line breaks were lost; a section glued to its catchline is a
# heading, the cross-reference before it is not.
@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "CHAPTER 1.GENERAL PROVISIONS.As to fiscal year, see Sec. 2-3 of this Code.§ 1-1.How"
            " Codes are designated and cited.§ 1-2.Definitions and rules",
            ["Sec. 2-3 of this Code"],
        ),
        ("“Meeteetse Town Code.”Sec.1-2.Definitions and rules of construction.In", []),
        ("as provided in § 1-2. The council", ["§ 1-2"]),
    ],
)
def test_glued_heading_is_no_citation(text: str, expected: list[str]) -> None:
    assert [c.raw for c in find_citations(unit(text, "1-3"), sentences=None)] == expected


# Caldwell ID: a section number of three parts printed bare before `of this chapter`, over a
# line break, is that section; a keyword before it leaves it to the section reader.
@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "a neighborhood meeting in accordance with 10-03-12\nof this chapter.",
            ["10-03-12\nof this chapter"],
        ),
        ("as set out in Section 10-3-2 of this chapter", ["Section 10-3-2 of this chapter"]),
        ("the limit of 150 of this chapter", ["this chapter"]),
    ],
)
def test_bare_number_of_this_chapter(text: str, expected: list[str]) -> None:
    assert [c.raw for c in find_citations(unit(text, "10-03-01"), sentences=None)] == expected


# Honolulu HI: the `Revised Ordinances` are the city's own code, cited from its water board's
# rules: a local section, never outside law.
def test_revised_ordinances_are_this_code() -> None:
    text = "pursuant to Section 1-3.1 of the Revised Ordinances of Honolulu, as amended"
    found = find_citations(unit(text, "5-501"), sentences=None)
    assert [(c.raw, c.reference.kind.value, c.reference.code) for c in found] == [
        ("Section 1-3.1 of the Revised Ordinances of Honolulu", "section", None)
    ]


# Cottonwood Falls KS: a model ordinance adopted by reference under the name it is known as.
STO = "Standard Traffic Ordinance for Kansas Cities"
KANSAS_STO = (
    "There is hereby incorporated by reference for the purpose of regulating traffic within the "
    "corporate limits of the City, that certain standard traffic ordinance known as the "
    "“Standard Traffic Ordinance for Kansas Cities,” Edition of 2015, prepared and published "
    "in a book form. No fewer than three copies of said Standard Traffic Ordinance shall be "
    "marked.\n"
)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            KANSAS_STO,
            [
                (
                    "Standard Traffic Ordinance for Kansas Cities",
                    "Standard Traffic Ordinance for Kansas Cities (2015 ed.)",
                )
            ],
        ),
        (
            "Section 33 of the Standard Traffic Ordinance of the City is hereby amended",
            [(STO, f"{STO} § 33")],
        ),
    ],
)
def test_a_model_law_adopted_by_its_name(text: str, expected: list[tuple[str, str]]) -> None:
    adopted = adopted_names([unit(KANSAS_STO, "15-101")])
    u = unit(text, "15-101")
    index = build_index(["15-101"], [])
    found = [
        (r.reference.code, r.target)
        for c in find_citations(u, sentences=None, adopted=adopted)
        for r in resolve(c, u, index)
        if r.reference.code
    ]
    assert found == expected


@pytest.mark.parametrize(
    "text",
    [
        # a name `referred to as` names the adopted codes together (Etowah TN), no one law
        "the International Building Code 2012 and the International Residential Code 2012 are "
        "hereby adopted and incorporated by reference and are hereinafter referred to as the "
        "“Building Code.”",
        "known as the “Standard Traffic Ordinance for Kansas Cities,” without adopting it.",
    ],
)
def test_no_adoption_no_name(text: str) -> None:
    assert adopted_names([unit(text, "15-101")]) == ()
