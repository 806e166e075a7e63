"""What a permit matrix's code means for housing: a National Zoning Atlas treatment, or none.

A code is decided, in this order, by
1. the jurisdiction's sidecar (`raw/<jurisdiction>/zoning.toml`, `[permit_codes]`): always wins;
2. the table's own key (its legend): `Permitted Use` → allowed, `Use not allowed` → prohibited,
   `Use Permit required` / `Conditional Use Permit` / `Special Use Permit` → public hearing;
3. convention, for a code the key does not define: P → allowed; UP, CUP, SUP → public hearing;
   –, blank, N → prohibited;
4. the city's procedure for a permit the key names but the grammar cannot place (a minor or
   administrative use permit): the section the key or a note cites, else the sections whose
   title names the permit; the units of their text that name the permit say whether a public
   hearing is held (`The director shall conduct a public hearing …` → public hearing; `… without
   a public hearing` → allowed). Both or neither: undecided.
Otherwise (a code set by specific use regulations, two codes in one cell, a code no key or
convention defines) the treatment is None with the reason: never a guess.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum

from parsers.ids import SECTION_NUMBER, section_of
from parsers.zoning import Treatment, ZoningSidecar


class Basis(StrEnum):
    """What decided a treatment."""

    SIDECAR = "sidecar"  # raw/<jurisdiction>/zoning.toml
    LEGEND = "legend"  # the table's key defines the code
    CONVENTION = "convention"  # a code the key does not define, read by convention
    PROCEDURE = "procedure"  # the city's procedure section says whether a hearing is held
    UNDECIDED = "undecided"  # nothing decides it: the reason says why
    UNLISTED = "unlisted"  # no row of the table names the housing type


# Dashes a matrix prints for "not allowed" (`–`, `-`, `--`), read as one.
DASHES = re.compile(r"^[-‐‑–—]+$")
NOT_ALLOWED = "–"
# Codes read by convention when the table's key does not define them.
CONVENTION = {
    "P": Treatment.ALLOWED,
    "UP": Treatment.PUBLIC_HEARING,
    "CUP": Treatment.PUBLIC_HEARING,
    "SUP": Treatment.PUBLIC_HEARING,
    NOT_ALLOWED: Treatment.PROHIBITED,
    "": Treatment.PROHIBITED,
    "N": Treatment.PROHIBITED,
}

# A key's meaning that forbids the use: `Use not allowed`, `Prohibited`.
MEANS_PROHIBITED = re.compile(r"\bnot\s+(?:allowed|permitted)\b|\bprohibited\b", re.IGNORECASE)
# A key's meaning that hands the decision to other rules: `Permit requirement set by Specific Use
# Regulations`.
MEANS_DEFERRED = re.compile(r"\bset\s+by\b|\bspecific\s+use\b|\bdetermined\s+by\b", re.IGNORECASE)
# A permit whose name qualifies it as lesser than a use permit, so the procedure decides:
# `Minor Use Permit`, `Administrative Use Permit`, `Temporary Use Permit`.
MEANS_QUALIFIED = re.compile(
    r"\b(?:minor|administrative|temporary|limited|ministerial)\b", re.IGNORECASE
)
# A permit decided at a public hearing by its kind: `Use Permit required`, `Conditional Use
# Permit`, `Special Use Permit`, `Special Exception`, `Public hearing required`.
MEANS_HEARING = re.compile(
    r"^(?:(?:conditional|special)\s+)?use\s+permit\b|\bspecial\s+(?:use\s+)?permit\b"
    r"|\bspecial\s+exception\b|\bpublic\s+hearing\b",
    re.IGNORECASE,
)
# A use allowed as of right: `Permitted Use, Zoning Clearance required`, `Allowed by right`.
MEANS_ALLOWED = re.compile(r"^(?:permitted|allowed|by\s+right)\b", re.IGNORECASE)
# The words after a permit's name that are not its name: `required`, `(see Section 17.60.050)`.
NAME_TAIL = re.compile(r"\s*(?:\(.*|\brequired\b.*|[,.;].*)$", re.IGNORECASE)
# A note defining a code, after the code: ` Minor Use Permit required (see Section 17.60.050)`,
# `: Minor Use Permit`.
NOTE_DEFINES = re.compile(r"^\s*[:=–-]?\s+([A-Z].*)$")
# A procedure's words that a public hearing is held on the permit.
HEARING_HELD = re.compile(
    r"\b(?:shall|must|will)\s+(?:conduct|hold)\s+a\s+(?:duly\s+)?(?:noticed\s+)?public\s+hearing"
    r"|\bpublic\s+hearing\s+(?:shall|must|will)\s+be\s+(?:held|conducted)"
    r"|\b(?:after|at|following)\s+a\s+(?:duly\s+)?(?:noticed\s+)?public\s+hearing"
    r"|\brequires?\s+a\s+(?:noticed\s+)?public\s+hearing",
    re.IGNORECASE,
)
# A procedure's words that no public hearing is held.
HEARING_NOT_HELD = re.compile(
    r"\bwithout\s+(?:a\s+)?(?:noticed\s+)?(?:public\s+)?hearing"
    r"|\bno\s+(?:noticed\s+)?public\s+hearing\b"
    r"|\b(?:does|shall)\s+not\s+require\s+a\s+(?:noticed\s+)?public\s+hearing"
    r"|\bnot\s+(?:be\s+)?subject\s+to\s+a\s+public\s+hearing",
    re.IGNORECASE,
)


@dataclass(frozen=True, slots=True)
class ProcedureText:
    """A section of the code as the procedure reading needs it: its title and its units (the
    section's own text and each subsection's, by id)."""

    section: str
    title: str
    units: tuple[tuple[str, str], ...]


@dataclass(frozen=True, slots=True)
class CodeDecision:
    """A permit code's treatment, what decided it and where it says so."""

    code: str  # as the table prints it
    meaning: str  # the key's meaning, or empty
    treatment: Treatment | None
    basis: Basis
    source: str  # the sidecar's path, the procedure's unit ids, or empty
    reason: str


def normal_code(value: str) -> str:
    text = value.strip()
    return NOT_ALLOWED if DASHES.match(text) else text


def permit_name(meaning: str) -> str:
    """The permit a key's meaning names: `Minor Use Permit required` → `minor use permit`."""
    return NAME_TAIL.sub("", meaning).strip().lower()


def cited_sections(texts: Sequence[str]) -> list[str]:
    return [section_of(m.group()) for t in texts for m in SECTION_NUMBER.finditer(t)]


def _names(text: str, name: str) -> bool:
    return re.search(rf"\b{re.escape(name)}s?\b", text, re.IGNORECASE) is not None


def from_procedure(
    code: str, meaning: str, notes: Sequence[str], procedures: Sequence[ProcedureText]
) -> CodeDecision:
    """A permit decided by whether the city's procedure holds a public hearing on it."""
    name = permit_name(meaning)
    cited = cited_sections([meaning, *notes])
    candidates = [p for p in procedures if p.section in cited] or [
        p for p in procedures if name and _names(p.title, name)
    ]
    if not name or not candidates:
        return CodeDecision(
            code, meaning, None, Basis.UNDECIDED, "",
            f"{code} ({meaning or 'not in the key'}): no procedure section for it in the corpus",
        )  # fmt: skip
    held: list[str] = []
    not_held: list[str] = []
    for procedure in candidates:
        for unit, text in procedure.units:
            if not _names(text, name):
                continue
            if HEARING_HELD.search(text):
                held.append(unit)
            if HEARING_NOT_HELD.search(text):
                not_held.append(unit)
    sections = ", ".join(p.section for p in candidates)
    if held and not not_held:
        return CodeDecision(
            code, meaning, Treatment.PUBLIC_HEARING, Basis.PROCEDURE, ", ".join(held),
            f"{', '.join(held)}: a public hearing is held on a {name}",
        )  # fmt: skip
    if not_held and not held:
        return CodeDecision(
            code, meaning, Treatment.ALLOWED, Basis.PROCEDURE, ", ".join(not_held),
            f"{', '.join(not_held)}: a {name} is decided without a public hearing",
        )  # fmt: skip
    said = "says both that a hearing is held and that none is" if held else "does not say"
    return CodeDecision(
        code, meaning, None, Basis.UNDECIDED, sections,
        f"{code}: {sections} {said} whether a public hearing is held on a {name}",
    )  # fmt: skip


def from_meaning(code: str, meaning: str) -> CodeDecision | None:
    """A code the table's key defines, when its meaning's words decide it."""
    for pattern, treatment in (
        (MEANS_PROHIBITED, Treatment.PROHIBITED),
        (MEANS_DEFERRED, None),
        (MEANS_QUALIFIED, None),
        (MEANS_HEARING, Treatment.PUBLIC_HEARING),
        (MEANS_ALLOWED, Treatment.ALLOWED),
    ):
        if not pattern.search(meaning):
            continue
        if pattern is MEANS_QUALIFIED:
            return None  # the procedure decides
        if treatment is None:
            return CodeDecision(
                code, meaning, None, Basis.UNDECIDED, "",
                f"{code} ({meaning}): the permit depends on other regulations",
            )  # fmt: skip
        return CodeDecision(code, meaning, treatment, Basis.LEGEND, "", f"{code}: {meaning}")
    return None


def decide_code(
    value: str,
    legend: Sequence[tuple[str, str]],
    notes: Sequence[str],
    procedures: Sequence[ProcedureText],
    sidecar: ZoningSidecar | None,
) -> CodeDecision:
    """The treatment one cell's code gives (see the module's order)."""
    code = normal_code(value)
    meaning = next((m for c, m in legend if normal_code(c) == code and code), "")
    if not meaning and code:  # a note may define it: `MUP Minor Use Permit required (see …)`
        defined = (NOTE_DEFINES.match(n.removeprefix(code)) for n in notes if n.startswith(code))
        meaning = next((d.group(1) for d in defined if d is not None), "")
    if sidecar is not None and (decided := sidecar.treatment_of(code)) is not None:
        return CodeDecision(code, meaning, decided, Basis.SIDECAR, sidecar.path, f"{code}: sidecar")
    if "/" in code:
        return CodeDecision(
            code, meaning, None, Basis.UNDECIDED, "",
            f"{code}: two permit paths; which applies depends on the project",
        )  # fmt: skip
    if meaning and (found := from_meaning(code, meaning)) is not None:
        return found
    if not meaning and code in CONVENTION:
        shown = code or "blank"
        return CodeDecision(
            code, "", CONVENTION[code], Basis.CONVENTION, "", f"{shown}: convention"
        )
    if meaning:
        code_notes = [n for n in notes if re.search(rf"\b{re.escape(code)}\b", n)]
        return from_procedure(code, meaning, code_notes, procedures)
    return CodeDecision(
        code, "", None, Basis.UNDECIDED, "", f"{code}: the table's key does not define it"
    )
