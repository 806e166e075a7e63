"""Effective dates the law allows: an estimate is never earlier than the law lets it be."""

from __future__ import annotations

from dataclasses import replace
from datetime import date, timedelta
from pathlib import Path

import pytest
from amend_fixtures import ordinance_of
from hypothesis import given
from hypothesis import strategies as st

from corpus.engine.adoption import ADOPTION_RULES, ordinance_order
from parsers.ordinance import parse_ordinance_file
from parsers.ordinance.state import folder_state, is_urgency, named_state
from parsers.ordinance_records import Ordinance, OrdinanceEvent

RAW = Path(__file__).resolve().parents[2] / "raw"
PA26_17 = RAW / "cotati" / "ordinances" / "PA26-17.txt"


@pytest.mark.parametrize(
    ("text", "state"),
    [
        # raw/cotati/ordinances/PA26-17.txt: names its state only through its codes
        ("pursuant to California Government Code Section 65852.21 and California Civil Code", "CA"),
        ("the City of Cotati, County of Sonoma, State of California", "CA"),
        ("as authorized by Section 715.01 of the Ohio Revised Code", "OH"),
        ("under chapter 35A.63 of the Revised Code of Washington", "WA"),
        ("§ 15.2-2204 of the Code of Virginia, as amended", "VA"),
        ("pursuant to the West Virginia Code § 8A-7-8", "WV"),  # not Virginia
        ("the Commonwealth of Massachusetts, General Laws chapter 40A", "MA"),
        ("New York General Municipal Law § 239-m", "NY"),
        ("the Town Board of the Town of Hamburg does ordain", None),
        ("State of Ohio ... Florida Statutes", None),  # named equally often: none
        ("the Virginia Beach City Council", None),  # a city's name, not the state's law
    ],
)
def test_named_state(text: str, state: str | None) -> None:
    assert named_state(text) == state


@pytest.mark.parametrize(
    ("folder", "state"),
    [
        ("springfield-il", "IL"),
        ("portland-or", "OR"),
        ("cotati", None),
        ("new-york", None),
        ("foo-xx", None),
        ("-ca", None),
    ],
)
def test_folder_state(folder: str, state: str | None) -> None:
    assert folder_state(folder) == state


@pytest.mark.parametrize(
    ("preamble", "urgency"),
    [
        ("AN URGENCY ORDINANCE OF THE CITY COUNCIL OF THE CITY OF X ADOPTING A MORATORIUM", True),
        ("ORDINANCE NO. 12\nAN EMERGENCY ORDINANCE AMENDING CHAPTER 5", True),
        # A recital's emergency is not the ordinance's: the caption decides.
        (
            "AN ORDINANCE AMENDING TITLE 17\nWHEREAS, the Governor declared an emergency measure",
            False,
        ),
        ("AN ORDINANCE AMENDING TITLE 17", False),
    ],
)
def test_is_urgency(preamble: str, urgency: bool) -> None:
    assert is_urgency(preamble) is urgency


def test_seed_ordinance_is_in_force_no_earlier_than_the_law_allows() -> None:
    """PA#26-17 prints no adoption date; introduced 2026-10-13, a California ordinance may be
    adopted 5 days later at the earliest (Gov. Code § 36934), then takes effect 30 days after
    its adoption by its own rule."""
    ordinance = parse_ordinance_file(PA26_17, "cotati/ordinances/PA26-17.txt").ordinance
    assert (ordinance.state, ordinance.urgency, ordinance.adopted) == ("CA", False, None)
    order = ordinance_order(ordinance, "cotati")
    assert (order.date, order.estimated) == (date(2026, 11, 17), True)
    assert "Cal. Gov. Code § 36934" in order.basis and "30 days (effective rule)" in order.basis


def _ordinance(**fields: object) -> Ordinance:
    base = ordinance_of("X-1", []).ordinance
    return replace(base, effective_rule="thirty (30) days after its adoption", **fields)  # type: ignore[arg-type]


def test_the_state_waiting_period_binds_only_its_own_ordinances() -> None:
    introduced = date(2026, 3, 2)
    california = _ordinance(introduced=introduced, state="CA")
    assert ordinance_order(california).date == introduced + timedelta(days=35)
    # An urgency ordinance is adopted when it is introduced.
    assert ordinance_order(replace(california, urgency=True)).date == introduced + timedelta(30)
    # No documented waiting period: no earlier than the last known event, plus the rule.
    assert ordinance_order(_ordinance(introduced=introduced)).date == introduced + timedelta(30)
    # The folder's suffix, which a person chose, wins over the text.
    assert ordinance_order(california, "springfield-il").date == introduced + timedelta(30)


def test_a_known_date_wins_over_any_estimate() -> None:
    adopted = _ordinance(introduced=date(2026, 3, 2), adopted=date(2026, 3, 3), state="CA")
    order = ordinance_order(adopted)
    assert (order.date, order.estimated) == (date(2026, 4, 2), False)
    sidecar = replace(adopted, effective=date(2026, 3, 4))
    assert ordinance_order(sidecar).date == date(2026, 3, 4)


def test_a_stated_date_is_kept_when_the_law_allows_it() -> None:
    ordinance = replace(
        _ordinance(introduced=date(2026, 3, 2), state="CA"), effective_rule="on July 1, 2026"
    )
    order = ordinance_order(ordinance)
    assert (order.date, order.estimated) == (date(2026, 7, 1), True)
    early = replace(ordinance, effective_rule="on March 3, 2026")  # before adoption could be
    assert ordinance_order(early).date == date(2026, 3, 7)


def test_a_later_event_than_the_waiting_period_bounds_the_estimate() -> None:
    hearing = OrdinanceEvent(date(2026, 4, 20), "City Council", "public hearing", "…")
    ordinance = _ordinance(introduced=date(2026, 3, 2), state="CA", events=(hearing,))
    assert ordinance_order(ordinance).date == date(2026, 5, 20)


@given(
    introduced=st.one_of(st.none(), st.dates(date(1950, 1, 1), date(2090, 1, 1))),
    events=st.lists(st.dates(date(1950, 1, 1), date(2090, 1, 1)), max_size=4),
    days=st.one_of(st.none(), st.integers(0, 120)),
    state=st.sampled_from([None, "CA", "OH", "IL"]),
    urgency=st.booleans(),
)
def test_an_estimate_is_never_earlier_than_the_law_allows(
    introduced: date | None,
    events: list[date],
    days: int | None,
    state: str | None,
    urgency: bool,
) -> None:
    rule = None if days is None else f"{days} days after its adoption"
    ordinance = replace(
        ordinance_of("X-1", []).ordinance,
        introduced=introduced,
        events=tuple(OrdinanceEvent(d, "City Council", "hearing", "…") for d in events),
        effective_rule=rule,
        state=state,
        urgency=urgency,
    )
    order = ordinance_order(ordinance)
    known = [*events, *([introduced] if introduced else [])]
    if not known:
        assert order.date is None
        return
    assert order.date is not None and order.estimated
    floor = max(known) + timedelta(days=days or 0)
    assert order.date >= floor
    waiting = ADOPTION_RULES.get(state or "")
    if waiting is not None and introduced is not None and not urgency:
        assert order.date >= introduced + timedelta(waiting.days_after_introduction + (days or 0))
