"""Outside law on the wide development set: two maintained libraries and our finder, compared.

    .venv/bin/python benchmarks/outside_law.py [--only finder] [--misses 20]

Reads the external entries of `tests/graph/devset_wide/open/*/truth.toml` (README-A.md and
README-B.md: `body`, `jurisdiction`, canonical `target`) and runs, on every open excerpt, whole:

- `eyecite`: eyecite's `get_citations`, its law citations (`FullLawCitation`), whose patterns
  are reporters-db's `laws` data;
- `citeurl`: citeurl's default citator (`list_cites`: its templates' long forms, short forms and
  `id.` forms);
- `finder`: this project's `graph.find.scan`, its external members.

An entry is found when a citation of the tool overlaps its `raw` and names the same body of law
(`benchmarks/wide_bodies.same_body`, the wide scorer's names: `Ga. Code Ann.` is `O.C.G.A.`)
in the same jurisdiction (or one the tool leaves unsaid). A false positive is an outside-law
citation of the tool that overlaps no external entry (it overlaps a local citation or nothing).
`sealed/` is never read.
"""

from __future__ import annotations

import argparse
import sys
import time
import tomllib
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from benchmarks.wide_bodies import same_body  # noqa: E402

OPEN = ROOT / "tests" / "graph" / "devset_wide" / "open"


@dataclass(frozen=True, slots=True)
class Entry:
    place: str
    file: str
    start: int
    end: int
    raw: str
    body: str
    jurisdiction: str


# What a tool found has the fields of a truth entry: where it is, and the body it names.
Found = Entry


@dataclass(slots=True)
class Score:
    truth: int = 0
    found: int = 0
    predicted: int = 0
    false_positives: list[Found] = field(default_factory=list)
    misses: list[tuple[Entry, list[Found]]] = field(default_factory=list)
    seconds: float = 0.0
    characters: int = 0


def body_key(body: str) -> str:
    """The libraries' names of a body (`Ga. Code Ann.`, `U.S. Code`) as this set names it."""
    return _LIBRARY_NAMES.get(body, body)


# citeurl's template names and eyecite's reporters where they differ from the set's bodies.
_LIBRARY_NAMES = {"U.S. Code": "U.S.C.", "Code of Federal Regulations": "C.F.R."}


def entries() -> list[Entry]:
    found: list[Entry] = []
    for truth in sorted(OPEN.glob("*/truth.toml")):
        data = tomllib.loads(truth.read_text(encoding="utf-8"))
        for e in data.get("citations", []):  # trap-only places list none
            if e["kind"] == "external":
                start = e["start"]
                found.append(
                    Entry(
                        truth.parent.name,
                        e["file"],
                        start,
                        start + len(e["raw"]),
                        e["raw"],
                        e["body"],
                        e["jurisdiction"],
                    )
                )
    return found


def texts() -> Iterator[tuple[str, str, str]]:
    """Every excerpt of the open places (their `SOURCE.md` aside)."""
    for path in sorted(OPEN.glob("*/*")):
        if path.suffix in (".txt", ".md") and path.name != "SOURCE.md":
            yield path.parent.name, path.name, path.read_text(encoding="utf-8")


# --- The tools -------------------------------------------------------------------------------

_STATES: dict[str, str] = {}


def _usps(state: str) -> str:
    """`Ohio` → `OH`, `United States` → `US` (the finder's own table)."""
    if not _STATES:
        from graph.statutes import STATE_CODES

        _STATES.update(STATE_CODES)
        _STATES["United States"] = "US"
    return _STATES.get(state, state)


def run_eyecite(place: str, name: str, text: str) -> Iterator[Found]:
    from eyecite import get_citations
    from eyecite.models import FullLawCitation
    from reporters_db import LAWS

    for cite in get_citations(text):
        if not isinstance(cite, FullLawCitation):
            continue
        reporter = cite.groups.get("reporter") or ""
        laws = LAWS.get(reporter) or []
        state = laws[0]["jurisdiction"] if laws else ""
        start, end = cite.span()  # type: ignore[no-untyped-call]
        yield Found(place, name, start, end, text[start:end], reporter, _usps(state))


def run_citeurl(place: str, name: str, text: str) -> Iterator[Found]:
    from citeurl import Citator

    global _CITATOR
    if _CITATOR is None:
        _CITATOR = Citator()
    for cite in _CITATOR.list_cites(text):
        template = cite.template
        if template.name in ("Caselaw Access Project", "U.S. Reports") or "Reporter" in str(
            template.meta.get("name", "")
        ):
            continue
        body = str(template.meta.get("abbreviation") or template.name)
        state = _state_of_template(template.name)
        start, end = cite.span
        yield Found(place, name, start, end, text[start:end], body, state)


_CITATOR = None


def _state_of_template(name: str) -> str:
    from graph.statutes import STATE_CODES

    for state, code in STATE_CODES.items():
        if state in name:
            return code
    return "US"


def run_finder(place: str, name: str, text: str) -> Iterator[Found]:
    from graph.find import scan
    from graph.records import CitationKind
    from graph.statutes import jurisdiction_of

    for hit in scan(text).hits:
        for member in hit.members:
            ref = member.reference
            if ref.kind is not CitationKind.EXTERNAL:
                continue
            body = ref.code or ""
            jurisdiction = ref.jurisdiction or jurisdiction_of(ref.code)
            spans = [(member.start, member.end)]
            if member.through is not None:
                spans.append((member.through_start, member.through_end))
            for start, end in spans:
                yield Found(place, name, start, end, text[start:end], body, jurisdiction)


TOOLS: dict[str, Callable[[str, str, str], Iterator[Found]]] = {
    "eyecite": run_eyecite,
    "citeurl": run_citeurl,
    "finder": run_finder,
}


def score(tool: Callable[[str, str, str], Iterator[Found]]) -> Score:
    truth = entries()
    s = Score(truth=len(truth))
    list(tool("", "", "warm-up: imports and compiled patterns are not timed"))
    found: list[Found] = []
    for place, name, text in texts():
        started = time.perf_counter()
        found.extend(tool(place, name, text))
        s.seconds += time.perf_counter() - started
        s.characters += len(text)
    s.predicted = len(found)
    used: set[int] = set()
    for e in truth:
        near = [
            i
            for i, f in enumerate(found)
            if f.place == e.place and f.file == e.file and f.start < e.end and e.start < f.end
        ]
        right = next(
            (
                i
                for i in near
                if i not in used
                and same_body(e.body, body_key(found[i].body), body_key(found[i].body))
                and (found[i].jurisdiction in ("", e.jurisdiction) or e.jurisdiction == "US")
            ),
            None,
        )
        if right is None:
            s.misses.append((e, [found[i] for i in near]))
        else:
            used.add(right)
            s.found += 1
    for f in found:
        if not any(
            e.place == f.place and e.file == f.file and f.start < e.end and e.start < f.end
            for e in truth
        ):
            s.false_positives.append(f)
    return s


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--only", choices=sorted(TOOLS), action="append")
    parser.add_argument("--misses", type=int, default=0)
    args = parser.parse_args()
    print(f"{'tool':8} {'truth':>5} {'found':>5} {'recall':>7} {'cites':>5} {'false +':>7} M ch/s")
    for name in args.only or list(TOOLS):
        s = score(TOOLS[name])
        speed = s.characters / s.seconds / 1e6 if s.seconds else 0.0
        print(
            f"{name:8} {s.truth:5} {s.found:5} {s.found / s.truth:7.1%} {s.predicted:5} "
            f"{len(s.false_positives):7} {speed:7.2f}"
        )
        for e, near in s.misses[: args.misses]:
            got = "; ".join(f"{f.raw!r}={f.body}/{f.jurisdiction}" for f in near) or "nothing"
            print(f"   miss {e.place} {e.raw!r} ({e.body}/{e.jurisdiction}): {got}")
        for f in s.false_positives[: args.misses]:
            print(f"   false + {f.place} {f.raw!r} {f.body}/{f.jurisdiction}")


if __name__ == "__main__":
    main()
