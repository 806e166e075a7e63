"""Discover and parse every document of a raw tree into one `ParsedCorpus`.

One bad document becomes a parse issue naming it (and the page or line), never a stopped build;
documents are read in sorted order so that builds are reproducible.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from parsers.dispatch import parse_document
from parsers.errors import DocumentError
from parsers.records import ParsedExport, ParsedOrdinance, ParseIssue, Severity
from parsers.sniff import is_document

ProgressCallback = Callable[[str, str], None]  # (document id, outcome)


@dataclass(frozen=True, slots=True)
class ParsedCorpus:
    """Every record the parsers produced, in a stable order (document id)."""

    exports: tuple[ParsedExport, ...]
    ordinances: tuple[ParsedOrdinance, ...]
    issues: tuple[ParseIssue, ...]  # documents that could not be read at all


def discover(raw_dir: Path) -> list[Path]:
    """Every document under `raw_dir`, sorted so that builds are reproducible."""
    if not raw_dir.is_dir():
        raise FileNotFoundError(f"{raw_dir}: no such directory")
    return sorted(p for p in raw_dir.rglob("*") if is_document(p) and p.name != "README.md")


def unreadable(doc_id: str, exc: DocumentError) -> ParseIssue:
    """The parse issue that stands for a document that could not be read at all."""
    where = ", ".join(
        part
        for part in (
            f"page {exc.page}" if exc.page is not None else "",
            f"line {exc.line}" if exc.line is not None else "",
        )
        if part
    )
    return ParseIssue(doc_id, where or "document", Severity.ERROR, "unreadable", str(exc))


def parse_all(
    raw_dir: Path, progress: ProgressCallback | None = None, *, max_bytes: int | None = None
) -> ParsedCorpus:
    """Every document under `raw_dir` parsed; `max_bytes` overrides the size limit of each."""
    exports: list[ParsedExport] = []
    ordinances: list[ParsedOrdinance] = []
    issues: list[ParseIssue] = []
    for path in discover(raw_dir):
        doc_id = path.relative_to(raw_dir).as_posix()
        try:
            parsed = parse_document(path, doc_id, max_bytes=max_bytes)
        except DocumentError as exc:
            issues.append(unreadable(doc_id, exc))
            if progress:
                progress(doc_id, f"skipped: {exc.reason}")
            continue
        if isinstance(parsed, ParsedExport):
            exports.append(parsed)
            outcome = f"{len(parsed.sections)} sections"
        else:
            ordinances.append(parsed)
            outcome = f"{len(parsed.ordinance.instructions)} instructions"
        if progress:
            progress(doc_id, outcome)
    return ParsedCorpus(tuple(exports), tuple(ordinances), tuple(issues))
