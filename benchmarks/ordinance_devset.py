"""Score the ordinance parser against a development set's hand-written truth.

Two sets: `old` (tests/parsers/ordinance/devset/, see its README.md) and `wide` (issue 20:
tests/parsers/ordinance/devset_wide/, its parts `open/` to tune on and `sealed/` scored only once,
by the lead, at the end; see README-A.md and README-B.md there). Each document has
`<name>.truth.toml`. For every truth instruction:

- right: a parsed instruction names the same verb and the same targets (an instruction split in
  several — one per added section — counts when together they name exactly the truth's targets);
  an amendment of another body of law (`verb = "not_code"`) is right when the parsed instruction's
  targets are all of that other kind (general plan, statute, ordinance, resolution) and every
  number its target id prints is one the truth's target names (a body the truth names by no
  number, `Charter of the Town of Edenton`: the id prints none and its words are the truth's);
  a truth naming several targets of it matches as many parsed instructions, one a target;
- found: some parsed instruction was matched to it (by target, else by its ordinance section);
- missed: none was.

A truth `word_edit` with `delete`/`insert` lists is right only when, besides its verb and
target, the parsed word edits strike and insert the same runs in the same order (blanks, closing
punctuation and Markdown emphasis at a run's ends aside); `partial_lists = true` (runs shortened
with "…", lists left incomplete) asks only that the truth's runs be found in order, "…" standing
for any words. A word edit whose verb and target are right but whose runs differ is wrong and
listed with both lists; the report counts the word edits right by runs. A word edit that
`restates = "N"` (repeats section N's amendment) compares the same way, flagged or not. One whose
marks the stored text lost (`marks_lost = true`) is read as `targets_uncertain`, runs uncompared.

The wide set's truth adds verbs (`repeal_superseded`, `word_edit`, `add_text`, `renumber`,
`add_chapter`), compared by name like the others, and `targets_uncertain = true`: the instruction
is right only when every parsed instruction matched to it is flagged (nothing applies) and names
no target but the ones a person reads with certainty or the truth lists as `unreadable` (a
flagged instruction applies none of them). An instruction that removes law (a repeal,
a chapter or article replaced, a word edit that strikes words) is *wrongly applied* when the
parser did not flag it and it is not right (it matches no truth instruction, the wrong verb or
targets, or a truth whose targets are uncertain); so is an unflagged replacement of a whole
target of which a narrower truth instruction names only parts (truth `replace_part 4-1-180.C`,
parsed `replace_section 4-1-180`: the other subsections would go), and so is an unflagged
replacement by a text the truth marks `text_elided` (a restatement that leaves parts out: it is
right only when flagged).

Parsed instructions matched to no truth instruction are `extra`. Metadata fields (number, title,
introduced, adopted, effective) are right when they equal the truth's (a field the truth leaves
out must be None); titles compare with whitespace collapsed and trailing punctuation dropped, and
with line-break hyphens joined on both sides ("PER- TAINING" = "PERTAINING"): the conventions
(README-A..F) join end-of-line hyphenation in quotes and say nothing of titles, so a truth title
that keeps a line's hyphen and a parsed one that joins it name the same words.
"""

from __future__ import annotations

import argparse
import re
import sys
from dataclasses import dataclass, field
from datetime import date
from pathlib import Path

if __name__ == "__main__":  # run as a script: the project's packages from this checkout
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.ordinance_truth import (
    TruthInstruction,
    read_truth,
    removes_law,
    replaces_ancestor,
    same_outside_body,
    same_spelling,
)
from benchmarks.word_edit_runs import parsed_runs, runs_agree
from parsers.ordinance import parse_ordinance_file
from parsers.ordinance.headings import section_value
from parsers.ordinance_records import (
    EXTERNAL_TARGETS,
    Instruction,
    ParsedOrdinance,
    TargetKind,
)

ROOT = Path(__file__).resolve().parents[1]
DEVSET = ROOT / "tests" / "parsers" / "ordinance" / "devset"
DEVSET_WIDE = ROOT / "tests" / "parsers" / "ordinance" / "devset_wide"
PARTS = ("open", "sealed")  # never score `sealed` while tuning (COMMON.md)
METADATA_FIELDS = ("number", "title", "introduced", "adopted", "effective")
NOT_CODE = "not_code"

# What a title comparison ignores: runs of whitespace, and punctuation at its end.
TITLE_END = re.compile(r"[\s.,;:]+$")
# A line-break hyphen left in a title (`PER- TAINING`, `MULTI- FAMILY`): a letter, a hyphen and the
# blank of the line break; the comparison joins the two halves on both sides.
TITLE_BREAK_HYPHEN = re.compile(r"(?<=[A-Za-z])- (?=[A-Za-z])")
WORD_EDIT = "word_edit"


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
    removals_wrong: list[str] = field(default_factory=list)  # law removed wrongly, described
    edits_truth: int = 0  # truth word edits with runs to compare
    edits_right: int = 0  # of them, right by verb, target and runs
    edits_runs_read: int = 0  # of them, whose runs a matched word edit reads, target aside


def _kind_of(item: Instruction) -> tuple[str, str]:
    """(verb, target kind) as the truth files spell them: outside law is `not_code`."""
    kinds = {target.kind for target in item.targets}
    if kinds and kinds <= EXTERNAL_TARGETS:
        return NOT_CODE, next(iter(kinds)).value
    first = item.targets[0].kind.value if item.targets else ""
    return item.verb.value, first


def runs_right(truth: TruthInstruction, items: list[Instruction]) -> bool:
    """Whether the parsed word edits strike and insert the truth's runs (a truth that lists
    none is not compared)."""
    deleted, inserted = parsed_runs(items)
    return all(
        want is None or runs_agree(want, got, truth.partial_lists)
        for want, got in ((truth.delete, deleted), (truth.insert, inserted))
    )


def _describe_runs(truth: TruthInstruction, items: list[Instruction]) -> str:
    deleted, inserted = parsed_runs(items)
    restates = f" (restates §{truth.restates})" if truth.restates else ""
    return (
        f"§{truth.section or '-'} word_edit {', '.join(truth.targets)}{restates}: runs differ: "
        f"want delete {list(truth.delete or ())} insert {list(truth.insert or ())}; "
        f"got delete {[' '.join(r.split()) for r in deleted]} "
        f"insert {[' '.join(r.split()) for r in inserted]}"
    )


def _external_right(truth: TruthInstruction, item: Instruction) -> bool:
    verb, kind = _kind_of(item)
    if verb != NOT_CODE or kind != truth.target_kind:
        return False
    return same_outside_body(truth.targets, truth.target_kind, [t.id for t in item.targets])


def _ids(item: Instruction) -> set[str]:
    """The ids of an instruction's targets, spelled as the truth's are (`same_spelling`; a
    title, `Title 22` in the code's ids, by its number as truth files write it: `22`)."""
    return {
        t.id.removeprefix("Title ") if t.kind is TargetKind.TITLE else same_spelling(t.id)
        for t in item.targets
    }


def _section_of(item: Instruction) -> str:
    return "" if item.ordinance_section is None else str(item.ordinance_section)


def _truth_section(raw: str) -> str:
    """A truth's ordinance section as the parser numbers it: `ONE`, `II` → `1`, `2`."""
    value = section_value(raw) if raw and not raw.isdigit() else None
    return raw if value is None else str(value)


def _exact(truth: TruthInstruction, parsed: list[Instruction], used: set[int]) -> list[int]:
    """The free parsed instructions with the truth's verb and exactly its targets (first pass:
    a truth whose own reading is there is never robbed of it by a neighbour's fallback)."""
    if truth.verb == NOT_CODE or truth.uncertain:
        return []
    return [
        i
        for i in range(len(parsed))
        if i not in used
        and _kind_of(parsed[i])[0] == truth.verb
        and _ids(parsed[i]) == set(truth.targets)
    ][:1]


def _match(truth: TruthInstruction, parsed: list[Instruction], used: set[int]) -> list[int]:
    """Indexes of the parsed instructions matched to one truth instruction."""
    free = [i for i in range(len(parsed)) if i not in used]
    if truth.verb == NOT_CODE:
        hits = [i for i in free if _external_right(truth, parsed[i])]
        if hits:
            return hits[: max(1, len(truth.targets))]
    else:
        wanted = set(truth.targets)
        hits = [i for i in free if wanted & _ids(parsed[i])]
        # Several instructions on one target (re-enacted, then its superseded text repealed):
        # the truth's verb first, then its ordinance section.
        same_verb = [i for i in hits if _kind_of(parsed[i])[0] == truth.verb]
        hits = same_verb or hits
        same_section = [i for i in hits if _section_of(parsed[i]) == _truth_section(truth.section)]
        hits = same_section or hits
        if hits:
            return hits
    same = [i for i in free if _section_of(parsed[i]) == _truth_section(truth.section)]
    return same[:1]


def _is_right(truth: TruthInstruction, items: list[Instruction]) -> bool:
    if not items:
        return False
    if truth.verb == NOT_CODE:
        return all(_external_right(truth, item) for item in items)
    if truth.uncertain:
        named = {i for item in items for i in _ids(item)}
        return all(
            item.flags and _kind_of(item)[0] == truth.verb for item in items
        ) and named <= set(truth.targets) | set(truth.unreadable)
    if truth.elided and not all(item.flags for item in items):
        return False  # an elided restatement applied would remove what it leaves out
    verbs = {_kind_of(item)[0] for item in items}
    targets = {i for item in items for i in _ids(item)}
    return verbs == {truth.verb} and targets == set(truth.targets)


def _describe(truth: TruthInstruction, items: list[Instruction]) -> str:
    want = f"{truth.verb} {', '.join(truth.targets)}"
    if not items:
        return f"§{truth.section or '-'} missed: {want}"
    got = "; ".join(_describe_parsed(item) for item in items)
    return f"§{truth.section or '-'} want {want}; got {got}"


def _describe_parsed(item: Instruction) -> str:
    targets = ", ".join(f"{t.kind.value}:{t.id}" for t in item.targets) or "-"
    flags = f" [{'; '.join(item.flags)}]" if item.flags else ""
    return f"{item.id}: {item.verb.value} {targets}{flags}"


def _norm_title(title: object) -> str:
    collapsed = " ".join(str(title or "").split())
    return TITLE_END.sub("", TITLE_BREAK_HYPHEN.sub("", collapsed))


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
    safe: set[int] = set()  # parsed instructions that are right, for a certain truth
    elided_applied: set[int] = set()  # unflagged replacements by a text the truth says is elided
    exact: dict[int, list[int]] = {}
    for n, truth in enumerate(truths):
        exact[n] = _exact(truth, found, used)
        used.update(exact[n])
    for n, truth in enumerate(truths):
        indexes = exact[n] or _match(truth, found, used)
        used.update(indexes)
        items = [found[i] for i in indexes]
        if truth.elided:  # replacing by an elided text removes what it leaves out
            elided_applied.update(i for i in indexes if not found[i].flags)
        compares_runs = truth.verb == WORD_EDIT and not (truth.delete is None is truth.insert)
        score.edits_truth += compares_runs
        score.edits_runs_read += (
            compares_runs and any(i.edits for i in items) and runs_right(truth, items)
        )
        if _is_right(truth, items) and (not compares_runs or runs_right(truth, items)):
            score.right += 1
            score.edits_right += compares_runs
            if not truth.uncertain:
                safe.update(indexes)
        elif _is_right(truth, items):  # verb and target right, the words struck or added not
            score.wrong.append(_describe_runs(truth, items))
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
    score.removals_wrong = [
        _describe_parsed(item)
        for i, item in enumerate(found)
        if i not in safe
        and not item.flags
        and (removes_law(item) or replaces_ancestor(item, truths) or i in elided_applied)
    ]
    for name_ in METADATA_FIELDS:
        score.fields[name_] = _field_right(name_, data.get(name_), parsed)
    return score


def score_devset(folder: Path = DEVSET) -> list[FileScore]:
    return [score_file(path) for path in sorted(folder.glob("*.truth.toml"))]


def devset_folder(which: str, part: str = "open") -> Path:
    """The folder of a set: `old`, or `wide` with its part (`open`, or `sealed` at the end)."""
    if which == "old":
        return DEVSET
    if part not in PARTS:
        raise ValueError(f"no part {part!r} of the wide set; parts: {', '.join(PARTS)}")
    return DEVSET_WIDE / part


def report(scores: list[FileScore], label: str = "development set") -> None:
    """Print each document's figures and what it got wrong, then the totals."""
    print(f"{label:<34} {'truth':>5} {'right':>5} {'found':>5} {'missed':>6} {'extra':>5}")
    for s in scores:
        wrong = [name for name, right in s.fields.items() if not right]
        print(
            f"{s.name:<34} {s.truth:>5} {s.right:>5} {s.found:>5} {s.missed:>6} {s.extra:>5}"
            + (f"  metadata wrong: {', '.join(wrong)}" if wrong else "")
            + (f"  refused: {s.error}" if s.error else "")
        )
        for line in s.wrong:
            print(f"    {line}")
        for line in s.removals_wrong:
            print(f"    REMOVES LAW WRONGLY: {line}")
    truth = sum(s.truth for s in scores)
    right = sum(s.right for s in scores)
    print(
        f"{'total':<34} {truth:>5} {right:>5} {sum(s.found for s in scores):>5} "
        f"{sum(s.missed for s in scores):>6} {sum(s.extra for s in scores):>5}  "
        f"right {right / max(truth, 1):.0%}"
    )
    fields = ", ".join(
        f"{name} {sum(s.fields.get(name, False) for s in scores)}/{len(scores)}"
        for name in METADATA_FIELDS
    )
    print(f"metadata right: {fields}")
    refused = [s.name for s in scores if s.error]
    print(
        f"documents refused: {len(refused)}/{len(scores)}"
        + (f" ({', '.join(refused)})" if refused else "")
    )
    edits = sum(s.edits_truth for s in scores)
    print(
        f"word edits right by runs: {sum(s.edits_right for s in scores)}/{edits} "
        f"(runs read right, target aside: {sum(s.edits_runs_read for s in scores)}/{edits})"
    )
    removals = sum(len(s.removals_wrong) for s in scores)
    print(f"instructions that remove law wrongly applied: {removals}\n")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--set", choices=("old", "wide"), default="old", dest="which")
    parser.add_argument("--part", choices=PARTS, default="open", help="of the wide set")
    args = parser.parse_args(argv)
    folder = devset_folder(args.which, args.part)
    label = "development set" if args.which == "old" else f"wide set, {args.part}"
    report(score_devset(folder), label)


if __name__ == "__main__":
    main()
