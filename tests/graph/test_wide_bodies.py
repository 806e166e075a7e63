"""The wide set's scorer counts one body of law under the names different traditions give it
(`benchmarks/wide_bodies.py`'s `BODY_ALIASES`), and never two bodies as one."""

from __future__ import annotations

import pytest

from benchmarks.citations_wide import Entry, Predicted, matches
from benchmarks.wide_bodies import same_body


@pytest.mark.parametrize(
    ("truth", "code", "target", "expected"),
    [
        # Eloy, Colorado City, Payson (AZ): the truth's `A.R.S.`, reporters-db's name
        ("A.R.S.", "Ariz. Rev. Stat.", "Ariz. Rev. Stat. § 9-461.06", True),
        ("A.R.S.", "Ariz. Rev. Stat.", "Ariz. Rev. Stat. tit. 39, ch. 2", True),
        ("A.R.S.", "Colo. Rev. Stat.", "Colo. Rev. Stat. § 31-23-301", False),
        ("Kan. Stat.", "K.S.A.", "K.S.A. 12-741", True),
    ],
)
def test_one_body_under_two_names(truth: str, code: str, target: str, expected: bool) -> None:
    assert same_body(truth, code, target) is expected


@pytest.mark.parametrize(
    ("truth", "code", "target", "truth_target", "expected"),
    [
        # Chicago's notice section: the act named by its title, codified in the ILCS
        ("Condominium Property Act", "Ill. Comp. Stat.", "765 Ill. Comp. Stat. 605",
         "765 ILCS 605", True),
        ("Condominium Property Act", "Cal. Gov. Code", "Cal. Gov. Code § 605", "765 ILCS 605",
         False),
        # a state's building code, its state abbreviated or spelled out, `State` said or not
        ("N.C. State Building Code", "N.C. Building Code", "N.C. Building Code", "", True),
        ("Virginia Uniform Statewide Building Code", "Va. Uniform Statewide Building Code",
         "", "", True),
        ("Ohio Basic Building Code", "Ohio Building Code", "", "", False),
        ("N.C. State Building Code", "Va. Building Code", "", "", False),
    ],
)  # fmt: skip
def test_one_body_by_its_title_or_its_state(
    truth: str, code: str, target: str, truth_target: str, expected: bool
) -> None:
    assert same_body(truth, code, target, truth_target) is expected


def _entry(target: str) -> Entry:
    raw = "Public Act 218 of 1979"
    return Entry("f.txt", raw, 0, "152.007", True, target, "session_law", "session law")


def _said(target: str) -> Predicted:
    return Predicted(
        "f.txt", 0, 22, "Public Act 218 of 1979", True, True, target, "Mich. Pub. Acts"
    )


@pytest.mark.parametrize(
    ("truth", "found", "expected"),
    [
        # Clayton MI: the truth prints the act's number before its year, the finder after it
        ("Mich. Pub. Act 218 of 1979", "1979 Mich. Pub. Acts 218", True),
        ("Mich. Pub. Act 218 of 1979", "1979 Mich. Pub. Acts 219", False),
        ("Mich. Pub. Act 218 of 1979", "1997 Mich. Pub. Acts 218", False),
    ],
)
def test_a_session_laws_number_and_year_in_either_order(
    truth: str, found: str, expected: bool
) -> None:
    assert matches(_entry(truth), _said(found)) is expected
