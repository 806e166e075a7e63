"""`corpus history`, `corpus diff`, `corpus show`, `corpus instructions`: the amendment history,
read from the built database (nothing is re-parsed from raw/)."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

import click
import sqlite_utils

from corpus.cli.app import main
from corpus.cli.database import open_jurisdiction
from corpus.cli.ids import resolve_node, resolve_ordinance
from corpus.cli.options import DB_OPTION, JURISDICTION_OPTION, as_of_option
from corpus.db import read
from corpus.engine.diff import change_summary
from corpus.engine.sectiontext import paragraphs_for_parsing, render, subtree
from corpus.engine.versions import NodeChange, StructuralChange, WordDiff, WordOp
from corpus.publish.loaders.section_page import changes_between
from parsers.ids import section_of
from parsers.ordinance_records import InstructionStatus
from parsers.subsections import parse_subsections

MARKS = {
    NodeChange.ADDED: ("+", "green"),
    NodeChange.REMOVED: ("-", "red"),
    NodeChange.RENUMBERED: ("→", "cyan"),
    NodeChange.MODIFIED: ("~", "yellow"),
    NodeChange.EDITORIAL: ("·", "bright_black"),
}


STATUS_COLOURS = {"applied": "green", "flagged": "red", "base_missing": "yellow"}


def open_db(path: Path, jurisdiction: str | None) -> tuple[sqlite_utils.Database, str]:
    """The database and the jurisdiction the command is about, or one clear error."""
    return open_jurisdiction(path, jurisdiction, "section_versions")


def versions_of(db: sqlite_utils.Database, where: str, section: str) -> list[read.VersionPeriod]:
    found = read.versions(db, where, section)
    if not found:
        raise click.ClickException(f"{section}: no versions in the database")
    return found


def diff_versions(
    section: str, rows: dict[int, read.VersionPeriod], from_v: int | None, to_v: int | None
) -> tuple[int, int]:
    """The (earlier, later) versions to diff: by default the latest and the one before it; a
    section with one version, or versions it does not have, are one clear error."""
    if len(rows) == 1 and from_v is None and to_v is None:
        (only,) = rows.values()
        raise click.ClickException(
            f"{section} has one version only (v{only.version}, {only.span}, "
            f"{only.ordinance or 'export'}): nothing to compare it with. "
            f"`corpus show {section}` prints its text."
        )
    later = to_v if to_v is not None else max(rows)
    earlier = from_v if from_v is not None else later - 1
    for v in (later, earlier):
        if v not in rows:
            raise click.ClickException(f"{section} has no version {v} (versions: {sorted(rows)})")
    if earlier >= later:
        raise click.ClickException(f"--from ({earlier}) must be earlier than --to ({later})")
    return earlier, later


CONTEXT = 60  # characters of unchanged text shown either side of a change


def _elide(text: str, *, first: bool, last: bool) -> str:
    """Unchanged text cut to CONTEXT characters beside each change (the ends only on one side)."""
    keep_head = 0 if first else CONTEXT
    keep_tail = 0 if last else CONTEXT
    if len(text) <= keep_head + keep_tail + 5:
        return text
    return text[:keep_head] + " … " + text[len(text) - keep_tail :]


def styled_words(words: list[WordDiff]) -> str:
    """`[-removed-]{+added+}` inline, coloured when the terminal shows colour."""
    parts = []
    for k, w in enumerate(words):
        if w.op is WordOp.EQUAL:
            parts.append(_elide(w.text, first=k == 0, last=k == len(words) - 1))
        elif w.op is WordOp.DELETE:
            parts.append(click.style(f"[-{w.text}-]", fg="red"))
        else:
            parts.append(click.style(f"{{+{w.text}+}}", fg="green"))
    return "".join(parts)


def echo_change(change: StructuralChange) -> None:
    mark, colour = MARKS[change.change]
    label = change.subsection
    if change.change is NodeChange.RENUMBERED:
        label = f"{change.before_id} → {change.subsection}"
    click.echo(click.style(f"{mark} {label}  {change.change.value}", fg=colour, bold=True))
    if change.words:
        click.echo("    " + styled_words(list(change.words)).replace("\n", "\n    "))
    elif change.after is not None and change.change is NodeChange.ADDED:
        click.echo("    " + click.style(change.after, fg="green").replace("\n", "\n    "))
    elif change.before is not None and change.change is NodeChange.REMOVED:
        click.echo("    " + click.style(change.before, fg="red").replace("\n", "\n    "))


@main.command()
@click.argument("section")
@DB_OPTION
@JURISDICTION_OPTION
def history(section: str, db_path: Path, jurisdiction: str | None) -> None:
    """List the versions of SECTION with their dates, ordinances and instructions."""
    db, where = open_db(db_path, jurisdiction)
    section = section_of(resolve_node(db, where, section))
    for v in versions_of(db, where, section):
        who = v.ordinance or v.document or ""
        instruction = f"  [{v.instruction}]" if v.instruction else ""
        known = "" if v.complete else "  (only the named parts are known)"
        click.echo(
            f"v{v.version}  {v.span:<36} {v.change:<9} {v.source:<9} {who}{instruction}{known}"
        )


@main.command()
@click.argument("section")
@click.option("--from", "from_version", type=int, help="Earlier version (default: the one before).")
@click.option("--to", "to_version", type=int, help="Later version (default: the latest).")
@DB_OPTION
@JURISDICTION_OPTION
def diff(
    section: str,
    from_version: int | None,
    to_version: int | None,
    db_path: Path,
    jurisdiction: str | None,
) -> None:
    """Show what changed in SECTION between two versions: structure and words."""
    db, where = open_db(db_path, jurisdiction)
    section = section_of(resolve_node(db, where, section))
    rows = {v.version: v for v in versions_of(db, where, section)}
    from_v, to_v = diff_versions(section, rows, from_version, to_version)
    before, after = rows[from_v], rows[to_v]
    click.echo(
        f"{section}: v{from_v} ({before.span}) → v{to_v} ({after.span}, "
        f"{after.ordinance or 'export'}, {after.change})"
    )
    changes = changes_between(db.conn, where, before, after)
    if not changes:
        click.echo("no changes")
    for change in changes:
        echo_change(change)
    if changes:
        click.echo(change_summary(changes))


@main.command()
@click.argument("node_id", metavar="ID")
@as_of_option("Print the text in force on this date; default: the current text.")
@DB_OPTION
@JURISDICTION_OPTION
def show(node_id: str, as_of: datetime | None, db_path: Path, jurisdiction: str | None) -> None:
    """Print the text of a section or subsection ID, now or as of a date."""
    db, where = open_db(db_path, jurisdiction)
    node_id = resolve_node(db, where, node_id)
    section = section_of(node_id)
    rows = versions_of(db, where, section)
    row = rows[-1] if as_of is None else read.version_in_force(db, where, section, as_of.date())
    if row is None:
        day = as_of.date().isoformat() if as_of else ""
        raise click.ClickException(
            f"{section}: no version known to be in force on {day} "
            f"(first known from {rows[0].valid_from or '?'})"
        )
    click.echo(
        f"{node_id} — v{row.version} ({row.span}), {row.change}, {row.ordinance or 'export'}"
    )
    if row.change == "repealed":
        click.echo(f"{section} is repealed in this version.")
        return
    text = row.text
    if node_id != section:
        subs, _issues = parse_subsections(
            section, paragraphs_for_parsing(text), document=row.document or ""
        )
        nodes = subtree(subs, node_id)
        if not nodes:
            raise click.ClickException(f"{node_id} is not in {section} version {row.version}")
        text = render("", nodes)
    click.echo(text)


@main.command()
@click.option(
    "--status",
    type=click.Choice([s.value for s in InstructionStatus]),
    help="Only instructions with this status.",
)
@click.option(
    "--ordinance",
    help="Only this ordinance's instructions (its id, number or file number: PA26-17 too).",
)
@DB_OPTION
@JURISDICTION_OPTION
def instructions(
    status: str | None, ordinance: str | None, db_path: Path, jurisdiction: str | None
) -> None:
    """List the amending instructions with their status and the reason."""
    db, where = open_db(db_path, jurisdiction)
    if ordinance:
        ordinance = resolve_ordinance(db, where, ordinance)
    rows = read.instructions(db, where, status, ordinance)
    for row in rows:
        colour = STATUS_COLOURS.get(row.status or "")
        click.echo(
            f"{row.id:<16} {row.verb:<16} {click.style(row.status or '?', fg=colour):<14} "
            f"{', '.join(row.targets)}"
        )
        if row.note:
            click.echo(f"    {row.note}")
    click.echo(f"{len(rows)} instructions")
