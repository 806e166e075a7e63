"""Records as JSON's values, for `corpus parse --json` and the golden files."""

from __future__ import annotations

from dataclasses import fields, is_dataclass
from datetime import date
from typing import Any

from parsers.records import Subsection
from parsers.subsection_tree import SubsectionTree


def plain(value: Any) -> Any:
    """A record and what it holds as JSON's values: records as dicts of their fields (a
    subsection with its `text`, not the section text it is a slice of), tuples as lists,
    dates in ISO 8601; enums stay `str`s."""
    if isinstance(value, Subsection):
        names = ("id", "section", "parent", "label", "level", "text", "span")
        return {name: plain(getattr(value, name)) for name in names}
    if is_dataclass(value) and not isinstance(value, type):
        return {f.name: plain(getattr(value, f.name)) for f in fields(value)}
    if isinstance(value, list | tuple | SubsectionTree):
        return [plain(v) for v in value]
    if isinstance(value, date):
        return value.isoformat()
    return value
