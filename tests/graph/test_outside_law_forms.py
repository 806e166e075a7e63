"""Outside law as municipal codes print it, misprints and all (issue 19): a hyphen for a
colon, a space inside a number, a Public Law's lost dash, a title and its chapter cited as one,
session laws and constitutions named in a note's heading. Every text is from a real code of
tests/graph/devset_wide/open; each citation keeps its body of law and never resolves into the
city's code."""

from __future__ import annotations

import pytest
from find_helpers import resolved

from graph.records import CitationKind


def outside(text: str, section: str = "4-32") -> list[tuple[str, str | None]]:
    """(body, target) of every external citation in `text`; fails on any local one resolved."""
    found = resolved(text, section)
    assert not [c.raw for c in found if c.target_kind is not CitationKind.EXTERNAL and c.target]
    return [
        (c.reference.code or "", c.target) for c in found if c.target_kind is CitationKind.EXTERNAL
    ]


FORMS: list[tuple[str, list[tuple[str, str | None]]]] = [
    # Jefferson Parish LA: a hyphen printed for the colon of `title:section`
    (
        "State Law reference— Emergency telephone service, R.S. 45-791.",
        [("La. Stat.", "La. Stat. § 45:791")],
    ),
    # a Louisiana number with its colon stays as printed
    ("Similar provisions, R.S. 26:276.", [("La. Stat.", "La. Stat. § 26:276")]),
    # a New Jersey township: a space printed inside the number
    (
        "pursuant to N.J.S.A. 40:55 D-29 and",
        [("N.J. Stat.", "N.J. Stat. § 40:55D-29")],
    ),
    # Athens-Clarke GA: Georgia's chapters are numbered title-chapter
    (
        "as defined in O.C.G.A. tit. 46, ch. 3, and",
        [("Ga. Code", "Ga. Code ch. 46-3")],
    ),
    # New Jersey's chapters are `title:chapter`
    (
        "adopted pursuant to Chapter 63 of Title 40A of the New Jersey Statutes Annotated",
        [("N.J. Stat.", "N.J. Stat. ch. 40A:63")],
    ),
    # Jefferson Parish LA: a Public Law whose dash was lost (the 88th Congress's 525th law)
    (
        "in violation of the provisions of Public Law 88525 and",
        [("Pub. L.", "Pub. L. 88-525")],
    ),
    ("under Public Law 101336, the", [("Pub. L.", "Pub. L. 101-336")]),
    ("under Pub. L. No. 107-150, the", [("Pub. L.", "Pub. L. 107-150")]),
    # Warrensburg MO: a division's word abbreviated with a capital (`Ch.`) after the body's name
    (
        "crimes and punishments generally, RSMo Ch. 556 et seq.; culpable",
        [("Mo. Rev. Stat.", "Mo. Rev. Stat. ch. 556")],
    ),
    # St. John IN: `IC` before a hyphenated number, its level by its parts' count
    (
        "General municipal powers. IC 36-1-3, 36-1-4\n\nPublication of notices. IC 5-3\n\n"
        "Town ordinances and resolutions. IC 36-5-2-9.2 et seq.",
        [
            ("Ind. Code", "Ind. Code ch. 36-1-3"),
            ("Ind. Code", "Ind. Code ch. 36-1-4"),
            ("Ind. Code", "Ind. Code art. 5-3"),
            ("Ind. Code", "Ind. Code § 36-5-2-9.2"),
        ],
    ),
    # Beaverton OR: a list of chapters opened by a plural word
    (
        "Procedures, fines and penalties for traffic violations. ORS Chapters 153 and 801 et seq.",
        [
            ("Or. Rev. Stat.", "Or. Rev. Stat. ch. 153"),
            ("Or. Rev. Stat.", "Or. Rev. Stat. ch. 801"),
        ],
    ),
    # St. John IN: Indiana numbers its constitution's articles in Arabic, Georgia in Roman
    (
        "Suffrage and elections. Indiana Const. Art. 2 and Ga. Const. art. 9, § 2",
        [("Ind. Const.", "Ind. Const. art. 2"), ("Ga. Const.", "Ga. Const. art. IX, § 2")],
    ),
    # Caldwell ID: a constitution named in lower case after its state, its place before it
    (
        "and article 12, section 2 of the Idaho constitution, as amended",
        [("Idaho Const.", "Idaho Const. art. XII, § 2")],
    ),
    # no state named: no constitution read; the laws joined to it are state law (Fruitland ID)
    ("as authorized by the constitution and laws of the state; and", [("state law", None)]),
    # Boone County KY: a range of dotted numbers with a spaced hyphen
    (
        "Statutory reference:\n   Open Meetings Act, see KRS 61.800 - 61.850\n",
        [
            ("Ky. Rev. Stat.", "Ky. Rev. Stat. § 61.800"),
            ("Ky. Rev. Stat.", "Ky. Rev. Stat. § 61.850"),
        ],
    ),
    # short names that name zones too, before no statute's shape: no citation
    ("in the IC 1 zone, the RS 7 zone and the MCA 2 district", []),
    # Elyria OH (codified ordinances): the charter abbreviated in a cross reference
    (
        "Referral of zoning ordinances to Planning Commission - see CHTR. § 4.12\n",
        [("city charter", "city charter § 4.12")],
    ),
    # Spanish Fork UT: a lower-case letter inside a statute's number, read whole
    (
        "as provided in Utah Code Annotated §10-9a-101 et seq., the",
        [("Utah Code Ann.", "Utah Code Ann. § 10-9a-101")],
    ),
    (
        "see Utah Code Ann. §10-9a-103(4), the",
        [("Utah Code", "Utah Code § 10-9a-103(4)")],
    ),
]


@pytest.mark.parametrize(("text", "expected"), FORMS)
def test_outside_law_as_printed(text: str, expected: list[tuple[str, str | None]]) -> None:
    assert outside(text) == expected


SESSIONS: list[tuple[str, list[tuple[str, str | None]]]] = [
    # Athens-Clarke GA: a constitution named only by its note's heading
    (
        "State Constitution reference— Municipal ambulance and emergency rescue services, Art. 9,"
        " § 2, para. 3.\nState Law reference— Motor vehicle accident insurance",
        [("state constitution", "state constitution art. IX, § 2, ¶ 3")],
    ),
    # Shelton WA: the year's laws after their chapter (which state's, unsaid)
    (
        "authority of Chapter 213, Laws of 1977, First Extraordinary Session, the",
        [("Acts", "Acts of 1977, c. 213")],
    ),
    ("authority of Chapter 213, Laws of 1977. The", [("Acts", "Acts of 1977, c. 213")]),
    # a Massachusetts bylaw: a chapter's section of the year's acts
    (
        "the Zoning Act, MGL. c. 40A, as\namended, and Ch. 808, § 2A, Acts of 1975.\nThis",
        [("Mass. Gen. Laws", "Mass. Gen. Laws ch. 40A"), ("Acts", "Acts of 1975, c. 808, § 2A")],
    ),
    # Jefferson Parish LA: an act said before takes the earlier citation's legislature and year
    (
        "pursuant to the authority of Act No. 29 of the Extraordinary Session of the Legislature"
        " of\nLouisiana for the year 1964 and a special election; pursuant to the authority of the"
        " aforesaid Act No.\n29 and a special election",
        [("La. Acts", "La. Acts 1964, No. 29"), ("La. Acts", "La. Acts 1964, No. 29")],
    ),
    # a New Jersey township: a Pamphlet Law's section and subsection before it
    (
        "subsection d. of section 57 of P.L. 1975 c.291 (C.40:55D-70)",
        [("P.L.", "P.L. 1975, c. 291, § 57(d)"), ("N.J. Stat.", "N.J. Stat. § 40:55D-70")],
    ),
    # Somerville MA: a General Laws section's path after a space; sections joined by `&`
    (
        "awarded by the city under G. L. c. 149, § 44A (2) where the amount",
        [("Mass. Gen. Laws", "Mass. Gen. Laws ch. 149, § 44A(2)")],
    ),
    (
        "as defined by G. L. c. 23, §§ 11H & 11I for each",
        [
            ("Mass. Gen. Laws", "Mass. Gen. Laws ch. 23, § 11H"),
            ("Mass. Gen. Laws", "Mass. Gen. Laws ch. 23, § 11I"),
        ],
    ),
    # Somerville MA: session laws by year then chapter, the year carried to a second chapter
    (
        "repealed: St.1899, c. 240, establishing a charter",
        [("Acts", "Acts of 1899, c. 240")],
    ),
    (
        "Commission; St. 1928, c. 49 and c. 81, St. 2021, c. 63 relating",
        [
            ("Acts", "Acts of 1928, c. 49"),
            ("Acts", "Acts of 1928, c. 81"),
            ("Acts", "Acts of 2021, c. 63"),
        ],
    ),
    # Somerville MA: chapter then year; a chapter said before takes its year
    (
        "St. 2022, c. 312, making c. 240 of 1899 gender neutral",
        [("Acts", "Acts of 2022, c. 312"), ("Acts", "Acts of 1899, c. 240")],
    ),
    (
        "amended Chapter 240 of the Acts of 1899, notwithstanding any reference to said c. 240:",
        [("Acts", "Acts of 1899, c. 240"), ("Acts", "Acts of 1899, c. 240")],
    ),
    # Somerville MA: an act's sections listed before it, a range among them
    (
        "and ss. 1-10, 26, 59 and 60 of c. 400 of the Acts of 2012 until",
        [
            ("Acts", "Acts of 2012, c. 400, § 1"),
            ("Acts", "Acts of 2012, c. 400, § 10"),
            ("Acts", "Acts of 2012, c. 400, § 26"),
            ("Acts", "Acts of 2012, c. 400, § 59"),
            ("Acts", "Acts of 2012, c. 400, § 60"),
        ],
    ),
    # Somerville MA: the sections of an act named earlier in the sentence
    (
        "repealed: St.1899, c. 240, establishing a charter; provided, however, that section 38 "
        "establishing the board, and section 43 requiring",
        [
            ("Acts", "Acts of 1899, c. 240"),
            ("Acts", "Acts of 1899, c. 240, § 38"),
            ("Acts", "Acts of 1899, c. 240, § 43"),
        ],
    ),
    # California: `Stats.` and `ch.`
    ("as added by Stats. 1965, ch. 1144, the", [("Acts", "Acts of 1965, c. 1144")]),
]


@pytest.mark.parametrize(("text", "expected"), SESSIONS)
def test_session_laws_and_constitutions_said_elsewhere(
    text: str, expected: list[tuple[str, str | None]]
) -> None:
    assert outside(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        # no earlier act of that number: which legislature's is unsaid, so nothing is read
        "pursuant to the aforesaid Act No. 29 and a special election",
        # the year's laws without a chapter: no provision named
        "as the Laws of 1977 provided, the",
        # a chapter said before, but no session law of it cited: which one is unsaid
        "notwithstanding any reference to said c. 240: the",
        # sections listed with no act after them
        "and ss. 1-10, 26 and 60 until such time",
    ],
)
def test_no_session_law_without_its_legislature(text: str) -> None:
    assert outside(text) == []


@pytest.mark.parametrize(
    "text",
    [
        # a section after the act's sentence ended, or of a law named after it
        "as amended by St. 1989, c. 355. The board under section 38 shall",
        "as amended by St. 1989, c. 355, and section 3 of the zoning ordinance",
    ],
)
def test_a_section_is_an_acts_only_in_its_sentence(text: str) -> None:
    assert outside(text) == [("Acts", "Acts of 1989, c. 355")]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # China Grove NC, Jefferson Parish LA: law listed by every level of government says only
        # that some law exists (descriptive, part B's README)
        ("The use complies with all other applicable Federal, State and local laws.", []),
        ("comply with provisions of local, state, or federal laws, regulations, or orders", []),
        ("will make the structure in violation of other Federal, State, or local laws", []),
        # Jefferson Parish LA: the law a provision takes its authority from is listed
        ("As provided by state and local laws, this UDC", [("state law", None)]),
        # (state and federal law: two citations, one each: README-B)
        (
            "penalties provided by state and federal law.",
            [("state law", None), ("federal law", None)],
        ),
        # Newark NJ: the charter named before another law without a number is no alias of it
        (
            "as may be provided by the Charter, General Law, these Revised General Ordinances",
            [("city charter", None), ("state law", None)],
        ),
        # Culpeper County VA, Lovington NM: a state's body named by the state
        ("as authorized by the Code of Virginia and applicable regulations.", [("Va. Code", None)]),
        (
            "in accordance with the laws of the Commonwealth of Virginia and",
            [("state law", None)],
        ),
        ("pursuant to the laws of New Mexico, the", [("state law", None)]),
        # its sections listed after it are its own (Culpeper County VA § 9-6)
        (
            "granted by the Code of Virginia, including but not limited to §§ 15.2-1200 et seq., "
            "15.2-2200 et seq., and 62.1-44.19:3 of the Code",
            [
                ("Va. Code", "Va. Code § 15.2-1200"),
                ("Va. Code", "Va. Code § 15.2-2200"),
                ("Va. Code", "Va. Code § 62.1-44.19:3"),
            ],
        ),
        # none: a company's place of making; sections listed elsewhere (Randolph IA); `laws of`
        # without an article (a Pennsylvania township): only that some law exists
        ("a corporation organized under the laws of the State of Delaware", []),
        ("These sections of the Code of Iowa are adopted by reference", []),
        # a section's own heading (Culpeper County VA § 8E-14)
        ("## 8E-14. Compliance with the Code of Virginia.\n\nThe", []),
        ("8E-14. Compliance with the Code of Virginia.\n\nThe", []),
        ("ordinances of the Township and laws of the Commonwealth of Pennsylvania.", []),
    ],
)
def test_law_named_without_a_number(text: str, expected: list[tuple[str, str | None]]) -> None:
    assert outside(text) == expected


ACTS: list[tuple[str, list[tuple[str, str | None]]]] = [
    # a Michigan township: a section of a public act, codified (MZEA § 406 is MCL 125.3406)
    (
        "In accordance with Section 406 of Michigan Public Act 110 of 2006, as amended, the",
        [("Mich. Comp. Laws", "Mich. Comp. Laws § 125.3406")],
    ),
    (
        "Section 301(2) of the Michigan Zoning Enabling Act, being MCL 125.3301(2)",
        [
            ("Mich. Comp. Laws", "Mich. Comp. Laws § 125.3301(2)"),
            ("Mich. Comp. Laws", "Mich. Comp. Laws § 125.3301(2)"),
        ],
    ),
    # an act the code names alone: its codification, et seq. (Chicago; a New York town; a
    # Massachusetts bylaw)
    (
        'converted to condominiums pursuant to the "Illinois Condominium Act" and contains',
        [("Ill. Comp. Stat.", "765 Ill. Comp. Stat. 605")],
    ),
    (
        "The Town Board will comply with the provisions of SEQRA with respect to any decision",
        [("N.Y. Envtl. Conserv. Law", "N.Y. Envtl. Conserv. Law art. 8")],
    ),
    (
        "except pesticides registered and labeled under provisions of FIFRA and Chapter 132B of"
        " the Massachusetts General Laws, or",
        [("U.S.C.", "7 U.S.C. § 136"), ("Mass. Gen. Laws", "Mass. Gen. Laws ch. 132B")],
    ),
    # a New Jersey township: a section of the Municipal Land Use Law is N.J.S.A. 40:55D-…
    (
        "as set forth in Section 25 of the Municipal Land Use Law.",
        [("N.J. Stat.", "N.J. Stat. § 40:55D-25")],
    ),
    # …and its subsection printed after the section's number
    (
        "including conditional uses and relief under subsection\n70d. of the Municipal Land Use"
        " Law.\nF. To review",
        [("N.J. Stat.", "N.J. Stat. § 40:55D-70(d)")],
    ),
]


@pytest.mark.parametrize(("text", "expected"), ACTS)
def test_acts_as_the_body_they_are_codified_in(
    text: str, expected: list[tuple[str, str | None]]
) -> None:
    assert outside(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "the SEQRAS board",  # part of a longer word
        "a Public Act 110 of 2006 grant",  # no state: no act of the registry
    ],
)
def test_no_act_where_none_is_named(text: str) -> None:
    assert [body for body, _ in outside(text)] in ([], ["Pub. Acts"])


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # Edgar WI: Wisconsin prints the subdivisions under a paragraph bare (`(e)3.`)
        (
            "as provided in Section 62.23(7)(e)3, Wis. Stats.",
            [("Wis. Stat.", "Wis. Stat. § 62.23(7)(e)3.")],
        ),
        ("Wis. Stats. § 62.23(7)(e), or", [("Wis. Stat.", "Wis. Stat. § 62.23(7)(e)")]),
        # a Massachusetts bylaw: the General Laws named alone (outside law, no provision)
        (
            "as set forth in the Table of Use Regulations, or as exempted by the General Laws, or"
            " by variance",
            [("Mass. Gen. Laws", None)],
        ),
        ("under the Massachusetts General Laws, and", [("Mass. Gen. Laws", None)]),
        # Somerville MA (old set): `the General Laws of Massachusetts` says only that law exists
        ("a higher penalty is permitted under the General Laws of Massachusetts, such", []),
    ],
)
def test_bodies_as_they_print_themselves(text: str, expected: list[tuple[str, str | None]]) -> None:
    assert outside(text, "3") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # Davis CA noise chapter: a standard by its body's name and its designation
        (
            "within the performance specifications in the American National Standards Institute"
            " Standards S1.4, Specification of Decibel Meter Sound Level Meters.",
            [("ANSI", "ANSI S1.4")],
        ),
        (
            "as given in the American National Standards Institute Standard S1.1, Acoustic"
            " Terminology, Paragraph 2.9, or successor references.",
            [("ANSI", "ANSI S1.1 ¶ 2.9")],
        ),
        ("compacted to 95 percent per ASTM D 1557 and", [("ASTM", "ASTM D1557")]),
        # the body named alone, or inside a word: no standard
        ("meets the applicable ANSI standards for", []),
        ("the NFPAs rules", []),
    ],
)
def test_standards(text: str, expected: list[tuple[str, str | None]]) -> None:
    assert outside(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # Jefferson Parish LA: the parish's charter named alone (outside law, no provision)
        (
            "As provided by state and local laws and the Parish Charter, this UDC shall be",
            [("state law", None), ("parish charter", None)],
        ),
        ("such powers as granted by the Charter and", [("city charter", None)]),
        # a charter's section keeps its number (Roanoke VA's notes)
        ("Charter reference— Powers, § 53.", [("city charter", "city charter § 53")]),
        # `Charter` naming something else
        ("the Charter Township of Flint shall", []),
        ("a charter school or", []),
    ],
)
def test_charters(text: str, expected: list[tuple[str, str | None]]) -> None:
    assert outside(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # part C's alias rule: an act's name beside its number is the number's name, no entry
        (
            "the Michigan Open Meetings Act, being MCL 15.261 et seq., the",
            [("Mich. Comp. Laws", "Mich. Comp. Laws § 15.261")],
        ),
        (
            "under the Municipal Land Use Law of 1975, N.J.S.A. 40:55D-1 et seq., the",
            [("N.J. Stat.", "N.J. Stat. § 40:55D-1")],
        ),
        # named alone, the act is its codification
        ("as required by the MZEA, the", [("Mich. Comp. Laws", "Mich. Comp. Laws § 125.3101")]),
    ],
)
def test_a_name_beside_its_number_is_an_alias(
    text: str, expected: list[tuple[str, str | None]]
) -> None:
    assert outside(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # China Grove NC: a state's building code, the state abbreviated, and its volumes
        (
            "built to the North Carolina State Building Code, Vol. 1, § 202 and Vol. VII, § 202."
            " A dormitory",
            [
                ("N.C. State Building Code", "N.C. State Building Code vol. 1 § 202"),
                ("N.C. State Building Code", "N.C. State Building Code vol. VII § 202"),
            ],
        ),
        (
            "built to the North Carolina State Building Code and",
            [("N.C. State Building Code", "N.C. State Building Code")],
        ),
        # model codes named as before (the code itself, adopted whole)
        (
            "the International Building Code and",
            [("International Building Code", "International Building Code")],
        ),
    ],
)
def test_model_codes(text: str, expected: list[tuple[str, str | None]]) -> None:
    assert outside(text) == expected
