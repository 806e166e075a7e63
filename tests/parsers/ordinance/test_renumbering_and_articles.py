"""Renumbering and articles as Ukiah CA 597 (1968, OCR) drafts them, and a described deletion
(Friendswood TX 99-14) (issue 20, wide set).

`Section 1y00 of the Ukiah City Code entitled "…" is hereby renumbered Section 1860 of said Code.`
under the caption `SECTION 1. RENUMBERING SECTICN 1900 OF THE UKIAH CITY CODE AS SECTION 1860.`:
the new number stands right after the verb (no `as`), and the sentence's own target is
illegible. The caption restates the renumbering: its target is taken only when its new number
is the sentence's. (Ukiah numbers sections code-wide, `1860`, which the target grammar does not
read as a section: the rows print the drafting with a dotted code's numbers.)
"""

from __future__ import annotations

import pytest

from parsers.ordinance import parse_ordinance_text
from parsers.ordinance.section_kinds import classify

UKIAH = """ORDINANCE NO. 597
AN ORDINANCE OF THE CITY OF UKIAH RENUMBERING A SECTION OF THE UKIAH CITY CODE
The City Council of the City of Ukiah does hereby
ORDAIN:
SECTION 1. {caption}
{sentence}
SECTION 2. This ordinance shall take effect thirty days after its adoption.
"""
SENTENCE = (
    'Section {old} of the Ukiah City Code entitled "Granting Franchise fo California Northwestern '
    'Railway Company" is hereby renumbered Section 9.20.040 of said Code.'
)


@pytest.mark.parametrize(
    ("caption", "old", "target", "flagged"),
    [
        # the sentence readable: its own target, the new number right after the verb
        ("RENUMBERING.", "9.20.030", "9.20.030", False),
        # its target illegible (OCR): the caption's, whose new number agrees
        (
            "RENUMBERING SECTICN 9.20.030 OF THE UKIAH CITY CODE AS SECTION 9.20.040.",
            "9.2y.030",
            "9.20.030",
            False,
        ),
        # the caption's new number differs: no target taken, the renumbering flagged
        (
            "RENUMBERING SECTICN 9.20.030 OF THE UKIAH CITY CODE AS SECTION 9.20.050.",
            "9.2y.030",
            None,
            True,
        ),
    ],
)
def test_a_renumbering_with_its_new_number_after_the_verb(
    caption: str, old: str, target: str | None, flagged: bool
) -> None:
    text = UKIAH.format(caption=caption, sentence=SENTENCE.format(old=old))
    (item,) = parse_ordinance_text(text, "ukiah/597.txt").ordinance.instructions
    assert item.verb.value == "renumber"
    assert [t.id for t in item.targets] == ([target] if target else [])
    assert item.renumbered_to is not None and item.renumbered_to.id == "9.20.040"
    assert bool(item.flags) is flagged


# Ukiah CA 597 §3 (`Article 2 of Chapter 11 of the Ukiah City Code is hereby adopted to read as
# follows:`): an article is named in its chapter (`11-2`, as README-D writes Deerfield's `17-X`),
# and enacting it adds a whole division; an article before a section names the section's place.
ARTICLE = """ORDINANCE NO. 597
AN ORDINANCE OF THE CITY OF UKIAH ADOPTING A NEW ARTICLE OF THE UKIAH CITY CODE
The City Council of the City of Ukiah does hereby
ORDAIN:
SECTION 1. ADOPTION OF NEW ARTICLE.
{subject} of the Ukiah City Code is hereby adopted to read as follows:
"ARTICLE 2 - COMMUNITY ANTENNA TELEVISION FRANCHISE".
This Article shall be known as the "City of Ukiah Community Antenna Television Franchise Ordinance."
SECTION 2. This ordinance shall take effect thirty days after its adoption.
"""


@pytest.mark.parametrize(
    ("subject", "verb", "kind", "target"),
    [
        ("Article 2 of Chapter 11", "add_chapter", "article", "11-2"),
        ("Chapter 11, Article 2", "add_chapter", "article", "11-2"),
        # Elgin IL G91-98 §1 (`That Title 22 entitled … be and is hereby added`): a whole new title
        ("Title 22", "add_chapter", "title", "Title 22"),
        # Owasso OK 323: the section after them is the target (its number OCR'd `7 -27`)
        ("Chapter 7, Article 2, Section 7 -27", "add_section", "section", "7-27"),
    ],
)
def test_an_article_named_in_its_chapter(subject: str, verb: str, kind: str, target: str) -> None:
    text = ARTICLE.format(subject=subject)
    [item] = parse_ordinance_text(text, "ukiah/597.txt").ordinance.instructions
    assert (item.verb.value, [(t.kind.value, t.id) for t in item.targets]) == (
        verb,
        [(kind, target)],
    )


# Ukiah CA 597 §§2-3 as drafted, their words legible: the former article repealed, then the article
# adopted anew. The repeal is the formal repeal of the superseded text, never of the new article.
REPEALED_AND_ADOPTED = """ORDINANCE NO. 597
AN ORDINANCE OF THE CITY OF UKIAH REPEALING AND ADOPTING ARTICLE 2 OF CHAPTER 11
The City Council of the City of Ukiah does hereby
ORDAIN:
SECTION 1. REPEALING FORMER ARTICLE 2 OF CHAPTER 11 OF THE UKIAH CITY CODE.
{repealed} of the Ukiah City Code entitled "Television Service Franchise" is repealed upon the \
operative date of this Ordinance.
SECTION 2. ADOPTION OF NEW ARTICLE 2 OF CHAPTER 11 OF THE UKIAH CITY CODE.
Article 2 of Chapter 11 of the Ukiah City Code is hereby adopted to read as follows:
"ARTICLE 2 - COMMUNITY ANTENNA TELEVISION FRANCHISE".
Section 1870 - Title:
This Article shall be known as the "City of Ukiah Community Antenna Television Franchise Ordinance."
SECTION 3. This ordinance shall take effect thirty days after its adoption.
"""


@pytest.mark.parametrize(
    ("repealed", "first"),
    [
        ("Article 2 of Chapter 11", ("repeal_superseded", ["11-2"], False)),
        ("ARTICLE 2 OF CHAPTER 11", ("repeal_superseded", ["11-2"], False)),  # in capitals
        ("Article 3 of Chapter 11", ("repeal", ["11-3"], False)),  # another article: repealed
    ],
)
def test_an_article_repealed_and_adopted_again(
    repealed: str, first: tuple[str, list[str], bool]
) -> None:
    text = REPEALED_AND_ADOPTED.format(repealed=repealed)
    items = parse_ordinance_text(text, "ukiah/597.txt").ordinance.instructions
    got = [(i.verb.value, [t.id for t in i.targets], bool(i.flags)) for i in items]
    assert got[0] == first
    assert got[1][1] == ["11-2"] and got[1][0] in {"replace_chapter", "add_chapter"}


# Friendswood TX 99-14 §1: a word edit described in words on a part of an appendix whose sections
# are numbered in Roman numerals; the struck words printed below in brackets. Flagged (the words
# are described, a person applies them), with its target and the struck words kept.
FRIENDSWOOD = """ORDINANCE NO. 99-14
AN ORDINANCE AMENDING APPENDIX B OF THE FRIENDSWOOD CITY CODE.
BE IT ORDAINED by the City Council of the City of Friendswood, State of Texas:
Section 1. Appendix b of the Friendswood City Code, being the Subdivision Ordinance of the City, \
is hereby amended by deleting the last sentence of {part} therein in its entirety, which provides \
as follows:
[...In multiple-family or group housing developments,
sidewalks shall be five feet wide, and ten feet wide in commercial areas.]
Section 2. This ordinance shall take effect upon its passage.
"""


@pytest.mark.parametrize(
    ("part", "target"),
    [
        ("subsection (c)(4) Sidewalks, of Section IV", "IV(c)(4)"),
        ("subsection (c)(4) of Section 12.04.060", "12.04.060(c)(4)"),
    ],
)
def test_a_described_deletion_keeps_its_part_and_struck_words(part: str, target: str) -> None:
    text = FRIENDSWOOD.format(part=part)
    [item, *_] = parse_ordinance_text(text, "friendswood/99-14.txt").ordinance.instructions
    assert item.verb.value == "word_edit" and item.flags
    assert [t.id for t in item.targets] == [target]
    assert item.struck == (
        "In multiple-family or group housing developments, sidewalks shall be five feet wide, "
        "and ten feet wide in commercial areas.",
    )


@pytest.mark.parametrize(
    ("heading", "kind"),
    [
        # Friendswood TX 99-14 §2: a savings clause amends nothing
        (
            "Except as otherwise herein expressly amended, all other provisions of Appendix B of "
            "the Code of Ordinances of the City of Friendswood, Texas, shall remain in full force.",
            "other",
        ),
        ("Appendix B of the Friendswood City Code is hereby amended as follows:", "amendment"),
    ],
)
def test_a_savings_clause_is_no_amendment(heading: str, kind: str) -> None:
    assert classify(heading, "").value == kind
