"""Records made and copied slot by slot (`graph.copies`, issue 19's speed) are the records
`__init__` and `dataclasses.replace` make: equal, of their own class, frozen, picklable."""

from __future__ import annotations

import dataclasses
import pickle
from typing import Any

import pytest

from graph.copies import build, evolve
from graph.readers.cursor import Hit, Member
from graph.records import CitationKind, Reference

SECTION = Reference(CitationKind.SECTION, "17.62.050", ("E", "1"))
MEMBER = Member(SECTION, 12, 29, title="Definitions")
# A reference's fields after its labels, at their defaults.
BLANK = (None, None, None, "", "", "", "")


@pytest.mark.parametrize(
    ("record", "changes"),
    [
        (SECTION, {"relative_to": CitationKind.SECTION}),  # `of this section`
        (SECTION, {"code": "RCW", "jurisdiction": "WA"}),
        (MEMBER, {"start": 4}),  # a phrase's keyword joins its first member
        (MEMBER, {"end": 31, "title": None}),
        (Hit(12, 29, (MEMBER,)), {"named_law": True}),
    ],
)
def test_evolve_is_replace(record: Any, changes: dict[str, Any]) -> None:
    copy = evolve(record, **changes)
    assert copy == dataclasses.replace(record, **changes)
    assert type(copy) is type(record)
    assert pickle.loads(pickle.dumps(copy)) == copy
    with pytest.raises(dataclasses.FrozenInstanceError):
        setattr(copy, dataclasses.fields(copy)[0].name, None)


@pytest.mark.parametrize(
    ("made", "expected"),
    [
        (Reference(CitationKind.CHAPTER, "17.62"), ("chapter", "17.62", (), None)),
        (Reference(kind=CitationKind.TITLE, number="17"), ("title", "17", (), None)),
        (
            build(Reference, (CitationKind.SECTION, "2", ("a",), *BLANK)),
            ("section", "2", ("a",), None),
        ),
    ],
)
def test_made_with_defaults(made: Reference, expected: tuple[Any, ...]) -> None:
    assert (made.kind.value, made.number, made.labels, made.code) == expected
    assert type(made) is Reference and hash(made) == hash(dataclasses.replace(made))


def test_unknown_field_refused() -> None:
    with pytest.raises(TypeError):
        evolve(MEMBER, page=3)
