"""Arguments and options several commands share, declared once so they stay alike."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

import click

Command = TypeVar("Command", bound=Callable[..., Any])

DEFAULT_DB = "build/cotati.db"

# The database `corpus build` wrote; the query commands read it and never re-parse.
DB_OPTION = click.option(
    "--db",
    "db_path",
    default=DEFAULT_DB,
    show_default=True,
    type=click.Path(dir_okay=False, path_type=Path),
    help="The database `corpus build` wrote.",
)

# The folder of source documents a build reads.
RAW_DIR_ARGUMENT = click.argument(
    "raw_dir",
    default="raw",
    type=click.Path(exists=True, file_okay=False, path_type=Path),
)


def output_option(help_text: str) -> Callable[[Command], Command]:
    """`-o/--output`: the database a build writes (each command says what it does with it)."""
    return click.option(
        "-o",
        "--output",
        default=DEFAULT_DB,
        show_default=True,
        type=click.Path(dir_okay=False, path_type=Path),
        help=help_text,
    )


# Which jurisdiction a question is about, when the database holds several.
JURISDICTION_OPTION = click.option(
    "-j",
    "--jurisdiction",
    default=None,
    help="The jurisdiction (its raw folder's name); needed when the database holds several.",
)


def as_of_option(help_text: str) -> Callable[[Command], Command]:
    """`--as-of YYYY-MM-DD`: the date a command reads the code (or its tables) as of."""
    return click.option(
        "--as-of",
        "as_of",
        type=click.DateTime(formats=["%Y-%m-%d"]),
        metavar="YYYY-MM-DD",
        help=help_text,
    )


def format_option(choices: list[str], help_text: str) -> Callable[[Command], Command]:
    """`--format`: how a command writes what it reads (the first choice by default)."""
    return click.option(
        "--format",
        "fmt",
        type=click.Choice(choices),
        default=choices[0],
        show_default=True,
        help=help_text,
    )


# `-o/--output` for a command that prints to standard output unless given a file.
OUTPUT_FILE_OPTION = click.option(
    "-o",
    "--output",
    type=click.Path(dir_okay=False, path_type=Path),
    default=None,
    help="The file to write; default: standard output.",
)
