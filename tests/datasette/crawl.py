"""An in-process crawl of the published site: every page people reach, every link on them.

Pages are read from `/`, the database page, every table's first page, every canned query with
sample arguments, and every corpus page (section, ordinance, chapter, ...) those lead to. Every
link on a page read is requested (once), and a link to an anchor of a corpus page must find
that anchor there. Datasette's own variations of a table page (sorts, facets, filters, row
pages, exports) are requested but not read further, so the crawl stays finite.
"""

from __future__ import annotations

import html
import re
from collections import deque
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import urldefrag, urljoin, urlsplit

import lxml.html
import yaml
from datasette.app import Datasette

from corpus.publish.metadata import METADATA_FILE

# A link in a page: the href of an <a> (HTML or inline SVG) or of a <link rel=alternate>.
HREF = re.compile(r'<(?:a|link)\s[^>]*?href="([^"]*)"', re.S)
# An element id a fragment may point at.
ELEMENT_ID = re.compile(r'\sid="([^"]*)"')
# The corpus's own pages: read further, and their anchors checked.
CORPUS_PAGE = re.compile(r"^/[^/]+/(section|ordinance|chapter|title|article|table|figure)/[^/]+$")
# Sample arguments for the canned queries' parameters (real ids of the seed documents).
SAMPLES = {
    "q": "limited term permit",
    "target": "17.88",
    "source": "17.62.050",
    "section": "17.62.030",
    "ordinance": "PA#26-17",
    "date": "2026-06-01",
    "term": "Supportive Housing",
    "district": "NL",
    "jurisdiction": "cotati",
}


# The status line of the page of a node no document holds (corpus_node.html).
ABSENT = 'id="node-status" class="corpus-absent"'


@dataclass
class Crawl:
    """What a crawl found: pages read, links checked, and every failure."""

    pages: list[str] = field(default_factory=list)
    statuses: dict[str, int] = field(default_factory=dict)
    failures: list[str] = field(default_factory=list)
    absent: list[str] = field(default_factory=list)  # pages saying "Not in this corpus"
    links: int = 0
    duplicate_ids: list[str] = field(default_factory=list)  # `<page>: #<id> ×<n>`

    @property
    def checked(self) -> int:
        return len(self.statuses)


async def start_pages(ds: Datasette, database: str) -> list[str]:
    """`/`, the database page, every table's first page, every canned query with samples."""
    metadata: dict[str, Any] = yaml.safe_load(METADATA_FILE.read_text(encoding="utf-8"))
    queries = metadata["databases"]["corpus"].get("queries", {})
    db = ds.get_database(database)
    tables = sorted([*await db.table_names(), *await db.view_names()])
    pages = ["/", f"/{database}"]
    pages += [f"/{database}/{name}" for name in tables if "_fts" not in name]
    for name, query in sorted(queries.items()):
        params = "&".join(f"{p}={SAMPLES.get(p, 'x')}" for p in query.get("params", []))
        pages.append(f"/{database}/{name}" + (f"?{params}" if params else ""))
    return pages


def duplicate_ids(page: str) -> list[str]:
    """Element ids a page gives more than one element (parsed as a browser would, with lxml;
    inline SVG included)."""
    tree = lxml.html.fromstring(page)
    counts: dict[str, int] = {}
    for element in tree.iter():
        element_id = element.get("id") if isinstance(element.tag, str) else None
        if element_id is not None:
            counts[element_id] = counts.get(element_id, 0) + 1
    return [f"#{i} ×{n}" for i, n in counts.items() if n > 1]


def _read_further(path: str, starts: set[str]) -> bool:
    return path in starts or CORPUS_PAGE.match(urlsplit(path).path) is not None


async def _get(ds: Datasette, url: str) -> Any:
    response = await ds.client.get(url)
    hops = 0
    while response.status_code in (301, 302) and hops < 3:
        response = await ds.client.get(response.headers["location"])
        hops += 1
    return response


async def crawl(ds: Datasette, database: str) -> Crawl:
    starts = await start_pages(ds, database)
    result = Crawl()
    bodies: dict[str, str] = {}
    queue = deque(starts)
    wanted_anchors: list[tuple[str, str, str]] = []  # (page, target, fragment)
    while queue:
        url = queue.popleft()
        if url in result.statuses:
            continue
        response = await _get(ds, url)
        result.statuses[url] = response.status_code
        if response.status_code >= 400:
            result.failures.append(f"{response.status_code} {url}")
            continue
        html_page = "html" in response.headers.get("content-type", "")
        if not _read_further(url, set(starts)) or not html_page:
            if CORPUS_PAGE.match(urlsplit(url).path):
                bodies[url] = response.text
            continue
        result.pages.append(url)
        bodies[url] = response.text
        if ABSENT in response.text:
            result.absent.append(url)
        result.duplicate_ids.extend(f"{url}: {dup}" for dup in duplicate_ids(response.text))
        for href in HREF.findall(response.text):
            target = urljoin(url, html.unescape(href))
            if urlsplit(target).scheme or target.startswith("//"):
                continue  # another site: the publisher, Datasette's home
            result.links += 1
            target, fragment = urldefrag(target)
            if "_stream=on" in target or target.endswith((".db",)):
                continue
            if fragment and CORPUS_PAGE.match(urlsplit(target).path):
                wanted_anchors.append((url, target, fragment))
            queue.append(target)
    for page, target, fragment in wanted_anchors:
        body = bodies.get(target, "")
        if body and fragment not in ELEMENT_ID.findall(body):
            result.failures.append(f"no #{fragment} on {target} (linked from {page})")
    return result
