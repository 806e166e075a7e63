"""Part M's kinds of instruction (issue 20), each row the real wording of an open document.

- Fridley MN 1412 (a published summary): "The Ordinance adds § 205.28.01, a purpose statement,
  § 205.28.02 adds …" adds each section the sentence names; "The Ordinance repeals § 205.28
  subparts 1-12." beside them repeals the superseded text of the section re-enacted in the new
  numbering; "The Ordinance amends § 205.32 … subd. 1." says not how: no instruction. A summary
  prints no text: every instruction is flagged.
- Salina KS 15-10784 (a certified summary): "The ordinance amends Section 5-25 … by adding
  Oakdale Park to the list …" adds words to 5-25, flagged.
- Richmond VT (a notice that the Selectboard "voted to amend the Municipal Park Ordinance"): its
  lines "Changes GENERAL section to include …" and "Amends Attachment A, Municipal Park Map, …"
  amend parts of that uncodified ordinance, another body of law than the code.
- Fridley MN 965 (a title and summary): the caption "AN ORDINANCE ESTABLISHING A NEW CHAPTER OF
  THE CITY CODE OF THE CITY OF FRIDLEY, CHAPTER 127, …" adds chapter 127, flagged.
- Middletown RI 2025-9: "Chapter 152 … is amended as follows (language to be deleted is [struck]
  out within brackets; language to be added is underlined):" then "§ 1401 …" and "§ 1402
  [ DEVELOPMENT PLAN REVIEW ] …": a word edit of each headed section (flagged), never the
  chapter replaced.
"""

from __future__ import annotations

import pytest
from wide_documents import flagged_readings

from parsers.ordinance import parse_ordinance_text

SUMMARY_ROWS = [
    (
        "fridley-mn-1412-summary",
        [("repeal_superseded", ("205.28",), True)]
        + [("add_section", (f"205.28.{n:02d}",), True) for n in range(1, 15)],
    ),
    ("salina-ks-15-10784", [("add_text", ("5-25",), True)]),
    ("fridley-mn-965", [("add_chapter", ("127",), True)]),
    (
        "middletown-ri-2025-9",
        [("word_edit", ("1401",), True), ("word_edit", ("1402",), True)],
    ),
    (
        "richmond-vt-park-ordinance-2024",
        [
            ("replace_section", ("Municipal Park Ordinance, GENERAL section",), True),
            ("replace_section", ("Municipal Park Ordinance, Attachment A",), True),
        ],
    ),
]


@pytest.mark.parametrize(("name", "expected"), SUMMARY_ROWS)
def test_a_summary_states_flagged_instructions(
    name: str, expected: list[tuple[str, tuple[str, ...], bool]]
) -> None:
    assert flagged_readings(name) == expected


# A summary built from Fridley's sentences: a repeal beside no re-enactment stays a repeal
# (flagged: a summary is never applied); a bare `amends` gives nothing.
SUMMARY_TEXT = (
    "City of Fridley Summary Ordinance No. 1412\n"
    "The City of Fridley does ordain that the Code be amended by adopting Ordinance No. 1412. "
    "A summary of the amendments is as follows:\n"
    "{sentence}\n"
    "Ordinance No. 1412 was passed and adopted by the City Council on July 24, 2023.\n"
)
SENTENCE_ROWS = [
    ("The Ordinance repeals § 205.28 subparts 1-12.", [("repeal", ("205.28",), True)]),
    ("The Ordinance amends § 205.32, O-7 Shoreland Overlay District subd. 1.", []),
    (
        "The Ordinance adds § 205.28.01, a purpose statement, § 205.28.02 adds general provisions.",
        [("add_section", ("205.28.01",), True), ("add_section", ("205.28.02",), True)],
    ),
]


@pytest.mark.parametrize(("sentence", "expected"), SENTENCE_ROWS)
def test_each_summary_verb(
    sentence: str, expected: list[tuple[str, tuple[str, ...], bool]]
) -> None:
    text = SUMMARY_TEXT.format(sentence=sentence)
    found = parse_ordinance_text(text, "summary").ordinance.instructions
    read = [(i.verb.value, tuple(t.id for t in i.targets), bool(i.flags)) for i in found]
    assert [r for r in read if r[1]] == expected


# Richmond VT's notice, its lines kept: without the one ordinance it says was amended, the
# subject-less lines name nothing (they could be any list's).
NOTICE = (
    "At their meeting on June 3, 2024 the Richmond Selectboard voted to {verb}.\n"
    "Changes GENERAL section to include Round Church Green in the Ordinance.\n"
    "Amends Attachment A, Municipal Park Map, to show location of Round Church Green.\n"
)
NOTICE_ROWS = [
    ("amend the Municipal Park Ordinance", ["ordinance", "ordinance"]),
    ("hold a hearing", []),
]


@pytest.mark.parametrize(("verb", "kinds"), NOTICE_ROWS)
def test_a_notice_amends_the_ordinance_it_names(verb: str, kinds: list[str]) -> None:
    text = "TOWN OF RICHMOND, VERMONT\nNOTICE OF ADOPTION\n" + NOTICE.format(verb=verb)
    found = parse_ordinance_text(text, "notice").ordinance.instructions
    assert [t.kind.value for i in found for t in i.targets] == kinds


# Middletown's sentence and the heading of its § 1402: with its legend, the headed section is a
# flagged word edit; without one, the brackets stay the chapter's flagged word edit (`bracketed`).
CHAPTER = (
    "ORDINANCE OF THE TOWN OF MIDDLETOWN, RHODE ISLAND\n"
    "NOW THEREFORE, BE IT ORDAINED AS FOLLOWS:\n"
    'FIRST: That Town Code Title XV, Chapter 152, Entitled "Zoning Code" is amended as '
    "follows{legend}:\n"
    "ARTICLE 14 – MOTELS AND HOTELS\n"
    "§ 1402 [ DEVELOPMENT PLAN REVIEW ] APPLICATION SUBMISSION REQUIREMENTS.\n"
    "An application shall be made as required by § 1403.\n"
)
LEGEND = (
    " (language to be deleted is [struck] out within brackets; language to be added is underlined)"
)
CHAPTER_ROWS = [
    (LEGEND, [("word_edit", ("1402",), True)]),
    ("", [("word_edit", ("152",), True)]),
]


@pytest.mark.parametrize(("legend", "expected"), CHAPTER_ROWS)
def test_a_marked_chapter_is_edited_section_by_section(
    legend: str, expected: list[tuple[str, tuple[str, ...], bool]]
) -> None:
    found = parse_ordinance_text(CHAPTER.format(legend=legend), "m").ordinance.instructions
    assert [(i.verb.value, tuple(t.id for t in i.targets), bool(i.flags)) for i in found] == (
        expected
    )
