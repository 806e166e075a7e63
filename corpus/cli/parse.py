"""`corpus parse FILE`: what the parser makes of one document."""

from __future__ import annotations

import json
from pathlib import Path

import click

from corpus.cli.app import main
from corpus.cli.columns import echo_aligned
from parsers.dispatch import parse_document
from parsers.errors import DocumentError
from parsers.ordinance_records import ParsedOrdinance
from parsers.plain import plain
from parsers.records import ParsedExport


def echo_export(parsed: ParsedExport) -> None:
    doc = parsed.document
    click.echo(
        f"{doc.id}: {doc.jurisdiction or '?'} ({doc.code or '?'}), as of {doc.as_of}, "
        f"{doc.pages} pages"
    )
    for chapter in parsed.chapters:
        click.echo(f"Chapter {chapter.id}: {chapter.title or '(no title)'}")
    rows = [("section", "number", "pages", "subs", "hist", "tabs", "text")]
    for s in parsed.sections:
        rows.append(
            (
                s.id,
                s.number_source.value,
                f"{s.span.first_page}-{s.span.last_page}",
                str(len(s.subsections)),
                str(len(s.history)),
                str(len(s.tables)),
                (s.title or s.text)[:60].replace("\n", " "),
            )
        )
    echo_aligned(rows, right=frozenset({3, 4, 5}))


def echo_ordinance(parsed: ParsedOrdinance) -> None:
    o = parsed.ordinance
    click.echo(f"{parsed.document.id}: ordinance {o.id} — {o.title[:80]}")
    echo_aligned(
        [
            (
                f"SECTION {sec.number}:" if sec.number is not None else "(unnumbered):",
                sec.kind.value,
                sec.heading[:60],
            )
            for sec in o.sections
        ]
    )
    echo_aligned(
        [
            ("", ins.id, ins.verb.value, ", ".join(t.id for t in ins.targets))
            for ins in o.instructions
        ]
    )


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
        click.echo(json.dumps(plain(parsed), indent=2, ensure_ascii=False))
        return
    if isinstance(parsed, ParsedExport):
        echo_export(parsed)
    else:
        echo_ordinance(parsed)
    for issue in parsed.issues:
        click.echo(
            f"{issue.severity.value}: {issue.location}: {issue.code}: {issue.message}", err=True
        )
