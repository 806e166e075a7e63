"""Rows printed as aligned columns: each column as wide as its widest cell, so a long id or a
two-digit number never pushes the columns after it out of line."""

from __future__ import annotations

from collections.abc import Sequence

import click


def aligned(rows: Sequence[Sequence[str]], right: frozenset[int] = frozenset()) -> list[str]:
    """Each row as one line, its cells padded to their column's width (columns in `right`
    right-aligned); the last column is left as it is."""
    if not rows:
        return []
    widths = [max(len(row[i]) for row in rows) for i in range(len(rows[0]) - 1)]
    lines = []
    for row in rows:
        cells = [
            cell.rjust(widths[i]) if i in right else cell.ljust(widths[i])
            for i, cell in enumerate(row[:-1])
        ]
        lines.append("  ".join([*cells, row[-1]]).rstrip())
    return lines


def echo_aligned(rows: Sequence[Sequence[str]], right: frozenset[int] = frozenset()) -> None:
    for line in aligned(rows, right):
        click.echo(line)
