"""The wide development set's open documents as the tests of issue 20 read them, parsed once per
session, and the small ordinance the metadata tests build around a caption."""

from __future__ import annotations

from functools import cache

from benchmarks.ordinance_devset import DEVSET_WIDE
from parsers.ordinance import parse_ordinance_file, parse_ordinance_text
from parsers.ordinance_records import Ordinance, ParsedOrdinance

OPEN = DEVSET_WIDE / "open"
ENACTING = "THE CITY COUNCIL OF THE CITY OF ELMWOOD DOES ORDAIN AS FOLLOWS:\n"
BODY = (
    "SECTION 1. Section 5.12.030 of the Code is hereby amended to read as follows:\n"
    "5.12.030 Hours. Eight to eight.\n"
)


@cache
def parsed(name: str) -> ParsedOrdinance:
    """The open document `name` (its file name without extension), parsed."""
    path = next(p for p in OPEN.glob(f"{name}.*") if not p.name.endswith(".toml"))
    return parse_ordinance_file(path, f"wide/{path.name}")


def readings(name: str) -> list[tuple[str, tuple[str, ...]]]:
    """(verb, target ids) of each instruction (a flag about the new text's labels may stand)."""
    return [
        (item.verb.value, tuple(t.id for t in item.targets))
        for item in parsed(name).ordinance.instructions
    ]


def flagged_readings(name: str) -> list[tuple[str, tuple[str, ...], bool]]:
    """(verb, target ids, flagged) of each instruction."""
    return [
        (item.verb.value, tuple(t.id for t in item.targets), bool(item.flags))
        for item in parsed(name).ordinance.instructions
    ]


def around_caption(head: str, closing: str = "") -> Ordinance:
    """The ordinance a caption (`head`) and a closing block make around one instruction."""
    text = f"{head}\n{ENACTING}{BODY}{closing}\n"
    return parse_ordinance_text(text, "ord.txt").ordinance
