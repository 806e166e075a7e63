"""Search and page latency on a synthetic corpus of 100,000 varied sections.

Builds the seeds from raw/, then writes a corpus of `--sections` sections from them: copy c of
seed section s becomes section `<1000 + c>.<rest of its id>` (citations, subsections, versions
and history renumbered with it), and its text is varied per copy, so that the index sees
100,000 different texts rather than 37 texts 2,700 times: about one line in six is left out,
lines of other sections are put in, and each copy respells a third of the common words
(`permit` → `permitka`, one spelling per copy, as `tests/corpus/cities.py` does for whole
cities). Common words still match most sections, rare ones a few.

Then measures through `datasette.client` (in-process: Datasette's routing, SQL, the plugin and
the templates, without the network), with the settings `corpus serve` uses:

- the search page's JSON (`/-/search.json`, what the search box runs) over a mix of the
  queries people type (single words, several words, phrases, prefixes, rare words, ids),
- the `search` canned query (50 ranked results with their snippets),
- the section page, the largest diff page and `cited_by` of a section and of a chapter.

Targets (issue 12): search median < 30 ms and p95 < 100 ms at 100,000 sections.

    .venv/bin/python benchmarks/serve.py [--sections 100000] [--requests 200] [--reuse]
"""

from __future__ import annotations

import argparse
import asyncio
import random
import re
import sqlite3
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import urlencode

import sqlite_utils

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(REPO / "tests" / "corpus"))

from cities import vary_words  # type: ignore[import-not-found]  # noqa: E402

from corpus.build import build  # noqa: E402
from corpus.db.schema import create_schema, finalize  # noqa: E402
from corpus.db.search_items import fill_search_items  # noqa: E402
from corpus.publish.metadata import PLUGINS_DIR, TEMPLATES_DIR, load_metadata  # noqa: E402
from corpus.publish.serve import datasette_settings  # noqa: E402

OUT = REPO / "benchmarks" / "out"
# What people type, by kind of query (ids are those of the synthetic corpus).
QUERIES: dict[str, tuple[str, ...]] = {
    "one word": ("permit", "parking", "sign", "fence", "setback", "residential", "height"),
    "words": (
        "limited term permit",
        "sign permit",
        "public hearing notice",
        "accessory dwelling unit",
        "density bonus",
        "outdoor dining",
        "home occupation",
        "lot coverage",
    ),
    "phrase": ('"public hearing"', '"conditional use permit"', '"parking spaces"'),
    "prefix": ("perm*", "resid*", "park* lot*"),
    "rare word": ("caretaker", "mobilehome", "transect", "freeway"),
    "id": ("1017.62.030", "§ 1020.36.050", "PA26-17", "Table 2-4"),
}
TARGETS = {"search": (30.0, 100.0)}  # (median, p95) in ms
# Copied tables (besides sections) and their columns that hold code ids (renumbered per copy).
COPIED: dict[str, tuple[str, ...]] = {
    "subsections": ("id", "section", "parent"),
    "section_versions": ("section",),
    "changes": ("section", "subsection"),
    "history": ("section",),
    "citations": ("source", "target"),
}
# Copies whose sections get their subsections, versions, changes, history and citations too
# (the pages measured are theirs): every copy would make a 3 GB file for no other measure.
FULL_COPIES = 40
# Tables copied once, as they are.
ONCE = ("documents", "jurisdictions", "ordinances", "instructions", "tables", "paragraphs")
# A line of a section's text: the unit the variation leaves out, moves and borrows.
LINE = re.compile(r"[^\n]+")


def renumber(value: str | None, title: int) -> str | None:
    """`17.62.030(E)` → `<title>.62.030(E)`; anything else (tables, external laws) unchanged."""
    if value is None:
        return None
    head, dot, rest = value.partition(".")
    return f"{title}.{rest}" if dot and head.isdigit() and rest[:1].isdigit() else value


def varied(text: str, rng: random.Random, pool: list[str], share: float) -> str:
    """One copy's text: some lines left out, some borrowed from other sections, a share of the
    common words respelled the copy's way."""
    lines = [line for line in LINE.findall(text or "") if rng.random() > 0.15] or [text or ""]
    for _ in range(rng.randint(0, 3)):
        lines.insert(rng.randrange(len(lines) + 1), rng.choice(pool))
    return str(vary_words("\n".join(lines), rng, share))


def section_rows(seeds: sqlite3.Connection, sections: int) -> Iterator[tuple[object, ...]]:
    columns = [r[1] for r in seeds.execute("pragma table_info('sections')") if r[1] != "rowid"]
    rows = [
        dict(zip(columns, r, strict=True))
        for r in seeds.execute(
            f"select {', '.join(f'[{c}]' for c in columns)} from sections order by rowid"
        )
    ]
    pool = [line for row in rows for line in LINE.findall(row["text"] or "")]
    for n in range(sections):
        copy, seed = divmod(n, len(rows))
        rng = random.Random(copy * 7919 + seed)
        row = dict(rows[seed])
        row["id"] = renumber(row["id"], 1000 + copy)
        row["chapter"] = renumber(row["chapter"], 1000 + copy)
        row["text"] = varied(row["text"], rng, pool, share=0.33)
        yield tuple(row[c] for c in columns)


def _columns(conn: sqlite3.Connection, table: str) -> list[str]:
    """The columns of `table` both databases have (the seeds' may lack an empty table's)."""
    ours = {r[1] for r in conn.execute(f"pragma main.table_info('{table}')")}
    return [r[1] for r in conn.execute(f"pragma seeds.table_info('{table}')") if r[1] in ours]


def _copy_tables(conn: sqlite3.Connection, copies: int) -> None:
    for table in ONCE:
        listed = ", ".join(f"[{c}]" for c in _columns(conn, table))
        conn.execute(
            f"insert or ignore into [{table}] ({listed}) select {listed} from seeds.[{table}]"
        )
    for table, id_columns in COPIED.items():
        columns = _columns(conn, table)
        select = ", ".join(
            f"renumber([{c}], :title)" if c in id_columns else f"[{c}]" for c in columns
        )
        sql = (
            f"insert or ignore into [{table}] ({', '.join(f'[{c}]' for c in columns)}) "
            f"select {select} from seeds.[{table}] order by rowid"
        )
        for copy in range(min(copies, FULL_COPIES)):
            conn.execute(sql, {"title": 1000 + copy})


def synthesize(seeds: Path, output: Path, sections: int) -> int:
    """A corpus of `sections` varied sections made from the seeds' (see the module's text)."""
    output.unlink(missing_ok=True)
    db = sqlite_utils.Database(output)
    create_schema(db)
    db.close()
    conn = sqlite3.connect(output)
    conn.create_function("renumber", 2, renumber, deterministic=True)
    conn.execute("attach database ? as seeds", (str(seeds),))
    with sqlite3.connect(seeds) as source:
        per_copy = source.execute("select count(*) from sections").fetchone()[0]
        columns = [r[1] for r in source.execute("pragma table_info('sections')") if r[1] != "rowid"]
        with conn:
            conn.executemany(
                f"insert into sections ({', '.join(f'[{c}]' for c in columns)}) "
                f"values ({', '.join('?' for _ in columns)})",
                section_rows(source, sections),
            )
            _copy_tables(conn, -(-sections // per_copy))
            conn.execute(
                "insert or ignore into chapters (jurisdiction, id) "
                "select distinct jurisdiction, chapter from sections where chapter is not null"
            )
    conn.close()
    db = sqlite_utils.Database(output)
    fill_search_items(db)  # rows inserted here, not by the writer that makes them
    finalize(db)
    count = db.table("sections").count
    db.close()
    return count


def percentile_ms(samples: list[float], share: float) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, round(share * (len(ordered) - 1)))] * 1000


def _search_paths(name: str, requests: int, rng: random.Random) -> dict[str, list[str]]:
    mix = [(kind, q) for kind, queries in QUERIES.items() for q in queries]
    drawn = [rng.choice(mix) for _ in range(requests)]
    paths: dict[str, list[str]] = {"search": []}
    for kind, q in drawn:
        path = "/-/search.json?" + urlencode({"q": q})
        paths["search"].append(path)
        paths.setdefault(f"  search: {kind}", []).append(path)
    paths["search query (50, snippets)"] = [
        f"/{name}/search.json?" + urlencode({"q": q, "jurisdiction": ""}) for _, q in drawn[:60]
    ]
    return paths


def per_copy(conn: sqlite3.Connection) -> int:
    """Sections per copy: the seeds' (the first copy's title is 1000)."""
    return int(conn.execute("select count(*) from sections where id like '1000.%'").fetchone()[0])


def request_paths(database: Path, requests: int) -> dict[str, list[str]]:
    name = database.stem
    with sqlite3.connect(database) as conn:
        ids = [
            r[0]
            for r in conn.execute(
                "select id from sections where rowid <= ?", (per_copy(conn) * FULL_COPIES,)
            )
        ]
        chapters = [r[0] for r in conn.execute("select id from chapters")]
        # the page with the most to diff: the section whose versions hold the most text
        heaviest = conn.execute(
            "select v.section from section_versions v join sections s on s.id = v.section "
            "group by v.section having count(*) > 1 order by sum(length(v.text)) desc limit 1"
        ).fetchone()[0]
    rng = random.Random(17)
    pages = min(requests, 60)
    return {
        **_search_paths(name, requests, rng),
        "section page": [f"/cotati/section/{rng.choice(ids)}" for _ in range(pages)],
        "largest diff page": [f"/cotati/section/{heaviest}" for _ in range(pages)],
        "cited_by section": [
            f"/{name}/cited_by.json?target={rng.choice(ids)}" for _ in range(pages)
        ],
        "cited_by chapter": [
            f"/{name}/cited_by.json?target={rng.choice(chapters)}" for _ in range(pages)
        ],
    }


async def measure(database: Path, requests: int) -> dict[str, list[float]]:
    from datasette.app import Datasette

    ds = Datasette(
        immutables=[str(database)],
        metadata=load_metadata(database.stem),
        plugins_dir=str(PLUGINS_DIR),
        template_dir=str(TEMPLATES_DIR),
        settings=datasette_settings(),
    )
    paths = request_paths(database, requests)
    for path in (paths["search"][0], paths["section page"][0]):  # warm-up: startup, caches
        await ds.client.get(path)
    timings: dict[str, list[float]] = {}
    elapsed: dict[str, float] = {}
    for label, urls in paths.items():
        if label.startswith(" "):
            continue
        for url in urls:
            start = time.perf_counter()
            response = await ds.client.get(url)
            elapsed[url] = time.perf_counter() - start
            if response.status_code != 200:
                raise RuntimeError(f"{url}: HTTP {response.status_code}")
            timings.setdefault(label, []).append(elapsed[url])
    for label, urls in paths.items():
        if label.startswith(" "):
            timings[label] = [elapsed[url] for url in urls]
    return timings


def report(timings: dict[str, list[float]]) -> None:
    for label, samples in timings.items():
        median, p95 = percentile_ms(samples, 0.5), percentile_ms(samples, 0.95)
        target = TARGETS.get(label)
        verdict = ""
        if target:
            ok = median < target[0] and p95 < target[1]
            verdict = f"   (target median < {target[0]:.0f}, p95 < {target[1]:.0f})"
            verdict += " ok" if ok else " SLOW"
        print(f"{label:28} n={len(samples):4}  median {median:7.1f} ms  p95 {p95:7.1f} ms{verdict}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sections", type=int, default=100_000)
    parser.add_argument("--requests", type=int, default=200, help="search requests in the mix")
    parser.add_argument(
        "--reuse", action="store_true", help="measure the synthetic database of the last run"
    )
    args = parser.parse_args()
    OUT.mkdir(parents=True, exist_ok=True)
    synthetic = OUT / "synthetic.db"
    if not (args.reuse and synthetic.exists()):
        seeds = OUT / "seeds.db"
        build(REPO / "raw", seeds)
        start = time.perf_counter()
        count = synthesize(seeds, synthetic, args.sections)
        built = time.perf_counter() - start
        size = synthetic.stat().st_size / 1e6
        print(f"synthetic corpus: {count} sections, {size:.0f} MB, built in {built:.1f} s")
    with sqlite3.connect(synthetic) as conn:
        texts = conn.execute("select count(distinct text), count(*) from sections").fetchone()
        items = conn.execute("select count(*) from search_items").fetchone()[0]
    print(f"{texts[0]} distinct texts of {texts[1]} sections; {items} search items")
    report(asyncio.run(measure(synthetic, args.requests)))


if __name__ == "__main__":
    main()
