"""Outside law the code cites: one provision of another body of law, and what cites it.

An external citation's target (`Ohio Rev. Code § 4511.19`, `Cal. Gov. Code § 65915`) has a page:
its body of law and that body's jurisdiction (the `citations.body`, `body_jurisdiction` columns),
every citation of it, and the other provisions of the same body the code cites. Outside law
named without a number has no target: its page is that of its words (`state law`), as the
section page's picture links it. A target no citation names has no page (None).
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass

from corpus.publish.loaders.section_page import Citation, opt_str, rows

# How many other provisions of the same body a page lists.
OTHERS_SHOWN = 200


@dataclass(frozen=True, slots=True)
class OutsideLawPage:
    jurisdiction: str
    target: str  # the canonical citation: `Ohio Rev. Code § 4511.19`
    body: str | None  # `Ohio Rev. Code`
    body_jurisdiction: str | None  # `OH`, `US`
    citing: tuple[Citation, ...]
    others: tuple[str, ...]  # other provisions of the same body the code cites


def load_outside_law(
    conn: sqlite3.Connection, jurisdiction: str, target: str
) -> OutsideLawPage | None:
    """The page of an outside-law target of `jurisdiction`'s citations, or None."""
    found = rows(
        conn,
        "select * from citations where jurisdiction = ? and target_kind = 'external' "
        "and (target = ? or (target is null and raw = ?)) order by source, start",
        (jurisdiction, target, target),
    )
    if not found:
        return None
    body = opt_str(found[0].get("body"))
    others = rows(
        conn,
        "select distinct target from citations where jurisdiction = ? and target_kind = "
        "'external' and body = ? and target is not null and target != ? order by target "
        f"limit {OTHERS_SHOWN}",
        (jurisdiction, body, target),
    )
    return OutsideLawPage(
        jurisdiction=jurisdiction,
        target=target,
        body=body,
        body_jurisdiction=opt_str(found[0].get("body_jurisdiction")),
        citing=tuple(Citation.from_row(row) for row in found),
        others=tuple(str(row["target"]) for row in others),
    )
