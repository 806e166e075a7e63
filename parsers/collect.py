"""Discover and parse the documents of a raw tree, jurisdiction by jurisdiction.

`raw/<jurisdiction>/…`: each top-level folder of the raw tree is one jurisdiction (documents
lying directly in the raw folder belong to the jurisdiction the raw folder itself names). One
bad document (unreadable, too large, or over its time budget: `parsers/limits.py`) becomes a
parse issue naming it (and the page or line), never a stopped build;
documents are read in sorted order so that builds are reproducible. `parse_document_ref` is
the unit of work a distributed build runs on a worker: it takes a path and returns records.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from parsers.dispatch import parse_document
from parsers.errors import DocumentError
from parsers.ordinance_records import ParsedOrdinance
from parsers.records import ParsedExport, ParseIssue, Severity
from parsers.sniff import is_document

ProgressCallback = Callable[[str, str], None]  # (document id, outcome)


@dataclass(frozen=True, slots=True)
class DocumentRef:
    """A document of a raw tree: where it is, its id, the jurisdiction it belongs to."""

    path: Path
    id: str  # the path relative to the raw folder, `cotati/ordinances/PA26-17.txt`
    jurisdiction: str  # the top-level folder, `cotati`


@dataclass(frozen=True, slots=True)
class ParsedCorpus:
    """Every record the parsers produced for one jurisdiction, in document-id order."""

    exports: tuple[ParsedExport, ...]
    ordinances: tuple[ParsedOrdinance, ...]
    issues: tuple[ParseIssue, ...]  # documents that could not be read at all
    jurisdiction: str = ""


Parsed = ParsedExport | ParsedOrdinance | ParseIssue


def discover(raw_dir: Path) -> list[Path]:
    """Every document under `raw_dir`, sorted so that builds are reproducible."""
    if not raw_dir.is_dir():
        raise FileNotFoundError(f"{raw_dir}: no such directory")
    return sorted(p for p in raw_dir.rglob("*") if is_document(p) and p.name != "README.md")


def document_refs(raw_dir: Path) -> list[DocumentRef]:
    """Every document under `raw_dir` with its id and jurisdiction, in id order."""
    refs = []
    for path in discover(raw_dir):
        relative = path.relative_to(raw_dir)
        jurisdiction = relative.parts[0] if len(relative.parts) > 1 else raw_dir.resolve().name
        refs.append(DocumentRef(path, relative.as_posix(), jurisdiction))
    return refs


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


def parse_document_ref(
    ref: DocumentRef, max_bytes: int | None = None, max_seconds: float | None = None
) -> Parsed:
    """One document's records, or the parse issue saying why it could not be read (or was
    stopped); `max_bytes` and `max_seconds` override its size limit and time budget
    (parsers/limits.py)."""
    try:
        return parse_document(ref.path, ref.id, max_bytes=max_bytes, max_seconds=max_seconds)
    except DocumentError as exc:
        return unreadable(ref.id, exc)


def outcome_of(parsed: Parsed) -> str:
    """What a progress line says of a parsed document."""
    if isinstance(parsed, ParseIssue):
        return "skipped: " + parsed.message.split(": ", 1)[-1]
    if isinstance(parsed, ParsedExport):
        return f"{len(parsed.sections)} sections"
    return f"{len(parsed.ordinance.instructions)} instructions"


def group(refs: Iterable[DocumentRef], results: Iterable[Parsed]) -> dict[str, ParsedCorpus]:
    """The parsed documents by jurisdiction (jurisdictions and documents in sorted order)."""
    exports: dict[str, list[ParsedExport]] = {}
    ordinances: dict[str, list[ParsedOrdinance]] = {}
    issues: dict[str, list[ParseIssue]] = {}
    for ref, parsed in zip(refs, results, strict=True):
        for bucket in (exports, ordinances, issues):
            bucket.setdefault(ref.jurisdiction, [])
        if isinstance(parsed, ParsedExport):
            exports[ref.jurisdiction].append(parsed)
        elif isinstance(parsed, ParsedOrdinance):
            ordinances[ref.jurisdiction].append(parsed)
        else:
            issues[ref.jurisdiction].append(parsed)
    return {
        j: ParsedCorpus(tuple(exports[j]), tuple(ordinances[j]), tuple(issues[j]), j)
        for j in sorted(exports)
    }


def parse_refs(
    refs: Sequence[DocumentRef],
    progress: ProgressCallback | None = None,
    *,
    max_bytes: int | None = None,
    max_seconds: float | None = None,
) -> dict[str, ParsedCorpus]:
    """The documents parsed in this process, by jurisdiction; `progress` hears each one."""
    results = []
    for ref in refs:
        parsed = parse_document_ref(ref, max_bytes, max_seconds)
        results.append(parsed)
        if progress:
            progress(ref.id, outcome_of(parsed))
    return group(refs, results)


def by_jurisdiction(refs: Iterable[DocumentRef]) -> dict[str, list[DocumentRef]]:
    """Each jurisdiction's documents (jurisdictions in sorted order, documents as given)."""
    groups: dict[str, list[DocumentRef]] = {}
    for ref in refs:
        groups.setdefault(ref.jurisdiction, []).append(ref)
    return {j: groups[j] for j in sorted(groups)}


def parse_jurisdiction(
    refs: Sequence[DocumentRef], progress: ProgressCallback | None = None
) -> ParsedCorpus:
    """The documents of one jurisdiction parsed in this process, as its corpus."""
    (corpus,) = parse_refs(refs, progress).values()
    return corpus


def parse_jurisdictions(
    raw_dir: Path,
    progress: ProgressCallback | None = None,
    *,
    max_bytes: int | None = None,
    max_seconds: float | None = None,
) -> dict[str, ParsedCorpus]:
    """Every document of the raw tree parsed in this process, by jurisdiction."""
    refs = document_refs(raw_dir)
    return parse_refs(refs, progress, max_bytes=max_bytes, max_seconds=max_seconds)


def merged(corpora: Mapping[str, ParsedCorpus]) -> ParsedCorpus:
    """One corpus of every jurisdiction's records (for tools that look at one city)."""
    values = [corpora[j] for j in sorted(corpora)]
    return ParsedCorpus(
        tuple(e for c in values for e in c.exports),
        tuple(o for c in values for o in c.ordinances),
        tuple(i for c in values for i in c.issues),
        values[0].jurisdiction if len(values) == 1 else "",
    )


def parse_all(
    raw_dir: Path,
    progress: ProgressCallback | None = None,
    *,
    max_bytes: int | None = None,
    max_seconds: float | None = None,
) -> ParsedCorpus:
    """Every document of the raw tree, parsed, as one corpus; `max_bytes` and `max_seconds`
    override the size limit and the time budget of each."""
    corpora = parse_jurisdictions(raw_dir, progress, max_bytes=max_bytes, max_seconds=max_seconds)
    return merged(corpora)
