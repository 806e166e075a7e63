"""The wide set's scorer counts one body of law under the names different traditions give it
(`benchmarks/citations_wide.py`'s `BODY_ALIASES`), and never two bodies as one."""

from __future__ import annotations

import pytest

from benchmarks.citations_wide import same_body


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
