"""Outside law of the wide set's scored third (tests/graph/devset_wide/seen, issue 19): the
forms its first-sight score missed or read into the city's code. Every text is from a real
code there; each citation keeps its body of law and number and never resolves into the code."""

from __future__ import annotations

import pytest
from find_helpers import resolved

from graph.records import CitationKind


def outside(text: str, section: str = "303.01") -> list[tuple[str, str, str | None]]:
    """(raw, body, target) of every external citation in `text`; fails on any local one
    resolved (this code's own section aside: `this section`)."""
    found = resolved(text, section, ("35.02", "13"))
    local = [c.raw for c in found if c.target_kind is not CitationKind.EXTERNAL and c.target]
    assert local in ([], ["this section"])
    return [
        (c.raw, c.reference.code or "", c.target)
        for c in found
        if c.target_kind is CitationKind.EXTERNAL
    ]


SEEN: list[tuple[str, list[tuple[str, str, str | None]]]] = [
    # Mattawa WA's statutory references: RCW chapters and titles, never the city's chapter 35.02
    (
        "Wash. Const. Art. XI § 10 and RCW ch. 35.02",
        [
            ("Wash. Const. Art. XI § 10", "Wash. Const.", "Wash. Const. art. XI, § 10"),
            ("RCW ch. 35.02", "RCW", "RCW 35.02"),
        ],
    ),
    (
        "RCW chs. 35.01 and 35.06",
        [("RCW chs. 35.01", "RCW", "RCW 35.01"), ("35.06", "RCW", "RCW 35.06")],
    ),
    ("RCW title 29A", [("RCW title 29A", "RCW", "RCW 29A")]),
    # Chagrin Falls OH: the number is a Markdown link's text, its label no citation
    (
        "see Ohio R.C. [737.32][ORC Section 737.32], 4513.62 et seq.",
        [
            ("Ohio R.C. [737.32", "Ohio Rev. Code", "Ohio Rev. Code § 737.32"),
            ("4513.62 et seq.", "Ohio Rev. Code", "Ohio Rev. Code § 4513.62"),
        ],
    ),
    (
        "1. _(a)_ Ohio R.C. [4511.12][ORC Section 4511.12], 4511.13, 4511.131,\n4511.14 and"
        " 4511.69 and all sections of",
        [
            ("Ohio R.C. [4511.12", "Ohio Rev. Code", "Ohio Rev. Code § 4511.12"),
            ("4511.13", "Ohio Rev. Code", "Ohio Rev. Code § 4511.13"),
            ("4511.131", "Ohio Rev. Code", "Ohio Rev. Code § 4511.131"),
            ("4511.14", "Ohio Rev. Code", "Ohio Rev. Code § 4511.14"),
            ("4511.69", "Ohio Rev. Code", "Ohio Rev. Code § 4511.69"),
        ],
    ),
    (
        "as set forth in Ohio R.C. [4510.021.][ORC Section\n4510.021.] No judge shall",
        [
            (
                "Ohio R.C. [4510.021.][ORC Section\n4510.021.]",
                "Ohio Rev. Code",
                "Ohio Rev. Code § 4510.021",
            )
        ],
    ),
    # ... and labels `of that section` are the outside section's, `this section` between
    (
        "in Ohio R.C. [4510.02(A)(5)][ORC Section 4510.02]. If the offender previously\nhas"
        " been found guilty of an offense under this section, the court shall impose a class"
        "\none suspension as described in division (A)(1) of that section. The court",
        [
            (
                "Ohio R.C. [4510.02(A)(5)][ORC Section 4510.02]",
                "Ohio Rev. Code",
                "Ohio Rev. Code § 4510.02(A)(5)",
            ),
            (
                "division (A)(1) of that section",
                "Ohio Rev. Code",
                "Ohio Rev. Code § 4510.02(A)(1)",
            ),
        ],
    ),
    # Jefferson Parish LA: a title of the Revised Statutes, a state code by its subject, a
    # list item under a Charter reference note
    (
        "State Law reference— Motor vehicles and traffic, R.S. Title 32; power of local parish"
        " authorities, R.S. 32:42.",
        [
            ("R.S. Title 32", "La. Stat.", "La. Stat. tit. 32"),
            ("R.S. 32:42", "La. Stat.", "La. Stat. § 32:42"),
        ],
    ),
    (
        "must be in compliance with all of the\nrequirements of Chapter 13 of the state sanitary"
        " code. The discharge",
        [
            (
                "Chapter 13 of the state sanitary code",
                "state sanitary code",
                "state sanitary code Chapter 13",
            )
        ],
    ),
    (
        "Charter reference— Authority to control and regulate traffic, § 1.01(4) and (5).",
        [
            ("§ 1.01(4)", "city charter", "city charter § 1.01(4)"),
            ("(5)", "city charter", "city charter § 1.01(5)"),
        ],
    ),
    # Littlefork and Lonsdale MN: `M.S.` with Minnesota's subdivisions
    (
        "as provided in M.S. § 360.063, subd. 6, as",
        [("M.S. § 360.063, subd. 6", "Minn. Stat.", "Minn. Stat. § 360.063, subd. 6")],
    ),
    (
        "the provisions of M.S. § 216C.06, subd. 14, as",
        [("M.S. § 216C.06, subd. 14", "Minn. Stat.", "Minn. Stat. § 216C.06, subd. 14")],
    ),
    # Concord Township MI: `M.C.L.A.`; Glen Arbor Township MI: an act by its popular name
    (
        "Public Act 184 of 1943, being M.C.L.A. §§ 125.271 through 125.301",
        [
            ("Public Act 184 of 1943", "Pub. Acts", "1943 Pub. Acts 184"),
            ("M.C.L.A. §§ 125.271", "Mich. Comp. Laws", "Mich. Comp. Laws § 125.271"),
            ("125.301", "Mich. Comp. Laws", "Mich. Comp. Laws § 125.301"),
        ],
    ),
    (
        "an amendment of the Zoning Ordinance to the Township Zoning Act, as",
        [("Township Zoning Act", "Mich. Comp. Laws", "Mich. Comp. Laws § 125.271")],
    ),
    # Turtle Lake WI: Wisconsin's bare subdivision after the path; a list goes on after a
    # subject glossed in lower case
    (
        "the Board of Appeals as required by Wis. Stats. § 62.23(7)(e)3.\n",
        [("Wis. Stats. § 62.23(7)(e)3", "Wis. Stat.", "Wis. Stat. § 62.23(7)(e)3.")],
    ),
    (
        "adopted under Wis. Stats. §§ 62.23, 61.35, or 62.231 (wetlands), 87.30 or 144.26"
        " (floodplains), or",
        [
            ("Wis. Stats. §§ 62.23", "Wis. Stat.", "Wis. Stat. § 62.23"),
            ("61.35", "Wis. Stat.", "Wis. Stat. § 61.35"),
            ("62.231", "Wis. Stat.", "Wis. Stat. § 62.231"),
            ("87.30", "Wis. Stat.", "Wis. Stat. § 87.30"),
            ("144.26 (floodplains)", "Wis. Stat.", "Wis. Stat. § 144.26"),
        ],
    ),
    # Newark NJ: `General Law` capitalised is state law, named without a number
    (
        "the ordinances and resolutions of the City as required by the Charter and General Law;",
        [("Charter", "city charter", None), ("General Law", "state law", None)],
    ),
    # Alpharetta GA: a state agency's rules are chapters of the state's administrative code
    (
        "Accessibility (voluntary): Georgia Accessibility Code, Rules and Regulations of the"
        " Georgia Safety Fire Commissioner, Chapter 120-3-20, latest revision.",
        [("Chapter 120-3-20", "Ga. Comp. R. & Regs.", "Ga. Comp. R. & Regs. ch. 120-3-20")],
    ),
    (
        "Industrialized buildings: Industrialized Buildings Rules of Georgia Commissioner of"
        " Community Affairs, Chapter 110-2, latest revision.",
        [("Chapter 110-2", "Ga. Comp. R. & Regs.", "Ga. Comp. R. & Regs. ch. 110-2")],
    ),
    # Woodbridge NJ: New Jersey's Laws of a year by chapter, printed `L.`
    (
        "the provisions of the Optional Municipal Charter Law, L. 1950, c. 210, as amended"
        " (N.J.S.A. 40:69A-1 et seq.) applicable",
        [
            ("L. 1950, c. 210", "P.L.", "P.L. 1950, c. 210"),
            ("N.J.S.A. 40:69A-1 et seq.", "N.J. Stat.", "N.J. Stat. § 40:69A-1"),
        ],
    ),
    # China Grove NC: a statute list joined by `&`
    (
        "shall meet the requirements of NCGS 160A-385 & 386.\n",
        [
            ("NCGS 160A-385", "N.C. Gen. Stat.", "N.C. Gen. Stat. § 160A-385"),
            ("386", "N.C. Gen. Stat.", "N.C. Gen. Stat. § 160A-386"),
        ],
    ),
    # two Texas cities: `Govt.` for Government in a code's name; `said code` in lower case
    (
        "This article is enacted pursuant to Texas Local Govt. Code section 211.008 et. seq.\n",
        [
            (
                "Texas Local Govt. Code section 211.008 et. seq.",
                "Tex. Loc. Gov't Code",
                "Tex. Loc. Gov't Code § 211.008",
            )
        ],
    ),
    (
        "in accordance with the provisions of sections 211.008–211.011 of the Texas Local"
        " Government Code, as may be amended, and with the powers and duties as provided in"
        " said code.\n",
        [
            ("sections 211.008", "Tex. Loc. Gov't Code", "Tex. Loc. Gov't Code § 211.008"),
            (
                "211.011 of the Texas Local Government Code",
                "Tex. Loc. Gov't Code",
                "Tex. Loc. Gov't Code § 211.011",
            ),
            ("said code", "Tex. Loc. Gov't Code", None),
        ],
    ),
    # Oklahoma towns: the Oklahoma Statutes' title printed first (`11 O.S.`), like `53 P.S.`
    (
        "Example: (11 O.S. § 1-402) (Ord. 10, passed 1-17-1980; Ord. 20, passed 1-1-1985)",
        [("11 O.S. § 1-402", "Okla. Stat.", "11 Okla. Stat. 1-402")],
    ),
    (
        "For inspection of public records, see 51 O.S. §§ 24A.1 et seq.",
        [("51 O.S. §§ 24A.1 et seq.", "Okla. Stat.", "51 Okla. Stat. 24A.1")],
    ),
    (
        "and filing of city ordinances, see 11 O.S. §§ 14-108 to 14-111",
        [
            ("11 O.S. §§ 14-108", "Okla. Stat.", "11 Okla. Stat. 14-108"),
            ("14-111", "Okla. Stat.", "11 Okla. Stat. 14-111"),
        ],
    ),
    # a New Jersey township: a range's end printed as the last part of the number only
    (
        "as amended and supplemented, N.J.S.A. 40:69A-139 through 143, and",
        [
            ("N.J.S.A. 40:69A-139", "N.J. Stat.", "N.J. Stat. § 40:69A-139"),
            ("143", "N.J. Stat.", "N.J. Stat. § 40:69A-143"),
        ],
    ),
    # a Missouri city's state-law note: a dotted number's dash before its own lead again is a
    # range misprinted (`562.016-562-026`), never one section `562.016-562-026`: its ends, the
    # second with its dot (as wide, ascending; `graph.printed_forms.dotted_range`)
    (
        "culpable mental status defined, applied, when not required, RSMo 562.016-562-026.",
        [
            ("RSMo 562.016", "Mo. Rev. Stat.", "Mo. Rev. Stat. § 562.016"),
            ("562-026", "Mo. Rev. Stat.", "Mo. Rev. Stat. § 562.026"),
        ],
    ),
    (
        "crimes and punishments generally, RSMo Ch. 556 et seq.; RSMo 77.570, 77.590;",
        [
            ("RSMo Ch. 556", "Mo. Rev. Stat.", "Mo. Rev. Stat. ch. 556"),
            ("RSMo 77.570", "Mo. Rev. Stat.", "Mo. Rev. Stat. § 77.570"),
            ("77.590", "Mo. Rev. Stat.", "Mo. Rev. Stat. § 77.590"),
        ],
    ),
    # a Pennsylvania township: the MPC's Roman article, and `, respectively,` before it
    (
        "stipulated in § 908 of Article IX of the Pennsylvania Municipalities Planning Code,"
        " as amended, 53 P.S. § 10908.",
        [
            (
                "§ 908 of Article IX of the Pennsylvania Municipalities Planning Code",
                "Pa. Stat. and Cons. Stat.",
                "53 Pa. Stat. and Cons. Stat. 10908",
            ),
            ("53 P.S. § 10908", "Pa. Stat. and Cons. Stat.", "53 Pa. Stat. and Cons. Stat. 10908"),
        ],
    ),
    (
        "stipulated in §§ 915 and 916, respectively, of Article IX of the Pennsylvania"
        " Municipalities Planning Code, as amended",
        [
            ("§§ 915", "Pa. Stat. and Cons. Stat.", "53 Pa. Stat. and Cons. Stat. 10915"),
            (
                "916, respectively, of Article IX of the Pennsylvania Municipalities Planning Code",
                "Pa. Stat. and Cons. Stat.",
                "53 Pa. Stat. and Cons. Stat. 10916",
            ),
        ],
    ),
    # Pennsylvania (pa-ecode360-30854565): the act's article right before its section is the
    # section's address, one citation, never an article of this code
    (
        "in Article\nIX, Section 908, of the Pennsylvania Municipalities Planning Code,",
        [
            (
                "Article\nIX, Section 908, of the Pennsylvania Municipalities Planning Code",
                "Pa. Stat. and Cons. Stat.",
                "53 Pa. Stat. and Cons. Stat. 10908",
            )
        ],
    ),
    # a New York town's zoning administration: a statute's subsection after a comma, on the
    # next line
    (
        "engaged in agricultural pursuits as defined in Town Law § 271,\nSubsection 2. Terms of a",
        [("Town Law § 271,\nSubsection 2", "N.Y. Town Law", "N.Y. Town Law § 271(2)")],
    ),
    # Dickinson ND, chapter 25: a title numbered between two others, of a state's code
    (
        "but which is defined in Title 12.1 of the North Dakota Century Code, shall have",
        [
            (
                "Title 12.1 of the North Dakota Century Code",
                "N.D. Cent. Code",
                "N.D. Cent. Code, tit. 12.1",
            )
        ],
    ),
]


@pytest.mark.parametrize(("text", "expected"), SEEN)
def test_outside_law_of_the_seen_third(
    text: str, expected: list[tuple[str, str, str | None]]
) -> None:
    assert outside(text) == expected
