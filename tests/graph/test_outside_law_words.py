"""Outside law named in words, without a number (issue 19's wide set): `state statutes`, `the
statutes of the State of Nebraska`, `by General Statute` are state law, external and never a
target; the reader sent to the statutes (`refer the code user to state statutes`) and the body
of a numbered section (`section 11-805 of the statutes of the state`) cite nothing of their own;
`the Act` names the act its sentence named. Every text is from a real code of the wide set."""

from __future__ import annotations

import pytest
from find_helpers import resolved

from graph.records import CitationKind


def outside(text: str) -> list[tuple[str, str, str, str | None]]:
    """(raw, body, jurisdiction, target) of every external citation in `text`."""
    return [
        (r.raw, r.reference.code or "", r.reference.jurisdiction, r.target)
        for r in resolved(text, "4-5")
        if r.target_kind is CitationKind.EXTERNAL
    ]


WORDS: list[tuple[str, list[tuple[str, str, str, str | None]]]] = [
    # Alpharetta GA, Kittery ME, Cobb County GA: `state statute(s)`.
    (
        "shall comply with the provisions of this chapter and all applicable state statutes, incl",
        [("state statutes", "state law", "", None)],
    ),
    (
        "repeal of any other powers granted by state statute. In addition",
        [("state statute", "state law", "", None)],
    ),
    # Aurora NE: the state named after the statutes; the statute it names next is its own.
    (
        "In accordance with the statutes of the State of Nebraska, including Neb. RS 17-505, any",
        [
            ("the statutes of the State of Nebraska", "state law", "NE", None),
            ("Neb. RS 17-505", "Neb. Rev. Stat.", "NE", "Neb. Rev. Stat. § 17-505"),
        ],
    ),
    # Choteau MT (a line break inside), Pawnee IL.
    (
        "The duties of the attorney shall be such as prescribed by the statutes of the\nstate of "
        "Montana.",
        [("the statutes of the\nstate of Montana", "state law", "MT", None)],
    ),
    (
        "B.   Procedure: In accordance with the applicable statutes of the state, as follows:",
        [("the applicable statutes of the state", "state law", "", None)],
    ),
    # Johnston County NC: `General Statute` in the singular (the plural names a body).
    (
        "unless otherwise provided for within this chapter or by General Statute, any person in",
        [("General Statute", "state law", "", None)],
    ),
    (
        "North Carolina General Statutes",
        [("North Carolina General Statutes", "N.C. Gen. Stat.", "NC", None)],
    ),
    # Davis CA: federal.
    (
        "in accordance with federal statute or regulation, and any newspaper",
        [("federal statute", "federal law", "US", None)],
    ),
    # Statutory-reference tables' preambles (Beaverton OR, Bridger MT, Campobello SC): the
    # reader is sent to the statutes; no citation.
    (
        "The statutory references listed below refer the code user to state statutes applicable "
        "to Oregon cities.",
        [],
    ),
    (
        "The statutory references direct the code user to those portions of the state statutes "
        "that are applicable to the laws of the municipality.",
        [],
    ),
    ("thus providing a cross reference to relevant state statutes and city ordinances.", []),
    # Choteau MT, Jefferson Parish LA: the statutes a numbered section is of.
    (
        "The duties of the clerk shall be such as are prescribed by section 11-805 of\nthe "
        "statutes of the state.",
        [],
    ),
    ("issued pursuant to that section of the federal statute by the United States Secretary", []),
    # Detroit MI: `the Act` after an act its sentence named is that act, named alone; Santa Rosa
    # County FL: a defined term whose act the text never names is none.
    (
        "as provided in Section 301(2) of the Michigan Zoning Enabling Act, being MCL 125.3301(2),"
        " and shall perform the duties as provided for in the Act in connection with",
        [
            (
                "Section 301(2) of the Michigan Zoning Enabling Act",
                "Mich. Comp. Laws",
                "MI",
                "Mich. Comp. Laws § 125.3301(2)",
            ),
            ("MCL 125.3301(2)", "Mich. Comp. Laws", "MI", "Mich. Comp. Laws § 125.3301(2)"),
            ("the Act", "Mich. Comp. Laws", "MI", "Mich. Comp. Laws § 125.3101"),
        ],
    ),
    ("Development has the meaning given in the Act. Rules apply", []),
]


@pytest.mark.parametrize(("text", "expected"), WORDS)
def test_law_named_in_words(text: str, expected: list[tuple[str, str, str, str | None]]) -> None:
    assert outside(text) == expected
