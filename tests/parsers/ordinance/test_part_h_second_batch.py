"""Part H of the wide development set (issue 20), its second batch: kinds a fresh place's drafting
hits, read from the real documents of `devset_wide/open/` (`sealed/` is never read here).

- a number the caption says is amended (`Amending Existing Ordinance No. 9-10-100`) or put to
  the voters (`approving or rejecting Ordinance No. O-1516-25, which ordinance amends …`) is
  another ordinance's, never this one's; the own number may stand alone before the title;
- the whole code amended by repealing or adopting a division named after the verb (Iowa): `by
  repealing Section 3.106 and enacting a new Section 3.106` replaces it, `by repealing Chapter
  Two … as said chapter has heretofore existed` then `by adopting a new Chapter Two` re-enacts
  the chapter (the repeal is of the superseded text); `Subsection 3.115(2)` is a subsection of
  section 3.115, never chapter 3.115, and `Subsection 3.115` without its label names nothing;
- titles: a hearing notice's heading is none, a caption another column's lines run through is
  not printed as one string (none), a title on one line with `§ 1.` after it ends at its stop.
"""

from __future__ import annotations

import pytest
from wide_documents import parsed, readings

from parsers.ordinance import parse_ordinance_text
from parsers.ordinance.spelled import division_after_verb
from parsers.ordinance.targets import parse_target_phrase
from parsers.ordinance_records import Verb


@pytest.mark.parametrize(
    ("name", "number"),
    [
        ("lusk-wy-9-10-100-2023", None),  # ORDINANCE NO. 9-10-100 / Amending Existing Ordinance No.
        ("norman-ok-o-1516-26", "O-1516-26"),  # (… 3t) O-1516-26 AN ORDINANCE … O-1516-25, WHICH
    ],
)
def test_an_amended_or_voted_on_number_is_not_the_ordinances_own(
    name: str, number: str | None
) -> None:
    assert parsed(name).ordinance.number == number


@pytest.mark.parametrize(
    ("head", "number"),
    [
        (
            "ORDINANCE NO. 9-10-100\nAn Ordinance Amending Existing Ordinance No. 9-10-100 At "
            "Paragraph (b)(5) From 300 Feet To 100 Feet.",
            None,
        ),
        (
            "(Published in The Norman Transcript February 28, March 6, 13, 2016, 3t) O-1516-26 AN "
            "ORDINANCE OF THE COUNCIL OF THE CITY OF NORMAN, OKLAHOMA, AUTHORIZING THE CALLING AND "
            "HOLDING OF A SPECIAL ELECTION FOR THE PURPOSE OF SUBMITTING THE QUESTION OF APPROVING "
            "OR REJECTING ORDINANCE NO. O-1516-25, WHICH ORDINANCE AMENDS ARTICLE II, SECTION 1.",
            "O-1516-26",
        ),
        ("ORDINANCE NO. 2016-25\nAN ORDINANCE AMENDING ORDINANCE NO. 2011-4.", "2016-25"),
    ],
)
def test_own_number_beside_an_amended_one(head: str, number: str | None) -> None:
    text = head + "\nBE IT ORDAINED BY THE COUNCIL:\nSECTION 1. Section 5.12.030 is repealed.\n"
    assert parse_ordinance_text(text, "ord.txt").ordinance.number == number


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        ("ames-ia-3120", [("replace_section", ("3.106",)), ("replace_part", ("3.115(2)",))]),
        ("ames-ia-2508", [("repeal_superseded", ("2",)), ("replace_chapter", ("2",))]),
    ],
)
def test_a_division_named_after_the_verb_of_the_whole_code(
    name: str, expected: list[tuple[str, tuple[str, ...]]]
) -> None:
    assert [(verb, targets) for verb, targets in readings(name)] == expected


ELMWOOD = "The Municipal Code of the City of Elmwood, Iowa, is hereby amended by "


@pytest.mark.parametrize(
    ("body", "verb", "targets", "flagged"),
    [
        (  # Ames 3120 Section One, its lines as printed
            "repealing Section 3.106 and enacting a new\nSection 3.106 as follows: "
            '"Sec. 3.106.\nDISPOSITION OF UNCLAIMED ANIMALS. If the owner cannot be located."',
            Verb.REPLACE_SECTION,
            ("3.106",),
            False,
        ),
        (  # Ames 3120 Section Two, an OCR'd column's digits inside the sentence
            "9 9 1 repealing Subsection 3.115(2) and enacting\na new Subsection 2) as follows:\n"
            '"(2) Allowing any dog, cat or animal to bay."',
            Verb.REPLACE_PART,
            ("3.115(2)",),
            False,
        ),
        (  # Ames 2508 Section 1 alone: its own words say the text is superseded, nothing re-enacts
            "repealing Chapter Two thereof, Administration, as said chapter has heretofore "
            "existed.",
            Verb.REPEAL_SUPERSEDED,
            ("2",),
            True,
        ),
    ],
)
def test_the_codes_division_after_the_verb_in_one_section(
    body: str, verb: Verb, targets: tuple[str, ...], flagged: bool
) -> None:
    text = f"ORDINANCE NO. 77\nBE IT ORDAINED BY THE COUNCIL:\nSection 1. {ELMWOOD}{body}\n"
    (item,) = parse_ordinance_text(text, "ord.txt").ordinance.instructions
    assert (item.verb, tuple(t.id for t in item.targets), bool(item.flags)) == (
        verb,
        targets,
        flagged,
    )


@pytest.mark.parametrize(
    ("phrase", "targets"),
    [
        ("Subsection 3.115(2)", ["3.115(2)"]),
        ("Subsection 3.115", []),
        ("Subsection 4 of Section 2.007", ["2.007(4)"]),
    ],
)
def test_a_subsection_keyword_before_a_dotted_number(phrase: str, targets: list[str]) -> None:
    assert [t.id for t in parse_target_phrase(phrase, None).targets] == targets


@pytest.mark.parametrize(
    ("name", "title_end"),
    [
        ("grand-forks-nd-18-0301-2023", None),  # NOTICE OF PUBLIC HEARING AMENDING OF LAND …
        ("ames-ia-3120", None),  # … BROADENING TRIBUNE, a daily newspaper, printed at Ames, Story
        ("norman-ok-o-1516-26", "AND PROVIDING FOR THE SEVERABILITY THEREOF."),  # then `§ 1.`
        ("ames-ia-2508", "AND, ESTABLISHING PST EFFECTIVE DATE ."),  # one column: kept
    ],
)
def test_what_is_no_title_and_where_a_title_ends(name: str, title_end: str | None) -> None:
    title = parsed(name).ordinance.title or None
    if title_end is None:
        assert title is None
    else:
        assert title is not None and title.endswith(title_end)


CODE = "The Municipal Code of the City of Ames, Iowa "


@pytest.mark.parametrize(
    ("tail", "expected"),
    [
        (  # Ames 3120 Section One
            " by repealing Section 3.106 and enacting a new Section 3.106 as follows:",
            ("amended", "Section 3.106", " in its entirety to read as follows:"),
        ),
        (  # Ames 3120 Section Two: the new one printed by its last label
            " by 9 9 1 repealing Subsection 3.115(2) and enacting a new Subsection 2) as follows:",
            ("amended", "Subsection 3.115(2)", " in its entirety to read as follows:"),
        ),
        (  # Ames 2508 Section 2
            " by adopting a new Chapter Two, Administration , to read as follows :",
            ("added", "Chapter 2, Administration ", ", to read as follows :"),
        ),
        # a repeal with an addition of another number, or another verb: not this reading's
        (" by repealing Section 3.106 and enacting a new Section 3.107 as follows:", None),
        (" by repealing Section 3.106 and adding a new Section 3.107 to read as follows:", None),
    ],
)
def test_a_division_after_the_verb_is_read_only_when_the_sentence_is_whole(
    tail: str, expected: tuple[str, str, str] | None
) -> None:
    assert division_after_verb(CODE, tail) == expected
