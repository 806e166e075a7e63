"""Discover and parse the documents of a raw tree, jurisdiction by jurisdiction.

`raw/<jurisdiction>/…`: each top-level folder of the raw tree is one jurisdiction (documents
lying directly in the raw folder belong to the jurisdiction the raw folder itself names). One
bad document (unreadable, too large, or over its time budget: `parsers/limits.py`) becomes a
parse issue naming it (and the page or line), never a stopped build;
an entry of the tree that is not a document is a parse issue saying why it was skipped
(`parsers/walk.py`); documents are read in sorted order so that builds are reproducible, and
what is stored names them relative to the raw folder, never by the machine's path.
`parse_document_ref` is the unit of work a distributed build runs on a worker: it takes a path
and returns records.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from pathlib import Path

from parsers.dispatch import parse_document
from parsers.errors import DocumentError
from parsers.ordinance_records import ParsedOrdinance
from parsers.records import ParsedExport, ParseIssue, Severity
from parsers.walk import Skipped, SkipReason, walk
from parsers.zoning import ZONING_SIDECAR, ZoningSidecar, jurisdiction_sidecar

ProgressCallback = Callable[[str, str], None]  # (document id, outcome)


@dataclass(frozen=True, slots=True)
class DocumentRef:
    """A document of a raw tree: where it is, its id, the jurisdiction it belongs to."""

    path: Path  # the raw folder as given, joined with the id: what the parsers open
    id: str  # the path relative to the raw folder, `cotati/ordinances/PA26-17.txt`
    jurisdiction: str  # the top-level folder, `cotati`
    skipped: Skipped | None = None  # an entry that is not read, and why

    @property
    def prefix(self) -> str:
        """What the path adds before the id (the raw folder), left out of what is stored."""
        return str(self.path)[: -len(self.id)] if str(self.path).endswith(self.id) else ""


@dataclass(frozen=True, slots=True)
class ParsedCorpus:
    """Every record the parsers produced for one jurisdiction, in document-id order."""

    exports: tuple[ParsedExport, ...]
    ordinances: tuple[ParsedOrdinance, ...]
    issues: tuple[ParseIssue, ...]  # documents that could not be read at all
    jurisdiction: str = ""
    zoning: ZoningSidecar | None = None  # raw/<jurisdiction>/zoning.toml (parsers/zoning.py)


Parsed = ParsedExport | ParsedOrdinance | ParseIssue


def discover(raw_dir: Path) -> list[Path]:
    """Every document under `raw_dir`, sorted so that builds are reproducible."""
    return [raw_dir / doc_id for doc_id in walk(raw_dir).documents]


def document_refs(raw_dir: Path) -> list[DocumentRef]:
    """Every entry under `raw_dir` with its id and jurisdiction, in id order: the documents,
    and the entries that are skipped (their refs parse to the issue saying why)."""
    found = walk(raw_dir)
    home = raw_dir.resolve().name
    entries: list[tuple[str, Skipped | None]] = [(d, None) for d in found.documents]
    entries += [(s.id, s) for s in found.skipped]
    refs = []
    for doc_id, skipped in sorted(entries, key=lambda entry: entry[0]):
        # a skipped top-level folder is a jurisdiction of its own (unless hidden); a file
        # directly in the raw folder belongs to the raw folder's
        own = skipped is not None and skipped.folder and skipped.reason is not SkipReason.HIDDEN
        jurisdiction = doc_id.split("/")[0] if "/" in doc_id or own else home
        refs.append(DocumentRef(raw_dir / doc_id, doc_id, jurisdiction, skipped))
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
    return ParseIssue(doc_id, where or "document", Severity.ERROR, exc.code, str(exc))


def parse_document_ref(
    ref: DocumentRef, max_bytes: int | None = None, max_seconds: float | None = None
) -> Parsed:
    """One document's records, or the parse issue saying why it could not be read (or was
    skipped, or stopped); `max_bytes` and `max_seconds` override its size limit and time
    budget (parsers/limits.py). Paths in the records and issues are relative to the raw
    folder."""
    if ref.skipped is not None:
        return ref.skipped.issue()
    try:
        parsed = parse_document(ref.path, ref.id, max_bytes=max_bytes, max_seconds=max_seconds)
    except DocumentError as exc:
        return _relative_issue(unreadable(ref.id, exc), ref)
    if not ref.prefix:
        return parsed
    document = replace(parsed.document, path=parsed.document.path.removeprefix(ref.prefix))
    issues = tuple(_relative_issue(issue, ref) for issue in parsed.issues)
    return replace(parsed, document=document, issues=issues)


def _relative_issue(issue: ParseIssue, ref: DocumentRef) -> ParseIssue:
    """`issue` with the raw folder left out of the paths it names (the document's, its
    sidecar's: the raw folder followed by the id's first part, so that a short raw folder such
    as `raw/` is not cut out of a word): a build from an absolute RAW_DIR publishes no path of
    the machine."""
    if not ref.prefix:
        return issue
    head = ref.id.split("/")[0]
    return replace(
        issue,
        location=issue.location.replace(ref.prefix + head, head),
        message=issue.message.replace(ref.prefix + head, head),
    )


def outcome_of(parsed: Parsed) -> str:
    """What a progress line says of a parsed document."""
    if isinstance(parsed, ParseIssue):
        return "skipped: " + parsed.message.split(": ", 1)[-1]
    if isinstance(parsed, ParsedExport):
        return f"{len(parsed.sections)} sections"
    return f"{len(parsed.ordinance.instructions)} instructions"


def jurisdiction_folder(ref: DocumentRef) -> Path:
    """The raw folder of the document's jurisdiction (its path less the parts of its id after
    the first; the raw folder itself for a document lying in it)."""
    parts = Path(ref.id).parts
    return ref.path.parents[len(parts) - 2] if len(parts) > 1 else ref.path.parent


def zoning_sidecars(
    refs: Iterable[DocumentRef], issues: dict[str, list[ParseIssue]]
) -> dict[str, ZoningSidecar]:
    """Each jurisdiction's `zoning.toml`; one that cannot be read is a parse issue."""
    found: dict[str, ZoningSidecar] = {}
    folders = {ref.jurisdiction: jurisdiction_folder(ref) for ref in refs}
    for jurisdiction, folder in folders.items():
        doc_id = f"{jurisdiction}/{ZONING_SIDECAR}"  # named like a document, not by its path
        try:
            sidecar = jurisdiction_sidecar(folder)
        except DocumentError as exc:
            issues.setdefault(jurisdiction, []).append(unreadable(doc_id, exc))
            continue
        if sidecar is not None:
            found[jurisdiction] = replace(sidecar, path=doc_id)
    return found


def group(refs: Iterable[DocumentRef], results: Iterable[Parsed]) -> dict[str, ParsedCorpus]:
    """The parsed documents by jurisdiction (jurisdictions and documents in sorted order),
    with each jurisdiction's zoning sidecar."""
    exports: dict[str, list[ParsedExport]] = {}
    ordinances: dict[str, list[ParsedOrdinance]] = {}
    issues: dict[str, list[ParseIssue]] = {}
    refs = list(refs)
    for ref, parsed in zip(refs, results, strict=True):
        for bucket in (exports, ordinances, issues):
            bucket.setdefault(ref.jurisdiction, [])
        if isinstance(parsed, ParsedExport):
            exports[ref.jurisdiction].append(parsed)
        elif isinstance(parsed, ParsedOrdinance):
            ordinances[ref.jurisdiction].append(parsed)
        else:
            issues[ref.jurisdiction].append(parsed)
    sidecars = zoning_sidecars(refs, issues)
    return {
        j: ParsedCorpus(
            tuple(exports[j]), tuple(ordinances[j]), tuple(issues[j]), j, sidecars.get(j)
        )
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
        values[0].zoning if len(values) == 1 else None,
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
