"""Tables as data: parsing throughput, and `where_allowed` latency on 1,000 tables.

    .venv/bin/python benchmarks/tables.py [--copies 100] [--tables 1000] [--queries 200]

1. Parsing: every table the seeds hold (the ordinances' table amendments and the exports'
   tables, as the build hands them to `parsers.tables.parse_table`), parsed once for the seeds
   and `--copies` times over for a corpus that many times larger; prints tables, rows and
   characters per second (best of 3) and the ratio of the two times (linear growth: ≈ copies).
2. `where_allowed`: a database with `--tables` permit matrices (the seeds' Table 2-3 in two
   versions, under other section numbers, its uses renamed per table so names do not repeat),
   built with the schema and indexes the build uses and ANALYZEd; the canned query from
   datasette/metadata.yml is run `--queries` times with varying uses, districts and dates.
   Prints the median and 95th percentile in milliseconds (target: median under 20 ms).
"""

from __future__ import annotations

import argparse
import random
import sqlite3
import statistics
import sys
import tempfile
import time
from pathlib import Path

import sqlite_utils
import yaml

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks.timing import best  # noqa: E402
from corpus.db.schema import create_schema, finalize  # noqa: E402
from corpus.db.write import write_rows  # noqa: E402
from corpus.stages.pipeline import jurisdiction_rows  # noqa: E402
from parsers.collect import parse_jurisdictions  # noqa: E402
from parsers.ordinance_records import Verb  # noqa: E402
from parsers.tables import parse_table  # noqa: E402


def seed_tables() -> list[str]:
    """The text of every table the seeds hold, as the build parses it."""
    parsed = list(parse_jurisdictions(ROOT / "raw").values())
    texts = [
        i.text
        for corpus in parsed
        for o in corpus.ordinances
        for i in o.ordinance.instructions
        if i.verb is Verb.AMEND_TABLE
    ]
    texts += [
        "\n".join(t.rows)
        for corpus in parsed
        for e in corpus.exports
        for s in e.sections
        for t in s.tables
    ]
    return texts


def parsing(copies: int) -> None:
    texts = seed_tables()
    chars = sum(len(t) for t in texts)
    rows = sum(len(parse_table(t).rows) for t in texts)
    once = best(3, lambda: [parse_table(t) for t in texts])
    many = best(1, lambda: [parse_table(t) for _ in range(copies) for t in texts])
    print(
        f"seeds: {len(texts)} tables, {rows} rows, {chars / 1e3:.0f} k chars in {once * 1e3:.1f} ms"
        f" = {len(texts) / once:.0f} tables/s, {rows / once:.0f} rows/s, "
        f"{chars / once / 1e6:.2f} M chars/s"
    )
    print(
        f"{copies}x: {len(texts) * copies} tables in {many:.2f} s = {rows * copies / many:.0f} "
        f"rows/s; time ratio {many / once:.0f} for {copies}x the tables"
    )


def matrix_database(path: Path, tables: int) -> None:
    """`tables` copies of the seeds' Table 2-3 history under other sections and use names."""
    out = jurisdiction_rows(parse_jurisdictions(ROOT / "raw")["cotati"])
    names = ("table_versions", "table_rows", "table_cells", "table_changes")
    base = {n: [r for r in out.each(n) if r.get("table") == "17.22.020, Table 2-3"] for n in names}
    db = sqlite_utils.Database(path)
    create_schema(db)
    for n in range(tables):
        copy = type(out)()
        table = f"17.{22 + n // 90}.{n % 90 + 10:03d}, Table 2-3"
        for name, found in base.items():
            labelled = name in ("table_rows", "table_cells")
            copy.add(
                name,
                (
                    r
                    | {"table": table, "jurisdiction": "bench"}
                    | ({"row_label": f"{r['row_label']} {n}"} if labelled else {})
                    for r in found
                ),
            )
        write_rows(db, copy)
    finalize(db)


def where_allowed(tables: int, queries: int) -> None:
    sql = yaml.safe_load((ROOT / "datasette" / "metadata.yml").read_text())["databases"]["corpus"][
        "queries"
    ]["where_allowed"]["sql"]
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "tables.db"
        start = time.perf_counter()
        matrix_database(path, tables)
        built = time.perf_counter() - start
        conn = sqlite3.connect(path)
        cells = conn.execute("select count(*) from table_cells").fetchone()[0]
        rng = random.Random(11)
        uses = ["Tasting room", "Second hand", "Bar, tavern", "Adult day care", "storage", "Park"]
        times = []
        found = 0
        for _ in range(queries):
            params = {
                "use": rng.choice(uses),
                "district": rng.choice(["", "CI", "CE"]),
                "date": rng.choice(["", "2024-01-01"]),
                "jurisdiction": "bench",
            }
            t0 = time.perf_counter()
            found += len(conn.execute(sql, params).fetchall())
            times.append((time.perf_counter() - t0) * 1e3)
        times.sort()
        print(
            f"where_allowed on {tables} tables ({cells} cells, built in {built:.1f} s): median "
            f"{statistics.median(times):.1f} ms, p95 {times[int(len(times) * 0.95)]:.1f} ms "
            f"over {queries} queries ({found / queries:.0f} rows each)"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--copies", type=int, default=100)
    parser.add_argument("--tables", type=int, default=1000)
    parser.add_argument("--queries", type=int, default=200)
    args = parser.parse_args()
    parsing(args.copies)
    where_allowed(args.tables, args.queries)


if __name__ == "__main__":
    main()
