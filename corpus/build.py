"""Build one database from the documents in `raw/`: the stages composed, in pipeline order.

The build parses every document (one bad document becomes a parse issue, never a stopped build),
runs the later stages over the records, and writes SQLite to a temporary file that is renamed into
place only when everything succeeded: a failed build never leaves a half-written database.
"""

from __future__ import annotations

import contextlib
import os
import tempfile
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

import sqlite_utils

from corpus.db.schema import count, create_schema, finalize
from corpus.stages.amendments import build_amendments
from corpus.stages.attribution import attribute_corpus
from corpus.stages.citations import build_citations
from corpus.stages.code import write_code_tables
from corpus.stages.paragraphs import build_paragraphs
from corpus.stages.terms import build_terms
from corpus.stages.view import corpus_text
from parsers.collect import ProgressCallback, parse_all


@dataclass(slots=True)
class BuildSummary:
    output: Path
    counts: dict[str, int] = field(default_factory=dict)

    def lines(self) -> list[str]:
        return [f"{name}: {count}" for name, count in self.counts.items()]


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
    parsed = parse_all(raw_dir, progress)
    summary = BuildSummary(output)
    with atomic_database(output) as db:
        create_schema(db)
        write_code_tables(db, parsed)
        amended = build_amendments(db, parsed)
        # Unnumbered paragraphs are attributed to sections once; the text view is built once
        # and read by every stage after the engine.
        attributions = attribute_corpus(parsed.exports, parsed.ordinances)
        text = corpus_text(parsed, amended, attributions)
        build_citations(db, text)
        build_paragraphs(db, parsed, attributions)
        build_terms(db, parsed, text)  # glossary terms and their uses
        finalize(db)  # full-text indexes over the final rows: keep last
        summary.counts = summarize(db)
    return summary
