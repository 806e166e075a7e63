"""Citations of part J's open codes (tests/graph/devset_wide/open, README-J.md): every text is
from a real code; outside law keeps its body and never resolves into the city's code."""

from __future__ import annotations

from dataclasses import replace

import pytest
from find_helpers import bodies_cited, unit, unit_targets
from test_outside_law_forms import outside

from graph.find import scan
from graph.resolve import build_index


@pytest.mark.parametrize(
    ("text", "section", "expected"),
    [
        # Eagle NE 2-202: a subsection, then `of section`, then the statute's name: its part
        (
            "shall not apply to decisions made under subsection (3) of section\n"
            "    Neb. Rev. Stat. sec. 19-929 or its successor;",
            "2-202",
            [("Neb. Rev. Stat.", "Neb. Rev. Stat. § 19-929(3)")],
        ),
        # Henlopen Acres DE, the charter: a chapter of a state's session laws by volume
        (
            "of the State of Delaware by 57 Laws of Delaware, Chapter 504. Amendments",
            "Charter",
            [("Del. Laws", "57 Del. Laws ch. 504")],
        ),
        (
            "as amended by 59 Del. Laws, c. 18, the Town",
            "Charter",
            [("Del. Laws", "59 Del. Laws ch. 18")],
        ),
        # Arab AL, Appendix A § 1004: the body named with `The` and its edition's year
        (
            "as provided in Section 11-52-80 of The Code of Alabama, 1975, as amended. No mem",
            "1004",
            [("Ala. Code", "Ala. Code § 11-52-80")],
        ),
        # Houston MN 150.01: a `§` lost in conversion, printed `?`
        (
            "M.S. ?326B.16 provides that a city which has not adopted",
            "150.01",
            [("Minn. Stat.", "Minn. Stat. § 326B.16")],
        ),
        # Houston MN 150.01: the same, before a range spaced around its hyphen
        (
            "established pursuant to M.S. ?326B.01 - 326B.998, as they may be amended",
            "150.01",
            [("Minn. Stat.", "Minn. Stat. § 326B.01"), ("Minn. Stat.", "Minn. Stat. § 326B.998")],
        ),
        # Battle Lake MN, chapter 152 (shoreland): a statute's dotted initials before its chapter
        (
            "and policies contained in M.S. Chapter 103F, Minn. Regulations parts 6120",
            "152.01",
            [("Minn. Stat.", "Minn. Stat. ch. 103F")],
        ),
        # a Delaware town's board of adjustment: the title's path down to its section
        (
            "In the granting or recommending of variances under Delaware Code, Title 22, Chapter 3,"
            " Subchapter II, §\n327, a time limit of one year",
            "160-40",
            [("Del. Code", "Del. Code tit. 22, § 327")],
        ),
        # Humboldt County CA's statutory references: `Gov’t` with a curly apostrophe, a caption
        # ending its sentence before it (which state's, the text leaves to the code's state)
        (
            "Accessory dwelling units. Gov’t Code § 65852.150 et seq.\n\nCoroners. Gov’t Code §§"
            " 27460 – 27530",
            "1-1",
            [
                ("Government Code", "Government Code § 65852.150"),
                ("Government Code", "Government Code § 27460"),
                ("Government Code", "Government Code § 27530"),
            ],
        ),
        # a Texas city's general penalty: `Local Gov’t Code` is Texas's, never California's
        (
            "as authorized by Tex. Local Gov’t Code § 54.001",
            "10-99",
            [("Tex. Loc. Gov't Code", "Tex. Loc. Gov't Code § 54.001")],
        ),
        # Lakota ND 17.0102: a state's statutes by their initials after the chapter, a space
        # between
        (
            "compensation, and meetings shall be as provided by Chapter 40-48 NDCC.\n17.0103 Ex",
            "17.0102",
            [("N.D. Cent. Code", "N.D. Cent. Code ch. 40-48")],
        ),
        # Houston MN 150.01: a state's administrative rules, its state abbreviated, a chapter
        (
            "and as provided for in Minn. Rules Ch. 1341, as it may be amended from time to time",
            "150.01",
            [("Minn. R.", "Minn. R. ch. 1341")],
        ),
    ],
)
def test_parts_of_outside_law_stay_outside(
    text: str, section: str, expected: list[tuple[str, str | None]]
) -> None:
    assert outside(text, section) == expected


TEXAS = (
    "The city hereby adopts chapter 214, subchapter A, of the Texas Local Government Code, as"
    " amended, and the following minimum standards. In the event that any provision of this"
    " article conflicts with chapter 214, subchapter A, or in the event that any provision of"
    " chapter 214, subchapter A has been omitted from this section, chapter 214 shall control"
)
SUBCHAPTER = ("Tex. Loc. Gov't Code", "Tex. Loc. Gov't Code ch. 214, subch. A")


@pytest.mark.parametrize(
    ("text", "chapter", "expected"),
    [
        # a Texas city's dangerous buildings article: a division path with its body after it,
        # then the same chapter said again bare: the body's, never this code's
        (
            TEXAS,
            "",
            [
                ("chapter 214, subchapter A, of the Texas Local Government Code", *SUBCHAPTER),
                ("chapter 214, subchapter A", *SUBCHAPTER),
                ("chapter 214, subchapter A", *SUBCHAPTER),
                ("this section", "local", "14-1"),
                ("chapter 214", "Tex. Loc. Gov't Code", "Tex. Loc. Gov't Code ch. 214"),
            ],
        ),
        # a chapter not printed as the earlier citation opens, or the text's own, stays as read
        (
            "adopts chapter 214, subchapter A, of the Texas Local Government Code. The board of"
            " chapter 2 hears it under chapter 214",
            "214",
            [
                ("chapter 214, subchapter A, of the Texas Local Government Code", *SUBCHAPTER),
                ("chapter 2", "local", "2"),
                ("chapter 214", "local", "214"),
            ],
        ),
    ],
)
def test_a_chapter_of_outside_law_said_again(
    text: str, chapter: str, expected: list[tuple[str, str, str | None]]
) -> None:
    assert bodies_cited(text, "14-1", chapter, ("2", "214")) == expected


@pytest.mark.parametrize(
    ("text", "section", "expected"),
    [
        # Carteret County NC, Appendix D (airport zoning) § 8: the appendix the section is in
        (
            "or otherwise use his property in violation of this Appendix may apply to the Board",
            "Appendix D, § 8",
            [("division", "Appendix D")],
        ),
        # a section in no appendix: nothing to link to
        ("in violation of this Appendix may apply", "14-1", []),
    ],
)
def test_this_appendix(text: str, section: str, expected: list[tuple[str, str | None]]) -> None:
    u = replace(unit(text, section), chapter=None, title=None)
    index = build_index([section], [], divisions=["Appendix D"])
    assert unit_targets(u, index) == expected


@pytest.mark.parametrize(
    ("text", "cited"),
    [
        # Arab AL, Appendix A § 1004, and Carteret County NC, Appendix D § 8: an appendix's own
        # section heading, a bare number and its title ending the line, is no citation
        ("§ 1004. Zoning Board of Adjustment: Duties and Powers.  \n\n\nLatest version.", []),
        ("§ 8. Establishment and Powers of the Board of Appeals.\nThere is hereby", []),
        # a rule's sentence after a bare number stays a citation
        ("§ 8. The Board shall hear appeals.\n", ["§ 8"]),
    ],
)
def test_a_bare_numbered_heading(text: str, cited: list[str]) -> None:
    assert [text[h.start : h.end] for h in scan(text).hits] == cited
    assert scan(text).headings == ()
