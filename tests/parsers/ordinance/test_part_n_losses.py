"""Part N (issue 20, batches g20-r and g20-s): the losses its open documents showed on arrival,
each row the real wording.

- Waukee IA: `deleting said section and insert- ing in lieu thereof the following` (a line's
  break become a blank in a one-line OCR) replaces the section, as `inserting` does.
- La Porte TX: `BY ADDING NEW SECTIONS 50-1 THROUGH 50-3, INCLUSIVE` adds every member of the
  range, never its two ends alone.
- Boynton Beach FL: `Section 1 That Section 2-16 …` (the period lost) heads a section of a
  one-line OCR; `amended by adding the words and figures in underlined type, as follows: (d) …
  (E) …` adds the parts the title names new (`BY CREATING A NEW SUBSECTION (D) AND (E)`).
"""

from __future__ import annotations

import pytest
from wide_documents import flagged_readings

from parsers.ordinance import parse_ordinance_text
from parsers.ordinance.sentences import sentence_words


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        # Waukee IA 2106, one run-on line.
        (
            "is hereby amended by deleting said section and insert- ing in lieu thereof",
            "is hereby amended by deleting said section and inserting in lieu thereof",
        ),
        # A suspended compound keeps its hyphen and blank.
        ("single- and two-family dwellings", "single- and two-family dwellings"),
        # Quoted words are a word edit's, as printed (Saint Paul MN 12047).
        (
            'by adding "below the requirements of applicable codes and ordi- nances" after',
            'by adding "below the requirements of applicable codes and ordi- nances" after',
        ),
    ],
)
def test_a_word_broken_on_a_flat_line_is_joined(raw: str, expected: str) -> None:
    assert sentence_words(raw) == expected


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        ("waukee-ia-2106", [("replace_section", ("203.2",), False)]),
        (
            "la-porte-tx-98-2280",
            [
                ("add_section", ("50-1",), False),
                ("add_section", ("50-2",), False),
                ("add_section", ("50-3",), True),  # its text is cut off in the stored excerpt
            ],
        ),
        (
            "boynton-beach-fl-o98-48",
            [("add_part", ("2-16(d)",), False), ("add_part", ("2-16(e)",), False)],
        ),
    ],
)
def test_the_open_documents_read(
    name: str, expected: list[tuple[str, tuple[str, ...], bool]]
) -> None:
    assert flagged_readings(name) == expected


BOYNTON = (
    "O98-48ORDINANCE NO. 098- AN ORDINANCE OF THE CITY COMMISSION OF THE CITY OF BOYNTON BEACH,"
    " FLORIDA, AMENDING SECTION 2-16. CITY BOARDS AND COMMISSIONS; MINIMUM QUALIFICATIONS FOR"
    " APPOINTMENT, MEMBERSHIP, {title}; PROVIDING FOR CONFLICTS, SEVERABILITY, CODIFICATION AND AN"
    " EFFECTIVE DATE. NOW, THEREFORE, BE IT ORDAINED BY THE CITY COMMISSION OF THE CITY OF"
    " BOYNTON BEACH, FLORIDA, THAT: Section 1 That Section 2-16 of the Code of Ordinances is"
    " hereby amended by adding the words and figures in underlined type, as follows: (d)"
    " Notwithstanding any other provision of City Code or procedural rule, no alternate member"
    " of any city board may serve in the capacity of its Chairperson, Vice Chair, Chair Pro-Tem,"
    " or hold any other office on said board. (E) No alternate member may be moved to a regular"
    " member of the Board unless appointed by the City Commission. Section 2. All ordinances or"
    " parts of ordinances in conflict herewith be and the same are hereby repealed. Section 3."
    " This ordinance shall become effective immediately upon passage." + " " * 400
)


@pytest.mark.parametrize(
    ("title", "expected"),
    [
        (
            "BY CREATING A NEW SUBSECTION (D) AND (E)",
            [("add_part", ("2-16(d)",)), ("add_part", ("2-16(e)",))],
        ),
        # The title names no new part: words added to the section, placed by a person.
        ("BY ADDING PROVISIONS ON ALTERNATE MEMBERS", [("add_text", ("2-16",))]),
        # The title's new part is not the one the new text opens with: no part is guessed.
        ("BY CREATING A NEW SUBSECTION (F)", [("add_text", ("2-16",))]),
    ],
)
def test_words_added_are_parts_only_when_the_title_names_them(
    title: str, expected: list[tuple[str, tuple[str, ...]]]
) -> None:
    parsed = parse_ordinance_text(BOYNTON.format(title=title), "boynton/o98-48.txt")
    got = [(i.verb.value, tuple(t.id for t in i.targets)) for i in parsed.ordinance.instructions]
    assert got == expected
