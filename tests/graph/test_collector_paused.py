"""The citation stage pauses the cyclic collector (issue 19's speed) and, once done, hands what
it made to the oldest generation instead of a young collection walking all of it."""

from __future__ import annotations

import gc

import pytest

from graph.cite_corpus import collector_paused


@pytest.mark.parametrize("made", [5000, 50000])
def test_what_was_made_while_paused_is_walked_by_no_young_collection(made: int) -> None:
    kept: list[list[int]] = []
    with collector_paused():
        assert not gc.isenabled()
        kept.extend([at] for at in range(made))
        young = gc.get_stats()[0]["collections"]
    assert gc.isenabled()
    more = [[at] for at in range(100)]  # what would set a young collection off
    assert gc.get_stats()[0]["collections"] == young
    assert gc.get_freeze_count() == 0  # nothing left frozen
    assert all(gc.is_tracked(item) for item in (*kept[:10], *more[:10]))


def test_a_paused_collector_stays_paused() -> None:
    gc.disable()
    try:
        with collector_paused():
            pass
        assert not gc.isenabled()
    finally:
        gc.enable()
