"""Outside law whose body is not printed beside its number: a bare section whose number opens
with a chapter of a body the text cited before it (`Chapter 414, Code of Iowa` … `Section
414.2`), a state's rules named its `Regulations` and cited by `parts`, and federal acts named
alone or by their own sections, as the U.S. Code sections they are codified in.
Every text is from a real code."""

from __future__ import annotations

import pytest
from find_helpers import bodies_cited, resolved, unit
from test_outside_law_forms import outside

from graph.find import find_citations
from graph.records import CitationKind


@pytest.mark.parametrize(
    ("text", "section", "expected"),
    [
        # Adel IA, zoning enforcement and amendments: the chapter named in one paragraph, its
        # section bare in the next
        (
            "recourse from the decisions of the Board of Adjustment shall be to the District"
            " Court as provided by law and particularly by Chapter 414, Code of Iowa.\n   2.  "
            " Amendments.  The regulations may be amended.  Notwithstanding Section 414.2, as a"
            " part of an ordinance changing land",
            "17.04",
            [
                ("Iowa Code", "Iowa Code ch. 414"),
                ("Iowa Code", "Iowa Code § 414.2"),
            ],
        ),
        # Battle Lake MN 152.001: Minnesota's rules as `Regulations`, cited by `parts`, a range
        (
            "It is adopted pursuant to the authorization and policies contained in M.S."
            " Chapter 103F, Minn. Regulations parts 6120.2500 through 6120.3900, and the planning",
            "152.001",
            [
                ("Minn. Stat.", "Minn. Stat. ch. 103F"),
                ("Minn. R.", "Minn. R. § 6120.2500"),
                ("Minn. R.", "Minn. R. § 6120.3900"),
            ],
        ),
        # Jefferson Parish LA 27-156: a section of the Clean Water Act, by its title's run of
        # 33 U.S.C. (§ 402 is § 1342)
        (
            "a permit issued under section 402 of\nthe Clean Water Act (33 U.S.C. § 1342)",
            "27-156",
            [("U.S.C.", "33 U.S.C. § 1342"), ("U.S.C.", "33 U.S.C. § 1342")],
        ),
        # Mohave County AZ 30-13: a federal act named alone is its first section, et seq.
        (
            "reasonable accommodation as required by the Americans with Disabilities Act.",
            "30-13",
            [("U.S.C.", "42 U.S.C. § 12101")],
        ),
        # Glencoe IL, the charter's editor's note: the Illinois Municipal Code named alone, an
        # act of chapter 65 of the ILCS
        (
            'Particular attention should be directed to the provisions of the "Illinois Municipal'
            ' Code," codified as',
            "",
            [("Ill. Comp. Stat.", "65 Ill. Comp. Stat. 5")],
        ),
        # the same act's section, numbered as the act's (prefixed with it)
        (
            "pursuant to Section 11-13-3 of the Illinois Municipal Code",
            "9-7-3",
            [("Ill. Comp. Stat.", "65 Ill. Comp. Stat. 5/11-13-3")],
        ),
        # Jay OK 9-4-1: the same, a longer name
        (
            "built in compliance with the National Manufactured Housing Construction and Safety"
            " Standards Act",
            "9-4-1",
            [("U.S.C.", "42 U.S.C. § 5401")],
        ),
    ],
)
def test_outside_law_named_apart(
    text: str, section: str, expected: list[tuple[str, str | None]]
) -> None:
    assert outside(text, section) == expected


@pytest.mark.parametrize(
    ("text", "section", "chapter", "expected"),
    [
        # the citing section's own chapter opens the number: never carried to the statute
        (
            "as provided by Chapter 414, Code of Iowa. Notwithstanding Section 414.2, the",
            "414.1",
            "414",
            "Iowa Code",
        ),
    ],
)
def test_an_own_chapter_number_keeps_no_outside_body(
    text: str, section: str, chapter: str, expected: str
) -> None:
    found = bodies_cited(text, section, chapter)
    assert found[0][1] == expected
    assert [body for raw, body, _ in found if raw == "Section 414.2"] != [expected]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # Spanish Fork UT 15.4.20.0400: an amending act numbers its own sections, so its § 404
        # is not read as the codified act's
        (
            "permits under Section 404 of the Federal Water Pollution Control Act Amendments of"
            " 1972 (33 U.S.C. 1334)",
            "Federal Water Pollution Control Act Amendments of 1972",
        ),
    ],
)
def test_an_amending_act_is_not_the_act(text: str, expected: str) -> None:
    found = [c for c in resolved(text, "15.4.20.0400") if c.raw.startswith("Section")]
    assert [c.reference.code for c in found] == [expected]
    assert found[0].target_kind is CitationKind.EXTERNAL


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # Awendaw SC 51.99: two bodies share one `law`, after a verb of authority: two citations
        (
            "or final determination of the Department as required by state or federal law is"
            " subject to a civil penalty",
            [("state", "state law"), ("federal law", "federal law")],
        ),
        # Jefferson Parish LA 27-156: the penalties a law provides
        (
            "does not exclude or\nsupersede the penalties provided by state and federal law.",
            [("state", "state law"), ("federal law", "federal law")],
        ),
        # China Grove NC 9.10: a change in the law, no provision's force: none
        ("upon a finding that the change in State or Federal law has rendered", []),
        # a New Jersey land use board: `law or regulation` after the pair, any rule at all
        ("review of programs\nor plans required by state or federal law or regulation", []),
    ],
)
def test_a_shared_law_is_two_citations(text: str, expected: list[tuple[str, str]]) -> None:
    found = resolved(text, "51.99")
    assert [(c.raw, c.reference.code) for c in found] == expected
    assert all(c.target_kind is CitationKind.EXTERNAL and not c.target for c in found)


@pytest.mark.parametrize(
    ("text", "state", "expected"),
    [
        # Monticello UT, definitions: an act named after its title and chapter, no body said:
        # in a Utah code, the Utah Code's path
        (
            "interlocal cooperation entity established under Title 11, Chapter 13, Interlocal"
            " Cooperation Act; specified public utility",
            "UT",
            [("Utah Code", "Title 11, Chapter 13")],
        ),
        # Hurricane UT, title definitions: the same act in lower case, after its chapter
        (
            "interlocal cooperation entity established under title 11, chapter 13, interlocal"
            " cooperation act, specified public utility",
            "UT",
            [("Utah Code", "Chapter 13")],
        ),
        # no state known: the act stays named as printed
        (
            "established under Title 11, Chapter 13, Interlocal Cooperation Act; specified",
            "",
            [("Interlocal Cooperation Act", "Title 11, Chapter 13")],
        ),
        # a nation's act is no state's: left as printed
        (
            "as provided in Title 42, Chapter 68, Federal Disaster Relief Act; and",
            "UT",
            [("Federal Disaster Relief Act", "Title 42, Chapter 68")],
        ),
    ],
)
def test_an_act_after_its_path_is_the_states(
    text: str, state: str, expected: list[tuple[str, str]]
) -> None:
    found = find_citations(unit(text, "10-1-4"), sentences=None, state=state)
    assert [(c.reference.code, c.reference.division) for c in found] == expected


@pytest.mark.parametrize(
    ("text", "indexed", "expected"),
    [
        # Arab AL, Appendix A § 1004: a bare four-digit section of the same appendix
        (
            "The Zoning Board of Adjustment shall hear and decide all petitions for variances, as"
            " provided for in Section 1007.",
            ("Appendix A, § 1007",),
            [("section", "Appendix A, § 1007")],
        ),
        # an appendix that holds no such section: the number stays unresolved, no guess
        (
            "as provided for in Section 1009.",
            ("Appendix A, § 1007",),
            [("external", None)],
        ),
    ],
)
def test_a_bare_section_in_an_appendix_is_its_own(
    text: str, indexed: tuple[str, ...], expected: list[tuple[str, str | None]]
) -> None:
    found = resolved(text, "Appendix A, § 1004", indexed)
    assert [(c.target_kind.value if c.target_kind else "", c.target) for c in found] == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # Green OH 151.99: a state's own construction code by its trade, after the state's name
        # (the section it is adopted in after it: this code's)
        (
            "including any provision of the Ohio Basic Building Code adopted in § 151.001, is",
            [("Ohio Basic Building Code", "OH"), (None, "")],
        ),
        (
            "any of the provisions of the Ohio Plumbing Code, as adopted in § 151.035, is",
            [("Ohio Plumbing Code", "OH"), (None, "")],
        ),
        # the same section: an ICC code whose name holds a suspended hyphen; its name alone on
        # a paragraph's caption line is no citation
        (
            "   (B)   International One- and Two-Family Dwelling Code.\n      (1)   Whoever"
            " violates any of the provisions of the International One- and Two-Family Dwelling"
            " Code, as adopted",
            [("International One- and Two-Family Dwelling Code", "")],
        ),
        # a state's name before `State Building Code`: abbreviated, as before
        ("the North Carolina State Building Code", [("N.C. State Building Code", "NC")]),
    ],
)
def test_a_construction_code_by_name(text: str, expected: list[tuple[str, str]]) -> None:
    found = find_citations(unit(text, "151.99"), sentences=None, state="OH")
    assert [(c.reference.code, c.reference.jurisdiction) for c in found] == expected


@pytest.mark.parametrize(
    ("text", "section", "expected"),
    [
        # Culpeper County VA 8A-8, editor's note: a model code named as the sentence's subject,
        # its sections bare after another body named alone
        (
            "(Editor's Note: The Uniform Statewide Building Code, as incorporated into the Code of"
            " Virginia and adopted within the Culpeper County Code of Ordinances, addresses"
            " building code violations and the associated penalties in Section 104 and Section"
            " 115. Violations",
            "8A-8",
            [
                ("Uniform Statewide Building Code", "Uniform Statewide Building Code"),
                ("Va. Code", None),
                ("Uniform Statewide Building Code", "Uniform Statewide Building Code § 104"),
                ("Uniform Statewide Building Code", "Uniform Statewide Building Code § 115"),
            ],
        ),
        # a Michigan township: the act named in one sentence, its own section in the next, as
        # the compiled laws number it (the Planning Enabling Act's § 43 is MCL 125.3843)
        (
            "In accordance with Michigan Public Act\n33 of 2008, as amended (MCL § 125.3801 et"
            " seq.), the Township\nBoard may adopt a master plan. Specifically, Section 43(3)"
            " provides\nthat where",
            "2-1",
            [
                ("Mich. Pub. Acts", "2008 Mich. Pub. Acts 33"),
                ("Mich. Comp. Laws", "Mich. Comp. Laws § 125.3801"),
                ("Mich. Comp. Laws", "Mich. Comp. Laws § 125.3843(3)"),
            ],
        ),
        # an act whose own numbers are not its codified body's: a bare number after it is left
        # (in the next sentence, or in its own: an act named alone lends no number's shape)
        (
            "as required by the Americans with Disabilities Act. See also Section 1307.",
            "2-1",
            [("U.S.C.", "42 U.S.C. § 12101"), ("", None)],
        ),
        (
            "as required by the Americans with Disabilities Act and Section 1307.",
            "2-1",
            [("U.S.C.", "42 U.S.C. § 12101"), ("", None)],
        ),
    ],
)
def test_a_bare_section_after_a_code_named(
    text: str, section: str, expected: list[tuple[str, str | None]]
) -> None:
    assert outside(text, section) == expected


def test_the_section_adopting_a_model_code_stays_the_codes() -> None:
    # Green OH 151.99: `as adopted in § 151.020`, the citing code's own section, shaped as its
    text = (
        "Whoever violates any of the provisions of the International One- and Two-Family"
        " Dwelling Code, as adopted in § 151.020, is guilty"
    )
    found = resolved(text, "151.99", ("151.020",))
    assert [(c.raw, c.target_kind, c.target) for c in found][1:] == [
        ("§ 151.020", CitationKind.SECTION, "151.020")
    ]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # Sebastian County AR 92.99, Van Buren AR: the Arkansas Code Annotated as `A.C.A.`, with
        # or without its sign
        ("(A) Any person violating A.C.A. § 82-1707 shall", [("Ark. Code", "82-1707")]),
        (
            "as provided in A.C.A. 14-56-401 et. seq. the Planning Commission",
            [("Ark. Code", "14-56-401")],
        ),
        # Wheatland WY 1.05: Wyoming's statutes after their 1977 compilation's year, a list after
        (
            "statutes generally, see WS, 1977, 8-1-102 and 8-1-103. NOTE",
            [("Wyo. Stat.", "8-1-102"), ("Wyo. Stat.", "8-1-103")],
        ),
        # `WS` before no year and number is no statute's
        ("in the WS 2 zone", []),
    ],
)
def test_initials_of_a_states_statutes(text: str, expected: list[tuple[str, str]]) -> None:
    found = find_citations(unit(text, "1.05"), sentences=None)
    assert [(c.reference.code, c.reference.number) for c in found] == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # Owenton KY, chapter 32, statutory reference: Kentucky's constitution is numbered by
        # section alone
        (
            "Privileges of members of General Assembly, see KRS 6.050 and Ky. Const. § 43\n",
            [("Ky. Rev. Stat.", "Ky. Rev. Stat. § 6.050"), ("Ky. Const.", "Ky. Const. § 43")],
        ),
    ],
)
def test_a_constitution_by_section(text: str, expected: list[tuple[str, str]]) -> None:
    assert outside(text, "32.01") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # East Greenwich RI 1-2, definitions: the state's general laws named with their edition
        (
            "G.L.\nThe latest edition or reenactment of the General Laws of Rhode Island,"
            " Reenactment of 1956.\nKEEPER",
            [("General Laws of Rhode Island, Reenactment of 1956", "R.I. Gen. Laws")],
        ),
        # Somerville MA 1-11: the same words without an edition say only that the law exists
        (
            "whenever a higher penalty is permitted under the General Laws of Massachusetts, such",
            [],
        ),
    ],
)
def test_a_states_laws_named_with_their_edition(text: str, expected: list[tuple[str, str]]) -> None:
    found = find_citations(unit(text, "1-2"), sentences=None)
    assert [(c.raw, c.reference.code) for c in found] == expected


def test_a_titles_part_abbreviated_and_the_codes_own_section_after_it() -> None:
    # Fort Pierre SD 72.99: `pt.` for the C.F.R.'s part; a section `of this
    # chapter` after the title was said is the code's own, never the title's
    text = (
        "accessibility guidelines as of January 1, 2002, being 36 C.F.R. pt. 1191.\n(Prior Code,"
        " § N-4-10)\n(D) Any vehicle in direct violation of § 72.08 of this chapter shall be fined"
    )
    found = resolved(text, "72.99", ("72.08",))
    assert [(c.reference.code, c.reference.division, c.target) for c in found] == [
        ("C.F.R.", "Part 1191", "36 C.F.R. Part 1191"),
        (None, "", "72.08"),
    ]


@pytest.mark.parametrize(
    ("text", "state", "expected"),
    [
        # Springboro OH 434.01: court rules whose state is unsaid, in an Ohio code: Ohio's
        (
            "if the testimony or evidence is admissible under the Rules of Evidence, the court",
            "OH",
            [("Ohio R. Evid.", "OH")],
        ),
        # no state known: the rules as printed, of no jurisdiction
        ("admissible under the Rules of Evidence, the court", "", [("Rules of Evidence", "")]),
        # the name alone, no `the` (a heading's): none
        ("Rules of Evidence\n", "OH", []),
    ],
)
def test_court_rules_of_the_citing_state(
    text: str, state: str, expected: list[tuple[str, str]]
) -> None:
    found = find_citations(unit(text, "434.01"), sentences=None, state=state)
    assert [(c.reference.code, c.reference.jurisdiction) for c in found] == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # Sandy Springs GA, development code definitions: the act's name as a glossary's term,
        # the definition citing it after
        (
            "Collector.\nClean Water Act. The Federal Water Pollution Control Act (33 USC section"
            " 1251 et seq.), and any subsequent amendments thereto.",
            ["33 USC section 1251 et seq."],
        ),
        # the same name ending a sentence of its own is cited
        ("as required by the Clean Water Act. The city shall", ["Clean Water Act"]),
    ],
)
def test_a_laws_name_as_a_glossary_term(text: str, expected: list[str]) -> None:
    assert [c.raw for c in find_citations(unit(text, "11-1"), sentences=None)] == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # Middletown RI charter § 1009, editor's note: the conversion printed the
        # section sign as a curly quote and the hyphens as `]`
        (
            "zoning boards of review, see R.I. Gen. Laws, ” 45]24]13 through 45]24]19. As to"
            " zoning generally, see R.I. Gen. Laws, ‘ 45]24]1 et seq.",
            [
                ("R.I. Gen. Laws, ” 45]24]13", "45-24-13"),
                ("45]24]19", "45-24-19"),
                ("R.I. Gen. Laws, ‘ 45]24]1 et seq.", "45-24-1"),
            ],
        ),
        # a bracket beside a number but not between digits is no hyphen (a link's label)
        (
            "see Ohio R.C. [4511.66][ORC Section 4511.66]",
            [("Ohio R.C. [4511.66][ORC Section 4511.66]", "4511.66")],
        ),
    ],
)
def test_signs_and_hyphens_a_conversion_damaged(text: str, expected: list[tuple[str, str]]) -> None:
    found = resolved(text, "1009")
    assert [(c.raw, c.reference.number) for c in found] == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # Middletown RI charter § 1009: a label line naming a chapter of the General Laws by
        # their initials; a number of two parts is a chapter of Rhode Island's, of three a section
        ("RIGL 45-24\n", [("R.I. Gen. Laws", "R.I. Gen. Laws ch. 45-24")]),
        (
            "see R.I. Gen. Laws § 45-24-13 and",
            [("R.I. Gen. Laws", "R.I. Gen. Laws § 45-24-13")],
        ),
    ],
)
def test_rhode_islands_levels_by_parts(text: str, expected: list[tuple[str, str]]) -> None:
    assert outside(text, "1009") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a Georgia city's traffic chapter: the body named again before its chapter, a citation
        # of its own
        (
            "Pursuant to OCGA Sections 40-6-372 through 40-6-376, OCGA Chapter 40-6 is adopted",
            [
                ("Ga. Code", "Ga. Code § 40-6-372"),
                ("Ga. Code", "Ga. Code § 40-6-376"),
                ("Ga. Code", "Ga. Code ch. 40-6"),
            ],
        ),
    ],
)
def test_a_chapter_named_with_its_body_again_is_its_own(
    text: str, expected: list[tuple[str, str]]
) -> None:
    assert outside(text, "9.20.010") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # Grantville GA 8-67: `those provisions of state law` after the state statute its
        # sentence cited: that statute (et seq.)
        (
            "This article is enacted pursuant to the authority contained in O.C.G.A. § 4-8-20 et"
            " seq., and any ambiguities or conflicts in this article shall be interpreted in light"
            " of those provisions of state law.\n",
            [
                ("O.C.G.A. § 4-8-20 et seq.", "Ga. Code § 4-8-20"),
                ("those provisions of state law", "Ga. Code § 4-8-20"),
            ],
        ),
        # with no statute cited before it in its sentence: state law, unnumbered
        ("shall be interpreted in light of those provisions of state law.", [("state law", None)]),
    ],
)
def test_those_provisions_of_state_law(text: str, expected: list[tuple[str, str | None]]) -> None:
    found = resolved(text, "8-67")
    assert [(c.raw, c.target) for c in found if c.target_kind is CitationKind.EXTERNAL] == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # Leeds AL 1-10: `that statute`, the statute its sentence cited
        (
            "an offense as defined in Code of Ala. 1975, § 32-5A-191 shall upon conviction be"
            " punished in accordance with the provisions of that statute; provided",
            [
                ("Code of Ala. 1975, § 32-5A-191", "Ala. Code § 32-5A-191"),
                ("that statute", "Ala. Code § 32-5A-191"),
            ],
        ),
        # a New Jersey board of adjustment: the statute of the sentence before
        (
            "created by ordinance pursuant to the terms of N.J.S.A. 40:55D-69. This aforementioned"
            " statute mandates the creation",
            [
                ("N.J.S.A. 40:55D-69", "N.J. Stat. § 40:55D-69"),
                ("This aforementioned statute", "N.J. Stat. § 40:55D-69"),
            ],
        ),
        # Boulder MT: a printed example's statute is none meant: `that statute` is no citation
        (
            "reads substantially the same as the statute. Example:\n         (M.C.A. § 2-6-1012)\n"
            "      (2)   If a statutory cite is set forth, the reader should refer to that statute",
            [("M.C.A. § 2-6-1012", "Mont. Code § 2-6-1012")],
        ),
    ],
)
def test_that_statute(text: str, expected: list[tuple[str, str | None]]) -> None:
    found = resolved(text, "1-10")
    assert [(c.raw, c.target) for c in found if c.target_kind is CitationKind.EXTERNAL] == expected
