"""Shared helpers for the ordinance parser tests: the two real seeds, parsed once per session."""

from __future__ import annotations

from functools import cache
from pathlib import Path

from parsers.ordinance import parse_ordinance_file
from parsers.ordinance_records import Instruction, ParsedOrdinance

ROOT = Path(__file__).resolve().parents[3]
SEEDS = ROOT / "raw" / "cotati" / "ordinances"
DATA = Path(__file__).resolve().parent / "data"


@cache
def seed(name: str) -> ParsedOrdinance:
    """`PA22-14` or `PA26-17`, parsed."""
    return parse_ordinance_file(SEEDS / f"{name}.txt", f"cotati/ordinances/{name}.txt")


def instruction(name: str, ident: str) -> Instruction:
    for item in seed(name).ordinance.instructions:
        if item.id == ident:
            return item
    raise AssertionError(f"no instruction {ident} in {name}")
