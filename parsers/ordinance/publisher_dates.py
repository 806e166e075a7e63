"""A code publisher's date note closing an ordinance's web page: its adoption, when no other
reader found one.

A code publisher's page of a charter ordinance (citycode.net) prints the ordinance's text without
its passage lines and closes on a note in brackets: the date it was passed, in figures, maybe
followed by the publisher's status note (`(07-08-1996)`, `(04-28-2003; inapplicable due to change
to city of the second class)`). Only such a note standing alone as the text's last line is read:
a date in brackets inside the text may be any other law's.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from datetime import date

from parsers.ordinance_records import OrdinanceEvent
from parsers.records import SourceSpan

# The last line of the text: `(MM-DD-YYYY)` or `(MM-DD-YYYY; a note)`, nothing after it but blanks.
CLOSING_NOTE = re.compile(
    r"^[ \t]*\((?P<month>\d{1,2})-(?P<day>\d{1,2})-(?P<year>\d{4})(?:;[^()\n]{0,200})?\)\s*\Z",
    re.MULTILINE,
)
TAIL_CHARS = 400  # the note is searched for in the text's last characters only


def with_publisher_date(
    events: tuple[OrdinanceEvent, ...], text: str, span_of: Callable[[int, int], SourceSpan]
) -> tuple[OrdinanceEvent, ...]:
    """`events` with the adoption a publisher's closing date note gives (see the module), when
    they hold none; in text order."""
    if any(event.event == "adoption" for event in events):
        return events
    found = CLOSING_NOTE.search(text, max(0, len(text) - TAIL_CHARS))
    if found is None:
        return events
    try:
        when = date(int(found["year"]), int(found["month"]), int(found["day"]))
    except ValueError:  # `(13-40-1996)` is no date
        return events
    raw = found.group(0).strip()
    span = span_of(found.start(), found.start() + len(found.group(0).rstrip()))
    adoption = OrdinanceEvent(when, "Governing Body", "adoption", raw, span)
    return tuple(sorted((*events, adoption), key=lambda e: e.span.start if e.span else 0))
