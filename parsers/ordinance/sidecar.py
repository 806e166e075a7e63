"""A person's corrections to an ordinance: the `<same name>.toml` file beside it.

A sidecar supplies what the text lacks (the ordinance number, adoption and effective dates) and
overrides individual instructions (verb, targets, labels, rows). It always wins over the parser,
and the records say so: `Ordinance.from_sidecar` names the fields it gave and
`Instruction.from_sidecar` marks every instruction it changed. Format (README, "Sidecar files"):

    [ordinance]
    number = "934"
    adopted = 2026-11-10          # TOML date, or a "YYYY-MM-DD" string
    effective = 2026-12-10        # optional; else computed from the text's effective-date rule

    [[instruction]]
    id = "§11"                    # or the full id "PA#26-17 §11", or: section = 11
    verb = "replace_part"         # a Verb value
    targets = ["17.42.130(C)(1)", "17.42.130(C)(2)", "17.42.130(C)(3)"]
    labels = ["(C)(1)", "(C)(2)", "(C)(3)"]
    rows = ["Tasting room"]
    note = "why the person changed it"

A sidecar that is not valid TOML, or that names an unknown verb, a bad date or an instruction the
ordinance does not have, raises `DocumentError` naming the sidecar file and line.
"""

from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass, replace
from datetime import date, datetime
from pathlib import Path

from parsers.errors import DocumentError
from parsers.ordinance.bodies import label_disagreement
from parsers.ordinance.instructions import READING_FLAGS
from parsers.ordinance.metadata import effective_from
from parsers.ordinance.numbering import id_style
from parsers.ordinance.targets import normalize_target
from parsers.ordinance_records import Instruction, Ordinance, Target, TargetKind, Verb
from parsers.records import ParseIssue, Severity

# tomllib's error messages end with `(at line 3, column 7)`.
TOML_POSITION = re.compile(r"at line (\d+), column (\d+)")

ORDINANCE_KEYS = frozenset({"number", "adopted", "effective", "introduced", "title"})
INSTRUCTION_KEYS = frozenset({"id", "section", "verb", "targets", "labels", "rows", "note"})


@dataclass(frozen=True, slots=True)
class InstructionOverride:
    line: int  # where the `[[instruction]]` table is, for error messages
    id: str | None
    section: int | None
    verb: Verb | None
    targets: tuple[Target, ...] | None
    labels: tuple[str, ...] | None
    rows: tuple[str, ...] | None
    note: str | None


@dataclass(frozen=True, slots=True)
class Sidecar:
    path: str
    number: str | None
    adopted: date | None
    effective: date | None
    introduced: date | None
    title: str | None
    instructions: tuple[InstructionOverride, ...]


def _line_of(raw: str, needle: str, default: int = 1) -> int:
    index = raw.find(needle)
    return raw.count("\n", 0, index) + 1 if index >= 0 else default


def _date_value(value: object, key: str, path: Path, raw: str) -> date | None:
    if value is None:
        return None
    if isinstance(value, datetime):  # `2026-11-10T09:00`: the day is what counts
        return value.date()
    if isinstance(value, date):
        return value
    if isinstance(value, str):
        try:
            return date.fromisoformat(value)
        except ValueError:
            pass
    raise DocumentError(
        path, f"`{key}` must be a date (YYYY-MM-DD), not {value!r}", line=_line_of(raw, key)
    )


def _strings(value: object, key: str, path: Path, line: int) -> tuple[str, ...] | None:
    if value is None:
        return None
    if isinstance(value, str):
        return (value,)
    if isinstance(value, list) and all(isinstance(item, str) for item in value):
        return tuple(value)
    raise DocumentError(path, f"`{key}` must be a list of strings", line=line)


def _instruction_lines(raw: str) -> list[int]:
    return [
        index + 1
        for index, line in enumerate(raw.split("\n"))
        if line.strip().startswith("[[instruction]]")
    ]


def read_sidecar(path: Path) -> Sidecar:
    """Read and check a sidecar; any problem is a `DocumentError` naming the file and line."""
    try:
        raw = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise DocumentError(path, f"cannot read the sidecar: {exc}") from exc
    try:
        data = tomllib.loads(raw)
    except tomllib.TOMLDecodeError as exc:
        position = TOML_POSITION.search(str(exc))
        line = int(position.group(1)) if position is not None else None
        raise DocumentError(path, f"not valid TOML: {exc}", line=line) from exc
    unknown = set(data) - {"ordinance", "instruction"}
    if unknown:
        name = sorted(unknown)[0]
        raise DocumentError(path, f"unknown table or key `{name}`", line=_line_of(raw, name))
    head = data.get("ordinance", {})
    if not isinstance(head, dict):
        raise DocumentError(path, "`ordinance` must be a table", line=_line_of(raw, "ordinance"))
    for key in head:
        if key not in ORDINANCE_KEYS:
            raise DocumentError(
                path, f"unknown key `{key}` in [ordinance]", line=_line_of(raw, key)
            )
    number = head.get("number")
    if number is not None and not isinstance(number, str | int):
        raise DocumentError(path, "`number` must be a string", line=_line_of(raw, "number"))
    title = head.get("title")
    if title is not None and not isinstance(title, str):
        raise DocumentError(path, "`title` must be a string", line=_line_of(raw, "title"))
    entries = data.get("instruction", [])
    if not isinstance(entries, list):
        raise DocumentError(
            path,
            "`instruction` must be an array of tables ([[instruction]])",
            line=_line_of(raw, "instruction"),
        )
    lines = _instruction_lines(raw)
    overrides = [
        _override(entry, lines[index] if index < len(lines) else 1, path)
        for index, entry in enumerate(entries)
    ]
    return Sidecar(
        path=str(path),
        number=str(number) if number is not None else None,
        adopted=_date_value(head.get("adopted"), "adopted", path, raw),
        effective=_date_value(head.get("effective"), "effective", path, raw),
        introduced=_date_value(head.get("introduced"), "introduced", path, raw),
        title=title,
        instructions=tuple(overrides),
    )


def _override(entry: object, line: int, path: Path) -> InstructionOverride:
    if not isinstance(entry, dict):
        raise DocumentError(path, "each [[instruction]] must be a table", line=line)
    for key in entry:
        if key not in INSTRUCTION_KEYS:
            raise DocumentError(path, f"unknown key `{key}` in [[instruction]]", line=line)
    ident, section = entry.get("id"), entry.get("section")
    if ident is None and section is None:
        raise DocumentError(path, "an [[instruction]] needs `id` or `section`", line=line)
    if ident is not None and not isinstance(ident, str):
        raise DocumentError(path, '`id` must be a string such as "§12"', line=line)
    if section is not None and (not isinstance(section, int) or isinstance(section, bool)):
        raise DocumentError(path, "`section` must be an integer", line=line)
    verb: Verb | None = None
    if "verb" in entry:
        try:
            verb = Verb(str(entry["verb"]).lower())
        except ValueError as exc:
            allowed = ", ".join(v.value for v in Verb)
            raise DocumentError(
                path, f"unknown verb {entry['verb']!r} (one of: {allowed})", line=line
            ) from exc
    strings = _strings(entry.get("targets"), "targets", path, line)
    targets: tuple[Target, ...] | None = None
    if strings is not None:
        found: list[Target] = []
        for item in strings:
            # A person writes ids as the code spells them: `15-3-5` keeps its hyphens.
            normalized = normalize_target(item, style=id_style(item))
            if item.strip().lower() == "zoning map":
                normalized = (Target(TargetKind.ZONING_MAP, "Zoning Map"),)
            if not normalized:
                raise DocumentError(path, f"cannot read the target {item!r}", line=line)
            found.extend(normalized)
        targets = tuple(found)
    note = entry.get("note")
    return InstructionOverride(
        line=line,
        id=ident,
        section=section,
        verb=verb,
        targets=targets,
        labels=_strings(entry.get("labels"), "labels", path, line),
        rows=_strings(entry.get("rows"), "rows", path, line),
        note=str(note) if note is not None else None,
    )


def _matches(instruction: Instruction, override: InstructionOverride) -> bool:
    if override.id is not None:
        # Compare from the `§`: the prefix is the ordinance id, which the sidecar's own number
        # may have just changed (`PA#26-17 §11` names the instruction now called `934 §11`).
        return _section_part(override.id) == _section_part(instruction.id)
    return instruction.ordinance_section == override.section


def _section_part(ident: str) -> str:
    ident = " ".join(ident.split())
    return ident[ident.index("§") :] if "§" in ident else ident


def apply_sidecar(ordinance: Ordinance, sidecar: Sidecar) -> tuple[Ordinance, list[ParseIssue]]:
    """The ordinance with the sidecar's values in place of the parser's."""
    fields: list[str] = []
    changes: dict[str, object] = {}
    if sidecar.number is not None:
        fields.append("number")
    if sidecar.title is not None:
        changes["title"] = sidecar.title
        fields.append("title")
    if sidecar.introduced is not None:
        changes["introduced"] = sidecar.introduced
        fields.append("introduced")
    adopted = ordinance.adopted
    if sidecar.adopted is not None:
        adopted = sidecar.adopted
        changes["adopted"] = adopted
        fields.append("adopted")
    if sidecar.effective is not None:
        changes["effective"] = sidecar.effective
        fields.append("effective")
    elif sidecar.adopted is not None:
        changes["effective"] = effective_from(adopted, ordinance.effective_rule)
    instructions = list(ordinance.instructions)
    for override in sidecar.instructions:
        hits = [index for index, item in enumerate(instructions) if _matches(item, override)]
        if not hits:
            wanted = override.id if override.id is not None else f"section {override.section}"
            raise DocumentError(
                sidecar.path,
                f"no instruction {wanted} in ordinance {ordinance.id}",
                line=override.line,
            )
        for index in hits:
            instructions[index] = _override_instruction(instructions[index], override)
    if sidecar.instructions:
        fields.append("instructions")
    issues = (
        [
            ParseIssue(
                ordinance.document,
                f"sidecar {sidecar.path}",
                Severity.INFO,
                "sidecar-applied",
                f"the sidecar supplied: {', '.join(fields)}",
            )
        ]
        if fields
        else []
    )
    updated = replace(
        ordinance,
        instructions=tuple(instructions),
        from_sidecar=tuple(fields),
        **changes,  # type: ignore[arg-type]
    )
    return updated, issues


def _override_instruction(instruction: Instruction, override: InstructionOverride) -> Instruction:
    changed = replace(
        instruction,
        verb=override.verb or instruction.verb,
        targets=override.targets if override.targets is not None else instruction.targets,
        labels=override.labels if override.labels is not None else instruction.labels,
        rows=override.rows if override.rows is not None else instruction.rows,
        from_sidecar=True,
    )
    # The person's reading replaces the parser's: drop the flags about how the parser read the
    # sentence (verb, target, labels) and re-check the labels the person gave against the text.
    # Flags about the text itself (a duplicate parcel, a table printed twice) stay.
    flags = tuple(flag for flag in changed.flags if not flag.startswith(READING_FLAGS))
    if changed.verb is Verb.REPLACE_PART:
        flags += label_disagreement(changed.labels, changed.text)
    notes = changed.notes + ((f"sidecar: {override.note}",) if override.note else ())
    return replace(changed, flags=flags, notes=notes)
