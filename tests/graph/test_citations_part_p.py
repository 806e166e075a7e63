"""Citations of part P's first-sight losses (tests/graph/devset_wide/open, README-P.md) and of
the false positives of parts open and seen: every text is from a real code; outside law keeps its
body and its numbers, and never resolves into the city's code."""

from __future__ import annotations

import pytest
from find_helpers import unit

from graph.find import find_citations, scan
from graph.resolve import build_index, resolve


def cited(text: str, section: str, state: str) -> list[tuple[str, str | None, str | None]]:
    """(raw, body, target) of every citation found in `text`, in `section` of `state`'s code."""
    u = unit(text, section)
    index = build_index([section], [])
    found = find_citations(u, sentences=None, state=state)
    return [(c.raw, c.reference.code, c.target) for c in found for c in resolve(c, u, index)]


_INSERTED = (
    "23-114.05 County zoning; violations; penalty. The use of any building in violation of "
    "sections 23-114 to 23-115.02, 23-174.02, and 23-376 shall be a misdemeanor. (Class III "
    "Misdemeanor (Neb. Rev. Stat. 28-106))."
)


@pytest.mark.parametrize(
    ("text", "section", "state", "expected"),
    [
        # Woonsocket RI ch. 1: the General Laws by their initials and 1956 edition, `Sec.` after
        (
            "conferred or imposed by charter or by special acts relating to it, G. L. 1956, Sec. "
            "45-2-1; scope of ordinances",
            "1-1",
            "RI",
            [("G. L. 1956, Sec. 45-2-1", "R.I. Gen. Laws", "R.I. Gen. Laws § 45-2-1")],
        ),
        # Dakota County NE § 518 inserts a Nebraska statute: its bare numbers are the statutes'
        # (the text names them before `28-106`, the county's section is numbered unlike them)
        (
            _INSERTED,
            "518",
            "NE",
            [
                ("sections 23-114", "Neb. Rev. Stat.", "Neb. Rev. Stat. § 23-114"),
                ("23-115.02", "Neb. Rev. Stat.", "Neb. Rev. Stat. § 23-115.02"),
                ("23-174.02", "Neb. Rev. Stat.", "Neb. Rev. Stat. § 23-174.02"),
                ("23-376", "Neb. Rev. Stat.", "Neb. Rev. Stat. § 23-376"),
                ("Neb. Rev. Stat. 28-106", "Neb. Rev. Stat.", "Neb. Rev. Stat. § 28-106"),
            ],
        ),
        # the same text in a code numbered as the statutes are: nothing certain, the numbers
        # stay this code's reading
        (
            _INSERTED,
            "23-100",
            "NE",
            [
                ("sections 23-114", None, "23-114"),
                ("23-115.02", None, "23-115.02"),
                ("23-174.02", None, "23-174.02"),
                ("23-376", None, "23-376"),
                ("Neb. Rev. Stat. 28-106", "Neb. Rev. Stat.", "Neb. Rev. Stat. § 28-106"),
            ],
        ),
        # Roanoke VA's footnotes (section `1`): the state's code named in the state law note,
        # but no statute reprinted: the cross references stay the code's own
        (
            "Cross reference— \n Finance generally, § 2-166 et seq.; dog licenses, § 6-40 et "
            "seq.\n\nState Law reference— \n Licenses generally, Code of Virginia, §§ "
            "58-239—58-404.01.\n",
            "1",
            "VA",
            [
                ("§ 2-166 et seq.", None, None),
                ("§ 6-40 et seq.", None, None),
                ("Code of Virginia, §§ 58-239", "Va. Code", "Va. Code § 58-239"),
                ("58-404.01", "Va. Code", "Va. Code § 58-404.01"),
            ],
        ),
        # with no body named on the page: unresolved, never the state's by a guess
        (
            "in violation of sections 23-114 to 23-115.02 shall be a misdemeanor.",
            "518",
            "NE",
            [("sections 23-114", None, None), ("23-115.02", None, None)],
        ),
        # a Wisconsin board of appeals: the subdivision's number with its period before the body
        (
            "shall adopt rules for the conduct of its business as required by § 62.23(7)(e)3., "
            "Wis. Stats.\nA. Powers",
            "17-5",
            "WI",
            [("§ 62.23(7)(e)3., Wis. Stats.", "Wis. Stat.", "Wis. Stat. § 62.23(7)(e)3.")],
        ),
        # Brady NE's oath: `the Constitution of the state` is the citing code's state's
        (
            "shall take an oath to support the Constitution of the United States and the "
            "Constitution of the state and faithfully",
            "1-101",
            "NE",
            [
                ("Constitution of the United States", "U.S. Const.", "U.S. Const."),
                ("Constitution of the state", "state constitution", "state constitution"),
            ],
        ),
    ],
)
def test_part_p_forms(
    text: str, section: str, state: str, expected: list[tuple[str, str | None, str | None]]
) -> None:
    assert cited(text, section, state) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a Spokane page's breadcrumb trail names the page's own place: no citation
        (
            "Spokane Municipal Code\n\nChapter 17G.050\nSection 17G.050.070\n\nSection "
            "17G.050.070 Jurisdiction\n",
            [],
        ),
        # a village charter's analysis: an article's heading over its title and first section
        (
            "Article II.\nOf the Council and President.\n   § 1.   Generally.\n   § 2.   "
            "Qualifications of members.\n",
            [],
        ),
        # an article named alone on a wrapped line, a sentence after it: cited
        ("as provided in\nArticle I.\nThe board shall meet.\n", ["Article I"]),
        # a table's caption after a colon: a caption
        ("summarizes.\nTable 23: Review Bodies and the Associated Public Hearings\n", []),
        # a table named inside a sentence, or over a list of labels: cited
        ("as shown in Table 23: the hearings", ["Table 23"]),
        ("Table 3\n(a) uses", ["Table 3"]),
        # sections listed one to a line are cited, each
        (
            "the following:\nSection 17.04.020\nSection 17.04.030\n",
            ["Section 17.04.020", "Section 17.04.030"],
        ),
        # Center ND's enacting ordinance: its sections' run-in capital headings are no citations
        (
            "NORTH DAKOTA:\nSection 1. CITY OF CENTER REVISED ORDINANCES OF 2005. This ordinance "
            "shall be known and cited as the Center Revised Ordinances of 2005.\nSection 2. "
            "ENACTMENT. The Center Revised Ordinances of 2005 is adopted.\n",
            [],
        ),
        # a run-in heading's sentence case title is a citation's context: kept
        ("as provided in\nSection 5. A permit is required", ["Section 5"]),
        # an ordinance's section after the ordinance's number (a note, a page's footer): its own
        ("(From Ordinance 97-2, Sec. 1; Misdemeanor with fine)", []),
        ("Effective Date: Friday, June 3, 2011\n\nORD C34716 Section 5\n\nOctober 22, 2020", []),
        # the section before the ordinance is cited as ever
        ("See Section 5 of Ordinance 77.", ["Section 5"]),
    ],
)
def test_false_positives_set_apart(text: str, expected: list[str]) -> None:
    assert [text[h.start : h.end] for h in scan(text).hits] == expected
