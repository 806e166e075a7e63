"""Drafting traditions of other states, read from the wide development set's open part (issue 20).

Each row is a real document of `devset_wide/open/` and what a person reads in it (its truth file
says the same): the instructions' verbs and targets, the ordinance's own number and dates. The
last tests hold the part's totals at the bars reached, as `benchmarks/ordinance_devset.py --set
wide` prints them; `sealed/` is never read here.
"""

from __future__ import annotations

from datetime import date
from functools import cache
from pathlib import Path

import pytest
from wide_documents import parsed, readings

from benchmarks.ordinance_devset import DEVSET_WIDE, FileScore, score_devset
from parsers.ordinance import parse_ordinance_file, parse_ordinance_text
from parsers.ordinance.law_citations import cites_law_to_amend
from parsers.ordinance.passage import closing_passage, record_dates
from parsers.ordinance.safety import code_spelling
from parsers.ordinance_records import ParsedOrdinance, Verb

OPEN = DEVSET_WIDE / "open"


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        # Ohio: re-enacted, then "The existing Section 111.03 … is hereby repealed".
        ("chagrin-falls-oh-2022-04", ("replace_section", ("111.03",))),
        ("chagrin-falls-oh-2022-04", ("repeal_superseded", ("111.03",))),
        # "Current Section … is hereby repealed" inside the amending section, after the new text.
        ("chagrin-falls-oh-2022-56", ("repeal_superseded", ("1109.05(b)(1)(D)(1)",))),
        # "by adding the following language to 1307.01 of the Building Code as follows:"
        ("chagrin-falls-oh-2022-19", ("add_text", ("1307.01",))),
        ("chagrin-falls-oh-2022-19", ("add_section", ("1105.08",))),
        # Virginia: "… THAT §2-125 … BE AMENDED AND REENACTED TO READ AS FOLLOWS:" (no headings).
        ("charlottesville-va-2-125-1973", ("replace_section", ("2-125",))),
        # Missouri: "is repealed and one new section enacted in lieu thereof": a replacement.
        ("missouri-hb1857-2024", ("replace_section", ("67.5065",))),
        # "amended by adding thereto one new section, to be known as section 79.235"
        ("missouri-hb2237-2024", ("add_section", ("79.235",))),
        # Illinois OCR, one line: "SECTION ONE: … further amended in its entirety … so as to add a
        # new paragraph B. thereto …; so that hereafter the said Section 2.104 shall be and read"
        ("mount-prospect-il-2327", ("replace_section", ("2.104",))),
        # Texas OCR, one line: "Section 1. That Section l3-7(a) … be amended so that …"
        ("west-university-place-tx-1090", ("replace_part", ("13-7(a)",))),
        # Oregon OCR: "Subsection ~4} of Section 2.007 … is amended to provide:"
        ("eugene-or-20109", ("replace_part", ("2.007(4)",))),
        # Indiana: "… IS AMENDED AS FOLLOWS: Page 10, Section 10.01 shall read as follows: …"
        ("richmond-in-1-1992", ("replace_section", ("10.01",))),
        ("richmond-in-1-1992", ("replace_part", ("10.99(A)",))),
        # Maryland: one sentence names six sections; the stored text heads only the first.
        ("emmitsburg-md-title17-proposed", ("replace_section", ("17.04.020",))),
        # Minnesota OCR: "is hereby amended by adding thereto the following:"
        ("saint-paul-mn-11276", ("add_text", ("147.06",))),
    ],
)
def test_the_instruction_is_read(name: str, expected: tuple[str, tuple[str, ...]]) -> None:
    assert expected in readings(name)


@pytest.mark.parametrize(
    ("name", "verb", "why", "count"),
    [
        # Three of five repealed sections are OCR garble (`2.QS4`, `2.OS4`): nothing is repealed.
        ("eugene-or-1983-civic-center", Verb.REPEAL, "targets that cannot be read", 1),
        # Five named sections the stored text does not head: each flagged, none guessed (all six
        # are flagged besides: the page's legend says deleted words are struck out, and the
        # stored text lost the strike-out).
        ("emmitsburg-md-title17-proposed", Verb.REPLACE_SECTION, "does not head each one", 5),
    ],
)
def test_what_cannot_be_read_is_flagged(name: str, verb: Verb, why: str, count: int) -> None:
    items = [i for i in parsed(name).ordinance.instructions if i.verb is verb]
    assert all(i.flags for i in items)
    assert sum(any(why in flag for flag in i.flags) for i in items) == count


@pytest.mark.parametrize(
    "name",
    [
        "chagrin-falls-oh-2022-04",
        "chagrin-falls-oh-2022-56",
        "chagrin-falls-oh-2025-13",
        "southold-ny-ll-8-1994",  # "Chapter 48 … is hereby amended as follows: 1. Section …"
        "pittsburgh-pa-2025-2109",
        "richmond-in-1-1992",
    ],
)
def test_nothing_removes_law_unless_read_with_certainty(name: str) -> None:
    """No unflagged repeal, and no unflagged replacement of a whole chapter or title."""
    for item in parsed(name).ordinance.instructions:
        whole = {t.kind.value for t in item.targets} & {"chapter", "title", "article"}
        if item.verb is Verb.REPEAL or whole:
            assert item.flags, item


@pytest.mark.parametrize(
    ("name", "number", "adopted", "introduced"),
    [
        (
            "chagrin-falls-oh-2022-04",
            "2022-04",
            date(2022, 2, 14),
            date(2022, 1, 24),
        ),  # front matter
        (
            "milwaukee-wi-051589",
            "051589",
            date(2006, 4, 11),
            date(2006, 3, 23),
        ),  # File #, Final action
        ("milwaukee-wi-221733", "221733", None, None),  # the `Number` field
        ("southold-ny-ll-8-1994", "8 of 1994", None, None),  # LOCAL LAW NO. 8 , 1994
        ("mendon-ny-ll-2021-2", "2021-2", None, None),  # Proposed Local Law 2021-2
        ("jersey-city-nj-19-001", "19-001", None, None),  # File No. Ord. 19-001
        ("missouri-hb1857-2024", "HB1857", None, None),  # HOUSE BILL NO. 1857
        ("columbus-ga-03-101-amendment-2013", None, None, date(2013, 11, 26)),  # cited 03-101
        ("coral-gables-fl-2024-16", "2024-16", date(2024, 5, 7), None),  # SEVENTH DAY OF MAY, A.D.
        ("west-university-place-tx-1090", "1090", date(1977, 7, 25), None),  # one OCR line
        ("charlottesville-va-2-125-1973", None, date(1973, 2, 20), None),  # ADOPTED BY THE COUNCIL
        ("eugene-or-20150", "20150", date(1999, 3, 15), None),  # Passed by the City Council this
        ("boston-ma-1920-ch12", None, date(1920, 10, 27), None),  # [Approved by Mayor, …
        ("richmond-in-1-1992", None, None, None),  # "ADOPTED DECEMBER 3, 1991" is the code's
    ],
)
def test_own_number_and_dates(
    name: str, number: str | None, adopted: date | None, introduced: date | None
) -> None:
    ordinance = parsed(name).ordinance
    if number is not None or name.startswith("columbus"):
        assert ordinance.number == number
    assert ordinance.adopted == adopted
    assert ordinance.introduced == introduced


MILWAUKEE_TITLE = (
    "A substitute ordinance relating to distribution of the city code and charter to various "
    "government agencies."
)
WOODBURN_TITLE = (
    "AN ORDINANCE CALLING FOR A PUBLIC HEARING ON THE ANNEXATION OF CERTAIN PROPERTY DESCRIBED "
    "HEREIN AND DECLARING AN EMERGENCY."
)
MENDON_TITLE = (
    "A local law to amend Section 260-13 “RA-5 Residential Agricultural District” of Chapter 260 "
    "“Zoning” of the Town Code."
)


@pytest.mark.parametrize(
    ("name", "title"),
    [
        ("milwaukee-wi-051589", MILWAUKEE_TITLE),  # the record's `Title:` field
        ("woodburn-or-1903", WOODBURN_TITLE),  # one OCR line, then `THE CITY … ORDAINS`
        ("mendon-ny-ll-2021-2", MENDON_TITLE),  # after `Proposed Local Law 2021-2` twice
    ],
)
def test_title_ends_where_the_enacting_clause_begins(name: str, title: str) -> None:
    assert parsed(name).ordinance.title == title


@pytest.mark.parametrize("name", ["seattle-wa-120794", "port-townsend-wa-1709", "woodburn-or-1903"])
def test_an_ordinance_that_amends_nothing_is_read_not_refused(name: str) -> None:
    ordinance = parsed(name).ordinance
    assert ordinance.title.upper().startswith("AN ORDINANCE")
    assert not [i for i in ordinance.instructions if not i.flags]


def test_a_text_that_is_no_ordinance_is_refused_saying_what_was_expected(tmp_path: Path) -> None:
    from parsers.errors import DocumentError

    path = tmp_path / "minutes.txt"
    path.write_text("Minutes of the meeting.\nThe chair opened the meeting at 7 p.m.\n")
    with pytest.raises(DocumentError, match="expected a caption"):
        parse_ordinance_file(path, "minutes.txt")


@cache
def scores() -> dict[str, FileScore]:
    return {score.name: score for score in score_devset(OPEN)}


# Documents first sight found refused that a person reads as amending the code, not fixed yet
# (parts T and V, scored on 2026-12-03): a warrant article put to the voters (`Are you in favor
# of … to delete section 4.16`) and one page of a county's zoning-amendment book with no caption.
# The test fails on any other refusal, and when one of these is read (then strike it here).
KNOWN_REFUSED = ["amherst-nh-article-40", "dane-county-wi-zoa-2618"]


def test_the_open_part_stays_at_the_bars() -> None:
    found = scores().values()
    assert sum(s.right for s in found) >= 540  # of 602 (2 of 34 before issue 20)
    assert sum(len(s.removals_wrong) for s in found) == 0
    assert [s.name for s in found if s.error] == KNOWN_REFUSED
    for name, bar in (("number", 345), ("title", 337), ("introduced", 347), ("adopted", 353)):
        assert sum(s.fields.get(name, False) for s in found) >= bar, name  # a refusal: none


def ordinance_of(body: str) -> ParsedOrdinance:
    """A small ordinance around `body` (the forms below are the issue's, in a caption of ours)."""
    text = (
        "ORDINANCE NO. 77\nAN ORDINANCE AMENDING THE MUNICIPAL CODE.\n"
        "THE CITY COUNCIL OF THE CITY OF ELMWOOD DOES ORDAIN AS FOLLOWS:\n"
        f"{body}\nSECTION 9. This ordinance shall take effect thirty days after its adoption.\n"
    )
    return parse_ordinance_text(text, "ord/77.txt")


@pytest.mark.parametrize(
    ("body", "expected"),
    [
        (
            "SECTION 1. The following sections of the Municipal Code are hereby repealed: "
            "5.12.030, 5.12.040 and 5.12.050.",
            [("repeal", ("5.12.030", "5.12.040", "5.12.050"))],
        ),
        (
            "SECTION 1. Sections 9.20.010 through 9.20.030 are hereby amended to read as follows:\n"
            "9.20.010 Purpose. The purpose is this.\n9.20.020 Scope. The scope is that.\n"
            "9.20.030 Fees. None.",
            [(v, (n,)) for v, n in [("replace_section", f"9.20.0{k}0") for k in (1, 2, 3)]],
        ),
        (
            "SECTION 1. Sections 5.12.030 and 5.12.040 are amended to read as follows:\n"
            "5.12.030 Hours. Eight to eight.\n5.12.040 Fees. Ten dollars.",
            [("replace_section", ("5.12.030",)), ("replace_section", ("5.12.040",))],
        ),
        (
            "SECTION 1. That existing Section 5.12.030 of the Municipal Code is hereby repealed.",
            [("repeal_superseded", ("5.12.030",))],
        ),
        (  # Ohio and Pennsylvania codified ordinances
            "SECTION 1. That the Codified Ordinances are hereby supplemented by enacting new "
            "Sections 1105.08 and 1105.09 as follows:\n1105.08 Trees. Kept.\n1105.09 Fines. Ten.",
            [("add_section", ("1105.08",)), ("add_section", ("1105.09",))],
        ),
        (  # Wisconsin
            "SECTION 1. Section 301-2.5 of the code is created to read:\n301-2.5. Fees. Ten.",
            [("add_section", ("301-2.5",))],
        ),
        (
            "SECTION 1. The Municipal Code is hereby amended by adding a new Chapter 5.14 to read "
            "as follows:\n§ 5.14.010. Purpose. To help.",
            [("add_chapter", ("5.14",))],
        ),
        (
            "SECTION 1. Section 5.12.030 is hereby repealed and reenacted to read as follows:\n"
            "5.12.030 Hours. Eight to eight.",
            [("replace_section", ("5.12.030",))],
        ),
    ],
)
def test_the_forms_the_issue_names(body: str, expected: list[tuple[str, tuple[str, ...]]]) -> None:
    found = [
        (i.verb.value, tuple(t.id for t in i.targets))
        for i in ordinance_of(body).ordinance.instructions
    ]
    assert found == expected


@pytest.mark.parametrize(
    ("head", "number"),
    [
        ("Ord. No. 412-19.\nAN ORDINANCE AMENDING THE CODE", "412-19"),
        ("Ordinance 2021-14\nAN ORDINANCE AMENDING THE CODE", "2021-14"),
        ("Local Law No. 3 of 2025\nA LOCAL LAW AMENDING THE CODE", "3 of 2025"),
        ("Record #: O2020-0412\nTitle: An ordinance amending the code", "O2020-0412"),
        ("BILL NO. 2023-15\nAN ORDINANCE AMENDING THE CODE", "2023-15"),
    ],
)
def test_number_forms(head: str, number: str) -> None:
    text = (
        head
        + "\nTHE CITY COUNCIL DOES ORDAIN AS FOLLOWS:\nSECTION 1. Section 5.12.030 is repealed.\n"
    )
    assert parse_ordinance_text(text, "ord.txt").ordinance.number == number


@pytest.mark.parametrize(
    ("closing", "adopted"),
    [
        ("Passed May 4, 2016", date(2016, 5, 4)),
        ("Final action: 3/9/2022", date(2022, 3, 9)),
        ("PASSED AND ADOPTED this 12th day of June, 1991.", date(1991, 6, 12)),
        ("Ordinance adopted this 12th day of June, 1991.", date(1991, 6, 12)),
        ("The plan adopted on May 5, 1990 stays in force.", None),  # a sentence, not a passage
    ],
)
def test_passage_forms(closing: str, adopted: date | None) -> None:
    found = [d.when for d in record_dates(closing) if d.event == "adoption"]
    passage = closing_passage(closing, 0)
    assert (found[0] if found else passage.when if passage else None) == adopted


@pytest.mark.parametrize(
    ("body", "flagged"),
    [
        ("SECTION 1. Section 5.12.030 is hereby repealed in its entirety.", False),
        ("SECTION 1. Section 5.12.030 is hereby repealed and reserved.", False),
        ("SECTION 1. Section 5.12.030 is hereby repealed effective January 1, 2027.", True),
        ("SECTION 1. Section 5.12.030 is hereby repealed except subsection (C).", True),
        # OCR that garbles one of the listed numbers: the list read is not the list printed.
        ("SECTION 1. Sections 2.QS4, 2.086 and 2.088 of the Code are hereby repealed.", True),
    ],
)
def test_a_repeal_applies_only_when_read_completely(body: str, flagged: bool) -> None:
    (item,) = ordinance_of(body).ordinance.instructions
    assert item.verb is Verb.REPEAL
    assert bool(item.flags) is flagged


def test_a_citation_read_in_part_is_flagged_not_applied_to_a_larger_division() -> None:
    """Milwaukee's `Section 50-75-2-b and c` (section 50-75, subsection 2, paragraphs b and c)
    must never replace the whole of section 50-75."""
    items = [i for i in parsed("milwaukee-wi-241222").ordinance.instructions if i.targets]
    assert items and all(i.flags for i in items if i.verb is Verb.REPLACE_SECTION)


def test_a_deleted_part_is_a_repeal_and_the_renumbering_its_own_instruction() -> None:
    """Mendon NY: "… amended by deleting subparagraph (12) of paragraph D. “…” and renumbering
    the remaining subparagraphs accordingly." The ordinance prints the section both as 260.13
    and 260-13; both name section 13 of chapter 260, and a lettered paragraph D is the
    chapter-dash codes' way, so the id is the code's `260-13D(12)` and the repeal is not flagged
    (the renumbering is: its new numbers are not given)."""
    items = parsed("mendon-ny-ll-2021-2").ordinance.instructions
    found = [(i.verb, tuple(t.id for t in i.targets)) for i in items]
    assert found == [(Verb.REPEAL, ("260-13D(12)",)), (Verb.RENUMBER, ("260-13D",))]
    assert [bool(i.flags) for i in items] == [False, True]


@pytest.mark.parametrize(
    ("text", "target", "expected"),
    [
        ("Section 260.13 and Section 260-13", "260.13(D)(12)", "260-13D(12)"),  # settled
        ("Section 260.13 only", "260.13(D)(12)", "260.13(D)(12)"),  # printed one way
        ("Section 260.13 and Section 260-13", "260.13(d)(12)", None),  # no lettered paragraph
        ("Section 5.12.030 and Section 5-12-030", "5.12.030(A)", None),  # no chapter-dash
    ],
)
def test_a_number_printed_both_ways_is_the_codes_when_the_registry_settles_it(
    text: str, target: str, expected: str | None
) -> None:
    assert code_spelling(text, target) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # Chagrin Falls OH 2025-13, Section 4: the code's sections are only referred to.
        (
            "**Section 4.** The Rules shall be enforceable in accordance with [Sections 953.09]"
            "[CFCO 953.09] and [953.99][CFCO 953.99] of the Codified Ordinances.",
            False,
        ),
        ("Section 6. That in accordance with Section 113.01, notice shall be given.", False),
        ("Section 2. Section 953.09 shall read as follows:", True),
        ("Section 3. In accordance with Section 1.01, Section 953.09 shall read:", True),
    ],
)
def test_a_section_citing_law_only_as_reference_names_nothing_to_amend(
    text: str, expected: bool
) -> None:
    assert cites_law_to_amend(text, 0, len(text)) is expected


def test_a_repealed_part_printed_both_ways_is_named_as_the_code_numbers_it() -> None:
    """The same settling for a plain repeal sentence: `Subsection B of Section 250.12` in an
    ordinance whose title prints `250-12` is the code's `250-12B`."""
    text = (
        "ORDINANCE NO. 5\n\nAN ORDINANCE TO AMEND SECTION 250-12 OF THE TOWN CODE.\n\n"
        "Section 1. Subsection B of Section 250.12 of the Town Code is hereby repealed.\n\n"
        "Section 2. This ordinance shall take effect immediately.\n"
    )
    items = parse_ordinance_text(text, "both-ways").ordinance.instructions
    assert [(i.verb, tuple(t.id for t in i.targets), i.flags) for i in items] == [
        (Verb.REPEAL, ("250-12B",), ())
    ]
