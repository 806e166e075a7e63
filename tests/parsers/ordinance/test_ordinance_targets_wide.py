"""Targets read with the scheme registry's number shapes, from the wide development set's open part
(issue 20, item 3): each row is a real document of `devset_wide/open/` and what a person reads in
it (its truth file says the same). `sealed/` is never read here.
"""

from __future__ import annotations

from functools import cache

import pytest

from benchmarks.ordinance_devset import DEVSET_WIDE
from parsers.ordinance import parse_ordinance_file
from parsers.ordinance_records import Instruction

OPEN = DEVSET_WIDE / "open"


@cache
def instructions(name: str) -> tuple[Instruction, ...]:
    path = next(p for p in OPEN.glob(f"{name}.*") if not p.name.endswith(".toml"))
    return parse_ordinance_file(path, f"wide/{path.name}").ordinance.instructions


@pytest.mark.parametrize(
    ("name", "verb", "targets"),
    [
        # New York: a letter-suffixed section and its paragraph, `Section 48-4B(1)`.
        ("southold-ny-ll-8-1994", "replace_part", (("subsection", "48-4B(1)"),)),
        # Wisconsin: `Section 50-20-2 … is repealed and recreated to read: 50-20. Sale … 2.
        # DISTRIBUTION.` — the new text heads section 50-20, so `-2` is its subsection 2.
        ("milwaukee-wi-051589", "replace_part", (("subsection", "50-20-2"),)),
    ],
)
def test_the_target_is_read(name: str, verb: str, targets: tuple[tuple[str, str], ...]) -> None:
    """(A flag about the new text's labels may stand: Southold's new text prints none.)"""
    read = [
        (item.verb.value, tuple((t.kind.value, t.id) for t in item.targets))
        for item in instructions(name)
    ]
    assert (verb, targets) in read
