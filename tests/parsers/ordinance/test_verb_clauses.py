"""One sentence whose clauses name targets under different verbs: each target its instruction.

`The Alameda Municipal Code is hereby amended by amending Sections 2 -115, 2 -116 and 2- 117(2) of
and by adding Section 2- 117(8) to Article 1, Chapter 1, Title II thereof, to read as follows:`
(Alameda CA 1946, OCR of a 1978 scan, its line breaks lost): two sections replaced, a part
replaced and a part added, each with the text from its own heading to the next; a section or part
the text does not head, or a part whose text runs into one the sentence does not name, is flagged.
"""

from __future__ import annotations

import pytest

from parsers.ordinance import parse_ordinance_text
from parsers.ordinance.verb_clauses import UNNAMED_PART
from parsers.ordinance_records import Verb

HEAD = (
    "CITY OF ALAMEDA ORDINANCE NO. 1946 New Series AMENDING THE ALAMEDA MUNICIPAL CODE BY "
    "AMENDING CERTAIN SECTIONS OF ARTICLE 1, CHAPTER 1 OF TITLE II THEREOF, RELATING TO ORDER OF "
    "BUSINESS AT CITY COUNCIL MEETINGS BE IT ORDAINED BY THE COUNCIL OF THE CITY OF ALAMEDA that: "
    "Section 1 . The Alameda Municipal Code is hereby amended by amending Sections 2 -115, 2 -116 "
    "and 2- 117(2) of and by {verb} Section 2- 117(8) to Article 1, Chapter 1, Title II thereof, "
    "to read as follows: "
)
S115 = (
    "Sec. 2 -115 Submission of Matters Before 5:00 o'clock p.m. on the Monday of the week prior "
    "to each Council meeting any city official, board, commission or other municipal body having "
    "any reports, communications or other matters for submission to the Council, shall hand the "
    "same to the City Clerk whereupon the Clerk shall arrange a list of such matters according to "
    "the order of business specified in Section 2 -116 hereof, and furnish a typewritten copy of "
    "said list to each member of the Council. "
)
S116 = (
    "Sec. 2 -116 Order of Business Promptly at the hour appointed for each regular meeting, the "
    "members of the Council, the City Clerk, City Attorney, City Engineer and City Manager shall "
    "assemble in the Council Chamber. There- upon, business shall be taken up for consideration "
    "and disposition in the following order: -1- 1. Roll Call 2. Oral Communications, Agenda "
    "3. Consent Calendar 4. Minutes 5. Written Communications 6. Hearings 15. Adjournment "
)
S117 = (
    'Sec. 2 -117 Rules of Order (2) The item of business entitled "Oral Communications, Agenda," '
    "is to inform the public that anyone wishing to speak on any item on the agenda may do so "
    'when the subject is brought up for discussion. (8) Items listed under the "Consent Calendar" '
    "are considered routine."
)
WANTED = [
    (Verb.REPLACE_SECTION, "2-115"),
    (Verb.REPLACE_SECTION, "2-116"),
    (Verb.REPLACE_PART, "2-117(2)"),
    (Verb.ADD_PART, "2-117(8)"),
]


def _read(text: str, verb: str = "adding") -> list[tuple[Verb, str, bool, str]]:
    found = parse_ordinance_text(HEAD.format(verb=verb) + text, "alameda/1946.txt")
    return [(i.verb, i.targets[0].id, bool(i.flags), i.text) for i in found.ordinance.instructions]


@pytest.mark.parametrize(
    ("text", "flagged"),
    [
        (S115 + S116 + S117, [False, False, False, False]),  # each headed: applied one by one
        (S115 + S116.replace("Sec. 2 -116 ", "") + S117, [True] * 4),  # 2-116 not headed
        (S115 + S116 + S117.replace("(8)", "(3)", 1), [False, False, True, True]),  # (3) unnamed
        (S115 + "Sec. 2 -115.5 Copies Each member. " + S116 + S117, [True, False, False, False]),
    ],
)
def test_each_clause_target_is_its_own_instruction(text: str, flagged: list[bool]) -> None:
    found = _read(text)
    assert [(verb, target) for verb, target, _, _ in found] == WANTED
    assert [flag for _, _, flag, _ in found] == flagged


def test_each_target_gets_its_own_text() -> None:
    texts = [text for *_, text in _read(S115 + S116 + S117)]
    assert "Section 2 -116 hereof" in texts[0]  # a citation inside the text heads nothing
    assert "Order of Business" not in texts[0]
    assert texts[1].startswith("Sec. 2-116") and "Adjournment" in texts[1]
    assert texts[2].startswith("(2) The item") and "Consent Calendar" not in texts[2]
    assert texts[3].startswith("(8) Items listed")


def test_a_part_unnamed_in_the_text_is_flagged_with_its_reason() -> None:
    text = S115 + S116 + S117.replace("(8)", "(3)", 1)
    found = parse_ordinance_text(HEAD.format(verb="adding") + text, "alameda/1946.txt")
    part = found.ordinance.instructions[2]
    assert part.flags == (UNNAMED_PART.format("(3)"),)


@pytest.mark.parametrize("verb", ["adding", "enacting"])
def test_the_clause_verb_decides_each_target_verb(verb: str) -> None:
    assert [(v, t) for v, t, _, _ in _read(S115 + S116 + S117, verb)] == WANTED


def test_a_clause_of_another_verb_leaves_the_sentence_to_the_other_readers() -> None:
    head = HEAD.replace("2- 117(8) to", "2- 117(8) and by repealing Section 2 -118 to")
    found = parse_ordinance_text(head.format(verb="adding") + S115 + S116 + S117, "a/1946.txt")
    read = [(i.verb, [t.id for t in i.targets]) for i in found.ordinance.instructions]
    assert (Verb.REPLACE_SECTION, ["2-115"]) not in read  # never the repeal's sentence half-read
