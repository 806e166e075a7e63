"""Targets read with the scheme registry's number shapes, from the wide development set's open part
(issue 20, item 3): each row is a real document of `devset_wide/open/` and what a person reads in
it (its truth file says the same). `sealed/` is never read here.
"""

from __future__ import annotations

from functools import cache

import pytest

from benchmarks.ordinance_devset import DEVSET_WIDE
from parsers.ordinance import parse_ordinance_file, parse_ordinance_text
from parsers.ordinance.outside import outside_target
from parsers.ordinance.safety import NOTE_BESIDE
from parsers.ordinance.sentences import read_sentence
from parsers.ordinance.spelled import section_after_verb
from parsers.ordinance.stated_edits import quote_lost
from parsers.ordinance_records import Instruction, Verb

OPEN = DEVSET_WIDE / "open"


@cache
def instructions(name: str) -> tuple[Instruction, ...]:
    path = next(p for p in OPEN.glob(f"{name}.*") if not p.name.endswith(".toml"))
    return parse_ordinance_file(path, f"wide/{path.name}").ordinance.instructions


@pytest.mark.parametrize(
    ("name", "verb", "targets"),
    [
        # New York: a letter-suffixed section and its paragraph, `Section 48-4B(1)`.
        ("southold-ny-ll-8-1994", "replace_part", (("subsection", "48-4B(1)"),)),
        # Wisconsin: `Section 50-20-2 … is repealed and recreated to read: 50-20. Sale … 2.
        # DISTRIBUTION.` — the new text heads section 50-20, so `-2` is its subsection 2.
        ("milwaukee-wi-051589", "replace_part", (("subsection", "50-20-2"),)),
        # `Sections 105-56-1 and 2-b of the code is amended to read: 105-56. Sales …`: two parts
        # of the section the new text heads (its text gives them together: flagged, to split).
        ("milwaukee-wi-211211", "replace_part", (("subsection", "105-56-1"),)),
        ("milwaukee-wi-211211", "replace_part", (("subsection", "105-56-2-b"),)),
        # Indiana: `Page 6, Section 6, line 4 et seq., shall read as follows:` — a part of the
        # section from its printed line 4 on, not a chapter 6 to replace whole.
        ("richmond-in-1-1992", "replace_part", (("section", "6"),)),
        # `Page 17 between the end of Section 30.01 and the beginning of Section 30.02 the
        # following shall be inserted: Section 30.015 Legislative Branch …`: the place is no target.
        ("richmond-in-1-1992", "add_section", (("section", "30.015"),)),
        # New Jersey: `1. The following supplements to Chapter 122 … are hereby adopted.` then
        # `§ 122-1.-Definitions.` reprinted with its new term: text added to 122-1 (flagged: the
        # reprint does not say which words are new), never a chapter added.
        ("jersey-city-nj-19-001", "add_text", (("section", "122-1"),)),
        # Massachusetts revised ordinances, one unnumbered sentence: `Chapter thirty-six … is
        # hereby amended by striking out section four in said chapter, and inserting in place
        # thereof the following:` then `Section 4. The treasurer …` (the new text's heading, not
        # the ordinance's section 4).
        ("boston-ma-1920-ch12", "replace_section", (("section", "36-4"),)),
        # `Chapter twelve … is hereby further amended in section four by striking out the words`.
        ("boston-ma-1916-ch5", "word_edit", (("section", "12-4"),)),
    ],
)
def test_the_target_is_read(name: str, verb: str, targets: tuple[tuple[str, str], ...]) -> None:
    """(A flag about the new text's labels may stand: Southold's new text prints none.)"""
    read = [
        (item.verb.value, tuple((t.kind.value, t.id) for t in item.targets))
        for item in instructions(name)
    ]
    assert (verb, targets) in read


@pytest.mark.parametrize("name", ["tustin-ca-15", "richmond-in-1-1992"])
def test_a_section_of_one_part_is_no_chapter_and_is_flagged(name: str) -> None:
    """`Section 1 of Ordinance !ao. 1` (OCR), `Section 6, line 4`: a number of one part after
    `Section` is numbered in no scheme of the registry: never a chapter replaced whole, always
    flagged for a person to name."""
    for item in instructions(name):
        assert all(t.kind.value != "chapter" for t in item.targets), item
        if any(t.id.isdigit() for t in item.targets):
            assert item.flags, item


CAPTION = (
    "ORDINANCE NO. 1-1992\n\nAN ORDINANCE AMENDING THE MUNICIPAL CODE\n\n"
    "NOW, THEREFORE, THE CITY COUNCIL OF THE CITY OF RIVERTON DOES ORDAIN AS FOLLOWS:\n\n"
)
CLOSING = "\n\nSection 2. Effective Date. This ordinance shall take effect immediately.\n"


@pytest.mark.parametrize(
    ("sentence", "verb", "targets", "flagged"),
    [
        # Placed among the sections: an added section, numbered by its own heading.
        (
            "Between Section 30.01 and Section 30.02 the following shall be inserted:\n"
            "Section 30.015 Legislative Branch. The Council is the legislative branch.",
            Verb.ADD_SECTION,
            ["30.015"],
            False,
        ),
        (
            "After Section 4.020 the following shall be inserted:\n"
            "4.025 Fees. Fees are set by resolution.",
            Verb.ADD_SECTION,
            ["4.025"],
            False,
        ),
        # Words inserted into a section's text, placed by no section: a person applies them.
        (
            'In Section 4.020 the words "or lessee" shall be inserted after "owner".',
            Verb.REPLACE_SECTION,
            [],
            True,
        ),
    ],
)
def test_inserted(sentence: str, verb: Verb, targets: list[str], flagged: bool) -> None:
    text = f"{CAPTION}Section 1. {sentence}{CLOSING}"
    found = parse_ordinance_text(text, "riverton/1-1992.txt").ordinance.instructions
    assert [(i.verb, [t.id for t in i.targets], bool(i.flags)) for i in found] == [
        (verb, targets, flagged)
    ]


@pytest.mark.parametrize(
    ("phrase", "expected"),
    [
        # Kansas City, KS, Charter Ordinance 114: the section's owner is the ordinance, though the
        # code is named after it.
        (
            "Section 1. That said original section 2.10 of Charter Ordinance No. 84 of the 1988"
            " Code of Ordinances City of Kansas City, Kansas,",
            "Charter Ordinance No. 84",
        ),
        ("Section 3.2 of Ordinance No. 52", "Ordinance No. 52"),
        # Tustin, CA, Ordinance 15 (OCR'd 1928 scan): `No.` garbled into `!ao.`.
        (
            'Section 1 of Ordinance !ao. 1 of the City of Tustin entitled, "An Orelinance of'
            " the City of 'Tustin fixing the time and place of off;cial meetings\"",
            "Ordinance !ao. 1",
        ),
        # The code's own section, its history named after it: no ordinance's.
        ("Section 5.050 (g), as amended by Ordinance No. 59-97A, of the Code", None),
        ("Section 17.62.030 of the Cotati Municipal Code", None),
    ],
)
def test_a_section_of_an_ordinance_is_no_section_of_the_code(
    phrase: str, expected: str | None
) -> None:
    found = outside_target(phrase, " is hereby amended to read as follows:")
    assert (found.target.id.split(",")[0] if found else None) == expected


@pytest.mark.parametrize(
    ("name", "target"),
    [
        # Tustin, CA, 15: `Section 1 of Ordinance !ao. 1 … is hereby amended` (OCR'd `No.`).
        ("tustin-ca-15", "Ordinance !ao. 1, Section 1"),
        # Decatur, IL, 1978 (OCR): `Section XVIII of Ordinance No. 3512 …, the same being the
        # Zoning Ordinance, be … further amended`: a Roman-numbered section of that ordinance.
        ("decatur-il-1978-b4-lot-area", "Ordinance No. 3512, Section XVIII"),
        # El Segundo, CA, 451: the amended ordinance's quoted title says `… REPEALING ALL
        # ORDINANCES … IN CONFLICT …`; those words are its title's, the section still amends.
        ("el-segundo-ca-451", "Ordinance No. 269, Section 5"),
        # Columbus, GA: `Ordinance Number 03-101 is hereby amended by amending Condition number 4
        # and adding a new Conditions number 5:` — one instruction for each condition.
        (
            "columbus-ga-03-101-amendment-2013",
            "Ordinance Number 03-101, Condition 4|Ordinance Number 03-101, Condition 5",
        ),
    ],
)
def test_another_ordinance_amended_is_not_the_code(name: str, target: str) -> None:
    read = [[(t.kind.value, t.id) for t in item.targets] for item in instructions(name)]
    assert read == [[("ordinance", one)] for one in target.split("|")]
    assert all(item.outside for item in instructions(name))


@pytest.mark.parametrize(
    ("sentence", "verb", "phrase"),
    [
        # Marana, AZ, 88.10: one unnumbered operative sentence in the council's own voice.
        (
            "the Town Council of the Town of Marana, Arizona does hereby adopt the Specific Plan"
            " proposed by the Marana International Development Company",
            "adopted",
            " the Specific Plan proposed by the Marana International Development Company",
        ),
        (
            "the Council do hereby amend Section 4.01 to read as follows:",
            "amended",
            " Section 4.01",
        ),
        # A passive wins; a council that may amend later gives no instruction.
        ("Section 2 is hereby amended; the Council does hereby adopt it", "amended", "Section 2 "),
        ("the Council may amend the fee schedule by resolution", None, None),
    ],
)
def test_the_enacting_body_s_own_voice(sentence: str, verb: str | None, phrase: str | None) -> None:
    reading = read_sentence(sentence)
    found = (reading.verb, reading.phrase) if reading is not None else (None, None)
    assert found == (verb, phrase)


def test_a_specific_plan_adopted_is_not_the_code() -> None:
    """Marana 88.10: `IT IS FURTHER ORDAINED` goes on with the operative text; the sentence before
    it adopts a specific plan, another body of law than the code."""
    read = [
        [(t.kind.value, t.id) for t in item.targets] for item in instructions("marana-az-88-10")
    ]
    assert read == [[("general_plan", "Specific Plan")]]


@pytest.mark.parametrize(
    ("phrase", "tail", "expected"),
    [
        (
            "Chapter thirty-six of the Revised Ordinances of 1914 ",
            " by striking out section four in said chapter, and inserting in place thereof the"
            " following:",
            (
                "Section four of Chapter thirty-six of the Revised Ordinances of 1914 ",
                " to read as follows:",
            ),
        ),
        (
            "Chapter twelve of the Revised Ordinances of 1914 ",
            ' in section four by striking out the words "five thousand"',
            (
                "Section four of Chapter twelve of the Revised Ordinances of 1914 ",
                ' by striking out the words "five thousand"',
            ),
        ),
        # A section named before the verb, or none after it: the sentence as read.
        ("Section five of chapter three ", " by striking out the words", None),
        ("Chapter 62 of the Code ", " as follows:", None),
        ("Chapter 62 of the Code ", " in section 62-7.1 by adding", None),
    ],
)
def test_a_section_named_after_the_verb(
    phrase: str, tail: str, expected: tuple[str, str] | None
) -> None:
    assert section_after_verb(phrase, tail) == expected


def test_inserted_words_whose_opening_quote_is_lost() -> None:
    """Boston 1916, ch. 5 (OCR'd book): `… by striking out the words "five thousand" and inserting
    in place thereof the words seven thousand five hundred," so that said section, as amended,
    shall read as follows:` — the restated section prints `seven thousand five hundred`, so those
    are the words inserted; the `so that` clause changes nothing more."""
    (item,) = instructions("boston-ma-1916-ch5")
    assert not item.flags
    assert [(e.deleted, e.inserted) for e in item.edits] == [
        ("five thousand", "seven thousand five hundred")
    ]


@pytest.mark.parametrize(
    ("part", "restated", "expected"),
    [
        ('the words seven thousand five hundred,"', "a sum of seven thousand five hundred", True),
        # Words the restated text does not print, or more than filler before them: unread.
        ('the words seven thousand five hundred,"', "a sum of five thousand dollars", False),
        ('in subsection (c) the words ten,"', "ten", False),
    ],
)
def test_lost_quote_needs_the_restated_text(part: str, restated: str, expected: bool) -> None:
    assert (quote_lost(part, restated) is not None) == expected


@pytest.mark.parametrize(
    ("sentence", "number"),
    [
        # Milwaukee, WI, 221733 (Legistar): Wisconsin's `s.` for a section.
        (
            "Part 1. The footnote immediately following s. 218-10 of the code is amended to read:",
            "218-10",
        ),
        ("The editor's note to Section 5.04 is amended to read:", "5.04"),
        # A section itself, or a note of no section: no note beside a section.
        ("Section 218-10 of the code is amended to read:", None),
        ("The notes of the Planning Commission are hereby adopted.", None),
    ],
)
def test_a_note_beside_a_section(sentence: str, number: str | None) -> None:
    found = NOTE_BESIDE.search(sentence)
    assert (found.group("number") if found else None) == number


def test_the_note_is_edited_never_the_section() -> None:
    """Milwaukee 221733: the marks `[[March 1, 2023]] >>March 1, 2024<<` are a word edit of the
    footnote after 218-10, flagged (the section's own text is never replaced)."""
    (item,) = instructions("milwaukee-wi-221733")
    assert item.verb.value == "word_edit" and [t.id for t in item.targets] == ["218-10"]
    assert item.flags


@pytest.mark.parametrize(
    ("body", "flagged"),
    [
        # The sentence, then nothing: the section would be replaced by nothing.
        ("Section 1. Section 4.050 of the Code is hereby amended to read as follows:\n", True),
        (
            "Section 1. Section 4.050 of the Code is hereby amended to read as follows:\n"
            "4.050 Fees. The fee is ten dollars.\n",
            False,
        ),
    ],
)
def test_a_section_replaced_by_nothing_is_flagged(body: str, flagged: bool) -> None:
    """Pittsburgh 2024-0335 prints an introducing `Section 1. … Section 135.01 … and Section
    135.02 … are hereby amended as follows:` right before another `Section 1.`: read alone, it
    replaces a section with no text, which would lose the section's law."""
    text = f"{CAPTION}{body}{CLOSING}"
    items = [i for i in parse_ordinance_text(text, "x").ordinance.instructions if i.targets]
    assert [bool(i.flags) for i in items] == [flagged]
