"""Changes people can follow: the changes page (`/<jurisdiction>/-/changes`, `?since=DATE`),
its JSON, and Atom feeds of a jurisdiction's, a section's, a chapter's or a search's changes.

Each entry is one instruction's outcome (`loaders.change_list.Change`): its ordinance,
instruction, verb, target, status and note, the section version it made, a link to what it
changed (the section page's diff of that version against the one before), and its date.

The feeds are made with `feedgen`, not by hand and not with the datasette-atom plugin. That
plugin renders a canned query's rows as `.atom` at the query's own URL
(`/<database>/<query>.atom`), so it cannot answer `/<jurisdiction>/section/<id>.atom` beside
the section page; its feed title is fixed per query, it gives no link to the page a feed
follows (rel=alternate), and a query with no rows (a section never amended, a search finding
nothing) answers 500 (`max()` of no dates). feedgen is the library it renders with.

Atom's `updated` must be a date and time: an entry's is the day its change took effect
(midnight UTC); when that day is estimated (the earliest the law allows) the entry says so in
its title and text. A change with no date at all is listed on the page, not in the feed.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, date, datetime
from enum import StrEnum
from typing import Any
from urllib.parse import quote

from datasette.utils.asgi import Response
from feedgen.feed import FeedGenerator
from markupsafe import Markup

from corpus.publish.loaders.change_list import Change, ChangeFilter, ChangeList, load_changes
from corpus.publish.loaders.contents import JurisdictionInfo, jurisdiction_info
from corpus.publish.parameters import date_parameter
from corpus.publish.search_query import parse_query
from corpus.publish.urls import Links
from corpus.publish.views import missing, response_of

ESTIMATED = "estimated: the earliest date the law allows"


class BadRequest(ValueError):
    """A request the changes page cannot answer (a date that is not one)."""


@dataclass(frozen=True, slots=True)
class ChangeRequest:
    """What a changes page or feed asks for, as typed in its URL."""

    section: str = ""
    chapter: str = ""
    q: str = ""
    since: date | None = None

    @classmethod
    def from_args(cls, args: Any, section: str = "", chapter: str = "") -> ChangeRequest:
        """From the query string; `section` and `chapter` given by the route win."""
        since = date_parameter(args, "since")
        return cls(
            section=section or (args.get("section") or "").strip(),
            chapter=chapter or (args.get("chapter") or "").strip(),
            q=(args.get("q") or "").strip(),
            since=since,
        )

    def filter(self, jurisdiction: str) -> ChangeFilter:
        """The filter the database applies; a search is the bounded query of the search box."""
        fts = parse_query(self.q).fts if self.q else None
        return ChangeFilter(
            jurisdiction, self.section or None, self.chapter or None, fts, self.since
        )

    def params(self) -> dict[str, str]:
        """The query string of the changes page showing the same changes."""
        return {
            "section": self.section,
            "chapter": self.chapter,
            "q": self.q,
            "since": self.since.isoformat() if self.since else "",
        }

    def describe(self) -> str:
        """`§ 17.62.030`, `chapter 17.62`, `sections matching “sign”`, `… since 2026-01-01`."""
        what = []
        if self.section:
            what.append(f"§ {self.section}")
        if self.chapter:
            what.append(f"chapter {self.chapter}")
        if self.q:
            what.append(f"sections matching “{self.q}”")
        shown = ", ".join(what) or "every section"
        return shown + (f" since {self.since.isoformat()}" if self.since else "")


@dataclass(frozen=True, slots=True)
class ChangeView:
    """A change as the page, the JSON and the feed show it (URLs relative to the site)."""

    change: Change
    title: str
    diff_url: str  # what it changed: the section page's diff, or the table's or ordinance's page
    entry_path: str  # the page that is the entry's permanent id
    section_url: str | None
    ordinance_url: str | None

    @property
    def day(self) -> str:
        shown = self.change.valid_from or "date unknown"
        return f"{shown} ({ESTIMATED})" if self.change.estimated else shown


def _title(change: Change) -> str:
    by = f" by {change.instruction}" if change.instruction else " (a later export)"
    if change.version is not None:
        what = f"§ {change.section} {change.change or 'changed'}{by}"
    else:
        what = f"{change.instruction}: {change.verb or 'instruction'} {change.target or ''}"
        what = f"{what.rstrip()} ({change.status or 'not applied'})"
    return what + (" (date estimated)" if change.estimated else "")


def view(change: Change, jurisdiction: str, links: Links) -> ChangeView:
    section_url = links.section(jurisdiction, change.section) if change.section else None
    ordinance_url = links.ordinance(jurisdiction, change.ordinance) if change.ordinance else None
    if change.section and change.version is not None:
        entry = links.section_version(jurisdiction, change.section, change.version)
        diff = (
            links.section_compare(jurisdiction, change.section, change.version - 1, change.version)
            if change.version > 1
            else entry
        )
    else:
        # the entry's id names the instruction; its link is the table it amended, else the
        # ordinance page's list of instructions with their outcomes
        page = ordinance_url or links.changes(jurisdiction)
        entry = f"{page}#{quote(change.instruction or '', safe='')}"
        diff = links.table(jurisdiction, change.table) if change.table else f"{page}#instructions"
    return ChangeView(change, _title(change), diff, entry, section_url, ordinance_url)


def entry_html(item: ChangeView, absolute: Any) -> Markup:
    """An entry's text: the instruction's outcome, its note, its date, the diff link."""
    c = item.change
    ordinance = (
        Markup('<a href="{}">ordinance {}</a>').format(absolute(item.ordinance_url), c.ordinance)
        if item.ordinance_url
        else Markup("a later export of the code")
    )
    parts = [
        Markup("<p>{} ({}): {} {} — {}.</p>").format(
            c.instruction or "New text",
            ordinance,
            c.verb or c.change,
            c.target or c.section or "",
            c.status or "applied",
        )
    ]
    if c.note:
        parts.append(Markup("<p>{}</p>").format(c.note))
    parts.append(Markup("<p>In force from {}.</p>").format(item.day))
    label = "What it changed" if c.version else "The table" if c.table else "The instruction"
    parts.append(Markup('<p><a href="{}">{}</a></p>').format(absolute(item.diff_url), label))
    return Markup("").join(parts)


def _midnight(day: str) -> datetime:
    return datetime.combine(date.fromisoformat(day[:10]), datetime.min.time(), UTC)


@dataclass(frozen=True, slots=True)
class FeedInfo:
    """What a feed is of and where it lives (absolute URLs)."""

    title: str
    self_url: str
    page_url: str  # the changes page showing the same changes
    author: str


def atom_feed(listing: ChangeList, items: list[ChangeView], info: FeedInfo, absolute: Any) -> bytes:
    """The Atom document of `items` (newest first); entries without a date are left out."""
    feed = FeedGenerator()
    feed.id(info.self_url)
    feed.title(info.title)
    feed.author({"name": info.author})
    feed.link(href=info.self_url, rel="self", type="application/atom+xml")
    feed.link(href=info.page_url, rel="alternate", type="text/html")
    dated = [i for i in items if i.change.valid_from]
    newest = dated[0].change.valid_from if dated else listing.latest
    feed.updated(_midnight(newest or "1970-01-01"))
    for item in dated:
        entry = feed.add_entry(order="append")
        entry.id(absolute(item.entry_path))
        entry.title(item.title)
        entry.updated(_midnight(item.change.valid_from or ""))
        entry.link(href=absolute(item.diff_url), rel="alternate", type="text/html")
        entry.content(str(entry_html(item, absolute)), type="html")
        for term in (item.change.verb, item.change.status):
            if term:
                entry.category(term=term)
    body: bytes = feed.atom_str(pretty=True)
    return body


def change_json(item: ChangeView, absolute: Any) -> dict[str, object]:
    c = item.change
    return {
        "title": item.title,
        "ordinance": c.ordinance,
        "ordinance_title": c.ordinance_title,
        "instruction": c.instruction,
        "verb": c.verb,
        "target_kind": c.target_kind,
        "target": c.target,
        "status": c.status,
        "note": c.note,
        "section": c.section,
        "version": c.version,
        "change": c.change,
        "table": c.table,
        "valid_from": c.valid_from,
        "valid_from_estimated": c.estimated,
        "valid_to": c.valid_to,
        "diff_url": absolute(item.diff_url),
        "url": absolute(item.entry_path),
    }


@dataclass(frozen=True, slots=True)
class Reply:
    """What a changes route answers: a body and its media type, or a page's context."""

    status: int
    body: bytes | str = b""
    content_type: str = "text/html; charset=utf-8"
    data: dict[str, Any] | None = None
    context: dict[str, Any] | None = None  # for the HTML page's template
    filename: str | None = None  # a download's name (Content-Disposition: attachment)


async def respond(datasette: Any, request: Any, reply: Reply, template: str) -> Response:
    """The HTTP response of a reply: the page rendered, the JSON, or the body."""
    if reply.context is not None:
        html = await datasette.render_template(template, reply.context, request=request)
        return Response.html(html, status=reply.status)
    if reply.data is not None:
        return Response.json(reply.data, status=reply.status)
    headers = {}
    if reply.filename:
        headers["content-disposition"] = f'attachment; filename="{reply.filename}"'
    return Response(
        reply.body, status=reply.status, headers=headers, content_type=reply.content_type
    )


class Format(StrEnum):
    """What a changes route answers, by the suffix of its path."""

    HTML = ""
    JSON = ".json"
    ATOM = ".atom"


async def changes_reply(
    datasette: Any, request: Any, jurisdiction: str, suffix: Format, asked: ChangeRequest
) -> Reply | None:
    """The changes page, its JSON or its feed; None when the jurisdiction is not held."""
    db = datasette.get_database()
    links = Links(datasette.urls, db.name)
    info: JurisdictionInfo | None = await db.execute_fn(
        lambda conn: jurisdiction_info(conn, jurisdiction)
    )
    if info is None:
        return None
    listing: ChangeList = await db.execute_fn(
        lambda conn: load_changes(conn, asked.filter(jurisdiction))
    )
    items = [view(c, jurisdiction, links) for c in listing.changes]

    def absolute(path: str) -> str:
        return str(datasette.absolute_url(request, path))

    params = asked.params()
    page = links.changes(jurisdiction, **params)
    if suffix == Format.ATOM:
        self_url = absolute(request.full_path)
        feed = FeedInfo(
            f"Changes to {asked.describe()} — {info.name}", self_url, absolute(page), info.name
        )
        return Reply(
            200,
            atom_feed(listing, items, feed, absolute),
            "application/atom+xml; charset=utf-8",
        )
    if suffix == Format.JSON:
        data = {
            "jurisdiction": jurisdiction,
            "name": info.name,
            "of": asked.describe(),
            "filter": params,
            "total": listing.total,
            "shown": len(items),
            "page": absolute(page),
            "feed": absolute(links.changes(jurisdiction, Format.ATOM, **params)),
            "changes": [change_json(i, absolute) for i in items],
        }
        return Reply(200, data=data)
    context = {
        "jurisdiction": jurisdiction,
        "info": info,
        "asked": asked,
        "items": items,
        "total": listing.total,
        "links": links,
        "feed": links.changes(jurisdiction, Format.ATOM, **params),
        "json": links.changes(jurisdiction, Format.JSON, **params),
        "estimated": ESTIMATED,
    }
    return Reply(200, context=context)


async def changes_route(
    datasette: Any,
    request: Any,
    jurisdiction: str,
    fmt: Format,
    section: str = "",
    chapter: str = "",
) -> Response:
    """`/<jurisdiction>/-/changes[.json|.atom]`, `/<jurisdiction>/section/<id>.atom`,
    `/<jurisdiction>/chapter/<id>.atom`: 400 for a bad date, 404 for an unknown jurisdiction."""
    try:
        asked = ChangeRequest.from_args(request.args, section, chapter)
    except BadRequest as exc:
        if fmt is Format.JSON:
            return Response.json({"ok": False, "error": str(exc)}, status=400)
        return Response.text(str(exc), status=400)
    reply = await changes_reply(datasette, request, jurisdiction, fmt, asked)
    if reply is None:
        answer = await missing(
            datasette, "jurisdiction", jurisdiction, request, None, fmt is Format.JSON
        )
        return response_of(answer)
    return await respond(datasette, request, reply, "corpus_changes.html")
