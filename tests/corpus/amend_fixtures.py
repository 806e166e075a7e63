"""Hand-built records for the amendment-engine tests (no export parser needed).

`seed_corpus()` pairs 17.62.030 as the Cotati export prints it (tests/corpus/data: the section's
body from raw/cotati/ecode360/title17-ch17.62.txt with page furniture removed, one paragraph per
line) with the two real ordinances parsed by the ordinance parser.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date
from functools import cache
from pathlib import Path

from parsers.collect import ParsedCorpus
from parsers.ordinance import parse_ordinance_file
from parsers.ordinance_records import (
    Instruction,
    Ordinance,
    OrdinanceEvent,
    ParsedOrdinance,
    Target,
    TargetKind,
    Verb,
)
from parsers.records import (
    Chapter,
    Document,
    DocumentKind,
    HistoryCitation,
    NumberSource,
    ParsedExport,
    Section,
    SourceSpan,
    Subsection,
)
from parsers.subsections import parse_subsections

ROOT = Path(__file__).resolve().parents[2]
DATA = Path(__file__).resolve().parent / "data"
EXPORT_AS_OF = date(2026, 5, 11)


def subsections(section_id: str, text: str) -> Sequence[Subsection]:
    return parse_subsections(section_id, text, document="test")[0]


def export_section(
    section_id: str,
    text: str,
    *,
    document: str = "springfield/ecode360/ch.txt",
    history: date | None = date(2020, 1, 1),
    as_of: date | None = None,
    title: str | None = None,
) -> Section:
    cites = (
        (HistoryCitation(section_id, "100", f"Ord. 100, {history}", date=history),)
        if history
        else ()
    )
    return Section(
        id=section_id,
        chapter=section_id.rsplit(".", 1)[0],
        title=title,
        text=text,
        document=document,
        number_source=NumberSource.HEADING,
        span=SourceSpan(document, 0, len(text)),
        history=cites,
        subsections=subsections(section_id, text),
        as_of=as_of,
    )


def export_of(
    sections: list[Section],
    *,
    as_of: date = EXPORT_AS_OF,
    document: str = "springfield/ecode360/ch.txt",
    kind: DocumentKind = DocumentKind.ECODE360_EXPORT,
) -> ParsedExport:
    doc = Document(document, document, kind, "0" * 64, "Springfield, OR", as_of, None)
    chapters = tuple(Chapter(c, None) for c in sorted({s.chapter for s in sections}))
    return ParsedExport(doc, chapters, tuple(sections))


def instruction(
    ordinance: str,
    number: int,
    verb: Verb,
    targets: list[tuple[TargetKind, str]],
    text: str = "",
    *,
    flags: tuple[str, ...] = (),
    rows: tuple[str, ...] = (),
) -> Instruction:
    return Instruction(
        id=f"{ordinance} §{number}",
        ordinance=ordinance,
        ordinance_section=number,
        verb=verb,
        targets=tuple(Target(kind, tid) for kind, tid in targets),
        text=text,
        span=SourceSpan(f"ord/{ordinance}.txt", 0, len(text)),
        flags=flags,
        rows=rows,
    )


def ordinance_of(
    oid: str,
    instructions: list[Instruction],
    *,
    effective: date | None = None,
    events: tuple[date, ...] = (),
) -> ParsedOrdinance:
    document = f"ord/{oid}.txt"
    doc = Document(document, document, DocumentKind.ORDINANCE, "0" * 64, None, effective, None)
    ordinance = Ordinance(
        id=oid,
        number=None,
        file_no=oid,
        title=f"An ordinance {oid}",
        document=document,
        effective=effective,
        events=tuple(OrdinanceEvent(d, "City Council", "public hearing", "…") for d in events),
        instructions=tuple(instructions),
    )
    return ParsedOrdinance(doc, ordinance)


def corpus_of(exports: list[ParsedExport], ordinances: list[ParsedOrdinance]) -> ParsedCorpus:
    return ParsedCorpus(tuple(exports), tuple(ordinances), ())


@cache
def seed_corpus() -> ParsedCorpus:
    """17.62.030 from the Cotati export, and the two real ordinances."""
    document = "cotati/ecode360/title17-ch17.62.txt"
    text = (DATA / "export-17.62.030.txt").read_text(encoding="utf-8")
    section = Section(
        id="17.62.030",
        chapter="17.62",
        title=None,
        text=text,
        document=document,
        number_source=NumberSource.HEADER,
        span=SourceSpan(document, 0, len(text)),
        history=(
            HistoryCitation("17.62.030", "766", "Ord. 766 § 2 Exh. A (part), 2004", year=2004),
            HistoryCitation("17.62.030", "934", "Ord. 934, 6/10/2025", date=date(2025, 6, 10)),
        ),
        subsections=subsections("17.62.030", text),
    )
    export = export_of([section], document=document)
    ordinances = [
        parse_ordinance_file(ROOT / "raw/cotati/ordinances" / name, f"cotati/ordinances/{name}")
        for name in ("PA26-17.txt", "PA22-14.txt")  # out of date order on purpose
    ]
    return corpus_of([export], ordinances)
