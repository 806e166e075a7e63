"""Caption, events and dates of the real seeds: nothing invented."""

from __future__ import annotations

import hashlib
from datetime import date, timedelta

import pytest
from ordinance_seeds import SEEDS, seed

from parsers.ordinance.metadata import (
    effective_from,
    parse_caption,
    parse_effective_rule,
    rule_date,
    rule_days,
)
from parsers.records import DocumentKind


@pytest.mark.parametrize(
    ("name", "ident", "file_no", "title_start", "title_end"),
    [
        ("PA22-14", "PA22/14", "PA22/14", "AN ORDINANCE OF THE CITY COUNCIL", "USES IN TITLE 17"),
        ("PA26-17", "PA#26-17", "PA#26-17", "AN ORDINANCE OF THE COUNCIL", "LAND USE POLICIES"),
    ],
)
def test_caption(name: str, ident: str, file_no: str, title_start: str, title_end: str) -> None:
    ordinance = seed(name).ordinance
    assert ordinance.number is None  # `ORDINANCE NO.` is blank in both
    assert ordinance.file_no == file_no
    assert ordinance.id == ident
    assert ordinance.title.startswith(title_start)
    assert ordinance.title.endswith(title_end)


@pytest.mark.parametrize(
    ("name", "events"),
    [
        (
            "PA22-14",
            [
                (date(2023, 1, 17), "City Council and Planning Commission", "joint meeting"),
                (date(2023, 5, 15), "Planning Commission", "public hearing"),
                (date(2023, 6, 13), "City Council", "public hearing"),
                (date(2023, 6, 27), "City Council", "second public hearing"),
            ],
        ),
        (
            "PA26-17",
            [
                (date(2026, 7, 20), "Planning Commission", "workshop"),
                (date(2026, 7, 28), "City Council", "workshop"),
                (date(2026, 9, 21), "Planning Commission", "public hearing"),
                (date(2026, 10, 13), "City Council", "public hearing"),
                (date(2026, 10, 13), "City Council", "introduction"),
            ],
        ),
    ],
)
def test_events(name: str, events: list[tuple[date, str, str]]) -> None:
    found = [(e.date, e.body, e.event) for e in seed(name).ordinance.events]
    assert found == events
    for event in seed(name).ordinance.events:
        assert event.date.strftime("%B") in event.raw


@pytest.mark.parametrize(
    ("name", "introduced", "as_of"),
    [("PA22-14", None, date(2023, 6, 27)), ("PA26-17", date(2026, 10, 13), date(2026, 10, 13))],
)
def test_dates_are_never_invented(name: str, introduced: date | None, as_of: date) -> None:
    parsed = seed(name)
    ordinance = parsed.ordinance
    assert ordinance.introduced == introduced
    assert ordinance.adopted is None
    assert ordinance.effective is None
    assert ordinance.effective_estimated is True
    assert ordinance.effective_rule == "thirty (30) days after its adoption"
    assert parsed.document.as_of == as_of  # the latest dated event
    assert parsed.document.kind is DocumentKind.ORDINANCE
    raw = (SEEDS / f"{name}.txt").read_bytes()
    assert parsed.document.sha256 == hashlib.sha256(raw).hexdigest()


@pytest.mark.parametrize(
    ("text", "rule", "days"),
    [
        (
            "This ordinance shall take effect thirty (30) days after its adoption.",
            "thirty (30) days after its adoption",
            30,
        ),
        (
            "shall become effective 45 days from its final passage",
            "45 days from its final passage",
            45,
        ),
        ("This ordinance shall take effect immediately.", "immediately", 0),
        (
            "This ordinance shall be in effect sixty days following the adoption",
            "sixty days following the adoption",
            60,
        ),
    ],
)
def test_effective_rule(text: str, rule: str, days: int) -> None:
    assert parse_effective_rule(text) == rule
    assert rule_days(rule) == days
    assert effective_from(date(2024, 1, 1), rule) == date(2024, 1, 1) + timedelta(days=days)


@pytest.mark.parametrize(
    ("text", "rule", "days", "stated"),
    [
        ("This ordinance shall take effect upon its adoption.", "upon its adoption", 0, None),
        ("shall take effect immediately upon adoption", "immediately upon adoption", 0, None),
        ("shall take effect on January 1, 2027.", "on January 1, 2027", None, date(2027, 1, 1)),
        ("shall become effective as of 7/1/2026 and", "as of 7/1/2026", None, date(2026, 7, 1)),
        ("shall take effect upon publication", "upon publication", None, None),
    ],
)
def test_effective_rule_forms(text: str, rule: str, days: int | None, stated: date | None) -> None:
    assert parse_effective_rule(text) == rule
    assert (rule_days(rule), rule_date(rule)) == (days, stated)


def test_a_stated_date_takes_effect_no_earlier_than_adoption() -> None:
    assert effective_from(date(2026, 12, 1), "on January 1, 2027") == date(2027, 1, 1)
    assert effective_from(date(2027, 2, 1), "on January 1, 2027") == date(2027, 2, 1)
    assert effective_from(None, "on January 1, 2027") is None


def test_effective_from_needs_both_parts() -> None:
    assert effective_from(None, "thirty (30) days after its adoption") is None
    assert effective_from(date(2023, 6, 27), None) is None
    assert effective_from(date(2023, 6, 27), "thirty (30) days after its adoption") == date(
        2023, 7, 27
    )


@pytest.mark.parametrize(
    ("caption", "number", "file_no"),
    [
        (
            "ORDINANCE NO. 934\nAN ORDINANCE OF THE CITY OF X; FILE NO. GP-2020-1\nWHEREAS",
            "934",
            "GP-2020-1",
        ),
        ("ORDINANCE NO.\nAN ORDINANCE OF THE CITY OF X\nWHEREAS", None, None),
        (
            "Ordinance Number 2023-05\nAn Ordinance of the Town of Y (File #ZA24/3)\nWHEREAS",
            "2023-05",
            "ZA24/3",
        ),
    ],
)
def test_parse_caption(caption: str, number: str | None, file_no: str | None) -> None:
    parsed = parse_caption(caption)
    assert parsed.number == number
    assert parsed.file_no == file_no
    assert parsed.title.upper().startswith("AN ORDINANCE")


@pytest.mark.parametrize(
    ("name", "when", "line"),
    [("PA22-14", date(2023, 5, 15), 11), ("PA26-17", date(2026, 9, 21), 10)],
)
def test_events_point_back_to_their_recital(name: str, when: date, line: int) -> None:
    event = next(e for e in seed(name).ordinance.events if e.date == when)
    assert event.span is not None
    assert event.span.first_line == line
    text = (SEEDS / f"{name}.txt").read_text(encoding="utf-8")
    assert " ".join(text[event.span.start : event.span.end].split()).startswith("WHEREAS")


@pytest.mark.parametrize(
    ("sentence", "adopted", "expected"),
    [
        # Boston 1924, ch. 1: approved 6 March, effective back to 1 February.
        (
            "This ordinance shall take effect beginning with the first day of February, 1924.",
            date(1924, 3, 6),
            date(1924, 2, 1),
        ),
        (
            "This ordinance shall take effect as of January 1, 2020.",
            date(2020, 3, 1),
            date(2020, 1, 1),
        ),
        # `on` a date already past when adopted: in effect from the adoption.
        (
            "This ordinance shall take effect on January 1, 2020.",
            date(2020, 3, 1),
            date(2020, 3, 1),
        ),
        (
            "This ordinance shall take effect on the first day of July, 2020.",
            date(2020, 3, 1),
            date(2020, 7, 1),
        ),
    ],
)
def test_a_stated_effective_date_dates_back_only_when_the_rule_says_so(
    sentence: str, adopted: date, expected: date
) -> None:
    assert effective_from(adopted, parse_effective_rule(sentence)) == expected
