"""Citations of part I's first-sight losses (tests/graph/devset_wide/seen, README-I-g19-n.md and
README-I-g19-o.md): every text is from a real code; outside law keeps its body and its path, and
never resolves into the city's code."""

from __future__ import annotations

from dataclasses import replace

import pytest
from find_helpers import bodies_cited, unit
from test_outside_law_forms import outside

from graph.find import find_citations
from graph.records import CitationKind
from graph.resolve import build_index, resolve


@pytest.mark.parametrize(
    ("text", "section", "expected"),
    [
        # Brea CA 20.400.010: a state code's division path printed right after its name
        (
            "In accordance with the provisions of the State Planning and Zoning Law, Cal. Gov't"
            " Code Division 1 of Title 7, the City Planning Commission shall administer",
            "20.400.010",
            [("Cal. Gov. Code", "Cal. Gov. Code tit. 7, div. 1")],
        ),
        # the same path after a comma, each level its own (the code's state unsaid)
        (
            "as provided in Government Code, Title 7, Chapter 4, the commission",
            "20.400.010",
            [("Government Code", "Government Code tit. 7, ch. 4")],
        ),
    ],
)
def test_code_paths(text: str, section: str, expected: list[tuple[str, str | None]]) -> None:
    assert outside(text, section) == expected


def test_a_chapter_of_this_code_after_a_code_name_stays_this_codes() -> None:
    """`…Code, Chapter 20.400 of this code`: the chapter is named as this code's own."""
    text = "see California Government Code, Chapter 20.400 of this code"
    assert bodies_cited(text, "20.400.010") == [
        ("California Government Code", "Cal. Gov. Code", None),
        ("Chapter 20.400 of this code", "local", "20.400"),
    ]


@pytest.mark.parametrize(
    ("text", "state", "expected"),
    [
        # Humboldt County CA, statutory references: the apostrophe printed curly, a heading's
        # words before the name (`Coroners.`) no part of it
        (
            "Coroners. Gov’t Code §§ 27460 – 27530",
            "CA",
            [("Gov’t Code §§ 27460", "Cal. Gov. Code")],  # a range: `27530` its end
        ),
        (
            "Accessory dwelling units. Gov’t Code § 65852.150 et seq.",
            "CA",
            [("Gov’t Code § 65852.150 et seq.", "Cal. Gov. Code")],
        ),
        # a Texas city: the subject's first word spelled out, the second abbreviated (either
        # apostrophe); `Gov’t Code` alone inside it is no code of its own
        (
            "Tex. Local Gov’t Code § 54.001",
            "TX",
            [("Tex. Local Gov’t Code § 54.001", "Tex. Loc. Gov't Code")],
        ),
        (
            "Tex. Local Gov't Code §§ 552.001 et seq.",
            "TX",
            [("Tex. Local Gov't Code §§ 552.001 et seq.", "Tex. Loc. Gov't Code")],
        ),
    ],
)
def test_apostrophes(text: str, state: str, expected: list[tuple[str, str]]) -> None:
    found = find_citations(unit(text, "1.01.010"), sentences=None, state=state)
    assert all(c.reference.kind is CitationKind.EXTERNAL for c in found)
    assert [(c.raw, c.reference.code) for c in found] == expected


@pytest.mark.parametrize(
    ("state", "body", "target"),
    [
        # Clayton Charter Township MI 152.007: a public act without its state, in Michigan's code
        ("MI", "Mich. Pub. Acts", "1979 Mich. Pub. Acts 218"),
        # a state whose session laws are not public acts (reporters-db knows none): unsaid
        ("CA", "Pub. Acts", "1979 Pub. Acts 218"),
        ("", "Pub. Acts", "1979 Pub. Acts 218"),
    ],
)
def test_public_acts_of_the_citing_state(state: str, body: str, target: str) -> None:
    text = "ADULT FOSTER CARE LARGE GROUP HOME. A facility licensed under Public Act 218 of 1979 to"
    u = unit(text, "152.007")
    index = build_index(["152.007"], [])
    found = find_citations(u, sentences=None, state=state)
    cited = [r for c in found for r in resolve(c, u, index)]
    assert [(c.raw, c.reference.code, c.target) for c in cited] == [
        ("Public Act 218 of 1979", body, target)
    ]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # Dickinson ND 25.04.01: a state code's title numbered with a decimal, said again after
        (
            "Any word not specifically defined in this Chapter, but which is defined in Title 12.1"
            " of the North Dakota Century Code, shall have the meaning set forth in the said"
            " Title 12.1.  (Ord. No. 1191, § 1.)",
            [
                ("this Chapter", "local"),
                ("Title 12.1 of the North Dakota Century Code", "N.D. Cent. Code, tit. 12.1"),
                ("the said Title 12.1", "N.D. Cent. Code, tit. 12.1"),
            ],
        ),
        # a title said again with another number is not the body's
        (
            "as defined in Title 12.1 of the North Dakota Century Code, or in said Title 12 of"
            " this code",
            [
                ("Title 12.1 of the North Dakota Century Code", "N.D. Cent. Code, tit. 12.1"),
                ("Title 12 of this code", "local"),
            ],
        ),
    ],
)
def test_titles_with_a_decimal_said_again(text: str, expected: list[tuple[str, str]]) -> None:
    found = bodies_cited(text, "25.04.01")
    assert [(raw, target if body != "local" else body) for raw, body, target in found] == expected


@pytest.mark.parametrize(
    ("text", "section", "expected"),
    [
        # South Bay FL, Appendix A § 24.1: an editor's bracket names an article of a chapter of
        # the code, in lower case, the code's name after it
        (
            "A board of adjustment is hereby established [as provided in article IV of chapter 20"
            " of the Code of Ordinances.] The word",
            "Appendix A, 24.1",
            [("article IV of chapter 20 of the Code of Ordinances", "Chapter 20, Article IV")],
        ),
        (
            "as provided in Article IV of Chapter 20 of the Code of Ordinances. The",
            "24-1",
            [("Article IV of Chapter 20 of the Code of Ordinances", "Chapter 20, Article IV")],
        ),
        # a chapter cited alone from an appendix's section is in no title of the appendix's
        (
            "shall be [as provided in chapter 20.] in conformity",
            "Appendix A, 24.1",
            [("chapter 20", None)],
        ),
    ],
)
def test_articles_of_chapters(
    text: str, section: str, expected: list[tuple[str, str | None]]
) -> None:
    u = replace(unit(text, section), chapter=None, title=None)
    index = build_index([section], [])
    found = [r for c in find_citations(u, sentences=None) for r in resolve(c, u, index)]
    assert [(c.raw, c.target) for c in found] == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # Vergas MN 90.01: the page's section signs printed as apostrophes, one or two
        (
            "which is adopted pursuant to M.S. ' 471.195, as it may be amended from time to"
            " time.  Abandoned and junked vehicles shall be disposed of according to the"
            " procedures of '' 90.15 et seq.",
            [("M.S. ' 471.195", "Minn. Stat. § 471.195"), ("'' 90.15 et seq.", "90.15")],
        ),
        # a page that prints `§` elsewhere keeps its apostrophes as they are
        ("pursuant to M.S. ' 471.195 and § 90.15", [("§ 90.15", "90.15")]),
        # a quotation's apostrophe is no sign: a word follows it, or no space before it; nor a
        # measure's (no section's number after it)
        ("the term 'junk' 5 times; the owners' 12 vehicles; a 10 ' 6\" door", []),
    ],
)
def test_section_signs_printed_as_apostrophes(text: str, expected: list[tuple[str, str]]) -> None:
    u = unit(text, "90.01")
    index = build_index(["90.01", "90.15"], [])
    found = [r for c in find_citations(u, sentences=None) for r in resolve(c, u, index)]
    assert [(c.raw, c.target) for c in found] == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # Willowick OH 501: a space after the number's dot, `et seq.` after it
        (
            "Citation issuance for minor misdemeanors - see Ohio R.C. 2935. 26 et seq.",
            [("Ohio Rev. Code", "Ohio Rev. Code § 2935.26")],
        ),
        # North Canton OH 501.01: a period printed after `Section`
        (
            "or a financial sanction other than a fine under Ohio Revised Code Section. 2929.28.",
            [("Ohio Rev. Code", "Ohio Rev. Code § 2929.28")],
        ),
        # a sentence's end after a chapter's number: no number goes on
        ("see Ohio R.C. 2935. The court", [("Ohio Rev. Code", "Ohio Rev. Code § 2935")]),
    ],
)
def test_spaces_and_periods_printed_inside(text: str, expected: list[tuple[str, str]]) -> None:
    assert outside(text, "501.01") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # Humboldt County CA, statutory references: an article's sections listed after `§§`
        (
            "County charters. Cal. Const. Art. XI, §§ 3 and 4 and Gov’t Code §§ 23700 – 23732",
            [
                ("Cal. Const.", "Cal. Const. art. XI, § 3"),
                ("Cal. Const.", "Cal. Const. art. XI, § 4"),
                ("Government Code", "Government Code § 23700"),
                ("Government Code", "Government Code § 23732"),
            ],
        ),
        # one section sign: a number after it is no section of the article's
        (
            "Police power. Cal. Const. Art. XI, § 7, 2 of which",
            [("Cal. Const.", "Cal. Const. art. XI, § 7")],
        ),
    ],
)
def test_a_constitutions_sections_listed(text: str, expected: list[tuple[str, str]]) -> None:
    assert outside(text, "1.01.010") == expected


def test_a_level_printed_twice_is_one_level() -> None:
    """Roswell GA 6.1.3: `Title 21` printed again after its chapter is the same title."""
    text = (
        "Special elections held as needed according to the City Charter Section 2.08 shall be"
        " conducted in accordance with O.C.G.A. Title 21, Chapter 2, Title 21. "
    )
    assert ("Ga. Code", "Ga. Code ch. 21-2") in outside(text, "6.1.3")


def test_an_act_that_is_a_states_title() -> None:
    """LaGrange GA 10-30-2: the Criminal Code of Georgia is O.C.G.A. title 16, its sections the
    title's."""
    text = "as defined in Paragraph (11) of Section 16-1-3 of the Criminal Code of Georgia, shall"
    assert outside(text, "10-30-2") == [("Ga. Code", "Ga. Code § 16-1-3(11)")]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a Massachusetts town's zoning bylaw: the General Laws' chapter given a short name, its
        # section cited by that name in Roman numerals; the defining quote is no citation
        (
            "Provisions of MGL c. 40A, as amended by Chapter 808 of the Acts of 1975, and as may"
            " be further amended from time to time, hereinafter referred to as the"
            ' "Zoning Act," with respect to various exemptions to this bylaw, are hereby adopted'
            " as part of this bylaw. (See Section VI of the Zoning Act.)",
            [
                ("Mass. Gen. Laws", "Mass. Gen. Laws ch. 40A"),
                ("Acts", "Acts of 1975, c. 808"),
                ("Mass. Gen. Laws", "Mass. Gen. Laws ch. 40A, § 6"),
            ],
        ),
        # a name given to no numbered outside law stays as it was read
        (
            'The State Zoning Enabling Act, hereinafter referred to as the "Zoning Act," applies.'
            " (See Section VI of the Zoning Act.)",
            [
                ("State Zoning Enabling Act", "State Zoning Enabling Act"),
                ("Zoning Act", "Zoning Act"),
                ("Section VI of the Zoning Act", "Section VI of the Zoning Act"),
            ],
        ),
    ],
)
def test_a_short_name_given_to_outside_law(text: str, expected: list[tuple[str, str]]) -> None:
    assert outside(text, "5.2") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a Missouri city's article 30: a dotted number's range, its end's last part alone
        (
            "pursuant to RSMo 64.800-840 and",
            [
                ("Mo. Rev. Stat.", "Mo. Rev. Stat. § 64.800"),
                ("Mo. Rev. Stat.", "Mo. Rev. Stat. § 64.840"),
            ],
        ),
        # the end printed whole after a hyphen
        (
            "see KRS 61.800-61.850 and",
            [
                ("Ky. Rev. Stat.", "Ky. Rev. Stat. § 61.800"),
                ("Ky. Rev. Stat.", "Ky. Rev. Stat. § 61.850"),
            ],
        ),
        # Virginia's title with its one decimal, then its section: one number
        ("see Va. Code § 15.2-2204 and", [("Va. Code", "Va. Code § 15.2-2204")]),
        # an end below the first is no range's: the number as printed
        ("see RSMo 64.840-800 and", [("Mo. Rev. Stat.", "Mo. Rev. Stat. § 64.840-800")]),
    ],
)
def test_dotted_ranges_printed_with_a_hyphen(text: str, expected: list[tuple[str, str]]) -> None:
    assert outside(text, "14-1") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a New York town's zoning: the statute's subsection named after a comma, a line between
        (
            "engaged in agricultural pursuits as defined in Town Law § 271,\nSubsection 2. Terms",
            [("N.Y. Town Law", "N.Y. Town Law § 271(2)")],
        ),
        # a subsection `of` something else is that thing's
        (
            "as defined in Town Law § 271, subsection 2 of this chapter",
            [("N.Y. Town Law", "N.Y. Town Law § 271")],
        ),
    ],
)
def test_a_statutes_subsection_after_a_comma(text: str, expected: list[tuple[str, str]]) -> None:
    found = bodies_cited(text, "271-1")
    assert [(body, target) for _, body, target in found if body != "local"] == expected


def test_a_name_given_to_a_section_names_no_division() -> None:
    """A name given to one section (`O.C.G.A. § 36-66-1 et seq.`): its `Section 4` is left as
    read, never `Ga. Code § 4`."""
    text = (
        'under O.C.G.A. § 36-66-1 et seq., hereinafter referred to as the "Zoning Procedures'
        ' Law," the board shall hear it. (See Section 4 of the Zoning Procedures Law.)'
    )
    assert ("Ga. Code", "Ga. Code § 4") not in outside(text, "5.2")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # Urbancrest OH 501: a scan's `l` for a `1` after the number's dot and a space
        (
            "Modification of sentence - see Ohio R.C. 2929. l0(C), (D)",
            [
                ("Ohio Rev. Code", "Ohio Rev. Code § 2929.10(C)"),
                ("Ohio Rev. Code", "Ohio Rev. Code § 2929.10(D)"),
            ],
        ),
        # Sinclair WY 1-4: between a number's hyphens
        (
            "Related provisions, see Wyo. Stat. §§ 6-10-103 and 15-l-103(a)(xli)",
            [
                ("Wyo. Stat.", "Wyo. Stat. § 6-10-103"),
                ("Wyo. Stat.", "Wyo. Stat. § 15-1-103(a)(xli)"),
            ],
        ),
        # a word's `l` stays a letter: no citation is made of it
        ("a well-lit area. later, 3-l-ane roads", []),
    ],
)
def test_a_scans_l_for_a_one(text: str, expected: list[tuple[str, str]]) -> None:
    assert outside(text, "1-4-1") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # Clay County GA 37.39: an act's name set off after the statute's chapter is its name
        (
            "Those electrical service businesses organized under O.C.G.A. Title 46 Ch. 3, Georgia"
            " Territorial Electric Service Act. \n(3)\tAny farm operation",
            [("Ga. Code", "Ga. Code ch. 46-3")],
        ),
        # a sentence going on after the name: the name is no act's of its own either
        (
            "organized under O.C.G.A. Title 46 Ch. 3, Georgia Territorial Electric Service Act,"
            " may",
            [("Ga. Code", "Ga. Code ch. 46-3")],
        ),
    ],
)
def test_an_acts_name_after_a_statutes_division(text: str, expected: list[tuple[str, str]]) -> None:
    assert outside(text, "37.39") == expected
