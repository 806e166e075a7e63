"""Target normalization: the drafters' loose citations into the corpus's ids."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from parsers.ordinance import parse_ordinance_text
from parsers.ordinance.levels import sibling_parts
from parsers.ordinance.lists import several_sections
from parsers.ordinance.numbering import document_scheme, id_style, number_style
from parsers.ordinance.table_targets import title_of
from parsers.ordinance.targets import normalize_number, normalize_target, parse_target_phrase
from parsers.ordinance_records import Target, TargetKind
from parsers.schemes import SHAPES, Scheme

S, SUB, CH, TAB = TargetKind.SECTION, TargetKind.SUBSECTION, TargetKind.CHAPTER, TargetKind.TABLE


@pytest.mark.parametrize(
    ("phrase", "title", "expected"),
    [
        ("17. 28.050 Specific plan, downtown (SPD) zoning district", "17", [(S, "17.28.050")]),
        ("Chapter 17-22: Allowable Land Uses", "17", [(CH, "17.22")]),
        (
            "Section 17.39.030. H Objective Residential Design Standards",
            "17",
            [(SUB, "17.39.030(H)")],
        ),
        ("Chapter 17.20.030", "17", [(S, "17.20.030")]),
        (
            "Section 17.42.130 Outdoor displays and sales. C. 1., 2. and 6.",
            "17",
            [(SUB, "17.42.130(C)(1)"), (SUB, "17.42.130(C)(2)"), (SUB, "17.42.130(C)(6)")],
        ),
        ("Section 17.42.130 Outdoor displays and sales. B,", "17", [(SUB, "17.42.130(B)")]),
        (
            "Chapter 36 Parking and Loading, Table 3-7 Parking Requirements by Land Use",
            "17",
            [(TAB, "Title 17, Table 3-7")],
        ),
        (
            "Chapter 17.20 Zoning Map, Section\n17.20.020 Table 2-1,",
            "17",
            [(TAB, "17.20.020, Table 2-1")],  # the table of the section named before it
        ),
        ("Chapter 17.38 Signs,", "17", [(CH, "17.38")]),
        ("17.42.100. Mixed Use Projects", "17", [(S, "17.42.100")]),
        ("Section 17.36.050.G", "17", [(SUB, "17.36.050(G)")]),
        ("17.62.030(E)(3)(a)", "17", [(SUB, "17.62.030(E)(3)(a)")]),
        # Another title and other chapters: nothing is keyed on Title 17.
        ("Chapter 12 Streets, Table 4-1", "9", [(TAB, "Title 9, Table 4-1")]),
        (
            "Section 9.30.110 Fences. D. 2. and 4.",
            "9",
            [(SUB, "9.30.110(D)(2)"), (SUB, "9.30.110(D)(4)")],
        ),
        ("Title 21", None, [(TargetKind.TITLE, "Title 21")]),
        # Boston, MA (1924): a section within its chapter, spelled out; joined as the registry
        # joins a one-part chapter (`3-5`).
        (
            "Section five of chapter three of the Revised Ordinances of 1914",
            None,
            [(S, "3-5")],
        ),
        ("Section thirty-one of said chapter twelve", None, [(S, "12-31")]),
        # A lone spelled division is never read (Pittsburgh's `Title One, … Article Nine`).
        ("The Pittsburgh Code of Ordinances, Title One, Administrative, Article Nine", "1", []),
        # `Section 6` (Richmond, IN): a section, whatever its number; never `Chapter 6`.
        ("Page 6, Section 6, line 4 et seq.,", "17", [(S, "6")]),
        # Where new text goes is no target (Richmond, IN).
        (
            "Page 17 between the end of Section 30.01 and the beginning of Section 30.02 the"
            " following",
            None,
            [],
        ),
        ("Table 2-3", None, [(TAB, "Table 2-3")]),
        ("Title 21, Table 2-3", "17", [(TAB, "Title 21, Table 2-3")]),
        ("the zoning map", "17", []),
        # Parts named before their section, nested outward.
        ("Subsection B of Section 17.42.130", "17", [(SUB, "17.42.130(B)")]),
        ("Section 17.62.030 of the Cotati Municipal Code", "17", [(S, "17.62.030")]),
        ("Sections 17.36.010 and 17.36.020 of the Code", "17", [(S, "17.36.010")]),
        (
            "Paragraphs 1 and 2 of Subsection C of Section 4.12.010",
            "4",
            [(SUB, "4.12.010(C)(1)"), (SUB, "4.12.010(C)(2)")],
        ),
        ("Subsection (E)(3) of Section 17.62.030", "17", [(SUB, "17.62.030(E)(3)")]),
    ],
)
def test_parse_target_phrase(
    phrase: str, title: str | None, expected: list[tuple[TargetKind, str]]
) -> None:
    targets = parse_target_phrase(phrase, title).targets
    assert [(target.kind, target.id) for target in targets] == expected


@pytest.mark.parametrize(
    ("phrase", "title"),
    [
        ("Section 17.62.030 Limited Term Permit", "Limited Term Permit"),
        ("Chapter 17-22: Allowable Land Uses", "Allowable Land Uses"),
        (
            "Section 17.39.030. H Objective Residential Design Standards",
            "Objective Residential Design Standards",
        ),
        ("Chapter 17.20.030", None),
        ("Section 17.62.030 of the Cotati Municipal Code", None),
        ("Section 5.04.010 Definitions of the Riverton Zoning Code", "Definitions"),
        ("Section 17.38.010 of Chapter 17.38, Purpose", "Purpose"),
    ],
)
def test_target_title(phrase: str, title: str | None) -> None:
    assert parse_target_phrase(phrase, "17").title == title


@pytest.mark.parametrize(
    ("raw", "number"), [("17. 28.050", "17.28.050"), ("17-22", "17.22"), ("9 .40. 075", "9.40.075")]
)
def test_normalize_number(raw: str, number: str) -> None:
    assert normalize_number(raw) == number


def test_title_of() -> None:
    assert title_of("AMENDING TITLE 17 (LAND USE) OF THE CODE … TITLE 17") == "17"
    assert title_of("AMENDING TITLE 9 (ZONING)") == "9"
    assert title_of("no title here") is None


def test_normalize_target_is_the_bare_form() -> None:
    assert normalize_target("17.62.030") == (Target(S, "17.62.030"),)
    assert normalize_target("Table 2-3", "17") == (Target(TAB, "Title 17, Table 2-3"),)


@given(st.text(max_size=300), st.one_of(st.none(), st.from_regex(r"\A[0-9]{1,3}\Z")))
def test_normalizer_never_crashes(raw: str, title: str | None) -> None:
    targets = normalize_target(raw, title)
    for target in targets:
        assert target.id
        assert isinstance(target.kind, TargetKind)


@given(
    st.from_regex(r"\A(?:Chapter |Section |§ ?)?\d{1,3}[.\- ]{1,2}\d{1,3}(?:[.\- ]{1,2}\d{1,4})?\Z")
)
def test_numbers_normalize_to_dotted_ids(raw: str) -> None:
    for target in normalize_target(raw, "17"):
        assert " " not in target.id
        # a hyphen stays only in a number that joins by a dot too (`5.2-4`, `9-2.101`: schemes
        # that print both, where the hyphen is no dot)
        assert "-" not in target.id or "." in target.id


@pytest.mark.parametrize(
    ("phrase", "style", "expected"),
    [
        # Park City, UT numbers its code Title-Chapter-Section; New York City's is Title-Section.
        ("Title 2, Chapter 4, Section 11 of the Park City Code", "-", [(S, "2-4-11")]),
        ("Title 2, Chapter 4, Section 11", ".", []),  # no scheme joins it: `composed_paths`
        ("Section 15-3-5 of the Land Management Code", "-", [(S, "15-3-5")]),
        ("Title 15 Land Management Code Section 15-12-2 Terms", "-", [(S, "15-12-2")]),
        (
            "Subdivision (a) of section 27-2052 of the administrative code",
            "-",
            [(SUB, "27-2052(a)")],
        ),
        (
            "The opening paragraph of subparagraph c of paragraph 9 of subdivision c of section"
            " 26-511",
            "-",
            [(SUB, "26-511(c)(9)(c)")],
        ),
        ("Section 4.020", ".", [(S, "4.020")]),
        ("Section 5.050 (g), as amended by Ordinance No. 59-97A,", ".", [(SUB, "5.050(g)")]),
        ("Section 11.80.010.110 of the Bluffdale City Code", ".", [(S, "11.80.010.110")]),
        ("Chapter 17-22: Allowable Land Uses", ".", [(CH, "17.22")]),
        # Every part shape of the scheme registry (`parsers.schemes`): letter suffixes (Southold,
        # NY, Local Law 8 of 1994: `Section 48-4B(1)`), a lettered chapter, New Jersey's colon.
        ("1. Section 48-4B(1) is hereby amended to read as follows:", "-", [(SUB, "48-4B(1)")]),
        ("Section 250-12A of the Town Code", "-", [(S, "250-12A")]),
        ("Section 17.62A.010 Purpose", ".", [(S, "17.62A.010")]),
        ("Section 110A.01 Definitions", ".", [(S, "110A.01")]),
        ("Section 19:2-18.5 of the Revised General Ordinances", "-", [(S, "19:2-18.5")]),
        ("Section 1109.05(b)(1)", ".", [(SUB, "1109.05(b)(1)")]),
        # A capital run on to a number is no suffix: `Section 1.2DEFINITIONS` names nothing certain.
        ("Section 5.04.010DEFINITIONS", ".", []),
    ],
)
def test_other_numbering_styles(
    phrase: str, style: str, expected: list[tuple[TargetKind, str]]
) -> None:
    targets = parse_target_phrase(phrase, None, style).targets
    assert [(target.kind, target.id) for target in targets] == expected


@pytest.mark.parametrize(
    ("text", "style"),
    [
        ("Section 15-3-5 of the Land Management Code is hereby repealed.", "-"),
        ("2-4-13 Director of Finance\nThere shall be a Director of Finance.", "-"),
        ("Section 17.62.030 is amended; see Chapter 17-22.", "."),
        ("no numbers at all", "."),
    ],
)
def test_number_style(text: str, style: str) -> None:
    assert number_style(text) == style


# The article page of Caldwell, ID's code (the citation development set's open page).
CALDWELL_ARTICLE = (
    (
        Path(__file__).resolve().parents[2]
        / "graph/devset_wide/open/caldwell-id/art3-sec10-03-01-annexations.txt"
    )
    .read_text(encoding="utf-8")
    .splitlines()
)


@pytest.mark.parametrize(
    ("text", "scheme"),
    [
        ("Section 135.01 and Section 135.02 are hereby amended", Scheme.TWO_LEVEL),
        ("Section 17.62.030 is amended; see Chapter 17-22.", Scheme.DOTTED),
        ("1. Section 48-4B(1) is hereby amended", Scheme.CHAPTER_DASH),
        ("Section 19:2-18.5 is amended", Scheme.TITLE_COLON),
        ("Section 15-3-5 of the Land Management Code is hereby repealed.", Scheme.TRIPLE_DASH),
        ("Section 6 of Ordinance No. 1", None),
        # Caldwell, ID's `ARTICLE 3` over its sections `10-03-01`, …: chapter 10, article 03
        # (`parsers.scheme_headings`), as the export parser decides it from the same headings.
        ("\n".join(CALDWELL_ARTICLE[1:6]), Scheme.CHAPTER_ARTICLE),
    ],
)
def test_document_scheme(text: str, scheme: Scheme | None) -> None:
    assert document_scheme(text) == scheme


@pytest.mark.parametrize(
    ("phrase", "title", "scheme", "expected"),
    [
        # Pittsburgh, PA (`TITLE 01`, sections `135.01`): chapter 135 is `135`, not `01.135`.
        ("Chapter 135, Department of City Planning", "01", Scheme.TWO_LEVEL, [(CH, "135")]),
        ("Chapter 40", "9", Scheme.DOTTED, [(CH, "9.40")]),
        # A two-part number without its keyword (`Sect.~.on 2.013`, Eugene, OR, OCR): a section in
        # a two-level dotted code, a chapter in a West dotted one.
        ("Sect.~.on 2.013 of the Eugene Code, 1971,", None, Scheme.TWO_LEVEL, [(S, "2.013")]),
        ("17.62 Limited Term Permits", "17", Scheme.DOTTED, [(CH, "17.62")]),
        # No scheme read from the document: the chapter as printed, no title joined by guess.
        ("Chapter 40", "9", None, [(CH, "40")]),
        ("Chapter 178E, Registered Community Organizations", "01", None, [(CH, "178E")]),
    ],
)
def test_a_chapter_joins_its_title_only_in_a_titled_scheme(
    phrase: str, title: str, scheme: Scheme | None, expected: list[tuple[TargetKind, str]]
) -> None:
    targets = parse_target_phrase(phrase, title, ".", scheme).targets
    assert [(target.kind, target.id) for target in targets] == expected


@pytest.mark.parametrize(
    ("phrase", "expected"),
    [
        # Milwaukee, WI (Legistar files 211211, 241222): items continue the number before them.
        ("Part 1. Sections 105-56-1 and 2-b of the code is amended", ("105-56-1", "105-56-2-b")),
        ("Part 1. Section 50-75-2-b and c of the code is amended", ("50-75-2-b", "50-75-2-c")),
        ("Sections 5-2-7 and 8 of the code", ("5-2-7", "5-2-8")),
        # Never the chapter or the section's own number, never a lone number.
        ("Sections 105-56 and 2 of the code", ()),
        ("Section 27-2052 and 3 more", ()),
        ("Section 15-3-5 of the Land Management Code", ()),
    ],
)
def test_list_items_continue_the_number_before_them(phrase: str, expected: tuple[str, ...]) -> None:
    assert several_sections(phrase, "-") == expected


# Every section shape of the scheme registry, its parts cut to the lengths drafters print.
REGISTRY_NUMBERS = st.one_of(
    *(st.from_regex(shape.replace(r"\d+", r"\d{1,3}"), fullmatch=True) for shape in SHAPES.values())
)


@given(REGISTRY_NUMBERS, st.sampled_from(["", "(b)", "(B)(1)", "(c)(4)(ii)"]))
def test_every_registry_shape_is_read_as_printed(number: str, labels: str) -> None:
    """One grammar: whatever section number a scheme of `parsers.schemes` knows, an instruction
    naming it reads that number and its label path, nothing more and nothing less."""
    phrase = f"Section {number}{labels} of the Code is hereby amended to read as follows:"
    targets = parse_target_phrase(phrase, "17", id_style(number)).targets
    kind = SUB if labels else S
    assert [(t.kind, t.id) for t in targets] == [(kind, number + labels)]


@pytest.mark.parametrize(
    ("phrase", "expected"),
    [
        # Owasso OK 1131 §1: each section named by its own keyword and title, OCR blanks in them.
        (
            "Chapter Two, Zoning Regulations, Section 12 -201 Zoning Regulations Adopted, Section "
            "12 -202 Sign Regulations Adopted, and Section 12 -203, Gated Communities",
            ("12-201", "12-202", "12-203"),
        ),
        ("Section 17.04.020 Definitions and Section 17.04.030 Uses", ("17.04.020", "17.04.030")),
        # A figure between the keywords: the second is where the first is, not a member.
        ("Section 5-12 of Chapter 5, Section 4-1", ()),
        # One keyword: nothing listed.
        ("Section 12-201 Zoning Regulations Adopted", ()),
    ],
)
def test_sections_each_named_by_its_keyword_are_a_list(
    phrase: str, expected: tuple[str, ...]
) -> None:
    assert several_sections(phrase, "-") == expected


OWASSO_RANGE = """ORDINANCE 1133
NOW, THEREFORE, BE IT ORDAINED BY THE CITY COUNCIL OF THE CITY OF OWASSO, OKLAHOMA, THAT TO WIT:
SECTION ONE (1): Part 2, Administration and Government, Chapter 1, General
Provisions, Sections 2 -101 through Section 2 -{last} of the code of ordinances of the City of
Owasso, Oklahoma, is hereby amended to read as follows:
SECTION 2 -101 ABSENTEE BALLOTING IN ELECTIONS
Absentee ballots shall be furnished in all primary, general, special and recall elections.
SECTION 2 -102 FINANCE DEPARTMENT; CITY TREASURER
There is a department of finance, the head of which is the City Treasurer.
"""


@pytest.mark.parametrize(
    ("last", "expected"),
    [
        # Owasso OK 1133 (OCR blanks in the numbers): both ends headed, each its own text.
        ("102", [("2-101", False), ("2-102", False)]),
        # The text (cut short) heads the first members only: the range's members are counted,
        # and those it does not head are flagged, nothing applied for them.
        ("104", [("2-101", False), ("2-102", False), ("2-103", True), ("2-104", True)]),
    ],
)
def test_a_range_is_split_at_the_new_texts_own_headings(
    last: str, expected: list[tuple[str, bool]]
) -> None:
    text = OWASSO_RANGE.format(last=last)
    instructions = parse_ordinance_text(text, "owasso-ok/1133.txt").ordinance.instructions
    got = [(t.id, bool(i.flags)) for i in instructions for t in i.targets]
    assert got == expected
    assert all(i.verb.value == "replace_section" for i in instructions)
    assert "FINANCE DEPARTMENT" in instructions[1].text
    assert "FINANCE" not in instructions[0].text


OWASSO_QUOTED = """ORDINANCE NO. 323
BE IT ORDAINED by the City Council of the City of Owasso,
Oklahoma.
SECTION 1: That Chapter 7, Article 2, Section 7 -27 of
the City Code of the City of Owasso, Oklahoma, which provides
as follows:
Sec. 7 -27. Depositories designated;
funds to be deposited therein. All banks
within this city are hereby designated as depositories.
{verb}
Sec. 7 -27. Depositories designated;
funds to be deposited therein. All banks, trust companies, as well as savings and
loan associations, within this city are hereby designated as depositories.
SECTION 2: That all ordinances or parts of ordinances in
conflict herewith be, and the same are hereby expressly repealed.
"""


@pytest.mark.parametrize(
    ("verb", "expected"),
    [
        # Owasso OK 323: the subject, the current text it quotes, then the verb.
        ("shall be and is hereby amended to read to provide as follows:", ("7-27", False)),
        ("is hereby amended to read as follows:", ("7-27", False)),
    ],
)
def test_a_sentence_split_by_the_current_text_it_quotes_is_read(
    verb: str, expected: tuple[str, bool]
) -> None:
    text = OWASSO_QUOTED.format(verb=verb)
    (item,) = parse_ordinance_text(text, "owasso-ok/323.txt").ordinance.instructions
    assert item.verb.value == "replace_section"
    assert (item.targets[0].id, bool(item.flags)) == expected
    assert "trust companies" in item.text
    assert "All banks\nwithin" not in item.text  # the current text is no part of the new


@pytest.mark.parametrize(
    ("phrase", "expected"),
    [
        # OCR's blank inside the section's number: the levels are context, never composed.
        ("That Chapter 7, Article 2, Section 7 -27 of the City Code", "7-27"),
        ("Chapter 2, Article 12, Section 3 of the Revised Ordinances", "2-12-3"),
    ],
)
def test_levels_compose_a_number_only_from_whole_numbers(phrase: str, expected: str) -> None:
    assert [t.id for t in parse_target_phrase(phrase, None, "-").targets] == [expected]


@pytest.mark.parametrize(
    ("phrase", "expected"),
    [
        # Mitchell SD O2023-05: a section number without a keyword, a letter in its middle part.
        ("That 10-9E-4: Permitted Uses, ", ["10-9E-4"]),
        ("That 10-9-4: Permitted Uses", ["10-9-4"]),
        # A date is no number of the code.
        ("On 10-15-2012 the council", []),
    ],
)
def test_a_bare_three_part_hyphenated_number_is_a_target(phrase: str, expected: list[str]) -> None:
    assert [t.id for t in parse_target_phrase(phrase, None, "-").targets] == expected


@pytest.mark.parametrize(
    ("text", "style"),
    [
        # Mitchell SD O2023-05 (no keyword names a number): the bare numbers tell the style.
        ("That 10-9E-4: Permitted Uses, be amended … (Ord. 2411, 10-15-2012)", "-"),
        ("That 17.62.030 Permits be amended", "."),
    ],
)
def test_bare_numbers_tell_the_style_when_no_keyword_names_one(text: str, style: str) -> None:
    assert number_style(text) == style


@pytest.mark.parametrize(
    ("phrase", "expected"),
    [
        # Renton WA 5169 §II: parts of one section, one dotted label each: no list of sections.
        ("Sections 4-1-180.C and 4-1-180.1 of Chapter 1,Public Works Fees", ()),
        # Different sections, or labels that are none, stay a list of sections.
        ("Sections 4-1-180.C and 4-1-190.D of Chapter 1", ("4-1-180", "4-1-190")),
        ("Sections 17.36.010 and 17.36.020 are amended", ("17.36.010", "17.36.020")),
    ],
)
def test_sibling_parts_are_no_list_of_sections(phrase: str, expected: tuple[str, ...]) -> None:
    assert several_sections(phrase, "-") == expected


@pytest.mark.parametrize(
    ("number", "rest", "expected"),
    [
        # `.1` after `.C`: a part, or section 4-1-180.1? the list stops before it (unread)
        ("4-1-180", ".C and 4-1-180.1 of Chapter 1", ("4-1-180.C",)),
        ("4-1-180", ".C, 4-1-180.D and 4-1-180.F of", ("4-1-180.C", "4-1-180.D", "4-1-180.F")),
        ("4-1-180", ".C and 4-1-190.D of", None),  # another section: not siblings
        ("4-1-180", ".C of Chapter 1", None),  # one part: `target_labels`' reading
    ],
)
def test_sibling_parts_of_one_section(
    number: str, rest: str, expected: tuple[str, ...] | None
) -> None:
    found = sibling_parts(number, rest)
    assert (None if found is None else tuple(t.id for t in found[0])) == expected
