"""Citations of part Q's first-sight losses (tests/graph/devset_wide/open, README-Q.md): every text
is from a real code or a village's page about its code; outside law keeps its body and its
numbers, and this code's own numbers never become outside law."""

from __future__ import annotations

import pytest
from find_helpers import unit

from graph.find import find_citations
from graph.resolve import build_index, resolve


def cited(
    text: str, section: str, state: str, indexed: tuple[str, ...] = ()
) -> list[tuple[str, str | None, str | None]]:
    """(raw, body, target) of every citation found in `text`, in `section` of `state`'s code
    (a corpus holding `section` and `indexed`)."""
    u = unit(text, section)
    index = build_index([section, *indexed], [])
    found = find_citations(u, sentences=None, state=state)
    return [(c.raw, c.reference.code, c.target) for c in found for c in resolve(c, u, index)]


@pytest.mark.parametrize(
    ("text", "section", "state", "indexed", "expected"),
    [
        # Windsor WI's page: a statute, then two sections that repeat their keyword, the list
        # ending in the code's own name: the code's sections, never Wisconsin statutes
        (
            "The duty and function of the Board of Appeals is further prescribed in Wis. Stats. "
            "§62.23(7)(e) and Sec. 25-64 and Sec. 52-100 of the Code of Ordinances.",
            "1-1",
            "WI",
            ("25-64", "52-100"),
            [
                ("Wis. Stats. §62.23(7)(e)", "Wis. Stat.", "Wis. Stat. § 62.23(7)(e)"),
                ("Sec. 25-64", None, "25-64"),
                ("Sec. 52-100 of the Code of Ordinances", None, "52-100"),
            ],
        ),
        # without the code's name after them: a `Sec.` item of another shape than the statute's
        # (hyphen, not period) is the code's; one of its shape stays the statute's
        (
            "prescribed in Wis. Stats. §62.23(7)(e) and Sec. 25-64. Also Ohio R.C. 4511.19 and "
            "Section 4511.191 apply.",
            "1-1",
            "WI",
            ("25-64",),
            [
                ("Wis. Stats. §62.23(7)(e)", "Wis. Stat.", "Wis. Stat. § 62.23(7)(e)"),
                ("Sec. 25-64", None, "25-64"),
                ("Ohio R.C. 4511.19", "Ohio Rev. Code", "Ohio Rev. Code § 4511.19"),
                ("Section 4511.191", "Ohio Rev. Code", "Ohio Rev. Code § 4511.191"),
            ],
        ),
        # the same page: a chapter's title ends before the list's next chapter
        (
            "variances from the provisions of Chapter 25, Floodplain Zoning and Chapter 52, "
            "Zoning Districts, of the Code of Ordinances; and",
            "1-1",
            "WI",
            (),
            [
                ("Chapter 25, Floodplain Zoning", None, "25"),
                ("Chapter 52, Zoning Districts", None, "52"),
            ],
        ),
        # Ripley County IN § 150.02: the state's session laws in words, by chapter and by public
        # law (the state unnamed: `Acts`), then the Indiana Code
        (
            "Under the provisions of § 1, Ch. 348 of the Acts of the General Assembly of the state "
            "for 1965 as amended by § 1 of Pub. Law No. 236 of the Acts of the General Assembly of "
            "the state for 1971 ( I.C. 17-2-72-1), there is hereby established",
            "150.02",
            "IN",
            (),
            [
                (
                    "§ 1, Ch. 348 of the Acts of the General Assembly of the state for 1965",
                    "Acts",
                    "Acts of 1965, c. 348, § 1",
                ),
                (
                    "§ 1 of Pub. Law No. 236 of the Acts of the General Assembly of the state for "
                    "1971",
                    "Acts",
                    "P.L. 236-1971, § 1",
                ),
                ("I.C. 17-2-72-1", "Ind. Code", "Ind. Code § 17-2-72-1"),
            ],
        ),
        # Fairlawn OH: cross references by the parts of the codified ordinances after `see` and
        # after a see-list's `;`; a part's chapter before a caption naming the state's code is
        # this code's; a charter's subsection letter glued to its number
        (
            "      Building Commissioner/Zoning Inspector - see CHTR. Sec. 3.05D., Sec. 10.06; "
            "B. & H. 1440.01\n"
            "      Board of Zoning and Building Appeals - see CHTR. Art. XI; P. & Z. Ch. 1242\n"
            "      Ohio Building Code - see Ohio R.C. 3781.10\n",
            "1420.01",
            "OH",
            ("1440.01", "1242.01"),
            [
                ("CHTR. Sec. 3.05D", "city charter", "city charter § 3.05(D)"),
                ("Sec. 10.06", "city charter", "city charter § 10.06"),
                ("B. & H. 1440.01", None, "1440.01"),
                ("CHTR. Art. XI", "city charter", "city charter Article XI"),
                ("P. & Z. Ch. 1242", None, "1242"),
            ],
        ),
        # Fairlawn OH ch. 1420's editor's note: a state's codes by trade with the state after
        # (a title as printed; a description named as the state's code); the page's heading
        # line with the same name is no citation
        (
            "Residential Code of Ohio\nEditor's note:  Residential Code of Ohio, the Plumbing "
            "Code of the State of Ohio (Chapter 1424) and the National",
            "1420.01",
            "OH",
            ("1424.01",),
            [
                (
                    "Residential Code of Ohio",
                    "Residential Code of Ohio",
                    "Residential Code of Ohio",
                ),
                ("Plumbing Code of the State of Ohio", "Ohio Plumbing Code", "Ohio Plumbing Code"),
                ("Chapter 1424", None, "1424"),
            ],
        ),
        # Black Jack MO's zoning appendix: the state's statutes named `of the State of Missouri`
        (
            "shall be to the courts as provided by law and particularly by Chapter 89 of the "
            "Revised Statutes of the State of Missouri.\n",
            "410",
            "MO",
            (),
            [
                (
                    "Chapter 89 of the Revised Statutes of the State of Missouri",
                    "Mo. Rev. Stat.",
                    "Mo. Rev. Stat. ch. 89",
                ),
            ],
        ),
        # Ripley County IN § 150.02(D): a Uniform model code by its dotted initials
        (
            "promulgated by the Administrative Building Council of Indiana (U.B.C. as amended);",
            "150.02",
            "IN",
            (),
            [("U.B.C.", "Uniform Building Code", "Uniform Building Code")],
        ),
    ],
)
def test_part_q_citations(
    text: str,
    section: str,
    state: str,
    indexed: tuple[str, ...],
    expected: list[tuple[str, str | None, str | None]],
) -> None:
    got = cited(text, section, state, indexed)
    assert [g for g in got if g[0] in {e[0] for e in expected}] == expected
