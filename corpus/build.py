"""Build one jurisdiction's database from the documents in `raw/`.

The build parses every document (one bad document becomes a parse issue, never a stopped build),
runs the later stages over the records, and writes SQLite to a temporary file that is renamed into
place only when everything succeeded: a failed build never leaves a half-written database.
"""

from __future__ import annotations

import contextlib
import os
import tempfile
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

import sqlite_utils

from corpus.database import count, create_schema, finalize
from parsers.dispatch import is_document, parse_document
from parsers.errors import DocumentError
from parsers.records import ParsedExport, ParsedOrdinance, ParseIssue, Severity

ProgressCallback = Callable[[str, str], None]  # (document id, outcome)


@dataclass(frozen=True, slots=True)
class ParsedCorpus:
    """Every record the parsers produced, in a stable order (document id)."""

    exports: tuple[ParsedExport, ...]
    ordinances: tuple[ParsedOrdinance, ...]
    issues: tuple[ParseIssue, ...]  # documents that could not be read at all


@dataclass(slots=True)
class BuildSummary:
    output: Path
    counts: dict[str, int] = field(default_factory=dict)

    def lines(self) -> list[str]:
        return [f"{name}: {count}" for name, count in self.counts.items()]


def discover(raw_dir: Path) -> list[Path]:
    """Every document under `raw_dir`, sorted so that builds are reproducible."""
    if not raw_dir.is_dir():
        raise FileNotFoundError(f"{raw_dir}: no such directory")
    return sorted(p for p in raw_dir.rglob("*") if is_document(p) and p.name != "README.md")


def parse_all(raw_dir: Path, progress: ProgressCallback | None = None) -> ParsedCorpus:
    exports: list[ParsedExport] = []
    ordinances: list[ParsedOrdinance] = []
    issues: list[ParseIssue] = []
    for path in discover(raw_dir):
        doc_id = path.relative_to(raw_dir).as_posix()
        try:
            parsed = parse_document(path, doc_id)
        except DocumentError as exc:
            where = ", ".join(
                part
                for part in (
                    f"page {exc.page}" if exc.page is not None else "",
                    f"line {exc.line}" if exc.line is not None else "",
                )
                if part
            )
            issues.append(
                ParseIssue(doc_id, where or "document", Severity.ERROR, "unreadable", str(exc))
            )
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


@contextlib.contextmanager
def atomic_database(output: Path) -> Iterator[sqlite_utils.Database]:
    """A database written to a temporary file beside `output`, renamed into place on success."""
    output.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp_name = tempfile.mkstemp(prefix=f".{output.name}.", suffix=".tmp", dir=output.parent)
    os.close(fd)
    tmp = Path(tmp_name)
    db = sqlite_utils.Database(tmp, recreate=True)
    try:
        yield db
        db.conn.commit()
        db.close()
        os.replace(tmp, output)
    except BaseException:
        db.close()
        tmp.unlink(missing_ok=True)
        raise


def summarize(db: sqlite_utils.Database) -> dict[str, int]:
    """The build's headline counts; a stage that wrote nothing counts 0."""
    return {
        "documents": count(db, "documents"),
        "sections": count(db, "sections"),
        "versions": count(db, "section_versions"),
        "citations": count(db, "citations"),
        "unresolved": count(db, "citations", "resolved = 0"),
        "flagged instructions": count(db, "instructions", "status = 'flagged'"),
        "parse issues": count(db, "parse_issues"),
    }


def build(raw_dir: Path, output: Path, progress: ProgressCallback | None = None) -> BuildSummary:
    from corpus.paragraphs import attribute_corpus
    from corpus.tables.amendments import build_amendments
    from corpus.tables.citations import build_citations
    from corpus.tables.code import write_code_tables
    from corpus.tables.paragraphs import build_paragraphs
    from corpus.tables.terms import build_terms

    parsed = parse_all(raw_dir, progress)
    summary = BuildSummary(output)
    with atomic_database(output) as db:
        create_schema(db)
        write_code_tables(db, parsed)
        # Later stages write here, in pipeline order (each adds its one call).
        amended = build_amendments(db, parsed)
        # Unnumbered paragraphs attributed to sections once; citations read from the others.
        attributions = attribute_corpus(parsed.exports, parsed.ordinances)
        cited = build_citations(db, parsed, amended, attributions)
        build_paragraphs(db, parsed, attributions)
        build_terms(db, parsed, amended, attributions, cited)  # glossary terms and their uses
        finalize(db)  # full-text indexes over the final rows: keep last
        summary.counts = summarize(db)
    return summary
