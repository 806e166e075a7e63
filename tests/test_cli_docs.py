"""Every `corpus` command has help text and a README entry."""

from __future__ import annotations

from pathlib import Path

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
def test_command_is_documented_in_readme(name: str) -> None:
    assert f"### `corpus {name}`" in README.read_text(encoding="utf-8")
