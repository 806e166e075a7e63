"""The page of an outside law (`/<jurisdiction>/law/<target>`): its body of law and number, who
cites it, the body's other laws, the official text; served from a database built from raw/."""

from __future__ import annotations

import re
import sqlite3
from pathlib import Path
from urllib.parse import quote

import pytest
from datasette.app import Datasette
from hypothesis import given
from hypothesis import strategies as st
from test_publish_pages import block, links

from corpus.publish.loaders.law_page import OFFICIAL_HOSTS, LawName, law_name, official_url


def law_path(target: str, jurisdiction: str = "cotati") -> str:
    return f"/{jurisdiction}/law/{quote(target, safe=',§')}"


@pytest.mark.parametrize(
    ("target", "name"),
    [
        ("Cal. Gov. Code § 65852.2", LawName("Cal. Gov. Code", None, "65852.2")),
        ("Cal. Gov. Code § 65583.2(l)", LawName("Cal. Gov. Code", None, "65583.2(l)")),
        ("Cal. Bus. & Prof. Code § 13530", LawName("Cal. Bus. & Prof. Code", None, "13530")),
        ("42 U.S.C. § 1983", LawName("U.S.C.", "42", "1983")),
        ("24 C.F.R. § 100.307", LawName("C.F.R.", "24", "100.307")),
        ("33 U.S.C.", LawName("U.S.C.", "33", None)),
        ("Cal. Code Regs. tit. 14, § 15168", LawName("Cal. Code Regs.", "14", "15168")),
        ("Cal. Code Regs. tit. 24", LawName("Cal. Code Regs.", "24", None)),
        ("RCW 36.70A", LawName("RCW", None, "36.70A")),
        ("R.C. 4511.19", LawName("R.C.", None, "4511.19")),
        ("O.C.G.A. § 36-66-4", LawName("O.C.G.A.", None, "36-66-4")),
        ("F.S. § 163.3202", LawName("F.S.", None, "163.3202")),
        ("Mass. Gen. Laws ch. 40A, § 3", LawName("Mass. Gen. Laws ch. 40A", None, "3")),
        (
            "California Environmental Quality Act",
            LawName("California Environmental Quality Act", None, None),
        ),
        ("Uniform Building Code", LawName("Uniform Building Code", None, None)),
    ],
)
def test_a_target_splits_into_its_body_of_law_and_number(target: str, name: LawName) -> None:
    assert law_name(target) == name


@given(st.text(alphabet=st.sampled_from("Cal.Gov Code§ 42U.S.C,tit1(a)-"), max_size=40))
def test_any_target_has_a_body_of_law_from_its_own_words(target: str) -> None:
    name = law_name(target)
    if target.strip():
        assert name.body and name.body in target
    for part in (name.title, name.section):
        assert part is None or (part and part in target)


@pytest.mark.parametrize(
    ("target", "host"),
    [
        ("Cal. Gov. Code § 65852.2", "https://leginfo.legislature.ca.gov/"),
        ("42 U.S.C. § 1983", "https://www.law.cornell.edu/uscode/text/42/1983"),
        ("24 C.F.R. § 100.307", "https://ecfr.federalregister.gov/"),
        ("Cal. Code Regs. tit. 14, § 15168", "https://www.law.cornell.edu/regulations/"),
        # laws no template knows, and laws named without a number: no link is better than a guess
        ("California Environmental Quality Act", None),
        ("Uniform Building Code", None),
    ],
)
def test_the_official_text_is_linked_only_when_a_rule_gives_it(
    target: str, host: str | None
) -> None:
    url = official_url(target)
    assert (url is None) if host is None else (url is not None and url.startswith(host)), url


@pytest.mark.parametrize(
    ("url", "official"),
    [
        ("https://le.utah.gov/xcode/Title10/Chapter9A/10-9A-S101.html", True),
        ("https://code.dccouncil.us/us/dc/council/code/sections/1-1", True),
        ("https://www.law.cornell.edu/uscode/text/42/1983", True),
        ("https://www.lawserver.com/law/state/x", False),  # a commercial copy
        ("https://law.justia.com/codes/x", False),
        ("https://evil.gov.example.com/", False),  # a look-alike host
        ("https://law.cornell.edu.example.com/", False),
        ("javascript:alert(1)//.gov/", False),
    ],
)
def test_only_official_hosts_count(url: str, official: bool) -> None:
    assert bool(OFFICIAL_HOSTS.match(url)) is official


def most_cited_state_law(db: Path) -> tuple[str, list[str]]:
    """A real external citation of the seeds: the California code section cited from the most
    places, with the unit of each citation of it."""
    with sqlite3.connect(db) as conn:
        (target,) = conn.execute(
            "select target from citation_counts where jurisdiction = 'cotati' "
            "and target_kind = 'external' and target like 'Cal. % Code § %' "
            "order by sources desc, target limit 1"
        ).fetchone()
        sources = [
            s
            for (s,) in conn.execute(
                "select source from citations where jurisdiction = 'cotati' "
                "and target_kind = 'external' and target = ?",
                (target,),
            )
        ]
    return target, sources


async def test_the_page_lists_every_unit_citing_the_law(ds: Datasette, seed_db: Path) -> None:
    target, sources = most_cited_state_law(seed_db)
    response = await ds.client.get(law_path(target))
    assert response.status_code == 200
    cited_by = links(block(response.text, "cited-by-list"))
    # every citation (an ordinance restating the law cites it once per sentence), every unit
    assert len(cited_by) == len(sources)
    assert len(set(cited_by)) == len(set(sources)) >= 2
    # each unit named as people read it, never a file path
    assert all(text.startswith(("§ ", "Ordinance ", "unnumbered")) for _, text in cited_by)
    assert block(response.text, "law-body") == law_name(target).body
    assert "the official text" in block(response.text, "law-status")
    query = dict(links(response.text))
    assert any(href.startswith("/seeds/cited_by?") for href in query), query


async def test_the_page_of_a_california_code_section(ds: Datasette) -> None:
    response = await ds.client.get(law_path("Cal. Gov. Code § 65853.2"))
    cited_by = links(block(response.text, "cited-by-list"))
    assert ("/cotati/section/17.36.010", "§ 17.36.010") in cited_by
    assert ("/cotati/section/17.32.050#sub-B", "§ 17.32.050(B)") in cited_by
    assert "Government Code Section 65853.2" in block(response.text, "cited-by-list")
    official = dict((text, href) for href, text in links(response.text))["the official text"]
    assert official.startswith("https://leginfo.legislature.ca.gov/") and "65853.2" in official
    # the other sections of the Government Code the city cites, each linked to its own page
    same_body = links(block(response.text, "body-list"))
    assert (law_path("Cal. Gov. Code § 65915"), "Cal. Gov. Code § 65915") in same_body
    assert not [text for _, text in same_body if text == "Cal. Gov. Code § 65853.2"]


async def test_a_body_of_law_lists_its_cited_laws_with_counts(ds: Datasette, seed_db: Path) -> None:
    response = await ds.client.get(law_path("Cal. Gov. Code"))
    assert response.status_code == 200
    listed = block(response.text, "body-list")
    with sqlite3.connect(seed_db) as conn:
        expected = [
            (target, count)
            for target, count in conn.execute(
                "select target, citations from citation_counts where jurisdiction = 'cotati' "
                "and target_kind = 'external' and target like 'Cal. Gov. Code §%'"
            )
        ]
    assert len(links(listed)) == len(expected) >= 2
    items = {links(item)[0][1]: item for item in re.findall(r"<li>(.*?)</li>", listed, re.S)}
    for target, count in expected:
        assert (law_path(target), target) in links(listed)
        assert f"{count} citation" in items[target]
    assert "11 citations from 6 places" in listed
    assert 'id="cited-by-list"' not in response.text


async def test_the_json_of_a_law(ds: Datasette) -> None:
    response = await ds.client.get(law_path("24 C.F.R. § 100.307") + ".json")
    assert response.status_code == 200
    data = response.json()
    keys = ("kind", "id", "body", "body_jurisdiction", "title", "section", "is_body")
    assert {k: data[k] for k in keys} == {
        "kind": "law",
        "id": "24 C.F.R. § 100.307",
        "body": "C.F.R.",
        "body_jurisdiction": "US",  # named by the citation finder (citations.body_jurisdiction)
        "title": "24",
        "section": "100.307",
        "is_body": False,
    }
    assert data["official_url"].startswith("https://ecfr.federalregister.gov/")
    assert data["url"] == law_path("24 C.F.R. § 100.307").replace("§", "%C2%A7")
    assert data["body_url"] == "/cotati/law/C.F.R."
    [citing] = data["cited_by"]
    assert citing["source_kind"] == "paragraph"
    assert citing["raw"] == "24 CFR Section 100.307"
    assert "unnumbered paragraph" in citing["label"] and "/" not in citing["label"]
    assert citing["url"].startswith("/seeds/paragraphs/")
    body = await ds.client.get("/cotati/law/Cal.%20Gov.%20Code.json")
    assert body.json()["is_body"] is True and body.json()["query_url"] is None
    assert {law["target"] for law in body.json()["same_body"]} >= {"Cal. Gov. Code § 65853.2"}


@pytest.mark.parametrize(
    "path",
    [
        law_path("Cal. Gov. Code § 1"),  # a section of a cited body that nothing cites
        law_path("Cal. Gov. Code § 65853.2", "elsewhere"),  # another jurisdiction
        law_path("17.62.030"),  # the city's own section is not an outside law
        law_path("Nev. Rev. Stat."),
    ],
)
async def test_an_unknown_law_is_a_404_page(ds: Datasette, path: str) -> None:
    response = await ds.client.get(path)
    assert response.status_code == 404
    assert "No law" in response.text
    data = await ds.client.get(path + ".json")
    assert data.status_code == 404 and data.json()["ok"] is False


async def test_citation_cells_and_texts_link_to_the_law_page(ds: Datasette) -> None:
    target = "Cal. Gov. Code § 65853.2"
    cells = await ds.client.get(
        "/seeds/citations", params={"target": target, "jurisdiction": "cotati"}
    )
    hrefs = {href for href, _ in links(cells.text)}
    page = law_path(target).replace("§", "%C2%A7")
    assert page in hrefs
    assert not [h for h in hrefs if h.startswith("/seeds/cited_by")]
    section = await ds.client.get("/cotati/section/17.36.010")
    in_text = links(block(section.text, "section-text"))
    assert (page, "Government Code Section 65853.2") in in_text
    cites = links(block(section.text, "cites-list"))
    assert (page, f"external {target}") in cites
    data = (await ds.client.get("/cotati/section/17.36.010.json")).json()
    urls = {c["target"]: c["url"] for n in data["nodes"] for c in n["citations"]}
    assert urls[target] == page
