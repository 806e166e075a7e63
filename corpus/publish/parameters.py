"""Reading a page's query-string parameters honestly: a value that cannot mean what its name
asks for is a 400 naming the parameter and the form it takes, never ignored.

An ignored `?as_of=2026-13-45` showed the current text as though it answered the question "what
did this section say on that day"; an ignored `?to=9` showed the latest diff. Datasette's
`BadRequest` becomes a 400 page, or a 400 JSON body for `.json` paths
(`corpus/publish/errors.py`), with the message given here.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping
from datetime import date

from datasette.utils.asgi import BadRequest


def _given(args: Mapping[str, str], name: str) -> str | None:
    value = args.get(name)
    return value.strip() if value is not None and value.strip() else None


def date_parameter(args: Mapping[str, str], name: str) -> date | None:
    """`?name=YYYY-MM-DD` as a date; None when absent or empty; else a 400."""
    value = _given(args, name)
    if value is None:
        return None
    try:
        return date.fromisoformat(value)
    except ValueError:
        raise BadRequest(
            f"?{name}={value}: not a date; write a day as YYYY-MM-DD (e.g. 2026-06-01)"
        ) from None


def number_parameter(args: Mapping[str, str], name: str) -> int | None:
    """`?name=N`, a whole number from 1; None when absent or empty; else a 400."""
    value = _given(args, name)
    if value is None:
        return None
    if not value.isdigit() or int(value) < 1:
        raise BadRequest(f"?{name}={value}: not a version number (1, 2, …)")
    return int(value)


def known_version(name: str, number: int | None, node: str, versions: Collection[int]) -> None:
    """A 400 when `number` (from `?name=`) is not one of `node`'s versions."""
    if number is None or number in versions:
        return
    held = ", ".join(str(v) for v in sorted(versions)) or "none"
    raise BadRequest(f"?{name}={number}: {node} has no version {number} (its versions: {held})")
