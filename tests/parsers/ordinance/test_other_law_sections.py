"""Sections of another body of law (brief o20-ff): a session law's chapter that lost a digit
against the document's title, a town's special acts compiled in its code, a range of sections
added to a charter act, earlier ordinances a caption amends and repeals by number, a second `and
That` clause, sections of the caption's ordinance named before they are restated. Rows are the
wording of real documents of the wide development set's open part (`devset_wide/open/`; `sealed/`
is never read here); their truth files say the same.
"""

from __future__ import annotations

import pytest
from wide_documents import parsed

from parsers.ordinance.caption_outside import _clauses
from parsers.ordinance.outside import outside_target
from parsers.ordinance.outside_clauses import AND_THAT, WORDS_CHANGED
from parsers.ordinance.outside_ranges import ADDED_RANGE, _labels
from parsers.ordinance.restated_outside import NAMED_SECTIONS

FENWICK_TITLE = (
    'AN ACT TO AMEND CHAPTER 302, VOLUME 49, LAWS OF DELAWARE, AS AMENDED, BEING "AN ACT TO '
    'INCORPORATE THE TOWN OF FENWICK ISLAND, DELAWARE".\n'
)
FENWICK_PHRASE = "Amend Chapter 30, Volume 49, Laws of Delaware, as amended, by striking Section 9 "


@pytest.mark.parametrize(
    ("phrase", "before", "expected", "flagged"),
    [
        # Delaware ch. 3 (Fenwick Island): the sentence's `Chapter 30` is the title's `302`.
        (FENWICK_PHRASE, FENWICK_TITLE, "Laws of Delaware, vol. 49, c. 302, Section 9", True),
        (FENWICK_PHRASE, "", "Laws of Delaware, vol. 49, c. 30, Section 9", False),
        # Another volume's chapter 302 says nothing of volume 49's chapter 30.
        (
            FENWICK_PHRASE,
            FENWICK_TITLE.replace("VOLUME 49", "VOLUME 48"),
            "Laws of Delaware, vol. 49, c. 30, Section 9",
            False,
        ),
        # Two longer chapters of the volume: neither is read.
        (
            FENWICK_PHRASE,
            FENWICK_TITLE + "Chapter 301, Volume 49, Laws of Delaware\n",
            "Laws of Delaware, vol. 49, c. 30, Section 9",
            False,
        ),
        # Rhode Island act 09-LA090: the town's special acts, though its code compiles them.
        (
            "Article 2, Section 5 of the Special Acts of the Town of West Warwick Code of "
            'Ordinances of 1986, as amended, entitled "Special Assessments" ',
            "",
            "Special Acts of the Town of West Warwick, Article 2, Section 5",
            False,
        ),
    ],
)
def test_a_session_law_cited_by_the_sentence_as_the_document_names_it(
    phrase: str, before: str, expected: str, flagged: bool
) -> None:
    text = before + phrase
    found = outside_target(phrase, " to read as follows:", text, len(before))
    assert found is not None
    assert (found.target.kind.value, found.target.id, bool(found.flags)) == (
        "statute",
        expected,
        flagged,
    )


@pytest.mark.parametrize(
    ("name", "ids"),
    [
        ("delaware-ch3-fenwick-island", ["Laws of Delaware, vol. 49, c. 302, Section 9"]),
        (
            "west-warwick-ri-act09-090",
            ["Special Acts of the Town of West Warwick, Article 2, Section 5"],
        ),
    ],
)
def test_the_stored_acts_amend_other_law(name: str, ids: list[str]) -> None:
    found = parsed(name).ordinance.instructions
    assert [t.id for item in found for t in item.targets] == ids
    assert all(item.outside for item in found)


WOODSTOCK = (
    "That § 4 as amended, of Chapter 412 of the Acts of Assembly of 1922, approved March 24, "
    "1922, be amended and reenacted and that said chapter pe emetined by adding sections "
    "numbered {range}, inclusive, as ollows:"
)


@pytest.mark.parametrize(
    ("added", "labels"),
    [
        ("4a through 4d", ["4a", "4b", "4c", "4d"]),  # Virginia Acts 1960 c. 431 (Woodstock)
        ("10 through 12", ["10", "11", "12"]),
        ("4d through 4a", []),  # backwards: no range
        ("1 through 900", []),  # too long for a list of sections
    ],
)
def test_a_range_of_added_sections(added: str, labels: list[str]) -> None:
    found = ADDED_RANGE.search(WOODSTOCK.format(range=added))
    assert found is not None
    assert _labels(found) == labels


def test_the_stored_charter_act_adds_each_section_of_its_range() -> None:
    found = parsed("woodstock-va-acts-1960-ch431").ordinance.instructions
    law = "Acts of Assembly of 1922, c. 412, § "
    assert [(i.verb.value, i.targets[0].id) for i in found] == [
        ("replace_section", law + "4"),
        *[("add_section", law + label) for label in ("4a", "4b", "4c", "4d")],
    ]
    assert all(item.outside for item in found)
    assert found[0].text.startswith("§ 4.") and "§ 4a." not in found[0].text
    assert found[1].text.startswith("§ 4a.") and not found[1].flags
    assert all(item.flags and not item.text for item in found[2:])  # cut from the page


@pytest.mark.parametrize(
    ("caption", "read"),
    [
        # Horn Lake MS 98-01-73 §6.
        (
            "Amending the Speeding Section of Ordinance # 75-39 and Repealing Ordinance # 94-09-39",
            [
                ("amending", "Speeding Section", "Ordinance # 75-39"),
                ("repealing", None, "Ordinance # 94-09-39"),
            ],
        ),
        ("Repealing Ordinance No. 12", [("repealing", None, "Ordinance No. 12")]),
        ("Amending Section 5-3 of the City Code", None),  # the code: no ordinance by number
        ("Effective Date and Repealing Ordinance No. 12", None),  # not every clause is one
        ("Repealing Ordinance No. 12 and conflicting ordinances", None),
    ],
)
def test_a_caption_that_amends_earlier_ordinances_by_number(
    caption: str, read: list[tuple[str, str | None, str]] | None
) -> None:
    found = _clauses(caption)
    got = (
        None
        if found is None
        else [(verb, m.group("part"), " ".join(m.group("ordinance").split())) for verb, m in found]
    )
    assert got == read


def test_the_stored_caption_amends_and_repeals_earlier_ordinances() -> None:
    found = parsed("horn-lake-ms-98-01-73").ordinance.instructions
    assert [(i.verb.value, i.targets[0].id, bool(i.flags)) for i in found] == [
        ("replace_part", "Ordinance # 75-39, Speeding Section", True),
        ("repeal", "Ordinance # 94-09-39", False),
    ]
    assert all(item.outside for item in found)


# Seward AK 220 §1: the words after the first clause's verb.
SEWARD_TAIL = (
    ' by including the words, land all Public Utilities now or hereafter owned", and That '
    "Section 1 of Ordinance 202, passed April 3, 1950, read as follows:"
)


@pytest.mark.parametrize(
    ("tail", "phrase"),
    [
        (SEWARD_TAIL, "Section 1 of Ordinance 202, passed April 3, 1950,"),
        (
            SEWARD_TAIL.replace(" read as", " shall read as"),
            "Section 1 of Ordinance 202, passed April 3, 1950,",
        ),
        # The first clause restates a part: no word edit, not read here.
        (" by amending subsection (b), and That Section 1 of Ordinance 202 read as follows:", None),
        (" to read as follows:", None),
    ],
)
def test_a_second_clause_restating_another_part(tail: str, phrase: str | None) -> None:
    clause = AND_THAT.search(tail)
    words = clause is not None and WORDS_CHANGED.match(tail[: clause.start()]) is not None
    assert (clause.group("phrase") if clause is not None and words else None) == phrase


def test_the_stored_two_clauses_are_two_instructions() -> None:
    found = parsed("seward-ak-220").ordinance.instructions
    assert [(i.verb.value, i.targets[0].id, bool(i.text), bool(i.flags)) for i in found] == [
        ("word_edit", "Ordinance 202, Section 1", False, True),
        ("replace_section", "Ordinance 202, Section 1", True, False),
    ]
    assert all(item.outside for item in found)
    assert found[1].text.startswith("There is hereby created")


@pytest.mark.parametrize(
    ("sentence", "numbers"),
    [
        # Williams MN 68, its words letter-spaced by the text layer.
        (
            "does ordain that Section 4\n\nand Sect ion 7 of the above mentioned Ordinance "
            "shall be amended to read as\n\nfo llows:",
            "4\n\nand Sect ion 7",
        ),
        ("that Sections 2, 3 and 5 of said Ordinance are hereby amended to read:", "2, 3 and 5"),
        ("that Section 4 of the Municipal Code is amended to read as follows:", None),
        ("that Section 4 of the above mentioned Ordinance is repealed.", None),
    ],
)
def test_sections_of_the_captions_ordinance_named_before_them(
    sentence: str, numbers: str | None
) -> None:
    found = NAMED_SECTIONS.search(sentence)
    assert (found.group("numbers") if found else None) == numbers


def test_the_stored_sections_restated_are_the_captions_ordinances() -> None:
    found = parsed("williams-mn-68").ordinance.instructions
    assert [(i.verb.value, i.targets[0].id) for i in found] == [
        ("replace_section", "ORDINANCE NO 14, Section 4"),
        ("replace_section", "ORDINANCE NO 14, Section 7"),
    ]
    assert all(item.outside and not item.flags for item in found)
    assert found[0].text.startswith("SECTION 4.") and "HOURS OF OPERATION" not in found[0].text
    assert found[1].text.startswith("SECTI ON 7. HOURS OF OPERATION.")
