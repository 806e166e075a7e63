"""Citation recall and precision on the development set of other cities' real code text.

    .venv/bin/python benchmarks/citations_devset.py [--worst 10]

(The wide development set of other states' codes has its own scorer,
`benchmarks/citations_wide.py`; `--wide` here runs it.)

Reads `tests/graph/devset/<city>/truth.toml` (see its README.md), cuts each excerpt into one
`TextUnit` per section (the heading line left out, as a parser would), runs the extractor and the
resolver, and scores every predicted citation against the hand-written truth:

- a truth entry is found when a predicted citation overlaps its offsets and points at the same
  target: a local one at the same node (labels compared without case: `(c)` and `(C)` are one
  subsection here), an external one when it is external and names the same body of law (`RCW`,
  `Wash. Admin. Code`, `Mass. Gen. Laws`, a named act); another code of the same city (`Chapter
  175 KZC`, `SZO Sec. 9.1.1.a`) counts right when it is external and names that code;
- each range end and each list item is its own entry;
- recall = found / truth entries; precision = predictions matched / predictions;
- "outside law resolved into the code" counts the external truth entries that a local target
  overlaps (must be 0);
- outside law named without a number (`state law`, issue 19) is not scored: this set's truth
  predates that convention and lists none of it (it is no link either way).

Prints recall and precision per city and in total, the worst misses and false positives.
"""

from __future__ import annotations

import argparse
import re
import runpy
import sys
import tomllib
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from graph.find import find_citations  # noqa: E402
from graph.laws import UNNUMBERED  # noqa: E402
from graph.records import Citation, CitationKind, SubsectionSpan, TextUnit, UnitKind  # noqa: E402
from graph.resolve import CorpusIndex, build_index, resolve  # noqa: E402
from parsers.ids import chapter_of, title_of_chapter  # noqa: E402

DEVSET = ROOT / "tests" / "graph" / "devset"

# A section heading line of the excerpts: `#### 24.02.160 Public notice.`, `###### Sec. 1-11.
# Penalties`, `##### 1.1.1 Title`, or a bare `15.3.28.010 Definitions` at the start of a line.
HEADING_RE = re.compile(
    r"^(?:#{2,6}[ \t]+)?(?:Sec\.[ \t]+)?(?P<id>\d{1,3}(?:[.-]\d{1,4})+)\.?[ \t]+\S[^\n]*$",
    re.MULTILINE,
)
# A line that opens a subsection (`2. (b) Whoever violates …`, `(a)    The planning …`): where
# a parser would put the subsection's span (`this subsection` resolves to it).
SUBSECTION_LINE_RE = re.compile(r"^(?:\d{1,2}\.[ \t]+)?\((?P<label>[A-Za-z])\)[ \t]", re.MULTILINE)
# The Markdown heading of a chapter or article (`### Chapter  24.02 …`, `#### 1.1 GENERAL`):
# no section, but its line is not text of the section before it.
PART_HEADING_RE = re.compile(r"^#{2,6}[ \t][^\n]*$", re.MULTILINE)


@dataclass(frozen=True, slots=True)
class Truth:
    file: str
    raw: str
    start: int
    external: bool
    target: str
    target_kind: str

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
    target: str  # the resolved target, or `unresolved: <reason>`
    code: str | None  # the body of law an external citation names


@dataclass(slots=True)
class Score:
    truth: int = 0
    found: int = 0
    predicted: int = 0
    right: int = 0
    into_code: int = 0  # outside-law entries a local target overlaps
    misses: list[tuple[Truth, list[Predicted]]] = field(default_factory=list)
    false_positives: list[Predicted] = field(default_factory=list)

    def add(self, other: Score) -> None:
        self.truth += other.truth
        self.found += other.found
        self.predicted += other.predicted
        self.right += other.right
        self.into_code += other.into_code
        self.misses.extend(other.misses)
        self.false_positives.extend(other.false_positives)

    @property
    def recall(self) -> float:
        return self.found / self.truth if self.truth else 1.0

    @property
    def precision(self) -> float:
        return self.right / self.predicted if self.predicted else 1.0


def section_units(text: str, document: str) -> list[tuple[int, TextUnit]]:
    """One unit per section of an excerpt (its body, heading line left out), with the offset of
    its text in the file."""
    headings = list(HEADING_RE.finditer(text))
    parts = sorted(m.start() for m in PART_HEADING_RE.finditer(text))
    units: list[tuple[int, TextUnit]] = []
    for i, heading in enumerate(headings):
        body = heading.end() + 1
        end = headings[i + 1].start() if i + 1 < len(headings) else len(text)
        end = min([end, *(p for p in parts if body <= p < end)])
        section = heading.group("id")
        chapter = chapter_of(section) if "." in section else section.split("-", 1)[0]
        body_text = text[body:end]
        unit = TextUnit(
            node=section,
            kind=UnitKind.SECTION,
            text=body_text,
            document=document,
            section=section,
            chapter=chapter,
            title=title_of_chapter(chapter),
            subsections=subsection_spans(body_text, section),
        )
        units.append((body, unit))
    return units


def subsection_spans(text: str, section: str) -> tuple[SubsectionSpan, ...]:
    """The top-level subsections of a section's text, each from its line to the next one's."""
    starts = list(SUBSECTION_LINE_RE.finditer(text))
    return tuple(
        SubsectionSpan(
            f"{section}({m['label']})",
            m.start(),
            starts[i + 1].start() if i + 1 < len(starts) else len(text),
        )
        for i, m in enumerate(starts)
    )


def city_index(units: Iterable[TextUnit]) -> CorpusIndex:
    """What the excerpts hold: their sections (and so chapters and titles)."""
    return build_index((u.node for u in units), ())


def predictions(folder: Path) -> Iterator[Predicted]:
    """Every citation the stage finds in a city's excerpts, resolved, in file offsets."""
    files = sorted(folder.glob("*.txt"))
    units = [(f.name, offset, u) for f in files for offset, u in section_units(_read(f), f.name)]
    index = city_index(u for _, _, u in units)
    for name, offset, unit in units:
        for found in find_citations(unit, sentences=None):
            for c in resolve(found, unit, index):
                if not c.expanded:  # a range's members between its ends are not printed
                    yield _predicted(name, offset, c)


def _predicted(name: str, offset: int, c: Citation) -> Predicted:
    external = c.target_kind is CitationKind.EXTERNAL
    target = c.target if c.resolved and c.target else f"unresolved: {c.reason}"
    return Predicted(
        name, offset + c.start, offset + c.end, c.raw, external, target, c.reference.code
    )


def _read(path: Path) -> str:
    return path.read_text(encoding="utf-8")


def truth_of(folder: Path) -> list[Truth]:
    data = tomllib.loads(_read(folder / "truth.toml"))
    return [
        Truth(
            c["file"],
            c["raw"],
            c["start"],
            c["kind"] == "external" or _other_code(c["target"]) is not None,
            c["target"],
            c["target_kind"],
        )
        for c in data["citations"]
    ]


# Another code of the same city written before its number: `KZC 175`, `SZO 9.1.1(a)`.
_OTHER_CODE_RE = re.compile(r"^(?P<code>[A-Z]{2,6}|Charter)\s")


def _other_code(target: str) -> str | None:
    m = _OTHER_CODE_RE.match(target)
    return m.group("code") if m else None


# The bodies of law the truth's canonical targets name, by the prefix they start with.
_BODIES: tuple[tuple[str, str], ...] = (
    (r"RCW\b|Revised Code of Washington", "RCW"),
    (r"Wash\. Admin\. Code|WAC\b", "WAC"),
    (r"Mass\. Gen\. Laws|M\.?G\.?L|G\.L\.|General Laws", "Mass. Gen. Laws"),
    (r"Mass\. Acts|Acts of", "Mass. Acts"),
    (r"Mass\. Const", "Mass. Const."),
    (r"\d+ C\.?M\.?R\.?", "CMR"),
    (r"Utah Code", "Utah Code"),
    (r"(?:\d+ )?C\.?F\.?R\.?", "CFR"),
    (r"(?:\d+ )?U\.?S\.?C\.?", "USC"),
)


def bodies(target: str, code: str | None = None) -> set[str]:
    """The names of the body of law a target names: its canonical prefix and any act named."""
    names: set[str] = set()
    for text in filter(None, (code, target)):
        for pattern, body in _BODIES:
            if re.match(pattern, text):
                names.add(body)
        other = _other_code(text)
        if other:
            names.add(other)
        for named in re.findall(r"\(([^()]*[A-Z][^()]*)\)", text):
            names.add(_name_key(named))
        names.add(_name_key(re.split(r"\s+§|\s+\(|,", text, maxsplit=1)[0]))
    return {n for n in names if n}


def _name_key(name: str) -> str:
    key = re.sub(r"^(?:the|commonwealth of|state of)\s+", "", name.strip().lower())
    return re.sub(r"\s+", " ", key)


def _same_body(truth: Truth, p: Predicted) -> bool:
    wanted = bodies(truth.target)
    got = bodies(p.target, p.code)
    return any(w == g or (len(g) > 8 and (w in g or g in w)) for w in wanted for g in got)


def _normal(target: str) -> str:
    """Our `Title 15, Table 1` is the truth's `Table 1`; labels compared without case."""
    return re.sub(r"^Title \d+, (?=Table|Figure|Article)", "", target).casefold()


def matches(truth: Truth, p: Predicted) -> bool:
    if truth.file != p.file or p.end <= truth.start or truth.end <= p.start:
        return False
    if truth.external:
        return p.external and _same_body(truth, p)
    return not p.external and _normal(p.target) == _normal(truth.target)


def score_city(folder: Path) -> Score:
    truths = truth_of(folder)
    predicted = [p for p in predictions(folder) if p.code not in UNNUMBERED]
    score = Score(truth=len(truths), predicted=len(predicted))
    used: set[int] = set()
    for t in truths:
        hit = next(
            (i for i, p in enumerate(predicted) if i not in used and matches(t, p)),
            None,
        )
        overlapping = [
            p for p in predicted if p.file == t.file and p.start < t.end and t.start < p.end
        ]
        if t.external and any(
            not p.external and not p.target.startswith("unresolved") for p in overlapping
        ):
            score.into_code += 1
        if hit is None:
            score.misses.append((t, overlapping))
            continue
        used.add(hit)
        score.found += 1
    score.right = len(used)
    score.false_positives = [p for i, p in enumerate(predicted) if i not in used]
    return score


def cities() -> list[Path]:
    return sorted(p for p in DEVSET.iterdir() if (p / "truth.toml").exists())


def main() -> None:
    if "--wide" in sys.argv:
        sys.argv.remove("--wide")
        runpy.run_path(str(Path(__file__).with_name("citations_wide.py")), run_name="__main__")
        return
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--worst", type=int, default=10)
    args = parser.parse_args()
    total = Score()
    print(f"{'city':18} {'truth':>5} {'found':>5} {'recall':>7} {'predicted':>9} {'precision':>9}")
    for folder in cities():
        s = score_city(folder)
        total.add(s)
        print(
            f"{folder.name:18} {s.truth:5} {s.found:5} {s.recall:7.1%} {s.predicted:9} "
            f"{s.precision:9.1%}"
        )
    t = total
    print(
        f"{'total':18} {t.truth:5} {t.found:5} {t.recall:7.1%} {t.predicted:9} {t.precision:9.1%}"
    )
    print(f"outside-law citations resolved into the code: {t.into_code}")
    print(f"\nworst misses ({len(t.misses)}):")
    for truth, near in t.misses[: args.worst]:
        got = "; ".join(f"{p.raw!r} -> {p.target}" for p in near) or "nothing"
        print(f"  {truth.file} {truth.start} {truth.raw!r} ({truth.target}): got {got}")
    print(f"\nfalse positives ({len(t.false_positives)}):")
    for p in t.false_positives[: args.worst]:
        print(f"  {p.file} {p.start} {p.raw!r} -> {p.target}")


if __name__ == "__main__":
    main()
