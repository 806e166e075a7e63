"""A repeal of a division the ordinance says it replaces (`Ordinance repealing and replacing
Chapter 8.20 …`, then `SECTION 2. Chapter 8.20 … is hereby repealed in its entirety.`; South San
Francisco CA, Legistar 3993738) is the formal repeal of the superseded text, never a repeal of the
chapter, even where the re-enacting section was not read (issue 20, item 2)."""

from __future__ import annotations

from pathlib import Path

import pytest

from parsers.ordinance import parse_ordinance_text
from parsers.ordinance.superseded import ANNOUNCED_ONLY, announced_replacements
from parsers.ordinance_records import TargetKind, Verb

# South San Francisco CA, Legistar 3993738, as stored (the page stops inside SECTION 3).
SOUTH_SAN_FRANCISCO = (
    Path(__file__).parent / "devset_wide" / "open" / "south-san-francisco-ca-legistar-3993738.txt"
)


@pytest.mark.parametrize(
    ("text", "announced"),
    [
        ("Ordinance repealing and replacing Chapter 8.20 of the Code", [("chapter", "8.20")]),
        ("AN ORDINANCE TO REPEAL AND REENACT SECTION 5-12 OF THE CODE", [("section", "5-12")]),
        ("SECTION 3. The new Chapter 8.20 (Illegal Disposal …)", [("chapter", "8.20")]),
        ("and a new Article 14 is added to read", [("article", "14")]),
        ("Ordinance repealing Chapter 8.20 of the Code", []),  # a repeal alone announces nothing
        ("a new subsection (c) is added", []),  # a part's label is no division
    ],
)
def test_announced_replacements(text: str, announced: list[tuple[str, str]]) -> None:
    assert [(t.kind.value, t.id) for t in announced_replacements(text)] == announced


def test_south_san_francisco_keeps_chapter_8_20() -> None:
    text = SOUTH_SAN_FRANCISCO.read_text(encoding="utf-8")
    parsed = parse_ordinance_text(text, "south-san-francisco/3993738.txt")
    repeals = [i for i in parsed.ordinance.instructions if i.targets and i.targets[0].id == "8.20"]
    # §3, cut off before its verb, is the chapter's replacement (`cut_off`), flagged: nothing is
    # applied to 8.20 until a person reads it, and §2 is the repeal of the superseded text
    assert [i.verb for i in repeals] == [Verb.REPEAL_SUPERSEDED, Verb.REPLACE_CHAPTER]
    assert repeals[0].targets[0].kind is TargetKind.CHAPTER
    assert repeals[1].flags and not repeals[1].text
    assert not any(i.verb is Verb.REPEAL for i in parsed.ordinance.instructions)


def test_south_san_francisco_without_its_section_3_flags_the_repeal() -> None:
    text = SOUTH_SAN_FRANCISCO.read_text(encoding="utf-8")
    text = text[: text.index("SECTION 3.")]
    parsed = parse_ordinance_text(text, "south-san-francisco/3993738.txt")
    repeals = [i for i in parsed.ordinance.instructions if i.targets and i.targets[0].id == "8.20"]
    assert [i.verb for i in repeals] == [Verb.REPEAL_SUPERSEDED]
    assert repeals[0].flags == (ANNOUNCED_ONLY.format(named="8.20"),)
