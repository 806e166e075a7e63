"""Sections of another body of law (brief o20-ff): a session law's chapter that lost a digit
against the document's title, a town's special acts compiled in its code. Rows are the wording of
real documents of the wide development set's open part (`devset_wide/open/`; `sealed/` is never
read here); their truth files say the same.
"""

from __future__ import annotations

import pytest
from wide_documents import parsed

from parsers.ordinance.outside import outside_target

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
