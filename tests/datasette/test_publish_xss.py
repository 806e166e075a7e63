"""Documents are untrusted: text containing markup renders as text on every page."""

from __future__ import annotations

import sqlite3
from html.parser import HTMLParser
from pathlib import Path

import pytest
from publish_fixtures import CAPTION_PAYLOAD, PAYLOAD, make_datasette


def section_with_payload(db: Path) -> list[str]:
    with sqlite3.connect(db) as conn:
        return [r[0] for r in conn.execute("select id from sections where text like '%<script>%'")]


def test_the_payload_reached_the_database(hostile_db: Path) -> None:
    # otherwise the tests below would pass for the wrong reason
    assert len(section_with_payload(hostile_db)) >= 2


@pytest.fixture
def pages(hostile_db: Path) -> list[str]:
    ids = section_with_payload(hostile_db)
    db = hostile_db.stem
    return [
        *(f"/cotati/section/{i}" for i in ids),
        "/cotati/section/17.62.030?from=1&to=2",
        "/cotati/section/17.62.030?version=1",
        "/cotati/section/17.62.050",  # its neighbourhood draws chapter 17.88
        "/cotati/chapter/17.88",  # titled by the hostile caption
        "/cotati/chapter/17.62",
        "/cotati/ordinance/PA%2326-17",
        f"/{db}/sections",
        f"/{db}/section_versions",
        f"/{db}/changes",
        f"/{db}/search?q=clearance",
        f"/{db}/search?q=xss",
        f"/{db}/cites?source={ids[0]}",
    ]


class Markup(HTMLParser):
    """What a browser would execute (script bodies, on* handlers, img sources) and the text."""

    def __init__(self) -> None:
        super().__init__()
        self.executable: list[str] = []
        self.text: list[str] = []
        self._in_script = False

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self._in_script = tag == "script"
        for name, value in attrs:
            if name.startswith("on") or (tag == "img" and name == "src"):
                self.executable.append(f"{tag} {name}={value}")

    def handle_endtag(self, tag: str) -> None:
        self._in_script = False

    def handle_data(self, data: str) -> None:
        (self.executable if self._in_script else self.text).append(data)


async def test_no_page_carries_the_payload_as_markup(hostile_db: Path, pages: list[str]) -> None:
    ds = make_datasette(hostile_db)
    shown = 0
    for path in pages:
        response = await ds.client.get(path)
        assert response.status_code == 200, path
        parsed = Markup()
        parsed.feed(response.text)
        assert not [e for e in parsed.executable if "__xss" in e or "src=x" in e], path
        if PAYLOAD in "".join(parsed.text):
            shown += 1
    assert shown >= 3  # the payload is displayed, as text, on the pages that hold it


async def test_the_caption_payload_is_shown_as_text(hostile_db: Path) -> None:
    ds = make_datasette(hostile_db)
    response = await ds.client.get("/cotati/chapter/17.88")
    parsed = Markup()
    parsed.feed(response.text)
    assert CAPTION_PAYLOAD in "".join(parsed.text)
    assert not [e for e in parsed.executable if "__xss" in e or "src=x" in e]
    data = (await ds.client.get("/cotati/chapter/17.88.json")).json()
    assert CAPTION_PAYLOAD in data["title"]  # JSON carries the text as it is
