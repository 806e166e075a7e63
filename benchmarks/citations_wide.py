"""Citation recall and precision on the wide development set (issue 19): other states' codes.

    .venv/bin/python benchmarks/citations_wide.py [--part open|seen|sealed] [--worst 10] [--place X]

Reads `tests/graph/devset_wide/<part>/<place>/truth.toml` (README-A.md, README-B.md there: every
entry names the `section` that holds it; outside law has `body`, `jurisdiction` and a canonical
`target`). `sealed/` is scored once, at the end of the issue (its first-sight figure); `seen/`
holds a sealed third after its first-sight score (README-C.md: tuning may read it then).

How the excerpts become units: each file is cut at the headings of the sections its truth
names (a line that starts with the section's number, after `#`, `§`, `Sec.`, `Section`,
`Chapter` or `Article`), one `TextUnit` per section, its chapter and title split by the
numbering-scheme registry (or as the code's own `Chapter 24` heading names it where that
differs: Davis's chapter 24 holds `24.04.040`; a footnote is in its page's chapter), its
article from the last `ARTICLE II` heading before it (in schemes
whose articles are numbered within chapters) and its subsections' spans from the lines that
open with a label, as the export parser would give them. The index the resolver
checks against holds what the code holds: those sections, and every local target the truth
names (sections, their subsections, chapters, articles), as a full build of the code would.

Scoring, per truth entry (each list item and range end its own entry):
- local: a prediction overlapping its offsets, local, with the same target, both in canonical
  form (`_normal`: `Title 17` = `17`, `Chapter 8, Article III` = `8 art. III`, Davis's article
  `24.04` = `24 art. 24.04`, labels however printed after the section number, `(6)a.1.` =
  `(6)(a)(1)`, `17-13-0107-A2` = `17-13-0107(A)(2)`; a title, chapter or article only as one,
  so a chapter `17` is never a title `17`; without case); a local entry the excerpt cannot
  number (`this chapter` on a page that shows none: `unresolved`, no target) is right when the
  prediction is local and unresolved;
- external: a prediction overlapping it, external, naming the same body of law (`body`; the
  finder's canonical names, compared without dots, spaces and case, or through the aliases
  of `benchmarks/wide_bodies.py`) — counted as `body right`; **strict** also wants the same
  numbers (the section, its subsection labels) as the truth's canonical target (a session
  law's number and year in either order: `Mich. Pub. Act 218 of 1979` = `1979 Mich. Pub.
  Acts 218`); unnumbered outside law (`state law`, `the Government Code`) is right when
  external and unresolved;
- recall = strict matches / entries, precision = matched predictions / predictions;
- outside law resolved into the code: external entries that a resolved local prediction
  overlaps (must be 0).
"""

from __future__ import annotations

import argparse
import re
import sys
import tomllib
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field, replace
from functools import partial
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from benchmarks.page_sections import addressed, code_state, shown  # noqa: E402
from benchmarks.wide_bodies import same_body  # noqa: E402
from benchmarks.wide_codified import codified_truth  # noqa: E402
from benchmarks.wide_index import UNIT_KINDS, index_of, unit_id  # noqa: E402
from benchmarks.wide_units import canonical, carry_articles, code_scheme, units_of  # noqa: E402
from graph.find import (  # noqa: E402
    adopted_names,
    find_citations,
    own_abbreviations,
    short_names,
)
from graph.records import Citation, CitationKind  # noqa: E402
from graph.resolve import resolve  # noqa: E402
from parsers.grammar.numbers import NUMBER_WORD, word_number  # noqa: E402

DEVSET = ROOT / "tests" / "graph" / "devset_wide"

# A number of a canonical target: `4510.02`, `36-66-4`, `26:80`, `1251`, with labels `(A)(5)`.
PIN_RE = re.compile(r"\d[\dA-Za-z]*(?:[.:\-–][\dA-Za-z]+)*(?:\([A-Za-z0-9]+\))*")


@dataclass(frozen=True, slots=True)
class Entry:
    file: str
    raw: str
    start: int
    section: str
    external: bool
    target: str
    target_kind: str
    body: str = ""
    unresolved: bool = False

    @property
    def end(self) -> int:
        return self.start + len(self.raw)


@dataclass(frozen=True, slots=True)
class Predicted:
    file: str
    start: int
    end: int
    raw: str
    external: bool
    resolved: bool
    target: str  # the resolved target, or `unresolved: <reason>`
    code: str  # the body of law an external citation names ("" for none)
    kind: str = ""  # the resolved target's kind (`chapter`, `subsection`)


@dataclass(slots=True)
class Score:
    truth: int = 0
    found: int = 0
    predicted: int = 0
    right: int = 0
    external: int = 0
    external_body: int = 0  # outside-law entries found external with the right body
    into_code: list[tuple[Entry, list[Predicted]]] = field(default_factory=list)
    misses: list[tuple[Entry, list[Predicted]]] = field(default_factory=list)
    false_positives: list[Predicted] = field(default_factory=list)
    wrong_bodies: Counter[tuple[str, str]] = field(default_factory=Counter)

    def add(self, other: Score) -> None:
        self.truth += other.truth
        self.found += other.found
        self.predicted += other.predicted
        self.right += other.right
        self.external += other.external
        self.external_body += other.external_body
        self.into_code.extend(other.into_code)
        self.misses.extend(other.misses)
        self.false_positives.extend(other.false_positives)
        self.wrong_bodies.update(other.wrong_bodies)

    @property
    def recall(self) -> float:
        return self.found / self.truth if self.truth else 1.0

    @property
    def precision(self) -> float:
        return self.right / self.predicted if self.predicted else 1.0


def entries(folder: Path) -> list[Entry]:
    data = tomllib.loads((folder / "truth.toml").read_text(encoding="utf-8"))
    return [
        Entry(
            e["file"],
            e["raw"],
            e["start"],
            shown(str(e.get("section", ""))),
            e["kind"] == "external",
            *codified_truth(e["target"], e["target_kind"], e.get("body", "")),
            bool(e.get("unresolved", False)),
        )
        for e in data.get("citations", [])
    ]


def predictions(folder: Path, truths: list[Entry]) -> Iterator[Predicted]:
    files = sorted({t.file for t in truths} | {p.name for p in folder.glob("*.txt")})
    texts = {name: (folder / name).read_text(encoding="utf-8") for name in files}
    scheme = code_scheme(list(texts.values()), [t.section for t in truths])
    placed = [
        (name, offset, unit)
        for name in files
        for offset, unit in units_of(texts[name], name, truths, scheme)
    ]
    articles = carry_articles([addressed(u, folder, name) for name, _, u in placed])
    units = [(name, offset, u) for (name, offset, _), u in zip(placed, articles, strict=True)]
    # The short names the code's chapters give themselves, read from whole files (a build has
    # every section as a unit, the declaring one too; the excerpts' units are only those the
    # truth names): each file in the chapter of its first unit.
    pages = [
        (name, next((u for n, _, u in units if n == name and u.chapter), None)) for name in files
    ]
    # A section names itself in its own unit (the page's first unit holds the whole page, so
    # only its chapter and title are the page's).
    names = short_names(
        [
            *(
                replace(unit, text=(folder / name).read_text(encoding="utf-8"), section=None)
                for name, unit in pages
                if unit is not None
            ),
            *(u for _, _, u in units),
        ]
    )
    index = index_of(truths, [u for _, _, u in units], names, scheme)
    abbreviations = own_abbreviations(u for _, _, u in units)
    adopted = adopted_names(u for _, _, u in units)
    cite = partial(find_citations, sentences=None, names=index.names, state=code_state(folder))
    for name, offset, unit in units:
        for found in cite(unit, abbreviations=abbreviations, adopted=adopted):
            resolved = resolve(found, unit, index)
            if not resolved and not unit.section:
                # `this chapter` on a page that shows no number: found, placed nowhere (the
                # truth lists these unresolved); in a numbered section it is a miss
                yield _predicted(name, offset, found)
            for c in resolved:
                if not c.expanded:
                    yield _predicted(name, offset, c)


def _predicted(name: str, offset: int, c: Citation) -> Predicted:
    external = (c.target_kind or c.reference.kind) is CitationKind.EXTERNAL
    resolved = bool(c.resolved and c.target)
    target = c.target if c.resolved and c.target else f"unresolved: {c.reason}"
    code = c.reference.code or ""
    start, end = offset + c.start, offset + c.end
    kind = c.target_kind.value if c.target_kind else ""
    return Predicted(name, start, end, c.raw, external, resolved, target, code, kind)


def pins(target: str) -> tuple[str, ...]:
    return tuple(m.casefold().replace("–", "-") for m in PIN_RE.findall(target))


# A title or chapter numbered in words (`Title One`): the same node as its figures (`Title 1`).
_WORD_NUMBER_RE = re.compile(rf"(?P<keyword>(?:Title|Chapter) )?(?P<number>{NUMBER_WORD})")


def _normal(target: str, kind: str = "") -> str:
    if kind == "subsection":  # eCode360's `146-1A` (kind subsection): § 146-1, subsection A
        target = re.sub(r"^(\d{1,4}[A-Z]?-\d{1,4})([A-Z])$", r"\1(\2)", target)
    if kind in UNIT_KINDS:  # a subchapter, division, part or appendix: the resolver's id
        return unit_id(target, kind).casefold()
    if kind in ("title", "chapter") and (words := _WORD_NUMBER_RE.fullmatch(target)):
        target = f"{words['keyword']}{word_number(words['number'])}"  # `Title One` = `Title 1`
    return canonical(target, kind).casefold()


def overlaps(t: Entry, p: Predicted) -> bool:
    return t.file == p.file and p.start < t.end and t.start < p.end


def matches(t: Entry, p: Predicted) -> bool:
    if not overlaps(t, p):
        return False
    if not t.external and t.unresolved and not t.target:  # the excerpt shows no number
        return not p.external and not p.resolved
    if not t.external:
        return (
            not p.external
            and p.resolved
            and _normal(p.target, p.kind) == _normal(t.target, t.target_kind)
        )
    if not p.external or not same_body(t.body, p.code, p.target, t.target):
        return False
    if t.unresolved or not t.target:
        return True
    if t.target_kind == "session_law" and sorted(pins(p.target)) == sorted(pins(t.target)):
        return True  # an act's number and year in either order: `Act 218 of 1979`, `1979 … 218`
    return pins(p.target)[-1:] == pins(t.target)[-1:] if pins(t.target) else True


def score_place(folder: Path) -> Score:
    truths = entries(folder)
    predicted = list(predictions(folder, truths))
    score = Score(truth=len(truths), predicted=len(predicted))
    used: set[int] = set()
    for t in truths:
        near = [p for p in predicted if overlaps(t, p)]
        if t.external:
            score.external += 1
            if any(p.external and same_body(t.body, p.code, p.target, t.target) for p in near):
                score.external_body += 1
            elif any(p.external for p in near):
                score.wrong_bodies[(t.body, next(p.code for p in near if p.external))] += 1
            if any(not p.external and p.resolved for p in near):
                score.into_code.append((t, near))
        hit = next(
            (i for i, p in enumerate(predicted) if i not in used and matches(t, p)),
            None,
        )
        if hit is None:
            score.misses.append((t, near))
            continue
        used.add(hit)
        score.found += 1
    score.right = len(used)
    score.false_positives = [p for i, p in enumerate(predicted) if i not in used]
    return score


def places(part: str) -> list[Path]:
    folder = DEVSET / part
    if not folder.is_dir():
        return []  # no sealed third at present (README-C.md)
    return sorted(p for p in folder.iterdir() if (p / "truth.toml").exists())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--part", choices=("open", "seen", "sealed"), default="open")
    parser.add_argument("--place", help="score one place folder only")
    parser.add_argument("--worst", type=int, default=10)
    parser.add_argument(
        "--into-code", action="store_true", help="list outside law resolved locally"
    )
    parser.add_argument("--fp-kinds", action="store_true", help="false positives by kind")
    args = parser.parse_args()
    if args.fp_kinds:
        from benchmarks.fp_kinds import print_fp_kinds

        print_fp_kinds(places(args.part), args.place, args.worst)
        return
    total = Score()
    print(
        f"{'place':22} {'truth':>5} {'found':>5} {'recall':>7} {'predicted':>9} "
        f"{'precision':>9} {'outside':>7} {'body ok':>7}"
    )
    for folder in places(args.part):
        if args.place and folder.name != args.place:
            continue
        s = score_place(folder)
        total.add(s)
        print(
            f"{folder.name:22} {s.truth:5} {s.found:5} {s.recall:7.1%} {s.predicted:9} "
            f"{s.precision:9.1%} {s.external:7} {s.external_body:7}"
        )
    t = total
    print(
        f"{'total':22} {t.truth:5} {t.found:5} {t.recall:7.1%} {t.predicted:9} "
        f"{t.precision:9.1%} {t.external:7} {t.external_body:7}"
    )
    body_share = t.external_body / t.external if t.external else 1.0
    print(f"outside law recognised with the right body: {body_share:.1%}")
    print(f"outside-law citations resolved into the code: {len(t.into_code)}")
    for truth, near in t.into_code if args.into_code else ():
        got = "; ".join(f"{p.raw!r} -> {p.target}" for p in near if not p.external)
        print(f"  {truth.file} {truth.start} {truth.raw!r} ({truth.body}): got {got}")
    if t.wrong_bodies:
        print("bodies named differently (truth, finder):", dict(t.wrong_bodies.most_common(10)))
    print(f"\nworst misses ({len(t.misses)}):")
    for truth, near in t.misses[: args.worst]:
        got = "; ".join(f"{p.raw!r} -> {p.target}" for p in near) or "nothing"
        print(f"  {truth.file} {truth.start} {truth.raw!r} ({truth.target}): got {got}")
    print(f"\nfalse positives ({len(t.false_positives)}):")
    for p in t.false_positives[: args.worst]:
        print(f"  {p.file} {p.start} {p.raw!r} -> {p.target}")


if __name__ == "__main__":
    main()
