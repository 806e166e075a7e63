"""Score the ordinance parser against the development set's hand-written truth.

The development set (tests/parsers/ordinance/devset/, see its README.md) holds real ordinances and
bills of other jurisdictions, each with `<name>.truth.toml`. For every truth instruction:

- right: a parsed instruction names the same verb and the same targets (an instruction split in
  several — one per added section — counts when together they name exactly the truth's targets);
  an amendment of another body of law (`verb = "not_code"`) is right when the parsed instruction's
  targets are all of that other kind (general plan, statute, ordinance, resolution) and every
  number its target id prints is one the truth's target names;
- found: some parsed instruction was matched to it (by target, else by its ordinance section);
- missed: none was.

Parsed instructions matched to no truth instruction are `extra`. Metadata fields (number, title,
introduced, adopted, effective) are right when they equal the truth's (a field the truth leaves
out must be None); titles compare with whitespace collapsed and trailing punctuation dropped.
"""

from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass, field
from datetime import date
from pathlib import Path
from typing import Any

from parsers.ordinance import parse_ordinance_file
from parsers.ordinance_records import EXTERNAL_TARGETS, Instruction, ParsedOrdinance

ROOT = Path(__file__).resolve().parents[1]
DEVSET = ROOT / "tests" / "parsers" / "ordinance" / "devset"
METADATA_FIELDS = ("number", "title", "introduced", "adopted", "effective")
NOT_CODE = "not_code"

# The numbers a target id prints (`Ordinance No. 52, Section 3.2` → 52, 3, 2).
NUMBER = re.compile(r"\d+")
# What a title comparison ignores: runs of whitespace, and punctuation at its end.
TITLE_END = re.compile(r"[\s.,;:]+$")


@dataclass(frozen=True, slots=True)
class TruthInstruction:
    section: str
    verb: str
    target_kind: str
    targets: tuple[str, ...]
    quote: str


@dataclass(slots=True)
class FileScore:
    name: str
    truth: int = 0
    right: int = 0
    found: int = 0
    missed: int = 0
    extra: int = 0
    wrong: list[str] = field(default_factory=list)  # truth instructions not right, described
    fields: dict[str, bool] = field(default_factory=dict)  # metadata field → right
    error: str | None = None


def _kind_of(item: Instruction) -> tuple[str, str]:
    """(verb, target kind) as the truth files spell them: outside law is `not_code`."""
    kinds = {target.kind for target in item.targets}
    if kinds and kinds <= EXTERNAL_TARGETS:
        return NOT_CODE, next(iter(kinds)).value
    first = item.targets[0].kind.value if item.targets else ""
    return item.verb.value, first


def read_truth(path: Path) -> tuple[dict[str, Any], list[TruthInstruction]]:
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    instructions = [
        TruthInstruction(
            section=str(item.get("section", "")),
            verb=item["verb"],
            target_kind=item["target_kind"],
            targets=tuple(item.get("targets") or [item["target"]]),
            quote=item.get("quote", ""),
        )
        for item in data.get("instructions", [])
    ]
    return data, instructions


def _external_right(truth: TruthInstruction, item: Instruction) -> bool:
    verb, kind = _kind_of(item)
    if verb != NOT_CODE or kind != truth.target_kind:
        return False
    printed = {n for target in item.targets for n in NUMBER.findall(target.id)}
    named = set(NUMBER.findall(" ".join(truth.targets)))
    return printed <= named and (bool(printed) or truth.target_kind == "general_plan")


def _section_of(item: Instruction) -> str:
    return "" if item.ordinance_section is None else str(item.ordinance_section)


def _match(truth: TruthInstruction, parsed: list[Instruction], used: set[int]) -> list[int]:
    """Indexes of the parsed instructions matched to one truth instruction."""
    free = [i for i in range(len(parsed)) if i not in used]
    if truth.verb == NOT_CODE:
        hits = [i for i in free if _external_right(truth, parsed[i])]
        if hits:
            return hits[:1]
    else:
        wanted = set(truth.targets)
        hits = [i for i in free if wanted & {t.id for t in parsed[i].targets}]
        if hits:
            return hits
    same = [i for i in free if _section_of(parsed[i]) == truth.section]
    return same[:1]


def _is_right(truth: TruthInstruction, items: list[Instruction]) -> bool:
    if not items:
        return False
    if truth.verb == NOT_CODE:
        return all(_external_right(truth, item) for item in items)
    verbs = {_kind_of(item)[0] for item in items}
    targets = {t.id for item in items for t in item.targets}
    return verbs == {truth.verb} and targets == set(truth.targets)


def _describe(truth: TruthInstruction, items: list[Instruction]) -> str:
    want = f"{truth.verb} {', '.join(truth.targets)}"
    if not items:
        return f"§{truth.section or '-'} missed: {want}"
    got = "; ".join(
        f"{item.verb.value} {', '.join(f'{t.kind.value}:{t.id}' for t in item.targets) or '-'}"
        + (f" [{'; '.join(item.flags)}]" if item.flags else "")
        for item in items
    )
    return f"§{truth.section or '-'} want {want}; got {got}"


def _norm_title(title: object) -> str:
    return TITLE_END.sub("", " ".join(str(title or "").split()))


def _field_right(name: str, expected: object, parsed: ParsedOrdinance) -> bool:
    got = getattr(parsed.ordinance, name)
    if name == "title":
        return _norm_title(got) == _norm_title(expected)
    if isinstance(expected, date) or expected is None:
        return bool(got == expected)
    return str(got) == str(expected)


def score_file(path: Path) -> FileScore:
    name = path.name.removesuffix(".truth.toml")
    data, truths = read_truth(path)
    score = FileScore(name, truth=len(truths))
    source = next(p for p in path.parent.glob(f"{name}.*") if not p.name.endswith(".toml"))
    try:
        parsed = parse_ordinance_file(source, f"devset/{source.name}")
    except Exception as exc:  # a document the parser rejects scores zero, and says why
        score.missed = len(truths)
        score.error = f"{type(exc).__name__}: {exc}"
        score.wrong = [_describe(truth, []) for truth in truths]
        return score
    found = list(parsed.ordinance.instructions)
    used: set[int] = set()
    for truth in truths:
        indexes = _match(truth, found, used)
        used.update(indexes)
        items = [found[i] for i in indexes]
        if _is_right(truth, items):
            score.right += 1
        else:
            score.wrong.append(_describe(truth, items))
        if items:
            score.found += 1
        else:
            score.missed += 1
    score.extra = len(found) - len(used)
    score.wrong += [
        f"extra: {_describe(TruthInstruction('?', '-', '-', (), ''), [found[i]])}"
        for i in range(len(found))
        if i not in used
    ]
    for name_ in METADATA_FIELDS:
        score.fields[name_] = _field_right(name_, data.get(name_), parsed)
    return score


def score_devset(folder: Path = DEVSET) -> list[FileScore]:
    return [score_file(path) for path in sorted(folder.glob("*.truth.toml"))]
