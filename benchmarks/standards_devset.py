"""Share of other jurisdictions' standards cells read as their hand-written truth says.

    .venv/bin/python benchmarks/standards_devset.py [--misses]

Reads every table of `tests/parsers/standards_devset/` (open) and its `sealed/` folder (see its
README.md), maps each cell with `parsers.tables.standard_map.read_cell`, and compares the
(standard, value, unit, kind) set of each cell with the truth: a cell counts right when the sets
are equal, or when both decline it. Prints per document, for the open and the sealed documents
and in all: cells, cells right, and the share of the cells the truth maps to a standard that the
mapper maps right (`mapped`).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from parsers.tables.standard_map import read_cell  # noqa: E402
from parsers.tables.standard_values import Unit, ValueKind  # noqa: E402

DEVSET = ROOT / "tests" / "parsers" / "standards_devset"
# The truth's kind letters (see the devset's README.md).
KINDS = {
    "f": ValueKind.FIXED,
    "r": ValueKind.RANGE,
    "c": ValueKind.CONDITIONAL,
    "n": ValueKind.NOT_REGULATED,
    "e": ValueKind.REFERS_ELSEWHERE,
}
# One expected reading: (standard, value, value_max, unit, kind); a declined cell is empty.
Expected = tuple[str, float | None, float | None, str | None, str]


@dataclass(frozen=True, slots=True)
class DevCell:
    key: str  # the row's label, `label#2` for its second printing
    category: str | None
    label: str
    column: str
    value: str


def read_document(path: Path) -> list[DevCell]:
    """A devset table's cells: the header row names the columns, a label-only row is a group
    heading."""
    rows = [
        [c.strip() for c in line.strip().strip("|").split("|")]
        for line in path.read_text(encoding="utf-8").splitlines()
        if line.startswith("|")
    ]
    columns, cells, seen = rows[0][1:], [], dict[str, int]()
    category: str | None = None
    for row in rows[1:]:
        if len(row) == 1 or not any(row[1:]):
            category = row[0]
            continue
        seen[row[0]] = seen.get(row[0], 0) + 1
        key = row[0] if seen[row[0]] == 1 else f"{row[0]}#{seen[row[0]]}"
        cells += [
            DevCell(key, category, row[0], c, v) for c, v in zip(columns, row[1:], strict=True)
        ]
    return cells


def _token(token: str, unit: str, kind: str) -> tuple[float | None, float | None, str | None, str]:
    letter = token[-1] if token[-1] in KINDS and not token[-1].isdigit() else ""
    body = token[: -len(letter)] if letter else token
    kind = KINDS[letter].value if letter else kind
    if "@" in body:
        body, unit = body.split("@")
    if body == "-":
        return None, None, None, kind
    low, _, high = body.partition("~")
    return float(low), float(high) if high else None, unit, kind


def read_truth(path: Path, columns: list[str]) -> dict[tuple[str, str], frozenset[Expected]]:
    """The expected readings of each (row, column)."""
    truth: dict[tuple[str, str], set[Expected]] = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        parts = [p.strip() for p in line.split("|")]
        key, standard = parts[0], parts[1]
        for column in columns:
            truth.setdefault((key, column), set())
        if standard == "-":
            continue
        unit, kind, tokens = parts[2], parts[3], [t.strip() for t in parts[4].split(";")]
        for column, token in zip(columns, tokens, strict=True):
            value, high, unit_of, kind_of = _token(token, unit, kind)
            truth[(key, column)].add((standard, value, high, unit_of, kind_of))
    return {k: frozenset(v) for k, v in truth.items()}


def predicted(cell: DevCell) -> frozenset[Expected]:
    found = read_cell(cell.category, cell.label, cell.column, cell.value)
    if isinstance(found, str):
        return frozenset()
    return frozenset(
        (
            s.standard.value,
            None if s.value is None else round(s.value, 3),
            None if s.value_max is None else round(s.value_max, 3),
            s.unit.value if isinstance(s.unit, Unit) else None,
            s.kind.value,
        )
        for s in found
    )


@dataclass(frozen=True, slots=True)
class Score:
    document: str
    cells: int
    right: int
    to_map: int  # cells the truth maps to a standard
    mapped: int  # of those, mapped right
    misses: tuple[tuple[DevCell, frozenset[Expected], frozenset[Expected]], ...]


def score(path: Path) -> Score:
    cells = read_document(path)
    columns = list(dict.fromkeys(c.column for c in cells))
    truth = read_truth(path.with_suffix(".truth"), columns)
    right = to_map = mapped = 0
    misses = []
    for cell in cells:
        expected = truth[(cell.key, cell.column)]
        got = predicted(cell)
        right += got == expected
        to_map += bool(expected)
        mapped += bool(expected) and got == expected
        if got != expected:
            misses.append((cell, expected, got))
    return Score(path.stem, len(cells), right, to_map, mapped, tuple(misses))


def documents(sealed: bool) -> Iterator[Path]:
    folder = DEVSET / "sealed" if sealed else DEVSET
    yield from sorted(p for p in folder.glob("*.md") if p.with_suffix(".truth").exists())


def _share(a: int, b: int) -> str:
    return f"{a}/{b} = {100 * a / b:.1f}%" if b else "-"


def _line(name: str, scores: list[Score]) -> str:
    right = _share(sum(s.right for s in scores), sum(s.cells for s in scores))
    mapped = _share(sum(s.mapped for s in scores), sum(s.to_map for s in scores))
    return f"== {name}: cells right {right}, mapped {mapped}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--misses", action="store_true", help="print every cell read wrong")
    args = parser.parse_args()
    totals: list[Score] = []
    for sealed in (False, True):
        scores = [score(p) for p in documents(sealed)]
        for s in scores:
            right, mapped = _share(s.right, s.cells), _share(s.mapped, s.to_map)
            print(f"{s.document:18} cells right {right:20} mapped {mapped}")
            if args.misses:
                for cell, expected, got in s.misses:
                    print(
                        f"    {cell.key!r} [{cell.column}] {cell.value!r}: "
                        f"expected {sorted(expected, key=str)} got {sorted(got, key=str)}"
                    )
        print(_line("sealed" if sealed else "open", scores))
        totals += scores
    print(_line("all", totals))


if __name__ == "__main__":
    main()
