"""Part J of the wide development set (issue 20): kinds a fresh place's drafting hits, read from
the real documents of `devset_wide/open/` and their wordings (`sealed/` is never read here).

- a flat page's sections headed after OCR'd struck text (`… MINWA RUM Section 2. Section 1-5-6`);
- a form's `ORDINANCE NO.: 2018-13`; a legislation page's `Enactment #: ORD-05-00046` over its
  bare `File #: 00006`;
- `repealed in its entirety and subsequent subsections renumbered accordingly`: a repeal and a
  flagged renumbering; a restated text headed with another number is flagged;
- a word edit stated for a long list of sections and parts, `"X" or "Y" … with that of "Z"`,
  and a definition deleted by its term with the following inserted;
- two references side by side in a restated text: a changed reference whose marks were lost.
"""

from __future__ import annotations

import re

import pytest
from wide_documents import parsed

from parsers.ordinance.deletions import DEFINITION_STRUCK, REST_RENUMBERED
from parsers.ordinance.headings import find_headings
from parsers.ordinance.introduced import introduced_ordinance
from parsers.ordinance.lists import listed_parts
from parsers.ordinance.metadata import ORDINANCE_NUMBER
from parsers.ordinance.own_number import ENACTED_ORDINANCE
from parsers.ordinance.paired_marks import paired_references
from parsers.ordinance.stated_edits import REPLACING_WORDS


@pytest.mark.parametrize(
    ("text", "numbers"),
    [
        # Otsego MN 2018-13: one line, the struck text OCR'd as junk before each heading.
        (
            "DOES HEREBY ORDAIN: Section 1. Section 1-5-5.A of the City Code is hereby repealed "
            'in its entirety: KIN Mgt r-"- E.T-12MINWA RUM Section 2. Section 1-5-6 of the City '
            "Code is hereby repealed in its entirety: if a seGend neF - - - - - - Section 3. "
            "Section 2-4-2 of the Otsego City Code is hereby amended establishing a fee schedule "
            + "x"
            * 400,
            [1, 2, 3],
        ),
        # A citation after a word in lower case is never a heading.
        (
            "DOES HEREBY ORDAIN: Section 1. The fee provided in Section 2. Fees shall apply. "
            + "x" * 400,
            [1],
        ),
    ],
)
def test_a_flat_heading_may_follow_ocrd_struck_text(text: str, numbers: list[int]) -> None:
    assert [h.number for h in find_headings(text) if h.number is not None] == numbers


@pytest.mark.parametrize(
    ("pattern", "text", "expected"),
    [
        (ORDINANCE_NUMBER, "ORD 18-13ORDINANCE NO.: 2018-13 CITY OF OTSEGO", "2018-13"),
        (ORDINANCE_NUMBER, "ORDINANCE NO. 9654 AN ORDINANCE AMENDING", "9654"),
        (ENACTED_ORDINANCE, "Enactment date: 3/16/2005 Enactment #: ORD-05-00046", "ORD-05-00046"),
        (ENACTED_ORDINANCE, "Enactment date: 3/6/2019 Enactment #: O-2019-002", None),
        (ENACTED_ORDINANCE, "Enactment date: 4/10/2017 Enactment #: 19", None),
    ],
)
def test_own_number_forms(pattern: re.Pattern[str], text: str, expected: str | None) -> None:
    match = pattern.search(text)
    assert (match.group("number") if match else None) == expected


@pytest.mark.parametrize(
    ("name", "number"),
    [("otsego-mn-2018-13", "2018-13"), ("madison-wi-ord-05-00046", "ORD-05-00046")],
)
def test_part_j_numbers(name: str, number: str) -> None:
    assert parsed(name).ordinance.number == number


@pytest.mark.parametrize(
    ("tail", "renumbers"),
    [
        (" in its entirety and subsequent subsections renumbered accordingly:", True),
        (" and the remaining paragraphs are relettered accordingly.", True),
        (" in its entirety.", False),
    ],
)
def test_a_repeal_may_renumber_the_parts_after_it(tail: str, renumbers: bool) -> None:
    assert (REST_RENUMBERED.search(tail) is not None) is renumbers


def test_otsego_repeals_renumbers_and_flags_the_mismatched_heading() -> None:
    items = parsed("otsego-mn-2018-13").ordinance.instructions
    got = [(i.verb.value, tuple(t.id for t in i.targets), bool(i.flags)) for i in items]
    assert got == [
        ("repeal", ("1-5-5(A)",), True),  # struck text read as junk follows: not read whole
        ("renumber", ("1-5-5",), True),  # no new numbers given
        ("repeal", ("1-5-6",), True),
        ("replace_section", ("2-4-2",), True),  # its text is headed 3-1-2
    ]
    assert "headed 3-1-2" in items[3].flags[0]


@pytest.mark.parametrize(
    ("phrase", "expected"),
    [
        ("Sections 1-2 and 2-273", ["1-2", "2-273"]),
        (
            "Sections 2-175.1(f), 2-325(b) and (e), 2-513(a), (d) and (e), 2-515; 4-6(a)(1)",
            [
                "2-175.1(f)",
                "2-325(b)",
                "2-325(e)",
                "2-513(a)",
                "2-513(d)",
                "2-513(e)",
                "2-515",
                "4-6(a)(1)",
            ],
        ),
        ("Sections 11-434; 12-13, 0C 12-19, 12-38", ["11-434", "12-13", "12-19", "12-38"]),
        ("Section 2-4", []),
        ("Sections 9-2.101 through 9-2.110", []),  # a range: its members are not printed
    ],
)
def test_a_long_list_names_each_section_and_part(phrase: str, expected: list[str]) -> None:
    assert [t.id for t in listed_parts(phrase, "-")] == expected


@pytest.mark.parametrize(
    ("tail", "deleted"),
    [
        (
            'by replacing the title "auditor" with that of "internal auditor" and by replacing',
            'the title "auditor"',
        ),
        (
            'by replacing the phrase "board of commissioners" or "board" or "commission" where '
            'the same refers to the board of commissioners, with that of "city council."',
            'the phrase "board of commissioners" or "board" or "commission" where the same '
            "refers to the board of commissioners",
        ),
    ],
)
def test_a_replacement_of_words_is_read_in_part(tail: str, deleted: str) -> None:
    match = REPLACING_WORDS.search(tail)
    assert match is not None and match.group("deleted") == deleted


def test_chattanooga_word_edits_and_definition() -> None:
    items = parsed("chattanooga-tn-9654").ordinance.instructions
    assert [i.verb.value for i in items] == ["replace_part", "word_edit", "word_edit"]
    assert [t.id for t in items[0].targets] == ["1-2", "2-273"] and items[0].flags
    assert len(items[1].targets) == 103 and items[1].flags
    assert [(e.deleted, e.inserted) for e in items[1].edits] == [
        ("board of commissioners", "city council"),
        ("board", ""),
        ("commission", ""),
    ]
    assert [(e.deleted, e.inserted) for e in items[2].edits] == [("auditor", "internal auditor")]
    assert all(i.flags for i in items)  # none applied: each is read in part


@pytest.mark.parametrize(
    ("deleted", "term"),
    [
        ('the definition of "board of commissioners"', "board of commissioners"),
        ('the definition of the term "Council"', "Council"),
        ('the words "board of commissioners"', None),
    ],
)
def test_a_definition_struck_by_its_term(deleted: str, term: str | None) -> None:
    match = DEFINITION_STRUCK.fullmatch(deleted)
    assert (match.group("term") if match else None) == term


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "by the deadline set forth in Sec. 2.05(3) 2.05(1)(a), MGO.",
            ("2.05(3)", "2.05(1)(a)"),
        ),
        ("Sections 2.05(3), 2.05(4) and 2.06 apply.", None),  # a list: separated
        ("in 2.05(3) 17 days", None),  # another shape: no reference
    ],
)
def test_two_references_side_by_side_lost_their_marks(
    text: str, expected: tuple[str, str] | None
) -> None:
    pair = paired_references(text)
    assert ((pair.deleted, pair.inserted) if pair else None) == expected


def test_madison_revisors_word_edit_is_flagged_with_its_words() -> None:
    first = parsed("madison-wi-2025-revisor").ordinance.instructions[0]
    assert first.verb.value == "word_edit" and [t.id for t in first.targets] == ["2.38(3)"]
    assert [(e.deleted, e.inserted) for e in first.edits] == [("2.05(3)", "2.05(1)(a)")]
    assert any("side by side" in flag for flag in first.flags)


@pytest.mark.parametrize(
    ("phrase", "expected"),
    [
        (
            "That Article V, Sections 504(D) and 604(7)",
            [
                "Ordinance No. 6958, Article V, Section 504(D)",
                "Ordinance No. 6958, Article V, Section 604(7)",
            ],
        ),
        (
            "That Article VIII, Section 107 (19)",
            ["Ordinance No. 6958, Article VIII, Section 107(19)"],
        ),
        ("That Section 38-12 of the Chattanooga City Code", None),  # the code named: its own
    ],
)
def test_an_introducing_sentence_names_the_uncodified_ordinance(
    phrase: str, expected: list[str] | None
) -> None:
    text = (
        "That Ordinance No. 6958, as amended, the Zoning Ordinance, be and the same is hereby "
        f"amended as follows: SECTION 1. {phrase} be deleted in its entirety"
    )
    found = introduced_ordinance(phrase, "", text, text.index(phrase))
    assert ([t.id for t in found.targets] if found else None) == expected


def test_chattanooga_replaces_the_uncodified_ordinances_parts_never_the_codes() -> None:
    items = parsed("chattanooga-tn-10326").ordinance.instructions
    assert [i.verb.value for i in items] == ["replace_section"] * 3  # substituted, not repealed
    assert all(t.kind.value == "ordinance" for i in items for t in i.targets)
