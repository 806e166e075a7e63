"""Part S's instruction losses: an enacting clause that itself amends (Colton CA), a code section
named through the ordinance that enacted it, the old text quoted before `amended to read`
(Columbia Heights MN, one OCR'd line), and a state act re-enacting sections of a Code of Public
Local Laws `as said sections were enacted by` another act (Elkton MD: the act is history)."""

from __future__ import annotations

from pathlib import Path

import pytest

from parsers.ordinance import parse_ordinance_file
from parsers.ordinance.codified_sections import without_enacting_ordinance
from parsers.ordinance.outside import outside_target
from parsers.ordinance.sentences import read_sentence
from parsers.ordinance.targets import parse_target_phrase
from parsers.ordinance_records import TargetKind, Verb
from parsers.schemes import Scheme

OPEN = Path(__file__).parent / "devset_wide" / "open"


@pytest.mark.parametrize(
    ("sentence", "verb", "phrase"),
    [
        (
            "the City Council of the City of Colton does hereby approve of the amendment of "
            "Ordinance 0-13-87 section 15.24.040 as follows:",
            "amended",
            "Ordinance 0-13-87 section 15.24.040",
        ),
        # Approving something else than an amendment is no instruction.
        ("the City Council does hereby approve of the budget as follows:", None, None),
        (
            "Section 4.401(4) of Ordinance No. 85, City Code of 1977 is he1~with amended to "
            "l~ad as follows, to-wit:",
            "amended",
            "Section 4.401(4) of Ordinance No. 85, City Code of 1977 ",
        ),
        ("Section 4.401(4) is herewith amended to read as follows:", "amended", None),
    ],
)
def test_amending_voices(sentence: str, verb: str | None, phrase: str | None) -> None:
    reading = read_sentence(sentence)
    assert (reading.verb if reading else None) == verb
    if phrase is not None and reading is not None:
        assert reading.phrase.strip() == phrase.strip()


@pytest.mark.parametrize(
    ("phrase", "expected"),
    [
        ("Ordinance 0-13-87 section 15.24.040", "section 15.24.040"),
        ("Ordinance No. 1234, Section 5-2-7", "Section 5-2-7"),
        # An uncodified ordinance's own section: left for `outside` to read as that ordinance's.
        ("Ordinance No. 14, Section 4", "Ordinance No. 14, Section 4"),
        ("Ordinance 0-13-87", "Ordinance 0-13-87"),
    ],
)
def test_enacting_ordinance_dropped_before_a_code_section(phrase: str, expected: str) -> None:
    assert without_enacting_ordinance(phrase) == expected


ELKTON = (
    "That Sections 188B and 188C, of Article 8, of the Code of Public Local Laws of Maryland (1930 "
    'Edition), title "Cecil County, " sub-title "Elkton, " as said sections were enacted by '
    "Chapter 410 of the Acts of 1933, be and they"
)


def test_the_act_that_enacted_the_sections_is_not_the_target() -> None:
    found = outside_target(ELKTON, "to read as follows:")
    assert found is not None
    ids = [target.id for target in found.targets]
    assert ids == ["Laws of Maryland, Section 188B", "Laws of Maryland, Section 188C"]
    assert all("1933" not in one for one in ids)


@pytest.mark.parametrize(
    ("name", "verb", "kind", "ids"),
    [
        ("colton-ca-o-14-90", Verb.REPLACE_SECTION, TargetKind.SECTION, ["15.24.040"]),
        ("columbia-heights-mn-1188", Verb.REPLACE_PART, TargetKind.SUBSECTION, ["4.401(4)"]),
    ],
)
def test_part_s_instructions(name: str, verb: Verb, kind: TargetKind, ids: list[str]) -> None:
    parsed = parse_ordinance_file(OPEN / f"{name}.txt", f"devset/{name}.txt")
    (instruction,) = parsed.ordinance.instructions
    assert instruction.verb is verb
    assert [t.id for t in instruction.targets] == ids
    assert {t.kind for t in instruction.targets} == {kind}


def test_columbia_heights_new_text_is_not_the_old() -> None:
    parsed = parse_ordinance_file(OPEN / "columbia-heights-mn-1188.txt", "x")
    (instruction,) = parsed.ordinance.instructions
    assert "prohibited by Minnesota Statute" in instruction.text
    assert "On Sundays" not in instruction.text  # the quoted old text goes


ANTHON = "Chapter 106, Section 8, Subsection 1, of the Code of Ordinances of Anthon, Iowa"


@pytest.mark.parametrize(
    ("phrase", "scheme", "expected"),
    [
        (ANTHON, Scheme.TWO_LEVEL, "106.08(1)"),  # the Iowa model code's numbering
        (ANTHON, Scheme.CHAPTER_DASH, "106-8(1)"),
        # A scheme with titles, or none given: the path is flagged, never joined.
        (ANTHON, Scheme.DOTTED, None),
        (ANTHON, None, None),
        ("Title 2, Chapter 4, Section 11", Scheme.TWO_LEVEL, None),  # not a chapter's path
    ],
)
def test_a_chapter_path_joins_through_the_documents_scheme(
    phrase: str, scheme: Scheme | None, expected: str | None
) -> None:
    named = parse_target_phrase(phrase, None, ".", scheme, "")
    assert [t.id for t in named.targets] == ([expected] if expected else [])
    if expected is None and "Section 8" in phrase and "Subsection" in phrase:
        assert named.flags  # the path is flagged for a person


def test_anthon_is_flagged_without_a_scheme() -> None:
    parsed = parse_ordinance_file(OPEN / "anthon-ia-225.txt", "x")
    (instruction,) = parsed.ordinance.instructions
    assert instruction.flags and not instruction.targets
