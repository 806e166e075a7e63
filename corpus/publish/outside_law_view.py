"""The page of a provision of outside law, `/<jurisdiction>/law/<target>` (and its `.json`).

What the code's citations say of it (corpus.publish.loaders.outside_law: its body of law, that
body's jurisdiction, who cites it), and a link to its official text where citeurl knows one
(`graph.statutes.official_url`: the Ohio Revised Code, the U.S. Code, the C.F.R., California's
codes, …; none for bodies citeurl has no URL for, such as the Official Code of Georgia).
"""

from __future__ import annotations

from typing import Any

from corpus.publish.loaders.outside_law import OutsideLawPage, load_outside_law
from corpus.publish.section_view import source_label
from corpus.publish.urls import Links
from corpus.publish.views import Answer, links_of, missing
from graph.statutes import official_url


def outside_law_json(page: OutsideLawPage, links: Links, official: str | None) -> dict[str, Any]:
    return {
        "ok": True,
        "kind": "law",
        "jurisdiction": page.jurisdiction,
        "target": page.target,
        "body": page.body,
        "body_jurisdiction": page.body_jurisdiction,
        "official_url": official,
        "cited_by": [
            {
                "source": c.source,
                "source_kind": c.source_kind,
                "raw": c.raw,
                "sentence": c.sentence,
                "url": links.source(c.source_kind, c.jurisdiction, c.source),
            }
            for c in page.citing
        ],
        "others": [
            {"target": other, "url": links.outside_law(page.jurisdiction, other)}
            for other in page.others
        ],
    }


async def outside_law_page(
    datasette: Any, jurisdiction: str, target: str, request: Any, as_json: bool
) -> Answer:
    """The page of `target`, or 404 when no citation of `jurisdiction` names it."""
    db = datasette.get_database()
    page: OutsideLawPage | None = await db.execute_fn(
        lambda conn: load_outside_law(conn, jurisdiction, target)
    )
    if page is None:
        return await missing(datasette, "law", target, request, jurisdiction, as_json)
    links = links_of(datasette)
    official = official_url(page.target)
    if as_json:
        return Answer(200, data=outside_law_json(page, links, official))
    context = {
        "page": page,
        "official": official,
        "links": links,
        "source_label": lambda c: source_label(c, {}),
    }
    html: str = await datasette.render_template("corpus_law.html", context, request=request)
    return Answer(200, html)
