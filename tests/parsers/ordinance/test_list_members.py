"""Targets an instruction lists or prints apart: a list's later labels at the level of the first
label they match (`6-75 (a)(1) and (b)`), dotted paths of any depth (`3.1.7.C.1`), a list whose
members each carry their own words, a number OCR split at its joint (`18. 22(9)`) or printed
with commas (`1,10,050`)."""

from __future__ import annotations

import pytest
from wide_documents import parsed, readings

from parsers.grammar.labels import same_level
from parsers.ordinance.after_verb import IN_EXHIBIT
from parsers.ordinance.garbled import mended_number
from parsers.ordinance.paths import ocr_commas
from parsers.ordinance.section_kinds import classify
from parsers.ordinance.sentences import amending_sentences, read_sentence
from parsers.ordinance.targets import parse_target_phrase
from parsers.ordinance_records import OrdinanceSectionKind
from parsers.schemes import split


@pytest.mark.parametrize(
    ("path", "label", "expected"),
    [
        ("(a)(1)", "b", "(b)"),  # Jefferson Parish LA 23739: `6-75 (a)(1) and (b)`
        ("(B)(1)", "2", "(B)(2)"),  # `(B)(1), (2) and (3)`
        ("(B)", "C", "(C)"),  # `4-2-3(B) and (C)`
        ("(a)(1)(ii)", "iii", "(a)(1)(iii)"),  # a Roman numeral: its own level
        ("(a)(1)(i)", "ii", "(a)(1)(ii)"),  # no level numbered so before: the list's last
    ],
)
def test_a_later_label_takes_the_level_numbered_as_it_is(
    path: str, label: str, expected: str
) -> None:
    assert same_level(path, label) == expected


@pytest.mark.parametrize(
    ("phrase", "style", "expected"),
    [
        (
            "That Section 6-75 (a)(1) and (b) of the Jefferson Code of Ordinances",
            "-",
            ["6-75(a)(1)", "6-75(b)"],
        ),
        (
            'Article 3, Section 3.1, subsections 3.1.7.C.1 of the Unified Development Code ( "UDC '
            '"), entitled "Published Notice," and 3.1.7.C.4 of the UDC, entitled "Content of '
            'Notice," ',
            ".",
            ["3.1.7.C.1", "3.1.7.C.4"],
        ),
        # one member only: `and` names another section's part, no member of this list
        (
            "subsections 3.1.7.C.1 of the Code, entitled Notice, and 3.2.1.A.1 of the Code",
            ".",
            ["3.1.7.C.1"],
        ),
        # a single subsection: later words are its title, never a list
        ("Subsection 3.1.7.C.1 of the Code, and 3.1.7.C.4 of the UDC", ".", ["3.1.7.C.1"]),
        ("a new subsection 18. 22(9) , said new subsection", ".", ["18.22(9)"]),
    ],
)
def test_listed_targets(phrase: str, style: str, expected: list[str]) -> None:
    assert [t.id for t in parse_target_phrase(phrase, None, style).targets] == expected


@pytest.mark.parametrize(
    ("text", "sentence_end"),
    [
        (  # Ames IA 2775: the number OCR split at its joint ends no sentence
            "shall be and the same is hereby amended by adding thereto a new subsection\n"
            '18. 22(9) , said new subsection to read as follows:\n"(9) Between',
            "to read as follows:",
        ),
        (  # a number ending a sentence, another opening the next: two sentences
            "Section 18 is hereby repealed. 22 persons voted.",
            "repealed.",
        ),
    ],
)
def test_a_split_number_ends_no_sentence(text: str, sentence_end: str) -> None:
    start, end = amending_sentences(text, 0, len(text))[0]
    assert text[start:end].endswith(sentence_end)


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        ("ames-ia-2775", [("add_part", ("18.22(9)",))]),
        ("jefferson-parish-la-summary-23739", [("replace_part", ("6-75(a)(1)", "6-75(b)"))]),
        (
            "corpus-christi-tx-029770",
            [("replace_part", ("3.1.7.C.1",)), ("replace_part", ("3.1.7.C.4",))],
        ),
    ],
)
def test_the_stored_documents(name: str, expected: list[tuple[str, tuple[str, ...]]]) -> None:
    assert readings(name)[: len(expected)] == expected


@pytest.mark.parametrize(
    ("phrase", "expected"),
    [
        ("KMC 1,10,050 is hereby amended", "KMC 1.10.050 is hereby amended"),  # Kenai AK 654-81
        ("5,02,030", "5.02.030"),
        ("$1,050,000", "$1,050,000"),  # thousands: groups of three only
        ("1,000", "1,000"),
        ("2,3,4", "2,3,4"),  # a list printed without blanks
        ("Sections 1,10 and 5", "Sections 1,10 and 5"),
    ],
)
def test_a_number_whose_joints_ocr_printed_as_commas(phrase: str, expected: str) -> None:
    assert ocr_commas(phrase) == expected


def test_a_restated_section_keeps_its_text_without_the_bracketed_words() -> None:
    """Kenai AK 654-81: `KMC 1,10,050 is hereby amended as followus` (OCR), the section
    restated whole with `[PUBLIC SAFETY BUILDING]` struck: a flagged replacement of the whole
    text (never its last sentence alone), the bracketed words left out."""
    [item] = parsed("kenai-ak-654-81").ordinance.instructions
    assert (item.verb.value, [t.id for t in item.targets]) == ("replace_section", ["1.10.050"])
    assert item.text.startswith("01,10.050 s Meetings") and "PUBLIC SAFETY" not in item.text
    assert item.struck == ("PUBLIC SAFETY BUILDING",) and item.flags


def test_an_exhibit_not_printed_amends_the_sections_a_recital_lists() -> None:
    """Gahanna OH (Legistar 7030552): `amended by adding the provisions as provided in EXHIBIT
    A`, the caption naming no unit, one recital listing `Traffic Code sections 301.25, 301.52,
    …, and 351.04`: those sections, flagged (the exhibit is not printed)."""
    [item] = parsed("gahanna-oh-legistar-7030552").ordinance.instructions
    ids = [t.id for t in item.targets]
    assert item.verb.value == "replace_section" and item.flags
    assert (len(ids), ids[0], ids[2], ids[-1]) == (21, "301.25", "303.100", "351.04")


@pytest.mark.parametrize(
    ("sentence", "witness", "expected"),
    [
        # Ukiah CA 597: the sentence's `1y00`, the caption's `SECTICN 1900`
        ("Section 1y00 of the Ukiah City Code entitled", "SECTICN 1900 OF THE UKIAH CODE", "1900"),
        ("Section 1y00 of the Code", "SECTICN 1800 OR 1900", None),  # two fit: none taken
        ("Section 1y00 of the Code", "SECTICN 2900", None),  # none fits
        ("Section 17.36.020B of the Code", "SECTION 17.36.0200", None),  # a suffix: no misreading
    ],
)
def test_a_misread_number_is_mended_only_by_one_fitting_witness(
    sentence: str, witness: str, expected: str | None
) -> None:
    assert mended_number(sentence, witness) == expected


def test_the_stored_ukiah_renumbering_names_both_numbers() -> None:
    item = parsed("ukiah-ca-597").ordinance.instructions[0]
    assert item.verb.value == "renumber" and [t.id for t in item.targets] == ["1900"]
    assert item.renumbered_to is not None and item.renumbered_to.id == "1860"


@pytest.mark.parametrize(
    ("sentence", "verb"),
    [
        (  # Worthington MN: a new title given with the restatement
            "That Worthington City Code, Title XV, Section 155.224 shall be re-titled “Zoning Fee "
            "Schedule” and amended to read as follows:",
            "amended",
        ),
        ("Section 155.224 shall be re-titled and the like.", None),  # no title quoted, no verb
    ],
)
def test_a_section_re_titled_and_amended(sentence: str, verb: str | None) -> None:
    reading = read_sentence(sentence)
    assert (reading.verb if reading is not None else None) == verb


def test_a_notice_of_a_proposed_ordinance_ends_its_new_text_before_its_trailer() -> None:
    [item] = parsed("worthington-mn-155-224-proposed").ordinance.instructions
    assert (item.verb.value, [t.id for t in item.targets]) == ("replace_section", ["155.224"])
    assert item.text.endswith("Such fees shall be non-refundable.")


@pytest.mark.parametrize(
    ("heading", "kind"),
    [
        (  # West University Place TX 1090 §2: when the amended fee applies, no instruction
            "The ,fee provided for in said Section 13-7 as amended shall become effective and "
            "payable on and after August 1, 1977.",
            OrdinanceSectionKind.EFFECTIVE_DATE,
        ),
        (  # an amending sentence saying when it applies stays an amendment
            "Section 13-7 is hereby amended to read as follows and shall become effective on "
            "August 1, 1977:",
            OrdinanceSectionKind.AMENDMENT,
        ),
    ],
)
def test_a_sentence_saying_when_something_becomes_effective(
    heading: str, kind: OrdinanceSectionKind
) -> None:
    assert classify(heading, "") is kind


@pytest.mark.parametrize(
    ("tail", "exhibit"),
    [
        (" as depicted in the attached pages.", True),  # Orange County NC 2018-019
        (" as set forth in Exhibit A, attached hereto", True),
        (" as depicted in the zoning map", False),  # no attachment named
    ],
)
def test_amendments_standing_in_pages_attached(tail: str, exhibit: bool) -> None:
    assert (IN_EXHIBIT.search(tail) is not None) is exhibit


def test_the_stored_orange_county_amendment_is_flagged_without_a_target() -> None:
    [item] = parsed("orange-county-nc-ord-2018-019").ordinance.instructions
    assert (item.verb.value, item.targets, bool(item.flags)) == ("replace_part", (), True)


@pytest.mark.parametrize(
    ("number", "section", "labels"),
    [
        ("3.1.7.C.1", "3.1.7", ("C", "1")),  # Corpus Christi TX 029770
        ("3.1.7.C.1.a", "3.1.7", ("C", "1", "a")),
        ("64-4.A.1", "64-4", ("A", "1")),  # Mobile AL chapter 64
        ("17.62.030.B.2", "17.62.030", ("B", "2")),
        ("12-3.10.D", "12-3.10", ("D",)),
        ("8-12B-1-2-M.c", "8-12B-1-2", ("M", "c")),
        ("21-6-2.5", "21-6-2.5", ()),  # a decimal section: no label
    ],
)
def test_the_registry_splits_dotted_labels_of_any_depth(
    number: str, section: str, labels: tuple[str, ...]
) -> None:
    parts = split(number)
    assert (parts.section, parts.subsection) == (section, labels)


@pytest.mark.parametrize(
    ("phrase", "expected"),
    [
        ("Subsection 3.1.7.C.1.a of the Code", ["3.1.7.C.1.a"]),
        ("Article 3, Section 3.1, subsection 3.1.7.C.1.a of the UDC", ["3.1.7.C.1.a"]),
        ("Section 5.04.030.B.2.c is amended", ["5.04.030.B.2.c"]),  # never all of 5.04.030
        ("Section 4-2-3, subsection B, paragraph 2 of the Code", ["4-2-3(B)(2)"]),
    ],
)
def test_a_dotted_path_of_any_depth(phrase: str, expected: list[str]) -> None:
    assert [t.id for t in parse_target_phrase(phrase, None, "-").targets] == expected
