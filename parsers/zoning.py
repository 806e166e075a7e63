"""A person's decisions about a jurisdiction's zoning: `raw/<jurisdiction>/zoning.toml`.

What a permit code of the jurisdiction's permit matrices means for housing, when the tables and
the city's procedures do not say (or say it wrongly). It always wins over what the build reads,
and the database records it (`permit_codes.basis` and `housing_treatments.basis` are `sidecar`).
Format (README, "Sidecar files"):

    [permit_codes]
    MUP = "public_hearing"        # allowed, public_hearing, prohibited or overlay
    S = "allowed"

    [housing]
    unlisted = "prohibited"       # a housing type no row of a matrix names (the code says
                                  # uses it does not list are not allowed)

A `.toml` file is never a document (`parsers/sniff.py::DOCUMENT_SUFFIXES`), so the file walk
does not read it as one; a sidecar that is not valid TOML or names an unknown key or treatment
raises `DocumentError` naming the file (the build reports it as a parse issue).
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path

from parsers.errors import DocumentError

# The file's name in a jurisdiction's raw folder.
ZONING_SIDECAR = "zoning.toml"
KEYS = frozenset({"permit_codes", "housing"})
HOUSING_KEYS = frozenset({"unlisted"})


class Treatment(StrEnum):
    """The National Zoning Atlas's treatment of a housing type in a district."""

    ALLOWED = "allowed"  # as of right, or with conditions but no public hearing
    PUBLIC_HEARING = "public_hearing"  # a permit decided after a public hearing
    PROHIBITED = "prohibited"
    OVERLAY = "overlay"  # allowed only where an overlay district applies


@dataclass(frozen=True, slots=True)
class ZoningSidecar:
    """What `zoning.toml` decides: permit codes as printed → treatments, and the treatment of a
    housing type no row names."""

    path: str
    permit_codes: tuple[tuple[str, Treatment], ...]
    unlisted: Treatment | None = None

    def treatment_of(self, code: str) -> Treatment | None:
        return dict(self.permit_codes).get(code)


def read_zoning_sidecar(path: Path) -> ZoningSidecar:
    """Read and check `zoning.toml`; any problem is a `DocumentError` naming the file."""
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError) as exc:
        raise DocumentError(path, f"cannot read the zoning sidecar: {exc}") from exc
    unknown = sorted(set(data) - KEYS)
    if unknown:
        raise DocumentError(path, f"unknown table(s) {unknown}; expected [permit_codes], [housing]")
    codes, housing = data.get("permit_codes", {}), data.get("housing", {})
    if not isinstance(codes, dict) or not isinstance(housing, dict):
        raise DocumentError(path, "[permit_codes] and [housing] must be tables of key = value")
    if unknown := sorted(set(housing) - HOUSING_KEYS):
        raise DocumentError(path, f"unknown key(s) {unknown} in [housing]; expected unlisted")
    decided = tuple((str(code), _treatment(path, code, value)) for code, value in codes.items())
    unlisted = housing.get("unlisted")
    return ZoningSidecar(
        str(path), decided, None if unlisted is None else _treatment(path, "unlisted", unlisted)
    )


def _treatment(path: Path, key: object, value: object) -> Treatment:
    try:
        return Treatment(str(value))
    except ValueError:
        allowed = ", ".join(t.value for t in Treatment)
        raise DocumentError(path, f"{key} = {value!r}: a treatment is one of {allowed}") from None


def jurisdiction_sidecar(folder: Path) -> ZoningSidecar | None:
    """The sidecar of the jurisdiction whose raw folder is `folder`, if it has one."""
    path = folder / ZONING_SIDECAR
    return read_zoning_sidecar(path) if path.is_file() else None
