"""The wide set's false positives grouped by kind (`citations_wide.py --fp-kinds`, issue 19).

A prediction no truth entry matches is one of:
- `not a citation` (no truth entry overlaps it: a history note, a heading, an example), split
  by what it was read as (outside law, a local citation resolved or not);
- `outside law read as local` / `local read as outside law`;
- `outside law, wrong body` / `outside law, other numbers` (the body right, the pin not);
- `local, unresolved where truth resolves`, `local, wrong target`, and `local, second
  prediction on a matched span`.
Each is printed with the truth entry it overlaps (its body and target), `--worst` per kind.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from benchmarks.citations_wide import (
    Entry,
    Predicted,
    entries,
    overlaps,
    predictions,
    score_place,
)
from benchmarks.wide_bodies import same_body


def fp_kind(p: Predicted, near: list[Entry], matched: set[Predicted]) -> str:
    """Why `p` is false, given the truth entries `near` it overlaps and the matched predictions."""
    if not near:
        read = (
            "external" if p.external else "local, resolved" if p.resolved else "local, unresolved"
        )
        return f"not a citation: {read}"
    t = near[0]
    if t.external != p.external:
        return "outside law read as local" if t.external else "local read as outside law"
    if t.external:
        if same_body(t.body, p.code, p.target, t.target):
            return "outside law, other numbers"
        return "outside law, wrong body"
    if not p.resolved:
        return "local, unresolved where truth resolves"
    if any(q.file == p.file and q.start < t.end and t.start < q.end for q in matched):
        return "local, second prediction on a matched span"
    return "local, wrong target"


def print_fp_kinds(folders: list[Path], place: str | None, worst: int) -> None:
    found: list[tuple[str, Predicted, Entry | None]] = []
    for folder in folders:
        if place and folder.name != place:
            continue
        truths = entries(folder)
        false = set(score_place(folder).false_positives)
        predicted = list(predictions(folder, truths))
        matched = {p for p in predicted if p not in false}
        for p in predicted:
            if p in false:
                near = [t for t in truths if overlaps(t, p)]
                found.append((fp_kind(p, near, matched), p, near[0] if near else None))
    print(f"false positives ({len(found)}):")
    for kind, count in Counter(k for k, _, _ in found).most_common():
        print(f" {kind}: {count}")
        for _, p, t in [f for f in found if f[0] == kind][:worst]:
            wanted = f" (truth {t.body} {t.target})" if t else ""
            print(f"  {p.file} {p.start} {p.raw!r} -> {p.code} {p.target}{wanted}")
