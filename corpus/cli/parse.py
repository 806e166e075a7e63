"""`corpus parse FILE`: what the parser makes of one document."""

from __future__ import annotations

import json
from dataclasses import asdict
from pathlib import Path
from typing import Any

import click

from corpus.cli.app import main
from parsers.dispatch import parse_document
from parsers.errors import DocumentError
from parsers.records import ParsedExport


def _jsonable(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: _jsonable(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_jsonable(v) for v in value]
    if hasattr(value, "isoformat"):
        return value.isoformat()
    return value


@main.command()
@click.argument("file", type=click.Path(exists=True, dir_okay=False, path_type=Path))
@click.option("--json", "as_json", is_flag=True, help="Print the records as JSON.")
def parse(file: Path, as_json: bool) -> None:
    """Parse one document and print the sections (or ordinance sections) found."""
    try:
        parsed = parse_document(file, file.name)
    except DocumentError as exc:
        raise click.ClickException(str(exc)) from exc
    if as_json:
        click.echo(json.dumps(_jsonable(asdict(parsed)), indent=2, ensure_ascii=False))
        return
    if isinstance(parsed, ParsedExport):
        doc = parsed.document
        click.echo(
            f"{doc.id}: {doc.jurisdiction or '?'} ({doc.code or '?'}), as of {doc.as_of}, "
            f"{doc.pages} pages"
        )
        for chapter in parsed.chapters:
            click.echo(f"Chapter {chapter.id}: {chapter.title or '(no title)'}")
        click.echo(
            f"{'section':<14} {'number':<9} {'pages':<7} {'subs':>4} {'hist':>4} {'tabs':>4}  text"
        )
        for s in parsed.sections:
            pages = f"{s.span.first_page}-{s.span.last_page}"
            preview = (s.title or s.text)[:60].replace("\n", " ")
            click.echo(
                f"{s.id:<14} {s.number_source.value:<9} {pages:<7} "
                f"{len(s.subsections):>4} {len(s.history):>4} {len(s.tables):>4}  {preview}"
            )
    else:
        o = parsed.ordinance
        click.echo(f"{parsed.document.id}: ordinance {o.id} — {o.title[:80]}")
        for sec in o.sections:
            click.echo(f"SECTION {sec.number}: {sec.kind.value:<24} {sec.heading[:60]}")
        for ins in o.instructions:
            targets = ", ".join(t.id for t in ins.targets)
            click.echo(f"  {ins.id:<18} {ins.verb.value:<16} {targets}")
    for issue in parsed.issues:
        click.echo(
            f"{issue.severity.value}: {issue.location}: {issue.code}: {issue.message}", err=True
        )
