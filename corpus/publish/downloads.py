"""The downloads on the site: `/-/export` (every jurisdiction's downloads and feeds, linked
from the home page) and `/<jurisdiction>/-/export?as_of=DATE&format=jsonl|markdown` (the code
in force on DATE, default today; without a format, the jurisdiction's downloads page). The
bytes are `corpus.publish.export.export_bytes`'s, the same as `corpus export` writes.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from typing import Any

import sqlite_utils
from datasette.utils.asgi import Response

from corpus.db import read
from corpus.publish.changes import Format, Reply, respond
from corpus.publish.export import MEDIA, ExportFormat, export_bytes, file_name
from corpus.publish.loaders.code_as_of import CodeAsOf, code_as_of
from corpus.publish.loaders.contents import JurisdictionInfo, jurisdiction_info
from corpus.publish.urls import Links
from corpus.publish.views import missing


class BadExport(ValueError):
    """An export request with a date or format that is not one."""


@dataclass(frozen=True, slots=True)
class ExportRequest:
    """What `/<jurisdiction>/-/export` asks for: a date (default today) and a format (none:
    the downloads page)."""

    day: date
    fmt: ExportFormat | None

    @classmethod
    def from_args(cls, args: Any, today: date) -> ExportRequest:
        typed_day = (args.get("as_of") or "").strip()
        typed_fmt = (args.get("format") or "").strip()
        try:
            day = date.fromisoformat(typed_day) if typed_day else today
        except ValueError:
            raise BadExport(f"as_of={typed_day!r} is not a date (YYYY-MM-DD)") from None
        if typed_fmt and typed_fmt not in {f.value for f in ExportFormat}:
            known = " or ".join(f.value for f in ExportFormat)
            raise BadExport(f"format={typed_fmt!r}: the formats are {known}")
        return cls(day, ExportFormat(typed_fmt) if typed_fmt else None)


@dataclass(frozen=True, slots=True)
class Offer:
    """One jurisdiction's downloads and feeds, as the downloads page lists them."""

    info: JurisdictionInfo
    export: str
    changes: str
    feed: str


def _infos(conn: Any, only: str | None) -> list[JurisdictionInfo]:
    held = read.jurisdictions(sqlite_utils.Database(conn))
    found = [jurisdiction_info(conn, j) for j in held if only is None or j == only]
    return [i for i in found if i is not None]


async def downloads_reply(
    datasette: Any, request: Any, jurisdiction: str | None, today: date
) -> Reply | None:
    """The downloads page, or a download; None when the jurisdiction is not held."""
    db = datasette.get_database()
    links = Links(datasette.urls, db.name)
    asked = ExportRequest.from_args(request.args, today)
    if jurisdiction is not None and asked.fmt is not None:
        fmt = asked.fmt
        code: CodeAsOf | None = await db.execute_fn(
            lambda conn: code_as_of(conn, jurisdiction, asked.day)
        )
        if code is None:
            return None
        body: bytes = await db.execute_fn(lambda conn: export_bytes(code, fmt))
        return Reply(200, body, MEDIA[fmt][0], filename=file_name(code, fmt))
    infos: list[JurisdictionInfo] = await db.execute_fn(lambda conn: _infos(conn, jurisdiction))
    if jurisdiction is not None and not infos:
        return None
    offers = [
        Offer(
            i,
            links.export(i.jurisdiction),
            links.changes(i.jurisdiction),
            links.changes(i.jurisdiction, Format.ATOM),
        )
        for i in infos
    ]
    context = {"offers": offers, "day": asked.day.isoformat(), "formats": list(ExportFormat)}
    return Reply(200, context=context)


async def downloads_route(datasette: Any, request: Any, jurisdiction: str | None) -> Response:
    """`/-/export` and `/<jurisdiction>/-/export`: 400 for a bad date or format, 404 for an
    unknown jurisdiction."""
    try:
        reply = await downloads_reply(datasette, request, jurisdiction, date.today())
    except BadExport as exc:
        return Response.text(str(exc), status=400)
    if reply is None:
        answer = await missing(datasette, "jurisdiction", jurisdiction or "", request)
        return Response.html(answer.html, status=answer.status)
    return await respond(datasette, request, reply, "corpus_downloads.html")
