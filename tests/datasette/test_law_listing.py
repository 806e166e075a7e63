"""A body of law's listing reads the body the build stored with the citation counts
(`citation_counts.body`, made once by `finalize`), never a look-up in `citations` per law."""

from __future__ import annotations

import sqlite3

import pytest
import sqlite_utils

from corpus.db.schema import create_schema, finalize
from corpus.publish.loaders.law_page import CitedLaw, LawName, cited_laws, load_law


def _citation(source: str, target: str | None, body: str | None, raw: str) -> dict[str, object]:
    return {
        "jurisdiction": "j",
        "source": source,
        "source_kind": "section",
        "raw": raw,
        "target": target,
        "target_kind": "external",
        "resolved": 1 if target else 0,
        "in_corpus": 0,
        "start": 0,
        "end": len(raw),
        "body": body,
        "body_jurisdiction": "MA" if body else None,
    }


# Real forms: a Massachusetts chapter's section (the finder names the body `Mass. Gen. Laws`,
# its target reads as `Mass. Gen. Laws ch. 40A`), and a law no citation names a body of.
CITATIONS = [
    _citation("4.10.010", "Mass. Gen. Laws ch. 40A, § 3", "Mass. Gen. Laws", "G.L. c. 40A, § 3"),
    _citation("4.10.020", "Mass. Gen. Laws ch. 40A, § 3", "Mass. Gen. Laws", "M.G.L. c.40A §3"),
    _citation("4.10.020", "Mass. Gen. Laws ch. 40A, § 6", None, "c. 40A, § 6"),
    _citation("4.10.030", "RCW 36.70A", None, "RCW 36.70A"),
]


@pytest.fixture
def conn() -> sqlite3.Connection:
    db = sqlite_utils.Database(memory=True)
    create_schema(db)
    db.table("jurisdictions").insert({"jurisdiction": "j", "name": "Town of Elm"})
    db.table("citations").insert_all(CITATIONS)
    finalize(db)
    # what the listing reads was stored once: the citations' bodies are not read again
    db.execute("update citations set body = null")
    connection: sqlite3.Connection = db.conn
    return connection


def test_finalize_stores_each_outside_law_s_body(conn: sqlite3.Connection) -> None:
    stored = conn.execute("select target, body from citation_counts order by target").fetchall()
    assert stored == [
        ("Mass. Gen. Laws ch. 40A, § 3", "Mass. Gen. Laws"),
        ("Mass. Gen. Laws ch. 40A, § 6", None),
        ("RCW 36.70A", None),
    ]


@pytest.mark.parametrize(
    ("body", "expected"),
    [
        (
            "Mass. Gen. Laws",
            [CitedLaw("Mass. Gen. Laws ch. 40A, § 3", LawName("Mass. Gen. Laws", None, "3"), 2, 2)],
        ),
        # no body stored: the law is listed under the body its target reads as
        (
            "Mass. Gen. Laws ch. 40A",
            [
                CitedLaw(
                    "Mass. Gen. Laws ch. 40A, § 6",
                    LawName("Mass. Gen. Laws ch. 40A", None, "6"),
                    1,
                    1,
                )
            ],
        ),
        ("RCW", [CitedLaw("RCW 36.70A", LawName("RCW", None, "36.70A"), 1, 1)]),
        ("Cal. Gov. Code", []),
    ],
)
def test_a_body_lists_its_laws_from_the_counts(
    conn: sqlite3.Connection, body: str, expected: list[CitedLaw]
) -> None:
    assert list(cited_laws(conn, "j", body)) == expected
    page = load_law(conn, "j", body)
    assert (page is None) if not expected else (page is not None and page.is_body)
