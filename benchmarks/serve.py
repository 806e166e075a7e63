"""Datasette latency on a synthetic corpus of 100,000 sections.

Builds the seeds from raw/, copies their sections (with subsections, versions, history and
citations) under new title numbers until there are 100,000 sections (`17.62.030` becomes
`1017.62.030`, `1018.62.030`, ...; citations are renumbered with them), builds the full-text
indexes, then measures through `datasette.client` (in-process: Datasette's routing, SQL,
plugin and templates, without the network) the median latency of:

- ranked search with snippets (the `search` canned query, JSON),
- the section page (`/section/<id>`, HTML with citations, versions and the diff),
- `cited_by` of a section and of a chapter (JSON).

Targets (docs/architecture.md): search < 50 ms, section page < 100 ms (medians).

    .venv/bin/python benchmarks/serve.py [--sections 100000] [--requests 60]
"""

from __future__ import annotations

import argparse
import asyncio
import random
import sqlite3
import statistics
import sys
import time
from pathlib import Path

import sqlite_utils

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from corpus.build import build  # noqa: E402
from corpus.db.schema import create_schema, finalize  # noqa: E402
from corpus.publish.metadata import PLUGINS_DIR, TEMPLATES_DIR, load_metadata  # noqa: E402
from corpus.publish.search import fts_query  # noqa: E402

OUT = REPO / "benchmarks" / "out"
SEARCHES = ("limited term permit", "parking", "sign permit", "public hearing", "density bonus")
# Copied tables and their columns that hold code ids (renumbered in each copy).
COPIED: dict[str, tuple[str, ...]] = {
    "sections": ("id", "chapter"),
    "subsections": ("id", "section", "parent"),
    "section_versions": ("section",),
    "changes": ("section", "subsection"),
    "history": ("section",),
    "citations": ("source", "target"),
}


def renumber(value: str | None, title: int) -> str | None:
    """`17.62.030(E)` → `<title>.62.030(E)`; anything else (tables, external laws) unchanged."""
    if value is None:
        return None
    head, dot, rest = value.partition(".")
    return f"{title}.{rest}" if dot and head.isdigit() and rest[:1].isdigit() else value


def synthesize(seeds: Path, output: Path, sections: int) -> int:
    """Copy the seeds' code under new title numbers until there are `sections` sections."""
    output.unlink(missing_ok=True)
    db = sqlite_utils.Database(output)
    create_schema(db)
    db.close()
    conn = sqlite3.connect(output)
    conn.create_function("renumber", 2, renumber, deterministic=True)
    conn.execute("attach database ? as seeds", (str(seeds),))
    per_copy = conn.execute("select count(*) from seeds.sections").fetchone()[0]
    copies = -(-sections // per_copy)
    with conn:
        conn.execute("insert into documents select * from seeds.documents")  # contract columns
        for table, id_columns in COPIED.items():
            columns = [
                r[1]
                for r in conn.execute(f"select * from pragma_table_info('{table}')")
                if r[1] != "rowid"
            ]
            seed_columns = {r[1] for r in conn.execute(f"pragma seeds.table_info('{table}')")}
            columns = [c for c in columns if c in seed_columns]
            select = ", ".join(
                f"renumber([{c}], :title)" if c in id_columns else f"[{c}]" for c in columns
            )
            sql = (
                f"insert or ignore into [{table}] ({', '.join(f'[{c}]' for c in columns)}) "
                f"select {select} from seeds.[{table}] order by rowid"
            )
            for copy in range(copies):
                title = 1000 + copy
                conn.execute(sql, {"title": title})
                if table == "sections" and copy * per_copy >= sections:
                    break
        conn.execute(
            "insert or ignore into chapters (id, title) "
            "select distinct chapter, null from sections where chapter is not null"
        )
        conn.execute(
            "insert into ordinances (id, number, file_no, title, introduced, adopted, "
            "effective, document) select id, number, file_no, title, introduced, adopted, "
            "effective, document from seeds.ordinances"
        )
        conn.execute("delete from sections where rowid > ?", (sections,))
    conn.close()
    db = sqlite_utils.Database(output)
    finalize(db)
    count = db.table("sections").count
    db.close()
    return count


def median_ms(samples: list[float]) -> float:
    return statistics.median(samples) * 1000


async def measure(database: Path, requests: int) -> dict[str, list[float]]:
    from datasette.app import Datasette

    ds = Datasette(
        immutables=[str(database)],
        metadata=load_metadata(database.stem),
        plugins_dir=str(PLUGINS_DIR),
        template_dir=str(TEMPLATES_DIR),
        settings={"sql_time_limit_ms": 10_000},
    )
    name = database.stem
    with sqlite3.connect(database) as conn:
        ids = [r[0] for r in conn.execute("select id from sections")]
        chapters = [r[0] for r in conn.execute("select id from chapters")]
        # the page with the most to diff: the section whose versions hold the most text
        heaviest = conn.execute(
            "select section from section_versions group by section "
            "having count(*) > 1 order by sum(length(text)) desc limit 1"
        ).fetchone()[0]
    rng = random.Random(17)
    paths = {
        "search": [
            f"/{name}/search.json?q={SEARCHES[i % len(SEARCHES)].replace(' ', '+')}"
            for i in range(requests)
        ],
        "section page": [f"/section/{rng.choice(ids)}" for _ in range(requests)],
        "largest diff page": [f"/section/{heaviest}" for _ in range(requests)],
        "cited_by section": [
            f"/{name}/cited_by.json?target={rng.choice(ids)}" for _ in range(requests)
        ],
        "cited_by chapter": [
            f"/{name}/cited_by.json?target={rng.choice(chapters)}" for _ in range(requests)
        ],
    }
    for path in (paths["search"][0], paths["section page"][0]):  # warm-up: startup, caches
        await ds.client.get(path)
    timings: dict[str, list[float]] = {}
    for label, urls in paths.items():
        samples = []
        for url in urls:
            start = time.perf_counter()
            response = await ds.client.get(url)
            samples.append(time.perf_counter() - start)
            if response.status_code != 200:
                raise RuntimeError(f"{url}: HTTP {response.status_code}")
        timings[label] = samples
    return timings


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sections", type=int, default=100_000)
    parser.add_argument("--requests", type=int, default=60)
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
    timings = asyncio.run(measure(synthetic, args.requests))
    with sqlite3.connect(synthetic) as conn:
        total = conn.execute("select count(*) from sections").fetchone()[0]
        for i, query in enumerate(SEARCHES):
            matches = conn.execute(
                "select count(*) from sections_fts where sections_fts match ?",
                (fts_query(query),),
            ).fetchone()[0]
            own = timings["search"][i :: len(SEARCHES)]
            print(
                f"  search {query!r:22} matches {matches:6} of {total} sections, "
                f"median {median_ms(own):6.1f} ms"
            )
    targets = {"search": 50.0, "section page": 100.0, "largest diff page": 100.0}
    for label, samples in timings.items():
        target = targets.get(label)
        verdict = "" if target is None else (" ok" if median_ms(samples) < target else " SLOW")
        print(
            f"{label:18} median {median_ms(samples):7.1f} ms   "
            f"p90 {statistics.quantiles(samples, n=10)[-1] * 1000:7.1f} ms"
            + (f"   (target < {target:.0f} ms){verdict}" if target else "")
        )


if __name__ == "__main__":
    main()
