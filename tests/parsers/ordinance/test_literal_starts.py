"""`leftmost_matches` finds what one pattern of the alternatives finds: the patterns the parser
searches from their opening characters (run-in labels, codifier verbs, quoted laws)."""

from __future__ import annotations

import re

import pytest

from parsers.ordinance.cleaning import INLINE_LABELS
from parsers.ordinance.codifier import VERB
from parsers.ordinance.headings import QUOTED_LAW
from parsers.ordinance.literal_starts import leftmost_matches

# The single patterns the split ones replaced.
ONE_INLINE_LABEL = re.compile(
    r"(?P<end>[.;:][ \t]+(?:(?:and|or)[ \t]+)?)(?P<label>[A-Z]|[a-z]{1,5}|\d{1,3})\.[ \t]+"
    r"(?=[A-Z\"“(])"
)
ONE_VERB = re.compile(r"re-?(?:number|letter|designate)", re.IGNORECASE)
ONE_QUOTED_LAW = re.compile(r"(?<![\w.,;:!?)\]])[\"“]\s*(?:Section|Sec\.)\s*\d", re.I)


@pytest.mark.parametrize(
    ("patterns", "one", "text"),
    [
        (INLINE_LABELS, ONE_INLINE_LABEL, "will be maintained. b. Individual utility …"),
        (INLINE_LABELS, ONE_INLINE_LABEL, "information; and ii. Project Information."),
        # A label's own stop opens no second match inside the first (`A. B.`).
        (INLINE_LABELS, ONE_INLINE_LABEL, "the following; A. B. C. Standards."),
        (VERB, ONE_VERB, "The City Clerk is directed to renumber the sections as necessary"),
        (VERB, ONE_VERB, "The codifier may re-letter and REDESIGNATE the subsections"),
        # `re` of `redesignate` inside `renumbere`: one verb, as the single pattern reads it.
        (VERB, ONE_VERB, "renumberedesignate"),
        (QUOTED_LAW, ONE_QUOTED_LAW, 'provides as follows: "Section 1. From and after'),
        (QUOTED_LAW, ONE_QUOTED_LAW, '… six inches." Section 2. “Sec. 3 The Official'),
    ],
)
def test_leftmost_matches_as_one_pattern(
    patterns: tuple[re.Pattern[str], ...], one: re.Pattern[str], text: str
) -> None:
    expected = [m.span() for m in one.finditer(text)]
    assert expected  # each row holds a match
    assert [m.span() for m in leftmost_matches(patterns, text)] == expected
