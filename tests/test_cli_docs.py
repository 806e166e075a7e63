"""Every `corpus` command has help text and a README entry."""

from __future__ import annotations

from pathlib import Path

import click
import pytest
from click.testing import CliRunner

from corpus.cli import main

README = Path(__file__).resolve().parent.parent / "README.md"
COMMANDS = sorted(main.commands)


def test_there_are_commands() -> None:
    assert {"parse", "build"} <= set(COMMANDS)


@pytest.mark.parametrize("name", COMMANDS)
def test_command_has_help(name: str) -> None:
    result = CliRunner().invoke(main, [name, "--help"])
    assert result.exit_code == 0, result.output
    assert main.commands[name].help, f"`corpus {name}` has no help text"


@pytest.mark.parametrize("name", COMMANDS)
def test_every_option_has_help(name: str) -> None:
    command = main.commands[name]
    for param in command.params:
        if isinstance(param, click.Option):
            assert param.help, f"`corpus {name} {param.opts[0]}` has no help text"


def test_dates_are_shown_as_people_write_them() -> None:
    result = CliRunner().invoke(main, ["show", "--help"])
    assert "YYYY-MM-DD" in result.output and "%Y" not in result.output


@pytest.mark.parametrize("name", COMMANDS)
def test_command_is_documented_in_readme(name: str) -> None:
    assert f"### `corpus {name}`" in README.read_text(encoding="utf-8")
